import type { MultipleQuestion, NumericalQuestion } from "~/server/content/types";

/**
 * JEE questions of the types beyond single correct, original to Abhyas: numerical-value questions
 * (JEE Main has 5 per subject; JEE Advanced has them too) and multiple-correct questions (JEE
 * Advanced). A decimal answer is stored as the range a correctly rounded answer falls in; an integer
 * answer is exact. jee.answers.test.ts re-derives every answer.
 */

export const jeeNumericalQuestions: NumericalQuestion[] = [
  // ───────────────────────────── Physics ─────────────────────────────
  {
    key: "jee-phy-num-01",
    type: "numerical",
    subject: "Physics",
    topic: "Current Electricity",
    difficulty: "easy",
    text: "Resistors of $2\\ \\Omega$, $3\\ \\Omega$ and $6\\ \\Omega$ are connected in parallel across an ideal $6\\ \\mathrm{V}$ battery. What current, in amperes, does the battery supply?",
    numericAnswer: { min: 6, max: 6 },
    explanation:
      "In parallel, $\\frac{1}{R} = \\frac{1}{2} + \\frac{1}{3} + \\frac{1}{6} = \\frac{3 + 2 + 1}{6} = 1$, so $R = 1\\ \\Omega$. The current is $I = V/R = 6/1 = 6$ A (3 A, 2 A and 1 A through the three resistors).",
    hi: {
      text: "$2\\ \\Omega$, $3\\ \\Omega$ और $6\\ \\Omega$ के प्रतिरोध एक आदर्श $6\\ \\mathrm{V}$ बैटरी से समांतर क्रम में जुड़े हैं। बैटरी कितनी धारा (ऐम्पियर में) देती है?",
      explanation:
        "समांतर क्रम में $\\frac{1}{R} = \\frac{1}{2} + \\frac{1}{3} + \\frac{1}{6} = 1$, अतः $R = 1\\ \\Omega$। धारा $I = V/R = 6/1 = 6$ A (तीनों प्रतिरोधों में 3 A, 2 A और 1 A)।",
    },
  },
  {
    key: "jee-phy-num-02",
    type: "numerical",
    subject: "Physics",
    topic: "Kinematics",
    difficulty: "easy",
    text: "A stone is dropped from rest from the top of a tower $45\\ \\mathrm{m}$ high. Taking $g = 9.8\\ \\mathrm{m/s^2}$ and neglecting air resistance, how many seconds does it take to reach the ground? (Give the answer correct to two decimal places.)",
    numericAnswer: { min: 3.02, max: 3.04 },
    explanation:
      "From rest, $h = \\frac{1}{2}gt^2$, so $t = \\sqrt{2h/g} = \\sqrt{90/9.8} = \\sqrt{9.1837} \\approx 3.03$ s. (With $g = 10\\ \\mathrm{m/s^2}$ it would be exactly 3 s, which is why the value of $g$ matters here.)",
    hi: {
      text: "एक पत्थर को $45\\ \\mathrm{m}$ ऊँची मीनार के शीर्ष से विराम से गिराया जाता है। $g = 9.8\\ \\mathrm{m/s^2}$ लेकर और वायु प्रतिरोध की उपेक्षा करके बताइए कि उसे भूमि तक पहुँचने में कितने सेकंड लगते हैं? (उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "विराम से $h = \\frac{1}{2}gt^2$, अतः $t = \\sqrt{2h/g} = \\sqrt{90/9.8} \\approx 3.03$ s। ($g = 10\\ \\mathrm{m/s^2}$ लेने पर ठीक 3 s आता, इसलिए यहाँ $g$ का मान महत्वपूर्ण है।)",
    },
  },
  {
    key: "jee-phy-num-04",
    type: "numerical",
    subject: "Physics",
    topic: "Gravitation",
    difficulty: "easy",
    text: "The acceleration due to gravity on the Earth's surface is $9.8\\ \\mathrm{m/s^2}$. What is it, in $\\mathrm{m/s^2}$, at a height above the surface equal to the Earth's radius? (Give the answer correct to two decimal places.)",
    numericAnswer: { min: 2.44, max: 2.46 },
    explanation:
      "At a distance $r$ from the Earth's centre, $g \\propto 1/r^2$. At height $R$ the distance is $2R$, so $g' = \\frac{g}{2^2} = \\frac{9.8}{4} = 2.45\\ \\mathrm{m/s^2}$.",
    hi: {
      text: "पृथ्वी के पृष्ठ पर गुरुत्वीय त्वरण $9.8\\ \\mathrm{m/s^2}$ है। पृष्ठ से पृथ्वी की त्रिज्या के बराबर ऊँचाई पर यह कितना है ($\\mathrm{m/s^2}$ में)? (उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "पृथ्वी के केंद्र से दूरी $r$ पर $g \\propto 1/r^2$। ऊँचाई $R$ पर दूरी $2R$ है, अतः $g' = \\frac{9.8}{4} = 2.45\\ \\mathrm{m/s^2}$।",
    },
  },
  // ──────────────────────────── Chemistry ────────────────────────────
  {
    key: "jee-che-num-01",
    type: "numerical",
    subject: "Chemistry",
    topic: "Some Basic Concepts in Chemistry",
    difficulty: "easy",
    text: "How many grams of sodium hydroxide (molar mass $40\\ \\mathrm{g\\,mol^{-1}}$) are needed to prepare $250\\ \\mathrm{mL}$ of a $0.4\\ \\mathrm{M}$ solution?",
    numericAnswer: { min: 4, max: 4 },
    explanation: "Moles needed $= M \\times V = 0.4 \\times 0.250 = 0.1$ mol. Mass $= 0.1 \\times 40 = 4$ g.",
    hi: {
      text: "$0.4\\ \\mathrm{M}$ सोडियम हाइड्रॉक्साइड (मोलर द्रव्यमान $40\\ \\mathrm{g\\,mol^{-1}}$) का $250\\ \\mathrm{mL}$ विलयन बनाने के लिए कितने ग्राम NaOH चाहिए?",
      explanation:
        "आवश्यक मोल $= M \\times V = 0.4 \\times 0.250 = 0.1$ mol। द्रव्यमान $= 0.1 \\times 40 = 4$ g।",
    },
  },
  {
    key: "jee-che-num-02",
    type: "numerical",
    subject: "Chemistry",
    topic: "Chemical Kinetics",
    difficulty: "medium",
    text: "A first-order reaction has a rate constant of $0.0231\\ \\mathrm{min^{-1}}$. How many minutes does it take for 75% of the reactant to be consumed? (Take $\\ln 2 = 0.693$.)",
    numericAnswer: { min: 60, max: 60 },
    explanation:
      "The half-life of a first-order reaction is $t_{1/2} = \\frac{\\ln 2}{k} = \\frac{0.693}{0.0231} = 30$ min. 75% consumed means 25% left, i.e. two half-lives: $t = 2 \\times 30 = 60$ min. (Equivalently $t = \\frac{1}{k}\\ln\\frac{100}{25} = \\frac{2\\ln 2}{k}$.)",
    hi: {
      text: "एक प्रथम कोटि की अभिक्रिया का वेग स्थिरांक $0.0231\\ \\mathrm{min^{-1}}$ है। अभिकारक के 75% उपभोग में कितने मिनट लगेंगे? ($\\ln 2 = 0.693$ लें।)",
      explanation:
        "प्रथम कोटि की अभिक्रिया की अर्धायु $t_{1/2} = \\frac{\\ln 2}{k} = \\frac{0.693}{0.0231} = 30$ min। 75% उपभोग का अर्थ है 25% शेष, अर्थात् दो अर्धायु: $t = 2 \\times 30 = 60$ min।",
    },
  },
  {
    key: "jee-che-num-03",
    type: "numerical",
    subject: "Chemistry",
    topic: "Equilibrium",
    difficulty: "medium",
    text: "What is the pH of a $0.01\\ \\mathrm{M}$ solution of a weak monobasic acid HA whose $K_a = 1.0 \\times 10^{-5}$ at $25^\\circ\\mathrm{C}$? (Assume the degree of dissociation is small; give the answer correct to two decimal places.)",
    numericAnswer: { min: 3.49, max: 3.51 },
    explanation:
      "For a weak acid with small dissociation, $[\\mathrm{H^+}] = \\sqrt{K_a C} = \\sqrt{10^{-5} \\times 10^{-2}} = 10^{-3.5}\\ \\mathrm{M}$. So $\\mathrm{pH} = 3.5$ (3.50). The degree of dissociation $\\alpha = \\sqrt{K_a/C} \\approx 0.03$ is indeed small.",
    hi: {
      text: "$25^\\circ\\mathrm{C}$ पर $K_a = 1.0 \\times 10^{-5}$ वाले एक दुर्बल एकक्षारकी अम्ल HA के $0.01\\ \\mathrm{M}$ विलयन का pH क्या है? (वियोजन की मात्रा कम मानें; उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "कम वियोजन वाले दुर्बल अम्ल के लिए $[\\mathrm{H^+}] = \\sqrt{K_a C} = \\sqrt{10^{-7}} = 10^{-3.5}\\ \\mathrm{M}$। अतः $\\mathrm{pH} = 3.50$। वियोजन की मात्रा $\\alpha = \\sqrt{K_a/C} \\approx 0.03$ वास्तव में कम है।",
    },
  },
  {
    key: "jee-che-num-04",
    type: "numerical",
    subject: "Chemistry",
    topic: "Atomic Structure",
    difficulty: "easy",
    text: "Electrons in a sample of hydrogen atoms are excited to the $n = 5$ level. How many different spectral lines can the sample emit as the electrons return to the ground state?",
    numericAnswer: { min: 10, max: 10 },
    explanation:
      "Any pair of the levels $n = 1$ to $5$ gives one line, so the number of lines is $\\binom{5}{2} = \\frac{5 \\times 4}{2} = 10$ (4 + 3 + 2 + 1 transitions).",
    hi: {
      text: "हाइड्रोजन परमाणुओं के एक नमूने में इलेक्ट्रॉन $n = 5$ स्तर तक उत्तेजित किए जाते हैं। मूल अवस्था में लौटते समय नमूना कितनी भिन्न स्पेक्ट्रमी रेखाएँ उत्सर्जित कर सकता है?",
      explanation:
        "$n = 1$ से $5$ तक के स्तरों का प्रत्येक युग्म एक रेखा देता है, अतः रेखाएँ $\\binom{5}{2} = 10$ (4 + 3 + 2 + 1 संक्रमण)।",
    },
  },
  // ─────────────────────────── Mathematics ───────────────────────────
  {
    key: "jee-mat-num-01",
    type: "numerical",
    subject: "Mathematics",
    topic: "Permutations and Combinations",
    difficulty: "easy",
    text: "In how many ways can a committee of 3 be chosen from 5 men and 4 women so that it has exactly 2 women?",
    numericAnswer: { min: 30, max: 30 },
    explanation:
      "Choose the 2 women in $\\binom{4}{2} = 6$ ways and the remaining member, a man, in $\\binom{5}{1} = 5$ ways: $6 \\times 5 = 30$.",
    hi: {
      text: "5 पुरुषों और 4 महिलाओं में से 3 सदस्यों की एक समिति कितने प्रकार से चुनी जा सकती है, जिसमें ठीक 2 महिलाएँ हों?",
      explanation:
        "2 महिलाएँ $\\binom{4}{2} = 6$ प्रकार से और शेष एक पुरुष $\\binom{5}{1} = 5$ प्रकार से: $6 \\times 5 = 30$।",
    },
  },
  {
    key: "jee-mat-num-02",
    type: "numerical",
    subject: "Mathematics",
    topic: "Statistics and Probability",
    difficulty: "easy",
    text: "Two fair dice are thrown together. What is the probability that the sum of the numbers shown is 8? (Give the answer correct to two decimal places.)",
    numericAnswer: { min: 0.138, max: 0.14 },
    explanation:
      "Of the $36$ equally likely outcomes, the sum 8 comes from $(2,6), (3,5), (4,4), (5,3), (6,2)$: 5 outcomes. The probability is $\\frac{5}{36} \\approx 0.1389$, i.e. $0.14$ to two decimal places.",
    hi: {
      text: "दो निष्पक्ष पासे एक साथ फेंके जाते हैं। दिखाई गई संख्याओं का योग 8 होने की प्रायिकता क्या है? (उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "36 समसंभाव्य परिणामों में से योग 8 के परिणाम $(2,6), (3,5), (4,4), (5,3), (6,2)$ हैं: 5 परिणाम। प्रायिकता $\\frac{5}{36} \\approx 0.1389$, अर्थात् दो दशमलव स्थानों तक $0.14$।",
    },
  },
  {
    key: "jee-mat-num-03",
    type: "numerical",
    subject: "Mathematics",
    topic: "Matrices and Determinants",
    difficulty: "medium",
    text: "$A$ is a $3 \\times 3$ matrix with $\\det A = 4$. What is the value of $\\det\\big(\\operatorname{adj}(2A)\\big)$?",
    numericAnswer: { min: 1024, max: 1024 },
    explanation:
      "For an $n \\times n$ matrix, $\\det(kA) = k^n \\det A$ and $\\det(\\operatorname{adj} B) = (\\det B)^{n-1}$. Here $n = 3$: $\\det(2A) = 2^3 \\times 4 = 32$, so $\\det(\\operatorname{adj}(2A)) = 32^2 = 1024$.",
    hi: {
      text: "$A$ एक $3 \\times 3$ आव्यूह है जिसका सारणिक $\\det A = 4$ है। $\\det\\big(\\operatorname{adj}(2A)\\big)$ का मान क्या है?",
      explanation:
        "$n \\times n$ आव्यूह के लिए $\\det(kA) = k^n \\det A$ और $\\det(\\operatorname{adj} B) = (\\det B)^{n-1}$। यहाँ $n = 3$: $\\det(2A) = 2^3 \\times 4 = 32$, अतः $\\det(\\operatorname{adj}(2A)) = 32^2 = 1024$।",
    },
  },
  {
    key: "jee-mat-num-04",
    type: "numerical",
    subject: "Mathematics",
    topic: "Sequences and Series",
    difficulty: "easy",
    text: "What is the sum of the first 20 terms of the arithmetic progression $3, 7, 11, 15, \\ldots$?",
    numericAnswer: { min: 820, max: 820 },
    explanation:
      "Here $a = 3$ and $d = 4$, so $S_{20} = \\frac{20}{2}\\big(2 \\times 3 + 19 \\times 4\\big) = 10 \\times 82 = 820$.",
    hi: {
      text: "समांतर श्रेढ़ी $3, 7, 11, 15, \\ldots$ के प्रथम 20 पदों का योग क्या है?",
      explanation:
        "यहाँ $a = 3$ और $d = 4$, अतः $S_{20} = \\frac{20}{2}\\big(2 \\times 3 + 19 \\times 4\\big) = 10 \\times 82 = 820$।",
    },
  },
];

