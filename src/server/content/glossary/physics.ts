import type { GlossaryEntry } from "./types";

const P11 = "NCERT भौतिकी (Physics) Class 11";
const P12 = "NCERT भौतिकी (Physics) Class 12";

export const physicsTerms: GlossaryEntry[] = [
  {
    en: "mass",
    hi: "द्रव्यमान",
    avoid: ["भार"],
    unlessEn: ["weight"],
    required: true,
    source: `${P11}, Ch. 5 गति के नियम`,
  },
  { en: "weight", hi: "भार", source: `${P11}, Ch. 7 गुरुत्वाकर्षण` },
  { en: "velocity", hi: "वेग", required: true, source: `${P11}, Ch. 3 सरल रेखा में गति` },
  { en: "acceleration", hi: "त्वरण", required: true, source: `${P11}, Ch. 3 सरल रेखा में गति` },
  { en: "displacement", hi: "विस्थापन", required: true, source: `${P11}, Ch. 3 सरल रेखा में गति` },
  { en: "momentum", hi: "संवेग", required: true, source: `${P11}, Ch. 5 गति के नियम` },
  { en: "friction", hi: "घर्षण", required: true, source: `${P11}, Ch. 5 गति के नियम` },
  { en: "potential difference", hi: "विभवांतर", source: `${P12}, Ch. 3 विद्युत धारा` },
  { en: "resistance", hi: "प्रतिरोध", source: `${P12}, Ch. 3 विद्युत धारा` },
  { en: "refraction", hi: "अपवर्तन", required: true, source: `${P12}, Ch. 9 किरण प्रकाशिकी` },
  { en: "focal length", hi: "फोकस दूरी", required: true, source: `${P12}, Ch. 9 किरण प्रकाशिकी` },
  { en: "wavelength", hi: "तरंगदैर्ध्य", source: `${P11}, Ch. 14 तरंगें` },
  { en: "frequency", hi: "आवृत्ति", source: `${P11}, Ch. 14 तरंगें` },
  { en: "capacitor", hi: "संधारित्र", required: true, source: `${P12}, Ch. 2 स्थिरवैद्युत विभव तथा धारिता` },
  { en: "magnetic field", hi: "चुंबकीय क्षेत्र", required: true, source: `${P12}, Ch. 4 गतिमान आवेश और चुंबकत्व` },
  {
    en: "moment of inertia",
    hi: "जड़त्व आघूर्ण",
    required: true,
    source: `${P11}, Ch. 6 कणों के निकाय तथा घूर्णी गति`,
  },
  { en: "torque", hi: "बल आघूर्ण", source: `${P11}, Ch. 6 कणों के निकाय तथा घूर्णी गति` },
  { en: "escape velocity", hi: "पलायन चाल", source: `${P11}, Ch. 7 गुरुत्वाकर्षण` },
  { en: "half-life", hi: "अर्धायु", required: true, source: `${P12}, Ch. 13 नाभिक` },
  {
    en: "photoelectric effect",
    hi: "प्रकाश-विद्युत प्रभाव",
    source: `${P12}, Ch. 11 विकिरण तथा द्रव्य की द्वैत प्रकृति`,
  },
];
