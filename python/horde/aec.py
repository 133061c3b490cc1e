"""A Horde match as a PettingZoo AEC environment: the agents are the seats."""

from __future__ import annotations

import json
from typing import Any, Dict, Optional

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ._horde import Game


class HordeAECEnv(AECEnv):
    """One match of a Horde rule system.

    Observations follow PettingZoo's action-mask convention: a dict with
    ``observation`` (float32, the layout docs/python.md tables for the rule
    system) and ``action_mask`` (int8, one entry per action slot, 1 where
    the action is legal for the agent now). Dice and draws are resolved by
    the engine inside ``step`` from the seed. Rewards come at the end: +1
    to each winner, -1 to the others (docs/python.md says how each rule
    system's outcome maps). ``render()`` returns the board as an SVG
    string (``render_mode="svg"``) or the acting seat's view as JSON text
    (``"ansi"``).
    """

    metadata = {"render_modes": ["svg", "ansi"], "name": "horde_v0", "is_parallelizable": False}

    def __init__(
        self,
        rule_system: str,
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
        self.rule_system = rule_system
        self.render_mode = render_mode
        self.max_steps = max_steps
        self._seed = seed
        self.metadata = dict(self.metadata, name=f"horde_{rule_system.replace('-', '_')}_v0")
        self.possible_agents = [f"seat_{i}" for i in range(self.game.num_seats)]
        self._index = {a: i for i, a in enumerate(self.possible_agents)}
        obs = spaces.Box(-np.inf, np.inf, shape=(self.game.observation_len,), dtype=np.float32)
        mask = spaces.Box(0, 1, shape=(self.game.action_len,), dtype=np.int8)
        self._observation_space = spaces.Dict({"observation": obs, "action_mask": mask})
        self._action_space = spaces.Discrete(self.game.action_len)
        self._steps = 0
        self._start()

    def observation_space(self, agent: str) -> spaces.Space:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space:
        return self._action_space

    def _start(self) -> None:
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in self.agents}
        self._steps = 0
        current = self.game.current()
        self.agent_selection = self.possible_agents[current if current is not None else 0]
        self._settle()

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        if seed is not None:
            self._seed = seed
        self.game.reset(self._seed)
        self._start()

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        seat = self._index[agent]
        return {
            "observation": np.frombuffer(self.game.observe(seat), dtype=np.float32).copy(),
            "action_mask": np.frombuffer(self.game.mask(seat), dtype=np.int8).copy(),
        }

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        self.game.step(int(action))
        self._steps += 1
        current = self.game.current()
        if current is not None:
            self.agent_selection = self.possible_agents[current]
        self._settle()
        self._accumulate_rewards()

    def _settle(self) -> None:
        """Marks the end of a match: rewards and terminations, or a
        truncation at ``max_steps``."""
        rewards = self.game.rewards()
        if rewards is not None:
            reason = self.game.outcome_reason()
            for agent in self.agents:
                self.rewards[agent] = float(rewards[self._index[agent]])
                self.terminations[agent] = True
                self.infos[agent] = {"outcome": reason}
        elif self.max_steps is not None and self._steps >= self.max_steps:
            for agent in self.agents:
                self.truncations[agent] = True

    def render(self) -> Optional[str]:
        seat = self._index[self.agent_selection] if self.agent_selection in self._index else 0
        if self.render_mode == "svg":
            return self.game.svg(seat)
        if self.render_mode == "ansi":
            return json.dumps(json.loads(self.game.view_json(seat)), indent=1)
        return None

    def view(self, agent: str) -> Any:
        """The seat's view as a dict: what its observation is built from."""
        return json.loads(self.game.view_json(self._index[agent]))

    def close(self) -> None:
        pass
