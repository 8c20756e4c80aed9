// embed.html: one board, its parameters in the address (?mode=step&position=…&lang=de); tells
// the page around the frame its height so embed.js can size the frame. embed.js always passes
// lang (the board's data-lang or its page's <html lang>); a frame opened without it is English,
// whatever language the reader chose for the Rosarium app itself.
import { mountWidget } from "./widget.js";
import { stringsFor } from "../embed-strings.js";

const params = new URLSearchParams(location.search);
const host = document.getElementById("board-frame");
const widget = mountWidget(host, (k) => (params.has(k) ? params.get(k) : null), { hostLang: "en" });
// the frame's document speaks the board's language (a bad lang parameter: the message's, English)
const lang = widget ? widget.lang : "en";
document.documentElement.lang = lang;
document.title = stringsFor(lang).EMBED.frameTitle;

if (window.parent !== window) {
  const tell = () => window.parent.postMessage({ rosariumHeight: document.documentElement.scrollHeight }, "*");
  new ResizeObserver(tell).observe(document.body);
  tell();
}
