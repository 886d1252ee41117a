// The move list in the variant's notation, and viewing earlier positions: click a move, or
// ←/→, Home/End. The positions come from GET /api/games/{id}/positions (FEN after ply 0..n).

import { api } from "./api.js";
import { fenTurn } from "./fen.js";
import { tr } from "./i18n.js";

/**
 * Scrolls the move list `list` so that its `item` is in sight; the page does not move
 * (scrollIntoView would pull a phone's page, or a sheet, down to the list, away from the board
 * the player looks at).
 */
export function scrollToItem(list, item) {
  const [box, at] = [list.getBoundingClientRect(), item.getBoundingClientRect()];
  if (at.top < box.top) list.scrollTop -= box.top - at.top;
  else if (at.bottom > box.bottom) list.scrollTop += at.bottom - box.bottom;
}

export class Replay {
  /** `onView(ply)` is called when the position to show changes (null = the game now). */
  constructor(list, onView) {
    this.list = list;
    this.onView = onView;
    this.view = null;
    this.fens = null;
    this.fensKey = null;
    this.total = 0;
  }

  /** Back to the game as it stands. */
  reset() {
    this.view = null;
  }

  /** The FEN after every ply of `state`, fetched once per new move. */
  async positions(state) {
    const key = `${state.id}/${state.moves.length}`;
    if (this.fensKey !== key) {
      const reply = await api("GET", `/api/games/${state.id}/positions`);
      this.fens = reply.fens;
      this.fensKey = key;
    }
    return this.fens;
  }

  /** Shows ply `ply` (0 = start; the last ply or null = the game now). */
  go(ply) {
    if (ply !== null) ply = Math.max(0, Math.min(this.total, ply));
    const next = ply === this.total ? null : ply;
    if (next === this.view) return;
    const before = this.view === null ? this.total : this.view;
    this.view = next;
    this.onView(next, before);
  }

  /** The ply shown: `view`, or the number of plies when following the game. */
  shown() {
    return this.view === null ? this.total : this.view;
  }

  /** Handles ←/→/Home/End; true when the key was used. */
  key(e) {
    const keys = { ArrowLeft: this.shown() - 1, ArrowRight: this.shown() + 1, Home: 0, End: null };
    if (!(e.key in keys) || this.total === 0) return false;
    this.go(keys[e.key]);
    return true;
  }

  /**
   * Draws the list of `state.moves`, numbered as in the variant's literature; `marks` (ply →
   * `{mark, verdict}` or `{unjudged}`, the game's analysis) puts "?" or "??" beside the moves
   * judged and greys the moves left unjudged, saying why on hover.
   */
  render(state, variant, short = false, marks = new Map()) {
    this.total = state.moves.length;
    if (this.view !== null && this.view > this.total) this.view = null;
    const list = this.list;
    list.textContent = "";
    const offset = numberOffset(state, variant);
    const shown = this.shown();
    const start = document.createElement("li");
    start.className = "start";
    start.appendChild(this.plyButton(0, tr("start-position"), shown, null));
    list.appendChild(start);
    let row = null;
    const texts = short && state.short ? state.short : state.moves;
    texts.forEach((text, i) => {
      const ply = i + offset;
      if (ply % 2 === 0 || row === null) {
        row = document.createElement("li");
        row.value = Math.floor(ply / 2) + 1;
        list.appendChild(row);
        if (ply % 2 === 1) {
          const dots = document.createElement("span");
          dots.className = "ply";
          dots.textContent = "…";
          row.appendChild(dots);
        }
      }
      row.appendChild(this.plyButton(i + 1, text, shown, marks.get(i + 1)));
    });
    const current = list.querySelector(".current");
    if (this.view === null) list.scrollTop = list.scrollHeight;
    else if (current) scrollToItem(list, current);
  }

  plyButton(ply, text, shown, judged) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = ply === 0 ? "ply-start" : "ply";
    button.dataset.ply = ply;
    button.textContent = text;
    // The mark inside the move's own button: a click on it goes to the move, and the list's
    // buttons stay one a ply for the keys and the clicks.
    if (judged && judged.unjudged) {
      button.classList.add("unjudged");
      button.title = tr(`review-unjudged-${judged.unjudged}`);
    } else if (judged) {
      const mark = document.createElement("span");
      mark.className = `move-mark ${judged.verdict}`;
      mark.textContent = judged.mark;
      mark.title = tr(`review-${judged.verdict}`);
      button.appendChild(mark);
    }
    if (ply === shown) {
      button.classList.add("current");
      button.setAttribute("aria-current", "step");
    }
    button.addEventListener("click", () => this.go(ply));
    return button;
  }
}

/**
 * 1 when game `state` starts with the side to move that does not open `variant` (its first
 * move is then that side's move 1, "1…"), else 0.
 */
function numberOffset(state, variant) {
  const startSide = state.start_fen ? fenTurn(state.start_fen) : variant.first;
  return startSide === variant.first ? 0 : 1;
}

/**
 * The number of the move that ends ply `plies` (from 1) of game `state`, as the move list has
 * it, and whether it is the first of its pair (the side's that opens `variant`).
 */
export function moveNumber(state, variant, plies) {
  const ply = plies - 1 + numberOffset(state, variant);
  return { number: Math.floor(ply / 2) + 1, opening: ply % 2 === 0 };
}

/** The move that ends ply `plies` (from 1) of game `state`, as the move list numbers it: "3. c3-d4", "3… f6-g5". */
export function moveName(state, variant, plies) {
  const { number, opening } = moveNumber(state, variant, plies);
  return `${number}${opening ? "." : "…"} ${state.moves[plies - 1]}`;
}
