// Analysis on request: the engine's evaluation and best line for the position on the board
// (POST /api/games/{id}/analysis), shown beside the board.

import { api } from "./api.js";
import { fenTurn } from "./fen.js";
import { errorText, sideName, t, tr } from "./i18n.js";

const MILLIS = 1500;

/** Centi-men for the side to move, written from White's side: `+1.25`, `−0.50`, `0.00`. */
export function whiteScore(score, fen) {
  const white = fenTurn(fen) === "white" ? score : -score;
  const text = (Math.abs(white) / 100).toFixed(2);
  return white > 0 ? `+${text}` : white < 0 ? `−${text}` : text;
}

/** A forced result: "White wins in 5 moves", "White has won", "White wins (database)". */
export function forcedText(forced, depth) {
  const side = sideName(forced.winner);
  if (forced.plies === 0) return t("hasWon")(side);
  if (forced.plies === null || forced.plies === undefined) return t("winsKnown")(side);
  return tr("page-wins-in", { color: forced.winner, moves: Math.ceil(forced.plies / 2), depth });
}

/** The endgame tables' verdict for the side to move: "win in 9 moves", "draw (database)". */
export function databaseText(db) {
  if (db.wdl === "draw") return t("dbDraw");
  const known = db.moves !== null && db.moves !== undefined;
  if (db.wdl === "win") return known ? tr("page-db-win", { moves: db.moves }) : t("dbWon");
  return known ? tr("page-db-loss", { moves: db.moves }) : t("dbLost");
}

export class Analysis {
  /** `box` shows the result; `onChange()` is called when a result arrives or is cleared. */
  constructor(box, onChange) {
    this.box = box;
    this.onChange = onChange;
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
    return this.result && this.asked === `${id}/${ply}` ? this.result.best : null;
  }

  /** Asks the engine about ply `ply` of game `id`. */
  async run(id, ply) {
    const asked = `${id}/${ply}`;
    this.asked = asked;
    this.result = null;
    this.error = null;
    this.render();
    try {
      const result = await api("POST", `/api/games/${id}/analysis`, { ply, millis: MILLIS });
      if (this.asked === asked) this.result = result;
    } catch (e) {
      if (this.asked === asked) this.error = e;
    }
    if (this.asked === asked) {
      this.render();
      this.onChange();
    }
  }

  render() {
    const box = this.box;
    box.textContent = "";
    if (this.asked === null) return;
    if (this.error) {
      box.textContent = errorText(this.error);
      return;
    }
    if (!this.result) {
      box.textContent = t("analysing");
      return;
    }
    const r = this.result;
    const head = document.createElement("div");
    head.className = "evaluation";
    head.textContent = r.forced ? forcedText(r.forced, r.depth) : t("evaluation")(whiteScore(r.score, r.fen), r.depth);
    box.appendChild(head);
    if (r.database) {
      const db = document.createElement("div");
      db.className = "database";
      db.textContent = databaseText(r.database);
      box.appendChild(db);
    }
    const line = document.createElement("div");
    line.className = "pv";
    line.textContent = r.best ? `${t("bestLine")}: ${(r.pv && r.pv.length ? r.pv : [r.best]).join(" ")}` : t("noBestMove");
    box.appendChild(line);
  }
}
