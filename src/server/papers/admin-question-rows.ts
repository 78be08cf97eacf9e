import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { questions, quizQuestions, quizzes } from "~/server/db/schema";
import type { AdminQuestion } from "~/shared/contract/admin";

type QuestionRow = typeof questions.$inferSelect;

/** A question as the admin panel shows it, wherever it appears: the bank, the report queue, a live test's challenges. */
export function toAdminQuestion(row: QuestionRow, inQuizzes: { id: number; title: string }[]): AdminQuestion {
  return {
    id: row.id,
    examType: row.examType,
    subject: row.subject,
    topic: row.topic,
    difficulty: row.difficulty,
    question: row.text,
    type: row.type,
    options: row.options,
    correctAnswer: row.correctIndex,
    correctAnswers: row.correctAnswers,
    numericAnswer:
      row.numericMin === null ? null : { min: row.numericMin, max: row.numericMax ?? row.numericMin },
    explanation: row.explanation,
    questionHi: row.textHi,
    optionsHi: row.optionsHi,
    explanationHi: row.explanationHi,
    structure: row.structure?.en ?? null,
    structureHi: row.structure?.hi ?? null,
    stimulusId: row.stimulusId,
    format: row.format,
    sourceNote: row.sourceNote,
    asOf: row.asOf,
    quizzes: inQuizzes,
    status: row.status,
    chapter: row.chapter,
    slug: row.slug,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function quizzesOf(
  db: DbOrTx,
  questionIds: number[],
): Promise<Map<number, { id: number; title: string }[]>> {
  const byQuestion = new Map<number, { id: number; title: string }[]>();
  if (questionIds.length === 0) return byQuestion;
  const rows = await db
    .select({ questionId: quizQuestions.questionId, id: quizzes.id, title: quizzes.title })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(inArray(quizQuestions.questionId, questionIds))
    .orderBy(asc(quizzes.id));
  for (const r of rows) {
    const list = byQuestion.get(r.questionId) ?? [];
    list.push({ id: r.id, title: r.title });
    byQuestion.set(r.questionId, list);
  }
  return byQuestion;
}

export async function adminQuestionsByIds(db: DbOrTx, ids: number[]): Promise<Map<number, AdminQuestion>> {
  const byId = new Map<number, AdminQuestion>();
  if (ids.length === 0) return byId;
  const rows = await db.select().from(questions).where(inArray(questions.id, ids));
  const inQuizzes = await quizzesOf(db, ids);
  for (const row of rows) byId.set(row.id, toAdminQuestion(row, inQuizzes.get(row.id) ?? []));
  return byId;
}
