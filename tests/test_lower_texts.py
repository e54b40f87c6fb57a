"""Every refusal the rules, services, store and catalogues raise for a person is a ``T_()``
text (issue 24): the window can say it in the player's language, and ``str()`` of it is
the English the command line prints. An AST scan of the source finds any message written
as a bare string or f-string instead."""

from __future__ import annotations

import ast
import importlib
import pickle
from pathlib import Path

import pytest

from warclan.errors import UserError
from warclan.i18n_text import T_, Text, fill, join_texts, reason, text_of

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ("rules", "services", "store", "catalog")
# (module, class): refusals whose message is deliberately not translated, with why.
ENGLISH_ON_PURPOSE: dict[tuple[str, str], str] = {}


def _modules() -> list[tuple[str, Path]]:
    found = []
    for layer in LAYERS:
        for path in sorted((ROOT / "warclan" / layer).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found.append((name, path))
    return found


def _is_bare_message(node: ast.expr) -> bool:
    """A message written out in English, not said with T_(): a string, an f-string, or
    strings joined with + or %."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _is_bare_message(node.left) or _is_bare_message(node.right)
    if isinstance(node, ast.IfExp):
        return _is_bare_message(node.body) or _is_bare_message(node.orelse)
    return False


def _user_error(module: object, func: ast.expr) -> type | None:
    name = func.id if isinstance(func, ast.Name) else None
    found = getattr(module, name, None) if name else None
    return found if isinstance(found, type) and issubclass(found, UserError) else None


def _bare_refusals() -> list[str]:
    found = []
    for name, path in _modules():
        module = importlib.import_module(name)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                # A UserError that words its own message: its super().__init__ call.
                cls = getattr(module, node.name, None)
                if not (isinstance(cls, type) and issubclass(cls, UserError)):
                    continue
                for call in ast.walk(node):
                    if (
                        isinstance(call, ast.Call)
                        and isinstance(call.func, ast.Attribute)
                        and call.func.attr == "__init__"
                        and call.args
                        and _is_bare_message(call.args[0])
                    ):
                        found.append(f"{path.relative_to(ROOT)}:{call.lineno} {node.name}")
            elif isinstance(node, ast.Call) and node.args:
                cls = _user_error(module, node.func)
                if cls is None or (name, cls.__name__) in ENGLISH_ON_PURPOSE:
                    continue
                if _is_bare_message(node.args[0]):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno} {cls.__name__}")
    return found


# Where a file reader words a problem (the message is the call's argument at this index):
# ``check.problem(path, message)``, ``only(path, message)``, ``Problem(path, message)``,
# ``CatalogError(file, where, message)``.
PROBLEM_CALLS: dict[str, int] = {"problem": 1, "only": 1, "Problem": 1, "CatalogError": 2}
# The modules the file readers share, outside the layers above.
SHARED = ("filecheck", "jsonfile", "text", "wording")


def _bare_file_problems() -> list[str]:
    paths = [path for _, path in _modules()]
    paths += [ROOT / "warclan" / f"{name}.py" for name in SHARED]
    found = []
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            index = PROBLEM_CALLS.get(name)
            if index is not None and len(node.args) > index and _is_bare_message(node.args[index]):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} {name}")
    return found


def test_every_file_problem_below_the_window_is_a_text() -> None:
    """A problem a file reader finds is listed in the window's refusal: a bare English
    message there would stay English in the German window."""
    bare = _bare_file_problems()
    assert not bare, "file problems written in bare English (say them with T_()):\n" + "\n".join(
        bare
    )


def test_every_refusal_below_the_window_is_a_text() -> None:
    bare = _bare_refusals()
    assert not bare, "refusals written in bare English (say them with T_()):\n" + "\n".join(bare)


def test_the_scan_finds_a_bare_refusal() -> None:
    """The scan's own check: each way of writing a message out is caught."""
    for source in ('"no"', 'f"no {x}"', '"a" + b', 'f"{x}" if y else "no"'):
        assert _is_bare_message(ast.parse(source, mode="eval").body), source
    for source in ('T_("no")', "reason(exc)", "message"):
        assert not _is_bare_message(ast.parse(source, mode="eval").body), source


def test_a_text_is_its_english_sentence() -> None:
    said = T_("{clan} has {n} warriors", clan="Ravens", n=3)
    assert str(said) == said == "Ravens has 3 warriors"
    assert (said.source, said.args) == ("{clan} has {n} warriors", {"clan": "Ravens", "n": 3})
    assert pickle.loads(pickle.dumps(said)).args == said.args


def test_an_exception_argument_keeps_its_text() -> None:
    inner = UserError(T_("the game has ended"))
    outer = T_("{clan}: {exc}", clan="Ravens", exc=inner)
    assert outer == "Ravens: the game has ended"
    assert outer.args["exc"] is text_of(inner)
    assert reason(inner) is text_of(inner)
    assert reason(ValueError("plain")) == "plain"
    # A plain exception stays as it is: its str() is the sentence's part.
    assert T_("failed: {exc}", exc=OSError("disk full")) == "failed: disk full"


def test_joined_texts_and_fields_only() -> None:
    parts = [T_("the game has ended"), "x{y}"]
    joined = join_texts("; ", parts)
    assert joined == "the game has ended; x{y}"
    assert [joined.args[k] for k in sorted(joined.args)] == parts
    assert join_texts("\n", []) == ""
    assert fill("{a}: {b}", a="file", b=T_("must not be blank")) == "file: must not be blank"


@pytest.mark.parametrize(
    ("build", "english"),
    [
        (
            lambda: __import__("warclan.rules.dice", fromlist=["x"]).check_value(
                __import__("warclan.rules.dice", fromlist=["x"]).DiceKind.TWO_D6, 13, "a roll"
            ),
            "2D6 roll for a roll must be 2–12, not 13",
        ),
        (
            lambda: __import__("warclan.rules.dice", fromlist=["x"]).check_value(
                __import__("warclan.rules.dice", fromlist=["x"]).DiceKind.ONE_D6, 0
            ),
            "1D6 roll must be 1–6, not 0",
        ),
    ],
)
def test_dice_refusals_say_what_they_said(build: object, english: str) -> None:
    with pytest.raises(UserError) as caught:
        build()  # type: ignore[operator]
    assert str(caught.value) == english
    assert isinstance(text_of(caught.value), Text)
