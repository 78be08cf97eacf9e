import { describe, expect, it } from "vitest";
import {
  assignmentDeadline,
  extraMinutes,
  isEditable,
  keyHiddenUntil,
  keyVisible,
  learnerState,
  startRefusal,
  windowProblem,
} from "./assignments";

const at = (iso: string) => new Date(iso);
// 10:00 to 18:00 IST
const window = {
  opensAt: at("2026-12-07T04:30:00Z"),
  closesAt: at("2026-12-07T12:30:00Z"),
  cancelledAt: null,
};

describe("an assignment attempt's deadline", () => {
  it("is the paper's minutes from the start when there is time before the close", () => {
    expect(
      assignmentDeadline({
        startedAt: at("2026-12-07T05:00:00Z"),
        paperMinutes: 60,
        extraMinutesPerHour: 0,
        closesAt: window.closesAt,
      }).toISOString(),
    ).toBe("2026-12-07T06:00:00.000Z");
  });

  it("adds a scribe's 20 minutes per hour: a 3-hour paper runs 4 hours", () => {
    expect(extraMinutes(180, 20)).toBe(60);
    expect(
      assignmentDeadline({
        startedAt: at("2026-12-07T05:00:00Z"),
        paperMinutes: 180,
        extraMinutesPerHour: 20,
        closesAt: window.closesAt,
      }).toISOString(),
    ).toBe("2026-12-07T09:00:00.000Z");
  });

  it("ends at the close for a learner without extra time who started late", () => {
    expect(
      assignmentDeadline({
        startedAt: at("2026-12-07T12:00:00Z"),
        paperMinutes: 60,
        extraMinutesPerHour: 0,
        closesAt: window.closesAt,
      }).toISOString(),
    ).toBe("2026-12-07T12:30:00.000Z");
  });

  it("lets a learner with extra time run past the close by their own extra, and no more", () => {
    // 60-minute paper, 20 min/hour: 20 minutes owed; started 30 minutes before the close
    expect(
      assignmentDeadline({
        startedAt: at("2026-12-07T12:00:00Z"),
        paperMinutes: 60,
        extraMinutesPerHour: 20,
        closesAt: window.closesAt,
      }).toISOString(),
    ).toBe("2026-12-07T12:50:00.000Z");
    // started at the last minute: still only the extra past the close, not a whole paper
    expect(
      assignmentDeadline({
        startedAt: at("2026-12-07T12:29:00Z"),
        paperMinutes: 60,
        extraMinutesPerHour: 20,
        closesAt: window.closesAt,
      }).toISOString(),
    ).toBe("2026-12-07T12:50:00.000Z");
  });

  it("rounds a fractional extra to the millisecond (7 minutes per hour of a 50-minute paper)", () => {
    expect(
      assignmentDeadline({
        startedAt: at("2026-12-07T05:00:00Z"),
        paperMinutes: 50,
        extraMinutesPerHour: 7,
        closesAt: window.closesAt,
      }).getTime() - at("2026-12-07T05:00:00Z").getTime(),
    ).toBe(50 * 60_000 + Math.round((50 * 7 * 60_000) / 60));
  });
});

describe("who may start", () => {
  const ok = {
    assignment: window,
    now: at("2026-12-07T05:00:00Z"),
    inAssignedBatch: true,
    attemptsUsed: 0,
    attemptsAllowed: 1,
  };
  it("a learner of an assigned batch inside the window with attempts left", () => {
    expect(startRefusal(ok)).toBeNull();
  });
  it("nobody before the open or from the close on", () => {
    expect(startRefusal({ ...ok, now: at("2026-12-07T04:29:59.999Z") })).toBe("not_open");
    expect(startRefusal({ ...ok, now: window.opensAt })).toBeNull();
    expect(startRefusal({ ...ok, now: window.closesAt })).toBe("closed");
  });
  it("nobody once the attempts are used, or the assignment cancelled, or outside its batches", () => {
    expect(startRefusal({ ...ok, attemptsUsed: 1 })).toBe("no_attempts_left");
    expect(startRefusal({ ...ok, attemptsUsed: 1, attemptsAllowed: 2 })).toBeNull();
    expect(startRefusal({ ...ok, assignment: { ...window, cancelledAt: window.opensAt } })).toBe("cancelled");
    expect(startRefusal({ ...ok, inAssignedBatch: false })).toBe("not_assigned");
  });
});

