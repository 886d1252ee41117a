//! The openings a match starts its games from: ballot tables where the variant has one, or a
//! few random plies from the start, both chosen by a seed so that a match can be replayed.

use std::collections::HashSet;
use std::fmt;
use std::str::FromStr;

use shashki::ballots::{english_three_move, russian_150, Ballot};
use shashki::{Move, SplitMix64, Variant, VariantGame};

/// Which openings to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpeningSet {
    /// The 150-opening table of russian and brazilian draughts.
    Russian150,
    /// The ACF three-move deck of english checkers.
    English3Move,
    /// This many random plies from the start position.
    Random(u32),
}

impl OpeningSet {
    /// The ballot table where `variant` has one, otherwise four random plies.
    pub fn default_for(variant: Variant) -> OpeningSet {
        match variant {
            Variant::Russian | Variant::Brazilian => OpeningSet::Russian150,
            Variant::English => OpeningSet::English3Move,
            _ => OpeningSet::Random(4),
        }
    }
}

impl FromStr for OpeningSet {
    type Err = String;

    fn from_str(s: &str) -> Result<OpeningSet, String> {
        match s {
            "russian150" => Ok(OpeningSet::Russian150),
            "english3move" => Ok(OpeningSet::English3Move),
            _ => s
                .strip_prefix("random-")
                .and_then(|n| n.parse().ok())
                .map(OpeningSet::Random)
                .ok_or_else(|| {
                    format!("unknown openings '{s}'; known: russian150, english3move, random-N")
                }),
        }
    }
}

impl fmt::Display for OpeningSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpeningSet::Russian150 => f.write_str("russian150"),
            OpeningSet::English3Move => f.write_str("english3move"),
            OpeningSet::Random(n) => write!(f, "random-{n}"),
        }
    }
}

/// One opening: its name (the ballot's, or its moves) and its moves from the start.
#[derive(Clone, Debug)]
pub struct Opening {
    /// The ballot's name in its table, or `random` with the moves.
    pub name: String,
    /// The moves, legal in turn from the variant's start position.
    pub moves: Vec<Move>,
}

/// `count` openings of `set` for `variant`, chosen by `seed`: ballots of the deck in a
/// shuffled order (starting again when the deck runs out), or random plies, distinct where
/// the variant has enough of them.
///
/// # Errors
/// A ballot table asked for a variant it does not fit, or a random opening that cannot be
/// played (every line of that length ends the game).
pub fn openings(
    variant: Variant,
    set: OpeningSet,
    count: usize,
    seed: u64,
) -> Result<Vec<Opening>, String> {
    let mut rng = SplitMix64(seed);
    match set {
        OpeningSet::Russian150 | OpeningSet::English3Move => {
            let fits = match set {
                OpeningSet::Russian150 => matches!(variant, Variant::Russian | Variant::Brazilian),
                _ => variant == Variant::English,
            };
            if !fits {
                let which = if set == OpeningSet::Russian150 {
                    "russian and brazilian"
                } else {
                    "english"
                };
                return Err(format!(
                    "{set} openings are for {which}, not {variant}; use random-N"
                ));
            }
            let table = if set == OpeningSet::Russian150 {
                russian_150()
            } else {
                english_three_move()
            };
            let mut deck: Vec<Ballot> = table.into_iter().filter(|b| b.in_deck).collect();
            rng.shuffle(&mut deck);
            deck.iter()
                .cycle()
                .take(count)
                .map(|b| ballot(variant, b))
                .collect()
        }
        OpeningSet::Random(plies) => random(variant, plies, count, &mut rng),
    }
}

/// A ballot's moves played from the start position.
fn ballot(variant: Variant, ballot: &Ballot) -> Result<Opening, String> {
    let mut game = VariantGame::start_of(variant);
    let moves = ballot
        .moves
        .iter()
        .map(|text| {
            game.play_text(&text.replace(':', "x"))
                .map_err(|e| format!("ballot {}: {text}: {e}", ballot.id))
        })
        .collect::<Result<Vec<Move>, String>>()?;
    Ok(Opening {
        name: ballot.id.to_string(),
        moves,
    })
}

