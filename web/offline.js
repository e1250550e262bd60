// Registers sw.js, which keeps this site playable offline after one visit. The site's own
// pages call it; board.js does not, since on another site's page a worker of ours has no place.

export function keepOffline() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register(new URL("./sw.js", import.meta.url)).catch(() => {
    // Refused (a private window, a file:// page, a test that blocks workers): the site still
    // works online, it just will not be stored for offline use.
  });
}
