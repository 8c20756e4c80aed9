// The shell's dialogs, built with DOM APIs: the New game dialog (from the registry: each game's
// name, seat names and variants), the end-of-game screen (its body comes from the game's table)
// and the hot-seat hand-over screen.

import { h, replaceChildren } from "../core/dom.js";
import { S } from "./strings.js";
import { LEVELS, DEFAULT_LEVEL } from "../core/computer.js";
import { randomSeed } from "../core/seeds.js";

/** One checkbox per seat ("computer plays this seat"), named after the seat. */
function seatBoxes(prefix, names, checked) {
  return names.map((name, seat) =>
    h("label", { class: "choice" }, h("input", { type: "checkbox", name: `${prefix}${seat}`, checked: checked(seat) }), " ", name),
  );
}

/**
 * Opens the New game dialog; resolves to a config or null (cancelled).
 * opts: {current: config|null, games: [component], position: {game, seats, names}|null}
 * config: {game, variant, mode, controllers[], level, seed} — mode "position" keeps the game on
 * the board and only changes who plays its seats.
 */
export function askNewGame(dialog, { current, games, position, friend = false }) {
  return new Promise((resolve) => {
    const cur = current || { game: games[0].id, mode: "computer", controllers: ["human", "computer"] };
    const gameRadio = (g) => h("label", { class: "choice" }, h("input", { type: "radio", name: "game", value: g.id, checked: cur.game === g.id }), " ", g.name);
    const gameBox = h("fieldset", { class: "game-choice" }, h("legend", {}, S.gameLabel), games.map(gameRadio));
    const radio = (value, label) => h("label", { class: "choice" }, h("input", { type: "radio", name: "mode", value, checked: cur.mode === value }), " ", label);
    const playAs = h("select", { id: "ng-play-as", name: "playAs" });
    const computerBox = h("div", { class: "sub computer-only" }, h("label", { for: "ng-play-as" }, S.playAs, " "), playAs);
    // variants beyond the first (e.g. more seats) are modes of their own, each seat ticked for the computer
    const variantParts = [];
    for (const g of games) {
      g.variants.slice(1).forEach((v) => {
        const value = `variant:${g.id}:${v.id}`;
        const names = Array.from({ length: v.seats }, (_, s) => g.seatName(s, v.seats, null));
        const wasThis = cur.game === g.id && cur.variant === v.id && cur.mode !== "position";
        const label = radio(value, v.label());
        if (wasThis) label.querySelector("input").checked = true;
        // what the variant is, read with its radio (a variant of the game's own needs saying so)
        const noteText = v.note && v.note();
        const noteId = `ng-note-${g.id}-${v.id}`;
        const note = noteText ? h("small", { id: noteId, class: "option-note variant-note" }, noteText) : null;
        if (note) label.querySelector("input").setAttribute("aria-describedby", noteId);
        const box = h("fieldset", { class: "sub seats-only", dataset: { for: value } }, h("legend", {}, S.computerSeats), seatBoxes(`cpu-${g.id}-${v.id}-`, names, (s) => (wasThis ? cur.controllers[s] === "computer" : s !== 0)));
        variantParts.push({ game: g, variant: v, label, note, box, value });
      });
    }
    const positionParts = [];
    if (position) {
      const label = radio("position", S.modePosition);
      const box = h("fieldset", { class: "sub seats-only", dataset: { for: "position" } }, h("legend", {}, S.positionSeats), seatBoxes("pos-", position.names, (s) => cur.controllers && cur.controllers[s] === "computer"));
      positionParts.push(label, box);
    }
    // a game's own choices (component.newGameOptions: [{option, label, when, note}]): a
    // checkbox each that sets the engine option `option` to `when` when ticked
    const optionParts = games
      .filter((g) => g.newGameOptions && g.newGameOptions.length)
      .map((g) => {
        const boxes = g.newGameOptions.map((o, i) => {
          const id = `ng-opt-${g.id}-${i}`;
          const was = cur.game === g.id && cur.options && cur.options[o.option] === o.when;
          return h(
            "p",
            { class: "game-option" },
            h("label", { class: "choice" }, h("input", { type: "checkbox", id, name: id, checked: was, "aria-describedby": o.note ? `${id}-note` : undefined }), " ", o.label),
            o.note ? h("small", { id: `${id}-note`, class: "option-note" }, o.note) : null,
          );
        });
        return { game: g, el: h("fieldset", { class: "game-options" }, h("legend", {}, S.gameOptions), boxes) };
      });
    const level = h("select", { id: "ng-level", name: "level" }, LEVELS.map((l) => h("option", { value: l, selected: (cur.level || DEFAULT_LEVEL) === l }, S.levelName[l])));
    const levelBox = h("p", { class: "level-row" }, h("label", { for: "ng-level" }, S.levelLabel, " "), level);
    const seed = h("input", { id: "ng-seed", name: "seed", type: "text", inputmode: "text", autocomplete: "off", value: "", "aria-describedby": "ng-seed-hint" });
    const seedBox = h("p", {}, h("label", { for: "ng-seed" }, S.seedLabel), seed, h("small", { id: "ng-seed-hint" }, S.seedHint));
    const startBtn = h("button", { type: "submit", class: "primary", value: "start" }, S.start);
    const cancelBtn = h("button", { type: "button", value: "cancel" }, S.cancel);
    // "Play a friend": the game by links with a friend elsewhere (web/remote/remote.js asks the rest)
    const friendBtn = friend ? h("button", { type: "button", id: "ng-friend", onclick: () => finish({ mode: "friend", game: chosenGame().id }) }, S.playFriend) : null;
    // "Play in a group": three to six players by links (web/remote/group.js, loaded then)
    const groupBtn = friend ? h("button", { type: "button", id: "ng-group", onclick: () => finish({ mode: "group", game: chosenGame().id }) }, S.playGroup) : null;
    const form = h(
      "form",
      { method: "dialog" },
      h("h2", { id: "ng-title" }, S.newGameTitle),
      gameBox,
      h(
        "fieldset",
        {},
        h("legend", {}, S.modeLabel),
        radio("hotseat", S.modeHotseat),
        radio("computer", S.modeComputer),
        computerBox,
        radio("cvc", S.modeComputerVsComputer),
        variantParts.map((p) => [p.label, p.note, p.box]),
        positionParts,
      ),
      optionParts.map((p) => p.el),
      levelBox,
      seedBox,
      h("div", { class: "dialog-buttons" }, friendBtn, groupBtn, cancelBtn, startBtn),
    );
    const chosenGame = () => games.find((g) => g.id === form.elements.game.value) || games[0];
    const sync = () => {
      const g = chosenGame();
      const v0 = g.variants[0];
      // the person's seat as they chose it last (not one the opening game gave them, TBL-3.1)
      const human = cur.mode === "computer" && !cur.seatedByDeal ? cur.controllers.indexOf("human") : 0;
      const keep = playAs.value;
      // the hot-seat mode names the seat count of the game chosen (2 unless the game says otherwise)
      const hot = form.querySelector("input[name=mode][value=hotseat]").parentElement;
      hot.lastChild.textContent = v0.seats === 2 ? S.modeHotseat : S.modeHotseatMany(v0.seats);
      replaceChildren(playAs, Array.from({ length: v0.seats }, (_, s) => h("option", { value: String(s) }, g.seatName(s, v0.seats, null))));
      playAs.value = keep && Number(keep) < v0.seats ? keep : String(Math.max(0, human));
      for (const p of variantParts) {
        p.label.hidden = p.game !== g;
        if (p.note) p.note.hidden = p.label.hidden;
        if (p.label.hidden && p.label.querySelector("input").checked) form.querySelector("input[name=mode][value=computer]").checked = true;
      }
      const samePosition = position && position.game === g;
      for (const el of positionParts) el.hidden = !samePosition;
      if (!samePosition && positionParts.length && positionParts[0].querySelector("input").checked) form.querySelector("input[name=mode][value=computer]").checked = true;
      const mode = form.elements.mode.value;
      computerBox.hidden = mode !== "computer";
      for (const box of form.querySelectorAll(".seats-only")) box.hidden = box.dataset.for !== mode || box.previousElementSibling.hidden;
      levelBox.hidden = mode === "hotseat";
      // the game's own choices start a new game: not offered when only the seats change
      for (const p of optionParts) p.el.hidden = p.game !== g || mode === "position";
      seedBox.hidden = mode === "position";
    };
    form.addEventListener("change", sync);
    sync();
    replaceChildren(dialog, form);
    dialog.setAttribute("aria-labelledby", "ng-title");

    const back = dialog.ownerDocument.activeElement;
    let done = false;
    const finish = (value) => {
      if (done) return;
      done = true;
      if (dialog.open) dialog.close();
      // cancelled: the focus goes back where it was (a new game draws a new table)
      if (!value && back && back.isConnected && back.focus) back.focus();
      resolve(value);
    };
    cancelBtn.addEventListener("click", () => finish(null));
    dialog.addEventListener("cancel", () => finish(null), { once: true });
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      const g = chosenGame();
      const mode = form.elements.mode.value;
      const n = g.variants[0].seats;
      const config = { game: g.id, variant: g.variants[0].id, mode, level: level.value, seed: seed.value.trim() || randomSeed() };
      const own = optionParts.find((p) => p.game === g);
      if (own) {
        config.options = {};
        g.newGameOptions.forEach((o, i) => form.elements[`ng-opt-${g.id}-${i}`].checked && (config.options[o.option] = o.when));
      }
      const ticked = (prefix, count) => Array.from({ length: count }, (_, s) => (form.elements[`${prefix}${s}`].checked ? "computer" : "human"));
      if (mode === "computer") {
        const human = Number(playAs.value);
        config.controllers = Array.from({ length: n }, (_, s) => (s === human ? "human" : "computer"));
        config.human = human;
      } else if (mode === "cvc") config.controllers = Array(n).fill("computer");
      else if (mode === "hotseat") config.controllers = Array(n).fill("human");
      else if (mode === "position") config.controllers = ticked("pos-", position.seats);
      else {
        const p = variantParts.find((x) => x.value === mode);
        config.variant = p.variant.id;
        config.controllers = ticked(`cpu-${p.game.id}-${p.variant.id}-`, p.variant.seats);
      }
      finish(config);
    });
    dialog.showModal();
    const checked = form.querySelector("input[name=mode]:checked");
    if (checked) checked.focus();
  });
}

