// embed.html: one board, its parameters in the address (?mode=step&position=…); tells the
// page around the frame its height so embed.js can size the frame.
import { mountWidget } from "./widget.js";

const params = new URLSearchParams(location.search);
const host = document.getElementById("board-frame");
mountWidget(host, (k) => (params.has(k) ? params.get(k) : null));

if (window.parent !== window) {
  const tell = () => window.parent.postMessage({ rosariumHeight: document.documentElement.scrollHeight }, "*");
  new ResizeObserver(tell).observe(document.body);
  tell();
}
