import type { ContentQuestion, ContentStimulus } from "~/server/content/types";
import {
  APPROX_TEXT,
  APPROX_TEXT_HI,
  meta,
  nums,
  QUADRATIC_TEXT,
  QUADRATIC_TEXT_HI,
  RELATIONS,
  RELATIONS_HI,
  SERIES_TEXT,
  SERIES_TEXT_HI,
  SIMPLIFY_TEXT,
  SIMPLIFY_TEXT_HI,
  spreadKeys,
  WRONG_TEXT,
  WRONG_TEXT_HI,
} from "./common";

/** IBPS PO prelims paper 1 (easy), Quantitative Aptitude: the questions written for it. */

const Q = "Quantitative Aptitude" as const;
const DI1 = "banking-p1-di-1";
const DI2 = "banking-p1-di-2";

export const paper1QuantStimuli: ContentStimulus[] = [
  {
    key: DI1,
    kind: "table",
    title: "Savings accounts at five branches of a bank in 2024",
    body: `| Branch | Accounts opened | Share opened by women (%) | Accounts closed |
|---|---|---|---|
| A | 1,200 | 45 | 180 |
| B | 1,500 | 40 | 240 |
| C | 900 | 60 | 135 |
| D | 1,600 | 35 | 200 |
| E | 1,000 | 52 | 160 |`,
    hi: {
      title: "2024 में एक बैंक की पाँच शाखाओं में बचत खाते",
      body: `| शाखा | खोले गए खाते | महिलाओं द्वारा खोले गए खातों का हिस्सा (%) | बंद किए गए खाते |
|---|---|---|---|
| A | 1,200 | 45 | 180 |
| B | 1,500 | 40 | 240 |
| C | 900 | 60 | 135 |
| D | 1,600 | 35 | 200 |
| E | 1,000 | 52 | 160 |`,
    },
  },
  {
    key: DI2,
    kind: "table",
    title: "Loan applications at four regional offices of a bank in two quarters",
    body: `| Office | Q1 received | Q1 sanctioned (% of received) | Q2 received | Q2 sanctioned (% of received) |
|---|---|---|---|---|
| North | 800 | 65 | 900 | 60 |
| South | 1,200 | 55 | 1,000 | 70 |
| East | 600 | 75 | 750 | 64 |
| West | 1,000 | 48 | 1,250 | 56 |`,
    hi: {
      title: "दो तिमाहियों में एक बैंक के चार क्षेत्रीय कार्यालयों में ऋण आवेदन",
      body: `| कार्यालय | तिमाही 1 में प्राप्त | तिमाही 1 में स्वीकृत (प्राप्त का %) | तिमाही 2 में प्राप्त | तिमाही 2 में स्वीकृत (प्राप्त का %) |
|---|---|---|---|---|
| उत्तर | 800 | 65 | 900 | 60 |
| दक्षिण | 1,200 | 55 | 1,000 | 70 |
| पूर्व | 600 | 75 | 750 | 64 |
| पश्चिम | 1,000 | 48 | 1,250 | 56 |`,
    },
  },
];

