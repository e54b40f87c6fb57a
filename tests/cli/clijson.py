"""Helper for CLI tests: run a command with ``--json`` and parse its output."""

from __future__ import annotations

import json


def as_json(run, *args: str):
    out, _ = run("--json", *args)
    return json.loads(out)
