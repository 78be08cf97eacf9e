import type { KeyState } from "~/domain/key-corrections";
import type { questions } from "~/server/db/schema";

type QuestionRow = typeof questions.$inferSelect;

/** A question's key as corrections change and the audit log records it. */
export const keyStateOf = (q: Pick<QuestionRow, keyof KeyState>): KeyState => ({
  type: q.type,
  correctIndex: q.correctIndex,
  correctAnswers: q.correctAnswers,
  numericMin: q.numericMin,
  numericMax: q.numericMax,
  acceptedIndexes: q.acceptedIndexes,
  dropped: q.dropped,
});
