"""`flask --app service games …`: maintenance of the log from the command line.

verify (the hash chain), rebuild (the read models), export and import (replays in and
out, in the formats of the API), copy (every game to or from another database, SQLite or
PostgreSQL), each with a progress bar on stderr for long runs.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import click
from flask import Flask, current_app
from flask.cli import with_appcontext

from replays.errors import InvalidInput
from replays.match import fold, replay

from .copying import copy_game
from .errors import ApiError
from .exports import DIALECTS, render
from .games import Games, summary_row
from .imports import import_log, parse_ndjson, txt_log
from .snapshots import frozen
from .store import Store, broken_at, connect, initialise, release, target_of

FORMATS = ("ndjson", "txt", "csv", "html")


def register(app: Flask) -> None:
    @app.cli.group("games")
    def games() -> None:
        """Verify the log, rebuild read models, export and import games."""

    games.add_command(verify)
    games.add_command(rebuild)
    games.add_command(export)
    games.add_command(import_games)
    games.add_command(copy)


@contextmanager
def _store() -> Iterator[Store]:
    store = connect(target_of(current_app.config))
    try:
        yield store
    finally:
        store.close()


@click.command("verify")
@with_appcontext
@click.argument("game", required=False)
def verify(game: str | None) -> None:
    """Check the hash chain of one game, or of every game."""
    broken = 0
    with _store() as store:
        ids = [game] if game else store.game_ids()
        if game and not store.exists(game):
            raise click.ClickException(f"no game {game!r} in this database")
        with click.progressbar(ids, label="verifying", file=sys.stderr) as bar:
            for gid in bar:
                first_bad = store.verify(gid)
                if first_bad is not None:
                    broken += 1
                    click.echo(f"{gid}: broken at seq {first_bad}")
    click.echo(f"{len(ids) - broken} intact, {broken} broken")
    if broken:
        raise SystemExit(1)


@click.command("rebuild")
@with_appcontext
def rebuild() -> None:
    """Rebuild the read models (summaries, snapshots) from the events, game by game.

    Each game's chain is verified first: a broken one is reported, not published. The log is
    read and replayed outside any write lock (with WAL, readers never block the writer);
    the lock is held only to write one game's read models, so appends go on meanwhile.
    """
    broken = 0
    with _store() as store:
        ids = store.game_ids()
        with click.progressbar(ids, label="rebuilding", file=sys.stderr) as bar:
            for gid in bar:
                events = list(store.events(gid))
                first_bad = broken_at(events)
                if first_bad is not None:
                    broken += 1
                    with store.writing():
                        store.drop_summary(gid)
                        store.drop_snapshots(gid)
                    click.echo(f"{gid}: broken at seq {first_bad}, not published")
                    continue
                match = replay(events, game_id=gid)
                with store.writing():
                    tail = list(store.events(gid, after=match.seq))  # appended meanwhile
                    match, last = fold(match, tail), (tail or events)[-1]
                    text = frozen(match)
                    store.drop_summary(gid)  # whatever it says, even of a later seq
                    store.save_summary(summary_row(match, last["at"], events[0]["at"]))
                    store.drop_snapshots(gid)
                    if text is not None:
                        store.save_snapshot(gid, match.seq, text)
            with store.writing():
                for gid in set(store.summary_ids()) - set(ids):
                    store.drop_summary(gid)  # a summary with no events behind it
    click.echo(f"rebuilt {len(ids) - broken} games, {broken} broken")
    if broken:
        raise SystemExit(1)


@click.command("export")
@with_appcontext
@click.argument("ids", nargs=-1)
@click.option("--all", "every", is_flag=True, help="Export every game of the database.")
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="ndjson", show_default=True)
@click.option("--lang", type=click.Choice(("fr", "en")), default="fr", show_default=True)
@click.option(
    "--dialect",
    type=click.Choice(DIALECTS),
    default=DIALECTS[0],
    show_default=True,
    help="csv: ';' with a BOM and named headers for spreadsheets, or plain RFC 4180 commas.",
)
@click.option(
    "-o",
    "--output",
    type=click.Path(path_type=Path),
    help="A file for one game; a directory (one file per game) for several.",
)
def export(
    ids: tuple[str, ...], every: bool, fmt: str, lang: str, dialect: str, output: Path | None
) -> None:
    """Export one game to stdout or a file, or several games into a directory."""
    with _store() as store:
        _export(store, list(ids), every, fmt, lang, output, dialect)


def _export(
    store: Store,
    ids: list[str],
    every: bool,
    fmt: str,
    lang: str,
    output: Path | None,
    dialect: str = DIALECTS[0],
) -> None:
    chosen = store.game_ids() if every else ids
    if not chosen:
        raise click.UsageError("name a game, or pass --all")
    missing = [gid for gid in chosen if not store.exists(gid)]
    if missing:
        raise click.ClickException(f"no game {', '.join(missing)}")
    if len(chosen) == 1 and not every:
        text = render(store.events(chosen[0]), fmt, lang, dialect)
        if output is None:
            click.echo(text, nl=False)
        else:
            _write(output, text)
        return
    if output is None:
        raise click.UsageError("several games go into a directory: pass --output DIR")
    output.mkdir(parents=True, exist_ok=True)
    with click.progressbar(chosen, label="exporting", file=sys.stderr) as bar:
        for gid in bar:
            _write(output / f"{gid}.{fmt}", render(store.events(gid), fmt, lang, dialect))
    click.echo(f"exported {len(chosen)} games to {output}")


@click.command("import")
@with_appcontext
@click.argument("files", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option(
    "--format",
    "fmt",
    type=click.Choice(("auto", "ndjson", "txt")),
    default="auto",
    show_default=True,
    help="auto: .txt files are txt records, anything else NDJSON.",
)
def import_games(files: tuple[Path, ...], fmt: str) -> None:
    """Import exported games (NDJSON logs or txt records), each re-checked event by event."""
    failed = 0
    with _store() as store, click.progressbar(files, label="importing", file=sys.stderr) as bar:
        service = Games(store, current_app.extensions["snapshots"])
        for path in bar:
            try:
                match, token = import_log(service, _read(path, fmt))
            except (ApiError, InvalidInput) as exc:
                failed += 1
                click.echo(f"{path}: refused: {exc.message}")
                continue
            click.echo(f"{path}: {match.id} ({match.seq} events) token {token}")
    click.echo(f"{len(files) - failed} imported, {failed} refused")
    if failed:
        raise SystemExit(1)


def _read(path: Path, fmt: str) -> list[dict]:
    raw = path.read_bytes()
    if fmt == "txt" or (fmt == "auto" and path.suffix == ".txt"):
        return txt_log(raw, None)
    return parse_ndjson(raw)


def _write(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8", newline="")


@click.command("copy")
@with_appcontext
@click.option("--to", "to", metavar="URL", help="Copy this app's games into that database.")
@click.option("--from", "from_", metavar="URL", help="Copy that database's games into this app's.")
def copy(to: str | None, from_: str | None) -> None:
    """Copy every game between databases: a SQLite file (a path or sqlite:///path) or
    postgresql://…; each chain is verified on both sides, the hashes stay identical."""
    if (to is None) == (from_ is None):
        raise click.UsageError("pass either --to URL or --from URL")
    here = target_of(current_app.config)
    source_url, target_url = (here, to) if to is not None else (from_, here)
    assert source_url is not None and target_url is not None
    initialise(target_url)  # an empty database is enough: the schema is made on the way
    source, target = connect(source_url), connect(target_url)
    try:
        results = []
        with click.progressbar(source.game_ids(), label="copying", file=sys.stderr) as bar:
            for gid in bar:
                results.append(copy_game(source, target, gid))
    finally:
        for store, url in ((source, source_url), (target, target_url)):
            store.close()
            release(url)
    refused = [r for r in results if r.refused]
    for result in refused:
        click.echo(f"{result.game}: {result.outcome}")
    copied = sum(r.outcome == "copied" for r in results)
    present = sum(r.outcome == "present" for r in results)
    click.echo(f"{copied} copied, {present} already there, {len(refused)} refused")
    if refused:
        raise SystemExit(1)
