//! Which variant a game is, and where it starts: the `GameType`, `Variant`, `FEN` and `SetUp`
//! tags (INTERFACES.md §1, RULES.md §17.1).

use std::fmt;

use shashki::Variant;

use crate::game::PdnGame;

/// The variant of a game from its tags, or `None` when the tags do not say or name a variant
/// not known here (see [`tagged_variant`] to tell the two apart).
pub fn variant_of(game: &PdnGame) -> Option<Variant> {
    tagged_variant(game).ok().flatten()
}

/// Tags that name a variant not known here: `[GameType "99"]`, or a `Variant` tag of no known
/// variant with no `GameType` to go by. Reading such a game as some other variant would replay
/// it under the wrong rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownVariantTag {
    /// The tag: `GameType` or `Variant`.
    pub tag: &'static str,
    /// Its value as written.
    pub value: String,
}

impl fmt::Display for UnknownVariantTag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the {} tag \"{}\" names no variant known here",
            self.tag, self.value
        )
    }
}

impl std::error::Error for UnknownVariantTag {}

/// The variant of a game from its tags: `Ok(None)` when they do not say (the caller then
/// decides, e.g. from the file name).
///
/// A `Variant` tag naming a known variant (keys and aliases of INTERFACES.md §1, any case)
/// wins; an unknown one is passed over when there is a `GameType`. Otherwise the number of
/// `GameType` (full form `25,W,8,8,A0,0` or the number alone): 20 international, 21 english,
/// 22 italian, 23 pool, 24 spanish, 25 russian, 26 brazilian, 29 czech, 30 turkish, 40
/// frisian, and lidraughts' 96 breakthrough and 98 antidraughts.
///
/// # Errors
/// A `GameType` of another number (or none), or an unknown `Variant` tag without `GameType`.
pub fn tagged_variant(game: &PdnGame) -> Result<Option<Variant>, UnknownVariantTag> {
    let named = game.tag("Variant");
    if let Some(v) = named.and_then(|v| v.parse().ok()) {
        return Ok(Some(v));
    }
    let unknown = |tag: &'static str, value: &str| UnknownVariantTag {
        tag,
        value: value.to_string(),
    };
    let Some(game_type) = game.tag("GameType") else {
        return match named {
            Some(v) => Err(unknown("Variant", v)),
            None => Ok(None),
        };
    };
    let number: Option<u32> = game_type
        .split(',')
        .next()
        .and_then(|n| n.trim().parse().ok());
    let variant = match number {
        Some(20) => Variant::International,
        Some(21) => Variant::English,
        Some(22) => Variant::Italian,
        Some(23) => Variant::Pool,
        Some(24) => Variant::Spanish,
        Some(25) => Variant::Russian,
        Some(26) => Variant::Brazilian,
        Some(29) => Variant::Czech,
        Some(30) => Variant::Turkish,
        Some(40) => Variant::Frisian,
        Some(96) => Variant::Breakthrough,
        Some(98) => Variant::Antidraughts,
        _ => return Err(unknown("GameType", game_type)),
    };
    Ok(Some(variant))
}

/// The FEN the game starts from: the `FEN` tag, unless a `SetUp` tag says `0`. `None` means
/// the variant's start position.
pub fn start_fen(game: &PdnGame) -> Option<&str> {
    let fen = game.tag("FEN")?;
    match game.tag("SetUp").map(str::trim) {
        None | Some("1") => Some(fen),
        Some(_) => None,
    }
}

/// The `GameType` value written for a variant (INTERFACES.md §1): the full form, or the
/// number alone for the variants that also need a `Variant` tag.
pub fn game_type(variant: Variant) -> &'static str {
    match variant {
        Variant::Russian => "25,W,8,8,A0,0",
        Variant::Giveaway => "25",
        Variant::International => "20,W,10,10,N2,0",
        Variant::Brazilian => "26,W,8,8,A0,0",
        Variant::English => "21,B,8,8,N1,0",
        Variant::Italian => "22,W,8,8,N2,1",
        Variant::Pool => "23,B,8,8,N1,0",
        Variant::Spanish => "24,W,8,8,N1,1",
        Variant::Czech => "29,W,8,8,A0,0",
        Variant::Antidraughts | Variant::Killer | Variant::Breakthrough => "20",
        Variant::Frisian => "40,W,10,10,N2,0",
        Variant::Turkish => "30,W,8,8,A0,0",
        Variant::Armenian => "30",
        Variant::Bashni | Variant::Stavropol | Variant::Samoedy => "25",
    }
}

