"""A tracked game's log in words (``warclan.rules.ragnarok.tracker``): each tap as the
players would say it, from the state it was applied to."""

from __future__ import annotations

from warclan.i18n_text import T_
from warclan.rules.ragnarok.tracker import (
    GameState,
    Phase,
    power_cost,
)
from warclan.rules.turns import Tap


def describe(before: GameState, tap: Tap) -> str:
    """The tap in words, for the game's log (``before``: the state it was applied to); a
    ``Text``, so the window says it in the player's language."""
    d = tap.data
    k = tap.kind

    def who() -> str:
        return before.warrior(d.get("warrior")).name

    def clan(key: str = "clan") -> str:
        return before.side(d.get(key)).clan

    def signed(n: int) -> str:
        return f"+{n}" if n > 0 else f"−{-n}"

    if k == "next":
        if before.phase is Phase.END:
            return T_("Round {round} begins: HQ Phase", round=before.round + 1)
        following = {Phase.HQ: Phase.INITIATIVE, Phase.ACTIVATION: Phase.END}
        return T_("{phase} begins", phase=following.get(before.phase, before.phase).label)
    if k == "rolls":
        rolls = {int(c): v for c, v in d["rolls"].items()}
        listed = ", ".join(
            f"{before.side(c).clan} {v}" for c, v in sorted(rolls.items(), key=lambda i: -i[1])
        )
        return T_("Initiative: {rolls}", rolls=listed)
    if k == "first":
        return T_("{clan} activates first; Activation Phase begins", clan=clan())
    if k == "done":
        return T_("{name} has activated", name=who())
    if k == "ap":
        w = before.warrior(d["warrior"])
        return T_(
            "{name}: AP used {before} → {after} of {ap}",
            name=w.name,
            before=w.ap_used,
            after=w.ap_used + d["delta"],
            ap=w.ap,
        )
    if k == "hp":
        w = before.warrior(d["warrior"])
        after = w.hp + d["delta"]
        if after == 0:
            return T_(
                "{name}: HP {before} → {after} — removed from play",
                name=w.name,
                before=w.hp,
                after=after,
            )
        return T_("{name}: HP {before} → {after}", name=w.name, before=w.hp, after=after)
    if k in ("remove", "credit"):
        w = before.warrior(d["warrior"])
        by = d.get("by")
        if k == "remove" and "by" not in d:
            return T_("{name} removed from play", name=w.name)
        if by is None:
            if k == "remove":
                return T_("{name} removed from play by no War Clan", name=w.name)
            return T_("{name} was taken out by no War Clan", name=w.name)
        if k == "remove":
            return T_("{name} removed from play by {clan}", name=w.name, clan=clan("by"))
        return T_("{name} was taken out by {clan}", name=w.name, clan=clan("by"))
    if k == "condition":
        # The rules' name, said in the player's language where it is known.
        shown = {"Climbing": T_("Climbing")}.get(d["name"], d["name"])
        if d.get("on", True):
            return T_("{name} is {condition}", name=who(), condition=shown)
        return T_("{name} is no longer {condition}", name=who(), condition=shown)
    if k in ("godspark", "vp", "encounter"):
        label = {
            "godspark": T_("Godspark"),
            "vp": T_("Victory Points"),
            "encounter": T_("encounter kills"),
        }[k]
        return T_("{clan}: {counter} {delta}", clan=clan(), counter=label, delta=signed(d["delta"]))
    if k == "power":
        w = before.warrior(d["warrior"])
        power = next(p for p in w.warrior.powers if p.name == d["power"])
        cost = power_cost(power, d.get("boosts", []))
        boosts = len(d.get("boosts", []))
        if boosts == 1:
            return T_(
                "{name} calls on {power} with 1 boost ({cost} Godspark)",
                name=w.name,
                power=power.name,
                cost=cost,
            )
        if boosts:
            return T_(
                "{name} calls on {power} with {boosts} boosts ({cost} Godspark)",
                name=w.name,
                power=power.name,
                boosts=boosts,
                cost=cost,
            )
        return T_(
            "{name} calls on {power} ({cost} Godspark)", name=w.name, power=power.name, cost=cost
        )
    if k == "end":
        return T_("The game ends")
    if k == "note":
        return str(d.get("text", ""))
    return k
