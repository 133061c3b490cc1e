"""The examples run end to end, in seconds (whether they learn is
measured by running them for minutes: docs/python.md)."""

import re
import subprocess
import sys
from pathlib import Path

import numpy as np

import horde

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
sys.path.insert(0, str(EXAMPLES))

import reinforce_zombies as rz  # noqa: E402


def _square(x: int, y: int) -> str:
    # The engine names a square by its column's letter and its row from 1.
    return f"{chr(ord('A') + x)}{y + 1}"


def test_the_agent_reads_a_zombie_move_as_the_engine_names_it():
    # The agent's features rest on decoding a slot into the zombie's
    # square and its destination (GS-ZMOVE-2); the engine's own name of
    # the action says both.
    game = horde.Game("grid-siege", seed=4)
    board = rz.Board(game)
    rng = np.random.default_rng(4)
    checked = 0
    while checked < 30:
        seat = game.current()
        assert seat is not None
        slots = np.frombuffer(game.legal_slots(seat), np.int64)
        if seat == rz.ZOMBIE_SEAT:
            obs = np.frombuffer(game.observe(seat), np.float32)
            kind, a, b = board.decode(slots)
            moves = np.flatnonzero(kind == rz.ZMOVE)
            if len(moves) and (board.width is not None or board.learn_width(obs)):
                w = board.width
                for i in moves[:: max(1, len(moves) // 5)]:
                    dx, dy = b[i] % board.box - board.reach, b[i] // board.box - board.reach
                    src, dst = (a[i] % w, a[i] // w), (a[i] % w + dx, a[i] // w + dy)
                    name = game.action_name(int(slots[i]))
                    assert re.search(rf"\b{_square(*src)}\b.*\b{_square(*dst)}\b", name), name
                    checked += 1
        game.step(int(slots[rng.integers(len(slots))]))
    assert board.width * (board.squares // board.width) == board.squares


def test_the_reinforce_example_trains_and_evaluates():
    out = subprocess.run(
        [
            sys.executable,
            str(EXAMPLES / "reinforce_zombies.py"),
            "--minutes", "0.05",
            "--eval", "2",
            "--rounds", "5",
            "--batch", "2",
            "--eval-humans", "random",
        ],
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    ).stdout
    assert re.search(r"trained on \d+ matches", out), out
    for policy in ("trained", "random"):
        assert re.search(rf"{policy} +zombies win \d+/2 ", out), out
    assert "paired on the same seeds" in out
