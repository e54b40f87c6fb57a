"""A plain path is always that file, whatever characters it holds: ``?`` and ``%`` are
not a query string or escapes, ``#`` is no fragment, a leading ``file:`` is no URI. Only a
string that starts with a URL scheme is a URL."""

from __future__ import annotations

from pathlib import Path

import pytest

from warclan.cli.main import main
from warclan.paths import DB_ENV_VAR, is_url, resolve_database, sqlite_url, sqlite_url_path

pytestmark = pytest.mark.sqlite_only("names SQLite files")

ODD_NAMES = [
    ("question?mark", "db?mode=ro.sqlite"),
    ("percent%20", "db%41%2F.sqlite"),
    ("hash#tag", "db#1.sqlite"),
    ("plain", "file:league.sqlite"),
    ("sp ace", "ü@x:y.sqlite"),
]


def _files(root: Path) -> set[Path]:
    return {p for p in root.rglob("*") if p.is_file() and "backups" not in p.parts}


@pytest.mark.parametrize(("folder", "name"), ODD_NAMES)
def test_the_cli_opens_exactly_the_named_file(tmp_path, capsys, folder, name) -> None:
    target = tmp_path / folder / name
    target.parent.mkdir()
    assert main(["--db", str(target), "campaign", "create", "Winter"]) == 0
    assert main(["--db", str(target), "campaign", "list"]) == 0
    out, err = capsys.readouterr()
    assert "Winter" in out and "SAWarning" not in err
    assert _files(tmp_path) == {target}  # no other file was made in its place


@pytest.mark.parametrize(("folder", "name"), ODD_NAMES)
def test_the_environment_variable_names_exactly_that_file(
    tmp_path, capsys, monkeypatch, folder, name
) -> None:
    target = tmp_path / folder / name
    target.parent.mkdir()
    monkeypatch.setenv(DB_ENV_VAR, str(target))
    assert main(["campaign", "create", "Summer"]) == 0
    assert _files(tmp_path) == {target}
    monkeypatch.delenv(DB_ENV_VAR)
    assert main(["--db", str(target), "campaign", "show", "Summer"]) == 0
    assert "Summer" in capsys.readouterr().out


def test_a_relative_name_starting_with_file_is_a_file(tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert resolve_database("file:db.sqlite") == sqlite_url(tmp_path / "file:db.sqlite")


@pytest.mark.parametrize(("folder", "name"), ODD_NAMES)
def test_the_url_of_a_file_names_it_back(tmp_path, folder, name) -> None:
    from sqlalchemy.engine import make_url

    path = tmp_path / folder / name
    url = sqlite_url(path)
    assert make_url(url).database == str(path)  # as SQLAlchemy reads it
    assert sqlite_url_path(url) == path  # as the window's recent list reads it


def test_only_a_scheme_makes_a_url() -> None:
    assert is_url("postgresql+psycopg://p@host/league")
    assert is_url("sqlite:///x.sqlite")
    assert not is_url("/data/a://b.sqlite")
    assert not is_url("file:league.sqlite")
    assert not is_url("C:\\league\\db.sqlite")
