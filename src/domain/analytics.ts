import { addIstDays, istDay } from "./ist";

/*
 * Preparedness analytics: the formulas
 * ====================================
 * Input: every answer row the learner has for one exam (attempt_answers: subject, topic, chosen option or
 * null when skipped, correct or not, when answered), today's IST day, and the exam's official sections.
 *
 * A. answered        = answers whose chosen option is not null (skipped questions are left out everywhere).
 * B. accuracy(S)     = correct(S) / answered(S) × 100 for a set S of answers; 0 when answered(S) = 0.
 * C. subject score   = accuracy(all of the subject's answers), rounded to 1 decimal.
 *    questionsAttempted = answered(subject).
 *    A subject with no answered question has no card (it is listed in unpractisedSubjects instead).
 * D. improvement     = accuracy(recent) − accuracy(earlier), in percentage points, rounded to 1 decimal, where
 *                      recent  = answers on the 7 IST days ending today (today − 6 … today),
 *                      earlier = answers on the 7 IST days before those (today − 13 … today − 7);
 *                      0 when either period has fewer than 5 answered questions (too few to compare).
 * E. topic accuracy  = accuracy(topic's answers), only for topics with at least 2 answered questions.
 *    strong topics   = the (at most) 2 topics with the highest accuracy among those with accuracy ≥ 70;
 *    weak topics     = the (at most) 2 topics with the lowest accuracy among those with accuracy < 60.
 *    Ties: more answered questions first (more evidence), then the topic name A→Z.
 * F. recommendedStudyTime (hours per week) = clamp(round(2 + (70 − score) / 10), 1, 10):
 *    2 h at the 70% target, one hour more for every 10 points below it, one less for every 10 above,
 *    never under 1 h or over 10 h (0% → 9 h, 40% → 5 h, 90% → 0 → 1 h).
 * G. overall score   = Σ weight(s) × score(s) / Σ weight(s) over the subjects with a card, rounded to 1 decimal;
 *    0 when no subject has a card.
 *    weight(s) = the subject's share of questions in the exam's official pattern: a section's share is
 *    its question count / all sections' question counts when every section states a count, otherwise
 *    1 / number of sections; a section's share is split equally among its subjects. A subject that is
 *    not in the pattern (an admin's own subject) weighs as much as an equal share (1 / pattern subjects),
 *    and with no pattern at all every subject weighs 1.
 * H. recommendations: with no data at all, only "Take a quiz to see your preparedness analytics"; otherwise:
 *    - each subject's weak topics, weakest first, subjects in pattern order:
 *      "Revise Thermodynamics in Physics: 40% accuracy over 5 questions" (accuracy rounded to a whole percent);
 *    - each pattern subject with no answered question: "Start practising Botany: no questions answered yet";
 *    - when there is data but neither of the above: the subject with the lowest score,
 *      "Keep practising Chemistry, your lowest-scoring subject at 72%".
 */

export const IMPROVEMENT_WINDOW_DAYS = 7;
export const IMPROVEMENT_MIN_ANSWERS = 5;
export const TOPIC_MIN_ANSWERS = 2;
export const STRONG_TOPIC_MIN_ACCURACY = 70;
export const WEAK_TOPIC_MAX_ACCURACY = 60;
export const TOPICS_SHOWN = 2;
export const TARGET_ACCURACY = 70;
export const STUDY_HOURS = { base: 2, min: 1, max: 10 } as const;
export const NO_DATA_RECOMMENDATION = "Take a quiz to see your preparedness analytics";

export type AnswerRecord = {
  subject: string;
  topic: string;
  /** null when the question was skipped */
  chosenIndex: number | null;
  isCorrect: boolean;
  answeredAt: Date;
};

export type PatternSection = { subjects: string[]; questions?: number };

export type SubjectAnalysis = {
  subject: string;
  score: number;
  questionsAttempted: number;
  improvement: number;
  recommendedStudyTime: number;
  strongTopics: string[];
  weakTopics: string[];
};

