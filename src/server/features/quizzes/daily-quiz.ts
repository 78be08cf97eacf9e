import { and, asc, desc, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { istDayStart } from "~/domain/ist";
import type { DbOrTx } from "~/server/db/client";
import { notInHeldPaper } from "~/server/db/live-hold";
import { attempts, dailySchedule, exams, questions, quizQuestions, quizzes } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import { liveQuestionCount } from "~/server/papers/quiz-sql";
import type { Difficulty } from "~/shared/contract/common";
import type { DailyQuiz } from "~/shared/contract/quizzes";
import { dailyQuizText } from "./daily-quiz-text";

export const DAILY_QUESTION_COUNT = 10;
export const DAILY_TIME_LIMIT_MINUTES = 10;
export const NO_DAILY_QUIZ = "No Quizzes Available";

/**
 * The daily quiz of an IST day ("YYYY-MM-DD"), the same for every user: the scheduled one, or else
 * one assembled from the question bank and scheduled on the spot. Safe under races between
 * instances: the assembled quiz has the stable slug "daily-YYYY-MM-DD", so a second instance's
 * insert waits for the first and then finds its quiz; the schedule row is inserted with
 * ON CONFLICT DO NOTHING and read back, so whoever wins, the day has one quiz.
 * The seeder calls this for today and the six days before.
 */
export async function ensureDailyQuiz(db: DbOrTx, day: string): Promise<number> {
  const scheduled = await scheduledQuizId(db, day);
  if (scheduled !== undefined) return scheduled;

  await db.transaction(async (tx) => {
    const slug = `daily-${day}`;
    let [quiz] = await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.slug, slug));
    let createdHere = false;
    if (!quiz) {
      const plan = await planDailyQuiz(tx, day);
      if (!plan) throw notFound(NO_DAILY_QUIZ);
      const [inserted] = await tx
        .insert(quizzes)
        .values({ ...plan.quiz, slug })
        .onConflictDoNothing({ target: quizzes.slug })
        .returning({ id: quizzes.id });
      if (inserted) {
        createdHere = true;
        await tx
          .insert(quizQuestions)
          .values(
            plan.questionIds.map((questionId, position) => ({ quizId: inserted.id, questionId, position })),
          );
      }
      [quiz] = await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.slug, slug));
    }
    if (!quiz) throw new Error(`daily quiz ${slug} vanished while being assembled`);
    const [won] = await tx
      .insert(dailySchedule)
      .values({ date: day, quizId: quiz.id })
      .onConflictDoNothing()
      .returning({ quizId: dailySchedule.quizId });
    // someone (an admin, another instance) scheduled the day meanwhile: theirs stands, ours goes
    if (!won && createdHere) await tx.delete(quizzes).where(eq(quizzes.id, quiz.id));
  });

  const quizId = await scheduledQuizId(db, day);
  if (quizId === undefined) throw new Error(`no daily quiz scheduled for ${day} after assembling one`);
  return quizId;
}

async function scheduledQuizId(db: DbOrTx, day: string): Promise<number | undefined> {
  const [row] = await db
    .select({ quizId: dailySchedule.quizId })
    .from(dailySchedule)
    .where(eq(dailySchedule.date, day));
  return row?.quizId;
}

/** What a daily quiz card shows, for a select on quizzes */
const dailyQuizColumns = {
  id: quizzes.id,
  title: quizzes.title,
  titleHi: quizzes.titleHi,
  descriptionHi: quizzes.descriptionHi,
  totalQuestions: liveQuestionCount,
  timeLimit: quizzes.timeLimit,
  examType: quizzes.examType,
  difficulty: quizzes.difficulty,
  description: quizzes.description,
};

/**
 * Today's daily quiz as GET /api/daily-quiz answers it; for a signed-in user also whether they
 * completed it, with their latest full attempt (as the mock-test list does), so the dashboard and
 * the daily-quizzes page show the result instead of offering a retake as if it were the first.
 */
export async function findDailyQuiz(db: DbOrTx, day: string, userId?: number): Promise<DailyQuiz> {
  const quizId = await ensureDailyQuiz(db, day);
  const [row] = await db.select(dailyQuizColumns).from(quizzes).where(eq(quizzes.id, quizId));
  if (!row) throw notFound(NO_DAILY_QUIZ);
  const quiz = {
    ...row,
    examType: row.examType,
    difficulty: row.difficulty,
    scheduledDate: day,
  };
  if (userId === undefined) return quiz;
  const [last] = await db
    .select({ id: attempts.id, correct: attempts.correctCount })
    .from(attempts)
    .where(
      and(
        eq(attempts.userId, userId),
        eq(attempts.quizId, quizId),
        isNotNull(attempts.submittedAt),
        isNull(attempts.retakeOfAttemptId),
      ),
    )
    .orderBy(desc(attempts.submittedAt), desc(attempts.id))
    .limit(1);
  return {
    ...quiz,
    status: last ? "completed" : "not_attempted",
    lastAttemptId: last?.id ?? null,
    lastCorrect: last?.correct ?? null,
  };
}

