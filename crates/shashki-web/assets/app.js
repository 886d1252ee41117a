// The board page: one game at a time over the JSON API and websocket. This module ties the
// parts together: board, move input, move list and replay, analysis, sound, dialogs.

import { Analysis } from "./analysis.js";
import { ApiError, api, bothSeats, createGame, importRecord, joinKey, onAnswer, once, playerName, replayed, saveSeats, seatsOf } from "./api.js";
import { Live } from "./live.js";
import { Board } from "./board.js";
import { coachArrow, coachOn, coachText, fetchWarnings, setCoach, setWarn, warningsFrom, warningText, warnOn } from "./coach.js";
import { diagonalLegend, hasNamedDiagonals } from "./diagonals.js";
import { parseFen, startFen } from "./fen.js";
import { LANGUAGES, errorText, language, setLanguage, sideName, tr } from "./i18n.js";
import { NewGame } from "./newgame.js";
import { squaresOf } from "./notation.js";
import { bothHere, renderClock, renderCounters, renderNames, renderStatus } from "./panels.js";
import { Picker, moveText, setTouchMove, touchMoveOn } from "./picker.js";
import { Premove } from "./premove.js";
import { moveName, Replay } from "./replay.js";
import { GameReview } from "./review.js";
import { RulesDialog } from "./rules.js";
import { Lobby } from "./lobby.js";
import { MyGames } from "./mygames.js";
import { setSwitch, switchOn } from "./prefs.js";
import { Puzzles } from "./puzzles.js";
import { Study } from "./study.js";
import { playEndSound, playMoveSound, setSound, soundOn } from "./sound.js";
import { applyLook, coordinatesOn, setLook, theme, THEMES } from "./look.js";
import { isOlder } from "./state.js";

const $ = (id) => document.getElementById(id);

const page = {
  variants: new Map(),
  board: null,
  boardVariant: null,
  id: null,
  state: null,
  received: 0,
  live: null,
  // How the game shown is kept up to date: `live` (websocket), `reconnecting`, `polling`.
  connection: "live",
  // The move whose request got no answer (`{ id, moves }`: the game and its length before it),
  // until the page reads what the server holds.
  unsure: null,
  // True when this browser opened an invite or lobby game whose seats were taken: it watches.
  watching: false,
  picker: new Picker(),
  premove: new Premove(),
  notice: "",
  offline: false,
  flipped: null,
  dropped: false,
  replay: null,
  analysis: null,
  review: null,
  dialog: null,
  rules: null,
  coach: null,
  // The coach's warnings before a move for the position `fen` (issue 17).
  warnings: { fen: null, list: [] },
};

/** Shows error `e` (or none); `retry`, when given, is what the "Try again" button beside it does. */
function showError(e, retry = null) {
  $("error").textContent = e ? errorText(e) : "";
  page.offline = !!e && e.code === "offline";
  page.retry = e ? retry : null;
  $("retry").hidden = !page.retry;
  // No answer about the game shown: read it until the server answers (which clears this).
  if (page.offline && !page.retry && page.id) page.live.check();
}

/** An error that no answer came, in the words `text` (what the page knows of its request). */
function noAnswer(text) {
  return new ApiError("offline", text);
}

/** The banner under the status while the websocket does not work: reconnecting, or reading the
 * game every few seconds. */
function renderConnection() {
  $("connection").hidden = page.connection === "live";
  $("connection").textContent = tr(page.connection === "polling" ? "live-polling" : "reconnecting");
}

/** A STATE from the websocket or a read of the game: shown unless it is the one shown already. */
function onLiveState(state) {
  const shown = page.state;
  if (shown && shown.id === state.id && shown.seq === state.seq && !page.unsure) return;
  show(state);
}

function onConnection(mode) {
  page.connection = mode;
  renderConnection();
  if (mode === "live" && page.offline && !page.retry) showError(null); // the server is back: its failure is no longer news
}

// ---- Text of the page -------------------------------------------------------------------

function fillStaticText() {
  document.title = tr("draughts");
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = tr(node.dataset.t);
  for (const node of document.querySelectorAll("[data-t-label]")) node.setAttribute("aria-label", tr(node.dataset.tLabel));
  page.dialog.refreshText();
  renderSound();
  renderLook();
}

/** The look's controls: the theme's names in the current language, the choices made. */
function renderLook() {
  $("theme").replaceChildren(...THEMES.map((key) => new Option(tr(`theme-${key}`), key)));
  $("theme").value = theme();
  $("coordinates").checked = coordinatesOn();
}

/** True when the move list is written in the short notation of the Russian books (cd4). */
const shortOn = () => switchOn("shashki.short");

/** True when the named diagonals are drawn (a choice of this browser, off at first). */
const diagonalsOn = () => switchOn("shashki.diagonals");

/** The diagonals switch (shown on the boards that have named diagonals), its legend and lines. */
function renderDiagonals(variant) {
  const on = diagonalsOn();
  $("diagonals-box").hidden = !hasNamedDiagonals(variant);
  $("diagonals").checked = on;
  $("diagonal-legend").hidden = !on;
  $("diagonal-legend").replaceChildren(...diagonalLegend());
  page.board.diagonals = on;
}

