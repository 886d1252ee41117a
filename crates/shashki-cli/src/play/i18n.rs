//! Every word `shashki play` shows, in English, Russian and Ukrainian: kept in one place so that
//! a translation is checked by reading one file, and no text hides in the drawing code.

use std::str::FromStr;

use shashki::{Color, DrawReason, Outcome, Variant, WinReason};

/// A language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    /// English.
    En,
    /// Russian.
    Ru,
    /// Ukrainian.
    Uk,
}

impl FromStr for Lang {
    type Err = String;

    fn from_str(s: &str) -> Result<Lang, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "en" => Ok(Lang::En),
            "ru" => Ok(Lang::Ru),
            "uk" | "ua" => Ok(Lang::Uk),
            other => Err(format!("unknown language '{other}'; known: ru, uk, en")),
        }
    }
}

impl Lang {
    /// The language a POSIX locale names (`ru_RU.UTF-8` → Russian), English for any other.
    pub fn from_locale(locale: &str) -> Lang {
        let code = locale.split(['_', '.', '@']).next().unwrap_or_default();
        code.parse().unwrap_or(Lang::En)
    }

    /// The language of the environment: the first locale variable set of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` (the POSIX order), else English.
    pub fn from_env() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty())
            .map_or(Lang::En, |value| Lang::from_locale(&value))
    }

    /// The interface text in this language.
    pub fn text(self) -> &'static Text {
        match self {
            Lang::En => &EN,
            Lang::Ru => &RU,
            Lang::Uk => &UK,
        }
    }
}

