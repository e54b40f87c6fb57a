"""Screenshots of a league on a PostgreSQL server: File ▸ Connect to League Server…
(40) and the banner of a lost connection (41), which a real server gives: the player's
connections are ended on the server, as a restart or a cut cable would.

xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/screenshots_league.py

The server is ``WARCLAN_TEST_PG_URL`` (a superuser URL), or a throw-away cluster that
``.ci/pg-cluster`` starts and stops when PostgreSQL is installed; without either, the
banner's shot is left as it is and said so.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from sqlalchemy.pool import NullPool

from warclan.gui.league_dialog import LeagueDialog, LeagueLogin
from warclan.gui.main_window import MainWindow
from warclan.services import league
from warclan.services.ragnarok import demo
from warclan.store.database import Database

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
SIZE = (1024, 700)  # the smallest window the layouts are fitted to (issue 20)
DATABASE, PLAYER = "winter_league", "snorre"


def settle(rounds: int = 20) -> None:
    """Let the window's reads (on pool threads) answer, then paint."""
    for window in QApplication.topLevelWidgets():
        ops = getattr(window, "ops", None)
        if ops is not None:
            ops.wait_idle(30_000)
    for _ in range(rounds):
        QApplication.processEvents()


def save(widget: QWidget, name: str) -> None:
    path = OUT / f"{name}.png"
    widget.grab().save(str(path))
    print(f"wrote {path}")


def wait_for(condition: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        QApplication.processEvents()
        if condition():
            return True
        time.sleep(0.02)
    return False


def connect_dialog() -> None:
    login = LeagueLogin("league.example.org", 5432, DATABASE, PLAYER, "tide-of-ravens")
    dialog = LeagueDialog(None, login)
    dialog.show()
    dialog.password.setFocus()
    settle()
    save(dialog, "40-league-connect")
    dialog.close()


@contextmanager
def server() -> Iterator[str | None]:
    """A superuser URL: the tests' server, else a throw-away cluster, else None."""
    given = os.environ.get("WARCLAN_TEST_PG_URL")
    if given:
        yield given
        return
    script = ROOT / ".ci" / "pg-cluster"
    folder = Path(tempfile.mkdtemp(prefix="warclan-shots-pg-"))
    try:
        started = subprocess.run(
            [str(script), "start", str(folder)], capture_output=True, text=True, check=False
        )
    except OSError:
        yield None
        return
    if started.returncode != 0:
        yield None
        return
    try:
        yield started.stdout.strip()
    finally:
        subprocess.run([str(script), "stop", str(folder)], check=False)


def _admin(url: str, sql: str) -> None:
    engine = create_engine(
        make_url(url).set(database="postgres"), isolation_level="AUTOCOMMIT", poolclass=NullPool
    )
    with engine.connect() as conn:
        conn.execute(text(sql))
    engine.dispose()


def lost_connection(superuser: str, folder: Path) -> None:
    """A player's window on the league's campaign, at the moment its connection broke."""
    _admin(superuser, f'DROP DATABASE IF EXISTS "{DATABASE}" WITH (FORCE)')
    _admin(superuser, f'CREATE DATABASE "{DATABASE}"')
    organiser = make_url(superuser).set(database=DATABASE).render_as_string(False)
    player = make_url(organiser).set(username=PLAYER, password=None).render_as_string(False)
    try:
        league.upgrade_database(organiser, backup_dir=None)
        admin = Database(organiser)
        try:
            camp = demo.create_demo_campaign(admin)
            league.grant_role(admin, "player", PLAYER)
        finally:
            admin.close()
        settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue("databases/demo_offered", [player])
        window = MainWindow(settings)
        window.resize(*SIZE)
        window.show()
        window.open_database(player)
        window.wait_opened()
        window.wait_sections()
        window.select("campaign", camp.id)
        settle()
        # The server ends every connection of the player, as a restart would; the
        # window's live view notices at once, and reconnects a few seconds later.
        _admin(
            superuser,
            f"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '{PLAYER}'",
        )
        if wait_for(lambda: window.banner.isVisible(), 15):
            settle(5)
            save(window, "41-connection-lost")
        else:
            print("screenshots_league: the banner did not show; 41 left as it was")
        window.close()
        settle()
    finally:
        _admin(superuser, f'DROP DATABASE IF EXISTS "{DATABASE}" WITH (FORCE)')
        for role in ("organiser", "player", "viewer"):
            _admin(superuser, f'DROP ROLE IF EXISTS "warclan_{DATABASE}_{role}"')
        _admin(superuser, f'DROP ROLE IF EXISTS "{PLAYER}"')


def main() -> int:
    _app = QApplication(sys.argv[:1])  # kept alive until the end
    OUT.mkdir(parents=True, exist_ok=True)
    connect_dialog()
    with tempfile.TemporaryDirectory() as tmp, server() as url:
        if url is None:
            print("screenshots_league: no PostgreSQL server; 41-connection-lost left as it was")
        else:
            lost_connection(url, Path(tmp))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
