import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { z } from "zod";
import type { MarkingScheme } from "~/domain/marking";
import type { DbOrTx } from "~/server/db/client";
import { attempts, categories, type QuizSectionRecord, quizQuestions, quizzes } from "~/server/db/schema";
import { AppError, badRequest, notFound } from "~/server/http/errors";
import { type BankOwner, ownedBy } from "~/server/institutes/bank-owner";
import type { AdminQuiz, createQuizBodySchema, updateQuizBodySchema } from "~/shared/contract/admin";

type CreateQuizInput = z.output<typeof createQuizBodySchema>;
type UpdateQuizInput = z.output<typeof updateQuizBodySchema>;

const questionCount = sql<number>`(select count(*) from ${quizQuestions} where ${quizQuestions.quizId} = ${quizzes.id})`;
const attemptCount = sql<number>`(select count(*) from ${attempts} where ${attempts.quizId} = ${quizzes.id})`;

function selectAdminQuizzes(db: DbOrTx) {
  return db
    .select({
      ...getTableColumns(quizzes),
      categoryName: categories.name,
      questionCount: questionCount.mapWith(Number),
      attemptCount: attemptCount.mapWith(Number),
    })
    .from(quizzes)
    .leftJoin(categories, eq(categories.id, quizzes.categoryId));
}

type AdminQuizRow = Awaited<ReturnType<typeof selectAdminQuizzes>>[number];

function toAdminQuiz(row: AdminQuizRow): AdminQuiz {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    titleHi: row.titleHi,
    descriptionHi: row.descriptionHi,
    examType: row.examType,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    kind: row.kind,
    difficulty: row.difficulty,
    year: row.year,
    timeLimit: row.timeLimit,
    totalQuestions: row.totalQuestions,
    markingCorrect: row.markingCorrect,
    markingWrong: row.markingWrong,
    markingScheme: row.markingScheme,
    sections: row.sections,
    published: row.published,
    questionCount: row.questionCount,
    attemptCount: row.attemptCount,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Every quiz of the owner's bank (the site's by default), newest first, with its counts. */
export async function listAdminQuizzes(db: DbOrTx, owner: BankOwner = null): Promise<AdminQuiz[]> {
  const rows = await selectAdminQuizzes(db)
    .where(ownedBy(quizzes.instituteId, owner))
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id));
  return rows.map(toAdminQuiz);
}

export async function findAdminQuiz(db: DbOrTx, id: number, owner: BankOwner = null): Promise<AdminQuiz> {
  const [row] = await selectAdminQuizzes(db).where(
    and(eq(quizzes.id, id), ownedBy(quizzes.instituteId, owner)),
  );
  if (!row) throw notFound(`No quiz with id ${id}`);
  return toAdminQuiz(row);
}

async function requireCategory(db: DbOrTx, categoryId: number) {
  const [category] = await db.select().from(categories).where(eq(categories.id, categoryId));
  if (!category) throw badRequest(`categoryId: there is no category with id ${categoryId}`, "categoryId");
  return category;
}

type PaperShape = {
  timeLimit: number;
  sections: QuizSectionRecord[] | null;
  markingScheme: MarkingScheme | null;
};

/**
 * The sections' time limits fit in the paper's, and marks set per section name the paper's
 * sections: a rule for a section the paper lacks would mark nothing, silently.
 */
function checkPaperShape(paper: PaperShape): void {
  const timed = paper.sections?.filter((s) => s.timeLimitMinutes) ?? [];
  const total = timed.reduce((sum, s) => sum + (s.timeLimitMinutes ?? 0), 0);
  if (total > paper.timeLimit) {
    throw badRequest(
      `sections: the sections' time limits add up to ${total} minutes, more than the paper's ${paper.timeLimit}`,
      "sections",
    );
  }
  const names = new Set(paper.sections?.map((s) => s.name) ?? []);
  const unknown = Object.keys(paper.markingScheme?.bySection ?? {}).find((name) => !names.has(name));
  if (unknown !== undefined) {
    throw badRequest(
      `markingScheme: marks are set for a section the paper does not have (${unknown})`,
      "markingScheme",
    );
  }
}

/** A section as stored: its minutes only when it has them. */
const storedSections = (sections: QuizSectionRecord[] | null | undefined) =>
  sections?.map((s) => ({
    name: s.name,
    ...(s.timeLimitMinutes ? { timeLimitMinutes: s.timeLimitMinutes } : {}),
  })) ?? null;

export const EMPTY_QUIZ_UNPUBLISHABLE =
  "published: a quiz with no questions cannot be published; add its questions first";
export const INSTITUTE_PAPER_UNPUBLISHABLE =
  "published: an institute's paper is not published on the site; assign it to batches instead";

/**
 * Creates a quiz in a category (a draft: it has no questions yet); its exam is the category's. An
 * institute's paper stays unpublished for good: its learners reach it through assignments (0059).
 */
