//! The screen's frame, the same for every game: the board on the left and the panel on its
//! right (the game draws both, [`Draw`]); below them the notes, the message line, the prompt
//! and the key help; the result banner over the board when the game is over.

use std::time::Instant;

use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::style::{Color as Paint, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};
use ratatui::Frame;

use super::{Draw, Mode, Table};

/// Headings, markers and the prompt's label.
pub const ACCENT: Paint = Paint::Indexed(214);
/// The message line and warnings.
pub const WARN: Paint = Paint::Indexed(203);
/// What is there to be read only when wanted: the key help, the cursor's square.
pub const DIM: Paint = Paint::Indexed(245);

/// Draws the whole screen for `table` at `now`.
pub fn draw<G: Draw>(frame: &mut Frame, table: &Table<G>, now: Instant) {
    let words = &G::WORDS;
    // Room for the board's key help wrapped at whole items (a guess that leaves a margin).
    let width = usize::from(frame.area().width.saturating_sub(12)).max(1);
    let help_lines = table
        .text
        .get(words.keys)
        .chars()
        .count()
        .div_ceil(width)
        .clamp(1, 4) as u16;
    let notes = G::notes(table);
    let note_lines: usize = notes
        .iter()
        .map(|n| n.chars().count().div_ceil(width).max(1))
        .sum();
    let [main, notes_area, status, prompt, keys] = Layout::vertical([
        Constraint::Min(0),
        Constraint::Length(note_lines.min(8) as u16),
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Length(help_lines),
    ])
    .areas(frame.area());
    let board = G::board(table, main);
    let [board_area, panel] =
        Layout::horizontal([Constraint::Length(board.width + 2), Constraint::Min(0)]).areas(main);
    let board_rect = Rect {
        height: board.height.min(board_area.height),
        ..board_area
    };
    frame.render_widget(Paragraph::new(board.lines), board_rect);
    frame.render_widget(Paragraph::new(G::panel(table, now, panel.height)), panel);
    let notes: Vec<Line> = notes.iter().cloned().map(Line::raw).collect();
    frame.render_widget(Paragraph::new(notes).wrap(Wrap { trim: true }), notes_area);
    frame.render_widget(
        Paragraph::new(Line::styled(table.status.clone(), Style::new().fg(WARN))),
        status,
    );
    let (label, line, help) = match &table.mode {
        Mode::Typing(t) => (Some(words.move_prompt), t.as_str(), words.typing_keys),
        Mode::Save(t) => (Some(words.save_prompt), t.as_str(), words.typing_keys),
        Mode::Load(t) => (Some(words.load_prompt), t.as_str(), words.typing_keys),
        Mode::Board | Mode::ConfirmResign(_) => (None, "", words.keys),
    };
    if let Some(label) = label.map(|l| table.text.get(l)) {
        let x = prompt.x + (label.chars().count() + line.chars().count()) as u16;
        let text = Line::from(vec![
            Span::styled(label, Style::new().fg(ACCENT).add_modifier(Modifier::BOLD)),
            Span::raw(line.to_string()),
        ]);
        frame.render_widget(Paragraph::new(text), prompt);
        frame.set_cursor_position((x.min(prompt.right().saturating_sub(1)), prompt.y));
    }
    frame.render_widget(
        Paragraph::new(Line::styled(
            unbroken(&table.text.get(help)),
            Style::new().fg(DIM),
        ))
        .wrap(Wrap { trim: true }),
        keys,
    );
    if let Some(lines) = G::result(table) {
        banner(
            frame,
            board_rect,
            &table.text.get(words.banner_title),
            lines,
        );
    }
}

/// The result over the middle of the board, in a box titled `title`.
fn banner(frame: &mut Frame, over: Rect, title: &str, lines: Vec<Line<'static>>) {
    let widest = lines
        .iter()
        .map(Line::width)
        .chain([title.chars().count()])
        .max()
        .unwrap_or(0);
    let width = (widest + 4).min(usize::from(frame.area().width)) as u16;
    let height = lines.len() as u16 + 2;
    let area = Rect {
        x: over.x + over.width.saturating_sub(width) / 2,
        y: over.y + over.height.saturating_sub(height) / 2,
        width,
        height,
    }
    .intersection(frame.area());
    frame.render_widget(Clear, area);
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(Style::new().fg(ACCENT))
        .title(title.to_string());
    frame.render_widget(
        Paragraph::new(lines)
            .alignment(Alignment::Center)
            .block(block),
        area,
    );
}

/// The key help with each "key word" item kept on one line when it wraps: no-break spaces
/// inside the items and before each separator.
fn unbroken(help: &str) -> String {
    help.split(" · ")
        .map(|item| item.replace(' ', "\u{a0}"))
        .collect::<Vec<_>>()
        .join("\u{a0}· ")
}
