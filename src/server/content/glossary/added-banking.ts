import type { GlossaryEntry } from "./types";

const M = "NCERT गणित (Mathematics)";
const BANKING = ["Quantitative Aptitude", "Reasoning"];

/** Terms added with the banking questions ("cost price" is in added-ssc.ts, for both exams' quant). */
export const bankingTerms: GlossaryEntry[] = [
  {
    en: "profit",
    hi: "लाभ",
    required: true,
    subjects: BANKING,
    source: `${M} Class 8, Ch. 7 राशियों की तुलना`,
  },
  { en: "loss", hi: "हानि", required: true, subjects: BANKING, source: `${M} Class 8, Ch. 7 राशियों की तुलना` },
  {
    en: "discriminant",
    hi: "विविक्तकर",
    required: true,
    subjects: BANKING,
    source: `${M} Class 10, Ch. 4 द्विघात समीकरण`,
  },
  {
    en: "clockwise",
    hi: "दक्षिणावर्त",
    required: true,
    subjects: BANKING,
    source: `${M} Class 7, Ch. 14 सममिति`,
  },
  {
    en: "anticlockwise",
    hi: "वामावर्त",
    required: true,
    subjects: BANKING,
    source: `${M} Class 7, Ch. 14 सममिति`,
  },
  {
    en: "conclusion",
    hi: "निष्कर्ष",
    required: true,
    // Banking's and SSC's reasoning, and CSAT's
    subjects: ["Reasoning", "CSAT"],
    source: "IBPS PO प्रारंभिक परीक्षा की द्विभाषी प्रश्न-पुस्तिका का रीज़निंग खंड (कथन और निष्कर्ष)",
  },
  {
    en: "series",
    hi: "श्रृंखला",
    required: true,
    subjects: BANKING,
    source: "IBPS PO प्रारंभिक परीक्षा की द्विभाषी प्रश्न-पुस्तिका का संख्यात्मक अभियोग्यता खंड (संख्या श्रृंखला)",
  },
];
