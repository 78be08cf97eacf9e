/**
 * Live all-India tests (product.md section 13): the window, an attempt's deadline inside it, the
 * challenge window of the provisional key, and the standing of a candidate among the cohort.
 */
import { ntaPercentile, SAME_MARKS } from "./percentile";
import { rankAfter } from "./ranks";

export type LiveWindow = { startsAt: Date; endsAt: Date };
export type LivePhase = "upcoming" | "running" | "ended";

/** Before startsAt: upcoming; from startsAt until endsAt (exclusive): running; then ended. */
export function livePhase(window: LiveWindow, now: Date): LivePhase {
  if (now < window.startsAt) return "upcoming";
  return now < window.endsAt ? "running" : "ended";
}

/**
 * What is wrong with a window for a paper of `timeLimitMinutes`, or null: the end must come after
 * the start, and the window must hold the whole paper.
 */
export function liveWindowProblem(
  window: LiveWindow,
  timeLimitMinutes: number,
): { field: "endsAt"; message: string } | null {
  const length = window.endsAt.getTime() - window.startsAt.getTime();
  if (length <= 0) return { field: "endsAt", message: "must be after startsAt" };
  if (length < timeLimitMinutes * 60_000)
    return {
      field: "endsAt",
      message: `must leave at least the paper's ${timeLimitMinutes} minutes after startsAt`,
    };
  return null;
}

/** A live attempt ends at its own time limit or at the end of the window, whichever comes first. */
export function liveDeadline(ownDeadline: Date, endsAt: Date): Date {
  return ownDeadline < endsAt ? ownDeadline : endsAt;
}

/** The provisional key can be challenged from the end for `challengeHours`. */
export function challengeClosesAt(endsAt: Date, challengeHours: number): Date {
  return new Date(endsAt.getTime() + challengeHours * 3_600_000);
}

export function isChallengeOpen(endsAt: Date, closesAt: Date, now: Date): boolean {
  return now >= endsAt && now < closesAt;
}

/**
 * Results are provisional (they may change after challenges and key corrections) until an admin
 * publishes them as final, which can only happen once the challenge window has closed.
 */
export function liveResultStatus(finalPublishedAt: Date | null): "provisional" | "final" {
  return finalPublishedAt === null ? "provisional" : "final";
}

/** Why the final results cannot be published now, or null: not before the challenge window closes. */
export function finalResultsProblem(closesAt: Date, now: Date): "challenge-window-open" | null {
  return now < closesAt ? "challenge-window-open" : null;
}

/**
 * Whether the server, not the learner, submitted an attempt: the server's finish stands at the
 * deadline plus the grace exactly (finish-attempt.ts), the last moment a learner's submit could
 * arrive; a learner's own submit is stored at its arrival.
 */
export function finishedByServer(
  attempt: { submittedAt: Date; deadline: Date },
  graceSeconds: number,
): boolean {
  return attempt.submittedAt.getTime() === attempt.deadline.getTime() + graceSeconds * 1000;
}

/** A live window's last stretch, whose submits arrive together: its seals wait for its end to be scored. */
export const END_BURST_MS = 60_000;

/**
 * When the scoring queue may score a live test's sealed sheets, at `now` (decision 0076): at once,
 * unless its window ends within END_BURST_MS, when the window's final submits arrive in a burst and
 * the machine is theirs; then at the end. Its results open only at the end, so scoring earlier
 * would gain its learners nothing.
 */
export function liveScoringDueAt(endsAt: Date, now: Date): Date {
  const left = endsAt.getTime() - now.getTime();
  return left > 0 && left <= END_BURST_MS ? endsAt : now;
}

/** A candidate's rank (1 + strictly higher scores, ties share) and NTA percentile among the cohort's marks. */
export function liveStanding(
  cohortMarks: readonly number[],
  marks: number,
): { rank: number; percentile: number } {
  let higher = 0;
  let atOrBelow = 0;
  for (const m of cohortMarks) {
    if (m > marks + SAME_MARKS) higher++;
    else atOrBelow++;
  }
  return { rank: rankAfter(higher), percentile: ntaPercentile(atOrBelow, cohortMarks.length) };
}

/**
 * A live test's paper is held back from practice from its scheduling until its window ends: not
 * listed, not started, its questions shown only to candidates, and the key and score of a live
 * attempt submitted early withheld. A cancelled test releases it at once. A draft paper is published
 * by its scheduling, under this hold, so it is never practice before its window ends.
 */
export function paperHeldForLive(test: { endsAt: Date; cancelledAt: Date | null }, now: Date): boolean {
  return test.cancelledAt === null && now < test.endsAt;
}
