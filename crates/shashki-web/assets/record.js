// A game record's tags in words, as the puzzles and the analysis board name a game.

/** A record's date as people write it: its unknown parts ("1924.??.??" is 1924) left out. */
export const knownDate = (date) => (date || "").replace(/[.\/-]?\?+/g, "").trim();

/** "White – Black", or "" when either name is missing. */
export const players = (white, black) => (white && black ? `${white} – ${black}` : "");

/** The event and the known date, as one text ("" when neither is known). */
export const eventAndDate = (event, date) => [event, knownDate(date)].filter(Boolean).join(", ");
