"""What undoing a War Clan's latest game removes, as the confirmation lists it (issue 24):
the service's lines are ``T_()`` texts, German in the German window, and the English of
``str()`` is as it was."""

from __future__ import annotations

from tests.gui.german import assert_german
from warclan.gui import i18n
from warclan.services.ragnarok import clans, games, post_game
from warclan.services.ragnarok.dto import CampaignView
from warclan.services.ragnarok.undo_preview import undo_preview
from warclan.store.database import Database


def _clan(campaign: CampaignView, name: str) -> int:
    return next(c.id for c in campaign.clans if c.name == name)


def test_the_undo_confirmation_lists_what_goes_in_german(
    german: str, db: Database, demo_campaign: CampaignView
) -> None:
    ravens, wolves = _clan(demo_campaign, "Ravens"), _clan(demo_campaign, "Wolves")
    game = games.record_game(
        db,
        demo_campaign.id,
        [
            games.Side(ravens, victory_points=2, removed=["Sigrid"]),
            games.Side(wolves, victory_points=1),
        ],
    )
    post_game.run_post_game(
        db,
        game.id,
        ravens,
        post_game.InjuryDice({"Sigrid": [5, 7, 1]}),
        post_game.Orders(raid_roll=11, recruits=[clans.Recruit("example.thrall", "Tofa")]),
    )
    preview = undo_preview(db, ravens)
    assert preview is not None
    assert preview.title == "Game 4 for Ravens"
    english = list(preview.lines)
    assert english[0] == "the result of Ravens in game 4: 2 VP, 0 encounter kills"
    assert "injury of Sigrid: severely wounded, Weakened Core (rolled 5)" in english
    assert "recruit Tofa" in english
    assert any(line.endswith("dice recorded with the sequence") for line in english)

    assert i18n.text(preview.title) == "Spiel 4 von Ravens"
    shown = [i18n.text(line) for line in preview.lines]
    assert shown[0] == "das Ergebnis von Ravens in Spiel 4: 2 SiP, 0 getötete Begegnungen"
    assert "Verletzung von Sigrid: schwer verwundet, Weakened Core (gewürfelt: 5)" in shown
    assert "Rekrut Tofa" in shown
    # Ledger notes are stored English (docs/translating.md): the words around them are German.
    glory = [s for s in shown if s.startswith("Ruhm: ")]
    assert glory, shown
    notes = [line.args["note"] for line in preview.lines if line.startswith("Glory: ")]
    assert_german(
        [s for s in shown if not s.startswith("Ruhm: ")],
        data=["Ravens", "Sigrid", "Tofa", "Weakened Core", *notes],
    )
