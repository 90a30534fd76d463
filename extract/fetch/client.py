"""A polite HTTP client for the arXiv API: one request at a time, one every 3 seconds,
a descriptive User-Agent, timeouts, and bounded retries with exponential backoff.

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

from benchclaims.fetch.errors import FetchError
from benchclaims.version import __version__

CONTACT_ENV = "BENCHCLAIMS_CONTACT"
DEFAULT_CONTACT = "benchclaims@users.noreply.github.com"
RETRY_STATUS = frozenset({429, 500, 502, 503, 504})


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


def backoff_delays(retries: int, base: float) -> list[float]:
    """The waits before each retry: ``base``, twice that, four times that…

    >>> backoff_delays(3, 2.0)
    [2.0, 4.0, 8.0]
    """
    return [base * 2**attempt for attempt in range(retries)]


class _Retryable(Exception):
    """A failure worth another try (5xx, timeout, connection error)."""


@dataclass
class ArxivClient:
    """GETs URLs from the arXiv API politely; ``get`` returns the body or raises ``FetchError``."""

    timeout: float = 30.0
    retries: int = 3
    backoff: float = 3.0
    limiter: RateLimiter = field(default_factory=RateLimiter)
    agent: str = field(default_factory=user_agent)
    requests: int = field(default=0, init=False)

    def get(self, url: str) -> bytes:
        """The body of ``url``, retried on transient failures; FetchError when all tries fail."""
        reason = ""
        for delay in [*backoff_delays(self.retries, self.backoff), None]:
            try:
                return self._once(url)
            except _Retryable as exc:
                reason = str(exc)
            if delay is not None:
                self.limiter.sleep(delay)
        raise FetchError(
            f"cannot fetch from the arXiv API at {url.split('?')[0]}: {reason} (after {self.retries + 1} attempts)",
            hint=True,
        )

    def _once(self, url: str) -> bytes:
        """One rate-limited request; transient failures become ``_Retryable``."""
        self.limiter.wait()
        self.requests += 1
        request = urllib.request.Request(url, headers={"User-Agent": self.agent})
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                return bytes(response.read())
        except urllib.error.HTTPError as exc:
            if exc.code in RETRY_STATUS:
                raise _Retryable(f"HTTP {exc.code} {exc.reason}") from exc
            raise FetchError(f"the arXiv API answered HTTP {exc.code} {exc.reason} for {url}") from exc
        except TimeoutError as exc:
            raise _Retryable(f"no answer within {self.timeout:g} s") from exc
        except urllib.error.URLError as exc:
            raise _Retryable(_reason(exc.reason)) from exc
        except (ConnectionError, http_client_errors()) as exc:
            raise _Retryable(_reason(exc)) from exc


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
