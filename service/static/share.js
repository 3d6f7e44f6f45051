// The share links: the others open the match read-only (no token in the link); a second
// phone that writes gets the write link, its token in the URL fragment only (after '#',
// which the browser never sends: it reaches no server and no server log), as a QR code.

import { gamePath } from "./api.js";
import { getLang, t } from "./i18n.js";
import { qrImage } from "./qr.js";
import { button, el, fill } from "./score.js";

// GET /games/{id}/export: the log, a readable record, the score sheet, a page that replays.
const EXPORTS = ["html", "txt", "csv", "ndjson"];

export function shareLink(id) {
  return `${location.origin}/?game=${encodeURIComponent(id)}`;
}

export function writeLink(id, token) {
  return `${shareLink(id)}#write=${encodeURIComponent(token)}`;
}

// A write link opened: the token goes to this phone's storage and out of the address bar.
export function takeWriteToken(keep) {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const token = fragment.get("write");
  const id = new URLSearchParams(location.search).get("game");
  if (!token || !id) return;
  keep(id, token);
  history.replaceState(history.state, "", `${location.pathname}${location.search}`);
}

async function copy(link, status, box) {
  try {
    await navigator.clipboard.writeText(link);
    status.textContent = t("share.copied");
  } catch {
    const range = document.createRange();
    range.selectNodeContents(box);
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    status.textContent = t("share.selected");
  }
}

function linkBlock(id, link, status) {
  const box = el("p", { class: "share-link", id }, el("a", { href: link, text: link }));
  return { box, copy: button(t("share.copy"), () => copy(link, status, box), "big primary") };
}

// For a writing phone: the write link, shown on demand, as a QR code to scan at the table.
function writeBlock(ctx) {
  if (ctx.readOnly) return [];
  const holder = el("div", { id: "write-link", hidden: !ctx.ui.showWrite });
  const toggle = button(ctx.ui.showWrite ? t("share.writeHide") : t("share.writeShow"), () => {
    ctx.ui.showWrite = !ctx.ui.showWrite;
    ctx.rerender();
  }, "big secondary");
  toggle.setAttribute("aria-expanded", String(Boolean(ctx.ui.showWrite)));
  if (ctx.ui.showWrite) {
    const link = writeLink(ctx.id, ctx.token);
    const status = el("p", { class: "muted", role: "status" });
    const { box, copy: copyButton } = linkBlock("write-link-text", link, status);
    const qr = el("div", { class: "qr-box", id: "write-qr" });
    qrImage(link, t("share.writeQr")).then((img) => qr.replaceChildren(img)).catch(() => {
      qr.replaceChildren(el("p", { class: "muted", text: t("share.qrMissing") }));
    });
    holder.append(el("p", { text: t("share.writeHelp") }), qr, box, copyButton, status);
  }
  return [el("h3", { text: t("share.writeTitle") }), toggle, holder];
}

export function renderShare(panel, ctx) {
  const link = shareLink(ctx.id);
  const status = el("p", { class: "muted", role: "status" });
  const { box, copy: copyButton } = linkBlock("share-link", link, status);
  const actions = [copyButton];
  if (navigator.share) {
    actions.push(button(t("share.send"), () => navigator.share({ title: t("brand"), url: link }).catch(() => {}), "big secondary"));
  }
  const rights = ctx.readOnly ? t("share.readOnly") : t("share.writer");
  fill(panel,
    el("h2", { id: "share-title", tabindex: "-1", text: t("share.title") }),
    el("p", { text: t("share.help") }),
    box, ...actions, status,
    el("p", { class: "muted", text: rights }),
    ...writeBlock(ctx),
    el("h3", { text: t("share.export") }),
    el("ul", { class: "exports" }, ...EXPORTS.map((fmt) => el("li", {}, el("a", {
      href: gamePath(ctx.id, `/export?format=${fmt}&lang=${getLang()}`), download: `${ctx.id}.${fmt}`, text: t(`share.${fmt}`),
    })))),
  );
}
