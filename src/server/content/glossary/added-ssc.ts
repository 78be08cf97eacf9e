import type { GlossaryEntry } from "./types";

const M8 = "NCERT गणित (Mathematics) Class 8, Ch. 7 राशियों की तुलना";
const POLITY = "भारत का संविधान (the Constitution's authoritative Hindi text)";
const QA = ["Quantitative Aptitude"];
const GA = ["General Awareness"];

/** Terms added with the ssc questions. */
export const sscTerms: GlossaryEntry[] = [
  { en: "cost price", hi: "क्रय मूल्य", subjects: QA, required: true, source: M8 },
  { en: "selling price", hi: "विक्रय मूल्य", subjects: QA, required: true, source: M8 },
  { en: "marked price", hi: "अंकित मूल्य", subjects: QA, required: true, source: M8 },
  {
    en: "chord",
    hi: "जीवा",
    subjects: QA,
    required: true,
    source: "NCERT गणित (Mathematics) Class 9, Ch. 9 वृत्त",
  },
  { en: "Article", hi: "अनुच्छेद", subjects: GA, required: true, source: `${POLITY}, अनुच्छेद 1-395` },
  { en: "Schedule", hi: "अनुसूची", subjects: GA, required: true, source: `${POLITY}, पहली से बारहवीं अनुसूची` },
  {
    en: "Governor-General",
    hi: "गवर्नर-जनरल",
    subjects: GA,
    required: true,
    source: "NCERT हमारे अतीत III (Class 8 History), Ch. 2 व्यापार से साम्राज्य तक",
  },
];
