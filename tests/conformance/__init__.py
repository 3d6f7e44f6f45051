"""The conformance suite: one set of properties checked over every registered game, preset
and tracking, read from `replays.registry` (as OpenSpiel runs one API test over every
registered game). Nothing here names a game: a game registered tomorrow is played by it.

- `cases.py` the cases, from the registry's declarations; `playout.py` a match played at
  random through the pure fold (`Twin`: the same hands logged at a table); `sheets.py`
  random score sheets; `views.py` the cards a view places under each player; `checks.py`
  the properties of a played match.
- `pytest tests/conformance -s` prints what each module went through (playouts, events,
  moves offered and checked); every failure names its case and seed, and
  `CONFORMANCE_SEED=n` plays the whole suite again with other deals and choices.
"""
