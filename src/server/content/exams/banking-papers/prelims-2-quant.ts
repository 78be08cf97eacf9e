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
  spreadKeys,
  WRONG_TEXT,
  WRONG_TEXT_HI,
} from "./common";

/** IBPS PO prelims paper 2 (hard), Quantitative Aptitude: the questions written for it. */

const Q = "Quantitative Aptitude" as const;
const DI1 = "banking-p2-di-1";
const DI2 = "banking-p2-di-2";

export const paper2QuantStimuli: ContentStimulus[] = [
  {
    key: DI1,
    kind: "table",
    title:
      "Retail loans disbursed by a bank in five cities in 2024 (the rest of each city's total is education loans)",
    body: `| City | Total loans (₹ crore) | Home (%) | Vehicle (%) | Personal (%) |
|---|---|---|---|---|
| Kanpur | 480 | 45 | 20 | 25 |
| Indore | 600 | 40 | 25 | 20 |
| Nagpur | 540 | 50 | 15 | 20 |
| Ranchi | 360 | 35 | 30 | 25 |
| Mysuru | 420 | 40 | 20 | 30 |`,
    hi: {
      title: "2024 में एक बैंक द्वारा पाँच शहरों में वितरित खुदरा ऋण (प्रत्येक शहर के कुल का शेष भाग शिक्षा ऋण है)",
      body: `| शहर | कुल ऋण (₹ करोड़) | आवास (%) | वाहन (%) | व्यक्तिगत (%) |
|---|---|---|---|---|
| कानपुर | 480 | 45 | 20 | 25 |
| इंदौर | 600 | 40 | 25 | 20 |
| नागपुर | 540 | 50 | 15 | 20 |
| राँची | 360 | 35 | 30 | 25 |
| मैसूरु | 420 | 40 | 20 | 30 |`,
    },
  },
  {
    key: DI2,
    kind: "table",
    title: "Deposits mobilised by four employees of a branch in three quarters (₹ lakh)",
    body: `| Employee | Q1 | Q2 | Q3 |
|---|---|---|---|
| Asha | 42 | 55 | 68 |
| Bhanu | 38 | 47 | 60 |
| Charu | 50 | 45 | 61 |
| Dev | 46 | 53 | 49 |`,
    hi: {
      title: "एक शाखा के चार कर्मचारियों द्वारा तीन तिमाहियों में जुटाई गई जमाराशि (₹ लाख)",
      body: `| कर्मचारी | तिमाही 1 | तिमाही 2 | तिमाही 3 |
|---|---|---|---|
| आशा | 42 | 55 | 68 |
| भानु | 38 | 47 | 60 |
| चारु | 50 | 45 | 61 |
| देव | 46 | 53 | 49 |`,
    },
  },
];

