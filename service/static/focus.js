// Focus survives a redraw: it goes back to the same container, at the same position.

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
