"""Steps per second from Python: one match stepped call by call, and a
batch of matches stepped in one call per step (python/benchmarks/steps.py
RULE_SYSTEM [SECONDS] [BATCH]). Each step picks the first legal slot, so
the figure is the engine's and the bindings' cost, not an agent's."""

import sys
import time

import numpy as np

import horde


def single(rule_system: str, seconds: float) -> float:
    game = horde.Game(rule_system, seed=1)
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
            game.step(int(mask.argmax()))
            steps += 1
    return steps / (time.perf_counter() - start)


def batched(rule_system: str, seconds: float, n: int) -> float:
    batch = horde.Batch(rule_system, n, seed=1)
    _, masks, _, _, _ = batch.current()
    steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        actions = np.frombuffer(masks, dtype=np.int8).reshape(n, batch.action_len).argmax(axis=1).tolist()
        _, masks, _, _, _ = batch.step(actions)
        steps += n
    return steps / (time.perf_counter() - start)


if __name__ == "__main__":
    rs = sys.argv[1] if len(sys.argv) > 1 else "rue-morgue"
    secs = float(sys.argv[2]) if len(sys.argv) > 2 else 5.0
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 256
    print(f"{rs}: one match {single(rs, secs):.0f} steps/s; batch of {n} {batched(rs, secs, n):.0f} steps/s")
