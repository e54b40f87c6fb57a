"""Undo belongs to what you are looking at (GUI.md): one ``QUndoStack`` per document (a
campaign, a warband, a campaign's catalogues, each game night's log) in one
``QUndoGroup``. Edit ▸ Undo is the group's action, so it names only what the page shown
can undo; a page pushes onto ``ctx.undo_stack``, which the window points at the shown
document's stack whenever the navigator's choice changes. An edit started on one page
is pushed onto the stack it started on, even if the player moved on before it finished
(``Ops.run_command`` takes the stack when called)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoGroup, QUndoStack

from warclan.gui.context import NavItem

# Navigator kinds whose pages share one document (the rest are one each, by kind).
_GAME_NIGHTS = {"vgw_setup": "vgw", "vgw_log": "vgw", "mm_setup": "midgard"}
_GAME_NIGHTS |= {"mm_log": "midgard", "mm_loki": "midgard"}


def document_of(path: Sequence[NavItem]) -> str:
    """The document the navigator's choice (its path from the section down) belongs to."""
    if path and path[-1].kind in ("tracker", "mr_tracker"):  # a game at the table: its taps
        return f"tracker:{path[-1].ident}"
    for item in path:
        if item.kind == "campaign":
            return f"campaign:{item.ident}"
        if item.kind == "warband":
            return f"warband:{item.ident}"
    if not path:
        return ""
    item = path[-1]
    if item.kind == "catalogs":
        return f"catalogs:{item.ident}"
    return _GAME_NIGHTS.get(item.kind, item.kind)


class UndoStacks(QObject):
    """The window's stacks, one per document, made when first shown."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.group = QUndoGroup(self)
        self._stacks: dict[str, QUndoStack] = {}
        self.show_document("")

    def stack(self, document: str) -> QUndoStack:
        found = self._stacks.get(document)
        if found is None:
            found = self._stacks[document] = QUndoStack(self)
            self.group.addStack(found)
        return found

    def show_document(self, document: str) -> QUndoStack:
        """Make ``document``'s stack the one Edit ▸ Undo works on; returns it."""
        stack = self.stack(document)
        self.group.setActiveStack(stack)
        return stack

    @property
    def active(self) -> QUndoStack:
        stack = self.group.activeStack()
        assert stack is not None
        return stack

    def reset(self) -> None:
        """Another database: no history of the last one applies."""
        for stack in self._stacks.values():
            self.group.removeStack(stack)
            stack.deleteLater()
        self._stacks.clear()
        self.show_document("")
