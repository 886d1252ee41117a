// The board page: the new-game dialog, one game at a time over the JSON API and websocket.

import { Board } from "./board.js";
import { LANGUAGES, language, setLanguage, sideName, t } from "./i18n.js";

const $ = (id) => document.getElementById(id);

const page = {
  variants: new Map(),
  board: null,
  boardVariant: null,
  id: null,
  state: null,
  received: 0,
  socket: null,
  selected: null,
  clicks: [],
  notice: "",
  flipped: null,
};

function seatsOf(id) {
  try {
    return JSON.parse(localStorage.getItem(`shashki.seats.${id}`)) || {};
  } catch {
    return {};
  }
}

function saveSeats(id, seats) {
  localStorage.setItem(`shashki.seats.${id}`, JSON.stringify(seats));
}

async function api(method, path, body, seat) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (seat) headers.Authorization = `Bearer ${seat}`;
  const resp = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await resp.json().catch(() => null);
  if (!resp.ok) {
    const message = data && data.error ? data.error.message : resp.statusText;
    throw new Error(message);
  }
  return data;
}

function showError(e) {
  $("error").textContent = e ? `${t("error")}: ${e.message || e}` : "";
}

// ---- Text of the page -------------------------------------------------------------------

function fillStaticText() {
  document.title = t("title");
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  const select = $("variant");
  const chosen = select.value;
  select.textContent = "";
  for (const key of page.variants.keys()) {
    const opt = document.createElement("option");
    opt.value = key;
    opt.textContent = t("variants")[key] || key;
    select.appendChild(opt);
  }
  select.value = chosen || "russian";
}

// ---- New game -----------------------------------------------------------------------------

function openDialog() {
  $("dialog").hidden = false;
  $("variant").focus();
}

async function startGame(event) {
  event.preventDefault();
  showError(null);
  const mode = $("opponent").value;
  const minutes = Number($("clock-minutes").value);
  const body = {
    variant: $("variant").value,
    opponent: mode === "engine" ? "engine" : "human",
    color: $("color").value,
    level: Number($("level").value),
  };
  const fen = $("fen").value.trim();
  if (fen) body.fen = fen;
  if (minutes > 0) body.clock = { initial: Math.round(minutes * 60), increment: Number($("clock-increment").value) || 0 };
  try {
    const created = await api("POST", "/api/games", body);
    const seats = { [created.color]: created.seat };
    if (mode === "local") {
      const joined = await api("POST", `/api/games/${created.id}/join`, { invite: created.invite });
      seats[joined.color] = joined.seat;
    } else if (mode === "friend") {
      seats.invite = created.invite;
    }
    saveSeats(created.id, seats);
    $("dialog").hidden = true;
    history.pushState(null, "", `/?game=${created.id}`);
    page.flipped = null;
    await openGame(created.id);
  } catch (e) {
    showError(e);
  }
}

// ---- One game -----------------------------------------------------------------------------

/** The seat secret of `color`, if this browser holds it. */
function seatFor(color) {
  return seatsOf(page.id)[color] || null;
}

/** True when this browser holds both seats (both players on this device). */
function bothHere(seats) {
  return !!(seats.white && seats.black);
}

async function openGame(id) {
  page.id = id;
  page.selected = null;
  page.clicks = [];
  const hash = new URLSearchParams(location.hash.slice(1));
  const invite = hash.get("invite");
  try {
    if (invite) {
      const seats = seatsOf(id);
      if (!seats.white && !seats.black) {
        const joined = await api("POST", `/api/games/${id}/join`, { invite });
        saveSeats(id, { [joined.color]: joined.seat });
      }
      history.replaceState(null, "", `/?game=${id}`);
    }
    const state = await api("GET", `/api/games/${id}`);
    await show(state);
    listen(id);
  } catch (e) {
    showError(e);
  }
}

function listen(id) {
  if (page.socket) page.socket.close();
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${proto}://${location.host}/api/games/${id}/ws`);
  page.socket = socket;
  socket.onmessage = (msg) => {
    if (page.id === id) show(JSON.parse(msg.data));
  };
  socket.onclose = () => {
    if (page.socket === socket && page.id === id) setTimeout(() => page.id === id && listen(id), 1500);
  };
}

