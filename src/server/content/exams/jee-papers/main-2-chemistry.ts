import type { ContentQuestion } from "~/server/content/types";
import { AR_OPTIONS, AR_OPTIONS_HI, STATEMENTS_OPTIONS, STATEMENTS_OPTIONS_HI } from "./shared";

/**
 * Chemistry written for JEE Main full-length paper 2 (a paper of the usual medium level). Computed
 * answers are re-derived in main.answers.test.ts.
 */
export const main2Chemistry: ContentQuestion[] = [
  {
    key: "jee-m2-che-001",
    subject: "Chemistry",
    topic: "Chemical Bonding and Molecular Structure",
    difficulty: "hard",
    text: "According to molecular orbital theory, how many of the following species are paramagnetic? $\\mathrm{O_2}$, $\\mathrm{O_2^-}$, $\\mathrm{O_2^{2-}}$, $\\mathrm{N_2^+}$, $\\mathrm{B_2}$, $\\mathrm{C_2}$, NO, CO",
    options: ["5", "4", "6", "3"],
    correct: 0,
    explanation:
      "Count the electrons and fill the MOs (with s-p mixing, $\\pi 2p$ below $\\sigma 2p_z$, up to 14 electrons). $\\mathrm{O_2}$ (16): two unpaired in $\\pi^*$; $\\mathrm{O_2^-}$ (17): one unpaired; $\\mathrm{O_2^{2-}}$ (18): none. $\\mathrm{N_2^+}$ (13): one unpaired in $\\sigma 2p$. $\\mathrm{B_2}$ (10): two unpaired in the $\\pi 2p$ pair. $\\mathrm{C_2}$ (12): $\\pi 2p$ full, none. NO (15): one unpaired in $\\pi^*$. CO (14): none. Paramagnetic: $\\mathrm{O_2}$, $\\mathrm{O_2^-}$, $\\mathrm{N_2^+}$, $\\mathrm{B_2}$, NO = 5.",
    hi: {
      text: "आण्विक कक्षक सिद्धांत के अनुसार निम्नलिखित में से कितनी स्पीशीज़ अनुचुंबकीय हैं? $\\mathrm{O_2}$, $\\mathrm{O_2^-}$, $\\mathrm{O_2^{2-}}$, $\\mathrm{N_2^+}$, $\\mathrm{B_2}$, $\\mathrm{C_2}$, NO, CO",
      options: ["5", "4", "6", "3"],
      explanation:
        "इलेक्ट्रॉन गिनकर आण्विक कक्षक भरिए (14 इलेक्ट्रॉन तक s-p मिश्रण के साथ, $\\pi 2p$ नीचे)। $\\mathrm{O_2}$ (16): $\\pi^*$ में दो अयुग्मित; $\\mathrm{O_2^-}$ (17): एक; $\\mathrm{O_2^{2-}}$ (18): कोई नहीं। $\\mathrm{N_2^+}$ (13): $\\sigma 2p$ में एक। $\\mathrm{B_2}$ (10): $\\pi 2p$ युग्म में दो अयुग्मित। $\\mathrm{C_2}$ (12): कोई नहीं। NO (15): $\\pi^*$ में एक। CO (14): कोई नहीं। अनुचुंबकीय: $\\mathrm{O_2}$, $\\mathrm{O_2^-}$, $\\mathrm{N_2^+}$, $\\mathrm{B_2}$, NO = 5।",
    },
  },
  {
    key: "jee-m2-che-002",
    subject: "Chemistry",
    topic: "Equilibrium",
    difficulty: "easy",
    text: "50 mL of $0.1\\ \\mathrm{M}$ HCl is mixed with 50 mL of $0.08\\ \\mathrm{M}$ NaOH at 298 K. What is the pH of the resulting solution?",
    options: ["1.3", "1.0", "2.0", "12.0"],
    correct: 2,
    explanation:
      "HCl gives $50 \\times 0.1 = 5$ mmol of $\\mathrm{H^+}$ and NaOH $50 \\times 0.08 = 4$ mmol of $\\mathrm{OH^-}$. After neutralisation 1 mmol of $\\mathrm{H^+}$ remains in 100 mL: $[\\mathrm{H^+}] = 0.01$ M and pH $= 2.0$. Forgetting the dilution to 100 mL gives $[\\mathrm{H^+}] = 0.02$ M (pH 1.7), and ignoring the base gives pH 1.3 for the mixed volume.",
    hi: {
      text: "298 K पर $0.1\\ \\mathrm{M}$ HCl के 50 mL को $0.08\\ \\mathrm{M}$ NaOH के 50 mL के साथ मिलाया जाता है। परिणामी विलयन का pH क्या है?",
      options: ["1.3", "1.0", "2.0", "12.0"],
      explanation:
        "HCl से $50 \\times 0.1 = 5$ mmol $\\mathrm{H^+}$ और NaOH से $50 \\times 0.08 = 4$ mmol $\\mathrm{OH^-}$। उदासीनीकरण के बाद 100 mL में 1 mmol $\\mathrm{H^+}$ शेष: $[\\mathrm{H^+}] = 0.01$ M और pH $= 2.0$। क्षारक की उपेक्षा करने पर मिश्रित आयतन के लिए pH 1.3 आता है।",
    },
  },
  {
    key: "jee-m2-che-003",
    subject: "Chemistry",
    topic: "Electrochemistry",
    difficulty: "easy",
    text: "A current of 0.5 A is passed for 965 s through an aqueous solution of copper(II) sulphate. What mass of copper is deposited at the cathode? (Cu = 63.5 g/mol, $F = 96\\,500\\ \\mathrm{C\\,mol^{-1}}$.)",
    options: ["0.318 g", "0.159 g", "0.0794 g", "1.59 g"],
    correct: 1,
    explanation:
      "Charge $Q = It = 0.5 \\times 965 = 482.5$ C $= 0.005$ F. $\\mathrm{Cu^{2+}} + \\mathrm{2e^-} \\rightarrow \\mathrm{Cu}$ needs 2 F per mole, so $0.0025$ mol, i.e. $0.0025 \\times 63.5 \\approx 0.159$ g. 0.318 g forgets the 2 electrons per ion.",
    hi: {
      text: "कॉपर(II) सल्फ़ेट के जलीय विलयन में 0.5 A की धारा 965 s तक प्रवाहित की जाती है। कैथोड पर निक्षेपित कॉपर का द्रव्यमान कितना है? (Cu = 63.5 g/mol, $F = 96\\,500\\ \\mathrm{C\\,mol^{-1}}$।)",
      options: ["0.318 g", "0.159 g", "0.0794 g", "1.59 g"],
      explanation:
        "आवेश $Q = It = 0.5 \\times 965 = 482.5$ C $= 0.005$ F। $\\mathrm{Cu^{2+}} + \\mathrm{2e^-} \\rightarrow \\mathrm{Cu}$ में प्रति मोल 2 F लगते हैं, अतः $0.0025$ mol, अर्थात् $0.0025 \\times 63.5 \\approx 0.159$ g। 0.318 g प्रति आयन 2 इलेक्ट्रॉन भूलने से आता है।",
    },
  },
  {
    key: "jee-m2-che-004",
    subject: "Chemistry",
    topic: "Chemical Kinetics",
    difficulty: "medium",
    text: "A zero-order reaction has a rate constant of $0.02\\ \\mathrm{mol\\,L^{-1}\\,min^{-1}}$. Starting from $[\\mathrm{A}]_0 = 0.5\\ \\mathrm{M}$, how long does it take for the concentration of A to fall to $0.1\\ \\mathrm{M}$?",
    options: ["80 min", "12.5 min", "25 min", "20 min"],
    correct: 3,
    explanation:
      "For zero order, $[\\mathrm{A}] = [\\mathrm{A}]_0 - kt$, so $t = \\frac{0.5 - 0.1}{0.02} = 20$ min. 12.5 min is the half-life $\\frac{[\\mathrm{A}]_0}{2k}$ and 25 min the time to finish; about 80 min comes from using the first-order formula $\\frac{1}{k}\\ln\\frac{0.5}{0.1}$.",
    hi: {
      text: "एक शून्य कोटि की अभिक्रिया का वेग स्थिरांक $0.02\\ \\mathrm{mol\\,L^{-1}\\,min^{-1}}$ है। $[\\mathrm{A}]_0 = 0.5\\ \\mathrm{M}$ से आरंभ करके A की सांद्रता $0.1\\ \\mathrm{M}$ होने में कितना समय लगेगा?",
      options: ["80 min", "12.5 min", "25 min", "20 min"],
      explanation:
        "शून्य कोटि के लिए $[\\mathrm{A}] = [\\mathrm{A}]_0 - kt$, अतः $t = \\frac{0.5 - 0.1}{0.02} = 20$ min। 12.5 min अर्धायु $\\frac{[\\mathrm{A}]_0}{2k}$ है और 25 min पूर्ण होने का समय; लगभग 80 min प्रथम कोटि का सूत्र लगाने से आता है।",
    },
  },
  {
    key: "jee-m2-che-005",
    subject: "Chemistry",
    topic: "Chemical Kinetics",
    difficulty: "hard",
    text: "A decomposes by two parallel first-order reactions: $\\mathrm{A} \\rightarrow \\mathrm{B}$ with $k_1 = 1.2 \\times 10^{-3}\\ \\mathrm{s^{-1}}$ and $\\mathrm{A} \\rightarrow \\mathrm{C}$ with $k_2 = 0.3 \\times 10^{-3}\\ \\mathrm{s^{-1}}$. What are the percentage of B in the products and the half-life of A? (Take $\\ln 2 = 0.693$.)",
    options: ["80% and 578 s", "80% and 462 s", "75% and 462 s", "80% and 2310 s"],
    correct: 1,
    explanation:
      "Both paths draw on the same A at every instant, so the products form in the ratio $k_1 : k_2 = 4 : 1$: B is $\\frac{k_1}{k_1 + k_2} = 80\\%$. A disappears with $k = k_1 + k_2 = 1.5 \\times 10^{-3}\\ \\mathrm{s^{-1}}$, so $t_{1/2} = \\frac{0.693}{1.5 \\times 10^{-3}} = 462$ s. 578 s uses $k_1$ alone and 2310 s uses $k_2$ alone.",
    hi: {
      text: "A दो समांतर प्रथम कोटि की अभिक्रियाओं से अपघटित होता है: $\\mathrm{A} \\rightarrow \\mathrm{B}$, $k_1 = 1.2 \\times 10^{-3}\\ \\mathrm{s^{-1}}$ तथा $\\mathrm{A} \\rightarrow \\mathrm{C}$, $k_2 = 0.3 \\times 10^{-3}\\ \\mathrm{s^{-1}}$। उत्पादों में B का प्रतिशत और A की अर्धायु क्या हैं? ($\\ln 2 = 0.693$ लें।)",
      options: ["80% और 578 s", "80% और 462 s", "75% और 462 s", "80% और 2310 s"],
      explanation:
        "दोनों पथ हर क्षण उसी A से चलते हैं, अतः उत्पाद $k_1 : k_2 = 4 : 1$ के अनुपात में बनते हैं: B $= \\frac{k_1}{k_1 + k_2} = 80\\%$। A का क्षय $k = k_1 + k_2 = 1.5 \\times 10^{-3}\\ \\mathrm{s^{-1}}$ से होता है, अतः अर्धायु $t_{1/2} = \\frac{0.693}{1.5 \\times 10^{-3}} = 462$ s। 578 s केवल $k_1$ और 2310 s केवल $k_2$ लेने से आता है।",
    },
  },
  {
    key: "jee-m2-che-006",
    subject: "Chemistry",
    topic: "Basic Principles of Organic Chemistry",
    source:
      "NCERT Chemistry Class 12, Ch. 8 Aldehydes, Ketones and Carboxylic Acids (acidity of carboxylic acids)",
    difficulty: "medium",
    text: "What is the correct decreasing order of acid strength of $\\mathrm{HCOOH}$, $\\mathrm{CH_3COOH}$, $\\mathrm{ClCH_2COOH}$ and $\\mathrm{FCH_2COOH}$?",
    options: [
      "$\\mathrm{FCH_2COOH} > \\mathrm{ClCH_2COOH} > \\mathrm{CH_3COOH} > \\mathrm{HCOOH}$",
      "$\\mathrm{ClCH_2COOH} > \\mathrm{FCH_2COOH} > \\mathrm{HCOOH} > \\mathrm{CH_3COOH}$",
      "$\\mathrm{FCH_2COOH} > \\mathrm{ClCH_2COOH} > \\mathrm{HCOOH} > \\mathrm{CH_3COOH}$",
      "$\\mathrm{HCOOH} > \\mathrm{FCH_2COOH} > \\mathrm{ClCH_2COOH} > \\mathrm{CH_3COOH}$",
    ],
    correct: 2,
    explanation:
      "Electron-withdrawing groups stabilise the carboxylate ion by the $-I$ effect; F is more electronegative than Cl, so fluoroacetic acid is the strongest ($\\mathrm{p}K_a \\approx 2.6$), then chloroacetic ($\\approx 2.9$). A methyl group donates electrons (+I) and destabilises the anion, so acetic acid ($\\approx 4.76$) is weaker than formic acid ($\\approx 3.75$).",
    hi: {
      text: "$\\mathrm{HCOOH}$, $\\mathrm{CH_3COOH}$, $\\mathrm{ClCH_2COOH}$ और $\\mathrm{FCH_2COOH}$ की अम्ल प्रबलता का सही घटता क्रम क्या है?",
      options: [
        "$\\mathrm{FCH_2COOH} > \\mathrm{ClCH_2COOH} > \\mathrm{CH_3COOH} > \\mathrm{HCOOH}$",
        "$\\mathrm{ClCH_2COOH} > \\mathrm{FCH_2COOH} > \\mathrm{HCOOH} > \\mathrm{CH_3COOH}$",
        "$\\mathrm{FCH_2COOH} > \\mathrm{ClCH_2COOH} > \\mathrm{HCOOH} > \\mathrm{CH_3COOH}$",
        "$\\mathrm{HCOOH} > \\mathrm{FCH_2COOH} > \\mathrm{ClCH_2COOH} > \\mathrm{CH_3COOH}$",
      ],
      explanation:
        "इलेक्ट्रॉन-अपनयक समूह $-I$ प्रभाव से कार्बॉक्सिलेट आयन को स्थायी करते हैं; F, Cl से अधिक विद्युतऋणात्मक है, अतः फ्लुओरोऐसीटिक अम्ल सबसे प्रबल ($\\mathrm{p}K_a \\approx 2.6$), फिर क्लोरोऐसीटिक ($\\approx 2.9$)। मेथिल समूह इलेक्ट्रॉन देता है (+I) और ऋणायन को अस्थायी करता है, अतः ऐसीटिक अम्ल ($\\approx 4.76$) फ़ॉर्मिक अम्ल ($\\approx 3.75$) से दुर्बल है।",
    },
  },
  {
    key: "jee-m2-che-007",
    subject: "Chemistry",
    topic: "Atomic Structure",
    difficulty: "medium",
    text: "How many orbitals in an atom have $n + l = 5$?",
    options: ["18", "5", "3", "9"],
    correct: 3,
    explanation:
      "The subshells with $n + l = 5$ are 5s ($l = 0$), 4p ($l = 1$) and 3d ($l = 2$); 2f is impossible since $l < n$. Their orbitals number $1 + 3 + 5 = 9$. 3 counts subshells and 18 counts electrons.",
    hi: {
      text: "किसी परमाणु में $n + l = 5$ वाले कितने कक्षक होते हैं?",
      options: ["18", "5", "3", "9"],
      explanation:
        "$n + l = 5$ वाले उपकोश 5s ($l = 0$), 4p ($l = 1$) और 3d ($l = 2$) हैं; 2f संभव नहीं क्योंकि $l < n$। इनके कक्षक $1 + 3 + 5 = 9$ हैं। 3 उपकोशों की और 18 इलेक्ट्रॉनों की संख्या है।",
    },
  },
  {
    key: "jee-m2-che-008",
    subject: "Chemistry",
    topic: "Chemical Thermodynamics",
    difficulty: "medium",
    text: "Using the bond enthalpies (in $\\mathrm{kJ\\,mol^{-1}}$) C-H 414, Cl-Cl 243, C-Cl 330 and H-Cl 431, what is $\\Delta_r H$ for $\\mathrm{CH_4(g)} + \\mathrm{Cl_2(g)} \\rightarrow \\mathrm{CH_3Cl(g)} + \\mathrm{HCl(g)}$?",
    options: [
      "$-1418\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$+104\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$-104\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$-31\\ \\mathrm{kJ\\,mol^{-1}}$",
    ],
    correct: 2,
    explanation:
      "Only one C-H and the Cl-Cl bond break, and one C-Cl and one H-Cl form (the other three C-H bonds are unchanged): $\\Delta_r H = \\sum(\\text{broken}) - \\sum(\\text{formed}) = (414 + 243) - (330 + 431) = -104\\ \\mathrm{kJ\\,mol^{-1}}$. Reversing the subtraction gives $+104$.",
    hi: {
      text: "आबंध एन्थैल्पी (kJ/mol में) C-H 414, Cl-Cl 243, C-Cl 330 और H-Cl 431 का उपयोग करके $\\mathrm{CH_4(g)} + \\mathrm{Cl_2(g)} \\rightarrow \\mathrm{CH_3Cl(g)} + \\mathrm{HCl(g)}$ के लिए $\\Delta_r H$ क्या है?",
      options: [
        "$-1418\\ \\mathrm{kJ\\,mol^{-1}}$",
        "$+104\\ \\mathrm{kJ\\,mol^{-1}}$",
        "$-104\\ \\mathrm{kJ\\,mol^{-1}}$",
        "$-31\\ \\mathrm{kJ\\,mol^{-1}}$",
      ],
      explanation:
        "केवल एक C-H और Cl-Cl आबंध टूटते हैं तथा एक C-Cl और एक H-Cl बनते हैं (शेष तीन C-H अपरिवर्तित): $\\Delta_r H = (414 + 243) - (330 + 431) = -104\\ \\mathrm{kJ\\,mol^{-1}}$। घटाने का क्रम उलटने पर $+104$ आता है।",
    },
  },
  {
    key: "jee-m2-che-009",
    subject: "Chemistry",
    topic: "Solutions",
    difficulty: "medium",
    text: "Liquids A and B form an ideal solution. At a certain temperature the vapour pressures of pure A and pure B are 450 mm Hg and 700 mm Hg, and the solution has a total vapour pressure of 600 mm Hg. What is the mole fraction of A in the vapour?",
    options: ["0.30", "0.40", "0.60", "0.75"],
    correct: 0,
    explanation:
      "Raoult's law: $600 = 450x_A + 700(1 - x_A)$, so $250x_A = 100$ and $x_A = 0.40$ in the liquid. In the vapour, $y_A = \\frac{p_A}{p} = \\frac{0.40 \\times 450}{600} = 0.30$. The vapour is richer in the more volatile B; 0.40 is the liquid-phase value.",
    hi: {
      text: "द्रव A और B एक आदर्श विलयन बनाते हैं। किसी ताप पर शुद्ध A और शुद्ध B के वाष्प दाब 450 mm Hg और 700 mm Hg हैं, तथा विलयन का कुल वाष्प दाब 600 mm Hg है। वाष्प में A का मोल अंश क्या है?",
      options: ["0.30", "0.40", "0.60", "0.75"],
      explanation:
        "राउल्ट नियम: $600 = 450x_A + 700(1 - x_A)$, अतः द्रव में $x_A = 0.40$। वाष्प में $y_A = \\frac{p_A}{p} = \\frac{0.40 \\times 450}{600} = 0.30$। वाष्प अधिक वाष्पशील B से समृद्ध होती है; 0.40 द्रव प्रावस्था का मान है।",
    },
  },
  {
    key: "jee-m2-che-010",
    subject: "Chemistry",
    topic: "Redox Reactions",
    source: "NCERT Chemistry Class 11, Ch. 7 Redox Reactions (oxidation number)",
    difficulty: "medium",
    text: "What is the oxidation number of sulphur in peroxodisulphuric acid, $\\mathrm{H_2S_2O_8}$?",
    options: ["+7", "+6", "+8", "+5"],
    correct: 1,
    explanation:
      "The structure $\\mathrm{HO_3S{-}O{-}O{-}SO_3H}$ has one peroxide link: two O atoms at $-1$ and six at $-2$. So $2(+1) + 2x + 2(-1) + 6(-2) = 0$ gives $x = +6$. Treating all eight O atoms as $-2$ gives the impossible +7 (sulphur's maximum is +6).",
    hi: {
      text: "परॉक्सोडाइसल्फ़्यूरिक अम्ल $\\mathrm{H_2S_2O_8}$ में सल्फ़र की ऑक्सीकरण संख्या क्या है?",
      options: ["+7", "+6", "+8", "+5"],
      explanation:
        "संरचना $\\mathrm{HO_3S{-}O{-}O{-}SO_3H}$ में एक परॉक्साइड बंध है: दो O परमाणु $-1$ पर और छह $-2$ पर। अतः $2(+1) + 2x + 2(-1) + 6(-2) = 0$ से $x = +6$। सभी आठ O को $-2$ मानने पर असंभव +7 आता है (सल्फ़र का अधिकतम +6 है)।",
    },
  },
  {
    key: "jee-m2-che-011",
    format: "match-list",
    subject: "Chemistry",
    topic: "d- and f-Block Elements",
    source: "NCERT Chemistry Class 12, Ch. 4 The d- and f-Block Elements",
    difficulty: "medium",
    text: "Match each ion in List-I with its number of unpaired electrons in List-II. List-I: (A) $\\mathrm{Sc^{3+}}$; (B) $\\mathrm{Ti^{3+}}$; (C) $\\mathrm{Fe^{3+}}$; (D) $\\mathrm{Ni^{2+}}$. List-II: (I) 5; (II) 2; (III) 0; (IV) 1. Choose the correct answer.",
    options: [
      "A-III, B-IV, C-I, D-II",
      "A-IV, B-III, C-I, D-II",
      "A-III, B-IV, C-II, D-I",
      "A-III, B-II, C-I, D-IV",
    ],
    correct: 0,
    explanation:
      "Remove the 4s electrons first. $\\mathrm{Sc^{3+}}$ is $3d^0$: 0 (III). $\\mathrm{Ti^{3+}}$ is $3d^1$: 1 (IV). $\\mathrm{Fe^{3+}}$ is $3d^5$: 5 (I). $\\mathrm{Ni^{2+}}$ is $3d^8$: 2 (II). This is also why $\\mathrm{Sc^{3+}}$ compounds are colourless.",
    hi: {
      text: "सूची-I के प्रत्येक आयन का सूची-II में उसके अयुग्मित इलेक्ट्रॉनों की संख्या से मिलान कीजिए। सूची-I: (A) $\\mathrm{Sc^{3+}}$; (B) $\\mathrm{Ti^{3+}}$; (C) $\\mathrm{Fe^{3+}}$; (D) $\\mathrm{Ni^{2+}}$। सूची-II: (I) 5; (II) 2; (III) 0; (IV) 1। सही उत्तर चुनिए।",
      options: [
        "A-III, B-IV, C-I, D-II",
        "A-IV, B-III, C-I, D-II",
        "A-III, B-IV, C-II, D-I",
        "A-III, B-II, C-I, D-IV",
      ],
      explanation:
        "पहले 4s इलेक्ट्रॉन हटाइए। $\\mathrm{Sc^{3+}}$: $3d^0$, 0 (III)। $\\mathrm{Ti^{3+}}$: $3d^1$, 1 (IV)। $\\mathrm{Fe^{3+}}$: $3d^5$, 5 (I)। $\\mathrm{Ni^{2+}}$: $3d^8$, 2 (II)। इसी कारण $\\mathrm{Sc^{3+}}$ के यौगिक रंगहीन होते हैं।",
    },
  },
  {
    key: "jee-m2-che-012",
    format: "assertion-reason",
    subject: "Chemistry",
    topic: "p-Block Elements",
    difficulty: "easy",
    source: "NCERT Chemistry Class 11 Part II (2022 edition), Ch. 11 The p-Block Elements (orthoboric acid)",
    text: "Assertion (A): Boric acid, $\\mathrm{B(OH)_3}$, is a weak monobasic acid. Reason (R): Boric acid does not release a proton of its own; it accepts a hydroxide ion from water, acting as a Lewis acid. Choose the correct answer.",
    options: AR_OPTIONS,
    correct: 0,
    explanation:
      "$\\mathrm{B(OH)_3} + \\mathrm{2H_2O} \\rightarrow \\mathrm{[B(OH)_4]^-} + \\mathrm{H_3O^+}$: the electron-deficient boron takes one $\\mathrm{OH^-}$ from water, which sets free one $\\mathrm{H^+}$. Only one proton per molecule results, so the acid is monobasic even though it has three OH groups. R is the reason for A.",
    hi: {
      text: "अभिकथन (A): बोरिक अम्ल $\\mathrm{B(OH)_3}$ एक दुर्बल एकक्षारकी अम्ल है। कारण (R): बोरिक अम्ल अपना प्रोटॉन नहीं छोड़ता; वह जल से हाइड्रॉक्साइड आयन ग्रहण करके लूइस अम्ल की तरह व्यवहार करता है। सही उत्तर चुनिए।",
      options: AR_OPTIONS_HI,
      explanation:
        "$\\mathrm{B(OH)_3} + \\mathrm{2H_2O} \\rightarrow \\mathrm{[B(OH)_4]^-} + \\mathrm{H_3O^+}$: इलेक्ट्रॉन-न्यून बोरॉन जल से एक $\\mathrm{OH^-}$ लेता है, जिससे एक $\\mathrm{H^+}$ मुक्त होता है। प्रति अणु केवल एक प्रोटॉन बनता है, अतः तीन OH समूह होते हुए भी अम्ल एकक्षारकी है। R ही A का कारण है।",
    },
  },
  {
    key: "jee-m2-che-013",
    subject: "Chemistry",
    topic: "Coordination Compounds",
    source: "NCERT Chemistry Class 12, Ch. 5 Coordination Compounds (isomerism)",
    difficulty: "medium",
    text: "Which of the following complex ions is optically active? (en = ethane-1,2-diamine)",
    options: [
      "$\\mathrm{[Co(NH_3)_6]^{3+}}$",
      "trans-$\\mathrm{[Co(en)_2Cl_2]^+}$",
      "cis-$\\mathrm{[Co(NH_3)_4Cl_2]^+}$",
      "cis-$\\mathrm{[Co(en)_2Cl_2]^+}$",
    ],
    correct: 3,
    explanation:
      "In the cis isomer the two chelate rings and the two Cl atoms are arranged so that the ion has no mirror plane: it exists as a pair of non-superimposable mirror images. The trans isomer has a mirror plane through Co and the en rings. cis-$\\mathrm{[Co(NH_3)_4Cl_2]^+}$ has mirror planes because its monodentate ligands give no chirality, and the hexaammine ion is highly symmetric.",
    hi: {
      text: "निम्नलिखित में से कौन-सा संकुल आयन ध्रुवण घूर्णक (प्रकाशिक सक्रिय) है? (en = एथेन-1,2-डाइऐमीन)",
      options: [
        "$\\mathrm{[Co(NH_3)_6]^{3+}}$",
        "trans-$\\mathrm{[Co(en)_2Cl_2]^+}$",
        "cis-$\\mathrm{[Co(NH_3)_4Cl_2]^+}$",
        "cis-$\\mathrm{[Co(en)_2Cl_2]^+}$",
      ],
      explanation:
        "सिस समावयवी में दोनों कीलेट वलय और दोनों Cl परमाणु ऐसे व्यवस्थित हैं कि आयन में कोई दर्पण तल नहीं: यह अध्यारोपित न होने वाले दर्पण प्रतिबिंबों के युग्म के रूप में रहता है। ट्रांस समावयवी में दर्पण तल है। cis-$\\mathrm{[Co(NH_3)_4Cl_2]^+}$ में एकदंतुर लिगंडों के कारण दर्पण तल हैं और हेक्साऐम्मीन आयन अत्यधिक सममित है।",
    },
  },
  {
    key: "jee-m2-che-014",
    subject: "Chemistry",
    topic: "Hydrocarbons",
    difficulty: "medium",
    source: "NCERT Chemistry Class 11, Ch. 9 Hydrocarbons (aromaticity, Hückel rule)",
    text: "Which of the following species is aromatic?",
    options: [
      "Cycloocta-1,3,5,7-tetraene",
      "Cyclopentadienyl cation",
      "Cyclopentadienyl anion",
      "Cyclohepta-1,3,5-triene",
    ],
    correct: 2,
    explanation:
      "Aromaticity needs a planar, fully conjugated ring with $(4n + 2)$ $\\pi$ electrons. The cyclopentadienyl anion has a lone pair in a p orbital on the $\\mathrm{sp^2}$ carbon, giving 6 $\\pi$ electrons ($n = 1$). The cation has 4 $\\pi$ electrons (antiaromatic), cyclooctatetraene (8) is tub-shaped and non-aromatic, and cycloheptatriene has an $\\mathrm{sp^3}$ $\\mathrm{CH_2}$ that breaks the conjugation.",
    hi: {
      text: "निम्नलिखित में से कौन-सी स्पीशीज़ ऐरोमैटिक है?",
      options: [
        "साइक्लोऑक्टा-1,3,5,7-टेट्राईन",
        "साइक्लोपेन्टाडाइनिल धनायन",
        "साइक्लोपेन्टाडाइनिल ऋणायन",
        "साइक्लोहेप्टा-1,3,5-ट्राईन",
      ],
      explanation:
        "ऐरोमैटिकता के लिए समतलीय, पूर्णतः संयुग्मित वलय में $(4n + 2)$ $\\pi$ इलेक्ट्रॉन चाहिए। साइक्लोपेन्टाडाइनिल ऋणायन में $\\mathrm{sp^2}$ कार्बन के p कक्षक में एकाकी युग्म से 6 $\\pi$ इलेक्ट्रॉन ($n = 1$) होते हैं। धनायन में 4 $\\pi$ इलेक्ट्रॉन (प्रतिऐरोमैटिक), साइक्लोऑक्टाटेट्राईन (8) टब-आकृति का अनैरोमैटिक है और साइक्लोहेप्टाट्राईन का $\\mathrm{sp^3}$ $\\mathrm{CH_2}$ संयुग्मन तोड़ता है।",
    },
  },
  {
    key: "jee-m2-che-015",
    subject: "Chemistry",
    topic: "Organic Compounds Containing Halogens",
    source: "NCERT Chemistry Class 12, Ch. 6 Haloalkanes and Haloarenes (SN2 mechanism)",
    difficulty: "easy",
    text: "Which of the following reacts fastest with sodium iodide in dry acetone (an $\\mathrm{S_N2}$ reaction)?",
    options: [
      "$\\mathrm{(CH_3)_2CHBr}$",
      "$\\mathrm{CH_3CH_2Br}$",
      "$\\mathrm{(CH_3)_3CBr}$",
      "$\\mathrm{CH_3CH_2Cl}$",
    ],
    correct: 1,
    explanation:
      "$\\mathrm{S_N2}$ needs back-side attack, so it is fastest at the least hindered carbon: primary $>$ secondary $\\gg$ tertiary. Between the two primary halides, bromide is the better leaving group (weaker C-Br bond), so bromoethane beats chloroethane.",
    hi: {
      text: "शुष्क ऐसीटोन में सोडियम आयोडाइड के साथ ($\\mathrm{S_N2}$ अभिक्रिया) निम्नलिखित में से कौन सबसे तीव्रता से अभिक्रिया करता है?",
      options: [
        "$\\mathrm{(CH_3)_2CHBr}$",
        "$\\mathrm{CH_3CH_2Br}$",
        "$\\mathrm{(CH_3)_3CBr}$",
        "$\\mathrm{CH_3CH_2Cl}$",
      ],
      explanation:
        "$\\mathrm{S_N2}$ में पीछे से आक्रमण होता है, अतः सबसे कम बाधित कार्बन पर यह सबसे तीव्र है: प्राथमिक $>$ द्वितीयक $\\gg$ तृतीयक। दोनों प्राथमिक हैलाइडों में ब्रोमाइड बेहतर अवशिष्ट समूह है (C-Br आबंध दुर्बल), अतः ब्रोमोएथेन, क्लोरोएथेन से आगे है।",
    },
  },
  {
    key: "jee-m2-che-016",
    format: "statements",
    subject: "Chemistry",
    topic: "Organic Compounds Containing Oxygen",
    difficulty: "easy",
    source: "NCERT Chemistry Class 12, Ch. 8 Aldehydes, Ketones and Carboxylic Acids",
    text: "Statement I: Benzaldehyde undergoes the Cannizzaro reaction with concentrated NaOH. Statement II: Ethanal undergoes aldol condensation with dilute NaOH because it has $\\alpha$-hydrogen atoms. In the light of these statements, choose the correct answer.",
    options: STATEMENTS_OPTIONS,
    correct: 0,
    explanation:
      "Benzaldehyde has no $\\alpha$-hydrogen, so with concentrated alkali it disproportionates into benzyl alcohol and sodium benzoate (Cannizzaro): Statement I is true. Ethanal's $\\alpha$-hydrogens are acidic; dilute base forms an enolate that adds to another ethanal molecule (aldol, 3-hydroxybutanal): Statement II is true.",
    hi: {
      text: "कथन I: बेन्ज़ैल्डिहाइड सांद्र NaOH के साथ कैनिज़ारो अभिक्रिया देता है। कथन II: एथेनैल में $\\alpha$-हाइड्रोजन परमाणु होने के कारण वह तनु NaOH के साथ ऐल्डोल संघनन देता है। इन कथनों के आलोक में सही उत्तर चुनिए।",
      options: STATEMENTS_OPTIONS_HI,
      explanation:
        "बेन्ज़ैल्डिहाइड में $\\alpha$-हाइड्रोजन नहीं है, अतः सांद्र क्षार के साथ यह बेन्ज़िल ऐल्कोहॉल और सोडियम बेन्ज़ोएट में असमानुपातित होता है (कैनिज़ारो): कथन I सत्य है। एथेनैल के $\\alpha$-हाइड्रोजन अम्लीय हैं; तनु क्षारक एनोलेट बनाता है जो दूसरे एथेनैल अणु से जुड़ता है (ऐल्डोल): कथन II सत्य है।",
    },
  },
  {
    key: "jee-m2-che-017",
    subject: "Chemistry",
    topic: "Organic Compounds Containing Nitrogen",
    source: "NCERT Chemistry Class 12, Ch. 9 Amines (Hofmann bromamide degradation)",
    difficulty: "easy",
    text: "Propanamide, $\\mathrm{CH_3CH_2CONH_2}$, is warmed with bromine and aqueous sodium hydroxide. What is the organic product?",
    options: ["Propanoic acid", "Propanamine", "Propanenitrile", "Ethanamine"],
    correct: 3,
    explanation:
      "This is the Hofmann bromamide degradation: the amide loses its carbonyl carbon as carbonate and gives a primary amine with one carbon fewer. $\\mathrm{CH_3CH_2CONH_2} \\rightarrow \\mathrm{CH_3CH_2NH_2}$, ethanamine. Propanamine would need the carbon count kept (reduction with $\\mathrm{LiAlH_4}$).",
    hi: {
      text: "प्रोपेनैमाइड $\\mathrm{CH_3CH_2CONH_2}$ को ब्रोमीन और जलीय सोडियम हाइड्रॉक्साइड के साथ गर्म किया जाता है। कार्बनिक उत्पाद क्या है?",
      options: ["प्रोपेनोइक अम्ल", "प्रोपेनेमीन", "प्रोपेननाइट्राइल", "एथेनेमीन"],
      explanation:
        "यह हॉफ़मान ब्रोमेमाइड निम्नीकरण है: ऐमाइड अपना कार्बोनिल कार्बन कार्बोनेट के रूप में खोकर एक कार्बन कम वाली प्राथमिक ऐमीन देता है। $\\mathrm{CH_3CH_2CONH_2} \\rightarrow \\mathrm{CH_3CH_2NH_2}$, एथेनेमीन। प्रोपेनेमीन के लिए कार्बन संख्या बनी रहनी चाहिए ($\\mathrm{LiAlH_4}$ से अपचयन)।",
    },
  },
  {
    key: "jee-m2-che-018",
    subject: "Chemistry",
    topic: "Biomolecules",
    difficulty: "easy",
    source: "NCERT Chemistry Class 12, Ch. 10 Biomolecules (structure of glucose)",
    text: "Which observation shows that the six carbon atoms of glucose are joined in a straight chain?",
    options: [
      "It reduces Tollens' reagent",
      "It forms an oxime with hydroxylamine",
      "Prolonged heating with HI gives n-hexane",
      "It forms a pentaacetate with acetic anhydride",
    ],
    correct: 2,
    explanation:
      "HI reduces all the oxygen functions and leaves the bare carbon skeleton; obtaining n-hexane (not a branched hexane) shows the chain is unbranched. The oxime shows a carbonyl group, Tollens' reagent shows an aldehyde, and the pentaacetate shows five OH groups.",
    hi: {
      text: "कौन-सा प्रेक्षण दर्शाता है कि ग्लूकोस के छह कार्बन परमाणु सीधी श्रृंखला में जुड़े हैं?",
      options: [
        "यह टॉलेन अभिकर्मक को अपचयित करता है",
        "हाइड्रॉक्सिलऐमीन के साथ ऑक्सिम बनता है",
        "HI के साथ देर तक गर्म करने पर n-हेक्सेन बनता है",
        "ऐसीटिक ऐनहाइड्राइड के साथ पेन्टाऐसीटेट बनता है",
      ],
      explanation:
        "HI सभी ऑक्सीजन प्रकार्यों का अपचयन करके केवल कार्बन ढाँचा छोड़ता है; n-हेक्सेन (शाखित हेक्सेन नहीं) बनना दर्शाता है कि श्रृंखला अशाखित है। ऑक्सिम कार्बोनिल समूह, टॉलेन अभिकर्मक ऐल्डिहाइड और पेन्टाऐसीटेट पाँच OH समूह दर्शाते हैं।",
    },
  },
  {
    key: "jee-m2-che-019",
    subject: "Chemistry",
    topic: "Hydrocarbons",
    source: "NCERT Chemistry Class 11, Ch. 9 Hydrocarbons (addition of hydrogen halides to alkynes)",
    difficulty: "medium",
    text: "What is the main product when propyne reacts with an excess of hydrogen bromide (no peroxide)?",
    options: ["1,2-Dibromopropane", "2,2-Dibromopropane", "1,1-Dibromopropane", "1,3-Dibromopropane"],
    correct: 1,
    explanation:
      "The first HBr adds by Markovnikov's rule to give 2-bromopropene, $\\mathrm{CH_3CBr{=}CH_2}$. In the second addition the carbocation forms on C-2, where the bromine's lone pair stabilises it by resonance, so the second Br also goes to C-2: $\\mathrm{CH_3CBr_2CH_3}$ (a geminal dibromide). Vicinal 1,2-dibromopropane comes from propene and $\\mathrm{Br_2}$, not from HBr.",
    hi: {
      text: "प्रोपाइन की हाइड्रोजन ब्रोमाइड की अधिकता के साथ (परॉक्साइड के बिना) अभिक्रिया से मुख्य उत्पाद क्या है?",
      options: ["1,2-डाइब्रोमोप्रोपेन", "2,2-डाइब्रोमोप्रोपेन", "1,1-डाइब्रोमोप्रोपेन", "1,3-डाइब्रोमोप्रोपेन"],
      explanation:
        "पहला HBr मार्कोनिकॉफ़ नियम से जुड़कर 2-ब्रोमोप्रोपीन $\\mathrm{CH_3CBr{=}CH_2}$ देता है। दूसरे योग में कार्बधनायन C-2 पर बनता है, जहाँ ब्रोमीन का एकाकी युग्म उसे अनुनाद से स्थायी करता है, अतः दूसरा Br भी C-2 पर जाता है: $\\mathrm{CH_3CBr_2CH_3}$। 1,2-डाइब्रोमोप्रोपेन प्रोपीन और $\\mathrm{Br_2}$ से बनता है, HBr से नहीं।",
    },
  },
  {
    key: "jee-m2-che-020",
    subject: "Chemistry",
    topic: "Coordination Compounds",
    source: "NCERT Chemistry Class 12, Ch. 5 Coordination Compounds (crystal field theory)",
    difficulty: "hard",
    text: "Which of the following complex ions has the largest number of unpaired electrons?",
    options: [
      "$\\mathrm{[Ni(CO)_4]}$",
      "$\\mathrm{[Fe(CN)_6]^{3-}}$",
      "$\\mathrm{[Co(NH_3)_6]^{3+}}$",
      "$\\mathrm{[Fe(H_2O)_6]^{2+}}$",
    ],
    correct: 3,
    explanation:
      "$\\mathrm{[Fe(H_2O)_6]^{2+}}$: $\\mathrm{Fe^{2+}}$ $3d^6$ with weak-field water, high spin $t_{2g}^4e_g^2$, 4 unpaired. $\\mathrm{[Fe(CN)_6]^{3-}}$: $\\mathrm{Fe^{3+}}$ $3d^5$ with strong-field cyanide, low spin $t_{2g}^5$, 1 unpaired. $\\mathrm{[Co(NH_3)_6]^{3+}}$: $\\mathrm{Co^{3+}}$ $3d^6$, ammonia pairs it up, $t_{2g}^6$, 0. $\\mathrm{[Ni(CO)_4]}$: Ni(0), $3d^{10}$ after CO pairs the 4s electrons, 0.",
    hi: {
      text: "निम्नलिखित में से किस संकुल आयन में अयुग्मित इलेक्ट्रॉनों की संख्या सबसे अधिक है?",
      options: [
        "$\\mathrm{[Ni(CO)_4]}$",
        "$\\mathrm{[Fe(CN)_6]^{3-}}$",
        "$\\mathrm{[Co(NH_3)_6]^{3+}}$",
        "$\\mathrm{[Fe(H_2O)_6]^{2+}}$",
      ],
      explanation:
        "$\\mathrm{[Fe(H_2O)_6]^{2+}}$: $\\mathrm{Fe^{2+}}$ $3d^6$, दुर्बल क्षेत्र जल, उच्च प्रचक्रण $t_{2g}^4e_g^2$, 4 अयुग्मित। $\\mathrm{[Fe(CN)_6]^{3-}}$: $\\mathrm{Fe^{3+}}$ $3d^5$, प्रबल क्षेत्र सायनाइड, निम्न प्रचक्रण $t_{2g}^5$, 1 अयुग्मित। $\\mathrm{[Co(NH_3)_6]^{3+}}$: $\\mathrm{Co^{3+}}$ $3d^6$, अमोनिया इलेक्ट्रॉन युग्मित करती है, $t_{2g}^6$, 0। $\\mathrm{[Ni(CO)_4]}$: Ni(0), CO द्वारा 4s इलेक्ट्रॉन युग्मित होने के बाद $3d^{10}$, 0।",
    },
  },
  {
    key: "jee-m2-che-num-01",
    type: "numerical",
    subject: "Chemistry",
    topic: "Some Basic Concepts in Chemistry",
    difficulty: "medium",
    text: "3 g of hydrogen gas and 32 g of oxygen gas are made to react completely to form water. What mass of water, in grams, is formed? (H = 1, O = 16)",
    numericAnswer: { min: 27, max: 27 },
    explanation:
      "$\\mathrm{2H_2} + \\mathrm{O_2} \\rightarrow \\mathrm{2H_2O}$. There are $3/2 = 1.5$ mol of $\\mathrm{H_2}$ and $32/32 = 1$ mol of $\\mathrm{O_2}$. 1.5 mol $\\mathrm{H_2}$ needs only 0.75 mol $\\mathrm{O_2}$, so hydrogen is the limiting reagent and gives 1.5 mol of water $= 1.5 \\times 18 = 27$ g (0.25 mol $\\mathrm{O_2}$ is left). Adding the masses (35 g) ignores the leftover oxygen.",
    hi: {
      text: "3 g हाइड्रोजन गैस और 32 g ऑक्सीजन गैस से अभिक्रिया पूर्ण करके जल बनाया जाता है। कितने ग्राम जल बनता है? (H = 1, O = 16)",
      explanation:
        "$\\mathrm{2H_2} + \\mathrm{O_2} \\rightarrow \\mathrm{2H_2O}$। $\\mathrm{H_2}$ के $1.5$ mol और $\\mathrm{O_2}$ का $1$ mol है। 1.5 mol $\\mathrm{H_2}$ को केवल 0.75 mol $\\mathrm{O_2}$ चाहिए, अतः हाइड्रोजन सीमांत अभिकर्मक है और 1.5 mol जल $= 1.5 \\times 18 = 27$ g बनता है (0.25 mol $\\mathrm{O_2}$ बचती है)। द्रव्यमान जोड़ना (35 g) बची ऑक्सीजन की उपेक्षा है।",
    },
  },
  {
    key: "jee-m2-che-num-02",
    type: "numerical",
    subject: "Chemistry",
    topic: "Equilibrium",
    difficulty: "medium",
    text: "A buffer is $0.2\\ \\mathrm{M}$ in acetic acid and $0.1\\ \\mathrm{M}$ in sodium acetate. What is its pH? ($\\mathrm{p}K_a$ of acetic acid $= 4.74$, $\\log 2 = 0.301$; give the answer correct to two decimal places.)",
    numericAnswer: { min: 4.43, max: 4.45 },
    explanation:
      "Henderson-Hasselbalch: $\\mathrm{pH} = \\mathrm{p}K_a + \\log\\frac{[\\text{salt}]}{[\\text{acid}]} = 4.74 + \\log\\frac{0.1}{0.2} = 4.74 - 0.301 = 4.44$. With more acid than salt the pH lies below the $\\mathrm{p}K_a$.",
    hi: {
      text: "एक बफ़र में ऐसीटिक अम्ल $0.2\\ \\mathrm{M}$ और सोडियम ऐसीटेट $0.1\\ \\mathrm{M}$ है। इसका pH क्या है? (ऐसीटिक अम्ल का $\\mathrm{p}K_a = 4.74$, $\\log 2 = 0.301$; उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "हेन्डरसन-हैसलबाख समीकरण: $\\mathrm{pH} = \\mathrm{p}K_a + \\log\\frac{[\\text{लवण}]}{[\\text{अम्ल}]} = 4.74 + \\log\\frac{0.1}{0.2} = 4.74 - 0.301 = 4.44$। लवण से अधिक अम्ल होने पर pH, $\\mathrm{p}K_a$ से कम होता है।",
    },
  },
  {
    key: "jee-m2-che-num-03",
    type: "numerical",
    subject: "Chemistry",
    topic: "Basic Principles of Organic Chemistry",
    difficulty: "medium",
    text: "How many structural isomers (alcohols and ethers together) have the molecular formula $\\mathrm{C_4H_{10}O}$?",
    numericAnswer: { min: 7, max: 7 },
    explanation:
      "Alcohols: butan-1-ol, butan-2-ol, 2-methylpropan-1-ol and 2-methylpropan-2-ol (4). Ethers: methoxypropane, 2-methoxypropane and ethoxyethane (3). Total 7 structural isomers (butan-2-ol's two enantiomers are stereoisomers and are not counted).",
    hi: {
      text: "आण्विक सूत्र $\\mathrm{C_4H_{10}O}$ वाले कितने संरचनात्मक समावयवी (ऐल्कोहॉल और ईथर मिलाकर) हैं?",
      explanation:
        "ऐल्कोहॉल: ब्यूटेन-1-ऑल, ब्यूटेन-2-ऑल, 2-मेथिलप्रोपेन-1-ऑल और 2-मेथिलप्रोपेन-2-ऑल (4)। ईथर: मेथॉक्सीप्रोपेन, 2-मेथॉक्सीप्रोपेन और एथॉक्सीएथेन (3)। कुल 7 संरचनात्मक समावयवी (ब्यूटेन-2-ऑल के दो प्रतिबिंबरूप त्रिविम समावयवी हैं, गिने नहीं जाते)।",
    },
  },
  {
    key: "jee-m2-che-num-04",
    type: "numerical",
    subject: "Chemistry",
    topic: "Solutions",
    difficulty: "hard",
    text: "A 0.1 molal aqueous solution of a weak monobasic acid HA freezes at $-0.2046^\\circ\\mathrm{C}$. What is the percentage dissociation of the acid? ($K_f$ of water $= 1.86\\ \\mathrm{K\\,kg\\,mol^{-1}}$)",
    numericAnswer: { min: 10, max: 10 },
    explanation:
      "Without dissociation the depression would be $K_f m = 1.86 \\times 0.1 = 0.186$ K. The observed 0.2046 K gives $i = \\frac{0.2046}{0.186} = 1.1$. For $\\mathrm{HA} \\rightleftharpoons \\mathrm{H^+} + \\mathrm{A^-}$, $i = 1 + \\alpha$, so $\\alpha = 0.1$: 10% dissociated.",
    hi: {
      text: "एक दुर्बल एकक्षारकी अम्ल HA का 0.1 मोलल जलीय विलयन $-0.2046^\\circ\\mathrm{C}$ पर जमता है। अम्ल का प्रतिशत वियोजन कितना है? (जल का $K_f = 1.86\\ \\mathrm{K\\,kg\\,mol^{-1}}$)",
      explanation:
        "वियोजन न होने पर अवनमन $K_f m = 0.186$ K होता। प्रेक्षित 0.2046 K से $i = \\frac{0.2046}{0.186} = 1.1$। $\\mathrm{HA} \\rightleftharpoons \\mathrm{H^+} + \\mathrm{A^-}$ के लिए $i = 1 + \\alpha$, अतः $\\alpha = 0.1$: 10% वियोजित।",
    },
  },
  {
    key: "jee-m2-che-num-05",
    type: "numerical",
    subject: "Chemistry",
    topic: "Electrochemistry",
    difficulty: "medium",
    text: "The concentration cell $\\mathrm{Ag \\mid Ag^+(c_1) \\parallel Ag^+(0.1\\ M) \\mid Ag}$ has an emf of 0.118 V at 298 K. What is $c_1$, in millimoles per litre? (Take $\\frac{2.303RT}{F} = 0.059$ V.)",
    numericAnswer: { min: 1, max: 1 },
    explanation:
      "For a concentration cell $E^\\circ = 0$ and $E = 0.059\\log\\frac{0.1}{c_1}$ (one electron). $0.118 = 0.059\\log\\frac{0.1}{c_1}$ gives $\\frac{0.1}{c_1} = 10^2$, so $c_1 = 0.001$ M $= 1$ mmol/L. The dilute side is the anode, where silver dissolves.",
    hi: {
      text: "सांद्रता सेल $\\mathrm{Ag \\mid Ag^+(c_1) \\parallel Ag^+(0.1\\ M) \\mid Ag}$ का 298 K पर विद्युत वाहक बल 0.118 V है। $c_1$ मिलीमोल प्रति लीटर में कितना है? ($\\frac{2.303RT}{F} = 0.059$ V लें।)",
      explanation:
        "सांद्रता सेल के लिए $E^\\circ = 0$ और $E = 0.059\\log\\frac{0.1}{c_1}$ (एक इलेक्ट्रॉन)। $0.118 = 0.059\\log\\frac{0.1}{c_1}$ से $\\frac{0.1}{c_1} = 10^2$, अतः $c_1 = 0.001$ M $= 1$ mmol/L। तनु पक्ष ऐनोड है, जहाँ सिल्वर घुलता है।",
    },
  },
];
