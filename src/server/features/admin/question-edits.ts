import { isDeepStrictEqual } from "node:util";
import { and, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import {
  attemptAnswers,
  attempts,
  questionAuditLog,
  type questions,
  questionVersions,
} from "~/server/db/schema";
import { conflict } from "~/server/http/errors";

type QuestionRow = typeof questions.$inferSelect;
type Wording = Pick<
  QuestionRow,
  "text" | "options" | "explanation" | "textHi" | "optionsHi" | "explanationHi" | "structure"
>;
type Key = Pick<QuestionRow, "type" | "correctIndex" | "correctAnswers" | "numericMin" | "numericMax">;

const wordingOf = (q: Wording): Wording => ({
  text: q.text,
  options: q.options,
  explanation: q.explanation,
  textHi: q.textHi,
  optionsHi: q.optionsHi,
  explanationHi: q.explanationHi,
  structure: q.structure ?? null,
});
const keyOf = (q: Key): Key => ({
  type: q.type,
  correctIndex: q.correctIndex,
  correctAnswers: q.correctAnswers,
  numericMin: q.numericMin,
  numericMax: q.numericMax,
});
// deep equality whatever the keys' order: the database's JSON keeps the parts' keys in its own order
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

export const KEY_CHANGE_NEEDS_CORRECTION =
  "This question is in submitted attempts: its key cannot change through an edit (nothing was saved). " +
  'Use "Correct key" so every attempt is re-scored, then edit the wording on its own.';

/**
 * Refuses (409, the whole edit) a key change of a question some submitted attempt holds: only a key
 * correction re-scores attempts (key-corrections.ts), so an edit must not move the key under them.
 */
async function refuseKeyChangeOfAnsweredQuestion(tx: DbOrTx, questionId: number): Promise<void> {
  const [held] = await tx
    .select({ attemptId: attemptAnswers.attemptId })
    .from(attemptAnswers)
    .innerJoin(attempts, eq(attempts.id, attemptAnswers.attemptId))
    .where(and(eq(attemptAnswers.questionId, questionId), isNotNull(attempts.submittedAt)))
    .limit(1);
  if (held) throw conflict(KEY_CHANGE_NEEDS_CORRECTION);
}

/**
 * An admin's edit of a question, before it is stored: a new wording (text, options, explanation or
 * Hindi) makes a new version, the one it replaces kept in question_versions so a result still shows
 * what its attempt showed; a changed wording or key is written to the audit log. An edit re-scores
 * nothing (key corrections do, key-corrections.ts), so it may change the key only of a question no
 * submitted attempt holds. Answers the version to store.
 */
export async function recordQuestionEdit(
  tx: DbOrTx,
  input: { current: QuestionRow; next: Wording; key: Key; adminId: number | null; now: Date },
): Promise<{ version: number }> {
  const { current, next, key, adminId, now } = input;
  const wordingChanged = !same(wordingOf(current), wordingOf(next));
  const keyChanged = !same(keyOf(current), keyOf(key));
  if (!wordingChanged && !keyChanged) return { version: current.version };
  if (keyChanged) await refuseKeyChangeOfAnsweredQuestion(tx, current.id);
  const version = wordingChanged ? current.version + 1 : current.version;
  if (wordingChanged) {
    await tx
      .insert(questionVersions)
      .values({ questionId: current.id, version: current.version, ...wordingOf(current), replacedAt: now })
      .onConflictDoNothing();
  }
  await tx.insert(questionAuditLog).values({
    questionId: current.id,
    action: "edit",
    adminId,
    before: { version: current.version, ...wordingOf(current), ...(keyChanged ? keyOf(current) : {}) },
    after: { version, ...wordingOf(next), ...(keyChanged ? keyOf(key) : {}) },
    reason: "edited in the question bank",
    createdAt: now,
  });
  return { version };
}
