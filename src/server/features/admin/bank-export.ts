import { and, asc, eq, isNull, type SQL } from "drizzle-orm";
import { packArchive } from "~/server/bank-formats/archive";
import { type BankItem, countOf, type ExchangeItem } from "~/server/bank-formats/bank-item";
import { BANK_FORMATS, FORMAT_EXTENSIONS } from "~/server/bank-formats/formats";
import type { Db } from "~/server/db/client";
import { questions, quizQuestions, quizzes, stimuli } from "~/server/db/schema";
import { badRequest, notFound } from "~/server/http/errors";
import { findImage } from "~/server/image-store/images";
import type { BankExportQuery, BankExportResponse } from "~/shared/contract/bank-exchange";
import type { QuestionStructures } from "~/shared/contract/question-structure";

/**
 * A quiz (in its order), a topic, a subject, an exam's bank or the whole bank written in one
 * exchange format, with what the format could not carry.
 */
export async function exportBank(db: Db, query: BankExportQuery): Promise<BankExportResponse> {
  const columns = {
    id: questions.id,
    slug: questions.slug,
    subject: questions.subject,
    topic: questions.topic,
    difficulty: questions.difficulty,
    type: questions.type,
    format: questions.format,
    text: questions.text,
    options: questions.options,
    correctIndex: questions.correctIndex,
    correctAnswers: questions.correctAnswers,
    numericMin: questions.numericMin,
    numericMax: questions.numericMax,
    explanation: questions.explanation,
    textHi: questions.textHi,
    optionsHi: questions.optionsHi,
    explanationHi: questions.explanationHi,
    structure: questions.structure,
    sourceNote: questions.sourceNote,
    asOf: questions.asOf,
    stimulus: stimuli.slug,
    stimulusId: stimuli.id,
    imageId: stimuli.imageId,
    imageAlt: stimuli.imageAlt,
  };
  let rows: Row[];
  let name: string;
  if (query.quizId !== undefined) {
    const [quiz] = await db
      .select({ slug: quizzes.slug })
      .from(quizzes)
      .where(and(eq(quizzes.id, query.quizId), isNull(quizzes.instituteId)));
    if (!quiz) throw notFound(`No quiz with id ${query.quizId}`);
    rows = (await db
      .select(columns)
      .from(quizQuestions)
      .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
      .leftJoin(stimuli, eq(stimuli.id, questions.stimulusId))
      .where(and(eq(quizQuestions.quizId, query.quizId), isNull(questions.deletedAt)))
      .orderBy(asc(quizQuestions.position))) as typeof rows;
    name = quiz.slug ?? `quiz-${query.quizId}`;
  } else {
    // the site's bank: an institute's questions are its own (decision 0059)
    const conditions: SQL[] = [isNull(questions.deletedAt) as SQL, isNull(questions.instituteId) as SQL];
    if (query.exam) conditions.push(eq(questions.examType, query.exam));
    if (query.subject) conditions.push(eq(questions.subject, query.subject));
    if (query.topic) conditions.push(eq(questions.topic, query.topic));
    rows = (await db
      .select(columns)
      .from(questions)
      .leftJoin(stimuli, eq(stimuli.id, questions.stimulusId))
      .where(and(...conditions))
      .orderBy(asc(questions.id))) as typeof rows;
    name = [query.exam ?? "bank", query.subject, query.topic].filter(Boolean).join("-");
  }
  if (rows.length === 0) throw badRequest("There are no questions to export", "quizId");
  const items = await withFigures(db, rows);
  const { text, notCarried, files } = BANK_FORMATS[query.format].write(items);
  const structured = items.filter((item) => item.structure).length;
  if (structured > 0 && query.format !== "data-file")
    notCarried.push(
      `${countOf(structured, "question")} kept as structure (assertion-reason, statements, lists to match, a table) written as their text: the layout is not carried`,
    );
  const safeName =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "bank";
  const fileName = `${safeName}.${FORMAT_EXTENSIONS[query.format]}`;
  const archive = files && files.size > 0 ? await packArchive(fileName, text, files) : null;
  return {
    fileName: archive ? `${safeName}.${query.format}.zip` : fileName,
    text,
    archive: archive?.toString("base64") ?? null,
    questions: items.length,
    notCarried,
  };
}

/** The items, each figure's picture read once and named by its image's id. */
async function withFigures(db: Db, rows: Row[]): Promise<ExchangeItem[]> {
  const pictures = new Map<number, Buffer | undefined>();
  const items: ExchangeItem[] = [];
  for (const row of rows) {
    const item = itemOf(row);
    if (row.imageId === null) {
      items.push(item);
      continue;
    }
    if (!pictures.has(row.imageId)) pictures.set(row.imageId, (await findImage(db, row.imageId))?.data);
    const bytes = pictures.get(row.imageId);
    items.push(
      bytes
        ? { ...item, figure: { name: `figure-${row.imageId}.webp`, alt: row.imageAlt ?? "", bytes } }
        : item,
    );
  }
  return items;
}

type Row = {
  id: number;
  slug: string | null;
  subject: string;
  topic: string;
  difficulty: BankItem["difficulty"];
  type: "single" | "multiple" | "numerical";
  format: NonNullable<BankItem["format"]>;
  text: string;
  options: string[];
  correctIndex: number | null;
  correctAnswers: number[] | null;
  numericMin: number | null;
  numericMax: number | null;
  explanation: string;
  textHi: string | null;
  optionsHi: string[] | null;
  explanationHi: string | null;
  structure: QuestionStructures | null;
  sourceNote: string | null;
  asOf: string | null;
  stimulus: string | null;
  stimulusId: number | null;
  imageId: number | null;
  imageAlt: string | null;
};

function itemOf(row: Row): BankItem {
  const base = {
    key: row.slug ?? `q-${row.id}`,
    subject: row.subject,
    topic: row.topic,
    difficulty: row.difficulty,
    ...(row.format !== "direct" ? { format: row.format } : {}),
    ...(row.stimulusId !== null ? { stimulus: row.stimulus ?? String(row.stimulusId) } : {}),
    ...(row.sourceNote ? { source: row.sourceNote } : {}),
    ...(row.asOf ? { asOf: row.asOf } : {}),
    text: row.text,
    ...(row.structure ? { structure: row.structure.en } : {}),
    explanation: row.explanation,
  };
  const hiStructure = row.structure?.hi ? { structure: row.structure.hi } : {};
  const hasHindi = row.textHi !== null;
  if (row.type === "numerical") {
    return {
      ...base,
      type: "numerical",
      numericAnswer: { min: row.numericMin ?? 0, max: row.numericMax ?? row.numericMin ?? 0 },
      ...(hasHindi
        ? { hi: { text: row.textHi ?? "", ...hiStructure, explanation: row.explanationHi ?? "" } }
        : {}),
    };
  }
  const hi = hasHindi
    ? {
        hi: {
          text: row.textHi ?? "",
          ...hiStructure,
          options: row.optionsHi ?? [],
          explanation: row.explanationHi ?? "",
        },
      }
    : {};
  if (row.type === "multiple")
    return {
      ...base,
      type: "multiple",
      options: row.options,
      correctAnswers: row.correctAnswers ?? [],
      ...hi,
    } as BankItem;
  return { ...base, type: "single", options: row.options, correct: row.correctIndex ?? 0, ...hi } as BankItem;
}
