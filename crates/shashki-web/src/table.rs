//! A game of any variant behind one object-safe trait, so that the server keeps games of
//! different variants side by side; each method is monomorphised per variant.

use std::time::Duration;

use serde::Serialize;
use serde_json::{json, Map, Value};
use shashki::geometry::Geometry;
use shashki::{
    notation, square, Clock, Color, Counter, Game, Move, Outcome, PlayError, Position, Rules,
    TimeControl, Variant,
};
use shashki_engine::MoveSpec;

/// One legal move as `shashki moves --json` prints it (INTERFACES section 5).
#[derive(Clone, Debug, Serialize)]
pub struct MoveJson {
    /// The move in the variant's notation.
    pub notation: String,
    /// Canonical number of the square left.
    pub from: u32,
    /// Canonical number of the square reached.
    pub to: u32,
    /// The start square, then every landing square in order.
    pub path: Vec<u32>,
    /// The captured squares, sorted.
    pub captured: Vec<u32>,
}

/// The parts of STATE that come from the rules.
pub struct RulesState {
    /// The position now, as FEN.
    pub fen: String,
    /// The side to move.
    pub turn: Color,
    /// The moves played, in the variant's notation.
    pub moves: Vec<String>,
    /// The legal moves.
    pub legal: Vec<MoveJson>,
    /// The outcome.
    pub outcome: Outcome,
    /// `{rule-key: {"count","limit"}}`.
    pub counters: Map<String, Value>,
    /// The last move played, if any.
    pub last: Option<MoveJson>,
}

/// A game of some variant.
pub trait Table: Send + Sync {
    /// The side to move.
    fn turn(&self) -> Color;
    /// The number of plies played.
    fn plies(&self) -> usize;
    /// The outcome now.
    fn outcome(&self) -> Outcome;
    /// The clock, if any.
    fn clock(&self) -> Option<Clock>;
    /// The standing draw offer.
    fn draw_offer(&self) -> Option<Color>;
    /// `color` declines the opponent's standing offer.
    ///
    /// # Errors
    /// As [`Game::decline_draw`].
    fn decline_draw(&mut self, color: Color) -> Result<(), PlayError>;
    /// The position after each ply, as FEN: the start first, the position now last.
    fn fens(&self) -> Vec<String>;
    /// A copy, to try a change on.
    fn boxed_clone(&self) -> Box<dyn Table>;
    /// The position now, as FEN.
    fn fen(&self) -> String;
    /// Everything STATE needs from the rules.
    fn rules_state(&self) -> RulesState;
    /// The draw-rule counters now, each with its count and limit.
    fn counters(&self) -> Vec<Counter>;
    /// Plays a move read from text (any notation of INTERFACES section 4); returns the move
    /// in full notation, the form that is stored.
    ///
    /// # Errors
    /// As [`Game::play_timed`].
    fn play_text(&mut self, text: &str, elapsed: Option<Duration>) -> Result<String, PlayError>;
    /// Plays a move given in canonical numbers.
    ///
    /// # Errors
    /// As [`Game::play_timed`].
    fn play_spec(
        &mut self,
        spec: &MoveSpec,
        elapsed: Option<Duration>,
    ) -> Result<String, PlayError>;
    /// `color` resigns.
    ///
    /// # Errors
    /// When the game is over.
    fn resign(&mut self, color: Color) -> Result<(), PlayError>;
    /// `color` offers or accepts a draw.
    ///
    /// # Errors
    /// When the game is over.
    fn offer_draw(&mut self, color: Color) -> Result<Outcome, PlayError>;
    /// `color` lost on time.
    fn lose_on_time(&mut self, color: Color);
    /// The start FEN and the moves, as the engine takes them.
    fn engine_input(&self) -> (String, Vec<MoveSpec>);
    /// The game as PDN text.
    fn pdn(&self, tags: &[(String, String)]) -> String;
}

/// A [`Game`] of variant `R` and each move played as JSON, written once when played rather
/// than for every STATE.
struct Typed<R: Rules>(Game<R>, Vec<MoveJson>);

/// A new game of `variant` from `fen` (`None`: the start position).
///
/// # Errors
/// A FEN that does not read or names an impossible position, with the reason.
pub fn new_table(
    variant: Variant,
    fen: Option<&str>,
    control: Option<TimeControl>,
) -> Result<Box<dyn Table>, String> {
    shashki::with_rules!(variant, R => typed::<R>(fen, control))
}

