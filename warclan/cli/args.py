"""Small pieces every command module shares: the parser class with one-line errors, the
CLI's own refusal, argument converters, and the options several commands take alike
(``--json``, a PDF with its paper and date). Imports nothing heavy, so ``warclan --help``
and the start of every command stay cheap: the report options load when a command that
prints uses them."""

from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from warclan.cli import output
from warclan.errors import UserError
from warclan.text import harmless

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    from warclan.reports.options import RosterOptions

# int() refuses strings of more than 4300 digits with its own message; far shorter ones
# are no count or seed either (a database's largest integer has 19 digits).
MAX_DIGITS = 19
# Every number a command takes is stored or looked up as a 64-bit integer (SQLite's
# INTEGER, PostgreSQL's BIGINT): a larger one is refused here, not by the driver.
LARGEST = 2**63 - 1


class CliError(UserError):
    """A combination of options the command line refuses before any service runs."""


class Parser(argparse.ArgumentParser):
    """Usage mistakes get the same one-line error as everything else."""

    def error(self, message: str) -> Any:
        # argparse quotes what was typed (unrecognized arguments, bad choices): escapes
        # and line breaks in it must not reach the terminal, nor 10 MB of it.
        self.exit(2, f"{self.prog}: error: {harmless(message)} (see '{self.prog} --help')\n")

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        # argparse ignores a failed write of the help or version; standard output must
        # report it (see ``output``), so its messages go through ``output.write``.
        if not message:
            return
        if file is None or file is sys.stdout:
            output.write(message)
        else:
            super()._print_message(message, file)


def whole(text: str, *, max_digits: int = MAX_DIGITS) -> int:
    digits = text.strip().lstrip("+-")
    if len(digits) > max_digits and digits.isdigit():
        raise argparse.ArgumentTypeError(f"a number of {len(digits):,} digits is far too large")
    try:
        value = int(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from exc
    if not -LARGEST - 1 <= value <= LARGEST:
        raise argparse.ArgumentTypeError(f"{value:,} is too large; at most {LARGEST:,}")
    return value


def non_negative(text: str) -> int:
    value = whole(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must not be negative ({value})")
    return value


def positive(text: str) -> int:
    value = non_negative(text)
    if value < 1:
        raise argparse.ArgumentTypeError("game numbers start at 1")
    return value


def iso_date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"expected a date as YYYY-MM-DD, not {text!r}") from exc


def on_off(text: str) -> bool:
    value = text.strip().lower()
    if value in ("on", "yes", "true", "1"):
        return True
    if value in ("off", "no", "false", "0"):
        return False
    raise argparse.ArgumentTypeError(f"expected on or off, not {text!r}")


def command_group(commands: Any, name: str, help: str) -> Any:
    """The subcommand ``name`` whose own subcommands come next (``warclan NAME ACTION``);
    returns what the ACTION subcommands are added to."""
    return commands.add_parser(name, help=help).add_subparsers(
        dest="action", metavar="ACTION", required=True
    )


def json_flag(p: argparse.ArgumentParser, help: str = "machine-readable output") -> None:
    # SUPPRESS: when not given here, the global --json (before the command) still counts.
    p.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help=help)


DATE_HELP = "date printed"


def pdf_args(
    p: argparse.ArgumentParser, flag: str, *, required: bool = False, date_help: str = DATE_HELP
) -> None:
    """``flag FILE.pdf``, ``--paper`` and ``--fixed-date``; see :func:`pdf_options`."""
    from warclan.reports.options import PAPERS

    help = "the PDF to write" if required else "also print it to this PDF"
    p.add_argument(flag, type=Path, required=required, metavar="FILE.pdf", help=help)
    p.add_argument("--paper", choices=PAPERS, help="paper size (default: your locale's, else a4)")
    p.add_argument("--fixed-date", type=iso_date, metavar="YYYY-MM-DD", help=date_help)


def printable(p: argparse.ArgumentParser, flag: str, run: Any) -> None:
    """What a command that can also print ends with: :func:`pdf_args`, ``--json``, and
    the function it runs."""
    pdf_args(p, flag)
    json_flag(p)
    p.set_defaults(run=run)


def pdf_options(args: argparse.Namespace) -> RosterOptions:
    """What :func:`pdf_args` read, with the defaults filled in (and ``--layout``, if any)."""
    from warclan.reports.options import RosterOptions
    from warclan.reports.output import fixed_date_from_env
    from warclan.reports.paper import default_paper

    return RosterOptions(
        paper=args.paper or default_paper(),
        layout=getattr(args, "layout", "sheet"),
        fixed_date=args.fixed_date or fixed_date_from_env(),
    )
