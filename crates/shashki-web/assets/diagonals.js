// The named diagonals of the Russian children's course (issue 17): the большак a1–h8, the
// двойники a7–g1 and b8–h2, the тройники a3–f8 and c1–h6 and the косяк e1–h4–d8–a5–e1
// (the four loops as the sports dictionary draws them, vslovar.ru/sport/686: a двойник is
// the pair of seven-square diagonals, a тройник the pair of six-square ones). Drawn over the
// board of an 8×8 game played on the dark squares with a dark a1, named in the rules and in
// the panel's legend.

import { tr } from "./i18n.js";

/** Each family with its diagonals, as algebraic corners (a path may bend at the edge). */
export const DIAGONALS = [
  { key: "bolshak", paths: [["a1", "h8"]] },
  { key: "dvoynik", paths: [["a7", "g1"], ["b8", "h2"]] },
  { key: "troynik", paths: [["a3", "f8"], ["c1", "h6"]] },
  { key: "kosyak", paths: [["e1", "h4", "d8", "a5", "e1"]] },
];

/** (file, rank) of an algebraic square name, from 0. */
function fileRank(name) {
  return [name.charCodeAt(0) - 97, Number(name.slice(1)) - 1];
}

/** The squares of `variant` by "file,rank". */
function byFileRank(variant) {
  return new Map(variant.squares.map((s) => [`${s.file},${s.rank}`, s.number]));
}

/**
 * True when `variant`'s board is the one the names belong to: 32 dark squares of 8×8 with a dark
 * a1, named algebraically (the legend names the corners so).
 */
export function hasNamedDiagonals(variant) {
  return !!variant && variant.size === 8 && variant.squares.length === 32
    && variant.squares.some((s) => s.file === 0 && s.rank === 0 && s.name === "a1");
}

/**
 * The diagonals of `variant` as square numbers: one entry per path with its family's key and
 * the numbers of every square it crosses, corner to corner; empty on another board.
 */
export function diagonalsOf(variant) {
  if (!hasNamedDiagonals(variant)) return [];
  const squares = byFileRank(variant);
  const out = [];
  for (const { key, paths } of DIAGONALS) {
    for (const corners of paths) {
      const numbers = [];
      for (let i = 0; i + 1 < corners.length; i++) {
        const [f0, r0] = fileRank(corners[i]);
        const [f1, r1] = fileRank(corners[i + 1]);
        const steps = Math.abs(f1 - f0);
        for (let k = i === 0 ? 0 : 1; k <= steps; k++) {
          numbers.push(squares.get(`${f0 + Math.sign(f1 - f0) * k},${r0 + Math.sign(r1 - r0) * k}`));
        }
      }
      out.push({ key, corners, numbers });
    }
  }
  return out;
}

/** The legend: one item per family, its name and squares in the current language. */
export function diagonalLegend() {
  return DIAGONALS.map(({ key }) => {
    const li = document.createElement("li");
    li.dataset.diagonal = key;
    const swatch = document.createElement("span");
    swatch.className = `swatch diagonal-${key}`;
    li.append(swatch, tr(`diagonal-${key}`));
    return li;
  });
}
