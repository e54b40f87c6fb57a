"""Thin table models over the services' DTOs: each is filled by one ``set_rows()``.

Display text, tooltips and colours live here; numbers come ready-made from the services.
``SORT_ROLE`` gives the raw value to sort by (numbers as numbers, names case-folded), so a
``QSortFilterProxyModel`` with ``setSortRole(SORT_ROLE)`` sorts the way a player expects.
"""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from warclan.gui.rows_model import ID_ROLE as ID_ROLE
from warclan.gui.rows_model import SORT_ROLE as SORT_ROLE
from warclan.gui.rows_model import RowsTableModel as RowsTableModel
from warclan.gui.signs import signed
from warclan.rules.ragnarok.profiles import STAT_LABELS, STAT_NAMES
from warclan.services.ragnarok.dto import ClanSummary, WarriorView

_Index = QModelIndex | QPersistentModelIndex
_NUMERIC = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_CENTRED = Qt.AlignmentFlag.AlignCenter
_MUTED = QBrush(QColor("#8a8a8a"))
_WORSE = QBrush(QColor("#b3261e"))
_BETTER = QBrush(QColor("#1e7b34"))
_WARNING = QBrush(QColor("#a15c00"))


class ClanTableModel(RowsTableModel[ClanSummary]):
    """A campaign's War Clans, one row per ``ClanSummary``."""

    NAME, PLAYER, RANK, COLLECTED, UNSPENT, JOINED_BASE_RANK = range(6)
    HEADERS: ClassVar[tuple[str, ...]] = (
        "War Clan",
        "Player",
        "Rank",
        "Glory collected",
        "Unspent Glory",
        "Joined at base rank",
    )
    HEADER_TIPS: ClassVar[tuple[str, ...]] = (
        "",
        "",
        "War Clan Rank: +1 for every 50 Glory collected",
        "Glory earned in games since the clan was created",
        "Glory left to spend (800 at creation, less the clan's cost, plus Glory collected)",
        "The campaign's base War Clan Rank when the clan joined; below it, the clan "
        "earns catch-up Glory",
    )

    def header_tip(self, section: int) -> str:
        return self.HEADER_TIPS[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        clan = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.NAME:
                return clan.name if clan.active else f"{clan.name} (left)"
            if column == self.PLAYER:
                return clan.player
            return str(self._number(clan, column))
        if role == SORT_ROLE:
            if column == self.NAME:
                return clan.name.casefold()
            if column == self.PLAYER:
                return clan.player.casefold()
            return self._number(clan, column)
        if role == ID_ROLE:
            return clan.id
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= self.RANK:
            return _NUMERIC
        if role == Qt.ItemDataRole.ForegroundRole and not clan.active:
            return _MUTED
        if role == Qt.ItemDataRole.ToolTipRole and not clan.active:
            return f"{clan.name} has left the campaign"
        return None

    def _number(self, clan: ClanSummary, column: int) -> int:
        return {
            self.RANK: clan.rank,
            self.COLLECTED: clan.glory_collected,
            self.UNSPENT: clan.unspent_glory,
            self.JOINED_BASE_RANK: clan.joined_base_rank,
        }[column]


STATUS_MISSES_NEXT_GAME = "Misses next game"
_STATUS_TEXT = {
    "active": "Active",
    "misses_next_game": STATUS_MISSES_NEXT_GAME,
    "dead": "Dead",
    "removed": "Removed",
}
# Sorting by status puts who can play first, then who sits out, then who is gone.
_STATUS_ORDER = {"active": 0, "misses": 1, "removed": 2, "dead": 3}


def status_text(warrior: WarriorView) -> str:
    text = _STATUS_TEXT.get(warrior.status, warrior.status.capitalize())
    return f"{text}, blind" if warrior.blind and warrior.in_clan else text


def stat_tooltip(warrior: WarriorView, stat: str) -> str:
    """E.g. 'Speed 4 = base 5 -1 (injuries)': where a current value comes from."""
    base = warrior.base_stats[stat]
    current = warrior.current_stats[stat]
    parts = [f"{STAT_LABELS[stat]} {current} = base {base}"]
    improved = warrior.improvements.get(stat, 0)
    injured = warrior.penalties.get(stat, 0)
    if improved:
        parts.append(f"{signed(improved)} (improvements)")
    if injured:
        parts.append(f"{signed(injured)} (injuries)")
    return " ".join(parts)


def _status_tooltip(warrior: WarriorView) -> str | None:
    lines = []
    for injury in warrior.injuries:
        line = f"Game {injury.game_seq}: {injury.result.replace('_', ' ')} (rolled {injury.roll})"
        if injury.severe:
            rule = " [house rule]" if injury.severe_house_rule else ""
            line += f", {injury.severe}{rule}"
        if injury.penalty:
            line += f", {injury.penalty}"
        lines.append(line)
    if warrior.status == "misses_next_game":
        lines.append("Injured in the clan's latest game: cannot be fielded in the next one.")
    return "\n".join(lines) or None


class WarriorTableModel(RowsTableModel[WarriorView]):
    """A clan's warriors with current stats (base + improvements + injuries) and status."""

    NAME, PROFILE = 0, 1
    FIRST_STAT = 2
    STATS: ClassVar[tuple[str, ...]] = STAT_NAMES
    STATUS = FIRST_STAT + len(STAT_NAMES)
    HEADERS: ClassVar[tuple[str, ...]] = (
        "Warrior",
        "Profile",
        *(s.upper() for s in STAT_NAMES),
        "Status",
    )

    @classmethod
    def stat_column(cls, stat: str) -> int:
        return cls.FIRST_STAT + STAT_NAMES.index(stat)

    def header_tip(self, section: int) -> str:
        stat = self._stat(section)
        return STAT_LABELS[stat] if stat else ""

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        warrior = self._rows[index.row()]
        column = index.column()
        stat = self._stat(column)
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.NAME:
                return warrior.name
            if column == self.PROFILE:
                return warrior.profile_name
            if column == self.STATUS:
                return status_text(warrior)
            return str(warrior.current_stats[stat])
        if role == SORT_ROLE:
            if column == self.NAME:
                return warrior.name.casefold()
            if column == self.PROFILE:
                return warrior.profile_name.casefold()
            if column == self.STATUS:
                key = "misses" if self._sits_out(warrior) else warrior.status
                return _STATUS_ORDER.get(key, len(_STATUS_ORDER))
            return warrior.current_stats[stat]
        if role == ID_ROLE:
            return warrior.id
        if role == Qt.ItemDataRole.ToolTipRole:
            if stat:
                return stat_tooltip(warrior, stat)
            if column == self.STATUS:
                return _status_tooltip(warrior)
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and stat:
            return _CENTRED
        if role == Qt.ItemDataRole.ForegroundRole:
            return self._foreground(warrior, stat, column)
        return None

    def _stat(self, column: int) -> str:
        """The stat shown in a column, or '' for the other columns."""
        offset = column - self.FIRST_STAT
        return STAT_NAMES[offset] if 0 <= offset < len(STAT_NAMES) else ""

    @staticmethod
    def _sits_out(warrior: WarriorView) -> bool:
        return warrior.status == "misses_next_game"

    def _foreground(self, warrior: WarriorView, stat: str, column: int) -> QBrush | None:
        if not warrior.in_clan:
            return _MUTED
        if stat:
            change = warrior.current_stats[stat] - warrior.base_stats[stat]
            return _WORSE if change < 0 else _BETTER if change > 0 else None
        if column == self.STATUS and warrior.misses_next_game:
            return _WARNING
        return None
