// The page /learn: the children's course of Russian draughts (issue 34) as short steps, part by
// part, in the course's order (GET /api/course, from crates/shashki-web/data/course.json). The
// steps solved and the step shown are kept in localStorage, so a child can leave and come back
// where he was; the language is the board page's.

import { api } from "./api.js";
import { errorText, LANGUAGES, language, setLanguage, tr } from "./i18n.js";
import { StepView } from "./learn-step.js";

const $ = (id) => document.getElementById(id);

/** The steps solved in this browser (their ids). */
const DONE = "shashki.learn.done";
/** The step shown last. */
const AT = "shashki.learn.at";

const page = { parts: [], steps: [], at: 0, view: null, hint: false };

/** The ids of the steps solved, read from the browser. */
function done() {
  try {
    const list = JSON.parse(localStorage.getItem(DONE) || "[]");
    return new Set(Array.isArray(list) ? list : []);
  } catch {
    return new Set();
  }
}

function markDone(id) {
  const set = done();
  set.add(id);
  localStorage.setItem(DONE, JSON.stringify([...set]));
}

/** Every word of the page in the current language. */
function fillText() {
  document.title = tr("learn-title");
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = tr(node.dataset.t);
  $("learn-board").setAttribute("aria-label", tr("learn-board"));
}

/** The list of parts with how many of their steps are solved, the one shown marked. */
function renderMenu() {
  const solved = done();
  const current = page.steps[page.at];
  $("learn-progress").textContent = tr("learn-progress", {
    done: page.steps.filter((s) => solved.has(s.id)).length,
    total: page.steps.length,
  });
  $("learn-part-list").replaceChildren(...page.parts.map((part) => {
    const li = document.createElement("li");
    const count = part.steps.filter((s) => solved.has(s.id)).length;
    li.classList.toggle("done", count === part.steps.length);
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.part = part.key;
    button.textContent = tr(`learn-part-${part.key}`);
    button.setAttribute("aria-current", String(current && current.part === part));
    button.addEventListener("click", () => {
      const first = part.steps.find((s) => !solved.has(s.id)) || part.steps[0];
      go(page.steps.indexOf(first));
      if (matchMedia("(max-width: 700px)").matches) $("learn-menu").open = false;
    });
    const span = document.createElement("span");
    span.className = "count";
    span.textContent = `${count}/${part.steps.length}`;
    li.append(button, span);
    return li;
  }));
}

/** The step's frame: its part, its number, hint, navigation, the links after the last part. */
function renderStep() {
  const step = page.steps[page.at];
  const solved = done();
  $("learn-part-title").textContent = tr(`learn-part-${step.part.key}`);
  $("learn-step-count").textContent = tr("learn-step", { n: page.at + 1, total: page.steps.length });
  $("learn-hint-text").hidden = !page.hint;
  $("learn-hint-text").textContent = tr(`learn-${step.id}-hint`);
  $("learn-prev").disabled = page.at === 0;
  $("learn-next").disabled = page.at + 1 === page.steps.length;
  $("learn-next").classList.toggle("ready", solved.has(step.id));
  $("learn-links").hidden = step.part.link !== "exercises";
  $("learn-done").hidden = !page.steps.every((s) => solved.has(s.id));
  renderMenu();
}

/** Shows step number `n` from its start. */
function go(n) {
  page.at = Math.max(0, Math.min(page.steps.length - 1, n));
  page.hint = false;
  localStorage.setItem(AT, page.steps[page.at].id);
  page.view.show(page.steps[page.at]);
  renderStep();
}

function solved(step) {
  markDone(step.id);
  renderStep();
  if (page.steps[page.at] === step && page.at + 1 < page.steps.length) $("learn-next").focus();
}

function wire() {
  $("learn-hint").addEventListener("click", () => {
    page.hint = true;
    renderStep();
  });
  // The second click of a double click (a child's usual click) would step twice: the browser
  // counts it (`detail` 2), and it is skipped.
  const once = (action) => (e) => e.detail > 1 || action();
  $("learn-again").addEventListener("click", once(() => go(page.at)));
  $("learn-prev").addEventListener("click", once(() => go(page.at - 1)));
  $("learn-next").addEventListener("click", once(() => go(page.at + 1)));
  $("learn-reset").addEventListener("click", () => {
    localStorage.removeItem(DONE);
    go(0);
  });
  const select = $("learn-lang");
  for (const [code, name] of LANGUAGES) select.appendChild(new Option(name, code));
  select.value = language();
  select.addEventListener("change", () => {
    setLanguage(select.value);
    fillText();
    page.view.relabel();
    renderStep();
  });
}

async function main() {
  setLanguage(language(), false);
  fillText();
  const [variants, course] = await Promise.all([api("GET", "/api/variants"), api("GET", "/api/course")]);
  const variant = variants.find((v) => v.key === course.variant);
  page.parts = course.parts;
  page.steps = course.parts.flatMap((part) => part.steps.map((s) => Object.assign(s, { part })));
  page.view = new StepView({
    board: $("learn-board"),
    task: $("learn-task"),
    record: $("learn-record"),
    recordBox: $("learn-record-box"),
    answer: $("learn-answer"),
    verdict: $("learn-verdict"),
  }, variant, solved);
  wire();
  $("learn-menu").open = !matchMedia("(max-width: 700px)").matches;
  const at = page.steps.findIndex((s) => s.id === localStorage.getItem(AT));
  go(at >= 0 ? at : 0);
}

main().catch((e) => {
  $("learn-error").textContent = errorText(e);
});
