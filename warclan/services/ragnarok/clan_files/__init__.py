"""Share a War Clan between campaigns as a JSON file: export one, import one.

The file holds the clan's own rows: warriors with the stats copied at recruitment, every
injury, improvement, God Power and item with the price paid, the Glory ledger and the
stores. Everything derived (current stats, rank, unspent Glory, status) is recomputed
from those rows after import, exactly as for a clan that played here.

Format (version 1)::

    {"format": "warclan-war-clan", "version": 1, "exported_at": "…", "warclan_version": "…",
     "clan": {"name", "player", "creation_cost", "joined_base_rank", "catalog_versions",
              "created_at", "id_in_source"},
     "warriors": [{"name", "profile_key", "profile_name", "faction", "stats": {"ap"…"mn"},
                   "size", "base_size", "special_abilities", "attacks", "cost_paid",
                   "recruited": "founding" | "later",
                   "injuries": [{"roll", "result", …, "lasting", "game", "latest_game"}],
                   "improvements": [{"stat", "delta", "glory_paid"}],
                   "god_powers": [{"key", "god", "name", "godspark_cost", "boosts",
                                   "attack", "text", "house_rule", "step", "glory_paid"}],
                   "items": [{"key", "name", "kind", "text", "house_rule", "glory_paid",
                              "lost", "lost_in_game"}]}],
     "ledger": [{"kind", "amount", "note"}],
     "stores": [{"name", "quantity", "source"}]}

``game``/``lost_in_game`` are sequence numbers in the campaign the file came from (0: from
an earlier import); they are kept for people reading the file and mean nothing here.

Export lives in ``export``, reading and checking a file in ``reader`` (what it returns
in ``parsed``), import in ``importer``; this module re-exports them.
"""

from __future__ import annotations

from warclan.services.ragnarok.clan_files.export import FORMAT as FORMAT
from warclan.services.ragnarok.clan_files.export import VERSION as VERSION
from warclan.services.ragnarok.clan_files.export import ClanExport as ClanExport
from warclan.services.ragnarok.clan_files.export import export_clan as export_clan
from warclan.services.ragnarok.clan_files.export import export_document as export_document
from warclan.services.ragnarok.clan_files.export import source_id as source_id
from warclan.services.ragnarok.clan_files.importer import ClanImport as ClanImport
from warclan.services.ragnarok.clan_files.importer import import_clan as import_clan
from warclan.services.ragnarok.clan_files.parsed import ParsedClan as ParsedClan
from warclan.services.ragnarok.clan_files.parsed import ParsedWarrior as ParsedWarrior
from warclan.services.ragnarok.clan_files.reader import MAX_FILE_BYTES as MAX_FILE_BYTES
from warclan.services.ragnarok.clan_files.reader import MAX_GLORY as MAX_GLORY
from warclan.services.ragnarok.clan_files.reader import MAX_PROBLEMS_SHOWN as MAX_PROBLEMS_SHOWN
from warclan.services.ragnarok.clan_files.reader import MAX_TEXT as MAX_TEXT
from warclan.services.ragnarok.clan_files.reader import ClanFileError as ClanFileError
from warclan.services.ragnarok.clan_files.reader import parse_document as parse_document
from warclan.services.ragnarok.clan_files.reader import read_clan_file as read_clan_file
