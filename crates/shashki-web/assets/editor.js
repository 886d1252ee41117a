// The set-up editor of the new-game dialog: place and remove men and kings by clicking, choose
// the side to move, clear the board or restore the start position. The FEN text field and the
// board stay in step both ways; the server checks the position when the game starts.

import { Board } from "./board.js";
import { fenTurn, parseFen, startFen, writeFen } from "./fen.js";
import { tr } from "./i18n.js";

const TOOLS = [
  ["white", "white", false],
  ["white-king", "white", true],
  ["black", "black", false],
  ["black-king", "black", true],
  ["erase", null, false],
];

export class Editor {
  /** `box` receives the editor; `fenInput` is the dialog's FEN field. */
  constructor(box, fenInput) {
    this.box = box;
    this.fenInput = fenInput;
    this.variant = null;
    this.tool = "white";
    this.turn = "white";
    this.pieces = new Map();
    box.textContent = "";
    this.tools = document.createElement("div");
    this.tools.className = "tools";
    this.tools.setAttribute("role", "radiogroup");
    box.appendChild(this.tools);
    for (const [key] of TOOLS) {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.tool = key;
      button.addEventListener("click", () => this.setTool(key));
      this.tools.appendChild(button);
    }
    const row = document.createElement("div");
    row.className = "buttons";
    this.turnLabel = document.createElement("label");
    this.turnText = document.createElement("span");
    this.turnSelect = document.createElement("select");
    this.turnSelect.id = "setup-turn";
    for (const side of ["white", "black"]) this.turnSelect.appendChild(new Option(side, side));
    this.turnSelect.addEventListener("change", () => {
      this.turn = this.turnSelect.value;
      this.write();
    });
    this.turnLabel.append(this.turnText, " ", this.turnSelect);
    this.clearButton = this.button("setup-clear", () => this.set(new Map()));
    this.startButton = this.button("setup-start", () => this.load(startFen(this.variant)));
    row.append(this.turnLabel, this.clearButton, this.startButton);
    box.appendChild(row);
    this.boardBox = document.createElement("div");
    this.boardBox.className = "setup-board";
    box.appendChild(this.boardBox);
    fenInput.addEventListener("input", () => this.read());
    this.setTool("white");
  }

  button(id, onClick) {
    const b = document.createElement("button");
    b.type = "button";
    b.id = id;
    b.addEventListener("click", onClick);
    return b;
  }

  /** Shows the board of `variant` with the position of the FEN field (start when empty). */
  setVariant(variant) {
    if (this.variant === variant) return;
    this.variant = variant;
    this.board = new Board(this.boardBox, variant, { onSquare: (n) => this.put(n) });
    this.read();
  }

  /** The labels in the current language. */
  refreshText() {
    for (const b of this.tools.children) {
      const key = b.dataset.tool;
      b.textContent = key === "erase" ? tr("erase") : tr("piece-name", { piece: key });
    }
    this.tools.setAttribute("aria-label", tr("tools"));
    this.turnText.textContent = tr("side-to-move");
    for (const opt of this.turnSelect.options) opt.textContent = tr(opt.value);
    this.clearButton.textContent = tr("clear-board");
    this.startButton.textContent = tr("starting-position");
    if (this.board) this.draw();
  }

  setTool(key) {
    this.tool = key;
    for (const b of this.tools.children) {
      const on = b.dataset.tool === key;
      b.classList.toggle("chosen", on);
      b.setAttribute("aria-pressed", on);
    }
  }

  /** A click on square `n`: the chosen piece goes there (the same piece again removes it). */
  put(n) {
    const [, color, king] = TOOLS.find(([key]) => key === this.tool);
    const old = this.pieces.get(n);
    const pieces = new Map(this.pieces);
    if (!color || (old && old.color === color && old.king === king)) pieces.delete(n);
    else pieces.set(n, { color, king });
    this.set(pieces);
  }

  set(pieces) {
    this.pieces = pieces;
    this.write();
  }

  load(fen) {
    this.turn = fenTurn(fen);
    this.pieces = parseFen(fen, this.variant);
    this.write();
  }

  /** The FEN field changed: follow it when it reads. */
  read() {
    if (!this.variant) return;
    const text = this.fenInput.value.trim();
    const fen = !text || text === "startpos" ? startFen(this.variant) : text;
    this.turn = fenTurn(fen);
    this.pieces = parseFen(fen, this.variant);
    this.draw();
  }

  write() {
    this.fenInput.value = writeFen(this.turn, this.pieces);
    this.draw();
  }

  draw() {
    this.turnSelect.value = this.turn;
    this.board.draw(writeFen(this.turn, this.pieces), {});
  }
}
