import { and, asc, count, eq } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { categories, exams, quizzes } from "~/server/db/schema";
import { AppError, badRequest } from "~/server/http/errors";
import type { AdminCategory } from "~/shared/contract/admin";
import type { ExamType } from "~/shared/contract/common";

/** Every category with its quiz count, by exam then name. */
export async function listCategories(db: DbOrTx): Promise<AdminCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      examType: categories.examType,
      quizCount: count(quizzes.id),
    })
    .from(categories)
    .leftJoin(quizzes, eq(quizzes.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.examType), asc(categories.name));
  return rows.map((r) => ({ ...r, quizCount: Number(r.quizCount) }));
}

/** Creates a category; the name is unique within its exam. */
export async function createCategory(
  db: DbOrTx,
  input: { name: string; examType: ExamType; description?: string | undefined },
): Promise<AdminCategory> {
  await requireExam(db, input.examType);
  const [existing] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.examType, input.examType), eq(categories.name, input.name)));
  if (existing) {
    throw new AppError(409, `name: a category named "${input.name}" already exists for this exam`, "name");
  }
  const [row] = await db
    .insert(categories)
    .values({ name: input.name, examType: input.examType, description: input.description ?? "" })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new AppError(409, `name: a category named "${input.name}" already exists for this exam`, "name");
  }
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    examType: row.examType,
    quizCount: 0,
  };
}

/** The exam must exist (it is seeded); a database without it cannot hold its categories. */
export async function requireExam(db: DbOrTx, examType: ExamType) {
  const [exam] = await db.select({ key: exams.key }).from(exams).where(eq(exams.key, examType));
  if (!exam) throw badRequest(`examType: the exam "${examType}" is not set up in this database`, "examType");
}