function renderSound() {
  const on = soundOn();
  $("sound").textContent = on ? tr("sound-on") : tr("sound-off");
  $("sound").setAttribute("aria-pressed", on);
}

// ---- One game -----------------------------------------------------------------------------

/** True when the computer plays one side of the game shown by `s`. */
function engineGame(s) {
  return s.players.white === "engine" || s.players.black === "engine";
}

/** The other colour. */
function other(color) {
  return color === "white" ? "black" : "white";
}

/** The seat secret of `color`, if this browser holds it. */
function seatFor(color) {
  return seatsOf(page.id)[color] || null;
}

async function openGame(id) {
  page.id = id;
  page.picker.reset();
  page.premove.reset();
  page.replay.reset();
  page.analysis.clear();
  page.state = null;
  page.coach = null;
  page.warnings = { fen: null, list: [] };
  $("coach").checked = coachOn(id);
  page.picker.touchMove = touchMoveOn(id);
  $("touch-move").checked = page.picker.touchMove;
  const hash = new URLSearchParams(location.hash.slice(1));
  // An invite link (`#invite=…`), or a game joined from the lobby (`#lobby`), open to anyone.
  const invite = hash.get("invite");
  page.watching = false;
  page.unsure = null;
  page.live.stop();
  onConnection("live");
  const retry = () => page.id === id && openGame(id);
  if (invite || hash.has("lobby")) {
    const seats = seatsOf(id);
    if (!seats.white && !seats.black) {
      try {
        // The same key each time: a join that reached the server gives the same seat back.
        const joined = await api("POST", `/api/games/${id}/join`, { invite: invite || undefined, name: playerName(), key: joinKey(id) });
        saveSeats(id, { [joined.color]: joined.seat });
      } catch (e) {
        // An invite already used, a lobby game already taken (`forbidden`), a game aborted
        // (`game-over`): the game is there to watch. Anything else: say so, and try again.
        if (e.code !== "forbidden" && e.code !== "game-over") {
          showError(e.code === "offline" ? noAnswer(tr("error-join-offline")) : e, e.code === "not-found" ? null : retry);
          return;
        }
        page.watching = e.code === "forbidden";
      }
    }
    history.replaceState(null, "", `/?game=${id}`);
  }
  try {
    const state = await api("GET", `/api/games/${id}`);
    showError(null);
    await show(state);
    page.live.follow(id);
  } catch (e) {
    showError(e, e.code === "offline" ? retry : null);
  }
}

/** Opens game `id` just made. */
async function started(id) {
  history.pushState(null, "", `/?game=${id}`);
  page.flipped = null;
  await openGame(id);
}

async function show(state) {
  if (!page.variants.size) await loadVariants();
  if (state.id !== page.id) return;
  const variant = page.variants.get(state.variant);
  if (!page.board || page.boardVariant !== state.variant) {
    page.board = new Board($("board"), variant, {
      onSquare,
      onDrop,
      canDrag: (n) => page.replay.view === null
        && (myTurn() ? page.state.legal.some((m) => m.from === n) : premoveAllowed() && premovePieces().has(n)),
    });
    page.boardVariant = state.variant;
  }
  const prev = page.state;
  // A reply can arrive after a newer state pushed by the websocket (a quick engine, the
  // opponent's answer to a draw offer): keep the newer.
  if (isOlder(state, prev)) return;
  const oneMore = prev && prev.id === state.id && state.moves.length === prev.moves.length + 1;
  if (prev && prev.moves.length !== state.moves.length) {
    page.picker.reset();
    page.notice = "";
    if (page.replay.view === null) page.analysis.clear();
  }
  if (prev && prev.id === state.id && prev.draw_offer && !state.draw_offer && state.outcome === "ongoing"
      && !bothHere(seatsOf(state.id)) && prev.draw_offer === mySide(prev)) {
    page.notice = tr("offer-declined");
  }
  if (state.outcome !== "ongoing") page.premove.reset();
  if (page.unsure && page.unsure.id === state.id) {
    // The server's answer after a move whose request got none: shown as it is; if the move is
    // not there, the player makes it again.
    if (state.moves.length === page.unsure.moves && state.outcome === "ongoing") page.notice = tr("move-not-made");
    page.unsure = null;
  }
  page.state = state;
  page.received = performance.now();
  $("panel").hidden = false;
  if (page.flipped === null) {
    const seats = seatsOf(state.id);
    page.flipped = !!seats.black && !seats.white;
  }
  page.board.flipped = page.flipped;
  render();
  if (oneMore && state.last) {
    if (page.replay.view === null) page.board.animate(prev.fen, state.last.path, !page.dropped);
    playMoveSound(state.last.captured.length > 0);
    $("announce").textContent = `${sideName(prev.turn)}: ${state.moves[state.moves.length - 1]}`;
  }
  if (prev && prev.id === state.id && prev.outcome === "ongoing" && state.outcome !== "ongoing") playEndSound();
  page.dropped = false;
  if (oneMore) playPremove();
  loadWarnings();
}

