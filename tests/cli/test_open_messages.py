"""Messages about a database that cannot be opened say what is really wrong, on one line."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest

from warclan.cli.main import main

pytestmark = pytest.mark.sqlite_only("about files and an unreachable server")


@pytest.mark.parametrize("kind", ["device", "pipe"])
def test_a_device_or_a_pipe_is_not_an_empty_database(tmp_path: Path, capsys, kind: str) -> None:
    if kind == "device":
        target = Path(os.devnull)
    else:
        target = tmp_path / "pipe"
        os.mkfifo(target)
    assert main(["--db", str(target), "campaign", "list"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        f"warclan: error: {target} is not a regular file (a device, a pipe or a socket), so "
        "it cannot hold a database; it was not changed. Give the path of a database file.\n"
    )
    assert "delete the file" not in err


def test_an_unreachable_server_is_one_line(capsys) -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    url = f"postgresql+psycopg://player:secret@127.0.0.1:{port}/league"
    assert main(["--db", url, "campaign", "list"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    assert err.startswith("warclan: error: cannot open database ")
    assert "Connection refused" in err and "secret" not in err
