import { bankingTerms } from "./added-banking";
import { jeeTerms } from "./added-jee";
import { neetPaper1Terms } from "./added-neet-paper-1";
import { neetPaper2Terms } from "./added-neet-paper-2";
import { sscTerms } from "./added-ssc";
import { upscCsatTerms } from "./added-upsc-csat";
import { upscGeneralStudiesTerms } from "./added-upsc-general-studies";
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
  ...jeeTerms,
  ...neetPaper1Terms,
  ...neetPaper2Terms,
  ...upscGeneralStudiesTerms,
  ...upscCsatTerms,
  ...sscTerms,
  ...bankingTerms,
];
export type { GlossaryEntry };
