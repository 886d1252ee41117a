//! Material: how many kings and men each side has, the side to move first. One table holds one
//! material; tables are built in an order in which every capture and promotion leads to a
//! table built before.

use std::fmt;

/// The pieces of both sides, index 0 the side to move: what one table holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material {
    /// Kings of the side to move and of the other side.
    pub kings: [u8; 2],
    /// Men of the side to move and of the other side.
    pub men: [u8; 2],
}

impl Material {
    /// The material of a side to move with `own` = (kings, men) against `other`.
    pub const fn new(own: (u8, u8), other: (u8, u8)) -> Material {
        Material {
            kings: [own.0, other.0],
            men: [own.1, other.1],
        }
    }

    /// Pieces of side `s` (0 = to move).
    pub fn side(&self, s: usize) -> u32 {
        u32::from(self.kings[s] + self.men[s])
    }

    /// Pieces on the board.
    pub fn pieces(&self) -> u32 {
        self.side(0) + self.side(1)
    }

    /// Men on the board.
    pub fn men_total(&self) -> u32 {
        u32::from(self.men[0] + self.men[1])
    }

    /// The same pieces with the other side to move.
    pub fn swapped(&self) -> Material {
        Material {
            kings: [self.kings[1], self.kings[0]],
            men: [self.men[1], self.men[0]],
        }
    }

    /// True when no men are left: the board has the symmetries of kings.
    pub fn kings_only(&self) -> bool {
        self.men_total() == 0
    }

    /// A small number naming the material, for arrays of tables (each count below 16).
    pub fn id(&self) -> usize {
        usize::from(self.kings[0])
            | usize::from(self.men[0]) << 4
            | usize::from(self.kings[1]) << 8
            | usize::from(self.men[1]) << 12
    }

    /// Every material of 2 to `pieces` pieces with at least one piece a side, in build order:
    /// fewer pieces first, then fewer men (a promotion turns a man into a king).
    pub fn up_to(pieces: u32) -> Vec<Material> {
        let mut out = Vec::new();
        for n in 2..=pieces {
            for own in 1..n {
                let other = n - own;
                for ok in 0..=own {
                    for tk in 0..=other {
                        out.push(Material::new(
                            (ok as u8, (own - ok) as u8),
                            (tk as u8, (other - tk) as u8),
                        ));
                    }
                }
            }
        }
        out.sort_by_key(|m| (m.pieces(), m.men_total(), *m));
        out
    }

    /// The build jobs up to `pieces`: each material with its swapped twin (quiet moves lead
    /// from one to the other, so they are solved together), in build order.
    pub fn jobs(pieces: u32) -> Vec<Vec<Material>> {
        let mut out: Vec<Vec<Material>> = Vec::new();
        for m in Material::up_to(pieces) {
            let twin = m.swapped();
            if out.iter().any(|job| job.contains(&m)) {
                continue;
            }
            out.push(if twin == m { vec![m] } else { vec![m, twin] });
        }
        out
    }
}

impl fmt::Display for Material {
    /// `KKM-K`: the side to move's kings and men, then the other side's.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for s in 0..2 {
            if s == 1 {
                f.write_str("-")?;
            }
            for _ in 0..self.kings[s] {
                f.write_str("K")?;
            }
            for _ in 0..self.men[s] {
                f.write_str("M")?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn build_order_puts_every_promotion_and_capture_target_first() {
        let all = Material::up_to(5);
        let pos = |m: &Material| all.iter().position(|x| x == m).expect("listed");
        for m in &all {
            for s in 0..2 {
                if m.men[s] > 0 {
                    let mut promoted = *m;
                    promoted.men[s] -= 1;
                    promoted.kings[s] += 1;
                    assert!(pos(&promoted) < pos(m), "{promoted} before {m}");
                }
            }
        }
        assert_eq!(Material::new((3, 0), (1, 0)).to_string(), "KKK-K");
        assert_eq!(Material::new((1, 1), (0, 2)).to_string(), "KM-MM");
    }

    #[test]
    fn jobs_pair_each_material_with_its_twin_once() {
        let jobs = Material::jobs(4);
        let count: usize = jobs.iter().map(Vec::len).sum();
        assert_eq!(count, Material::up_to(4).len());
        assert!(jobs.iter().any(|j| j == &[Material::new((1, 0), (1, 0))]));
    }
}
