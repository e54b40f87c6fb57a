"""Where a rules table or entry comes from: the rule text, a house rule, an example, or the
group's own edit. Interfaces and printed rosters show anything but the rulebook as such."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Source(StrEnum):
    RULEBOOK = "rulebook"
    HOUSE_RULE = "house_rule"
    EXAMPLE = "example"
    GROUP_EDIT = "group_edit"


HOUSE_RULE_LABEL = "house rule — not from the rulebook excerpt"


@dataclass(frozen=True, slots=True)
class Provenance:
    """Where one table or entry comes from, and how interfaces label it."""

    kind: Source
    source: str = ""  # rule-text file for rulebook data
    note: str = ""

    @property
    def label(self) -> str:
        if self.kind is Source.RULEBOOK:
            return f"rulebook ({self.source})" if self.source else "rulebook"
        if self.kind is Source.HOUSE_RULE:
            return self.note or HOUSE_RULE_LABEL
        if self.kind is Source.EXAMPLE:
            return self.note or "example data — not official"
        return self.note or "the group's own edit"
