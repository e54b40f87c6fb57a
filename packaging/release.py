"""Pack a built bundle for a release, with its SHA-256 in SHA256SUMS:

    python packaging/release.py [DIST]      (./dev release builds, checks, then runs this)

- Linux: ``DIST/warclan-VERSION-linux-x86_64.tar.xz`` of ``DIST/warclan/`` (first checked
  against the declared floor, packaging/linux_libs.py);
- macOS: ``warclan-VERSION-macos-ARCH.tar.xz`` of ``DIST/warclan.app``;
- Windows: ``warclan-VERSION-windows-x86_64.zip`` of ``DIST/warclan/``.

Each archive holds one folder, ``warclan-VERSION/`` (the app on macOS). Owners and
modes are normalised; file times are kept.
"""

from __future__ import annotations

import hashlib
import platform
import runpy
import sys
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def version() -> str:
    return str(runpy.run_path(str(ROOT / "warclan" / "_version.py"))["__version__"])


def platform_tag() -> str:
    machine = {"amd64": "x86_64", "aarch64": "arm64"}.get(
        platform.machine().lower(), platform.machine().lower()
    )
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    return f"{system}-{machine}"


def _normalised(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    if not info.issym():
        info.mode = 0o755 if info.isdir() or info.mode & 0o111 else 0o644
    return info


def pack(dist: Path) -> Path:
    name = f"warclan-{version()}-{platform_tag()}"
    if sys.platform == "win32":
        archive = dist / f"{name}.zip"
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
            for path in sorted((dist / "warclan").rglob("*")):
                out.write(path, f"warclan-{version()}/{path.relative_to(dist / 'warclan')}")
        return archive
    source = dist / ("warclan.app" if sys.platform == "darwin" else "warclan")
    top = source.name if sys.platform == "darwin" else f"warclan-{version()}"
    archive = dist / f"{name}.tar.xz"
    with tarfile.open(archive, "w:xz", preset=6) as out:
        out.add(source, arcname=top, filter=_normalised)
    return archive


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def write_sums(dist: Path, archives: list[Path]) -> Path:
    """SHA256SUMS in ``sha256sum -c``'s format; lines for other archives still there are
    kept."""
    sums = dist / "SHA256SUMS"
    lines = {}
    if sums.is_file():
        for line in sums.read_text(encoding="utf-8").splitlines():
            digest, _, name = line.partition("  ")
            if (dist / name).is_file():  # an archive since deleted drops out
                lines[name] = digest
    lines.update({archive.name: sha256(archive) for archive in archives})
    sums.write_text("".join(f"{d}  {n}\n" for n, d in sorted(lines.items())), encoding="utf-8")
    return sums


def main(argv: list[str]) -> int:
    dist = Path(argv[0]) if argv else ROOT / "dist"
    bundle = dist / ("warclan.app" if sys.platform == "darwin" else "warclan")
    if not bundle.is_dir():
        print(
            f"release: error: no bundle at {bundle} (build it first: ./dev bundle)", file=sys.stderr
        )
        return 1
    if sys.platform.startswith("linux"):
        sys.path.insert(0, str(Path(__file__).parent))
        from linux_libs import FLOOR_NAME, problems

        found = problems(bundle)
        if found:
            print("\n".join(found), file=sys.stderr)
            print(f"release: error: the bundle would not start on {FLOOR_NAME}", file=sys.stderr)
            return 1
    archive = pack(dist)
    sums = write_sums(dist, [archive])
    print(f"{archive} ({archive.stat().st_size / 2**20:.1f} MiB)\n{sums}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
