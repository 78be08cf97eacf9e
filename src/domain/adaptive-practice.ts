import { estimateAbility, mostInformative } from "./irt";

/**
 * "Practise my weak topics":
 *
 *   1. each topic the learner answered in the exam gets an EAP ability from their first answers in
 *      it (src/domain/irt.ts; a question not yet calibrated counts at difficulty 0);
 *   2. the WEAK_TOPIC_COUNT topics with the lowest ability are the weak ones (ties: fewer answers
 *      first, then by name);
 *   3. from the questions of those topics the learner has not answered in the last
 *      RECENT_DAYS days, each topic in turn (weakest first) takes its most informative remaining
 *      question at its own ability (Fisher information P(1 − P), largest where difficulty = ability),
 *      until ADAPTIVE_QUESTION_COUNT are chosen or none are left.
 */
export const WEAK_TOPIC_COUNT = 3;
export const ADAPTIVE_QUESTION_COUNT = 10;
export const RECENT_DAYS = 14;
/** minutes allowed per question of the practice quiz */
export const ADAPTIVE_MINUTES_PER_QUESTION = 1.5;

export type TopicAnswer = { subject: string; topic: string; difficulty: number; correct: boolean };
export type Candidate = { itemId: number; subject: string; topic: string; difficulty: number };
export type WeakTopic = { subject: string; topic: string; theta: number; answered: number };

const keyOf = (t: { subject: string; topic: string }) => `${t.subject}\u0000${t.topic}`;

export function weakestTopics(answers: readonly TopicAnswer[], count = WEAK_TOPIC_COUNT): WeakTopic[] {
  const grouped = new Map<string, TopicAnswer[]>();
  for (const a of answers) grouped.set(keyOf(a), [...(grouped.get(keyOf(a)) ?? []), a]);
  return [...grouped.values()]
    .map((list) => ({
      subject: list[0]?.subject ?? "",
      topic: list[0]?.topic ?? "",
      theta: Math.round(estimateAbility(list).theta * 100) / 100,
      answered: list.length,
    }))
    .sort(
      (a, b) =>
        a.theta - b.theta ||
        a.answered - b.answered ||
        a.subject.localeCompare(b.subject) ||
        a.topic.localeCompare(b.topic),
    )
    .slice(0, count);
}

export function chooseAdaptiveItems(
  topics: readonly WeakTopic[],
  candidates: readonly Candidate[],
  count = ADAPTIVE_QUESTION_COUNT,
): number[] {
  const queues = topics.map((topic) =>
    mostInformative(
      candidates.filter((c) => keyOf(c) === keyOf(topic)),
      topic.theta,
      count,
    ),
  );
  const chosen: number[] = [];
  for (let round = 0; chosen.length < count; round++) {
    let tookAny = false;
    for (const queue of queues) {
      const next = queue[round];
      if (next && chosen.length < count) {
        chosen.push(next.itemId);
        tookAny = true;
      }
    }
    if (!tookAny) break;
  }
  return chosen;
}
