"""A TCP relay between Chromium and the server that counts what crosses it: every request
line the browser sends (the page's, its workers', its service worker's alike) and the bytes
each response took on the wire. What the page's DevTools session alone would miss."""

from __future__ import annotations

import re
import socket
import threading
import time
from dataclasses import dataclass, field

from .servers import HOST, free_port

REQUEST = re.compile(rb"(GET|POST|HEAD|PUT|DELETE|PATCH|OPTIONS) (\S+) HTTP/1\.[01]\r\n")


@dataclass
class Fetch:
    method: str
    path: str
    received: int = 0  # bytes of its answer: status line, headers and body as sent
    asked: float = field(default_factory=time.monotonic)
    answered: float = 0.0  # when its last byte came


@dataclass
class Wire:
    """Relays 127.0.0.1:port to the server's port; `fetches` in the order they were asked."""

    target: int
    port: int = 0
    fetches: list[Fetch] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def __enter__(self) -> Wire:
        self.port = free_port()
        self.listener = socket.create_server((HOST, self.port))
        threading.Thread(target=self._accept, daemon=True).start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.listener.close()

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.port}"

    def mark(self) -> int:
        """Where the fetches are now: `since(mark)` gives those after it."""
        with self.lock:
            return len(self.fetches)

    def since(self, mark: int) -> list[Fetch]:
        with self.lock:
            return list(self.fetches[mark:])

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return  # closed at the end
            server = socket.create_connection((HOST, self.target))
            asked: list[Fetch] = []  # this connection's requests: one answer at a time each
            threading.Thread(target=self._up, args=(client, server, asked), daemon=True).start()
            threading.Thread(target=self._down, args=(server, client, asked), daemon=True).start()

    def _up(self, client: socket.socket, server: socket.socket, asked: list[Fetch]) -> None:
        for chunk in _chunks(client):
            with self.lock:
                for method, path in REQUEST.findall(chunk):
                    fetch = Fetch(method.decode(), path.decode())
                    asked.append(fetch)
                    self.fetches.append(fetch)
            if not _send(server, chunk):
                break
        _close(server)

    def _down(self, server: socket.socket, client: socket.socket, asked: list[Fetch]) -> None:
        """HTTP/1.1 with no pipelining: the bytes answer the last request sent."""
        for chunk in _chunks(server):
            with self.lock:
                if asked:
                    asked[-1].received += len(chunk)
                    asked[-1].answered = time.monotonic()
            if not _send(client, chunk):
                break
        _close(client)


def _chunks(sock: socket.socket):
    while True:
        try:
            chunk = sock.recv(65536)
        except OSError:
            return
        if not chunk:
            return
        yield chunk


def _send(sock: socket.socket, chunk: bytes) -> bool:
    try:
        sock.sendall(chunk)
        return True
    except OSError:
        return False


def _close(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    sock.close()
