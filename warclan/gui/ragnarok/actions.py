"""The window's Ragnarok actions: new campaign, the wizards (New War Clan, Record Game,
Continue Post-Game Sequence), undoing the latest game, renaming, printing rosters; which
of them apply to what is chosen, the status bar's base rank, and the right-click menu of
the Campaigns pages' tables.

Each takes the window, for what is chosen in its navigator and for its actions; the
services are imported when an action runs, since the window paints before they load.
Dialogs go through ``warclan.gui.dialogs`` so tests answer them.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import QApplication, QMenu, QTableView

from warclan.gui import dialogs, i18n
from warclan.gui.i18n import tr
from warclan.gui.ops import Changed
from warclan.gui.rows_model import ID_ROLE
from warclan.gui.status_bar import NO_RANK

if TYPE_CHECKING:
    from warclan.gui.main_window import MainWindow
    from warclan.services.ragnarok.dto import CampaignView
    from warclan.services.ragnarok.tracker import TrackerSummary
    from warclan.services.ragnarok.undo_preview import UndoPreview
    from warclan.store.database import Database


def no_undo() -> str:
    """Edit ▸ Undo Latest Game… with no game to undo."""
    return tr("Undo Latest &Game…")


def new_campaign(window: MainWindow) -> None:
    if window.ctx is None:
        return
    from warclan.services.ragnarok import campaigns

    name = dialogs.ask_text(window, tr("New Campaign"), tr("Campaign name:"), check_printing=True)
    if name is None or not name.strip():
        return
    db = window.ctx.db

    def created(camp: CampaignView) -> None:
        window.reload_navigator()
        window.select("campaign", camp.id)

    window.ops.run(
        tr("Create campaign {name}").format(name=name.strip()),
        lambda: campaigns.create_campaign(db, name),
        changed=Changed.of("campaigns"),
        on_done=created,
    )


def _wizard(window: MainWindow, title: str, open_it: Callable[..., Any], *extra: Any) -> Any:
    campaign = window.current_campaign_id()
    if window.ctx is None or campaign is None:
        dialogs.show_error(window, title, tr("Choose a campaign in the navigator first."))
        return None
    try:
        return open_it(window.ctx, campaign, window, *extra)
    except NotImplementedError as exc:
        dialogs.show_info(
            window,
            title,
            tr("{reason}.\n\nUntil it is, the command line does this: ./dev cli --help").format(
                reason=exc
            ),
        )
        return None


def new_clan(window: MainWindow) -> None:
    from warclan.gui.ragnarok.new_clan_wizard import open_new_clan_wizard

    wizard = _wizard(window, tr("New War Clan"), open_new_clan_wizard)
    if wizard is not None:
        wizard.finished.connect(lambda _r: _show_created(window, wizard))


def _show_created(window: MainWindow, wizard: Any) -> None:
    """After New War Clan: its page, as a player would look at it next."""
    created = getattr(wizard, "created", None)
    if created is not None:
        window.reload_navigator()  # the wizard closes before "changed" arrives
        window.select("clan", created.id)


def record_game(window: MainWindow) -> None:
    from warclan.gui.ragnarok.game_wizard import open_record_game_wizard

    _wizard(window, tr("Record Game"), open_record_game_wizard)


def play_game(window: MainWindow) -> None:
    """Campaign ▸ Play a Game…: choose who plays, then the tracker page."""
    from warclan.gui.ragnarok.play_dialog import open_play_dialog

    def started(tracker_id: int) -> None:
        window.reload_navigator()
        window.select("tracker", tracker_id)

    _wizard(window, tr("Play a Game"), open_play_dialog, started)


def offer_resume(window: MainWindow) -> None:
    """After a database opens: a game left in progress (a crash, a closed laptop) is
    offered to resume; Later leaves it in the navigator under its campaign."""
    if window.ctx is None:
        return
    db = window.ctx.db

    def in_progress() -> list[TrackerSummary]:
        # On the worker: the tracker's service, a large import, only if a game is going.
        from warclan.services.ragnarok.in_progress import games_in_progress

        return games_in_progress(db)

    def offer(going: list[TrackerSummary]) -> None:
        playing = [g for g in going if g.status == "playing"]
        if not playing:
            return
        g = playing[0]
        resume = tr("Resume")
        answer = dialogs.ask_choice(
            window,
            tr("Resume the Game?"),
            tr(
                "A game of {clans} ({campaign}) is still in progress: Round {round}, "
                "{taps} taps saved. Resume it?"
            ).format(clans=" v ".join(g.clans), campaign=g.campaign, round=g.round, taps=g.taps),
            [resume, tr("Later")],
        )
        if answer in (resume, "Resume"):  # the tests answer in English
            window.select("tracker", g.id)

    window.ops.read(window, tr("Games in progress"), in_progress, offer)


def continue_sequence(window: MainWindow) -> None:
    from warclan.gui.ragnarok.game_wizard import open_continue_sequence

    _wizard(
        window,
        tr("Continue Post-Game Sequence"),
        open_continue_sequence,
        window.current_clan_id(),
    )


def undo_latest_game(window: MainWindow) -> None:
    window.labels_now()
    clan_id = window.current_clan_id()
    if window.ctx is None or clan_id is None:
        return
    confirm = partial(_confirm_undo, window, clan_id)
    _read_undo_preview(window, window.ctx.db, clan_id, confirm, "undo_game_preview")


def _read_undo_preview(
    window: MainWindow,
    db: Database,
    clan_id: int,
    then: Callable[[UndoPreview | None], None],
    key: str,
) -> None:
    """What undoing the clan's latest game would remove, read on a pool thread (where
    its service is imported too)."""

    def read() -> UndoPreview | None:
        from warclan.services.ragnarok.undo_preview import undo_preview

        return undo_preview(db, clan_id)

    window.ops.read(window, tr("Undo game"), read, then, key=key)


def _confirm_undo(window: MainWindow, clan_id: int, preview: UndoPreview | None) -> None:
    if window.ctx is None:
        return
    if preview is None:
        dialogs.show_info(
            window,
            tr("Undo game"),
            tr("{clan} has no recorded game.").format(clan=window.clan_name(clan_id)),
        )
        return
    from warclan.gui.signs import minus_signs
    from warclan.services.ragnarok import games

    lines = "\n".join(f"• {minus_signs(i18n.text(line))}" for line in preview.lines)
    title = i18n.text(preview.title)
    if not dialogs.confirm(
        window,
        tr("Undo {game}?").format(game=title),
        tr(
            "Undoing {game} ({scenario}) removes:\n\n{lines}\n\n{clan} will be exactly as it "
            "was before that game. This cannot be redone with Ctrl+Shift+Z: the game would "
            "have to be recorded again."
        ).format(
            game=title,
            scenario=preview.scenario or tr("no scenario"),
            lines=lines,
            clan=preview.clan,
        ),
        accept=tr("Undo Game"),
        safe_default=True,
    ):
        return
    campaign = window.current_campaign_id()
    db = window.ctx.db

    def undone(result: Any) -> None:
        window.show_status(
            tr(
                "Undid game {number} for {clan}: now rank {rank}, {glory} Glory collected, "
                "{unspent} unspent"
            ).format(
                number=result.game_number,
                clan=result.clan,
                rank=result.rank,
                glory=i18n.number(result.glory_collected),
                unspent=i18n.number(result.unspent_glory),
            )
        )

    window.ops.run(
        tr("Undo {game}").format(game=title),
        lambda: games.undo_latest_game(db, clan_id),
        changed=Changed.of("games", "clans", campaign_id=campaign, clan_id=clan_id),
        on_done=undone,
    )


def rename(window: MainWindow) -> None:
    """Rename the campaign or War Clan chosen in the navigator, as one undoable command."""
    item = window.current
    if window.ctx is None or item is None or item.ident is None:
        return
    if item.kind not in ("campaign", "clan"):
        return
    from warclan.services.ragnarok import edits

    title = tr("Rename campaign") if item.kind == "campaign" else tr("Rename War Clan")
    current = item.name or item.label
    name = dialogs.ask_text(
        window,
        title,
        tr("New name for {name}:").format(name=current),
        current,
        check_printing=True,
    )
    if name is None or not name.strip() or name.strip() == current:
        return
    db, ident = window.ctx.db, item.ident
    service = edits.rename_campaign if item.kind == "campaign" else edits.rename_clan
    # Refused if someone renamed it while the dialog was open: neither name is lost.
    window.ops.run_command(
        window.undo_stack,
        tr("Rename {old} to {new}").format(old=current, new=" ".join(name.split())),
        lambda: service(db, ident, name, expected=current),
        lambda done: service(db, done.id, done.old),
        changed=Changed.of(
            "renames",
            campaign_id=window.current_campaign_id(),
            clan_id=ident if item.kind == "clan" else None,
        ),
    )


def export_roster(window: MainWindow) -> None:
    """The print dialog for the chosen warband, or the chosen War Clan (and, as a choice
    there, every War Clan of its campaign)."""
    if window.ctx is None or not window.export_action.isEnabled():
        return
    from warclan.gui.print_dialog import PrintDialog
    from warclan.gui.roster_export import RosterTarget

    item = window.current
    if item is not None and item.kind == "warband" and item.ident is not None:
        this = RosterTarget("warband", item.ident, item.label)
        every: list[RosterTarget] = []
        every_label = ""
    else:
        clan_id = window.current_clan_id()
        if clan_id is None:
            return
        campaign = next((i for i in window.nav.path if i.kind == "campaign"), None)
        group = campaign.label if campaign else ""
        this = RosterTarget("clan", clan_id, window.clan_name(clan_id), group)
        every = [
            RosterTarget("clan", c.ident, c.label, group)
            for c in (campaign.children if campaign else ())
            if c.ident is not None
        ]
        every_label = (
            tr("Every War Clan of {campaign}").format(campaign=campaign.label) if campaign else ""
        )
    window.print_dialog = PrintDialog(window.ctx, this, every, every_label, window)
    window.print_dialog.written.connect(lambda results: _rosters_written(window, results))
    window.print_dialog.open()


def _rosters_written(window: MainWindow, results: Any) -> None:
    if results:
        pages = sum(r.pages for r in results)
        window.show_status(
            tr("Wrote %n roster PDF(s), {pages} pages", "", len(results)).format(pages=pages)
        )


# --- what follows what is chosen ------------------------------------------------------


def enable_actions(window: MainWindow) -> None:
    """Offer the actions that apply to the item chosen in the navigator."""
    campaign = window.current_campaign_id()
    clan = window.current_clan_id()
    current = window.current
    for action in (window.new_clan_action, window.record_game_action, window.continue_action):
        action.setEnabled(campaign is not None)
    window.new_campaign_action.setEnabled(window.ctx is not None)
    # A campaign or a War Clan, if the connected league role may rename it.
    needs = {"campaign": "campaigns", "clan": "clans"}.get(current.kind if current else "")
    window.rename_action.setEnabled(
        needs is not None and (window.access is None or window.access.allows(needs))
    )
    printable = clan is not None or bool(current and current.kind == "warband")
    window.export_action.setEnabled(printable)


def update_undo_game(window: MainWindow, clan_id: int | None) -> None:
    """Name the game Edit ▸ Undo Latest Game would undo, or turn it off (once read)."""
    if clan_id is None or window.ctx is None:
        _show_undo_game(window, None)
        return
    _read_undo_preview(
        window, window.ctx.db, clan_id, partial(_show_undo_game, window), "undo_game_label"
    )


def _show_undo_game(window: MainWindow, from_preview: UndoPreview | None) -> None:
    if from_preview is None:
        window.undo_game_action.setText(no_undo())
        window.undo_game_action.setEnabled(False)
    else:
        title = i18n.text(from_preview.title)
        window.undo_game_action.setText(tr('Undo "{game}"…').format(game=title))
        window.undo_game_action.setEnabled(True)


def update_base_rank(window: MainWindow, campaign_id: int | None) -> None:
    """The status bar's base War Clan Rank of the chosen campaign."""
    if campaign_id is None or window.ctx is None:
        window.base_rank_label.setText(i18n.text(NO_RANK))
        return
    from warclan.services.ragnarok import campaigns

    db = window.ctx.db

    def show(camp: CampaignView) -> None:
        window.base_rank_label.setText(tr("Base War Clan Rank: {rank}").format(rank=camp.base_rank))
        window.base_rank_label.setToolTip(
            tr("{campaign}: the lowest rank among its active War Clans").format(campaign=camp.name)
        )

    window.ops.read(
        window,
        tr("Campaign"),
        lambda: campaigns.campaign_overview(db, campaign_id),
        show,
        key="base_rank",
    )


