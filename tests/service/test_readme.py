"""The README's walkthrough works as printed, against a real server on a free port."""

from __future__ import annotations

import re
import subprocess
import threading
from pathlib import Path

from werkzeug.serving import make_server

from service import create_app

README = Path(__file__).resolve().parents[2] / "README.md"


def _walkthrough() -> str:
    text = README.read_text(encoding="utf-8")
    section = text.split("## Walkthrough", 1)[1].split("\n## ", 1)[0]
    return "\n".join(re.findall(r"```sh\n(.*?)```", section, flags=re.S))


def test_readme_opens_with_the_two_commands():
    first_block = re.search(r"```sh\n(.*?)```", README.read_text(encoding="utf-8"), re.S)[1]
    commands = [line.split("#")[0].strip() for line in first_block.strip().splitlines()]
    assert commands == ["make run", "make test"]


def test_walkthrough_plays_a_whole_rami_match(tmp_path):
    app = create_app({"TESTING": True, "GAMES_DB": str(tmp_path / "games.db")})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        script = _walkthrough().replace("127.0.0.1:5000", f"127.0.0.1:{server.port}")
        done = subprocess.run(
            ["bash", "-euo", "pipefail", "-c", script],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=60,
        )
    finally:
        server.shutdown()
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "played to 1000" in out
    assert "totals {'anna': 58, 'ben': 485, 'chloe': 354} match_over False" in out
    assert "totals {'anna': 180, 'ben': 1015, 'chloe': 450} match_over True winner anna" in out
    assert '"error":"conflict"' in out.replace(" ", "")
    assert "totals {'anna': 180, 'ben': 1015, 'chloe': 423} winner anna corrected by [9]" in out
    assert (tmp_path / "match.ndjson").read_text().count("\n") == 9
