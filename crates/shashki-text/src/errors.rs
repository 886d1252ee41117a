//! The rules crate's errors said in words: each kind of error has its catalogue key, its
//! squares named as the variant names them (algebraic on the Russian board, numbers on the
//! international one) and its pieces by colour.

use shashki::square::{ParseSquareError, SquareFault};
use shashki::{
    Color, DrawReason, FenError, FenFault, Outcome, ParseFenError, ParseMoveError, PlayError,
    PositionError, Problem, TextError, TextFault, Variant, WinReason,
};

use crate::Message;

/// The square with canonical number `number` as people write it in `variant`.
pub fn square(variant: Variant, number: u32) -> String {
    variant
        .square_bit(number)
        .map_or_else(|| number.to_string(), |bit| variant.square_name(bit))
}

/// The catalogue's selector for a colour (`white`, `black`).
pub fn color(color: Color) -> &'static str {
    color.name()
}

/// A FEN that gave no position of `variant`.
pub fn fen(variant: Variant, error: &FenError) -> Message {
    match error {
        FenError::Parse(e) => parse_fen(variant, e),
        FenError::Position(e) => position(variant, e),
    }
}

/// A FEN that could not be read.
pub fn parse_fen(variant: Variant, error: &ParseFenError) -> Message {
    Message::new("fen-unreadable")
        .number("column", error.column)
        .message("fault", fen_fault(variant, &error.fault))
}

fn fen_fault(variant: Variant, fault: &FenFault) -> Message {
    match fault {
        FenFault::Empty => Message::new("fen-empty"),
        FenFault::Side(found) => Message::new("fen-side").text("found", found),
        FenFault::BlockLetter(c) => Message::new("fen-block-letter").text("found", *c),
        FenFault::EmptyField => Message::new("fen-empty-field"),
        FenFault::SecondBlock(c) => Message::new("fen-second-block").text("color", color(*c)),
        FenFault::EmptySquare => Message::new("fen-empty-square"),
        FenFault::BadRange(t) => Message::new("fen-bad-range").text("text", t),
        FenFault::BackwardRange(t) => Message::new("fen-backward-range").text("text", t),
        FenFault::Square(e) => bad_square(e),
        FenFault::ColumnsNotHere => Message::new("fen-columns-not-here"),
        FenFault::ColumnLetter(c) => Message::new("fen-column-letter").text("found", *c),
        FenFault::ColumnTop {
            square: s,
            top,
            block,
        } => Message::new("fen-column-top")
            .text("square", square(variant, *s))
            .text("top", color(*top))
            .text("block", color(*block)),
        FenFault::EmptyColumn(s) => {
            Message::new("fen-empty-column").text("square", square(variant, *s))
        }
        FenFault::LastMoveNotHere => Message::new("fen-last-move-not-here"),
        FenFault::LastMoveForm(t) => Message::new("fen-last-move-form").text("text", t),
        FenFault::KingRunForm(t) => Message::new("fen-king-run-form").text("text", t),
    }
}

/// A square name that names no playable square.
pub fn bad_square(error: &ParseSquareError) -> Message {
    Message::new("square-bad")
        .text("text", &error.text)
        .message("why", square_fault(error.reason))
}

/// Why a square name names no playable square.
fn square_fault(fault: SquareFault) -> Message {
    Message::new(match fault {
        SquareFault::NotANumber => "square-not-a-number",
        SquareFault::NoSuchNumber => "square-no-such-number",
        SquareFault::AlgebraicOff8x8 => "square-algebraic-off-8x8",
        SquareFault::NoRank => "square-no-rank",
        SquareFault::OffBoard => "square-off-board",
        SquareFault::NotPlayable => "square-not-playable",
        SquareFault::Unreadable => "square-unreadable",
    })
}

/// A book position text that gave no position of `variant`.
pub fn position_text(variant: Variant, error: &TextError) -> Message {
    match error {
        TextError::Parse(e) => Message::new("text-unreadable")
            .number("column", e.column)
            .message("fault", text_fault(&e.fault)),
        TextError::Position(e) => position(variant, e),
    }
}

fn text_fault(fault: &TextFault) -> Message {
    match fault {
        TextFault::NoSide => Message::new("text-no-side"),
        TextFault::UnknownWord(w) => Message::new("text-unknown-word").text("word", w),
        TextFault::NotASquare(e) => Message::new("text-not-a-square")
            .text("word", &e.text)
            .message("why", square_fault(e.reason)),
        TextFault::OutsideSide(w) => Message::new("text-outside-side").text("word", w),
        TextFault::SideTwice(c) => Message::new("text-side-twice").text("color", color(*c)),
        TextFault::SideMissing(c) => Message::new("text-side-missing").text("color", color(*c)),
        TextFault::TurnTwice => Message::new("text-turn-twice"),
        TextFault::SquareTwice(s) => Message::new("text-square-twice").text("square", s),
        TextFault::EmptyColumn(s) => Message::new("fen-empty-column").text("square", s),
        TextFault::ColumnLetter(c) => Message::new("fen-column-letter").text("found", *c),
        TextFault::ColumnTop { square, top, side } => Message::new("fen-column-top")
            .text("square", square)
            .text("top", color(*top))
            .text("block", color(*side)),
        TextFault::RemarkNotLast => Message::new("text-remark-not-last"),
        TextFault::RemarkUnclosed => Message::new("text-remark-unclosed"),
    }
}

