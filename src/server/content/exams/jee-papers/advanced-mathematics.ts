import type { ContentQuestion } from "~/server/content/types";

/**
 * Mathematics written for the JEE Advanced-style full-length paper: 4 single-correct, 4
 * multiple-correct, 6 numerical-value and 4 List-I/List-II questions. Computed answers are
 * re-derived in advanced.answers.test.ts.
 */
export const advancedMathematics: ContentQuestion[] = [
  {
    key: "jee-adv-mat-001",
    subject: "Mathematics",
    topic: "Complex Numbers and Quadratic Equations",
    difficulty: "medium",
    text: "The complex number $z$ satisfies $|z - 2i| = |z + 2|$. What is the least value of $|z - (1 + i)|$?",
    options: ["$2\\sqrt{2}$", "$2$", "$1$", "$\\sqrt{2}$"],
    correct: 3,
    explanation:
      "$z$ is equidistant from $(0, 2)$ and $(-2, 0)$, so it lies on their perpendicular bisector: through the midpoint $(-1, 1)$ with slope $-1$, i.e. $x + y = 0$. The least distance from $(1, 1)$ to this line is $\\frac{|1 + 1|}{\\sqrt{2}} = \\sqrt{2}$.",
    hi: {
      text: "सम्मिश्र संख्या $z$ प्रतिबंध $|z - 2i| = |z + 2|$ को संतुष्ट करती है। $|z - (1 + i)|$ का न्यूनतम मान क्या है?",
      options: ["$2\\sqrt{2}$", "$2$", "$1$", "$\\sqrt{2}$"],
      explanation:
        "$z$, $(0, 2)$ और $(-2, 0)$ से समदूरस्थ है, अतः उनके लंब समद्विभाजक पर है: मध्य बिंदु $(-1, 1)$ से ढाल $-1$, अर्थात् $x + y = 0$। $(1, 1)$ से इस रेखा की न्यूनतम दूरी $\\frac{|1 + 1|}{\\sqrt{2}} = \\sqrt{2}$ है।",
    },
  },
  {
    key: "jee-adv-mat-002",
    subject: "Mathematics",
    topic: "Statistics and Probability",
    difficulty: "hard",
    text: "Three fair dice are thrown. What is the probability that the largest number shown is exactly 4?",
    options: ["$\\frac{27}{216}$", "$\\frac{8}{27}$", "$\\frac{1}{6}$", "$\\frac{37}{216}$"],
    correct: 3,
    explanation:
      "The largest is at most 4 in $4^3 = 64$ outcomes and at most 3 in $3^3 = 27$. It is exactly 4 in $64 - 27 = 37$ of the 216 outcomes: $\\frac{37}{216}$. $\\frac{8}{27} = \\frac{64}{216}$ counts 'at most 4'.",
    hi: {
      text: "तीन निष्पक्ष पासे फेंके जाते हैं। दिखाई गई सबसे बड़ी संख्या के ठीक 4 होने की प्रायिकता क्या है?",
      options: ["$\\frac{27}{216}$", "$\\frac{8}{27}$", "$\\frac{1}{6}$", "$\\frac{37}{216}$"],
      explanation:
        "सबसे बड़ी संख्या अधिकतम 4 होने के $4^3 = 64$ और अधिकतम 3 होने के $3^3 = 27$ परिणाम हैं। ठीक 4 होने के $64 - 27 = 37$ परिणाम, अतः प्रायिकता $\\frac{37}{216}$। $\\frac{8}{27}$ 'अधिकतम 4' की प्रायिकता है।",
    },
  },
  {
    key: "jee-adv-mat-003",
    subject: "Mathematics",
    topic: "Integral Calculus",
    difficulty: "hard",
    text: "What is the value of $\\displaystyle\\int_0^{\\pi/2} \\ln(\\sin x)\\,dx$?",
    options: ["$-\\pi\\ln 2$", "$\\frac{\\pi}{2}\\ln 2$", "$-\\frac{\\pi}{2}\\ln 2$", "$0$"],
    correct: 2,
    explanation:
      "Let $I$ be the integral; by $x \\to \\frac{\\pi}{2} - x$ it also equals $\\int_0^{\\pi/2}\\ln(\\cos x)\\,dx$. Adding, $2I = \\int_0^{\\pi/2}\\ln\\frac{\\sin 2x}{2}dx = \\int_0^{\\pi/2}\\ln(\\sin 2x)\\,dx - \\frac{\\pi}{2}\\ln 2$. With $t = 2x$ the first integral is $\\frac{1}{2}\\int_0^{\\pi}\\ln(\\sin t)\\,dt = I$. So $I = -\\frac{\\pi}{2}\\ln 2$. It must be negative, since $\\ln(\\sin x) \\le 0$ on the interval.",
    hi: {
      text: "$\\displaystyle\\int_0^{\\pi/2} \\ln(\\sin x)\\,dx$ का मान क्या है?",
      options: ["$-\\pi\\ln 2$", "$\\frac{\\pi}{2}\\ln 2$", "$-\\frac{\\pi}{2}\\ln 2$", "$0$"],
      explanation:
        "मान लीजिए समाकल $I$ है; $x \\to \\frac{\\pi}{2} - x$ से यह $\\int_0^{\\pi/2}\\ln(\\cos x)\\,dx$ भी है। जोड़ने पर $2I = \\int_0^{\\pi/2}\\ln(\\sin 2x)\\,dx - \\frac{\\pi}{2}\\ln 2$। $t = 2x$ रखने पर पहला समाकल $\\frac{1}{2}\\int_0^{\\pi}\\ln(\\sin t)\\,dt = I$। अतः $I = -\\frac{\\pi}{2}\\ln 2$। यह ऋणात्मक होना चाहिए, क्योंकि अंतराल पर $\\ln(\\sin x) \\le 0$।",
    },
  },
  {
    key: "jee-adv-mat-004",
    subject: "Mathematics",
    topic: "Matrices and Determinants",
    difficulty: "medium",
    text: "How many $2 \\times 2$ matrices with every entry 0 or 1 are invertible?",
    options: ["8", "6", "10", "4"],
    correct: 1,
    explanation:
      "$\\det\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix} = ad - bc \\ne 0$ with entries in $\\{0, 1\\}$ means exactly one of $ad$, $bc$ is 1. $ad = 1, bc = 0$: $a = d = 1$ and $(b, c) \\ne (1, 1)$, 3 matrices; $bc = 1, ad = 0$: likewise 3. Total 6 of the 16 matrices.",
    hi: {
      text: "ऐसे कितने $2 \\times 2$ आव्यूह व्युत्क्रमणीय हैं जिनकी प्रत्येक प्रविष्टि 0 या 1 है?",
      options: ["8", "6", "10", "4"],
      explanation:
        "सारणिक $ad - bc \\ne 0$, प्रविष्टियाँ $\\{0, 1\\}$ में, अर्थात् $ad$ और $bc$ में से ठीक एक 1 हो। $ad = 1, bc = 0$: 3 आव्यूह; $bc = 1, ad = 0$: 3। कुल 16 में से 6।",
    },
  },
  {
    key: "jee-adv-mat-mul-01",
    type: "multiple",
    subject: "Mathematics",
    topic: "Applications of Derivatives",
    difficulty: "hard",
    text: "Let $f(x) = x^3 - 3x + k$, where $k$ is a real constant. Which of the following are correct? (One or more options may be correct.)",
    options: [
      "$f(x) = 0$ has three distinct real roots if and only if $-2 < k < 2$",
      "For $k = 2$, $x = 1$ is a repeated root of $f(x) = 0$",
      "For some value of $k$, $f$ is one-one on $\\mathbb{R}$",
      "For every $k$, the roots of $f(x) = 0$ add up to 0",
    ],
    correctAnswers: [0, 1, 3],
    explanation:
      "$f'(x) = 3(x^2 - 1)$: local maximum $f(-1) = 2 + k$ and local minimum $f(1) = k - 2$. Three distinct real roots need $f(-1) > 0 > f(1)$, i.e. $-2 < k < 2$ (A). For $k = 2$, $f(1) = 0$ and $f'(1) = 0$: a double root (B). $f$ always rises, falls and rises again, so it is never one-one (C is wrong). The $x^2$ coefficient is 0, so the roots sum to 0 (D).",
    hi: {
      text: "मान लीजिए $f(x) = x^3 - 3x + k$, जहाँ $k$ वास्तविक अचर है। निम्नलिखित में से कौन-से सही हैं? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: [
        "$f(x) = 0$ के तीन भिन्न वास्तविक मूल हैं यदि और केवल यदि $-2 < k < 2$",
        "$k = 2$ के लिए $x = 1$, $f(x) = 0$ का पुनरावृत्त मूल है",
        "$k$ के किसी मान के लिए $f$, $\\mathbb{R}$ पर एकैकी है",
        "प्रत्येक $k$ के लिए $f(x) = 0$ के मूलों का योग 0 है",
      ],
      explanation:
        "$f'(x) = 3(x^2 - 1)$: स्थानीय उच्चिष्ठ $f(-1) = 2 + k$ और स्थानीय निम्निष्ठ $f(1) = k - 2$। तीन भिन्न वास्तविक मूलों के लिए $f(-1) > 0 > f(1)$, अर्थात् $-2 < k < 2$ (A)। $k = 2$ पर $f(1) = 0$ और $f'(1) = 0$: द्विमूल (B)। $f$ सदा बढ़ता, घटता और फिर बढ़ता है, अतः कभी एकैकी नहीं (C गलत)। $x^2$ का गुणांक 0 है, अतः मूलों का योग 0 (D)।",
    },
  },
  {
    key: "jee-adv-mat-mul-02",
    type: "multiple",
    subject: "Mathematics",
    topic: "Coordinate Geometry",
    difficulty: "medium",
    text: "For the ellipse $\\frac{x^2}{9} + \\frac{y^2}{5} = 1$, which of the following are correct? (One or more options may be correct.)",
    options: [
      "Its eccentricity is $\\frac{2}{3}$",
      "Its foci are $(\\pm 2, 0)$",
      "The length of its latus rectum is $\\frac{5}{3}$",
      "Its directrices are $x = \\pm\\frac{9}{2}$",
    ],
    correctAnswers: [0, 1, 3],
    explanation:
      "$a^2 = 9$, $b^2 = 5$, so $e^2 = 1 - \\frac{5}{9} = \\frac{4}{9}$ and $e = \\frac{2}{3}$ (A); foci $(\\pm ae, 0) = (\\pm 2, 0)$ (B); directrices $x = \\pm\\frac{a}{e} = \\pm\\frac{9}{2}$ (D). The latus rectum is $\\frac{2b^2}{a} = \\frac{10}{3}$, not $\\frac{5}{3}$ (C is wrong; $\\frac{5}{3}$ is its half).",
    hi: {
      text: "दीर्घवृत्त $\\frac{x^2}{9} + \\frac{y^2}{5} = 1$ के लिए निम्नलिखित में से कौन-से सही हैं? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: [
        "इसकी उत्केंद्रता $\\frac{2}{3}$ है",
        "इसकी नाभियाँ $(\\pm 2, 0)$ हैं",
        "इसके नाभिलंब की लंबाई $\\frac{5}{3}$ है",
        "इसकी नियताएँ $x = \\pm\\frac{9}{2}$ हैं",
      ],
      explanation:
        "$a^2 = 9$, $b^2 = 5$, अतः $e = \\frac{2}{3}$ (A); नाभियाँ $(\\pm ae, 0) = (\\pm 2, 0)$ (B); नियताएँ $x = \\pm\\frac{a}{e} = \\pm\\frac{9}{2}$ (D)। नाभिलंब $\\frac{2b^2}{a} = \\frac{10}{3}$ है, $\\frac{5}{3}$ नहीं (C गलत)।",
    },
  },
  {
    key: "jee-adv-mat-mul-03",
    type: "multiple",
    subject: "Mathematics",
    topic: "Three Dimensional Geometry",
    difficulty: "easy",
    text: "The plane $\\Pi$ passes through $(1, 2, 3)$ and is perpendicular to the vector $2\\hat{i} - \\hat{j} + 2\\hat{k}$. Which of the following are correct? (One or more options may be correct.)",
    options: [
      "$\\Pi$ passes through $(3, 0, 0)$",
      "The distance of $\\Pi$ from the origin is 2",
      "$\\Pi$ is parallel to the line $\\frac{x}{1} = \\frac{y}{2} = \\frac{z}{0}$",
      "$\\Pi$ contains the point $(0, 0, 2)$",
    ],
    correctAnswers: [0, 1, 2],
    explanation:
      "$\\Pi$: $2(x - 1) - (y - 2) + 2(z - 3) = 0$, i.e. $2x - y + 2z = 6$. $(3, 0, 0)$ gives 6 (A). Distance from the origin $\\frac{6}{\\sqrt{4 + 1 + 4}} = 2$ (B). The line's direction $(1, 2, 0)$ has dot product $2 - 2 + 0 = 0$ with the normal, so it is parallel to the plane (C). $(0, 0, 2)$ gives $4 \\ne 6$ (D is wrong).",
    hi: {
      text: "समतल $\\Pi$ बिंदु $(1, 2, 3)$ से होकर जाता है और सदिश $2\\hat{i} - \\hat{j} + 2\\hat{k}$ के लंबवत है। निम्नलिखित में से कौन-से सही हैं? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: [
        "$\\Pi$ बिंदु $(3, 0, 0)$ से होकर जाता है",
        "मूल बिंदु से $\\Pi$ की दूरी 2 है",
        "$\\Pi$ रेखा $\\frac{x}{1} = \\frac{y}{2} = \\frac{z}{0}$ के समांतर है",
        "$\\Pi$ में बिंदु $(0, 0, 2)$ स्थित है",
      ],
      explanation:
        "$\\Pi$: $2x - y + 2z = 6$। $(3, 0, 0)$ से 6 (A)। मूल बिंदु से दूरी $\\frac{6}{3} = 2$ (B)। रेखा की दिशा $(1, 2, 0)$ का अभिलंब से अदिश गुणनफल 0 है, अतः रेखा समतल के समांतर (C)। $(0, 0, 2)$ से $4 \\ne 6$ (D गलत)।",
    },
  },
  {
    key: "jee-adv-mat-mul-04",
    type: "multiple",
    subject: "Mathematics",
    topic: "Binomial Theorem",
    difficulty: "hard",
    text: "Consider the expansion of $(1 + x)^{10}(1 - x)^{10}$ in powers of $x$. Which of the following are correct? (One or more options may be correct.)",
    options: [
      "The coefficient of $x^{10}$ is $-252$",
      "The coefficient of $x^9$ is 0",
      "The sum of all the coefficients is 0",
      "The coefficient of $x^2$ is 10",
    ],
    correctAnswers: [0, 1, 2],
    explanation:
      "The product is $(1 - x^2)^{10} = \\sum_r \\binom{10}{r}(-1)^rx^{2r}$. $x^{10}$ needs $r = 5$: $-\\binom{10}{5} = -252$ (A). Only even powers occur, so the $x^9$ coefficient is 0 (B). Putting $x = 1$ gives $0^{10} = 0$ (C). The $x^2$ coefficient is $-\\binom{10}{1} = -10$, not $+10$ (D is wrong).",
    hi: {
      text: "$(1 + x)^{10}(1 - x)^{10}$ के $x$ की घातों में प्रसार पर विचार कीजिए। निम्नलिखित में से कौन-से सही हैं? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: [
        "$x^{10}$ का गुणांक $-252$ है",
        "$x^9$ का गुणांक 0 है",
        "सभी गुणांकों का योग 0 है",
        "$x^2$ का गुणांक 10 है",
      ],
      explanation:
        "गुणनफल $(1 - x^2)^{10} = \\sum_r \\binom{10}{r}(-1)^rx^{2r}$ है। $x^{10}$ के लिए $r = 5$: $-252$ (A)। केवल सम घातें हैं, अतः $x^9$ का गुणांक 0 (B)। $x = 1$ रखने पर 0 (C)। $x^2$ का गुणांक $-10$ है, $+10$ नहीं (D गलत)।",
    },
  },
  {
    key: "jee-adv-mat-num-01",
    type: "numerical",
    subject: "Mathematics",
    topic: "Limits, Continuity and Differentiability",
    difficulty: "medium",
    text: "What is the value of $\\displaystyle\\lim_{x \\to 0}\\frac{1 - \\cos x\\cos 2x}{x^2}$? (Give the answer correct to two decimal places.)",
    numericAnswer: { min: 2.49, max: 2.51 },
    explanation:
      "Near 0, $\\cos x \\approx 1 - \\frac{x^2}{2}$ and $\\cos 2x \\approx 1 - 2x^2$, so $\\cos x\\cos 2x \\approx 1 - \\frac{5}{2}x^2$ and the limit is $\\frac{5}{2} = 2.50$. (Or write $1 - \\cos x\\cos 2x = (1 - \\cos x) + \\cos x(1 - \\cos 2x)$, giving $\\frac{1}{2} + 2$.)",
    hi: {
      text: "$\\displaystyle\\lim_{x \\to 0}\\frac{1 - \\cos x\\cos 2x}{x^2}$ का मान क्या है? (उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "0 के निकट $\\cos x \\approx 1 - \\frac{x^2}{2}$ और $\\cos 2x \\approx 1 - 2x^2$, अतः $\\cos x\\cos 2x \\approx 1 - \\frac{5}{2}x^2$ और सीमा $\\frac{5}{2} = 2.50$। (या $1 - \\cos x\\cos 2x = (1 - \\cos x) + \\cos x(1 - \\cos 2x)$, जिससे $\\frac{1}{2} + 2$।)",
    },
  },
  {
    key: "jee-adv-mat-num-02",
    type: "numerical",
    subject: "Mathematics",
    topic: "Integral Calculus",
    difficulty: "medium",
    text: "If $I = \\displaystyle\\int_0^1 x(1 - x)^9\\,dx$, what is the value of $\\frac{1}{I}$?",
    numericAnswer: { min: 110, max: 110 },
    explanation:
      "Use $\\int_0^1 f(x)\\,dx = \\int_0^1 f(1 - x)\\,dx$: $I = \\int_0^1 (1 - x)x^9\\,dx = \\frac{1}{10} - \\frac{1}{11} = \\frac{1}{110}$. So $\\frac{1}{I} = 110$.",
    hi: {
      text: "यदि $I = \\displaystyle\\int_0^1 x(1 - x)^9\\,dx$, तो $\\frac{1}{I}$ का मान क्या है?",
      explanation:
        "$\\int_0^1 f(x)\\,dx = \\int_0^1 f(1 - x)\\,dx$ से $I = \\int_0^1 (1 - x)x^9\\,dx = \\frac{1}{10} - \\frac{1}{11} = \\frac{1}{110}$। अतः $\\frac{1}{I} = 110$।",
    },
  },
  {
    key: "jee-adv-mat-num-03",
    type: "numerical",
    subject: "Mathematics",
    topic: "Permutations and Combinations",
    difficulty: "hard",
    text: "In how many ways can 5 distinct balls be put into 3 distinct boxes so that no box is empty?",
    numericAnswer: { min: 150, max: 150 },
    explanation:
      "All placements: $3^5 = 243$. By inclusion-exclusion, remove those missing a given box, $\\binom{3}{1}2^5 = 96$, and add back those missing two boxes, $\\binom{3}{2}1^5 = 3$: $243 - 96 + 3 = 150$. (Check by shapes: $(3,1,1)$ gives $\\binom{5}{3} \\cdot 2 \\cdot 3 = 60$ and $(2,2,1)$ gives $\\frac{5!}{2!2!1!2!} \\cdot 3! = 90$.)",
    hi: {
      text: "5 भिन्न गेंदों को 3 भिन्न डिब्बों में कितने प्रकार से रखा जा सकता है कि कोई डिब्बा खाली न रहे?",
      explanation:
        "कुल व्यवस्थाएँ $3^5 = 243$। समावेशन-अपवर्जन से किसी एक डिब्बे के खाली रहने वाली $3 \\times 2^5 = 96$ घटाइए और दो डिब्बे खाली वाली $3 \\times 1^5 = 3$ जोड़िए: $243 - 96 + 3 = 150$।",
    },
  },
  {
    key: "jee-adv-mat-num-04",
    type: "numerical",
    subject: "Mathematics",
    topic: "Statistics and Probability",
    difficulty: "medium",
    text: "A and B throw a fair die alternately, A first; whoever first throws a six wins. What is the probability that A wins? (Give the answer correct to two decimal places.)",
    numericAnswer: { min: 0.54, max: 0.56 },
    explanation:
      "A wins on his 1st, 2nd, 3rd, ... throw with probabilities $\\frac{1}{6}, \\left(\\frac{5}{6}\\right)^2\\frac{1}{6}, \\left(\\frac{5}{6}\\right)^4\\frac{1}{6}, \\ldots$: a geometric series with sum $\\frac{1/6}{1 - 25/36} = \\frac{6}{11} \\approx 0.55$.",
    hi: {
      text: "A और B बारी-बारी से एक निष्पक्ष पासा फेंकते हैं, पहले A; जो पहले छह फेंके वह जीतता है। A के जीतने की प्रायिकता क्या है? (उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "A अपनी पहली, दूसरी, तीसरी, ... फेंक पर $\\frac{1}{6}, \\left(\\frac{5}{6}\\right)^2\\frac{1}{6}, \\ldots$ प्रायिकता से जीतता है: गुणोत्तर श्रेणी का योग $\\frac{1/6}{1 - 25/36} = \\frac{6}{11} \\approx 0.55$।",
    },
  },
  {
    key: "jee-adv-mat-num-05",
    type: "numerical",
    subject: "Mathematics",
    topic: "Differential Equations",
    difficulty: "hard",
    text: "$y(x)$ satisfies $\\frac{dy}{dx} = (x + y)^2$ with $y(0) = 0$. What is $y\\left(\\frac{\\pi}{4}\\right)$? (Give the answer correct to two decimal places.)",
    numericAnswer: { min: 0.2, max: 0.22 },
    explanation:
      "Put $v = x + y$: $\\frac{dv}{dx} = 1 + v^2$, so $\\tan^{-1}v = x + C$ with $C = 0$ (since $v(0) = 0$). Thus $x + y = \\tan x$ and $y = \\tan x - x$. At $x = \\frac{\\pi}{4}$: $y = 1 - \\frac{\\pi}{4} \\approx 0.21$.",
    hi: {
      text: "$y(x)$ समीकरण $\\frac{dy}{dx} = (x + y)^2$ को $y(0) = 0$ के साथ संतुष्ट करता है। $y\\left(\\frac{\\pi}{4}\\right)$ क्या है? (उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "$v = x + y$ रखें: $\\frac{dv}{dx} = 1 + v^2$, अतः $\\tan^{-1}v = x + C$, $C = 0$। अतः $y = \\tan x - x$ और $x = \\frac{\\pi}{4}$ पर $y = 1 - \\frac{\\pi}{4} \\approx 0.21$।",
    },
  },
  {
    key: "jee-adv-mat-num-06",
    type: "numerical",
    subject: "Mathematics",
    topic: "Vector Algebra",
    difficulty: "medium",
    text: "What is the volume of the tetrahedron with vertices $(0, 0, 0)$, $(1, 2, 3)$, $(2, -1, 1)$ and $(3, 1, -2)$?",
    numericAnswer: { min: 5, max: 5 },
    explanation:
      "The volume is $\\frac{1}{6}|[\\vec{a}\\ \\vec{b}\\ \\vec{c}]|$ with the three edge vectors from the origin: $\\begin{vmatrix} 1 & 2 & 3 \\\\ 2 & -1 & 1 \\\\ 3 & 1 & -2 \\end{vmatrix} = 1(2 - 1) - 2(-4 - 3) + 3(2 + 3) = 1 + 14 + 15 = 30$, so the volume is $\\frac{30}{6} = 5$. The parallelepiped on the same edges has volume 30.",
    hi: {
      text: "शीर्षों $(0, 0, 0)$, $(1, 2, 3)$, $(2, -1, 1)$ और $(3, 1, -2)$ वाले चतुष्फलक का आयतन क्या है?",
      explanation:
        "आयतन $\\frac{1}{6}|[\\vec{a}\\ \\vec{b}\\ \\vec{c}]|$ है; सारणिक $= 1(2 - 1) - 2(-4 - 3) + 3(2 + 3) = 30$, अतः आयतन $\\frac{30}{6} = 5$। समान किनारों वाले समांतर षट्फलक का आयतन 30 है।",
    },
  },
  {
    key: "jee-adv-mat-mat-01",
    format: "match-list",
    subject: "Mathematics",
    topic: "Trigonometry",
    difficulty: "hard",
    text: "Match each quantity in List-I with its value in List-II. List-I: (P) the greatest value of $3\\sin x + 4\\cos x$; (Q) the least value of $\\sec^2 x + \\csc^2 x$; (R) the fundamental period of $|\\sin x| + |\\cos x|$; (S) $\\cos 36^\\circ - \\cos 72^\\circ$. List-II: (1) $\\frac{1}{2}$; (2) 4; (3) 5; (4) $\\frac{\\pi}{2}$; (5) $\\pi$.",
    options: ["P-2, Q-3, R-4, S-1", "P-3, Q-2, R-5, S-1", "P-3, Q-2, R-4, S-1", "P-3, Q-4, R-2, S-1"],
    correct: 2,
    explanation:
      "(P) $\\sqrt{3^2 + 4^2} = 5$ (3). (Q) $\\sec^2x + \\csc^2x = \\frac{1}{\\sin^2x\\cos^2x} = \\frac{4}{\\sin^2 2x} \\ge 4$ (2). (R) Replacing $x$ by $x + \\frac{\\pi}{2}$ swaps $|\\sin x|$ and $|\\cos x|$, so $\\frac{\\pi}{2}$ is a period, and no smaller one works (4); $\\pi$ is a period but not the fundamental one. (S) $\\cos 36^\\circ = \\frac{\\sqrt{5} + 1}{4}$ and $\\cos 72^\\circ = \\frac{\\sqrt{5} - 1}{4}$, difference $\\frac{1}{2}$ (1).",
    hi: {
      text: "सूची-I की प्रत्येक राशि का सूची-II में उसके मान से मिलान कीजिए। सूची-I: (P) $3\\sin x + 4\\cos x$ का अधिकतम मान; (Q) $\\sec^2 x + \\csc^2 x$ का न्यूनतम मान; (R) $|\\sin x| + |\\cos x|$ का मूल आवर्तकाल; (S) $\\cos 36^\\circ - \\cos 72^\\circ$। सूची-II: (1) $\\frac{1}{2}$; (2) 4; (3) 5; (4) $\\frac{\\pi}{2}$; (5) $\\pi$।",
      options: ["P-2, Q-3, R-4, S-1", "P-3, Q-2, R-5, S-1", "P-3, Q-2, R-4, S-1", "P-3, Q-4, R-2, S-1"],
      explanation:
        "(P) $\\sqrt{3^2 + 4^2} = 5$ (3)। (Q) $\\frac{4}{\\sin^2 2x} \\ge 4$ (2)। (R) $x$ के स्थान पर $x + \\frac{\\pi}{2}$ रखने से $|\\sin x|$ और $|\\cos x|$ आपस में बदलते हैं, अतः मूल आवर्तकाल $\\frac{\\pi}{2}$ (4); $\\pi$ आवर्तकाल है पर मूल नहीं। (S) $\\frac{\\sqrt{5} + 1}{4} - \\frac{\\sqrt{5} - 1}{4} = \\frac{1}{2}$ (1)।",
    },
  },
  {
    key: "jee-adv-mat-mat-02",
    format: "match-list",
    subject: "Mathematics",
    topic: "Coordinate Geometry",
    difficulty: "easy",
    text: "Match each conic in List-I with its eccentricity in List-II. List-I: (P) $x^2 - y^2 = 1$; (Q) $9x^2 + 25y^2 = 225$; (R) $y^2 = 8x$; (S) $16x^2 - 9y^2 = 144$. List-II: (1) $\\frac{4}{5}$; (2) $\\sqrt{2}$; (3) 1; (4) $\\frac{5}{3}$; (5) $\\frac{3}{5}$.",
    options: ["P-2, Q-5, R-3, S-4", "P-2, Q-1, R-3, S-4", "P-3, Q-1, R-2, S-4", "P-2, Q-1, R-3, S-5"],
    correct: 1,
    explanation:
      "(P) Rectangular hyperbola: $e = \\sqrt{2}$ (2). (Q) $\\frac{x^2}{25} + \\frac{y^2}{9} = 1$: $e = \\sqrt{1 - \\frac{9}{25}} = \\frac{4}{5}$ (1). (R) Every parabola has $e = 1$ (3). (S) $\\frac{x^2}{9} - \\frac{y^2}{16} = 1$: $e = \\sqrt{1 + \\frac{16}{9}} = \\frac{5}{3}$ (4).",
    hi: {
      text: "सूची-I के प्रत्येक शांकव का सूची-II में उसकी उत्केंद्रता से मिलान कीजिए। सूची-I: (P) $x^2 - y^2 = 1$; (Q) $9x^2 + 25y^2 = 225$; (R) $y^2 = 8x$; (S) $16x^2 - 9y^2 = 144$। सूची-II: (1) $\\frac{4}{5}$; (2) $\\sqrt{2}$; (3) 1; (4) $\\frac{5}{3}$; (5) $\\frac{3}{5}$।",
      options: ["P-2, Q-5, R-3, S-4", "P-2, Q-1, R-3, S-4", "P-3, Q-1, R-2, S-4", "P-2, Q-1, R-3, S-5"],
      explanation:
        "(P) आयतीय अतिपरवलय: $e = \\sqrt{2}$ (2)। (Q) $\\frac{x^2}{25} + \\frac{y^2}{9} = 1$: $e = \\frac{4}{5}$ (1)। (R) प्रत्येक परवलय के लिए $e = 1$ (3)। (S) $\\frac{x^2}{9} - \\frac{y^2}{16} = 1$: $e = \\frac{5}{3}$ (4)।",
    },
  },
  {
    key: "jee-adv-mat-mat-03",
    format: "match-list",
    subject: "Mathematics",
    topic: "Matrices and Determinants",
    difficulty: "hard",
    text: "$A$ is a $3 \\times 3$ matrix with $\\det A = 2$. Match each quantity in List-I with its value in List-II. List-I: (P) $\\det(\\operatorname{adj}A)$; (Q) $\\det(3A)$; (R) $\\det(A^{-1})$; (S) $\\det(\\operatorname{adj}(\\operatorname{adj}A))$. List-II: (1) 16; (2) 4; (3) 54; (4) $\\frac{1}{2}$; (5) 8.",
    options: ["P-2, Q-3, R-4, S-5", "P-2, Q-3, R-4, S-1", "P-5, Q-3, R-4, S-1", "P-2, Q-5, R-4, S-1"],
    correct: 1,
    explanation:
      "For $n = 3$: (P) $\\det(\\operatorname{adj}A) = (\\det A)^{n-1} = 4$ (2). (Q) $\\det(3A) = 3^3 \\times 2 = 54$ (3). (R) $\\det(A^{-1}) = \\frac{1}{2}$ (4). (S) $\\det(\\operatorname{adj}(\\operatorname{adj}A)) = (\\det\\operatorname{adj}A)^{n-1} = 4^2 = 16 = (\\det A)^{(n-1)^2}$ (1).",
    hi: {
      text: "$A$ एक $3 \\times 3$ आव्यूह है जिसका सारणिक $\\det A = 2$ है। सूची-I की प्रत्येक राशि का सूची-II में उसके मान से मिलान कीजिए। सूची-I: (P) $\\det(\\operatorname{adj}A)$; (Q) $\\det(3A)$; (R) $\\det(A^{-1})$; (S) $\\det(\\operatorname{adj}(\\operatorname{adj}A))$। सूची-II: (1) 16; (2) 4; (3) 54; (4) $\\frac{1}{2}$; (5) 8।",
      options: ["P-2, Q-3, R-4, S-5", "P-2, Q-3, R-4, S-1", "P-5, Q-3, R-4, S-1", "P-2, Q-5, R-4, S-1"],
      explanation:
        "$n = 3$ के लिए: (P) $(\\det A)^{n-1} = 4$ (2)। (Q) $3^3 \\times 2 = 54$ (3)। (R) $\\frac{1}{2}$ (4)। (S) $(\\det\\operatorname{adj}A)^{n-1} = 4^2 = 16$ (1)।",
    },
  },
  {
    key: "jee-adv-mat-mat-04",
    format: "match-list",
    subject: "Mathematics",
    topic: "Integral Calculus",
    difficulty: "medium",
    text: "Match each region in List-I with its area in List-II. List-I: (P) between $y = x^2$ and $y = x$; (Q) inside the ellipse $\\frac{x^2}{4} + y^2 = 1$; (R) under $y = \\sin x$ from $x = 0$ to $x = \\pi$; (S) between $y = \\sqrt{x}$ and $y = x^2$. List-II: (1) 2; (2) $\\frac{1}{3}$; (3) $2\\pi$; (4) $\\frac{1}{6}$; (5) $\\pi$.",
    options: ["P-4, Q-5, R-1, S-2", "P-2, Q-3, R-1, S-4", "P-4, Q-3, R-1, S-2", "P-4, Q-3, R-2, S-1"],
    correct: 2,
    explanation:
      "(P) $\\int_0^1 (x - x^2)dx = \\frac{1}{6}$ (4). (Q) $\\pi ab = \\pi \\times 2 \\times 1 = 2\\pi$ (3). (R) $\\int_0^\\pi \\sin x\\,dx = 2$ (1). (S) $\\int_0^1 (\\sqrt{x} - x^2)dx = \\frac{2}{3} - \\frac{1}{3} = \\frac{1}{3}$ (2).",
    hi: {
      text: "सूची-I के प्रत्येक क्षेत्र का सूची-II में उसके क्षेत्रफल से मिलान कीजिए। सूची-I: (P) $y = x^2$ और $y = x$ के बीच; (Q) दीर्घवृत्त $\\frac{x^2}{4} + y^2 = 1$ के भीतर; (R) $x = 0$ से $x = \\pi$ तक $y = \\sin x$ के नीचे; (S) $y = \\sqrt{x}$ और $y = x^2$ के बीच। सूची-II: (1) 2; (2) $\\frac{1}{3}$; (3) $2\\pi$; (4) $\\frac{1}{6}$; (5) $\\pi$।",
      options: ["P-4, Q-5, R-1, S-2", "P-2, Q-3, R-1, S-4", "P-4, Q-3, R-1, S-2", "P-4, Q-3, R-2, S-1"],
      explanation:
        "(P) $\\int_0^1 (x - x^2)dx = \\frac{1}{6}$ (4)। (Q) $\\pi ab = 2\\pi$ (3)। (R) $\\int_0^\\pi \\sin x\\,dx = 2$ (1)। (S) $\\int_0^1 (\\sqrt{x} - x^2)dx = \\frac{1}{3}$ (2)।",
    },
  },
];
