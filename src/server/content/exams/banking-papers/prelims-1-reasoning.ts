import type { ContentQuestion, ContentStimulus } from "~/server/content/types";
import { BOTH, CONCLUSIONS, CONCLUSIONS_HI, meta, ONLY_I, ONLY_II, spreadKeys } from "./common";

/** IBPS PO prelims paper 1 (easy), Reasoning Ability: the questions written for it. */

const R = "Reasoning" as const;
const FLOORS = "banking-p1-pz-1";
const ROW = "banking-p1-pz-2";

export const paper1ReasoningStimuli: ContentStimulus[] = [
  {
    key: FLOORS,
    kind: "passage",
    title: "Six persons on six floors",
    body: `Six persons P, Q, R, S, T and U live on the six floors of a building, one on each floor. The lowest floor is numbered 1 and the top floor 6. Each of them is from a different city among Delhi, Pune, Agra, Surat, Kochi and Patna.

P lives on an odd-numbered floor, but not on the lowest floor. S lives three floors above P. Q, who is from Agra, lives immediately below S. U lives immediately above the person from Delhi. The person from Surat also lives immediately above the person from Delhi. The person from Kochi lives on an even-numbered floor below P. The person from Patna lives on the top floor. T is not from Pune.`,
    hi: {
      title: "छह मंज़िलों पर छह व्यक्ति",
      body: `छह व्यक्ति P, Q, R, S, T और U एक इमारत की छह मंज़िलों पर रहते हैं, प्रत्येक मंज़िल पर एक। सबसे नीचे की मंज़िल की संख्या 1 और सबसे ऊपर की मंज़िल की संख्या 6 है। उनमें से प्रत्येक दिल्ली, पुणे, आगरा, सूरत, कोच्चि और पटना में से एक अलग शहर से है।

P एक विषम संख्या वाली मंज़िल पर रहता है, किंतु सबसे नीचे की मंज़िल पर नहीं। S, P से तीन मंज़िल ऊपर रहता है। Q, जो आगरा से है, S के ठीक नीचे रहता है। U दिल्ली वाले व्यक्ति के ठीक ऊपर रहता है। सूरत वाला व्यक्ति भी दिल्ली वाले व्यक्ति के ठीक ऊपर रहता है। कोच्चि वाला व्यक्ति P से नीचे एक सम संख्या वाली मंज़िल पर रहता है। पटना वाला व्यक्ति सबसे ऊपर की मंज़िल पर रहता है। T पुणे से नहीं है।`,
    },
  },
  {
    key: ROW,
    kind: "passage",
    title: "Seven friends in a row",
    body: `Seven friends K, L, M, N, V, W and X sit in a straight row, all facing north.

M sits exactly in the middle of the row. Only one person sits between K and M, and K sits to the left of M. N sits immediately to the left of K. V sits at one of the ends of the row. W sits second to the right of X. L is not an immediate neighbour of M.`,
    hi: {
      title: "एक पंक्ति में सात मित्र",
      body: `सात मित्र K, L, M, N, V, W और X एक सीधी पंक्ति में उत्तर की ओर मुख करके बैठे हैं।

M पंक्ति के ठीक मध्य में बैठा है। K और M के बीच केवल एक व्यक्ति बैठा है, और K, M के बाईं ओर बैठा है। N, K के ठीक बाईं ओर बैठा है। V पंक्ति के किसी एक छोर पर बैठा है। W, X के दाईं ओर दूसरे स्थान पर बैठा है। L, M का निकटतम पड़ोसी नहीं है।`,
    },
  },
];

const FLOOR_SOLUTION =
  "Working: S is three floors above P and P is on floor 3 or 5, so P = 3 and S = 6 (P = 5 would put S above floor 6). Q (Agra) is on 5. The Patna person is on the top floor, so S is from Patna. U and the Surat person are both immediately above the Delhi person, so U is from Surat. The Kochi person is on an even floor below 3, that is floor 2. Floor 2 is Kochi, so the Delhi person is not on 2; Delhi on 1 would put U (Surat) on 2, which is Kochi's, and Delhi on 4 would put U on 5, which is Q's. Hence P (3) is from Delhi, U (4) from Surat. R and T share floors 1 and 2; T is not from Pune, so T is on 2 (Kochi) and R on 1 (Pune). Final: 1 R Pune, 2 T Kochi, 3 P Delhi, 4 U Surat, 5 Q Agra, 6 S Patna.";