async function show(state) {
  if (!page.variants.size) await loadVariants();
  const variant = page.variants.get(state.variant);
  if (!page.board || page.boardVariant !== state.variant) {
    page.board = new Board($("board"), variant, onSquare);
    page.boardVariant = state.variant;
  }
  if (page.state && page.state.moves.length !== state.moves.length) {
    page.selected = null;
    page.clicks = [];
    page.notice = "";
  }
  page.state = state;
  page.received = performance.now();
  if (page.flipped === null) {
    const seats = seatsOf(state.id);
    page.flipped = !!seats.black && !seats.white;
  }
  page.board.flipped = page.flipped;
  render();
}

function myTurn() {
  const s = page.state;
  return s && s.outcome === "ongoing" && !!seatFor(s.turn);
}

function candidates() {
  const s = page.state;
  if (!s || page.selected === null) return [];
  return s.legal.filter((m) => m.from === page.selected && isSubsequence(page.clicks, m.path.slice(1)));
}

function isSubsequence(clicks, path) {
  let i = 0;
  for (const sq of path) if (i < clicks.length && sq === clicks[i]) i++;
  return i === clicks.length;
}

function onSquare(number) {
  const s = page.state;
  if (!myTurn()) return;
  const froms = new Set(s.legal.map((m) => m.from));
  if (page.selected === null || (froms.has(number) && page.clicks.length === 0 && number !== page.selected)) {
    page.selected = froms.has(number) ? number : null;
    page.clicks = [];
    page.notice = "";
    render();
    return;
  }
  if (number === page.selected && page.clicks.length === 0) {
    page.selected = null;
    render();
    return;
  }
  const before = page.clicks;
  page.clicks = [...before, number];
  const left = candidates();
  if (left.length === 0) {
    page.clicks = [];
    page.selected = froms.has(number) ? number : null;
    page.notice = "";
  } else if (left.length === 1) {
    send(left[0]);
    return;
  } else {
    const ending = left.filter((m) => m.to === number);
    if (ending.length === 1) {
      send(ending[0]);
      return;
    }
    if (ending.length > 1) {
      page.clicks = [];
      page.notice = t("severalWays");
    }
  }
  render();
}

async function send(move) {
  const s = page.state;
  const seat = seatFor(s.turn);
  page.selected = null;
  page.clicks = [];
  page.notice = "";
  const text = move.path.length > 2 && ambiguous(move) ? move.path.join("x") : move.notation;
  try {
    const state = await api("POST", `/api/games/${s.id}/moves`, { move: text }, seat);
    show(state);
  } catch (e) {
    showError(e);
    render();
  }
}

function ambiguous(move) {
  return page.state.legal.filter((m) => m.from === move.from && m.to === move.to).length > 1;
}

async function action(kind) {
  const s = page.state;
  if (!s) return;
  if (kind === "resign" && !confirm(t("confirmResign"))) return;
  const seats = seatsOf(s.id);
  const seat = seatFor(s.turn) || seats.white || seats.black;
  try {
    show(await api("POST", `/api/games/${s.id}/${kind}`, undefined, seat));
  } catch (e) {
    showError(e);
  }
}

// ---- Drawing -------------------------------------------------------------------------------

function render() {
  const s = page.state;
  if (!s) return;
  const mine = myTurn();
  const capture = s.legal.length > 0 && s.legal[0].captured.length > 0;
  const forced = capture ? [...new Set(s.legal.map((m) => m.from))] : [];
  const left = candidates();
  let dots = [];
  if (page.selected !== null) {
    const next = new Set();
    for (const m of left) {
      const rest = m.path.slice(1);
      const at = page.clicks.length ? rest.indexOf(page.clicks[page.clicks.length - 1]) + 1 : 0;
      if (page.notice) next.add(rest[at]);
      next.add(m.to);
      if (page.clicks.length && at < rest.length) next.add(rest[at]);
    }
    dots = [...next].filter((d) => d !== undefined);
  }
  page.board.draw(s.fen, {
    selected: page.selected,
    dots,
    forced: mine ? forced : [],
    movable: mine ? [...new Set(s.legal.map((m) => m.from))] : [],
    last: s.last ? s.last.path : [],
  });
  $("forced").textContent = mine && capture ? t("mustCapture") : "";
  $("notice").textContent = page.notice;
  renderStatus();
  renderMoves();
  renderCounters();
  renderClock();
  renderButtons();
}

