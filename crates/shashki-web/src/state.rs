//! STATE (INTERFACES.md §8), with this server's additions (crates/shashki-web/README.md).

use std::time::Duration;

use serde_json::{json, Map, Value};
use shashki::{Color, Outcome, WinReason};

use crate::import::{about_record, RECORDED};
use crate::live::Live;

impl Live {
    /// STATE now.
    pub fn state(&self) -> Value {
        let game = self.game();
        let pos = game.position();
        let outcome = game.outcome();
        let turn = pos.turn();
        let legal = if !self.ongoing() {
            Vec::new()
        } else {
            pos.legal_json()
        };
        let counters: Map<String, Value> = game
            .counters()
            .into_iter()
            .map(|c| {
                let value = json!({"count": c.count, "limit": c.limit});
                (c.rule.key().to_string(), value)
            })
            .collect();
        let clock = game.clock().map(|c| {
            let flagged = match outcome {
                Outcome::Win {
                    winner,
                    reason: WinReason::Time,
                } => Some(!winner),
                _ => None,
            };
            let ms = |color: Color| {
                let left = if flagged == Some(color) {
                    Duration::ZERO
                } else if self.turn_started.is_some() && color == turn {
                    c.remaining(color).saturating_sub(self.thinking())
                } else {
                    c.remaining(color)
                };
                u64::try_from(left.as_millis()).unwrap_or(u64::MAX)
            };
            json!({
                "initial": self.row.clock_initial,
                "increment": self.row.clock_increment.unwrap_or(0),
                "days": self.row.clock_days,
                "white_ms": ms(Color::White),
                "black_ms": ms(Color::Black),
                "running": self.turn_started.map(|_| turn.name()),
            })
        });
        let side = |c: Color| {
            if self.engine_color() == Some(c) {
                "engine"
            } else {
                "human"
            }
        };
        json!({
            "id": self.row.id,
            "variant": self.variant.key(),
            "fen": pos.fen(),
            "turn": turn.name(),
            "moves": self.record.notations(),
            "short": self.record.shorts(),
            "legal": legal,
            "outcome": self.record.outcome_key(),
            "counters": counters,
            "clock": clock,
            "reason": match self.record.aborted {
                Some(aborted) => aborted.reason(),
                None if self.record.recorded => Some(RECORDED),
                None => outcome.reason(),
            },
            "last": self.record.last(),
            "draw_offer": game.draw_offer().map(Color::name),
            "takeback": self.record.takeback.map(Color::name),
            "players": {"white": side(Color::White), "black": side(Color::Black)},
            "names": {"white": self.row.white_name, "black": self.row.black_name},
            "record": about_record(self.row.record_tags.as_deref()),
            "level": self.row.level,
            "joined": self.row.white_seat.is_some() && self.row.black_seat.is_some()
                || self.row.engine_color.is_some(),
            "start_fen": self.row.start_fen,
            "seq": self.seq(),
            "abortable": self.abortable(),
        })
    }
}
