//! The tokens of PDN text, with where they start.

/// What a token is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A tag pair.
    Tag { name: String, value: String },
    /// A line starting with `[` that is not a tag (a tag without a name).
    BadTag,
    /// A comment's text, whitespace collapsed (`{…}` or `;…`).
    Comment(String),
    /// A move number as written (`12.`, `12...`) or a lone `...`.
    Number(String),
    /// A move as written without padding, or the placeholder `-`.
    Move(String),
    /// An annotation mark: `!`, `?`, `!!`, `??`, `!?`, `?!` or `X`.
    Annotation(String),
    /// A numeric annotation glyph `$n`.
    Nag(u32),
    /// `(`
    Open,
    /// `)`
    Close,
    /// A game termination marker.
    Result(String),
    /// Anything else: prose in parentheses, a note glued to a move, or a mistake.
    Word(String),
    /// A `{` comment still open at the end of the input.
    UnterminatedComment,
}

/// A token and the 1-based line and character column where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    /// What it is.
    pub kind: Kind,
    /// 1-based line.
    pub line: usize,
    /// 1-based character column.
    pub column: usize,
    /// True when it follows the previous token with no space between (`8-11Red…`, `c3-d4!`).
    pub glued: bool,
}

impl Kind {
    /// The token written back as text, for turning prose in parentheses into a comment.
    pub(crate) fn text(&self) -> String {
        match self {
            Kind::Tag { name, value } => format!("[{name} {value}]"),
            Kind::Comment(t)
            | Kind::Number(t)
            | Kind::Move(t)
            | Kind::Annotation(t)
            | Kind::Result(t)
            | Kind::Word(t) => t.clone(),
            Kind::Nag(n) => format!("${n}"),
            Kind::Open => "(".to_string(),
            Kind::Close => ")".to_string(),
            Kind::BadTag | Kind::UnterminatedComment => String::new(),
        }
    }
}
