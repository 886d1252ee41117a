// Interface text in Russian, Ukrainian and English. The language comes from the browser and
// can be switched; the choice is kept in localStorage.

const TEXT = {
  en: {
    title: "Draughts",
    newGame: "New game",
    variant: "Variant",
    opponent: "Opponent",
    vsEngine: "Computer",
    vsFriend: "A friend, by link",
    vsLocal: "Both on this device",
    color: "Your colour",
    white: "White",
    black: "Black",
    random: "Random",
    level: "Level",
    clock: "Clock",
    noClock: "No clock",
    minutes: "min",
    increment: "s a move",
    fen: "Start position (FEN, optional)",
    start: "Start",
    cancel: "Cancel",
    flip: "Flip board",
    resign: "Resign",
    offerDraw: "Offer a draw",
    acceptDraw: "Accept the draw",
    drawOffered: "Draw offered",
    pdn: "Save PDN",
    invite: "Send this link to your friend:",
    copy: "Copy",
    waiting: "Waiting for the opponent to join",
    toMove: (side) => `${side} to move`,
    yourMove: "Your move",
    thinking: "The computer is thinking…",
    mustCapture: "Capture is compulsory: a piece that can take must take.",
    severalWays: "Several ways lead there: click each landing square in turn.",
    confirmResign: "Resign this game?",
    moves: "Moves",
    counters: "Draw rules",
    noCounters: "none in force",
    wins: (side) => `${side} wins`,
    draw: "Draw",
    reasons: {
      "no-moves": "the opponent cannot move",
      "no-pieces": "no pieces left",
      resignation: "by resignation",
      time: "on time",
      breakthrough: "first king crowned",
      repetition: "the same position for the third time",
      "kings-only": "only kings moved for too long",
      "no-progress": "no man moved and nothing taken for too long",
      balance: "kings on both sides, no progress",
      "lone-king": "the lone king held out",
      "main-road": "the lone king holds the main road",
      agreement: "by agreement",
    },
    rules: {
      repetition: "repetition",
      "kings-only": "kings-only",
      "no-progress": "no progress",
      balance: "balance",
      "lone-king": "lone king",
      "main-road": "main road",
    },
    error: "Error",
    language: "Language",
    variants: {},
  },
  ru: {
    title: "Шашки",
    newGame: "Новая партия",
    variant: "Игра",
    opponent: "Соперник",
    vsEngine: "Компьютер",
    vsFriend: "Друг, по ссылке",
    vsLocal: "Вдвоём за одним устройством",
    color: "Ваш цвет",
    white: "Белые",
    black: "Чёрные",
    random: "Случайно",
    level: "Уровень",
    clock: "Часы",
    noClock: "Без часов",
    minutes: "мин",
    increment: "с за ход",
    fen: "Начальная позиция (FEN, необязательно)",
    start: "Начать",
    cancel: "Отмена",
    flip: "Перевернуть доску",
    resign: "Сдаться",
    offerDraw: "Предложить ничью",
    acceptDraw: "Согласиться на ничью",
    drawOffered: "Предложена ничья",
    pdn: "Сохранить PDN",
    invite: "Отправьте эту ссылку другу:",
    copy: "Копировать",
    waiting: "Ждём, пока соперник присоединится",
    toMove: (side) => `Ход: ${side.toLowerCase()}`,
    yourMove: "Ваш ход",
    thinking: "Компьютер думает…",
    mustCapture: "Бить обязательно: шашка, которая может бить, должна бить.",
    severalWays: "Туда ведут несколько путей: щёлкните по очереди каждое поле остановки.",
    confirmResign: "Сдать партию?",
    moves: "Ходы",
    counters: "Правила ничьей",
    noCounters: "не действуют",
    wins: (side) => `${side} выиграли`,
    draw: "Ничья",
    reasons: {
      "no-moves": "у соперника нет ходов",
      "no-pieces": "не осталось шашек",
      resignation: "соперник сдался",
      time: "по времени",
      breakthrough: "первая дамка",
      repetition: "позиция повторилась трижды",
      "kings-only": "долго ходили только дамки",
      "no-progress": "долго без хода простой и без взятия",
      balance: "дамки с обеих сторон без перемен",
      "lone-king": "одинокая дамка устояла",
      "main-road": "одинокая дамка держит большую дорогу",
      agreement: "по соглашению",
    },
    rules: {
      repetition: "повторение",
      "kings-only": "только дамки",
      "no-progress": "без продвижения",
      balance: "равновесие",
      "lone-king": "одинокая дамка",
      "main-road": "большая дорога",
    },
    error: "Ошибка",
    language: "Язык",
    variants: {
      russian: "Русские шашки",
      giveaway: "Поддавки",
      international: "Международные (100 клеток)",
      brazilian: "Бразильские",
      english: "Английские (чекерс)",
      italian: "Итальянские",
      pool: "Пул (американские)",
      spanish: "Испанские",
      czech: "Чешские",
      antidraughts: "Международные поддавки",
      killer: "Киллер",
      breakthrough: "Прорыв",
    },
  },
  uk: {
    title: "Шашки",
    newGame: "Нова партія",
    variant: "Гра",
    opponent: "Суперник",
    vsEngine: "Комп'ютер",
    vsFriend: "Друг, за посиланням",
    vsLocal: "Удвох на одному пристрої",
    color: "Ваш колір",
    white: "Білі",
    black: "Чорні",
    random: "Випадково",
    level: "Рівень",
    clock: "Годинник",
    noClock: "Без годинника",
    minutes: "хв",
    increment: "с за хід",
    fen: "Початкова позиція (FEN, необов'язково)",
    start: "Почати",
    cancel: "Скасувати",
    flip: "Перевернути дошку",
    resign: "Здатися",
    offerDraw: "Запропонувати нічию",
    acceptDraw: "Погодитися на нічию",
    drawOffered: "Запропоновано нічию",
    pdn: "Зберегти PDN",
    invite: "Надішліть це посилання другові:",
    copy: "Копіювати",
    waiting: "Чекаємо, поки суперник приєднається",
    toMove: (side) => `Хід: ${side.toLowerCase()}`,
    yourMove: "Ваш хід",
    thinking: "Комп'ютер думає…",
    mustCapture: "Бити обов'язково: шашка, яка може бити, мусить бити.",
    severalWays: "Туди ведуть кілька шляхів: клацніть по черзі кожне поле зупинки.",
    confirmResign: "Здати партію?",
    moves: "Ходи",
    counters: "Правила нічиєї",
    noCounters: "не діють",
    wins: (side) => `${side} виграли`,
    draw: "Нічия",
    reasons: {
      "no-moves": "у суперника немає ходів",
      "no-pieces": "не залишилося шашок",
      resignation: "суперник здався",
      time: "за часом",
      breakthrough: "перша дамка",
      repetition: "позиція повторилася втретє",
      "kings-only": "довго ходили лише дамки",
      "no-progress": "довго без ходу простої і без взяття",
      balance: "дамки з обох боків без змін",
      "lone-king": "самотня дамка вистояла",
      "main-road": "самотня дамка тримає великий шлях",
      agreement: "за згодою",
    },
    rules: {
      repetition: "повторення",
      "kings-only": "лише дамки",
      "no-progress": "без поступу",
      balance: "рівновага",
      "lone-king": "самотня дамка",
      "main-road": "великий шлях",
    },
    error: "Помилка",
    language: "Мова",
    variants: {
      russian: "Російські шашки",
      giveaway: "Піддавки",
      international: "Міжнародні (100 клітин)",
      brazilian: "Бразильські",
      english: "Англійські (чекерс)",
      italian: "Італійські",
      pool: "Пул (американські)",
      spanish: "Іспанські",
      czech: "Чеські",
      antidraughts: "Міжнародні піддавки",
      killer: "Кілер",
      breakthrough: "Прорив",
    },
  },
};

const ENGLISH_VARIANTS = {
  russian: "Russian draughts",
  giveaway: "Giveaway (poddavki)",
  international: "International (10×10)",
  brazilian: "Brazilian",
  english: "English checkers",
  italian: "Italian",
  pool: "Pool checkers",
  spanish: "Spanish",
  czech: "Czech",
  antidraughts: "Antidraughts",
  killer: "Killer",
  breakthrough: "Breakthrough",
};
TEXT.en.variants = ENGLISH_VARIANTS;

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

/** The text `key` in the current language (English when missing). */
export function t(key) {
  const v = TEXT[current][key];
  return v === undefined ? TEXT.en[key] : v;
}

/** The name of a colour. */
export function sideName(color) {
  return t(color);
}
