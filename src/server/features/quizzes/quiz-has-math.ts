import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { questions, quizQuestions } from "~/server/db/schema";
import { TtlCache } from "~/server/lib/ttl-cache";

/** Whether any question of the quiz has typeset math (KaTeX's markup in its cached HTML). */
export async function quizHasMath(db: DbOrTx, quizId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: quizQuestions.questionId })
    .from(quizQuestions)
    .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
    .where(and(eq(quizQuestions.quizId, quizId), sql`${questions.mathHtml}::text like '%katex%'`))
    .limit(1);
  return row !== undefined;
}

/** quizHasMath, kept per instance for a few minutes: the exam hall's page asks it on every load. */
export function cachedQuizHasMath(db: DbOrTx, ttlMs = 5 * 60_000): (quizId: number) => Promise<boolean> {
  const cache = new TtlCache<boolean>(ttlMs, { maxKeys: 1024 });
  return (quizId) => cache.get(String(quizId), () => quizHasMath(db, quizId));
}
