// The lobby (issue 16): the games their makers opened to anyone, waiting for an opponent, each
// joined with one click (the page opens `/?game=ID#lobby`, which joins without an invite: the
// server keeps invites hashed and lists none, issue 31), and the
// lobby's games being played now, to watch. The server lists them (GET /api/lobby). A game
// this browser holds a seat in is marked as its own and opened instead of joined.

import { api, heldGames } from "./api.js";
import { errorText, tr, variantName } from "./i18n.js";
import { Modal } from "./modal.js";

function node(tag, props = {}) {
  return Object.assign(document.createElement(tag), props);
}

/** A game's variant, clock and the names given, as one line. */
function describe(game) {
  const clock = !game.clock
    ? tr("no-clock")
    : game.clock.days
      ? tr("clock-days", { days: game.clock.days })
      : tr("lobby-clock", { minutes: game.clock.initial / 60, increment: game.clock.increment });
  const names = [game.names.white, game.names.black].filter(Boolean);
  return [variantName(game.variant), clock, ...names].join(" · ");
}

/** One list of the lobby: a heading, then a line a game with its link, or `empty`. */
function section(id, heading, games, empty, link) {
  const box = node("section", { id });
  box.append(node("h3", { textContent: tr(heading) }));
  const list = node("ul");
  if (!games.length) list.append(node("li", { className: "hint", textContent: tr(empty) }));
  for (const game of games) {
    const li = node("li");
    li.dataset.game = game.id;
    const own = link.mine.has(game.id);
    li.append(node("span", { className: "what", textContent: link.text(game) }));
    const href = own ? `/?game=${encodeURIComponent(game.id)}` : link.href(game);
    li.append(node("a", { className: "button", href, textContent: tr(own ? "lobby-yours" : link.label) }));
    list.append(li);
  }
  box.append(list);
  return box;
}

/** The "Lobby" modal. */
export class Lobby extends Modal {
  open() {
    this.show();
  }

  /** Draws the open modal again with the server's lists. */
  async refresh() {
    if (!this.isOpen()) return;
    const sheet = node("section", { className: "sheet lobby" });
    sheet.setAttribute("role", "dialog");
    sheet.setAttribute("aria-modal", "true");
    sheet.setAttribute("aria-labelledby", "lobby-title");
    const title = node("h2", { id: "lobby-title", textContent: tr("lobby") });
    const buttons = node("div", { className: "buttons" });
    const again = node("button", { id: "lobby-refresh", type: "button", textContent: tr("lobby-refresh") });
    again.addEventListener("click", () => this.refresh());
    const close = node("button", { id: "lobby-close", type: "button", textContent: tr("close") });
    close.addEventListener("click", () => this.close());
    buttons.append(again, close);
    let lists;
    try {
      const { waiting, playing } = await api("GET", "/api/lobby");
      const mine = new Set(heldGames().map((g) => g.id));
      lists = [
        section("lobby-waiting", "lobby-waiting", waiting, "lobby-none-waiting", {
          // The free seat is the joiner's: the maker of a game listed plays the other colour.
          text: (g) => mine.has(g.id)
            ? `${describe(g)} · ${tr("lobby-yours-waiting", { color: g.free === "white" ? "black" : "white" })}`
            : `${describe(g)} · ${tr("lobby-you-play", { color: g.free })}`,
          href: (g) => `/?game=${encodeURIComponent(g.id)}#lobby`,
          label: "lobby-join",
          mine,
        }),
        section("lobby-playing", "lobby-playing", playing, "lobby-none-playing", {
          text: describe,
          href: (g) => `/?game=${encodeURIComponent(g.id)}`,
          label: "lobby-watch",
          mine,
        }),
      ];
    } catch (e) {
      lists = [node("p", { className: "error", textContent: errorText(e) })];
    }
    if (!this.isOpen()) return;
    sheet.append(title, ...lists, buttons);
    this.box.replaceChildren(sheet);
    close.focus();
  }
}
