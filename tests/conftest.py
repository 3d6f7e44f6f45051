"""Fixtures in the manner of Flask's tutorial: a real app on a real SQLite file in tmp_path.

The service's suites and the API suites of whole games (BOTH below) run twice: on SQLite and
on a real PostgreSQL, a private server started once per session (or `DATABASE_URL`'s), with
a fresh schema per test.
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
# What runs on both backends: the service's suites (every route, the errors, the limits, the
# imports and exports, the snapshots, the store's contract) and the API suites that go
# through every route of a game's life (the views, scores, exports, disputes, whole
# matches). The API suites of single rules (tests/api/test_h8_play.py and the like) drive
# the same routes with other moves: they run on SQLite only, to keep `make test` short.
BOTH = (
    "tests/service/",
    "tests/api/test_core_deal.py",
    "tests/api/test_disputes",
    "tests/api/test_exports",
    "tests/api/test_h8_match.py",
    "tests/api/test_h8_views.py",
    "tests/api/test_president_match.py",
    "tests/api/test_president_table.py",
    "tests/api/test_rami_match.py",
    "tests/api/test_rami_views.py",
    "tests/api/test_say.py",
    "tests/api/test_score_entries.py",
    "tests/api/test_score_only.py",
    "tests/api/test_stats.py",
)
# Among them, the modules that read the SQLite file itself (test_store's and test_store_guard's
# contract runs on both in test_store_contract).
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
