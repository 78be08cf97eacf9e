import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { type Marking, resolveMarking } from "~/domain/marking";
import type { DbOrTx } from "~/server/db/client";
import { type CutoffsRecord, exams, questions, quizQuestions, quizzes } from "~/server/db/schema";
import { type TestInterface, testInterfaceOf } from "~/shared/contract/common";

export type QuizRecord = typeof quizzes.$inferSelect & {
  marking: Marking;
  examName: string;
  /** the exam's published cut-offs (a quiz's own `cutoffs` override them) */
  examCutoffs: CutoffsRecord | null;
  /** the interface it opens in: its exam's for mock tests and past papers, else "plain" */
  testInterface: TestInterface;
};

/** A quiz with the marking scheme it uses (its own override or its exam's). */
export async function findQuiz(db: DbOrTx, quizId: number): Promise<QuizRecord | undefined> {
  const [row] = await db
    .select({
      quiz: quizzes,
      exam: {
        name: exams.name,
        markingCorrect: exams.markingCorrect,
        markingWrong: exams.markingWrong,
        markingScheme: exams.markingScheme,
        testInterface: exams.testInterface,
        cutoffs: exams.cutoffs,
      },
    })
    .from(quizzes)
    .innerJoin(exams, eq(exams.key, quizzes.examType))
    .where(eq(quizzes.id, quizId));
  if (!row) return undefined;
  return {
    ...row.quiz,
    marking: resolveMarking(row.exam, row.quiz),
    examName: row.exam.name,
    examCutoffs: row.exam.cutoffs,
    testInterface: testInterfaceOf(row.quiz.kind, row.exam.testInterface),
  };
}

export type QuestionRecord = typeof questions.$inferSelect & { section: string | null };

/** A quiz's questions a learner gets: not soft-deleted, not drafts (decision 0053). */
const shownInPaper = (quizId: number) =>
  and(eq(quizQuestions.quizId, quizId), isNull(questions.deletedAt), eq(questions.status, "published"));
const paperOrder = [asc(quizQuestions.position), asc(quizQuestions.questionId)];

/**
 * The ids of the questions a learner is shown, in the paper's order, as findQuizQuestions finds them:
 * a start needs no more (a whole row carries its typeset text in both languages).
 */
export async function findQuizQuestionIds(db: DbOrTx, quizId: number): Promise<number[]> {
  const rows = await db
    .select({ id: questions.id })
    .from(quizQuestions)
    .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
    .where(shownInPaper(quizId))
    .orderBy(...paperOrder);
  return rows.map((r) => r.id);
}

/**
 * The quiz's questions a learner gets (not soft-deleted, not drafts: decision 0053) in paper order,
 * answer key included: server use only.
 */
export async function findQuizQuestions(db: DbOrTx, quizId: number): Promise<QuestionRecord[]> {
  const rows = await db
    .select({ question: questions, section: quizQuestions.section })
    .from(quizQuestions)
    .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
    .where(shownInPaper(quizId))
    .orderBy(...paperOrder);
  return rows.map((r) => ({ ...r.question, section: r.section }));
}

/** Each question's answer type by id (soft-deleted ones included): what a withheld sheet shows of it. */
export async function findQuestionTypes(
  db: DbOrTx,
  questionIds: readonly number[],
): Promise<Map<number, QuestionRecord["type"]>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: questions.id, type: questions.type })
    .from(questions)
    .where(inArray(questions.id, [...questionIds]));
  return new Map(rows.map((r) => [r.id, r.type]));
}

/**
 * Questions by id in the order given (an attempt's questionIds), soft-deleted ones included so an
 * old result keeps its review; section from the quiz when the question is still in it.
 */
export async function findQuestionsInOrder(
  db: DbOrTx,
  quizId: number,
  questionIds: readonly number[],
): Promise<QuestionRecord[]> {
  if (questionIds.length === 0) return [];
  const rows = await db
    .select({ question: questions, section: quizQuestions.section })
    .from(questions)
    .leftJoin(
      quizQuestions,
      and(eq(quizQuestions.questionId, questions.id), eq(quizQuestions.quizId, quizId)),
    )
    .where(inArray(questions.id, [...questionIds]));
  const byId = new Map(rows.map((r) => [r.question.id, { ...r.question, section: r.section }]));
  return questionIds.flatMap((id) => {
    const q = byId.get(id);
    return q ? [q] : [];
  });
}
