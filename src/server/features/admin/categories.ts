import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { categories, exams, quizzes } from "~/server/db/schema";
import { isUniqueViolation } from "~/server/db/statement";
import { AppError, badRequest, notFound } from "~/server/http/errors";
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
  if (existing) throw nameTaken(input.name);
  const [row] = await db
    .insert(categories)
    .values({ name: input.name, examType: input.examType, description: input.description ?? "" })
    .onConflictDoNothing()
    .returning();
  if (!row) throw nameTaken(input.name);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    examType: row.examType,
    quizCount: 0,
  };
}

const nameTaken = (name: string) =>
  new AppError(409, `name: a category named "${name}" already exists for this exam`, "name");

async function findCategory(db: DbOrTx, id: number): Promise<AdminCategory> {
  const [row] = (await listCategories(db)).filter((c) => c.id === id);
  if (!row) throw notFound(`No category with id ${id}`);
  return row;
}

/** Renames a category or changes its description; the name stays unique within its exam. */
export async function updateCategory(
  db: DbOrTx,
  id: number,
  input: { name?: string | undefined; description?: string | undefined },
): Promise<AdminCategory> {
  const current = await findCategory(db, id);
  if (input.name === undefined && input.description === undefined) {
    throw badRequest("body: send at least one field to change", "body");
  }
  if (input.name !== undefined && input.name !== current.name) {
    const [other] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.examType, current.examType),
          eq(categories.name, input.name),
          ne(categories.id, id),
        ),
      );
    if (other) throw nameTaken(input.name);
  }
  try {
    await db
      .update(categories)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
      })
      .where(eq(categories.id, id));
  } catch (error) {
    // another admin took the name between the check and the update
    if (input.name !== undefined && isUniqueViolation(error, "categories_exam_name_idx"))
      throw nameTaken(input.name);
    throw error;
  }
  return findCategory(db, id);
}

/**
 * Removes a category no quiz is filed under. One statement, so a quiz filed under it meanwhile
 * keeps it; while quizzes use it, a 409 says how many, to move first.
 */
export async function deleteCategory(db: DbOrTx, id: number): Promise<void> {
  const current = await findCategory(db, id);
  const deleted = await db
    .delete(categories)
    .where(
      and(
        eq(categories.id, id),
        sql`not exists (select 1 from ${quizzes} where ${quizzes.categoryId} = ${id})`,
      ),
    )
    .returning({ id: categories.id });
  if (deleted.length > 0) return;
  const [used] = await db.select({ n: count() }).from(quizzes).where(eq(quizzes.categoryId, id));
  const n = Number(used?.n ?? current.quizCount);
  throw new AppError(
    409,
    n === 1
      ? `1 quiz is filed under "${current.name}": move it to another category first`
      : `${n} quizzes are filed under "${current.name}": move them to another category first`,
  );
}

/** The exam must exist (it is seeded); a database without it cannot hold its categories. */
export async function requireExam(db: DbOrTx, examType: ExamType) {
  const [exam] = await db.select({ key: exams.key }).from(exams).where(eq(exams.key, examType));
  if (!exam) throw badRequest(`examType: the exam "${examType}" is not set up in this database`, "examType");
}
