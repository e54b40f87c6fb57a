"""The navigator's "Rules" section: the rules catalogues and a campaign's house rules, the
Rules menu, and the File menu's house-rule packs, War Clan files and profile files
(issue 10). Files are read by the same services as the command line, with its strict
reading and its error messages (every problem with its place in the file)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QMenu, QWidget

from warclan.gui import dialogs
from warclan.gui.access import needs
from warclan.gui.catalogs.browser import CatalogBrowser
from warclan.gui.context import AppContext, NavItem, Page
from warclan.gui.ops import Changed
from warclan.services.ragnarok import campaigns
from warclan.services.ragnarok.clan_files import export_clan, import_clan
from warclan.services.ragnarok.rules_data import catalogs, profiles

CATALOGS = "catalogs"
JSON_FILES = "JSON files (*.json);;All files (*)"


class RulesSection:
    title = "Rules"

    def __init__(self) -> None:
        self._pages: list[CatalogBrowser] = []

    def items(self, ctx: AppContext) -> list[NavItem]:
        found = campaigns.list_campaigns(ctx.db)
        children = tuple(
            NavItem(CATALOGS, c.id, f"House rules: {c.name}", tooltip="Edit in place")
            for c in found
        )
        tip = "God Powers, items, profiles, abilities, injury, success and raid tables, prices"
        return [NavItem(CATALOGS, None, "Catalogues", children, tip)]

    def page_kinds(self) -> tuple[str, ...]:
        return (CATALOGS,)

    def make_page(self, kind: str, ctx: AppContext, parent: QWidget) -> Page:
        if kind != CATALOGS:
            raise KeyError(kind)
        page = CatalogBrowser(ctx, parent)
        self._pages.append(page)
        return page

    def fill_menu(self, menu: QMenu, ctx: AppContext, window: QWidget) -> None:
        menu.setTitle("&Rules")
        browse = menu.addAction("&Catalogues…")
        browse.triggered.connect(lambda: self.open_catalogs(ctx, window))

    def open_catalogs(self, ctx: AppContext, window: QWidget) -> None:
        """Show the browser: by choosing its row in the window's navigator (``select``),
        as a click would; else on the browser page already made."""
        select = getattr(window, "select", None)
        if callable(select) and select(CATALOGS, None):
            return
        if self._pages:
            self._pages[-1].show_item(NavItem(CATALOGS, None, "Catalogues"))

    def fill_file_menu(self, menu: QMenu, ctx: AppContext, window: QWidget) -> None:
        # Each with the capability an import needs ("": an export, a read).
        entries: list[tuple[str, Callable[[], None], str]] = [
            ("Import House-Rule Pack…", lambda: import_pack(ctx, window), "house_rules"),
            ("Export House-Rule Pack…", lambda: export_pack(ctx, window), ""),
            ("Import War Clan…", lambda: import_war_clan(ctx, window), "clans"),
            ("Export War Clan…", lambda: export_war_clan(ctx, window), ""),
            ("Import Profiles…", lambda: import_profile_file(ctx, window), "profiles"),
        ]
        for text, action, capability in entries:
            entry = menu.addAction(text)
            entry.triggered.connect(action)
            if capability:
                needs(entry, capability)

    def refresh_on(self, changed: Changed) -> bool:
        return changed.touches("campaigns")


# --- file actions ----------------------------------------------------------------------


def _campaign(ctx: AppContext, parent: QWidget | None, why: str) -> int | None:
    found = ctx.ops.call("Campaigns", lambda: campaigns.list_campaigns(ctx.db)) or []
    if not found:
        dialogs.show_info(parent, why, "Create a campaign first.")
        return None
    if len(found) == 1:
        return found[0].id
    names = [c.name for c in found]
    chosen = dialogs.ask_choice(parent, why, "Which campaign?", names)
    return next((c.id for c in found if c.name == chosen), None)


def import_pack(ctx: AppContext, parent: QWidget | None, path: Path | None = None) -> None:
    camp = _campaign(ctx, parent, "Import house rules")
    path = path or dialogs.ask_open_path(parent, "Import house rules", JSON_FILES)
    if camp is None or path is None:
        return
    db = ctx.db
    ctx.ops.run(
        "Import house rules",
        lambda: catalogs.import_house_rules(db, camp, path),
        changed=Changed.of("catalog", campaign_id=camp),
    )


def export_pack(ctx: AppContext, parent: QWidget | None) -> None:
    camp = _campaign(ctx, parent, "Export house rules")
    if camp is None:
        return
    path = dialogs.ask_save_path(parent, "Export house rules", "house-rules.json", JSON_FILES)
    if path is None:
        return
    db = ctx.db
    ctx.ops.run(
        "Export house rules",
        lambda: catalogs.export_house_rules(db, camp, path, overwrite=True),
    )


def import_war_clan(ctx: AppContext, parent: QWidget | None, path: Path | None = None) -> None:
    camp = _campaign(ctx, parent, "Import War Clan")
    path = path or dialogs.ask_open_path(parent, "Import War Clan", JSON_FILES)
    if camp is None or path is None:
        return
    db = ctx.db
    ctx.ops.run(
        "Import War Clan",
        lambda: import_clan(db, camp, path),
        changed=Changed.of("clans", "campaigns", campaign_id=camp),
    )


def export_war_clan(ctx: AppContext, parent: QWidget | None) -> None:
    camp = _campaign(ctx, parent, "Export War Clan")
    if camp is None:
        return
    view = ctx.ops.call("War Clans", lambda: campaigns.campaign_overview(ctx.db, camp))
    names = [c.name for c in view.clans] if view else []
    if not names:
        dialogs.show_info(parent, "Export War Clan", "This campaign has no War Clan yet.")
        return
    name = (
        names[0]
        if len(names) == 1
        else dialogs.ask_choice(parent, "Export War Clan", "Which War Clan?", names)
    )
    if name is None:
        return
    path = dialogs.ask_save_path(parent, "Export War Clan", f"{name}.json", JSON_FILES)
    if path is None:
        return
    db = ctx.db
    ctx.ops.run(f"Export {name}", lambda: export_clan(db, name, path, camp, overwrite=True))


def import_profile_file(ctx: AppContext, parent: QWidget | None, path: Path | None = None) -> None:
    path = path or dialogs.ask_open_path(parent, "Import profiles", JSON_FILES)
    if path is None:
        return
    db = ctx.db
    ctx.ops.run(
        "Import profiles",
        lambda: profiles.import_profiles(db, path),
        changed=Changed.of("catalog"),
    )
