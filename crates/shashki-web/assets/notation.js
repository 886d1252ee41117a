// Move text in the variant's notation (INTERFACES.md §4) read back into canonical squares,
// for the last-move marks and animations of positions seen in the move list.

/**
 * What people write for the ASCII characters of a move, as the rules crate reads them
 * (shashki::lookalike, issue 32): the Cyrillic а, с, е for the file letters, the Ze of printed
 * texts for 3, the dashes, minus and × and the Cyrillic х for the separators.
 */
const PLAIN = { а: "a", с: "c", е: "e", А: "a", С: "c", Е: "e", З: "3", з: "3" };
const SEPARATORS = /[-x:X\u2010-\u2014\u2212×хХ]/;

/** The squares named in `text` (`c3-d4`, `d4:f6:h8`, `32x23`, `сЗ–d4`), as canonical numbers. */
export function squaresOf(text, variant) {
  const byName = new Map(variant.squares.map((s) => [s.name, s.number]));
  return text
    .replace(/[!?X+*]+$/g, "")
    .split(SEPARATORS)
    .map((part) => byName.get([...part.trim()].map((c) => PLAIN[c] || c.toLowerCase()).join("")))
    .filter((n) => n !== undefined);
}
