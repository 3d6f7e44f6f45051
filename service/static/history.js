// The history: every match this phone keeps, newest first, with its date, game, winner and
// totals; each can be taken off this phone (the server keeps it, its link still opens it).

import { refreshMine } from "./api.js";
import { ask } from "./dialog.js";
import { gameTitle } from "./games.js";
import { getLang, t } from "./i18n.js";
import { games, removeGame, updateGames } from "./localdb.js";
import { el } from "./score.js";

export function dateText(iso) {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(getLang(), { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" }).format(date);
}

// Newest first: by creation, then by when last opened here.
export function newestFirst(rows) {
  return [...rows].sort((a, b) => String(b.created || "").localeCompare(String(a.created || "")) || (b.seen || 0) - (a.seen || 0));
}

function seatsOf(row) {
  return row.seats || row.players.map((name) => ({ id: name, name }));
}

function outcomeText(row) {
  const names = Object.fromEntries(seatsOf(row).map((p) => [p.id, p.name]));
  const winners = (row.winners || []).map((id) => names[id] || id);
  if (row.status === "abandoned") return t("status.abandoned");
  if (row.status !== "over") return t("history.playing", { n: row.hands });
  if (winners.length > 1) return t("history.tie", { names: winners.join(", ") });
  return winners.length ? t("history.winner", { name: winners[0] }) : t("status.over");
}

function totalsText(row) {
  const totals = row.totals || {};
  return seatsOf(row).map((p) => `${p.name} ${totals[p.id] ?? 0}`).join(" · ");
}

// `open(id)` opens a match; `remove(row)` answers whether it went off the phone.
export function renderHistory(box, rows, { open, remove }) {
  const items = newestFirst(rows).map((row) => {
    const game = gameTitle(row.game);
    const date = dateText(row.created);
    const main = el("button", { type: "button", class: "grow", onclick: () => open(row.id) },
      el("span", { class: "meta", text: date }), el("strong", { text: game }),
      el("span", { class: "outcome", text: outcomeText(row) }), el("span", { class: "meta totals", text: totalsText(row) }));
    const drop = el("button", { type: "button", class: "small secondary", "aria-label": t("history.removeLabel", { game, date }),
      onclick: async () => {
        if (!(await ask("remove-dialog", t("history.ask"), t("history.yes"), t("history.no")))) return;
        await remove(row);
      } }, t("history.remove"));
    return el("li", { class: "history-row", "data-game": row.id, "data-status": row.status }, main, drop);
  });
  box.replaceChildren(...items);
}

// "Mes parties" on the home screen: the rows this phone keeps, then as the server has them
// now (offline: as last seen here). Answers whether the home screen is still wanted.
export async function homeList(navigate, still) {
  const mine = await games().catch(() => []);
  if (!still()) return false;
  drawMine(mine, navigate);
  refreshMine(mine).then((fresh) => {
    updateGames(fresh).catch(() => {});
    if (still()) drawMine(fresh, navigate);
  }, () => {});
  return true;
}

function drawMine(rows, navigate) {
  document.getElementById("my-games").replaceChildren(...rows.map((g) => el("li", {},
    el("button", { type: "button", onclick: () => navigate(`?game=${encodeURIComponent(g.id)}`) }, `${gameTitle(g.game)} — ${g.players.join(", ")}`,
      el("span", { class: "meta", text: t("home.meta", { n: g.hands, status: t(`status.${g.status}`) }) })))));
  document.getElementById("no-games").hidden = rows.length > 0;
}

// The history screen: the rows this phone keeps, then as the server has them now.
export async function showHistory(navigate, flash) {
  const draw = (rows) => {
    renderHistory(document.getElementById("history-list"), rows, {
      open: (id) => navigate(`?game=${encodeURIComponent(id)}`),
      remove: async (row) => {
        if (!(await removeGame(row.id))) return flash(t("history.waiting"));
        flash(t("history.removed"), "info");
        draw(await games());
      },
    });
    document.getElementById("history-none").hidden = rows.length > 0;
  };
  const mine = await games().catch(() => []);
  draw(mine);
  refreshMine(mine).then(async (fresh) => {
    await updateGames(fresh).catch(() => {});
    if (!document.getElementById("view-history").hidden) draw(await games());
  }, () => {});
}
