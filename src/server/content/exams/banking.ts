import { withPapers } from "~/server/content/papers";
import type { ExamContent } from "~/server/content/types";
import { bankingPrelimsPapers } from "./banking-papers/prelims";

/**
 * Banking (IBPS PO) demo content. Every question below is original, written in
 * the style of the IBPS PO Preliminary Examination; none is copied from a past
 * paper or a publisher. Numeric answers are re-derived in banking.answers.test.ts.
 */

// Short passages shared by several reading-comprehension questions. Each
// question repeats its passage so that it stands on its own.
const PASSAGE_SAVINGS =
  "Read the passage and answer the question. Passage: Small savings, when made a habit, can change the financial life of a household. A family that sets aside even a modest amount every month builds a cushion against sudden expenses such as medical bills or a failed harvest. Without such a cushion, the same family may be forced to borrow at high interest from informal lenders, and a single emergency can turn into years of debt. Banks therefore see the opening of a savings account not as the end of financial inclusion but as its beginning: the real goal is regular use of the account.";

const PASSAGE_THRIFT =
  "Read the passage and answer the question. Passage: Economists often warn that a rule which works for one person may fail for a whole society. If a single household cuts its spending during a downturn, it becomes safer. But if every household does the same at once, shops sell less, firms cut jobs and incomes fall, so that total saving may not rise at all. This idea, known as the paradox of thrift, does not mean that saving is bad; it means that the timing and the scale of saving matter.";

const ERROR_SPOTTING =
  "Read the sentence below, divided into parts, and find the part that contains a grammatical error. If there is no error, choose 'No error'.";

