"""Campaign ▸ Play a Game…: choose the War Clans and the warriors fielded, then the
tracker page opens. Warriors who must miss this game, or are dead, cannot be chosen (as
in Record Game); the services check it again when the game starts."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from warclan.gui.context import AppContext
from warclan.gui.i18n import tr
from warclan.gui.ops import Changed
from warclan.gui.window_state import remember_dialog
from warclan.services.ragnarok.dto import ClanView

CLAN_ROLE = Qt.ItemDataRole.UserRole
CHECKED = Qt.CheckState.Checked


def _why_not(w: object) -> str | None:
    status = getattr(w, "status", "active")
    if status != "active":
        return {
            "dead": tr("dead"),
            "removed": tr("left the War Clan"),
            "misses_next_game": tr("must miss this game (injured last game)"),
        }.get(status, status)
    if getattr(w, "misses_next_game", False):
        return tr("must miss this game (injured last game)")
    return None


class PlayDialog(QDialog):
    """The clans (ticked: they play) and, under each, its warriors (ticked: fielded)."""

    def __init__(self, ctx: AppContext, clans: tuple[ClanView, ...], parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Play a Game"))
        self.setAccessibleName(tr("Play a Game"))
        box = QVBoxLayout(self)
        intro = QLabel(
            tr(
                "Tick the War Clans at the table and the warriors each fields. The tracker "
                "then follows the game Round by Round and fills in Record Game at the end."
            )
        )
        intro.setWordWrap(True)
        box.addWidget(intro)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([tr("War Clan / warrior"), tr("Profile"), tr("HP")])
        self.tree.setAccessibleName(tr("War Clans and warriors"))
        box.addWidget(self.tree, 1)
        for clan in clans:
            top = QTreeWidgetItem([clan.name, clan.player, ""])
            top.setData(0, CLAN_ROLE, clan.id)
            top.setFlags(top.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            top.setCheckState(0, Qt.CheckState.Unchecked)
            for w in clan.warriors:
                if not getattr(w, "in_clan", True):
                    continue
                why = _why_not(w)
                item = QTreeWidgetItem([w.name, w.profile_name, str(w.current_stats.get("hp", ""))])
                item.setData(0, CLAN_ROLE, w.id)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(0, Qt.CheckState.Unchecked if why else CHECKED)
                if why:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                    item.setText(0, tr("{name} ({why})").format(name=w.name, why=why))
                    item.setToolTip(0, tr("{name}: {why}").format(name=w.name, why=why))
                top.addChild(item)
            self.tree.addTopLevelItem(top)
            top.setExpanded(True)
        for column in range(3):
            self.tree.resizeColumnToContents(column)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        box.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.start = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start.setText(tr("Start the Game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.buttons)
        self.tree.itemChanged.connect(lambda *_: self.check())
        self.resize(560, 520)
        remember_dialog(self, ctx.settings, "play_game")
        self.check()

    def _ticked(self) -> list[tuple[QTreeWidgetItem, list[int]]]:
        """Each ticked clan's row, with the warrior ids ticked under it."""
        found = []
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is None or top.checkState(0) != CHECKED:
                continue
            children = [c for j in range(top.childCount()) if (c := top.child(j)) is not None]
            fielded = [int(c.data(0, CLAN_ROLE)) for c in children if c.checkState(0) == CHECKED]
            found.append((top, fielded))
        return found

    def chosen(self) -> list[tuple[int, list[int]]]:
        """(clan id, warrior ids fielded) for each ticked clan."""
        return [(int(top.data(0, CLAN_ROLE)), fielded) for top, fielded in self._ticked()]

    def check(self) -> None:
        """Live validation: two War Clans or more, each fielding someone."""
        ticked = self._ticked()
        problem = ""
        if len(ticked) < 2:
            problem = tr("Tick at least two War Clans.")
        else:
            empty = [top.text(0) for top, fielded in ticked if not fielded]
            if empty:
                problem = tr("{clans} fields no warriors: tick who plays.", "", len(empty)).format(
                    clans=", ".join(empty)
                )
        self.problem.setText(problem)
        self.start.setEnabled(not problem)
        self.start.setToolTip(problem)


def open_play_dialog(
    ctx: AppContext,
    campaign_id: int,
    parent: QWidget,
    started: Callable[[int], None],
    opened: Callable[[PlayDialog], object] | None = None,
) -> None:
    """Read the campaign's War Clans, ask, then start the game off the GUI thread;
    ``started`` gets the tracked game's id."""
    from warclan.services.ragnarok import campaigns, clans, tracker

    db = ctx.db

    def load() -> tuple[ClanView, ...]:
        overview = campaigns.campaign_overview(db, campaign_id)
        return tuple(clans.show_clan(db, s.id) for s in overview.clans if s.active)

    def show(found: tuple[ClanView, ...]) -> None:
        dialog = PlayDialog(ctx, found, parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)

        def accepted() -> None:
            sides = [tracker.TrackerSide(clan, fielded) for clan, fielded in dialog.chosen()]
            ctx.ops.run(
                tr("Start a game"),
                lambda: tracker.start_game(db, campaign_id, sides),
                changed=Changed.of("trackers", campaign_id=campaign_id),
                on_done=started,
            )

        dialog.accepted.connect(accepted)
        dialog.show()
        if opened is not None:
            opened(dialog)

    ctx.ops.read(parent, tr("Play a Game"), load, show, key="play_dialog")
