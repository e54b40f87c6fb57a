"""The operating system's reason for a failed read or write ("No space left on device"),
as a text the window can translate.

The reason is the OS's own words (``OSError.strerror``), which differ by platform; the
common ones are looked up here by those words, so ``str()`` stays exactly what the OS
said on every platform, and one this table does not know stays English in the window.
Standard library only.
"""

from __future__ import annotations

from typing import Final

from warclan.i18n_text import T_

# strerror -> the same words as a text: Linux (glibc), macOS and Windows spellings.
OS_REASONS: Final = {
    "No such file or directory": T_("No such file or directory"),
    "Permission denied": T_("Permission denied"),
    "Operation not permitted": T_("Operation not permitted"),
    "No space left on device": T_("No space left on device"),
    "Read-only file system": T_("Read-only file system"),
    "Disk quota exceeded": T_("Disk quota exceeded"),
    "Disc quota exceeded": T_("Disc quota exceeded"),
    "Input/output error": T_("Input/output error"),
    "File exists": T_("File exists"),
    "Is a directory": T_("Is a directory"),
    "Not a directory": T_("Not a directory"),
    "File name too long": T_("File name too long"),
    "File too large": T_("File too large"),
    "Device or resource busy": T_("Device or resource busy"),
    "Resource busy": T_("Resource busy"),
    "Too many open files": T_("Too many open files"),
    "Invalid argument": T_("Invalid argument"),
    "Access is denied": T_("Access is denied"),
    "The system cannot find the file specified": T_("The system cannot find the file specified"),
    "The system cannot find the path specified": T_("The system cannot find the path specified"),
    "There is not enough space on the disk": T_("There is not enough space on the disk"),
    "The process cannot access the file because it is being used by another process": T_(
        "The process cannot access the file because it is being used by another process"
    ),
}


def os_reason(exc: OSError) -> str:
    """Why the OS refused (``exc.strerror``, else ``str(exc)``), a text when it is known."""
    said = exc.strerror or str(exc)
    return OS_REASONS.get(said, said)
