"""The speed shortcuts (issue 19) agree with the full paths they stand for, on real abstracts.

Each shortcut skips work that cannot change the result: a pattern searched only near the literal
it must contain, a candidate list cut short when its first member already wins, a window sliced
once. Here each one is run beside the plain version it replaces, on the bulk corpus's first
abstracts (read from ../shared, skipped when it is absent) and on fictional sentences, and must
give the same answer on every one.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import re
import re._parser as sre  # the standard library's parser of pattern text
import sys
from pathlib import Path
from typing import Any

import pytest
from benchclaims import lexicon
from benchclaims.assemble import sentences_with_mentions
from benchclaims.lexicon import accelerator_trigger_regex, vendors, words
from benchclaims.normalize import _ascii_needles, _replacements, _rules, normalize
from benchclaims.parallel import _loaders, warm_caches
from benchclaims.readers.base import RawRecord, ReadContext
from benchclaims.readers.documents import _TEXT_FIELDS, _valid_record, valid_text
from benchclaims.readers.ids import IdAllocator
from benchclaims.readers.records import _ASCII_SPACE, collapse_whitespace
from benchclaims.readers.textio import unix_newlines
from benchclaims.rules import system
from benchclaims.rules.comparison import (
    _ACRONYM_PAREN,
    _CONTRAST_CLAUSE,
    _CUE_WORDS,
    _FIGURE_PAREN,
    _PAREN_OWNER,
    _SPLIT,
    CUE,
    _coordinated,
    _governing,
    _masked,
    _tight_after,
    cues_in,
    governing,
    may_hold_cue,
    tight_after,
)
from benchclaims.rules.context import WINDOW, Sentence, clause_tail
from benchclaims.rules.detect import (
    _BARE_FACTOR,
    _BRACKETED_FIGURE,
    _DECIMAL_TIMES,
    _DOUBLE,
    _FOLD,
    _FRACTION,
    _HALF,
    _HALF_DOUBLE_NEEDLES,
    _MAGNITUDE,
    _NAMED_SCORE,
    _PERCENT,
    _PERCENT_RANGE,
    _POINTS_UNIT,
    _POSSESSIVE_FIGURE,
    _POWER_FACTOR,
    _SCORE_TO,
    _SIGNED_FIGURE,
    _TIMES_ALONE,
    _VALUES_BEFORE,
    DETECTORS,
    NUMBER_LED_DETECTORS,
    WORD_LED_DETECTORS,
    _from_to,
    _point_adjective,
    _points,
    _score_to,
    _values_before,
    _word_duration,
    half_and_double,
)
from benchclaims.rules.direction import _BY_END, _by_end
from benchclaims.rules.engine import View, run_document
from benchclaims.rules.hardware import (
    _alone_nouns,
    _generic_regex,
    _named_regex,
    _products,
    _window_matches,
)
from benchclaims.rules.kind import (
    _AT_A_BEFORE,
    _AT_A_ENDS,
    _FALL_BEFORE,
    _INEQUALITY_BEFORE,
    _INEQUALITY_ENDS,
    _LINKED_BEFORE,
    _LINKED_ENDS,
    _PURPOSE_BEFORE,
    _PURPOSE_BEFORE_ENDS,
    _SIZE_FACTOR_BEFORE,
    _SIZE_FACTOR_NEEDLES,
    _TARGET_BEFORE,
    _TARGET_BEFORE_ENDS,
    _THRESHOLD_BEFORE,
    _VERB_BEFORE,
    _verb_before,
)
from benchclaims.rules.metric import (
    _ASIDE,
    _CHANGE_IN_OF,
    _CHANGE_NEEDLES,
    _SUBJECT_VERB,
    _SUBJECT_VERB_NEEDLES,
)
from benchclaims.rules.prefixes import ascii_prefixes
from benchclaims.rules.qualifier import (
    _aggregate_words,
    _has_aggregate_word,
    _holds_aggregate_word,
    _near_number,
    _qualifier_tail,
    _qualifiers_longest_first,
    aggregate_near,
    qualifier_at_end,
    qualifier_before,
    without_qualifier,
)
from benchclaims.rules.scan import (
    _NUMBER_START,
    ASCII_CASE_TWIN,
    Scan,
    _cover,
    _end_reach,
    _pair_starts,
    finditer_led,
    finditer_near,
    search_at_pairs,
    search_end,
)
from benchclaims.rules.spread import _POSSESSIVE, possessive_owner
from benchclaims.rules.stages import STAGES
from benchclaims.rules.system import (
    _ACRONYM,
    _APPOSITION,
    _CALLED,
    _CLAIMANT,
    _DESCRIBED_ACRONYM,
    _DISTINCTIVE,
    _FIRST_OF_ITS_KIND,
    _INTRO,
    _INTRO_AND,
    _INTRO_THE,
    _INTRO_THE_BEFORE,
    _INTRO_THE_NOUN,
    _IS_A,
    _LOWER_DEFINED,
    _NAME_BEFORE,
    _PROPOSED,
    _TITLE_LEAD,
    _TITLE_NAMES,
    _TITLE_PHRASE,
    _candidates,
    _claimant_starts,
    _forms,
    _intro_places,
    _introduced_in_full,
    _is_a_starts,
    _lead_words,
    _matches_at,
    _name_before,
    _named_in_full,
    _occurrences,
    _proposed_starts,
    _within_sentence,
    _word_starts,
    find_system,
    shown_in,
    title_introduced,
    title_phrase_named,
)
from benchclaims.sentences import (
    _END,
    MAX_SENTENCE,
    _ends,
    _skip_spaces,
    _split_long,
    abbreviation_end,
    abbreviation_tails,
    sentence_bounds,
)

BULK = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "bulk" / "arxiv-abstracts.jsonl"
SAMPLE = 3000  # abstracts: about 5% of them name a device, enough to reach every branch below


def _bulk_raw() -> list[tuple[str, str]]:
    """(title, abstract) of the first ``SAMPLE`` bulk documents, as written."""
    with BULK.open(encoding="utf-8") as stream:
        rows = [json.loads(line) for _, line in zip(range(SAMPLE), stream, strict=False)]
    return [(row.get("title", ""), row["abstract"]) for row in rows]


def _bulk() -> list[tuple[str, str]]:
    """(normalized title, normalized abstract) of the first ``SAMPLE`` bulk documents."""
    return [(normalize(title).text, normalize(abstract).text) for title, abstract in _bulk_raw()]


needs_bulk = pytest.mark.skipif(not BULK.is_file(), reason="../shared/corpus/bulk is not next to the repository")

# Fictional sentences that reach the edges of the device-noun shortcut.
DEVICE_TEXTS = [
    "Kestrel runs on 8 GPUs and two NVIDIA TPUs.",
    "A GPUx token is no device, but 16 IPUs are.",
    "It targets the Intel Data Center GPU line and 4 FPGAs.",
    "Nvidia's GPUs, AMD-GPU nodes and GPU-hours are measured.",
    "No device is named in this sentence at all.",
    "A CPU-only PUMA baseline holds the shared letters of the nouns, not a noun.",
    "GPU",
]


def _spans(matches: object) -> list[tuple[int, int]]:
    return [m.span() for m in matches]  # type: ignore[attr-defined]


@pytest.mark.parametrize("text", DEVICE_TEXTS)
def test_device_noun_shortcut_matches_the_full_scan_on_fictional_text(text: str) -> None:
    assert _spans(finditer_near(_generic_regex(), _alone_nouns(), text)) == _spans(_generic_regex().finditer(text))


@needs_bulk
def test_device_noun_shortcut_matches_the_full_scan_on_real_abstracts() -> None:
    texts = [abstract for _, abstract in _bulk()]
    assert sum(1 for t in texts if _generic_regex().search(t)) >= 50  # the sample does reach the shortcut
    near = [_spans(finditer_near(_generic_regex(), _alone_nouns(), t)) for t in texts]
    assert near == [_spans(_generic_regex().finditer(t)) for t in texts]


@pytest.mark.parametrize("needles", [_alone_nouns(), ("GPU", "TPU", "NPU"), ("half", "halv"), ("ab", "abc", "xab")])
def test_needle_cover_stands_for_every_needle(needles: tuple[str, ...]) -> None:
    cover = _cover(needles)
    assert len(cover) <= len(needles) and all(any(part in needle for part in cover) for needle in needles)


WORD_LED = {
    "magnitude": (_MAGNITUDE, ("magnitude",)),
    "half": _HALF,
    "double": _DOUBLE,
    "fold": _FOLD,
    "duration": (_word_duration(), ("second", "minute", "hour", "day")),
    "power": (_POWER_FACTOR, ("10^",)),
}

# Patterns whose look-aheads, `\b` or `$` read past the match, on texts where a match near a needle is cut off
# by a search that ends too soon: the bounded search near each needle must see what a full scan sees.
LOOK_AHEAD_EDGES = [
    (r"half(?=\s\w{2}\b)", ("half",), "half abc, half xy and half xyz half ab"),
    (r"(?:by\s)?half(?!\s(?:an?|the)\b)", ("half",), "by half an hour, half the time, by half"),
    (r"half\s?$", ("half",), "half\nby half \nhalf"),
    (r"(?:half|twice)(?=(?:\s\w+(?=\.)))", ("half", "twice"), "half more, twice as fast. half done."),
    (r"day\b(?![\w-]*s)", ("day",), "a day-long task, one day, days, day"),
]


@needs_bulk
@pytest.mark.parametrize("name", sorted(WORD_LED))
def test_word_led_detectors_search_near_their_needles_as_a_full_scan_would(name: str) -> None:
    pattern, needles = WORD_LED[name]
    texts = [abstract for _, abstract in _bulk()]
    assert [_spans(finditer_near(pattern, needles, t)) for t in texts] == [_spans(pattern.finditer(t)) for t in texts]


@pytest.mark.parametrize(("source", "needles", "text"), LOOK_AHEAD_EDGES)
def test_search_near_needles_reads_as_far_past_them_as_a_full_scan(
    source: str, needles: tuple[str, ...], text: str
) -> None:
    pattern = re.compile(source)
    for cut in range(len(text) + 1):  # every prefix: a match, a look-ahead or `$` at every distance from the end
        assert _spans(finditer_near(pattern, needles, text[:cut])) == _spans(pattern.finditer(text[:cut]))


#: Word-led patterns every match of which opens with one of their needles: tried only at the needles.
NEEDLE_LED = {
    "bare_factor": (_BARE_FACTOR, ("speedup", "speed-up", "acceleration")),
    "power": (_POWER_FACTOR, ("10^",)),
}
NEEDLE_LED_TEXTS = [
    "a speedup of 32 over the CPU, speed-ups of up to 4.5, an acceleration of 3 orders, speedups of 2",
    "Its speed-up 12 and acceleration 2.5; 10^3x and 10^2-10^4 x faster, 5x10^3x, not 210^3x",
]


@pytest.mark.parametrize("name", sorted(NEEDLE_LED))
@pytest.mark.parametrize("text", NEEDLE_LED_TEXTS)
def test_needle_led_patterns_tried_at_their_needles_match_as_a_full_scan_on_fictional_text(
    name: str, text: str
) -> None:
    pattern, needles = NEEDLE_LED[name]
    assert _spans(finditer_led(pattern, needles, text)) == _spans(pattern.finditer(text))


@needs_bulk
@pytest.mark.parametrize("name", sorted(NEEDLE_LED))
def test_needle_led_patterns_tried_at_their_needles_match_as_a_full_scan_on_real_abstracts(name: str) -> None:
    pattern, needles = NEEDLE_LED[name]
    texts = [abstract for _, abstract in _bulk()]
    assert any(pattern.search(t) for t in texts)  # the sample does reach the shortcut
    assert [_spans(finditer_led(pattern, needles, t)) for t in texts] == [_spans(pattern.finditer(t)) for t in texts]


def _system_in_full(title: str, abstract: str) -> str | None:
    """``find_system`` as it was before the shortcut: every candidate found, then the first claimant."""
    shortcut = find_system(title, "") or title_introduced(title, abstract)
    if shortcut is not None:  # the title decided; the abstract is read only for the title's phrase
        return shortcut
    candidates = [_within_sentence(name) for name in _candidates(abstract)]
    claimants = {m.group("name") for m in _CLAIMANT.finditer(abstract)}
    if not candidates:
        return title_phrase_named(title, abstract)
    first = candidates[0]
    if not _DISTINCTIVE.search(first):
        first = next((c for c in candidates if shown_in(c, title)), first)
    return next((c for c in [first, *candidates] if _forms(c) & claimants), first)


@needs_bulk
def test_system_name_shortcut_agrees_with_the_full_candidate_list() -> None:
    docs = _bulk()
    found = [find_system(title, abstract) for title, abstract in docs]
    assert sum(1 for name in found if name) >= 500
    assert found == [_system_in_full(title, abstract) for title, abstract in docs]


def _leads(text: str) -> list[int]:
    return _word_starts(text, _lead_words())


# Each system pattern with the starts ``_introduced_names`` and ``find_system`` try it at.
SYSTEM_STARTS = {
    "acronym": (_ACRONYM, lambda text: [at - 1 for at in _occurrences(text, ("(",)) if at]),
    "called": (_CALLED, lambda text: _word_starts(text, words("naming_verb"))),
    "intro": (_INTRO, _leads),
    "apposition": (_APPOSITION, _leads),
    "lower_defined": (_LOWER_DEFINED, _leads),
    "intro_and": (_INTRO_AND, _leads),
    "intro_the": (_INTRO_THE, _leads),
    "intro_the_noun": (_INTRO_THE_NOUN, _leads),
    "described_acronym": (_DESCRIBED_ACRONYM, _leads),
    "is_a": (_IS_A, _is_a_starts),
    "proposed": (_PROPOSED, _proposed_starts),
    "claimant": (_CLAIMANT, _claimant_starts),
}
# Fictional texts at the edges of those starts: a lead at the very start, inside a word (`framework`,
# `between`), after a tab or a bracket, a sentence end with no space, a name right after a comma.
SYSTEM_TEXTS = [
    "We propose Kestrel, a planner. Kestrel reduces delay.",
    "Our framework proposes Heron; this network work presents the Heron Plan (HP).",
    "In this paper\twe\tintroduce a fast engine (KRN-Net), a scheme called Stall Free Batching (SFB).",
    "(we present Kestrel).Kestrel is a scheduler for X, Heron cuts cost.",
    "Between us, weave werewolves: we study X and propose Kestrel Bench (KB).",
    "This study develops verifiable process supervision (VPS), which we also describe.",
    "(KB) first, then Design in (DI), a Multi-Probe-hash (MPH), the x_Y (XY), ab-Cd\t(AC) and of the (OT).",
    "Kestrel, Heron.Net achieves more, then, Orca Fast\nPlan reduces it; Ab, Cd cuts, Ef lowers,Gh yields. Ij reduces",
    ",Kestrel improves X. Heron reducesX, Orca cuts",
    "Our proposed KestrelNet achieves more; the\tproposed HeronNet method, theproposed X, is such a planner.",
    "the proposed Orca-Net model and Our proposed Kestrel reduces it. Heron is an\tengine.",
    "",
]


def _groups(matches: object) -> list[tuple[tuple[int, int], dict[str, str | None]]]:
    return [(m.span(), m.groupdict()) for m in matches]  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", sorted(SYSTEM_STARTS))
@pytest.mark.parametrize("text", SYSTEM_TEXTS)
def test_system_patterns_tried_at_their_starts_match_as_a_full_scan_on_fictional_text(name: str, text: str) -> None:
    pattern, starts = SYSTEM_STARTS[name]
    assert _groups(_matches_at(pattern, text, starts(text))) == _groups(pattern.finditer(text))


FIRST_OF_ITS_KIND_TEXT = (
    "We introduce the first planning framework, KestrelFlow, then we present the first tool, Heron ("
)


@pytest.mark.parametrize("text", [*SYSTEM_TEXTS, FIRST_OF_ITS_KIND_TEXT])
def test_first_of_its_kind_tried_at_the_leads_matches_as_a_full_scan_on_fictional_text(text: str) -> None:
    # too rare for the bulk sample below (4 of all 36,038 abstracts): checked on fictional text only
    assert _groups(_matches_at(_FIRST_OF_ITS_KIND, text, _leads(text))) == _groups(_FIRST_OF_ITS_KIND.finditer(text))


@needs_bulk
@pytest.mark.parametrize("name", sorted(SYSTEM_STARTS))
def test_system_patterns_tried_at_their_starts_match_as_a_full_scan_on_real_abstracts(name: str) -> None:
    pattern, starts = SYSTEM_STARTS[name]
    texts = [abstract for _, abstract in _bulk()]
    found = [_groups(_matches_at(pattern, t, starts(t))) for t in texts]
    assert found == [_groups(pattern.finditer(t)) for t in texts]
    assert sum(map(bool, found)) >= 3  # the sample does reach the pattern


@needs_bulk
def test_title_patterns_skipped_by_their_needles_match_no_bulk_title() -> None:
    titles = [title for title, _ in _bulk()]
    for pattern, needles, _ in _TITLE_NAMES:
        held = [any(needle in title for needle in needles) for title in titles]
        assert not any(pattern.match(title) for title, h in zip(titles, held, strict=True) if not h)
        assert sum(bool(pattern.match(title)) for title in titles) >= 1 and not all(held)  # both sides reached


def _names_before_in_full(text: str) -> list[tuple[int, int] | None]:
    return [_span(_NAME_BEFORE.search(text, max(0, m.start() - 120), m.start() + 1)) for m in _ACRONYM.finditer(text)]


@pytest.mark.parametrize("text", SYSTEM_TEXTS)
def test_name_before_an_acronym_skips_only_words_that_cannot_end_a_name_on_fictional_text(text: str) -> None:
    assert [_span(_name_before(text, m.start())) for m in _ACRONYM.finditer(text)] == _names_before_in_full(text)


@needs_bulk
def test_name_before_an_acronym_skips_only_words_that_cannot_end_a_name_on_real_abstracts() -> None:
    texts = [abstract for _, abstract in _bulk()]
    found = [[_span(_name_before(t, m.start())) for m in _ACRONYM.finditer(t)] for t in texts]
    assert found == [_names_before_in_full(t) for t in texts]
    assert sum(span is not None for spans in found for span in spans) >= 100


def _title_phrases_in_full(title: str, abstract: str, monkeypatch: pytest.MonkeyPatch) -> tuple[str | None, ...]:
    """``title_introduced`` and ``title_phrase_named`` with no shortcut: the pattern of the title searched."""
    with monkeypatch.context() as patched:
        patched.setattr(system, "_introduces", _introduced_in_full)
        patched.setattr(system, "_named", _named_in_full)
        return title_introduced(title, abstract), title_phrase_named(title, abstract)


# Fictional (title, abstract) pairs at the edges of the shortcut: the phrase in another case, after `the` or
# `an`, after a verb in another case, first after no verb and then after one, `ſ` and the Kelvin sign `K`; named
# twice, once with `the`; introduced inside a word (`unpropose`) or into a longer word (`Packings`), and at the start.
TITLE_PHRASE_CASES = [
    ("Lattice Packing for Serving", "We present lattice packing: fast. We propose the Lattice Packing (LP), a plan."),
    ("Lattice Packing for Serving", "We unpropose lattice packing, a plan. We present lattice packings, a plan."),
    ("Lattice Packing for Serving", "Propose the lattice packing, a plan."),
    ("Kestrel as Planner: Batching", "We propose kestrel as planners. Kestrel as planner, a plan."),
    ("Lattice Packing for Serving", "We propose Lattice Packing (LP), a plan for 2\u00d7 gains\u2014in \u00c9tudes."),
    ("Kestrel as Planner: Batching", "We propose kestrel AS planner (KaP), which batches."),
    ("Lattice Packing for Serving", "Lattice packing is old. We PRESENT the lattice packing, a scheme."),
    ("Lattice of Plans: Serving", "We introduce an lattice of plans for serving, a plan."),
    ("Neural Lattice Packing for Serving", "We propose neural lattice packing (NLP), a method."),
    ("Sorting by Forecast: Less Delay", "We propose \u017forting by forecast, a method."),
    ("Kestrel as Planner: Batching", "We propose \u212aestrel as Planner (KaP), which batches."),
    ("Batching by Forecast: Less Delay", "We show that batching by forecast helps."),
]


@pytest.mark.pure_python
@pytest.mark.parametrize(("title", "abstract"), TITLE_PHRASE_CASES)
def test_title_phrase_prefilter_agrees_with_the_full_search_on_fictional_text(
    title: str, abstract: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    found = (title_introduced(title, abstract), title_phrase_named(title, abstract))
    assert found == _title_phrases_in_full(title, abstract, monkeypatch)


@pytest.mark.pure_python
@needs_bulk
def test_title_phrase_prefilter_agrees_with_the_full_search_on_real_abstracts(monkeypatch: pytest.MonkeyPatch) -> None:
    docs = [(title, abstract) for title, abstract in _bulk() if _TITLE_PHRASE.match(title) or _TITLE_LEAD.match(title)]
    found = [(title_introduced(title, abstract), title_phrase_named(title, abstract)) for title, abstract in docs]
    assert found == [_title_phrases_in_full(title, abstract, monkeypatch) for title, abstract in docs]
    assert sum(any(pair) for pair in found) >= 3  # the sample does reach a phrase the abstract introduces
    leads = [(m["name"], abstract) for title, abstract in docs if (m := _TITLE_LEAD.match(title))]
    assert (
        sum(not _intro_places(abstract, name, _INTRO_THE_BEFORE) for name, abstract in leads) >= 100
    )  # and the shortcut does spare searches


# Fictional texts at the edges of the ASCII sentence-end search: `!` and `?` runs, closing quotes and
# brackets, the spaces a bytes `\s` leaves out (`\x1c`-`\x1f`), a vertical tab, a non-ASCII text.
SENTENCE_TEXTS = [
    'Is Kestrel fast?! Yes... It is (2x.) "Done." End',
    "One.\x1cTwo.\x1f Three.\x0bFour.\x1e\x1dFive. ",
    "Kestrel wins.\u2003Heron loses. Fin.",
    "No end at all",
    "",
]


@pytest.mark.parametrize("text", SENTENCE_TEXTS)
def test_ascii_sentence_ends_agree_with_the_unicode_search_on_fictional_text(text: str) -> None:
    assert list(_ends(text)) == _spans(_END.finditer(text))


@needs_bulk
def test_ascii_sentence_ends_agree_with_the_unicode_search_on_real_abstracts() -> None:
    texts = [abstract for _, abstract in _bulk()]
    assert [list(_ends(t)) for t in texts] == [_spans(_END.finditer(t)) for t in texts]


@needs_bulk
def test_windows_and_possessive_shortcut_agree_with_plain_slices() -> None:
    checked, owners = 0, 0
    for _, abstract in _bulk():
        for s in sentences_with_mentions(abstract):
            for i, m in enumerate(s.mentions):
                left = s.text[max(s.start, m.start - WINDOW) : m.start]
                assert s.left(i) == left and s.left(i) is s.left(i)
                assert s.right(i) == s.text[m.end : min(s.end, m.end + WINDOW)]
                assert View(s, i).windows == (left, s.right(i), s.gap(i), s.right_gap(i))
                found = _POSSESSIVE.search(left)
                assert possessive_owner(s, i) == (found.group(1) if found else None)
                checked, owners = checked + 1, owners + bool(found)
    assert checked >= 2000 and owners >= 1


# Fictional texts at the edges of the product-name shortcut: a name at the start, glued to a word or a
# count, after `.` or `-`, two names side by side.
PRODUCT_TEXTS = [
    "H100 nodes beat 8xA100 and XA100 is no name.",
    "Runs on pre-V100 parts, 2.A100, (H200) and A100/H100 pairs.",
    "A100 H100",
    "",
    "On ٣ H100s and 8×A100 (≥2 nodes), vs. H200.",  # not ASCII: the plain search
]


def _products_by_look_behind(text: str) -> list[tuple[int, int]]:
    """The plain version: the trigger behind a look-behind, tried at every position."""
    return _spans(re.finditer(r"(?<![A-Za-wyz0-9.])" + accelerator_trigger_regex(), text))


@pytest.mark.parametrize("text", PRODUCT_TEXTS)
def test_product_name_shortcut_matches_the_look_behind_scan_on_fictional_text(text: str) -> None:
    assert list(_products(text)) == _products_by_look_behind(text)


@needs_bulk
def test_product_name_shortcut_matches_the_look_behind_scan_on_real_abstracts() -> None:
    texts = [abstract for _, abstract in _bulk()]
    found = [list(_products(text)) for text in texts]
    assert sum(map(len, found)) >= 100
    assert found == [_products_by_look_behind(text) for text in texts]


def _qualifier_by_every_phrase(text: str) -> str | None:
    """The plain version: every phrase of the lexicon tried, longest first."""
    return next(
        (
            value
            for phrase, value in _qualifiers_longest_first()
            if text.endswith(phrase)
            and (len(text) == len(phrase) or not text[-len(phrase) - 1].isalnum() or not phrase[0].isalnum())
        ),
        None,
    )


@needs_bulk
def test_qualifier_lookup_by_last_character_agrees_with_every_phrase() -> None:
    lefts = [
        s.left(i).lower().rstrip()
        for _, abstract in _bulk()
        for s in sentences_with_mentions(abstract)
        for i in range(len(s.mentions))
    ]
    lefts += [phrase for phrase, _ in _qualifiers_longest_first()] + ["", "~", "xup to"]
    found = [qualifier_at_end(left) for left in lefts]
    assert sum(1 for value in found if value) >= 100
    assert found == [_qualifier_by_every_phrase(left) for left in lefts]


def _span(m: re.Match[str] | None) -> tuple[int, int] | None:
    return m.span() if m else None


def _end_anchored_patterns() -> list[re.Pattern[str]]:
    """Every module-level pattern of the rule modules that ``search_end`` searches from near the end."""
    found = []
    for name in ("kind", "qualifier", "condition", "metric", "comparison", "direction", "spread", "detect"):
        module = importlib.import_module(f"benchclaims.rules.{name}")
        found += [p for p in vars(module).values() if isinstance(p, re.Pattern) and _end_reach(p) is not None]
    return found


def _bulk_windows() -> list[str]:
    """The left window and the gap before every mention of the bulk sample: the texts rules search."""
    return [
        window
        for _, abstract in _bulk()
        for s in sentences_with_mentions(abstract)
        for i in range(len(s.mentions))
        for window in (s.left(i), s.gap(i))
    ]


@needs_bulk
def test_end_anchored_search_from_near_the_end_agrees_with_a_full_search() -> None:
    patterns = _end_anchored_patterns()
    texts = [*_bulk_windows(), "", "at ", "ba", "a\n", "up to \n"]  # `$` also matches before a final newline
    assert len(patterns) >= 10 and len(texts) >= 1000
    for pattern in patterns:
        near_end = [_span(search_end(pattern, text)) for text in texts]
        assert near_end == [_span(pattern.search(text)) for text in texts], pattern.pattern


@pytest.mark.parametrize(
    ("pattern", "reach"),
    [(r"\bat\s$", 4), (r"a|b$", None), (r"\w+$", None), (r"(?m)at$", None), (r"at\s?$", 4), (r"at", None)],
)
def test_end_reach_only_for_bounded_patterns_anchored_at_the_end(pattern: str, reach: int | None) -> None:
    assert _end_reach(re.compile(pattern)) == reach


NUMBER_TEXTS = ["by 1.12x-2.48x on 512 H200", "v2.0, 3,000 and x1 at 1/8", "٣ GPUs and 4 TPUs", "12", "", "a.5 b,6"]


def _number_starts(text: str) -> tuple[int, ...]:
    return tuple(m.start() for m in _NUMBER_START.finditer(text))


@pytest.mark.parametrize("text", NUMBER_TEXTS)
def test_ascii_number_starts_agree_with_the_unicode_search_on_fictional_text(text: str) -> None:
    assert Scan.of(text).starts == _number_starts(text)


@needs_bulk
def test_ascii_number_starts_agree_with_the_unicode_search_on_real_abstracts() -> None:
    texts = [abstract for _, abstract in _bulk()]
    assert sum(map(str.isascii, texts)) >= 1000 and sum(not t.isascii() for t in texts) >= 100
    assert [Scan.of(t).starts for t in texts] == [_number_starts(t) for t in texts]


@pytest.mark.parametrize(
    ("pattern", "pairs"),
    [
        (r"(?=[A-Z])(?:TPU\s?v[2-5]|H100)\b", {"TP", "H1"}),
        (r"A(?:x|yz)?", {"A", "Ax", "Ay"}),  # a match may end after one character
        (r"(?:ab){0,3}c", {"c", "ab"}),
        (r"\d[xX]", {f"{d}{x}" for d in "0123456789" for x in "xX"}),
        (r"(?<!\w)Q\s", {"Q ", "Q\t", "Q\n", "Q\r", "Q\f", "Q\v"}),
    ],
)
def test_ascii_prefixes_list_every_way_a_match_can_begin(pattern: str, pairs: set[str]) -> None:
    assert ascii_prefixes(pattern, 2) == pairs
    for text in ("TPU v4", "H100", "A", "Ayz", "ababc", "c", "7x", "Q\t"):
        if (m := re.compile(pattern).match(text)) is not None:
            assert m.group()[:2] in pairs


@pytest.mark.parametrize("pattern", [r"\w+", r"(?i)tpu", r"a.", r"[^a]b", r"(a)\1"])
def test_ascii_prefixes_give_up_where_a_match_may_begin_with_too_much(pattern: str) -> None:
    assert ascii_prefixes(pattern, 2) is None


# Rule-layer shortcuts (detect, kind, direction, comparison): each literal test or cut window must keep
# every match the plain search finds; the windows are those the rules read, on the bulk abstracts.


def _rule_windows() -> list[str]:
    """The left windows and gaps of every mention of the bulk sample, and edge cases of `$` and spaces."""
    edges = ["", "by", "by -", "by \n", "by  +\n", "nearby ", "cut it by − ", "saves up to \n", "x (", "a (\n"]
    return [*_bulk_windows(), *edges]


def _match_groups(m: re.Match[str] | None) -> tuple[str | None, ...] | None:
    return m.groups() if m else None


@needs_bulk
def test_rule_window_shortcuts_agree_with_the_plain_searches() -> None:
    windows = _rule_windows()
    assert len(windows) >= 1000
    assert [_span(_by_end(w)) for w in windows] == [_span(_BY_END.search(w)) for w in windows]
    cut = [_match_groups(_verb_before(w)) for w in windows]
    assert cut == [_match_groups(_VERB_BEFORE.search(w.lower())) for w in windows]
    for pattern, passes in (
        (_THRESHOLD_BEFORE, lambda w: w.rstrip().endswith(("than", "every"))),
        (_PAREN_OWNER, lambda w: w.endswith(("(", "(\n"))),
        (_CONTRAST_CLAUSE, lambda w: "while" in w or "where" in w),
    ):  # the literal test a rule runs first holds wherever the pattern matches
        assert all(passes(w) for w in windows if pattern.search(w)), pattern.pattern


@needs_bulk
@pytest.mark.parametrize(
    ("pattern", "needles"),
    [
        (_SIZE_FACTOR_BEFORE, _SIZE_FACTOR_NEEDLES),
        (_SUBJECT_VERB, _SUBJECT_VERB_NEEDLES),
        (_CHANGE_IN_OF, _CHANGE_NEEDLES),
    ],
)
def test_rule_searches_after_a_needle_test_agree_with_the_plain_search(
    pattern: re.Pattern[str], needles: tuple[str, ...]
) -> None:
    windows = _rule_windows()
    windows += [_ASIDE.sub("", clause_tail(w)) for w in windows]  # as the metric rules read a gap
    windows += ["It serves models ", "despite being ", "despite using \n", "the model\n", "its hit rate rose by ", "a"]
    windows += ["queue delay is cut by ", "a reduction in queue delay of up to ", "gains in tail latency = "]
    first = [next(finditer_near(pattern, needles, w), None) for w in windows]
    assert [(_span(m), _match_groups(m)) for m in first] == [
        (_span(m), _match_groups(m)) for m in map(pattern.search, windows)
    ]
    assert sum(1 for m in first if m) >= 3  # the rule's matches are reached, not only its misses


@needs_bulk
def test_score_searches_after_a_needle_test_agree_with_the_plain_windowed_search() -> None:
    """``_score_to`` and ``_values_before`` search before a number only when a needle stands there; at every
    number start of the bulk abstracts (and fictional ones) each finds what the plain windowed search finds."""
    texts = [abstract for _, abstract in _bulk()]
    texts += ["F1 rises to\n0.83, AUC drops to about 0.46", "CAI values of 0.73, confidence values up to 0.869"]
    starts = [(t, at) for t in texts for at in Scan.of(t).starts]
    found = [(_span(_score_to(t, at)), _span(_values_before(t, at))) for t, at in starts]
    plain = [
        (_span(_SCORE_TO.search(t, max(0, at - 40), at)), _span(_VALUES_BEFORE.search(t, max(0, at - 60), at)))
        for t, at in starts
    ]
    assert found == plain
    assert sum(a is not None for a, _ in found) >= 2 and sum(b is not None for _, b in found) >= 2


#: The look-behind-first forms that the detectors' literal-first patterns replace.
_LOOK_BEHIND_FIRST = (
    (_BRACKETED_FIGURE, r"(?<=[A-Za-z\d\]]\s)\((?P<a>\d*\.\d+)(?=\)|;\s|,\s)"),
    (_SIGNED_FIGURE, _SIGNED_FIGURE.pattern.replace(r"\+(?<![\w.,=≈~^\[/]\+)", r"(?<![\w.,=≈~^\[/])\+", 1)),
)


@needs_bulk
@pytest.mark.parametrize(("pattern", "plain"), _LOOK_BEHIND_FIRST)
def test_literal_first_detector_patterns_match_their_look_behind_first(pattern: re.Pattern[str], plain: str) -> None:
    texts = [*(abstract for _, abstract in _bulk()), "+1.5 on A", "A (+2.0)", "Ray (0.65)", "(0.5)", "+3 x"]
    full = re.compile(plain)
    assert pattern.pattern != plain
    spans = [[m.span() for m in pattern.finditer(t)] for t in texts]
    assert spans == [[m.span() for m in full.finditer(t)] for t in texts]


@needs_bulk
def test_points_unit_test_holds_wherever_the_points_pattern_matches() -> None:
    texts = [abstract for _, abstract in _bulk()]
    assert all(_POINTS_UNIT.search(t) for t in texts if _points().search(t))


HALF_DOUBLE_TEXTS = ["Kestrel halves latency.", "It doubles throughput", "a threefold gain", "Doubles", "behalf", ""]


def test_half_and_double_needles_are_the_needles_of_its_patterns() -> None:
    assert set(_HALF_DOUBLE_NEEDLES) == set(_HALF[1] + _DOUBLE[1] + _FOLD[1])


@needs_bulk
def test_half_and_double_skips_only_texts_where_its_patterns_find_nothing() -> None:
    texts = [abstract for _, abstract in _bulk()] + HALF_DOUBLE_TEXTS
    skipped = [t for t in texts if not any(needle in t for needle in _HALF_DOUBLE_NEEDLES)]
    assert 100 <= len(skipped) < len(texts) - 30
    for pattern, _ in (_HALF, _DOUBLE, _FOLD):
        assert [m.span() for t in skipped for m in pattern.finditer(t)] == []
    assert all(list(half_and_double(Scan.of(t))) == [] for t in skipped)
    assert sum(1 for t in texts if list(half_and_double(Scan.of(t)))) >= 10


# Number-led detector patterns tried only in a text that holds one of their needles, with those needles; and
# fictional texts where each matches: percent words split over a line, a percentage-point adjective, both arrows.
NEEDLED_PATTERNS = [
    (_from_to()[1], ("\u2192", "->")),
    (_PERCENT, ("%", "cent")),
    (_PERCENT_RANGE, ("%", "cent")),
    (_DECIMAL_TIMES, ("times",)),
    (_TIMES_ALONE, ("times",)),
    (_FRACTION, ("/",)),
    (_point_adjective(), ("-point",)),
    (_NAMED_SCORE, ("score",)),
]
NEEDLE_TEXTS = [
    "It cuts cost 12 per\ncent, 3-5 percentage and 4 to 6 percent, a gain of 2.4 times, 3 times faster.",
    "It needs 1/4 of the time, a 2.5-percentage-point gain, a 3-point rise, reaching 36 driving score.",
    "F1 64.9 -> 69.0 and 12 ms \u2192 7 ms.",
]


@needs_bulk
@pytest.mark.parametrize(("pattern", "needles"), NEEDLED_PATTERNS)
def test_number_led_patterns_tried_after_a_needle_test_hold_a_needle_in_every_match(
    pattern: re.Pattern[str], needles: tuple[str, ...]
) -> None:
    texts = [abstract for _, abstract in _bulk()] + NEEDLE_TEXTS
    found = [m.group() for t in texts for m in pattern.finditer(t)]
    assert found and [f for f in found if not any(needle in f for needle in needles)] == []


# Fictional texts without a number start: digits only inside words, after a slash or a decimal point.
NO_NUMBER_START_TEXTS = [
    "Kestrel runs on A100 and H100 GPUs, beats GPT-4o and Llama3 by a factor of two, twice as fast.",
    "It halves latency, scores x10^3 on v2/v3, costs US$ and 2x-free; zero false positives, an order of magnitude.",
]


@needs_bulk
def test_number_led_detectors_find_nothing_in_a_text_without_number_starts() -> None:
    """``detect`` runs only ``WORD_LED_DETECTORS`` where ``Scan.starts`` is empty: the others find nothing there."""
    assert tuple(d for d in DETECTORS if d not in NUMBER_LED_DETECTORS) == WORD_LED_DETECTORS
    assert set(DETECTORS) > NUMBER_LED_DETECTORS
    scans = [Scan.of(t) for t in [abstract for _, abstract in _bulk()] + NO_NUMBER_START_TEXTS]
    bare = [scan for scan in scans if not scan.starts]
    assert len(bare) >= 100 and any(re.search(r"\d", scan.text) for scan in bare)
    assert [(d.__name__, scan.text) for scan in bare for d in NUMBER_LED_DETECTORS if list(d(scan))] == []


@needs_bulk
def test_possessive_figures_start_at_a_number_start() -> None:
    """``possessive_figure`` skips a text without number starts: each figure it finds starts at one."""
    texts = [abstract for _, abstract in _bulk()] + ["Orca's 2,324 and DeepSeek-V3's 0.5 beat Wren's \u0663"]
    found = [(m.start("a"), Scan.of(t).starts) for t in texts for m in _POSSESSIVE_FIGURE.finditer(t)]
    assert len(found) >= 3 and [start for start, starts in found if start not in starts] == []


# Fictional texts at the edges of the TeX needles: a lone hyphen, an en dash, each needle alone, a command
# that is no source (`\\alpha`), a non-ASCII text without TeX.
TEX_TEXTS = ["a large-scale run", "a 3--5x gain", "up to 4{}x", "a \\alpha value", "1.2\u00d7 faster", "in 5 }", ""]


def _rewritten_in_full(text: str) -> list[tuple[int, int, str]]:
    pattern, table = _rules()
    return [(m.start(), m.end(), table[m.group()]) for m in pattern.finditer(text)]


@pytest.mark.parametrize("text", TEX_TEXTS)
def test_tex_needles_skip_only_texts_the_alternation_leaves_alone_on_fictional_text(text: str) -> None:
    assert _replacements(text) == _rewritten_in_full(text)


@needs_bulk
def test_tex_needles_skip_only_texts_the_alternation_leaves_alone_on_real_abstracts() -> None:
    texts = [text for pair in _bulk_raw() for text in pair]
    plain = [t for t in texts if "~" not in t and "$" not in t]  # where the alternation is all ``_replacements`` does
    assert [_replacements(t) for t in plain] == [_rewritten_in_full(t) for t in plain]
    skipped = sum(t.isascii() and not any(n in t for n in _ascii_needles()) for t in plain)
    assert skipped >= 1000 and len(plain) - skipped >= 100  # both sides reached


def _valid_in_full(record: RawRecord) -> RawRecord:
    """``_valid_record`` without its ASCII shortcut: every string passed through ``valid_text``."""
    fields = {name: valid_text(value) for name in _TEXT_FIELDS if isinstance(value := getattr(record, name), str)}
    return dataclasses.replace(record, notes=tuple(map(valid_text, record.notes)), **fields)


# Fictional records at the edges of the ASCII shortcut: a lone surrogate, non-ASCII text with none, a note
# with one, no title at all.
VALIDITY_RECORDS = [
    RawRecord(1, 1, "Kestrel is 2x faster\udc80.", "Kestrel"),
    RawRecord(2, 2, "Kestrel is 2\u00d7 faster.", "K\u00e9strel", notes=("a note \u2014 fine",)),
    RawRecord(3, 3, "Kestrel is 2x faster.", notes=("a bad \udc80 note",)),
    RawRecord(4, 4, "Kestrel is 2x faster.", "", given_id=None, source=None),
]


@pytest.mark.parametrize("record", VALIDITY_RECORDS)
def test_ascii_records_pass_the_validity_step_unchanged_as_the_full_step_would(record: RawRecord) -> None:
    ctx = ReadContext("x.jsonl", "x.jsonl", "x", lambda problem: None)
    assert _valid_record(record, ctx) == _valid_in_full(record)


@needs_bulk
def test_ascii_records_pass_the_validity_step_unchanged_on_real_abstracts() -> None:
    ctx = ReadContext("x.jsonl", "x.jsonl", "x", lambda problem: None)
    records = [RawRecord(i, i, abstract, title) for i, (title, abstract) in enumerate(_bulk_raw(), start=1)]
    assert [_valid_record(r, ctx) for r in records] == [_valid_in_full(r) for r in records]
    assert sum(r.abstract.isascii() for r in records) >= 1000 and not all(r.abstract.isascii() for r in records)


@needs_bulk
def test_one_fingerprint_claims_ids_as_a_set_of_strings_would_on_real_ids() -> None:
    with BULK.open(encoding="utf-8") as stream:
        wanted = [str(json.loads(line).get("id")) for _, line in zip(range(SAMPLE), stream, strict=False)]
    wanted += [*wanted[:500], "a", "a", "a-2", "a"]  # repeats, and a suffix that is itself wanted
    ids, taken, plain = IdAllocator(), set(), []
    for want in wanted:
        unique, suffix = want, 2
        while unique in taken:
            unique, suffix = f"{want}-{suffix}", suffix + 1
        taken.add(unique)
        plain.append(unique)
    assert [ids.claim(want) for want in wanted] == plain


@pytest.mark.parametrize("text", ["A  B", "A\tB", " A B ", "A\u2003B", "A\x0bB", "A\nB", "", "  ", "A B"])
def test_single_spaced_text_skips_the_whitespace_substitution_on_fictional_text(text: str) -> None:
    assert collapse_whitespace(text) == _ASCII_SPACE.sub(" ", text).strip(" ")


@needs_bulk
def test_single_spaced_text_skips_the_whitespace_substitution_on_real_titles_and_abstracts() -> None:
    texts = [text for pair in _bulk_raw() for text in pair]
    assert [collapse_whitespace(t) for t in texts] == [_ASCII_SPACE.sub(" ", t).strip(" ") for t in texts]
    assert len(texts) >= 1000  # all single-spaced: the fictional cases above reach the substitution


@pytest.mark.parametrize("text", ["a\r\nb\rc\n", "a\nb", "\r", "\r\r\n", "", "a\u2028b"])
def test_text_without_a_carriage_return_skips_the_newline_replacements_on_fictional_text(text: str) -> None:
    assert unix_newlines(text) == text.replace("\r\n", "\n").replace("\r", "\n")


@needs_bulk
def test_text_without_a_carriage_return_skips_the_newline_replacements_on_the_bulk_file() -> None:
    text = BULK.read_text(encoding="utf-8")[:5_000_000]
    assert unix_newlines(text) == text.replace("\r\n", "\n").replace("\r", "\n")


def test_warm_up_leaves_no_argument_free_loader_unbuilt() -> None:
    warm_caches()
    assert [f.__qualname__ for f in _loaders() if f.cache_info().currsize == 0] == []  # type: ignore[attr-defined]


def _coordinated_by_pattern(part: str, np: str) -> bool:
    """The search ``split_names`` ran before: a pattern built per part."""
    return re.search(rf"\s(?:and|or)\s{re.escape(part)}", np) is not None


# Fictional phrases at the edges of the literal search: overlapping `and`/`or`, other whitespace, empty parts.
COORDINATED_CASES = [
    ("Kite show", "against Orca, Heron, and Kite show gains"),
    ("or Kite", "Orca and or Kite"),
    ("Kite", "Orca and or Kite"),
    ("Kite", "Orca\tand\nKite"),
    ("Kite", "Orca andKite"),
    ("", "Orca and Kite"),
    ("", "Orca, Kite"),
    ("Kite (v2.1)", "Orca or Kite (v2.1)"),
    ("Orca", "Orca and Kite"),
]


@pytest.mark.parametrize(("part", "np"), COORDINATED_CASES)
def test_coordinated_part_search_agrees_with_the_pattern_per_part_on_fictional_text(part: str, np: str) -> None:
    assert _coordinated(part, np) == _coordinated_by_pattern(part, np)


@needs_bulk
def test_coordinated_part_search_agrees_with_the_pattern_per_part_on_real_abstracts() -> None:
    cases = [(part, window) for window in _bulk_windows() for part in _SPLIT.split(window)]
    assert len(cases) >= 1000
    assert sum(_coordinated_by_pattern(p, w) for p, w in cases) >= 100  # both answers are reached
    assert [_coordinated(p, w) for p, w in cases] == [_coordinated_by_pattern(p, w) for p, w in cases]


@needs_bulk
def test_phrases_kept_per_mention_agree_with_a_fresh_reading_after_every_stage() -> None:
    """``governing`` and ``tight_after`` are kept per mention from the comparison slot on: once every
    stage has run (metrics, baselines, drops), each kept answer is still what a fresh reading gives."""
    checked = 0
    for _, abstract in _bulk():
        sentences = sentences_with_mentions(abstract)
        run_document(STAGES, sentences)
        for s in sentences:
            for i in range(len(s.mentions)):
                assert governing(s, i) == _governing(s, i) and tight_after(s, i) == _tight_after(s, i)
                checked += 1
    assert checked >= 1000


@needs_bulk
def test_list_joins_kept_by_the_pair_agree_with_a_fresh_sentence_after_every_stage() -> None:
    """``in_list_with_previous`` keeps what joins two mentions by their starts, asked before and after drops and
    units patched: once every stage has run, each answer is what a sentence with nothing kept gives."""
    checked, joined = 0, 0
    for _, abstract in _bulk():
        sentences = sentences_with_mentions(abstract)
        run_document(STAGES, sentences)
        for s in sentences:
            fresh = Sentence(s.text, s.start, s.end, s.mentions)
            for i in range(len(s.mentions)):
                assert s.in_list_with_previous(i) == fresh.in_list_with_previous(i)
                checked, joined = checked + 1, joined + fresh.in_list_with_previous(i)
    assert checked >= 1000 and joined >= 100


@needs_bulk
def test_masked_sentences_skip_the_bracket_patterns_only_without_a_bracket() -> None:
    bodies = [s.body for _, abstract in _bulk() for s in sentences_with_mentions(abstract)]
    assert len(bodies) >= 1000 and any("(" in b for b in bodies) and any("(" not in b for b in bodies)
    plain = [
        _ACRONYM_PAREN.sub(lambda m: f"«{m.group(1)}»", _FIGURE_PAREN.sub(lambda m: " " * len(m.group()), b))
        for b in bodies
    ]
    assert [_masked(b) for b in bodies] == plain


# Fictional sentences at the edges of the cue pre-check: each cue form, case, a cue word without the
# pattern it needs there, and non-ASCII text (searched in full).
CUE_TEXTS = [
    "Kestrel is 2x faster THAN Orca.",
    "Kestrel improves on Orca by 3%, and improves the strong baseline by 2%.",
    "Kestrel edges Orca, trails Wren, and falls behind Lark.",
    "Kestrel is on par with Orca, w.r.t. Wren, vs. Lark, and as fast as Finch.",
    "Kestrel matches the accuracy of Orca, with respect to Wren, in contrast to Lark.",
    "Moreover, the parameters of overall edge devices improve matching.",
    "Kestrel is 2x faster \u212aestrel-free than Orca.",
    "Kestrel is twice as fast as\u00a0Orca.",
    "Kestrel «KS» is 2x faster than Orca, and \u017fo is it OVER Wren.",
    "Kestrel «KS» is 2x faster thaN Orca, ı, İ.",
    "",
]


@needs_bulk
def test_cue_pre_check_is_false_only_where_the_cue_pattern_finds_nothing() -> None:
    bodies = [s.body for _, abstract in _bulk() for s in sentences_with_mentions(abstract)]
    bodies += [_masked(b) for b in bodies] + CUE_TEXTS
    skipped = [b for b in bodies if not may_hold_cue(b)]
    assert len(skipped) >= 500 and len(skipped) < len(bodies) - 500
    assert [b for b in skipped if CUE.search(b)] == []


def _letters_of(parsed: object) -> set[str]:
    """Every character a parsed pattern names: its literals and the ends of its character ranges, at any depth."""
    found: set[str] = set()
    for op, arg in parsed:  # type: ignore[attr-defined]
        if op in (sre.LITERAL, sre.NOT_LITERAL):
            found.add(chr(arg))
        elif op is sre.RANGE:
            found |= {chr(arg[0]), chr(arg[1])}
        elif op is sre.IN:
            found |= _letters_of(arg)
        elif isinstance(arg, (tuple, list)):
            for part in arg:
                if isinstance(part, sre.SubPattern):
                    found |= _letters_of(part)
                elif isinstance(part, (tuple, list)):
                    found |= set().union(*(_letters_of(p) for p in part if isinstance(p, sre.SubPattern)))
    return found


@needs_bulk
def test_cues_found_in_lowercase_are_the_cue_pattern_matches() -> None:
    """``cues_in`` searches an ASCII body in lowercase without case folding: every letter of CUE must be
    lowercase, and each match (span, groups, cue as written) must be the one the pattern finds in the body."""
    letters = _letters_of(sre.parse(CUE.pattern, CUE.flags))
    assert "t" in letters and not any(c.isupper() for c in letters)
    bodies = [s.body for _, abstract in _bulk() for s in sentences_with_mentions(abstract)]
    bodies += [_masked(b) for b in bodies] + CUE_TEXTS + ["COMPARED TO Orca, Nearly Identical To Wren; As Fast As X"]
    found = [[(m.span(), m.groupdict()) for m in cues_in(b)] for b in bodies]
    assert found == [[(m.span(), m.groupdict()) for m in CUE.finditer(b)] for b in bodies]
    assert sum(map(len, found)) >= 1000


def _opened(alternative: Any) -> list[list[Any]]:
    """An alternative of a parsed pattern whose opening literal run holds a branch (a word list, `comp(?:arable|
    etitive)|similar…`) as one alternative per member of that branch, each with the rest after it."""
    ops = list(alternative)
    for at, (op, arg) in enumerate(ops):
        if op is sre.BRANCH:
            return [one for member in arg[1] for one in _opened([*ops[:at], *member, *ops[at + 1 :]])]
        if op is not sre.LITERAL:
            break
    return [ops]


def test_every_alternative_of_the_cue_pattern_opens_a_literal_run_with_a_cue_word_of_the_pre_check() -> None:
    """A form added to CUE without its word in `_CUE_WORDS` would be skipped by `may_hold_cue`."""
    cue = next(arg for op, arg in sre.parse(CUE.pattern, CUE.flags) if op is sre.SUBPATTERN)
    alternatives = [one for alt in next(arg for op, arg in cue[3] if op is sre.BRANCH)[1] for one in _opened(alt)]
    runs = ["".join(chr(a).lower() if op is sre.LITERAL else " " for op, a in alt).split() for alt in alternatives]
    words = [word for word, _ in _CUE_WORDS]
    assert len(runs) >= 25
    assert [r for r in runs if not any(run.startswith(w) for run in r for w in words)] == []


def test_the_case_twins_are_every_character_beyond_ascii_that_folds_to_an_ascii_letter() -> None:
    letter = re.compile("[a-z]", re.IGNORECASE)
    folds = [
        c for c in map(chr, range(128, sys.maxunicode + 1)) if letter.match(c) or any(x.isascii() for x in c.lower())
    ]
    assert folds == [c for c in map(chr, range(128, sys.maxunicode + 1)) if ASCII_CASE_TWIN.match(c)]
    # and lowercasing moves no place but at a twin (`\u0130` becomes two characters): texts without them are
    # searched in lowercase at the places of the text itself
    assert [c for c in map(chr, range(sys.maxunicode + 1)) if len(c.lower()) != 1] == ["\u0130"]


# ---- perf7: detection and hardware ----

# Fictional texts at the edges of the named-hardware window shortcut: a vendor and a product line before a
# model, a name at the window's start and end, a name glued to a count, a product that is no full match,
# a lowercase vendor alias, a name after `v`, and non-ASCII text (the plain search).
WINDOW_TEXTS = [
    "We ran Intel Gaudi 2 and NVIDIA GeForce RTX 4090 GPUs side by side.",
    "H100",
    "On 8xA100 nodes, the nVidia A100 80GB PCIe card, then TPU v5e and TPUv4 pods.",
    "In a study of Hopper, Meta and AMD Instinct MI300X accelerators, AMD-Xilinx Versal boards won.",
    "Quokka runs on the Apple M2 Max and Google Cloud TPU v4 chips at 3.2x the speed.",
    "Quokka runs on 4×\u00a0NVIDIA\u00a0H100 GPUs and 2–4 A100s.",
]


def _window_groups(matches: object) -> list[tuple[tuple[int, int], dict[str, str | None]]]:
    return [(m.span(), m.groupdict()) for m in matches]  # type: ignore[attr-defined]


def _windows(text: str) -> list[tuple[int, int]]:
    """The windows ``_named_matches`` searches: from before each product name, and from the name itself."""
    spans = [(max(0, start - 40), min(len(text), end + 80)) for start, end in _products(text)]
    return spans + [(start, end) for start, end in _products(text)] + [(0, len(text))]


def _check_window_matches(texts: list[str]) -> int:
    checked = 0
    for text in texts:
        for pos, endpos in _windows(text):
            plain = _named_regex().finditer(text, pos, endpos)
            assert _window_groups(_window_matches(text, pos, endpos)) == _window_groups(plain), (text, pos)
            checked += 1
    return checked


@pytest.mark.parametrize("text", WINDOW_TEXTS)
def test_named_hardware_window_tried_at_its_pairs_matches_the_full_scan_on_fictional_text(text: str) -> None:
    assert _check_window_matches([text]) >= 1


@needs_bulk
def test_named_hardware_window_tried_at_its_pairs_matches_the_full_scan_on_real_abstracts() -> None:
    texts = [abstract for _, abstract in _bulk() if list(_products(abstract))]
    assert len(texts) >= 50
    assert _check_window_matches(texts) >= 200


@pytest.mark.parametrize("pattern", [_named_regex(), _generic_regex()], ids=["named", "generic"])
def test_hardware_pairs_are_read_from_the_pattern(pattern: re.Pattern[str]) -> None:
    """The pairs are a short list (else the shortcut is off) and hold each vendor's first two letters."""
    starts = _pair_starts(pattern.pattern, pattern.flags)
    assert starts is not None
    assert all(starts.match(alias[:2]) for alias in vendors())


