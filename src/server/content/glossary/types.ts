/** One term of the Hindi glossary: the word NCERT's Hindi books (or the Constitution's Hindi text) use. */
export type GlossaryEntry = {
  /** the English term, matched as a whole word or phrase, case-insensitive */
  en: string;
  /** the Hindi term the question bank uses for it */
  hi: string;
  /**
   * Hindi words that must not stand for the term: a question whose English has `en` must not
   * have these in its Hindi (unless its English also has one of `unlessEn`, where the avoided word
   * is the right word for that other term: भार is weight, so a question on mass and weight has both)
   */
  avoid?: string[];
  unlessEn?: string[];
  /** only questions of these subjects are held to it (a chemical "base" is not a triangle's) */
  subjects?: string[];
  /** true: a question whose English has `en` must have `hi` in its Hindi */
  required?: boolean;
  /** where the term is used: "NCERT Physics Class 11, Ch. 5" */
  source: string;
};
