"""The ``warclan`` command line: a thin skin over the services, with ``--json``.

Every failure the user can cause prints one line on stderr and exits non-zero; the
services' transactions make sure nothing was changed. Only the module of the command
being run is imported (see ``groups``), so a quick command starts quickly.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NoReturn

from warclan import __version__
from warclan.cli import output as stdout
from warclan.cli.args import Parser
from warclan.cli.groups import GROUPS
from warclan.errors import UserError
from warclan.gc_tuning import QUICK_COMMAND_GEN0, freeze_start_up, relax_collector
from warclan.paths import DB_ENV_VAR
from warclan.text import printable, terminal_safe

EXIT_USER_ERROR = 1
EXIT_USAGE = 2
EXIT_INTERNAL = 70


@dataclass(frozen=True, slots=True)
class GlobalOptions:
    """``--db`` and ``--json``, taken from anywhere on the line, and the arguments left over."""

    db: str | None
    json: bool
    rest: list[str]


class UsageError(Exception):
    pass


def split_global_options(argv: Sequence[str]) -> GlobalOptions:
    """Take ``--json`` and ``--db X`` (or ``--db=X``) out from anywhere on the line, up to
    a ``--``; the rest goes to the command's own parser."""
    rest: list[str] = []
    db: str | None = None
    as_json = False
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--":
            rest.extend(argv[i:])
            break
        if arg == "--json":
            as_json = True
        elif arg == "--db":
            if i + 1 >= len(argv) or argv[i + 1].startswith("--"):
                raise UsageError("--db needs a database file or URL")
            db = argv[i + 1]
            i += 1
        elif arg.startswith("--db="):
            db = arg.removeprefix("--db=")
        else:
            rest.append(arg)
        i += 1
    return GlobalOptions(db, as_json, rest)


def _group_of(rest: Sequence[str]) -> str | None:
    for arg in rest:
        if arg == "--":
            return None
        if not arg.startswith("-"):
            return arg
    return None


def build_parser(group: str | None = None, *, full: bool = False) -> argparse.ArgumentParser:
    """The parser with the named group's commands (every group's with ``full``); other
    groups are listed with their help only."""
    parser = Parser(
        prog="warclan",
        description="Campaign and warband manager for Ragnarok (Morpheus Engine) and Mors Regnat. "
        "--json and --db may be given anywhere on the line.",
    )
    parser.add_argument("--version", action="version", version=f"warclan {__version__}")
    parser.add_argument(
        "--db",
        help=f"database file or SQLAlchemy URL (default: ${DB_ENV_VAR}, else your data folder)",
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    groups = parser.add_subparsers(
        dest="group", metavar="COMMAND", required=True, parser_class=Parser
    )
    wanted = (
        {module for module, _ in GROUPS.values()}
        if full
        else {GROUPS[group][0]}
        if group in GROUPS
        else set()
    )
    added: set[str] = set()
    for name, (module, help_text) in GROUPS.items():
        if module in wanted:
            if module not in added:
                importlib.import_module(module).add_commands(groups)
                added.add(module)
        else:
            groups.add_parser(name, help=help_text)
    return parser


def _not_utf8(argv: Sequence[str]) -> str | None:
    """The first argument holding bytes that are not UTF-8 (the OS hands them over as lone
    surrogates, which no name, text or printed path can hold), as an error message."""
    for number, arg in enumerate(argv, 1):
        bad = next((i for i, c in enumerate(arg) if 0xD800 <= ord(c) <= 0xDFFF), None)
        if bad is not None:
            shown = printable(arg)
            byte = ord(arg[bad]) - 0xDC00 if 0xDC80 <= ord(arg[bad]) <= 0xDCFF else None
            what = f"the byte 0x{byte:02x}" if byte is not None else "a lone surrogate"
            return (
                f"argument {number} ({shown}) has {what} at character {bad + 1}, which is not "
                "UTF-8 text; warclan takes names, texts and file names in UTF-8"
            )
    return None


def main(argv: Sequence[str] | None = None, *, started: Callable[[], object] = lambda: None) -> int:
    """Run one command; ``started`` is called once its database is open (the program
    frees the collector from start-up's objects then: ``run``)."""
    raw = list(sys.argv[1:] if argv is None else argv)
    problem = _not_utf8(raw)
    if problem is not None:
        print(f"warclan: error: {problem}", file=sys.stderr)
        return EXIT_USER_ERROR
    try:
        options = split_global_options(raw)
    except UsageError as exc:
        print(f"warclan: error: {exc} (see 'warclan --help')", file=sys.stderr)
        return EXIT_USAGE
    try:
        parser = build_parser(_group_of(options.rest))
        args = parser.parse_args(options.rest)
    except SystemExit as exc:  # --help, --version, or a usage error already printed
        return int(exc.code or 0)
    except OSError as exc:  # the help or version could not be written
        return stdout.failed(exc)
    try:
        result = _run(options, args, started)
    except UserError as exc:
        from warclan.cli import hints  # only a failing command pays for the hints

        print(f"warclan: error: {exc}{hints.hint(exc)}", file=sys.stderr)
        return EXIT_USER_ERROR
    except Exception as exc:
        return _unexpected(exc)
    return _print(result, options.json)


def run() -> NoReturn:
    """The ``warclan`` program: ``main()``, then an ordinary exit with its code.

    Output that cannot be written (a full disk, a file size limit) is an error like any
    other; a reader that went away (``| head``) is not. The garbage collector runs less
    often, and does not walk again what start-up made (see ``gc_tuning``).
    """
    relax_collector(QUICK_COMMAND_GEN0)
    code = main(started=freeze_start_up)
    # What argparse printed (help, version) is still buffered: flush it here, where a
    # failure can still change the exit code.
    code = stdout.flush() or code
    raise SystemExit(code)


def _run(options: GlobalOptions, args: argparse.Namespace, started: Callable[[], object]) -> Any:
    from warclan.paths import resolve_database
    from warclan.store.database import Database

    url = resolve_database(options.db)
    if getattr(args, "unopened", None) is not None:
        return args.unopened(url, args)  # e.g. db upgrade: before the open's checks
    db = Database(url)
    started()
    try:
        from warclan.cli.waiting import say_lock_waits

        say_lock_waits(db)  # a league server's write blocked on a row lock says so
        return args.run(db, args)
    finally:
        db.close()


def _unexpected(exc: Exception) -> int:
    from sqlalchemy.exc import SQLAlchemyError

    if isinstance(exc, SQLAlchemyError):
        print(
            f"warclan: error: database problem: {exc.__class__.__name__}: {_first_line(exc)}",
            file=sys.stderr,
        )
        return EXIT_USER_ERROR
    if os.environ.get("WARCLAN_DEBUG"):
        raise exc
    print(
        f"warclan: internal error: {exc.__class__.__name__}: {exc} "
        "(set WARCLAN_DEBUG=1 for details)",
        file=sys.stderr,
    )
    return EXIT_INTERNAL


def _print(result: Any, as_json: bool) -> int:
    from warclan.cli import render

    if as_json:
        import json

        from warclan.services.jsonable import to_jsonable

        output = json.dumps(to_jsonable(result), indent=2, ensure_ascii=False)
    else:
        output = terminal_safe(render.text(result))
    try:
        stdout.write(output + "\n")
    except OSError as exc:
        return stdout.failed(exc)
    return 0


def _first_line(exc: BaseException) -> str:
    return str(exc).splitlines()[0] if str(exc) else ""


if __name__ == "__main__":
    run()
