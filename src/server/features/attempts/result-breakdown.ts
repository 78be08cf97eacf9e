import { type MarkingScheme, marksOf } from "~/domain/marking";
import {
  overallCutoff,
  type PublishedCutoffs,
  percentileVerdict,
  qualifyingVerdict,
  sectionCutoff,
  sectionTotals,
} from "~/domain/section-results";
import type { AttemptResult, ReviewItem } from "~/shared/contract/attempts";

/** What a result needs of its paper beyond the marking: sections, cut-offs, a qualifying percent. */
export type ResultPaper = {
  sections?: readonly { name: string }[] | null;
  /** the quiz's cut-offs, else its exam's */
  cutoffs?: PublishedCutoffs | null;
  qualifyingPercent?: number | null;
};

/**
 * Marks, accuracy and time per section, and the cut-offs, qualifying mark and qualifying percentile
 * where the paper has them (src/domain/section-results.ts). A retake of wrong answers is not the
 * paper, so it is held to none; a qualifying paper (CSAT) to its qualifying mark alone. A question's
 * marks are summed unrounded: its scheme's marks for a correct or wrong answer, its awarded part
 * marks otherwise.
 */
export function resultBreakdown(input: {
  paper: ResultPaper;
  marking: MarkingScheme;
  review: readonly ReviewItem[];
  marks: number;
  maxMarks: number;
  isRetakeOfWrong: boolean;
  /** the learner's percentile among the test's first attempts; null when there is none */
  percentile: number | null;
}): Pick<AttemptResult, "sections" | "cutoff" | "qualifying" | "qualifyingPercentile"> {
  const { paper, marking } = input;
  const totals = sectionTotals(
    paper.sections,
    input.review.map((item) => {
      const marks = marksOf(marking, item);
      const earned =
        item.outcome === "correct"
          ? marks.correct
          : item.outcome === "wrong"
            ? marks.wrong
            : item.outcome === "partial"
              ? item.marksAwarded
              : 0;
      return {
        section: item.section,
        outcome: item.outcome,
        marks: earned,
        maxMarks: item.maxMarks ?? marks.correct,
        seconds: item.timeSpent ?? null,
      };
    }),
  );
  const published = input.isRetakeOfWrong ? null : (paper.cutoffs ?? null);
  const isQualifyingPaper = paper.qualifyingPercent !== null && paper.qualifyingPercent !== undefined;
  const cutoffs = isQualifyingPaper ? null : published;
  return {
    sections: totals.map((section) => ({
      ...section,
      cutoff: sectionCutoff(cutoffs, section, input.maxMarks),
    })),
    cutoff: overallCutoff(cutoffs, input),
    qualifying: input.isRetakeOfWrong
      ? null
      : qualifyingVerdict(paper.qualifyingPercent, input, published?.qualifyingPaper),
    qualifyingPercentile: percentileVerdict(cutoffs, input.percentile),
  };
}
