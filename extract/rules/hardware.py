"""Hardware detection: accelerators named from the catalog, and the counts in front of them.

Two detectors, registered in ``detect.DETECTORS`` before the number rules:

- ``named_hardware``: a catalog product or a SKU of a family (`NVIDIA H100 SXM GPUs`, `Ascend 910B2`,
  `TPU v5e`), with its count when one stands before it (`8x H100`, `eight-GPU AMD MI300X node`, `an A100`);
- ``generic_hardware``: a count of a bare device noun (`1172 GPUs`, `a single GPU`, `16 IPUs`).

Counts are read by one grammar (``count_before``): numerals (`6,144`, `1K`, `10,000+`), ranges (`64 to 512`:
the high end, qualifier up_to), number words (`eight`, `a single`) and, before a named model, the article
(`an A100`: 1); joined to the device by a space, a hyphen, a multiplication sign or a device noun (`8-GPU`),
with up to two modifiers between (`five heterogeneous GPUs`). A qualifier phrase before the count (`over 1K
GPUs`) is set on the mention itself.

>>> [(m.accelerator, m.count, m.qualifier) for m in named_hardware(Scan.of("on 64 to 512 Cloud TPU v4 chips"))]
[('TPUv4', 512, 'up_to')]
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache, lru_cache

from benchclaims.lexicon import (
    Accelerator,
    accelerator_at,
    accelerator_trigger_regex,
    alternation,
    cue_regex,
    cues,
    device_count_words,
    device_nouns,
    hardware_words,
    vendors,
    word_alternation,
)
from benchclaims.numbers import number_words, parse_number
from benchclaims.rules.model import Mention
from benchclaims.rules.patterns import accel, count_link, count_words, device_noun, variant, vendor
from benchclaims.rules.prefixes import ascii_prefixes
from benchclaims.rules.scan import Scan, finditer_near, search_at_pairs


@dataclass(frozen=True)
class Count:
    """A count read before a device: its value, where it starts, and how it was written."""

    value: int
    start: int
    qualifier: str | None
    worded: bool  # a number word or the article
    hyphen: bool  # `8-GPU`: an adjective tied to the device
    times: bool  # `8xA100`, `8 x H100`

    def of_container(self, text: str, end: int) -> bool:
        """`an A100 cluster`, `a single GPU system`: a worded one before a container counts the container."""
        return self.worded and self.value == 1 and _container_after().match(text, end) is not None


#: A whole number (a count is never a decimal: `7.02x GPU` is a factor).
_INT = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?!\.?\d)"


@cache
def _count_regex() -> re.Pattern[str]:
    numeral = rf"(?<![\w/.,])(?<![A-Za-z]-)(?:(?P<lo>{_INT})\s?(?:-|–|to|~)\s?)?(?P<n>{_INT})(?P<k>[Kk])?(?P<plus>\+)?"
    words = rf"{count_words()}|{alternation(list(device_count_words()))}"
    word = rf"(?<![\w-])(?:(?P<w>{words})(?:[\s-](?P<scale>hundred|thousand))?|(?P<art>[Aa]n?))"
    modifiers = rf"(?:{alternation(hardware_words('modifier'))}[\s-]){{0,2}}"
    return re.compile(rf"(?:{numeral}|{word}){count_link()}{modifiers}$")


def count_before(text: str, start: int, articles: bool) -> Count | None:
    """The count that ends right before ``start`` (``articles``: `a`/`an` count as one).

    >>> [count_before(t, len(t), True).value for t in ("8x ", "eight-GPU ", "1K ", "a ", "dual ", "two hundred ")]
    [8, 8, 1000, 1, 2, 200]
    >>> count_before("thousands of ", 13, True) is None, count_before("a Zynq-7000 ", 12, False) is None
    (True, True)
    """
    m = _count_regex().search(text, max(0, start - 48), start)
    if m is None or (m.group("art") and not articles):
        return None
    if m.group("w"):
        w = m.group("w")
        value = device_count_words()[w] if w in device_count_words() else number_words()[w.lower()][0]
        value *= number_words()[m.group("scale")][0] if m.group("scale") else 1  # `one thousand`
    elif m.group("art"):
        value = 1
    else:
        value = (parse_number(m.group("n")) or 0) * (1000 if m.group("k") else 1)
    if m.group("art"):
        qualifier = None  # `over an NVIDIA H100`: a comparison, not a count's qualifier
    else:
        qualifier = "at_least" if m.group("plus") else "up_to" if m.group("lo") else qualifier_before(text, m.start())
    link = m.group("link")
    return Count(int(value), m.start(), qualifier, not m.group("n"), "-" in link, any(c in link for c in "xX×*"))


def qualifier_before(text: str, start: int) -> str | None:
    """The qualifier whose cue phrase ends right before ``start`` (`more than 10,000 GPUs` → at_least).

    >>> qualifier_before("scales to more than 10,000", 19), qualifier_before("trained on 8", 11)
    ('at_least', None)
    """
    window = text[max(0, start - 24) : start].lower().rstrip()
    ends = [m for m in cue_regex("qualifier").finditer(window) if m.end() == len(window)]
    return cues("qualifier")[ends[0].group()] if ends else None


@dataclass(frozen=True)
class _Hit:
    """A named accelerator as matched, before counts and context are decided."""

    start: int
    end: int
    acc: Accelerator
    vendor: str | None
    noun: str | None


@cache
def _named_regex() -> re.Pattern[str]:
    return re.compile(rf"{vendor()}{accel()}{variant()}(?:[\s-]{device_noun()})?")


#: What may not stand right before a product name: it is not inside a word (`8xA100` is).
_INSIDE_WORD = "A-Za-wyz0-9."

#: An ASCII text's bytes with every character a product name may follow (none inside a word) written NUL: the
#: search for names then skips at C speed to a literal (a NUL), several times faster per character than to a
#: class of them (a capital, a digit), and tests the character before a name and its head in one.
_MARKS = bytes(b if re.fullmatch(f"[{_INSIDE_WORD}]", chr(b)) else 0 for b in range(256))


#: How many first characters of a product name the ASCII searches test before the whole trigger: four tell
#: most capitals of a text from a name's start (a text's ~20 capitals after a space pass 4.6 pairs of two
#: characters, 0.3 heads of four), and the trigger's families are dear to try; fewer if four make too many.
_HEAD_SIZES = (4, 3, 2)


@cache
def _product_regexes() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[bytes], re.Pattern[str]]:
    """Any product name alone (a cheap first pass, since most abstracts name no accelerator): at the
    text start, and after a character that may stand before one (consumed, so that the search skips
    at C speed to the characters that can, rather than trying a look-behind at every position).

    The third finds where a name may begin in an ASCII text's ``_MARKS``: a NUL (any character a name
    may follow), then a character that can start one (the trigger's own look-ahead: a capital, an ASCII
    digit or `v`) and, from it, one of the ~800 heads of four characters a name can begin with, written
    as in the marks (most capitals of a text start no name). The fourth tries the whole name there (and
    at the start of an ASCII text), after the same test of its head."""
    trigger = accelerator_trigger_regex()
    heads = next(filter(None, (ascii_prefixes(trigger, size) for size in _HEAD_SIZES)), None)
    begins = f"(?={alternation(sorted(heads))})" if heads else ""
    marked = {head.encode("ascii").translate(_MARKS).decode("ascii") for head in heads or ()}
    marked_begins = f"(?={alternation(sorted(marked))})" if marked else ""
    return (
        re.compile(trigger),
        re.compile(rf"[^{_INSIDE_WORD}](?P<product>{trigger})"),
        re.compile(rf"\x00[A-Z0-9v](?<=\x00{marked_begins}.)".encode("ascii")),
        re.compile(rf"{begins}{trigger}"),
    )


def _products(text: str) -> Iterator[tuple[int, int]]:
    """The spans of product names not inside a word, left to right, not overlapping.

    >>> list(_products("H100 GPUs, 8xA100 and pre-V100 but not XA100 or 2.A100"))
    [(0, 4), (13, 17), (26, 30)]
    >>> list(_products("H100 GPUs, 8xA100 and pre-V100 but not XA100 or 2.A100 \u2014"))
    [(0, 4), (13, 17), (26, 30)]
    """
    at_start, after, ascii_heads, ascii_name = _product_regexes()
    if text.isascii():
        yield from _ascii_products(text, ascii_heads, ascii_name)
        return
    done = 0
    if m := at_start.match(text):
        yield m.span()
        done = m.end() - 1  # the name's last character may stand before the next one
    while m := after.search(text, max(done, 0)):
        yield m.span("product")
        done = m.end("product") - 1


def _ascii_products(text: str, heads: re.Pattern[bytes], name: re.Pattern[str]) -> Iterator[tuple[int, int]]:
    """``_products`` of an ASCII text: where a name may begin is searched in its ``_MARKS`` (``heads``), each
    place found tried in the text (``name``), as ``_products`` would try it there, in order."""
    # the NUL put before the text stands for its start, where a name may begin: marks[i + 1] is text[i], and a
    # place found at marks[i] (the NUL before the name) is text[i]
    marks = (b"\x00" + text.encode("ascii")).translate(_MARKS)
    done = 0
    for found in heads.finditer(marks):  # two characters each: the next NUL is not the one consumed
        if found.start() >= done and (m := name.match(text, found.start())):
            yield m.span()
            done = m.end()


@cache
def _vendor_regex() -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-]){alternation(list(vendors()))}(?![\w-])")


@cache
def _container_after() -> re.Pattern[str]:
    return re.compile(rf"[\s-](?:{alternation(hardware_words('container'))})s?(?![\w])")


_SIDE_BY_SIDE = re.compile(r"[\s-]")
_LIST_SEPARATOR = re.compile(r"\s?(?:[,/&]\s?)?(?:(?:and|or|vs\.?|versus)\s)?")


def _one_product(a: Accelerator, b: Accelerator) -> bool:
    """Two names side by side that name one product: the same one twice, or an architecture and a product."""
    return a == b or a.is_architecture != b.is_architecture


def _window_matches(text: str, pos: int, endpos: int) -> Iterator[re.Match[str]]:
    """``_named_regex().finditer(text, pos, endpos)``, each match searched where one can begin
    (``search_at_pairs``): at most capitals of a window the full pattern would try each of its families.

    >>> [m.group() for m in _window_matches("We ran Intel Gaudi 2 and NVIDIA A100 GPUs.", 0, 42)]
    ['Intel Gaudi 2', 'NVIDIA A100 GPUs']
    """
    while m := search_at_pairs(_named_regex(), text, pos, endpos):
        pos = m.end()
        yield m


def _named_matches(text: str) -> Iterator[re.Match[str]]:
    """The full matches (vendor, product, variant, noun) around each product name, in order.

    Products are found alone first (a cheap pass: most abstracts name none); the full pattern runs
    only in a window around each.
    """
    done = 0
    for start, end in _products(text):
        if start < done:
            continue
        window = _window_matches(text, max(done, start - 40), min(len(text), end + 80))
        for m in window:
            if m.start() <= start < m.end():
                done = m.end()
                yield m
                break


def _hits(text: str) -> list[_Hit]:
    """Every catalog match; an architecture next to a product merged into it (`Blackwell GB200`, `RTX Pro
    6000 Blackwell`), as are two names of one product (`GH200 Grace Hopper`) and an abbreviation in
    parentheses after its full name (`Apple Neural Engine (ANE)`)."""
    out: list[_Hit] = []
    for m in _named_matches(text):
        hit = _Hit(m.start(), m.end(), accelerator_at(m), m.group("vendor"), m.group("noun"))
        prev = out[-1] if out else None
        if prev and _SIDE_BY_SIDE.fullmatch(text, prev.end, hit.start) and _one_product(prev.acc, hit.acc):
            keep = hit if prev.acc.is_architecture else prev
            out[-1] = replace(keep, start=prev.start, end=hit.end, vendor=prev.vendor, noun=hit.noun or prev.noun)
        elif prev and prev.acc == hit.acc and text[prev.end : hit.start] == " (" and text[hit.end : hit.end + 1] == ")":
            out[-1] = replace(prev, end=hit.end + 1)
        else:
            out.append(hit)
    return out


def _anchored(hit: _Hit) -> bool:
    """True when a name is hardware by itself: unambiguous, or with a vendor before or a noun after it."""
    return hit.acc.needs_context is None or bool(hit.vendor or hit.noun)


def _in_context(hits: list[_Hit], i: int, text: str) -> bool:
    """An ambiguous name (`Hopper`, `L4`, `M4`) needs a vendor before it, a device noun after it, an
    anchored accelerator listed next to it, or (``doc`` names) its vendor named in the document."""
    hit = hits[i]
    if _anchored(hit):
        return True
    listed = any(_anchored(other) for other in _list_of(hits, i, text))  # `T4, L4, and A100`: A100 anchors all
    return listed or (hit.acc.needs_context == "doc" and hit.acc.vendor in _named_vendors(text))


@lru_cache(maxsize=1)
def _named_vendors(text: str) -> frozenset[str]:
    """The vendors named in ``text``, found only for a name that needs one (a scan of the whole text, kept for the
    document's other names)."""
    return frozenset(vendors()[m.group()] for m in _vendor_regex().finditer(text))


def _list_of(hits: list[_Hit], i: int, text: str) -> list[_Hit]:
    """The other names of the list that name ``i`` stands in (joined by commas and `and`/`or`), in text order."""
    first = last = i
    while first > 0 and _LIST_SEPARATOR.fullmatch(text, hits[first - 1].end, hits[first].start):
        first -= 1
    while last + 1 < len(hits) and _LIST_SEPARATOR.fullmatch(text, hits[last].end, hits[last + 1].start):
        last += 1
    return [h for j, h in enumerate(hits[first : last + 1], first) if j != i]


def _glued(text: str, start: int) -> bool:
    """True when ``start`` is inside a word (`XA100`, `pre-H100`): no mention there without a count."""
    return start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_-")


_ASIDE_OPEN = re.compile(r"\s?\(\s?")


def _restates(text: str, before: _Hit, hit: _Hit) -> bool:
    """Whether ``hit`` opens a bracket right after a model number and names no model number itself: the family
    of the device just named (`GB10 (Grace Blackwell)`, `RTX-3060 (Ampere architecture)`; not `Blackwell (B200)`)."""
    numbered = any(c.isdigit() for c in text[before.start : before.end])
    return (
        numbered
        and not any(c.isdigit() for c in text[hit.start : hit.end])
        and bool(_ASIDE_OPEN.fullmatch(text, before.end, hit.start))
    )


#: A time unit after a device (`A800 GPU hours`, `H100-days`): the number before counts device time, not devices.
_DEVICE_TIME = re.compile(r"(?:[\s-]?[A-Z]PUs?)?[\s-](?:hours?|hrs?|days?)\b")


def named_hardware(scan: Scan) -> Iterator[Mention]:
    """A named accelerator with its count, if any: `512 H200 GPUs`, `8xA100`, `an NVIDIA H100`, `TPUv4`."""
    text = scan.text
    hits = _hits(text)
    seen: list[Accelerator] = []
    for i, hit in enumerate(hits):
        count = count_before(text, hit.start, articles=True)
        if count and (count.of_container(text, hit.end) or _DEVICE_TIME.match(text, hit.end)):
            count = None  # `an A100 cluster`, `125K A800 GPU hours`: no count of devices
        if (_glued(text, hit.start) and count is None) or not _in_context(hits, i, text):
            continue
        if i and count is None and _restates(text, hits[i - 1], hit):
            continue  # `GB10 (Grace Blackwell)`: the bracket names the device just named, no second one
        acc = _refer_back(hit.acc, seen)
        seen.append(acc)
        # the catalog's vendor, not the word before it (`Tesla V100` is NVIDIA's)
        yield _mention(count.start if count else hit.start, hit.end, acc, acc.vendor, count, "named_hardware")


def _refer_back(acc: Accelerator, seen: list[Accelerator]) -> Accelerator:
    """A family word (`Jetson`) after a full name of its family (`Jetson Orin NX`) is that name."""
    if not acc.short:
        return acc
    return next((s for s in reversed(seen) if s.canonical.startswith(acc.canonical + " ")), acc)


def _mention(
    start: int, end: int, acc: Accelerator, vendor_name: str | None, count: Count | None, rule: str
) -> Mention:
    return Mention(
        kind="hardware", start=start, end=end, unit=acc.device, accelerator=acc.canonical, vendor=vendor_name,
        device=acc.device, count=count.value if count else None, qualifier=count.qualifier if count else None,
        form=rule,
    )  # fmt: skip


@cache
def _generic_regex() -> re.Pattern[str]:
    return re.compile(rf"{vendor()}{device_noun(alone=True)}")


@cache
def _alone_nouns() -> tuple[str, ...]:
    """The device nouns ``_generic_regex`` counts alone (`GPU`, `TPU`; not `card`)."""
    return tuple(noun for noun, device in device_nouns().items() if device)


#: A device noun that measures time (`5.3 GPU-hours`, `1,000 GPU days`) is not a count of devices.
_TIME_AFTER = re.compile(rf"[\s-]?(?:{word_alternation('time_noun')})(?![\w])")
_CLAUSE_END = re.compile(r"\s*(?:[.,;:)]|$)")
_WORD_AFTER = re.compile(r"[\s-][a-z]")
_MODEL_NUMBER_BEFORE = re.compile(r"\b[A-Z]{2,}\s$")


def generic_hardware(scan: Scan) -> Iterator[Mention]:
    """A count of unnamed devices: `1172 GPUs`, `8 GPUs/node`, `over 1K GPUs`, `a single GPU`, `a 64-GPU cluster`.

    A singular noun counts only as an adjective (`256-GPU`), for one (`a single GPU`), before a container
    (`a 64 GPU cluster`) or at a clause end: `three GPU performance bottlenecks` is no count of GPUs.
    """
    text = scan.text
    for m in finditer_near(_generic_regex(), _alone_nouns(), text, at_pairs=True):
        count = count_before(text, m.start(), articles=False)
        if count is not None and _counts_devices(text, m, count):
            device = device_nouns()[m.group("noun")] or "GPU"
            acc = Accelerator(device, "", device)
            yield _mention(count.start, m.end(), acc, vendors().get(m.group("vendor") or ""), count, "generic_hardware")


def _counts_devices(text: str, m: re.Match[str], count: Count) -> bool:
    """Whether ``count`` counts the devices of the bare noun ``m`` (see ``generic_hardware``)."""
    end = m.end()
    if _TIME_AFTER.match(text, end) or _MODEL_NUMBER_BEFORE.search(text, max(0, count.start - 8), count.start):
        return False  # `5.3 GPU-hours`; `Quadro RTX 6000 GPU`: a model number, not 6,000 GPUs
    if m.group("plural"):
        return True
    container = _container_after().match(text, end)
    clause_end = _CLAUSE_END.match(text, end) is not None
    if count.of_container(text, end) or (container and container.group().endswith("s") and not count.hyphen):
        return False  # `a single GPU system`: one system; `three GPU platforms`: three platforms
    if count.times or (count.hyphen and count.worded and not container and _WORD_AFTER.match(text, end)):
        return clause_end  # `2x GPU throughput`: a factor; `single-GPU throughput`: a setting
    return count.value == 1 or count.hyphen or container is not None or clause_end
