/**
 * Results per section and cut-offs (product.md section 9: "marks, time and accuracy per section,
 * time per question, and the sectional and overall cut-offs where the exam has them").
 *
 * Rules:
 *  - A quiz without sections has no per-section results. With sections, they come in paper order;
 *    questions filed under no listed section go to "Other" (as the exam hall shows them), and a
 *    section none of whose questions the attempt covers (a retake of wrong answers) is left out.
 *  - A section's marks are the unrounded sum of its questions' marks, rounded to 2 decimals once
 *    (as the total is: src/domain/marking.ts); accuracy is correct / attempted (correct, partial
 *    and wrong) x 100, one decimal; time is the sum of the seconds recorded on its questions.
 *  - A published cut-off is marks out of the official paper's maximum. A test whose maximum differs
 *    (a shorter mock) compares by percent of maximum: the cut-off is scaled to this test's maximum,
 *    cut-off x testMax / officialMax, rounded to 2 decimals, and cleared when marks >= scaled.
 *    A sectional cut-off is out of the official section's maximum when the data gives it; otherwise
 *    the official paper's maximum is taken to split between sections as this test's does.
 *  - A qualifying paper (UPSC CSAT: 33%) is cleared when percent of maximum marks >= the percent;
 *    it has no merit cut-off, so the exam's cut-off in marks (GS Paper I's) does not apply to it.
 *  - A qualifying percentile (JEE Main's for JEE Advanced, NEET's for counselling) is an NTA score,
 *    not marks: it is shown as the bar to aim for, and set beside the learner's percentile among
 *    this test's first attempts where the result has one (reached when that is at or above it).
 */

import { accuracyOf, isQualified, type Outcome, percentOf, roundMarks } from "./marking";
import { OTHER_SECTION } from "./sections";

/** One question of a submitted attempt, as the result needs it. */
export type QuestionResult = {
  section: string | null;
  outcome: Outcome;
  /** the marks it earned (unrounded where known) */
  marks: number;
  maxMarks: number;
  /** seconds recorded on it; null when the interface recorded none */
  seconds: number | null;
};

export type SectionTotals = {
  name: string;
  marks: number;
  maxMarks: number;
  totalQuestions: number;
  correct: number;
  partial: number;
  wrong: number;
  skipped: number;
  accuracy: number;
  timeSpent: number;
};

/** What a qualifying percentile admits to: JEE Advanced (JEE Main's), counselling (NEET UG's). */
export const PERCENTILE_PURPOSES = ["jee-advanced", "neet-counselling"] as const;
export type PercentilePurpose = (typeof PERCENTILE_PURPOSES)[number];

/** Cut-offs as published for one year and category (the `cutoffs` column of exams and quizzes). */
export type PublishedCutoffs = {
  year: number;
  category: string;
  /** a citation: the official body, its document, where it was read */
  source: string;
  /** the citation in Hindi (a document's name stays in its own language) */
  sourceHi?: string;
  maxMarks: number;
  overall?: number;
  sections?: Record<string, number>;
  /** the official maximum of each section, where sections differ from a share of maxMarks */
  sectionMaxMarks?: Record<string, number>;
  /** the qualifying percentile (NTA score) of the same year and category, where the exam sets one */
  qualifyingPercentile?: { percentile: number; purpose: PercentilePurpose };
  /** the rule of the exam's qualifying paper (UPSC CSAT: 33% of its marks), with its own citation */
  qualifyingPaper?: { percent: number; year: number; source: string; sourceHi?: string };
};

export type PercentileVerdict = {
  year: number;
  category: string;
  source: string;
  sourceHi?: string;
  purpose: PercentilePurpose;
  percentile: number;
  /** the learner's percentile among this test's first attempts at or above the bar; null without one */
  reached: boolean | null;
};

export type CutoffVerdict = {
  year: number;
  category: string;
  source: string;
  sourceHi?: string;
  /** the cut-off in this test's marks */
  marks: number;
  officialMarks: number;
  officialMaxMarks: number;
  cleared: boolean;
};

/** Per-section totals in paper order; empty when the paper lists no sections. */
export function sectionTotals(
  listed: readonly { name: string }[] | null | undefined,
  questions: readonly QuestionResult[],
): SectionTotals[] {
  if (!listed || listed.length === 0) return [];
  const names = listed.map((s) => s.name);
  const groups = new Map<string, QuestionResult[]>();
  for (const name of [...names, OTHER_SECTION]) groups.set(name, []);
  for (const q of questions) {
    const name = q.section && names.includes(q.section) ? q.section : OTHER_SECTION;
    groups.get(name)?.push(q);
  }
  return [...groups].flatMap(([name, qs]) => (qs.length === 0 ? [] : [totalsOf(name, qs)]));
}