const FLOOR_SOLUTION_HI =
  "हल: S, P से तीन मंज़िल ऊपर है और P मंज़िल 3 या 5 पर है, अतः P = 3 और S = 6 (P = 5 होने पर S मंज़िल 6 से ऊपर होता)। Q (आगरा) मंज़िल 5 पर है। पटना वाला सबसे ऊपर है, अतः S पटना से है। U और सूरत वाला दोनों दिल्ली वाले के ठीक ऊपर हैं, अतः U सूरत से है। कोच्चि वाला 3 से नीचे सम मंज़िल, अर्थात् मंज़िल 2 पर है। दिल्ली वाला मंज़िल 2 (कोच्चि) पर नहीं हो सकता; मंज़िल 1 पर होने से U (सूरत) मंज़िल 2 पर होता, जो कोच्चि की है; मंज़िल 4 पर होने से U मंज़िल 5 पर होता, जो Q की है। अतः दिल्ली वाला मंज़िल 3 (P) पर और U मंज़िल 4 पर है। R और T मंज़िल 1 और 2 पर हैं; T पुणे से नहीं है, अतः T मंज़िल 2 (कोच्चि) पर और R मंज़िल 1 (पुणे) पर है। अंतिम: 1 R पुणे, 2 T कोच्चि, 3 P दिल्ली, 4 U सूरत, 5 Q आगरा, 6 S पटना।";

const ROW_SOLUTION =
  "Working: M is 4th from the left (the middle of seven). K is two places to the left of M, so K is 2nd and N, immediately left of K, is 1st. V is at an end, so V is 7th. X and W (W two to the right of X) must take two of the places 3, 5 and 6: X = 3 and W = 5. L takes the last place, 6, which is not next to M. Final, left to right: N, K, X, M, W, L, V.";
const ROW_SOLUTION_HI =
  "हल: M बाएँ से चौथे स्थान पर है (सात का मध्य)। K, M से दो स्थान बाईं ओर है, अतः K दूसरे और N (K के ठीक बाएँ) पहले स्थान पर है। V किसी छोर पर है, अतः V सातवें स्थान पर है। X और W (W, X से दो स्थान दाएँ) को 3, 5 और 6 में से दो स्थान लेने हैं: X = 3 और W = 5। L अंतिम बचा स्थान 6 लेता है, जो M के पास नहीं है। अंतिम क्रम, बाएँ से दाएँ: N, K, X, M, W, L, V।";

