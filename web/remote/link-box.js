// The box that hands a link to the other players: the link in a read-only field, Copy, Share
// (where the browser can), Save as a file. Shared by play by links with a friend and in a group;
// each passes its own words ({copyLink, share, saveFile, copied, copyFailed}).

import { h } from "../core/dom.js";
import { showMessage } from "../shell/messages.js";
import { downloadText } from "../shell/record-io.js";

/** The box for `url`; `title`: what a share names; `fileName`: the saved file's name. */
export function linkBox(url, { label, title, fileName, words }) {
  const field = h("input", { type: "text", readonly: true, value: url, class: "link-field remote-link", "aria-label": label, onfocus: (e) => e.target.select() });
  const copy = h("button", { type: "button", class: "primary remote-copy", onclick: () => copyText(url, field, words) }, words.copyLink);
  const share =
    typeof navigator.share === "function"
      ? h("button", { type: "button", onclick: () => navigator.share({ title, url }).catch(() => {}) }, words.share)
      : null;
  const file = h("button", { type: "button", onclick: () => downloadText(url + "\n", fileName) }, words.saveFile);
  return h("div", { class: "remote-linkbox" }, h("span", { class: "remote-label", "aria-hidden": "true" }, label), h("div", { class: "remote-buttons" }, field, copy, share, file));
}

async function copyText(text, field, words) {
  try {
    await navigator.clipboard.writeText(text);
    showMessage(words.copied);
  } catch {
    const box = field.closest(".remote-panel");
    if (box) box.classList.add("show-field"); // a phone hides the field until it is needed
    field.focus();
    field.select();
    showMessage(words.copyFailed);
  }
}
