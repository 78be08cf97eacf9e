import type { Stimulus } from "@shared/contract/quizzes";

/** The stimulus a question shares with others (a passage, table or figure), or null. */
export function stimulusOf(
  holder: { stimuli?: readonly Stimulus[] | undefined },
  question: { stimulusId?: number | null | undefined },
): Stimulus | null {
  if (question.stimulusId == null) return null;
  return holder.stimuli?.find((s) => s.id === question.stimulusId) ?? null;
}

/**
 * Whether the question at `index` opens a set: it has a stimulus and the question before it (in
 * the order shown) does not share it. A phone shows the stimulus open there, folded on the rest.
 */
export function opensStimulusSet(
  questions: readonly { stimulusId?: number | null | undefined }[],
  index: number,
): boolean {
  const current = questions[index]?.stimulusId;
  if (current == null) return false;
  return questions[index - 1]?.stimulusId !== current;
}