/** True when the coach's warning before a move is wanted now: coach and warning on, the
 * player's turn. */
function warningsWanted() {
  const s = page.state;
  return !!s && coachOn(s.id) && warnOn() && myTurn();
}

/** Fetches the coach's warnings for the position now, once per position, when wanted. */
async function loadWarnings() {
  const s = page.state;
  if (!warningsWanted() || page.warnings.fen === s.fen) return;
  const fen = s.fen;
  page.warnings = { fen, list: [] };
  try {
    const list = await fetchWarnings(s.variant, fen);
    if (page.state && page.state.fen === fen) {
      page.warnings = { fen, list };
      render();
    }
  } catch (e) {
    page.warnings = { fen: null, list: [] };
    showError(e);
  }
}

/** The warnings for the piece picked up, when they are wanted and known for this position. */
function warningsShown() {
  const s = page.state;
  if (!warningsWanted() || page.warnings.fen !== s.fen || page.picker.selected === null) return [];
  return warningsFrom(page.warnings.list, page.picker.selected);
}

/** True when a premove may be chosen: a game against a person in another browser, ongoing,
 * the opponent to move, the game as it stands on the board. */
function premoveAllowed() {
  const s = page.state;
  const seats = s ? seatsOf(s.id) : {};
  return !!s && s.outcome === "ongoing" && s.joined && !engineGame(s) && !bothHere(seats)
    && !!(seats.white || seats.black) && !seatFor(s.turn) && page.replay.view === null;
}

/** The player's own pieces now, for choosing a premove. */
function premovePieces() {
  const side = mySide(page.state);
  return new Map([...parseFen(page.state.fen)].filter(([, p]) => p.color === side));
}

/** The premove's text as the board names its squares. */
function premoveText({ from, to }) {
  const name = (n) => page.board.byNumber.get(n).name;
  return `${name(from)}-${name(to)}`;
}

/** A square chosen while the opponent is to move: a premove picked, set or cancelled. */
function choosePremove(number) {
  const said = page.premove.choose(number, premovePieces(), mySide(page.state));
  if (said === "set") page.notice = tr("premove-set", { move: premoveText(page.premove.move) });
  if (said === "cancelled") page.notice = tr("premove-cancelled");
  render();
}

/** Cancels the premove or the piece picked up for one; true when there was one. */
function cancelPremove() {
  if (!page.premove.active()) return false;
  const waiting = page.premove.move !== null;
  page.premove.reset();
  page.notice = waiting ? tr("premove-cancelled") : "";
  render();
  return true;
}

/**
 * The opponent has moved: the premove waiting is played when it is legal now; when several
 * captures of its piece end on its square, the piece stays picked up with that square chosen,
 * for the player to click the way; else it is dropped.
 */
function playPremove() {
  const premove = page.premove;
  if (!premove.move || !myTurn()) return;
  const legal = page.state.legal;
  const fits = premove.fits(legal);
  const { from, to } = premove.move;
  const text = premoveText(premove.move);
  premove.reset();
  if (fits.length === 1) return send(moveText(fits[0], legal));
  if (fits.length > 1) {
    page.picker.reset();
    page.picker.choose(from, legal);
    page.picker.choose(to, legal);
    page.notice = tr("premove-several-ways", { move: text });
  } else {
    page.notice = tr("premove-dropped", { move: text });
  }
  render();
}

function myTurn() {
  const s = page.state;
  return s && s.outcome === "ongoing" && s.joined !== false && !!seatFor(s.turn);
}

/** What the picker's last choice needs said: several ways to a square, or touch-move's rule. */
function pickNotice() {
  if (page.picker.ambiguous) return tr("several-ways");
  if (!page.picker.refused) return "";
  const square = page.board.byNumber.get(page.picker.selected);
  return tr("touch-move-bound", { square: square ? square.name : "" });
}

function onSquare(number) {
  if (premoveAllowed()) return choosePremove(number);
  if (!myTurn() || page.replay.view !== null) return;
  const move = page.picker.choose(number, page.state.legal);
  page.notice = pickNotice();
  if (move) send(moveText(move, page.state.legal));
  else render();
}

function onDrop(from, to) {
  if (premoveAllowed()) {
    if (page.premove.from !== from) page.premove.choose(from, premovePieces(), mySide(page.state));
    choosePremove(to);
    return false;
  }
  if (!myTurn() || page.replay.view !== null) return false;
  if (page.picker.selected !== from) page.picker.choose(from, page.state.legal);
  const move = page.picker.choose(to, page.state.legal);
  page.notice = pickNotice();
  if (!move) {
    render();
    return false;
  }
  page.dropped = true;
  send(moveText(move, page.state.legal));
  return true;
}

/** The state (`id/seq`) a move is on its way from, and how many moves this page has sent. */
let sending = null;
let sent = 0;

