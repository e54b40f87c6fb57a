"""A write blocked on another client's row lock says so after about a second, and gives
up at the lock timeout with a one-line error (issue 26). Two real connections: the
superuser holds a War Clan's row ``FOR UPDATE`` in an open transaction while a player's
command or service waits for it."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from dbsnapshot import dump
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from sqlalchemy.pool import NullPool

from tests.league.test_ownership import League, lg  # noqa: F401
from warclan.cli.main import main as cli_main
from warclan.services.ragnarok import clans, edits
from warclan.store.waits import LockWait, WriteCancelled

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def league(request: pytest.FixtureRequest) -> League:
    """test_ownership's league: an organiser, three players with a War Clan each."""
    the: League = request.getfixturevalue("lg")
    return the


NOTICE = "warclan: waiting for another player's change (on war_clan/Clan1, held by "


def _holding(the: League):
    """The superuser's transaction holding Clan1's row."""
    engine = create_engine(the.url, poolclass=NullPool)
    conn = engine.connect()
    conn.begin()
    conn.execute(text("SELECT 1 FROM war_clan WHERE name = 'Clan1' FOR UPDATE"))
    return engine, conn


def _with_lock_timeout(url: str, ms: int) -> str:
    return (
        make_url(url)
        .update_query_dict({"options": f"-c lock_timeout={ms}"})
        .render_as_string(hide_password=False)
    )


def test_the_cli_says_it_waits_then_gives_up_at_the_lock_timeout(league: League, capsys) -> None:
    url = _with_lock_timeout(league.url_of("p1"), 2500)
    engine, holder = _holding(league)
    try:
        before = dump(league.url)
        code = cli_main(["--db", url, "game", "record", "--campaign", "League", "--side", "Clan1"])
        after = dump(league.url)
    finally:
        holder.rollback()
        holder.close()
        engine.dispose()
    err = capsys.readouterr().err.splitlines()
    assert code != 0 and after == before
    owner = make_url(league.url).username
    assert err == [
        f"{NOTICE}{owner})…",
        f"warclan: error: gave up waiting for another player's change to the same War Clan "
        f"or campaign on {make_url(url).render_as_string(hide_password=True)} "
        "to finish; nothing was changed, retrying is safe",
    ]


def test_the_cli_goes_on_once_the_other_change_is_over(league: League) -> None:
    """A real ``warclan`` process: the lock is let go once it said it waits."""
    engine, holder = _holding(league)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "warclan", "--db", league.url_of("p1")]
    process = subprocess.Popen(
        [*command, "game", "record", "--campaign", "League", "--side", "Clan1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert process.stderr is not None
        said = process.stderr.readline()
        holder.commit()  # the other change is over
        out, rest = process.communicate(timeout=60)
    finally:
        process.kill()
        holder.close()
        engine.dispose()
    assert said.startswith(NOTICE), said
    assert process.returncode == 0, rest
    assert rest == "" and "game 1" in out.lower()


def test_a_waiting_write_is_told_and_cancelled(league: League) -> None:
    """The services' side of the window's Cancel: the listener hears of the wait with
    what it waits for, cancels it, and nothing is changed."""
    db = league.db("p1")
    heard: list[tuple[LockWait, bool]] = []
    cancelled = threading.Event()

    def listener(wait: LockWait) -> None:
        heard.append((wait, wait.over))
        if not wait.over:
            wait.cancel()
            cancelled.set()

    db.watch_lock_waits(listener, notice_after_s=0.2)
    engine, holder = _holding(league)
    try:
        before = dump(league.url)
        with pytest.raises(WriteCancelled, match="stopped waiting for another player's change"):
            edits.rename_clan(db, "Clan1", "Other")
        assert cancelled.is_set()
        assert dump(league.url) == before
        holder.rollback()
        # The connection it used is fine for the next write: no cancel left behind.
        edits.rename_clan(db, "Clan1", "Other")
        assert clans.show_clan(db, "Other").name == "Other"
    finally:
        holder.close()
        engine.dispose()
        db.close()
    assert [over for _w, over in heard] == [False, True] and heard[0][0] is heard[1][0]
    wait = heard[0][0]
    assert wait.where == "war_clan/Clan1" and wait.thread == threading.get_ident()
