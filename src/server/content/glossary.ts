import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { z } from "zod";
import { findBankDirectory, readDataFile } from "./load";

/** One term of the Hindi glossary: the word NCERT's Hindi books (or the Constitution's Hindi text) use. */
const glossaryEntrySchema = z.strictObject({
  /** the English term, matched as a whole word or phrase, case-insensitive */
  en: z.string().min(1),
  /** the Hindi term the question bank uses for it */
  hi: z.string().min(1),
  /**
   * Hindi words that must not stand for the term: a question whose English has `en` must not
   * have these in its Hindi (unless its English also has one of `unlessEn`, where the avoided word
   * is the right word for that other term: भार is weight, so a question on mass and weight has both)
   */
  avoid: z.array(z.string().min(1)).optional(),
  unlessEn: z.array(z.string().min(1)).optional(),
  /** only questions of these subjects are held to it (a chemical "base" is not a triangle's) */
  subjects: z.array(z.string().min(1)).optional(),
  /** true: a question whose English has `en` must have `hi` in its Hindi */
  required: z.boolean().optional(),
  /** where the term is used: "NCERT Physics Class 11, Ch. 5" */
  source: z.string().min(1),
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

const glossaryFileSchema = z.strictObject({ terms: z.array(glossaryEntrySchema) });

/**
 * The Hindi glossary of the question bank (content/glossary/*.yaml): one Hindi term per English
 * term, as NCERT's Hindi textbooks (and, for polity, the Constitution's authoritative Hindi text)
 * write it. The content tests hold every Hindi question to it (glossary.test.ts).
 */
export function loadGlossary(folder = join(dirname(findBankDirectory()), "glossary")): GlossaryEntry[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .flatMap(
      (name) => readDataFile(glossaryFileSchema, join(folder, name), `content/glossary/${name}`).terms,
    );
}

export const HINDI_GLOSSARY: GlossaryEntry[] = loadGlossary();
