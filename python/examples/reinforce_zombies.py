"""A tiny policy-gradient (REINFORCE) agent for Grid Siege's Zombie
Player (seat 0) against Horde's humans, in numpy on one CPU core.

    python python/examples/reinforce_zombies.py [--minutes 3] [--eval 200]
        [--humans random] [--eval-humans random,heuristic]

The policy is a softmax over the legal slots of a linear score: each
legal action gets a few features read off the observation with its slot
(the action's kind; for a zombie's move how much nearer it brings the
zombie to the nearest human, whether it ends next to a human, or next to
an unconscious one, whether it leaves one; for a new zombie how far from
the humans it appears), and the score is their weighted sum. All weights
start at 0, which is the uniformly random legal slot.

Training plays whole matches against ``--humans`` and, after every
``--batch`` matches, raises the log-probability of each choice by its
discounted return, normalised over the batch. The reward is dense: a
tenth for each life the humans lose (GS-ZATK-1), a half for each human
who dies (GS-LIFE-3), and +1 or -1 when the match is won or lost
(GS-WIN-5), all read off the Zombie Player's observation. A match is cut
short after ``--rounds`` rounds (the simulator's cap is 100).

Then it plays ``--eval`` matches with the trained policy and as many
with a uniformly random legal slot, on the same seeds, against each of
``--eval-humans``, and prints the zombies' win rate with its 95% Wilson
interval, the humans killed and the lives they lost per match with 95%
intervals, and the paired difference in lives taken on the same seeds.
"""

from __future__ import annotations

import argparse
import math
import time
from dataclasses import dataclass, field
from typing import List, Optional

import numpy as np

import horde

ZOMBIE_SEAT = 0
# Grid Siege's kinds of action the Zombie Player takes (the tags of its
# action codes; docs/python.md, "Grid Siege").
PLACE, DEMOLISH, END_DEMOLISH, PLAY_CARD, PASS_CARD, ZMOVE, END_ZOMBIES = 4, 25, 26, 27, 28, 29, 30
KIND_FEATURES = [END_ZOMBIES, ZMOVE, PLACE, PLAY_CARD, PASS_CARD, DEMOLISH, END_DEMOLISH]
# The observation's layout (docs/python.md): 12 numbers, then 11 a human.
GLOBALS, PER_HUMAN = 12, 11
ALIVE, DEAD, PLACED, IN_CAR, LIVES, X, Y = 1, 2, 4, 5, 6, 9, 10
PLANES = 8

FEATURES = [
    "end the zombies' moves",
    "move a zombie",
    "place a new zombie",
    "play a zombie card",
    "play no card",
    "demolish a barricade",
    "demolish no more",
    "another kind of action",
    "move: nearer to the nearest human /4",
    "move: ends next to a human",
    "move: ends next to an unconscious human",
    "move: leaves a human's side",
    "move: ends within 4 squares of a human",
    "new zombie: distance to the nearest human /10",
    "end of moves: zombies not next to a human /10",
]


