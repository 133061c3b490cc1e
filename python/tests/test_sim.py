"""The simulator from Python, and a campaign split into Ray tasks on a
local cluster of two worker processes: the merged report is the report
of one run of the same seed."""

import json
import os
import shutil
import subprocess

# Imported at the top on purpose: without Ray these tests fail, they do
# not skip (Ray is a test requirement).
import ray
import pytest

import horde
from horde import sim

# Rue Morgue's heuristic team on M01, and Grid Siege with a bot per seat
# (random zombies, heuristic humans): a cooperative table, and one of two
# sides with per-seat standings and scores.
CAMPAIGNS = [
    ("rue-morgue", "m01", "heuristic", 240),
    ("grid-siege", None, "random/heuristic", 60),
]


@pytest.fixture(scope="module")
def cluster():
    # A local Ray cluster the test starts and stops: two CPUs, so two
    # worker processes run the chunks.
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    try:
        assert ray.cluster_resources()["CPU"] == 2
        yield
    finally:
        ray.shutdown()


@pytest.mark.parametrize("game,mission,bots,games", CAMPAIGNS)
def test_a_ray_campaign_reports_what_one_run_reports(cluster, game, mission, bots, games):
    whole = sim.run(game, mission, bots, games=games, seed=7, threads=1)
    merged = sim.campaign(game, mission, bots, games=games, seed=7, chunks=7)
    assert merged["games"] == games
    assert sim.deterministic(merged) == sim.deterministic(whole)
    # A different split, the same games.
    again = sim.campaign(game, mission, bots, games=games, seed=7, chunks=3)
    assert sim.deterministic(again) == sim.deterministic(whole)
    # Another seed plays other games.
    other = sim.run(game, mission, bots, games=games, seed=8, threads=1)
    assert sim.deterministic(other) != sim.deterministic(whole)


def test_the_chunks_run_in_two_worker_processes(cluster):
    @ray.remote(num_cpus=1)
    def where(first, count):
        horde.sim._chunk("rue-morgue", None, None, "random", 1, first, count, None, 100_000, 1)
        return os.getpid()

    pids = set(ray.get([where.remote(first, count) for first, count in sim.chunk_ranges(64, 8)]))
    assert len(pids) == 2, pids


def test_a_mission_file_is_read_once_and_shipped(cluster, tmp_path):
    # An unchanged copy of M01 read from a file (the way the tuning
    # example varies a mission) plays M01's own games.
    src = os.path.join(os.path.dirname(__file__), "..", "..", "content", "rue-morgue", "missions", "m01.toml")
    copy = tmp_path / "m01-copy.toml"
    shutil.copy(src, copy)
    from_file = sim.campaign("rue-morgue", str(copy), "heuristic", games=40, seed=3, chunks=4)
    shipped = sim.run("rue-morgue", "m01", "heuristic", games=40, seed=3)
    assert sim.deterministic(from_file) == sim.deterministic(shipped)


def test_chunk_ranges_cover_every_game_once():
    assert sim.chunk_ranges(10, 3) == [(0, 4), (4, 3), (7, 3)]
    assert sim.chunk_ranges(2, 5) == [(0, 1), (1, 1)]
    assert sum(c for _, c in sim.chunk_ranges(1001, 16)) == 1001


def test_the_command_line_gives_the_same_report():
    # `horde sim --json` itself, where the binary is built (python/run-tests
    # points HORDE_BIN at it).
    binary = os.environ.get("HORDE_BIN")
    if not binary:
        pytest.skip("HORDE_BIN not set: no horde binary to compare with")
    out = subprocess.run(
        [binary, "sim", "grid-siege", "--bot", "random/heuristic", "--games", "30", "--seed", "7", "--json"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    cli = json.loads(out)
    assert sim.deterministic(cli) == sim.deterministic(sim.run("grid-siege", None, "random/heuristic", games=30, seed=7))


def test_errors_name_the_problem():
    with pytest.raises(ValueError, match="no-such-bot"):
        sim.run("rue-morgue", None, "no-such-bot", games=2)
    with pytest.raises(ValueError, match="no-such-mission"):
        sim.run("rue-morgue", "no-such-mission", "random", games=2)
