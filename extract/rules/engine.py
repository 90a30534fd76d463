"""The slot engine: every field of a mention is decided by one slot, in dependency order.

A slot owns a few fields of ``Mention`` and an ordered tuple of candidate rules. A rule reads a
read-only ``View`` (the mention, its windows, what earlier slots decided for it and its
neighbours) and *returns* a value, or ``None`` when it does not apply; the first value wins and the
slot's writer puts it on the mention. Only the engine writes mentions, and it records each decision
as ``slot:rule`` in ``Mention.rules`` (the trace, output only: no rule reads it).

Two orders exist. ``mention`` order decides the slot for mention 0, then 1, … (a rule may read the
finished decision of the mention before). ``rule`` order tries the first rule on every mention, then
the second on those still open, … (a rule may read what an earlier rule decided for any neighbour,
as `1.1x and 2.4x throughput gains` does for the first number).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any, Generic, Literal, TypeVar

from benchclaims.rules.context import Sentence, clause_tail
from benchclaims.rules.model import Mention

T = TypeVar("T")


@dataclass(frozen=True)
class View:
    """What a rule may read: mention ``i`` of sentence ``s``, its neighbours and windows."""

    s: Sentence
    i: int
    #: The mention being decided (read it, never write it): ``s.mentions[i]``, read once.
    m: Mention = field(init=False, repr=False, compare=False)
    #: Its four windows (left, right, gap, right gap), cut once: the rules ask for them about 25 times
    #: per mention, and no stage moves a mention (a view lives until ``s.mentions`` is replaced).
    windows: tuple[str, str, str, str] = field(init=False, repr=False, compare=False)
    #: The mention before, in the same sentence (read by about 80 rule calls per document: a field, not a property).
    prev: Mention | None = field(init=False, repr=False, compare=False)
    #: The gap after its last clause break (``gap_tail``), cut on first request.
    tail: str | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        s, i = self.s, self.i
        object.__setattr__(self, "m", s.mentions[i])
        object.__setattr__(self, "prev", s.mentions[i - 1] if i > 0 else None)
        object.__setattr__(self, "windows", (s.left(i), s.right(i), s.gap(i), s.right_gap(i)))

    def left(self) -> str:
        """Text from the sentence start to the mention (windowed)."""
        return self.windows[0]

    def right(self) -> str:
        """Text from the mention to the sentence end (windowed)."""
        return self.windows[1]

    def gap(self) -> str:
        """Text between the previous mention (or the sentence start) and this one."""
        return self.windows[2]

    def right_gap(self) -> str:
        """Text between this mention and the next one (or the sentence end)."""
        return self.windows[3]

    def gap_tail(self) -> str:
        """``clause_tail(self.gap())``: the gap after its last clause break, cut once (a dozen rules read it)."""
        tail = self.tail
        if tail is None:
            tail = clause_tail(self.windows[2])
            object.__setattr__(self, "tail", tail)
        return tail


@dataclass(frozen=True)
class Example:
    """A sentence a rule must decide (``value``), or must leave alone (``fires`` false)."""

    text: str
    value: Any
    fires: bool


@dataclass(frozen=True)
class Rule(Generic[T]):
    """A named candidate rule of one slot, with the examples that document and test it."""

    name: str
    slot: str
    fn: Callable[[View], T | None]
    examples: tuple[Example, ...]


def rule(slot: str, *examples: tuple[str, Any]) -> Callable[[Callable[[View], T | None]], Rule[T]]:
    """Declare a rule of ``slot`` with its examples: ``("text", value)`` must be decided by this rule
    with ``value``; ``("!text", None)`` must not be decided by it."""

    def wrap(fn: Callable[[View], T | None]) -> Rule[T]:
        table = tuple(
            Example(text[1:], value, False) if text.startswith("!") else Example(text, value, True)
            for text, value in examples
        )
        return Rule(fn.__name__, slot, fn, table)

    return wrap


@dataclass(frozen=True)
class Slot(Generic[T]):
    """One field group: its candidate rules, their order and the writer of a decided value."""

    name: str
    rules: tuple[Rule[T], ...]
    write: Callable[[Mention, T], None]
    applies: Callable[[Mention], bool]
    order: Literal["mention", "rule"] = "mention"
    #: Each rule's function with its trace entry, ``slot:rule``, built once: the engine calls them
    #: tens of times per mention, so neither the function nor the entry is looked up or built per call.
    calls: tuple[tuple[Callable[[View], T | None], str], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "calls", tuple((r.fn, f"{self.name}:{r.name}") for r in self.rules))


def _views(s: Sentence) -> list[View]:
    """A view of every mention of ``s`` (valid until ``s.mentions`` is replaced)."""
    return [View(s, i) for i in range(len(s.mentions))]


def run_slot(slot: Slot[Any], s: Sentence, every: list[View] | None = None) -> bool:
    """Decide ``slot`` for every mention of ``s`` it applies to, in the slot's order (``every``: the views
    of all of ``s``'s mentions, when the caller has them); whether it decided any (wrote a mention)."""
    applies, write = slot.applies, slot.write
    views = [v for v in (_views(s) if every is None else every) if applies(v.m)]
    wrote = False
    if slot.order == "mention":
        for view in views:
            for fn, trace in slot.calls:
                if (value := fn(view)) is not None:
                    write(view.m, value)
                    view.m.rules.append(trace)
                    wrote = True
                    break
        return wrote
    for fn, trace in slot.calls:  # each rule on the views no earlier rule decided
        still = []
        for view in views:
            if (value := fn(view)) is None:
                still.append(view)
            else:
                write(view.m, value)
                view.m.rules.append(trace)
                wrote = True
        if not (views := still):
            break
    return wrote


