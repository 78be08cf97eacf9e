/**
 * A quiz whose answers item analysis can be checked against: five single-correct questions and a
 * numerical one, answered by learners of known ability (0 = weakest). Each learner gets a question
 * right from its threshold of ability up, with a little deterministic noise (a strong learner's
 * slip, a weak learner's lucky guess), and otherwise picks a distractor in turn. Question 3's
 * stored key is deliberately wrong: it says A, while the right answer, which the strong choose,
 * is C.
 */
export type PlannedQuestion = {
  question: string;
  options: string[];
  /** the key as stored (for question 3, wrong) */
  storedKey: number;
  /** the option that is truly right */
  rightOption: number;
  /** ability from which a learner answers it right */
  threshold: number;
};

export const PLANNED_QUESTIONS: PlannedQuestion[] = [
  {
    question: "Zq-A ball is thrown up at 20 m/s (g = 10 m/s²). How long until it is back in the hand?",
    options: ["2 s", "4 s", "1 s", "8 s"],
    storedKey: 1,
    rightOption: 1,
    threshold: 10,
  },
  {
    question: "Zq-The SI unit of impulse is",
    options: ["N", "N s", "J", "W"],
    storedKey: 1,
    rightOption: 1,
    threshold: 14,
  },
  {
    question: "Zq-A body moves in a circle at constant speed. Its acceleration points",
    options: ["along the velocity", "away from the centre", "towards the centre", "nowhere: it is zero"],
    storedKey: 0,
    rightOption: 2,
    threshold: 18,
  },
  {
    question: "Zq-Two resistors of 6 Ω in parallel make",
    options: ["12 Ω", "3 Ω", "6 Ω", "2 Ω"],
    storedKey: 1,
    rightOption: 1,
    threshold: 22,
  },
  {
    question: "Zq-The dimension of Planck's constant is that of",
    options: ["energy", "angular momentum", "power", "force"],
    storedKey: 1,
    rightOption: 1,
    threshold: 26,
  },
];

export const PLANNED_NUMERICAL = {
  question: "Zq-A car covers 100 m in 5 s from rest at constant acceleration. Its acceleration in m/s² is",
  numericAnswer: { min: 8, max: 8 },
  threshold: 16,
};

export const PLANNED_LEARNERS = 40;

/** Whether learner `ability` answers planned question `q` (0-based; 5 = the numerical one) right. */
export function answersRight(ability: number, q: number): boolean {
  const threshold =
    q < PLANNED_QUESTIONS.length ? PLANNED_QUESTIONS[q]?.threshold : PLANNED_NUMERICAL.threshold;
  const slip = (ability * 7 + q * 3) % 17 === 0;
  const luckyGuess = (ability * 5 + q) % 13 === 0;
  return ability >= (threshold ?? 0) ? !slip : luckyGuess;
}

/** The option learner `ability` chooses on single-correct planned question `q`. */
export function plannedChoice(ability: number, q: number): number {
  const planned = PLANNED_QUESTIONS[q];
  if (!planned) throw new Error(`no planned question ${q}`);
  if (answersRight(ability, q)) return planned.rightOption;
  const distractors = planned.options.map((_, i) => i).filter((i) => i !== planned.rightOption);
  return distractors[(ability + q) % distractors.length] as number;
}

/** The number learner `ability` enters for the numerical question. */
export function plannedNumber(ability: number): number {
  return answersRight(ability, PLANNED_QUESTIONS.length) ? 8 : 4;
}