/// The interface text of one language. Templates hold `{}` where [`fill`] puts the values.
pub struct Text {
    /// The language of this text (the coach's sentences come in it too).
    pub lang: Lang,
    /// Side names, White first.
    pub sides: [&'static str; 2],
    /// "White to move", "Black to move".
    pub to_move: [&'static str; 2],
    /// "White wins", "Black wins".
    pub wins: [&'static str; 2],
    /// The banner of a drawn game.
    pub draw: &'static str,
    /// The banner's title.
    pub game_over: &'static str,
    /// The human player in a game against the engine.
    pub you: &'static str,
    /// A player in a game between two people.
    pub player: &'static str,
    /// The engine and its level: `{}` = level.
    pub engine: &'static str,
    /// Shown while the engine searches for its move.
    pub thinking: &'static str,
    /// Shown while the engine searches for a hint or weighs a draw offer.
    pub pondering: &'static str,
    /// The side to move must capture.
    pub capture_forced: &'static str,
    /// Several moves end on the chosen square.
    pub several_ways: &'static str,
    /// A square with no piece of the side to move.
    pub choose_piece: &'static str,
    /// A piece of the side to move that cannot move: `{}` = square.
    pub no_move_from: &'static str,
    /// A square the selected piece cannot reach.
    pub not_a_landing: &'static str,
    /// Input refused while the engine is to move.
    pub wait_engine: &'static str,
    /// Input refused after the end.
    pub over: &'static str,
    /// A typed move that names no legal move: `{}` = the text.
    pub illegal: &'static str,
    /// A typed move that names several: `{}` = text, `{}` = candidates.
    pub ambiguous: &'static str,
    /// The move prompt.
    pub move_prompt: &'static str,
    /// The save prompt.
    pub save_prompt: &'static str,
    /// The load prompt.
    pub load_prompt: &'static str,
    /// The resignation question.
    pub confirm_resign: &'static str,
    /// Letters that answer yes besides `y` (which always does).
    pub yes: &'static [char],
    /// `{}` = file.
    pub saved: &'static str,
    /// `{}` = file, `{}` = reason.
    pub save_failed: &'static str,
    /// `{}` = file or FEN, `{}` = moves.
    pub loaded: &'static str,
    /// `{}` = reason.
    pub load_failed: &'static str,
    /// `{}` = reason.
    pub bad_fen: &'static str,
    /// A PDN file with no game.
    pub no_game: &'static str,
    /// Nothing left to take back.
    pub nothing_to_undo: &'static str,
    /// `{}` = move.
    pub hint: &'static str,
    /// After a hint, the endgame tables' verdict: `{}` = the winner's moves.
    pub db_win: &'static str,
    /// `{}` = the winner's moves.
    pub db_loss: &'static str,
    /// A win in a table without distances.
    pub db_won: &'static str,
    /// A lost position in a table without distances.
    pub db_lost: &'static str,
    /// A drawn position.
    pub db_draw: &'static str,
    /// `{}` = side that offers.
    pub draw_offered: &'static str,
    /// The human's offer, waiting for the engine.
    pub draw_sent: &'static str,
    /// The engine declined.
    pub draw_declined: &'static str,
    /// Heading of the move list.
    pub moves: &'static str,
    /// Heading of the draw-rule counters.
    pub counters: &'static str,
    /// No counter applies.
    pub no_counters: &'static str,
    /// `{}` = square under the cursor.
    pub cursor: &'static str,
    /// The coach switched on (issue 17).
    pub coach_on: &'static str,
    /// The coach switched off.
    pub coach_off: &'static str,
    /// The heading of the coach's notes: `{}` = the move checked.
    pub coach_title: &'static str,
    /// The coach found nothing to say about a move.
    pub coach_quiet: &'static str,
    /// The key help line.
    pub keys: &'static str,
    /// The key help line while typing.
    pub typing_keys: &'static str,
    /// Variant names in the order of [`Variant::ALL`].
    pub variants: [&'static str; Variant::ALL.len()],
    /// Why a game was won: no moves, no pieces, resignation, time, breakthrough.
    pub win_reasons: [&'static str; 5],
    /// Why a game was drawn, in the order of [`DRAW_RULES`].
    pub draw_reasons: [&'static str; DRAW_RULES.len()],
    /// The counters' short names, in the order of [`DRAW_RULES`].
    pub rules: [&'static str; DRAW_RULES.len()],
}

impl Text {
    /// The variant's name.
    pub fn variant(&self, variant: Variant) -> &'static str {
        let i = Variant::ALL.iter().position(|&v| v == variant);
        i.map_or("?", |i| self.variants[i])
    }

    /// A side's name.
    pub fn side(&self, color: Color) -> &'static str {
        self.sides[color.index()]
    }

    /// The banner of a finished game: who won or that it is drawn, and why.
    pub fn result(&self, outcome: Outcome) -> Option<(&'static str, &'static str)> {
        match outcome {
            Outcome::Ongoing => None,
            Outcome::Win { winner, reason } => {
                let why = match reason {
                    WinReason::NoMoves => 0,
                    WinReason::NoPieces => 1,
                    WinReason::Resignation => 2,
                    WinReason::Time => 3,
                    WinReason::Breakthrough => 4,
                };
                Some((self.wins[winner.index()], self.win_reasons[why]))
            }
            Outcome::Draw(rule) => Some((self.draw, self.draw_reasons[rule_index(rule)])),
        }
    }

    /// The short name of a draw rule's counter ("kings-only").
    pub fn rule(&self, rule: DrawReason) -> &'static str {
        self.rules[rule_index(rule)]
    }
}

/// The place of `rule` in [`DRAW_RULES`].
fn rule_index(rule: DrawReason) -> usize {
    DRAW_RULES.iter().position(|&r| r == rule).unwrap_or(0)
}

/// The draw rules in the order of the name tables above.
const DRAW_RULES: [DrawReason; 8] = [
    DrawReason::Repetition,
    DrawReason::KingsOnly,
    DrawReason::NoProgress,
    DrawReason::Balance,
    DrawReason::LoneKing,
    DrawReason::MainRoad,
    DrawReason::SinglePieces,
    DrawReason::Agreement,
];

/// Puts `values` in the `{}` places of `template`, in order.
pub fn fill(template: &str, values: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    let mut values = values.iter();
    while let Some(at) = rest.find("{}") {
        out.push_str(&rest[..at]);
        out.push_str(values.next().copied().unwrap_or_default());
        rest = &rest[at + 2..];
    }
    out.push_str(rest);
    out
}

const EN_VARIANTS: [&str; Variant::ALL.len()] = [
    "Russian draughts",
    "Giveaway (poddavki)",
    "International draughts",
    "Brazilian draughts",
    "English checkers",
    "Italian draughts",
    "Pool checkers",
    "Spanish draughts",
    "Czech draughts",
    "Antidraughts",
    "Killer draughts",
    "Breakthrough",
    "Frisian draughts",
    "Turkish draughts",
    "Armenian draughts (tama)",
    "Column draughts (bashni)",
    "Stavropol draughts",
    "Samoedy (self-eaters)",
];

const RU_VARIANTS: [&str; Variant::ALL.len()] = [
    "Русские шашки",
    "Поддавки",
    "Международные шашки",
    "Бразильские шашки",
    "Английские шашки (чекерс)",
    "Итальянские шашки",
    "Пул (американские)",
    "Испанские шашки",
    "Чешские шашки",
    "Международные поддавки",
    "Киллер",
    "Прорыв",
    "Фризские шашки",
    "Турецкие шашки",
    "Армянские шашки (тама)",
    "Столбовые шашки (башни)",
    "Ставропольские шашки",
    "Самоеды",
];

const UK_VARIANTS: [&str; Variant::ALL.len()] = [
    "Російські шашки",
    "Піддавки",
    "Міжнародні шашки",
    "Бразильські шашки",
    "Англійські шашки (чекерс)",
    "Італійські шашки",
    "Пул (американські)",
    "Іспанські шашки",
    "Чеські шашки",
    "Міжнародні піддавки",
    "Кілер",
    "Прорив",
    "Фризькі шашки",
    "Турецькі шашки",
    "Вірменські шашки (тама)",
    "Стовпові шашки (башти)",
    "Ставропольські шашки",
    "Самоїди",
];

static EN: Text = Text {
    lang: Lang::En,
    sides: ["White", "Black"],
    to_move: ["White to move", "Black to move"],
    wins: ["White wins", "Black wins"],
    draw: "Draw",
    game_over: "Game over",
    you: "you",
    player: "player",
    engine: "shashki, level {}",
    thinking: "thinking…",
    pondering: "the engine is weighing the position…",
    capture_forced: "Capture is compulsory",
    several_ways: "Several ways lead there: choose each landing square in turn",
    choose_piece: "Choose a piece of the side to move",
    no_move_from: "No move from {}",
    not_a_landing: "The piece cannot go there",
    wait_engine: "Wait: the engine is to move",
    over: "The game is over",
    illegal: "Illegal move: {}",
    ambiguous: "'{}' is ambiguous: write one of {}",
    move_prompt: "Move: ",
    save_prompt: "Save PDN to: ",
    load_prompt: "Load PDN file or FEN: ",
    confirm_resign: "Resign the game? (y/n)",
    yes: &[],
    saved: "Saved to {}",
    save_failed: "Cannot save {}: {}",
    loaded: "Loaded {}: {} moves",
    load_failed: "Cannot load {}",
    bad_fen: "Bad FEN: {}",
    no_game: "no game in the file",
    nothing_to_undo: "Nothing to take back",
    hint: "Hint: {} (Enter plays it)",
    db_win: "win in {} moves",
    db_loss: "loss in {} moves",
    db_won: "win (database)",
    db_lost: "loss (database)",
    db_draw: "draw (database)",
    draw_offered: "{} offers a draw: d accepts, a move declines",
    draw_sent: "Draw offered",
    draw_declined: "The engine declines the draw",
    moves: "Moves",
    counters: "Draw rules",
    no_counters: "none in force",
    cursor: "Cursor: {}",
    // --- coach texts ---
    coach_on: "Coach on: each of your moves is checked by calculation.",
    coach_off: "Coach off.",
    coach_title: "Coach on {}:",
    coach_quiet: "nothing to say: no piece left hanging, no chance missed.",
    // --- end of coach texts ---
    keys: "arrows/hjkl cursor · Enter/space choose · m type a move · u undo · ? hint · f flip · \
           d draw · r resign · s save · o load · c coach · q quit",
    typing_keys: "Enter play · Esc cancel · Backspace erase",
    variants: EN_VARIANTS,
    win_reasons: [
        "the opponent cannot move",
        "the opponent has no pieces left",
        "the opponent resigned",
        "on time",
        "first king crowned",
    ],
    draw_reasons: [
        "the same position for the third time",
        "only kings moved for too long",
        "no man moved and nothing taken for too long",
        "kings on both sides, no progress",
        "the lone king held out",
        "the lone king holds the main road",
        "one piece against one piece",
        "by agreement",
    ],
    rules: [
        "repetition",
        "kings-only",
        "no progress",
        "balance",
        "lone king",
        "main road",
        "one against one",
        "agreement",
    ],
};

static RU: Text = Text {
    lang: Lang::Ru,
    sides: ["Белые", "Чёрные"],
    to_move: ["Ход белых", "Ход чёрных"],
    wins: ["Белые выиграли", "Чёрные выиграли"],
    draw: "Ничья",
    game_over: "Партия окончена",
    you: "вы",
    player: "игрок",
    engine: "shashki, уровень {}",
    thinking: "думаю…",
    pondering: "компьютер оценивает позицию…",
    capture_forced: "Бить обязательно",
    several_ways: "Туда ведут несколько путей: выберите по очереди каждое поле остановки",
    choose_piece: "Выберите шашку той стороны, чей ход",
    no_move_from: "С поля {} хода нет",
    not_a_landing: "Шашка не может пойти туда",
    wait_engine: "Подождите: ходит компьютер",
    over: "Партия окончена",
    illegal: "Невозможный ход: {}",
    ambiguous: "«{}» неоднозначно: напишите один из ходов {}",
    move_prompt: "Ход: ",
    save_prompt: "Сохранить PDN в файл: ",
    load_prompt: "Открыть файл PDN или FEN: ",
    confirm_resign: "Сдать партию? (д/н)",
    yes: &['д', 'Д'],
    saved: "Сохранено в {}",
    save_failed: "Не удалось сохранить {}: {}",
    loaded: "Открыто {}: ходов {}",
    load_failed: "Не удалось открыть: {}",
    bad_fen: "Неверный FEN: {}",
    no_game: "в файле нет партии",
    nothing_to_undo: "Нечего брать назад",
    hint: "Подсказка: {} (Enter — сделать ход)",
    db_win: "выигрыш, ходов до победы: {}",
    db_loss: "проигрыш, ходов до конца: {}",
    db_won: "выигрыш (база эндшпилей)",
    db_lost: "проигрыш (база эндшпилей)",
    db_draw: "ничья (база эндшпилей)",
    draw_offered: "{} предлагают ничью: d — согласиться, ход — отказ",
    draw_sent: "Ничья предложена",
    draw_declined: "Компьютер отказался от ничьей",
    moves: "Ходы",
    counters: "Правила ничьей",
    no_counters: "не действуют",
    cursor: "Курсор: {}",
    // --- coach texts ---
    coach_on: "Тренер включён: каждый ваш ход проверяется расчётом.",
    coach_off: "Тренер выключен.",
    coach_title: "Тренер о ходе {}:",
    coach_quiet: "замечаний нет: ничего не подставлено, ничего не упущено.",
    // --- end of coach texts ---
    keys: "стрелки/hjkl курсор · Enter/пробел выбор · m ввести ход · u назад · ? подсказка · \
           f перевернуть · d ничья · r сдаться · s сохранить · o открыть · c тренер · q выход",
    typing_keys: "Enter сделать ход · Esc отмена · Backspace стереть",
    variants: RU_VARIANTS,
    win_reasons: [
        "у соперника нет ходов",
        "у соперника не осталось шашек",
        "соперник сдался",
        "по времени",
        "первая дамка",
    ],
    draw_reasons: [
        "позиция повторилась трижды",
        "долго ходили только дамки",
        "долго без хода простой и без взятия",
        "дамки с обеих сторон без перемен",
        "одинокая дамка устояла",
        "одинокая дамка держит большую дорогу",
        "одна шашка против одной",
        "по соглашению",
    ],
    rules: [
        "повторение",
        "только дамки",
        "без продвижения",
        "равновесие",
        "одинокая дамка",
        "большая дорога",
        "одна против одной",
        "соглашение",
    ],
};

static UK: Text = Text {
    lang: Lang::Uk,
    sides: ["Білі", "Чорні"],
    to_move: ["Хід білих", "Хід чорних"],
    wins: ["Білі виграли", "Чорні виграли"],
    draw: "Нічия",
    game_over: "Партію закінчено",
    you: "ви",
    player: "гравець",
    engine: "shashki, рівень {}",
    thinking: "думаю…",
    pondering: "комп'ютер оцінює позицію…",
    capture_forced: "Бити обов'язково",
    several_ways: "Туди ведуть кілька шляхів: виберіть по черзі кожне поле зупинки",
    choose_piece: "Виберіть шашку того боку, чий хід",
    no_move_from: "З поля {} ходу немає",
    not_a_landing: "Шашка не може піти туди",
    wait_engine: "Зачекайте: ходить комп'ютер",
    over: "Партію закінчено",
    illegal: "Неможливий хід: {}",
    ambiguous: "«{}» неоднозначно: напишіть один із ходів {}",
    move_prompt: "Хід: ",
    save_prompt: "Зберегти PDN у файл: ",
    load_prompt: "Відкрити файл PDN або FEN: ",
    confirm_resign: "Здати партію? (т/н)",
    yes: &['т', 'Т'],
    saved: "Збережено в {}",
    save_failed: "Не вдалося зберегти {}: {}",
    loaded: "Відкрито {}: ходів {}",
    load_failed: "Не вдалося відкрити: {}",
    bad_fen: "Хибний FEN: {}",
    no_game: "у файлі немає партії",
    nothing_to_undo: "Нічого брати назад",
    hint: "Підказка: {} (Enter — зробити хід)",
    db_win: "виграш, ходів до перемоги: {}",
    db_loss: "програш, ходів до кінця: {}",
    db_won: "виграш (база ендшпілів)",
    db_lost: "програш (база ендшпілів)",
    db_draw: "нічия (база ендшпілів)",
    draw_offered: "{} пропонують нічию: d — погодитися, хід — відмова",
    draw_sent: "Нічию запропоновано",
    draw_declined: "Комп'ютер відмовився від нічиєї",
    moves: "Ходи",
    counters: "Правила нічиєї",
    no_counters: "не діють",
    cursor: "Курсор: {}",
    // --- coach texts ---
    coach_on: "Тренера ввімкнено: кожен ваш хід перевіряється розрахунком.",
    coach_off: "Тренера вимкнено.",
    coach_title: "Тренер про хід {}:",
    coach_quiet: "зауважень немає: нічого не підставлено, нічого не пропущено.",
    // --- end of coach texts ---
    keys: "стрілки/hjkl курсор · Enter/пробіл вибір · m ввести хід · u назад · ? підказка · \
           f перевернути · d нічия · r здатися · s зберегти · o відкрити · c тренер · q вихід",
    typing_keys: "Enter зробити хід · Esc скасувати · Backspace стерти",
    variants: UK_VARIANTS,
    win_reasons: [
        "у суперника немає ходів",
        "у суперника не залишилося шашок",
        "суперник здався",
        "за часом",
        "перша дамка",
    ],
    draw_reasons: [
        "позиція повторилася втретє",
        "довго ходили лише дамки",
        "довго без ходу простої і без взяття",
        "дамки з обох боків без змін",
        "самотня дамка вистояла",
        "самотня дамка тримає великий шлях",
        "одна шашка проти однієї",
        "за згодою",
    ],
    rules: [
        "повторення",
        "лише дамки",
        "без поступу",
        "рівновага",
        "самотня дамка",
        "великий шлях",
        "одна проти однієї",
        "згода",
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_names_its_language_and_anything_else_is_english() {
        assert_eq!(Lang::from_locale("ru_RU.UTF-8"), Lang::Ru);
        assert_eq!(Lang::from_locale("uk_UA.UTF-8"), Lang::Uk);
        assert_eq!(Lang::from_locale("C.UTF-8"), Lang::En);
        assert_eq!(Lang::from_locale("de_DE"), Lang::En);
    }

    #[test]
    fn templates_take_their_values_in_order() {
        assert_eq!(
            fill(EN.ambiguous, &["a", "b, c"]),
            "'a' is ambiguous: write one of b, c"
        );
        assert_eq!(fill("{} and {}", &["x"]), "x and ");
    }

    #[test]
    fn every_language_names_every_variant_and_reason() {
        for lang in [Lang::En, Lang::Ru, Lang::Uk] {
            let t = lang.text();
            for v in Variant::ALL {
                assert_ne!(t.variant(v), "?");
            }
            let (_, why) = t.result(Outcome::Draw(DrawReason::MainRoad)).unwrap();
            assert!(!why.is_empty());
        }
        assert_eq!(Lang::Ru.text().rule(DrawReason::KingsOnly), "только дамки");
    }
}
