"""The War Clan page's tables, as column lists over the services' DTOs."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtGui import QBrush, QColor

from warclan.gui.columns import Column, ColumnsModel, date_column, figure_column
from warclan.gui.i18n import number as figure
from warclan.gui.i18n import tr
from warclan.gui.ragnarok.table_models import _STATUS_ORDER, stat_tooltip, status_text
from warclan.gui.ragnarok.warrior_text import (
    dice_notation,
    injury_text,
    items_text,
    origin_text,
    powers_text,
    stat_abbr,
    stat_label,
    stat_text,
)
from warclan.gui.signs import signed
from warclan.gui.stored_texts import stored_text
from warclan.rules.ragnarok.profiles import STAT_NAMES
from warclan.services.ragnarok.dto import ClanSummary, StoreView, WarriorView

if TYPE_CHECKING:  # the history service loads when the History or Chart tab is first shown
    from warclan.services.ragnarok.history import DiceLine, GameLine, LedgerLine

RowT = TypeVar("RowT")
MUTED = QBrush(QColor("#7a7a7a"))
WORSE = QBrush(QColor("#b3261e"))
BETTER = QBrush(QColor("#1e7b34"))
WARNING = QBrush(QColor("#a15c00"))


def _game_column(seq: Callable[[RowT], int | None]) -> Column[RowT]:
    """The game a history line belongs to, by its number (— for none: sorted first)."""

    def text(row: RowT) -> str:
        found = seq(row)
        return "—" if found is None else figure(found)

    return Column(tr("Game"), text, sort=lambda row: seq(row) or 0, numeric=True)


def _stat_column(stat: str) -> Column[WarriorView]:
    def colour(w: WarriorView) -> QBrush | None:
        if not w.in_clan:
            return MUTED
        change = w.current_stats[stat] - w.base_stats[stat]
        return WORSE if change < 0 else BETTER if change > 0 else None

    return Column(
        stat_abbr(stat),
        lambda w: stat_text(w, stat),
        sort=lambda w: w.current_stats[stat],
        numeric=True,
        tip=tr(
            "{stat}: current value; a change since recruitment is shown after it as (+1) or (−1)"
        ).format(stat=stat_label(stat)),
        tooltip=lambda w: stat_tooltip(w, stat),
        foreground=colour,
    )


def _status_tip(w: WarriorView) -> str | None:
    lines = [injury_text(i) for i in w.injuries]
    if w.misses_next_game and w.in_clan:
        lines.append(tr("Injured in the clan's latest game: cannot be fielded in the next one."))
    return "\n".join(lines) or None


def _status_colour(w: WarriorView) -> QBrush | None:
    if not w.in_clan:
        return MUTED
    return WARNING if w.misses_next_game else None


def warriors_model(parent: object = None) -> ColumnsModel[WarriorView]:
    muted = lambda w: MUTED if not w.in_clan else None  # noqa: E731
    columns: list[Column[WarriorView]] = [
        Column(tr("Warrior"), lambda w: w.name, foreground=muted),
        Column(
            tr("Status"),
            status_text,
            sort=lambda w: _STATUS_ORDER.get(
                "misses" if w.status == "misses_next_game" else w.status, 9
            ),
            tooltip=_status_tip,
            foreground=_status_colour,
        ),
        *(_stat_column(s) for s in STAT_NAMES),
        Column(
            tr("God Powers"),
            powers_text,
            tip=tr("God Powers with their Godspark cost (GS)"),
            tooltip=lambda w: "\n".join(f"{p.name}: {p.text}" for p in w.god_powers) or None,
        ),
        Column(
            tr("Items"), items_text, tooltip=lambda w: "\n".join(i.text for i in w.items) or None
        ),
        Column(tr("Profile"), lambda w: w.profile_name, foreground=muted),
    ]
    return ColumnsModel(columns, ident=lambda w: w.id, parent=parent)


def stores_model(parent: object = None) -> ColumnsModel[StoreView]:
    return ColumnsModel(
        [
            Column(tr("Store"), lambda s: s.name),
            figure_column(tr("Quantity"), lambda s: s.quantity),
            Column(tr("Where it came from"), lambda s: s.source),
        ],
        parent=parent,
    )


def games_model(parent: object = None) -> ColumnsModel[GameLine]:
    return ColumnsModel(
        [
            figure_column(tr("Game"), lambda g: g.seq),
            date_column(tr("Date"), lambda g: g.played_on),
            Column(tr("Scenario"), lambda g: g.scenario or "—"),
            Column(tr("Against"), lambda g: ", ".join(g.opponents) or "—"),
            figure_column(tr("VP"), lambda g: g.victory_points, tip=tr("Victory Points")),
            figure_column(tr("Kills"), lambda g: g.encounter_kills, tip=tr("Encounter kills")),
            figure_column(tr("Rank before"), lambda g: g.rank_before),
            Column(tr("Removed from play"), lambda g: ", ".join(g.removed) or "—"),
            Column(
                tr("Post-game sequence"),
                lambda g: tr("done") if g.sequence_run else tr("not yet run"),
                foreground=lambda g: None if g.sequence_run else WARNING,
            ),
            Column(
                tr("Game log"),
                lambda g: tr("tracked (Enter)") if g.tracked else "—",
                tip=tr("Played with the game tracker: Enter or double-click shows its log"),
            ),
        ],
        ident=lambda g: g.game_id,
        parent=parent,
    )


def _kind(kind: str) -> str:
    """A Glory ledger entry's kind in words."""
    return {
        "scenario": tr("Scenario Glory"),
        "catch_up": tr("Catch-up bonus"),
        "correction": tr("Correction"),
        "spend": tr("Spent"),
        "refund": tr("Refund"),
        "raid": tr("Found raiding"),
    }.get(kind, kind)


