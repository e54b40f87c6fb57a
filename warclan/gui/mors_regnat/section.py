"""The navigator's "Mors Regnat" section: warbands (with their warriors), the match log and
the attack odds; its Warband menu and its File menu entries (issue 10)."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from warclan.gui import i18n
from warclan.gui.access import needs
from warclan.gui.context import AppContext, NavItem, Page
from warclan.gui.i18n import number, tr
from warclan.gui.mors_regnat import actions
from warclan.gui.mors_regnat.match_log import MatchLogPage
from warclan.gui.mors_regnat.odds_panel import OddsPanel
from warclan.gui.mors_regnat.warband_page import WarbandPage
from warclan.gui.ops import Changed
from warclan.services.mors_regnat import warbands
from warclan.services.mors_regnat.dto import WarbandSheet, WarbandSummary

WARBAND, WARRIOR, MATCH_LOG, ODDS = "warband", "mr_warrior", "match_log", "odds"
TRACKER = "mr_tracker"


def warband_label(s: WarbandSummary) -> str:
    return tr("{name}  ({warriors} · {cp} CP)").format(
        name=s.name, warriors=number(s.warriors), cp=number(s.cp_spent)
    )


def warband_tooltip(s: WarbandSummary) -> str:
    r = s.record
    lines = [
        tr("%n warrior(s), {cp} Creation Points spent", "", s.warriors).format(
            cp=number(s.cp_spent)
        ),
        tr("Record: {played} played, {won} won, {lost} lost, {drawn} drawn").format(
            played=number(r.played), won=number(r.won), lost=number(r.lost), drawn=number(r.drawn)
        ),
    ]
    if s.warnings:
        lines.append("⚠ " + tr("%n warning(s)", "", s.warnings))
    if s.errors:
        lines.append("✖ " + tr("%n problem(s)", "", s.errors))
    return "\n".join(lines)


class MorsRegnatSection:
    title = "Mors Regnat"

    def __init__(self) -> None:
        self._warband_pages: list[WarbandPage] = []
        self._window: QWidget | None = None  # for the match tracker's way to the log

    def items(self, ctx: AppContext) -> list[NavItem]:
        from warclan.services.mors_regnat import tracker

        playing = tuple(
            NavItem(
                TRACKER,
                m.id,
                tr("▶ {warbands} (turn {turn})").format(
                    warbands=tr(" v ").join(s.warband for s in m.state.sides),
                    turn=number(m.state.turn_number),
                ),
                tooltip=tr("A match at the table since {time}").format(
                    time=i18n.moment_text(m.started_at)
                ),
            )
            for m in tracker.matches_in_progress(ctx.db)
        )
        bands = []
        for summary in warbands.list_warbands(ctx.db):
            sheet = warbands.show_warband(ctx.db, summary.id)
            warriors = tuple(
                NavItem(
                    WARRIOR, w.id, w.name, tooltip=tr("{cp} CP left").format(cp=number(w.cp_left))
                )
                for w in sheet.warriors
            )
            label = warband_label(summary)
            if summary.warnings or summary.errors:
                label += "  ⚠"
            bands.append(NavItem(WARBAND, summary.id, label, warriors, warband_tooltip(summary)))
        return [
            *bands,
            NavItem(MATCH_LOG, None, tr("Match log"), playing, tooltip=tr("Matches, standings")),
            NavItem(ODDS, None, tr("Attack odds"), tooltip=tr("Exact odds of one attack")),
        ]

    def page_kinds(self) -> tuple[str, ...]:
        return (WARBAND, WARRIOR, MATCH_LOG, ODDS, TRACKER)

    def make_page(self, kind: str, ctx: AppContext, parent: QWidget) -> Page:
        if kind in (WARBAND, WARRIOR):
            page = WarbandPage(ctx, parent)
            self._warband_pages.append(page)
            return page
        if kind == MATCH_LOG:
            return MatchLogPage(ctx, parent)
        if kind == ODDS:
            return OddsPanel(ctx, parent)
        if kind == TRACKER:
            from warclan.gui.mors_regnat.match_tracker import MatchTrackerPage

            return MatchTrackerPage(ctx, parent, self._go)
        raise KeyError(kind)

    def _go(self, kind: str, ident: int | None) -> None:
        select = getattr(self._window, "select", None)
        if select is not None:
            select(kind, ident)

    def current_warband(self) -> WarbandSheet | None:
        """The warband of the warband page last shown (the Warband menu acts on it)."""
        for page in reversed(self._warband_pages):
            if page.isVisible() and page.sheet is not None:
                return page.sheet
        return next((p.sheet for p in reversed(self._warband_pages) if p.sheet), None)

    def fill_menu(self, menu: QMenu, ctx: AppContext, window: QWidget) -> None:
        menu.setTitle(tr("&Warband"))
        self._window = window
        new = menu.addAction(tr("&New Warband…"))
        new.triggered.connect(lambda: actions.new_warband(ctx, window))
        rename = menu.addAction(tr("&Rename Warband…"))
        copy = menu.addAction(tr("&Copy Warband…"))
        delete = menu.addAction(tr("&Delete Warband…"))
        menu.addSeparator()
        play = needs(menu.addAction(tr("&Play a Match…")), "matches")
        play.setShortcut(QKeySequence("Ctrl+Shift+M"))
        play.setStatusTip(tr("Track a match at the table; its end goes into the match log"))

        def play_match() -> None:
            from warclan.gui.mors_regnat.play_match import play_match as start

            start(ctx, window)

        play.triggered.connect(play_match)

        def on_current(act: object) -> None:
            sheet = self.current_warband()
            if sheet is None:
                return
            if act is rename:
                actions.rename_warband(ctx, window, sheet)
            elif act is copy:
                actions.copy_warband(ctx, window, sheet)
            elif act is delete:
                actions.delete_warband(ctx, window, sheet)

        for act in (rename, copy, delete):
            act.triggered.connect(lambda _checked=False, act=act: on_current(act))
        for act in (new, rename, copy, delete):
            needs(act, "warbands")

        def enable() -> None:
            has = self.current_warband() is not None
            for act in (rename, copy, delete):
                act.setEnabled(has)

        menu.aboutToShow.connect(enable)
        delete.setShortcut(QKeySequence())  # Delete belongs to the table, not the menu

    def fill_file_menu(self, menu: QMenu, ctx: AppContext, window: QWidget) -> None:
        imp = needs(menu.addAction(tr("Import &Warband…")), "warbands")
        imp.triggered.connect(lambda: actions.import_warband(ctx, window))
        exp = menu.addAction(tr("Export Warband…"))

        def export() -> None:
            sheet = self.current_warband()
            if sheet is not None:
                actions.export_warband(ctx, window, sheet)

        exp.triggered.connect(export)
        menu.aboutToShow.connect(lambda: exp.setEnabled(self.current_warband() is not None))

    def refresh_on(self, changed: Changed) -> bool:
        return changed.touches("warbands", "matches", "mr_trackers")
