// The Chinese checkers page: one game at a time over /api/star/ and its websocket. The seats
// this browser holds (one secret a point: several for people at one device) are kept in
// localStorage; the page lets whoever holds the player to move choose a piece and one of its
// destinations, and shows every other player's moves as they come.

import { api, joinKey } from "./api.js";
import { LANGUAGES, language, setLanguage, tr } from "./i18n.js";
import { trapFocus } from "./modal.js";
import { isOlder } from "./state.js";
import { COLOURS, StarBoard, piecesOf } from "./star-board.js";
import { colourName, rulesHtml, st } from "./star-i18n.js";
import { StarNewGame } from "./star-newgame.js";

const $ = (id) => document.getElementById(id);

const page = {
  geometries: {},
  board: null,
  id: null,
  state: null,
  socket: null,
  selected: null,
  hint: null,
  dialog: null,
};

function key(id) {
  return `shashki.star.${id}`;
}

/** The seats and invites of game `id` kept in this browser. */
function kept(id) {
  try {
    return JSON.parse(localStorage.getItem(key(id))) || { seats: {}, invites: {} };
  } catch {
    return { seats: {}, invites: {} };
  }
}

function keep(id, value) {
  localStorage.setItem(key(id), JSON.stringify(value));
}

function secretOf(letter) {
  return page.id && letter ? kept(page.id).seats[letter] || null : null;
}

function showError(e) {
  $("star-error").textContent = e ? `${tr("error")}: ${e.message || e}` : "";
}

/** True when this browser holds the player to move. */
function myTurn() {
  const s = page.state;
  return !!s && s.outcome === "ongoing" && !!secretOf(s.turn);
}

// ---- One game -----------------------------------------------------------------------------

async function openGame(id) {
  page.id = id;
  page.state = null;
  page.selected = null;
  page.hint = null;
  const invite = new URLSearchParams(location.hash.slice(1)).get("invite");
  try {
    page.inviteUsed = false;
    if (invite) {
      const mine = kept(id);
      if (!Object.keys(mine.seats).length) {
        try {
          // The same key each time: a join that reached the server gives the same seat back.
          const joined = await api("POST", `/api/star/games/${id}/join`, { invite, key: joinKey(id) });
          keep(id, { seats: { [joined.player]: joined.seat }, invites: {} });
        } catch (e) {
          // A used invite (someone else took the seat): the game is still there to watch.
          if (e.code !== "forbidden") throw e;
          page.inviteUsed = true;
        }
      }
      history.replaceState(null, "", `/star?game=${id}`);
    }
    await show(await api("GET", `/api/star/games/${id}`));
    listen(id);
  } catch (e) {
    showError(e);
  }
}

async function started(created) {
  keep(created.id, { seats: created.seats, invites: created.invites });
  history.pushState(null, "", `/star?game=${created.id}`);
  await openGame(created.id);
}

function listen(id) {
  if (page.socket) page.socket.close();
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${proto}://${location.host}/api/star/games/${id}/ws`);
  page.socket = socket;
  socket.onmessage = (msg) => {
    if (page.id === id) show(JSON.parse(msg.data));
  };
  socket.onclose = () => {
    if (page.socket === socket && page.id === id) setTimeout(() => page.id === id && listen(id), 1500);
  };
}

/** The star `key` (large or small) drawn, its holes fetched once. */
async function useBoard(key) {
  if (page.board && page.board.key === key) return;
  page.geometries[key] ||= await api("GET", `/api/star/board?board=${key}`);
  page.board = new StarBoard($("star-board"), page.geometries[key], onHole);
}

async function show(state) {
  if (state.id !== page.id || isOlder(state, page.state)) return;
  await useBoard(state.board || "large");
  if (state.id !== page.id || isOlder(state, page.state)) return;
  const prev = page.state;
  if (!prev || prev.moves.length !== state.moves.length || prev.turn !== state.turn) {
    page.selected = null;
    page.hint = null;
  }
  page.state = state;
  if (prev && state.moves.length === prev.moves.length + 1 && state.last) {
    $("star-announce").textContent = `${colourName(state.last.player)}: ${state.last.notation}`;
  }
  render();
}

