"""Fixtures in the manner of Flask's tutorial: a real app on a real SQLite file in tmp_path.

The API suites (tests/api, tests/service but the modules below) run twice: on SQLite and on
a real PostgreSQL, a private server started once per session (or `DATABASE_URL`'s), with a
fresh schema per test.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from freezegun import freeze_time

from service import create_app
from service.store import release
from tests.support.helpers import Table

from .postgres import Cluster

FROZEN = "2026-11-29T20:14:03Z"
BACKENDS = ("sqlite", "postgres")
# Suites that run on both backends, and the modules among them that read the SQLite file
# itself (test_store: its contract runs on both in test_store_contract).
BOTH = ("tests/api/", "tests/service/")
SQLITE_ONLY = (
    "tests/api/test_exports_cli.py",
    "tests/service/test_store.py",
    "tests/service/test_store_guard.py",
)


def pytest_generate_tests(metafunc):
    if "backend" not in metafunc.fixturenames:
        return
    path = Path(metafunc.definition.path).relative_to(Path(__file__).parent.parent).as_posix()
    if path.startswith(BOTH) and path not in SQLITE_ONLY:
        metafunc.parametrize("backend", BACKENDS, indirect=True)


@pytest.fixture
def backend(request) -> str:
    return getattr(request, "param", "sqlite")


@pytest.fixture(scope="session")
def postgres():
    """The PostgreSQL server of this session, started on first use."""
    cluster = Cluster.start()
    yield cluster
    cluster.stop()


@pytest.fixture
def pg_url(request):
    """The URL of a fresh, empty schema on the session's PostgreSQL (dropped afterwards)."""
    cluster = request.getfixturevalue("postgres")
    url = cluster.fresh_url()
    yield url
    release(url)
    cluster.drop(url)


@pytest.fixture
def database(backend, tmp_path, request) -> dict:
    """The app config that selects this test's database."""
    config = {"GAMES_DB": str(tmp_path / "games.db")}
    if backend == "postgres":
        config["DATABASE_URL"] = request.getfixturevalue("pg_url")
    return config


@pytest.fixture
def app(database):
    # Tests log as fast as they can from one address: the rate limits are off here, and on
    # in tests/service/test_rate_limits.py.
    return create_app({"TESTING": True, "RATELIMIT_ENABLED": False, **database})


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def runner(app):
    return app.test_cli_runner()


@pytest.fixture
def frozen():
    with freeze_time(FROZEN) as clock:
        yield clock


@pytest.fixture
def new_table(client):
    """Create a game through the API and get a helper that logs its events."""

    def make(game: str, players=("anna", "ben", "chloe"), tracking: str = "open", **settings):
        return Table.create(client, game, list(players), tracking, **settings)

    return make
