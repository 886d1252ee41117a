// Keeps the game shown up to date (issue 31): by its websocket while that works; when the socket
// cannot be opened or keeps closing (a server refusing more sockets from one address, as behind
// a reverse proxy where every player shares it; a network that drops them), by reading STATE
// every few seconds, backing off from 2 s to 10 s, while the socket is tried again less often.

import { api } from "./api.js";

/** Closes in a row (a socket refused, or closed soon after opening) before reading STATE. */
const FAILURES_BEFORE_POLLING = 2;
/** A socket open this long counted as working: its close starts the count again. */
const WORKED_MS = 10000;
/** The first wait between two reads of STATE, the longest, and the growth between. */
const POLL_FIRST_MS = 2000;
const POLL_LONGEST_MS = 10000;
const POLL_GROWTH = 1.5;
/** The wait before opening the socket again: soon after a close, seldom while polling. */
const REOPEN_MS = 1500;
const REOPEN_WHILE_POLLING_MS = 20000;

/**
 * One game's live updates. `onState(state)` gets every STATE (from the socket or a read),
 * `onMode(mode)` each change of `live` (the socket works), `reconnecting` (it closed, opening
 * again) and `polling` (reading STATE every few seconds).
 */
export class Live {
  constructor(onState, onMode) {
    this.onState = onState;
    this.onMode = onMode;
    this.id = null;
    this.socket = null;
    this.timers = [];
  }

  /** Follows game `id` (and stops following the one before). */
  follow(id) {
    this.stop();
    this.id = id;
    this.failures = 0;
    this.polling = false;
    this.lastMoves = undefined;
    this.unanswered = false;
    this.open();
  }

  /** Follows nothing. */
  stop() {
    this.id = null;
    this.pollSeq = (this.pollSeq || 0) + 1; // a read under way is for the game before
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    if (this.socket) {
      const socket = this.socket;
      this.socket = null;
      socket.close();
    }
  }

  /** Reads STATE now and keeps reading, backing off, until the socket works again: after a
   * request that got no answer, when the page must learn what the server holds. */
  check() {
    if (this.id === null) return;
    this.poll(0);
  }

  /** A move was just made: while reading STATE, read it again soon (the reply may follow). */
  nudge() {
    if (this.polling && this.id !== null) this.poll(POLL_FIRST_MS);
  }

  /** Sets `fn` to run after `ms`, unless the game followed changes first. */
  later(ms, fn) {
    const id = this.id;
    const timer = setTimeout(() => {
      this.timers = this.timers.filter((t) => t !== timer);
      if (this.id === id) fn();
    }, ms);
    this.timers.push(timer);
  }

  open() {
    // One socket at a time: a reopen planned while polling finds the one opened on the
    // server's return (poll) still there.
    if (this.socket && this.socket.readyState <= WebSocket.OPEN) return;
    const id = this.id;
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const socket = new WebSocket(`${proto}://${location.host}/api/games/${id}/ws`);
    this.socket = socket;
    let opened = 0;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      opened = performance.now();
      this.polling = false;
      this.onMode("live");
    };
    socket.onmessage = (msg) => {
      if (this.socket === socket) this.onState(JSON.parse(msg.data));
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      const worked = opened && performance.now() - opened > WORKED_MS;
      this.failures = worked ? 1 : this.failures + 1;
      if (this.failures >= FAILURES_BEFORE_POLLING) {
        this.onMode("polling");
        if (!this.polling) this.poll(0);
        this.later(REOPEN_WHILE_POLLING_MS, () => this.open());
      } else {
        this.onMode("reconnecting");
        this.later(REOPEN_MS, () => this.open());
      }
    };
  }

  /** Reads STATE after `wait` ms, then again, longer apart, until a read is answered while the
   * socket is open. */
  poll(wait) {
    this.polling = true;
    const seq = (this.pollSeq = (this.pollSeq || 0) + 1);
    this.later(wait, async () => {
      if (seq !== this.pollSeq) return; // a newer round of reads took over
      let next = Math.min(POLL_LONGEST_MS, Math.max(POLL_FIRST_MS, wait * POLL_GROWTH));
      let answered = false;
      try {
        const state = await api("GET", `/api/games/${this.id}`);
        if (seq !== this.pollSeq) return;
        const before = this.lastMoves;
        this.lastMoves = state.moves.length;
        if (before !== undefined && before !== state.moves.length) next = POLL_FIRST_MS;
        answered = true;
        this.onState(state);
      } catch {
        // No answer yet: read again later (the page says what failed where it asked).
        this.unanswered = true;
      }
      if (seq !== this.pollSeq) return;
      // The server answers again after answering nothing (restarted, or the network back): its
      // socket is tried at once, not at the next planned reopen (found cold: «updates
      // unavailable» stayed 13 s after a restart, until a move).
      if (answered && this.unanswered) {
        this.unanswered = false;
        this.open();
      }
      // The banner tells the truth: reads answered while the socket is refused ("updated every
      // few seconds"), or none answered (reconnecting: nothing is being updated).
      const live = this.socket && this.socket.readyState === WebSocket.OPEN;
      if (!live && this.failures >= FAILURES_BEFORE_POLLING) this.onMode(answered ? "polling" : "reconnecting");
      if (answered && this.socket && this.socket.readyState === WebSocket.OPEN) {
        this.polling = false;
        return;
      }
      this.poll(next);
    });
  }
}
