"""The window's live view: another client's change refreshes the open pages.

``store.live.ChangeWatcher`` hears other clients' commits on a background thread; this
adapter carries them to the GUI thread, turns the tables into a ``Changed`` and emits it
through ``ctx.ops.changed``, as if the window had made the change itself, so every page
refreshes only what it shows. While the user is editing (a table cell's editor is open,
a dialog or a menu is up) the refresh waits and retries until they are done, so a table
never changes under their cursor. A lost server connection shows the window's banner
and is cleared once the watcher is back (it then asks for a full refresh).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget

from warclan.gui import i18n
from warclan.gui.i18n import tr
from warclan.gui.ops import Changed, Ops

if TYPE_CHECKING:
    from warclan.gui.main_window import MainWindow
    from warclan.store.database import Database
    from warclan.store.live import ChangeWatcher

RETRY_MS = 400  # how often a deferred refresh looks whether the user is done editing

# Which pages care about a table, in the words of ``Changed.kinds``.
KINDS_OF_TABLE: dict[str, tuple[str, ...]] = {
    "campaign": ("campaigns", "renames"),
    "player": ("clans",),
    "war_clan": ("clans", "renames"),
    "warrior": ("clans",),
    "warrior_god_power": ("clans",),
    "warrior_item": ("clans",),
    "injury": ("clans", "games"),
    "improvement": ("clans",),
    "clan_store": ("clans",),
    "raid_result": ("clans", "games"),
    "game": ("games", "clans"),
    "game_participant": ("games", "clans"),
    "fielded_warrior": ("games",),
    "campaign_event": ("games", "clans"),
    "glory_entry": ("games", "clans"),
    "dice_roll": ("games",),
    "catalog_override": ("catalog",),
    "model_profile": ("catalog",),
    "mr_warband": ("warbands",),
    "mr_warrior": ("warbands",),
    "mr_ability": ("warbands",),
    "mr_match": ("matches",),
    "mr_match_side": ("matches",),
    "mm_player": ("midgard",),
    "mm_loki_game": ("midgard",),
    "mm_loki_event": ("midgard",),
    "mm_match": ("midgard",),
    "vgw_play": ("vgw",),
    "vgw_player": ("vgw",),
    "vgw_play_player": ("vgw",),
    "game_tracker": ("trackers",),
    "game_tracker_side": ("trackers",),
    "game_tracker_tap": ("taps",),
    "match_tracker": ("mr_trackers",),
    "match_tracker_tap": ("mr_taps",),
}
ALL_KINDS = frozenset(k for kinds in KINDS_OF_TABLE.values() for k in kinds)


def changed_for(tables: Iterable[str]) -> Changed:
    """What the pages must refresh; no table named (SQLite, a reconnect): everything."""
    names = set(tables)
    if not names or names - KINDS_OF_TABLE.keys():  # unknown: a newer warclan's table
        return Changed(ALL_KINDS)
    return Changed(frozenset(k for t in names for k in KINDS_OF_TABLE[t]))


def user_is_editing(window: QWidget) -> bool:
    """A cell editor, a dialog or a menu is open: not the moment to reload tables."""
    if QApplication.activeModalWidget() is not None or QApplication.activePopupWidget():
        return True
    return any(
        view.state() == QAbstractItemView.State.EditingState
        for view in window.findChildren(QAbstractItemView)
    )


class LiveView(QObject):
    """Watches ``db`` for the window until ``stop()``."""

    _arrived = Signal(object)  # frozenset[str], from the watcher's thread
    _connection = Signal(object)  # str | None, from the watcher's thread
    connection_changed = Signal(object)  # why the server connection is lost; None: back
    refreshed = Signal(object)  # the Changed it emitted (tests, the status bar)

    def __init__(
        self,
        window: QWidget,
        ops: Ops,
        db: Database,
        *,
        poll_seconds: float | None = None,
        editing: Callable[[], bool] | None = None,
    ) -> None:
        super().__init__(window)
        from warclan.store import live

        self._window = window
        self._ops = ops
        self._editing = editing or (lambda: user_is_editing(window))
        self._pending: set[str] | None = None  # tables waiting for the user; None: none
        # Set by stop(): a notice the watcher queued before it stopped must not reach
        # pages whose database is closed (on a server, maybe dropped) by then.
        self._stopped = False
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self._flush)
        self._arrived.connect(self._on_arrived)
        self._connection.connect(self._on_connection)
        self.watcher: ChangeWatcher = live.ChangeWatcher(
            db,
            self._arrived.emit,
            on_connection=self._connection.emit,
            poll_seconds=poll_seconds or live.POLL_SECONDS,
        )

    def start(self) -> LiveView:
        self.watcher.start()
        return self

    def stop(self) -> None:
        self._stopped = True
        self._retry.stop()
        self.watcher.stop()
        self._pending = None

    @property
    def deferred(self) -> bool:
        """A refresh is waiting for the user to finish editing."""
        return self._pending is not None

    def _on_arrived(self, tables: frozenset[str]) -> None:
        if self._stopped:
            return
        if self._pending is None:
            self._pending = set()
        if not tables:
            self._pending.add("")  # marks "everything"
        self._pending.update(tables)
        self._flush()

    def _on_connection(self, reason: str | None) -> None:
        if not self._stopped:
            self.connection_changed.emit(reason)

    def _flush(self) -> None:
        if self._pending is None or self._stopped:
            return
        if self._editing():
            self._retry.start()
            return
        tables, self._pending = self._pending, None
        changed = changed_for(() if "" in tables else tables)
        self._ops.changed.emit(changed)
        self.refreshed.emit(changed)


def watch(
    window: QWidget, ops: Ops, db: Database, show_lost: Callable[[str | None], None]
) -> LiveView:
    """Start the live view of ``db`` for ``window``; ``show_lost`` gets the reason the
    server connection is lost (for a banner), then None once it is back."""
    view = LiveView(window, ops, db)
    view.connection_changed.connect(show_lost)
    return view.start()


def watch_window(window: MainWindow, db: Database | None) -> None:
    """Refresh ``window`` when another client changes ``db`` (None: stop watching); a
    lost league server connection shows in the banner until it is back. Offer only what
    the connected role may do."""
    if window.live is not None:
        window.live.stop()
    window.live = None
    if db is None:
        return
    window.live = watch(window, window.ops, db, lambda reason: show_connection(window, reason))
    if db.dialect == "postgresql" or db.report.read_only:
        from warclan.gui import league_connect

        league_connect.apply_access(window, db)
    else:  # a file this user can write: nothing to ask, nothing to hide
        window.access = None
        window.fit_access(window)  # shows again what a league role had hidden


def lost_banner() -> str:
    """The banner's words while the connection is lost; ``{said}``: libpq's reason."""
    return tr(
        "Lost the connection to the league server: warclan is reconnecting; what you "
        "typed is kept, and changes can be saved once the connection is back ({said})."
    )


def show_connection(window: QWidget, reason: str | None) -> None:
    """The window's banner while the server connection is lost; the status bar once back.
    Nothing on screen is cleared: what the user typed stays for when it is back."""
    banner = getattr(window, "banner", None)
    if reason is not None:
        # libpq's words go last, without its "consuming input failed" preamble: what
        # a player needs first is what happens now.
        said = i18n.text(reason).removeprefix("consuming input failed: ").rstrip(".")
        text = lost_banner().format(said=said)
        show = getattr(window, "show_banner", None)
        if callable(show):
            show(text)
        return
    # The banner says so when it is about the connection (its words before the reason).
    if banner is not None and banner.text().startswith(lost_banner().partition("{")[0]):
        banner.hide()
    status = getattr(window, "show_status", None)
    if callable(status):
        status(tr("Reconnected to the league server; the window was refreshed"))