def ledger_model(parent: object = None) -> ColumnsModel[LedgerLine]:
    return ColumnsModel(
        [
            _game_column(lambda x: x.game_seq),
            Column(tr("Entry"), lambda x: _kind(x.kind)),
            Column(tr("Glory"), lambda x: signed(x.amount), sort=lambda x: x.amount, numeric=True),
            Column(
                tr("Raises rank"),
                lambda x: tr("yes") if x.collected else tr("no"),
                tip=tr("Glory collected raises War Clan Rank; raid finds and spending do not"),
            ),
            Column(tr("Note"), lambda x: stored_text(x.note)),
        ],
        parent=parent,
    )


def dice_model(parent: object = None) -> ColumnsModel[DiceLine]:
    return ColumnsModel(
        [
            _game_column(lambda d: d.game_seq),
            Column(tr("Dice"), lambda d: dice_notation(d.kind)),
            figure_column(tr("Value"), lambda d: d.value),
            Column(tr("Origin"), lambda d: origin_text(d.origin, d.seed)),
            Column(tr("For"), lambda d: stored_text(d.purpose)),
        ],
        parent=parent,
    )


ClanRow = tuple[ClanSummary, int]  # a clan and its games played


def clans_model(parent: object = None) -> ColumnsModel[ClanRow]:
    def left(r: ClanRow) -> QBrush | None:
        return None if r[0].active else MUTED

    def number(header: str, value: Callable[[ClanRow], int], tip: str = "") -> Column[ClanRow]:
        return figure_column(header, value, tip=tip, foreground=left)

    return ColumnsModel(
        [
            Column(
                tr("War Clan"),
                lambda r: r[0].name if r[0].active else tr("{clan} (left)").format(clan=r[0].name),
                foreground=left,
            ),
            Column(tr("Player"), lambda r: r[0].player, foreground=left),
            number(
                tr("Rank"),
                lambda r: r[0].rank,
                tr("War Clan Rank: +1 for every 50 Glory collected"),
            ),
            number(
                tr("Glory collected"),
                lambda r: r[0].glory_collected,
                tr("Glory earned in games; it raises War Clan Rank"),
            ),
            number(
                tr("Unspent Glory"),
                lambda r: r[0].unspent_glory,
                tr("Glory left to spend, raid finds included"),
            ),
            number(tr("Games"), lambda r: r[1]),
            number(
                tr("Joined at base rank"),
                lambda r: r[0].joined_base_rank,
                tr(
                    "The campaign's base War Clan Rank when the clan joined; below it, the "
                    "clan earns catch-up Glory"
                ),
            ),
        ],
        ident=lambda r: r[0].id,
        parent=parent,
    )
