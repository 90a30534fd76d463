"""The system a paper proposes: from the title (`RollMux: …`) or the abstract (`we present X`)."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator
from functools import cache

from benchclaims.lexicon import accelerators, alternation, word_alternation, words
from benchclaims.rules.scan import ASCII_CASE_TWIN, widest

_CAP = r"(?:[A-Z]|[a-z]{1,2}(?=[A-Z]))"  # `RollMux`, and lowercase-led `cMPI`, `iSAGE`
_START = rf"(?:[0-9]|{_CAP})"  # a title name may also lead with a digit: `4DGen`
_VERSION = r"v\d[\d.]*"  # a release the name carries: `OlmoEarth v1.1`
_NAME = rf"{_START}[\w.+^-]*(?:\s(?:[A-Z0-9][\w.+^-]*|{_VERSION}\b)){{0,3}}"  # `^` of a TeX superscript: `R^2-Serve`
_TITLE_PREFIX = re.compile(rf"^\s*({_NAME})\s?:")
_TITLE_REPORT = re.compile(rf"^\s*({_NAME})\s(?:Technical Report|Tech Report)")
_REPORT_END = re.compile(r"\s(?:Technical|Tech)\sReport$")
_TITLE_IS = re.compile(rf"^\s*({_NAME})\sis\b")  # `KestrelDB is …`, but not `Less is More`
_TITLE_DASH = re.compile(rf"^\s*({_NAME})\s(?:-{{1,2}}|—|–)\s")  # `KestrelDB - Fast Serving`
_TITLE_LOWER = re.compile(r"^\s*([a-z][\w.+-]*)\s?:")  # a lowercase tool name: `pathsig: …`, `hls4ml: …`
_TITLE_LABEL = re.compile(rf"^\s*(?:{word_alternation('title_label')})\s?:\s*")  # `Position: …`, `Poster: …`
_TITLE_ACRONYM = re.compile(r"^\s*(?P<full>[A-Z][^:()]{2,80}?)\s\((?P<acr>[A-Z][\w-]*)\)\s?:")
_DISTINCTIVE = re.compile(r"[a-z][A-Z]|[A-Z]{2}|\d")


@cache
def _gerunds() -> tuple[str, ...]:
    """`by introducing`, `by proposing`, …: an introducing verb as a gerund after `by`.

    >>> "by introducing" in _gerunds()
    True
    """
    return tuple(f"by {word.removesuffix('e')}ing" for word in sorted(words("introduce_gerund_verb")))


def _we_introduce(lead: str) -> str:
    """The words that introduce a name after ``lead``: `We (therefore) propose `, `This paper presents `, and
    after `we` also in the past tense: `We developed ` (`prior work proposed X` names another's work), or a
    gerund after `by`: `… by introducing `."""
    adverb, verb = rf"(?:(?:{word_alternation('intro_adverb')})\s)?", f"(?:{word_alternation('introduce_verb')})"
    return rf"\b(?:{lead}{adverb}{verb}s?|[Ww]e\s{adverb}{verb}e?d|{alternation(_gerunds())})\s(?:and\s\w+\s)?"


def _intro(lead: str) -> re.Pattern[str]:
    """A name introduced after ``lead``: `we propose Kestrel`, `a planner called Kestrel`, `we propose the KBP (Kestrel
    Batch Planner)`."""
    return re.compile(
        rf"{_we_introduce(lead)}(?:a\s[\w\s-]{{0,40}}?(?:{word_alternation('naming_verb')})\s|the\s"
        rf"(?:{word_alternation('system_noun')})\s|the\s(?=[A-Z][A-Z\d-]+\s\([A-Z]))?"  # `the PACT (Protocolized …)`
        rf"(?P<name>{_CAP}[\w.+-]*(?:(?:\s[A-Z][\w.+-]*){{0,8}}\s\([A-Z][\w.+-]*\)|(?:\s[A-Z][\w.+-]*){{0,4}}))"
    )


_LEAD = rf"(?:[Ww]e\s?|(?:{word_alternation('paper_noun')})\s)"  # `we`, `this paper`, `our study`
_WE_INTRODUCE = _we_introduce(_LEAD)
_INTRO = _intro(_LEAD)
_INTRO_AND = _intro(  # less trusted: the second verb of `we study X and propose Kestrel`
    rf"[Ww]e\s(?!(?:{word_alternation('introduce_verb')})\b)[a-z]+\s[^.;:]{{0,160}}?\sand\s"
)
_INTRO_THE = re.compile(rf"{_WE_INTRODUCE}the\s(?P<name>[A-Z][\w.+-]*(?:\s[A-Z][\w.+-]*){{1,4}})")  # `the Heron Plan`
_CALLED = re.compile(  # `a framework called Kestrel`, `termed Stall Free Batching (SFB)`, `named as Kestrel`
    rf"\b(?:{word_alternation('naming_verb')})\s(?:as\s)?(?P<name>[A-Z][\w.+-]*(?:\s[A-Z][\w.+-]*){{0,4}}(?:\s\([A-Z][\w.+-]*\))?)"
)
_APPOSITION = re.compile(
    rf"\b{_LEAD}(?:{word_alternation('intro_verb')})s?\s(?:a|an)\s"
    r"[\w\s-]{0,60}?,\s(?P<name>[A-Z][\w.+-]*(?:\s[A-Z][\w.+-]*){0,2})(?:,|\s\()"
)
_DESCRIBED_ACRONYM = re.compile(  # `we propose an iterative refinement network (DECT-DRNet)`: the acronym names it
    rf"{_WE_INTRODUCE}(?:a|an)\s(?P<before>[^.()]{{0,80}}?)\((?P<name>[a-z]?[A-Z][\w-]*[A-Z][\w-]*)\)"
)
_TITLE_STARTERS = frozenset(
    [
        "towards",
        "toward",
        "beyond",
        "on",
        "when",
        "why",
        "how",
        "what",
        "can",
        "does",
        "do",
        "is",
        "are",
        "making",
        "scaling",
        "a",
        "an",
        "the",
        "from",
        "rethinking",
        "revisiting",
        "understanding",
        "learning",
    ]
)
_CLAIMANT = re.compile(
    r"(?:^|[.,]\s)(?P<name>[A-Z][\w.+-]*(?:\s[A-Z][\w.+-]*){0,4})\s"
    rf"(?:{word_alternation('claimant_verb')})\b"
)
_LOWER_DEFINED = re.compile(  # `we propose verifiable process supervision (VPS)`
    rf"{_WE_INTRODUCE}(?P<name>[a-z][a-z-]+(?:\s[a-z][a-z-]+){{1,5}}\s\((?P<acr>[A-Z][\w-]*)\))"
)
_ONE_WORD_NAME = r"(?P<name>[a-z]{0,2}[A-Z][\w-]*[A-Z0-9][\w-]*|[A-Z][a-z]+[A-Z][\w-]*)(?:\s\([A-Z][\w-]*\))?\s"
_PROPOSED = re.compile(  # `the proposed WSA-FCM method`, `our proposed KestrelNet achieves`
    rf"\b(?:[Tt]he|[Oo]ur)\sproposed\s{_ONE_WORD_NAME}"
    rf"(?:(?:{word_alternation('method_noun')})s?|{word_alternation('claimant_verb')})\b"
)
_INTRO_THE_NOUN = re.compile(  # `we introduce the DenseWarp model`
    rf"{_WE_INTRODUCE}the\s{_ONE_WORD_NAME}(?:{word_alternation('method_noun')})s?\b"
)
_FIRST_OF_ITS_KIND = re.compile(  # `we introduce the first trace-native planning framework (for X), KestrelFlow, …`
    rf"{_WE_INTRODUCE}the\sfirst\s[^,.;:()]{{0,80}}?(?:{word_alternation('method_noun')})s?"
    rf"(?:\s(?:for|of|to|in|on)\s[^,.;:()]{{0,50}}?)?,\s(?P<name>{_CAP}[\w.+-]*(?:\s[A-Z][\w.+-]*){{0,2}})(?:,|\s\()"
)
_LOWER_START = re.compile(r"^(?:A|An|The|This|Our|In|To|We|It)\b")
_IS_A = re.compile(
    r"(?:^|\.\s)(?P<name>[A-Z][\w.+-]*(?:\s[A-Z][\w.+-]*){0,2})\sis\s(?:such\s)?(?:a|an)\s(?:[\w-]+\s){0,4}?"
    rf"(?:{word_alternation('is_a_noun')})\b"
)


def _is_name(text: str) -> bool:
    """A system name has a capital inside or a digit, or is a single capitalized word.

    >>> _is_name("RollMux"), _is_name("Don't Predict, Prioritize"), _is_name("KV Cache management"), _is_name("cMPI")
    (True, False, False, True)
    >>> _is_name("Kestrel v1.1"), _is_name("v2")
    (True, False)
    """
    words = text.split()
    if not words or len(words) > 4 or not re.match(_START, words[0]):
        return False
    if any(not (re.match(_START, w) or re.fullmatch(_VERSION, w)) for w in words[1:]):
        return False  # a later word is capitalized or a version: `Kestrel v1.1`
    if _opens_title(words[0]):
        return False  # `Rethinking …:`, `Towards …:`
    return len(words) == 1 or any(re.search(r"[a-z][A-Z]|[A-Z]{2}|\d", w) for w in words)


def _opens_title(word: str) -> bool:
    """Whether a title's first word opens a phrase rather than a name: `Towards`, `Rethinking`.

    >>> _opens_title("Towards"), _opens_title("Rethinking"), _opens_title("Kestrel")
    (True, True, False)
    """
    return word.lower() in _TITLE_STARTERS or bool(re.fullmatch(r"[A-Z][a-z]+ing", word))


_ACRONYM = re.compile(r"\s\((?P<acr>[A-Z][A-Za-z0-9-]{1,9})\)")
_NAME_BEFORE = re.compile(rf"(?:[A-Z][\w-]*\s(?:(?:{word_alternation('name_connector')})\s)?){{1,9}}$")
_INTRO_VERB = re.compile(rf"\b(?:{word_alternation('intro_verb')})s?\b|\bwe\b|\bthis\s(?:paper|work)\b", re.I)


def defined_acronyms(abstract: str) -> list[str]:
    """Names the abstract defines with their acronym in a sentence that introduces them.

    >>> defined_acronyms("We propose Design in Tiles (DiT), a scheme. It uses Ray (R).")
    ['Design in Tiles (DiT)']
    >>> defined_acronyms("We propose a Large Language Model (LLM)-based planner.")
    []
    """
    found = []
    brackets = [at - 1 for at in _occurrences(abstract, ("(",)) if at]  # where a space before `(` may be
    for m in _matches_at(_ACRONYM, abstract, brackets):  # the literal `(` first, then the name before it
        name = _name_before(abstract, m.start())
        if name is None or abstract.startswith("-", m.end()):  # `Large Language Model (LLM)-based`: a modifier
            continue
        words = name.group().split()
        initials = "".join(w[0] for w in words if w[0].isupper()).lower()
        letters = "".join(c for c in m.group("acr") if c.isupper()).lower()
        hardware = m.group("acr") in accelerators()  # `Apple Neural Engine (ANE)` is a device, not the system
        if len(words) < 2 or not letters or not initials.endswith(letters) or hardware:
            continue  # the acronym does not spell the name: its sentence is not read
        sentence = abstract[abstract.rfind(". ", 0, m.start()) + 1 : m.start()]
        full = " ".join(words[len(words) - _span(words, letters) :])
        if _introduced(sentence.rstrip()[: -len(full)], abstract[m.end() : m.end() + 40]):
            found.append(f"{full} ({m.group('acr')})")
    return found


def _name_before(abstract: str, at: int) -> re.Match[str] | None:
    """``_NAME_BEFORE`` in the 120 characters before the space at ``at``, searched only when the word
    before that space may end a name: it holds a capital or it is a connector (`Design in (`).

    >>> _name_before("We propose Design in Tiles (DiT).", 26).group(), _name_before("a refinement net (RN)", 16)
    ('Design in Tiles ', None)
    """
    start = max(0, at - 120)
    first = at
    while first > start and (abstract[first - 1] == "-" or _is_word(abstract[first - 1])):
        first -= 1  # back over the `[\w-]` run a match ends with
    word = abstract[first:at]
    if word not in words("name_connector") and not any("A" <= c <= "Z" for c in word):
        return None
    return _NAME_BEFORE.search(abstract, start, at + 1)


def _introduced(before: str, after: str) -> bool:
    """Whether a name defined with its acronym is what the sentence introduces (its object or an apposition),
    not background it mentions on the way (`a study of Small Language Model (SLM) performance`).

    >>> _introduced("We propose a scheme, ", " for X."), _introduced("We advance this with ", ", a framework")
    (True, True)
    >>> _introduced("We present a study of ", " performance"), _introduced("This paper presents a ", " data pipeline")
    (False, False)
    """
    verbs = list(_INTRO_VERB.finditer(before))
    if not verbs:
        return False
    if re.match(r",\s(?:a|an)\s", after):  # `We address this with Name (N), a framework …`: an apposition defines it
        return True
    tail = re.split(r"[,:;]", before[verbs[-1].end() :])[-1]  # `…, a scheme for X, Name (N)` is an apposition
    if any(w in words("intro_background") for w in re.findall(r"[a-z]+", tail)):
        return False
    follower = re.match(r"\s([a-z][\w-]*)", after)  # `(GNSS) correction pipeline`: the name is a modifier
    return follower is None or any(follower.group(1) in words(g) for g in ("stop", "system_noun", "acronym_head"))


def _generic_term(before: str, acronym: str) -> bool:
    """Whether the lowercase words before ``acronym`` spell it: a term the field defines, not a new name.

    >>> _generic_term("we propose a deep reinforcement learning ", "DRL"), _generic_term("a refinement net ", "DRNet")
    (True, False)
    """
    letters = re.sub(r"s$", "", "".join(c for c in acronym if c.isupper())).lower()
    initials = "".join(w[0] for w in re.findall(r"[a-z][\w]*", before))  # `discrete-time` gives `d`, `t`
    return bool(letters) and initials.endswith(letters)


def _span(words: list[str], letters: str) -> int:
    """How many trailing words carry the acronym's letters (connectors included)."""
    count, seen = 0, 0
    for w in reversed(words):
        count += 1
        seen += w[0].isupper()
        if seen == len(letters):
            return count
    return count


def _within_sentence(name: str) -> str:
    """A name never crosses a sentence end: `Kestrel. It` is `Kestrel`.

    >>> _within_sentence("Kestrel. It"), _within_sentence("llama.cpp")
    ('Kestrel', 'llama.cpp')
    """
    return re.split(r"\.(?:\s|$)", name)[0]


def system_of(title: str, abstract: str) -> str | None:
    r"""``find_system`` on the TeX-normalized title and abstract (`propose \textbf{LEDE}` → `LEDE`).

    >>> system_of("", "We propose \\textbf{LEDE}, a framework.")
    'LEDE'
    """
    from benchclaims.normalize import normalize

    return find_system(normalize(title).text, normalize(abstract).text)


def find_system(title: str, abstract: str) -> str | None:
    """The proposed system's name, or None.

    >>> find_system("RollMux: Phase-Level Multiplexing", "")
    'RollMux'
    >>> find_system("Scheduling Rollouts", "We present MISA-T, a routing-layer policy.")
    'MISA-T'
    >>> find_system("KestrelDB is All You Need", ""), find_system("Less is More: Batching", "")
    ('KestrelDB', None)
    >>> find_system("Kestrel 2.0 Technical Report: Serving at Scale", "")
    'Kestrel 2.0'
    >>> find_system("kestrelkit: A Library for Planning", ""), find_system("towards: Planning", "")
    ('kestrelkit', None)
    >>> find_system("Position: Planners Need Queues", ""), find_system("Poster: KestrelDB - Fast Serving", "")
    (None, 'KestrelDB')
    """
    title = _TITLE_LABEL.sub("", title, count=1) if ":" in title else title  # a genre label names nothing
    for pattern, needles, accepts in _TITLE_NAMES:
        found = pattern.match(title) if any(needle in title for needle in needles) else None
        if found and accepts(found.group(1)):
            return _REPORT_END.sub("", found.group(1))  # `JuZhou 1.0 Technical Report:` names `JuZhou 1.0`
    introduced = title_acronym(title) or title_introduced(title, abstract)
    if introduced:
        return introduced
    names: Iterator[str] = (_within_sentence(name) for name in _candidates(abstract))
    first = next(names, None)
    if first is None:
        return title_phrase_named(title, abstract)
    if not _DISTINCTIVE.search(first):  # a described design (`Dynamic Rebatching`) yields to a name the title shows
        rest = [first, *names]
        first, names = next((name for name in rest if shown_in(name, title)), first), iter(rest)
    claimants = {m.group("name") for m in _matches_at(_CLAIMANT, abstract, _claimant_starts(abstract))}
    if not claimants:  # the first candidate wins: the later ones need not be found
        return first
    return next((name for name in (first, *names) if _forms(name) & claimants), first)


def _is_distinctive_name(text: str) -> bool:
    """A name by ``_is_name`` with a distinctive shape: what a word before `is` or a dash must be to name.

    >>> _is_distinctive_name("KestrelDB"), _is_distinctive_name("Less")
    (True, False)
    """
    return _is_name(text) and bool(_DISTINCTIVE.search(text))


def _is_lower_name(text: str) -> bool:
    """A lowercase word before a title's colon names a tool (`pathsig`) unless it opens a phrase or is a
    bare release (`v2: …`).

    >>> _is_lower_name("kestrelkit"), _is_lower_name("towards"), _is_lower_name("v2")
    (True, False, False)
    """
    return not _opens_title(text) and not re.fullmatch(_VERSION, text)


#: The title patterns of ``find_system``, in order, each with literals one of which its match holds (a title
#: with none is not searched) and the test its name must pass (a word before `is` or a dash must be distinctive).
_TITLE_NAMES: tuple[tuple[re.Pattern[str], tuple[str, ...], Callable[[str], bool]], ...] = (
    (_TITLE_PREFIX, (":",), _is_name),
    (_TITLE_LOWER, (":",), _is_lower_name),
    (_TITLE_REPORT, ("Report",), _is_name),
    (_TITLE_IS, ("is",), _is_distinctive_name),
    (_TITLE_DASH, ("-", "\u2014", "\u2013"), _is_distinctive_name),
)


def _claimant_starts(abstract: str) -> list[int]:
    """Where ``_CLAIMANT`` may begin (the start, a `.` or a `,`: `…, CHON reduces …`): before one of its verbs
    with no comma between (its name holds none), so a text without any is passed over at a substring search.

    >>> _claimant_starts("Fast, cheap. Kestrel reduces delay, Heron cuts cost.")
    [4, 11, 34]
    """
    verbs = _occurrences(abstract, _claimant_verbs())
    if not verbs:
        return []
    starts = [0, *_occurrences(abstract[: verbs[-1]], (".", ","))]
    return [at for at in starts if abstract.find(",", at + 1, verbs[bisect_right(verbs, at)]) < 0]


@cache
def _claimant_verbs() -> tuple[str, ...]:
    """The verbs that follow a claimant's name (`reduces`, `outperforms`), as literals to search."""
    return tuple(sorted(words("claimant_verb")))


def shown_in(name: str, title: str) -> bool:
    """Whether the title writes ``name`` (or its acronym) as a distinctive word of its own.

    >>> shown_in("KDREX", "Fast Exits with KDREX"), shown_in("Fast Exits", "Fast Exits with KDREX")
    (True, False)
    """
    words = re.findall(r"[\w.+^-]+", title)
    return any(_DISTINCTIVE.search(form) and form in words for form in _forms(name))


def title_acronym(title: str) -> str | None:
    """A title prefix spelled by the acronym after it: `Orca Batch Planner (OBP): …`, also by hyphen parts
    (`Multi-Probe Hash (MPH)`); not an acronym of some of its words (`Serving over Fast Links (FL): …`).

    >>> title_acronym("Orca Batch Planner (OBP): Fast Batching"), title_acronym("Multi-Probe Hash (MPH): Hashing")
    ('Orca Batch Planner (OBP)', 'Multi-Probe Hash (MPH)')
    >>> title_acronym("Serving over Fast Links (FL): A Study") is None
    True
    """
    found = _TITLE_ACRONYM.match(title)
    if found is None:
        return None
    letters = "".join(c for c in found.group("acr") if c.isupper())
    words = found.group("full").split()
    spelled = {"".join(w[0] for w in words if w[0].isupper()), "".join(_capitals(w) for w in words)}
    return f"{found.group('full')} ({found.group('acr')})" if letters in spelled else None


def _capitals(word: str) -> str:
    """The capitals that lead the hyphen parts of ``word``.

    >>> _capitals("Multi-Probe"), _capitals("Chain-of-Goals"), _capitals("in")
    ('MP', 'CG', '')
    """
    return "".join(part[0] for part in word.split("-") if part[:1].isupper())


_TITLE_PHRASE = re.compile(r"^\s*(?:The\s)?(?P<name>[A-Z][\w.+-]*(?:\s[\w.+-]+){1,4}?)\s?:")


def title_introduced(title: str, abstract: str) -> str | None:
    """A title prefix that is no name by its shape (`Kestrel as Planner:`) but that the abstract introduces.

    >>> title_introduced("Kestrel as Planner: Batching", "We propose Kestrel as Planner (KaP), which …")
    'Kestrel as Planner'
    >>> title_introduced("Batching by Forecast: Less Delay", "We show that batching by forecast helps.") is None
    True
    """
    found = _TITLE_PHRASE.match(title)
    name = found.group("name") if found else ""
    words = name.split()
    if not any(w.islower() for w in words[1:]) or words[0].lower() in _TITLE_STARTERS:
        return None  # a capitalized prefix is read by `_is_name` or as a defined acronym
    return name if _introduces(abstract, name) else None


#: What stands before a title phrase the abstract introduces (`we propose the `), from a word start to the end of the
#: search's window (`\Z` at ``endpos``: where the phrase begins): ``title_introduced``'s head, and
#: ``title_phrase_named``'s (`the` its only article).
_INTRO_BEFORE = re.compile(rf"\b(?:{word_alternation('intro_verb')})s?\s(?:the\s|an?\s)?\Z", re.IGNORECASE)
_INTRO_THE_BEFORE = re.compile(rf"\b(?:{word_alternation('intro_verb')})s?\s(?:the\s)?\Z", re.IGNORECASE)
_WORD_EDGE = re.compile(r"\b")
#: What follows a title phrase the abstract names (``title_phrase_named``): maybe its acronym, then an apposition,
#: a relative, a colon or the acronym's closing bracket.
_NAMED_AFTER = re.compile(r"(?P<acr>\s\([A-Za-z][\w-]*\))?(?:,\s(?:(?:a|an|the)\b|which\b)|:|(?<=\)))", re.IGNORECASE)


def _in_lowercase(abstract: str, phrase: str) -> bool:
    """Whether ``phrase`` matches ``abstract`` in any case (``re.IGNORECASE``) exactly where the lowercase texts agree,
    at the same places: an ASCII phrase, and no character in the abstract that folds to an ASCII letter (`ſ` to `s`).

    >>> _in_lowercase("We propose ×-Net.", "X-Net"), _in_lowercase("We propose \u017fort.", "Sort")
    (True, False)
    """
    return phrase.isascii() and (abstract.isascii() or not ASCII_CASE_TWIN.search(abstract))


def _intro_places(abstract: str, phrase: str, head: re.Pattern[str]) -> list[int]:
    """Where ``phrase`` stands in ``abstract`` (in any case: ``_in_lowercase`` holds) right after a match of
    ``head``: the places where a pattern of head and phrase can match, found with no pattern compiled per title
    (a compile parses the whole list of intro verbs, as long as the rest of the search for the system name).

    >>> _intro_places("Kestrel is fast. We present the kestrel; we like KESTREL.", "Kestrel", _INTRO_BEFORE)
    [32]
    """
    reach = widest(head) or 0
    places = _occurrences(abstract.lower(), (phrase.lower(),))
    return [at for at in places if head.search(abstract, max(0, at - reach), at)]


def _introduces(abstract: str, name: str) -> bool:
    """Whether ``abstract`` introduces ``name`` in any case: an intro verb, maybe an article, then ``name`` as a whole
    word (``_introduced_in_full``), looked for only where the name follows such a verb.

    >>> _introduces("We introduce an kestrel as planner.", "Kestrel as Planner"), _introduces("We use X.", "X")
    (True, False)
    """
    if not _in_lowercase(abstract, name):
        return _introduced_in_full(abstract, name)
    ends = (at + len(name) for at in _intro_places(abstract, name, _INTRO_BEFORE))
    return any(_WORD_EDGE.match(abstract, end) for end in ends)


def _introduced_in_full(abstract: str, name: str) -> bool:
    """``_introduces`` by the pattern of this name, intro verbs and all."""
    intro = rf"\b(?:{word_alternation('intro_verb')})s?\s(?:the\s|an?\s)?{re.escape(name)}\b"
    return re.search(intro, abstract, re.IGNORECASE) is not None


_TITLE_LEAD = re.compile(  # `Neural Lattice Packing for …`, `Neural Lattice Packing: …`
    rf"^\s*(?P<name>[A-Z][\w-]*(?:\s[\w-]+){{1,4}}?)\s?(?::|\s(?:{word_alternation('name_connector')})\s)"
)


def title_phrase_named(title: str, abstract: str) -> str | None:
    """The title's leading phrase, as the abstract writes it, when the abstract introduces it as a name:
    an intro verb before it and an acronym or an apposition after it (`we propose neural lattice packing,
    a …`), the acronym kept.

    >>> title_phrase_named("Neural Lattice Packing for Serving", "We propose neural lattice packing (NLP), a …")
    'neural lattice packing (NLP)'
    >>> title_phrase_named("Batching Matters for Serving", "We study why batching matters, a …") is None
    True
    """
    found = _TITLE_LEAD.match(title)
    if found is None or _opens_title(found.group("name").split()[0]):
        return None
    return _named(abstract, found.group("name"))


def _named(abstract: str, phrase: str) -> str | None:
    """``phrase`` as ``abstract`` names it (``_named_in_full``), looked for only where it follows an intro verb;
    when it does so twice, the full pattern says which match comes first (its head may start earlier).

    >>> _named("We propose neural lattice packing (NLP), a method.", "Neural Lattice Packing")
    'neural lattice packing (NLP)'
    """
    if not _in_lowercase(abstract, phrase):
        return _named_in_full(abstract, phrase)
    places = _intro_places(abstract, phrase, _INTRO_THE_BEFORE)
    named = [(at, after) for at in places if (after := _NAMED_AFTER.match(abstract, at + len(phrase)))]
    if len(named) != 1:
        return _named_in_full(abstract, phrase) if named else None
    at, after = named[0]
    return abstract[at : after.end("acr") if after.group("acr") else at + len(phrase)]


def _named_in_full(abstract: str, phrase: str) -> str | None:
    """``_named`` by the pattern of this phrase: intro verbs, `the`, the phrase and ``_NAMED_AFTER``."""
    named = re.search(
        rf"\b(?:{word_alternation('intro_verb')})s?\s(?:the\s)?(?P<name>{re.escape(phrase)}"
        r"(?:\s\([A-Za-z][\w-]*\))?)(?:,\s(?:(?:a|an|the)\b|which\b)|:|(?<=\)))",
        abstract,
        re.IGNORECASE,
    )
    return named.group("name") if named else None


def _spells(name: str, acronym: str) -> bool:
    """Whether the lowercase words of ``name`` (before its bracketed acronym) spell ``acronym`` by their
    first letters or by those of their hyphen parts: a name the paper coins, not a described design.

    >>> _spells("verifiable process supervision (VPS)", "VPS"), _spells("on-policy log-ratio (OPLR)", "OPLR")
    (True, True)
    >>> _spells("the information bonus (IB)", "IB"), _spells("how machine learning (ML)", "ML")
    (False, False)
    """
    words = name.rpartition(" (")[0].split()
    letters = "".join(c for c in acronym if c.isupper()).lower()
    by_part = "".join(part[0] for w in words for part in w.split("-") if part)
    return letters in ("".join(w[0] for w in words), by_part)


def _names_itself(name: str) -> bool:
    """Whether a capitalized word after `the proposed` is a name, not a modifier (`RL-based`) or a device.

    >>> _names_itself("WSA-FCM"), _names_itself("RL-based"), _names_itself("H100")
    (True, False, False)
    """
    return not re.search(r"-[a-z]+$", name) and name not in accelerators()


def _forms(name: str) -> set[str]:
    """The ways the abstract may refer to ``name``: `Orca Batch Planner (OBP)` as either half.

    >>> sorted(_forms("Orca Batch Planner (OBP)")), _forms("Kestrel")
    (['OBP', 'Orca Batch Planner'], {'Kestrel'})
    """
    full, _, acronym = name.partition(" (")
    return {full, acronym.rstrip(")")} - {""}


def _candidates(abstract: str) -> Iterator[str]:
    """The names the abstract introduces, in order of trust, found lazily (``find_system`` usually needs
    only the first); a name given to a benchmark or dataset comes after the others: the paper's method
    is its system, the data resource only when it names nothing else.

    >>> list(_candidates("We introduce ToyBench, a benchmark of 9 tasks. We propose Kestrel, a planner."))
    ['Kestrel', 'ToyBench']
    >>> list(_candidates("We introduce ToyBench, a benchmark of 9 tasks. We also introduce ToyScore, a metric."))
    ['ToyBench', 'ToyScore']
    """
    held: list[str] = []  # a benchmark's name, and after it the names no apposition calls a method
    for name in _introduced_names(abstract):
        if _field_term(name):
            continue
        end = _name_end(abstract, name)
        if _RESOURCE.match(abstract, end) or _part_of_any(name, held):
            held.append(name)
        elif not held or _METHOD.match(abstract, end):
            yield name
        else:
            held.append(name)
    yield from held


def _field_term(name: str) -> bool:
    """Whether ``name`` is a term of the field, by its acronym (`Large Language Models (LLMs)`, `RL`): background.

    >>> _field_term("Large Language Models (LLMs)"), _field_term("RAG"), _field_term("Kestrel Batch Planner (KBP)")
    (True, True, False)
    """
    acronym = name.rpartition(" (")[2].rstrip(")")
    return acronym.removesuffix("s") in words("field_acronym")


def _part_of_any(name: str, names: list[str]) -> bool:
    """Whether ``name`` is one of ``names`` in other words: `ATLAS` of `ATLAS-120k`, `Kestrel Bench` of
    `Kestrel Bench (KB)`.

    >>> _part_of_any("ATLAS", ["ATLAS-120k"]), _part_of_any("Kestrel", ["ToyBench"])
    (True, False)
    """
    return any(name in other or other in name for other in names)


_APPOSED = r",?\s(?:(?:a|an|the)\s)?(?:[\w-]+\s){0,5}?"
_RESOURCE = re.compile(rf"{_APPOSED}(?:{word_alternation('resource_noun')})\b")
_METHOD = re.compile(rf"{_APPOSED}(?:{word_alternation('method_noun')})\b")


def _name_end(abstract: str, name: str) -> int:
    """Where the first mention of ``name`` ends in ``abstract`` (0 when absent).

    >>> _name_end("We present Orca Batch Planner (OBP), a planner.", "Orca Batch Planner (OBP)")
    35
    """
    start = abstract.find(name)
    return start + len(name) if start >= 0 else 0


def _introduced_names(abstract: str) -> Iterator[str]:
    """The names the abstract introduces, in order of trust. Each pattern is tried only where a match
    can begin (``_matches_at``): after the naming verb, the lead (`we`, `this paper`) or a sentence end."""
    acronyms = defined_acronyms(abstract)
    leads = _word_starts(abstract, _lead_words())
    first = (m.group("name") for m in _matches_at(_FIRST_OF_ITS_KIND, abstract, leads))  # claims to be the first
    yield from (name for name in first if _DISTINCTIVE.search(name))
    if acronyms:
        yield from _apposed_before(abstract, acronyms[0], leads)
    yield from acronyms
    named = _word_starts(abstract, words("naming_verb"))
    yield from (m.group("name") for m in _matches_at(_CALLED, abstract, named))
    yield from _unless_lower_start(_matches_at(_INTRO, abstract, leads))
    yield from (m.group("name") for m in _matches_at(_APPOSITION, abstract, leads))
    is_a = _unless_lower_start(_matches_at(_IS_A, abstract, _is_a_starts(abstract)))
    yield from (name for name in is_a if not _opens_title(name))  # not `Clustering is a tool`: a topic
    for m in _matches_at(_LOWER_DEFINED, abstract, leads):  # not `(PAC)-style`: a modifier
        if _spells(m.group("name"), m.group("acr")) and not abstract.startswith("-", m.end()):
            yield m.group("name")
    yield from _unless_lower_start(_matches_at(_INTRO_AND, abstract, leads))
    yield from (m.group("name") for m in _matches_at(_INTRO_THE, abstract, leads))  # least trusted: `the Alpha X`
    proposed = _matches_at(_PROPOSED, abstract, _proposed_starts(abstract))
    for found in (proposed, _matches_at(_INTRO_THE_NOUN, abstract, leads)):
        yield from (m.group("name") for m in found if _names_itself(m.group("name")))
    for m in _matches_at(_DESCRIBED_ACRONYM, abstract, leads):
        before = m.group()[: m.start("before") - m.start()] + m.group("before")
        after = abstract[m.end() : m.end() + 40]  # not `(LLM)-driven`: a modifier
        if not after.startswith("-") and not _generic_term(before, m.group("name")) and _introduced(before, after):
            yield m.group("name")


#: What every match of ``_IS_A`` holds, led by a literal (the engine skips to it): a text without it is not tried.
_IS_A_CORE = re.compile(r"is\s(?:such\s)?(?:a|an)\s")


def _is_a_starts(abstract: str) -> list[int]:
    """Where ``_IS_A`` may begin (the start, a `.`), none when the abstract holds no `is a`/`is an`.

    >>> _is_a_starts("Fast. Kestrel is a planner."), _is_a_starts("Fast. Kestrel plans.")
    ([0, 4, 26], [])
    """
    return [0, *_occurrences(abstract, (".",))] if _IS_A_CORE.search(abstract) else []


def _proposed_starts(abstract: str) -> list[int]:
    """Where ``_PROPOSED`` may begin: four characters (`the `, `Our `) before each `proposed`.

    >>> _proposed_starts("Our proposed KestrelNet achieves it; the proposed")
    [0, 37]
    """
    return [at - 4 for at in _occurrences(abstract, ("proposed",)) if at >= 4]


def _apposed_before(abstract: str, defined: str, leads: list[int]) -> Iterator[str]:
    """A distinctive name introduced with an apposition before the first name defined with its acronym: the
    system, the later acronym one of its parts (`We present KestrelFlow, a policy … we add Action Smoothing
    Loss (ASL), a …`).

    >>> list(_apposed_before("We present KestrelFlow, a policy. We add Action Smoothing Loss (ASL), a loss.",
    ...     "Action Smoothing Loss (ASL)", [0, 34]))
    ['KestrelFlow']
    >>> list(_apposed_before("We present ToyBench, a benchmark. We add Action Smoothing Loss (ASL), a loss.",
    ...     "Action Smoothing Loss (ASL)", [0, 32]))
    []
    """
    at = abstract.find(defined.rpartition(" ")[2])  # the bracketed acronym: the name's spacing may differ
    for m in _matches_at(_INTRO, abstract, [lead for lead in leads if lead < at]):
        name = m.group("name")
        apposed = _APPOSITIVE.match(abstract, m.end()) and not _RESOURCE.match(abstract, m.end())  # not a benchmark
        if m.end() < at and _DISTINCTIVE.search(name) and "(" not in name and apposed:
            yield from _unless_lower_start(iter([m]))
            return


_APPOSITIVE = re.compile(r",\s(?:a|an|the)\s")


def _unless_lower_start(found: Iterator[re.Match[str]]) -> Iterator[str]:
    """The names of ``found`` that do not open with a sentence word (`The`, `This`, `We`) nor are a modifier."""
    return (m.group("name") for m in found if not (_LOWER_START.match(m.group("name")) or _modifies(m)))


_ACRONYM_AHEAD = re.compile(r"(?:\s[\w-]+){1,6}?\s\([A-Z][\w-]*\)")


def _modifies(found: re.Match[str]) -> bool:
    """Whether the name of ``found`` ends as a modifier of the words after it (`we introduce LLM-based
    metrics`), not as the first word of a name its acronym closes (`RL-aware distillation (RLAD)`).

    >>> [_modifies(re.match("(?P<name>[A-Za-z-]+)", text)) for text in ("LLM-based metrics", "Kestrel-Net")]
    [True, False]
    >>> _modifies(re.match("(?P<name>[A-Za-z-]+)", "RL-aware distillation (RLAD), which"))
    False
    """
    suffix = found.group("name").rpartition("-")[2]
    return suffix in words("modifier_suffix") and not _ACRONYM_AHEAD.match(found.string, found.end("name"))


@cache
def _lead_words() -> tuple[str, ...]:
    """The words an introducing lead (``_LEAD``) begins with: `We`, `we` and the paper nouns (`paper`, `work`),
    and the gerunds after `by` (`by introducing`)."""
    return ("We", "we", *sorted(words("paper_noun")), *_gerunds())


def _occurrences(text: str, literals: tuple[str, ...]) -> list[int]:
    """Where each of ``literals`` occurs in ``text``, in order.

    >>> _occurrences("We say: we, awe.", ("we", "."))
    [8, 13, 15]
    """
    found = set()
    for literal in literals:
        at = text.find(literal)
        while at >= 0:
            found.add(at)
            at = text.find(literal, at + 1)
    return sorted(found)


def _word_starts(text: str, literals: Iterable[str]) -> list[int]:
    """Where one of ``literals`` begins a word of ``text`` (no letter, digit or `_` before it), in order:
    where a pattern that opens with ``\\b`` and one of them can match.

    >>> _word_starts("We say: we, weave, awe.", ("We", "we"))
    [0, 8, 12]
    """
    return [at for at in _occurrences(text, tuple(literals)) if at == 0 or not _is_word(text[at - 1])]


def _is_word(char: str) -> bool:
    """Whether ``char`` is a word character to ``re`` (``\\w``): a letter, a digit or `_`.

    >>> _is_word("é"), _is_word("_"), _is_word("-")
    (True, True, False)
    """
    return char.isalnum() or char == "_"


def _matches_at(pattern: re.Pattern[str], text: str, starts: list[int]) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)`` for a pattern that can begin only at ``starts`` (ascending): tried there,
    anchored, instead of at every position of the text (a pattern that opens with ``\\b`` or an
    alternation has no literal for the regex engine to skip to)."""
    end = 0
    for at in starts:
        if at >= end and (m := pattern.match(text, at)) is not None:
            end = m.end()
            yield m
