"""The forms of a verb as the table says them, made from its lemma and conjugation class
(the lexicon, `lexicon/<lang>.json`: "er", "er-doubled", "ir", "re"; in English "reg",
"e", "y", "double"; or the forms themselves), so that a game names a verb once ("poser") and every
form it is said in ("pose", "posent", "posée", "posant") reads alike.

Only the persons and tenses a table uses: the present, the past participle (with its
agreements), the infinitive, the present participle; in English the third person, the
past and the -ing form. Forms are plain tokens (`words.tokens`: accents off).
"""

from __future__ import annotations

from collections.abc import Iterable

# French: the endings each class puts on the stem (the lemma less its last two letters).
_FR_ENDINGS = {
    "er": ("e", "es", "ent", "er", "ez", "ons", "e", "ee", "es", "ees", "ant"),
    "ir": ("is", "it", "issent", "ir", "issez", "issons", "i", "ie", "is", "ies", "issant"),
    "re": ("s", "", "ent", "re", "ez", "ons", "u", "ue", "us", "ues", "ant"),
}
# "er-doubled" doubles the stem's last consonant before a mute ending (jeter → jette,
# appeler → appelle; not compléter → complète, "complete" without its accent).
_MUTE = ("e", "es", "ent")


def forms(lemma: str, cls: str | list[str], lang: str) -> frozenset[str]:
    """Every form of `lemma` in `lang`; a class given as a list is the forms themselves
    (an irregular verb: "prendre": ["prend", "prends", "prennent", "pris", …])."""
    if isinstance(cls, list):
        return frozenset([lemma, *cls])
    if lang == "en":
        return frozenset(_english(lemma, cls))
    return frozenset(_french(lemma, cls))


def _french(lemma: str, cls: str) -> Iterable[str]:
    stem = lemma[:-2]
    doubled = cls == "er-doubled"
    for k, ending in enumerate(_FR_ENDINGS["er" if doubled else cls]):
        if doubled and k < len(_MUTE):  # the present only: « jette », never « jetté »
            yield stem + stem[-1] + ending  # jette, appellent
        elif ending[:1] in ("o", "a") and stem.endswith("g"):
            yield stem + "e" + ending  # mangeons, changeant
        else:
            yield stem + ending


def _english(lemma: str, cls: str) -> Iterable[str]:
    """ "reg": play, plays, played, playing; "e": place, places, placed, placing;
    "y": carry, carries, carried; "double": drop, drops, dropped, dropping."""
    yield lemma
    if cls == "e":
        yield from (lemma + "s", lemma + "d", lemma[:-1] + "ing")
    elif cls == "y":
        yield from (lemma[:-1] + "ies", lemma[:-1] + "ied", lemma + "ing")
    elif cls == "double":
        yield from (lemma + "s", lemma + lemma[-1] + "ed", lemma + lemma[-1] + "ing")
    else:
        third = lemma + "es" if lemma.endswith(("s", "sh", "ch", "x")) else lemma + "s"
        yield from (third, lemma + "ed", lemma + "ing")
