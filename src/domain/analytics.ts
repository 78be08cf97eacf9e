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
 * H. recommendations (what each says, for the page to word in the reader's language; the English wording
 *    shown here): with no data at all, only "Take a quiz to see your preparedness analytics"; otherwise:
 *    - each subject's weak topics, weakest first, subjects in pattern order:
 *      "Revise Thermodynamics in Physics: 40% accuracy over 5 questions" (accuracy rounded to a whole percent);
 *    - each pattern subject with no answered question: "Start practising Botany: no questions answered yet";
 *    - when there is data but neither of the above: the subject with the lowest score,
 *      "Keep practising Chemistry, your lowest-scoring subject at 72%" (only among subjects with enough
 *      data, I; when none has, "Answer at least 10 questions in a subject to see a reliable score").
 * I. enough data (product rule 12: an estimate says "not enough data yet" instead of a number when it rests
 *    on too little), and every figure carries the count it rests on:
 *    - a subject's score, recommended study time and strong/weak topics need SUBJECT_MIN_ANSWERS (10)
 *      answered questions in the subject (enoughData); below that the page shows "Not enough data yet";
 *    - improvement needs IMPROVEMENT_MIN_ANSWERS (5) answered questions in each of the two periods
 *      (improvementKnown, with both periods' counts in improvementAnswers); otherwise it is unknown, not 0;
 *    - topics are judged only with TOPIC_MIN_ANSWERS (2) answers each: topicsRated counts those topics, so
 *      "no weak topics" (topicsRated > 0) is told apart from "too few answers to tell" (topicsRated = 0);
 *    - the overall score needs OVERALL_MIN_ANSWERS (20) answered questions of the exam (enoughData), and
 *      questionsAnswered says how many it rests on.
 */

export const IMPROVEMENT_WINDOW_DAYS = 7;
export const IMPROVEMENT_MIN_ANSWERS = 5;
export const TOPIC_MIN_ANSWERS = 2;
export const STRONG_TOPIC_MIN_ACCURACY = 70;
export const WEAK_TOPIC_MAX_ACCURACY = 60;
export const TOPICS_SHOWN = 2;
export const TARGET_ACCURACY = 70;
export const STUDY_HOURS = { base: 2, min: 1, max: 10 } as const;
/** Formula I: answered questions a subject's score, study time and topics need before they are shown. */
export const SUBJECT_MIN_ANSWERS = 10;
/** Formula I: answered questions of the exam the overall score needs before it is shown. */
export const OVERALL_MIN_ANSWERS = 20;
/** Formula H's advice, as data: the page words it in the reader's language. */
export type Recommendation =
  | { kind: "take_a_quiz" }
  | {
      kind: "revise_topic";
      topic: string;
      subject: string;
      /** the topic's name names its subject ("Some Basic Concepts in Chemistry"): not said twice */
      topicNamesSubject: boolean;
      /** whole percent */
      accuracy: number;
      answered: number;
    }
  | { kind: "start_subject"; subject: string }
  | { kind: "keep_practising"; subject: string /** whole percent */; score: number }
  | { kind: "answer_more"; minimum: number };

export const NO_DATA_RECOMMENDATION: Recommendation = { kind: "take_a_quiz" };
/** Formula I's thresholds, as the page states them. */
export const DATA_MINIMUMS = {
  subject: SUBJECT_MIN_ANSWERS,
  overall: OVERALL_MIN_ANSWERS,
  improvement: IMPROVEMENT_MIN_ANSWERS,
  topic: TOPIC_MIN_ANSWERS,
} as const;
export const TOO_LITTLE_DATA_RECOMMENDATION: Recommendation = {
  kind: "answer_more",
  minimum: SUBJECT_MIN_ANSWERS,
};

export type AnswerRecord = {
  subject: string;
  topic: string;
  /** null when the question was skipped (single correct) */
  chosenIndex: number | null;
  /** answered in any type's shape (multiple, numerical); when absent, chosenIndex says */
  answered?: boolean;
  /** full marks (a part-marked multiple-correct answer is not correct) */
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
  /** formula I: questionsAttempted ≥ SUBJECT_MIN_ANSWERS */
  enoughData: boolean;
  /** formula I: both periods have IMPROVEMENT_MIN_ANSWERS answers, so `improvement` means something */
  improvementKnown: boolean;
  /** answered questions in the recent and the earlier 7 days */
  improvementAnswers: { recent: number; earlier: number };
  /** topics with at least TOPIC_MIN_ANSWERS answered questions (the ones judged strong or weak) */
  topicsRated: number;
};

export type Preparedness = {
  overallScore: number;
  /** answered questions of the exam behind the overall score */
  questionsAnswered: number;
  /** formula I: questionsAnswered ≥ OVERALL_MIN_ANSWERS */
  enoughData: boolean;
  subjectScores: SubjectAnalysis[];
  unpractisedSubjects: string[];
  recommendations: Recommendation[];
  hasData: boolean;
};

export const round1 = (value: number) => Math.round(value * 10) / 10;

type Tally = { answered: number; correct: number };

const emptyTally = (): Tally => ({ answered: 0, correct: 0 });

function add(tally: Tally, answer: AnswerRecord) {
  if (!(answer.answered ?? answer.chosenIndex !== null)) return;
  tally.answered += 1;
  if (answer.isCorrect) tally.correct += 1;
}

/** Formula B: correct / answered × 100, 0 when nothing was answered. */
export function accuracy(correct: number, answered: number): number {
  return answered > 0 ? (correct / answered) * 100 : 0;
}

/** Formula D, from the two periods' tallies. */
export function improvement(recent: Tally, earlier: Tally): number {
  if (!improvementKnown(recent, earlier)) return 0;
  return round1(accuracy(recent.correct, recent.answered) - accuracy(earlier.correct, earlier.answered));
}

/** Formula I: whether both periods have enough answers to compare. */
export function improvementKnown(recent: Tally, earlier: Tally): boolean {
  return recent.answered >= IMPROVEMENT_MIN_ANSWERS && earlier.answered >= IMPROVEMENT_MIN_ANSWERS;
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
      enoughData: tallies.all.answered >= SUBJECT_MIN_ANSWERS,
      improvementKnown: improvementKnown(tallies.recent, tallies.earlier),
      improvementAnswers: { recent: tallies.recent.answered, earlier: tallies.earlier.answered },
      topicsRated: topics.filter((t) => t.answered >= TOPIC_MIN_ANSWERS).length,
    });
  }

  const practised = new Set(subjectScores.map((s) => s.subject));
  const unpractisedSubjects = ordered.filter((s) => !practised.has(s));
  const hasData = subjectScores.length > 0;

  const recommendations: Recommendation[] = [];
  if (!hasData) recommendations.push(NO_DATA_RECOMMENDATION);
  for (const { subject, weak } of weakBySubject) {
    for (const t of weak) {
      recommendations.push({
        kind: "revise_topic",
        topic: t.topic,
        subject,
        topicNamesSubject: t.topic.toLowerCase().includes(subject.toLowerCase()),
        accuracy: Math.round(t.accuracy),
        answered: t.answered,
      });
    }
  }
  for (const subject of hasData ? unpractisedSubjects : []) {
    recommendations.push({ kind: "start_subject", subject });
  }
  if (recommendations.length === 0 && hasData) {
    const lowest = subjectScores.filter((s) => s.enoughData).sort((a, b) => a.score - b.score)[0];
    recommendations.push(
      lowest
        ? { kind: "keep_practising", subject: lowest.subject, score: Math.round(lowest.score) }
        : TOO_LITTLE_DATA_RECOMMENDATION,
    );
  }

  const questionsAnswered = subjectScores.reduce((sum, s) => sum + s.questionsAttempted, 0);
  return {
    overallScore: overallScore(subjectScores, sections),
    questionsAnswered,
    enoughData: questionsAnswered >= OVERALL_MIN_ANSWERS,
    subjectScores,
    unpractisedSubjects,
    recommendations,
    hasData,
  };
}
