"""Write claims/v1 records (``Claim`` or ``Document``) to ``.jsonl``, ``.csv``, ``.xlsx`` or ``.parquet``.

The format follows the file's extension. Every format has the same columns, in the
order of the record's fields. JSONL keeps each record as it is (lists stay lists).
CSV, XLSX and Parquet are flat tables: lists are joined with ``"; "``, numbers stay
numbers, and null is an empty cell.

JSONL and CSV are streamed: records are written as they arrive, never held in memory.
XLSX and Parquet collect the rows before they write. CSV and XLSX are meant to be
opened in a spreadsheet, so a text cell that a spreadsheet would run as a formula
gets a leading ``'`` (OWASP "CSV injection"). Numeric cells are never changed, so a
negative number is still a number. CSV quotes every text cell and no number, so ids and
other text that a spreadsheet would read as a number (``2503.12840``) are marked as text;
in XLSX and Parquet they are text cells. The
report's tables go through the same cell functions (``write_frame``), so ``extract``,
``report`` and ``compare`` write every shared column with one type and one format.
Every file is first written to a temporary file in the target folder and then moved
into place, so a failed or interrupted run leaves no partial output behind; a file replaced
keeps its permissions, and a write that fails (a full disk) names the file. ``atomic_folder``
does the same for a folder of files.

>>> from benchclaims.schemas import Claim
>>> c = Claim(doc_id="d", kind="speedup", text="2x", start=0, end=2, value=2.0, unit="x",
...           baselines=["vLLM", "SGLang"])
>>> jsonl_line(c)[:49]
'{"doc_id": "d", "system": null, "kind": "speedup"'
>>> flat_row(c)["baselines"]
'vLLM; SGLang'
>>> spreadsheet_safe("=SUM(A1:A9)"), spreadsheet_safe(-3.5)
("'=SUM(A1:A9)", -3.5)
"""

from __future__ import annotations

import csv
import json
import math
import os
import re
import shutil
import signal
import tempfile
import threading
import types
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import IO, Any, Literal, TypeAlias, Union, get_args, get_origin

from benchclaims.faults import raise_if_interrupted
from benchclaims.schemas import Claim
from pydantic import BaseModel

Cell: TypeAlias = str | float | int | bool | None
ColumnType = Literal["str", "float", "int", "bool", "list"]

LIST_SEPARATOR = "; "
_SCALAR_TYPES: dict[Any, ColumnType] = {bool: "bool", int: "int", float: "float"}
_PLAIN = frozenset({str, int, float, bool, type(None)})
FORMULA_PREFIXES = ("=", "+", "-", "@", "\t", "\r")


class OutputError(ValueError):
    """The output path cannot be written in any known format."""


# ---------------------------------------------------------------- rows and cells


def columns(model: type[BaseModel] = Claim) -> list[str]:
    """The column names of a record type, in field order: the same in every format."""
    return list(model.model_fields)


def column_types(model: type[BaseModel] = Claim) -> dict[str, ColumnType]:
    """Each column's flat type, read from the model's annotations.

    >>> column_types()["value"], column_types()["count"], column_types()["baselines"]
    ('float', 'int', 'list')
    """
    return {name: _column_type(field.annotation) for name, field in model.model_fields.items()}


def _column_type(annotation: Any) -> ColumnType:
    """``float | None`` → ``float``; ``list[str]`` → ``list``; a Literal or anything else → ``str``."""
    if get_origin(annotation) in (Union, types.UnionType):
        annotation = next(a for a in get_args(annotation) if a is not type(None))
    if get_origin(annotation) is list:
        return "list"
    return _SCALAR_TYPES.get(annotation, "str")


def jsonl_line(record: BaseModel) -> str:
    """One record as a JSON line (no newline): field order fixed, non-ASCII kept as is."""
    return json.dumps(record.model_dump(), ensure_ascii=False)


def flat_row(record: BaseModel) -> dict[str, Cell]:
    """One record as a flat row: lists joined with ``"; "``, everything else as is."""
    return {
        name: LIST_SEPARATOR.join(map(str, value)) if isinstance(value, list) else value
        for name, value in record.model_dump().items()
    }


