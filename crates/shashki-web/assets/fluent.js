// A reader of the part of Project Fluent that the catalogues (crates/shashki-text/ftl) use:
// messages `key = pattern`, placeables `{ $arg }` and `{"literal"}`, and selections
// `{ $arg -> [key] pattern … *[default] pattern }` on an exact number or text, or on a number's
// plural form (the browser's Intl.PluralRules). The server reads the same files with the
// fluent-bundle crate.

/** The messages of a Fluent text: key → parsed pattern. */
export function parseCatalogue(source) {
  const messages = new Map();
  let key = null;
  let lines = [];
  const finish = () => {
    if (key !== null) messages.set(key, new Reader(lines.join("\n")).pattern(""));
  };
  for (const line of source.split("\n")) {
    const start = /^([a-zA-Z][\w-]*) = ?(.*)$/.exec(line);
    if (start) {
      finish();
      key = start[1];
      lines = [start[2]];
    } else if (line.startsWith("#") || line.trim() === "") {
      finish();
      key = null;
    } else if (key !== null) {
      lines.push(line);
    }
  }
  finish();
  return messages;
}

/** Reads one pattern: text and placeables. */
class Reader {
  constructor(text) {
    this.text = text;
    this.at = 0;
  }

  /** The parts up to one of the characters of `stops` (or the end). */
  pattern(stops) {
    const parts = [];
    let plain = "";
    while (this.at < this.text.length && !stops.includes(this.text[this.at])) {
      if (this.text[this.at] === "{") {
        if (plain) parts.push(plain);
        plain = "";
        this.at++;
        parts.push(this.placeable());
      } else {
        plain += this.text[this.at++];
      }
    }
    if (plain) parts.push(plain);
    return parts;
  }

  placeable() {
    this.blank();
    let expression;
    if (this.text[this.at] === '"') {
      const end = this.text.indexOf('"', this.at + 1);
      expression = { literal: this.text.slice(this.at + 1, end) };
      this.at = end + 1;
    } else {
      const name = /^\$([\w-]+)/.exec(this.text.slice(this.at));
      this.at += name ? name[0].length : 0;
      expression = { variable: name ? name[1] : "" };
    }
    this.blank();
    if (this.text.startsWith("->", this.at)) {
      this.at += 2;
      expression = { select: expression.variable, variants: this.variants() };
    }
    this.blank();
    this.at++; // the closing brace
    return expression;
  }

  variants() {
    const variants = [];
    for (;;) {
      this.blank();
      const isDefault = this.text[this.at] === "*";
      if (isDefault) this.at++;
      if (this.text[this.at] !== "[") return variants;
      const end = this.text.indexOf("]", this.at);
      const key = this.text.slice(this.at + 1, end).trim();
      this.at = end + 1;
      const value = this.pattern("\n");
      trimEnds(value);
      variants.push({ key, value, isDefault });
    }
  }

  blank() {
    while (/\s/.test(this.text[this.at] || "")) this.at++;
  }
}

/** Drops the blank that follows `[key]` and the one before the line's end. */
function trimEnds(parts) {
  if (typeof parts[0] === "string") parts[0] = parts[0].trimStart();
  const last = parts.length - 1;
  if (typeof parts[last] === "string") parts[last] = parts[last].trimEnd();
}

/** The pattern `parts` with `args` put in, numbers choosing plural forms in `lang`. */
export function formatPattern(parts, args, lang) {
  return parts
    .map((part) => {
      if (typeof part === "string") return part;
      if (part.literal !== undefined) return part.literal;
      if (part.variable !== undefined) return String(args[part.variable] ?? `{$${part.variable}}`);
      return formatPattern(choose(part.variants, args[part.select], lang), args, lang);
    })
    .join("");
}

function choose(variants, value, lang) {
  const exact = variants.find((v) => v.key === String(value));
  if (exact) return exact.value;
  if (typeof value === "number") {
    const form = new Intl.PluralRules(lang).select(value);
    const plural = variants.find((v) => v.key === form);
    if (plural) return plural.value;
  }
  return (variants.find((v) => v.isDefault) || variants[variants.length - 1]).value;
}
