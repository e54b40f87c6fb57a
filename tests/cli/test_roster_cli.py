"""``warclan roster clan|warband``: the PDF written, text and ``--json`` output, options,
one-line errors, and no Qt loaded along the way."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader


@pytest.fixture
def clan(run) -> str:
    run("campaign", "create", "Winter of Wolves")
    run(
        "clan", "create", "--campaign", "Winter of Wolves", "--player", "Astrid", "--name",
        "Ravens", "--warrior", "example.jarl=Snorre", "--warrior", "example.seer=Hild",
    )  # fmt: skip
    return "Ravens"


@pytest.fixture
def band(run) -> str:
    run("warband", "create", "Ash Wolves")
    run("warrior", "add", "Ash Wolves", "Grim", "--attack", "4", "--weapon", "cc_light")
    return "Ash Wolves"


def text_of(path: Path) -> str:
    return " ".join(" ".join((p.extract_text() or "").split()) for p in PdfReader(path).pages)


def test_roster_clan_writes_the_pdf_and_says_so(run, clan, tmp_path: Path) -> None:
    out_file = tmp_path / "ravens.pdf"
    out, err = run("roster", "clan", clan, "--out", str(out_file), "--fixed-date", "2026-01-01")
    pages = len(PdfReader(out_file).pages)
    word = "page" if pages == 1 else "pages"
    assert out.strip() == f"Wrote {out_file} ({pages} {word}, {out_file.stat().st_size:,} bytes)"
    assert err == ""
    text = text_of(out_file)
    assert "Ravens War Clan roster" in text and "Printed 2026-01-01" in text
    assert "Snorre Example Jarl" in text and "Rules reference" in text


@pytest.mark.parametrize("where", ["before", "after"])
def test_json_prints_path_pages_and_bytes(run, clan, tmp_path: Path, where: str) -> None:
    out_file = tmp_path / "r.pdf"
    args = ["roster", "clan", clan, "--out", str(out_file), "--layout", "cards"]
    out, _ = run(*(["--json", *args] if where == "before" else [*args, "--json"]))
    result = json.loads(out)
    assert result == {
        "path": str(out_file),
        "pages": len(PdfReader(out_file).pages),
        "bytes": out_file.stat().st_size,
        "warnings": [],
    }


def test_paper_option_and_locale_default(run, clan, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_PAPER", raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    run("roster", "clan", clan, "--out", str(tmp_path / "us.pdf"))
    run("roster", "clan", clan, "--out", str(tmp_path / "a4.pdf"), "--paper", "a4")
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    run("roster", "clan", clan, "--out", str(tmp_path / "de.pdf"))
    sizes = {
        name: tuple(round(float(v)) for v in PdfReader(tmp_path / name).pages[0].mediabox[2:])
        for name in ("us.pdf", "a4.pdf", "de.pdf")
    }
    assert sizes == {"us.pdf": (612, 792), "a4.pdf": (595, 842), "de.pdf": (595, 842)}


def test_a_fixed_date_gives_the_same_bytes(run, clan, tmp_path: Path, monkeypatch) -> None:
    for name in ("a.pdf", "b.pdf"):
        run("roster", "clan", clan, "--out", str(tmp_path / name), "--fixed-date", "2026-01-01")
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")  # 2026-01-01, the build convention
    run("roster", "clan", clan, "--out", str(tmp_path / "c.pdf"))
    first = (tmp_path / "a.pdf").read_bytes()
    assert first == (tmp_path / "b.pdf").read_bytes() == (tmp_path / "c.pdf").read_bytes()


def test_roster_warband(run, band, tmp_path: Path) -> None:
    out_file = tmp_path / "w.pdf"
    out, _ = run("--json", "roster", "warband", band, "--out", str(out_file), "--paper", "letter")
    assert json.loads(out)["pages"] == 1
    text = text_of(out_file)
    assert "Ash Wolves Mors Regnat warband" in text
    assert "Record: played 0 · won 0 · lost 0 · drawn 0" in text
    # The default layout: the warband table, a row per warrior.
    assert "Grim 8/12 CP, 4 left" in text and "close combat, Light damage 3" in text
    run("roster", "warband", band, "--out", str(out_file), "--layout", "cards")
    text = text_of(out_file)
    assert "Grim #1" in text and "Weapon: close combat, Light · damage 3" in text


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (["roster", "clan", "Nobody", "--out", "{tmp}/r.pdf"], 1, "no War Clan 'Nobody'"),
        (["roster", "warband", "Nobody", "--out", "{tmp}/r.pdf"], 1, "no warband 'Nobody'"),
        (["roster", "clan", "Ravens", "--out", "{tmp}/no/r.pdf"], 1, "cannot write into"),
        (["roster", "clan", "Ravens", "--out", "{tmp}"], 1, "is a folder"),
        (["roster", "clan", "Ravens", "--out", "r.pdf", "--fixed-date", "soon"], 2, "YYYY-MM-DD"),
        (["roster", "clan", "Ravens", "--out", "r.pdf", "--paper", "a3"], 2, "invalid choice"),
        (["roster", "clan", "Ravens"], 2, "--out"),
    ],
)
def test_mistakes_print_one_line(run, clan, tmp_path: Path, args, code, message) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    out, err = run(*(a.replace("{tmp}", str(folder)) for a in args), expect=code)
    assert out == ""
    assert err.count("\n") == 1 and message in err, err
    assert list(folder.iterdir()) == []


def test_the_roster_command_does_not_load_qt(db_path: Path, clan, tmp_path: Path) -> None:
    out_file = tmp_path / "r.pdf"
    script = (
        "import sys\n"
        "from warclan.cli.main import main\n"
        f"code = main(['--db', {str(db_path)!r}, 'roster', 'clan', 'Ravens', "
        f"'--out', {str(out_file)!r}])\n"
        "qt = sorted(m for m in sys.modules if m.split('.')[0] == 'PySide6')\n"
        "print(code, 'reportlab' in sys.modules, qt)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120
    )
    assert done.stdout.strip().splitlines()[-1] == "0 True []"
    assert out_file.exists()


def test_a_long_group_edit_note_no_longer_breaks_the_roster(run, clan, tmp_path: Path) -> None:
    """The review's repro: a 1000-character note on a Success Table row ended in
    "internal error: LayoutError"."""
    note = ("why we changed it " * 60)[:1000]
    run(
        "catalog", "set", "success_table", "0", "--campaign", "Winter of Wolves", "--merge",
        "--json-data", '{"success_value": 8}', "--note", note,
    )  # fmt: skip
    out_file = tmp_path / "ravens.pdf"
    out, err = run("roster", "clan", clan, "--out", str(out_file), "--fixed-date", "2026-01-01")
    assert out.startswith(f"Wrote {out_file}") and err == ""
    text = text_of(out_file)
    assert "8+ [group edit 1]" in text and f"[1] 0 (8+): {note[:40]}" in text
