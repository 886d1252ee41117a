// The coach (issue 17): a switch per game kept in this browser (off by default), the coach's
// answer on the player's last move (STATE's `coach` field) as sentences and an arrow, and, as
// an option, its warning before a move: the landing squares where the piece picked up could be
// taken (POST /api/positions/warnings, the rules' answer, no search).

import { api } from "./api.js";
import { decimal, tr } from "./i18n.js";
import { setSwitch, switchOn } from "./prefs.js";

const key = (id) => `shashki.coach.${id}`;

/** True when the coach is on for game `id`. */
export const coachOn = (id) => switchOn(key(id));

/** Switches the coach for game `id` on or off. */
export const setCoach = (id, on) => setSwitch(key(id), on);

/**
 * The sentences of the coach's answer `coach`, each finding with its line: the catalogue's
 * `coach-<idea>-<chance>`, the same sentences the terminal game says (with `verdictSaysLoss`,
 * the `-short` ones that `shashki analyze` writes beside its verdict).
 */
export function coachText(coach, { verdictSaysLoss = false } = {}) {
  const title = tr("coach-title", { move: coach.move });
  if (!coach.findings.length) return [`${title} ${tr("coach-quiet")}`];
  const sentences = coach.findings.map((f) => {
    const args = { ...f, key: f.key || "", crown: f.crown || "", best: coach.best || "", loss: decimal(f.loss, 1) };
    // Beside a verdict that gives the loss, the idea is said without a figure of its own (one
    // loss, one figure), as `shashki analyze` writes it (found cold: a piece left en prise said
    // its count of pieces beside the verdict's loss in men).
    const short = verdictSaysLoss && f.loss > 0;
    const say = tr(`coach-${f.idea}-${f.chance}${short ? "-short" : ""}`, args);
    return `${say} ${tr("coach-line", { line: f.line.join(" ") })}`;
  });
  return [title, ...sentences];
}

/** The arrow of the coach's first finding (canonical square numbers), if it has one. */
export function coachArrow(coach) {
  return coach && coach.findings.length ? coach.findings[0].arrow : [];
}

const WARN = "shashki.coach-warn";

/** True when the coach also warns before a move (one choice for every game, off by default). */
export const warnOn = () => switchOn(WARN);

/** Switches the warning before a move on or off. */
export const setWarn = (on) => setSwitch(WARN, on);

/**
 * The warnings of the position `fen` of `variant`, one per legal move after which the piece
 * moved can be taken: `{move, from, to, square, capture, arrow, taken}`.
 */
export async function fetchWarnings(variant, fen) {
  const reply = await api("POST", "/api/positions/warnings", { variant, fen });
  return reply.warnings;
}

/** The warnings among `warnings` for the piece on square `from` (a canonical number). */
export const warningsFrom = (warnings, from) => warnings.filter((w) => w.from === from);

/** The sentences of `warnings`, one per landing square, as the terminal game says them. */
export const warningText = (warnings) =>
  warnings.map((w) => tr("coach-warning", { square: w.square, capture: w.capture })).join(" ");
