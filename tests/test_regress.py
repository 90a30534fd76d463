"""``benchclaims diff`` and ``benchclaims check``: crafted claim pairs, malformed files, end to end."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from benchclaims import cli
from benchclaims.regress import COMPARED_FIELDS, ClaimFileError, diff_claims, load_claims
from benchclaims.schemas import Claim, Document
from benchclaims.writers import write_records
from cli_runner import run_benchclaims

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "extract" / "data" / "demo" / "abstracts.jsonl"

# a value for every compared field that differs from the one in ``claim()``
ALTERED: dict[str, Any] = {
    "system": "OtherSys",
    "value": 3.0,
    "value_high": 4.0,
    "value_from": 1.0,
    "unit": "%",
    "direction": "decrease",
    "qualifier": "at_least",
    "aggregate": "geomean",
    "metric": "latency",
    "metric_class": "latency",
    "polarity": "lower_is_better",
    "baselines": ["vLLM", "SGLang"],
    "percent_of": True,
    "subject": "p99 latency",
    "condition": "at batch size 8",
    "accelerator": "H100",
    "vendor": "NVIDIA",
    "device": "GPU",
    "count": 8,
    "si_value": 2.5,
    "si_unit": "second",
    "rules": ["some_other_rule"],
}


def claim(doc_id: str = "d1", start: int = 10, text: str = "2.3x", **fields: Any) -> Claim:
    """A valid speedup claim; ``fields`` override the defaults."""
    base: dict[str, Any] = {
        "doc_id": doc_id,
        "system": "FluxServe",
        "kind": "speedup",
        "text": text,
        "start": start,
        "end": start + len(text),
        "value": 2.3,
        "unit": "x",
        "direction": "increase",
        "baselines": ["vLLM"],
        "rules": ["times"],
    }
    return Claim(**(base | fields))


def three() -> list[Claim]:
    return [claim(), claim(start=40, text="53%", kind="percent_change", value=53.0), claim("d2")]


def write(path: Path, claims: list[Claim]) -> Path:
    write_records(claims, path, Claim)
    return path


def run_main(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    """``benchclaims ARGS`` in this process: exit code, stdout, stderr."""
    code = cli.main([str(arg) for arg in args])
    out, err = capsys.readouterr()
    return code, out, err


def run(*args: str | Path, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """``benchclaims ARGS`` in a subprocess, on this working tree."""
    return run_benchclaims(*args, cwd=cwd)


# ---------------------------------------------------------------- diff_claims


def test_every_field_is_altered_in_the_table() -> None:
    assert set(ALTERED) == set(COMPARED_FIELDS)


@pytest.mark.parametrize("field", sorted(set(COMPARED_FIELDS) - {"rules"}))
def test_each_kind_of_change(field: str) -> None:
    old = three()
    new = [old[0].model_copy(update={field: ALTERED[field]}), *old[1:]]
    diff = diff_claims(old, new)
    assert (diff.added, diff.removed) == ((), ())
    assert [(c.fields, c.matched_by) for c in diff.changed] == [((field,), "span")]
    assert diff.unchanged == 2 and diff.differs()


def test_rules_are_not_compared_by_default() -> None:
    old = three()
    new = [old[0].model_copy(update={"rules": ["other"]}), *old[1:]]
    assert not diff_claims(old, new).differs()
    assert diff_claims(old, new, ignored=()).changed[0].fields == ("rules",)


def test_added_and_removed() -> None:
    old, new = three()[:2], three()[1:]
    diff = diff_claims(old, new)
    assert [c.doc_id for c in diff.added] == ["d2"]
    assert [c.start for c in diff.removed] == [10]
    assert diff.changed == () and diff.unchanged == 1


def test_kind_is_identity() -> None:
    diff = diff_claims([claim()], [claim(kind="absolute")])
    assert (len(diff.added), len(diff.removed), diff.changed) == (1, 1, ())


def test_reordering_only_is_equal() -> None:
    old = three()
    diff = diff_claims(old, list(reversed(old)))
    assert not diff.differs() and diff.unchanged == 3


def test_shifted_spans_pair_by_text_in_order() -> None:
    """Text inserted before the claims: no span matches, the same texts pair by occurrence."""
    old = [claim(start=10), claim(start=50, value=9.0)]
    new = [claim(start=30), claim(start=70, value=9.5)]
    diff = diff_claims(old, new)
    assert (diff.added, diff.removed) == ((), ())
    assert [(c.old.start, c.new.start, c.fields, c.matched_by) for c in diff.changed] == [(50, 70, ("value",), "text")]


def test_span_match_comes_before_text_match() -> None:
    """The first "2.3x" stays at 10; the second moves: each pairs with its own counterpart."""
    old = [claim(start=10), claim(start=50, value=9.0)]
    new = [claim(start=10), claim(start=90, value=9.0)]
    diff = diff_claims(old, new)
    assert not diff.differs() and diff.unchanged == 2


def test_empty_sets() -> None:
    assert not diff_claims([], []).differs()
    assert diff_claims([], three()).counts() == {"added": 3, "removed": 0, "changed": 0, "unchanged": 0}


def test_fail_on_selects_the_kinds_that_count() -> None:
    diff = diff_claims(three()[:2], three())
    assert diff.differs(["added"]) and not diff.differs(["removed", "changed"])


# ---------------------------------------------------------------- load_claims


def test_the_same_claims_in_every_readable_format(tmp_path: Path) -> None:
    claims = three()
    loaded = [load_claims(write(tmp_path / f"c{ext}", claims)) for ext in (".jsonl", ".csv", ".parquet")]
    assert all(found == claims for found in loaded)


@pytest.mark.parametrize(
    ("name", "content", "where", "fragment"),
    [
        ("bad.jsonl", '{"doc_id": "d"}\n\n{not json\n', None, "invalid claim: kind"),
        ("bad2.jsonl", "\n" + claim().model_dump_json() + "\n\n{not json\n", ":4:", "invalid JSON"),
        ("bad3.jsonl", "[1, 2]\n", ":1:", "invalid claim"),
        ("bad.csv", "doc_id,kind,text,start,end\nd,speedup,2x,0,2\nd,speedup,2x,5,3\n", ":3:", "end"),
        ("claims.xlsx", "", None, "cannot read claims from this file type"),
    ],
)
def test_malformed_files_name_file_and_line(
    tmp_path: Path, name: str, content: str, where: str | None, fragment: str
) -> None:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ClaimFileError) as caught:
        load_claims(path)
    message = str(caught.value)
    assert message.startswith(str(path)) and fragment in message and "\n" not in message
    if where:
        assert message.startswith(f"{path}{where}")


def test_first_line_is_numbered_one(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"doc_id": "d"}\n', encoding="utf-8")
    with pytest.raises(ClaimFileError, match=r"bad\.jsonl:1: invalid claim"):
        load_claims(path)


# ---------------------------------------------------------------- benchclaims diff


def test_diff_equal_files_exit_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = write(tmp_path / "old.jsonl", three())
    new = write(tmp_path / "new.csv", list(reversed(three())))
    code, out, _ = run_main(capsys, "diff", old, new)
    assert code == 0 and "0 added, 0 removed, 0 changed, 3 unchanged" in out


def test_diff_table_shows_changed_fields_side_by_side(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = write(tmp_path / "old.jsonl", three())
    changed = old_first = three()[0].model_copy(update={"value": 2.5, "baselines": ["vLLM", "SGLang"]})
    new = write(tmp_path / "new.jsonl", [changed, *three()[2:], claim("d3")])
    code, out, _ = run_main(capsys, "diff", old, new)
    assert code == 1 and old_first.text in out
    assert "1 added, 1 removed, 1 changed, 1 unchanged" in out
    lines = out.splitlines()
    assert any(line.split()[-3:] == ["value", "2.3", "2.5"] for line in lines)
    assert any(line.split()[-4:] == ["baselines", "[vLLM]", "[vLLM,", "SGLang]"] for line in lines)
    assert lines[lines.index("Added (1)") + 2].startswith("d3 ")


def test_diff_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = write(tmp_path / "old.jsonl", three())
    new = write(tmp_path / "new.jsonl", [three()[0].model_copy(update={"unit": "%"}), *three()[1:2]])
    code, out, _ = run_main(capsys, "diff", old, new, "--json")
    record = json.loads(out)
    assert code == 1 and record["counts"] == {"added": 0, "removed": 1, "changed": 1, "unchanged": 1}
    assert record["changed"][0]["fields"] == {"unit": {"old": "x", "new": "%"}}
    assert record["removed"][0]["doc_id"] == "d2" and record["ignored"] == ["rules"]
    assert record["failed"] and not record["equal"]


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ([], 1),
        (["--fail-on", "added"], 0),
        (["--fail-on", "added,changed"], 1),
        (["--ignore", "value"], 0),
        (["--ignore", "value,unit", "--ignore", "metric"], 0),
    ],
)
def test_fail_on_and_ignore(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], options: list[str], expected: int
) -> None:
    old = write(tmp_path / "old.jsonl", three())
    new = write(tmp_path / "new.jsonl", [three()[0].model_copy(update={"value": 9.0}), *three()[1:]])
    assert run_main(capsys, "diff", old, new, *options)[0] == expected


def test_rules_only_with_strict(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = write(tmp_path / "old.jsonl", three())
    new = write(tmp_path / "new.jsonl", [three()[0].model_copy(update={"rules": ["x"]}), *three()[1:]])
    assert run_main(capsys, "diff", old, new)[0] == 0
    assert run_main(capsys, "diff", old, new, "--strict")[0] == 1


def test_empty_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    assert run_main(capsys, "diff", empty, empty)[0] == 0
    code, out, _ = run_main(capsys, "diff", empty, write(tmp_path / "new.jsonl", three()))
    assert code == 1 and "3 added" in out


@pytest.mark.parametrize("option", [["--ignore", "start"], ["--ignore", "nonsense"], ["--fail-on", "moved"]])
def test_bad_options_are_usage_errors(tmp_path: Path, option: list[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        cli.main(["diff", "a.jsonl", "b.jsonl", *option])
    assert caught.value.code == 2


def test_diff_errors_are_one_line_exit_2(tmp_path: Path) -> None:
    good = write(tmp_path / "good.jsonl", three())
    bad = tmp_path / "bad.jsonl"
    bad.write_text(good.read_text(encoding="utf-8") + "{oops\n", encoding="utf-8")
    for args, fragment in (
        ((good, bad), f"{bad}:4: invalid JSON"),
        ((tmp_path / "missing.jsonl", good), "missing.jsonl: no such file"),
        ((good, tmp_path), "cannot read claims from this file type"),
    ):
        result = run("diff", *args)
        assert result.returncode == 2, result.stderr
        assert result.stderr.splitlines() == [result.stderr.strip()]
        assert result.stderr.startswith("benchclaims: error: ") and fragment in result.stderr
        assert result.stdout == ""


# ---------------------------------------------------------------- benchclaims check


def demo_documents(n: int) -> list[Document]:
    with DEMO.open(encoding="utf-8") as stream:
        return [Document.model_validate_json(line) for line in list(stream)[:n]]


def test_check_end_to_end(tmp_path: Path) -> None:
    """--update writes the baseline; unchanged input → 0; an edited abstract → 1; --update → 0."""
    docs = demo_documents(3)
    corpus = write_docs(tmp_path / "papers.jsonl", docs)
    baseline = tmp_path / "baseline" / "claims.jsonl"

    assert run("check", corpus, "--baseline", baseline).returncode == 2  # no baseline yet
    created = run("check", corpus, "--baseline", baseline, "--update")
    assert created.returncode == 0, created.stderr
    assert run("extract", corpus, "-o", tmp_path / "extracted.jsonl").returncode == 0
    assert baseline.read_bytes() == (tmp_path / "extracted.jsonl").read_bytes()
    assert run("check", corpus, "--baseline", baseline).returncode == 0

    edited = docs[0].model_copy(update={"abstract": docs[0].abstract.replace("2.3x", "2.7x")})
    assert edited.abstract != docs[0].abstract
    write_docs(corpus, [edited, *docs[1:]])
    result = run("check", corpus, "--baseline", baseline)
    assert result.returncode == 1, result.stderr
    assert "1 changed" in result.stdout and "2.3" in result.stdout and "2.7" in result.stdout

    assert run("check", corpus, "--baseline", baseline, "--update").returncode == 0
    assert run("check", corpus, "--baseline", baseline, "--json").returncode == 0


def write_docs(path: Path, docs: list[Document]) -> Path:
    write_records(docs, path, Document)
    return path


def test_check_bad_baseline_fails_before_extracting(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "claims.jsonl"
    bad.write_text("{oops\n", encoding="utf-8")
    code, out, err = run_main(capsys, "check", DEMO, "--baseline", bad)
    message = f"{bad}:1: invalid JSON: Expecting property name enclosed in double quotes (column 2)"
    assert (code, out, err) == (2, "", f"benchclaims: error: {message}\n")
    code, _, err = run_main(capsys, "check", DEMO, "--baseline", tmp_path / "claims.xlsx", "--update")
    assert code == 2 and "cannot read claims from this file type" in err
