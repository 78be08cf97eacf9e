import { and, eq, type SQL, sql } from "drizzle-orm";
import { meritSectionNames, sectionMarks } from "~/domain/live-merit-list";
import type { DbOrTx } from "~/server/db/client";
import { attemptAnswers, type QuizSectionRecord, quizQuestions } from "~/server/db/schema";

/**
 * The section columns of a merit list and each attempt's marks in them, for a live test and an
 * assignment alike: the paper's listed sections (then "Other"), summed per attempt in one grouped
 * query over `attempts` (an SQL condition on attempt_answers.attempt_id: a live test's registrations,
 * an assignment's attempts, or the ids of one page).
 */
export async function meritSectionMarks(
  db: DbOrTx,
  options: { quizId: number; listedSections: readonly QuizSectionRecord[] | null; attempts: SQL | undefined },
): Promise<{ sectionNames: string[]; marksOf: (attemptId: number) => { name: string; marks: number }[] }> {
  const paperSections = await db
    .select({ section: quizQuestions.section })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, options.quizId));
  const sectionNames = meritSectionNames(
    options.listedSections,
    paperSections.map((q) => q.section),
  );
  const bySection =
    sectionNames.length === 0 || !options.attempts
      ? []
      : await db
          .select({
            attemptId: attemptAnswers.attemptId,
            section: quizQuestions.section,
            marks: sql<number>`coalesce(sum(${attemptAnswers.marksAwarded}), 0)`.mapWith(Number),
          })
          .from(attemptAnswers)
          .leftJoin(
            quizQuestions,
            and(
              eq(quizQuestions.quizId, options.quizId),
              eq(quizQuestions.questionId, attemptAnswers.questionId),
            ),
          )
          .where(options.attempts)
          .groupBy(attemptAnswers.attemptId, quizQuestions.section);
  const answersOf = new Map<number, { section: string | null; marks: number }[]>();
  for (const row of bySection) {
    const list = answersOf.get(row.attemptId) ?? [];
    list.push({ section: row.section, marks: row.marks });
    answersOf.set(row.attemptId, list);
  }
  return { sectionNames, marksOf: (attemptId) => sectionMarks(sectionNames, answersOf.get(attemptId) ?? []) };
}