/**
 * Plays the move written `text` (as picked on the board, or typed); true when it was played.
 * It names the state it was made from (`seq`), and a second send from that state before the
 * answer is ignored (a double click). A move from a newer state goes: at one device the other
 * player may move as soon as the websocket shows the first move, while the coach still looks
 * at it and its answer has not come (issue 33 item 2: that move was dropped).
 */
async function send(text) {
  const s = page.state;
  const from = `${s.id}/${s.seq}`;
  if (sending === from) return undefined;
  sending = from;
  try {
    return await sendFrom(s, text, ++sent);
  } finally {
    if (sending === from) sending = null;
  }
}

/** `send`'s work for move number `mine` of this page, made from state `s`. */
async function sendFrom(s, text, mine) {
  page.picker.reset();
  page.notice = "";
  // The coach's note on the move before goes: the note on this move comes with the answer.
  page.coach = null;
  showError(null);
  try {
    const coach = coachOn(s.id);
    // Two people at this device: both seats, so that the coach may speak (it does not in a
    // game between people apart).
    const both = coach ? bothSeats(s.id) : {};
    const state = await api("POST", `/api/games/${s.id}/moves`, { move: text, coach, seq: s.seq, ...both }, seatFor(s.turn));
    if (mine === sent) page.coach = state.coach || null;
    await show(state);
    // The computer's reply may have come first by websocket (the coach searches after the
    // move is stored): `show` keeps that newer state and draws nothing, so the note on this
    // move is drawn here (issue 33 item 2: it came a move late).
    render();
    page.live.nudge();
    return true;
  } catch (e) {
    if (e.code === "offline") {
      // No answer: offline, the move was not sent; otherwise it may or may not have been
      // stored. Either way the page reads the game until the server answers and shows that.
      showError(noAnswer(navigator.onLine ? tr("error-move-no-answer") : tr("error-move-not-sent")));
      page.unsure = { id: s.id, moves: s.moves.length };
    } else if (e.code === "rate-limited") {
      // Refused after the page's own retries: nothing was done, and the player should know
      // that the move is his to make again.
      showError(new ApiError(e.code, tr("error-move-busy")));
    } else {
      showError(e);
    }
    page.dropped = false;
    page.board.release();
    render();
    if (e.code === "game-changed") await reload();
    return false;
  }
}

/** Reads the game shown again (after a request made from a state it no longer has). */
async function reload() {
  try {
    await show(await api("GET", `/api/games/${page.id}`));
  } catch (e) {
    showError(e);
  }
}

/**
 * A move typed in the move box, in any notation the server reads (c3-d4, the short cd4, 22-18,
 * a partial capture path); the text stays in the box when the move is refused.
 */
async function sendTyped(e) {
  e.preventDefault();
  const box = $("move-input");
  const text = box.value.trim();
  if (!text || !page.state) return;
  if (!myTurn() || page.replay.view !== null) {
    page.notice = tr("error-not-your-turn");
    render();
    return;
  }
  if (await send(text)) box.value = "";
}

/** The side this browser acts for: the side to move when it holds both seats. */
function mySide(s) {
  const seats = seatsOf(s.id);
  return bothHere(seats) ? s.turn : seats.white ? "white" : "black";
}

/**
 * Resigns, aborts, offers, accepts or declines a draw for `side` (by default the side this browser
 * acts for). An offer the computer turns down comes back already declined: say so.
 */
async function action(kind, side = mySide(page.state)) {
  const s = page.state;
  if (!s) return;
  if (kind === "resign" && !confirm(tr("confirm-resign"))) return;
  try {
    const next = await api("POST", `/api/games/${s.id}/${kind}`, { seq: s.seq }, seatFor(side));
    const declined = kind === "draw" && engineGame(s) && !s.draw_offer && next.outcome === "ongoing" && !next.draw_offer;
    await show(next);
    if (declined) {
      page.notice = tr("engine-declines");
      render();
    }
  } catch (e) {
    showError(e);
    if (e.code === "game-changed") await reload();
  }
}

/**
 * A new game with the settings of the one shown (variant, opponent, level, clock, start
 * position), the player's colour kept or, for a rematch, swapped.
 */
const playAgain = once(async (swap) => {
  const s = page.state;
  const seats = seatsOf(s.id);
  const engine = engineGame(s);
  const mode = engine ? "engine" : bothHere(seats) ? "local" : "friend";
  const mine = seats.white ? "white" : "black";
  const body = { variant: s.variant, opponent: engine ? "engine" : "human", color: swap ? other(mine) : mine };
  if (s.level) body.level = s.level;
  if (s.start_fen) body.fen = s.start_fen;
  if (s.clock) body.clock = s.clock.days ? { days: s.clock.days } : { initial: s.clock.initial, increment: s.clock.increment };
  try {
    const { created } = await createGame(body, mode);
    await started(created.id);
  } catch (e) {
    showError(e);
  }
});

// ---- Viewing earlier positions ----------------------------------------------------------

