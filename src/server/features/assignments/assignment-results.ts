import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { AnswerValue } from "~/domain/marking";
import type { DbOrTx } from "~/server/db/client";
import {
  type assignments,
  attemptAnswers,
  attempts,
  questions,
  quizQuestions,
  quizzes,
  users,
} from "~/server/db/schema";
import { analysePaper, readAnalysedPaper } from "~/server/reports/item-statistics";
import type { Cell, Table } from "~/server/reports/table-files";
import type { AssignmentItemStatistics } from "~/shared/contract/assignment-results";
import { fullName } from "~/shared/display-name";
import { rankedCohort } from "./assignment-merit-list";

type AssignmentRow = typeof assignments.$inferSelect;

const percent = (share: number) => Math.round(share * 1000) / 10;
const round1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);
/** "A" for option 0: how the paper and the hall name options */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

async function titleOf(db: DbOrTx, quizId: number) {
  const [quiz] = await db.select({ title: quizzes.title }).from(quizzes).where(eq(quizzes.id, quizId));
  return quiz?.title ?? "";
}

/** The last item statistics of each assignment, with what they were worked out from. */
const lastStatistics = new Map<number, { from: string; statistics: AssignmentItemStatistics }>();
const KEPT_STATISTICS = 500;

/**
 * Each question's statistics over the batch (GET .../item-statistics): the merit list's attempts,
 * each learner's best, analysed as the admin's item analysis is, in paper order. `row` comes from
 * the institute's scope (findAssignment). The analysis reads every answer of the cohort: the last
 * one is kept per assignment and given again while the paper (wording, keys, marks) and the cohort
 * (its attempts, their marks and key revisions) read the same, so it is worked out again after a
 * submit, a re-score or an edit, on whichever server reads it next.
 */
export async function assignmentItemStatistics(
  db: DbOrTx,
  row: AssignmentRow,
): Promise<AssignmentItemStatistics> {
  const cohort = await rankedCohort(db, row.id);
  const paper = await readAnalysedPaper(db, row.quizId);
  const from = JSON.stringify([
    paper.title,
    paper.paper,
    paper.analysed.map((q) => q.marks),
    cohort.map((c) => [c.attemptId, c.marks, c.keyRevision]),
  ]);
  const kept = lastStatistics.get(row.id);
  if (kept?.from === from) return kept.statistics;
  const ids = cohort.map((c) => c.attemptId);
  const analysis = await analysePaper(db, paper, ids.length ? inArray(attempts.id, ids) : sql`false`);
  const statistics = {
    assignmentId: row.id,
    title: analysis.title,
    attempts: ids.length,
    minAttempts: analysis.minAttempts,
    indicativeAttempts: analysis.indicativeAttempts,
    questions: [...analysis.questions].sort((a, b) => a.position - b.position),
  };
  lastStatistics.delete(row.id);
  lastStatistics.set(row.id, { from, statistics });
  // the least recently worked out goes first (a Map keeps insertion order); decision 0072
  if (lastStatistics.size > KEPT_STATISTICS)
    lastStatistics.delete(lastStatistics.keys().next().value as number);
  return statistics;
}

/** The item statistics as a table: shares in percent, one column per option, numbers as numbers. */
export function itemStatisticsTable(stats: AssignmentItemStatistics, closesAt: Date): Table {
  const optionCount = Math.max(0, ...stats.questions.map((q) => q.options.length));
  const letters = Array.from({ length: optionCount }, (_, i) => optionLetter(i));
  return {
    title: `${stats.title} assignment ${stats.assignmentId} item statistics`,
    day: closesAt,
    sheetName: "Item statistics",
    header: [
      "Question",
      "Section",
      "Type",
      "Key",
      "Attempts",
      "Correct (%)",
      "Skipped (%)",
      ...letters.map((l) => `Chose ${l} (%)`),
      "Discrimination index",
      "Average time (s)",
      "Text",
    ],
    rows: stats.questions.map((q): Cell[] => [
      q.position,
      q.section,
      q.type,
      q.options
        .filter((o) => o.isKey)
        .map((o) => optionLetter(o.index))
        .join(", "),
      q.attempts,
      percent(q.correct),
      percent(q.skipped),
      ...letters.map((_, i) => {
        const option = q.options[i];
        return option ? percent(option.share) : null;
      }),
      round1(q.discrimination),
      round1(q.meanTimeSeconds),
      q.text,
    ]),
  };
}

/** "B", "A, C", "4.5" or blank: an answer as the learner gave it. */
function answerText(type: string, chosenIndex: number | null, response: AnswerValue | null): string {
  if (type === "numerical") return response === null ? "" : String(response);
  if (Array.isArray(response)) return response.map(optionLetter).join(", ");
  if (chosenIndex !== null) return optionLetter(chosenIndex);
  return typeof response === "number" ? optionLetter(response) : "";
}

/**
 * Each learner's responses to an assignment, one line per question of each submitted attempt
 * (GET .../responses/download): what they answered, whether it was right, its marks and time.
 */
export async function responsesTable(db: DbOrTx, row: AssignmentRow): Promise<Table> {
  const lines = await db
    .select({
      attemptId: attempts.id,
      userId: attempts.userId,
      submittedAt: attempts.submittedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      deletedAt: users.deletedAt,
      position: quizQuestions.position,
      section: quizQuestions.section,
      type: questions.type,
      chosenIndex: attemptAnswers.chosenIndex,
      response: attemptAnswers.response,
      isCorrect: attemptAnswers.isCorrect,
      marks: attemptAnswers.marksAwarded,
      timeSpent: attemptAnswers.timeSpent,
    })
    .from(attempts)
    .innerJoin(users, eq(users.id, attempts.userId))
    .innerJoin(attemptAnswers, eq(attemptAnswers.attemptId, attempts.id))
    .innerJoin(questions, eq(questions.id, attemptAnswers.questionId))
    .leftJoin(
      quizQuestions,
      and(eq(quizQuestions.quizId, row.quizId), eq(quizQuestions.questionId, attemptAnswers.questionId)),
    )
    .where(and(eq(attempts.assignmentId, row.id), isNotNull(attempts.submittedAt)))
    .orderBy(asc(users.email), asc(attempts.submittedAt), asc(attempts.id), asc(quizQuestions.position));
  const attemptNumber = new Map<number, number>();
  const perLearner = new Map<number, number>();
  for (const line of lines) {
    if (attemptNumber.has(line.attemptId)) continue;
    const n = (perLearner.get(line.userId) ?? 0) + 1;
    perLearner.set(line.userId, n);
    attemptNumber.set(line.attemptId, n);
  }
  return {
    title: `${await titleOf(db, row.quizId)} assignment ${row.id} responses`,
    day: row.closesAt,
    sheetName: "Responses",
    header: [
      "Name",
      "Email",
      "Attempt",
      "Submitted at",
      "Question",
      "Section",
      "Answer",
      "Result",
      "Marks",
      "Time (s)",
    ],
    rows: lines.map((line): Cell[] => {
      const answer = answerText(line.type, line.chosenIndex, line.response);
      return [
        fullName(line),
        line.deletedAt ? "" : line.email,
        attemptNumber.get(line.attemptId) ?? 1,
        line.submittedAt,
        line.position === null ? null : line.position + 1,
        line.section,
        answer,
        answer === "" ? "Skipped" : line.isCorrect ? "Correct" : "Wrong",
        line.marks,
        line.timeSpent,
      ];
    }),
  };
}
