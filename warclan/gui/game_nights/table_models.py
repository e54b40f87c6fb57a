"""The Game nights tables: each a list of columns over one DTO type, shown by the
window's one ``ColumnsModel``. Headers are ``T_()`` (the model shows them in the
window's language); cells are worded when shown."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from warclan.gui import i18n
from warclan.gui.columns import Column, ColumnsModel, date_column
from warclan.gui.i18n import tr
from warclan.i18n_text import T_
from warclan.rules.vgw.glory import Handicap
from warclan.services.micro_midgard.dto import MmMatchView, ScoreView, StandingRow
from warclan.services.vgw.dto import LadderRow, VgwPlayView


def _text(header: str, value: Callable[[Any], object]) -> Column[Any]:
    return Column(header, lambda row: i18n.text(value(row)))


def _number(header: str, value: Callable[[Any], float]) -> Column[Any]:
    """Right-aligned and sorted as a number; a fraction shows two decimals, with the
    locale's decimal sign (ids and counts stay bare: no thousands separator in "#1234")."""

    def text(row: Any) -> str:
        number = value(row)
        return i18n.number(number, 2) if isinstance(number, float) else str(number)

    return Column(header, text, sort=value, numeric=True)


def _ident(row: Any) -> int | None:
    return getattr(row, "id", None)


def _model(columns: tuple[Column[Any], ...], parent: Any) -> ColumnsModel[Any]:
    return ColumnsModel(columns, _ident, parent)


def handicap_label(which: Handicap) -> str:
    """A handicap's name in the window's language (the rules' ``HANDICAP_LABELS``)."""
    return {
        Handicap.MORE_CARDS: tr("3 more Undead Army cards"),
        Handicap.MORE_OBJECTIVES: tr("1 more Objective"),
        Handicap.FEWER_VP: tr("3 fewer starting Victory Points"),
    }[which]


def handicaps_text(taken: dict[str, int]) -> str:
    """The handicaps taken ("1 more Objective, 3 more Undead Army cards ×2"), or "none"."""
    parts = [
        handicap_label(h) + (f" ×{taken[h.value]}" if taken[h.value] > 1 else "")
        for h in Handicap
        if taken.get(h.value)
    ]
    return ", ".join(parts) if parts else tr("none", "no handicaps")


def _handicaps(p: VgwPlayView) -> str:
    return handicaps_text(p.handicaps) + (tr(" (War of Jarls)") if p.war_of_jarls else "")


PLAYS: tuple[Column[Any], ...] = (
    _number("#", lambda p: p.id),
    date_column(T_("Date"), lambda p: p.played_on),
    _text(T_("Players / team"), lambda p: p.who),
    _number(T_("Count"), lambda p: p.player_count),
    _text(T_("Handicaps"), _handicaps),
    _text(T_("Result"), lambda p: tr("won") if p.won else tr("lost")),
    _text(T_("VP"), lambda p: tr("some lost") if p.lost_vp else tr("none lost")),
    _number(T_("Glory"), lambda p: p.glory),
    _text(T_("Rank"), lambda p: p.rank_text),
    _text(T_("Notes"), lambda p: p.notes),
)


def _history(r: LadderRow) -> str:
    return ", ".join(
        tr("{date} won {glory}").format(date=i18n.date_text(e.played_on), glory=e.glory)
        if e.won
        else tr("{date} lost").format(date=i18n.date_text(e.played_on))
        for e in r.history
    )


LADDER = (
    _text(T_("Name"), lambda r: r.name),
    _text(T_("Best rank"), lambda r: r.best_rank_text),
    _number(T_("Best Glory"), lambda r: r.best_glory),
    _number(T_("Plays"), lambda r: r.plays),
    _number(T_("Wins"), lambda r: r.wins),
    _text(T_("History"), _history),
)


def _side(s: ScoreView) -> str:
    return tr("{name} {points} ({gold}G {mead}M)").format(
        name=s.name, points=s.points, gold=s.gold, mead=s.mead
    )


MATCHES: tuple[Column[Any], ...] = (
    _number("#", lambda m: m.id),
    date_column(T_("Date"), lambda m: m.played_on),
    _text(T_("Kind"), lambda m: tr("solo vs Loki") if m.solo else tr("two players")),
    _text(T_("Side A"), lambda m: _side(m.a)),
    _text(T_("Side B"), lambda m: _side(m.b)),
    _text(T_("Started"), lambda m: m.first),
    _text(T_("Result"), lambda m: m.explanation),
    _text(T_("Notes"), lambda m: m.notes),
)
MATCH_RESULT = [c.header for c in MATCHES].index("Result")


def _head_to_head(r: StandingRow) -> str:
    return "; ".join(f"{h.opponent} {h.won}-{h.lost}-{h.drawn}" for h in r.head_to_head)


STANDINGS = (
    _text(T_("Player"), lambda r: r.name),
    _number(T_("Played"), lambda r: r.played),
    _number(T_("Won"), lambda r: r.won),
    _number(T_("Lost"), lambda r: r.lost),
    _number(T_("Drawn"), lambda r: r.drawn),
    _number(T_("Avg points"), lambda r: r.average_points),
    _text(T_("Head-to-head (W-L-D)"), _head_to_head),
)


def plays_model(parent: Any = None) -> ColumnsModel[VgwPlayView]:
    return _model(PLAYS, parent)


def ladder_model(parent: Any = None) -> ColumnsModel[LadderRow]:
    return _model(LADDER, parent)


def matches_model(parent: Any = None) -> ColumnsModel[MmMatchView]:
    return _model(MATCHES, parent)


def standings_model(parent: Any = None) -> ColumnsModel[StandingRow]:
    return _model(STANDINGS, parent)
