import type { ContentQuiz, SingleQuestion } from "~/server/content/types";

/**
 * UPSC Prelims Paper II (CSAT): original comprehension, reasoning, basic numeracy and data
 * interpretation questions written for Abhyas, and the CSAT mock built from them. CSAT is marked
 * +2.5 / -5/6 (a third of the question's marks) and is qualifying at 33% of its 200 marks.
 * upsc.answers.test.ts re-derives the computable answers.
 */

export const CSAT_SUBJECT = "CSAT";
export const CSAT_TOPICS = [
  "Reading Comprehension",
  "Logical Reasoning",
  "Basic Numeracy",
  "Data Interpretation",
];

const GROUNDWATER_PASSAGE =
  "Passage: Groundwater in many Indian districts is drawn faster than the rain can recharge it. Free or flat-rate electricity for farm pumps means that pumping for one more hour costs the farmer nothing, so there is little reason to save water even when everyone can see the water table falling. Metering alone has not changed this. In pilot projects, however, metering combined with a cash payment for every unit of power not used has reduced pumping without reducing farm incomes.";

const ROADS_PASSAGE =
  "Passage: A city that builds more roads to cure congestion often finds, within a few years, that traffic has grown to fill them. New road space makes driving quicker at first, and that draws people who earlier travelled at other hours, by other modes, or not at all. Planners call this induced demand.";

const RICE_TABLE =
  "Table: rice output of a district, in thousand tonnes: 2021: 40; 2022: 50; 2023: 45; 2024: 54.";

