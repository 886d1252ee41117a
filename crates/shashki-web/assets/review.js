// The analysis of a whole game (issue 33), as lidraughts shows it: a button once the game is
// over (under the move list and beside the result), or at once for a record replayed here (a
// PDN game imported, the analysis board's main line; asked with both seats), starts the engine over every move (POST
// /api/games/{id}/review), a progress bar while it runs (GET every second), then the
// evaluation graph (a click on it shows that position) and each side's mistakes and blunders
// with the better move and the coach's remarks (click one: the position before it, with the
// better move's arrow). The server stores the analysis with the game, for everyone.

import { signedMen } from "./analysis.js";
import { api, bothSeats } from "./api.js";
import { coachText } from "./coach.js";
import { decimal, errorText, tr } from "./i18n.js";
import { moveName, moveNumber } from "./replay.js";

const NS = "http://www.w3.org/2000/svg";
const POLL_MS = 1000;

/** How often a server that does not answer is asked again while an analysis runs. */
const RETRY_MS = 3000;
/** The graph's drawing box and its bound in men (the server caps the values there too). */
const W = 300;
const H = 80;
const CAP = 5;
/** Room above +CAP and below −CAP (graph units): half a scale label's height. */
const LABEL_MARGIN = 6;
/** The strip under the graph that numbers the moves. */
const AXIS = 13;
const MARKS = { mistake: "?", blunder: "??", "missed-win": "??" };

function svg(name, attrs, parent) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

