#!/usr/bin/env python3
"""Playout throughput of every registered rule system and mission.

Runs `horde sim` on one thread for each mission the registry lists
(`horde rules --json`) with the random bot, the heuristic bot and the
rollout bot, and measures the CPU time the simulator used (user time of
the child process, which a machine shared with other work distorts far
less than the wall clock). Each run plays more games until it has used
at least --min-cpu seconds, so short games are not timed by their setup.

Prints a Markdown table and, with --write FILE, replaces the table between
the markers `<!-- throughput:begin -->` and `<!-- throughput:end -->` in
FILE (docs/performance.md).

    python3 tools/throughput.py --horde target/release/horde --write docs/performance.md
"""

import argparse
import datetime
import json
import os
import resource
import subprocess
import sys

BEGIN = "<!-- throughput:begin -->"
END = "<!-- throughput:end -->"

# The rollout bot the throughput target of the search is stated for.
ROLLOUT = "rollout:32,k=3,window=30,shaping=0.3"


def child_user_time():
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime


def sim(horde, system, mission, bot, games, seed, timeout):
    """One `horde sim` run: its JSON report and the user CPU seconds it took,
    or (None, reason) when it failed or ran out of time."""
    cmd = [horde, "sim", system, "--games", str(games), "--seed", str(seed), "--bot", bot, "--threads", "1", "--json"]
    if mission is not None:
        cmd += ["--mission", mission]
    before = child_user_time()
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return None, f"over {timeout:.0f} s"
    cpu = child_user_time() - before
    if done.returncode != 0:
        reason = (done.stderr.strip().splitlines() or ["failed"])[-1]
        return None, reason
    return (json.loads(done.stdout), cpu), None


def measure(horde, system, mission, bot, first_games, min_cpu, seed, timeout):
    """Doubles the game count until a run uses at least `min_cpu` seconds."""
    games = first_games
    while True:
        result, why = sim(horde, system, mission, bot, games, seed, timeout)
        if result is None:
            return None, why
        report, cpu = result
        if cpu >= min_cpu or cpu * 2 > timeout / 2:
            return {"games": games, "cpu": max(cpu, 1e-9), "report": report}, None
        games *= 2


def cell_rounds(m):
    r = m["report"]
    return f"{r['mean_rounds'] * m['games'] / m['cpu']:,.0f}"


def cell_games(m):
    return f"{m['games'] / m['cpu']:,.0f}"


def cell_decision_ms(m):
    decisions = m["report"]["mean_steps"] * m["games"]
    return f"{1000 * m['cpu'] / decisions:.2f}" if decisions else "-"


def missions_of(horde):
    listing = json.loads(subprocess.run([horde, "rules", "--json"], capture_output=True, text=True, check=True).stdout)
    for entry in listing:
        system = entry["rule_system"]["id"]
        missions = [m["id"] for m in entry.get("missions", [])] or [None]
        for mission in missions:
            yield system, mission


def table(rows, args):
    head = (
        "| rule system | mission | random: rounds / games per CPU s | heuristic: rounds / games per CPU s "
        f"| `{ROLLOUT}`: CPU ms per decision (games) |\n|---|---|---:|---:|---:|\n"
    )
    lines = []
    for system, mission, cells in rows:
        out = []
        for bot, (m, why) in cells:
            if m is None:
                out.append(f"n/a ({why})")
            elif bot == ROLLOUT:
                out.append(f"{cell_decision_ms(m)} ({m['games']})")
            else:
                out.append(f"{cell_rounds(m)} / {cell_games(m)}")
        lines.append(f"| {system} | {mission or '(default)'} | " + " | ".join(out) + " |")
    stamp = datetime.date.today().isoformat()
    note = (
        f"\nMeasured {stamp} by `tools/throughput.py` (seed {args.seed}, one thread, "
        f"user CPU time of `horde sim`, at least {args.min_cpu} s of CPU per random or heuristic cell; "
        f"load average {os.getloadavg()[0]:.1f} at the end).\n"
    )
    return head + "\n".join(lines) + "\n" + note


def write(path, text):
    with open(path, encoding="utf-8") as f:
        doc = f.read()
    start, end = doc.find(BEGIN), doc.find(END)
    if start < 0 or end < start:
        sys.exit(f"{path}: no {BEGIN} ... {END} markers")
    doc = doc[: start + len(BEGIN)] + "\n" + text + doc[end:]
    with open(path, "w", encoding="utf-8") as f:
        f.write(doc)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--horde", default="target/release/horde", help="the release horde binary")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--min-cpu", type=float, default=1.0, help="CPU seconds per random or heuristic cell")
    p.add_argument("--rollout-games", type=int, default=2, help="games of the rollout bot per mission")
    p.add_argument("--timeout", type=float, default=300.0, help="wall-clock seconds a run may take")
    p.add_argument("--only", help="measure only this rule system (by its registry id)")
    p.add_argument("--write", metavar="FILE", help="replace the table between the markers in FILE")
    args = p.parse_args()

    rows = []
    for system, mission in missions_of(args.horde):
        if args.only and system != args.only:
            continue
        cells = [
            ("random", measure(args.horde, system, mission, "random", 100, args.min_cpu, args.seed, args.timeout)),
            ("heuristic", measure(args.horde, system, mission, "heuristic", 20, args.min_cpu, args.seed, args.timeout)),
            (ROLLOUT, measure(args.horde, system, mission, ROLLOUT, args.rollout_games, 0.0, args.seed, args.timeout)),
        ]
        rows.append((system, mission, cells))
        print(f"{system} {mission}: done", file=sys.stderr)
    text = table(rows, args)
    print(text)
    if args.write:
        write(args.write, text)


if __name__ == "__main__":
    main()