export const paper2QuantQuestions: ContentQuestion[] = spreadKeys([
  // ── Approximation (4) ──
  {
    ...meta("banking-p2-qa-01", Q, "Simplification & Approximation", "easy"),
    text: `${APPROX_TEXT} 15.02 × 11.98 + 23.97% of 749.8 − 59.9 ≈ ?`,
    options: nums(300, 280, 320, 340, 260),
    correct: 0,
    explanation: "15 × 12 = 180; 24% of 750 = 180; 59.9 ≈ 60. So ? ≈ 180 + 180 − 60 = 300.",
    hi: {
      text: `${APPROX_TEXT_HI} 15.02 × 11.98 + 749.8 का 23.97% − 59.9 ≈ ?`,
      options: nums(300, 280, 320, 340, 260),
      explanation: "15 × 12 = 180; 750 का 24% = 180; 59.9 ≈ 60। अतः ? ≈ 180 + 180 − 60 = 300।",
    },
  },
  {
    ...meta("banking-p2-qa-02", Q, "Simplification & Approximation", "medium"),
    text: `${APPROX_TEXT} $(?)^2$ ≈ 34.99% of 2399.7 − 11.02 × 24.01`,
    options: nums(24, 22, 26, 28, 18),
    correct: 0,
    explanation: "35% of 2400 = 840; 11 × 24 = 264. So $(?)^2$ ≈ 840 − 264 = 576 and ? ≈ $\\sqrt{576}$ = 24.",
    hi: {
      text: `${APPROX_TEXT_HI} $(?)^2$ ≈ 2399.7 का 34.99% − 11.02 × 24.01`,
      options: nums(24, 22, 26, 28, 18),
      explanation:
        "2400 का 35% = 840; 11 × 24 = 264। अतः $(?)^2$ ≈ 840 − 264 = 576 और ? ≈ $\\sqrt{576}$ = 24।",
    },
  },
  {
    ...meta("banking-p2-qa-03", Q, "Simplification & Approximation", "medium"),
    text: `${APPROX_TEXT} 1039.9 ÷ 12.98 × 4.01 + $\\sqrt{624.9}$ ≈ ?`,
    options: nums(345, 320, 370, 395, 300),
    correct: 0,
    explanation: "1040 ÷ 13 = 80; 80 × 4 = 320; $\\sqrt{625}$ = 25. So ? ≈ 320 + 25 = 345.",
    hi: {
      text: `${APPROX_TEXT_HI} 1039.9 ÷ 12.98 × 4.01 + $\\sqrt{624.9}$ ≈ ?`,
      options: nums(345, 320, 370, 395, 300),
      explanation: "1040 ÷ 13 = 80; 80 × 4 = 320; $\\sqrt{625}$ = 25। अतः ? ≈ 320 + 25 = 345।",
    },
  },
  {
    ...meta("banking-p2-qa-04", Q, "Simplification & Approximation", "hard"),
    text: `${APPROX_TEXT} $(6.98)^3$ − 17.96 × 18.03 + ? ≈ 44.98% of 1600.2`,
    options: nums(701, 680, 720, 740, 660),
    correct: 0,
    explanation:
      "$7^3$ = 343; 18 × 18 = 324; 45% of 1600 = 720. So 343 − 324 + ? ≈ 720, that is 19 + ? ≈ 720 and ? ≈ 701.",
    hi: {
      text: `${APPROX_TEXT_HI} $(6.98)^3$ − 17.96 × 18.03 + ? ≈ 1600.2 का 44.98%`,
      options: nums(701, 680, 720, 740, 660),
      explanation:
        "$7^3$ = 343; 18 × 18 = 324; 1600 का 45% = 720। अतः 343 − 324 + ? ≈ 720, अर्थात् 19 + ? ≈ 720 और ? ≈ 701।",
    },
  },
  // ── Number series (5) ──
  {
    ...meta("banking-p2-qa-05", Q, "Number Series", "easy"),
    text: `${SERIES_TEXT} 980, 960, 920, 840, 680, ?`,
    options: nums(360, 520, 400, 440, 340),
    correct: 0,
    explanation:
      "The differences are −20, −40, −80, −160: each doubles. The next is −320, so ? = 680 − 320 = 360.",
    hi: {
      text: `${SERIES_TEXT_HI} 980, 960, 920, 840, 680, ?`,
      options: nums(360, 520, 400, 440, 340),
      explanation: "अंतर −20, −40, −80, −160 हैं: प्रत्येक दोगुना होता है। अगला −320 है, अतः ? = 680 − 320 = 360।",
    },
  },
  {
    ...meta("banking-p2-qa-06", Q, "Number Series", "medium"),
    text: `${SERIES_TEXT} 12, 6, 6, 9, 18, ?`,
    options: nums(45, 36, 27, 54, 40),
    correct: 0,
    explanation:
      "Each term is multiplied by 0.5, 1, 1.5, 2 in turn; the next multiplier is 2.5, so ? = 18 × 2.5 = 45.",
    hi: {
      text: `${SERIES_TEXT_HI} 12, 6, 6, 9, 18, ?`,
      options: nums(45, 36, 27, 54, 40),
      explanation:
        "प्रत्येक पद को क्रमशः 0.5, 1, 1.5, 2 से गुणा किया गया है; अगला गुणक 2.5 है, अतः ? = 18 × 2.5 = 45।",
    },
  },
  {
    ...meta("banking-p2-qa-07", Q, "Number Series", "hard"),
    text: `${SERIES_TEXT} 4, 11, 31, 65, 193, ?`,
    options: nums(389, 386, 579, 391, 387),
    correct: 0,
    explanation:
      "Two operations alternate: ×2 + 3 and ×3 − 2. 4 × 2 + 3 = 11, 11 × 3 − 2 = 31, 31 × 2 + 3 = 65, 65 × 3 − 2 = 193. The next step is ×2 + 3: 193 × 2 + 3 = 389. (579 applies ×3 again and forgets the alternation.)",
    hi: {
      text: `${SERIES_TEXT_HI} 4, 11, 31, 65, 193, ?`,
      options: nums(389, 386, 579, 391, 387),
      explanation:
        "दो संक्रियाएँ बारी-बारी से आती हैं: ×2 + 3 और ×3 − 2। 4 × 2 + 3 = 11, 11 × 3 − 2 = 31, 31 × 2 + 3 = 65, 65 × 3 − 2 = 193। अगला चरण ×2 + 3 है: 193 × 2 + 3 = 389। (579 फिर से ×3 लगाता है और क्रम भूल जाता है।)",
    },
  },
  {
    ...meta("banking-p2-qa-08", Q, "Number Series", "medium"),
    text: `${WRONG_TEXT} 3, 5, 11, 29, 84, 245`,
    options: nums(5, 11, 29, 84, 245),
    correct: 3,
    explanation:
      "The rule is ×3 − 4: 3 → 5 → 11 → 29 → 83 → 245. The fifth term should be 29 × 3 − 4 = 83, not 84 (and 83 × 3 − 4 = 245 confirms the last term).",
    hi: {
      text: `${WRONG_TEXT_HI} 3, 5, 11, 29, 84, 245`,
      options: nums(5, 11, 29, 84, 245),
      explanation:
        "नियम ×3 − 4 है: 3 → 5 → 11 → 29 → 83 → 245। पाँचवाँ पद 29 × 3 − 4 = 83 होना चाहिए, 84 नहीं (83 × 3 − 4 = 245 अंतिम पद की पुष्टि करता है)।",
    },
  },
  {
    ...meta("banking-p2-qa-09", Q, "Number Series", "hard"),
    text: `${WRONG_TEXT} 3, 5, 14, 49, 241, 1441`,
    options: nums(5, 14, 49, 241, 1441),
    correct: 1,
    explanation:
      "The rule is ×2 − 1, ×3 − 2, ×4 − 3, ×5 − 4, ×6 − 5: 3 → 5 → 13 → 49 → 241 → 1441. The third term should be 5 × 3 − 2 = 13, not 14; then 13 × 4 − 3 = 49, 49 × 5 − 4 = 241 and 241 × 6 − 5 = 1441 all fit.",
    hi: {
      text: `${WRONG_TEXT_HI} 3, 5, 14, 49, 241, 1441`,
      options: nums(5, 14, 49, 241, 1441),
      explanation:
        "नियम ×2 − 1, ×3 − 2, ×4 − 3, ×5 − 4, ×6 − 5 है: 3 → 5 → 13 → 49 → 241 → 1441। तीसरा पद 5 × 3 − 2 = 13 होना चाहिए, 14 नहीं; तब 13 × 4 − 3 = 49, 49 × 5 − 4 = 241 और 241 × 6 − 5 = 1441 सभी ठीक बैठते हैं।",
    },
  },
  // ── Quadratic equations (4) ──
  {
    ...meta("banking-p2-qa-10", Q, "Quadratic Equations", "easy"),
    text: `${QUADRATIC_TEXT} I. $x^2 - 12x + 35 = 0$ II. $y^2 - 17y + 72 = 0$`,
    options: RELATIONS,
    correct: 1,
    explanation:
      "I: $(x - 5)(x - 7) = 0$, so x = 5 or 7. II: $(y - 8)(y - 9) = 0$, so y = 8 or 9. The largest x (7) is below the smallest y (8), so x < y.",
    hi: {
      text: `${QUADRATIC_TEXT_HI} I. $x^2 - 12x + 35 = 0$ II. $y^2 - 17y + 72 = 0$`,
      options: RELATIONS_HI,
      explanation:
        "I: $(x - 5)(x - 7) = 0$, अतः x = 5 या 7। II: $(y - 8)(y - 9) = 0$, अतः y = 8 या 9। x का सबसे बड़ा मान (7) y के सबसे छोटे मान (8) से कम है, अतः x < y।",
    },
  },
  {
    ...meta("banking-p2-qa-11", Q, "Quadratic Equations", "medium"),
    text: `${QUADRATIC_TEXT} I. $3x^2 + 5x - 12 = 0$ II. $2y^2 + 11y + 15 = 0$`,
    options: RELATIONS,
    correct: 4,
    explanation:
      "I: $(3x - 4)(x + 3) = 0$, so x = $\\frac{4}{3}$ or −3. II: $(2y + 5)(y + 3) = 0$, so y = −2.5 or −3. x = $\\frac{4}{3}$ is greater than both values of y, but x = −3 is less than y = −2.5: no single relation holds, so the relationship cannot be established.",
    hi: {
      text: `${QUADRATIC_TEXT_HI} I. $3x^2 + 5x - 12 = 0$ II. $2y^2 + 11y + 15 = 0$`,
      options: RELATIONS_HI,
      explanation:
        "I: $(3x - 4)(x + 3) = 0$, अतः x = $\\frac{4}{3}$ या −3। II: $(2y + 5)(y + 3) = 0$, अतः y = −2.5 या −3। x = $\\frac{4}{3}$ y के दोनों मानों से बड़ा है, किंतु x = −3, y = −2.5 से छोटा है: कोई एक संबंध नहीं बनता, अतः संबंध स्थापित नहीं किया जा सकता।",
    },
  },
  {
    ...meta("banking-p2-qa-12", Q, "Quadratic Equations", "hard"),
    text: `${QUADRATIC_TEXT} I. $4x^2 - 25x + 36 = 0$ II. $5y^2 - 22y + 24 = 0$`,
    options: RELATIONS,
    correct: 4,
    explanation:
      "I: the discriminant is 625 − 576 = 49, so x = $\\frac{25 \\pm 7}{8}$ = 4 or 2.25. II: the discriminant is 484 − 480 = 4, so y = $\\frac{22 \\pm 2}{10}$ = 2.4 or 2. x = 4 exceeds both values of y, but x = 2.25 is less than y = 2.4, so the relationship cannot be established.",
    hi: {
      text: `${QUADRATIC_TEXT_HI} I. $4x^2 - 25x + 36 = 0$ II. $5y^2 - 22y + 24 = 0$`,
      options: RELATIONS_HI,
      explanation:
        "I: विविक्तकर 625 − 576 = 49 है, अतः x = $\\frac{25 \\pm 7}{8}$ = 4 या 2.25। II: विविक्तकर 484 − 480 = 4 है, अतः y = $\\frac{22 \\pm 2}{10}$ = 2.4 या 2। x = 4, y के दोनों मानों से बड़ा है, किंतु x = 2.25, y = 2.4 से छोटा है, अतः संबंध स्थापित नहीं किया जा सकता।",
    },
  },
  {
    ...meta("banking-p2-qa-13", Q, "Quadratic Equations", "hard"),
    text: `${QUADRATIC_TEXT} I. $x^2 - (\\sqrt{5} + \\sqrt{3})x + \\sqrt{15} = 0$ II. $y^2 - 2\\sqrt{5}\\,y + 5 = 0$`,
    options: RELATIONS,
    correct: 3,
    explanation:
      "I: $(x - \\sqrt{5})(x - \\sqrt{3}) = 0$, so x = $\\sqrt{5}$ or $\\sqrt{3}$. II: $(y - \\sqrt{5})^2 = 0$, so y = $\\sqrt{5}$ only. Then x = y or x = $\\sqrt{3}$ < y, so x ≤ y.",
    hi: {
      text: `${QUADRATIC_TEXT_HI} I. $x^2 - (\\sqrt{5} + \\sqrt{3})x + \\sqrt{15} = 0$ II. $y^2 - 2\\sqrt{5}\\,y + 5 = 0$`,
      options: RELATIONS_HI,
      explanation:
        "I: $(x - \\sqrt{5})(x - \\sqrt{3}) = 0$, अतः x = $\\sqrt{5}$ या $\\sqrt{3}$। II: $(y - \\sqrt{5})^2 = 0$, अतः केवल y = $\\sqrt{5}$। तब x = y या x = $\\sqrt{3}$ < y, अतः x ≤ y।",
    },
  },
  // ── Data interpretation: retail loans (5) ──
  {
    ...meta("banking-p2-qa-14", Q, "Data Interpretation", "easy", "data-table", DI1),
    text: "What is the amount of home loans disbursed in Nagpur?",
    options: ["₹ 270 crore", "₹ 240 crore", "₹ 216 crore", "₹ 300 crore", "₹ 252 crore"],
    correct: 0,
    explanation: "Nagpur: 50% of ₹ 540 crore = ₹ 270 crore.",
    hi: {
      text: "नागपुर में वितरित आवास ऋण की राशि कितनी है?",
      options: ["₹ 270 करोड़", "₹ 240 करोड़", "₹ 216 करोड़", "₹ 300 करोड़", "₹ 252 करोड़"],
      explanation: "नागपुर: ₹ 540 करोड़ का 50% = ₹ 270 करोड़।",
    },
  },
  {
    ...meta("banking-p2-qa-15", Q, "Data Interpretation", "hard", "data-table", DI1),
    text: "What is the total amount of education loans disbursed in the five cities together?",
    options: ["₹ 297 crore", "₹ 270 crore", "₹ 315 crore", "₹ 288 crore", "₹ 240 crore"],
    correct: 0,
    explanation:
      "Education share = 100% − (home + vehicle + personal). Kanpur 10% of 480 = 48; Indore 15% of 600 = 90; Nagpur 15% of 540 = 81; Ranchi 10% of 360 = 36; Mysuru 10% of 420 = 42. Total = ₹ 297 crore.",
    hi: {
      text: "पाँचों शहरों में मिलाकर वितरित शिक्षा ऋण की कुल राशि कितनी है?",
      options: ["₹ 297 करोड़", "₹ 270 करोड़", "₹ 315 करोड़", "₹ 288 करोड़", "₹ 240 करोड़"],
      explanation:
        "शिक्षा का हिस्सा = 100% − (आवास + वाहन + व्यक्तिगत)। कानपुर 480 का 10% = 48; इंदौर 600 का 15% = 90; नागपुर 540 का 15% = 81; राँची 360 का 10% = 36; मैसूरु 420 का 10% = 42। कुल = ₹ 297 करोड़।",
    },
  },
  {
    ...meta("banking-p2-qa-16", Q, "Data Interpretation", "hard", "data-table", DI1),
    text: "The vehicle loans disbursed in Ranchi are what percent of the vehicle loans disbursed in Indore?",
    options: ["72%", "120%", "60%", "80%", "75%"],
    correct: 0,
    explanation:
      "Ranchi: 30% of 360 = ₹ 108 crore. Indore: 25% of 600 = ₹ 150 crore. 108 ÷ 150 × 100 = 72%. (120% compares the percentages 30 and 25 instead of the amounts.)",
    hi: {
      text: "राँची में वितरित वाहन ऋण, इंदौर में वितरित वाहन ऋण का कितना प्रतिशत है?",
      options: ["72%", "120%", "60%", "80%", "75%"],
      explanation:
        "राँची: 360 का 30% = ₹ 108 करोड़। इंदौर: 600 का 25% = ₹ 150 करोड़। 108 ÷ 150 × 100 = 72%। (120% राशियों के स्थान पर प्रतिशतों 30 और 25 की तुलना करता है।)",
    },
  },
  {
    ...meta("banking-p2-qa-17", Q, "Data Interpretation", "hard", "data-table", DI1),
    text: "What is the ratio of the personal loans disbursed in Kanpur and Mysuru together to the home loans disbursed in Indore?",
    options: ["41 : 40", "40 : 41", "11 : 8", "5 : 4", "123 : 100"],
    correct: 0,
    explanation:
      "Personal loans: Kanpur 25% of 480 = 120, Mysuru 30% of 420 = 126; together 246. Home loans in Indore: 40% of 600 = 240. Ratio 246 : 240 = 41 : 40.",
    hi: {
      text: "कानपुर और मैसूरु में मिलाकर वितरित व्यक्तिगत ऋण का इंदौर में वितरित आवास ऋण से अनुपात क्या है?",
      options: ["41 : 40", "40 : 41", "11 : 8", "5 : 4", "123 : 100"],
      explanation:
        "व्यक्तिगत ऋण: कानपुर 480 का 25% = 120, मैसूरु 420 का 30% = 126; कुल 246। इंदौर में आवास ऋण: 600 का 40% = 240। अनुपात 246 : 240 = 41 : 40।",
    },
  },
  {
    ...meta("banking-p2-qa-18", Q, "Data Interpretation", "hard", "data-table", DI1),
    text: "Next year Indore's total loans rise by 15% and the share of home loans in them falls to 36%. By how much do the home loans disbursed in Indore change?",
    options: [
      "An increase of ₹ 8.4 crore",
      "A decrease of ₹ 8.4 crore",
      "An increase of ₹ 12 crore",
      "A decrease of ₹ 24 crore",
      "An increase of ₹ 36 crore",
    ],
    correct: 0,
    explanation:
      "This year: 40% of 600 = ₹ 240 crore. Next year: total 600 × 1.15 = 690, home loans 36% of 690 = ₹ 248.4 crore. Change = 248.4 − 240 = an increase of ₹ 8.4 crore. (A decrease of 24 crore ignores the rise in the total.)",
    hi: {
      text: "अगले वर्ष इंदौर का कुल ऋण 15% बढ़ जाता है और उसमें आवास ऋण का हिस्सा घटकर 36% रह जाता है। इंदौर में वितरित आवास ऋण में कितना परिवर्तन होता है?",
      options: [
        "₹ 8.4 करोड़ की वृद्धि",
        "₹ 8.4 करोड़ की कमी",
        "₹ 12 करोड़ की वृद्धि",
        "₹ 24 करोड़ की कमी",
        "₹ 36 करोड़ की वृद्धि",
      ],
      explanation:
        "इस वर्ष: 600 का 40% = ₹ 240 करोड़। अगले वर्ष: कुल 600 × 1.15 = 690, आवास ऋण 690 का 36% = ₹ 248.4 करोड़। परिवर्तन = 248.4 − 240 = ₹ 8.4 करोड़ की वृद्धि।",
    },
  },
  // ── Data interpretation: deposits mobilised (5) ──
  {
    ...meta("banking-p2-qa-19", Q, "Data Interpretation", "easy", "data-table", DI2),
    text: "What is the total deposit mobilised by Charu in the three quarters?",
    options: ["₹ 156 lakh", "₹ 146 lakh", "₹ 166 lakh", "₹ 150 lakh", "₹ 161 lakh"],
    correct: 0,
    explanation: "Charu: 50 + 45 + 61 = ₹ 156 lakh.",
    hi: {
      text: "चारु द्वारा तीनों तिमाहियों में जुटाई गई कुल जमाराशि कितनी है?",
      options: ["₹ 156 लाख", "₹ 146 लाख", "₹ 166 लाख", "₹ 150 लाख", "₹ 161 लाख"],
      explanation: "चारु: 50 + 45 + 61 = ₹ 156 लाख।",
    },
  },
  {
    ...meta("banking-p2-qa-20", Q, "Data Interpretation", "medium", "data-table", DI2),
    text: "What is the average deposit mobilised per employee in Q2?",
    options: ["₹ 50 lakh", "₹ 48 lakh", "₹ 52 lakh", "₹ 47.5 lakh", "₹ 55 lakh"],
    correct: 0,
    explanation: "Q2: 55 + 47 + 45 + 53 = 200; average over four employees = 200 ÷ 4 = ₹ 50 lakh.",
    hi: {
      text: "तिमाही 2 में प्रति कर्मचारी जुटाई गई औसत जमाराशि कितनी है?",
      options: ["₹ 50 लाख", "₹ 48 लाख", "₹ 52 लाख", "₹ 47.5 लाख", "₹ 55 लाख"],
      explanation: "तिमाही 2: 55 + 47 + 45 + 53 = 200; चार कर्मचारियों का औसत = 200 ÷ 4 = ₹ 50 लाख।",
    },
  },
  {
    ...meta("banking-p2-qa-21", Q, "Data Interpretation", "hard", "data-table", DI2),
    text: "By what percent is the total deposit mobilised by the four employees in Q3 more than that in Q2?",
    options: ["19%", "16%", "21%", "38%", "17.5%"],
    correct: 0,
    explanation:
      "Q3 total: 68 + 60 + 61 + 49 = 238. Q2 total: 200. Increase = 38 on 200 = 19%. (16% takes 38 as a share of 238, the wrong base.)",
    hi: {
      text: "तिमाही 3 में चारों कर्मचारियों द्वारा जुटाई गई कुल जमाराशि तिमाही 2 की तुलना में कितने प्रतिशत अधिक है?",
      options: ["19%", "16%", "21%", "38%", "17.5%"],
      explanation:
        "तिमाही 3 का योग: 68 + 60 + 61 + 49 = 238। तिमाही 2 का योग: 200। वृद्धि = 200 पर 38 = 19%। (16% गलत आधार 238 पर 38 का हिस्सा है।)",
    },
  },
  {
    ...meta("banking-p2-qa-22", Q, "Data Interpretation", "hard", "data-table", DI2),
    text: "Whose deposits grew by the highest percentage from Q1 to Q3?",
    options: ["Asha", "Bhanu", "Charu", "Dev", "Asha and Bhanu equally"],
    correct: 0,
    explanation:
      "Growth from Q1 to Q3: Asha 26 on 42 ≈ 61.9%; Bhanu 22 on 38 ≈ 57.9%; Charu 11 on 50 = 22%; Dev 3 on 46 ≈ 6.5%. Asha's is the highest. (Bhanu's Q3 figure is close, but his base is smaller and his rise smaller still.)",
    hi: {
      text: "तिमाही 1 से तिमाही 3 तक किसकी जमाराशि में सबसे अधिक प्रतिशत वृद्धि हुई?",
      options: ["आशा", "भानु", "चारु", "देव", "आशा और भानु बराबर"],
      explanation:
        "तिमाही 1 से तिमाही 3 तक वृद्धि: आशा 42 पर 26 ≈ 61.9%; भानु 38 पर 22 ≈ 57.9%; चारु 50 पर 11 = 22%; देव 46 पर 3 ≈ 6.5%। आशा की वृद्धि सबसे अधिक है।",
    },
  },
  {
    ...meta("banking-p2-qa-23", Q, "Data Interpretation", "hard", "data-table", DI2),
    text: "In each quarter an employee earns an incentive of 0.5% on the part of his or her deposits above ₹ 50 lakh. What is the total incentive earned by the four employees in Q3?",
    options: ["₹ 19,500", "₹ 1,19,000", "₹ 39,000", "₹ 24,500", "₹ 14,000"],
    correct: 0,
    explanation:
      "Q3 deposits above ₹ 50 lakh: Asha 18, Bhanu 10, Charu 11, Dev 0 (49 is below 50); total ₹ 39 lakh. Incentive = 0.5% of ₹ 39,00,000 = ₹ 19,500. (₹ 1,19,000 is 0.5% of the whole Q3 deposits; ₹ 24,500 wrongly counts Dev as 10 above.)",
    hi: {
      text: "प्रत्येक तिमाही में एक कर्मचारी को उसकी जमाराशि के ₹ 50 लाख से ऊपर वाले भाग पर 0.5% प्रोत्साहन राशि मिलती है। तिमाही 3 में चारों कर्मचारियों को कुल कितनी प्रोत्साहन राशि मिली?",
      options: ["₹ 19,500", "₹ 1,19,000", "₹ 39,000", "₹ 24,500", "₹ 14,000"],
      explanation:
        "तिमाही 3 में ₹ 50 लाख से ऊपर की जमाराशि: आशा 18, भानु 10, चारु 11, देव 0 (49, 50 से कम है); कुल ₹ 39 लाख। प्रोत्साहन = ₹ 39,00,000 का 0.5% = ₹ 19,500।",
    },
  },
  // ── Arithmetic (7) ──
  {
    ...meta("banking-p2-qa-24", Q, "Simple & Compound Interest", "easy"),
    text: "A sum of ₹ 15,000 lent at simple interest amounts to ₹ 18,600 in 3 years. What is the rate of interest per annum?",
    options: ["8%", "7.5%", "9%", "12%", "6%"],
    correct: 0,
    explanation:
      "Simple interest = 18,600 − 15,000 = 3,600. Rate = 3,600 × 100 ⁄ (15,000 × 3) = 8% per annum.",
    hi: {
      text: "साधारण ब्याज पर उधार दी गई ₹ 15,000 की राशि 3 वर्ष में ₹ 18,600 हो जाती है। वार्षिक ब्याज दर क्या है?",
      options: ["8%", "7.5%", "9%", "12%", "6%"],
      explanation: "साधारण ब्याज = 18,600 − 15,000 = 3,600। दर = 3,600 × 100 ⁄ (15,000 × 3) = 8% वार्षिक।",
    },
  },
  {
    ...meta("banking-p2-qa-25", Q, "Time, Speed & Distance", "medium"),
    text: "A cash van covers the first 120 km of a journey at 40 km/h and the remaining 180 km at 60 km/h. What is its average speed for the whole journey?",
    options: ["50 km/h", "52 km/h", "48 km/h", "45 km/h", "55 km/h"],
    correct: 0,
    explanation:
      "Time = 120 ⁄ 40 + 180 ⁄ 60 = 3 + 3 = 6 hours for 300 km, so the average speed is 300 ⁄ 6 = 50 km/h. (52 km/h weights the speeds by distance, which is wrong.)",
    hi: {
      text: "एक कैश वैन यात्रा के पहले 120 km 40 km/h से और शेष 180 km 60 km/h से तय करती है। पूरी यात्रा में उसकी औसत चाल क्या है?",
      options: ["50 km/h", "52 km/h", "48 km/h", "45 km/h", "55 km/h"],
      explanation:
        "समय = 120 ⁄ 40 + 180 ⁄ 60 = 3 + 3 = 6 घंटे, 300 km के लिए; अतः औसत चाल = 300 ⁄ 6 = 50 km/h। (52 km/h चालों को दूरी से भारित करता है, जो गलत है।)",
    },
  },
  {
    ...meta("banking-p2-qa-26", Q, "Percentage & Profit-Loss", "medium"),
    text: "A grocer buys 40 kg of rice at ₹ 45 per kg and 60 kg at ₹ 50 per kg, mixes them and sells the mixture at ₹ 54.60 per kg. What is his profit percentage?",
    options: ["13.75%", "12.5%", "14.2%", "15%", "9.2%"],
    correct: 0,
    explanation:
      "Cost = 40 × 45 + 60 × 50 = 1,800 + 3,000 = ₹ 4,800. Sale = 100 × 54.60 = ₹ 5,460. Profit = 660, and 660 ⁄ 4,800 × 100 = 13.75%.",
    hi: {
      text: "एक पंसारी 40 kg चावल ₹ 45 प्रति kg और 60 kg चावल ₹ 50 प्रति kg की दर से खरीदता है, उन्हें मिलाता है और मिश्रण को ₹ 54.60 प्रति kg पर बेचता है। उसका लाभ प्रतिशत क्या है?",
      options: ["13.75%", "12.5%", "14.2%", "15%", "9.2%"],
      explanation:
        "लागत = 40 × 45 + 60 × 50 = 1,800 + 3,000 = ₹ 4,800। बिक्री = 100 × 54.60 = ₹ 5,460। लाभ = 660, और 660 ⁄ 4,800 × 100 = 13.75%।",
    },
  },
  {
    ...meta("banking-p2-qa-27", Q, "Percentage & Profit-Loss", "hard"),
    text: "Meera's income is 20% more than Nikhil's. Meera saves 25% of her income and Nikhil saves 30% of his. If Meera spends ₹ 3,600 a month more than Nikhil, what is Nikhil's monthly income?",
    options: ["₹ 18,000", "₹ 21,600", "₹ 15,000", "₹ 12,000", "₹ 20,000"],
    correct: 0,
    explanation:
      "Let Nikhil's income be N; Meera's is 1.2N. Meera spends 75% of 1.2N = 0.9N; Nikhil spends 70% of N = 0.7N. The difference 0.2N = 3,600, so N = ₹ 18,000. (₹ 21,600 is Meera's income.)",
    hi: {
      text: "मीरा की आय निखिल की आय से 20% अधिक है। मीरा अपनी आय का 25% और निखिल अपनी आय का 30% बचाता है। यदि मीरा हर महीने निखिल से ₹ 3,600 अधिक खर्च करती है, तो निखिल की मासिक आय कितनी है?",
      options: ["₹ 18,000", "₹ 21,600", "₹ 15,000", "₹ 12,000", "₹ 20,000"],
      explanation:
        "मान लीजिए निखिल की आय N है; मीरा की 1.2N। मीरा का खर्च 1.2N का 75% = 0.9N; निखिल का खर्च N का 70% = 0.7N। अंतर 0.2N = 3,600, अतः N = ₹ 18,000। (₹ 21,600 मीरा की आय है।)",
    },
  },
  {
    ...meta("banking-p2-qa-28", Q, "Time & Work", "hard"),
    text: "Pipe A can fill a water tank in 12 hours and pipe B in 15 hours, while pipe C can empty the full tank in 20 hours. All three are opened together when the tank is empty, and C is closed after 4 hours. In how many more hours will the tank be full?",
    options: ["4 hours", "5 hours", "6 hours", "3 hours", "4.5 hours"],
    correct: 0,
    explanation:
      "Take the tank as 60 units (the LCM of 12, 15 and 20): A fills 5, B fills 4 and C empties 3 units an hour. In 4 hours with all three: (5 + 4 − 3) × 4 = 24 units. The remaining 36 units at 9 units an hour take 4 more hours.",
    hi: {
      text: "पाइप A एक पानी की टंकी को 12 घंटे में और पाइप B 15 घंटे में भर सकता है, जबकि पाइप C भरी हुई टंकी को 20 घंटे में खाली कर सकता है। खाली टंकी में तीनों पाइप एक साथ खोले जाते हैं, और 4 घंटे बाद C को बंद कर दिया जाता है। टंकी और कितने घंटे में भर जाएगी?",
      options: ["4 घंटे", "5 घंटे", "6 घंटे", "3 घंटे", "4.5 घंटे"],
      explanation:
        "टंकी को 60 इकाई मानिए (12, 15 और 20 का ल.स.): A प्रति घंटे 5 इकाई भरता है, B 4 इकाई, और C 3 इकाई खाली करता है। तीनों के साथ 4 घंटे में: (5 + 4 − 3) × 4 = 24 इकाई। शेष 36 इकाई, 9 इकाई प्रति घंटे की दर से, 4 घंटे और लेंगी।",
    },
  },
  {
    ...meta("banking-p2-qa-29", Q, "Probability", "hard"),
    text: "A box contains 5 red, 4 blue and 3 green tokens. Two tokens are drawn at random together. What is the probability that both are of the same colour?",
    options: [
      "$\\frac{19}{66}$",
      "$\\frac{1}{3}$",
      "$\\frac{5}{22}$",
      "$\\frac{47}{66}$",
      "$\\frac{25}{66}$",
    ],
    correct: 0,
    explanation:
      "Total ways = $^{12}C_2$ = 66. Same colour: red $^{5}C_2$ = 10, blue $^{4}C_2$ = 6, green $^{3}C_2$ = 3; together 19. Probability = $\\frac{19}{66}$. ($\\frac{47}{66}$ is the probability that the colours differ.)",
    hi: {
      text: "एक डिब्बे में 5 लाल, 4 नीले और 3 हरे टोकन हैं। दो टोकन एक साथ यादृच्छया निकाले जाते हैं। दोनों के एक ही रंग के होने की प्रायिकता क्या है?",
      options: [
        "$\\frac{19}{66}$",
        "$\\frac{1}{3}$",
        "$\\frac{5}{22}$",
        "$\\frac{47}{66}$",
        "$\\frac{25}{66}$",
      ],
      explanation:
        "कुल तरीके = $^{12}C_2$ = 66। एक ही रंग: लाल $^{5}C_2$ = 10, नीला $^{4}C_2$ = 6, हरा $^{3}C_2$ = 3; कुल 19। प्रायिकता = $\\frac{19}{66}$। ($\\frac{47}{66}$ रंग भिन्न होने की प्रायिकता है।)",
    },
  },
  {
    ...meta("banking-p2-qa-30", Q, "Percentage & Profit-Loss", "hard"),
    text: "A trader marks an article 50% above its cost price and then allows two successive discounts of 10% each. He still makes a profit of ₹ 86. What is the cost price of the article?",
    options: ["₹ 400", "₹ 344", "₹ 430", "₹ 287", "₹ 500"],
    correct: 0,
    explanation:
      "Selling price = CP × 1.5 × 0.9 × 0.9 = 1.215 CP, so the profit is 0.215 CP = 86 and CP = 86 ⁄ 0.215 = ₹ 400. (Treating the two discounts as a single 20% gives 1.2 CP and ₹ 430.)",
    hi: {
      text: "एक व्यापारी किसी वस्तु पर उसके क्रय मूल्य से 50% अधिक मूल्य अंकित करता है और फिर 10% की दो क्रमिक छूट देता है। फिर भी उसे ₹ 86 का लाभ होता है। वस्तु का क्रय मूल्य क्या है?",
      options: ["₹ 400", "₹ 344", "₹ 430", "₹ 287", "₹ 500"],
      explanation:
        "विक्रय मूल्य = क्रय मूल्य × 1.5 × 0.9 × 0.9 = 1.215 × क्रय मूल्य, अतः लाभ 0.215 × क्रय मूल्य = 86 और क्रय मूल्य = 86 ⁄ 0.215 = ₹ 400। (दोनों छूटों को एक 20% मानने पर 1.2 × क्रय मूल्य और ₹ 430 मिलता है।)",
    },
  },
]);
