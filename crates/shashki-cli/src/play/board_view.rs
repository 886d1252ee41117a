//! The board drawn in text: squares as coloured cells, pieces as circles (○ ● men, ◎ ◉ kings,
//! so that they differ without colour too; in large cells a disc round the circle), the cursor
//! in brackets, legal moves marked (· on an empty landing square), and
//! the coordinates of the variant's notation: files and ranks around an algebraic board,
//! numbers in the squares of a numbered one.

use ratatui::layout::Rect;
use ratatui::style::{Color as Paint, Modifier, Style};
use ratatui::text::{Line, Span};
use shashki::{Color, SquareStyle};

use super::app::App;
use super::cursor::at_screen;
use super::select;

/// Cell sizes (columns, rows), largest first; the largest that fits is drawn.
const CELLS: [(u16, u16); 3] = [(7, 3), (5, 2), (3, 1)];
/// Columns left of the board for the rank numbers.
const MARGIN: u16 = 3;

const LIGHT: Paint = Paint::Indexed(180);
const DARK: Paint = Paint::Indexed(94);
const MOVABLE: Paint = Paint::Indexed(28);
const TARGET: Paint = Paint::Indexed(64);
const CHOSEN: Paint = Paint::Indexed(136);
const LAST: Paint = Paint::Indexed(130);
const HINT: Paint = Paint::Indexed(91);
const CURSOR: Paint = Paint::Indexed(25);
const WHITE_PIECE: Paint = Paint::Indexed(231);
const BLACK_PIECE: Paint = Paint::Indexed(16);
const LABEL: Paint = Paint::Indexed(245);
const NUMBER: Paint = Paint::Indexed(180);
const BRACKET: Paint = Paint::Indexed(231);
const GROOVE_WHITE: Paint = Paint::Indexed(248);
const GROOVE_BLACK: Paint = Paint::Indexed(242);

/// The cell size for a board of `size` rows in `area`.
pub fn cell(size: u32, area: Rect) -> (u16, u16) {
    let size = size as u16;
    CELLS
        .into_iter()
        .find(|&(w, h)| MARGIN + size * w <= area.width && size * h < area.height)
        .unwrap_or(CELLS[CELLS.len() - 1])
}

/// The width and height the board takes with cells of `cell`.
pub fn extent(size: u32, cell: (u16, u16)) -> (u16, u16) {
    let size = size as u16;
    (MARGIN + size * cell.0, size * cell.1 + 1)
}

/// The squares to mark, as bitboards.
struct Marks {
    movable: u64,
    targets: u64,
    chosen: u64,
    last: u64,
    hint: u64,
}

impl Marks {
    fn of(app: &App) -> Marks {
        let ways = app.ways();
        let human = app.human_to_move();
        let (movable, targets, chosen) = match (&app.selection, human) {
            (Some(sel), true) => (0, select::targets(&ways, sel), select::way(sel)),
            (None, true) => (select::movable(&ways), 0, 0),
            _ => (0, 0, 0),
        };
        let plies = app.game.plies();
        let last = match (app.game.moves().last(), plies.checked_sub(1)) {
            (Some(m), Some(ply)) => app
                .game
                .position_at(ply)
                .and_then(|p| p.path(m))
                .unwrap_or_default()
                .iter()
                .fold(1u64 << m.from(), |acc, &l| acc | (1u64 << l)),
            _ => 0,
        };
        let hint = app
            .hint
            .map_or(0, |m| (1u64 << m.from()) | (1u64 << m.to()));
        Marks {
            movable,
            targets,
            chosen,
            last,
            hint,
        }
    }

    fn background(&self, bit: u64) -> Paint {
        if self.chosen & bit != 0 {
            CHOSEN
        } else if self.targets & bit != 0 {
            TARGET
        } else if self.hint & bit != 0 {
            HINT
        } else if self.movable & bit != 0 {
            MOVABLE
        } else if self.last & bit != 0 {
            LAST
        } else {
            DARK
        }
    }
}

