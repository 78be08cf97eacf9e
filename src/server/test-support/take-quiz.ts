import { inArray } from "drizzle-orm";
import { questions } from "~/server/db/schema";
import { startAttempt } from "~/server/features/attempts/start-attempt";
import { submitAttempt } from "~/server/features/attempts/submit-attempt";
import type { AnswerSheet, AnswerValue, AttemptResult } from "~/shared/contract/attempts";
import type { TestApp } from "./test-app";

/**
 * Takes a quiz as a learner does, through the real write path (startAttempt, then submitAttempt),
 * so standing tests read what the submit really stores. The attempt starts `timeSpent` seconds
 * before `submittedAt` on the test clock and is submitted at `submittedAt`; the clock is put back
 * afterwards. `results` has one letter per question of the attempt, in its order: "c" answers the
 * question's key, "w" a wrong answer (another option; a wrong option alone for multiple correct; a
 * number outside the range for numerical), "p" part of a multiple-correct key (its first correct
 * option), "s" skips it (the answers come from the keys as stored, so the counts are the ones asked
 * for). `answers` gives answers by value instead, for questions whose letter is "v".
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
    /** answers by value, keyed by question id, for the questions whose letter is "v" */
    answers?: AnswerSheet;
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
      .select({
        id: questions.id,
        type: questions.type,
        correctIndex: questions.correctIndex,
        correctAnswers: questions.correctAnswers,
        numericMin: questions.numericMin,
        numericMax: questions.numericMax,
        options: questions.options,
      })
      .from(questions)
      .where(inArray(questions.id, sheet.questionIds));
    const byId = new Map(keys.map((k) => [k.id, k]));
    const answers: Record<string, AnswerValue> = {};
    for (const [i, id] of sheet.questionIds.entries()) {
      const key = byId.get(id);
      if (!key) throw new Error(`question ${id} is missing`);
      const letter = results[i];
      if (letter === "s") continue;
      if (letter === "v") {
        const value = options.answers?.[String(id)];
        if (value === undefined) throw new Error(`letter "v" for question ${id}, but no answer given for it`);
        answers[String(id)] = value;
        continue;
      }
      if (letter !== "c" && letter !== "w" && letter !== "p") {
        throw new Error(`result letter "${letter}": c, w, p, s or v`);
      }
      answers[String(id)] = answerFor(key, letter);
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
      partial: results.filter((r) => r === "p").length,
    };
    const got = {
      correct: result.correct,
      wrong: result.wrong,
      skipped: result.skipped,
      partial: result.partial ?? 0,
    };
    // answers given by value are scored as they come
    if (!results.includes("v") && JSON.stringify(got) !== JSON.stringify(wanted)) {
      throw new Error(`scored ${JSON.stringify(got)}, not ${JSON.stringify(wanted)}`);
    }
    return result;
  } finally {
    t.clock.set(clockBefore);
  }
}

type StoredKey = {
  id: number;
  type: "single" | "multiple" | "numerical";
  correctIndex: number | null;
  correctAnswers: number[] | null;
  numericMin: number | null;
  numericMax: number | null;
  options: string[];
};

/** The answer a result letter stands for, from the question's stored key. */
function answerFor(key: StoredKey, letter: "c" | "w" | "p"): AnswerValue {
  if (key.type === "numerical") {
    const min = key.numericMin ?? 0;
    return letter === "c" ? min : (key.numericMax ?? min) + 1;
  }
  if (key.type === "multiple") {
    const correct = key.correctAnswers ?? [];
    if (letter === "c") return correct;
    if (letter === "p") {
      if (correct.length < 2) throw new Error(`question ${key.id} has one correct option: no part answer`);
      return [correct[0] as number];
    }
    const wrong = key.options.findIndex((_, i) => !correct.includes(i));
    return [wrong];
  }
  if (key.correctIndex === null) throw new Error(`question ${key.id} has no single-option key`);
  if (letter === "p") throw new Error(`question ${key.id} is single correct: no part answer`);
  return letter === "c" ? key.correctIndex : (key.correctIndex + 1) % key.options.length;
}
