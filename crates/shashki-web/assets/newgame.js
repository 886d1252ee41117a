// The new-game dialog: variant, opponent, colour, level, clock (minutes, or correspondence's
// days a move), a start position (FEN field and set-up editor) or a PDN game to go on from.

import { api, createGame, importRecord, once, playerName, setPlayerName } from "./api.js";
import { Editor } from "./editor.js";
import { errorText, tr, variantName } from "./i18n.js";
import { ignoreOpeningDoubleClick, trapFocus } from "./modal.js";
import { playersText } from "./panels.js";
import { saveChoice, savedChoice } from "./prefs.js";

const $ = (id) => document.getElementById(id);

/** The days a move a correspondence clock offers (the server takes 1 to 14). */
const DAYS = [1, 2, 3, 5, 7, 10, 14];
/** The computer's levels are 1 to 10 (the API refuses others). */
const LEVELS = 10;
/** The level and colour of the last game started, offered again (found cold: forgotten). */
const LEVEL = "shashki.level";
const COLOR = "shashki.color";
/** The fewest games in a text for the list to get a search box. */
const FILTER_FROM = 10;

/** Says the name of the PDN file chosen, or that none is: a name is kept as it is when the
 * page's language changes, the words for none are translated. */
function fileChosen(name) {
  const said = $("pdn-file-name");
  if (name) {
    delete said.dataset.t;
    said.textContent = name;
  } else {
    said.dataset.t = "pdn-file-none";
    said.textContent = tr("pdn-file-none");
  }
}

export class NewGame {
  /**
   * `variants`: Map key → variant; `onStarted(id)` opens the game created; `study` is the
   * analysis board, opened over the dialog on the position set up or the PDN game pasted.
   */
  constructor(variants, onStarted, study) {
    this.variants = variants;
    this.onStarted = onStarted;
    this.editor = new Editor($("editor"), $("fen"));
    $("color").value = savedChoice(COLOR, "white");
    if (!$("color").value) $("color").value = "white";
    $("variant").addEventListener("change", () => {
      $("fen").value = "";
      this.editor.setVariant(this.variant());
    });
    // The games of the text, listed once it holds several, to choose one (found cold: a
    // whole file opened its first game, and nothing else could be had from it).
    this.games = [];
    this.listing = Promise.resolve();
    this.listedText = "";
    $("pdn-file").addEventListener("change", async () => {
      const file = $("pdn-file").files[0];
      if (!file) return;
      $("pdn-text").value = decoded(await file.arrayBuffer());
      // The same file chosen again (edited since) is read again (found cold: the old list stayed),
      // and the name chosen is said by the page, not the emptied input («No file chosen»).
      $("pdn-file").value = "";
      fileChosen(file.name);
      this.listGames();
    });
    $("pdn-game").addEventListener("change", () => this.sayProblem());
    $("pdn-game-filter").addEventListener("input", () => {
      this.showGames();
      this.sayProblem();
    });
    let typing;
    $("pdn-text").addEventListener("input", () => {
      // The text emptied, no file's name stays beside it (found cold).
      if (!$("pdn-text").value.trim()) fileChosen(null);
      clearTimeout(typing);
      typing = setTimeout(() => this.listGames(), 400);
    });
    // One game a click: a second submit (a double click on "play the computer") while the
    // first runs does nothing.
    const submit = once((e) => this.submit(e));
    $("new-form").addEventListener("submit", (e) => {
      e.preventDefault();
      submit(e);
    });
    $("setup-analyse").addEventListener("click", () => study.openPosition($("variant").value, $("fen").value.trim()));
    $("pdn-analyse").addEventListener("click", () => {
      $("dialog-error").textContent = "";
      study.openPdn($("pdn-text").value, this.chosenGame()).catch((e) => ($("dialog-error").textContent = errorText(e)));
    });
    // The two big choices: everything else as set (the computer at the level chosen, White or
    // the colour chosen under More; a friend by link).
    for (const [id, opponent] of [["play-engine", "engine"], ["play-friend", "friend"]]) {
      $(id).addEventListener("click", () => {
        $("opponent").value = opponent;
        $("new-form").requestSubmit();
      });
    }
    $("cancel").addEventListener("click", () => this.close());
    trapFocus($("dialog"));
    this.opened = ignoreOpeningDoubleClick($("dialog"));
    $("dialog").addEventListener("keydown", (e) => {
      if (e.key === "Escape") this.close();
    });
  }

  variant() {
    return this.variants.get($("variant").value);
  }

