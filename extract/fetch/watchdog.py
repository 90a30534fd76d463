"""A deadline for a whole HTTP exchange: connecting, the headers and the body together.

A socket timeout bounds each read, not the exchange: a server that sends one byte every second
never trips it. A ``Watchdog`` hands urllib handlers whose connections register their sockets,
and shuts those sockets down once its deadline has passed, whatever the request waits for then;
the read that was waiting fails at once, and ``expired`` tells why.
"""

from __future__ import annotations

import http.client
import socket
import threading
import urllib.request
from collections.abc import Callable
from contextlib import suppress
from typing import Any


class Watchdog:
    """Use as a context manager around one request; ``handlers()`` go to ``build_opener``."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.expired = False
        self._sockets: list[socket.socket] = []
        self._lock = threading.Lock()
        self._timer = threading.Timer(seconds, self._expire)
        self._timer.daemon = True

    def __enter__(self) -> Watchdog:
        self._timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._timer.cancel()

    def _expire(self) -> None:
        with self._lock:
            self.expired = True
            for sock in self._sockets:
                with suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)

    def watch(self, sock: socket.socket) -> socket.socket:
        """Register a new socket (shut at once when the deadline has already passed)."""
        with self._lock:
            self._sockets.append(sock)
            if self.expired:
                with suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)
        return sock

    def _connection(self, cls: type[http.client.HTTPConnection]) -> Callable[..., http.client.HTTPConnection]:
        """A factory of ``cls`` connections whose sockets (made before any TLS handshake) are watched."""

        def make(*args: Any, **kwargs: Any) -> http.client.HTTPConnection:
            connection = cls(*args, **kwargs)
            create = connection._create_connection  # type: ignore[attr-defined]
            connection._create_connection = lambda *a, **k: self.watch(create(*a, **k))  # type: ignore[attr-defined]
            return connection

        return make

    def handlers(self) -> list[urllib.request.BaseHandler]:
        """An http and an https handler whose connections this watchdog watches."""
        watchdog = self

        class Http(urllib.request.HTTPHandler):
            def http_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
                return self.do_open(watchdog._connection(http.client.HTTPConnection), req)

        class Https(urllib.request.HTTPSHandler):
            def https_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
                connection = watchdog._connection(http.client.HTTPSConnection)
                return self.do_open(connection, req, context=self._context)  # type: ignore[attr-defined]

        return [Http(), Https()]
