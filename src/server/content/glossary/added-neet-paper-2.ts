import type { GlossaryEntry } from "./types";

const B11 = "NCERT जीवविज्ञान (Biology) Class 11";
const B12 = "NCERT जीवविज्ञान (Biology) Class 12";
const P11 = "NCERT भौतिकी (Physics) Class 11";
const P12 = "NCERT भौतिकी (Physics) Class 12";
const C11 = "NCERT रसायन विज्ञान (Chemistry) Class 11";
const C12 = "NCERT रसायन विज्ञान (Chemistry) Class 12";

/** Terms added with the neet-paper-2 questions. */
export const neetPaper2Terms: GlossaryEntry[] = [
  { en: "aestivation", hi: "पुष्पदल विन्यास", source: `${B11}, Ch. 5 पुष्पी पादपों की आकारिकी` },
  { en: "heartwood", hi: "अंतःकाष्ठ", required: true, source: `${B11}, Ch. 6 पुष्पी पादपों का शारीर` },
  { en: "glycolysis", hi: "ग्लाइकोलिसिस", source: `${B11}, Ch. 12 पादप में श्वसन` },
  { en: "respiratory quotient", hi: "श्वसन गुणांक", required: true, source: `${B11}, Ch. 12 पादप में श्वसन` },
  {
    en: "plant growth regulator",
    hi: "पादप वृद्धि नियामक",
    required: true,
    source: `${B11}, Ch. 13 पादप वृद्धि एवं परिवर्धन`,
  },
  { en: "contraceptive", hi: "गर्भनिरोधक", source: `${B12}, Ch. 3 जनन स्वास्थ्य` },
  { en: "amniocentesis", hi: "उल्बवेधन", required: true, source: `${B12}, Ch. 3 जनन स्वास्थ्य` },
  {
    en: "cloning vector",
    hi: "क्लोनिंग संवाहक",
    required: true,
    source: `${B12}, Ch. 9 जैवप्रौद्योगिकी: सिद्धांत व प्रक्रम`,
  },
  {
    en: "selectable marker",
    hi: "वरण योग्य चिह्नक",
    required: true,
    source: `${B12}, Ch. 9 जैवप्रौद्योगिकी: सिद्धांत व प्रक्रम`,
  },
  { en: "carrying capacity", hi: "पोषण क्षमता", required: true, source: `${B12}, Ch. 11 जीव और समष्टियाँ` },
  { en: "commensalism", hi: "सहभोजिता", required: true, source: `${B12}, Ch. 11 जीव और समष्टियाँ` },
  { en: "mutualism", hi: "सहोपकारिता", required: true, source: `${B12}, Ch. 11 जीव और समष्टियाँ` },
  { en: "in situ", hi: "स्वस्थाने", source: `${B12}, Ch. 13 जैव-विविधता एवं संरक्षण` },
  { en: "ex situ", hi: "बहिःस्थाने", source: `${B12}, Ch. 13 जैव-विविधता एवं संरक्षण` },
  { en: "surface tension", hi: "पृष्ठ तनाव", source: `${P11}, Ch. 9 तरलों के यांत्रिक गुण` },
  { en: "terminal velocity", hi: "सीमांत वेग", required: true, source: `${P11}, Ch. 9 तरलों के यांत्रिक गुण` },
  { en: "fringe width", hi: "फ्रिंज चौड़ाई", required: true, source: `${P12}, Ch. 10 तरंग प्रकाशिकी` },
  { en: "work function", hi: "कार्य फलन", source: `${P12}, Ch. 11 विकिरण तथा द्रव्य की द्वैत प्रकृति` },
  {
    en: "stopping potential",
    hi: "निरोधी विभव",
    required: true,
    source: `${P12}, Ch. 11 विकिरण तथा द्रव्य की द्वैत प्रकृति`,
  },
  { en: "mole fraction", hi: "मोल अंश", required: true, source: `${C12}, Ch. 1 विलयन` },
  { en: "vapour pressure", hi: "वाष्प दाब", source: `${C12}, Ch. 1 विलयन` },
  { en: "molar conductivity", hi: "मोलर चालकता", required: true, source: `${C12}, Ch. 2 वैद्युतरसायन` },
  {
    en: "coordination number",
    hi: "उपसहसंयोजन संख्या",
    required: true,
    source: `${C12}, Ch. 5 उपसहसंयोजन यौगिक`,
  },
  {
    en: "nucleophile",
    hi: "नाभिकस्नेही",
    source: `${C11}, Ch. 8 कार्बनिक रसायन: कुछ आधारभूत सिद्धांत तथा तकनीकें`,
  },
  {
    en: "carbocation",
    hi: "कार्बधनायन",
    source: `${C11}, Ch. 8 कार्बनिक रसायन: कुछ आधारभूत सिद्धांत तथा तकनीकें`,
  },
];
