// Puzzles (issues 17 and 33): positions of real games where the side to move has a combination,
// served by the server one after another in the variant the player chooses (the page's game's
// variant first, else Russian), and the classic endings as exercises judged by the endgame
// tables (Petrov's triangle, the main road), which the server answers in the same shape. The
// player moves on a board of the modal; the server says right (with the reply), wrong (with
// the refutation) or solved. A wrong move does not give the solution away: the player tries
// again from before it, or asks for the solution. Each puzzle is rated by how often it is
// solved at first try, and the next one is picked at the player's rating, which each first
// try moves (lichess's way; no account: the rating is this browser's). The place, the puzzles
// solved and tried and the rating in each variant are kept in localStorage.

import { api } from "./api.js";
import { Board } from "./board.js";
import { errorText, tr, variantName } from "./i18n.js";
import { Modal } from "./modal.js";
import { moveText, Picker } from "./picker.js";
import { eventAndDate, players } from "./record.js";

const SOLVED = "shashki.puzzles.solved";
const MODE = "shashki.puzzles.mode";
const VARIANT = "shashki.puzzles.variant";
/** Per variant: the puzzles tried once (their first try counted), the last served, the
 * player's rating. */
const TRIED = "shashki.puzzles.tried";
const RECENT = "shashki.puzzles.recent";
const RATING = "shashki.puzzles.rating";
/** How many of the last puzzles served are not served again soon. */
const RECENT_KEPT = 20;
/** A player's rating before any try (the server's too). */
const START_RATING = 1500;

/** The series the modal serves: its API, its button's text and where its place is kept. */
const MODES = {
  puzzles: { base: "/api/puzzles", label: "exercises-combinations", last: "shashki.puzzles.last" },
  petrov: { base: "/api/exercises/petrov", label: "exercise-petrov", last: "shashki.exercises.petrov" },
  "main-road": {
    base: "/api/exercises/main-road",
    label: "exercise-main-road",
    last: "shashki.exercises.main-road",
  },
};

/** The puzzles and exercises solved in this browser. */
function solvedCount() {
  return Number(localStorage.getItem(SOLVED)) || 0;
}

