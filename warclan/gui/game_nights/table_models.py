"""The Game nights tables: each a list of columns (header, value) over one DTO type."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from PySide6.QtCore import Qt

from warclan.gui.rows_model import ID_ROLE, SORT_ROLE, Index, RowsTableModel
from warclan.services.micro_midgard.dto import MmMatchView, StandingRow
from warclan.services.vgw.dto import LadderRow, VgwPlayView

_DISPLAY = Qt.ItemDataRole.DisplayRole
Column = tuple[str, Callable[[Any], object]]


class ColumnsModel(RowsTableModel[Any]):
    COLUMNS: ClassVar[tuple[Column, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.HEADERS = tuple(header for header, _ in cls.COLUMNS)

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        row = self._rows[index.row()]
        value = self.COLUMNS[index.column()][1](row)
        if role == _DISPLAY:
            return f"{value:.2f}" if isinstance(value, float) else str(value)
        if role == SORT_ROLE:
            return value if isinstance(value, int | float) else str(value).casefold()
        if role == ID_ROLE:
            return getattr(row, "id", None)
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(value, int | float):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class VgwPlaysModel(ColumnsModel):
    COLUMNS = (
        ("#", lambda p: p.id),
        ("Date", lambda p: p.played_on.isoformat()),
        ("Players / team", lambda p: p.who),
        ("Count", lambda p: p.player_count),
        ("Handicaps", lambda p: p.handicaps_text + (" (War of Jarls)" if p.war_of_jarls else "")),
        ("Result", lambda p: "won" if p.won else "lost"),
        ("VP", lambda p: "some lost" if p.lost_vp else "none lost"),
        ("Glory", lambda p: p.glory),
        ("Rank", lambda p: p.rank),
        ("Notes", lambda p: p.notes),
    )


def _history(r: LadderRow) -> str:
    return ", ".join(
        f"{e.played_on.isoformat()} {'won ' + str(e.glory) if e.won else 'lost'}" for e in r.history
    )


class VgwLadderModel(ColumnsModel):
    COLUMNS = (
        ("Name", lambda r: r.name),
        ("Best rank", lambda r: r.best_rank),
        ("Best Glory", lambda r: r.best_glory),
        ("Plays", lambda r: r.plays),
        ("Wins", lambda r: r.wins),
        ("History", _history),
    )


def _side(s: Any) -> str:
    return f"{s.name} {s.points} ({s.gold}G {s.mead}M)"


class MmMatchesModel(ColumnsModel):
    COLUMNS = (
        ("#", lambda m: m.id),
        ("Date", lambda m: m.played_on.isoformat()),
        ("Kind", lambda m: "solo vs Loki" if m.solo else "two players"),
        ("Side A", lambda m: _side(m.a)),
        ("Side B", lambda m: _side(m.b)),
        ("Started", lambda m: m.first),
        ("Result", lambda m: m.explanation),
        ("Notes", lambda m: m.notes),
    )


class MmStandingsModel(ColumnsModel):
    COLUMNS = (
        ("Player", lambda r: r.name),
        ("Played", lambda r: r.played),
        ("Won", lambda r: r.won),
        ("Lost", lambda r: r.lost),
        ("Drawn", lambda r: r.drawn),
        ("Avg points", lambda r: r.average_points),
        (
            "Head-to-head (W-L-D)",
            lambda r: "; ".join(f"{h.opponent} {h.won}-{h.lost}-{h.drawn}" for h in r.head_to_head),
        ),
    )


__all__ = [
    "LadderRow",
    "MmMatchView",
    "MmMatchesModel",
    "MmStandingsModel",
    "StandingRow",
    "VgwLadderModel",
    "VgwPlayView",
    "VgwPlaysModel",
]