@pytest.mark.parametrize("text", DEVICE_TEXTS + WINDOW_TEXTS)
def test_device_noun_search_at_pairs_matches_the_full_scan_on_fictional_text(text: str) -> None:
    near = finditer_near(_generic_regex(), _alone_nouns(), text, at_pairs=True)
    assert _window_groups(near) == _window_groups(_generic_regex().finditer(text))


@needs_bulk
def test_device_noun_search_at_pairs_matches_the_full_scan_on_real_abstracts() -> None:
    texts = [abstract for _, abstract in _bulk() if "PU" in abstract or "RDU" in abstract or "FPGA" in abstract]
    assert sum(1 for t in texts if _generic_regex().search(t)) >= 50
    near = [_window_groups(finditer_near(_generic_regex(), _alone_nouns(), t, at_pairs=True)) for t in texts]
    assert near == [_window_groups(_generic_regex().finditer(t)) for t in texts]


def test_a_pattern_without_a_short_list_of_pairs_is_searched_plainly() -> None:
    assert _pair_starts(r"\w+GPU", 0) is None and _pair_starts("gpu", re.IGNORECASE) is None
    assert search_at_pairs(re.compile(r"\w+GPU"), "an xGPU", 0, 7).span() == (3, 7)


# Fictional texts at the edges of the abbreviation tail check: an abbreviation at the very start, after a
# bracket, two in a row, a word that ends like one (`canvas.`), a period one character in, and runs longer
# than a sentence may be (cut as ``_split_long`` cuts them).
ABBREVIATION_TEXTS = [
    "vs. Orca it wins. Done.",
    "Kestrel (e.g. on FluxQA) is fast, cf. Tab. 2. It wins.",
    "A canvas. Fig. 3 shows it, et al. did too.",
    "a. b. Eqs. 4 and 5 hold, i.e. it is 2x faster w.r.t. Orca.",
    "Kestrel " + "runs " * 500 + "fast. Then " + "x" * 2100 + " ends.",
]