fn typed<R: Rules>(
    fen: Option<&str>,
    control: Option<TimeControl>,
) -> Result<Box<dyn Table>, String> {
    let start = match fen {
        None => Position::<R>::start(),
        Some(text) => Position::<R>::from_fen(text).map_err(|e| e.to_string())?,
    };
    let game = match control {
        Some(c) => Game::with_clock(start, c),
        None => Game::new(start),
    };
    Ok(Box::new(Typed(game, Vec::new())))
}

/// The move as JSON, written against `legal` (the legal moves of its position).
fn move_json<R: Rules>(mv: &Move, legal: &[Move]) -> MoveJson {
    let c = mv.canonical::<R>();
    MoveJson {
        notation: notation::write::<R>(mv, legal),
        from: c.from,
        to: c.to,
        path: c.path,
        captured: c.captured,
    }
}

impl<R: Rules> Typed<R> {
    fn play_move(&mut self, mv: &Move, elapsed: Option<Duration>) -> Result<String, PlayError> {
        let json = move_json::<R>(mv, &self.0.position().legal_moves());
        let plies = self.0.moves().len();
        self.0.play_timed(mv, elapsed)?;
        if self.0.moves().len() > plies {
            self.1.push(json);
        }
        Ok(notation::full::<R>(mv))
    }
}

impl<R: Rules> Table for Typed<R> {
    fn turn(&self) -> Color {
        self.0.position().turn()
    }

    fn plies(&self) -> usize {
        self.0.moves().len()
    }

    fn outcome(&self) -> Outcome {
        self.0.outcome()
    }

    fn clock(&self) -> Option<Clock> {
        self.0.clock().copied()
    }

    fn draw_offer(&self) -> Option<Color> {
        self.0.draw_offer()
    }

    fn decline_draw(&mut self, color: Color) -> Result<(), PlayError> {
        self.0.decline_draw(color)
    }

    fn fens(&self) -> Vec<String> {
        self.0.positions().iter().map(Position::fen).collect()
    }

    fn boxed_clone(&self) -> Box<dyn Table> {
        Box::new(Typed(self.0.clone(), self.1.clone()))
    }

    fn fen(&self) -> String {
        self.0.position().fen()
    }

    fn rules_state(&self) -> RulesState {
        let pos = self.0.position();
        let moves = self.1.iter().map(|m| m.notation.clone()).collect();
        let last = self.1.last().cloned();
        let legal_now = pos.legal_moves();
        let legal = if self.0.outcome().is_over() {
            Vec::new()
        } else {
            legal_now
                .iter()
                .map(|mv| move_json::<R>(mv, &legal_now))
                .collect()
        };
        let counters = self
            .counters()
            .into_iter()
            .map(|c| {
                (
                    c.rule.key().to_string(),
                    json!({"count": c.count, "limit": c.limit}),
                )
            })
            .collect();
        RulesState {
            fen: pos.fen(),
            turn: pos.turn(),
            moves,
            legal,
            outcome: self.0.outcome(),
            counters,
            last,
        }
    }

    fn counters(&self) -> Vec<Counter> {
        self.0.counters()
    }

    fn play_text(&mut self, text: &str, elapsed: Option<Duration>) -> Result<String, PlayError> {
        if self.0.outcome().is_over() {
            return Err(PlayError::GameOver(self.0.outcome()));
        }
        let pos = *self.0.position();
        let mv = pos.parse_move(text).map_err(|e| PlayError::Illegal {
            text: text.to_string(),
            fen: pos.fen(),
            reason: Some(e),
        })?;
        self.play_move(&mv, elapsed)
    }

    fn play_spec(
        &mut self,
        spec: &MoveSpec,
        elapsed: Option<Duration>,
    ) -> Result<String, PlayError> {
        let pos = *self.0.position();
        let found = pos
            .legal_moves()
            .iter()
            .find(|m| spec.matches::<R>(m))
            .copied();
        match found {
            Some(mv) => self.play_move(&mv, elapsed),
            None => Err(PlayError::Illegal {
                text: format!("{}-{}", spec.from, spec.to),
                fen: pos.fen(),
                reason: None,
            }),
        }
    }

    fn resign(&mut self, color: Color) -> Result<(), PlayError> {
        self.0.resign(color)
    }

    fn offer_draw(&mut self, color: Color) -> Result<Outcome, PlayError> {
        self.0.offer_draw(color)
    }

    fn lose_on_time(&mut self, color: Color) {
        self.0.lose_on_time(color);
    }