/** A modal question before something is replaced: resolves true (yes) or false (no, Escape). */
export function askConfirm(dialog, { title, text, yes, no }) {
  return new Promise((resolve) => {
    const back = document.activeElement;
    let done = false;
    const finish = (value) => {
      if (done) return;
      done = true;
      if (dialog.open) dialog.close();
      if (back && back.isConnected && back.focus) back.focus();
      resolve(value);
    };
    const noBtn = h("button", { type: "button", onclick: () => finish(false) }, no);
    const yesBtn = h("button", { type: "button", class: "primary", onclick: () => finish(true) }, yes);
    replaceChildren(dialog, h("h2", { id: "confirm-title" }, title), h("p", { id: "confirm-text" }, text), h("div", { class: "dialog-buttons" }, noBtn, yesBtn));
    dialog.setAttribute("aria-labelledby", "confirm-title");
    dialog.setAttribute("aria-describedby", "confirm-text");
    dialog.addEventListener("cancel", () => finish(false), { once: true });
    dialog.addEventListener("close", () => finish(false), { once: true });
    dialog.showModal();
    noBtn.focus();
  });
}

/**
 * Opens the end screen, modal (the game is over: nothing behind it can be played): the game's own
 * account of the result (scrolled on its own), then Close, Review and New game, always in view;
 * the focus starts on its heading. Escape closes it like Close; the focus
 * goes back where it was, or to `returnTo` when that is gone or can no longer take it (the
 * square of the last move, disabled now).
 */
