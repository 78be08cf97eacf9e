import type { MarksHistogram } from "~/domain/percentile";
import type { DbOrTx } from "~/server/db/client";
import { runStatement } from "~/server/db/statement";
import { marksHistogramStatement } from "./submit-statements";

/** How many first attempts of the quiz scored each marks value: one pass over its first attempts. */
export async function loadMarksHistogram(db: DbOrTx, quizId: number): Promise<MarksHistogram> {
  const rows = await runStatement(db, marksHistogramStatement, [quizId]);
  return { marks: rows.map((r) => r.marks), attempts: rows.map((r) => r.attempts) };
}
