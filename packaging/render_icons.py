"""Render resources/icons/warclan.svg to the PNG sizes desktops ask for (and an .ico).

Run after editing the SVG: ``.venv/bin/python packaging/render_icons.py``. The PNGs are
committed, so neither a build nor the app renders SVG at run time.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def ico(images: list[QImage]) -> bytes:
    """A Windows .ico holding PNG images (valid since Vista)."""
    pngs = []
    for image in images:
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        pngs.append(bytes(data.data()))
    header = (0).to_bytes(2, "little") + (1).to_bytes(2, "little") + len(pngs).to_bytes(2, "little")
    entries, offset = b"", 6 + 16 * len(pngs)
    for image, png in zip(images, pngs, strict=True):
        side = image.width() % 256  # 0 means 256
        entries += bytes([side, side, 0, 0]) + (1).to_bytes(2, "little")
        entries += (32).to_bytes(2, "little") + len(png).to_bytes(4, "little")
        entries += offset.to_bytes(4, "little")
        offset += len(png)
    return header + entries + b"".join(pngs)


def main() -> int:
    _app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(ICONS / "warclan.svg"))
    if not renderer.isValid():
        print("warclan.svg is not a valid SVG", file=sys.stderr)
        return 1
    images = {size: render(renderer, size) for size in SIZES}
    for size, image in images.items():
        image.save(str(ICONS / f"warclan-{size}.png"))
    (ICONS / "warclan.ico").write_bytes(ico([images[s] for s in (16, 24, 32, 48, 64, 128, 256)]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