def wilson(k: int, n: int) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    z, p = 1.959964, k / n
    centre = p + z * z / (2 * n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (centre - half) / (1 + z * z / n), (centre + half) / (1 + z * z / n)


def mean_ci(x: np.ndarray) -> tuple[float, float]:
    """The mean and the half-width of its 95% interval (normal)."""
    if len(x) < 2:
        return float(np.mean(x)) if len(x) else 0.0, float("inf")
    return float(np.mean(x)), 1.959964 * float(np.std(x, ddof=1)) / math.sqrt(len(x))


class Board:
    """The board and the action space of a Grid Siege match, read off the
    match itself: the squares from the action space (a new zombie may be
    placed on any), the humans from the observation's length, the width
    from a human's x / width beside the square its token marks."""

    def __init__(self, game: horde.Game) -> None:
        blocks = game.action_blocks()
        self.first = np.array([f for _, f, *_ in blocks])
        self.kinds = np.array([k for k, *_ in blocks])
        self.b_bound = np.array([b for *_, b in blocks])
        self.squares = next(a for k, _, a, _ in blocks if k == PLACE)
        # A zombie's move is numbered by its square and its displacement
        # inside a box of `box` squares a side around it.
        self.box = math.isqrt(next(b for k, _, _, b in blocks if k == ZMOVE))
        self.reach = (self.box - 1) // 2
        self.humans = (game.observation_len - GLOBALS - PLANES * self.squares) // PER_HUMAN
        self.planes = GLOBALS + PER_HUMAN * self.humans
        # The feature column of each kind's indicator.
        self.column = np.full(int(self.kinds.max()) + 1, len(KIND_FEATURES))
        for j, k in enumerate(KIND_FEATURES):
            self.column[k] = j
        self.width: Optional[int] = None
        self._humans_seen: Optional[bytes] = None

    def decode(self, slots: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Each slot's kind and two fields."""
        i = np.searchsorted(self.first, slots, side="right") - 1
        offset = slots - self.first[i]
        return self.kinds[i], offset // self.b_bound[i], offset % self.b_bound[i]

    def human_rows(self, obs: np.ndarray) -> np.ndarray:
        return obs[GLOBALS : self.planes].reshape(self.humans, PER_HUMAN)

    def on_board(self, h: np.ndarray) -> np.ndarray:
        return (h[:, ALIVE] > 0) & (h[:, PLACED] > 0) & (h[:, IN_CAR] == 0)

    def learn_width(self, obs: np.ndarray) -> bool:
        h = self.human_rows(obs)
        h = h[self.on_board(h)]
        if len(h) == 0:
            return False
        marked = obs[self.planes : self.planes + 2 * self.squares].reshape(2, self.squares).sum(0)
        fits = []
        for w in (w for w in range(1, self.squares + 1) if self.squares % w == 0):
            height = self.squares // w
            x, y = np.rint(h[:, X] * w).astype(int), np.rint(h[:, Y] * height).astype(int)
            if (
                np.allclose(x / w, h[:, X], atol=1e-6)
                and np.allclose(y / height, h[:, Y], atol=1e-6)
                and (x < w).all()
                and (y < height).all()
                and (marked[y * w + x] > 0).all()
            ):
                fits.append(w)
        if len(fits) == 1:
            self.width = fits[0]
            self.sx, self.sy = np.arange(self.squares) % self.width, np.arange(self.squares) // self.width
        return self.width is not None

    def score(self, obs: np.ndarray) -> tuple[float, float]:
        """Lives the humans have lost (4 each at the start, GS-LIFE-1; a
        dead human's all), and humans dead."""
        h = self.human_rows(obs)
        dead = h[:, DEAD] > 0
        return float(np.sum(4 - h[~dead, LIVES]) + 4 * dead.sum()), float(dead.sum())

    def _maps(self, obs: np.ndarray) -> bool:
        """Per square: the distance to the nearest human on the board, and
        whether a human, or an unconscious one, stands next to it (one
        orthogonal step, GS-ZATK-1). The humans stand still through the
        zombies' phase, so the maps are kept until they move."""
        h = self.human_rows(obs)
        seen = h.tobytes()
        if seen == self._humans_seen:
            return self.near is not None
        self._humans_seen = seen
        on = self.on_board(h)
        if not on.any() or (self.width is None and not self.learn_width(obs)):
            self.near = None
            return False
        height = self.squares // self.width
        hx, hy = np.rint(h[on, X] * self.width), np.rint(h[on, Y] * height)
        d = np.abs(self.sx[:, None] - hx[None, :]) + np.abs(self.sy[:, None] - hy[None, :])
        self.near = d.min(1)
        self.next_to = (d == 1).any(1)
        self.next_to_out = ((d == 1) & (h[on, LIVES] == 0)[None, :]).any(1)
        return True

    def features(self, obs: np.ndarray, slots: np.ndarray) -> np.ndarray:
        """One row of :data:`FEATURES` per legal slot."""
        kind, a, b = self.decode(slots)
        phi = np.zeros((len(slots), len(FEATURES)))
        phi[np.arange(len(slots)), self.column[kind]] = 1.0
        if not self._maps(obs):
            return phi
        base = len(KIND_FEATURES) + 1
        move = np.flatnonzero(kind == ZMOVE)
        if len(move):
            src = a[move]
            dst = src + (b[move] // self.box - self.reach) * self.width + b[move] % self.box - self.reach
            phi[move, base] = (self.near[src] - self.near[dst]) / 4
            phi[move, base + 1] = self.next_to[dst]
            phi[move, base + 2] = self.next_to_out[dst]
            phi[move, base + 3] = self.next_to[src] & ~self.next_to[dst]
            phi[move, base + 4] = self.near[dst] <= 4
        place = np.flatnonzero(kind == PLACE)
        phi[place, base + 5] = self.near[a[place]] / 10
        end = np.flatnonzero(kind == END_ZOMBIES)
        if len(end):
            zombies = obs[self.planes + 2 * self.squares : self.planes + 3 * self.squares]
            phi[end, base + 6] = zombies[~self.next_to].sum() / 10
        return phi


@dataclass
class Policy:
    """Softmax over the legal slots of ``features @ theta``, trained by
    Adam (its moments ``m`` and ``v``)."""

    theta: np.ndarray = field(default_factory=lambda: np.zeros(len(FEATURES)))
    m: np.ndarray = field(default_factory=lambda: np.zeros(len(FEATURES)))
    v: np.ndarray = field(default_factory=lambda: np.zeros(len(FEATURES)))
    t: int = 0

    def probabilities(self, phi: np.ndarray) -> np.ndarray:
        z = phi @ self.theta
        z = np.exp(z - z.max())
        return z / z.sum()

    def ascend(self, grad: np.ndarray, lr: float, b1: float = 0.9, b2: float = 0.999) -> None:
        self.t += 1
        self.m = b1 * self.m + (1 - b1) * grad
        self.v = b2 * self.v + (1 - b2) * grad * grad
        m, v = self.m / (1 - b1**self.t), self.v / (1 - b2**self.t)
        self.theta += lr * m / (np.sqrt(v) + 1e-8)


@dataclass
class Match:
    won: bool
    lost: bool
    lives: float
    kills: float
    rounds: int
    steps: List[tuple] = field(default_factory=list)
    rewards: List[float] = field(default_factory=list)


def play(
    game: horde.Game,
    board: Board,
    policy: Optional[Policy],
    humans: str,
    seed: int,
    rounds: int,
    rng: np.random.Generator,
    learn: bool = False,
) -> Match:
    """One match; with ``policy`` None the zombies take a uniformly random
    legal slot. With ``learn`` it keeps each choice's features and the
    reward that followed it."""
    game.reset(seed)
    m = Match(False, False, 0.0, 0.0, 0)
    before = (0.0, 0.0)
    while True:
        seat = game.current()
        while seat is not None and seat != ZOMBIE_SEAT:
            game.step(game.bot_slot(humans))
            seat = game.current()
        obs = np.frombuffer(game.observe(ZOMBIE_SEAT), np.float32)
        m.rounds = int(round(obs[0] * 10))
        lives, kills = board.score(obs)
        if learn and m.steps:
            m.rewards.append(0.1 * (lives - before[0]) + 0.5 * (kills - before[1]))
        before = (lives, kills)
        m.lives, m.kills = lives, kills
        outcome = game.rewards()
        if outcome is not None or m.rounds > rounds:
            if outcome is not None:
                m.won, m.lost = outcome[ZOMBIE_SEAT] > 0, outcome[ZOMBIE_SEAT] < 0
            if learn and m.rewards:
                m.rewards[-1] += 1.0 if m.won else -1.0 if m.lost else 0.0
            return m
        slots = np.frombuffer(game.legal_slots(ZOMBIE_SEAT), np.int64)
        if policy is None:
            i = int(rng.integers(len(slots)))
        else:
            phi = board.features(obs, slots)
            p = policy.probabilities(phi)
            i = min(int(np.searchsorted(np.cumsum(p), rng.random())), len(slots) - 1)
            if learn:
                m.steps.append((phi, i, p))
        game.step(int(slots[i]))


def update(policy: Policy, matches: List[Match], gamma: float, lr: float) -> None:
    """One REINFORCE step over a batch of matches: each choice's
    log-probability is pushed by its discounted return, the returns
    normalised over the batch (their mean as the baseline)."""
    returns = []
    for m in matches:
        g, out = 0.0, np.zeros(len(m.rewards))
        for t in range(len(m.rewards) - 1, -1, -1):
            g = m.rewards[t] + gamma * g
            out[t] = g
        returns.append(out)
    flat = np.concatenate(returns) if returns else np.zeros(0)
    if len(flat) < 2 or flat.std() == 0:
        return
    mu, sd = flat.mean(), flat.std()
    grad = np.zeros_like(policy.theta)
    for m, ret in zip(matches, returns):
        for (phi, i, p), g in zip(m.steps, ret):
            grad += (g - mu) / sd * (phi[i] - p @ phi)
    policy.ascend(grad / len(flat), lr)


def train(a: argparse.Namespace, game: horde.Game, board: Board) -> Policy:
    policy = Policy()
    rng = np.random.default_rng(a.seed)
    start, games, batch = time.perf_counter(), 0, []
    # Training seeds are 1_000_000 and up; evaluation seeds 0 to eval - 1.
    while time.perf_counter() - start < 60 * a.minutes:
        batch.append(play(game, board, policy, a.humans, 1_000_000 + games, a.rounds, rng, learn=True))
        games += 1
        if len(batch) == a.batch:
            update(policy, batch, a.gamma, a.lr)
            won = sum(m.won for m in batch)
            lives = np.mean([m.lives for m in batch])
            print(
                f"{games:>5} matches {time.perf_counter() - start:5.0f} s: won {won}/{len(batch)}, "
                f"{lives:.1f} lives taken a match",
                flush=True,
            )
            batch = []
    print(f"trained on {games} matches in {time.perf_counter() - start:.0f} s")
    for name, w in zip(FEATURES, policy.theta):
        print(f"  {w:+7.3f}  {name}")
    return policy


def evaluate(a: argparse.Namespace, game: horde.Game, board: Board, policy: Policy, humans: str) -> None:
    print(f"against {humans} humans, {a.eval} matches on seeds 0-{a.eval - 1}, cut short after {a.rounds} rounds:")
    lives = {}
    for name, pol in [("trained", policy), ("random", None)]:
        rng = np.random.default_rng(a.seed + 1)
        ms = [play(game, board, pol, humans, s, a.rounds, rng) for s in range(a.eval)]
        won, lost = sum(m.won for m in ms), sum(m.lost for m in ms)
        lo, hi = wilson(won, a.eval)
        kills, kills_ci = mean_ci(np.array([m.kills for m in ms]))
        lives[name] = np.array([m.lives for m in ms])
        l, l_ci = mean_ci(lives[name])
        print(
            f"  {name:<8} zombies win {won}/{a.eval} = {100 * won / a.eval:.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}%), "
            f"lose {lost}; humans killed {kills:.2f} ± {kills_ci:.2f}, lives taken {l:.2f} ± {l_ci:.2f} a match"
        )
    d, d_ci = mean_ci(lives["trained"] - lives["random"])
    print(f"  paired on the same seeds: trained takes {d:+.2f} ± {d_ci:.2f} lives a match more than random")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--minutes", type=float, default=3.0, help="training time")
    p.add_argument("--eval", type=int, default=200, help="evaluation matches per policy and opponent")
    p.add_argument("--humans", default="random", help="the humans' bot in training: random, heuristic, ...")
    p.add_argument("--eval-humans", default="random,heuristic", help="the humans' bots to evaluate against")
    p.add_argument("--rounds", type=int, default=40, help="rounds before a match is cut short")
    p.add_argument("--batch", type=int, default=4, help="matches per update")
    p.add_argument("--lr", type=float, default=0.05, help="Adam's step size")
    p.add_argument("--gamma", type=float, default=0.97, help="discount a decision")
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()

    game = horde.Game("grid-siege", seed=0)
    board = Board(game)
    policy = train(a, game, board)
    for humans in a.eval_humans.split(","):
        evaluate(a, game, board, policy, humans)


if __name__ == "__main__":
    main()
