import { asc, eq } from "drizzle-orm";
import { EXAM_TYPES, type ExamType } from "../../../shared/contract/common";
import { EXAM_NOT_FOUND, type Exam } from "../../../shared/contract/exams";
import type { DbOrTx } from "../../db/client";
import { exams } from "../../db/schema";
import { notFound } from "../../http/errors";

type ExamRow = typeof exams.$inferSelect;

const toExam = (row: ExamRow): Exam => ({
  key: row.key as ExamType,
  name: row.name,
  facts: row.facts,
  marking: { correct: row.markingCorrect, wrong: row.markingWrong },
  sections: row.sections,
  officialMinutes: row.officialMinutes,
  officialQuestions: row.officialQuestions,
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
  if (!(EXAM_TYPES as readonly string[]).includes(key)) throw notFound(EXAM_NOT_FOUND);
  const [row] = await db.select().from(exams).where(eq(exams.key, key));
  if (!row) throw notFound(EXAM_NOT_FOUND);
  return toExam(row);
}
