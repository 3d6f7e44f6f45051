"""The page's modules as one script (service/page_bundle.py): the rules its modules keep so
that it runs them as the browser would (no cycle, no `export let`, no top-level `await`),
every export returned, and the script served compressed, cached for good under its hash."""

from __future__ import annotations

import gzip
import re

import brotli

from service.page_bundle import bundle, imports, module_body, module_files, resolve


def test_the_modules_import_no_cycle_and_export_no_binding_read_later():
    texts = {name: path.read_text(encoding="utf-8") for name, path in module_files().items()}
    graph = {name: imports(text, name) for name, text in texts.items()}
    assert all(target in texts for targets in graph.values() for target in targets), graph

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        for target in graph[start]:
            if target == goal or (target not in seen and reaches(target, goal, seen | {target})):
                return True
        return False

    assert not [name for name in graph if reaches(name, name, set())]
    for name, text in texts.items():
        assert not re.search(r"^export\s+(let|var)\b", text, re.M), name
        assert not re.search(r"^(const \w+ = )?await\b", text, re.M), name


def test_a_module_reads_its_imports_and_returns_its_exports():
    text = """import { a, b as c } from "../x.js";
import * as y from "./y.js";
import "./z.js";
export const K = 1;
export async function f() { return import(`./games/${p}.js`); }
export class T {}
function g() {}
export { g };
export default { k: K };
"""
    body = module_body("games/m.js", text)
    assert 'const { a, b: c } = $need("x.js");' in body
    assert 'const y = $need("games/y.js");' in body and '$need("games/z.js");' in body
    assert "export" not in body.replace("default_export", "")
    assert "$gameModule(`./games/${p}.js`)" in body
    assert body.endswith("return { g, K, f, T, default: default_export };")
    assert resolve("games/rami.js", "../i18n.js") == "i18n.js"


def test_the_page_loads_one_script_served_compressed_and_cached_for_good(client):
    html = client.get("/").get_data(as_text=True)
    url = re.search(r'<script type="module" src="(/page/page-[0-9a-f]{16}\.js)"', html).group(1)
    assert 'rel="modulepreload"' not in html
    made = bundle()
    for coding, unpack in (("br", brotli.decompress), ("gzip", gzip.decompress)):
        response = client.get(url, headers={"Accept-Encoding": coding})
        assert response.status_code == 200 and response.mimetype == "text/javascript"
        assert response.headers["Content-Encoding"] == coding
        assert "immutable" in response.headers["Cache-Control"]
        assert unpack(response.data) == made.text
    plain = client.get(url, headers={"Accept-Encoding": "identity"})
    assert "Content-Encoding" not in plain.headers and plain.data == made.text
    assert b'$need("app.js");' in made.text and b'$define("games/rami.js"' in made.text
    assert client.get("/page/page-0000000000000000.js").status_code == 404
