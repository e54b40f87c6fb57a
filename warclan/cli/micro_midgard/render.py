"""Plain-text output of the ``warclan midgard`` results."""

from __future__ import annotations

from typing import Any

from warclan.cli.game_nights import player_texts
from warclan.cli.render import renders, renders_list, table
from warclan.services.micro_midgard.dto import (
    LokiGameView,
    MmMatchView,
    MmPlayerView,
    MmSetupView,
    MmStandings,
    StandingRow,
)


@renders(MmSetupView)
def setup(s: MmSetupView) -> str:
    head = "first-game preset" if s.preset == "first-game" else f"seed {s.seed}"
    lines = [f"Micro Midgard setup — {head}" + (" — solo against Loki" if s.solo else "")]
    if s.note:
        lines.append(s.note)
    for row in ("Sun", "Moon"):
        spots = [p for p in s.prophecies if p.row == row]
        side = "day" if row == "Sun" else "night"
        lines.append(f"{row} row ({side} side up), left to right:")
        lines += [f"  {p.column}. Prophecy {p.number}: {p.text}" for p in spots]
    lines.append("Ragnarok track (token → Blessing card side face up):")
    lines += [f"  {t.position}. token of card {t.card} → {t.blessing}" for t in s.tokens]
    for track, side in (("Blue", "day side up"), ("Red", "night side up")):
        lines.append(f"{track} Blessing track Relics ({side}), level 1 at the bottom:")
        lines += [
            f"  level {r.level}: Relic {r.relic} — {r.text}" for r in s.relics if r.track == track
        ]
    lines.append(f"Out of the game: Relics {', '.join(s.removed_relics)}")
    lines.append(
        f"{s.starting} starts; {s.second} "
        + ("plays second." if s.solo else "takes 1 Gold or Mead (their choice).")
    )
    if s.guests:
        lines.append(f"Guests (not registered players): {', '.join(s.guests)}")
    return "\n".join(lines)


player_texts(MmPlayerView, "matches", "match", "matches")


def _side(s: Any) -> str:
    return f"{s.name} {s.points} pts ({s.gold} Gold, {s.mead} Mead)"


@renders(MmMatchView)
def match(m: MmMatchView) -> str:
    lines = [
        f"Match #{m.id} on {m.played_on.isoformat()}"
        + (" (solo against Loki)" if m.solo else "")
        + f": {_side(m.a)} vs {_side(m.b)}",
        f"Ended by: {m.ended_by}; {m.first} started",
        f"Result: {m.explanation}",
    ]
    if m.notes:
        lines.append(f"Notes: {m.notes}")
    return "\n".join(lines)


@renders_list(MmMatchView)
def match_list(rows: list[MmMatchView]) -> str:
    return table(
        ["id", "date", "players", "points", "resources", "result"],
        [
            [
                str(m.id),
                m.played_on.isoformat(),
                f"{m.a.name} vs {m.b.name}",
                f"{m.a.points}–{m.b.points}",
                f"{m.a.resources}–{m.b.resources}",
                "draw" if m.winner is None else f"{m.winner} won ({m.decided_by})",
            ]
            for m in rows
        ],
    )


def _standings_table(rows: tuple[StandingRow, ...]) -> str:
    if not rows:
        return "(none yet)"
    return table(
        ["#", "player", "played", "won", "lost", "drawn", "avg points", "head-to-head"],
        [
            [
                str(i),
                r.name,
                str(r.played),
                str(r.won),
                str(r.lost),
                str(r.drawn),
                f"{r.average_points:.2f}",
                "; ".join(f"{h.opponent} {h.won}-{h.lost}-{h.drawn}" for h in r.head_to_head),
            ]
            for i, r in enumerate(rows, start=1)
        ],
    )


@renders(MmStandings)
def standings(s: MmStandings) -> str:
    return (
        "Standings (two-player matches; head-to-head won-lost-drawn)\n"
        + _standings_table(s.players)
        + "\n\nSolo ladder (against Loki)\n"
        + _standings_table(s.solo)
    )


@renders(LokiGameView)
def loki_game(g: LokiGameView) -> str:
    card = f"card {g.card}" if g.card is not None else "no card drawn yet"
    deck = (
        "all eight drawn: the deck is reshuffled"
        if g.reshuffled
        else f"{g.left_in_deck} of 8 left in this shuffle"
    )
    lines = [
        f"Loki companion game #{g.id} — {g.player} plays second — seed {g.seed}",
        f"Last step: {g.last_event}",
        f"Loki card: {card} (draw {g.draws}; {deck})",
        f"Loki's marker: {g.position_text}",
        f"Focus: resolve {g.focus} ({g.focus_times}×)",
        f"Focus tracks: Sun {g.sun_focus}/4, Moon {g.moon_focus}/4"
        + (f"; last bonus: {g.last_bonus}" if g.last_bonus else ""),
    ]
    if g.focus_points:
        lines.append(f"Points Loki took at the end of a focus track: {g.focus_points}")
    return "\n".join(lines)
