import { istDay, istWeekStart } from "~/domain/ist";
import {
  type AnswerValue,
  answerProblem,
  type Marking,
  resolveMarking,
  type Score,
  scoreAnswers,
} from "~/domain/marking";
import {
  type MarksHistogram,
  percentileCountsFromHistogram,
  type Standing,
  standingFromCounts,
} from "~/domain/percentile";
import { correctWithKeySeen, leaderboardStanding } from "~/domain/points";
import { seenByTimes } from "~/domain/review-cards";
import { applyAnswerSheet, serverTimeSpent } from "~/domain/sections";
import { type SubmitReviewCards, submitReviewCards } from "~/domain/submit-review-cards";
import type { DbOrTx } from "~/server/db/client";
import type { QuizSectionRecord, SealedSubmit } from "~/server/db/schema";
import { markedQuestion } from "~/server/db/scoring-writes";
import { isUniqueViolation, runStatement } from "~/server/db/statement";
import { badRequest, notFound } from "~/server/http/errors";
import { type AttemptRow, findOwnAttempt, normalizeSheet } from "~/server/papers/find-attempt";
import { type LiveTestHold, resultShownAt } from "~/server/papers/live-hold";
import { findStimuliOf } from "~/server/papers/quiz-stimuli";
import {
  type AnswerSheet,
  ATTEMPT_NOT_FOUND,
  type AttemptResult,
  type QuestionTimes,
} from "~/shared/contract/attempts";
import type { ExamType } from "~/shared/contract/common";
import { attemptClock } from "./attempt-clock";
import { assembleAttemptResult, buildAttemptResult, standingOf } from "./attempt-result";
import { applyOmrRule } from "./omr-sheet";
import { recordedQuestionTimes } from "./question-times";
import {
  type AttemptForScoring,
  attemptForScoringStatement,
  type QuestionForScoring,
  recordSubmissionStatement,
} from "./submit-statements";

/** A recent histogram of a quiz's first-attempt marks, and when it was loaded (routes.ts caches it) */
export type RecentMarksHistogram = { histogram: MarksHistogram; loadedAt: Date };

/**
 * Submits an attempt (POST /api/quiz/{id}/submit) in two statements: one reads the attempt with
 * its quiz, questions and answer key; the scoring runs here (src/domain/marking.ts); one statement
 * then stores the attempt, its answers and the week's points, all or nothing
 * (submit-statements.ts). Marks come from the answer key and the quiz's marking scheme, never
 * from the client.
 *  - already submitted: answers the stored result unchanged (idempotent);
 *  - by the deadline: scores the submitted answers, except that a closed section keeps what was
 *    saved while it was open (src/domain/sections.ts);
 *  - later (within the grace or not): scores the answers saved by the deadline and ignores the
 *    submitted ones.
 * Concurrency: the store only updates an attempt that is still unsubmitted, so of two racing submits
 * of one attempt the second stores nothing and answers the first's result. The first submitted full
 * attempt of a quiz earns points; when two different attempts of a quiz race to be first, the
 * unique index attempts_one_first_idx refuses the second, which is then stored as a repeat.
 */
export async function submitAttempt(
  db: DbOrTx,
  options: {
    attemptId: number;
    userId: number;
    /** the quiz in the URL: an attempt of another quiz is 404 */
    quizId?: number;
    answers: AnswerSheet;
    /** time and visits per question up to the submit; without them the last saved ones count */
    questionTimes?: QuestionTimes;
    /** questions marked "I guessed"; without them the last saved ones count */
    guessed?: number[];
    now: Date;
    /** the quiz's marks histogram: the percentile then costs no count over every first attempt */
    marksHistogram?: (quizId: number) => Promise<RecentMarksHistogram>;
    /**
     * answer the result as its learner may see it at this moment: withheld while the live test
     * window it was taken in is open (resultShownAt); without it, the result in full
     */
    shownAt?: Date;
  },
): Promise<AttemptResult> {
  const { shownAt } = options;
  const result = await scoreAndStore(db, options);
  return shownAt ? resultShownAt(result.result, result.liveTest, shownAt) : result.result;
}

/** A sealed submit as the submit's own options: its sheet, times and guesses, judged at the seal. */
const sealedOptions = (attempt: { sealedAt: Date; sealedSubmit: SealedSubmit }) => ({
  answers: attempt.sealedSubmit.answers,
  ...(attempt.sealedSubmit.questionTimes ? { questionTimes: attempt.sealedSubmit.questionTimes } : {}),
  ...(attempt.sealedSubmit.guessed ? { guessed: attempt.sealedSubmit.guessed } : {}),
  now: attempt.sealedAt,
});

