import type { ContentQuestion } from "~/server/content/types";
import { STATEMENTS_OPTIONS, STATEMENTS_OPTIONS_HI } from "./shared";

/**
 * Mathematics written for JEE Main full-length paper 2 (a paper of the usual medium level).
 * Computed answers are re-derived in main.answers.test.ts.
 */
export const main2Mathematics: ContentQuestion[] = [
  {
    key: "jee-m2-mat-001",
    subject: "Mathematics",
    topic: "Complex Numbers and Quadratic Equations",
    difficulty: "medium",
    text: "How many complex numbers $z$ satisfy $z^2 = \\bar{z}$?",
    options: ["3", "2", "4", "Infinitely many"],
    correct: 2,
    explanation:
      "Taking moduli, $|z|^2 = |z|$, so $|z| = 0$ or $|z| = 1$. $z = 0$ works. If $|z| = 1$ then $\\bar{z} = \\frac{1}{z}$, and $z^2 = \\frac{1}{z}$ gives $z^3 = 1$: the three cube roots of unity. Total 4. Missing $z = 0$ gives 3.",
    hi: {
      text: "कितनी सम्मिश्र संख्याएँ $z$ समीकरण $z^2 = \\bar{z}$ को संतुष्ट करती हैं?",
      options: ["3", "2", "4", "अनंत"],
      explanation:
        "मापांक लेने पर $|z|^2 = |z|$, अतः $|z| = 0$ या $|z| = 1$। $z = 0$ हल है। $|z| = 1$ हो तो $\\bar{z} = \\frac{1}{z}$, और $z^2 = \\frac{1}{z}$ से $z^3 = 1$: इकाई के तीन घनमूल। कुल 4। $z = 0$ छोड़ देने पर 3 आता है।",
    },
  },
  {
    key: "jee-m2-mat-002",
    subject: "Mathematics",
    topic: "Complex Numbers and Quadratic Equations",
    difficulty: "medium",
    text: "For which real values of $k$ do both roots of $x^2 - 2kx + k^2 - 1 = 0$ lie strictly between $-2$ and $4$?",
    options: ["$-1 < k < 4$", "$-2 < k < 4$", "$-1 < k < 3$", "$0 < k < 3$"],
    correct: 2,
    explanation:
      "The equation is $(x - k)^2 = 1$, so the roots are $k - 1$ and $k + 1$. Both lie in $(-2, 4)$ when $k - 1 > -2$ and $k + 1 < 4$, i.e. $-1 < k < 3$. Requiring only $k$ itself to be in $(-2, 4)$ gives the wrong wider interval.",
    hi: {
      text: "$k$ के किन वास्तविक मानों के लिए $x^2 - 2kx + k^2 - 1 = 0$ के दोनों मूल $-2$ और $4$ के बीच (दृढ़तः) स्थित हैं?",
      options: ["$-1 < k < 4$", "$-2 < k < 4$", "$-1 < k < 3$", "$0 < k < 3$"],
      explanation:
        "समीकरण $(x - k)^2 = 1$ है, अतः मूल $k - 1$ और $k + 1$ हैं। दोनों $(-2, 4)$ में हों इसके लिए $k - 1 > -2$ और $k + 1 < 4$, अर्थात् $-1 < k < 3$।",
    },
  },
  {
    key: "jee-m2-mat-003",
    subject: "Mathematics",
    topic: "Matrices and Determinants",
    difficulty: "easy",
    text: "If $A = \\begin{pmatrix} 2 & 3 \\\\ 1 & 2 \\end{pmatrix}$, then $A^2 - 4A$ equals:",
    options: ["$I$", "$-I$", "$O$", "$4I$"],
    correct: 1,
    explanation:
      "By the Cayley-Hamilton theorem a $2 \\times 2$ matrix satisfies $A^2 - (\\operatorname{tr}A)A + (\\det A)I = O$. Here $\\operatorname{tr}A = 4$ and $\\det A = 4 - 3 = 1$, so $A^2 - 4A + I = O$ and $A^2 - 4A = -I$. Directly: $A^2 = \\begin{pmatrix} 7 & 12 \\\\ 4 & 7 \\end{pmatrix}$ and $A^2 - 4A = \\begin{pmatrix} -1 & 0 \\\\ 0 & -1 \\end{pmatrix}$.",
    hi: {
      text: "यदि $A = \\begin{pmatrix} 2 & 3 \\\\ 1 & 2 \\end{pmatrix}$, तो $A^2 - 4A$ बराबर है:",
      options: ["$I$", "$-I$", "$O$", "$4I$"],
      explanation:
        "केली-हैमिल्टन प्रमेय से $2 \\times 2$ आव्यूह $A^2 - (\\operatorname{tr}A)A + (\\det A)I = O$ को संतुष्ट करता है। यहाँ $\\operatorname{tr}A = 4$ और सारणिक $\\det A = 1$, अतः $A^2 - 4A = -I$। सीधे: $A^2 = \\begin{pmatrix} 7 & 12 \\\\ 4 & 7 \\end{pmatrix}$ और $A^2 - 4A = \\begin{pmatrix} -1 & 0 \\\\ 0 & -1 \\end{pmatrix}$।",
    },
  },
  {
    key: "jee-m2-mat-004",
    subject: "Mathematics",
    topic: "Permutations and Combinations",
    difficulty: "medium",
    text: "In how many ways can the letters of the word INDIA be arranged so that the two I's are not next to each other?",
    options: ["60", "36", "24", "48"],
    correct: 1,
    explanation:
      "All arrangements: $\\frac{5!}{2!} = 60$. With the two I's glued as one block there are 4 units, all different: $4! = 24$. Not together: $60 - 24 = 36$. (Or place N, D, A in $3! = 6$ ways and choose 2 of the 4 gaps for the I's: $6 \\times \\binom{4}{2} = 36$.)",
    hi: {
      text: "शब्द INDIA के अक्षरों को कितने प्रकार से व्यवस्थित किया जा सकता है कि दोनों I साथ-साथ न आएँ?",
      options: ["60", "36", "24", "48"],
      explanation:
        "कुल व्यवस्थाएँ $\\frac{5!}{2!} = 60$। दोनों I को एक खंड मानने पर 4 भिन्न इकाइयाँ: $4! = 24$। साथ न हों: $60 - 24 = 36$। (या N, D, A को $3! = 6$ प्रकार से रखकर 4 रिक्त स्थानों में से 2 चुनें: $6 \\times \\binom{4}{2} = 36$।)",
    },
  },
  {
    key: "jee-m2-mat-005",
    subject: "Mathematics",
    topic: "Binomial Theorem",
    difficulty: "medium",
    text: "What is the remainder when $7^{103}$ is divided by 25?",
    options: ["1", "7", "24", "18"],
    correct: 3,
    explanation:
      "$7^2 = 49 = 50 - 1 \\equiv -1 \\pmod{25}$, so $7^4 \\equiv 1$. Since $103 = 4 \\times 25 + 3$, $7^{103} \\equiv 7^3 = 343 = 13 \\times 25 + 18$. The remainder is 18. (Binomially, $7^{103} = 7(50 - 1)^{51}$ and every term but $-7$ contains a factor 50, so the remainder is that of $-7$, i.e. 18.)",
    hi: {
      text: "$7^{103}$ को 25 से भाग देने पर शेषफल क्या है?",
      options: ["1", "7", "24", "18"],
      explanation:
        "$7^2 = 49 = 50 - 1 \\equiv -1 \\pmod{25}$, अतः $7^4 \\equiv 1$। $103 = 4 \\times 25 + 3$ होने से $7^{103} \\equiv 7^3 = 343 = 13 \\times 25 + 18$। शेषफल 18 है। (द्विपद से $7^{103} = 7(50 - 1)^{51}$, जिसमें $-7$ के अतिरिक्त हर पद 25 का गुणज है, अतः $-7 \\equiv 18$।)",
    },
  },
  {
    key: "jee-m2-mat-006",
    subject: "Mathematics",
    topic: "Limits, Continuity and Differentiability",
    difficulty: "easy",
    text: "Evaluate $\\displaystyle\\lim_{x \\to \\infty}\\left(\\sqrt{x^2 + 4x} - x\\right)$.",
    options: ["1", "4", "0", "2"],
    correct: 3,
    explanation:
      "Rationalise: $\\sqrt{x^2 + 4x} - x = \\frac{4x}{\\sqrt{x^2 + 4x} + x} = \\frac{4}{\\sqrt{1 + 4/x} + 1} \\to \\frac{4}{2} = 2$. Treating it as $\\infty - \\infty = 0$ is the trap.",
    hi: {
      text: "$\\displaystyle\\lim_{x \\to \\infty}\\left(\\sqrt{x^2 + 4x} - x\\right)$ का मान ज्ञात कीजिए।",
      options: ["1", "4", "0", "2"],
      explanation:
        "परिमेयीकरण: $\\sqrt{x^2 + 4x} - x = \\frac{4x}{\\sqrt{x^2 + 4x} + x} = \\frac{4}{\\sqrt{1 + 4/x} + 1} \\to 2$। इसे $\\infty - \\infty = 0$ मानना भूल है।",
    },
  },
  {
    key: "jee-m2-mat-007",
    subject: "Mathematics",
    topic: "Limits, Continuity and Differentiability",
    difficulty: "medium",
    text: "At how many points is $f(x) = |x^2 - 3x + 2| + |x|$ not differentiable?",
    options: ["1", "2", "3", "4"],
    correct: 2,
    explanation:
      "$x^2 - 3x + 2 = (x - 1)(x - 2)$ changes sign at its simple roots 1 and 2, where its modulus has corners; $|x|$ has a corner at 0. At each of these points the other term is differentiable (at 0, $x^2 - 3x + 2 = 2 \\neq 0$; at 1 and 2, $|x| = x$), so the corners do not cancel: 3 points.",
    hi: {
      text: "$f(x) = |x^2 - 3x + 2| + |x|$ कितने बिंदुओं पर अवकलनीय नहीं है?",
      options: ["1", "2", "3", "4"],
      explanation:
        "$x^2 - 3x + 2 = (x - 1)(x - 2)$ अपने सरल मूलों 1 और 2 पर चिह्न बदलता है, जहाँ इसके मापांक में कोने हैं; $|x|$ का कोना 0 पर है। इन बिंदुओं पर दूसरा पद अवकलनीय है, अतः कोने निरस्त नहीं होते: 3 बिंदु।",
    },
  },
  {
    key: "jee-m2-mat-008",
    subject: "Mathematics",
    topic: "Applications of Derivatives",
    difficulty: "easy",
    text: "On which interval is $f(x) = x^3 - 6x^2 + 9x + 1$ strictly decreasing?",
    options: ["$(-\\infty, 1)$", "$(1, 3)$", "$(3, \\infty)$", "$(0, 2)$"],
    correct: 1,
    explanation:
      "$f'(x) = 3x^2 - 12x + 9 = 3(x - 1)(x - 3)$, which is negative exactly between the roots: $f$ decreases on $(1, 3)$ and increases outside it.",
    hi: {
      text: "$f(x) = x^3 - 6x^2 + 9x + 1$ किस अंतराल में निरंतर ह्रासमान है?",
      options: ["$(-\\infty, 1)$", "$(1, 3)$", "$(3, \\infty)$", "$(0, 2)$"],
      explanation:
        "$f'(x) = 3(x - 1)(x - 3)$ ठीक मूलों के बीच ऋणात्मक है: $f$, $(1, 3)$ में ह्रासमान और उसके बाहर वर्धमान है।",
    },
  },
  {
    key: "jee-m2-mat-009",
    subject: "Mathematics",
    topic: "Applications of Derivatives",
    difficulty: "hard",
    text: "What is the greatest volume of a right circular cylinder that can be inscribed in a sphere of radius 3?",
    options: ["$8\\sqrt{3}\\pi$", "$36\\pi$", "$18\\pi$", "$12\\sqrt{3}\\pi$"],
    correct: 3,
    explanation:
      "A cylinder of height $h$ and radius $r$ fits when $r^2 + \\frac{h^2}{4} = 9$, so $V = \\pi\\left(9 - \\frac{h^2}{4}\\right)h$. $V'(h) = \\pi\\left(9 - \\frac{3h^2}{4}\\right) = 0$ gives $h = 2\\sqrt{3}$, $r^2 = 6$ and $V = \\pi \\times 6 \\times 2\\sqrt{3} = 12\\sqrt{3}\\pi \\approx 65.3$. $36\\pi$ is the sphere's own volume.",
    hi: {
      text: "त्रिज्या 3 के गोले के अंतर्गत बनाए जा सकने वाले लंब वृत्तीय बेलन का अधिकतम आयतन क्या है?",
      options: ["$8\\sqrt{3}\\pi$", "$36\\pi$", "$18\\pi$", "$12\\sqrt{3}\\pi$"],
      explanation:
        "ऊँचाई $h$ और त्रिज्या $r$ का बेलन तब समाता है जब $r^2 + \\frac{h^2}{4} = 9$, अतः $V = \\pi\\left(9 - \\frac{h^2}{4}\\right)h$। $V'(h) = 0$ से $h = 2\\sqrt{3}$, $r^2 = 6$ और $V = 12\\sqrt{3}\\pi$। $36\\pi$ स्वयं गोले का आयतन है।",
    },
  },
  {
    key: "jee-m2-mat-010",
    subject: "Mathematics",
    topic: "Integral Calculus",
    difficulty: "medium",
    text: "$\\displaystyle\\int e^x\\left(\\frac{1}{x} - \\frac{1}{x^2}\\right)dx$ equals (C is a constant):",
    options: ["$e^x \\ln x + C$", "$\\frac{e^x}{x^2} + C$", "$\\frac{e^x}{x} + C$", "$-\\frac{e^x}{x} + C$"],
    correct: 2,
    explanation:
      "Use $\\int e^x\\big(f(x) + f'(x)\\big)dx = e^xf(x) + C$ with $f(x) = \\frac{1}{x}$, $f'(x) = -\\frac{1}{x^2}$. The integral is $\\frac{e^x}{x} + C$; differentiating it gives back $e^x\\left(\\frac{1}{x} - \\frac{1}{x^2}\\right)$.",
    hi: {
      text: "$\\displaystyle\\int e^x\\left(\\frac{1}{x} - \\frac{1}{x^2}\\right)dx$ बराबर है (C अचर है):",
      options: [
        "$e^x \\ln x + C$",
        "$\\frac{e^x}{x^2} + C$",
        "$\\frac{e^x}{x} + C$",
        "$-\\frac{e^x}{x} + C$",
      ],
      explanation:
        "$\\int e^x\\big(f(x) + f'(x)\\big)dx = e^xf(x) + C$ का प्रयोग करें, जहाँ $f(x) = \\frac{1}{x}$, $f'(x) = -\\frac{1}{x^2}$। समाकल $\\frac{e^x}{x} + C$ है; इसका अवकलन फिर से $e^x\\left(\\frac{1}{x} - \\frac{1}{x^2}\\right)$ देता है।",
    },
  },
  {
    key: "jee-m2-mat-011",
    subject: "Mathematics",
    topic: "Integral Calculus",
    difficulty: "hard",
    text: "What is the value of $\\displaystyle\\int_0^2 [x^2]\\,dx$, where $[t]$ is the greatest integer not exceeding $t$?",
    options: [
      "$3 - \\sqrt{2}$",
      "$5 - \\sqrt{2} - \\sqrt{3}$",
      "$\\frac{8}{3}$",
      "$1 + \\sqrt{2} - \\sqrt{3}$",
    ],
    correct: 1,
    explanation:
      "$[x^2]$ is 0 on $[0, 1)$, 1 on $[1, \\sqrt{2})$, 2 on $[\\sqrt{2}, \\sqrt{3})$ and 3 on $[\\sqrt{3}, 2)$. The integral is $1(\\sqrt{2} - 1) + 2(\\sqrt{3} - \\sqrt{2}) + 3(2 - \\sqrt{3}) = 5 - \\sqrt{2} - \\sqrt{3} \\approx 1.85$. $\\frac{8}{3}$ is $\\int_0^2 x^2dx$, which ignores the bracket.",
    hi: {
      text: "$\\displaystyle\\int_0^2 [x^2]\\,dx$ का मान क्या है, जहाँ $[t]$, $t$ से अनधिक महत्तम पूर्णांक है?",
      options: [
        "$3 - \\sqrt{2}$",
        "$5 - \\sqrt{2} - \\sqrt{3}$",
        "$\\frac{8}{3}$",
        "$1 + \\sqrt{2} - \\sqrt{3}$",
      ],
      explanation:
        "$[x^2]$ का मान $[0, 1)$ पर 0, $[1, \\sqrt{2})$ पर 1, $[\\sqrt{2}, \\sqrt{3})$ पर 2 और $[\\sqrt{3}, 2)$ पर 3 है। समाकल $= (\\sqrt{2} - 1) + 2(\\sqrt{3} - \\sqrt{2}) + 3(2 - \\sqrt{3}) = 5 - \\sqrt{2} - \\sqrt{3} \\approx 1.85$। $\\frac{8}{3}$, कोष्ठक की उपेक्षा करके $\\int_0^2 x^2dx$ है।",
    },
  },
  {
    key: "jee-m2-mat-012",
    subject: "Mathematics",
    topic: "Integral Calculus",
    difficulty: "easy",
    text: "What is the area of the region bounded by the parabola $y = x^2$ and the line $y = 2x$?",
    options: ["$\\frac{2}{3}$", "$\\frac{8}{3}$", "$4$", "$\\frac{4}{3}$"],
    correct: 3,
    explanation:
      "The curves meet where $x^2 = 2x$, at $x = 0$ and $x = 2$, and the line is above the parabola between them: area $= \\int_0^2 (2x - x^2)dx = 4 - \\frac{8}{3} = \\frac{4}{3}$. $\\frac{8}{3}$ is the area under the parabola alone.",
    hi: {
      text: "परवलय $y = x^2$ और रेखा $y = 2x$ से घिरे क्षेत्र का क्षेत्रफल क्या है?",
      options: ["$\\frac{2}{3}$", "$\\frac{8}{3}$", "$4$", "$\\frac{4}{3}$"],
      explanation:
        "वक्र $x^2 = 2x$ पर, अर्थात् $x = 0$ और $x = 2$ पर मिलते हैं, और बीच में रेखा परवलय के ऊपर है: क्षेत्रफल $= \\int_0^2 (2x - x^2)dx = 4 - \\frac{8}{3} = \\frac{4}{3}$।",
    },
  },
  {
    key: "jee-m2-mat-013",
    subject: "Mathematics",
    topic: "Differential Equations",
    difficulty: "easy",
    text: "What are the order and degree of the differential equation $\\left(\\frac{d^2y}{dx^2}\\right)^3 + \\left(\\frac{dy}{dx}\\right)^4 + y = 0$?",
    options: ["Order 2, degree 4", "Order 3, degree 2", "Order 2, degree 3", "Order 2, degree not defined"],
    correct: 2,
    explanation:
      "The order is that of the highest derivative present, $\\frac{d^2y}{dx^2}$: 2. The equation is a polynomial in the derivatives, so the degree is the power of that highest derivative: 3. The power 4 belongs to a lower derivative and does not count.",
    hi: {
      text: "अवकल समीकरण $\\left(\\frac{d^2y}{dx^2}\\right)^3 + \\left(\\frac{dy}{dx}\\right)^4 + y = 0$ की कोटि और घात क्या हैं?",
      options: ["कोटि 2, घात 4", "कोटि 3, घात 2", "कोटि 2, घात 3", "कोटि 2, घात परिभाषित नहीं"],
      explanation:
        "कोटि उपस्थित उच्चतम अवकलज $\\frac{d^2y}{dx^2}$ की है: 2। समीकरण अवकलजों में बहुपद है, अतः घात उस उच्चतम अवकलज की घात है: 3। घात 4 निम्न अवकलज की है, गिनी नहीं जाती।",
    },
  },
  {
    key: "jee-m2-mat-014",
    subject: "Mathematics",
    topic: "Coordinate Geometry",
    difficulty: "medium",
    text: "What is the length of the chord cut off by the line $x + y = 1$ on the circle $x^2 + y^2 - 2x - 4y - 4 = 0$?",
    options: ["$\\sqrt{7}$", "$2\\sqrt{7}$", "$2\\sqrt{2}$", "$6$"],
    correct: 1,
    explanation:
      "The circle has centre $(1, 2)$ and radius $\\sqrt{1 + 4 + 4} = 3$. The distance of the centre from the line is $\\frac{|1 + 2 - 1|}{\\sqrt{2}} = \\sqrt{2}$. The chord length is $2\\sqrt{r^2 - d^2} = 2\\sqrt{9 - 2} = 2\\sqrt{7}$.",
    hi: {
      text: "रेखा $x + y = 1$ द्वारा वृत्त $x^2 + y^2 - 2x - 4y - 4 = 0$ पर काटी गई जीवा की लंबाई क्या है?",
      options: ["$\\sqrt{7}$", "$2\\sqrt{7}$", "$2\\sqrt{2}$", "$6$"],
      explanation:
        "वृत्त का केंद्र $(1, 2)$ और त्रिज्या $3$ है। केंद्र की रेखा से दूरी $\\frac{|1 + 2 - 1|}{\\sqrt{2}} = \\sqrt{2}$। जीवा की लंबाई $2\\sqrt{r^2 - d^2} = 2\\sqrt{7}$।",
    },
  },
  {
    key: "jee-m2-mat-015",
    subject: "Mathematics",
    topic: "Coordinate Geometry",
    difficulty: "medium",
    text: "The length of the latus rectum of a hyperbola $\\frac{x^2}{a^2} - \\frac{y^2}{b^2} = 1$ equals half the length of its transverse axis. What is its eccentricity?",
    options: ["$\\frac{3}{2}$", "$\\sqrt{3}$", "$\\sqrt{2}$", "$\\frac{\\sqrt{6}}{2}$"],
    correct: 3,
    explanation:
      "Latus rectum $\\frac{2b^2}{a}$, transverse axis $2a$: $\\frac{2b^2}{a} = a$ gives $b^2 = \\frac{a^2}{2}$. Then $e = \\sqrt{1 + \\frac{b^2}{a^2}} = \\sqrt{\\frac{3}{2}} = \\frac{\\sqrt{6}}{2} \\approx 1.22$. Equating the latus rectum to the whole transverse axis gives $\\sqrt{2}$.",
    hi: {
      text: "अतिपरवलय $\\frac{x^2}{a^2} - \\frac{y^2}{b^2} = 1$ के नाभिलंब की लंबाई उसके अनुप्रस्थ अक्ष की लंबाई की आधी है। इसकी उत्केंद्रता क्या है?",
      options: ["$\\frac{3}{2}$", "$\\sqrt{3}$", "$\\sqrt{2}$", "$\\frac{\\sqrt{6}}{2}$"],
      explanation:
        "नाभिलंब $\\frac{2b^2}{a}$, अनुप्रस्थ अक्ष $2a$: $\\frac{2b^2}{a} = a$ से $b^2 = \\frac{a^2}{2}$। तब $e = \\sqrt{1 + \\frac{b^2}{a^2}} = \\sqrt{\\frac{3}{2}} = \\frac{\\sqrt{6}}{2}$। नाभिलंब को पूरे अनुप्रस्थ अक्ष के बराबर लेने पर $\\sqrt{2}$ आता है।",
    },
  },
  {
    key: "jee-m2-mat-016",
    format: "statements",
    subject: "Mathematics",
    topic: "Vector Algebra",
    difficulty: "medium",
    text: "Let $\\vec{a} = \\hat{i} + \\hat{j} + \\hat{k}$, $\\vec{b} = \\hat{i} - \\hat{j}$ and $\\vec{c} = \\hat{j} - \\hat{k}$. Statement I: $\\vec{a}$, $\\vec{b}$ and $\\vec{c}$ are coplanar. Statement II: The projection of $\\vec{a}$ on $\\vec{b}$ is zero. In the light of these statements, choose the correct answer.",
    options: STATEMENTS_OPTIONS,
    correct: 3,
    explanation:
      "$[\\vec{a}\\ \\vec{b}\\ \\vec{c}] = \\begin{vmatrix} 1 & 1 & 1 \\\\ 1 & -1 & 0 \\\\ 0 & 1 & -1 \\end{vmatrix} = 1(1 - 0) - 1(-1 - 0) + 1(1 - 0) = 3 \\neq 0$, so the vectors are not coplanar: Statement I is false. $\\vec{a} \\cdot \\vec{b} = 1 - 1 + 0 = 0$, so the projection of $\\vec{a}$ on $\\vec{b}$ is zero: Statement II is true.",
    hi: {
      text: "मान लीजिए $\\vec{a} = \\hat{i} + \\hat{j} + \\hat{k}$, $\\vec{b} = \\hat{i} - \\hat{j}$ और $\\vec{c} = \\hat{j} - \\hat{k}$। कथन I: $\\vec{a}$, $\\vec{b}$ और $\\vec{c}$ समतलीय हैं। कथन II: $\\vec{a}$ का $\\vec{b}$ पर प्रक्षेप शून्य है। इन कथनों के आलोक में सही उत्तर चुनिए।",
      options: STATEMENTS_OPTIONS_HI,
      explanation:
        "अदिश त्रिक गुणनफल (सारणिक) $[\\vec{a}\\ \\vec{b}\\ \\vec{c}] = 1(1 - 0) - 1(-1 - 0) + 1(1 - 0) = 3 \\neq 0$, अतः सदिश समतलीय नहीं: कथन I असत्य है। $\\vec{a} \\cdot \\vec{b} = 0$, अतः प्रक्षेप शून्य है: कथन II सत्य है।",
    },
  },
  {
    key: "jee-m2-mat-017",
    subject: "Mathematics",
    topic: "Three Dimensional Geometry",
    difficulty: "easy",
    text: "What is the angle between the planes $x + y + 2z = 3$ and $2x - y + z = 5$?",
    options: ["$\\frac{\\pi}{4}$", "$\\frac{\\pi}{6}$", "$\\frac{\\pi}{3}$", "$\\frac{\\pi}{2}$"],
    correct: 2,
    explanation:
      "The angle between planes is the angle between their normals $(1, 1, 2)$ and $(2, -1, 1)$: $\\cos\\theta = \\frac{2 - 1 + 2}{\\sqrt{6}\\sqrt{6}} = \\frac{1}{2}$, so $\\theta = \\frac{\\pi}{3}$.",
    hi: {
      text: "समतलों $x + y + 2z = 3$ और $2x - y + z = 5$ के बीच का कोण क्या है?",
      options: ["$\\frac{\\pi}{4}$", "$\\frac{\\pi}{6}$", "$\\frac{\\pi}{3}$", "$\\frac{\\pi}{2}$"],
      explanation:
        "समतलों के बीच का कोण उनके अभिलंबों $(1, 1, 2)$ और $(2, -1, 1)$ के बीच का कोण है: $\\cos\\theta = \\frac{2 - 1 + 2}{\\sqrt{6}\\sqrt{6}} = \\frac{1}{2}$, अतः $\\theta = \\frac{\\pi}{3}$।",
    },
  },
  {
    key: "jee-m2-mat-018",
    format: "match-list",
    subject: "Mathematics",
    topic: "Statistics and Probability",
    difficulty: "medium",
    text: "$A$ and $B$ are independent events with $P(A) = 0.4$ and $P(B) = 0.5$. Match List-I with List-II. List-I: (A) $P(A \\cup B)$; (B) $P(A \\cap \\bar{B})$; (C) $P(A \\mid B)$; (D) $P(\\bar{A} \\cap \\bar{B})$. List-II: (I) 0.3; (II) 0.7; (III) 0.2; (IV) 0.4. Choose the correct answer.",
    options: [
      "A-II, B-III, C-IV, D-I",
      "A-II, B-IV, C-III, D-I",
      "A-I, B-III, C-IV, D-II",
      "A-II, B-III, C-I, D-IV",
    ],
    correct: 0,
    explanation:
      "Independence gives $P(A \\cap B) = 0.2$. (A) $0.4 + 0.5 - 0.2 = 0.7$ (II). (B) $P(A)P(\\bar{B}) = 0.4 \\times 0.5 = 0.2$ (III). (C) $P(A \\mid B) = P(A) = 0.4$ (IV). (D) $P(\\bar{A})P(\\bar{B}) = 0.6 \\times 0.5 = 0.3$ (I), which is also $1 - 0.7$.",
    hi: {
      text: "$A$ और $B$ स्वतंत्र घटनाएँ हैं, $P(A) = 0.4$ और $P(B) = 0.5$। सूची-I का सूची-II से मिलान कीजिए (प्रायिकता)। सूची-I: (A) $P(A \\cup B)$; (B) $P(A \\cap \\bar{B})$; (C) $P(A \\mid B)$; (D) $P(\\bar{A} \\cap \\bar{B})$। सूची-II: (I) 0.3; (II) 0.7; (III) 0.2; (IV) 0.4। सही उत्तर चुनिए।",
      options: [
        "A-II, B-III, C-IV, D-I",
        "A-II, B-IV, C-III, D-I",
        "A-I, B-III, C-IV, D-II",
        "A-II, B-III, C-I, D-IV",
      ],
      explanation:
        "स्वतंत्रता से $P(A \\cap B) = 0.2$। (A) $0.4 + 0.5 - 0.2 = 0.7$ (II)। (B) $P(A)P(\\bar{B}) = 0.2$ (III)। (C) $P(A \\mid B) = P(A) = 0.4$ (IV)। (D) $P(\\bar{A})P(\\bar{B}) = 0.3$ (I), जो $1 - 0.7$ भी है।",
    },
  },
  {
    key: "jee-m2-mat-019",
    subject: "Mathematics",
    topic: "Trigonometry",
    difficulty: "medium",
    text: "What is the value of $\\sin 10^\\circ \\sin 50^\\circ \\sin 70^\\circ$?",
    options: ["$\\frac{1}{4}$", "$\\frac{1}{8}$", "$\\frac{1}{16}$", "$\\frac{\\sqrt{3}}{8}$"],
    correct: 1,
    explanation:
      "Use $\\sin\\theta\\sin(60^\\circ - \\theta)\\sin(60^\\circ + \\theta) = \\frac{1}{4}\\sin 3\\theta$ with $\\theta = 10^\\circ$: the product is $\\frac{1}{4}\\sin 30^\\circ = \\frac{1}{8}$. $\\frac{\\sqrt{3}}{8}$ is the value of the matching cosine product $\\cos 10^\\circ \\cos 50^\\circ \\cos 70^\\circ$.",
    hi: {
      text: "$\\sin 10^\\circ \\sin 50^\\circ \\sin 70^\\circ$ का मान क्या है?",
      options: ["$\\frac{1}{4}$", "$\\frac{1}{8}$", "$\\frac{1}{16}$", "$\\frac{\\sqrt{3}}{8}$"],
      explanation:
        "$\\sin\\theta\\sin(60^\\circ - \\theta)\\sin(60^\\circ + \\theta) = \\frac{1}{4}\\sin 3\\theta$ में $\\theta = 10^\\circ$ रखने पर गुणनफल $\\frac{1}{4}\\sin 30^\\circ = \\frac{1}{8}$। $\\frac{\\sqrt{3}}{8}$ संगत कोज्या गुणनफल का मान है।",
    },
  },
  {
    key: "jee-m2-mat-020",
    subject: "Mathematics",
    topic: "Trigonometry",
    difficulty: "easy",
    text: "What is the value of $\\tan^{-1}\\frac{1}{2} + \\tan^{-1}\\frac{1}{3}$?",
    options: ["$\\frac{\\pi}{2}$", "$\\frac{\\pi}{3}$", "$\\frac{\\pi}{6}$", "$\\frac{\\pi}{4}$"],
    correct: 3,
    explanation:
      "Since $\\frac{1}{2} \\cdot \\frac{1}{3} < 1$, $\\tan^{-1}x + \\tan^{-1}y = \\tan^{-1}\\frac{x + y}{1 - xy} = \\tan^{-1}\\frac{5/6}{5/6} = \\tan^{-1}1 = \\frac{\\pi}{4}$.",
    hi: {
      text: "$\\tan^{-1}\\frac{1}{2} + \\tan^{-1}\\frac{1}{3}$ का मान क्या है?",
      options: ["$\\frac{\\pi}{2}$", "$\\frac{\\pi}{3}$", "$\\frac{\\pi}{6}$", "$\\frac{\\pi}{4}$"],
      explanation:
        "चूँकि $\\frac{1}{2} \\cdot \\frac{1}{3} < 1$, $\\tan^{-1}x + \\tan^{-1}y = \\tan^{-1}\\frac{x + y}{1 - xy} = \\tan^{-1}1 = \\frac{\\pi}{4}$।",
    },
  },
  {
    key: "jee-m2-mat-num-01",
    type: "numerical",
    subject: "Mathematics",
    topic: "Permutations and Combinations",
    difficulty: "hard",
    text: "How many solutions in non-negative integers does $x + y + z = 10$ have with each of $x$, $y$, $z$ at most 5?",
    numericAnswer: { min: 21, max: 21 },
    explanation:
      "Without the upper limit there are $\\binom{12}{2} = 66$ solutions. Those with $x \\ge 6$: put $x = 6 + x'$, leaving $x' + y + z = 4$, i.e. $\\binom{6}{2} = 15$; the same for $y$ and $z$. Two variables cannot both be $\\ge 6$ (that needs 12). By inclusion-exclusion, $66 - 3 \\times 15 = 21$.",
    hi: {
      text: "$x + y + z = 10$ के ऐसे कितने अऋणात्मक पूर्णांक हल हैं जिनमें $x$, $y$, $z$ में से प्रत्येक अधिकतम 5 हो?",
      explanation:
        "ऊपरी सीमा के बिना $\\binom{12}{2} = 66$ हल। $x \\ge 6$ वाले: $x = 6 + x'$ रखने पर $x' + y + z = 4$, अर्थात् $\\binom{6}{2} = 15$; $y$ और $z$ के लिए भी यही। दो चर एक साथ $\\ge 6$ नहीं हो सकते। समावेशन-अपवर्जन से $66 - 3 \\times 15 = 21$।",
    },
  },
  {
    key: "jee-m2-mat-num-02",
    type: "numerical",
    subject: "Mathematics",
    topic: "Sequences and Series",
    difficulty: "medium",
    text: "Three real numbers $a$, $b$, $c$ are in geometric progression, with $a + b + c = 21$ and $abc = 216$. What is $a^2 + b^2 + c^2$?",
    numericAnswer: { min: 189, max: 189 },
    explanation:
      "In a GP $b^2 = ac$, so $abc = b^3 = 216$ and $b = 6$. Then $a + c = 15$ and $ac = 36$, giving $a, c = 3, 12$. So $a^2 + b^2 + c^2 = 9 + 36 + 144 = 189$. (Or $(a + b + c)^2 - 2(ab + bc + ca) = 441 - 2 \\times 126 = 189$, since $ab + bc + ca = b(a + c) + ac = 90 + 36$.)",
    hi: {
      text: "तीन वास्तविक संख्याएँ $a$, $b$, $c$ गुणोत्तर श्रेढ़ी में हैं, $a + b + c = 21$ और $abc = 216$। $a^2 + b^2 + c^2$ क्या है?",
      explanation:
        "गुणोत्तर श्रेढ़ी में $b^2 = ac$, अतः $abc = b^3 = 216$ और $b = 6$। तब $a + c = 15$ और $ac = 36$, जिससे $a, c = 3, 12$। अतः $a^2 + b^2 + c^2 = 9 + 36 + 144 = 189$।",
    },
  },
  {
    key: "jee-m2-mat-num-03",
    type: "numerical",
    subject: "Mathematics",
    topic: "Sequences and Series",
    difficulty: "hard",
    text: "What is the sum of the infinite series $\\displaystyle\\sum_{n=1}^{\\infty} \\frac{n^2}{2^n}$?",
    numericAnswer: { min: 6, max: 6 },
    explanation:
      "For $|x| < 1$, $\\sum nx^n = \\frac{x}{(1 - x)^2}$; applying $x\\frac{d}{dx}$ once more gives $\\sum n^2x^n = \\frac{x(1 + x)}{(1 - x)^3}$. At $x = \\frac{1}{2}$: $\\frac{\\frac{1}{2} \\cdot \\frac{3}{2}}{\\frac{1}{8}} = 6$. (The partial sums 0.5, 1.5, 2.625, 3.625, ... approach 6.)",
    hi: {
      text: "अनंत श्रेणी $\\displaystyle\\sum_{n=1}^{\\infty} \\frac{n^2}{2^n}$ का योग क्या है?",
      explanation:
        "$|x| < 1$ के लिए $\\sum nx^n = \\frac{x}{(1 - x)^2}$; फिर से $x\\frac{d}{dx}$ लगाने पर $\\sum n^2x^n = \\frac{x(1 + x)}{(1 - x)^3}$। $x = \\frac{1}{2}$ पर: $\\frac{\\frac{1}{2} \\cdot \\frac{3}{2}}{\\frac{1}{8}} = 6$।",
    },
  },
  {
    key: "jee-m2-mat-num-04",
    type: "numerical",
    subject: "Mathematics",
    topic: "Statistics and Probability",
    difficulty: "medium",
    text: "The mean and variance of five observations are 4 and 5.2. Three of the observations are 1, 2 and 6. What is the absolute difference between the other two?",
    numericAnswer: { min: 3, max: 3 },
    explanation:
      "The sum is $5 \\times 4 = 20$, so $x + y = 11$. The mean of squares is variance + mean$^2 = 5.2 + 16 = 21.2$, so the sum of squares is 106 and $x^2 + y^2 = 106 - 41 = 65$. Then $2xy = 121 - 65 = 56$ and $(x - y)^2 = 65 - 56 = 9$: $|x - y| = 3$ (the observations are 4 and 7).",
    hi: {
      text: "पाँच प्रेक्षणों का माध्य 4 और प्रसरण 5.2 है। इनमें से तीन प्रेक्षण 1, 2 और 6 हैं। शेष दो का निरपेक्ष अंतर क्या है?",
      explanation:
        "योग $5 \\times 4 = 20$, अतः $x + y = 11$। वर्गों का माध्य = प्रसरण + माध्य$^2 = 21.2$, अतः वर्गों का योग 106 और $x^2 + y^2 = 65$। तब $2xy = 56$ और $(x - y)^2 = 9$: $|x - y| = 3$ (प्रेक्षण 4 और 7)।",
    },
  },
  {
    key: "jee-m2-mat-num-05",
    type: "numerical",
    subject: "Mathematics",
    topic: "Sets, Relations and Functions",
    difficulty: "medium",
    text: "How many functions from a set with 4 elements onto a set with 3 elements are there?",
    numericAnswer: { min: 36, max: 36 },
    explanation:
      "All functions: $3^4 = 81$. Remove those missing at least one element of the codomain by inclusion-exclusion: $81 - \\binom{3}{1}2^4 + \\binom{3}{2}1^4 = 81 - 48 + 3 = 36$. (Equivalently: choose the pair of elements that share an image, $\\binom{4}{2} = 6$, then map the 3 blocks bijectively, $3! = 6$: 36.)",
    hi: {
      text: "4 अवयवों वाले समुच्चय से 3 अवयवों वाले समुच्चय पर कितने आच्छादक फलन हैं?",
      explanation:
        "कुल फलन $3^4 = 81$। समावेशन-अपवर्जन से सहप्रांत का कम से कम एक अवयव छोड़ने वाले हटाइए: $81 - 3 \\times 2^4 + 3 \\times 1^4 = 36$। (या: समान प्रतिबिंब वाले अवयव-युग्म को $\\binom{4}{2} = 6$ प्रकार से चुनें और 3 खंडों को $3! = 6$ प्रकार से एकैकी प्रतिचित्रित करें: 36।)",
    },
  },
];