/// The `Variant` tag written for a variant, for those that share a `GameType` number with
/// another (INTERFACES.md §1).
pub fn variant_tag(variant: Variant) -> Option<&'static str> {
    match variant {
        Variant::Giveaway
        | Variant::Antidraughts
        | Variant::Killer
        | Variant::Breakthrough
        | Variant::Armenian
        | Variant::Bashni
        | Variant::Stavropol
        | Variant::Samoedy => Some(variant.key()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(tags: &[(&str, &str)]) -> PdnGame {
        PdnGame {
            tags: tags
                .iter()
                .map(|(n, v)| (n.to_string(), v.to_string()))
                .collect(),
            ..PdnGame::default()
        }
    }

    #[test]
    fn game_type_number_or_full_form_and_variant_tag() {
        assert_eq!(
            variant_of(&game(&[("GameType", "25")])),
            Some(Variant::Russian)
        );
        assert_eq!(
            variant_of(&game(&[("GameType", "21,B,8,8,N1,0")])),
            Some(Variant::English)
        );
        assert_eq!(
            variant_of(&game(&[("GameType", "20"), ("Variant", "Antidraughts")])),
            Some(Variant::Antidraughts)
        );
        assert_eq!(
            variant_of(&game(&[("GameType", "25"), ("Variant", "poddavki")])),
            Some(Variant::Giveaway)
        );
        assert_eq!(
            variant_of(&game(&[("GameType", "20"), ("Variant", "no-such-name")])),
            Some(Variant::International)
        );
        assert_eq!(
            variant_of(&game(&[("GameType", "40")])),
            Some(Variant::Frisian)
        );
        assert_eq!(
            variant_of(&game(&[("GameType", "30"), ("Variant", "tama")])),
            Some(Variant::Armenian)
        );
        assert_eq!(variant_of(&game(&[("GameType", "41")])), None);
        assert_eq!(variant_of(&game(&[("Event", "x")])), None);
    }

    #[test]
    fn a_game_type_or_variant_known_nowhere_is_an_error_not_a_guess() {
        let unknown = |tag, value: &str| {
            Err(UnknownVariantTag {
                tag,
                value: value.to_string(),
            })
        };
        assert_eq!(
            tagged_variant(&game(&[("GameType", "99")])),
            unknown("GameType", "99")
        );
        assert_eq!(
            tagged_variant(&game(&[("GameType", "шашки")])),
            unknown("GameType", "шашки")
        );
        assert_eq!(
            tagged_variant(&game(&[("Variant", "chapaev")])),
            unknown("Variant", "chapaev")
        );
        assert_eq!(
            tagged_variant(&game(&[("GameType", "25"), ("Variant", "chapaev")])),
            Ok(Some(Variant::Russian))
        );
        assert_eq!(tagged_variant(&game(&[("Event", "x")])), Ok(None));
        assert_eq!(
            unknown("GameType", "99").unwrap_err().to_string(),
            "the GameType tag \"99\" names no variant known here"
        );
    }

    #[test]
    fn every_variant_reads_back_from_what_is_written_for_it() {
        for v in Variant::ALL {
            let mut tags = vec![("GameType", game_type(v))];
            if let Some(t) = variant_tag(v) {
                tags.push(("Variant", t));
            }
            assert_eq!(variant_of(&game(&tags)), Some(v), "{v}");
        }
    }

    #[test]
    fn fen_counts_unless_setup_is_zero() {
        assert_eq!(start_fen(&game(&[("FEN", "W:W1:B2")])), Some("W:W1:B2"));
        assert_eq!(
            start_fen(&game(&[("SetUp", "1"), ("FEN", "W:W1:B2")])),
            Some("W:W1:B2")
        );
        assert_eq!(
            start_fen(&game(&[("SetUp", "0"), ("FEN", "W:W1:B2")])),
            None
        );
    }
}
