"""Issue #22's four readings in the services (docs/design/RULES.md, Vikings Gone Wild and
Micro Midgard): War of Jarls only after Jarl, impossible final scores refused, setup for
registered players (or guests said so), and a War of Jarls play's rank kept a rank."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest
from dbsnapshot import dump

from warclan.rules.errors import RulesError
from warclan.rules.vgw.glory import Handicaps
from warclan.services.errors import NotFound, ServiceError
from warclan.services.micro_midgard import matches, setups
from warclan.services.micro_midgard import players as mm_players
from warclan.services.vgw import jarls, ladder, plays
from warclan.services.vgw import players as vgw_players
from warclan.store.database import Database

D1, D2, D3 = date(2026, 11, 3), date(2026, 11, 10), date(2026, 11, 17)
JARL = Handicaps(1, 1, 1)  # +3, won +1, no VP lost +1: 5 Glory, Jarl
DOUBLED = Handicaps(more_cards=2)


def night_rows(path: object) -> dict[str, list[object]]:
    return {k: v for k, v in dump(path).items() if k.startswith(("vgw_", "mm_"))}  # type: ignore[arg-type]


def log(db: Database, *players: str, team: str = "", day: date, **options: object) -> object:
    entry = plays.PlayEntry(players=players, team=team, played_on=day, **options)  # type: ignore[arg-type]
    return plays.log_play(db, entry)


def war_of_jarls(db: Database, *players: str, team: str = "", day: date) -> object:
    return log(db, *players, team=team, day=day, handicaps=DOUBLED, war_of_jarls=True, won=True)


def refused(path: object, call: Callable[[], object]) -> jarls.WarOfJarlsRefused:
    """The War of Jarls refusal ``call`` raises; the game nights' tables are as before."""
    before = night_rows(path)
    with pytest.raises(jarls.WarOfJarlsRefused) as caught:
        call()
    assert night_rows(path) == before
    return caught.value


def test_war_of_jarls_is_refused_until_every_player_achieved_jarl(
    db: Database, db_path: object
) -> None:
    for name in ("Dagny", "Egil"):
        vgw_players.add_player(db, name)
    e = refused(db_path, lambda: war_of_jarls(db, "Dagny", day=D2))
    assert str(e).endswith("earlier won play; Dagny has not") and e.players == ("Dagny",)
    # A lost play of Jarl's Glory earns no rank, so it opens nothing.
    log(db, "Dagny", day=D1, handicaps=JARL, won=False, lost_vp=False)
    refused(db_path, lambda: war_of_jarls(db, "Dagny", day=D2))
    log(db, "Dagny", day=D2, handicaps=JARL, won=True, lost_vp=False)
    # Earlier than the Jarl play: refused, saying when Jarl came.
    e = refused(db_path, lambda: war_of_jarls(db, "Dagny", day=D1))
    assert "by 2026-11-03 (Jarl first achieved: Dagny on 2026-11-10)" in str(e)
    # A team play needs every player: Egil has not.
    e = refused(db_path, lambda: war_of_jarls(db, "Dagny", "Egil", day=D3))
    assert str(e).endswith("Egil has not") and e.players == ("Egil",)
    # Later the same day as the Jarl play, and after: open.
    same_day = war_of_jarls(db, "Dagny", day=D2)
    assert same_day.war_of_jarls  # type: ignore[attr-defined]
    war_of_jarls(db, "dagny", day=D3)  # the registered name, any case
    assert len(plays.list_plays(db)) == 4


def test_a_team_only_play_is_checked_against_the_team(db: Database) -> None:
    log(db, team="Ravens", player_count=2, day=D1, handicaps=JARL, won=True, lost_vp=False)
    with pytest.raises(jarls.WarOfJarlsRefused, match="the team Wolves has not"):
        log(db, team="Wolves", player_count=2, day=D2, handicaps=DOUBLED, war_of_jarls=True)
    view = log(db, team=" ravens ", player_count=2, day=D2, handicaps=DOUBLED, war_of_jarls=True)
    assert view.war_of_jarls  # type: ignore[attr-defined]


