import { describe, expect, it } from "vitest";
import { isClosingStatus, isReplyNoticeOwed, isReplyUnread, REPORT_STATUSES } from "./report-queue";

describe("report queue rules", () => {
  it("owes the learner a reply only when the report is fixed or left unchanged", () => {
    expect(REPORT_STATUSES.filter(isClosingStatus)).toEqual(["fixed", "no-change"]);
  });

  it("owes a notice for a first or rewritten reply only", () => {
    expect(isReplyNoticeOwed(null, "Zq-fixed")).toBe(true);
    expect(isReplyNoticeOwed("Zq-fixed", "Zq-fixed, and re-scored")).toBe(true);
    expect(isReplyNoticeOwed("Zq-fixed", "Zq-fixed")).toBe(false);
    expect(isReplyNoticeOwed("Zq-fixed", null)).toBe(false);
    expect(isReplyNoticeOwed(null, null)).toBe(false);
  });

  it("a reply is unread until seen after it was written, and unread again when rewritten", () => {
    const replied = new Date("2026-11-18T10:00:00Z");
    expect(isReplyUnread(null, null)).toBe(false);
    expect(isReplyUnread(replied, null)).toBe(true);
    expect(isReplyUnread(replied, new Date("2026-11-18T09:59:59Z"))).toBe(true);
    expect(isReplyUnread(replied, new Date("2026-11-18T10:00:00Z"))).toBe(false);
    expect(isReplyUnread(new Date("2026-11-19T08:00:00Z"), new Date("2026-11-18T10:00:00Z"))).toBe(true);
  });
});