const bankingBase: ExamContent = {
  exam: {
    key: "banking",
    name: "Banking",
    fullName: "IBPS Probationary Officer / Management Trainee Examination (IBPS PO)",
    description:
      "The IBPS PO exam is conducted every year by the Institute of Banking Personnel Selection (IBPS) under its Common Recruitment Process (CRP PO/MT) to recruit Probationary Officers and Management Trainees for the participating public sector banks. It is an entry point to an officer's career in banking (Junior Management Grade Scale I), and selection runs through an online Preliminary exam, an online Main exam with a descriptive test, and an interview.",
    ageLimit:
      "20 to 30 years; upper age relaxation of 5 years for SC/ST, 3 years for OBC (non-creamy layer) and 10 years for persons with benchmark disabilities, as per Government of India rules",
    duration:
      "Prelims: 60 minutes (20 minutes per section); Mains: 3 hours of objective tests plus a 30-minute descriptive test",
    totalMarks: "100-200",
    attempts:
      "No limit on the number of attempts for any category, as long as the candidate is within the age limit",
    patternText:
      "Online objective tests with negative marking. Prelims: 100 multiple-choice questions with five options (A to E) each, for 100 marks in 60 minutes across English Language, Quantitative Aptitude and Reasoning Ability, each section with its own 20-minute time limit; +1 for a correct answer and -0.25 for a wrong one. Mains: objective tests of 200 marks (Reasoning & Computer Aptitude, Data Analysis & Interpretation, English Language, and General/Economy/Banking Awareness) plus a descriptive English test (letter and essay writing). Shortlisted candidates then face an interview of 100 marks.",
    pattern: {
      year: 2025,
      notice: "IBPS CRP PO/MT-XV (2025-26) notification, Institute of Banking Personnel Selection",
      noticeHi: "IBPS CRP PO/MT-XV (2025-26) अधिसूचना, बैंकिंग कार्मिक चयन संस्थान",
      source: "ibps.in; reported by ndtv.com (IBPS PO prelims 2025); check the notification",
      sourceHi: "ibps.in; ndtv.com के अनुसार (IBPS PO prelims 2025); अधिसूचना देखें",
    },
    subjects: ["Reasoning", "Quantitative Aptitude", "English"],
    keyFeatures: [
      "Three-stage selection: Preliminary exam, Main exam and interview",
      "Strict sectional timing in Prelims: 20 minutes each for English Language, Quantitative Aptitude and Reasoning Ability",
      "Negative marking of one-quarter of the marks assigned to a question for every wrong answer",
      "Prelims is qualifying only: candidates must clear the sectional and overall cut-offs to reach Mains",
      "Final merit is based on Mains and interview marks, weighted in the ratio 80:20",
    ],
    eligibility:
      "A graduate degree in any discipline from a university recognised by the Government of India (or an equivalent qualification), held on the day of online registration, with the percentage of marks obtained declared; Indian nationality (or another status allowed by the Government's rules); working knowledge of computers is expected.",
    selectionCriteria: [
      "Preliminary Examination: online, 100 marks, qualifying in nature (sectional and overall cut-offs)",
      "Main Examination: online objective tests of 200 marks plus a descriptive test (letter and essay) of 25 marks",
      "Interview: 100 marks, with a minimum qualifying score",
      "Final merit list: Mains and interview marks combined in the ratio 80:20, followed by provisional allotment to participating banks",
    ],
    // the facts above in Hindi, for learners who use the app in Hindi
    factsHi: {
      fullName: "IBPS परिवीक्षाधीन अधिकारी / प्रबंधन प्रशिक्षु परीक्षा (IBPS PO)",
      description:
        "बैंकिंग कार्मिक चयन संस्थान (IBPS) अपनी सामान्य भर्ती प्रक्रिया (CRP PO/MT) के अंतर्गत हर वर्ष IBPS PO परीक्षा आयोजित करता है, जिससे भाग लेने वाले सार्वजनिक क्षेत्र के बैंकों के लिए परिवीक्षाधीन अधिकारियों और प्रबंधन प्रशिक्षुओं की भर्ती होती है। यह बैंकिंग में अधिकारी के करियर (कनिष्ठ प्रबंधन ग्रेड स्केल I) का प्रवेश द्वार है, और चयन ऑनलाइन प्रारंभिक परीक्षा, वर्णनात्मक परीक्षा सहित ऑनलाइन मुख्य परीक्षा और साक्षात्कार से होता है।",
      ageLimit:
        "20 से 30 वर्ष; भारत सरकार के नियमों के अनुसार ऊपरी आयु सीमा में SC/ST के लिए 5 वर्ष, OBC (नॉन-क्रीमी लेयर) के लिए 3 वर्ष और बेंचमार्क दिव्यांगता वाले व्यक्तियों के लिए 10 वर्ष की छूट",
      duration:
        "प्रारंभिक परीक्षा: 60 मिनट (हर खंड के लिए 20 मिनट); मुख्य परीक्षा: 3 घंटे की वस्तुनिष्ठ परीक्षाएँ और 30 मिनट की वर्णनात्मक परीक्षा",
      totalMarks: "100-200 अंक",
      attempts: "आयु सीमा के भीतर रहने तक किसी भी वर्ग के लिए प्रयासों की संख्या की कोई सीमा नहीं",
      pattern:
        "नकारात्मक अंकन वाली ऑनलाइन वस्तुनिष्ठ परीक्षाएँ। प्रारंभिक परीक्षा: पाँच-पाँच विकल्पों (A से E) वाले 100 बहुविकल्पीय प्रश्न, 60 मिनट में 100 अंक, अंग्रेज़ी भाषा, मात्रात्मक अभियोग्यता और तर्कशक्ति अभियोग्यता में, हर खंड की अपनी 20 मिनट की समय-सीमा; सही उत्तर पर +1 और गलत उत्तर पर -0.25। मुख्य परीक्षा: 200 अंकों की वस्तुनिष्ठ परीक्षाएँ (तर्कशक्ति एवं कंप्यूटर अभियोग्यता, डेटा विश्लेषण एवं व्याख्या, अंग्रेज़ी भाषा, और सामान्य/अर्थव्यवस्था/बैंकिंग जागरूकता) तथा अंग्रेज़ी की एक वर्णनात्मक परीक्षा (पत्र और निबंध लेखन)। इसके बाद शॉर्टलिस्ट किए गए अभ्यर्थियों का 100 अंकों का साक्षात्कार होता है।",
      subjects: ["तर्कशक्ति", "मात्रात्मक अभियोग्यता", "अंग्रेज़ी"],
      keyFeatures: [
        "तीन चरणों में चयन: प्रारंभिक परीक्षा, मुख्य परीक्षा और साक्षात्कार",
        "प्रारंभिक परीक्षा में सख़्त खंडवार समय: अंग्रेज़ी भाषा, मात्रात्मक अभियोग्यता और तर्कशक्ति अभियोग्यता, प्रत्येक के लिए 20 मिनट",
        "हर गलत उत्तर पर प्रश्न के निर्धारित अंकों के एक-चौथाई का नकारात्मक अंकन",
        "प्रारंभिक परीक्षा केवल अर्हक है: मुख्य परीक्षा तक पहुँचने के लिए खंडवार और कुल कट-ऑफ़ पार करना आवश्यक है",
        "अंतिम योग्यता मुख्य परीक्षा और साक्षात्कार के अंकों पर आधारित है, 80:20 के अनुपात में",
      ],
      eligibility:
        "भारत सरकार द्वारा मान्यता प्राप्त विश्वविद्यालय से किसी भी विषय में स्नातक डिग्री (या समकक्ष योग्यता), जो ऑनलाइन पंजीकरण के दिन प्राप्त हो और जिसके प्राप्तांकों का प्रतिशत बताया जाए; भारतीय नागरिकता (या सरकार के नियमों द्वारा अनुमत कोई अन्य स्थिति); कंप्यूटर का कार्यसाधक ज्ञान अपेक्षित है।",
      selectionCriteria: [
        "प्रारंभिक परीक्षा: ऑनलाइन, 100 अंक, अर्हक प्रकृति की (खंडवार और कुल कट-ऑफ़)",
        "मुख्य परीक्षा: 200 अंकों की ऑनलाइन वस्तुनिष्ठ परीक्षाएँ और 25 अंकों की वर्णनात्मक परीक्षा (पत्र और निबंध)",
        "साक्षात्कार: 100 अंक, न्यूनतम अर्हक अंकों के साथ",
        "अंतिम योग्यता सूची: मुख्य परीक्षा और साक्षात्कार के अंक 80:20 के अनुपात में मिलाकर, इसके बाद भाग लेने वाले बैंकों में अनंतिम आवंटन",
      ],
      markingPaper: "IBPS PO प्रारंभिक परीक्षा",
    },
    // +1 / -0.25 for every question. Reports of the 2025 notice disagree on the section marks
    // (English 30 / Quant 30 / Reasoning 40, or 30/35/35): check the notice before adding bySection.
    marking: {
      correct: 1,
      wrong: -0.25,
      paper: "IBPS PO Preliminary Examination",
    },
    // The newest prelims figure found with a source is 2024's overall one (CRP PO/MT-XIV); no
    // sectional figures of 2024 or later were found, so none are given (docs/decisions/0037)
    cutoffs: {
      year: 2024,
      category: "General",
      source:
        "IBPS, CRP PO/MT-XIV Preliminary Examination 2024: overall cut-off marks out of 100, published with the candidates' scores, ibps.in; as listed by cpresults.in",
      sourceHi:
        "IBPS, CRP PO/MT-XIV Preliminary Examination 2024: 100 में से कुल कट-ऑफ़ अंक, अभ्यर्थियों के अंकों के साथ प्रकाशित, ibps.in; cpresults.in की सूची के अनुसार",
      maxMarks: 100,
      overall: 48.5,
    },
    sections: [
      { name: "English Language", nameHi: "अंग्रेज़ी भाषा", subjects: ["English"], timeLimitMinutes: 20 },
      {
        name: "Quantitative Aptitude",
        nameHi: "मात्रात्मक अभियोग्यता",
        subjects: ["Quantitative Aptitude"],
        timeLimitMinutes: 20,
      },
      {
        name: "Reasoning Ability",
        nameHi: "तर्कशक्ति अभियोग्यता",
        subjects: ["Reasoning"],
        timeLimitMinutes: 20,
      },
    ],
    testInterface: "tcs",
    officialPaper: { minutes: 60, questions: 100 },
  },

  topics: {
    Reasoning: [
      "Syllogism",
      "Inequalities",
      "Seating Arrangement",
      "Puzzles",
      "Blood Relations",
      "Coding-Decoding",
      "Direction Sense",
      "Alphanumeric Series",
    ],
    "Quantitative Aptitude": [
      "Simplification & Approximation",
      "Number Series",
      "Quadratic Equations",
      "Percentage & Profit-Loss",
      "Simple & Compound Interest",
      "Time, Speed & Distance",
      "Ratio, Average & Ages",
      "Data Interpretation",
    ],
    English: [
      "Reading Comprehension",
      "Error Spotting",
      "Fillers",
      "Vocabulary",
      "Para Jumbles",
      "Cloze Test",
      "Sentence Improvement",
    ],
  },

  questions: [
    // ───────────────────────────── Reasoning ─────────────────────────────
    {
      key: "banking-ra-01",
      subject: "Reasoning",
      topic: "Inequalities",
      difficulty: "easy",
      text: "Statement: P > Q ≥ R = S < T. Conclusions: I. P > S; II. T > R. Which conclusion(s) follow?",
      options: [
        "Only I follows",
        "Only II follows",
        "Either I or II follows",
        "Both I and II follow",
        "Neither I nor II follows",
      ],
      correct: 3,
      explanation:
        "From P > Q ≥ R = S we get P > S, so conclusion I follows. From S < T and R = S we get T > R, so conclusion II also follows. Hence both conclusions follow.",
      hi: {
        text: "कथन: P > Q ≥ R = S < T. निष्कर्ष: I. P > S; II. T > R. कौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
        options: [
          "केवल I अनुसरण करता है",
          "केवल II अनुसरण करता है",
          "या तो I या II अनुसरण करता है",
          "I और II दोनों अनुसरण करते हैं",
          "न तो I और न ही II अनुसरण करता है",
        ],
        explanation:
          "P > Q ≥ R = S से P > S मिलता है, इसलिए निष्कर्ष I अनुसरण करता है। S < T और R = S से T > R मिलता है, इसलिए निष्कर्ष II भी अनुसरण करता है। अतः दोनों निष्कर्ष अनुसरण करते हैं।",
      },
    },
    {
      key: "banking-ra-02",
      subject: "Reasoning",
      topic: "Inequalities",
      difficulty: "easy",
      text: "Statements: A ≥ B > C, C < D ≤ E, E = F. Conclusions: I. A > C; II. B > E. Which conclusion(s) follow?",
      options: [
        "Only I follows",
        "Only II follows",
        "Both I and II follow",
        "Neither I nor II follows",
        "Either I or II follows",
      ],
      correct: 0,
      explanation:
        "A ≥ B > C gives A > C, so conclusion I follows. B and E are linked only through C, where the signs point in opposite directions (B > C and C < D ≤ E), so no relation between B and E can be fixed and II does not follow. Hence only I follows.",
      hi: {
        text: "कथन: A ≥ B > C, C < D ≤ E, E = F. निष्कर्ष: I. A > C; II. B > E. कौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
        options: [
          "केवल I अनुसरण करता है",
          "केवल II अनुसरण करता है",
          "I और II दोनों अनुसरण करते हैं",
          "न तो I और न ही II अनुसरण करता है",
          "या तो I या II अनुसरण करता है",
        ],
        explanation:
          "A ≥ B > C से A > C मिलता है, इसलिए निष्कर्ष I अनुसरण करता है। B और E केवल C के माध्यम से जुड़े हैं, जहाँ चिह्न विपरीत दिशाओं में हैं (B > C और C < D ≤ E), इसलिए B और E के बीच कोई निश्चित संबंध नहीं बनता और II अनुसरण नहीं करता। अतः केवल I अनुसरण करता है।",
      },
    },
    {
      key: "banking-ra-03",
      subject: "Reasoning",
      topic: "Inequalities",
      difficulty: "medium",
      text: "Statements: H ≥ I = J, J ≤ K < L, L ≥ M. Conclusions: I. H > J; II. H = J. Which conclusion(s) follow?",
      options: [
        "Only I follows",
        "Only II follows",
        "Either I or II follows",
        "Neither I nor II follows",
        "Both I and II follow",
      ],
      correct: 2,
      explanation:
        "From H ≥ I = J we only know H ≥ J, so neither H > J nor H = J is definitely true on its own. But the two conclusions are about the same pair and together cover every possibility allowed by H ≥ J. Hence either I or II follows.",
      hi: {
        text: "कथन: H ≥ I = J, J ≤ K < L, L ≥ M. निष्कर्ष: I. H > J; II. H = J. कौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
        options: [
          "केवल I अनुसरण करता है",
          "केवल II अनुसरण करता है",
          "या तो I या II अनुसरण करता है",
          "न तो I और न ही II अनुसरण करता है",
          "I और II दोनों अनुसरण करते हैं",
        ],
        explanation:
          "H ≥ I = J से केवल H ≥ J ज्ञात होता है, अतः न H > J और न H = J अकेले निश्चित रूप से सत्य है। किंतु दोनों निष्कर्ष एक ही युग्म के बारे में हैं और मिलकर H ≥ J की हर संभावना को ढक लेते हैं। अतः या तो I या II अनुसरण करता है।",
      },
    },
    {
      key: "banking-ra-04",
      subject: "Reasoning",
      topic: "Syllogism",
      difficulty: "easy",
      text: "Statements: All pens are books. Some books are bags. Conclusions: I. Some bags are pens. II. Some books are pens. Which conclusion(s) follow?",
      options: [
        "Only I follows",
        "Only II follows",
        "Both I and II follow",
        "Neither I nor II follows",
        "Either I or II follows",
      ],
      correct: 1,
      explanation:
        "'All pens are books' can be converted to 'Some books are pens', so conclusion II follows. Bags are connected to books only by 'Some books are bags', which may or may not include the books that are pens, so conclusion I is not definite. Hence only II follows.",
      hi: {
        text: "कथन: सभी पेन किताबें हैं। कुछ किताबें बैग हैं। निष्कर्ष: I. कुछ बैग पेन हैं। II. कुछ किताबें पेन हैं। कौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
        options: [
          "केवल I अनुसरण करता है",
          "केवल II अनुसरण करता है",
          "I और II दोनों अनुसरण करते हैं",
          "न तो I और न ही II अनुसरण करता है",
          "या तो I या II अनुसरण करता है",
        ],
        explanation:
          "'सभी पेन किताबें हैं' को 'कुछ किताबें पेन हैं' में बदला जा सकता है, इसलिए निष्कर्ष II अनुसरण करता है। बैग केवल 'कुछ किताबें बैग हैं' के माध्यम से किताबों से जुड़े हैं, जिनमें वे किताबें शामिल हो भी सकती हैं और नहीं भी जो पेन हैं, इसलिए निष्कर्ष I निश्चित नहीं है। अतः केवल II अनुसरण करता है।",
      },
    },
    {
      key: "banking-ra-05",
      subject: "Reasoning",
      topic: "Syllogism",
      difficulty: "medium",
      text: "Statements: No cup is a plate. All plates are spoons. Conclusions: I. Some spoons are not cups. II. No spoon is a cup. Which conclusion(s) follow?",
      options: [
        "Only I follows",
        "Only II follows",
        "Both I and II follow",
        "Neither I nor II follows",
        "Either I or II follows",
      ],
      correct: 0,
      explanation:
        "Every plate is a spoon and no plate is a cup, so the spoons that are plates are certainly not cups: 'Some spoons are not cups' follows. Spoons that are not plates may still be cups, so 'No spoon is a cup' is not definite. Hence only I follows.",
      hi: {
        text: "कथन: कोई कप प्लेट नहीं है। सभी प्लेटें चम्मच हैं। निष्कर्ष: I. कुछ चम्मच कप नहीं हैं। II. कोई चम्मच कप नहीं है। कौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
        options: [
          "केवल I अनुसरण करता है",
          "केवल II अनुसरण करता है",
          "I और II दोनों अनुसरण करते हैं",
          "न तो I और न ही II अनुसरण करता है",
          "या तो I या II अनुसरण करता है",
        ],
        explanation:
          "हर प्लेट चम्मच है और कोई प्लेट कप नहीं है, इसलिए जो चम्मच प्लेट हैं वे निश्चित रूप से कप नहीं हैं: 'कुछ चम्मच कप नहीं हैं' अनुसरण करता है। जो चम्मच प्लेट नहीं हैं वे कप हो सकते हैं, इसलिए 'कोई चम्मच कप नहीं है' निश्चित नहीं है। अतः केवल I अनुसरण करता है।",
      },
    },
    {
      key: "banking-ra-06",
      subject: "Reasoning",
      topic: "Syllogism",
      difficulty: "medium",
      text: "Statements: Some apples are mangoes. No mango is a grape. All grapes are lemons. Conclusions: I. Some lemons are not mangoes. II. All apples being grapes is a possibility. Which conclusion(s) follow?",
      options: [
        "Neither I nor II follows",
        "Only II follows",
        "Only I follows",
        "Both I and II follow",
        "Either I or II follows",
      ],
      correct: 2,
      explanation:
        "All grapes are lemons and no grape is a mango, so the lemons that are grapes are not mangoes: I follows. For II, the apples that are mangoes can never be grapes (no mango is a grape), so 'all apples are grapes' is impossible and II does not follow. Hence only I follows.",
      hi: {
        text: "कथन: कुछ सेब आम हैं। कोई आम अंगूर नहीं है। सभी अंगूर नींबू हैं। निष्कर्ष: I. कुछ नींबू आम नहीं हैं। II. सभी सेबों के अंगूर होने की संभावना है। कौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
        options: [
          "न तो I और न ही II अनुसरण करता है",
          "केवल II अनुसरण करता है",
          "केवल I अनुसरण करता है",
          "I और II दोनों अनुसरण करते हैं",
          "या तो I या II अनुसरण करता है",
        ],
        explanation:
          "सभी अंगूर नींबू हैं और कोई अंगूर आम नहीं है, अतः जो नींबू अंगूर हैं वे आम नहीं हैं: I अनुसरण करता है। II के लिए, जो सेब आम हैं वे कभी अंगूर नहीं हो सकते (कोई आम अंगूर नहीं है), अतः 'सभी सेब अंगूर हैं' असंभव है और II अनुसरण नहीं करता। अतः केवल I अनुसरण करता है।",
      },
    },
    {
      key: "banking-ra-07",
      subject: "Reasoning",
      topic: "Blood Relations",
      difficulty: "easy",
      text: "Pointing to a man, Neha said, \"He is the only son of my father's father's only son.\" How is the man related to Neha?",
      options: ["Cousin", "Brother", "Father", "Uncle", "Son"],
      correct: 1,
      explanation:
        "Neha's father's father is her grandfather, and his only son must be Neha's father. The only son of Neha's father is Neha's brother (Neha herself is a daughter). So the man is Neha's brother.",
      hi: {
        text: 'एक व्यक्ति की ओर इशारा करते हुए नेहा ने कहा, "वह मेरे पिता के पिता के इकलौते बेटे का इकलौता बेटा है।" वह व्यक्ति नेहा से किस प्रकार संबंधित है?',
        options: ["चचेरा भाई", "भाई", "पिता", "चाचा", "बेटा"],
        explanation:
          "नेहा के पिता के पिता उसके दादा हैं, और उनका इकलौता बेटा नेहा के पिता ही होंगे। नेहा के पिता का इकलौता बेटा नेहा का भाई है (नेहा स्वयं बेटी है)। अतः वह व्यक्ति नेहा का भाई है।",
      },
    },
    {
      key: "banking-ra-08",
      subject: "Reasoning",
      topic: "Blood Relations",
      difficulty: "medium",
      text: "A is the brother of B. B is the daughter of C. C is the husband of D. E is the mother of D. How is A related to E?",
      options: ["Brother", "Son", "Nephew", "Son-in-law", "Grandson"],
      correct: 4,
      explanation:
        "B is the daughter of C and D (C is D's husband), and A is B's brother, so A is the son of D. E is the mother of D. So A is the son of E's daughter, that is, E's grandson.",
      hi: {
        text: "A, B का भाई है। B, C की बेटी है। C, D का पति है। E, D की माँ है। A, E से किस प्रकार संबंधित है?",
        options: ["भाई", "बेटा", "भतीजा", "दामाद", "नाती (बेटी का बेटा)"],
        explanation:
          "B, C और D की बेटी है (C, D का पति है), और A, B का भाई है, इसलिए A, D का बेटा है। E, D की माँ है। अतः A, E की बेटी का बेटा है, अर्थात E का नाती।",
      },
    },
    {
      key: "banking-ra-09",
      subject: "Reasoning",
      topic: "Blood Relations",
      difficulty: "hard",
      text: "In a certain code, 'P + Q' means P is the father of Q; 'P − Q' means P is the wife of Q; 'P × Q' means P is the brother of Q; 'P ÷ Q' means P is the daughter of Q. If 'A ÷ B + C × D − E' is true, how is A related to E?",
      options: ["Sister-in-law", "Sister", "Daughter", "Mother-in-law", "Niece"],
      correct: 0,
      explanation:
        "A ÷ B: A is B's daughter. B + C: B is C's father. C × D: C is D's brother, so D is also B's child. D − E: D is E's wife. So A and D are sisters, and A is the sister of E's wife, i.e. E's sister-in-law.",
      hi: {
        text: "एक निश्चित कूट में 'P + Q' का अर्थ है P, Q का पिता है; 'P − Q' का अर्थ है P, Q की पत्नी है; 'P × Q' का अर्थ है P, Q का भाई है; 'P ÷ Q' का अर्थ है P, Q की पुत्री है। यदि 'A ÷ B + C × D − E' सत्य है, तो A का E से क्या संबंध है?",
        options: ["साली", "बहन", "पुत्री", "सास", "भतीजी"],
        explanation:
          "A ÷ B: A, B की पुत्री है। B + C: B, C का पिता है। C × D: C, D का भाई है, अतः D भी B की संतान है। D − E: D, E की पत्नी है। अतः A और D बहनें हैं, और A, E की पत्नी की बहन, अर्थात् E की साली है।",
      },
    },
    {
      key: "banking-ra-10",
      subject: "Reasoning",
      topic: "Direction Sense",
      difficulty: "easy",
      text: "Rohan walks 12 m towards the east, then turns left and walks 5 m. How far is he from his starting point?",
      options: ["13 m", "17 m", "12 m", "15 m", "7 m"],
      correct: 0,
      explanation:
        "A left turn from east means he walks north, so his two paths form a right angle. Distance from start = √(12² + 5²) = √(144 + 25) = √169 = 13 m.",
      hi: {
        text: "रोहन पूर्व की ओर 12 m चलता है, फिर बाएँ मुड़कर 5 m चलता है। वह अपने प्रारंभिक बिंदु से कितनी दूर है?",
        options: ["13 m", "17 m", "12 m", "15 m", "7 m"],
        explanation:
          "पूर्व से बाएँ मुड़ने का अर्थ है कि वह उत्तर की ओर चलता है, इसलिए उसके दोनों रास्ते समकोण बनाते हैं। प्रारंभिक बिंदु से दूरी = √(12² + 5²) = √(144 + 25) = √169 = 13 m।",
      },
    },
    {
      key: "banking-ra-11",
      subject: "Reasoning",
      topic: "Direction Sense",
      difficulty: "medium",
      text: "Meera starts from point P and walks 15 m towards the south. She turns left and walks 12 m, then turns left again and walks 20 m. How far and in which direction is she now from point P?",
      options: [
        "13 m, South-East",
        "17 m, North-East",
        "12 m, North",
        "13 m, North-East",
        "13 m, North-West",
      ],
      correct: 3,
      explanation:
        "Facing south, a left turn points east: she walks 12 m east. Another left turn points north: 20 m north takes her 20 − 15 = 5 m north of P's line. She is 12 m east and 5 m north of P, so the distance is √(12² + 5²) = 13 m towards the North-East.",
      hi: {
        text: "मीरा बिंदु P से शुरू करके दक्षिण की ओर 15 m चलती है। वह बाएँ मुड़कर 12 m चलती है, फिर दोबारा बाएँ मुड़कर 20 m चलती है। अब वह बिंदु P से कितनी दूर और किस दिशा में है?",
        options: ["13 m, दक्षिण-पूर्व", "17 m, उत्तर-पूर्व", "12 m, उत्तर", "13 m, उत्तर-पूर्व", "13 m, उत्तर-पश्चिम"],
        explanation:
          "दक्षिण की ओर मुँह करके बाएँ मुड़ने पर दिशा पूर्व होती है: वह 12 m पूर्व चलती है। फिर बाएँ मुड़ने पर दिशा उत्तर होती है: 20 m उत्तर चलकर वह P की रेखा से 20 − 15 = 5 m उत्तर में पहुँचती है। वह P से 12 m पूर्व और 5 m उत्तर में है, इसलिए दूरी √(12² + 5²) = 13 m उत्तर-पूर्व दिशा में है।",
      },
    },
    {
      key: "banking-ra-12",
      subject: "Reasoning",
      topic: "Direction Sense",
      difficulty: "medium",
      text: "One morning, shortly after sunrise, Arun and Bina stood facing each other. Arun's shadow fell exactly to his right. In which direction was Bina facing?",
      options: ["East", "West", "North", "South", "North-East"],
      correct: 2,
      explanation:
        "In the morning the sun is in the east, so shadows fall towards the west. Arun's shadow was on his right, so his right side pointed west, which means Arun was facing south. Bina faced Arun, i.e. the opposite direction: north.",
      hi: {
        text: "एक सुबह, सूर्योदय के कुछ समय बाद, अरुण और बीना एक-दूसरे की ओर मुँह करके खड़े थे। अरुण की छाया ठीक उसके दाईं ओर पड़ रही थी। बीना का मुँह किस दिशा में था?",
        options: ["पूर्व", "पश्चिम", "उत्तर", "दक्षिण", "उत्तर-पूर्व"],
        explanation:
          "सुबह सूर्य पूर्व में होता है, इसलिए छाया पश्चिम की ओर पड़ती है। अरुण की छाया उसके दाईं ओर थी, यानी उसका दायाँ हाथ पश्चिम की ओर था, इसलिए अरुण का मुँह दक्षिण की ओर था। बीना का मुँह अरुण की ओर, अर्थात विपरीत दिशा उत्तर की ओर था।",
      },
    },
    {
      key: "banking-ra-13",
      subject: "Reasoning",
      topic: "Coding-Decoding",
      difficulty: "easy",
      text: "In a certain code language, MANGO is written as NBOHP. How will APPLE be written in that code language?",
      options: ["BQQFM", "ZOOKD", "BPQMF", "BQQMF", "BQPMF"],
      correct: 3,
      explanation:
        "Each letter of MANGO is moved one place forward in the alphabet: M→N, A→B, N→O, G→H, O→P. Applying the same rule to APPLE: A→B, P→Q, P→Q, L→M, E→F, giving BQQMF.",
      hi: {
        text: "एक निश्चित कूट भाषा में MANGO को NBOHP लिखा जाता है। उसी कूट भाषा में APPLE को कैसे लिखा जाएगा?",
        options: ["BQQFM", "ZOOKD", "BPQMF", "BQQMF", "BQPMF"],
        explanation:
          "MANGO का प्रत्येक अक्षर वर्णमाला में एक स्थान आगे बढ़ाया गया है: M→N, A→B, N→O, G→H, O→P। यही नियम APPLE पर लगाने से: A→B, P→Q, P→Q, L→M, E→F, अर्थात् BQQMF।",
      },
    },
    {
      key: "banking-ra-14",
      subject: "Reasoning",
      topic: "Coding-Decoding",
      difficulty: "medium",
      text: "In a certain code language, GOLD is written as TLOW. How will SILVER be written in that code language?",
      options: ["HROEVI", "HRPEVI", "HROFVI", "IROEVH", "HROEIV"],
      correct: 0,
      explanation:
        "Each letter is replaced by its opposite letter (the nth letter from the start becomes the nth from the end, so positions add up to 27): G(7)→T(20), O(15)→L(12), L(12)→O(15), D(4)→W(23). For SILVER: S(19)→H(8), I(9)→R(18), L(12)→O(15), V(22)→E(5), E(5)→V(22), R(18)→I(9), giving HROEVI.",
      hi: {
        text: "एक निश्चित कूट भाषा में GOLD को TLOW लिखा जाता है। उसी कूट भाषा में SILVER को कैसे लिखा जाएगा?",
        options: ["HROEVI", "HRPEVI", "HROFVI", "IROEVH", "HROEIV"],
        explanation:
          "प्रत्येक अक्षर को उसके विपरीत अक्षर से बदला गया है (आरंभ से n-वाँ अक्षर अंत से n-वाँ बन जाता है, अतः स्थानों का योग 27 होता है): G(7)→T(20), O(15)→L(12), L(12)→O(15), D(4)→W(23)। SILVER के लिए: S(19)→H(8), I(9)→R(18), L(12)→O(15), V(22)→E(5), E(5)→V(22), R(18)→I(9), अर्थात् HROEVI।",
      },
    },
    {
      key: "banking-ra-15",
      subject: "Reasoning",
      topic: "Coding-Decoding",
      difficulty: "hard",
      text: "In a certain code language (the codes need not be in the same order as the words): 'sun rises in east' is written as 'ka lo pi tu', 'east is bright' is written as 'mo tu ra', 'bright sun shines' is written as 'ra ka ze' and 'in city' is written as 'pi xu'. What is the code for 'rises'?",
      options: ["pi", "lo", "ka", "mo", "ze"],
      correct: 1,
      explanation:
        "'east' is common to the first two sentences, so east = tu; 'bright' is common to the second and third, so bright = ra; 'sun' is common to the first and third, so sun = ka; 'in' is common to the first and fourth, so in = pi. The only code left in 'ka lo pi tu' is lo, so rises = lo.",
      hi: {
        text: "एक निश्चित कूट भाषा में (कूट शब्दों के क्रम में होना आवश्यक नहीं): 'sun rises in east' को 'ka lo pi tu', 'east is bright' को 'mo tu ra', 'bright sun shines' को 'ra ka ze' और 'in city' को 'pi xu' लिखा जाता है। 'rises' का कूट क्या है?",
        options: ["pi", "lo", "ka", "mo", "ze"],
        explanation:
          "'east' पहले दो वाक्यों में उभयनिष्ठ है, अतः east = tu; 'bright' दूसरे और तीसरे में उभयनिष्ठ है, अतः bright = ra; 'sun' पहले और तीसरे में उभयनिष्ठ है, अतः sun = ka; 'in' पहले और चौथे में उभयनिष्ठ है, अतः in = pi। 'ka lo pi tu' में केवल lo बचता है, अतः rises = lo।",
      },
    },
    {
      key: "banking-ra-16",
      subject: "Reasoning",
      topic: "Seating Arrangement",
      difficulty: "easy",
      text: "Five friends A, B, C, D and E sit in a row, all facing north. C sits exactly in the middle. A sits second to the right of C. B sits immediately to the left of C. E does not sit at either end. Who sits at the extreme left end?",
      options: ["A", "E", "D", "B", "C"],
      correct: 2,
      explanation:
        "Number the seats 1 to 5 from left to right. C is in seat 3, A is second to the right of C (seat 5) and B is immediately to the left of C (seat 2). Seats 1 and 4 remain; E is not at an end, so E takes seat 4 and D takes seat 1, the extreme left end.",
      hi: {
        text: "पाँच मित्र A, B, C, D और E एक पंक्ति में उत्तर की ओर मुँह करके बैठे हैं। C ठीक बीच में बैठा है। A, C के दाईं ओर दूसरे स्थान पर बैठा है। B, C के ठीक बाईं ओर बैठा है। E किसी भी छोर पर नहीं बैठा है। सबसे बाएँ छोर पर कौन बैठा है?",
        options: ["A", "E", "D", "B", "C"],
        explanation:
          "सीटों को बाएँ से दाएँ 1 से 5 तक क्रमांकित करें। C सीट 3 पर है, A, C के दाईं ओर दूसरे स्थान पर (सीट 5) और B, C के ठीक बाईं ओर (सीट 2) है। सीट 1 और 4 बचती हैं; E छोर पर नहीं है, इसलिए E सीट 4 पर और D सीट 1 पर, यानी सबसे बाएँ छोर पर बैठा है।",
      },
    },
    {
      key: "banking-ra-17",
      subject: "Reasoning",
      topic: "Seating Arrangement",
      difficulty: "hard",
      text: "Six friends P, Q, R, S, T and U sit around a circular table, all facing the centre. P sits opposite S. Q sits second to the right of P. R is an immediate neighbour of S but not of Q. T is not an immediate neighbour of Q. Who sits to the immediate left of P?",
      options: ["T", "U", "R", "Q", "S"],
      correct: 0,
      explanation:
        "Facing the centre, 'right' is anticlockwise. Place P at seat 0 and number seats anticlockwise: S is opposite at seat 3 and Q is second to the right of P at seat 2. R must sit next to S (seat 2 or 4); seat 2 is Q's, so R is at seat 4, which is not next to Q. Seats 1 and 5 remain; seat 1 is next to Q, so T takes seat 5 and U seat 1. The immediate left of P (clockwise) is seat 5, i.e. T.",
      hi: {
        text: "छह मित्र P, Q, R, S, T और U एक वृत्ताकार मेज़ के चारों ओर केंद्र की ओर मुख करके बैठे हैं। P, S के ठीक सामने बैठा है। Q, P के दाईं ओर दूसरे स्थान पर बैठा है। R, S का निकटतम पड़ोसी है किंतु Q का नहीं। T, Q का निकटतम पड़ोसी नहीं है। P के ठीक बाईं ओर कौन बैठा है?",
        options: ["T", "U", "R", "Q", "S"],
        explanation:
          "केंद्र की ओर मुख होने पर 'दायाँ' वामावर्त होता है। P को स्थान 0 पर रखकर स्थानों को वामावर्त गिनिए: S सामने स्थान 3 पर और Q, P के दाईं ओर दूसरे स्थान, 2 पर है। R को S के पास (स्थान 2 या 4) बैठना है; स्थान 2, Q का है, अतः R स्थान 4 पर है, जो Q के पास नहीं है। स्थान 1 और 5 बचते हैं; स्थान 1, Q के पास है, अतः T स्थान 5 और U स्थान 1 लेता है। P के ठीक बाईं ओर (दक्षिणावर्त) स्थान 5 है, अर्थात् T।",
      },
    },
    {
      key: "banking-ra-18",
      subject: "Reasoning",
      topic: "Puzzles",
      difficulty: "medium",
      text: "Five persons J, K, L, M and N live on different floors of a five-storey building; the ground floor is numbered 1 and the top floor 5. N lives on the top floor. K lives on an odd-numbered floor but not on the ground floor. M lives immediately above L. Who lives immediately below N?",
      options: ["K", "M", "L", "J", "N"],
      correct: 3,
      explanation:
        "N is on floor 5. K is on an odd floor other than 1, so K is on floor 3. M is immediately above L, and the only free pair of consecutive floors is 1 and 2, so L is on floor 1 and M on floor 2. J takes the remaining floor 4, immediately below N.",
      hi: {
        text: "पाँच व्यक्ति J, K, L, M और N एक पाँच मंज़िला इमारत की अलग-अलग मंज़िलों पर रहते हैं; भूतल को 1 और सबसे ऊपरी मंज़िल को 5 क्रमांक दिया गया है। N सबसे ऊपरी मंज़िल पर रहता है। K एक विषम क्रमांक वाली मंज़िल पर रहता है, पर भूतल पर नहीं। M, L के ठीक ऊपर रहता है। N के ठीक नीचे कौन रहता है?",
        options: ["K", "M", "L", "J", "N"],
        explanation:
          "N मंज़िल 5 पर है। K, 1 के अलावा किसी विषम मंज़िल पर है, इसलिए K मंज़िल 3 पर है। M, L के ठीक ऊपर है, और लगातार खाली मंज़िलों का एकमात्र जोड़ा 1 और 2 है, इसलिए L मंज़िल 1 पर और M मंज़िल 2 पर है। बची हुई मंज़िल 4 पर J रहता है, जो N के ठीक नीचे है।",
      },
    },
    {
      key: "banking-ra-19",
      subject: "Reasoning",
      topic: "Puzzles",
      difficulty: "medium",
      text: "Five trainees A, B, C, D and E attend a workshop on different days from Monday to Friday of the same week, one trainee per day. C attends on Wednesday. B attends on the day immediately after A. E attends on some day before C. Only one trainee attends between D and A. Who attends on Monday?",
      options: ["E", "D", "A", "B", "C"],
      correct: 0,
      explanation:
        "C is on Wednesday, so A and B (consecutive days) are either Monday–Tuesday or Thursday–Friday. If they took Monday–Tuesday, E could not attend before Wednesday, so A is on Thursday and B on Friday. Exactly one trainee sits between D and A (Thursday), so D is on Tuesday, leaving Monday for E.",
      hi: {
        text: "पाँच प्रशिक्षु A, B, C, D और E एक ही सप्ताह में सोमवार से शुक्रवार तक अलग-अलग दिनों में एक कार्यशाला में भाग लेते हैं, प्रत्येक दिन एक प्रशिक्षु। C बुधवार को भाग लेता है। B, A के ठीक अगले दिन भाग लेता है। E, C से पहले किसी दिन भाग लेता है। D और A के बीच केवल एक प्रशिक्षु भाग लेता है। सोमवार को कौन भाग लेता है?",
        options: ["E", "D", "A", "B", "C"],
        explanation:
          "C बुधवार को है, अतः A और B (लगातार दिन) या तो सोमवार–मंगलवार या गुरुवार–शुक्रवार को हैं। यदि वे सोमवार–मंगलवार लेते, तो E बुधवार से पहले नहीं आ पाता, अतः A गुरुवार और B शुक्रवार को है। D और A (गुरुवार) के बीच ठीक एक प्रशिक्षु है, अतः D मंगलवार को है, और सोमवार E के लिए बचता है।",
      },
    },
    {
      key: "banking-ra-20",
      subject: "Reasoning",
      topic: "Alphanumeric Series",
      difficulty: "easy",
      text: "Which letter comes next in the series: B, E, H, K, ?",
      options: ["M", "O", "N", "L", "P"],
      correct: 2,
      explanation:
        "Each letter is three places after the previous one: B(2) → E(5) → H(8) → K(11). The next letter is at position 11 + 3 = 14, which is N.",
      hi: {
        text: "श्रृंखला में अगला अक्षर कौन-सा आएगा: B, E, H, K, ?",
        options: ["M", "O", "N", "L", "P"],
        explanation:
          "प्रत्येक अक्षर पिछले अक्षर से तीन स्थान आगे है: B(2) → E(5) → H(8) → K(11)। अगला अक्षर स्थान 11 + 3 = 14 पर है, जो N है।",
      },
    },
    {
      key: "banking-ra-21",
      subject: "Reasoning",
      topic: "Alphanumeric Series",
      difficulty: "medium",
      text: "If the English alphabet is written in reverse order (Z first and A last), which letter will be 7th to the right of the 12th letter from the left end?",
      options: ["G", "H", "I", "S", "V"],
      correct: 1,
      explanation:
        "7th to the right of the 12th letter from the left is the 12 + 7 = 19th letter from the left of the reversed alphabet. In the reversed order, the nth letter from the left is the (27 − n)th letter of the normal alphabet, so the 19th is the 27 − 19 = 8th letter, H.",
      hi: {
        text: "यदि अंग्रेज़ी वर्णमाला को उलटे क्रम में लिखा जाए (Z पहले और A अंत में), तो बाएँ छोर से 12वें अक्षर के दाईं ओर 7वाँ अक्षर कौन-सा होगा?",
        options: ["G", "H", "I", "S", "V"],
        explanation:
          "बाएँ से 12वें अक्षर के दाईं ओर 7वाँ अक्षर, उलटी वर्णमाला में बाएँ से 12 + 7 = 19वाँ अक्षर है। उलटे क्रम में बाएँ से n-वाँ अक्षर सामान्य वर्णमाला का (27 − n)-वाँ अक्षर होता है, अतः 19वाँ अक्षर 27 − 19 = 8वाँ अक्षर, H है।",
      },
    },
    {
      key: "banking-ra-22",
      subject: "Reasoning",
      topic: "Alphanumeric Series",
      difficulty: "medium",
      text: "Study the arrangement: 7 B # K 3 M @ 9 E % 4 P R 8 & T 2. How many letters in this arrangement are immediately preceded by a number and immediately followed by a symbol?",
      options: ["3", "2", "4", "1", "5"],
      correct: 0,
      explanation:
        "Check each letter with its neighbours: 7 B # (yes), # K 3 (no), 3 M @ (yes), 9 E % (yes), 4 P R (no: followed by a letter), P R 8 (no), & T 2 (no). So there are three such letters: B, M and E.",
      hi: {
        text: "इस व्यवस्था का अध्ययन कीजिए: 7 B # K 3 M @ 9 E % 4 P R 8 & T 2। इस व्यवस्था में ऐसे कितने अक्षर हैं जिनके ठीक पहले एक संख्या और ठीक बाद एक प्रतीक है?",
        options: ["3", "2", "4", "1", "5"],
        explanation:
          "प्रत्येक अक्षर को उसके पड़ोसियों के साथ देखिए: 7 B # (हाँ), # K 3 (नहीं), 3 M @ (हाँ), 9 E % (हाँ), 4 P R (नहीं: बाद में अक्षर है), P R 8 (नहीं), & T 2 (नहीं)। अतः ऐसे तीन अक्षर हैं: B, M और E।",
      },
    },
    {
      key: "banking-ra-23",
      subject: "Reasoning",
      topic: "Seating Arrangement",
      difficulty: "easy",
      text: "Seven people sit in a straight row, all facing north. Kiran sits fourth from the left end. Lata sits second to the right of Kiran. What is Lata's position from the right end?",
      options: ["2nd", "3rd", "1st", "4th", "5th"],
      correct: 0,
      explanation:
        "Kiran is 4th from the left, so Lata, second to Kiran's right, is 4 + 2 = 6th from the left. In a row of 7, position from the right = 7 − 6 + 1 = 2, so Lata is 2nd from the right end.",
      hi: {
        text: "सात लोग एक सीधी पंक्ति में उत्तर की ओर मुँह करके बैठे हैं। किरण बाएँ छोर से चौथे स्थान पर बैठी है। लता, किरण के दाईं ओर दूसरे स्थान पर बैठी है। दाएँ छोर से लता का स्थान कौन-सा है?",
        options: ["2वाँ", "3रा", "1ला", "4था", "5वाँ"],
        explanation:
          "किरण बाएँ से चौथे स्थान पर है, इसलिए किरण के दाईं ओर दूसरे स्थान पर बैठी लता बाएँ से 4 + 2 = 6वें स्थान पर है। 7 लोगों की पंक्ति में दाएँ से स्थान = 7 − 6 + 1 = 2, अतः लता दाएँ छोर से दूसरे स्थान पर है।",
      },
    },
    {
      key: "banking-ra-24",
      subject: "Reasoning",
      topic: "Syllogism",
      difficulty: "medium",
      text: "Statements: Some keys are locks. All locks are doors. No door is a window. Conclusions: I. Some keys are doors. II. Some locks are windows. Which conclusion(s) follow?",
      options: [
        "Only II follows",
        "Only I follows",
        "Both I and II follow",
        "Neither I nor II follows",
        "Either I or II follows",
      ],
      correct: 1,
      explanation:
        "Some keys are locks and every lock is a door, so those keys are doors: I follows. Every lock is a door and no door is a window, so no lock can be a window: II is false. Hence only I follows.",
      hi: {
        text: "कथन: कुछ चाबियाँ ताले हैं। सभी ताले दरवाज़े हैं। कोई दरवाज़ा खिड़की नहीं है। निष्कर्ष: I. कुछ चाबियाँ दरवाज़े हैं। II. कुछ ताले खिड़कियाँ हैं। कौन-सा/से निष्कर्ष अनुसरण करता/करते है/हैं?",
        options: [
          "केवल II अनुसरण करता है",
          "केवल I अनुसरण करता है",
          "I और II दोनों अनुसरण करते हैं",
          "न तो I और न ही II अनुसरण करता है",
          "या तो I या II अनुसरण करता है",
        ],
        explanation:
          "कुछ चाबियाँ ताले हैं और हर ताला दरवाज़ा है, इसलिए वे चाबियाँ दरवाज़े हैं: I अनुसरण करता है। हर ताला दरवाज़ा है और कोई दरवाज़ा खिड़की नहीं है, इसलिए कोई ताला खिड़की नहीं हो सकता: II गलत है। अतः केवल I अनुसरण करता है।",
      },
    },

    // ──────────────────────── Quantitative Aptitude ────────────────────────
    {
      key: "banking-qa-01",
      subject: "Quantitative Aptitude",
      topic: "Simplification & Approximation",
      difficulty: "easy",
      text: "What will come in place of the question mark (?)? 25% of 480 + $\\frac{3}{5}$ of 250 = ?",
      options: ["260", "270", "280", "250", "290"],
      correct: 1,
      explanation:
        "25% of 480 = 480 ÷ 4 = 120. $\\frac{3}{5}$ of 250 = 3 × 50 = 150. So ? = 120 + 150 = 270.",
      hi: {
        text: "प्रश्नवाचक चिह्न (?) के स्थान पर क्या मान आएगा? 480 का 25% + 250 का $\\frac{3}{5}$ = ?",
        options: ["260", "270", "280", "250", "290"],
        explanation:
          "480 का 25% = 480 ÷ 4 = 120। 250 का $\\frac{3}{5}$ = 3 × 50 = 150। अतः ? = 120 + 150 = 270।",
      },
    },
    {
      key: "banking-qa-02",
      subject: "Quantitative Aptitude",
      topic: "Simplification & Approximation",
      difficulty: "easy",
      text: "What will come in place of the question mark (?)? $\\sqrt{1296} + 18^2 - 15 \\times 12 = ?$",
      options: ["170", "190", "180", "160", "200"],
      correct: 2,
      explanation:
        "$\\sqrt{1296} = 36$, $18^2 = 324$ and $15 \\times 12 = 180$. So ? = 36 + 324 − 180 = 180.",
      hi: {
        text: "प्रश्नवाचक चिह्न (?) के स्थान पर क्या मान आएगा? $\\sqrt{1296} + 18^2 - 15 \\times 12 = ?$",
        options: ["170", "190", "180", "160", "200"],
        explanation:
          "$\\sqrt{1296} = 36$, $18^2 = 324$ और $15 \\times 12 = 180$। अतः ? = 36 + 324 − 180 = 180।",
      },
    },
    {
      key: "banking-qa-03",
      subject: "Quantitative Aptitude",
      topic: "Simplification & Approximation",
      difficulty: "medium",
      text: "What approximate value should come in place of the question mark (?)? 39.97% of 649.9 + 14.02 × 7.98 = ?",
      options: ["352", "412", "392", "372", "332"],
      correct: 3,
      explanation:
        "Round each number: 39.97% ≈ 40%, 649.9 ≈ 650, 14.02 ≈ 14 and 7.98 ≈ 8. Then 40% of 650 = 260 and 14 × 8 = 112. So ? ≈ 260 + 112 = 372 (the exact value is about 371.6).",
      hi: {
        text: "प्रश्नवाचक चिह्न (?) के स्थान पर लगभग क्या मान आना चाहिए? 649.9 का 39.97% + 14.02 × 7.98 = ?",
        options: ["352", "412", "392", "372", "332"],
        explanation:
          "प्रत्येक संख्या को पूर्णांकित करें: 39.97% ≈ 40%, 649.9 ≈ 650, 14.02 ≈ 14 और 7.98 ≈ 8। तब 650 का 40% = 260 और 14 × 8 = 112। अतः ? ≈ 260 + 112 = 372 (सटीक मान लगभग 371.6 है)।",
      },
    },
    {
      key: "banking-qa-04",
      subject: "Quantitative Aptitude",
      topic: "Number Series",
      difficulty: "easy",
      text: "What will come in place of the question mark (?) in the series: 7, 15, 31, 63, 127, ?",
      options: ["255", "254", "253", "256", "257"],
      correct: 0,
      explanation:
        "Each term = previous term × 2 + 1: 7 × 2 + 1 = 15, 15 × 2 + 1 = 31, 31 × 2 + 1 = 63, 63 × 2 + 1 = 127. The next term = 127 × 2 + 1 = 255.",
      hi: {
        text: "श्रृंखला में प्रश्नवाचक चिह्न (?) के स्थान पर क्या आएगा: 7, 15, 31, 63, 127, ?",
        options: ["255", "254", "253", "256", "257"],
        explanation:
          "प्रत्येक पद = पिछला पद × 2 + 1: 7 × 2 + 1 = 15, 15 × 2 + 1 = 31, 31 × 2 + 1 = 63, 63 × 2 + 1 = 127। अगला पद = 127 × 2 + 1 = 255।",
      },
    },
    {
      key: "banking-qa-05",
      subject: "Quantitative Aptitude",
      topic: "Number Series",
      difficulty: "medium",
      text: "What will come in place of the question mark (?) in the series: 5, 6, 14, 45, 184, ?",
      options: ["920", "925", "930", "915", "935"],
      correct: 1,
      explanation:
        "The rule is × n + n for n = 1, 2, 3, …: 5 × 1 + 1 = 6, 6 × 2 + 2 = 14, 14 × 3 + 3 = 45, 45 × 4 + 4 = 184. The next term = 184 × 5 + 5 = 925.",
      hi: {
        text: "श्रृंखला में प्रश्नचिह्न (?) के स्थान पर क्या आएगा: 5, 6, 14, 45, 184, ?",
        options: ["920", "925", "930", "915", "935"],
        explanation:
          "नियम n = 1, 2, 3, … के लिए × n + n है: 5 × 1 + 1 = 6, 6 × 2 + 2 = 14, 14 × 3 + 3 = 45, 45 × 4 + 4 = 184। अगला पद = 184 × 5 + 5 = 925।",
      },
    },
    {
      key: "banking-qa-06",
      subject: "Quantitative Aptitude",
      topic: "Number Series",
      difficulty: "medium",
      text: "What will come in place of the question mark (?) in the series: 2, 3, 11, 38, 102, 227, ?",
      options: ["436", "451", "443", "427", "459"],
      correct: 2,
      explanation:
        "The differences are 1, 8, 27, 64, 125, i.e. $1^3, 2^3, 3^3, 4^3, 5^3$. The next difference is $6^3 = 216$, so the next term = 227 + 216 = 443.",
      hi: {
        text: "श्रृंखला में प्रश्नचिह्न (?) के स्थान पर क्या आएगा: 2, 3, 11, 38, 102, 227, ?",
        options: ["436", "451", "443", "427", "459"],
        explanation:
          "अंतर 1, 8, 27, 64, 125 हैं, अर्थात् $1^3, 2^3, 3^3, 4^3, 5^3$। अगला अंतर $6^3 = 216$ है, अतः अगला पद = 227 + 216 = 443।",
      },
    },
    {
      key: "banking-qa-07",
      subject: "Quantitative Aptitude",
      topic: "Percentage & Profit-Loss",
      difficulty: "easy",
      text: "A number is first increased by 20% and the result is then decreased by 20%. What is the net change in the number?",
      options: ["No change", "2% decrease", "4% increase", "4% decrease", "20% decrease"],
      correct: 3,
      explanation:
        "Take the number as 100. After a 20% increase it becomes 120; 20% of 120 is 24, so after the decrease it is 120 − 24 = 96. The net change is 100 − 96 = 4, i.e. a 4% decrease.",
      hi: {
        text: "किसी संख्या में पहले 20% की वृद्धि की जाती है और फिर परिणाम में 20% की कमी की जाती है। संख्या में कुल परिवर्तन क्या है?",
        options: ["कोई परिवर्तन नहीं", "2% कमी", "4% वृद्धि", "4% कमी", "20% कमी"],
        explanation:
          "मान लीजिए संख्या 100 है। 20% वृद्धि के बाद यह 120 हो जाती है; 120 का 20% = 24, इसलिए कमी के बाद यह 120 − 24 = 96 रह जाती है। कुल परिवर्तन 100 − 96 = 4 है, अर्थात 4% की कमी।",
      },
    },
    {
      key: "banking-qa-08",
      subject: "Quantitative Aptitude",
      topic: "Percentage & Profit-Loss",
      difficulty: "medium",
      text: "A's salary is 25% more than B's salary. By what percent is B's salary less than A's salary?",
      options: ["25%", "22.5%", "20%", "18%", "15%"],
      correct: 2,
      explanation:
        "Let B's salary be 100; then A's salary is 125. B's salary is 25 less, and the base for comparison is A's salary: $\\frac{25}{125} \\times 100 = 20\\%$.",
      hi: {
        text: "A का वेतन B के वेतन से 25% अधिक है। B का वेतन A के वेतन से कितने प्रतिशत कम है?",
        options: ["25%", "22.5%", "20%", "18%", "15%"],
        explanation:
          "मान लीजिए B का वेतन 100 है; तब A का वेतन 125 है। B का वेतन 25 कम है, और तुलना का आधार A का वेतन है: $\\frac{25}{125} \\times 100 = 20\\%$।",
      },
    },
    {
      key: "banking-qa-09",
      subject: "Quantitative Aptitude",
      topic: "Percentage & Profit-Loss",
      difficulty: "medium",
      text: "An article is marked at ₹ 1,200. After giving a discount of 15%, the shopkeeper still makes a profit of 20%. What is the cost price of the article?",
      options: ["₹ 900", "₹ 850", "₹ 816", "₹ 880", "₹ 960"],
      correct: 1,
      explanation:
        "Selling price = 85% of 1,200 = ₹ 1,020. The selling price is 120% of the cost price, so cost price = 1,020 ÷ 1.2 = ₹ 850.",
      hi: {
        text: "एक वस्तु का अंकित मूल्य ₹ 1,200 है। 15% की छूट देने के बाद भी दुकानदार को 20% का लाभ होता है। वस्तु का क्रय मूल्य क्या है?",
        options: ["₹ 900", "₹ 850", "₹ 816", "₹ 880", "₹ 960"],
        explanation:
          "विक्रय मूल्य = 1,200 का 85% = ₹ 1,020। विक्रय मूल्य क्रय मूल्य का 120% है, इसलिए क्रय मूल्य = 1,020 ÷ 1.2 = ₹ 850।",
      },
    },
    {
      key: "banking-qa-10",
      subject: "Quantitative Aptitude",
      topic: "Percentage & Profit-Loss",
      difficulty: "medium",
      text: "A trader sells two chairs for ₹ 1,980 each. On one he gains 10% and on the other he loses 10%. What is his overall result on the two sales?",
      options: ["Gain of ₹ 40", "No profit, no loss", "Loss of ₹ 20", "Loss of ₹ 40", "Loss of ₹ 198"],
      correct: 3,
      explanation:
        "Cost of the first chair = 1,980 ÷ 1.1 = ₹ 1,800; cost of the second = 1,980 ÷ 0.9 = ₹ 2,200. Total cost = ₹ 4,000 and total selling price = 2 × 1,980 = ₹ 3,960. So he makes a loss of 4,000 − 3,960 = ₹ 40 (a 1% loss).",
      hi: {
        text: "एक व्यापारी दो कुर्सियाँ ₹ 1,980 प्रत्येक में बेचता है। एक पर उसे 10% लाभ और दूसरी पर 10% हानि होती है। दोनों बिक्री पर उसका कुल परिणाम क्या है?",
        options: ["₹ 40 का लाभ", "न लाभ, न हानि", "₹ 20 की हानि", "₹ 40 की हानि", "₹ 198 की हानि"],
        explanation:
          "पहली कुर्सी का क्रय मूल्य = 1,980 ÷ 1.1 = ₹ 1,800; दूसरी का = 1,980 ÷ 0.9 = ₹ 2,200। कुल क्रय मूल्य = ₹ 4,000 और कुल विक्रय मूल्य = 2 × 1,980 = ₹ 3,960। अतः उसे 4,000 − 3,960 = ₹ 40 की हानि (1% हानि) होती है।",
      },
    },
    {
      key: "banking-qa-11",
      subject: "Quantitative Aptitude",
      topic: "Simple & Compound Interest",
      difficulty: "easy",
      text: "What is the simple interest on ₹ 5,000 at 8% per annum for 3 years?",
      options: ["₹ 1,250", "₹ 1,100", "₹ 1,200", "₹ 1,300", "₹ 1,000"],
      correct: 2,
      explanation:
        "Simple interest = $\\frac{P \\times R \\times T}{100} = \\frac{5000 \\times 8 \\times 3}{100}$ = ₹ 1,200.",
      hi: {
        text: "₹ 5,000 पर 8% वार्षिक दर से 3 वर्ष का साधारण ब्याज कितना होगा?",
        options: ["₹ 1,250", "₹ 1,100", "₹ 1,200", "₹ 1,300", "₹ 1,000"],
        explanation:
          "साधारण ब्याज = $\\frac{P \\times R \\times T}{100} = \\frac{5000 \\times 8 \\times 3}{100}$ = ₹ 1,200।",
      },
    },
    {
      key: "banking-qa-12",
      subject: "Quantitative Aptitude",
      topic: "Simple & Compound Interest",
      difficulty: "medium",
      text: "What is the compound interest on ₹ 10,000 at 10% per annum for 2 years, compounded annually?",
      options: ["₹ 2,200", "₹ 2,000", "₹ 2,210", "₹ 2,050", "₹ 2,100"],
      correct: 4,
      explanation:
        "Amount = 10,000 × 1.1 × 1.1 = ₹ 12,100. Compound interest = 12,100 − 10,000 = ₹ 2,100 (₹ 100 more than the simple interest, because the second year's interest is also earned on the first year's ₹ 1,000).",
      hi: {
        text: "₹ 10,000 पर 10% वार्षिक दर से 2 वर्ष का चक्रवृद्धि ब्याज (वार्षिक रूप से संयोजित) कितना होगा?",
        options: ["₹ 2,200", "₹ 2,000", "₹ 2,210", "₹ 2,050", "₹ 2,100"],
        explanation:
          "मिश्रधन = 10,000 × 1.1 × 1.1 = ₹ 12,100। चक्रवृद्धि ब्याज = 12,100 − 10,000 = ₹ 2,100 (साधारण ब्याज से ₹ 100 अधिक, क्योंकि दूसरे वर्ष का ब्याज पहले वर्ष के ₹ 1,000 ब्याज पर भी मिलता है)।",
      },
    },
    {
      key: "banking-qa-13",
      subject: "Quantitative Aptitude",
      topic: "Simple & Compound Interest",
      difficulty: "medium",
      text: "The difference between the compound interest (compounded annually) and the simple interest on a certain sum for 2 years at 12% per annum is ₹ 216. What is the sum?",
      options: ["₹ 12,000", "₹ 18,000", "₹ 14,400", "₹ 15,000", "₹ 16,000"],
      correct: 3,
      explanation:
        "For 2 years, CI − SI = $P\\left(\\frac{R}{100}\\right)^2$. So 216 = P × $\\left(\\frac{12}{100}\\right)^2$ = 0.0144 P, which gives P = 216 ÷ 0.0144 = ₹ 15,000.",
      hi: {
        text: "किसी राशि पर 12% वार्षिक दर से 2 वर्ष के चक्रवृद्धि ब्याज (वार्षिक संयोजित) और साधारण ब्याज का अंतर ₹ 216 है। राशि क्या है?",
        options: ["₹ 12,000", "₹ 18,000", "₹ 14,400", "₹ 15,000", "₹ 16,000"],
        explanation:
          "2 वर्ष के लिए चक्रवृद्धि ब्याज − साधारण ब्याज = $P\\left(\\frac{R}{100}\\right)^2$। अतः 216 = P × $\\left(\\frac{12}{100}\\right)^2$ = 0.0144 P, जिससे P = 216 ÷ 0.0144 = ₹ 15,000।",
      },
    },
    {
      key: "banking-qa-14",
      subject: "Quantitative Aptitude",
      topic: "Time, Speed & Distance",
      difficulty: "easy",
      text: "A train 240 m long crosses a pole in 12 seconds. What is the speed of the train in km/h?",
      options: ["64 km/h", "72 km/h", "80 km/h", "60 km/h", "20 km/h"],
      correct: 1,
      explanation:
        "To cross a pole the train covers its own length: speed = 240 ÷ 12 = 20 m/s. To convert to km/h multiply by $\\frac{18}{5}$: 20 × $\\frac{18}{5}$ = 72 km/h.",
      hi: {
        text: "240 मीटर लंबी एक ट्रेन एक खंभे को 12 सेकंड में पार करती है। ट्रेन की गति km/h में कितनी है?",
        options: ["64 km/h", "72 km/h", "80 km/h", "60 km/h", "20 km/h"],
        explanation:
          "खंभा पार करने में ट्रेन अपनी लंबाई के बराबर दूरी तय करती है: गति = 240 ÷ 12 = 20 m/s। km/h में बदलने के लिए $\\frac{18}{5}$ से गुणा करें: 20 × $\\frac{18}{5}$ = 72 km/h।",
      },
    },
    {
      key: "banking-qa-15",
      subject: "Quantitative Aptitude",
      topic: "Time, Speed & Distance",
      difficulty: "medium",
      text: "Two trains, 150 m and 210 m long, run on parallel tracks in opposite directions at 50 km/h and 58 km/h. How long will they take to cross each other completely?",
      options: ["10 seconds", "15 seconds", "12 seconds", "14 seconds", "18 seconds"],
      correct: 2,
      explanation:
        "In opposite directions the speeds add: 50 + 58 = 108 km/h = 108 × $\\frac{5}{18}$ = 30 m/s. The distance to cover is the sum of the lengths, 150 + 210 = 360 m. Time = 360 ÷ 30 = 12 seconds.",
      hi: {
        text: "150 m और 210 m लंबी दो रेलगाड़ियाँ समांतर पटरियों पर विपरीत दिशाओं में 50 km/h और 58 km/h की चाल से चल रही हैं। वे एक-दूसरे को पूरी तरह पार करने में कितना समय लेंगी?",
        options: ["10 सेकंड", "15 सेकंड", "12 सेकंड", "14 सेकंड", "18 सेकंड"],
        explanation:
          "विपरीत दिशाओं में चालें जुड़ती हैं: 50 + 58 = 108 km/h = 108 × $\\frac{5}{18}$ = 30 m/s। तय की जाने वाली दूरी लंबाइयों का योग है, 150 + 210 = 360 m। समय = 360 ÷ 30 = 12 सेकंड।",
      },
    },
    {
      key: "banking-qa-16",
      subject: "Quantitative Aptitude",
      topic: "Time, Speed & Distance",
      difficulty: "medium",
      text: "A boat covers 48 km downstream in 3 hours and 36 km upstream in 4 hours. What is the speed of the stream?",
      options: ["3.5 km/h", "3 km/h", "4 km/h", "2.5 km/h", "12.5 km/h"],
      correct: 0,
      explanation:
        "Downstream speed = 48 ÷ 3 = 16 km/h and upstream speed = 36 ÷ 4 = 9 km/h. Speed of the stream = (downstream − upstream) ÷ 2 = (16 − 9) ÷ 2 = 3.5 km/h.",
      hi: {
        text: "एक नाव धारा के अनुकूल 48 km की दूरी 3 घंटे में और धारा के प्रतिकूल 36 km की दूरी 4 घंटे में तय करती है। धारा की गति कितनी है?",
        options: ["3.5 km/h", "3 km/h", "4 km/h", "2.5 km/h", "12.5 km/h"],
        explanation:
          "धारा के अनुकूल गति = 48 ÷ 3 = 16 km/h और धारा के प्रतिकूल गति = 36 ÷ 4 = 9 km/h। धारा की गति = (अनुकूल − प्रतिकूल) ÷ 2 = (16 − 9) ÷ 2 = 3.5 km/h।",
      },
    },
    {
      key: "banking-qa-17",
      subject: "Quantitative Aptitude",
      topic: "Quadratic Equations",
      difficulty: "medium",
      text: "Solve the two equations and choose the correct relation between x and y. I. $x^2 - 7x + 12 = 0$ II. $y^2 - 9y + 20 = 0$",
      options: ["x > y", "x ≥ y", "x ≤ y", "x = y or the relationship cannot be established", "x < y"],
      correct: 2,
      explanation:
        "I: $x^2 - 7x + 12 = (x - 3)(x - 4) = 0$, so x = 3 or 4. II: $y^2 - 9y + 20 = (y - 4)(y - 5) = 0$, so y = 4 or 5. Every x is less than or equal to every y (x = 4 equals y = 4), so x ≤ y.",
      hi: {
        text: "दोनों समीकरणों को हल कीजिए और x तथा y के बीच सही संबंध चुनिए। I. $x^2 - 7x + 12 = 0$ II. $y^2 - 9y + 20 = 0$",
        options: ["x > y", "x ≥ y", "x ≤ y", "x = y या संबंध स्थापित नहीं किया जा सकता", "x < y"],
        explanation:
          "I: $x^2 - 7x + 12 = (x - 3)(x - 4) = 0$, अतः x = 3 या 4। II: $y^2 - 9y + 20 = (y - 4)(y - 5) = 0$, अतः y = 4 या 5। x का प्रत्येक मान y के प्रत्येक मान से छोटा या बराबर है (x = 4, y = 4 के बराबर), अतः x ≤ y।",
      },
    },
    {
      key: "banking-qa-18",
      subject: "Quantitative Aptitude",
      topic: "Quadratic Equations",
      difficulty: "medium",
      text: "Solve the two equations and choose the correct relation between x and y. I. $2x^2 - 11x + 15 = 0$ II. $3y^2 - 14y + 16 = 0$",
      options: ["x > y", "x < y", "x ≤ y", "x = y or the relationship cannot be established", "x ≥ y"],
      correct: 3,
      explanation:
        "I: $2x^2 - 11x + 15 = (2x - 5)(x - 3) = 0$, so x = 2.5 or 3. II: $3y^2 - 14y + 16 = (3y - 8)(y - 2) = 0$, so y = $\\frac{8}{3}$ ≈ 2.67 or 2. x = 2.5 is less than y = 2.67 but greater than y = 2, so no single relation holds: the relationship cannot be established.",
      hi: {
        text: "दोनों समीकरणों को हल कीजिए और x तथा y के बीच सही संबंध चुनिए। I. $2x^2 - 11x + 15 = 0$ II. $3y^2 - 14y + 16 = 0$",
        options: ["x > y", "x < y", "x ≤ y", "x = y या संबंध स्थापित नहीं किया जा सकता", "x ≥ y"],
        explanation:
          "I: $2x^2 - 11x + 15 = (2x - 5)(x - 3) = 0$, अतः x = 2.5 या 3। II: $3y^2 - 14y + 16 = (3y - 8)(y - 2) = 0$, अतः y = $\\frac{8}{3}$ ≈ 2.67 या 2। x = 2.5, y = 2.67 से छोटा किंतु y = 2 से बड़ा है, अतः कोई एक संबंध नहीं बनता: संबंध स्थापित नहीं किया जा सकता।",
      },
    },
    {
      key: "banking-qa-19",
      subject: "Quantitative Aptitude",
      topic: "Ratio, Average & Ages",
      difficulty: "easy",
      text: "The average of five numbers is 24. If one of the numbers, 36, is removed, what is the average of the remaining four numbers?",
      options: ["22", "21", "20", "19", "18"],
      correct: 1,
      explanation:
        "Sum of the five numbers = 5 × 24 = 120. After removing 36 the sum is 120 − 36 = 84. New average = 84 ÷ 4 = 21.",
      hi: {
        text: "पाँच संख्याओं का औसत 24 है। यदि इनमें से एक संख्या 36 हटा दी जाए, तो शेष चार संख्याओं का औसत क्या होगा?",
        options: ["22", "21", "20", "19", "18"],
        explanation:
          "पाँचों संख्याओं का योग = 5 × 24 = 120। 36 हटाने पर योग = 120 − 36 = 84। नया औसत = 84 ÷ 4 = 21।",
      },
    },
    {
      key: "banking-qa-20",
      subject: "Quantitative Aptitude",
      topic: "Ratio, Average & Ages",
      difficulty: "medium",
      text: "The ratio of the present ages of A and B is 4 : 5. After 6 years the ratio will be 6 : 7. What is A's present age?",
      options: ["16 years", "15 years", "18 years", "20 years", "12 years"],
      correct: 4,
      explanation:
        "Let the present ages be 4k and 5k. Then $\\frac{4k + 6}{5k + 6} = \\frac{6}{7}$, so 28k + 42 = 30k + 36, giving k = 3. A's present age = 4 × 3 = 12 years (check: in 6 years the ages are 18 and 21, and 18 : 21 = 6 : 7).",
      hi: {
        text: "A और B की वर्तमान आयु का अनुपात 4 : 5 है। 6 वर्ष बाद यह अनुपात 6 : 7 होगा। A की वर्तमान आयु क्या है?",
        options: ["16 वर्ष", "15 वर्ष", "18 वर्ष", "20 वर्ष", "12 वर्ष"],
        explanation:
          "मान लीजिए वर्तमान आयु 4k और 5k है। तब $\\frac{4k + 6}{5k + 6} = \\frac{6}{7}$, अतः 28k + 42 = 30k + 36, जिससे k = 3। A की वर्तमान आयु = 4 × 3 = 12 वर्ष (जाँच: 6 वर्ष बाद आयु 18 और 21 होगी, और 18 : 21 = 6 : 7)।",
      },
    },
    {
      key: "banking-qa-21",
      subject: "Quantitative Aptitude",
      topic: "Ratio, Average & Ages",
      difficulty: "easy",
      text: "₹ 5,400 is divided among A, B and C in the ratio 2 : 3 : 4. What is C's share?",
      options: ["₹ 2,400", "₹ 1,800", "₹ 1,200", "₹ 2,700", "₹ 2,100"],
      correct: 0,
      explanation:
        "Total parts = 2 + 3 + 4 = 9. One part = 5,400 ÷ 9 = ₹ 600. C's share = 4 × 600 = ₹ 2,400.",
      hi: {
        text: "₹ 5,400 को A, B और C में 2 : 3 : 4 के अनुपात में बाँटा जाता है। C का हिस्सा कितना है?",
        options: ["₹ 2,400", "₹ 1,800", "₹ 1,200", "₹ 2,700", "₹ 2,100"],
        explanation:
          "अनुपात के कुल भाग = 2 + 3 + 4 = 9। एक भाग = 5,400 ÷ 9 = ₹ 600। C का हिस्सा = 4 × 600 = ₹ 2,400।",
      },
    },
    {
      key: "banking-qa-22",
      subject: "Quantitative Aptitude",
      topic: "Data Interpretation",
      difficulty: "easy",
      text: "The sales (in ₹ lakh) of five branches of a bank in a year were: P 120, Q 150, R 90, S 180, T 160. What were the average sales per branch?",
      options: ["₹ 135 lakh", "₹ 145 lakh", "₹ 140 lakh", "₹ 150 lakh", "₹ 160 lakh"],
      correct: 2,
      explanation:
        "Total sales = 120 + 150 + 90 + 180 + 160 = ₹ 700 lakh. Average per branch = 700 ÷ 5 = ₹ 140 lakh.",
      hi: {
        text: "एक बैंक की पाँच शाखाओं की एक वर्ष की बिक्री (₹ लाख में) थी: P 120, Q 150, R 90, S 180, T 160। प्रति शाखा औसत बिक्री कितनी थी?",
        options: ["₹ 135 लाख", "₹ 145 लाख", "₹ 140 लाख", "₹ 150 लाख", "₹ 160 लाख"],
        explanation:
          "कुल बिक्री = 120 + 150 + 90 + 180 + 160 = ₹ 700 लाख। प्रति शाखा औसत = 700 ÷ 5 = ₹ 140 लाख।",
      },
    },
    {
      key: "banking-qa-23",
      subject: "Quantitative Aptitude",
      topic: "Data Interpretation",
      difficulty: "medium",
      text: "The sales (in ₹ lakh) of five branches of a bank in a year were: P 120, Q 150, R 90, S 180, T 160. Next year the sales of every branch except S grow by 20%, while the sales of S fall by 10%. What are the total sales of the five branches next year?",
      options: ["₹ 790 lakh", "₹ 774 lakh", "₹ 812 lakh", "₹ 786 lakh", "₹ 840 lakh"],
      correct: 3,
      explanation:
        "Sales of P, Q, R and T = 120 + 150 + 90 + 160 = 520; after 20% growth they become 520 × 1.2 = 624. Sales of S after a 10% fall = 180 × 0.9 = 162. Total next year = 624 + 162 = ₹ 786 lakh.",
      hi: {
        text: "एक बैंक की पाँच शाखाओं की एक वर्ष की बिक्री (₹ लाख में) थी: P 120, Q 150, R 90, S 180, T 160। अगले वर्ष S को छोड़कर प्रत्येक शाखा की बिक्री 20% बढ़ती है, जबकि S की बिक्री 10% घटती है। अगले वर्ष पाँचों शाखाओं की कुल बिक्री कितनी है?",
        options: ["₹ 790 लाख", "₹ 774 लाख", "₹ 812 लाख", "₹ 786 लाख", "₹ 840 लाख"],
        explanation:
          "P, Q, R और T की बिक्री = 120 + 150 + 90 + 160 = 520; 20% वृद्धि के बाद 520 × 1.2 = 624। 10% कमी के बाद S की बिक्री = 180 × 0.9 = 162। अगले वर्ष कुल = 624 + 162 = ₹ 786 लाख।",
      },
    },

    // ───────────────────────────── English ─────────────────────────────
    {
      key: "banking-en-01",
      subject: "English",
      topic: "Reading Comprehension",
      difficulty: "easy",
      text: `${PASSAGE_SAVINGS} Question: According to the passage, what may happen to a family without savings when an emergency strikes?`,
      options: [
        "It may receive free help from banks.",
        "It may have to borrow at high interest and fall into years of debt.",
        "It may be asked to close its savings account.",
        "It may immediately start saving more every month.",
        "It may get low-interest loans from informal lenders.",
      ],
      correct: 1,
      explanation:
        "The passage says that without a cushion the family 'may be forced to borrow at high interest from informal lenders, and a single emergency can turn into years of debt'. The other options are not mentioned anywhere in the passage.",
    },
    {
      key: "banking-en-02",
      subject: "English",
      topic: "Reading Comprehension",
      difficulty: "medium",
      text: `${PASSAGE_SAVINGS} Question: How, according to the passage, do banks regard the opening of a savings account?`,
      options: [
        "As the final goal of financial inclusion",
        "As a way to replace informal lenders entirely",
        "As a requirement imposed by informal lenders",
        "As useful only for families with high incomes",
        "As only the beginning, since the real goal is regular use of the account",
      ],
      correct: 4,
      explanation:
        "The last sentence states that banks see the opening of an account 'not as the end of financial inclusion but as its beginning: the real goal is regular use'. Option A reverses this, and the passage says nothing about replacing lenders entirely or about high-income families.",
    },
    {
      key: "banking-en-03",
      subject: "English",
      topic: "Vocabulary",
      difficulty: "easy",
      text: `${PASSAGE_SAVINGS} Question: Which word is closest in meaning to 'cushion' as used in the passage?`,
      options: ["Pillow", "Burden", "Reward", "Buffer", "Luxury"],
      correct: 3,
      explanation:
        "In the passage a 'cushion' is savings that protect the family against sudden expenses, i.e. a buffer or safeguard. 'Pillow' is the literal meaning, which does not fit the context, while 'burden' and 'reward' change the sense.",
    },
    {
      key: "banking-en-04",
      subject: "English",
      topic: "Reading Comprehension",
      difficulty: "medium",
      text: `${PASSAGE_THRIFT} Question: Which of the following best expresses the main idea of the passage?`,
      options: [
        "Saving money is always harmful to the economy.",
        "Households should never reduce spending during a downturn.",
        "Total saving always rises when households spend less.",
        "Firms cut jobs mainly because of poor management.",
        "An action that is prudent for one household can backfire when all households do it at once.",
      ],
      correct: 4,
      explanation:
        "The passage contrasts one household saving (which makes it safer) with every household saving at once (which lowers sales, jobs and incomes). Its point is that what is wise for one can hurt when done by all. It explicitly says saving is not bad, which rules out the first two options, and it never discusses management.",
    },
    {
      key: "banking-en-05",
      subject: "English",
      topic: "Reading Comprehension",
      difficulty: "easy",
      text: `${PASSAGE_THRIFT} Question: According to the passage, why may incomes fall when every household saves more at the same time?`,
      options: [
        "Because the prices of goods rise sharply",
        "Because banks stop lending to households",
        "Because the government raises taxes",
        "Because households spend more on imports",
        "Because shops sell less and firms cut jobs",
      ],
      correct: 4,
      explanation:
        "The passage gives the chain directly: when every household cuts spending, 'shops sell less, firms cut jobs and incomes fall'. Lending, taxes and imports are not mentioned.",
    },
    {
      key: "banking-en-06",
      subject: "English",
      topic: "Reading Comprehension",
      difficulty: "medium",
      text: `${PASSAGE_THRIFT} Question: Which of the following can be inferred about the author's view?`,
      options: [
        "The author believes saving should be banned during downturns.",
        "The author thinks the paradox of thrift proves that saving is bad.",
        "The author argues that firms should raise prices during a downturn.",
        "The author holds that households should always spend more than they earn.",
        "The author would agree that saving can be useful, depending on when and how much people save.",
      ],
      correct: 4,
      explanation:
        "The final sentence says the paradox 'does not mean that saving is bad; it means that the timing and the scale of saving matter'. So the author sees saving as useful when its timing and scale are right. The other options contradict the passage or are not supported by it.",
    },
    {
      key: "banking-en-07",
      subject: "English",
      topic: "Error Spotting",
      difficulty: "easy",
      text: `${ERROR_SPOTTING} Sentence: Each of the students / have submitted / the assignment on time.`,
      options: [
        "Each of the students",
        "have submitted",
        "the assignment on time",
        "No error",
        "The first and the second parts",
      ],
      correct: 1,
      explanation:
        "The subject is 'Each', which is singular; 'of the students' only describes it. So the verb must be singular: 'Each of the students has submitted the assignment on time.' The error is in 'have submitted'.",
    },
    {
      key: "banking-en-08",
      subject: "English",
      topic: "Error Spotting",
      difficulty: "medium",
      text: `${ERROR_SPOTTING} Sentence: The number of customers / visiting the branch / have increased since last year.`,
      options: [
        "The number of customers",
        "visiting the branch",
        "have increased since last year",
        "No error",
        "The first and the third parts",
      ],
      correct: 2,
      explanation:
        "'The number of' refers to a single figure and takes a singular verb, unlike 'a number of', which means 'many' and takes a plural verb. The correct sentence is 'The number of customers visiting the branch has increased since last year.'",
    },
    {
      key: "banking-en-09",
      subject: "English",
      topic: "Error Spotting",
      difficulty: "medium",
      text: `${ERROR_SPOTTING} Sentence: She is senior than me / by three years / in the bank.`,
      options: [
        "She is senior than me",
        "by three years",
        "in the bank",
        "No error",
        "The second and the third parts",
      ],
      correct: 0,
      explanation:
        "Latin comparatives such as senior, junior, superior, inferior and prior take 'to', not 'than'. The correct sentence is 'She is senior to me by three years in the bank.'",
    },
    {
      key: "banking-en-10",
      subject: "English",
      topic: "Error Spotting",
      difficulty: "hard",
      text: `${ERROR_SPOTTING} Sentence: Not only the clerks / but also the manager was praised / for the quick recovery of the loan.`,
      options: [
        "Not only the clerks",
        "but also the manager was praised",
        "for the quick recovery of the loan",
        "No error",
        "The first and the second parts",
      ],
      correct: 3,
      explanation:
        "With 'not only … but also', the verb agrees with the nearer subject. The nearer subject is 'the manager' (singular), so 'was praised' is correct, and the rest of the sentence is fine. Hence there is no error.",
    },
    {
      key: "banking-en-11",
      subject: "English",
      topic: "Fillers",
      difficulty: "easy",
      text: "Choose the word that best fills the blank: The bank has decided to ______ its branch network in rural areas so that it can reach more customers.",
      options: ["shrink", "expend", "expound", "expanse", "expand"],
      correct: 4,
      explanation:
        "Reaching more customers requires making the network larger, so 'expand' fits. 'Shrink' has the opposite sense, 'expend' means to spend or use up, and 'expanse' is a noun, which cannot follow 'to' here.",
    },
    {
      key: "banking-en-12",
      subject: "English",
      topic: "Fillers",
      difficulty: "easy",
      text: "Choose the word that best fills the blank: The manager ______ the new employees to ask questions whenever they were in doubt.",
      options: ["discouraged", "prevented", "refused", "encouraged", "forbade"],
      correct: 3,
      explanation:
        "Only 'encouraged' fits both the meaning and the structure 'verb + someone + to ask'. 'Prevented' and 'discouraged' would need 'from asking', and 'refused' cannot take an object followed by 'to ask' in this way.",
    },
    {
      key: "banking-en-13",
      subject: "English",
      topic: "Fillers",
      difficulty: "medium",
      text: "Choose the pair of words that best fills the blanks: The committee's report was so ______ that even experts found it hard to ______ its main argument.",
      options: ["convoluted, follow", "brief, ignore", "simple, reject", "lucid, grasp", "clear, understand"],
      correct: 0,
      explanation:
        "The structure 'so … that even experts found it hard' needs a first word that makes the report difficult to understand. 'Convoluted' (complicated and hard to follow) fits, and 'follow its main argument' completes the sense. 'Lucid' and 'simple' contradict the difficulty, and 'brief, ignore' does not make sense.",
    },
    {
      key: "banking-en-14",
      subject: "English",
      topic: "Fillers",
      difficulty: "medium",
      text: "Choose the word that best fills the blank: Her ______ approach to spending helped the family stay out of debt even in difficult years.",
      options: ["reckless", "lavish", "prudent", "careless", "extravagant"],
      correct: 2,
      explanation:
        "Staying out of debt results from careful, sensible spending, which is what 'prudent' means. 'Reckless', 'lavish' and 'careless' all describe spending that would lead towards debt, not away from it.",
    },
    {
      key: "banking-en-15",
      subject: "English",
      topic: "Vocabulary",
      difficulty: "easy",
      text: "Choose the word most similar in meaning to ABUNDANT.",
      options: ["Scarce", "Meagre", "Sparse", "Rare", "Plentiful"],
      correct: 4,
      explanation:
        "'Abundant' means existing in large quantities, so its synonym is 'plentiful'. 'Scarce', 'meagre' and 'rare' all mean the opposite: too little or hard to find.",
    },
    {
      key: "banking-en-16",
      subject: "English",
      topic: "Vocabulary",
      difficulty: "easy",
      text: "Choose the word most nearly OPPOSITE in meaning to TRANSPARENT.",
      options: ["Evident", "Clear", "Obvious", "Lucid", "Opaque"],
      correct: 4,
      explanation:
        "'Transparent' means that light or meaning passes through clearly. Its opposite is 'opaque', meaning not letting light through or hard to understand. 'Clear', 'obvious' and 'lucid' are close to synonyms of transparent.",
    },
    {
      key: "banking-en-17",
      subject: "English",
      topic: "Vocabulary",
      difficulty: "medium",
      text: "Choose the option that best expresses the meaning of the idiom 'to burn the midnight oil'.",
      options: [
        "To lose one's temper suddenly",
        "To waste money on unnecessary things",
        "To work or study late into the night",
        "To finish a task very quickly",
        "To start a quarrel over a trivial matter",
      ],
      correct: 2,
      explanation:
        "The idiom comes from working by lamplight after dark, and means to work or study late into the night. For example: 'Before the exam she burned the midnight oil for weeks.' None of the other options relates to working late.",
    },
    {
      key: "banking-en-18",
      subject: "English",
      topic: "Vocabulary",
      difficulty: "medium",
      text: "Choose the word most nearly OPPOSITE in meaning to EPHEMERAL.",
      options: ["Enduring", "Transient", "Brief", "Fleeting", "Momentary"],
      correct: 0,
      explanation:
        "'Ephemeral' means lasting for a very short time. 'Fleeting', 'transient' and 'brief' are its synonyms, while 'enduring' (lasting for a long time) is its opposite.",
    },
    {
      key: "banking-en-19",
      subject: "English",
      topic: "Para Jumbles",
      difficulty: "medium",
      text: "Rearrange the sentences to form a coherent paragraph. A. As a result, many customers now complete their banking without visiting a branch. B. Over the past decade, mobile phones have become common even in small towns. C. Banks have responded by offering most of their services through simple apps. D. Branches, however, remain important for complex needs such as loans.",
      options: ["CBAD", "BCAD", "BACD", "BCDA", "BDCA"],
      correct: 1,
      explanation:
        "B sets the background (phones are everywhere). C follows with the banks' response ('have responded'), and A gives the result of that response ('As a result'). D adds the contrast with 'however'. So the order is BCAD.",
    },
    {
      key: "banking-en-20",
      subject: "English",
      topic: "Para Jumbles",
      difficulty: "medium",
      text: "Rearrange the sentences to form a coherent paragraph. P. Yet the same speed also helps fraudsters, who move stolen money before anyone notices. Q. Instant payment systems let people send money at any hour within seconds. R. Banks therefore monitor transactions in real time to spot unusual patterns. S. This convenience has made them popular with shopkeepers and customers alike.",
      options: ["QPSR", "SQPR", "QSPR", "QSRP", "QRSP"],
      correct: 2,
      explanation:
        "Q introduces instant payment systems. S refers back to that with 'This convenience'. P then turns with 'Yet the same speed' to the risk of fraud, and R gives the banks' response to that risk ('therefore'). So the order is QSPR.",
    },
    {
      key: "banking-en-21",
      subject: "English",
      topic: "Cloze Test",
      difficulty: "easy",
      text: "Choose the word that best fills the blank in this part of a passage: A budget is a simple plan that shows how much money comes in and how much goes ______ each month.",
      options: ["off", "out", "up", "away", "down"],
      correct: 1,
      explanation:
        "Money that 'comes in' is contrasted with money that 'goes out', i.e. is spent. 'Goes off', 'goes up' and 'goes away' do not describe spending and break the in/out contrast.",
    },
    {
      key: "banking-en-22",
      subject: "English",
      topic: "Cloze Test",
      difficulty: "medium",
      text: "Choose the word that best fills the blank in this part of a passage: People who track their spending are often surprised to see how quickly small purchases ______ up over a month.",
      options: ["make", "sum", "count", "add", "take"],
      correct: 3,
      explanation:
        "The phrasal verb 'add up' means to accumulate into a large amount, which is the sense needed. 'Make up' means to form or invent, 'sum up' means to summarise, and 'count up' means to count something, none of which fits.",
    },
    {
      key: "banking-en-23",
      subject: "English",
      topic: "Sentence Improvement",
      difficulty: "easy",
      text: "Choose the best replacement for the part in capitals. If no improvement is needed, choose 'No improvement needed'. Sentence: IF I WAS THE MANAGER, I would approve the loan.",
      options: [
        "If I am the manager",
        "If I were the manager",
        "If I had been the manager",
        "No improvement needed",
        "If I would be the manager",
      ],
      correct: 1,
      explanation:
        "The sentence describes an imaginary present situation, which takes the subjunctive 'were' for all subjects: 'If I were the manager, I would approve the loan.' 'Had been' would need 'would have approved', and 'am' does not suit an imaginary condition.",
    },
  ],

  quizzes: [
    {
      key: "banking-practice-reasoning",
      kind: "practice",
      title: "Reasoning Ability: Logic and Arrangement Drill",
      description:
        "Ten Reasoning questions in the IBPS PO style: inequalities, syllogisms, blood relations, directions, coding-decoding, seating and alphanumeric series. Aim to finish in about a minute per question.",
      difficulty: "easy",
      timeLimitMinutes: 12,
      questionKeys: [
        "banking-ra-01",
        "banking-ra-04",
        "banking-ra-08",
        "banking-ra-10",
        "banking-ra-12",
        "banking-ra-13",
        "banking-ra-15",
        "banking-ra-16",
        "banking-ra-20",
        "banking-ra-22",
      ],
    },
    {
      key: "banking-practice-quant",
      kind: "practice",
      title: "Quantitative Aptitude: Arithmetic Essentials",
      description:
        "Ten Quantitative Aptitude questions covering simplification, percentages and profit-loss, interest, speed and distance, averages and ratios. Practise writing the shortcut for each before you check the worked solution.",
      difficulty: "medium",
      timeLimitMinutes: 15,
      questionKeys: [
        "banking-qa-02",
        "banking-qa-07",
        "banking-qa-09",
        "banking-qa-10",
        "banking-qa-12",
        "banking-qa-14",
        "banking-qa-16",
        "banking-qa-19",
        "banking-qa-20",
        "banking-qa-21",
      ],
    },
    {
      key: "banking-practice-english",
      kind: "practice",
      title: "English Language: Grammar and Vocabulary Builder",
      description:
        "Ten English Language questions: a reading-comprehension passage, error spotting, fillers, idioms, antonyms, cloze blanks and sentence improvement, each with a short explanation of the rule behind the answer.",
      difficulty: "medium",
      timeLimitMinutes: 12,
      questionKeys: [
        "banking-en-03",
        "banking-en-06",
        "banking-en-09",
        "banking-en-11",
        "banking-en-14",
        "banking-en-17",
        "banking-en-18",
        "banking-en-21",
        "banking-en-22",
        "banking-en-23",
      ],
    },
    {
      key: "banking-practice-mixed-warmup",
      kind: "practice",
      title: "IBPS PO Mixed Warm-up",
      description:
        "A quick ten-question warm-up mixing easy Reasoning, Quantitative Aptitude and English questions, to build speed and accuracy before a full mock test.",
      difficulty: "easy",
      timeLimitMinutes: 10,
      questionKeys: [
        "banking-ra-20",
        "banking-qa-14",
        "banking-en-15",
        "banking-ra-10",
        "banking-qa-19",
        "banking-en-16",
        "banking-qa-04",
        "banking-ra-13",
        "banking-en-11",
        "banking-qa-07",
      ],
    },
    {
      key: "banking-mock-prelims-1",
      kind: "mock",
      title: "IBPS PO Prelims Mock Test 1",
      description:
        "A 30-question mock in the IBPS PO Preliminary pattern: English Language, Quantitative Aptitude and Reasoning Ability in paper order, each with its own sectional timer scaled from the real 20 minutes per section. +1 for a correct answer, −0.25 for a wrong one.",
      difficulty: "medium",
      timeLimitMinutes: 18,
      sections: [
        {
          name: "English Language",
          timeLimitMinutes: 6,
          questionKeys: [
            "banking-en-01",
            "banking-en-02",
            "banking-en-07",
            "banking-en-08",
            "banking-en-10",
            "banking-en-11",
            "banking-en-13",
            "banking-en-15",
            "banking-en-19",
          ],
        },
        {
          name: "Quantitative Aptitude",
          timeLimitMinutes: 6,
          questionKeys: [
            "banking-qa-01",
            "banking-qa-03",
            "banking-qa-04",
            "banking-qa-06",
            "banking-qa-17",
            "banking-qa-08",
            "banking-qa-11",
            "banking-qa-13",
            "banking-qa-15",
            "banking-qa-20",
          ],
        },
        {
          name: "Reasoning Ability",
          timeLimitMinutes: 6,
          questionKeys: [
            "banking-ra-16",
            "banking-ra-17",
            "banking-ra-18",
            "banking-ra-01",
            "banking-ra-03",
            "banking-ra-04",
            "banking-ra-05",
            "banking-ra-09",
            "banking-ra-13",
            "banking-ra-11",
            "banking-ra-21",
          ],
        },
      ],
    },
    {
      key: "banking-sample-2024",
      kind: "past_paper",
      title: "Banking (IBPS PO) 2024 Sample Paper (original questions in the 2024 pattern)",
      description:
        "An original 20-question sample set modelled on the 2024 IBPS PO Preliminary pattern (English Language, Quantitative Aptitude, Reasoning Ability with sectional timing). These are not questions from the actual 2024 paper.",
      difficulty: "medium",
      timeLimitMinutes: 12,
      year: 2024,
      isSample: true,
      sections: [
        {
          name: "English Language",
          timeLimitMinutes: 4,
          questionKeys: [
            "banking-en-04",
            "banking-en-05",
            "banking-en-09",
            "banking-en-12",
            "banking-en-16",
            "banking-en-20",
          ],
        },
        {
          name: "Quantitative Aptitude",
          timeLimitMinutes: 4,
          questionKeys: [
            "banking-qa-02",
            "banking-qa-05",
            "banking-qa-18",
            "banking-qa-09",
            "banking-qa-12",
            "banking-qa-22",
            "banking-qa-23",
          ],
        },
        {
          name: "Reasoning Ability",
          timeLimitMinutes: 4,
          questionKeys: [
            "banking-ra-19",
            "banking-ra-23",
            "banking-ra-02",
            "banking-ra-24",
            "banking-ra-06",
            "banking-ra-07",
            "banking-ra-14",
          ],
        },
      ],
    },
  ],
};

export const banking: ExamContent = withPapers(bankingBase, [bankingPrelimsPapers]);
