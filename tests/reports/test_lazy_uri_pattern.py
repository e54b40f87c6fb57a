"""reportlab's URI pattern is compiled on first use, not when a roster module loads, and
then answers exactly as reportlab's own compiled pattern would."""

from __future__ import annotations

import re
import subprocess
import sys

from warclan.reports.lazy_uri_pattern import PREFIX, LazyPattern


def test_a_roster_import_leaves_the_pattern_uncompiled() -> None:
    # A fresh process: this one may have imported reportlab before the hook was added.
    code = (
        "import warclan.reports.ragnarok.clan_roster\n"
        "import reportlab.platypus.paragraph as p\n"
        "print(type(p.uri_pat).__name__, p.uri_pat.compiled)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.split() == ["LazyPattern", "False"]


def test_the_lazy_pattern_matches_like_the_real_one() -> None:
    import reportlab.platypus.paragraph as paragraph

    source = paragraph.uri_pat.pattern  # reportlab's own pattern text
    assert source.startswith(PREFIX)
    real = re.compile(source, re.IGNORECASE)
    lazy = LazyPattern(source, re.IGNORECASE)
    assert not lazy.compiled
    for uri in (
        "https://example.com/ravens/wolves",
        "HTTP://EXAMPLE.COM",
        "ftp://192.168.0.1:21/a",
        "mailto:someone@example.com",
        "not a uri",
        "https://xn--bcher-kva.example/Ä",
    ):
        got, want = lazy.match(uri), real.match(uri)
        assert (got and got.groups()) == (want and want.groups())
    assert lazy.compiled
