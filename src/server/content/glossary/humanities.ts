import type { GlossaryEntry } from "./types";

const G11 = "NCERT भौतिक भूगोल के मूल सिद्धांत Class 11";
const POL11 = "NCERT भारत का संविधान: सिद्धांत और व्यवहार Class 11";
const POLITY = "भारत का संविधान (the Constitution's authoritative Hindi text)";

export const humanitiesTerms: GlossaryEntry[] = [
  {
    en: "bare rock",
    hi: "नग्न चट्टान",
    avoid: ["नंगी चट्टान"],
    required: true,
    source: `${G11}, Ch. 6 भू-आकृतिक प्रक्रियाएँ`,
  },
  { en: "weathering", hi: "अपक्षय", required: true, source: `${G11}, Ch. 6 भू-आकृतिक प्रक्रियाएँ` },
  { en: "erosion", hi: "अपरदन", required: true, source: `${G11}, Ch. 6 भू-आकृतिक प्रक्रियाएँ` },
  { en: "latitude", hi: "अक्षांश", required: true, source: "NCERT पृथ्वी: हमारा आवास Class 6, Ch. 2" },
  { en: "longitude", hi: "देशांतर", required: true, source: "NCERT पृथ्वी: हमारा आवास Class 6, Ch. 2" },
  { en: "plateau", hi: "पठार", required: true, source: "NCERT भारत: भौतिक पर्यावरण Class 11, Ch. 2" },
  { en: "soil", hi: "मृदा", source: "NCERT भारत: भौतिक पर्यावरण Class 11, Ch. 6 मृदा" },
  {
    en: "Fundamental Rights",
    hi: "मौलिक अधिकार",
    required: true,
    source: `${POL11}, Ch. 2 भारतीय संविधान में अधिकार`,
  },
  {
    en: "Directive Principles",
    hi: "नीति निदेशक तत्व",
    required: true,
    source: `${POL11}, Ch. 2 भारतीय संविधान में अधिकार`,
  },
  {
    en: "Supreme Court",
    hi: "उच्चतम न्यायालय",
    avoid: ["सुप्रीम कोर्ट"],
    required: true,
    source: `${POLITY}, अनुच्छेद 124`,
  },
  { en: "Finance Commission", hi: "वित्त आयोग", required: true, source: `${POLITY}, अनुच्छेद 280` },
  { en: "amendment", hi: "संशोधन", required: true, source: `${POLITY}, अनुच्छेद 368` },
  {
    en: "Governor",
    hi: "राज्यपाल",
    unlessEn: ["Reserve Bank", "RBI", "Governor-General"],
    required: true,
    source: `${POLITY}, अनुच्छेद 153`,
  },
  {
    en: "inflation",
    hi: "मुद्रास्फीति",
    avoid: ["महँगाई दर"],
    required: true,
    source: "NCERT समष्टि अर्थशास्त्र Class 12",
  },
  {
    en: "fiscal deficit",
    hi: "राजकोषीय घाटा",
    required: true,
    source: "NCERT समष्टि अर्थशास्त्र Class 12, Ch. 5 सरकारी बजट एवं अर्थव्यवस्था",
  },
  {
    en: "repo rate",
    hi: "रेपो दर",
    required: true,
    source: "NCERT समष्टि अर्थशास्त्र Class 12, Ch. 3 मुद्रा और बैंकिंग",
  },
];