  /** The variant list and the editor's labels in the current language. */
  refreshText() {
    const select = $("variant");
    const chosen = select.value;
    select.textContent = "";
    for (const key of this.variants.keys()) select.appendChild(new Option(variantName(key), key));
    select.value = chosen || "russian";
    const level = $("level");
    const picked = level.value || savedChoice(LEVEL, "3");
    level.textContent = "";
    for (let n = 1; n <= LEVELS; n++) level.appendChild(new Option(`${n} · ${tr("level-name", { level: n })}`, String(n)));
    level.value = picked;
    if (!level.value) level.value = "3";
    const days = $("clock-days");
    const kept = days.value || "0";
    days.textContent = "";
    days.appendChild(new Option(tr("clock-days-none"), "0"));
    for (const n of DAYS) days.appendChild(new Option(tr("clock-days", { days: n }), String(n)));
    days.value = kept;
    this.editor.refreshText();
    this.showGames();
  }

  /** Asks the server which games the PDN text holds, and lists them when there are several. */
  listGames() {
    this.listedText = $("pdn-text").value.trim();
    this.listing = this.askGames(this.listedText);
    return this.listing;
  }

  async askGames(pdn) {
    let games = [];
    let error = "";
    if (pdn) {
      try {
        games = (await api("POST", "/api/pdn/list", { pdn })).games;
      } catch (e) {
        // A text too long is said at once (found cold: only once "start" was pressed); what is
        // wrong in a game is said when it is opened.
        if (e.code === "too-large") error = errorText(e);
      }
    }
    // A reply to a text since changed is dropped.
    if (pdn !== this.listedText) return;
    this.games = games;
    $("pdn-game-filter").value = "";
    this.listError = error;
    this.showGames();
    this.sayProblem();
  }

  /**
   * Says what keeps the chosen game of the text from replaying as soon as it is chosen, under
   * the list (found cold: a broken game of a file was only found out by opening it, and then
   * said at the dialog's foot, out of sight); the list's own error at the foot.
   */
  sayProblem() {
    const number = this.chosenGame() || 1;
    const problem = this.games.find((g) => g.number === number)?.problem;
    $("pdn-game-problem").textContent = problem ? `${tr("error")}: ${problem}` : "";
    $("pdn-game-problem").hidden = !problem;
    $("dialog-error").textContent = this.listError || "";
  }

  /** Whether the game chosen of the PDN text is over by its record (a result it gives). */
  async recordFinished() {
    // Pasted a moment ago: listed now.
    if ($("pdn-text").value.trim() !== this.listedText) await this.listGames();
    else await this.listing;
    const number = this.chosenGame() || 1;
    const game = this.games.find((g) => g.number === number);
    return !!game && !!game.result && game.result !== "*";
  }

  /**
   * The list of the text's games, in the current language, the choice kept; a file of many
   * games gets a search box over it (found cold: one game of 198 was hard to find), whose
   * words keep the games whose players, event, date or result hold them all, in Cyrillic or
   * Latin letters alike (all, said, when none does; found cold: «Плахин» did not find Plakhin,
   * and «П» found the list's own words «ошибка в записи»).
   */
  showGames() {
    const several = this.games.length > 1;
    const filter = $("pdn-game-filter");
    $("pdn-game-box").hidden = !several;
    filter.hidden = this.games.length < FILTER_FROM;
    filter.placeholder = tr("pdn-game-filter");
    filter.setAttribute("aria-label", tr("pdn-game-filter"));
    const select = $("pdn-game");
    const chosen = select.value;
    select.textContent = "";
    if (!several) return;
    $("pdn-game-label").textContent = tr("pdn-game", { n: this.games.length });
    const labelled = this.games.map((game) => [game, gameLabel(game)]);
    const words = filter.hidden ? [] : skeleton(filter.value).split(" ").filter(Boolean);
    const found = labelled.filter(([game]) => {
      const about = skeleton([game.number, game.white, game.black, game.event, game.date, game.result].join(" "));
      return words.every((w) => about.includes(w));
    });
    filter.classList.toggle("no-match", !found.length);
    $("pdn-game-none").hidden = found.length > 0;
    for (const [game, label] of found.length ? found : labelled) select.appendChild(new Option(label, String(game.number)));
    select.value = chosen;
    if (!select.value) select.value = select.options[0].value;
  }

  /** The number of the game chosen in the list, or undefined (the text's only game). */
  chosenGame() {
    return $("pdn-game-box").hidden ? undefined : Number($("pdn-game").value) || undefined;
  }

