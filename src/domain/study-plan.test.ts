import { describe, expect, it } from "vitest";
import { focusTopics, planStudy, type StudyPlanInput, type TopicRecord } from "./study-plan";

// Wednesday 18 November 2026 (IST); the exam on Wednesday 20 January 2027: 63 study days
const TODAY = "2026-11-18";
const EXAM = "2027-01-20";

const topic = (
  subject: string,
  name: string,
  answered: number,
  correct: number,
  questionsAvailable = 20,
) => ({
  subject,
  topic: name,
  answered,
  correct,
  questionsAvailable,
});

const TOPICS: TopicRecord[] = [
  topic("Physics", "Kinematics", 10, 3), // 30%: weakest
  topic("Physics", "Optics", 10, 9), // 90%: strong, not a focus
  topic("Chemistry", "Bonding", 5, 2), // 40%
  topic("Chemistry", "Acids", 0, 0), // new
  topic("Mathematics", "Calculus", 1, 0), // one answer: still new
  topic("Mathematics", "Vectors", 0, 0, 0), // no practice questions: left out
];

const input = (over: Partial<StudyPlanInput> = {}): StudyPlanInput => ({
  today: TODAY,
  startedDay: TODAY,
  examDate: EXAM,
  hoursPerDay: null,
  paper: { officialMinutes: 180, officialQuestions: 75 },
  topics: TOPICS,
  cardsDue: [],
  mocksAvailable: 3,
  doneThisWeek: { questions: 0, reviewCards: 0, mocks: 0 },
  ...over,
});

describe("focusTopics", () => {
  it("puts weak topics first, weakest first, then new ones, and leaves out strong topics and empty ones", () => {
    expect(focusTopics(TOPICS).map((t) => [t.topic, t.reason, t.accuracy])).toEqual([
      ["Kinematics", "weak", 30],
      ["Bonding", "weak", 40],
      ["Acids", "new", null],
      ["Calculus", "new", null],
    ]);
  });

  it("practises every topic, weakest first, once none is weak or new", () => {
    const strong = [topic("Physics", "Optics", 10, 9), topic("Physics", "Kinematics", 10, 8)];
    expect(focusTopics(strong).map((t) => [t.topic, t.reason])).toEqual([
      ["Kinematics", "practice"],
      ["Optics", "practice"],
    ]);
  });
});

describe("planStudy", () => {
  it("lays out IST weeks to the day before the exam with a two-week revision phase at the end", () => {
    const plan = planStudy(input());
    expect(plan).toMatchObject({ daysLeft: 63, revisionFrom: "2027-01-06", hoursPerDay: 2 });
    expect(plan.weeks.map((w) => [w.weekStart, w.from, w.to, w.days, w.phase])).toEqual([
      ["2026-11-16", "2026-11-18", "2026-11-22", 5, "practice"],
      ["2026-11-23", "2026-11-23", "2026-11-29", 7, "practice"],
      ["2026-11-30", "2026-11-30", "2026-12-06", 7, "practice"],
      ["2026-12-07", "2026-12-07", "2026-12-13", 7, "practice"],
      ["2026-12-14", "2026-12-14", "2026-12-20", 7, "practice"],
      ["2026-12-21", "2026-12-21", "2026-12-27", 7, "practice"],
      ["2026-12-28", "2026-12-28", "2027-01-03", 7, "practice"],
      ["2027-01-04", "2027-01-04", "2027-01-10", 7, "practice"],
      ["2027-01-11", "2027-01-11", "2027-01-17", 7, "revision"],
      ["2027-01-18", "2027-01-18", "2027-01-19", 2, "revision"],
    ]);
  });

  it("gives the mock tests not yet taken to the weeks nearest the exam, and fills the day with questions", () => {
    const plan = planStudy(input({ cardsDue: ["2026-11-01", "2026-11-18", "2026-11-20", "2026-11-25"] }));
    expect(plan.weeks.map((w) => w.mocks)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 2, 1]);
    const first = plan.weeks[0];
    // 3 cards due by Sunday over 5 days: 1 a day; (120 - 1) minutes at 4.8 minutes a question: 24
    expect(first?.daily).toEqual({
      questions: 24,
      reviewCards: 1,
      topics: [
        { subject: "Physics", topic: "Kinematics", questions: 8 },
        { subject: "Chemistry", topic: "Bonding", questions: 8 },
        { subject: "Chemistry", topic: "Acids", questions: 8 },
      ],
    });
    expect(first?.target).toEqual({ questions: 120, reviewCards: 5, mocks: 0 });
    // the second week takes the next three focus topics in turn
    expect(plan.weeks[1]?.daily.topics.map((t) => t.topic)).toEqual(["Calculus", "Kinematics", "Bonding"]);
    // a revision week: 2 mocks of 180 minutes over 7 days leave 68.6 minutes: 14 questions over four
    // topics, the weak ones, then the other practised one, then a new one
    expect(plan.weeks[8]?.daily).toEqual({
      questions: 14,
      reviewCards: 0,
      topics: [
        { subject: "Physics", topic: "Kinematics", questions: 4 },
        { subject: "Chemistry", topic: "Bonding", questions: 4 },
        { subject: "Physics", topic: "Optics", questions: 3 },
        { subject: "Chemistry", topic: "Acids", questions: 3 },
      ],
    });
  });

  it("holds this week's done to the target of the days since the plan was set", () => {
    const plan = planStudy(
      input({ hoursPerDay: 3, doneThisWeek: { questions: 40, reviewCards: 2, mocks: 0 } }),
    );
    // 180 minutes at 4.8 a question: 37 a day, over Wednesday to Sunday
    expect(plan.thisWeek).toEqual({
      from: "2026-11-18",
      to: "2026-11-22",
      target: { questions: 185, reviewCards: 0, mocks: 0 },
      done: { questions: 40, reviewCards: 2, mocks: 0 },
    });
    // set last week: this week runs from its Monday
    const later = planStudy(input({ startedDay: "2026-11-10" }));
    expect(later.thisWeek?.from).toBe("2026-11-16");
  });

  it("drops a topic from the plan once a result lifts it to the target accuracy", () => {
    const before = planStudy(input());
    const improved = TOPICS.map((t) => (t.topic === "Kinematics" ? { ...t, answered: 20, correct: 14 } : t));
    const after = planStudy(input({ topics: improved }));
    expect(before.focusTopics.map((t) => t.topic)).toContain("Kinematics");
    expect(after.focusTopics.map((t) => t.topic)).not.toContain("Kinematics");
    expect(after.weeks[0]?.daily.topics.map((t) => t.topic)).toEqual(["Bonding", "Acids", "Calculus"]);
  });

  it("plans a single day for an exam tomorrow, and nothing once the exam day has come", () => {
    const tomorrow = planStudy(input({ examDate: "2026-11-19" }));
    expect(tomorrow.daysLeft).toBe(1);
    expect(tomorrow.weeks.map((w) => [w.from, w.to, w.phase, w.mocks])).toEqual([
      ["2026-11-18", "2026-11-18", "practice", 0],
    ]);
    const over = planStudy(input({ examDate: TODAY }));
    expect(over.weeks).toEqual([]);
    expect(over.thisWeek).toBeNull();
  });

  it("spreads a mock test only as far as the papers not yet taken go", () => {
    expect(planStudy(input({ mocksAvailable: 0 })).weeks.every((w) => w.mocks === 0)).toBe(true);
    expect(planStudy(input({ mocksAvailable: 20 })).weeks.map((w) => w.mocks)).toEqual([
      1, 1, 1, 1, 1, 1, 1, 1, 2, 1,
    ]);
  });
});
