// Rosarium boards in any page: <div data-rosarium data-position="…" data-mode="step"></div>
// then <script src="…/embed.js"></script> (a classic script: it also works from another site).
// Same site as Rosarium: the boards are drawn into the page, all sharing one engine worker.
// Another site (a worker cannot start from a foreign address): each board becomes a frame
// showing embed.html with the same parameters in its address. Parameters: web/authors.html.
// Language: a board's data-lang, else the page's <html lang> (de… German, otherwise English).
// The rules engine (Pyodide) is loaded only when a board needs it: a static board carrying its
// picture (data-ui, as the app's Embed snippet writes it) never does, and the other modes load
// it when the reader reaches or touches the board (embed/widget.js).
(function () {
  "use strict";
  var script = document.currentScript;
  var base = new URL(".", (script && script.src) || location.href);
  // data- attributes that are not the board's parameters (every other one goes to a frame, a
  // game's own parameters too: its table component's embedParams)
  var NOT_PARAMS = ["data-rosarium", "data-height", "data-rw-mounted"];
  // Read before any Rosarium module runs (none may rewrite it: ui/lang.js sees RosariumEmbed).
  var hostLang = document.documentElement.getAttribute("lang") || "";
  // A classic script cannot import embed-strings.js: the frame titles are copied from its
  // EMBED.frameTitle (tests/browser/test_embed_lang.py keeps the copies equal).
  var FRAME_TITLE = { en: "Rosarium board", de: "Rosarium-Brett" };
  var frames = [];
  // The widget's modules, and each game's table modules by position prefix ("" the shared ones):
  // asked for all at once below instead of one level of imports after another.
  var PRELOAD = null; // build.py writes the lists here
  var preloaded = {};

  function hint(rel, href, as) {
    if (preloaded[href]) return;
    preloaded[href] = true;
    var link = document.createElement("link");
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    if (as === "fetch") link.crossOrigin = "anonymous";
    document.head.appendChild(link);
  }

  function preload(els) {
    if (!PRELOAD) return; // a source tree not built: the imports find their way one by one
    var wanted = [""];
    var pictures = false;
    els.forEach(function (el) {
      var prefix = (el.getAttribute("data-position") || "").trim().split(/\s+/)[0];
      if (PRELOAD[prefix] && wanted.indexOf(prefix) < 0) wanted.push(prefix);
      if (el.getAttribute("data-mode") === "static") pictures = true;
    });
    wanted.forEach(function (key) {
      PRELOAD[key].forEach(function (m) {
        hint("modulepreload", new URL(m, base).href);
      });
    });
    // a static board is drawn from the build's fixed data (web/embed/widget.js fixedBoardData)
    if (pictures) hint("preload", new URL("embed/board-data.json.gz", base).href, "fetch");
  }

  function pageLang() {
    return /^de(?:-|$)/i.test(hostLang.trim()) ? "de" : "en";
  }

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
    // the parameters go in the fragment, which the browser never sends to the server: a board's
    // picture (data-ui) makes an address of over 10,000 characters, more than many servers take
    var params = new URLSearchParams();
    Array.prototype.forEach.call(el.attributes, function (a) {
      if (a.name.indexOf("data-") === 0 && NOT_PARAMS.indexOf(a.name) < 0) params.set(a.name.slice(5), a.value);
    });
    // the frame cannot see this page's <html lang>: it gets the language in its address
    // (a bad data-lang is passed on as it is, so the frame shows the message)
    var lang = (el.getAttribute("data-lang") || "").trim();
    if (!lang) params.set("lang", pageLang());
    url.hash = params.toString();
    var frame = document.createElement("iframe");
    frame.src = url.href;
    frame.title = el.getAttribute("data-title") || FRAME_TITLE[/^de(?:-|$)/i.test(lang) ? "de" : /^en(?:-|$)/i.test(lang) ? "en" : pageLang()];
    frame.style.cssText = "width:100%;border:0;height:" + (el.getAttribute("data-height") || "34rem");
    frame.setAttribute("loading", "lazy");
    el.replaceChildren(frame);
    frames.push(frame);
  }

  // What a board's frame tells this page (only from the site embed.js came from, and only about
  // one of its own frames): its height, and that its try board was solved, raised here as the
  // same rosarium-solved event a board drawn in the page sends, from the board's element.
  window.addEventListener("message", function (ev) {
    var d = ev.data;
    if (!d || typeof d !== "object" || ev.origin !== base.origin) return;
    frames.forEach(function (f) {
      if (f.contentWindow !== ev.source) return;
      if (typeof d.rosariumHeight === "number" && d.rosariumHeight > 0) f.style.height = Math.ceil(d.rosariumHeight) + "px";
      if (d.rosariumSolved === true && f.parentElement) f.parentElement.dispatchEvent(new CustomEvent("rosarium-solved", { bubbles: true }));
    });
  });

  function all() {
    return Array.prototype.filter.call(document.querySelectorAll("[data-rosarium]"), function (el) {
      if (el.dataset.rwMounted) return false;
      el.dataset.rwMounted = "true";
      return true;
    });
  }

  // The widget's module, imported once: a scan while the first import still runs waits for that
  // one. A second import() of a module whose graph is still at a top-level await (the strings
  // waiting for their language) may be handed the module before its body has run (WebKit does),
  // and its mountWidget read uninitialised. A failed import is forgotten: a later scan tries again.
  var widget = null;
  function widgetModule() {
    if (!widget) {
      widget = import(new URL("embed/widget.js", base).href);
      widget.catch(function () {
        widget = null;
      });
    }
    return widget;
  }

  function mount() {
    var els = all();
    if (!els.length) return;
    if (base.origin !== location.origin || location.protocol === "file:") {
      els.forEach(asFrame);
      return;
    }
    preload(els);
    widgetModule().then(
      function (mod) {
        els.forEach(function (el) {
          mod.mountWidget(el, get(el), { hostLang: hostLang });
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
