import type { ReminderKind } from "../shared/contract/reminders";
import type { Language } from "../shared/languages";
import { addIstDays, istDay, istDayStart } from "./ist";
import { computeStreaks } from "./streaks";

/**
 * Which reminders are due for a learner at an instant, and how each is worded (product.md
 * section 20). Every rule is a window: a reminder is due from the moment it opens until its
 * occasion passes, so a run of the job that came late (or quiet hours that just ended) still sends
 * it, and each occasion has a key so it is sent once (sent_reminders).
 */

/** A live test or an assignment is announced this long before it starts. */
export const STARTING_SOON_MS = 30 * 60_000;
/** An assignment's closing is announced this long before it closes. */
export const CLOSING_SOON_MS = 24 * 60 * 60_000;
/** Review cards due today are announced from this IST hour, once a day. */
export const REVIEW_REMINDER_HOUR_IST = 18;
/** A streak that breaks tonight is announced from this IST hour (20:00). */
export const STREAK_REMINDER_HOUR_IST = 20;

export type ReminderFacts = {
  /** live tests the learner registered for, not cancelled and not yet started */
  liveTests: readonly { id: number; title: string; titleHi: string | null; startsAt: Date }[];
  /** assignments of the learner's batches that open soon, or close soon with nothing handed in */
  assignments: readonly {
    id: number;
    title: string;
    titleHi: string | null;
    startsAt: Date;
    closesAt: Date;
  }[];
  /** review cards due before today (IST) ends */
  reviewCardsDueToday: number;
  /** whether the learner reviewed a card today (IST) */
  reviewedToday: boolean;
  /** the IST days the learner was active on (streaks.ts: attempts submitted, cards reviewed) */
  activeDays: readonly string[];
};

export type QuietHours = { start: number; end: number } | null;

export type ReminderSettings = {
  kinds: ReadonlySet<ReminderKind>;
  /** minutes after IST midnight; null: none */
  quiet: QuietHours;
};

/** One occasion to remind of: `key` names it (once per learner), `expiresAt` is when it passes. */
export type DueReminder = {
  kind: ReminderKind;
  key: string;
  expiresAt: Date;
  /** what the message names: a test's title, a count */
  params: ReminderParams;
};

export type ReminderParams = { title?: string; titleHi?: string | null; id?: number; count?: number };

/** Minutes after IST midnight at `instant`. */
export function istMinuteOfDay(instant: Date): number {
  return Math.floor((instant.getTime() - istDayStart(istDay(instant)).getTime()) / 60_000);
}

/** "HH:MM" to minutes after midnight, and back. */
export const minutesOfTime = (time: string): number => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
};
export const timeOfMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Whether `instant` falls in the quiet hours: from start (included) up to end (excluded), IST; a
 * start after the end wraps past midnight (22:00-07:00 is quiet at 23:30 and at 06:59, not at 07:00).
 * Equal ends, or none, mean no quiet hours.
 */
export function inQuietHours(instant: Date, quiet: QuietHours): boolean {
  if (!quiet || quiet.start === quiet.end) return false;
  const minute = istMinuteOfDay(instant);
  return quiet.start < quiet.end
    ? minute >= quiet.start && minute < quiet.end
    : minute >= quiet.start || minute < quiet.end;
}