def _plain_bounds(text: str) -> list[tuple[int, int]]:
    """The plain version: the abbreviation pattern searched at every period, every bound through ``_split_long``."""
    bounds, start = [], len(text) - len(text.lstrip())
    for at, stop in _ends(text):
        if text[at] == "." and abbreviation_end().search(text, max(0, at - 8), at):
            continue
        bounds.append((start, stop))
        start = stop + len(text[stop:]) - len(text[stop:].lstrip())
    if start < len(text.rstrip()):
        bounds.append((start, len(text.rstrip())))
    return [piece for bound in bounds for piece in _split_long(text, *bound)]


@pytest.mark.parametrize("text", ABBREVIATION_TEXTS)
def test_sentence_bounds_with_the_tail_check_match_the_plain_search_on_fictional_text(text: str) -> None:
    bounds = sentence_bounds(text)
    assert bounds == _plain_bounds(text)
    assert all(end - start <= MAX_SENTENCE for start, end in bounds)


@needs_bulk
def test_sentence_bounds_with_the_tail_check_match_the_plain_search_on_real_abstracts() -> None:
    texts = [abstract for _, abstract in _bulk()]
    assert [sentence_bounds(text) for text in texts] == [_plain_bounds(text) for text in texts]
    size, tails = abbreviation_tails()
    skipped = sum(
        text[at] == "." and text[max(0, at - size) : at] not in tails for text in texts for at, _ in _ends(text)
    )
    assert skipped >= 10_000  # the check skips most sentence ends


