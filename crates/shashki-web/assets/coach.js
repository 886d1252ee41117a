// The coach (issue 17): a switch per game kept in this browser (off by default), and the
// coach's answer on the player's last move (STATE's `coach` field) as sentences and an arrow.

import { language, tr } from "./i18n.js";
import { setSwitch, switchOn } from "./prefs.js";

const key = (id) => `shashki.coach.${id}`;

/** True when the coach is on for game `id`. */
export const coachOn = (id) => switchOn(key(id));

/** Switches the coach for game `id` on or off. */
export const setCoach = (id, on) => setSwitch(key(id), on);

/**
 * The sentences of the coach's answer `coach`, each finding with its line: the catalogue's
 * `coach-<idea>-<chance>`, the same sentences the terminal game says.
 */
export function coachText(coach) {
  const men = (x) => x.toLocaleString(language(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const title = tr("coach-title", { move: coach.move });
  if (!coach.findings.length) return [`${title} ${tr("coach-quiet")}`];
  const sentences = coach.findings.map((f) => {
    const args = { ...f, key: f.key || "", crown: f.crown || "", best: coach.best || "", loss: men(f.loss) };
    const say = tr(`coach-${f.idea}-${f.chance}`, args);
    return `${say} ${tr("coach-line", { line: f.line.join(" ") })}`;
  });
  return [title, ...sentences];
}

/** The arrow of the coach's first finding (canonical square numbers), if it has one. */
export function coachArrow(coach) {
  return coach && coach.findings.length ? coach.findings[0].arrow : [];
}
