"""What every game night's commands share: the ``player add`` and ``player list``
commands over the game night's players service and their text, a log's ``delete``, and a
result shown with the files written from it (a setup sheet, standings)."""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from warclan.cli.args import command_group, json_flag, pdf_options
from warclan.cli.render import renders, renders_list, table, text

if TYPE_CHECKING:
    from warclan.services.game_nights.players import PlayerBook
    from warclan.store.database import Database


@dataclass(frozen=True, slots=True)
class WithFiles:
    """A result and the files written from it (JSON shows both)."""

    result: Any
    files: tuple[Any, ...]


def with_pdf(result: Any, path: Path | None, args: argparse.Namespace, writer: str) -> Any:
    """``result``, with the PDF written of it when ``path`` is given: ``writer`` is
    "module:function", imported only then (reportlab is slow to load)."""
    if path is None:
        return result
    module, _, name = writer.partition(":")
    write = getattr(importlib.import_module(module), name)
    return WithFiles(result, (write(result, path, pdf_options(args)),))


@renders(WithFiles)
def _with_files(r: WithFiles) -> str:
    return "\n".join([text(r.result), *(text(f) for f in r.files)])


def player_texts(view: type, counted: str, one: str, many: str) -> None:
    """Register the text of a game night's player view and of a list of them; ``counted``
    is the view's count field (plays, matches), ``one`` and ``many`` what it counts."""

    def player(p: Any) -> str:
        count = getattr(p, counted)
        return f"{p.name} (#{p.id}) — {count} {one if count == 1 else many}"

    def players(rows: list[Any]) -> str:
        return table(
            ["id", "player", counted], [[str(p.id), p.name, str(getattr(p, counted))] for p in rows]
        )

    renders(view)(player)
    renders_list(view)(players)


def player_commands(commands: Any, book: PlayerBook[Any, Any], counted: str) -> None:
    """``player add NAME`` and ``player list`` (each player with the number of ``counted``)."""
    player = command_group(commands, "player", "players")
    p = player.add_parser("add", help="add a player")
    p.add_argument("name")
    json_flag(p)
    p.set_defaults(run=lambda db, a: book.add(db, a.name))
    p = player.add_parser("list", help=f"every player with the number of {counted}")
    json_flag(p)
    p.set_defaults(run=lambda db, a: book.list(db))


def delete_command(log: Any, row: str, delete: Callable[[Database, str], object]) -> None:
    """``delete ID``: remove a ``row`` (play, match) from the log."""
    p = log.add_parser("delete", help=f"remove a {row} from the log")
    p.add_argument(row, help=f"{row} id")
    json_flag(p)
    p.set_defaults(run=lambda db, a: delete(db, getattr(a, row)))
