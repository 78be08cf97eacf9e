import { questionForLearner } from "~/domain/question-view";
import { paperSections } from "~/domain/sections";
import type { DbOrTx } from "~/server/db/client";
import { notFound } from "~/server/http/errors";
import { questionHtmlOf } from "~/server/math/rendered-math";
import { hasAssignedAttemptOf } from "~/server/papers/assigned-paper";
import { findQuiz, findQuizQuestions } from "~/server/papers/find-quiz";
import { paperHeldUntil, refuseQuestionsOfHeldPaper } from "~/server/papers/live-hold";
import { firstScheduledDay, isDailyDue } from "~/server/papers/quiz-sql";
import { findStimuliOf } from "~/server/papers/quiz-stimuli";
import {
  QUIZ_NOT_FOUND,
  type QuizDetail,
  type QuizSection,
  quizDetailSchema,
} from "~/shared/contract/quizzes";
import { findUserBookmarkIds } from "./user-bookmark-ids";

/**
 * A quiz's public part as JSON text, the same for every learner: checked against the contract once
 * when it is built, then only glued together per request (see quizJson).
 */
export type PublicQuiz = {
  published: boolean;
  /** a learner's own practice quiz: visible to that learner only */
  ownerUserId: number | null;
  /** an institute's own paper: visible to a learner who started it through an assignment */
  instituteId: number | null;
  kind: string;
  /** the first IST day it is the daily quiz of (a daily quiz is hidden before it) */
  firstScheduledDay: string | null;
  /**
   * the end of the latest live test window holding the paper back (not cancelled, not over when
   * this was loaded), or null; whether it still holds is judged per request against the clock
   */
  liveHoldEndsAt: Date | null;
  questionIds: number[];
  /** the whole answer up to and including `"questions":[` */
  head: string;
  /** each question's JSON object without its closing brace, so `bookmarked` can be appended */
  questions: string[];
  /** the whole answer without bookmarks (signed out), and with none of its questions bookmarked */
  anonymousJson: string;
  unbookmarkedJson: string;
};

/**
 * A quiz as the quiz page shows it (GET /api/quiz/{id}), without the per-user bookmarks. Its
 * questions are the 'taking' view of src/domain/question-view.ts: no answer key, no explanations
 * (English or Hindi). Undefined when the quiz does not exist.
 */
export async function loadPublicQuiz(db: DbOrTx, quizId: number, now: Date): Promise<PublicQuiz | undefined> {
  const quiz = await findQuiz(db, quizId);
  if (!quiz) return undefined;
  const rows = await findQuizQuestions(db, quiz.id);

  const sections: QuizSection[] | null = paperSections(quiz.sections, rows);

  const detail: QuizDetail = quizDetailSchema.parse({
    id: quiz.id,
    title: quiz.title,
    description: quiz.description,
    titleHi: quiz.titleHi,
    descriptionHi: quiz.descriptionHi,
    examType: quiz.examType,
    kind: quiz.kind,
    difficulty: quiz.difficulty,
    timeLimit: quiz.timeLimit,
    totalQuestions: rows.length,
    marking: quiz.marking,
    sections,
    questions: rows.map((q) => ({
      ...questionForLearner({ ...q, html: questionHtmlOf(q) }, "taking"),
      section: q.section,
      stimulusId: q.stimulusId,
    })),
    stimuli: await findStimuliOf(db, rows),
    interface: quiz.testInterface,
    qualifyingPercent: quiz.qualifyingPercent,
  });
  const { questions, ...rest } = detail;
  // "questions" is the last key: cut the `[]}` off the serialised head
  const head = JSON.stringify({ ...rest, questions: [] }).slice(0, -2);
  const parts = { head, questions: questions.map((q) => JSON.stringify(q).slice(0, -1)) };
  return {
    ...parts,
    anonymousJson: joinQuizJson(parts),
    unbookmarkedJson: joinQuizJson(parts, () => false),
    published: quiz.published,
    ownerUserId: quiz.ownerUserId,
    instituteId: quiz.instituteId,
    kind: quiz.kind,
    firstScheduledDay: await firstScheduledDay(db, quiz.id),
    liveHoldEndsAt: await paperHeldUntil(db, quiz.id, now),
    questionIds: questions.map((q) => q.id),
  };
}

function joinQuizJson(
  parts: Pick<PublicQuiz, "head" | "questions">,
  isBookmarked?: (index: number) => boolean,
): string {
  const items = parts.questions.map((q, i) =>
    isBookmarked ? `${q},"bookmarked":${isBookmarked(i)}}` : `${q}}`,
  );
  return `${parts.head}${items.join(",")}]}`;
}

/**
 * The answer's JSON text; `bookmarked` set on every question when the bookmarks are given. The two
 * commonest answers (signed out, and no question of the quiz bookmarked) are built once with it.
 */
export function quizJson(quiz: PublicQuiz, bookmarked?: ReadonlySet<number>): string {
  if (!bookmarked) return quiz.anonymousJson;
  const has = (i: number) => bookmarked.has(quiz.questionIds[i] ?? 0);
  if (!quiz.questionIds.some((_, i) => has(i))) return quiz.unbookmarkedJson;
  return joinQuizJson(quiz, has);
}

/**
 * GET /api/quiz/{id} as JSON text. `load` gives the public part (cached or not, the caller decides);
 * a paper held for a live test is refused (403) to all but admins and its candidates
 * (refuseQuestionsOfHeldPaper); unpublished quizzes, and daily quizzes before their day, are
 * visible to admins only (and a learner's own practice quiz to that learner).
 */
export async function getQuizForTaking(
  db: DbOrTx,
  options: {
    quizId: number;
    /** today's IST day: a daily quiz of a later day is answered 404 */
    today: string;
    now: Date;
    userId?: number;
    isAdmin?: boolean;
    load?: (quizId: number) => Promise<PublicQuiz | undefined>;
    /** the user's bookmarked question ids (cached or not, the caller decides) */
    bookmarks?: () => Promise<ReadonlySet<number>>;
  },
): Promise<string> {
  const quiz = await (options.load ?? ((id) => loadPublicQuiz(db, id, options.now)))(options.quizId);
  if (quiz && !options.isAdmin)
    await refuseQuestionsOfHeldPaper(db, {
      quizId: options.quizId,
      userId: options.userId,
      now: options.now,
      heldUntil: quiz.liveHoldEndsAt,
    });
  const visible =
    quiz &&
    (options.isAdmin ||
      (quiz.instituteId !== null
        ? options.userId !== undefined &&
          (await hasAssignedAttemptOf(db, { userId: options.userId, quizId: options.quizId }))
        : (quiz.ownerUserId !== null && quiz.ownerUserId === options.userId) ||
          (quiz.published && isDailyDue(quiz.kind, quiz.firstScheduledDay, options.today))));
  if (!quiz || !visible) throw notFound(QUIZ_NOT_FOUND);
  const { userId } = options;
  if (userId === undefined) return quizJson(quiz);
  return quizJson(quiz, await (options.bookmarks ?? (() => findUserBookmarkIds(db, userId)))());
}
