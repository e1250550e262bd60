// Registers sw.js, which keeps this site playable offline after one visit. The site's own
// pages call it; board.js does not, since on another site's page a worker of ours has no place.
//
// Registration waits until the page has loaded and, on a page with boards, until Python is up
// (`after`): installing stores the whole build, and doing that while the page itself still
// downloads and starts the runtime would make the first visit wait for both.

/** @param {Promise<unknown>} [after] */
export function keepOffline(after = Promise.resolve()) {
  if (!("serviceWorker" in navigator)) return;
  const loaded = document.readyState === "complete"
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  Promise.all([loaded, after.catch(() => {})]).then(() =>
    navigator.serviceWorker.register(new URL("./sw.js", import.meta.url)).catch(() => {
      // Refused (a private window, a file:// page, a test that blocks workers): the site still
      // works online, it just will not be stored for offline use.
    }),
  );
}
