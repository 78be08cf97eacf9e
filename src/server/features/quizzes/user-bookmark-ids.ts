import type { DbOrTx } from "~/server/db/client";
import { runStatement, statement } from "~/server/db/statement";

const userBookmarkIdsStatement = statement<{ questionId: number }>(
  "user_bookmark_ids",
  `select question_id AS "questionId" from bookmarks where user_id = $1`,
);

/** The ids of every question the user bookmarked. */
export async function findUserBookmarkIds(db: DbOrTx, userId: number): Promise<Set<number>> {
  const rows = await runStatement(db, userBookmarkIdsStatement, [userId]);
  return new Set(rows.map((b) => b.questionId));
}
