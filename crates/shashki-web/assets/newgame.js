// The new-game dialog: variant, opponent, colour, level, clock (minutes, or correspondence's
// days a move), a start position (FEN field and set-up editor) or a PDN game to go on from.

import { api, createGame, importRecord, once, playerName, setPlayerName } from "./api.js";
import { Editor } from "./editor.js";
import { errorText, tr, variantName } from "./i18n.js";
import { trapFocus } from "./modal.js";
import { saveChoice, savedChoice } from "./prefs.js";

const $ = (id) => document.getElementById(id);

/** The days a move a correspondence clock offers (the server takes 1 to 14). */
const DAYS = [1, 2, 3, 5, 7, 10, 14];
/** The computer's levels are 1 to 10 (the API refuses others). */
const LEVELS = 10;
/** The level and colour of the last game started, offered again (found cold: forgotten). */
const LEVEL = "shashki.level";
const COLOR = "shashki.color";

export class NewGame {
  /**
   * `variants`: Map key → variant; `onStarted(id, notice)` opens the game created, saying `notice`; `study` is the
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
    $("pdn-file").addEventListener("change", async () => {
      const file = $("pdn-file").files[0];
      if (file) $("pdn-text").value = await file.text();
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
      study.openPdn($("pdn-text").value).catch((e) => ($("dialog-error").textContent = errorText(e)));
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
  }

  open() {
    $("dialog-error").textContent = "";
    $("player-name").value = playerName() || "";
    $("dialog").hidden = false;
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
      let id;
      let notice = "";
      if (pdn && mode === "local") {
        // A record to study, made a game by the server with its names and result (its
        // analysis offered at once); the first of several, said (found cold: silently).
        const made = await importRecord(pdn);
        id = made.id;
        if (made.games > 1) notice = tr("record-first-of", { n: made.games });
      } else {
        // Any other game starts where the record ends.
        if (pdn) {
          const imported = await api("POST", "/api/pdn/import", { pdn });
          body.variant = imported.variant;
          delete body.fen;
          if (imported.fen) body.fen = imported.fen;
        }
        id = (await createGame(body, mode)).created.id;
      }
      $("pdn-text").value = "";
      $("pdn-file").value = "";
      this.close();
      await this.onStarted(id, notice);
    } catch (e) {
      $("dialog-error").textContent = errorText(e);
    } finally {
      $("start").disabled = false;
    }
  }
}
