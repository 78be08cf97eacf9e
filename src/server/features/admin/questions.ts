import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { MAX_MATH_NESTING, tooDeeplyNested } from "~/domain/math-nesting";
import { questionKey } from "~/server/bank-formats/csv-import";
import type { Db, DbOrTx } from "~/server/db/client";
import { questions, quizQuestions } from "~/server/db/schema";
import { AppError, badRequest, notFound } from "~/server/http/errors";
import { type BankOwner, ownedBy } from "~/server/institutes/bank-owner";
import { cachedQuestionHtml } from "~/server/math/rendered-math";
import { quizzesOf, toAdminQuestion } from "~/server/papers/admin-question-rows";
import type {
  AdminQuestion,
  createQuestionBodySchema,
  updateQuestionBodySchema,
} from "~/shared/contract/admin";
import { fieldLabel } from "~/shared/contract/field-label";
import { appendToQuiz, lockQuiz, questionKeysInQuiz } from "./add-to-quiz";
import { recordQuestionEdit } from "./question-edits";
import { resolveQuestionKey } from "./question-key";
import { structuredTexts } from "./question-structure-texts";
import { refileBySubject } from "./refile-sections";
import { checkedStimulusId } from "./stimuli";

type CreateQuestionInput = z.output<typeof createQuestionBodySchema>;
type UpdateQuestionInput = z.output<typeof updateQuestionBodySchema>;
type QuestionRow = typeof questions.$inferSelect;

export const DEFAULT_SUBJECT = "General";
export const DEFAULT_TOPIC = "General";

/** Refuses math nested deeper than a page can render (src/domain/math-nesting.ts), naming the field. */
function checkMathNesting(fields: Record<string, string | readonly string[] | null | undefined>) {
  for (const [name, value] of Object.entries(fields)) {
    const texts = typeof value === "string" ? [value] : (value ?? []);
    texts.forEach((text, index) => {
      if (!tooDeeplyNested(text)) return;
      const field = typeof value === "string" ? name : `${name}.${index}`;
      throw badRequest(
        `${fieldLabel(field)}: math is nested too deeply (at most ${MAX_MATH_NESTING} levels of braces)`,
        field,
      );
    });
  }
}

const mathFields = (input: UpdateQuestionInput, texts: ReturnType<typeof structuredTexts>) => ({
  question: input.question,
  structure: texts.structure ? texts.text : undefined,
  structureHi: texts.structure?.hi ? texts.textHi : undefined,
  options: input.options,
  explanation: input.explanation,
  questionHi: input.questionHi,
  optionsHi: input.optionsHi,
  explanationHi: input.explanationHi,
});

/**
 * A Hindi version needs its text and its options together (a numerical question has none, so its
 * text alone); an explanation alone has nothing to explain. Answers the Hindi options to store.
 */
function checkHindi(
  hi: { textHi: string | null; optionsHi: string[] | null; explanationHi: string | null },
  isNumerical: boolean,
): string[] | null {
  if (isNumerical) {
    if (hi.textHi === null && hi.explanationHi) {
      throw badRequest("questionHi: is required when the Hindi explanation is given", "questionHi");
    }
    // the Hindi version is shown when it has text and options: a numerical one has no options
    return hi.textHi === null ? null : [];
  }
  if (hi.textHi !== null && hi.optionsHi === null) {
    throw badRequest(
      "optionsHi: is required when the Hindi question is given (its options in Hindi)",
      "optionsHi",
    );
  }
  if (hi.textHi === null && hi.optionsHi !== null) {
    throw badRequest("questionHi: is required when the Hindi options are given", "questionHi");
  }
  if (hi.textHi === null && hi.explanationHi) {
    throw badRequest("questionHi: is required when the Hindi explanation is given", "questionHi");
  }
  return hi.optionsHi;
}

async function findLiveQuestion(db: DbOrTx, id: number, owner: BankOwner): Promise<QuestionRow> {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), isNull(questions.deletedAt), ownedBy(questions.instituteId, owner)));
  if (!row) throw notFound(`No question with id ${id}`);
  return row;
}

export async function findAdminQuestion(
  db: DbOrTx,
  id: number,
  owner: BankOwner = null,
): Promise<AdminQuestion> {
  const row = await findLiveQuestion(db, id, owner);
  return toAdminQuestion(row, (await quizzesOf(db, [id])).get(id) ?? []);
}

