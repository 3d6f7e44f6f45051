// The score chart: totals after each hand, one line per player, the target drawn. Plain SVG;
// colours and marker shapes both tell the players apart.

import { t } from "./i18n.js";

const NS = "http://www.w3.org/2000/svg";
const COLOURS = ["#ffd166", "#7cc4ff", "#ff8fa3", "#7ee2a8", "#c9a7ff", "#ffb070", "#9ff0f0", "#e0e0e0"];
const SHAPES = ["circle", "square", "diamond", "triangle"];
const W = 360;
const H = 220;
const PAD = { left: 40, right: 12, top: 14, bottom: 28 };

function svg(tag, attrs = {}, text = null) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== null) node.textContent = text;
  return node;
}

function marker(shape, x, y, colour) {
  const r = 4;
  if (shape === "circle") return svg("circle", { cx: x, cy: y, r, fill: colour });
  if (shape === "square") return svg("rect", { x: x - r, y: y - r, width: 2 * r, height: 2 * r, fill: colour });
  const points = shape === "diamond"
    ? [[x, y - r - 1], [x + r + 1, y], [x, y + r + 1], [x - r - 1, y]]
    : [[x, y - r - 1], [x + r + 1, y + r], [x - r - 1, y + r]];
  return svg("polygon", { points: points.map((p) => p.join(",")).join(" "), fill: colour });
}

export function styleOf(i) {
  return { colour: COLOURS[i % COLOURS.length], shape: SHAPES[i % SHAPES.length] };
}

function scales(series, target, hands) {
  const values = series.flat().concat(target ? [target] : []).concat([0]);
  const lo = Math.min(...values);
  const hi = Math.max(...values, lo + 1);
  const x = (i) => PAD.left + (i * (W - PAD.left - PAD.right)) / Math.max(hands, 1);
  const y = (v) => PAD.top + ((hi - v) * (H - PAD.top - PAD.bottom)) / (hi - lo);
  return { x, y, lo, hi };
}

function axes(root, s, hands) {
  const grey = "#8c96a3";
  root.append(svg("line", { x1: PAD.left, y1: s.y(s.lo), x2: W - PAD.right, y2: s.y(s.lo), stroke: grey }));
  root.append(svg("line", { x1: PAD.left, y1: PAD.top, x2: PAD.left, y2: H - PAD.bottom, stroke: grey }));
  for (const v of [s.lo, s.hi, 0].filter((v, i, a) => a.indexOf(v) === i)) {
    root.append(svg("text", { x: PAD.left - 6, y: s.y(v) + 4, "text-anchor": "end", fill: "#c9d1dc", "font-size": 11 }, String(Math.round(v))));
  }
  const step = Math.max(1, Math.ceil(hands / 10));
  for (let i = 0; i <= hands; i += step) {
    root.append(svg("text", { x: s.x(i), y: H - 10, "text-anchor": "middle", fill: "#c9d1dc", "font-size": 11 }, String(i)));
  }
}

function targetLine(root, s, target) {
  const y = s.y(target);
  root.append(svg("line", { x1: PAD.left, y1: y, x2: W - PAD.right, y2: y, stroke: "#ff9b9b", "stroke-dasharray": "6 4", "stroke-width": 2, class: "target-line" }));
  root.append(svg("text", { x: W - PAD.right, y: y - 4, "text-anchor": "end", fill: "#ff9b9b", "font-size": 11 }, t("chart.target", { n: target })));
}

// The chart for a scores sheet (GET /scores) and the players in seat order.
export function scoreChart(scores, players) {
  const hands = scores.hands.length;
  const series = players.map((p) => [0, ...scores.hands.map((h) => h.totals[p.id] ?? 0)]);
  const s = scales(series, scores.target, hands);
  const summary = players.map((p, i) => `${p.name} ${series[i][hands]}`).join(", ");
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "chart", role: "img", "aria-labelledby": "chart-title chart-desc" });
  root.append(svg("title", { id: "chart-title" }, t("chart.title")));
  root.append(svg("desc", { id: "chart-desc" }, t("chart.desc", { n: hands, totals: summary })));
  axes(root, s, hands);
  if (scores.target) targetLine(root, s, scores.target);
  series.forEach((values, i) => {
    const { colour, shape } = styleOf(i);
    const points = values.map((v, h) => `${s.x(h)},${s.y(v)}`).join(" ");
    const group = svg("g", { class: "series", "data-player": players[i].id });
    group.append(svg("polyline", { points, fill: "none", stroke: colour, "stroke-width": 2.5, "stroke-linejoin": "round" }));
    values.forEach((v, h) => group.append(marker(shape, s.x(h), s.y(v), colour)));
    root.append(group);
  });
  return root;
}

export function legend(players) {
  const list = document.createElement("ul");
  list.className = "legend";
  players.forEach((p, i) => {
    const { colour, shape } = styleOf(i);
    const key = svg("svg", { width: 14, height: 14, viewBox: "0 0 14 14", "aria-hidden": "true" });
    key.append(marker(shape, 7, 7, colour));
    const li = document.createElement("li");
    li.append(key, p.name);
    list.append(li);
  });
  return list;
}

// Horizontal bars, one row per label: `value` drawn over `of` when given (3 won of 5 played);
// negative values go left of the zero line. rows: [{label, value, of?}].
export function barChart({ id, title, rows, format = String }) {
  const rowH = 30;
  const left = 110;
  const right = 44;
  const height = rows.length * rowH + 8;
  const values = rows.flatMap((r) => [r.value, r.of ?? r.value, 0]);
  const lo = Math.min(...values);
  const hi = Math.max(...values, lo + 1);
  const x = (v) => left + ((v - lo) * (W - left - right)) / (hi - lo);
  const desc = rows.map((r) => `${r.label} ${format(r.value)}${r.of !== undefined ? ` / ${format(r.of)}` : ""}`).join(", ");
  const root = svg("svg", { viewBox: `0 0 ${W} ${height}`, class: "chart bars", role: "img", "aria-labelledby": `${id}-title ${id}-desc`, id });
  root.append(svg("title", { id: `${id}-title` }, title), svg("desc", { id: `${id}-desc` }, desc));
  rows.forEach((r, i) => {
    const y = 4 + i * rowH;
    const { colour } = styleOf(i);
    const label = r.label.length > 14 ? `${r.label.slice(0, 13)}…` : r.label;
    root.append(svg("text", { x: left - 8, y: y + 19, "text-anchor": "end", fill: "currentColor", "font-size": 12 }, label));
    if (r.of !== undefined) {
      root.append(svg("rect", { x: x(0), y: y + 4, width: Math.max(x(r.of) - x(0), 1), height: rowH - 10, fill: "none", stroke: colour, "stroke-width": 1.5, rx: 3 }));
    }
    const [a, b] = [x(Math.min(0, r.value)), x(Math.max(0, r.value))];
    root.append(svg("rect", { x: a, y: y + 4, width: Math.max(b - a, 1), height: rowH - 10, fill: colour, rx: 3 }));
    const end = r.of !== undefined ? Math.max(x(r.of), b) : b;
    root.append(svg("text", { x: end + 4, y: y + 19, fill: "currentColor", "font-size": 12 }, `${format(r.value)}${r.of !== undefined ? ` / ${format(r.of)}` : ""}`));
  });
  root.append(svg("line", { x1: x(0), y1: 2, x2: x(0), y2: height - 2, stroke: "#8c96a3" }));
  return root;
}
