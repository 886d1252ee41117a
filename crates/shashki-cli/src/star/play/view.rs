//! The Chinese checkers screen inside the table's frame: the star on the left, each piece a disc in its
//! player's colour and each empty hole a dot (in its point's colour, dimmed), the cursor in
//! brackets, the chosen piece's destinations, the last move's path and the hint marked; on
//! the right the players, whose turn it is and the moves; the result in the banner.

use std::time::Instant;

use ratatui::layout::Rect;
use ratatui::style::{Color as Paint, Modifier, Style};
use ratatui::text::{Line, Span};
use shashki_star::{Corner, Event, Hole, Out, Outcome};

use super::app::{App, Star};
use super::text::with;
use crate::play::table::frame::{ACCENT, DIM};
use crate::play::table::{Board, Draw};

/// Each player's colour, A to F: red, yellow, green, blue, purple, orange.
const PIECE: [Paint; 6] = [
    Paint::Indexed(196),
    Paint::Indexed(226),
    Paint::Indexed(46),
    Paint::Indexed(33),
    Paint::Indexed(129),
    Paint::Indexed(208),
];
/// The same, dimmed, for the empty holes of each point.
const POINT: [Paint; 6] = [
    Paint::Indexed(88),
    Paint::Indexed(100),
    Paint::Indexed(22),
    Paint::Indexed(18),
    Paint::Indexed(54),
    Paint::Indexed(94),
];
const HOLE: Paint = Paint::Indexed(244);
const DESTINATION: Paint = Paint::Indexed(28);
const CHOSEN: Paint = Paint::Indexed(136);
const LAST: Paint = Paint::Indexed(238);
const HINT: Paint = Paint::Indexed(91);
const BRACKET: Paint = Paint::Indexed(231);
/// The board's width in columns: 25 half-steps of two columns, and a bracket each side.
const WIDTH: u16 = 51;

impl Draw for Star {
    /// The star, with an empty line between rows when there is room.
    fn board(app: &App, area: Rect) -> Board {
        let rows = app.game.start().board().rows();
        let tall = area.height as usize >= 2 * rows;
        Board {
            lines: board_lines(app, tall),
            width: WIDTH,
            height: if tall { 2 * rows - 1 } else { rows } as u16,
        }
    }

    fn panel(app: &App, _now: Instant, height: u16) -> Vec<Line<'static>> {
        panel_lines(app, height)
    }

    fn result(app: &App) -> Option<Vec<Line<'static>>> {
        let text = result(app)?;
        let style = Style::new().fg(ACCENT).add_modifier(Modifier::BOLD);
        Some(vec![Line::styled(text, style)])
    }
}

/// The result of a finished game.
fn result(app: &App) -> Option<String> {
    match app.game.outcome() {
        Outcome::Ongoing => None,
        Outcome::Won(winner) => Some(with(app.text, "star-wins", "colour", app.colour(winner))),
        Outcome::Blocked => Some(app.text.get("star-blocked")),
    }
}

/// What a hole is marked with, besides its piece.
fn background(app: &App, hole: Hole, destinations: &[Hole], last: &[Hole]) -> Option<Paint> {
    if app.selection == Some(hole) {
        Some(CHOSEN)
    } else if app.hint.is_some_and(|m| m.to == hole || m.from == hole) {
        Some(HINT)
    } else if destinations.contains(&hole) {
        Some(DESTINATION)
    } else if last.contains(&hole) {
        Some(LAST)
    } else {
        None
    }
}