/** Adds one question to the owner's bank and to the end of its quiz; its exam is the quiz's. */
export async function createQuestion(
  db: Db,
  input: CreateQuestionInput,
  now: Date,
  owner: BankOwner = null,
): Promise<AdminQuestion> {
  const texts = structuredTexts(input, null);
  const hindi = {
    textHi: texts.textHi,
    optionsHi: input.optionsHi ?? null,
    explanationHi: input.explanationHi || null,
  };
  const key = resolveQuestionKey(input);
  hindi.optionsHi = checkHindi({ ...hindi, optionsHi: key.optionsHi }, key.type === "numerical");
  checkMathNesting(mathFields(input, texts));
  const id = await db.transaction(async (tx) => {
    const quiz = await lockQuiz(tx, input.quizId, owner);
    const existing = await questionKeysInQuiz(tx, quiz.id);
    if (existing.has(questionKey(texts.text))) {
      throw new AppError(409, `question: "${quiz.title}" already has this question`, "question");
    }
    const subject = input.subject ?? DEFAULT_SUBJECT;
    const [row] = await tx
      .insert(questions)
      .values({
        examType: quiz.examType,
        subject,
        topic: input.topic ?? DEFAULT_TOPIC,
        difficulty: input.difficulty ?? "medium",
        text: texts.text,
        structure: texts.structure,
        type: key.type,
        options: key.options,
        correctIndex: key.correctIndex,
        correctAnswers: key.correctAnswers,
        numericMin: key.numericMin,
        numericMax: key.numericMax,
        explanation: input.explanation,
        ...hindi,
        mathHtml: cachedQuestionHtml({
          text: texts.text,
          options: key.options,
          explanation: input.explanation,
          ...hindi,
          structure: texts.structure,
        }),
        stimulusId: await checkedStimulusId(tx, input.stimulusId ?? null, quiz.examType, owner),
        instituteId: owner,
        format: input.format ?? "direct",
        sourceNote: input.sourceNote ?? null,
        asOf: input.asOf ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: questions.id });
    await appendToQuiz(tx, quiz, [{ id: row!.id, subject }]);
    return row!.id;
  });
  return findAdminQuestion(db, id, owner);
}

/** Edits a question in place; only the fields sent change (null clears a Hindi field). */
export async function updateQuestion(
  db: DbOrTx,
  id: number,
  input: UpdateQuestionInput,
  now: Date,
  adminId: number | null = null,
  owner: BankOwner = null,
): Promise<AdminQuestion> {
  const current = await findLiveQuestion(db, id, owner);
  if (Object.keys(input).length === 0) throw badRequest("body: send at least one field to change", "body");
  const texts = structuredTexts(input, current);
  const hindi = {
    textHi: texts.textHi,
    optionsHi: input.optionsHi !== undefined ? input.optionsHi : current.optionsHi,
    explanationHi: input.explanationHi !== undefined ? input.explanationHi || null : current.explanationHi,
  };
  const key = resolveQuestionKey(input, current);
  hindi.optionsHi = checkHindi({ ...hindi, optionsHi: key.optionsHi }, key.type === "numerical");
  checkMathNesting(mathFields(input, texts));
  const stimulusId =
    input.stimulusId !== undefined
      ? await checkedStimulusId(db, input.stimulusId, current.examType, owner)
      : undefined;
  const next = {
    text: texts.text,
    options: key.options,
    explanation: input.explanation ?? current.explanation,
    ...hindi,
    structure: texts.structure,
  };
  await db.transaction(async (tx) => {
    const edit = await recordQuestionEdit(tx, { current, next, key, adminId, now });
    if (input.subject !== undefined && input.subject !== current.subject) {
      await refileBySubject(tx, [id], input.subject, now);
    }
    await tx
      .update(questions)
      .set({
        mathHtml: cachedQuestionHtml(next),
        structure: next.structure,
        text: next.text,
        type: key.type,
        options: key.options,
        correctIndex: key.correctIndex,
        correctAnswers: key.correctAnswers,
        numericMin: key.numericMin,
        numericMax: key.numericMax,
        ...(input.explanation !== undefined ? { explanation: input.explanation } : {}),
        ...(input.subject !== undefined ? { subject: input.subject } : {}),
        ...(input.topic !== undefined ? { topic: input.topic } : {}),
        ...(input.difficulty !== undefined ? { difficulty: input.difficulty } : {}),
        ...hindi,
        ...(stimulusId !== undefined ? { stimulusId } : {}),
        ...(input.format !== undefined ? { format: input.format } : {}),
        ...(input.sourceNote !== undefined ? { sourceNote: input.sourceNote } : {}),
        ...(input.asOf !== undefined ? { asOf: input.asOf } : {}),
        version: edit.version,
        updatedAt: now,
      })
      .where(eq(questions.id, id));
  });
  return findAdminQuestion(db, id, owner);
}

/**
 * Soft delete: the row stays (with deletedAt set) because submitted attempts, their answers and the
 * result review still read it; it leaves every quiz, so no new attempt includes it.
 */
export async function deleteQuestion(db: Db, id: number, now: Date, owner: BankOwner = null): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .update(questions)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(questions.id, id), isNull(questions.deletedAt), ownedBy(questions.instituteId, owner)))
      .returning({ id: questions.id });
    if (deleted.length === 0) throw notFound(`No question with id ${id}`);
    await tx.delete(quizQuestions).where(eq(quizQuestions.questionId, id));
  });
}

/** Questions by id as the admin panel shows them, deleted ones included (a report outlives its question). */
