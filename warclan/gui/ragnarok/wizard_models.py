"""Table models shared by the two wizards: profiles to choose from, chosen warriors (names
editable in place), plain order lists and every die with its origin."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt

from warclan.gui.i18n import number, text, tr
from warclan.gui.ragnarok.table_models import SORT_ROLE, stat_headers
from warclan.gui.ragnarok.warrior_text import dice_notation, origin_text, stat_label
from warclan.gui.rows_model import RowsTableModel
from warclan.i18n_text import T_
from warclan.rules.ragnarok.profiles import STAT_NAMES
from warclan.services.ragnarok.dto import ProfileView
from warclan.services.ragnarok.game_results import DiceView

_Index = QModelIndex | QPersistentModelIndex
_NUMERIC = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
KEY_ROLE = Qt.ItemDataRole.UserRole + 3  # a profile's key


class ProfilesModel(RowsTableModel[ProfileView]):
    """Recruitable profiles: name, faction, Glory cost, the nine stats."""

    NAME, FACTION, COST = 0, 1, 2
    FIRST_STAT = 3
    HEADERS: ClassVar[tuple[str, ...]] = (
        T_("Profile"),
        T_("Faction"),
        T_("Glory"),
        *stat_headers(),
    )

    def header_tip(self, section: int) -> str:
        if section == self.COST:
            return tr("Glory cost at War Clan creation")
        offset = section - self.FIRST_STAT
        return stat_label(STAT_NAMES[offset]) if offset >= 0 else ""

    def cell(self, row: ProfileView, column: int, role: int) -> Any:
        value: Any
        if column == self.NAME:
            value = row.name
        elif column == self.FACTION:
            value = row.faction
        elif column == self.COST:
            value = row.cost
        else:
            value = row.stats[STAT_NAMES[column - self.FIRST_STAT]]
        if role == Qt.ItemDataRole.DisplayRole:
            return number(value) if isinstance(value, int) else str(value)
        if role == SORT_ROLE:
            return value.casefold() if isinstance(value, str) else value
        if role == KEY_ROLE:
            return row.key
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= self.COST:
            return _NUMERIC
        if role == Qt.ItemDataRole.ToolTipRole and column == self.NAME:
            source = (
                tr("example profile") if row.source == "example" else tr("the group's own profile")
            )
            abilities = ", ".join(row.special_abilities) or tr("no special abilities")
            return f"{row.name} ({source}): {abilities}"
        return None


@dataclass(slots=True)
class Chosen:
    profile: ProfileView
    name: str  # empty: the service numbers the profile name


class ChosenModel(RowsTableModel[Chosen]):
    """The warriors of the clan being built; the name column is edited in place."""

    NAME, PROFILE, COST = 0, 1, 2
    HEADERS: ClassVar[tuple[str, ...]] = (T_("Warrior name"), T_("Profile"), T_("Glory"))

    def header_tip(self, section: int) -> str:
        return tr("Double-click (or F2) to name the warrior") if section == self.NAME else ""

    def add(self, profile: ProfileView) -> None:
        self.beginInsertRows(QModelIndex(), len(self._rows), len(self._rows))
        self._rows.append(Chosen(profile, ""))
        self.endInsertRows()

    def remove(self, row: int) -> None:
        self.beginRemoveRows(QModelIndex(), row, row)
        del self._rows[row]
        self.endRemoveRows()

    def rows(self) -> list[Chosen]:
        return list(self._rows)

    def flags(self, index: _Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and index.column() == self.NAME:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def cell(self, row: Chosen, column: int, role: int) -> Any:
        if column == self.NAME:
            if role == Qt.ItemDataRole.EditRole:
                return row.name
            if role == Qt.ItemDataRole.DisplayRole:
                return row.name or tr("({profile}, numbered)").format(profile=row.profile.name)
            if role == Qt.ItemDataRole.ForegroundRole and not row.name:
                return Qt.GlobalColor.darkGray
        elif role == Qt.ItemDataRole.DisplayRole:
            return row.profile.name if column == self.PROFILE else number(row.profile.cost)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.COST:
            return _NUMERIC
        return None

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or index.column() != self.NAME:
            return False
        self._rows[index.row()].name = str(value).strip()
        self.dataChanged.emit(index, index)
        return True


@dataclass(frozen=True, slots=True)
class OrderRow:
    what: str  # e.g. "+1 DF for Ulf"
    glory: int | None  # the price the dry run charged; None: not priced (refused)


class OrdersModel(RowsTableModel[OrderRow]):
    WHAT, GLORY = 0, 1
    HEADERS: ClassVar[tuple[str, ...]] = (T_("Order"), T_("Glory"))

    def cell(self, row: OrderRow, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.WHAT:
                return row.what
            return "—" if row.glory is None else number(row.glory)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.GLORY:
            return _NUMERIC
        if role == Qt.ItemDataRole.ToolTipRole and row.glory is None:
            return tr("Not priced: the services refuse this order (see the reason below)")
        return None


@dataclass(frozen=True, slots=True)
class DieRow:
    die: DiceView
    seed: int | None  # the seed when the program rolled it


class DiceModel(RowsTableModel[DieRow]):
    """Every die of the sequence in the order it was used, with where it came from."""

    PURPOSE, KIND, VALUE, ORIGIN = range(4)
    HEADERS: ClassVar[tuple[str, ...]] = (T_("For"), T_("Dice"), T_("Result"), T_("Origin"))

    def cell(self, row: DieRow, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                text(row.die.purpose),
                dice_notation(row.die.kind),
                number(row.die.value),
                origin_text(row.die.origin, row.seed),
            )[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.VALUE:
            return _NUMERIC
        return None
