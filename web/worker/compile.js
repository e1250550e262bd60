// The runtime's WebAssembly, compiled from the worker's first moment.
//
// Pyodide fetches and compiles pyodide.asm.wasm only once its own script has been fetched and
// run, and (on a repeat visit) once the worker knows whether a memory snapshot is stored, since
// the copy's size must be known before the runtime is instantiated. Compiling does not need
// that size: started here, at once, the browser compiles the 9 MB module on its own threads
// while the worker looks the snapshot up and runs Pyodide's scripts. Pyodide is then handed that
// compiled module: its fetch of the file gets a stand-in that is never read (so the file is not
// downloaded twice), and instantiating the stand-in instantiates the compiled module, with
// Pyodide's own imports. (The same module serves any later start in this worker: a second
// start after a damaged snapshot.) A compile that fails falls back to Pyodide's own way.

import { timed } from "./startup.js";

/** Start compiling the WebAssembly at `url` now, and route Pyodide's own fetch and
 * instantiation of that URL to the result. Must run after the counting fetch is installed
 * (downloads.js), so that the bytes still move the progress bar.
 * @param {string} url */
export function compileEarly(url) {
  const fetchCounted = self.fetch.bind(self);
  const compiled = WebAssembly.compileStreaming(fetchCounted(url));
  compiled.then(() => timed("runtime compiled"), () => {});
  /** What Pyodide's fetch of the file gets: never settled, since never read.
   * @type {Promise<Response>} */
  const standIn = new Promise(() => {});
  self.fetch = (input, init) => {
    const wanted = input instanceof Request ? input.url : String(input);
    return wanted === url ? standIn : fetchCounted(input, init);
  };
  const instantiateStreaming = WebAssembly.instantiateStreaming.bind(WebAssembly);
  /** @type {typeof WebAssembly.instantiateStreaming} */
  const instantiate = async (source, imports) => {
    if (source !== standIn) return instantiateStreaming(source, imports);
    let module;
    try {
      module = await compiled;
    } catch {
      return instantiateStreaming(fetchCounted(url), imports); // fails as Pyodide's own would
    }
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };
  WebAssembly.instantiateStreaming = instantiate;
}
