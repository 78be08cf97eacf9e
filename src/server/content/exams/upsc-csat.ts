import type { ContentQuiz, ContentStimulus, SingleQuestion } from "~/server/content/types";

/**
 * UPSC Prelims Paper II (CSAT): original comprehension, reasoning, basic numeracy and data
 * interpretation questions written for Abhyas, and the CSAT mock built from them. CSAT is marked
 * +2.5 / -5/6 (a third of the question's marks) and is qualifying at 33% of its 200 marks.
 * upsc.answers.test.ts and upsc-papers/csat.answers.test.ts re-derive the computable answers.
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

/** The rice table read by upsc-csat-10 and -11 (shown beside them; merged into the exam with the CSAT papers). */
export const csatStimuli: ContentStimulus[] = [
  {
    key: "upsc-csat-rice",
    kind: "table",
    title: "Rice output of a district (thousand tonnes)",
    body: [
      "| Year | Output |",
      "|---|---|",
      "| 2021 | 40 |",
      "| 2022 | 50 |",
      "| 2023 | 45 |",
      "| 2024 | 54 |",
    ].join("\n"),
    hi: {
      title: "एक ज़िले का चावल उत्पादन (हज़ार टन)",
      body: [
        "| वर्ष | उत्पादन |",
        "|---|---|",
        "| 2021 | 40 |",
        "| 2022 | 50 |",
        "| 2023 | 45 |",
        "| 2024 | 54 |",
      ].join("\n"),
    },
  },
];