def _plain_qualifier_before(v: View) -> str | None:
    """The plain version of ``qualifier_before``: the sign and the link word cut by substitutions over the window."""
    left = re.sub(r"\s?[+−]$", "", v.left().lower().rstrip()).rstrip()
    left = re.sub(r"(?<=[a-z])-$", "", left)  # `near-100%`
    link_end = rf"\b(?:{lexicon.word_alternation('link_word')})\s*$"
    found = qualifier_at_end(left) or qualifier_at_end(re.sub(link_end, "", left).rstrip())
    if found == "approx":
        return qualifier_at_end(_qualifier_tail().sub("", left).rstrip()) or found
    return found


# Fictional sentences at the edges of the qualifier and aggregate shortcuts: a sign after a qualifier, a link
# word glued to a word (`nearby`), spaces before the number, an aggregate word in capitals or only in the
# metric, and none at all.
QUALIFIER_TEXTS = [
    "Kestrel gains up to +1.8 BLEU and reaches ~ 3.5x, improving latency by nearly 40%.",
    "Kestrel keeps near-100% cache reuse and top-5 accuracy at near-zero cost.",
    "The nearby 12 nodes and the standby  4 nodes run at over −3 dB.",
    "Kestrel is 2.1x faster ON AVERAGE, with a Geo-Mean of 1.9x and a median 3 ms.",
    "Kestrel cuts the mean-latency by 31% and the tail by 12%.",
    "Kestrel is 3x faster than Orca on FluxQA.",
]