function totalsOf(name: string, questions: readonly QuestionResult[]): SectionTotals {
  const counts = { correct: 0, partial: 0, wrong: 0, skipped: 0 };
  let marks = 0;
  let maxMarks = 0;
  let timeSpent = 0;
  for (const q of questions) {
    counts[q.outcome]++;
    marks += q.marks;
    maxMarks += q.maxMarks;
    timeSpent += q.seconds ?? 0;
  }
  return {
    name,
    marks: roundMarks(marks),
    maxMarks: roundMarks(maxMarks),
    totalQuestions: questions.length,
    ...counts,
    accuracy: accuracyOf(counts.correct, counts.partial + counts.wrong),
    timeSpent,
  };
}

/** A published cut-off in this test's marks: by percent of maximum, rounded to 2 decimals. */
export function scaleCutoff(published: number, officialMaxMarks: number, testMaxMarks: number): number {
  if (officialMaxMarks <= 0) return published;
  return roundMarks((published * testMaxMarks) / officialMaxMarks);
}

/** The verdict on one cut-off: `published` out of `officialMaxMarks`, against marks out of `maxMarks`. */
export function cutoffVerdict(
  cutoffs: Pick<PublishedCutoffs, "year" | "category" | "source" | "sourceHi">,
  figure: { published: number; officialMaxMarks: number },
  scored: { marks: number; maxMarks: number },
): CutoffVerdict {
  const scaled = scaleCutoff(figure.published, figure.officialMaxMarks, scored.maxMarks);
  return {
    year: cutoffs.year,
    category: cutoffs.category,
    source: cutoffs.source,
    ...(cutoffs.sourceHi ? { sourceHi: cutoffs.sourceHi } : {}),
    marks: scaled,
    officialMarks: figure.published,
    officialMaxMarks: figure.officialMaxMarks,
    // marks are stored to 2 decimals: a hair below the scaled figure is float noise, not a miss
    cleared: scored.marks >= scaled - 1e-9,
  };
}

/** The overall cut-off's verdict, or null when the data has no overall figure. */
export function overallCutoff(
  cutoffs: PublishedCutoffs | null | undefined,
  scored: { marks: number; maxMarks: number },
): CutoffVerdict | null {
  if (!cutoffs || cutoffs.overall === undefined || scored.maxMarks <= 0) return null;
  return cutoffVerdict(cutoffs, { published: cutoffs.overall, officialMaxMarks: cutoffs.maxMarks }, scored);
}

/**
 * A section's cut-off verdict, or null when the data has none for it. The official section maximum
 * is the data's, else the official paper's maximum shared as this test shares its own.
 */
export function sectionCutoff(
  cutoffs: PublishedCutoffs | null | undefined,
  section: { name: string; marks: number; maxMarks: number },
  testMaxMarks: number,
): CutoffVerdict | null {
  const published = cutoffs?.sections?.[section.name];
  if (!cutoffs || published === undefined || section.maxMarks <= 0 || testMaxMarks <= 0) return null;
  const officialMaxMarks =
    cutoffs.sectionMaxMarks?.[section.name] ??
    roundMarks((cutoffs.maxMarks * section.maxMarks) / testMaxMarks);
  return cutoffVerdict(cutoffs, { published, officialMaxMarks }, section);
}

/**
 * A qualifying paper's verdict (percent of maximum marks at least `qualifyingPercent`), or null;
 * with the rule's year and citation where the cut-offs record it.
 */
export function qualifyingVerdict(
  qualifyingPercent: number | null | undefined,
  scored: { marks: number; maxMarks: number },
  rule?: PublishedCutoffs["qualifyingPaper"] | null,
): { percent: number; cleared: boolean; year?: number; source?: string; sourceHi?: string } | null {
  if (qualifyingPercent === null || qualifyingPercent === undefined) return null;
  return {
    percent: qualifyingPercent,
    cleared: isQualified(percentOf(scored.marks, scored.maxMarks, { exact: true }), qualifyingPercent),
    ...(rule
      ? { year: rule.year, source: rule.source, ...(rule.sourceHi ? { sourceHi: rule.sourceHi } : {}) }
      : {}),
  };
}

/**
 * The qualifying percentile as the bar to aim for, or null when the data has none; `reached` sets
 * the learner's percentile among this test's first attempts beside it (null without one).
 */
export function percentileVerdict(
  cutoffs: PublishedCutoffs | null | undefined,
  learnerPercentile: number | null,
): PercentileVerdict | null {
  const bar = cutoffs?.qualifyingPercentile;
  if (!cutoffs || !bar) return null;
  return {
    year: cutoffs.year,
    category: cutoffs.category,
    source: cutoffs.source,
    ...(cutoffs.sourceHi ? { sourceHi: cutoffs.sourceHi } : {}),
    purpose: bar.purpose,
    percentile: bar.percentile,
    reached: learnerPercentile === null ? null : learnerPercentile >= bar.percentile,
  };
}
