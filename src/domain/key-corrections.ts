/**
 * Key corrections and the re-score they cause (product.md "trust in the answer key").
 *
 * An admin corrects a question's key in one of three ways: a new key (another option, set or range),
 * a second accepted option (single correct), or a drop. A drop follows NTA: full marks to everyone
 * who answered the question, whatever they chose; a learner who left it blank gets nothing for it
 * (NTA gives the marks "to all who attempted"). Every submitted attempt holding the question is then
 * scored again from its stored answers against the keys as they now stand (scoreAnswers in
 * marking.ts: the marking rules stay there), and its leaderboard points follow by the difference.
 */
import type { CorrectionAction, KeyCorrectedParams } from "../shared/contract/corrections";
import {
  type AnswerValue,
  type MarkedQuestion,
  type MarkingScheme,
  type QuestionOutcome,
  type Score,
  scoreAnswers,
} from "./marking";
import { correctWithKeySeen, pointsForAttempt } from "./points";

export type RescoreInput = {
  /** the attempt's questions in its order, with their keys as they now stand */
  questions: readonly MarkedQuestion[];
  /** questionId -> the stored answer (null or absent = left blank) */
  responses: Readonly<Record<string, AnswerValue | null>>;
  marking: MarkingScheme;
  /** the attempt earns points (first attempt of the quiz) */
  isFirst: boolean;
  /** questions whose key the learner had been shown before this attempt: no points for them */
  keySeen: ReadonlySet<number>;
  /** what is stored now */
  stored: {
    marks: number;
    points: number;
    answers: readonly { questionId: number; isCorrect: boolean; marksAwarded: number | null }[];
  };
};

export type RescoreOutcome = {
  score: Score;
  points: number;
  /** what to add to the week's points the attempt counted in (never counts an attempt twice) */
  pointsDelta: number;
  marksBefore: number;
  marksAfter: number;
  /** the answers whose correctness or marks change */
  changedAnswers: QuestionOutcome[];
};

/** Scores an attempt again against the current keys and answers what changes. */
export function rescoreAttempt(input: RescoreInput): RescoreOutcome {
  const score = scoreAnswers({
    questions: input.questions,
    answers: input.responses,
    marking: input.marking,
  });
  const points = pointsForAttempt({
    isFirst: input.isFirst,
    correct: score.correct,
    correctWithKeySeen: correctWithKeySeen(score.perQuestion, (id) => input.keySeen.has(id)),
  });
  const stored = new Map(input.stored.answers.map((a) => [a.questionId, a]));
  const changedAnswers = score.perQuestion.filter((p) => {
    const before = stored.get(p.questionId);
    return !before || before.isCorrect !== p.isCorrect || before.marksAwarded !== p.marksAwarded;
  });
  return {
    score,
    points,
    pointsDelta: points - input.stored.points,
    marksBefore: input.stored.marks,
    marksAfter: score.marks,
    changedAnswers,
  };
}

/** A question's key as a correction changes it. */
export type KeyState = {
  type: "single" | "multiple" | "numerical";
  correctIndex: number | null;
  correctAnswers: readonly number[] | null;
  numericMin: number | null;
  numericMax: number | null;
  acceptedIndexes: readonly number[] | null;
  dropped: boolean;
};

const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * A key as a notice names it, in parts a reader's language words (the client's catalogue) as well as
 * English (keyText): options by index, the key first (a single-correct question is right with any one
 * of them, a multiple-correct one with all of them together), or a numeric range.
 */
export type NamedKey =
  | { type: "single" | "multiple"; options: number[] }
  | { type: "numerical"; min: number; max: number };

export function namedKey(key: KeyState): NamedKey {
  if (key.type === "numerical") {
    const min = key.numericMin ?? 0;
    return { type: "numerical", min, max: key.numericMax ?? min };
  }
  if (key.type === "multiple") return { type: "multiple", options: [...(key.correctAnswers ?? [])] };
  const accepted = [key.correctIndex, ...(key.acceptedIndexes ?? [])].filter((i): i is number => i !== null);
  return { type: "single", options: accepted };
}

/** A named key in English: "B", "A, C", "2.5", "2.5 to 2.7"; accepted options joined with "or". */
export function namedKeyText(key: NamedKey): string {
  if (key.type === "numerical") return key.min === key.max ? String(key.min) : `${key.min} to ${key.max}`;
  return key.options.map(letter).join(key.type === "multiple" ? ", " : " or ");
}

/** The key in words: "B", "A, C", "2.5", "2.5 to 2.7"; accepted options joined with "or". */
export const keyText = (key: KeyState): string => namedKeyText(namedKey(key));

/**
 * What a correction did, in parts: the keys are named (`before` for a new key, `after` for a new key
 * or an accepted option) only `withKey`; otherwise, and for a drop, they are null.
 */
export type CorrectionChange = {
  action: CorrectionAction;
  questionNumber: number;
  before: NamedKey | null;
  after: NamedKey | null;
};

export function correctionChange(input: {
  action: CorrectionAction;
  questionNumber: number;
  before: KeyState;
  after: KeyState;
  withKey: boolean;
}): CorrectionChange {
  const { action, questionNumber, before, after, withKey } = input;
  const named = withKey && action !== "drop";
  return {
    action,
    questionNumber,
    before: named && action === "key_change" ? namedKey(before) : null,
    after: named ? namedKey(after) : null,
  };
}

/** A correction's change in one English sentence (the client words it in the reader's language). */
export function correctionChangeText(change: CorrectionChange): string {
  const { action, questionNumber: n, before, after } = change;
  if (action === "drop") return `question ${n} dropped: full marks to everyone who answered it`;
  if (action === "accept_option") {
    return after
      ? `question ${n}: ${namedKeyText(after)} now accepted`
      : `question ${n}: a second option accepted`;
  }
  return before && after
    ? `key of question ${n} changed from ${namedKeyText(before)} to ${namedKeyText(after)}`
    : `key of question ${n} corrected`;
}

/**
 * What a correction did, in one sentence. `withKey` names the keys (a result page, which shows keys);
 * without it the sentence does not give the key away (the quiz page, before an attempt).
 */
export function correctionSentence(input: {
  action: CorrectionAction;
  questionNumber: number;
  before: KeyState;
  after: KeyState;
  withKey: boolean;
}): string {
  return correctionChangeText(correctionChange(input));
}

/**
 * The English of a re-score notice ("Answer key corrected in <quiz>: <changes>; your marks 11 → 16"),
 * stored as its text; the client words the same params in the reader's language.
 */
export function keyCorrectedText(p: KeyCorrectedParams): string {
  const marks =
    p.marksAfter === p.marksBefore
      ? `your marks stay ${p.marksAfter}`
      : `your marks ${p.marksBefore} → ${p.marksAfter}`;
  return `Answer key corrected in ${p.quizTitle}: ${p.changes.map(correctionChangeText).join("; ")}; ${marks}`;
}
