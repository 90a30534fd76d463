"""Document ids: title slugs, arXiv ids, and making ids unique in a deterministic way."""

from __future__ import annotations

import re
from array import array
from hashlib import blake2b

SLUG_LENGTH = 60

_NOT_SLUG = re.compile(r"[^a-z0-9]+")
_ARXIV_URL = re.compile(r"(?:https?://)?(?:www\.|export\.)?arxiv\.org/(?:abs|pdf|html)/(.+?)(?:\.pdf)?/?")
_ARXIV_ID = re.compile(
    r"(?:arxiv:)?(?P<id>\d{4}\.\d{4,5}|[a-z][a-z-]*(?:\.[a-z]{2})?/\d{7})(?P<version>v\d+)?",
    re.IGNORECASE,
)


def slugify(text: str, length: int = SLUG_LENGTH) -> str:
    """The title slug used as an id: lowercase, runs of other characters as ``-``, cut to ``length``.

    Dashes are trimmed from the ends before the cut, not after it (as in the corpus ids).

    >>> slugify("Don't Predict, Prioritize: Rethinking GPU Reliability Assessment")
    'don-t-predict-prioritize-rethinking-gpu-reliability-assessme'
    >>> slugify("  RollMux: Phase-Level Multiplexing  ")
    'rollmux-phase-level-multiplexing'
    >>> slugify("InfiniteHBD: Building Datacenter-Scale High-Bandwidth Domain for LLM")
    'infinitehbd-building-datacenter-scale-high-bandwidth-domain-'
    >>> slugify("∑ — ∞")
    ''
    """
    return _NOT_SLUG.sub("-", text.lower()).strip("-")[:length]


def word_slug(text: str, length: int = SLUG_LENGTH) -> str:
    """A title slug of whole words: the longest run of the title's words that fits in ``length``
    (a first word longer than that is cut, so the slug is never empty when the title has a word).

    >>> word_slug("Don't Predict, Prioritize: Rethinking GPU Reliability Assessment")
    'don-t-predict-prioritize-rethinking-gpu-reliability'
    >>> word_slug("RollMux: Phase-Level Multiplexing")
    'rollmux-phase-level-multiplexing'
    >>> word_slug("Pneumonoultramicroscopicsilicovolcanoconiosis", 10)
    'pneumonoul'
    """
    slug = slugify(text, length=len(text) + 1)
    if len(slug) <= length:
        return slug
    cut = slug[: length + 1].rsplit("-", 1)[0]
    return cut if "-" in slug[: length + 1] else slug[:length]


def parse_arxiv_id(text: str) -> tuple[str, str | None] | None:
    """The arXiv id and version in an arXiv id or abs/pdf URL; None when ``text`` is neither.

    >>> parse_arxiv_id("http://arxiv.org/abs/2407.00079v2")
    ('2407.00079', 'v2')
    >>> parse_arxiv_id("arXiv:2512.25059")
    ('2512.25059', None)
    >>> parse_arxiv_id("https://arxiv.org/pdf/hep-th/9901001v1.pdf")
    ('hep-th/9901001', 'v1')
    >>> parse_arxiv_id("scheduling-mixed-rl-rollouts") is None
    True
    """
    text = text.strip()
    url = _ARXIV_URL.fullmatch(text)
    match = _ARXIV_ID.fullmatch(url[1] if url else text)
    if match is None:
        return None
    return match["id"], match["version"]


def fallback_id(stem: str, number: int) -> str:
    """The id of a record with neither id nor title: ``<file stem>-<record number>``.

    >>> fallback_id("My Notes", 3)
    'my-notes-3'
    >>> fallback_id("___", 1)
    'record-1'
    """
    return f"{slugify(stem) or 'record'}-{number}"


class FingerprintSet:
    """A set of strings kept as 56-bit fingerprints in 256 open-addressing tables.

    The low 8 bits of a 64-bit hash choose the table; the next 48 are stored, in 6 bytes per slot
    (a 32-bit and a 16-bit array). A table doubles when more than 7 slots in 8 are filled, so a
    member costs 7-14 bytes instead of ~100 in a set of strings, and a doubling copies one table,
    1/256 of the set: reading millions of documents keeps memory nearly flat. Two different strings
    share a fingerprint with probability about n²/2⁵⁷ (for all of arXiv, about 1 in 20,000).

    >>> seen = FingerprintSet()
    >>> seen.add("2407.00079"), "2407.00079" in seen, "2407.00080" in seen, seen.add("2407.00079")
    (True, True, False, False)
    """

    _TABLES = 256

    def __init__(self, capacity: int = 16) -> None:
        self._low = [array("I", [0]) * capacity for _ in range(self._TABLES)]
        self._high = [array("H", [0]) * capacity for _ in range(self._TABLES)]
        self._sizes = [0] * self._TABLES

    @staticmethod
    def _fingerprint(text: str) -> tuple[int, int, int]:
        """(table, low 32 bits, high 16 bits) of ``text``'s hash; the stored 48 bits are never all 0."""
        digest = int.from_bytes(blake2b(text.encode("utf-8"), digest_size=8).digest(), "little")
        stored = (digest >> 8) & 0xFFFF_FFFF_FFFF or 1  # 0 marks an empty slot
        return digest & 0xFF, stored & 0xFFFF_FFFF, stored >> 32

    def _slot(self, table: int, low: int, high: int) -> int:
        """The slot holding the fingerprint, or the empty slot where it would go (linear probing)."""
        lows, highs = self._low[table], self._high[table]
        mask = len(lows) - 1
        i = low & mask
        while (lows[i] or highs[i]) and (lows[i] != low or highs[i] != high):
            i = (i + 1) & mask
        return i

    def __contains__(self, text: str) -> bool:
        table, low, high = self._fingerprint(text)
        i = self._slot(table, low, high)
        return bool(self._low[table][i] or self._high[table][i])

    def add(self, text: str) -> bool:
        """Add ``text``; False when it was already in (and nothing changed)."""
        table, low, high = self._fingerprint(text)
        i = self._slot(table, low, high)
        if self._low[table][i] or self._high[table][i]:
            return False
        self._low[table][i], self._high[table][i] = low, high
        self._sizes[table] += 1
        if 8 * self._sizes[table] > 7 * len(self._low[table]):
            self._double(table)
        return True

    def _double(self, table: int) -> None:
        old = list(zip(self._low[table], self._high[table], strict=True))
        self._low[table] = array("I", [0]) * (2 * len(old))
        self._high[table] = array("H", [0]) * (2 * len(old))
        for low, high in old:
            if low or high:
                i = self._slot(table, low, high)
                self._low[table][i], self._high[table][i] = low, high


class IdAllocator:
    """Hands out unique ids: the wanted one, else ``-2``, ``-3``… in the order they are asked for.

    >>> ids = IdAllocator()
    >>> [ids.claim(x) for x in ["a", "a", "b", "a", "a-2"]]
    ['a', 'a-2', 'b', 'a-3', 'a-2-2']
    """

    def __init__(self) -> None:
        self._taken = FingerprintSet()
        self._next_suffix: dict[str, int] = {}

    def claim(self, wanted: str) -> str:
        """Reserve and return ``wanted``, or the first free ``wanted-N`` (N ≥ 2)."""
        if self._taken.add(wanted):  # one fingerprint both tests and reserves it
            return wanted
        suffix = self._next_suffix.get(wanted, 2)
        while f"{wanted}-{suffix}" in self._taken:
            suffix += 1
        self._next_suffix[wanted] = suffix + 1
        unique = f"{wanted}-{suffix}"
        self._taken.add(unique)
        return unique
