import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, keyedOption, singleQuestion } from "~/server/test-support/content/check-answers";
import type { ContentQuestion } from "~/shared/contract/bank";

const upsc = loadExamBank("upsc");
const paperKeys = (quizKey: string) =>
  upsc.quizzes.find((quiz) => quiz.key === quizKey)?.sections?.flatMap((s) => s.questionKeys) ?? [];
const GS_PAPER_A_KEYS = paperKeys("upsc-mock-gs1-full-a");
const GS_PAPER_B_KEYS = paperKeys("upsc-mock-gs1-full-b");
const GS_PAPER_C_KEYS = paperKeys("upsc-mock-gs1-full-c");
const GS_PAPER_D_KEYS = paperKeys("upsc-mock-gs1-full-d");

/**
 * The answers of the GS Paper I full-length papers that follow from a procedure: the count of true
 * statements or correct pairs ("how many of the above"), the verdict on a Statement-I / Statement-II
 * pair, and the order of dated events. Each statement's truth, each pair's verdict and each date
 * is written here on its own (checked against the question's source by hand), and the keyed option
 * must be what they give.
 */

const T = true;
const F = false;

/** Statement by statement (or pair by pair): is it correct? */
const HOW_MANY: Record<string, boolean[]> = {
  "upsc-gsa-pol-03": [T, T, F],
  "upsc-gsa-pol-07": [T, F, T],
  "upsc-gsa-pol-10": [T, T, T],
  "upsc-gsa-pol-12": [T, T, T, F],
  "upsc-gsa-pol-14": [T, T, T],
  "upsc-gsb-pol-01": [T, T, T, F],
  "upsc-gsb-pol-02": [T, F, T],
  "upsc-gsb-pol-04": [T, T, T, F],
  "upsc-gsb-pol-06": [T, F, T],
  "upsc-gsb-pol-08": [T, T, T],
  "upsc-gsb-pol-10": [T, T, F],
  "upsc-gsb-pol-12": [T, F, T, T],
  "upsc-gsb-pol-13": [T, T, T, F],
  "upsc-gsa-hist-03": [T, T, F],
  "upsc-gsa-hist-07": [T, T, F],
  "upsc-gsa-hist-09": [T, T, T, T],
  "upsc-gsa-hist-12": [T, T, F],
  "upsc-gsa-hist-14": [T, T, T],
  "upsc-gsa-hist-15": [T, T, F],
  "upsc-gsb-hist-02": [T, T, F],
  "upsc-gsb-hist-03": [T, T, F, T],
  "upsc-gsb-hist-04": [T, T, F],
  "upsc-gsb-hist-06": [T, T, F],
  "upsc-gsb-hist-08": [T, F, T, F],
  "upsc-gsb-hist-09": [T, T, T],
  "upsc-gsb-hist-12": [T, T, F],
  "upsc-gsb-hist-13": [T, T, T, F],
  "upsc-gsa-geo-03": [T, T, F],
  "upsc-gsa-geo-06": [T, T, F],
  "upsc-gsa-geo-08": [T, T, T],
  "upsc-gsa-geo-10": [T, F, T],
  "upsc-gsa-geo-11": [T, T, F, T],
  "upsc-gsa-geo-12": [T, T, F, F],
  "upsc-gsb-geo-01": [T, T, T, T],
  "upsc-gsb-geo-03": [T, T, T],
  "upsc-gsb-geo-06": [T, T, F],
  "upsc-gsb-geo-07": [T, T, F, T],
  "upsc-gsb-geo-09": [T, T, F],
  "upsc-gsb-geo-11": [T, T, F],
  "upsc-gsa-eco-03": [T, T, T],
  "upsc-gsa-eco-06": [T, T, F],
  "upsc-gsa-eco-08": [T, T, F],
  "upsc-gsa-eco-12": [T, T, T, F],
  "upsc-gsa-eco-13": [T, T, F],
  "upsc-gsb-eco-01": [T, T, F],
  "upsc-gsb-eco-02": [T, T, T, F],
  "upsc-gsb-eco-04": [T, T, T, F],
  "upsc-gsb-eco-05": [T, T, F],
  "upsc-gsb-eco-06": [T, T, F],
  "upsc-gsb-eco-09": [T, T, F],
  "upsc-gsb-eco-10": [T, T, F],
  "upsc-gsb-eco-11": [T, T, F],
  "upsc-gsb-eco-12": [T, T, T],
  "upsc-gsa-env-03": [T, T, F],
  "upsc-gsa-env-07": [T, T, F],
  "upsc-gsa-env-09": [T, T, F],
  "upsc-gsa-env-10": [T, T, F],
  "upsc-gsa-env-13": [T, T, T, T],
  "upsc-gsa-env-14": [T, T, F, F],
  "upsc-gsb-env-01": [T, T, T, F],
  "upsc-gsb-env-02": [T, T, F],
  "upsc-gsb-env-03": [T, T, T, F],
  "upsc-gsb-env-05": [T, F, T],
  "upsc-gsb-env-07": [T, T, F],
  "upsc-gsb-env-08": [T, T, T],
  "upsc-gsb-env-10": [T, T, F],
  "upsc-gsb-env-13": [T, T, T],
  "upsc-gsa-sci-03": [T, F, T],
  "upsc-gsa-sci-07": [T, T, T],
  "upsc-gsa-sci-08": [T, T, T, F],
  "upsc-gsb-sci-01": [T, T, T],
  "upsc-gsb-sci-02": [T, T, F],
  "upsc-gsb-sci-03": [T, T, F],
  "upsc-gsb-sci-04": [T, T, T, T],
  "upsc-gsb-sci-06": [T, F, T],
  "upsc-gsb-sci-08": [T, T, F],
  "upsc-gsa-ca-03": [T, T, F],
  "upsc-gsa-ca-06": [T, T, T],
  "upsc-gsa-ca-08": [T, T, F],
  "upsc-gsa-ca-12": [T, T, T, T],
  "upsc-gsb-ca-01": [T, T, F],
  "upsc-gsb-ca-02": [T, T, T],
  "upsc-gsb-ca-03": [T, T, F],
  "upsc-gsb-ca-05": [T, T, F],
  "upsc-gsb-ca-06": [T, T, F],
  "upsc-gsb-ca-08": [T, T, F],
  "upsc-gsb-ca-09": [T, T, T],
  "upsc-gsb-ca-10": [T, T, T],
  // existing questions the papers use or the bank holds in this format
  "upsc-sci-09": [T, T, T, F],
  "upsc-ca-08": [T, T, F, T],
  "upsc-gsc-hist-01": [T, T, F],
  "upsc-gsc-hist-04": [T, T, T, F],
  "upsc-gsc-hist-07": [T, T, F, T],
  "upsc-gsc-hist-10": [T, F, T, F],
  "upsc-gsc-hist-13": [T, F, F],
  "upsc-gsc-pol-01": [T, T, T, T],
  "upsc-gsc-pol-04": [F, F, T, T],
  "upsc-gsc-pol-06": [T, F, T],
  "upsc-gsc-pol-08": [T, T, T, F],
  "upsc-gsc-pol-10": [T, T, T, F],
  "upsc-gsc-pol-12": [T, T, F],
  "upsc-gsc-pol-14": [T, T, F],
  "upsc-gsc-geo-01": [T, T, T, T],
  "upsc-gsc-geo-04": [T, F, F, T],
  "upsc-gsc-geo-06": [T, T, T, T],
  "upsc-gsc-geo-08": [T, T, T, F],
  "upsc-gsc-geo-12": [T, T, F],
  "upsc-gsc-eco-01": [T, T, T, F],
  "upsc-gsc-eco-05": [T, T, T, F],
  "upsc-gsc-eco-09": [T, T, T, T],
  "upsc-gsc-eco-12": [T, T, T, F],
  "upsc-gsc-eco-15": [T, F, T],
  "upsc-gsc-env-01": [T, T, T, F],
  "upsc-gsc-env-05": [T, T, T],
  "upsc-gsc-env-07": [T, T, T, T],
  "upsc-gsc-env-09": [T, F, F],
  "upsc-gsc-env-12": [T, T, T, T],
  "upsc-gsc-env-14": [T, T, F, F],
  "upsc-gsc-sci-01": [T, T, T, F],
  "upsc-gsc-sci-04": [T, T, F],
  "upsc-gsc-sci-06": [T, T, F, F],
  "upsc-gsc-sci-08": [T, T, T, F],
  "upsc-gsc-sci-10": [T, T, F],
  "upsc-gsc-ca-01": [T, T, T, F],
  "upsc-gsc-ca-05": [T, T, T, F],
  "upsc-gsc-ca-10": [T, T, F],
  "upsc-gsc-ca-14": [T, T, F],
};

