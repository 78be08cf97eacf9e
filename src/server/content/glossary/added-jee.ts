import type { GlossaryEntry } from "./types";

const P11 = "NCERT भौतिकी (Physics) Class 11";
const P12 = "NCERT भौतिकी (Physics) Class 12";
const C11 = "NCERT रसायन विज्ञान (Chemistry) Class 11";
const C12 = "NCERT रसायन विज्ञान (Chemistry) Class 12";
const M11 = "NCERT गणित (Mathematics) Class 11";
const M12 = "NCERT गणित (Mathematics) Class 12";

/** Terms added with the jee questions. */
export const jeeTerms: GlossaryEntry[] = [
  { en: "threshold wavelength", hi: "देहली तरंगदैर्ध्य", source: `${P12}, Ch. 11 विकिरण तथा द्रव्य की द्वैत प्रकृति` },
  { en: "depletion region", hi: "ह्रासी क्षेत्र", source: `${P12}, Ch. 14 अर्धचालक इलेक्ट्रॉनिकी` },
  { en: "forward bias", hi: "अग्र अभिनति", source: `${P12}, Ch. 14 अर्धचालक इलेक्ट्रॉनिकी` },
  { en: "impedance", hi: "प्रतिबाधा", source: `${P12}, Ch. 7 प्रत्यावर्ती धारा` },
  { en: "galvanometer", hi: "धारामापी", source: `${P12}, Ch. 4 गतिमान आवेश और चुंबकत्व` },
  { en: "simple harmonic motion", hi: "सरल आवर्त गति", source: `${P11}, Ch. 13 दोलन` },
  { en: "ligand", hi: "लिगंड", source: `${C12}, Ch. 5 उपसहसंयोजन यौगिक` },
  { en: "van 't Hoff factor", hi: "वान्ट हॉफ़ गुणक", source: `${C12}, Ch. 1 विलयन` },
  { en: "osmotic pressure", hi: "परासरण दाब", source: `${C12}, Ch. 1 विलयन` },
  { en: "lone pair", hi: "एकाकी युग्म", source: `${C11}, Ch. 4 रासायनिक आबंधन तथा आण्विक संरचना` },
  { en: "eccentricity", hi: "उत्केंद्रता", source: `${M11}, Ch. 10 शंकु परिच्छेद` },
  { en: "latus rectum", hi: "नाभिलंब", source: `${M11}, Ch. 10 शंकु परिच्छेद` },
  { en: "integrating factor", hi: "समाकलन गुणक", source: `${M12}, Ch. 9 अवकल समीकरण` },
  { en: "onto function", hi: "आच्छादक फलन", source: `${M12}, Ch. 1 संबंध एवं फलन` },
];