/** The inline submit: the attempt read with its paper's wording (attemptForScoringStatement), scored and stored. */
async function scoreAndStore(
  db: DbOrTx,
  given: Parameters<typeof submitAttempt>[1],
): Promise<{ result: AttemptResult; liveTest: LiveTestHold | null }> {
  const [found] = await runStatement(db, attemptForScoringStatement, [
    given.attemptId,
    given.userId,
    given.now.toISOString(),
  ]);
  if (!found || (given.quizId !== undefined && found.quizId !== given.quizId)) {
    throw notFound(ATTEMPT_NOT_FOUND);
  }
  return scoreFound(db, found, given, { storeOnly: false });
}

/**
 * The scoring queue's part of a live submit (decision 0056), for an attempt read in a batch
 * (score-sealed.ts): scores it exactly as the inline submit would have at the moment it was sealed,
 * from the submit it sealed, and stores it; answers nothing (no percentile, no result: the learner
 * reads the result page). Nothing happens to an attempt scored already, so a job run twice scores once.
 */
export async function storeSealedScore(
  db: DbOrTx,
  found: AttemptForScoring,
  sealed: { sealedAt: Date; sealedSubmit: SealedSubmit },
): Promise<void> {
  await scoreFound(
    db,
    found,
    { attemptId: found.id, userId: found.userId, ...sealedOptions(sealed) },
    { storeOnly: true },
  );
}

async function scoreFound(
  db: DbOrTx,
  found: AttemptForScoring,
  given: Parameters<typeof submitAttempt>[1],
  mode: { storeOnly: false },
): Promise<{ result: AttemptResult; liveTest: LiveTestHold | null }>;
async function scoreFound(
  db: DbOrTx,
  found: AttemptForScoring,
  given: Parameters<typeof submitAttempt>[1],
  mode: { storeOnly: true },
): Promise<null>;
async function scoreFound(
  db: DbOrTx,
  found: AttemptForScoring,
  given: Parameters<typeof submitAttempt>[1],
  { storeOnly }: { storeOnly: boolean },
): Promise<{ result: AttemptResult; liveTest: LiveTestHold | null } | null> {
  let options = given;
  const { userId } = options;
  const {
    quiz,
    examMarkingCorrect,
    examMarkingWrong,
    examMarkingScheme,
    ownFirstMarks,
    ownFirstSubmittedAt,
    keysAsOf,
    liveEndsAt,
    liveCancelledAt,
    assignmentKeyAt,
    ...rest
  } = found;
  const { questions, ...attempt } = rest;
  // an assignment whose key shows at its close holds the result back as a live window does
  const liveTest = liveEndsAt
    ? { endsAt: liveEndsAt, cancelledAt: liveCancelledAt }
    : assignmentKeyAt
      ? { endsAt: new Date(assignmentKeyAt), cancelledAt: null }
      : null;
  const answered = (result: AttemptResult) => ({ result, liveTest });
  if (attempt.submittedAt) return storeOnly ? null : answered(await buildAttemptResult(db, attempt));
  // sealed for the queue (its live test since cancelled, or the job itself): the seal is the submit
  if (attempt.sealedAt && attempt.sealedSubmit)
    options = {
      ...options,
      ...sealedOptions({ sealedAt: attempt.sealedAt, sealedSubmit: attempt.sealedSubmit }),
    };
  const { now } = options;
  // the sealed sheet was checked when it was sealed: an answer a later edit misshaped counts as none
  if (storeOnly) options = { ...options, answers: wellShapedAnswers(questions, options.answers) };
  else refuseMisshapenAnswers(questions, options.answers);

  const marking = resolveMarking(
    { markingCorrect: examMarkingCorrect, markingWrong: examMarkingWrong, markingScheme: examMarkingScheme },
    quiz,
  );
  // OMR (NEET, UPSC prelims): a filled bubble is final, so a saved answer stands
  const { sheet: answers } = await applyOmrRule(db, attempt, normalizeSheet(options.answers));
  const scored = scoreSubmission({
    attempt,
    questions,
    sections: quiz.sections,
    marking,
    ...options,
    answers,
  });
  const times = recordedQuestionTimes(
    options.questionTimes ?? attempt.questionTimes ?? {},
    attempt.questionIds,
    scored.timeSpent,
    { refuseStrangers: false },
  );
  const isRetakeOfWrong = attempt.retakeOfAttemptId !== null;
  // Asked for before the store, so a histogram loaded now cannot hold this attempt yet.
  const recent = isRetakeOfWrong ? undefined : await options.marksHistogram?.(attempt.quizId);

  const saved = await storeSubmission(db, {
    attempt,
    examType: quiz.examType,
    scored,
    times,
    now,
    firstAlreadySubmitted: ownFirstSubmittedAt !== null,
    keysAsOf,
    // an assignment's cards are made now and held from the learner until its key shows at the
    // close (notHeldFromUserByAssignment): before then a card would tell which answers were wrong
    cards: submitReviewCards({
      answers: scored.score.perQuestion,
      guessed: options.guessed ?? attempt.guessed,
      seen: seenByTimes(times),
      now,
    }),
  });
  if (storeOnly) return null;
  // submitted meanwhile by a concurrent request: answer what that one stored
  if (!saved)
    return answered(
      await buildAttemptResult(db, await findOwnAttempt(db, { attemptId: attempt.id, userId })),
    );

  let standing: Standing | null = null;
  if (recent) {
    // the user's own earlier first attempt is in the histogram if it was submitted before the load
    const ownMarks = ownFirstSubmittedAt && ownFirstSubmittedAt < recent.loadedAt ? ownFirstMarks : null;
    standing = standingFromCounts(
      percentileCountsFromHistogram(recent.histogram, scored.score.marks, ownMarks),
    );
  } else if (!isRetakeOfWrong) {
    standing = await standingOf(db, attempt, scored.score.marks);
  }
  const result = assembleAttemptResult({
    attempt: saved,
    quiz: { ...quiz, marking },
    questionRows: scored.questionRows,
    answerRows: scored.answerRows.map((a) => ({
      questionId: a.question.id,
      chosenIndex: a.chosenIndex,
      isCorrect: a.isCorrect,
      response: a.response,
      marksAwarded: a.marksAwarded,
      timeSpent: times[a.question.id]?.seconds ?? null,
      visits: times[a.question.id]?.visits ?? null,
    })),
    standing,
    stimuli: await findStimuliOf(db, scored.questionRows),
  });
  return answered(result);
}

