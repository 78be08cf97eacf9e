import { and, asc, count, eq, isNull, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { MAX_MATH_NESTING, tooDeeplyNested } from "~/domain/math-nesting";
import type { DbOrTx } from "~/server/db/client";
import { images, questions, stimuli } from "~/server/db/schema";
import { AppError, badRequest, notFound } from "~/server/http/errors";
import { type BankOwner, ownedBy, usableBy } from "~/server/institutes/bank-owner";
import { cachedStimulusHtml } from "~/server/math/rendered-math";
import type { ExamType } from "~/shared/contract/common";
import {
  type AdminStimulus,
  type createStimulusBodySchema,
  imageUrl,
  type updateStimulusBodySchema,
} from "~/shared/contract/stimuli";
import { requireExam } from "./categories";

type CreateStimulusInput = z.output<typeof createStimulusBodySchema>;
type UpdateStimulusInput = z.output<typeof updateStimulusBodySchema>;
type StimulusRow = typeof stimuli.$inferSelect;
type Fields = Pick<StimulusRow, "kind" | "title" | "body" | "titleHi" | "bodyHi" | "imageId" | "imageAlt">;

const liveQuestionCount = count(questions.id);

async function selectStimuli(db: DbOrTx, where?: SQL): Promise<AdminStimulus[]> {
  const rows = await db
    .select({
      stimulus: stimuli,
      image: { id: images.id, width: images.width, height: images.height },
      questionCount: liveQuestionCount,
    })
    .from(stimuli)
    .leftJoin(images, eq(images.id, stimuli.imageId))
    .leftJoin(questions, and(eq(questions.stimulusId, stimuli.id), isNull(questions.deletedAt)))
    .where(where)
    .groupBy(stimuli.id, images.id)
    .orderBy(asc(stimuli.examType), asc(stimuli.id));
  return rows.map(({ stimulus: s, image, questionCount }) => ({
    id: s.id,
    examType: s.examType,
    kind: s.kind,
    title: s.title,
    body: s.body,
    titleHi: s.titleHi,
    bodyHi: s.bodyHi,
    image: image ? { ...image, url: imageUrl(image.id) } : null,
    imageAlt: s.imageAlt,
    questionCount: Number(questionCount),
    updatedAt: s.updatedAt.toISOString(),
  }));
}

/**
 * Every shared passage, table and figure of one bank (the site's, or an institute's: decision
 * 0059), of one exam when asked, with how many questions use each.
 */
export function listStimuli(
  db: DbOrTx,
  examType?: ExamType,
  owner: BankOwner = null,
): Promise<AdminStimulus[]> {
  return selectStimuli(
    db,
    and(ownedBy(stimuli.instituteId, owner), examType ? eq(stimuli.examType, examType) : undefined),
  );
}

/** One of this bank's stimuli; another bank's is as unknown as a missing one. */
async function findStimulus(db: DbOrTx, id: number, owner: BankOwner): Promise<AdminStimulus> {
  const [found] = await selectStimuli(db, and(eq(stimuli.id, id), ownedBy(stimuli.instituteId, owner)));
  if (!found) throw notFound(`No passage, table or figure with id ${id}`);
  return found;
}

/** Two lines holding a pipe at least: a header row and one row of figures. */
const looksLikePipeTable = (text: string) =>
  text.split("\n").filter((line) => line.includes("|")).length >= 2;

/**
 * What each kind needs, naming the field at fault: a passage its text, a table its rows written as
 * Markdown pipe rows, a figure an uploaded image and the words that say what it shows.
 */
async function checkFields(db: DbOrTx, s: Fields) {
  if (s.kind === "figure") {
    if (s.imageId === null)
      throw badRequest("imageId: is required for a figure (upload the image)", "imageId");
    if (!s.imageAlt) {
      throw badRequest(
        "imageAlt: is required for a figure: describe what it shows, for readers who cannot see it",
        "imageAlt",
      );
    }
    const [image] = await db.select({ id: images.id }).from(images).where(eq(images.id, s.imageId));
    if (!image) throw badRequest(`imageId: no uploaded image has id ${s.imageId}`, "imageId");
  } else {
    if (s.imageId !== null) throw badRequest("imageId: only a figure has an image", "imageId");
    if (!s.body) throw badRequest(`body: is required for a ${s.kind}`, "body");
  }
  if (s.kind === "table") {
    for (const field of ["body", "bodyHi"] as const) {
      const text = s[field];
      if (text && !looksLikePipeTable(text)) {
        throw badRequest(
          `${field}: write the table as Markdown pipe rows, a header row first: | Year | Sales |`,
          field,
        );
      }
    }
  }
  if (s.bodyHi !== null && !s.bodyHi)
    throw badRequest("bodyHi: must not be blank (or leave it out)", "bodyHi");
  for (const field of ["title", "body", "titleHi", "bodyHi"] as const) {
    if (tooDeeplyNested(s[field] ?? "")) {
      throw badRequest(
        `${field}: math is nested too deeply (at most ${MAX_MATH_NESTING} levels of braces)`,
        field,
      );
    }
  }
}

export async function createStimulus(
  db: DbOrTx,
  input: CreateStimulusInput,
  now: Date,
  owner: BankOwner = null,
): Promise<AdminStimulus> {
  await requireExam(db, input.examType);
  const fields: Fields = {
    kind: input.kind,
    title: input.title,
    body: input.body,
    titleHi: input.titleHi || null,
    bodyHi: input.bodyHi ?? null,
    imageId: input.imageId ?? null,
    imageAlt: input.imageAlt || null,
  };
  await checkFields(db, fields);
  const [row] = await db
    .insert(stimuli)
    .values({
      instituteId: owner,
      examType: input.examType,
      ...fields,
      mathHtml: cachedStimulusHtml(fields),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: stimuli.id });
  return findStimulus(db, row!.id, owner);
}

/** Edits a stimulus in place; only the fields sent change (null clears a Hindi field or the image). */
export async function updateStimulus(
  db: DbOrTx,
  id: number,
  input: UpdateStimulusInput,
  now: Date,
  owner: BankOwner = null,
): Promise<AdminStimulus> {
  const [current] = await db
    .select()
    .from(stimuli)
    .where(and(eq(stimuli.id, id), ownedBy(stimuli.instituteId, owner)));
  if (!current) throw notFound(`No passage, table or figure with id ${id}`);
  if (Object.keys(input).length === 0) throw badRequest("body: send at least one field to change", "body");
  const pick = <K extends keyof Fields>(key: K, value: Fields[K] | undefined): Fields[K] =>
    value !== undefined ? value : current[key];
  const fields: Fields = {
    kind: pick("kind", input.kind),
    title: pick("title", input.title),
    body: pick("body", input.body),
    titleHi: input.titleHi !== undefined ? input.titleHi || null : current.titleHi,
    bodyHi: pick("bodyHi", input.bodyHi),
    imageId: pick("imageId", input.imageId),
    imageAlt: input.imageAlt !== undefined ? input.imageAlt || null : current.imageAlt,
  };
  await checkFields(db, fields);
  await db
    .update(stimuli)
    .set({ ...fields, mathHtml: cachedStimulusHtml(fields), updatedAt: now })
    .where(eq(stimuli.id, id));
  return findStimulus(db, id, owner);
}

/**
 * Deletes a stimulus no live question uses (a deleted question kept for old results lets go of
 * it). Detach its questions first: deleting it from under them would leave them without their text.
 */
export async function deleteStimulus(db: DbOrTx, id: number, owner: BankOwner = null): Promise<void> {
  const found = await findStimulus(db, id, owner);
  if (found.questionCount > 0) {
    throw new AppError(
      409,
      found.questionCount === 1
        ? `1 question shares this ${found.kind}: detach it first`
        : `${found.questionCount} questions share this ${found.kind}: detach them first`,
    );
  }
  await db.delete(stimuli).where(eq(stimuli.id, id));
}

/**
 * The stimulus a question may refer to: one of the question's own exam (null detaches). Used by
 * the question create and update handlers.
 */
export async function checkedStimulusId(
  db: DbOrTx,
  stimulusId: number | null,
  examType: ExamType,
  owner: BankOwner = null,
): Promise<number | null> {
  if (stimulusId === null) return null;
  const [row] = await db
    .select({ examType: stimuli.examType })
    .from(stimuli)
    .where(and(eq(stimuli.id, stimulusId), usableBy(stimuli.instituteId, owner)));
  if (!row) throw badRequest(`stimulusId: no passage, table or figure has id ${stimulusId}`, "stimulusId");
  if (row.examType !== examType) {
    throw badRequest("stimulusId: the passage, table or figure belongs to another exam", "stimulusId");
  }
  return stimulusId;
}
