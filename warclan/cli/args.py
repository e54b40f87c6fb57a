"""Small pieces every command module shares: the parser class with one-line errors, the
CLI's own refusal, and argument converters. Imports nothing heavy, so ``warclan --help``
and the start of every command stay cheap."""

from __future__ import annotations

import argparse
import sys
from datetime import date
from typing import TYPE_CHECKING, Any

from warclan.cli import output
from warclan.errors import UserError

if TYPE_CHECKING:
    from _typeshed import SupportsWrite


class CliError(UserError):
    """A combination of options the command line refuses before any service runs."""


class Parser(argparse.ArgumentParser):
    """Usage mistakes get the same one-line error as everything else."""

    def error(self, message: str) -> Any:
        self.exit(2, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        # argparse ignores a failed write of the help or version; standard output must
        # report it (see ``output``), so its messages go through ``output.write``.
        if not message:
            return
        if file is None or file is sys.stdout:
            output.write(message)
        else:
            super()._print_message(message, file)


def non_negative(text: str) -> int:
    try:
        value = int(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from exc
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