/// How many times a random opening is drawn again when it repeats an earlier one.
const REDRAWS: usize = 50;

/// `count` openings of `plies` random legal moves each that do not end the game.
fn random(
    variant: Variant,
    plies: u32,
    count: usize,
    rng: &mut SplitMix64,
) -> Result<Vec<Opening>, String> {
    let mut seen = HashSet::new();
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let mut fresh = None;
        for _ in 0..REDRAWS {
            let candidate = random_line(variant, plies, rng)
                .ok_or_else(|| format!("no line of {plies} plies leaves the game going on"))?;
            let first = fresh.is_none();
            if seen.insert(candidate.name.clone()) {
                fresh = Some(candidate);
                break;
            }
            if first {
                fresh = Some(candidate);
            }
        }
        out.extend(fresh);
    }
    Ok(out)
}

/// One random line of `plies` moves after which the game goes on, or `None` when a thousand
/// tries all end the game.
fn random_line(variant: Variant, plies: u32, rng: &mut SplitMix64) -> Option<Opening> {
    'attempt: for _ in 0..1000 {
        let mut game = VariantGame::start_of(variant);
        let mut texts = Vec::new();
        for _ in 0..plies {
            let legal = game.position().legal_moves();
            if legal.is_empty() || game.outcome().is_over() {
                continue 'attempt;
            }
            let mv = legal[rng.below(legal.len())];
            texts.push(game.position().move_text_among(&mv, &legal));
            if game.play(&mv).is_err() {
                continue 'attempt;
            }
        }
        if game.outcome().is_over() {
            continue;
        }
        return Some(Opening {
            name: format!("random {}", texts.join(" ")),
            moves: game.moves().to_vec(),
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix64_matches_the_reference_sequence() {
        // The first outputs for seed 1234567 of the reference implementation.
        let mut rng = SplitMix64(1_234_567);
        assert_eq!(rng.next_u64(), 6_457_827_717_110_365_317);
        assert_eq!(rng.next_u64(), 3_203_168_211_198_807_973);
    }

    #[test]
    fn opening_names_are_read() {
        assert_eq!("random-3".parse(), Ok(OpeningSet::Random(3)));
        assert_eq!("russian150".parse(), Ok(OpeningSet::Russian150));
        assert!("random-x".parse::<OpeningSet>().is_err());
    }

    #[test]
    fn the_same_seed_gives_the_same_random_openings() {
        let a = openings(Variant::International, OpeningSet::Random(4), 10, 7).unwrap();
        let b = openings(Variant::International, OpeningSet::Random(4), 10, 7).unwrap();
        let names = |o: &[Opening]| o.iter().map(|o| o.name.clone()).collect::<Vec<_>>();
        assert_eq!(names(&a), names(&b));
        let distinct: HashSet<String> = names(&a).into_iter().collect();
        assert_eq!(distinct.len(), 10, "{a:?}");
        assert!(a.iter().all(|o| o.moves.len() == 4));
    }

    #[test]
    fn random_openings_repeat_when_the_variant_has_too_few() {
        // Russian has 7 first moves.
        let o = openings(Variant::Russian, OpeningSet::Random(1), 9, 1).unwrap();
        assert_eq!(o.len(), 9);
    }

    #[test]
    fn ballots_fit_their_variants_only() {
        let russian = openings(Variant::Russian, OpeningSet::Russian150, 200, 3).unwrap();
        assert_eq!(russian.len(), 200);
        assert!(openings(Variant::English, OpeningSet::English3Move, 5, 3).is_ok());
        let err = openings(Variant::International, OpeningSet::Russian150, 1, 3).unwrap_err();
        assert!(err.contains("russian"), "{err}");
    }
}
