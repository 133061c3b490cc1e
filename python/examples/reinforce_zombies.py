"""A tiny policy-gradient (REINFORCE) agent for Grid Siege's Zombie
Player (seat 0) against Horde's humans, in numpy on the CPU.

    python python/examples/reinforce_zombies.py [--minutes 4] [--eval 300] [--humans heuristic]

The policy is a softmax over the legal slots with one learned preference
per action slot (a slot is an action kind with its square or its
displacement, docs/python.md), so it learns which moves, placements and
cards pay off, not yet how to read the board. Training plays whole
matches and pushes up the slots of won matches and down those of lost
ones (the return minus a running baseline). At the end it plays
``--eval`` matches with the trained policy and as many with a uniformly
random legal slot, on the same seeds, and prints both win rates with
their 95% Wilson intervals.
"""

from __future__ import annotations

import argparse
import math
import time

import numpy as np

import horde


def wilson(wins: int, n: int) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    z, p = 1.959964, wins / n
    centre = p + z * z / (2 * n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (centre - half) / (1 + z * z / n), (centre + half) / (1 + z * z / n)


class Policy:
    """Softmax over the legal slots of one preference each."""

    def __init__(self, slots: int) -> None:
        self.theta = np.zeros(slots, np.float64)

    def probabilities(self, legal: np.ndarray) -> np.ndarray:
        z = self.theta[legal]
        z = np.exp(z - z.max())
        return z / z.sum()

    def pick(self, legal: np.ndarray, rng: np.random.Generator) -> int:
        return int(rng.choice(len(legal), p=self.probabilities(legal)))


def play(env, policy, seed: int, rng: np.random.Generator, trace=None) -> float:
    """One match; the Zombie Player's reward (+1 won, -1 lost, 0 cut
    short). With ``trace``, appends (legal slots, chosen index)."""
    obs, info = env.reset(seed=seed)
    while True:
        legal = np.flatnonzero(info["action_mask"])
        i = policy.pick(legal, rng) if policy is not None else int(rng.integers(len(legal)))
        if trace is not None:
            trace.append((legal, i))
        obs, reward, terminated, truncated, info = env.step(int(legal[i]))
        if terminated or truncated:
            return reward


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--minutes", type=float, default=4.0)
    p.add_argument("--eval", type=int, default=300)
    p.add_argument("--humans", default="heuristic", help="the humans' bot: random, heuristic, ...")
    p.add_argument("--lr", type=float, default=0.05)
    p.add_argument("--max-steps", type=int, default=600, help="the Zombie Player's decisions before a match is cut short")
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()

    env = horde.gym_env("grid-siege", seat=0, opponents=a.humans, max_steps=a.max_steps)
    policy = Policy(env.action_space.n)
    rng = np.random.default_rng(a.seed)
    baseline, games, wins = 0.0, 0, 0
    start = time.perf_counter()
    # Training seeds are 1_000_000 and up; evaluation seeds 0 to eval - 1.
    while time.perf_counter() - start < 60 * a.minutes:
        trace: list = []
        ret = play(env, policy, 1_000_000 + games, rng, trace)
        advantage = ret - baseline
        baseline += 0.02 * (ret - baseline)
        for legal, i in trace:
            grad = -policy.probabilities(legal)
            grad[i] += 1.0
            policy.theta[legal] += a.lr * advantage * grad
        games += 1
        wins += ret > 0
        if games % 100 == 0:
            print(f"{games:>6} training matches, {time.perf_counter() - start:6.0f} s, zombies won {wins} of the last 100")
            wins = 0
    print(f"trained on {games} matches in {time.perf_counter() - start:.0f} s")

    for name, pol in [("trained policy", policy), ("random policy", None)]:
        eval_rng = np.random.default_rng(a.seed + 1)
        results = [play(env, pol, s, eval_rng) for s in range(a.eval)]
        won = sum(r > 0 for r in results)
        lo, hi = wilson(won, a.eval)
        cut = sum(r == 0 for r in results)
        print(
            f"{name:<15} zombies win {won}/{a.eval} = {100 * won / a.eval:.1f}% "
            f"(95% CI {100 * lo:.1f}-{100 * hi:.1f}%), {cut} cut short"
        )


if __name__ == "__main__":
    main()
