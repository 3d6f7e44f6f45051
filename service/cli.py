"""`flask --app service games …`: maintenance of the log from the command line."""

from __future__ import annotations

import sys

import click
from flask import Flask, current_app

from .games import summary_row
from .snapshots import fold_events
from .store import Store


def register(app: Flask) -> None:
    @app.cli.group("games")
    def games() -> None:
        """Verify the log, rebuild read models, export and import games."""

    @games.command("verify")
    @click.argument("game", required=False)
    def verify(game: str | None) -> None:
        """Check the hash chain of one game, or of every game."""
        store = Store(current_app.config["GAMES_DB"])
        broken = 0
        ids = [game] if game else store.game_ids()
        with click.progressbar(ids, label="verifying", file=sys.stderr) as bar:
            for gid in bar:
                first_bad = store.verify(gid)
                if first_bad is not None:
                    broken += 1
                    click.echo(f"{gid}: broken at seq {first_bad}")
        click.echo(f"{len(ids) - broken} intact, {broken} broken")
        if broken:
            raise SystemExit(1)

    @games.command("rebuild")
    def rebuild() -> None:
        """Drop the games read model and rebuild it from the events."""
        store = Store(current_app.config["GAMES_DB"])
        ids = store.game_ids()
        with store.writing():
            store.clear_summaries()
            with click.progressbar(ids, label="rebuilding", file=sys.stderr) as bar:
                for gid in bar:
                    events = list(store.events(gid))
                    match = fold_events(gid, events)
                    if match is not None:
                        store.save_summary(summary_row(match, events[-1]["at"], events[0]["at"]))
        click.echo(f"rebuilt {len(ids)} games")
