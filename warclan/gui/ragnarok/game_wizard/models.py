"""The wizard's draft (everything entered so far, nothing saved) and the fielding table."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from datetime import date
from typing import Any, ClassVar

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt

from warclan.errors import UserError
from warclan.gui.i18n import tr
from warclan.gui.ragnarok.table_models import status_text
from warclan.gui.rows_model import RowsTableModel
from warclan.i18n_text import T_
from warclan.services.ragnarok.clans import Recruit
from warclan.services.ragnarok.dto import WarriorView
from warclan.services.ragnarok.games import Side
from warclan.services.ragnarok.post_game import BuyItem, GrantPower, Improve, InjuryDice, Orders

_Index = QModelIndex | QPersistentModelIndex


class DiceTextError(UserError):
    """Dice typed in the wizard that are not whole numbers: a refusal like any other."""


def parse_dice(text: str) -> list[int]:
    """'4 5, 3' -> [4, 5, 3]; the service checks each value's range."""
    parts = [p for p in re.split(r"[\s,;]+", text.strip()) if p]
    try:
        return [int(p) for p in parts]
    except ValueError:
        raise DiceTextError(
            T_("dice are whole numbers separated by spaces, not {text!r}", text=text)
        ) from None


@dataclass(slots=True)
class SideDraft:
    clan_id: int
    clan: str
    warriors: tuple[WarriorView, ...]
    played: bool = False
    victory_points: int = 0
    encounter_kills: int = 0
    fielded: set[int] = field(default_factory=set)
    removed: set[int] = field(default_factory=set)

    def side(self) -> Side:
        order = [w.id for w in self.warriors]
        return Side(
            self.clan_id,
            self.victory_points,
            self.encounter_kills,
            fielded=[i for i in order if i in self.fielded],
            removed=[i for i in order if i in self.removed],
        )

    def removed_names(self) -> tuple[str, ...]:
        return tuple(w.name for w in self.warriors if w.id in self.removed)


@dataclass(slots=True)
class Draft:
    """What the player has entered; the services turn it into a result by dry run."""

    sides: list[SideDraft] = field(default_factory=list)
    scenario: str = ""
    played_on: date = field(default_factory=date.today)
    clan_id: int | None = None  # whose sequence runs (None: record the game only)
    game_id: int | None = None  # continue mode: the recorded game
    removed: tuple[str, ...] = ()  # the sequence's clan's warriors removed from play
    dice_text: dict[str, str] = field(default_factory=dict)
    rolled: set[str] = field(default_factory=set)  # warriors whose dice warclan rolls
    raid_roll: int | None = None
    raid_rolled: bool = False
    seed: int = field(default_factory=lambda: random.SystemRandom().randrange(1, 2**31))
    improve: list[Improve | GrantPower] = field(default_factory=list)
    recruits: list[Recruit] = field(default_factory=list)
    buy: list[BuyItem | GrantPower] = field(default_factory=list)

    def rolling(self) -> bool:
        return bool(self.rolled) or self.raid_rolled

    def injury_dice(self) -> InjuryDice:
        entered = {
            name: parse_dice(self.dice_text.get(name, ""))
            for name in self.removed
            if name not in self.rolled and self.dice_text.get(name, "").strip()
        }
        rolling = self.rolling()
        return InjuryDice(
            entered,
            roll_missing=rolling,
            seed=self.seed if rolling else None,
            # Only what the player pressed Roll for: a blank row stays a missing die.
            roll_warriors=frozenset(self.rolled & set(self.removed)),
            roll_raid=self.raid_rolled,
        )

    def improvements(self) -> list[Improve]:
        return [o for o in self.improve if isinstance(o, Improve)]

    def imprints(self) -> list[GrantPower]:
        return [o for o in self.improve if isinstance(o, GrantPower)]

    def items(self) -> list[BuyItem]:
        return [o for o in self.buy if isinstance(o, BuyItem)]

    def powers(self) -> list[GrantPower]:
        return [o for o in self.buy if isinstance(o, GrantPower)]

    def orders(self) -> Orders:
        return Orders(
            raid_roll=None if self.raid_rolled else self.raid_roll,
            improvements=self.improvements(),
            imprints=self.imprints(),
            recruits=list(self.recruits),
            items=self.items(),
            powers=self.powers(),
        )


class FieldingModel(RowsTableModel[WarriorView]):
    """One clan's warriors: who was fielded and who was removed from play (checkboxes).
    Warriors who cannot play (dead, removed, must miss this game) cannot be checked."""

    NAME, STATUS, FIELDED, REMOVED = range(4)
    HEADERS: ClassVar[tuple[str, ...]] = (
        T_("Warrior"),
        T_("Status"),
        T_("Fielded"),
        T_("Removed from play"),
    )

    def __init__(self, side: SideDraft, parent: Any = None) -> None:
        super().__init__(parent)
        self.side = side
        self.set_rows(side.warriors)

    @staticmethod
    def can_play(warrior: WarriorView) -> bool:
        return warrior.status == "active" and not warrior.misses_next_game

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        warrior = self._rows[index.row()]
        if index.column() in (self.FIELDED, self.REMOVED):
            if not self.can_play(warrior) or (
                index.column() == self.REMOVED and warrior.id not in self.side.fielded
            ):
                return Qt.ItemFlag.NoItemFlags
            return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def cell(self, warrior: WarriorView, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.NAME:
                return warrior.name
            if column == self.STATUS:
                return status_text(warrior) if not self.can_play(warrior) else tr("Can play")
            if column == self.FIELDED:
                return tr("yes") if warrior.id in self.side.fielded else tr("no")
            return tr("yes") if warrior.id in self.side.removed else tr("no")
        if role == Qt.ItemDataRole.CheckStateRole and column in (self.FIELDED, self.REMOVED):
            chosen = self.side.fielded if column == self.FIELDED else self.side.removed
            return Qt.CheckState.Checked if warrior.id in chosen else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.ToolTipRole and not self.can_play(warrior):
            return tr("{name} cannot be fielded in this game ({status})").format(
                name=warrior.name, status=status_text(warrior)
            )
        return None

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if (
            role != Qt.ItemDataRole.CheckStateRole
            or not index.isValid()
            or not (self.flags(index) & Qt.ItemFlag.ItemIsUserCheckable)
        ):
            return False
        warrior = self._rows[index.row()]
        checked = Qt.CheckState(value) == Qt.CheckState.Checked
        chosen = self.side.fielded if index.column() == self.FIELDED else self.side.removed
        if checked:
            chosen.add(warrior.id)
        else:
            chosen.discard(warrior.id)
            if index.column() == self.FIELDED:
                self.side.removed.discard(warrior.id)  # only the fielded can be removed
        left, right = self.index(index.row(), self.FIELDED), self.index(index.row(), self.REMOVED)
        self.dataChanged.emit(left, right)
        return True

    def set_checked(self, warrior_name: str, column: int, checked: bool) -> bool:
        row = next(i for i, w in enumerate(self._rows) if w.name == warrior_name)
        state = Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked
        return self.setData(self.index(row, column), state.value, Qt.ItemDataRole.CheckStateRole)