type ScoredSubmission = {
  score: Score;
  /** the attempt's questions in its order (soft-deleted ones stay, as findQuestionsInOrder keeps them) */
  questionRows: QuestionForScoring[];
  answerRows: {
    question: QuestionForScoring;
    chosenIndex: number | null;
    isCorrect: boolean;
    response: AnswerValue | null;
    marksAwarded: number;
  }[];
  /** the sheet as scored: valid answers to this attempt's questions only */
  scoredSheet: Record<string, AnswerValue>;
  /** of the correct answers, those to questions whose key the user had already been shown */
  correctWithKeySeen: number;
  timeSpent: number;
};

/** 400 naming `answers.<id>` for an answer whose shape does not fit its question's type. */
function refuseMisshapenAnswers(questions: readonly QuestionForScoring[], answers: AnswerSheet): void {
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  for (const [key, value] of Object.entries(normalizeSheet(answers))) {
    const q = byId.get(key);
    const problem = q ? answerProblem(markedQuestion(q), value) : null;
    if (problem) throw badRequest(`answers.${key}: ${problem}`, `answers.${key}`);
  }
}

/** The answers of a sheet whose shape fits their question's type. */
function wellShapedAnswers(questions: readonly QuestionForScoring[], answers: AnswerSheet): AnswerSheet {
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  return Object.fromEntries(
    Object.entries(normalizeSheet(answers)).filter(([key, value]) => {
      const q = byId.get(key);
      return !q || answerProblem(markedQuestion(q), value) === null;
    }),
  );
}

/**
 * Scores what the attempt's clock lets count (src/domain/sections.ts): the submitted answers to
 * questions still open when the submit arrives, the saved answers of closed sections, and after
 * the deadline only what was saved by then. The time spent is the server's, start to submit
 * capped at the deadline; the client's own count is not used.
 */
