"""Fixtures in the manner of Flask's tutorial: a real app on a real SQLite file in tmp_path."""

from __future__ import annotations

import pytest
from freezegun import freeze_time

from service import create_app
from tests.support.helpers import Table

FROZEN = "2026-11-29T20:14:03Z"


@pytest.fixture
def app(tmp_path):
    # Tests log as fast as they can from one address: the rate limits are off here, and on
    # in tests/service/test_rate_limits.py.
    return create_app(
        {"TESTING": True, "GAMES_DB": str(tmp_path / "games.db"), "RATELIMIT_ENABLED": False}
    )


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
