/**
 * What went wrong in a test: every answer of a submitted attempt placed by outcome and speed
 * (product.md section 12).
 *
 * Rules:
 *  - The paper's pace is its time per question. A mock test or past paper follows an official paper,
 *    so its pace is the exam's official minutes / official questions (JEE Main 180 / 75 = 144 s),
 *    even when a shorter mock has its own time limit: the hall's pace is what the learner trains
 *    for. A practice or daily quiz is its own paper: its time limit / its question count.
 *    Compensatory time makes the pace 4/3 as long, as it does the attempt (src/domain/sections.ts).
 *  - Fast is at most the pace, slow is over it. Why that line: within the pace the learner had the
 *    time the paper allows and gave the answer without using it up, so a wrong answer there is a
 *    slip (misread, rushed, a sign dropped): "careless". Past the pace the learner worked longer
 *    than the paper can afford and still got it wrong: a gap in what they know. A slow correct
 *    answer is known but not yet quick enough.
 *  - Correct is full marks. A part-marked answer (multiple correct) lost marks, so it is placed with
 *    the wrong ones. Skipped answers are counted apart, never placed.
 *  - A question with no recorded time (an attempt from before times were recorded) is "untimed" and
 *    never guessed into a quadrant; an attempt with no recorded time at all says so (`timed` false).
 *  - Per section, the time spent is the sum of its questions' seconds; the paper's pace for it is
 *    its own window where it has one (Banking: 20 minutes), otherwise its questions x the pace.
 *    Questions filed under no listed section go to "Other"; a paper with no sections has none.
 */

import type { Outcome } from "./marking";
import { OTHER_SECTION } from "./sections";

export type PaceQuadrant = "fast-correct" | "slow-correct" | "fast-wrong" | "slow-wrong";

export type PacePaper = {
  kind: "daily" | "practice" | "mock" | "past_paper";
  /** the quiz's own time limit and question count */
  timeLimitMinutes: number;
  totalQuestions: number;
  /** the exam's official paper */
  officialMinutes: number;
  officialQuestions: number;
  sections?: readonly { name: string; timeLimitMinutes?: number | null }[] | null;
  /** 4/3 with compensatory time, else 1 */
  timeFactor?: number;
};

export type PaceAnswer = {
  questionId: number;
  /** 1-based position in the paper */
  number: number;
  section: string | null;
  outcome: Outcome;
  /** seconds recorded on it; null when none was recorded */
  seconds: number | null;
};

export type CarelessAnswer = { questionId: number; number: number; seconds: number };

export type SectionPace = {
  name: string;
  questions: number;
  /** seconds spent on its questions */
  seconds: number;
  /** seconds the paper's pace gives it */
  paceSeconds: number;
};

export type AnswerPace = {
  /** seconds per question at the paper's pace */
  paceSeconds: number;
  basis: "official" | "quiz";
  /** false when no question of the attempt has a recorded time */
  timed: boolean;
  counts: Record<PaceQuadrant | "skipped" | "untimed", number>;
  /** fast-wrong answers, in paper order */
  careless: CarelessAnswer[];
  sections: SectionPace[];
  /** the whole attempt: seconds recorded and the paper's pace for its questions */
  overall: { questions: number; seconds: number; paceSeconds: number };
};

const FULL_PAPERS = new Set(["mock", "past_paper"]);

/** Seconds per question at the paper's pace, and what it is taken from. */
export function paperPace(paper: PacePaper): { seconds: number; basis: "official" | "quiz" } {
  const factor = paper.timeFactor ?? 1;
  const official = FULL_PAPERS.has(paper.kind) && paper.officialQuestions > 0;
  const [minutes, questions] = official
    ? [paper.officialMinutes, paper.officialQuestions]
    : [paper.timeLimitMinutes, Math.max(1, paper.totalQuestions)];
  return { seconds: roundTenth((minutes * 60 * factor) / questions), basis: official ? "official" : "quiz" };
}

/** Where one answer falls; null for a skipped or untimed one. */
export function quadrantOf(
  outcome: Outcome,
  seconds: number | null,
  paceSeconds: number,
): PaceQuadrant | null {
  if (outcome === "skipped" || seconds === null) return null;
  const speed = seconds <= paceSeconds ? "fast" : "slow";
  return `${speed}-${outcome === "correct" ? "correct" : "wrong"}`;
}

export function analyseAnswerPace(paper: PacePaper, answers: readonly PaceAnswer[]): AnswerPace {
  const pace = paperPace(paper);
  const counts = {
    "fast-correct": 0,
    "slow-correct": 0,
    "fast-wrong": 0,
    "slow-wrong": 0,
    skipped: 0,
    untimed: 0,
  };
  const careless: CarelessAnswer[] = [];
  for (const answer of [...answers].sort((a, b) => a.number - b.number)) {
    if (answer.outcome === "skipped") {
      counts.skipped++;
      continue;
    }
    const quadrant = quadrantOf(answer.outcome, answer.seconds, pace.seconds);
    if (quadrant === null) {
      counts.untimed++;
      continue;
    }
    counts[quadrant]++;
    if (quadrant === "fast-wrong" && answer.seconds !== null) {
      careless.push({ questionId: answer.questionId, number: answer.number, seconds: answer.seconds });
    }
  }
  const seconds = answers.reduce((sum, a) => sum + (a.seconds ?? 0), 0);
  return {
    paceSeconds: pace.seconds,
    basis: pace.basis,
    timed: answers.some((a) => a.seconds !== null),
    counts,
    careless,
    sections: sectionPaces(paper, answers, pace.seconds),
    overall: { questions: answers.length, seconds, paceSeconds: Math.round(answers.length * pace.seconds) },
  };
}

function sectionPaces(paper: PacePaper, answers: readonly PaceAnswer[], paceSeconds: number): SectionPace[] {
  const listed = paper.sections ?? [];
  if (listed.length === 0) return [];
  const factor = paper.timeFactor ?? 1;
  const names = listed.map((s) => s.name);
  const groups = new Map<string, PaceAnswer[]>([...names, OTHER_SECTION].map((n) => [n, []]));
  for (const answer of answers) {
    const name = answer.section && names.includes(answer.section) ? answer.section : OTHER_SECTION;
    groups.get(name)?.push(answer);
  }
  return [...groups].flatMap(([name, group]) => {
    if (group.length === 0) return [];
    const window = listed.find((s) => s.name === name)?.timeLimitMinutes;
    return [
      {
        name,
        questions: group.length,
        seconds: group.reduce((sum, a) => sum + (a.seconds ?? 0), 0),
        paceSeconds: Math.round(window ? window * 60 * factor : group.length * paceSeconds),
      },
    ];
  });
}

const roundTenth = (value: number) => Math.round(value * 10) / 10;
