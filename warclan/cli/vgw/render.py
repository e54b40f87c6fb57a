"""Plain-text output of the ``warclan vgw`` results."""

from __future__ import annotations

from typing import Any

from warclan.cli.game_nights import player_texts
from warclan.cli.render import renders, renders_list, table
from warclan.services.vgw.dto import VgwLadder, VgwPlayerView, VgwPlayView, VgwSetupView
from warclan.services.vgw.ladder import CsvResult


@renders(CsvResult)
def _csv(r: CsvResult) -> str:
    return f"Wrote {r.path} ({r.rows} rows)"


@renders(VgwSetupView)
def setup(s: VgwSetupView) -> str:
    who = "solo" if s.players == 1 else f"{s.players} players"
    lines = [
        f"Vikings Gone Wild: Ragnarok! setup — {who}"
        + (" — War of Jarls" if s.war_of_jarls else "")
        + f" — seed {s.seed}",
        f"Handicaps: {s.handicaps_text}",
        f"Undead Army deck: {s.deck_size} cards",
        f"Boss (face down at the bottom of the deck): {s.boss_name} [Boss {s.boss} of 5]",
        "Objectives: "
        + "; ".join(f"{n} [{i}]" for n, i in zip(s.objective_names, s.objectives, strict=True)),
        f"Team token (starting Victory Points): {s.team_token_start}"
        + (
            f" ({s.team_token_base} − {s.team_token_base - s.team_token_start} handicap)"
            if s.team_token_start != s.team_token_base
            else ""
        ),
        f"Same setup again: {s.command}",
    ]
    return "\n".join(lines)


player_texts(VgwPlayerView, "plays", "play", "plays")


@renders(VgwPlayView)
def play(p: VgwPlayView) -> str:
    result = "won" if p.won else "lost"
    lines = [
        f"Play #{p.id} on {p.played_on.isoformat()}: {p.who} — {p.player_count} "
        f"player{'s' if p.player_count != 1 else ''}"
        + (" — War of Jarls" if p.war_of_jarls else ""),
        f"Handicaps: {p.handicaps_text}",
        f"Result: {result}; {'some VP lost' if p.lost_vp else 'no VP lost'}",
        f"Glory: {p.glory} ({', '.join(p.glory_lines)}) — rank: {p.rank_text}",
    ]
    if p.notes:
        lines.append(f"Notes: {p.notes}")
    return "\n".join(lines)


@renders_list(VgwPlayView)
def plays(rows: list[VgwPlayView]) -> str:
    return table(
        ["id", "date", "who", "n", "handicaps", "result", "VP", "Glory", "rank"],
        [
            [
                str(p.id),
                p.played_on.isoformat(),
                p.who,
                str(p.player_count),
                p.handicaps_text,
                "won" if p.won else "lost",
                "lost some" if p.lost_vp else "none lost",
                str(p.glory),
                p.rank_text,
            ]
            for p in rows
        ],
    )


@renders(VgwLadder)
def ladder(data: VgwLadder) -> str:
    def block(title: str, rows: Any) -> str:
        body = table(
            ["#", "name", "best rank", "best Glory", "plays", "wins"],
            [
                [str(i), r.name, r.best_rank_text, str(r.best_glory), str(r.plays), str(r.wins)]
                for i, r in enumerate(rows, start=1)
            ],
        )
        return f"{title}\n{body if rows else '(none yet)'}"

    return block("Players", data.players) + "\n\n" + block("Teams", data.teams)
