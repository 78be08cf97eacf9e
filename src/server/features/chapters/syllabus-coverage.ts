import { eq, sql } from "drizzle-orm";
import { type ChapterCounts, syllabusCoverage } from "~/domain/chapter-practice";
import type { DbOrTx } from "~/server/db/client";
import { questions } from "~/server/db/schema";
import type { SyllabusCoverage } from "~/shared/contract/chapters";
import type { ExamType } from "~/shared/contract/common";
import type { Syllabus } from "~/shared/contract/syllabus";
import { answersPerQuestion, inTheBank } from "./chapter-questions";

/**
 * GET /api/exams/{examType}/syllabus: the exam's syllabus tree with, per chapter, its questions in
 * the bank and (signed in) the learner's coverage and accuracy, rolled up per unit and subject by
 * src/domain/chapter-practice.ts. One grouped query, whatever the number of chapters.
 */
export async function findSyllabusCoverage(
  db: DbOrTx,
  options: { syllabus: Syllabus; examType: ExamType; userId: number | null; now: Date },
): Promise<SyllabusCoverage> {
  const { syllabus, examType, userId, now } = options;
  const counts = new Map<string, ChapterCounts>();
  const where = inTheBank(examType, now);
  if (userId === null) {
    const rows = await db
      .select({ chapter: questions.chapter, total: sql<number>`count(*)::int` })
      .from(questions)
      .where(where)
      .groupBy(questions.chapter);
    for (const r of rows)
      if (r.chapter) counts.set(r.chapter, { total: Number(r.total), answered: 0, answers: 0, correct: 0 });
  } else {
    const mine = answersPerQuestion(db, { userId, examType, now });
    const rows = await db
      .select({
        chapter: questions.chapter,
        total: sql<number>`count(*)::int`,
        answered: sql<number>`(count(*) filter (where ${mine.answers} > 0))::int`,
        answers: sql<number>`coalesce(sum(${mine.answers}), 0)::int`,
        correct: sql<number>`coalesce(sum(${mine.correct}), 0)::int`,
      })
      .from(questions)
      .leftJoin(mine, eq(mine.questionId, questions.id))
      .where(where)
      .groupBy(questions.chapter);
    for (const r of rows)
      if (r.chapter)
        counts.set(r.chapter, {
          total: Number(r.total),
          answered: Number(r.answered),
          answers: Number(r.answers),
          correct: Number(r.correct),
        });
  }
  const tree = syllabusCoverage(syllabus, counts, userId !== null);
  return {
    examType,
    title: syllabus.title,
    titleHi: syllabus.titleHi,
    source: {
      document: syllabus.source.document,
      issuer: syllabus.source.issuer,
      year: syllabus.source.year,
    },
    signedIn: userId !== null,
    ...tree,
  };
}
