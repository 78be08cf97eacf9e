import { accuracy, round1 } from "./analytics";
import { addIstDays } from "./ist";
import { percentOf } from "./marking";

/*
 * Progress figures
 * ================
 * Over the learner's SUBMITTED attempts (retakes included; an attempt still running does not count):
 * - testsCompleted = their number.
 * - attempt percent = the percent rule of marking.ts (percentOf, exact), except that an average
 *   counts a negative one as 0% (negative marking cannot take a mean below 0%; an attempt with
 *   maxMarks 0 counts as 0%). A single result still shows its own percent, negative or not.
 * - averageScore    = mean attempt percent as a numeric string with 2 decimals ("71.25"), "0" when none.
 * - totalPoints     = sum of points (only first attempts of a quiz carry points; retakes carry 0).
 * - accuracy        = Σ correct / Σ (correct + wrong) × 100 (skipped left out), 0 when nothing answered.
 * Timeline: one entry per IST day of the window; a day's marksPercent is the mean attempt percent of the
 * attempts submitted that day and its accuracy the accuracy of their answers, both null on a day without
 * attempts (a chart shows a gap, not a false 0).
 * Goals (progress = min(current / target, 1) × 100):
 * - "30-day streak": current daily streak, target 30 days;
 * - "85% monthly average": mean attempt percent over attempts submitted on the last 30 IST days, target 85;
 * - "10 mock tests": submitted attempts of mock tests (retakes included), target 10;
 * - "90% accuracy": all-time accuracy, target 90.
 */

export type SubmittedAttempt = {
  examType: string;
  kind: string;
  marks: number;
  maxMarks: number;
  correctCount: number;
  wrongCount: number;
  points: number;
  /** its active day, the IST day of submission (activeDayOf in ./streaks.ts) */
  submittedDay: string;
};

/** What one attempt adds to a mean percent: its exact percent (percentOf), 0 when negative. */
export function percentInMean(marks: number, maxMarks: number): number {
  return Math.max(0, percentOf(marks, maxMarks, { exact: true }));
}

function meanPercent(attempts: Pick<SubmittedAttempt, "marks" | "maxMarks">[]): number {
  if (attempts.length === 0) return 0;
  return attempts.reduce((sum, a) => sum + percentInMean(a.marks, a.maxMarks), 0) / attempts.length;
}

/** "71.25", or "0" when there is no submitted attempt. */
export function averageScore(attempts: Pick<SubmittedAttempt, "marks" | "maxMarks">[]): string {
  return attempts.length === 0 ? "0" : meanPercent(attempts).toFixed(2);
}

export function totalPoints(attempts: Pick<SubmittedAttempt, "points">[]): number {
  return attempts.reduce((sum, a) => sum + a.points, 0);
}

export function attemptsAccuracy(attempts: Pick<SubmittedAttempt, "correctCount" | "wrongCount">[]): number {
  let correct = 0;
  let answered = 0;
  for (const a of attempts) {
    correct += a.correctCount;
    answered += a.correctCount + a.wrongCount;
  }
  return accuracy(correct, answered);
}

export type ExamSummary = {
  examType: string;
  attempts: number;
  accuracy: number;
  averagePercent: number;
  points: number;
};

/** One summary per exam with attempts, in the order of `examOrder` (others after, A→Z). */
export function summariseByExam(attempts: SubmittedAttempt[], examOrder: readonly string[]): ExamSummary[] {
  const groups = new Map<string, SubmittedAttempt[]>();
  for (const a of attempts) groups.set(a.examType, [...(groups.get(a.examType) ?? []), a]);
  const position = (exam: string) => {
    const i = examOrder.indexOf(exam);
    return i === -1 ? examOrder.length : i;
  };
  return [...groups]
    .sort(([a], [b]) => position(a) - position(b) || a.localeCompare(b))
    .map(([examType, group]) => ({
      examType,
      attempts: group.length,
      accuracy: round1(attemptsAccuracy(group)),
      averagePercent: round1(meanPercent(group)),
      points: totalPoints(group),
    }));
}

export type TimelineDay = {
  day: string;
  points: number;
  attempts: number;
  accuracy: number | null;
  marksPercent: number | null;
};

/** `days` entries, oldest first, ending `today`. */
export function buildTimeline(attempts: SubmittedAttempt[], today: string, days: number): TimelineDay[] {
  const byDay = new Map<string, SubmittedAttempt[]>();
  for (const a of attempts) byDay.set(a.submittedDay, [...(byDay.get(a.submittedDay) ?? []), a]);
  const timeline: TimelineDay[] = [];
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const day = addIstDays(today, -offset);
    const group = byDay.get(day) ?? [];
    const answered = group.reduce((sum, a) => sum + a.correctCount + a.wrongCount, 0);
    timeline.push({
      day,
      points: totalPoints(group),
      attempts: group.length,
      accuracy: answered > 0 ? round1(attemptsAccuracy(group)) : null,
      marksPercent: group.length > 0 ? round1(meanPercent(group)) : null,
    });
  }
  return timeline;
}

export const GOAL_TARGETS = { streakDays: 30, monthlyAverage: 85, mockTests: 10, accuracy: 90 } as const;
export const MONTH_DAYS = 30;

export type GoalProgress = {
  id: "streak-30" | "monthly-average-85" | "mock-tests-10" | "accuracy-90";
  title: string;
  target: number;
  current: number;
  unit: "days" | "percent" | "tests";
  progressPercent: number;
  achieved: boolean;
};

function goal(
  id: GoalProgress["id"],
  title: string,
  current: number,
  target: number,
  unit: GoalProgress["unit"],
): GoalProgress {
  return {
    id,
    title,
    target,
    current,
    unit,
    progressPercent: round1(Math.min(current / target, 1) * 100),
    achieved: current >= target,
  };
}

export function computeGoals(input: {
  currentStreak: number;
  attempts: SubmittedAttempt[];
  today: string;
}): GoalProgress[] {
  const monthFrom = addIstDays(input.today, -(MONTH_DAYS - 1));
  const lastMonth = input.attempts.filter(
    (a) => a.submittedDay >= monthFrom && a.submittedDay <= input.today,
  );
  const mocks = input.attempts.filter((a) => a.kind === "mock").length;
  return [
    goal("streak-30", "30-day streak", input.currentStreak, GOAL_TARGETS.streakDays, "days"),
    goal(
      "monthly-average-85",
      "85% monthly average",
      round1(meanPercent(lastMonth)),
      GOAL_TARGETS.monthlyAverage,
      "percent",
    ),
    goal("mock-tests-10", "10 mock tests", mocks, GOAL_TARGETS.mockTests, "tests"),
    goal(
      "accuracy-90",
      "90% accuracy",
      round1(attemptsAccuracy(input.attempts)),
      GOAL_TARGETS.accuracy,
      "percent",
    ),
  ];
}
