"""Claim files read back for ``compare``: every claim once, whatever runs of the same documents hold."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from pathlib import Path

from benchclaims.regress.load import ClaimFileError, load_claims
from benchclaims.schemas import Claim


def compare_files(paths: Iterable[str | Path], on_duplicates: Callable[[Path, int], None] | None = None) -> list[Claim]:
    """Every claim in the given claim files, in file order; the extension picks the format.

    A claim whose (doc id, span, kind) was already read is another run of the same document
    (the extractor never gives one span of one kind twice): it is left out, and
    ``on_duplicates(path, n)`` hears how many each file lost.
    A file that is not a claims file (a documents file, say) raises one ``FILE: message`` line.
    """
    claims: list[Claim] = []
    seen: set[tuple[str, int, int, str]] = set()
    for path in map(Path, paths):
        try:
            found = load_claims(path)
        except ClaimFileError:
            if _holds_documents(path):
                raise ClaimFileError(
                    f"{path}: holds documents, not claims; run `benchclaims extract {path} -o claims.jsonl` first"
                ) from None
            raise
        fresh = []
        for claim in found:
            key = (claim.doc_id, claim.start, claim.end, claim.kind)
            if key not in seen:
                seen.add(key)
                fresh.append(claim)
        if len(fresh) < len(found) and on_duplicates is not None:
            on_duplicates(path, len(found) - len(fresh))
        claims.extend(fresh)
    return claims


def _holds_documents(path: Path) -> bool:
    """True when the file's first record (JSON line or CSV header) has an ``abstract`` or ``summary``."""
    try:
        with path.open(encoding="utf-8", errors="replace") as stream:
            first = next((line for line in stream if line.strip()), "")
    except OSError:
        return False
    if path.suffix.lower() == ".csv":
        return bool({"abstract", "summary"} & {cell.strip().lower() for cell in first.split(",")})
    try:
        record = json.loads(first)
    except ValueError:
        return False
    return isinstance(record, dict) and bool({"abstract", "summary"} & set(record))
