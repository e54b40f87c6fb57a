"""The window's sections, in the navigator's order: Campaigns, made when the first
database opens, then the others (``LATER_SECTIONS``), imported on a worker once the
first data is shown, or at once when the item chosen last lives in one of them."""

from __future__ import annotations

import importlib
from functools import partial
from typing import TYPE_CHECKING

from warclan.gui import i18n
from warclan.gui.i18n import tr
from warclan.gui.opening import ImportJob

if TYPE_CHECKING:
    from warclan.gui.main_window import MainWindow

# The sections after Campaigns, as (module, class). Their modules (and what they import:
# the rules catalogues, Mors Regnat's services) are not needed to show the last-used
# campaign, so they are imported on a worker once its data is shown.
LATER_SECTIONS = (
    ("warclan.gui.mors_regnat.section", "MorsRegnatSection"),
    ("warclan.gui.game_nights.section", "GameNightsSection"),
    ("warclan.gui.catalogs.section", "RulesSection"),
)


def section_title(title: str) -> str:
    """A section's title as the navigator shows it: ``title`` is also the section's key
    (the menus find a section by it), so it stays English and is worded here."""
    shown = {
        "Campaigns": tr("Campaigns"),
        "Game nights": tr("Game nights"),
        "Rules": tr("Rules", "navigator section"),
    }
    return shown.get(title) or i18n.text(title)


class SectionLoader:
    """Fills ``window.sections``."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self._job: ImportJob | None = None  # importing LATER_SECTIONS
        self.later_loaded = False

    def first(self, saved_kind: str) -> None:
        """A database is open: Campaigns, and the later sections too if ``saved_kind``
        (the kind of item chosen last) is in none of the sections made so far."""
        window = self._window
        if not window.sections:
            # Imported once a database is open: none of this is needed to paint the window.
            from warclan.gui.ragnarok import actions
            from warclan.gui.ragnarok.section import RagnarokSection

            window.sections = [RagnarokSection(partial(actions.table_menu, window), window.select)]
        kinds = {kind for section in window.sections for kind in section.page_kinds()}
        if not self.later_loaded and saved_kind and saved_kind not in kinds:
            self.add_later()

    def load_later(self) -> None:
        """Import LATER_SECTIONS on a worker; they are added once imported (unless the
        window has closed meanwhile: its menus may be gone by then)."""
        if not self.later_loaded and self._job is None and not self._window.closed:
            self._job = job = ImportJob(tuple(module for module, _ in LATER_SECTIONS))
            job.signals.done.connect(self.add_later)
            self._window.pool.start(job)

    def add_later(self) -> None:
        """Make LATER_SECTIONS (imported on a worker, or here when one is needed at once)
        and put them in the navigator and the menus."""
        self._job = None
        if self.later_loaded or self._window.closed:
            return
        self.later_loaded = True
        window = self._window
        for module, name in LATER_SECTIONS:
            make = lambda m=module, n=name: getattr(importlib.import_module(m), n)()  # noqa: E731
            made = window.guard(name, make)
            if made is not None:
                window.sections.append(made)
        if window.ctx is not None:
            window.fill_menus()
            window.reload_navigator()  # supersedes a first read still on its way
