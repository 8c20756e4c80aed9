// Which tab writes a game's save: exactly one, the owner, which holds the Web Lock named after
// the game (navigator.locks). A tab that opens a game another tab owns shows it but does not
// save it, and says so; "Play here" takes the lock over (steal), and the tab that lost it is told
// at once (its request is aborted) and stops saving. Locks are held by the browser for the
// tab's lifetime, so a closed or crashed tab frees its games. Where a browser has no Web Locks
// the page saves as if it owned every game.

import { siteKey } from "../site.mjs";

const lockName = (id) => siteKey(`owner.${id}`); // this copy's (site.mjs)

export class Owner {
  /** onLost(id): another tab took game `id` over. */
  constructor(onLost) {
    this.onLost = onLost;
    this.id = null; // the game this tab wants to own
    this.held = false;
    this.free = null; // resolves the held lock's promise: lets it go
  }

  get available() {
    return !!(globalThis.navigator && navigator.locks && navigator.locks.request);
  }

  /** Whether this tab owns game `id` now. */
  owns(id) {
    return this.id === id && this.held;
  }

  /** Try to own game `id` (steal: take it from the tab that owns it); resolves true or false. */
  claim(id, steal = false) {
    if (this.owns(id) && !steal) return Promise.resolve(true);
    if (this.id !== id) this.release();
    this.id = id;
    if (!this.available) {
      this.held = true;
      return Promise.resolve(true);
    }
    if (this.held) return Promise.resolve(true);
    return new Promise((resolve) => {
      navigator.locks
        .request(lockName(id), steal ? { steal: true } : { ifAvailable: true }, (lock) => {
          if (!lock || this.id !== id) {
            resolve(false);
            return undefined;
          }
          this.held = true;
          resolve(true);
          return new Promise((let_go) => (this.free = let_go));
        })
        .catch(() => {
          // aborted: another tab stole the lock
          if (this.id === id && this.held) {
            this.held = false;
            this.free = null;
            this.onLost(id);
          }
        });
    });
  }

  /** Lets go of the game owned (another game is shown). */
  release() {
    if (this.free) this.free();
    this.free = null;
    this.held = false;
    this.id = null;
  }
}