function scoreSubmission(input: {
  attempt: AttemptRow;
  questions: readonly QuestionForScoring[];
  sections: QuizSectionRecord[] | null;
  marking: Marking;
  answers: AnswerSheet;
  now: Date;
}): ScoredSubmission {
  const { attempt, marking, now } = input;
  const byId = new Map(input.questions.map((q) => [q.id, q]));
  const questionRows = attempt.questionIds.flatMap((id) => {
    const q = byId.get(id);
    return q ? [q] : [];
  });
  const clock = attemptClock(attempt, input.sections, questionRows);
  const { sheet } = applyAnswerSheet({
    clock,
    questionIds: attempt.questionIds,
    saved: attempt.answers,
    incoming: normalizeSheet(input.answers),
    nowMs: now.getTime(),
  });
  const score = scoreAnswers({
    questions: questionRows.map(markedQuestion),
    answers: sheet,
    marking,
  });
  const answerRows = score.perQuestion.flatMap((outcome) => {
    const q = byId.get(outcome.questionId);
    if (!q) return [];
    const { chosenIndex, isCorrect, response, marksAwarded } = outcome;
    return [{ question: q, chosenIndex, isCorrect, response, marksAwarded }];
  });
  return {
    score,
    questionRows,
    answerRows,
    scoredSheet: Object.fromEntries(
      score.perQuestion.flatMap((p) => (p.response === null ? [] : [[String(p.questionId), p.response]])),
    ),
    correctWithKeySeen: correctWithKeySeen(score.perQuestion, (id) => byId.get(id)?.keySeen === true),
    timeSpent: serverTimeSpent(clock, now.getTime()),
  };
}

/**
 * Stores a scored submission (recordSubmissionStatement) as the first attempt or not, with the
 * points src/domain/points.ts gives it, and the review cards it makes; undefined when the attempt was submitted meanwhile. A
 * refusal by attempts_one_first_idx means another attempt of the quiz became the first one
 * meanwhile: the domain is asked again with that first attempt submitted, and this one is stored
 * as a repeat.
 */
async function storeSubmission(
  db: DbOrTx,
  input: {
    attempt: AttemptRow;
    examType: ExamType;
    scored: ScoredSubmission;
    times: QuestionTimes;
    now: Date;
    /** the user has a submitted first attempt of the quiz (as read with the attempt) */
    firstAlreadySubmitted: boolean;
    /** the last key correction of its questions when their keys were read */
    keysAsOf: number;
    cards: SubmitReviewCards;
  },
): Promise<AttemptRow | undefined> {
  const { attempt, scored, now, cards } = input;
  const { score, answerRows } = scored;
  const values = (firstAlreadySubmitted: boolean) => {
    const standing = leaderboardStanding({
      isRetakeOfWrong: attempt.retakeOfAttemptId !== null,
      firstAlreadySubmitted,
      correct: score.correct,
      correctWithKeySeen: scored.correctWithKeySeen,
    });
    return [
      attempt.id,
      attempt.userId,
      attempt.quizId,
      JSON.stringify(scored.scoredSheet),
      now.toISOString(),
      scored.timeSpent,
      score.marks,
      score.maxMarks,
      score.correct,
      score.wrong,
      score.skipped,
      standing.points,
      istDay(now),
      standing.isFirst,
      istWeekStart(now),
      input.examType,
      answerRows.map((a) => a.question.id),
      answerRows.map((a) => a.chosenIndex),
      answerRows.map((a) => a.isCorrect),
      answerRows.map((a) => a.question.examType),
      answerRows.map((a) => a.question.subject),
      answerRows.map((a) => a.question.topic),
      answerRows.map((a) => (a.response === null ? null : JSON.stringify(a.response))),
      answerRows.map((a) => a.marksAwarded),
      answerRows.map((a) => input.times[a.question.id]?.seconds ?? null),
      answerRows.map((a) => input.times[a.question.id]?.visits ?? null),
      answerRows.map((a) => a.question.version ?? 1),
      input.keysAsOf,
      cards.questionIds,
      cards.sources,
      cards.card.due.toISOString(),
      cards.card.stability,
      cards.card.difficulty,
      cards.card.elapsedDays,
      cards.card.scheduledDays,
      cards.card.learningSteps,
      cards.card.reps,
      cards.card.lapses,
      cards.card.state,
      cards.card.lastReview?.toISOString() ?? null,
    ];
  };
  try {
    return (await runStatement(db, recordSubmissionStatement, values(input.firstAlreadySubmitted)))[0];
  } catch (error) {
    if (!isUniqueViolation(error, "attempts_one_first_idx")) throw error;
    return (await runStatement(db, recordSubmissionStatement, values(true)))[0];
  }
}
