"""Which module holds each command group, with the one-line help ``warclan --help`` shows.

``main`` imports only the module of the group on the command line; the other groups get
an empty parser carrying this help text, so ``warclan --help`` and a mistyped group still
list every command without importing any of them. A test checks this table against the
help each module really registers.
"""

from __future__ import annotations

# group -> (module with ``add_commands(groups)``, help)
GROUPS: dict[str, tuple[str, str]] = {
    "campaign": ("warclan.cli.ragnarok.commands", "create, list, show and set up campaigns"),
    "profiles": ("warclan.cli.ragnarok.commands", "the model profile catalogue"),
    "clan": ("warclan.cli.ragnarok.commands", "War Clans"),
    "game": ("warclan.cli.ragnarok.games", "record games, run post-game sequences, look back"),
    "warband": (
        "warclan.cli.mors_regnat.commands",
        "Mors Regnat warbands: build, check, copy, export",
    ),
    "warrior": ("warclan.cli.mors_regnat.commands", "Mors Regnat warriors"),
    "match": ("warclan.cli.mors_regnat.commands", "the Mors Regnat match log"),
    "odds": ("warclan.cli.mors_regnat.commands", "exact Mors Regnat attack odds"),
    "catalog": ("warclan.cli.ragnarok.catalogs", "rules catalogues and a campaign's house rules"),
    "powers": ("warclan.cli.ragnarok.catalogs", "God Powers"),
    "items": ("warclan.cli.ragnarok.catalogs", "equipment and artifacts"),
    "share": ("warclan.cli.ragnarok.clan_files", "pass War Clans between campaigns as JSON files"),
    "roster": ("warclan.cli.rosters", "printable PDF rosters to take to the table"),
    "desktop": (
        "warclan.cli.desktop",
        "Linux: install or remove the desktop entry, metadata and icons",
    ),
    "db": ("warclan.cli.dbinfo", "where the database is and its version; upgrade a server's"),
    "league": (
        "warclan.cli.league",
        "a league on a PostgreSQL server: roles, owners, audit",
    ),
    "vgw": (
        "warclan.cli.vgw.commands",
        "Vikings Gone Wild: Ragnarok!: setup, play log, Glory ladder",
    ),
    "midgard": (
        "warclan.cli.micro_midgard.commands",
        "Micro Midgard: setup, match log, standings, solo against Loki",
    ),
}
