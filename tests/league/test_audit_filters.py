"""``warclan league audit``'s filters (issue 26): by table and by a period, each change in
a line with only what an update changed."""

from __future__ import annotations

import pytest

from tests.league.test_ownership import League, lg  # noqa: F401
from warclan.cli.main import main as cli_main
from warclan.services.ragnarok import edits
from warclan.store.database import Database


@pytest.fixture
def league(request: pytest.FixtureRequest) -> League:
    """test_ownership's league, where p2 then renamed its warrior Bo to Bodil."""
    the: League = request.getfixturevalue("lg")
    db: Database = the.db("p2")
    try:
        edits.rename_warrior(db, "Clan2", "Bo", "Bodil")
    finally:
        db.close()
    return the


def _audit(league: League, capsys, *options: str) -> tuple[int, list[str], str]:
    code = cli_main(["--db", league.url_of("org"), "league", "audit", *options])
    out = capsys.readouterr()
    return code, out.out.splitlines(), out.err


def test_the_audit_filters_by_table_and_period(league: League, capsys) -> None:
    code, lines, _ = _audit(league, capsys, "--table", "warrior", "--player", league.logins["p2"])
    updates = [line for line in lines if " UPDATE warrior " in line]
    assert code == 0 and len(updates) == 1
    assert updates[0].endswith("[Clan2]: name Bo → Bodil")  # its key and version left out
    assert all(" warrior " in line for line in lines)

    assert _audit(league, capsys, "--until", "2000-01-01") == (0, ["no audit rows match"], "")
    code, _, err = _audit(league, capsys, "--since", "2030-01-02", "--until", "2030-01-01")
    assert code != 0
    assert err == "warclan: error: the end of the period must come after its start\n"
