//! One game of a match: the rules crate's game layer keeps the moves, the draw rules, the
//! clock and the outcome; the engines are asked for moves through the Hub protocol. A move
//! that is not legal, an engine that exits, breaks the protocol or is too slow loses the game
//! for that engine, and the fault is reported.

use std::time::Duration;

use shashki::{Color, Outcome, TimeControl, Variant, VariantGame, VariantPosition, WinReason};
use shashki_hub::{board, read_move, write_move, LevelArgs, Numbering};

use super::engine::{EngineError, HubEngine};
use super::openings::Opening;

/// A game still going after this many plies is drawn by the match (adjudicated), a guard
/// against a variant whose draw rules do not end every game.
pub const MAX_PLIES: usize = 1000;

/// With a node budget, how long an answer may take before the engine loses on time.
pub const NODES_TIMEOUT: Duration = Duration::from_secs(60);

/// How much time the engines get.
#[derive(Clone, Copy, Debug)]
pub enum Timing {
    /// A fixed time for every move (`level move-time=`); an answer later than this plus the
    /// margin loses on time.
    MoveTime {
        /// The time per move.
        per_move: Duration,
        /// How late an answer may come (pipes and process switches take time too).
        margin: Duration,
    },
    /// A fixed number of nodes for every move (`level nodes=`), with no time limit but
    /// [`NODES_TIMEOUT`] to tell a hung engine.
    Nodes(u64),
    /// A clock with an increment (`level time= inc=`), kept by the game layer. As Hub
    /// engines count it, the increment is added before every move: the clock starts at
    /// `time + inc` and an engine is told `time = remaining - inc`.
    Clock {
        /// Seconds for the game.
        time: Duration,
        /// Seconds added for every move.
        inc: Duration,
    },
}

/// Which game of the match to play.
#[derive(Clone, Copy, Debug)]
pub struct Job {
    /// The game's number in the match, from 0.
    pub index: usize,
    /// The opening's number in the match's list.
    pub opening: usize,
    /// True when engine 1 has the white pieces.
    pub engine1_white: bool,
}

impl Job {
    /// The engine (0 for engine 1, 1 for engine 2) playing `color`.
    pub fn seat(&self, color: Color) -> usize {
        usize::from((color == Color::White) != self.engine1_white)
    }
}

/// A finished game.
#[derive(Clone, Debug)]
pub struct Played {
    /// Which game it was.
    pub job: Job,
    /// The game from the start position, the opening's moves included, and how it ended.
    pub game: VariantGame,
    /// The engine (0 or 1) that lost by a fault, and what it did.
    pub fault: Option<(usize, String)>,
    /// Other things worth reporting: `error` lines of the engines, an adjudication.
    pub notes: Vec<String>,
}

impl Played {
    /// Whether engine 1 won (`Some(true)`), lost (`Some(false)`), or drew (`None`).
    pub fn engine1_won(&self) -> Option<bool> {
        match self.game.outcome() {
            Outcome::Win { winner, .. } => Some(self.job.seat(winner) == 0),
            _ => None,
        }
    }
}

