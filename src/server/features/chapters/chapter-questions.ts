import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { SetCandidate } from "~/domain/chapter-practice";
import type { DbOrTx } from "~/server/db/client";
import { notInHeldPaper, resultPublished } from "~/server/db/live-hold";
import { attemptAnswers, questions, quizQuestions, quizzes } from "~/server/db/schema";
import type { Difficulty, ExamType, QuestionType } from "~/shared/contract/common";

/**
 * A chapter's questions in the public bank (no institute's): published (not drafts) and not deleted; either in a published
 * paper or practice set, or in the bank alone (written for chapter practice and the daily quiz), but
 * never held back in a paper still being prepared (only in unpublished quizzes); and in no paper a
 * live test holds at `now` (its keys wait for the test's end).
 */
export function inTheBank(examType: ExamType, now: Date): SQL {
  return and(
    eq(questions.examType, examType),
    isNull(questions.deletedAt),
    // a draft reaches no learner (decision 0053)
    eq(questions.status, "published"),
    // an institute's own questions stay in its bank, paper or not (decision 0059)
    isNull(questions.instituteId),
    sql`(exists (select 1 from ${quizQuestions} pq join ${quizzes} pz on pz.id = pq.quiz_id
      where pq.question_id = ${questions.id} and pz.published and pz.kind <> 'daily'
        and pz.owner_user_id is null)
      or not exists (select 1 from ${quizQuestions} pq join ${quizzes} pz on pz.id = pq.quiz_id
      where pq.question_id = ${questions.id} and not pz.published and pz.owner_user_id is null))`,
    notInHeldPaper(questions.id, now),
  ) as SQL;
}

/** An answer that is not a skip: single keeps its choice in chosen_index, other types in response. */
const given = sql`(${attemptAnswers.chosenIndex} is not null or ${attemptAnswers.response} is not null)`;

/**
 * The learner's answers per question of the exam, in results already published (an early submit of
 * a live test counts once its test has ended): answers given, right ones, timed seconds, and the
 * latest given answer's time and outcome.
 */
export function answersPerQuestion(db: DbOrTx, options: { userId: number; examType: ExamType; now: Date }) {
  return db
    .select({
      questionId: attemptAnswers.questionId,
      answers: sql<number>`count(*) filter (where ${given})`.as("answers"),
      correct: sql<number>`count(*) filter (where ${given} and ${attemptAnswers.isCorrect})`.as("correct"),
      seconds: sql<number>`coalesce(sum(${attemptAnswers.timeSpent}) filter (where ${given}), 0)`.as(
        "seconds",
      ),
      timed: sql<number>`count(${attemptAnswers.timeSpent}) filter (where ${given})`.as("timed"),
      latestAt: sql<Date | null>`max(${attemptAnswers.answeredAt}) filter (where ${given})`.as("latest_at"),
      latestCorrect: sql<
        boolean | null
      >`(array_agg(${attemptAnswers.isCorrect} order by ${attemptAnswers.answeredAt} desc, ${attemptAnswers.attemptId} desc) filter (where ${given}))[1]`.as(
        "latest_correct",
      ),
    })
    .from(attemptAnswers)
    .where(
      and(
        eq(attemptAnswers.userId, options.userId),
        eq(attemptAnswers.examType, options.examType),
        resultPublished(attemptAnswers.attemptId, options.now),
      ),
    )
    .groupBy(attemptAnswers.questionId)
    .as("mine");
}

export type ChapterQuestion = SetCandidate & {
  type: QuestionType;
  answers: number;
  correct: number;
  seconds: number;
  timed: number;
};

/** Every question of one chapter in the bank, with the learner's answers to it (none signed out): one query. */
export async function findChapterQuestions(
  db: DbOrTx,
  options: { examType: ExamType; chapter: string; userId: number | null; now: Date },
): Promise<ChapterQuestion[]> {
  const where = and(inTheBank(options.examType, options.now), eq(questions.chapter, options.chapter));
  const base = { id: questions.id, difficulty: questions.difficulty, type: questions.type };
  if (options.userId === null) {
    const rows = await db.select(base).from(questions).where(where).orderBy(questions.id);
    return rows.map((r) => ({ ...r, latest: null, answers: 0, correct: 0, seconds: 0, timed: 0 }));
  }
  const mine = answersPerQuestion(db, {
    userId: options.userId,
    examType: options.examType,
    now: options.now,
  });
  const rows = await db
    .select({
      ...base,
      answers: mine.answers,
      correct: mine.correct,
      seconds: mine.seconds,
      timed: mine.timed,
      latestAt: mine.latestAt,
      latestCorrect: mine.latestCorrect,
    })
    .from(questions)
    .leftJoin(mine, eq(mine.questionId, questions.id))
    .where(where)
    .orderBy(questions.id);
  return rows.map((r) => ({
    id: r.id,
    difficulty: r.difficulty as Difficulty,
    type: r.type,
    answers: Number(r.answers ?? 0),
    correct: Number(r.correct ?? 0),
    seconds: Number(r.seconds ?? 0),
    timed: Number(r.timed ?? 0),
    latest:
      r.latestAt !== null &&
      r.latestAt !== undefined &&
      r.latestCorrect !== null &&
      r.latestCorrect !== undefined
        ? { at: new Date(r.latestAt), correct: r.latestCorrect }
        : null,
  }));
}
