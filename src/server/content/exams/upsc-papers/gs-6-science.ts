import type { ContentQuestion } from "~/server/content/types";
import {
  HOW_MANY_3,
  HOW_MANY_3_HI,
  HOW_MANY_4,
  HOW_MANY_4_HI,
  howMany,
  howManyHi,
  pairs,
  pairsHi,
  STATEMENT_PAIR,
  STATEMENT_PAIR_HI,
  statementPair,
  statementPairHi,
} from "./gs-format";

const S = "Science and Technology";
const PHY12 = "NCERT Physics Class 12";
const BIO12 = "NCERT Biology Class 12";

/** Science and technology questions of the two full-length GS Paper I papers. */
export const gsScienceQuestions: ContentQuestion[] = [
  // ───────────── Paper A ─────────────
  {
    key: "upsc-gsa-sci-01",
    subject: S,
    topic: "Defence and Nuclear Technology",
    difficulty: "easy",
    source: `${PHY12}, Ch. 13 Nuclei; Nuclear Power Corporation of India, 'Pressurised Heavy Water Reactors'`,
    text: "In India's pressurised heavy water reactors, which substance acts as the moderator that slows down the neutrons released in fission?",
    options: ["Heavy water", "Cadmium", "Natural uranium", "Liquid sodium"],
    correct: 0,
    explanation:
      "A moderator slows fast neutrons so that they can cause further fission; heavy water (D2O) absorbs very few neutrons and so allows natural uranium to be used as fuel. Cadmium and boron are used in control rods because they absorb neutrons, natural uranium is the fuel, and liquid sodium is the coolant of fast breeder reactors.",
    hi: {
      text: "भारत के दाबित भारी जल रिएक्टरों में कौन-सा पदार्थ मंदक का कार्य करता है, जो विखंडन में निकले न्यूट्रॉनों को धीमा करता है?",
      options: ["भारी जल", "कैडमियम", "प्राकृतिक यूरेनियम", "द्रव सोडियम"],
      explanation:
        "मंदक तीव्र न्यूट्रॉनों को धीमा करता है ताकि वे आगे विखंडन कर सकें; भारी जल (D2O) बहुत कम न्यूट्रॉन अवशोषित करता है, इसलिए प्राकृतिक यूरेनियम को ईंधन के रूप में प्रयोग किया जा सकता है। कैडमियम और बोरॉन न्यूट्रॉन अवशोषित करते हैं, इसलिए नियंत्रक छड़ों में प्रयुक्त होते हैं; प्राकृतिक यूरेनियम ईंधन है और द्रव सोडियम द्रुत प्रजनक रिएक्टरों का शीतलक है।",
    },
  },
  {
    key: "upsc-gsa-sci-02",
    subject: S,
    topic: "Physics in Everyday Life",
    difficulty: "easy",
    source: `${PHY12}, Ch. 9 Ray Optics and Optical Instruments`,
    text: "Optical fibres carry light signals over long distances with very little loss because of",
    options: ["diffraction", "dispersion", "polarisation", "total internal reflection"],
    correct: 3,
    explanation:
      "An optical fibre has a glass core of higher refractive index surrounded by cladding of lower refractive index; light striking the boundary at more than the critical angle is totally reflected again and again, so it stays inside the core. Dispersion actually limits fibre performance, and diffraction and polarisation are not the guiding principle.",
    hi: {
      text: "प्रकाशिक तंतु बहुत कम हानि के साथ लंबी दूरी तक प्रकाश संकेत किस कारण ले जाते हैं?",
      options: ["विवर्तन", "वर्ण-विक्षेपण", "ध्रुवण", "पूर्ण आंतरिक परावर्तन"],
      explanation:
        "प्रकाशिक तंतु में उच्च अपवर्तनांक वाला काँच का क्रोड होता है जो कम अपवर्तनांक वाले आवरण से घिरा होता है; सीमा पर क्रांतिक कोण से अधिक कोण पर पड़ने वाला प्रकाश बार-बार पूर्णतः परावर्तित होता है और क्रोड के भीतर रहता है। वर्ण-विक्षेपण वास्तव में तंतु के प्रदर्शन को सीमित करता है, और विवर्तन तथा ध्रुवण मार्गदर्शक सिद्धांत नहीं हैं।",
    },
  },
  {
    key: "upsc-gsa-sci-03",
    subject: S,
    topic: "Biotechnology and Health",
    difficulty: "medium",
    format: "how-many",
    source: `${BIO12}, Ch. Human Health and Disease`,
    text: howMany(
      [
        "Vaccination works by generating memory B cells and T cells that respond quickly to a later infection.",
        "Antibiotics are effective in treating viral infections such as influenza.",
        "The antibodies a newborn receives through colostrum are an example of passive immunity.",
      ],
      "With reference to immunity, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 3 are correct: vaccines prime the immune system to form memory cells, and ready-made antibodies (IgA in colostrum, or an injected antitoxin) give passive immunity. Statement 2 is wrong: antibiotics act on bacterial structures and processes and have no effect on viruses. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "टीकाकरण स्मृति B कोशिकाएँ और T कोशिकाएँ बनाकर कार्य करता है, जो बाद के संक्रमण पर तेज़ी से अनुक्रिया करती हैं।",
          "प्रतिजैविक इन्फ़्लुएंज़ा जैसे विषाणु संक्रमणों के उपचार में प्रभावी होते हैं।",
          "नवजात को खीस (कोलोस्ट्रम) से मिलने वाले प्रतिरक्षी निष्क्रिय प्रतिरक्षा का उदाहरण हैं।",
        ],
        "प्रतिरक्षा के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 3 सही हैं: टीके प्रतिरक्षा तंत्र को स्मृति कोशिकाएँ बनाने के लिए तैयार करते हैं, और बने-बनाए प्रतिरक्षी (खीस में IgA या इंजेक्शन से दिया गया प्रतिविष) निष्क्रिय प्रतिरक्षा देते हैं। कथन 2 गलत है: प्रतिजैविक जीवाणुओं की संरचनाओं और प्रक्रियाओं पर कार्य करते हैं और विषाणुओं पर उनका कोई प्रभाव नहीं होता। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsa-sci-04",
    subject: S,
    topic: "Space Technology",
    difficulty: "easy",
    source: "ISRO, LVM3-M4/Chandrayaan-3 mission (launched 14 July 2023)",
    text: "Which launch vehicle of ISRO placed Chandrayaan-3 into its Earth parking orbit in July 2023?",
    options: ["PSLV", "GSLV Mk II", "LVM3", "SSLV"],
    correct: 2,
    explanation:
      "Chandrayaan-3 was launched on 14 July 2023 by LVM3-M4 from Sriharikota. LVM3, ISRO's heaviest launcher, has two solid strap-on motors, a liquid core stage and the indigenous C25 cryogenic upper stage; it also launched Chandrayaan-2 and the OneWeb satellites. The PSLV launched Chandrayaan-1 and Aditya-L1, and the SSLV is a small-satellite launcher.",
    hi: {
      text: "जुलाई 2023 में ISRO के किस प्रक्षेपण यान ने चंद्रयान-3 को पृथ्वी की पार्किंग कक्षा में स्थापित किया?",
      options: ["PSLV", "GSLV Mk II", "LVM3", "SSLV"],
      explanation:
        "चंद्रयान-3 को 14 जुलाई 2023 को श्रीहरिकोटा से LVM3-M4 द्वारा प्रक्षेपित किया गया। ISRO के सबसे भारी प्रक्षेपक LVM3 में दो ठोस स्ट्रैप-ऑन मोटर, एक द्रव कोर चरण और स्वदेशी C25 क्रायोजेनिक ऊपरी चरण है; इसी ने चंद्रयान-2 और वनवेब उपग्रह भी प्रक्षेपित किए। PSLV ने चंद्रयान-1 और आदित्य-L1 प्रक्षेपित किए, और SSLV छोटे उपग्रहों का प्रक्षेपक है।",
    },
  },
  {
    key: "upsc-gsa-sci-05",
    subject: S,
    topic: "Space Technology",
    difficulty: "medium",
    format: "statement-pair",
    source: "ISRO, 'Satellite orbits' (Sun-synchronous polar orbit); ISRO PSLV brochure",
    text: statementPair(
      "A satellite in a Sun-synchronous orbit passes over any given place on the Earth at about the same local solar time.",
      "A Sun-synchronous orbit is a near-polar orbit whose plane turns by about one degree a day, keeping pace with the Earth's movement around the Sun.",
    ),
    options: STATEMENT_PAIR,
    correct: 0,
    explanation:
      "Both statements are correct and Statement-II explains Statement-I. The slight oblateness of the Earth makes the orbital plane precess; at the right inclination (about 98 degrees) the precession is about 0.986 degree a day, matching the Sun's apparent motion, so the orbit keeps a fixed angle to the Sun and the lighting at each pass is the same, which suits remote sensing.",
    hi: {
      text: statementPairHi(
        "सूर्य-तुल्यकाली कक्षा में स्थित उपग्रह पृथ्वी के किसी भी स्थान के ऊपर से लगभग एक ही स्थानीय सौर समय पर गुज़रता है।",
        "सूर्य-तुल्यकाली कक्षा एक लगभग ध्रुवीय कक्षा है जिसका तल प्रतिदिन लगभग एक अंश घूमता है, जिससे वह सूर्य के चारों ओर पृथ्वी की गति के साथ चलता है।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं और कथन-II, कथन-I की व्याख्या करता है। पृथ्वी के हल्के चपटेपन से कक्षा तल का अयन होता है; सही झुकाव (लगभग 98 अंश) पर यह अयन लगभग 0.986 अंश प्रतिदिन होता है, जो सूर्य की आभासी गति के बराबर है, इसलिए कक्षा सूर्य से स्थिर कोण बनाए रखती है और हर बार प्रकाश की स्थिति एक जैसी रहती है, जो सुदूर संवेदन के लिए उपयुक्त है।",
    },
  },
  {
    key: "upsc-gsa-sci-06",
    subject: S,
    topic: "Space Technology",
    difficulty: "easy",
    source: "ISRO, Navigation with Indian Constellation (NavIC/IRNSS)",
    text: "NavIC, developed by ISRO, is",
    options: [
      "India's regional satellite navigation system",
      "a series of weather-monitoring satellites",
      "a reusable launch vehicle",
      "India's deep space tracking network",
    ],
    correct: 0,
    explanation:
      "NavIC (Navigation with Indian Constellation, earlier IRNSS) is a regional navigation satellite system that provides positioning over India and up to about 1,500 km around it, using satellites in geostationary and geosynchronous orbits. Weather satellites are the INSAT/INSAT-3D series, the RLV-TD programme tests reusable launch technology, and the Indian Deep Space Network is at Byalalu.",
    hi: {
      text: "ISRO द्वारा विकसित NavIC क्या है?",
      options: [
        "भारत की क्षेत्रीय उपग्रह नौवहन प्रणाली",
        "मौसम निगरानी उपग्रहों की एक शृंखला",
        "एक पुनः प्रयोज्य प्रक्षेपण यान",
        "भारत का गहन अंतरिक्ष अनुवर्तन नेटवर्क",
      ],
      explanation:
        "NavIC (नेविगेशन विद इंडियन कॉन्स्टेलेशन, पहले IRNSS) एक क्षेत्रीय नौवहन उपग्रह प्रणाली है जो भूस्थिर और भू-तुल्यकाली कक्षाओं के उपग्रहों से भारत और उसके चारों ओर लगभग 1,500 किलोमीटर तक स्थिति-निर्धारण देती है। मौसम उपग्रह INSAT/INSAT-3D शृंखला के हैं, RLV-TD कार्यक्रम पुनः प्रयोज्य प्रक्षेपण तकनीक का परीक्षण करता है, और भारतीय गहन अंतरिक्ष नेटवर्क ब्याललु में है।",
    },
  },
  {
    key: "upsc-gsa-sci-07",
    subject: S,
    topic: "Biotechnology and Health",
    difficulty: "medium",
    format: "how-many",
    source: `${BIO12}, Ch. Biotechnology and its Applications; Genetic Engineering Appraisal Committee, 147th meeting (18 October 2022), on DMH-11`,
    text: howMany(
      [
        "Bt cotton carries a gene from the soil bacterium Bacillus thuringiensis that makes a protein toxic to certain insect pests.",
        "Golden rice has been engineered to produce beta-carotene, a precursor of vitamin A.",
        "The genetically modified mustard hybrid DMH-11 was developed using the barnase-barstar system of male sterility and fertility restoration.",
      ],
      "With reference to genetically modified crops, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 2,
    explanation:
      "All three are correct. Bt cotton's cry genes make a crystal protein lethal to bollworms; golden rice makes beta-carotene in its grain to fight vitamin A deficiency; and DMH-11, developed at the University of Delhi, uses the barnase gene (for male sterility) and the barstar gene (to restore fertility) to produce hybrid mustard.",
    hi: {
      text: howManyHi(
        [
          "Bt कपास में मृदा जीवाणु बैसिलस थुरिंजिएंसिस का एक जीन होता है, जो कुछ कीट पीड़कों के लिए विषैला प्रोटीन बनाता है।",
          "गोल्डन राइस को विटामिन A के पूर्ववर्ती बीटा-कैरोटीन के उत्पादन के लिए अभियांत्रिकृत किया गया है।",
          "आनुवंशिक रूप से रूपांतरित सरसों संकर DMH-11 को नर बंध्यता और उर्वरता पुनर्स्थापन की बार्नेस-बारस्टार प्रणाली से विकसित किया गया।",
        ],
        "आनुवंशिक रूप से रूपांतरित फ़सलों के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "तीनों कथन सही हैं। Bt कपास के cry जीन बॉलवर्म के लिए घातक क्रिस्टल प्रोटीन बनाते हैं; गोल्डन राइस विटामिन A की कमी से लड़ने के लिए अपने दाने में बीटा-कैरोटीन बनाता है; और दिल्ली विश्वविद्यालय में विकसित DMH-11 संकर सरसों बनाने के लिए बार्नेस जीन (नर बंध्यता के लिए) और बारस्टार जीन (उर्वरता लौटाने के लिए) का उपयोग करता है।",
    },
  },
  {
    key: "upsc-gsa-sci-08",
    subject: S,
    topic: "Physics in Everyday Life",
    difficulty: "medium",
    format: "how-many",
    source:
      "NCERT Physics Class 11, Ch. 14 Waves; NCERT Physics Class 12, Ch. 9 Ray Optics and Optical Instruments",
    text: howMany([
      "Sound travels faster in steel than in air.",
      "Sound cannot travel through a vacuum.",
      "Ultrasound has frequencies above the upper limit of human hearing, about 20 kHz.",
      "Light travels faster in glass than in a vacuum.",
    ]),
    options: HOW_MANY_4,
    correct: 2,
    explanation:
      "Statements 1, 2 and 3 are correct: sound, a mechanical wave, is fastest in solids (about 5,000 m/s in steel against about 343 m/s in air) and needs a medium; ultrasound lies above about 20 kHz. Statement 4 is wrong: light is fastest in a vacuum; in glass of refractive index about 1.5 it travels at about two-thirds of that speed. So only three are correct.",
    hi: {
      text: howManyHi([
        "ध्वनि वायु की अपेक्षा इस्पात में तेज़ चलती है।",
        "ध्वनि निर्वात में नहीं चल सकती।",
        "पराश्रव्य ध्वनि की आवृत्ति मानव श्रवण की ऊपरी सीमा, लगभग 20 kHz, से अधिक होती है।",
        "प्रकाश निर्वात की अपेक्षा काँच में तेज़ चलता है।",
      ]),
      options: HOW_MANY_4_HI,
      explanation:
        "कथन 1, 2 और 3 सही हैं: ध्वनि एक यांत्रिक तरंग है जो ठोसों में सबसे तेज़ चलती है (इस्पात में लगभग 5,000 m/s, वायु में लगभग 343 m/s) और उसे माध्यम चाहिए; पराश्रव्य लगभग 20 kHz से ऊपर है। कथन 4 गलत है: प्रकाश निर्वात में सबसे तेज़ चलता है; लगभग 1.5 अपवर्तनांक वाले काँच में उसकी चाल उसकी लगभग दो-तिहाई होती है। अतः केवल तीन कथन सही हैं।",
    },
  },
  // ───────────── Paper B ─────────────
  {
    key: "upsc-gsb-sci-01",
    subject: S,
    topic: "Space Technology",
    difficulty: "hard",
    format: "how-many",
    source: "ISRO, Aditya-L1 mission page; NASA, James Webb Space Telescope orbit",
    text: howMany(
      [
        "The first Lagrange point (L1) of the Sun-Earth system lies between the Sun and the Earth, about 1.5 million km from the Earth.",
        "The James Webb Space Telescope operates in an orbit around the second Lagrange point (L2), on the side of the Earth away from the Sun.",
        "A spacecraft in a halo orbit around L1 can observe the Sun continuously, without being eclipsed by the Earth or the Moon.",
      ],
      "With reference to the Lagrange points of the Sun-Earth system, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 2,
    explanation:
      "All three are correct. L1 lies about 1.5 million km from the Earth towards the Sun, where Aditya-L1 (2024) and SOHO orbit; L2 lies about 1.5 million km on the far side, where JWST keeps the Sun, Earth and Moon behind its sunshield; and a halo orbit around L1 gives an uninterrupted view of the Sun.",
    hi: {
      text: howManyHi(
        [
          "सूर्य-पृथ्वी तंत्र का पहला लग्रांज बिंदु (L1) सूर्य और पृथ्वी के बीच, पृथ्वी से लगभग 15 लाख किलोमीटर दूर स्थित है।",
          "जेम्स वेब अंतरिक्ष दूरबीन दूसरे लग्रांज बिंदु (L2) के चारों ओर, पृथ्वी के सूर्य से दूर वाले भाग में, एक कक्षा में कार्य करती है।",
          "L1 के चारों ओर हेलो कक्षा में स्थित अंतरिक्ष यान पृथ्वी या चंद्रमा द्वारा ग्रहण के बिना सूर्य को निरंतर देख सकता है।",
        ],
        "सूर्य-पृथ्वी तंत्र के लग्रांज बिंदुओं के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "तीनों कथन सही हैं। L1 पृथ्वी से सूर्य की ओर लगभग 15 लाख किलोमीटर पर है, जहाँ आदित्य-L1 (2024) और SOHO परिक्रमा करते हैं; L2 दूसरी ओर लगभग 15 लाख किलोमीटर पर है, जहाँ JWST सूर्य, पृथ्वी और चंद्रमा को अपनी सूर्य-ढाल के पीछे रखती है; और L1 के चारों ओर हेलो कक्षा सूर्य का निर्बाध दृश्य देती है।",
    },
  },
  {
    key: "upsc-gsb-sci-02",
    subject: S,
    topic: "Information and Communication Technology",
    difficulty: "hard",
    format: "how-many",
    source:
      "Department of Science and Technology, National Quantum Mission (approved April 2023), mission document",
    text: howMany(
      [
        "A qubit can exist in a superposition of the states 0 and 1.",
        "Entangled qubits are correlated in such a way that the state of one cannot be described independently of the other.",
        "A quantum computer can solve every computational problem exponentially faster than a classical computer.",
      ],
      "With reference to quantum technologies, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: superposition and entanglement are the properties that quantum computing and quantum communication exploit. Statement 3 is wrong: quantum algorithms give large speed-ups only for particular problems, such as factoring (Shor's algorithm) or simulating molecules; for many tasks they offer little or no advantage. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "एक क्यूबिट 0 और 1 अवस्थाओं के अध्यारोपण में रह सकता है।",
          "उलझे (एंटैंगल्ड) क्यूबिट इस प्रकार सहसंबद्ध होते हैं कि एक की अवस्था का वर्णन दूसरे से स्वतंत्र रूप से नहीं किया जा सकता।",
          "क्वांटम कंप्यूटर प्रत्येक संगणनात्मक समस्या को क्लासिकल कंप्यूटर से चरघातांकी रूप से तेज़ हल कर सकता है।",
        ],
        "क्वांटम प्रौद्योगिकियों के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: अध्यारोपण और उलझाव (एंटैंगलमेंट) वे गुण हैं जिनका उपयोग क्वांटम कंप्यूटिंग और क्वांटम संचार करते हैं। कथन 3 गलत है: क्वांटम एल्गोरिद्म केवल विशेष समस्याओं, जैसे गुणनखंडन (शोर का एल्गोरिद्म) या अणुओं के अनुकरण, में बड़ी गति देते हैं; अनेक कार्यों में उनका लाभ बहुत कम या नहीं होता। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-sci-03",
    subject: S,
    topic: "Biotechnology and Health",
    difficulty: "medium",
    format: "how-many",
    source: `${BIO12}, Ch. Biotechnology: Principles and Processes; Ch. Human Health and Disease`,
    text: pairs("(Technique : Used for)", [
      "Polymerase chain reaction (PCR) : Making many copies of a DNA segment",
      "ELISA : Detecting an antigen or antibodies in a sample",
      "Gel electrophoresis : Joining DNA fragments together",
    ]),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Pairs 1 and 2 are correct: PCR amplifies a chosen DNA segment through repeated cycles of denaturation, primer annealing and extension, and ELISA detects antigens or antibodies (it is used, for example, in HIV testing). Pair 3 is wrong: gel electrophoresis separates DNA fragments by size; fragments are joined by the enzyme DNA ligase. So only two pairs are correct.",
    hi: {
      text: pairsHi("(तकनीक : उपयोग)", [
        "पॉलिमरेज़ शृंखला अभिक्रिया (PCR) : DNA खंड की अनेक प्रतियाँ बनाना",
        "ELISA : किसी नमूने में प्रतिजन या प्रतिरक्षी का पता लगाना",
        "जेल वैद्युत कण संचलन : DNA खंडों को आपस में जोड़ना",
      ]),
      options: HOW_MANY_3_HI,
      explanation:
        "युग्म 1 और 2 सही हैं: PCR विकृतीकरण, प्राइमर के जुड़ने और विस्तार के बार-बार के चक्रों से चुने गए DNA खंड का प्रवर्धन करती है, और ELISA प्रतिजन या प्रतिरक्षी का पता लगाती है (उदाहरण के लिए HIV परीक्षण में)। युग्म 3 गलत है: जेल वैद्युत कण संचलन DNA खंडों को आकार के अनुसार अलग करता है; खंडों को DNA लाइगेज़ एंज़ाइम जोड़ता है। अतः केवल दो युग्म सही हैं।",
    },
  },
  {
    key: "upsc-gsb-sci-04",
    subject: S,
    topic: "Defence and Nuclear Technology",
    difficulty: "hard",
    format: "how-many",
    asOf: "2024-08-29",
    source:
      "Press Information Bureau releases: commissioning of INS Vikrant (2 September 2022), Mission Divyastra (11 March 2024) and INS Arighaat (29 August 2024)",
    text: howMany(
      [
        "INS Vikrant, commissioned in 2022, is India's first indigenously designed and built aircraft carrier.",
        "INS Arighaat is a nuclear-powered ballistic missile submarine.",
        "The Tejas is a light combat aircraft designed by the Aeronautical Development Agency and built by Hindustan Aeronautics Limited.",
        "Mission Divyastra was the first flight test of the Agni-5 missile with Multiple Independently Targetable Re-entry Vehicle (MIRV) technology.",
      ],
      "Consider the following statements:",
    ),
    options: HOW_MANY_4,
    correct: 3,
    explanation:
      "All four are correct. INS Vikrant was commissioned on 2 September 2022; INS Arighaat, the second Arihant-class SSBN, was commissioned on 29 August 2024; the Tejas LCA was designed by ADA and is built by HAL; and Mission Divyastra (11 March 2024) tested Agni-5 carrying multiple warheads that can be aimed at different targets.",
    hi: {
      text: howManyHi([
        "2022 में जलावतरित INS विक्रांत भारत का पहला स्वदेशी रूप से डिज़ाइन और निर्मित विमानवाहक पोत है।",
        "INS अरिघात एक परमाणु-चालित बैलिस्टिक मिसाइल पनडुब्बी है।",
        "तेजस वैमानिकी विकास अभिकरण द्वारा डिज़ाइन और हिंदुस्तान एयरोनॉटिक्स लिमिटेड द्वारा निर्मित हल्का लड़ाकू विमान है।",
        "मिशन दिव्यास्त्र मल्टीपल इंडिपेंडेंटली टारगेटेबल री-एंट्री व्हीकल (MIRV) तकनीक के साथ अग्नि-5 मिसाइल का पहला उड़ान परीक्षण था।",
      ]),
      options: HOW_MANY_4_HI,
      explanation:
        "चारों कथन सही हैं। INS विक्रांत 2 सितंबर 2022 को जलावतरित हुआ; दूसरी अरिहंत-श्रेणी SSBN, INS अरिघात, 29 अगस्त 2024 को जलावतरित हुई; तेजस LCA को ADA ने डिज़ाइन किया और HAL बनाता है; और मिशन दिव्यास्त्र (11 मार्च 2024) में अलग-अलग लक्ष्यों पर साधे जा सकने वाले कई आयुधों के साथ अग्नि-5 का परीक्षण हुआ।",
    },
  },
  {
    key: "upsc-gsb-sci-05",
    subject: S,
    topic: "Physics in Everyday Life",
    difficulty: "medium",
    format: "statement-pair",
    source: `${PHY12}, Ch. 13 Nuclei`,
    text: statementPair(
      "The Sun's energy is produced by the fusion of hydrogen nuclei into helium in its core.",
      "In nuclear fusion, the total mass of the products is slightly less than the mass of the reacting nuclei, and the difference is released as energy.",
    ),
    options: STATEMENT_PAIR,
    correct: 0,
    explanation:
      "Both statements are correct and Statement-II explains Statement-I. In the proton-proton chain four hydrogen nuclei form one helium nucleus whose mass is about 0.7 per cent less; by $E = mc^2$ this mass defect appears as the energy that makes the Sun shine.",
    hi: {
      text: statementPairHi(
        "सूर्य की ऊर्जा उसके क्रोड में हाइड्रोजन नाभिकों के हीलियम में संलयन से उत्पन्न होती है।",
        "नाभिकीय संलयन में उत्पादों का कुल द्रव्यमान अभिक्रिया करने वाले नाभिकों के द्रव्यमान से थोड़ा कम होता है, और यह अंतर ऊर्जा के रूप में मुक्त होता है।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं और कथन-II, कथन-I की व्याख्या करता है। प्रोटॉन-प्रोटॉन शृंखला में चार हाइड्रोजन नाभिक मिलकर एक हीलियम नाभिक बनाते हैं जिसका द्रव्यमान लगभग 0.7 प्रतिशत कम होता है; $E = mc^2$ के अनुसार यह द्रव्यमान क्षति उस ऊर्जा के रूप में प्रकट होती है जिससे सूर्य चमकता है।",
    },
  },
  {
    key: "upsc-gsb-sci-06",
    subject: S,
    topic: "Information and Communication Technology",
    difficulty: "hard",
    format: "how-many",
    source: `${PHY12}, Ch. 14 Semiconductor Electronics: Materials, Devices and Simple Circuits`,
    text: howMany(
      [
        "The electrical conductivity of pure (intrinsic) silicon increases with temperature.",
        "Doping silicon with boron produces an n-type semiconductor.",
        "Gallium nitride is a semiconductor used in making blue light-emitting diodes.",
      ],
      "With reference to semiconductors, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 3 are correct: heating breaks more covalent bonds in intrinsic silicon, creating more electron-hole pairs, and GaN's wide band gap gives blue light (the basis of white LEDs). Statement 2 is wrong: boron is trivalent, so it creates holes and gives a p-type semiconductor; pentavalent dopants such as phosphorus give n-type. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "शुद्ध (नैज) सिलिकॉन की विद्युत चालकता ताप बढ़ने पर बढ़ती है।",
          "सिलिकॉन में बोरॉन मिलाने (अपमिश्रण) से n-प्रकार का अर्धचालक बनता है।",
          "गैलियम नाइट्राइड एक अर्धचालक है जो नीले प्रकाश उत्सर्जक डायोड बनाने में प्रयुक्त होता है।",
        ],
        "अर्धचालकों के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 3 सही हैं: गर्म करने पर नैज सिलिकॉन में अधिक सहसंयोजक आबंध टूटते हैं और अधिक इलेक्ट्रॉन-होल युग्म बनते हैं, और GaN का चौड़ा ऊर्जा अंतराल नीला प्रकाश देता है (श्वेत LED का आधार)। कथन 2 गलत है: बोरॉन त्रिसंयोजी है, इसलिए होल बनाता है और p-प्रकार का अर्धचालक देता है; फ़ॉस्फ़ोरस जैसे पंचसंयोजी अपमिश्रक n-प्रकार देते हैं। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-sci-07",
    subject: S,
    topic: "Biotechnology and Health",
    difficulty: "medium",
    asOf: "2024-10-08",
    source:
      "World Health Organization news release, 'India eliminates trachoma as a public health problem', 8 October 2024",
    text: "In October 2024, the World Health Organization validated that India had eliminated which of the following diseases as a public health problem?",
    options: ["Trachoma", "Kala-azar (visceral leishmaniasis)", "Lymphatic filariasis", "Leprosy"],
    correct: 0,
    explanation:
      "WHO validated India's elimination of trachoma, a bacterial eye infection that can cause blindness, as a public health problem in October 2024. Kala-azar and lymphatic filariasis are still targeted by national elimination programmes, and leprosy was eliminated as a public health problem at the national level (below 1 case per 10,000) in 2005, not in 2024.",
    hi: {
      text: "अक्टूबर 2024 में विश्व स्वास्थ्य संगठन ने प्रमाणित किया कि भारत ने निम्नलिखित में से किस रोग को सार्वजनिक स्वास्थ्य समस्या के रूप में समाप्त कर दिया है?",
      options: ["ट्रेकोमा", "काला-अज़ार (आंतरांग लीशमैनियता)", "लसीका फ़ाइलेरियता", "कुष्ठ रोग"],
      explanation:
        "WHO ने अक्टूबर 2024 में प्रमाणित किया कि भारत ने अंधापन पैदा कर सकने वाले जीवाणुजनित नेत्र संक्रमण ट्रेकोमा को सार्वजनिक स्वास्थ्य समस्या के रूप में समाप्त कर दिया है। काला-अज़ार और लसीका फ़ाइलेरियता अब भी राष्ट्रीय उन्मूलन कार्यक्रमों के लक्ष्य हैं, और कुष्ठ रोग को 2005 में राष्ट्रीय स्तर पर सार्वजनिक स्वास्थ्य समस्या के रूप में (प्रति 10,000 पर 1 से कम मामले) समाप्त किया गया था, 2024 में नहीं।",
    },
  },
  {
    key: "upsc-gsb-sci-08",
    subject: S,
    topic: "Space Technology",
    difficulty: "hard",
    format: "how-many",
    asOf: "2025-01-16",
    source: "ISRO, PSLV-C60/SpaDeX mission (launched 30 December 2024; docking on 16 January 2025)",
    text: howMany(
      [
        "Under the Space Docking Experiment (SpaDeX), two Indian satellites were docked in orbit in January 2025.",
        "With SpaDeX, India became the fourth country to achieve docking of spacecraft in space.",
        "The two SpaDeX satellites were launched by a GSLV rocket.",
      ],
      "With reference to ISRO's SpaDeX mission, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: the satellites SDX01 (Chaser) and SDX02 (Target) docked on 16 January 2025, making India the fourth country, after the USA, Russia and China, to dock spacecraft in orbit. Statement 3 is wrong: they were launched by PSLV-C60 on 30 December 2024. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "स्पेस डॉकिंग एक्सपेरिमेंट (SpaDeX) के अंतर्गत जनवरी 2025 में दो भारतीय उपग्रहों को कक्षा में जोड़ा (डॉक किया) गया।",
          "SpaDeX के साथ भारत अंतरिक्ष में अंतरिक्ष यानों को डॉक करने वाला चौथा देश बना।",
          "दोनों SpaDeX उपग्रह GSLV रॉकेट से प्रक्षेपित किए गए।",
        ],
        "ISRO के SpaDeX मिशन के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: उपग्रह SDX01 (चेज़र) और SDX02 (टारगेट) 16 जनवरी 2025 को डॉक हुए, जिससे भारत अमेरिका, रूस और चीन के बाद कक्षा में अंतरिक्ष यानों को डॉक करने वाला चौथा देश बना। कथन 3 गलत है: उन्हें 30 दिसंबर 2024 को PSLV-C60 से प्रक्षेपित किया गया था। अतः केवल दो कथन सही हैं।",
    },
  },
];
