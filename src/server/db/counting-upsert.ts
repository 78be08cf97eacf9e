/**
 * The fixed-window count as SQL: `rows` selects (key, 1, end of this window); a stored window that
 * has ended at `now` starts again at 1. Answers the count and when the window ends. Used by the
 * request limits (http/rate-limit.ts) and, inside its own statement, the session lookup
 * (sessions/sessions.ts).
 */
export const countingUpsertSql = (
  rows: string,
  now: string,
) => `insert into rate_limits (key, count, reset_at)
   ${rows}
   on conflict (key) do update set
     count = case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end,
     reset_at = case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end
   returning count, reset_at AS "resetAt"`;
