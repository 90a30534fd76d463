"""Bytes → text for the text-based formats, streamed in chunks.

UTF-8, or UTF-16 when the file starts with its byte-order mark; a UTF-8 BOM is dropped too.
Bytes that do not decode become U+FFFD (as ``errors="replace"`` would do) and the first such
place is reported once per file, as a warning. Line endings become ``\\n`` (``\\r\\n`` and a
lone ``\\r`` alike), so lines are split on ``\\n`` only and a U+2028 inside a JSON string never
splits a line. A line over the reader's size limit is reported and skipped before it is parsed,
and never held in memory whole.
"""

from __future__ import annotations

import codecs
from collections.abc import Iterable, Iterator
from typing import BinaryIO

from benchclaims.readers.base import ReadContext

CHUNK_SIZE = 1 << 16
_BOMS = ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"))
_BOM_BYTES = 3


def read_chunks(stream: BinaryIO, size: int = CHUNK_SIZE) -> Iterator[bytes]:
    """The bytes of ``stream``, ``size`` at a time."""
    while chunk := stream.read(size):
        yield chunk


def encoding_of(head: bytes) -> tuple[str, int]:
    """(codec, length of the byte-order mark) of a file starting with ``head``; UTF-8 without a BOM.

    >>> encoding_of(b"\\xff\\xfea\\x00"), encoding_of(b"\\xef\\xbb\\xbf{"), encoding_of(b"{")
    (('utf-16-le', 2), ('utf-8', 3), ('utf-8', 0))
    """
    for bom, codec in _BOMS:
        if head.startswith(bom):
            return codec, len(bom)
    return "utf-8", 0


def decode_head(head: bytes) -> str:
    """The first bytes of a file as text (by its BOM, bad bytes replaced, the BOM dropped).

    >>> decode_head(b"\\xfe\\xff\\x00[\\x00{")
    '[{'
    """
    codec, bom = encoding_of(head)
    return head[bom:].decode(codec, errors="replace")


def unix_newlines(text: str) -> str:
    """``\\r\\n`` and lone ``\\r`` as ``\\n``.

    >>> unix_newlines("a\\r\\nb\\rc\\n")
    'a\\nb\\nc\\n'
    """
    if "\r" not in text:  # most files: one search for the character both replacements need
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")


def iter_text(chunks: Iterable[bytes], ctx: ReadContext) -> Iterator[str]:
    """Decode byte chunks (see the module docstring), reporting undecodable bytes once."""
    newlines, reported, held = 0, False, ""
    for raw_text, raw_bad, final, codec in _decoded(chunks):
        text = held + raw_text
        bad = raw_bad + len(held) if raw_bad >= 0 else -1
        held = "\r" if text.endswith("\r") and not final else ""  # a "\n" may follow in the next chunk
        text = text[: len(text) - len(held)]
        if bad >= 0 and not reported:
            line = newlines + unix_newlines(text[:bad]).count("\n") + 1
            name = codec.upper()[:6]
            ctx.warn(line, f"bytes that are not {name} replaced by U+FFFD (first here; later ones not reported)")
            reported = True
        text = unix_newlines(text)
        newlines += text.count("\n")
        if text:
            yield text


def _decoded(chunks: Iterable[bytes]) -> Iterator[tuple[str, int, bool, str]]:
    """(text, index of its first replacement or -1, whether it is the last, codec) of each chunk,
    in the encoding the first bytes name."""
    decoder: codecs.IncrementalDecoder | None = None
    start, codec = b"", "utf-8"
    for raw, final in _with_final(chunks):
        if decoder is None:
            start += raw
            if len(start) < _BOM_BYTES and not final:
                continue
            codec, bom = encoding_of(start)
            decoder, raw = codecs.getincrementaldecoder(codec)(), start[bom:]
        yield (*decode_replacing(decoder, raw, final), final, codec)


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
            pieces.append(data[: exc.start].decode(exc.encoding))
            if first_bad < 0:
                first_bad = sum(map(len, pieces))
            pieces.append("\ufffd")
            raw = data[exc.end :]
            decoder.reset()


def iter_lines(texts: Iterable[str], limit: int | None = None) -> Iterator[tuple[str, int]]:
    """(line, length) of each line of a stream of text chunks: the line with its ``\\n`` kept, and
    its length without it. A line longer than ``limit`` comes as ``""`` and is never held whole.

    >>> list(iter_lines(["a\\nb", "c\\n", "\\nd"]))
    [('a\\n', 1), ('bc\\n', 2), ('\\n', 0), ('d', 1)]
    >>> list(iter_lines(["ok\\n", "far ", "too long\\n", "ok"], limit=4))
    [('ok\\n', 2), ('', 12), ('ok', 2)]
    """
    partial: list[str] = []
    size = 0
    for text in texts:
        start = 0
        while (end := text.find("\n", start) + 1) > 0:
            size += end - start - 1
            yield ("", size) if limit is not None and size > limit else ("".join(partial) + text[start:end], size)
            partial, size, start = [], 0, end
        if start < len(text):
            size += len(text) - start
            if limit is not None and size > limit:
                partial.clear()
            else:
                partial.append(text[start:])
    if size:
        yield ("", size) if limit is not None and size > limit else ("".join(partial), size)


def iter_text_lines(stream: BinaryIO, ctx: ReadContext, chunk_size: int = CHUNK_SIZE) -> Iterator[str]:
    """The decoded lines of a binary stream (``\\n`` kept); a line over ``ctx.max_chars`` is reported,
    skipped and replaced by an empty line, so the line numbers of the others stay right."""
    return limited_lines(iter_text(read_chunks(stream, chunk_size), ctx), ctx)


def limited_lines(texts: Iterable[str], ctx: ReadContext, first_line: int = 1) -> Iterator[str]:
    """The lines of text chunks; one over ``ctx.max_chars`` is reported (numbered from ``first_line``)
    and comes as an empty line, so the numbers of the others stay right."""
    for number, (line, size) in enumerate(iter_lines(texts, ctx.max_chars), start=first_line):
        if size and not line:
            ctx.skip(number, f"a line of {size:,} characters, over the limit of {ctx.max_chars:,}; skipped")
        yield line


def _with_final(chunks: Iterable[bytes]) -> Iterator[tuple[bytes, bool]]:
    yield from ((chunk, False) for chunk in chunks)
    yield b"", True
