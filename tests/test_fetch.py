"""Fetching from the arXiv API, against a real HTTP server on 127.0.0.1 that serves recorded
Atom responses (fictional papers, ``fixtures/fetch/``). No test reaches the internet."""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import date
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from benchclaims.fetch import (
    DEFAULT_BASE_URL,
    ArxivClient,
    Cache,
    FetchError,
    RateLimiter,
    cache_clear,
    cache_info,
    fetch_documents,
)
from benchclaims.fetch.client import MAX_WAIT, backoff_delays
from benchclaims.readers import ReadProblem
from cli_runner import run_benchclaims

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "fetch"
AUTHOR_QUERY = 'au:"Ada Quill"'
SPECFUSE = "2504.60006"


@dataclass
class Reply:
    """One recorded answer: a fixture file (or raw body), a status and a delay before answering."""

    fixture: str | None = None
    status: int = 200
    delay: float = 0.0
    body: bytes = b""

    def payload(self) -> bytes:
        return (FIXTURES / self.fixture).read_bytes() if self.fixture else self.body


@dataclass
class FakeArxiv:
    """The routes of the fake API: (search_query or id_list, start) → replies, served in
    order (the last one repeats); every request is recorded."""

    url: str = ""
    routes: dict[tuple[str, str], list[Reply]] = field(default_factory=dict)
    requests: list[dict[str, str]] = field(default_factory=list)
    agents: list[str] = field(default_factory=list)

    def add(self, what: str, start: int, *replies: Reply) -> None:
        self.routes[(what, str(start))] = list(replies)

    def reply(self, params: dict[str, str]) -> Reply:
        self.requests.append(params)
        what = params.get("search_query") or params.get("id_list", "")
        queue = self.routes.get((what, params.get("start", "0")))
        if not queue:
            return Reply(status=404, body=b"no such route")
        return queue.pop(0) if len(queue) > 1 else queue[0]


