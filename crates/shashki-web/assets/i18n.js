// Interface text in Russian, Ukrainian and English. The shared catalogue (the Fluent files of
// crates/shashki-text, served as /assets/text-<lang>.ftl) holds the server's messages, the words
// the page shares with the terminal (sides, results, draw rules, variants) and the texts with
// numbers; the page's other words are still in one module per language. The
// language comes from the browser and can be switched; the choice is kept in localStorage.

import { formatPattern, parseCatalogue } from "./fluent.js";
import en from "./lang-en.js";
import ru from "./lang-ru.js";
import uk from "./lang-uk.js";

const TEXT = { en, ru, uk };

const CATALOGUE = Object.fromEntries(
  await Promise.all(
    Object.keys(TEXT).map(async (code) => {
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
  if (saved && TEXT[saved]) return saved;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const code = tag.slice(0, 2).toLowerCase();
    if (TEXT[code]) return code;
  }
  return "en";
}

let current = initialLanguage();

/** Switches the language and remembers it. */
export function setLanguage(code) {
  if (TEXT[code]) {
    current = code;
    localStorage.setItem("shashki.lang", code);
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
  return `${t("error")}: ${(e && e.message) || known || e}`;
}

function has(key) {
  return CATALOGUE[current].has(key) || CATALOGUE.en.has(key);
}

/** The catalogue's message `key` in the current language with `args` (English when missing). */
export function tr(key, args = {}) {
  const here = CATALOGUE[current].has(key) ? current : "en";
  const pattern = CATALOGUE[here].get(key);
  return pattern ? formatPattern(pattern, args, here) : key;
}

/**
 * The text `key` in the current language: the page's own, else the catalogue's (English when
 * missing).
 */
export function t(key) {
  const v = TEXT[current][key];
  if (v !== undefined) return v;
  return has(key) ? tr(key) : TEXT.en[key];
}

/** A variant's name (its key when the catalogue has none, as for a game of another page). */
export function variantName(key) {
  return has(`variant-${key}`) ? tr(`variant-${key}`) : key;
}

/** The name of a colour. */
export function sideName(color) {
  return t(color);
}