def _views(texts: list[str]) -> list[View]:
    return [View(s, i) for text in texts for s in sentences_with_mentions(text) for i in range(len(s.mentions))]


@pytest.mark.parametrize("text", QUALIFIER_TEXTS)
def test_qualifier_before_with_its_end_searches_matches_the_substitutions_on_fictional_text(text: str) -> None:
    views = _views([text])
    assert views and [qualifier_before.fn(v) for v in views] == [_plain_qualifier_before(v) for v in views]


@needs_bulk
def test_qualifier_before_with_its_end_searches_matches_the_substitutions_on_real_abstracts() -> None:
    views = _views([abstract for _, abstract in _bulk()])
    found = [qualifier_before.fn(v) for v in views]
    assert len(views) >= 2000 and sum(q is not None for q in found) >= 50
    assert found == [_plain_qualifier_before(v) for v in views]


def test_every_aggregate_cue_holds_one_of_the_pre_check_words() -> None:
    assert all(any(word in phrase for word in _aggregate_words()) for phrase in lexicon.cues("aggregate"))


@pytest.mark.parametrize("metric", [None, "mean latency", "Throughput", "AVG. accuracy"])
@pytest.mark.parametrize("text", QUALIFIER_TEXTS)
def test_aggregate_pre_check_skips_only_numbers_with_no_cue_near_on_fictional_text(
    text: str, metric: str | None
) -> None:
    for v in _views([text]):
        v.m.metric = metric
        near = lexicon.cue_regex("aggregate").findall(_near_number(v))
        may = v.s.memo("aggregate_word", _holds_aggregate_word) or _has_aggregate_word(metric or "")
        assert may or not near
        assert aggregate_near.fn(v) == (_plain_aggregate(near) if near else None)