def make_handler(api: FakeArxiv) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            api.agents.append(self.headers.get("User-Agent", ""))
            params = {k: v[0] for k, v in parse_qs(urlsplit(self.path).query).items()}
            reply = api.reply(params)
            time.sleep(reply.delay)
            body = reply.payload()
            try:
                self.send_response(reply.status)
                self.send_header("Content-Type", "application/atom+xml; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            except OSError:  # the client gave up waiting
                pass

        def log_message(self, *args: object) -> None:
            return None

    return Handler


@contextlib.contextmanager
def serving(handler: type[BaseHTTPRequestHandler]) -> Iterator[str]:
    """Serve ``handler`` on 127.0.0.1 (loopback only) in a thread; yield ``host:port``."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def api() -> Iterator[FakeArxiv]:
    fake = FakeArxiv()
    with serving(make_handler(fake)) as host:
        fake.url = f"http://{host}/api/query"
        yield fake


def quick_client(timeout: float = 2.0, retries: int = 2) -> ArxivClient:
    """A client that never waits: no spacing between requests, no backoff."""
    return ArxivClient(timeout=timeout, retries=retries, backoff=0.0, limiter=RateLimiter(0.0))


def fetch(api: FakeArxiv, tmp_path: Path, **options: object) -> list:
    options.setdefault("client", quick_client())
    options.setdefault("cache_path", tmp_path / "cache.sqlite")
    return list(fetch_documents(base_url=api.url, **options))  # type: ignore[arg-type]


def serve_author_pages(api: FakeArxiv) -> None:
    for number, start in enumerate((0, 2, 4), start=1):
        api.add(AUTHOR_QUERY, start, Reply(f"search_page{number}.xml"))


# ---------------------------------------------------------------- paging and dates


def test_pages_through_all_results(api: FakeArxiv, tmp_path: Path) -> None:
    serve_author_pages(api)
    docs = fetch(api, tmp_path, author="Ada Quill", page_size=2)
    assert [d.id for d in docs] == ["2503.10001", "2502.20002", "2501.30003", "2412.40004", "2411.50005"]
    assert [r["start"] for r in api.requests] == ["0", "2", "4"]
    first = api.requests[0]
    assert first["sortBy"] == "submittedDate" and first["sortOrder"] == "descending"
    assert first["max_results"] == "2"
    doc = docs[2]
    assert (doc.version, doc.year, doc.category) == ("v2", 2025, "cs.DC")
    assert doc.title == "TokenTide: Elastic Prefill Scheduling"
    assert "\n" not in docs[0].abstract and docs[0].abstract.startswith("We present PipeWeave")
    assert docs[0].source and docs[0].source.startswith(api.url)


def test_user_agent_is_descriptive(api: FakeArxiv, tmp_path: Path) -> None:
    api.add(AUTHOR_QUERY, 0, Reply("search_page3.xml"))
    fetch(api, tmp_path, author="Ada Quill")
    assert api.agents[0].startswith("benchclaims/") and "mailto:" in api.agents[0]


def test_since_filters_and_stops_paging(api: FakeArxiv, tmp_path: Path) -> None:
    serve_author_pages(api)
    docs = fetch(api, tmp_path, author="Ada Quill", since="2025-01-01", page_size=2)
    assert [d.id for d in docs] == ["2503.10001", "2502.20002", "2501.30003"]
    assert [r["start"] for r in api.requests] == ["0", "2"]  # page 2 went older: no page 3


def test_since_is_exact_to_the_day(api: FakeArxiv, tmp_path: Path) -> None:
    serve_author_pages(api)
    docs = fetch(api, tmp_path, author="Ada Quill", since=date(2025, 2, 27), page_size=2)
    assert [d.id for d in docs] == ["2503.10001", "2502.20002"]


def test_max_limits_results_and_requests(api: FakeArxiv, tmp_path: Path) -> None:
    serve_author_pages(api)
    docs = fetch(api, tmp_path, author="Ada Quill", max_results=3, page_size=2)
    assert len(docs) == 3
    assert [(r["start"], r["max_results"]) for r in api.requests] == [("0", "2"), ("2", "1")]


def test_empty_result(api: FakeArxiv, tmp_path: Path) -> None:
    api.add('au:"Nobody Atall"', 0, Reply("empty.xml"))
    assert fetch(api, tmp_path, author="Nobody Atall") == []
    assert len(api.requests) == 1


def test_combined_query_is_sent_as_one_expression(api: FakeArxiv, tmp_path: Path) -> None:
    expression = 'au:"Ada Quill" AND cat:cs.DC AND (all:KV cache)'
    api.add(expression, 0, Reply("search_page3.xml"))
    docs = fetch(api, tmp_path, author="Ada Quill", category="cs.DC", query="all:KV cache")
    assert [d.id for d in docs] == ["2411.50005"]


def test_bad_options_fail_before_any_request(api: FakeArxiv, tmp_path: Path) -> None:
    for options in (
        {},
        {"ids": ["nonsense"]},
        {"author": "A", "since": "soon"},
        {"author": "A", "max_results": 0},
    ):
        with pytest.raises(ValueError):
            fetch_documents(base_url=api.url, cache_path=tmp_path / "c.sqlite", **options)  # type: ignore[arg-type]
    assert api.requests == []


# ---------------------------------------------------------------- failures


def test_503_then_success_is_retried(api: FakeArxiv, tmp_path: Path) -> None:
    api.add(AUTHOR_QUERY, 0, Reply(status=503, body=b"busy"), Reply("search_page3.xml"))
    docs = fetch(api, tmp_path, author="Ada Quill")
    assert [d.id for d in docs] == ["2411.50005"]
    assert len(api.requests) == 2


def test_persistent_5xx_gives_up_with_a_bounded_count(api: FakeArxiv, tmp_path: Path) -> None:
    api.add(AUTHOR_QUERY, 0, Reply(status=500, body=b"oops"))
    with pytest.raises(FetchError, match="HTTP 500") as info:
        fetch(api, tmp_path, author="Ada Quill", client=quick_client(retries=2))
    assert len(api.requests) == 3
    assert "pass files instead: benchclaims extract abstracts.jsonl" in str(info.value)


def test_client_error_is_not_retried(api: FakeArxiv, tmp_path: Path) -> None:
    with pytest.raises(FetchError, match="HTTP 404"):
        fetch(api, tmp_path, author="Unrouted Person")
    assert len(api.requests) == 1


def test_malformed_body_is_a_clear_error_and_not_cached(api: FakeArxiv, tmp_path: Path) -> None:
    api.add(AUTHOR_QUERY, 0, Reply("malformed.xml"), Reply("search_page3.xml"))
    with pytest.raises(FetchError, match=r"unusable response.*malformed XML") as info:
        fetch(api, tmp_path, author="Ada Quill")
    assert "\n" not in str(info.value)
    assert [d.id for d in fetch(api, tmp_path, author="Ada Quill")] == ["2411.50005"]


def test_api_error_entry_is_an_error(api: FakeArxiv, tmp_path: Path) -> None:
    api.add("2401.99999", 0, Reply("api_error.xml"))
    with pytest.raises(FetchError, match="incorrect id format"):
        fetch(api, tmp_path, ids=["2401.99999"])


def test_slow_response_is_retried_then_fails(api: FakeArxiv, tmp_path: Path) -> None:
    api.add(AUTHOR_QUERY, 0, Reply("search_page3.xml", delay=0.6))
    started = time.monotonic()
    with pytest.raises(FetchError, match=r"no answer within 0.2 s|timed out"):
        fetch(api, tmp_path, author="Ada Quill", client=quick_client(timeout=0.2, retries=1))
    assert len(api.requests) == 2
    assert time.monotonic() - started < 30  # generous: a busy machine must not fail it


def test_slow_then_fast_succeeds(api: FakeArxiv, tmp_path: Path) -> None:
    api.add(AUTHOR_QUERY, 0, Reply("search_page3.xml", delay=0.6), Reply("search_page3.xml"))
    docs = fetch(api, tmp_path, author="Ada Quill", client=quick_client(timeout=0.2, retries=1))
    assert len(docs) == 1


def test_unreachable_server_is_one_line_with_the_hint(tmp_path: Path) -> None:
    with pytest.raises(FetchError) as info:
        list(
            fetch_documents(
                ids=["2401.00001"],
                base_url="http://127.0.0.1:9/api/query",
                cache_path=tmp_path / "c.sqlite",
                client=quick_client(retries=1),
            )
        )
    message = str(info.value)
    assert "\n" not in message and message.endswith("pass files instead: benchclaims extract abstracts.jsonl")
    assert "127.0.0.1:9" in message


# ---------------------------------------------------------------- rate limiting


def test_rate_limiter_spaces_requests_with_a_fake_clock() -> None:
    now = [0.0]
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds

    limiter = RateLimiter(3.0, clock=lambda: now[0], sleep=sleep)
    for gap in (0.0, 0.5, 0.0, 10.0):
        now[0] += gap
        limiter.wait()
    assert slept == [2.5, 3.0]


def test_client_waits_between_requests_and_backs_off(api: FakeArxiv, tmp_path: Path) -> None:
    now = [0.0]
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds

    limiter = RateLimiter(3.0, clock=lambda: now[0], sleep=sleep)
    client = ArxivClient(timeout=2.0, retries=2, backoff=1.0, limiter=limiter)
    api.add(AUTHOR_QUERY, 0, Reply(status=503), Reply(status=502), Reply("search_page1.xml"))
    api.add(AUTHOR_QUERY, 2, Reply("search_page2.xml"))
    fetch(api, tmp_path, author="Ada Quill", client=client, page_size=2, max_results=4)
    # backoff 1 s then the rest of the 3 s spacing; backoff 2 s then the rest; then 3 s between pages
    assert slept == [1.0, 2.0, 2.0, 1.0, 3.0]
    assert client.requests == 4


# ---------------------------------------------------------------- cache


def test_second_run_is_served_from_the_cache(api: FakeArxiv, tmp_path: Path) -> None:
    serve_author_pages(api)
    first = fetch(api, tmp_path, author="Ada Quill", page_size=2)
    count = len(api.requests)
    second = fetch(api, tmp_path, author="Ada Quill", page_size=2)
    assert second == first and len(api.requests) == count == 3


def test_a_new_query_misses_the_cache(api: FakeArxiv, tmp_path: Path) -> None:
    serve_author_pages(api)
    fetch(api, tmp_path, author="Ada Quill", page_size=2)
    api.add('au:"Ada Quill" AND cat:cs.DC', 0, Reply("search_page3.xml"))
    fetch(api, tmp_path, author="Ada Quill", category="cs.DC", page_size=2)
    assert len(api.requests) == 4


def test_offline_uses_the_cache_alone(api: FakeArxiv, tmp_path: Path) -> None:
    serve_author_pages(api)
    online = fetch(api, tmp_path, author="Ada Quill", page_size=2)
    count = len(api.requests)
    offline = fetch(api, tmp_path, author="Ada Quill", page_size=2, offline=True)
    assert offline == online and len(api.requests) == count
    by_id = fetch(api, tmp_path, ids=["2412.40004", "2503.10001v1"], offline=True)
    assert [d.id for d in by_id] == ["2412.40004", "2503.10001"] and len(api.requests) == count


def test_offline_miss_is_a_clear_error(api: FakeArxiv, tmp_path: Path) -> None:
    cache = tmp_path / "cache.sqlite"
    with pytest.raises(FetchError, match=r"offline, and there is no cache at .*cache.sqlite"):
        fetch(api, tmp_path, author="Ada Quill", offline=True)
    assert not cache.exists()  # --offline never creates the cache file
    Cache(cache).close()
    with pytest.raises(FetchError, match=r"offline, and .* not in the cache"):
        fetch(api, tmp_path, author="Ada Quill", offline=True)
    with pytest.raises(FetchError, match=r"offline, and not in the cache .*: 2401.00001"):
        fetch(api, tmp_path, ids=["2401.00001"], offline=True)
    assert api.requests == []


def test_id_lookups_fetch_only_missing_ids(api: FakeArxiv, tmp_path: Path) -> None:
    serve_author_pages(api)
    fetch(api, tmp_path, author="Ada Quill", page_size=2)
    api.add(SPECFUSE, 0, Reply("paper_v1.xml"))
    docs = fetch(api, tmp_path, ids=["2411.50005", SPECFUSE])
    assert [d.id for d in docs] == ["2411.50005", SPECFUSE]
    assert api.requests[-1]["id_list"] == SPECFUSE


def test_versions_are_stored_side_by_side(api: FakeArxiv, tmp_path: Path) -> None:
    api.add(SPECFUSE, 0, Reply("paper_v1.xml"), Reply("paper_v2.xml"))
    [v1] = fetch(api, tmp_path, ids=[SPECFUSE])
    [cached] = fetch(api, tmp_path, ids=[SPECFUSE])
    assert v1.version == cached.version == "v1" and len(api.requests) == 1
    [v2] = fetch(api, tmp_path, ids=[SPECFUSE], refresh=True)
    assert v2.version == "v2" and "1.6x over SGLang" in v2.abstract
    with Cache(tmp_path / "cache.sqlite") as cache:
        assert [d.version for d in cache.versions(SPECFUSE)] == ["v1", "v2"]
        assert [(d.id, d.version) for d in cache.latest_documents()] == [(SPECFUSE, "v2")]
    [old] = fetch(api, tmp_path, ids=[f"{SPECFUSE}v1"], offline=True)
    assert old.abstract == v1.abstract


def test_missing_id_is_reported_not_fatal(api: FakeArxiv, tmp_path: Path) -> None:
    api.add("2401.00001", 0, Reply("empty.xml"))
    problems: list[ReadProblem] = []
    assert fetch(api, tmp_path, ids=["2401.00001"], on_problem=problems.append) == []
    assert "2401.00001: not returned" in problems[0].message


def test_cache_info_and_clear(api: FakeArxiv, tmp_path: Path) -> None:
    path = tmp_path / "cache.sqlite"
    assert cache_info(path)["entries"] == 0 and not path.exists()
    serve_author_pages(api)
    fetch(api, tmp_path, author="Ada Quill", page_size=2)
    info = cache_info(path)
    assert (info["responses"], info["documents"], info["entries"]) == (3, 5, 8)
    assert info["path"] == str(path) and int(info["size"]) > 0  # type: ignore[call-overload]
    assert cache_clear(path)["entries"] == 8
    assert cache_info(path)["entries"] == 0


def test_default_cache_path_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache_info()["path"] == str(tmp_path / "benchclaims" / "arxiv.sqlite")


# ---------------------------------------------------------------- command line


def run_cli(*args: str | Path, url: str) -> subprocess.CompletedProcess[str]:
    """``benchclaims ARGS`` in a subprocess, talking to the fake arXiv at ``url``."""
    return run_benchclaims(*args, env={"BENCHCLAIMS_ARXIV_URL": url}, timeout=120)


def test_cli_fetch_writes_jsonl_and_reuses_the_cache(api: FakeArxiv, tmp_path: Path) -> None:
    api.add(SPECFUSE, 0, Reply("paper_v1.xml"))
    cache = tmp_path / "c.sqlite"
    done = run_cli("fetch", "--id", SPECFUSE, "--cache", cache, url=api.url)
    assert done.returncode == 0, done.stderr
    [record] = [json.loads(line) for line in done.stdout.splitlines()]
    assert (record["id"], record["version"]) == (SPECFUSE, "v1")
    out = tmp_path / "abstracts.jsonl"
    again = run_cli("fetch", "--id", SPECFUSE, "--cache", cache, "--offline", "-o", out, url=api.url)
    assert again.returncode == 0, again.stderr
    assert json.loads(out.read_text())["id"] == SPECFUSE
    assert len(api.requests) == 1


def test_cli_offline_miss_exits_2(api: FakeArxiv, tmp_path: Path) -> None:
    done = run_cli("fetch", "--author", "Ada Quill", "--offline", "--cache", tmp_path / "c.sqlite", url=api.url)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and "offline" in done.stderr


def test_cli_unreachable_exits_2_with_one_line(tmp_path: Path) -> None:
    done = run_cli(
        "fetch",
        "--author",
        "Ada Quill",
        "--retries",
        "0",
        "--cache",
        tmp_path / "c.sqlite",
        url="http://127.0.0.1:9/api/query",
    )
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "pass files instead: benchclaims extract abstracts.jsonl" in lines[0]


def test_cli_cache_info_and_clear(api: FakeArxiv, tmp_path: Path) -> None:
    api.add(SPECFUSE, 0, Reply("paper_v1.xml"))
    cache = tmp_path / "c.sqlite"
    assert run_cli("fetch", "--id", SPECFUSE, "--cache", cache, url=api.url).returncode == 0
    info = run_cli("cache", "info", "--cache", cache, url=api.url)
    assert info.returncode == 0 and str(cache) in info.stdout and "2 entries" in info.stdout
    cleared = run_cli("cache", "clear", "--cache", cache, url=api.url)
    assert cleared.returncode == 0
    assert cache_info(cache)["entries"] == 0


def test_cli_extract_fetches_then_extracts(api: FakeArxiv, tmp_path: Path) -> None:
    api.add(SPECFUSE, 0, Reply("paper_v2.xml"))
    done = run_cli("extract", "--id", SPECFUSE, "--cache", tmp_path / "c.sqlite", url=api.url)
    assert done.returncode == 0, done.stderr
    claims = [json.loads(line) for line in done.stdout.splitlines()]
    assert {c["doc_id"] for c in claims} == {SPECFUSE}
    assert {"2.4x", "1.6x"} <= {c["text"] for c in claims}


def test_cli_usage_errors_exit_2(api: FakeArxiv, tmp_path: Path) -> None:
    for args in (
        ["fetch"],
        ["fetch", "--author", "A", "--since", "soon"],
        ["fetch", "--id", "nonsense"],
        ["fetch", "--author", "A", "--max", "0"],
        ["fetch", "--category", "cs DC"],
    ):
        done = run_cli(*args, "--cache", tmp_path / "c.sqlite", url=api.url)
        assert done.returncode == 2 and done.stdout == "", args
        assert "Traceback" not in done.stderr
    assert api.requests == []


def test_cli_check_shows_what_a_new_version_changed(api: FakeArxiv, tmp_path: Path) -> None:
    """v1's claims are the baseline; after v2 revises the abstract, `check --refresh` shows the change."""
    api.add(SPECFUSE, 0, Reply("paper_v1.xml"), Reply("paper_v2.xml"))
    cache, baseline = tmp_path / "c.sqlite", tmp_path / "claims.jsonl"
    made = run_cli("extract", "--cache", cache, "-o", baseline, "--id", SPECFUSE, url=api.url)
    assert made.returncode == 0, made.stderr
    same = run_cli("check", "--baseline", baseline, "--cache", cache, "--id", SPECFUSE, url=api.url)
    assert same.returncode == 0, same.stdout + same.stderr
    moved = run_cli("check", "--baseline", baseline, "--cache", cache, "--refresh", "--json", "--id", SPECFUSE,
                    url=api.url)  # fmt: skip
    assert moved.returncode == 1, moved.stdout + moved.stderr
    report = json.loads(moved.stdout)
    texts = json.dumps(report)
    assert "2.1x" in texts and "2.4x" in texts


# ---------------------------------------------------------------- a misbehaving server (issue 18, item 2 and 9)
#
# Each behaviour is a function that answers one request by writing to the handler's socket; every
# loop in it is bounded (in bytes and in time), and the server listens on 127.0.0.1 only.

Behaviour = Callable[[BaseHTTPRequestHandler, dict[str, str]], None]
TRICKLE_BYTES = 40  # a trickling server sends at most this many bytes, one per TRICKLE_GAP
TRICKLE_GAP = 0.25
FLOOD_BYTES = 8 << 20  # a flooding server sends at most this much


def atom_feed(start: int, size: int, total: int | None) -> bytes:
    """A feed of ``size`` fictional entries numbered from ``start`` (and ``totalResults`` if given)."""
    entries = "".join(
        f"<entry><id>http://arxiv.org/abs/2601.{start + i:05d}v1</id><title>Paper {start + i}</title>"
        f"<summary>System {start + i} is 2x faster than vLLM.</summary>"
        "<published>2026-01-02T00:00:00Z</published></entry>"
        for i in range(size)
    )
    counted = "" if total is None else f'<os:totalResults xmlns:os="o">{total}</os:totalResults>'
    return f'<feed xmlns="http://www.w3.org/2005/Atom">{counted}{entries}</feed>'.encode()


def send(handler: BaseHTTPRequestHandler, body: bytes, status: int = 200, **headers: str) -> None:
    handler.send_response(status)
    handler.send_header("Content-Length", str(len(body)))
    for name, value in headers.items():
        handler.send_header(name.replace("_", "-"), value)
    handler.end_headers()
    handler.wfile.write(body)


@dataclass
class Misbehaving:
    """A local server whose answers ``behave`` writes; ``requests`` records each request's parameters."""

    url: str = ""
    host: str = ""
    behave: Behaviour = lambda handler, params: send(handler, atom_feed(0, 0, 0))
    requests: list[dict[str, str]] = field(default_factory=list)


@pytest.fixture
def bad_server() -> Iterator[Misbehaving]:
    served = Misbehaving()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            params = {k: v[0] for k, v in parse_qs(urlsplit(self.path).query).items()}
            served.requests.append(params)
            with contextlib.suppress(OSError):  # the client hung up, as it should
                served.behave(self, params)

        def log_message(self, *args: object) -> None:
            return None

    with serving(Handler) as host:
        served.host, served.url = host, f"http://{host}/api/query"
        yield served


def trickle(handler: BaseHTTPRequestHandler, params: dict[str, str]) -> None:
    handler.send_response(200)
    handler.send_header("Content-Length", "100000")
    handler.end_headers()
    for _ in range(TRICKLE_BYTES):
        handler.wfile.write(b" ")
        handler.wfile.flush()
        time.sleep(TRICKLE_GAP)


def flood(handler: BaseHTTPRequestHandler, params: dict[str, str], length: bool = True) -> None:
    handler.send_response(200)
    if length:
        handler.send_header("Content-Length", str(1 << 30))  # claims 1 GiB
    handler.end_headers()
    block = b"<" * 65536
    for _ in range(FLOOD_BYTES // len(block)):
        handler.wfile.write(block)


def trickle_headers(handler: BaseHTTPRequestHandler, params: dict[str, str]) -> None:
    handler.wfile.write(b"HTTP/1.1 200 OK\r\n")
    for _ in range(TRICKLE_BYTES):
        handler.wfile.write(b"X-Slow: 1\r\n")
        handler.wfile.flush()
        time.sleep(TRICKLE_GAP)


@pytest.mark.parametrize("behaviour", [trickle, trickle_headers], ids=["body", "headers"])
def test_a_trickling_server_hits_the_total_deadline(
    bad_server: Misbehaving, tmp_path: Path, behaviour: Behaviour
) -> None:
    bad_server.behave = behaviour
    client = ArxivClient(timeout=5.0, retries=0, backoff=0.0, limiter=RateLimiter(0.0), deadline=1.0)
    started = time.monotonic()
    with pytest.raises(FetchError, match=r"the response took over 1 s"):
        fetch(bad_server, tmp_path, author="Ada Quill", client=client)  # type: ignore[arg-type]
    assert time.monotonic() - started < TRICKLE_BYTES * TRICKLE_GAP  # it did not wait for the whole trickle


@pytest.mark.parametrize("length", [True, False], ids=["claimed-1GiB", "no-length"])
def test_a_huge_body_is_cut_at_the_byte_cap(bad_server: Misbehaving, tmp_path: Path, length: bool) -> None:
    bad_server.behave = lambda handler, params: flood(handler, params, length)
    client = ArxivClient(timeout=5.0, retries=2, backoff=0.0, limiter=RateLimiter(0.0), max_bytes=1 << 20)
    with pytest.raises(FetchError, match=r"over 1,048,576 bytes; not read"):
        fetch(bad_server, tmp_path, author="Ada Quill", client=client)  # type: ignore[arg-type]
    assert len(bad_server.requests) == 1  # not retried
    with Cache(tmp_path / "cache.sqlite") as cache:
        assert cache.counts()["responses"] == 0


def test_total_results_ends_paging(bad_server: Misbehaving, tmp_path: Path) -> None:
    bad_server.behave = lambda handler, params: send(handler, atom_feed(int(params["start"]), 2, total=6))
    docs = fetch(bad_server, tmp_path, author="Ada Quill", page_size=2)  # type: ignore[arg-type]
    assert len(docs) == 6 and [r["start"] for r in bad_server.requests] == ["0", "2", "4"]


def test_a_page_repeating_the_last_one_ends_paging(bad_server: Misbehaving, tmp_path: Path) -> None:
    bad_server.behave = lambda handler, params: send(handler, atom_feed(0, 2, total=None))  # always page 1
    problems: list[ReadProblem] = []
    docs = fetch(bad_server, tmp_path, author="Ada Quill", page_size=2, on_problem=problems.append)  # type: ignore[arg-type]
    assert len(docs) == 2 and len(bad_server.requests) == 2
    assert ["the page before, again" in p.message for p in problems] == [True]


def test_endless_new_pages_stop_at_the_api_maximum(
    bad_server: Misbehaving, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("benchclaims.fetch.fetcher.MAX_SEARCH_RESULTS", 10)
    bad_server.behave = lambda handler, params: send(handler, atom_feed(int(params["start"]), 2, total=None))
    problems: list[ReadProblem] = []
    docs = fetch(bad_server, tmp_path, author="Ada Quill", page_size=2, on_problem=problems.append)  # type: ignore[arg-type]
    assert len(docs) == 10 and len(bad_server.requests) == 5
    assert ["at most 10 results" in p.message for p in problems] == [True]


@pytest.mark.parametrize(
    "location",
    ["http://localhost:{port}/api/query", "ftp://{host}/api/query", "https://elsewhere.invalid/api/query"],
    ids=["another-host-name", "ftp", "another-host"],
)
def test_redirects_leave_the_host_only_never(bad_server: Misbehaving, tmp_path: Path, location: str) -> None:
    port = bad_server.host.rsplit(":", 1)[1]
    target = location.format(host=bad_server.host, port=port)
    bad_server.behave = lambda handler, params: send(handler, b"", 302, Location=target)
    with pytest.raises(FetchError, match=r"redirected to .*: refused"):
        fetch(bad_server, tmp_path, author="Ada Quill")  # type: ignore[arg-type]
    assert len(bad_server.requests) == 1


def test_a_redirect_on_the_same_host_is_followed(bad_server: Misbehaving, tmp_path: Path) -> None:
    def behave(handler: BaseHTTPRequestHandler, params: dict[str, str]) -> None:
        if handler.path.startswith("/api/query"):
            send(handler, b"", 301, Location=f"http://{bad_server.host}/moved?start=0")
        else:
            send(handler, atom_feed(0, 1, total=1))

    bad_server.behave = behave
    assert len(fetch(bad_server, tmp_path, author="Ada Quill")) == 1  # type: ignore[arg-type]


def test_retry_after_is_honoured_and_capped(bad_server: Misbehaving, tmp_path: Path) -> None:
    answers = iter([("7", 503), ("86400", 429), (None, 200)])

    def behave(handler: BaseHTTPRequestHandler, params: dict[str, str]) -> None:
        wait, status = next(answers)
        if wait is None:
            send(handler, atom_feed(0, 1, total=1))
        else:
            send(handler, b"busy", status, Retry_After=wait)

    bad_server.behave = behave
    slept: list[float] = []
    limiter = RateLimiter(0.0, sleep=slept.append)
    client = ArxivClient(timeout=5.0, retries=2, backoff=1.0, limiter=limiter)
    assert len(fetch(bad_server, tmp_path, author="Ada Quill", client=client)) == 1  # type: ignore[arg-type]
    assert slept == [7.0, MAX_WAIT]  # the server's 7 s over the 1 s backoff; a day capped


def test_backoff_is_capped_and_never_overflows() -> None:
    delays = backoff_delays(2000, 3.0)
    assert max(delays) == MAX_WAIT and delays[:3] == [3.0, 6.0, 12.0]
    assert sum(backoff_delays(20, 3.0)) < 2 * 3600  # --retries 20 waits under two hours, not 36 days


def test_the_api_url_must_be_https(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="must be https"):
        fetch_documents(author="A", base_url="http://export.arxiv.org/api/query", cache_path=tmp_path / "c")
    assert DEFAULT_BASE_URL.startswith("https://")
    done = run_cli("fetch", "--author", "A", "--cache", tmp_path / "c.sqlite", url="ftp://export.arxiv.org/x")
    assert done.returncode == 2 and "must be https" in done.stderr and "Traceback" not in done.stderr


def test_cli_an_id_the_api_does_not_return_exits_1(api: FakeArxiv, tmp_path: Path) -> None:
    api.add("2401.00001", 0, Reply("empty.xml"))
    done = run_cli("fetch", "--id", "2401.00001", "--cache", tmp_path / "c.sqlite", url=api.url)
    assert done.returncode == 1, done.stderr
    assert "2401.00001: not returned by the API" in done.stderr


# ---------------------------------------------------------------- a broken cache (issue 18, items 5 and 10)


def broken_cache(tmp_path: Path, how: str) -> Path:
    """A cache file broken in one way: another schema, a corrupt stored document, not SQLite."""
    path = tmp_path / "c.sqlite"
    if how == "not-sqlite":
        path.write_bytes(b"this is not a database" * 100)
        return path
    db = sqlite3.connect(path)
    if how == "other-schema":
        db.execute("CREATE TABLE documents (id TEXT)")
        db.execute("INSERT INTO documents VALUES ('2401.00001')")
    else:
        Cache(path).close()
        db.execute("INSERT INTO documents VALUES ('2401.00001', 'v1', 1, NULL, '{not json', 0)")
    db.commit()
    db.close()
    return path


@pytest.mark.parametrize("how", ["not-sqlite", "other-schema"])
def test_cli_an_unusable_cache_is_one_line(tmp_path: Path, how: str) -> None:
    cache = broken_cache(tmp_path, how)
    done = run_cli("fetch", "--id", "2401.00001", "--offline", "--cache", cache, url="http://127.0.0.1:9/api")
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and str(cache) in done.stderr and "Traceback" not in done.stderr


def test_a_corrupt_stored_document_is_a_cache_miss(tmp_path: Path) -> None:
    cache = broken_cache(tmp_path, "corrupt-row")
    done = run_cli("fetch", "--id", "2401.00001", "--offline", "--cache", cache, url="http://127.0.0.1:9/api")
    assert done.returncode == 2 and "not in the cache" in done.stderr and done.stderr.count("\n") == 1


def test_cli_a_locked_cache_is_one_line(api: FakeArxiv, tmp_path: Path) -> None:
    api.add(SPECFUSE, 0, Reply("paper_v1.xml"))
    cache = tmp_path / "c.sqlite"
    Cache(cache).close()
    holder = sqlite3.connect(cache, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # held for longer than the cache waits (5 s)
    try:
        done = run_cli("fetch", "--id", SPECFUSE, "--cache", cache, url=api.url)
    finally:
        holder.close()
    assert done.returncode == 2, done.stderr
    assert "is locked by another process" in done.stderr and done.stderr.count("\n") == 1


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes read-only files")
def test_cli_a_read_only_cache_is_one_line(api: FakeArxiv, tmp_path: Path) -> None:
    api.add(SPECFUSE, 0, Reply("paper_v1.xml"))
    cache = tmp_path / "c.sqlite"
    Cache(cache).close()
    cache.chmod(0o444)
    done = run_cli("fetch", "--id", SPECFUSE, "--cache", cache, url=api.url)
    assert done.returncode == 2 and "cannot be written" in done.stderr and done.stderr.count("\n") == 1


def test_a_read_only_cache_is_a_fetch_error(api: FakeArxiv, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The cache opened read-only (as an immutable file is, even for root) fails in one line naming it."""
    api.add(SPECFUSE, 0, Reply("paper_v1.xml"))
    cache = tmp_path / "cache.sqlite"
    Cache(cache).close()
    connect = sqlite3.connect
    monkeypatch.setattr(
        "benchclaims.fetch.cache.sqlite3.connect", lambda path, **kw: connect(f"file:{path}?mode=ro", uri=True, **kw)
    )
    with pytest.raises(FetchError, match=rf"the cache {cache} cannot be written \(attempt to write a readonly"):
        fetch(api, tmp_path, ids=[SPECFUSE])
