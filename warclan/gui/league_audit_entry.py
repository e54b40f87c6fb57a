"""Campaign ▸ League Audit Trail…: the menu entry, offered to the league organiser
(others see it disabled, with the reason in its tooltip). The dialog itself
(``league_audit``) is imported when the entry is chosen, not while the window starts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

from warclan.gui.i18n import tr

if TYPE_CHECKING:
    from warclan.gui.league_audit import AuditDialog
    from warclan.gui.main_window import MainWindow


def offered_tip() -> str:
    return tr("Who changed what and when on the league server (the organiser's)")


def install(window: MainWindow) -> QAction:
    """Put Campaign ▸ League Audit Trail… in ``window``; it follows the connected role
    each time the menu opens and whenever a database is opened."""
    action = QAction(tr("League &Audit Trail…"), window)
    action.setObjectName("league.audit")
    action.triggered.connect(lambda _checked=False: open_audit(window))
    menu = window.campaign_menu
    menu.setToolTipsVisible(True)  # a disabled entry says why
    menu.addSeparator()
    menu.addAction(action)
    menu.aboutToShow.connect(lambda: fit_action(window, action))
    window.database_opened.connect(lambda _db: fit_action(window, action))
    fit_action(window, action)
    return action


def refusal(window: MainWindow) -> str | None:
    """Why the connected user is not offered the audit trail (None: offered). The role
    is as the server last said (``window.access``); until it says, it is offered."""
    ctx = window.ctx
    if ctx is None:
        return tr("Connect to a league server first: the audit trail is kept there")
    if ctx.db.dialect != "postgresql":
        return tr("An SQLite file has one user and keeps no audit trail; a league server keeps one")
    access = window.access
    if access is not None and access.role is not None and access.role != "organiser":
        who = access.login or tr("this login")
        role = tr("player") if access.role == "player" else tr("viewer")
        return tr(
            "Only the league organiser reads the audit trail; {who} is a league {role}"
        ).format(who=who, role=role)
    return None


def fit_action(window: MainWindow, action: QAction) -> None:
    why = refusal(window)
    action.setEnabled(why is None)
    action.setToolTip(why or offered_tip())
    action.setStatusTip(why or offered_tip())


def open_audit(window: MainWindow) -> AuditDialog | None:
    """Show the audit trail (the one already open, raised, if there is one)."""
    if window.ctx is None:
        return None
    from warclan.gui.league_audit import AuditDialog

    dialog = window.findChild(AuditDialog)
    if dialog is not None and dialog.ctx is window.ctx:
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog
    if dialog is not None:  # of a database since closed
        dialog.close()
        dialog.deleteLater()
    dialog = AuditDialog(window.ctx, window)
    dialog.show()
    return dialog
