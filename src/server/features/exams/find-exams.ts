import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { exams } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import { isExamType } from "~/shared/contract/common";
import { EXAM_NOT_FOUND, type Exam } from "~/shared/contract/exams";

type ExamRow = typeof exams.$inferSelect;

const toExam = (row: ExamRow): Exam => ({
  key: row.key,
  name: row.name,
  facts: row.facts,
  factsHi: row.factsHi,
  // the stored scheme (marks per type and section) over the base marks it extends
  marking: { ...row.markingScheme, correct: row.markingCorrect, wrong: row.markingWrong },
  sections: row.sections,
  officialMinutes: row.officialMinutes,
  officialQuestions: row.officialQuestions,
  pattern: row.pattern,
  testInterface: row.testInterface,
  cutoffs: row.cutoffs,
});

/** The exams in display order (GET /api/exams). */
export async function listExams(db: DbOrTx): Promise<Exam[]> {
  const rows = await db.select().from(exams).orderBy(asc(exams.sortOrder), asc(exams.key));
  return rows.map(toExam);
}

/** One exam by key, case-insensitively; 404 'Exam Not Found' when there is none. */
export async function findExam(db: DbOrTx, examType: string): Promise<Exam> {
  const key = examType.trim().toLowerCase();
  // only known keys reach the database (no odd bytes in a query, no lookup for junk)
  if (!isExamType(key)) throw notFound(EXAM_NOT_FOUND);
  const [row] = await db.select().from(exams).where(eq(exams.key, key));
  if (!row) throw notFound(EXAM_NOT_FOUND);
  return toExam(row);
}
