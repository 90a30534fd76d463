"""A polite HTTP client for the arXiv API: one request at a time, one every 3 seconds,
a descriptive User-Agent, timeouts, and bounded retries with exponential backoff.

A misbehaving server cannot hold a run: each read waits at most ``timeout`` seconds, a whole
response (connecting, headers and body) must arrive within ``deadline`` seconds (``watchdog``)
and be at most ``max_bytes`` long,
redirects are followed only to the same host (never from https to http, never to another
scheme), and a ``Retry-After`` is honoured up to ``MAX_WAIT`` seconds, the longest any wait
between tries can be.

Only the standard library is used (``urllib``). Requests are made one after the other,
never in parallel. Clock and sleep are injectable so tests do not wait.
"""

from __future__ import annotations

import os
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime
from http.client import HTTPMessage, HTTPResponse
from typing import IO
from urllib.parse import urlsplit

from benchclaims.fetch.errors import FetchError
from benchclaims.fetch.watchdog import Watchdog
from benchclaims.version import __version__

CONTACT_ENV = "BENCHCLAIMS_CONTACT"
DEFAULT_CONTACT = "benchclaims@users.noreply.github.com"
RETRY_STATUS = frozenset({429, 500, 502, 503, 504})
MAX_WAIT = 300.0
"""The longest wait before a retry, whatever the backoff or the server's ``Retry-After`` say."""
MAX_BYTES = 32 << 20
"""The largest response read (a full page of 100 arXiv entries is about 300 KB)."""
_READ_SIZE = 1 << 16


def user_agent(contact: str | None = None) -> str:
    """The User-Agent header: who is asking and how to reach them (``$BENCHCLAIMS_CONTACT``).

    >>> user_agent("me@example.org").split(" (")[1]
    '+https://github.com/benchclaims; mailto:me@example.org)'
    """
    mail = contact or os.environ.get(CONTACT_ENV) or DEFAULT_CONTACT
    return f"benchclaims/{__version__} (+https://github.com/benchclaims; mailto:{mail})"


@dataclass
class RateLimiter:
    """Spaces calls to ``wait()`` at least ``interval`` seconds apart.

    >>> now = [100.0]
    >>> slept = []
    >>> def fake_sleep(s): slept.append(s); now[0] += s
    >>> limiter = RateLimiter(3.0, clock=lambda: now[0], sleep=fake_sleep)
    >>> limiter.wait(); now[0] += 1.0; limiter.wait(); now[0] += 5.0; limiter.wait()
    >>> slept
    [2.0]
    """

    interval: float = 3.0
    clock: Callable[[], float] = time.monotonic
    sleep: Callable[[float], None] = time.sleep
    _last: float | None = field(default=None, init=False, repr=False)

    def wait(self) -> None:
        """Sleep until ``interval`` has passed since the previous call returned."""
        if self._last is not None:
            remaining = self._last + self.interval - self.clock()
            if remaining > 0:
                self.sleep(remaining)
        self._last = self.clock()


def backoff_delays(retries: int, base: float, cap: float = MAX_WAIT) -> list[float]:
    """The waits before each retry: ``base``, twice that, four times that…, at most ``cap``.

    >>> backoff_delays(3, 2.0), backoff_delays(100, 3.0)[-1]
    ([2.0, 4.0, 8.0], 300.0)
    """
    return [min(cap, base * 2.0 ** min(attempt, 64)) for attempt in range(retries)]


def retry_after(value: str | None, now: float) -> float | None:
    """The seconds a ``Retry-After`` header asks to wait (delta-seconds or an HTTP date, as of
    the Unix time ``now``); None when there is none or it cannot be read.

    >>> retry_after("120", 0.0), retry_after("Thu, 01 Jan 1970 00:01:40 GMT", 40.0)
    (120.0, 60.0)
    >>> retry_after("soon", 0.0) is None, retry_after(None, 0.0) is None
    (True, True)
    """
    text = (value or "").strip()
    if text.isdigit():
        return float(min(int(text[:12]), 10**9))
    try:
        return max(0.0, parsedate_to_datetime(text).timestamp() - now)
    except (TypeError, ValueError, IndexError):
        return None


class _Retryable(Exception):
    """A failure worth another try (5xx, timeout, connection error), with the server's
    ``Retry-After`` wait when it gave one."""

    def __init__(self, reason: str, wait: float | None = None) -> None:
        super().__init__(reason)
        self.wait = wait