/// The star's lines: one a row, or with an empty line between rows when `tall`.
pub fn board_lines(app: &App, tall: bool) -> Vec<Line<'static>> {
    let pos = app.game.position();
    let board = pos.board();
    let destinations = app.destinations();
    let last: Vec<Hole> = app
        .game
        .events()
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Move { path, .. } => Some(path.clone()),
            _ => None,
        })
        .unwrap_or_default();
    let mut lines = Vec::with_capacity(2 * board.rows());
    for row in 0..board.rows() as i32 {
        if tall && row > 0 {
            lines.push(Line::raw(""));
        }
        let mut cells = vec![Span::raw(" "); usize::from(WIDTH)];
        for hole in board.holes().filter(|&h| board.row(h) == row) {
            // Both stars centred on the large one's width (doubled columns −12 to 12).
            let x = ((board.column(hole) + 12) * 2 + 1) as usize;
            let (glyph, mut style) = match pos.owner(hole) {
                Some(c) => (
                    "●",
                    Style::new()
                        .fg(PIECE[c.index()])
                        .add_modifier(Modifier::BOLD),
                ),
                None => {
                    let point = Corner::ALL
                        .into_iter()
                        .find(|c| c.holes(board).contains(hole));
                    let colour = point.map_or(HOLE, |c| POINT[c.index()]);
                    let glyph = if destinations.contains(&hole) {
                        "○"
                    } else {
                        "·"
                    };
                    (glyph, Style::new().fg(colour))
                }
            };
            if let Some(bg) = background(app, hole, &destinations, &last) {
                style = style.bg(bg);
            }
            cells[x] = Span::styled(glyph, style);
            if app.cursor.hole == hole {
                let bracket = Style::new().fg(BRACKET).add_modifier(Modifier::BOLD);
                cells[x - 1] = Span::styled("[", bracket);
                cells[x + 1] = Span::styled("]", bracket);
            }
        }
        lines.push(Line::from(cells));
    }
    lines
}

/// The panel: the game's name, each player with who plays him and how far he has to go, the
/// cursor's hole, and the last moves.
fn panel_lines(app: &App, height: u16) -> Vec<Line<'static>> {
    let mut out = vec![Line::styled(
        app.text.get("star-title"),
        Style::new().fg(ACCENT).add_modifier(Modifier::BOLD),
    )];
    let pos = app.game.position();
    for player in app.game.players() {
        let marker = if app.turn() == Some(player) {
            "▶ "
        } else {
            "  "
        };
        let state = if app.game.home().contains(&player) {
            app.text.get("star-home")
        } else if let Some((_, why)) = app.game.out().iter().find(|(c, _)| *c == player) {
            match why {
                Out::Resigned => app.text.get("star-resigned"),
                Out::Spoiling => app.text.get("star-spoiled"),
            }
        } else {
            let left = shashki_star::engine::remaining(pos, player);
            app.text
                .say(&shashki_text::Message::new("star-to-go").number("n", left))
        };
        out.push(Line::from(vec![
            Span::raw(marker),
            Span::styled("● ", Style::new().fg(PIECE[player.index()])),
            Span::styled(
                app.colour(player),
                Style::new().add_modifier(Modifier::BOLD),
            ),
            Span::styled(
                format!(" · {} · {state}", app.who(player)),
                Style::new().fg(DIM),
            ),
        ]));
    }
    out.push(Line::raw(""));
    let turn_line = match (app.thinking(), app.turn()) {
        (Some(t), _) => t,
        (None, Some(player)) => with(app.text, "star-to-move", "colour", app.colour(player)),
        (None, None) => result(app).unwrap_or_default(),
    };
    out.push(Line::styled(turn_line, Style::new().fg(ACCENT)));
    out.push(Line::styled(
        with(app.text, "star-cursor", "hole", app.cursor.hole.to_string()),
        Style::new().fg(DIM),
    ));
    out.push(Line::raw(""));
    out.push(Line::styled(
        app.text.get("star-moves"),
        Style::new().add_modifier(Modifier::BOLD),
    ));
    let moves: Vec<(Corner, String)> = app
        .game
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::Move { player, mv, .. } => Some((*player, mv.to_string())),
            _ => None,
        })
        .collect();
    let room = usize::from(height).saturating_sub(out.len()).max(1);
    let skip = moves.len().saturating_sub(room);
    for (i, (player, mv)) in moves.iter().enumerate().skip(skip) {
        out.push(Line::from(vec![
            Span::styled(format!("{:>4}. ", i + 1), Style::new().fg(DIM)),
            Span::styled("● ", Style::new().fg(PIECE[player.index()])),
            Span::raw(mv.clone()),
        ]));
    }
    out
}
