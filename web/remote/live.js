// Live play with a friend: a direct browser-to-browser channel (a WebRTC data channel) for the
// same turns a game by links sends (web/REMOTE.md, "Live play"). No signalling server: the
// connection's offer travels in a link this side sends, its answer in the link the friend sends
// back. The channel is only a transport: every turn that arrives over it is checked by the
// engine exactly as an opened link is, and the links stay valid, so a game whose connection drops
// goes on by links and connects again with a new offer.
//
// Packed links: "1." + base64url of the deflated JSON {t: "o" (offer) | "a" (answer), g: the
// game's id, s: the session description}. Address discovery beyond the local network needs a
// STUN server: none is built in; the person may enter one (stunServer), which then learns both
// sides' network addresses, not the moves.

import { siteKey } from "../site.mjs";

export const LIVE = "live=";
const VERSION = "1.";
const MAX_SDP = 20_000;
const GATHER_MS = 5000;
const STUN_KEY = siteKey("remote.stun");

/** Whether this browser offers what live play needs (feature detection, never the user agent). */
export function liveSupported() {
  return typeof RTCPeerConnection === "function";
}

// ------------------------------------------------------------------ the STUN setting

const STUN_RE = /^stuns?:[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/;

/** The STUN server the person entered, or "" (none: host candidates only). */
export function stunServer() {
  try {
    return localStorage.getItem(STUN_KEY) || "";
  } catch {
    return "";
  }
}

/** Keeps `value` as the STUN server ("" removes it); false (nothing kept) when it is not one. */
export function setStunServer(value) {
  const v = String(value).trim();
  if (v && !STUN_RE.test(v)) return false;
  try {
    if (v) localStorage.setItem(STUN_KEY, v);
    else localStorage.removeItem(STUN_KEY);
  } catch {
    return false;
  }
  return true;
}

// ------------------------------------------------------------------ packing a description

function toBase64Url(bytes) {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  const s = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

async function through(stream, bytes) {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** The link text of a description {t, g, s}. */
export async function pack(what) {
  const bytes = new TextEncoder().encode(JSON.stringify(what));
  return VERSION + toBase64Url(await through(new CompressionStream("deflate-raw"), bytes));
}

/** The description {t, g, s} of a link text; throws Error("bad-live: …") for anything else. */
export async function unpack(text) {
  const bad = (why) => Object.assign(new Error(`bad-live: ${why}`), { name: "LiveRefused" });
  if (typeof text !== "string" || !text.startsWith(VERSION) || text.length > 3 * MAX_SDP) throw bad("not a live link");
  let what;
  try {
    const bytes = await through(new DecompressionStream("deflate-raw"), fromBase64Url(text.slice(VERSION.length)));
    what = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw bad("damaged");
  }
  const ok = what && typeof what === "object" && (what.t === "o" || what.t === "a") && typeof what.g === "string" && /^[0-9a-f]{8,64}$/.test(what.g) && typeof what.s === "string" && what.s.length <= MAX_SDP && what.s.startsWith("v=0");
  if (!ok) throw bad("damaged");
  return what;
}

// ------------------------------------------------------------------ the connection

/**
 * One live connection for game `gid`. hooks: message(text) for each turn that arrives,
 * state(state) when the state changes: "offering" (this side's offer waits for the answer),
 * "answering" (this side's answer is out), "open", "lost" (it was open and dropped), "failed"
 * (it never opened).
 */
export class LiveLink {
  constructor(gid, hooks) {
    this.gid = gid;
    this.hooks = hooks;
    this.state = "new";
    this.channel = null;
    const stun = stunServer();
    this.pc = new RTCPeerConnection({ iceServers: stun ? [{ urls: stun }] : [] });
    this.pc.addEventListener("connectionstatechange", () => {
      const s = this.pc.connectionState;
      if (s === "failed") this.set(this.state === "open" ? "lost" : "failed");
    });
  }

  set(state) {
    if (this.state === state || this.state === "closed") return;
    this.state = state;
    this.hooks.state(state);
  }

  wire(channel) {
    this.channel = channel;
    channel.addEventListener("open", () => this.set("open"));
    channel.addEventListener("close", () => this.set(this.state === "open" ? "lost" : "failed"));
    channel.addEventListener("message", (e) => typeof e.data === "string" && this.hooks.message(e.data));
    if (channel.readyState === "open") this.set("open");
  }

  /** The description this side sends, once every candidate is known (or GATHER_MS passed). */
  async described() {
    const pc = this.pc;
    if (pc.iceGatheringState !== "complete") {
      await new Promise((resolve) => {
        const done = () => pc.iceGatheringState === "complete" && resolve();
        pc.addEventListener("icegatheringstatechange", done);
        setTimeout(resolve, GATHER_MS);
      });
    }
    return pc.localDescription.sdp;
  }

  /** This side's offer, as link text. */
  async offer() {
    this.wire(this.pc.createDataChannel("turns", { ordered: true }));
    await this.pc.setLocalDescription(await this.pc.createOffer());
    const text = await pack({ t: "o", g: this.gid, s: await this.described() });
    this.set("offering");
    return text;
  }

  /** The answer to the friend's offer `sdp`, as link text. */
  async answer(sdp) {
    this.pc.addEventListener("datachannel", (e) => this.wire(e.channel));
    await this.pc.setRemoteDescription({ type: "offer", sdp });
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    const text = await pack({ t: "a", g: this.gid, s: await this.described() });
    if (this.state !== "open") this.set("answering");
    return text;
  }

  /** The friend's answer `sdp` to this side's offer: the channel opens soon after. */
  async accept(sdp) {
    await this.pc.setRemoteDescription({ type: "answer", sdp });
  }

  get open() {
    return !!this.channel && this.channel.readyState === "open";
  }

  send(text) {
    if (this.open) this.channel.send(text);
  }

  close() {
    this.state = "closed";
    try {
      this.pc.close();
    } catch {
      // closed already
    }
  }
}
