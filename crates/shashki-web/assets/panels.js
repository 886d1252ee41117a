// The panels beside the board: result or whose move, draw-rule counters and clocks.

import { seatsOf } from "./api.js";
import { sideName, tr } from "./i18n.js";

const $ = (id) => document.getElementById(id);

/** True when this browser holds both seats (both players on this device). */
export function bothHere(seats) {
  return !!(seats.white && seats.black);
}

/**
 * The result as the reader sees it: a resignation said from the reader's side ("You
 * resigned: Black wins" rather than "Black wins: the opponent resigned").
 */
export function resultText(s, seats) {
  if (s.outcome === "aborted") return tr(s.reason === "abandoned" ? "game-aborted-abandoned" : "game-aborted");
  if (s.reason === "resignation" && s.outcome !== "draw" && !s.outcome.startsWith("draw")) {
    const loser = s.outcome === "white" ? "black" : "white";
    const wins = tr("wins", { color: s.outcome });
    if (bothHere(seats) || !(seats.white || seats.black)) return `${tr("side-resigned", { color: loser })}: ${wins}`;
    return seats[loser] ? `${tr("you-resigned")}: ${wins}` : `${tr("opponent-resigned")}: ${tr("you-win")}`;
  }
  const draw = s.outcome.startsWith("draw");
  const head = draw ? tr("draw") : tr("wins", { color: s.outcome });
  const reason = s.reason ? tr(`${draw ? "draw" : "win"}-${s.reason}`) : "";
  return reason ? `${head}: ${reason}` : head;
}

/** The result banner, or whose move it is. */
export function renderStatus(s, myTurn) {
  const banner = $("result");
  if (s.outcome !== "ongoing") {
    banner.textContent = resultText(s, seatsOf(s.id));
    banner.hidden = false;
    $("status").textContent = "";
    return;
  }
  banner.hidden = true;
  let status = tr("to-move", { color: s.turn });
  if (myTurn && !bothHere(seatsOf(s.id))) status = tr("your-move");
  if (s.players[s.turn] === "engine") status = tr("thinking");
  if (!s.joined) status = tr("waiting");
  $("status").textContent = status;
}

/**
 * The players' names, when one of them gave one: "White: Anna · Black: Player"; under them,
 * for an imported record, where and when it was played.
 */
export function renderNames(s) {
  const about = recordAbout(s.record);
  $("record-about").textContent = about;
  $("record-about").hidden = !about;
  const box = $("names");
  const names = s.names || {};
  if (!names.white && !names.black) {
    box.hidden = true;
    return;
  }
  const who = (color) => names[color] || (s.players[color] === "engine" ? tr("vs-engine") : tr("player-unnamed"));
  box.textContent = `${sideName("white")}: ${who("white")} · ${sideName("black")}: ${who("black")}`;
  box.hidden = false;
}

/** Two players as a list names them, "Anna – Boris" ("…" for one not named), "" for none. */
export function playersText(white, black) {
  return white || black ? `${white || "…"} – ${black || "…"}` : "";
}

/** An imported record's event, site and date (STATE's `record`), "" for a game played here. */
export function recordAbout(record) {
  return record ? [record.event, record.site, record.date].filter(Boolean).join(", ") : "";
}

/**
 * A draw rule's counter as words: "Kings only: 3 of 15 moves", "Repetition: 2 of 3 times"
 * (it read "kings-only 3 / 15", issue 33 item 14).
 */
export function counterText(rule, c) {
  const name = tr(`rule-${rule}`);
  const words = tr(rule === "repetition" ? "page-counter-times" : "page-counter-moves", { rule: name, count: c.count, limit: c.limit });
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}

/** The draw-rule counters in force. */
export function renderCounters(s) {
  const box = $("counters");
  box.textContent = "";
  const entries = Object.entries(s.counters || {});
  if (!entries.length) {
    box.textContent = tr("no-counters");
    return;
  }
  for (const [rule, c] of entries) {
    const div = document.createElement("div");
    div.className = "counter";
    div.dataset.rule = rule;
    div.textContent = counterText(rule, c);
    box.appendChild(div);
  }
}

function fmt(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const sec = String(total % 60).padStart(2, "0");
  return `${m}:${sec}`;
}

/**
 * A correspondence clock's time as words: days and hours, hours and minutes under a day,
 * minutes under an hour ("2 days 3 hours"), counted up to the minute.
 */
export function spanText(ms) {
  const total = Math.max(0, Math.ceil(ms / 60000));
  const [days, hours, minutes] = [Math.floor(total / 1440), Math.floor((total % 1440) / 60), total % 60];
  const parts = days
    ? [tr("span-days", { days }), hours && tr("span-hours", { hours })]
    : hours
      ? [tr("span-hours", { hours }), minutes && tr("span-minutes", { minutes })]
      : [tr("span-minutes", { minutes })];
  return parts.filter(Boolean).join(" ");
}

/**
 * Both clocks, the running one counted down from the time `received` of the state; a
 * correspondence clock in days and hours left ("White: 2 days 3 hours left").
 */
export function renderClock(s, received) {
  const box = $("clock");
  if (!s || !s.clock) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const since = performance.now() - received;
  for (const color of ["white", "black"]) {
    let ms = s.clock[`${color}_ms`];
    const running = s.clock.running === color && s.outcome === "ongoing";
    if (running) ms -= since;
    const node = $(`clock-${color}`);
    node.textContent = s.clock.days
      ? `${sideName(color)}: ${tr("clock-left", { time: spanText(ms) })}`
      : `${sideName(color)} ${fmt(ms)}`;
    node.classList.toggle("running", running);
  }
}
