"""The Linux bundle and the host it runs on: which shared libraries come from the host
(never bundled), the oldest host supported, and a check of a built bundle against both.

    python packaging/linux_libs.py dist/warclan      # prints each problem; exit 1 if any

The floor is Ubuntu 22.04 (glibc 2.35). PySide6's wheels (manylinux_2_34) would allow
glibc 2.34, but the Python that PyInstaller bundles comes from the build machine: one
built on glibc 2.35 (Ubuntu 22.04, the release workflow's runner) already asks for
``hypot@GLIBC_2.35``. RHEL 9 (glibc 2.34) needs a Python built on glibc <= 2.34.

HOST_LIBRARIES follows AppImage's excludelist (pkg2appimage): the C library family, the
C++ runtime, the graphics driver's libraries, X11's and Wayland's client libraries, the
font stack. Two groups are added, each with its reason next to it: GLib (Qt's event loop
links it, and the host's GTK, which the GTK theme plugin loads, must see the same one),
and the GTK stack that only the ``platformthemes/libqgtk3.so`` plugin needs (without it
on the host, Qt skips the plugin).
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

FLOOR_NAME = "Ubuntu 22.04 (glibc 2.35)"
# The newest symbol version a floor host's libraries define, per family: glibc 2.35,
# and libstdc++ and libgcc_s of GCC 12 (Ubuntu 22.04 ships 12.3).
FLOOR: dict[str, tuple[int, ...]] = {
    "GLIBC": (2, 35),
    "GLIBCXX": (3, 4, 30),
    "CXXABI": (1, 3, 13),
    "GCC": (12, 0, 0),
}

HOST_LIBRARIES = frozenset(
    {
        # The GNU C library: never bundled.
        "ld-linux-x86-64.so.2",
        "libanl.so.1",
        "libBrokenLocale.so.1",
        "libc.so.6",
        "libdl.so.2",
        "libm.so.6",
        "libmvec.so.1",
        "libnss_compat.so.2",
        "libnss_dns.so.2",
        "libnss_files.so.2",
        "libpthread.so.0",
        "libresolv.so.2",
        "librt.so.1",
        "libthread_db.so.1",
        "libutil.so.1",
        # The C++ runtime: a bundled copy from a newer build machine asks for a newer glibc.
        "libstdc++.so.6",
        "libgcc_s.so.1",
        # The graphics driver (libglvnd and Mesa or a vendor's driver).
        "libGL.so.1",
        "libEGL.so.1",
        "libGLX.so.0",
        "libGLdispatch.so.0",
        "libOpenGL.so.0",
        "libdrm.so.2",
        "libglapi.so.0",
        "libgbm.so.1",
        # The display server's client libraries, which must match the host's server.
        "libxcb.so.1",
        "libxcb-dri2.so.0",
        "libxcb-dri3.so.0",
        "libX11.so.6",
        "libX11-xcb.so.1",
        "libwayland-client.so.0",
        "libwayland-cursor.so.0",
        "libwayland-egl.so.1",
        "libICE.so.6",
        "libSM.so.6",
        # The font stack: the host's fontconfig reads the host's font configuration.
        "libfontconfig.so.1",
        "libfreetype.so.6",
        "libharfbuzz.so.0",
        "libfribidi.so.0",
        # Part of every base system.
        "libexpat.so.1",
        "libz.so.1",
        "libuuid.so.1",
        "libcom_err.so.2",
        "libgpg-error.so.0",
        "libgmp.so.10",
        "libasound.so.2",
        "libusb-1.0.so.0",
        # GLib: QtCore's event loop links it; every desktop has it.
        "libglib-2.0.so.0",
        "libgthread-2.0.so.0",
        "libgobject-2.0.so.0",
        "libgio-2.0.so.0",
        "libgmodule-2.0.so.0",
        # The GTK stack, needed only by the GTK theme plugin (skipped where GTK is absent).
        "libgtk-3.so.0",
        "libgdk-3.so.0",
        "libgdk_pixbuf-2.0.so.0",
        "libatk-1.0.so.0",
        "libcairo.so.2",
        "libcairo-gobject.so.2",
        "libpango-1.0.so.0",
        "libpangocairo-1.0.so.0",
        "libpangoft2-1.0.so.0",
    }
)

_VERSION = re.compile(r"\((GLIBC|GLIBCXX|CXXABI|GCC)_([0-9][0-9.]*)\)")


def is_host_library(name: str) -> bool:
    """True for a library file name (``libstdc++.so.6``) the host must provide."""
    return Path(name).name in HOST_LIBRARIES


def elf_files(root: Path) -> Iterator[Path]:
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) == b"\x7fELF":
                    yield path


def needed_versions(path: Path) -> dict[str, tuple[int, ...]]:
    """The newest symbol version ``path`` needs from each family (``objdump -T``; only
    undefined symbols: versions the file defines itself are no requirement)."""
    dump = subprocess.run(
        ["objdump", "-T", str(path)], capture_output=True, text=True, check=False
    ).stdout
    newest: dict[str, tuple[int, ...]] = {}
    for line in dump.splitlines():
        if "*UND*" not in line:
            continue
        for family, number in _VERSION.findall(line):
            version = tuple(int(part) for part in number.split("."))
            newest[family] = max(newest.get(family, ()), version)
    return newest


def needed_libraries(path: Path) -> list[str]:
    dump = subprocess.run(
        ["objdump", "-p", str(path)], capture_output=True, text=True, check=False
    ).stdout
    return [line.split()[1] for line in dump.splitlines() if line.strip().startswith("NEEDED")]


def _is_root(dest: str, typecode: str) -> bool:
    """Loaded by name, not as another file's dependency: extension modules, Qt's plugins,
    the Python library (the bootloader loads it)."""
    return (
        typecode == "EXTENSION"
        or "/plugins/" in f"/{dest}"
        or Path(dest).name.startswith("libpython")
    )


def without_orphans(
    entries: list[tuple[str, str, str]],
) -> tuple[list[tuple[str, str, str]], list[str]]:
    """``entries`` (a PyInstaller binaries list) less the libraries no kept file needs,
    with what was dropped. Those came in as dependencies of host libraries dropped
    before: bundled, a newer host GLib would load this machine's libpcre2 or libmount."""
    by_name = {Path(dest).name: src for dest, src, typecode in entries if typecode != "SYMLINK"}
    todo = [src for dest, src, typecode in entries if _is_root(dest, typecode)]
    kept: set[str] = {Path(src).name for src in todo}
    while todo:
        for name in needed_libraries(Path(todo.pop())):
            if name in by_name and name not in kept:
                kept.add(name)
                todo.append(by_name[name])
    result, dropped = [], []
    for dest, src, typecode in entries:
        name = Path(dest).name
        needed = _is_root(dest, typecode) or name in kept or Path(src).name in kept
        (result if needed else dropped).append((dest, src, typecode))
    return result, sorted(dest for dest, _, _ in dropped)