describe("when the key shows", () => {
  const base = { closesAt: window.closesAt, cancelledAt: null, submitted: true };
  it("after the learner's submit, when the teacher chose so", () => {
    expect(keyVisible({ ...base, keyShown: "after_submit", now: window.opensAt })).toBe(true);
    expect(keyVisible({ ...base, keyShown: "after_submit", submitted: false, now: window.opensAt })).toBe(
      false,
    );
  });
  it("after the close for everyone, when the teacher chose so", () => {
    expect(keyVisible({ ...base, keyShown: "after_close", now: at("2026-12-07T12:29:59Z") })).toBe(false);
    expect(keyVisible({ ...base, keyShown: "after_close", now: window.closesAt })).toBe(true);
    expect(keyHiddenUntil({ ...base, keyShown: "after_close", now: window.opensAt })).toEqual(
      window.closesAt,
    );
    expect(keyHiddenUntil({ ...base, keyShown: "after_close", now: window.closesAt })).toBeNull();
  });
  it("at once when the assignment is cancelled", () => {
    expect(
      keyVisible({ ...base, cancelledAt: window.opensAt, keyShown: "after_close", now: window.opensAt }),
    ).toBe(true);
  });
});

describe("a learner's list", () => {
  const base = {
    assignment: window,
    submittedAttempts: 0,
    attemptsUsed: 0,
    attemptsAllowed: 1,
    hasOpenAttempt: false,
  };
  it("upcoming, due, closing soon within a day of the close", () => {
    expect(learnerState({ ...base, now: at("2026-12-06T00:00:00Z") })).toBe("upcoming");
    expect(
      learnerState({
        ...base,
        assignment: { ...window, closesAt: at("2026-12-09T00:00:00Z") },
        now: window.opensAt,
      }),
    ).toBe("due");
    expect(learnerState({ ...base, now: window.opensAt })).toBe("closing_soon");
  });
  it("done once submitted and out of attempts, or after the close; missed when never submitted", () => {
    expect(learnerState({ ...base, now: window.opensAt, submittedAttempts: 1, attemptsUsed: 1 })).toBe(
      "done",
    );
    expect(learnerState({ ...base, now: window.opensAt, attemptsUsed: 1, hasOpenAttempt: true })).toBe(
      "closing_soon",
    );
    expect(learnerState({ ...base, now: window.closesAt, submittedAttempts: 1, attemptsUsed: 1 })).toBe(
      "done",
    );
    expect(learnerState({ ...base, now: window.closesAt })).toBe("missed");
  });
});

describe("editing and the window", () => {
  it("edits only before it opens and while not cancelled", () => {
    expect(isEditable(window, at("2026-12-07T04:29:00Z"))).toBe(true);
    expect(isEditable(window, window.opensAt)).toBe(false);
    expect(
      isEditable({ ...window, cancelledAt: at("2026-12-06T00:00:00Z") }, at("2026-12-06T00:00:00Z")),
    ).toBe(false);
  });
  it("closes after it opens, in the future", () => {
    expect(windowProblem(window.opensAt, window.closesAt, at("2026-12-06T00:00:00Z"))).toBeNull();
    expect(windowProblem(window.closesAt, window.opensAt, at("2026-12-06T00:00:00Z"))?.field).toBe(
      "closesAt",
    );
    expect(windowProblem(window.opensAt, window.closesAt, at("2026-12-08T00:00:00Z"))?.message).toBe(
      "must be in the future",
    );
  });
});
