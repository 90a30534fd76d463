"""What changed between two claim sets: claims added, removed and changed.

Which claims are "the same claim" (their identity), in two passes:

1. the same ``(doc_id, kind, start, end)``: the same kind of claim at the same place;
2. among the claims still unpaired, the same ``(doc_id, kind, text, n)``, where ``n``
   counts the earlier unpaired claims of that document with that kind and text. This pairs
   claims whose span moved because the abstract was edited elsewhere, in reading order.

Claims are sorted first (by document, span, kind, text, then every field), so the order of
the records in the files never matters: a reordered file is equal to the original.

A pair whose compared fields differ is *changed*. ``doc_id``, ``kind``, ``text``,
``start`` and ``end`` are identity, not compared (a moved span is not a change). Every
other field is compared except those ignored: by default only ``rules``, the names of the
rules that produced a claim, which change whenever the extractor is refactored without the
claim changing. ``si_value`` and ``si_unit`` are compared: a unit-table fix shows.
"""

from __future__ import annotations

import json
from collections import defaultdict, deque
from collections.abc import Callable, Collection, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from benchclaims.schemas import Claim

IDENTITY_FIELDS: tuple[str, ...] = ("doc_id", "kind", "text", "start", "end")
COMPARED_FIELDS: tuple[str, ...] = tuple(name for name in Claim.model_fields if name not in IDENTITY_FIELDS)
DEFAULT_IGNORED: tuple[str, ...] = ("rules",)
DIFF_KINDS: tuple[str, ...] = ("added", "removed", "changed")

Pair = tuple[Claim, Claim]
KeyFunction = Callable[[Sequence[Claim]], list[Hashable]]


@dataclass(frozen=True)
class Change:
    """One claim present in both sets with different values in ``fields``."""

    old: Claim
    new: Claim
    fields: tuple[str, ...]
    matched_by: Literal["span", "text"]


@dataclass(frozen=True)
class ClaimDiff:
    """The outcome of ``diff_claims``; every list is sorted by document and span."""

    added: tuple[Claim, ...]
    removed: tuple[Claim, ...]
    changed: tuple[Change, ...]
    unchanged: int
    ignored: tuple[str, ...] = DEFAULT_IGNORED

    def counts(self) -> dict[str, int]:
        """How many claims were added, removed, changed and left unchanged."""
        return {
            "added": len(self.added),
            "removed": len(self.removed),
            "changed": len(self.changed),
            "unchanged": self.unchanged,
        }

    def differs(self, fail_on: Collection[str] = DIFF_KINDS) -> bool:
        """True when there is at least one difference of a kind in ``fail_on``."""
        counts = self.counts()
        return any(counts[kind] for kind in fail_on)


def sort_key(claim: Claim) -> tuple[str, int, int, str, str, str]:
    """A total order on claims: document, span, kind, text, then all fields (ties stay stable)."""
    return (claim.doc_id, claim.start, claim.end, claim.kind, claim.text, json.dumps(claim.model_dump()))


def _span_keys(claims: Sequence[Claim]) -> list[Hashable]:
    return [(c.doc_id, c.kind, c.start, c.end) for c in claims]


def _text_keys(claims: Sequence[Claim]) -> list[Hashable]:
    """``(doc_id, kind, text, n)``: ``n`` is the occurrence index of that text in ``claims``."""
    seen: dict[tuple[str, str, str], int] = defaultdict(int)
    keys: list[Hashable] = []
    for c in claims:
        base = (c.doc_id, c.kind, c.text)
        keys.append((*base, seen[base]))
        seen[base] += 1
    return keys


def _pair(old: list[Claim], new: list[Claim], keys: KeyFunction) -> tuple[list[Pair], list[Claim], list[Claim]]:
    """Pair claims of equal key (in order among equal keys); return pairs and the unpaired of each side."""
    waiting: dict[Hashable, deque[Claim]] = defaultdict(deque)
    for key, claim in zip(keys(new), new, strict=True):
        waiting[key].append(claim)
    pairs: list[Pair] = []
    old_left: list[Claim] = []
    for key, claim in zip(keys(old), old, strict=True):
        if waiting.get(key):
            pairs.append((claim, waiting[key].popleft()))
        else:
            old_left.append(claim)
    new_left = sorted((c for queue in waiting.values() for c in queue), key=sort_key)
    return pairs, old_left, new_left


def changed_fields(old: Claim, new: Claim, ignored: Collection[str] = DEFAULT_IGNORED) -> tuple[str, ...]:
    """The compared fields (not ``ignored``) whose values differ, in field order."""
    return tuple(f for f in COMPARED_FIELDS if f not in ignored and getattr(old, f) != getattr(new, f))


def _changes(pairs: list[Pair], how: Literal["span", "text"], ignored: Collection[str]) -> list[Change]:
    """The pairs that differ in a compared field, as ``Change``s."""
    changes = [Change(a, b, changed_fields(a, b, ignored), how) for a, b in pairs]
    return [change for change in changes if change.fields]


def diff_claims(old: Iterable[Claim], new: Iterable[Claim], ignored: Collection[str] = DEFAULT_IGNORED) -> ClaimDiff:
    """Compare two claim sets (see the module docstring for which claims count as the same)."""
    by_span, old_left, new_left = _pair(sorted(old, key=sort_key), sorted(new, key=sort_key), _span_keys)
    by_text, removed, added = _pair(old_left, new_left, _text_keys)
    changes = sorted(
        [*_changes(by_span, "span", ignored), *_changes(by_text, "text", ignored)],
        key=lambda change: sort_key(change.new),
    )
    unchanged = len(by_span) + len(by_text) - len(changes)
    ignored_known = tuple(f for f in COMPARED_FIELDS if f in ignored)
    return ClaimDiff(tuple(added), tuple(removed), tuple(changes), unchanged, ignored_known)
