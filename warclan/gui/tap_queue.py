"""How a game tracker's page sends its taps (both game systems): one after another, in
the order they were made; each checked against the rules on the page's own copy of the
game first (a refusal is said in the page, with no dialog and no database call), then
saved on a pool thread as an undoable command on the page's undo stack."""

from __future__ import annotations

import copy
from collections import deque
from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

from warclan.gui.context import AppContext
from warclan.gui.i18n import text as i18n_text
from warclan.gui.i18n import tr
from warclan.gui.ops import Changed
from warclan.rules.errors import RulesError


class Game(Protocol):
    """A tracked game's state as the rules keep it (``apply`` refuses what they forbid)."""

    def apply(self, tap: Any) -> None: ...


TapT = TypeVar("TapT")
ViewT = TypeVar("ViewT")


class TapQueue(Generic[TapT, ViewT]):
    """``state()`` gives the game as last shown (None: nothing yet), ``describe`` says a
    tap in words, ``save(tap)`` / ``take_back(view)`` run on a pool thread, ``shown(tap,
    view)`` shows what was saved, ``say`` puts a refusal in the page and ``reload`` reads
    the game again after a failure."""

    def __init__(
        self,
        ctx: AppContext,
        changed: Callable[[], Changed],
        state: Callable[[], Game | None],
        describe: Callable[[Any, TapT], str],
        save: Callable[[TapT], Callable[[], ViewT]],
        take_back: Callable[[ViewT], object],
        shown: Callable[[TapT, ViewT], None],
        say: Callable[[str], None],
        reload: Callable[[], None],
    ) -> None:
        self._ctx = ctx
        self._changed, self._state, self._describe = changed, state, describe
        self._save, self._take_back, self._shown = save, take_back, shown
        self._say, self._reload = say, reload
        self._queue: deque[TapT] = deque()
        self.in_flight = False

    def send(self, tap: TapT) -> None:
        self._queue.append(tap)
        self._pump()

    def clear(self) -> None:
        self._queue.clear()

    def _pump(self) -> None:
        state = self._state()
        if self.in_flight or not self._queue or state is None:
            return
        tap = self._queue.popleft()
        trial = copy.deepcopy(state)
        try:
            label = i18n_text(self._describe(trial, tap))  # the undo command's text too
            trial.apply(tap)
        except RulesError as exc:
            self._say(i18n_text(exc))
            self._queue.clear()
            return
        self._say("")
        self.in_flight = True

        def done(view: ViewT) -> None:
            self.in_flight = False
            self._shown(tap, view)
            self._pump()

        def failed(_exc: BaseException) -> None:
            self.in_flight = False
            self._queue.clear()
            self._reload()

        self._ctx.ops.run_command(
            self._ctx.undo_stack,
            label,
            self._save(tap),
            self._take_back,
            changed=self._changed(),
            on_done=done,
            on_failed=failed,
            said=tr("Saved: {what}").format(what=label),
        )
