import { badRequest } from "~/server/http/errors";
import type { QuestionTimes } from "~/shared/contract/attempts";

/**
 * Time and visits per question as the interface recorded them, kept to what can be true: only the
 * attempt's own questions, and no question longer than the attempt has run (`elapsedSeconds`).
 * A save naming another question is refused (400 naming `questionTimes.<id>`); the submit drops it
 * instead, so a queued offline submission is never refused for its timings.
 */
export function recordedQuestionTimes(
  times: QuestionTimes,
  questionIds: readonly number[],
  elapsedSeconds: number,
  options: { refuseStrangers: boolean },
): QuestionTimes {
  const covered = new Set(questionIds);
  const kept: QuestionTimes = {};
  for (const [key, time] of Object.entries(times)) {
    const id = Number(key);
    if (!covered.has(id)) {
      if (options.refuseStrangers) {
        throw badRequest(`questionTimes.${key}: is not a question of this attempt`, `questionTimes.${key}`);
      }
      continue;
    }
    kept[String(id)] = { seconds: Math.min(time.seconds, Math.max(0, elapsedSeconds)), visits: time.visits };
  }
  return kept;
}
