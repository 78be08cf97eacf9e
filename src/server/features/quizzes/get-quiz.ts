import type { Difficulty, ExamType, QuizKind } from "../../../shared/contract/common";
import {
  QUIZ_NOT_FOUND,
  type QuizDetail,
  type QuizSection,
  quizDetailSchema,
} from "../../../shared/contract/quizzes";
import type { DbOrTx } from "../../db/client";
import { runStatement, statement } from "../../db/statement";
import { notFound } from "../../http/errors";
import { findQuiz, findQuizQuestions } from "./find-quiz";

/**
 * A quiz's public part as JSON text, the same for every learner: checked against the contract once
 * when it is built, then only glued together per request (see quizJson).
 */
export type PublicQuiz = {
  published: boolean;
  questionIds: number[];
  /** the whole answer up to and including `"questions":[` */
  head: string;
  /** each question's JSON object without its closing brace, so `bookmarked` can be appended */
  questions: string[];
};

/**
 * A quiz as the quiz page shows it (GET /api/quiz/{id}), without the per-user bookmarks. Built
 * field by field from an allow-list: the answer key and explanations (English or Hindi) are never
 * copied into it. Undefined when the quiz does not exist.
 */
export async function loadPublicQuiz(db: DbOrTx, quizId: number): Promise<PublicQuiz | undefined> {
  const quiz = await findQuiz(db, quizId);
  if (!quiz) return undefined;
  const rows = await findQuizQuestions(db, quiz.id);

  const sectionNames = quiz.sections?.map((s) => s.name) ?? [];
  const sections: QuizSection[] | null =
    quiz.sections && quiz.sections.length > 0
      ? quiz.sections.map((s) => ({
          name: s.name,
          ...(s.timeLimitMinutes ? { timeLimitMinutes: s.timeLimitMinutes } : {}),
          questionIds: rows.filter((q) => q.section === s.name).map((q) => q.id),
        }))
      : null;
  // a question filed under a section the quiz does not list still has to be reachable
  const orphans = sections ? rows.filter((q) => !q.section || !sectionNames.includes(q.section)) : [];
  if (sections && orphans.length > 0) sections.push({ name: "Other", questionIds: orphans.map((q) => q.id) });

  const detail: QuizDetail = quizDetailSchema.parse({
    id: quiz.id,
    title: quiz.title,
    description: quiz.description,
    examType: quiz.examType as ExamType,
    kind: quiz.kind as QuizKind,
    difficulty: quiz.difficulty as Difficulty,
    timeLimit: quiz.timeLimit,
    totalQuestions: rows.length,
    marking: quiz.marking,
    sections,
    questions: rows.map((q) => ({
      id: q.id,
      question: q.text,
      options: q.options,
      subject: q.subject,
      topic: q.topic,
      section: q.section,
      ...(q.textHi && q.optionsHi ? { hi: { question: q.textHi, options: q.optionsHi } } : {}),
    })),
  });
  const { questions, ...rest } = detail;
  // "questions" is the last key: cut the `[]}` off the serialised head
  const head = JSON.stringify({ ...rest, questions: [] }).slice(0, -2);
  return {
    published: quiz.published,
    questionIds: questions.map((q) => q.id),
    head,
    questions: questions.map((q) => JSON.stringify(q).slice(0, -1)),
  };
}

/** The answer's JSON text; `bookmarked` set on every question when the bookmarks are given. */
export function quizJson(quiz: PublicQuiz, bookmarked?: ReadonlySet<number>): string {
  const items = quiz.questions.map((q, i) =>
    bookmarked ? `${q},"bookmarked":${bookmarked.has(quiz.questionIds[i] ?? 0)}}` : `${q}}`,
  );
  return `${quiz.head}${items.join(",")}]}`;
}

const userBookmarkIdsStatement = statement<{ questionId: number }>(
  "user_bookmark_ids",
  `select question_id AS "questionId" from bookmarks where user_id = $1`,
);

/** The ids of every question the user bookmarked. */
export async function findUserBookmarkIds(db: DbOrTx, userId: number): Promise<Set<number>> {
  const rows = await runStatement(db, userBookmarkIdsStatement, [userId]);
  return new Set(rows.map((b) => b.questionId));
}

/**
 * GET /api/quiz/{id} as JSON text. `load` gives the public part (cached or not, the caller decides);
 * unpublished quizzes are visible to admins only.
 */
export async function getQuizForTaking(
  db: DbOrTx,
  options: {
    quizId: number;
    userId?: number;
    isAdmin?: boolean;
    load?: (quizId: number) => Promise<PublicQuiz | undefined>;
    /** the user's bookmarked question ids (cached or not, the caller decides) */
    bookmarks?: () => Promise<ReadonlySet<number>>;
  },
): Promise<string> {
  const quiz = await (options.load ?? ((id) => loadPublicQuiz(db, id)))(options.quizId);
  if (!quiz || (!quiz.published && !options.isAdmin)) throw notFound(QUIZ_NOT_FOUND);
  const { userId } = options;
  if (userId === undefined) return quizJson(quiz);
  return quizJson(quiz, await (options.bookmarks ?? (() => findUserBookmarkIds(db, userId)))());
}
