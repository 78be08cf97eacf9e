import { and, eq, isNull, sql } from "drizzle-orm";
import { unpackUpload } from "~/server/bank-formats/archive";
import type { BankItem, ExchangeItem, FormatProblem } from "~/server/bank-formats/bank-item";
import { questionKey } from "~/server/bank-formats/csv-import";
import { BANK_FORMATS } from "~/server/bank-formats/formats";
import type { Db, Tx } from "~/server/db/client";
import { questions, stimuli } from "~/server/db/schema";
import { storePreparedImage } from "~/server/image-store/images";
import { type PreparedImage, prepareImage } from "~/server/image-store/prepare-image";
import { type BankOwner, ownedBy } from "~/server/institutes/bank-owner";
import { cachedQuestionHtml, cachedStimulusHtml } from "~/server/math/rendered-math";
import type { BankImportBody, BankImportResponse } from "~/shared/contract/bank-exchange";
import type { ExamType } from "~/shared/contract/common";
import { structuresOf } from "~/shared/question-structure";
import { appendToQuiz, type LockedQuiz, lockQuiz } from "./add-to-quiz";
import { resolveCsvStimuli } from "./csv-stimuli";

/**
 * Importing a file of questions in any exchange format (src/server/bank-formats): the preview
 * reads it and lists what it holds, every bad item by its line or identifier, and the questions
 * the exam's bank already has (same text and options: skipped). The import writes only a file
 * with no bad item, all in one transaction, so a repeat adds nothing. What it adds are drafts, shown
 * to no learner until the admin publishes them in the Questions tab (decision 0053). A question's
 * picture (from a .zip, or embedded in Moodle XML) becomes a figure of the exam's bank that the
 * question shows; every picture is checked before anything is written.
 */

/** The import was refused: nothing was written. */
export class BankImportRefusedError extends Error {
  constructor(readonly result: BankImportResponse) {
    super(`The file was not imported, nothing was written: ${result.problems.length} bad item(s)`);
  }
}

/** Two questions are the same when their texts and options are, once spaces and case are set aside. */
export function bankDuplicateKey(text: string, options: readonly string[]): string {
  return [questionKey(text), ...options.map(questionKey)].join("\u0000");
}

const optionsOf = (item: BankItem) => (item.type === "numerical" ? [] : [...item.options]);
/** How the preview names an item: as the format's problems do (by line, or by its identifier). */
function whereOf(item: BankItem, format: string): string {
  if (format === "csv") return `line ${item.key.replace("csv-line-", "")}`;
  if (format === "aiken") return `question ${item.key.replace("aiken-", "")}`;
  return `item ${item.key}`;
}

async function bankKeys(tx: Tx, exam: ExamType, owner: BankOwner): Promise<Set<string>> {
  const rows = await tx
    .select({ text: questions.text, options: questions.options })
    .from(questions)
    .where(
      and(eq(questions.examType, exam), isNull(questions.deletedAt), ownedBy(questions.instituteId, owner)),
    );
  return new Set(rows.map((r) => bankDuplicateKey(r.text, r.options)));
}

type Planned = {
  result: BankImportResponse;
  fresh: ExchangeItem[];
  quiz: LockedQuiz | null;
  exam: ExamType;
  owner: BankOwner;
  stimulusIds: Map<string, number>;
};

/** The file as read, outside any transaction: its items, its problems and its pictures made ready. */
type ReadFile = { items: ExchangeItem[]; problems: FormatProblem[]; pictures: Map<Buffer, PreparedImage> };

async function readFile(body: BankImportBody): Promise<ReadFile> {
  const pictures = new Map<Buffer, PreparedImage>();
  let text = body.text ?? "";
  let attachments = new Map<string, Buffer>();
  if (body.archive !== undefined) {
    const unpacked = await unpackUpload(Buffer.from(body.archive, "base64"), body.format);
    if ("problem" in unpacked) return { items: [], problems: [unpacked.problem], pictures };
    ({ text, attachments } = unpacked);
  }
  const { items, problems } = BANK_FORMATS[body.format].parse(text, body.defaults, attachments);
  for (const item of items) {
    if (!item.figure) continue;
    // checked per item, before the shared-picture skip: a second question showing the same picture
    // may name a passage too
    if (item.stimulus) {
      problems.push({
        where: whereOf(item, body.format),
        message:
          "image: a question shows one passage, table or figure: this one names a passage and a picture",
      });
      continue;
    }
    if (pictures.has(item.figure.bytes)) continue;
    try {
      pictures.set(item.figure.bytes, await prepareImage(item.figure.bytes));
    } catch (error) {
      const reason = error instanceof Error ? error.message.replace(/^image: /, "") : "cannot be read";
      problems.push({ where: whereOf(item, body.format), message: `image: "${item.figure.name}" ${reason}` });
    }
  }
  return { items, problems, pictures };
}

