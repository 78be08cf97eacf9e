import { badRequest } from "~/server/http/errors";
import type { QuestionType } from "~/shared/contract/common";

/** A question's type, options and answer key as stored (the columns of a `questions` row). */
export type StoredKey = {
  type: QuestionType;
  options: string[];
  optionsHi: string[] | null;
  correctIndex: number | null;
  correctAnswers: number[] | null;
  numericMin: number | null;
  numericMax: number | null;
};

/** What a create or update sends of the type and key (all optional: an update merges with the row). */
export type KeyInput = {
  type?: QuestionType;
  options?: string[];
  optionsHi?: string[] | null;
  correctAnswer?: number;
  correctAnswers?: number[];
  numericAnswer?: { min: number; max: number };
};

const indexRange = (count: number) => `from 0 to ${count - 1}`;

/**
 * The stored type, options and key a create (no `current`) or an update (merged with `current`)
 * asks for, or a 400 naming the field. Each type needs its own key and options:
 *  - single: 4 or 5 options and `correctAnswer` among them;
 *  - multiple: 4 or 5 options and `correctAnswers`, at least one, each among them;
 *  - numerical: no options and `numericAnswer` {min, max} with min <= max.
 * The keys of the other types are cleared, so a row holds only its own type's key. Changing the
 * type of a question needs the new type's key (and options) in the same request.
 */
export function resolveQuestionKey(input: KeyInput, current?: StoredKey): StoredKey {
  const type = input.type ?? current?.type ?? "single";
  refuseOtherTypesKeys(type, input);
  const typeChanged = current !== undefined && current.type !== type;
  const keep = <T>(value: T | undefined, stored: T | null | undefined): T | null | undefined =>
    value !== undefined ? value : typeChanged ? undefined : stored;
  const optionsHi = input.optionsHi !== undefined ? input.optionsHi : (current?.optionsHi ?? null);

  if (type === "numerical") {
    const options = input.options ?? (typeChanged ? [] : (current?.options ?? []));
    if (options.length > 0) {
      throw badRequest("options: a numerical question has no options (send [] or leave it out)", "options");
    }
    if (optionsHi && optionsHi.length > 0) {
      throw badRequest("optionsHi: a numerical question has no options", "optionsHi");
    }
    const range =
      input.numericAnswer ??
      (!typeChanged && current?.numericMin != null
        ? { min: current.numericMin, max: current.numericMax ?? current.numericMin }
        : undefined);
    if (!range) {
      throw badRequest(
        "numericAnswer: is required for a numerical question (the accepted value, or the smallest and largest accepted)",
        "numericAnswer",
      );
    }
    return {
      type,
      options: [],
      optionsHi: null,
      correctIndex: null,
      correctAnswers: null,
      numericMin: range.min,
      numericMax: range.max,
    };
  }

  // options carry over between single and multiple; a numerical question had none
  const options = input.options ?? (current?.type === "numerical" ? undefined : current?.options);
  if (!options) throw badRequest("options: is required", "options");
  if (options.length < 4) throw badRequest("options: must have 4 or 5 options", "options");
  if (optionsHi && optionsHi.length !== options.length) {
    throw badRequest(
      `optionsHi: must have ${options.length} options, as the English options do`,
      "optionsHi",
    );
  }
  const base = { type, options, optionsHi, numericMin: null, numericMax: null };

  if (type === "single") {
    const correctIndex = keep(input.correctAnswer, current?.correctIndex);
    if (correctIndex === null || correctIndex === undefined) {
      throw badRequest("correctAnswer: is required for a single-correct question", "correctAnswer");
    }
    if (correctIndex >= options.length) {
      throw badRequest(
        `correctAnswer: must be ${indexRange(options.length)} (the index of the correct option)`,
        "correctAnswer",
      );
    }
    return { ...base, correctIndex, correctAnswers: null };
  }

  const correctAnswers = keep(input.correctAnswers, current?.correctAnswers);
  if (!correctAnswers || correctAnswers.length === 0) {
    throw badRequest(
      "correctAnswers: is required for a multiple-correct question (the indexes of the correct options)",
      "correctAnswers",
    );
  }
  const outside = correctAnswers.find((i) => i >= options.length);
  if (outside !== undefined) {
    throw badRequest(
      `correctAnswers: ${outside} is not an option (indexes ${indexRange(options.length)})`,
      "correctAnswers",
    );
  }
  return { ...base, correctIndex: null, correctAnswers: [...correctAnswers].sort((a, b) => a - b) };
}

const KEY_FIELDS = [
  ["correctAnswer", "single"],
  ["correctAnswers", "multiple"],
  ["numericAnswer", "numerical"],
] as const;
const TYPE_NAMES = { single: "a single-correct", multiple: "a multiple-correct", numerical: "a numerical" };

/** A key sent for another type than the question's is a mistake worth naming, not something to drop. */
function refuseOtherTypesKeys(type: QuestionType, input: KeyInput): void {
  for (const [field, owner] of KEY_FIELDS) {
    if (owner !== type && input[field] !== undefined) {
      throw badRequest(
        `${field}: only ${TYPE_NAMES[owner]} question has it (this question is ${type}; change its question type first)`,
        field,
      );
    }
  }
}
