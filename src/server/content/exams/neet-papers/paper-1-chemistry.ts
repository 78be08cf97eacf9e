import type { SingleQuestion } from "~/server/content/types";
import { assertionReason, make, matchList, twoStatements } from "./paper-1-make";

/** Chemistry of NEET (UG) paper 1: original questions over the NCERT Class 11 and 12 syllabus. */

const C = "Chemistry";
const C11 = "NCERT Chemistry Class 11";
const C12 = "NCERT Chemistry Class 12";

export const paper1Chemistry: SingleQuestion[] = [
  make(C, {
    key: "neet-p1-chem-01",
    topic: "Some Basic Concepts of Chemistry",
    difficulty: "easy",
    text: "How many electrons are present in $1.6\\ \\mathrm{g}$ of methane, $\\mathrm{CH_4}$? ($N_A = 6.022 \\times 10^{23}\\ \\mathrm{mol^{-1}}$; C = 12, H = 1)",
    options: [
      "$6.022 \\times 10^{22}$",
      "$3.011 \\times 10^{23}$",
      "$9.635 \\times 10^{23}$",
      "$6.022 \\times 10^{23}$",
    ],
    correct: 3,
    explanation:
      "Molar mass of $\\mathrm{CH_4}$ $= 12 + 4 = 16\\ \\mathrm{g\\,mol^{-1}}$, so $1.6\\ \\mathrm{g}$ is $0.1\\ \\mathrm{mol}$. Each molecule has $6 + 4 \\times 1 = 10$ electrons, so the sample has $0.1 \\times 10 \\times 6.022 \\times 10^{23} = 6.022 \\times 10^{23}$ electrons. $6.022 \\times 10^{22}$ is the number of molecules.",
    hiText:
      "$1.6\\ \\mathrm{g}$ मेथेन, $\\mathrm{CH_4}$, में कितने इलेक्ट्रॉन उपस्थित हैं? ($N_A = 6.022 \\times 10^{23}\\ \\mathrm{mol^{-1}}$; C = 12, H = 1)",
    hiExplanation:
      "$\\mathrm{CH_4}$ का मोलर द्रव्यमान $= 12 + 4 = 16\\ \\mathrm{g\\,mol^{-1}}$, अतः $1.6\\ \\mathrm{g}$ का अर्थ $0.1\\ \\mathrm{mol}$ है। प्रत्येक अणु में $6 + 4 \\times 1 = 10$ इलेक्ट्रॉन हैं, अतः नमूने में $0.1 \\times 10 \\times 6.022 \\times 10^{23} = 6.022 \\times 10^{23}$ इलेक्ट्रॉन हैं। $6.022 \\times 10^{22}$ अणुओं की संख्या है।",
    source: `${C11}, Ch. 1 Some Basic Concepts of Chemistry`,
  }),
  make(C, {
    key: "neet-p1-chem-02",
    topic: "Some Basic Concepts of Chemistry",
    difficulty: "medium",
    text: "$4\\ \\mathrm{g}$ of hydrogen gas is made to react with $16\\ \\mathrm{g}$ of oxygen gas to form water ($2\\mathrm{H_2} + \\mathrm{O_2} \\rightarrow 2\\mathrm{H_2O}$). What mass of water is formed at most? (H = 1, O = 16)",
    options: ["$36\\ \\mathrm{g}$", "$20\\ \\mathrm{g}$", "$18\\ \\mathrm{g}$", "$9\\ \\mathrm{g}$"],
    correct: 2,
    explanation:
      "$\\mathrm{H_2}$: $4/2 = 2\\ \\mathrm{mol}$; $\\mathrm{O_2}$: $16/32 = 0.5\\ \\mathrm{mol}$. Two moles of $\\mathrm{H_2}$ need $1\\ \\mathrm{mol}$ of $\\mathrm{O_2}$, so oxygen is the limiting reagent. $0.5\\ \\mathrm{mol}$ $\\mathrm{O_2}$ gives $1\\ \\mathrm{mol}$ water $= 18\\ \\mathrm{g}$; $3\\ \\mathrm{g}$ of hydrogen is left over. $36\\ \\mathrm{g}$ assumes hydrogen limits, and $20\\ \\mathrm{g}$ simply adds the masses.",
    hiText:
      "$4\\ \\mathrm{g}$ हाइड्रोजन गैस की $16\\ \\mathrm{g}$ ऑक्सीजन गैस से अभिक्रिया कराकर जल बनाया जाता है ($2\\mathrm{H_2} + \\mathrm{O_2} \\rightarrow 2\\mathrm{H_2O}$)। अधिकतम कितने द्रव्यमान का जल बनेगा? (H = 1, O = 16)",
    hiExplanation:
      "$\\mathrm{H_2}$: $4/2 = 2\\ \\mathrm{mol}$; $\\mathrm{O_2}$: $16/32 = 0.5\\ \\mathrm{mol}$। 2 मोल $\\mathrm{H_2}$ को $1\\ \\mathrm{mol}$ $\\mathrm{O_2}$ चाहिए, अतः ऑक्सीजन सीमांत अभिकर्मक है। $0.5\\ \\mathrm{mol}$ $\\mathrm{O_2}$ से $1\\ \\mathrm{mol}$ जल $= 18\\ \\mathrm{g}$ बनता है; $3\\ \\mathrm{g}$ हाइड्रोजन शेष रहती है। $36\\ \\mathrm{g}$ में हाइड्रोजन को सीमांत मान लिया गया है तथा $20\\ \\mathrm{g}$ केवल द्रव्यमानों का योग है।",
    source: `${C11}, Ch. 1 Some Basic Concepts of Chemistry`,
  }),
  make(C, {
    key: "neet-p1-chem-03",
    topic: "Some Basic Concepts of Chemistry",
    difficulty: "medium",
    text: "A compound contains $40.0\\%$ carbon, $6.67\\%$ hydrogen and the rest oxygen by mass. Its molar mass is $180\\ \\mathrm{g\\,mol^{-1}}$. What is its molecular formula? (C = 12, H = 1, O = 16)",
    options: [
      "$\\mathrm{CH_2O}$",
      "$\\mathrm{C_6H_6O_6}$",
      "$\\mathrm{C_3H_6O_3}$",
      "$\\mathrm{C_6H_{12}O_6}$",
    ],
    correct: 3,
    explanation:
      "In $100\\ \\mathrm{g}$: C $40/12 = 3.33$, H $6.67/1 = 6.67$, O $53.33/16 = 3.33\\ \\mathrm{mol}$, a ratio of $1 : 2 : 1$. The empirical formula $\\mathrm{CH_2O}$ has mass $30$, and $180/30 = 6$, so the molecular formula is $\\mathrm{C_6H_{12}O_6}$. $\\mathrm{CH_2O}$ is only the empirical formula.",
    hiText:
      "एक यौगिक में द्रव्यमान के अनुसार $40.0\\%$ कार्बन, $6.67\\%$ हाइड्रोजन तथा शेष ऑक्सीजन है। इसका मोलर द्रव्यमान $180\\ \\mathrm{g\\,mol^{-1}}$ है। इसका आण्विक सूत्र क्या है? (C = 12, H = 1, O = 16)",
    hiExplanation:
      "$100\\ \\mathrm{g}$ में: C $40/12 = 3.33$, H $6.67/1 = 6.67$, O $53.33/16 = 3.33\\ \\mathrm{mol}$, अर्थात $1 : 2 : 1$ का अनुपात। मूलानुपाती सूत्र $\\mathrm{CH_2O}$ का द्रव्यमान $30$ है और $180/30 = 6$, अतः आण्विक सूत्र $\\mathrm{C_6H_{12}O_6}$ है। $\\mathrm{CH_2O}$ केवल मूलानुपाती सूत्र है।",
    source: `${C11}, Ch. 1 Some Basic Concepts of Chemistry`,
  }),
  make(C, {
    key: "neet-p1-chem-04",
    topic: "Atomic Structure",
    difficulty: "medium",
    text: "An orbital has the quantum numbers $n = 4$ and $l = 1$. How many nodes does it have in all, and how many of them are radial?",
    options: [
      "3 nodes in all, 1 of them radial",
      "3 nodes in all, 2 of them radial",
      "4 nodes in all, 2 of them radial",
      "2 nodes in all, 1 of them radial",
    ],
    correct: 1,
    explanation:
      "$n = 4$, $l = 1$ is a $4p$ orbital. Total nodes $= n - 1 = 3$; angular nodes $= l = 1$; radial nodes $= n - l - 1 = 4 - 1 - 1 = 2$. The option '3 nodes, 1 radial' swaps the radial and angular counts.",
    hiText: "एक कक्षक की क्वांटम संख्याएँ $n = 4$ तथा $l = 1$ हैं। इसमें कुल कितने नोड हैं, और उनमें से कितने त्रिज्य हैं?",
    hiOptions: [
      "कुल 3 नोड, जिनमें 1 त्रिज्य",
      "कुल 3 नोड, जिनमें 2 त्रिज्य",
      "कुल 4 नोड, जिनमें 2 त्रिज्य",
      "कुल 2 नोड, जिनमें 1 त्रिज्य",
    ],
    hiExplanation:
      "$n = 4$, $l = 1$ एक $4p$ कक्षक है। कुल नोड $= n - 1 = 3$; कोणीय नोड $= l = 1$; त्रिज्य नोड $= n - l - 1 = 4 - 1 - 1 = 2$। विकल्प 'कुल 3 नोड, जिनमें 1 त्रिज्य' में त्रिज्य तथा कोणीय नोडों की संख्या उलट दी गई है।",
    source: `${C11}, Ch. 2 Structure of Atom`,
  }),
  make(C, {
    key: "neet-p1-chem-05",
    topic: "Atomic Structure",
    difficulty: "easy",
    text: "The energy of the electron in the ground state of the hydrogen atom is $-13.6\\ \\mathrm{eV}$. How much energy is needed to remove the electron from a $\\mathrm{He^{+}}$ ion in its ground state?",
    options: [
      "$13.6\\ \\mathrm{eV}$",
      "$27.2\\ \\mathrm{eV}$",
      "$3.4\\ \\mathrm{eV}$",
      "$54.4\\ \\mathrm{eV}$",
    ],
    correct: 3,
    explanation:
      "For a hydrogen-like ion, $E_n = -13.6\\frac{Z^2}{n^2}\\ \\mathrm{eV}$. For $\\mathrm{He^{+}}$, $Z = 2$ and $n = 1$: $E_1 = -54.4\\ \\mathrm{eV}$, so $54.4\\ \\mathrm{eV}$ is needed. $27.2\\ \\mathrm{eV}$ uses $Z$ instead of $Z^2$.",
    hiText:
      "हाइड्रोजन परमाणु की मूल अवस्था में इलेक्ट्रॉन की ऊर्जा $-13.6\\ \\mathrm{eV}$ है। मूल अवस्था के $\\mathrm{He^{+}}$ आयन से इलेक्ट्रॉन को निकालने के लिए कितनी ऊर्जा चाहिए?",
    hiExplanation:
      "हाइड्रोजन-सम आयन के लिए $E_n = -13.6\\frac{Z^2}{n^2}\\ \\mathrm{eV}$। $\\mathrm{He^{+}}$ के लिए $Z = 2$ तथा $n = 1$: $E_1 = -54.4\\ \\mathrm{eV}$, अतः $54.4\\ \\mathrm{eV}$ ऊर्जा चाहिए। $27.2\\ \\mathrm{eV}$ में $Z^2$ के स्थान पर $Z$ लिया गया है।",
    source: `${C11}, Ch. 2 Structure of Atom`,
  }),
  assertionReason(C, {
    key: "neet-p1-chem-06",
    topic: "Atomic Structure",
    difficulty: "easy",
    assertion: "In a multi-electron atom, the $4s$ orbital is filled before the $3d$ orbitals.",
    reason: "The $(n + l)$ value of $4s$ is 4, lower than that of $3d$, which is 5.",
    hiAssertion: "बहु-इलेक्ट्रॉन परमाणु में $4s$ कक्षक $3d$ कक्षकों से पहले भरता है।",
    hiReason: "$4s$ का $(n + l)$ मान 4 है, जो $3d$ के मान 5 से कम है।",
    correct: 0,
    explanation:
      "By the $(n + l)$ rule of the Aufbau principle, orbitals fill in order of increasing $(n + l)$: $4s$ has $4 + 0 = 4$ and $3d$ has $3 + 2 = 5$, so $4s$ has lower energy and fills first. Both statements are true and the Reason explains the Assertion.",
    hiExplanation:
      "आउफ़बाउ सिद्धांत के $(n + l)$ नियम से कक्षक बढ़ते $(n + l)$ के क्रम में भरते हैं: $4s$ के लिए $4 + 0 = 4$ तथा $3d$ के लिए $3 + 2 = 5$, अतः $4s$ की ऊर्जा कम है और वह पहले भरता है। दोनों कथन सत्य हैं और कारण अभिकथन की सही व्याख्या है।",
    source: `${C11}, Ch. 2 Structure of Atom`,
  }),
  make(C, {
    key: "neet-p1-chem-07",
    topic: "Atomic Structure",
    difficulty: "medium",
    text: "In a sample of hydrogen atoms, electrons in the $n = 6$ level return to the $n = 2$ level by every possible route. How many different spectral lines can appear?",
    options: ["$4$", "$5$", "$15$", "$10$"],
    correct: 3,
    explanation:
      "The transitions involve the five levels $n = 2, 3, 4, 5, 6$, and every pair of them gives one line: $\\frac{k(k - 1)}{2}$ with $k = 6 - 2 + 1 = 5$, i.e. $\\frac{5 \\times 4}{2} = 10$. A single atom cascading down one level at a time gives only 4 lines, but a sample of many atoms shows all 10; 15 would count the pairs among six levels ($n = 1$ to $6$).",
    hiText:
      "हाइड्रोजन परमाणुओं के एक नमूने में $n = 6$ स्तर के इलेक्ट्रॉन सभी संभव मार्गों से $n = 2$ स्तर पर लौटते हैं। कितनी भिन्न स्पेक्ट्रमी रेखाएँ प्रकट हो सकती हैं?",
    hiExplanation:
      "संक्रमणों में पाँच स्तर $n = 2, 3, 4, 5, 6$ शामिल हैं, और इनका प्रत्येक युग्म एक रेखा देता है: $\\frac{k(k - 1)}{2}$, जहाँ $k = 6 - 2 + 1 = 5$, अर्थात $\\frac{5 \\times 4}{2} = 10$। एक परमाणु एक-एक स्तर नीचे आकर केवल 4 रेखाएँ देता है, परंतु अनेक परमाणुओं के नमूने में सभी 10 रेखाएँ दिखती हैं; 15 छह स्तरों ($n = 1$ से $6$) के युग्मों की संख्या है।",
    source: `${C11}, Ch. 2 Structure of Atom`,
  }),
  make(C, {
    key: "neet-p1-chem-08",
    topic: "Classification of Elements and Periodicity",
    difficulty: "medium",
    text: "Which of the following shows the correct order of first ionisation enthalpy?",
    options: [
      "$\\mathrm{B} < \\mathrm{C} < \\mathrm{N} < \\mathrm{O}$",
      "$\\mathrm{B} < \\mathrm{C} < \\mathrm{O} < \\mathrm{N}$",
      "$\\mathrm{C} < \\mathrm{B} < \\mathrm{O} < \\mathrm{N}$",
      "$\\mathrm{O} < \\mathrm{N} < \\mathrm{C} < \\mathrm{B}$",
    ],
    correct: 1,
    explanation:
      "Ionisation enthalpy generally rises across period 2, with one exception here: N ($2p^3$, half-filled and stable) has a higher value than O ($2p^4$), where removing one of the paired electrons is easier because of their repulsion. So $\\mathrm{B} < \\mathrm{C} < \\mathrm{O} < \\mathrm{N}$. (Be > B for a similar reason, the $2s^2$ shell of Be.)",
    hiText: "निम्नलिखित में से कौन-सा प्रथम आयनन एन्थैल्पी का सही क्रम दर्शाता है?",
    hiExplanation:
      "आवर्त 2 में आयनन एन्थैल्पी सामान्यतः बढ़ती है, परंतु यहाँ एक अपवाद है: N ($2p^3$, अर्धपूरित और स्थायी) का मान O ($2p^4$) से अधिक है, क्योंकि O में युग्मित इलेक्ट्रॉनों के प्रतिकर्षण के कारण एक इलेक्ट्रॉन निकालना सरल है। अतः $\\mathrm{B} < \\mathrm{C} < \\mathrm{O} < \\mathrm{N}$। (इसी प्रकार Be > B, Be के $2s^2$ कोश के कारण।)",
    source: `${C11}, Ch. 3 Classification of Elements and Periodicity in Properties`,
  }),
  assertionReason(C, {
    key: "neet-p1-chem-09",
    topic: "Classification of Elements and Periodicity",
    difficulty: "medium",
    assertion: "Chlorine has a more negative electron gain enthalpy than fluorine.",
    reason:
      "An electron added to fluorine enters the small $n = 2$ shell and suffers strong repulsion from the electrons already present there.",
    hiAssertion: "क्लोरीन की इलेक्ट्रॉन लब्धि एन्थैल्पी फ़्लुओरीन से अधिक ऋणात्मक है।",
    hiReason:
      "फ़्लुओरीन में जुड़ने वाला इलेक्ट्रॉन छोटे $n = 2$ कोश में जाता है और वहाँ पहले से उपस्थित इलेक्ट्रॉनों का प्रबल प्रतिकर्षण झेलता है।",
    correct: 0,
    explanation:
      "Although fluorine is the more electronegative element, its compact $2p$ subshell makes an incoming electron feel strong interelectronic repulsion; in chlorine the electron enters the larger $n = 3$ shell. So chlorine's electron gain enthalpy is more negative. Both statements are true and the Reason explains the Assertion.",
    hiExplanation:
      "यद्यपि फ़्लुओरीन अधिक विद्युतऋणात्मक तत्व है, उसके सघन $2p$ उपकोश के कारण आने वाले इलेक्ट्रॉन को प्रबल अंतरइलेक्ट्रॉनिक प्रतिकर्षण झेलना पड़ता है; क्लोरीन में इलेक्ट्रॉन बड़े $n = 3$ कोश में जाता है। अतः क्लोरीन की इलेक्ट्रॉन लब्धि एन्थैल्पी अधिक ऋणात्मक है। दोनों कथन सत्य हैं और कारण अभिकथन की सही व्याख्या है।",
    source: `${C11}, Ch. 3 Classification of Elements and Periodicity in Properties`,
  }),
  make(C, {
    key: "neet-p1-chem-10",
    topic: "Classification of Elements and Periodicity",
    difficulty: "easy",
    text: "Which is the correct order of ionic radii of the isoelectronic species $\\mathrm{N^{3-}}$, $\\mathrm{O^{2-}}$, $\\mathrm{F^{-}}$, $\\mathrm{Na^{+}}$ and $\\mathrm{Mg^{2+}}$?",
    options: [
      "$\\mathrm{Mg^{2+}} > \\mathrm{Na^{+}} > \\mathrm{F^{-}} > \\mathrm{O^{2-}} > \\mathrm{N^{3-}}$",
      "$\\mathrm{N^{3-}} > \\mathrm{O^{2-}} > \\mathrm{F^{-}} > \\mathrm{Na^{+}} > \\mathrm{Mg^{2+}}$",
      "$\\mathrm{F^{-}} > \\mathrm{O^{2-}} > \\mathrm{N^{3-}} > \\mathrm{Na^{+}} > \\mathrm{Mg^{2+}}$",
      "$\\mathrm{Na^{+}} > \\mathrm{Mg^{2+}} > \\mathrm{N^{3-}} > \\mathrm{O^{2-}} > \\mathrm{F^{-}}$",
    ],
    correct: 1,
    explanation:
      "All five have 10 electrons. The larger the nuclear charge ($\\mathrm{N} = 7$ up to $\\mathrm{Mg} = 12$), the more strongly the same electrons are pulled in, so the radius falls: $\\mathrm{N^{3-}} > \\mathrm{O^{2-}} > \\mathrm{F^{-}} > \\mathrm{Na^{+}} > \\mathrm{Mg^{2+}}$.",
    hiText:
      "समइलेक्ट्रॉनिक स्पीशीज़ $\\mathrm{N^{3-}}$, $\\mathrm{O^{2-}}$, $\\mathrm{F^{-}}$, $\\mathrm{Na^{+}}$ तथा $\\mathrm{Mg^{2+}}$ की आयनिक त्रिज्याओं का सही क्रम कौन-सा है?",
    hiExplanation:
      "पाँचों में 10 इलेक्ट्रॉन हैं। नाभिकीय आवेश ($\\mathrm{N} = 7$ से $\\mathrm{Mg} = 12$ तक) जितना अधिक, उतनी ही प्रबलता से वही इलेक्ट्रॉन भीतर खिंचते हैं, अतः त्रिज्या घटती है: $\\mathrm{N^{3-}} > \\mathrm{O^{2-}} > \\mathrm{F^{-}} > \\mathrm{Na^{+}} > \\mathrm{Mg^{2+}}$।",
    source: `${C11}, Ch. 3 Classification of Elements and Periodicity in Properties`,
  }),
  matchList(C, {
    key: "neet-p1-chem-11",
    topic: "Chemical Bonding and Molecular Structure",
    difficulty: "medium",
    lead: "Match List-I (molecule) with List-II (shape predicted by VSEPR theory).",
    hiLead: "सूची-I (अणु) का सूची-II (VSEPR सिद्धांत द्वारा प्रागुक्त आकृति) से मिलान कीजिए।",
    listI: ["$\\mathrm{XeF_4}$", "$\\mathrm{SF_4}$", "$\\mathrm{ClF_3}$", "$\\mathrm{PCl_5}$"],
    listII: ["T-shaped", "Trigonal bipyramidal", "Square planar", "See-saw"],
    hiListI: ["$\\mathrm{XeF_4}$", "$\\mathrm{SF_4}$", "$\\mathrm{ClF_3}$", "$\\mathrm{PCl_5}$"],
    hiListII: ["T-आकृति", "त्रिकोणीय द्विपिरैमिडी", "वर्ग समतली", "ढेंकुली (see-saw)"],
    codes: [
      [3, 1, 4, 2],
      [4, 3, 1, 2],
      [3, 4, 1, 2],
      [3, 4, 2, 1],
    ],
    correct: 2,
    explanation:
      "$\\mathrm{XeF_4}$: 4 bond pairs + 2 lone pairs, octahedral arrangement, square planar (III). $\\mathrm{SF_4}$: 4 bp + 1 lp, lone pair equatorial, see-saw (IV). $\\mathrm{ClF_3}$: 3 bp + 2 lp, T-shaped (I). $\\mathrm{PCl_5}$: 5 bp, trigonal bipyramidal (II). So A-III, B-IV, C-I, D-II.",
    hiExplanation:
      "$\\mathrm{XeF_4}$: 4 आबंधी युग्म + 2 एकाकी युग्म, अष्टफलकीय व्यवस्था, वर्ग समतली (III)। $\\mathrm{SF_4}$: 4 आबंधी + 1 एकाकी युग्म, एकाकी युग्म विषुवतीय, ढेंकुली (IV)। $\\mathrm{ClF_3}$: 3 आबंधी + 2 एकाकी युग्म, T-आकृति (I)। $\\mathrm{PCl_5}$: 5 आबंधी युग्म, त्रिकोणीय द्विपिरैमिडी (II)। अतः A-III, B-IV, C-I, D-II।",
    source: `${C11}, Ch. 4 Chemical Bonding and Molecular Structure`,
  }),
  make(C, {
    key: "neet-p1-chem-12",
    topic: "Chemical Bonding and Molecular Structure",
    difficulty: "medium",
    text: "According to molecular orbital theory, which of the following species is diamagnetic?",
    options: ["$\\mathrm{O_2}$", "$\\mathrm{O_2^{+}}$", "$\\mathrm{O_2^{-}}$", "$\\mathrm{O_2^{2-}}$"],
    correct: 3,
    explanation:
      "$\\mathrm{O_2}$ has two unpaired electrons in the $\\pi^*2p$ orbitals. $\\mathrm{O_2^{+}}$ has one, and $\\mathrm{O_2^{-}}$ also one (three electrons in the two $\\pi^*$ orbitals). $\\mathrm{O_2^{2-}}$ has four $\\pi^*$ electrons, all paired, so it is diamagnetic (bond order 1).",
    hiText: "आण्विक कक्षक सिद्धांत के अनुसार निम्नलिखित में से कौन-सी स्पीशीज़ प्रतिचुंबकीय है?",
    hiExplanation:
      "$\\mathrm{O_2}$ के $\\pi^*2p$ कक्षकों में दो अयुग्मित इलेक्ट्रॉन हैं। $\\mathrm{O_2^{+}}$ में एक तथा $\\mathrm{O_2^{-}}$ में भी एक (दो $\\pi^*$ कक्षकों में तीन इलेक्ट्रॉन)। $\\mathrm{O_2^{2-}}$ में चार $\\pi^*$ इलेक्ट्रॉन हैं, सभी युग्मित, अतः यह प्रतिचुंबकीय है (आबंध कोटि 1)।",
    source: `${C11}, Ch. 4 Chemical Bonding and Molecular Structure`,
  }),
  twoStatements(C, {
    key: "neet-p1-chem-13",
    topic: "Chemical Bonding and Molecular Structure",
    difficulty: "medium",
    one: "$\\mathrm{NF_3}$ has a much smaller dipole moment than $\\mathrm{NH_3}$, although both are pyramidal.",
    two: "$\\mathrm{BeF_2}$ is a linear molecule with zero dipole moment.",
    hiOne: "यद्यपि दोनों पिरैमिडी हैं, फिर भी $\\mathrm{NF_3}$ का द्विध्रुव आघूर्ण $\\mathrm{NH_3}$ से बहुत कम है।",
    hiTwo: "$\\mathrm{BeF_2}$ एक रैखिक अणु है जिसका द्विध्रुव आघूर्ण शून्य है।",
    correct: 0,
    explanation:
      "Statement I: in $\\mathrm{NH_3}$ the lone-pair moment adds to the N–H bond moments (H is less electronegative than N); in $\\mathrm{NF_3}$ the N–F bond moments point away from N, opposing the lone-pair moment, so the net moment is small. Statement II: the two Be–F bond moments of the linear molecule cancel. Both are correct.",
    hiExplanation:
      "कथन I: $\\mathrm{NH_3}$ में एकाकी युग्म का आघूर्ण N–H आबंध आघूर्णों में जुड़ता है (H, N से कम विद्युतऋणात्मक है); $\\mathrm{NF_3}$ में N–F आबंध आघूर्ण N से दूर की ओर होते हैं और एकाकी युग्म के आघूर्ण का विरोध करते हैं, अतः नेट आघूर्ण कम है। कथन II: रैखिक अणु के दोनों Be–F आबंध आघूर्ण एक-दूसरे को निरस्त करते हैं। दोनों कथन सही हैं।",
    source: `${C11}, Ch. 4 Chemical Bonding and Molecular Structure`,
  }),
  make(C, {
    key: "neet-p1-chem-14",
    topic: "Chemical Bonding and Molecular Structure",
    difficulty: "easy",
    text: "How many sigma ($\\sigma$) and pi ($\\pi$) bonds are there in acrylonitrile, $\\mathrm{CH_2{=}CH{-}C{\\equiv}N}$?",
    options: [
      "$6\\sigma$ and $3\\pi$",
      "$5\\sigma$ and $3\\pi$",
      "$6\\sigma$ and $2\\pi$",
      "$9\\sigma$ and $0\\pi$",
    ],
    correct: 0,
    explanation:
      "Every single bond is one $\\sigma$; a double bond is $1\\sigma + 1\\pi$; a triple bond is $1\\sigma + 2\\pi$. Bonds: three C–H ($3\\sigma$), C=C ($1\\sigma + 1\\pi$), C–C ($1\\sigma$), C≡N ($1\\sigma + 2\\pi$). Total $6\\sigma$ and $3\\pi$.",
    hiText:
      "ऐक्रिलोनाइट्राइल, $\\mathrm{CH_2{=}CH{-}C{\\equiv}N}$, में कितने सिग्मा ($\\sigma$) तथा पाई ($\\pi$) आबंध हैं?",
    hiOptions: [
      "$6\\sigma$ तथा $3\\pi$",
      "$5\\sigma$ तथा $3\\pi$",
      "$6\\sigma$ तथा $2\\pi$",
      "$9\\sigma$ तथा $0\\pi$",
    ],
    hiExplanation:
      "प्रत्येक एकल आबंध एक $\\sigma$ है; द्विआबंध $1\\sigma + 1\\pi$; त्रिआबंध $1\\sigma + 2\\pi$। आबंध: तीन C–H ($3\\sigma$), C=C ($1\\sigma + 1\\pi$), C–C ($1\\sigma$), C≡N ($1\\sigma + 2\\pi$)। कुल $6\\sigma$ तथा $3\\pi$।",
    source: `${C11}, Ch. 4 Chemical Bonding and Molecular Structure`,
  }),
  make(C, {
    key: "neet-p1-chem-15",
    topic: "Chemical Thermodynamics",
    difficulty: "medium",
    text: "For the reaction $\\mathrm{N_2(g)} + \\mathrm{3H_2(g)} \\rightarrow \\mathrm{2NH_3(g)}$, $\\Delta_r H = -92.4\\ \\mathrm{kJ\\,mol^{-1}}$ at $298\\ \\mathrm{K}$. What is $\\Delta_r U$ at this temperature? ($R = 8.314\\ \\mathrm{J\\,K^{-1}\\,mol^{-1}}$)",
    options: [
      "$-97.4\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$-92.4\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$-89.9\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$-87.4\\ \\mathrm{kJ\\,mol^{-1}}$",
    ],
    correct: 3,
    explanation:
      "$\\Delta H = \\Delta U + \\Delta n_g RT$ with $\\Delta n_g = 2 - 4 = -2$. So $\\Delta U = \\Delta H - \\Delta n_g RT = -92.4 + 2 \\times 8.314 \\times 298 \\times 10^{-3} = -92.4 + 4.96 \\approx -87.4\\ \\mathrm{kJ\\,mol^{-1}}$. Getting the sign of $\\Delta n_g$ wrong gives $-97.4$.",
    hiText:
      "अभिक्रिया $\\mathrm{N_2(g)} + \\mathrm{3H_2(g)} \\rightarrow \\mathrm{2NH_3(g)}$ के लिए $298\\ \\mathrm{K}$ पर $\\Delta_r H = -92.4\\ \\mathrm{kJ\\,mol^{-1}}$ है। इस ताप पर $\\Delta_r U$ कितना है? ($R = 8.314\\ \\mathrm{J\\,K^{-1}\\,mol^{-1}}$)",
    hiExplanation:
      "$\\Delta H = \\Delta U + \\Delta n_g RT$, जहाँ $\\Delta n_g = 2 - 4 = -2$। अतः $\\Delta U = \\Delta H - \\Delta n_g RT = -92.4 + 2 \\times 8.314 \\times 298 \\times 10^{-3} = -92.4 + 4.96 \\approx -87.4\\ \\mathrm{kJ\\,mol^{-1}}$। $\\Delta n_g$ का चिह्न उलटने पर $-97.4$ आता है।",
    source: `${C11}, Ch. 5 Thermodynamics`,
  }),
  make(C, {
    key: "neet-p1-chem-16",
    topic: "Chemical Thermodynamics",
    difficulty: "hard",
    text: "The standard enthalpies of combustion of carbon (graphite), hydrogen gas and ethyne ($\\mathrm{C_2H_2}$) are $-393.5$, $-285.8$ and $-1300.0\\ \\mathrm{kJ\\,mol^{-1}}$ respectively. What is the standard enthalpy of formation of ethyne?",
    options: [
      "$-227.2\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$+620.7\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$-58.6\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$+227.2\\ \\mathrm{kJ\\,mol^{-1}}$",
    ],
    correct: 3,
    explanation:
      "Target: $\\mathrm{2C(graphite)} + \\mathrm{H_2(g)} \\rightarrow \\mathrm{C_2H_2(g)}$. By Hess's law, add the combustion of 2 mol C and 1 mol $\\mathrm{H_2}$, and reverse the combustion of ethyne: $\\Delta_f H = 2(-393.5) + (-285.8) - (-1300.0) = -787.0 - 285.8 + 1300.0 = +227.2\\ \\mathrm{kJ\\,mol^{-1}}$. Ethyne is an endothermic compound. Taking C only once gives $+620.7$; taking $\\mathrm{H_2}$ twice gives $-58.6$; the sign slip gives $-227.2$.",
    hiText:
      "कार्बन (ग्रेफ़ाइट), हाइड्रोजन गैस तथा एथाइन ($\\mathrm{C_2H_2}$) की मानक दहन एन्थैल्पी क्रमशः $-393.5$, $-285.8$ तथा $-1300.0\\ \\mathrm{kJ\\,mol^{-1}}$ हैं। एथाइन की मानक विरचन एन्थैल्पी कितनी है?",
    hiExplanation:
      "लक्ष्य: $\\mathrm{2C(graphite)} + \\mathrm{H_2(g)} \\rightarrow \\mathrm{C_2H_2(g)}$। हेस के नियम से 2 मोल C तथा 1 मोल $\\mathrm{H_2}$ की दहन अभिक्रियाएँ जोड़िए और एथाइन की दहन अभिक्रिया उलटिए: $\\Delta_f H = 2(-393.5) + (-285.8) - (-1300.0) = -787.0 - 285.8 + 1300.0 = +227.2\\ \\mathrm{kJ\\,mol^{-1}}$। एथाइन एक ऊष्माशोषी यौगिक है। C को एक ही बार लेने पर $+620.7$, $\\mathrm{H_2}$ को दो बार लेने पर $-58.6$ तथा चिह्न की भूल से $-227.2$ आता है।",
    source: `${C11}, Ch. 5 Thermodynamics`,
  }),
  twoStatements(C, {
    key: "neet-p1-chem-17",
    topic: "Chemical Thermodynamics",
    difficulty: "easy",
    one: "Enthalpy, entropy and work are all state functions.",
    two: "The internal energy of an isolated system remains constant.",
    hiOne: "एन्थैल्पी, एन्ट्रॉपी तथा कार्य, तीनों अवस्था फलन हैं।",
    hiTwo: "विलगित निकाय की आंतरिक ऊर्जा नियत रहती है।",
    correct: 3,
    explanation:
      "Statement I is incorrect: enthalpy and entropy are state functions, since their change depends only on the initial and final states, but work (like heat) depends on the path and is not a state function. Statement II is correct: an isolated system exchanges neither energy nor matter, so $q = 0$, $w = 0$ and $\\Delta U = 0$.",
    hiExplanation:
      "कथन I गलत है: एन्थैल्पी तथा एन्ट्रॉपी अवस्था फलन हैं, क्योंकि उनका परिवर्तन केवल प्रारंभिक तथा अंतिम अवस्थाओं पर निर्भर करता है, परंतु कार्य (ऊष्मा की भाँति) पथ पर निर्भर करता है और अवस्था फलन नहीं है। कथन II सही है: विलगित निकाय न ऊर्जा का विनिमय करता है न द्रव्य का, अतः $q = 0$, $w = 0$ तथा $\\Delta U = 0$।",
    source: `${C11}, Ch. 5 Thermodynamics`,
  }),
  make(C, {
    key: "neet-p1-chem-18",
    topic: "Equilibrium",
    difficulty: "easy",
    text: "For which of the following equilibria is $K_p$ equal to $K_c$?",
    options: [
      "$\\mathrm{N_2(g)} + \\mathrm{3H_2(g)} \\rightleftharpoons \\mathrm{2NH_3(g)}$",
      "$\\mathrm{PCl_5(g)} \\rightleftharpoons \\mathrm{PCl_3(g)} + \\mathrm{Cl_2(g)}$",
      "$\\mathrm{H_2(g)} + \\mathrm{I_2(g)} \\rightleftharpoons \\mathrm{2HI(g)}$",
      "$\\mathrm{2SO_2(g)} + \\mathrm{O_2(g)} \\rightleftharpoons \\mathrm{2SO_3(g)}$",
    ],
    correct: 2,
    explanation:
      "$K_p = K_c(RT)^{\\Delta n}$, where $\\Delta n$ is the moles of gaseous products minus those of gaseous reactants. $K_p = K_c$ only when $\\Delta n = 0$: for $\\mathrm{H_2} + \\mathrm{I_2} \\rightleftharpoons \\mathrm{2HI}$, $\\Delta n = 2 - 2 = 0$. The others have $\\Delta n = -2$ (ammonia), $+1$ ($\\mathrm{PCl_5}$) and $-1$ ($\\mathrm{SO_3}$).",
    hiText: "निम्नलिखित में से किस साम्य के लिए $K_p$, $K_c$ के बराबर है?",
    hiExplanation:
      "$K_p = K_c(RT)^{\\Delta n}$, जहाँ $\\Delta n$ गैसीय उत्पादों के मोलों तथा गैसीय अभिकारकों के मोलों का अंतर है। $K_p = K_c$ केवल तब होता है जब $\\Delta n = 0$: $\\mathrm{H_2} + \\mathrm{I_2} \\rightleftharpoons \\mathrm{2HI}$ के लिए $\\Delta n = 2 - 2 = 0$। शेष के लिए $\\Delta n = -2$ (अमोनिया), $+1$ ($\\mathrm{PCl_5}$) तथा $-1$ ($\\mathrm{SO_3}$) है।",
    source: `${C11}, Ch. 6 Equilibrium`,
  }),
  make(C, {
    key: "neet-p1-chem-19",
    topic: "Equilibrium",
    difficulty: "medium",
    text: "What is the pH of a $1.0 \\times 10^{-3}\\ \\mathrm{M}$ solution of barium hydroxide, $\\mathrm{Ba(OH)_2}$, at $298\\ \\mathrm{K}$, assuming complete dissociation? ($\\log 2 = 0.30$)",
    options: ["$11.0$", "$11.3$", "$2.7$", "$10.7$"],
    correct: 1,
    explanation:
      "Each $\\mathrm{Ba(OH)_2}$ gives two $\\mathrm{OH^-}$: $[\\mathrm{OH^-}] = 2.0 \\times 10^{-3}\\ \\mathrm{M}$, so $\\mathrm{pOH} = 3 - \\log 2 = 2.7$ and $\\mathrm{pH} = 14 - 2.7 = 11.3$. Forgetting the factor 2 gives $11.0$; $2.7$ is the pOH.",
    hiText:
      "पूर्ण वियोजन मानते हुए $298\\ \\mathrm{K}$ पर बेरियम हाइड्रॉक्साइड, $\\mathrm{Ba(OH)_2}$, के $1.0 \\times 10^{-3}\\ \\mathrm{M}$ विलयन का pH क्या है? ($\\log 2 = 0.30$)",
    hiExplanation:
      "प्रत्येक $\\mathrm{Ba(OH)_2}$ दो $\\mathrm{OH^-}$ देता है: $[\\mathrm{OH^-}] = 2.0 \\times 10^{-3}\\ \\mathrm{M}$, अतः $\\mathrm{pOH} = 3 - \\log 2 = 2.7$ तथा $\\mathrm{pH} = 14 - 2.7 = 11.3$। गुणक 2 भूलने पर $11.0$ आता है; $2.7$ pOH है।",
    source: `${C11}, Ch. 6 Equilibrium`,
  }),
  make(C, {
    key: "neet-p1-chem-20",
    topic: "Equilibrium",
    difficulty: "hard",
    text: "$1.0\\ \\mathrm{mol}$ of $\\mathrm{H_2}$ and $1.0\\ \\mathrm{mol}$ of $\\mathrm{I_2}$ are heated in a closed $1\\ \\mathrm{L}$ flask. At equilibrium, $1.6\\ \\mathrm{mol}$ of HI is present. What is $K_c$ for $\\mathrm{H_2(g)} + \\mathrm{I_2(g)} \\rightleftharpoons \\mathrm{2HI(g)}$?",
    options: ["$64$", "$8$", "$40$", "$16$"],
    correct: 0,
    explanation:
      "Forming $1.6\\ \\mathrm{mol}$ HI uses $0.8\\ \\mathrm{mol}$ each of $\\mathrm{H_2}$ and $\\mathrm{I_2}$, leaving $0.2\\ \\mathrm{mol}$ of each. In 1 L, $K_c = \\frac{[\\mathrm{HI}]^2}{[\\mathrm{H_2}][\\mathrm{I_2}]} = \\frac{1.6^2}{0.2 \\times 0.2} = \\frac{2.56}{0.04} = 64$. Forgetting to square [HI] gives $40$.",
    hiText:
      "$1.0\\ \\mathrm{mol}$ $\\mathrm{H_2}$ तथा $1.0\\ \\mathrm{mol}$ $\\mathrm{I_2}$ को $1\\ \\mathrm{L}$ के बंद फ़्लास्क में गर्म किया जाता है। साम्य पर $1.6\\ \\mathrm{mol}$ HI उपस्थित है। $\\mathrm{H_2(g)} + \\mathrm{I_2(g)} \\rightleftharpoons \\mathrm{2HI(g)}$ के लिए $K_c$ कितना है?",
    hiExplanation:
      "$1.6\\ \\mathrm{mol}$ HI बनने में $\\mathrm{H_2}$ तथा $\\mathrm{I_2}$ प्रत्येक के $0.8\\ \\mathrm{mol}$ खर्च होते हैं और प्रत्येक के $0.2\\ \\mathrm{mol}$ शेष रहते हैं। 1 L में $K_c = \\frac{[\\mathrm{HI}]^2}{[\\mathrm{H_2}][\\mathrm{I_2}]} = \\frac{1.6^2}{0.2 \\times 0.2} = \\frac{2.56}{0.04} = 64$। [HI] का वर्ग न करने पर $40$ आता है।",
    source: `${C11}, Ch. 6 Equilibrium`,
  }),
  make(C, {
    key: "neet-p1-chem-21",
    topic: "Equilibrium",
    difficulty: "medium",
    text: "A buffer solution is $0.1\\ \\mathrm{M}$ in acetic acid and $0.2\\ \\mathrm{M}$ in sodium acetate. What is its pH? ($\\mathrm{p}K_a$ of acetic acid $= 4.74$, $\\log 2 = 0.30$)",
    options: ["$4.44$", "$4.74$", "$5.04$", "$9.26$"],
    correct: 2,
    explanation:
      "Henderson–Hasselbalch equation: $\\mathrm{pH} = \\mathrm{p}K_a + \\log\\frac{[\\text{salt}]}{[\\text{acid}]} = 4.74 + \\log\\frac{0.2}{0.1} = 4.74 + 0.30 = 5.04$. Inverting the ratio gives $4.44$.",
    hiText:
      "एक बफ़र विलयन ऐसीटिक अम्ल में $0.1\\ \\mathrm{M}$ तथा सोडियम ऐसीटेट में $0.2\\ \\mathrm{M}$ है। इसका pH क्या है? (ऐसीटिक अम्ल का $\\mathrm{p}K_a = 4.74$, $\\log 2 = 0.30$)",
    hiExplanation:
      "हेंडरसन–हेसेलबाल्क समीकरण: $\\mathrm{pH} = \\mathrm{p}K_a + \\log\\frac{[\\text{लवण}]}{[\\text{अम्ल}]} = 4.74 + \\log\\frac{0.2}{0.1} = 4.74 + 0.30 = 5.04$। अनुपात उलटने पर $4.44$ आता है।",
    source: `${C11}, Ch. 6 Equilibrium`,
  }),
  assertionReason(C, {
    key: "neet-p1-chem-22",
    topic: "Equilibrium",
    difficulty: "easy",
    assertion:
      "Raising the pressure decreases the yield of ammonia in the reaction $\\mathrm{N_2(g)} + \\mathrm{3H_2(g)} \\rightleftharpoons \\mathrm{2NH_3(g)}$.",
    reason: "The forward reaction decreases the total number of moles of gas.",
    hiAssertion:
      "अभिक्रिया $\\mathrm{N_2(g)} + \\mathrm{3H_2(g)} \\rightleftharpoons \\mathrm{2NH_3(g)}$ में दाब बढ़ाने से अमोनिया की लब्धि घटती है।",
    hiReason: "अग्र अभिक्रिया में गैस के कुल मोलों की संख्या घटती है।",
    correct: 3,
    explanation:
      "The Reason is true: four moles of reactant gas give two moles of ammonia, so the forward reaction decreases the number of moles of gas. The Assertion is false: by Le Chatelier's principle the equilibrium shifts to undo a rise in pressure, i.e. towards fewer moles of gas, so raising the pressure increases the yield of ammonia (which is why the Haber process runs at high pressure).",
    hiExplanation:
      "कारण सत्य है: चार मोल अभिकारक गैस से दो मोल अमोनिया बनती है, अतः अग्र अभिक्रिया में गैस के मोलों की संख्या घटती है। अभिकथन असत्य है: ला-शातैलिए सिद्धांत के अनुसार दाब बढ़ने पर साम्य उस दिशा में खिसकता है जहाँ गैस के मोल कम हों, अतः दाब बढ़ाने से अमोनिया की लब्धि बढ़ती है (इसीलिए हाबर प्रक्रम उच्च दाब पर चलाया जाता है)।",
    source: `${C11}, Ch. 6 Equilibrium`,
  }),
  matchList(C, {
    key: "neet-p1-chem-23",
    topic: "Redox Reactions",
    difficulty: "hard",
    lead: "Match List-I (element in a compound) with List-II (its oxidation number).",
    hiLead: "सूची-I (यौगिक में तत्व) का सूची-II (उसकी ऑक्सीकरण संख्या) से मिलान कीजिए।",
    listI: [
      "Cr in $\\mathrm{K_2Cr_2O_7}$",
      "Mn in $\\mathrm{KMnO_4}$",
      "Fe in $\\mathrm{Fe_3O_4}$ (average)",
      "S in $\\mathrm{Na_2S_4O_6}$ (average)",
    ],
    listII: ["$+\\frac{8}{3}$", "$+2.5$", "$+6$", "$+7$"],
    hiListI: [
      "$\\mathrm{K_2Cr_2O_7}$ में Cr",
      "$\\mathrm{KMnO_4}$ में Mn",
      "$\\mathrm{Fe_3O_4}$ में Fe (औसत)",
      "$\\mathrm{Na_2S_4O_6}$ में S (औसत)",
    ],
    hiListII: ["$+\\frac{8}{3}$", "$+2.5$", "$+6$", "$+7$"],
    codes: [
      [4, 3, 1, 2],
      [3, 4, 1, 2],
      [3, 4, 2, 1],
      [3, 2, 1, 4],
    ],
    correct: 1,
    explanation:
      "$\\mathrm{K_2Cr_2O_7}$: $2(+1) + 2x + 7(-2) = 0$, $x = +6$ (III). $\\mathrm{KMnO_4}$: $+1 + x - 8 = 0$, $x = +7$ (IV). $\\mathrm{Fe_3O_4}$: $3x = +8$, average $+\\frac{8}{3}$ (I), being one $\\mathrm{Fe^{2+}}$ and two $\\mathrm{Fe^{3+}}$. $\\mathrm{Na_2S_4O_6}$: $2 + 4x - 12 = 0$, average $+2.5$ (II), the two bridging S being 0 and the two end S $+5$. So A-III, B-IV, C-I, D-II.",
    hiExplanation:
      "$\\mathrm{K_2Cr_2O_7}$: $2(+1) + 2x + 7(-2) = 0$, $x = +6$ (III)। $\\mathrm{KMnO_4}$: $+1 + x - 8 = 0$, $x = +7$ (IV)। $\\mathrm{Fe_3O_4}$: $3x = +8$, औसत $+\\frac{8}{3}$ (I), क्योंकि इसमें एक $\\mathrm{Fe^{2+}}$ तथा दो $\\mathrm{Fe^{3+}}$ हैं। $\\mathrm{Na_2S_4O_6}$: $2 + 4x - 12 = 0$, औसत $+2.5$ (II), मध्य के दो S की ऑक्सीकरण संख्या 0 तथा सिरों के दो S की $+5$। अतः A-III, B-IV, C-I, D-II।",
    source: `${C11}, Ch. 7 Redox Reactions`,
  }),
  make(C, {
    key: "neet-p1-chem-24",
    topic: "Redox Reactions",
    difficulty: "easy",
    text: "In acidic solution, permanganate ion oxidises $\\mathrm{Fe^{2+}}$ to $\\mathrm{Fe^{3+}}$ and is itself reduced to $\\mathrm{Mn^{2+}}$. How many moles of $\\mathrm{Fe^{2+}}$ does one mole of $\\mathrm{MnO_4^-}$ oxidise?",
    options: ["$1$", "$3$", "$2$", "$5$"],
    correct: 3,
    explanation:
      "Mn goes from $+7$ to $+2$, gaining 5 electrons; each $\\mathrm{Fe^{2+}}$ loses 1 electron. Balancing electrons: $\\mathrm{MnO_4^-} + \\mathrm{5Fe^{2+}} + \\mathrm{8H^+} \\rightarrow \\mathrm{Mn^{2+}} + \\mathrm{5Fe^{3+}} + \\mathrm{4H_2O}$, so one mole of permanganate oxidises 5 moles of $\\mathrm{Fe^{2+}}$.",
    hiText:
      "अम्लीय विलयन में परमैंगनेट आयन $\\mathrm{Fe^{2+}}$ को $\\mathrm{Fe^{3+}}$ में ऑक्सीकृत करता है और स्वयं $\\mathrm{Mn^{2+}}$ में अपचयित होता है। एक मोल $\\mathrm{MnO_4^-}$ कितने मोल $\\mathrm{Fe^{2+}}$ को ऑक्सीकृत करता है?",
    hiExplanation:
      "Mn की ऑक्सीकरण संख्या $+7$ से $+2$ होती है, अर्थात 5 इलेक्ट्रॉन ग्रहण; प्रत्येक $\\mathrm{Fe^{2+}}$ 1 इलेक्ट्रॉन त्यागता है। इलेक्ट्रॉन संतुलित करने पर: $\\mathrm{MnO_4^-} + \\mathrm{5Fe^{2+}} + \\mathrm{8H^+} \\rightarrow \\mathrm{Mn^{2+}} + \\mathrm{5Fe^{3+}} + \\mathrm{4H_2O}$, अतः एक मोल परमैंगनेट 5 मोल $\\mathrm{Fe^{2+}}$ को ऑक्सीकृत करता है।",
    source: `${C11}, Ch. 7 Redox Reactions`,
  }),
  make(C, {
    key: "neet-p1-chem-25",
    topic: "Basic Principles of Organic Chemistry",
    difficulty: "easy",
    text: "What is the IUPAC name of $\\mathrm{CH_3{-}CH(OH){-}CH(CH_3){-}CH_3}$?",
    options: ["2-Methylbutan-3-ol", "3-Methylbutan-2-ol", "Pentan-2-ol", "2-Methylbutan-2-ol"],
    correct: 1,
    explanation:
      "The longest chain containing the carbon that carries –OH has 4 carbons (butanol). It is numbered from the end that gives the –OH the lower number, so OH is on C-2 and the methyl group on C-3: 3-methylbutan-2-ol. '2-Methylbutan-3-ol' numbers from the wrong end, and 2-methylbutan-2-ol is a different (tertiary) alcohol.",
    hiText: "$\\mathrm{CH_3{-}CH(OH){-}CH(CH_3){-}CH_3}$ का IUPAC नाम क्या है?",
    hiOptions: ["2-मेथिलब्यूटेन-3-ऑल", "3-मेथिलब्यूटेन-2-ऑल", "पेन्टेन-2-ऑल", "2-मेथिलब्यूटेन-2-ऑल"],
    hiExplanation:
      "–OH वाले कार्बन सहित सबसे लंबी श्रृंखला में 4 कार्बन हैं (ब्यूटेनॉल)। क्रमांकन उस सिरे से होता है जिससे –OH को छोटी संख्या मिले, अतः OH, C-2 पर तथा मेथिल समूह C-3 पर है: 3-मेथिलब्यूटेन-2-ऑल। '2-मेथिलब्यूटेन-3-ऑल' में गलत सिरे से क्रमांकन है, तथा 2-मेथिलब्यूटेन-2-ऑल एक भिन्न (तृतीयक) ऐल्कोहॉल है।",
    source: `${C11}, Ch. 8 Organic Chemistry: Some Basic Principles and Techniques`,
  }),
  twoStatements(C, {
    key: "neet-p1-chem-26",
    topic: "Basic Principles of Organic Chemistry",
    difficulty: "medium",
    one: "A tertiary carbocation is more stable than a primary carbocation because of hyperconjugation and the +I effect of the alkyl groups.",
    two: "The nitro group ($\\mathrm{-NO_2}$) attached to a benzene ring shows a +R (electron-releasing resonance) effect.",
    hiOne: "ऐल्किल समूहों के अतिसंयुग्मन तथा +I प्रभाव के कारण तृतीयक कार्बधनायन प्राथमिक कार्बधनायन से अधिक स्थायी होता है।",
    hiTwo: "बेंज़ीन वलय से जुड़ा नाइट्रो समूह ($\\mathrm{-NO_2}$) +R (इलेक्ट्रॉन-दाता अनुनाद) प्रभाव दर्शाता है।",
    correct: 2,
    explanation:
      "Statement I is correct: three alkyl groups donate electron density by the inductive effect and by hyperconjugation (more C–H bonds adjacent to the positive carbon), spreading the charge. Statement II is incorrect: $\\mathrm{-NO_2}$ withdraws electrons from the ring by resonance, a −R effect; groups such as –OH and $\\mathrm{-NH_2}$ show +R.",
    hiExplanation:
      "कथन I सही है: तीन ऐल्किल समूह प्रेरणिक प्रभाव तथा अतिसंयुग्मन (धनावेशित कार्बन के निकट अधिक C–H आबंध) द्वारा इलेक्ट्रॉन घनत्व देते हैं और आवेश को फैलाते हैं। कथन II गलत है: $\\mathrm{-NO_2}$ अनुनाद द्वारा वलय से इलेक्ट्रॉन खींचता है, जो −R प्रभाव है; –OH तथा $\\mathrm{-NH_2}$ जैसे समूह +R प्रभाव दर्शाते हैं।",
    source: `${C11}, Ch. 8 Organic Chemistry: Some Basic Principles and Techniques`,
  }),
  make(C, {
    key: "neet-p1-chem-27",
    topic: "Basic Principles of Organic Chemistry",
    difficulty: "hard",
    text: "In a Kjeldahl estimation, the ammonia from $0.5\\ \\mathrm{g}$ of an organic compound exactly neutralised $10\\ \\mathrm{mL}$ of $1\\ \\mathrm{M}$ $\\mathrm{H_2SO_4}$. What is the percentage of nitrogen in the compound? (N = 14)",
    options: ["$28\\%$", "$56\\%$", "$14\\%$", "$42\\%$"],
    correct: 1,
    explanation:
      "$10\\ \\mathrm{mL}$ of $1\\ \\mathrm{M}$ $\\mathrm{H_2SO_4}$ is $0.01\\ \\mathrm{mol}$ of a diprotic acid, which neutralises $0.02\\ \\mathrm{mol}$ of $\\mathrm{NH_3}$ ($\\mathrm{2NH_3} + \\mathrm{H_2SO_4} \\rightarrow \\mathrm{(NH_4)_2SO_4}$). Nitrogen $= 0.02 \\times 14 = 0.28\\ \\mathrm{g}$, so $\\%\\mathrm{N} = \\frac{0.28}{0.5} \\times 100 = 56\\%$. Treating the acid as monoprotic gives $28\\%$.",
    hiText:
      "कैल्डाल विधि द्वारा आकलन में $0.5\\ \\mathrm{g}$ कार्बनिक यौगिक से निकली अमोनिया ने $1\\ \\mathrm{M}$ $\\mathrm{H_2SO_4}$ के $10\\ \\mathrm{mL}$ को ठीक-ठीक उदासीन किया। यौगिक में नाइट्रोजन की प्रतिशतता कितनी है? (N = 14)",
    hiExplanation:
      "$1\\ \\mathrm{M}$ $\\mathrm{H_2SO_4}$ का $10\\ \\mathrm{mL}$ एक द्विक्षारकीय अम्ल का $0.01\\ \\mathrm{mol}$ है, जो $0.02\\ \\mathrm{mol}$ $\\mathrm{NH_3}$ को उदासीन करता है ($\\mathrm{2NH_3} + \\mathrm{H_2SO_4} \\rightarrow \\mathrm{(NH_4)_2SO_4}$)। नाइट्रोजन $= 0.02 \\times 14 = 0.28\\ \\mathrm{g}$, अतः $\\%\\mathrm{N} = \\frac{0.28}{0.5} \\times 100 = 56\\%$। अम्ल को एकक्षारकीय मानने पर $28\\%$ आता है।",
    source: `${C11}, Ch. 8 Organic Chemistry: Some Basic Principles and Techniques`,
  }),
  make(C, {
    key: "neet-p1-chem-28",
    topic: "Hydrocarbons",
    difficulty: "medium",
    text: "What is the main product when propene reacts with HBr in the presence of benzoyl peroxide?",
    options: ["2-Bromopropane", "1,2-Dibromopropane", "1-Bromopropane", "Propan-2-ol"],
    correct: 2,
    explanation:
      "In the presence of a peroxide, HBr adds by a free-radical mechanism (the peroxide or Kharasch effect): the Br radical adds to the terminal carbon to give the more stable secondary radical, so the product is 1-bromopropane, against Markovnikov's rule. Without peroxide the ionic addition gives 2-bromopropane.",
    hiText: "बेंज़ॉयल परॉक्साइड की उपस्थिति में प्रोपीन की HBr से अभिक्रिया होने पर मुख्य उत्पाद क्या है?",
    hiOptions: ["2-ब्रोमोप्रोपेन", "1,2-डाइब्रोमोप्रोपेन", "1-ब्रोमोप्रोपेन", "प्रोपेन-2-ऑल"],
    hiExplanation:
      "परॉक्साइड की उपस्थिति में HBr मुक्त मूलक क्रियाविधि से जुड़ता है (परॉक्साइड या खराश प्रभाव): Br मूलक अंतस्थ कार्बन से जुड़कर अधिक स्थायी द्वितीयक मूलक बनाता है, अतः उत्पाद 1-ब्रोमोप्रोपेन है, जो मार्कोनीकॉफ़ नियम के विपरीत है। परॉक्साइड के बिना आयनिक योग से 2-ब्रोमोप्रोपेन बनता है।",
    source: `${C11}, Ch. 9 Hydrocarbons`,
  }),
  make(C, {
    key: "neet-p1-chem-29",
    topic: "Hydrocarbons",
    difficulty: "medium",
    text: "An alkene of formula $\\mathrm{C_5H_{10}}$ on ozonolysis (followed by Zn/$\\mathrm{H_2O}$) gives a mixture of propanone and ethanal. What is the alkene?",
    options: ["Pent-2-ene", "2-Methylbut-1-ene", "3-Methylbut-1-ene", "2-Methylbut-2-ene"],
    correct: 3,
    explanation:
      "Ozonolysis cleaves the C=C and turns each carbon of it into a C=O. Joining the carbonyl carbons of propanone, $\\mathrm{(CH_3)_2C{=}O}$, and ethanal, $\\mathrm{CH_3CH{=}O}$, gives $\\mathrm{(CH_3)_2C{=}CHCH_3}$, 2-methylbut-2-ene. Pent-2-ene would give ethanal and propanal; 2-methylbut-1-ene gives butanone and methanal.",
    hiText:
      "$\\mathrm{C_5H_{10}}$ सूत्र वाली एक ऐल्कीन ओज़ोनी-अपघटन (तत्पश्चात Zn/$\\mathrm{H_2O}$) पर प्रोपेनोन तथा एथेनैल का मिश्रण देती है। ऐल्कीन कौन-सी है?",
    hiOptions: ["पेन्ट-2-ईन", "2-मेथिलब्यूट-1-ईन", "3-मेथिलब्यूट-1-ईन", "2-मेथिलब्यूट-2-ईन"],
    hiExplanation:
      "ओज़ोनी-अपघटन C=C को तोड़कर उसके प्रत्येक कार्बन को C=O में बदल देता है। प्रोपेनोन, $\\mathrm{(CH_3)_2C{=}O}$, तथा एथेनैल, $\\mathrm{CH_3CH{=}O}$, के कार्बोनिल कार्बनों को जोड़ने पर $\\mathrm{(CH_3)_2C{=}CHCH_3}$, अर्थात 2-मेथिलब्यूट-2-ईन मिलती है। पेन्ट-2-ईन से एथेनैल तथा प्रोपेनैल, और 2-मेथिलब्यूट-1-ईन से ब्यूटेनोन तथा मेथेनैल बनते।",
    source: `${C11}, Ch. 9 Hydrocarbons`,
  }),
  make(C, {
    key: "neet-p1-chem-30",
    topic: "Hydrocarbons",
    difficulty: "medium",
    text: "Which of the following species is aromatic according to Hückel's rule?",
    options: ["Cyclopentadienyl cation", "Cyclopentadienyl anion", "Cyclooctatetraene", "Cyclopentadiene"],
    correct: 1,
    explanation:
      "Hückel's rule needs a planar, cyclic, fully conjugated ring with $(4n + 2)$ $\\pi$ electrons. The cyclopentadienyl anion has 6 $\\pi$ electrons ($n = 1$) delocalised over a planar ring: aromatic. The cation has 4 (antiaromatic), cyclooctatetraene has 8 and is tub-shaped (non-planar), and cyclopentadiene has an $sp^3$ carbon that breaks the conjugation.",
    hiText: "हकल नियम के अनुसार निम्नलिखित में से कौन-सी स्पीशीज़ ऐरोमैटिक है?",
    hiOptions: ["साइक्लोपेन्टाडाइईनिल धनायन", "साइक्लोपेन्टाडाइईनिल ऋणायन", "साइक्लोऑक्टाटेट्राईन", "साइक्लोपेन्टाडाइईन"],
    hiExplanation:
      "हकल नियम के लिए समतलीय, चक्रीय, पूर्णतः संयुग्मित वलय में $(4n + 2)$ $\\pi$ इलेक्ट्रॉन चाहिए। साइक्लोपेन्टाडाइईनिल ऋणायन में समतलीय वलय पर विस्थानीकृत 6 $\\pi$ इलेक्ट्रॉन ($n = 1$) हैं: ऐरोमैटिक। धनायन में 4 हैं (प्रतिऐरोमैटिक), साइक्लोऑक्टाटेट्राईन में 8 हैं और वह टब-आकृति (असमतलीय) का है, तथा साइक्लोपेन्टाडाइईन में एक $sp^3$ कार्बन संयुग्मन तोड़ देता है।",
    source: `${C11}, Ch. 9 Hydrocarbons`,
  }),
  make(C, {
    key: "neet-p1-chem-31",
    topic: "Solutions",
    difficulty: "medium",
    text: "What is the depression in the freezing point of water for a $0.1\\ \\mathrm{mol\\,kg^{-1}}$ aqueous solution of sodium chloride, taking it to be completely dissociated? ($K_f$ of water $= 1.86\\ \\mathrm{K\\,kg\\,mol^{-1}}$)",
    options: [
      "$0.186\\ \\mathrm{K}$",
      "$0.372\\ \\mathrm{K}$",
      "$0.558\\ \\mathrm{K}$",
      "$0.093\\ \\mathrm{K}$",
    ],
    correct: 1,
    explanation:
      "NaCl gives two ions, so the van't Hoff factor $i = 2$. $\\Delta T_f = iK_f m = 2 \\times 1.86 \\times 0.1 = 0.372\\ \\mathrm{K}$. Ignoring dissociation ($i = 1$) gives $0.186\\ \\mathrm{K}$.",
    hiText:
      "पूर्णतः वियोजित मानते हुए सोडियम क्लोराइड के $0.1\\ \\mathrm{mol\\,kg^{-1}}$ जलीय विलयन के लिए जल के हिमांक में कितना अवनमन होगा? (जल का $K_f = 1.86\\ \\mathrm{K\\,kg\\,mol^{-1}}$)",
    hiExplanation:
      "NaCl दो आयन देता है, अतः वान्ट हॉफ़ गुणक $i = 2$। $\\Delta T_f = iK_f m = 2 \\times 1.86 \\times 0.1 = 0.372\\ \\mathrm{K}$। वियोजन की उपेक्षा करने ($i = 1$) पर $0.186\\ \\mathrm{K}$ आता है।",
    source: `${C12}, Ch. 1 Solutions`,
  }),
  make(C, {
    key: "neet-p1-chem-32",
    topic: "Solutions",
    difficulty: "hard",
    text: "Liquids A and B form an ideal solution. At a certain temperature the vapour pressures of pure A and pure B are $400\\ \\mathrm{mm\\,Hg}$ and $600\\ \\mathrm{mm\\,Hg}$. For a solution in which the mole fraction of A is $0.4$, what is the mole fraction of A in the vapour in equilibrium with it?",
    options: ["$0.40$", "$0.60$", "$0.31$", "$0.69$"],
    correct: 2,
    explanation:
      "By Raoult's law, $p_A = 0.4 \\times 400 = 160$ and $p_B = 0.6 \\times 600 = 360\\ \\mathrm{mm\\,Hg}$, so the total pressure is $520\\ \\mathrm{mm\\,Hg}$. By Dalton's law, $y_A = \\frac{160}{520} \\approx 0.31$. The vapour is richer in the more volatile B, so $y_A$ is below the liquid's $0.40$; $0.69$ is the mole fraction of B in the vapour.",
    hiText:
      "द्रव A तथा B आदर्श विलयन बनाते हैं। किसी ताप पर शुद्ध A तथा शुद्ध B के वाष्प दाब $400\\ \\mathrm{mm\\,Hg}$ तथा $600\\ \\mathrm{mm\\,Hg}$ हैं। जिस विलयन में A का मोल अंश $0.4$ है, उसके साथ साम्य में स्थित वाष्प में A का मोल अंश क्या है?",
    hiExplanation:
      "राउल्ट के नियम से $p_A = 0.4 \\times 400 = 160$ तथा $p_B = 0.6 \\times 600 = 360\\ \\mathrm{mm\\,Hg}$, अतः कुल दाब $520\\ \\mathrm{mm\\,Hg}$। डाल्टन के नियम से $y_A = \\frac{160}{520} \\approx 0.31$। वाष्प अधिक वाष्पशील B से समृद्ध है, अतः $y_A$ द्रव के $0.40$ से कम है; $0.69$ वाष्प में B का मोल अंश है।",
    source: `${C12}, Ch. 1 Solutions`,
  }),
  make(C, {
    key: "neet-p1-chem-33",
    topic: "Electrochemistry",
    difficulty: "medium",
    text: "The standard emf of the cell $\\mathrm{Ni\\,|\\,Ni^{2+}\\,||\\,Ag^{+}\\,|\\,Ag}$ is $1.05\\ \\mathrm{V}$. What will its emf be at $298\\ \\mathrm{K}$ when $[\\mathrm{Ni^{2+}}] = 0.01\\ \\mathrm{M}$ and $[\\mathrm{Ag^+}] = 0.1\\ \\mathrm{M}$? (Take $\\frac{2.303RT}{F} = 0.059\\ \\mathrm{V}$.)",
    options: ["$1.11\\ \\mathrm{V}$", "$1.05\\ \\mathrm{V}$", "$0.99\\ \\mathrm{V}$", "$1.08\\ \\mathrm{V}$"],
    correct: 1,
    explanation:
      "The cell reaction is $\\mathrm{Ni} + \\mathrm{2Ag^+} \\rightarrow \\mathrm{Ni^{2+}} + \\mathrm{2Ag}$, with $n = 2$. $E = E^{\\circ} - \\frac{0.059}{2}\\log\\frac{[\\mathrm{Ni^{2+}}]}{[\\mathrm{Ag^+}]^2} = 1.05 - 0.0295\\log\\frac{0.01}{(0.1)^2} = 1.05 - 0.0295\\log 1 = 1.05\\ \\mathrm{V}$. Forgetting to square $[\\mathrm{Ag^+}]$ gives $1.08\\ \\mathrm{V}$, and also taking $n = 1$ gives $1.11\\ \\mathrm{V}$.",
    hiText:
      "सेल $\\mathrm{Ni\\,|\\,Ni^{2+}\\,||\\,Ag^{+}\\,|\\,Ag}$ का मानक विद्युत वाहक बल $1.05\\ \\mathrm{V}$ है। $298\\ \\mathrm{K}$ पर $[\\mathrm{Ni^{2+}}] = 0.01\\ \\mathrm{M}$ तथा $[\\mathrm{Ag^+}] = 0.1\\ \\mathrm{M}$ होने पर इसका विद्युत वाहक बल कितना होगा? ($\\frac{2.303RT}{F} = 0.059\\ \\mathrm{V}$ लें।)",
    hiExplanation:
      "सेल अभिक्रिया $\\mathrm{Ni} + \\mathrm{2Ag^+} \\rightarrow \\mathrm{Ni^{2+}} + \\mathrm{2Ag}$ है, जिसमें $n = 2$। $E = E^{\\circ} - \\frac{0.059}{2}\\log\\frac{[\\mathrm{Ni^{2+}}]}{[\\mathrm{Ag^+}]^2} = 1.05 - 0.0295\\log\\frac{0.01}{(0.1)^2} = 1.05 - 0.0295\\log 1 = 1.05\\ \\mathrm{V}$। $[\\mathrm{Ag^+}]$ का वर्ग भूलने पर $1.08\\ \\mathrm{V}$, और साथ में $n = 1$ लेने पर $1.11\\ \\mathrm{V}$ आता है।",
    source: `${C12}, Ch. 2 Electrochemistry`,
  }),
  make(C, {
    key: "neet-p1-chem-34",
    topic: "Electrochemistry",
    difficulty: "easy",
    text: "The standard emf of the Daniell cell is $1.10\\ \\mathrm{V}$ ($n = 2$). What is the standard Gibbs energy change of the cell reaction? ($F = 96500\\ \\mathrm{C\\,mol^{-1}}$)",
    options: [
      "$-106.2\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$+212.3\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$-212.3\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$-424.6\\ \\mathrm{kJ\\,mol^{-1}}$",
    ],
    correct: 2,
    explanation:
      "$\\Delta_r G^{\\circ} = -nFE^{\\circ}_{cell} = -2 \\times 96500 \\times 1.10 = -212300\\ \\mathrm{J\\,mol^{-1}} = -212.3\\ \\mathrm{kJ\\,mol^{-1}}$. The negative sign shows the cell reaction is spontaneous.",
    hiText:
      "डेनियल सेल का मानक विद्युत वाहक बल $1.10\\ \\mathrm{V}$ ($n = 2$) है। सेल अभिक्रिया का मानक गिब्स ऊर्जा परिवर्तन क्या है? ($F = 96500\\ \\mathrm{C\\,mol^{-1}}$)",
    hiExplanation:
      "$\\Delta_r G^{\\circ} = -nFE^{\\circ}_{cell} = -2 \\times 96500 \\times 1.10 = -212300\\ \\mathrm{J\\,mol^{-1}} = -212.3\\ \\mathrm{kJ\\,mol^{-1}}$। ऋणात्मक चिह्न दर्शाता है कि सेल अभिक्रिया स्वतः प्रवर्तित है।",
    source: `${C12}, Ch. 2 Electrochemistry`,
  }),
  make(C, {
    key: "neet-p1-chem-35",
    topic: "Electrochemistry",
    difficulty: "hard",
    text: "The molar conductivity of $0.001\\ \\mathrm{M}$ acetic acid is $39.05\\ \\mathrm{S\\,cm^2\\,mol^{-1}}$. The limiting molar ionic conductivities of $\\mathrm{H^+}$ and $\\mathrm{CH_3COO^-}$ are $349.6$ and $40.9\\ \\mathrm{S\\,cm^2\\,mol^{-1}}$. What is the dissociation constant of acetic acid at this temperature, approximately?",
    options: [
      "$1.0 \\times 10^{-5}$",
      "$1.11 \\times 10^{-4}$",
      "$1.11 \\times 10^{-5}$",
      "$1.0 \\times 10^{-6}$",
    ],
    correct: 2,
    explanation:
      "By Kohlrausch's law, $\\Lambda^{\\circ}_m = 349.6 + 40.9 = 390.5\\ \\mathrm{S\\,cm^2\\,mol^{-1}}$. Degree of dissociation $\\alpha = \\frac{39.05}{390.5} = 0.1$. Then $K_a = \\frac{c\\alpha^2}{1 - \\alpha} = \\frac{0.001 \\times 0.01}{0.9} \\approx 1.11 \\times 10^{-5}$. The approximation $c\\alpha^2$ gives $1.0 \\times 10^{-5}$, which is not good enough at $\\alpha = 0.1$.",
    hiText:
      "$0.001\\ \\mathrm{M}$ ऐसीटिक अम्ल की मोलर चालकता $39.05\\ \\mathrm{S\\,cm^2\\,mol^{-1}}$ है। $\\mathrm{H^+}$ तथा $\\mathrm{CH_3COO^-}$ की सीमांत मोलर आयनिक चालकताएँ $349.6$ तथा $40.9\\ \\mathrm{S\\,cm^2\\,mol^{-1}}$ हैं। इस ताप पर ऐसीटिक अम्ल का वियोजन स्थिरांक लगभग कितना है?",
    hiExplanation:
      "कोलराउश के नियम से $\\Lambda^{\\circ}_m = 349.6 + 40.9 = 390.5\\ \\mathrm{S\\,cm^2\\,mol^{-1}}$। वियोजन मात्रा $\\alpha = \\frac{39.05}{390.5} = 0.1$। तब $K_a = \\frac{c\\alpha^2}{1 - \\alpha} = \\frac{0.001 \\times 0.01}{0.9} \\approx 1.11 \\times 10^{-5}$। सन्निकटन $c\\alpha^2$ से $1.0 \\times 10^{-5}$ आता है, जो $\\alpha = 0.1$ पर पर्याप्त शुद्ध नहीं है।",
    source: `${C12}, Ch. 2 Electrochemistry`,
  }),
  make(C, {
    key: "neet-p1-chem-36",
    topic: "Chemical Kinetics",
    difficulty: "easy",
    text: "In a first-order decomposition, $87.5\\%$ of the reactant is used up in $45\\ \\mathrm{min}$. What is the rate constant of the reaction?",
    options: [
      "$0.0154\\ \\mathrm{min^{-1}}$",
      "$0.0231\\ \\mathrm{min^{-1}}$",
      "$0.0462\\ \\mathrm{min^{-1}}$",
      "$0.0693\\ \\mathrm{min^{-1}}$",
    ],
    correct: 2,
    explanation:
      "When $87.5\\%$ is used up, $12.5\\% = \\frac{1}{8}$ remains, which is three half-lives. So $t_{1/2} = \\frac{45}{3} = 15\\ \\mathrm{min}$ and $k = \\frac{0.693}{15} = 0.0462\\ \\mathrm{min^{-1}}$ (equivalently $k = \\frac{2.303}{45}\\log 8$). Taking 45 min as one half-life gives $0.0154\\ \\mathrm{min^{-1}}$, and as two half-lives $0.0231\\ \\mathrm{min^{-1}}$.",
    hiText:
      "प्रथम कोटि के एक अपघटन में अभिकारक का $87.5\\%$ भाग $45\\ \\mathrm{min}$ में उपभुक्त हो जाता है। अभिक्रिया का वेग स्थिरांक क्या है?",
    hiExplanation:
      "$87.5\\%$ उपभुक्त होने पर $12.5\\% = \\frac{1}{8}$ शेष रहता है, जो तीन अर्धायु के बराबर है। अतः $t_{1/2} = \\frac{45}{3} = 15\\ \\mathrm{min}$ तथा $k = \\frac{0.693}{15} = 0.0462\\ \\mathrm{min^{-1}}$ (अथवा $k = \\frac{2.303}{45}\\log 8$)। 45 min को एक अर्धायु मानने पर $0.0154\\ \\mathrm{min^{-1}}$ तथा दो अर्धायु मानने पर $0.0231\\ \\mathrm{min^{-1}}$ आता है।",
    source: `${C12}, Ch. 3 Chemical Kinetics`,
  }),
  make(C, {
    key: "neet-p1-chem-37",
    topic: "Chemical Kinetics",
    difficulty: "hard",
    text: "The rate of a reaction becomes four times when the temperature is raised from $300\\ \\mathrm{K}$ to $320\\ \\mathrm{K}$. What is its activation energy, approximately? ($R = 8.314\\ \\mathrm{J\\,K^{-1}\\,mol^{-1}}$, $\\log 2 = 0.301$)",
    options: [
      "$24.0\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$27.7\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$110.7\\ \\mathrm{kJ\\,mol^{-1}}$",
      "$55.3\\ \\mathrm{kJ\\,mol^{-1}}$",
    ],
    correct: 3,
    explanation:
      "Arrhenius: $\\log\\frac{k_2}{k_1} = \\frac{E_a}{2.303R}\\left(\\frac{T_2 - T_1}{T_1T_2}\\right)$, with $\\log 4 = 0.602$. So $E_a = \\frac{2.303 \\times 8.314 \\times 0.602 \\times 300 \\times 320}{20} \\approx 55300\\ \\mathrm{J\\,mol^{-1}} = 55.3\\ \\mathrm{kJ\\,mol^{-1}}$. Using $\\log 2$ instead of $\\log 4$ gives $27.7$, and omitting 2.303 gives $24.0$.",
    hiText:
      "ताप $300\\ \\mathrm{K}$ से $320\\ \\mathrm{K}$ करने पर किसी अभिक्रिया का वेग चार गुना हो जाता है। उसकी सक्रियण ऊर्जा लगभग कितनी है? ($R = 8.314\\ \\mathrm{J\\,K^{-1}\\,mol^{-1}}$, $\\log 2 = 0.301$)",
    hiExplanation:
      "आरेनियस समीकरण: $\\log\\frac{k_2}{k_1} = \\frac{E_a}{2.303R}\\left(\\frac{T_2 - T_1}{T_1T_2}\\right)$, जहाँ $\\log 4 = 0.602$। अतः $E_a = \\frac{2.303 \\times 8.314 \\times 0.602 \\times 300 \\times 320}{20} \\approx 55300\\ \\mathrm{J\\,mol^{-1}} = 55.3\\ \\mathrm{kJ\\,mol^{-1}}$। $\\log 4$ के स्थान पर $\\log 2$ लेने पर $27.7$ तथा 2.303 छोड़ देने पर $24.0$ आता है।",
    source: `${C12}, Ch. 3 Chemical Kinetics`,
  }),
  assertionReason(C, {
    key: "neet-p1-chem-38",
    topic: "The d- and f-Block Elements",
    difficulty: "medium",
    assertion: "Zirconium (Zr) and hafnium (Hf) have almost identical atomic radii.",
    reason:
      "The lanthanoid contraction cancels the increase in size expected on going from the second to the third transition series.",
    hiAssertion: "ज़र्कोनियम (Zr) तथा हैफ़्नियम (Hf) की परमाणु त्रिज्याएँ लगभग समान हैं।",
    hiReason: "लैन्थेनॉयड आकुंचन द्वितीय से तृतीय संक्रमण श्रेणी में जाने पर अपेक्षित आकार-वृद्धि को निरस्त कर देता है।",
    correct: 0,
    explanation:
      "Between Zr (4d series) and Hf (5d series) come the fourteen lanthanoids, whose 4f electrons shield the nucleus poorly, so the size falls steadily across them. This lanthanoid contraction offsets the extra shell, leaving Zr (160 pm) and Hf (159 pm) nearly equal, which is why they are hard to separate. Both statements are true and the Reason explains the Assertion.",
    hiExplanation:
      "Zr (4d श्रेणी) तथा Hf (5d श्रेणी) के बीच चौदह लैन्थेनॉयड आते हैं, जिनके 4f इलेक्ट्रॉन नाभिक का दुर्बल परिरक्षण करते हैं, अतः उनमें आकार क्रमशः घटता है। यह लैन्थेनॉयड आकुंचन अतिरिक्त कोश के प्रभाव को निरस्त कर देता है, जिससे Zr (160 pm) तथा Hf (159 pm) लगभग समान हैं और इन्हें अलग करना कठिन है। दोनों कथन सत्य हैं और कारण अभिकथन की सही व्याख्या है।",
    source: `${C12}, Ch. 4 The d- and f-Block Elements`,
  }),
  make(C, {
    key: "neet-p1-chem-39",
    topic: "The d- and f-Block Elements",
    difficulty: "medium",
    text: "What is the spin-only magnetic moment of the $\\mathrm{Fe^{2+}}$ ion (Z of Fe = 26)?",
    options: [
      "$4.90\\ \\mathrm{BM}$",
      "$5.92\\ \\mathrm{BM}$",
      "$3.87\\ \\mathrm{BM}$",
      "$2.83\\ \\mathrm{BM}$",
    ],
    correct: 0,
    explanation:
      "Fe is $[\\mathrm{Ar}]3d^64s^2$; $\\mathrm{Fe^{2+}}$ loses the two $4s$ electrons, leaving $3d^6$ with 4 unpaired electrons. $\\mu = \\sqrt{n(n + 2)} = \\sqrt{4 \\times 6} = \\sqrt{24} \\approx 4.90\\ \\mathrm{BM}$. $5.92\\ \\mathrm{BM}$ ($n = 5$) is for $\\mathrm{Fe^{3+}}$.",
    hiText: "$\\mathrm{Fe^{2+}}$ आयन (Fe का Z = 26) का 'केवल प्रचक्रण' चुंबकीय आघूर्ण कितना है?",
    hiExplanation:
      "Fe का विन्यास $[\\mathrm{Ar}]3d^64s^2$ है; $\\mathrm{Fe^{2+}}$ दोनों $4s$ इलेक्ट्रॉन खोकर $3d^6$ बनता है, जिसमें 4 अयुग्मित इलेक्ट्रॉन हैं। $\\mu = \\sqrt{n(n + 2)} = \\sqrt{4 \\times 6} = \\sqrt{24} \\approx 4.90\\ \\mathrm{BM}$। $5.92\\ \\mathrm{BM}$ ($n = 5$) $\\mathrm{Fe^{3+}}$ के लिए है।",
    source: `${C12}, Ch. 4 The d- and f-Block Elements`,
  }),
  matchList(C, {
    key: "neet-p1-chem-40",
    topic: "Coordination Compounds",
    difficulty: "hard",
    lead: "Match List-I (complex) with List-II (hybridisation and magnetic behaviour, by valence bond theory).",
    hiLead: "सूची-I (संकुल) का सूची-II (संयोजकता आबंध सिद्धांत के अनुसार संकरण तथा चुंबकीय व्यवहार) से मिलान कीजिए।",
    listI: [
      "$\\mathrm{[Ni(CN)_4]^{2-}}$",
      "$\\mathrm{[NiCl_4]^{2-}}$",
      "$\\mathrm{[Co(NH_3)_6]^{3+}}$",
      "$\\mathrm{[CoF_6]^{3-}}$",
    ],
    listII: [
      "$sp^3d^2$, paramagnetic",
      "$d^2sp^3$, diamagnetic",
      "$dsp^2$, diamagnetic",
      "$sp^3$, paramagnetic",
    ],
    hiListI: [
      "$\\mathrm{[Ni(CN)_4]^{2-}}$",
      "$\\mathrm{[NiCl_4]^{2-}}$",
      "$\\mathrm{[Co(NH_3)_6]^{3+}}$",
      "$\\mathrm{[CoF_6]^{3-}}$",
    ],
    hiListII: ["$sp^3d^2$, अनुचुंबकीय", "$d^2sp^3$, प्रतिचुंबकीय", "$dsp^2$, प्रतिचुंबकीय", "$sp^3$, अनुचुंबकीय"],
    codes: [
      [4, 3, 2, 1],
      [3, 4, 1, 2],
      [2, 4, 3, 1],
      [3, 4, 2, 1],
    ],
    correct: 3,
    explanation:
      "$\\mathrm{Ni^{2+}}$ is $3d^8$. Strong-field $\\mathrm{CN^-}$ pairs the electrons, freeing a $3d$ orbital: $dsp^2$, square planar, diamagnetic (III). Weak-field $\\mathrm{Cl^-}$ does not: $sp^3$, tetrahedral, 2 unpaired electrons, paramagnetic (IV). $\\mathrm{Co^{3+}}$ is $3d^6$: with $\\mathrm{NH_3}$ the electrons pair and inner $d$ orbitals are used, $d^2sp^3$, diamagnetic (II); with $\\mathrm{F^-}$ they stay unpaired and outer $4d$ orbitals are used, $sp^3d^2$, paramagnetic with 4 unpaired electrons (I). So A-III, B-IV, C-II, D-I.",
    hiExplanation:
      "$\\mathrm{Ni^{2+}}$ का विन्यास $3d^8$ है। प्रबल क्षेत्र $\\mathrm{CN^-}$ इलेक्ट्रॉनों को युग्मित कर एक $3d$ कक्षक रिक्त करता है: $dsp^2$, वर्ग समतली, प्रतिचुंबकीय (III)। दुर्बल क्षेत्र $\\mathrm{Cl^-}$ ऐसा नहीं करता: $sp^3$, चतुष्फलकीय, 2 अयुग्मित इलेक्ट्रॉन, अनुचुंबकीय (IV)। $\\mathrm{Co^{3+}}$ का विन्यास $3d^6$ है: $\\mathrm{NH_3}$ के साथ इलेक्ट्रॉन युग्मित होते हैं और आंतरिक $d$ कक्षक प्रयुक्त होते हैं, $d^2sp^3$, प्रतिचुंबकीय (II); $\\mathrm{F^-}$ के साथ वे अयुग्मित रहते हैं और बाह्य $4d$ कक्षक प्रयुक्त होते हैं, $sp^3d^2$, 4 अयुग्मित इलेक्ट्रॉनों सहित अनुचुंबकीय (I)। अतः A-III, B-IV, C-II, D-I।",
    source: `${C12}, Ch. 5 Coordination Compounds`,
  }),
  make(C, {
    key: "neet-p1-chem-41",
    topic: "Haloalkanes and Haloarenes",
    difficulty: "medium",
    text: "Which is the correct order of reactivity of the following alkyl bromides towards an $\\mathrm{S_N2}$ reaction with hydroxide ion?",
    options: [
      "$\\mathrm{(CH_3)_3CBr} > \\mathrm{(CH_3)_2CHBr} > \\mathrm{CH_3CH_2Br} > \\mathrm{CH_3Br}$",
      "$\\mathrm{CH_3CH_2Br} > \\mathrm{CH_3Br} > \\mathrm{(CH_3)_2CHBr} > \\mathrm{(CH_3)_3CBr}$",
      "$\\mathrm{CH_3Br} > \\mathrm{CH_3CH_2Br} > \\mathrm{(CH_3)_2CHBr} > \\mathrm{(CH_3)_3CBr}$",
      "$\\mathrm{(CH_3)_2CHBr} > \\mathrm{CH_3CH_2Br} > \\mathrm{CH_3Br} > \\mathrm{(CH_3)_3CBr}$",
    ],
    correct: 2,
    explanation:
      "In $\\mathrm{S_N2}$ the nucleophile attacks the carbon from the side opposite the leaving group in a single step; bulky groups on that carbon hinder the attack. So the least hindered, methyl bromide, reacts fastest and the tertiary bromide slowest: $\\mathrm{CH_3Br} > \\mathrm{1^{\\circ}} > \\mathrm{2^{\\circ}} > \\mathrm{3^{\\circ}}$. The reverse order holds for $\\mathrm{S_N1}$, which depends on carbocation stability.",
    hiText:
      "हाइड्रॉक्साइड आयन के साथ $\\mathrm{S_N2}$ अभिक्रिया के प्रति निम्नलिखित ऐल्किल ब्रोमाइडों की अभिक्रियाशीलता का सही क्रम कौन-सा है?",
    hiExplanation:
      "$\\mathrm{S_N2}$ में नाभिकस्नेही एक ही पद में विलोपी समूह के विपरीत दिशा से कार्बन पर आक्रमण करता है; उस कार्बन पर भारी-भरकम समूह आक्रमण में बाधा डालते हैं। अतः सबसे कम बाधित मेथिल ब्रोमाइड सबसे तेज़ तथा तृतीयक ब्रोमाइड सबसे धीमी अभिक्रिया करता है: $\\mathrm{CH_3Br} > \\mathrm{1^{\\circ}} > \\mathrm{2^{\\circ}} > \\mathrm{3^{\\circ}}$। $\\mathrm{S_N1}$ के लिए, जो कार्बधनायन के स्थायित्व पर निर्भर है, क्रम उलटा होता है।",
    source: `${C12}, Ch. 6 Haloalkanes and Haloarenes`,
  }),
  make(C, {
    key: "neet-p1-chem-42",
    topic: "Alcohols, Phenols and Ethers",
    difficulty: "easy",
    text: "Which of the following alcohols gives turbidity at once with Lucas reagent (concentrated HCl and anhydrous $\\mathrm{ZnCl_2}$) at room temperature?",
    options: ["Butan-1-ol", "Butan-2-ol", "2-Methylpropan-2-ol", "Methanol"],
    correct: 2,
    explanation:
      "Lucas reagent converts an alcohol to the insoluble alkyl chloride through a carbocation, so the rate follows carbocation stability: tertiary alcohols (2-methylpropan-2-ol) give turbidity immediately, secondary alcohols (butan-2-ol) in about five minutes, and primary alcohols (butan-1-ol, methanol) not at room temperature.",
    hiText:
      "निम्नलिखित में से कौन-सा ऐल्कोहॉल कक्ष ताप पर ल्यूकास अभिकर्मक (सांद्र HCl तथा निर्जल $\\mathrm{ZnCl_2}$) के साथ तुरंत आविलता देता है?",
    hiOptions: ["ब्यूटेन-1-ऑल", "ब्यूटेन-2-ऑल", "2-मेथिलप्रोपेन-2-ऑल", "मेथेनॉल"],
    hiExplanation:
      "ल्यूकास अभिकर्मक ऐल्कोहॉल को कार्बधनायन के माध्यम से अविलेय ऐल्किल क्लोराइड में बदलता है, अतः वेग कार्बधनायन के स्थायित्व के क्रम में होता है: तृतीयक ऐल्कोहॉल (2-मेथिलप्रोपेन-2-ऑल) तुरंत आविलता देते हैं, द्वितीयक (ब्यूटेन-2-ऑल) लगभग पाँच मिनट में, तथा प्राथमिक (ब्यूटेन-1-ऑल, मेथेनॉल) कक्ष ताप पर नहीं।",
    source: `${C12}, Ch. 7 Alcohols, Phenols and Ethers`,
  }),
  matchList(C, {
    key: "neet-p1-chem-43",
    topic: "Aldehydes, Ketones and Carboxylic Acids",
    difficulty: "medium",
    lead: "Match List-I (named reaction) with List-II (what it does).",
    hiLead: "सूची-I (नाम अभिक्रिया) का सूची-II (उसका कार्य) से मिलान कीजिए।",
    listI: [
      "Cannizzaro reaction",
      "Clemmensen reduction",
      "Etard reaction",
      "Hell–Volhard–Zelinsky reaction",
    ],
    listII: [
      "Converts a methyl group on a benzene ring to –CHO using chromyl chloride",
      "Halogenates a carboxylic acid at the α-carbon",
      "Disproportionates an aldehyde without α-hydrogen into an alcohol and a carboxylate in concentrated alkali",
      "Reduces the C=O of an aldehyde or ketone to $\\mathrm{CH_2}$ with zinc amalgam and HCl",
    ],
    hiListI: ["कैनिज़ारो अभिक्रिया", "क्लेमेंसन अपचयन", "ईटार्ड अभिक्रिया", "हेल–फ़ोलार्ड–ज़ेलिंस्की अभिक्रिया"],
    hiListII: [
      "क्रोमिल क्लोराइड द्वारा बेंज़ीन वलय के मेथिल समूह को –CHO में बदलती है",
      "कार्बोक्सिलिक अम्ल के α-कार्बन पर हैलोजनन करती है",
      "सांद्र क्षार में α-हाइड्रोजन रहित ऐल्डिहाइड का ऐल्कोहॉल तथा कार्बोक्सिलेट में असमानुपातन करती है",
      "ज़िंक अमलगम तथा HCl द्वारा ऐल्डिहाइड या कीटोन के C=O को $\\mathrm{CH_2}$ में अपचयित करती है",
    ],
    codes: [
      [3, 4, 1, 2],
      [4, 3, 1, 2],
      [3, 4, 2, 1],
      [1, 4, 3, 2],
    ],
    correct: 0,
    explanation:
      "Cannizzaro: an aldehyde with no α-hydrogen (such as HCHO or benzaldehyde) in concentrated alkali gives an alcohol and a carboxylate salt (III). Clemmensen: Zn–Hg/HCl reduces C=O to $\\mathrm{CH_2}$ (IV). Etard: chromyl chloride oxidises toluene's methyl group to benzaldehyde (I). HVZ: $\\mathrm{X_2}$/red P halogenates a carboxylic acid at the α-carbon (II). So A-III, B-IV, C-I, D-II.",
    hiExplanation:
      "कैनिज़ारो: α-हाइड्रोजन रहित ऐल्डिहाइड (जैसे HCHO या बेंज़ैल्डिहाइड) सांद्र क्षार में ऐल्कोहॉल तथा कार्बोक्सिलेट लवण देता है (III)। क्लेमेंसन: Zn–Hg/HCl, C=O को $\\mathrm{CH_2}$ में अपचयित करता है (IV)। ईटार्ड: क्रोमिल क्लोराइड टॉलूईन के मेथिल समूह को बेंज़ैल्डिहाइड में ऑक्सीकृत करता है (I)। HVZ: $\\mathrm{X_2}$/लाल P कार्बोक्सिलिक अम्ल के α-कार्बन पर हैलोजनन करता है (II)। अतः A-III, B-IV, C-I, D-II।",
    source: `${C12}, Ch. 8 Aldehydes, Ketones and Carboxylic Acids`,
  }),
  make(C, {
    key: "neet-p1-chem-44",
    topic: "Amines",
    difficulty: "hard",
    text: "Which is the correct order of basic strength of the following in aqueous solution?",
    options: [
      "$\\mathrm{(CH_3)_3N} > \\mathrm{(CH_3)_2NH} > \\mathrm{CH_3NH_2} > \\mathrm{NH_3}$",
      "$\\mathrm{(CH_3)_2NH} > \\mathrm{CH_3NH_2} > \\mathrm{(CH_3)_3N} > \\mathrm{NH_3}$",
      "$\\mathrm{CH_3NH_2} > \\mathrm{(CH_3)_2NH} > \\mathrm{(CH_3)_3N} > \\mathrm{NH_3}$",
      "$\\mathrm{NH_3} > \\mathrm{CH_3NH_2} > \\mathrm{(CH_3)_2NH} > \\mathrm{(CH_3)_3N}$",
    ],
    correct: 1,
    explanation:
      "In water the basic strength of methylamines is set by three factors together: the +I effect of methyl groups (raises basicity with more groups), solvation of the protonated cation by hydrogen bonding (best for $\\mathrm{RNH_3^+}$, worst for $\\mathrm{R_3NH^+}$), and steric hindrance. Their balance gives $\\mathrm{(CH_3)_2NH} > \\mathrm{CH_3NH_2} > \\mathrm{(CH_3)_3N} > \\mathrm{NH_3}$. The first option is the gas-phase order, where only the inductive effect counts.",
    hiText: "जलीय विलयन में निम्नलिखित की क्षारकीय प्रबलता का सही क्रम कौन-सा है?",
    hiExplanation:
      "जल में मेथिलऐमीनों की क्षारकीय प्रबलता तीन कारक मिलकर तय करते हैं: मेथिल समूहों का +I प्रभाव (समूह बढ़ने पर क्षारकता बढ़ती है), प्रोटॉनित धनायन का हाइड्रोजन आबंधन द्वारा विलायकन ($\\mathrm{RNH_3^+}$ का सबसे अधिक, $\\mathrm{R_3NH^+}$ का सबसे कम) तथा त्रिविम बाधा। इनके संतुलन से क्रम $\\mathrm{(CH_3)_2NH} > \\mathrm{CH_3NH_2} > \\mathrm{(CH_3)_3N} > \\mathrm{NH_3}$ बनता है। पहला विकल्प गैस प्रावस्था का क्रम है, जहाँ केवल प्रेरणिक प्रभाव मायने रखता है।",
    source: `${C12}, Ch. 9 Amines`,
  }),
  twoStatements(C, {
    key: "neet-p1-chem-45",
    topic: "Biomolecules",
    difficulty: "medium",
    one: "Sucrose is a non-reducing sugar.",
    two: "In sucrose, C1 of α-D-glucose is joined by a glycosidic linkage to C2 of β-D-fructose.",
    hiOne: "सुक्रोस एक अनपचायी शर्करा है।",
    hiTwo: "सुक्रोस में α-D-ग्लूकोस का C1, β-D-फ्रुक्टोस के C2 से ग्लाइकोसिडी बंध द्वारा जुड़ा होता है।",
    correct: 0,
    explanation:
      "Both are correct, and II is why I holds: the glycosidic bond joins the two reducing (anomeric) carbons, C1 of glucose and C2 of fructose, so neither ring can open to a free aldehyde or ketone group, and sucrose does not reduce Tollens' or Fehling's reagent. Maltose and lactose, with one anomeric carbon free, are reducing sugars.",
    hiExplanation:
      "दोनों कथन सही हैं, और कथन II ही कथन I का कारण है: ग्लाइकोसिडी बंध दोनों अपचायी (ऐनोमरी) कार्बनों, ग्लूकोस के C1 तथा फ्रुक्टोस के C2, को जोड़ता है, अतः कोई भी वलय खुलकर मुक्त ऐल्डिहाइड या कीटोन समूह नहीं दे सकता और सुक्रोस टॉलेन या फेलिंग अभिकर्मक को अपचयित नहीं करता। माल्टोस तथा लैक्टोस, जिनमें एक ऐनोमरी कार्बन मुक्त है, अपचायी शर्करा हैं।",
    source: `${C12}, Ch. 10 Biomolecules`,
  }),
];
