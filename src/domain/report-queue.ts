// The question-report queue: where a report stands, when the admin's answer is owed to the learner,
// and when the learner has not yet seen it.

/** Every report starts as "new". */
export const REPORT_STATUSES = ["new", "looking", "fixed", "no-change"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A report is closed by fixing the question or deciding it stays; either way the learner is told why. */
export const isClosingStatus = (status: ReportStatus) => status === "fixed" || status === "no-change";

/**
 * A reply is unread until the learner has seen the reply page after it was written; a reply edited
 * later is unread again.
 */
export function isReplyUnread(repliedAt: Date | null, seenAt: Date | null): boolean {
  if (repliedAt === null) return false;
  return seenAt === null || seenAt.getTime() < repliedAt.getTime();
}

/**
 * A learner is sent a notice when their report gets a reply they have not had: a first reply or a
 * rewritten one (as isReplyUnread counts it), never for a status change alone or a reply taken back.
 */
export function isReplyNoticeOwed(replyBefore: string | null, replyAfter: string | null): boolean {
  return replyAfter !== null && replyAfter !== "" && replyAfter !== replyBefore;
}
