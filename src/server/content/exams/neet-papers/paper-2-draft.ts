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
