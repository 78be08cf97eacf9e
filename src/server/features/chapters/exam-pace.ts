import { eq } from "drizzle-orm";
import { officialPaceSeconds } from "~/domain/chapter-practice";
import type { DbOrTx } from "~/server/db/client";
import { exams } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import type { ExamType } from "~/shared/contract/common";
import { EXAM_NOT_FOUND } from "~/shared/contract/exams";

/** Seconds per question at the exam's official pace (its full paper's minutes / questions). */
export async function examPaceSeconds(db: DbOrTx, examType: ExamType): Promise<number> {
  const [exam] = await db
    .select({ minutes: exams.officialMinutes, questions: exams.officialQuestions })
    .from(exams)
    .where(eq(exams.key, examType));
  if (!exam) throw notFound(EXAM_NOT_FOUND);
  return officialPaceSeconds(exam.minutes, exam.questions);
}
