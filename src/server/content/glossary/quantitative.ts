import type { GlossaryEntry } from "./types";

const M = "NCERT गणित (Mathematics)";

export const quantitativeTerms: GlossaryEntry[] = [
  { en: "simple interest", hi: "साधारण ब्याज", required: true, source: `${M} Class 8, Ch. 7 राशियों की तुलना` },
  {
    en: "compound interest",
    hi: "चक्रवृद्धि ब्याज",
    required: true,
    source: `${M} Class 8, Ch. 7 राशियों की तुलना`,
  },
  { en: "ratio", hi: "अनुपात", required: true, source: `${M} Class 6, Ch. 12 अनुपात और समानुपात` },
  {
    en: "average",
    hi: "औसत",
    unlessEn: ["average speed", "average velocity"],
    source: `${M} Class 7, Ch. 3 आँकड़ों का प्रबंधन`,
  },
  { en: "probability", hi: "प्रायिकता", required: true, source: `${M} Class 10, Ch. 14 प्रायिकता` },
  { en: "median", hi: "माध्यक", source: `${M} Class 10, Ch. 13 सांख्यिकी` },
  { en: "determinant", hi: "सारणिक", required: true, source: `${M} Class 12, Ch. 4 सारणिक` },
  { en: "integral", hi: "समाकल", source: `${M} Class 12, Ch. 7 समाकलन` },
  { en: "derivative", hi: "अवकलज", source: `${M} Class 11, Ch. 12 सीमा और अवकलज` },
];
