// Interface text in Russian, Ukrainian and English: every word of the page is a message of the
// shared catalogue (the Fluent files of crates/shashki-text, served as /assets/text-<lang>.ftl),
// which the server and the terminal say too; the page says them with `tr`. The rules are a
// document a language (rules-<lang>.js). The language comes from the browser and can be
// switched; the choice is kept in localStorage.

import { formatPattern, parseCatalogue } from "./fluent.js";

const CATALOGUE = Object.fromEntries(
  await Promise.all(
    ["en", "ru", "uk"].map(async (code) => {
      const reply = await fetch(`/assets/text-${code}.ftl`);
      return [code, parseCatalogue(reply.ok ? await reply.text() : "")];
    }),
  ),
);

export const LANGUAGES = [
  ["ru", "Русский"],
  ["uk", "Українська"],
  ["en", "English"],
];

/** The language chosen before, or the browser's, or English. */
export function initialLanguage() {
  const saved = localStorage.getItem("shashki.lang");
  if (saved && CATALOGUE[saved]) return saved;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const code = tag.slice(0, 2).toLowerCase();
    if (CATALOGUE[code]) return code;
  }
  return "en";
}

let current = initialLanguage();

/**
 * Switches the language; remembers it when `chosen` (the player picked it), so that the
 * browser's own language, taken at each visit until then, is not fixed by the first one.
 */
export function setLanguage(code, chosen = true) {
  if (CATALOGUE[code]) {
    current = code;
    if (chosen) localStorage.setItem("shashki.lang", code);
    document.documentElement.lang = code;
  }
}

/** The current language's code. */
export function language() {
  return current;
}

/**
 * An error as a person reads it: the server's message (said in the page's language), or the
 * catalogue's words for its code when it gave none (and for no answer at all).
 */
export function errorText(e) {
  const known = e && e.code && has(`error-${e.code}`) ? tr(`error-${e.code}`) : undefined;
  return `${tr("error")}: ${(e && e.message) || known || e}`;
}

function has(key) {
  return CATALOGUE[current].has(key) || CATALOGUE.en.has(key);
}

/**
 * `x` with `digits` decimals as the page's language writes them: 1,79 in Russian and Ukrainian,
 * 1.79 in English. Every number with decimals on the page goes through here, so that one page
 * never mixes the two (found cold).
 */
export function decimal(x, digits) {
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false };
  return x.toLocaleString(current, options);
}

/** The catalogue's message `key` in the current language with `args` (English when missing). */
export function tr(key, args = {}) {
  const here = CATALOGUE[current].has(key) ? current : "en";
  const pattern = CATALOGUE[here].get(key);
  return pattern ? formatPattern(pattern, args, here) : key;
}

/** A variant's name (its key when the catalogue has none, as for a game of another page). */
export function variantName(key) {
  return has(`variant-${key}`) ? tr(`variant-${key}`) : key;
}

/** The name of a colour. */
export function sideName(color) {
  return tr(color);
}
