import { z } from "zod";

/**
 * A question's layout kept as structure (product.md section 17): the parts of an assertion-reason
 * pair, numbered statements, two lists to match, or a table, each written once per language. The
 * page renders the structure (src/shared/math/question-text-html.ts); every place that needs one
 * string (search, duplicates, exports to formats without structure) reads the text flattened from
 * it (src/shared/question-structure.ts), which is the stem as the bank wrote it before.
 */

const part = z.string().trim().min(1, "must not be blank");

/**
 * How the flattened text joins the structure's parts: on one line ("inline"), each on a line of
 * its own ("lines"), or as paragraphs with a blank line between ("paragraphs"). What the page
 * shows does not depend on it.
 */
export const structureLayoutSchema = z.enum(["inline", "lines", "paragraphs"]);
export type StructureLayout = z.infer<typeof structureLayoutSchema>;

export const assertionReasonStructureSchema = z.strictObject({
  kind: z.literal("assertion-reason"),
  /** "Given below are two statements: ..." */
  lead: part.optional(),
  assertion: part,
  reason: part,
  /** "Choose the correct answer." (some papers ask nothing after the pair) */
  question: part.optional(),
  layout: structureLayoutSchema,
});

/** One numbered statement: its mark as printed ("1", "A") and its text. */
const statementSchema = z.strictObject({
  label: z.string().regex(/^[A-Za-z0-9]{1,4}$/, "a mark such as 1 or A"),
  text: part,
});

export const statementsStructureSchema = z.strictObject({
  kind: z.literal("statements"),
  /** "Consider the following statements:" */
  lead: part,
  statements: z.array(statementSchema).min(2, "at least two statements").max(10),
  /** "Which of the statements given above is/are correct?" */
  question: part,
  layout: structureLayoutSchema,
});

/** One entry of a list to match: its code as the options name it ("A", "I") and its text. */
const listEntrySchema = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9]{1,4}$/, "a code such as A or I"),
  text: part,
});
const listSchema = z.strictObject({
  /** "List-I", "सूची-I (भौतिक राशि)" */
  title: part,
  items: z.array(listEntrySchema).min(2, "at least two entries").max(10),
});

/**
 * How the flattened text writes the lists: as pipe rows ("table", the default), each list a
 * paragraph of its own ("paragraphs"), or both in the lead's sentence, entries split by ";"
 * ("inline"). List II may have more entries than List I (JEE Advanced's four against five).
 */
export const matchListLayoutSchema = z.enum(["table", "paragraphs", "inline"]);

export const matchListStructureSchema = z.strictObject({
  kind: z.literal("match-list"),
  /** "Match List-I with List-II." */
  lead: part,
  listI: listSchema,
  listII: listSchema,
  /** "Choose the correct answer from the options given below." */
  question: part.optional(),
  layout: matchListLayoutSchema.optional(),
});

export const tableStructureSchema = z
  .strictObject({
    kind: z.literal("table"),
    lead: part.optional(),
    header: z.array(part).min(2, "at least two columns").max(8),
    rows: z.array(z.array(z.string().trim())).min(1, "at least one row").max(30),
    question: part.optional(),
  })
  .refine((s) => s.rows.every((row) => row.length === s.header.length), {
    message: "every row needs as many cells as the header",
    path: ["rows"],
  });

export const questionStructureSchema = z.discriminatedUnion("kind", [
  assertionReasonStructureSchema,
  statementsStructureSchema,
  matchListStructureSchema,
  tableStructureSchema,
]);
export type QuestionStructure = z.infer<typeof questionStructureSchema>;
export type StructureKind = QuestionStructure["kind"];

/** What a question row stores: the English structure and, where the question has Hindi, the Hindi one. */
export const questionStructuresSchema = z.strictObject({
  en: questionStructureSchema,
  hi: questionStructureSchema.nullable(),
});
export type QuestionStructures = z.infer<typeof questionStructuresSchema>;
