import type { FourStrings } from "~/server/content/types";

/** The four codes of a JEE Assertion (A) / Reason (R) question, in the order NTA prints them. */
export const AR_OPTIONS: FourStrings = [
  "Both A and R are true, and R is the correct explanation of A",
  "Both A and R are true, but R is not the correct explanation of A",
  "A is true, but R is false",
  "A is false, but R is true",
];

export const AR_OPTIONS_HI: FourStrings = [
  "A और R दोनों सत्य हैं, और R, A की सही व्याख्या है",
  "A और R दोनों सत्य हैं, परंतु R, A की सही व्याख्या नहीं है",
  "A सत्य है, परंतु R असत्य है",
  "A असत्य है, परंतु R सत्य है",
];

/** The four codes of a JEE Main two-statement question (Statement I / Statement II). */
export const STATEMENTS_OPTIONS: FourStrings = [
  "Both Statement I and Statement II are true",
  "Both Statement I and Statement II are false",
  "Statement I is true but Statement II is false",
  "Statement I is false but Statement II is true",
];

export const STATEMENTS_OPTIONS_HI: FourStrings = [
  "कथन I और कथन II दोनों सत्य हैं",
  "कथन I और कथन II दोनों असत्य हैं",
  "कथन I सत्य है परंतु कथन II असत्य है",
  "कथन I असत्य है परंतु कथन II सत्य है",
];

/** Topics the full-length papers add to the exam's syllabus lists. */
export const JEE_PAPER_TOPICS: Record<string, string[]> = {
  Physics: [
    "Rotational Motion",
    "Properties of Solids and Liquids",
    "Oscillations and Waves",
    "Magnetic Effects of Current and Magnetism",
    "Electromagnetic Induction and Alternating Currents",
    "Optics",
    "Electronic Devices",
  ],
  Chemistry: [
    "Solutions",
    "Redox Reactions",
    "Classification of Elements and Periodicity",
    "p-Block Elements",
    "d- and f-Block Elements",
    "Coordination Compounds",
    "Hydrocarbons",
    "Organic Compounds Containing Halogens",
    "Organic Compounds Containing Oxygen",
    "Organic Compounds Containing Nitrogen",
    "Biomolecules",
  ],
  Mathematics: [
    "Sets, Relations and Functions",
    "Binomial Theorem",
    "Trigonometry",
    "Applications of Derivatives",
    "Differential Equations",
    "Vector Algebra",
    "Three Dimensional Geometry",
  ],
};
