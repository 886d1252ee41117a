// Move text in the variant's notation (INTERFACES section 4) read back into canonical squares,
// for the last-move marks and animations of positions seen in the move list.

/** The squares named in `text` (`c3-d4`, `d4:f6:h8`, `32x23`), as canonical numbers. */
export function squaresOf(text, variant) {
  const byName = new Map(variant.squares.map((s) => [s.name, s.number]));
  return text
    .replace(/[!?X+*]+$/g, "")
    .split(/[-x:]/)
    .map((part) => byName.get(part.trim()))
    .filter((n) => n !== undefined);
}