/// A setup that cannot be a position of `variant`: every problem, joined.
pub fn position(variant: Variant, error: &PositionError) -> Message {
    let problems: Vec<Message> = error.problems.iter().map(|p| problem(variant, p)).collect();
    Message::new("position-impossible").message("problems", list(problems))
}

/// Messages joined with the catalogue's separator, as one message.
fn list(items: Vec<Message>) -> Message {
    items
        .into_iter()
        .reduce(|all, next| {
            Message::new("list-joined")
                .message("head", all)
                .message("tail", next)
        })
        .unwrap_or_else(|| Message::new("list-empty"))
}

/// One reason a setup is not a position of `variant`.
pub fn problem(variant: Variant, problem: &Problem) -> Message {
    let sq = |n: u32| square(variant, n);
    match problem {
        Problem::NoSuchSquare(n) => Message::new("problem-no-such-square").number("number", *n),
        Problem::SquareTwice(n) => Message::new("problem-square-twice").text("square", sq(*n)),
        Problem::ManOnPromotionRow(n, c) => Message::new("problem-man-on-promotion-row")
            .text("square", sq(*n))
            .text("color", color(*c)),
        Problem::TooManyPieces(c, n, max) => Message::new("problem-too-many-pieces")
            .text("color", color(*c))
            .number("count", *n)
            .number("max", *max),
        Problem::MixedColumn(n) => Message::new("problem-mixed-column").text("square", sq(*n)),
        Problem::LastMoveNotKept => Message::new("problem-last-move-not-kept"),
        Problem::BadLastMove(from, to) => Message::new("problem-bad-last-move")
            .text("from", sq(*from))
            .text("to", sq(*to)),
        Problem::BadKingRun(run) => Message::new("problem-bad-king-run")
            .text("color", color(run.color))
            .text("square", sq(run.square))
            .number("moves", run.moves),
    }
}

/// A move text that names no legal move, or several.
pub fn parse_move(error: &ParseMoveError) -> Message {
    match error {
        ParseMoveError::Empty => Message::new("move-empty"),
        ParseMoveError::BadSquare { column, reason } => Message::new("move-bad-square")
            .number("column", *column)
            .message("why", bad_square(reason)),
        ParseMoveError::OneSquare(t) => Message::new("move-one-square").text("text", t),
        ParseMoveError::Illegal(t) => Message::new("move-illegal").text("text", t),
        ParseMoveError::Ambiguous { text, candidates } => Message::new("move-ambiguous")
            .text("text", text)
            .text("candidates", candidates.join(", ")),
    }
}

/// A move or an action the game refused.
pub fn play(error: &PlayError) -> Message {
    match error {
        PlayError::Illegal {
            reason: Some(r), ..
        } => parse_move(r),
        PlayError::Illegal { text, .. } => Message::new("move-illegal").text("text", text),
        PlayError::GameOver(o) => game_over(*o),
        PlayError::NotYourTurn(c) => not_your_turn(*c),
        PlayError::NoDrawOffer(c) => Message::new("play-no-draw-offer").text("color", color(*c)),
    }
}

/// "It is White's turn": said to the side that tried to play.
pub fn not_your_turn(turn: Color) -> Message {
    Message::new("play-not-your-turn").text("color", color(turn))
}

/// "The game is over: White wins, the opponent resigned."
pub fn game_over(outcome: Outcome) -> Message {
    Message::new("play-game-over").message("result", result(outcome))
}

/// The result of a finished game in one phrase: who won and why, or that it was drawn and why
/// ("ongoing" for a game not over).
pub fn result(outcome: Outcome) -> Message {
    match outcome {
        Outcome::Ongoing => Message::new("result-ongoing"),
        Outcome::Win { winner, reason } => Message::new("result-win")
            .message("winner", wins(winner))
            .message("why", win_reason(reason)),
        Outcome::Draw(rule) => Message::new("result-draw").message("why", draw_reason(rule)),
    }
}

/// "White wins", "Black wins".
pub fn wins(winner: Color) -> Message {
    Message::new("wins").text("color", color(winner))
}

