// A modal over the page (the rules, "My games"): the keyboard kept inside while it is open (Tab
// from the last control goes to the first, Shift+Tab from the first to the last), closed by
// Escape or a click beside it, the focus given back on closing. Keys pressed outside the modal on
// top (the focus fell to the page when the control clicked was drawn again) go to it.

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

/**
 * Keeps the second click of the double click that opened `box` from selecting its words (found
 * cold: a double click on «Новая партия» opened the dialog and selected a line of it) and from
 * pressing what it lands on. Returns the function to call when `box` opens.
 */
export function ignoreOpeningDoubleClick(box) {
  let openedAt = -Infinity;
  const opening = (e) => e.detail > 1 && performance.now() - openedAt < 700;
  box.addEventListener("mousedown", (e) => {
    if (opening(e)) e.preventDefault();
  });
  // Nor does it press what lies under it (found cold: a double tap on «Задачи» chose the tab
  // «Треугольник Петрова» that opened under the finger).
  box.addEventListener("click", (e) => {
    if (opening(e)) {
      e.preventDefault();
      e.stopPropagation();
    }
  }, true);
  return () => (openedAt = performance.now());
}

/** The modals open, the last on top. */
const open = [];

document.addEventListener("keydown", (e) => {
  const top = open[open.length - 1];
  // Found cold: a click on a move of the analysis board's list drew the list again, the focus
  // fell to the page, and neither Escape nor the arrows reached the board. Found by the browser
  // test: Escape pressed while "My games" was still being asked for went to the button that
  // opened it.
  if (top && top.isOpen() && !top.box.contains(e.target)) top.onKey(e);
});

/** The common part of a modal sheet; a subclass draws its content in `refresh()` and may
 * answer keys in `key(e)`. */
export class Modal {
  constructor(box) {
    this.box = box;
    this.returnFocus = null;
    this.opened = ignoreOpeningDoubleClick(box);
    trapFocus(box);
    box.addEventListener("click", (e) => {
      // A click beside the sheet closes it, but not the second click of a double click (found
      // cold: a double click on a button the sheet then moved landed beside it).
      if (e.target === box && e.detail < 2) this.close();
    });
    box.addEventListener("keydown", (e) => this.onKey(e));
  }

  onKey(e) {
    this.key(e);
    // An Escape the board used (a piece put back) does not close the modal.
    if (e.key === "Escape" && !e.defaultPrevented) {
      e.stopPropagation();
      this.close();
    }
  }

  /** A key pressed in the modal, before Escape closes it. */
  key() {}

  isOpen() {
    return !this.box.hidden;
  }

  /** Shows the modal and draws it. */
  show() {
    this.returnFocus = document.activeElement;
    this.box.hidden = false;
    this.opened();
    // The focus in the modal at once, before its content comes (a subclass then gives it to a
    // control of its own).
    this.box.tabIndex = -1;
    this.box.focus({ preventScroll: true });
    if (!open.includes(this)) open.push(this);
    return this.refresh();
  }

  close() {
    this.box.hidden = true;
    if (open.includes(this)) open.splice(open.indexOf(this), 1);
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
  }

  refresh() {}
}
