// The form of a noun after a number in Russian and Ukrainian: one (1, 21, 31 …), few (2–4, 22–24
// …) or many (5–20, 25–30 …, and 11–14).

/** `one`, `few` or `many` as the number `n` asks for. */
export function plural(n, one, few, many) {
  const ten = n % 10;
  const hundred = n % 100;
  if (ten === 1 && hundred !== 11) return one;
  if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) return few;
  return many;
}
