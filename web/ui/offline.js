// Registers the service worker (dist/sw.js, written by build.py) so a reload works offline.
// Not on file:// (the single-file build) and never an error if it is unavailable.

export function registerOffline() {
  if (!("serviceWorker" in navigator)) return;
  if (!/^https?:$/.test(location.protocol)) return;
  if (document.documentElement.dataset.singleFile !== undefined) return;
  navigator.serviceWorker.register("./sw.js").catch(() => {
    /* offline use unavailable; the page works online */
  });
}
