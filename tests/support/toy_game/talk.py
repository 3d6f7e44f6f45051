"""The toy game's own words at the table: "carte haute pour Ben", said beside the points,
names who showed the highest card; the score sheet keeps only the points, so the mark is
taken out of the sentence (as Rami's "rami pour Anna")."""

from __future__ import annotations

from replays.table_talk.context import Talk
from replays.table_talk.vocabulary import Vocabulary

MARK = ["carte", "haute", "pour"]


def score_marks(talk: Talk) -> tuple[dict[str, str], list[str]]:
    words = talk.words
    for i in range(len(words)):
        hit = talk.player_at(i + len(MARK))
        if words[i : i + len(MARK)] == MARK and hit is not None:
            return {}, words[:i] + words[i + len(MARK) + hit[1] :]
    return {}, words


TALK = Vocabulary(score_marks=score_marks)