/** Statement-I correct, Statement-II correct, and (when both are) does II explain I? */
const STATEMENT_PAIRS: Record<string, [boolean, boolean, boolean]> = {
  "upsc-gsa-pol-05": [T, T, F],
  "upsc-gsa-pol-11": [T, T, T],
  "upsc-gsb-pol-03": [T, T, T],
  "upsc-gsb-pol-07": [T, F, F],
  "upsc-gsa-hist-05": [T, T, F],
  "upsc-gsa-hist-11": [T, T, T],
  "upsc-gsb-hist-05": [T, T, F],
  "upsc-gsa-geo-05": [T, T, T],
  "upsc-gsb-geo-02": [T, T, T],
  "upsc-gsb-geo-10": [T, T, T],
  "upsc-gsa-eco-05": [T, T, T],
  "upsc-gsa-eco-11": [T, T, T],
  "upsc-gsb-eco-03": [T, T, T],
  "upsc-gsb-eco-13": [T, T, F],
  "upsc-gsa-env-05": [T, T, F],
  "upsc-gsa-env-12": [T, T, T],
  "upsc-gsb-env-04": [T, T, T],
  "upsc-gsb-env-12": [T, F, F],
  "upsc-gsa-sci-05": [T, T, T],
  "upsc-gsb-sci-05": [T, T, T],
  "upsc-gsa-ca-10": [T, T, F],
  "upsc-gsc-hist-02": [T, T, F],
  "upsc-gsc-hist-06": [T, F, F],
  "upsc-gsc-hist-09": [T, T, F],
  "upsc-gsc-hist-15": [F, T, F],
  "upsc-gsc-pol-03": [T, T, T],
  "upsc-gsc-pol-09": [T, F, F],
  "upsc-gsc-pol-15": [T, T, T],
  "upsc-gsc-geo-02": [T, T, T],
  "upsc-gsc-geo-07": [T, T, F],
  "upsc-gsc-eco-02": [T, T, T],
  "upsc-gsc-eco-07": [T, T, T],
  "upsc-gsc-eco-11": [T, T, T],
  "upsc-gsc-env-03": [T, T, F],
  "upsc-gsc-env-06": [T, T, F],
  "upsc-gsc-env-10": [T, T, T],
  "upsc-gsc-env-15": [T, F, F],
  "upsc-gsc-sci-05": [T, T, T],
  "upsc-gsc-sci-11": [T, T, T],
  "upsc-gsc-ca-16": [T, F, F],
  // general-studies-chapters-2.yaml
  "upsc-gs2-geo-03": [T, T, F], // the slope explains the rivers, not the reverse
  "upsc-gs2-env-02": [T, T, F], // two kinds of ecosystem
  "upsc-gs2-env-12": [T, T, T], // CBDR behind Annex B targets
  "upsc-gs2-sci-04": [T, T, T], // the equator's eastward speed
  "upsc-gs2-eco-12": [T, T, T], // overall balance = current + capital
  "upsc-gs2-env-15": [T, T, F], // independent facts
  "upsc-gs2-sci-13": [T, T, T], // fusion needs fission's temperatures
  "upsc-gs2-pol-06": [F, T, F], // no return of a Money Bill (Article 111)
  // general-studies-chapters-3.yaml
  "upsc-gs-ch3-022": [T, T, T], // anonymity breached the right to information
};

