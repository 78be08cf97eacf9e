import type { AppContext } from "../context";
import { seedContent } from "./seed-content";

/** Seeds exams, the question bank, quizzes, the daily schedule and demo users. Idempotent. */
export async function seedDemoContent(ctx: AppContext): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await seedContent(tx);
  });
}
