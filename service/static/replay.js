// The replay slider: step through the match event by event, with the state at each step
// rebuilt by the engine on the phone (or by the server while it loads: GET /state?at=n).

import { gamePath, get, OfflineError } from "./api.js";
import { renderHandView } from "./handview.js";
import { getLang, t } from "./i18n.js";
import { describe } from "./labels.js";
import { button, el, fill } from "./score.js";

function cancelledSeqs(events) {
  return new Set(events.filter((e) => e.type === "retracted").map((e) => e.data.seq));
}

function totalsTable(scores, ctx) {
  const rows = scores.standings.map((s) => el("tr", {}, el("td", { text: String(s.rank) }), el("td", { text: s.name }),
    el("td", { class: "num", text: String(s.total) })));
  return el("div", { class: "board" }, el("table", {}, el("caption", { text: t("replay.totals", { n: scores.hands.length }) }),
    el("tbody", {}, ...rows)));
}

// Why the event at `seq` was allowed: the rules it went through (GET /explain), on demand.
// Each step cites its rule by id and name (« H8-PLAY-1 · Couleur ou valeur »), the rule's
// sentence said once, under its first step (issue 39).
function whySteps(steps) {
  const said = new Set();
  return steps.map((s) => {
    const first = !said.has(s.rule);
    said.add(s.rule);
    return el("li", {}, el("strong", { text: `${s.quote || s.rule} ` }), s.text,
      first && s.sentence ? el("span", { class: "rule-text", text: s.sentence }) : null);
  });
}

function whyBox(ctx, seq) {
  const list = el("ul", { class: "why-steps" });
  const box = el("details", { class: "why", id: "replay-why" }, el("summary", { text: t("replay.why") }), list);
  box.addEventListener("toggle", async () => {
    if (!box.open || list.childElementCount) return;
    try {
      const body = await get(gamePath(ctx.id, `/explain?seq=${seq}`));
      list.append(...whySteps(body.steps || []));
    } catch (err) {
      list.append(el("li", { class: "muted", text: err instanceof OfflineError ? t("net.offline") : err.message }));
    }
  });
  return box;
}

// When the move was made, by the clock of the phone that logged it (never the order); "" for
// an event stored without it (an older one, or logged without a clock).
function playedAt(event) {
  const time = new Date(event && event.played_at ? event.played_at : NaN);
  if (Number.isNaN(time.getTime())) return "";
  return t("replay.played_at", { time: time.toLocaleTimeString(getLang()) });
}

export function renderReplay(panel, ctx) {
  const events = ctx.events;
  const last = events.length ? events[events.length - 1].seq : 1;
  const at = Math.min(ctx.ui.replayAt || last, last);
  const slider = el("input", { type: "range", id: "replay-slider", class: "slider", min: "1", max: String(last), value: String(at), step: "1" });
  const label = el("label", { for: "replay-slider", id: "replay-label" });
  const eventText = el("p", { class: "event-text", id: "replay-event", "aria-live": "polite" });
  const playedText = el("p", { class: "muted", id: "replay-played-at" });
  const stateBox = el("div", { id: "replay-state" });
  const prev = button(t("replay.prev"), () => go(Number(slider.value) - 1), "secondary");
  const next = button(t("replay.next"), () => go(Number(slider.value) + 1), "secondary");
  const cancelled = cancelledSeqs(events);
  let timer = null;
  let asked = 0;

  async function show(seq) {
    const event = events.find((e) => e.seq === seq);
    label.textContent = t("replay.step", { n: seq, total: last });
    eventText.textContent = event ? `${seq}. ${describe(event, ctx.names, events)}` : "";
    eventText.classList.toggle("cancelled", cancelled.has(seq));
    if (cancelled.has(seq)) eventText.append(el("span", { class: "sr-only", text: ` (${t("replay.cancelled")})` }));
    playedText.textContent = playedAt(event);
    const ask = ++asked;
    try {
      const local = ctx.viewAt && (await ctx.viewAt(seq));
      const [state, scores] = local ? [local.state, local.scores]
        : await Promise.all([get(gamePath(ctx.id, `/state?at=${seq}`)), get(gamePath(ctx.id, `/scores?at=${seq}`))]);
      if (ask !== asked) return;
      fill(stateBox, whyBox(ctx, seq), totalsTable(scores, ctx), state.hand ? renderHandView(state.hand, ctx) : null);
      stateBox.dataset.seq = String(seq);
    } catch (err) {
      if (!(err instanceof OfflineError)) throw err;
      stateBox.replaceChildren(el("p", { class: "error", text: t("net.offline") }));
    }
  }

  function go(seq) {
    const n = Math.max(1, Math.min(last, seq));
    slider.value = String(n);
    ctx.ui.replayAt = n;
    clearTimeout(timer);
    timer = setTimeout(() => show(n), 120);
  }

  slider.addEventListener("input", () => go(Number(slider.value)));
  panel.replaceChildren(el("h2", { id: "replay-title", tabindex: "-1", text: t("replay.title") }), label, slider,
    el("div", { class: "step-nav" }, prev, next), eventText, playedText, stateBox);
  show(at);
}
