// Bundle the site's scripts with esbuild, for build.py (sitebuild/bundle.py):
//
//     node tools/bundle.mjs '<json>'
//
// The JSON names a source folder (`src`: the site as staged, web/'s modules with worker.js
// stamped), an output folder (`out`) and the bundles to make (`builds`): each a folder of the
// site (`dir`, "" for its root), the entry modules in it (`entries`, relative to that folder)
// and whether its bundles share chunks (`splitting`). Each entry becomes one minified ES module
// of the same name in out/<dir>, with its source map beside it (`.map`, sources inlined).
//
// A module finds the files it fetches from its own URL (`new URL("../first-views.json",
// import.meta.url)`), and bundled it would find them from the bundle's: a module of board/ in
// the root's play.js would look one folder too high. So each module's `import.meta.url` is
// read as the URL its own file would have beside the bundle (its place in the site), which
// also holds when the bundle is loaded from another origin (board.js on an author's page).
// That is why a build's outputs and chunks all go to one folder: its `dir`. The maps' sources
// then hold that rewritten text: sitebuild/bundle.py puts back each module's own.
//
// Prints, as JSON, each output file (relative to `out`) with its entry (null for a chunk), the
// outputs it imports statically and the source modules it holds (relative to `src`).
import path from "node:path";
import { readFile } from "node:fs/promises";
import { build } from "esbuild";

const config = JSON.parse(process.argv[2] ?? "null");
if (!config?.src || !config?.out || !Array.isArray(config.builds)) {
  console.error("usage: node tools/bundle.mjs '{\"src\": …, \"out\": …, \"builds\": [{\"dir\", \"entries\", \"splitting\"}]}'");
  process.exit(2);
}
const src = path.resolve(config.src);
const out = path.resolve(config.out);
const posix = (file) => file.split(path.sep).join("/");

// Same length as `import.meta.url`, so that each line of the module keeps its columns and
// the map (given the module's own text, below) points at the right place.
const PLACED = "__placed_url_()";

/** import.meta.url read as the module's own place in the site, relative to the bundle's folder. */
function placed(folder) {
  return {
    name: "placed-import-meta-url",
    setup(build) {
      build.onLoad({ filter: /\.js$/ }, async ({ path: file }) => {
        const text = await readFile(file, "utf8");
        if (!text.includes("import.meta.url")) return { contents: text, loader: "js" };
        if (text.includes(PLACED.slice(0, -2))) throw new Error(`${file} uses the name ${PLACED}`);
        let own = posix(path.relative(folder, file));
        if (!own.startsWith("../")) own = `./${own}`;
        // A function declaration is hoisted: the module's top level may call it before this line.
        const where = `\nfunction ${PLACED} { return new URL(${JSON.stringify(own)}, import.meta.url).href; }\n`;
        return { contents: text.replace(/\bimport\.meta\.url\b/g, PLACED) + where, loader: "js" };
      });
    },
  };
}

const made = {};
for (const { dir, entries, splitting } of config.builds) {
  const from = path.join(src, dir);
  const to = path.join(out, dir);
  const result = await build({
    entryPoints: entries.map((entry) => path.join(from, entry)),
    outbase: from,
    outdir: to,
    bundle: true,
    splitting: Boolean(splitting),
    chunkNames: "chunk-[hash]",
    format: "esm",
    minify: true,
    sourcemap: "linked",
    sourcesContent: true,
    charset: "utf8", // the pages' words as they are (escaped, "…" takes six bytes, not three)
    legalComments: "none",
    metafile: true,
    logLevel: "error",
    plugins: [placed(from)],
  });
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (file.endsWith(".map")) continue;
    const own = path.resolve(file);
    made[posix(path.relative(out, own))] = {
      entry: output.entryPoint ? posix(path.relative(src, path.resolve(output.entryPoint))) : null,
      imports: output.imports
        .filter(({ kind, external }) => kind === "import-statement" && !external)
        .map(({ path: imported }) => posix(path.relative(out, path.resolve(imported)))),
      inputs: Object.keys(output.inputs).map((input) => posix(path.relative(src, path.resolve(input)))),
    };
  }
}
console.log(JSON.stringify(made));
