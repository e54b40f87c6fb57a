"""The navigator's "Campaigns" section: every campaign and, under it, its War Clans."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime
from PySide6.QtWidgets import QMenu, QTableView, QWidget

from warclan.gui.context import AppContext, NavItem, Page
from warclan.gui.i18n import number, tr
from warclan.gui.ops import Changed

ContextMenu = Callable[[QTableView, object], None]
Navigate = Callable[[str, int], object]  # the window's select() also says if it found the row


class RagnarokSection:
    title = "Campaigns"  # also the section's key: shown through sections.section_title
    kinds = ("campaigns", "campaign", "clan", "tracker")

    def __init__(self, context_menu: ContextMenu, navigate: Navigate) -> None:
        self._context_menu = context_menu
        self._navigate = navigate

    def items(self, ctx: AppContext) -> list[NavItem]:
        from warclan.services.ragnarok import campaigns, in_progress

        found = campaigns.list_campaigns(ctx.db)
        playing: dict[str, list[NavItem]] = {}
        for g in in_progress.games_in_progress(ctx.db):
            at = g.started_at
            if g.status == "ended":
                state = tr("ended, to record")
            else:
                state = tr("Round {round}").format(round=number(g.round))
            playing.setdefault(g.campaign, []).append(
                NavItem(
                    "tracker",
                    g.id,
                    f"▶ {' v '.join(g.clans)} ({state})",
                    tooltip=tr("A game at the table since {time}").format(
                        time=QLocale().toString(
                            QDateTime(QDate(at.year, at.month, at.day), QTime(at.hour, at.minute)),
                            QLocale.FormatType.ShortFormat,
                        )
                    ),
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
                        s.name if s.active else tr("{clan} (left)").format(clan=s.name),
                        tooltip=tr("{player}: rank {rank}, {glory} unspent Glory").format(
                            player=s.player, rank=number(s.rank), glory=number(s.unspent_glory)
                        ),
                        name=s.name,
                    )
                    for s in c.clans
                )
                + tuple(playing.get(c.name, ())),
                tooltip=tr("{clans} War Clans, {games} games, base rank {rank}").format(
                    clans=number(len(c.clans)), games=number(c.games), rank=number(c.base_rank)
                ),
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
