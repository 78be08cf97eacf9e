import { eq } from "drizzle-orm";
import type { AnswerValue } from "~/domain/marking";
import { type OmrSheetChange, omrSheetChange } from "~/domain/omr";
import type { DbOrTx } from "~/server/db/client";
import { exams, quizzes } from "~/server/db/schema";
import { AppError } from "~/server/http/errors";
import type { AttemptRow } from "~/server/papers/find-attempt";
import { testInterfaceOf } from "~/shared/contract/common";

/** Whether the quiz opens in the OMR interface (a NEET or UPSC mock test or past paper). */
async function opensInOmr(db: DbOrTx, quizId: number): Promise<boolean> {
  const [row] = await db
    .select({ kind: quizzes.kind, examInterface: exams.testInterface })
    .from(quizzes)
    .innerJoin(exams, eq(exams.key, quizzes.examType))
    .where(eq(quizzes.id, quizId));
  return row ? testInterfaceOf(row.kind, row.examInterface) === "omr" : false;
}

/**
 * An incoming sheet (a save's or a submit's) under the OMR ink rule (src/domain/omr.ts) when the
 * attempt's quiz opens in the OMR interface: saved answers stand, empty rows take new answers, and
 * `refused` lists the saved answers it tried to change or clear. Other interfaces take the sheet as
 * it is. The interface is looked up only when the sheet changes a saved answer, so an ordinary
 * save costs no extra query.
 */
export async function applyOmrRule(
  db: DbOrTx,
  attempt: Pick<AttemptRow, "quizId" | "answers">,
  incoming: Record<string, AnswerValue>,
): Promise<OmrSheetChange> {
  const change = omrSheetChange(attempt.answers, incoming);
  if (change.refused.length === 0 || !(await opensInOmr(db, attempt.quizId))) {
    return { sheet: incoming, refused: [] };
  }
  return change;
}

/** 409 naming the first answer a save tried to change or clear on an OMR sheet. */
export function inkedAnswerRefusal(questionId: number): AppError {
  return new AppError(
    409,
    `answers.${questionId}: a filled bubble is final on the OMR answer sheet; it cannot be changed or cleared`,
    `answers.${questionId}`,
  );
}
