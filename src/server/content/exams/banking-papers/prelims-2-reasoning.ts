import type { ContentQuestion, ContentStimulus } from "~/server/content/types";
import { BOTH, CONCLUSIONS, CONCLUSIONS_HI, EITHER, meta, ONLY_I, ONLY_II, spreadKeys } from "./common";

/** IBPS PO prelims paper 2 (hard), Reasoning Ability: the questions written for it. */

const R = "Reasoning" as const;
const CIRCLE = "banking-p2-pz-1";
const MONTHS = "banking-p2-pz-2";
const BOXES = "banking-p2-pz-3";

export const paper2ReasoningStimuli: ContentStimulus[] = [
  {
    key: CIRCLE,
    kind: "passage",
    title: "Eight persons around a circular table",
    body: `Eight persons P, Q, R, S, T, U, V and W sit around a circular table at equal distances, all facing the centre.

T sits to the immediate left of P. W sits third to the left of P. R sits opposite S. Q sits second to the right of S. V is not an immediate neighbour of P.`,
    hi: {
      title: "एक वृत्ताकार मेज़ के चारों ओर आठ व्यक्ति",
      body: `आठ व्यक्ति P, Q, R, S, T, U, V और W एक वृत्ताकार मेज़ के चारों ओर समान दूरी पर केंद्र की ओर मुख करके बैठे हैं।

T, P के ठीक बाईं ओर बैठा है। W, P के बाईं ओर तीसरे स्थान पर बैठा है। R, S के ठीक सामने बैठा है। Q, S के दाईं ओर दूसरे स्थान पर बैठा है। V, P का निकटतम पड़ोसी नहीं है।`,
    },
  },
  {
    key: MONTHS,
    kind: "passage",
    title: "Seven trainees, seven months, seven cities",
    body: `Seven trainees F, G, H, J, K, L and M attend a training programme in seven different months of the same year, from January to July, one trainee a month. Each of them is from a different city among Shimla, Bhopal, Jaipur, Nashik, Ranchi, Mysuru and Indore.

Only two trainees attend between H and L, and H attends before L. J attends after L. F attends in a month before K. The trainee from Indore attends in July. M is from Nashik. The trainee from Bhopal attends immediately after the trainee from Shimla. The trainee from Mysuru attends immediately after the trainee from Ranchi. The trainee from Jaipur attends immediately after K. The trainee from Ranchi attends after the trainee from Jaipur.`,
    hi: {
      title: "सात प्रशिक्षु, सात महीने, सात शहर",
      body: `सात प्रशिक्षु F, G, H, J, K, L और M एक ही वर्ष के जनवरी से जुलाई तक के सात अलग-अलग महीनों में एक प्रशिक्षण कार्यक्रम में भाग लेते हैं, प्रत्येक महीने एक प्रशिक्षु। उनमें से प्रत्येक शिमला, भोपाल, जयपुर, नासिक, राँची, मैसूरु और इंदौर में से एक अलग शहर से है।

H और L के बीच केवल दो प्रशिक्षु भाग लेते हैं, और H, L से पहले भाग लेता है। J, L के बाद भाग लेता है। F, K से पहले के किसी महीने में भाग लेता है। इंदौर वाला प्रशिक्षु जुलाई में भाग लेता है। M नासिक से है। भोपाल वाला प्रशिक्षु शिमला वाले प्रशिक्षु के ठीक बाद भाग लेता है। मैसूरु वाला प्रशिक्षु राँची वाले प्रशिक्षु के ठीक बाद भाग लेता है। जयपुर वाला प्रशिक्षु K के ठीक बाद भाग लेता है। राँची वाला प्रशिक्षु जयपुर वाले प्रशिक्षु के बाद भाग लेता है।`,
    },
  },
  {
    key: BOXES,
    kind: "passage",
    title: "Seven boxes in a stack",
    body: `Seven boxes of different colours (Red, Blue, Green, Yellow, White, Black and Pink) are placed one above another in a single stack. Position 1 is the bottom of the stack and position 7 the top.

The Red box is immediately above the Black box. Exactly two boxes are placed between the Red box and the White box. Exactly three boxes are placed between the Black box and the Yellow box. The Blue box is immediately above the Pink box.`,
    hi: {
      title: "एक ढेर में सात डिब्बे",
      body: `अलग-अलग रंगों (लाल, नीला, हरा, पीला, सफ़ेद, काला और गुलाबी) के सात डिब्बे एक ही ढेर में एक के ऊपर एक रखे हैं। स्थान 1 ढेर का सबसे नीचे का और स्थान 7 सबसे ऊपर का स्थान है।

लाल डिब्बा काले डिब्बे के ठीक ऊपर है। लाल डिब्बे और सफ़ेद डिब्बे के बीच ठीक दो डिब्बे रखे हैं। काले डिब्बे और पीले डिब्बे के बीच ठीक तीन डिब्बे रखे हैं। नीला डिब्बा गुलाबी डिब्बे के ठीक ऊपर है।`,
    },
  },
];

const CIRCLE_SOLUTION =
  "Working (facing the centre, left is clockwise): number the seats clockwise from P = 0. T is at 1 and W at 3. R and S are opposite each other in the free seats 2, 4, 5, 6, 7, so they take 2 and 6. Q is second to the right (anticlockwise) of S: S = 2 would put Q on P's seat, so S = 6, R = 2 and Q = 4. V is not next to P, so V = 5 and U = 7. Clockwise from P: P, T, R, W, Q, V, S, U.";