async function onView(ply, before) {
  page.picker.reset();
  page.notice = "";
  page.analysis.clear();
  const s = page.state;
  let fens;
  try {
    fens = await page.replay.positions(s);
  } catch (e) {
    showError(e);
    page.replay.reset();
    render();
    return;
  }
  render();
  const shown = ply === null ? s.moves.length : ply;
  if (shown === before + 1 && fens[before]) {
    page.board.animate(fens[before], squaresOf(s.moves[before], page.variants.get(s.variant)), true);
    playMoveSound(parseFen(fens[shown]).size < parseFen(fens[before]).size);
  }
}

/** The analysis board on the position shown, with the game's moves as its main line. */
function openStudy() {
  return openStudyLine(page.replay.shown(), []);
}

/**
 * The game of state `s` as its record reads (`POST /api/pdn/import` of its PDN, in the page's
 * language): its tags (players, event, date, result; found cold: the analysis board's PDN had
 * none) and its tree, with the stored analysis's marks, words and better lines (found cold: the
 * board showed none of them); `{tags: [], tree: null}` when it cannot be had.
 */
async function gameRecord(s) {
  try {
    const record = await fetch(`/api/games/${encodeURIComponent(s.id)}/pdn?lang=${language()}`);
    if (!record.ok) return { tags: [], tree: null };
    const imported = await api("POST", "/api/pdn/import", { pdn: await record.text() });
    return { tags: imported.tags || [], tree: imported.tree || null };
  } catch {
    return { tags: [], tree: null };
  }
}

/** The analysis board on ply `ply` of the game, with `line` (a better one) a variation there. */
async function openStudyLine(ply, line) {
  const s = page.state;
  if (!s) return;
  try {
    const [fens, record] = await Promise.all([page.replay.positions(s), gameRecord(s)]);
    await page.study.openLine(s.variant, s.start_fen, s.moves, fens, ply, line, record);
  } catch (e) {
    showError(e);
  }
}

/**
 * The analysis board's PDN analysed as a game: made a record (as a PDN game imported here,
 * names, result and comments kept; the same PDN again is the same game), opened, and its
 * analysis started.
 */
async function reviewLine(pdn) {
  const id = await importRecord(pdn);
  page.study.close();
  // The new-game dialog the PDN was pasted into stays behind the analysis board: closed too
  // (found cold: it came back over the game being analysed).
  if (page.dialog.isOpen()) page.dialog.close();
  await started(id);
  await page.review.start();
  $("review").scrollIntoView({ block: "start" });
}

// ---- Drawing -------------------------------------------------------------------------------

function render() {
  const s = page.state;
  if (!s) return;
  const variant = page.variants.get(s.variant);
  const viewing = page.replay.view;
  const best = page.analysis.bestFor(s.id, page.replay.shown()) || (viewing !== null ? page.review.bestAt(viewing) : null);
  const warned = viewing === null ? warningsShown() : [];
  const coachArrowNow = warned.length ? warned[0].arrow : coachArrow(page.coach);
  const arrow = best ? squaresOf(best, variant) : viewing === null ? coachArrowNow : [];
  if (viewing !== null && page.replay.fens) {
    const last = viewing > 0 ? squaresOf(s.moves[viewing - 1], variant) : [];
    page.board.draw(page.replay.fens[viewing], { last, arrow });
    $("forced").textContent = "";
    // The position named by its move, as the move list numbers it (it said "полуход 5 из 24"),
    // with the game analysis's value when there is one (a phone has no tooltips on the graph).
    const where = viewing === 0 ? tr("page-viewing-start") : tr("page-viewing", { move: moveName(s, variant, viewing) });
    const value = page.review.valueAt(viewing);
    $("viewing").textContent = value === null ? where : `${where} ${tr("page-viewing-value", { value })}`;
  } else {
    const mine = myTurn();
    const capture = s.legal.length > 0 && s.legal[0].captured.length > 0;
    const froms = [...new Set(s.legal.map((m) => m.from))];
    page.board.draw(s.fen, {
      selected: page.picker.selected ?? page.premove.from,
      premove: page.premove.squares(),
      dots: page.picker.dots(s.legal),
      danger: warned.map((w) => w.to),
      forced: mine && capture ? froms : [],
      movable: mine ? froms : [],
      last: s.last ? s.last.path : [],
      arrow,
    });
    $("forced").textContent = mine && capture ? tr("must-capture") : "";
    $("viewing").textContent = "";
  }
  $("back").hidden = viewing === null;
  $("notice").textContent = page.notice;
  const seats = seatsOf(s.id);
  // Anyone without a seat watches: an invite already used says why, anyone else is told so.
  const spectator = page.watching || !(seats.white || seats.black);
  $("watching").hidden = !spectator;
  $("watching").textContent = tr(!page.watching ? "spectator" : s.joined ? "seats-taken" : "error-bad-invite");
  renderVariantNotes(s);
  renderConnection();
  renderDiagonals(variant);
  $("move-form").hidden = s.outcome !== "ongoing" || !(seats.white || seats.black);
  const example = moveExample(s);
  $("move-input").placeholder = example;
  $("move-input").size = Math.max(10, example.length + 2); // the whole example seen in every language
  $("coach-warning").textContent = warningText(warned);
  $("coach-warn").disabled = !coachOn(s.id);
  $("coach-notes").replaceChildren(...(page.coach ? coachText(page.coach) : []).map((line) => {
    const p = document.createElement("p");
    p.textContent = line;
    return p;
  }));
  renderStatus(s, myTurn());
  renderNames(s);
  $("short-box").hidden = !s.short;
  $("short").checked = shortOn();
  page.replay.render(s, variant, shortOn(), page.review.marks(s));
  renderCounters(s);
  renderClock(s, page.received);
  renderButtons();
  page.analysis.render();
  // The whole game's analysis, offered once the game is over, as lidraughts does (the server
  // also answers a game against the computer during play, but a full analysis mid-game reads
  // as help at the board), and at any time for a record replayed here to study (a PDN game
  // imported, the analysis board's line).
  page.review.update(s, page.variants.get(s.variant), s.outcome !== "ongoing" || replayed(s.id), page.replay.shown());
}

