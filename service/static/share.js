// The share link: the others open the match read-only (no token in the link).

import { gamePath } from "./api.js";
import { getLang, t } from "./i18n.js";

// GET /games/{id}/export: the log, a readable record, the score sheet, a page that replays.
const EXPORTS = ["html", "txt", "csv", "ndjson"];
import { button, el, fill } from "./score.js";

export function shareLink(id) {
  return `${location.origin}/?game=${encodeURIComponent(id)}`;
}

async function copy(link, status) {
  try {
    await navigator.clipboard.writeText(link);
    status.textContent = t("share.copied");
  } catch {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById("share-link"));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    status.textContent = t("share.selected");
  }
}

export function renderShare(panel, ctx) {
  const link = shareLink(ctx.id);
  const status = el("p", { class: "muted", role: "status" });
  const actions = [button(t("share.copy"), () => copy(link, status), "big primary")];
  if (navigator.share) {
    actions.push(button(t("share.send"), () => navigator.share({ title: t("brand"), url: link }).catch(() => {}), "big secondary"));
  }
  const rights = ctx.readOnly ? t("share.readOnly") : t("share.writer");
  fill(panel,
    el("h2", { id: "share-title", tabindex: "-1", text: t("share.title") }),
    el("p", { text: t("share.help") }),
    el("p", { class: "share-link", id: "share-link" }, el("a", { href: link, text: link })),
    ...actions, status,
    el("p", { class: "muted", text: rights }),
    el("h3", { text: t("share.export") }),
    el("ul", { class: "exports" }, ...EXPORTS.map((fmt) => el("li", {}, el("a", {
      href: gamePath(ctx.id, `/export?format=${fmt}&lang=${getLang()}`), download: `${ctx.id}.${fmt}`, text: t(`share.${fmt}`),
    })))),
  );
}
