"""Many matches of one table stepped in one call, into numpy arrays."""

from __future__ import annotations

from typing import Optional, Sequence

import numpy as np

from . import _horde


class Batch:
    """``n`` matches of one rule system, mission and table, each started
    again on its next seed when it ends. ``step(actions)`` takes one slot
    per match for its acting seat and runs them all on threads with the
    interpreter's lock released; the rows after it are written in place
    into five arrays:

    - ``obs`` float32 ``(n, observation_len)``: the acting seat's observation,
    - ``mask`` uint8 ``(n, action_len)``: its legal slots (``None`` with
      ``mask=False``),
    - ``seat`` int64 ``(n,)``: the seat to act,
    - ``rewards`` float32 ``(n, num_seats)``: each seat's reward where the
      step ended the match, else 0,
    - ``done`` uint8 ``(n,)``: 1 where the step ended the match.

    They are the batch's own unless ``out`` gives five arrays of those
    shapes and types (C-contiguous) for it to write into instead. The
    batch writes into ``mask`` only the entries that change from one step
    to the next, so it must not be written to by anyone else.

    The legal slots also come as lists, which cost nothing to draw from
    whatever the size of the action space: ``legal`` (int64) holds every
    row's legal slots, ascending, one row after another, and row ``i``'s
    are ``legal[legal_start[i]:legal_start[i + 1]]``. ``legal`` is a new
    read-only array after every step.
    """

    def __init__(
        self,
        rule_system: str,
        n: int,
        mission: Optional[str] = None,
        seats: Optional[int] = None,
        seed: int = 0,
        out: Optional[Sequence[Optional[np.ndarray]]] = None,
        mask: bool = True,
    ) -> None:
        self._batch = _horde.Batch(rule_system, n, mission, seats, seed)
        self.n = n
        self.num_seats = self._batch.num_seats
        self.observation_len = self._batch.observation_len
        self.action_len = self._batch.action_len
        if out is None:
            out = (
                np.zeros((n, self.observation_len), np.float32),
                np.zeros((n, self.action_len), np.uint8) if mask else None,
                np.zeros(n, np.int64),
                np.zeros((n, self.num_seats), np.float32),
                np.zeros(n, np.uint8),
            )
        self.obs, self.mask, self.seat, self.rewards, self.done = out
        self.legal_start = np.zeros(n + 1, np.int64)
        self.legal = np.frombuffer(
            self._batch.current(self.obs, self.mask, self.seat, self.rewards, self.done, self.legal_start), np.int64
        )

    @property
    def legal_counts(self) -> np.ndarray:
        """How many legal slots each row has."""
        return np.diff(self.legal_start)

    def step(self, actions: Sequence[int]) -> None:
        """One slot per match; the arrays then hold the rows after it."""
        slots = np.ascontiguousarray(actions, dtype=np.int64)
        self.legal = np.frombuffer(
            self._batch.step(slots, self.obs, self.mask, self.seat, self.rewards, self.done, self.legal_start),
            np.int64,
        )