/**
 * The move box's example: the Russian board's forms (c3-d4, cd4, c3:e5) or the numbered
 * board's (32-28, 28x19); on a board of 64 squares (Turkish, Armenian), whose moves are
 * neither, a move of the position written as the variant writes it (issue 33 item 14).
 */
function moveExample(s) {
  const variant = page.variants.get(s.variant);
  if (variant.squares.length < variant.size * variant.size) {
    return tr(page.board.algebraic ? "move-box-example-algebraic" : "move-box-example-numeric");
  }
  const quiet = s.legal.find((m) => !m.captured.length) || s.legal[0];
  return quiet ? tr("move-box-example-one", { move: quiet.notation }) : "";
}

/**
 * The variant's own rule that surprises a player, said beside the board (Stavropol: the
 * opponent's pieces may be moved), and a last move made with the other side's piece said as
 * such, so that the computer doing it does not look like a bug (issue 33 item 11).
 */
function renderVariantNotes(s) {
  const note = `variant-note-${s.variant}`;
  const hasNote = tr(note) !== note;
  $("variant-note").hidden = !hasNote || s.outcome !== "ongoing";
  $("variant-note").textContent = hasNote ? tr(note) : "";
  const last = s.last;
  const moved = last ? parseFen(s.fen).get(last.to) : null;
  const mover = last && s.moves.length ? other(s.turn) : null;
  const foreign = !!moved && !!mover && moved.color !== mover;
  $("last-note").hidden = !foreign;
  $("last-note").textContent = foreign
    ? tr("moved-opponents-piece", { mover, owner: moved.color, move: s.moves[s.moves.length - 1] })
    : "";
}

function renderButtons() {
  const s = page.state;
  const seats = seatsOf(s.id);
  const seated = s.outcome === "ongoing" && !!(seats.white || seats.black);
  // A friend game begins when the friend joins: until then it may only be aborted.
  const playing = seated && s.joined !== false;
  // Draw, take back and resign are for a player of a game going on: not shown, greyed, to a
  // spectator or once the game is over (found cold).
  $("game-buttons").hidden = !seated;
  $("resign").disabled = !playing;
  // Before both sides have moved (or the friend joined) the game is aborted, not resigned.
  $("abort").hidden = !(seated && s.abortable);
  $("resign").hidden = !$("abort").hidden;
  const side = mySide(s);
  // An offer this browser can answer: the opponent's, or either side's when both sit here.
  const toAnswer = playing && !!s.draw_offer && (bothHere(seats) || s.draw_offer !== side);
  $("draw").disabled = !playing || (!!s.draw_offer && !toAnswer);
  $("draw").textContent = toAnswer ? tr("accept-draw") : s.draw_offer ? tr("draw-offer-pending") : tr("offer-draw");
  $("offer-box").hidden = !toAnswer;
  // An offer to answer is answered in its box (accept or decline): not a second "accept" here.
  $("draw").hidden = toAnswer;
  // Taking back: one's own last move (at once against the computer, on one's turn), or
  // answering the opponent's request.
  const toGrant = playing && !!s.takeback && !bothHere(seats) && s.takeback !== side;
  const asker = bothHere(seats) ? other(s.turn) : side;
  const hasMove = s.moves.length >= (s.turn === asker ? 2 : 1);
  $("takeback").disabled = !playing || !hasMove || page.picker.touchMove || s.takeback === side
    || s.players[s.turn] === "engine";
  $("takeback").textContent = s.takeback === side ? tr("takeback-asked") : tr("takeback");
  $("takeback-box").hidden = !toGrant;
  if (toGrant) $("takeback-text").textContent = tr("asks-takeback", { color: s.takeback });
  $("after-box").hidden = s.outcome === "ongoing" || !(seats.white || seats.black);
  // A record studied here is no game to play again: its analysis alone is offered.
  $("rematch").hidden = replayed(s.id);
  $("same-again").hidden = replayed(s.id);
  if (toAnswer) $("offer-text").textContent = tr("offers-draw", { color: s.draw_offer });
  // In the page's language: the analysis's comments the record carries are said in it.
  $("pdn").href = `/api/games/${s.id}/pdn?lang=${language()}`;
  $("pdn").download = `shashki-${s.id}.pdn`;
  const shown = page.replay.shown();
  $("nav-first").disabled = $("nav-prev").disabled = shown === 0;
  $("nav-next").disabled = $("nav-last").disabled = shown === s.moves.length;
  const inviteBox = $("invite-box");
  if (seats.invite && !s.joined) {
    inviteBox.hidden = false;
    $("invite-link").value = `${location.origin}/?game=${s.id}#invite=${seats.invite}`;
  } else {
    inviteBox.hidden = true;
  }
}

