import { and, asc, eq, inArray } from "drizzle-orm";
import { addIstDays, istDay, istDayStart } from "~/domain/ist";
import type { DbOrTx } from "~/server/db/client";
import { attempts, questions, quizQuestions, quizzes, users } from "~/server/db/schema";
import { startAttempt } from "~/server/features/attempts/start-attempt";
import { submitAttempt } from "~/server/features/attempts/submit-attempt";
import { grantDemoPremium } from "~/server/features/auth/demo-premium";
import { upsertUser } from "~/server/features/auth/users";
import { ensureDailyQuiz } from "~/server/features/quizzes/daily-quiz";
import { addDailyQuizHindi } from "~/server/features/quizzes/daily-quiz-hindi";
import { DEMO_LEARNERS, type DemoLearner } from "./demo-learners";

/** A small deterministic generator (mulberry32): the same seed gives the same demo history. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Today's and the six previous days' daily quizzes, assembled from the bank when none is scheduled. */
export async function seedDailySchedule(db: DbOrTx, now: Date): Promise<Map<string, number>> {
  const today = istDay(now);
  const byDay = new Map<string, number>();
  for (let daysAgo = 6; daysAgo >= 0; daysAgo--) {
    const day = addIstDays(today, -daysAgo);
    const quizId = await ensureDailyQuiz(db, day);
    await addDailyQuizHindi(db, quizId, day);
    byDay.set(day, quizId);
  }
  return byDay;
}

/**
 * Demo learners with a week of attempts, made through the same start and submit services a learner
 * uses, so every figure (points, streaks, leaderboard, analytics) is computed, not typed in.
 * Runs once: if the demo learner already exists, nothing is written.
 */
export async function seedDemoHistory(db: DbOrTx, now: Date): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_LEARNERS[0]!.email));
  if (existing) return;

  const dailyByDay = await seedDailySchedule(db, now);
  const today = istDay(now);
  const practice = await db
    .select({ id: quizzes.id, examType: quizzes.examType, kind: quizzes.kind })
    .from(quizzes)
    .where(and(eq(quizzes.published, true), inArray(quizzes.kind, ["practice", "mock"])))
    .orderBy(asc(quizzes.id));

  for (const [index, learner] of DEMO_LEARNERS.entries()) {
    const userId = await upsertUser(
      db,
      {
        email: learner.email,
        firstName: learner.firstName,
        lastName: learner.lastName,
        role: learner.role === "admin" ? "admin" : "learner",
      },
      "seeded demo account",
      now,
    );
    if (learner.role === "premium")
      await grantDemoPremium(db, userId, new Date(now.getTime() - 7 * 86_400_000));
    const rand = random(index * 7919 + 17);
    const ownQuizzes = practice.filter((q) => q.examType === learner.exam);
    let nextPractice = Math.floor(rand() * Math.max(1, ownQuizzes.length));

    for (const daysAgo of [...learner.activeDaysAgo].sort((a, b) => b - a)) {
      const day = addIstDays(today, -daysAgo);
      const dayStart = istDayStart(day).getTime();
      const latest = daysAgo === 0 ? now.getTime() - 30 * 60_000 : dayStart + 22 * 3_600_000;
      const earliest = dayStart + 6 * 3_600_000;
      if (latest <= earliest) continue; // too early in the day today to have practised
      const quizIds: number[] = [];
      const daily = dailyByDay.get(day);
      if (daily !== undefined && rand() < 0.8) quizIds.push(daily);
      if (ownQuizzes.length > 0 && (quizIds.length === 0 || rand() < 0.6)) {
        quizIds.push(ownQuizzes[nextPractice % ownQuizzes.length]!.id);
        nextPractice++;
      }
      let at = earliest + rand() * (latest - earliest) * 0.5;
      for (const quizId of quizIds) {
        if (at >= latest) break;
        at = await takeQuiz(db, { userId, quizId, learner, rand, startAt: new Date(at) });
        at += 20 * 60_000;
      }
    }
  }
}

async function takeQuiz(
  db: DbOrTx,
  options: { userId: number; quizId: number; learner: DemoLearner; rand: () => number; startAt: Date },
): Promise<number> {
  const { userId, quizId, learner, rand, startAt } = options;
  const sheet = await startAttempt(db, { userId, quizId, now: startAt });
  const key = await db
    .select({ id: questions.id, correctIndex: questions.correctIndex, subject: questions.subject })
    .from(quizQuestions)
    .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
    .where(eq(quizQuestions.quizId, quizId));
  const answers: Record<string, number> = {};
  for (const q of key) {
    if (!sheet.questionIds.includes(q.id)) continue;
    if (rand() < 0.08) continue; // skipped
    // each learner is stronger in some subjects than others, so analytics has strong and weak topics
    const tilt = ((hash(`${learner.email}:${q.subject}`) % 41) - 20) / 100;
    const right = rand() < Math.min(0.97, Math.max(0.1, learner.ability + tilt));
    if (q.correctIndex === null) continue; // demo history answers single-correct questions only
    answers[String(q.id)] = right ? q.correctIndex : (q.correctIndex + 1 + Math.floor(rand() * 3)) % 4;
  }
  const secondsPerQuestion = 35 + Math.floor(rand() * 50);
  const timeSpent = Math.min(
    sheet.questionIds.length * secondsPerQuestion,
    (Date.parse(sheet.deadline) - startAt.getTime()) / 1000 - 5,
  );
  const submitAt = new Date(startAt.getTime() + timeSpent * 1000);
  // as if each answer had been saved while its section was open (a sectional mock's closed sections
  // score what was saved, not what the submit carries)
  await db
    .update(attempts)
    .set({ answers, answersSavedAt: submitAt })
    .where(eq(attempts.id, sheet.attemptId));
  await submitAttempt(db, { attemptId: sheet.attemptId, userId, answers, now: submitAt });
  return submitAt.getTime();
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
