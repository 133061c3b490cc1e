"""Horde's rule systems as PettingZoo and Gymnasium environments.

``rule_systems()`` lists the ids; ``env(id, ...)`` returns a PettingZoo AEC
environment of one, ``gym_env(id, ...)`` a Gymnasium environment for one
seat with Horde's bots in the others, ``Batch`` many matches stepped in
one call, and ``sim`` the simulator (``horde sim``), on Ray too. docs/python.md documents each rule
system's observation layout, action space and rewards.
"""

from __future__ import annotations

from typing import List, Optional

from . import sim
from ._horde import Game, missions, rule_systems
from .aec import HordeAECEnv
from .batch import Batch
from .gym import HordeGymEnv

__all__ = [
    "Batch",
    "Game",
    "HordeAECEnv",
    "HordeGymEnv",
    "env",
    "gym_env",
    "missions",
    "rule_systems",
    "sim",
]


def env(
    rule_system: str,
    mission: Optional[str] = None,
    seats: Optional[int] = None,
    seed: int = 0,
    render_mode: Optional[str] = None,
    max_steps: Optional[int] = None,
) -> HordeAECEnv:
    """A PettingZoo AEC environment of ``rule_system``.

    ``mission`` defaults to the rule system's first, ``seats`` to its
    smallest table; ``seed`` seeds every die and draw (``reset(seed=...)``
    reseeds). ``max_steps`` truncates a match after that many actions.
    """
    return HordeAECEnv(rule_system, mission=mission, seats=seats, seed=seed, render_mode=render_mode, max_steps=max_steps)


def gym_env(
    rule_system: str,
    seat: int = 0,
    opponents: str = "heuristic",
    mission: Optional[str] = None,
    seats: Optional[int] = None,
    seed: int = 0,
    render_mode: Optional[str] = None,
    max_steps: Optional[int] = None,
) -> HordeGymEnv:
    """A Gymnasium environment: the agent plays ``seat``; the other seats
    are Horde bots of kind ``opponents`` (``random``, ``heuristic``,
    ``rollout`` or ``mcts``, optionally ``:quick`` or ``:strong``)."""
    return HordeGymEnv(
        rule_system,
        seat=seat,
        opponents=opponents,
        mission=mission,
        seats=seats,
        seed=seed,
        render_mode=render_mode,
        max_steps=max_steps,
    )


def default_missions() -> List[str]:
    """Each rule system's default mission, in ``rule_systems()`` order."""
    return [missions(r)[0] for r in rule_systems()]
