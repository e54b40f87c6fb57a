"""How a game tracker's page sends its taps (both game systems): one after another, in
the order they were made; each checked against the rules on the page's own copy of the
game first (a refusal is said in the page, with no dialog and no database call), then
saved on a pool thread as an undoable command on the page's undo stack."""

from __future__ import annotations

import copy
from collections import deque
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from warclan.gui.context import AppContext
from warclan.gui.i18n import text as i18n_text
from warclan.gui.i18n import tr
from warclan.gui.ops import Changed
from warclan.rules.errors import RulesError
from warclan.rules.turns import Tap

if TYPE_CHECKING:
    from warclan.store.database import Database


class Game(Protocol):
    """A tracked game's state as the rules keep it (``apply`` refuses what they forbid)."""

    def apply(self, tap: Tap) -> None: ...


class Saved(Protocol):
    """What the service answers: the game (its id) and how many taps it has now."""

    @property
    def id(self) -> int: ...

    @property
    def seq(self) -> int: ...


ViewT = TypeVar("ViewT", bound=Saved)
ViewT_co = TypeVar("ViewT_co", bound=Saved, covariant=True)


class TrackerService(Protocol[ViewT_co]):  # services.ragnarok.tracker and mors_regnat's
    def tap(
        self, db: Database, tracker_id: int, kind: str, data: Mapping[str, Any]
    ) -> ViewT_co: ...

    def undo_tap(self, db: Database, tracker_id: int, seq: int | None = None) -> object: ...


class TapQueue(Generic[ViewT]):
    """``service()`` gives the game system's tracker service (imported when first used:
    the window paints before the services load) and ``ident()`` the game shown;
    ``state()`` gives the game as last shown (None: nothing yet), ``describe`` says a tap
    in words, ``shown(tap, view)`` shows what was saved, ``say`` puts a refusal in the page
    and ``reload`` reads the game again after a failure."""

    def __init__(
        self,
        ctx: AppContext,
        service: Callable[[], TrackerService[ViewT]],
        ident: Callable[[], int | None],
        changed: Callable[[], Changed],
        state: Callable[[], Game | None],
        describe: Callable[[Any, Tap], str],
        shown: Callable[[Tap, ViewT], None],
        say: Callable[[str], None],
        reload: Callable[[], None],
    ) -> None:
        self._ctx = ctx
        self._service, self._ident = service, ident
        self._changed, self._state, self._describe = changed, state, describe
        self._shown, self._say, self._reload = shown, say, reload
        self._queue: deque[Tap] = deque()
        self.in_flight = False

    def send(self, tap: Tap) -> None:
        self._queue.append(tap)
        self._pump()

    def clear(self) -> None:
        self._queue.clear()

    def _pump(self) -> None:
        state, ident = self._state(), self._ident()
        if self.in_flight or not self._queue or state is None or ident is None:
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
        service, db = self._service(), self._ctx.db

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
            lambda: service.tap(db, ident, tap.kind, dict(tap.data)),
            lambda view: service.undo_tap(db, view.id, view.seq),
            changed=self._changed(),
            on_done=done,
            on_failed=failed,
            said=tr("Saved: {what}").format(what=label),
        )