export const paper1ReasoningQuestions: ContentQuestion[] = spreadKeys([
  // ── Floor puzzle (5) ──
  {
    ...meta("banking-p1-ra-01", R, "Puzzles", "easy", "puzzle", FLOORS),
    text: "Who lives on the top floor?",
    options: ["S", "Q", "U", "T", "R"],
    correct: 0,
    explanation: `S lives on floor 6. ${FLOOR_SOLUTION}`,
    hi: {
      text: "सबसे ऊपर की मंज़िल पर कौन रहता है?",
      options: ["S", "Q", "U", "T", "R"],
      explanation: `S मंज़िल 6 पर रहता है। ${FLOOR_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p1-ra-02", R, "Puzzles", "medium", "puzzle", FLOORS),
    text: "Which city is R from?",
    options: ["Pune", "Kochi", "Delhi", "Surat", "Patna"],
    correct: 0,
    explanation: `R lives on floor 1 and is from Pune. ${FLOOR_SOLUTION}`,
    hi: {
      text: "R किस शहर से है?",
      options: ["पुणे", "कोच्चि", "दिल्ली", "सूरत", "पटना"],
      explanation: `R मंज़िल 1 पर रहता है और पुणे से है। ${FLOOR_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p1-ra-03", R, "Puzzles", "medium", "puzzle", FLOORS),
    text: "How many persons live between T and Q?",
    options: ["Two", "One", "Three", "None", "Four"],
    correct: 0,
    explanation: `T is on floor 2 and Q on floor 5, so P (3) and U (4) live between them: two persons. ${FLOOR_SOLUTION}`,
    hi: {
      text: "T और Q के बीच कितने व्यक्ति रहते हैं?",
      options: ["दो", "एक", "तीन", "कोई नहीं", "चार"],
      explanation: `T मंज़िल 2 पर और Q मंज़िल 5 पर है, अतः उनके बीच P (3) और U (4), यानी दो व्यक्ति रहते हैं। ${FLOOR_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p1-ra-04", R, "Puzzles", "medium", "puzzle", FLOORS),
    text: "Who lives immediately above the person from Kochi?",
    options: ["P", "R", "U", "Q", "S"],
    correct: 0,
    explanation: `The person from Kochi is T on floor 2; floor 3 is P's. ${FLOOR_SOLUTION}`,
    hi: {
      text: "कोच्चि वाले व्यक्ति के ठीक ऊपर कौन रहता है?",
      options: ["P", "R", "U", "Q", "S"],
      explanation: `कोच्चि वाला व्यक्ति T है, जो मंज़िल 2 पर है; मंज़िल 3 पर P रहता है। ${FLOOR_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p1-ra-05", R, "Puzzles", "hard", "puzzle", FLOORS),
    text: "Which of the following combinations of person, floor and city is correct?",
    options: ["U – 4 – Surat", "P – 3 – Pune", "T – 2 – Delhi", "Q – 4 – Agra", "R – 1 – Kochi"],
    correct: 0,
    explanation: `U lives on floor 4 and is from Surat. P is from Delhi (not Pune), T from Kochi (not Delhi), Q lives on 5 (not 4), and R is from Pune (not Kochi). ${FLOOR_SOLUTION}`,
    hi: {
      text: "व्यक्ति, मंज़िल और शहर का निम्नलिखित में से कौन-सा संयोजन सही है?",
      options: ["U – 4 – सूरत", "P – 3 – पुणे", "T – 2 – दिल्ली", "Q – 4 – आगरा", "R – 1 – कोच्चि"],
      explanation: `U मंज़िल 4 पर रहता है और सूरत से है। P दिल्ली से है (पुणे नहीं), T कोच्चि से (दिल्ली नहीं), Q मंज़िल 5 पर है (4 नहीं), और R पुणे से है (कोच्चि नहीं)। ${FLOOR_SOLUTION_HI}`,
    },
  },
  // ── Linear seating (5) ──
  {
    ...meta("banking-p1-ra-06", R, "Seating Arrangement", "easy", "puzzle", ROW),
    text: "Who sits at the extreme left end of the row?",
    options: ["N", "K", "V", "X", "L"],
    correct: 0,
    explanation: `N sits 1st from the left. ${ROW_SOLUTION}`,
    hi: {
      text: "पंक्ति के बाएँ छोर पर कौन बैठा है?",
      options: ["N", "K", "V", "X", "L"],
      explanation: `N बाएँ से पहले स्थान पर है। ${ROW_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p1-ra-07", R, "Seating Arrangement", "easy", "puzzle", ROW),
    text: "Who sits second to the right of M?",
    options: ["L", "W", "V", "X", "K"],
    correct: 0,
    explanation: `M is 4th, so second to its right is the 6th place, L. (W is immediately right of M.) ${ROW_SOLUTION}`,
    hi: {
      text: "M के दाईं ओर दूसरे स्थान पर कौन बैठा है?",
      options: ["L", "W", "V", "X", "K"],
      explanation: `M चौथे स्थान पर है, अतः उसके दाईं ओर दूसरा स्थान 6 है, जहाँ L बैठा है। (W, M के ठीक दाएँ है।) ${ROW_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p1-ra-08", R, "Seating Arrangement", "medium", "puzzle", ROW),
    text: "How many persons sit between N and W?",
    options: ["Three", "Two", "Four", "One", "Five"],
    correct: 0,
    explanation: `N is 1st and W is 5th, so K, X and M (three persons) sit between them. ${ROW_SOLUTION}`,
    hi: {
      text: "N और W के बीच कितने व्यक्ति बैठे हैं?",
      options: ["तीन", "दो", "चार", "एक", "पाँच"],
      explanation: `N पहले और W पाँचवें स्थान पर है, अतः उनके बीच K, X और M (तीन व्यक्ति) बैठे हैं। ${ROW_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p1-ra-09", R, "Seating Arrangement", "hard", "puzzle", ROW),
    text: "If the seven friends are rearranged in alphabetical order from left to right, how many of them will keep their original places?",
    options: ["None", "One", "Two", "Three", "Four"],
    correct: 0,
    explanation: `Original order: N, K, X, M, W, L, V. Alphabetical order: K, L, M, N, V, W, X. Comparing place by place (N/K, K/L, X/M, M/N, W/V, L/W, V/X), no place holds the same person, so none keeps its place. ${ROW_SOLUTION}`,
    hi: {
      text: "यदि सातों मित्रों को बाएँ से दाएँ वर्णानुक्रम में पुनः बैठाया जाए, तो उनमें से कितने अपने मूल स्थान पर बने रहेंगे?",
      options: ["कोई नहीं", "एक", "दो", "तीन", "चार"],
      explanation: `मूल क्रम: N, K, X, M, W, L, V। वर्णानुक्रम: K, L, M, N, V, W, X। स्थान-दर-स्थान तुलना (N/K, K/L, X/M, M/N, W/V, L/W, V/X) में किसी भी स्थान पर वही व्यक्ति नहीं है, अतः कोई भी अपने स्थान पर नहीं रहता। ${ROW_SOLUTION_HI}`,
    },
  },
  {
    ...meta("banking-p1-ra-10", R, "Seating Arrangement", "medium", "puzzle", ROW),
    text: "What is the position of X with respect to V?",
    options: [
      "Fourth to the left",
      "Third to the left",
      "Fourth to the right",
      "Second to the left",
      "Fifth to the left",
    ],
    correct: 0,
    explanation: `X is 3rd and V is 7th from the left; 7 − 3 = 4, so X is fourth to the left of V. ${ROW_SOLUTION}`,
    hi: {
      text: "V के सापेक्ष X का स्थान क्या है?",
      options: ["बाईं ओर चौथा", "बाईं ओर तीसरा", "दाईं ओर चौथा", "बाईं ओर दूसरा", "बाईं ओर पाँचवाँ"],
      explanation: `X बाएँ से तीसरे और V सातवें स्थान पर है; 7 − 3 = 4, अतः X, V के बाईं ओर चौथे स्थान पर है। ${ROW_SOLUTION_HI}`,
    },
  },
  // ── Syllogism (3) ──
  {
    ...meta("banking-p1-ra-11", R, "Syllogism", "easy"),
    text: "Statements: Some cards are coins. All coins are notes.\nConclusions: I. All cards are notes. II. Some notes are cards.\nWhich conclusion(s) follow?",
    options: CONCLUSIONS,
    correct: ONLY_II,
    explanation:
      "The cards that are coins are also notes, so some notes are cards: II follows. Nothing is said about the cards that are not coins, so they need not be notes: I does not follow. Only II follows.",
    hi: {
      text: "कथन: कुछ कार्ड सिक्के हैं। सभी सिक्के नोट हैं।\nनिष्कर्ष: I. सभी कार्ड नोट हैं। II. कुछ नोट कार्ड हैं।\nकौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
      options: CONCLUSIONS_HI,
      explanation:
        "जो कार्ड सिक्के हैं, वे नोट भी हैं, अतः कुछ नोट कार्ड हैं: II अनुसरण करता है। जो कार्ड सिक्के नहीं हैं, उनके बारे में कुछ नहीं कहा गया, अतः उनका नोट होना आवश्यक नहीं: I अनुसरण नहीं करता। केवल II अनुसरण करता है।",
    },
  },
  {
    ...meta("banking-p1-ra-12", R, "Syllogism", "medium"),
    text: "Statements: No cheque is a draft. Some drafts are receipts. All receipts are vouchers.\nConclusions: I. Some vouchers are drafts. II. No receipt is a cheque.\nWhich conclusion(s) follow?",
    options: CONCLUSIONS,
    correct: ONLY_I,
    explanation:
      "The drafts that are receipts are vouchers, so some vouchers are drafts: I follows. Only the receipts that are drafts are sure not to be cheques; other receipts may be cheques, so 'No receipt is a cheque' is not certain: II does not follow. Only I follows.",
    hi: {
      text: "कथन: कोई चेक ड्राफ़्ट नहीं है। कुछ ड्राफ़्ट रसीदें हैं। सभी रसीदें वाउचर हैं।\nनिष्कर्ष: I. कुछ वाउचर ड्राफ़्ट हैं। II. कोई रसीद चेक नहीं है।\nकौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
      options: CONCLUSIONS_HI,
      explanation:
        "जो ड्राफ़्ट रसीदें हैं, वे वाउचर हैं, अतः कुछ वाउचर ड्राफ़्ट हैं: I अनुसरण करता है। केवल वे रसीदें जो ड्राफ़्ट हैं, निश्चित रूप से चेक नहीं हैं; अन्य रसीदें चेक हो सकती हैं, अतः 'कोई रसीद चेक नहीं है' निश्चित नहीं: II अनुसरण नहीं करता। केवल I अनुसरण करता है।",
    },
  },
  {
    ...meta("banking-p1-ra-13", R, "Syllogism", "medium"),
    text: "Statements: Only a few branches are offices. All offices are buildings.\nConclusions: I. Some branches are not offices. II. All branches being buildings is a possibility.\nWhich conclusion(s) follow?",
    options: CONCLUSIONS,
    correct: BOTH,
    explanation:
      "'Only a few branches are offices' means some branches are offices and some are not, so I follows. The branches that are offices are buildings; the others may or may not be buildings, so all branches being buildings is possible: II follows. Both follow.",
    hi: {
      text: "कथन: केवल कुछ शाखाएँ कार्यालय हैं। सभी कार्यालय भवन हैं।\nनिष्कर्ष: I. कुछ शाखाएँ कार्यालय नहीं हैं। II. सभी शाखाओं के भवन होने की संभावना है।\nकौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
      options: CONCLUSIONS_HI,
      explanation:
        "'केवल कुछ शाखाएँ कार्यालय हैं' का अर्थ है कि कुछ शाखाएँ कार्यालय हैं और कुछ नहीं, अतः I अनुसरण करता है। जो शाखाएँ कार्यालय हैं वे भवन हैं; शेष भवन हो भी सकती हैं और नहीं भी, अतः सभी शाखाओं का भवन होना संभव है: II अनुसरण करता है। दोनों अनुसरण करते हैं।",
    },
  },
  // ── Inequality (3) ──
  {
    ...meta("banking-p1-ra-14", R, "Inequalities", "easy"),
    text: "Statement: M ≥ N > O = P ≤ Q\nConclusions: I. M > P II. Q ≥ O\nWhich conclusion(s) follow?",
    options: CONCLUSIONS,
    correct: BOTH,
    explanation:
      "M ≥ N > O = P gives M > P, so I follows. Q ≥ P = O gives Q ≥ O, so II follows. Both follow.",
    hi: {
      text: "कथन: M ≥ N > O = P ≤ Q\nनिष्कर्ष: I. M > P II. Q ≥ O\nकौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
      options: CONCLUSIONS_HI,
      explanation:
        "M ≥ N > O = P से M > P मिलता है, अतः I अनुसरण करता है। Q ≥ P = O से Q ≥ O मिलता है, अतः II अनुसरण करता है। दोनों अनुसरण करते हैं।",
    },
  },
  {
    ...meta("banking-p1-ra-15", R, "Inequalities", "easy"),
    text: "Statements: W < X ≤ Y, Y > Z, Z ≥ V\nConclusions: I. X < Z II. V < Y\nWhich conclusion(s) follow?",
    options: CONCLUSIONS,
    correct: ONLY_II,
    explanation:
      "X ≤ Y and Z < Y both point to Y, so X and Z cannot be compared: I does not follow. V ≤ Z < Y gives V < Y: II follows. Only II follows.",
    hi: {
      text: "कथन: W < X ≤ Y, Y > Z, Z ≥ V\nनिष्कर्ष: I. X < Z II. V < Y\nकौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
      options: CONCLUSIONS_HI,
      explanation:
        "X ≤ Y और Z < Y दोनों Y की ओर संकेत करते हैं, अतः X और Z की तुलना नहीं हो सकती: I अनुसरण नहीं करता। V ≤ Z < Y से V < Y मिलता है: II अनुसरण करता है। केवल II अनुसरण करता है।",
    },
  },
  {
    ...meta("banking-p1-ra-16", R, "Inequalities", "medium"),
    text: "Statements: F ≤ G < H, H ≥ J, J > K, K = L\nConclusions: I. H > L II. F < J\nWhich conclusion(s) follow?",
    options: CONCLUSIONS,
    correct: ONLY_I,
    explanation:
      "H ≥ J > K = L gives H > L, so I follows. F ≤ G < H and J ≤ H both point to H, so F and J cannot be compared: II does not follow. Only I follows.",
    hi: {
      text: "कथन: F ≤ G < H, H ≥ J, J > K, K = L\nनिष्कर्ष: I. H > L II. F < J\nकौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
      options: CONCLUSIONS_HI,
      explanation:
        "H ≥ J > K = L से H > L मिलता है, अतः I अनुसरण करता है। F ≤ G < H और J ≤ H दोनों H की ओर संकेत करते हैं, अतः F और J की तुलना नहीं हो सकती: II अनुसरण नहीं करता। केवल I अनुसरण करता है।",
    },
  },
  // ── Coding-decoding (4) ──
  {
    ...meta("banking-p1-ra-17", R, "Coding-Decoding", "medium"),
    text: "In a certain code language, LOAN is written as OBPM. How will CASH be written in that code language?",
    options: ["ITBD", "DBTI", "HSAC", "ITBC", "BZRG"],
    correct: 0,
    explanation:
      "The letters of LOAN are reversed (N, A, O, L) and each is moved one place forward (O, B, P, M). CASH reversed is H, S, A, C; one place forward gives I, T, B, D: ITBD. DBTI skips the reversal, HSAC skips the shift.",
    hi: {
      text: "एक निश्चित कूट भाषा में LOAN को OBPM लिखा जाता है। उसी कूट भाषा में CASH को कैसे लिखा जाएगा?",
      options: ["ITBD", "DBTI", "HSAC", "ITBC", "BZRG"],
      explanation:
        "LOAN के अक्षरों को उलटा गया है (N, A, O, L) और प्रत्येक को एक स्थान आगे बढ़ाया गया है (O, B, P, M)। CASH उलटने पर H, S, A, C; एक स्थान आगे: I, T, B, D, अर्थात् ITBD। DBTI में उलटना छूटा है, HSAC में आगे बढ़ाना।",
    },
  },
  {
    ...meta("banking-p1-ra-18", R, "Coding-Decoding", "easy"),
    text: "In a certain code language, 'save money daily' is written as 'pa ti lo', 'money grows fast' is written as 'ti ru ke' and 'daily wages fast' is written as 'lo ke zo'. What is the code for 'save'?",
    options: ["pa", "ti", "lo", "ke", "ru"],
    correct: 0,
    explanation:
      "'money' is in the first two sentences, whose only common code is 'ti'. 'daily' is in the first and third, whose only common code is 'lo'. The remaining code of the first sentence, 'pa', stands for 'save'.",
    hi: {
      text: "एक निश्चित कूट भाषा में 'save money daily' को 'pa ti lo', 'money grows fast' को 'ti ru ke' और 'daily wages fast' को 'lo ke zo' लिखा जाता है। 'save' का कूट क्या है?",
      options: ["pa", "ti", "lo", "ke", "ru"],
      explanation:
        "'money' पहले दो वाक्यों में है, जिनका एकमात्र उभयनिष्ठ कूट 'ti' है। 'daily' पहले और तीसरे वाक्य में है, जिनका एकमात्र उभयनिष्ठ कूट 'lo' है। पहले वाक्य का शेष कूट 'pa', 'save' के लिए है।",
    },
  },
  {
    ...meta("banking-p1-ra-19", R, "Coding-Decoding", "medium"),
    text: "In a certain code language, 'credit card limit' is written as 'fa no si', 'card limit raised' is written as 'no si bu' and 'limit raised today' is written as 'si bu ge'. What is the code for 'today'?",
    options: ["ge", "bu", "si", "no", "fa"],
    correct: 0,
    explanation:
      "'limit' is in all three sentences; the only code in all three is 'si'. 'raised' is in the second and third, which share 'si' and 'bu', so 'raised' = 'bu'. The third sentence 'limit raised today' = 'si bu ge' leaves 'ge' for 'today'.",
    hi: {
      text: "एक निश्चित कूट भाषा में 'credit card limit' को 'fa no si', 'card limit raised' को 'no si bu' और 'limit raised today' को 'si bu ge' लिखा जाता है। 'today' का कूट क्या है?",
      options: ["ge", "bu", "si", "no", "fa"],
      explanation:
        "'limit' तीनों वाक्यों में है; तीनों में उभयनिष्ठ एकमात्र कूट 'si' है। 'raised' दूसरे और तीसरे वाक्य में है, जिनमें 'si' और 'bu' उभयनिष्ठ हैं, अतः 'raised' = 'bu'। तीसरे वाक्य 'limit raised today' = 'si bu ge' में 'today' के लिए 'ge' बचता है।",
    },
  },
  {
    ...meta("banking-p1-ra-20", R, "Coding-Decoding", "easy"),
    text: "In a certain code, each letter is written as its position in the English alphabet, so DEPOSIT is written as 4-5-16-15-19-9-20. How will CREDIT be written in that code?",
    options: ["3-18-5-4-9-20", "3-17-5-4-9-20", "3-18-4-5-9-20", "3-18-5-4-9-19", "4-18-5-3-9-20"],
    correct: 0,
    explanation: "C = 3, R = 18, E = 5, D = 4, I = 9, T = 20, so CREDIT is 3-18-5-4-9-20.",
    hi: {
      text: "एक निश्चित कूट में प्रत्येक अक्षर को अंग्रेज़ी वर्णमाला में उसके स्थान से लिखा जाता है, इस प्रकार DEPOSIT को 4-5-16-15-19-9-20 लिखा जाता है। उसी कूट में CREDIT को कैसे लिखा जाएगा?",
      options: ["3-18-5-4-9-20", "3-17-5-4-9-20", "3-18-4-5-9-20", "3-18-5-4-9-19", "4-18-5-3-9-20"],
      explanation: "C = 3, R = 18, E = 5, D = 4, I = 9, T = 20, अतः CREDIT का कूट 3-18-5-4-9-20 है।",
    },
  },
  // ── Blood relations (2) ──
  {
    ...meta("banking-p1-ra-21", R, "Blood Relations", "easy"),
    text: "Kavita is the sister of Mohan. Mohan is the son of Ratan, and Sudha is Ratan's wife. How is Sudha related to Kavita?",
    options: ["Mother", "Aunt", "Sister", "Grandmother", "Sister-in-law"],
    correct: 0,
    explanation:
      "Kavita and Mohan are siblings, so Kavita is also a child of Ratan. Sudha, Ratan's wife, is therefore Kavita's mother.",
    hi: {
      text: "कविता, मोहन की बहन है। मोहन, रतन का पुत्र है, और सुधा रतन की पत्नी है। सुधा का कविता से क्या संबंध है?",
      options: ["माँ", "चाची", "बहन", "दादी", "भाभी"],
      explanation:
        "कविता और मोहन भाई-बहन हैं, अतः कविता भी रतन की संतान है। रतन की पत्नी सुधा इसलिए कविता की माँ है।",
    },
  },
  {
    ...meta("banking-p1-ra-22", R, "Blood Relations", "medium"),
    text: "Vinod is the husband of Rekha. Sunil, Rekha's only brother, has a daughter named Tanu. How is Vinod related to Tanu?",
    options: ["Uncle (father's sister's husband)", "Father", "Cousin", "Grandfather", "Brother-in-law"],
    correct: 0,
    explanation:
      "Rekha is the sister of Tanu's father Sunil, so Rekha is Tanu's aunt (father's sister). Vinod, Rekha's husband, is Tanu's uncle, her father's sister's husband. 'Brother-in-law' is Vinod's relation to Sunil, not to Tanu.",
    hi: {
      text: "विनोद, रेखा का पति है। रेखा के इकलौते भाई सुनील की एक बेटी तनु है। विनोद का तनु से क्या संबंध है?",
      options: ["फूफा (पिता की बहन का पति)", "पिता", "चचेरा भाई", "दादा", "जीजा"],
      explanation:
        "रेखा, तनु के पिता सुनील की बहन है, अतः रेखा तनु की बुआ है। रेखा का पति विनोद तनु का फूफा है। 'जीजा' विनोद का सुनील से संबंध है, तनु से नहीं।",
    },
  },
  // ── Direction sense (2) ──
  {
    ...meta("banking-p1-ra-23", R, "Direction Sense", "easy"),
    text: "Point B is 8 m to the east of point A. Point C is 6 m to the south of point B. Point D is 8 m to the west of point C. In which direction is point D from point A?",
    options: ["South", "North", "South-west", "South-east", "West"],
    correct: 0,
    explanation:
      "Take A at (0, 0). B is at (8, 0), C at (8, −6) and D at (0, −6). D is straight below A, 6 m away: D is to the south of A.",
    hi: {
      text: "बिंदु B, बिंदु A से 8 m पूर्व में है। बिंदु C, बिंदु B से 6 m दक्षिण में है। बिंदु D, बिंदु C से 8 m पश्चिम में है। बिंदु D, बिंदु A से किस दिशा में है?",
      options: ["दक्षिण", "उत्तर", "दक्षिण-पश्चिम", "दक्षिण-पूर्व", "पश्चिम"],
      explanation:
        "A को (0, 0) पर लीजिए। B (8, 0), C (8, −6) और D (0, −6) पर है। D, A के ठीक नीचे 6 m पर है: D, A के दक्षिण में है।",
    },
  },
  {
    ...meta("banking-p1-ra-24", R, "Direction Sense", "medium"),
    text: "A bank's ATM is 12 m to the north of its branch. The branch is 12 m to the west of a post office. A tea stall is 4 m to the south of the post office. What is the shortest distance between the ATM and the tea stall, and in which direction is the tea stall from the ATM?",
    options: [
      "20 m, south-east",
      "20 m, south-west",
      "16 m, south-east",
      "28 m, south-east",
      "20 m, north-east",
    ],
    correct: 0,
    explanation:
      "Take the branch at (0, 0): the ATM is at (0, 12), the post office at (12, 0) and the tea stall at (12, −4). From the ATM the stall is 12 m east and 16 m south: distance $\\sqrt{12^2 + 16^2} = 20$ m, towards the south-east.",
    hi: {
      text: "एक बैंक का ATM उसकी शाखा से 12 m उत्तर में है। शाखा एक डाकघर से 12 m पश्चिम में है। एक चाय की दुकान डाकघर से 4 m दक्षिण में है। ATM और चाय की दुकान के बीच न्यूनतम दूरी कितनी है, और चाय की दुकान ATM से किस दिशा में है?",
      options: [
        "20 m, दक्षिण-पूर्व",
        "20 m, दक्षिण-पश्चिम",
        "16 m, दक्षिण-पूर्व",
        "28 m, दक्षिण-पूर्व",
        "20 m, उत्तर-पूर्व",
      ],
      explanation:
        "शाखा को (0, 0) पर लीजिए: ATM (0, 12) पर, डाकघर (12, 0) पर और चाय की दुकान (12, −4) पर है। ATM से दुकान 12 m पूर्व और 16 m दक्षिण है: दूरी $\\sqrt{12^2 + 16^2} = 20$ m, दक्षिण-पूर्व दिशा में।",
    },
  },
  // ── Order and ranking (3) ──
  {
    ...meta("banking-p1-ra-25", R, "Order & Ranking", "easy"),
    text: "Five customers P, Q, R, S and T deposited different amounts. P deposited more than Q but less than R. S deposited more than R. T deposited the least. Who deposited the second highest amount?",
    options: ["R", "P", "S", "Q", "T"],
    correct: 0,
    explanation:
      "From the clues: S > R > P > Q, and T is the lowest. So the order is S, R, P, Q, T, and R is second highest.",
    hi: {
      text: "पाँच ग्राहकों P, Q, R, S और T ने अलग-अलग राशियाँ जमा कीं। P ने Q से अधिक किंतु R से कम जमा किया। S ने R से अधिक जमा किया। T ने सबसे कम जमा किया। दूसरी सबसे अधिक राशि किसने जमा की?",
      options: ["R", "P", "S", "Q", "T"],
      explanation: "संकेतों से: S > R > P > Q, और T सबसे कम है। अतः क्रम S, R, P, Q, T है, और R दूसरे स्थान पर है।",
    },
  },
  {
    ...meta("banking-p1-ra-26", R, "Order & Ranking", "medium"),
    text: "In a class, Nisha's rank is 9th from the top and 22nd from the bottom. Ritu is 5 ranks below Nisha. What is Ritu's rank from the bottom?",
    options: ["17th", "16th", "18th", "27th", "14th"],
    correct: 0,
    explanation:
      "Number of students = 9 + 22 − 1 = 30. Ritu is 9 + 5 = 14th from the top, so from the bottom she is 30 − 14 + 1 = 17th.",
    hi: {
      text: "एक कक्षा में निशा का रैंक ऊपर से 9वाँ और नीचे से 22वाँ है। रितु, निशा से 5 रैंक नीचे है। नीचे से रितु का रैंक क्या है?",
      options: ["17वाँ", "16वाँ", "18वाँ", "27वाँ", "14वाँ"],
      explanation:
        "विद्यार्थियों की संख्या = 9 + 22 − 1 = 30। रितु ऊपर से 9 + 5 = 14वें स्थान पर है, अतः नीचे से 30 − 14 + 1 = 17वें स्थान पर है।",
    },
  },
  {
    ...meta("banking-p1-ra-27", R, "Order & Ranking", "medium"),
    text: "Six parcels J, K, L, M, N and O have different weights. K is heavier than only L. M is heavier than J but lighter than O. N is the heaviest. Which parcel is the third lightest?",
    options: ["J", "M", "K", "O", "L"],
    correct: 0,
    explanation:
      "K heavier than only one parcel means L is the lightest and K the second lightest. N is the heaviest. J, M and O fill the 2nd to 4th heaviest places with O > M > J. Order from heaviest: N, O, M, J, K, L; the third lightest is J.",
    hi: {
      text: "छह पार्सलों J, K, L, M, N और O के भार अलग-अलग हैं। K केवल L से भारी है। M, J से भारी किंतु O से हल्का है। N सबसे भारी है। तीसरा सबसे हल्का पार्सल कौन-सा है?",
      options: ["J", "M", "K", "O", "L"],
      explanation:
        "K केवल एक पार्सल से भारी है, अतः L सबसे हल्का और K दूसरा सबसे हल्का है। N सबसे भारी है। J, M और O भारी से दूसरे से चौथे स्थान पर O > M > J के क्रम में हैं। भारी से क्रम: N, O, M, J, K, L; तीसरा सबसे हल्का J है।",
    },
  },
]);
