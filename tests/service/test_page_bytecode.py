"""The engine's Python compiled at build time by the page's own interpreter (Pyodide under
Node, service/bytecode.py): each module a .pyc that Python loads without its source."""

from __future__ import annotations

import io
import zipfile

from service.build import VENDOR
from service.bytecode import compiled

SOURCE = b'"""A module."""\nANSWER = 6 * 7\n'


def _zip(files: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return out.getvalue()


def test_each_module_is_compiled_in_place_of_its_source_and_data_files_kept():
    given = {"pkg/__init__.py": b"", "pkg/answer.py": SOURCE, "pkg/RULES.md": b"# Rules\n"}
    done = compiled({"engine": _zip(given)}, VENDOR / "pyodide")
    archive = zipfile.ZipFile(io.BytesIO(done["engine"]))
    assert archive.namelist() == ["pkg/__init__.pyc", "pkg/answer.pyc", "pkg/RULES.md"]
    assert archive.read("pkg/RULES.md") == b"# Rules\n"
    pyc = archive.read("pkg/answer.pyc")
    # PEP 552: flags 0b01, a hash-based .pyc never checked against a source (there is none).
    assert int.from_bytes(pyc[4:8], "little") == 0b01
    assert b"ANSWER" in pyc and SOURCE not in pyc
    assert {i.compress_type for i in archive.infolist()} == {zipfile.ZIP_STORED}
