import type { ContentQuestion } from "~/server/content/types";

/**
 * Chemistry written for the JEE Advanced-style full-length paper: 4 single-correct, 4
 * multiple-correct, 6 numerical-value and 4 List-I/List-II questions. Computed answers are
 * re-derived in advanced.answers.test.ts.
 */
export const advancedChemistry: ContentQuestion[] = [
  {
    key: "jee-adv-che-001",
    subject: "Chemistry",
    topic: "Chemical Thermodynamics",
    difficulty: "medium",
    text: "The equilibrium constant of a reaction at 300 K is 10. What is its standard Gibbs energy change? (Take $R = 8.314\\ \\mathrm{J\\,K^{-1}\\,mol^{-1}}$.)",
    options: [
      "$-5.74\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$+5.74\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$-2.49\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$-57.4\\ \\mathrm{kJ\\,mol^{-1}}$",
    ],
    correct: 0,
    explanation:
      "$\\Delta G^\\circ = -2.303RT\\log K = -2.303 \\times 8.314 \\times 300 \\times 1 \\approx -5744\\ \\mathrm{J\\,mol^{-1}} = -5.74\\ \\mathrm{kJ\\,mol^{-1}}$. A $K$ above 1 means a negative $\\Delta G^\\circ$; $-2.49$ kJ forgets the factor 2.303 (that is $RT$ alone).",
    hi: {
      text: "300 K पर किसी अभिक्रिया का साम्य स्थिरांक 10 है। इसका मानक गिब्ज़ ऊर्जा परिवर्तन क्या है? ($R = 8.314\\ \\mathrm{J\\,K^{-1}\\,mol^{-1}}$ लें।)",
      options: [
        "$-5.74\\ \\mathrm{kJ\\,mol^{-1}}$",
        "$+5.74\\ \\mathrm{kJ\\,mol^{-1}}$",
        "$-2.49\\ \\mathrm{kJ\\,mol^{-1}}$",
        "$-57.4\\ \\mathrm{kJ\\,mol^{-1}}$",
      ],
      explanation:
        "$\\Delta G^\\circ = -2.303RT\\log K = -2.303 \\times 8.314 \\times 300 \\times 1 \\approx -5.74\\ \\mathrm{kJ\\,mol^{-1}}$। 1 से बड़ा $K$ ऋणात्मक $\\Delta G^\\circ$ दर्शाता है; $-2.49$ kJ गुणांक 2.303 भूलने से आता है।",
    },
  },
  {
    key: "jee-adv-che-002",
    subject: "Chemistry",
    topic: "Equilibrium",
    difficulty: "medium",
    text: "The solubility product of AgCl at 298 K is $1.8 \\times 10^{-10}$. What is the solubility of AgCl in $0.01\\ \\mathrm{M}$ NaCl solution at this temperature?",
    options: [
      "$1.8 \\times 10^{-8}\\ \\mathrm{M}$",
      "$1.34 \\times 10^{-5}\\ \\mathrm{M}$",
      "$1.8 \\times 10^{-10}\\ \\mathrm{M}$",
      "$1.8 \\times 10^{-12}\\ \\mathrm{M}$",
    ],
    correct: 0,
    explanation:
      "The common chloride ion suppresses dissolution: $s(s + 0.01) = 1.8 \\times 10^{-10}$ with $s \\ll 0.01$, so $s = \\frac{1.8 \\times 10^{-10}}{0.01} = 1.8 \\times 10^{-8}$ M. $1.34 \\times 10^{-5}$ M is the solubility in pure water, $\\sqrt{K_{sp}}$.",
    hi: {
      text: "298 K पर AgCl का विलेयता गुणनफल $1.8 \\times 10^{-10}$ है। इस ताप पर $0.01\\ \\mathrm{M}$ NaCl विलयन में AgCl की विलेयता क्या है?",
      options: [
        "$1.8 \\times 10^{-8}\\ \\mathrm{M}$",
        "$1.34 \\times 10^{-5}\\ \\mathrm{M}$",
        "$1.8 \\times 10^{-10}\\ \\mathrm{M}$",
        "$1.8 \\times 10^{-12}\\ \\mathrm{M}$",
      ],
      explanation:
        "सम-आयन क्लोराइड घुलना दबाता है: $s(s + 0.01) = 1.8 \\times 10^{-10}$, $s \\ll 0.01$, अतः $s = 1.8 \\times 10^{-8}$ M। $1.34 \\times 10^{-5}$ M शुद्ध जल में विलेयता $\\sqrt{K_{sp}}$ है।",
    },
  },
  {
    key: "jee-adv-che-003",
    subject: "Chemistry",
    topic: "Coordination Compounds",
    source: "NCERT Chemistry Class 12, Ch. 5 Coordination Compounds (crystal field theory)",
    difficulty: "hard",
    text: "What is the crystal field stabilisation energy of $\\mathrm{[Co(NH_3)_6]^{3+}}$ in terms of $\\Delta_o$, ignoring the pairing energy?",
    options: ["$-2.4\\,\\Delta_o$", "$-0.4\\,\\Delta_o$", "$-1.2\\,\\Delta_o$", "$-1.8\\,\\Delta_o$"],
    correct: 0,
    explanation:
      "$\\mathrm{Co^{3+}}$ is $3d^6$. Ammonia produces a splitting large enough to pair the electrons (the complex is diamagnetic), giving $t_{2g}^6e_g^0$: CFSE $= 6 \\times (-0.4\\Delta_o) = -2.4\\Delta_o$. The high-spin $t_{2g}^4e_g^2$ arrangement would give $-1.6 + 1.2 = -0.4\\Delta_o$, as in $\\mathrm{[CoF_6]^{3-}}$.",
    hi: {
      text: "पाइरन ऊर्जा की उपेक्षा करते हुए $\\mathrm{[Co(NH_3)_6]^{3+}}$ की क्रिस्टल क्षेत्र स्थायीकरण ऊर्जा $\\Delta_o$ के पदों में क्या है?",
      options: ["$-2.4\\,\\Delta_o$", "$-0.4\\,\\Delta_o$", "$-1.2\\,\\Delta_o$", "$-1.8\\,\\Delta_o$"],
      explanation:
        "$\\mathrm{Co^{3+}}$, $3d^6$ है। अमोनिया इतना विपाटन देती है कि इलेक्ट्रॉन युग्मित हो जाते हैं (संकुल प्रतिचुंबकीय है): $t_{2g}^6e_g^0$, CFSE $= 6 \\times (-0.4\\Delta_o) = -2.4\\Delta_o$। उच्च प्रचक्रण $t_{2g}^4e_g^2$ से $-0.4\\Delta_o$ आता, जैसा $\\mathrm{[CoF_6]^{3-}}$ में है।",
    },
  },
  {
    key: "jee-adv-che-004",
    subject: "Chemistry",
    topic: "Basic Principles of Organic Chemistry",
    difficulty: "hard",
    text: "How many stereoisomers does pent-3-en-2-ol, $\\mathrm{CH_3CH(OH)CH{=}CHCH_3}$, have?",
    options: ["4", "2", "3", "6"],
    correct: 0,
    explanation:
      "C-2 carries four different groups (H, OH, $\\mathrm{CH_3}$ and the propenyl group), so it is a stereocentre (R or S). The C=C has two different groups on each carbon, so it shows E/Z isomerism. The two features are independent and the molecule has no internal symmetry, so there are $2 \\times 2 = 4$ stereoisomers (two pairs of enantiomers).",
    hi: {
      text: "पेन्ट-3-ईन-2-ऑल, $\\mathrm{CH_3CH(OH)CH{=}CHCH_3}$, के कितने त्रिविम समावयवी हैं?",
      options: ["4", "2", "3", "6"],
      explanation:
        "C-2 पर चार भिन्न समूह (H, OH, $\\mathrm{CH_3}$ और प्रोपेनिल) हैं, अतः यह त्रिविम केंद्र है (R या S)। C=C के प्रत्येक कार्बन पर दो भिन्न समूह हैं, अतः E/Z समावयवता है। दोनों स्वतंत्र हैं और अणु में आंतरिक सममिति नहीं, अतः $2 \\times 2 = 4$ त्रिविम समावयवी (प्रतिबिंबरूपों के दो युग्म)।",
    },
  },
  {
    key: "jee-adv-che-mul-01",
    type: "multiple",
    subject: "Chemistry",
    topic: "Atomic Structure",
    difficulty: "hard",
    text: "For the $\\mathrm{He^+}$ ion with its electron in the $n = 2$ level (the radius of the first Bohr orbit of hydrogen is 0.529 Å and its ground-state energy $-13.6$ eV), which of the following are correct? (One or more options may be correct.)",
    options: [
      "The Bohr radius of this orbit is 1.058 Å",
      "The energy of the electron is $-13.6$ eV",
      "A 2s orbital has one radial node",
      "A 2p orbital has one radial node",
    ],
    correctAnswers: [0, 1, 2],
    explanation:
      "For hydrogen-like species $r_n = 0.529\\frac{n^2}{Z}$ Å $= 0.529 \\times \\frac{4}{2} = 1.058$ Å (A) and $E_n = -13.6\\frac{Z^2}{n^2} = -13.6 \\times \\frac{4}{4} = -13.6$ eV (B). Radial nodes number $n - l - 1$: one for 2s (C) and none for 2p (D is wrong; 2p has one angular node).",
    hi: {
      text: "$n = 2$ स्तर में इलेक्ट्रॉन वाले $\\mathrm{He^+}$ आयन के लिए (हाइड्रोजन की प्रथम बोर कक्षा की त्रिज्या 0.529 Å और मूल अवस्था ऊर्जा $-13.6$ eV), निम्नलिखित में से कौन-से सही हैं? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: [
        "इस कक्षा की बोर त्रिज्या 1.058 Å है",
        "इलेक्ट्रॉन की ऊर्जा $-13.6$ eV है",
        "2s कक्षक में एक त्रिज्य नोड है",
        "2p कक्षक में एक त्रिज्य नोड है",
      ],
      explanation:
        "हाइड्रोजन-सदृश स्पीशीज़ के लिए $r_n = 0.529\\frac{n^2}{Z}$ Å $= 1.058$ Å (A) और $E_n = -13.6\\frac{Z^2}{n^2} = -13.6$ eV (B)। त्रिज्य नोड $n - l - 1$: 2s में एक (C), 2p में शून्य (D गलत; 2p में एक कोणीय नोड है)।",
    },
  },
  {
    key: "jee-adv-che-mul-02",
    type: "multiple",
    subject: "Chemistry",
    topic: "Chemical Bonding and Molecular Structure",
    difficulty: "medium",
    text: "Which of the following molecules are planar? (One or more options may be correct.)",
    options: ["$\\mathrm{NH_3}$", "$\\mathrm{BF_3}$", "$\\mathrm{XeF_4}$", "$\\mathrm{ClF_3}$"],
    correctAnswers: [1, 2, 3],
    explanation:
      "$\\mathrm{BF_3}$: three bond pairs, trigonal planar. $\\mathrm{XeF_4}$: four bond pairs and two lone pairs opposite each other, square planar. $\\mathrm{ClF_3}$: three bond pairs and two equatorial lone pairs, T-shaped, and all four atoms lie in one plane. $\\mathrm{NH_3}$: three bond pairs and a lone pair, trigonal pyramidal, not planar.",
    hi: {
      text: "निम्नलिखित में से कौन-से अणु समतलीय हैं? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: ["$\\mathrm{NH_3}$", "$\\mathrm{BF_3}$", "$\\mathrm{XeF_4}$", "$\\mathrm{ClF_3}$"],
      explanation:
        "$\\mathrm{BF_3}$: तीन आबंध युग्म, त्रिकोणीय समतलीय। $\\mathrm{XeF_4}$: चार आबंध युग्म और आमने-सामने दो एकाकी युग्म, वर्ग समतलीय। $\\mathrm{ClF_3}$: तीन आबंध युग्म और दो विषुवतीय एकाकी युग्म, T-आकृति, चारों परमाणु एक तल में। $\\mathrm{NH_3}$: तीन आबंध युग्म और एक एकाकी युग्म, त्रिकोणीय पिरामिडी, समतलीय नहीं।",
    },
  },
  {
    key: "jee-adv-che-mul-03",
    type: "multiple",
    subject: "Chemistry",
    topic: "Chemical Kinetics",
    difficulty: "easy",
    text: "For a first-order reaction, which of the following are correct? (One or more options may be correct.)",
    options: [
      "The half-life does not depend on the initial concentration",
      "A plot of $\\ln[\\mathrm{A}]$ against time is a straight line of slope $-k$",
      "The time for 99.9% completion is about ten half-lives",
      "The rate constant has the unit $\\mathrm{mol\\,L^{-1}\\,s^{-1}}$",
    ],
    correctAnswers: [0, 1, 2],
    explanation:
      "$t_{1/2} = \\frac{\\ln 2}{k}$ has no concentration in it (A). $\\ln[\\mathrm{A}] = \\ln[\\mathrm{A}]_0 - kt$ is linear with slope $-k$ (B). For 99.9%, $t = \\frac{\\ln 1000}{k} = \\frac{\\ln 1000}{\\ln 2}t_{1/2} \\approx 9.97\\,t_{1/2}$ (C). The unit of a first-order rate constant is $\\mathrm{s^{-1}}$; $\\mathrm{mol\\,L^{-1}\\,s^{-1}}$ is zero order (D is wrong).",
    hi: {
      text: "प्रथम कोटि की अभिक्रिया के लिए निम्नलिखित में से कौन-से सही हैं? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: [
        "अर्धायु प्रारंभिक सांद्रता पर निर्भर नहीं करती",
        "$\\ln[\\mathrm{A}]$ और समय का आलेख $-k$ ढाल की सरल रेखा है",
        "99.9% पूर्णता का समय लगभग दस अर्धायु है",
        "वेग स्थिरांक का मात्रक $\\mathrm{mol\\,L^{-1}\\,s^{-1}}$ है",
      ],
      explanation:
        "अर्धायु $t_{1/2} = \\frac{\\ln 2}{k}$ में सांद्रता नहीं है (A)। $\\ln[\\mathrm{A}] = \\ln[\\mathrm{A}]_0 - kt$ रैखिक है, ढाल $-k$ (B)। 99.9% के लिए $t = \\frac{\\ln 1000}{\\ln 2}t_{1/2} \\approx 9.97\\,t_{1/2}$ (C)। प्रथम कोटि के वेग स्थिरांक का मात्रक $\\mathrm{s^{-1}}$ है; $\\mathrm{mol\\,L^{-1}\\,s^{-1}}$ शून्य कोटि का है (D गलत)।",
    },
  },
  {
    key: "jee-adv-che-mul-04",
    type: "multiple",
    subject: "Chemistry",
    topic: "Organic Compounds Containing Oxygen",
    source: "NCERT Chemistry Class 12, Ch. 8 Aldehydes, Ketones and Carboxylic Acids (Tollens' test)",
    difficulty: "hard",
    text: "Which of the following give a silver mirror with Tollens' reagent? (One or more options may be correct.)",
    options: ["Methanoic acid (HCOOH)", "Glucose", "Propanone", "Benzaldehyde"],
    correctAnswers: [0, 1, 3],
    explanation:
      "Tollens' reagent is reduced by aldehydic C-H groups. Methanoic acid has an H-C=O unit ($\\mathrm{H{-}COOH}$) and is oxidised to carbonic acid, so it reduces the reagent although it is an acid. Glucose (an aldose) and benzaldehyde are aldehydes. Propanone, a ketone, has no aldehydic hydrogen and does not react.",
    hi: {
      text: "निम्नलिखित में से कौन टॉलेन अभिकर्मक के साथ रजत दर्पण देते हैं? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: ["मेथेनोइक अम्ल (HCOOH)", "ग्लूकोस", "प्रोपेनोन", "बेन्ज़ैल्डिहाइड"],
      explanation:
        "टॉलेन अभिकर्मक ऐल्डिहाइडी C-H समूहों से अपचयित होता है। मेथेनोइक अम्ल में H-C=O इकाई है और वह कार्बोनिक अम्ल में ऑक्सीकृत होता है, अतः अम्ल होते हुए भी अभिकर्मक को अपचयित करता है। ग्लूकोस (ऐल्डोस) और बेन्ज़ैल्डिहाइड ऐल्डिहाइड हैं। प्रोपेनोन कीटोन है, उसमें ऐल्डिहाइडी हाइड्रोजन नहीं।",
    },
  },
  {
    key: "jee-adv-che-num-01",
    type: "numerical",
    subject: "Chemistry",
    topic: "Solutions",
    difficulty: "hard",
    text: "What is the osmotic pressure, in atm, of a $0.1\\ \\mathrm{M}$ aqueous solution of $\\mathrm{K_2SO_4}$ at 300 K if the salt is 80% dissociated? (Take $R = 0.0821\\ \\mathrm{L\\,atm\\,K^{-1}\\,mol^{-1}}$; give the answer correct to two decimal places.)",
    numericAnswer: { min: 6.39, max: 6.41 },
    explanation:
      "$\\mathrm{K_2SO_4} \\rightarrow \\mathrm{2K^+} + \\mathrm{SO_4^{2-}}$ gives 3 ions, so $i = 1 + (3 - 1)\\alpha = 1 + 2 \\times 0.8 = 2.6$. Then $\\pi = iCRT = 2.6 \\times 0.1 \\times 0.0821 \\times 300 = 6.40$ atm.",
    hi: {
      text: "यदि लवण 80% वियोजित हो, तो 300 K पर $\\mathrm{K_2SO_4}$ के $0.1\\ \\mathrm{M}$ जलीय विलयन का परासरण दाब (atm में) कितना है? ($R = 0.0821\\ \\mathrm{L\\,atm\\,K^{-1}\\,mol^{-1}}$ लें; उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "$\\mathrm{K_2SO_4} \\rightarrow \\mathrm{2K^+} + \\mathrm{SO_4^{2-}}$ से 3 आयन, अतः $i = 1 + 2 \\times 0.8 = 2.6$। तब $\\pi = iCRT = 2.6 \\times 0.1 \\times 0.0821 \\times 300 = 6.40$ atm।",
    },
  },
  {
    key: "jee-adv-che-num-02",
    type: "numerical",
    subject: "Chemistry",
    topic: "Chemical Kinetics",
    difficulty: "hard",
    text: "For the reaction $\\mathrm{2A} \\rightarrow \\mathrm{P}$, the rate is defined as $-\\frac{1}{2}\\frac{d[\\mathrm{A}]}{dt} = k[\\mathrm{A}]^2$ with $k = 0.05\\ \\mathrm{L\\,mol^{-1}\\,s^{-1}}$. Starting from $[\\mathrm{A}]_0 = 0.2\\ \\mathrm{M}$, how many seconds does it take for $[\\mathrm{A}]$ to fall to $0.05\\ \\mathrm{M}$?",
    numericAnswer: { min: 150, max: 150 },
    explanation:
      "Here $\\frac{d[\\mathrm{A}]}{dt} = -2k[\\mathrm{A}]^2$, which integrates to $\\frac{1}{[\\mathrm{A}]} - \\frac{1}{[\\mathrm{A}]_0} = 2kt$. So $20 - 5 = 2 \\times 0.05 \\times t$ and $t = 150$ s. Forgetting the stoichiometric factor 2 gives the wrong 300 s.",
    hi: {
      text: "अभिक्रिया $\\mathrm{2A} \\rightarrow \\mathrm{P}$ के लिए वेग $-\\frac{1}{2}\\frac{d[\\mathrm{A}]}{dt} = k[\\mathrm{A}]^2$ परिभाषित है, $k = 0.05\\ \\mathrm{L\\,mol^{-1}\\,s^{-1}}$। $[\\mathrm{A}]_0 = 0.2\\ \\mathrm{M}$ से आरंभ करके $[\\mathrm{A}]$ को $0.05\\ \\mathrm{M}$ होने में कितने सेकंड लगेंगे?",
      explanation:
        "यहाँ $\\frac{d[\\mathrm{A}]}{dt} = -2k[\\mathrm{A}]^2$, जिसका समाकलन $\\frac{1}{[\\mathrm{A}]} - \\frac{1}{[\\mathrm{A}]_0} = 2kt$ देता है। अतः $20 - 5 = 0.1t$ और $t = 150$ s। रससमीकरणमितीय गुणांक 2 भूलने पर गलत उत्तर 300 s आता है।",
    },
  },
  {
    key: "jee-adv-che-num-03",
    type: "numerical",
    subject: "Chemistry",
    topic: "Atomic Structure",
    difficulty: "hard",
    text: "Using Bohr's model, what is the de Broglie wavelength, in Å, of the electron in the third orbit of the hydrogen atom? (Radius of the first orbit $= 0.529$ Å; give the answer correct to two decimal places.)",
    numericAnswer: { min: 9.96, max: 9.98 },
    explanation:
      "Bohr's condition $mvr = \\frac{nh}{2\\pi}$ is the same as $2\\pi r_n = n\\lambda$: the orbit holds $n$ whole wavelengths. With $r_3 = 0.529 \\times 9 = 4.761$ Å, $\\lambda = \\frac{2\\pi r_3}{3} = \\frac{2\\pi \\times 4.761}{3} \\approx 9.97$ Å.",
    hi: {
      text: "बोर मॉडल से हाइड्रोजन परमाणु की तीसरी कक्षा में इलेक्ट्रॉन की दे ब्रॉग्ली तरंगदैर्ध्य (Å में) क्या है? (प्रथम कक्षा की त्रिज्या $= 0.529$ Å; उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "बोर की शर्त $mvr = \\frac{nh}{2\\pi}$ का अर्थ $2\\pi r_n = n\\lambda$ है: कक्षा में $n$ पूर्ण तरंगदैर्ध्य समाती हैं। $r_3 = 0.529 \\times 9 = 4.761$ Å से $\\lambda = \\frac{2\\pi \\times 4.761}{3} \\approx 9.97$ Å।",
    },
  },
  {
    key: "jee-adv-che-num-04",
    type: "numerical",
    subject: "Chemistry",
    topic: "Chemical Thermodynamics",
    source: "NCERT Chemistry Class 11, Ch. 5 Thermodynamics (standard enthalpy of formation)",
    difficulty: "medium",
    text: "How many of the following have a standard enthalpy of formation of zero at 298 K? $\\mathrm{O_2(g)}$, $\\mathrm{O_3(g)}$, C(graphite), C(diamond), $\\mathrm{Br_2(l)}$, $\\mathrm{Br_2(g)}$, $\\mathrm{H_2(g)}$, Na(s)",
    numericAnswer: { min: 5, max: 5 },
    explanation:
      "$\\Delta_fH^\\circ = 0$ only for an element in its reference (most stable) state at 298 K and 1 bar: $\\mathrm{O_2(g)}$, C(graphite), $\\mathrm{Br_2(l)}$, $\\mathrm{H_2(g)}$ and Na(s), which makes 5. Ozone, diamond and bromine vapour are elements in other forms, so their $\\Delta_fH^\\circ$ is not zero.",
    hi: {
      text: "निम्नलिखित में से कितनों की 298 K पर मानक संभवन एन्थैल्पी शून्य है? $\\mathrm{O_2(g)}$, $\\mathrm{O_3(g)}$, C(ग्रेफ़ाइट), C(हीरा), $\\mathrm{Br_2(l)}$, $\\mathrm{Br_2(g)}$, $\\mathrm{H_2(g)}$, Na(s)",
      explanation:
        "$\\Delta_fH^\\circ = 0$ केवल उस तत्व के लिए है जो 298 K और 1 bar पर अपनी संदर्भ (सर्वाधिक स्थायी) अवस्था में हो: $\\mathrm{O_2(g)}$, C(ग्रेफ़ाइट), $\\mathrm{Br_2(l)}$, $\\mathrm{H_2(g)}$ और Na(s), कुल 5। ओज़ोन, हीरा और ब्रोमीन वाष्प तत्वों के अन्य रूप हैं।",
    },
  },
  {
    key: "jee-adv-che-num-05",
    type: "numerical",
    subject: "Chemistry",
    topic: "Coordination Compounds",
    difficulty: "medium",
    text: "How many geometrical isomers does the square planar complex $\\mathrm{[Pt(NH_3)(py)ClBr]}$ have? (py = pyridine)",
    numericAnswer: { min: 3, max: 3 },
    explanation:
      "With four different ligands on a square, fix $\\mathrm{NH_3}$ at one corner; the ligand trans to it can be py, Cl or Br, and that choice fixes the arrangement (the remaining two are cis to $\\mathrm{NH_3}$, and their swap is the same complex turned over). So there are 3 geometrical isomers.",
    hi: {
      text: "वर्ग समतलीय संकुल $\\mathrm{[Pt(NH_3)(py)ClBr]}$ के कितने ज्यामितीय समावयवी हैं? (py = पिरिडीन)",
      explanation:
        "वर्ग पर चार भिन्न लिगंडों में $\\mathrm{NH_3}$ को एक कोने पर स्थिर कीजिए; उसके ट्रांस लिगंड py, Cl या Br हो सकता है, और यही चुनाव व्यवस्था तय करता है (शेष दो की अदला-बदली वही संकुल पलटकर है)। अतः 3 ज्यामितीय समावयवी।",
    },
  },
  {
    key: "jee-adv-che-num-06",
    type: "numerical",
    subject: "Chemistry",
    topic: "Redox Reactions",
    difficulty: "hard",
    text: "1.00 g of an iron ore is dissolved in acid and all its iron is converted to $\\mathrm{Fe^{2+}}$, which needs 30.0 mL of $0.05\\ \\mathrm{M}$ $\\mathrm{K_2Cr_2O_7}$ for titration in acidic medium. What is the percentage by mass of iron in the ore? (Fe = 56; give the answer correct to one decimal place.)",
    numericAnswer: { min: 50.39, max: 50.41 },
    explanation:
      "$\\mathrm{Cr_2O_7^{2-}} + \\mathrm{6Fe^{2+}} + \\mathrm{14H^+} \\rightarrow \\mathrm{2Cr^{3+}} + \\mathrm{6Fe^{3+}} + \\mathrm{7H_2O}$: each dichromate takes 6 electrons (two Cr, $+6 \\to +3$). Dichromate used $= 0.030 \\times 0.05 = 1.5 \\times 10^{-3}$ mol, so $\\mathrm{Fe^{2+}} = 9.0 \\times 10^{-3}$ mol $= 0.504$ g, i.e. 50.4% of the ore.",
    hi: {
      text: "1.00 g लौह अयस्क को अम्ल में घोलकर उसका सारा आयरन $\\mathrm{Fe^{2+}}$ में बदला जाता है, जिसके अम्लीय माध्यम में अनुमापन के लिए $0.05\\ \\mathrm{M}$ $\\mathrm{K_2Cr_2O_7}$ का 30.0 mL लगता है। अयस्क में आयरन का द्रव्यमान प्रतिशत क्या है? (Fe = 56; उत्तर एक दशमलव स्थान तक दें।)",
      explanation:
        "$\\mathrm{Cr_2O_7^{2-}} + \\mathrm{6Fe^{2+}} + \\mathrm{14H^+} \\rightarrow \\mathrm{2Cr^{3+}} + \\mathrm{6Fe^{3+}} + \\mathrm{7H_2O}$: प्रत्येक डाइक्रोमेट 6 इलेक्ट्रॉन लेता है। डाइक्रोमेट $= 1.5 \\times 10^{-3}$ mol, अतः $\\mathrm{Fe^{2+}} = 9.0 \\times 10^{-3}$ mol $= 0.504$ g, अर्थात् अयस्क का 50.4%।",
    },
  },
  {
    key: "jee-adv-che-mat-01",
    format: "match-list",
    subject: "Chemistry",
    topic: "Coordination Compounds",
    difficulty: "medium",
    source: "NCERT Chemistry Class 12, Ch. 5 Coordination Compounds (valence bond theory)",
    text: "Match each complex in List-I with the hybridisation of its central atom in List-II. List-I: (P) $\\mathrm{[Ni(CO)_4]}$; (Q) $\\mathrm{[Ni(CN)_4]^{2-}}$; (R) $\\mathrm{[Co(NH_3)_6]^{3+}}$; (S) $\\mathrm{[CoF_6]^{3-}}$. List-II: (1) $dsp^2$; (2) $sp^3$; (3) $sp^3d^2$; (4) $d^2sp^3$; (5) $sp^3d$.",
    options: ["P-2, Q-1, R-4, S-3", "P-1, Q-2, R-4, S-3", "P-2, Q-1, R-3, S-4", "P-2, Q-2, R-4, S-3"],
    correct: 0,
    explanation:
      "(P) Ni(0) with CO: $3d^{10}$, the 4s and 4p orbitals are used, tetrahedral $sp^3$ (2). (Q) $\\mathrm{Ni^{2+}}$ $3d^8$ with strong-field cyanide pairs into four d orbitals, leaving one 3d for square planar $dsp^2$ (1). (R) $\\mathrm{Co^{3+}}$ with ammonia is low spin and uses two inner 3d orbitals: $d^2sp^3$ (4). (S) With fluoride it stays high spin and uses outer 4d orbitals: $sp^3d^2$ (3).",
    hi: {
      text: "सूची-I के प्रत्येक संकुल का सूची-II में उसके केंद्रीय परमाणु के संकरण से मिलान कीजिए। सूची-I: (P) $\\mathrm{[Ni(CO)_4]}$; (Q) $\\mathrm{[Ni(CN)_4]^{2-}}$; (R) $\\mathrm{[Co(NH_3)_6]^{3+}}$; (S) $\\mathrm{[CoF_6]^{3-}}$। सूची-II: (1) $dsp^2$; (2) $sp^3$; (3) $sp^3d^2$; (4) $d^2sp^3$; (5) $sp^3d$।",
      options: ["P-2, Q-1, R-4, S-3", "P-1, Q-2, R-4, S-3", "P-2, Q-1, R-3, S-4", "P-2, Q-2, R-4, S-3"],
      explanation:
        "(P) CO के साथ Ni(0): $3d^{10}$, 4s और 4p प्रयुक्त, चतुष्फलकीय $sp^3$ (2)। (Q) प्रबल क्षेत्र सायनाइड के साथ $\\mathrm{Ni^{2+}}$ $3d^8$ युग्मित होकर एक 3d कक्षक खाली करता है: वर्ग समतलीय $dsp^2$ (1)। (R) अमोनिया के साथ $\\mathrm{Co^{3+}}$ निम्न प्रचक्रण, दो आंतरिक 3d कक्षक: $d^2sp^3$ (4)। (S) फ्लुओराइड के साथ उच्च प्रचक्रण, बाह्य 4d कक्षक: $sp^3d^2$ (3)।",
    },
  },
  {
    key: "jee-adv-che-mat-02",
    format: "match-list",
    subject: "Chemistry",
    topic: "Organic Compounds Containing Oxygen",
    difficulty: "medium",
    source:
      "NCERT Chemistry Class 12, Ch. 7 Alcohols, Phenols and Ethers and Ch. 8 Aldehydes, Ketones and Carboxylic Acids",
    text: "Match each reaction in List-I with its main organic product in List-II. List-I: (P) phenol with $\\mathrm{CHCl_3}$ and aqueous NaOH, then acid (Reimer-Tiemann); (Q) sodium phenoxide with $\\mathrm{CO_2}$ under pressure, then acid (Kolbe); (R) toluene with chromyl chloride, then hydrolysis (Étard); (S) acetophenone with zinc amalgam and concentrated HCl (Clemmensen). List-II: (1) benzaldehyde; (2) salicylic acid; (3) ethylbenzene; (4) salicylaldehyde; (5) benzoic acid.",
    options: ["P-4, Q-2, R-5, S-3", "P-2, Q-4, R-1, S-3", "P-4, Q-2, R-1, S-3", "P-4, Q-5, R-1, S-3"],
    correct: 2,
    explanation:
      "(P) Reimer-Tiemann puts a CHO group ortho to OH: salicylaldehyde (4). (Q) Kolbe's reaction carboxylates the ring ortho to OH: salicylic acid (2). (R) The Étard reaction stops the oxidation of the methyl group at the aldehyde: benzaldehyde (1), not benzoic acid. (S) Clemmensen reduction turns C=O into $\\mathrm{CH_2}$: ethylbenzene (3).",
    hi: {
      text: "सूची-I की प्रत्येक अभिक्रिया का सूची-II में उसके मुख्य कार्बनिक उत्पाद से मिलान कीजिए। सूची-I: (P) फ़ीनॉल की $\\mathrm{CHCl_3}$ और जलीय NaOH से अभिक्रिया, फिर अम्ल (राइमर-टीमान); (Q) सोडियम फ़ीनॉक्साइड की दाब में $\\mathrm{CO_2}$ से अभिक्रिया, फिर अम्ल (कोल्बे); (R) टॉलूईन की क्रोमिल क्लोराइड से अभिक्रिया, फिर जल-अपघटन (इटार्ड); (S) ऐसीटोफ़ीनोन की ज़िंक अमलगम और सांद्र HCl से अभिक्रिया (क्लीमेन्सन)। सूची-II: (1) बेन्ज़ैल्डिहाइड; (2) सैलिसिलिक अम्ल; (3) एथिलबेन्ज़ीन; (4) सैलिसैल्डिहाइड; (5) बेन्ज़ोइक अम्ल।",
      options: ["P-4, Q-2, R-5, S-3", "P-2, Q-4, R-1, S-3", "P-4, Q-2, R-1, S-3", "P-4, Q-5, R-1, S-3"],
      explanation:
        "(P) राइमर-टीमान OH के ऑर्थो पर CHO लगाता है: सैलिसैल्डिहाइड (4)। (Q) कोल्बे अभिक्रिया OH के ऑर्थो पर कार्बॉक्सिल लगाती है: सैलिसिलिक अम्ल (2)। (R) इटार्ड अभिक्रिया मेथिल के ऑक्सीकरण को ऐल्डिहाइड पर रोकती है: बेन्ज़ैल्डिहाइड (1)। (S) क्लीमेन्सन अपचयन C=O को $\\mathrm{CH_2}$ में बदलता है: एथिलबेन्ज़ीन (3)।",
    },
  },
  {
    key: "jee-adv-che-mat-03",
    format: "match-list",
    subject: "Chemistry",
    topic: "Equilibrium",
    difficulty: "hard",
    text: "Match each aqueous solution at 298 K in List-I with its pH in List-II. List-I: (P) $0.01\\ \\mathrm{M}$ HCl; (Q) $0.01\\ \\mathrm{M}$ NaOH; (R) $0.1\\ \\mathrm{M}$ acetic acid ($K_a = 1.0 \\times 10^{-5}$); (S) a solution $0.1\\ \\mathrm{M}$ in $\\mathrm{NH_3}$ and $0.1\\ \\mathrm{M}$ in $\\mathrm{NH_4Cl}$ ($\\mathrm{p}K_b$ of ammonia $= 4.74$). List-II: (1) 2; (2) 3; (3) 9.26; (4) 12; (5) 4.74.",
    options: ["P-1, Q-4, R-2, S-5", "P-1, Q-4, R-2, S-3", "P-1, Q-3, R-2, S-4", "P-2, Q-4, R-1, S-3"],
    correct: 1,
    explanation:
      "(P) Strong acid: pH $= -\\log 0.01 = 2$ (1). (Q) pOH $= 2$, pH $= 12$ (4). (R) $[\\mathrm{H^+}] = \\sqrt{K_aC} = \\sqrt{10^{-6}} = 10^{-3}$: pH 3 (2). (S) A basic buffer with equal salt and base: pOH $= \\mathrm{p}K_b = 4.74$, so pH $= 14 - 4.74 = 9.26$ (3). The trap is reading 4.74 as the pH.",
    hi: {
      text: "298 K पर सूची-I के प्रत्येक जलीय विलयन का सूची-II में उसके pH से मिलान कीजिए। सूची-I: (P) $0.01\\ \\mathrm{M}$ HCl; (Q) $0.01\\ \\mathrm{M}$ NaOH; (R) $0.1\\ \\mathrm{M}$ ऐसीटिक अम्ल ($K_a = 1.0 \\times 10^{-5}$); (S) $\\mathrm{NH_3}$ में $0.1\\ \\mathrm{M}$ और $\\mathrm{NH_4Cl}$ में $0.1\\ \\mathrm{M}$ विलयन (अमोनिया का $\\mathrm{p}K_b = 4.74$)। सूची-II: (1) 2; (2) 3; (3) 9.26; (4) 12; (5) 4.74।",
      options: ["P-1, Q-4, R-2, S-5", "P-1, Q-4, R-2, S-3", "P-1, Q-3, R-2, S-4", "P-2, Q-4, R-1, S-3"],
      explanation:
        "(P) प्रबल अम्ल: pH 2 (1)। (Q) pOH 2, pH 12 (4)। (R) $[\\mathrm{H^+}] = \\sqrt{K_aC} = 10^{-3}$: pH 3 (2)। (S) बराबर लवण और क्षारक वाला क्षारीय बफ़र: pOH $= 4.74$, pH $= 9.26$ (3)। 4.74 को pH पढ़ना भूल है।",
    },
  },
  {
    key: "jee-adv-che-mat-04",
    format: "match-list",
    subject: "Chemistry",
    topic: "Chemical Bonding and Molecular Structure",
    difficulty: "easy",
    source: "NCERT Chemistry Class 11, Ch. 4 Chemical Bonding and Molecular Structure (VSEPR theory)",
    text: "Match each molecule in List-I with its shape in List-II. List-I: (P) $\\mathrm{XeF_2}$; (Q) $\\mathrm{ClF_3}$; (R) $\\mathrm{SF_4}$; (S) $\\mathrm{IF_5}$. List-II: (1) see-saw; (2) T-shaped; (3) linear; (4) square pyramidal; (5) trigonal bipyramidal.",
    options: ["P-3, Q-2, R-1, S-5", "P-3, Q-1, R-2, S-4", "P-3, Q-2, R-1, S-4", "P-2, Q-3, R-1, S-4"],
    correct: 2,
    explanation:
      "(P) Xe: 2 bond pairs and 3 equatorial lone pairs, linear (3). (Q) Cl: 3 bond pairs and 2 lone pairs, T-shaped (2). (R) S: 4 bond pairs and 1 lone pair, see-saw (1). (S) I: 5 bond pairs and 1 lone pair (6 pairs), square pyramidal (4). Trigonal bipyramidal would need 5 bond pairs and no lone pair, as in $\\mathrm{PCl_5}$.",
    hi: {
      text: "सूची-I के प्रत्येक अणु का सूची-II में उसकी आकृति से मिलान कीजिए। सूची-I: (P) $\\mathrm{XeF_2}$; (Q) $\\mathrm{ClF_3}$; (R) $\\mathrm{SF_4}$; (S) $\\mathrm{IF_5}$। सूची-II: (1) सी-सॉ; (2) T-आकृति; (3) रैखिक; (4) वर्ग पिरामिडी; (5) त्रिकोणीय द्विपिरामिडी।",
      options: ["P-3, Q-2, R-1, S-5", "P-3, Q-1, R-2, S-4", "P-3, Q-2, R-1, S-4", "P-2, Q-3, R-1, S-4"],
      explanation:
        "(P) Xe: 2 आबंध युग्म, 3 विषुवतीय एकाकी युग्म, रैखिक (3)। (Q) Cl: 3 आबंध और 2 एकाकी युग्म, T-आकृति (2)। (R) S: 4 आबंध और 1 एकाकी युग्म, सी-सॉ (1)। (S) I: 5 आबंध और 1 एकाकी युग्म, वर्ग पिरामिडी (4)। त्रिकोणीय द्विपिरामिडी के लिए 5 आबंध युग्म और कोई एकाकी युग्म नहीं चाहिए, जैसे $\\mathrm{PCl_5}$।",
    },
  },
];
