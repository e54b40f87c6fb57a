"""File ▸ Export Roster… (Ctrl+P): one dialog for layout, paper and scope; after writing,
"Open PDF" and "Show in Folder". The PDFs are written off the GUI thread by ``ctx.ops``."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from warclan.gui import desktop, dialogs
from warclan.gui.context import AppContext
from warclan.gui.i18n import tr
from warclan.gui.roster_export import RosterTarget, export_rosters
from warclan.gui.window_state import remember_dialog

FOLDER_KEY = "print/folder"
LAYOUT_KEY = "print/layout"
WARBAND_LAYOUT_KEY = "print/warband_layout"  # its own: "table" means nothing to a War Clan
PAPER_KEY = "print/paper"
PAPERS = {"a4": "A4", "letter": "US Letter"}


class PrintDialog(QDialog):
    written = Signal(object)  # list[PdfResult], or None when writing failed

    def __init__(
        self,
        ctx: AppContext,
        this: RosterTarget,
        every: Sequence[RosterTarget],
        every_label: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.this = this
        self.every = list(every)
        self.results: list[object] = []
        self.setWindowTitle(tr("Export Roster"))
        self.setAccessibleName(tr("Export Roster dialog"))
        settings = ctx.settings

        band = this.kind == "warband"
        self.table = QRadioButton(tr("Warband &table: one row per warrior, all on a page"))
        self.sheet = QRadioButton(
            tr("Roster &sheet: one block per warrior")
            if band
            else tr("Roster &sheet: one block per warrior, rules reference")
        )
        self.cards = QRadioButton(tr("Warrior &cards to cut out"))
        layouts = QButtonGroup(self)
        choices = {"table": self.table, "sheet": self.sheet, "cards": self.cards}
        if not band:
            del choices["table"]
        for button in choices.values():
            layouts.addButton(button)
        self._layout_key = WARBAND_LAYOUT_KEY if band else LAYOUT_KEY
        saved = str(settings.value(self._layout_key) or "")
        choices.get(saved, self.table if band else self.sheet).setChecked(True)

        self.paper = QComboBox()
        self.paper.setAccessibleName(tr("Paper size"))
        from warclan.reports.paper import default_paper

        shown = {"letter": tr("US Letter")}  # A4 is A4 everywhere
        for key, name in PAPERS.items():
            self.paper.addItem(shown.get(key, name), key)
        chosen = str(settings.value(PAPER_KEY) or default_paper())
        self.paper.setCurrentIndex(max(0, self.paper.findData(chosen)))

        one = tr("This warband: {name}") if band else tr("This War Clan: {name}")
        self.one = QRadioButton(one.format(name=this.name))
        files = tr("%n file(s), one each", "", len(self.every))
        self.all = QRadioButton(f"{every_label} ({files})")
        scopes = QButtonGroup(self)
        scopes.addButton(self.one)
        scopes.addButton(self.all)
        self.one.setChecked(True)
        self.all.setVisible(len(self.every) > 1)

        self.folder = QLineEdit(str(settings.value(FOLDER_KEY) or _documents()))
        self.folder.setAccessibleName(tr("Folder for the PDFs"))
        choose = QPushButton(tr("C&hoose…"))
        choose.setAutoDefault(False)  # Return writes the PDF; it never opens a folder dialog
        choose.clicked.connect(self._choose_folder)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(choose)

        form = QFormLayout()
        layout_box = QVBoxLayout()
        if band:
            layout_box.addWidget(self.table)
        else:
            self.table.hide()
        layout_box.addWidget(self.sheet)
        layout_box.addWidget(self.cards)
        scope_box = QVBoxLayout()
        scope_box.addWidget(self.one)
        scope_box.addWidget(self.all)
        form.addRow(tr("Layout:"), layout_box)
        form.addRow(tr("&Paper:"), self.paper)
        form.addRow(tr("Print:"), scope_box)
        folder_label = QLabel(tr("&Folder:"))
        folder_label.setBuddy(self.folder)
        form.addRow(folder_label, folder_row)

        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.status.setAccessibleName(tr("Export result"))

        self.buttons = QDialogButtonBox()
        self.write_button = self.buttons.addButton(
            tr("&Write PDF"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.open_button = self.buttons.addButton(
            tr("&Open PDF"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.show_button = self.buttons.addButton(
            tr("Show in Fol&der"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.open_button.setEnabled(False)
        self.show_button.setEnabled(False)
        self.write_button.clicked.connect(self.write)
        self.open_button.clicked.connect(self._open)
        self.show_button.clicked.connect(self._show)
        self.close_button.clicked.connect(self.reject)

        self.setMinimumWidth(560)
        remember_dialog(self, settings, "export_roster")
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        # Made the default once it is in this dialog (before, the dialog cannot know it):
        # Return anywhere in the dialog writes the PDF.
        self.write_button.setDefault(True)

    def chosen_layout(self) -> str:
        """sheet | cards, and for a warband also table (its default)."""
        if self.this.kind == "warband" and self.table.isChecked():
            return "table"
        return "cards" if self.cards.isChecked() else "sheet"

    def targets(self) -> list[RosterTarget]:
        return self.every if self.all.isChecked() and self.every else [self.this]

    def _choose_folder(self) -> None:
        chosen = dialogs.ask_folder(self, tr("Folder for the roster PDFs"), self.folder.text())
        if chosen is not None:
            self.folder.setText(str(chosen))

    def write(self) -> None:
        from warclan.reports.options import RosterOptions

        folder = Path(self.folder.text().strip()).expanduser()
        if not folder.is_dir():
            dialogs.show_error(
                self,
                tr("Export Roster"),
                tr("{folder} is not a folder; choose one.").format(folder=folder),
            )
            return
        layout = self.chosen_layout()
        paper = str(self.paper.currentData())
        settings = self.ctx.settings
        settings.setValue(FOLDER_KEY, str(folder))
        settings.setValue(self._layout_key, layout)
        settings.setValue(PAPER_KEY, paper)
        targets = self.targets()
        there = [t.file_name(layout) for t in targets if (folder / t.file_name(layout)).exists()]
        if there and not dialogs.confirm(
            self,
            tr("Replace roster?"),
            tr("{files} already exist(s) in {folder}. Replace?", "", len(there)).format(
                files=_listed(there), folder=folder
            ),
            accept=tr("Replace"),
            safe_default=True,
        ):
            self.status.setText(tr("Nothing was written."))
            return
        db = self.ctx.db
        self.write_button.setEnabled(False)
        self.status.setText(tr("Writing %n roster(s)…", "", len(targets)))

        def done(results: Sequence[object]) -> None:
            self.results = list(results)
            self.write_button.setEnabled(True)
            self.open_button.setEnabled(bool(results))
            self.show_button.setEnabled(bool(results))
            names = ", ".join(Path(r.path).name for r in results)  # type: ignore[attr-defined]
            pages = sum(r.pages for r in results)  # type: ignore[attr-defined]
            self.status.setText(
                tr("Wrote {names} (%n page(s)) in {folder}.", "", pages).format(
                    names=names, folder=folder
                )
            )
            self.written.emit(results)

        def failed(_exc: BaseException) -> None:
            self.write_button.setEnabled(True)
            self.status.setText(tr("Nothing was written."))
            self.written.emit(None)

        label = tr("Export %n roster(s)", "", len(targets))
        self.ctx.ops.run(
            label,
            lambda: export_rosters(db, targets, folder, RosterOptions(paper=paper, layout=layout)),
            on_done=done,
            on_failed=failed,
            said=tr("Exported %n roster(s)", "", len(targets)),
        )

    def first_path(self) -> Path | None:
        return Path(self.results[0].path) if self.results else None  # type: ignore[attr-defined]

    def _open(self) -> None:
        path = self.first_path()
        if path is not None:
            desktop.open_file(path)

    def _show(self) -> None:
        path = self.first_path()
        if path is not None:
            desktop.show_in_folder(path)


def _listed(names: Sequence[str], most: int = 4) -> str:
    shown = ", ".join(names[:most])
    more = len(names) - most
    return shown + (tr(" and {count} more").format(count=more) if more > 0 else "")


def _documents() -> str:
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return found or str(Path.home())
