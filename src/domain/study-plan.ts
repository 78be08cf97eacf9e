/**
 * A study plan to the exam date (product.md section 14: Monthly and Annual), recomputed from the
 * learner's current data every time it is read, so it adjusts as results come in.
 *
 * Rules:
 *  - Days are IST days (src/domain/ist.ts). Study days run from today up to the day before the exam;
 *    the exam day itself is not one. Weeks are IST weeks (Monday to Sunday). The current week starts
 *    on its Monday, or on the day the plan was set when that is later, so what was done this week
 *    is held to the target of the same days.
 *  - Revision phase: the last REVISION_MAX_DAYS (14) days before the exam, or the last quarter of the
 *    days left when fewer than 8 weeks remain. A week is a revision week when its first study day is
 *    in the phase. Practice weeks work through focus topics; revision weeks go back over the weak
 *    topics and take more mock tests.
 *  - Focus topics are the exam's topics that have practice questions, in this order:
 *      weak: at least TOPIC_MIN_ANSWERS (2) answered and accuracy under TARGET_ACCURACY (70%), the
 *            preparedness analytics' thresholds (src/domain/analytics.ts), weakest first (ties: more
 *            answered first, then name);
 *      new:  fewer than 2 answered, in the exam's subject order.
 *    A topic at 70% or better drops out, which is how a result that lifts a weak topic changes the
 *    plan. With no focus topic left, every topic with questions is practised, weakest first.
 *    Each practice week takes the next TOPICS_PER_WEEK (3) focus topics in turn (week k starts at
 *    topic 3k, wrapping round); a revision week takes up to 4 topics: the weak ones, then the other
 *    practised ones (2+ answers) least accurate first, then new ones.
 *  - Time per day: hoursPerDay (DEFAULT_HOURS_PER_DAY, 2, when the learner gave none).
 *    Review cards: the cards due in the week (overdue ones in the current week) spread over its
 *    days, rounded up, at REVIEW_MINUTES_PER_CARD (1) each, never more than a third of the day.
 *    Mock tests: PRACTICE_MOCKS_PER_WEEK (1) in a practice week and REVISION_MOCKS_PER_WEEK (2) in a
 *    revision week of at least 4 study days (1 in a revision week of 2 or 3), only as many as the
 *    exam has mock tests and past papers the learner has not taken, given to the weeks nearest the
 *    exam first; each takes the exam's official minutes, spread over the week's days.
 *    Practice questions fill the rest of the day at twice the paper's time per question (solving,
 *    then reading the solution), rounded down, split evenly between the week's topics (the first
 *    topics take the remainder).
 *  - This week's target is the week's daily targets times its days; done is what the learner did
 *    in those days: questions answered in the exam, review cards reviewed, mock tests submitted.
 */

import { TARGET_ACCURACY, TOPIC_MIN_ANSWERS } from "./analytics";
import { addIstDays, istWeekdayIndex } from "./ist";

export const DEFAULT_HOURS_PER_DAY = 2;
export const REVISION_MAX_DAYS = 14;
export const TOPICS_PER_WEEK = 3;
export const REVISION_TOPICS = 4;
export const REVIEW_MINUTES_PER_CARD = 1;
export const PRACTICE_MOCKS_PER_WEEK = 1;
export const REVISION_MOCKS_PER_WEEK = 2;

export type TopicRecord = {
  subject: string;
  topic: string;
  /** the learner's answered questions of the topic and how many were correct */
  answered: number;
  correct: number;
  /** practice questions the exam has in it */
  questionsAvailable: number;
};

export type StudyPlanInput = {
  today: string;
  /** the IST day the plan was set */
  startedDay: string;
  examDate: string;
  hoursPerDay: number | null;
  /** the exam's official paper, for the time a question and a mock test take */
  paper: { officialMinutes: number; officialQuestions: number };
  /** the exam's topics in subject order */
  topics: readonly TopicRecord[];
  /** the IST day each of the learner's review cards of this exam is due */
  cardsDue: readonly string[];
  /** mock tests and past papers of the exam not yet taken */
  mocksAvailable: number;
  /** what the learner did since the current week's first plan day */
  doneThisWeek: { questions: number; reviewCards: number; mocks: number };
};

