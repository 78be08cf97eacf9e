import { and, eq, isNull } from "drizzle-orm";
import { finalResultsProblem } from "~/domain/live-tests";
import type { DbOrTx } from "~/server/db/client";
import { liveTests } from "~/server/db/schema";
import { conflict, notFound } from "~/server/http/errors";
import { istMoment } from "~/server/http/ist-moment";
import { type AdminLiveTest, LIVE_TEST_NOT_FOUND } from "~/shared/contract/live-tests";
import { listAdminLiveTests } from "./admin-live-tests";
import { refuseWhileScoring } from "./live-results";
import { closesAtOf, findLiveTest } from "./live-test-rows";

/**
 * Publishes a live test's final results (POST /api/admin/live-tests/{id}/publish-final): refused
 * (409) while the challenge window is open, so every challenge can be answered and the key corrected
 * first; from then on learners' results and leaderboard say Final. A repeat keeps the first moment.
 */
export async function publishFinalResults(db: DbOrTx, id: number, now: Date): Promise<AdminLiveTest> {
  const test = await findLiveTest(db, id);
  const closesAt = closesAtOf(test);
  if (finalResultsProblem(closesAt, now))
    throw conflict(
      `Final results can be published once the challenge window closes at ${istMoment(closesAt)}`,
    );
  await refuseWhileScoring(db, id);
  await db
    .update(liveTests)
    .set({ finalPublishedAt: now })
    .where(and(eq(liveTests.id, id), isNull(liveTests.finalPublishedAt)));
  const [listed] = await listAdminLiveTests(db, now, id);
  if (!listed) throw notFound(LIVE_TEST_NOT_FOUND);
  return listed;
}