async function plan(tx: Tx, body: BankImportBody, read: ReadFile, owner: BankOwner): Promise<Planned> {
  const quiz = body.quizId === undefined ? null : await lockQuiz(tx, body.quizId, owner);
  const exam = quiz?.examType ?? body.defaults.exam;
  // two imports into one exam of one bank take turns, so the second finds the first's questions
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bank-import:${owner ?? "site"}:${exam}`}))`);
  const { items, problems } = read;
  const refs = items.flatMap((item, index) => (item.stimulus ? [{ line: index, ref: item.stimulus }] : []));
  const stimuli = await resolveCsvStimuli(tx, refs, exam, owner);
  const allProblems: FormatProblem[] = [
    ...problems,
    ...stimuli.errors.map((e) => {
      const item = items[e.line ?? 0] as BankItem;
      return { where: whereOf(item, body.format), message: e.message };
    }),
  ];
  const seen = await bankKeys(tx, exam, owner);
  const fresh: ExchangeItem[] = [];
  const duplicates: BankImportResponse["duplicates"] = [];
  items.forEach((item) => {
    const key = bankDuplicateKey(item.text, optionsOf(item));
    if (seen.has(key)) duplicates.push({ where: whereOf(item, body.format), text: item.text });
    else {
      seen.add(key);
      fresh.push(item);
    }
  });
  const result: BankImportResponse = {
    dryRun: body.dryRun,
    items: items.map((item) => ({
      where: whereOf(item, body.format),
      type: item.type ?? "single",
      text: item.text,
      subject: item.subject,
      topic: item.topic,
      hasHindi: item.hi !== undefined,
      figure: item.figure?.name ?? null,
    })),
    problems: allProblems,
    duplicates,
    added: allProblems.length > 0 ? 0 : fresh.length,
  };
  return { result, fresh, quiz, exam, owner, stimulusIds: stimuli.ids };
}

/** The preview: reads only, under the same locks as the import, so it counts what an import would add. */
export async function previewBankImport(
  db: Db,
  body: BankImportBody,
  owner: BankOwner = null,
): Promise<BankImportResponse> {
  const read = await readFile(body);
  return db.transaction(async (tx) => (await plan(tx, body, read, owner)).result);
}

/** All or nothing: any bad item writes nothing (BankImportRefusedError). */
export async function importBank(
  db: Db,
  body: BankImportBody,
  now: Date,
  owner: BankOwner = null,
): Promise<BankImportResponse> {
  const read = await readFile(body);
  return db.transaction(async (tx) => {
    const { result, fresh, quiz, exam, stimulusIds } = await plan(tx, body, read, owner);
    if (result.problems.length > 0) throw new BankImportRefusedError(result);
    const figureIds = await storeFigures(tx, fresh, read.pictures, exam, owner, now);
    const added: { id: number; subject: string }[] = [];
    // 500 rows x 24 columns stays well under PostgreSQL's 65,535 bind parameters per statement
    for (let i = 0; i < fresh.length; i += 500) {
      const batch = fresh.slice(i, i + 500).map((item) => ({
        ...rowOf(item, exam, stimulusIds, now),
        ...(item.figure ? { stimulusId: figureIds.get(item.figure.bytes) ?? null } : {}),
        instituteId: owner,
      }));
      added.push(
        ...(await tx
          .insert(questions)
          .values(batch)
          .returning({ id: questions.id, subject: questions.subject })),
      );
    }
    if (quiz) await appendToQuiz(tx, quiz, added);
    return { ...result, dryRun: false, added: added.length };
  });
}

/**
 * Each picture of the new questions stored once (the same picture twice is one image) and made a
 * figure of the exam's bank, titled and described by its alt text: the figure's id by picture.
 */
async function storeFigures(
  tx: Tx,
  fresh: readonly ExchangeItem[],
  pictures: ReadonlyMap<Buffer, PreparedImage>,
  exam: ExamType,
  owner: BankOwner,
  now: Date,
): Promise<Map<Buffer, number>> {
  const ids = new Map<Buffer, number>();
  const bySha = new Map<string, number>();
  for (const item of fresh) {
    const figure = item.figure;
    const prepared = figure ? pictures.get(figure.bytes) : undefined;
    if (!figure || !prepared || ids.has(figure.bytes)) continue;
    const known = bySha.get(prepared.sha256);
    if (known !== undefined) {
      ids.set(figure.bytes, known);
      continue;
    }
    const image = await storePreparedImage(tx, prepared, now);
    const described = figure.alt || figure.name;
    const fields = {
      kind: "figure" as const,
      title: described.slice(0, 200),
      body: "",
      titleHi: null,
      bodyHi: null,
      imageId: image.id,
      imageAlt: described.slice(0, 500),
    };
    const [row] = await tx
      .insert(stimuli)
      .values({
        examType: exam,
        instituteId: owner,
        ...fields,
        mathHtml: cachedStimulusHtml(fields),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: stimuli.id });
    if (!row) throw new Error("a figure inserted a moment ago is gone");
    bySha.set(prepared.sha256, row.id);
    ids.set(figure.bytes, row.id);
  }
  return ids;
}

function rowOf(item: BankItem, exam: ExamType, stimulusIds: Map<string, number>, now: Date) {
  const options = optionsOf(item);
  const hi = item.hi;
  // a numerical question's Hindi is stored with options [] beside its text, as the form does
  const optionsHi = hi ? ("options" in hi ? [...hi.options] : []) : null;
  const texts = {
    text: item.text,
    options,
    explanation: item.explanation,
    textHi: hi?.text ?? null,
    optionsHi,
    explanationHi: hi?.explanation ?? null,
    structure: structuresOf(item),
  };
  return {
    examType: exam,
    subject: item.subject,
    topic: item.topic,
    difficulty: item.difficulty,
    type: item.type ?? "single",
    ...texts,
    correctIndex: item.type === "single" || item.type === undefined ? item.correct : null,
    correctAnswers: item.type === "multiple" ? [...item.correctAnswers] : null,
    numericMin: item.type === "numerical" ? item.numericAnswer.min : null,
    numericMax: item.type === "numerical" ? item.numericAnswer.max : null,
    format: item.format ?? "direct",
    mathHtml: cachedQuestionHtml(texts),
    stimulusId: item.stimulus ? (stimulusIds.get(item.stimulus) ?? null) : null,
    sourceNote: item.source ?? null,
    asOf: item.asOf ?? null,
    // a file from elsewhere is reviewed before learners see it: a draft until published (decision 0053)
    status: "draft" as const,
    createdAt: now,
    updatedAt: now,
  };
}
