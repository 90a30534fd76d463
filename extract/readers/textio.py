"""Bytes → text for the text-based formats, streamed in chunks.

UTF-8 with an optional byte-order mark. Bytes that are not UTF-8 become U+FFFD (as
``errors="replace"`` would do) and the first such place is reported once per file,
as a warning. Lines are split on ``\\n`` only, so ``\\r\\n`` files work and a U+2028 inside
a JSON string never splits a line.
"""

from __future__ import annotations

import codecs
from collections.abc import Iterable, Iterator
from typing import BinaryIO

from benchclaims.readers.base import ReadContext

CHUNK_SIZE = 1 << 16
_BOM = "\ufeff"


def read_chunks(stream: BinaryIO, size: int = CHUNK_SIZE) -> Iterator[bytes]:
    """The bytes of ``stream``, ``size`` at a time."""
    while chunk := stream.read(size):
        yield chunk


def iter_text(chunks: Iterable[bytes], ctx: ReadContext) -> Iterator[str]:
    """Decode byte chunks as UTF-8 (BOM dropped), reporting undecodable bytes once."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    newlines, reported, at_start = 0, False, True
    for raw, final in _with_final(chunks):
        text, bad = decode_replacing(decoder, raw, final)
        if at_start and text:
            text, bad, at_start = _drop_bom(text, bad)
        if bad >= 0 and not reported:
            line = newlines + text.count("\n", 0, bad) + 1
            ctx.warn(line, "bytes that are not UTF-8 replaced by U+FFFD (first here; later ones not reported)")
            reported = True
        newlines += text.count("\n")
        if text:
            yield text


def decode_replacing(decoder: codecs.IncrementalDecoder, raw: bytes, final: bool) -> tuple[str, int]:
    """Decode ``raw`` strictly, replacing each bad sequence by U+FFFD as ``errors="replace"`` does.

    Returns the text and the index of its first replacement, or -1.

    >>> decode_replacing(codecs.getincrementaldecoder("utf-8")(), b"caf\\xe9 ok", True)
    ('caf\\ufffd ok', 3)
    """
    pieces: list[str] = []
    first_bad = -1
    while True:
        try:
            pieces.append(decoder.decode(raw, final))
            return "".join(pieces), first_bad
        except UnicodeDecodeError as exc:
            data = exc.object  # the decoder's pending bytes + raw: positions index into it
            pieces.append(data[: exc.start].decode("utf-8"))
            if first_bad < 0:
                first_bad = sum(map(len, pieces))
            pieces.append("\ufffd")
            raw = data[exc.end :]
            decoder.reset()


def iter_lines(texts: Iterable[str]) -> Iterator[str]:
    """The lines of a stream of text chunks, each with its line ending kept.

    >>> list(iter_lines(["a\\r\\nb", "c\\n", "\\nd"]))
    ['a\\r\\n', 'bc\\n', '\\n', 'd']
    """
    partial: list[str] = []
    for text in texts:
        start = 0
        while (end := text.find("\n", start) + 1) > 0:
            partial.append(text[start:end])
            yield "".join(partial)
            partial = []
            start = end
        if start < len(text):
            partial.append(text[start:])
    if partial:
        yield "".join(partial)


def iter_text_lines(stream: BinaryIO, ctx: ReadContext, chunk_size: int = CHUNK_SIZE) -> Iterator[str]:
    """The decoded lines of a binary stream (line endings kept)."""
    return iter_lines(iter_text(read_chunks(stream, chunk_size), ctx))


def _with_final(chunks: Iterable[bytes]) -> Iterator[tuple[bytes, bool]]:
    yield from ((chunk, False) for chunk in chunks)
    yield b"", True


def _drop_bom(text: str, bad: int) -> tuple[str, int, bool]:
    if text.startswith(_BOM):
        return text[1:], (bad - 1 if bad > 0 else bad), False
    return text, bad, False
