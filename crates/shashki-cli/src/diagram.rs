//! A picture of a position: an SVG board as books print it (White at the bottom, optional
//! coordinates, arrows for a move). The text diagram is the rules crate's `Position::diagram`.

use std::fmt::Write as _;

use shashki::geometry::Geometry;
use shashki::{square, Color, Move, Position, Rules};

const CELL: u32 = 60;
const MARGIN: u32 = 24;

/// The centre of the square at `bit` in picture coordinates.
fn centre<R: Rules>(bit: u32, origin: u32) -> (u32, u32) {
    let n = <R::Board as Geometry>::ROWS;
    let (file, rank) = square::coordinates::<R>(bit);
    (
        origin + file * CELL + CELL / 2,
        origin + (n - 1 - rank) * CELL + CELL / 2,
    )
}

/// An SVG picture of the board, White at the bottom; `coordinates` adds files and ranks (or
/// square numbers for numeric variants) around it; `arrow` draws a move's route.
pub fn svg<R: Rules>(pos: &Position<R>, coordinates: bool, arrow: Option<&Move>) -> String {
    let n = <R::Board as Geometry>::ROWS;
    let origin = if coordinates { MARGIN } else { 0 };
    let size = n * CELL + 2 * origin;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 {size} {size}">"#
    );
    let _ = writeln!(
        s,
        r##"<rect width="{size}" height="{size}" fill="#f7f1e3"/>"##
    );
    for rank in 0..n {
        for file in 0..n {
            let dark = square::bit_of_coordinates::<R>(file, rank).is_some();
            let (x, y) = (origin + file * CELL, origin + (n - 1 - rank) * CELL);
            let fill = if dark { "#8b5a2b" } else { "#f0d9b5" };
            let _ = writeln!(
                s,
                r#"<rect class="square" x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}"/>"#
            );
        }
    }
    if coordinates {
        for i in 0..n {
            let c = origin + i * CELL + CELL / 2;
            let file = char::from(b'a' + i as u8);
            let _ = writeln!(
                s,
                r#"<text x="{c}" y="{}" font-size="14" text-anchor="middle" font-family="sans-serif">{file}</text>"#,
                size - 7
            );
            let _ = writeln!(
                s,
                r#"<text x="12" y="{}" font-size="14" text-anchor="middle" font-family="sans-serif">{}</text>"#,
                c + 5,
                n - i
            );
        }
    }
    for color in Color::BOTH {
        for bit in shashki::Bits(pos.pieces(color)) {
            let (x, y) = centre::<R>(bit, origin);
            let (fill, stroke) = match color {
                Color::White => ("#fdfdfd", "#222"),
                Color::Black => ("#1e1e1e", "#000"),
            };
            let king = pos.kings() & (1 << bit) != 0;
            let class = format!(
                "piece {} {}",
                color.name(),
                if king { "king" } else { "man" }
            );
            let _ = writeln!(
                s,
                r#"<circle class="{class}" cx="{x}" cy="{y}" r="{}" fill="{fill}" stroke="{stroke}" stroke-width="2"/>"#,
                CELL * 2 / 5
            );
            if king {
                let mark = if color == Color::White {
                    "#b8860b"
                } else {
                    "#e0b040"
                };
                let _ = writeln!(
                    s,
                    r#"<circle cx="{x}" cy="{y}" r="{}" fill="none" stroke="{mark}" stroke-width="4"/>"#,
                    CELL / 5
                );
            }
        }
    }
    if let Some(mv) = arrow {
        let _ = writeln!(
            s,
            r##"<defs><marker id="head" markerWidth="6" markerHeight="6" refX="3" refY="3" orient="auto"><path d="M0,0 L6,3 L0,6 z" fill="#2e7d32"/></marker></defs>"##
        );
        let mut at = centre::<R>(mv.from(), origin);
        for &l in pos.path(mv).unwrap_or_default().iter() {
            let to = centre::<R>(u32::from(l), origin);
            let _ = writeln!(
                s,
                r##"<line class="arrow" x1="{}" y1="{}" x2="{}" y2="{}" stroke="#2e7d32" stroke-width="6" stroke-opacity="0.8" marker-end="url(#head)"/>"##,
                at.0, at.1, to.0, to.1
            );
            at = to;
        }
    }
    s.push_str("</svg>\n");
    s
}
