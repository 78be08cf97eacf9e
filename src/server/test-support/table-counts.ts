import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";

const TABLES = [
  "users",
  "sessions",
  "categories",
  "quizzes",
  "questions",
  "quiz_questions",
  "daily_schedule",
  "attempts",
  "attempt_answers",
  "weekly_points",
  "bookmarks",
  "payments",
  "entitlements",
  "webhook_events",
  "feedback",
  "role_changes",
  "stimuli",
  "images",
  "web_vitals",
  "institutes",
  "institute_staff",
  "staff_invitations",
  "batches",
  "batch_members",
];

/** Row counts of every table that a request could write, for "nothing written" assertions. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const parts = TABLES.map((t) => `select '${t}' as t, count(*)::int as n from ${t}`).join(" union all ");
  // both drivers answer { rows }: PGlite's Results and node-postgres's QueryResult
  const result = (await db.execute(sql.raw(parts))) as unknown as { rows: { t: string; n: number }[] };
  return Object.fromEntries(result.rows.map((r) => [r.t, Number(r.n)]));
}
