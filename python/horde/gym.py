"""One seat of a Horde match as a Gymnasium environment, Horde's bots in
the others."""

from __future__ import annotations

import json
from typing import Any, Dict, Optional, Tuple

import gymnasium
import numpy as np
from gymnasium import spaces

from ._horde import Game


class HordeGymEnv(gymnasium.Env):
    """The agent plays ``seat``; every other seat is a Horde bot
    (``opponents``: ``random``, ``heuristic``, ``rollout`` or ``mcts``,
    optionally ``:quick`` or ``:strong``), chosen exactly as the terminal's
    and the browser's bots choose (seeded by the match's seed and the
    position).

    The observation is the seat's float32 array (docs/python.md); the
    legal actions are ``info["action_mask"]`` and ``action_masks()``. An
    illegal action ends the episode with reward -1 and
    ``info["illegal_action"] = True`` (the match itself never takes it).
    The reward is the seat's at the end of the match (+1 win, -1 loss,
    0 otherwise).
    """

    metadata = {"render_modes": ["svg", "ansi"]}

    def __init__(
        self,
        rule_system: str,
        seat: int = 0,
        opponents: str = "heuristic",
        mission: Optional[str] = None,
        seats: Optional[int] = None,
        seed: int = 0,
        render_mode: Optional[str] = None,
        max_steps: Optional[int] = None,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r}: one of {self.metadata['render_modes']}")
        self.game = Game(rule_system, mission, seats, seed)
        if not 0 <= seat < self.game.num_seats:
            raise ValueError(f"seat {seat}: the table has {self.game.num_seats} seats")
        self.seat = seat
        self.opponents = opponents
        self.render_mode = render_mode
        self.max_steps = max_steps
        self._seed = seed
        self._steps = 0
        self.observation_space = spaces.Box(-np.inf, np.inf, shape=(self.game.observation_len,), dtype=np.float32)
        self.action_space = spaces.Discrete(self.game.action_len)

    def _play_opponents(self) -> None:
        while True:
            current = self.game.current()
            if current is None or current == self.seat:
                return
            self.game.step(self.game.bot_slot(self.opponents))

    def _observation(self) -> np.ndarray:
        return np.frombuffer(self.game.observe(self.seat), dtype=np.float32).copy()

    def action_masks(self) -> np.ndarray:
        """The legal actions now, as booleans (MaskablePPO's convention)."""
        return np.frombuffer(self.game.mask(self.seat), dtype=np.int8).astype(bool)

    def _info(self) -> Dict[str, Any]:
        info: Dict[str, Any] = {"action_mask": np.frombuffer(self.game.mask(self.seat), dtype=np.int8).copy()}
        reason = self.game.outcome_reason()
        if reason is not None:
            info["outcome"] = reason
        return info

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None) -> Tuple[np.ndarray, Dict[str, Any]]:
        super().reset(seed=seed)
        if seed is not None:
            self._seed = seed
        self.game.reset(self._seed)
        self._steps = 0
        self._play_opponents()
        return self._observation(), self._info()

    def step(self, action: Any) -> Tuple[np.ndarray, float, bool, bool, Dict[str, Any]]:
        if self.game.current() != self.seat:
            raise RuntimeError("the episode is over: call reset()")
        slot = int(action)
        mask = self.game.mask(self.seat)
        if not 0 <= slot < len(mask) or mask[slot] == 0:
            info = self._info()
            info["illegal_action"] = True
            return self._observation(), -1.0, True, False, info
        self.game.step(slot)
        self._steps += 1
        self._play_opponents()
        rewards = self.game.rewards()
        terminated = rewards is not None
        reward = float(rewards[self.seat]) if rewards is not None else 0.0
        truncated = not terminated and self.max_steps is not None and self._steps >= self.max_steps
        return self._observation(), reward, terminated, truncated, self._info()

    def render(self) -> Optional[str]:
        if self.render_mode == "svg":
            return self.game.svg(self.seat)
        if self.render_mode == "ansi":
            return json.dumps(json.loads(self.game.view_json(self.seat)), indent=1)
        return None
