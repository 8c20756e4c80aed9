// Rosarium boards in any page: <div data-rosarium data-position="rk …" data-mode="step"></div>
// then <script src="…/embed.js"></script> (a classic script: it also works from another site).
// Same site as Rosarium: the boards are drawn into the page, all sharing one engine worker.
// Another site (a worker cannot start from a foreign address): each board becomes a frame
// showing embed.html with the same parameters in its address. Parameters: web/authors.html.
(function () {
  "use strict";
  var script = document.currentScript;
  var base = new URL(".", (script && script.src) || location.href);
  var NAMES = ["game", "position", "record", "line", "mode", "caption", "task", "seat", "level", "at", "seed", "score", "title"];
  var frames = [];

  function dataName(k) {
    return "data-" + k;
  }

  function get(el) {
    return function (k) {
      return el.hasAttribute(dataName(k)) ? el.getAttribute(dataName(k)) : null;
    };
  }

  function asFrame(el) {
    var url = new URL("embed.html", base);
    NAMES.forEach(function (k) {
      if (el.hasAttribute(dataName(k))) url.searchParams.set(k, el.getAttribute(dataName(k)));
    });
    var frame = document.createElement("iframe");
    frame.src = url.href;
    frame.title = el.getAttribute("data-title") || "Rosarium board";
    frame.style.cssText = "width:100%;border:0;height:" + (el.getAttribute("data-height") || "34rem");
    frame.setAttribute("loading", "lazy");
    el.replaceChildren(frame);
    frames.push(frame);
  }

  window.addEventListener("message", function (ev) {
    var d = ev.data;
    if (!d || typeof d.rosariumHeight !== "number") return;
    frames.forEach(function (f) {
      if (f.contentWindow === ev.source) f.style.height = Math.ceil(d.rosariumHeight) + 2 + "px";
    });
  });

  function all() {
    return Array.prototype.filter.call(document.querySelectorAll("[data-rosarium]"), function (el) {
      if (el.dataset.rwMounted) return false;
      el.dataset.rwMounted = "true";
      return true;
    });
  }

  function mount() {
    var els = all();
    if (!els.length) return;
    if (base.origin !== location.origin || location.protocol === "file:") {
      els.forEach(asFrame);
      return;
    }
    import(new URL("embed/widget.js", base).href).then(
      function (mod) {
        els.forEach(function (el) {
          mod.mountWidget(el, get(el));
        });
      },
      function () {
        els.forEach(asFrame);
      },
    );
  }

  // boards added later (e.g. by a page's own script) can be mounted with RosariumEmbed.scan()
  window.RosariumEmbed = { scan: mount };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mount);
  else mount();
})();
