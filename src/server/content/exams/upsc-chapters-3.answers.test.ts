import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { keyedOption, singleQuestion } from "~/server/test-support/content/check-answers";

const upsc = loadExamBank("upsc");

/**
 * The third chapter set of GS questions (general-studies-chapters-3.yaml): each statement's (or pair's)
 * truth, checked by hand against the question's source and, for current affairs, as of its asOf day.
 * The keyed option must be what those truths give.
 */

const T = true;
const F = false;

const SET_KEYS = upsc.questions.filter((q) => q.key.startsWith("upsc-gs-ch3-")).map((q) => q.key);

/** "How many of the above": statement by statement (or pair by pair), is it correct? */
const HOW_MANY: Record<string, boolean[]> = {
  "upsc-gs-ch3-001": [T, T, T, F], // the NCQG came at COP29 in Baku
  "upsc-gs-ch3-005": [T, T, F, F], // INC-5 was in Busan, COP29 in Baku
  "upsc-gs-ch3-006": [T, F, F, F], // Nageshwar shell, Shortughai lapis lazuli, Khetri copper
  "upsc-gs-ch3-008": [T, T, T, F], // the resolution was adopted at Bombay
  "upsc-gs-ch3-012": [T, T, F], // India's first Paralympic gold was in 1972
  "upsc-gs-ch3-018": [T, T, F], // the Unified Pension Scheme is an option
  "upsc-gs-ch3-023": [T, T, T, F], // Proba-3 went up on PSLV-C59
  "upsc-gs-ch3-024": [T, T, T, T],
  "upsc-gs-ch3-029": [T, T, T, F], // Vinesh Phogat was disqualified from the final
  "upsc-gs-ch3-033": [T, T, F], // a law for central examinations only
};

/** Statements answered by a code ("1 and 2 only", "Both 1 and 2", ...): is each statement correct? */
const STATEMENTS: Record<string, boolean[]> = {
  "upsc-gs-ch3-004": [T, T, F], // the Green Credit Programme is voluntary
  "upsc-gs-ch3-007": [T, T, F], // Bernier saw no private property in land
  "upsc-gs-ch3-010": [T, T], // Articles 100(3) and 85(1)
  "upsc-gs-ch3-014": [T, T, F], // India's first T20 title was in 2007
  "upsc-gs-ch3-015": [T, F], // the 2024 women's edition was at Rajgir
  "upsc-gs-ch3-017": [T, T, F], // PM Vishwakarma covers towns too
  "upsc-gs-ch3-021": [T, T, F], // TRAI continues
  "upsc-gs-ch3-025": [T, T, F], // Europa Clipper is NASA's
  "upsc-gs-ch3-027": [T, T, F], // the framework carries no penalties
  "upsc-gs-ch3-030": [T, T], // repo unchanged, CRR cut in December
  "upsc-gs-ch3-032": [T, T, F], // Justice Trivedi dissented
  "upsc-gs-ch3-035": [T, T, F], // India finished fourth
};

const COUNT_WORDS: Record<string, number> = {
  None: 0,
  "Only one": 1,
  "Only two": 2,
  "Only three": 3,
  "All three": 3,
  "All four": 4,
};
const numberedLines = (text: string) => text.split("\n").filter((line) => /^\d+\. /.test(line)).length;

/** The code naming exactly the true statements, in the wording the options use. */
function codeFor(truths: boolean[]): string {
  const trueOnes = truths.flatMap((truth, i) => (truth ? [String(i + 1)] : []));
  if (truths.length === 2) {
    if (trueOnes.length === 2) return "Both 1 and 2";
    if (trueOnes.length === 0) return "Neither 1 nor 2";
  }
  if (trueOnes.length === truths.length) return `${trueOnes.slice(0, -1).join(", ")} and ${trueOnes.at(-1)}`;
  if (trueOnes.length === 1) return `${trueOnes[0]} only`;
  return `${trueOnes.slice(0, -1).join(", ")} and ${trueOnes.at(-1)} only`;
}

describe("UPSC GS chapter set 3: 'how many of the above'", () => {
  it.each(Object.entries(HOW_MANY))("%s", (key, truths) => {
    const q = singleQuestion(upsc, key);
    expect(q.format, key).toBe("how-many");
    expect(numberedLines(q.text), `${key}: statements listed`).toBe(truths.length);
    expect(COUNT_WORDS[keyedOption(upsc, key)], key).toBe(truths.filter(Boolean).length);
  });
});

describe("UPSC GS chapter set 3: statements answered by a code", () => {
  it.each(Object.entries(STATEMENTS))("%s", (key, truths) => {
    const q = singleQuestion(upsc, key);
    expect(q.format, key).toBe("statements");
    expect(numberedLines(q.text), `${key}: statements listed`).toBe(truths.length);
    expect(keyedOption(upsc, key), key).toBe(codeFor(truths));
    expect(new Set(q.options).size, `${key}: distinct codes`).toBe(q.options.length);
  });
});

describe("UPSC GS chapter set 3: coverage", () => {
  it("every question of the set whose key follows from statement truths is checked above", () => {
    const checked = new Set([...Object.keys(HOW_MANY), ...Object.keys(STATEMENTS)]);
    const procedural = SET_KEYS.filter((key) => {
      const q = singleQuestion(upsc, key);
      return q.format === "how-many" || q.format === "statements";
    });
    expect(procedural.filter((key) => !checked.has(key))).toEqual([]);
  });
});
