// The Chinese checkers page's words in the language the whole site uses (i18n.js chooses and
// remembers it): the shared catalogue's star-* messages, which the terminal game says too, and
// the words both pages say (close, cancel, error…, said with tr of i18n.js); the rules are a
// document a language.

import { language, tr } from "./i18n.js";
import en from "./star-rules-en.js";
import ru from "./star-rules-ru.js";
import uk from "./star-rules-uk.js";

const RULES = { en, ru, uk };

/** The catalogue's message `star-<key>` in the current language, with `args`. */
export function st(key, args = {}) {
  return tr(`star-${key}`, args);
}

/** The colour name of player `letter` (A to F). */
export function colourName(letter) {
  return /^[A-F]$/.test(letter) ? st(`colour-${letter.toLowerCase()}`) : letter;
}

/** The rules, as HTML, in the current language (English when missing). */
export function rulesHtml() {
  return RULES[language()] || RULES.en;
}
