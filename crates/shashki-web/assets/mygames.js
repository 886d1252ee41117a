// "My games" (issue 16): the games this browser holds a seat in (no account: the seats kept in
// localStorage), newest first, each with its state from the server, to reopen, replay or
// download as PDN; a game the server no longer has can be taken off the list. A game going on
// says whose move it is, and a correspondence game the time left, so that a player coming back
// sees where to move (those lines are marked `my-turn`).

import { api, forgetGame, heldGames, replayed, seatsOf } from "./api.js";
import { language, tr, variantName } from "./i18n.js";
import { Modal } from "./modal.js";
import { playersText, recordAbout, spanText } from "./panels.js";

/** Games asked of the server at most, the newest. */
const SHOWN = 50;

/** True when the player of `seats` is to move in the game of `state` going on. */
function myTurn(state, seats) {
  return state.outcome === "ongoing" && !!seats[state.turn] && state.players[state.turn] !== "engine";
}

/**
 * Whose move it is in a game going on, and with a correspondence clock the time left to it
 * (the state was just read, so its figures are now's): "your move, 2 days 3 hours left".
 */
function turnText(state, seats) {
  const both = seats.white && seats.black;
  let turn = both
    ? tr("my-games-to-move", { color: state.turn })
    : tr(seats[state.turn] ? "my-games-your-move" : "my-games-their-move");
  if (state.clock && state.clock.days) {
    turn += `, ${tr("clock-left", { time: spanText(state.clock[`${state.turn}_ms`]) })}`;
  }
  return turn;
}

/**
 * Who played: a record imported to study, its players and where and when (found cold: neither
 * was said); else the other side of this browser's.
 */
function whoPlayed(id, state, seats) {
  if (replayed(id)) {
    const names = state.names || {};
    return [tr("my-games-record"), playersText(names.white, names.black), recordAbout(state.record)].filter(Boolean).join(" · ");
  }
  if (seats.white && seats.black) return tr("my-games-local");
  const theirs = seats.white ? "black" : "white";
  return state.players[theirs] === "engine" ? tr("my-games-vs-engine", { level: state.level || 0 }) : tr("my-games-vs-friend");
}

/** The words of one game's line: variant, who played, how it stands, whether it is analysed. */
function describe(id, state, seats, analysed) {
  const both = seats.white && seats.black;
  const mine = seats.white ? "white" : "black";
  const opponent = whoPlayed(id, state, seats);
  let standing;
  if (state.outcome === "ongoing") standing = `${tr("my-games-ongoing")}, ${turnText(state, seats)}`;
  else if (state.outcome === "aborted") standing = tr("my-games-aborted");
  else if (state.outcome.startsWith("draw")) standing = tr("my-games-draw");
  else if (both) standing = tr("wins", { color: state.outcome });
  else standing = tr(state.outcome === mine ? "my-games-won" : "my-games-lost");
  const side = both ? "" : `${tr("my-games-side", { color: mine })}, `;
  const moves = tr("my-games-moves", { moves: Math.ceil(state.moves.length / 2) });
  const review = analysed ? ` · ${tr("my-games-analysed")}` : "";
  return `${variantName(state.variant)}: ${side}${opponent} · ${standing} · ${moves}${review}`;
}

/** One line of the list for game `id` (its state, or null when the server has it no more;
 * `analysed` when its analysis is stored). */
function line(id, since, state, analysed, refresh) {
  const li = document.createElement("li");
  li.dataset.game = id;
  const text = document.createElement("span");
  text.className = "what";
  // The day it came here, first; not for a record, whose own date its line gives (found cold:
  // the day of the import read as the day it was played).
  const when = since && !replayed(id) ? `${new Date(since).toLocaleDateString(language())} · ` : "";
  text.textContent = when + (state ? describe(id, state, seatsOf(id), analysed) : tr("my-games-gone"));
  li.append(text);
  if (state && myTurn(state, seatsOf(id))) li.classList.add("my-turn");
  if (state) {
    const open = document.createElement("a");
    open.className = "button";
    open.href = `/?game=${encodeURIComponent(id)}`;
    open.textContent = tr("my-games-open");
    const pdn = document.createElement("a");
    pdn.className = "button";
    pdn.href = `/api/games/${encodeURIComponent(id)}/pdn?lang=${language()}`;
    pdn.download = `shashki-${id}.pdn`;
    pdn.textContent = tr("pdn");
    li.append(open, pdn);
  }
  const forget = document.createElement("button");
  forget.type = "button";
  forget.className = "forget";
  forget.textContent = tr("my-games-forget");
  forget.addEventListener("click", () => {
    forgetGame(id);
    refresh();
  });
  li.append(forget);
  return li;
}

/** The "My games" modal. */
export class MyGames extends Modal {
  open() {
    this.show();
  }

  /** Draws the open modal again: asks the server for each game's state. */
  async refresh() {
    if (!this.isOpen()) return;
    // Only the last drawing asked for is shown: an earlier one whose answers come later (the
    // language switched twice) would replace the list under the player's click.
    const turn = (this.turn = (this.turn || 0) + 1);
    const sheet = document.createElement("section");
    sheet.className = "sheet my-games";
    sheet.setAttribute("role", "dialog");
    sheet.setAttribute("aria-modal", "true");
    sheet.setAttribute("aria-labelledby", "my-games-title");
    const title = document.createElement("h2");
    title.id = "my-games-title";
    title.textContent = tr("my-games");
    const close = document.createElement("button");
    close.type = "button";
    close.id = "my-games-close";
    close.textContent = tr("close");
    close.addEventListener("click", () => this.close());
    const list = document.createElement("ul");
    list.id = "my-games-list";
    const games = heldGames().slice(0, SHOWN);
    const states = await Promise.all(games.map(({ id }) => api("GET", `/api/games/${encodeURIComponent(id)}`).catch((e) => {
      if (e.code === "not-found") return null;
      throw e;
    }))).catch(() => undefined);
    // Which games are analysed (found cold: the list did not say), asked without the analyses.
    const analysed = await Promise.all(games.map(({ id }, i) => {
      const s = states && states[i];
      if (!s || s.outcome === "aborted") return false;
      return api("GET", `/api/games/${encodeURIComponent(id)}/review?brief=true`).then((r) => r.status === "done", () => false);
    }));
    if (turn !== this.turn) return;
    if (states === undefined) {
      list.append(Object.assign(document.createElement("li"), { textContent: tr("error-offline") }));
    } else if (!games.length) {
      list.append(Object.assign(document.createElement("li"), { textContent: tr("my-games-none") }));
    } else {
      games.forEach(({ id, since }, i) => list.append(line(id, since, states[i], analysed[i], () => this.refresh())));
    }
    this.box.replaceChildren(sheet);
    sheet.append(title, list, close);
    close.focus();
  }
}
