"""The one helper for changes: off the GUI thread, errors as dialogs, undo as service calls."""

from __future__ import annotations

import threading

from warclan.gui.context import AppContext
from warclan.gui.ops import Changed
from warclan.services.errors import ServiceError
from warclan.services.ragnarok import campaigns


def test_run_calls_the_service_off_the_gui_thread_and_announces_the_change(qtbot, ctx):
    threads: list[threading.Thread] = []
    seen: list[Changed] = []
    ctx.ops.changed.connect(seen.append)

    def create() -> object:
        threads.append(threading.current_thread())
        return campaigns.create_campaign(ctx.db, "Winter of Wolves")

    with qtbot.waitSignal(ctx.ops.message) as told:
        ctx.ops.run("New campaign", create, changed=Changed.of("campaigns"))
    assert told.args == ["Created new campaign"]
    assert threads and threads[0] is not threading.main_thread()
    assert seen == [Changed.of("campaigns")]
    assert [c.name for c in campaigns.list_campaigns(ctx.db)] == ["Winter of Wolves"]


def test_a_refusal_becomes_an_error_dialog_and_changes_nothing(qtbot, ctx, dialog_log):
    campaigns.create_campaign(ctx.db, "Winter of Wolves")
    failed: list[BaseException] = []
    ctx.ops.run(
        "New campaign",
        lambda: campaigns.create_campaign(ctx.db, "winter of wolves"),
        on_failed=failed.append,
    )
    qtbot.waitUntil(lambda: bool(failed))
    assert isinstance(failed[0], ServiceError)
    assert dialog_log.errors == [
        ("New campaign", "a campaign called 'Winter of Wolves' already exists")
    ]
    assert len(campaigns.list_campaigns(ctx.db)) == 1


def test_a_bug_gets_the_details_dialog(qtbot, ctx, dialog_log):
    def broken() -> None:
        raise KeyError("oops")

    ctx.ops.run("Broken", broken)
    qtbot.waitUntil(lambda: bool(dialog_log.bugs))
    assert dialog_log.bugs == [("Broken", "Something went wrong: KeyError: 'oops'")]


def test_run_command_pushes_one_command_after_success(qtbot, ctx: AppContext):
    done: list[object] = []
    ctx.ops.run_command(
        ctx.undo_stack,
        "New campaign",
        lambda: campaigns.create_campaign(ctx.db, "Fresh"),
        lambda made: None,
        on_done=done.append,
    )
    qtbot.waitUntil(lambda: bool(done))
    assert ctx.undo_stack.count() == 1
    assert ctx.undo_stack.undoText() == "New campaign"


def test_a_refused_command_is_not_pushed(qtbot, ctx, dialog_log):
    campaigns.create_campaign(ctx.db, "Taken")
    ctx.ops.run_command(
        ctx.undo_stack, "New campaign", lambda: campaigns.create_campaign(ctx.db, "taken"), print
    )
    qtbot.waitUntil(lambda: bool(dialog_log.errors))
    assert ctx.undo_stack.count() == 0


def test_a_refused_command_calls_on_failed_after_the_error(qtbot, ctx, dialog_log):
    campaigns.create_campaign(ctx.db, "Taken")
    failed: list[tuple[BaseException, int]] = []
    ctx.ops.run_command(
        ctx.undo_stack,
        "New campaign",
        lambda: campaigns.create_campaign(ctx.db, "taken"),
        print,
        on_failed=lambda exc: failed.append((exc, len(dialog_log.errors))),
    )
    qtbot.waitUntil(lambda: bool(failed))
    assert isinstance(failed[0][0], ServiceError) and failed[0][1] == 1
    assert ctx.undo_stack.count() == 0


def test_undo_and_redo_are_service_calls(qtbot, ctx):
    state = {"value": 0}

    def do() -> int:
        state["value"] += 1
        return state["value"]

    def undo(result: int) -> None:
        assert result == state["value"]
        state["value"] -= 1

    done: list[int] = []
    ctx.ops.run_command(ctx.undo_stack, "Add one", do, undo, on_done=done.append)
    qtbot.waitUntil(lambda: bool(done))
    assert state["value"] == 1
    ctx.undo_stack.undo()
    assert ctx.ops.wait_idle()
    assert state["value"] == 0
    ctx.undo_stack.redo()
    assert ctx.ops.wait_idle()
    assert state["value"] == 1


def test_a_failed_undo_clears_the_stack(qtbot, ctx, dialog_log):
    def undo(_result: object) -> None:
        raise ServiceError("Ravens changed since; reload")

    done: list[object] = []
    ctx.ops.run_command(ctx.undo_stack, "Edit", lambda: 1, undo, on_done=done.append)
    qtbot.waitUntil(lambda: bool(done))
    ctx.undo_stack.undo()
    qtbot.waitUntil(lambda: ctx.undo_stack.count() == 0)
    assert dialog_log.errors == [("Undo Edit", "Ravens changed since; reload")]


def test_when_idle_waits_for_the_reads_an_answer_starts(qtbot, ctx: AppContext):
    """Work the first page does not need (the later sections, the resume offer) waits
    until the page's data is shown: a read, and the read its answer starts, are done."""
    from PySide6.QtCore import QObject

    owner = QObject()
    order: list[str] = []
    gate = threading.Event()

    def second(_names: object) -> None:
        order.append("second read answered")

    def first(_names: object) -> None:
        order.append("first read answered")
        ctx.ops.read(owner, "Campaigns", lambda: campaigns.list_campaigns(ctx.db), second)

    def slow() -> object:
        gate.wait(10)
        return campaigns.list_campaigns(ctx.db)

    ctx.ops.read(owner, "Campaigns", slow, first)
    ctx.ops.when_idle(lambda: order.append("idle"))
    qtbot.wait(50)
    assert order == []  # the first read still runs
    gate.set()
    qtbot.waitUntil(lambda: "idle" in order, timeout=10_000)
    assert order == ["first read answered", "second read answered", "idle"]
    ctx.ops.when_idle(lambda: order.append("at once"))  # nothing runs: next turn
    qtbot.waitUntil(lambda: order[-1] == "at once", timeout=10_000)
