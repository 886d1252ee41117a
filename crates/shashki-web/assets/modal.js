// Keeps the keyboard inside an open modal: Tab from the last control goes to the first, and
// Shift+Tab from the first to the last.

const FOCUSABLE = "button:not([disabled]), select, input:not([disabled]), textarea, summary, a[href], [tabindex='0']";

/** Makes Tab wrap around inside `box`. */
export function trapFocus(box) {
  box.addEventListener("keydown", (e) => {
    if (e.key !== "Tab") return;
    const items = [...box.querySelectorAll(FOCUSABLE)].filter((n) => n.getClientRects().length > 0);
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  });
}