def _plain_aggregate(near: list[str]) -> str | None:
    found = {lexicon.cues("aggregate")[p] for p in near}
    return next((value for value in ("geomean", "median", "mean") if value in found), None)


@needs_bulk
def test_aggregate_pre_check_skips_only_numbers_with_no_cue_near_on_real_abstracts() -> None:
    views = _views([abstract for _, abstract in _bulk()])
    skipped = [v for v in views if not _holds_aggregate_word(v.s)]
    assert len(skipped) >= 1000 and len(skipped) < len(views) - 100
    assert [v for v in skipped if lexicon.cue_regex("aggregate").search(_near_number(v))] == []


# Fictional texts at the edges of the dot-only sentence-end search and the one-space skip: non-ASCII text
# with no `!`/`?`, a no-break space, a line separator and a tab after a period, runs of periods, a closing
# quote or bracket, one `?` among periods, a period and a space at the very end.
DOT_TEXTS = [
    "Kestrel is fast… It wins.\u00a0Orca (v2.) loses.\u2028Done.",
    'Kestrel runs 2.5x faster.. Really.\tYes."  Next.) End. ',
    "Is Kestrel fast? Yes. It is.",
    "Kestrel. ",
    "Kestrel.",
]


@pytest.mark.parametrize("text", DOT_TEXTS + SENTENCE_TEXTS)
def test_sentence_ends_led_by_a_period_agree_with_the_unicode_search_on_fictional_text(text: str) -> None:
    assert list(_ends(text)) == _spans(_END.finditer(text))


