import { type CsvParseResult, type CsvQuestion, parseQuestionCsv } from "~/server/bank-formats/csv-import";
import type { Db, DbOrTx } from "~/server/db/client";
import { questions } from "~/server/db/schema";
import type { BankOwner } from "~/server/institutes/bank-owner";
import { cachedQuestionHtml } from "~/server/math/rendered-math";
import type { CsvDuplicate, CsvIssue, CsvPreviewResponse, CsvUploadResponse } from "~/shared/contract/admin";
import type { ExamType } from "~/shared/contract/common";
import { appendToQuiz, lockQuiz, questionKeysInQuiz } from "./add-to-quiz";
import { csvRejectionSummary } from "./csv-issues-language";
import { resolveCsvStimuli } from "./csv-stimuli";
import { DEFAULT_SUBJECT, DEFAULT_TOPIC } from "./questions";

/** The upload was refused: nothing was written, and these are the reasons with their lines. */
export class CsvRejectedError extends Error {
  constructor(
    readonly errors: CsvIssue[],
    readonly warnings: CsvIssue[],
  ) {
    super(csvRejectionSummary(errors, "en"));
  }
}

/** Questions to add, and those skipped because the quiz (or an earlier row of the file) already has them. */
function splitDuplicates(rows: CsvQuestion[], existing: Set<string>) {
  const seen = new Set(existing);
  const fresh: CsvQuestion[] = [];
  const duplicates: CsvDuplicate[] = [];
  for (const row of rows) {
    if (seen.has(row.key)) {
      duplicates.push({ line: row.line, question: row.question });
    } else {
      seen.add(row.key);
      fresh.push(row);
    }
  }
  return { fresh, duplicates };
}

/**
 * This upload takes a CSV alone: a row naming a picture is an error of its line, pointing to the
 * Import/export tab, which takes the CSV and its pictures as a .zip.
 */
function refusePictures(parsed: CsvParseResult): CsvParseResult {
  const withPicture = parsed.questions.filter((q) => q.image !== null);
  if (withPicture.length === 0) return parsed;
  const lines = new Set(withPicture.map((q) => q.line));
  const errors: CsvIssue[] = withPicture.map((q) => ({
    line: q.line,
    field: "image",
    message:
      "image: a CSV with pictures is imported as a .zip (the CSV and its pictures) in the Import/export tab",
  }));
  return {
    ...parsed,
    rows: parsed.rows.map((row) => (lines.has(row.line) ? { ...row, valid: false } : row)),
    questions: parsed.questions.filter((q) => !lines.has(q.line)),
    errors: [...parsed.errors, ...errors].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
  };
}

/**
 * The rows' stimuli looked up in the quiz's exam: a row naming one that is not there becomes an
 * error of its line (and leaves the questions to add); the others get the stimulus's id.
 */
async function withStimuli(
  tx: DbOrTx,
  parsed: CsvParseResult,
  examType: ExamType,
  owner: BankOwner,
): Promise<{ parsed: CsvParseResult; stimulusIds: Map<string, number> }> {
  const { ids, errors } = await resolveCsvStimuli(tx, parsed.stimulusRefs, examType, owner);
  if (errors.length === 0) return { parsed, stimulusIds: ids };
  const badLines = new Set(errors.map((e) => e.line));
  const lineOrder = (issue: CsvIssue) => issue.line ?? 0;
  return {
    parsed: {
      ...parsed,
      rows: parsed.rows.map((row) => (badLines.has(row.line) ? { ...row, valid: false } : row)),
      questions: parsed.questions.filter((q) => !badLines.has(q.line)),
      // stable: a line's own problems keep their order, the stimulus's last
      errors: [...parsed.errors, ...errors].sort((a, b) => lineOrder(a) - lineOrder(b)),
    },
    stimulusIds: ids,
  };
}

/** The preview: every row as read, every problem with its line, and what an upload would add. Writes nothing. */
export async function previewQuestionCsv(
  db: Db,
  quizId: number,
  csvData: string,
  owner: BankOwner = null,
): Promise<CsvPreviewResponse> {
  // Reads only; the same lock-and-read as the upload, so the preview counts what an upload would add.
  const { parsed, duplicates, toAdd } = await db.transaction(async (tx) => {
    const quiz = await lockQuiz(tx, quizId, owner);
    const { parsed } = await withStimuli(tx, refusePictures(parseQuestionCsv(csvData)), quiz.examType, owner);
    const { fresh, duplicates } = splitDuplicates(parsed.questions, await questionKeysInQuiz(tx, quiz.id));
    return { parsed, duplicates, toAdd: fresh.length };
  });
  return {
    dryRun: true,
    rows: parsed.rows,
    errors: parsed.errors,
    warnings: parsed.warnings,
    duplicates,
    toAdd: parsed.errors.length > 0 ? 0 : toAdd,
  };
}

/**
 * All or nothing: a file with any error writes nothing (CsvRejectedError); otherwise every new
 * question is inserted and linked in one transaction. Questions the quiz already has are reported,
 * not added again, so uploading the same file twice adds nothing the second time.
 */
export async function importQuestionCsv(
  db: Db,
  quizId: number,
  csvData: string,
  now: Date,
  owner: BankOwner = null,
): Promise<CsvUploadResponse> {
  const read = refusePictures(parseQuestionCsv(csvData));
  if (read.errors.length > 0) throw new CsvRejectedError(read.errors, read.warnings);
  return db.transaction(async (tx) => {
    const quiz = await lockQuiz(tx, quizId, owner);
    const { parsed, stimulusIds } = await withStimuli(tx, read, quiz.examType, owner);
    // thrown inside the transaction, which writes nothing
    if (parsed.errors.length > 0) throw new CsvRejectedError(parsed.errors, parsed.warnings);
    const { fresh, duplicates } = splitDuplicates(parsed.questions, await questionKeysInQuiz(tx, quiz.id));
    const added: { id: number; subject: string }[] = [];
    // 500 rows x 24 columns stays well under PostgreSQL's 65,535 bind parameters per statement.
    for (let i = 0; i < fresh.length; i += 500) {
      const batch = fresh.slice(i, i + 500).map((q) => ({
        examType: quiz.examType,
        instituteId: quiz.owner,
        subject: q.subject ?? DEFAULT_SUBJECT,
        topic: q.topic ?? DEFAULT_TOPIC,
        difficulty: q.difficulty ?? "medium",
        text: q.question,
        type: q.type,
        options: q.options,
        correctIndex: q.correctIndex,
        correctAnswers: q.correctAnswers,
        numericMin: q.numericMin,
        numericMax: q.numericMax,
        explanation: q.explanation,
        textHi: q.questionHi,
        optionsHi: q.optionsHi,
        explanationHi: q.explanationHi,
        mathHtml: cachedQuestionHtml({
          text: q.question,
          options: q.options,
          explanation: q.explanation,
          textHi: q.questionHi,
          optionsHi: q.optionsHi,
          explanationHi: q.explanationHi,
          structure: null,
        }),
        stimulusId: q.stimulus === null ? null : (stimulusIds.get(q.stimulus) ?? null),
        sourceNote: q.sourceNote,
        asOf: q.asOf,
        createdAt: now,
        updatedAt: now,
      }));
      const rows = await tx
        .insert(questions)
        .values(batch)
        .returning({ id: questions.id, subject: questions.subject });
      // returning() answers rows in insert order on PostgreSQL and PGlite alike
      added.push(...rows);
    }
    await appendToQuiz(tx, quiz, added);
    return { dryRun: false, added: added.length, duplicates, warnings: parsed.warnings };
  });
}