function onHole(n) {
  const s = page.state;
  if (!myTurn()) return;
  const chosen = page.selected !== null ? s.legal.find((m) => m.from === page.selected && m.to === n) : null;
  if (chosen) {
    send(chosen.notation);
    return;
  }
  // A click on the marble a hint picked up keeps it (and the hint) rather than putting it
  // down: anyone clicks the piece first, then the hole (issue 33 item 7).
  if (page.hint && page.hint.from === n && page.selected === n) {
    render();
    return;
  }
  page.hint = null;
  page.selected = s.legal.some((m) => m.from === n) && page.selected !== n ? n : null;
  render();
}

async function send(notation) {
  const s = page.state;
  page.selected = null;
  page.hint = null;
  showError(null);
  try {
    await show(await api("POST", `/api/star/games/${s.id}/moves`, { move: notation, seq: s.seq }, secretOf(s.turn)));
  } catch (e) {
    showError(e);
    render();
  }
}

async function hint() {
  const s = page.state;
  if (!myTurn()) return;
  try {
    const found = await api("POST", `/api/star/games/${s.id}/hint`, undefined, secretOf(s.turn));
    if (page.state !== s) return;
    const [from, to] = found.move.split("-").map(Number);
    page.selected = from;
    page.hint = { from, to, path: found.path };
    render();
  } catch (e) {
    showError(e);
  }
}

/** The player this browser resigns for: the player to move if it holds him, else its first. */
function resigner() {
  const s = page.state;
  if (!s || s.outcome !== "ongoing") return null;
  if (secretOf(s.turn)) return s.turn;
  const playing = s.players.filter((p) => p.status === "playing" && secretOf(p.player));
  return playing.length ? playing[0].player : null;
}

async function resign() {
  const letter = resigner();
  if (!letter || !confirm(st("confirm-resign", { colour: colourName(letter) }))) return;
  try {
    await show(await api("POST", `/api/star/games/${page.state.id}/resign`, { seq: page.state.seq }, secretOf(letter)));
  } catch (e) {
    showError(e);
  }
}

// ---- Drawing -------------------------------------------------------------------------------

function render() {
  const s = page.state;
  if (!s) return;
  const mine = myTurn();
  const moves = mine && page.selected !== null ? s.legal.filter((m) => m.from === page.selected) : [];
  page.board.draw(piecesOf(s.position), s.players.map((p) => p.player), {
    selected: mine ? page.selected : null,
    moves,
    movable: mine && page.selected === null ? [...new Set(s.legal.map((m) => m.from))] : [],
    last: s.last ? s.last.path : null,
    hint: page.hint ? page.hint.path : null,
  });
  const seats = Object.keys(kept(s.id).seats);
  // One player on this device sits at its own point; several (or a watcher) see the star as set.
  page.board.turn(seats.length === 1 ? seats[0] : null);
  renderStatus(s, mine);
  $("star-notice").textContent = page.hint ? st("hint-is", { move: `${page.hint.from}-${page.hint.to}` })
    : seats.length ? "" : st(page.inviteUsed ? "invite-used" : "watching");
  renderPlayers(s);
  renderMoves(s);
  renderInvites(s);
  $("star-hint").disabled = !mine;
  $("star-resign").disabled = !resigner();
  $("star-record").href = `/api/star/games/${s.id}/record`;
  $("star-record").download = `chinese-checkers-${s.id}.txt`;
}

function renderStatus(s, mine) {
  const result = $("star-result");
  if (s.outcome !== "ongoing") {
    result.hidden = false;
    result.textContent = s.winner ? st("wins", { colour: colourName(s.winner) }) : st("blocked");
    if (s.options.play_on && s.places.length) {
      result.textContent += ` · ${st("places")}: ${s.places.map(colourName).join(", ")}`;
    }
    $("star-status").textContent = "";
    return;
  }
  result.hidden = true;
  const turn = s.players.find((p) => p.player === s.turn);
  const name = colourName(s.turn);
  let text = st("to-move", { colour: name });
  if (mine) text = st("your-move", { colour: name });
  else if (turn && turn.seat === "computer") text = st("thinking", { colour: name });
  else if (turn && !turn.joined) text = st("waiting-friend", { colour: name });
  $("star-status").textContent = text;
}

