import type { FourStrings, QuestionFormat, SingleQuestion } from "~/server/content/types";
import type { Difficulty } from "~/shared/contract/common";

/**
 * One single-correct question of NEET paper 2 as it is written: English and Hindi side by side,
 * its NCERT source taken from its topic (each topic of the paper is one NCERT chapter).
 */
export type Draft = {
  /** the key after "neet-p2-<subject>-" */
  k: string;
  /** topic, one of the subject's topics (an NCERT chapter) */
  t: string;
  d: Difficulty;
  /** format, "direct" when absent */
  f?: QuestionFormat;
  /** a source other than the topic's chapter */
  s?: string;
  q: string;
  o: FourStrings;
  c: 0 | 1 | 2 | 3;
  e: string;
  /** Hindi: text, options (the English options when absent: numbers and formulas), explanation */
  hq: string;
  ho?: FourStrings;
  he: string;
};

/** The options of an assertion-reason question, in English and Hindi. */
export const AR_EN: FourStrings = [
  "Both A and R are true, and R is the correct explanation of A",
  "Both A and R are true, but R is not the correct explanation of A",
  "A is true, but R is false",
  "A is false, but R is true",
];
export const AR_HI: FourStrings = [
  "A और R दोनों सत्य हैं, और R, A की सही व्याख्या है",
  "A और R दोनों सत्य हैं, परंतु R, A की सही व्याख्या नहीं है",
  "A सत्य है, परंतु R असत्य है",
  "A असत्य है, परंतु R सत्य है",
];
export const SP_EN: FourStrings = [
  "Both Statement I and Statement II are true",
  "Both Statement I and Statement II are false",
  "Statement I is true, but Statement II is false",
  "Statement I is false, but Statement II is true",
];
export const SP_HI: FourStrings = [
  "कथन I और कथन II दोनों सत्य हैं",
  "कथन I और कथन II दोनों असत्य हैं",
  "कथन I सत्य है, परंतु कथन II असत्य है",
  "कथन I असत्य है, परंतु कथन II सत्य है",
];

/** The drafts of one subject as content questions, keyed neet-p2-<prefix>-<k>. */
export function buildQuestions(
  subject: string,
  prefix: string,
  sources: Record<string, string>,
  drafts: Draft[],
): SingleQuestion[] {
  return drafts.map((d) => {
    const source = d.s ?? sources[d.t];
    if (!source) throw new Error(`no source for topic ${d.t}`);
    return {
      key: `neet-p2-${prefix}-${d.k}`,
      ...(d.f ? { format: d.f } : {}),
      source,
      subject,
      topic: d.t,
      difficulty: d.d,
      text: d.q,
      options: d.o,
      correct: d.c,
      explanation: d.e,
      hi: { text: d.hq, options: d.ho ?? d.o, explanation: d.he },
    };
  });
}
