// The engine's evaluation and best line for a position, shown beside the board: a game's on
// request (POST /api/games/{id}/analysis), the analysis board's live (POST
// /api/positions/analysis), there with several lines whose moves can be clicked.

import { api, bothSeats } from "./api.js";
import { fenTurn } from "./fen.js";
import { decimal, errorText, tr } from "./i18n.js";

const MILLIS = 1500;

/** Centi-men for the side to move, written from White's side: `+1.25`, `−0.50`, `0.00` (`+1,25` in ru/uk). */
export function whiteScore(score, fen) {
  return signedMen((fenTurn(fen) === "white" ? score : -score) / 100);
}

/** Men with their sign and a true minus, as the page writes decimals: `+0,32`, `−4,00`, `0,00`. */
export function signedMen(men) {
  const text = decimal(Math.abs(men), 2);
  return men > 0 ? `+${text}` : men < 0 ? `−${text}` : text;
}

/** A forced result: "White wins in 5 moves", "White has won", "White wins (database)". */
export function forcedText(forced, depth) {
  if (forced.plies === 0) return tr("has-won", { color: forced.winner });
  if (forced.plies === null || forced.plies === undefined) return tr("wins-known", { color: forced.winner });
  return tr("page-wins-in", { color: forced.winner, moves: Math.ceil(forced.plies / 2), depth });
}

/** The endgame tables' verdict for the side to move: "win in 9 moves", "draw (database)". */
export function databaseText(db) {
  if (db.wdl === "draw") return tr("db-draw");
  const known = db.moves !== null && db.moves !== undefined;
  if (db.wdl === "win") return known ? tr("page-db-win", { moves: db.moves }) : tr("db-won");
  return known ? tr("page-db-loss", { moves: db.moves }) : tr("db-lost");
}

export class Analysis {
  /**
   * `box` shows the result; `onChange()` is called when a result arrives or is cleared;
   * `onLine(moves, k)`, if given, when move `k` of a line (`[{move, fen}...]`) is clicked.
   */
  constructor(box, onChange, onLine = null) {
    this.box = box;
    this.onChange = onChange;
    this.onLine = onLine;
    this.result = null;
    this.asked = null;
  }

  /** Forgets the result (another position is on the board). */
  clear() {
    const had = this.result !== null;
    this.result = null;
    this.asked = null;
    this.render();
    if (had) this.onChange();
  }

  /** The engine's best move for ply `ply` of game `id`, if it has been asked for. */
  bestFor(id, ply) {
    return this.bestAt(`${id}/${ply}`);
  }

  /** The engine's best move for what was asked as `key`, if it has been. */
  bestAt(key) {
    return this.result && this.asked === key ? this.result.best : null;
  }

  /** Asks the engine about ply `ply` of game `id`; with both seats when both players sit at
   * this device (the server analyses a game between people during play only for them). */
  run(id, ply) {
    return this.ask(`${id}/${ply}`, `/api/games/${id}/analysis`, { ply, millis: MILLIS, ...bothSeats(id) });
  }

  /**
   * Asks the engine: `body` posted to `path`, the answer kept as `key`. With `deeper`, the
   * answer already shown for `key` stays until the new one comes (a longer search of the same
   * position), and a failure keeps it.
   */
  async ask(key, path, body, deeper = false) {
    const keep = deeper && this.asked === key && this.result;
    this.asked = key;
    if (!keep) {
      this.result = null;
      this.error = null;
      this.render();
    }
    try {
      const result = await api("POST", path, body);
      if (this.asked === key) this.result = result;
    } catch (e) {
      if (this.asked === key && !keep) this.error = e;
    }
    if (this.asked === key) {
      this.render();
      this.onChange();
    }
  }

  render() {
    const box = this.box;
    // While the next position is analysed the box keeps the height of the last result, so
    // that the buttons under it stay where they are (found cold: they jumped under the pointer
    // twice a move, and a double click pressed another button).
    const height = box.offsetHeight;
    box.style.minHeight = "";
    box.textContent = "";
    if (this.asked === null) return;
    if (this.error) {
      box.textContent = errorText(this.error);
      return;
    }
    if (!this.result) {
      box.textContent = tr("analysing");
      box.style.minHeight = `${height}px`;
      return;
    }
    const r = this.result;
    const head = document.createElement("div");
    head.className = "evaluation";
    head.textContent = r.forced ? forcedText(r.forced, r.depth) : tr("evaluation", { score: whiteScore(r.score, r.fen), depth: r.depth });
    box.appendChild(head);
    if (r.database) {
      const db = document.createElement("div");
      db.className = "database";
      db.textContent = databaseText(r.database);
      box.appendChild(db);
    }
    if (r.lines && r.lines.length) {
      r.lines.forEach((l, i) => box.appendChild(this.lineRow(l, i, r.fen)));
      return;
    }
    const line = document.createElement("div");
    line.className = "pv";
    line.textContent = r.best ? `${tr("best-line")}: ${(r.pv && r.pv.length ? r.pv : [r.best]).join(" ")}` : tr("no-best-move");
    box.appendChild(line);
  }

  /** Line `i` of several, `l` of the reply for `fen`: its score, then its moves as buttons. */
  lineRow(l, i, fen) {
    const row = document.createElement("div");
    row.className = "pv";
    row.dataset.line = i;
    // A score in brackets; a forced result, which has its own (depth, database), before a dash
    // rather than in brackets within brackets (issue 33 item 14).
    const score = l.forced ? `${forcedText(l.forced, l.depth)} —` : `(${whiteScore(l.score, fen)})`;
    row.append(i === 0 ? `${tr("best-line")}: ${score}` : score);
    l.moves.forEach((m, k) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "line-move";
      button.dataset.move = k;
      button.textContent = m.move;
      button.disabled = !this.onLine;
      button.addEventListener("click", () => this.onLine && this.onLine(l.moves, k));
      row.append(" ", button);
    });
    return row;
  }
}
