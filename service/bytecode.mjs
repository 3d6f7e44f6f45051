// `node service/bytecode.mjs PYODIDE_DIR IN OUT [IN OUT ...]`, run by service/bytecode.py at
// build time: each zip's Python sources compiled by the page's own interpreter (Pyodide under
// Node, so the bytecode is its Python's), written as unchecked-hash .pyc files in their place.
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const COMPILE = `
import importlib.util
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def compiled(source, target):
    with zipfile.ZipFile(source) as given, zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as out:
        for info in given.infolist():
            data = given.read(info)
            if not info.filename.endswith(".py"):
                out.writestr(zipfile.ZipInfo(info.filename, info.date_time), data)
                continue
            code = compile(data, info.filename, "exec", dont_inherit=True)
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), False)
            out.writestr(zipfile.ZipInfo(info.filename + "c", info.date_time), bytes(pyc))
`;

const [dir, ...pairs] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${dir}/pyodide.mjs`).href);
const py = await loadPyodide({ indexURL: `${dir}/`, stdout: () => {}, stderr: () => {} });
py.runPython(COMPILE);
const compiled = py.globals.get("compiled");
for (let i = 0; i < pairs.length; i += 2) {
  py.FS.writeFile("/tmp/source.zip", new Uint8Array(readFileSync(pairs[i])));
  compiled("/tmp/source.zip", "/tmp/target.zip");
  writeFileSync(pairs[i + 1], py.FS.readFile("/tmp/target.zip"));
}
