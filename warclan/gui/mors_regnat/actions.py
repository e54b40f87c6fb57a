"""Warband-wide actions of the Warband and File menus: new, rename, copy, delete,
import and export. Each change is one undoable command; dialogs go through
``warclan.gui.dialogs`` so tests answer them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QWidget

from warclan.errors import UserError
from warclan.gui import dialogs
from warclan.gui.context import AppContext
from warclan.gui.i18n import tr
from warclan.gui.mors_regnat.commands import warband_command
from warclan.services.mors_regnat import files, warbands
from warclan.services.mors_regnat.dto import WarbandSheet


def filters() -> str:
    return tr("Warband files (*.json);;All files (*)")


Done = Callable[[int], None] | None


class ImportProblems(UserError):
    """A refused warband file, one problem (with its JSON path) per line."""

    def __init__(self, source: str, problems: tuple[str, ...]) -> None:
        self.problems = problems
        lines = "\n".join(f"• {p}" for p in problems)
        said = tr("{source} was not imported (%n problem(s)); nothing changed:", "", len(problems))
        super().__init__(said.format(source=source) + "\n" + lines)


def new_warband(ctx: AppContext, parent: QWidget | None, on_done: Done = None) -> None:
    name = dialogs.ask_text(
        parent, tr("New warband"), tr("Name of the warband:"), check_printing=True
    )
    if name is None:
        return
    db = ctx.db
    warband_command(
        ctx,
        tr("New warband {name}").format(name=name),
        None,
        lambda: warbands.create_warband(db, name),
        on_done=on_done,
    )


def rename_warband(ctx: AppContext, parent: QWidget | None, sheet: WarbandSheet) -> None:
    name = dialogs.ask_text(
        parent, tr("Rename warband"), tr("New name:"), sheet.name, check_printing=True
    )
    if name is None or name == sheet.name:
        return
    db = ctx.db
    warband_command(
        ctx,
        tr("Rename {old} to {new}").format(old=sheet.name, new=name),
        sheet.id,
        lambda: warbands.rename_warband(db, sheet.id, name),
    )


def copy_warband(
    ctx: AppContext, parent: QWidget | None, sheet: WarbandSheet, on_done: Done = None
) -> None:
    name = dialogs.ask_text(
        parent,
        tr("Copy warband"),
        tr("Name of the copy:"),
        tr("{name} (copy)").format(name=sheet.name),
        check_printing=True,
    )
    if name is None:
        return
    db = ctx.db
    warband_command(
        ctx,
        tr("Copy {name}").format(name=sheet.name),
        None,
        lambda: warbands.copy_warband(db, sheet.id, name),
        on_done=on_done,
    )


def delete_warband(ctx: AppContext, parent: QWidget | None, sheet: WarbandSheet) -> None:
    played = sheet.record.played
    kept = "\n" + tr("Its %n match(es) stay in the log.", "", played) if played else ""
    message = tr("Delete {name} and its %n warriors?", "", len(sheet.warriors))
    message = message.format(name=sheet.name) + kept
    if not dialogs.confirm(parent, tr("Delete warband"), message, tr("Delete")):
        return
    db = ctx.db
    warband_command(
        ctx,
        tr("Delete warband {name}").format(name=sheet.name),
        sheet.id,
        lambda: warbands.delete_warband(db, sheet.id),
    )


def export_warband(ctx: AppContext, parent: QWidget | None, sheet: WarbandSheet) -> None:
    path = dialogs.ask_save_path(parent, tr("Export warband"), f"{sheet.name}.json", filters())
    if path is None:
        return
    db = ctx.db
    # The save dialog already asked before replacing a file.
    ctx.ops.run(
        tr("Export {name}").format(name=sheet.name),
        lambda: files.export_warband(db, sheet.id, path, overwrite=True),
    )


def import_warband(
    ctx: AppContext, parent: QWidget | None, path: Path | None = None, on_done: Done = None
) -> None:
    """Read a warband file; a taken name asks for another. A bad file lists every
    problem with its JSON path, and nothing changes."""
    path = path or dialogs.ask_open_path(parent, tr("Import warband"), filters())
    if path is None:
        return
    db = ctx.db
    try:  # read and check on the GUI thread first: a small file, capped at 1 MB
        data = files.read_limited(path)
        build = files.parse_document(data, path.name)
    except files.ImportRefused as exc:
        ctx.ops.report(tr("Import warband"), ImportProblems(path.name, exc.problems))
        return
    except UserError as exc:
        ctx.ops.report(tr("Import warband"), exc)
        return

    def import_as(rename: str | None) -> None:
        def run() -> WarbandSheet:
            try:
                return files.import_bytes(db, data, source=path.name, rename=rename)
            except files.ImportRefused as exc:
                raise ImportProblems(path.name, exc.problems) from exc

        warband_command(
            ctx, tr("Import {name}").format(name=build.name), None, run, on_done=on_done
        )

    def check_name(taken: set[str]) -> None:
        if build.name.casefold() not in taken:
            import_as(None)
            return
        rename = dialogs.ask_text(
            parent,
            tr("Import warband"),
            tr("A warband called {name!r} already exists. Import it as:").format(name=build.name),
            tr("{name} (imported)").format(name=build.name),
        )
        if rename is not None:
            import_as(rename)

    # The names taken are read on a pool thread; a taken one asks for another.
    ctx.ops.read(
        parent if parent is not None else ctx.ops,
        tr("Import warband"),
        lambda: {w.name.casefold() for w in warbands.list_warbands(db)},
        check_name,
        key="import",
    )
