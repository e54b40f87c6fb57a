"""File ▸ Connect to League Server…: host, port, database, user and password; and what
the window offers once connected, as the server says the user's role allows.

The password goes to the keyring (``league_passwords``); QSettings keeps the rest of the
form for next time, and the URL shown anywhere hides the password.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings

from warclan.gui import access, dialogs, i18n, league_passwords
from warclan.gui.i18n import tr
from warclan.gui.league_dialog import DEFAULT_PORT, LeagueLogin

if TYPE_CHECKING:
    from warclan.services.league import Access
    from warclan.store.database import Database

FORM_KEY = "league/last"  # host, port, database, user: never the password


def last_login(settings: QSettings) -> LeagueLogin:
    """The form as last filled in, with the kept password, if any."""
    saved: Any = settings.value(FORM_KEY) or {}
    if not isinstance(saved, dict):
        saved = {}
    login = LeagueLogin(
        str(saved.get("host", "")),
        int(saved.get("port", DEFAULT_PORT)),
        str(saved.get("database", "")),
        str(saved.get("user", "")),
    )
    if login.host and login.user:
        kept = league_passwords.load(login.key)
        if kept is not None:
            return LeagueLogin(login.host, login.port, login.database, login.user, kept)
    return login


def connect_to_league(window: Any) -> str | None:
    """Ask for the server and open it in ``window``; the URL opened (no password)."""
    settings: QSettings = window.settings
    login = dialogs.ask_league_login(window, last_login(settings))
    if login is None:
        return None
    settings.setValue(
        FORM_KEY,
        {"host": login.host, "port": login.port, "database": login.database, "user": login.user},
    )
    if login.remember and login.password:
        if not league_passwords.save(login.key, login.password):
            window.show_status(
                tr("No keyring on this computer: the password is kept until you quit")
            )
    else:
        league_passwords.forget(login.key)
        if login.password:
            league_passwords.keep_for_this_run(login.key, login.password)
    url: str = login.url()
    window.open_database(url)
    return url


# --- what the connected role may do ---------------------------------------------------


def apply_access(window: Any, db: Database) -> None:
    """Hide what the connected role may not do (the server decides: a hidden action is
    a courtesy, a refused write is still explained). The window's actions are tagged where
    they are built; pages and menus built later are fitted by ``MainWindow.fit_access``.
    The role is asked on a pool thread; until it answers everything is offered (the
    server refuses a write the role may not make, with the reason)."""
    from warclan.services import league

    window.ops.read(
        window,
        tr("League role"),
        lambda: league.access(db),
        lambda found: _apply(window, found),
        key="league_access",
    )


def _apply(window: Any, found: Access | None) -> None:
    window.access = found  # None (the server did not say): everything is offered
    access.apply(window, found)
    # Rename follows the item chosen and the role: offered before the role was known,
    # it must be fitted now (the item chosen may not change again).
    window.update_actions()
    if found is None:
        return
    if found.reason:
        # The label says the role; its tooltip why changes are missing (a status message
        # this long would be cut off beside the status bar's other fields at 150 %).
        hidden = tr("{reason}; what the role may not change is not offered").format(
            reason=i18n.text(found.reason)
        )
        window.database_label.setToolTip(f"{window.database_label.toolTip()}\n{hidden}")
    if found.role is not None:
        window.database_label.setText(f"{window.database_label.text()} ({role_text(found.role)})")


def role_text(role: str) -> str:
    """A league role's name in the window's language (the server's own key otherwise)."""
    names = {"organiser": tr("organiser"), "player": tr("player"), "viewer": tr("viewer")}
    return names.get(role, role)
