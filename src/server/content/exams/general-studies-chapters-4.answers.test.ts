import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { keyedOption, singleQuestion } from "~/server/test-support/content/check-answers";

const upsc = loadExamBank("upsc");

/**
 * The fourth chapter set of GS questions (general-studies-chapters-4.yaml): each statement's (or pair's)
 * truth, checked by hand against the question's source. The keyed option must be what those truths give.
 */

const T = true;
const F = false;

const SET_KEYS = upsc.questions.filter((q) => q.key.startsWith("upsc-g4-")).map((q) => q.key);

/** "How many of the above": statement by statement (or pair by pair), is it correct? */
const HOW_MANY: Record<string, boolean[]> = {
  "upsc-g4-003": [T, F, F, F], // Sopara is in Maharashtra, Muziris in Kerala, Tamralipti in West Bengal
  "upsc-g4-007": [T, F, T], // token currency was Muhammad bin Tughlaq's
  "upsc-g4-012": [T, T, T, T],
  "upsc-g4-016": [T, F, T], // Kheda was about land revenue, not indigo
  "upsc-g4-018": [T, T, F, T], // the Simon Commission came under Irwin
  "upsc-g4-021": [T, T, T, F], // the Solanki Sun temple is at Modhera
  "upsc-g4-025": [T, F, T, F], // Bhavai is Gujarati, Ankia Naat Assamese
  "upsc-g4-027": [T, F, T, T], // the Speaker stays on after dissolution (Article 94 proviso)
  "upsc-g4-032": [T, F, T, F], // Kolleru is in Andhra Pradesh, Vembanad in Kerala
  "upsc-g4-034": [T, F, T, T], // the Equator does not enter Tanzania
  "upsc-g4-040": [T, T, F, T], // mangroves are intertidal and salt-tolerant
  "upsc-g4-044": [T, F, T, T], // a rainbow forms opposite the Sun
};

/** Statements answered by a code ("1 only", "Both 1 and 2", "1, 2 and 3", ...): is each statement correct? */
const STATEMENTS: Record<string, boolean[]> = {
  "upsc-g4-002": [T, T, T],
  "upsc-g4-005": [T, T],
  "upsc-g4-008": [T, T, F], // Jahangir and Shah Jahan kept sulh-i kul
  "upsc-g4-009": [T, F], // Ravidas was a bhakti saint, not a Sufi
  "upsc-g4-013": [T, F, T], // the Hunter Commission was on primary and secondary education
  "upsc-g4-019": [T, T, T],
  "upsc-g4-028": [T, F, T], // Wards Committees at three lakh (Article 243S)
  "upsc-g4-029": [T, T], // two separate immunities of Article 361
  "upsc-g4-033": [F, T, T], // Kaal Baisakhi is Bengal's
  "upsc-g4-035": [T, T],
  "upsc-g4-037": [T, F, T], // an open market sale absorbs liquidity
  "upsc-g4-041": [T, T, F], // the principal bench is at New Delhi
  "upsc-g4-042": [T, F], // HFCs do not deplete ozone
  "upsc-g4-045": [T, T],
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

describe("UPSC GS chapter set 4: 'how many of the above'", () => {
  it.each(Object.entries(HOW_MANY))("%s", (key, truths) => {
    const q = singleQuestion(upsc, key);
    expect(q.format, key).toBe("how-many");
    expect(numberedLines(q.text), `${key}: statements listed`).toBe(truths.length);
    expect(COUNT_WORDS[keyedOption(upsc, key)], key).toBe(truths.filter(Boolean).length);
  });
});

describe("UPSC GS chapter set 4: statements answered by a code", () => {
  it.each(Object.entries(STATEMENTS))("%s", (key, truths) => {
    const q = singleQuestion(upsc, key);
    expect(q.format, key).toBe("statements");
    expect(numberedLines(q.text), `${key}: statements listed`).toBe(truths.length);
    expect(keyedOption(upsc, key), key).toBe(codeFor(truths));
    expect(new Set(q.options).size, `${key}: distinct codes`).toBe(q.options.length);
  });
});

describe("UPSC GS chapter set 4: coverage", () => {
  it("every question of the set whose key follows from statement truths is checked above", () => {
    const checked = new Set([...Object.keys(HOW_MANY), ...Object.keys(STATEMENTS)]);
    const procedural = SET_KEYS.filter((key) => {
      const q = singleQuestion(upsc, key);
      return q.format === "how-many" || q.format === "statements";
    });
    expect(procedural.filter((key) => !checked.has(key))).toEqual([]);
    expect(SET_KEYS).toHaveLength(45);
  });
});
