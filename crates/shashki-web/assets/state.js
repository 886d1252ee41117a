// Which STATE to show when two arrive out of order (a reply after a newer websocket state):
// the server numbers every change of a game in STATE `seq`, and only a higher one is newer.

/** True when `state` is older than `shown` (the same game with a lower `seq`): keep `shown`. */
export function isOlder(state, shown) {
  return !!shown && shown.id === state.id && state.seq < shown.seq;
}
