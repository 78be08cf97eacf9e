import { describe, expect, it } from "vitest";
import {
  averageScore,
  buildTimeline,
  computeGoals,
  percentInMean,
  type SubmittedAttempt,
  summariseByExam,
  totalPoints,
} from "./progress";

const attempt = (over: Partial<SubmittedAttempt>): SubmittedAttempt => ({
  examType: "jee",
  kind: "practice",
  marks: 0,
  maxMarks: 40,
  correctCount: 0,
  wrongCount: 0,
  points: 0,
  submittedDay: "2026-11-21",
  ...over,
});

describe("attempt percent and averageScore", () => {
  it("is marks / maxMarks × 100, negative marks counting as 0", () => {
    expect(percentInMean(30, 40)).toBe(75);
    expect(percentInMean(-3, 40)).toBe(0);
    expect(percentInMean(5, 0)).toBe(0);
  });

  it("averages the attempts' percents as a string with 2 decimals", () => {
    // 75%, 0% (negative marks) and 33.333…%: mean 36.111… -> "36.11"
    const attempts = [attempt({ marks: 30 }), attempt({ marks: -4 }), attempt({ marks: 1, maxMarks: 3 })];
    expect(averageScore(attempts)).toBe("36.11");
  });

  it('is "0" with no attempt', () => {
    expect(averageScore([])).toBe("0");
  });
});

describe("totalPoints", () => {
  it("adds every attempt's points (retakes carry 0)", () => {
    expect(totalPoints([attempt({ points: 30 }), attempt({ points: 0 }), attempt({ points: 50 })])).toBe(80);
  });
});

describe("summariseByExam", () => {
  it("groups attempts by exam in the exams' order with accuracy over answered questions", () => {
    const rows = summariseByExam(
      [
        attempt({ examType: "neet", marks: 8, maxMarks: 16, correctCount: 2, wrongCount: 0, points: 20 }),
        attempt({ examType: "jee", marks: 12, maxMarks: 16, correctCount: 3, wrongCount: 0, points: 30 }),
        attempt({ examType: "jee", marks: 3, maxMarks: 16, correctCount: 1, wrongCount: 1, points: 0 }),
      ],
      ["upsc", "jee", "neet"],
    );
    expect(rows).toEqual([
      // accuracy 4 / 5 = 80; percents 75 and 18.75 -> 46.9 (46.875 rounded)
      { examType: "jee", attempts: 2, accuracy: 80, averagePercent: 46.9, points: 30 },
      { examType: "neet", attempts: 1, accuracy: 100, averagePercent: 50, points: 20 },
    ]);
  });
});

describe("buildTimeline", () => {
  it("has one entry per IST day, oldest first, with gaps as null", () => {
    const timeline = buildTimeline(
      [
        attempt({ submittedDay: "2026-11-21", marks: 20, correctCount: 5, wrongCount: 0, points: 50 }),
        attempt({ submittedDay: "2026-11-21", marks: 10, correctCount: 3, wrongCount: 2, points: 0 }),
        attempt({ submittedDay: "2026-11-19", marks: 0, correctCount: 0, wrongCount: 0, points: 0 }),
        attempt({ submittedDay: "2026-11-01", marks: 40, correctCount: 10, points: 100 }), // before the window
      ],
      "2026-11-21",
      3,
    );
    expect(timeline).toEqual([
      { day: "2026-11-19", points: 0, attempts: 1, accuracy: null, marksPercent: 0 },
      { day: "2026-11-20", points: 0, attempts: 0, accuracy: null, marksPercent: null },
      { day: "2026-11-21", points: 50, attempts: 2, accuracy: 80, marksPercent: 37.5 },
    ]);
  });

  it("runs across the year end", () => {
    expect(buildTimeline([], "2027-01-02", 4).map((d) => d.day)).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
  });
});

describe("computeGoals", () => {
  it("computes each goal's current figure and progress from the history", () => {
    const goals = computeGoals({
      currentStreak: 12,
      today: "2026-11-21",
      attempts: [
        attempt({ kind: "mock", marks: 36, correctCount: 9, wrongCount: 0, submittedDay: "2026-11-21" }), // 90%
        attempt({ kind: "mock", marks: 32, correctCount: 8, wrongCount: 0, submittedDay: "2026-10-23" }), // 80%, day −29
        attempt({ marks: 0, correctCount: 0, wrongCount: 3, submittedDay: "2026-10-22" }), // day −30: not this month
      ],
    });
    expect(goals).toEqual([
      {
        id: "streak-30",
        title: "30-day streak",
        target: 30,
        current: 12,
        unit: "days",
        progressPercent: 40,
        achieved: false,
      },
      {
        id: "monthly-average-85",
        title: "85% monthly average",
        target: 85,
        current: 85,
        unit: "percent",
        progressPercent: 100,
        achieved: true,
      },
      {
        id: "mock-tests-10",
        title: "10 mock tests",
        target: 10,
        current: 2,
        unit: "tests",
        progressPercent: 20,
        achieved: false,
      },
      // 17 correct of 20 answered
      {
        id: "accuracy-90",
        title: "90% accuracy",
        target: 90,
        current: 85,
        unit: "percent",
        progressPercent: 94.4,
        achieved: false,
      },
    ]);
  });

  it("starts every goal at 0 with no history", () => {
    const goals = computeGoals({ currentStreak: 0, today: "2026-11-21", attempts: [] });
    expect(goals.map((g) => [g.current, g.progressPercent, g.achieved])).toEqual([
      [0, 0, false],
      [0, 0, false],
      [0, 0, false],
      [0, 0, false],
    ]);
  });

  it("caps progress at 100 when the target is passed", () => {
    const goals = computeGoals({ currentStreak: 45, today: "2026-11-21", attempts: [] });
    expect(goals[0]).toMatchObject({ current: 45, progressPercent: 100, achieved: true });
  });
});
