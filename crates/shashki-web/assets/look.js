// The board's look, a choice of this browser kept in localStorage: a theme (wood, plain, or
// high contrast for weak eyes: strong edges, no brown on brown) and the coordinates on or off.
// Applied as attributes of the page's root, which style.css reads.

/** The themes, the first the default. */
export const THEMES = ["wood", "plain", "contrast"];

/** The chosen theme. */
export function theme() {
  const saved = localStorage.getItem("shashki.theme");
  return THEMES.includes(saved) ? saved : THEMES[0];
}

/** True unless the coordinates were switched off. */
export function coordinatesOn() {
  return localStorage.getItem("shashki.coordinates") !== "off";
}

/** Puts the chosen look on the page. */
export function applyLook() {
  document.documentElement.dataset.theme = theme();
  document.documentElement.dataset.coordinates = coordinatesOn() ? "on" : "off";
}

/** Keeps a new choice and applies it. */
export function setLook(newTheme, coordinates) {
  if (THEMES.includes(newTheme)) localStorage.setItem("shashki.theme", newTheme);
  localStorage.setItem("shashki.coordinates", coordinates ? "on" : "off");
  applyLook();
}
