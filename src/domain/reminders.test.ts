import { describe, expect, it } from "vitest";
import { REMINDER_KINDS, type ReminderKind } from "../shared/contract/reminders";
import {
  dueReminders,
  inQuietHours,
  istMinuteOfDay,
  minutesOfTime,
  type ReminderFacts,
  type ReminderSettings,
  reminderMessage,
  timeOfMinutes,
} from "./reminders";

const NONE: ReminderFacts = {
  liveTests: [],
  assignments: [],
  reviewCardsDueToday: 0,
  reviewedToday: false,
  activeDays: [],
};
const all = (quiet: ReminderSettings["quiet"] = null): ReminderSettings => ({
  kinds: new Set<ReminderKind>(REMINDER_KINDS),
  quiet,
});
const only = (kind: ReminderKind): ReminderSettings => ({ kinds: new Set([kind]), quiet: null });
const keys = (now: string, facts: Partial<ReminderFacts>, settings = all()) =>
  dueReminders(new Date(now), { ...NONE, ...facts }, settings).map((r) => r.key);

// 2026-12-10 (a Thursday): 00:00 IST is 2026-12-09T18:30Z; 20:00 IST is 14:30Z
describe("istMinuteOfDay", () => {
  it("counts minutes after IST midnight, also while the UTC date is the day before", () => {
    expect(istMinuteOfDay(new Date("2026-12-09T18:30:00Z"))).toBe(0);
    expect(istMinuteOfDay(new Date("2026-12-09T20:00:00Z"))).toBe(90); // 01:30 IST
    expect(istMinuteOfDay(new Date("2026-12-10T14:30:00Z"))).toBe(20 * 60);
    expect(istMinuteOfDay(new Date("2026-12-10T18:29:00Z"))).toBe(23 * 60 + 59);
  });

  it("reads and writes HH:MM", () => {
    expect(minutesOfTime("22:30")).toBe(1350);
    expect(timeOfMinutes(1350)).toBe("22:30");
    expect(timeOfMinutes(7)).toBe("00:07");
  });
});

describe("quiet hours (IST)", () => {
  const night = { start: minutesOfTime("22:00"), end: minutesOfTime("07:00") };
  it("wrap past midnight: quiet from the start up to, not including, the end", () => {
    expect(inQuietHours(new Date("2026-12-10T16:29:00Z"), night)).toBe(false); // 21:59 IST
    expect(inQuietHours(new Date("2026-12-10T16:30:00Z"), night)).toBe(true); // 22:00
    expect(inQuietHours(new Date("2026-12-10T18:30:00Z"), night)).toBe(true); // 00:00
    expect(inQuietHours(new Date("2026-12-11T01:29:00Z"), night)).toBe(true); // 06:59
    expect(inQuietHours(new Date("2026-12-11T01:30:00Z"), night)).toBe(false); // 07:00
  });

  it("within a day, and none when both ends are equal or unset", () => {
    const afternoon = { start: minutesOfTime("13:00"), end: minutesOfTime("15:00") };
    expect(inQuietHours(new Date("2026-12-10T08:00:00Z"), afternoon)).toBe(true); // 13:30 IST
    expect(inQuietHours(new Date("2026-12-10T09:30:00Z"), afternoon)).toBe(false); // 15:00
    expect(inQuietHours(new Date("2026-12-10T08:00:00Z"), { start: 600, end: 600 })).toBe(false);
    expect(inQuietHours(new Date("2026-12-10T08:00:00Z"), null)).toBe(false);
  });
});

