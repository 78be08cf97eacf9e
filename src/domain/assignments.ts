/**
 * An institute's assignment (product.md section 16): one paper set to batches, open from `opensAt`
 * to `closesAt`, with a number of attempts, the moment its key shows and extra time for named
 * learners in minutes per hour of the paper (a scribe's 20 minutes per hour).
 *
 * Rules:
 *  - An attempt runs for the paper's minutes plus the learner's extra (paper minutes x extra / 60).
 *  - It ends no later than the close plus the extra the learner is owed for the whole paper: as in
 *    a board exam, where a scribe's candidate writes on after the common end, a learner with extra
 *    time who starts late may still end after `closesAt`, by at most their own extra. Everyone else
 *    ends at `closesAt` at the latest (decision 0055).
 *  - A learner may start while the window is open, the assignment is not cancelled, they are in one
 *    of its batches now, and they have attempts left (an attempt in progress is resumed, not counted again).
 *  - The key (and the marks) show after the learner's submit ("after_submit"), or to everyone once
 *    the assignment closes ("after_close"); a cancelled assignment hides nothing more.
 *  - Until it opens, an assignment may be edited; after that only cancelled.
 */
import type { KeyShown, LearnerAssignmentState } from "../shared/contract/assignments";

const MINUTE_MS = 60_000;
/** "Closing soon": within a day of the close. */
export const CLOSING_SOON_MS = 24 * 60 * MINUTE_MS;

type Window = { opensAt: Date; closesAt: Date; cancelledAt: Date | null };

/** The extra minutes a learner is owed for the whole paper. */
export function extraMinutes(paperMinutes: number, extraMinutesPerHour: number): number {
  return (paperMinutes * extraMinutesPerHour) / 60;
}

/** When an assignment's attempt started at `startedAt` ends (see the rules above). */
export function assignmentDeadline(input: {
  startedAt: Date;
  paperMinutes: number;
  extraMinutesPerHour: number;
  closesAt: Date;
}): Date {
  const extraMs = Math.round(extraMinutes(input.paperMinutes, input.extraMinutesPerHour) * MINUTE_MS);
  const own = input.startedAt.getTime() + input.paperMinutes * MINUTE_MS + extraMs;
  const latest = input.closesAt.getTime() + extraMs;
  return new Date(Math.min(own, latest));
}

export type StartRefusal = "cancelled" | "not_open" | "closed" | "not_assigned" | "no_attempts_left";

/** Whether the learner may start a new attempt now; null when they may, else why not. */
export function startRefusal(input: {
  assignment: Window;
  now: Date;
  inAssignedBatch: boolean;
  attemptsUsed: number;
  attemptsAllowed: number;
}): StartRefusal | null {
  const { assignment, now } = input;
  if (!input.inAssignedBatch) return "not_assigned";
  if (assignment.cancelledAt) return "cancelled";
  if (now < assignment.opensAt) return "not_open";
  if (now >= assignment.closesAt) return "closed";
  if (input.attemptsUsed >= input.attemptsAllowed) return "no_attempts_left";
  return null;
}

/** Whether the key and the marks of an assignment's attempt may be shown now. */
export function keyVisible(input: {
  keyShown: KeyShown;
  closesAt: Date;
  cancelledAt: Date | null;
  submitted: boolean;
  now: Date;
}): boolean {
  if (!input.submitted) return false;
  if (input.keyShown === "after_submit" || input.cancelledAt) return true;
  return input.now >= input.closesAt;
}

/** When the key of a submitted attempt shows, or null when it shows already (the hold's end). */
export function keyHiddenUntil(input: {
  keyShown: KeyShown;
  closesAt: Date;
  cancelledAt: Date | null;
  now: Date;
}): Date | null {
  return keyVisible({ ...input, submitted: true }) ? null : input.closesAt;
}

/** Whether the assignment may still be edited (it has not opened, nor been cancelled). */
export function isEditable(assignment: Window, now: Date): boolean {
  return assignment.cancelledAt === null && now < assignment.opensAt;
}

/** Where an assignment stands for one learner, for their list. */
export function learnerState(input: {
  assignment: Window;
  now: Date;
  submittedAttempts: number;
  attemptsUsed: number;
  attemptsAllowed: number;
  hasOpenAttempt: boolean;
}): LearnerAssignmentState {
  const { assignment, now } = input;
  const over = assignment.cancelledAt !== null || now >= assignment.closesAt;
  if (over) return input.submittedAttempts > 0 ? "done" : "missed";
  if (now < assignment.opensAt) return "upcoming";
  const canGoOn = input.hasOpenAttempt || input.attemptsUsed < input.attemptsAllowed;
  if (!canGoOn) return "done";
  return assignment.closesAt.getTime() - now.getTime() <= CLOSING_SOON_MS ? "closing_soon" : "due";
}

/** The window's problem as a field and a message, or null when it is sound. */
export function windowProblem(
  opensAt: Date,
  closesAt: Date,
  now: Date,
): { field: string; message: string } | null {
  if (closesAt <= opensAt) return { field: "closesAt", message: "must be after opensAt" };
  if (closesAt <= now) return { field: "closesAt", message: "must be in the future" };
  return null;
}