  open() {
    $("dialog-error").textContent = "";
    $("player-name").value = playerName() || "";
    $("dialog").hidden = false;
    this.opened();
    this.editor.setVariant(this.variant());
    $("variant").focus();
  }

  close() {
    $("dialog").hidden = true;
  }

  isOpen() {
    return !$("dialog").hidden;
  }

  async submit(event) {
    event.preventDefault();
    $("dialog-error").textContent = "";
    const mode = $("opponent").value;
    const minutes = Number($("clock-minutes").value);
    const days = Number($("clock-days").value);
    const body = {
      variant: $("variant").value,
      opponent: mode === "engine" ? "engine" : "human",
      color: $("color").value,
      level: Number($("level").value),
    };
    saveChoice(LEVEL, $("level").value);
    saveChoice(COLOR, body.color);
    const fen = $("fen").value.trim();
    if (fen && fen !== "startpos") body.fen = fen;
    if (mode === "friend" && $("lobby-open").checked) body.lobby = true;
    const name = $("player-name").value.trim();
    setPlayerName(name);
    if (name && mode !== "local") body.name = name;
    if (days > 0) body.clock = { days };
    else if (minutes > 0) body.clock = { initial: Math.round(minutes * 60), increment: Number($("clock-increment").value) || 0 };
    $("start").disabled = true;
    try {
      const pdn = $("pdn-text").value.trim();
      const game = this.chosenGame();
      let id;
      // A record to study, made a game by the server with its names and result (its analysis
      // offered at once): on this device, or whenever its record gives a result (found cold: a
      // finished game opened as its last position against the computer, names and moves gone).
      if (pdn && (mode === "local" || (await this.recordFinished()))) {
        id = await importRecord(pdn, game);
      } else {
        // Any other game starts where the record ends.
        if (pdn) {
          const imported = await api("POST", "/api/pdn/import", { pdn, game });
          body.variant = imported.variant;
          delete body.fen;
          if (imported.fen) body.fen = imported.fen;
        }
        id = (await createGame(body, mode)).created.id;
      }
      $("pdn-text").value = "";
      $("pdn-file").value = "";
      fileChosen(null);
      this.games = [];
      this.listError = "";
      this.showGames();
      this.sayProblem();
      this.close();
      await this.onStarted(id);
    } catch (e) {
      $("dialog-error").textContent = errorText(e);
    } finally {
      $("start").disabled = false;
    }
  }
}

/**
 * The text of a PDN file's bytes: UTF-8 when they are, else Windows-1251, in which Russian and
 * Ukrainian archives are mostly kept (found cold: read as UTF-8, their names came out as "�").
 */
function decoded(bytes) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1251").decode(bytes);
  }
}

/** Cyrillic letters as Latin ones, as Russian and Ukrainian names are transliterated. */
const LATIN = {
  а: "a", б: "b", в: "v", г: "g", ґ: "g", д: "d", е: "e", ё: "e", є: "e", ж: "zh", з: "z", и: "i",
  і: "i", ї: "i", й: "i", к: "k", л: "l", м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t",
  у: "u", ф: "f", х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "shch", ъ: "", ы: "y", ь: "", э: "e",
  ю: "yu", я: "ya",
};

/** The sounds the transliterations of one name agree on (Plakhin, Plahin and Плахин alike; Abaciev
 * and Абациев), lower case, words apart. */
const SAME_SOUND = [[/shch|sch/g, "s"], [/kh|x/g, "h"], [/zh/g, "z"], [/ts|tz|ch|cz/g, "c"], [/sh/g, "s"],
  [/[iyj]u/g, "u"], [/[iyj]a/g, "a"], [/[yj]o/g, "o"], [/[yj]e/g, "e"], [/[yj]/g, "i"], [/w/g, "v"]];

function skeleton(text) {
  let out = [...text.toLocaleLowerCase()].map((c) => LATIN[c] ?? c).join("");
  for (const [from, to] of SAME_SOUND) out = out.replace(from, to);
  return out.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

/** One game of a text, as the list shows it: number, players, result, event and date. */
function gameLabel(game) {
  if (game.error) return tr("pdn-game-unreadable", { number: game.number, line: game.error.line });
  const players = playersText(game.white, game.black) || tr("pdn-game-unnamed");
  const about = [game.event, game.date].filter(Boolean).join(", ");
  const label = `${game.number}. ${players}${game.result ? `, ${game.result}` : ""}${about ? ` · ${about}` : ""}`;
  return game.problem ? tr("pdn-game-broken", { game: label }) : label;
}