export const paper1QuantQuestions: ContentQuestion[] = spreadKeys([
  // ── Simplification and approximation (4) ──
  {
    ...meta("banking-p1-qa-01", Q, "Simplification & Approximation", "easy"),
    text: `${SIMPLIFY_TEXT} $\\frac{3}{8}$ of 640 + 35% of 360 − $17^2$ = ?`,
    options: nums(77, 87, 67, 97, 57),
    correct: 0,
    explanation:
      "$\\frac{3}{8} \\times 640 = 240$; 35% of 360 = 126; $17^2 = 289$. So ? = 240 + 126 − 289 = 77.",
    hi: {
      text: `${SIMPLIFY_TEXT_HI} 640 का $\\frac{3}{8}$ + 360 का 35% − $17^2$ = ?`,
      options: nums(77, 87, 67, 97, 57),
      explanation:
        "$\\frac{3}{8} \\times 640 = 240$; 360 का 35% = 126; $17^2 = 289$। अतः ? = 240 + 126 − 289 = 77।",
    },
  },
  {
    ...meta("banking-p1-qa-02", Q, "Simplification & Approximation", "easy"),
    text: `${SIMPLIFY_TEXT} 1548 ÷ 12 × 5 − 412 = ?`,
    options: nums(233, 223, 243, 213, 253),
    correct: 0,
    explanation:
      "Division and multiplication from left to right: 1548 ÷ 12 = 129, 129 × 5 = 645, and 645 − 412 = 233.",
    hi: {
      text: `${SIMPLIFY_TEXT_HI} 1548 ÷ 12 × 5 − 412 = ?`,
      options: nums(233, 223, 243, 213, 253),
      explanation: "भाग और गुणा बाएँ से दाएँ: 1548 ÷ 12 = 129, 129 × 5 = 645, और 645 − 412 = 233।",
    },
  },
  {
    ...meta("banking-p1-qa-03", Q, "Simplification & Approximation", "easy"),
    text: `${APPROX_TEXT} 24.98% of 1199.8 + 41.03 × 14.97 − 298.9 ≈ ?`,
    options: nums(616, 580, 650, 700, 540),
    correct: 0,
    explanation:
      "Round each number: 25% of 1200 = 300; 41 × 15 = 615; 298.9 ≈ 299. So ? ≈ 300 + 615 − 299 = 616. The nearest option is 616; the others are more than 30 away.",
    hi: {
      text: `${APPROX_TEXT_HI} 1199.8 का 24.98% + 41.03 × 14.97 − 298.9 ≈ ?`,
      options: nums(616, 580, 650, 700, 540),
      explanation:
        "प्रत्येक संख्या को निकटतम मान तक लीजिए: 1200 का 25% = 300; 41 × 15 = 615; 298.9 ≈ 299। अतः ? ≈ 300 + 615 − 299 = 616। निकटतम विकल्प 616 है; बाकी 30 से अधिक दूर हैं।",
    },
  },
  {
    ...meta("banking-p1-qa-04", Q, "Simplification & Approximation", "medium"),
    text: `${SIMPLIFY_TEXT} $\\sqrt{?} \\times 6 + 17 \\times 5$ = 35% of 540 − 26`,
    options: nums(169, 144, 196, 121, 225),
    correct: 0,
    explanation:
      "Right side: 35% of 540 = 189, and 189 − 26 = 163. Left side: 17 × 5 = 85, so $6\\sqrt{?} = 163 - 85 = 78$ and $\\sqrt{?} = 13$. Hence ? = $13^2$ = 169.",
    hi: {
      text: `${SIMPLIFY_TEXT_HI} $\\sqrt{?} \\times 6 + 17 \\times 5$ = 540 का 35% − 26`,
      options: nums(169, 144, 196, 121, 225),
      explanation:
        "दायाँ पक्ष: 540 का 35% = 189, और 189 − 26 = 163। बायाँ पक्ष: 17 × 5 = 85, अतः $6\\sqrt{?} = 163 - 85 = 78$ और $\\sqrt{?} = 13$। इसलिए ? = $13^2$ = 169।",
    },
  },
  // ── Number series (5) ──
  {
    ...meta("banking-p1-qa-05", Q, "Number Series", "easy"),
    text: `${SERIES_TEXT} 12, 19, 33, 54, 82, ?`,
    options: nums(117, 110, 124, 113, 121),
    correct: 0,
    explanation:
      "The differences are 7, 14, 21, 28: multiples of 7. The next difference is 35, so ? = 82 + 35 = 117.",
    hi: {
      text: `${SERIES_TEXT_HI} 12, 19, 33, 54, 82, ?`,
      options: nums(117, 110, 124, 113, 121),
      explanation: "अंतर 7, 14, 21, 28 हैं: 7 के गुणज। अगला अंतर 35 है, अतः ? = 82 + 35 = 117।",
    },
  },
  {
    ...meta("banking-p1-qa-06", Q, "Number Series", "easy"),
    text: `${SERIES_TEXT} 6, 7, 16, 41, 90, ?`,
    options: nums(171, 161, 181, 155, 190),
    correct: 0,
    explanation:
      "The differences are 1, 9, 25, 49: the squares of the odd numbers 1, 3, 5, 7. The next is $9^2 = 81$, so ? = 90 + 81 = 171.",
    hi: {
      text: `${SERIES_TEXT_HI} 6, 7, 16, 41, 90, ?`,
      options: nums(171, 161, 181, 155, 190),
      explanation:
        "अंतर 1, 9, 25, 49 हैं: विषम संख्याओं 1, 3, 5, 7 के वर्ग। अगला $9^2 = 81$ है, अतः ? = 90 + 81 = 171।",
    },
  },
  {
    ...meta("banking-p1-qa-07", Q, "Number Series", "easy"),
    text: `${SERIES_TEXT} 2880, 1440, 480, 120, 24, ?`,
    options: nums(4, 6, 3, 8, 12),
    correct: 0,
    explanation: "Each term is divided by 2, 3, 4, 5 in turn; the next divisor is 6, so ? = 24 ÷ 6 = 4.",
    hi: {
      text: `${SERIES_TEXT_HI} 2880, 1440, 480, 120, 24, ?`,
      options: nums(4, 6, 3, 8, 12),
      explanation: "प्रत्येक पद को क्रमशः 2, 3, 4, 5 से भाग दिया गया है; अगला भाजक 6 है, अतः ? = 24 ÷ 6 = 4।",
    },
  },
  {
    ...meta("banking-p1-qa-08", Q, "Number Series", "medium"),
    text: `${SERIES_TEXT} 5, 9, 25, 61, 125, ?`,
    options: nums(225, 215, 201, 235, 250),
    correct: 0,
    explanation:
      "The differences are 4, 16, 36, 64, that is $2^2, 4^2, 6^2, 8^2$. The next difference is $10^2 = 100$, so ? = 125 + 100 = 225.",
    hi: {
      text: `${SERIES_TEXT_HI} 5, 9, 25, 61, 125, ?`,
      options: nums(225, 215, 201, 235, 250),
      explanation:
        "अंतर 4, 16, 36, 64 हैं, अर्थात् $2^2, 4^2, 6^2, 8^2$। अगला अंतर $10^2 = 100$ है, अतः ? = 125 + 100 = 225।",
    },
  },
  {
    ...meta("banking-p1-qa-09", Q, "Number Series", "medium"),
    text: `${WRONG_TEXT} 8, 11, 17, 29, 52, 101`,
    options: nums(11, 17, 29, 52, 101),
    correct: 3,
    explanation:
      "The differences should double each time: 3, 6, 12, 24, 48. Then the series is 8, 11, 17, 29, 53, 101: 52 should be 53 (and 53 + 48 = 101 confirms it).",
    hi: {
      text: `${WRONG_TEXT_HI} 8, 11, 17, 29, 52, 101`,
      options: nums(11, 17, 29, 52, 101),
      explanation:
        "अंतर हर बार दोगुना होना चाहिए: 3, 6, 12, 24, 48। तब श्रृंखला 8, 11, 17, 29, 53, 101 है: 52 के स्थान पर 53 होना चाहिए (53 + 48 = 101 से इसकी पुष्टि होती है)।",
    },
  },
  // ── Quadratic equations (5) ──
  {
    ...meta("banking-p1-qa-10", Q, "Quadratic Equations", "easy"),
    text: `${QUADRATIC_TEXT} I. $x^2 - 11x + 28 = 0$ II. $y^2 - 5y + 6 = 0$`,
    options: RELATIONS,
    correct: 0,
    explanation:
      "I: $(x - 4)(x - 7) = 0$, so x = 4 or 7. II: $(y - 2)(y - 3) = 0$, so y = 2 or 3. Every value of x is greater than every value of y, so x > y.",
    hi: {
      text: `${QUADRATIC_TEXT_HI} I. $x^2 - 11x + 28 = 0$ II. $y^2 - 5y + 6 = 0$`,
      options: RELATIONS_HI,
      explanation:
        "I: $(x - 4)(x - 7) = 0$, अतः x = 4 या 7। II: $(y - 2)(y - 3) = 0$, अतः y = 2 या 3। x का प्रत्येक मान y के प्रत्येक मान से बड़ा है, अतः x > y।",
    },
  },
  {
    ...meta("banking-p1-qa-11", Q, "Quadratic Equations", "easy"),
    text: `${QUADRATIC_TEXT} I. $x^2 + 9x + 20 = 0$ II. $y^2 + 13y + 42 = 0$`,
    options: RELATIONS,
    correct: 0,
    explanation:
      "I: $(x + 4)(x + 5) = 0$, so x = −4 or −5. II: $(y + 6)(y + 7) = 0$, so y = −6 or −7. The smallest x (−5) is greater than the largest y (−6), so x > y.",
    hi: {
      text: `${QUADRATIC_TEXT_HI} I. $x^2 + 9x + 20 = 0$ II. $y^2 + 13y + 42 = 0$`,
      options: RELATIONS_HI,
      explanation:
        "I: $(x + 4)(x + 5) = 0$, अतः x = −4 या −5। II: $(y + 6)(y + 7) = 0$, अतः y = −6 या −7। x का सबसे छोटा मान (−5) y के सबसे बड़े मान (−6) से बड़ा है, अतः x > y।",
    },
  },
  {
    ...meta("banking-p1-qa-12", Q, "Quadratic Equations", "easy"),
    text: `${QUADRATIC_TEXT} I. $x^2 - 16x + 63 = 0$ II. $y^2 - 21y + 108 = 0$`,
    options: RELATIONS,
    correct: 3,
    explanation:
      "I: $(x - 7)(x - 9) = 0$, so x = 7 or 9. II: $(y - 9)(y - 12) = 0$, so y = 9 or 12. Every x is at most every y, and x = y = 9 is possible, so x ≤ y.",
    hi: {
      text: `${QUADRATIC_TEXT_HI} I. $x^2 - 16x + 63 = 0$ II. $y^2 - 21y + 108 = 0$`,
      options: RELATIONS_HI,
      explanation:
        "I: $(x - 7)(x - 9) = 0$, अतः x = 7 या 9। II: $(y - 9)(y - 12) = 0$, अतः y = 9 या 12। x का प्रत्येक मान y के प्रत्येक मान से छोटा या बराबर है, और x = y = 9 संभव है, अतः x ≤ y।",
    },
  },
  {
    ...meta("banking-p1-qa-13", Q, "Quadratic Equations", "medium"),
    text: `${QUADRATIC_TEXT} I. $2x^2 - 13x + 21 = 0$ II. $3y^2 - 7y - 6 = 0$`,
    options: RELATIONS,
    correct: 2,
    explanation:
      "I: $(2x - 7)(x - 3) = 0$, so x = 3.5 or 3. II: $(3y + 2)(y - 3) = 0$, so y = 3 or $-\\frac{2}{3}$. Every x is at least every y, with x = y = 3 possible, so x ≥ y.",
    hi: {
      text: `${QUADRATIC_TEXT_HI} I. $2x^2 - 13x + 21 = 0$ II. $3y^2 - 7y - 6 = 0$`,
      options: RELATIONS_HI,
      explanation:
        "I: $(2x - 7)(x - 3) = 0$, अतः x = 3.5 या 3। II: $(3y + 2)(y - 3) = 0$, अतः y = 3 या $-\\frac{2}{3}$। x का प्रत्येक मान y के प्रत्येक मान से बड़ा या बराबर है, और x = y = 3 संभव है, अतः x ≥ y।",
    },
  },
  {
    ...meta("banking-p1-qa-14", Q, "Quadratic Equations", "medium"),
    text: `${QUADRATIC_TEXT} I. $x^2 = 169$ II. $y^2 - 26y + 169 = 0$`,
    options: RELATIONS,
    correct: 3,
    explanation:
      "I: x = 13 or −13. II: $(y - 13)^2 = 0$, so y = 13 only. Then x = 13 = y or x = −13 < y, so x ≤ y. (Reading I as x = 13 alone would wrongly give x = y.)",
    hi: {
      text: `${QUADRATIC_TEXT_HI} I. $x^2 = 169$ II. $y^2 - 26y + 169 = 0$`,
      options: RELATIONS_HI,
      explanation:
        "I: x = 13 या −13। II: $(y - 13)^2 = 0$, अतः केवल y = 13। तब x = 13 = y या x = −13 < y, अतः x ≤ y। (I से केवल x = 13 लेने पर गलत उत्तर x = y मिलेगा।)",
    },
  },
  // ── Data interpretation: savings accounts (5) ──
  {
    ...meta("banking-p1-qa-15", Q, "Data Interpretation", "easy", "data-table", DI1),
    text: "How many savings accounts were opened by women at branch C?",
    options: nums(540, 360, 600, 450, 500),
    correct: 0,
    explanation:
      "Branch C opened 900 accounts, 60% of them by women: 0.60 × 900 = 540. (360 is the number opened by men.)",
    hi: {
      text: "शाखा C में महिलाओं द्वारा कितने बचत खाते खोले गए?",
      options: nums(540, 360, 600, 450, 500),
      explanation:
        "शाखा C ने 900 खाते खोले, जिनमें से 60% महिलाओं द्वारा: 0.60 × 900 = 540। (360 पुरुषों द्वारा खोले गए खाते हैं।)",
    },
  },
  {
    ...meta("banking-p1-qa-16", Q, "Data Interpretation", "easy", "data-table", DI1),
    text: "What is the average number of accounts closed per branch?",
    options: nums(183, 175, 190, 186, 180),
    correct: 0,
    explanation:
      "Accounts closed: 180 + 240 + 135 + 200 + 160 = 915. Average over five branches = 915 ÷ 5 = 183.",
    hi: {
      text: "प्रति शाखा बंद किए गए खातों की औसत संख्या कितनी है?",
      options: nums(183, 175, 190, 186, 180),
      explanation: "बंद किए गए खाते: 180 + 240 + 135 + 200 + 160 = 915। पाँच शाखाओं का औसत = 915 ÷ 5 = 183।",
    },
  },
  {
    ...meta("banking-p1-qa-17", Q, "Data Interpretation", "medium", "data-table", DI1),
    text: "What is the ratio of the number of accounts opened by women at branch A to that at branch E?",
    options: ["27 : 26", "9 : 10", "26 : 27", "6 : 5", "12 : 13"],
    correct: 0,
    explanation:
      "Branch A: 45% of 1,200 = 540. Branch E: 52% of 1,000 = 520. Ratio 540 : 520 = 27 : 26. (26 : 27 reverses the order asked for.)",
    hi: {
      text: "शाखा A में महिलाओं द्वारा खोले गए खातों की संख्या का शाखा E में महिलाओं द्वारा खोले गए खातों की संख्या से अनुपात क्या है?",
      options: ["27 : 26", "9 : 10", "26 : 27", "6 : 5", "12 : 13"],
      explanation:
        "शाखा A: 1,200 का 45% = 540। शाखा E: 1,000 का 52% = 520। अनुपात 540 : 520 = 27 : 26। (26 : 27 पूछे गए क्रम को उलट देता है।)",
    },
  },
  {
    ...meta("banking-p1-qa-18", Q, "Data Interpretation", "medium", "data-table", DI1),
    text: "The accounts closed at branch B are what percent of the accounts opened at branch B?",
    options: ["16%", "18%", "14%", "20%", "24%"],
    correct: 0,
    explanation: "Branch B: 240 closed, 1,500 opened. 240 ÷ 1,500 × 100 = 16%.",
    hi: {
      text: "शाखा B में बंद किए गए खाते शाखा B में खोले गए खातों का कितना प्रतिशत हैं?",
      options: ["16%", "18%", "14%", "20%", "24%"],
      explanation: "शाखा B: 240 बंद, 1,500 खोले गए। 240 ÷ 1,500 × 100 = 16%।",
    },
  },
  {
    ...meta("banking-p1-qa-19", Q, "Data Interpretation", "hard", "data-table", DI1),
    text: "What is the total number of savings accounts opened by men at the five branches together?",
    options: nums(3440, 2760, 3540, 3340, 3640),
    correct: 0,
    explanation:
      "Men's share = 100% − women's share. A: 55% of 1,200 = 660; B: 60% of 1,500 = 900; C: 40% of 900 = 360; D: 65% of 1,600 = 1,040; E: 48% of 1,000 = 480. Total = 660 + 900 + 360 + 1,040 + 480 = 3,440. (2,760 is the total opened by women.)",
    hi: {
      text: "पाँचों शाखाओं में मिलाकर पुरुषों द्वारा खोले गए बचत खातों की कुल संख्या कितनी है?",
      options: nums(3440, 2760, 3540, 3340, 3640),
      explanation:
        "पुरुषों का हिस्सा = 100% − महिलाओं का हिस्सा। A: 1,200 का 55% = 660; B: 1,500 का 60% = 900; C: 900 का 40% = 360; D: 1,600 का 65% = 1,040; E: 1,000 का 48% = 480। कुल = 660 + 900 + 360 + 1,040 + 480 = 3,440। (2,760 महिलाओं द्वारा खोले गए खातों का योग है।)",
    },
  },
  // ── Data interpretation: loan applications (5) ──
  {
    ...meta("banking-p1-qa-20", Q, "Data Interpretation", "easy", "data-table", DI2),
    text: "How many loan applications did the South office sanction in Q2?",
    options: nums(700, 660, 550, 750, 640),
    correct: 0,
    explanation: "South received 1,000 applications in Q2 and sanctioned 70% of them: 0.70 × 1,000 = 700.",
    hi: {
      text: "दक्षिण कार्यालय ने तिमाही 2 में कितने ऋण आवेदन स्वीकृत किए?",
      options: nums(700, 660, 550, 750, 640),
      explanation: "दक्षिण को तिमाही 2 में 1,000 आवेदन प्राप्त हुए और उनमें से 70% स्वीकृत हुए: 0.70 × 1,000 = 700।",
    },
  },
  {
    ...meta("banking-p1-qa-21", Q, "Data Interpretation", "easy", "data-table", DI2),
    text: "What is the total number of loan applications received by the four offices in Q1?",
    options: nums(3600, 3900, 3400, 3500, 3800),
    correct: 0,
    explanation: "Q1 received: 800 + 1,200 + 600 + 1,000 = 3,600. (3,900 is the Q2 total.)",
    hi: {
      text: "तिमाही 1 में चारों कार्यालयों को प्राप्त ऋण आवेदनों की कुल संख्या कितनी है?",
      options: nums(3600, 3900, 3400, 3500, 3800),
      explanation: "तिमाही 1 में प्राप्त: 800 + 1,200 + 600 + 1,000 = 3,600। (3,900 तिमाही 2 का योग है।)",
    },
  },
  {
    ...meta("banking-p1-qa-22", Q, "Data Interpretation", "medium", "data-table", DI2),
    text: "What is the ratio of the applications sanctioned by the East office in Q1 to those it sanctioned in Q2?",
    options: ["15 : 16", "16 : 15", "4 : 5", "5 : 4", "25 : 32"],
    correct: 0,
    explanation:
      "East Q1: 75% of 600 = 450. East Q2: 64% of 750 = 480. Ratio 450 : 480 = 15 : 16. (4 : 5 is the ratio of applications received, not sanctioned.)",
    hi: {
      text: "पूर्व कार्यालय द्वारा तिमाही 1 में स्वीकृत आवेदनों का तिमाही 2 में स्वीकृत आवेदनों से अनुपात क्या है?",
      options: ["15 : 16", "16 : 15", "4 : 5", "5 : 4", "25 : 32"],
      explanation:
        "पूर्व तिमाही 1: 600 का 75% = 450। पूर्व तिमाही 2: 750 का 64% = 480। अनुपात 450 : 480 = 15 : 16। (4 : 5 प्राप्त आवेदनों का अनुपात है, स्वीकृत का नहीं।)",
    },
  },
  {
    ...meta("banking-p1-qa-23", Q, "Data Interpretation", "medium", "data-table", DI2),
    text: "By what percent did the number of applications received by the West office rise from Q1 to Q2?",
    options: ["25%", "20%", "12.5%", "30%", "22.5%"],
    correct: 0,
    explanation:
      "West received 1,000 in Q1 and 1,250 in Q2: a rise of 250 on 1,000, that is 25%. (20% is 250 taken as a share of 1,250, the wrong base.)",
    hi: {
      text: "पश्चिम कार्यालय को प्राप्त आवेदनों की संख्या तिमाही 1 से तिमाही 2 तक कितने प्रतिशत बढ़ी?",
      options: ["25%", "20%", "12.5%", "30%", "22.5%"],
      explanation:
        "पश्चिम को तिमाही 1 में 1,000 और तिमाही 2 में 1,250 आवेदन मिले: 1,000 पर 250 की वृद्धि, अर्थात् 25%। (20% गलत आधार 1,250 पर 250 का हिस्सा है।)",
    },
  },
  {
    ...meta("banking-p1-qa-24", Q, "Data Interpretation", "hard", "data-table", DI2),
    text: "By how many does the total number of applications sanctioned by the four offices in Q2 exceed the total sanctioned in Q1?",
    options: nums(310, 300, 290, 330, 410),
    correct: 0,
    explanation:
      "Q1 sanctioned: North 520, South 660, East 450, West 480; total 2,110. Q2 sanctioned: North 540, South 700, East 480, West 700; total 2,420. Difference = 2,420 − 2,110 = 310.",
    hi: {
      text: "तिमाही 2 में चारों कार्यालयों द्वारा स्वीकृत आवेदनों की कुल संख्या तिमाही 1 में स्वीकृत कुल आवेदनों से कितनी अधिक है?",
      options: nums(310, 300, 290, 330, 410),
      explanation:
        "तिमाही 1 में स्वीकृत: उत्तर 520, दक्षिण 660, पूर्व 450, पश्चिम 480; कुल 2,110। तिमाही 2 में स्वीकृत: उत्तर 540, दक्षिण 700, पूर्व 480, पश्चिम 700; कुल 2,420। अंतर = 2,420 − 2,110 = 310।",
    },
  },
  // ── Arithmetic (5) ──
  {
    ...meta("banking-p1-qa-25", Q, "Simple & Compound Interest", "easy"),
    text: "Ramesh puts ₹ 12,000 in a fixed deposit for one year. It earns compound interest at 10% per annum, compounded half-yearly. What amount will he receive at the end of the year?",
    options: ["₹ 13,230", "₹ 13,200", "₹ 13,260", "₹ 12,600", "₹ 13,320"],
    correct: 0,
    explanation:
      "Half-yearly compounding at 10% a year means 5% for each of the 2 half-years. Amount = $12000 \\times 1.05^2 = 12000 \\times 1.1025 = 13230$. So he receives ₹ 13,230. (₹ 13,200 is the amount with yearly compounding or simple interest; ₹ 12,600 is the amount after only six months.)",
    hi: {
      text: "रमेश ₹ 12,000 एक वर्ष के लिए सावधि जमा में रखता है। उस पर 10% वार्षिक दर से चक्रवृद्धि ब्याज मिलता है, जो अर्धवार्षिक रूप से संयोजित होता है। वर्ष के अंत में उसे कितनी राशि मिलेगी?",
      options: ["₹ 13,230", "₹ 13,200", "₹ 13,260", "₹ 12,600", "₹ 13,320"],
      explanation:
        "10% वार्षिक दर पर अर्धवार्षिक संयोजन का अर्थ है दोनों छमाहियों में से प्रत्येक के लिए 5%। मिश्रधन = $12000 \\times 1.05^2 = 12000 \\times 1.1025 = 13230$। अतः उसे ₹ 13,230 मिलेंगे। (₹ 13,200 वार्षिक संयोजन या साधारण ब्याज पर मिश्रधन है; ₹ 12,600 केवल छह महीने बाद का मिश्रधन है।)",
    },
  },
  {
    ...meta("banking-p1-qa-26", Q, "Percentage & Profit-Loss", "medium"),
    text: "Of the 1,600 customers of a branch, 45% use mobile banking. Of the remaining customers, 30% use only internet banking. How many customers use neither?",
    options: nums(616, 720, 880, 592, 656),
    correct: 0,
    explanation:
      "Mobile banking: 45% of 1,600 = 720, so 880 remain. Internet banking only: 30% of 880 = 264. Neither: 880 − 264 = 616. (Taking 30% of 1,600 instead gives the wrong 400.)",
    hi: {
      text: "एक शाखा के 1,600 ग्राहकों में से 45% मोबाइल बैंकिंग का उपयोग करते हैं। शेष ग्राहकों में से 30% केवल इंटरनेट बैंकिंग का उपयोग करते हैं। कितने ग्राहक दोनों में से किसी का उपयोग नहीं करते?",
      options: nums(616, 720, 880, 592, 656),
      explanation:
        "मोबाइल बैंकिंग: 1,600 का 45% = 720, अतः 880 शेष। केवल इंटरनेट बैंकिंग: 880 का 30% = 264। किसी का नहीं: 880 − 264 = 616।",
    },
  },
  {
    ...meta("banking-p1-qa-27", Q, "Ratio, Average & Ages", "easy"),
    text: "The ratio of the present ages of a mother and her daughter is 7 : 2. The daughter is 10 years old now. How old will the mother be after 5 years?",
    options: ["40 years", "35 years", "45 years", "38 years", "42 years"],
    correct: 0,
    explanation:
      "The daughter's 2 parts = 10 years, so 1 part = 5 years and the mother is 7 × 5 = 35 now. After 5 years she will be 40.",
    hi: {
      text: "एक माँ और उसकी बेटी की वर्तमान आयु का अनुपात 7 : 2 है। बेटी अभी 10 वर्ष की है। 5 वर्ष बाद माँ की आयु कितनी होगी?",
      options: ["40 वर्ष", "35 वर्ष", "45 वर्ष", "38 वर्ष", "42 वर्ष"],
      explanation:
        "बेटी के 2 भाग = 10 वर्ष, अतः 1 भाग = 5 वर्ष और माँ अभी 7 × 5 = 35 वर्ष की है। 5 वर्ष बाद वह 40 वर्ष की होगी।",
    },
  },
  {
    ...meta("banking-p1-qa-28", Q, "Ratio, Average & Ages", "hard"),
    text: "Anil and Sunita start a business with ₹ 48,000 and ₹ 36,000. After 4 months Anil withdraws ₹ 12,000 of his capital. The profit at the end of the year is ₹ 28,500. What is Sunita's share of the profit?",
    options: ["₹ 13,500", "₹ 15,000", "₹ 12,214", "₹ 14,250", "₹ 12,000"],
    correct: 0,
    explanation:
      "Capital × months: Anil = 48,000 × 4 + 36,000 × 8 = 4,80,000; Sunita = 36,000 × 12 = 4,32,000. Ratio 480 : 432 = 10 : 9. Sunita's share = 28,500 × 9 ⁄ 19 = ₹ 13,500. (Ignoring the withdrawal gives the ratio 4 : 3 and ₹ 12,214.)",
    hi: {
      text: "अनिल और सुनीता ₹ 48,000 और ₹ 36,000 से एक व्यवसाय शुरू करते हैं। 4 महीने बाद अनिल अपनी पूँजी में से ₹ 12,000 निकाल लेता है। वर्ष के अंत में लाभ ₹ 28,500 है। लाभ में सुनीता का हिस्सा कितना है?",
      options: ["₹ 13,500", "₹ 15,000", "₹ 12,214", "₹ 14,250", "₹ 12,000"],
      explanation:
        "पूँजी × महीने: अनिल = 48,000 × 4 + 36,000 × 8 = 4,80,000; सुनीता = 36,000 × 12 = 4,32,000। अनुपात 480 : 432 = 10 : 9। सुनीता का हिस्सा = 28,500 × 9 ⁄ 19 = ₹ 13,500। (निकासी को अनदेखा करने पर अनुपात 4 : 3 और ₹ 12,214 मिलता है।)",
    },
  },
  {
    ...meta("banking-p1-qa-29", Q, "Ratio, Average & Ages", "medium"),
    text: "A 60-litre mixture contains milk and water in the ratio 7 : 3. How many litres of water must be added to make the ratio of milk to water 3 : 2?",
    options: ["10 litres", "8 litres", "12 litres", "15 litres", "6 litres"],
    correct: 0,
    explanation:
      "Milk = $\\frac{7}{10} \\times 60 = 42$ L and water = 18 L. For 42 : (18 + w) = 3 : 2, 18 + w = 28, so w = 10 litres.",
    hi: {
      text: "60 लीटर के एक मिश्रण में दूध और पानी का अनुपात 7 : 3 है। दूध और पानी का अनुपात 3 : 2 करने के लिए कितने लीटर पानी मिलाना होगा?",
      options: ["10 लीटर", "8 लीटर", "12 लीटर", "15 लीटर", "6 लीटर"],
      explanation:
        "दूध = $\\frac{7}{10} \\times 60 = 42$ लीटर और पानी = 18 लीटर। 42 : (18 + w) = 3 : 2 के लिए 18 + w = 28, अतः w = 10 लीटर।",
    },
  },
]);
