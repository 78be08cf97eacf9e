import { and, desc, eq } from "drizzle-orm";
import { accuracyOf, findChapter } from "~/domain/chapter-practice";
import type { DbOrTx } from "~/server/db/client";
import { attempts, quizzes } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import { CHAPTER_NOT_FOUND, type ChapterDetail, type ChapterSet } from "~/shared/contract/chapters";
import { DIFFICULTIES, type ExamType, QUESTION_TYPES } from "~/shared/contract/common";
import type { Syllabus } from "~/shared/contract/syllabus";
import { findChapterQuestions } from "./chapter-questions";
import { examPaceSeconds } from "./exam-pace";

const RECENT_SETS = 5;

/**
 * GET /api/exams/{examType}/chapters/{chapter}: the chapter's questions by difficulty and type, the
 * exam's official pace and, signed in, the learner's coverage, accuracy, average time per answered
 * question and their latest sets of it. Counts only: no question, no key.
 */
export async function findChapterDetail(
  db: DbOrTx,
  options: { syllabus: Syllabus; examType: ExamType; chapter: string; userId: number | null; now: Date },
): Promise<ChapterDetail> {
  const found = findChapter(options.syllabus, options.chapter);
  if (!found) throw notFound(CHAPTER_NOT_FOUND);
  const [paceSeconds, rows] = await Promise.all([
    examPaceSeconds(db, options.examType),
    findChapterQuestions(db, options),
  ]);
  const byDifficulty = Object.fromEntries(
    DIFFICULTIES.map((d) => [d, rows.filter((r) => r.difficulty === d).length]),
  ) as ChapterDetail["byDifficulty"];
  const byType = QUESTION_TYPES.map((type) => ({
    type,
    count: rows.filter((r) => r.type === type).length,
  })).filter((t) => t.count > 0);
  const { subject, unit, chapter } = found;
  const base = {
    examType: options.examType,
    slug: chapter.slug,
    name: chapter.name,
    nameHi: chapter.nameHi,
    subject: { name: subject.name, nameHi: subject.nameHi },
    unit: { slug: unit.slug, name: unit.name, nameHi: unit.nameHi },
    total: rows.length,
    byDifficulty,
    byType,
    paceSeconds,
  };
  if (options.userId === null) return { ...base, learner: null };

  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const timed = sum((r) => r.timed);
  return {
    ...base,
    learner: {
      answered: rows.filter((r) => r.answers > 0).length,
      untried: rows.filter((r) => r.latest === null).length,
      mistakes: rows.filter((r) => r.latest !== null && !r.latest.correct).length,
      accuracy: accuracyOf(
        sum((r) => r.correct),
        sum((r) => r.answers),
      ),
      averageSeconds: timed > 0 ? Math.round((10 * sum((r) => r.seconds)) / timed) / 10 : null,
      recentSets: await findRecentSets(db, { ...options, userId: options.userId }),
    },
  };
}

async function findRecentSets(
  db: DbOrTx,
  options: { examType: ExamType; chapter: string; userId: number },
): Promise<ChapterSet[]> {
  const rows = await db
    .select({
      attemptId: attempts.id,
      quizId: quizzes.id,
      mode: quizzes.chapterMode,
      difficulty: quizzes.difficulty,
      questionIds: attempts.questionIds,
      startedAt: attempts.startedAt,
      submittedAt: attempts.submittedAt,
      correct: attempts.correctCount,
    })
    .from(quizzes)
    .innerJoin(attempts, and(eq(attempts.quizId, quizzes.id), eq(attempts.userId, options.userId)))
    .where(
      and(
        eq(quizzes.ownerUserId, options.userId),
        eq(quizzes.chapter, options.chapter),
        eq(quizzes.examType, options.examType),
      ),
    )
    .orderBy(desc(attempts.id))
    .limit(RECENT_SETS);
  return rows.map((r) => ({
    attemptId: r.attemptId,
    quizId: r.quizId,
    mode: r.mode ?? "untried",
    difficulty: r.mode === "difficulty" ? r.difficulty : null,
    questions: r.questionIds.length,
    startedAt: r.startedAt.toISOString(),
    submittedAt: r.submittedAt?.toISOString() ?? null,
    correct: r.submittedAt ? r.correct : null,
  }));
}
