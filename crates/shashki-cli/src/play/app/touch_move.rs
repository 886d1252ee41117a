//! Touch-move ("тронул — ходи", the rule of the children's course), the web board's switch in
//! the terminal: while it is on, a piece once chosen must move. It can be neither put back
//! (Escape, or the piece pressed again) nor exchanged for another, a press where it cannot go
//! leaves it chosen, and no move is taken back. A piece chosen by a hint is not touched until
//! the person presses on with it; a typed move must be the touched piece's too.

use shashki::Move;
use shashki_text::Message;

use super::App;
use crate::play::select::Press;

impl App {
    /// Switches touch-move on or off, saying which.
    pub fn toggle_touch_move(&mut self) {
        self.own.touch_move = !self.own.touch_move;
        let key = if self.own.touch_move {
            "touch-move-on"
        } else {
            "touch-move-off"
        };
        self.status = self.text.get(key);
    }

    /// The square of the piece touch-move binds: the one the person chose while it is on.
    pub(super) fn touched(&self) -> Option<u32> {
        let chosen = self.selection.as_ref().filter(|_| self.hint.is_none());
        chosen.filter(|_| self.own.touch_move).map(|sel| sel.from)
    }

    /// Whether touch-move lets `press` happen; when it does not, the status says why.
    pub(super) fn touch_allows(&mut self, press: &Press) -> bool {
        let Some(from) = self.touched() else {
            return true;
        };
        let allowed = match press {
            Press::Play(mv) => mv.from() == from,
            Press::Select(sel) => sel.from == from,
            Press::SeveralWays => true,
            Press::Clear | Press::NoMoveFrom(_) | Press::ChoosePiece | Press::NotALanding => false,
        };
        if !allowed {
            self.status = self.bound_message(from);
        }
        allowed
    }

    /// Whether touch-move lets the typed `mv` be played; when it does not, the status says why.
    pub(super) fn touch_allows_typed(&mut self, mv: &Move) -> bool {
        match self.touched() {
            Some(from) if mv.from() != from => {
                self.status = self.bound_message(from);
                false
            }
            _ => true,
        }
    }

    /// "Touch-move: the piece on c3 was touched and must move."
    pub(super) fn bound_message(&self, from: u32) -> String {
        let square = self.variant().square_name(from);
        self.text
            .say(&Message::new("touch-move-bound").text("square", square))
    }
}
