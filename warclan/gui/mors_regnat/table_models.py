"""Thin table models over the Mors Regnat services' DTOs (each filled by one ``set_rows()``).

Numbers come ready-made from the services; here are only the words, tooltips and the
drag-and-drop plumbing. Warnings and errors always carry words, never colour alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from PySide6.QtCore import QMimeData, QModelIndex, QPersistentModelIndex, Qt

from warclan.gui import i18n
from warclan.gui.columns import Column, ColumnsModel
from warclan.gui.i18n import tr
from warclan.gui.rows_model import ID_ROLE, SORT_ROLE, Index, RowsTableModel
from warclan.i18n_text import T_
from warclan.services.mors_regnat.dto import (
    AbilityView,
    MatchView,
    OddsRow,
    WarbandRecord,
    WarriorSheet,
)

_NUMERIC = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_CENTRED = Qt.AlignmentFlag.AlignCenter
_DISPLAY = Qt.ItemDataRole.DisplayRole
WARRIOR_MIME = "application/x-warclan-mors-warrior"


def percent(p: float) -> str:
    return i18n.percent(p, 1) if p >= 0.001 or p == 0 else i18n.percent(p, 3)


def cp_text(bought: int) -> str:
    return tr("{cp} CP").format(cp=bought) if bought else ""


class WarriorsModel(RowsTableModel[WarriorSheet]):
    """A warband's warriors in roster order. Dragging a row asks ``on_move(id, position)``
    to move it (through the services); the model itself never reorders rows."""

    NAME, CP_LEFT, SPEED, ATTACK, TOUGHNESS, WOUNDS, CAUTIOUS, WEAK = range(8)
    WEAPON, DAMAGE, RANGE, ABILITIES, NOTES = range(8, 13)
    HEADERS: ClassVar[tuple[str, ...]] = (
        T_("Warrior"),
        T_("CP left"),
        "SPEED",
        "ATTACK",
        "TOUGHNESS",
        "WOUNDS",
        T_("Cautious"),
        T_("Weak Att."),
        T_("Weapon"),
        T_("Dmg"),
        T_("Range"),
        T_("Abilities"),
        T_("Warnings"),
    )
    TIPS: ClassVar[dict[int, str]] = {
        SPEED: T_('Inches moved (base 3"; 1 CP buys +1")'),
        ATTACK: T_("ATTACK dice (base 0; 1 CP buys +1)"),
        TOUGHNESS: T_("TOUGHNESS dice (base 0; 1 CP buys +1)"),
        WOUNDS: T_("WOUNDS (base 2; 1 CP buys +2)"),
        CAUTIOUS: T_("Cautious Advance: half SPEED, rounded up"),
        WEAK: T_("Weak Attack: half ATTACK dice, rounded up"),
        DAMAGE: T_("Damage per ATTACK die that gets through"),
        CP_LEFT: T_("Of the 12 Creation Points each warrior is built from"),
    }

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.on_move: Callable[[int, int], None] | None = None

    def header_tip(self, section: int) -> str:
        return i18n.text(self.TIPS.get(section, ""))

    def cell(self, w: WarriorSheet, col: int, role: int) -> Any:
        if role == _DISPLAY:
            return self._text(w, col)
        if role == SORT_ROLE:
            return w.position
        if role == ID_ROLE:
            return w.id
        if role == Qt.ItemDataRole.TextAlignmentRole and self.CP_LEFT <= col <= self.WEAK:
            return _CENTRED
        if role == Qt.ItemDataRole.TextAlignmentRole and col == self.DAMAGE:
            return _CENTRED
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tip(w, col)
        return None

    def _text(self, w: WarriorSheet, col: int) -> str:
        stats = {
            self.SPEED: (f'{w.stats.speed}"', w.cp_bought.speed),
            self.ATTACK: (str(w.stats.attack), w.cp_bought.attack),
            self.TOUGHNESS: (str(w.stats.toughness), w.cp_bought.toughness),
            self.WOUNDS: (str(w.stats.wounds), w.cp_bought.wounds),
        }
        if col in stats:
            return stats[col][0]
        if col == self.NAME:
            return w.name
        if col == self.CAUTIOUS:
            return f'{w.cautious_advance}"'
        if col == self.WEAK:
            return str(w.weak_attack)
        if col == self.WEAPON:
            if w.weapon is None:
                return tr("unknown ({weapon})").format(weapon=w.weapon_key)
            return i18n.text(w.weapon.label).capitalize()
        if col == self.DAMAGE:
            return str(w.weapon.damage) if w.weapon else "?"
        if col == self.RANGE:
            return i18n.text(w.weapon.range) if w.weapon else "?"
        if col == self.ABILITIES:
            return ", ".join(
                tr("{name} ({cost} CP)").format(name=a.name, cost=a.cost) for a in w.abilities
            )
        if col == self.CP_LEFT:
            return str(w.cp_left)
        if col == self.NOTES:
            return "; ".join(i18n.text(i.message) for i in (*w.errors, *w.warnings))
        return ""

    def _tip(self, w: WarriorSheet, col: int) -> str | None:
        bought = {
            self.SPEED: w.cp_bought.speed,
            self.ATTACK: w.cp_bought.attack,
            self.TOUGHNESS: w.cp_bought.toughness,
            self.WOUNDS: w.cp_bought.wounds,
        }
        if col in bought:
            return tr("{cp} CP bought").format(cp=bought[col])
        if col == self.ABILITIES and w.abilities:
            return "\n".join(
                tr("{name} ({cost} CP): {description}").format(
                    name=a.name, cost=a.cost, description=a.description
                )
                for a in w.abilities
            )
        if col == self.CP_LEFT:
            return tr(
                "{budget} − {spent} spent = {left} left "
                "(stats {stats}, weapon {weapon}, abilities {abilities})"
            ).format(
                budget=w.cp_budget,
                spent=w.cp_spent,
                left=w.cp_left,
                stats=w.cp_stats,
                weapon=w.cp_weapon,
                abilities=w.cp_abilities,
            )
        if col == self.NOTES and (w.errors or w.warnings):
            return self._text(w, col)
        return None

    # --- drag to reorder -----------------------------------------------------------------
    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid():
            return base | Qt.ItemFlag.ItemIsDragEnabled
        return base | Qt.ItemFlag.ItemIsDropEnabled

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [WARRIOR_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        mime = QMimeData()
        rows = sorted({i.row() for i in indexes if i.isValid()})
        if rows:
            mime.setData(WARRIOR_MIME, str(self._rows[rows[0]].id).encode())
        return mime

    def canDropMimeData(
        self,
        data: QMimeData,
        action: Qt.DropAction,
        row: int,
        column: int,
        parent: QModelIndex | QPersistentModelIndex,
    ) -> bool:
        return data.hasFormat(WARRIOR_MIME)

    def dropMimeData(
        self,
        data: QMimeData,
        action: Qt.DropAction,
        row: int,
        column: int,
        parent: QModelIndex | QPersistentModelIndex,
    ) -> bool:
        if not data.hasFormat(WARRIOR_MIME) or self.on_move is None:
            return False
        ident = int(bytes(data.data(WARRIOR_MIME).data()).decode())
        target = row if row >= 0 else (parent.row() if parent.isValid() else len(self._rows))
        current = next((i for i, w in enumerate(self._rows) if w.id == ident), None)
        if current is None:
            return False
        position = target if target <= current else target - 1  # the row leaves its place
        if position != current:
            self.on_move(ident, position + 1)
        # False: the view must not remove the source row; the page reloads after the move.
        return False


@dataclass(frozen=True, slots=True)
class AbilityRow:
    name: str = ""
    cost: int = 1
    description: str = ""


class AbilitiesModel(RowsTableModel[AbilityRow]):
    """The abilities being edited: name, cost (CP) and description, all editable. The
    rules check the cost; the spin box lets any whole number through so they can."""

    NAME, COST, DESCRIPTION = range(3)
    HEADERS: ClassVar[tuple[str, ...]] = (T_("Ability"), T_("CP"), T_("Description"))

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.edited: Callable[[], None] | None = None

    def header_tip(self, section: int) -> str:
        return tr("An ability costs 1 or 2 Creation Points") if section == self.COST else ""

    def set_abilities(self, abilities: tuple[AbilityView, ...]) -> None:
        self.set_rows([AbilityRow(a.name, a.cost, a.description) for a in abilities])

    def cell(self, a: AbilityRow, col: int, role: int) -> Any:
        if role in (_DISPLAY, Qt.ItemDataRole.EditRole, SORT_ROLE):
            return (a.name, a.cost, a.description)[col]
        if role == Qt.ItemDataRole.TextAlignmentRole and col == self.COST:
            return _CENTRED
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        return flags | Qt.ItemFlag.ItemIsEditable if index.isValid() else flags

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        a = self._rows[index.row()]
        col = index.column()
        if col == self.COST:
            try:
                a = replace(a, cost=int(value))
            except (TypeError, ValueError):
                return False
        elif col == self.NAME:
            a = replace(a, name=str(value))
        else:
            a = replace(a, description=str(value))
        self._rows[index.row()] = a
        self.dataChanged.emit(index, index, [role, _DISPLAY])
        if self.edited is not None:
            self.edited()
        return True

    def add(self) -> int:
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.append(AbilityRow())
        self.endInsertRows()
        if self.edited is not None:
            self.edited()
        return row

    def remove(self, row: int) -> None:
        if 0 <= row < len(self._rows):
            self.beginRemoveRows(QModelIndex(), row, row)
            del self._rows[row]
            self.endRemoveRows()
            if self.edited is not None:
                self.edited()


class MatchesModel(RowsTableModel[MatchView]):
    """The match log, one row per match."""

    NUMBER, DATE, WARBANDS, RESULT, CASUALTIES, NOTES = range(6)
    HEADERS: ClassVar[tuple[str, ...]] = (
        "#",
        T_("Date"),
        T_("Warbands"),
        T_("Result"),
        T_("Casualties"),
        T_("Notes"),
    )

    def cell(self, m: MatchView, col: int, role: int) -> Any:
        if role == _DISPLAY:
            return self._text(m, col)
        if role == SORT_ROLE:
            if col == self.NUMBER:
                return m.id
            if col == self.DATE:
                return f"{m.played_on.isoformat()} {m.id:010d}"
            return self._text(m, col).casefold()
        if role == ID_ROLE:
            return m.id
        if role == Qt.ItemDataRole.TextAlignmentRole and col == self.NUMBER:
            return _NUMERIC
        if role == Qt.ItemDataRole.ToolTipRole and col == self.NOTES and m.notes:
            return m.notes
        return None

    @staticmethod
    def _name(side_warband: str, linked: bool) -> str:
        return side_warband if linked else tr("{warband} (deleted)").format(warband=side_warband)

    def _text(self, m: MatchView, col: int) -> str:
        if col == self.NUMBER:
            return str(m.id)
        if col == self.DATE:
            return i18n.date_text(m.played_on)
        if col == self.WARBANDS:
            return tr(" vs ").join(self._name(s.warband, s.warband_id is not None) for s in m.sides)
        if col == self.RESULT:
            return tr("Draw") if m.draw else tr("{warband} won").format(warband=m.winner)
        if col == self.CASUALTIES:
            return ", ".join(f"{s.warband} {s.casualties}" for s in m.sides)
        if col == self.NOTES:
            return m.notes.splitlines()[0] if m.notes else ""
        return ""


def _count(header: str, value: Callable[[Any], int]) -> Column[Any]:
    """A plain whole number, right-aligned and sorted as a number."""
    return Column(header, lambda row: str(value(row)), sort=value, numeric=True)


class StandingsModel(ColumnsModel[WarbandRecord]):
    """Played / won / lost / drawn per warband, best first."""

    WARBAND, PLAYED, WON, LOST, DRAWN = range(5)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            [
                Column(tr("Warband"), lambda r: r.warband),
                _count(tr("Played"), lambda r: r.record.played),
                _count(tr("Won"), lambda r: r.record.won),
                _count(tr("Lost"), lambda r: r.record.lost),
                _count(tr("Drawn"), lambda r: r.record.drawn),
            ],
            ident=lambda r: r.warband_id,
            parent=parent,
        )


class OddsModel(ColumnsModel[OddsRow]):
    """Each amount of damage an attack can deal, exactly and at least."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            [
                _count(tr("Dice through"), lambda r: r.unblocked),
                _count(tr("Damage"), lambda r: r.damage),
                Column(
                    tr("Exactly"),
                    lambda r: f"{r.chance.fraction}  ({percent(r.chance.p)})",
                    sort=lambda r: r.chance.p,
                    numeric=True,
                ),
                Column(
                    tr("At least"),
                    lambda r: f"{r.at_least.fraction}  ({percent(r.at_least.p)})",
                    sort=lambda r: r.at_least.p,
                    numeric=True,
                ),
                Column(
                    tr("Kills?"), lambda r: tr("kills") if r.kills else "", sort=lambda r: r.kills
                ),
            ],
            parent=parent,
        )