/// Why a game was won.
pub fn win_reason(reason: WinReason) -> Message {
    Message::new(match reason {
        WinReason::NoMoves => "win-no-moves",
        WinReason::NoPieces => "win-no-pieces",
        WinReason::WinnerNoMoves => "win-winner-no-moves",
        WinReason::WinnerNoPieces => "win-winner-no-pieces",
        WinReason::Resignation => "win-resignation",
        WinReason::Time => "win-time",
        WinReason::Breakthrough => "win-breakthrough",
    })
}

/// Why a game was drawn.
pub fn draw_reason(rule: DrawReason) -> Message {
    Message::new(match rule {
        DrawReason::Repetition => "draw-repetition",
        DrawReason::KingsOnly => "draw-kings-only",
        DrawReason::NoProgress => "draw-no-progress",
        DrawReason::Balance => "draw-balance",
        DrawReason::LoneKing => "draw-lone-king",
        DrawReason::MainRoad => "draw-main-road",
        DrawReason::SinglePieces => "draw-single-pieces",
        DrawReason::Agreement => "draw-agreement",
    })
}

/// The short name of a draw rule's counter ("kings-only").
pub fn rule(rule: DrawReason) -> Message {
    Message::new(match rule {
        DrawReason::Repetition => "rule-repetition",
        DrawReason::KingsOnly => "rule-kings-only",
        DrawReason::NoProgress => "rule-no-progress",
        DrawReason::Balance => "rule-balance",
        DrawReason::LoneKing => "rule-lone-king",
        DrawReason::MainRoad => "rule-main-road",
        DrawReason::SinglePieces => "rule-single-pieces",
        DrawReason::Agreement => "rule-agreement",
    })
}

/// The variant's name.
pub fn variant(variant: Variant) -> Message {
    Message::new(format!("variant-{}", variant.key()))
}

#[cfg(test)]
mod tests {
    use shashki::VariantPosition;

    use super::*;
    use crate::Lang;

    fn fen_error(variant: Variant, text: &str, lang: Lang) -> String {
        let Err(error) = VariantPosition::from_fen(variant, text) else {
            panic!("{text} accepted");
        };
        fen(variant, &error).say(lang)
    }

    #[test]
    fn a_russian_position_error_names_squares_algebraically_in_russian() {
        assert_eq!(
            fen_error(Variant::Russian, "W:W1:B20", Lang::Ru),
            "невозможная позиция: белая простая на b8 стоит на поле превращения \
             (она была бы дамкой)"
        );
        assert_eq!(
            fen_error(Variant::Russian, "W:W22,22:B1", Lang::Uk),
            "неможлива позиція: на полі c3 дві шашки"
        );
    }

    #[test]
    fn an_international_position_error_names_squares_by_number() {
        assert_eq!(
            fen_error(Variant::International, "B:W1:B30", Lang::En),
            "impossible position: a white man on 1 stands on its promotion row (it would be \
             a king)"
        );
    }

    #[test]
    fn a_fen_read_error_gives_its_column_and_fault_in_the_language() {
        assert_eq!(
            fen_error(Variant::Russian, "W:W22,z9:B1", Lang::Ru),
            "неверный FEN, знак 7: неверное поле «z9»: вне доски"
        );
        assert_eq!(
            fen_error(Variant::Russian, "X:W22", Lang::Uk),
            "хибний FEN, знак 1: бік, чий хід, — W або B, а написано «X»"
        );
    }

    #[test]
    fn every_problem_joins_and_numbers_choose_their_plural() {
        let many = "W:W1-13:B20";
        let ru = fen_error(Variant::Russian, many, Lang::Ru);
        assert!(
            ru.contains("у белых 13 шашек, а в этой игре их не больше 12"),
            "{ru}"
        );
        assert!(ru.contains("; "), "{ru}");
    }

    #[test]
    fn play_errors_and_results_are_said_in_the_language() {
        let over = PlayError::GameOver(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Resignation,
        });
        assert_eq!(
            play(&over).say(Lang::Ru),
            "партия окончена: Чёрные выиграли: соперник сдался"
        );
        assert_eq!(
            play(&PlayError::NotYourTurn(Color::White)).say(Lang::Uk),
            "зараз хід білих"
        );
        assert_eq!(
            variant(Variant::Bashni).say(Lang::Ru),
            "Столбовые шашки (башни)"
        );
    }

    /// The catalogues keep a name for each variant of the table, in each language (a name that
    /// fell back to English, or to the bare key, would repeat another language's).
    #[test]
    fn every_variant_has_a_name_in_every_language() {
        for v in Variant::ALL {
            let [en, ru, uk] = [Lang::En, Lang::Ru, Lang::Uk].map(|l| variant(v).say(l));
            assert_ne!(en, format!("variant-{}", v.key()), "{v}: no English name");
            assert_ne!(ru, en, "{v}: no Russian name");
            assert_ne!(uk, en, "{v}: no Ukrainian name");
        }
    }
}
