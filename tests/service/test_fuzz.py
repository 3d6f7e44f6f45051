"""Fuzzing: schemathesis over every operation of openapi.yaml, hypothesis on the parsers.

Schemathesis loads openapi.yaml as served (the registry's games listed) and calls the app
in process. Most generated game ids are swapped for real ones (with their token, often) so
requests reach past the 404.
For every request: no server error, no status, content type, header or body outside the
spec, and a refused request (any 4xx) leaves the whole database as it was. Hypothesis then
feeds the card parser and every event type's schema, directly and through the API.
"""

from __future__ import annotations

import json
import sqlite3
import string

import pytest
import rfc8785
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from marshmallow import ValidationError
from schemathesis.generation.modes import GenerationMode

from replays.cards import Card
from replays.errors import InvalidInput
from schemas.events import DATA_SCHEMAS, EVENT_TYPES
from service import create_app
from service.api.docs import document
from service.store import canonical, request_hash
from tests.support.helpers import Table

EXAMPLES = 50  # per operation; the test at the end checks the total reaches 1,000
CHECKS = [
    schemathesis.checks.not_a_server_error,
    schemathesis.checks.status_code_conformance,
    schemathesis.checks.content_type_conformance,
    schemathesis.checks.response_headers_conformance,
    schemathesis.checks.response_schema_conformance,
    schemathesis.checks.negative_data_rejection,
]
FUZZ_SETTINGS = settings(
    max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck),
    derandomize=True, database=None,
)  # fmt: skip


class World:
    """The app under test and the games it holds, shared by every fuzzed request."""

    def __init__(self, tmp_path):
        self.db = str(tmp_path / "fuzz.db")
        # Thousands of requests from one address: no rate limits (test_rate_limits has them);
        # a live stream ends at once here: the fuzzer reads each response to its end.
        config = {"RATELIMIT_ENABLED": False, "STREAM_LIFETIME": 0.05, "STREAM_HEARTBEAT": 0.05}
        self.app = create_app({"TESTING": True, "GAMES_DB": self.db, **config})
        client = self.app.test_client()
        self.tables = [
            Table.create(client, game, ["anna", "ben", "chloe"], tracking)
            for game in ("huit_americain", "rami", "president")
            for tracking in ("score", "open")
        ]
        for t in self.tables[::2]:
            t.ok("note", text="a first remark")

    def follow(self, response) -> None:
        """A token the fuzzer renewed (POST /games/{id}/token) replaces the table's own."""
        kind = response.headers.get("content-type", [""])
        if response.status_code != 200 or "application/json" not in str(kind):
            return
        body = response.json()
        if isinstance(body, dict) and set(body) == {"id", "token"}:
            for table in self.tables:
                if table.id == body["id"]:
                    table.token = body["token"]

    def dump(self) -> tuple:
        """What is stored, to compare before and after a refused request. The events table
        refuses UPDATE and DELETE (triggers), so its row count tells whether one was added."""
        conn = sqlite3.connect(self.db)
        try:
            return (
                conn.execute("SELECT count(*) FROM events").fetchone(),
                conn.execute("SELECT count(*) FROM tokens").fetchone(),
                conn.execute("SELECT * FROM games ORDER BY id").fetchall(),
            )
        finally:
            conn.close()


@pytest.fixture(scope="module")
def world(tmp_path_factory) -> World:
    return World(tmp_path_factory.mktemp("fuzz"))


@pytest.fixture(scope="module")
def api_schema(world):
    loaded = schemathesis.openapi.from_dict(document())
    loaded.app = world.app
    return loaded


def _can_break(operation) -> bool:
    """Negative mode needs something to break: a body, or a parameter with a constraint
    (a bare string, such as a game id in the path, admits every input)."""
    bare = {"type": "string"}
    return bool(operation.body) or any(
        p.definition.get("schema", bare) != bare for p in operation.iter_parameters()
    )


_OPERATIONS = [r.ok() for r in schemathesis.openapi.from_dict(document()).get_all_operations()]
CASES = [
    (op.label, mode)
    for op in _OPERATIONS
    for mode in GenerationMode
    if mode != GenerationMode.NEGATIVE or _can_break(op)
]


def _operation(loaded, label: str):
    return next(r.ok() for r in loaded.get_all_operations() if r.ok().label == label)


