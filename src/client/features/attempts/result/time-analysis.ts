import { translate } from "@/i18n/i18n";
import { formatSeconds } from "@/lib/format";
import { resultsMessages } from "./results-messages";

/** "1 min 12 s, 2 visits"; null when the interface recorded nothing for the question. */
export function questionTimeText(item: { timeSpent?: number | null; visits?: number | null }): string | null {
  if (item.timeSpent === null || item.timeSpent === undefined) return null;
  const visits = item.visits ?? 0;
  const time = formatSeconds(item.timeSpent);
  return visits > 0 ? translate(resultsMessages, "visits", { time, visits }) : time;
}
