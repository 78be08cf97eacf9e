const DAY_MS = 24 * 3600 * 1000;

/** When a card comes back, as the review page says it: "again later today", "again tomorrow", "again in 3 days". */
export function dueInWords(due: Date, now: Date): string {
  const days = Math.round((due.getTime() - now.getTime()) / DAY_MS);
  if (days <= 0) return "again later today";
  if (days === 1) return "again tomorrow";
  if (days < 60) return `again in ${days} days`;
  const months = Math.round(days / 30);
  return months < 24 ? `again in ${months} months` : `again in ${Math.round(days / 365)} years`;
}