export type Preparedness = {
  overallScore: number;
  subjectScores: SubjectAnalysis[];
  unpractisedSubjects: string[];
  recommendations: string[];
  hasData: boolean;
};

export const round1 = (value: number) => Math.round(value * 10) / 10;

type Tally = { answered: number; correct: number };

const emptyTally = (): Tally => ({ answered: 0, correct: 0 });

function add(tally: Tally, answer: AnswerRecord) {
  if (answer.chosenIndex === null) return;
  tally.answered += 1;
  if (answer.isCorrect) tally.correct += 1;
}

/** Formula B: correct / answered × 100, 0 when nothing was answered. */
export function accuracy(correct: number, answered: number): number {
  return answered > 0 ? (correct / answered) * 100 : 0;
}

/** Formula D, from the two periods' tallies. */
export function improvement(recent: Tally, earlier: Tally): number {
  if (recent.answered < IMPROVEMENT_MIN_ANSWERS || earlier.answered < IMPROVEMENT_MIN_ANSWERS) return 0;
  return round1(accuracy(recent.correct, recent.answered) - accuracy(earlier.correct, earlier.answered));
}

/** Formula F. */
export function recommendedStudyTime(score: number): number {
  const hours = Math.round(STUDY_HOURS.base + (TARGET_ACCURACY - score) / 10);
  return Math.min(STUDY_HOURS.max, Math.max(STUDY_HOURS.min, hours));
}

export type TopicAccuracy = { topic: string; answered: number; accuracy: number };

const byEvidenceThenName = (a: TopicAccuracy, b: TopicAccuracy) =>
  b.answered - a.answered || a.topic.localeCompare(b.topic);

/** Formula E: strong and weak topics (at most two each) from per-topic tallies. */
export function strongAndWeakTopics(topics: TopicAccuracy[]): {
  strong: TopicAccuracy[];
  weak: TopicAccuracy[];
} {
  const rated = topics.filter((t) => t.answered >= TOPIC_MIN_ANSWERS);
  const strong = rated
    .filter((t) => t.accuracy >= STRONG_TOPIC_MIN_ACCURACY)
    .sort((a, b) => b.accuracy - a.accuracy || byEvidenceThenName(a, b))
    .slice(0, TOPICS_SHOWN);
  const weak = rated
    .filter((t) => t.accuracy < WEAK_TOPIC_MAX_ACCURACY)
    .sort((a, b) => a.accuracy - b.accuracy || byEvidenceThenName(a, b))
    .slice(0, TOPICS_SHOWN);
  return { strong, weak };
}

/** Formula G's weights: subject → weight, for the subjects of the pattern. */
export function patternWeights(sections: PatternSection[]): Map<string, number> {
  const weights = new Map<string, number>();
  const usable = sections.filter((s) => s.subjects.length > 0);
  if (usable.length === 0) return weights;
  const counted = usable.every((s) => typeof s.questions === "number" && s.questions > 0);
  const total = counted ? usable.reduce((sum, s) => sum + (s.questions ?? 0), 0) : usable.length;
  for (const section of usable) {
    const share = (counted ? (section.questions ?? 0) : 1) / total;
    for (const subject of section.subjects) {
      weights.set(subject, (weights.get(subject) ?? 0) + share / section.subjects.length);
    }
  }
  return weights;
}

/** Formula G. */
export function overallScore(
  scores: { subject: string; score: number }[],
  sections: PatternSection[],
): number {
  if (scores.length === 0) return 0;
  const weights = patternWeights(sections);
  const equalShare = weights.size > 0 ? 1 / weights.size : 1;
  let weighted = 0;
  let totalWeight = 0;
  for (const { subject, score } of scores) {
    const weight = weights.get(subject) ?? equalShare;
    weighted += weight * score;
    totalWeight += weight;
  }
  return totalWeight > 0 ? round1(weighted / totalWeight) : 0;
}

