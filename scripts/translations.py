"""Bring the translations up to date: ``./dev translations``.

1. ``pyside6-lupdate`` reads every ``tr()`` of the window and every ``T_()`` of the
   rules and services (``T_`` is told to lupdate as another spelling of QT_TR_NOOP) into
   ``resources/translations/warclan_<lang>.ts`` (new strings come in unfinished; strings
   gone from the code are dropped). ``warclan_en.ts`` holds only the plural forms.
2. ``pyside6-lrelease`` builds each ``.ts`` into the ``.qm`` the window loads.

``--check`` changes nothing: it exits 1 when a ``.ts`` misses a string of the code or has
an unfinished one, or when a ``.qm`` differs from what lrelease makes of its ``.ts``
(tests/gui/test_translations.py runs the same checks).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ("de", "en")  # en: the plural forms of the English source
ALIASES = "QT_TR_NOOP+=T_"


def tool(name: str) -> str:
    """A PySide6 tool of this Python's environment (the venv's bin/), else on PATH."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"translations: error: {name} not found (pip install PySide6)")
    return found


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "warclan").rglob("*.py"))


def lupdate(ts: Path, lang: str) -> None:
    args = [
        tool("pyside6-lupdate"),
        "-silent",
        "-no-obsolete",
        "-locations",
        "none",
        "-tr-function-alias",
        ALIASES,
        "-target-language",
        lang,
    ]
    if lang == "en":
        args.append("-pluralonly")
    subprocess.run([*args, *sources(), "-ts", str(ts)], check=True, cwd=ROOT)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run(
        [tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)],
        check=True,
        cwd=ROOT,
    )


def update() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES:
        ts = FOLDER / f"warclan_{lang}.ts"
        lupdate(ts, lang)
        lrelease(ts, ts.with_suffix(".qm"))
        print(f"{ts.relative_to(ROOT)}: {unfinished(ts)} unfinished")


def unfinished(ts: Path) -> int:
    return ts.read_text(encoding="utf-8").count('type="unfinished"')


def problems() -> list[str]:
    """What ``--check`` and the tests refuse."""
    found: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for lang in LANGUAGES:
            ts = FOLDER / f"warclan_{lang}.ts"
            fresh = Path(tmp) / ts.name
            shutil.copyfile(ts, fresh)
            lupdate(fresh, lang)
            if fresh.read_bytes() != ts.read_bytes():
                found.append(f"{ts.name} is not what lupdate makes of the code: ./dev translations")
            if unfinished(ts):
                found.append(f"{ts.name} has {unfinished(ts)} unfinished translations")
            qm = Path(tmp) / f"warclan_{lang}.qm"
            lrelease(ts, qm)
            if qm.read_bytes() != ts.with_suffix(".qm").read_bytes():
                found.append(f"{ts.stem}.qm is older than {ts.name}: ./dev translations")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="translations", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    args = parser.parse_args(argv)
    if args.check:
        found = problems()
        for problem in found:
            print(f"translations: {problem}", file=sys.stderr)
        return 1 if found else 0
    update()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
