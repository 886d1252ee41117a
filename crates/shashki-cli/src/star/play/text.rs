//! Every word the Chinese checkers screen shows, in English, Russian and Ukrainian. Templates
//! hold `{}` where [`fill`] puts the values; a player's colour always comes first,
//! so that it keeps its capital letter in every language.

use crate::play::Lang;

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

/// The interface text of one language.
pub struct Text {
    /// The game's name.
    pub title: &'static str,
    /// The players' colours, A to F (red, yellow, green, blue, purple, orange).
    pub colours: [&'static str; 6],
    /// A person at this terminal.
    pub person: &'static str,
    /// A computer player: `{}` = level.
    pub computer: &'static str,
    /// `{}` = colour.
    pub to_move: &'static str,
    /// `{}` = colour.
    pub wins: &'static str,
    /// The banner of a game nobody could go on with.
    pub blocked: &'static str,
    /// The banner's title.
    pub game_over: &'static str,
    /// A player with every piece home.
    pub home: &'static str,
    /// A player who resigned.
    pub resigned: &'static str,
    /// A player out by the anti-spoiling rule.
    pub spoiled: &'static str,
    /// `{}` = colour.
    pub passes: &'static str,
    /// `{}` = colour.
    pub thinking: &'static str,
    /// A hole with no piece of the player to move.
    pub choose_piece: &'static str,
    /// `{}` = hole.
    pub no_move_from: &'static str,
    /// A hole the chosen piece cannot reach.
    pub not_a_destination: &'static str,
    /// Input refused while a computer is to move.
    pub wait_computer: &'static str,
    /// Input refused after the end.
    pub over: &'static str,
    /// `{}` = the text typed.
    pub illegal: &'static str,
    /// The move prompt.
    pub move_prompt: &'static str,
    /// The save prompt.
    pub save_prompt: &'static str,
    /// `{}` = colour.
    pub confirm_resign: &'static str,
    /// Letters that answer yes besides `y`.
    pub yes: &'static [char],
    /// `{}` = file.
    pub saved: &'static str,
    /// `{}` = file, `{}` = reason.
    pub save_failed: &'static str,
    /// Nothing left to take back.
    pub nothing_to_undo: &'static str,
    /// `{}` = move.
    pub hint: &'static str,
    /// A key of the draughts game that this game has no use for.
    pub not_here: &'static str,
    /// Heading of the move list.
    pub moves: &'static str,
    /// Label of the steps a player still has to go.
    pub to_go: &'static str,
    /// `{}` = hole under the cursor.
    pub cursor: &'static str,
    /// The key help line.
    pub keys: &'static str,
    /// The key help line while typing.
    pub typing_keys: &'static str,
}

/// The text in `lang`.
pub fn text(lang: Lang) -> &'static Text {
    match lang {
        Lang::En => &EN,
        Lang::Ru => &RU,
        Lang::Uk => &UK,
    }
}

const EN: Text = Text {
    title: "Chinese checkers",
    colours: ["Red", "Yellow", "Green", "Blue", "Purple", "Orange"],
    person: "person",
    computer: "computer, level {}",
    to_move: "{} to move",
    wins: "{} wins",
    blocked: "Nobody can move: no winner",
    game_over: "Game over",
    home: "home",
    resigned: "resigned",
    spoiled: "out: a piece stayed in its start point after 30 moves",
    passes: "{} cannot move and passes",
    thinking: "{} is thinking…",
    choose_piece: "Choose one of your pieces",
    no_move_from: "The piece in hole {} cannot move",
    not_a_destination: "The chosen piece cannot go there",
    wait_computer: "A computer is to move",
    over: "The game is over",
    illegal: "Not a legal move: {}",
    move_prompt: "Move (from-to): ",
    save_prompt: "Save the record to: ",
    confirm_resign: "{}: resign? (y/n)",
    yes: &[],
    saved: "Saved to {}",
    save_failed: "Could not save {}: {}",
    nothing_to_undo: "Nothing to take back",
    hint: "Hint: {} (Enter plays it)",
    not_here: "Not in this game",
    moves: "Moves",
    to_go: "steps to go",
    cursor: "Hole {}",
    keys: "arrows/hjkl cursor · Enter choose · m type a move · ? hint · u undo · r resign · s save · q quit",
    typing_keys: "Enter done · Esc cancel",
};

