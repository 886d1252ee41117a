// The new-game dialog of the Chinese checkers page: the star (large or small), how many players,
// who sits at each point (this device, a friend by link, or the computer at a level), the
// options, who begins.

import { api } from "./api.js";
import { tr } from "./i18n.js";
import { trapFocus } from "./modal.js";
import { COLOURS } from "./star-board.js";
import { colourName, st } from "./star-i18n.js";

const $ = (id) => document.getElementById(id);

export class StarNewGame {
  /** `seats`: the points of each number of players (GET /api/star/board); `onStarted(created)`. */
  constructor(seats, onStarted) {
    this.seats = seats;
    this.onStarted = onStarted;
    $("star-players").addEventListener("change", () => this.renderSeats());
    $("star-form").addEventListener("submit", (e) => this.submit(e));
    $("star-cancel").addEventListener("click", () => this.close());
    trapFocus($("star-dialog"));
    $("star-dialog").addEventListener("keydown", (e) => {
      if (e.key === "Escape") this.close();
    });
    this.renderSeats();
  }

  letters() {
    return this.seats[$("star-players").value] || [];
  }

  /** One row a point: its colour, who sits there, the computer's level. */
  renderSeats() {
    const box = $("star-seats");
    const before = new Map([...box.querySelectorAll(".seat")].map((row) => [row.dataset.player, row]));
    box.textContent = "";
    this.letters().forEach((letter, i) => {
      const kept = before.get(letter);
      const row = kept || this.seatRow(letter, i === 0 ? "person" : "computer");
      box.appendChild(row);
    });
    this.refreshText();
  }

  seatRow(letter, kind) {
    const row = document.createElement("div");
    row.className = "seat";
    row.dataset.player = letter;
    const dot = document.createElement("span");
    dot.className = "swatch";
    dot.style.background = COLOURS[letter];
    const name = document.createElement("span");
    name.className = "seat-name";
    const select = document.createElement("select");
    select.className = "seat-kind";
    for (const k of ["person", "friend", "computer"]) select.appendChild(new Option(k, k));
    select.value = kind;
    const level = document.createElement("input");
    level.type = "number";
    level.min = 1;
    level.max = 10;
    level.value = 3;
    level.className = "seat-level";
    select.addEventListener("change", () => (level.hidden = select.value !== "computer"));
    level.hidden = kind !== "computer";
    row.append(dot, name, select, level);
    return row;
  }

  /** The dialog's words in the current language. */
  refreshText() {
    for (const option of $("star-board-size").options) option.textContent = st(`board-${option.value}`);
    for (const row of $("star-seats").querySelectorAll(".seat")) {
      row.querySelector(".seat-name").textContent = colourName(row.dataset.player);
      for (const option of row.querySelector(".seat-kind").options) option.textContent = st(`seat-${option.value}`);
      row.querySelector(".seat-level").setAttribute("aria-label", tr("level"));
    }
    const first = $("star-first");
    const chosen = first.value || "A";
    first.textContent = "";
    for (const letter of this.letters()) first.appendChild(new Option(colourName(letter), letter));
    first.appendChild(new Option(tr("random"), "random"));
    first.value = [...first.options].some((o) => o.value === chosen) ? chosen : "A";
  }

  open() {
    $("star-dialog-error").textContent = "";
    $("star-dialog").hidden = false;
    $("star-players").focus();
  }

  close() {
    $("star-dialog").hidden = true;
  }

  isOpen() {
    return !$("star-dialog").hidden;
  }

  async submit(event) {
    event.preventDefault();
    $("star-dialog-error").textContent = "";
    const seats = [...$("star-seats").querySelectorAll(".seat")].map((row) => {
      const kind = row.querySelector(".seat-kind").value;
      const seat = { kind };
      if (kind === "computer") seat.level = Number(row.querySelector(".seat-level").value) || 3;
      return seat;
    });
    const body = {
      board: $("star-board-size").value,
      players: Number($("star-players").value),
      seats,
      anti_spoiling: $("star-anti-spoiling").checked,
      play_on: $("star-play-on").checked,
      first: $("star-first").value,
    };
    $("star-start").disabled = true;
    try {
      const created = await api("POST", "/api/star/games", body);
      this.close();
      await this.onStarted(created);
    } catch (e) {
      $("star-dialog-error").textContent = `${tr("error")}: ${e.message || e}`;
    } finally {
      $("star-start").disabled = false;
    }
  }
}
