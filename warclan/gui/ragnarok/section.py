"""The navigator's "Campaigns" section: every campaign and, under it, its War Clans."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMenu, QTableView, QWidget

from warclan.gui.context import AppContext, NavItem, Page
from warclan.gui.ops import Changed

ContextMenu = Callable[[QTableView, object], None]
Navigate = Callable[[str, int], object]  # the window's select() also says if it found the row


class RagnarokSection:
    title = "Campaigns"
    kinds = ("campaigns", "campaign", "clan", "tracker")

    def __init__(self, context_menu: ContextMenu, navigate: Navigate) -> None:
        self._context_menu = context_menu
        self._navigate = navigate

    def items(self, ctx: AppContext) -> list[NavItem]:
        from warclan.services.ragnarok import campaigns, tracker

        found = campaigns.list_campaigns(ctx.db)
        playing: dict[str, list[NavItem]] = {}
        for g in tracker.games_in_progress(ctx.db):
            state = "ended, to record" if g.status == "ended" else f"Round {g.round}"
            playing.setdefault(g.campaign, []).append(
                NavItem(
                    "tracker",
                    g.id,
                    f"▶ {' v '.join(g.clans)} ({state})",
                    tooltip=f"A game at the table since {g.started_at:%Y-%m-%d %H:%M}",
                )
            )
        return [
            NavItem(
                "campaign",
                c.id,
                c.name,
                tuple(
                    NavItem(
                        "clan",
                        s.id,
                        s.name if s.active else f"{s.name} (left)",
                        tooltip=f"{s.player}: rank {s.rank}, {s.unspent_glory} unspent Glory",
                        name=s.name,
                    )
                    for s in c.clans
                )
                + tuple(playing.get(c.name, ())),
                tooltip=f"{len(c.clans)} War Clans, {c.games} games, base rank {c.base_rank}",
            )
            for c in found
        ]

    def page_kinds(self) -> tuple[str, ...]:
        return self.kinds

    def make_page(self, kind: str, ctx: AppContext, parent: QWidget) -> Page:
        if kind == "campaigns":
            from warclan.gui.ragnarok.campaign_page import CampaignsPage

            return CampaignsPage(ctx, parent, self._context_menu, self._navigate)
        if kind == "campaign":
            from warclan.gui.ragnarok.campaign_page import CampaignPage

            return CampaignPage(ctx, parent, self._context_menu, self._navigate)
        if kind == "clan":
            from warclan.gui.ragnarok.clan_page import ClanPage

            return ClanPage(ctx, parent, self._context_menu)
        if kind == "tracker":
            from warclan.gui.ragnarok.tracker_page import TrackerPage

            return TrackerPage(ctx, parent)
        raise ValueError(f"no page for {kind!r}")

    def fill_menu(self, menu: QMenu, ctx: AppContext, window: QWidget) -> None:
        return None  # the window builds the Campaign menu around the wizards

    def fill_file_menu(self, menu: QMenu, ctx: AppContext, window: QWidget) -> None:
        return None

    def refresh_on(self, changed: Changed) -> bool:
        return changed.touches("campaigns", "clans", "games", "renames", "trackers")
