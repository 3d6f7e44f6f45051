// The page's elements built in one call: el(tag, attributes, ...children), a button, and
// a node's children replaced.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v;
    else if (k === "text") setText(node, v);
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (v !== null && v !== undefined && v !== false) node.setAttribute(k, v === true ? "" : v);
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

// French puts a space before « : ; ! ? » » and after « «: the word and its mark stay on one
// line (a line never starts with a colon); the text read (innerText) is unchanged.
const BOUND = /(\S+ [:;!?»]|« \S+)/;
const PROSE = new Set(["P", "LI", "SPAN", "STRONG", "EM", "SMALL", "DIV", "H2", "H3", "LABEL", "TD", "TH"]);

function setText(node, text) {
  const parts = String(text ?? "").split(BOUND);
  if (parts.length === 1 || !PROSE.has(node.tagName)) {
    node.textContent = text;
    return;
  }
  const bound = (part) => el("span", { class: "nobreak" }, part);
  node.replaceChildren(...parts.map((part, i) => (i % 2 ? bound(part) : part)).filter((part) => part !== ""));
}

// Replace a node's children, leaving out the parts that are not there (null).
export function fill(node, ...children) {
  node.replaceChildren(...children.filter((c) => c !== null && c !== undefined && c !== false));
}

export function button(label, onClick, cls = "") {
  return el("button", { type: "button", class: cls, onclick: onClick }, label);
}
