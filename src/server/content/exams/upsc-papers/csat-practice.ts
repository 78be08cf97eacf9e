import type { ContentQuiz, SingleQuestion } from "~/server/content/types";
import { BN, csat, LR } from "./csat-shared";

/** Extra CSAT numeracy and reasoning questions, and a short practice set that uses them. */

export const csatPracticeQuestions: SingleQuestion[] = [
  csat({
    key: "upsc-csat-18",
    topic: BN,
    d: "hard",
    q: "A shopkeeper wants to weigh every whole number of kilograms from 1 kg to 40 kg on a two-pan balance, and may put weights on either pan. What is the least number of weights she needs?",
    o: ["3", "4", "5", "6"],
    c: 1,
    e: "Each weight can go on the goods' pan, on the other pan, or stay off: 3 choices. With $k$ weights there are $3^k$ placings, and they give at most $\\frac{3^k - 1}{2}$ different positive loads. $k = 3$ gives at most 13, too few for 40; $k = 4$ gives up to 40, and the weights 1, 3, 9 and 27 kg do it (for example $2 = 3 - 1$, $5 = 9 - 3 - 1$, $40 = 1 + 3 + 9 + 27$). So 4 weights. 6 is the answer if weights may go on one pan only (1, 2, 4, 8, 16, 32).",
    hq: "एक दुकानदार दो पलड़ों वाले तराज़ू पर 1 kg से 40 kg तक के हर पूर्ण किलोग्राम को तौलना चाहती है, और बाट किसी भी पलड़े पर रख सकती है। उसे कम से कम कितने बाट चाहिए?",
    he: "हर बाट सामान वाले पलड़े पर, दूसरे पलड़े पर, या बाहर रह सकता है: 3 विकल्प। $k$ बाटों से $3^k$ व्यवस्थाएँ हैं, जो अधिक से अधिक $\\frac{3^k - 1}{2}$ भिन्न धनात्मक भार देती हैं। $k = 3$ से अधिकतम 13, जो 40 के लिए कम है; $k = 4$ से 40 तक, और 1, 3, 9 तथा 27 kg के बाट यह कर देते हैं (जैसे $2 = 3 - 1$, $5 = 9 - 3 - 1$, $40 = 1 + 3 + 9 + 27$)। अतः 4 बाट। 6 तब का उत्तर है जब बाट केवल एक पलड़े पर रखे जा सकें।",
  }),
  csat({
    key: "upsc-csat-19",
    topic: BN,
    d: "medium",
    q: "A rectangular garden is 60 m long and 40 m wide. A path 5 m wide runs all round it on the outside. What is the area of the path?",
    o: ["500 m²", "1,000 m²", "1,100 m²", "1,200 m²"],
    c: 2,
    e: "With the path, the outer rectangle is $(60 + 10) \\times (40 + 10) = 70 \\times 50 = 3500$ m². The garden is $60 \\times 40 = 2400$ m². The path is $3500 - 2400 = 1100$ m². 1,200 m² is the area of a 5 m strip along two sides only, counted twice.",
    hq: "एक आयताकार बगीचा 60 m लंबा और 40 m चौड़ा है। उसके चारों ओर बाहर की ओर 5 m चौड़ा एक रास्ता है। रास्ते का क्षेत्रफल क्या है?",
    ho: ["500 m²", "1,000 m²", "1,100 m²", "1,200 m²"],
    he: "रास्ते सहित बाहरी आयत $(60 + 10) \\times (40 + 10) = 70 \\times 50 = 3500$ m² है। बगीचा $60 \\times 40 = 2400$ m² है। रास्ता $3500 - 2400 = 1100$ m² है। रास्ता दोनों ओर है, इसलिए हर माप में 10 m जुड़ते हैं।",
  }),
  csat({
    key: "upsc-csat-20",
    topic: BN,
    d: "easy",
    q: "A monthly bus pass costs ₹ 600. A single trip costs ₹ 15. An office worker makes 2 trips a day on 22 working days of a month. How much does the pass save him that month?",
    o: ["₹ 30", "₹ 60", "₹ 90", "₹ 330"],
    c: 1,
    e: "Without the pass he pays $2 \\times 22 \\times 15 = 660$ rupees. The pass costs 600, so he saves ₹ 60.",
    hq: "एक मासिक बस पास ₹ 600 का है। एक यात्रा का किराया ₹ 15 है। एक कार्यालय कर्मचारी महीने के 22 कार्यदिवसों में प्रतिदिन 2 यात्राएँ करता है। उस महीने पास से उसकी कितनी बचत होती है?",
    he: "पास के बिना वह $2 \\times 22 \\times 15 = 660$ रुपये देता। पास 600 का है, अतः ₹ 60 की बचत।",
  }),
  csat({
    key: "upsc-csat-21",
    topic: LR,
    d: "easy",
    q: "In a knockout tournament, 32 teams take part; the loser of every match is out, and there are no draws. How many matches are played to find the champion?",
    o: ["16", "31", "32", "63"],
    c: 1,
    e: "Every match puts exactly one team out, and all teams but the champion must go out: $32 - 1 = 31$ matches ($16 + 8 + 4 + 2 + 1$). 16 is only the first round.",
    hq: "एक नॉकआउट प्रतियोगिता में 32 टीमें भाग लेती हैं; हर मैच की हारने वाली टीम बाहर हो जाती है, और कोई मैच बराबरी पर नहीं छूटता। विजेता तय करने के लिए कितने मैच खेले जाते हैं?",
    he: "हर मैच ठीक एक टीम को बाहर करता है, और विजेता के अलावा सभी टीमों को बाहर होना है: $32 - 1 = 31$ मैच ($16 + 8 + 4 + 2 + 1$)। 16 केवल पहला दौर है।",
  }),
  csat({
    key: "upsc-csat-22",
    topic: LR,
    d: "hard",
    q: "How many times in a full day of 24 hours are the hour hand and the minute hand of a clock exactly at right angles to each other?",
    o: ["22", "24", "44", "48"],
    c: 2,
    e: "The minute hand gains $5.5°$ a minute on the hour hand, so in 12 hours it gains $720 \\times 5.5 = 3960° = 11$ full turns. In each turn the gap passes 90° once and 270° once: $2 \\times 11 = 22$ right angles in 12 hours, 44 in 24 hours. 48 assumes two right angles every hour; around 3 and 9 o'clock two of them merge.",
    hq: "24 घंटे के एक पूरे दिन में घड़ी की घंटे और मिनट की सुइयाँ कितनी बार ठीक एक-दूसरे से समकोण पर होती हैं?",
    he: "मिनट की सुई घंटे की सुई से प्रति मिनट $5.5°$ आगे निकलती है, अतः 12 घंटे में $720 \\times 5.5 = 3960° = 11$ पूरे चक्कर। हर चक्कर में अंतर एक बार 90° और एक बार 270° से गुज़रता है: 12 घंटे में $2 \\times 11 = 22$, और 24 घंटे में 44 समकोण। 48 हर घंटे दो समकोण मानता है; 3 और 9 बजे के आसपास दो एक में मिल जाते हैं।",
  }),
];

export const csatPracticeQuiz: ContentQuiz = {
  key: "upsc-practice-csat-numeracy",
  kind: "practice",
  title: "CSAT Numeracy and Reasoning: Quick Practice",
  description:
    "Eight CSAT (Paper II) questions on basic numeracy and reasoning, in English and Hindi: counting, the CSAT marking itself, weights and balances, areas, a bus pass, tournaments and clock hands.",
  difficulty: "medium",
  timeLimitMinutes: 12,
  questionKeys: ["upsc-csat-13", "upsc-csat-14", "upsc-csat-15", ...csatPracticeQuestions.map((q) => q.key)],
};
