// Put at the top of every HTML page the cross-browser suite serves to an engine whose driver
// cannot see the page's console (WebKit's W3C WebDriver has neither console events nor scripts
// run before a page's own): keeps the page's uncaught errors, unhandled rejections and
// console.error calls in sessionStorage, where drivers.py reads them, across reloads. The
// suite's server serves it with drivers.NO_SNAPSHOT_MAKER after it.
(() => {
  const KEY = "__rosariumTestErrors";
  const keep = (kind, text) => {
    try {
      const all = JSON.parse(sessionStorage.getItem(KEY) || "[]");
      all.push(`${kind}: ${text}`);
      sessionStorage.setItem(KEY, JSON.stringify(all));
    } catch (e) {
      /* no storage here: nothing to keep */
    }
  };
  addEventListener("error", (e) => keep("pageerror", e.message));
  addEventListener("unhandledrejection", (e) => keep("unhandledrejection", e.reason && e.reason.message ? e.reason.message : String(e.reason)));
  const error = console.error;
  console.error = function (...args) {
    keep("console", args.map(String).join(" "));
    return error.apply(this, args);
  };
})();
