// The rules of each variant, from RULES.md (Part A decisions), as a modal over the page. A
// variant is described here by the rule items that apply to it; the words of each item live in
// rules-en.js, rules-ru.js and rules-uk.js. On the boards that have them, the named diagonals
// of the children's course follow.

import { Board } from "./board.js";
import { diagonalLegend, hasNamedDiagonals } from "./diagonals.js";
import { language, tr, variantName } from "./i18n.js";
import { Modal } from "./modal.js";
import en from "./rules-en.js";
import ru from "./rules-ru.js";
import uk from "./rules-uk.js";

const WORDS = { en, ru, uk };

const SECTIONS = ["board", "men", "captures", "choice", "kings", "promotion", "draws", "win"];

const RUSSIAN_DRAWS = ["moveMeaning", "repetition", ["kingsOnly", 15], ["loneKing3", 15], ["mainRoad", 5], "balance", ["loneKingSmall", 5], "agreement"];
// Facts read from the endgame tables (`shashki egdb study petrov`): the longest win of three
// kings against one with a strong king on the main road and the lone king off it, and the
// positions with the lone king on the road and to move, how many are draws.
const RUSSIAN_FACTS = [["petrovFact", 13], ["mainRoadFact", 35960, 29044]];
const INTERNATIONAL_DRAWS = ["moveMeaning", "repetition", ["kingsOnly", 25], ["loneKingThree", 16], ["loneKingTwo", 5], "agreement"];

const RUSSIAN = {
  board: ["board8", "setup12", "whiteFirst", ["notationAlgebraic", ":"]],
  men: ["manStep", "manCaptureBoth"],
  captures: ["compulsory", "continueCapture", "turkishStrike"],
  choice: ["freeChoice"],
  kings: ["kingFlying", "kingCaptureFlying"],
  promotion: ["promoteLastRow", "promoteContinue"],
  draws: RUSSIAN_DRAWS,
  win: ["winNoMoves"],
};

const INTERNATIONAL = {
  board: ["board10", "setup20", "whiteFirst", "notationNumeric"],
  men: ["manStep", "manCaptureBoth"],
  captures: ["compulsory", "continueCapture", "turkishStrike"],
  choice: ["majority"],
  kings: ["kingFlying", "kingCaptureFlying"],
  promotion: ["promoteLastRow", "promotePassing"],
  draws: INTERNATIONAL_DRAWS,
  win: ["winNoMoves"],
};