/// The board's lines with cells of `cell`.
pub fn lines(app: &App, cell: (u16, u16)) -> Vec<Line<'static>> {
    let size = app.variant().rows();
    let (w, h) = (usize::from(cell.0), usize::from(cell.1));
    let algebraic = app.variant().square_style() == SquareStyle::Algebraic;
    let marks = Marks::of(app);
    let pos = app.game.position();
    let mut out = Vec::with_capacity(size as usize * h + 1);
    for row in 0..size {
        for line in 0..h {
            let middle = line == h / 2;
            let (_, rank) = at_screen(0, row, size, app.own.flipped);
            let label = if algebraic && middle {
                format!("{:>2} ", rank + 1)
            } else {
                " ".repeat(usize::from(MARGIN))
            };
            let mut spans = vec![Span::styled(label, Style::new().fg(LABEL))];
            for col in 0..size {
                let (file, rank) = at_screen(col, row, size, app.own.flipped);
                let under_cursor = app.cursor.file == file && app.cursor.rank == rank;
                let Some(sq) = app.variant().bit_of_coordinates(file, rank) else {
                    let bg = if under_cursor { CURSOR } else { LIGHT };
                    let style = Style::new().bg(bg).fg(BRACKET).add_modifier(Modifier::BOLD);
                    let mut cell = vec![(' ', style); w];
                    if under_cursor && middle {
                        cell[0] = ('[', style);
                        cell[w - 1] = (']', style);
                    }
                    push_cell(&mut spans, &cell);
                    continue;
                };
                let bit = 1u64 << sq;
                let piece = [Color::White, Color::Black]
                    .into_iter()
                    .find(|&c| pos.pieces(c) & bit != 0);
                let king = pos.kings() & bit != 0;
                let bg = if under_cursor {
                    CURSOR
                } else {
                    marks.background(bit)
                };
                let square_style = Style::new().bg(bg).fg(NUMBER);
                let mut cell = vec![(' ', square_style); w];
                let glyph = match piece {
                    Some(Color::White) if king => '◎',
                    Some(Color::White) => '○',
                    Some(Color::Black) if king => '◉',
                    Some(Color::Black) => '●',
                    None if marks.targets & bit != 0 => '·',
                    None => ' ',
                };
                let paint = match piece {
                    Some(Color::White) => WHITE_PIECE,
                    _ => BLACK_PIECE,
                };
                let piece_style = square_style.fg(paint).add_modifier(Modifier::BOLD);
                let c = w / 2;
                if piece.is_some() && h >= 3 && w >= 5 {
                    // A disc: half blocks above and below, full blocks round the glyph.
                    let mid = h / 2;
                    if line + 1 == mid || line == mid + 1 {
                        let half = if line < mid { '▄' } else { '▀' };
                        cell[c - 1..=c + 1].fill((half, piece_style));
                    } else if line == mid {
                        cell[c - 2..=c + 2].fill(('█', piece_style));
                        let groove = if paint == WHITE_PIECE {
                            GROOVE_WHITE
                        } else {
                            GROOVE_BLACK
                        };
                        cell[c] = (glyph, Style::new().bg(paint).fg(groove));
                    }
                } else if middle {
                    cell[c] = (glyph, piece_style);
                }
                if !algebraic {
                    let n = app.variant().square_number(sq).to_string();
                    let fits = if h == 1 {
                        piece.is_none() && marks.targets & bit == 0 && !under_cursor
                    } else {
                        line == 0
                    };
                    if fits {
                        let shift = usize::from(h == 1 && w > n.len());
                        for (i, d) in n.chars().enumerate().take(w - shift) {
                            cell[i + shift] = (d, square_style);
                        }
                    }
                }
                // A bashni column: the pieces under its top on the square's last line (w, b a
                // man, W, B a king), as many as fit.
                let below = pos.below(sq);
                if !below.is_empty() && h >= 3 && line + 1 == h {
                    let letters = below.letters();
                    let shown = letters.chars().count().min(w);
                    let start = (w - shown) / 2;
                    for (i, l) in letters.chars().take(shown).enumerate() {
                        cell[start + i] = (l, square_style.add_modifier(Modifier::BOLD));
                    }
                }
                if under_cursor && middle {
                    let bracket = square_style.fg(BRACKET).add_modifier(Modifier::BOLD);
                    cell[0] = ('[', bracket);
                    cell[w - 1] = (']', bracket);
                }
                push_cell(&mut spans, &cell);
            }
            out.push(Line::from(spans));
        }
    }
    let mut files = " ".repeat(usize::from(MARGIN));
    if algebraic {
        for col in 0..size {
            let (file, _) = at_screen(col, 0, size, app.own.flipped);
            let letter = char::from(b'a' + file as u8);
            files.push_str(&format!("{letter:^w$}"));
        }
    }
    out.push(Line::styled(files, Style::new().fg(LABEL)));
    out
}

/// Appends a cell's characters as spans, one per run of the same style.
fn push_cell(spans: &mut Vec<Span<'static>>, cell: &[(char, Style)]) {
    let mut run = String::new();
    let mut style = cell.first().map_or(Style::new(), |&(_, s)| s);
    for &(c, s) in cell {
        if s != style && !run.is_empty() {
            spans.push(Span::styled(std::mem::take(&mut run), style));
        }
        style = s;
        run.push(c);
    }
    spans.push(Span::styled(run, style));
}
