"""The Mors Regnat navigator section: its items, pages and menus, in a tiny harness."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from PySide6.QtWidgets import QMenu, QStackedWidget

from warclan.gui.mors_regnat.section import MorsRegnatSection
from warclan.rules.mors_regnat.builder import WarriorBuild
from warclan.services.mors_regnat import matches, warbands, warriors


def test_items_pages_and_menus(ctx, qtbot, dialog_log):
    warbands.create_warband(ctx.db, "Ash Wolves")
    warbands.create_warband(ctx.db, "Bone Crows")
    warriors.add_warrior(ctx.db, "Ash Wolves", WarriorBuild("Grim", 2, 4, 2, 0, "cc_light"))
    matches.record_match(
        ctx.db,
        [matches.MatchEntry("Ash Wolves"), matches.MatchEntry("Bone Crows")],
        winner="Ash Wolves",
    )
    section = MorsRegnatSection()
    # On a worker thread, as the window reads a section's items.
    with ThreadPoolExecutor(1) as worker:
        items = worker.submit(section.items, ctx).result()
    assert [i.kind for i in items] == ["warband", "warband", "match_log", "odds"]
    wolves = items[0]
    assert wolves.label.startswith("Ash Wolves  (1 · 12 CP)")
    assert "1 played, 1 won, 0 lost, 0 drawn" in wolves.tooltip
    assert [c.label for c in wolves.children] == ["Grim"]
    assert "⚠" in items[1].label  # a warband without warriors carries a warning

    stack = QStackedWidget()
    qtbot.addWidget(stack)
    pages = {kind: section.make_page(kind, ctx, stack) for kind in section.page_kinds()}
    for page in pages.values():
        stack.addWidget(page.widget())
    pages["mr_warrior"].show_item(wolves.children[0])
    qtbot.waitUntil(ctx.ops.idle)
    ctx.ops.wait_idle()
    assert pages["mr_warrior"].header.text() == "Ash Wolves"
    assert pages["mr_warrior"].editor.name.text() == "Grim"
    stack.setCurrentWidget(pages["mr_warrior"].widget())

    menu, file_menu = QMenu(stack), QMenu(stack)
    section.fill_menu(menu, ctx, stack)
    section.fill_file_menu(file_menu, ctx, stack)
    texts = [a.text() for a in menu.actions()]
    assert texts == [
        "&New Warband…",
        "&Rename Warband…",
        "&Copy Warband…",
        "&Delete Warband…",
        "",  # a separator
        "&Play a Match…",
    ]
    dialog_log.answer("Ash Wolves of the Moor")
    menu.actions()[1].trigger()
    qtbot.waitUntil(ctx.ops.idle)
    ctx.ops.wait_idle()
    assert next(b.name for b in warbands.list_warbands(ctx.db)) == "Ash Wolves of the Moor"
    assert "Import &Warband…" in [a.text() for a in file_menu.actions()]
