//! The draughts screen inside the table's frame: the board on the left; on the right the
//! players with their clocks, whose turn it is, the draw-rule counters and the moves; the
//! coach's notes above the message line; the result in the banner.

use std::time::{Duration, Instant};

use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use shashki::{Color, Move};
use shashki_text::{errors, Message};

use super::app::{App, Draughts};
use super::board_view;
use super::table::frame::{ACCENT, DIM, WARN};
use super::table::{Board, Draw, Task};

impl Draw for Draughts {
    fn board(app: &App, area: Rect) -> Board {
        let size = app.variant().rows();
        let cell = board_view::cell(
            size,
            Rect {
                width: area.width.saturating_sub(30),
                ..area
            },
        );
        let (width, height) = board_view::extent(size, cell);
        Board {
            lines: board_view::lines(app, cell),
            width,
            height,
        }
    }

    fn panel(app: &App, now: Instant, height: u16) -> Vec<Line<'static>> {
        panel_lines(app, now, height)
    }

    fn result(app: &App) -> Option<Vec<Line<'static>>> {
        let (who, why) = app.text.result(app.game.outcome())?;
        Some(vec![
            Line::styled(who, Style::new().add_modifier(Modifier::BOLD)),
            Line::raw(why),
        ])
    }

    fn notes(app: &App) -> &[String] {
        &app.own.coach_notes
    }
}

/// The right-hand panel, fitted to `height` lines (the oldest moves give way).
fn panel_lines(app: &App, now: Instant, height: u16) -> Vec<Line<'static>> {
    let t = app.text;
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut out = vec![
        Line::styled(t.variant(app.variant()).to_string(), bold),
        Line::raw(""),
    ];
    let players = app.players();
    let turn = app.game.position().turn();
    let over = app.game.outcome().is_over();
    for color in Color::BOTH {
        let marker = if !over && turn == color { "▶ " } else { "  " };
        let mut spans = vec![
            Span::styled(marker.to_string(), Style::new().fg(ACCENT)),
            Span::styled(format!("{}: ", t.side(color)), bold),
            Span::raw(players[color.index()].clone()),
        ];
        if let Some(left) = app.time_left(color, now) {
            spans.push(Span::styled(format!("  {}", clock_text(left)), bold));
        }
        out.push(Line::from(spans));
    }
    out.push(Line::raw(""));
    out.push(match t.result(app.game.outcome()) {
        Some((who, why)) => Line::styled(format!("{who}: {why}"), bold.fg(ACCENT)),
        None => match app.task.map(|(_, task)| task) {
            Some(Task::Move) => Line::styled(t.get("play-thinking"), Style::new().fg(ACCENT)),
            _ => Line::raw(t.to_move(turn)),
        },
    });
    let legal = app.legal();
    if !over && legal.first().is_some_and(Move::is_capture) {
        out.push(Line::styled(t.get("play-capture-forced"), bold.fg(WARN)));
    }
    if let Some(side) = app.game.draw_offer().filter(|_| !over) {
        let offer = if app.seats.is_human(side) && app.seats.engine().is_some() {
            t.get("play-draw-sent")
        } else {
            t.say(&Message::new("play-draw-offered").text("color", errors::color(side)))
        };
        out.push(Line::styled(offer, Style::new().fg(ACCENT)));
    }
    if let Some(sq) = app
        .variant()
        .bit_of_coordinates(app.cursor.file, app.cursor.rank)
    {
        out.push(Line::styled(
            t.say(&Message::new("play-cursor").text("square", app.variant().square_name(sq))),
            Style::new().fg(DIM),
        ));
    }
    if app.own.touch_move {
        out.push(Line::styled(t.get("touch-move"), Style::new().fg(ACCENT)));
    }
    out.push(Line::raw(""));
    out.push(Line::styled(t.get("counters"), bold));
    let counters = app.game.counters();
    if counters.is_empty() {
        out.push(Line::styled(
            format!("  {}", t.get("no-counters")),
            Style::new().fg(DIM),
        ));
    }
    for c in counters {
        out.push(Line::raw(format!(
            "  {} {} / {}",
            t.rule(c.rule),
            c.count,
            c.limit
        )));
    }
    out.push(Line::raw(""));
    out.push(Line::styled(t.get("moves"), bold));
    let rows = move_rows(app);
    let room = usize::from(height).saturating_sub(out.len()).max(1);
    out.extend(
        rows[rows.len().saturating_sub(room)..]
            .iter()
            .cloned()
            .map(Line::raw),
    );
    out
}

/// The moves in rows of one move by each side, numbered from the variant's first mover.
fn move_rows(app: &App) -> Vec<String> {
    let mut rows: Vec<String> = Vec::new();
    let first_mover = app.variant().first();
    let texts = app.game.move_texts();
    for (ply, text) in texts.into_iter().enumerate() {
        let turn = app.game.position_at(ply).map_or(first_mover, |p| p.turn());
        if turn == first_mover || rows.is_empty() {
            let number = rows.len() + 1;
            let first = if turn == first_mover {
                text
            } else {
                format!("…  {text}")
            };
            rows.push(format!("{number:>3}. {first}"));
        } else if let Some(row) = rows.last_mut() {
            let pad = 14usize.saturating_sub(row.chars().count());
            row.push_str(&" ".repeat(pad.max(2)));
            row.push_str(&text);
        }
    }
    rows
}

/// A clock reading: `m:ss`, or `h:mm:ss` from an hour on.
fn clock_text(left: Duration) -> String {
    let s = left.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_read_in_minutes_and_seconds() {
        assert_eq!(clock_text(Duration::from_secs(65)), "1:05");
        assert_eq!(clock_text(Duration::from_secs(3725)), "1:02:05");
    }
}
