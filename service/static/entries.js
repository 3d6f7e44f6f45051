// The fields a game's score entry carries beyond its points, as the game declares them
// (GET /presets `entry_fields`, replays/game.py EntryField): the score form's and the
// correction's inputs, and the mark beside the points of the player a field names.

import { declaration, gamePage, said } from "./games.js";
import { t } from "./i18n.js";
import { el } from "./dom.js";

const NAMED = { player: (ctx) => ctx.players, side: (ctx) => ctx.sides || ctx.players };

// One input per declared field: a player or a side (a team: CORE-SIDE-1) or no one, a yes/no,
// one of its choices (in the words of the game's page module, `choice.<field>.<value>`, where
// it has them), a number.
function input(field, ctx, id, value) {
  if (NAMED[field.kind] || field.kind === "choice") {
    const options = NAMED[field.kind] ? NAMED[field.kind](ctx).map((p) => new Option(p.name, p.id))
      : (field.choices || []).map((c) => new Option(t(`choice.${field.name}.${c}`, {}, c), c));
    const select = el("select", { id }, new Option(said(field.none) || "—", ""), ...options);
    select.value = value ?? "";
    return select;
  }
  if (field.kind === "flag") return el("input", { type: "checkbox", id, checked: Boolean(value) });
  return el("input", { type: "number", id, step: "1", inputmode: "numeric", min: field.least ?? null, max: field.most ?? null,
    value: value ?? "" });
}

// What an input holds, as the entry's data carries it (an empty one is left out).
function valueOf(field, node) {
  if (field.kind === "flag") return node.checked ? true : undefined;
  if (!node.value.trim()) return undefined;
  return ["player", "side", "choice"].includes(field.kind) ? node.value : Number(node.value);
}

// The rules the match was created with (its preset resolved: game_created.rules).
function rulesOf(ctx) {
  const created = (ctx.events || []).find((e) => e.type === "game_created");
  return (created && created.data.rules) || {};
}

// The inputs of the game's declared fields that the match's rules play (the page module's
// `fieldPlayed(name, rules)`, where it has one), filled with `data`'s values; `read()` gives
// those set, to lay into the entry's data.
export function entryFields(ctx, idOf, data = {}) {
  const played = gamePage(ctx.state.game).fieldPlayed || (() => true);
  const rules = rulesOf(ctx);
  const fields = declaration(ctx.state.game).entry_fields.filter((f) => played(f.name, rules));
  const inputs = fields.map((f) => input(f, ctx, idOf(f), data[f.name]));
  const nodes = fields.map((f, i) => {
    const label = el("label", { for: idOf(f), text: said(f.label) || f.name });
    return el("div", { class: f.kind === "flag" ? "field check" : "field" }, ...(f.kind === "flag" ? [inputs[i], label] : [label, inputs[i]]));
  });
  const read = () => Object.fromEntries(fields.map((f, i) => [f.name, valueOf(f, inputs[i])]).filter(([, v]) => v !== undefined));
  return { nodes, read, names: fields.map((f) => f.name) };
}

// " ★" beside the points of the player (or the team) a hand's field names (the declared mark).
export function marks(ctx, row, pid) {
  return declaration(ctx.state.game).entry_fields.filter((f) => NAMED[f.kind] && f.mark && row[f.name] === pid)
    .map((f) => ` ${f.mark}`).join("");
}

// CORE-SIDE-1: who has points and a total (`sides`: the teams where the game has fixed teams,
// else the players), and every id's name (players' and teams').
export function sidesOf(state) {
  const teams = state.teams || [];
  const sides = teams.length ? teams.map((team) => ({ id: team.id, name: team.name, players: team.players })) : state.players;
  return { sides, names: Object.fromEntries([...state.players, ...teams].map((p) => [p.id, p.name])) };
}

// The seats as the match's header says them: each team with its players, or the players.
export function seated(c) {
  if (!c.state.teams) return c.players.map((p) => p.name);
  return c.sides.map((team) => `${team.name} (${team.players.map((p) => c.names[p]).join(", ")})`);
}
