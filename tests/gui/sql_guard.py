"""The rule GUI.md holds every page to: the GUI thread never runs SQL.

A ``before_cursor_execute`` listener on every Engine notes each statement run on the main
thread while a frame of ``warclan.gui`` is on the stack (the window's code, or a service
it called directly). A test's own setup calls services on the main thread too, with no
window frame above them: those are allowed, since no player waits on them.
"""

from __future__ import annotations

import sys
import threading
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import Engine

_GUI = "/warclan/gui/"


@dataclass
class GuiThreadSql:
    """Statements the GUI thread ran, with the window's frame that ran them."""

    seen: list[tuple[str, str]] = field(default_factory=list)

    def listen(self) -> None:
        event.listen(Engine, "before_cursor_execute", self._check)

    def stop(self) -> None:
        event.remove(Engine, "before_cursor_execute", self._check)

    def _check(self, _conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if threading.current_thread() is not threading.main_thread():
            return
        frame = sys._getframe(1)
        while frame is not None:
            name = frame.f_code.co_filename.replace("\\", "/")
            if _GUI in name and not name.endswith("/gui/ops.py"):
                module = name.split(_GUI, 1)[1]
                where = f"{module}:{frame.f_lineno} {frame.f_code.co_name}"
                self.seen.append((where, " ".join(statement.split())[:120]))
                return
            frame = frame.f_back  # type: ignore[assignment]

    def report(self) -> str:
        places = sorted({where for where, _ in self.seen})
        return f"{len(self.seen)} statement(s) on the GUI thread, from:\n  " + "\n  ".join(places)
