"""Standard output that either arrives whole or is reported: a full disk, a file size
limit or a quota is an error with a non-zero exit; a reader that went away (``| head``)
is the shell's convention and no error."""

from __future__ import annotations

import errno
import os
import sys

EXIT_OUTPUT = 74  # sysexits' EX_IOERR: the output could not be written

_WRITE_ERRORS = {
    errno.ENOSPC: "the disk is full",
    errno.EFBIG: "the file is larger than the file size limit allows",
    errno.EDQUOT: "the disk quota is used up",
}


def write(text: str) -> None:
    """Write ``text`` to standard output and flush it; raise ``OSError`` unless every byte
    was written.

    ``sys.stdout.write`` alone is not enough: when stdout is unbuffered
    (``PYTHONUNBUFFERED``, ``-u``) its text layer ignores a short write, so a file size
    limit would cut the output without a word. Writing the bytes in a loop makes a short
    write the next write's error.
    """
    stream = sys.stdout
    binary = getattr(stream, "buffer", None)
    if binary is None:  # a text-only stand-in (a StringIO in a test)
        stream.write(text)
        stream.flush()
        return
    stream.flush()  # whatever the text layer still holds goes first
    data = memoryview(text.encode(stream.encoding or "utf-8", stream.errors or "strict"))
    while data:
        written = binary.write(data)
        if not written:  # no progress and no error: give up rather than spin
            raise OSError(errno.EIO, "the output stopped accepting data")
        data = data[written:]
    binary.flush()


def flush() -> int:
    """Push out what is still buffered for standard output: 0, or the exit code of the
    error (already reported)."""
    try:
        sys.stdout.flush()
    except OSError as exc:
        return failed(exc)
    except ValueError:  # closed already: nothing is left to write
        return 0
    return 0


def failed(exc: OSError) -> int:
    """Report output that could not be written (one line on stderr) and return the exit
    code: 0 for a closed pipe, ``EXIT_OUTPUT`` otherwise."""
    _discard_stdout()
    if isinstance(exc, BrokenPipeError):
        return 0
    reason = _WRITE_ERRORS.get(exc.errno or 0) or exc.strerror or str(exc)
    print(f"warclan: error: could not write the output: {reason}", file=sys.stderr)
    return EXIT_OUTPUT


def _discard_stdout() -> None:
    """Point standard output at the null device, so that what is still buffered is
    neither written nor reported again when the interpreter exits."""
    try:
        fd = sys.stdout.fileno()
    except (OSError, ValueError):  # not a real file (a test captures it): nothing to do
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, fd)
    finally:
        os.close(devnull)
