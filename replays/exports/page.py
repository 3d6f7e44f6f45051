"""The html replay: one self-contained file that steps through a match and charts its totals.

No network: the styles, the script and the data are inline (a Content-Security-Policy
forbids anything else), the chart is inline SVG. Each step of the slider is one stored event
with the state after it (`report.state`), embedded as JSON; the script renders it with
`textContent` only, so names and notes can never become markup.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from html import escape
from typing import Any

from .. import report
from ..catalogue import localised, sentence
from ..explain import steps_of
from ..explain_common import created
from ..titles import match_title
from .chart import chart_svg
from .replay import Replay, replay
from .txt import comment_lines, event_line, result_text
from .words import check_lang, word

_CSP = (
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline';"
    " img-src data:; connect-src 'none'; form-action 'none'; base-uri 'none'"
)

_STYLE = """
body{font:15px/1.4 system-ui,sans-serif;margin:1rem auto;max-width:60rem;padding:0 1rem;color:#222}
h1{font-size:1.3rem;margin:.2rem 0}h2{font-size:1rem;margin:1rem 0 .3rem}
#controls{display:flex;gap:.5rem;align-items:center;position:sticky;top:0;background:#fff;
padding:.4rem 0}
#slider{flex:1}button{font-size:1rem;min-width:2.5rem}
#line{font:1.05rem ui-monospace,monospace;background:#f4f4f4;padding:.4rem .6rem;margin:.4rem 0}
.comment{color:#555;font:.9rem ui-monospace,monospace;margin:.1rem 0}
.told{margin:.1rem 0}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.15rem .5rem;text-align:left}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem .8rem;margin:.1rem 0}
dt{font-weight:600}dd{margin:0}ol{margin:0;padding-left:1.2rem}
svg{max-width:100%;height:auto}
"""

_SCRIPT = """
(function () {
  "use strict";
  var frames = JSON.parse(document.getElementById("frames").textContent);
  var words = JSON.parse(document.getElementById("words").textContent);
  var slider = document.getElementById("slider");
  function el(tag, text) {
    var node = document.createElement(tag);
    if (text !== undefined) { node.textContent = String(text); }
    return node;
  }
  function show(value) {
    if (value === null || typeof value !== "object") {
      return el("span", value === null ? "-" : value);
    }
    if (Array.isArray(value)) {
      if (value.every(function (v) { return v === null || typeof v !== "object"; })) {
        return el("span", value.length ? value.join(" ") : "-");
      }
      var list = el("ol");
      value.forEach(function (v) {
        var li = el("li"); li.appendChild(show(v)); list.appendChild(li);
      });
      return list;
    }
    var dl = el("dl");
    Object.keys(value).forEach(function (key) {
      dl.appendChild(el("dt", key));
      var dd = el("dd"); dd.appendChild(show(value[key])); dl.appendChild(dd);
    });
    return dl;
  }
  function totals(frame) {
    var table = el("table"), head = el("tr"), row = el("tr");
    frame.sides.forEach(function (p) {
      head.appendChild(el("th", p.name));
      var cell = el("td", frame.totals[p.id]);
      cell.dataset.player = p.id;
      row.appendChild(cell);
    });
    table.appendChild(head); table.appendChild(row);
    return table;
  }
  function render(i) {
    var frame = frames[i];
    slider.value = String(i);
    document.body.dataset.step = String(i);
    document.body.dataset.seq = String(frame.seq);
    document.getElementById("position").textContent =
      words.step + " " + (i + 1) + " " + words.of + " " + frames.length;
    document.getElementById("line").textContent = frame.line;
    var notes = document.getElementById("comments");
    notes.replaceChildren();
    frame.told.forEach(function (c) { notes.appendChild(el("p", c)).className = "told"; });
    frame.comments.forEach(function (c) { notes.appendChild(el("p", c)).className = "comment"; });
    document.getElementById("totals").replaceChildren(totals(frame));
    var state = document.getElementById("state");
    state.replaceChildren(frame.hand ? show(frame.hand) : el("span", "-"));
    var marker = document.getElementById("marker");
    if (marker) {
      var x = marker.dataset["x" + frame.hands] || marker.dataset.x0;
      marker.setAttribute("x1", x); marker.setAttribute("x2", x);
    }
  }
  slider.addEventListener("input", function () { render(Number(slider.value)); });
  document.getElementById("prev").addEventListener("click", function () {
    render(Math.max(0, Number(slider.value) - 1));
  });
  document.getElementById("next").addEventListener("click", function () {
    render(Math.min(frames.length - 1, Number(slider.value) + 1));
  });
  document.addEventListener("keydown", function (e) {
    if (e.key === "ArrowLeft") { document.getElementById("prev").click(); }
    if (e.key === "ArrowRight") { document.getElementById("next").click(); }
  });
  render(frames.length - 1);
})();
"""


def render_html(events: Iterable[Mapping[str, Any]] | Replay, lang: str = "fr") -> str:
    """The whole page; open it from disk, nothing else is fetched."""
    check_lang(lang)
    rp = events if isinstance(events, Replay) else replay(events)
    created = rp.created
    title = match_title(created["game"], created["preset"], lang)
    names = ", ".join(p["name"] for p in created["players"])
    last = len(rp.frames) - 1
    body = f"""<header><h1>{escape(title)}</h1>
