"""Where each catalogue entry comes from (the rulebook, an example, a house rule), as the
catalogue browser shows it: an entry's own provenance, else its table's, else its file's."""

from __future__ import annotations

from typing import Any

from warclan.catalog.checker import CatalogDocument
from warclan.catalog.provenance import HOUSE_RULE_LABEL, Provenance, Source
from warclan.catalog.ragnarok.rulesets import SPECS, shipped_document


def catalog_file(catalog: str) -> str:
    return "/".join(SPECS[catalog].file)


def _own(data: Any, default: Provenance | None, file: str) -> Provenance | None:
    if isinstance(data, dict) and "provenance" in data:
        document = CatalogDocument(data, file)
        return document.read(lambda check, value: check.inherited(value, "", default))
    return default


def entry_provenances(catalog: str, doc: Any) -> dict[str, Provenance]:
    """Each entry's provenance: its own, else its table's, else the file's."""
    file = catalog_file(catalog)
    spec = SPECS[catalog]
    root = _own(doc, None, file)
    found: dict[str, Provenance] = {}
    for path, key_field in spec.lists:
        parent_path, _, list_name = path.rpartition(".")
        parent = doc
        for part in filter(None, parent_path.split(".")):
            parent = parent[part]
        table = _own(parent, root, file)
        for entry in parent[list_name]:
            prov = _own(entry, table, file)
            found[str(entry[key_field])] = prov or Provenance(Source.HOUSE_RULE)
    for section in spec.sections:
        if section in doc:
            found[section] = _own(doc[section], root, file) or Provenance(Source.HOUSE_RULE)
    return found


def catalog_provenance(catalog: str) -> tuple[str, str]:
    doc = shipped_document(catalog)
    root = _own(doc, None, catalog_file(catalog))
    if root is not None:
        return root.kind.value, root.label
    # No file-wide provenance (the injury tables): summarise the entries'.
    provs = list(entry_provenances(catalog, doc).values())
    labels = list(dict.fromkeys(short_label(p) for p in provs))
    kinds = {p.kind for p in provs}
    kind = next(iter(kinds)).value if len(kinds) == 1 else "mixed"
    return kind, "; ".join(labels)


def short_label(prov: Provenance) -> str:
    """The fixed wording for tables: house rules always say they are not the rulebook."""
    if prov.kind is Source.HOUSE_RULE:
        return HOUSE_RULE_LABEL
    if prov.kind is Source.EXAMPLE:
        return "example — not official"
    if prov.kind is Source.GROUP_EDIT:
        return "the group's own edit"
    return prov.label