const RU: Text = Text {
    title: "Китайские шашки",
    colours: ["Красные", "Жёлтые", "Зелёные", "Синие", "Фиолетовые", "Оранжевые"],
    person: "человек",
    computer: "компьютер, уровень {}",
    to_move: "{} ходят",
    wins: "{} победили",
    blocked: "Никто не может ходить: победителя нет",
    game_over: "Игра окончена",
    home: "дома",
    resigned: "сдались",
    spoiled: "выбыли: фишка осталась в своём углу после 30 ходов",
    passes: "{} не могут ходить и пропускают ход",
    thinking: "{} думают…",
    choose_piece: "Выберите свою фишку",
    no_move_from: "Фишка в лунке {} не может ходить",
    not_a_destination: "Выбранная фишка туда не пройдёт",
    wait_computer: "Сейчас ходит компьютер",
    over: "Игра окончена",
    illegal: "Такого хода нет: {}",
    move_prompt: "Ход (откуда-куда): ",
    save_prompt: "Сохранить запись в файл: ",
    confirm_resign: "{}: сдаться? (д/н)",
    yes: &['д', 'Д'],
    saved: "Сохранено в {}",
    save_failed: "Не удалось сохранить {}: {}",
    nothing_to_undo: "Нечего отменять",
    hint: "Подсказка: {} (Enter — сыграть)",
    not_here: "В этой игре этого нет",
    moves: "Ходы",
    to_go: "шагов до цели",
    cursor: "Лунка {}",
    keys: "стрелки/hjkl курсор · Enter выбрать · m ввести ход · ? подсказка · u отменить · r сдаться · s сохранить · q выйти",
    typing_keys: "Enter готово · Esc отмена",
};

const UK: Text = Text {
    title: "Китайські шашки",
    colours: ["Червоні", "Жовті", "Зелені", "Сині", "Фіолетові", "Помаранчеві"],
    person: "людина",
    computer: "комп'ютер, рівень {}",
    to_move: "{} ходять",
    wins: "{} перемогли",
    blocked: "Ніхто не може ходити: переможця немає",
    game_over: "Гру закінчено",
    home: "вдома",
    resigned: "здалися",
    spoiled: "вибули: фішка лишилася у своєму куті після 30 ходів",
    passes: "{} не можуть ходити й пропускають хід",
    thinking: "{} думають…",
    choose_piece: "Виберіть свою фішку",
    no_move_from: "Фішка в лунці {} не може ходити",
    not_a_destination: "Вибрана фішка туди не пройде",
    wait_computer: "Зараз ходить комп'ютер",
    over: "Гру закінчено",
    illegal: "Такого ходу немає: {}",
    move_prompt: "Хід (звідки-куди): ",
    save_prompt: "Зберегти запис у файл: ",
    confirm_resign: "{}: здатися? (т/н)",
    yes: &['т', 'Т'],
    saved: "Збережено в {}",
    save_failed: "Не вдалося зберегти {}: {}",
    nothing_to_undo: "Нічого скасовувати",
    hint: "Підказка: {} (Enter — зіграти)",
    not_here: "У цій грі цього немає",
    moves: "Ходи",
    to_go: "кроків до мети",
    cursor: "Лунка {}",
    keys: "стрілки/hjkl курсор · Enter вибрати · m ввести хід · ? підказка · u скасувати · r здатися · s зберегти · q вийти",
    typing_keys: "Enter готово · Esc скасувати",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_take_their_values_in_order() {
        assert_eq!(fill("{} and {}", &["x", "y"]), "x and y");
        assert_eq!(fill("{} and {}", &["x"]), "x and ");
    }
}
