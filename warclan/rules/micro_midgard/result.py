"""Who won a match ("End of the Game").

The text: "The game ends immediately when either: a player reaches 9 points, or the final
Prophecy has been scored. The winner is the player with the most points at the end of the
game. In the event of a tie, the player with the most remaining resources is the winner."
Remaining resources are Gold plus Mead (docs/design/RULES.md). Should they tie too the text is
silent: we record a draw and say so.
"""

from __future__ import annotations

from dataclasses import dataclass

from warclan.i18n_text import T_
from warclan.rules.errors import RulesError

WINNING_POINTS = 9  # "a player reaches 9 points"
MAX_RESOURCE = 7  # "Players may have a maximum of 7 of each resource."
MAX_POINTS = 999  # only keeps numbers storable; the text caps no score


@dataclass(frozen=True, slots=True)
class FinalScore:
    name: str
    points: int
    gold: int
    mead: int

    @property
    def resources(self) -> int:
        return self.gold + self.mead


@dataclass(frozen=True, slots=True)
class Outcome:
    winner: int | None  # index of the winning score, None for a draw
    decided_by: str  # "points" | "resources" | "draw"
    ended_by: str  # "9 points" | "last Prophecy"
    explanation: str


def check_score(score: FinalScore) -> None:
    if score.points < 0:
        raise RulesError(
            T_(
                "{score}: points cannot be negative ({points})",
                score=score.name,
                points=score.points,
            )
        )
    if score.points > MAX_POINTS:
        raise RulesError(
            T_(
                "{score}: points must be at most {max_points}, not {points}",
                score=score.name,
                max_points=MAX_POINTS,
                points=score.points,
            )
        )
    for what, value in ((T_("Gold"), score.gold), (T_("Mead"), score.mead)):
        if value < 0:
            raise RulesError(
                T_(
                    "{score}: {what} cannot be negative ({value})",
                    score=score.name,
                    what=what,
                    value=value,
                )
            )
        if value > MAX_RESOURCE:
            raise RulesError(
                T_(
                    "{score}: {what} must be between 0 and {max_resource} (a player holds at "
                    "most 7 of each resource), not {value}",
                    score=score.name,
                    what=what,
                    max_resource=MAX_RESOURCE,
                    value=value,
                )
            )


def check_final(a: FinalScore, b: FinalScore) -> None:
    """Refuse final scores that cannot happen (docs/design/RULES.md, Micro Midgard): the
    game ends the moment one player reaches 9 points, and points come one Prophecy (or one
    Loki focus) at a time, so at most one player ends on 9 or more, and wins. Both on 9 or
    more (a draw or a tie-break among them included) is refused. Solo games against Loki
    alike. Only new scores are checked: ``decide`` still reads whatever was stored."""
    check_score(a)
    check_score(b)
    if min(a.points, b.points) < WINNING_POINTS:
        return
    how = (
        T_("a tie on {points} points", points=a.points)
        if a.points == b.points
        else T_(
            "{a} on {a_points} and {b} on {b_points}",
            a=a.name,
            a_points=a.points,
            b=b.name,
            b_points=b.points,
        )
    )
    raise RulesError(
        T_(
            "{how} cannot happen: the game ends the moment one player reaches "
            "{winning_points} points, so only one player can end on {winning_points} "
            "or more",
            how=how,
            winning_points=WINNING_POINTS,
        )
    )


def decide(a: FinalScore, b: FinalScore) -> Outcome:
    check_score(a)
    check_score(b)
    ended = "9 points" if max(a.points, b.points) >= WINNING_POINTS else "last Prophecy"
    if a.points != b.points:
        win = 0 if a.points > b.points else 1
        best, other = (a, b) if win == 0 else (b, a)
        said = T_(
            "{name} wins on points, {points} to {other}",
            name=best.name,
            points=best.points,
            other=other.points,
        )
        return Outcome(win, "points", ended, said)
    if a.resources != b.resources:
        win = 0 if a.resources > b.resources else 1
        best, other = (a, b) if win == 0 else (b, a)
        return Outcome(
            win,
            "resources",
            ended,
            T_(
                "tied on {points} points; {name} wins with more remaining resources "
                "({resources} to {other} Gold plus Mead)",
                points=a.points,
                name=best.name,
                resources=best.resources,
                other=other.resources,
            ),
        )
    return Outcome(
        None,
        "draw",
        ended,
        T_(
            "a draw: tied on {points} points and on {resources} remaining resources "
            "(the rules name no further tie-break)",
            points=a.points,
            resources=a.resources,
        ),
    )