@pytest.mark.parametrize("text", DOT_TEXTS + SENTENCE_TEXTS)
def test_one_space_skip_agrees_with_the_non_space_search_on_fictional_text(text: str) -> None:
    plain = [m.start() if (m := re.compile(r"\S").search(text, at)) else len(text) for at in range(len(text) + 1)]
    assert [_skip_spaces(text, at) for at in range(len(text) + 1)] == plain


# Fictional texts at the edges of the bounded qualifier cut: spaces, a tab and a newline after the phrase,
# a phrase glued to a word or a hyphen, `approx.`, symbols, a phrase inside another, capitals, none at all.
QUALIFIER_TAILS = [
    "reducing the size by more than ",
    "it is up to\t\n",
    "it is roughly",
    "it is non-nearly  ",
    "throughput rose approx.",
    "latency of ≤",
    "a gain of AT LEAST  ",
    "a gain of upto",
    "",
    "   ",
]


def test_no_qualifier_phrase_begins_or_ends_with_a_space() -> None:
    assert [p for p in lexicon.cues("qualifier") if p != p.strip()] == []


@pytest.mark.parametrize("text", QUALIFIER_TAILS)
def test_bounded_qualifier_cut_matches_the_substitution_on_fictional_text(text: str) -> None:
    assert without_qualifier(text) == (_qualifier_tail().sub("", text.lower()) if text else text)