export async function createQuiz(
  db: DbOrTx,
  input: CreateQuizInput,
  now: Date,
  owner: BankOwner = null,
): Promise<AdminQuiz> {
  if (input.published)
    throw badRequest(owner === null ? EMPTY_QUIZ_UNPUBLISHABLE : INSTITUTE_PAPER_UNPUBLISHABLE, "published");
  const category = await requireCategory(db, input.categoryId);
  const sections = storedSections(input.sections);
  const markingScheme = input.markingScheme ?? null;
  checkPaperShape({ timeLimit: input.timeLimit, sections, markingScheme });
  const [row] = await db
    .insert(quizzes)
    .values({
      title: input.title,
      description: input.description,
      titleHi: input.titleHi ?? null,
      descriptionHi: input.descriptionHi ?? null,
      examType: category.examType,
      categoryId: category.id,
      kind: input.kind,
      difficulty: input.difficulty,
      year: input.year ?? null,
      timeLimit: input.timeLimit,
      totalQuestions: input.totalQuestions,
      markingCorrect: input.markingCorrect ?? null,
      markingWrong: input.markingWrong ?? null,
      markingScheme,
      sections,
      published: input.published,
      instituteId: owner,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: quizzes.id });
  return findAdminQuiz(db, row!.id, owner);
}

/** The Hindi as sent; else none when its English changed (it translated the old English); else as it is. */
function hindiFollowing<K extends "titleHi" | "descriptionHi">(
  column: K,
  sent: string | null | undefined,
  englishChanged: boolean,
): Partial<Record<K, string | null>> {
  if (sent !== undefined) return { [column]: sent } as Record<K, string | null>;
  return englishChanged ? ({ [column]: null } as Record<K, null>) : {};
}

/**
 * Edits a quiz (including publish and unpublish); only the fields sent change. Publishing sets the
 * declared question count to the questions attached, so the paper says what learners will get.
 */
export async function updateQuiz(
  db: DbOrTx,
  id: number,
  input: UpdateQuizInput,
  now: Date,
  owner: BankOwner = null,
): Promise<AdminQuiz> {
  const current = await findAdminQuiz(db, id, owner);
  if (Object.keys(input).length === 0) throw badRequest("body: send at least one field to change", "body");
  if (owner !== null && input.published) throw badRequest(INSTITUTE_PAPER_UNPUBLISHABLE, "published");
  if (input.published && current.questionCount === 0) throw badRequest(EMPTY_QUIZ_UNPUBLISHABLE, "published");
  const publishing = input.published === true && !current.published;
  const sections = input.sections !== undefined ? storedSections(input.sections) : current.sections;
  checkPaperShape({
    timeLimit: input.timeLimit ?? current.timeLimit,
    sections,
    markingScheme: input.markingScheme !== undefined ? input.markingScheme : current.markingScheme,
  });
  let examType = current.examType;
  if (input.categoryId !== undefined && input.categoryId !== current.categoryId) {
    const category = await requireCategory(db, input.categoryId);
    if (category.examType !== current.examType) {
      const [other] = await db.select({ n: count() }).from(quizQuestions).where(eq(quizQuestions.quizId, id));
      if (Number(other?.n ?? 0) > 0) {
        throw badRequest(
          `categoryId: "${category.name}" belongs to another exam, and this quiz already has ${current.examType.toUpperCase()} questions`,
          "categoryId",
        );
      }
      examType = category.examType;
    }
  }
  await db
    .update(quizzes)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...hindiFollowing("titleHi", input.titleHi, input.title !== undefined && input.title !== current.title),
      ...hindiFollowing(
        "descriptionHi",
        input.descriptionHi,
        input.description !== undefined && input.description !== current.description,
      ),
      ...(input.categoryId !== undefined ? { categoryId: input.categoryId, examType } : {}),
      ...(input.timeLimit !== undefined ? { timeLimit: input.timeLimit } : {}),
      ...(input.totalQuestions !== undefined ? { totalQuestions: input.totalQuestions } : {}),
      // a quiz is published with the questions it holds: the declared count follows them
      ...(publishing ? { totalQuestions: current.questionCount } : {}),
      ...(input.kind !== undefined ? { kind: input.kind } : {}),
      ...(input.difficulty !== undefined ? { difficulty: input.difficulty } : {}),
      ...(input.year !== undefined ? { year: input.year } : {}),
      ...(input.published !== undefined ? { published: input.published } : {}),
      ...(input.markingCorrect !== undefined ? { markingCorrect: input.markingCorrect } : {}),
      ...(input.markingWrong !== undefined ? { markingWrong: input.markingWrong } : {}),
      ...(input.markingScheme !== undefined ? { markingScheme: input.markingScheme } : {}),
      ...(input.sections !== undefined ? { sections } : {}),
      updatedAt: now,
    })
    .where(eq(quizzes.id, id));
  return findAdminQuiz(db, id, owner);
}

/**
 * Deletes a quiz nobody has attempted (its question links and schedule entries go with it; the
 * questions stay in the bank). A quiz with attempts keeps its results: unpublish it instead.
 */
export async function deleteQuiz(db: DbOrTx, id: number, owner: BankOwner = null): Promise<void> {
  const quiz = await findAdminQuiz(db, id, owner);
  // One statement, so an attempt started meanwhile cannot be cascaded away with the quiz.
  const deleted = await db
    .delete(quizzes)
    .where(
      and(eq(quizzes.id, id), sql`not exists (select 1 from ${attempts} where ${attempts.quizId} = ${id})`),
    )
    .returning({ id: quizzes.id });
  if (deleted.length === 0) {
    throw new AppError(
      409,
      `Learners have attempted "${quiz.title}", so deleting it would remove their results. Unpublish it instead.`,
    );
  }
}
