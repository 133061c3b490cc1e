"""Mission tuning on a Ray cluster: how long must the survivors of Rue
Morgue's M02 "No way out" hold out?

    python python/examples/tune_mission.py [--address auto] [--games 2000] [--png docs/images/m02-hold-out.png]

M02 is won once every objective is taken and the survivors have held out
to the end of turn 12 (its `survive_turns` victory). This sweeps that one
number over copies of the mission file (content is data: each copy
differs from content/rue-morgue/missions/m02.toml in that line only),
simulates each copy with the heuristic team as a Ray campaign across the
cluster, and plots the win rate with its 95% interval against it.
Without ``--address`` a local Ray is started on this machine's cores.
"""

from __future__ import annotations

import argparse
import pathlib
import re
import tempfile

import horde

ROOT = pathlib.Path(__file__).resolve().parents[2]
MISSION = ROOT / "content" / "rue-morgue" / "missions" / "m02.toml"
# The `turns` line of the `survive_turns` victory block.
HOLD = re.compile(r'(type = "survive_turns"\s*\nturns = )(\d+)')


def with_hold(text: str, turns: int) -> str:
    changed, n = HOLD.subn(lambda m: f"{m.group(1)}{turns}", text)
    if n != 1:
        raise SystemExit(f"{MISSION}: expected one survive_turns victory, found {n}")
    return changed


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--address", help="a Ray cluster's address (ray.init); default: a local one")
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--turns", default="2,4,6,8,10,12,14,16,18,20")
    p.add_argument("--png", default=str(ROOT / "docs" / "images" / "m02-hold-out.png"))
    a = p.parse_args()

    import ray

    ray.init(address=a.address)
    text = MISSION.read_text(encoding="utf-8")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for turns in [int(t) for t in a.turns.split(",")]:
            copy = pathlib.Path(tmp) / f"m02-hold-{turns}.toml"
            copy.write_text(with_hold(text, turns), encoding="utf-8")
            r = horde.sim.campaign("rue-morgue", str(copy), "heuristic", games=a.games, seed=a.seed)
            lo, hi = r["win_rate_ci95"]
            rows.append((turns, r["win_rate"], lo, hi, r["mean_rounds"]))
            print(
                f"hold {turns:>2} turns: {r['wins']:>5}/{r['games']} won = {100 * r['win_rate']:5.1f}% "
                f"(95% CI {100 * lo:.1f}-{100 * hi:.1f}%), {r['mean_rounds']:.2f} rounds, "
                f"{r['games_per_sec']:.0f} games/s"
            )
    ray.shutdown()

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    x = [r[0] for r in rows]
    y = [100 * r[1] for r in rows]
    err = [[100 * (r[1] - r[2]) for r in rows], [100 * (r[3] - r[1]) for r in rows]]
    fig, ax = plt.subplots(figsize=(6.4, 4.0), dpi=120)
    ax.errorbar(x, y, yerr=err, fmt="o-", capsize=4, color="#8b1a1a", label="heuristic team, 95% CI")
    ax.axvline(12, color="grey", linestyle=":", label="shipped mission (12)")
    ax.set_xlabel("turns to hold out (M02's survive_turns victory)")
    ax.set_ylabel("win rate (%)")
    ax.set_title(f"Rue Morgue M02 \u201cNo way out\u201d, {a.games} games per point (seed {a.seed})")
    ax.set_ylim(bottom=0)
    ax.grid(alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(a.png)
    print(f"wrote {a.png}")


if __name__ == "__main__":
    main()
