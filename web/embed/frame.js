// embed.html: one board, its parameters in the address's fragment (#mode=step&position=…&lang=de,
// as embed.js writes it: a fragment never goes to the server, so a board's long picture meets no
// server's limit on the length of an address) or its query (?mode=step…: the fragment wins).
// It tells the page around the frame its height, so embed.js can size the frame, and that a try
// board was solved (embed.js raises rosarium-solved on the board's element there). embed.js always
// passes lang (the board's data-lang or its page's <html lang>); a frame opened without it is
// English, whatever language the reader chose for the Rosarium app itself.
import { mountWidget } from "./widget.js";
import { stringsFor } from "../embed-strings.js";

const params = new URLSearchParams(location.search);
for (const [k, v] of new URLSearchParams(location.hash.slice(1))) params.set(k, v);
const host = document.getElementById("board-frame");
const widget = mountWidget(host, (k) => (params.has(k) ? params.get(k) : null), { hostLang: "en" });
// the frame's document speaks the board's language (a bad lang parameter: the message's, English)
const lang = widget ? widget.lang : "en";
document.documentElement.lang = lang;
document.title = stringsFor(lang).EMBED.frameTitle;

if (window.parent !== window) {
  // the board's own height: the document's is never less than the frame's, so a frame sized by
  // it could grow but never shrink back
  let told = -1;
  const tell = () => {
    const height = Math.ceil(host.getBoundingClientRect().bottom + window.scrollY);
    if (height === told) return;
    told = height;
    window.parent.postMessage({ rosariumHeight: height }, "*");
  };
  new ResizeObserver(tell).observe(host);
  tell();
  document.addEventListener("rosarium-solved", () => window.parent.postMessage({ rosariumSolved: true }, "*"));
}