function html(name, className, text) {
  const node = document.createElement(name);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export class GameReview {
  /**
   * `box` holds the button, the progress and the result; `onPly(ply)` shows a position;
   * `beside` is the same button beside the result (shown in place of the box's own while the
   * player has it there); `onDone()` is called when an analysis arrives (the move list marks it);
   * `onLine(ply, line)` opens the better line of the move of ply `ply` on the analysis board.
   */
  constructor(box, onPly, { beside = null, onDone = () => {}, onLine = () => {} } = {}) {
    this.box = box;
    this.onPly = onPly;
    this.beside = beside;
    this.onDone = onDone;
    this.onLine = onLine;
    this.id = null;
    this.plies = 0;
    this.answer = null;
    this.error = null;
    this.asked = null;
    this.timer = null;
    this.shown = 0;
    this.state = null;
    this.variant = null;
  }

  /** The position after `plies` plies, named by its move as the move list names it. */
  positionName(plies) {
    return plies === 0 ? tr("review-graph-start") : moveName(this.state, this.variant, plies);
  }

  /**
   * The game shown is `state`, of `variant`, which may be analysed when `allowed`: reads what the server has
   * for it (once per game and length), and draws.
   */
  update(state, variant, allowed, shown) {
    this.shown = shown;
    if (state.id !== this.id) {
      clearTimeout(this.timer);
      this.id = state.id;
      this.answer = null;
      this.restarted = false;
      this.error = null;
      this.asked = null;
    }
    this.plies = state.moves.length;
    this.state = state;
    this.variant = variant;
    this.allowed = allowed;
    // Where it may be started, read for each length of the game; elsewhere once, for an
    // analysis made by those who could (found cold: a record analysed at one device showed
    // nothing to whoever opened its link).
    const key = allowed ? `${state.id}/${this.plies}` : state.id;
    if (this.asked !== key) {
      this.asked = key;
      this.fetch("GET");
    }
    this.render();
  }

  /** Starts the analysis (a second click, or another browser's, gets the same job). */
  start() {
    if (this.id) return this.fetch("POST");
    return undefined;
  }

  async fetch(method) {
    const id = this.id;
    clearTimeout(this.timer);
    try {
      const answer = await api(method, `/api/games/${id}/review`, method === "POST" ? bothSeats(id) : undefined);
      if (id !== this.id) return;
      const stopped = this.answer && this.answer.status === "running" && answer.status === "none";
      // An analysis the server lost (it restarted while the analysis ran; found cold: the page
      // waited for good) is asked for again, once; one that stopped again is said, and offered.
      if (stopped && this.allowed && !this.restarted) {
        this.restarted = true;
        return this.fetch("POST");
      }
      this.error = stopped ? tr("review-failed") : null;
      this.answer = answer;
      if (answer.status === "running") this.timer = setTimeout(() => this.fetch("GET"), POLL_MS);
    } catch (e) {
      if (id !== this.id) return;
      const running = this.answer && this.answer.status === "running";
      this.error = running && e.code === "offline" ? tr("review-offline") : errorText(e);
      // The server gone while the analysis ran: asked again until it answers.
      if (running) this.timer = setTimeout(() => this.fetch("GET"), RETRY_MS);
    }
    this.render();
    if (this.current()) this.onDone();
  }

  /** The analysis of this game's moves as they stand, if it is done. */
  current() {
    const a = this.answer;
    return a && a.status === "done" && a.review.plies === this.plies ? a.review : null;
  }

  /**
   * The marks of game `state`'s moves, for its move list: ply after the move → `{mark,
   * verdict}`, "?" a mistake, "??" a blunder or a missed win (as lidraughts marks them), or
   * `{unjudged}` for a move left unjudged (`book`, `forced`; found cold: not told apart).
   */
  marks(state) {
    const r = state.id === this.id ? this.current() : null;
    if (!r) return new Map();
    const judged = r.moves.filter((m) => MARKS[m.verdict]);
    return new Map([
      ...(r.skipped || []).map((s) => [s.ply + 1, { unjudged: s.why }]),
      ...judged.map((m) => [m.ply + 1, { mark: MARKS[m.verdict], verdict: m.verdict }]),
    ]);
  }

  /** The analysis's value of the position after `plies` plies, as signed text ("−4,00"), or null. */
  valueAt(plies) {
    const r = this.current();
    const v = r ? r.evals[plies] : undefined;
    return v === undefined ? null : signedMen(v);
  }

  /** The better move at ply `ply` (the position before a move judged), if there is one. */
  bestAt(ply) {
    const r = this.current();
    const judged = r && r.moves.find((m) => m.ply === ply && m.verdict !== "good");
    return judged ? judged.best : null;
  }

  render() {
    const box = this.box;
    const made = !!this.answer && this.answer.status !== "none";
    box.hidden = !this.allowed && !made;
    if (box.hidden) return;
    const a = this.answer;
    const running = a && a.status === "running";
    const review = this.current();
    // One button starts it (found cold: two "Анализ партии" on the page): the one beside the
    // result when the player has it there, else the box's own; the box shows nothing until then.
    const offer = this.allowed && !running && !review;
    const besideShown = !!this.beside && !this.beside.parentElement.hidden;
    if (this.beside) this.beside.hidden = !offer;
    box.querySelector("#review-start").hidden = !offer || besideShown;
    box.hidden = offer && besideShown && !this.error;
    const progress = box.querySelector("#review-progress");
    progress.hidden = !running;
    if (running) {
      const bar = progress.querySelector("progress");
      bar.max = a.total;
      bar.value = a.done;
      progress.querySelector("span").textContent = tr("review-running", { done: a.done, total: a.total });
    }
    box.querySelector("#review-error").textContent = this.error || "";
    const result = box.querySelector("#review-result");
    result.replaceChildren(...(review
      ? [this.graph(review), this.legend(), html("p", "hint review-graph-note", tr("review-graph-note", { bound: CAP })), ...this.lists(review),
        html("p", "hint review-judged-note", tr("review-judged-note"))]
      : []));
  }

  /** The evaluation graph: White's advantage above the middle, each ply a column to click. */
  graph(r) {
    const n = r.evals.length;
    const x = (i) => (n > 1 ? (i / (n - 1)) * W : W / 2);
    // ±CAP a label's half height inside the edges, so that each label sits centred on its level.
    const y = (v) => H / 2 - (Math.max(-CAP, Math.min(CAP, v)) / CAP) * (H / 2 - LABEL_MARGIN);
    const g = svg("svg", { id: "review-graph", class: "review-graph", viewBox: `0 0 ${W} ${H + AXIS}`, role: "img", "aria-label": tr("review-graph") });
    svg("rect", { class: "graph-axis", x: 0, y: H, width: W, height: AXIS }, g);
    svg("rect", { class: "graph-black", x: 0, y: 0, width: W, height: H }, g);
    const points = r.evals.map((v, i) => `${x(i)},${y(v)}`).join(" ");
    svg("polygon", { class: "graph-white", points: `0,${H} ${points} ${W},${H}` }, g);
    for (const v of [CAP, 0, -CAP]) svg("line", { class: "graph-level", x1: 0, y1: y(v), x2: W, y2: y(v) }, g);
    svg("polyline", { class: "graph-line", points }, g);
    // The scale in men: equal in the middle, the bound at the edges (found cold: none shown).
    // Each centred on its dashed line, its rim keeping it legible there (found cold: −5 crossed
    // by the edge; 0 set above its line; +5 drawn at the level of +3.4, under a +4 point).
    for (const v of [CAP, 0, -CAP]) {
      const label = svg("text", { class: "graph-scale", x: 2, y: y(v), "dominant-baseline": "central" }, g);
      label.textContent = v > 0 ? `+${v}` : v < 0 ? `\u2212${-v}` : "0";
    }
    // The move numbers under the graph, every 5 or 10 moves (found cold: none), each under the
    // position after its first ply.
    const every = n > 60 ? 10 : 5;
    let labelled = 0;
    for (let i = 1; i < n; i++) {
      const { number } = moveNumber(this.state, this.variant, i);
      if (number % every !== 0 || number === labelled || x(i) > W - 8) continue;
      labelled = number;
      const label = svg("text", { class: "graph-move", x: x(i), y: H + AXIS - 3 }, g);
      label.textContent = String(number);
    }
    svg("line", { class: "graph-now", x1: x(this.shown), y1: 0, x2: x(this.shown), y2: H }, g);
    for (const m of r.moves) {
      if (m.verdict === "good") continue;
      svg("circle", { class: `graph-mark ${m.verdict}`, cx: x(m.ply + 1), cy: y(r.evals[m.ply + 1]), r: 2.6 }, g);
    }
    const step = n > 1 ? W / (n - 1) : W;
    r.evals.forEach((v, i) => {
      const col = svg("rect", { class: "graph-ply", x: x(i) - step / 2, y: 0, width: step, height: H, "data-ply": i }, g);
      const title = svg("title", {}, col);
      // Named as the move list names the move (found cold: a count of half-moves).
      title.textContent = `${this.positionName(i)}: ${signedMen(v)}`;
      col.addEventListener("click", () => this.onPly(i));
    });
    return g;
  }

  /** What the graph's dots mean, in their colours (found cold: no legend). */
  legend() {
    const p = html("p", "hint review-legend");
    for (const verdict of ["mistake", "blunder", "missed-win"]) {
      const item = html("span", "review-legend-item");
      item.append(html("span", `review-legend-dot ${verdict}`), tr(`review-${verdict}`));
      p.appendChild(item);
    }
    return p;
  }

  /** Each side's count, then its moves judged, each a button to the position before it. */
  lists(r) {
    return ["white", "black"].map((side) => {
      const section = html("div", `review-side ${side}`);
      section.dataset.side = side;
      const t = r[side];
      const count = tr("analyze-tally", {
        mistakes: tr("analyze-mistakes", { n: t.mistakes }),
        blunders: tr("analyze-blunders", { n: t.blunders }),
        missed: tr("analyze-missed-wins", { n: t.missed_wins }),
        loss: decimal(t.average_loss, 2),
        moves: tr("analyze-of-moves", { n: t.moves }),
      });
      section.appendChild(html("h4", "", `${tr(side)}: ${count}`));
      const own = r.moves.filter((m) => m.side === side);
      // The moves judged, then the good ones the coach remarks on under their own heading
      // (found cold: a shot played stood among the mistakes).
      const list = html("ol", "review-moves");
      for (const m of own.filter((m) => m.verdict !== "good")) list.appendChild(this.item(m));
      if (!list.children.length) section.appendChild(html("p", "hint", tr("review-clean")));
      else section.appendChild(list);
      const good = own.filter((m) => m.verdict === "good");
      if (good.length) {
        section.appendChild(html("p", "review-good-head", tr("review-good-moves")));
        const goodList = html("ol", "review-moves good");
        for (const m of good) goodList.appendChild(this.item(m));
        section.appendChild(goodList);
      }
      return section;
    });
  }

  item(m) {
    const li = html("li", `review-move ${m.verdict}`);
    li.value = m.number;
    const go = html("button", "review-go", `${m.side === "black" ? "… " : ""}${m.move}${MARKS[m.verdict] || ""}`);
    go.type = "button";
    go.dataset.ply = m.ply;
    go.addEventListener("click", () => this.onPly(m.ply));
    li.appendChild(go);
    if (m.verdict !== "good") {
      const loss = decimal(m.loss, 1);
      // The loss with its unit, as the coach's sentences say it (found cold: a bare number);
      // none for a missed win that loses no material now (found cold: «потеря 0,0 шашки»).
      const lost = m.loss >= 0.05 ? ` (${tr("review-loss", { loss })})` : "";
      li.append(" ", `${tr(`review-${m.verdict}`)}${lost}.`);
      if (m.best) {
        const then = m.line.slice(1).join(" ");
        li.append(" ", tr("review-better", { move: m.best }) + (then ? tr("review-then", { line: then }) : "") + ".");
        // The line stepped through on a board, not only read (found cold on issue 33).
        const show = html("button", "review-on-board", tr("review-on-board"));
        show.type = "button";
        show.addEventListener("click", () => this.onLine(m.ply, m.line));
        li.append(" ", show);
      }
    }
    if (m.findings.length) {
      const [, ...sentences] = coachText(m, { verdictSaysLoss: true });
      for (const s of sentences) li.appendChild(html("p", "review-coach", s));
    }
    return li;
  }
}
