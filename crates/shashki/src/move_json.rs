//! A move as the JSON object of INTERFACES.md §5, the form `shashki moves --json` prints
//! and the web API sends: `{"notation", "from", "to", "path", "captured"}`, canonical numbers.

use serde_json::{json, Value};

use crate::{Move, VariantPosition};

impl VariantPosition {
    /// `mv`, a legal move of this position, as its JSON object; `legal` are the legal moves
    /// (the notation is short unless another of them makes it ambiguous).
    pub fn move_json(&self, mv: &Move, legal: &[Move]) -> Value {
        let variant = self.variant();
        let number = |bit: u32| variant.square_number(bit);
        let mut path = vec![number(mv.from())];
        if let Some(landings) = self.path(mv) {
            path.extend(landings.iter().map(|&l| number(u32::from(l))));
        }
        json!({
            "notation": self.move_text_among(mv, legal),
            "from": number(mv.from()),
            "to": number(mv.to()),
            "path": path,
            "captured": variant.square_numbers(mv.captured()),
        })
    }

    /// Every legal move of this position as its JSON object, in the order of `legal_moves`.
    pub fn legal_json(&self) -> Vec<Value> {
        let legal = self.legal_moves();
        legal.iter().map(|m| self.move_json(m, &legal)).collect()
    }
}
