/**
 * Chapter-wise practice (product.md section 18): the syllabus with a learner's coverage, and which
 * questions a set of one chapter takes.
 *
 * Rules:
 *  - Coverage is distinct questions answered (a skipped question is not answered) over the chapter's
 *    questions in the bank. Accuracy is right answers over all the learner's answers in it, every
 *    answer counted (answering a question again counts again), as a whole percent; none yet: null.
 *  - A unit's and a subject's figures are their chapters' sums, accuracy from the summed answers
 *    (never an average of percentages, which would weigh a chapter of two answers like one of fifty).
 *  - A set takes at most `size` questions and never one twice:
 *      untried    never-answered questions first, in bank order; then the answered ones, the one
 *                 answered longest ago first, so a chapter tried through still gives a set;
 *      mistakes   questions whose latest answer was wrong, the oldest such answer first; none is a
 *                 refusal ("no mistakes to practise yet"), not a set of other questions;
 *      difficulty questions of that difficulty, untried first, then longest ago; none is a refusal.
 *  - A set's time is the exam's official pace (full paper minutes / questions) for each question,
 *    rounded up to whole minutes, at least one.
 */

import type { ChapterSetMode } from "~/shared/contract/chapters";
import type { Difficulty } from "~/shared/contract/common";
import type { Syllabus } from "~/shared/contract/syllabus";

/** A chapter's figures as counted: questions in the bank, and the learner's part. */
export type ChapterCounts = {
  total: number;
  /** distinct questions answered */
  answered: number;
  /** all answers given (not skipped) and the right ones among them */
  answers: number;
  correct: number;
};

export type Coverage = { total: number; answered: number | null; accuracy: number | null };

const EMPTY: ChapterCounts = { total: 0, answered: 0, answers: 0, correct: 0 };

/** Right answers over answers, whole percent; null with no answers. */
export function accuracyOf(correct: number, answers: number): number | null {
  return answers > 0 ? Math.round((100 * correct) / answers) : null;
}

const add = (a: ChapterCounts, b: ChapterCounts): ChapterCounts => ({
  total: a.total + b.total,
  answered: a.answered + b.answered,
  answers: a.answers + b.answers,
  correct: a.correct + b.correct,
});

const coverageOf = (counts: ChapterCounts, signedIn: boolean): Coverage => ({
  total: counts.total,
  answered: signedIn ? counts.answered : null,
  accuracy: signedIn ? accuracyOf(counts.correct, counts.answers) : null,
});

export type SyllabusTree = Coverage & {
  subjects: (Coverage & {
    name: string;
    nameHi: string;
    units: (Coverage & {
      slug: string;
      name: string;
      nameHi: string;
      chapters: (Coverage & { slug: string; name: string; nameHi: string })[];
    })[];
  })[];
};

/**
 * The syllabus tree with each chapter's figures and their roll-ups per unit, subject and exam. A
 * chapter the counts do not name has no questions; counts of slugs the syllabus lacks are left out.
 * Signed out (`signedIn` false) only the questions in the bank are given.
 */
export function syllabusCoverage(
  syllabus: Syllabus,
  counts: ReadonlyMap<string, ChapterCounts>,
  signedIn: boolean,
): SyllabusTree {
  let exam = EMPTY;
  const subjects = syllabus.subjects.map((subject) => {
    let subjectSum = EMPTY;
    const units = subject.units.map((unit) => {
      let unitSum = EMPTY;
      const chapters = unit.chapters.map((chapter) => {
        const own = counts.get(chapter.slug) ?? EMPTY;
        unitSum = add(unitSum, own);
        return {
          slug: chapter.slug,
          name: chapter.name,
          nameHi: chapter.nameHi,
          ...coverageOf(own, signedIn),
        };
      });
      subjectSum = add(subjectSum, unitSum);
      return {
        slug: unit.slug,
        name: unit.name,
        nameHi: unit.nameHi,
        ...coverageOf(unitSum, signedIn),
        chapters,
      };
    });
    exam = add(exam, subjectSum);
    return { name: subject.name, nameHi: subject.nameHi, ...coverageOf(subjectSum, signedIn), units };
  });
  return { ...coverageOf(exam, signedIn), subjects };
}

/** A chapter with its subject and unit, or undefined when the syllabus has no such slug. */
export function findChapter(syllabus: Syllabus, slug: string) {
  for (const subject of syllabus.subjects)
    for (const unit of subject.units)
      for (const chapter of unit.chapters) if (chapter.slug === slug) return { subject, unit, chapter };
  return undefined;
}

/** One question of the chapter as a set sees it. */
export type SetCandidate = {
  id: number;
  difficulty: Difficulty;
  /** the learner's latest answer to it (not skipped): when, and whether it was right; null if never */
  latest: { at: Date; correct: boolean } | null;
};

export type SetChoice =
  | { questionIds: number[] }
  | { refused: "no-questions" | "no-mistakes" | "no-difficulty" };

const byId = (a: SetCandidate, b: SetCandidate) => a.id - b.id;
const oldestAnswerFirst = (a: SetCandidate, b: SetCandidate) =>
  (a.latest?.at.getTime() ?? 0) - (b.latest?.at.getTime() ?? 0) || a.id - b.id;

/** Untried first (bank order), then the answered ones, the one answered longest ago first. */
function untriedFirst(candidates: readonly SetCandidate[]): SetCandidate[] {
  const untried = candidates.filter((c) => c.latest === null).sort(byId);
  const tried = candidates.filter((c) => c.latest !== null).sort(oldestAnswerFirst);
  return [...untried, ...tried];
}

/** The questions of a set by the rules above, or why there can be none. */
export function chooseChapterSet(
  candidates: readonly SetCandidate[],
  options: { mode: ChapterSetMode; difficulty?: Difficulty; size: number },
): SetChoice {
  if (candidates.length === 0) return { refused: "no-questions" };
  const size = Math.max(1, Math.floor(options.size));
  let ordered: SetCandidate[];
  if (options.mode === "mistakes") {
    ordered = candidates.filter((c) => c.latest !== null && !c.latest.correct).sort(oldestAnswerFirst);
    if (ordered.length === 0) return { refused: "no-mistakes" };
  } else if (options.mode === "difficulty") {
    ordered = untriedFirst(candidates.filter((c) => c.difficulty === options.difficulty));
    if (ordered.length === 0) return { refused: "no-difficulty" };
  } else {
    ordered = untriedFirst(candidates);
  }
  return { questionIds: ordered.slice(0, size).map((c) => c.id) };
}

/** Seconds per question at the exam's official pace: its full paper's minutes / questions, one decimal. */
export function officialPaceSeconds(officialMinutes: number, officialQuestions: number): number {
  if (officialQuestions <= 0) return 0;
  return Math.round((officialMinutes * 600) / officialQuestions) / 10;
}

/** A set's time limit in whole minutes: the official pace for each question, rounded up, at least 1. */
export function setMinutes(questions: number, paceSeconds: number): number {
  return Math.max(1, Math.ceil((questions * paceSeconds) / 60));
}