def _aim(case, world: World) -> dict[str, str]:
    """Point most cases at a real game, and give most writes its token."""
    headers: dict[str, str] = {}
    if case.path_parameters and "game" in case.path_parameters:
        generated = str(case.path_parameters["game"])
        pick = sum(map(ord, generated))
        if pick % 5:
            table = world.tables[pick % len(world.tables)]
            case.path_parameters["game"] = table.id
            if pick % 7:
                headers["Authorization"] = f"Bearer {table.token}"
    return headers


@pytest.fixture(scope="module")
def campaign(api_schema, world) -> dict:
    """Every operation fuzzed in every mode, once per module, whatever test asks first: what
    each case requested (its statuses) and the failure it met, if any."""
    return {case: _fuzz(api_schema, world, *case) for case in CASES}


def _fuzz(api_schema, world: World, label: str, mode) -> dict:
    statuses: dict[int, int] = {}

    @given(case=_operation(api_schema, label).as_strategy(mode))
    @FUZZ_SETTINGS
    def fuzz(case):
        headers = _aim(case, world)
        before = world.dump()
        response = case.call_and_validate(headers=headers, checks=CHECKS)
        statuses[response.status_code] = statuses.get(response.status_code, 0) + 1
        if response.status_code >= 400:
            assert world.dump() == before, f"refused with {response.status_code}, yet stored"
        world.follow(response)

    try:
        fuzz()
    except Exception as exc:  # kept for the case's own test to report
        return {"statuses": statuses, "failure": exc}
    return {"statuses": statuses, "failure": None}


@pytest.mark.parametrize("label, mode", CASES)
def test_every_operation_answers_within_the_spec(campaign, label, mode):
    failure = campaign[label, mode]["failure"]
    if failure is not None:
        raise failure


def test_stateful_workflows_stay_within_the_spec(api_schema, world):
    """Schemathesis's stateful mode: it infers links from the Location of POST /games."""
    tokens: dict[str, str] = {}

    class Workflow(api_schema.as_state_machine()):
        def get_call_kwargs(self, case) -> dict:
            token = tokens.get((case.path_parameters or {}).get("game"))
            return {"headers": {"Authorization": f"Bearer {token}"}} if token else {}

        def call(self, case, **kwargs):
            before = world.dump()
            response = super().call(case, **kwargs)
            if response.status_code >= 400:
                assert world.dump() == before, f"refused with {response.status_code}, yet stored"
            return response

        def after_call(self, response, case) -> None:
            super().after_call(response, case)
            if case.operation.label == "POST /games" and response.status_code == 201:
                created = response.json()
                tokens[created["id"]] = created["token"]

        def validate_response(self, response, case, additional_checks=None, **kwargs) -> None:
            case.validate_response(
                response, checks=CHECKS, headers=kwargs.get("headers"),
                transport_kwargs=kwargs or None, recorder=self.recorder,
            )  # fmt: skip

    assert Workflow.bundles, "no links: schemathesis has no stateful mode to run"
    Workflow.run(
        settings=settings(
            max_examples=10, stateful_step_count=6, deadline=None, derandomize=True,
            database=None, suppress_health_check=list(HealthCheck),
        )
    )  # fmt: skip
    assert tokens, "no game was created in the stateful run"


def test_the_fuzzing_made_a_thousand_requests_without_a_server_error(campaign):
    seen: dict[int, int] = {}
    for case in campaign.values():
        for status, n in case["statuses"].items():
            seen[status] = seen.get(status, 0) + n
    assert sum(seen.values()) >= 1000, seen
    assert not any(status >= 500 for status in seen), seen
    assert any(200 <= status < 300 for status in seen), seen


# -- the card parser -----------------------------------------------------------------------

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
cards = st.one_of(
    st.builds(lambda r, s: Card.parse(r + s), st.sampled_from(RANKS), st.sampled_from("SHDC")),
    st.just(Card.parse("JK")),
)


@given(st.text(alphabet=string.printable + "♠♥♦♣♤♡♢♧=", max_size=8))
@settings(max_examples=300, deadline=None)
def test_card_parser_parses_or_refuses_cleanly(text):
    try:
        card = Card.parse(text)
    except InvalidInput as exc:
        assert exc.message
        return
    assert Card.parse(str(card)) == card and str(Card.parse(str(card))) == str(card)


@given(cards, st.sampled_from([str.lower, str.upper, lambda s: f"  {s} "]))
@settings(max_examples=100, deadline=None)
def test_card_notation_round_trips(card, spelling):
    assert Card.parse(spelling(str(card))) == card


