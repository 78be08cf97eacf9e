import { inArray } from "drizzle-orm";
import { questions } from "~/server/db/schema";
import { startAttempt } from "~/server/features/attempts/start-attempt";
import { submitAttempt } from "~/server/features/attempts/submit-attempt";
import type { AttemptResult } from "~/shared/contract/attempts";
import type { TestApp } from "./test-app";

/**
 * Takes a quiz as a learner does, through the real write path (startAttempt, then submitAttempt),
 * so standing tests read what the submit really stores. The attempt starts `timeSpent` seconds
 * before `submittedAt` on the test clock and is submitted at `submittedAt`; the clock is put back
 * afterwards. `results` has one letter per question of the attempt, in its order: "c" answers the
 * question's key, "w" another of its options, "s" skips it (the answers come from the keys as
 * stored, so the correct counts are the ones asked for).
 */
export async function takeQuiz(
  t: TestApp,
  options: {
    userId: number;
    quizId: number;
    results: string;
    submittedAt: Date | string;
    /** seconds from start to submit (within the quiz's time limit); default 60 a question */
    timeSpent?: number;
  },
): Promise<AttemptResult> {
  const { userId, quizId } = options;
  const results = [...options.results];
  const submittedAt = new Date(options.submittedAt);
  const timeSpent = options.timeSpent ?? 60 * results.length;
  const clockBefore = t.clock.now;
  try {
    t.clock.set(new Date(submittedAt.getTime() - timeSpent * 1000));
    const sheet = await startAttempt(t.ctx.db, { userId, quizId, now: t.clock.now });
    if (sheet.questionIds.length !== results.length) {
      throw new Error(`one result letter per question: the attempt has ${sheet.questionIds.length}`);
    }
    const keys = await t.ctx.db
      .select({ id: questions.id, correctIndex: questions.correctIndex, options: questions.options })
      .from(questions)
      .where(inArray(questions.id, sheet.questionIds));
    const byId = new Map(keys.map((k) => [k.id, k]));
    const answers: Record<string, number> = {};
    for (const [i, id] of sheet.questionIds.entries()) {
      const key = byId.get(id);
      if (!key || key.correctIndex === null) throw new Error(`question ${id} has no single-option key`);
      if (results[i] === "c") answers[String(id)] = key.correctIndex;
      else if (results[i] === "w") answers[String(id)] = (key.correctIndex + 1) % key.options.length;
      else if (results[i] !== "s") throw new Error(`result letter "${results[i]}": c, w or s`);
    }
    t.clock.set(submittedAt);
    const result = await submitAttempt(t.ctx.db, {
      attemptId: sheet.attemptId,
      userId,
      quizId,
      answers,
      now: t.clock.now,
    });
    const wanted = {
      correct: results.filter((r) => r === "c").length,
      wrong: results.filter((r) => r === "w").length,
      skipped: results.filter((r) => r === "s").length,
    };
    const got = { correct: result.correct, wrong: result.wrong, skipped: result.skipped };
    if (JSON.stringify(got) !== JSON.stringify(wanted)) {
      throw new Error(`scored ${JSON.stringify(got)}, not ${JSON.stringify(wanted)}`);
    }
    return result;
  } finally {
    t.clock.set(clockBefore);
  }
}