const CIRCLE_SOLUTION_HI =
  "हल (केंद्र की ओर मुख होने पर बायाँ = दक्षिणावर्त): P से दक्षिणावर्त स्थान 0 से गिनिए। T स्थान 1 पर और W स्थान 3 पर है। R और S खाली स्थानों 2, 4, 5, 6, 7 में आमने-सामने हैं, अतः वे 2 और 6 लेते हैं। Q, S के दाईं ओर (वामावर्त) दूसरे स्थान पर है: S = 2 होने पर Q, P के स्थान पर आता, अतः S = 6, R = 2 और Q = 4। V, P के पास नहीं है, अतः V = 5 और U = 7। P से दक्षिणावर्त: P, T, R, W, Q, V, S, U।";

const MONTH_SOLUTION =
  "Working: the Indore trainee is in July, so Ranchi and Mysuru (consecutive) end by June and Jaipur, before Ranchi, is in April at the latest; K, just before Jaipur, is in February or March, and F is before K. If K were in March (Jaipur April, Ranchi May, Mysuru June), Shimla and Bhopal would take two of January to March with Nashik (M) in the third; M cannot share K's March, so M is in January, and then H, L (three months after H) and J (after L) cannot fit into April to July. So K is in February and F in January; Jaipur is March. Shimla–Bhopal must then be January–February. If Ranchi–Mysuru were April–May, M (Nashik) would be in June and H, L, J could not fit; so Ranchi–Mysuru is May–June and M is in April. Then H = March, L = June, J = July and G = May. Final: January F Shimla, February K Bhopal, March H Jaipur, April M Nashik, May G Ranchi, June L Mysuru, July J Indore.";
const MONTH_SOLUTION_HI =
  "हल: इंदौर वाला जुलाई में है, अतः राँची और मैसूरु (लगातार) जून तक समाप्त होते हैं और जयपुर, राँची से पहले, अधिकतम अप्रैल में है; K, जयपुर के ठीक पहले, फ़रवरी या मार्च में है, और F, K से पहले है। यदि K मार्च में होता (जयपुर अप्रैल, राँची मई, मैसूरु जून), तो शिमला और भोपाल जनवरी से मार्च में से दो महीने लेते और नासिक (M) तीसरा; M, K का मार्च नहीं ले सकता, अतः M जनवरी में होता, और तब H, L (H से तीन महीने बाद) और J (L के बाद) अप्रैल से जुलाई में नहीं आ पाते। अतः K फ़रवरी में और F जनवरी में है; जयपुर मार्च है। तब शिमला–भोपाल जनवरी–फ़रवरी होंगे। यदि राँची–मैसूरु अप्रैल–मई होते, तो M (नासिक) जून में होता और H, L, J नहीं आ पाते; अतः राँची–मैसूरु मई–जून है और M अप्रैल में है। तब H = मार्च, L = जून, J = जुलाई और G = मई। अंतिम: जनवरी F शिमला, फ़रवरी K भोपाल, मार्च H जयपुर, अप्रैल M नासिक, मई G राँची, जून L मैसूरु, जुलाई J इंदौर।";

const BOX_SOLUTION =
  "Working: Yellow is four places from Black and Red is just above Black. Black 1 or 2 would put White (three from Red) on Yellow's place or outside the stack. Black 5 (Red 6, Yellow 1, White 3) or Black 6 (Red 7, Yellow 2, White 4) leaves no two adjacent free places for Pink and Blue. So Black = 3, Red = 4, Yellow = 7, White = 1; Pink and Blue take 5 and 6, and Green takes 2. From the bottom: White, Green, Black, Red, Pink, Blue, Yellow.";
const BOX_SOLUTION_HI =
  "हल: पीला, काले से चार स्थान दूर है और लाल, काले के ठीक ऊपर है। काला 1 या 2 पर होने से सफ़ेद (लाल से तीन स्थान दूर) पीले के स्थान पर या ढेर के बाहर आता। काला 5 (लाल 6, पीला 1, सफ़ेद 3) या काला 6 (लाल 7, पीला 2, सफ़ेद 4) होने पर गुलाबी और नीले के लिए दो लगातार खाली स्थान नहीं बचते। अतः काला = 3, लाल = 4, पीला = 7, सफ़ेद = 1; गुलाबी और नीला 5 और 6 लेते हैं, और हरा 2 लेता है। नीचे से: सफ़ेद, हरा, काला, लाल, गुलाबी, नीला, पीला।";

const CODED_INEQUALITY =
  "'P % Q' means P is greater than Q; 'P # Q' means P is not smaller than Q; 'P ★ Q' means P is equal to Q; 'P & Q' means P is smaller than Q; 'P @ Q' means P is not greater than Q.";
const CODED_INEQUALITY_HI =
  "'P % Q' का अर्थ है P, Q से बड़ा है; 'P # Q' का अर्थ है P, Q से छोटा नहीं है; 'P ★ Q' का अर्थ है P, Q के बराबर है; 'P & Q' का अर्थ है P, Q से छोटा है; 'P @ Q' का अर्थ है P, Q से बड़ा नहीं है।";

