//! The hand-set weights tuning starts from (the evaluation before any tuning), written by
//! `tune --defaults` for the variants that are not tuned.

use shashki::geometry::Geometry;
use shashki::{Goal, Movement, Rules};
use shashki_engine::eval::features::{NAMES, ROW, TERMS};
use shashki_engine::eval::Weights;

/// The weight of term `name`.
fn set(w: &mut [i32; TERMS], name: &str, value: i32) {
    let t = NAMES.iter().position(|&n| n == name).expect("a known term");
    w[t] = value;
}

/// The hand-set weights of variant `R`: a man 100; a king 160 (short kings), 260 (flying, 8×8)
/// or 320 (flying, 10×10); three a row of advancement with twelve more one step from the crown
/// (four times as much in breakthrough), six on the back rank, five in the centre, two a free
/// step, fifteen for a king on the long diagonal of an 8×8 board with a dark a1 (where kings move on
/// diagonals only), four for the tempo.
pub fn defaults<R: Rules>() -> Weights {
    let rows = <R::Board as Geometry>::ROWS as i32;
    let mut w = [0; TERMS];
    set(&mut w, "man", 100);
    let king = match (R::FLYING_KINGS, rows) {
        (false, _) => 160,
        (true, 8) => 260,
        (true, _) => 320,
    };
    set(&mut w, "king", king);
    let weight = if R::GOAL == Goal::FirstKingWins { 4 } else { 1 };
    for p in 0..rows - 1 {
        let mut v = weight * p * 3;
        if p == rows - 2 {
            v += weight * 12;
        }
        if p == 0 {
            v += 6;
        }
        w[ROW + p as usize] = v;
    }
    set(&mut w, "centre", 5);
    set(&mut w, "mobility", 2);
    let dark_a1 = shashki::square::bit_of_coordinates::<R>(0, 0).is_some();
    let diagonal_kings = R::MOVEMENT == Movement::Diagonal;
    set(
        &mut w,
        "king_road",
        if rows == 8 && dark_a1 && diagonal_kings {
            15
        } else {
            0
        },
    );
    set(&mut w, "tempo", 4);
    Weights(w)
}