function renderPlayers(s) {
  const list = $("star-players-list");
  list.textContent = "";
  for (const p of s.players) {
    const li = document.createElement("li");
    li.dataset.player = p.player;
    li.classList.toggle("turn", p.player === s.turn && s.outcome === "ongoing");
    const dot = document.createElement("span");
    dot.className = "swatch";
    dot.style.background = COLOURS[p.player];
    const seat = p.seat === "computer" ? st("computer-level", { level: p.level })
      : secretOf(p.player) ? st("this-device")
      : p.joined ? st("a-friend") : `${st("a-friend")}, ${st("not-joined")}`;
    const state = p.status === "playing" ? st("to-go", { n: p.to_go }) : st(p.status);
    const name = document.createElement("strong");
    name.textContent = colourName(p.player);
    li.append(dot, name, ` · ${seat} · ${state}`);
    list.appendChild(li);
  }
}

function renderMoves(s) {
  const list = $("star-moves");
  const shown = list.children.length;
  if (shown > s.moves.length) list.textContent = "";
  for (const m of s.moves.slice(list.children.length)) {
    const li = document.createElement("li");
    const dot = document.createElement("span");
    dot.className = "swatch";
    dot.style.background = COLOURS[m.player];
    li.append(dot, m.notation);
    list.appendChild(li);
  }
  if (list.children.length !== shown) list.scrollTop = list.scrollHeight;
}

function renderInvites(s) {
  const box = $("star-invites");
  box.textContent = "";
  const invites = kept(s.id).invites || {};
  for (const p of s.players) {
    if (!invites[p.player] || p.joined) continue;
    const link = `${location.origin}/star?game=${s.id}#invite=${invites[p.player]}`;
    const row = document.createElement("div");
    row.className = "invite";
    row.dataset.player = p.player;
    const label = document.createElement("div");
    label.textContent = st("invite", { colour: colourName(p.player) });
    const input = document.createElement("input");
    input.type = "text";
    input.readOnly = true;
    input.value = link;
    const copy = document.createElement("button");
    copy.type = "button";
    copy.textContent = tr("copy");
    copy.addEventListener("click", () => navigator.clipboard && navigator.clipboard.writeText(link));
    row.append(label, input, copy);
    box.appendChild(row);
  }
}

// ---- Start ---------------------------------------------------------------------------------

function fillText() {
  document.title = st("title");
  for (const node of document.querySelectorAll("[data-st]")) node.textContent = st(node.dataset.st);
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = tr(node.dataset.t);
  $("star-rules-body").innerHTML = rulesHtml();
  page.dialog.refreshText();
  render();
}

function wire() {
  $("star-new").addEventListener("click", () => page.dialog.open());
  $("star-hint").addEventListener("click", hint);
  $("star-resign").addEventListener("click", resign);
  const rules = $("star-rules");
  trapFocus(rules);
  $("star-rules-open").addEventListener("click", () => {
    rules.hidden = false;
    $("star-rules-close").focus();
  });
  $("star-rules-close").addEventListener("click", () => (rules.hidden = true));
  rules.addEventListener("keydown", (e) => {
    if (e.key === "Escape") rules.hidden = true;
  });
  const lang = $("star-lang");
  for (const [code, name] of LANGUAGES) lang.appendChild(new Option(name, code));
  lang.value = language();
  lang.addEventListener("change", () => {
    setLanguage(lang.value);
    fillText();
  });
  window.addEventListener("popstate", route);
}

async function route() {
  const id = new URLSearchParams(location.search).get("game");
  if (id) {
    page.dialog.close();
    await openGame(id);
  } else {
    page.dialog.open();
  }
}

async function main() {
  setLanguage(language(), false);
  await useBoard("large");
  page.dialog = new StarNewGame(page.geometries.large.seats, started);
  wire();
  fillText();
  await route();
}

main().catch(showError);
