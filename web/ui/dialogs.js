// The New game dialog and the end-of-game screen, built with DOM APIs on <dialog>.

import { h, replaceChildren } from "./dom.js";
import { rose } from "./pieces.js";
import { S, LQ } from "./strings.js";
import { LEVELS, DEFAULT_LEVEL } from "./computer.js";

/** Opens the New game dialog; resolves to a config or null (cancelled). */
export function askNewGame(dialog, current) {
  return new Promise((resolve) => {
    const cur = current || { mode: "computer", human: 0, controllers: ["human", "computer"], seed: "" };
    const radio = (value, label) =>
      h(
        "label",
        { class: "choice" },
        h("input", { type: "radio", name: "mode", value, checked: cur.mode === value }),
        " ",
        label,
      );
    // which game: The Rose King or Long Live the Queen (web/lltq/)
    const gameRadio = (value) =>
      h("label", { class: "choice" }, h("input", { type: "radio", name: "game", value, checked: (cur.game || "rose-king") === value }), " ", LQ.gameNames[value]);
    const gameBox = h("fieldset", { class: "game-choice" }, h("legend", {}, LQ.gameLabel), gameRadio("rose-king"), gameRadio("long-live-the-queen"));
    const playAs = h(
      "select",
      { id: "ng-play-as", name: "playAs" },
      h("option", { value: "0", selected: cur.mode === "computer" && cur.human === 0 }, S.sideName(0)),
      h("option", { value: "1", selected: cur.mode === "computer" && cur.human === 1 }, S.sideName(1)),
    );
    const seatBoxes = [0, 1, 2, 3].map((seat) =>
      h(
        "label",
        { class: "choice" },
        h("input", {
          type: "checkbox",
          name: `cpu${seat}`,
          checked: cur.mode === "teams" ? cur.controllers[seat] === "computer" : seat !== 0,
        }),
        " ",
        S.seatName(seat, 4),
      ),
    );
    const level = h(
      "select",
      { id: "ng-level", name: "level" },
      LEVELS.map((l) => h("option", { value: l, selected: (cur.level || DEFAULT_LEVEL) === l }, S.levelName[l])),
    );
    const levelBox = h("p", { class: "level-row" }, h("label", { for: "ng-level" }, S.levelLabel, " "), level);
    const seed = h("input", { id: "ng-seed", name: "seed", type: "text", inputmode: "text", autocomplete: "off", value: "", "aria-describedby": "ng-seed-hint" });
    const computerBox = h("div", { class: "sub computer-only" }, h("label", { for: "ng-play-as" }, S.playAs, " "), playAs);
    const teamsBox = h("fieldset", { class: "sub teams-only" }, h("legend", {}, S.computerSeats), seatBoxes);
    const startBtn = h("button", { type: "submit", class: "primary", value: "start" }, S.start);
    const cancelBtn = h("button", { type: "button", value: "cancel" }, S.cancel);
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
        radio("teams", S.modeTeams),
        teamsBox,
      ),
      levelBox,
      h("p", {}, h("label", { for: "ng-seed" }, S.seedLabel), seed, h("small", { id: "ng-seed-hint" }, S.seedHint)),
      h("div", { class: "dialog-buttons" }, cancelBtn, startBtn),
    );
    const sync = () => {
      const lltq = form.elements.game.value === "long-live-the-queen";
      const teamsInput = form.querySelector("input[name=mode][value=teams]");
      teamsInput.closest("label").hidden = lltq; // two seats only
      if (lltq && teamsInput.checked) form.querySelector("input[name=mode][value=computer]").checked = true;
      playAs.options[0].textContent = lltq ? LQ.seatName(0) : S.sideName(0);
      playAs.options[1].textContent = lltq ? LQ.seatName(1) : S.sideName(1);
      const mode = form.elements.mode.value;
      computerBox.hidden = mode !== "computer";
      teamsBox.hidden = mode !== "teams";
      levelBox.hidden = mode === "hotseat";
    };
    form.addEventListener("change", sync);
    sync();
    replaceChildren(dialog, form);
    dialog.setAttribute("aria-labelledby", "ng-title");

    let done = false;
    const finish = (value) => {
      if (done) return;
      done = true;
      if (dialog.open) dialog.close();
      resolve(value);
    };
    cancelBtn.addEventListener("click", () => finish(null));
    dialog.addEventListener("cancel", () => finish(null), { once: true });
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      const mode = form.elements.mode.value;
      const seedText = seed.value.trim() || randomSeed();
      let config;
      if (mode === "teams") {
        config = {
          mode,
          variant: "4p",
          controllers: [0, 1, 2, 3].map((s) => (form.elements[`cpu${s}`].checked ? "computer" : "human")),
          seed: seedText,
        };
      } else if (mode === "computer") {
        const human = Number(playAs.value);
        config = { mode, variant: "2p", human, controllers: human === 0 ? ["human", "computer"] : ["computer", "human"], seed: seedText };
      } else if (mode === "cvc") {
        config = { mode, variant: "2p", controllers: ["computer", "computer"], seed: seedText };
      } else {
        config = { mode: "hotseat", variant: "2p", controllers: ["human", "human"], seed: seedText };
      }
      config.level = level.value;
      config.game = form.elements.game.value;
      finish(config);
    });
    dialog.showModal();
    const checked = form.querySelector("input[name=mode]:checked");
    if (checked) checked.focus();
  });
}

export function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return String(a[0] % 1000000);
}

/** Fills and opens the end screen from the engine's outcome. */
export function showEndScreen(dialog, outcome, names, onNewGame) {
  const sideNames = [S.sideName(0), S.sideName(1)];
  const rows = (outcome.sides || []).map((side, i) =>
    h(
      "tr",
      { class: `side-${i}${outcome.winner === i ? " winner" : ""}` },
      h("th", { scope: "row" }, h("span", { class: "score-rose", "aria-hidden": "true" }, rose(i)), sideNames[i]),
      h("td", {}, S.territoryFormula(sizesOf(side.territories), side.points)),
      h("td", {}, String(side.points)),
      h("td", {}, String(side.largest)),
      h("td", {}, String(side.tokens)),
    ),
  );
  const closeBtn = h("button", { type: "button", onclick: () => dialog.close() }, S.close);
  const newBtn = h("button", { type: "button", class: "primary", onclick: () => (dialog.close(), onNewGame()) }, S.newGame);
  replaceChildren(
    dialog,
    h("h2", { id: "end-title" }, S.endTitle),
    h("p", { class: "end-result" }, S.resultLine(outcome, sideNames)),
    h("p", {}, S.decidedBy[outcome.decided_by] || outcome.decided_by || ""),
    h("p", { class: "muted" }, S.endReason(outcome.reason || "")),
    h(
      "table",
      { class: "end-table" },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", { scope: "col" }, S.endColSide),
          h("th", { scope: "col" }, S.endColTerritories),
          h("th", { scope: "col" }, S.endColPoints),
          h("th", { scope: "col" }, S.endColLargest),
          h("th", { scope: "col" }, S.endColTokens),
        ),
      ),
      h("tbody", {}, rows),
    ),
    h("div", { class: "dialog-buttons" }, closeBtn, newBtn),
  );
  dialog.setAttribute("aria-labelledby", "end-title");
  if (!dialog.open) dialog.show();
  closeBtn.focus();
}

function sizesOf(territories) {
  return (territories || []).map((t) => (Array.isArray(t) ? t.length : Number(t))).sort((a, b) => b - a);
}
