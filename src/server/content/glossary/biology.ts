import type { GlossaryEntry } from "./types";

const B11 = "NCERT जीवविज्ञान (Biology) Class 11";
const B12 = "NCERT जीवविज्ञान (Biology) Class 12";

export const biologyTerms: GlossaryEntry[] = [
  { en: "mitochondria", hi: "सूत्रकणिका", source: `${B11}, Ch. 8 कोशिका: जीवन की इकाई` },
  { en: "chloroplast", hi: "हरितलवक", required: true, source: `${B11}, Ch. 8 कोशिका: जीवन की इकाई` },
  { en: "photosynthesis", hi: "प्रकाशसंश्लेषण", required: true, source: `${B11}, Ch. 13 उच्च पादपों में प्रकाशसंश्लेषण` },
  { en: "chromosome", hi: "गुणसूत्र", required: true, source: `${B12}, Ch. 4 वंशागति तथा विविधता के सिद्धांत` },
  { en: "inheritance", hi: "वंशागति", required: true, source: `${B12}, Ch. 4 वंशागति तथा विविधता के सिद्धांत` },
  { en: "mutation", hi: "उत्परिवर्तन", required: true, source: `${B12}, Ch. 4 वंशागति तथा विविधता के सिद्धांत` },
  { en: "transcription", hi: "अनुलेखन", required: true, source: `${B12}, Ch. 5 वंशागति का आणविक आधार` },
  { en: "replication", hi: "प्रतिकृति", required: true, source: `${B12}, Ch. 5 वंशागति का आणविक आधार` },
  {
    en: "ecosystem",
    hi: "पारितंत्र",
    avoid: ["पारिस्थितिकी तंत्र"],
    required: true,
    source: `${B12}, Ch. 12 पारितंत्र`,
  },
  {
    en: "population",
    hi: "समष्टि",
    unlessEn: ["census", "people", "country", "city", "village", "state", "district", "human"],
    source: `${B12}, Ch. 11 जीव और समष्टियाँ`,
  },
  { en: "pollination", hi: "परागण", required: true, source: `${B12}, Ch. 1 पुष्पी पादपों में लैंगिक प्रजनन` },
  { en: "fertilisation", hi: "निषेचन", required: true, source: `${B12}, Ch. 1 पुष्पी पादपों में लैंगिक प्रजनन` },
  { en: "kidney", hi: "वृक्क", avoid: ["किडनी"], source: `${B11}, Ch. 16 उत्सर्जी उत्पाद एवं उनका निष्कासन` },
  { en: "blood", hi: "रुधिर", avoid: ["खून"], source: `${B11}, Ch. 15 शरीर द्रव तथा परिसंचरण` },
  { en: "respiration", hi: "श्वसन", required: true, source: `${B11}, Ch. 14 पादप में श्वसन` },
  { en: "tissue", hi: "ऊतक", required: true, source: `${B11}, Ch. 6 पुष्पी पादपों का शारीर` },
  {
    en: "nucleus",
    hi: "केंद्रक",
    unlessEn: ["atom", "atomic", "nuclear", "nuclei", "radioactive", "proton", "neutron"],
    source: `${B11}, Ch. 8 कोशिका: जीवन की इकाई`,
  },
  { en: "enzyme", hi: "एंज़ाइम", avoid: ["किण्वक"], source: `${B11}, Ch. 9 जैव अणु` },
];
