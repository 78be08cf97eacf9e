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

export const bankImportBodySchema = bodyObject({
  format: oneOf(BANK_FORMAT_NAMES),
  /** the uploaded file's name, for the audit log */
  fileName: plainText(255).optional(),
  text: z
    .string({ error: (i) => (i.input === undefined ? "is required" : "must be text") })
    .max(BANK_IMPORT_MAX_CHARS, "is larger than 32 MB: split the file")
    .refine((s) => s.trim().length > 0, "must not be blank"),
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
  fileName: z.string(),
  /** the file's text */
  text: z.string(),
  questions: z.number().int(),
  /** what the format could not carry, each a sentence */
  notCarried: z.array(z.string()),
});
export type BankExportResponse = z.infer<typeof bankExportResponseSchema>;
