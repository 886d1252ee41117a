//! The engine parameters `shashki hub` declares after `hub` and accepts with `set-param`.

use shashki::Variant;
use shashki_engine::{Engine, Level};
use shashki_hub::{variant_values, Param, ParamKind};

/// Largest `threads`.
const MAX_THREADS: usize = 64;
/// Largest `hash`, in megabytes.
const MAX_HASH_MB: usize = 16_384;

/// The values of the parameters, as last set.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Settings {
    /// `variant`: international by default, like Scan's `normal`.
    pub variant: Variant,
    /// `threads`: search threads.
    pub threads: usize,
    /// `hash`: the transposition table in megabytes.
    pub hash_mb: usize,
    /// `level`: 1 (beginner) to 10 (full strength).
    pub level: u8,
    /// `book`: play from the opening book of the variant (off by default, so that a match
    /// measures the search unless asked otherwise).
    pub book: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            variant: Variant::International,
            threads: 1,
            hash_mb: 64,
            level: 10,
            book: false,
        }
    }
}

/// One parameter changed, to be applied to the engine.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Setting {
    /// A new variant (the game goes back to its start position).
    Variant,
    /// A number of threads.
    Threads(usize),
    /// A table size in megabytes.
    Hash(usize),
    /// A playing level.
    Level(u8),
    /// The opening book on or off.
    Book(bool),
}

impl Setting {
    /// Gives the engine the new value.
    pub fn apply(self, engine: &mut Engine) {
        match self {
            Setting::Variant => {}
            Setting::Threads(n) => engine.set_threads(n),
            Setting::Hash(mb) => engine.set_hash_mb(mb),
            Setting::Level(n) => engine.set_level(Level::new(n)),
            Setting::Book(on) => engine.set_book(on),
        }
    }
}

impl Settings {
    /// The `param` lines, in the order they are declared.
    pub fn params(&self) -> Vec<Param> {
        let int = |name: &str, value: usize, min: i64, max: usize| Param {
            name: name.into(),
            value: value.to_string(),
            kind: ParamKind::Int {
                min,
                max: i64::try_from(max).unwrap_or(i64::MAX),
            },
        };
        vec![
            Param {
                name: "variant".into(),
                value: self.variant.key().into(),
                kind: ParamKind::Enum(variant_values()),
            },
            int("threads", self.threads, 1, MAX_THREADS),
            int("hash", self.hash_mb, 1, MAX_HASH_MB),
            int("level", usize::from(self.level), 1, 10),
            Param {
                name: "book".into(),
                value: self.book.to_string(),
                kind: ParamKind::Bool,
            },
        ]
    }

    /// Reads a `set-param`: `Ok(None)` for a parameter we do not have (ignored).
    ///
    /// # Errors
    /// A value outside the parameter's type, with a message for `error`.
    pub fn set(&mut self, name: &str, value: &str) -> Result<Option<Setting>, String> {
        let whole = |max: usize| {
            value
                .trim()
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=max).contains(n))
                .ok_or_else(|| {
                    format!("{name} must be a whole number from 1 to {max}, not '{value}'")
                })
        };
        let setting = match name {
            "variant" => {
                let variant: Variant = value.parse().map_err(|e| format!("{e}"))?;
                self.variant = variant;
                Setting::Variant
            }
            "threads" => {
                self.threads = whole(MAX_THREADS)?;
                Setting::Threads(self.threads)
            }
            "hash" => {
                self.hash_mb = whole(MAX_HASH_MB)?;
                Setting::Hash(self.hash_mb)
            }
            "level" => {
                self.level = u8::try_from(whole(10)?).unwrap_or(10);
                Setting::Level(self.level)
            }
            "book" => {
                self.book = match value.trim() {
                    "true" => true,
                    "false" => false,
                    _ => return Err(format!("book must be true or false, not '{value}'")),
                };
                Setting::Book(self.book)
            }
            _ => return Ok(None),
        };
        Ok(Some(setting))
    }
}