export const csatQuestions: SingleQuestion[] = [
  {
    key: "upsc-csat-01",
    subject: CSAT_SUBJECT,
    topic: "Reading Comprehension",
    difficulty: "medium",
    text: `${GROUNDWATER_PASSAGE} Question: Which one of the following is the most logical inference from the passage?`,
    options: [
      "Farmers do not know that the water table is falling",
      "A price that rewards saving can change how much groundwater is pumped",
      "Power for farm pumps should stay free so that farm incomes rise",
      "Metering pumps is by itself enough to stop the fall of the water table",
    ],
    correct: 1,
    explanation:
      "The passage says pumping continues because an extra hour costs nothing, and that paying farmers for power not used reduced pumping: the incentive changed the behaviour. It says farmers see the water table falling (so not the first), that metering alone did not work (not the fourth), and nothing supports the third.",
  },
  {
    key: "upsc-csat-02",
    subject: CSAT_SUBJECT,
    topic: "Reading Comprehension",
    difficulty: "easy",
    text: `${ROADS_PASSAGE} Question: According to the passage, why may widening roads fail to reduce congestion for long?`,
    options: [
      "Wider roads are poorly maintained",
      "The population of cities falls",
      "Quicker travel draws additional trips onto the roads",
      "Public transport becomes cheaper",
    ],
    correct: 2,
    explanation:
      "The passage explains that faster driving attracts trips that would otherwise have been made at other hours, by other modes, or not made at all, so traffic grows to fill the new space (induced demand). The other reasons are not in the passage.",
  },
  {
    key: "upsc-csat-03",
    subject: CSAT_SUBJECT,
    topic: "Logical Reasoning",
    difficulty: "easy",
    text: "Statements: All painters are artists. Some artists are teachers. Conclusions: I. Some painters are teachers. II. Some teachers are artists. Which of the conclusions follow from the statements?",
    options: ["Only I", "Only II", "Both I and II", "Neither I nor II"],
    correct: 1,
    explanation:
      "'Some artists are teachers' can be converted to 'some teachers are artists', so II follows. The artists who are teachers need not be painters, so I does not follow.",
    hi: {
      text: "कथन: सभी चित्रकार कलाकार हैं। कुछ कलाकार शिक्षक हैं। निष्कर्ष: I. कुछ चित्रकार शिक्षक हैं। II. कुछ शिक्षक कलाकार हैं। कथनों से कौन-से निष्कर्ष निकलते हैं?",
      options: ["केवल I", "केवल II", "I और II दोनों", "न I और न II"],
      explanation:
        "'कुछ कलाकार शिक्षक हैं' को 'कुछ शिक्षक कलाकार हैं' में बदला जा सकता है, अतः II निकलता है। जो कलाकार शिक्षक हैं, उनका चित्रकार होना आवश्यक नहीं, अतः I नहीं निकलता।",
    },
  },
  {
    key: "upsc-csat-04",
    subject: CSAT_SUBJECT,
    topic: "Logical Reasoning",
    difficulty: "medium",
    text: "Five friends P, Q, R, S and T sit in a row facing north. R sits in the middle. P sits at the extreme left end. T sits immediately to the right of R. Q does not sit next to P. Who sits second from the left end?",
    options: ["S", "Q", "T", "R"],
    correct: 0,
    explanation:
      "Number the seats 1 to 5 from the left: P is 1, R is 3 and T is 4. Q and S take seats 2 and 5; Q cannot be in seat 2 (next to P), so Q is 5 and S is 2.",
  },
  {
    key: "upsc-csat-05",
    subject: CSAT_SUBJECT,
    topic: "Logical Reasoning",
    difficulty: "medium",
    text: "A man walks 6 km north, turns right and walks 8 km, then turns right again and walks 12 km. How far is he now from his starting point?",
    options: ["14 km", "8 km", "10 km", "6 km"],
    correct: 2,
    explanation:
      "Turning right from north faces east; turning right again faces south. He ends 8 km east and $6 - 12 = -6$ km north of the start, i.e. 6 km south. The distance is $\\sqrt{8^2 + 6^2} = 10$ km.",
  },
  {
    key: "upsc-csat-06",
    subject: CSAT_SUBJECT,
    topic: "Basic Numeracy",
    difficulty: "easy",
    text: "The price of an article is raised by 20% and the new price is then reduced by 20%. What is the net change in the price?",
    options: ["4% increase", "No change", "2% decrease", "4% decrease"],
    correct: 3,
    explanation:
      "$100 \\to 120 \\to 120 \\times 0.8 = 96$: the price ends 4% lower. The 20% cut applies to a larger base than the 20% rise.",
    hi: {
      text: "किसी वस्तु का मूल्य 20% बढ़ाया जाता है और फिर नए मूल्य को 20% घटाया जाता है। मूल्य में कुल परिवर्तन क्या है?",
      options: ["4% वृद्धि", "कोई परिवर्तन नहीं", "2% कमी", "4% कमी"],
      explanation:
        "$100 \\to 120 \\to 120 \\times 0.8 = 96$: मूल्य 4% कम हो जाता है। 20% की कटौती वृद्धि के बाद के बड़े आधार पर लगती है।",
    },
  },
  {
    key: "upsc-csat-07",
    subject: CSAT_SUBJECT,
    topic: "Basic Numeracy",
    difficulty: "medium",
    text: "A can finish a piece of work in 12 days and B can finish it in 18 days. Working together, in how many days will they finish it?",
    options: ["7.2 days", "15 days", "6 days", "7.5 days"],
    correct: 0,
    explanation:
      "Together they do $\\frac{1}{12} + \\frac{1}{18} = \\frac{3 + 2}{36} = \\frac{5}{36}$ of the work a day, so they need $\\frac{36}{5} = 7.2$ days.",
    hi: {
      text: "A किसी काम को 12 दिन में और B उसे 18 दिन में पूरा कर सकता है। दोनों साथ मिलकर उसे कितने दिन में पूरा करेंगे?",
      options: ["7.2 दिन", "15 दिन", "6 दिन", "7.5 दिन"],
      explanation:
        "दोनों मिलकर प्रतिदिन $\\frac{1}{12} + \\frac{1}{18} = \\frac{5}{36}$ काम करते हैं, अतः उन्हें $\\frac{36}{5} = 7.2$ दिन लगेंगे।",
    },
  },
  {
    key: "upsc-csat-08",
    subject: CSAT_SUBJECT,
    topic: "Basic Numeracy",
    difficulty: "medium",
    text: "How many whole numbers from 1 to 100 (both included) are divisible by 3 or by 5?",
    options: ["53", "47", "48", "45"],
    correct: 1,
    explanation:
      "Multiples of 3: 33; multiples of 5: 20; multiples of both (of 15): 6, which were counted twice. $33 + 20 - 6 = 47$.",
  },
  {
    key: "upsc-csat-09",
    subject: CSAT_SUBJECT,
    topic: "Basic Numeracy",
    difficulty: "easy",
    text: "The average of five numbers is 24. When one of them is removed, the average of the remaining four is 22. Which number was removed?",
    options: ["30", "28", "32", "34"],
    correct: 2,
    explanation:
      "The five add up to $5 \\times 24 = 120$ and the four to $4 \\times 22 = 88$, so the number removed is $120 - 88 = 32$.",
    hi: {
      text: "पाँच संख्याओं का औसत 24 है। उनमें से एक को हटाने पर शेष चार का औसत 22 हो जाता है। कौन-सी संख्या हटाई गई?",
      options: ["30", "28", "32", "34"],
      explanation:
        "पाँचों का योग $5 \\times 24 = 120$ और चारों का $4 \\times 22 = 88$ है, अतः हटाई गई संख्या $120 - 88 = 32$ है।",
    },
  },
  {
    key: "upsc-csat-10",
    subject: CSAT_SUBJECT,
    topic: "Data Interpretation",
    difficulty: "medium",
    text: `${RICE_TABLE} Question: In which year was the percentage increase in output over the previous year the highest?`,
    options: ["2022", "2023", "2024", "The same in 2022 and 2024"],
    correct: 0,
    explanation:
      "2022: $\\frac{50 - 40}{40} = 25\\%$; 2023: $\\frac{45 - 50}{50} = -10\\%$ (a fall); 2024: $\\frac{54 - 45}{45} = 20\\%$. The highest is 2022, even though 2024 added almost as many tonnes.",
  },
  {
    key: "upsc-csat-11",
    subject: CSAT_SUBJECT,
    topic: "Data Interpretation",
    difficulty: "easy",
    text: `${RICE_TABLE} Question: What was the average annual output over the four years, in thousand tonnes?`,
    options: ["45.5", "46.25", "47.25", "47.5"],
    correct: 2,
    explanation: "$\\frac{40 + 50 + 45 + 54}{4} = \\frac{189}{4} = 47.25$ thousand tonnes.",
  },
  {
    key: "upsc-csat-12",
    subject: CSAT_SUBJECT,
    topic: "Logical Reasoning",
    difficulty: "easy",
    text: "What comes next in the series 2, 6, 12, 20, 30, ?",
    options: ["40", "44", "36", "42"],
    correct: 3,
    explanation:
      "The terms are $1 \\times 2, 2 \\times 3, 3 \\times 4, 4 \\times 5, 5 \\times 6$, so the next is $6 \\times 7 = 42$ (the differences 4, 6, 8, 10 grow by 2, so the next difference is 12).",
  },
];

export const csatMock: ContentQuiz = {
  key: "upsc-mock-csat-01",
  kind: "mock",
  title: "UPSC Prelims CSAT (Paper II) Mock Test 1",
  description:
    "A 12-question mock of the Prelims General Studies Paper II (CSAT): reading comprehension, logical reasoning, basic numeracy and data interpretation. +2.5 for a correct answer and -5/6 (a third of its marks) for a wrong one; CSAT is qualifying, cleared at 33% of the maximum marks. The time is the real paper's 120 minutes for 80 questions, scaled to 12.",
  difficulty: "medium",
  timeLimitMinutes: 18,
  markingScheme: { correct: 2.5, wrong: -5 / 6 },
  qualifyingPercent: 33,
  sections: [{ name: "CSAT Paper II", questionKeys: csatQuestions.map((q) => q.key) }],
};
