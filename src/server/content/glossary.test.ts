import { describe, expect, it } from "vitest";
import type { ContentQuestion } from "~/shared/contract/bank";
import { HINDI_GLOSSARY } from "./glossary";
import { ALL_EXAM_CONTENT } from "./index";

/** The English and the Hindi of a translated question, each as one text. */
function bothLanguages(q: ContentQuestion): { en: string; hi: string } | undefined {
  if (!q.hi) return undefined;
  const en = [q.text, ...("options" in q ? q.options : []), q.explanation].join("\n");
  const hi = [q.hi.text, ...("options" in q.hi ? q.hi.options : []), q.hi.explanation].join("\n");
  return { en, hi };
}

const wholeWord = (term: string) =>
  new RegExp(`\\b${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:s|es)?\\b`, "i");

const translated = ALL_EXAM_CONTENT.flatMap((c) =>
  c.questions.flatMap((q) => {
    const texts = bothLanguages(q);
    return texts ? [{ key: q.key, subject: q.subject, ...texts }] : [];
  }),
);

describe("the Hindi glossary", () => {
  it("gives every English term one Hindi term and a source", () => {
    const terms = HINDI_GLOSSARY.map((e) => e.en.toLowerCase());
    expect(new Set(terms).size).toBe(terms.length);
    for (const entry of HINDI_GLOSSARY) {
      expect(/[\u0900-\u097F]/.test(entry.hi), entry.en).toBe(true);
      expect(entry.source.length, entry.en).toBeGreaterThan(5);
      for (const word of entry.avoid ?? [])
        expect(entry.hi.includes(word), `${entry.en}: ${word}`).toBe(false);
    }
  });

  it("is followed by every Hindi question: the glossary's term, never an avoided one", () => {
    const problems: string[] = [];
    for (const q of translated) {
      for (const entry of HINDI_GLOSSARY) {
        if (entry.subjects && !entry.subjects.includes(q.subject)) continue;
        if (!wholeWord(entry.en).test(q.en)) continue;
        if (entry.unlessEn?.some((other) => wholeWord(other).test(q.en))) continue;
        for (const word of entry.avoid ?? []) {
          if (q.hi.includes(word)) problems.push(`${q.key}: "${entry.en}" written ${word}, not ${entry.hi}`);
        }
        if (entry.required && !q.hi.includes(entry.hi)) {
          problems.push(`${q.key}: "${entry.en}" has no ${entry.hi} in the Hindi`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