/** The pattern's subjects in section order, each once. */
export function patternSubjects(sections: PatternSection[]): string[] {
  return [...new Set(sections.flatMap((s) => s.subjects))];
}

/** Everything the preparedness page shows, from the learner's answers for one exam. */
export function analysePreparedness(input: {
  answers: AnswerRecord[];
  today: string;
  sections: PatternSection[];
}): Preparedness {
  const { answers, today, sections } = input;
  const recentFrom = addIstDays(today, -(IMPROVEMENT_WINDOW_DAYS - 1));
  const earlierFrom = addIstDays(today, -(2 * IMPROVEMENT_WINDOW_DAYS - 1));

  type SubjectTallies = { all: Tally; recent: Tally; earlier: Tally; topics: Map<string, Tally> };
  const subjects = new Map<string, SubjectTallies>();
  for (const answer of answers) {
    let tallies = subjects.get(answer.subject);
    if (!tallies) {
      tallies = { all: emptyTally(), recent: emptyTally(), earlier: emptyTally(), topics: new Map() };
      subjects.set(answer.subject, tallies);
    }
    add(tallies.all, answer);
    const day = istDay(answer.answeredAt);
    if (day >= recentFrom && day <= today) add(tallies.recent, answer);
    else if (day >= earlierFrom && day < recentFrom) add(tallies.earlier, answer);
    let topic = tallies.topics.get(answer.topic);
    if (!topic) {
      topic = emptyTally();
      tallies.topics.set(answer.topic, topic);
    }
    add(topic, answer);
  }

  const ordered = patternSubjects(sections);
  const extra = [...subjects.keys()].filter((s) => !ordered.includes(s)).sort((a, b) => a.localeCompare(b));

  const subjectScores: SubjectAnalysis[] = [];
  const weakBySubject: { subject: string; weak: TopicAccuracy[] }[] = [];
  for (const subject of [...ordered, ...extra]) {
    const tallies = subjects.get(subject);
    if (!tallies || tallies.all.answered === 0) continue;
    const score = round1(accuracy(tallies.all.correct, tallies.all.answered));
    const topics = [...tallies.topics].map(([topic, t]) => ({
      topic,
      answered: t.answered,
      accuracy: accuracy(t.correct, t.answered),
    }));
    const { strong, weak } = strongAndWeakTopics(topics);
    weakBySubject.push({ subject, weak });
    subjectScores.push({
      subject,
      score,
      questionsAttempted: tallies.all.answered,
      improvement: improvement(tallies.recent, tallies.earlier),
      recommendedStudyTime: recommendedStudyTime(score),
      strongTopics: strong.map((t) => t.topic),
      weakTopics: weak.map((t) => t.topic),
    });
  }

  const practised = new Set(subjectScores.map((s) => s.subject));
  const unpractisedSubjects = ordered.filter((s) => !practised.has(s));
  const hasData = subjectScores.length > 0;

  const recommendations: string[] = [];
  if (!hasData) recommendations.push(NO_DATA_RECOMMENDATION);
  for (const { subject, weak } of weakBySubject) {
    for (const t of weak) {
      recommendations.push(
        `Revise ${t.topic} in ${subject}: ${Math.round(t.accuracy)}% accuracy over ${t.answered} questions`,
      );
    }
  }
  for (const subject of hasData ? unpractisedSubjects : []) {
    recommendations.push(`Start practising ${subject}: no questions answered yet`);
  }
  if (recommendations.length === 0) {
    const lowest = [...subjectScores].sort((a, b) => a.score - b.score)[0];
    if (lowest) {
      recommendations.push(
        `Keep practising ${lowest.subject}, your lowest-scoring subject at ${Math.round(lowest.score)}%`,
      );
    }
  }

  return {
    overallScore: overallScore(subjectScores, sections),
    subjectScores,
    unpractisedSubjects,
    recommendations,
    hasData,
  };
}
