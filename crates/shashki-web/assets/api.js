// The JSON API of INTERFACES.md §8 and the seat secrets this browser holds.

import { language } from "./i18n.js";

/** A failed call: the server's error `code` (INTERFACES.md §8), or `offline` when no
 * answer came, and the server's message. */
export class ApiError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** How often a call refused with 429 (too many requests) is sent again before the page says so. */
const RATE_LIMIT_TRIES = 5;
/** The wait when a 429 names none (`Retry-After`, seconds). */
const RETRY_AFTER_DEFAULT_S = 2;

let answered = () => {};

/** Sets `fn` to run whenever the server answers a call (whatever it says): the page then knows
 * the server is reachable again. */
export function onAnswer(fn) {
  answered = fn;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait a 429 asks for, in ms (its `Retry-After` in seconds, else 2 s). */
function retryAfter(resp) {
  const seconds = Number(resp.headers.get("Retry-After"));
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : RETRY_AFTER_DEFAULT_S) * 1000;
}

/** Calls the API in the page's language; a reply that is not 2xx throws an ApiError. A call the
 * rate limit refused (429, nothing done) is sent again after the wait the server names. */
export async function api(method, path, body, seat) {
  const headers = { "Accept-Language": language() };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (seat) headers.Authorization = `Bearer ${seat}`;
  let resp;
  for (let tries = 1; ; tries++) {
    try {
      resp = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError("offline", "");
    }
    answered();
    if (resp.status !== 429 || tries === RATE_LIMIT_TRIES) break;
    await sleep(retryAfter(resp));
  }
  const data = await resp.json().catch(() => null);
  if (!resp.ok) {
    const error = data && data.error ? data.error : { code: String(resp.status), message: resp.statusText };
    throw new ApiError(error.code, error.message);
  }
  return data;
}

/**
 * `fn` made inert while a call of it runs: a second click (or tap) before the first call's
 * answer does nothing, so a double click acts once (issue 31). The wrapper returns undefined
 * for a call it ignored.
 */
export function once(fn) {
  let running = false;
  return async (...args) => {
    if (running) return undefined;
    running = true;
    try {
      return await fn(...args);
    } finally {
      running = false;
    }
  };
}

/** The key this browser joins game `id` with: 32 hex digits drawn once and kept, so that a
 * join sent again (its answer lost with the connection) gets the same seat back. */
export function joinKey(id) {
  const name = `shashki.joinkey.${id}`;
  let key = localStorage.getItem(name);
  if (!key) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    key = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    localStorage.setItem(name, key);
  }
  return key;
}

/**
 * Creates a game (the body of `POST /api/games`) for `mode`: `engine`, `friend` (the invite
 * kept to show) or `local` (both seats taken here); keeps its seats. Returns the reply and the
 * seats.
 */
export async function createGame(body, mode) {
  const created = await api("POST", "/api/games", body);
  const seats = { [created.color]: created.seat };
  if (mode === "local") {
    const joined = await api("POST", `/api/games/${created.id}/join`, { invite: created.invite, key: joinKey(created.id) });
    seats[joined.color] = joined.seat;
  } else if (mode === "friend") {
    seats.invite = created.invite;
  }
  saveSeats(created.id, seats);
  return { created, seats };
}

/**
 * A PDN record made a game both of whose seats this browser holds (`POST /api/pdn/games`: its
 * moves, names and result stored in one request); a record to study.
 * `game` is the number of the game in the text (the first when left out). Returns its id.
 */
export async function importRecord(pdn, game) {
  // The same record opened again is the game made the first time, with its analysis (found
  // cold: each import made another entry in "My games").
  const known = `shashki.record.${fingerprint(`${game || 1}#${pdn}`)}`;
  const before = localStorage.getItem(known);
  if (before && seatsOf(before).white && replayed(before)) return before;
  const made = await api("POST", "/api/pdn/games", { pdn, game });
  saveSeats(made.id, made.seats);
  localStorage.setItem(`shashki.replayed.${made.id}`, "1");
  localStorage.setItem(known, made.id);
  return made.id;
}

/** A short fingerprint of `text`: two FNV-1a hashes of its UTF-16 units, with different primes. */
function fingerprint(text) {
  let a = 0x811c9dc5;
  let b = 0x811c9dc5 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193) >>> 0;
    b = Math.imul(b ^ unit, 0x5bd1e995) >>> 0;
  }
  return a.toString(36) + b.toString(36);
}

/** Whether game `id` was made here by `importRecord` (a record to study, not a game at the board). */
export function replayed(id) {
  return localStorage.getItem(`shashki.replayed.${id}`) === "1";
}

/** The name this browser's player gave (kept for the next games), or undefined. */
export function playerName() {
  return localStorage.getItem("shashki.name") || undefined;
}

/** Keeps the player's name for the next games (forgets it when empty). */
export function setPlayerName(name) {
  if (name) localStorage.setItem("shashki.name", name);
  else localStorage.removeItem("shashki.name");
}

/** The seats (and invite) of game `id` kept in this browser. */
export function seatsOf(id) {
  try {
    return JSON.parse(localStorage.getItem(`shashki.seats.${id}`)) || {};
  } catch {
    return {};
  }
}

/**
 * `{seats: [white, black]}` when this browser holds both seats of game `id` (two people play
 * at this device: the server then analyses the game during play), else `{}`; spread into a
 * request's body.
 */
export function bothSeats(id) {
  const seats = seatsOf(id);
  return seats.white && seats.black ? { seats: [seats.white, seats.black] } : {};
}

/** Keeps the seats of game `id`, and when this browser first took one (for "My games"). */
export function saveSeats(id, seats) {
  localStorage.setItem(`shashki.seats.${id}`, JSON.stringify(seats));
  if (!localStorage.getItem(`shashki.since.${id}`)) localStorage.setItem(`shashki.since.${id}`, String(Date.now()));
}

/** The games this browser holds a seat in, newest first: `{ id, since }` (since may be 0 for
 * games kept before the time was). */
export function heldGames() {
  const games = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key || !key.startsWith("shashki.seats.")) continue;
    const id = key.slice("shashki.seats.".length);
    const seats = seatsOf(id);
    if (!seats.white && !seats.black) continue;
    games.push({ id, since: Number(localStorage.getItem(`shashki.since.${id}`)) || 0 });
  }
  return games.sort((a, b) => b.since - a.since);
}

/** Forgets game `id`: its seats and time leave this browser (the game stays on the server). */
export function forgetGame(id) {
  localStorage.removeItem(`shashki.seats.${id}`);
  localStorage.removeItem(`shashki.since.${id}`);
  localStorage.removeItem(`shashki.replayed.${id}`);
}