describe("dueReminders", () => {
  const test = {
    id: 7,
    title: "All-India JEE Main mock",
    titleHi: null,
    startsAt: new Date("2026-12-10T05:30:00Z"),
  };

  it("sends nothing without consent: every kind is off until the learner turns it on", () => {
    const facts = { liveTests: [test], reviewCardsDueToday: 4, activeDays: ["2026-12-09"] };
    expect(keys("2026-12-10T15:00:00Z", facts, { kinds: new Set(), quiet: null })).toEqual([]);
    expect(keys("2026-12-10T05:10:00Z", facts, only("review-due"))).toEqual([]);
  });

  it("a registered live test: from 30 minutes before its start until it starts", () => {
    expect(keys("2026-12-10T04:59:59Z", { liveTests: [test] })).toEqual([]);
    expect(keys("2026-12-10T05:00:00Z", { liveTests: [test] })).toEqual(["live-test-starting:7"]);
    expect(keys("2026-12-10T05:29:59Z", { liveTests: [test] })).toEqual(["live-test-starting:7"]);
    expect(keys("2026-12-10T05:30:00Z", { liveTests: [test] })).toEqual([]);
    const [due] = dueReminders(new Date("2026-12-10T05:10:00Z"), { ...NONE, liveTests: [test] }, all());
    expect(due?.expiresAt.toISOString()).toBe("2026-12-10T05:30:00.000Z");
  });

  it("assignments: 30 minutes before the start and 24 hours before the close, each its own kind", () => {
    const assignment = {
      id: 3,
      title: "Kinematics set",
      titleHi: null,
      startsAt: new Date("2026-12-10T05:30:00Z"),
      closesAt: new Date("2026-12-11T05:00:00Z"),
    };
    expect(keys("2026-12-10T05:10:00Z", { assignments: [assignment] })).toEqual([
      "assignment-starting:3",
      "assignment-closing:3",
    ]);
    expect(keys("2026-12-10T05:40:00Z", { assignments: [assignment] })).toEqual(["assignment-closing:3"]);
    expect(keys("2026-12-10T05:10:00Z", { assignments: [assignment] }, only("assignment-closing"))).toEqual([
      "assignment-closing:3",
    ]);
    expect(keys("2026-12-11T05:00:00Z", { assignments: [assignment] })).toEqual([]);
    expect(keys("2026-12-10T04:59:00Z", { assignments: [assignment] })).toEqual([]);
  });

  it("review cards due today: from 18:00 IST to midnight, unless a card was reviewed today", () => {
    const facts = { reviewCardsDueToday: 5 };
    expect(keys("2026-12-10T12:29:00Z", facts)).toEqual([]); // 17:59 IST
    expect(keys("2026-12-10T12:30:00Z", facts)).toEqual(["review-due:2026-12-10"]);
    expect(keys("2026-12-10T18:29:00Z", facts)).toEqual(["review-due:2026-12-10"]); // 23:59
    expect(keys("2026-12-10T18:30:00Z", facts)).toEqual([]); // the next day, 00:00
    expect(keys("2026-12-10T13:00:00Z", { ...facts, reviewedToday: true })).toEqual([]);
    expect(keys("2026-12-10T13:00:00Z", { reviewCardsDueToday: 0 })).toEqual([]);
  });

  it("a streak that breaks tonight: from 20:00 IST when today has no activity yet", () => {
    const streak = { activeDays: ["2026-12-08", "2026-12-09"] };
    expect(keys("2026-12-10T14:29:00Z", streak)).toEqual([]); // 19:59 IST
    expect(keys("2026-12-10T14:30:00Z", streak)).toEqual(["streak-at-risk:2026-12-10"]);
    const [due] = dueReminders(new Date("2026-12-10T14:30:00Z"), { ...NONE, ...streak }, all());
    expect(due?.params.count).toBe(2);
    expect(due?.expiresAt.toISOString()).toBe("2026-12-10T18:30:00.000Z");
    // active today already, or no streak to lose (yesterday missed)
    expect(keys("2026-12-10T15:00:00Z", { activeDays: ["2026-12-09", "2026-12-10"] })).toEqual([]);
    expect(keys("2026-12-10T15:00:00Z", { activeDays: ["2026-12-08"] })).toEqual([]);
  });

  it("the day is IST's: at 01:30 IST (the UTC date still the day before) the streak is not at risk yet", () => {
    // 2026-12-10 01:30 IST = 2026-12-09T20:00Z; yesterday (IST) was 2026-12-09
    expect(keys("2026-12-09T20:00:00Z", { activeDays: ["2026-12-09"] })).toEqual([]);
  });

  it("nothing in quiet hours; what is still open goes out when they end", () => {
    const quiet = { start: minutesOfTime("19:30"), end: minutesOfTime("21:00") };
    const streak = { activeDays: ["2026-12-09"] };
    expect(keys("2026-12-10T14:30:00Z", streak, all(quiet))).toEqual([]); // 20:00 IST, quiet
    expect(keys("2026-12-10T15:30:00Z", streak, all(quiet))).toEqual(["streak-at-risk:2026-12-10"]); // 21:00
  });
});

describe("reminderMessage", () => {
  it("words every kind in English and Hindi, with the page it opens", () => {
    for (const kind of REMINDER_KINDS) {
      const en = reminderMessage(kind, { title: "Mock 1", titleHi: "मॉक 1", count: 3 }, "en");
      const hi = reminderMessage(kind, { title: "Mock 1", titleHi: "मॉक 1", count: 3 }, "hi");
      expect(en.title.length, kind).toBeGreaterThan(5);
      expect(hi.title, kind).toMatch(/[\u0900-\u097F]/);
      expect(hi.url, kind).toBe(en.url);
      expect(en.url, kind).toMatch(/^\/[a-z-]+$/);
    }
  });

  it("names the test in the learner's language, falling back to the English title", () => {
    const params = { title: "All-India mock", titleHi: "अखिल भारतीय मॉक" };
    expect(reminderMessage("live-test-starting", params, "en")).toEqual({
      title: "Live test starts in 30 minutes",
      body: "All-India mock: be there on time.",
      url: "/live-tests",
    });
    expect(reminderMessage("live-test-starting", params, "hi").body).toContain("अखिल भारतीय मॉक");
    expect(
      reminderMessage("live-test-starting", { title: "Only English", titleHi: null }, "hi").body,
    ).toContain("Only English");
    expect(reminderMessage("review-due", { count: 1 }, "en").body).toBe("1 card is due for review today.");
    expect(reminderMessage("streak-at-risk", { count: 4 }, "en").url).toBe("/daily-quizzes");
  });
});
