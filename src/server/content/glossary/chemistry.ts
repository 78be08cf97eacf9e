import type { GlossaryEntry } from "./types";

const C11 = "NCERT रसायन विज्ञान (Chemistry) Class 11";
const C12 = "NCERT रसायन विज्ञान (Chemistry) Class 12";

export const chemistryTerms: GlossaryEntry[] = [
  { en: "chemical bond", hi: "रासायनिक आबंध", source: `${C11}, Ch. 4 रासायनिक आबंधन तथा आण्विक संरचना` },
  { en: "electronegativity", hi: "विद्युतऋणात्मकता", required: true, source: `${C11}, Ch. 3 तत्वों का वर्गीकरण` },
  { en: "equilibrium", hi: "साम्य", required: true, source: `${C11}, Ch. 6 साम्यावस्था` },
  { en: "oxidation", hi: "ऑक्सीकरण", required: true, source: `${C11}, Ch. 7 अपचयोपचय अभिक्रियाएँ` },
  { en: "reduction", hi: "अपचयन", avoid: ["कटौती"], source: `${C11}, Ch. 7 अपचयोपचय अभिक्रियाएँ` },
  { en: "catalyst", hi: "उत्प्रेरक", required: true, source: `${C12}, Ch. 3 रासायनिक बलगतिकी` },
  { en: "solute", hi: "विलेय", required: true, source: `${C12}, Ch. 1 विलयन` },
  { en: "solvent", hi: "विलायक", required: true, source: `${C12}, Ch. 1 विलयन` },
  { en: "molarity", hi: "मोलरता", required: true, source: `${C12}, Ch. 1 विलयन` },
  { en: "isomer", hi: "समावयवी", required: true, source: `${C11}, Ch. 8 कार्बनिक रसायन: कुछ आधारभूत सिद्धांत` },
  { en: "rate constant", hi: "वेग स्थिरांक", required: true, source: `${C12}, Ch. 3 रासायनिक बलगतिकी` },
  {
    en: "base",
    hi: "क्षारक",
    avoid: ["आधार"],
    subjects: ["Chemistry", "Science and Technology", "General Awareness"],
    source: "NCERT विज्ञान Class 10, Ch. 2 अम्ल, क्षारक एवं लवण",
  },
  { en: "alkali", hi: "क्षार", source: "NCERT विज्ञान Class 10, Ch. 2 अम्ल, क्षारक एवं लवण" },
  { en: "valency", hi: "संयोजकता", required: true, source: `${C11}, Ch. 4 रासायनिक आबंधन तथा आण्विक संरचना` },
  { en: "hybridisation", hi: "संकरण", required: true, source: `${C11}, Ch. 4 रासायनिक आबंधन तथा आण्विक संरचना` },
  { en: "electrolysis", hi: "वैद्युत अपघटन", source: `${C12}, Ch. 2 वैद्युतरसायन` },
];
