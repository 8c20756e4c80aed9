// The rules lessons (lesson.html?game=<id>) and their index (index.html), built with
// createElement/textContent: the frame from LESSONS in ../embed-strings.js, each lesson from its
// game's folder (the registry's `lesson`: web/games/<game>/lesson.en.js / .de.js, chosen by page
// language). The index lists every registered game that has a lesson. Every board is an embedded
// widget (../embed/widget.js), all sharing one engine worker. Solving every exercise completes a
// lesson.
// The page's language is core/lang.js's LANG (address, saved choice, browser); its boards get it
// as their lang parameter, and the top bar offers the switch to the other language.

import { h, replaceChildren } from "../core/dom.js";
import { LANG } from "../core/lang.js";
import { LESSONS } from "../embed-strings.js";
import { mountWidget } from "../embed/widget.js";
import { langSwitch, langProblemNote } from "./lang-switch.js";
import { GAMES, gameById, lessonOf } from "../games/index.js";

function topbar(title) {
  return h(
    "header",
    { class: "topbar" },
    h("h1", {}, title),
    h(
      "nav",
      { class: "toolbar lesson-nav", "aria-label": LESSONS.lessonsNav },
      h("a", { href: "../index.html" }, LESSONS.back),
      h("a", { href: "index.html" }, LESSONS.lessonsNav),
      h("a", { href: "../authors.html" }, LESSONS.authors),
      langSwitch(LESSONS.langGroup),
    ),
  );
}

function boardGetter(board) {
  return (k) => {
    if (k === "lang") return LANG;
    if (k === "line") {
      if (!board.line) return null;
      return JSON.stringify(board.line.map((s) => (board.explain && !s.explain ? { ...s, explain: board.explain } : s)));
    }
    const v = board[k];
    return v === undefined || v === null ? null : String(v);
  };
}

function lessonPage(game, lesson) {
  document.title = lesson.title;
  const progress = h("p", { class: "lesson-progress status", role: "status", "aria-live": "polite" });
  const done = new Set();
  const exercises = lesson.sections.filter((s) => s.exercise).map((s) => s.id);
  const completeText = lesson.complete || LESSONS.complete;
  const complete = h("section", { class: "lesson-complete", hidden: true }, h("h2", {}, completeText), h("p", {}, h("a", { href: `../index.html?game=${encodeURIComponent(game.id)}` }, LESSONS.playNow)));
  const update = () => {
    progress.textContent = done.size === exercises.length ? completeText : LESSONS.progress(done.size, exercises.length);
    complete.hidden = done.size !== exercises.length;
    document.body.dataset.lessonComplete = complete.hidden ? "false" : "true";
  };
  const sections = lesson.sections.map((s) => {
    const host = s.board ? h("div", { class: "lesson-board", "data-rosarium": true, dataset: { section: s.id } }) : null;
    if (host && s.exercise) host.addEventListener("rosarium-solved", () => (done.add(s.id), update()));
    const el = h(
      "section",
      { class: `lesson-section${s.exercise ? " exercise" : ""}`, id: s.id },
      h("h2", { id: `${s.id}-title` }, s.exercise ? h("span", { class: "exercise-tag" }, LESSONS.exercise) : null, s.title),
      s.text.map((t) => h("p", {}, t)),
      host,
    );
    return { el, host, board: s.board, title: s.title };
  });
  replaceChildren(
    document.body,
    topbar(lesson.title),
    h("main", { class: "lesson" }, langProblemNote(LESSONS.langProblem), h("p", { class: "lesson-intro" }, lesson.intro), progress, sections.map((s) => s.el), complete),
  );
  update();
  for (const s of sections) if (s.host) mountWidget(s.host, boardGetter({ title: s.title, ...s.board }));
}

async function indexPage() {
  document.title = LESSONS.indexTitle;
  const games = GAMES.filter((g) => g.lesson);
  const lessons = await Promise.all(games.map(lessonOf));
  replaceChildren(
    document.body,
    topbar(LESSONS.indexTitle),
    h(
      "main",
      { class: "lesson" },
      langProblemNote(LESSONS.langProblem),
      h("p", { class: "lesson-intro" }, LESSONS.indexIntro),
      h("ul", { class: "lesson-list" }, games.map((g, i) => h("li", {}, h("a", { href: `lesson.html?game=${encodeURIComponent(g.id)}` }, g.name), h("p", {}, lessons[i].summary)))),
    ),
  );
}

// lesson.html?game=<id> shows that game's lesson; index.html (or a game without one) the list
const game = document.body.dataset.lesson === "game" ? gameById(new URLSearchParams(location.search).get("game")) : null;
const lesson = await lessonOf(game);
if (lesson) lessonPage(game, lesson);
else await indexPage();
delete document.body.dataset.building; // the page's boards are all in place (tests wait for this)
