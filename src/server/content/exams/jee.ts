import { withPapers } from "~/server/content/papers";
import type { ExamContent } from "~/server/content/types";
import { jeeAdvancedPaper } from "./jee-papers/advanced";
import { jeeMainPapers } from "./jee-papers/main";
import { jeeMultipleQuestions, jeeNumericalQuestions } from "./jee-question-types";

/**
 * JEE Main demo content: exam facts, syllabus topics, original practice
 * questions (written for Abhyas, not taken from any paper or publisher) and
 * the quizzes built from them. Numeric answers are re-derived in
 * jee.answers.test.ts.
 */
const jeeBase: ExamContent = {
  exam: {
    key: "jee",
    name: "JEE",
    fullName: "Joint Entrance Examination (Main)",
    description:
      "JEE Main is the national-level computer-based engineering entrance test conducted by the National Testing Agency (NTA). Paper 1 scores decide B.E./B.Tech admission to the NITs, IIITs and other centrally funded technical institutions through JoSAA/CSAB counselling, and the top performers qualify to sit JEE Advanced for admission to the IITs.",
    ageLimit:
      "No upper age limit; candidates must have passed Class 12 (or equivalent) in the two preceding years or be appearing in it in the year of the exam",
    duration: "3 hours",
    totalMarks: "300",
    attempts: "3",
    patternText:
      "Paper 1 (B.E./B.Tech) is a computer-based test of 75 compulsory questions in 180 minutes: 25 each in Physics, Chemistry and Mathematics (20 single-correct multiple-choice and 5 numerical-value questions per subject), each worth 4 marks for a total of 300. A wrong answer costs 1 mark in both types (numerical-value questions carry the negative mark since 2025, when the optional choice among them was also dropped). There is no sectional timing, and the exam is held in two sessions (January and April); the better of the two NTA scores counts.",
    pattern: {
      year: 2025,
      notice: "JEE (Main) 2025 Information Bulletin, National Testing Agency",
      noticeHi: "JEE (Main) 2025 सूचना बुलेटिन, राष्ट्रीय परीक्षा एजेंसी",
      source: "jeemain.nta.nic.in; reported by collegedekho.com (JEE Main exam pattern)",
      sourceHi: "jeemain.nta.nic.in; collegedekho.com के अनुसार (JEE Main exam pattern)",
    },
    subjects: ["Physics", "Chemistry", "Mathematics"],
    keyFeatures: [
      "Conducted by the National Testing Agency (NTA) as a computer-based test",
      "Two sessions every year (January and April); the better NTA score is used for the rank",
      "75 questions in 3 hours: per subject 20 single-correct and 5 numerical-value questions, all compulsory",
      "+4 for a correct answer and -1 for a wrong one, numerical-value answers included (since 2025)",
      "Scores are normalised across shifts as NTA percentiles",
      "Offered in 13 languages, including English and Hindi",
      "Top 2.5 lakh or so Paper 1 candidates (across categories) qualify for JEE Advanced",
    ],
    eligibility:
      "Class 12 (or equivalent) passed in either of the two preceding years or being taken in the exam year, which allows three consecutive years of attempts; for B.E./B.Tech, Physics and Mathematics are compulsory along with one of Chemistry, Biology, Biotechnology or a technical vocational subject. Admission to NITs, IIITs and CFTIs also needs 75% aggregate in Class 12 (65% for SC/ST) or a place in the top 20 percentile of the candidate's board.",
    selectionCriteria: [
      "JEE Main Paper 1: computer-based test in Session 1 (January) and/or Session 2 (April)",
      "NTA score (percentile) and All India Rank from the better of the two session scores",
      "Top rankers (about 2.5 lakh) qualify for JEE Advanced for admission to the IITs",
      "JoSAA/CSAB counselling: choice filling and seat allotment at NITs, IIITs and GFTIs, subject to the Class 12 criterion",
    ],
    // the facts above in Hindi, for learners who use the app in Hindi
    factsHi: {
      fullName: "संयुक्त प्रवेश परीक्षा (मुख्य)",
      description:
        "JEE Main राष्ट्रीय परीक्षा एजेंसी (NTA) द्वारा आयोजित राष्ट्रीय स्तर की कंप्यूटर आधारित इंजीनियरिंग प्रवेश परीक्षा है। प्रश्न पत्र 1 के अंकों से JoSAA/CSAB काउंसलिंग के माध्यम से NIT, IIIT और केंद्र द्वारा वित्तपोषित अन्य तकनीकी संस्थानों में B.E./B.Tech प्रवेश तय होता है, और सबसे अच्छा प्रदर्शन करने वाले अभ्यर्थी IIT में प्रवेश के लिए JEE Advanced देने की अर्हता पाते हैं।",
      ageLimit:
        "कोई ऊपरी आयु सीमा नहीं; अभ्यर्थी पिछले दो वर्षों में कक्षा 12 (या समकक्ष) उत्तीर्ण हो या परीक्षा के वर्ष में उसमें सम्मिलित हो रहा हो",
      duration: "3 घंटे",
      totalMarks: "300 अंक",
      attempts: "3 प्रयास",
      pattern:
        "प्रश्न पत्र 1 (B.E./B.Tech) 180 मिनट में 75 अनिवार्य प्रश्नों की कंप्यूटर आधारित परीक्षा है: भौतिकी, रसायन विज्ञान और गणित में 25-25 प्रश्न (हर विषय में एक सही उत्तर वाले 20 बहुविकल्पीय और 5 संख्यात्मक मान वाले प्रश्न), प्रत्येक 4 अंकों का, कुल 300 अंक। दोनों प्रकार के प्रश्नों में गलत उत्तर पर 1 अंक कटता है (संख्यात्मक मान वाले प्रश्नों पर नकारात्मक अंकन 2025 से है, जब उनमें से चुनने का विकल्प भी हटा दिया गया)। खंडवार समय-सीमा नहीं है, और परीक्षा दो सत्रों (जनवरी और अप्रैल) में होती है; दोनों में से बेहतर NTA स्कोर गिना जाता है।",
      subjects: ["भौतिकी", "रसायन विज्ञान", "गणित"],
      keyFeatures: [
        "राष्ट्रीय परीक्षा एजेंसी (NTA) द्वारा कंप्यूटर आधारित परीक्षा के रूप में आयोजित",
        "हर वर्ष दो सत्र (जनवरी और अप्रैल); रैंक के लिए बेहतर NTA स्कोर लिया जाता है",
        "3 घंटे में 75 प्रश्न: हर विषय में एक सही उत्तर वाले 20 और 5 संख्यात्मक मान वाले प्रश्न, सभी अनिवार्य",
        "सही उत्तर पर +4 और गलत उत्तर पर -1, संख्यात्मक मान वाले उत्तरों पर भी (2025 से)",
        "सभी पालियों के अंक NTA पर्सेंटाइल के रूप में सामान्यीकृत किए जाते हैं",
        "अंग्रेज़ी और हिन्दी सहित 13 भाषाओं में उपलब्ध",
        "प्रश्न पत्र 1 के लगभग शीर्ष 2.5 लाख अभ्यर्थी (सभी वर्गों को मिलाकर) JEE Advanced के लिए अर्हता प्राप्त करते हैं",
      ],
      eligibility:
        "कक्षा 12 (या समकक्ष) परीक्षा पिछले दो वर्षों में से किसी एक में उत्तीर्ण की गई हो या परीक्षा के वर्ष में दी जा रही हो, जिससे लगातार तीन वर्ष प्रयास किए जा सकते हैं; B.E./B.Tech के लिए भौतिकी और गणित अनिवार्य हैं, साथ में रसायन विज्ञान, जीव विज्ञान, जैव प्रौद्योगिकी या किसी तकनीकी व्यावसायिक विषय में से एक। NIT, IIIT और CFTI में प्रवेश के लिए कक्षा 12 में कुल 75% अंक (SC/ST के लिए 65%) या अपने बोर्ड के शीर्ष 20 पर्सेंटाइल में स्थान भी आवश्यक है।",
      selectionCriteria: [
        "JEE Main प्रश्न पत्र 1: सत्र 1 (जनवरी) और/या सत्र 2 (अप्रैल) में कंप्यूटर आधारित परीक्षा",
        "दोनों सत्रों में से बेहतर स्कोर के आधार पर NTA स्कोर (पर्सेंटाइल) और अखिल भारतीय रैंक",
        "शीर्ष रैंक वाले (लगभग 2.5 लाख) अभ्यर्थी IIT में प्रवेश के लिए JEE Advanced की अर्हता पाते हैं",
        "JoSAA/CSAB काउंसलिंग: कक्षा 12 की शर्त के अधीन NIT, IIIT और GFTI में विकल्प भरना और सीट आवंटन",
      ],
      markingPaper: "JEE Main प्रश्न पत्र 1 (B.E./B.Tech)",
    },
    marking: {
      correct: 4,
      wrong: -1,
      paper: "JEE Main Paper 1 (B.E./B.Tech)",
      // numerical-value answers carry -1 for a wrong answer since 2025 (0 before)
      byType: { numerical: { correct: 4, wrong: -1 } },
    },
    // NTA publishes the bar for JEE Advanced as a percentile (NTA score), not marks
    cutoffs: {
      year: 2025,
      category: "General",
      source:
        "NTA, JEE (Main) 2025 Session 2 result (19 April 2025): qualifying percentile for JEE (Advanced) 2025, jeemain.nta.nic.in; as listed by practicejee.com and uasrlibrary.in",
      sourceHi:
        "NTA, JEE (Main) 2025 सत्र 2 का परिणाम (19 अप्रैल 2025): JEE (Advanced) 2025 के लिए अर्हक पर्सेंटाइल, jeemain.nta.nic.in; practicejee.com और uasrlibrary.in की सूची के अनुसार",
      maxMarks: 300,
      qualifyingPercentile: { percentile: 93.1023262, purpose: "jee-advanced" },
    },
    sections: [
      { name: "Physics", nameHi: "भौतिकी", subjects: ["Physics"] },
      { name: "Chemistry", nameHi: "रसायन विज्ञान", subjects: ["Chemistry"] },
      { name: "Mathematics", nameHi: "गणित", subjects: ["Mathematics"] },
    ],
    testInterface: "nta",
    officialPaper: { minutes: 180, questions: 75 },
  },

  topics: {
    Physics: [
      "Kinematics",
      "Laws of Motion",
      "Work, Energy and Power",
      "Gravitation",
      "Thermodynamics",
      "Electrostatics",
      "Current Electricity",
      "Modern Physics",
    ],
    Chemistry: [
      "Some Basic Concepts in Chemistry",
      "Atomic Structure",
      "Chemical Bonding and Molecular Structure",
      "Chemical Thermodynamics",
      "Equilibrium",
      "Electrochemistry",
      "Chemical Kinetics",
      "Basic Principles of Organic Chemistry",
    ],
    Mathematics: [
      "Complex Numbers and Quadratic Equations",
      "Matrices and Determinants",
      "Permutations and Combinations",
      "Sequences and Series",
      "Limits, Continuity and Differentiability",
      "Integral Calculus",
      "Coordinate Geometry",
      "Statistics and Probability",
    ],
  },

  questions: [
    // ───────────────────────────── Physics ─────────────────────────────
    {
      key: "jee-phy-01",
      subject: "Physics",
      topic: "Kinematics",
      difficulty: "easy",
      text: "A car starts from rest and moves with a uniform acceleration of $2\\ \\mathrm{m/s^2}$. How far does it travel in the first 5 s?",
      options: ["25 m", "10 m", "50 m", "12.5 m"],
      correct: 0,
      explanation:
        "For motion from rest, $s = ut + \\frac{1}{2}at^2$ with $u = 0$. So $s = \\frac{1}{2} \\times 2 \\times 5^2 = 25$ m. The option 50 m comes from forgetting the factor $\\frac{1}{2}$.",
      hi: {
        text: "एक कार विराम से चलना शुरू करती है और $2\\ \\mathrm{m/s^2}$ के एकसमान त्वरण से चलती है। पहले 5 s में वह कितनी दूरी तय करती है?",
        options: ["25 m", "10 m", "50 m", "12.5 m"],
        explanation:
          "विराम से गति के लिए $s = ut + \\frac{1}{2}at^2$, जहाँ $u = 0$। अतः $s = \\frac{1}{2} \\times 2 \\times 5^2 = 25$ m। 50 m का विकल्प गुणांक $\\frac{1}{2}$ भूल जाने से आता है।",
      },
    },
    {
      key: "jee-phy-04",
      subject: "Physics",
      topic: "Laws of Motion",
      difficulty: "easy",
      text: "Two blocks of masses 3 kg and 2 kg are placed in contact on a smooth horizontal surface. A horizontal force of 10 N pushes the 3 kg block. What is the contact force between the blocks?",
      options: ["6 N", "10 N", "4 N", "2 N"],
      correct: 2,
      explanation:
        "Both blocks move together with $a = \\frac{F}{m_1 + m_2} = \\frac{10}{5} = 2\\ \\mathrm{m/s^2}$. The only horizontal force on the 2 kg block is the contact force, so $N = 2 \\times 2 = 4$ N.",
      hi: {
        text: "3 kg और 2 kg द्रव्यमान के दो गुटके एक चिकनी क्षैतिज सतह पर एक-दूसरे के संपर्क में रखे हैं। 10 N का एक क्षैतिज बल 3 kg वाले गुटके को धकेलता है। गुटकों के बीच संपर्क बल कितना है?",
        options: ["6 N", "10 N", "4 N", "2 N"],
        explanation:
          "दोनों गुटके एक साथ $a = \\frac{F}{m_1 + m_2} = \\frac{10}{5} = 2\\ \\mathrm{m/s^2}$ के त्वरण से चलते हैं। 2 kg वाले गुटके पर एकमात्र क्षैतिज बल संपर्क बल है, अतः $N = 2 \\times 2 = 4$ N।",
      },
    },
    {
      key: "jee-phy-05",
      subject: "Physics",
      topic: "Laws of Motion",
      difficulty: "easy",
      text: "Masses of 5 kg and 3 kg hang at the ends of a light inextensible string passing over a smooth, massless pulley. What is the tension in the string? (Take $g = 10\\ \\mathrm{m/s^2}$.)",
      options: ["40 N", "37.5 N", "30 N", "50 N"],
      correct: 1,
      explanation:
        "The acceleration is $a = \\frac{(m_1 - m_2)g}{m_1 + m_2} = \\frac{2 \\times 10}{8} = 2.5\\ \\mathrm{m/s^2}$. For the 3 kg mass moving up, $T - 3g = 3a$, so $T = 3(10 + 2.5) = 37.5$ N, which matches $T = \\frac{2m_1m_2g}{m_1 + m_2}$.",
      hi: {
        text: "5 kg और 3 kg के द्रव्यमान एक चिकनी, द्रव्यमानरहित घिरनी पर से गुजरती हल्की अवितान्य डोरी के सिरों पर लटके हैं। डोरी में तनाव कितना है? ($g = 10\\ \\mathrm{m/s^2}$ लें।)",
        options: ["40 N", "37.5 N", "30 N", "50 N"],
        explanation:
          "त्वरण $a = \\frac{(m_1 - m_2)g}{m_1 + m_2} = \\frac{2 \\times 10}{8} = 2.5\\ \\mathrm{m/s^2}$। ऊपर जाते 3 kg द्रव्यमान के लिए $T - 3g = 3a$, अतः $T = 3(10 + 2.5) = 37.5$ N, जो $T = \\frac{2m_1m_2g}{m_1 + m_2}$ से मेल खाता है।",
      },
    },
    {
      key: "jee-phy-06",
      subject: "Physics",
      topic: "Laws of Motion",
      difficulty: "medium",
      text: "A block is released from rest on a rough incline of angle $37^\\circ$ with coefficient of kinetic friction $\\mu_k = 0.5$. What is its speed after sliding 4 m along the incline? (Take $g = 10\\ \\mathrm{m/s^2}$, $\\sin 37^\\circ = 0.6$, $\\cos 37^\\circ = 0.8$.)",
      options: ["4 m/s", "2 m/s", "8 m/s", "$4\\sqrt{3}$ m/s"],
      correct: 0,
      explanation:
        "Along the incline, $a = g(\\sin\\theta - \\mu_k\\cos\\theta) = 10(0.6 - 0.5 \\times 0.8) = 2\\ \\mathrm{m/s^2}$. Then $v^2 = 2as = 2 \\times 2 \\times 4 = 16$, so $v = 4$ m/s. Ignoring friction would wrongly give $v = \\sqrt{2 \\times 6 \\times 4} = 4\\sqrt{3}$ m/s.",
      hi: {
        text: "एक गुटका $37^\\circ$ कोण वाले खुरदरे आनत तल पर विराम से छोड़ा जाता है, गतिज घर्षण गुणांक $\\mu_k = 0.5$ है। आनत तल के अनुदिश 4 m फिसलने के बाद उसकी चाल क्या होगी? ($g = 10\\ \\mathrm{m/s^2}$, $\\sin 37^\\circ = 0.6$, $\\cos 37^\\circ = 0.8$ लें।)",
        options: ["4 m/s", "2 m/s", "8 m/s", "$4\\sqrt{3}$ m/s"],
        explanation:
          "आनत तल के अनुदिश त्वरण $a = g(\\sin\\theta - \\mu_k\\cos\\theta) = 10(0.6 - 0.5 \\times 0.8) = 2\\ \\mathrm{m/s^2}$। तब $v^2 = 2as = 16$, अतः $v = 4$ m/s। घर्षण की उपेक्षा करने पर गलत उत्तर $4\\sqrt{3}$ m/s आता है।",
      },
    },
    {
      key: "jee-phy-07",
      subject: "Physics",
      topic: "Work, Energy and Power",
      difficulty: "easy",
      text: "A ball of mass 0.5 kg is dropped from a height of 20 m. Neglecting air resistance, what is its kinetic energy just before it hits the ground? (Take $g = 10\\ \\mathrm{m/s^2}$.)",
      options: ["50 J", "200 J", "10 J", "100 J"],
      correct: 3,
      explanation:
        "Mechanical energy is conserved, so the loss in potential energy becomes kinetic energy. $K = mgh = 0.5 \\times 10 \\times 20 = 100$ J.",
      hi: {
        text: "0.5 kg द्रव्यमान की एक गेंद 20 m की ऊँचाई से गिराई जाती है। वायु प्रतिरोध की उपेक्षा करते हुए, भूमि से टकराने से ठीक पहले उसकी गतिज ऊर्जा कितनी होगी? ($g = 10\\ \\mathrm{m/s^2}$ लें।)",
        options: ["50 J", "200 J", "10 J", "100 J"],
        explanation:
          "यांत्रिक ऊर्जा संरक्षित रहती है, इसलिए स्थितिज ऊर्जा में हुई कमी गतिज ऊर्जा बन जाती है। $K = mgh = 0.5 \\times 10 \\times 20 = 100$ J।",
      },
    },
    {
      key: "jee-phy-08",
      subject: "Physics",
      topic: "Work, Energy and Power",
      difficulty: "easy",
      text: "A force $F = 3x^2$ N acts on a particle along the x-axis, with $x$ in metres. How much work does it do as the particle moves from $x = 1$ m to $x = 3$ m?",
      options: ["24 J", "27 J", "26 J", "18 J"],
      correct: 2,
      explanation:
        "For a variable force the work is the integral of $F\\,dx$: $W = \\int_{1}^{3} 3x^2\\,dx = \\left[x^3\\right]_1^3 = 27 - 1 = 26$ J.",
      hi: {
        text: "x-अक्ष के अनुदिश एक कण पर बल $F = 3x^2$ N लगता है, जहाँ $x$ मीटर में है। कण के $x = 1$ m से $x = 3$ m तक जाने में यह बल कितना कार्य करता है?",
        options: ["24 J", "27 J", "26 J", "18 J"],
        explanation:
          "परिवर्ती बल के लिए कार्य $F\\,dx$ का समाकल है: $W = \\int_{1}^{3} 3x^2\\,dx = \\left[x^3\\right]_1^3 = 27 - 1 = 26$ J।",
      },
    },
    {
      key: "jee-phy-09",
      subject: "Physics",
      topic: "Work, Energy and Power",
      difficulty: "easy",
      text: "A motor lifts a load of 200 kg vertically through 15 m at constant speed in 10 s. What power does the motor deliver? (Take $g = 10\\ \\mathrm{m/s^2}$.)",
      options: ["300 W", "1500 W", "3000 W", "30000 W"],
      correct: 2,
      explanation:
        "At constant speed the motor's force equals the weight, so the work done is $W = mgh = 200 \\times 10 \\times 15 = 30000$ J. Power $P = \\frac{W}{t} = \\frac{30000}{10} = 3000$ W.",
      hi: {
        text: "एक मोटर 200 kg के भार को नियत चाल से 10 s में 15 m ऊर्ध्वाधर ऊपर उठाती है। मोटर द्वारा दी गई शक्ति कितनी है? ($g = 10\\ \\mathrm{m/s^2}$ लें।)",
        options: ["300 W", "1500 W", "3000 W", "30000 W"],
        explanation:
          "नियत चाल पर मोटर का बल भार के बराबर होता है, अतः किया गया कार्य $W = mgh = 200 \\times 10 \\times 15 = 30000$ J। शक्ति $P = \\frac{W}{t} = \\frac{30000}{10} = 3000$ W।",
      },
    },
    {
      key: "jee-phy-10",
      subject: "Physics",
      topic: "Gravitation",
      difficulty: "easy",
      text: "The acceleration due to gravity on the Earth's surface is $9.8\\ \\mathrm{m/s^2}$. What is its value at a height equal to the Earth's radius $R$ above the surface?",
      options: ["4.9 m/s²", "2.45 m/s²", "9.8 m/s²", "1.225 m/s²"],
      correct: 1,
      explanation:
        "$g_h = \\frac{GM}{(R+h)^2}$. With $h = R$, $g_h = \\frac{GM}{4R^2} = \\frac{g}{4} = \\frac{9.8}{4} = 2.45\\ \\mathrm{m/s^2}$. The approximation $g\\left(1 - \\frac{2h}{R}\\right)$ is valid only for $h \\ll R$.",
      hi: {
        text: "पृथ्वी के पृष्ठ पर गुरुत्वीय त्वरण $9.8\\ \\mathrm{m/s^2}$ है। पृष्ठ से पृथ्वी की त्रिज्या $R$ के बराबर ऊँचाई पर इसका मान क्या है?",
        options: ["4.9 m/s²", "2.45 m/s²", "9.8 m/s²", "1.225 m/s²"],
        explanation:
          "$g_h = \\frac{GM}{(R+h)^2}$। $h = R$ पर $g_h = \\frac{GM}{4R^2} = \\frac{g}{4} = 2.45\\ \\mathrm{m/s^2}$। सन्निकटन $g\\left(1 - \\frac{2h}{R}\\right)$ केवल $h \\ll R$ के लिए मान्य है।",
      },
    },
    {
      key: "jee-phy-11",
      subject: "Physics",
      topic: "Gravitation",
      difficulty: "easy",
      text: "The escape speed from the Earth is $11.2\\ \\mathrm{km/s}$. What is the escape speed from a planet whose mass is 8 times and radius is 2 times that of the Earth?",
      options: ["22.4 km/s", "11.2 km/s", "44.8 km/s", "5.6 km/s"],
      correct: 0,
      explanation:
        "$v_e = \\sqrt{\\frac{2GM}{R}}$, so $v_e \\propto \\sqrt{M/R}$. For the planet $M/R$ is $\\frac{8}{2} = 4$ times the Earth's value, so $v_e = 11.2 \\times \\sqrt{4} = 22.4\\ \\mathrm{km/s}$.",
      hi: {
        text: "पृथ्वी से पलायन चाल $11.2\\ \\mathrm{km/s}$ है। उस ग्रह से पलायन चाल क्या है जिसका द्रव्यमान पृथ्वी का 8 गुना और त्रिज्या 2 गुनी है?",
        options: ["22.4 km/s", "11.2 km/s", "44.8 km/s", "5.6 km/s"],
        explanation:
          "$v_e = \\sqrt{\\frac{2GM}{R}}$, अतः $v_e \\propto \\sqrt{M/R}$। ग्रह के लिए $M/R$ पृथ्वी का $\\frac{8}{2} = 4$ गुना है, अतः $v_e = 11.2 \\times 2 = 22.4\\ \\mathrm{km/s}$।",
      },
    },
    {
      key: "jee-phy-12",
      subject: "Physics",
      topic: "Gravitation",
      difficulty: "medium",
      text: "A satellite of mass 600 kg moves in a circular orbit of radius $2R$ around the Earth, where $R = 6.4 \\times 10^6$ m is the Earth's radius. How much energy must be supplied to shift it to a circular orbit of radius $3R$? (Take $g = 10\\ \\mathrm{m/s^2}$ at the surface.)",
      options: [
        "$6.4 \\times 10^{9}$ J",
        "$1.6 \\times 10^{9}$ J",
        "$9.6 \\times 10^{9}$ J",
        "$3.2 \\times 10^{9}$ J",
      ],
      correct: 3,
      explanation:
        "The total energy in a circular orbit of radius $r$ is $E = -\\frac{GMm}{2r}$, so $\\Delta E = \\frac{GMm}{2}\\left(\\frac{1}{2R} - \\frac{1}{3R}\\right) = \\frac{GMm}{12R} = \\frac{mgR}{12}$, using $GM = gR^2$. Hence $\\Delta E = \\frac{600 \\times 10 \\times 6.4 \\times 10^6}{12} = 3.2 \\times 10^{9}$ J.",
      hi: {
        text: "600 kg द्रव्यमान का एक उपग्रह पृथ्वी के चारों ओर $2R$ त्रिज्या की वृत्तीय कक्षा में घूमता है, जहाँ $R = 6.4 \\times 10^6$ m पृथ्वी की त्रिज्या है। इसे $3R$ त्रिज्या की वृत्तीय कक्षा में ले जाने के लिए कितनी ऊर्जा देनी होगी? (पृष्ठ पर $g = 10\\ \\mathrm{m/s^2}$ लें।)",
        options: [
          "$6.4 \\times 10^{9}$ J",
          "$1.6 \\times 10^{9}$ J",
          "$9.6 \\times 10^{9}$ J",
          "$3.2 \\times 10^{9}$ J",
        ],
        explanation:
          "$r$ त्रिज्या की वृत्तीय कक्षा में कुल ऊर्जा $E = -\\frac{GMm}{2r}$, अतः $\\Delta E = \\frac{GMm}{2}\\left(\\frac{1}{2R} - \\frac{1}{3R}\\right) = \\frac{GMm}{12R} = \\frac{mgR}{12}$ ($GM = gR^2$)। अतः $\\Delta E = \\frac{600 \\times 10 \\times 6.4 \\times 10^6}{12} = 3.2 \\times 10^{9}$ J।",
      },
    },
    {
      key: "jee-phy-13",
      subject: "Physics",
      topic: "Thermodynamics",
      difficulty: "easy",
      text: "An ideal gas expands at a constant pressure of $1.0 \\times 10^5$ Pa from a volume of 2 L to 5 L. What is the work done by the gas?",
      options: ["3000 J", "30 J", "300 J", "500 J"],
      correct: 2,
      explanation:
        "At constant pressure $W = P\\Delta V$. With $\\Delta V = 3\\ \\mathrm{L} = 3 \\times 10^{-3}\\ \\mathrm{m^3}$, $W = 10^5 \\times 3 \\times 10^{-3} = 300$ J.",
      hi: {
        text: "एक आदर्श गैस $1.0 \\times 10^5$ Pa के नियत दाब पर 2 L से 5 L आयतन तक प्रसारित होती है। गैस द्वारा किया गया कार्य कितना है?",
        options: ["3000 J", "30 J", "300 J", "500 J"],
        explanation:
          "नियत दाब पर $W = P\\Delta V$। $\\Delta V = 3\\ \\mathrm{L} = 3 \\times 10^{-3}\\ \\mathrm{m^3}$ के साथ, $W = 10^5 \\times 3 \\times 10^{-3} = 300$ J।",
      },
    },
    {
      key: "jee-phy-15",
      subject: "Physics",
      topic: "Thermodynamics",
      difficulty: "medium",
      text: "An ideal diatomic gas ($\\gamma = 1.4$) at $27^\\circ\\mathrm{C}$ is compressed adiabatically to $\\frac{1}{32}$ of its original volume. What is its final temperature?",
      options: ["600 K", "1200 K", "4800 K", "927 K"],
      correct: 1,
      explanation:
        "For an adiabatic process $TV^{\\gamma - 1}$ stays constant, so $T_2 = T_1\\left(\\frac{V_1}{V_2}\\right)^{\\gamma - 1} = 300 \\times 32^{0.4}$. Since $32^{0.4} = 2^{5 \\times 0.4} = 2^2 = 4$, $T_2 = 1200$ K (that is, $927^\\circ\\mathrm{C}$).",
      hi: {
        text: "$27^\\circ\\mathrm{C}$ पर एक आदर्श द्विपरमाणुक गैस ($\\gamma = 1.4$) को रुद्धोष्म रूप से उसके प्रारंभिक आयतन के $\\frac{1}{32}$ तक संपीडित किया जाता है। उसका अंतिम ताप क्या है?",
        options: ["600 K", "1200 K", "4800 K", "927 K"],
        explanation:
          "रुद्धोष्म प्रक्रम में $TV^{\\gamma - 1}$ नियत रहता है, अतः $T_2 = 300 \\times 32^{0.4}$। $32^{0.4} = 2^2 = 4$, अतः $T_2 = 1200$ K (अर्थात् $927^\\circ\\mathrm{C}$)।",
      },
    },
    {
      key: "jee-phy-16",
      subject: "Physics",
      topic: "Electrostatics",
      difficulty: "easy",
      text: "Two point charges of $2\\ \\mu\\mathrm{C}$ and $3\\ \\mu\\mathrm{C}$ are placed 30 cm apart in vacuum. What is the magnitude of the force between them? (Take $\\frac{1}{4\\pi\\varepsilon_0} = 9 \\times 10^9\\ \\mathrm{N\\,m^2/C^2}$.)",
      options: ["6 N", "0.06 N", "1.8 N", "0.6 N"],
      correct: 3,
      explanation:
        "By Coulomb's law, $F = \\frac{kq_1q_2}{r^2} = \\frac{9 \\times 10^9 \\times 2 \\times 10^{-6} \\times 3 \\times 10^{-6}}{(0.3)^2}$. The numerator is $0.054$ and $r^2 = 0.09$, so $F = 0.6$ N.",
      hi: {
        text: "निर्वात में $2\\ \\mu\\mathrm{C}$ और $3\\ \\mu\\mathrm{C}$ के दो बिंदु आवेश 30 cm की दूरी पर रखे हैं। उनके बीच बल का परिमाण कितना है? ($\\frac{1}{4\\pi\\varepsilon_0} = 9 \\times 10^9\\ \\mathrm{N\\,m^2/C^2}$ लें।)",
        options: ["6 N", "0.06 N", "1.8 N", "0.6 N"],
        explanation:
          "कूलॉम के नियम से, $F = \\frac{kq_1q_2}{r^2} = \\frac{9 \\times 10^9 \\times 2 \\times 10^{-6} \\times 3 \\times 10^{-6}}{(0.3)^2}$। अंश $0.054$ है और $r^2 = 0.09$, अतः $F = 0.6$ N।",
      },
    },
    {
      key: "jee-phy-17",
      subject: "Physics",
      topic: "Electrostatics",
      difficulty: "easy",
      text: "Capacitors of $3\\ \\mu\\mathrm{F}$ and $6\\ \\mu\\mathrm{F}$ are connected in series across a 90 V supply. What is the charge on each capacitor?",
      options: [
        "$810\\ \\mu\\mathrm{C}$",
        "$270\\ \\mu\\mathrm{C}$",
        "$180\\ \\mu\\mathrm{C}$",
        "$90\\ \\mu\\mathrm{C}$",
      ],
      correct: 2,
      explanation:
        "In series $\\frac{1}{C} = \\frac{1}{3} + \\frac{1}{6} = \\frac{1}{2}$, so $C = 2\\ \\mu\\mathrm{F}$. Capacitors in series carry the same charge, $Q = CV = 2 \\times 90 = 180\\ \\mu\\mathrm{C}$. (The 810 option is the parallel value $9 \\times 90$.)",
      hi: {
        text: "$3\\ \\mu\\mathrm{F}$ और $6\\ \\mu\\mathrm{F}$ के संधारित्र 90 V की आपूर्ति के साथ श्रेणी में जुड़े हैं। प्रत्येक संधारित्र पर कितना आवेश है?",
        options: [
          "$810\\ \\mu\\mathrm{C}$",
          "$270\\ \\mu\\mathrm{C}$",
          "$180\\ \\mu\\mathrm{C}$",
          "$90\\ \\mu\\mathrm{C}$",
        ],
        explanation:
          "श्रेणी में $\\frac{1}{C} = \\frac{1}{3} + \\frac{1}{6} = \\frac{1}{2}$, अतः $C = 2\\ \\mu\\mathrm{F}$। श्रेणी के संधारित्रों पर समान आवेश होता है: $Q = CV = 2 \\times 90 = 180\\ \\mu\\mathrm{C}$। (810 समांतर संयोजन का मान $9 \\times 90$ है।)",
      },
    },
    {
      key: "jee-phy-18",
      subject: "Physics",
      topic: "Electrostatics",
      difficulty: "medium",
      text: "A $10\\ \\mu\\mathrm{F}$ capacitor charged to 100 V is disconnected from the battery and joined in parallel to an identical uncharged capacitor. How much energy is lost in the process?",
      options: ["50 mJ", "25 mJ", "12.5 mJ", "37.5 mJ"],
      correct: 1,
      explanation:
        "Initially $U_i = \\frac{1}{2}CV^2 = \\frac{1}{2} \\times 10^{-5} \\times 100^2 = 0.05$ J. The charge is shared equally, so the common voltage is 50 V and $U_f = 2 \\times \\frac{1}{2} \\times 10^{-5} \\times 50^2 = 0.025$ J. The energy lost is $0.025$ J $= 25$ mJ, dissipated as heat and radiation.",
      hi: {
        text: "100 V तक आवेशित एक $10\\ \\mu\\mathrm{F}$ संधारित्र को बैटरी से हटाकर एक सर्वसम अनावेशित संधारित्र के समांतर जोड़ा जाता है। इस प्रक्रिया में कितनी ऊर्जा का ह्रास होता है?",
        options: ["50 mJ", "25 mJ", "12.5 mJ", "37.5 mJ"],
        explanation:
          "प्रारंभ में $U_i = \\frac{1}{2}CV^2 = 0.05$ J। आवेश बराबर बँटता है, उभयनिष्ठ वोल्टता 50 V और $U_f = 2 \\times \\frac{1}{2} \\times 10^{-5} \\times 50^2 = 0.025$ J। ऊर्जा ह्रास $0.025$ J $= 25$ mJ, जो ऊष्मा और विकिरण में जाता है।",
      },
    },
    {
      key: "jee-phy-25",
      subject: "Physics",
      topic: "Current Electricity",
      difficulty: "easy",
      text: "In a metre bridge, a $6\\ \\Omega$ resistor is in the left gap and an unknown resistor in the right gap. The null point is found 40 cm from the left end of the wire. What is the unknown resistance?",
      options: ["$9\\ \\Omega$", "$4\\ \\Omega$", "$2.4\\ \\Omega$", "$15\\ \\Omega$"],
      correct: 0,
      explanation:
        "At balance the bridge is a Wheatstone bridge with the two wire segments as the ratio arms: $\\frac{R}{S} = \\frac{l}{100 - l}$, so $\\frac{6}{S} = \\frac{40}{60}$ and $S = 9\\ \\Omega$. Inverting the ratio gives the wrong $4\\ \\Omega$.",
      hi: {
        text: "एक मीटर सेतु के बाएँ अंतराल में $6\\ \\Omega$ का प्रतिरोधक और दाएँ अंतराल में एक अज्ञात प्रतिरोधक है। संतुलन बिंदु तार के बाएँ सिरे से 40 cm पर मिलता है। अज्ञात प्रतिरोध कितना है?",
        options: ["$9\\ \\Omega$", "$4\\ \\Omega$", "$2.4\\ \\Omega$", "$15\\ \\Omega$"],
        explanation:
          "संतुलन पर सेतु एक व्हीटस्टोन सेतु है जिसकी अनुपात भुजाएँ तार के दो खंड हैं: $\\frac{R}{S} = \\frac{l}{100 - l}$, अतः $\\frac{6}{S} = \\frac{40}{60}$ और $S = 9\\ \\Omega$। अनुपात उलट देने पर गलत उत्तर $4\\ \\Omega$ आता है।",
      },
    },
    {
      key: "jee-phy-20",
      subject: "Physics",
      topic: "Current Electricity",
      difficulty: "medium",
      text: "A uniform wire of resistance $16\\ \\Omega$ is bent into a circle. What is the resistance between two points on the circle that subtend an angle of $90^\\circ$ at the centre?",
      options: ["$4\\ \\Omega$", "$8\\ \\Omega$", "$12\\ \\Omega$", "$3\\ \\Omega$"],
      correct: 3,
      explanation:
        "The two arcs are a quarter and three quarters of the wire, with resistances $4\\ \\Omega$ and $12\\ \\Omega$. They are in parallel between the two points, so $R = \\frac{4 \\times 12}{4 + 12} = 3\\ \\Omega$.",
      hi: {
        text: "$16\\ \\Omega$ प्रतिरोध वाले एकसमान तार को वृत्त के रूप में मोड़ा जाता है। वृत्त के उन दो बिंदुओं के बीच प्रतिरोध क्या है जो केंद्र पर $90^\\circ$ का कोण बनाते हैं?",
        options: ["$4\\ \\Omega$", "$8\\ \\Omega$", "$12\\ \\Omega$", "$3\\ \\Omega$"],
        explanation:
          "दोनों चाप तार के एक-चौथाई और तीन-चौथाई भाग हैं, प्रतिरोध $4\\ \\Omega$ और $12\\ \\Omega$। दोनों बिंदुओं के बीच ये समांतर में हैं: $R = \\frac{4 \\times 12}{16} = 3\\ \\Omega$।",
      },
    },
    {
      key: "jee-phy-21",
      subject: "Physics",
      topic: "Current Electricity",
      difficulty: "medium",
      text: "Two cells, of emf 12 V (internal resistance $2\\ \\Omega$) and 6 V (internal resistance $2\\ \\Omega$), are connected in parallel with like terminals together, and the combination is connected across a $4\\ \\Omega$ resistor. What is the current through the $4\\ \\Omega$ resistor?",
      options: ["1.8 A", "1.5 A", "3 A", "2.25 A"],
      correct: 0,
      explanation:
        "Let $V$ be the potential difference across the resistor. Kirchhoff's junction rule gives $\\frac{12 - V}{2} + \\frac{6 - V}{2} = \\frac{V}{4}$, i.e. $36 - 4V = V$, so $V = 7.2$ V. The current is $I = \\frac{7.2}{4} = 1.8$ A.",
      hi: {
        text: "12 V (आंतरिक प्रतिरोध $2\\ \\Omega$) और 6 V (आंतरिक प्रतिरोध $2\\ \\Omega$) विद्युत वाहक बल के दो सेल समान टर्मिनल साथ जोड़कर समांतर में लगाए गए हैं, और संयोजन $4\\ \\Omega$ के प्रतिरोधक से जुड़ा है। $4\\ \\Omega$ प्रतिरोधक में धारा कितनी है?",
        options: ["1.8 A", "1.5 A", "3 A", "2.25 A"],
        explanation:
          "मान लीजिए प्रतिरोधक के सिरों पर विभवांतर $V$ है। किरखोफ़ के संधि नियम से $\\frac{12 - V}{2} + \\frac{6 - V}{2} = \\frac{V}{4}$, अर्थात् $36 - 4V = V$, अतः $V = 7.2$ V। धारा $I = \\frac{7.2}{4} = 1.8$ A।",
      },
    },
    {
      key: "jee-phy-22",
      subject: "Physics",
      topic: "Modern Physics",
      difficulty: "easy",
      text: "Light of wavelength 310 nm falls on a metal surface of work function 2.0 eV. What is the stopping potential? (Take $hc = 1240\\ \\mathrm{eV\\,nm}$.)",
      options: ["4 V", "1 V", "2 V", "6 V"],
      correct: 2,
      explanation:
        "The photon energy is $E = \\frac{hc}{\\lambda} = \\frac{1240}{310} = 4$ eV. By Einstein's equation $K_{max} = E - \\phi = 4 - 2 = 2$ eV, so the stopping potential is $V_0 = \\frac{K_{max}}{e} = 2$ V.",
      hi: {
        text: "2.0 eV कार्य फलन वाले धातु पृष्ठ पर 310 nm तरंगदैर्ध्य का प्रकाश पड़ता है। निरोधी विभव क्या है? ($hc = 1240\\ \\mathrm{eV\\,nm}$ लें।)",
        options: ["4 V", "1 V", "2 V", "6 V"],
        explanation:
          "फ़ोटॉन ऊर्जा $E = \\frac{hc}{\\lambda} = \\frac{1240}{310} = 4$ eV। आइंस्टाइन समीकरण से $K_{max} = 4 - 2 = 2$ eV, अतः निरोधी विभव $V_0 = 2$ V।",
      },
    },
    {
      key: "jee-phy-23",
      subject: "Physics",
      topic: "Modern Physics",
      difficulty: "easy",
      text: "A radioactive sample has a half-life of 20 minutes. What percentage of the original sample has decayed after 1 hour?",
      options: ["12.5%", "87.5%", "75%", "66.7%"],
      correct: 1,
      explanation:
        "1 hour is $\\frac{60}{20} = 3$ half-lives, so the fraction remaining is $\\left(\\frac{1}{2}\\right)^3 = \\frac{1}{8}$, i.e. 12.5%. The fraction decayed is $1 - \\frac{1}{8} = \\frac{7}{8}$, i.e. 87.5%.",
      hi: {
        text: "एक रेडियोधर्मी नमूने की अर्धायु 20 मिनट है। 1 घंटे बाद मूल नमूने का कितना प्रतिशत क्षयित हो चुका होगा?",
        options: ["12.5%", "87.5%", "75%", "66.7%"],
        explanation:
          "1 घंटा $\\frac{60}{20} = 3$ अर्धायु के बराबर है, अतः शेष अंश $\\left(\\frac{1}{2}\\right)^3 = \\frac{1}{8}$ अर्थात 12.5% है। क्षयित अंश $1 - \\frac{1}{8} = \\frac{7}{8}$, अर्थात 87.5% है।",
      },
    },
    {
      key: "jee-phy-24",
      subject: "Physics",
      topic: "Modern Physics",
      difficulty: "medium",
      text: "In a hydrogen atom, the transition from $n = 3$ to $n = 2$ emits light of wavelength $\\lambda$. What is the wavelength emitted in the transition from $n = 4$ to $n = 2$?",
      options: [
        "$\\frac{27}{20}\\lambda$",
        "$\\frac{3}{4}\\lambda$",
        "$\\frac{5}{9}\\lambda$",
        "$\\frac{20}{27}\\lambda$",
      ],
      correct: 3,
      explanation:
        "By the Rydberg formula, $\\frac{1}{\\lambda_{32}} = R\\left(\\frac{1}{4} - \\frac{1}{9}\\right) = \\frac{5R}{36}$ and $\\frac{1}{\\lambda_{42}} = R\\left(\\frac{1}{4} - \\frac{1}{16}\\right) = \\frac{3R}{16}$. Hence $\\frac{\\lambda_{42}}{\\lambda_{32}} = \\frac{5/36}{3/16} = \\frac{80}{108} = \\frac{20}{27}$, so the new wavelength is $\\frac{20}{27}\\lambda$, shorter because the energy gap is larger.",
      hi: {
        text: "हाइड्रोजन परमाणु में $n = 3$ से $n = 2$ संक्रमण $\\lambda$ तरंगदैर्ध्य का प्रकाश उत्सर्जित करता है। $n = 4$ से $n = 2$ संक्रमण में उत्सर्जित तरंगदैर्ध्य क्या है?",
        options: [
          "$\\frac{27}{20}\\lambda$",
          "$\\frac{3}{4}\\lambda$",
          "$\\frac{5}{9}\\lambda$",
          "$\\frac{20}{27}\\lambda$",
        ],
        explanation:
          "रिडबर्ग सूत्र से $\\frac{1}{\\lambda_{32}} = R\\left(\\frac{1}{4} - \\frac{1}{9}\\right) = \\frac{5R}{36}$ और $\\frac{1}{\\lambda_{42}} = R\\left(\\frac{1}{4} - \\frac{1}{16}\\right) = \\frac{3R}{16}$। अतः अनुपात $\\frac{\\lambda_{42}}{\\lambda_{32}} = \\frac{20}{27}$, नई तरंगदैर्ध्य $\\frac{20}{27}\\lambda$, जो ऊर्जा अंतराल बड़ा होने से छोटी है।",
      },
    },

    // ──────────────────────────── Chemistry ────────────────────────────
    {
      key: "jee-che-01",
      subject: "Chemistry",
      topic: "Some Basic Concepts in Chemistry",
      difficulty: "easy",
      text: "How many moles of carbon dioxide are present in 4.4 g of $\\mathrm{CO_2}$? (Atomic masses: C = 12, O = 16.)",
      options: ["0.2 mol", "1 mol", "0.1 mol", "0.44 mol"],
      correct: 2,
      explanation:
        "The molar mass of $\\mathrm{CO_2}$ is $12 + 2 \\times 16 = 44\\ \\mathrm{g\\,mol^{-1}}$. Number of moles $= \\frac{4.4}{44} = 0.1$ mol.",
      hi: {
        text: "4.4 g $\\mathrm{CO_2}$ में कार्बन डाइऑक्साइड के कितने मोल उपस्थित हैं? (परमाणु द्रव्यमान: C = 12, O = 16)",
        options: ["0.2 mol", "1 mol", "0.1 mol", "0.44 mol"],
        explanation:
          "$\\mathrm{CO_2}$ का मोलर द्रव्यमान $12 + 2 \\times 16 = 44\\ \\mathrm{g\\,mol^{-1}}$ है। मोलों की संख्या $= \\frac{4.4}{44} = 0.1$ mol।",
      },
    },
    {
      key: "jee-che-02",
      subject: "Chemistry",
      topic: "Some Basic Concepts in Chemistry",
      difficulty: "easy",
      text: "What volume of $0.5$ M $\\mathrm{H_2SO_4}$ is required to completely neutralise 50 mL of $0.2$ M $\\mathrm{NaOH}$?",
      options: ["10 mL", "20 mL", "5 mL", "40 mL"],
      correct: 0,
      explanation:
        "Moles of NaOH $= 0.2 \\times 0.050 = 0.01$ mol. Since $\\mathrm{H_2SO_4} + \\mathrm{2NaOH} \\rightarrow \\mathrm{Na_2SO_4} + \\mathrm{2H_2O}$, the acid needed is $0.005$ mol. Volume $= \\frac{0.005}{0.5} = 0.01$ L $= 10$ mL; the 20 mL option forgets that the acid is dibasic.",
      hi: {
        text: "50 mL $0.2$ M $\\mathrm{NaOH}$ को पूर्णतः उदासीन करने के लिए $0.5$ M $\\mathrm{H_2SO_4}$ का कितना आयतन आवश्यक है?",
        options: ["10 mL", "20 mL", "5 mL", "40 mL"],
        explanation:
          "NaOH के मोल $= 0.2 \\times 0.050 = 0.01$ mol। चूँकि $\\mathrm{H_2SO_4} + \\mathrm{2NaOH} \\rightarrow \\mathrm{Na_2SO_4} + \\mathrm{2H_2O}$, आवश्यक अम्ल $0.005$ mol है। आयतन $= \\frac{0.005}{0.5} = 0.01$ L $= 10$ mL; 20 mL का विकल्प यह भूल जाता है कि अम्ल द्विक्षारकीय है।",
      },
    },
    {
      key: "jee-che-03",
      subject: "Chemistry",
      topic: "Some Basic Concepts in Chemistry",
      difficulty: "medium",
      text: "On complete combustion, 0.30 g of an organic compound gave 0.44 g of $\\mathrm{CO_2}$ and 0.18 g of $\\mathrm{H_2O}$. What is the percentage of carbon in the compound?",
      options: ["12%", "40%", "6.7%", "53.3%"],
      correct: 1,
      explanation:
        "Mass of carbon $= \\frac{12}{44} \\times 0.44 = 0.12$ g, so the carbon content is $\\frac{0.12}{0.30} \\times 100 = 40$ per cent. Similarly hydrogen $= \\frac{2}{18} \\times 0.18 = 0.02$ g, and the remaining 0.16 g is oxygen, which gives the empirical formula $\\mathrm{CH_2O}$.",
      hi: {
        text: "एक कार्बनिक यौगिक के 0.30 g के पूर्ण दहन से 0.44 g $\\mathrm{CO_2}$ और 0.18 g $\\mathrm{H_2O}$ प्राप्त हुए। यौगिक में कार्बन का प्रतिशत क्या है?",
        options: ["12%", "40%", "6.7%", "53.3%"],
        explanation:
          "कार्बन का द्रव्यमान $= \\frac{12}{44} \\times 0.44 = 0.12$ g, अतः कार्बन $\\frac{0.12}{0.30} \\times 100 = 40$ प्रतिशत। इसी प्रकार हाइड्रोजन $= \\frac{2}{18} \\times 0.18 = 0.02$ g, और शेष 0.16 g ऑक्सीजन है, जिससे मूलानुपाती सूत्र $\\mathrm{CH_2O}$ मिलता है।",
      },
    },
    {
      key: "jee-che-04",
      subject: "Chemistry",
      topic: "Atomic Structure",
      difficulty: "easy",
      text: "How many radial nodes does a 4d orbital have?",
      options: ["2", "3", "0", "1"],
      correct: 3,
      explanation:
        "Radial nodes $= n - l - 1$. For a 4d orbital $n = 4$ and $l = 2$, so there are $4 - 2 - 1 = 1$ radial node. It also has $l = 2$ angular nodes, making $n - 1 = 3$ nodes in all.",
      hi: {
        text: "4d कक्षक में कितने त्रिज्य नोड (radial nodes) होते हैं?",
        options: ["2", "3", "0", "1"],
        explanation:
          "त्रिज्य नोड $= n - l - 1$। 4d कक्षक के लिए $n = 4$ और $l = 2$, अतः त्रिज्य नोड $4 - 2 - 1 = 1$ है। इसमें $l = 2$ कोणीय नोड भी होते हैं, इस प्रकार कुल नोड $n - 1 = 3$ हैं।",
      },
    },
    {
      key: "jee-che-05",
      subject: "Chemistry",
      topic: "Atomic Structure",
      difficulty: "easy",
      text: "The radius of the first Bohr orbit of hydrogen is 0.529 Å. What is the radius of the third Bohr orbit of $\\mathrm{Li^{2+}}$?",
      options: ["1.587 Å", "0.529 Å", "4.761 Å", "0.176 Å"],
      correct: 0,
      explanation:
        "For hydrogen-like species $r_n = 0.529 \\times \\frac{n^2}{Z}$ Å. For $\\mathrm{Li^{2+}}$, $Z = 3$, and with $n = 3$: $r_3 = 0.529 \\times \\frac{9}{3} = 1.587$ Å.",
      hi: {
        text: "हाइड्रोजन की प्रथम बोर कक्षा की त्रिज्या 0.529 Å है। $\\mathrm{Li^{2+}}$ की तीसरी बोर कक्षा की त्रिज्या क्या है?",
        options: ["1.587 Å", "0.529 Å", "4.761 Å", "0.176 Å"],
        explanation:
          "हाइड्रोजन-सदृश स्पीशीज़ के लिए $r_n = 0.529 \\times \\frac{n^2}{Z}$ Å। $\\mathrm{Li^{2+}}$ के लिए $Z = 3$ और $n = 3$: $r_3 = 0.529 \\times \\frac{9}{3} = 1.587$ Å।",
      },
    },
    {
      key: "jee-che-06",
      subject: "Chemistry",
      topic: "Atomic Structure",
      difficulty: "medium",
      text: "What is the maximum number of electrons in an atom that can have the quantum numbers $n = 4$ and $m_l = -1$?",
      options: ["2", "8", "6", "4"],
      correct: 2,
      explanation:
        "For $n = 4$, $l$ can be 0, 1, 2 or 3. The value $m_l = -1$ exists only for $l = 1, 2, 3$, i.e. one orbital each in the 4p, 4d and 4f subshells. Three orbitals hold $3 \\times 2 = 6$ electrons.",
      hi: {
        text: "किसी परमाणु में क्वांटम संख्याएँ $n = 4$ और $m_l = -1$ रखने वाले अधिकतम कितने इलेक्ट्रॉन हो सकते हैं?",
        options: ["2", "8", "6", "4"],
        explanation:
          "$n = 4$ के लिए $l$ = 0, 1, 2 या 3। $m_l = -1$ केवल $l = 1, 2, 3$ के लिए है, अर्थात् 4p, 4d और 4f उपकोशों में एक-एक कक्षक। तीन कक्षकों में $3 \\times 2 = 6$ इलेक्ट्रॉन।",
      },
    },
    {
      key: "jee-che-07",
      subject: "Chemistry",
      topic: "Chemical Bonding and Molecular Structure",
      difficulty: "easy",
      text: "What is the hybridisation of the sulphur atom in $\\mathrm{SF_6}$?",
      options: ["$sp^3$", "$sp^3d^2$", "$sp^3d$", "$dsp^2$"],
      correct: 1,
      explanation:
        "Sulphur forms six S–F σ bonds and has no lone pair, so it needs six hybrid orbitals. Mixing one s, three p and two d orbitals gives $sp^3d^2$ hybridisation and an octahedral shape.",
      hi: {
        text: "$\\mathrm{SF_6}$ में सल्फर परमाणु का संकरण क्या है?",
        options: ["$sp^3$", "$sp^3d^2$", "$sp^3d$", "$dsp^2$"],
        explanation:
          "सल्फर छह S–F σ बंध बनाता है और उस पर कोई एकाकी युग्म नहीं है, अतः उसे छह संकर कक्षकों की आवश्यकता होती है। एक s, तीन p और दो d कक्षकों के मिश्रण से $sp^3d^2$ संकरण और अष्टफलकीय आकृति प्राप्त होती है।",
      },
    },
    {
      key: "jee-che-24",
      subject: "Chemistry",
      topic: "Chemical Bonding and Molecular Structure",
      difficulty: "medium",
      text: "Using electron counts in molecular orbitals, arrange $\\mathrm{NO^+}$, NO and $\\mathrm{NO^-}$ in order of increasing bond length.",
      options: [
        "$\\mathrm{NO^+} < \\mathrm{NO} < \\mathrm{NO^-}$",
        "$\\mathrm{NO^-} < \\mathrm{NO} < \\mathrm{NO^+}$",
        "$\\mathrm{NO} < \\mathrm{NO^+} < \\mathrm{NO^-}$",
        "$\\mathrm{NO^+} < \\mathrm{NO^-} < \\mathrm{NO}$",
      ],
      correct: 0,
      explanation:
        "Bond length falls as bond order rises. $\\mathrm{NO^+}$ has 14 electrons (like $\\mathrm{N_2}$): bond order 3. NO (15 electrons) puts one electron in $\\pi^*$: 2.5. $\\mathrm{NO^-}$ (16 electrons) has two in $\\pi^*$: 2. So the bond lengthens from $\\mathrm{NO^+}$ to NO to $\\mathrm{NO^-}$.",
      hi: {
        text: "आण्विक कक्षकों में इलेक्ट्रॉन संख्या के आधार पर $\\mathrm{NO^+}$, NO और $\\mathrm{NO^-}$ को आबंध लंबाई के बढ़ते क्रम में व्यवस्थित कीजिए।",
        options: [
          "$\\mathrm{NO^+} < \\mathrm{NO} < \\mathrm{NO^-}$",
          "$\\mathrm{NO^-} < \\mathrm{NO} < \\mathrm{NO^+}$",
          "$\\mathrm{NO} < \\mathrm{NO^+} < \\mathrm{NO^-}$",
          "$\\mathrm{NO^+} < \\mathrm{NO^-} < \\mathrm{NO}$",
        ],
        explanation:
          "आबंध कोटि बढ़ने पर आबंध लंबाई घटती है। $\\mathrm{NO^+}$ में 14 इलेक्ट्रॉन ($\\mathrm{N_2}$ की तरह): आबंध कोटि 3। NO (15 इलेक्ट्रॉन) में $\\pi^*$ में एक इलेक्ट्रॉन: 2.5। $\\mathrm{NO^-}$ (16 इलेक्ट्रॉन) में $\\pi^*$ में दो: 2। अतः आबंध लंबाई $\\mathrm{NO^+}$ से NO से $\\mathrm{NO^-}$ की ओर बढ़ती है।",
      },
    },
    {
      key: "jee-che-10",
      subject: "Chemistry",
      topic: "Chemical Thermodynamics",
      difficulty: "easy",
      text: "For a process at constant temperature and pressure to be spontaneous, which condition must hold?",
      options: ["$\\Delta H > 0$", "$\\Delta S < 0$", "$\\Delta G < 0$", "$\\Delta G > 0$"],
      correct: 2,
      explanation:
        "At constant $T$ and $P$, the Gibbs energy change $\\Delta G = \\Delta H - T\\Delta S$ decides spontaneity. A process is spontaneous when $\\Delta G < 0$, at equilibrium when $\\Delta G = 0$ and non-spontaneous when $\\Delta G > 0$. The sign of $\\Delta H$ or $\\Delta S$ alone does not decide it.",
      hi: {
        text: "नियत ताप और दाब पर किसी प्रक्रम के स्वतः प्रवर्तित (spontaneous) होने के लिए कौन-सी शर्त आवश्यक है?",
        options: ["$\\Delta H > 0$", "$\\Delta S < 0$", "$\\Delta G < 0$", "$\\Delta G > 0$"],
        explanation:
          "नियत $T$ और $P$ पर गिब्स ऊर्जा परिवर्तन $\\Delta G = \\Delta H - T\\Delta S$ स्वतः प्रवर्तिता तय करता है। प्रक्रम $\\Delta G < 0$ होने पर स्वतः होता है, $\\Delta G = 0$ पर साम्य में रहता है और $\\Delta G > 0$ होने पर स्वतः नहीं होता। केवल $\\Delta H$ या $\\Delta S$ के चिह्न से यह तय नहीं होता।",
      },
    },
    {
      key: "jee-che-11",
      subject: "Chemistry",
      topic: "Chemical Thermodynamics",
      difficulty: "medium",
      text: "The standard enthalpies of formation of $\\mathrm{CH_4(g)}$, $\\mathrm{CO_2(g)}$ and $\\mathrm{H_2O(l)}$ are $-74.8$, $-393.5$ and $-285.8\\ \\mathrm{kJ\\,mol^{-1}}$ respectively. What is the standard enthalpy of combustion of methane?",
      options: [
        "$-604.5\\ \\mathrm{kJ\\,mol^{-1}}$",
        "$-1039.9\\ \\mathrm{kJ\\,mol^{-1}}$",
        "$-965.1\\ \\mathrm{kJ\\,mol^{-1}}$",
        "$-890.3\\ \\mathrm{kJ\\,mol^{-1}}$",
      ],
      correct: 3,
      explanation:
        "The reaction is $\\mathrm{CH_4} + \\mathrm{2O_2} \\rightarrow \\mathrm{CO_2} + \\mathrm{2H_2O(l)}$, and the enthalpy of formation of $\\mathrm{O_2}$ is zero. $\\Delta_cH^\\circ = [-393.5 + 2(-285.8)] - [-74.8] = -965.1 + 74.8 = -890.3\\ \\mathrm{kJ\\,mol^{-1}}$.",
      hi: {
        text: "$\\mathrm{CH_4(g)}$, $\\mathrm{CO_2(g)}$ और $\\mathrm{H_2O(l)}$ की मानक संभवन एन्थैल्पी क्रमशः $-74.8$, $-393.5$ और $-285.8\\ \\mathrm{kJ\\,mol^{-1}}$ हैं। मेथेन की मानक दहन एन्थैल्पी क्या है?",
        options: [
          "$-604.5\\ \\mathrm{kJ\\,mol^{-1}}$",
          "$-1039.9\\ \\mathrm{kJ\\,mol^{-1}}$",
          "$-965.1\\ \\mathrm{kJ\\,mol^{-1}}$",
          "$-890.3\\ \\mathrm{kJ\\,mol^{-1}}$",
        ],
        explanation:
          "अभिक्रिया $\\mathrm{CH_4} + \\mathrm{2O_2} \\rightarrow \\mathrm{CO_2} + \\mathrm{2H_2O(l)}$ है, और $\\mathrm{O_2}$ की संभवन एन्थैल्पी शून्य है। $\\Delta_cH^\\circ = [-393.5 + 2(-285.8)] - [-74.8] = -890.3\\ \\mathrm{kJ\\,mol^{-1}}$।",
      },
    },
    {
      key: "jee-che-12",
      subject: "Chemistry",
      topic: "Chemical Thermodynamics",
      difficulty: "medium",
      text: "2 mol of an ideal gas expands isothermally and reversibly at 300 K from 10 L to 100 L. What is the work done on the gas, $w$? (Take $R = 8.314\\ \\mathrm{J\\,mol^{-1}\\,K^{-1}}$ and $\\ln 10 = 2.303$.)",
      options: ["$+11.49$ kJ", "$-11.49$ kJ", "$-4.99$ kJ", "$-2.17$ kJ"],
      correct: 1,
      explanation:
        "For a reversible isothermal process $w = -nRT\\ln\\frac{V_2}{V_1} = -2 \\times 8.314 \\times 300 \\times \\ln 10$. This is $-4988.4 \\times 2.303 \\approx -11488$ J $\\approx -11.49$ kJ. The negative sign shows that the expanding gas does work on the surroundings.",
      hi: {
        text: "एक आदर्श गैस के 2 mol, 300 K पर 10 L से 100 L तक समतापीय और उत्क्रमणीय रूप से प्रसारित होते हैं। गैस पर किया गया कार्य $w$ क्या है? ($R = 8.314\\ \\mathrm{J\\,mol^{-1}\\,K^{-1}}$ और $\\ln 10 = 2.303$ लें।)",
        options: ["$+11.49$ kJ", "$-11.49$ kJ", "$-4.99$ kJ", "$-2.17$ kJ"],
        explanation:
          "उत्क्रमणीय समतापीय प्रक्रम के लिए $w = -nRT\\ln\\frac{V_2}{V_1} = -2 \\times 8.314 \\times 300 \\times \\ln 10 \\approx -11488$ J $\\approx -11.49$ kJ। ऋण चिह्न दर्शाता है कि प्रसारित होती गैस परिवेश पर कार्य करती है।",
      },
    },
    {
      key: "jee-che-14",
      subject: "Chemistry",
      topic: "Equilibrium",
      difficulty: "easy",
      text: "For the equilibrium $\\mathrm{N_2(g)} + \\mathrm{3H_2(g)} \\rightleftharpoons \\mathrm{2NH_3(g)}$, how are $K_p$ and $K_c$ related?",
      options: ["$K_p = K_c(RT)^{2}$", "$K_p = K_c$", "$K_p = K_c(RT)^{-1}$", "$K_p = K_c(RT)^{-2}$"],
      correct: 3,
      explanation:
        "$K_p = K_c(RT)^{\\Delta n_g}$, where $\\Delta n_g$ is the moles of gaseous products minus the moles of gaseous reactants. Here $\\Delta n_g = 2 - (1 + 3) = -2$, so $K_p = K_c(RT)^{-2}$.",
      hi: {
        text: "साम्य $\\mathrm{N_2(g)} + \\mathrm{3H_2(g)} \\rightleftharpoons \\mathrm{2NH_3(g)}$ के लिए $K_p$ और $K_c$ में क्या संबंध है?",
        options: ["$K_p = K_c(RT)^{2}$", "$K_p = K_c$", "$K_p = K_c(RT)^{-1}$", "$K_p = K_c(RT)^{-2}$"],
        explanation:
          "$K_p = K_c(RT)^{\\Delta n_g}$, जहाँ $\\Delta n_g$ गैसीय उत्पादों और गैसीय अभिकारकों के मोलों का अंतर है। यहाँ $\\Delta n_g = 2 - 4 = -2$, अतः $K_p = K_c(RT)^{-2}$।",
      },
    },
    {
      key: "jee-che-15",
      subject: "Chemistry",
      topic: "Equilibrium",
      difficulty: "medium",
      text: "The solubility product of $\\mathrm{PbI_2}$ at a certain temperature is $3.2 \\times 10^{-8}$. What is its molar solubility at that temperature?",
      options: [
        "$2 \\times 10^{-3}$ M",
        "$4 \\times 10^{-3}$ M",
        "$1.8 \\times 10^{-4}$ M",
        "$8 \\times 10^{-3}$ M",
      ],
      correct: 0,
      explanation:
        "$\\mathrm{PbI_2} \\rightleftharpoons \\mathrm{Pb^{2+}} + \\mathrm{2I^-}$: if the solubility is $s$, then $[\\mathrm{Pb^{2+}}] = s$ and $[\\mathrm{I^-}] = 2s$. $K_{sp} = s(2s)^2 = 4s^3 = 3.2 \\times 10^{-8}$, so $s^3 = 8 \\times 10^{-9}$ and $s = 2 \\times 10^{-3}$ M.",
      hi: {
        text: "किसी ताप पर $\\mathrm{PbI_2}$ का विलेयता गुणनफल $3.2 \\times 10^{-8}$ है। उस ताप पर इसकी मोलर विलेयता क्या है?",
        options: [
          "$2 \\times 10^{-3}$ M",
          "$4 \\times 10^{-3}$ M",
          "$1.8 \\times 10^{-4}$ M",
          "$8 \\times 10^{-3}$ M",
        ],
        explanation:
          "$\\mathrm{PbI_2} \\rightleftharpoons \\mathrm{Pb^{2+}} + \\mathrm{2I^-}$: विलेयता $s$ हो तो $[\\mathrm{Pb^{2+}}] = s$ और $[\\mathrm{I^-}] = 2s$। $K_{sp} = 4s^3 = 3.2 \\times 10^{-8}$, अतः $s^3 = 8 \\times 10^{-9}$ और $s = 2 \\times 10^{-3}$ M।",
      },
    },
    {
      key: "jee-che-17",
      subject: "Chemistry",
      topic: "Electrochemistry",
      difficulty: "medium",
      text: "What is the emf at 298 K of the cell $\\mathrm{Zn|Zn^{2+}(0.1\\,M)||Cu^{2+}(0.001\\,M)|Cu}$, if $E^\\circ_{cell} = 1.10$ V? (Take $\\frac{2.303RT}{F} = 0.059$ V.)",
      options: ["1.159 V", "1.10 V", "0.982 V", "1.041 V"],
      correct: 3,
      explanation:
        "The cell reaction is $\\mathrm{Zn} + \\mathrm{Cu^{2+}} \\rightarrow \\mathrm{Zn^{2+}} + \\mathrm{Cu}$ with $n = 2$. By the Nernst equation, $E = E^\\circ - \\frac{0.059}{2}\\log\\frac{[\\mathrm{Zn^{2+}}]}{[\\mathrm{Cu^{2+}}]} = 1.10 - 0.0295\\log\\frac{0.1}{0.001}$. So $E = 1.10 - 0.0295 \\times 2 = 1.041$ V.",
      hi: {
        text: "यदि $E^\\circ_{cell} = 1.10$ V हो, तो 298 K पर सेल $\\mathrm{Zn|Zn^{2+}(0.1\\,M)||Cu^{2+}(0.001\\,M)|Cu}$ का विद्युत वाहक बल क्या है? ($\\frac{2.303RT}{F} = 0.059$ V लें।)",
        options: ["1.159 V", "1.10 V", "0.982 V", "1.041 V"],
        explanation:
          "सेल अभिक्रिया $\\mathrm{Zn} + \\mathrm{Cu^{2+}} \\rightarrow \\mathrm{Zn^{2+}} + \\mathrm{Cu}$, $n = 2$। नेर्न्स्ट समीकरण से $E = 1.10 - 0.0295\\log\\frac{0.1}{0.001} = 1.10 - 0.059 = 1.041$ V।",
      },
    },
    {
      key: "jee-che-18",
      subject: "Chemistry",
      topic: "Chemical Kinetics",
      difficulty: "easy",
      text: "What is the unit of the rate constant of a first-order reaction?",
      options: [
        "$\\mathrm{mol\\,L^{-1}\\,s^{-1}}$",
        "$\\mathrm{s^{-1}}$",
        "$\\mathrm{L\\,mol^{-1}\\,s^{-1}}$",
        "$\\mathrm{L^2\\,mol^{-2}\\,s^{-1}}$",
      ],
      correct: 1,
      explanation:
        "For a reaction of order $n$, the unit of $k$ is $(\\mathrm{mol\\,L^{-1}})^{1-n}\\,\\mathrm{s^{-1}}$. For $n = 1$ the concentration term disappears, leaving $\\mathrm{s^{-1}}$. Zero order gives $\\mathrm{mol\\,L^{-1}\\,s^{-1}}$ and second order gives $\\mathrm{L\\,mol^{-1}\\,s^{-1}}$.",
      hi: {
        text: "प्रथम कोटि की अभिक्रिया के वेग स्थिरांक की इकाई क्या है?",
        options: [
          "$\\mathrm{mol\\,L^{-1}\\,s^{-1}}$",
          "$\\mathrm{s^{-1}}$",
          "$\\mathrm{L\\,mol^{-1}\\,s^{-1}}$",
          "$\\mathrm{L^2\\,mol^{-2}\\,s^{-1}}$",
        ],
        explanation:
          "कोटि $n$ की अभिक्रिया के लिए $k$ की इकाई $(\\mathrm{mol\\,L^{-1}})^{1-n}\\,\\mathrm{s^{-1}}$ होती है। $n = 1$ के लिए सांद्रता पद समाप्त हो जाता है और $\\mathrm{s^{-1}}$ बचता है। शून्य कोटि के लिए $\\mathrm{mol\\,L^{-1}\\,s^{-1}}$ और द्वितीय कोटि के लिए $\\mathrm{L\\,mol^{-1}\\,s^{-1}}$ इकाई होती है।",
      },
    },
    {
      key: "jee-che-21",
      subject: "Chemistry",
      topic: "Basic Principles of Organic Chemistry",
      difficulty: "easy",
      text: "What is the IUPAC name of $\\mathrm{(CH_3)_2CHCH_2OH}$?",
      options: ["Butan-1-ol", "2-Methylpropan-2-ol", "1,1-Dimethylethanol", "2-Methylpropan-1-ol"],
      correct: 3,
      explanation:
        "The longest chain that contains the carbon bearing –OH has three carbons, numbered from the –OH end: $\\mathrm{HOCH_2{-}CH(CH_3){-}CH_3}$. The –OH is on C-1 and a methyl group on C-2, giving 2-methylpropan-1-ol (isobutyl alcohol). 2-Methylpropan-2-ol is the tertiary isomer $\\mathrm{(CH_3)_3COH}$.",
      hi: {
        text: "$\\mathrm{(CH_3)_2CHCH_2OH}$ का IUPAC नाम क्या है?",
        options: ["ब्यूटेन-1-ऑल", "2-मेथिलप्रोपेन-2-ऑल", "1,1-डाइमेथिलएथेनॉल", "2-मेथिलप्रोपेन-1-ऑल"],
        explanation:
          "–OH वाले कार्बन सहित सबसे लंबी श्रृंखला में तीन कार्बन हैं, जिन्हें –OH वाले सिरे से क्रमांकित करते हैं: $\\mathrm{HOCH_2{-}CH(CH_3){-}CH_3}$। –OH, C-1 पर और मेथिल समूह C-2 पर है: 2-मेथिलप्रोपेन-1-ऑल। 2-मेथिलप्रोपेन-2-ऑल तृतीयक समावयवी $\\mathrm{(CH_3)_3COH}$ है।",
      },
    },
    {
      key: "jee-che-23",
      subject: "Chemistry",
      topic: "Basic Principles of Organic Chemistry",
      difficulty: "medium",
      text: "Arrange the following in decreasing order of acidity: (I) phenol, (II) p-nitrophenol, (III) p-cresol (4-methylphenol), (IV) m-nitrophenol.",
      options: ["I > II > IV > III", "IV > II > I > III", "II > I > IV > III", "II > IV > I > III"],
      correct: 3,
      explanation:
        "Electron-withdrawing groups stabilise the phenoxide ion and raise acidity; electron-donating groups lower it. A para-nitro group withdraws by both –I and –R effects (the negative charge delocalises onto it), while a meta-nitro group acts only by –I, so p-nitrophenol > m-nitrophenol > phenol. The methyl group of p-cresol donates electrons (+I and hyperconjugation), making it less acidic than phenol.",
      hi: {
        text: "निम्नलिखित को अम्लता के घटते क्रम में व्यवस्थित कीजिए: (I) फ़ीनॉल, (II) p-नाइट्रोफ़ीनॉल, (III) p-क्रेसॉल (4-मेथिलफ़ीनॉल), (IV) m-नाइट्रोफ़ीनॉल।",
        options: ["I > II > IV > III", "IV > II > I > III", "II > I > IV > III", "II > IV > I > III"],
        explanation:
          "इलेक्ट्रॉन-अपनयक समूह फ़ीनॉक्साइड आयन को स्थायी करके अम्लता बढ़ाते हैं; इलेक्ट्रॉन-दाता समूह घटाते हैं। पैरा-नाइट्रो समूह –I और –R दोनों प्रभावों से, मेटा-नाइट्रो केवल –I से कार्य करता है, अतः p-नाइट्रोफ़ीनॉल > m-नाइट्रोफ़ीनॉल > फ़ीनॉल। p-क्रेसॉल का मेथिल समूह इलेक्ट्रॉन देता है (+I और अतिसंयुग्मन), अतः वह फ़ीनॉल से कम अम्लीय है।",
      },
    },

    // ─────────────────────────── Mathematics ───────────────────────────
    {
      key: "jee-mat-01",
      subject: "Mathematics",
      topic: "Complex Numbers and Quadratic Equations",
      difficulty: "easy",
      text: "If $\\alpha$ and $\\beta$ are the roots of $x^2 - 5x + 6 = 0$, what is the value of $\\alpha^2 + \\beta^2$?",
      options: ["25", "12", "19", "13"],
      correct: 3,
      explanation:
        "By Vieta's relations, $\\alpha + \\beta = 5$ and $\\alpha\\beta = 6$. Then $\\alpha^2 + \\beta^2 = (\\alpha + \\beta)^2 - 2\\alpha\\beta = 25 - 12 = 13$. Check: the roots are 2 and 3, and $4 + 9 = 13$.",
      hi: {
        text: "यदि $\\alpha$ और $\\beta$ समीकरण $x^2 - 5x + 6 = 0$ के मूल हैं, तो $\\alpha^2 + \\beta^2$ का मान क्या है?",
        options: ["25", "12", "19", "13"],
        explanation:
          "वियत संबंधों से $\\alpha + \\beta = 5$ और $\\alpha\\beta = 6$। तब $\\alpha^2 + \\beta^2 = (\\alpha + \\beta)^2 - 2\\alpha\\beta = 25 - 12 = 13$। जाँच: मूल 2 और 3 हैं, और $4 + 9 = 13$।",
      },
    },
    {
      key: "jee-mat-02",
      subject: "Mathematics",
      topic: "Complex Numbers and Quadratic Equations",
      difficulty: "easy",
      text: "What is the value of $\\left(\\frac{1+i}{1-i}\\right)^{100}$, where $i = \\sqrt{-1}$?",
      options: ["$-i$", "$-1$", "$i$", "$1$"],
      correct: 3,
      explanation:
        "$\\frac{1+i}{1-i} = \\frac{(1+i)^2}{(1-i)(1+i)} = \\frac{2i}{2} = i$. Since $i^4 = 1$ and $100 = 4 \\times 25$, $i^{100} = (i^4)^{25} = 1$.",
      hi: {
        text: "$\\left(\\frac{1+i}{1-i}\\right)^{100}$ का मान क्या है, जहाँ $i = \\sqrt{-1}$?",
        options: ["$-i$", "$-1$", "$i$", "$1$"],
        explanation:
          "$\\frac{1+i}{1-i} = \\frac{(1+i)^2}{(1-i)(1+i)} = \\frac{2i}{2} = i$। चूँकि $i^4 = 1$ और $100 = 4 \\times 25$, $i^{100} = 1$।",
      },
    },
    {
      key: "jee-mat-03",
      subject: "Mathematics",
      topic: "Complex Numbers and Quadratic Equations",
      difficulty: "medium",
      text: "If $\\omega$ is a non-real cube root of unity, what is the value of $(1 + \\omega - \\omega^2)(1 - \\omega + \\omega^2)$?",
      options: ["0", "4", "1", "$-4$"],
      correct: 1,
      explanation:
        "Since $1 + \\omega + \\omega^2 = 0$, we have $1 + \\omega = -\\omega^2$ and $1 + \\omega^2 = -\\omega$. So the product is $(-2\\omega^2)(-2\\omega) = 4\\omega^3 = 4$, because $\\omega^3 = 1$.",
      hi: {
        text: "यदि $\\omega$ इकाई का एक अवास्तविक घनमूल है, तो $(1 + \\omega - \\omega^2)(1 - \\omega + \\omega^2)$ का मान क्या है?",
        options: ["0", "4", "1", "$-4$"],
        explanation:
          "$1 + \\omega + \\omega^2 = 0$ से $1 + \\omega = -\\omega^2$ और $1 + \\omega^2 = -\\omega$। अतः गुणनफल $(-2\\omega^2)(-2\\omega) = 4\\omega^3 = 4$, क्योंकि $\\omega^3 = 1$।",
      },
    },
    {
      key: "jee-mat-04",
      subject: "Mathematics",
      topic: "Matrices and Determinants",
      difficulty: "easy",
      text: "If $A$ is a square matrix of order 3 with $|A| = 4$, what is $|2A|$?",
      options: ["8", "32", "16", "64"],
      correct: 1,
      explanation:
        "For a square matrix of order $n$, $|kA| = k^n|A|$, because each of the $n$ rows is multiplied by $k$. Here $|2A| = 2^3 \\times 4 = 32$.",
      hi: {
        text: "यदि $A$ कोटि 3 का एक वर्ग आव्यूह है जिसके लिए $|A| = 4$, तो $|2A|$ क्या है?",
        options: ["8", "32", "16", "64"],
        explanation:
          "कोटि $n$ के वर्ग आव्यूह के लिए $|kA| = k^n|A|$, क्योंकि सभी $n$ पंक्तियाँ $k$ से गुणा होती हैं। यहाँ $|2A| = 2^3 \\times 4 = 32$।",
      },
    },
    {
      key: "jee-mat-05",
      subject: "Mathematics",
      topic: "Matrices and Determinants",
      difficulty: "easy",
      text: "If $A$ is a $3 \\times 3$ matrix with $|A| = 5$, what is the value of $|\\operatorname{adj} A|$?",
      options: ["5", "125", "25", "$\\frac{1}{5}$"],
      correct: 2,
      explanation:
        "Taking determinants in $A(\\operatorname{adj} A) = |A|I$ gives $|A|\\,|\\operatorname{adj} A| = |A|^n$, so $|\\operatorname{adj} A| = |A|^{n-1}$ for a matrix of order $n$. With $n = 3$, $|\\operatorname{adj} A| = 5^2 = 25$.",
      hi: {
        text: "यदि $A$ कोटि 3 का आव्यूह है और $|A| = 5$, तो $|\\operatorname{adj} A|$ का मान क्या है?",
        options: ["5", "125", "25", "$\\frac{1}{5}$"],
        explanation:
          "$A(\\operatorname{adj} A) = |A|I$ के सारणिक लेने पर $|A|\\,|\\operatorname{adj} A| = |A|^n$, अतः कोटि $n$ के आव्यूह के लिए $|\\operatorname{adj} A| = |A|^{n-1}$। $n = 3$ पर $5^2 = 25$।",
      },
    },
    {
      key: "jee-mat-06",
      subject: "Mathematics",
      topic: "Matrices and Determinants",
      difficulty: "medium",
      text: "The system of equations $x + y + z = 6$, $x + 2y + 3z = 10$, $x + 2y + \\lambda z = \\mu$ has no solution when:",
      options: [
        "$\\lambda = 3,\\ \\mu \\neq 10$",
        "$\\lambda \\neq 3$",
        "$\\lambda = 3,\\ \\mu = 10$",
        "$\\lambda = 2,\\ \\mu \\neq 10$",
      ],
      correct: 0,
      explanation:
        "The coefficient determinant is $\\begin{vmatrix} 1 & 1 & 1 \\\\ 1 & 2 & 3 \\\\ 1 & 2 & \\lambda \\end{vmatrix} = \\lambda - 3$, so for $\\lambda \\neq 3$ there is a unique solution. For $\\lambda = 3$ the last two equations have the same left side $x + 2y + 3z$: they contradict each other if $\\mu \\neq 10$ (no solution) and coincide if $\\mu = 10$ (infinitely many solutions).",
      hi: {
        text: "समीकरण निकाय $x + y + z = 6$, $x + 2y + 3z = 10$, $x + 2y + \\lambda z = \\mu$ का कोई हल नहीं है जब:",
        options: [
          "$\\lambda = 3,\\ \\mu \\neq 10$",
          "$\\lambda \\neq 3$",
          "$\\lambda = 3,\\ \\mu = 10$",
          "$\\lambda = 2,\\ \\mu \\neq 10$",
        ],
        explanation:
          "गुणांक सारणिक $\\begin{vmatrix} 1 & 1 & 1 \\\\ 1 & 2 & 3 \\\\ 1 & 2 & \\lambda \\end{vmatrix} = \\lambda - 3$, अतः $\\lambda \\neq 3$ पर अद्वितीय हल है। $\\lambda = 3$ पर अंतिम दो समीकरणों का बायाँ पक्ष $x + 2y + 3z$ समान है: $\\mu \\neq 10$ पर वे परस्पर विरोधी (कोई हल नहीं) और $\\mu = 10$ पर संपाती (अनंत हल) हैं।",
      },
    },
    {
      key: "jee-mat-07",
      subject: "Mathematics",
      topic: "Permutations and Combinations",
      difficulty: "easy",
      text: "In how many distinct ways can the letters of the word APPLE be arranged?",
      options: ["24", "120", "60", "30"],
      correct: 2,
      explanation:
        "APPLE has 5 letters, in which P occurs twice. The number of distinct arrangements is $\\frac{5!}{2!} = \\frac{120}{2} = 60$.",
      hi: {
        text: "शब्द APPLE के अक्षरों को कितने भिन्न प्रकार से व्यवस्थित किया जा सकता है?",
        options: ["24", "120", "60", "30"],
        explanation:
          "APPLE में 5 अक्षर हैं, जिनमें P दो बार आता है। भिन्न व्यवस्थाओं की संख्या $\\frac{5!}{2!} = \\frac{120}{2} = 60$ है।",
      },
    },
    {
      key: "jee-mat-08",
      subject: "Mathematics",
      topic: "Permutations and Combinations",
      difficulty: "medium",
      text: "A committee of 5 is to be chosen from 6 men and 4 women so that it contains at least 3 men. In how many ways can this be done?",
      options: ["120", "246", "252", "186"],
      correct: 3,
      explanation:
        "Count the cases. 3 men and 2 women: $\\binom{6}{3}\\binom{4}{2} = 20 \\times 6 = 120$; 4 men and 1 woman: $\\binom{6}{4}\\binom{4}{1} = 15 \\times 4 = 60$; 5 men: $\\binom{6}{5} = 6$. Total $= 120 + 60 + 6 = 186$.",
      hi: {
        text: "6 पुरुषों और 4 महिलाओं में से 5 सदस्यों की एक समिति चुननी है जिसमें कम से कम 3 पुरुष हों। यह कितने प्रकार से हो सकता है?",
        options: ["120", "246", "252", "186"],
        explanation:
          "स्थितियाँ गिनिए। 3 पुरुष, 2 महिलाएँ: $\\binom{6}{3}\\binom{4}{2} = 120$; 4 पुरुष, 1 महिला: $\\binom{6}{4}\\binom{4}{1} = 60$; 5 पुरुष: $\\binom{6}{5} = 6$। कुल $= 186$।",
      },
    },
    {
      key: "jee-mat-09",
      subject: "Mathematics",
      topic: "Permutations and Combinations",
      difficulty: "medium",
      text: "How many 4-digit numbers with all digits distinct are divisible by 5?",
      options: ["504", "1008", "952", "896"],
      correct: 2,
      explanation:
        "The units digit must be 0 or 5. Ending in 0: the other three places can be filled in $9 \\times 8 \\times 7 = 504$ ways. Ending in 5: the first digit cannot be 0 or 5 (8 choices), and the middle digits give $8 \\times 7$, so $8 \\times 8 \\times 7 = 448$. Total $= 504 + 448 = 952$.",
      hi: {
        text: "सभी अंक भिन्न वाली ऐसी कितनी 4-अंकीय संख्याएँ हैं जो 5 से विभाज्य हैं?",
        options: ["504", "1008", "952", "896"],
        explanation:
          "इकाई का अंक 0 या 5 होना चाहिए। 0 पर अंत: शेष तीन स्थान $9 \\times 8 \\times 7 = 504$ प्रकार से। 5 पर अंत: पहला अंक 0 या 5 नहीं (8 विकल्प), बीच के अंक $8 \\times 7$, अतः $448$। कुल $= 952$।",
      },
    },
    {
      key: "jee-mat-10",
      subject: "Mathematics",
      topic: "Sequences and Series",
      difficulty: "easy",
      text: "What is the sum of the first 20 terms of the arithmetic progression $2, 5, 8, \\ldots$?",
      options: ["590", "610", "620", "650"],
      correct: 1,
      explanation:
        "Here $a = 2$, $d = 3$ and $n = 20$. $S_n = \\frac{n}{2}[2a + (n-1)d] = 10 \\times (4 + 57) = 610$.",
      hi: {
        text: "समांतर श्रेढ़ी $2, 5, 8, \\ldots$ के प्रथम 20 पदों का योग क्या है?",
        options: ["590", "610", "620", "650"],
        explanation:
          "यहाँ $a = 2$, $d = 3$ और $n = 20$। $S_n = \\frac{n}{2}[2a + (n-1)d] = 10 \\times (4 + 57) = 610$।",
      },
    },
    {
      key: "jee-mat-11",
      subject: "Mathematics",
      topic: "Sequences and Series",
      difficulty: "easy",
      text: "The arithmetic mean and the geometric mean of two positive numbers are 10 and 8 respectively. What is their harmonic mean?",
      options: ["6", "7.2", "8", "6.4"],
      correct: 3,
      explanation:
        "For two positive numbers, $G^2 = A \\cdot H$. So $H = \\frac{G^2}{A} = \\frac{64}{10} = 6.4$. Check: the numbers are 16 and 4, and $\\frac{2 \\times 16 \\times 4}{16 + 4} = 6.4$.",
      hi: {
        text: "दो धनात्मक संख्याओं के समांतर माध्य और गुणोत्तर माध्य क्रमशः 10 और 8 हैं। उनका हरात्मक माध्य क्या है?",
        options: ["6", "7.2", "8", "6.4"],
        explanation:
          "दो धनात्मक संख्याओं के लिए $G^2 = A \\cdot H$, अतः $H = \\frac{64}{10} = 6.4$। जाँच: संख्याएँ 16 और 4 हैं, और $\\frac{2 \\times 16 \\times 4}{20} = 6.4$।",
      },
    },
    {
      key: "jee-mat-12",
      subject: "Mathematics",
      topic: "Sequences and Series",
      difficulty: "medium",
      text: "What is the value of $\\displaystyle\\sum_{k=1}^{99} \\frac{1}{\\sqrt{k} + \\sqrt{k+1}}$?",
      options: ["9", "10", "$\\sqrt{99}$", "11"],
      correct: 0,
      explanation:
        "Rationalising each term, $\\frac{1}{\\sqrt{k} + \\sqrt{k+1}} = \\frac{\\sqrt{k+1} - \\sqrt{k}}{(k+1) - k} = \\sqrt{k+1} - \\sqrt{k}$. The sum telescopes to $\\sqrt{100} - \\sqrt{1} = 10 - 1 = 9$.",
      hi: {
        text: "$\\displaystyle\\sum_{k=1}^{99} \\frac{1}{\\sqrt{k} + \\sqrt{k+1}}$ का मान क्या है?",
        options: ["9", "10", "$\\sqrt{99}$", "11"],
        explanation:
          "प्रत्येक पद का परिमेयीकरण: $\\frac{1}{\\sqrt{k} + \\sqrt{k+1}} = \\sqrt{k+1} - \\sqrt{k}$। योग संक्षिप्त होकर $\\sqrt{100} - \\sqrt{1} = 9$ रह जाता है।",
      },
    },
    {
      key: "jee-mat-13",
      subject: "Mathematics",
      topic: "Limits, Continuity and Differentiability",
      difficulty: "easy",
      text: "Evaluate $\\displaystyle\\lim_{x \\to 0} \\frac{\\sin 3x}{x}$.",
      options: ["1", "0", "3", "$\\frac{1}{3}$"],
      correct: 2,
      explanation:
        "Write $\\frac{\\sin 3x}{x} = 3 \\cdot \\frac{\\sin 3x}{3x}$. As $x \\to 0$, $3x \\to 0$ and $\\frac{\\sin 3x}{3x} \\to 1$, so the limit is $3$.",
      hi: {
        text: "$\\displaystyle\\lim_{x \\to 0} \\frac{\\sin 3x}{x}$ का मान ज्ञात कीजिए।",
        options: ["1", "0", "3", "$\\frac{1}{3}$"],
        explanation:
          "$\\frac{\\sin 3x}{x} = 3 \\cdot \\frac{\\sin 3x}{3x}$ लिखिए। जब $x \\to 0$, तब $3x \\to 0$ और $\\frac{\\sin 3x}{3x} \\to 1$, अतः सीमा $3$ है।",
      },
    },
    {
      key: "jee-mat-14",
      subject: "Mathematics",
      topic: "Limits, Continuity and Differentiability",
      difficulty: "easy",
      text: "Evaluate $\\displaystyle\\lim_{x \\to \\infty} \\left(1 + \\frac{2}{x}\\right)^{x}$.",
      options: ["$e^2$", "$e$", "$2e$", "$\\sqrt{e}$"],
      correct: 0,
      explanation:
        "This is a $1^\\infty$ form, so the limit equals $e^{L}$ with $L = \\lim_{x \\to \\infty} x \\cdot \\frac{2}{x} = 2$. Hence the limit is $e^2$.",
      hi: {
        text: "$\\displaystyle\\lim_{x \\to \\infty} \\left(1 + \\frac{2}{x}\\right)^{x}$ का मान ज्ञात कीजिए।",
        options: ["$e^2$", "$e$", "$2e$", "$\\sqrt{e}$"],
        explanation:
          "यह $1^\\infty$ रूप है, अतः सीमा $e^{L}$ है जहाँ $L = \\lim_{x \\to \\infty} x \\cdot \\frac{2}{x} = 2$। अतः सीमा $e^2$ है।",
      },
    },
    {
      key: "jee-mat-15",
      subject: "Mathematics",
      topic: "Limits, Continuity and Differentiability",
      difficulty: "medium",
      text: "The function $f(x) = \\begin{cases} x^2 + a, & x \\le 1 \\\\ bx + 3, & x > 1 \\end{cases}$ is differentiable at $x = 1$. What is the value of $a + b$?",
      options: ["4", "2", "8", "6"],
      correct: 3,
      explanation:
        "Differentiability needs equal one-sided derivatives: the left derivative is $2x = 2$ at $x = 1$ and the right derivative is $b$, so $b = 2$. Continuity at $x = 1$ then needs $1 + a = b + 3 = 5$, so $a = 4$. Therefore $a + b = 6$.",
      hi: {
        text: "फलन $f(x) = \\begin{cases} x^2 + a, & x \\le 1 \\\\ bx + 3, & x > 1 \\end{cases}$, $x = 1$ पर अवकलनीय है। $a + b$ का मान क्या है?",
        options: ["4", "2", "8", "6"],
        explanation:
          "अवकलनीयता के लिए एकपक्षीय अवकलज बराबर हों: बायाँ अवकलज $x = 1$ पर $2x = 2$ और दायाँ $b$, अतः $b = 2$। $x = 1$ पर सांतत्य के लिए $1 + a = b + 3 = 5$, अतः $a = 4$। इसलिए $a + b = 6$।",
      },
    },
    {
      key: "jee-mat-16",
      subject: "Mathematics",
      topic: "Integral Calculus",
      difficulty: "easy",
      text: "Evaluate $\\displaystyle\\int_0^2 (3x^2 + 1)\\,dx$.",
      options: ["8", "10", "12", "14"],
      correct: 1,
      explanation: "An antiderivative is $x^3 + x$. So the integral is $(2^3 + 2) - (0 + 0) = 8 + 2 = 10$.",
      hi: {
        text: "$\\displaystyle\\int_0^2 (3x^2 + 1)\\,dx$ का मान ज्ञात कीजिए।",
        options: ["8", "10", "12", "14"],
        explanation: "एक प्रतिअवकलज $x^3 + x$ है। अतः समाकल का मान $(2^3 + 2) - (0 + 0) = 8 + 2 = 10$ है।",
      },
    },
    {
      key: "jee-mat-17",
      subject: "Mathematics",
      topic: "Integral Calculus",
      difficulty: "medium",
      text: "Evaluate $\\displaystyle\\int_0^{\\pi/2} \\frac{\\sin x}{\\sin x + \\cos x}\\,dx$.",
      options: ["$\\frac{\\pi}{2}$", "$1$", "$\\frac{\\pi}{4}$", "$\\frac{\\pi}{8}$"],
      correct: 2,
      explanation:
        "Let $I$ be the integral. The property $\\int_0^a f(x)\\,dx = \\int_0^a f(a - x)\\,dx$ with $a = \\frac{\\pi}{2}$ swaps $\\sin x$ and $\\cos x$, so $I = \\int_0^{\\pi/2} \\frac{\\cos x}{\\cos x + \\sin x}\\,dx$. Adding the two forms, $2I = \\int_0^{\\pi/2} 1\\,dx = \\frac{\\pi}{2}$, so $I = \\frac{\\pi}{4}$.",
      hi: {
        text: "$\\displaystyle\\int_0^{\\pi/2} \\frac{\\sin x}{\\sin x + \\cos x}\\,dx$ का मान ज्ञात कीजिए।",
        options: ["$\\frac{\\pi}{2}$", "$1$", "$\\frac{\\pi}{4}$", "$\\frac{\\pi}{8}$"],
        explanation:
          "मान लीजिए समाकल $I$ है। गुणधर्म $\\int_0^a f(x)\\,dx = \\int_0^a f(a - x)\\,dx$ ($a = \\frac{\\pi}{2}$) से $\\sin x$ और $\\cos x$ परस्पर बदलते हैं, अतः $I = \\int_0^{\\pi/2} \\frac{\\cos x}{\\cos x + \\sin x}\\,dx$। जोड़ने पर $2I = \\frac{\\pi}{2}$, अतः $I = \\frac{\\pi}{4}$।",
      },
    },
    {
      key: "jee-mat-18",
      subject: "Mathematics",
      topic: "Integral Calculus",
      difficulty: "medium",
      text: "What is the area of the region enclosed between the parabolas $y^2 = 4x$ and $x^2 = 4y$?",
      options: ["$\\frac{8}{3}$", "$\\frac{32}{3}$", "$4$", "$\\frac{16}{3}$"],
      correct: 3,
      explanation:
        "The curves meet where $\\left(\\frac{x^2}{4}\\right)^2 = 4x$, i.e. $x^4 = 64x$, so $x = 0$ or $x = 4$. Between them $y = 2\\sqrt{x}$ lies above $y = \\frac{x^2}{4}$, so the area is $\\int_0^4 \\left(2\\sqrt{x} - \\frac{x^2}{4}\\right)dx = \\left[\\frac{4}{3}x^{3/2} - \\frac{x^3}{12}\\right]_0^4 = \\frac{32}{3} - \\frac{16}{3} = \\frac{16}{3}$ square units.",
      hi: {
        text: "परवलयों $y^2 = 4x$ और $x^2 = 4y$ के बीच घिरे क्षेत्र का क्षेत्रफल क्या है?",
        options: ["$\\frac{8}{3}$", "$\\frac{32}{3}$", "$4$", "$\\frac{16}{3}$"],
        explanation:
          "वक्र $x^4 = 64x$ पर, अर्थात् $x = 0$ और $x = 4$ पर मिलते हैं। बीच में $y = 2\\sqrt{x}$, $y = \\frac{x^2}{4}$ के ऊपर है, अतः क्षेत्रफल $\\int_0^4 \\left(2\\sqrt{x} - \\frac{x^2}{4}\\right)dx = \\frac{32}{3} - \\frac{16}{3} = \\frac{16}{3}$ वर्ग इकाई।",
      },
    },
    {
      key: "jee-mat-19",
      subject: "Mathematics",
      topic: "Coordinate Geometry",
      difficulty: "easy",
      text: "What is the perpendicular distance of the point $(1, 2)$ from the line $3x + 4y - 1 = 0$?",
      options: ["2", "10", "1", "4"],
      correct: 0,
      explanation:
        "Distance $= \\frac{|3(1) + 4(2) - 1|}{\\sqrt{3^2 + 4^2}} = \\frac{|3 + 8 - 1|}{5} = \\frac{10}{5} = 2$ units.",
      hi: {
        text: "बिंदु $(1, 2)$ की रेखा $3x + 4y - 1 = 0$ से लंबवत दूरी क्या है?",
        options: ["2", "10", "1", "4"],
        explanation:
          "दूरी $= \\frac{|3(1) + 4(2) - 1|}{\\sqrt{3^2 + 4^2}} = \\frac{|3 + 8 - 1|}{5} = \\frac{10}{5} = 2$ इकाई।",
      },
    },
    {
      key: "jee-mat-20",
      subject: "Mathematics",
      topic: "Coordinate Geometry",
      difficulty: "easy",
      text: "What is the eccentricity of the ellipse $\\frac{x^2}{25} + \\frac{y^2}{16} = 1$?",
      options: ["0.8", "0.75", "0.6", "1.25"],
      correct: 2,
      explanation:
        "Here $a^2 = 25$ and $b^2 = 16$, with $a > b$. $e = \\sqrt{1 - \\frac{b^2}{a^2}} = \\sqrt{1 - \\frac{16}{25}} = \\frac{3}{5} = 0.6$. An ellipse always has $e < 1$, which rules out 1.25.",
      hi: {
        text: "दीर्घवृत्त $\\frac{x^2}{25} + \\frac{y^2}{16} = 1$ की उत्केंद्रता क्या है?",
        options: ["0.8", "0.75", "0.6", "1.25"],
        explanation:
          "यहाँ $a^2 = 25$ और $b^2 = 16$, तथा $a > b$। $e = \\sqrt{1 - \\frac{b^2}{a^2}} = \\sqrt{1 - \\frac{16}{25}} = \\frac{3}{5} = 0.6$। दीर्घवृत्त के लिए सदैव $e < 1$ होता है, इसलिए 1.25 संभव नहीं है।",
      },
    },
    {
      key: "jee-mat-21",
      subject: "Mathematics",
      topic: "Coordinate Geometry",
      difficulty: "medium",
      text: "The tangent to the circle $x^2 + y^2 = 25$ at the point $(3, 4)$ meets the coordinate axes at $A$ and $B$. What is the area of triangle $OAB$, where $O$ is the origin?",
      options: ["$\\frac{625}{12}$", "$\\frac{625}{24}$", "$\\frac{25}{2}$", "$\\frac{125}{6}$"],
      correct: 1,
      explanation:
        "The tangent at $(x_1, y_1)$ to $x^2 + y^2 = a^2$ is $xx_1 + yy_1 = a^2$, i.e. $3x + 4y = 25$. It cuts the axes at $A\\left(\\frac{25}{3}, 0\\right)$ and $B\\left(0, \\frac{25}{4}\\right)$. Area $= \\frac{1}{2} \\times \\frac{25}{3} \\times \\frac{25}{4} = \\frac{625}{24}$ square units.",
      hi: {
        text: "वृत्त $x^2 + y^2 = 25$ के बिंदु $(3, 4)$ पर स्पर्श रेखा निर्देशांक अक्षों को $A$ और $B$ पर काटती है। त्रिभुज $OAB$ का क्षेत्रफल क्या है, जहाँ $O$ मूल बिंदु है?",
        options: ["$\\frac{625}{12}$", "$\\frac{625}{24}$", "$\\frac{25}{2}$", "$\\frac{125}{6}$"],
        explanation:
          "$x^2 + y^2 = a^2$ के बिंदु $(x_1, y_1)$ पर स्पर्श रेखा $xx_1 + yy_1 = a^2$, अर्थात् $3x + 4y = 25$। यह अक्षों को $A\\left(\\frac{25}{3}, 0\\right)$ और $B\\left(0, \\frac{25}{4}\\right)$ पर काटती है। क्षेत्रफल $= \\frac{1}{2} \\times \\frac{25}{3} \\times \\frac{25}{4} = \\frac{625}{24}$ वर्ग इकाई।",
      },
    },
    {
      key: "jee-mat-22",
      subject: "Mathematics",
      topic: "Statistics and Probability",
      difficulty: "easy",
      text: "Two fair dice are thrown together. What is the probability that the sum of the numbers shown is 7?",
      options: ["$\\frac{5}{36}$", "$\\frac{7}{36}$", "$\\frac{1}{9}$", "$\\frac{1}{6}$"],
      correct: 3,
      explanation:
        "There are $6 \\times 6 = 36$ equally likely outcomes. The favourable ones are (1,6), (2,5), (3,4), (4,3), (5,2) and (6,1), i.e. 6 outcomes. So the probability is $\\frac{6}{36} = \\frac{1}{6}$.",
      hi: {
        text: "दो निष्पक्ष पासे एक साथ फेंके जाते हैं। दिखाई गई संख्याओं का योग 7 होने की प्रायिकता क्या है?",
        options: ["$\\frac{5}{36}$", "$\\frac{7}{36}$", "$\\frac{1}{9}$", "$\\frac{1}{6}$"],
        explanation:
          "कुल $6 \\times 6 = 36$ समसंभाव्य परिणाम हैं। अनुकूल परिणाम (1,6), (2,5), (3,4), (4,3), (5,2) और (6,1) अर्थात 6 हैं। अतः प्रायिकता $\\frac{6}{36} = \\frac{1}{6}$ है।",
      },
    },
    {
      key: "jee-mat-23",
      subject: "Mathematics",
      topic: "Statistics and Probability",
      difficulty: "medium",
      text: "Bag A contains 3 red and 5 black balls, and bag B contains 4 red and 4 black balls. A die is rolled: if it shows 1 or 2, a ball is drawn from bag A, otherwise from bag B. If the ball drawn is red, what is the probability that it came from bag A?",
      options: ["$\\frac{8}{11}$", "$\\frac{3}{11}$", "$\\frac{3}{8}$", "$\\frac{1}{3}$"],
      correct: 1,
      explanation:
        "$P(A) = \\frac{1}{3}$, $P(B) = \\frac{2}{3}$, $P(R|A) = \\frac{3}{8}$ and $P(R|B) = \\frac{1}{2}$. By Bayes' theorem, $P(A|R) = \\frac{\\frac{1}{3} \\cdot \\frac{3}{8}}{\\frac{1}{3} \\cdot \\frac{3}{8} + \\frac{2}{3} \\cdot \\frac{1}{2}} = \\frac{1/8}{1/8 + 1/3} = \\frac{3}{11}$.",
      hi: {
        text: "थैले A में 3 लाल और 5 काली गेंदें हैं, तथा थैले B में 4 लाल और 4 काली। एक पासा फेंका जाता है: 1 या 2 आने पर थैले A से, अन्यथा थैले B से एक गेंद निकाली जाती है। यदि निकाली गई गेंद लाल है, तो उसके थैले A से होने की प्रायिकता क्या है?",
        options: ["$\\frac{8}{11}$", "$\\frac{3}{11}$", "$\\frac{3}{8}$", "$\\frac{1}{3}$"],
        explanation:
          "$P(A) = \\frac{1}{3}$, $P(B) = \\frac{2}{3}$, $P(R|A) = \\frac{3}{8}$ और $P(R|B) = \\frac{1}{2}$। बेज़ प्रमेय से $P(A|R) = \\frac{1/8}{1/8 + 1/3} = \\frac{3}{11}$।",
      },
    },
    ...jeeNumericalQuestions,
    ...jeeMultipleQuestions,
  ],

  quizzes: [
    {
      key: "jee-practice-physics",
      kind: "practice",
      title: "Physics Practice: Mechanics to Modern Physics",
      description:
        "Ten JEE-style Physics questions across kinematics, laws of motion, energy, gravitation, thermodynamics, electricity and modern physics, each with a worked solution.",
      difficulty: "easy",
      timeLimitMinutes: 15,
      questionKeys: [
        "jee-phy-01",
        "jee-phy-05",
        "jee-phy-07",
        "jee-phy-11",
        "jee-phy-13",
        "jee-phy-15",
        "jee-phy-16",
        "jee-phy-20",
        "jee-phy-22",
        "jee-phy-24",
      ],
    },
    {
      key: "jee-practice-chemistry",
      kind: "practice",
      title: "Chemistry Practice: Physical, Inorganic and Organic Basics",
      description:
        "Ten Chemistry questions on mole concept, atomic structure, bonding, thermochemistry, equilibrium, electrochemistry, kinetics and organic fundamentals.",
      difficulty: "medium",
      timeLimitMinutes: 12,
      questionKeys: [
        "jee-che-01",
        "jee-che-03",
        "jee-che-05",
        "jee-che-07",
        "jee-che-24",
        "jee-che-11",
        "jee-m2-che-002",
        "jee-m2-che-003",
        "jee-m2-che-004",
        "jee-m2-che-006",
      ],
    },
    {
      key: "jee-practice-mathematics",
      kind: "practice",
      title: "Mathematics Warm-up: Core JEE Formulae",
      description:
        "Ten quick Mathematics questions on quadratics, determinants, counting, progressions, limits, integration, coordinate geometry and probability — ideal for daily revision.",
      difficulty: "easy",
      timeLimitMinutes: 12,
      questionKeys: [
        "jee-mat-01",
        "jee-mat-04",
        "jee-mat-07",
        "jee-mat-10",
        "jee-mat-13",
        "jee-mat-16",
        "jee-mat-19",
        "jee-mat-20",
        "jee-mat-22",
        "jee-mat-02",
      ],
    },
    {
      key: "jee-practice-challenge",
      kind: "practice",
      title: "PCM Challenge Set: Hard Problems",
      description:
        "Ten harder multi-step problems mixing Physics, Chemistry and Mathematics, for students who want to test themselves beyond the formula level.",
      difficulty: "hard",
      timeLimitMinutes: 15,
      questionKeys: [
        "jee-m2-phy-002",
        "jee-m2-phy-007",
        "jee-phy-21",
        "jee-m2-che-001",
        "jee-m2-che-005",
        "jee-che-17",
        "jee-mat-06",
        "jee-mat-09",
        "jee-m2-mat-011",
        "jee-m2-mat-009",
      ],
    },
    {
      // replaces "jee-mock-1" (24 single-correct questions): the 2025 pattern has numerical-value questions
      key: "jee-main-mock-2025-1",
      kind: "mock",
      title: "JEE Main Mock Test 1 (2025 pattern: Physics, Chemistry, Mathematics)",
      description:
        "A 30-question mock in the JEE Main 2025 Paper 1 pattern: per subject 8 single-correct and 2 numerical-value questions (the paper's 20 + 5, scaled), all compulsory, with no sectional timing; +4 for a correct answer and -1 for a wrong one in both types. The time limit is the real paper's 180 minutes for 75 questions, scaled to 30 questions.",
      difficulty: "medium",
      timeLimitMinutes: 72,
      sections: [
        {
          name: "Physics",
          questionKeys: [
            "jee-m2-phy-001",
            "jee-phy-04",
            "jee-phy-06",
            "jee-phy-09",
            "jee-phy-12",
            "jee-m2-phy-003",
            "jee-phy-18",
            "jee-phy-23",
            "jee-phy-num-01",
            "jee-phy-num-02",
          ],
        },
        {
          name: "Chemistry",
          questionKeys: [
            "jee-che-02",
            "jee-che-04",
            "jee-che-06",
            "jee-m2-che-001",
            "jee-che-10",
            "jee-che-14",
            "jee-che-17",
            "jee-m2-che-005",
            "jee-che-num-01",
            "jee-che-num-02",
          ],
        },
        {
          name: "Mathematics",
          questionKeys: [
            "jee-mat-03",
            "jee-mat-05",
            "jee-mat-08",
            "jee-mat-09",
            "jee-mat-11",
            "jee-mat-15",
            "jee-mat-17",
            "jee-mat-21",
            "jee-mat-num-01",
            "jee-mat-num-02",
          ],
        },
      ],
    },
    {
      key: "jee-advanced-mock-1",
      kind: "mock",
      title: "JEE Advanced pattern Mock Test 1 (single, multiple-correct and numerical)",
      description:
        "A 15-question mock in a recent JEE Advanced paper pattern: per subject 2 single-correct (+3 / -1), 2 multiple-correct with partial marks (+4 when every correct option and no wrong one is chosen, +1 per correct option chosen when no wrong one is, -2 for any wrong option) and 1 numerical-value question (+4, no negative marks). The pattern changes every year: check the year's information brochure. The time limit is a 180-minute paper of 51 questions, scaled to 15.",
      difficulty: "medium",
      timeLimitMinutes: 53,
      // JEE Advanced marks per question type (recent papers; check the year's brochure)
      markingScheme: {
        correct: 3,
        wrong: -1,
        byType: {
          single: { correct: 3, wrong: -1 },
          multiple: { correct: 4, wrong: -2, partialPerOption: 1 },
          numerical: { correct: 4, wrong: 0 },
        },
      },
      sections: [
        {
          name: "Physics",
          questionKeys: [
            "jee-m2-phy-002",
            "jee-phy-21",
            "jee-phy-mul-01",
            "jee-phy-mul-02",
            "jee-m2-phy-num-01",
          ],
        },
        {
          name: "Chemistry",
          questionKeys: ["jee-che-12", "jee-che-23", "jee-che-mul-01", "jee-che-mul-02", "jee-che-num-03"],
        },
        {
          name: "Mathematics",
          questionKeys: ["jee-mat-06", "jee-mat-12", "jee-mat-mul-01", "jee-mat-mul-02", "jee-mat-num-03"],
        },
      ],
    },
    {
      // replaces "jee-past-2025-sample", which had single-correct questions only
      key: "jee-main-2025-sample",
      kind: "past_paper",
      title: "JEE Main 2025 Sample Paper (original questions in the 2025 pattern)",
      description:
        "An original 15-question sample set styled on the 2025 JEE Main Paper 1: Physics, Chemistry and Mathematics in paper order, per subject 4 single-correct and 1 numerical-value question (the paper's 20 + 5, scaled), all compulsory, +4/-1 marking for both types. These are not questions from the actual paper.",
      difficulty: "easy",
      timeLimitMinutes: 36,
      year: 2025,
      isSample: true,
      sections: [
        {
          name: "Physics",
          questionKeys: ["jee-phy-08", "jee-phy-10", "jee-phy-17", "jee-phy-25", "jee-phy-num-04"],
        },
        {
          name: "Chemistry",
          questionKeys: ["jee-che-05", "jee-che-11", "jee-che-15", "jee-che-18", "jee-che-num-04"],
        },
        {
          name: "Mathematics",
          questionKeys: ["jee-mat-01", "jee-mat-14", "jee-mat-18", "jee-mat-23", "jee-mat-num-04"],
        },
      ],
    },
  ],
  retiredQuizKeys: ["jee-mock-1", "jee-past-2025-sample"],
};

export const jee: ExamContent = withPapers(jeeBase, [jeeMainPapers, jeeAdvancedPaper]);