def spreadsheet_safe(cell: Cell) -> Cell:
    """Neutralize a text cell that a spreadsheet would read as a formula; numbers pass unchanged.

    A text that already starts with the quote is quoted too, so reading back is never ambiguous.

    >>> spreadsheet_safe("+1 555"), spreadsheet_safe("@cmd"), spreadsheet_safe("2.3x"), spreadsheet_safe("'=")
    ("'+1 555", "'@cmd", '2.3x', "''=")
    """
    if isinstance(cell, str) and cell.startswith((*FORMULA_PREFIXES, "'")):
        return "'" + cell
    return cell


# ---------------------------------------------------------------- atomic files


@contextmanager
def atomic_path(target: Path) -> Iterator[Path]:
    """Yield a temporary path beside ``target``; move it onto ``target`` only when the block succeeds.

    An ``OSError`` (a full disk, a folder that cannot be written) becomes an ``OutputError`` naming ``target``.
    """
    temp: Path | None = None
    try:
        with signals_held():  # a signal right after the file is made must find it in the cleanup's hands
            temp = _temporary_file(target)
        yield temp
        raise_if_interrupted()
        os.chmod(temp, _file_mode(target))
        os.replace(temp, target)
    except OSError as exc:
        raise OutputError(f"{target}: cannot be written ({exc.strerror or exc})") from exc
    finally:
        if temp is not None:
            temp.unlink(missing_ok=True)


def _temporary_file(target: Path) -> Path:
    """A new empty private file beside ``target`` (its folder made if need be)."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as exc:
        raise OutputError(f"{target}: cannot be written ({exc.strerror or exc})") from exc
    os.close(fd)
    return Path(name)


def _file_mode(target: Path) -> int:
    """The permissions of the file being replaced, else those a plain ``open(path, "w")`` would
    give (``mkstemp`` makes files private)."""
    try:
        return target.stat().st_mode & 0o7777
    except OSError:
        return 0o666 & ~_umask()


def _umask() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return umask


@contextmanager
def atomic_folder(target: Path) -> Iterator[Path]:
    """Yield a temporary folder beside ``target`` to fill; when the block succeeds, it takes
    ``target``'s place as a whole (entries of the old folder that the block did not write are
    carried over, as hard links), so ``target`` is never half old, half new. On failure it is removed."""
    target = target.resolve()
    if Path.cwd().resolve().is_relative_to(target):  # replacing it would leave the shell in a deleted folder
        raise OutputError(f"{target}: holds the current folder; write the report into a folder of its own")
    temp: Path | None = None
    try:
        with signals_held():
            temp = _temporary_folder(target)
        yield temp
        raise_if_interrupted()
        _swap_in(temp, target)
    except OutputError as exc:  # a file of the set: named where it was to go, not in the temporary folder
        if temp is None:
            raise
        raise OutputError(str(exc).replace(str(temp), str(target))) from exc
    except OSError as exc:
        raise OutputError(f"{target}: cannot be written ({exc.strerror or exc})") from exc
    finally:
        if temp is not None:
            shutil.rmtree(temp, ignore_errors=True)


def _temporary_folder(target: Path) -> Path:
    """A new empty folder beside ``target`` (its parent made if need be)."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        return Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp"))
    except OSError as exc:
        raise OutputError(f"{target}: cannot be written ({exc.strerror or exc})") from exc


def _swap_in(new: Path, target: Path) -> None:
    """Put the folder ``new`` in ``target``'s place, keeping the old folder's other entries and
    the permissions of the old folder and of the files replaced."""
    if not target.is_dir():
        os.chmod(new, _file_mode(target) | 0o111 & ~_umask())
        os.replace(new, target)
        return
    for entry in target.iterdir():
        if (new / entry.name).exists():
            os.chmod(new / entry.name, entry.stat().st_mode & 0o7777)
        elif entry.is_dir() and not entry.is_symlink():
            shutil.copytree(entry, new / entry.name, symlinks=True, copy_function=_link_or_copy)
        else:
            _link_or_copy(entry, new / entry.name)
    os.chmod(new, target.stat().st_mode & 0o7777)
    old = target.with_name(f"{new.name}.old")
    os.replace(target, old)
    try:
        os.replace(new, target)
    except OSError:
        os.replace(old, target)
        raise
    shutil.rmtree(old, ignore_errors=True)


