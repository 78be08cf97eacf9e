/*
 * Where a formula may break across lines on a phone. KaTeX breaks inline math only after a
 * relation or an operator at the formula's top level, so `\mathrm{A > B > C}` is one unbreakable
 * box: a long one is wider than a phone's screen and widens the whole page. The same formula
 * written `\mathrm{A} > \mathrm{B} > \mathrm{C}` shows the same glyphs and may break after each
 * relation. The content tests refuse the first form in the sources; the renderer rewrites it in
 * whatever it is given (an admin's question, a row saved before), so neither reaches a learner.
 */

/** A relation, an arrow or a plus written with spaces around it, or an arrow command. */
const BREAK_POINT =
  /^(?:\s+[<>=+]\s+|\s*\\(?:rightarrow|longrightarrow|leftrightarrow|rightleftharpoons|to)(?![a-zA-Z])\s*)/;

const OPENING = "\\mathrm{";

type Group = {
  /** index of the `\mathrm{` */
  start: number;
  /** index just past its closing brace */
  end: number;
  /** the group's content split at its top-level break points: text, break, text, ... */
  pieces: string[];
};

/** The `\mathrm{...}` group opening at `start`, its content split at top-level break points. */
function readGroup(tex: string, start: number): Group | null {
  const pieces: string[] = [];
  let piece = "";
  let depth = 1;
  let i = start + OPENING.length;
  while (i < tex.length) {
    const ch = tex[i] as string;
    if (depth === 1) {
      const breakPoint = BREAK_POINT.exec(tex.slice(i))?.[0];
      if (breakPoint) {
        pieces.push(piece, breakPoint.trim());
        piece = "";
        i += breakPoint.length;
        continue;
      }
    }
    if (ch === "\\") {
      // an escaped character (`\{`, `\}`) or a command: copied as it is
      const command = /^\\(?:[a-zA-Z]+|.)/.exec(tex.slice(i))?.[0] ?? "\\";
      piece += command;
      i += command.length;
      continue;
    }
    if (ch === "{") depth++;
    if (ch === "}" && --depth === 0) {
      pieces.push(piece);
      return { start, end: i + 1, pieces };
    }
    piece += ch;
    i++;
  }
  return null; // unclosed: left to KaTeX to report
}

/** A group worth rewriting: it holds a break point with something written on both sides. */
function breaksUsefully(pieces: string[]): boolean {
  if (pieces.length < 3) return false;
  return pieces.every((piece, index) => index % 2 === 1 || piece.trim() !== "");
}

/**
 * The `\mathrm{...}` groups of a formula that hold a break point between two written parts: the
 * ones a phone cannot break.
 */
export function unbreakableGroups(tex: string): string[] {
  const found: string[] = [];
  for (let at = tex.indexOf(OPENING); at >= 0; at = tex.indexOf(OPENING, at + 1)) {
    const group = readGroup(tex, at);
    if (group && breaksUsefully(group.pieces)) found.push(tex.slice(group.start, group.end));
  }
  return found;
}

/**
 * The formula with each unbreakable `\mathrm{...}` group written as groups with the relations,
 * arrows and pluses between them: `\mathrm{A > B}` becomes `\mathrm{A} > \mathrm{B}`. Everything
 * else is left exactly as written.
 */
export function breakableMath(tex: string): string {
  let out = "";
  let copied = 0;
  for (let at = tex.indexOf(OPENING); at >= 0; at = tex.indexOf(OPENING, at + 1)) {
    if (at < copied) continue; // inside a group already rewritten
    const group = readGroup(tex, at);
    if (!group || !breaksUsefully(group.pieces)) continue;
    const rewritten = group.pieces
      .map((piece, index) => (index % 2 === 1 ? ` ${piece} ` : `${OPENING}${breakableMath(piece.trim())}}`))
      .join("");
    out += tex.slice(copied, group.start) + rewritten;
    copied = group.end;
  }
  return out + tex.slice(copied);
}
