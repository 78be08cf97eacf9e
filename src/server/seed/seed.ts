import type { AppContext } from "~/server/context";
import { refreshMathHtml } from "~/server/math/refresh-math-html";
import { seedContent } from "./seed-content";
import { seedDailySchedule, seedDemoHistory } from "./seed-history";
import { seedStimulusSets } from "./seed-stimuli";

/**
 * Seeds exams, the question bank and quizzes (and a set of questions sharing a passage and a
 * table), the daily schedule of the last week, and (once) the demo learners with a week of
 * history, then typesets the math of any question or stimulus not yet rendered. Idempotent: a re-run adds only what is missing.
 */
export async function seedDemoContent(ctx: AppContext, options: { history?: boolean } = {}): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await seedContent(tx);
    await seedStimulusSets(tx);
    await refreshMathHtml(tx);
    await seedDailySchedule(tx, now);
    if (options.history !== false) await seedDemoHistory(tx, now);
  });
}
