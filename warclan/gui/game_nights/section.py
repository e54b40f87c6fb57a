"""The navigator's "Game nights" section: Vikings Gone Wild: Ragnarok! (setup, plays and
ladder) and Micro Midgard (setup, matches and standings, the Loki companion)."""

from __future__ import annotations

from typing import cast

from PySide6.QtWidgets import QMenu, QWidget

from warclan.gui.context import AppContext, NavItem, Page
from warclan.gui.game_nights.loki_page import LokiPage
from warclan.gui.game_nights.midgard_pages import MmLogPage, MmSetupPage
from warclan.gui.game_nights.vgw_pages import VgwLogPage, VgwSetupPage
from warclan.gui.i18n import tr
from warclan.gui.ops import Changed

VGW_SETUP, VGW_LOG = "vgw_setup", "vgw_log"
MM_SETUP, MM_LOG, MM_LOKI = "mm_setup", "mm_log", "mm_loki"


class GameNightsSection:
    title = "Game nights"

    def items(self, ctx: AppContext) -> list[NavItem]:
        vgw = NavItem(
            VGW_LOG,
            None,
            "Vikings Gone Wild: Ragnarok!",
            (
                NavItem(
                    VGW_SETUP,
                    None,
                    tr("Setup helper"),
                    tooltip=tr("Deck, Boss, Objectives, seed"),
                ),
            ),
            tooltip=tr("Play log and Glory ladder"),
        )
        midgard = NavItem(
            MM_LOG,
            None,
            "Micro Midgard",
            (
                NavItem(
                    MM_SETUP, None, tr("Setup randomiser"), tooltip=tr("Prophecies, tokens, Relics")
                ),
                NavItem(
                    MM_LOKI, None, tr("Loki companion"), tooltip=tr("Solo: the Loki deck and track")
                ),
            ),
            tooltip=tr("Matches, standings, solo ladder"),
        )
        return [vgw, midgard]

    def page_kinds(self) -> tuple[str, ...]:
        return (VGW_SETUP, VGW_LOG, MM_SETUP, MM_LOG, MM_LOKI)

    def make_page(self, kind: str, ctx: AppContext, parent: QWidget) -> Page:
        pages = {
            VGW_SETUP: VgwSetupPage,
            VGW_LOG: VgwLogPage,
            MM_SETUP: MmSetupPage,
            MM_LOG: MmLogPage,
            MM_LOKI: LokiPage,
        }
        if kind not in pages:
            raise KeyError(kind)
        return cast(Page, pages[kind](ctx, parent))

    def fill_menu(self, menu: QMenu, ctx: AppContext, window: QWidget) -> None:
        menu.setTitle(tr("&Game nights"))

    def fill_file_menu(self, menu: QMenu, ctx: AppContext, window: QWidget) -> None:
        pass

    def refresh_on(self, changed: Changed) -> bool:
        return False  # the navigator's items are fixed; the pages reload themselves
