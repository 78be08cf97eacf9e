import { describe, expect, it } from "vitest";
import { examFactsSchema } from "~/shared/contract/exams";
import { englishFacts } from "./exam-facts";
import { ALL_EXAM_CONTENT } from "./index";

const DEVANAGARI = /[\u0900-\u097F]/;
/** Devanagari digits: the facts keep numbers as the notices print them, in international digits */
const DEVANAGARI_DIGITS = /[\u0966-\u096F]/;
/** three lower-case English words in a row: a sentence left untranslated (names such as "JEE Main" are fine) */
const ENGLISH_PROSE = /\b[a-z]{2,}\s+[a-z]{2,}\s+[a-z]{2,}\b/;
const numbersIn = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];

/** A Hindi text for an English one: Devanagari, not the English copied across, the same figures. */
function expectHindiFor(english: string, hindi: string, where: string) {
  expect(hindi.trim().length, where).toBeGreaterThan(0);
  expect(DEVANAGARI.test(hindi), `${where} is in Devanagari: ${hindi}`).toBe(true);
  expect(hindi.trim(), `${where} is not the English`).not.toBe(english.trim());
  expect(ENGLISH_PROSE.test(hindi), `${where} has no English sentence: ${hindi}`).toBe(false);
  expect(DEVANAGARI_DIGITS.test(hindi), `${where} keeps numbers as digits`).toBe(false);
  for (const n of numbersIn(english)) expect(numbersIn(hindi), `${where} keeps ${n}`).toContain(n);
}

const fields = Object.keys(examFactsSchema.shape) as (keyof typeof examFactsSchema.shape)[];

describe.each(ALL_EXAM_CONTENT.map((c) => [c.exam.key, c.exam] as const))(
  "%s facts in Hindi",
  (key, exam) => {
    const english = englishFacts(exam);
    const hindi = exam.factsHi;

    it("has every field of the facts, and nothing else", () => {
      expect(Object.keys(hindi).sort()).toEqual([...fields].sort());
      expect(examFactsSchema.strict().safeParse(hindi).success).toBe(true);
    });

    it("writes every field in Hindi, item for item", () => {
      for (const field of fields) {
        const en = english[field];
        const hi = hindi[field];
        if (typeof en === "string") {
          expect(typeof hi, `${key}.${field}`).toBe("string");
          expectHindiFor(en, hi as string, `${key}.${field}`);
        } else {
          expect(hi, `${key}.${field}`).toHaveLength(en.length);
          expect(new Set(hi).size, `${key}.${field} has no repeated item`).toBe(en.length);
          for (const [i, item] of en.entries())
            expectHindiFor(item, (hi as string[])[i] ?? "", `${key}.${field}[${i}]`);
        }
      }
    });

    it("names the pattern's notice, its source and every section in Hindi", () => {
      expectHindiFor(exam.pattern.notice, exam.pattern.noticeHi, `${key} pattern notice`);
      // a source may cite an article by its English title
      expect(DEVANAGARI.test(exam.pattern.sourceHi), `${key} pattern source`).toBe(true);
      expect(exam.pattern.sourceHi).not.toBe(exam.pattern.source);
      for (const section of exam.sections)
        expectHindiFor(section.name, section.nameHi, `${key} ${section.name}`);
    });
  },
);

describe("the exams' Hindi names for subjects and sections", () => {
  it("gives one English name the same Hindi on every exam, in the facts and the sections alike", () => {
    const hindiOf = new Map<string, Set<string>>();
    const add = (en: string, hi: string) => {
      hindiOf.set(en, (hindiOf.get(en) ?? new Set()).add(hi));
    };
    for (const { exam } of ALL_EXAM_CONTENT) {
      for (const [i, subject] of exam.subjects.entries()) add(subject, exam.factsHi.subjects[i] ?? "");
      for (const section of exam.sections) add(section.name, section.nameHi);
    }
    const differing = [...hindiOf].filter(([, his]) => his.size > 1).map(([en, his]) => `${en}: ${[...his]}`);
    expect(differing).toEqual([]);
    expect(hindiOf.get("Physics")).toEqual(new Set(["भौतिकी"]));
    expect(hindiOf.get("Quantitative Aptitude")).toEqual(new Set(["मात्रात्मक अभियोग्यता"]));
  });
});
