"""Start-up: only the module of the command being run is imported, and the help every
other group shows comes from a table that must match what the modules register."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from warclan.cli.groups import GROUPS
from warclan.cli.main import build_parser, split_global_options


def _registered_help() -> dict[str, str | None]:
    parser = build_parser(full=True)
    groups = next(a for a in parser._actions if a.dest == "group")
    return {c.dest: c.help for c in groups._choices_actions}


def test_the_group_table_matches_the_modules():
    assert _registered_help() == {name: help for name, (_, help) in GROUPS.items()}


def test_every_group_is_listed_in_the_help(capsys):
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--help"])
    out = capsys.readouterr().out
    for name, (_, help_text) in GROUPS.items():
        assert name in out and help_text in out


def _modules_after(db_path: Path | str, *argv: str) -> set[str]:
    """The modules a fresh process has loaded once ``warclan ARGV`` is done."""
    script = (
        "import sys\n"
        "from warclan.cli.main import main\n"
        f"code = main(['--db', {str(db_path)!r}, *{list(argv)!r}])\n"
        "print(code, ' '.join(sorted(sys.modules)))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120
    )
    code, _, modules = done.stdout.strip().splitlines()[-1].partition(" ")
    assert code == "0"
    return set(modules.split())


def test_campaign_list_imports_no_other_command(db_path: Path, run) -> None:
    run("campaign", "create", "Winter")
    modules = _modules_after(db_path, "campaign", "list")
    for absent in (
        "warclan.cli.mors_regnat",
        "warclan.cli.rosters",
        "warclan.cli.ragnarok.catalogs",
        "warclan.cli.ragnarok.games",
        "warclan.services.mors_regnat",
        "warclan.services.ragnarok.clans",
        "warclan.catalog.ragnarok.rulesets",
        "reportlab",
        "PySide6",
    ):
        assert not any(m == absent or m.startswith(f"{absent}.") for m in modules), absent


@pytest.mark.parametrize(
    ("argv", "db", "as_json", "rest"),
    [
        (["campaign", "list", "--json"], None, True, ["campaign", "list"]),
        (["clan", "show", "X", "--db", "a.sqlite"], "a.sqlite", False, ["clan", "show", "X"]),
        (["--db=b", "roster", "--json", "clan"], "b", True, ["roster", "clan"]),
        (
            ["catalog", "set", "--json-data", "{}"],
            None,
            False,
            ["catalog", "set", "--json-data", "{}"],
        ),
        (["x", "--", "--json"], None, False, ["x", "--", "--json"]),
    ],
)
def test_global_options_are_taken_from_anywhere(argv, db, as_json, rest):
    options = split_global_options(argv)
    assert (options.db, options.json, options.rest) == (db, as_json, rest)


def test_db_without_a_value(run):
    from warclan.cli.main import main

    assert main(["campaign", "list", "--db"]) == 2


def _program(*args: str, stdout: int = subprocess.PIPE) -> subprocess.Popen[str]:
    """``warclan ARGS`` as a separate process, through the program's entry point."""
    # Buffered output, as in a pipe: what is not flushed before the quick exit is lost.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    return subprocess.Popen(
        [sys.executable, "-m", "warclan", *args],
        env=env,
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_the_program_prints_everything_and_keeps_the_exit_code(db_path: Path, run) -> None:
    # run() must print every line, keep main's exit code and leave the database closed.
    run("campaign", "create", "Winter")
    names = [f"Camp {n:03d}" for n in range(150)]
    for name in names:
        run("campaign", "create", name)
    done = _program("--db", str(db_path), "campaign", "list")
    out, err = done.communicate(timeout=120)
    assert (done.returncode, err) == (0, "")
    assert out.endswith("\n") and all(f"Campaign {i + 2}: {n} " in out for i, n in enumerate(names))

    refused = _program("--db", str(db_path), "campaign", "show", "Nope")
    out, err = refused.communicate(timeout=120)
    assert (refused.returncode, out) == (1, "")
    assert err == "warclan: error: no campaign 'Nope'\n"


def test_clan_show_imports_no_game_results_or_reports(db_path: Path, run) -> None:
    run("campaign", "create", "Winter")
    run("clan", "create", "--campaign", "Winter", "--player", "Ulla", "--name", "Ravens",
        "--warrior", "example.jarl=Ulf")  # fmt: skip
    modules = _modules_after(db_path, "clan", "show", "Ravens")
    for absent in (
        "warclan.services.ragnarok.game_results",
        "warclan.store.models.ragnarok_game_detail",
        "warclan.store.models.ragnarok_rules",
        "warclan.reports.output",
        "secrets",
    ):
        assert absent not in modules, absent


def test_every_named_renderer_names_a_result_type() -> None:
    import importlib

    from warclan.cli import render
    from warclan.cli.groups import GROUPS

    for module, _help in GROUPS.values():
        importlib.import_module(module)  # each group's commands register their renderers
    assert render.NAMED_RENDERERS
    for path in render.NAMED_RENDERERS:
        module, _, name = path.rpartition(".")
        assert isinstance(getattr(importlib.import_module(module), name), type), path
