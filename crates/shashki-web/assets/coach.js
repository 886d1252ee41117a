// The coach (issue 17): a switch per game kept in this browser (off by default), and the
// coach's answer on the player's last move (STATE's `coach` field) as sentences and an arrow.

import { language, t } from "./i18n.js";

const key = (id) => `shashki.coach.${id}`;

/** True when the coach is on for game `id`. */
export function coachOn(id) {
  try {
    return localStorage.getItem(key(id)) === "on";
  } catch {
    return false;
  }
}

/** Switches the coach for game `id` on or off. */
export function setCoach(id, on) {
  if (on) localStorage.setItem(key(id), "on");
  else localStorage.removeItem(key(id));
}

/** The sentences of the coach's answer `coach`, each finding with its line. */
export function coachText(coach) {
  const men = (x) => x.toLocaleString(language(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const title = t("coachTitle")(coach.move);
  if (!coach.findings.length) return [`${title} ${t("coachQuiet")}`];
  const sentences = coach.findings.map((f) => {
    const say = t("coachSays")[`${f.idea}/${f.chance}`];
    return `${say({ ...f, loss: men(f.loss) }, coach.best)} ${t("coachLine")(f.line.join(" "))}`;
  });
  return [title, ...sentences];
}

/** The arrow of the coach's first finding (canonical square numbers), if it has one. */
export function coachArrow(coach) {
  return coach && coach.findings.length ? coach.findings[0].arrow : [];
}
