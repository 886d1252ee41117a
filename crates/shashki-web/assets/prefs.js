// The page's switches and choices kept in this browser (localStorage), read where storage is
// refused as the default.

/** True when switch `key` is on; `byDefault` when it was never set or storage is refused. */
export function switchOn(key, byDefault = false) {
  try {
    const saved = localStorage.getItem(key);
    return saved === null ? byDefault : saved === "on";
  } catch {
    return byDefault;
  }
}

/** Sets switch `key`; off is forgotten, so an unset switch reads as off. */
export function setSwitch(key, on) {
  if (on) localStorage.setItem(key, "on");
  else localStorage.removeItem(key);
}

/** The choice kept as `key` (a text), `byDefault` when none was kept or storage is refused. */
export function savedChoice(key, byDefault) {
  try {
    return localStorage.getItem(key) ?? byDefault;
  } catch {
    return byDefault;
  }
}

/** Keeps choice `key`; a browser refusing storage just forgets it. */
export function saveChoice(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // nothing kept: the default comes back next time
  }
}
