"""Type stubs of the compiled ``horde._horde`` module (crates/horde-py)."""

from typing import Any, List, Optional, Tuple

def rule_systems() -> List[str]:
    """Ids of every registered rule system."""

def missions(rule_system: str) -> List[str]:
    """Mission ids of a rule system; the first is its default."""

class Game:
    """One match of a rule system as numbers."""

    def __init__(self, rule_system: str, mission: Optional[str] = None, seats: Optional[int] = None, seed: int = 0) -> None: ...
    @property
    def rule_system(self) -> str: ...
    @property
    def mission(self) -> str: ...
    @property
    def num_seats(self) -> int: ...
    @property
    def observation_len(self) -> int: ...
    @property
    def action_len(self) -> int: ...
    def reset(self, seed: int) -> None: ...
    def current(self) -> Optional[int]:
        """The seat to act, or None once the match is over."""
    def observe(self, seat: int) -> bytes:
        """The seat's observation, little-endian float32."""
    def mask(self, seat: int) -> bytes:
        """The seat's legal-action mask, one 0/1 byte per action slot."""
    def legal_slots(self, seat: int) -> bytes:
        """The seat's legal slots, ascending, little-endian int64 (none when
        it is not the seat's turn)."""
    def action_blocks(self) -> List[Tuple[int, int, int, int]]:
        """(kind, first slot, bound of field a, bound of field b) of each
        kind of action: slot ``first + a * b_bound + b``."""
    def step(self, slot: int) -> None:
        """The acting seat takes the action in ``slot``; chance resolves after it."""
    def rewards(self) -> Optional[List[float]]:
        """Each seat's reward once the match is over, else None."""
    def outcome_reason(self) -> Optional[str]: ...
    def view_json(self, seat: int) -> str: ...
    def svg(self, seat: int) -> Optional[str]: ...
    def bot_slot(self, bot: str) -> int:
        """The slot a Horde bot picks for the acting seat."""
    def action_name(self, slot: int) -> Optional[str]: ...
    def _resample_hidden(self, seat: int, seed: int) -> None:
        """Test hook: redraws everything the seat cannot see."""
    def state_hash(self) -> int: ...

class Batch:
    """Many matches of one table, stepped in one call on threads (the
    interpreter's lock released). The rows are written into the caller's
    C-contiguous numpy arrays: observations (float32, n x observation_len),
    masks (uint8, n x action_len), the seat to act (int64, n), each seat's
    rewards (float32, n x num_seats), done flags (uint8, n), and where
    each row's legal slots start (int64, n + 1) in the int64 bytes that
    ``current`` and ``step`` return. The mask may be None; a step writes
    only the mask entries that changed since that array's last step."""

    def __init__(self, rule_system: str, n: int, mission: Optional[str] = None, seats: Optional[int] = None, seed: int = 0) -> None: ...
    @property
    def n(self) -> int: ...
    @property
    def num_seats(self) -> int: ...
    @property
    def observation_len(self) -> int: ...
    @property
    def action_len(self) -> int: ...
    def current(self, obs: Any, mask: Optional[Any], seat: Any, rewards: Any, done: Any, legal_start: Any) -> bytes: ...
    def step(self, actions: Any, obs: Any, mask: Optional[Any], seat: Any, rewards: Any, done: Any, legal_start: Any) -> bytes: ...

def sim_chunk(
    game: str,
    bots: str,
    seed: int,
    first: int,
    games: int,
    mission: Optional[str] = None,
    mission_file: Optional[Tuple[str, str]] = None,
    seats: Optional[int] = None,
    max_steps: int = 1_000_000,
    threads: int = 0,
) -> str:
    """Games first..first+games of a simulation; their summary as JSON."""

def sim_report(chunks: List[str], seconds: float) -> str:
    """The chunks' summaries merged into the report (JSON) of one run."""