@given(st.one_of(st.integers(), st.floats(), st.none(), st.lists(st.text(max_size=3))))
@settings(max_examples=50, deadline=None)
def test_card_parser_refuses_what_is_not_text(value):
    with pytest.raises(InvalidInput):
        Card.parse(value)


# -- every event schema --------------------------------------------------------------------

plausible = st.sampled_from(
    [
        0,
        1,
        2,
        -1,
        2**53,
        2**63 - 1,
        "",
        "anna",
        "ben",
        "chloe",
        "zoe",
        "7H",
        "8S",
        "JK",
        "JK=7H",
        "10S",
        "stock",
        "discard",
        "carte",
        "S",
        ["7H", "8H", "9H"],
        ["anna", "ben"],
    ]
)  # values that pass more checks, so the fuzzing reaches deeper
json_values = st.recursive(
    plausible | st.none() | st.booleans() | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12,
)  # fmt: skip


def event_data(event_type: str):
    """Dicts over the schema's own field names, mostly with plausible values, and now and
    then a field it does not know."""
    names = [f.data_key or name for name, f in DATA_SCHEMAS[event_type]().fields.items()]
    value = st.one_of(plausible, plausible, plausible, json_values)
    known = st.fixed_dictionaries({}, optional=dict.fromkeys(names, value))
    return st.one_of(known, known, known, st.dictionaries(st.text(max_size=6), json_values))


@pytest.mark.parametrize("event_type", EVENT_TYPES)
def test_event_schema_loads_or_refuses_cleanly(event_type):
    schema_ = DATA_SCHEMAS[event_type]()

    @given(event_data(event_type))
    @settings(max_examples=60, deadline=None)
    def check(data):
        try:
            loaded = schema_.load(data)
        except ValidationError as exc:
            assert exc.normalized_messages()
            return
        dumped = schema_.dump(loaded)
        request_hash(dumped)  # what a schema accepts can be hashed (RFC 8785) and stored
        assert schema_.load(dumped) == loaded  # canonical data loads to itself

    check()


@pytest.mark.parametrize("event_type", [t for t in EVENT_TYPES if t != "game_created"])
def test_posted_event_data_never_breaks_the_service(world, event_type):
    client = world.app.test_client()

    @given(event_data(event_type), st.sampled_from(world.tables))
    @settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
    def check(data, table):
        before = world.dump()
        response = client.post(
            f"/games/{table.id}/events", json={"type": event_type, "data": data},
            headers=table.auth,
        )  # fmt: skip
        assert response.status_code in (201, 400, 409, 422), response.get_json()
        assert response.get_json()["message" if response.status_code >= 400 else "seq"]
        if response.status_code >= 400:
            assert world.dump() == before

    check()


# -- any code point, lone surrogates included ------------------------------------------------

any_text = st.lists(
    st.characters() | st.integers(0xD800, 0xDFFF).map(chr), min_size=1, max_size=12
).map("".join)


@given(any_text, st.booleans())
@settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
def test_any_text_is_stored_or_refused_never_a_server_error(world, text, escaped):
    table = world.tables[0]
    raw = json.dumps({"type": "note", "data": {"text": text}}, ensure_ascii=escaped)
    body = raw.encode("utf-8", "surrogatepass")  # unescaped: a surrogate as if UTF-8
    before = world.dump()
    response = world.app.test_client().post(
        f"/games/{table.id}/events", data=body,
        headers={**table.auth, "Content-Type": "application/json"},
    )  # fmt: skip
    assert response.status_code in (201, 400), response.get_json()
    if response.status_code == 201:
        paired = text.encode("utf-16", "surrogatepass").decode("utf-16")  # JSON pairs halves
        assert response.get_json()["data"]["text"] == paired
    else:
        assert world.dump() == before


# -- the canonical JSON behind every hash --------------------------------------------------

any_json = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**60), 2**60) | st.floats() | any_text
    | st.text(st.characters(max_codepoint=0x20) | st.sampled_from('"\\/\x7f\u2028'), max_size=4),
    lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
    | st.dictionaries(any_text | st.text(max_size=3), inner, max_size=4),
    max_leaves=15,
)  # fmt: skip


@given(any_json)
@settings(max_examples=400, deadline=None)
def test_canonical_json_is_byte_for_byte_rfc8785(value):
    """The fast path of `canonical` must write what the reference writes, or refuse alike."""
    try:
        expected = rfc8785.dumps(value)
    except (rfc8785.CanonicalizationError, UnicodeError) as exc:
        with pytest.raises(type(exc)):
            canonical(value)
        return
    assert canonical(value) == expected
