// Bella Rosarum's Sources screen: a dialog saying what this edition is (an unofficial
// introductory edition built on the seed's rules), the three layers its data comes from and every
// decision Rosarium took. The layers' counts and the decisions are read from seeds/ when the site
// is built (tools/build/generators/br_sources.py writes sources.data.js next to this file); nothing here repeats
// them. The decisions are shown in the language of the rules digest (English).

import { h, replaceChildren } from "../../core/dom.js";
import { T } from "./strings.js";

let dataPromise = null; // the generated module, imported once per page

function loadSources() {
  if (!dataPromise) dataPromise = import("./sources.data.js").then((m) => m.SOURCES);
  return dataPromise;
}

function body(src) {
  const layers = h(
    "dl",
    { class: "br-layers" },
    ["seed", "history", "design"].map((layer) => [h("dt", {}, T.layerName[layer]), h("dd", {}, T.layerText[layer], " ", h("span", { class: "muted" }, T.layerCount(src.layers[layer] || 0)))]),
  );
  const rules = h("ul", { class: "br-decisions", lang: "en" }, src.rules.map((d) => h("li", {}, h("strong", {}, d.rule), " ", d.text)));
  const map = h("ol", { class: "br-decisions", lang: "en" }, src.map.map((d) => h("li", { value: d.n }, d.text)));
  return [
    h("h3", {}, T.layersTitle),
    layers,
    h("h3", {}, T.rulesDecisionsTitle(src.rules.length)),
    h("p", { class: "muted" }, T.decisionsFrom(src.digest)),
    rules,
    h("h3", {}, T.mapDecisionsTitle(src.map.length)),
    h("p", { class: "muted" }, T.decisionsFrom(src.data)),
    map,
  ];
}

/** Opens the Sources dialog (made once per table, inside `host`); `back()` names the control
 * that gets the focus after (the table may have drawn it anew meanwhile). */
export function openSources(host, back) {
  let dlg = host.querySelector("dialog.br-sources");
  if (!dlg) {
    const content = h("div", { class: "br-sources-body" }, h("p", { class: "muted" }, T.sourcesLoading));
    const close = h("button", { type: "button", class: "primary", onclick: () => dlg.close() }, T.close);
    dlg = h(
      "dialog",
      { class: "dialog br-sources", "aria-labelledby": "br-sources-title" },
      h("h2", { id: "br-sources-title" }, T.sourcesTitle),
      h("p", {}, T.sourcesIntro),
      h("p", {}, T.sourcesDesign),
      content,
      h("div", { class: "dialog-buttons" }, close),
    );
    dlg.addEventListener("close", () => {
      const el = back && back();
      if (el) el.focus();
    });
    host.append(dlg);
    loadSources().then(
      (src) => replaceChildren(content, body(src)),
      () => replaceChildren(content, h("p", {}, T.sourcesMissing)),
    );
  }
  dlg.showModal();
}
