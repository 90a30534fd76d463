"""Property tests of the extractor (hypothesis): it never raises, spans point at their text,
records are valid claims/v1, output is deterministic, and a prefix only shifts the spans.

The example count comes from the hypothesis profile (``tests/conftest.py``): about 200 by
default, 1,000 with ``HYPOTHESIS_PROFILE=ci``.
"""

from __future__ import annotations

from benchclaims.pipeline import extract_claims
from benchclaims.schemas import Claim
from hypothesis import example, given
from hypothesis import strategies as st

# Pieces that reach deep into the detectors: numbers, multipliers, percent, currency, ranges,
# TeX, hardware, qualifiers and comparison words.
FRAGMENTS = [
    "2.2x", "1.79\u00d7", "3X", "10-100x", "1.12x-2.48x", "35-37%", "29--40\\%", "53.3%", "33.0\\%",
    "\\$459,715", "$\\times$", "2.89$\\times$", "${\\sim}10\\%$", "4{,}918", "4,039", "1K", "\\times",
    "\\%", "$", "$$", "{", "}", "~", "\u2013", "\u2014", "-", "--", "x", "\u00d7", "%", " ", ". ", ", ",
    "(", ")",
    "\u00a0", "\u2009", "by ", "up to ", "over ", "than ", "faster ", "lower ", "higher ", "from ",
    " to ", "of ", "times ", "fold ", "GPUs", " H100", "512 H200 GPUs", "8 A100", "MI300X", "TPUv4",
    "tokens per second per GPU", "ms", "GB", "latency", "throughput", "vLLM", "SGLang", "We present ",
    "respectively", "an order of magnitude", "doubles", "by half", "e.g.", "Fig. 3", "1.", "1.1.1",
    "\\\\", "((", "\U0001d7d0", "\u0663", "\uff12", "\uff58", "\u00bd", "\u00b2", "\u200b", "\ufeff",
    "\r\n", "\t",
]  # fmt: skip
ALPHABET = "0123456789xX\u00d7%$\\-\u2013\u2014~{}.,;:()[] \n\tabcdefghHGPU^_"

noise = st.lists(
    st.one_of(
        st.sampled_from(FRAGMENTS),
        st.text(alphabet=ALPHABET, max_size=10),
        st.text(max_size=4),  # any unicode, surrogates excluded by hypothesis' default
    ),
    max_size=40,
).map("".join)

SENTENCES = [
    "{S} improves throughput by {n}x over {B}.",
    "Compared to {B}, {S} reduces latency by {p}% and memory by {n}\u00d7.",
    "{S} achieves up to {n}$\\times$ higher throughput than {B} and {B2}.",
    "On {k} H100 GPUs, {S} reaches {big} tokens per second per GPU.",
    "It cuts cost by ${{\\sim}}{p}\\%$ relative to {B}.",
    "Throughput rises from {p}% to {p2}% while p99 latency drops {n}-{n2}x.",
    "We evaluate {S} on a {k}-H800 GPU testbed.",
    "{S} is {n} times faster than {B}, and {p}% cheaper, respectively.",
    "Our experiments show {S} lowers TTFT by {p}--{p2}\\% versus {B}.",
    "Experiments use a batch size of {k} and a {k}k context.",
]
SYSTEMS = ["FooServe", "PagePilot", "RiverKV", "Brine", "TurboRL"]
BASELINES = ["vLLM", "SGLang", "Megatron-LM", "DeepSpeed", "FlexGen", "static baselines"]


@st.composite
def abstracts(draw: st.DrawFn, first: str | None = None) -> str:
    """A realistic abstract: a few template sentences with drawn numbers and names
    (``first``, when given, is the template of the first sentence)."""
    count = draw(st.integers(min_value=1, max_value=6))
    sentences = []
    for index in range(count):
        template = first if first and index == 0 else draw(st.sampled_from(SENTENCES))
        number = draw(st.decimals(min_value="1.01", max_value="99.9", places=2).map(str))
        percent = draw(st.integers(min_value=1, max_value=99))
        sentences.append(
            template.format(
                S=draw(st.sampled_from(SYSTEMS)),
                B=draw(st.sampled_from(BASELINES)),
                B2=draw(st.sampled_from(BASELINES)),
                n=number,
                n2=draw(st.integers(min_value=100, max_value=200)),
                p=percent,
                p2=draw(st.integers(min_value=1, max_value=99)),
                k=draw(st.sampled_from([2, 8, 16, 64, 512, 1024])),
                big=draw(st.sampled_from(["4,039", "1,200", "12.5K", "4{,}918"])),
            )
        )
    return " ".join(sentences)


def check_records(text: str, claims: list[Claim]) -> None:
    """Every record points at its own text and survives a JSON round trip through the schema."""
    for claim in claims:
        assert text[claim.start : claim.end] == claim.text, claim
        assert claim.matches(text)
        assert Claim.model_validate_json(claim.model_dump_json()) == claim
    assert [(c.start, c.end) for c in claims] == sorted((c.start, c.end) for c in claims)


@given(noise)
@example("")
@example("1.1.1.1.1.1.1.1")
@example("$$$$$$$$")
@example("\\\\\\\\\\\\")
@example("((((((((2x")
@example("2x" * 50)
@example("${\\sim}$ \\times \\% 10\\% 2.2$\\times$ \u2013\u2014~{}")
def test_any_text_gives_valid_records(text: str) -> None:
    check_records(text, extract_claims(text))


@given(st.one_of(noise, abstracts()))
def test_output_is_deterministic(text: str) -> None:
    assert extract_claims(text) == extract_claims(text)


@given(abstracts(first=SENTENCES[0]))
def test_abstracts_give_valid_records_and_claims(text: str) -> None:
    claims = extract_claims(text, title="FooServe: Fast Serving")
    check_records(text, claims)
    first_end = text.index("x over ") + 1  # the first sentence's "{n}x"
    assert any(c.kind == "speedup" and c.end == first_end for c in claims), text


def shifted(claims: list[Claim], by: int) -> list[Claim]:
    """The claims with their spans moved ``by`` characters."""
    return [c.model_copy(update={"start": c.start + by, "end": c.end + by}) for c in claims]


@given(abstracts(), st.sampled_from(["Lorem ipsum dolor. ", "Sed ut perspiciatis unde omnis. ", "\n"]))
def test_unrelated_prefix_only_shifts_spans(text: str, prefix: str) -> None:
    before = extract_claims(text)
    after = extract_claims(prefix + text)
    assert after == shifted(before, len(prefix))
