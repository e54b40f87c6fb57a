"""The CLI tests' shared ``run`` fixture: ``warclan --db <db_path> ...`` in-process."""

from __future__ import annotations

import pytest

from warclan.cli.main import main


@pytest.fixture
def run(db_path, capsys):
    """Run the CLI against the test database; check the exit code, return (stdout, stderr)."""

    def _run(*args: str, expect: int = 0):
        code = main(["--db", str(db_path), *args])
        out, err = capsys.readouterr()
        assert code == expect, (out, err)
        return out, err

    return _run