def _link_or_copy(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
    """A hard link of ``source`` at ``target`` (no data copied), else a copy (another file system)."""
    try:
        os.link(source, target, follow_symlinks=False)
    except OSError:
        shutil.copy2(source, target, follow_symlinks=False)


@contextmanager
def signals_held() -> Iterator[None]:
    """Hold Ctrl-C, SIGTERM and SIGHUP while the block runs, so a library that cannot be
    interrupted cleanly (openpyxl's save) finishes first; the first one caught is handled after
    it, by the handler that was in place (main thread only, where Python handles signals)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []
    before: dict[int, Any] = {signum: signal.signal(signum, lambda n, frame: caught.append(n)) for signum in _HELD}
    try:
        yield
    finally:
        for signum, handler in before.items():
            signal.signal(signum, handler)
        if caught:
            _deliver(caught[0], before[caught[0]])


_HELD = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


def _deliver(signum: int, handler: Callable[[int, FrameType | None], Any] | int | None) -> None:
    """Handle a held signal as ``handler`` (the one that was in place) would have."""
    if callable(handler):
        handler(signum, None)
    elif handler == signal.SIG_DFL:
        signal.raise_signal(signum)


# ---------------------------------------------------------------- the formats


def write_jsonl_stream(records: Iterable[BaseModel], stream: IO[str]) -> int:
    """Write records to an open text stream, one JSON line each; return how many."""
    n = 0
    for record in records:
        stream.write(jsonl_line(record) + "\n")
        n += 1
    return n


def _write_jsonl(records: Iterable[BaseModel], path: Path, model: type[BaseModel]) -> int:
    with path.open("w", encoding="utf-8", newline="\n") as stream:
        return write_jsonl_stream(records, stream)


def plain(value: Any) -> Cell:
    """A pandas/numpy cell as a plain Python value: NaN and NA → None, numpy numbers → int/float.

    >>> import numpy as np
    >>> plain(np.int64(16)), plain(float("nan")), plain("2503.12840")
    (16, None, '2503.12840')
    """
    if value is None or type(value).__name__ in ("NAType", "NaTType"):  # pandas' missing values
        return None
    if hasattr(value, "item") and not isinstance(value, str):
        value = value.item()
    if isinstance(value, float) and math.isnan(value):
        return None
    return value if isinstance(value, str | int | float | bool) else str(value)


def csv_cell(cell: Cell) -> Cell:
    """A cell as the CSV writer gets it: booleans as in JSON, text made spreadsheet-safe.

    The writer quotes every text cell (``csv.QUOTE_NONNUMERIC``) and no number, so an id such as
    ``2503.12840`` is marked as text, and null is an empty quoted cell.

    >>> [csv_cell(c) for c in (None, True, 16, 2.5, "2503.12840", "=1+2")]
    [None, 'true', 16, 2.5, '2503.12840', "'=1+2"]
    """
    if isinstance(cell, bool):
        return "true" if cell else "false"
    if isinstance(cell, str):
        return spreadsheet_safe(cell)
    return cell


@contextmanager
def csv_writer(path: Path, header: Iterable[str]) -> Iterator[Any]:
    """A CSV writer on ``path`` (the header already written, quoted only where it must be)."""
    with path.open("w", encoding="utf-8", newline="") as stream:
        csv.writer(stream).writerow([spreadsheet_safe(name) for name in header])
        yield csv.writer(stream, quoting=csv.QUOTE_NONNUMERIC)


def _write_csv(records: Iterable[BaseModel], path: Path, model: type[BaseModel]) -> int:
    names = columns(model)
    n = 0
    with csv_writer(path, names) as writer:
        for record in records:
            row = flat_row(record)
            writer.writerow([csv_cell(row[name]) for name in names])
            n += 1
    return n


def frame_rows(frame: Any) -> list[list[Cell]]:
    """A pandas frame's rows as lists of plain values (converted a column at a time: fast at 100k rows)."""
    return [list(row) for row in zip(*(_plain_column(frame.iloc[:, i]) for i in range(frame.shape[1])), strict=True)]


def _plain_column(series: Any) -> list[Cell]:
    """One column's values as plain Python values (missing as None)."""
    return [_plain_value(v) for v in series.astype(object).tolist()]


def _plain_value(value: Any) -> Cell:
    """``plain`` with a fast path for the values a frame column mostly holds."""
    kind = type(value)
    if kind is float:
        return None if value != value else value  # NaN is the one value not equal to itself
    return value if kind in _PLAIN else plain(value)


def write_frame(frame: Any, path: str | os.PathLike[str], chunk: int = 10_000) -> None:
    """A table (pandas frame) as CSV, atomically, with the cells of ``csv_cell``, ``chunk`` rows at a time."""
    with atomic_path(Path(path)) as temp, csv_writer(temp, [str(name) for name in frame.columns]) as writer:
        for start in range(0, len(frame), chunk):
            writer.writerows([csv_cell(cell) for cell in row] for row in frame_rows(frame.iloc[start : start + chunk]))


_XLSX_ILLEGAL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")


def _xlsx_cell(cell: Cell) -> Cell:
    """An XLSX cell value: text made spreadsheet-safe, line ends as LF (as XML reads them back) and
    characters XLSX cannot hold replaced."""
    if not isinstance(cell, str):
        return cell
    text = str(spreadsheet_safe(cell))
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return _XLSX_ILLEGAL.sub("\ufffd", text) if _XLSX_ILLEGAL.search(text) else text


Sheet = tuple[str, list[str], Iterable[list[Cell]], list[int] | None]


def write_workbook(sheets: Iterable[Sheet], path: Path) -> None:
    """An XLSX workbook of (name, header, rows, column widths or None) sheets: header frozen, filter on,
    text always a text cell (an id such as ``2503.12840`` is never turned into a number), numbers numeric.
    Rows are streamed (XlsxWriter's constant-memory mode)."""
    import xlsxwriter

    options = {"constant_memory": True, "strings_to_numbers": False, "strings_to_formulas": False,
               "strings_to_urls": False, "nan_inf_to_errors": True}  # fmt: skip
    with xlsxwriter.Workbook(str(path), options) as book:
        for name, header, rows, widths in sheets:
            sheet = book.add_worksheet(name[:31])
            for index, width in enumerate(widths or []):
                sheet.set_column(index, index, width)
            sheet.freeze_panes(1, 0)
            sheet.write_row(0, 0, [_xlsx_cell(h) for h in header])
            n = 0
            for n, row in enumerate(rows, start=1):
                for column, cell in enumerate(row):
                    _write_xlsx_cell(sheet, n, column, _xlsx_cell(cell))
            if header:
                sheet.autofilter(0, 0, n, len(header) - 1)


def _write_xlsx_cell(sheet: Any, row: int, column: int, cell: Cell) -> None:
    """One cell by its type: text as a string cell, booleans and numbers as such, null and "" left empty."""
    if isinstance(cell, str):
        if cell:
            sheet.write_string(row, column, cell)
    elif isinstance(cell, bool):
        sheet.write_boolean(row, column, cell)
    elif cell is not None:
        sheet.write_number(row, column, cell)


def _write_xlsx(records: Iterable[BaseModel], path: Path, model: type[BaseModel]) -> int:
    names = columns(model)
    rows = [[row[name] for name in names] for row in map(flat_row, records)]
    with signals_held():
        write_workbook([("claims" if model is Claim else "documents", names, rows, None)], path)
    return len(rows)


def _write_parquet(records: Iterable[BaseModel], path: Path, model: type[BaseModel]) -> int:
    import pyarrow as pa
    import pyarrow.parquet as pq

    arrow_types = {
        "str": pa.string(),
        "float": pa.float64(),
        "int": pa.int64(),
        "bool": pa.bool_(),
        "list": pa.string(),
    }
    schema = pa.schema([(name, arrow_types[kind]) for name, kind in column_types(model).items()])
    rows = [flat_row(record) for record in records]
    pq.write_table(pa.Table.from_pylist(rows, schema=schema), path)
    return len(rows)


Writer = Callable[[Iterable[BaseModel], Path, type[BaseModel]], int]

WRITERS: dict[str, Writer] = {
    ".jsonl": _write_jsonl,
    ".csv": _write_csv,
    ".xlsx": _write_xlsx,
    ".parquet": _write_parquet,
}


def writer_for(path: str | os.PathLike[str]) -> Writer:
    """The writer of a path's extension; ``OutputError`` names the known ones otherwise."""
    suffix = Path(path).suffix.lower()
    if suffix not in WRITERS:
        known = ", ".join(WRITERS)
        raise OutputError(f"cannot write {os.fspath(path)!r}: unknown output extension (use {known})")
    return WRITERS[suffix]


def write_records(records: Iterable[BaseModel], path: str | os.PathLike[str], model: type[BaseModel] = Claim) -> int:
    """Write ``records`` (all of type ``model``) to ``path`` atomically; return how many were written."""
    write = writer_for(path)
    with atomic_path(Path(path)) as temp:
        return write(records, temp, model)
