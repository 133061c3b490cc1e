"""The simulator (``horde sim``) from Python, and campaigns split into
chunks run as Ray tasks.

A chunk is a range of game indices of the campaign's seed: game ``i`` is
the same game whichever chunk, process or machine plays it, so the
chunks' summaries merge into exactly the report one ``horde sim`` run of
the same seed gives (every field but the throughput, ``games_per_sec``
and ``rounds_per_sec``).
"""

from __future__ import annotations

import json
import os
import time
from typing import Any, Dict, List, Optional, Tuple

from . import _horde

#: The report fields that depend on the clock, not on the games.
TIMING_FIELDS = ("games_per_sec", "rounds_per_sec")


def _mission(mission: Optional[str]) -> Tuple[Optional[str], Optional[Tuple[str, str]]]:
    """A shipped mission's id, or a mission file's (name, text): the file
    is read here, once, so workers on other machines need no copy."""
    if mission is not None and (mission.endswith(".toml") or os.sep in mission or os.path.isfile(mission)):
        with open(mission, encoding="utf-8") as f:
            return None, (mission, f.read())
    return mission, None


def _chunk(game, mission, mission_file, bots, seed, first, games, seats, max_steps, threads) -> str:
    return _horde.sim_chunk(
        game,
        bots,
        seed,
        first,
        games,
        mission=mission,
        mission_file=mission_file,
        seats=seats,
        max_steps=max_steps,
        threads=threads,
    )


def run(
    game: str,
    mission: Optional[str] = None,
    bots: str = "heuristic",
    games: int = 1000,
    seed: int = 1,
    seats: Optional[int] = None,
    max_steps: int = 1_000_000,
    threads: int = 0,
) -> Dict[str, Any]:
    """One simulation in this process: the report ``horde sim GAME
    --mission MISSION --bot BOTS --games GAMES --seed SEED --json`` prints,
    as a dict. ``mission`` is a shipped mission's id or a mission file's
    path; ``bots`` one bot, or one per seat separated by ``/``."""
    shipped, text = _mission(mission)
    start = time.perf_counter()
    summary = _chunk(game, shipped, text, bots, seed, 0, games, seats, max_steps, threads)
    return json.loads(_horde.sim_report([summary], time.perf_counter() - start))


def chunk_ranges(games: int, chunks: int) -> List[Tuple[int, int]]:
    """``(first, count)`` of each of ``chunks`` nearly equal ranges of games."""
    chunks = max(1, min(chunks, games))
    size, extra = divmod(games, chunks)
    ranges, first = [], 0
    for c in range(chunks):
        count = size + (1 if c < extra else 0)
        ranges.append((first, count))
        first += count
    return ranges


def campaign(
    game: str,
    mission: Optional[str],
    bots: str,
    games: int,
    seed: int,
    address: Optional[str] = None,
    chunks: Optional[int] = None,
    seats: Optional[int] = None,
    max_steps: int = 1_000_000,
) -> Dict[str, Any]:
    """:func:`run` split into ``chunks`` ranges of games run as Ray tasks,
    one core each, and merged. ``address`` is the Ray cluster's
    (``ray.init(address=...)``); with ``None`` an already initialised Ray
    is used, or a local one is started. ``chunks`` defaults to four per
    CPU of the cluster. The report equals :func:`run`'s with the same
    arguments in every field but :data:`TIMING_FIELDS`."""
    import ray

    if not ray.is_initialized():
        ray.init(address=address)
    shipped, text = _mission(mission)
    if chunks is None:
        chunks = 4 * max(1, int(ray.cluster_resources().get("CPU", 1)))
    task = ray.remote(num_cpus=1)(_chunk)
    start = time.perf_counter()
    futures = [
        task.remote(game, shipped, text, bots, seed, first, count, seats, max_steps, 1)
        for first, count in chunk_ranges(games, chunks)
    ]
    summaries = ray.get(futures)
    return json.loads(_horde.sim_report(summaries, time.perf_counter() - start))


def deterministic(report: Dict[str, Any]) -> Dict[str, Any]:
    """The report without its timing fields: what two runs of the same
    simulation must agree on."""
    return {k: v for k, v in report.items() if k not in TIMING_FIELDS}
