"""The first characters a regex match can begin with in an ASCII text, read from the pattern's parse tree.

A long alternation (the accelerator trigger) is costly to try at every capital of a text; the few
pairs of characters its matches can begin with are a cheap test to put before it. The reading is
conservative: look-arounds and anchors are read as matching anything (so the set can only grow), and
a part that may begin with too many characters (``\\w``, ``.``, a case-insensitive part) gives None.
"""

from __future__ import annotations

import importlib
import re
import string
from typing import Any

#: CPython's own regex parser and its opcodes (``re`` does not export them).
_PARSER: Any = importlib.import_module("re._parser")
_C: Any = importlib.import_module("re._constants")

#: Beyond this many prefixes a test of them costs more than it saves.
LIMIT = 1024

#: What a category of characters holds in an ASCII text.
_CATEGORIES = {"CATEGORY_DIGIT": string.digits, "CATEGORY_SPACE": " \t\n\r\f\v"}

#: A prefix so far and whether the match may go on after it (False: it ended there).
Prefixes = set[tuple[str, bool]]


class _TooMany(Exception):
    """A part of the pattern may begin with too many characters to list."""


def ascii_prefixes(pattern: str, size: int) -> frozenset[str] | None:
    r"""Every string of ``size`` characters an ASCII match of ``pattern`` can begin with (shorter where a
    match may be shorter), or None when that is not a short list.

    >>> sorted(ascii_prefixes(r"(?=[A-Z])(?:TPU\s?v[2-5]|H100)\b", 2)), ascii_prefixes(r"\w+", 2)
    (['H1', 'TP'], None)
    """
    if re.compile(pattern).flags & re.IGNORECASE:
        return None
    try:
        found = _sequence(list(_PARSER.parse(pattern)), size)
    except _TooMany:
        return None
    return frozenset(prefix for prefix, _ in found)


def _sequence(items: list[tuple[Any, Any]], size: int) -> Prefixes:
    """The prefixes of a sequence: each item's continued by the next one's, up to ``size`` characters."""
    found: Prefixes = {("", True)}
    for op, av in items:
        grown: Prefixes = set()
        for prefix, more in found:
            if not more or len(prefix) >= size:
                grown.add((prefix, False))
                continue
            grown.update((prefix + tail, go_on) for tail, go_on in _item(op, av, size - len(prefix)))
        if len(grown) > LIMIT:
            raise _TooMany
        found = {(prefix, more and len(prefix) < size) for prefix, more in grown}
    return found


def _item(op: Any, av: Any, size: int) -> Prefixes:
    """The prefixes of one parsed item (at most ``size`` characters)."""
    if op is _C.LITERAL or op is _C.IN:
        return {(char, True) for char in _characters(op, av)}
    if op is _C.BRANCH:
        return set().union(*(_sequence(list(alternative), size) for alternative in av[1]))
    if op is _C.SUBPATTERN:
        if av[1] & re.IGNORECASE:
            raise _TooMany
        return _sequence(list(av[3]), size)
    if op in (_C.MAX_REPEAT, _C.MIN_REPEAT, _C.POSSESSIVE_REPEAT):
        low, high, body = av
        times = range(low, min(high, low + size) + 1)  # more repeats than ``size`` add no new prefix
        return set().union(*(_sequence(list(body) * n, size) for n in times))
    if op in (_C.ASSERT, _C.ASSERT_NOT, _C.AT):
        return {("", True)}  # consumes nothing; read as matching anything
    if op is _C.ATOMIC_GROUP:
        return _sequence(list(av), size)
    if op is _C.GROUPREF_EXISTS:
        return _sequence(list(av[1]), size) | (_sequence(list(av[2]), size) if av[2] is not None else {("", True)})
    raise _TooMany


def _characters(op: Any, av: Any) -> set[str]:
    """The ASCII characters one literal or set stands for."""
    if op is _C.LITERAL:
        return {chr(av)}
    chars: set[str] = set()
    for kind, value in av:
        if kind is _C.LITERAL:
            chars.add(chr(value))
        elif kind is _C.RANGE:
            chars.update(map(chr, range(value[0], value[1] + 1)))
        elif kind is _C.CATEGORY and str(value) in _CATEGORIES:
            chars.update(_CATEGORIES[str(value)])
        else:
            raise _TooMany
    return chars