def all_rules(slots: tuple[Slot[Any], ...]) -> Iterator[Rule[Any]]:
    """Every rule of ``slots``, in engine order."""
    for slot in slots:
        yield from slot.rules


@dataclass(frozen=True)
class Patch:
    """A value that a spread step copies onto ``target``; ``slot:step`` goes into its trace."""

    target: Mention
    slot: str
    step: str
    fields: dict[str, Any]


@dataclass(frozen=True)
class Before:
    """What the document said before the current sentence (read by the cross-sentence steps)."""

    previous: tuple[Mention, ...] = ()
    last_absolute: Mention | None = None
    sentence: Sentence | None = None


_DROPPED = attrgetter("dropped")

Step = Callable[[Sentence, Before], Iterator[Patch]]
Stage = Slot[Any] | Step


def run_stages(stages: tuple[Stage, ...], s: Sentence, before: Before) -> None:
    """Run every stage on ``s``: slots decide, steps patch; dropped mentions leave the sentence."""
    if not s.mentions:  # most sentences hold no number: nothing to decide or patch
        return
    views = _views(s)
    for stage in stages:
        if isinstance(stage, Slot):
            wrote = run_slot(stage, s, views)
        else:
            wrote = False
            for patch in list(stage(s, before)):
                for name, value in patch.fields.items():
                    setattr(patch.target, name, value)
                patch.target.rules.append(f"{patch.slot}:{patch.step}")
                wrote = True
        # only a stage that wrote a mention can have dropped one (rules and steps only read mentions)
        if wrote and any(map(_DROPPED, s.mentions)):
            s.dropped.extend(m for m in s.mentions if m.dropped)
            s.mentions = [m for m in s.mentions if not m.dropped]
            if not s.mentions:  # every stage decides or patches only the sentence's own mentions
                return
            views = _views(s)


def run_document(stages: tuple[Stage, ...], sentences: list[Sentence]) -> list[Mention]:
    """Run the stages sentence by sentence; the mentions that remain, in order."""
    out: list[Mention] = []
    before = Before()
    for s in sentences:
        if not s.mentions:  # a sentence without mentions changes only which sentence came last
            before = Before((), before.last_absolute, s)
            continue
        run_stages(stages, s, before)
        out.extend(s.mentions)
        last = next((m for m in reversed(s.mentions) if m.kind == "absolute"), before.last_absolute)
        before = Before(tuple(s.mentions), last, s)
    return out