/** The puzzle numbers of `variant` kept under `key` in this browser. */
function listIn(key, variant) {
  try {
    const list = JSON.parse(localStorage.getItem(`${key}.${variant}`));
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** Adds puzzle `n` of `variant` to the list under `key` (once); the oldest go beyond `most`. */
function addTo(key, variant, n, most = Infinity) {
  const list = listIn(key, variant).filter((m) => m !== n);
  localStorage.setItem(`${key}.${variant}`, JSON.stringify([...list, n].slice(-most)));
}

/** The numbers of the puzzles of `variant` solved in this browser. */
function solvedIn(variant) {
  return listIn(SOLVED, variant);
}

/** The player's puzzle rating in `variant`. */
function ratingIn(variant) {
  return Number(localStorage.getItem(`${RATING}.${variant}`)) || START_RATING;
}

/** A rating's change as a person writes it: +16, −16. */
function signed(n) {
  return n < 0 ? `−${-n}` : `+${n}`;
}

/** An id for one try (the server counts a try sent again once). */
function tryId() {
  return crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function node(tag, props = {}) {
  return Object.assign(document.createElement(tag), props);
}

/** The "Puzzles" modal. */

/** The pause between two moves of a solution played on the board. */
const SOLUTION_STEP_MS = 900;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plies of a wrong move's refutation shown after the move itself. */
const REFUTATION_PLIES = 5;

/** Where a puzzle comes from, in words: `file.pdn#12@49` is game 12 of that archive, before
 * move 25, named by its players, event and year where the server knows them (`game`); a game
 * of the engine against itself is said to be so, not taken for a master's; an exercise's
 * source is said as it is. */
function sourceText(source, game) {
  if (!source) return "";
  const at = /^(.+)#(\d+)@(\d+)$/.exec(source);
  if (!at) return tr("puzzle-source", { source });
  const where = { file: at[1], game: Number(at[2]), move: Math.floor(Number(at[3]) / 2) + 1 };
  if (game && game.engine) return tr("puzzle-source-selfplay", where);
  const named = game && players(game.white, game.black);
  if (!named) return tr("puzzle-source-game", where);
  const event = eventAndDate(game.event, game.date);
  return event
    ? tr("puzzle-source-players-event", { ...where, players: named, event })
    : tr("puzzle-source-players", { ...where, players: named });
}

/** The page's address, as the address bar shows it past the host. */
const here = () => location.pathname + location.search + location.hash;

/** Puts `address` in the address bar without a new history entry or a load. */
function goTo(address) {
  if (here() !== address) history.replaceState(history.state, "", address);
}

export class Puzzles extends Modal {
  /** `gameVariant()` gives the variant of the page's game (or null); `openRules(variant)`
   * shows that variant's rules. */
  constructor(box, { gameVariant = () => null, openRules = () => {}, openRecord = () => {} } = {}) {
    super(box);
    this.gameVariant = gameVariant;
    this.openRules = openRules;
    /** `openRecord(pdn, ply)` opens a game's record at a ply on the analysis board. */
    this.openRecord = openRecord;
    this.variants = null;
    this.choices = null;
    this.variant = null;
    this.picker = new Picker();
    this.puzzle = null;
    // A solution played on the board: its run (a new one stops the last) and the position
    // it started from, put back by "try again".
    this.playing = 0;
    this.back = null;
    this.mode = MODES[localStorage.getItem(MODE)] ? localStorage.getItem(MODE) : "puzzles";
  }

  get series() {
    return MODES[this.mode];
  }

  /** Where the place in the series is kept: per variant for the puzzles. */
  get lastKey() {
    return this.mode === "puzzles" ? `${this.series.last}.${this.variant}` : this.series.last;
  }

  /** The place kept for the series (null: from its first). */
  get lastPlace() {
    const kept = localStorage.getItem(this.lastKey);
    return kept === null ? null : Number(kept);
  }

  /** The variant whose puzzles are served: the one chosen before, else the page's game's,
   * else Russian, else the first that has puzzles. */
  pickVariant() {
    const has = (v) => this.choices.some((c) => c.variant === v);
    const saved = localStorage.getItem(VARIANT);
    if (has(saved)) return saved;
    const game = this.gameVariant();
    if (has(game)) return game;
    return has("russian") ? "russian" : this.choices[0].variant;
  }

  /** Switches the puzzles to `variant` and serves its next one. */
  async chooseVariant(variant) {
    this.variant = variant;
    localStorage.setItem(VARIANT, variant);
    this.puzzle = null;
    await this.load(this.lastPlace, true);
  }

  /** Switches to series `mode` and serves its next position. */
  async choose(mode) {
    this.mode = mode;
    localStorage.setItem(MODE, mode);
    this.puzzle = null;
    this.markMode();
    await this.load(this.lastPlace, true);
  }

  markMode() {
    for (const [mode, button] of this.modeButtons) button.setAttribute("aria-pressed", String(mode === this.mode));
    this.variantChoice.hidden = this.mode !== "puzzles";
  }

  /**
   * The address bar names the puzzle shown (`/?puzzle=N`), so that it is the one a player
   * copies and a reload opens (found cold: it kept the first link's number); the page's own
   * address comes back on closing.
   */
  showAddress() {
    if (this.pageAddress === undefined) this.pageAddress = here();
    goTo(this.mode === "puzzles" && this.puzzle ? `/?puzzle=${this.puzzle.n}` : this.pageAddress);
  }

  close() {
    super.close();
    if (this.pageAddress === undefined) return;
    goTo(/[?&]puzzle=/.test(this.pageAddress) ? "/" : this.pageAddress);
    this.pageAddress = undefined;
  }

  /** Opens the sheet on the series' next position, or on puzzle `first` when given. */
  async open(first = null) {
    if (!this.variants) {
      const list = await api("GET", "/api/variants");
      this.variants = new Map(list.map((v) => [v.key, v]));
    }
    if (!this.choices) this.choices = await api("GET", "/api/puzzles/variants");
    if (!this.variant) this.variant = this.pickVariant();
    this.show();
    if (!first) return this.load(this.lastPlace, true);
    // Drawn afresh: the series and variant shown may have changed.
    this.sheet = null;
    this.board = null;
    this.start(first);
  }

  /**
   * Opens puzzle `n` of a shared link (`/?puzzle=n`) in its variant's series. A number that
   * is no puzzle says so, and the series' next puzzle is served instead.
   */
  async openPuzzle(n) {
    this.mode = "puzzles";
    localStorage.setItem(MODE, this.mode);
    const p = /^\d+$/.test(n) ? await api("GET", `/api/puzzles/${n}`).catch(() => null) : null;
    // The link's variant is served from here on, but not kept as the player's choice.
    if (p) this.variant = p.variant;
    await this.open(p);
    if (!p && this.puzzle) {
      const goal = this.words;
      this.say(() => [tr("puzzle-missing", { n }), goal()[0]]);
    }
  }

  /**
   * Asks for the next position of the series: a puzzle of the variant picked at the player's
   * rating, an exercise after number `after` (the first when null). With `resume` (coming back
   * to the series), the puzzle the player was on while unsolved (found cold: switching the
   * variant and back skipped it), the exercise after the last one tried. The last words and
   * the board go while it comes, so that no "Solved!" of the one before stays.
   */
  async load(after, resume = false) {
    const mode = this.mode;
    const variant = this.variant;
    this.puzzle = null;
    if (this.link) this.link.hidden = true;
    this.over = true;
    this.showControls();
    this.say(() => [tr("puzzle-loading")]);
    try {
      const p = mode === "puzzles" ? await this.nextPuzzle(resume ? after : null) : await this.nextExercise(after);
      if (this.mode === mode && this.variant === variant) this.start(p);
    } catch (e) {
      this.say(() => [e.code === "not-found" ? tr("puzzle-none") : errorText(e)]);
    }
  }

  /** Puzzle `place` of the variant while it is unsolved, else the one the server picks at the
   * player's rating among those neither solved nor served of late. */
  async nextPuzzle(place) {
    const variant = this.variant;
    if (place !== null && !solvedIn(variant).includes(place)) {
      const kept = await api("GET", `/api/puzzles/${place}`).catch(() => null);
      if (kept && kept.variant === variant) return kept;
    }
    return api("POST", "/api/puzzles/pick", {
      variant, rating: ratingIn(variant), solved: solvedIn(variant), recent: listIn(RECENT, variant),
    });
  }

  /** The exercise after number `after` of the series. */
  nextExercise(after) {
    const query = after === null ? "" : `?after=${after}`;
    return api("GET", `${this.series.base}/next${query}`);
  }

  /** Sets up puzzle `p` from its start. */
  start(p) {
    this.puzzle = p;
    this.showAddress();
    // The player's first try at a puzzle counts for its rating and the player's.
    this.first = null;
    if (this.mode === "puzzles") {
      localStorage.setItem(this.lastKey, String(p.n));
      addTo(RECENT, p.variant, p.n, RECENT_KEPT);
      if (!listIn(TRIED, p.variant).includes(p.n)) this.first = { try: tryId(), rating: ratingIn(p.variant) };
    }
    this.rated = null;
    this.moves = [];
    this.stopSolution();
    this.fen = p.fen;
    this.legal = p.legal;
    this.over = false;
    this.failed = null;
    this.missed = null;
    this.solutionShown = false;
    this.picker.reset();
    this.refresh();
    this.sayGoal();
  }

  /** The task of the puzzle at its start. */
  sayGoal() {
    const p = this.puzzle;
    if (this.mode === "puzzles") {
      // A breakthrough's goal is a king, not material (found cold: "win material" sent the
      // player looking for the wrong thing).
      const goal = p.idea === "breakthrough" ? "puzzle-to-move-king" : "puzzle-to-move";
      this.say(() => [`${tr(goal, { color: p.turn })} (${tr("puzzle-grade", { moves: p.grade })}).`]);
    } else {
      this.say(() => [tr(`exercise-${this.mode}-goal`, { moves: p.grade })]);
    }
  }

  /** "Try again": after a wrong move, from the position before it; else from the start. */
  retry() {
    if (!this.puzzle) return;
    if (!this.failed) {
      this.start(this.puzzle);
      return;
    }
    this.failed = null;
    this.over = false;
    this.stopSolution();
    this.picker.reset();
    this.refresh();
    if (this.moves.length) this.say(() => [tr("puzzle-try-another")]);
    else this.sayGoal();
  }

  /** Opens the puzzle's whole game on the analysis board, at the puzzle's position. */
  async openGame() {
    if (!this.puzzle || this.gameButton.disabled) return;
    this.gameButton.disabled = true;
    try {
      const { pdn, ply } = await api("GET", `/api/puzzles/${this.puzzle.n}/game`);
      await this.openRecord(pdn, ply);
    } catch (e) {
      this.say(() => [errorText(e)]);
    } finally {
      this.gameButton.disabled = false;
    }
  }

  /** "Show the solution", asked for after a wrong move. */
  showSolution() {
    // The button goes and the sheet moves under the pointer: a double click's second click
    // neither selects nor presses what comes there (found cold: it selected the source line's
    // words).
    this.opened();
    // Solved after this, the puzzle is not counted solved (found cold: it was).
    this.solutionShown = true;
    const failed = this.failed;
    if (failed) {
      this.say(() => [tr("puzzle-wrong", { refutation: failed.refutation }), failed.explain()]);
      this.failed = { ...failed, shown: true };
      this.playSolution(failed.solution);
    } else if (this.missed) {
      const missed = this.missed;
      this.say(() => [missed.explain()]);
      this.missed = null;
      this.playSolution(missed.solution);
    }
    this.showControls();
  }

  /** Plays the solution `line` (move texts from the puzzle's start) on the board, a move a
   * second, so that it is seen and not only read (cold trial of issue 34); "try again" or
   * another puzzle stops it and puts the board back. */
  async playSolution(line) {
    const p = this.puzzle;
    if (!p || !line || !line.length) return;
    const run = ++this.playing;
    this.back ??= this.fen;
    this.over = true;
    let fen = p.fen;
    this.fen = fen;
    this.refresh();
    for (const text of line) {
      await pause(SOLUTION_STEP_MS);
      if (this.puzzle !== p || this.playing !== run) return;
      let known;
      try {
        known = await api("POST", "/api/positions/moves", { variant: p.variant, fen });
      } catch {
        return;
      }
      const move = known.legal.find((m) => m.notation === text);
      if (!move || this.puzzle !== p || this.playing !== run) return;
      fen = move.fen;
      this.fen = fen;
      this.refresh();
    }
  }

  /** Stops a solution being played and puts back the position it started from. */
  stopSolution() {
    this.playing += 1;
    if (this.back) this.fen = this.back;
    this.back = null;
  }

  /** The buttons that fit the moment: the solution only after a wrong move, until shown (and
   * again after "try again", found cold: it was gone there). */
  showControls() {
    if (!this.sheet) return;
    this.showButton.hidden = this.failed ? this.failed.shown : !this.missed;
    this.retryButton.hidden = !this.puzzle;
  }

  refresh() {
    if (!this.isOpen()) return;
    if (!this.sheet) this.build();
    if (!this.puzzle) return;
    const variant = this.variants.get(this.puzzle.variant);
    if (!this.board || this.board.variant !== variant) {
      this.board = new Board(this.boardBox, variant, {
        onSquare: (n) => this.square(n),
        onDrop: (from, to) => {
          if (this.picker.selected !== from) this.square(from);
          return this.square(to);
        },
        canDrag: (n) => !this.over && this.legal.some((m) => m.from === n),
      });
    }
    this.board.flipped = this.puzzle.turn === "black";
    const dots = this.over ? [] : this.picker.dots(this.legal);
    this.board.draw(this.fen, { selected: this.picker.selected, dots });
    const p = this.puzzle;
    if (this.mode === "puzzles") {
      this.place.textContent = `${variantName(p.variant)} · ${tr("puzzle-place", { index: p.index, count: p.count })}`;
      const tries = p.tries ? ` · ${tr("puzzle-first-tries", { solved: p.solved, tries: p.tries })}` : "";
      this.ratingLine.textContent = `${tr(p.tries ? "puzzle-rating" : "puzzle-rating-estimated", { rating: p.rating })}${tries}`;
      const mine = this.rated
        ? tr("puzzle-rating-after", { rating: this.rated.player, change: signed(this.rated.change) })
        : tr("puzzle-your-rating", { rating: ratingIn(p.variant) });
      this.count.textContent = `${tr("puzzle-progress", { solved: solvedIn(p.variant).length, count: p.count })} · ${mine}`;
      this.ratingHelp.textContent = tr("puzzle-rating-help");
    } else {
      this.place.textContent = variantName(p.variant);
      this.ratingLine.textContent = "";
      this.ratingHelp.textContent = "";
      this.count.textContent = tr("puzzle-solved-count", { count: solvedCount() });
    }
    this.rulesLink.hidden = false;
    // The puzzle's own address, to send to a friend or keep (exercises have none).
    this.link.hidden = this.mode !== "puzzles";
    this.link.href = `/?puzzle=${p.n}`;
    this.link.textContent = tr("puzzle-link", { n: String(p.n) });
    this.sourceLine.textContent = sourceText(p.source, p.game);
    // Its whole game, at the puzzle's position, on the analysis board (exercises have none).
    this.gameButton.hidden = !p.game;
    this.showControls();
  }

  /** The choice of variant, from the variants that have puzzles. */
  buildVariantChoice() {
    const label = node("label", { className: "puzzle-variant" });
    const select = node("select", { id: "puzzle-variant" });
    for (const { variant, count } of this.choices) {
      select.append(node("option", { value: variant, textContent: `${variantName(variant)} (${count})` }));
    }
    select.value = this.variant;
    select.addEventListener("change", () => this.chooseVariant(select.value));
    label.append(node("span", { textContent: `${tr("puzzle-variant")} ` }), select);
    return label;
  }

  /** The sheet: title, board, messages, buttons. */
  build() {
    this.sheet = node("section", { className: "sheet puzzles" });
    this.sheet.setAttribute("role", "dialog");
    this.sheet.setAttribute("aria-modal", "true");
    this.sheet.setAttribute("aria-labelledby", "puzzles-title");
    const title = node("h2", { id: "puzzles-title", textContent: tr("puzzles") });
    const modes = node("div", { className: "buttons puzzle-modes" });
    this.modeButtons = new Map();
    for (const [mode, { label }] of Object.entries(MODES)) {
      const button = node("button", { id: `puzzle-mode-${mode}`, type: "button", textContent: tr(label) });
      button.addEventListener("click", () => this.choose(mode));
      this.modeButtons.set(mode, button);
      modes.append(button);
    }
    this.variantChoice = this.buildVariantChoice();
    this.markMode();
    const head = node("p", { className: "puzzle-head" });
    this.place = node("span", { id: "puzzle-place" });
    this.rulesLink = node("button", { id: "puzzle-rules", type: "button", className: "link", textContent: tr("puzzle-rules") });
    this.rulesLink.hidden = true;
    this.rulesLink.addEventListener("click", () => this.openRules(this.puzzle ? this.puzzle.variant : this.variant));
    this.link = node("a", { id: "puzzle-link", className: "link" });
    this.link.hidden = true;
    head.append(this.place, " ", this.rulesLink, " ", this.link);
    this.boardBox = node("div", { className: "board-box puzzle-board" });
    this.message = node("p", { id: "puzzle-message", className: "status" });
    this.message.setAttribute("aria-live", "polite");
    this.explain = node("p", { id: "puzzle-explain", className: "hint" });
    this.count = node("p", { id: "puzzle-count" });
    this.ratingLine = node("p", { id: "puzzle-rating", className: "hint" });
    this.ratingHelp = node("p", { id: "puzzle-rating-help", className: "hint" });
    this.sourceLine = node("span", { id: "puzzle-source-text" });
    this.gameButton = node("button", { id: "puzzle-open-game", type: "button", className: "link", textContent: tr("puzzle-open-game") });
    this.gameButton.hidden = true;
    this.gameButton.addEventListener("click", () => this.openGame());
    this.source = node("p", { id: "puzzle-source", className: "hint" });
    this.source.append(this.sourceLine, " ", this.gameButton);
    const buttons = node("div", { className: "buttons" });
    const retry = node("button", { id: "puzzle-retry", type: "button", textContent: tr("puzzle-retry") });
    retry.addEventListener("click", () => this.retry());
    this.retryButton = retry;
    this.showButton = node("button", { id: "puzzle-show", type: "button", textContent: tr("puzzle-show-solution") });
    this.showButton.hidden = true;
    this.showButton.addEventListener("click", () => this.showSolution());
    const next = node("button", { id: "puzzle-next", type: "button", textContent: tr("puzzle-next") });
    // Inert while the next one comes (found cold: a double click skipped a puzzle).
    next.addEventListener("click", async () => {
      if (next.disabled) return;
      // The buttons move as the next puzzle comes («Показать решение» goes): a double click's
      // second click presses nothing (found cold: it pressed «Закрыть», which took its place).
      this.opened();
      next.disabled = true;
      try {
        await this.load(this.puzzle ? this.puzzle.n : null);
        // The new puzzle in sight from its name and number (found cold: the sheet stayed
        // scrolled to its buttons, then to its board with the name above it out of sight).
        this.place.scrollIntoView({ block: "start" });
      } finally {
        next.disabled = false;
      }
    });
    const close = node("button", { id: "puzzles-close", type: "button", textContent: tr("close") });
    close.addEventListener("click", () => this.close());
    buttons.append(retry, this.showButton, next, close);
    // The words and buttons beside the board on a wide screen, under it on a narrow one (found
    // cold: at 1280×800 the verdict sat at the sheet's bottom edge, the buttons below it).
    const side = node("div", { className: "puzzle-side" });
    side.append(this.message, this.explain, this.count, this.ratingLine, this.ratingHelp, this.source, buttons);
    const body = node("div", { className: "puzzle-body" });
    body.append(this.boardBox, side);
    this.sheet.append(title, modes, this.variantChoice, head, body);
    this.box.replaceChildren(this.sheet);
    // Focused without scrolling to it (found cold: the sheet opened scrolled down, its series'
    // buttons out of sight).
    close.focus({ preventScroll: true });
  }

  /** Shows the message `words()` gives, `[text, explanation]`, and keeps it to say again in
   * another language. */
  say(words) {
    if (!this.sheet) this.build();
    this.words = words;
    const [text, explain = ""] = words();
    this.message.textContent = text;
    this.explain.textContent = explain;
  }

  /** Draws the sheet again in the language just chosen, with the last message. */
  relabel() {
    if (!this.sheet) return;
    this.sheet = null;
    this.board = null;
    this.build();
    this.refresh();
    if (this.words) this.say(this.words);
  }

  /** A square chosen on the board; true when it made a move. */
  square(n) {
    // After a wrong move a click on the board is the next try, as the words ask (found cold: it
    // was ignored until «Ещё раз» was pressed); not while the solution is being shown.
    if (this.over && this.failed && !this.failed.shown) this.retry();
    if (this.over) return false;
    const move = this.picker.choose(n, this.legal);
    if (move) this.send(moveText(move, this.legal));
    else this.refresh();
    return !!move;
  }

  async send(text) {
    const p = this.puzzle;
    const moves = [...this.moves, text];
    this.over = true;
    let answer;
    try {
      const first = this.first ? { first: this.first } : {};
      answer = await api("POST", `${this.series.base}/${p.n}/move`, { moves, ...first });
    } catch (e) {
      this.over = false;
      this.say(() => [errorText(e)]);
      return;
    }
    if (this.puzzle !== p) return;
    if (answer.rating) {
      // The first try is over: it counted, once.
      addTo(TRIED, p.variant, p.n);
      localStorage.setItem(`${RATING}.${p.variant}`, String(answer.rating.player));
      this.first = null;
      this.rated = answer.rating;
      p.rating = answer.rating.puzzle;
      p.tries += 1;
      if (answer.verdict === "solved") p.solved += 1;
    }
    const explain = () => {
      const line = answer.solution && answer.solution.length
        ? `${tr("puzzle-solution", { line: answer.solution.join(" ") })} ` : "";
      return `${line}${tr(`puzzle-idea-${p.idea}`)}`;
    };
    const last = this.lastKey;
    if (answer.verdict === "right") {
      this.moves = [...moves, answer.reply];
      this.fen = answer.fen;
      this.legal = answer.legal;
      this.over = false;
      this.refresh();
      this.say(() => [tr(answer.alternative ? "puzzle-right-also" : "puzzle-right", { reply: answer.reply })]);
    } else if (answer.verdict === "solved") {
      if (!this.solutionShown) {
        localStorage.setItem(SOLVED, String(solvedCount() + 1));
        if (this.mode === "puzzles") addTo(SOLVED, p.variant, p.n);
      }
      localStorage.setItem(last, String(p.n));
      this.fen = answer.fen;
      this.missed = null;
      this.refresh();
      this.say(() => [tr(this.solutionShown ? "puzzle-solved-shown" : "puzzle-solved"), explain()]);
    } else {
      // The refutation shows why the move fails; the solution waits until asked for. An
      // exercise's idea is its lesson, said at once.
      localStorage.setItem(last, String(p.n));
      // The first moves say why; a long line of a deep search only hides it (cold trial).
      const shown = answer.refutation.slice(0, REFUTATION_PLIES);
      // A line cut short ends with «…», a whole one with a full stop (found cold: «….»).
      const end = answer.refutation.length > shown.length ? " …" : ".";
      const refutation = `${[text, ...shown].join(" ")}${end}`;
      this.failed = { refutation, explain, shown: false, solution: answer.solution };
      // Kept through "try again", so that the solution may still be asked for there.
      this.missed = { explain, solution: answer.solution };
      this.refresh();
      const lesson = this.mode === "puzzles" ? "" : tr(`puzzle-idea-${p.idea}`);
      this.say(() => [tr("puzzle-wrong-retry", { refutation }), lesson]);
    }
  }
}