def test_the_refusal_the_window_asks_is_the_one_log_play_raises(db: Database) -> None:
    vgw_players.add_player(db, "Dagny")
    log(db, "Dagny", team="Ravens", day=D2, handicaps=JARL, won=True, lost_vp=False)
    reached = jarls.jarls_reached(db)
    assert reached.players == {"Dagny": D2} and reached.teams == {"ravens": D2}
    assert jarls.war_of_jarls_refusal(reached, ["Dagny"], "", D2) is None
    assert jarls.war_of_jarls_refusal(reached, [], "RAVENS", D3) is None
    refused = jarls.war_of_jarls_refusal(reached, ["Dagny"], "", D1)
    assert refused is not None and refused.players == ("Dagny",)


def test_a_war_of_jarls_rank_is_a_rank_and_war_of_jarls_a_field(db: Database) -> None:
    vgw_players.add_player(db, "Dagny")
    log(db, "Dagny", day=D1, handicaps=JARL, won=True, lost_vp=False)
    view = log(
        db,
        "Dagny",
        day=D2,
        handicaps=Handicaps(3, 2, 3),
        war_of_jarls=True,
        won=True,
        lost_vp=False,
    )
    assert (view.glory, view.rank, view.war_of_jarls) == (10, "Jarl", True)  # type: ignore[attr-defined]
    assert view.rank_text == "Jarl (War of Jarls)"  # type: ignore[attr-defined]
    row = ladder.ladder(db).players[0]
    assert (row.best_glory, row.best_rank, row.best_war_of_jarls) == (10, "Jarl", True)
    assert row.best_rank_text == "Jarl (War of Jarls)"
    assert [(e.rank, e.war_of_jarls) for e in row.history] == [("Jarl", False), ("Jarl", True)]
    csv_lines = ladder.ladder_csv(ladder.ladder(db)).splitlines()
    assert csv_lines[0].split(",")[5:7] == ["best_rank", "war_of_jarls"]
    assert csv_lines[1].startswith("player,Dagny,2,2,10,Jarl,yes,")


def test_impossible_final_scores_are_refused_and_nothing_is_recorded(
    db: Database, db_path: object
) -> None:
    for name in ("Dagny", "Egil"):
        mm_players.add_player(db, name)
    before = night_rows(db_path)
    Score = matches.Score
    for a, b, solo in (
        (Score("Dagny", 9, 1, 1), Score("Egil", 10, 0, 0), False),
        (Score("Dagny", 9, 1, 1), Score("Egil", 9, 2, 0), False),
        (Score("Dagny", 9, 0, 0), Score("Loki", 9, 1, 1), True),
    ):
        with pytest.raises(RulesError, match="cannot happen"):
            matches.record_match(db, a, b, solo=solo)
        assert matches.score_problem(a, b, solo=solo) is not None
    assert night_rows(db_path) == before
    assert matches.score_problem(Score("Dagny", 10, 0, 0), Score("Egil", 8, 0, 0)) is None
    won = matches.record_match(db, Score("Dagny", 10, 0, 0), Score("Egil", 8, 0, 0))
    assert won.winner == "Dagny"


def test_setup_names_registered_players_or_guests(db: Database) -> None:
    Seat = setups.Seat
    with pytest.raises(NotFound, match="unknown player 'Unregistered'"):
        setups.setup_view(db, seed=1, players=[Seat("Unregistered"), Seat("Somebody")])
    mm_players.add_player(db, "Dagny")
    made = setups.setup_view(db, seed=1, players=[Seat("dagny"), Seat("Ulf", guest=True)])
    assert made.players == ("Dagny", "Ulf") and made.guests == ("Ulf",)
    solo = setups.setup_view(db, seed=1, players=[Seat("Dagny")], solo=True)
    assert (solo.players, solo.guests) == (("Loki", "Dagny"), ())
    with pytest.raises(ServiceError, match="Dagny is a registered player, not a guest"):
        setups.setup_view(db, seed=1, players=[Seat("DAGNY", guest=True), Seat("Ulf")])
    with pytest.raises(ServiceError, match="Loki is the solo opponent"):
        setups.setup_view(db, seed=1, players=[Seat("loki", guest=True)], solo=True)
    with pytest.raises(ServiceError, match="name two, not 1"):
        setups.setup_view(db, seed=1, players=[Seat("Dagny")])
    placeholders = setups.setup_view(db, seed=1)
    assert placeholders.players == ("Player 1", "Player 2") and placeholders.guests == ()
