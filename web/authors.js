// The authors' page (authors.html): the games with their rule sources and what is ours (each
// game's `about`), how to embed boards, every parameter, copyable examples
// (text built with textContent) each shown live next to its snippet. Strings: AUTHORS, in the
// page's language (ui/lang.js LANG); the examples are each registered game's (its lesson's
// `examples`, web/games/index.js lessonOf), and the parameter help lists the registered games.
// On a German page the examples carry data-lang="de", so a copied example stays German on a
// page whose <html lang> says otherwise. Each example's snippet carries its board's picture
// (data-ui: the engine's ui_state of its first position, embed/widget.js boardUi), added once the
// page's engine has made it: a copied static example then loads no rules engine.

import { h, replaceChildren } from "./core/dom.js";
import { LANG } from "./core/lang.js";
import { AUTHORS } from "./embed-strings.js";
import { mountWidget, boardUi, sharedEngine } from "./embed/widget.js";
import { GAMES, lessonOf } from "./games/index.js";
import { snippet } from "./embed/snippet.js";
import { langSwitch, langProblemNote } from "./lessons/lang-switch.js";

/** An example's parameters as the page shows and mounts them (English is the default: no lang). */
function withPageLang(params) {
  return LANG === "en" ? params : { ...params, lang: LANG };
}

async function copy(text, button, done) {
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = done;
  } catch {
    // no clipboard (insecure origin, permission): the text is selectable in the <pre>
  }
}

/** A snippet shown as text: `set(params)` writes it, the Copy button copies what is shown. */
function shownSnippet(params, button = null) {
  const code = h("code", {}, "");
  let text = "";
  const set = (p) => {
    text = snippet(p, new URL(".", location.href).href);
    code.textContent = text;
  };
  set(params);
  const copyButton = button && h("button", { type: "button", class: "example-copy", onclick: () => copy(text, copyButton, AUTHORS.exampleCopied) }, AUTHORS.exampleCopy);
  return { pre: h("pre", {}, code), button: copyButton, set };
}

/** Adds the board's picture (ui) to a shown snippet once the page's engine has made it. */
function addPicture(shown, params) {
  boardUi(sharedEngine(), params, LANG).then(
    (ui) => shown.set({ ...params, ui }),
    () => {}, // the board itself shows why it cannot be drawn
  );
}

function example(ex, i) {
  const params = withPageLang(ex.params);
  const shown = shownSnippet(params, true);
  const host = h("div", { class: "lesson-board", "data-rosarium": true, dataset: { example: String(i) } });
  addPicture(shown, params);
  return {
    el: h("section", { class: "lesson-section" }, h("h3", {}, ex.title), shown.pre, shown.button, h("p", { class: "muted" }, AUTHORS.exampleLive), host),
    host,
    params: { title: ex.title, lang: LANG, ...params },
  };
}

/** A game's `about` paragraphs in the page's language (English when it has none in it). */
const aboutIn = (about) => about[LANG] || about.en;

/** A parameter's help text: a function of the registered games, or plain text. */
const help = (v) => (typeof v === "function" ? v(GAMES) : v);

/** The parameters' rows: the widget's own, with each game's (its component's embedParams and
 * their embedHelp) before the lang row. */
function paramRows() {
  const own = GAMES.flatMap((g) => (g.embedParams || []).map((name) => {
    const [values, meaning] = g.embedHelp[name];
    return [name, values, AUTHORS.onlyFor(g.name, meaning)];
  }));
  const at = AUTHORS.params.findIndex(([name]) => name === "lang");
  return [...AUTHORS.params.slice(0, at), ...own, ...AUTHORS.params.slice(at)];
}

async function main() {
  document.title = AUTHORS.title;
  const lessons = (await Promise.all(GAMES.map(lessonOf))).filter(Boolean);
  const shown = lessons.flatMap((l) => l.examples || []);
  const examples = shown.map(example);
  const howParams = withPageLang({ mode: "static", position: shown[0].params.position });
  const how = shownSnippet(howParams);
  addPicture(how, howParams);
  // each game's rule sources and what in it is ours, from its folder (web/games/<game>/about.js)
  const abouts = await Promise.all(GAMES.map(async (g) => [g, g.about ? aboutIn((await g.about()).ABOUT) : []]));
  replaceChildren(
    document.body,
    h(
      "header",
      { class: "topbar" },
      h("h1", {}, AUTHORS.title),
      h(
        "nav",
        { class: "toolbar lesson-nav", "aria-label": AUTHORS.nav },
        h("a", { href: "index.html" }, AUTHORS.back),
        h("a", { href: "lessons/index.html" }, AUTHORS.lessons),
        langSwitch(AUTHORS.langGroup),
      ),
    ),
    h(
      "main",
      { class: "lesson" },
      langProblemNote(AUTHORS.langProblem),
      AUTHORS.intro.map((t) => h("p", { class: "lesson-intro" }, t)),
      h("h2", {}, AUTHORS.gamesTitle),
      h("p", {}, AUTHORS.gamesIntro),
      abouts.map(([g, texts]) => h("section", { class: "lesson-section", "aria-labelledby": `about-${g.id}` }, h("h3", { id: `about-${g.id}` }, g.name), texts.map((t) => h("p", {}, t)))),
      h("h2", {}, AUTHORS.howTitle),
      h("ol", {}, AUTHORS.howSteps.map((t) => h("li", {}, t))),
      how.pre,
      h("h2", {}, AUTHORS.paramsTitle),
      h("p", {}, AUTHORS.paramsIntro),
      h(
        "table",
        {},
        h("thead", {}, h("tr", {}, AUTHORS.paramCols.map((c) => h("th", { scope: "col" }, c)))),
        h("tbody", {}, paramRows().map(([name, values, meaning]) => h("tr", {}, h("th", { scope: "row" }, h("code", {}, name)), h("td", {}, help(values)), h("td", {}, help(meaning))))),
      ),
      h("h2", {}, AUTHORS.eventsTitle),
      h("p", {}, AUTHORS.eventsText),
      h("h2", {}, AUTHORS.snippetTitle),
      h("p", {}, AUTHORS.snippetText),
      h("h2", {}, AUTHORS.examplesTitle),
      examples.map((e) => e.el),
    ),
  );
  for (const e of examples) {
    const p = e.params;
    mountWidget(e.host, (k) => (p[k] === undefined ? null : typeof p[k] === "object" ? JSON.stringify(p[k]) : String(p[k])));
  }
}

await main();
delete document.body.dataset.building; // the examples' boards are all in place (tests wait for this)
