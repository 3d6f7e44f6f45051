// What the user was doing survives a redraw of the match: the focus goes back to the same
// container, at the same position, and what was being typed in the hand's forms goes back to
// its fields. The redraws come at any moment: the engine ready (seconds after the page
// opens, just when a second phone starts entering a hand), a move confirmed by the server,
// a tab or the language switched.

export function focusPlace() {
  const active = document.activeElement;
  const box = active && active.closest && active.closest("main [id]");
  if (!box || box === active) return active && active.id ? { id: active.id } : null;
  return { box: box.id, index: [...box.querySelectorAll("button, input, select")].indexOf(active) };
}

export function restoreFocus(place) {
  if (!place) return;
  if (place.id) return document.getElementById(place.id)?.focus();
  const box = document.getElementById(place.box);
  const items = box ? [...box.querySelectorAll("button, input, select")] : [];
  (items[place.index] || items[items.length - 1])?.focus();
}

// Every field of `root` the user changes is noted by its id, and put back after each redraw
// for as long as the phone's log holds the same moves (stored and waiting): a new move, from
// this phone or another, starts the forms afresh (they may be for the next hand by then).
const typed = new Map();
const noted = new WeakSet();
let scope = null;
let keep = false;

// A refused entry may leave its own first moves logged (the hand it started): what was
// typed for it stays, to be corrected rather than typed again.
export function keepTyping() {
  keep = true;
}

export function restoreTyping(root, match, moves) {
  if (!noted.has(root)) {
    noted.add(root);
    root.addEventListener("input", note);
    root.addEventListener("change", note);
  }
  const kept = keep && scope && scope.match === match;
  keep = false;
  if (!scope || scope.match !== match || scope.moves !== moves) {
    scope = { match, moves };
    if (!kept) return typed.clear();
  }
  for (const [id, value] of typed) {
    const field = root.querySelector(`#${CSS.escape(id)}`);
    if (field && typeof value === "boolean") field.checked = value;
    else if (field) field.value = value;
  }
}

function note({ target: field }) {
  if (!field.id || !("value" in field) || field.type === "file") return;
  typed.set(field.id, field.type === "checkbox" || field.type === "radio" ? field.checked : field.value);
}