export const jeeMultipleQuestions: MultipleQuestion[] = [
  {
    key: "jee-phy-mul-01",
    type: "multiple",
    subject: "Physics",
    topic: "Kinematics",
    difficulty: "medium",
    text: "A particle is projected from level ground with a speed of $20\\ \\mathrm{m/s}$ at $60^\\circ$ above the horizontal ($g = 10\\ \\mathrm{m/s^2}$, no air resistance). Which of the following statements are correct? (One or more options may be correct.)",
    options: [
      "Its time of flight is $2\\sqrt{3}$ s",
      "Its maximum height is $15$ m",
      "Its horizontal range is $20\\sqrt{3}$ m",
      "Its speed at the highest point is zero",
    ],
    correctAnswers: [0, 1, 2],
    explanation:
      "$u_y = 20 \\sin 60^\\circ = 10\\sqrt{3}$ and $u_x = 20 \\cos 60^\\circ = 10$ m/s. Time of flight $T = 2u_y/g = 2\\sqrt{3}$ s; height $H = u_y^2/2g = 300/20 = 15$ m; range $R = u_x T = 10 \\times 2\\sqrt{3} = 20\\sqrt{3}$ m. At the top only the vertical velocity vanishes: the speed there is $u_x = 10$ m/s, so the last statement is wrong.",
    hi: {
      text: "एक कण को समतल भूमि से $20\\ \\mathrm{m/s}$ की चाल से क्षैतिज से $60^\\circ$ ऊपर प्रक्षेपित किया जाता है ($g = 10\\ \\mathrm{m/s^2}$, वायु प्रतिरोध नहीं)। निम्नलिखित में से कौन-से कथन सही हैं? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: [
        "इसका उड्डयन काल $2\\sqrt{3}$ s है",
        "इसकी अधिकतम ऊँचाई $15$ m है",
        "इसका क्षैतिज परास $20\\sqrt{3}$ m है",
        "उच्चतम बिंदु पर इसकी चाल शून्य है",
      ],
      explanation:
        "$u_y = 10\\sqrt{3}$ और $u_x = 10$ m/s। उड्डयन काल $2u_y/g = 2\\sqrt{3}$ s; ऊँचाई $u_y^2/2g = 15$ m; परास $u_x T = 20\\sqrt{3}$ m। शीर्ष पर केवल ऊर्ध्वाधर वेग शून्य होता है: वहाँ चाल $u_x = 10$ m/s है, अतः अंतिम कथन गलत है।",
    },
  },
  {
    key: "jee-phy-mul-02",
    type: "multiple",
    subject: "Physics",
    topic: "Electrostatics",
    difficulty: "medium",
    text: "Point charges $+q$ and $-q$ are held a distance $d$ apart. Which of the following statements are correct? (One or more options may be correct.)",
    options: [
      "The electric field at the midpoint of the line joining them is zero",
      "The electric potential at the midpoint of the line joining them is zero",
      "At every point of the perpendicular bisector, the field is parallel to the line joining the charges",
      "No work is done in moving a test charge along the perpendicular bisector",
    ],
    correctAnswers: [1, 2, 3],
    explanation:
      "At the midpoint both fields point from $+q$ towards $-q$, so they add: the field is not zero. The potentials $kq/r$ and $-kq/r$ cancel at every point equidistant from the charges, so the whole perpendicular bisector is at zero potential and no work is done along it. On the bisector the components perpendicular to the line cancel and those along it add, so the field is parallel to the line joining the charges.",
    hi: {
      text: "बिंदु आवेश $+q$ और $-q$ परस्पर $d$ दूरी पर रखे हैं। निम्नलिखित में से कौन-से कथन सही हैं? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: [
        "इन्हें मिलाने वाली रेखा के मध्य बिंदु पर विद्युत क्षेत्र शून्य है",
        "इन्हें मिलाने वाली रेखा के मध्य बिंदु पर विद्युत विभव शून्य है",
        "लंब समद्विभाजक के प्रत्येक बिंदु पर क्षेत्र आवेशों को मिलाने वाली रेखा के समांतर है",
        "लंब समद्विभाजक के अनुदिश परीक्षण आवेश ले जाने में कोई कार्य नहीं होता",
      ],
      explanation:
        "मध्य बिंदु पर दोनों क्षेत्र $+q$ से $-q$ की ओर हैं, अतः जुड़ते हैं: क्षेत्र शून्य नहीं। आवेशों से समदूरस्थ हर बिंदु पर विभव $kq/r$ और $-kq/r$ निरस्त होते हैं, अतः पूरा लंब समद्विभाजक शून्य विभव पर है और उस पर कार्य शून्य है। समद्विभाजक पर रेखा के लंबवत घटक निरस्त और समांतर घटक जुड़ते हैं।",
    },
  },
  {
    key: "jee-che-mul-01",
    type: "multiple",
    subject: "Chemistry",
    topic: "Chemical Bonding and Molecular Structure",
    difficulty: "easy",
    text: "Which of the following molecules have a zero dipole moment? (One or more options may be correct.)",
    options: ["$\\mathrm{CO_2}$", "$\\mathrm{NH_3}$", "$\\mathrm{BF_3}$", "$\\mathrm{CH_2Cl_2}$"],
    correctAnswers: [0, 2],
    explanation:
      "$\\mathrm{CO_2}$ is linear and $\\mathrm{BF_3}$ trigonal planar, so their equal bond dipoles cancel. $\\mathrm{NH_3}$ is pyramidal (a lone pair on N) and $\\mathrm{CH_2Cl_2}$ is a tetrahedron with unlike substituents, so both are polar.",
    hi: {
      text: "निम्नलिखित में से किन अणुओं का द्विध्रुव आघूर्ण शून्य है? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: ["$\\mathrm{CO_2}$", "$\\mathrm{NH_3}$", "$\\mathrm{BF_3}$", "$\\mathrm{CH_2Cl_2}$"],
      explanation:
        "$\\mathrm{CO_2}$ रैखिक और $\\mathrm{BF_3}$ त्रिकोणीय समतलीय है, अतः उनके समान आबंध द्विध्रुव निरस्त हो जाते हैं। $\\mathrm{NH_3}$ पिरामिडी (N पर एकाकी युग्म) और $\\mathrm{CH_2Cl_2}$ असमान प्रतिस्थापियों वाला चतुष्फलक है, अतः दोनों ध्रुवीय हैं।",
    },
  },
  {
    key: "jee-che-mul-02",
    type: "multiple",
    subject: "Chemistry",
    topic: "Chemical Thermodynamics",
    difficulty: "medium",
    text: "An ideal gas expands isothermally and reversibly from volume $V$ to $2V$. Using $\\Delta U = q + w$, where $w$ is the work done on the gas, which of the following are correct? (One or more options may be correct.)",
    options: ["$\\Delta U = 0$", "$\\Delta H = 0$", "$q = -w$", "The entropy change of the gas is zero"],
    correctAnswers: [0, 1, 2],
    explanation:
      "The internal energy and enthalpy of an ideal gas depend only on temperature, so both are zero at constant temperature. Then $0 = q + w$ gives $q = -w$: the heat absorbed equals the work done by the gas. The entropy of the gas rises by $nR\\ln 2 > 0$ (the surroundings lose as much, since the process is reversible), so the last statement is wrong.",
    hi: {
      text: "एक आदर्श गैस आयतन $V$ से $2V$ तक समतापीय और उत्क्रमणीय रूप से प्रसारित होती है। $\\Delta U = q + w$ का प्रयोग करते हुए, जहाँ $w$ गैस पर किया गया कार्य है, निम्नलिखित में से कौन-से सही हैं? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: ["$\\Delta U = 0$", "$\\Delta H = 0$", "$q = -w$", "गैस का एन्ट्रॉपी परिवर्तन शून्य है"],
      explanation:
        "आदर्श गैस की आंतरिक ऊर्जा और एन्थैल्पी केवल ताप पर निर्भर हैं, अतः नियत ताप पर दोनों शून्य। तब $0 = q + w$ से $q = -w$: अवशोषित ऊष्मा गैस द्वारा किए कार्य के बराबर। गैस की एन्ट्रॉपी $nR\\ln 2 > 0$ बढ़ती है, अतः अंतिम कथन गलत है।",
    },
  },
  {
    key: "jee-mat-mul-01",
    type: "multiple",
    subject: "Mathematics",
    topic: "Complex Numbers and Quadratic Equations",
    difficulty: "medium",
    text: "$\\alpha$ and $\\beta$ are the roots of $x^2 - 6x + 7 = 0$. Which of the following are correct? (One or more options may be correct.)",
    options: [
      "$\\alpha^2 + \\beta^2 = 22$",
      "$|\\alpha - \\beta| = 2\\sqrt{2}$",
      "$\\frac{1}{\\alpha} + \\frac{1}{\\beta} = \\frac{7}{6}$",
      "Both roots are real and positive",
    ],
    correctAnswers: [0, 1, 3],
    explanation:
      "$\\alpha + \\beta = 6$ and $\\alpha\\beta = 7$. So $\\alpha^2 + \\beta^2 = 36 - 14 = 22$ and $(\\alpha - \\beta)^2 = 36 - 28 = 8$, giving $|\\alpha - \\beta| = 2\\sqrt{2}$. $\\frac{1}{\\alpha} + \\frac{1}{\\beta} = \\frac{\\alpha + \\beta}{\\alpha\\beta} = \\frac{6}{7}$, not $\\frac{7}{6}$. The discriminant $8 > 0$ makes the roots real, and a positive sum with a positive product makes both positive ($3 \\pm \\sqrt{2}$).",
    hi: {
      text: "$\\alpha$ और $\\beta$ समीकरण $x^2 - 6x + 7 = 0$ के मूल हैं। निम्नलिखित में से कौन-से सही हैं? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: [
        "$\\alpha^2 + \\beta^2 = 22$",
        "$|\\alpha - \\beta| = 2\\sqrt{2}$",
        "$\\frac{1}{\\alpha} + \\frac{1}{\\beta} = \\frac{7}{6}$",
        "दोनों मूल वास्तविक और धनात्मक हैं",
      ],
      explanation:
        "$\\alpha + \\beta = 6$ और $\\alpha\\beta = 7$। अतः $\\alpha^2 + \\beta^2 = 22$ और $(\\alpha - \\beta)^2 = 8$, अर्थात् $|\\alpha - \\beta| = 2\\sqrt{2}$। $\\frac{1}{\\alpha} + \\frac{1}{\\beta} = \\frac{6}{7}$, $\\frac{7}{6}$ नहीं। विविक्तकर $8 > 0$ से मूल वास्तविक, और धनात्मक योग व गुणनफल से दोनों धनात्मक ($3 \\pm \\sqrt{2}$)।",
    },
  },
  {
    key: "jee-mat-mul-02",
    type: "multiple",
    subject: "Mathematics",
    topic: "Limits, Continuity and Differentiability",
    difficulty: "easy",
    text: "Let $f(x) = |x - 1|$ for real $x$. Which of the following are correct? (One or more options may be correct.)",
    options: [
      "$f$ is continuous at $x = 1$",
      "$f$ is differentiable at $x = 1$",
      "$f'(2) = 1$",
      "$f$ has its minimum value at $x = 1$",
    ],
    correctAnswers: [0, 2, 3],
    explanation:
      "Both one-sided limits at 1 equal $f(1) = 0$, so $f$ is continuous there. The left derivative is $-1$ and the right derivative $+1$, so $f$ is not differentiable at 1 (a corner). For $x > 1$, $f(x) = x - 1$, so $f'(2) = 1$. Since $f \\ge 0$ and $f(1) = 0$, the minimum is at $x = 1$.",
    hi: {
      text: "वास्तविक $x$ के लिए $f(x) = |x - 1|$। निम्नलिखित में से कौन-से सही हैं? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: [
        "$f$, $x = 1$ पर संतत है",
        "$f$, $x = 1$ पर अवकलनीय है",
        "$f'(2) = 1$",
        "$f$ का न्यूनतम मान $x = 1$ पर है",
      ],
      explanation:
        "1 पर दोनों एकपक्षीय सीमाएँ $f(1) = 0$ के बराबर हैं, अतः $f$ वहाँ संतत है। बायाँ अवकलज $-1$ और दायाँ $+1$, अतः 1 पर अवकलनीय नहीं (कोना)। $x > 1$ के लिए $f(x) = x - 1$, अतः $f'(2) = 1$। $f \\ge 0$ और $f(1) = 0$, अतः न्यूनतम $x = 1$ पर है।",
    },
  },
];
