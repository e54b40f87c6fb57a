"""What the Micro Midgard services return: plain frozen dataclasses, JSON-ready."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True, slots=True)
class MmPlayerView:
    id: int
    name: str
    matches: int


@dataclass(frozen=True, slots=True)
class ProphecySpot:
    row: str  # "Sun" | "Moon"
    column: int  # 1–5, left to right
    number: int
    side: str  # "day" | "night"
    text: str


@dataclass(frozen=True, slots=True)
class TokenSpot:
    position: int
    card: int
    blessing: str  # the Blessing card side face up, matching the token's side


@dataclass(frozen=True, slots=True)
class RelicSpot:
    track: str  # "Blue" | "Red"
    level: int
    relic: str  # "3-2": level 3, column 2 of the reference tables
    side: str  # "day (Sun)" | "night (Moon)"
    text: str


@dataclass(frozen=True, slots=True)
class MmSetupView:
    seed: int | None
    preset: str
    note: str
    prophecies: tuple[ProphecySpot, ...]
    tokens: tuple[TokenSpot, ...]
    blessings: tuple[str, ...]
    relics: tuple[RelicSpot, ...]
    removed_relics: tuple[str, ...]
    players: tuple[str, str]
    starting: str
    second: str
    solo: bool
    guests: tuple[str, ...] = ()  # names given as guests: not registered players


@dataclass(frozen=True, slots=True)
class ScoreView:
    name: str
    points: int
    gold: int
    mead: int
    resources: int
    result: str  # "won" | "lost" | "drawn"


@dataclass(frozen=True, slots=True)
class MmMatchView:
    id: int
    played_on: date
    solo: bool
    a: ScoreView
    b: ScoreView
    first: str  # the name of the player who started
    winner: str | None
    decided_by: str  # points | resources | draw
    ended_by: str
    explanation: str
    seed: int | None
    loki_game: int | None
    notes: str


@dataclass(frozen=True, slots=True)
class HeadToHead:
    opponent: str
    played: int
    won: int
    lost: int
    drawn: int


@dataclass(frozen=True, slots=True)
class StandingRow:
    name: str
    played: int
    won: int
    lost: int
    drawn: int
    average_points: float
    best_points: int
    head_to_head: tuple[HeadToHead, ...]


@dataclass(frozen=True, slots=True)
class MmStandings:
    players: tuple[StandingRow, ...]  # two-player matches
    solo: tuple[StandingRow, ...]  # against Loki: a separate ladder


@dataclass(frozen=True, slots=True)
class LokiGameView:
    id: int
    player: str
    seed: int
    events: int
    draws: int
    card: int | None
    cycle: int
    left_in_deck: int
    reshuffled: bool
    drawn_this_cycle: tuple[int, ...]
    position: int
    position_text: str
    sun_focus: int
    moon_focus: int
    focus_points: int
    last_bonus: str | None
    focus: str
    focus_times: int
    last_event: str
