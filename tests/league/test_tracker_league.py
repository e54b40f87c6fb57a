"""A game tracked in a league: every player follows it, each taps only for their own War
Clan, and the server holds that against plain SQL with the player's login."""

from __future__ import annotations

import pytest
from dbsnapshot import dump

from tests.league.test_ownership import League, _as, _refused, lg  # noqa: F401 (fixture)
from warclan.services.errors import ServiceError
from warclan.services.ragnarok import tracker as tr


def _game(the: League) -> tuple[int, dict[str, int], dict[str, int]]:
    game = _as(
        the,
        "p1",
        lambda db: tr.start_game(db, "League", [tr.TrackerSide("Clan1"), tr.TrackerSide("Clan2")]),
    )
    assert isinstance(game, int)
    view = _as(the, "p1", lambda db: tr.tracker_view(db, game))
    assert isinstance(view, tr.TrackerView)
    warriors = {w.name: w.id for s in view.state.sides for w in s.warriors}
    clans = {s.clan: s.clan_id for s in view.state.sides}
    return game, warriors, clans


def test_each_player_taps_for_their_own_clan_and_the_rest_follow(lg: League) -> None:  # noqa: F811
    game, w, c = _game(lg)
    _as(lg, "p1", lambda db: tr.tap(db, game, "hp", {"warrior": w["Ari"], "delta": -1}))
    with pytest.raises(ServiceError, match=r"Clan2 belongs to .*p2"):
        _as(lg, "p1", lambda db: tr.tap(db, game, "hp", {"warrior": w["Bo"], "delta": -1}))
    _as(lg, "p2", lambda db: tr.tap(db, game, "hp", {"warrior": w["Bo"], "delta": -2}))
    with pytest.raises(ServiceError, match=r"Clan2 belongs to .*p2"):  # p2's tap is p2's
        _as(lg, "p1", lambda db: tr.undo_tap(db, game))
    _as(lg, "p2", lambda db: tr.tap(db, game, "next", {}))  # a player of the game
    for outsider in ("p3", "viewer"):
        with pytest.raises(ServiceError, match="you follow this game"):
            _as(lg, outsider, lambda db: tr.tap(db, game, "next", {}))
        followed = _as(lg, outsider, lambda db: tr.tracker_view(db, game))
        assert isinstance(followed, tr.TrackerView)
        assert followed.writable == frozenset() and followed.seq == 3
    mine = _as(lg, "p1", lambda db: tr.tracker_view(db, game))
    assert isinstance(mine, tr.TrackerView) and mine.writable == frozenset({c["Clan1"]})
    assert [line.by for line in mine.log] == [lg.logins["p1"], lg.logins["p2"], lg.logins["p2"]]
    _as(lg, "org", lambda db: tr.tap(db, game, "rolls", {"rolls": {c["Clan1"]: 3, c["Clan2"]: 5}}))


def test_plain_sql_cannot_tap_for_another_players_clan(lg: League) -> None:  # noqa: F811
    game, w, c = _game(lg)
    _as(lg, "p2", lambda db: tr.tap(db, game, "hp", {"warrior": w["Bo"], "delta": -1}))
    tap2 = lg.scalar(f"SELECT id FROM game_tracker_tap WHERE tracker_id = {game}")
    values = "now(), 'hp', '{\"warrior\": 1, \"delta\": -5}'"
    attempts = {
        "p1": [
            f"INSERT INTO game_tracker_tap (tracker_id, seq, at, kind, data, clan_id)"
            f" VALUES ({game}, 2, {values}, {c['Clan2']})",
            f"DELETE FROM game_tracker_tap WHERE id = {tap2}",
            f"UPDATE game_tracker_tap SET data = '{{}}' WHERE id = {tap2}",
            f"INSERT INTO game_tracker_side (tracker_id, clan_id) VALUES ({game}, {c['Clan2']})",
        ],
        "p3": [
            f"INSERT INTO game_tracker_tap (tracker_id, seq, at, kind, data, clan_id)"
            f" VALUES ({game}, 2, now(), 'next', '{{}}', NULL)",
            f"UPDATE game_tracker SET status = 'abandoned' WHERE id = {game}",
            f"DELETE FROM game_tracker WHERE id = {game}",
        ],
    }
    attempts["viewer"] = attempts["p1"] + attempts["p3"]
    before = dump(lg.url)
    for who, statements in attempts.items():
        for statement in statements:
            _refused(lg, who, statement)
    assert dump(lg.url) == before