class _SameHostRedirects(urllib.request.HTTPRedirectHandler):
    """Follows a redirect only to the same host, and never from https to plain http."""

    def redirect_request(
        self, req: urllib.request.Request, fp: IO[bytes], code: int, msg: str, headers: HTTPMessage, newurl: str
    ) -> urllib.request.Request | None:
        old, new = urlsplit(req.full_url), urlsplit(newurl)
        allowed = ("https",) if old.scheme == "https" else ("https", "http")
        if new.scheme not in allowed or new.hostname != old.hostname:
            raise FetchError(f"the arXiv API at {old.hostname} redirected to {newurl}: refused (not the same host)")
        return super().redirect_request(req, fp, code, msg, headers, newurl)


@dataclass
class ArxivClient:
    """GETs URLs from the arXiv API politely; ``get`` returns the body or raises ``FetchError``."""

    timeout: float = 30.0
    retries: int = 3
    backoff: float = 3.0
    limiter: RateLimiter = field(default_factory=RateLimiter)
    agent: str = field(default_factory=user_agent)
    deadline: float = 120.0
    """seconds one whole response (connection, headers, body) may take"""
    max_bytes: int = MAX_BYTES
    requests: int = field(default=0, init=False)

    def get(self, url: str) -> bytes:
        """The body of ``url``, retried on transient failures; FetchError when all tries fail."""
        reason = ""
        for delay in [*backoff_delays(self.retries, self.backoff), None]:
            try:
                return self._once(url)
            except _Retryable as exc:
                reason = str(exc)
                wait = min(MAX_WAIT, max(delay or 0.0, exc.wait or 0.0))
            if delay is not None:
                self.limiter.sleep(wait)
        raise FetchError(
            f"cannot fetch from the arXiv API at {url.split('?')[0]}: {reason} (after {self.retries + 1} attempts)",
            hint=True,
        )

    def _once(self, url: str) -> bytes:
        """One rate-limited request, done within ``deadline`` seconds; transient failures become ``_Retryable``."""
        self.limiter.wait()
        self.requests += 1
        request = urllib.request.Request(url, headers={"User-Agent": self.agent})
        with Watchdog(self.deadline) as watchdog:
            opener = urllib.request.build_opener(_SameHostRedirects, *watchdog.handlers())
            try:
                with opener.open(request, timeout=self.timeout) as response:
                    body = self._body(response, url)
            except urllib.error.HTTPError as exc:
                if exc.code in RETRY_STATUS:
                    wait = retry_after(exc.headers.get("Retry-After") if exc.headers else None, time.time())
                    raise _Retryable(f"HTTP {exc.code} {exc.reason}", wait) from exc
                raise FetchError(f"the arXiv API answered HTTP {exc.code} {exc.reason} for {url}") from exc
            except (OSError, http_client_errors()) as exc:
                raise _Retryable(self._failure(exc, watchdog)) from exc
            if watchdog.expired or response.length:  # cut off at the deadline, or the server stopped short
                raise _Retryable(f"the response took over {self.deadline:g} s" if watchdog.expired else "cut short")
        return body

    def _failure(self, exc: Exception, watchdog: Watchdog) -> str:
        """Why a request failed, in a few words."""
        if watchdog.expired:
            return f"the response took over {self.deadline:g} s"
        if isinstance(exc, TimeoutError):
            return f"no answer within {self.timeout:g} s"
        return _reason(exc.reason if isinstance(exc, urllib.error.URLError) else exc)

    def _body(self, response: HTTPResponse, url: str) -> bytes:
        """The body, read a piece at a time, at most ``max_bytes`` of it."""
        too_big = FetchError(f"the response from {url.split('?')[0]} is over {self.max_bytes:,} bytes; not read")
        length = response.headers.get("Content-Length", "")
        if length.isdigit() and int(length) > self.max_bytes:
            raise too_big
        pieces, size = [], 0
        while piece := response.read1(_READ_SIZE):
            size += len(piece)
            if size > self.max_bytes:
                raise too_big
            pieces.append(piece)
        return b"".join(pieces)


def http_client_errors() -> type[Exception]:
    """The base class of ``http.client`` protocol errors (a dropped or garbled response)."""
    import http.client

    return http.client.HTTPException


def _reason(reason: object) -> str:
    """A short text for a connection failure.

    >>> _reason(ConnectionRefusedError(111, "Connection refused"))
    'Connection refused'
    >>> _reason(TimeoutError("timed out"))
    'timed out'
    """
    if isinstance(reason, OSError) and reason.strerror:
        return reason.strerror
    return str(reason) or type(reason).__name__
