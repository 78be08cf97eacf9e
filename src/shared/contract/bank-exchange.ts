import { z } from "zod";
import { DIFFICULTIES, EXAM_TYPES } from "./common";
import { bodyObject, idField, oneOf, plainText, requiredText } from "./fields";

/** Imports and exports of the question bank in open formats (product.md section 17). */

export const BANK_FORMAT_NAMES = ["moodle-xml", "gift", "aiken", "qti3", "csv", "data-file"] as const;
export type BankFormatName = (typeof BANK_FORMAT_NAMES)[number];

/** A bank import file may hold 10,000 questions and more: up to 32 MB of text. */
export const BANK_IMPORT_MAX_CHARS = 32 * 1024 * 1024;
/**
 * The request carrying such a file, in bytes: a character takes up to 3 bytes in UTF-8 (Devanagari
 * does), so a bilingual file of 10,000 questions is twice its length in characters and more.
 */
export const BANK_IMPORT_MAX_BODY_BYTES = 3 * BANK_IMPORT_MAX_CHARS + 1024 * 1024;

/** A .zip upload, base64-encoded: at most 32 MB of archive. */
export const BANK_IMPORT_MAX_ARCHIVE_CHARS = Math.ceil((32 * 1024 * 1024) / 3) * 4;

export const bankImportBodySchema = bodyObject({
  format: oneOf(BANK_FORMAT_NAMES),
  /** the uploaded file's name, for the audit log */
  fileName: plainText(255).optional(),
  /** the file's text; or, instead, `archive` */
  text: z
    .string({ error: "must be text" })
    .max(BANK_IMPORT_MAX_CHARS, "is larger than 32 MB: split the file")
    .refine((s) => s.trim().length > 0, "must not be blank")
    .optional(),
  /**
   * a .zip (base64) holding the format's file and the pictures it names: a CSV with its images, a
   * QTI package, a Moodle XML file
   */
  archive: z
    .string({ error: "must be text (the .zip in base64)" })
    .max(BANK_IMPORT_MAX_ARCHIVE_CHARS, "is larger than 32 MB: split the archive")
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, "must be a .zip in base64")
    .refine((s) => s.length > 0, "must not be blank")
    .optional(),
  /** also attach the new questions to this quiz (whose exam they then take) */
  quizId: idField().optional(),
  /** where the format has no subject, topic or difficulty, and the exam the questions join */
  defaults: bodyObject({
    exam: oneOf(EXAM_TYPES),
    subject: requiredText(120),
    topic: requiredText(120),
    difficulty: oneOf(DIFFICULTIES),
  }),
  dryRun: z.boolean({ error: "must be true or false" }).default(false),
}).superRefine((body, context) => {
  if ((body.text === undefined) === (body.archive === undefined))
    context.addIssue({
      code: "custom",
      path: ["text"],
      message:
        body.text === undefined
          ? "is required (the file's text, or a .zip as archive)"
          : "and archive cannot both be sent: send one file",
    });
});
export type BankImportBody = z.infer<typeof bankImportBodySchema>;

export const bankImportProblemSchema = z.object({ where: z.string(), message: z.string() });
export type BankImportProblem = z.infer<typeof bankImportProblemSchema>;

/** A question as the preview lists it. */
export const bankImportItemSchema = z.object({
  where: z.string(),
  type: z.enum(["single", "multiple", "numerical"]),
  text: z.string(),
  subject: z.string(),
  topic: z.string(),
  hasHindi: z.boolean(),
  /** the file name of the picture the question shows, if it has one */
  figure: z.string().nullable(),
});

export const bankImportResponseSchema = z.object({
  dryRun: z.boolean(),
  /** what the file holds that can be imported */
  items: z.array(bankImportItemSchema),
  /** every bad item, named; any of them means nothing is written */
  problems: z.array(bankImportProblemSchema),
  /** items the bank (that exam) already has, same text and options: skipped */
  duplicates: z.array(z.object({ where: z.string(), text: z.string() })),
  /** added now (an import), or that an import would add (a preview) */
  added: z.number().int(),
});
export type BankImportResponse = z.infer<typeof bankImportResponseSchema>;

/** A refused import: why, and the same lists as the preview. */
export const bankImportRefusedSchema = bankImportResponseSchema.extend({ message: z.string() });

export const bankExportQuerySchema = z
  .object({
    format: oneOf(BANK_FORMAT_NAMES),
    quizId: z.coerce.number().int().positive().optional(),
    exam: oneOf(EXAM_TYPES).optional(),
    subject: z.string().trim().min(1).max(120).optional(),
    topic: z.string().trim().min(1).max(120).optional(),
  })
  .refine(
    (q) =>
      q.quizId !== undefined || q.exam !== undefined || (q.subject === undefined && q.topic === undefined),
    {
      message: "a subject or topic needs its exam",
      path: ["exam"],
    },
  );
export type BankExportQuery = z.infer<typeof bankExportQuerySchema>;

export const bankExportResponseSchema = z.object({
  /** the download's name: a .zip when there is an archive */
  fileName: z.string(),
  /** the file's text */
  text: z.string(),
  /** the file and the pictures it names as a .zip (base64), when the questions have pictures the format names by file */
  archive: z.string().nullable(),
  questions: z.number().int(),
  /** what the format could not carry, each a sentence */
  notCarried: z.array(z.string()),
});
export type BankExportResponse = z.infer<typeof bankExportResponseSchema>;
