import { and, asc, eq, isNotNull, type SQL } from "drizzle-orm";
import {
  type AnalysedAttempt,
  type AnalysedQuestion,
  analyseQuiz,
  INDICATIVE_MIN_ATTEMPTS,
  MIN_ATTEMPTS,
} from "~/domain/item-analysis";
import { type AnswerValue, marksFor, marksOf, resolveMarking } from "~/domain/marking";
import type { DbOrTx } from "~/server/db/client";
import { attemptAnswers, attempts, exams, questions, quizQuestions, quizzes } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import type { ItemAnalysisResponse, ItemAnalysisRow } from "~/shared/contract/item-analysis";

/** A question's row with what a teacher also reads: the share fully right and the mean seconds on it. */
export type ItemStatisticsRow = ItemAnalysisRow & { correct: number; meanTimeSeconds: number | null };

type ItemStatistics = Omit<ItemAnalysisResponse, "questions"> & { questions: ItemStatisticsRow[] };

/** A paper as the item analysis reads it: its title, its questions with their keys and marks. */
export type AnalysedPaper = Awaited<ReturnType<typeof readAnalysedPaper>>;

/** The quiz's title and marking and its questions in paper order, each with its marks. 404 for a missing quiz. */
export async function readAnalysedPaper(db: DbOrTx, quizId: number) {
  const [quiz] = await db
    .select({
      title: quizzes.title,
      markingCorrect: quizzes.markingCorrect,
      markingWrong: quizzes.markingWrong,
      markingScheme: quizzes.markingScheme,
      examMarkingCorrect: exams.markingCorrect,
      examMarkingWrong: exams.markingWrong,
      examMarkingScheme: exams.markingScheme,
    })
    .from(quizzes)
    .innerJoin(exams, eq(exams.key, quizzes.examType))
    .where(eq(quizzes.id, quizId));
  if (!quiz) throw notFound(`No quiz with id ${quizId}`);
  const marking = resolveMarking(
    {
      markingCorrect: quiz.examMarkingCorrect,
      markingWrong: quiz.examMarkingWrong,
      markingScheme: quiz.examMarkingScheme,
    },
    quiz,
  );

  const paper = await db
    .select({
      id: questions.id,
      text: questions.text,
      type: questions.type,
      options: questions.options,
      correctIndex: questions.correctIndex,
      correctAnswers: questions.correctAnswers,
      section: quizQuestions.section,
    })
    .from(quizQuestions)
    .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.position), asc(questions.id));

  const analysed = paper.map((q): AnalysedQuestion & { marks: ReturnType<typeof marksOf> } => {
    const marks = marksOf(marking, q);
    const numerical = q.type === "numerical";
    return {
      id: q.id,
      type: q.type,
      optionCount: numerical ? 0 : q.options.length,
      keyOptions:
        q.type === "single" ? (q.correctIndex === null ? [] : [q.correctIndex]) : (q.correctAnswers ?? []),
      maxMarks: marks.correct,
      minMarks: Math.min(0, marks.wrong),
      marks,
    };
  });
  return { quizId, title: quiz.title, paper, analysed };
}

/**
 * The item analysis of a quiz's questions (src/domain/item-analysis.ts) over some of its submitted
 * attempts, each question's marks as the submit stored them, most serious flag first: the site's
 * first attempts (the admin's analysis) or an assignment's best attempt of each learner (a batch's
 * item statistics). `which` is an SQL condition on `attempts`. 404 for a missing quiz.
 */
export async function itemStatistics(db: DbOrTx, quizId: number, which: SQL): Promise<ItemStatistics> {
  return analysePaper(db, await readAnalysedPaper(db, quizId), which);
}

