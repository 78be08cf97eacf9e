export type MathSegment = { kind: "text"; value: string } | { kind: "math"; value: string; display: boolean };

/**
 * Splits question text into plain and math parts: `$$...$$` is display math, `$...$` inline math.
 * A `\$` is a literal dollar sign, and an unmatched `$` stays plain text (so "Rs 5 $" survives).
 */
export function splitMath(text: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let plain = "";
  let i = 0;
  const pushPlain = () => {
    if (plain) segments.push({ kind: "text", value: plain });
    plain = "";
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === "\\" && text[i + 1] === "$") {
      plain += "$";
      i += 2;
      continue;
    }
    if (ch === "$") {
      const display = text[i + 1] === "$";
      const open = display ? 2 : 1;
      const close = findClosing(text, i + open, display);
      if (close > i + open) {
        pushPlain();
        segments.push({ kind: "math", value: text.slice(i + open, close), display });
        i = close + open;
        continue;
      }
    }
    plain += ch;
    i += 1;
  }
  pushPlain();
  return segments;
}

/**
 * Where the math of a text lies, delimiters included, found as splitMath finds it: `[start, end)`
 * ranges in order. Lets a reader of the text's layout (question-table.ts) ignore a pipe, a
 * bracket or a full stop that belongs to a formula.
 */
export function mathRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "\\" && text[i + 1] === "$") {
      i += 2;
      continue;
    }
    if (ch === "$") {
      const display = text[i + 1] === "$";
      const open = display ? 2 : 1;
      const close = findClosing(text, i + open, display);
      if (close > i + open) {
        ranges.push([i, close + open]);
        i = close + open;
        continue;
      }
    }
    i += 1;
  }
  return ranges;
}

/** Index of the closing delimiter, skipping escaped dollars; -1 when there is none. */
function findClosing(text: string, from: number, display: boolean): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] === "\\") {
      j += 1;
      continue;
    }
    if (text[j] !== "$") continue;
    if (!display) return j;
    if (text[j + 1] === "$") return j;
  }
  return -1;
}