export type FocusTopic = {
  subject: string;
  topic: string;
  reason: "weak" | "new" | "practice";
  answered: number;
  /** percent, one decimal; null under TOPIC_MIN_ANSWERS answers */
  accuracy: number | null;
};

export type Targets = { questions: number; reviewCards: number; mocks: number };

export type PlanWeek = {
  weekStart: string;
  from: string;
  to: string;
  days: number;
  phase: "practice" | "revision";
  daily: {
    questions: number;
    reviewCards: number;
    topics: { subject: string; topic: string; questions: number }[];
  };
  mocks: number;
  target: Targets;
};

export type StudyPlan = {
  examDate: string;
  hoursPerDay: number;
  today: string;
  /** study days left, today included */
  daysLeft: number;
  revisionFrom: string;
  focusTopics: FocusTopic[];
  weeks: PlanWeek[];
  thisWeek: { from: string; to: string; target: Targets; done: Targets } | null;
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

const accuracyOf = (t: TopicRecord) => (t.answered > 0 ? (t.correct / t.answered) * 100 : 0);

/** The focus topics in order (see the rules above). */
const rated = (t: TopicRecord) => t.answered >= TOPIC_MIN_ANSWERS;
const byWeakness = (a: TopicRecord, b: TopicRecord) =>
  accuracyOf(a) - accuracyOf(b) || b.answered - a.answered || a.topic.localeCompare(b.topic);
const focusView = (t: TopicRecord, reason: FocusTopic["reason"]): FocusTopic => ({
  subject: t.subject,
  topic: t.topic,
  reason,
  answered: t.answered,
  accuracy: rated(t) ? round1(accuracyOf(t)) : null,
});

export function focusTopics(topics: readonly TopicRecord[]): FocusTopic[] {
  const usable = topics.filter((t) => t.questionsAvailable > 0);
  const weak = usable.filter((t) => rated(t) && accuracyOf(t) < TARGET_ACCURACY).sort(byWeakness);
  const fresh = usable.filter((t) => !rated(t));
  const focus = [...weak.map((t) => focusView(t, "weak")), ...fresh.map((t) => focusView(t, "new"))];
  if (focus.length > 0) return focus;
  return [...usable].sort(byWeakness).map((t) => focusView(t, "practice"));
}

/** The first day of the current week's plan: its Monday, or the day the plan was set when later. */
export function currentWeekFrom(today: string, startedDay: string): string {
  const monday = addIstDays(today, -istWeekdayIndex(today));
  return startedDay > monday ? startedDay : monday;
}

export function planStudy(input: StudyPlanInput): StudyPlan {
  const { today, examDate } = input;
  const hoursPerDay = input.hoursPerDay ?? DEFAULT_HOURS_PER_DAY;
  const daysLeft = Math.max(0, daysBetween(today, examDate));
  const revisionDays = Math.min(REVISION_MAX_DAYS, Math.floor(daysLeft / 4));
  const revisionFrom = addIstDays(examDate, -revisionDays);
  const focus = focusTopics(input.topics);
  const lastDay = addIstDays(examDate, -1);

  const spans: { weekStart: string; from: string; to: string; phase: PlanWeek["phase"] }[] = [];
  const firstMonday = addIstDays(today, -istWeekdayIndex(today));
  for (let monday = firstMonday; daysLeft > 0 && monday <= lastDay; monday = addIstDays(monday, 7)) {
    const from = monday === firstMonday ? currentWeekFrom(today, input.startedDay) : monday;
    const sunday = addIstDays(monday, 6);
    const to = sunday < lastDay ? sunday : lastDay;
    spans.push({ weekStart: monday, from, to, phase: from >= revisionFrom ? "revision" : "practice" });
  }

  const mocks = allocateMocks(spans, input.mocksAvailable);
  const minutesPerQuestion = (2 * input.paper.officialMinutes) / Math.max(1, input.paper.officialQuestions);
  const dayMinutes = hoursPerDay * 60;
  let practiceWeek = 0;
  const weeks = spans.map((span, i): PlanWeek => {
    const days = daysBetween(span.from, span.to) + 1;
    const due = input.cardsDue.filter(
      (day) => (i === 0 ? day <= span.to : day >= span.from && day <= span.to) && day <= lastDay,
    ).length;
    const reviewCards = Math.min(Math.ceil(due / days), Math.floor(dayMinutes / 3 / REVIEW_MINUTES_PER_CARD));
    const weekMocks = mocks[i] ?? 0;
    const free =
      dayMinutes - reviewCards * REVIEW_MINUTES_PER_CARD - (weekMocks * input.paper.officialMinutes) / days;
    const questions = Math.max(0, Math.floor(free / minutesPerQuestion));
    const chosen =
      span.phase === "revision"
        ? revisionTopics(focus, input.topics)
        : rotate(focus, practiceWeek++ * TOPICS_PER_WEEK);
    return {
      weekStart: span.weekStart,
      from: span.from,
      to: span.to,
      days,
      phase: span.phase,
      daily: { questions, reviewCards, topics: split(questions, chosen) },
      mocks: weekMocks,
      target: { questions: questions * days, reviewCards: reviewCards * days, mocks: weekMocks },
    };
  });

  const current = weeks[0];
  return {
    examDate,
    hoursPerDay,
    today,
    daysLeft,
    revisionFrom,
    focusTopics: focus,
    weeks,
    thisWeek: current
      ? { from: current.from, to: current.to, target: current.target, done: input.doneThisWeek }
      : null,
  };
}

/** Mock tests per week: the weeks nearest the exam first, as far as the papers not yet taken go. */
function allocateMocks(spans: { from: string; to: string; phase: PlanWeek["phase"] }[], available: number) {
  const wanted = spans.map((s) => {
    const days = daysBetween(s.from, s.to) + 1;
    if (s.phase === "revision") return days >= 4 ? REVISION_MOCKS_PER_WEEK : days >= 2 ? 1 : 0;
    return days >= 4 ? PRACTICE_MOCKS_PER_WEEK : 0;
  });
  const given = wanted.map(() => 0);
  let left = Math.max(0, available);
  for (let i = spans.length - 1; i >= 0 && left > 0; i--) {
    const n = Math.min(wanted[i] ?? 0, left);
    given[i] = n;
    left -= n;
  }
  return given;
}

function rotate(focus: FocusTopic[], start: number): FocusTopic[] {
  if (focus.length <= TOPICS_PER_WEEK) return focus;
  return Array.from({ length: TOPICS_PER_WEEK }, (_, k) => focus[(start + k) % focus.length] as FocusTopic);
}

function revisionTopics(focus: FocusTopic[], topics: readonly TopicRecord[]): FocusTopic[] {
  const weak = focus.filter((t) => t.reason === "weak");
  const practised = topics
    .filter((t) => t.questionsAvailable > 0 && t.answered >= TOPIC_MIN_ANSWERS)
    .filter((t) => !weak.some((w) => w.subject === t.subject && w.topic === t.topic))
    .sort(byWeakness)
    .map((t) => focusView(t, "practice"));
  const fresh = focus.filter((t) => t.reason === "new");
  return [...weak, ...practised, ...fresh].slice(0, REVISION_TOPICS);
}

function split(questions: number, topics: FocusTopic[]) {
  if (topics.length === 0) return [];
  const each = Math.floor(questions / topics.length);
  const extra = questions % topics.length;
  return topics.map((t, i) => ({
    subject: t.subject,
    topic: t.topic,
    questions: each + (i < extra ? 1 : 0),
  }));
}