/// Plays `job` from `opening` between the engines in `engines` (started from `commands`
/// where missing). An engine that failed is dropped from its slot, to be started afresh for
/// the next game.
pub fn play(
    variant: Variant,
    job: Job,
    opening: &Opening,
    engines: &mut [Option<HubEngine>; 2],
    commands: &[String; 2],
    timing: Timing,
) -> Played {
    let start = VariantPosition::start(variant);
    let control = match timing {
        Timing::MoveTime { .. } | Timing::Nodes(_) => None,
        Timing::Clock { time, inc } => Some(TimeControl::Fischer {
            initial: time + inc,
            increment: inc,
        }),
    };
    let mut game = VariantGame::new(start, control);
    let mut played = Played {
        job,
        game: game.clone(),
        fault: None,
        notes: Vec::new(),
    };
    for mv in &opening.moves {
        if let Err(e) = game.play(mv) {
            played.notes.push(format!("opening {}: {e}", opening.name));
            break;
        }
    }
    for seat in 0..2 {
        if let Err(e) = ready(&mut engines[seat], &commands[seat], variant) {
            engines[seat] = None;
            forfeit(&mut game, &mut played, seat, e.to_string());
            return finish(game, played);
        }
    }
    // Board strings only come from FEN the rules wrote, so this cannot fail.
    let board = board::from_fen(variant, &start.fen()).unwrap_or_default();
    while !game.outcome().is_over() {
        if game.moves().len() >= MAX_PLIES {
            let _ = game.offer_draw(Color::White);
            let _ = game.offer_draw(Color::Black);
            played
                .notes
                .push(format!("adjudicated a draw after {MAX_PLIES} plies"));
            break;
        }
        let pos = game.position();
        let side = pos.turn();
        let seat = job.seat(side);
        let Some(engine) = engines[seat].as_mut() else {
            break;
        };
        let history: Vec<String> = game
            .moves()
            .iter()
            .map(|m| write_move(variant, m, Numbering::Canonical))
            .collect();
        let (level, limit) = level(&game, side, timing);
        let answer = engine.think(&board, &history, &level, limit);
        for error in engine.take_errors() {
            played.notes.push(format!(
                "engine{} said 'error {error}' at ply {}",
                seat + 1,
                game.moves().len() + 1
            ));
        }
        match answer {
            Ok((Some(answer), elapsed)) => match read_move(&pos, &answer, Numbering::Canonical) {
                Ok(mv) => {
                    let timed = matches!(timing, Timing::Clock { .. }).then_some(elapsed);
                    if game.play_timed(&mv, timed).is_err() {
                        break;
                    }
                    if let Outcome::Win {
                        reason: WinReason::Time,
                        ..
                    } = game.outcome()
                    {
                        played.fault = Some((
                            seat,
                            format!(
                                "exceeded its clock: {:.3} s for {answer} with {:.3} s left",
                                elapsed.as_secs_f64(),
                                game.clock()
                                    .map_or(0.0, |c| c.remaining(side).as_secs_f64())
                            ),
                        ));
                    }
                }
                Err(e) => forfeit(
                    &mut game,
                    &mut played,
                    seat,
                    format!("{e} in {}", pos.fen()),
                ),
            },
            Ok((None, _)) => forfeit(
                &mut game,
                &mut played,
                seat,
                format!("answered done without a move in {}", pos.fen()),
            ),
            Err(EngineError::Timeout) => {
                engines[seat] = None;
                game.lose_on_time(side);
                played.fault = Some((
                    seat,
                    format!(
                        "gave no move within {:.3} s in {}",
                        limit.as_secs_f64(),
                        pos.fen()
                    ),
                ));
            }
            Err(e) => {
                engines[seat] = None;
                forfeit(&mut game, &mut played, seat, e.to_string());
            }
        }
    }
    finish(game, played)
}

/// Starts the engine of a slot if it has none, and tells it a new game begins.
fn ready(slot: &mut Option<HubEngine>, command: &str, variant: Variant) -> Result<(), EngineError> {
    if slot.is_none() {
        *slot = Some(HubEngine::start(command, variant)?);
    }
    match slot.as_mut() {
        Some(engine) => engine.new_game(),
        None => Err(EngineError::Exited("not started".into())),
    }
}

/// The `level` for the side to move and how long to wait for its answer.
fn level(game: &VariantGame, side: Color, timing: Timing) -> (LevelArgs, Duration) {
    match timing {
        Timing::MoveTime { per_move, margin } => (
            LevelArgs {
                move_time: Some(per_move.as_secs_f64()),
                ..LevelArgs::default()
            },
            per_move + margin,
        ),
        Timing::Nodes(nodes) => (
            LevelArgs {
                nodes: Some(nodes),
                ..LevelArgs::default()
            },
            NODES_TIMEOUT,
        ),
        Timing::Clock { inc, .. } => {
            let left = game.clock().map_or(Duration::ZERO, |c| c.remaining(side));
            (
                LevelArgs {
                    time: Some(left.saturating_sub(inc).as_secs_f64()),
                    inc: Some(inc.as_secs_f64()),
                    ..LevelArgs::default()
                },
                // A little longer than the clock allows, to tell a late answer (lost on time
                // by the game layer) from none.
                left + Duration::from_millis(500),
            )
        }
    }
}

/// The engine in `seat` loses the game for `what`.
fn forfeit(game: &mut VariantGame, played: &mut Played, seat: usize, what: String) {
    let color = if played.job.seat(Color::White) == seat {
        Color::White
    } else {
        Color::Black
    };
    let _ = game.resign(color);
    played.fault = Some((seat, what));
}

fn finish(game: VariantGame, mut played: Played) -> Played {
    played.game = game;
    played
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_swap_with_the_colours() {
        let job = |engine1_white| Job {
            index: 0,
            opening: 0,
            engine1_white,
        };
        assert_eq!(job(true).seat(Color::White), 0);
        assert_eq!(job(true).seat(Color::Black), 1);
        assert_eq!(job(false).seat(Color::White), 1);
        assert_eq!(job(false).seat(Color::Black), 0);
    }
}
