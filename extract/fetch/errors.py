"""The one error type of the fetch package."""

from __future__ import annotations

FILES_HINT = "pass files instead: benchclaims extract abstracts.jsonl"


class FetchError(Exception):
    """Fetching from the arXiv API (or its cache) failed; the message is one line."""

    def __init__(self, message: str, hint: bool = False) -> None:
        text = " ".join(message.split())
        super().__init__(f"{text}; {FILES_HINT}" if hint else text)
