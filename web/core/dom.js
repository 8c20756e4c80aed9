// Tiny DOM builders, and the closing of a pop-up panel that the page's menus share. The page
// never parses HTML strings: everything is built with
// createElement / createElementNS and textContent.

const SVG_NS = "http://www.w3.org/2000/svg";

function applyAttrs(el, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") el.textContent = value;
    else if (key === "class") el.setAttribute("class", value);
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
}

function appendChildren(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** h("button", {class: "x", onclick: fn}, "label", child, ...) */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  applyAttrs(el, attrs);
  appendChildren(el, children);
  return el;
}

/** svg("circle", {cx: 1, cy: 2, r: 3}) */
export function svg(tag, attrs, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  applyAttrs(el, attrs);
  appendChildren(el, children);
  return el;
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

export function replaceChildren(el, ...children) {
  clear(el);
  appendChildren(el, children);
  return el;
}

export const $ = (sel, root = document) => root.querySelector(sel);

/** A panel that Escape (unless a dialog is open over it) and a press outside it close:
 * isOpen(); close(refocus) — true on Escape, so focus goes back to what opened it; inside(path)
 * — whether a press with this composed path is on the panel or its own controls. */
export function closeOnEscapeOrOutside(doc, { isOpen, close, inside }) {
  doc.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape" && isOpen() && !doc.querySelector("dialog[open]")) {
      ev.preventDefault();
      close(true);
    }
  });
  doc.addEventListener("pointerdown", (ev) => {
    if (isOpen() && !inside(ev.composedPath())) close(false);
  });
}
