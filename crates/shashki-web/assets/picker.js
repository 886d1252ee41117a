// Choosing a legal move by squares: pick up a piece, then its final square, or each landing
// square in turn when several captures with different pieces taken end on the same square.
// Once told so, a player who has clicked every landing square of one of those ways has chosen
// it, even when another way lands on the same squares and more (f6:h8 beside f6:d8:b6:d4:h8).
// With touch-move on (the children's course: "тронул — ходи"), a piece once picked up cannot be
// put back or exchanged for another: it must move.

import { setSwitch, switchOn } from "./prefs.js";

/** True when `clicks` appear in `path` in order (not necessarily next to each other). */
function isSubsequence(clicks, path) {
  let i = 0;
  for (const sq of path) if (i < clicks.length && sq === clicks[i]) i++;
  return i === clicks.length;
}

/** True when `clicks` are the first landing squares of `move`, in order, none left out. */
const follows = (clicks, move) => clicks.every((sq, i) => move.path[i + 1] === sq);

/** True when touch-move is on for game `id` (a choice kept in this browser, off by default). */
export const touchMoveOn = (id) => switchOn(`shashki.touch.${id}`);

/** Switches touch-move on or off for game `id`. */
export const setTouchMove = (id, on) => setSwitch(`shashki.touch.${id}`, on);

export class Picker {
  constructor() {
    /** Touch-move: the piece picked up must move. */
    this.touchMove = false;
    this.reset();
  }

  /** Forgets the piece picked up and the squares chosen. */
  reset() {
    this.selected = null;
    this.clicks = [];
    this.ambiguous = false;
    this.told = false;
    this.refused = false;
  }

  /** The legal moves still possible after the squares chosen so far. */
  candidates(legal) {
    if (this.selected === null) return [];
    return legal.filter((m) => m.from === this.selected && isSubsequence(this.clicks, m.path.slice(1)));
  }

  /**
   * A square was chosen. Returns the move when it is now decided, else null (the selection
   * changed; `ambiguous` tells when several ways end on the chosen square).
   */
  choose(number, legal) {
    const froms = new Set(legal.map((m) => m.from));
    this.ambiguous = false;
    this.refused = false;
    // Touch-move: the piece picked up stays picked up whatever else is chosen.
    const bound = this.touchMove && this.selected !== null;
    if (bound && froms.has(number) && this.clicks.length === 0 && number !== this.selected) return this.refuse();
    if (this.selected === null || (froms.has(number) && this.clicks.length === 0 && number !== this.selected)) {
      this.selected = froms.has(number) ? number : null;
      this.clicks = [];
      this.told = false;
      return null;
    }
    // The piece clicked again puts it down, unless a capture goes round back to its square.
    const roundTrip = legal.some((m) => m.from === number && m.to === number);
    if (number === this.selected && this.clicks.length === 0 && !roundTrip) {
      if (bound) return this.refuse();
      this.selected = null;
      this.told = false;
      return null;
    }
    this.clicks = [...this.clicks, number];
    const left = this.candidates(legal);
    if (left.length === 0) {
      if (bound) {
        this.clicks = this.clicks.slice(0, -1);
        return this.refuse();
      }
      this.clicks = [];
      this.selected = froms.has(number) ? number : null;
      this.told = false;
      return null;
    }
    if (left.length === 1) return this.done(left[0]);
    const ending = left.filter((m) => m.to === number);
    const exact = ending.filter((m) => m.path.length === this.clicks.length + 1 && follows(this.clicks, m));
    // A square where ways end while the player is going, square by square, along another that
    // passes it and goes on (a bashni king's a5:c3:a5:c3:e1 beside a5:a5, columns jumped
    // twice) neither ends the move nor starts the choice again: the next landing square decides.
    // The first square clicked, untold, is the final square (Armenian 32x28 beside 32x28x12x…).
    const walking = this.told || this.clicks.length > 1;
    const goingOn = walking && exact.length === 0
      && left.some((m) => m.path.length > this.clicks.length + 1 && follows(this.clicks, m));
    if (ending.length === 1 && !goingOn) return this.done(ending[0]);
    if (ending.length > 1) {
      // Every landing square of one way clicked in turn is that way, told or not (found cold: a
      // bashni king's h4, f2, a7 said «several ways» before it played h4:f2:a7).
      if (walking && exact.length === 1) return this.done(exact[0]);
      if (goingOn) return null;
      this.clicks = [];
      this.ambiguous = true;
      this.told = true;
    }
    return null;
  }

  /** A choice touch-move does not allow: nothing changes, and `refused` says so. */
  refuse() {
    this.refused = true;
    return null;
  }

  done(move) {
    this.reset();
    return move;
  }

  /** The squares to mark as next landing squares. */
  dots(legal) {
    if (this.selected === null) return [];
    const next = new Set();
    for (const m of this.candidates(legal)) {
      const rest = m.path.slice(1);
      const at = this.clicks.length ? rest.indexOf(this.clicks[this.clicks.length - 1]) + 1 : 0;
      if (this.ambiguous) next.add(rest[at]);
      next.add(m.to);
      if (this.clicks.length && at < rest.length) next.add(rest[at]);
    }
    return [...next].filter((d) => d !== undefined);
  }
}

/** The text to send for `move`: the full path when the short form names several moves. */
export function moveText(move, legal) {
  const same = legal.filter((m) => m.from === move.from && m.to === move.to).length;
  return move.path.length > 2 && same > 1 ? move.path.join("x") : move.notation;
}