/** Rule items of each variant, section by section. */
export const RULES = {
  russian: { ...RUSSIAN, draws: [...RUSSIAN_DRAWS, ...RUSSIAN_FACTS] },
  giveaway: { ...RUSSIAN, draws: ["moveMeaning", "repetition", ["kingsOnly", 15], "agreement"], win: ["winInverted"] },
  international: INTERNATIONAL,
  brazilian: {
    ...INTERNATIONAL,
    board: ["board8", "setup12", "whiteFirst", ["notationAlgebraic", "x"]],
    draws: RUSSIAN_DRAWS,
  },
  english: {
    board: ["board8", "setup12", "blackFirst", "notationNumeric"],
    men: ["manStep", "manCaptureForward"],
    captures: ["compulsory", "continueCapture", "turkishStrike"],
    choice: ["freeChoice"],
    kings: ["kingShort"],
    promotion: ["promoteLastRow", "promoteStops"],
    draws: ["moveMeaning", "repetition", ["noProgress", 40], "agreement"],
    win: ["winNoMoves"],
  },
  italian: {
    board: ["board8light", "setup12", "whiteFirst", "notationNumeric"],
    men: ["manStep", "manCaptureForward", "manNoKing"],
    captures: ["compulsory", "continueCapture", "turkishStrike"],
    choice: ["italianChoice"],
    kings: ["kingShort"],
    promotion: ["promoteLastRow", "promoteStops"],
    draws: ["moveMeaning", "repetition", ["noProgress", 40], "agreement"],
    win: ["winNoMoves"],
  },
  pool: {
    board: ["board8", "setup12", "blackFirst", "notationNumeric"],
    men: ["manStep", "manCaptureBoth"],
    captures: ["compulsory", "continueCapture", "turkishStrike"],
    choice: ["freeChoice"],
    kings: ["kingFlying", "kingCaptureFlying"],
    promotion: ["promoteLastRow", "promotePassing"],
    draws: ["moveMeaning", "repetition", ["poolKings", 13], "agreement"],
    win: ["winNoMoves"],
  },
  spanish: {
    board: ["board8light", "setup12", "whiteFirst", "notationNumeric"],
    men: ["manStep", "manCaptureForward"],
    captures: ["compulsory", "continueCapture", "turkishStrike"],
    choice: ["spanishChoice"],
    kings: ["kingFlying", "kingCaptureFlying"],
    promotion: ["promoteLastRow", "promoteStops"],
    draws: ["moveMeaning", "repetition", ["kingsOnly", 20], "agreement"],
    win: ["winNoMoves"],
  },
  czech: {
    board: ["board8", "setup12", "whiteFirst", ["notationAlgebraic", "x"]],
    men: ["manStep", "manCaptureForward"],
    captures: ["compulsory", "continueCapture", "turkishStrike"],
    choice: ["czechChoice"],
    kings: ["kingFlying", "kingCaptureFlying"],
    promotion: ["promoteLastRow", "promoteStops"],
    draws: ["moveMeaning", "repetition", ["kingsOnly", 15], "agreement"],
    win: ["winNoMoves"],
  },
  antidraughts: { ...INTERNATIONAL, draws: ["repetition", "agreement"], win: ["winInverted"] },
  killer: { ...INTERNATIONAL, kings: ["kingFlying", "kingCaptureFlying", "killerHalt"] },
  breakthrough: { ...INTERNATIONAL, draws: ["noDrawRule"], win: ["winFirstKing"] },
  frisian: {
    board: ["board10", "setup20", "fryskStart", "whiteFirst", "notationNumeric"],
    men: ["manStep", "manCaptureFrisian"],
    captures: ["compulsory", "continueCapture", "turkishStrike"],
    choice: ["frisianChoice"],
    kings: ["kingFlying", "kingCaptureFrisian", ["kingMoveLimit", 3]],
    promotion: ["promoteLastRow", "promotePassing"],
    draws: ["moveMeaning", "repetition", ["twoKingsVsKing", 7], ["kingVsKing", 2], "agreement"],
    win: ["winNoMoves"],
  },
  turkish: {
    board: ["board64", "setup16", "whiteFirst", ["notationAlgebraic", "x"]],
    men: ["manStepTurkish", "manCaptureOrthogonal"],
    captures: ["compulsory", "continueCapture", "removedAtOnce"],
    choice: ["majority"],
    kings: ["kingOrthogonal", "kingCaptureOrthogonal"],
    promotion: ["promoteLastRow", "promotePassing"],
    draws: ["repetition", "singlePieces", "agreement"],
    win: ["winNoMoves"],
  },
  armenian: {
    board: ["board64", "setup16", "whiteFirst", "notationNumeric64"],
    men: ["manStepArmenian", "manCaptureOrthogonal"],
    captures: ["compulsory", "continueCapture", "removedAtOnce"],
    choice: ["majority"],
    kings: ["kingQueen", "kingCaptureOrthogonal"],
    promotion: ["promoteLastRow", "promoteContinue"],
    draws: ["repetition", "agreement"],
    win: ["winNoMoves"],
  },
  bashni: {
    ...RUSSIAN,
    captures: ["compulsory", "continueCapture", "columnCapture", "columnAgain"],
    kings: ["columnMove", "kingFlying", "kingCaptureFlying", "columnFreed"],
    draws: ["moveMeaning", "repetition", ["kingsOnly", 15], "agreement"],
    win: ["winNoColumn"],
  },
  stavropol: {
    ...RUSSIAN,
    men: ["manStep", "manCaptureBoth", "stavropolMove", "stavropolNoBack"],
    captures: ["compulsory", "stavropolCapture", "continueCapture", "turkishStrike"],
    win: ["winNoMoves", "stavropolNoPieces"],
  },
  samoedy: {
    ...RUSSIAN,
    captures: ["compulsory", "samoedyCapture", "continueCapture", "turkishStrike"],
    win: ["samoedyLast"],
  },
};

