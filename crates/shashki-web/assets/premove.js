// Premoves against a person: while the opponent is to move, the player picks one of his pieces
// and a square for the position he expects. When the opponent's move arrives the premove is
// played at once if it is then a legal move (the only one from that piece to that square); when
// several captures of that piece end there, the player chooses the way; else it is dropped. One
// premove at a time; a click elsewhere or Escape cancels it.

export class Premove {
  constructor() {
    this.reset();
  }

  /** No piece picked up, no premove. */
  reset() {
    this.from = null;
    this.move = null;
  }

  /** True while a piece is picked up or a premove waits. */
  active() {
    return this.from !== null || this.move !== null;
  }

  /**
   * Square `number` chosen while the opponent is to move, `pieces` on the board (parseFen) and
   * `side` the player's colour: `"set"` when a premove is now chosen, `"cancelled"` when the one
   * waiting was cancelled, null when only the piece picked up changed.
   */
  choose(number, pieces, side) {
    if (this.move) {
      this.reset();
      return "cancelled";
    }
    const mine = pieces.has(number) && pieces.get(number).color === side;
    if (this.from === null || mine) {
      this.from = mine && number !== this.from ? number : null;
      return null;
    }
    this.move = { from: this.from, to: number };
    this.from = null;
    return "set";
  }

  /** The legal moves of `legal` the waiting premove may mean: from its piece to its square. */
  fits(legal) {
    if (!this.move) return [];
    const { from, to } = this.move;
    return legal.filter((m) => m.from === from && m.to === to);
  }

  /** The squares to mark: the piece picked up, or the premove's two. */
  squares() {
    if (this.move) return [this.move.from, this.move.to];
    return this.from === null ? [] : [this.from];
  }
}
