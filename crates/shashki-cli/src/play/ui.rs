//! The screen: the board on the left; on the right the players with their clocks, whose turn
//! it is, the draw-rule counters and the moves; the message, prompt and key lines at the
//! bottom; a banner over the board when the game is over.

use std::time::{Duration, Instant};

use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::style::{Color as Paint, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};
use ratatui::Frame;
use shashki::{Color, Move};
use shashki_text::{errors, Message};

use super::app::{App, Mode, Task};
use super::board_view;

const ACCENT: Paint = Paint::Indexed(214);
const WARN: Paint = Paint::Indexed(203);
const DIM: Paint = Paint::Indexed(245);

/// Draws the whole screen for `app` at `now`.
pub fn draw(frame: &mut Frame, app: &App, now: Instant) {
    // Room for the board's key help wrapped at whole items (a guess that leaves a margin).
    let width = usize::from(frame.area().width.saturating_sub(12)).max(1);
    let help_lines = app
        .text
        .get("play-keys")
        .chars()
        .count()
        .div_ceil(width)
        .clamp(1, 4) as u16;
    let coach_lines: usize = app
        .coach_notes
        .iter()
        .map(|n| n.chars().count().div_ceil(width).max(1))
        .sum();
    let [main, coach, status, prompt, keys] = Layout::vertical([
        Constraint::Min(0),
        Constraint::Length(coach_lines.min(8) as u16),
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Length(help_lines),
    ])
    .areas(frame.area());
    let size = app.variant.rows();
    let cell = board_view::cell(
        size,
        Rect {
            width: main.width.saturating_sub(30),
            ..main
        },
    );
    let (board_w, board_h) = board_view::extent(size, cell);
    let [board_area, panel] =
        Layout::horizontal([Constraint::Length(board_w + 2), Constraint::Min(0)]).areas(main);
    let board_rect = Rect {
        height: board_h.min(board_area.height),
        ..board_area
    };
    frame.render_widget(Paragraph::new(board_view::lines(app, cell)), board_rect);
    frame.render_widget(Paragraph::new(panel_lines(app, now, panel.height)), panel);
    let notes: Vec<Line> = app.coach_notes.iter().cloned().map(Line::raw).collect();
    frame.render_widget(Paragraph::new(notes).wrap(Wrap { trim: true }), coach);
    frame.render_widget(
        Paragraph::new(Line::styled(app.status.clone(), Style::new().fg(WARN))),
        status,
    );
    let (label, line, help) = match &app.mode {
        Mode::Typing(t) => (
            app.text.get("play-move-prompt"),
            t.as_str(),
            app.text.get("play-typing-keys"),
        ),
        Mode::Save(t) => (
            app.text.get("play-save-prompt"),
            t.as_str(),
            app.text.get("play-typing-keys"),
        ),
        Mode::Load(t) => (
            app.text.get("play-load-prompt"),
            t.as_str(),
            app.text.get("play-typing-keys"),
        ),
        Mode::Board | Mode::ConfirmResign => (String::new(), "", app.text.get("play-keys")),
    };
    if !label.is_empty() {
        let text = Line::from(vec![
            Span::styled(
                label.as_str(),
                Style::new().fg(ACCENT).add_modifier(Modifier::BOLD),
            ),
            Span::raw(line.to_string()),
        ]);
        frame.render_widget(Paragraph::new(text), prompt);
        let x = prompt.x + (label.chars().count() + line.chars().count()) as u16;
        frame.set_cursor_position((x.min(prompt.right().saturating_sub(1)), prompt.y));
    }
    frame.render_widget(
        Paragraph::new(Line::styled(unbroken(&help), Style::new().fg(DIM)))
            .wrap(Wrap { trim: true }),
        keys,
    );
    if let Some((who, why)) = app.text.result(app.game.outcome()) {
        banner(
            frame,
            board_rect,
            &app.text.get("play-banner-title"),
            &who,
            &why,
        );
    }
}

/// The result over the middle of the board.
fn banner(frame: &mut Frame, over: Rect, title: &str, who: &str, why: &str) {
    let width = (who
        .chars()
        .count()
        .max(why.chars().count())
        .max(title.chars().count())
        + 4)
    .min(usize::from(frame.area().width)) as u16;
    let area = Rect {
        x: over.x + over.width.saturating_sub(width) / 2,
        y: over.y + over.height.saturating_sub(4) / 2,
        width,
        height: 4,
    }
    .intersection(frame.area());
    frame.render_widget(Clear, area);
    let text = vec![
        Line::styled(who.to_string(), Style::new().add_modifier(Modifier::BOLD)),
        Line::raw(why.to_string()),
    ];
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(Style::new().fg(ACCENT))
        .title(title.to_string());
    frame.render_widget(
        Paragraph::new(text)
            .alignment(Alignment::Center)
            .block(block),
        area,
    );
}

/// The right-hand panel, fitted to `height` lines (the oldest moves give way).
fn panel_lines(app: &App, now: Instant, height: u16) -> Vec<Line<'static>> {
    let t = app.text;
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut out = vec![
        Line::styled(t.variant(app.variant).to_string(), bold),
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
        .variant
        .bit_of_coordinates(app.cursor.file, app.cursor.rank)
    {
        out.push(Line::styled(
            t.say(&Message::new("play-cursor").text("square", app.variant.square_name(sq))),
            Style::new().fg(DIM),
        ));
    }
    if app.touch_move {
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
    let first_mover = app.variant.first();
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

/// The key help with each "key word" item kept on one line when it wraps: no-break spaces
/// inside the items and before each separator.
fn unbroken(help: &str) -> String {
    help.split(" · ")
        .map(|item| item.replace(' ', "\u{a0}"))
        .collect::<Vec<_>>()
        .join("\u{a0}· ")
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
