import type { ContentQuestion } from "~/server/content/types";

/**
 * Mathematics written for JEE Main full-length paper 1 (an easier paper). Computed answers are
 * re-derived in main.answers.test.ts.
 */
export const main1Mathematics: ContentQuestion[] = [
  {
    key: "jee-m1-mat-001",
    subject: "Mathematics",
    topic: "Sets, Relations and Functions",
    difficulty: "easy",
    text: "How many reflexive relations can be defined on a set with 3 elements?",
    options: ["64", "512", "8", "27"],
    correct: 0,
    explanation:
      "A relation on $A$ is a subset of $A \\times A$, which has $3^2 = 9$ ordered pairs. A reflexive relation must contain the 3 pairs $(a, a)$; each of the other $9 - 3 = 6$ pairs may be in or out, giving $2^6 = 64$. 512 $= 2^9$ counts all relations.",
    hi: {
      text: "3 अवयवों वाले एक समुच्चय पर कितने स्वतुल्य संबंध परिभाषित किए जा सकते हैं?",
      options: ["64", "512", "8", "27"],
      explanation:
        "$A$ पर संबंध $A \\times A$ का उपसमुच्चय है, जिसमें $3^2 = 9$ क्रमित युग्म हैं। स्वतुल्य संबंध में 3 युग्म $(a, a)$ अवश्य होंगे; शेष $9 - 3 = 6$ युग्मों में से प्रत्येक रहे या न रहे: $2^6 = 64$। 512 $= 2^9$ सभी संबंधों की संख्या है।",
    },
  },
  {
    key: "jee-m1-mat-002",
    subject: "Mathematics",
    topic: "Binomial Theorem",
    difficulty: "medium",
    text: "What is the term independent of $x$ in the expansion of $\\left(x^2 + \\frac{1}{x}\\right)^9$?",
    options: ["9", "36", "126", "84"],
    correct: 3,
    explanation:
      "$T_{r+1} = \\binom{9}{r}(x^2)^{9-r}\\left(\\frac{1}{x}\\right)^r = \\binom{9}{r}x^{18 - 3r}$. The power is zero when $r = 6$, so the term is $\\binom{9}{6} = 84$. 126 $= \\binom{9}{4}$ comes from solving $18 - 3r = 0$ wrongly or from the middle term.",
    hi: {
      text: "$\\left(x^2 + \\frac{1}{x}\\right)^9$ के प्रसार में $x$ से स्वतंत्र पद क्या है?",
      options: ["9", "36", "126", "84"],
      explanation:
        "$T_{r+1} = \\binom{9}{r}(x^2)^{9-r}\\left(\\frac{1}{x}\\right)^r = \\binom{9}{r}x^{18 - 3r}$। घात शून्य तब है जब $r = 6$, अतः पद $\\binom{9}{6} = 84$ है। 126 $= \\binom{9}{4}$ गलत हल या मध्य पद से आता है।",
    },
  },
  {
    key: "jee-m1-mat-003",
    subject: "Mathematics",
    topic: "Trigonometry",
    difficulty: "medium",
    text: "How many solutions does the equation $\\sin 2x = \\cos x$ have in the interval $[0, 2\\pi]$?",
    options: ["2", "4", "3", "6"],
    correct: 1,
    explanation:
      "$2\\sin x\\cos x = \\cos x$ gives $\\cos x\\,(2\\sin x - 1) = 0$. $\\cos x = 0$: $x = \\frac{\\pi}{2}, \\frac{3\\pi}{2}$. $\\sin x = \\frac{1}{2}$: $x = \\frac{\\pi}{6}, \\frac{5\\pi}{6}$. Four solutions. Dividing by $\\cos x$ loses the first two and leaves the wrong answer 2.",
    hi: {
      text: "अंतराल $[0, 2\\pi]$ में समीकरण $\\sin 2x = \\cos x$ के कितने हल हैं?",
      options: ["2", "4", "3", "6"],
      explanation:
        "$2\\sin x\\cos x = \\cos x$ से $\\cos x\\,(2\\sin x - 1) = 0$। $\\cos x = 0$: $x = \\frac{\\pi}{2}, \\frac{3\\pi}{2}$। $\\sin x = \\frac{1}{2}$: $x = \\frac{\\pi}{6}, \\frac{5\\pi}{6}$। कुल चार हल। $\\cos x$ से भाग देने पर पहले दो हल छूट जाते हैं और गलत उत्तर 2 आता है।",
    },
  },
  {
    key: "jee-m1-mat-004",
    subject: "Mathematics",
    topic: "Vector Algebra",
    difficulty: "medium",
    text: "The diagonals of a parallelogram are $\\vec{a} = 3\\hat{i} + \\hat{j} - 2\\hat{k}$ and $\\vec{b} = \\hat{i} - 3\\hat{j} + 4\\hat{k}$. What is its area?",
    options: ["$5\\sqrt{3}$", "$10\\sqrt{3}$", "$5\\sqrt{2}$", "$20\\sqrt{3}$"],
    correct: 0,
    explanation:
      "With diagonals $\\vec{a}$ and $\\vec{b}$, the area is $\\frac{1}{2}|\\vec{a} \\times \\vec{b}|$. $\\vec{a} \\times \\vec{b} = (1 \\cdot 4 - (-2)(-3))\\hat{i} - (3 \\cdot 4 - (-2)(1))\\hat{j} + (3(-3) - 1 \\cdot 1)\\hat{k} = -2\\hat{i} - 14\\hat{j} - 10\\hat{k}$, of magnitude $\\sqrt{4 + 196 + 100} = \\sqrt{300} = 10\\sqrt{3}$. The area is $5\\sqrt{3}$; $10\\sqrt{3}$ treats the diagonals as sides.",
    hi: {
      text: "एक समांतर चतुर्भुज के विकर्ण $\\vec{a} = 3\\hat{i} + \\hat{j} - 2\\hat{k}$ और $\\vec{b} = \\hat{i} - 3\\hat{j} + 4\\hat{k}$ हैं। इसका क्षेत्रफल क्या है?",
      options: ["$5\\sqrt{3}$", "$10\\sqrt{3}$", "$5\\sqrt{2}$", "$20\\sqrt{3}$"],
      explanation:
        "विकर्ण $\\vec{a}$ और $\\vec{b}$ हों तो क्षेत्रफल $\\frac{1}{2}|\\vec{a} \\times \\vec{b}|$ है। $\\vec{a} \\times \\vec{b} = -2\\hat{i} - 14\\hat{j} - 10\\hat{k}$, जिसका परिमाण $\\sqrt{300} = 10\\sqrt{3}$ है। अतः क्षेत्रफल $5\\sqrt{3}$; $10\\sqrt{3}$ विकर्णों को भुजाएँ मानने से आता है।",
    },
  },
  {
    key: "jee-m1-mat-005",
    subject: "Mathematics",
    topic: "Three Dimensional Geometry",
    difficulty: "medium",
    text: "What is the shortest distance between the lines $\\frac{x - 1}{2} = \\frac{y - 2}{3} = \\frac{z - 3}{4}$ and $\\frac{x - 3}{3} = \\frac{y - 2}{4} = \\frac{z - 5}{5}$?",
    options: ["$0$", "$\\frac{1}{\\sqrt{6}}$", "$\\frac{4}{\\sqrt{3}}$", "$\\frac{2\\sqrt{6}}{3}$"],
    correct: 3,
    explanation:
      "$\\vec{b}_1 \\times \\vec{b}_2 = (2, 3, 4) \\times (3, 4, 5) = (15 - 16,\\ 12 - 10,\\ 8 - 9) = (-1, 2, -1)$, of magnitude $\\sqrt{6}$. With $\\vec{a}_2 - \\vec{a}_1 = (2, 0, 2)$, the distance is $\\frac{|(2, 0, 2) \\cdot (-1, 2, -1)|}{\\sqrt{6}} = \\frac{|-2 - 2|}{\\sqrt{6}} = \\frac{4}{\\sqrt{6}} = \\frac{2\\sqrt{6}}{3}$. The lines are skew, so 0 is wrong.",
    hi: {
      text: "रेखाओं $\\frac{x - 1}{2} = \\frac{y - 2}{3} = \\frac{z - 3}{4}$ और $\\frac{x - 3}{3} = \\frac{y - 2}{4} = \\frac{z - 5}{5}$ के बीच न्यूनतम दूरी क्या है?",
      options: ["$0$", "$\\frac{1}{\\sqrt{6}}$", "$\\frac{4}{\\sqrt{3}}$", "$\\frac{2\\sqrt{6}}{3}$"],
      explanation:
        "$\\vec{b}_1 \\times \\vec{b}_2 = (2, 3, 4) \\times (3, 4, 5) = (-1, 2, -1)$, परिमाण $\\sqrt{6}$। $\\vec{a}_2 - \\vec{a}_1 = (2, 0, 2)$ से दूरी $\\frac{|-2 - 2|}{\\sqrt{6}} = \\frac{4}{\\sqrt{6}} = \\frac{2\\sqrt{6}}{3}$। रेखाएँ विषमतलीय हैं, अतः 0 गलत है।",
    },
  },
  {
    key: "jee-m1-mat-006",
    subject: "Mathematics",
    topic: "Differential Equations",
    difficulty: "medium",
    text: "If $y(x)$ satisfies $\\frac{dy}{dx} + \\frac{y}{x} = x^2$ for $x > 0$ with $y(1) = 1$, what is $y(2)$?",
    options: ["$\\frac{19}{8}$", "$\\frac{17}{8}$", "$\\frac{19}{4}$", "$\\frac{9}{4}$"],
    correct: 0,
    explanation:
      "The integrating factor is $e^{\\int dx/x} = x$, so $\\frac{d}{dx}(xy) = x^3$ and $xy = \\frac{x^4}{4} + C$. From $y(1) = 1$: $C = \\frac{3}{4}$. At $x = 2$: $2y = 4 + \\frac{3}{4} = \\frac{19}{4}$, so $y(2) = \\frac{19}{8}$. $\\frac{19}{4}$ forgets to divide by $x$.",
    hi: {
      text: "यदि $x > 0$ के लिए $y(x)$ समीकरण $\\frac{dy}{dx} + \\frac{y}{x} = x^2$ को संतुष्ट करता है और $y(1) = 1$, तो $y(2)$ क्या है?",
      options: ["$\\frac{19}{8}$", "$\\frac{17}{8}$", "$\\frac{19}{4}$", "$\\frac{9}{4}$"],
      explanation:
        "समाकलन गुणक $e^{\\int dx/x} = x$ है, अतः $\\frac{d}{dx}(xy) = x^3$ और $xy = \\frac{x^4}{4} + C$। $y(1) = 1$ से $C = \\frac{3}{4}$। $x = 2$ पर $2y = 4 + \\frac{3}{4} = \\frac{19}{4}$, अतः $y(2) = \\frac{19}{8}$। $\\frac{19}{4}$, $x$ से भाग देना भूलने पर आता है।",
    },
  },
  {
    key: "jee-m1-mat-007",
    subject: "Mathematics",
    topic: "Applications of Derivatives",
    difficulty: "easy",
    text: "What is the least value of $f(x) = x^2 + \\frac{16}{x}$ for $x > 0$?",
    options: ["12", "8", "16", "10"],
    correct: 0,
    explanation:
      "$f'(x) = 2x - \\frac{16}{x^2} = 0$ gives $x^3 = 8$, $x = 2$, and $f''(x) = 2 + \\frac{32}{x^3} > 0$, so it is a minimum: $f(2) = 4 + 8 = 12$.",
    hi: {
      text: "$x > 0$ के लिए $f(x) = x^2 + \\frac{16}{x}$ का न्यूनतम मान क्या है?",
      options: ["12", "8", "16", "10"],
      explanation:
        "$f'(x) = 2x - \\frac{16}{x^2} = 0$ से $x^3 = 8$, $x = 2$, और $f''(x) = 2 + \\frac{32}{x^3} > 0$, अतः यह निम्निष्ठ है: $f(2) = 4 + 8 = 12$।",
    },
  },
  {
    key: "jee-m1-mat-008",
    format: "match-list",
    subject: "Mathematics",
    topic: "Limits, Continuity and Differentiability",
    difficulty: "easy",
    text: "Match each limit in List-I with its value in List-II. List-I: (A) $\\lim_{x \\to 0}\\frac{1 - \\cos x}{x^2}$; (B) $\\lim_{x \\to 0}\\frac{e^{3x} - 1}{x}$; (C) $\\lim_{x \\to 0}\\frac{\\ln(1 + 2x)}{x}$; (D) $\\lim_{x \\to 0}\\frac{\\tan x}{x}$. List-II: (I) 1; (II) 2; (III) $\\frac{1}{2}$; (IV) 3. Choose the correct answer.",
    options: [
      "A-III, B-IV, C-II, D-I",
      "A-I, B-IV, C-II, D-III",
      "A-III, B-II, C-IV, D-I",
      "A-II, B-IV, C-III, D-I",
    ],
    correct: 0,
    explanation:
      "(A) $1 - \\cos x = 2\\sin^2\\frac{x}{2}$, so the limit is $2 \\cdot \\frac{1}{4} = \\frac{1}{2}$ (III). (B) $\\frac{e^{3x} - 1}{3x} \\to 1$, so the limit is 3 (IV). (C) $\\frac{\\ln(1 + 2x)}{2x} \\to 1$, so the limit is 2 (II). (D) $\\frac{\\tan x}{x} \\to 1$ (I).",
    hi: {
      text: "सूची-I की प्रत्येक सीमा का सूची-II में उसके मान से मिलान कीजिए। सूची-I: (A) $\\lim_{x \\to 0}\\frac{1 - \\cos x}{x^2}$; (B) $\\lim_{x \\to 0}\\frac{e^{3x} - 1}{x}$; (C) $\\lim_{x \\to 0}\\frac{\\ln(1 + 2x)}{x}$; (D) $\\lim_{x \\to 0}\\frac{\\tan x}{x}$। सूची-II: (I) 1; (II) 2; (III) $\\frac{1}{2}$; (IV) 3। सही उत्तर चुनिए।",
      options: [
        "A-III, B-IV, C-II, D-I",
        "A-I, B-IV, C-II, D-III",
        "A-III, B-II, C-IV, D-I",
        "A-II, B-IV, C-III, D-I",
      ],
      explanation:
        "(A) $1 - \\cos x = 2\\sin^2\\frac{x}{2}$, अतः सीमा $2 \\cdot \\frac{1}{4} = \\frac{1}{2}$ (III)। (B) $\\frac{e^{3x} - 1}{3x} \\to 1$, अतः सीमा 3 (IV)। (C) $\\frac{\\ln(1 + 2x)}{2x} \\to 1$, अतः सीमा 2 (II)। (D) $\\frac{\\tan x}{x} \\to 1$ (I)।",
    },
  },
  {
    key: "jee-m1-mat-num-01",
    type: "numerical",
    subject: "Mathematics",
    topic: "Sequences and Series",
    difficulty: "medium",
    text: "What is the value of $\\displaystyle\\sum_{k=1}^{20} k(k + 1)$?",
    numericAnswer: { min: 3080, max: 3080 },
    explanation:
      "$\\sum k(k+1) = \\sum k^2 + \\sum k = \\frac{20 \\cdot 21 \\cdot 41}{6} + \\frac{20 \\cdot 21}{2} = 2870 + 210 = 3080$. (Equivalently $\\frac{n(n+1)(n+2)}{3} = \\frac{20 \\cdot 21 \\cdot 22}{3} = 3080$.)",
    hi: {
      text: "$\\displaystyle\\sum_{k=1}^{20} k(k + 1)$ का मान क्या है?",
      explanation:
        "$\\sum k(k+1) = \\sum k^2 + \\sum k = \\frac{20 \\cdot 21 \\cdot 41}{6} + \\frac{20 \\cdot 21}{2} = 2870 + 210 = 3080$। (या $\\frac{n(n+1)(n+2)}{3} = \\frac{20 \\cdot 21 \\cdot 22}{3} = 3080$।)",
    },
  },
  {
    key: "jee-m1-mat-num-02",
    type: "numerical",
    subject: "Mathematics",
    topic: "Coordinate Geometry",
    difficulty: "hard",
    text: "A focal chord of the parabola $y^2 = 12x$ has one end at the point $(12, 12)$. What is the length of this chord? (Give the answer correct to two decimal places.)",
    numericAnswer: { min: 18.74, max: 18.76 },
    explanation:
      "Here $a = 3$ and a point is $(3t^2, 6t)$; $(12, 12)$ has $t_1 = 2$. The ends of a focal chord satisfy $t_1t_2 = -1$, so $t_2 = -\\frac{1}{2}$ and the other end is $\\left(\\frac{3}{4}, -3\\right)$. The length is $\\sqrt{(12 - 0.75)^2 + (12 + 3)^2} = \\sqrt{126.5625 + 225} = 18.75$, which matches $a\\left(t_1 + \\frac{1}{t_1}\\right)^2 = 3 \\times 6.25$.",
    hi: {
      text: "परवलय $y^2 = 12x$ की एक नाभीय जीवा का एक सिरा बिंदु $(12, 12)$ पर है। इस जीवा की लंबाई क्या है? (उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "यहाँ $a = 3$ और बिंदु $(3t^2, 6t)$ है; $(12, 12)$ के लिए $t_1 = 2$। नाभीय जीवा के सिरों के लिए $t_1t_2 = -1$, अतः $t_2 = -\\frac{1}{2}$ और दूसरा सिरा $\\left(\\frac{3}{4}, -3\\right)$। लंबाई $\\sqrt{(11.25)^2 + 15^2} = 18.75$, जो $a\\left(t_1 + \\frac{1}{t_1}\\right)^2 = 3 \\times 6.25$ से मेल खाती है।",
    },
  },
  {
    key: "jee-m1-mat-num-03",
    type: "numerical",
    subject: "Mathematics",
    topic: "Integral Calculus",
    difficulty: "hard",
    text: "What is the value of $\\displaystyle\\int_0^{\\pi} \\frac{x\\sin x}{1 + \\cos^2 x}\\,dx$? (Give the answer correct to two decimal places.)",
    numericAnswer: { min: 2.46, max: 2.48 },
    explanation:
      "Call it $I$. Replacing $x$ by $\\pi - x$ gives $I = \\int_0^\\pi \\frac{(\\pi - x)\\sin x}{1 + \\cos^2 x}dx$, so $2I = \\pi\\int_0^\\pi \\frac{\\sin x}{1 + \\cos^2 x}dx$. With $t = \\cos x$ the integral is $\\int_{-1}^{1}\\frac{dt}{1 + t^2} = \\frac{\\pi}{2}$. Hence $I = \\frac{\\pi^2}{4} \\approx 2.47$.",
    hi: {
      text: "$\\displaystyle\\int_0^{\\pi} \\frac{x\\sin x}{1 + \\cos^2 x}\\,dx$ का मान क्या है? (उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "मान लीजिए यह $I$ है। $x$ के स्थान पर $\\pi - x$ रखने पर $I = \\int_0^\\pi \\frac{(\\pi - x)\\sin x}{1 + \\cos^2 x}dx$, अतः $2I = \\pi\\int_0^\\pi \\frac{\\sin x}{1 + \\cos^2 x}dx$। $t = \\cos x$ रखने पर यह समाकल $\\int_{-1}^{1}\\frac{dt}{1 + t^2} = \\frac{\\pi}{2}$ है। अतः $I = \\frac{\\pi^2}{4} \\approx 2.47$।",
    },
  },
];
