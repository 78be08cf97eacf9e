import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { keyedOption, singleQuestion } from "~/server/test-support/content/check-answers";

const banking = loadExamBank("banking");

/**
 * The fourth chapter set of IBPS PO English: the keys that follow from a procedure are worked out
 * again here from the question's own text, never from the options: the para-jumble positions from
 * one order, the word swaps by swapping the keyed pair, the misspelt words against their spellings.
 */

const stimulusBody = (key: string) => banking.stimuli?.find((s) => s.key === key)?.body ?? "";

describe("IBPS PO English (chapter set 4): para-jumble", () => {
  const order = "DCEAFB";
  // each sentence after the first opens by pointing back to the one before it
  const linkToPrevious: Record<string, string> = {
    C: "The buses themselves, however",
    E: "To get around this",
    A: "Under such a lease",
    F: "By spreading the cost in this way",
    B: "The speed has a price",
  };
  const position: Record<string, number> = {
    FIRST: 0,
    SECOND: 1,
    THIRD: 2,
    FOURTH: 3,
    FIFTH: 4,
    "LAST (SIXTH)": 5,
  };

  it("holds six sentences, and only the first has no link back", () => {
    const body = stimulusBody("banking-en4-pj-1");
    for (const letter of "ABCDEF") expect(body).toContain(`(${letter}) `);
    expect(Object.keys(linkToPrevious).sort().join("")).toBe("ABCEF");
    for (const [letter, link] of Object.entries(linkToPrevious))
      expect(body, letter).toContain(`(${letter}) ${link}`);
    expect(order[0]).toBe("D");
  });

  it("keys every question of the set by the one order", () => {
    const set = banking.questions.filter((q) => q.stimulus === "banking-en4-pj-1");
    expect(set).toHaveLength(5);
    for (const q of set) {
      const at = Object.keys(position).find((p) => q.text.includes(`the ${p} sentence`));
      expect(at, q.key).toBeDefined();
      expect(keyedOption(banking, q.key), q.key).toBe(`(${order[position[at!]!]})`);
    }
  });
});

describe("IBPS PO English (chapter set 4): word swap", () => {
  /** the sentence with the keyed pair of marked words interchanged, the markers dropped */
  function swapped(questionKey: string): string {
    const q = singleQuestion(banking, questionKey);
    const sentence = q.text.split("\n\n")[1] ?? "";
    const words: Record<string, string> = {};
    for (const m of sentence.matchAll(/(\S+) \(([A-D])\)/g)) words[m[2]!] = m[1]!;
    const pair = keyedOption(banking, questionKey).match(/\(([A-D])\)-\(([A-D])\)/);
    if (pair) {
      const [x, y] = [pair[1]!, pair[2]!];
      [words[x], words[y]] = [words[y]!, words[x]!];
    }
    return sentence.replace(/(\S+) \(([A-D])\)/g, (_m, _w, letter: string) => words[letter]!);
  }

  it.each([
    ["banking-en4-038", "The bank approved the loan after checking the borrower's income for three years."],
    ["banking-en4-039", "Rising temperatures reduce crop yields and increase the demand for water."],
    ["banking-en4-040", "The regulator fined the lender for charging hidden fees on small loans."],
    [
      "banking-en4-041",
      "Investors demand higher returns from firms whose profits are volatile, because risk must be rewarded.",
    ],
  ])("%s reads correctly once the keyed pair is interchanged", (key, correct) => {
    expect(swapped(key)).toBe(correct);
  });
});

describe("IBPS PO English (chapter set 4): misspelt word", () => {
  const spelling: Record<string, string> = {
    commitee: "committee",
    reviewed: "reviewed",
    quarterly: "quarterly",
    performance: "performance",
    fiscal: "fiscal",
    deficit: "deficit",
    excise: "excise",
    reciepts: "receipts",
    entrepreneur: "entrepreneur",
    sought: "sought",
    moratorium: "moratorium",
    harvest: "harvest",
    liaison: "liaison",
    discrepency: "discrepancy",
    accommodation: "accommodation",
    submitted: "submitted",
  };

  it.each(["banking-en4-042", "banking-en4-043", "banking-en4-044", "banking-en4-045"])(
    "%s keys the one misspelt word, or 'All correct'",
    (key) => {
      const q = singleQuestion(banking, key);
      const sentence = q.text.split("\n\n")[1] ?? "";
      const marked = [...sentence.matchAll(/(\S+) \(([A-D])\)/g)].map((m) => m[1]!);
      expect(marked).toHaveLength(4);
      const wrong = marked.filter((w) => {
        expect(spelling, w).toHaveProperty(w);
        return spelling[w] !== w;
      });
      expect(wrong.length).toBeLessThanOrEqual(1);
      const expected = wrong[0] ? `(${"ABCD"[marked.indexOf(wrong[0])]}) ${wrong[0]}` : "(E) All correct";
      expect(keyedOption(banking, key)).toBe(expected);
    },
  );
});
