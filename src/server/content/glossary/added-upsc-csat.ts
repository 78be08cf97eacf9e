import type { GlossaryEntry } from "./types";

const CSAT_HI = "UPSC सिविल सेवा (प्रारंभिक) परीक्षा, सामान्य अध्ययन प्रश्नपत्र II (CSAT), हिंदी पाठ";
const M = "NCERT गणित (Mathematics)";

/** Terms added with the upsc-csat questions: the words the bilingual CSAT paper uses for its question types. */
export const upscCsatTerms: GlossaryEntry[] = [
  { en: "passage", hi: "परिच्छेद", required: true, subjects: ["CSAT"], source: CSAT_HI },
  { en: "assumption", hi: "पूर्वधारणा", required: true, subjects: ["CSAT"], source: CSAT_HI },
  { en: "course of action", hi: "कार्यवाही", required: true, subjects: ["CSAT"], source: CSAT_HI },
  { en: "statement", hi: "कथन", required: true, subjects: ["CSAT"], source: CSAT_HI },
  {
    en: "percentage",
    hi: "प्रतिशत",
    required: true,
    subjects: ["CSAT"],
    source: `${M} Class 8, Ch. 7 राशियों की तुलना`,
  },
  {
    en: "divisible",
    hi: "विभाज्य",
    required: true,
    subjects: ["CSAT"],
    source: `${M} Class 6, Ch. 3 संख्याओं के साथ खेलना`,
  },
  { en: "leap year", hi: "अधिवर्ष", required: true, subjects: ["CSAT"], source: CSAT_HI },
];
