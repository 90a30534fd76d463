"""The sentence splitter of the text layer (``benchclaims.sentences``) and its abbreviations file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import spacy
from benchclaims.datafiles import data_lines, data_text
from benchclaims.sentences import ABBREVIATIONS_FILE, MAX_SENTENCE, sentence_bounds

SHARED = Path(__file__).resolve().parents[2] / "shared" / "corpus"


def sentences(text: str) -> list[str]:
    return [text[start:end] for start, end in sentence_bounds(text)]


# ---------------------------------------------------------------- the data file


def test_abbreviations_file_has_a_header_and_unique_entries() -> None:
    header = [line for line in data_text(ABBREVIATIONS_FILE).splitlines() if line.startswith("#")]
    assert any("Format" in line for line in header) and any("Source" in line for line in header)
    entries = data_lines(ABBREVIATIONS_FILE)
    assert len(entries) == len(set(entries)) >= 20
    assert not [entry for entry in entries if entry.endswith(".") or entry != entry.strip()]


# ---------------------------------------------------------------- phenomena (fictional sentences)

ABBREVIATIONS = [
    ("ZetaKV beats e.g. Ray. It is fast.", ["ZetaKV beats e.g. Ray.", "It is fast."]),
    ("It is 2x faster (vs. Ray). Done.", ["It is 2x faster (vs. Ray).", "Done."]),
    ("As Lee et al. show, it scales. Then it stops.", ["As Lee et al. show, it scales.", "Then it stops."]),
    ("See Fig. 3 for the 2x gain.", ["See Fig. 3 for the 2x gain."]),
]
ENDINGS = [
    ("Is it fast? Yes! It is.", ["Is it fast?", "Yes!", "It is."]),
    ('It is "fast." Then it ends.', ['It is "fast."', "Then it ends."]),
    ("It ends (at 3x.) Then more.", ["It ends (at 3x.)", "Then more."]),
    ("Version 2.5 is 1.3x faster.", ["Version 2.5 is 1.3x faster."]),
    ("  Leading and trailing spaces.   ", ["Leading and trailing spaces."]),
    ("No final period", ["No final period"]),
    ("", []),
]


@pytest.mark.parametrize(("text", "expected"), ABBREVIATIONS + ENDINGS)
def test_sentences(text: str, expected: list[str]) -> None:
    assert sentences(text) == expected


def test_a_run_longer_than_the_limit_is_cut_at_spaces() -> None:
    text = "word " * 1000  # 5,000 characters, no sentence end
    pieces = sentence_bounds(text)
    assert len(pieces) == 3 and all(end - start <= MAX_SENTENCE for start, end in pieces)
    assert all(text[start] != " " for start, _ in pieces)


# ---------------------------------------------------------------- real abstracts (../shared)


@pytest.mark.parametrize(("name", "floor"), [("dev", 35), ("train", 138)])
def test_agrees_with_spacy_sentencizer_on_most_abstracts(name: str, floor: int) -> None:
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    path = SHARED / f"{name}.input.jsonl"
    texts = [json.loads(line)["abstract"] for line in path.read_text(encoding="utf-8").splitlines()]
    same = sum(
        [s.strip() for s in sentences(text)] == [s.text.strip() for s in doc.sents]
        for text, doc in zip(texts, nlp.pipe(texts), strict=True)
    )
    assert same >= floor, f"{path}: the same sentences as spaCy's sentencizer on {same} of {len(texts)} abstracts"