/** The sentence of one rule item in `words`. */
function sentence(words, item) {
  const [key, ...args] = Array.isArray(item) ? item : [item];
  const text = words[key];
  return typeof text === "function" ? text(...args) : text;
}

/** The rules of `variant` as elements: a heading, the summary and one list per section. */
export function rulesContent(variant, lang) {
  const words = WORDS[lang] || WORDS.en;
  const rules = RULES[variant];
  const parts = [];
  const intro = document.createElement("p");
  intro.className = "intro";
  intro.textContent = words.intro[variant] || "";
  parts.push(intro);
  if (!rules) return parts;
  for (const section of SECTIONS) {
    const items = rules[section] || [];
    if (!items.length) continue;
    const head = document.createElement("h3");
    head.textContent = words.sections[section];
    const list = document.createElement("ul");
    list.dataset.section = section;
    for (const item of items) {
      const li = document.createElement("li");
      li.textContent = sentence(words, item);
      list.appendChild(li);
    }
    parts.push(head, list);
  }
  return parts;
}

/** The named diagonals of the children's course: a heading, an empty board with them drawn and
 * the legend. */
function diagonalsSection(variant) {
  const head = document.createElement("h3");
  head.textContent = tr("diagonals");
  const intro = document.createElement("p");
  intro.textContent = tr("diagonals-why");
  const holder = document.createElement("div");
  holder.className = "rules-board";
  holder.id = "rules-diagonals";
  const board = new Board(holder, variant, { onSquare() {}, onDrop: () => false, canDrag: () => false });
  board.diagonals = true;
  const legend = document.createElement("ul");
  legend.className = "diagonal-legend";
  legend.append(...diagonalLegend());
  return [head, intro, holder, legend];
}

/** The rules modal. */
export class RulesDialog extends Modal {
  /** `box` is the dialog element; `variants()` gives the Map of variants for the chooser. */
  constructor(box, variants) {
    super(box);
    this.variants = variants;
    this.variant = null;
  }

  /** Opens the rules of `variant`. */
  open(variant) {
    this.variant = variant || "russian";
    this.show();
    this.box.querySelector("select").focus();
  }

  /** Draws the open modal again (language or variant changed). */
  refresh() {
    if (!this.isOpen()) return;
    const box = this.box;
    box.textContent = "";
    const sheet = document.createElement("section");
    sheet.className = "sheet rules";
    sheet.setAttribute("role", "dialog");
    sheet.setAttribute("aria-modal", "true");
    sheet.setAttribute("aria-labelledby", "rules-title");
    sheet.lang = language();
    const title = document.createElement("h2");
    title.id = "rules-title";
    title.textContent = `${tr("rules")}: ${variantName(this.variant)}`;
    const select = document.createElement("select");
    select.id = "rules-choose";
    select.setAttribute("aria-label", tr("variant"));
    for (const key of this.variants().keys()) select.appendChild(new Option(variantName(key), key));
    select.value = this.variant;
    select.addEventListener("change", () => {
      this.variant = select.value;
      this.refresh();
      this.box.querySelector("select").focus();
    });
    const close = document.createElement("button");
    close.type = "button";
    close.id = "rules-close";
    close.textContent = tr("close");
    close.addEventListener("click", () => this.close());
    const top = document.createElement("div");
    top.className = "buttons";
    top.append(select, close);
    sheet.append(title, top, ...rulesContent(this.variant, language()));
    const variant = this.variants().get(this.variant);
    if (hasNamedDiagonals(variant)) sheet.append(...diagonalsSection(variant));
    box.appendChild(sheet);
  }
}
