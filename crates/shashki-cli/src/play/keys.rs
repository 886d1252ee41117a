//! What the keys mean: commands on the board, and editing in the prompts.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A command given on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Move the cursor by (right, up) squares on the screen.
    Cursor(i32, i32),
    /// Choose the square under the cursor.
    Press,
    /// Drop the chosen piece, the hint and the message.
    Clear,
    /// Open the move prompt, with the key's character typed if it is a digit, a file letter
    /// `a`-`h` or a Cyrillic look-alike of one (`с` of `с3-d4`).
    Type(Option<char>),
    /// Take back to the person's last turn.
    Undo,
    /// Ask the engine for the best move.
    Hint,
    /// Turn the board round.
    Flip,
    /// Offer or accept a draw.
    Draw,
    /// Ask whether to resign.
    Resign,
    /// Open the save prompt.
    Save,
    /// Open the load prompt.
    Load,
    /// Switch the coach on or off.
    Coach,
    /// Switch touch-move on or off.
    TouchMove,
    /// Leave.
    Quit,
}

/// The command of a key pressed on the board, if it has one.
pub fn action(key: &KeyEvent) -> Option<Action> {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return matches!(key.code, KeyCode::Char('c' | 'q')).then_some(Action::Quit);
    }
    Some(match key.code {
        KeyCode::Left => Action::Cursor(-1, 0),
        KeyCode::Right => Action::Cursor(1, 0),
        KeyCode::Up => Action::Cursor(0, 1),
        KeyCode::Down => Action::Cursor(0, -1),
        KeyCode::Enter | KeyCode::Char(' ') => Action::Press,
        KeyCode::Esc => Action::Clear,
        KeyCode::Char('m' | ':') => Action::Type(None),
        // A move starts with a digit or a file letter, Latin or its Cyrillic look-alike: typed
        // on the board, `d4:f6` is a move, never a draw offer and a stray `4:f6` (issue 32).
        // The commands whose letters are files' are the capitals D, F and C.
        KeyCode::Char(c @ ('0'..='9' | 'a'..='h')) => Action::Type(Some(c)),
        KeyCode::Char(c) if shashki::lookalike::latin(c) != c => Action::Type(Some(c)),
        KeyCode::Char('u') => Action::Undo,
        KeyCode::Char('?') => Action::Hint,
        KeyCode::Char('F') => Action::Flip,
        KeyCode::Char('D') => Action::Draw,
        KeyCode::Char('r') => Action::Resign,
        KeyCode::Char('s') => Action::Save,
        KeyCode::Char('o') => Action::Load,
        KeyCode::Char('C') => Action::Coach,
        KeyCode::Char('t') => Action::TouchMove,
        KeyCode::Char('q') => Action::Quit,
        _ => return None,
    })
}

/// What a key does to a line being typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// The line is done.
    Submit,
    /// The prompt is left without effect.
    Cancel,
    /// The line changed, or the key meant nothing.
    Typed,
}

/// Applies `key` to `line`.
pub fn edit(line: &mut String, key: &KeyEvent) -> Edit {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match key.code {
            KeyCode::Char('c') => Edit::Cancel,
            KeyCode::Char('u') => {
                line.clear();
                Edit::Typed
            }
            _ => Edit::Typed,
        };
    }
    match key.code {
        KeyCode::Enter => Edit::Submit,
        KeyCode::Esc => Edit::Cancel,
        KeyCode::Backspace => {
            line.pop();
            Edit::Typed
        }
        KeyCode::Char(c) => {
            line.push(c);
            Edit::Typed
        }
        _ => Edit::Typed,
    }
}
