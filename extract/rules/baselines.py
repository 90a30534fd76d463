"""Baselines: what each number is compared against, and whose number a baseline figure is.

A baseline phrase is a cue (`over`, `than`, `compared to`, `relative to`, `against`, `versus`,
`outperforms`) and the names after it, split at `and` and commas. Its scope depends on its place:
right after a number it binds that number; between two numbers it binds the next one; after a
comma, at the start of the sentence or as `outperforming X` it holds for the whole sentence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from benchclaims.lexicon import cue_regex
from benchclaims.rules.context import Sentence
from benchclaims.rules.model import Mention

_CUE = re.compile(
    r"(?<![\w-])(?P<cue>over|than|compared\s(?:to|with)|in\scomparison\s(?:to|with)|relative\sto|against|"
    r"with\srespect\sto|w\.r\.t\.?|in\scontrast\sto|competitive\swith|comparable\sto|on\spar\swith|"
    r"versus|vs\.?|outperform(?:s|ing|ed)?|surpass(?:es|ing|ed)?|beat(?:s|ing)?|exceed(?:s|ing|ed)?|"
    r"over\sthe\sbaseline\sof)\s+",
    re.IGNORECASE,
)
_NOT_BASELINE_CUE = re.compile(
    r"\b(?:rather|other)\s$|"
    r"\b(?:averaged|average|aggregated|summed|trained|evaluated|computed|measured|scaling|scales|scale|iterating|"
    r"distributed|spread|up|all)\s$"
)
_NP_STOP = re.compile(
    r"\s(?:by|on|in|under|across|with|while|for|at|when|through|via|achiev\w*|respectively|using|without|"
    r"which|that|to|from|as|where|whose|is|are|was|were|can|and\s(?:a|an|achiev\w*|reduc\w*|improv\w*|"
    r"lower\w*|boost\w*|increas\w*|maintain\w*|sav\w*|cut\w*|up\sto|[a-z]+s\s(?=[a-z]))|but|yet)\b|"
    r"\.(?!\w)|[;:()\[\]]|\s\d[\d.,]*(?:[x×X%]|\s|$)|\s~|\s-\s|\s—|,(?!\s(?:and|or)\s[A-Z]|\s[A-Z][\w.-]*,|\s[A-Z][\w.+-]*(?:[.;)]|$))|$"
)
_RESPECTIVELY_LATER = re.compile(r"^[^;]*\brespectively\b")
_APPOSITIVE = re.compile(r"(?:the\s|a\s|an\s)?[a-z][^,\s]*\s[^,]+,\s(?P<name>[A-Z][\w.+-]*)$")  # a description, Name
_LEAD_IN = re.compile(r"(?:always\s|simply\s|just\s|directly\s)?(?:using|running|applying|employing)\s")
_SUCH_AS = re.compile(r"[^,;.()]{0,60}?\s(?:such\sas|like|e\.g\.,?|including)\s")
#: After a baseline phrase that ends its clause: a setting (`on X`), then the sentence's end or a
#: `while`/`without` clause.
_TRAILING = re.compile(
    r"^\s*(?:(?:on|in|across|for|under|at|with|using|via)\s[^,;]{1,40}?)?"
    r"(?:[.!?]|,\s*(?:while|whereas|without|all\swhile)\b.*)?\s*$"
)
_SPLIT = re.compile(r",\s*(?:and\s|or\s)?|\s(?:and|or|&)\s")
_DETERMINER = re.compile(r"^(?:the|a|an|both|all|either|each|several|other|various)\s", re.IGNORECASE)
_NOT_A_NAME = re.compile(
    r"^(?:time|the course|years?|iterations?|epochs?|steps?|rounds?|long|multiple|different|various|a wide|"
    r"a range|a variety|an order of magnitude|orders? of magnitude)(?![\w-])|^[\d+~<>-]",
    re.IGNORECASE,
)


@dataclass
class Phrase:
    """A baseline phrase: its offsets in the document, its names and its scope."""

    start: int
    end: int
    names: list[str]
    scope: str  # "forward" (outperforms X by), "sentence", or "local"
    respectively: bool


def split_names(np: str) -> list[str]:
    """Names of a coordinated baseline phrase.

    >>> split_names("vLLM, SGLang, and TensorRT-LLM")
    ['vLLM', 'SGLang', 'TensorRT-LLM']
    >>> split_names("both heuristic baselines and state-of-the-art ranking algorithms")
    ['heuristic baselines', 'state-of-the-art ranking algorithms']
    >>> split_names("the state-of-the-art Linux solution, TPP")
    ['TPP']
    """
    appositive = _APPOSITIVE.match(np.strip())  # `the state-of-the-art Linux solution, TPP`: the name
    names = []
    for part in _SPLIT.split(appositive.group("name") if appositive else np):
        clause = re.match(r"\w+ing\s(?:a|an|the|that|its|their|our)\b", part)
        if cue_regex("verb").search(part.lower()) or cue_regex("qualifier").search(part.lower()) or clause:
            break  # a clause, not a name: `…, KREX delivers up to`
        part = re.sub(r"\s(?:and|or)$", "", _DETERMINER.sub("", part.strip(" ,'")).strip())
        part = re.sub(r"'s$", "", part)
        if part and not _NOT_A_NAME.match(part) and part.lower() not in ("only", "a", "an", "the"):
            names.append(part)
    return names


def find_phrases(s: Sentence) -> list[Phrase]:
    """Every baseline phrase of sentence ``s``, in order."""
    body = s.body
    starts = {m.start - s.start for m in s.mentions}
    phrases = []
    for cue in _CUE.finditer(body):
        rest = body[cue.end() :]
        if _NOT_BASELINE_CUE.search(body, max(0, cue.start() - 16), cue.start()):
            continue
        if rest[:1].isdigit() or rest[:1] in "~≈<>$" or cue.end() in starts:
            continue  # `over 99% accuracy`, `more than double`: a qualifier of the number, not a comparison
        lead = _SUCH_AS.match(rest) or _LEAD_IN.match(rest)  # `baselines such as A`, `than always using B`
        begin = lead.end() if lead else 0
        stop = _NP_STOP.search(rest, begin).start()  # type: ignore[union-attr]
        names = split_names(rest[begin:stop])
        if names:
            scope, respectively = _scope(body, cue, rest[stop:])
            phrases.append(Phrase(s.start + cue.start(), s.start + cue.end() + stop, names, scope, respectively))
    return phrases


def _scope(body: str, cue: re.Match[str], after: str) -> tuple[str, bool]:
    """The scope of the phrase of ``cue`` (whose names end where ``after`` starts), and `respectively`."""
    scope = "local"
    if cue.group("cue").lower().startswith(("outperform", "surpass", "beat", "exceed")):
        scope = "forward" if re.match(r"\s(?:by|with)\b", after) else "sentence"
    elif not body[: cue.start()].strip() or body[: cue.start()].rstrip().endswith(",") or after.startswith(":"):
        scope = "sentence"
    respectively = bool(re.match(r"\s?,?\s?respectively\b", after)) or (
        scope == "forward" and bool(_RESPECTIVELY_LATER.match(after))  # `outperforming A and B by 2% and 3%, resp.`
    )
    if respectively:
        return "sentence", True
    if scope == "local" and _TRAILING.match(after):
        return "trailing", False  # `X improves by 12%, Y drops by 44%, and Z by 14% compared to B.`
    return scope, False


_CLAIMS = ("speedup", "percent_change", "absolute")
_OUTPERFORMING = re.compile(r"(?:outperforming|surpassing|beating|exceeding)\b", re.IGNORECASE)


def _claims_between(s: Sentence, start: int, end: int) -> bool:
    return any(m.kind in _CLAIMS and start <= m.start < end for m in s.mentions)


def _tight_after(s: Sentence, i: int, phrases: list[Phrase]) -> Phrase | None:
    """The phrase that starts within a few words after mention ``i``, with no number between."""
    m = s.mentions[i]
    for p in phrases:
        if p.start >= m.end and not _claims_between(s, m.end, p.start):
            between = s.text[m.end : p.start]
            if len(between.split()) <= 6 and ";" not in between:
                return p
            return None
    return None


def _in_gap(s: Sentence, i: int, phrases: list[Phrase], used: set[int]) -> Phrase | None:
    begin = s.mentions[i - 1].end if i > 0 else s.start
    inside = [p for p in phrases if begin <= p.start < s.mentions[i].start and id(p) not in used]
    return inside[-1] if inside else None


def attach_baselines(s: Sentence) -> None:
    """Give every claim of ``s`` the baselines whose phrase scopes over it."""
    phrases = find_phrases(s)
    used: set[int] = set()
    for i, m in enumerate(s.mentions):
        if m.kind not in _CLAIMS or m.baselines:
            continue
        phrase = _tight_after(s, i, phrases)
        rule = "baseline_after"
        if phrase is None or phrase.scope == "forward":
            phrase, rule = _in_gap(s, i, phrases, used), "baseline_before"
        if phrase is None and s.in_loose_list(i) and s.mentions[i - 1].baselines:
            m.baselines = list(s.mentions[i - 1].baselines)
            m.rules.append("baseline_list")
            continue
        if phrase is None:
            wide = ("sentence", "trailing") if m.kind in ("speedup", "percent_change") else ("sentence",)
            sentence_wide = [p for p in phrases if p.scope in wide and not _clause_break(s.text, p.end, m.start)]
            phrase, rule = (sentence_wide[0], "baseline_sentence") if sentence_wide else (None, "")
        if phrase is not None:
            if rule == "baseline_after":
                used.add(id(phrase))
            m.baselines = list(phrase.names)
            m.rules.append(rule)
    _share_backward(s)
    _of_baseline(s)
    _distribute_respectively(s, phrases)
    _outperformed_before(s, phrases)
    _carry_forward(s)


def _outperformed_before(s: Sentence, phrases: list[Phrase]) -> None:
    """`achieves an F1 of 93.24%, outperforming A and B by …`: the figure the participle qualifies is
    compared with A and B (not after `… and outperforms A by`, a claim of its own)."""
    for p in phrases:
        if p.scope not in ("forward", "sentence") or not _OUTPERFORMING.match(s.text, p.start):
            continue
        for m in s.mentions:
            if m.kind in _CLAIMS and m.end <= p.start and not m.baselines and ";" not in s.text[m.end : p.start]:
                m.baselines = list(p.names)
                m.rules.append("baseline_outperformed")


def _carry_forward(s: Sentence) -> None:
    """`by up to 19% over X, reduces latency by 53.3%, and cuts energy by 52.2%`: a later change in
    the sentence with no baseline of its own is compared against the last one named."""
    current: list[str] = []
    for m in s.mentions:
        if m.kind not in ("speedup", "percent_change") or m.percent_of:
            continue
        if m.baselines:
            current = m.baselines
        elif current:
            m.baselines = list(current)
            m.rules.append("baseline_forward")


_CLAUSE_BREAK = re.compile(r";|,\s(?:while|whereas|but)\b")


def _clause_break(text: str, phrase_end: int, start: int) -> bool:
    """True when a `;` or `, while`/`, whereas`/`, but` separates a phrase from a later number."""
    return start > phrase_end and _CLAUSE_BREAK.search(text, phrase_end, start) is not None


def _share_backward(s: Sentence) -> None:
    """`a 2.89x X speedup and a 1.33x Y speedup over Z`: an earlier number of the same kind shares Z."""
    for i in range(len(s.mentions) - 2, -1, -1):
        m, nxt = s.mentions[i], s.mentions[i + 1]
        gap = s.gap(i + 1)
        if (
            m.kind == nxt.kind
            and m.kind in _CLAIMS
            and not m.baselines
            and nxt.baselines
            and ("baseline_after" in nxt.rules or "baseline_shared" in nxt.rules)
            and re.search(r"\band\b|,", gap)
            and len(gap.split()) <= 8
            and not re.search(r"\b\w+(?:es|ed|ing)\b|;", gap)
        ):
            m.baselines = list(nxt.baselines)
            m.rules.append("baseline_shared")


_OF_NAME = re.compile(
    r"^\s?of\s(?:the\s)?(?P<np>[^,.;()]+?)(?=[,.;()]|\s(?:and|while|with|on|in|under|for|at|across|up\sto)\s|$)"
)


def _of_baseline(s: Sentence) -> None:
    """`reduces cost to 31% of NVL-72`, `within 2.3% of FP4 step time`: the `of` phrase is the baseline."""
    for i, m in enumerate(s.mentions):
        if not m.baselines and (m.percent_of or "within_percent_of" in m.rules):
            found = _OF_NAME.match(s.right(i))
            if found:
                m.baselines = [found.group("np").strip()]
                m.rules.append("baseline_of")


def list_groups(s: Sentence) -> list[list[int]]:
    """Indices of the maximal lists of claims in ``s`` (`2.6x and 2.0x`), singletons included."""
    groups: list[list[int]] = []
    for i, m in enumerate(s.mentions):
        if m.kind not in _CLAIMS:
            continue
        if groups and s.in_list_with_previous(i) and groups[-1][-1] == i - 1:
            groups[-1].append(i)
        else:
            groups.append([i])
    return groups


def _distribute_respectively(s: Sentence, phrases: list[Phrase]) -> None:
    """`by 2.6x and 2.0x … compared to A and B, respectively`: the i-th number gets the i-th name."""
    for p in phrases:
        if not p.respectively or len(p.names) < 2:
            continue
        for group in list_groups(s):
            if len(group) == len(p.names):
                for idx, name in zip(group, p.names, strict=True):
                    s.mentions[idx].baselines = [name]
                    s.mentions[idx].rules.append("baseline_respectively")


_COMPARED_FIGURE = re.compile(r"\b(?:compared\s(?:to|with)|versus|vs\.?)\s?(?:only\s|just\s)?$")
_PAREN_OWNER = re.compile(r"([A-Z][\w.-]*(?:[\s-][A-Z0-9][\w.-]*)*)\s\($")
_ACHIEVED_BY = re.compile(
    r"^\s(?:achieved|attained|reported|obtained|reached|scored)\sby\s([A-Z][\w.-]*(?:\s[A-Z0-9][\w.-]*)*)"
)
_FIGURE_OWNER = re.compile(
    r"^\s(?:by|for|from|of|with)\s((?:the\s)?[^,.;()]+?)(?=[,.;()]|\s[-—]\s|\s(?:and|while|in|on)\s|$)"
)
_POSSESSIVE = re.compile(r"([A-Z][\w.-]*(?:[\s-][A-Z0-9][\w.-]*)*)'s\s$")


def _own(m: Mention, name: str) -> None:
    m.subject, m.baselines = name, []
    m.rules.append("figure_owner")


def _named_owner(s: Sentence, i: int) -> str | None:
    """`… achieved by STORM`, `GPT-5 (77.83%)`, `AgentFold (36.2% and 47.3%)`: a figure of a named system."""
    achieved = _ACHIEVED_BY.match(s.right(i))
    if achieved:
        return achieved.group(1)
    paren = _PAREN_OWNER.search(s.left(i))
    if paren and re.match(r"^\s?(?:(?:,|and)\s?[\d.]+\s?%\s?)*\)", s.right(i)):
        return paren.group(1)
    if (
        s.in_list_with_previous(i)
        and "figure_owner" in s.mentions[i - 1].rules
        and s.text[s.mentions[i - 1].start - 1] == "("
    ):
        return s.mentions[i - 1].subject
    return None


def figure_owners(s: Sentence) -> None:
    """`64% …, compared to only 21% by X`: X owns 21% and is the baseline of 64%."""
    for i, m in enumerate(s.mentions):
        named = _named_owner(s, i) if m.kind in _CLAIMS else None
        if named:
            _own(m, named)
            continue
        if m.kind not in _CLAIMS or i == 0 or not _COMPARED_FIGURE.search(s.left(i)):
            continue
        owner = _FIGURE_OWNER.match(s.right(i))
        if owner:
            name = re.sub(r"^the\s", "", owner.group(1).strip())
            _own(m, name)
            s.mentions[i - 1].baselines = [name]


def possessive_owner(s: Sentence, i: int) -> str | None:
    """The owner of mention ``i`` written as `X's N` (`DeepSeek-V3's 2,324`)."""
    found = _POSSESSIVE.search(s.left(i))
    return found.group(1) if found else None


_CONTINUES = re.compile(r"^(?:(?:In|On|Across|Under|For|With|At)\s[^,]{1,80},\s)?(?:it|It|they|They)\s")


def carry_over(s: Sentence, previous: list[Mention]) -> None:
    """`… over vLLM by 53.3%. In a longer run, it increases throughput by 35.6%`: the comparison goes on.

    A sentence whose subject is a pronoun and that names no baseline of its own keeps the single
    baseline of the previous sentence's relative claims.
    """
    names = {
        tuple(m.baselines)
        for m in previous
        if m.kind in ("speedup", "percent_change") and m.baselines and not m.percent_of
    }
    if len(names) != 1 or not _CONTINUES.match(s.body) or find_phrases(s):
        return
    (carried,) = names
    for m in s.mentions:
        if m.kind in ("speedup", "percent_change") and not m.baselines:
            m.baselines = list(carried)
            m.rules.append("baseline_carried")
