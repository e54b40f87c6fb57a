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

from warclan.gui import i18n
from warclan.gui.i18n import tr
from warclan.gui.ragnarok.warrior_text import injury_result, stat_label
from warclan.gui.rows_model import ID_ROLE as ID_ROLE
from warclan.gui.rows_model import SORT_ROLE as SORT_ROLE
from warclan.gui.rows_model import RowsTableModel as RowsTableModel
from warclan.gui.signs import signed
from warclan.i18n_text import T_
from warclan.rules.ragnarok.profiles import STAT_NAMES
from warclan.services.ragnarok.dto import ClanSummary, WarriorView

_Index = QModelIndex | QPersistentModelIndex
_NUMERIC = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_CENTRED = Qt.AlignmentFlag.AlignCenter
_MUTED = QBrush(QColor("#8a8a8a"))
_WORSE = QBrush(QColor("#b3261e"))
_BETTER = QBrush(QColor("#1e7b34"))
_WARNING = QBrush(QColor("#a15c00"))


def stat_headers() -> tuple[str, ...]:
    """The stats' column headers (``T_``: translated where shown), HP as the language
    has it; the other abbreviations are printed as on the profiles."""
    return tuple(T_("HP") if s == "hp" else s.upper() for s in STAT_NAMES)


class ClanTableModel(RowsTableModel[ClanSummary]):
    """A campaign's War Clans, one row per ``ClanSummary``."""

    NAME, PLAYER, RANK, COLLECTED, UNSPENT, JOINED_BASE_RANK = range(6)
    HEADERS: ClassVar[tuple[str, ...]] = (
        T_("War Clan"),
        T_("Player"),
        T_("Rank"),
        T_("Glory collected"),
        T_("Unspent Glory"),
        T_("Joined at base rank"),
    )
    HEADER_TIPS: ClassVar[tuple[str, ...]] = (
        "",
        "",
        T_("War Clan Rank: +1 for every 50 Glory collected"),
        T_("Glory earned in games since the clan was created"),
        T_("Glory left to spend (800 at creation, less the clan's cost, plus Glory collected)"),
        T_(
            "The campaign's base War Clan Rank when the clan joined; below it, the clan "
            "earns catch-up Glory"
        ),
    )

    def header_tip(self, section: int) -> str:
        return i18n.text(self.HEADER_TIPS[section])

    def cell(self, clan: ClanSummary, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.NAME:
                return clan.name if clan.active else tr("{clan} (left)").format(clan=clan.name)
            if column == self.PLAYER:
                return clan.player
            return i18n.number(self._number(clan, column))
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
            return tr("{clan} has left the campaign").format(clan=clan.name)
        return None

    def _number(self, clan: ClanSummary, column: int) -> int:
        return {
            self.RANK: clan.rank,
            self.COLLECTED: clan.glory_collected,
            self.UNSPENT: clan.unspent_glory,
            self.JOINED_BASE_RANK: clan.joined_base_rank,
        }[column]


STATUS_MISSES_NEXT_GAME = T_("Misses next game")


def _status_word(status: str) -> str:
    return {
        "active": tr("Active"),
        "misses_next_game": i18n.text(STATUS_MISSES_NEXT_GAME),
        "dead": tr("Dead"),
        "removed": tr("Removed"),
    }.get(status, status.capitalize())


# Sorting by status puts who can play first, then who sits out, then who is gone.
_STATUS_ORDER = {"active": 0, "misses": 1, "removed": 2, "dead": 3}


def status_text(warrior: WarriorView) -> str:
    text = _status_word(warrior.status)
    return tr("{status}, blind").format(status=text) if warrior.blind and warrior.in_clan else text


def stat_tooltip(warrior: WarriorView, stat: str) -> str:
    """E.g. 'Speed 4 = base 5 -1 (injuries)': where a current value comes from."""
    base = warrior.base_stats[stat]
    current = warrior.current_stats[stat]
    parts = [
        tr("{stat} {current} = base {base}").format(
            stat=stat_label(stat), current=current, base=base
        )
    ]
    improved = warrior.improvements.get(stat, 0)
    injured = warrior.penalties.get(stat, 0)
    if improved:
        parts.append(tr("{change} (improvements)").format(change=signed(improved)))
    if injured:
        parts.append(tr("{change} (injuries)").format(change=signed(injured)))
    return " ".join(parts)


def _status_tooltip(warrior: WarriorView) -> str | None:
    lines = []
    for injury in warrior.injuries:
        line = tr("Game {game}: {result} (rolled {roll})").format(
            game=injury.game_seq, result=injury_result(injury.result), roll=injury.roll
        )
        if injury.severe:
            rule = tr(" [house rule]") if injury.severe_house_rule else ""
            line += f", {injury.severe}{rule}"
        if injury.penalty:
            line += f", {injury.penalty}"
        lines.append(line)
    if warrior.status == "misses_next_game":
        lines.append(tr("Injured in the clan's latest game: cannot be fielded in the next one."))
    return "\n".join(lines) or None


class WarriorTableModel(RowsTableModel[WarriorView]):
    """A clan's warriors with current stats (base + improvements + injuries) and status."""

    NAME, PROFILE = 0, 1
    FIRST_STAT = 2
    STATS: ClassVar[tuple[str, ...]] = STAT_NAMES
    STATUS = FIRST_STAT + len(STAT_NAMES)
    HEADERS: ClassVar[tuple[str, ...]] = (
        T_("Warrior"),
        T_("Profile"),
        *stat_headers(),
        T_("Status"),
    )

    @classmethod
    def stat_column(cls, stat: str) -> int:
        return cls.FIRST_STAT + STAT_NAMES.index(stat)

    def header_tip(self, section: int) -> str:
        stat = self._stat(section)
        return stat_label(stat) if stat else ""

    def cell(self, warrior: WarriorView, column: int, role: int) -> Any:
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
