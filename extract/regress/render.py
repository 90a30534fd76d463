"""A ``ClaimDiff`` shown to people (aligned tables) and to machines (JSON)."""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence
from typing import Any

from benchclaims.regress.diff import COMPARED_FIELDS, DIFF_KINDS, Change, ClaimDiff
from benchclaims.schemas import Claim

GAP = "  "
ARROW = " -> "


def show_value(value: Any) -> str:
    """A field value as a table cell: ``null``, ``""``, ``[a, b]``, ``true``, numbers as Python writes them.

    >>> [show_value(v) for v in (None, "", ["vLLM", "SGLang"], False, 2.0, "x")]
    ['null', '""', '[vLLM, SGLang]', 'false', '2.0', 'x']
    """
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(map(str, value)) + "]"
    return '""' if value == "" else str(value)


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    """Rows aligned in columns under ``header``; the last column is not padded.

    >>> table(["a", "bb"], [["xyz", "1"]])
    ['a    bb', 'xyz  1']
    """
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    lines = []
    for row in [header, *rows]:
        cells = [cell.ljust(width) for cell, width in zip(row[:-1], widths, strict=False)]
        lines.append(GAP.join([*cells, row[-1]]).rstrip())
    return lines


def span(claim: Claim) -> str:
    """``start-end``."""
    return f"{claim.start}-{claim.end}"


def summary(claim: Claim, ignored: Collection[str]) -> str:
    """The compared fields that are set (not their defaults), as ``field=value`` pairs."""
    defaults = Claim.model_fields
    return " ".join(
        f"{name}={show_value(getattr(claim, name))}"
        for name in COMPARED_FIELDS
        if name not in ignored and getattr(claim, name) != defaults[name].get_default(call_default_factory=True)
    )


def _claim_rows(claims: Sequence[Claim], ignored: Collection[str]) -> list[list[str]]:
    return [[c.doc_id, c.kind, span(c), c.text, summary(c, ignored)] for c in claims]


def _change_rows(change: Change) -> list[list[str]]:
    """One row per changed field; the claim's identity only on the first."""
    old, new = change.old, change.new
    where = span(new) if span(old) == span(new) else span(old) + ARROW + span(new)
    identity = [new.doc_id, new.kind, where, new.text]
    rows = []
    for i, name in enumerate(change.fields):
        cells = [show_value(getattr(old, name)), show_value(getattr(new, name))]
        rows.append([*(identity if i == 0 else [""] * len(identity)), name, *cells])
    return rows


def headline(diff: ClaimDiff, old_label: str, new_label: str) -> str:
    """``OLD -> NEW: 1 added, 0 removed, 2 changed, 40 unchanged``."""
    counts = ", ".join(f"{n} {kind}" for kind, n in diff.counts().items())
    return f"{old_label}{ARROW}{new_label}: {counts}"


def render_table(diff: ClaimDiff, old_label: str, new_label: str) -> str:
    """The diff for people: a headline, then a table per kind of difference that occurred."""
    lines = [headline(diff, old_label, new_label)]
    if diff.ignored:
        lines.append(f"(not compared: {', '.join(diff.ignored)})")
    claim_header = ["doc_id", "kind", "span", "text", "fields"]
    for title, claims in (("added", diff.added), ("removed", diff.removed)):
        if claims:
            lines += [
                "",
                f"{title.capitalize()} ({len(claims)})",
                *table(claim_header, _claim_rows(claims, diff.ignored)),
            ]
    if diff.changed:
        rows = [row for change in diff.changed for row in _change_rows(change)]
        header = ["doc_id", "kind", "span", "text", "field", "old", "new"]
        lines += ["", f"Changed ({len(diff.changed)})", *table(header, rows)]
    return "\n".join(lines) + "\n"


def _change_record(change: Change) -> dict[str, Any]:
    return {
        "doc_id": change.new.doc_id,
        "kind": change.new.kind,
        "text": change.new.text,
        "matched_by": change.matched_by,
        "fields": {
            name: {"old": getattr(change.old, name), "new": getattr(change.new, name)} for name in change.fields
        },
        "old": change.old.model_dump(),
        "new": change.new.model_dump(),
    }


def render_json(diff: ClaimDiff, old_label: str, new_label: str, fail_on: Collection[str] = DIFF_KINDS) -> str:
    """The diff for machines: one JSON object (counts, the claims added and removed, the changes)."""
    record = {
        "old": old_label,
        "new": new_label,
        "equal": not diff.differs(),
        "fail_on": [kind for kind in DIFF_KINDS if kind in fail_on],
        "failed": diff.differs(fail_on),
        "ignored": list(diff.ignored),
        "counts": diff.counts(),
        "added": [claim.model_dump() for claim in diff.added],
        "removed": [claim.model_dump() for claim in diff.removed],
        "changed": [_change_record(change) for change in diff.changed],
    }
    return json.dumps(record, ensure_ascii=False, indent=2) + "\n"
