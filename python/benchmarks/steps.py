"""Steps per second from Python, against the engine's own rate and
against OpenSpiel's Python API.

    python python/benchmarks/steps.py [--rule-system rue-morgue] [--seconds 5] [--batch 256]
        [--policy random|first] [--engine-games 2000] [--openspiel backgammon]

A step is one seat's action (chance resolves inside it). Each row:

- ``one match``: one ``horde.Game`` stepped call by call (observe, mask,
  pick, step), the way a PettingZoo loop drives it;
- ``Batch of N``: ``horde.Batch`` stepping N matches per call on threads
  with the interpreter's lock released, writing observations, masks and
  rewards into numpy arrays it reuses; the slots are drawn from its lists
  of legal slots (``legal``, ``legal_start``), and in the row ``dense
  masks`` from its ``N x action_len`` masks instead; the share of the
  time spent inside the step call (the engine) is printed beside it;
- ``engine alone``: the simulator's random playouts in Rust on one
  thread, ``horde.sim.run(GAME, bots="random", threads=1)``, the code of
  ``horde sim GAME --bot random --threads 1 --json`` (steps/s = games/s x
  mean seat decisions a game);
- ``OpenSpiel``: ``pyspiel`` random playouts of ``--openspiel`` with the
  observation tensor and the legal actions read at every decision.

``--policy random`` picks a uniformly random legal slot (the simulator's
random bot's choice), ``first`` the first legal slot (the engine's and the
bindings' cost alone).
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import horde


def single(rule_system: str, seconds: float, policy: str) -> float:
    game = horde.Game(rule_system, seed=1)
    rng = np.random.default_rng(1)
    steps, seed = 0, 1
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(200):
            seat = game.current()
            if seat is None:
                seed += 1
                game.reset(seed)
                seat = game.current()
            mask = np.frombuffer(game.mask(seat), dtype=np.int8)
            game.observe(seat)
            if policy == "first":
                slot = int(mask.argmax())
            else:
                legal = np.flatnonzero(mask)
                slot = int(legal[rng.integers(len(legal))])
            game.step(slot)
            steps += 1
    return steps / (time.perf_counter() - start)


def batched(rule_system: str, seconds: float, n: int, policy: str, dense: bool) -> tuple[float, float]:
    batch = horde.Batch(rule_system, n, seed=1, mask=dense)
    rng = np.random.default_rng(1)
    scores = np.empty((n, batch.action_len) if dense else 0, np.float32)
    draws = np.empty(n)
    steps, inside = 0, 0.0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        if dense and policy == "first":
            actions = batch.mask.argmax(axis=1)
        elif dense:
            # A uniform legal slot per row: the largest of uniform scores
            # over the legal slots.
            rng.random(out=scores, dtype=np.float32)
            scores *= batch.mask
            actions = scores.argmax(axis=1)
        elif policy == "first":
            actions = batch.legal[batch.legal_start[:-1]]
        else:
            rng.random(out=draws)
            draws *= batch.legal_counts
            actions = batch.legal[batch.legal_start[:-1] + draws.astype(np.int64)]
        t = time.perf_counter()
        batch.step(actions)
        inside += time.perf_counter() - t
        steps += n
    total = time.perf_counter() - start
    return steps / total, inside / total


def engine(rule_system: str, games: int) -> tuple[float, dict]:
    report = horde.sim.run(rule_system, None, "random", games=games, seed=1, threads=1)
    return report["games_per_sec"] * report["mean_steps"], report


def openspiel(game_name: str, seconds: float) -> tuple[float, float]:
    import pyspiel

    game = pyspiel.load_game(game_name)
    rng = np.random.default_rng(1)
    steps, games = 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(int(rng.choice(outcomes, p=probs)))
                continue
            player = state.current_player()
            state.observation_tensor(player)
            legal = state.legal_actions(player)
            state.apply_action(legal[rng.integers(len(legal))])
            steps += 1
        games += 1
    return steps / (time.perf_counter() - start), steps / max(games, 1)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rule-system", default="rue-morgue")
    p.add_argument("--seconds", type=float, default=5.0)
    p.add_argument("--batch", type=int, default=256)
    p.add_argument("--policy", choices=["random", "first"], default="random")
    p.add_argument("--engine-games", type=int, default=2000)
    p.add_argument("--openspiel", help="an OpenSpiel game to play random playouts of, e.g. backgammon")
    a = p.parse_args()
    rs = a.rule_system
    print(f"{rs}, {a.policy} legal slot, {a.seconds:g} s a row")
    print(f"  one match          {single(rs, a.seconds, a.policy):>10,.0f} steps/s")
    for dense, label in [(False, f"Batch of {a.batch}"), (True, "  dense masks")]:
        rate, share = batched(rs, a.seconds, a.batch, a.policy, dense)
        print(f"  {label:<17}  {rate:>10,.0f} steps/s ({100 * share:.0f}% of the time inside the step call)")
    if a.engine_games > 0:
        rate, report = engine(rs, a.engine_games)
        print(f"  engine alone       {rate:>10,.0f} steps/s ({report['mean_steps']:.1f} seat decisions a game)")
    if a.openspiel:
        rate, length = openspiel(a.openspiel, a.seconds)
        print(f"  OpenSpiel {a.openspiel:<8} {rate:>10,.0f} steps/s ({length:.1f} decisions a game)")


if __name__ == "__main__":
    main()
