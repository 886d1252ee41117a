//! Random games played to their end for 2 to 6 players on both stars (and with both options on),
//! checking after every move that pieces are conserved, that the move can be taken back by the
//! reverse move, that its path visits no hole twice and goes by steps or hops over pieces, and
//! that the position text and the hash agree. The players move at random, preferring moves
//! that bring a piece nearer home so that the games end.

use shashki::SplitMix64;
use shashki_star::engine::distance;
use shashki_star::{Board, Corner, Event, Game, Hole, Move, Options, Outcome, Position};

/// A random legal move, three times in four one of those that bring a piece nearest home.
fn random_move(game: &Game, rng: &mut SplitMix64) -> Move {
    let moves = game.legal_moves();
    let player = game.position().turn();
    if rng.below(4) == 0 {
        return moves[rng.below(moves.len())];
    }
    let board = game.position().board();
    let gain = |m: &Move| distance(board, player, m.from) - distance(board, player, m.to);
    let best = moves.iter().map(gain).max().unwrap_or(0);
    let top: Vec<Move> = moves.iter().copied().filter(|m| gain(m) == best).collect();
    top[rng.below(top.len())]
}

fn check_path(before: &Position, path: &[Hole]) {
    let mut seen = std::collections::HashSet::new();
    assert!(
        path.iter().all(|h| seen.insert(*h)),
        "a hole visited twice: {path:?}"
    );
    let board = before.board();
    let others = before.occupied().0 & !path[0].bit();
    if path.len() == 2 && board.neighbours(path[0]).any(|n| n == path[1]) {
        assert_eq!(others & path[1].bit(), 0, "a step into a taken hole");
        return;
    }
    for pair in path.windows(2) {
        let hop = (0..6).find_map(|d| board.jump(pair[0], d).filter(|&(_, land)| land == pair[1]));
        let (over, land) = hop.unwrap_or_else(|| panic!("{pair:?} is neither a step nor a hop"));
        assert_ne!(others & over.bit(), 0, "a hop over an empty hole");
        assert_eq!(others & land.bit(), 0, "a hop into a taken hole");
    }
}

fn check_move(before: &Position, after: &Position, player: Corner, mv: Move, path: &[Hole]) {
    for c in Corner::ALL {
        assert_eq!(
            before.pieces(c).len(),
            after.pieces(c).len(),
            "pieces of {c}"
        );
    }
    assert_eq!((path[0], path[path.len() - 1]), (mv.from, mv.to));
    check_path(before, path);
    let back = Move {
        from: mv.to,
        to: mv.from,
    };
    let undone = after
        .with_turn(player)
        .play(back)
        .expect("the reverse move is legal");
    assert_eq!(
        undone.with_turn(player),
        before.with_turn(player),
        "{mv} and back"
    );
    assert_eq!(Position::from_text(&after.to_text()).as_ref(), Ok(after));
    let moves = after.legal_moves();
    let mut distinct = moves.clone();
    distinct.dedup();
    assert_eq!(
        distinct.len(),
        moves.len(),
        "moves are distinct (from, to) pairs"
    );
}

/// Plays a random game to its end; returns it.
fn play_out(board: Board, players: usize, options: Options, seed: u64) -> Game {
    let mut rng = SplitMix64(seed);
    let mut game = Game::new(Position::start_on(board, players).unwrap(), options);
    let mut total: u32 = game.position().occupied().len();
    for _ in 0..20_000 {
        if game.outcome().is_over() {
            break;
        }
        let before = *game.position();
        let mv = random_move(&game, &mut rng);
        let seen = game.events().len();
        game.play(mv).unwrap();
        let moved = game.events()[seen..].iter().find_map(|e| match e {
            Event::Move { player, path, .. } => Some((*player, path.clone())),
            _ => None,
        });
        let (player, path) = moved.expect("the move is an event");
        let out = game.events()[seen..]
            .iter()
            .any(|e| matches!(e, Event::Out(..)));
        if out {
            total = game.position().occupied().len();
        } else {
            check_move(&before, game.position(), player, mv, &path);
            assert_eq!(game.position().occupied().len(), total);
        }
    }
    assert!(game.outcome().is_over(), "{players} players: the game ends");
    game
}

#[test]
fn random_games_of_every_size_end_with_a_winner_home() {
    for (board, least) in [(Board::Large, 20), (Board::Small, 9)] {
        for players in 2..=6 {
            let game = play_out(board, players, Options::default(), 100 + players as u64);
            check_won(&game, least);
        }
    }
}

/// The game was won by a player all home, in at least `least` moves, and its record replays.
fn check_won(game: &Game, least: u32) {
    let players = game.players().len();
    let Outcome::Won(winner) = game.outcome() else {
        panic!("{players} players: {:?}", game.outcome());
    };
    assert!(game.position().is_home(winner));
    assert_eq!(game.home(), [winner]);
    let moves = game.moves_made(winner);
    assert!(moves >= least, "{players} players: home in {moves} moves");
    let replayed = Game::from_record(&game.record()).unwrap();
    assert_eq!(replayed.events(), game.events());
    assert_eq!(replayed.outcome(), game.outcome());
}

#[test]
fn a_random_game_played_on_for_places_ranks_everyone() {
    let on = Options {
        play_on: true,
        anti_spoiling: true,
    };
    for (board, players) in [(Board::Large, 3), (Board::Small, 5)] {
        let game = play_out(board, players, on, 7);
        let places = game.places();
        assert_eq!(places.len(), players);
        assert_eq!(game.outcome(), Outcome::Won(places[0]));
        let record = game.record();
        assert!(
            record.contains("[Options \"anti-spoiling,play-on\"]"),
            "{record}"
        );
        assert!(record.contains(&format!("[Board \"{board}\"]")), "{record}");
        let replayed = Game::from_record(&record).unwrap();
        assert_eq!(replayed.places(), places);
    }
}
