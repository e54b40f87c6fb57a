"""Plain-text output of Ragnarok results; each function registers for its result type."""

from __future__ import annotations

from typing import TYPE_CHECKING

from warclan.cli import render
from warclan.rules.ragnarok.profiles import STAT_NAMES
from warclan.services.ragnarok.dto import CampaignView, ClanView, ProfileView, WarriorView

if TYPE_CHECKING:  # imported by the commands that return them, not to render others
    from warclan.services.ragnarok.clans import ClanBudget
    from warclan.services.ragnarok.game_reports import GameList, GameReport, InjuryLine
    from warclan.services.ragnarok.game_results import (
        GameView,
        InjuryOutcomeView,
        PostGameResult,
        UndoResult,
    )


@render.renders(CampaignView)
def campaign(view: CampaignView) -> str:
    head = (
        f"Campaign {view.id}: {view.name}  "
        f"(games: {view.games}, base War Clan Rank: {view.base_rank})"
        + ("" if view.raids else "; raids off")
    )
    if not view.clans:
        return head + "\nNo War Clans yet."
    rows = [
        [
            str(c.id),
            c.name,
            c.player,
            str(c.rank),
            str(c.glory_collected),
            str(c.unspent_glory),
            str(c.joined_base_rank)
            + (" (catch-up)" if c.catch_up_active else "")
            + ("" if c.active else " (left)"),
        ]
        for c in view.clans
    ]
    return (
        head
        + "\n"
        + render.table(
            ["id", "War Clan", "player", "rank", "collected", "unspent", "joined at base"], rows
        )
    )


def _stat_cell(w: WarriorView, stat: str) -> str:
    value = str(w.current_stats[stat])
    change = w.current_stats[stat] - w.base_stats[stat]
    return f"{value}({change:+d})" if change else value


@render.renders(ClanView)
def clan(view: ClanView) -> str:
    lines = [
        f"War Clan {view.id}: {view.name}  — player {view.player}, campaign {view.campaign}"
        + (f", owner {view.owner}" if view.owner else ""),
        f"Glory collected {view.glory_collected}, unspent {view.unspent_glory} "
        f"(built for {view.creation_cost}, spent since {view.glory_spent}); "
        f"War Clan Rank {view.rank}; games {view.games_played}",
    ]
    if view.catch_up_active:
        lines.append(f"Catch-up bonus active until Rank {view.joined_base_rank}.")
    if view.pending_game is not None:
        lines.append(f"Post-game sequence of game {view.pending_game} not yet run.")
    rows = [
        [
            str(w.id),
            w.name,
            w.profile_name,
            *(_stat_cell(w, s) for s in STAT_NAMES),
            w.status.replace("_", " "),
        ]
        for w in view.warriors
    ]
    lines.append(
        render.table(["id", "warrior", "profile", *(s.upper() for s in STAT_NAMES), "status"], rows)
    )
    for w in view.warriors:
        for injury in w.injuries:
            detail = injury.severe or injury.result.replace("_", " ")
            extra = [
                x
                for x in (
                    injury.penalty,
                    "Blind" if injury.becomes_blind else None,
                    "lost equipment" if injury.loses_equipment else None,
                    "house rule" if injury.severe_house_rule else None,
                )
                if x
            ]
            when = f"game {injury.game_seq}" if injury.game_seq else "before import"
            lines.append(
                f"  {w.name}: {when}, injury roll {injury.roll}: "
                f"{detail}{' (' + ', '.join(extra) + ')' if extra else ''}"
            )
    for w in view.warriors:
        for power in w.god_powers:
            boosts = "; ".join(f"+{b.godspark} Godspark: {b.effect}" for b in power.boosts)
            lines.append(
                f"  {w.name}: God Power {power.name} ({power.god}), Godspark {power.godspark_cost}"
                + (f" — boosts: {boosts}" if boosts else "")
            )
        for item in w.items:
            house = ", house rule" if item.house_rule else ""
            lines.append(f"  {w.name}: {item.kind} {item.name} ({item.glory_paid} Glory{house})")
        for item in w.lost_items:
            lines.append(f"  {w.name}: lost {item.name} in game {item.lost_in_game}")
    if view.stores:
        lines.append("Stores: " + ", ".join(f"{s.name} ×{s.quantity}" for s in view.stores))
    if view.glory_found:
        lines.append(f"Glory found raiding (unspent, not collected): {view.glory_found}")
    if view.must_miss_next_game:
        lines.append("Must miss the next game: " + ", ".join(view.must_miss_next_game))
    return "\n".join(lines)