@needs_bulk
def test_bounded_qualifier_cut_matches_the_substitution_on_real_abstracts() -> None:
    texts = [w for v in _views([abstract for _, abstract in _bulk()]) for w in (v.gap_tail(), v.left(), v.gap())]
    cut = [without_qualifier(t) for t in texts]
    assert sum(c != t.lower() for c, t in zip(cut, texts, strict=True)) >= 100
    tail = _qualifier_tail()  # two stacked qualifiers are cut (`by up to approximately `)
    assert cut == [tail.sub("", tail.sub("", t.lower())) if t else t for t in texts]


# Fictional windows that end as the end-anchored patterns of ``target`` and ``linked_change`` do: `$` before
# a final newline, a tab, `~` without a space, a symbol of inequality with and without one, and words that
# only end in a token.
KIND_TAILS = [
    "Kestrel holds a miss budget of ",
    "a violation rate of about\n",
    "an SLO at ~",
    "to keep the FluxNet miss rate below \t",
    "to hold its drop ratio within\n",
    "when Pd >= ",
    "at R ≤",
    "it runs at an ",
    "at a \n",
    "a format ",
    "Kestrel is an ",
    "with an accuracy drop of only\n",
    "the gains are ~",
    "reductions ranging from ",
    "its throughput drops ",
]


@pytest.mark.parametrize(
    ("pattern", "ends"),
    [
        (_TARGET_BEFORE, _TARGET_BEFORE_ENDS),
        (_PURPOSE_BEFORE, _PURPOSE_BEFORE_ENDS),
        (_INEQUALITY_BEFORE, _INEQUALITY_ENDS),
        (_AT_A_BEFORE, _AT_A_ENDS),
        (_FALL_BEFORE, _LINKED_ENDS),
        (_LINKED_BEFORE, _LINKED_ENDS),
    ],
)
def test_kind_end_tests_hold_wherever_the_end_anchored_pattern_matches(
    pattern: re.Pattern[str], ends: tuple[str, ...]
) -> None:
    windows = [*(_rule_windows() if BULK.is_file() else []), *KIND_TAILS]
    matched = [w for w in windows if pattern.search(w)]
    assert matched  # the pattern's matches are reached, not only its misses
    assert [w for w in matched if not w.rstrip().endswith(ends)] == []