    fn engine_input(&self) -> (String, Vec<MoveSpec>) {
        (
            self.0.start().fen(),
            self.0.moves().iter().map(MoveSpec::of::<R>).collect(),
        )
    }

    fn pdn(&self, tags: &[(String, String)]) -> String {
        let result = shashki_pdn::result_marker::<R>(self.0.outcome());
        let game = shashki_pdn::record::<R>(tags, self.0.start(), self.0.moves(), Some(result));
        let mut out = Vec::new();
        // Writing to a Vec cannot fail.
        let _ = shashki_pdn::write_game(&mut out, &game);
        String::from_utf8_lossy(&out).into_owned()
    }
}

/// The board of a variant for the page: its size, notation and every playable square.
pub fn variant_json(variant: Variant) -> Value {
    shashki::with_rules!(variant, R => board_json::<R>(variant))
}

fn board_json<R: Rules>(variant: Variant) -> Value {
    let rows = R::Board::ROWS;
    let squares: Vec<Value> = (1..=R::Board::SQUARES)
        .filter_map(|n| {
            let bit = square::bit_of_number::<R>(n)?;
            let (file, rank) = square::coordinates::<R>(bit);
            Some(json!({"number": n, "name": square::name::<R>(bit), "file": file, "rank": rank}))
        })
        .collect();
    json!({
        "key": variant.key(),
        "size": rows,
        "first": R::FIRST.name(),
        "separator": R::CAPTURE_SEPARATOR.to_string(),
        "squares": squares,
    })
}

/// The moves `line` (canonical numbers, played in order from `fen`) in the variant's notation;
/// stops at the first move that does not fit.
pub fn line_notation(variant: Variant, fen: &str, line: &[MoveSpec]) -> Vec<String> {
    shashki::with_rules!(variant, R => typed_line::<R>(fen, line))
}

fn typed_line<R: Rules>(fen: &str, line: &[MoveSpec]) -> Vec<String> {
    let Ok(mut pos) = Position::<R>::from_fen(fen) else {
        return Vec::new();
    };
    let mut out = Vec::with_capacity(line.len());
    for spec in line {
        let legal = pos.legal_moves();
        let Some(mv) = legal.iter().find(|m| spec.matches::<R>(m)) else {
            break;
        };
        out.push(notation::write::<R>(mv, &legal));
        pos = pos.play(mv);
    }
    out
}

/// A game imported from PDN text: its variant, start and moves, as `POST /api/pdn/import`
/// answers.
pub struct Imported {
    /// The variant (from the tags; russian when they do not say).
    pub variant: Variant,
    /// The start position when the game does not start from the variant's.
    pub start_fen: Option<String>,
    /// The main line in the variant's notation.
    pub moves: Vec<String>,
    /// The position after the last move.
    pub fen: String,
}

/// Reads the first game of `text` and replays its main line.
///
/// # Errors
/// The reader's or the replay's message, with its line and column.
pub fn import_pdn(text: &str) -> Result<Imported, String> {
    let game = match shashki_pdn::Reader::new(text.as_bytes()).next() {
        None => return Err("no game in the PDN text".into()),
        Some(Err(e)) => {
            return Err(format!(
                "PDN line {}, column {}: {}",
                e.line, e.column, e.message
            ))
        }
        Some(Ok(game)) => game,
    };
    let variant = shashki_pdn::variant_of(&game).unwrap_or(Variant::Russian);
    shashki::with_rules!(variant, R => typed_import::<R>(variant, &game))
}

fn typed_import<R: Rules>(
    variant: Variant,
    game: &shashki_pdn::PdnGame,
) -> Result<Imported, String> {
    let replayed = shashki_pdn::replay::<R>(game).map_err(|e| match e {
        shashki_pdn::ReplayError::Move {
            ply,
            text,
            line,
            column,
            error,
        } => format!(
            "PDN line {line}, column {column}: move {} ('{text}'): {error}",
            ply + 1
        ),
        other => format!("PDN line {}: {other}", game.line),
    })?;
    let mut pos = replayed.start;
    let mut moves = Vec::with_capacity(replayed.moves.len());
    for mv in &replayed.moves {
        moves.push(notation::write::<R>(mv, &pos.legal_moves()));
        pos = pos.play(mv);
    }
    Ok(Imported {
        variant,
        start_fen: shashki_pdn::start_fen(game).map(|_| replayed.start.fen()),
        moves,
        fen: replayed.end.fen(),
    })
}
