import {
  and,
  count,
  countDistinct,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  notExists,
  sql,
} from "drizzle-orm";
import { addIstDays, istDay, istDayStart } from "~/domain/ist";
import { currentWeekFrom, type StudyPlanInput, type TopicRecord } from "~/domain/study-plan";
import type { DbOrTx } from "~/server/db/client";
import {
  attemptAnswers,
  attempts,
  exams,
  questions,
  quizQuestions,
  quizzes,
  reviewCards,
  reviewLog,
} from "~/server/db/schema";
import type { ExamType } from "~/shared/contract/common";

const FULL_PAPERS = ["mock", "past_paper"] as const;

// any type's answer: rows from before question types have only chosen_index
const answeredSql = sql`(${attemptAnswers.chosenIndex} is not null or ${attemptAnswers.response} is not null)`;

/** What the planning function needs of one learner and exam, read from current data. */
export async function studyPlanInput(
  db: DbOrTx,
  options: {
    userId: number;
    examType: ExamType;
    examDate: string;
    startedAt: Date;
    hoursPerDay: number | null;
    now: Date;
  },
): Promise<StudyPlanInput & { examName: string; dueNow: number }> {
  const { userId, examType, now } = options;
  const today = istDay(now);
  const startedDay = istDay(options.startedAt);
  const weekFrom = istDayStart(currentWeekFrom(today, startedDay));
  const [exam] = await db
    .select({
      name: exams.name,
      topics: exams.topics,
      officialMinutes: exams.officialMinutes,
      officialQuestions: exams.officialQuestions,
    })
    .from(exams)
    .where(eq(exams.key, examType));
  if (!exam) throw new Error(`unknown exam ${examType}`);

  const [bank, tallies, cards, mocks, doneQuestions, doneReviews, doneMocks] = await Promise.all([
    // questions learners can practise: held by a published practice quiz of the exam
    db
      .select({ subject: questions.subject, topic: questions.topic, n: countDistinct(questions.id) })
      .from(questions)
      .innerJoin(quizQuestions, eq(quizQuestions.questionId, questions.id))
      .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
      .where(
        and(
          eq(questions.examType, examType),
          isNull(questions.deletedAt),
          eq(questions.status, "published"),
          isNull(questions.instituteId),
          eq(quizzes.published, true),
          eq(quizzes.kind, "practice"),
        ),
      )
      .groupBy(questions.subject, questions.topic),
    db
      .select({
        subject: attemptAnswers.subject,
        topic: attemptAnswers.topic,
        answered: sql<number>`count(*) filter (where ${answeredSql})`.mapWith(Number),
        correct: sql<number>`count(*) filter (where ${attemptAnswers.isCorrect})`.mapWith(Number),
      })
      .from(attemptAnswers)
      .where(and(eq(attemptAnswers.userId, userId), eq(attemptAnswers.examType, examType)))
      .groupBy(attemptAnswers.subject, attemptAnswers.topic),
    db
      .select({ due: reviewCards.due })
      .from(reviewCards)
      .innerJoin(questions, eq(questions.id, reviewCards.questionId))
      .where(
        and(
          eq(reviewCards.userId, userId),
          eq(questions.examType, examType),
          isNull(questions.deletedAt),
          lt(reviewCards.due, istDayStart(options.examDate)),
        ),
      ),
    db
      .select({ n: count() })
      .from(quizzes)
      .where(
        and(
          eq(quizzes.examType, examType),
          eq(quizzes.published, true),
          inArray(quizzes.kind, [...FULL_PAPERS]),
          notExists(
            db
              .select({ one: sql`1` })
              .from(attempts)
              .where(
                and(
                  eq(attempts.quizId, quizzes.id),
                  eq(attempts.userId, userId),
                  isNotNull(attempts.submittedAt),
                ),
              ),
          ),
        ),
      ),
    db
      .select({ n: count() })
      .from(attemptAnswers)
      .where(
        and(
          eq(attemptAnswers.userId, userId),
          eq(attemptAnswers.examType, examType),
          gte(attemptAnswers.answeredAt, weekFrom),
          answeredSql,
        ),
      ),
    db
      .select({ n: count() })
      .from(reviewLog)
      .innerJoin(questions, eq(questions.id, reviewLog.questionId))
      .where(
        and(
          eq(reviewLog.userId, userId),
          eq(questions.examType, examType),
          gte(reviewLog.reviewedAt, weekFrom),
        ),
      ),
    db
      .select({ n: count() })
      .from(attempts)
      .innerJoin(quizzes, eq(quizzes.id, attempts.quizId))
      .where(
        and(
          eq(attempts.userId, userId),
          eq(quizzes.examType, examType),
          inArray(quizzes.kind, [...FULL_PAPERS]),
          gte(attempts.submittedAt, weekFrom),
        ),
      ),
  ]);

  const key = (subject: string, topic: string) => `${subject}\u0000${topic}`;
  const tallyOf = new Map(tallies.map((t) => [key(t.subject, t.topic), t]));
  const bankOf = new Map(bank.map((b) => [key(b.subject, b.topic), b.n]));
  const listed = Object.entries(exam.topics).flatMap(([subject, names]) =>
    names.map((topic) => ({ subject, topic })),
  );
  const listedKeys = new Set(listed.map((t) => key(t.subject, t.topic)));
  // topics only the bank has (an admin's own) come after the exam's, by subject then name
  const extra = bank
    .filter((b) => !listedKeys.has(key(b.subject, b.topic)))
    .sort((a, b) => a.subject.localeCompare(b.subject) || a.topic.localeCompare(b.topic));
  const topics: TopicRecord[] = [...listed, ...extra].map(({ subject, topic }) => {
    const tally = tallyOf.get(key(subject, topic));
    return {
      subject,
      topic,
      answered: tally?.answered ?? 0,
      correct: tally?.correct ?? 0,
      questionsAvailable: bankOf.get(key(subject, topic)) ?? 0,
    };
  });
  // an overdue card is due today
  const cardsDue = cards.map((c) => (c.due <= now ? today : istDay(c.due)));
  return {
    examName: exam.name,
    today,
    startedDay,
    examDate: options.examDate,
    hoursPerDay: options.hoursPerDay,
    paper: { officialMinutes: exam.officialMinutes, officialQuestions: exam.officialQuestions },
    topics,
    cardsDue,
    dueNow: cards.filter((c) => c.due <= now).length,
    mocksAvailable: mocks[0]?.n ?? 0,
    doneThisWeek: {
      questions: doneQuestions[0]?.n ?? 0,
      reviewCards: doneReviews[0]?.n ?? 0,
      mocks: doneMocks[0]?.n ?? 0,
    },
  };
}

/** An exam date the plan accepts: after today (IST) and within maxDays. */
export function examDateProblem(examDate: string, now: Date, maxDays: number): "past" | "far" | null {
  const today = istDay(now);
  if (examDate <= today) return "past";
  if (examDate > addIstDays(today, maxDays)) return "far";
  return null;
}