# --- the right-click menu of the Campaigns pages' tables -------------------------------


def table_menu(window: MainWindow, view: QTableView, pos: Any) -> None:
    """What the window can do with the row right-clicked in a page's table."""
    index = view.indexAt(pos)
    if index.isValid():
        view.setCurrentIndex(index)
    window.update_actions()
    window.labels_now()
    menu = QMenu(view)
    ident = index.data(ID_ROLE) if index.isValid() else None
    if view.objectName() == "War Clans table" and ident is not None:
        menu.addAction(tr("Open"), lambda: window.select("clan", int(ident)))
    if view.objectName() == "Campaigns table" and ident is not None:
        menu.addAction(tr("Open"), lambda: window.select("campaign", int(ident)))
    for action in (
        window.new_clan_action,
        window.record_game_action,
        window.continue_action,
        window.export_action,
        window.undo_game_action,
    ):
        menu.addAction(action)
    menu.addSeparator()
    menu.addAction(tr("Copy Row"), lambda: _copy_row(view, index))
    window.last_menu = menu
    menu.popup(view.viewport().mapToGlobal(pos))


def _copy_row(view: QTableView, index: QModelIndex) -> None:
    if not index.isValid():
        return
    model = view.model()
    cells = [str(model.index(index.row(), c).data() or "") for c in range(model.columnCount())]
    QApplication.clipboard().setText("\t".join(cells))
