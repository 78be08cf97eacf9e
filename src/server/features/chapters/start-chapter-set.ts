import { and, desc, eq, isNull } from "drizzle-orm";
import { chooseChapterSet, findChapter, setMinutes } from "~/domain/chapter-practice";
import type { DbOrTx } from "~/server/db/client";
import { attempts, quizzes } from "~/server/db/schema";
import { conflict, notFound } from "~/server/http/errors";
import { isWithinTime, lockUser, toSheet } from "~/server/papers/find-attempt";
import { startOwnPracticeQuiz } from "~/server/papers/own-practice-quiz";
import {
  CHAPTER_NOT_FOUND,
  type ChapterSetMode,
  type ChapterSetStarted,
  NO_MISTAKES_YET,
  NO_QUESTIONS_IN_CHAPTER,
  NO_QUESTIONS_OF_DIFFICULTY,
} from "~/shared/contract/chapters";
import type { Difficulty, ExamType } from "~/shared/contract/common";
import type { Syllabus } from "~/shared/contract/syllabus";
import { findChapterQuestions } from "./chapter-questions";
import { examPaceSeconds } from "./exam-pace";

/**
 * POST /api/exams/{examType}/chapters/{chapter}/sets: chooses the set's questions by
 * src/domain/chapter-practice.ts, puts them in a practice quiz of the learner's own (unpublished,
 * `owner_user_id` the learner, `chapter` and `chapter_mode` saying what it is), and starts an
 * attempt of it, all in one transaction: the path "Practise my weak topics" takes, so the hall, the
 * submit, the review deck and coverage treat it as any practice quiz. Every plan may: no plan gate.
 * Asking again while a set of the same chapter and kind is open resumes it (a double click, a
 * retry after a lost answer), as a retake does. The time is the exam's official pace per question.
 */
export async function startChapterSet(
  db: DbOrTx,
  options: {
    syllabus: Syllabus;
    examType: ExamType;
    chapter: string;
    userId: number;
    mode: ChapterSetMode;
    difficulty?: Difficulty;
    size: number;
    now: Date;
  },
): Promise<ChapterSetStarted> {
  const { userId, examType, chapter, mode, now } = options;
  const found = findChapter(options.syllabus, chapter);
  if (!found) throw notFound(CHAPTER_NOT_FOUND);
  const difficulty = mode === "difficulty" ? (options.difficulty ?? "medium") : undefined;
  const paceSeconds = await examPaceSeconds(db, examType);

  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const [open] = await tx
      .select({ attempt: attempts })
      .from(attempts)
      .innerJoin(quizzes, eq(quizzes.id, attempts.quizId))
      .where(
        and(
          eq(attempts.userId, userId),
          isNull(attempts.submittedAt),
          eq(quizzes.ownerUserId, userId),
          eq(quizzes.examType, examType),
          eq(quizzes.chapter, chapter),
          eq(quizzes.chapterMode, mode),
          ...(difficulty ? [eq(quizzes.difficulty, difficulty)] : []),
        ),
      )
      .orderBy(desc(attempts.id))
      .limit(1);
    if (open && isWithinTime(open.attempt, now))
      return {
        sheet: toSheet(open.attempt, now),
        questions: open.attempt.questionIds.length,
        asked: options.size,
      };

    const candidates = await findChapterQuestions(tx, { examType, chapter, userId, now });
    const choice = chooseChapterSet(candidates, {
      mode,
      size: options.size,
      ...(difficulty ? { difficulty } : {}),
    });
    if ("refused" in choice) {
      if (choice.refused === "no-mistakes") throw conflict(NO_MISTAKES_YET);
      if (choice.refused === "no-difficulty") throw conflict(NO_QUESTIONS_OF_DIFFICULTY);
      throw conflict(NO_QUESTIONS_IN_CHAPTER);
    }
    const { questionIds } = choice;
    const timeLimit = setMinutes(questionIds.length, paceSeconds);
    const sheet = await startOwnPracticeQuiz(tx, {
      userId,
      compensatoryTime: user.compensatoryTime,
      quiz: {
        title: `Chapter practice: ${found.chapter.name}`,
        titleHi: `अध्याय अभ्यास: ${found.chapter.nameHi}`,
        description: `${found.subject.name} · ${found.unit.name}`,
        descriptionHi: `${found.subject.nameHi} · ${found.unit.nameHi}`,
        examType,
        difficulty: difficulty ?? "medium",
        chapter,
        chapterMode: mode,
      },
      questionIds,
      timeLimit,
      now,
    });
    return { sheet, questions: questionIds.length, asked: options.size };
  });
}
