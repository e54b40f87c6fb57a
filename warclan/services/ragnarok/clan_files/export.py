"""Export a War Clan as a JSON file (the format is described in ``clan_files``)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from warclan import __version__, atomic
from warclan.i18n_text import T_
from warclan.rules.ragnarok.profiles import STAT_NAMES
from warclan.services.errors import ServiceError
from warclan.services.ragnarok import lookup
from warclan.services.ragnarok.state import recent_event
from warclan.store.database import Database
from warclan.store.models.ragnarok import (
    CampaignEvent,
    ClanStore,
    Game,
    GloryEntry,
    Injury,
    Player,
    WarClan,
    Warrior,
    WarriorGodPower,
    WarriorItem,
)
from warclan.store.queries import ragnarok as queries

FORMAT: Final = "warclan-war-clan"
VERSION: Final = 1


@dataclass(frozen=True, slots=True)
class ClanExport:
    clan: str
    campaign: str
    path: str
    warriors: int
    size_bytes: int


def export_clan(
    db: Database,
    clan_ref: str | int,
    path: Path,
    campaign: str | int | None = None,
    *,
    overwrite: bool = False,
) -> ClanExport:
    """Write the clan to ``path`` as a War Clan file; an existing file is kept unless
    ``overwrite``."""
    with db.session() as session:
        camp_id = lookup.campaign(session, campaign).id if campaign is not None else None
        clan = lookup.clan(session, clan_ref, camp_id)
        camp_name = lookup.campaign(session, clan.campaign_id).name
        document = export_document(session, clan)
    if path.exists() and not path.is_file():
        raise ServiceError(T_("{path} is not a file", path=path))
    if path.exists() and not overwrite:
        raise atomic.FileExists(path)
    data = (json.dumps(document, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    atomic.write_atomically(path, data, overwrite=overwrite)  # a WriteError is a UserError
    return ClanExport(clan.name, camp_name, str(path), len(document["warriors"]), len(data))


def export_document(session: Session, clan: WarClan) -> dict[str, Any]:
    """The clan as a version-1 document (what ``export_clan`` writes)."""
    player = session.get(Player, clan.player_id)
    warriors = queries.clan_warriors(session, clan.id)
    ids = [w.id for w in warriors]
    latest = recent_event(session, clan)
    injuries = _all_injuries(session, ids)
    improvements = queries.improvements_of(session, ids)
    powers = queries.god_powers_of(session, ids)
    items = queries.items_of(session, ids)
    ledger = session.scalars(
        select(GloryEntry).where(GloryEntry.clan_id == clan.id).order_by(GloryEntry.id)
    )
    stores = session.scalars(
        select(ClanStore).where(ClanStore.clan_id == clan.id).order_by(ClanStore.id)
    )
    return {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "warclan_version": __version__,
        "clan": {
            "name": clan.name,
            "player": player.name if player else "",
            "creation_cost": clan.creation_cost,
            "joined_base_rank": clan.joined_base_rank,
            "catalog_versions": dict(clan.catalog_versions or {}),
            "created_at": clan.created_at.isoformat(),
            "id_in_source": source_id(clan.created_at, [w for w in warriors if _founding(w)]),
        },
        "warriors": [
            {
                "name": w.name,
                "profile_key": w.profile_key,
                "profile_name": w.profile_name,
                "faction": w.faction,
                "stats": {s: getattr(w, s) for s in STAT_NAMES},
                "size": w.size,
                "base_size": w.base_size,
                "special_abilities": list(w.special_abilities),
                "attacks": list(w.attacks),
                "cost_paid": w.cost_paid,
                "recruited": "founding" if _founding(w) else "later",
                "injuries": [
                    _injury_doc(i, seq, latest is not None and i.event_id == latest.id)
                    for i, seq in injuries.get(w.id, [])
                ],
                "improvements": [
                    {"stat": m.stat, "delta": m.delta, "glory_paid": m.glory_paid}
                    for m in improvements.get(w.id, [])
                ],
                "god_powers": [_power_doc(p) for p in powers.get(w.id, [])],
                "items": [_item_doc(i, seq) for i, seq in items.get(w.id, [])],
            }
            for w in warriors
        ],
        "ledger": [{"kind": e.kind, "amount": e.amount, "note": e.note} for e in ledger],
        "stores": [{"name": s.name, "quantity": s.quantity, "source": s.source} for s in stores],
    }


def _founding(warrior: Warrior) -> bool:
    return warrior.recruited_event_id is None


def source_id(created_at: datetime, founders: Sequence[Warrior]) -> str:
    """A clan's identity across files: its creation time and founding roster never change
    (an import keeps the original creation time), so a re-export of the same clan, or of
    an imported copy, gives the same id and a second import is caught."""
    basis = json.dumps(
        [created_at.isoformat(), [[w.name, w.profile_key, w.cost_paid] for w in founders]]
    )
    return "sha256:" + hashlib.sha256(basis.encode("utf-8")).hexdigest()[:32]


def _all_injuries(session: Session, warrior_ids: list[int]) -> dict[int, list[tuple[Injury, int]]]:
    """Every injury row, in campaign order, with its game's sequence (0: an import)."""
    found: dict[int, list[tuple[Injury, int]]] = {}
    seq = func.coalesce(Game.seq, 0)
    rows = session.execute(
        select(Injury, seq)
        .join(CampaignEvent, CampaignEvent.id == Injury.event_id)
        .outerjoin(Game, Game.id == CampaignEvent.game_id)
        .where(Injury.warrior_id.in_(warrior_ids))
        .order_by(seq, Injury.id)
    )
    for injury, game_seq in rows:
        found.setdefault(injury.warrior_id, []).append((injury, int(game_seq)))
    return found


def _injury_doc(row: Injury, seq: int, latest: bool) -> dict[str, Any]:
    return {
        "roll": row.roll,
        "result": row.result,
        "severe_key": row.severe_key,
        "severe_name": row.severe_name,
        "severe_house_rule": row.severe_house_rule,
        "stat": row.stat,
        "stat_delta": row.stat_delta,
        "becomes_blind": row.becomes_blind,
        "equipment_roll": row.equipment_roll,
        "loses_equipment": row.loses_equipment,
        "misses_next_game": row.misses_next_game,
        "raid_survivor": row.raid_survivor,
        "removed": row.removed,
        "dies": row.dies,
        "lasting": row.lasting,
        "game": seq,
        "latest_game": latest,
    }


def _power_doc(row: WarriorGodPower) -> dict[str, Any]:
    return {
        "key": row.power_key,
        "god": row.god,
        "name": row.name,
        "godspark_cost": row.godspark_cost,
        "boosts": list(row.boosts),
        "attack": row.attack,
        "text": row.text,
        "house_rule": row.house_rule,
        "step": row.step,
        "glory_paid": row.glory_paid,
    }


def _item_doc(row: WarriorItem, lost_seq: int | None) -> dict[str, Any]:
    lost = row.lost_event_id is not None
    return {
        "key": row.item_key,
        "name": row.name,
        "kind": row.kind,
        "text": row.text,
        "house_rule": row.house_rule,
        "glory_paid": row.glory_paid,
        "lost": lost,
        "lost_in_game": (lost_seq or 0) if lost else None,
    }
