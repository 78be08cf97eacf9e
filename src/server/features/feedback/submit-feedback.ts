import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "~/server/db/client";
import { feedback, questions } from "~/server/db/schema";
import { badRequest } from "~/server/http/errors";
import type { feedbackBodySchema } from "~/shared/contract/feedback";

type FeedbackInput = z.output<typeof feedbackBodySchema>;

/** Stores feedback from anyone (signed in or not); a report names the question it is about. */
export async function submitFeedback(
  db: DbOrTx,
  input: FeedbackInput,
  userId: number | null,
  now: Date,
): Promise<number> {
  if (input.questionId !== undefined) {
    const [question] = await db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.id, input.questionId));
    if (!question)
      throw badRequest(`questionId: there is no question with id ${input.questionId}`, "questionId");
  }
  const [row] = await db
    .insert(feedback)
    .values({
      userId,
      rating: input.rating,
      category: input.category,
      feedback: input.feedback,
      questionId: input.questionId ?? null,
      createdAt: now,
    })
    .returning({ id: feedback.id });
  return row!.id;
}