def debian_copyrights(sources: list[str]) -> dict[str, str]:
    """For bundled libraries copied from this (Debian or Ubuntu) machine: each package's
    name with its libraries, and its ``/usr/share/doc/PACKAGE/copyright`` text."""
    owners: dict[str, list[str]] = {}
    for src in sources:
        real = str(Path(src).resolve())
        if "-packages/" in real or not real.startswith(("/lib", "/usr/lib")):
            continue  # from a wheel: its distribution's licence covers it
        # dpkg knows a file by the path its package gave it: /lib or /usr/lib (usrmerge).
        for candidate in dict.fromkeys(
            (src, real, real.replace("/usr/lib/", "/lib/", 1), src.replace("/lib/", "/usr/lib/", 1))
        ):
            found = subprocess.run(
                ["dpkg", "-S", candidate], capture_output=True, text=True, check=False
            )
            if found.returncode == 0:
                package = found.stdout.split(":")[0]
                owners.setdefault(package, []).append(Path(src).name)
                break
    texts = {}
    for package, libraries in sorted(owners.items()):
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        if copyright_file.is_file():
            header = f"Debian package {package}: {', '.join(sorted(libraries))}\n\n"
            texts[package] = header + copyright_file.read_text(encoding="utf-8", errors="replace")
    return texts


def _dotted(version: tuple[int, ...]) -> str:
    return ".".join(map(str, version))


def problems(bundle: Path) -> list[str]:
    """What keeps ``bundle`` from starting on the floor host: a symbol version above the
    floor, a host library bundled, a needed library neither bundled nor the host's."""
    found: list[str] = []
    bundled = {path.name for path in bundle.rglob("*")}
    for path in elf_files(bundle):
        where = path.relative_to(bundle)
        if is_host_library(path.name):
            found.append(f"{where}: bundled, but the host must provide it")
        for family, version in needed_versions(path).items():
            if version > FLOOR[family]:
                found.append(
                    f"{where}: needs {family}_{_dotted(version)}, above {FLOOR_NAME}'s "
                    f"{family}_{_dotted(FLOOR[family])}"
                )
        for name in needed_libraries(path):
            if name not in bundled and not is_host_library(name):
                found.append(f"{where}: needs {name}, neither bundled nor the host's")
    return found


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/linux_libs.py BUNDLE_DIR", file=sys.stderr)
        return 2
    bundle = Path(argv[0])
    if not bundle.is_dir():
        print(f"linux_libs: error: no bundle at {bundle}", file=sys.stderr)
        return 2
    found = problems(bundle)
    for line in found:
        print(line)
    count = sum(1 for _ in elf_files(bundle))
    print(f"{count} ELF files checked against {FLOOR_NAME}: {len(found)} problem(s)")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
