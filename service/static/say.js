// Moves said at the table: a sentence typed (or dictated, where the browser offers speech
// recognition) is read by the engine on the phone (offline too), or by POST /games/{id}/say
// while it loads; the answer is shown in words and nothing is posted until the player
// confirms it (then it goes out through the page's own outbox).

import { gamePage } from "./games.js";
import { getLang } from "./i18n.js";
import { el, fill } from "./score.js";

const WORDS = {
  fr: {
    label: "Dire un coup",
    placeholder: "Dites le coup joué",
    scoreExample: "{a} 0, {b} 15",
    read: "Lire",
    mic: "Dicter",
    listening: "J'écoute…",
    confirm: "Confirmer",
    cancel: "Annuler",
    notUnderstood: "Pas compris",
    refused: "Refusé",
    moved: "La partie a changé depuis : relisez la phrase.",
    offline: "Hors ligne : la phrase n'a pas pu être lue.",
    none: "Précisez la phrase.",
  },
  en: {
    label: "Say a move",
    placeholder: "Say the move played",
    scoreExample: "{a} 0, {b} 15",
    read: "Read",
    mic: "Dictate",
    listening: "Listening…",
    confirm: "Confirm",
    cancel: "Cancel",
    notUnderstood: "Not understood",
    refused: "Refused",
    moved: "The game has moved on: read the sentence again.",
    offline: "Offline: the sentence could not be read.",
    none: "Say it more precisely.",
  },
};

const words = (key) => (WORDS[getLang()] || WORDS.fr)[key];

// The Web Speech API where the browser has it, else null (the button is then left out).
export function speechRecognition() {
  return window.SpeechRecognition || window.webkitSpeechRecognition || null;
}

// The say box of the match screen, built once per game and kept across redraws (so typed
// text survives them); `ctx.send` is the page's append path (outbox, key, expected_seq).
export function mountSay(box, ctx) {
  box.ctx = ctx;
  box.hidden = ctx.readOnly || ctx.ui.tab !== "hand";
  const field = box.querySelector("#say-text");
  if (field) field.placeholder = example(ctx);
  if (box.dataset.game === ctx.id && box.dataset.lang === getLang()) return;
  box.dataset.game = ctx.id;
  box.dataset.lang = getLang();
  const input = el("input", { id: "say-text", type: "text", maxlength: "300", autocomplete: "off",
    placeholder: example(ctx), "aria-label": words("label") });
  const answer = el("div", { id: "say-answer", class: "say-answer", "aria-live": "polite" });
  const form = el("form", { id: "say-form", class: "say-form" },
    el("label", { for: "say-text", text: words("label") }),
    el("div", { class: "say-row" }, input, micButton(input),
      el("button", { type: "submit", id: "say-read", class: "secondary", text: words("read") })),
    answer);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    readSentence(box.ctx, input, answer);
  });
  fill(box, form);
}

// A sentence this match understands, with its own players: the game's own example (games.js:
// sayExample) in a hand logged move by move, a line of the score sheet otherwise.
function example(ctx) {
  const own = gamePage(ctx.state.game).sayExample;
  if (ctx.state.tracking !== "score") return (own && own(ctx)) || words("placeholder");
  const names = ctx.players.map((p) => p.name);
  if (names.length < 2) return words("placeholder");
  return words("scoreExample").replace("{a}", names[0]).replace("{b}", names[1]);
}

function micButton(input) {
  const Recognition = speechRecognition();
  if (!Recognition) return null;
  const mic = el("button", { type: "button", id: "say-mic", class: "secondary", text: words("mic") });
  mic.addEventListener("click", () => {
    const heard = new Recognition();
    heard.lang = getLang() === "en" ? "en-US" : "fr-FR";
    heard.interimResults = false;
    heard.maxAlternatives = 1;
    heard.onresult = (event) => {
      input.value = event.results[0][0].transcript;
      input.focus();
    };
    heard.onend = () => { mic.textContent = words("mic"); };
    heard.onerror = () => { mic.textContent = words("mic"); }; // no microphone, or refused: type instead
    mic.textContent = words("listening");
    heard.start();
  });
  return mic;
}

async function readSentence(ctx, input, answer) {
  const text = input.value.trim();
  if (!text) return;
  const readAt = ctx.state.seq; // the moves offered are those of the match as shown now
  let body = ctx.log ? await ctx.log.say(text).catch(() => null) : null;
  if (body) return showAnswer(ctx, body, input, answer, readAt);
  try {
    const response = await fetch(`/games/${encodeURIComponent(ctx.id)}/say`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ text, lang: getLang() }),
    });
    body = await response.json();
    if (!response.ok) return fill(answer, el("p", { class: "error", text: body.message || response.status }));
  } catch (err) {
    return fill(answer, el("p", { class: "error", text: words("offline") }));
  }
  showAnswer(ctx, body, input, answer, readAt);
}

function showAnswer(ctx, body, input, answer, readAt) {
  const done = () => { input.value = ""; fill(answer); };
  const post = (events) => {
    if (readAt !== ctx.state.seq) return fill(answer, el("p", { class: "error", text: words("moved") }));
    done();
    ctx.send(events.map((e) => ({ type: e.type, data: e.data })));
  };
  if (body.status === "not_understood") {
    // The reader's message may already say it was not understood: said once.
    const said = String(body.message || "");
    const text = said.startsWith(words("notUnderstood")) ? said : `${words("notUnderstood")} : ${said}`;
    return fill(answer, el("p", { class: "error", text }));
  }
  if (body.status === "understood") {
    const ok = body.events.every((e) => e.accepted);
    return fill(answer, eventList(body.events),
      el("div", { class: "say-row" },
        ok ? el("button", { type: "button", id: "say-confirm", class: "primary", text: words("confirm"), onclick: () => post(body.events) }) : null,
        el("button", { type: "button", class: "secondary", text: words("cancel"), onclick: done })));
  }
  const choices = body.alternatives.map((alt, i) =>
    el("button", { type: "button", class: "secondary say-choice", "data-choice": String(i),
      disabled: alt.events.every((e) => e.accepted) ? undefined : "disabled",
      text: alt.events.map((e) => e.text).join(" ; "), onclick: () => post(alt.events) }));
  fill(answer, el("p", { class: "say-question", text: body.question || words("none") }),
    el("div", { class: "say-choices" }, ...choices),
    el("button", { type: "button", class: "secondary", text: words("cancel"), onclick: done }));
}

function eventList(events) {
  return el("ul", { class: "say-events" }, ...events.map((e) => el("li", {},
    el("span", { text: e.text }),
    e.accepted ? null : el("span", { class: "error", text: ` — ${words("refused")} (${e.rule || ""}) : ${e.message}` }))));
}
