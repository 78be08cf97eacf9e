import { and, eq, exists, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { attemptAnswers, bookmarks, questions } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import type { BookmarkToggleResponse } from "~/shared/contract/bookmarks";

export const QUESTION_NOT_FOUND = "Question Not Found";

/** Bookmarks the question, or removes the bookmark if it was there (POST /api/bookmark/{questionId}). */
export async function toggleBookmark(
  db: DbOrTx,
  options: { userId: number; questionId: number; now: Date },
): Promise<BookmarkToggleResponse> {
  const { userId, questionId } = options;
  const removed = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, questionId)))
    .returning({ questionId: bookmarks.questionId });
  if (removed.length > 0) return { bookmarked: false };

  const [question] = await db
    .select({ id: questions.id, deletedAt: questions.deletedAt })
    .from(questions)
    .where(
      and(
        eq(questions.id, questionId),
        // an institute's question only once the learner has answered it in its paper (decision 0059)
        or(
          isNull(questions.instituteId),
          exists(
            db
              .select({ one: attemptAnswers.questionId })
              .from(attemptAnswers)
              .where(and(eq(attemptAnswers.userId, userId), eq(attemptAnswers.questionId, questionId))),
          ),
        ),
      ),
    );
  if (!question || question.deletedAt) throw notFound(QUESTION_NOT_FOUND);
  await db.insert(bookmarks).values({ userId, questionId, createdAt: options.now }).onConflictDoNothing();
  return { bookmarked: true };
}