/** Daily quizzes of the days before `today`, newest first (the Daily Quizzes page's grid). */
export async function listPreviousDailyQuizzes(
  db: DbOrTx,
  options: { today: string; limit?: number },
): Promise<DailyQuiz[]> {
  const rows = await db
    .select({
      ...dailyQuizColumns,
      scheduledDate: dailySchedule.date,
    })
    .from(dailySchedule)
    .innerJoin(quizzes, eq(quizzes.id, dailySchedule.quizId))
    .where(and(lt(dailySchedule.date, options.today), eq(quizzes.published, true)))
    .orderBy(desc(dailySchedule.date))
    .limit(options.limit ?? 60);
  return rows.map((r) => ({
    ...r,
    examType: r.examType,
    difficulty: r.difficulty,
  }));
}

type DailyPlan = {
  quiz: typeof quizzes.$inferInsert;
  questionIds: number[];
};

/**
 * Chooses the day's exam (rotating through the exams in display order, one per day, skipping
 * exams without questions) and ten of its single-correct questions: each subject's questions
 * shuffled with the date as the seed, then taken round-robin across subjects so the quiz spreads
 * over them. Deterministic: the same bank and day always give the same quiz.
 */
async function planDailyQuiz(db: DbOrTx, day: string): Promise<DailyPlan | undefined> {
  const examRows = await db
    .select({ key: exams.key, name: exams.name })
    .from(exams)
    .orderBy(asc(exams.sortOrder), asc(exams.key));
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  for (let offset = 0; offset < examRows.length; offset++) {
    const exam = examRows[(dayNumber + offset) % examRows.length];
    if (!exam) continue;
    const bank = await db
      .select({ id: questions.id, subject: questions.subject, difficulty: questions.difficulty })
      .from(questions)
      .where(
        and(
          eq(questions.examType, exam.key),
          // one tap per question, quick on a phone: numerical and multiple-correct questions are
          // practised in their papers
          eq(questions.type, "single"),
          isNull(questions.deletedAt),
          // a draft reaches no learner (decision 0053)
          eq(questions.status, "published"),
          // an institute's own questions stay in its bank (decision 0059)
          isNull(questions.instituteId),
          publishedBy(day),
          // a live test running on the day would see its key in this quiz's result
          notInHeldPaper(questions.id, istDayStart(day)),
        ),
      )
      .orderBy(asc(questions.id));
    if (bank.length === 0) continue;
    const picked = pickSpread(bank, DAILY_QUESTION_COUNT, `${day}:${exam.key}`);
    const subjects = [...new Set(picked.map((q) => q.subject))];
    return {
      quiz: {
        ...dailyQuizText({ exam, day, subjects, questionCount: picked.length }),
        examType: exam.key,
        kind: "daily",
        difficulty: typicalDifficulty(picked.map((q) => q.difficulty)),
        timeLimit: DAILY_TIME_LIMIT_MINUTES,
        totalQuestions: picked.length,
        published: true,
        // dated to its day, so listings sort the week's daily quizzes by day even when back-filled
        createdAt: istDayStart(day),
        updatedAt: istDayStart(day),
      },
      questionIds: picked.map((q) => q.id),
    };
  }
  return undefined;
}

/**
 * Only published questions reach learners: a question may be drawn for a day when a published quiz
 * holds it that learners can open by then (not a draft, not a daily quiz of a later day). A
 * question only in drafts, or in no quiz at all, never is. Its key may still have been shown to a
 * learner by that other quiz's result: such a learner earns no points for it (src/domain/points.ts).
 */
const publishedBy = (day: string) => sql<boolean>`exists (
  select 1 from quiz_questions pq join quizzes pz on pz.id = pq.quiz_id
  where pq.question_id = "questions"."id" and pz.published and (pz.kind <> 'daily' or exists (
    select 1 from daily_schedule pds where pds.quiz_id = pz.id and pds.date <= ${day}))
)`;

export function pickSpread<Q extends { id: number; subject: string }>(
  bank: Q[],
  count: number,
  seed: string,
): Q[] {
  const random = seededRandom(seed);
  const bySubject = new Map<string, Q[]>();
  for (const q of bank) bySubject.set(q.subject, [...(bySubject.get(q.subject) ?? []), q]);
  const piles = shuffle([...bySubject.keys()].sort(), random).map((s) =>
    shuffle(bySubject.get(s) ?? [], random),
  );
  const picked: Q[] = [];
  while (picked.length < count && piles.some((p) => p.length > 0)) {
    for (const pile of piles) {
      const next = pile.shift();
      if (next && picked.length < count) picked.push(next);
    }
  }
  return picked;
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** mulberry32 seeded with an FNV-1a hash of the text: a small, stable PRNG */
function seededRandom(text: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function typicalDifficulty(levels: Difficulty[]): Difficulty {
  const counts = { easy: 0, medium: 0, hard: 0 };
  for (const level of levels) counts[level]++;
  if (counts.easy > counts.medium && counts.easy >= counts.hard) return "easy";
  if (counts.hard > counts.medium && counts.hard > counts.easy) return "hard";
  return "medium";
}
