"""What the Ragnarok! services return: plain frozen dataclasses, JSON-ready."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from warclan.rules.vgw.glory import rank_label

# ``--handicap`` on the command line: each flag and the handicap it takes.
HANDICAP_FLAGS = {"cards": "more_cards", "objectives": "more_objectives", "vp": "fewer_vp"}


@dataclass(frozen=True, slots=True)
class VgwPlayerView:
    id: int
    name: str
    plays: int


@dataclass(frozen=True, slots=True)
class VgwSetupView:
    seed: int
    players: int
    war_of_jarls: bool
    handicaps: dict[str, int]
    handicaps_text: str
    deck_size: int
    boss: int
    boss_name: str
    objectives: tuple[int, ...]
    objective_names: tuple[str, ...]
    team_token_base: int
    team_token_start: int  # the starting Victory Points
    steps: tuple[str, ...]

    @property
    def command(self) -> str:
        """The command that makes this setup again (the CLI shows it, the sheet prints it)."""
        handicaps = "".join(
            f" --handicap {flag}" * self.handicaps[key] for flag, key in HANDICAP_FLAGS.items()
        )
        jarls = " --war-of-jarls" if self.war_of_jarls else ""
        return f"warclan vgw setup --players {self.players} --seed {self.seed}{handicaps}{jarls}"


@dataclass(frozen=True, slots=True)
class VgwPlayView:
    id: int
    played_on: date
    team: str
    player_count: int
    players: tuple[str, ...]
    war_of_jarls: bool
    handicaps: dict[str, int]
    handicaps_text: str
    won: bool
    lost_vp: bool
    glory: int
    glory_lines: tuple[str, ...]
    rank: str  # a rank ("Jarl" past 5 Glory too; see war_of_jarls), "—" for a lost play
    seed: int | None
    notes: str

    @property
    def rank_text(self) -> str:
        """The rank as printed: "Jarl (War of Jarls)" past 5 Glory."""
        return rank_label(self.glory) if self.won else "—"

    @property
    def who(self) -> str:
        names = ", ".join(self.players)
        if self.team and names:
            return f"{self.team} ({names})"
        return self.team or names


@dataclass(frozen=True, slots=True)
class LadderEntry:
    """A play in someone's history."""

    play_id: int
    played_on: date
    won: bool
    glory: int
    rank: str  # as on the play: a rank or "—"
    war_of_jarls: bool  # a War of Jarls play


@dataclass(frozen=True, slots=True)
class LadderRow:
    kind: str  # "player" | "team"
    name: str
    plays: int
    wins: int
    best_glory: int
    best_rank: str  # a rank, "Jarl" past 5 Glory too; "—" without a won play
    best_war_of_jarls: bool  # the best Glory is past Jarl's 5: a War of Jarls score
    history: tuple[LadderEntry, ...]

    @property
    def best_rank_text(self) -> str:
        """The best rank as printed: "Jarl (War of Jarls)" past 5 Glory."""
        return rank_label(self.best_glory)


@dataclass(frozen=True, slots=True)
class VgwLadder:
    players: tuple[LadderRow, ...]
    teams: tuple[LadderRow, ...]