export const paper2ReasoningQuestions: ContentQuestion[] = spreadKeys([
  // ── Circular seating (5) ──
  {
    ...meta("banking-p2-ra-01", R, "Seating Arrangement", "medium", "puzzle", CIRCLE),
    text: "Who sits opposite T?",
    options: ["V", "S", "U", "Q", "R"],
    correct: 0,
    explanation: `T is in seat 1 clockwise from P; the seat opposite, 5, is V's. ${CIRCLE_SOLUTION}`,
    hi: {
      text: "T के ठीक सामने कौन बैठा है?",
      options: ["V", "S", "U", "Q", "R"],
      explanation: `T, P से दक्षिणावर्त स्थान 1 पर है; सामने का स्थान 5, V का है। ${CIRCLE_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p2-ra-02", R, "Seating Arrangement", "medium", "puzzle", CIRCLE),
    text: "Who sits to the immediate right of W?",
    options: ["R", "Q", "T", "V", "U"],
    correct: 0,
    explanation: `Facing the centre, a person's right is anticlockwise. W is in seat 3, so the immediate right is seat 2: R. (Q is on W's left.) ${CIRCLE_SOLUTION}`,
    hi: {
      text: "W के ठीक दाईं ओर कौन बैठा है?",
      options: ["R", "Q", "T", "V", "U"],
      explanation: `केंद्र की ओर मुख होने पर दायाँ वामावर्त होता है। W स्थान 3 पर है, अतः उसके ठीक दाईं ओर स्थान 2: R। (Q, W के बाईं ओर है।) ${CIRCLE_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p2-ra-03", R, "Seating Arrangement", "hard", "puzzle", CIRCLE),
    text: "How many persons sit between U and R when counted from the left of U?",
    options: ["Two", "One", "Three", "Four", "Five"],
    correct: 0,
    explanation: `U is in seat 7. Going to U's left (clockwise): P (0), T (1), then R (2). So two persons, P and T, sit between them. (Counting the other way gives S, V, Q and W: four.) ${CIRCLE_SOLUTION}`,
    hi: {
      text: "U के बाईं ओर से गिनने पर U और R के बीच कितने व्यक्ति बैठे हैं?",
      options: ["दो", "एक", "तीन", "चार", "पाँच"],
      explanation: `U स्थान 7 पर है। U के बाईं ओर (दक्षिणावर्त) चलने पर: P (0), T (1), फिर R (2)। अतः उनके बीच दो व्यक्ति, P और T, हैं। (दूसरी ओर गिनने पर S, V, Q और W: चार।) ${CIRCLE_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p2-ra-04", R, "Seating Arrangement", "hard", "puzzle", CIRCLE),
    text: "Which of the following pairs sit opposite each other?",
    options: ["W and U", "T and S", "P and V", "R and Q", "Q and U"],
    correct: 0,
    explanation: `W is in seat 3 and U in seat 7: opposite. The other pairs are in seats 1 and 6, 0 and 5, 2 and 4, 4 and 7, none four apart. ${CIRCLE_SOLUTION}`,
    hi: {
      text: "निम्नलिखित में से कौन-सा युग्म एक-दूसरे के ठीक सामने बैठा है?",
      options: ["W और U", "T और S", "P और V", "R और Q", "Q और U"],
      explanation: `W स्थान 3 पर और U स्थान 7 पर है: आमने-सामने। अन्य युग्म स्थानों 1 और 6, 0 और 5, 2 और 4, 4 और 7 पर हैं, कोई भी चार स्थान दूर नहीं। ${CIRCLE_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p2-ra-05", R, "Seating Arrangement", "medium", "puzzle", CIRCLE),
    text: "Who sits second to the left of Q?",
    options: ["S", "V", "W", "U", "R"],
    correct: 0,
    explanation: `Q is in seat 4; second to the left (clockwise) is seat 6: S. (V is immediately to Q's left; R is second to Q's right.) ${CIRCLE_SOLUTION}`,
    hi: {
      text: "Q के बाईं ओर दूसरे स्थान पर कौन बैठा है?",
      options: ["S", "V", "W", "U", "R"],
      explanation: `Q स्थान 4 पर है; बाईं ओर (दक्षिणावर्त) दूसरा स्थान 6 है: S। (V, Q के ठीक बाईं ओर है; R, Q के दाईं ओर दूसरे स्थान पर है।) ${CIRCLE_SOLUTION_HI}`,
    },
  },
  // ── Month and city puzzle (5) ──
  {
    ...meta("banking-p2-ra-06", R, "Puzzles", "hard", "puzzle", MONTHS),
    text: "Who attends the training in May?",
    options: ["G", "M", "L", "H", "J"],
    correct: 0,
    explanation: `G attends in May. ${MONTH_SOLUTION}`,
    hi: {
      text: "मई में प्रशिक्षण में कौन भाग लेता है?",
      options: ["G", "M", "L", "H", "J"],
      explanation: `G मई में भाग लेता है। ${MONTH_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p2-ra-07", R, "Puzzles", "hard", "puzzle", MONTHS),
    text: "Which city is L from?",
    options: ["Mysuru", "Ranchi", "Indore", "Jaipur", "Bhopal"],
    correct: 0,
    explanation: `L attends in June and is from Mysuru. ${MONTH_SOLUTION}`,
    hi: {
      text: "L किस शहर से है?",
      options: ["मैसूरु", "राँची", "इंदौर", "जयपुर", "भोपाल"],
      explanation: `L जून में भाग लेता है और मैसूरु से है। ${MONTH_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p2-ra-08", R, "Puzzles", "medium", "puzzle", MONTHS),
    text: "How many trainees attend between F and M?",
    options: ["Two", "One", "Three", "None", "Four"],
    correct: 0,
    explanation: `F attends in January and M in April, so K and H (two trainees) attend between them. ${MONTH_SOLUTION}`,
    hi: {
      text: "F और M के बीच कितने प्रशिक्षु भाग लेते हैं?",
      options: ["दो", "एक", "तीन", "कोई नहीं", "चार"],
      explanation: `F जनवरी में और M अप्रैल में भाग लेता है, अतः उनके बीच K और H (दो प्रशिक्षु) भाग लेते हैं। ${MONTH_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p2-ra-09", R, "Puzzles", "hard", "puzzle", MONTHS),
    text: "Who attends immediately before the trainee from Indore?",
    options: ["L", "G", "J", "M", "H"],
    correct: 0,
    explanation: `The trainee from Indore is J, in July; L attends in June. ${MONTH_SOLUTION}`,
    hi: {
      text: "इंदौर वाले प्रशिक्षु के ठीक पहले कौन भाग लेता है?",
      options: ["L", "G", "J", "M", "H"],
      explanation: `इंदौर वाला प्रशिक्षु J है, जुलाई में; L जून में भाग लेता है। ${MONTH_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p2-ra-10", R, "Puzzles", "hard", "puzzle", MONTHS),
    text: "Which of the following combinations of trainee, month and city is correct?",
    options: [
      "K – February – Bhopal",
      "H – March – Nashik",
      "G – June – Ranchi",
      "F – January – Ranchi",
      "M – April – Jaipur",
    ],
    correct: 0,
    explanation: `K attends in February and is from Bhopal. H is from Jaipur, G attends in May, F is from Shimla and M from Nashik. ${MONTH_SOLUTION}`,
    hi: {
      text: "प्रशिक्षु, महीने और शहर का निम्नलिखित में से कौन-सा संयोजन सही है?",
      options: [
        "K – फ़रवरी – भोपाल",
        "H – मार्च – नासिक",
        "G – जून – राँची",
        "F – जनवरी – राँची",
        "M – अप्रैल – जयपुर",
      ],
      explanation: `K फ़रवरी में भाग लेता है और भोपाल से है। H जयपुर से है, G मई में भाग लेता है, F शिमला से है और M नासिक से। ${MONTH_SOLUTION_HI}`,
    },
  },
  // ── Box stack (5) ──
  {
    ...meta("banking-p2-ra-11", R, "Puzzles", "easy", "puzzle", BOXES),
    text: "Which box is at the top of the stack?",
    options: ["Yellow", "Blue", "Red", "White", "Pink"],
    correct: 0,
    explanation: `Yellow is at position 7. ${BOX_SOLUTION}`,
    hi: {
      text: "ढेर में सबसे ऊपर कौन-सा डिब्बा है?",
      options: ["पीला", "नीला", "लाल", "सफ़ेद", "गुलाबी"],
      explanation: `पीला डिब्बा स्थान 7 पर है। ${BOX_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p2-ra-12", R, "Puzzles", "medium", "puzzle", BOXES),
    text: "How many boxes are placed between the Green box and the Blue box?",
    options: ["Three", "Two", "Four", "One", "Five"],
    correct: 0,
    explanation: `Green is at 2 and Blue at 6, so Black, Red and Pink (three boxes) are between them. ${BOX_SOLUTION}`,
    hi: {
      text: "हरे डिब्बे और नीले डिब्बे के बीच कितने डिब्बे रखे हैं?",
      options: ["तीन", "दो", "चार", "एक", "पाँच"],
      explanation: `हरा स्थान 2 पर और नीला स्थान 6 पर है, अतः उनके बीच काला, लाल और गुलाबी (तीन डिब्बे) हैं। ${BOX_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p2-ra-13", R, "Puzzles", "medium", "puzzle", BOXES),
    text: "Which box is placed exactly in the middle of the stack?",
    options: ["Red", "Black", "Pink", "Green", "Blue"],
    correct: 0,
    explanation: `The middle of seven places is position 4, where the Red box is. ${BOX_SOLUTION}`,
    hi: {
      text: "ढेर के ठीक मध्य में कौन-सा डिब्बा रखा है?",
      options: ["लाल", "काला", "गुलाबी", "हरा", "नीला"],
      explanation: `सात स्थानों का मध्य स्थान 4 है, जहाँ लाल डिब्बा है। ${BOX_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p2-ra-14", R, "Puzzles", "medium", "puzzle", BOXES),
    text: "Which box is placed immediately below the Pink box?",
    options: ["Red", "Black", "Blue", "Green", "White"],
    correct: 0,
    explanation: `Pink is at 5, so the box at 4, Red, is immediately below it. (Blue is immediately above Pink.) ${BOX_SOLUTION}`,
    hi: {
      text: "गुलाबी डिब्बे के ठीक नीचे कौन-सा डिब्बा रखा है?",
      options: ["लाल", "काला", "नीला", "हरा", "सफ़ेद"],
      explanation: `गुलाबी स्थान 5 पर है, अतः स्थान 4 का लाल डिब्बा उसके ठीक नीचे है। (नीला, गुलाबी के ठीक ऊपर है।) ${BOX_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p2-ra-15", R, "Puzzles", "hard", "puzzle", BOXES),
    text: "If the Black box and the Blue box interchange their positions, which box will be immediately above the Black box?",
    options: ["Yellow", "Pink", "Red", "Blue", "Green"],
    correct: 0,
    explanation: `Black moves to Blue's place, 6, and the box at 7 above it is Yellow. ${BOX_SOLUTION}`,
    hi: {
      text: "यदि काला डिब्बा और नीला डिब्बा आपस में स्थान बदल लें, तो काले डिब्बे के ठीक ऊपर कौन-सा डिब्बा होगा?",
      options: ["पीला", "गुलाबी", "लाल", "नीला", "हरा"],
      explanation: `काला डिब्बा नीले के स्थान 6 पर चला जाता है, और उसके ऊपर स्थान 7 पर पीला डिब्बा है। ${BOX_SOLUTION_HI}`,
    },
  },
  // ── Syllogism (3) ──
  {
    ...meta("banking-p2-ra-16", R, "Syllogism", "easy"),
    text: "Statements: All bonds are shares. No share is a debenture.\nConclusions: I. No bond is a debenture. II. Some shares are bonds.\nWhich conclusion(s) follow?",
    options: CONCLUSIONS,
    correct: BOTH,
    explanation:
      "Every bond lies inside shares, and no share is a debenture, so no bond is a debenture: I follows. Since all bonds are shares and there are bonds, some shares are bonds: II follows. Both follow.",
    hi: {
      text: "कथन: सभी बॉन्ड शेयर हैं। कोई शेयर डिबेंचर नहीं है।\nनिष्कर्ष: I. कोई बॉन्ड डिबेंचर नहीं है। II. कुछ शेयर बॉन्ड हैं।\nकौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
      options: CONCLUSIONS_HI,
      explanation:
        "प्रत्येक बॉन्ड शेयर के भीतर है, और कोई शेयर डिबेंचर नहीं है, अतः कोई बॉन्ड डिबेंचर नहीं है: I अनुसरण करता है। सभी बॉन्ड शेयर हैं और बॉन्ड विद्यमान हैं, अतः कुछ शेयर बॉन्ड हैं: II अनुसरण करता है। दोनों अनुसरण करते हैं।",
    },
  },
  {
    ...meta("banking-p2-ra-17", R, "Syllogism", "medium"),
    text: "Statements: Some loans are debts. Some debts are assets. No asset is a liability.\nConclusions: I. Some loans are not liabilities. II. Some debts are not liabilities.\nWhich conclusion(s) follow?",
    options: CONCLUSIONS,
    correct: ONLY_II,
    explanation:
      "The debts that are assets cannot be liabilities, so some debts are not liabilities: II follows. The loans need not overlap with the assets at all, so every loan could be a liability: I does not follow. Only II follows.",
    hi: {
      text: "कथन: कुछ ऋण कर्ज़ हैं। कुछ कर्ज़ परिसंपत्तियाँ हैं। कोई परिसंपत्ति देयता नहीं है।\nनिष्कर्ष: I. कुछ ऋण देयताएँ नहीं हैं। II. कुछ कर्ज़ देयताएँ नहीं हैं।\nकौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
      options: CONCLUSIONS_HI,
      explanation:
        "जो कर्ज़ परिसंपत्तियाँ हैं वे देयताएँ नहीं हो सकते, अतः कुछ कर्ज़ देयताएँ नहीं हैं: II अनुसरण करता है। ऋणों का परिसंपत्तियों से कोई संबंध होना आवश्यक नहीं, अतः सभी ऋण देयताएँ हो सकते हैं: I अनुसरण नहीं करता। केवल II अनुसरण करता है।",
    },
  },
  {
    ...meta("banking-p2-ra-18", R, "Syllogism", "hard"),
    text: "Statements: Only a few coins are tokens. No token is a stamp. All stamps are tickets.\nConclusions: I. Some coins being stamps is a possibility. II. Some tickets are not tokens.\nWhich conclusion(s) follow?",
    options: CONCLUSIONS,
    correct: BOTH,
    explanation:
      "'Only a few coins are tokens' means some coins are tokens and some are not. The coins that are not tokens may be stamps (no statement forbids it), so I follows as a possibility. Every stamp is a ticket and no stamp is a token, so those tickets that are stamps are not tokens: II follows. Both follow.",
    hi: {
      text: "कथन: केवल कुछ सिक्के टोकन हैं। कोई टोकन स्टाम्प नहीं है। सभी स्टाम्प टिकट हैं।\nनिष्कर्ष: I. कुछ सिक्कों के स्टाम्प होने की संभावना है। II. कुछ टिकट टोकन नहीं हैं।\nकौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
      options: CONCLUSIONS_HI,
      explanation:
        "'केवल कुछ सिक्के टोकन हैं' का अर्थ है कुछ सिक्के टोकन हैं और कुछ नहीं। जो सिक्के टोकन नहीं हैं वे स्टाम्प हो सकते हैं (कोई कथन इसे रोकता नहीं), अतः I संभावना के रूप में अनुसरण करता है। प्रत्येक स्टाम्प टिकट है और कोई स्टाम्प टोकन नहीं है, अतः जो टिकट स्टाम्प हैं वे टोकन नहीं हैं: II अनुसरण करता है। दोनों अनुसरण करते हैं।",
    },
  },
  // ── Inequality (4) ──
  {
    ...meta("banking-p2-ra-19", R, "Inequalities", "easy"),
    text: "Statements: J > K ≥ L, L = M, M < N\nConclusions: I. J > M II. N > K\nWhich conclusion(s) follow?",
    options: CONCLUSIONS,
    correct: ONLY_I,
    explanation:
      "J > K ≥ L = M gives J > M: I follows. K ≥ L = M < N has the signs pointing opposite ways at M, so N and K cannot be compared: II does not follow. Only I follows.",
    hi: {
      text: "कथन: J > K ≥ L, L = M, M < N\nनिष्कर्ष: I. J > M II. N > K\nकौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
      options: CONCLUSIONS_HI,
      explanation:
        "J > K ≥ L = M से J > M मिलता है: I अनुसरण करता है। K ≥ L = M < N में M पर चिह्न विपरीत दिशाओं में हैं, अतः N और K की तुलना नहीं हो सकती: II अनुसरण नहीं करता। केवल I अनुसरण करता है।",
    },
  },
  {
    ...meta("banking-p2-ra-20", R, "Inequalities", "medium"),
    text: "Statements: S ≥ T = U, U > V, W ≥ S\nConclusions: I. W > V II. T ≤ W\nWhich conclusion(s) follow?",
    options: CONCLUSIONS,
    correct: BOTH,
    explanation:
      "Joining the statements: W ≥ S ≥ T = U > V. Then W > V (I follows) and T ≤ W (II follows). Both follow.",
    hi: {
      text: "कथन: S ≥ T = U, U > V, W ≥ S\nनिष्कर्ष: I. W > V II. T ≤ W\nकौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
      options: CONCLUSIONS_HI,
      explanation:
        "कथनों को जोड़ने पर: W ≥ S ≥ T = U > V। तब W > V (I अनुसरण करता है) और T ≤ W (II अनुसरण करता है)। दोनों अनुसरण करते हैं।",
    },
  },
  {
    ...meta("banking-p2-ra-21", R, "Inequalities", "medium"),
    text: "Statements: X ≤ Y = Z, Z ≥ W, W > V\nConclusions: I. Z > X II. Z = X\nWhich conclusion(s) follow?",
    options: CONCLUSIONS,
    correct: EITHER,
    explanation:
      "X ≤ Y = Z gives only Z ≥ X. Neither Z > X nor Z = X is certain alone, but one of the two must be true, and they are about the same pair. So either I or II follows.",
    hi: {
      text: "कथन: X ≤ Y = Z, Z ≥ W, W > V\nनिष्कर्ष: I. Z > X II. Z = X\nकौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
      options: CONCLUSIONS_HI,
      explanation:
        "X ≤ Y = Z से केवल Z ≥ X मिलता है। Z > X या Z = X में से कोई भी अकेले निश्चित नहीं, किंतु दोनों में से एक अवश्य सत्य है, और दोनों एक ही युग्म के बारे में हैं। अतः या तो I या II अनुसरण करता है।",
    },
  },
  {
    ...meta("banking-p2-ra-22", R, "Inequalities", "hard"),
    text: `In the following question, ${CODED_INEQUALITY}\nStatements: R # S, S % T, T @ U, U ★ V\nConclusions: I. R % T II. V % S\nWhich conclusion(s) follow?`,
    options: CONCLUSIONS,
    correct: ONLY_I,
    explanation:
      "Decoded: R ≥ S, S > T, T ≤ U, U = V, that is R ≥ S > T ≤ U = V. I (R > T) follows from R ≥ S > T. II (V > S) does not: S and V meet only at T, where the signs point opposite ways. Only I follows.",
    hi: {
      text: `निम्नलिखित प्रश्न में, ${CODED_INEQUALITY_HI}\nकथन: R # S, S % T, T @ U, U ★ V\nनिष्कर्ष: I. R % T II. V % S\nकौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?`,
      options: CONCLUSIONS_HI,
      explanation:
        "कूट खोलने पर: R ≥ S, S > T, T ≤ U, U = V, अर्थात् R ≥ S > T ≤ U = V। I (R > T), R ≥ S > T से अनुसरण करता है। II (V > S) नहीं: S और V केवल T पर मिलते हैं, जहाँ चिह्न विपरीत दिशाओं में हैं। केवल I अनुसरण करता है।",
    },
  },
  // ── Coding-decoding (2) ──
  {
    ...meta("banking-p2-ra-23", R, "Coding-Decoding", "medium"),
    text: "In a certain code language, BRANCH is written as CQBMDG. How will LEDGER be written in that code language?",
    options: ["MDEFFQ", "MFEHFS", "KDCFDQ", "MDEFFS", "NDFFGQ"],
    correct: 0,
    explanation:
      "Letters in odd places move one step forward and letters in even places one step back: B+1 = C, R−1 = Q, A+1 = B, N−1 = M, C+1 = D, H−1 = G. LEDGER: L+1 = M, E−1 = D, D+1 = E, G−1 = F, E+1 = F, R−1 = Q: MDEFFQ.",
    hi: {
      text: "एक निश्चित कूट भाषा में BRANCH को CQBMDG लिखा जाता है। उसी कूट भाषा में LEDGER को कैसे लिखा जाएगा?",
      options: ["MDEFFQ", "MFEHFS", "KDCFDQ", "MDEFFS", "NDFFGQ"],
      explanation:
        "विषम स्थानों के अक्षर एक स्थान आगे और सम स्थानों के अक्षर एक स्थान पीछे जाते हैं: B+1 = C, R−1 = Q, A+1 = B, N−1 = M, C+1 = D, H−1 = G। LEDGER: L+1 = M, E−1 = D, D+1 = E, G−1 = F, E+1 = F, R−1 = Q: MDEFFQ।",
    },
  },
  {
    ...meta("banking-p2-ra-24", R, "Coding-Decoding", "hard"),
    text: "In a certain code language, 'loan for new home' is written as 'zi ko pa mu', 'home loan approved fast' is written as 'ko ru mu ta', 'new branch approved' is written as 'pa ru xe' and 'fast branch service' is written as 'ta xe lo'. What is the code for 'for'?",
    options: ["zi", "ko", "pa", "mu", "lo"],
    correct: 0,
    explanation:
      "'new' is in the first and third sentences: their only common code is 'pa'. 'loan' and 'home' are in the first and second: they share 'ko' and 'mu' (which is which cannot be told). That leaves 'zi' in the first sentence for 'for'. ('lo' is 'service', found only in the fourth sentence.)",
    hi: {
      text: "एक निश्चित कूट भाषा में 'loan for new home' को 'zi ko pa mu', 'home loan approved fast' को 'ko ru mu ta', 'new branch approved' को 'pa ru xe' और 'fast branch service' को 'ta xe lo' लिखा जाता है। 'for' का कूट क्या है?",
      options: ["zi", "ko", "pa", "mu", "lo"],
      explanation:
        "'new' पहले और तीसरे वाक्य में है: उनका एकमात्र उभयनिष्ठ कूट 'pa' है। 'loan' और 'home' पहले और दूसरे वाक्य में हैं: उनमें 'ko' और 'mu' उभयनिष्ठ हैं (कौन-सा किसका है, यह नहीं बताया जा सकता)। पहले वाक्य में 'for' के लिए 'zi' बचता है। ('lo', 'service' है, जो केवल चौथे वाक्य में है।)",
    },
  },
  // ── Blood relations (2) ──
  {
    ...meta("banking-p2-ra-25", R, "Blood Relations", "medium"),
    text: "J is the father of K. K is the only sister of L. M is the wife of L, and N is M's son. How is J related to N?",
    options: ["Grandfather", "Father", "Uncle", "Father-in-law", "Great-grandfather"],
    correct: 0,
    explanation:
      "L has a wife, so L is male; K is L's sister, so L is also J's child: J is L's father. N is the son of M and her husband L, so J is N's grandfather (father's father). 'Father-in-law' is J's relation to M, not to N.",
    hi: {
      text: "J, K का पिता है। K, L की इकलौती बहन है। M, L की पत्नी है, और N, M का पुत्र है। J का N से क्या संबंध है?",
      options: ["दादा", "पिता", "चाचा", "ससुर", "परदादा"],
      explanation:
        "L की पत्नी है, अतः L पुरुष है; K, L की बहन है, अतः L भी J की संतान है: J, L का पिता है। N, M और उसके पति L का पुत्र है, अतः J, N का दादा है। 'ससुर' J का M से संबंध है, N से नहीं।",
    },
  },
  {
    ...meta("banking-p2-ra-26", R, "Blood Relations", "hard"),
    text: "Lata has only two children, Gaurav and Rupa. Lata's husband Harish is the only son of Dinesh. Rupa is married to Kamal, and Meenu is their daughter. How is Dinesh related to Meenu?",
    options: [
      "Great-grandfather (mother's father's father)",
      "Grandfather (mother's father)",
      "Grandfather (father's father)",
      "Great-grandfather (father's father's father)",
      "Maternal uncle",
    ],
    correct: 0,
    explanation:
      "Rupa is a child of Lata and her husband Harish, so Harish is Rupa's father. Meenu is Rupa's daughter, so Harish is Meenu's mother's father. Dinesh is Harish's father, so Dinesh is Meenu's mother's father's father: her great-grandfather on her mother's side. 'Grandfather (mother's father)' is Harish; 'Maternal uncle' is Gaurav; the father's-side options are wrong because Meenu's link to Dinesh runs through her mother Rupa.",
    hi: {
      text: "लता की केवल दो संतानें हैं, गौरव और रूपा। लता के पति हरीश, दिनेश के इकलौते पुत्र हैं। रूपा का विवाह कमल से हुआ है, और मीनू उनकी पुत्री है। दिनेश का मीनू से क्या संबंध है?",
      options: [
        "परनाना (माँ के पिता के पिता)",
        "नाना (माँ के पिता)",
        "दादा (पिता के पिता)",
        "परदादा (पिता के पिता के पिता)",
        "मामा",
      ],
      explanation:
        "रूपा, लता और उसके पति हरीश की संतान है, अतः हरीश रूपा के पिता हैं। मीनू, रूपा की पुत्री है, अतः हरीश मीनू के नाना हैं। दिनेश, हरीश के पिता हैं, अतः दिनेश मीनू के परनाना (माँ के पिता के पिता) हैं। 'नाना' हरीश हैं; 'मामा' गौरव है; पिता की ओर के विकल्प गलत हैं, क्योंकि मीनू का दिनेश से संबंध उसकी माँ रूपा के माध्यम से है।",
    },
  },
  // ── Direction sense (2) ──
  {
    ...meta("banking-p2-ra-27", R, "Direction Sense", "easy"),
    text: "Sonal is facing south. She turns 90° clockwise, then turns 180°, and then turns 45° anticlockwise. In which direction is she facing now?",
    options: ["North-east", "North-west", "South-east", "East", "South-west"],
    correct: 0,
    explanation:
      "South turned 90° clockwise is west; a further 180° gives east; 45° anticlockwise from east is north-east.",
    hi: {
      text: "सोनल दक्षिण की ओर मुख करके खड़ी है। वह 90° दक्षिणावर्त मुड़ती है, फिर 180° मुड़ती है, और फिर 45° वामावर्त मुड़ती है। अब उसका मुख किस दिशा में है?",
      options: ["उत्तर-पूर्व", "उत्तर-पश्चिम", "दक्षिण-पूर्व", "पूर्व", "दक्षिण-पश्चिम"],
      explanation: "दक्षिण से 90° दक्षिणावर्त मुड़ने पर पश्चिम; और 180° मुड़ने पर पूर्व; पूर्व से 45° वामावर्त उत्तर-पूर्व है।",
    },
  },
  {
    ...meta("banking-p2-ra-28", R, "Direction Sense", "hard"),
    text: "Point A is 6 m to the north of point B. Point C is 8 m to the east of point A. Point D is 2 m to the south of point C. Point E is 5 m to the west of point D. What is the distance between E and B, and in which direction is E from B?",
    options: ["5 m, north-east", "5 m, north-west", "7 m, north-east", "4 m, north", "3 m, east"],
    correct: 0,
    explanation:
      "Take B at (0, 0): A (0, 6), C (8, 6), D (8, 4), E (3, 4). E is 3 m east and 4 m north of B, so the distance is $\\sqrt{3^2 + 4^2} = 5$ m, towards the north-east.",
    hi: {
      text: "बिंदु A, बिंदु B से 6 m उत्तर में है। बिंदु C, बिंदु A से 8 m पूर्व में है। बिंदु D, बिंदु C से 2 m दक्षिण में है। बिंदु E, बिंदु D से 5 m पश्चिम में है। E और B के बीच की दूरी क्या है, और E, B से किस दिशा में है?",
      options: ["5 m, उत्तर-पूर्व", "5 m, उत्तर-पश्चिम", "7 m, उत्तर-पूर्व", "4 m, उत्तर", "3 m, पूर्व"],
      explanation:
        "B को (0, 0) पर लीजिए: A (0, 6), C (8, 6), D (8, 4), E (3, 4)। E, B से 3 m पूर्व और 4 m उत्तर में है, अतः दूरी $\\sqrt{3^2 + 4^2} = 5$ m, उत्तर-पूर्व दिशा में।",
    },
  },
  // ── Order and ranking (2) ──
  {
    ...meta("banking-p2-ra-29", R, "Order & Ranking", "hard"),
    text: "Six friends scored different marks in a test. Ravi scored more than Sam but less than Tina. Uma scored less than Sam but more than Vikas. Wasim scored more than Tina. The second-highest scorer got 78 marks and the second-lowest got 52. Which of the following could be Sam's score?",
    options: ["65", "80", "50", "78", "52"],
    correct: 0,
    explanation:
      "The order from the top is Wasim, Tina, Ravi, Sam, Uma, Vikas. Tina (second) has 78 and Uma (second lowest) has 52. Sam is below Ravi, who is below Tina, and above Uma, so 52 < Sam < 78 (strictly, as all scores differ). Only 65 fits.",
    hi: {
      text: "छह मित्रों ने एक परीक्षा में अलग-अलग अंक प्राप्त किए। रवि ने सैम से अधिक किंतु टीना से कम अंक प्राप्त किए। उमा ने सैम से कम किंतु विकास से अधिक अंक प्राप्त किए। वसीम ने टीना से अधिक अंक प्राप्त किए। दूसरे सबसे अधिक अंक पाने वाले को 78 और दूसरे सबसे कम अंक पाने वाले को 52 अंक मिले। सैम के अंक निम्नलिखित में से क्या हो सकते हैं?",
      options: ["65", "80", "50", "78", "52"],
      explanation:
        "ऊपर से क्रम: वसीम, टीना, रवि, सैम, उमा, विकास। टीना (दूसरी) के 78 और उमा (नीचे से दूसरी) के 52 अंक हैं। सैम, रवि से नीचे है जो टीना से नीचे है, और उमा से ऊपर है, अतः 52 < सैम < 78 (सभी अंक अलग हैं)। केवल 65 उपयुक्त है।",
    },
  },
  {
    ...meta("banking-p2-ra-30", R, "Order & Ranking", "medium"),
    text: "In a queue at a bank counter, Ajay is 12th from the front and Binod is 17th from the back. Ajay is ahead of Binod and exactly six persons stand between them. How many persons are in the queue?",
    options: ["35", "34", "36", "29", "23"],
    correct: 0,
    explanation:
      "Binod is 12 + 6 + 1 = 19th from the front. He is also 17th from the back, so the queue has 19 + 17 − 1 = 35 persons.",
    hi: {
      text: "एक बैंक काउंटर पर लगी कतार में अजय आगे से 12वें और बिनोद पीछे से 17वें स्थान पर है। अजय, बिनोद से आगे है और उनके बीच ठीक छह व्यक्ति खड़े हैं। कतार में कितने व्यक्ति हैं?",
      options: ["35", "34", "36", "29", "23"],
      explanation:
        "बिनोद आगे से 12 + 6 + 1 = 19वें स्थान पर है। वह पीछे से 17वें स्थान पर भी है, अतः कतार में 19 + 17 − 1 = 35 व्यक्ति हैं।",
    },
  },
]);
