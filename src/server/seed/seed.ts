import type { AppContext } from "~/server/context";
import type { Db, DbOrTx } from "~/server/db/client";
import { refreshMathHtml } from "~/server/math/refresh-math-html";
import { seedContent } from "./seed-content";
import { seedDailySchedule, seedDemoHistory } from "./seed-history";
import { seedStimulusSets } from "./seed-stimuli";

/** Exams, questions, quizzes and the sets of questions sharing a passage or table, with their math typeset. */
async function writeBank(db: DbOrTx): Promise<void> {
  await seedContent(db);
  await seedStimulusSets(db);
  await refreshMathHtml(db);
}

/**
 * Seeds the question bank alone, in one transaction. It does not depend on the day, so a copy of a
 * database seeded this way serves any day (SEED_DEMO=bank). Idempotent, as seedDemoContent.
 */
export async function seedBank(db: Db): Promise<void> {
  await db.transaction(writeBank);
}

/**
 * Seeds the bank, the daily schedule of the last week, and (once) the demo learners with a week of
 * history, in one transaction. Idempotent: a re-run adds only what is missing.
 */
export async function seedDemoContent(ctx: AppContext, options: { history?: boolean } = {}): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await writeBank(tx);
    await seedDailySchedule(tx, now);
    if (options.history !== false) await seedDemoHistory(tx, now);
  });
}