@render.renders_named("warclan.services.ragnarok.game_results.GameView")
def game(view: GameView) -> str:
    lines = [
        f"Game {view.number} of {view.campaign} on {view.played_on}"
        + (f": {view.scenario}" if view.scenario else "")
    ]
    for side in view.sides:
        lines.append(
            f"  {side.clan}: {side.victory_points} VP, {side.encounter_kills} kills, "
            f"rank {side.rank_before}; "
            + (
                f"fielded {', '.join(side.fielded)}"
                if side.fielded
                else "sits out: nobody can play"
            )
            + (f"; removed from play: {', '.join(side.removed)}" if side.removed else "")
        )
    lines.append(f"Next: warclan game sequence --game {view.number} --clan CLAN")
    return "\n".join(lines)


@render.renders_named("warclan.services.ragnarok.game_results.PostGameResult")
def post_game(view: PostGameResult) -> str:
    lines = [
        f"{view.clan}, game {view.game_number}: +{view.scenario_glory} Glory"
        + (f" +{view.catch_up_bonus} catch-up bonus" if view.catch_up_bonus else "")
        + f"; collected {view.glory_collected}, unspent {view.unspent_glory}; "
        f"rank {view.rank_before} → {view.rank_after}"
    ]
    lines += [f"  {i.warrior}: rolled {i.roll}: {_injury_what(i)}" for i in view.injuries]
    if view.lost_items:
        lines.append("Lost: " + "; ".join(view.lost_items))
    if view.raid:
        r = view.raid
        mod = f"{r.modifier:+d}" if r.modifier else ""
        finds = ", ".join(r.finds) if r.finds else "nothing"
        house = " [house rule]" if r.house_rule else ""
        lines.append(
            f"Raid ({len(r.survivors)} survivors: {', '.join(r.survivors)}): rolled {r.roll}{mod} "
            f"→ {r.result}{house}: {finds}" + (f", +{r.glory} Glory" if r.glory else "")
        )
    elif not view.raids:
        lines.append("Raids are off in this campaign: no raid roll.")
    else:
        lines.append("No survivors: no raid.")
    for p in view.purchases:
        lines.append(f"  {p.step}: {p.what} — {p.glory_paid} Glory")
    if view.purchases:
        lines.append(f"Unspent Glory now {view.unspent_glory}")
    if view.seed is not None:
        lines.append(
            f"warclan rolled with seed {view.seed} (--seed {view.seed} repeats these dice)"
        )
    for note in view.unused_dice:
        lines.append(f"Not needed, ignored: {note}")
    if view.dry_run:
        lines.append("Dry run: nothing was saved.")
    return "\n".join(lines)


@render.renders_named("warclan.services.ragnarok.game_results.UndoResult")
def undo(view: UndoResult) -> str:
    gone = "game deleted" if view.game_deleted else "other clans' results kept"
    return (
        f"Undid {view.clan}'s game {view.game_number} ({gone}); collected {view.glory_collected}, "
        f"unspent {view.unspent_glory}, rank {view.rank}"
    )


@render.renders_list(ProfileView)
def profile_list(items: list[ProfileView]) -> str:
    rows = [
        [p.key, p.name, p.faction, str(p.cost), *(str(p.stats[s]) for s in STAT_NAMES), p.source]
        for p in items
    ]
    return render.table(
        ["key", "name", "faction", "cost", *(s.upper() for s in STAT_NAMES), "source"], rows
    )