// ---- Start ---------------------------------------------------------------------------------

async function loadVariants() {
  const list = await api("GET", "/api/variants");
  for (const v of list) page.variants.set(v.key, v);
}

function onKey(e) {
  if (page.dialog.isOpen() || page.rules.isOpen() || page.myGames.isOpen() || page.lobby.isOpen() || page.puzzles.isOpen()
      || page.study.isOpen() || !page.state || e.defaultPrevented) return;
  if (e.key === "Escape" && cancelPremove()) return;
  if (e.target.closest("input, select, textarea, svg")) return;
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  if (page.replay.key(e)) e.preventDefault();
}

/** Opens or closes the header's menu (a phone shows its buttons behind ☰). */
function setMenu(open) {
  document.querySelector("header").classList.toggle("menu-open", open);
  $("menu-button").setAttribute("aria-expanded", String(open));
}

function wireButtons() {
  $("new").addEventListener("click", () => page.dialog.open());
  $("menu-button").addEventListener("click", () => setMenu($("menu-button").getAttribute("aria-expanded") !== "true"));
  // A choice in the menu closes it.
  $("menu").addEventListener("click", (e) => e.target.closest("button, a") && setMenu(false));
  $("flip").addEventListener("click", () => {
    page.flipped = !page.flipped;
    if (page.board) page.board.flipped = page.flipped;
    render();
  });
  // Each button acts once per click: a second click while its request runs does nothing.
  $("resign").addEventListener("click", once(() => action("resign")));
  $("abort").addEventListener("click", once(() => action("abort")));
  $("draw").addEventListener("click", once(() => {
    const s = page.state;
    const answering = s.draw_offer && (bothHere(seatsOf(s.id)) || s.draw_offer !== mySide(s));
    return action("draw", answering ? other(s.draw_offer) : mySide(s));
  }));
  $("takeback").addEventListener("click", once(async () => {
    const s = page.state;
    // Both players here: the one who just moved asks and the other grants, in one click.
    if (!bothHere(seatsOf(s.id))) return action("takeback");
    await action("takeback", other(s.turn));
    if (page.state.takeback) await action("takeback", other(page.state.takeback));
  }));
  $("takeback-grant").addEventListener("click", once(() => action("takeback", other(page.state.takeback))));
  $("takeback-refuse").addEventListener("click", once(() => action("takeback-decline", other(page.state.takeback))));
  $("rematch").addEventListener("click", () => playAgain(true));
  $("same-again").addEventListener("click", () => playAgain(false));
  $("offer-accept").addEventListener("click", once(() => action("draw", other(page.state.draw_offer))));
  $("offer-decline").addEventListener("click", once(() => action("decline", other(page.state.draw_offer))));
  $("copy").addEventListener("click", () => navigator.clipboard && navigator.clipboard.writeText($("invite-link").value));
  $("sound").addEventListener("click", () => {
    setSound(!soundOn());
    renderSound();
  });
  $("touch-move").addEventListener("change", () => {
    if (page.state) setTouchMove(page.state.id, $("touch-move").checked);
    page.picker.touchMove = $("touch-move").checked;
    render();
  });
  $("coach").addEventListener("change", () => {
    if (page.state) setCoach(page.state.id, $("coach").checked);
    page.coach = null;
    render();
    loadWarnings();
  });
  $("coach-warn").checked = warnOn();
  $("coach-warn").addEventListener("change", () => {
    setWarn($("coach-warn").checked);
    render();
    loadWarnings();
  });
  $("move-form").addEventListener("submit", sendTyped);
  $("short").addEventListener("change", () => {
    setSwitch("shashki.short", $("short").checked);
    render();
  });
  const look = () => setLook($("theme").value, $("coordinates").checked);
  $("theme").addEventListener("change", look);
  $("coordinates").addEventListener("change", look);
  $("diagonals").addEventListener("change", () => {
    setSwitch("shashki.diagonals", $("diagonals").checked);
    render();
  });
  $("back").addEventListener("click", () => page.replay.go(null));
  $("retry").addEventListener("click", once(async () => page.retry && page.retry()));
  $("nav-first").addEventListener("click", () => page.replay.go(0));
  $("nav-prev").addEventListener("click", () => page.replay.go(page.replay.shown() - 1));
  $("nav-next").addEventListener("click", () => page.replay.go(page.replay.shown() + 1));
  $("nav-last").addEventListener("click", () => page.replay.go(null));
  $("analyse").addEventListener("click", () => page.state && page.analysis.run(page.state.id, page.replay.shown()));
  $("study-open").addEventListener("click", openStudy);
  $("review-start").addEventListener("click", once(() => page.review.start()));
  // The same beside the result, where a player looks when the game ends.
  $("review-after").addEventListener("click", once(async () => {
    await page.review.start();
    // The box shows once the analysis runs (it is hidden while this button offers it).
    $("review").scrollIntoView({ block: "start" });
  }));
  $("my-games-open").addEventListener("click", () => page.myGames.open());
  $("lobby-show").addEventListener("click", () => page.lobby.open());
  $("puzzles-open").addEventListener("click", () => page.puzzles.open());
  $("rules-open").addEventListener("click", () => page.rules.open(page.state ? page.state.variant : $("variant").value));
  $("rules-variant").addEventListener("click", () => page.rules.open($("variant").value));
  document.addEventListener("keydown", onKey);
  // A click beside the board cancels a premove (one on the board is the premove's to judge).
  document.addEventListener("click", (e) => {
    if (!e.target.closest("#board")) cancelPremove();
  });
}

