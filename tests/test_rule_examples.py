"""Every slot rule runs its own examples: a positive one must be decided by *this* rule with the given
value, a negative one must not be decided by it. A priority change that hands a case to another rule
fails here by the rule's name. The coverage tests list rules without examples or that never fire."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from benchclaims.assemble import document_sentences, interpret
from benchclaims.normalize import normalize
from benchclaims.rules.engine import Example, Rule, all_rules
from benchclaims.rules.model import Mention
from benchclaims.rules.stages import SLOTS

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
RULES = list(all_rules(SLOTS))


def mentions_of(text: str) -> list[Mention]:
    """Every mention of ``text`` after the stages, dropped ones included."""
    sentences = document_sentences("", normalize(text).text)
    kept = interpret(sentences)
    return kept + [m for s in sentences for m in s.dropped]


def decided(m: Mention, slot: str) -> Any:
    """The value of ``slot`` on a finished mention, as the examples state it."""
    if slot == "comparison" and m.subject:
        return ("subject", m.subject)
    fields = {"keep": "dropped", "comparison": "baselines"}
    return getattr(m, fields.get(slot, slot))


CASES = [pytest.param(r, ex, id=f"{r.slot}:{r.name}:{ex.text[:40]}") for r in RULES for ex in r.examples]


@pytest.mark.parametrize(("rule", "example"), CASES)
def test_rule_decides_its_examples(rule: Rule[Any], example: Example) -> None:
    label = f"{rule.slot}:{rule.name}"
    by_rule = [m for m in mentions_of(example.text) if label in m.rules]
    if not example.fires:
        assert not by_rule, f"{label} decided {example.text!r}"
        return
    assert by_rule, f"{label} did not decide {example.text!r}"
    assert decided(by_rule[0], rule.slot) == example.value


def test_every_rule_has_a_positive_example() -> None:
    assert [r.name for r in RULES if not any(e.fires for e in r.examples)] == []


def test_rule_names_are_unique() -> None:
    names = [r.name for r in RULES]
    assert len(names) == len(set(names))


@cache
def fired_on_corpora() -> frozenset[str]:
    labels: set[str] = set()
    for name in ("dev", "train"):
        for line in (CORPUS / f"{name}.input.jsonl").open(encoding="utf-8"):
            for m in mentions_of(json.loads(line)["abstract"]):
                labels.update(m.rules)
    return frozenset(labels)


#: Rules that no dev or train abstract exercises today: their examples are their only evidence. A rule
#: that stops firing on the corpora, or one that starts, changes this list on purpose.
SILENT_ON_CORPORA = [
    "keep:data_split",
    "keep:range_factor",
    "keep:resampled_factor",
    "keep:configured_value",
    "keep:bare_change_word",
    "keep:data_size",
    "keep:statistic",
    "keep:share_bound",
    "keep:name_at_figure",
    "keep:parameter_at",
    "keep:opening_setting",
    "keep:operating_point",
    "keep:setting_rate",
    "keep:clock_setting",
    "keep:share_in_condition",
    "keep:chance_level",
    "keep:class_share",
    "keep:collection_duration",
    "keep:design_spec",
    "keep:fold_aspect",
    "keep:hardware_spec",
    "keep:plural_figure",
    "kind:widened_change",
    "kind:contrasted_kind",
    "kind:bracketed_kind",
    "kind:named_level",
    "kind:percent_of_baseline",
    "kind:linked_change",
    "kind:gain_over_name",
    "qualifier:qualifier_negated_reach",
    "qualifier:qualifier_or_more",
    "qualifier:qualifier_of_end",
    "qualifier:qualifier_exceeded_level",
    "metric:metric_bracket_label",
    "metric:metric_contributed_to",
    "metric:metric_share_of",
    "metric:metric_performs",
    "metric:metric_likelihood",
    "metric:metric_change_noun_in",
    "metric:metric_in_named",
    "metric:metric_change_in",
    "metric:metric_clause_level",
    "metric:metric_gain_member",
    "metric:metric_before_bracket",
    "metric:metric_praised_before_gain",
    "metric:metric_at_k_subject",
    "metric:metric_bracket_benchmark",
    "metric:metric_state_subject",
    "metric:metric_held_object",
    "metric:metric_parallel_object",
    "metric:metric_member_label",
    "metric:metric_past_baseline",
    "metric:metric_named_change",
    "metric:metric_frequency_clause",
    "metric:metric_coordinated_to",
    "metric:metric_pair_member",
    "metric:metric_appositive_change",
    "metric:metric_past_setting",
    "metric:metric_contrast_level",
    "metric:metric_before_pair",
    "metric:metric_share_subject",
    "metric:metric_restated_time",
    "metric:metric_in_score_name",
    "metric:metric_before_colon",
    "metric:metric_of_signed_difference",
    "metric:metric_halved_object",
    "metric:metric_faster_apart",
    "metric:metric_shared_head",
    "direction:direction_widened",
    "direction:direction_fraction",
    "direction:direction_added",
    "direction:direction_coordinated_to",
    "comparison:baseline_of_bracketed_gain",
    "comparison:difference_of_owned",
    "comparison:figure_of_contrast_subject",
    "comparison:figure_of_reference_of",
    "comparison:figure_of_relative_clause",
    "comparison:baseline_share_of",
    "comparison:baseline_share_retained",
    "comparison:baseline_of_from_end",
    "comparison:baseline_gapped",
    "comparison:baseline_coordinated_object",
    "comparison:baseline_improved_object",
    "comparison:baseline_factor_of",
    "comparison:figure_of_reference",
    "comparison:baseline_of_reference",
    "metric:metric_opening_benchmark",
    "metric:metric_share_of_determiner",
]


@pytest.mark.skipif(not (CORPUS / "train.input.jsonl").exists(), reason="../shared is not beside the repo")
def test_which_rules_fire_on_dev_or_train() -> None:
    fired = fired_on_corpora()
    assert [f"{r.slot}:{r.name}" for r in RULES if f"{r.slot}:{r.name}" not in fired] == SILENT_ON_CORPORA