@render.renders_named("warclan.services.ragnarok.clans.ClanBudget")
def budget(view: ClanBudget) -> str:
    rows = [[line.name, line.profile, str(line.cost)] for line in view.lines]
    return render.table(["warrior", "profile", "Glory"], rows) + (
        f"\nTotal {view.cost} of 800 Glory; {view.left} left"
        + (" — OVER BUDGET" if view.left < 0 else "")
    )


@render.renders_named("warclan.services.ragnarok.game_reports.GameList")
def game_list(view: GameList) -> str:
    if not view.games:
        return f"{view.campaign}: no games yet."
    rows = [
        [
            str(g.number),
            g.played_on.isoformat(),
            g.scenario,
            "; ".join(f"{s.clan} {s.victory_points} VP {s.encounter_kills} kills" for s in g.sides),
            ", ".join(g.waiting) or "-",
        ]
        for g in view.games
    ]
    return f"Games of {view.campaign}\n" + render.table(
        ["game", "played", "scenario", "sides", "sequence not run"], rows
    )


def _injury_line(i: InjuryLine) -> str:
    return f"    {i.warrior}: rolled {i.roll}: {_injury_what(i)}"


def _injury_what(i: InjuryLine | InjuryOutcomeView) -> str:
    """An injury's result and consequences, the same in a sequence and in a game's story."""
    what = i.result.replace("_", " ")
    if i.severe:
        what += f", {i.severe} {i.penalty or ''}".rstrip()
    if i.becomes_blind:
        what += ", now Blind"
    if i.equipment_roll is not None:
        what += f", equipment roll {i.equipment_roll}"
    if i.loses_equipment:
        what += ", loses all equipment"
    if i.dies:
        what += " — dies"
    elif i.removed:
        what += " — removed from the War Clan"
    elif i.misses_next_game:
        what += " — misses next game"
    return what


@render.renders_named("warclan.services.ragnarok.game_reports.GameReport")
def game_report(view: GameReport) -> str:
    lines = [
        f"Game {view.number} of {view.campaign} on {view.played_on}"
        + (f": {view.scenario}" if view.scenario else "")
    ]
    if view.notes:
        lines.append(f"Notes: {view.notes}")
    for side in view.sides:
        lines.append(
            f"{side.clan} ({side.player}): {side.victory_points} VP, "
            f"{side.encounter_kills} kills, rank {side.rank_before} before the game"
        )
        lines.append(
            "  fielded: " + (", ".join(side.fielded) if side.fielded else "nobody (sat out)")
        )
        lines.append("  removed from play: " + (", ".join(side.removed) or "nobody"))
        seq = side.sequence
        if seq is None:
            lines.append("  post-game sequence: not run yet")
            continue
        lines.append("  post-game sequence:")
        for entry in seq.glory:
            lines.append(
                f"    {entry.amount:+d} Glory ({entry.kind.replace('_', '-')}): {entry.note}"
            )
        lines.extend(_injury_line(i) for i in seq.injuries)
        if seq.raid is not None:
            r = seq.raid
            mod = f"{r.modifier:+d}" if r.modifier else ""
            house = " [house rule]" if r.house_rule else ""
            lines.append(
                f"    raid ({r.survivors} survivors): rolled {r.roll}{mod} → {r.result}{house}"
                + (f": {', '.join(seq.finds)}" if seq.finds else "")
            )
        else:
            lines.append("    no raid")
        if seq.recruits:
            lines.append(f"    recruited: {', '.join(seq.recruits)}")
        if seq.lost_items:
            lines.append(f"    lost: {'; '.join(seq.lost_items)}")
        for d in seq.dice:
            seed = f", seed {seq.seed}" if d.origin == "rolled" and seq.seed is not None else ""
            lines.append(f"    die: {d.kind} {d.value} ({d.origin}{seed}) for {d.purpose}")
    if view.waiting:
        lines.append("Sequence not run yet: " + ", ".join(view.waiting))
    return "\n".join(lines)
