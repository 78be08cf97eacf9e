import { describe, expect, it } from "vitest";
import { questionTableOf } from "~/shared/question-table";
import { ALL_EXAM_CONTENT } from "./index";

/**
 * Every match-the-list question of the bank, in English and in Hindi, is read as a table by
 * questionTableOf (so the learner sees a table, never "List-I | List-II" or "(A) ...; (B) ..." as
 * text), with one row per item of its longer list. A question written in a shape the reader does
 * not know fails here.
 */

const SEQUENCES = {
  first: [
    ["A", "B", "C", "D", "E", "F"],
    ["P", "Q", "R", "S", "T", "U"],
  ],
  second: [
    ["I", "II", "III", "IV", "V", "VI"],
    ["1", "2", "3", "4", "5", "6"],
  ],
};

const ITEM_MARK = /(^|\s)\((?:[A-FP-U]|I{1,3}|IV|V|VI|[1-6])\) /;
const withoutMath = (text: string) => text.replace(/\$\$?[^$]*\$\$?/g, "");

/** How many items a list has, counted from the marks its text holds, (A) (B) ... in order. */
function itemCount(text: string, sequences: string[][]): { count: number; marks: string[] } {
  const plain = withoutMath(text);
  const counted = sequences.map((marks) => {
    let count = 0;
    while (count < marks.length && plain.includes(`(${marks[count]})`)) count++;
    return { count, marks };
  });
  return counted.reduce((a, b) => (b.count > a.count ? b : a));
}

const mentionsLists = (text: string) =>
  (/List-I\b/.test(text) && /List-II\b/.test(text)) || (/सूची-I\b/.test(text) && /सूची-II\b/.test(text));

const listQuestions = ALL_EXAM_CONTENT.flatMap((c) => c.questions).filter(
  (q) => q.format === "match-list" || mentionsLists(q.text) || (q.hi ? mentionsLists(q.hi.text) : false),
);

describe("match-the-list questions of the bank", () => {
  it("are found (NEET's and JEE's papers hold them)", () => {
    expect(listQuestions.length).toBeGreaterThanOrEqual(60);
  });

  const cases = listQuestions.flatMap((q) => [
    { key: q.key, language: "en", text: q.text },
    ...(q.hi ? [{ key: q.key, language: "hi", text: q.hi.text }] : []),
  ]);

  it.each(cases)("$key ($language) shows its lists as a table, one row per item", ({ text }) => {
    const layout = questionTableOf(text);
    expect(layout, "not read as a table: a shape question-table.ts does not know").not.toBeNull();
    if (!layout) return;
    const first = itemCount(text, SEQUENCES.first);
    const second = itemCount(text, SEQUENCES.second);
    expect(first.count).toBeGreaterThanOrEqual(3);
    expect(second.count).toBeGreaterThanOrEqual(3);
    const { header, rows } = layout.table;
    expect(header).toHaveLength(2);
    expect(header.every((h) => /^(List|सूची)-II?$/.test(h))).toBe(true);
    expect(rows).toHaveLength(Math.max(first.count, second.count));
    rows.forEach(([left = "", right = ""], i) => {
      const leftMark = first.marks[i];
      const rightMark = second.marks[i];
      if (i < first.count) expect(left).toMatch(new RegExp(`^\\(${leftMark}\\) \\S`));
      else expect(left).toBe("");
      if (i < second.count) expect(right).toMatch(new RegExp(`^\\(${rightMark}\\) \\S`));
      else expect(right).toBe("");
      // an item swallowed by the one before it would leave its mark inside a cell
      for (const cell of [left, right]) {
        expect(withoutMath(cell.replace(/^\([^)]+\) /, ""))).not.toMatch(ITEM_MARK);
      }
    });
    for (const rest of [layout.lead, layout.trailing]) {
      expect(rest).not.toMatch(/ \| |(List|सूची)-II?:/);
      expect(withoutMath(rest)).not.toMatch(/\((A|P|I|1)\)/);
    }
  });
});
