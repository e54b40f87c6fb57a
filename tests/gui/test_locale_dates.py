"""Days and moments in the window follow its locale (issue 24): German writes
11.01.2025, US English 1/11/2025, the C locale ISO 8601; the year is always in full. A
day inside a text from the services is written the same way, while its ``str()`` (the
command line's) stays ISO."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest
from PySide6.QtCore import QLocale

from warclan.gui import i18n
from warclan.i18n_text import T_

DAY = date(2025, 1, 11)


@pytest.fixture
def locale_of():
    def use(name: str) -> None:
        QLocale.setDefault(QLocale(name))

    yield use
    QLocale.setDefault(QLocale.system())


@pytest.mark.parametrize(
    ("name", "day"),
    [("de_DE", "11.01.2025"), ("en_US", "1/11/2025"), ("en_GB", "11/01/2025"), ("C", "2025-01-11")],
)
def test_a_day_as_the_locale_writes_it(locale_of, name: str, day: str) -> None:
    locale_of(name)
    assert i18n.date_text(DAY) == day


def test_a_moment_without_the_zone(locale_of) -> None:
    locale_of("de_DE")
    when = datetime(2025, 1, 11, 18, 5, 9)
    assert i18n.moment_text(when) == "11.01.2025 18:05"
    assert i18n.moment_text(when, seconds=True) == "11.01.2025 18:05:09"
    # One that knows its zone is shown in local time.
    aware = datetime(2025, 1, 11, 18, 5, 9, tzinfo=UTC)
    assert i18n.moment_text(aware) == i18n.moment_text(aware.astimezone().replace(tzinfo=None))


def test_a_day_in_a_services_text(german: str) -> None:
    said = T_("{clan}: game {seq}, {date}", clan="Ravens", seq=2, date=DAY)
    assert str(said) == "Ravens: game 2, 2025-01-11"  # the command line's
    assert i18n.text(said) == "Ravens: Spiel 2, 11.01.2025"
