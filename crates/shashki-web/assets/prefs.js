// The page's switches kept in this browser (localStorage): on or off, read where storage is
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
