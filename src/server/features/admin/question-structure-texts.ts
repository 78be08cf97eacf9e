import { badRequest } from "~/server/http/errors";
import type { QuestionStructure, QuestionStructures } from "~/shared/contract/question-structure";
import { flattenStructure } from "~/shared/question-structure";

type StructureInput = {
  question?: string;
  questionHi?: string | null;
  structure?: QuestionStructure | null;
  structureHi?: QuestionStructure | null;
};
type StoredTexts = { text: string; textHi: string | null; structure: QuestionStructures | null };

/** The English structure left on the question: the one sent, else the stored one while its text is not typed over. */
function englishStructure(input: StructureInput, current: StoredTexts | null): QuestionStructure | null {
  if (input.structure !== undefined) return input.structure;
  const typedOver = input.question !== undefined && input.question !== current?.text;
  return typedOver ? null : (current?.structure?.en ?? null);
}

/**
 * The Hindi structure left on the question: one sent must be of the English one's kind (400 naming
 * `structureHi`); the stored one stays while its text is not typed over and the English kind holds.
 */
function hindiStructure(
  input: StructureInput,
  current: StoredTexts | null,
  en: QuestionStructure | null,
): QuestionStructure | null {
  if (input.structureHi === null) return null;
  if (input.structureHi !== undefined) {
    if (!en)
      throw badRequest("structureHi: the Hindi structure needs an English one of its kind", "structureHi");
    if (input.structureHi.kind !== en.kind) {
      throw badRequest(
        `structureHi: must be of the English structure's kind (${en.kind}), not ${input.structureHi.kind}`,
        "structureHi",
      );
    }
    return input.structureHi;
  }
  const stored = current?.structure?.hi ?? null;
  const typedOver = input.questionHi !== undefined && input.questionHi !== current?.textHi;
  return stored && !typedOver && stored.kind === en?.kind ? stored : null;
}

/**
 * What a create or update stores of a question's layout and texts: a structure is the text it
 * flattens to (the one place the admin's texts are filled from structure), a text without one is
 * the text as sent, and what is not sent stays as stored.
 */
export function structuredTexts(input: StructureInput, current: StoredTexts | null): StoredTexts {
  const en = englishStructure(input, current);
  const hi = hindiStructure(input, current, en);
  const text = en ? flattenStructure(en, "en") : (input.question ?? current?.text ?? "");
  const textHi = hi
    ? flattenStructure(hi, "hi")
    : input.questionHi !== undefined
      ? input.questionHi
      : (current?.textHi ?? null);
  return { text, textHi, structure: en ? { en, hi } : null };
}