function renderStatus() {
  const s = page.state;
  const banner = $("result");
  if (s.outcome !== "ongoing") {
    const head = s.outcome.startsWith("draw") ? t("draw") : t("wins")(sideName(s.outcome));
    const reason = t("reasons")[s.reason] || s.reason || "";
    banner.textContent = reason ? `${head}: ${reason}` : head;
    banner.hidden = false;
    $("status").textContent = "";
    return;
  }
  banner.hidden = true;
  let status = t("toMove")(sideName(s.turn));
  if (myTurn() && !bothHere(seatsOf(s.id))) status = t("yourMove");
  if (s.players[s.turn] === "engine") status = t("thinking");
  if (!s.joined) status = t("waiting");
  $("status").textContent = status;
}

function renderMoves() {
  const s = page.state;
  const list = $("moves");
  list.textContent = "";
  const variant = page.variants.get(s.variant);
  const startSide = s.start_fen ? (s.start_fen[0] === "B" ? "black" : "white") : variant.first;
  const offset = startSide === variant.first ? 0 : 1;
  let row = null;
  s.moves.forEach((text, i) => {
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
    const span = document.createElement("span");
    span.className = "ply";
    span.textContent = text;
    row.appendChild(span);
  });
  list.scrollTop = list.scrollHeight;
}

function renderCounters() {
  const s = page.state;
  const box = $("counters");
  box.textContent = "";
  const entries = Object.entries(s.counters || {});
  if (!entries.length) {
    box.textContent = t("noCounters");
    return;
  }
  for (const [rule, c] of entries) {
    const div = document.createElement("div");
    div.className = "counter";
    div.dataset.rule = rule;
    div.textContent = `${t("rules")[rule] || rule} ${c.count} / ${c.limit}`;
    box.appendChild(div);
  }
}

function fmt(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const sec = String(total % 60).padStart(2, "0");
  return `${m}:${sec}`;
}

function renderClock() {
  const s = page.state;
  const box = $("clock");
  if (!s || !s.clock) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const since = performance.now() - page.received;
  for (const color of ["white", "black"]) {
    let ms = s.clock[`${color}_ms`];
    if (s.clock.running === color && s.outcome === "ongoing") ms -= since;
    const node = $(`clock-${color}`);
    node.textContent = `${sideName(color)} ${fmt(ms)}`;
    node.classList.toggle("running", s.clock.running === color && s.outcome === "ongoing");
  }
}

function renderButtons() {
  const s = page.state;
  const seats = seatsOf(s.id);
  const playing = s.outcome === "ongoing" && !!(seats.white || seats.black);
  $("resign").disabled = !playing;
  $("draw").disabled = !playing || s.players.white === "engine" || s.players.black === "engine";
  const mySide = bothHere(seats) ? s.turn : seats.white ? "white" : "black";
  $("draw").textContent = s.draw_offer && s.draw_offer !== mySide ? t("acceptDraw")
    : s.draw_offer ? t("drawOffered") : t("offerDraw");
  $("pdn").href = `/api/games/${s.id}/pdn`;
  $("pdn").download = `shashki-${s.id}.pdn`;
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

async function main() {
  setLanguage(language());
  const langSelect = $("lang");
  for (const [code, name] of LANGUAGES) {
    const opt = document.createElement("option");
    opt.value = code;
    opt.textContent = name;
    langSelect.appendChild(opt);
  }
  langSelect.value = language();
  langSelect.addEventListener("change", () => {
    setLanguage(langSelect.value);
    fillStaticText();
    render();
  });
  await loadVariants();
  fillStaticText();
  $("new-form").addEventListener("submit", startGame);
  $("cancel").addEventListener("click", () => ($("dialog").hidden = true));
  $("new").addEventListener("click", openDialog);
  $("flip").addEventListener("click", () => {
    page.flipped = !page.flipped;
    if (page.board) page.board.flipped = page.flipped;
    render();
  });
  $("resign").addEventListener("click", () => action("resign"));
  $("draw").addEventListener("click", () => action("draw"));
  $("copy").addEventListener("click", () => navigator.clipboard && navigator.clipboard.writeText($("invite-link").value));
  setInterval(() => page.state && page.state.clock && renderClock(), 250);
  window.addEventListener("popstate", route);
  await route();
}

async function route() {
  const id = new URLSearchParams(location.search).get("game");
  if (id) {
    $("dialog").hidden = true;
    await openGame(id);
  } else {
    openDialog();
  }
}

main().catch(showError);
