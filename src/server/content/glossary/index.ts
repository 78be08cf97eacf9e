import { biologyTerms } from "./biology";
import { chemistryTerms } from "./chemistry";
import { humanitiesTerms } from "./humanities";
import { physicsTerms } from "./physics";
import { quantitativeTerms } from "./quantitative";
import type { GlossaryEntry } from "./types";

/**
 * The Hindi glossary of the question bank: one Hindi term per English term, as NCERT's Hindi
 * textbooks (and, for polity, the Constitution's authoritative Hindi text) write it. The content
 * tests hold every Hindi question to it (glossary.test.ts).
 */
export const HINDI_GLOSSARY: GlossaryEntry[] = [
  ...physicsTerms,
  ...chemistryTerms,
  ...biologyTerms,
  ...humanitiesTerms,
  ...quantitativeTerms,
];
export type { GlossaryEntry };
