// A modal over the page (the rules, "My games"): the keyboard kept inside while it is open (Tab
// from the last control goes to the first, Shift+Tab from the first to the last), closed by
// Escape or a click beside it, the focus given back on closing.

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

/** The common part of a modal sheet; a subclass draws its content in `refresh()`. */
export class Modal {
  constructor(box) {
    this.box = box;
    this.returnFocus = null;
    trapFocus(box);
    box.addEventListener("click", (e) => {
      // A click beside the sheet closes it, but not the second click of a double click (found
      // cold: a double click on a button the sheet then moved landed beside it).
      if (e.target === box && e.detail < 2) this.close();
    });
    box.addEventListener("keydown", (e) => {
      // An Escape the board used (a piece put back) does not close the modal.
      if (e.key === "Escape" && !e.defaultPrevented) {
        e.stopPropagation();
        this.close();
      }
    });
  }

  isOpen() {
    return !this.box.hidden;
  }

  /** Shows the modal and draws it. */
  show() {
    this.returnFocus = document.activeElement;
    this.box.hidden = false;
    return this.refresh();
  }

  close() {
    this.box.hidden = true;
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
  }

  refresh() {}
}