<p>{escape(names)} · {escape(rp.first.id)}</p>
<p class="comment">{escape(result_text(rp.final, lang))}</p></header>
<section id="controls"><button id="prev" type="button" aria-label="-1">◀</button>
<input id="slider" type="range" min="0" max="{last}" value="{last}"
 aria-label="{escape(word(lang, "step"))}">
<button id="next" type="button" aria-label="+1">▶</button><span id="position"></span></section>
<p id="line"></p><div id="comments"></div>
<div id="totals"></div>
<h2>{escape(word(lang, "score_chart"))}</h2>{chart_svg(rp.final)}
<h2>{escape(word(lang, "state"))}</h2><div id="state"></div>"""
    return f"""<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(title)}</title><style>{_STYLE}</style></head>
<body>{body}
<script type="application/json" id="frames">{_json(frames(rp, lang, title))}</script>
<script type="application/json" id="words">{_json(_page_words(lang))}</script>
<script>{_SCRIPT}</script>
</body></html>
"""


def frames(rp: Replay, lang: str, title: str = "") -> list[dict[str, Any]]:
    """One entry per stored event: its line, the commentary, totals and the hand's state."""
    players = [{"id": p.id, "name": p.name} for p in rp.first.players]
    sides = [{"id": s, "name": rp.first.name(s)} for s in rp.first.side_ids]  # CORE-SIDE-1
    out = []
    for i, frame in enumerate(rp.frames):
        after = frame.after
        names = ", ".join(p["name"] for p in players)
        line = event_line(rp, i, lang) if i else f"1. {title} — {names}"
        out.append(
            {
                "seq": frame.event.seq,
                "type": frame.event.type,
                "line": line,
                "comments": [c[2:] for c in comment_lines(rp, i, lang)] if i else [],
                "told": _told(rp, i, lang),
                "players": players,
                "sides": sides,
                "hands": len(after.results),
                "totals": after.totals,
                "status": after.status,
                "hand": localised(report.hand_view(after), lang),
            }
        )
    return out


def _told(rp: Replay, i: int, lang: str) -> list[str]:
    """What event i did, in words, with the rule of each step (as GET /explain says it)."""
    if not i:
        steps = created(rp.first)
    else:
        before, frame = rp.frames[i - 1].after, rp.frames[i]
        steps = steps_of(before, frame.event, frame.after)
    return [f"{s['rule']} — {sentence(s['text'], lang)}" for s in steps]


def _page_words(lang: str) -> dict[str, str]:
    return {key: word(lang, key) for key in ("step", "of", "totals")}


def _json(value: Any) -> str:
    """JSON safe inside a <script> element: no '<', '>' or '&' left to close it."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
