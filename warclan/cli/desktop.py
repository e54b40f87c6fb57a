"""``warclan desktop install|uninstall [--system]``: the Linux desktop entry, AppStream
metadata and icons, put in (or taken out of) the XDG places, so that the desktop's menu
starts the window. The bundle's ``install-desktop-entry`` runs this.

For you only (the default, ``--user``) under ``$XDG_DATA_HOME`` (``~/.local/share``); for
every user with ``--system`` under ``/usr/local/share``. From a bundle the files come
from its ``share/`` folder and the entry starts that bundle's ``warclan-gui`` by its full
path; from a source checkout, from ``packaging/linux/`` and ``resources/icons/`` (the
AppStream metadata, filled in at build time, comes with the bundle only).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from warclan.cli import render
from warclan.cli.args import CliError

APP_ID = "io.github.warclan.Warclan"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
SYSTEM_DATA = Path("/usr/local/share")


@dataclass(frozen=True, slots=True)
class DesktopFiles:
    """What ``warclan desktop`` did: installed or removed, and the files."""

    action: str
    files: list[str]


@render.renders(DesktopFiles)
def _shown(result: DesktopFiles) -> str:
    if not result.files:
        return "nothing to remove: no warclan desktop entry was installed there"
    return "\n".join([f"{result.action}:", *(f"  {name}" for name in result.files)])


def add_commands(groups: Any) -> None:
    p = groups.add_parser(
        "desktop", help="Linux: install or remove the desktop entry, metadata and icons"
    )
    actions = p.add_subparsers(dest="desktop_action", metavar="ACTION", required=True)
    for name, run, help_text in (
        ("install", _install, "put the desktop entry, AppStream metadata and icons in place"),
        ("uninstall", _uninstall, "remove what install put in place"),
    ):
        action = actions.add_parser(name, help=help_text)
        where = action.add_mutually_exclusive_group()
        where.add_argument(
            "--user", action="store_true", help="for you only, in ~/.local/share (the default)"
        )
        where.add_argument(
            "--system",
            action="store_true",
            help=f"for every user, in {SYSTEM_DATA} (run as root)",
        )
        action.set_defaults(unopened=run)  # no database is opened


def data_home(system: bool) -> Path:
    if system:
        return SYSTEM_DATA
    xdg = os.environ.get("XDG_DATA_HOME", "")
    # The XDG spec: a relative path is invalid and ignored.
    return Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".local" / "share"


def _bundle_share() -> Path | None:
    base = getattr(sys, "_MEIPASS", None)
    return Path(base) / "share" if base else None


def sources() -> dict[str, Path]:
    """Each file to install: its path under the data folder, and where it comes from."""
    share = _bundle_share()
    if share is not None:
        return {
            str(path.relative_to(share)): path
            for path in sorted(share.rglob("*"))
            if path.is_file() and APP_ID in path.name
        }
    from warclan.paths import resources_dir

    linux = Path(__file__).resolve().parents[2] / "packaging" / "linux"
    icons = resources_dir() / "icons"
    if not (linux / f"{APP_ID}.desktop").is_file():
        raise CliError(
            "this installation has no desktop entry to install (it comes with the desktop "
            "bundle and a source checkout)"
        )
    found = {
        f"applications/{APP_ID}.desktop": linux / f"{APP_ID}.desktop",
        f"icons/hicolor/scalable/apps/{APP_ID}.svg": icons / "warclan.svg",
    }
    for size in ICON_SIZES:
        found[f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png"] = icons / f"warclan-{size}.png"
    return found


def _desktop_entry(text: str) -> str:
    """The entry with Exec (and TryExec) naming this bundle's warclan-gui by its full path,
    so it starts wherever the bundle was unpacked, on the PATH or not."""
    if _bundle_share() is None:
        program = shutil.which("warclan-gui")
        if program is None:
            return text  # Exec=warclan-gui: found on the PATH when the menu starts it
    else:
        program = str(Path(sys.executable).with_name("warclan-gui"))
    # The Exec key's quoting, then the string escape applied before it, then field codes.
    quoted = '"' + "".join("\\" + c if c in '"`$\\' else c for c in program) + '"'
    quoted = quoted.replace("\\", "\\\\").replace("%", "%%")
    lines = [line for line in text.splitlines() if not line.startswith("TryExec=")]
    out: list[str] = []
    for line in lines:
        if line.startswith("Exec="):
            out.append(f"TryExec={program}")
            out.append(f"Exec={quoted} {line.removeprefix('Exec=').partition(' ')[2]}".rstrip())
        else:
            out.append(line)
    return "\n".join(out) + "\n"


def _refresh_caches(root: Path) -> None:
    """Tell the desktop (menus, icon theme) at once; harmless where the tools are absent."""
    for tool, args in (
        ("update-desktop-database", ["-q", str(root / "applications")]),
        ("gtk-update-icon-cache", ["-q", "-t", "-f", str(root / "icons" / "hicolor")]),
    ):
        program = shutil.which(tool)
        if program is not None and (root / args[-1]).exists():
            subprocess.run([program, *args], capture_output=True, check=False)


def _refuse_off_linux() -> None:
    if not sys.platform.startswith("linux"):
        raise CliError("desktop entries are for Linux desktops (freedesktop.org)")


def _failed(exc: OSError, system: bool) -> CliError:
    hint = " (--system needs root; without it the entry is installed for you)" if system else ""
    return CliError(f"cannot write {exc.filename}: {exc.strerror}{hint}")


def _install(url: str, args: argparse.Namespace) -> DesktopFiles:
    _refuse_off_linux()
    root = data_home(args.system)
    files = sources()
    missing = [str(src) for src in files.values() if not src.is_file()]
    if missing:
        raise CliError(f"missing from this installation: {', '.join(missing)}")
    written: list[str] = []
    try:
        for relative, src in files.items():
            target = root / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            if relative.endswith(".desktop"):
                text = _desktop_entry(src.read_text(encoding="utf-8"))
                target.write_text(text, encoding="utf-8")
            else:
                shutil.copyfile(src, target)
            target.chmod(0o644)
            written.append(str(target))
    except OSError as exc:
        raise _failed(exc, args.system) from exc
    _refresh_caches(root)
    return DesktopFiles("installed", written)


def _uninstall(url: str, args: argparse.Namespace) -> DesktopFiles:
    _refuse_off_linux()
    root = data_home(args.system)
    # What install writes, whichever installation installed it.
    names = [
        f"applications/{APP_ID}.desktop",
        f"metainfo/{APP_ID}.metainfo.xml",
        f"icons/hicolor/scalable/apps/{APP_ID}.svg",
        *(f"icons/hicolor/{s}x{s}/apps/{APP_ID}.png" for s in ICON_SIZES),
    ]
    removed: list[str] = []
    try:
        for relative in names:
            target = root / relative
            if target.is_file():
                target.unlink()
                removed.append(str(target))
    except OSError as exc:
        raise _failed(exc, args.system) from exc
    if removed:
        _refresh_caches(root)
    return DesktopFiles("removed", removed)
