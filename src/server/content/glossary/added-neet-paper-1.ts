import type { GlossaryEntry } from "./types";

const P11 = "NCERT भौतिकी (Physics) Class 11";
const P12 = "NCERT भौतिकी (Physics) Class 12";
const C11 = "NCERT रसायन विज्ञान (Chemistry) Class 11";
const C12 = "NCERT रसायन विज्ञान (Chemistry) Class 12";
const B11 = "NCERT जीवविज्ञान (Biology) Class 11";
const B12 = "NCERT जीवविज्ञान (Biology) Class 12";

/** Terms added with the neet-paper-1 questions: the words their Hindi uses, as NCERT's Hindi books write them. */
export const neetPaper1Terms: GlossaryEntry[] = [
  { en: "moment of force", hi: "बल आघूर्ण", source: `${P11}, Ch. 6 कणों के निकाय तथा घूर्णी गति` },
  { en: "angular momentum", hi: "कोणीय संवेग", source: `${P11}, Ch. 6 कणों के निकाय तथा घूर्णी गति` },
  { en: "centre of mass", hi: "द्रव्यमान केंद्र", source: `${P11}, Ch. 6 कणों के निकाय तथा घूर्णी गति` },
  { en: "adiabatic", hi: "रुद्धोष्म", source: `${P11}, Ch. 11 ऊष्मागतिकी` },
  { en: "isothermal", hi: "समतापी", source: `${P11}, Ch. 11 ऊष्मागतिकी` },
  { en: "beats", hi: "विस्पंद", source: `${P11}, Ch. 14 तरंगें` },
  { en: "electric flux", hi: "विद्युत फ्लक्स", source: `${P12}, Ch. 1 वैद्युत आवेश तथा क्षेत्र` },
  { en: "drift velocity", hi: "अपवाह वेग", source: `${P12}, Ch. 3 विद्युत धारा` },
  { en: "diamagnetic", hi: "प्रतिचुंबकीय", source: `${P12}, Ch. 5 चुंबकत्व एवं द्रव्य` },
  { en: "depletion layer", hi: "ह्रासी परत", source: `${P12}, Ch. 14 अर्धचालक इलेक्ट्रॉनिकी` },
  { en: "limiting reagent", hi: "सीमांत अभिकर्मक", source: `${C11}, Ch. 1 रसायन विज्ञान की कुछ मूल अवधारणाएँ` },
  { en: "empirical formula", hi: "मूलानुपाती सूत्र", source: `${C11}, Ch. 1 रसायन विज्ञान की कुछ मूल अवधारणाएँ` },
  {
    en: "ionisation enthalpy",
    hi: "आयनन एन्थैल्पी",
    source: `${C11}, Ch. 3 तत्वों का वर्गीकरण एवं गुणधर्मों में आवर्तिता`,
  },
  {
    en: "electron gain enthalpy",
    hi: "इलेक्ट्रॉन लब्धि एन्थैल्पी",
    source: `${C11}, Ch. 3 तत्वों का वर्गीकरण एवं गुणधर्मों में आवर्तिता`,
  },
  { en: "bond order", hi: "आबंध कोटि", source: `${C11}, Ch. 4 रासायनिक आबंधन तथा आण्विक संरचना` },
  { en: "dipole moment", hi: "द्विध्रुव आघूर्ण", source: `${C11}, Ch. 4 रासायनिक आबंधन तथा आण्विक संरचना` },
  {
    en: "hyperconjugation",
    hi: "अतिसंयुग्मन",
    source: `${C11}, Ch. 8 कार्बनिक रसायन: कुछ आधारभूत सिद्धांत तथा तकनीकें`,
  },
  { en: "ozonolysis", hi: "ओज़ोनी-अपघटन", source: `${C11}, Ch. 9 हाइड्रोकार्बन` },
  { en: "lanthanoid contraction", hi: "लैन्थेनॉयड आकुंचन", source: `${C12}, Ch. 4 d- एवं f-ब्लॉक के तत्व` },
  { en: "activation energy", hi: "सक्रियण ऊर्जा", source: `${C12}, Ch. 3 रासायनिक बलगतिकी` },
  { en: "endodermis", hi: "अंतस्त्वचा", source: `${B11}, Ch. 6 पुष्पी पादपों का शारीर` },
  { en: "bulliform cells", hi: "आवर्ध त्वक कोशिकाएँ", source: `${B11}, Ch. 6 पुष्पी पादपों का शारीर` },
  { en: "photorespiration", hi: "प्रकाशश्वसन", source: `${B11}, Ch. 11 उच्च पादपों में प्रकाशसंश्लेषण` },
  { en: "embryo sac", hi: "भ्रूणकोष", source: `${B12}, Ch. 1 पुष्पी पादपों में लैंगिक प्रजनन` },
  { en: "synergids", hi: "सहायक कोशिकाएँ", source: `${B12}, Ch. 1 पुष्पी पादपों में लैंगिक प्रजनन` },
  { en: "test cross", hi: "परीक्षार्थ संकरण", source: `${B12}, Ch. 4 वंशागति तथा विविधता के सिद्धांत` },
  { en: "pseudocoelom", hi: "कूटगुहा", source: `${B11}, Ch. 4 प्राणि जगत` },
  { en: "notochord", hi: "पृष्ठरज्जु", source: `${B11}, Ch. 4 प्राणि जगत` },
  { en: "areolar tissue", hi: "गर्तिका ऊतक", source: `${B11}, Ch. 7 प्राणियों में संरचनात्मक संगठन` },
  { en: "competitive inhibition", hi: "स्पर्धी संदमन", source: `${B11}, Ch. 9 जैव अणु` },
  { en: "partial pressure", hi: "आंशिक दाब", source: `${B11}, Ch. 14 श्वसन और गैसों का विनिमय` },
  { en: "depolarisation", hi: "विध्रुवण", source: `${B11}, Ch. 18 तंत्रिकीय नियंत्रण एवं समन्वय` },
  { en: "ammonotelic", hi: "अमोनियाउत्सर्गी", source: `${B11}, Ch. 16 उत्सर्जी उत्पाद एवं उनका निष्कासन` },
  { en: "pivot joint", hi: "धुराग्र संधि", source: `${B11}, Ch. 17 गमन एवं संचलन` },
  { en: "corpus luteum", hi: "पीत पिंड", source: `${B12}, Ch. 2 मानव जनन` },
  { en: "homologous organs", hi: "समजात अंग", source: `${B12}, Ch. 6 विकास` },
];