/** Items in the order listed in the question, each with its date (or west-to-east position). */
const ORDERS: Record<string, number[]> = {
  // Third Battle of Panipat 1761, Buxar 1764, Plassey 1757, Treaty of Allahabad 1765
  "upsc-gsb-hist-01": [1761, 1764, 1757, 1765],
  // Pitt's India Act 1784, Charter Act 1833, Regulating Act 1773, Indian Councils Act 1861
  "upsc-gsb-hist-11": [1784, 1833, 1773, 1861],
  // Jaintia (east), Garo (west), Khasi (middle)
  "upsc-gsb-geo-08": [3, 1, 2],
  // Chauri Chaura 1922, Jallianwala Bagh 1919, Simon Commission 1928, Dandi March 1930
  "upsc-hist-09": [1922, 1919, 1928, 1930],
  // upsc-gsc-hist-11: August Offer 1940 (2), Cripps Mission 1942 (1), Shimla Conference 1945 (4), Cabinet Mission 1946 (3)
  "upsc-gsc-hist-11": [1942, 1940, 1946, 1945],
  // August Offer 1940 (2), Cripps Mission 1942 (1), Shimla Conference 1945 (4), Cabinet Mission 1946 (3)
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

describe("UPSC GS Paper I: 'how many of the above'", () => {
  it.each(Object.entries(HOW_MANY))("%s", (key, truths) => {
    const q = singleQuestion(upsc, key);
    expect(q.format, key).toBe("how-many");
    expect(numberedLines(q.text), `${key}: statements listed`).toBe(truths.length);
    expect(COUNT_WORDS[keyedOption(upsc, key)], key).toBe(truths.filter(Boolean).length);
  });

  it("checks every 'how many' question of the full-length papers", () => {
    const formatted = upsc.questions.filter(
      (q) =>
        q.format === "how-many" &&
        ["upsc-gsa-", "upsc-gsb-", "upsc-gsc-"].some((prefix) => q.key.startsWith(prefix)),
    );
    for (const q of formatted) expect(Object.keys(HOW_MANY), q.key).toContain(q.key);
  });
});

describe("UPSC GS Paper I: Statement-I and Statement-II", () => {
  it.each(Object.entries(STATEMENT_PAIRS))("%s", (key, [one, two, explains]) => {
    const expected = !one ? 3 : !two ? 2 : explains ? 0 : 1;
    expect(one || two, `${key}: UPSC's four codes assume at least one is correct`).toBe(true);
    const q = singleQuestion(upsc, key);
    expect(q.format, key).toBe("statement-pair");
    expect(q.correct, key).toBe(expected);
  });

  it("checks every Statement-I/II question of the full-length papers", () => {
    for (const q of upsc.questions.filter((x) => x.format === "statement-pair")) {
      expect(Object.keys(STATEMENT_PAIRS), q.key).toContain(q.key);
    }
  });
});

describe("UPSC GS Paper I: chronology and order", () => {
  it.each(Object.entries(ORDERS))("%s", (key, dates) => {
    const order = dates
      .map((date, i) => ({ date, item: i + 1 }))
      .sort((a, b) => a.date - b.date)
      .map((x) => x.item)
      .join("-");
    expect(keyedOption(upsc, key)).toBe(order);
  });
});

describe("UPSC GS Paper I: keys computed from the question's numbers", () => {
  it("upsc-gsc-eco-04: real GDP is nominal GDP deflated by the GDP deflator", () => {
    const nominalGdp = 330;
    const deflator = 110;
    expectKeyedNumber(upsc, "upsc-gsc-eco-04", (nominalGdp * 100) / deflator);
  });
});

describe("UPSC GS Paper I full-length papers", () => {
  const byKey = new Map(upsc.questions.map((q) => [q.key, q]));
  const papers = upsc.quizzes.filter((q) => q.fullLength?.paper === "UPSC CSE prelims GS Paper I");

  it("are four papers of 100 questions in 120 minutes, in one section, sharing no question", () => {
    expect(papers.map((p) => p.key).sort()).toEqual([
      "upsc-mock-gs1-full-a",
      "upsc-mock-gs1-full-b",
      "upsc-mock-gs1-full-c",
      "upsc-mock-gs1-full-d",
    ]);
    for (const paper of papers) {
      expect(paper.kind).toBe("mock");
      expect(paper.timeLimitMinutes).toBe(120);
      expect(paper.fullLength).toEqual({
        paper: "UPSC CSE prelims GS Paper I",
        questions: 100,
        minutes: 120,
      });
      expect(paper.sections?.map((s) => s.name)).toEqual(["General Studies Paper I"]);
    }
    expect(GS_PAPER_A_KEYS).toHaveLength(100);
    expect(GS_PAPER_B_KEYS).toHaveLength(100);
    expect(GS_PAPER_C_KEYS).toHaveLength(100);
    expect(GS_PAPER_D_KEYS).toHaveLength(100);
    expect(
      new Set([...GS_PAPER_A_KEYS, ...GS_PAPER_B_KEYS, ...GS_PAPER_C_KEYS, ...GS_PAPER_D_KEYS]).size,
    ).toBe(400);
  });

  it("carry the difficulty most of their questions carry, easy, medium and hard among them", () => {
    const labels = new Set<string>();
    for (const paper of papers) {
      const keys = paper.sections?.flatMap((s) => s.questionKeys) ?? [];
      const counts: Record<string, number> = {};
      for (const k of keys) {
        const d = byKey.get(k)?.difficulty ?? "";
        counts[d] = (counts[d] ?? 0) + 1;
      }
      const top = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]?.[0];
      expect(paper.difficulty, paper.key).toBe(top);
      labels.add(paper.difficulty);
    }
    expect([...labels].sort()).toEqual(["easy", "hard", "medium"]);
  });

  it("give every question a Hindi version and a source, and every current-affairs item its date", () => {
    for (const paper of papers) {
      for (const k of paper.sections?.flatMap((s) => s.questionKeys) ?? []) {
        const q = byKey.get(k) as ContentQuestion;
        expect(q.hi, k).toBeDefined();
        expect(q.source?.length ?? 0, `${k} source`).toBeGreaterThan(10);
        if (q.subject === "Current affairs") expect(q.asOf, `${k} asOf`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it("use UPSC's modern formats in their real share: a third or more 'how many', and Statement-I/II", () => {
    for (const paper of papers) {
      const qs = (paper.sections?.flatMap((s) => s.questionKeys) ?? []).map((k) => byKey.get(k));
      expect(qs.filter((q) => q?.format === "how-many").length, paper.key).toBeGreaterThanOrEqual(33);
      expect(qs.filter((q) => q?.format === "statement-pair").length, paper.key).toBeGreaterThanOrEqual(8);
    }
  });

  it("spread the subjects as recent papers do", () => {
    const A_AND_B = {
      Polity: 16,
      History: 16,
      Geography: 14,
      Economy: 15,
      Environment: 16,
      "Science and Technology": 10,
      "Current affairs": 13,
    };
    const expected: Record<string, Record<string, number>> = {
      "upsc-mock-gs1-full-a": A_AND_B,
      "upsc-mock-gs1-full-b": A_AND_B,
      "upsc-mock-gs1-full-c": {
        Polity: 15,
        History: 15,
        Geography: 12,
        Economy: 15,
        Environment: 15,
        "Science and Technology": 12,
        "Current affairs": 16,
      },
      "upsc-mock-gs1-full-d": {
        Polity: 15,
        History: 16,
        Geography: 14,
        Economy: 15,
        Environment: 14,
        "Science and Technology": 12,
        "Current affairs": 14,
      },
    };
    for (const paper of papers) {
      const counts: Record<string, number> = {};
      for (const k of paper.sections?.flatMap((s) => s.questionKeys) ?? []) {
        const s = byKey.get(k)?.subject ?? "";
        counts[s] = (counts[s] ?? 0) + 1;
      }
      expect(counts, paper.key).toEqual(expected[paper.key]);
    }
  });
});