/** The reminders due at `now` for a learner with these settings and facts, none in quiet hours. */
export function dueReminders(now: Date, facts: ReminderFacts, settings: ReminderSettings): DueReminder[] {
  if (settings.kinds.size === 0 || inQuietHours(now, settings.quiet)) return [];
  const due: DueReminder[] = [];
  const t = now.getTime();
  const opens = (at: Date, before: number) => t >= at.getTime() - before && t < at.getTime();

  if (settings.kinds.has("live-test-starting")) {
    for (const test of facts.liveTests) {
      if (opens(test.startsAt, STARTING_SOON_MS))
        due.push({
          kind: "live-test-starting",
          key: `live-test-starting:${test.id}`,
          expiresAt: test.startsAt,
          params: { id: test.id, title: test.title, titleHi: test.titleHi },
        });
    }
  }
  for (const assignment of facts.assignments) {
    const params = { id: assignment.id, title: assignment.title, titleHi: assignment.titleHi };
    if (settings.kinds.has("assignment-starting") && opens(assignment.startsAt, STARTING_SOON_MS))
      due.push({
        kind: "assignment-starting",
        key: `assignment-starting:${assignment.id}`,
        expiresAt: assignment.startsAt,
        params,
      });
    if (settings.kinds.has("assignment-closing") && opens(assignment.closesAt, CLOSING_SOON_MS))
      due.push({
        kind: "assignment-closing",
        key: `assignment-closing:${assignment.id}`,
        expiresAt: assignment.closesAt,
        params,
      });
  }

  const today = istDay(now);
  const minute = istMinuteOfDay(now);
  const endOfToday = istDayStart(addIstDays(today, 1));
  const activeToday = facts.activeDays.includes(today);
  if (
    settings.kinds.has("review-due") &&
    minute >= REVIEW_REMINDER_HOUR_IST * 60 &&
    facts.reviewCardsDueToday > 0 &&
    !facts.reviewedToday
  )
    due.push({
      kind: "review-due",
      key: `review-due:${today}`,
      expiresAt: endOfToday,
      params: { count: facts.reviewCardsDueToday },
    });
  if (settings.kinds.has("streak-at-risk") && minute >= STREAK_REMINDER_HOUR_IST * 60 && !activeToday) {
    // today not active yet: the current streak is the run up to yesterday, and it ends at midnight
    const { current } = computeStreaks(facts.activeDays, today);
    if (current > 0)
      due.push({
        kind: "streak-at-risk",
        key: `streak-at-risk:${today}`,
        expiresAt: endOfToday,
        params: { count: current },
      });
  }
  return due;
}

export type ReminderMessage = { title: string; body: string; url: string };

/** The notification a reminder shows, in the learner's language, with the page it opens. */
export function reminderMessage(
  kind: ReminderKind,
  params: ReminderParams,
  language: Language,
): ReminderMessage {
  const hi = language === "hi";
  const title = (hi ? params.titleHi : null) ?? params.title ?? "";
  const count = params.count ?? 0;
  switch (kind) {
    case "live-test-starting":
      return hi
        ? { title: "लाइव टेस्ट 30 मिनट में शुरू होगा", body: `${title}: समय पर जुड़ें।`, url: "/live-tests" }
        : {
            title: "Live test starts in 30 minutes",
            body: `${title}: be there on time.`,
            url: "/live-tests",
          };
    case "assignment-starting":
      return hi
        ? { title: "असाइनमेंट 30 मिनट में शुरू होगा", body: title, url: "/my-batches" }
        : { title: "Assignment starts in 30 minutes", body: title, url: "/my-batches" };
    case "assignment-closing":
      return hi
        ? { title: "असाइनमेंट 24 घंटे में बंद होगा", body: `${title}: समय रहते जमा करें।`, url: "/my-batches" }
        : {
            title: "Assignment closes in 24 hours",
            body: `${title}: submit it in time.`,
            url: "/my-batches",
          };
    case "review-due":
      return hi
        ? {
            title: "आज के रिवीज़न कार्ड",
            body: `आज ${count} कार्ड दोहराने हैं।`,
            url: "/review",
          }
        : {
            title: "Review cards due today",
            body: `${count} ${count === 1 ? "card is" : "cards are"} due for review today.`,
            url: "/review",
          };
    case "streak-at-risk":
      return hi
        ? {
            title: "आपकी लगातार अभ्यास की कड़ी आज रात टूट जाएगी",
            body: `${count} दिन की कड़ी: आधी रात से पहले एक क्विज़ या रिवीज़न करें।`,
            url: "/daily-quizzes",
          }
        : {
            title: "Your streak ends tonight",
            body: `Keep your ${count}-day streak: take a quiz or review a card before midnight.`,
            url: "/daily-quizzes",
          };
  }
}
