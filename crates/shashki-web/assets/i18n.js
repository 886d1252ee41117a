// Interface text in Russian, Ukrainian and English (one module per language). The language
// comes from the browser and can be switched; the choice is kept in localStorage.

import en from "./lang-en.js";
import ru from "./lang-ru.js";
import uk from "./lang-uk.js";

const TEXT = { en, ru, uk };

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
 * An error as a person reads it: the page's own words for the server's error codes (and for no
 * answer at all), the server's message for the others.
 */
export function errorText(e) {
  const known = e && e.code ? t("errors")[e.code] : undefined;
  return `${t("error")}: ${known || (e && e.message) || e}`;
}

/** The text `key` in the current language (English when missing). */
export function t(key) {
  const v = TEXT[current][key];
  return v === undefined ? TEXT.en[key] : v;
}

/** The name of a colour. */
export function sideName(color) {
  return t(color);
}