/** The analysis of a paper already read (readAnalysedPaper) over the attempts `which` picks. */
export async function analysePaper(
  db: DbOrTx,
  { quizId, title, paper, analysed }: AnalysedPaper,
  which: SQL,
): Promise<ItemStatistics> {
  const byId = new Map(analysed.map((q) => [q.id, q]));

  const answerRows = paper.length
    ? await db
        .select({
          attemptId: attempts.id,
          total: attempts.marks,
          questionId: attemptAnswers.questionId,
          chosenIndex: attemptAnswers.chosenIndex,
          response: attemptAnswers.response,
          isCorrect: attemptAnswers.isCorrect,
          marksAwarded: attemptAnswers.marksAwarded,
          timeSpent: attemptAnswers.timeSpent,
        })
        .from(attempts)
        .innerJoin(attemptAnswers, eq(attemptAnswers.attemptId, attempts.id))
        .where(and(eq(attempts.quizId, quizId), isNotNull(attempts.submittedAt), which))
    : [];
  const corrects = new Map<number, number>();
  const times = new Map<number, { sum: number; n: number }>();
  for (const row of answerRows) {
    if (row.isCorrect) corrects.set(row.questionId, (corrects.get(row.questionId) ?? 0) + 1);
    if (row.timeSpent !== null) {
      const time = times.get(row.questionId) ?? { sum: 0, n: 0 };
      times.set(row.questionId, { sum: time.sum + row.timeSpent, n: time.n + 1 });
    }
  }

  type Answer = { marks: number; chosen: readonly number[] | null };
  const byAttempt = new Map<number, { total: number | null; answers: Map<number, Answer> }>();
  const sums = new Map<number, number>();
  for (const row of answerRows) {
    let entry = byAttempt.get(row.attemptId);
    if (!entry) {
      entry = { total: row.total, answers: new Map() };
      byAttempt.set(row.attemptId, entry);
    }
    const question = byId.get(row.questionId);
    // results stored before question types have no marks per answer: their scheme's marks then
    const marks = row.marksAwarded ?? marksFor(row, question?.marks ?? { correct: 1, wrong: 0 });
    sums.set(row.attemptId, (sums.get(row.attemptId) ?? 0) + marks);
    if (!question) continue;
    entry.answers.set(row.questionId, {
      marks,
      chosen: chosenOptions(question.type, row.chosenIndex, row.response),
    });
  }
  const attemptList: AnalysedAttempt[] = [...byAttempt].map(([id, entry]) => ({
    total: entry.total ?? sums.get(id) ?? 0,
    answers: entry.answers,
  }));

  const stats = analyseQuiz(analysed, attemptList);
  const positionOf = new Map(paper.map((q, i) => [q.id, i + 1]));
  const paperById = new Map(paper.map((q) => [q.id, q]));
  return {
    quizId,
    title,
    firstAttempts: attemptList.length,
    minAttempts: MIN_ATTEMPTS,
    indicativeAttempts: INDICATIVE_MIN_ATTEMPTS,
    questions: stats.map((s): ItemStatisticsRow => {
      const q = paperById.get(s.questionId);
      const time = times.get(s.questionId);
      const a = byId.get(s.questionId);
      if (!q || !a) throw new Error(`question ${s.questionId} left the analysis`);
      return {
        questionId: s.questionId,
        position: positionOf.get(s.questionId) ?? 0,
        text: q.text,
        type: q.type,
        section: q.section,
        maxMarks: a.maxMarks,
        minMarks: a.minMarks,
        attempts: s.attempts,
        meanMarks: s.meanMarks,
        facility: s.facility,
        discrimination: s.discrimination,
        discriminationInterval: s.discriminationInterval,
        efficiency: s.efficiency,
        indicative: s.indicative,
        skipped: s.skipped,
        options: s.options.map((o) => ({ ...o, text: q.options[o.index] ?? "" })),
        flags: s.flags,
        correct: s.attempts ? (corrects.get(s.questionId) ?? 0) / s.attempts : 0,
        meanTimeSeconds: time ? time.sum / time.n : null,
      };
    }),
  };
}

/** The options an answer chose: null when skipped; none for an answered numerical question. */
function chosenOptions(
  type: AnalysedQuestion["type"],
  chosenIndex: number | null,
  response: AnswerValue | null,
): readonly number[] | null {
  if (type === "numerical") return response === null ? null : [];
  if (type === "multiple") return Array.isArray(response) && response.length ? response : null;
  if (chosenIndex !== null) return [chosenIndex];
  return typeof response === "number" ? [response] : null;
}

/** The admin's item analysis of a quiz: over the site's submitted first attempts. */
export async function quizItemAnalysis(db: DbOrTx, quizId: number): Promise<ItemAnalysisResponse> {
  const analysis = await itemStatistics(db, quizId, eq(attempts.isFirst, true));
  return {
    ...analysis,
    questions: analysis.questions.map(({ correct: _, meanTimeSeconds: __, ...row }) => row),
  };
}
