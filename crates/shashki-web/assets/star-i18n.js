// The Chinese checkers page's words in the language the whole site uses (i18n.js chooses and
// remembers it).

import { language } from "./i18n.js";
import en from "./star-lang-en.js";
import ru from "./star-lang-ru.js";
import uk from "./star-lang-uk.js";

const TEXT = { en, ru, uk };

/** The text `key` in the current language (English when missing). */
export function st(key) {
  const words = TEXT[language()] || en;
  return words[key] === undefined ? en[key] : words[key];
}

/** The colour name of player `letter` (A to F). */
export function colourName(letter) {
  return st("colours")[letter] || letter;
}
