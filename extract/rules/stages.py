"""The order of extraction after detection: slots in dependency order, spread steps between them.

keep → kind → qualifier → metric (→ respectively) → aggregate → polarity → direction →
comparison (→ lists, respectively, carried, the metric of an unnamed gain over a baseline, of an unnamed level or
points difference, owners) →
condition (→ respectively).
Aggregate follows metric because `geometric-mean speedup` names both.
"""

from __future__ import annotations

from benchclaims.rules.comparison import COMPARISON
from benchclaims.rules.condition import CONDITION
from benchclaims.rules.direction import DIRECTION, POLARITY
from benchclaims.rules.engine import Slot, Stage
from benchclaims.rules.kind import KEEP, KIND
from benchclaims.rules.metric import METRIC, METRIC_OF_COMPARISON, METRIC_OF_UNNAMED
from benchclaims.rules.qualifier import AGGREGATE, QUALIFIER
from benchclaims.rules.spread import (
    baseline_of_figure,
    baselines_bracketed,
    baselines_carried,
    baselines_forward,
    baselines_of_anaphor,
    baselines_of_bracketed_difference,
    baselines_of_contrast,
    baselines_of_named_figures,
    baselines_respectively,
    baselines_shared_backward,
    conditions_respectively,
    inside_own_condition,
    metrics_of_compared,
    metrics_of_neighbour,
    metrics_of_sentence_before,
    metrics_respectively,
    possessive_figures,
    subjects_respectively,
)

STAGES: tuple[Stage, ...] = (
    KEEP,
    KIND,
    QUALIFIER,
    METRIC,
    metrics_respectively,
    AGGREGATE,
    POLARITY,
    DIRECTION,
    metrics_of_neighbour,
    metrics_of_sentence_before,
    COMPARISON,
    baselines_shared_backward,
    baselines_respectively,
    baselines_bracketed,
    baseline_of_figure,
    baselines_forward,
    metrics_of_compared,
    baselines_of_named_figures,
    baselines_of_bracketed_difference,
    baselines_of_contrast,
    baselines_carried,
    baselines_of_anaphor,
    subjects_respectively,
    METRIC_OF_COMPARISON,
    metrics_of_sentence_before,
    METRIC_OF_UNNAMED,
    possessive_figures,
    CONDITION,
    conditions_respectively,
    inside_own_condition,
)

SLOTS: tuple[Slot[object], ...] = tuple(stage for stage in STAGES if isinstance(stage, Slot))
