import { and, asc, desc, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import { type Marking, maxMarksOf, percentOf, resolveMarking } from "~/domain/marking";
import type { DbOrTx } from "~/server/db/client";
import { notHeldForLive, resultPublished } from "~/server/db/live-hold";
import { attempts, exams, quizzes } from "~/server/db/schema";
import {
  hindiQuestionCount,
  liveQuestionCount,
  liveQuestionKinds,
  submittedUserCount,
} from "~/server/papers/quiz-sql";
import type { Difficulty, ExamType } from "~/shared/contract/common";
import type { FullLengthPaper } from "~/shared/contract/quiz-summary";
import type { MockTest, PastPaper } from "~/shared/contract/quizzes";
import { freeMockTestIds, paperLockReason } from "~/shared/plans";

type Paper = {
  id: number;
  title: string;
  description: string;
  titleHi: string | null;
  descriptionHi: string | null;
  examType: ExamType;
  examName: string;
  difficulty: Difficulty;
  year: number | null;
  isSample: boolean;
  durationMinutes: number;
  questionCount: number;
  hindiCount: number;
  maxMarks: number;
  attemptCount: number;
  marking: Marking;
  sections: string[];
  locked: boolean;
  fullLength: FullLengthPaper | null;
};

type UserFigures = {
  status: "completed" | "not_attempted";
  bestScore: number | null;
  bestPercent: number | null;
  lastAttemptId: number | null;
};

/**
 * Published quizzes of one kind (mock tests or past papers) with figures computed from the data:
 * duration, live question count, maximum marks under the quiz's marking, distinct users who
 * submitted, and for a signed-in user their status, best marks and latest attempt.
 */
async function listPapers(
  db: DbOrTx,
  options: { kind: "mock" | "past_paper"; userId?: number; hasPaidPlan: boolean; now: Date; where?: SQL[] },
): Promise<(Paper & Partial<UserFigures>)[]> {
  const rows = await db
    .select({
      quiz: {
        id: quizzes.id,
        title: quizzes.title,
        description: quizzes.description,
        titleHi: quizzes.titleHi,
        descriptionHi: quizzes.descriptionHi,
        examType: quizzes.examType,
        difficulty: quizzes.difficulty,
        year: quizzes.year,
        isSample: quizzes.isSample,
        timeLimit: quizzes.timeLimit,
        sections: quizzes.sections,
        markingCorrect: quizzes.markingCorrect,
        markingWrong: quizzes.markingWrong,
        markingScheme: quizzes.markingScheme,
        fullLength: quizzes.fullLength,
      },
      exam: {
        name: exams.name,
        markingCorrect: exams.markingCorrect,
        markingWrong: exams.markingWrong,
        markingScheme: exams.markingScheme,
      },
      questionCount: liveQuestionCount,
      questionKinds: liveQuestionKinds,
      hindiCount: hindiQuestionCount,
      attemptCount: submittedUserCount,
    })
    .from(quizzes)
    .innerJoin(exams, eq(exams.key, quizzes.examType))
    .where(
      and(
        eq(quizzes.kind, options.kind),
        eq(quizzes.published, true),
        notHeldForLive(quizzes.id, options.now),
        ...(options.where ?? []),
      ),
    )
    .orderBy(asc(exams.sortOrder), desc(quizzes.year), asc(quizzes.id));

  // every published mock test is listed (filters only narrow past papers), so the first of each exam is here
  const freeMocks = freeMockTestIds(rows.map(({ quiz }) => quiz));
  const papers: Paper[] = rows.map(
    ({ quiz, exam, questionCount, questionKinds, hindiCount, attemptCount }) => {
      const marking = resolveMarking(exam, quiz);
      return {
        id: quiz.id,
        title: quiz.title,
        description: quiz.description,
        titleHi: quiz.titleHi,
        descriptionHi: quiz.descriptionHi,
        examType: quiz.examType,
        examName: exam.name,
        difficulty: quiz.difficulty,
        year: quiz.year,
        isSample: quiz.isSample,
        durationMinutes: quiz.timeLimit,
        questionCount,
        hindiCount,
        maxMarks: maxMarksOf(questionKinds, marking),
        attemptCount,
        marking,
        sections: quiz.sections?.map((s) => s.name) ?? [],
        locked: !options.hasPaidPlan && paperLockReason(options.kind, freeMocks.has(quiz.id)) !== null,
        fullLength: quiz.fullLength,
      };
    },
  );
  if (options.userId === undefined || papers.length === 0) return papers;

  const mine = await db
    .select({
      id: attempts.id,
      quizId: attempts.quizId,
      marks: attempts.marks,
      maxMarks: attempts.maxMarks,
      retakeOfAttemptId: attempts.retakeOfAttemptId,
    })
    .from(attempts)
    .where(
      and(
        eq(attempts.userId, options.userId),
        isNotNull(attempts.submittedAt),
        resultPublished(attempts.id, options.now),
        inArray(
          attempts.quizId,
          papers.map((p) => p.id),
        ),
      ),
    )
    .orderBy(desc(attempts.submittedAt), desc(attempts.id));

  return papers.map((paper) => {
    const own = mine.filter((a) => a.quizId === paper.id);
    // a retake of the wrong answers covers a subset: it is no full-paper score
    const full = own.filter((a) => a.retakeOfAttemptId === null);
    const best = full.reduce<(typeof full)[number] | undefined>(
      (b, a) => (b === undefined || (a.marks ?? 0) > (b.marks ?? 0) ? a : b),
      undefined,
    );
    return {
      ...paper,
      status: own.length > 0 ? "completed" : "not_attempted",
      bestScore: best?.marks ?? null,
      bestPercent: best ? percentOf(best.marks ?? 0, best.maxMarks ?? 0) : null,
      lastAttemptId: full[0]?.id ?? own[0]?.id ?? null,
    };
  });
}

/** GET /api/mock-tests */
export async function listMockTests(
  db: DbOrTx,
  options: { userId?: number; hasPaidPlan: boolean; now: Date },
): Promise<MockTest[]> {
  const papers = await listPapers(db, { kind: "mock", ...options });
  return papers.map(({ examName: _examName, year: _year, isSample: _isSample, difficulty, ...p }) => ({
    ...p,
    categoryId: p.examType,
    difficultyLevel: difficulty,
  }));
}

/** GET /api/past-papers?examType=&year= */
export async function listPastPapers(
  db: DbOrTx,
  options: { userId?: number; hasPaidPlan: boolean; now: Date; examType?: ExamType; year?: number },
): Promise<PastPaper[]> {
  const where: SQL[] = [];
  if (options.examType) where.push(eq(quizzes.examType, options.examType));
  if (options.year !== undefined) where.push(eq(quizzes.year, options.year));
  return listPapers(db, {
    kind: "past_paper",
    userId: options.userId,
    hasPaidPlan: options.hasPaidPlan,
    now: options.now,
    where,
  });
}