async function main() {
  setLanguage(language(), false);
  applyLook();
  page.replay = new Replay($("moves"), onView);
  page.analysis = new Analysis($("analysis"), () => render());
  page.review = new GameReview($("review"), (ply) => {
    page.replay.go(ply);
    // On a phone the board is a screen above the lists: bring it into sight.
    if ($("board").getBoundingClientRect().top < 0) $("board").scrollIntoView({ block: "start" });
  }, { beside: $("review-after"), onDone: () => render(), onLine: openStudyLine });
  page.rules = new RulesDialog($("rules-dialog"), () => page.variants);
  page.myGames = new MyGames($("games-dialog"));
  page.lobby = new Lobby($("lobby-dialog"));
  page.puzzles = new Puzzles($("puzzles-dialog"), {
    gameVariant: () => (page.state ? page.state.variant : null),
    openRules: (variant) => page.rules.open(variant),
    openRecord: (pdn, ply) => page.study.openPdn(pdn, undefined, ply),
  });
  page.study = new Study($("study-dialog"), () => page.variants, reviewLine);
  page.live = new Live(onLiveState, onConnection);
  // Any answer of the server: a failure to reach it is no longer news.
  onAnswer(() => page.offline && !page.retry && showError(null));
  // Back online: read the game now rather than at the next round.
  window.addEventListener("online", () => page.live.check());
  // The language switch of the header, and its twin in the new-game dialog (which covers the
  // header on a phone).
  const switches = [$("lang"), $("dialog-lang")];
  for (const select of switches) {
    for (const [code, name] of LANGUAGES) select.appendChild(new Option(name, code));
    select.value = language();
    select.addEventListener("change", () => {
      setLanguage(select.value);
      for (const other of switches) other.value = select.value;
      fillStaticText();
      page.rules.refresh();
      page.myGames.refresh();
      page.lobby.refresh();
      page.puzzles.relabel();
      page.study.relabel();
      render();
    });
  }
  await loadVariants();
  page.dialog = new NewGame(page.variants, started, page.study);
  fillStaticText();
  wireButtons();
  setInterval(() => page.state && page.state.clock && renderClock(page.state, page.received), 250);
  window.addEventListener("popstate", route);
  await route();
}

async function route() {
  const id = new URLSearchParams(location.search).get("game");
  const exercise = new URLSearchParams(location.search).get("exercise");
  const puzzle = new URLSearchParams(location.search).get("puzzle");
  if (id) {
    page.dialog.close();
    await openGame(id);
  } else if (["petrov", "main-road"].includes(exercise)) {
    // The course's last part links to the endings' exercises (issue 34): /?exercise=petrov.
    showWelcome();
    await page.puzzles.open();
    await page.puzzles.choose(exercise);
  } else if (puzzle) {
    // A puzzle's own link (its sheet's «Ссылка на задачу»): /?puzzle=996.
    showWelcome();
    await page.puzzles.openPuzzle(puzzle);
  } else {
    showWelcome();
    page.dialog.open();
    // A shared analysis (the analysis board's link): the PDN after #pdn=, over the dialog.
    const shared = new URLSearchParams(location.hash.slice(1)).get("pdn");
    if (shared) await page.study.openPdn(shared).catch(showError);
  }
}

/** No game open: the start position of the chosen variant on the board, nothing to press but
 * "New game" (the panel of a game's controls stays hidden). */
function showWelcome() {
  const variant = page.variants.get($("variant").value) || page.variants.get("russian");
  page.board = new Board($("board"), variant, { onSquare() {}, onDrop: () => false, canDrag: () => false });
  page.boardVariant = null;
  page.board.draw(startFen(variant), {});
}

main().catch(showError);
