"""The navigator's "Rules" section: the rules catalogues and a campaign's house rules, the
Rules menu, and the File menu's house-rule packs, War Clan files and profile files
(issue 10). Files are read by the same services as the command line, with its strict
reading and its error messages (every problem with its place in the file)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu, QWidget

from warclan.gui import dialogs
from warclan.gui.access import needs
from warclan.gui.catalogs.browser import CatalogBrowser
from warclan.gui.context import AppContext, NavItem, Page
from warclan.gui.i18n import tr
from warclan.gui.ops import Changed
from warclan.services.ragnarok import campaigns
from warclan.services.ragnarok.clan_files import export_clan, import_clan
from warclan.services.ragnarok.dto import CampaignView
from warclan.services.ragnarok.rules_data import catalogs, profiles

CATALOGS = "catalogs"


def json_files() -> str:
    return tr("JSON files (*.json);;All files (*)")


class RulesSection:
    title = "Rules"  # also a key (window_menus.py): the window translates it where shown

    def __init__(self) -> None:
        self._pages: list[CatalogBrowser] = []

    def items(self, ctx: AppContext) -> list[NavItem]:
        found = campaigns.list_campaigns(ctx.db)
        children = tuple(
            NavItem(
                CATALOGS,
                c.id,
                tr("House rules: {campaign}").format(campaign=c.name),
                tooltip=tr("Edit in place"),
            )
            for c in found
        )
        tip = tr("God Powers, items, profiles, abilities, injury, success and raid tables, prices")
        return [NavItem(CATALOGS, None, tr("Catalogues"), children, tip)]

    def page_kinds(self) -> tuple[str, ...]:
        return (CATALOGS,)

    def make_page(self, kind: str, ctx: AppContext, parent: QWidget) -> Page:
        if kind != CATALOGS:
            raise KeyError(kind)
        page = CatalogBrowser(ctx, parent)
        self._pages.append(page)
        return page

    def fill_menu(self, menu: QMenu, ctx: AppContext, window: QWidget) -> None:
        menu.setTitle(tr("&Rules"))
        browse = menu.addAction(tr("&Catalogues…"))
        browse.triggered.connect(lambda: self.open_catalogs(ctx, window))

    def open_catalogs(self, ctx: AppContext, window: QWidget) -> None:
        """Show the browser: by choosing its row in the window's navigator (``select``),
        as a click would; else on the browser page already made."""
        select = getattr(window, "select", None)
        if callable(select) and select(CATALOGS, None):
            return
        if self._pages:
            self._pages[-1].show_item(NavItem(CATALOGS, None, tr("Catalogues")))

    def fill_file_menu(self, menu: QMenu, ctx: AppContext, window: QWidget) -> None:
        # Each with the capability an import needs ("": an export, a read).
        entries: list[tuple[str, Callable[[], None], str]] = [
            (tr("Import House-Rule Pack…"), lambda: import_pack(ctx, window), "house_rules"),
            (tr("Export House-Rule Pack…"), lambda: export_pack(ctx, window), ""),
            (tr("Import War Clan…"), lambda: import_war_clan(ctx, window), "clans"),
            (tr("Export War Clan…"), lambda: export_war_clan(ctx, window), ""),
            (tr("Import Profiles…"), lambda: import_profile_file(ctx, window), "profiles"),
        ]
        for text, action, capability in entries:
            entry = menu.addAction(text)
            entry.triggered.connect(action)
            if capability:
                needs(entry, capability)

    def refresh_on(self, changed: Changed) -> bool:
        return changed.touches("campaigns")


# --- file actions ----------------------------------------------------------------------


def _owner(ctx: AppContext, parent: QWidget | None) -> QObject:
    return parent if parent is not None else ctx.ops


def _campaign(
    ctx: AppContext, parent: QWidget | None, why: str, then: Callable[[int], None]
) -> None:
    """Ask which campaign (read on a pool thread), then ``then(campaign_id)``."""

    def chosen(found: list[CampaignView]) -> None:
        if not found:
            dialogs.show_info(parent, why, tr("Create a campaign first."))
            return
        if len(found) == 1:
            then(found[0].id)
            return
        names = [c.name for c in found]
        name = dialogs.ask_choice(parent, why, tr("Which campaign?"), names)
        ident = next((c.id for c in found if c.name == name), None)
        if ident is not None:
            then(ident)

    db = ctx.db
    ctx.ops.read(
        _owner(ctx, parent), why, lambda: campaigns.list_campaigns(db), chosen, key="campaign"
    )


def import_pack(ctx: AppContext, parent: QWidget | None, path: Path | None = None) -> None:
    def chosen(camp: int) -> None:
        file = path or dialogs.ask_open_path(parent, tr("Import house rules"), json_files())
        if file is None:
            return
        db = ctx.db
        ctx.ops.run(
            tr("Import house rules"),
            lambda: catalogs.import_house_rules(db, camp, file),
            changed=Changed.of("catalog", campaign_id=camp),
        )

    _campaign(ctx, parent, tr("Import house rules"), chosen)


def export_pack(ctx: AppContext, parent: QWidget | None) -> None:
    def chosen(camp: int) -> None:
        path = dialogs.ask_save_path(
            parent, tr("Export house rules"), "house-rules.json", json_files()
        )
        if path is None:
            return
        db = ctx.db
        ctx.ops.run(
            tr("Export house rules"),
            lambda: catalogs.export_house_rules(db, camp, path, overwrite=True),
        )

    _campaign(ctx, parent, tr("Export house rules"), chosen)


def import_war_clan(ctx: AppContext, parent: QWidget | None, path: Path | None = None) -> None:
    def chosen(camp: int) -> None:
        file = path or dialogs.ask_open_path(parent, tr("Import War Clan"), json_files())
        if file is None:
            return
        db = ctx.db
        ctx.ops.run(
            tr("Import War Clan"),
            lambda: import_clan(db, camp, file),
            changed=Changed.of("clans", "campaigns", campaign_id=camp),
        )

    _campaign(ctx, parent, tr("Import War Clan"), chosen)


def export_war_clan(ctx: AppContext, parent: QWidget | None) -> None:
    def clans_read(camp: int, view: CampaignView) -> None:
        names = [c.name for c in view.clans]
        if not names:
            dialogs.show_info(
                parent, tr("Export War Clan"), tr("This campaign has no War Clan yet.")
            )
            return
        name = (
            names[0]
            if len(names) == 1
            else dialogs.ask_choice(parent, tr("Export War Clan"), tr("Which War Clan?"), names)
        )
        if name is None:
            return
        path = dialogs.ask_save_path(parent, tr("Export War Clan"), f"{name}.json", json_files())
        if path is None:
            return
        db = ctx.db
        ctx.ops.run(
            tr("Export {name}").format(name=name),
            lambda: export_clan(db, name, path, camp, overwrite=True),
        )

    def chosen(camp: int) -> None:
        db = ctx.db
        ctx.ops.read(
            _owner(ctx, parent),
            tr("War Clans"),
            lambda: campaigns.campaign_overview(db, camp),
            lambda view: clans_read(camp, view),
            key="clans",
        )

    _campaign(ctx, parent, tr("Export War Clan"), chosen)


def import_profile_file(ctx: AppContext, parent: QWidget | None, path: Path | None = None) -> None:
    path = path or dialogs.ask_open_path(parent, tr("Import profiles"), json_files())
    if path is None:
        return
    db = ctx.db
    ctx.ops.run(
        tr("Import profiles"),
        lambda: profiles.import_profiles(db, path),
        changed=Changed.of("catalog"),
    )
