// A modal question over the page (<dialog>): a title, what it is about, and its buttons. It
// lives outside the match's panels, so a redraw (a move from another phone) leaves it open.

import { el } from "./score.js";

let current = null;

// Opens the dialog; `actions` are [{label, value, primary?}]; `onOpen(box)` may focus a field.
// Resolves with the value of the button pressed (null when dismissed with Escape).
export function openDialog({ id, title, body = [], actions, onOpen = null, submit = null }) {
  close();
  const form = el("form", { method: "dialog", class: "dialog-form" });
  const heading = el("h2", { id: `${id}-title`, text: title });
  const buttons = el("div", { class: "dialog-actions" }, ...actions.map((a) => el("button", {
    type: a.primary ? "submit" : "button", value: a.value, class: a.primary ? "big primary" : "big secondary",
  }, a.label)));
  form.append(heading, ...body, buttons);
  const dialog = el("dialog", { id, class: "sheet-dialog", "aria-labelledby": `${id}-title` }, form);
  document.body.append(dialog);
  current = dialog;
  return new Promise((resolve) => {
    const done = (value) => {
      if (dialog.open) dialog.close();
      dialog.remove();
      if (current === dialog) current = null;
      resolve(value);
    };
    for (const b of buttons.querySelectorAll("button[type=button]")) b.addEventListener("click", () => done(b.value));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const value = event.submitter ? event.submitter.value : actions.find((a) => a.primary)?.value;
      if (submit && submit() === false) return; // the form says what is missing and stays open
      done(value);
    });
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault();
      done(null);
    });
    dialog.showModal();
    if (onOpen) onOpen(dialog);
  });
}

// A yes-or-no question: true when the first (primary) answer was chosen.
export async function ask(id, title, yes, no) {
  const answer = await openDialog({
    id, title, actions: [{ label: yes, value: "yes", primary: true }, { label: no, value: "no" }],
  });
  return answer === "yes";
}

export function close() {
  if (current) current.dispatchEvent(new Event("cancel"));
}
