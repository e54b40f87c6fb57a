"""What the window's forms hand back so a save from a stale copy is refused: the limits a
warband's limits form began from, and the house rule's version shown with each entry."""

from __future__ import annotations

import pytest
from dbsnapshot import dump

from warclan.rules.mors_regnat.builder import Stat
from warclan.services.mors_regnat import warbands
from warclan.services.ragnarok import campaigns
from warclan.services.ragnarok.rules_data import catalogs
from warclan.store.errors import StaleEditError


def test_limits_set_from_stale_limits_are_refused_and_change_nothing(db, db_path):
    band = warbands.create_warband(db, "Ash Wolves")
    shown = band.limits  # what the form began from
    warbands.set_limits(db, band.id, {Stat.WOUNDS: 9})  # someone else, meanwhile
    before = dump(db_path)
    with pytest.raises(StaleEditError, match="limits of 'Ash Wolves' were changed"):
        warbands.set_limits(db, band.id, {Stat.SPEED: 7}, expected=shown)
    assert dump(db_path) == before
    fresh = warbands.show_warband(db, band.id).limits
    saved = warbands.set_limits(db, band.id, {Stat.SPEED: 7}, expected=fresh)
    assert (saved.limits.speed, saved.limits.wounds) == (7, 9)


def shield(db, camp):
    return next(e for e in catalogs.show_catalog(db, "items", camp).entries if e.key == "shield")


def test_each_entry_shows_its_house_rules_version_to_hand_back(db, db_path):
    camp = campaigns.create_campaign(db, "Saga").id
    assert shield(db, camp).version == 0  # as shipped: no house rule yet
    result = catalogs.set_override(db, camp, "items", "shield", {"price": 25}, merge=True)
    shown = shield(db, camp)
    assert shown.version == result.version == result.entry.version >= 1
    catalogs.set_override(db, camp, "items", "shield", {"price": 30}, merge=True)  # elsewhere
    before = dump(db_path)
    with pytest.raises(StaleEditError):
        catalogs.set_override(
            db, camp, "items", "shield", {"price": 40}, merge=True, expected_version=shown.version
        )
    assert dump(db_path) == before
    assert shield(db, camp).version > shown.version
