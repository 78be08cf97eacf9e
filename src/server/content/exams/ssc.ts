import { withPapers } from "~/server/content/papers";
import type { ExamContent } from "~/server/content/types";
import { sscTier1Papers } from "./ssc-papers/tier-1";

/**
 * SSC CGL demo content: exam facts, syllabus topics, original questions in the
 * Tier 1 style and the quizzes built from them. Every question here is written
 * for Abhyas; none is copied from a publisher or a past paper.
 * Numeric answers are recomputed in ./ssc.answers.test.ts.
 */
const sscBase: ExamContent = {
  exam: {
    key: "ssc",
    name: "SSC",
    fullName: "SSC Combined Graduate Level Examination (CGL)",
    description:
      "Held every year by the Staff Selection Commission to recruit graduates to Group B and Group C posts in central government ministries, departments and offices, such as Assistant Section Officer, Inspector (Income Tax, Central Excise, Examiner), Assistant Audit Officer, Junior Statistical Officer, Auditor and Tax Assistant. Selection is through a two-tier computer-based examination; the Tier 1 paper tests reasoning, general awareness, quantitative aptitude and English.",
    ageLimit:
      "18-32 years depending on the post (most posts 18-27 or 18-30, some 20-30); upper age relaxation of 3 years for OBC, 5 years for SC/ST and 10 years for PwBD (unreserved), as per government rules",
    duration: "1 hour",
    totalMarks: "200",
    attempts: "No limit on the number of attempts within the age limit",
    patternText:
      "Tier 1: computer-based test of 100 objective questions, 25 each in General Intelligence and Reasoning, General Awareness, Quantitative Aptitude and English Comprehension; 2 marks per question, 0.5 mark deducted per wrong answer, 60 minutes with no sectional timing. Tier 2 Paper I (all posts): Mathematical Abilities and Reasoning (30 + 30 questions, 1 hour), English Language and General Awareness (45 + 25 questions, 1 hour), Computer Knowledge (20 questions, 15 minutes) and a Data Entry Speed Test; 3 marks per question with 1 mark deducted per wrong answer.",
    pattern: {
      year: 2025,
      notice: "Combined Graduate Level Examination 2025 notice, Staff Selection Commission",
      noticeHi: "संयुक्त स्नातक स्तरीय परीक्षा 2025 की सूचना, कर्मचारी चयन आयोग",
      source: "ssc.gov.in; check the year's notice",
      sourceHi: "ssc.gov.in; उस वर्ष की सूचना देखें",
    },
    subjects: [
      "General Intelligence and Reasoning",
      "General Awareness",
      "Quantitative Aptitude",
      "English Comprehension",
    ],
    keyFeatures: [
      "Tier 1 is a 60-minute computer-based test of 100 questions for 200 marks",
      "Questions are set in both English and Hindi, except the English Comprehension section",
      "Negative marking of 0.5 mark for each wrong answer in Tier 1",
      "Tier 1 is qualifying; the final merit list is drawn from Tier 2 marks",
      "One exam for many Group B and Group C posts across central ministries and departments",
    ],
    eligibility:
      "Indian citizens (and certain other categories as notified) holding a bachelor's degree from a recognised university by the cut-off date. Junior Statistical Officer needs at least 60% marks in Mathematics in Class 12 or Statistics as a subject in graduation; Statistical Investigator Grade II needs Statistics as a subject in graduation.",
    selectionCriteria: [
      "Tier 1: computer-based screening test (qualifying)",
      "Tier 2 Paper I for all posts, plus Paper II (Statistics) for statistical posts and Paper III (Finance and Economics) for Assistant Audit/Accounts Officer",
      "Computer Knowledge module and Data Entry Speed Test within Tier 2 (qualifying)",
      "Document verification, plus physical standards and medical tests for certain posts such as Inspector (Central Excise, Preventive Officer, Examiner) and Sub-Inspector in CBI",
      "Final merit list on Tier 2 marks and allocation of posts by preference",
    ],
    // the facts above in Hindi, for learners who use the app in Hindi
    factsHi: {
      fullName: "SSC संयुक्त स्नातक स्तरीय परीक्षा (CGL)",
      description:
        "कर्मचारी चयन आयोग यह परीक्षा हर वर्ष केंद्र सरकार के मंत्रालयों, विभागों और कार्यालयों में समूह 'ख' और समूह 'ग' के पदों पर स्नातकों की भर्ती के लिए आयोजित करता है। इन पदों में सहायक अनुभाग अधिकारी, निरीक्षक (आयकर, केंद्रीय उत्पाद शुल्क, परीक्षक), सहायक लेखा परीक्षा अधिकारी, कनिष्ठ सांख्यिकी अधिकारी, लेखा परीक्षक और कर सहायक शामिल हैं। चयन दो स्तरों (टियर) की कंप्यूटर आधारित परीक्षा से होता है; टियर 1 के प्रश्न पत्र में तर्कशक्ति, सामान्य जागरूकता, मात्रात्मक अभियोग्यता और अंग्रेज़ी की परख होती है।",
      ageLimit:
        "पद के अनुसार 18-32 वर्ष (अधिकांश पदों के लिए 18-27 या 18-30, कुछ के लिए 20-30); सरकारी नियमों के अनुसार ऊपरी आयु सीमा में OBC के लिए 3 वर्ष, SC/ST के लिए 5 वर्ष और PwBD (अनारक्षित) के लिए 10 वर्ष की छूट",
      duration: "1 घंटा",
      totalMarks: "200 अंक",
      attempts: "आयु सीमा के भीतर प्रयासों की संख्या की कोई सीमा नहीं",
      pattern:
        "टियर 1: 100 वस्तुनिष्ठ प्रश्नों की कंप्यूटर आधारित परीक्षा, सामान्य बुद्धि एवं तर्कशक्ति, सामान्य जागरूकता, मात्रात्मक अभियोग्यता और अंग्रेज़ी बोध में 25-25 प्रश्न; प्रति प्रश्न 2 अंक, हर गलत उत्तर पर 0.5 अंक की कटौती, 60 मिनट, खंडवार समय-सीमा नहीं। टियर 2 प्रश्न पत्र I (सभी पद): गणितीय क्षमता और तर्कशक्ति (30 + 30 प्रश्न, 1 घंटा), अंग्रेज़ी भाषा और सामान्य जागरूकता (45 + 25 प्रश्न, 1 घंटा), कंप्यूटर ज्ञान (20 प्रश्न, 15 मिनट) और डेटा एंट्री गति परीक्षण; प्रति प्रश्न 3 अंक, हर गलत उत्तर पर 1 अंक की कटौती।",
      subjects: ["सामान्य बुद्धि एवं तर्कशक्ति", "सामान्य जागरूकता", "मात्रात्मक अभियोग्यता", "अंग्रेज़ी बोध"],
      keyFeatures: [
        "टियर 1, 200 अंकों के 100 प्रश्नों की 60 मिनट की कंप्यूटर आधारित परीक्षा है",
        "अंग्रेज़ी बोध खंड को छोड़कर प्रश्न अंग्रेज़ी और हिन्दी दोनों में होते हैं",
        "टियर 1 में हर गलत उत्तर पर 0.5 अंक का नकारात्मक अंकन",
        "टियर 1 अर्हक है; अंतिम योग्यता सूची टियर 2 के अंकों से बनती है",
        "केंद्रीय मंत्रालयों और विभागों में समूह 'ख' और समूह 'ग' के अनेक पदों के लिए एक ही परीक्षा",
      ],
      eligibility:
        "भारतीय नागरिक (और अधिसूचित कुछ अन्य श्रेणियाँ), जिनके पास निर्धारित तिथि तक किसी मान्यता प्राप्त विश्वविद्यालय से स्नातक डिग्री हो। कनिष्ठ सांख्यिकी अधिकारी के लिए कक्षा 12 में गणित में कम से कम 60% अंक या स्नातक में एक विषय के रूप में सांख्यिकी आवश्यक है; सांख्यिकी अन्वेषक ग्रेड II के लिए स्नातक में एक विषय के रूप में सांख्यिकी आवश्यक है।",
      selectionCriteria: [
        "टियर 1: कंप्यूटर आधारित छँटनी परीक्षा (अर्हक)",
        "सभी पदों के लिए टियर 2 प्रश्न पत्र I, साथ में सांख्यिकी पदों के लिए प्रश्न पत्र II (सांख्यिकी) और सहायक लेखा परीक्षा/लेखा अधिकारी के लिए प्रश्न पत्र III (वित्त एवं अर्थशास्त्र)",
        "टियर 2 के भीतर कंप्यूटर ज्ञान मॉड्यूल और डेटा एंट्री गति परीक्षण (अर्हक)",
        "दस्तावेज़ सत्यापन, और कुछ पदों के लिए शारीरिक मानक तथा चिकित्सा परीक्षण, जैसे निरीक्षक (केंद्रीय उत्पाद शुल्क, निवारक अधिकारी, परीक्षक) और CBI में उप-निरीक्षक",
        "टियर 2 के अंकों पर अंतिम योग्यता सूची और वरीयता के अनुसार पदों का आवंटन",
      ],
      markingPaper: "SSC CGL टियर 1",
    },
    marking: { correct: 2, wrong: -0.5, paper: "SSC CGL Tier 1" },
    // Tier-I marks (normalised) of the list for all posts other than JSO and Statistical Investigator
    cutoffs: {
      year: 2025,
      category: "UR",
      source:
        "SSC, Combined Graduate Level Examination 2025, Tier-I result (December 2025): cut-off marks for all posts other than JSO and Statistical Investigator Grade-II, ssc.gov.in; as reported by bharathorizon.com",
      sourceHi:
        "SSC, Combined Graduate Level Examination 2025, टियर-I परिणाम (दिसंबर 2025): JSO और सांख्यिकी अन्वेषक ग्रेड-II के अतिरिक्त सभी पदों के कट-ऑफ़ अंक, ssc.gov.in; bharathorizon.com के अनुसार",
      maxMarks: 200,
      overall: 136.83159,
    },
    sections: [
      {
        name: "General Intelligence and Reasoning",
        nameHi: "सामान्य बुद्धि एवं तर्कशक्ति",
        subjects: ["Reasoning"],
      },
      { name: "General Awareness", nameHi: "सामान्य जागरूकता", subjects: ["General Awareness"] },
      { name: "Quantitative Aptitude", nameHi: "मात्रात्मक अभियोग्यता", subjects: ["Quantitative Aptitude"] },
      { name: "English Comprehension", nameHi: "अंग्रेज़ी बोध", subjects: ["English"] },
    ],
    testInterface: "tcs",
    officialPaper: { minutes: 60, questions: 100 },
  },

  topics: {
    Reasoning: [
      "Analogy",
      "Classification",
      "Series",
      "Coding-Decoding",
      "Blood Relations",
      "Direction Sense",
      "Order and Ranking",
      "Mathematical Operations",
    ],
    "General Awareness": [
      "History",
      "Geography",
      "Indian Polity",
      "Economy",
      "General Science",
      "Art and Culture",
    ],
    "Quantitative Aptitude": [
      "Number System",
      "Percentage and Interest",
      "Profit and Loss",
      "Ratio and Average",
      "Time, Work and Distance",
      "Algebra",
      "Geometry and Mensuration",
      "Trigonometry",
    ],
    English: [
      "Synonyms and Antonyms",
      "Idioms and Phrases",
      "One-word Substitution",
      "Spotting Errors",
      "Fill in the Blanks",
      "Spelling",
      "Voice and Narration",
      "Sentence Improvement",
    ],
  },

  questions: [
    // ---------------------------------------------------------------- Reasoning
    {
      key: "ssc-rea-01",
      subject: "Reasoning",
      topic: "Analogy",
      difficulty: "easy",
      text: "Select the option that is related to the third word in the same way as the second word is related to the first word. Carpenter : Wood :: Blacksmith : ?",
      options: ["Gold", "Clay", "Leather", "Iron"],
      correct: 3,
      explanation:
        "A carpenter shapes wood into useful objects. In the same way, a blacksmith heats and shapes iron. The relation is worker : material he works with, so the answer is Iron.",
      hi: {
        text: "उस विकल्प का चयन कीजिए जो तीसरे शब्द से उसी प्रकार संबंधित है जिस प्रकार दूसरा शब्द पहले शब्द से संबंधित है। बढ़ई : लकड़ी :: लोहार : ?",
        options: ["सोना", "मिट्टी", "चमड़ा", "लोहा"],
        explanation:
          "बढ़ई लकड़ी को आकार देकर उपयोगी वस्तुएँ बनाता है। उसी प्रकार लोहार लोहे को गर्म करके आकार देता है। संबंध 'कारीगर : वह सामग्री जिस पर वह काम करता है' का है, अतः उत्तर लोहा है।",
      },
    },
    {
      key: "ssc-rea-02",
      subject: "Reasoning",
      topic: "Analogy",
      difficulty: "easy",
      text: "Select the number that is related to the third number in the same way as the second number is related to the first number. 7 : 343 :: 9 : ?",
      options: ["649", "739", "81", "729"],
      correct: 3,
      explanation:
        "The second number is the cube of the first: 7³ = 7 × 7 × 7 = 343. Applying the same rule, 9³ = 9 × 9 × 9 = 729.",
      hi: {
        text: "उस संख्या का चयन कीजिए जो तीसरी संख्या से उसी प्रकार संबंधित है जिस प्रकार दूसरी संख्या पहली संख्या से संबंधित है। 7 : 343 :: 9 : ?",
        options: ["649", "739", "81", "729"],
        explanation: "दूसरी संख्या पहली संख्या का घन है: 7³ = 7 × 7 × 7 = 343। इसी नियम से 9³ = 9 × 9 × 9 = 729।",
      },
    },
    {
      key: "ssc-rea-03",
      subject: "Reasoning",
      topic: "Analogy",
      difficulty: "easy",
      text: "Select the letter-cluster that is related to the third letter-cluster in the same way as the second letter-cluster is related to the first. ACE : BDF :: GIK : ?",
      options: ["HJL", "HIJ", "GJL", "IKM"],
      correct: 0,
      explanation:
        "Each letter of ACE moves one place forward to give BDF (A→B, C→D, E→F). Moving each letter of GIK one place forward gives G→H, I→J, K→L, that is HJL.",
      hi: {
        text: "उस अक्षर-समूह का चयन कीजिए जो तीसरे अक्षर-समूह से उसी प्रकार संबंधित है जिस प्रकार दूसरा अक्षर-समूह पहले से संबंधित है। ACE : BDF :: GIK : ?",
        options: ["HJL", "HIJ", "GJL", "IKM"],
        explanation:
          "ACE का प्रत्येक अक्षर एक स्थान आगे बढ़कर BDF बनता है (A→B, C→D, E→F)। GIK के प्रत्येक अक्षर को एक स्थान आगे बढ़ाने पर G→H, I→J, K→L, अर्थात HJL मिलता है।",
      },
    },
    {
      key: "ssc-rea-04",
      subject: "Reasoning",
      topic: "Classification",
      difficulty: "easy",
      text: "Three of the following four numbers are alike in a certain way and one is different. Select the number that is different.",
      options: ["25", "49", "96", "81"],
      correct: 2,
      explanation:
        "25 = 5², 49 = 7² and 81 = 9² are all perfect squares. 96 lies between 9² = 81 and 10² = 100, so it is not a perfect square and is the odd one out.",
      hi: {
        text: "निम्नलिखित चार संख्याओं में से तीन किसी प्रकार समान हैं और एक भिन्न है। भिन्न संख्या का चयन कीजिए।",
        options: ["25", "49", "96", "81"],
        explanation:
          "25 = 5², 49 = 7² और 81 = 9² सभी पूर्ण वर्ग हैं। 96, 9² = 81 और 10² = 100 के बीच स्थित है, इसलिए यह पूर्ण वर्ग नहीं है और भिन्न है।",
      },
    },
    {
      key: "ssc-rea-05",
      subject: "Reasoning",
      topic: "Classification",
      difficulty: "medium",
      text: "Three of the following four letter-clusters are alike in a certain way and one is different. Select the letter-cluster that is different.",
      options: ["BDF", "JLN", "PRT", "UWZ"],
      correct: 3,
      explanation:
        "In BDF, JLN and PRT each letter is two places after the one before it (B+2 = D, D+2 = F; J+2 = L, L+2 = N; P+2 = R, R+2 = T). In UWZ, U+2 = W but W+3 = Z, so UWZ breaks the pattern.",
      hi: {
        text: "निम्नलिखित चार अक्षर-समूहों में से तीन किसी प्रकार समान हैं और एक भिन्न है। भिन्न अक्षर-समूह का चयन कीजिए।",
        options: ["BDF", "JLN", "PRT", "UWZ"],
        explanation:
          "BDF, JLN और PRT में प्रत्येक अक्षर अपने पिछले अक्षर से दो स्थान आगे है (B+2 = D, D+2 = F; J+2 = L, L+2 = N; P+2 = R, R+2 = T)। UWZ में U+2 = W पर W+3 = Z है, इसलिए UWZ पैटर्न तोड़ता है।",
      },
    },
    {
      key: "ssc-rea-06",
      subject: "Reasoning",
      topic: "Mathematical Operations",
      difficulty: "medium",
      text: "If '+' means '×', '×' means '−', '−' means '÷' and '÷' means '+', what is the value of 18 − 3 + 4 ÷ 6 × 5?",
      options: ["25", "23", "29", "19"],
      correct: 0,
      explanation:
        "Replacing the signs gives 18 ÷ 3 × 4 + 6 − 5. By BODMAS, 18 ÷ 3 = 6 and 6 × 4 = 24; then 24 + 6 − 5 = 25.",
      hi: {
        text: "यदि '+' का अर्थ '×', '×' का अर्थ '−', '−' का अर्थ '÷' और '÷' का अर्थ '+' है, तो 18 − 3 + 4 ÷ 6 × 5 का मान क्या होगा?",
        options: ["25", "23", "29", "19"],
        explanation:
          "चिह्न बदलने पर व्यंजक 18 ÷ 3 × 4 + 6 − 5 बनता है। BODMAS के अनुसार 18 ÷ 3 = 6 और 6 × 4 = 24; फिर 24 + 6 − 5 = 25।",
      },
    },
    {
      key: "ssc-rea-21",
      subject: "Reasoning",
      topic: "Series",
      difficulty: "easy",
      text: "Select the number that will come in place of the question mark (?) in the following series. 4, 7, 12, 19, 28, ?",
      options: ["37", "39", "38", "41"],
      correct: 1,
      explanation:
        "The differences are the odd numbers 3, 5, 7, 9, so the next difference is 11 and the next term is 28 + 11 = 39. (The terms are also n² + 3 for n = 1, 2, 3, 4, 5, and 6² + 3 = 39.)",
      hi: {
        text: "निम्नलिखित श्रृंखला में प्रश्न चिह्न (?) के स्थान पर कौन-सी संख्या आएगी? 4, 7, 12, 19, 28, ?",
        options: ["37", "39", "38", "41"],
        explanation:
          "क्रमागत अंतर विषम संख्याएँ 3, 5, 7, 9 हैं, इसलिए अगला अंतर 11 और अगला पद 28 + 11 = 39 है। (पद n = 1, 2, 3, 4, 5 के लिए n² + 3 भी हैं, और 6² + 3 = 39।)",
      },
    },
    {
      key: "ssc-rea-20",
      subject: "Reasoning",
      topic: "Series",
      difficulty: "medium",
      text: "Select the number that will come in place of the question mark (?) in the following series. 6, 11, 21, 36, 56, ?",
      options: ["76", "81", "86", "78"],
      correct: 1,
      explanation:
        "The differences are 5, 10, 15, 20, multiples of 5 rising by 5 each time. The next difference is 25, so the next term is 56 + 25 = 81.",
      hi: {
        text: "निम्नलिखित श्रृंखला में प्रश्न चिह्न (?) के स्थान पर कौन-सी संख्या आएगी? 6, 11, 21, 36, 56, ?",
        options: ["76", "81", "86", "78"],
        explanation:
          "क्रमागत अंतर 5, 10, 15, 20 हैं, जो हर बार 5 बढ़ते हैं। अगला अंतर 25 है, अतः अगला पद 56 + 25 = 81 है।",
      },
    },
    {
      key: "ssc-rea-09",
      subject: "Reasoning",
      topic: "Series",
      difficulty: "medium",
      text: "Select the number that will come in place of the question mark (?) in the following series. 5, 11, 24, 51, 106, ?",
      options: ["212", "217", "215", "219"],
      correct: 1,
      explanation:
        "The rule is ×2 followed by adding 1, 2, 3, 4, ... in turn: 5×2+1 = 11, 11×2+2 = 24, 24×2+3 = 51, 51×2+4 = 106. The next term is therefore 106×2+5 = 217.",
      hi: {
        text: "निम्नलिखित श्रृंखला में प्रश्न चिह्न (?) के स्थान पर कौन-सी संख्या आएगी? 5, 11, 24, 51, 106, ?",
        options: ["212", "217", "215", "219"],
        explanation:
          "नियम है: 2 से गुणा करके क्रमशः 1, 2, 3, 4, ... जोड़ना: 5×2+1 = 11, 11×2+2 = 24, 24×2+3 = 51, 51×2+4 = 106। अतः अगला पद 106×2+5 = 217 है।",
      },
    },
    {
      key: "ssc-rea-10",
      subject: "Reasoning",
      topic: "Series",
      difficulty: "medium",
      text: "Select the letter that will come in place of the question mark (?) in the following series. B, E, J, Q, ?",
      options: ["Y", "X", "Z", "W"],
      correct: 2,
      explanation:
        "Using alphabet positions, B = 2, E = 5, J = 10 and Q = 17, so the gaps are +3, +5, +7. The next gap is +9, giving 17 + 9 = 26, which is Z. (The positions are also 1²+1, 2²+1, 3²+1, 4²+1, and 5²+1 = 26.)",
      hi: {
        text: "निम्नलिखित श्रृंखला में प्रश्न चिह्न (?) के स्थान पर कौन-सा अक्षर आएगा? B, E, J, Q, ?",
        options: ["Y", "X", "Z", "W"],
        explanation:
          "वर्णमाला-स्थानों के अनुसार B = 2, E = 5, J = 10 और Q = 17, अतः अंतर +3, +5, +7 हैं। अगला अंतर +9 है, जिससे 17 + 9 = 26 अर्थात Z मिलता है। (स्थान 1²+1, 2²+1, 3²+1, 4²+1 भी हैं, और 5²+1 = 26।)",
      },
    },
    {
      key: "ssc-rea-11",
      subject: "Reasoning",
      topic: "Coding-Decoding",
      difficulty: "easy",
      text: "In a certain code language, 'GARDEN' is written as 'HBSEFO'. How will 'FLOWER' be written in that language?",
      options: ["GMPXFS", "GMPYFS", "EKNVDQ", "GMQXFS"],
      correct: 0,
      explanation:
        "Each letter of GARDEN moves one place forward: G→H, A→B, R→S, D→E, E→F, N→O. Applying the same +1 shift to FLOWER gives F→G, L→M, O→P, W→X, E→F, R→S, that is GMPXFS.",
      hi: {
        text: "एक निश्चित कूट भाषा में 'GARDEN' को 'HBSEFO' लिखा जाता है। उसी भाषा में 'FLOWER' को कैसे लिखा जाएगा?",
        options: ["GMPXFS", "GMPYFS", "EKNVDQ", "GMQXFS"],
        explanation:
          "GARDEN का प्रत्येक अक्षर एक स्थान आगे बढ़ता है: G→H, A→B, R→S, D→E, E→F, N→O। FLOWER पर वही +1 खिसकाव लगाने पर F→G, L→M, O→P, W→X, E→F, R→S, अर्थात GMPXFS मिलता है।",
      },
    },
    {
      key: "ssc-rea-12",
      subject: "Reasoning",
      topic: "Coding-Decoding",
      difficulty: "medium",
      text: "In a certain code language, 'PLANET' is written as 'VGPCNR'. How will 'STREAM' be written in that language?",
      options: ["UVTGCO", "OCGTUV", "NBFSUT", "OCGTVU"],
      correct: 3,
      explanation:
        "The word is reversed and each letter is then moved two places forward: PLANET reversed is TENALP, and T→V, E→G, N→P, A→C, L→N, P→R gives VGPCNR. STREAM reversed is MAERTS; shifting each letter by +2 gives M→O, A→C, E→G, R→T, T→V, S→U, that is OCGTVU.",
      hi: {
        text: "एक निश्चित कूट भाषा में 'PLANET' को 'VGPCNR' लिखा जाता है। उसी भाषा में 'STREAM' को कैसे लिखा जाएगा?",
        options: ["UVTGCO", "OCGTUV", "NBFSUT", "OCGTVU"],
        explanation:
          "शब्द को उलटकर प्रत्येक अक्षर को दो स्थान आगे बढ़ाया जाता है: PLANET उलटने पर TENALP, और T→V, E→G, N→P, A→C, L→N, P→R से VGPCNR। STREAM उलटने पर MAERTS; प्रत्येक अक्षर +2 करने पर M→O, A→C, E→G, R→T, T→V, S→U, अर्थात OCGTVU।",
      },
    },
    {
      key: "ssc-rea-13",
      subject: "Reasoning",
      topic: "Coding-Decoding",
      difficulty: "medium",
      text: "In a certain code, CAT is written as 24 and BAG is written as 10. How will DOG be written in that code?",
      options: ["24", "26", "28", "27"],
      correct: 1,
      explanation:
        "Each word is coded as the sum of the alphabet positions of its letters: CAT = 3 + 1 + 20 = 24 and BAG = 2 + 1 + 7 = 10. So DOG = 4 + 15 + 7 = 26.",
      hi: {
        text: "एक निश्चित कूट में CAT को 24 और BAG को 10 लिखा जाता है। उसी कूट में DOG को कैसे लिखा जाएगा?",
        options: ["24", "26", "28", "27"],
        explanation:
          "प्रत्येक शब्द को उसके अक्षरों के वर्णमाला-स्थानों के योग से लिखा गया है: CAT = 3 + 1 + 20 = 24 और BAG = 2 + 1 + 7 = 10। अतः DOG = 4 + 15 + 7 = 26।",
      },
    },
    {
      key: "ssc-rea-14",
      subject: "Reasoning",
      topic: "Blood Relations",
      difficulty: "easy",
      text: "Pointing to a man, Riya said, 'He is the only son of my mother's father.' How is the man related to Riya?",
      options: ["Father", "Brother", "Grandfather", "Maternal uncle"],
      correct: 3,
      explanation:
        "Riya's mother's father is her maternal grandfather. His only son is the brother of Riya's mother, so the man is Riya's maternal uncle.",
      hi: {
        text: "एक व्यक्ति की ओर इशारा करते हुए रिया ने कहा, 'वह मेरी माँ के पिता का इकलौता पुत्र है।' वह व्यक्ति रिया से किस प्रकार संबंधित है?",
        options: ["पिता", "भाई", "दादा", "मामा"],
        explanation:
          "रिया की माँ के पिता उसके नाना हैं। नाना का इकलौता पुत्र रिया की माँ का भाई है, इसलिए वह व्यक्ति रिया का मामा है।",
      },
    },
    {
      key: "ssc-rea-15",
      subject: "Reasoning",
      topic: "Blood Relations",
      difficulty: "medium",
      text: "A + B means A is the mother of B; A − B means A is the brother of B; A × B means A is the husband of B; A ÷ B means A is the daughter of B. If P × Q + R − S, how is P related to S?",
      options: ["Uncle", "Brother", "Grandfather", "Father"],
      correct: 3,
      explanation:
        "P × Q: P is the husband of Q. Q + R: Q is the mother of R. R − S: R is the brother of S, so S is also a child of Q. Since Q is the mother of S and P is Q's husband, P is the father of S.",
      hi: {
        text: "A + B का अर्थ है A, B की माता है; A − B का अर्थ है A, B का भाई है; A × B का अर्थ है A, B का पति है; A ÷ B का अर्थ है A, B की पुत्री है। यदि P × Q + R − S है, तो P का S से क्या संबंध है?",
        options: ["चाचा", "भाई", "दादा", "पिता"],
        explanation:
          "P × Q: P, Q का पति है। Q + R: Q, R की माता है। R − S: R, S का भाई है, अतः S भी Q की संतान है। चूँकि Q, S की माता है और P, Q का पति है, इसलिए P, S का पिता है।",
      },
    },
    {
      key: "ssc-rea-22",
      subject: "Reasoning",
      topic: "Direction Sense",
      difficulty: "easy",
      text: "Priya walks 8 km towards the east, then turns left and walks 15 km. How far is she from her starting point?",
      options: ["23 km", "17 km", "7 km", "13 km"],
      correct: 1,
      explanation:
        "A left turn from east means she walks north, so her two paths meet at a right angle. The straight-line distance is √(8² + 15²) = √(64 + 225) = √289 = 17 km. 23 km is the total distance walked.",
      hi: {
        text: "प्रिया 8 km पूर्व की ओर चलती है, फिर बाएँ मुड़कर 15 km चलती है। वह अपने प्रारंभिक बिंदु से कितनी दूर है?",
        options: ["23 km", "17 km", "7 km", "13 km"],
        explanation:
          "पूर्व से बाएँ मुड़ने पर वह उत्तर की ओर चलती है, इसलिए दोनों रास्ते समकोण बनाते हैं। सीधी दूरी = √(8² + 15²) = √(64 + 225) = √289 = 17 km। 23 km कुल चली गई दूरी है।",
      },
    },
    {
      key: "ssc-rea-17",
      subject: "Reasoning",
      topic: "Direction Sense",
      difficulty: "hard",
      text: "Meena walks 5 km east, turns left and walks 3 km, turns left again and walks 9 km, and then turns left once more and walks 6 km. How far and in which direction is she now from her starting point?",
      options: ["5 km, North-West", "7 km, South-West", "5 km, South-West", "3 km, South"],
      correct: 2,
      explanation:
        "Take the start as (0, 0). East 5 km gives (5, 0); a left turn means north, 3 km gives (5, 3); left again means west, 9 km gives (−4, 3); left again means south, 6 km gives (−4, −3). She is 4 km west and 3 km south of the start, so she is √(4² + 3²) = 5 km away towards the South-West.",
      hi: {
        text: "मीना 5 km पूर्व चलती है, बाएँ मुड़कर 3 km चलती है, फिर बाएँ मुड़कर 9 km चलती है, और एक बार फिर बाएँ मुड़कर 6 km चलती है। अब वह अपने प्रारंभिक बिंदु से कितनी दूर और किस दिशा में है?",
        options: ["5 km, उत्तर-पश्चिम", "7 km, दक्षिण-पश्चिम", "5 km, दक्षिण-पश्चिम", "3 km, दक्षिण"],
        explanation:
          "प्रारंभ (0, 0) मानिए। पूर्व 5 km से (5, 0); बाएँ मुड़ने का अर्थ उत्तर, 3 km से (5, 3); फिर बाएँ अर्थात पश्चिम, 9 km से (−4, 3); फिर बाएँ अर्थात दक्षिण, 6 km से (−4, −3)। वह प्रारंभ से 4 km पश्चिम और 3 km दक्षिण में है, अतः √(4² + 3²) = 5 km दूर, दक्षिण-पश्चिम दिशा में।",
      },
    },
    {
      key: "ssc-rea-18",
      subject: "Reasoning",
      topic: "Order and Ranking",
      difficulty: "easy",
      text: "In a row of 40 students, Aman is 14th from the left end. What is his position from the right end?",
      options: ["26th", "27th", "28th", "25th"],
      correct: 1,
      explanation:
        "Position from the right = total − position from the left + 1 = 40 − 14 + 1 = 27. So Aman is 27th from the right end.",
      hi: {
        text: "40 विद्यार्थियों की एक पंक्ति में अमन बाएँ छोर से 14वें स्थान पर है। दाएँ छोर से उसका स्थान क्या है?",
        options: ["26वाँ", "27वाँ", "28वाँ", "25वाँ"],
        explanation: "दाएँ से स्थान = कुल − बाएँ से स्थान + 1 = 40 − 14 + 1 = 27। अतः अमन दाएँ छोर से 27वें स्थान पर है।",
      },
    },
    {
      key: "ssc-rea-19",
      subject: "Reasoning",
      topic: "Order and Ranking",
      difficulty: "medium",
      text: "In a row of boys, Kabir is 12th from the left and Dev is 9th from the right. When they interchange their positions, Kabir becomes 20th from the left. How many boys are there in the row?",
      options: ["28", "29", "27", "30"],
      correct: 0,
      explanation:
        "After the swap Kabir stands in Dev's old place, which is 20th from the left and 9th from the right. Total boys = 20 + 9 − 1 = 28 (Kabir's original position is not needed).",
      hi: {
        text: "लड़कों की एक पंक्ति में कबीर बाएँ से 12वें और देव दाएँ से 9वें स्थान पर है। जब वे अपने स्थान आपस में बदलते हैं, तो कबीर बाएँ से 20वें स्थान पर आ जाता है। पंक्ति में कितने लड़के हैं?",
        options: ["28", "29", "27", "30"],
        explanation:
          "स्थान बदलने के बाद कबीर देव के पुराने स्थान पर है, जो बाएँ से 20वाँ और दाएँ से 9वाँ है। कुल लड़के = 20 + 9 − 1 = 28 (कबीर के मूल स्थान की आवश्यकता नहीं है)।",
      },
    },

    // -------------------------------------------------------- General Awareness
    {
      key: "ssc-ga-01",
      subject: "General Awareness",
      topic: "History",
      difficulty: "easy",
      source: "NCERT Themes in Indian History Part I (Class 12), Ch. 2 Kings, Farmers and Towns",
      text: "Who founded the Maurya Empire?",
      options: ["Ashoka", "Bindusara", "Chandragupta I", "Chandragupta Maurya"],
      correct: 3,
      explanation:
        "Chandragupta Maurya founded the Maurya Empire around 321 BCE by overthrowing the Nanda dynasty, with the help of his adviser Chanakya (Kautilya). Bindusara was his son and Ashoka his grandson, while Chandragupta I belonged to the later Gupta dynasty.",
      hi: {
        text: "मौर्य साम्राज्य की स्थापना किसने की थी?",
        options: ["अशोक", "बिंदुसार", "चंद्रगुप्त प्रथम", "चंद्रगुप्त मौर्य"],
        explanation:
          "चंद्रगुप्त मौर्य ने अपने सलाहकार चाणक्य (कौटिल्य) की सहायता से नंद वंश को हराकर लगभग 321 ईसा पूर्व में मौर्य साम्राज्य की स्थापना की। बिंदुसार उनके पुत्र और अशोक उनके पौत्र थे, जबकि चंद्रगुप्त प्रथम बाद के गुप्त वंश के शासक थे।",
      },
    },
    {
      key: "ssc-ga-02",
      subject: "General Awareness",
      topic: "History",
      difficulty: "easy",
      source: "NCERT Our Pasts III (Class 8 History), Ch. 2 From Trade to Territory",
      text: "In which year was the Battle of Plassey fought?",
      options: ["1761", "1764", "1757", "1857"],
      correct: 2,
      explanation:
        "The Battle of Plassey was fought on 23 June 1757 between the East India Company under Robert Clive and Siraj-ud-Daulah, the Nawab of Bengal. 1764 is the Battle of Buxar, 1761 the Third Battle of Panipat and 1857 the Revolt.",
      hi: {
        text: "प्लासी का युद्ध किस वर्ष लड़ा गया था?",
        options: ["1761", "1764", "1757", "1857"],
        explanation:
          "प्लासी का युद्ध 23 जून 1757 को रॉबर्ट क्लाइव के नेतृत्व वाली ईस्ट इंडिया कंपनी और बंगाल के नवाब सिराजुद्दौला के बीच लड़ा गया था। 1764 में बक्सर का युद्ध, 1761 में पानीपत का तीसरा युद्ध और 1857 में विद्रोह हुआ था।",
      },
    },
    {
      key: "ssc-ga-21",
      subject: "General Awareness",
      topic: "History",
      difficulty: "medium",
      source: "NCERT Our Pasts III (Class 8 History), Ch. 2 From Trade to Territory",
      text: "The system of Subsidiary Alliance, under which Indian rulers had to keep British troops at their own cost, was introduced by which Governor-General?",
      options: ["Lord Cornwallis", "Lord Wellesley", "Lord Dalhousie", "Lord William Bentinck"],
      correct: 1,
      explanation:
        "Lord Wellesley (1798-1805) devised the Subsidiary Alliance: an allied ruler disbanded his own army, paid for a British force and kept a British Resident at his court; Hyderabad was the first to accept it. Dalhousie is linked with the Doctrine of Lapse and Bentinck with social reforms.",
      hi: {
        text: "सहायक संधि की व्यवस्था, जिसके अंतर्गत भारतीय शासकों को अपने खर्च पर अंग्रेज़ी सेना रखनी पड़ती थी, किस गवर्नर-जनरल ने शुरू की?",
        options: ["लॉर्ड कॉर्नवालिस", "लॉर्ड वेलेजली", "लॉर्ड डलहौजी", "लॉर्ड विलियम बेंटिंक"],
        explanation:
          "लॉर्ड वेलेजली (1798-1805) ने सहायक संधि बनाई: मित्र शासक अपनी सेना भंग करता, अंग्रेज़ी सेना का खर्च उठाता और अपने दरबार में एक अंग्रेज़ रेज़िडेंट रखता था; हैदराबाद ने इसे सबसे पहले स्वीकार किया। डलहौजी व्यपगत के सिद्धांत से और बेंटिंक सामाजिक सुधारों से जुड़े हैं।",
      },
    },
    {
      key: "ssc-ga-04",
      subject: "General Awareness",
      topic: "Geography",
      difficulty: "easy",
      source: "NCERT Contemporary India I (Class 9 Geography), Ch. 3 Drainage",
      text: "Which is the longest river of peninsular India?",
      options: ["Krishna", "Narmada", "Godavari", "Kaveri"],
      correct: 2,
      explanation:
        "The Godavari, about 1,465 km long, is the longest river of peninsular India and is often called the 'Dakshin Ganga'. It rises near Trimbakeshwar in Maharashtra and flows east into the Bay of Bengal.",
      hi: {
        text: "प्रायद्वीपीय भारत की सबसे लंबी नदी कौन-सी है?",
        options: ["कृष्णा", "नर्मदा", "गोदावरी", "कावेरी"],
        explanation:
          "लगभग 1,465 km लंबी गोदावरी प्रायद्वीपीय भारत की सबसे लंबी नदी है और इसे 'दक्षिण गंगा' भी कहा जाता है। यह महाराष्ट्र में त्र्यंबकेश्वर के पास से निकलकर पूर्व की ओर बहती है और बंगाल की खाड़ी में गिरती है।",
      },
    },
    {
      key: "ssc-ga-05",
      subject: "General Awareness",
      topic: "Geography",
      difficulty: "medium",
      source: "NCERT Contemporary India I (Class 9 Geography), Ch. 1 India: Size and Location",
      text: "The Tropic of Cancer does NOT pass through which of the following states?",
      options: ["Rajasthan", "Jharkhand", "Mizoram", "Odisha"],
      correct: 3,
      explanation:
        "The Tropic of Cancer (about 23.5° N) passes through eight states: Gujarat, Rajasthan, Madhya Pradesh, Chhattisgarh, Jharkhand, West Bengal, Tripura and Mizoram. Odisha lies entirely to its south.",
      hi: {
        text: "कर्क रेखा निम्नलिखित में से किस राज्य से होकर नहीं गुजरती है?",
        options: ["राजस्थान", "झारखंड", "मिज़ोरम", "ओडिशा"],
        explanation:
          "कर्क रेखा (लगभग 23.5° उत्तर) आठ राज्यों से होकर गुजरती है: गुजरात, राजस्थान, मध्य प्रदेश, छत्तीसगढ़, झारखंड, पश्चिम बंगाल, त्रिपुरा और मिज़ोरम। ओडिशा पूरी तरह इसके दक्षिण में स्थित है।",
      },
    },
    {
      key: "ssc-ga-06",
      subject: "General Awareness",
      topic: "Geography",
      difficulty: "easy",
      source: "Survey of India, lengths of the coastlines of India's coastal states and union territories",
      text: "Which Indian state has the longest coastline?",
      options: ["Tamil Nadu", "Andhra Pradesh", "Maharashtra", "Gujarat"],
      correct: 3,
      explanation:
        "Gujarat has the longest coastline of any Indian state, with the Gulf of Kachchh and the Gulf of Khambhat cutting deep into its shore. East-coast states such as Andhra Pradesh and Tamil Nadu, and Maharashtra on the west, have shorter coastlines.",
      hi: {
        text: "किस भारतीय राज्य की तटरेखा सबसे लंबी है?",
        options: ["तमिलनाडु", "आंध्र प्रदेश", "महाराष्ट्र", "गुजरात"],
        explanation:
          "भारत के सभी राज्यों में गुजरात की तटरेखा सबसे लंबी है; कच्छ की खाड़ी और खंभात की खाड़ी इसके तट में गहराई तक फैली हैं। पूर्वी तट के आंध्र प्रदेश और तमिलनाडु तथा पश्चिमी तट के महाराष्ट्र की तटरेखाएँ इससे छोटी हैं।",
      },
    },
    {
      key: "ssc-ga-07",
      subject: "General Awareness",
      topic: "Indian Polity",
      difficulty: "easy",
      source: "Constitution of India, Part III (Articles 12-35)",
      text: "Fundamental Rights are contained in which Part of the Constitution of India?",
      options: ["Part III", "Part II", "Part IV", "Part IV-A"],
      correct: 0,
      explanation:
        "Part III (Articles 12 to 35) contains the Fundamental Rights. Part II deals with citizenship, Part IV with the Directive Principles of State Policy and Part IV-A with the Fundamental Duties.",
      hi: {
        text: "मौलिक अधिकार भारत के संविधान के किस भाग में दिए गए हैं?",
        options: ["भाग III", "भाग II", "भाग IV", "भाग IV-क"],
        explanation:
          "भाग III (अनुच्छेद 12 से 35) में मौलिक अधिकार दिए गए हैं। भाग II नागरिकता से, भाग IV राज्य के नीति निदेशक तत्वों से और भाग IV-क मौलिक कर्तव्यों से संबंधित है।",
      },
    },
    {
      key: "ssc-ga-19",
      subject: "General Awareness",
      topic: "Indian Polity",
      difficulty: "medium",
      source: "Constitution of India, Article 18",
      text: "Which Article of the Constitution of India abolishes titles, barring the State from conferring any title other than a military or academic distinction?",
      options: ["Article 16", "Article 18", "Article 19", "Article 23"],
      correct: 1,
      explanation:
        "Article 18 abolishes titles: the State shall not confer any title except a military or academic distinction, and no citizen may accept a title from a foreign State. Article 16 deals with equality in public employment, Article 19 with freedoms of speech and others, and Article 23 prohibits traffic in human beings and forced labour.",
      hi: {
        text: "भारत के संविधान का कौन-सा अनुच्छेद उपाधियों का अंत करता है और राज्य को सैनिक या विद्या संबंधी सम्मान के अतिरिक्त कोई उपाधि प्रदान करने से रोकता है?",
        options: ["अनुच्छेद 16", "अनुच्छेद 18", "अनुच्छेद 19", "अनुच्छेद 23"],
        explanation:
          "अनुच्छेद 18 उपाधियों का अंत करता है: राज्य सैनिक या विद्या संबंधी सम्मान के अतिरिक्त कोई उपाधि प्रदान नहीं करेगा, और कोई नागरिक किसी विदेशी राज्य से उपाधि स्वीकार नहीं करेगा। अनुच्छेद 16 लोक नियोजन में अवसर की समानता से, अनुच्छेद 19 वाक्-स्वातंत्र्य आदि से और अनुच्छेद 23 मानव दुर्व्यापार और बलात् श्रम के प्रतिषेध से संबंधित है।",
      },
    },
    {
      key: "ssc-ga-09",
      subject: "General Awareness",
      topic: "Indian Polity",
      difficulty: "medium",
      source: "NCERT Indian Constitution at Work (Class 11), Ch. 1 Constitution: Why and How?",
      text: "The idea of the Directive Principles of State Policy in the Indian Constitution was borrowed from the constitution of which country?",
      options: ["Ireland", "USA", "Canada", "Australia"],
      correct: 0,
      explanation:
        "The Directive Principles (Part IV) were inspired by the Irish Constitution of 1937. From the USA India took ideas such as Fundamental Rights and judicial review, from Canada a federation with a strong Centre, and from Australia the Concurrent List.",
      hi: {
        text: "भारतीय संविधान में राज्य के नीति निदेशक तत्वों का विचार किस देश के संविधान से लिया गया था?",
        options: ["आयरलैंड", "संयुक्त राज्य अमेरिका", "कनाडा", "ऑस्ट्रेलिया"],
        explanation:
          "नीति निदेशक तत्व (भाग IV) 1937 के आयरलैंड के संविधान से प्रेरित हैं। संयुक्त राज्य अमेरिका से भारत ने मौलिक अधिकार और न्यायिक पुनरावलोकन जैसे विचार, कनाडा से सशक्त केंद्र वाला संघ और ऑस्ट्रेलिया से समवर्ती सूची ली।",
      },
    },
    {
      key: "ssc-ga-10",
      subject: "General Awareness",
      topic: "Indian Polity",
      difficulty: "medium",
      source: "Constitution of India, Article 360",
      text: "Under which Article of the Constitution can the President proclaim a Financial Emergency?",
      options: ["Article 352", "Article 356", "Article 360", "Article 365"],
      correct: 2,
      explanation:
        "Article 360 allows the President to proclaim a Financial Emergency if the financial stability or credit of India or any part of it is threatened. Article 352 deals with a National Emergency and Article 356 with President's Rule in a state, while Article 365 covers failure to comply with Union directions.",
      hi: {
        text: "संविधान के किस अनुच्छेद के अंतर्गत राष्ट्रपति वित्तीय आपातकाल की घोषणा कर सकते हैं?",
        options: ["अनुच्छेद 352", "अनुच्छेद 356", "अनुच्छेद 360", "अनुच्छेद 365"],
        explanation:
          "अनुच्छेद 360 के अंतर्गत, यदि भारत या उसके किसी भाग की वित्तीय स्थिरता या साख संकट में हो, तो राष्ट्रपति वित्तीय आपातकाल की घोषणा कर सकते हैं। अनुच्छेद 352 राष्ट्रीय आपातकाल से और अनुच्छेद 356 किसी राज्य में राष्ट्रपति शासन से संबंधित है, जबकि अनुच्छेद 365 संघ के निर्देशों का पालन न करने से संबंधित है।",
      },
    },
    {
      key: "ssc-ga-23",
      subject: "General Awareness",
      topic: "Economy",
      difficulty: "medium",
      source:
        "Constitution of India, Article 279A (Constitution (One Hundred and First Amendment) Act, 2016)",
      text: "The GST Council, which recommends the rates of the Goods and Services Tax, is a constitutional body set up under which Article, and who chairs it?",
      options: [
        "Article 279A; the Union Finance Minister",
        "Article 280; the President",
        "Article 246A; the Prime Minister",
        "Article 269A; the Governor of the RBI",
      ],
      correct: 0,
      explanation:
        "Article 279A, inserted by the Constitution (101st Amendment) Act, 2016, provides for the GST Council, chaired by the Union Finance Minister with the finance ministers of the states as members. Article 246A gives Parliament and the state legislatures the power to levy GST, Article 269A covers GST on inter-state supplies, and Article 280 is the Finance Commission.",
      hi: {
        text: "वस्तु एवं सेवा कर (GST) की दरों की सिफ़ारिश करने वाली GST परिषद किस अनुच्छेद के अंतर्गत गठित संवैधानिक निकाय है, और इसकी अध्यक्षता कौन करता है?",
        options: [
          "अनुच्छेद 279क; केंद्रीय वित्त मंत्री",
          "अनुच्छेद 280; राष्ट्रपति",
          "अनुच्छेद 246क; प्रधानमंत्री",
          "अनुच्छेद 269क; RBI के गवर्नर",
        ],
        explanation:
          "संविधान (101वाँ संशोधन) अधिनियम, 2016 द्वारा जोड़ा गया अनुच्छेद 279क GST परिषद का प्रावधान करता है, जिसकी अध्यक्षता केंद्रीय वित्त मंत्री करते हैं और राज्यों के वित्त मंत्री सदस्य होते हैं। अनुच्छेद 246क संसद और राज्य विधानमंडलों को GST लगाने की शक्ति देता है, अनुच्छेद 269क अंतरराज्यीय आपूर्ति पर GST से संबंधित है, और अनुच्छेद 280 वित्त आयोग का है।",
      },
    },
    {
      key: "ssc-ga-12",
      subject: "General Awareness",
      topic: "Economy",
      difficulty: "medium",
      source: "Reserve Bank of India Act, 1934; RBI, history of the Reserve Bank",
      text: "In which year was the Reserve Bank of India established?",
      options: ["1935", "1947", "1949", "1969"],
      correct: 0,
      explanation:
        "The RBI was set up on 1 April 1935 under the Reserve Bank of India Act, 1934. It was nationalised in 1949, and 1969 is the year in which 14 major commercial banks were nationalised.",
      hi: {
        text: "भारतीय रिज़र्व बैंक की स्थापना किस वर्ष हुई थी?",
        options: ["1935", "1947", "1949", "1969"],
        explanation:
          "RBI की स्थापना भारतीय रिज़र्व बैंक अधिनियम, 1934 के अंतर्गत 1 अप्रैल 1935 को हुई। 1949 में इसका राष्ट्रीयकरण हुआ, और 1969 वह वर्ष है जिसमें 14 बड़े वाणिज्यिक बैंकों का राष्ट्रीयकरण हुआ।",
      },
    },
    {
      key: "ssc-ga-13",
      subject: "General Awareness",
      topic: "General Science",
      difficulty: "easy",
      source: "NCERT Science Class 10, 'Acids, Bases and Salts'",
      text: "What is the chemical formula of common salt?",
      options: ["KCl", "Na2CO3", "NaHCO3", "NaCl"],
      correct: 3,
      explanation:
        "Common salt is sodium chloride, NaCl, made of sodium (Na) and chlorine (Cl). Na2CO3 is washing soda, NaHCO3 is baking soda and KCl is potassium chloride.",
      hi: {
        text: "साधारण नमक का रासायनिक सूत्र क्या है?",
        options: ["KCl", "Na2CO3", "NaHCO3", "NaCl"],
        explanation:
          "साधारण नमक सोडियम क्लोराइड (NaCl) है, जो सोडियम (Na) और क्लोरीन (Cl) से बनता है। Na2CO3 धोने का सोडा, NaHCO3 खाने का सोडा (बेकिंग सोडा) और KCl पोटैशियम क्लोराइड है।",
      },
    },
    {
      key: "ssc-ga-14",
      subject: "General Awareness",
      topic: "General Science",
      difficulty: "easy",
      source: "NCERT Science Class 6, 'Components of Food'",
      text: "Deficiency of which vitamin causes scurvy?",
      options: ["Vitamin A", "Vitamin D", "Vitamin C", "Vitamin B12"],
      correct: 2,
      explanation:
        "Scurvy, marked by bleeding gums and slow healing of wounds, is caused by a lack of vitamin C (ascorbic acid), found in citrus fruits and amla. Vitamin A deficiency causes night blindness and vitamin D deficiency causes rickets.",
      hi: {
        text: "किस विटामिन की कमी से स्कर्वी रोग होता है?",
        options: ["विटामिन A", "विटामिन D", "विटामिन C", "विटामिन B12"],
        explanation:
          "मसूड़ों से खून आना और घावों का देर से भरना स्कर्वी के लक्षण हैं; यह विटामिन C (एस्कॉर्बिक अम्ल) की कमी से होता है, जो खट्टे फलों और आँवले में मिलता है। विटामिन A की कमी से रतौंधी और विटामिन D की कमी से रिकेट्स होता है।",
      },
    },
    {
      key: "ssc-ga-15",
      subject: "General Awareness",
      topic: "General Science",
      difficulty: "medium",
      source: "NCERT Biology Class 11, 'Neural Control and Coordination'",
      text: "Which part of the human brain maintains the balance of the body and coordinates voluntary movements?",
      options: ["Cerebrum", "Medulla oblongata", "Cerebellum", "Hypothalamus"],
      correct: 2,
      explanation:
        "The cerebellum, at the back of the brain below the cerebrum, maintains posture and balance and coordinates voluntary muscle movements. The medulla oblongata controls involuntary actions such as heartbeat and breathing, and the hypothalamus regulates body temperature, hunger and thirst.",
      hi: {
        text: "मानव मस्तिष्क का कौन-सा भाग शरीर का संतुलन बनाए रखता है और ऐच्छिक गतियों का समन्वय करता है?",
        options: ["प्रमस्तिष्क (सेरेब्रम)", "मेडुला ऑब्लांगेटा", "अनुमस्तिष्क (सेरिबेलम)", "हाइपोथैलेमस"],
        explanation:
          "प्रमस्तिष्क के नीचे, मस्तिष्क के पिछले भाग में स्थित अनुमस्तिष्क शरीर की मुद्रा और संतुलन बनाए रखता है तथा ऐच्छिक पेशीय गतियों का समन्वय करता है। मेडुला ऑब्लांगेटा हृदय की धड़कन और श्वसन जैसी अनैच्छिक क्रियाओं को नियंत्रित करता है, और हाइपोथैलेमस शरीर के ताप, भूख और प्यास का नियमन करता है।",
      },
    },
    {
      key: "ssc-ga-16",
      subject: "General Awareness",
      topic: "General Science",
      difficulty: "medium",
      source: "NCERT Science Class 10, 'Metals and Non-metals'",
      text: "Which of the following is a non-metal that exists as a liquid at room temperature?",
      options: ["Mercury", "Gallium", "Iodine", "Bromine"],
      correct: 3,
      explanation:
        "Bromine is the only non-metal that is liquid at room temperature. Mercury is also a liquid but it is a metal, iodine is a solid non-metal, and gallium is a metal that melts at about 30 °C.",
      hi: {
        text: "निम्नलिखित में से कौन-सी अधातु कमरे के ताप पर द्रव अवस्था में पाई जाती है?",
        options: ["पारा", "गैलियम", "आयोडीन", "ब्रोमीन"],
        explanation:
          "ब्रोमीन एकमात्र अधातु है जो कमरे के ताप पर द्रव है। पारा भी द्रव है पर वह धातु है, आयोडीन ठोस अधातु है, और गैलियम एक धातु है जो लगभग 30 °C पर पिघलती है।",
      },
    },
    {
      key: "ssc-ga-22",
      subject: "General Awareness",
      topic: "Art and Culture",
      difficulty: "easy",
      source: "Sangeet Natak Akademi, classical dance forms of India: Kuchipudi",
      text: "Kuchipudi, one of India's classical dances, takes its name from a village in which state?",
      options: ["Tamil Nadu", "Kerala", "Karnataka", "Andhra Pradesh"],
      correct: 3,
      explanation:
        "Kuchipudi is named after the village of Kuchipudi in Krishna district, Andhra Pradesh, where Brahmin performers kept the dance-drama tradition alive. Bharatanatyam belongs to Tamil Nadu and Mohiniyattam to Kerala.",
      hi: {
        text: "भारत का शास्त्रीय नृत्य कुचिपुड़ी किस राज्य के एक गाँव के नाम पर है?",
        options: ["तमिलनाडु", "केरल", "कर्नाटक", "आंध्र प्रदेश"],
        explanation:
          "कुचिपुड़ी का नाम आंध्र प्रदेश के कृष्णा ज़िले के कुचिपुड़ी गाँव पर है, जहाँ ब्राह्मण कलाकारों ने इस नृत्य-नाटिका परंपरा को जीवित रखा। भरतनाट्यम तमिलनाडु का और मोहिनीअट्टम केरल का नृत्य है।",
      },
    },
    {
      key: "ssc-ga-20",
      subject: "General Awareness",
      topic: "Art and Culture",
      difficulty: "hard",
      source:
        "Archaeological Survey of India, Ellora Caves (UNESCO World Heritage Site, inscribed 1983): Cave 16, Kailasa",
      text: "The rock-cut Kailasa temple (Cave 16) at Ellora was excavated under which dynasty?",
      options: ["Chalukyas of Badami", "Pallavas", "Rashtrakutas", "Yadavas of Devagiri"],
      correct: 2,
      explanation:
        "The Kailasa temple, carved top-down out of a single basalt cliff, was excavated in the 8th century under the Rashtrakuta king Krishna I. The Chalukyas of Badami built the Badami and Pattadakal temples, the Pallavas the rathas of Mahabalipuram, and the Yadavas ruled from Devagiri much later.",
      hi: {
        text: "एलोरा का शैलकृत कैलास मंदिर (गुफा 16) किस राजवंश के शासनकाल में उकेरा गया था?",
        options: ["बादामी के चालुक्य", "पल्लव", "राष्ट्रकूट", "देवगिरि के यादव"],
        explanation:
          "एक ही बेसाल्ट चट्टान को ऊपर से नीचे की ओर काटकर बनाया गया कैलास मंदिर 8वीं शताब्दी में राष्ट्रकूट राजा कृष्ण प्रथम के समय उकेरा गया। बादामी के चालुक्यों ने बादामी और पट्टदकल के मंदिर, पल्लवों ने महाबलीपुरम के रथ बनवाए, और यादवों ने बहुत बाद में देवगिरि से शासन किया।",
      },
    },

    // ---------------------------------------------------- Quantitative Aptitude
    {
      key: "ssc-qa-01",
      subject: "Quantitative Aptitude",
      topic: "Number System",
      difficulty: "easy",
      text: "What is the least number which, when divided by 12, 15 and 20, leaves a remainder of 5 in each case?",
      options: ["65", "60", "125", "185"],
      correct: 0,
      explanation:
        "A number that leaves remainder 5 each time is 5 more than a common multiple of 12, 15 and 20. LCM(12, 15, 20) = 60, so the least such number is 60 + 5 = 65.",
      hi: {
        text: "वह छोटी से छोटी संख्या कौन-सी है जिसे 12, 15 और 20 से भाग देने पर प्रत्येक स्थिति में 5 शेष बचता है?",
        options: ["65", "60", "125", "185"],
        explanation:
          "जिस संख्या में हर बार 5 शेष बचे, वह 12, 15 और 20 के किसी सार्व गुणज से 5 अधिक होगी। LCM(12, 15, 20) = 60, अतः अभीष्ट सबसे छोटी संख्या 60 + 5 = 65 है।",
      },
    },
    {
      key: "ssc-qa-02",
      subject: "Quantitative Aptitude",
      topic: "Number System",
      difficulty: "medium",
      text: "What is the remainder when $2^{31}$ is divided by 5?",
      options: ["1", "2", "3", "4"],
      correct: 2,
      explanation:
        "Powers of 2 leave remainders 2, 4, 3, 1 on division by 5, and the cycle repeats every 4 powers because $2^4 = 16$ leaves remainder 1. As 31 = 4 × 7 + 3, $2^{31}$ leaves the same remainder as $2^3 = 8$, which is 3.",
      hi: {
        text: "$2^{31}$ को 5 से भाग देने पर शेषफल क्या होगा?",
        options: ["1", "2", "3", "4"],
        explanation:
          "2 की घातें 5 से भाग देने पर 2, 4, 3, 1 शेष देती हैं, और यह चक्र हर 4 घातों पर दोहराता है क्योंकि $2^4 = 16$ का शेषफल 1 है। चूँकि 31 = 4 × 7 + 3, $2^{31}$ का शेषफल $2^3 = 8$ के शेषफल के बराबर, अर्थात 3 है।",
      },
    },
    {
      key: "ssc-qa-03",
      subject: "Quantitative Aptitude",
      topic: "Number System",
      difficulty: "medium",
      text: "What is the unit digit of $7^{95} \\times 3^{58}$?",
      options: ["1", "3", "9", "7"],
      correct: 3,
      explanation:
        "Unit digits of powers of 7 repeat as 7, 9, 3, 1; since 95 = 4 × 23 + 3, $7^{95}$ ends in 3. Unit digits of powers of 3 repeat as 3, 9, 7, 1; since 58 = 4 × 14 + 2, $3^{58}$ ends in 9. The product ends in the unit digit of 3 × 9 = 27, that is 7.",
      hi: {
        text: "$7^{95} \\times 3^{58}$ का इकाई अंक क्या है?",
        options: ["1", "3", "9", "7"],
        explanation:
          "7 की घातों के इकाई अंक 7, 9, 3, 1 के चक्र में दोहराते हैं; 95 = 4 × 23 + 3, अतः $7^{95}$ का इकाई अंक 3 है। 3 की घातों के इकाई अंक 3, 9, 7, 1 के चक्र में आते हैं; 58 = 4 × 14 + 2, अतः $3^{58}$ का इकाई अंक 9 है। गुणनफल का इकाई अंक 3 × 9 = 27 का इकाई अंक, अर्थात 7 है।",
      },
    },
    {
      key: "ssc-qa-04",
      subject: "Quantitative Aptitude",
      topic: "Percentage and Interest",
      difficulty: "easy",
      text: "If 35% of a number is 126, what is the number?",
      options: ["340", "360", "380", "420"],
      correct: 1,
      explanation:
        "Let the number be x. Then 0.35x = 126, so x = 126 ÷ 0.35 = 360. Check: 35% of 360 = 0.35 × 360 = 126.",
      hi: {
        text: "यदि किसी संख्या का 35% 126 है, तो वह संख्या क्या है?",
        options: ["340", "360", "380", "420"],
        explanation:
          "माना संख्या x है। तब 0.35x = 126, इसलिए x = 126 ÷ 0.35 = 360। जाँच: 360 का 35% = 0.35 × 360 = 126।",
      },
    },
    {
      key: "ssc-qa-05",
      subject: "Quantitative Aptitude",
      topic: "Percentage and Interest",
      difficulty: "medium",
      text: "The price of sugar rises by 25%. By what percentage must a family reduce its consumption of sugar so that its expenditure on sugar remains unchanged?",
      options: ["25%", "20%", "15%", "22.5%"],
      correct: 1,
      explanation:
        "Expenditure = price × consumption. If the price becomes 125% of the old price, consumption must become 100/125 = 80% of the old consumption to keep the product the same. So the reduction is 100% − 80% = 20% (shortcut: 25/125 × 100 = 20%).",
      hi: {
        text: "चीनी के मूल्य में 25% की वृद्धि होती है। एक परिवार को चीनी की अपनी खपत में कितने प्रतिशत की कमी करनी चाहिए ताकि चीनी पर उसका व्यय अपरिवर्तित रहे?",
        options: ["25%", "20%", "15%", "22.5%"],
        explanation:
          "व्यय = मूल्य × खपत। यदि मूल्य पुराने मूल्य का 125% हो जाए, तो गुणनफल समान रखने के लिए खपत को पुरानी खपत का 100/125 = 80% करना होगा। अतः कमी 100% − 80% = 20% है (संक्षिप्त विधि: 25/125 × 100 = 20%)।",
      },
    },
    {
      key: "ssc-qa-06",
      subject: "Quantitative Aptitude",
      topic: "Percentage and Interest",
      difficulty: "medium",
      text: "What is the compound interest on ₹ 8,000 for 2 years at 10% per annum, compounded annually?",
      options: ["₹ 1,600", "₹ 1,760", "₹ 1,680", "₹ 1,640"],
      correct: 2,
      explanation:
        "Amount = 8000 × (1 + 10/100)² = 8000 × 1.21 = ₹ 9,680. Compound interest = 9,680 − 8,000 = ₹ 1,680, which is ₹ 80 more than the simple interest of ₹ 1,600 because of the interest earned on the first year's interest.",
      hi: {
        text: "₹ 8,000 पर 10% वार्षिक दर से 2 वर्ष का चक्रवृद्धि ब्याज कितना होगा, यदि ब्याज वार्षिक रूप से संयोजित होता है?",
        options: ["₹ 1,600", "₹ 1,760", "₹ 1,680", "₹ 1,640"],
        explanation:
          "मिश्रधन = 8000 × (1 + 10/100)² = 8000 × 1.21 = ₹ 9,680। चक्रवृद्धि ब्याज = 9,680 − 8,000 = ₹ 1,680, जो ₹ 1,600 के साधारण ब्याज से ₹ 80 अधिक है, क्योंकि पहले वर्ष के ब्याज पर भी ब्याज मिलता है।",
      },
    },
    {
      key: "ssc-qa-07",
      subject: "Quantitative Aptitude",
      topic: "Profit and Loss",
      difficulty: "easy",
      text: "A shopkeeper buys an article for ₹ 480 and sells it for ₹ 552. What is his profit percentage?",
      options: ["12%", "14%", "15%", "18%"],
      correct: 2,
      explanation: "Profit = 552 − 480 = ₹ 72. Profit % = (72 ÷ 480) × 100 = 15%.",
      hi: {
        text: "एक दुकानदार एक वस्तु ₹ 480 में खरीदता है और ₹ 552 में बेचता है। उसका लाभ प्रतिशत क्या है?",
        options: ["12%", "14%", "15%", "18%"],
        explanation: "लाभ = 552 − 480 = ₹ 72। लाभ % = (72 ÷ 480) × 100 = 15%।",
      },
    },
    {
      key: "ssc-qa-08",
      subject: "Quantitative Aptitude",
      topic: "Profit and Loss",
      difficulty: "medium",
      text: "A trader marks his goods 40% above the cost price and then allows a discount of 20% on the marked price. What is his profit percentage?",
      options: ["20%", "16%", "10%", "12%"],
      correct: 3,
      explanation:
        "Let the cost price be ₹ 100. The marked price is ₹ 140, and after a 20% discount the selling price is 140 × 0.8 = ₹ 112. Profit = 112 − 100 = ₹ 12 on ₹ 100, that is 12%.",
      hi: {
        text: "एक व्यापारी अपने सामान पर क्रय मूल्य से 40% अधिक मूल्य अंकित करता है और फिर अंकित मूल्य पर 20% की छूट देता है। उसका लाभ प्रतिशत क्या है?",
        options: ["20%", "16%", "10%", "12%"],
        explanation:
          "माना क्रय मूल्य ₹ 100 है। अंकित मूल्य ₹ 140 है, और 20% छूट के बाद विक्रय मूल्य = 140 × 0.8 = ₹ 112। ₹ 100 पर लाभ = 112 − 100 = ₹ 12, अर्थात 12%।",
      },
    },
    {
      key: "ssc-qa-09",
      subject: "Quantitative Aptitude",
      topic: "Profit and Loss",
      difficulty: "hard",
      text: "A dishonest dealer sells his goods at a loss of 10% on the cost price, but uses a weight of 800 g in place of 1 kg. What is his actual gain percentage?",
      options: ["10%", "11.11%", "20%", "12.5%"],
      correct: 3,
      explanation:
        "Let 1 kg cost ₹ 100. He charges 10% less, ₹ 90, for what he calls 1 kg, but actually gives only 800 g, which costs him ₹ 80. Gain = 90 − 80 = ₹ 10 on ₹ 80, that is (10 ÷ 80) × 100 = 12.5%.",
      hi: {
        text: "एक बेईमान व्यापारी अपना सामान क्रय मूल्य पर 10% हानि से बेचता है, पर 1 kg के स्थान पर 800 g के बाट का प्रयोग करता है। उसका वास्तविक लाभ प्रतिशत क्या है?",
        options: ["10%", "11.11%", "20%", "12.5%"],
        explanation:
          "माना 1 kg का क्रय मूल्य ₹ 100 है। वह जिसे 1 kg कहता है उसके लिए 10% कम, ₹ 90 लेता है, पर वास्तव में केवल 800 g देता है, जिसका क्रय मूल्य ₹ 80 है। लाभ = 90 − 80 = ₹ 10, ₹ 80 पर, अर्थात (10 ÷ 80) × 100 = 12.5%।",
      },
    },
    {
      key: "ssc-qa-20",
      subject: "Quantitative Aptitude",
      topic: "Ratio and Average",
      difficulty: "medium",
      text: "The average age of 30 students of a class is 14 years. When the teacher's age is included, the average rises by 1 year. What is the teacher's age?",
      options: ["44 years", "45 years", "46 years", "15 years"],
      correct: 1,
      explanation:
        "Total age of the students = 30 × 14 = 420 years. With the teacher there are 31 people with an average of 15, so the total is 31 × 15 = 465 years. The teacher's age = 465 − 420 = 45 years.",
      hi: {
        text: "एक कक्षा के 30 विद्यार्थियों की औसत आयु 14 वर्ष है। शिक्षक की आयु सम्मिलित करने पर औसत 1 वर्ष बढ़ जाता है। शिक्षक की आयु क्या है?",
        options: ["44 वर्ष", "45 वर्ष", "46 वर्ष", "15 वर्ष"],
        explanation:
          "विद्यार्थियों की कुल आयु = 30 × 14 = 420 वर्ष। शिक्षक सहित 31 व्यक्तियों का औसत 15 है, अतः कुल आयु = 31 × 15 = 465 वर्ष। शिक्षक की आयु = 465 − 420 = 45 वर्ष।",
      },
    },
    {
      key: "ssc-qa-11",
      subject: "Quantitative Aptitude",
      topic: "Ratio and Average",
      difficulty: "medium",
      text: "The incomes of A and B are in the ratio 5 : 4 and their expenditures are in the ratio 3 : 2. If each of them saves ₹ 4,000, what is A's income?",
      options: ["₹ 12,000", "₹ 8,000", "₹ 9,000", "₹ 10,000"],
      correct: 3,
      explanation:
        "Let the incomes be 5x and 4x and the expenditures 3y and 2y, so 5x − 3y = 4000 and 4x − 2y = 4000. Multiplying the second equation by 1.5 gives 6x − 3y = 6000; subtracting the first gives x = 2000. A's income = 5 × 2000 = ₹ 10,000 (check: y = 2000, and 10,000 − 6,000 = 8,000 − 4,000 = 4,000).",
      hi: {
        text: "A और B की आय का अनुपात 5 : 4 है और उनके व्यय का अनुपात 3 : 2 है। यदि दोनों में से प्रत्येक ₹ 4,000 बचाता है, तो A की आय क्या है?",
        options: ["₹ 12,000", "₹ 8,000", "₹ 9,000", "₹ 10,000"],
        explanation:
          "माना आय 5x और 4x तथा व्यय 3y और 2y हैं, तो 5x − 3y = 4000 और 4x − 2y = 4000। दूसरे समीकरण को 1.5 से गुणा करने पर 6x − 3y = 6000; इसमें से पहला घटाने पर x = 2000। A की आय = 5 × 2000 = ₹ 10,000 (जाँच: y = 2000, और 10,000 − 6,000 = 8,000 − 4,000 = 4,000)।",
      },
    },
    {
      key: "ssc-qa-21",
      subject: "Quantitative Aptitude",
      topic: "Time, Work and Distance",
      difficulty: "medium",
      text: "A is twice as efficient as B, and together they finish a piece of work in 14 days. In how many days can A alone finish it?",
      options: ["21 days", "28 days", "42 days", "18 days"],
      correct: 0,
      explanation:
        "Let B do 1 unit a day, so A does 2 units and together they do 3 units a day. The work is 3 × 14 = 42 units, so A alone needs 42 ÷ 2 = 21 days (and B alone 42 days).",
      hi: {
        text: "A, B से दोगुना कुशल है, और दोनों मिलकर किसी काम को 14 दिनों में पूरा करते हैं। A अकेला उसे कितने दिनों में पूरा कर सकता है?",
        options: ["21 दिन", "28 दिन", "42 दिन", "18 दिन"],
        explanation:
          "माना B प्रति दिन 1 इकाई काम करता है, तो A 2 इकाई और दोनों मिलकर 3 इकाई प्रति दिन करते हैं। कुल काम = 3 × 14 = 42 इकाई, अतः A अकेले को 42 ÷ 2 = 21 दिन लगेंगे (और B अकेले को 42 दिन)।",
      },
    },
    {
      key: "ssc-qa-13",
      subject: "Quantitative Aptitude",
      topic: "Time, Work and Distance",
      difficulty: "medium",
      text: "A train 180 m long, running at 72 km/h, crosses a platform in 25 seconds. What is the length of the platform?",
      options: ["300 m", "500 m", "340 m", "320 m"],
      correct: 3,
      explanation:
        "Speed = 72 × 5/18 = 20 m/s. In 25 seconds the train covers 20 × 25 = 500 m, which equals the length of the train plus the length of the platform. So the platform is 500 − 180 = 320 m long.",
      hi: {
        text: "180 m लंबी एक रेलगाड़ी 72 km/h की चाल से चलते हुए एक प्लेटफ़ॉर्म को 25 सेकंड में पार करती है। प्लेटफ़ॉर्म की लंबाई कितनी है?",
        options: ["300 m", "500 m", "340 m", "320 m"],
        explanation:
          "चाल = 72 × 5/18 = 20 m/s। 25 सेकंड में रेलगाड़ी 20 × 25 = 500 m दूरी तय करती है, जो रेलगाड़ी और प्लेटफ़ॉर्म की लंबाइयों के योग के बराबर है। अतः प्लेटफ़ॉर्म की लंबाई 500 − 180 = 320 m है।",
      },
    },
    {
      key: "ssc-qa-14",
      subject: "Quantitative Aptitude",
      topic: "Algebra",
      difficulty: "easy",
      text: "If $x + \\frac{1}{x} = 5$, what is the value of $x^2 + \\frac{1}{x^2}$?",
      options: ["23", "25", "27", "21"],
      correct: 0,
      explanation:
        "Squaring both sides gives $\\left(x + \\frac{1}{x}\\right)^2 = x^2 + 2 + \\frac{1}{x^2} = 25$. Hence $x^2 + \\frac{1}{x^2} = 25 - 2 = 23$.",
      hi: {
        text: "यदि $x + \\frac{1}{x} = 5$ है, तो $x^2 + \\frac{1}{x^2}$ का मान क्या है?",
        options: ["23", "25", "27", "21"],
        explanation:
          "दोनों पक्षों का वर्ग करने पर $\\left(x + \\frac{1}{x}\\right)^2 = x^2 + 2 + \\frac{1}{x^2} = 25$। अतः $x^2 + \\frac{1}{x^2} = 25 - 2 = 23$।",
      },
    },
    {
      key: "ssc-qa-15",
      subject: "Quantitative Aptitude",
      topic: "Algebra",
      difficulty: "medium",
      text: "If $a + b = 10$ and $ab = 21$, what is the value of $a^3 + b^3$?",
      options: ["330", "370", "410", "290"],
      correct: 1,
      explanation:
        "Use $a^3 + b^3 = (a + b)^3 - 3ab(a + b)$. So $a^3 + b^3 = 10^3 - 3 \\times 21 \\times 10 = 1000 - 630 = 370$. (Check: a = 3 and b = 7 give 27 + 343 = 370.)",
      hi: {
        text: "यदि $a + b = 10$ और $ab = 21$ है, तो $a^3 + b^3$ का मान क्या है?",
        options: ["330", "370", "410", "290"],
        explanation:
          "सूत्र $a^3 + b^3 = (a + b)^3 - 3ab(a + b)$ से $a^3 + b^3 = 10^3 - 3 \\times 21 \\times 10 = 1000 - 630 = 370$। (जाँच: a = 3 और b = 7 से 27 + 343 = 370।)",
      },
    },
    {
      key: "ssc-qa-16",
      subject: "Quantitative Aptitude",
      topic: "Geometry and Mensuration",
      difficulty: "easy",
      text: "The perimeter of a square is 48 cm. What is its area?",
      options: ["196 cm²", "121 cm²", "144 cm²", "169 cm²"],
      correct: 2,
      explanation: "Side = perimeter ÷ 4 = 48 ÷ 4 = 12 cm. Area = side² = 12 × 12 = 144 cm².",
      hi: {
        text: "एक वर्ग का परिमाप 48 cm है। उसका क्षेत्रफल क्या है?",
        options: ["196 cm²", "121 cm²", "144 cm²", "169 cm²"],
        explanation: "भुजा = परिमाप ÷ 4 = 48 ÷ 4 = 12 cm। क्षेत्रफल = भुजा² = 12 × 12 = 144 cm²।",
      },
    },
    {
      key: "ssc-qa-17",
      subject: "Quantitative Aptitude",
      topic: "Geometry and Mensuration",
      difficulty: "hard",
      text: "What is the radius of the incircle of a triangle whose sides are 13 cm, 14 cm and 15 cm?",
      options: ["3 cm", "4 cm", "5 cm", "6 cm"],
      correct: 1,
      explanation:
        "Semi-perimeter s = (13 + 14 + 15) ÷ 2 = 21 cm. By Heron's formula, area = $\\sqrt{21 \\times 8 \\times 7 \\times 6} = \\sqrt{7056} = 84$ cm². The inradius is r = area ÷ s = 84 ÷ 21 = 4 cm.",
      hi: {
        text: "उस त्रिभुज के अंतःवृत्त की त्रिज्या क्या है जिसकी भुजाएँ 13 cm, 14 cm और 15 cm हैं?",
        options: ["3 cm", "4 cm", "5 cm", "6 cm"],
        explanation:
          "अर्धपरिमाप s = (13 + 14 + 15) ÷ 2 = 21 cm। हीरोन के सूत्र से क्षेत्रफल = $\\sqrt{21 \\times 8 \\times 7 \\times 6} = \\sqrt{7056} = 84$ cm²। अंतःत्रिज्या r = क्षेत्रफल ÷ s = 84 ÷ 21 = 4 cm।",
      },
    },
    {
      key: "ssc-qa-18",
      subject: "Quantitative Aptitude",
      topic: "Trigonometry",
      difficulty: "easy",
      text: "What is the value of $\\sin^2 30^\\circ + \\cos^2 60^\\circ + \\tan^2 45^\\circ$?",
      options: ["1", "1.5", "2", "2.5"],
      correct: 1,
      explanation:
        "$\\sin 30^\\circ = \\frac{1}{2}$, $\\cos 60^\\circ = \\frac{1}{2}$ and $\\tan 45^\\circ = 1$. So the value is $\\frac{1}{4} + \\frac{1}{4} + 1 = 1.5$.",
      hi: {
        text: "$\\sin^2 30^\\circ + \\cos^2 60^\\circ + \\tan^2 45^\\circ$ का मान क्या है?",
        options: ["1", "1.5", "2", "2.5"],
        explanation:
          "$\\sin 30^\\circ = \\frac{1}{2}$, $\\cos 60^\\circ = \\frac{1}{2}$ और $\\tan 45^\\circ = 1$। अतः मान = $\\frac{1}{4} + \\frac{1}{4} + 1 = 1.5$।",
      },
    },
    {
      key: "ssc-qa-19",
      subject: "Quantitative Aptitude",
      topic: "Trigonometry",
      difficulty: "hard",
      text: "If $\\sec\\theta + \\tan\\theta = 3$, where $\\theta$ is an acute angle, what is the value of $\\sin\\theta$?",
      options: ["0.6", "0.75", "0.5", "0.8"],
      correct: 3,
      explanation:
        "Since $\\sec^2\\theta - \\tan^2\\theta = 1$, we get $\\sec\\theta - \\tan\\theta = \\frac{1}{3}$. Adding and subtracting the two equations gives $\\sec\\theta = \\frac{5}{3}$ and $\\tan\\theta = \\frac{4}{3}$. Hence $\\sin\\theta = \\frac{\\tan\\theta}{\\sec\\theta} = \\frac{4}{5} = 0.8$.",
      hi: {
        text: "यदि $\\sec\\theta + \\tan\\theta = 3$ है, जहाँ $\\theta$ एक न्यून कोण है, तो $\\sin\\theta$ का मान क्या है?",
        options: ["0.6", "0.75", "0.5", "0.8"],
        explanation:
          "चूँकि $\\sec^2\\theta - \\tan^2\\theta = 1$, इसलिए $\\sec\\theta - \\tan\\theta = \\frac{1}{3}$। दोनों समीकरणों को जोड़ने और घटाने पर $\\sec\\theta = \\frac{5}{3}$ और $\\tan\\theta = \\frac{4}{3}$। अतः $\\sin\\theta = \\frac{\\tan\\theta}{\\sec\\theta} = \\frac{4}{5} = 0.8$।",
      },
    },

    // ------------------------------------------------------------------ English
    {
      key: "ssc-eng-21",
      format: "language",
      subject: "English",
      topic: "Synonyms and Antonyms",
      difficulty: "easy",
      text: "Select the most appropriate synonym of the given word. VIGILANT",
      options: ["Careless", "Sleepy", "Watchful", "Violent"],
      correct: 2,
      explanation:
        "Vigilant means keeping careful watch for possible danger or difficulty: 'Be vigilant about your belongings at the station.' 'Watchful' has the same meaning; 'careless' is nearly the opposite, and 'violent' only looks similar.",
    },
    {
      key: "ssc-eng-02",
      format: "language",
      subject: "English",
      topic: "Synonyms and Antonyms",
      difficulty: "medium",
      text: "Select the most appropriate synonym of the given word. CANDID",
      options: ["Secretive", "Cunning", "Frank", "Timid"],
      correct: 2,
      explanation:
        "Candid means open, honest and direct in what one says. 'Frank' carries the same sense, whereas 'secretive' and 'cunning' suggest hiding one's real thoughts and 'timid' means shy. A candid opinion is a frank opinion.",
    },
    {
      key: "ssc-eng-03",
      format: "language",
      subject: "English",
      topic: "Synonyms and Antonyms",
      difficulty: "easy",
      text: "Select the most appropriate antonym of the given word. ANCIENT",
      options: ["Old", "Aged", "Modern", "Antique"],
      correct: 2,
      explanation:
        "Ancient means belonging to the very distant past. Its opposite is 'modern', meaning of the present or recent times. 'Old', 'antique' and 'aged' are close in meaning to ancient, not opposite to it.",
    },
    {
      key: "ssc-eng-04",
      format: "language",
      subject: "English",
      topic: "Synonyms and Antonyms",
      difficulty: "hard",
      text: "Select the most appropriate antonym of the given word. LOQUACIOUS",
      options: ["Talkative", "Garrulous", "Taciturn", "Verbose"],
      correct: 2,
      explanation:
        "Loquacious means very talkative. 'Taciturn' describes a person who says very little, so it is the antonym. 'Talkative', 'garrulous' and 'verbose' are all synonyms of loquacious.",
    },
    {
      key: "ssc-eng-05",
      format: "language",
      subject: "English",
      topic: "Idioms and Phrases",
      difficulty: "easy",
      text: "Select the most appropriate meaning of the given idiom. A piece of cake",
      options: ["A tasty dessert", "Something very easy to do", "A small reward", "A difficult task"],
      correct: 1,
      explanation:
        "'A piece of cake' describes a task that is very easy, as in 'For her, solving this puzzle was a piece of cake.' The idiom has nothing to do with food, and 'a difficult task' is the opposite sense.",
    },
    {
      key: "ssc-eng-20",
      format: "language",
      subject: "English",
      topic: "Idioms and Phrases",
      difficulty: "medium",
      text: "Select the most appropriate meaning of the given idiom. To cry over spilt milk",
      options: [
        "To regret something that cannot be undone",
        "To waste food",
        "To complain about small expenses",
        "To weep for no reason",
      ],
      correct: 0,
      explanation:
        "'To cry over spilt milk' means to be upset about something that has already happened and cannot be changed, as in 'The exam is over; there is no use crying over spilt milk.' It is not about food or money.",
    },
    {
      key: "ssc-eng-07",
      format: "language",
      subject: "English",
      topic: "Idioms and Phrases",
      difficulty: "medium",
      text: "Select the most appropriate meaning of the given idiom. To bell the cat",
      options: [
        "To punish a wrongdoer",
        "To take on a risky task for the good of others",
        "To make a lot of noise",
        "To trap an enemy",
      ],
      correct: 1,
      explanation:
        "The idiom comes from a fable in which the mice agree that a bell should be tied to the cat's neck, but none of them dares to do it. 'To bell the cat' therefore means to undertake a dangerous task on behalf of a group.",
    },
    {
      key: "ssc-eng-08",
      format: "language",
      subject: "English",
      topic: "One-word Substitution",
      difficulty: "easy",
      text: "Select the word that can substitute the given group of words. A person who can speak many languages",
      options: ["Translator", "Bilingual", "Orator", "Polyglot"],
      correct: 3,
      explanation:
        "A polyglot (from the Greek poly, 'many', and glotta, 'tongue') is a person who knows and can use several languages. A bilingual person speaks two languages, a translator converts text from one language into another, and an orator is a skilled public speaker.",
    },
    {
      key: "ssc-eng-09",
      format: "language",
      subject: "English",
      topic: "One-word Substitution",
      difficulty: "medium",
      text: "Select the word that can substitute the given group of words. Government by a small group of powerful people",
      options: ["Oligarchy", "Monarchy", "Democracy", "Anarchy"],
      correct: 0,
      explanation:
        "Oligarchy (from the Greek oligoi, 'few') is rule by a small group of people. Monarchy is rule by a king or queen, democracy is rule by the people, and anarchy is the absence of any government.",
    },
    {
      key: "ssc-eng-10",
      format: "language",
      subject: "English",
      topic: "Spotting Errors",
      difficulty: "medium",
      text: "The following sentence has been divided into parts. One of them contains an error. Select the part that contains the error. Neither the manager nor his assistants / was present / at the meeting / yesterday.",
      options: ["Neither the manager nor his assistants", "was present", "at the meeting", "yesterday"],
      correct: 1,
      explanation:
        "When two subjects are joined by 'neither ... nor', the verb agrees with the subject nearer to it. Here the nearer subject is 'his assistants', which is plural, so 'was present' should be 'were present'.",
    },
    {
      key: "ssc-eng-11",
      format: "language",
      subject: "English",
      topic: "Spotting Errors",
      difficulty: "easy",
      text: "The following sentence has been divided into parts. One of them may contain an error. Select the part that contains the error. If there is no error, select 'No error'. He has been living / in Delhi / since five years.",
      options: ["He has been living", "in Delhi", "since five years", "No error"],
      correct: 2,
      explanation:
        "'Since' is used with a point of time (since 2019, since Monday), while 'for' is used with a period of time. 'Five years' is a period, so the phrase should be 'for five years'.",
    },
    {
      key: "ssc-eng-12",
      format: "language",
      subject: "English",
      topic: "Fill in the Blanks",
      difficulty: "medium",
      text: "Select the most appropriate option to fill in the blank. The committee was asked to look ______ the complaints of the residents.",
      options: ["after", "into", "for", "upon"],
      correct: 1,
      explanation:
        "'Look into' means to investigate or examine, which fits a committee dealing with complaints. 'Look after' means to take care of, 'look for' means to search and 'look upon' means to regard, none of which suits the sentence.",
    },
    {
      key: "ssc-eng-13",
      format: "language",
      subject: "English",
      topic: "Fill in the Blanks",
      difficulty: "easy",
      text: "Select the most appropriate option to fill in the blank. Despite ______ hard, he could not clear the examination.",
      options: ["work", "to work", "worked", "working"],
      correct: 3,
      explanation:
        "'Despite' is a preposition, so it must be followed by a noun or a gerund (the -ing form), not by an infinitive or a finite verb. Hence 'Despite working hard' is correct.",
    },
    {
      key: "ssc-eng-14",
      format: "language",
      subject: "English",
      topic: "Spelling",
      difficulty: "easy",
      text: "Select the correctly spelt word.",
      options: ["Acommodate", "Accomodate", "Acomodate", "Accommodate"],
      correct: 3,
      explanation:
        "The correct spelling is 'accommodate', with a double 'c' and a double 'm'. A handy memory aid: the word is big enough to accommodate two c's and two m's.",
    },
    {
      key: "ssc-eng-15",
      format: "language",
      subject: "English",
      topic: "Spelling",
      difficulty: "medium",
      text: "Select the incorrectly spelt word.",
      options: ["Definately", "Necessary", "Embarrass", "Occurrence"],
      correct: 0,
      explanation:
        "The correct spelling is 'definitely': it comes from 'definite' (think of 'finite'), so there is no 'a' in it. 'Necessary' (one c, double s), 'embarrass' (double r, double s) and 'occurrence' (double c, double r) are spelt correctly.",
    },
    {
      key: "ssc-eng-16",
      format: "language",
      subject: "English",
      topic: "Voice and Narration",
      difficulty: "medium",
      text: "Select the option that expresses the given sentence in passive voice. The chef is preparing a special dish.",
      options: [
        "A special dish is being prepared by the chef.",
        "A special dish has been prepared by the chef.",
        "A special dish is prepared by the chef.",
        "A special dish was being prepared by the chef.",
      ],
      correct: 0,
      explanation:
        "The sentence is in the present continuous tense ('is preparing'). Its passive uses 'is/are + being + past participle', with the object 'a special dish' becoming the subject: 'A special dish is being prepared by the chef.' The other options change the tense.",
    },
    {
      key: "ssc-eng-17",
      format: "language",
      subject: "English",
      topic: "Voice and Narration",
      difficulty: "medium",
      text: "Select the option that expresses the given sentence in indirect speech. The teacher said, “The earth revolves around the sun.”",
      options: [
        "The teacher said that the earth revolved around the sun.",
        "The teacher told that the earth revolves around the sun.",
        "The teacher said that the earth had revolved around the sun.",
        "The teacher said that the earth revolves around the sun.",
      ],
      correct: 3,
      explanation:
        "A past reporting verb normally shifts the tense back, but a universal truth keeps its present tense in indirect speech. 'Told' would also need an object (told the students), so 'The teacher said that the earth revolves around the sun' is correct.",
    },
    {
      key: "ssc-eng-18",
      format: "language",
      subject: "English",
      topic: "Sentence Improvement",
      difficulty: "medium",
      text: "Select the most appropriate option to improve the part in quotes. If no improvement is needed, select 'No improvement'. Scarcely had she finished her speech 'than the audience began' to applaud.",
      options: [
        "when the audience began",
        "then the audience began",
        "than the audience had begun",
        "No improvement",
      ],
      correct: 0,
      explanation:
        "'Scarcely' and 'hardly' are followed by 'when' (or 'before'), not by 'than'; 'than' pairs with 'no sooner'. So the correct sentence is 'Scarcely had she finished her speech when the audience began to applaud.'",
    },
    {
      key: "ssc-eng-22",
      format: "language",
      subject: "English",
      topic: "Sentence Improvement",
      difficulty: "medium",
      text: "Select the most appropriate option to improve the part in quotes. If no improvement is needed, select 'No improvement'. The police 'has arrested' the two men who robbed the bank.",
      options: ["have arrested", "had arrested", "was arrested", "No improvement"],
      correct: 0,
      explanation:
        "'Police' is a collective noun that is always treated as plural in English, so it takes a plural verb: 'The police have arrested the two men.' 'Had arrested' needs a later past event to refer to, and 'was arrested' wrongly makes the police the ones arrested.",
    },
  ],

  quizzes: [
    {
      key: "ssc-practice-reasoning",
      kind: "practice",
      title: "SSC CGL Reasoning Drill: Analogies to Rankings",
      description:
        "Ten General Intelligence and Reasoning questions in the Tier 1 style: analogies, odd one out, number and letter series, coding, blood relations, directions and ranking.",
      difficulty: "easy",
      timeLimitMinutes: 12,
      questionKeys: [
        "ssc-rea-01",
        "ssc-rea-03",
        "ssc-rea-04",
        "ssc-rea-06",
        "ssc-rea-21",
        "ssc-rea-10",
        "ssc-rea-13",
        "ssc-rea-14",
        "ssc-rea-17",
        "ssc-rea-19",
      ],
    },
    {
      key: "ssc-practice-general-awareness",
      kind: "practice",
      title: "SSC CGL General Awareness: Static GK Sprint",
      description:
        "Ten stable-fact questions on history, geography, polity, economy, science and culture, the static GK that makes up most of the Tier 1 General Awareness section.",
      difficulty: "medium",
      timeLimitMinutes: 10,
      questionKeys: [
        "ssc-ga-01",
        "ssc-ga-21",
        "ssc-ga-05",
        "ssc-ga-07",
        "ssc-ga-19",
        "ssc-ga-23",
        "ssc-ga-13",
        "ssc-ga-15",
        "ssc-ga-22",
        "ssc-ga-20",
      ],
    },
    {
      key: "ssc-practice-quant",
      kind: "practice",
      title: "SSC CGL Quant Practice: Arithmetic, Algebra and Trigonometry",
      description:
        "Ten Quantitative Aptitude questions covering number system, percentages, profit and loss, averages, time and work, algebraic identities and trigonometry, each with a step-by-step solution.",
      difficulty: "medium",
      timeLimitMinutes: 15,
      questionKeys: [
        "ssc-qa-02",
        "ssc-qa-03",
        "ssc-qa-04",
        "ssc-qa-07",
        "ssc-qa-20",
        "ssc-qa-21",
        "ssc-qa-14",
        "ssc-qa-15",
        "ssc-qa-18",
        "ssc-qa-19",
      ],
    },
    {
      key: "ssc-practice-english",
      kind: "practice",
      title: "SSC CGL English Practice: Vocabulary and Grammar",
      description:
        "Ten English Comprehension questions on synonyms, idioms, one-word substitution, error spotting, fill in the blanks, spelling, narration and sentence improvement.",
      difficulty: "medium",
      timeLimitMinutes: 10,
      questionKeys: [
        "ssc-eng-21",
        "ssc-eng-02",
        "ssc-eng-05",
        "ssc-eng-08",
        "ssc-eng-11",
        "ssc-eng-13",
        "ssc-eng-15",
        "ssc-eng-17",
        "ssc-eng-18",
        "ssc-eng-22",
      ],
    },
    {
      key: "ssc-practice-mixed-warmup",
      kind: "practice",
      title: "SSC CGL Tier 1 Warm-up: All Four Sections",
      description:
        "A quick mixed set with questions from all four Tier 1 sections, reasoning, general awareness, quantitative aptitude and English, to practise switching between subjects.",
      difficulty: "medium",
      timeLimitMinutes: 12,
      questionKeys: [
        "ssc-rea-12",
        "ssc-rea-22",
        "ssc-rea-19",
        "ssc-ga-04",
        "ssc-ga-14",
        "ssc-qa-05",
        "ssc-qa-13",
        "ssc-qa-16",
        "ssc-eng-09",
        "ssc-eng-12",
      ],
    },
    {
      key: "ssc-mock-tier1-01",
      kind: "mock",
      title: "SSC CGL Tier 1 Mini Mock Test 1",
      description:
        "A 28-question mock in the Tier 1 pattern: seven questions from each of the four sections in paper order, +2 for a correct answer and −0.5 for a wrong one, with one overall timer and no sectional timing.",
      difficulty: "medium",
      // round(60 minutes * 28 / 100 questions) = 17
      timeLimitMinutes: 17,
      sections: [
        {
          name: "General Intelligence and Reasoning",
          questionKeys: [
            "ssc-rea-01",
            "ssc-rea-04",
            "ssc-rea-20",
            "ssc-rea-09",
            "ssc-rea-11",
            "ssc-rea-15",
            "ssc-rea-18",
          ],
        },
        {
          name: "General Awareness",
          questionKeys: [
            "ssc-ga-01",
            "ssc-ga-04",
            "ssc-ga-07",
            "ssc-ga-10",
            "ssc-ga-12",
            "ssc-ga-14",
            "ssc-ga-20",
          ],
        },
        {
          name: "Quantitative Aptitude",
          questionKeys: [
            "ssc-qa-01",
            "ssc-qa-05",
            "ssc-qa-08",
            "ssc-qa-11",
            "ssc-qa-13",
            "ssc-qa-17",
            "ssc-qa-18",
          ],
        },
        {
          name: "English Comprehension",
          questionKeys: [
            "ssc-eng-21",
            "ssc-eng-04",
            "ssc-eng-20",
            "ssc-eng-09",
            "ssc-eng-10",
            "ssc-eng-14",
            "ssc-eng-18",
          ],
        },
      ],
    },
    {
      key: "ssc-past-2024-sample",
      kind: "past_paper",
      title: "SSC CGL 2024-Style Sample Set (original questions, not the 2024 paper)",
      description:
        "An original 20-question set written for Abhyas in the style of the 2024 Tier 1 paper: five questions from each section in paper order, with the same +2 / −0.5 marking. None of these questions is from the actual 2024 paper; SSC has warned against circulating its question papers, so no real paper is reproduced here.",
      difficulty: "medium",
      year: 2024,
      isSample: true,
      // round(60 minutes * 20 / 100 questions) = 12
      timeLimitMinutes: 12,
      sections: [
        {
          name: "General Intelligence and Reasoning",
          questionKeys: ["ssc-rea-02", "ssc-rea-05", "ssc-rea-10", "ssc-rea-12", "ssc-rea-22"],
        },
        {
          name: "General Awareness",
          questionKeys: ["ssc-ga-02", "ssc-ga-06", "ssc-ga-09", "ssc-ga-15", "ssc-ga-16"],
        },
        {
          name: "Quantitative Aptitude",
          questionKeys: ["ssc-qa-04", "ssc-qa-06", "ssc-qa-09", "ssc-qa-14", "ssc-qa-16"],
        },
        {
          name: "English Comprehension",
          questionKeys: ["ssc-eng-03", "ssc-eng-07", "ssc-eng-12", "ssc-eng-16", "ssc-eng-22"],
        },
      ],
    },
  ],
};

export const ssc: ExamContent = withPapers(sscBase, [sscTier1Papers]);
