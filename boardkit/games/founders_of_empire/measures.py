"""Numbers to compare between what-if branches beside score and rank (core.measures)."""

from __future__ import annotations

from boardkit.core.measures import Measure

from .scoring import prize_count
from .state import FoundersState


def prizes(s: FoundersState, seat: int) -> int:
    """Prize squares in the realm, ravaged ones included: the tie-breaker's count (l.148)."""
    return prize_count(s.realms[seat])


def squares(s: FoundersState, seat: int) -> int:
    """Face-up squares in the realm (l.90: one annexed per turn)."""
    return len(s.realms[seat].cells)


def tokens_in_hand(s: FoundersState, seat: int) -> int:
    """Tokens never played, 1 VP each at the end (l.145)."""
    return s.realms[seat].hand_size()


MEASURES = (
    Measure(
        "prizes",
        prizes,
        "prize squares in the realm (l.143, l.148)",
        "l.148",
        en="prize squares",
        ru="призовые квадраты",
    ),
    Measure(
        "realm_squares",
        squares,
        "face-up squares in the realm (l.90)",
        "l.90",
        en="squares in realm",
        ru="квадратов в государстве",
    ),
    Measure(
        "hand_tokens",
        tokens_in_hand,
        "tokens left in hand (l.145)",
        "l.145",
        en="tokens in hand",
        ru="жетонов на руках",
    ),
)