export const csatQuestions: SingleQuestion[] = [
  {
    key: "upsc-csat-01",
    subject: CSAT_SUBJECT,
    topic: "Reading Comprehension",
    difficulty: "medium",
    text: `${GROUNDWATER_PASSAGE} Question: Which one of the following is the most logical inference from the passage?`,
    options: [
      "Farmers do not know that the water table is falling",
      "Metering pumps is by itself enough to stop the fall of the water table",
      "Power for farm pumps should stay free so that farm incomes rise",
      "A price that rewards saving can change how much groundwater is pumped",
    ],
    correct: 3,
    explanation:
      "The passage says pumping continues because an extra hour costs nothing, and that paying farmers for power not used reduced pumping: the incentive changed the behaviour. It says farmers see the water table falling (so not the first), that metering alone did not work (not the second), and nothing supports the third.",
    hi: {
      text: "परिच्छेद: भारत के कई ज़िलों में भूजल उतनी तेज़ी से निकाला जा रहा है जितनी तेज़ी से वर्षा उसका पुनर्भरण नहीं कर पाती। खेतों के पंपों के लिए मुफ़्त या एकमुश्त दर वाली बिजली का अर्थ है कि एक घंटा और पंप चलाने पर किसान का कुछ ख़र्च नहीं होता, इसलिए जल बचाने का कोई ख़ास कारण नहीं रहता, भले ही सबको जल-स्तर गिरता दिख रहा हो। केवल मीटर लगाने से यह नहीं बदला है। परंतु प्रायोगिक परियोजनाओं में, मीटर के साथ बिना प्रयोग की गई बिजली की हर इकाई के लिए नकद भुगतान ने खेती की आय घटाए बिना पंपिंग घटाई है। प्रश्न: निम्नलिखित में से कौन-सा परिच्छेद से सबसे तार्किक निष्कर्ष है?",
      options: [
        "किसान नहीं जानते कि जल-स्तर गिर रहा है",
        "पंपों पर मीटर लगाना अपने आप में जल-स्तर की गिरावट रोकने के लिए पर्याप्त है",
        "खेती के पंपों की बिजली मुफ़्त रहनी चाहिए ताकि खेती की आय बढ़े",
        "बचत को पुरस्कृत करने वाला मूल्य यह बदल सकता है कि कितना भूजल निकाला जाए",
      ],
      explanation:
        "परिच्छेद कहता है कि पंपिंग इसलिए जारी रहती है कि एक घंटा और चलाने का कोई ख़र्च नहीं, और बिना प्रयोग की गई बिजली के लिए भुगतान ने पंपिंग घटाई: प्रोत्साहन ने व्यवहार बदला। परिच्छेद कहता है कि किसानों को जल-स्तर गिरता दिखता है (अतः पहला नहीं), कि केवल मीटर से काम नहीं बना (दूसरा नहीं), और तीसरे का कोई आधार नहीं।",
    },
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
      "Public transport becomes cheaper",
      "Quicker travel draws additional trips onto the roads",
    ],
    correct: 3,
    explanation:
      "The passage explains that faster driving attracts trips that would otherwise have been made at other hours, by other modes, or not made at all, so traffic grows to fill the new space (induced demand). The other reasons are not in the passage.",
    hi: {
      text: "परिच्छेद: जो शहर भीड़ कम करने के लिए और सड़कें बनाता है, वह प्रायः कुछ ही वर्षों में पाता है कि यातायात बढ़कर उन्हें भर चुका है। नई सड़कें शुरू में गाड़ी चलाना तेज़ बनाती हैं, और इससे वे लोग खिंचे आते हैं जो पहले अन्य समय पर, अन्य साधनों से, या बिल्कुल यात्रा नहीं करते थे। योजनाकार इसे प्रेरित माँग कहते हैं। प्रश्न: परिच्छेद के अनुसार सड़कें चौड़ी करने से भीड़ लंबे समय तक कम क्यों नहीं हो पाती?",
      options: [
        "चौड़ी सड़कों का रखरखाव ठीक नहीं होता",
        "शहरों की जनसंख्या घट जाती है",
        "सार्वजनिक परिवहन सस्ता हो जाता है",
        "तेज़ यात्रा सड़कों पर अतिरिक्त यात्राएँ खींच लाती है",
      ],
      explanation:
        "परिच्छेद बताता है कि तेज़ यात्रा उन यात्राओं को खींचती है जो अन्यथा अन्य समय पर, अन्य साधनों से होतीं या होती ही नहीं, इसलिए यातायात बढ़कर नई जगह भर देता है (प्रेरित माँग)। अन्य कारण परिच्छेद में नहीं हैं।",
    },
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
    key: "upsc-csat-08",
    subject: CSAT_SUBJECT,
    topic: "Basic Numeracy",
    difficulty: "medium",
    text: "How many whole numbers from 1 to 100 (both included) are divisible by 3 or by 5?",
    options: ["47", "53", "48", "45"],
    correct: 0,
    explanation:
      "Multiples of 3: 33; multiples of 5: 20; multiples of both (of 15): 6, which were counted twice. $33 + 20 - 6 = 47$.",
    hi: {
      text: "1 से 100 तक (दोनों सहित) की कितनी पूर्ण संख्याएँ 3 से या 5 से विभाज्य हैं?",
      options: ["47", "53", "48", "45"],
      explanation: "3 के गुणज: 33; 5 के गुणज: 20; दोनों के (15 के) गुणज: 6, जो दो बार गिने गए। $33 + 20 - 6 = 47$।",
    },
  },
  {
    key: "upsc-csat-10",
    subject: CSAT_SUBJECT,
    topic: "Data Interpretation",
    difficulty: "medium",
    format: "data-table",
    stimulus: "upsc-csat-rice",
    text: "In which year was the percentage increase in the district's rice output over the previous year the highest?",
    options: ["2022", "2023", "2024", "The same in 2022 and 2024"],
    correct: 0,
    explanation:
      "2022: $\\frac{50 - 40}{40} = 25\\%$; 2023: $\\frac{45 - 50}{50} = -10\\%$ (a fall); 2024: $\\frac{54 - 45}{45} = 20\\%$. The highest is 2022, even though 2024 added almost as many tonnes.",
    hi: {
      text: "किस वर्ष ज़िले के चावल उत्पादन में पिछले वर्ष की तुलना में प्रतिशत वृद्धि सबसे अधिक थी?",
      options: ["2022", "2023", "2024", "2022 और 2024 में बराबर"],
      explanation:
        "2022: $\\frac{50 - 40}{40} = 25\\%$; 2023: $\\frac{45 - 50}{50} = -10\\%$ (गिरावट); 2024: $\\frac{54 - 45}{45} = 20\\%$। सबसे अधिक 2022 में, यद्यपि 2024 में लगभग उतने ही टन जुड़े।",
    },
  },
  {
    key: "upsc-csat-11",
    subject: CSAT_SUBJECT,
    topic: "Data Interpretation",
    difficulty: "easy",
    format: "data-table",
    stimulus: "upsc-csat-rice",
    text: "What was the district's average annual rice output over the four years, in thousand tonnes?",
    options: ["45.5", "46.25", "47.25", "47.5"],
    correct: 2,
    explanation: "$\\frac{40 + 50 + 45 + 54}{4} = \\frac{189}{4} = 47.25$ thousand tonnes.",
    hi: {
      text: "चार वर्षों में ज़िले का औसत वार्षिक चावल उत्पादन कितने हज़ार टन था?",
      options: ["45.5", "46.25", "47.25", "47.5"],
      explanation: "$\\frac{40 + 50 + 45 + 54}{4} = \\frac{189}{4} = 47.25$ हज़ार टन।",
    },
  },
  {
    key: "upsc-csat-13",
    subject: CSAT_SUBJECT,
    topic: "Basic Numeracy",
    difficulty: "medium",
    text: "How many two-digit numbers have a tens digit greater than their units digit?",
    options: ["36", "45", "54", "90"],
    correct: 1,
    explanation:
      "With tens digit $t$ (1 to 9), the units digit can be any of $0, 1, \\dots, t - 1$: $t$ choices. Total $1 + 2 + \\dots + 9 = 45$. 36 forgets the numbers ending in 0 (10, 20, ..., 90).",
    hi: {
      text: "कितनी दो अंकों की संख्याओं में दहाई का अंक इकाई के अंक से बड़ा है?",
      options: ["36", "45", "54", "90"],
      explanation:
        "दहाई का अंक $t$ (1 से 9) हो तो इकाई का अंक $0, 1, \\dots, t - 1$ में से कोई भी: $t$ विकल्प। कुल $1 + 2 + \\dots + 9 = 45$। 36 में 0 पर समाप्त होने वाली संख्याएँ (10, 20, ..., 90) छूट गई हैं।",
    },
  },
  {
    key: "upsc-csat-14",
    subject: CSAT_SUBJECT,
    topic: "Basic Numeracy",
    difficulty: "medium",
    text: "A paper of 80 questions carries 200 marks: 2.5 marks for each correct answer and $\\frac{5}{6}$ of a mark deducted for each wrong answer. It is cleared at 33% of the maximum marks. A candidate attempts 40 questions and gets 30 of them right. What is her score, and does she clear the paper?",
    options: [
      "66.67: she clears it",
      "75: she clears it",
      "65.83: she does not clear it",
      "58.33: she does not clear it",
    ],
    correct: 0,
    explanation:
      "Correct: $30 \\times 2.5 = 75$. Wrong: $10 \\times \\frac{5}{6} = 8.33$. Score $= 75 - 8.33 = 66.67$. The pass mark is $33\\%$ of 200 $= 66$, so she clears it, by less than one mark. 75 ignores the negative marking.",
    hi: {
      text: "80 प्रश्नों का एक प्रश्नपत्र 200 अंकों का है: हर सही उत्तर पर 2.5 अंक और हर गलत उत्तर पर एक अंक का $\\frac{5}{6}$ भाग कटता है। अधिकतम अंकों के 33% पर प्रश्नपत्र उत्तीर्ण होता है। एक अभ्यर्थी 40 प्रश्न हल करती है और उनमें से 30 सही करती है। उसके अंक क्या हैं, और क्या वह उत्तीर्ण होती है?",
      options: [
        "66.67: वह उत्तीर्ण होती है",
        "75: वह उत्तीर्ण होती है",
        "65.83: वह उत्तीर्ण नहीं होती",
        "58.33: वह उत्तीर्ण नहीं होती",
      ],
      explanation:
        "सही: $30 \\times 2.5 = 75$। गलत: $10 \\times \\frac{5}{6} = 8.33$। अंक $= 75 - 8.33 = 66.67$। उत्तीर्ण अंक 200 का $33\\%$ $= 66$ है, अतः वह एक अंक से भी कम के अंतर से उत्तीर्ण होती है। 75 ऋणात्मक अंकन को छोड़ देता है।",
    },
  },
  {
    key: "upsc-csat-15",
    subject: CSAT_SUBJECT,
    topic: "Basic Numeracy",
    difficulty: "easy",
    text: "The digits of a two-digit number add up to 11, and the number is 27 more than the number formed by reversing its digits. What is the number?",
    options: ["47", "56", "65", "74"],
    correct: 3,
    explanation:
      "With digits $a$ (tens) and $b$: $(10a + b) - (10b + a) = 9(a - b) = 27$, so $a - b = 3$; and $a + b = 11$. Hence $a = 7$, $b = 4$: the number is 74 (and $74 - 47 = 27$). 47 is the reversed number.",
    hi: {
      text: "एक दो अंकों की संख्या के अंकों का योग 11 है, और वह संख्या अपने अंकों को उलटकर बनी संख्या से 27 अधिक है। संख्या क्या है?",
      options: ["47", "56", "65", "74"],
      explanation:
        "अंक $a$ (दहाई) और $b$ हों: $(10a + b) - (10b + a) = 9(a - b) = 27$, अतः $a - b = 3$; और $a + b = 11$। इसलिए $a = 7$, $b = 4$: संख्या 74 है (और $74 - 47 = 27$)। 47 उलटी संख्या है।",
    },
  },
  {
    key: "upsc-csat-16",
    subject: CSAT_SUBJECT,
    topic: "Logical Reasoning",
    difficulty: "easy",
    text: "If the day before yesterday was a Thursday, what day of the week will the day after tomorrow be?",
    options: ["Sunday", "Saturday", "Tuesday", "Monday"],
    correct: 3,
    explanation:
      "The day before yesterday is two days before today, so today is Saturday. The day after tomorrow is two days after today: Monday.",
    hi: {
      text: "यदि बीते हुए कल से पहले वाला दिन गुरुवार था, तो आने वाले कल के बाद वाला दिन सप्ताह का कौन-सा दिन होगा?",
      options: ["रविवार", "शनिवार", "मंगलवार", "सोमवार"],
      explanation:
        "बीते हुए कल से पहले वाला दिन आज से दो दिन पहले है, अतः आज शनिवार है। आने वाले कल के बाद वाला दिन आज से दो दिन बाद है: सोमवार।",
    },
  },
  {
    key: "upsc-csat-17",
    subject: CSAT_SUBJECT,
    topic: "Logical Reasoning",
    difficulty: "easy",
    text: "What comes next in the sequence 1, 2, 6, 24, 120, ?",
    options: ["240", "600", "720", "840"],
    correct: 2,
    explanation:
      "Each term is the previous one multiplied by the next whole number: $\\times 2, \\times 3, \\times 4, \\times 5$, so the next is $120 \\times 6 = 720$ (the terms are $1!, 2!, \\dots, 6!$). 240 doubles instead.",
    hi: {
      text: "अनुक्रम 1, 2, 6, 24, 120, ? में आगे क्या आएगा?",
      options: ["240", "600", "720", "840"],
      explanation:
        "हर पद पिछले पद को अगली पूर्ण संख्या से गुणा करके बनता है: $\\times 2, \\times 3, \\times 4, \\times 5$, अतः अगला $120 \\times 6 = 720$ है (पद $1!, 2!, \\dots, 6!$ हैं)। 240 केवल दोगुना करता है।",
    },
  },
  {
    key: "upsc-csat-23",
    subject: CSAT_SUBJECT,
    topic: "Logical Reasoning",
    difficulty: "medium",
    text: "Three closed boxes are labelled 'Apples', 'Oranges' and 'Apples and Oranges'. One box holds only apples, one only oranges and one both, but every label is wrong. You may take out one fruit from one box, without looking inside. From which box should you take it so that you can then label all three boxes correctly?",
    options: [
      "The box labelled 'Apples'",
      "The box labelled 'Oranges'",
      "The box labelled 'Apples and Oranges'",
      "No single fruit from any one box is enough",
    ],
    correct: 2,
    explanation:
      "The box labelled 'Apples and Oranges' cannot hold the mixture (its label is wrong), so it holds only one kind, and the fruit you draw names it. Say it is an apple: that box is 'Apples'. The box labelled 'Oranges' cannot be oranges and cannot now be apples, so it is the mixture, and the box labelled 'Apples' holds oranges. Drawing from the box labelled 'Apples' can fail: if it gives an orange, that box may hold oranges or the mixture, and you cannot tell which (the 'Oranges' box fails in the same way).",
    hi: {
      text: "तीन बंद डिब्बों पर 'सेब', 'संतरे' और 'सेब और संतरे' लेबल लगे हैं। एक डिब्बे में केवल सेब, एक में केवल संतरे और एक में दोनों हैं, परंतु हर लेबल गलत है। आप बिना अंदर देखे किसी एक डिब्बे से एक फल निकाल सकते हैं। किस डिब्बे से निकालें ताकि उसके बाद तीनों डिब्बों पर सही लेबल लगा सकें?",
      options: [
        "'सेब' लेबल वाला डिब्बा",
        "'संतरे' लेबल वाला डिब्बा",
        "'सेब और संतरे' लेबल वाला डिब्बा",
        "किसी एक डिब्बे का एक फल पर्याप्त नहीं",
      ],
      explanation:
        "'सेब और संतरे' लेबल वाले डिब्बे में मिश्रण नहीं हो सकता (उसका लेबल गलत है), अतः उसमें एक ही प्रकार का फल है, और निकाला गया फल उसे बता देता है। मान लें सेब निकला: वह डिब्बा 'सेब' है। 'संतरे' लेबल वाला डिब्बा संतरे नहीं हो सकता और अब सेब भी नहीं, अतः वह मिश्रण है, और 'सेब' लेबल वाले में संतरे हैं। 'सेब' लेबल वाले डिब्बे से संतरा निकलने पर उसमें संतरे या मिश्रण कुछ भी हो सकता है, अतः निर्णय नहीं होता।",
    },
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
