"""Field mapping shared by the JSON, JSON Lines and CSV readers: one mapping → one ``RawRecord``.

Keys are matched case-insensitively. ``abstract`` (or ``summary``) is required; ``id``,
``title``, ``year``, ``category``, ``source`` and ``version`` are optional, and a few
common alternatives are understood (an arXiv URL in ``abs``/``url``/``link``/``entry_id``,
``published``/``date`` for the year, ``primary_category``/``categories`` for the category).
Other keys are ignored.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping

from benchclaims.readers.base import RawRecord, ReadContext, RecordError
from benchclaims.readers.ids import parse_arxiv_id

_ABSTRACT_KEYS = ("abstract", "summary")
_ARXIV_KEYS = ("arxiv_id", "arxiv", "entry_id", "abs", "url", "link")
_YEAR_KEYS = ("year", "published", "date", "updated")
_CATEGORY_KEYS = ("category", "primary_category", "categories")

_ASCII_SPACE = re.compile(r"[ \t\n\r\f\v]+")
_YEAR_TEXT = re.compile(r"\s*(\d{4})(?:\s*|-.*)", re.DOTALL)
_VERSION = re.compile(r"v?(\d+)", re.IGNORECASE)
_CATEGORY_SEPARATORS = re.compile(r"[\s,;]+")
MAX_INT_DIGITS = 1_000


class HugeNumber:
    """A JSON integer of over ``MAX_INT_DIGITS`` digits, kept as its size only (``int()`` of it
    would be slow, or raise past Python's 4,300-digit limit): never text, a year or an id."""

    def __init__(self, digits: int) -> None:
        self.digits = digits

    def __repr__(self) -> str:
        return f"<a number of {self.digits:,} digits>"


def parse_json_int(text: str) -> int | HugeNumber:
    """The ``parse_int`` of the JSON readers.

    >>> parse_json_int("2024"), parse_json_int("9" * 5000)
    (2024, <a number of 5,000 digits>)
    """
    return int(text) if len(text) <= MAX_INT_DIGITS else HugeNumber(len(text))


JSON_DECODER = json.JSONDecoder(parse_int=parse_json_int)


def collapse_whitespace(text: str) -> str:
    """Runs of ASCII whitespace (line wraps included) as one space, ends trimmed.

    >>> collapse_whitespace("  Scaling\\n  RL rollouts\\tfast ")
    'Scaling RL rollouts fast'
    """
    if "  " not in text and not any(space in text for space in "\t\n\r\f\v"):
        return text.strip(" ")  # most titles: single spaces only, which the substitution keeps as they are
    return _ASCII_SPACE.sub(" ", text).strip(" ")


def parse_year(value: object) -> int | None:
    """A four-digit year from an int or a date-like string; None otherwise.

    >>> [parse_year(v) for v in [2024, "2026", "2024-06-28T17:59:01Z", "26", True, 2024.0]]
    [2024, 2026, 2024, None, None, 2024]
    """
    if isinstance(value, bool):
        return None
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, int):
        return value if 1000 <= value <= 9999 else None
    match = _YEAR_TEXT.fullmatch(value) if isinstance(value, str) else None
    return int(match[1]) if match else None


def json_kind(value: object) -> str:
    """How a non-object JSON value is named in problems.

    >>> [json_kind(v) for v in [[1], 3, "x", None, True, HugeNumber(5000)]]
    ['an array', 'a number', 'a string', 'null', 'a boolean', '<a number of 5,000 digits>']
    """
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, HugeNumber):
        return repr(value)
    kinds = {list: "an array", str: "a string", int: "a number", float: "a number", dict: "an object"}
    return "null" if value is None else kinds.get(type(value), type(value).__name__)


def object_record(value: object, number: int, line: int | None, ctx: ReadContext) -> RawRecord | None:
    """The record of one parsed JSON value, or None after reporting why it has none."""
    if not isinstance(value, dict):
        ctx.skip(line, f"record {number}: expected a JSON object, got {json_kind(value)}; skipped")
        return None
    return checked_record(value, number, line, ctx)


def checked_record(fields: Mapping[str, object], number: int, line: int | None, ctx: ReadContext) -> RawRecord | None:
    """``mapping_record``, reporting a bad record to ``ctx`` instead of raising: whatever goes
    wrong with one record (it is input, and may be anything) costs that record only."""
    try:
        return mapping_record(fields, number, line)
    except RecordError as exc:
        ctx.skip(line, f"record {number}: {exc}; skipped")
    except Exception as exc:  # one hostile record must not end the run
        ctx.skip(line, f"record {number}: cannot be read ({type(exc).__name__}: {exc}); skipped")
    return None


def mapping_record(fields: Mapping[str, object], number: int, line: int | None) -> RawRecord:
    """The record of one mapping; raises ``RecordError`` when it has no usable abstract."""
    present = {str(key).strip().lower(): value for key, value in fields.items() if not _blank(value)}
    given_id, version, notes = _identity(present)
    year, year_notes = _year(present)
    return RawRecord(
        number=number,
        line=line,
        abstract=_abstract(present),
        title=collapse_whitespace(_scalar_text(present.get("title"))),
        given_id=given_id,
        version=version,
        year=year,
        category=_category(present),
        source=_scalar_text(present.get("source")).strip() or None,
        notes=notes + year_notes,
    )


def _blank(value: object) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def _scalar_text(value: object) -> str:
    if isinstance(value, str):
        return value
    return "" if value is None or isinstance(value, dict | list | bool | HugeNumber) else str(value)


def _abstract(fields: Mapping[str, object]) -> str:
    for key in _ABSTRACT_KEYS:
        if key in fields:
            value = fields[key]
            if not isinstance(value, str):
                raise RecordError(f"'{key}' is {json_kind(value)}, not text")
            return value
    raise RecordError("no abstract (an 'abstract' or 'summary' field with text)")


def _identity(fields: Mapping[str, object]) -> tuple[str | None, str | None, tuple[str, ...]]:
    """(id, version, notes): the given id (an arXiv id or URL is reduced to the bare id), else
    an arXiv id found in a URL field."""
    version = _version(fields.get("version"))
    raw = fields.get("id")
    if isinstance(raw, dict | list | bool | HugeNumber):
        return None, version, (f"'id' is {json_kind(raw)}, not text; ignored",)
    if raw is not None:
        given = str(raw).strip()
        parsed = parse_arxiv_id(given)
        return (parsed[0], version or parsed[1], ()) if parsed else (given, version, ())
    for key in _ARXIV_KEYS:
        value = fields.get(key)
        parsed = parse_arxiv_id(value) if isinstance(value, str) else None
        if parsed:
            return parsed[0], version or parsed[1], ()
    return None, version, ()


def _version(value: object) -> str | None:
    text = str(value).strip() if isinstance(value, str | int) and not isinstance(value, bool) else ""
    match = _VERSION.fullmatch(text)
    return f"v{match[1]}" if match else None


def _year(fields: Mapping[str, object]) -> tuple[int | None, tuple[str, ...]]:
    for key in _YEAR_KEYS:
        if key in fields:
            year = parse_year(fields[key])
            if year is None:
                return None, (f"'{key}' {fields[key]!r} is not a year; year left empty",)
            return year, ()
    return None, ()


def _category(fields: Mapping[str, object]) -> str | None:
    for key in _CATEGORY_KEYS:
        value = fields.get(key)
        if isinstance(value, list):
            value = next((item for item in value if isinstance(item, str) and item.strip()), None)
        if isinstance(value, str):
            return _CATEGORY_SEPARATORS.split(value.strip())[0]
    return None