export function showEndScreen(dialog, body, onNewGame, review = null, returnTo = null) {
  const back = dialog.open ? dialog._returnFocus : dialog.ownerDocument.activeElement;
  const closeBtn = h("button", { type: "button", onclick: () => dialog.close() }, S.close);
  // New game and Review put the focus where they go (the close event comes after them)
  const leave = (then) => {
    dialog._returnFocus = null;
    dialog._returnTo = null;
    dialog.close();
    then();
  };
  const newBtn = h("button", { type: "button", class: "primary", onclick: () => leave(onNewGame) }, S.newGame);
  // review: {label, open()} (the move list's review and analysis, shell/review.js)
  const reviewBtn = review ? h("button", { type: "button", onclick: () => leave(() => review.open()) }, review.label) : null;
  // the account scrolls between a heading and buttons that stay in view (a phone's screen can
  // be shorter than a game's account with its pictures)
  const title = h("h2", { id: "end-title", tabindex: "-1" }, S.endTitle);
  replaceChildren(dialog, title, h("div", { class: "end-body" }, body), h("div", { class: "dialog-buttons" }, closeBtn, reviewBtn, newBtn));
  dialog.setAttribute("aria-labelledby", "end-title");
  dialog._returnFocus = back;
  if (!dialog._returns) {
    dialog._returns = true;
    dialog.addEventListener("close", () => {
      const to = dialog._returnFocus;
      dialog._returnFocus = null;
      if (!to && !dialog._returnTo) return;
      if (to && to.isConnected && to !== dialog.ownerDocument.body) to.focus();
      const doc = dialog.ownerDocument;
      if (doc.querySelector("dialog[open]") || (to && doc.activeElement === to)) return;
      const target = dialog._returnTo;
      if (target && target.isConnected) {
        if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
        target.focus();
      }
    });
  }
  dialog._returnTo = returnTo;
  if (!dialog.open) dialog.showModal();
  // the heading takes the focus: the dialog is read from its start and opens at its top
  // (a focused Close at the foot scrolled a phone's dialog down); Tab goes on to the buttons
  dialog.querySelector(".end-body").scrollTop = 0;
  title.focus();
}

/** The hand-over screen of a hidden-information game played on one device. */
export function renderHandover(who, ready, onReveal, words = {}) {
  // a game may name what it hides (words.text, words.button: its own sentences for `who`)
  const text = words.text || S.handoverText;
  const button = words.button || S.handoverButton;
  return h(
    "section",
    { class: "handover", "aria-labelledby": "handover-title" },
    h("h2", { id: "handover-title" }, S.handoverTitle(who)),
    h("p", {}, text(who)),
    h("button", { type: "button", class: "primary", disabled: !ready, onclick: () => onReveal() }, button(who)),
  );
}
