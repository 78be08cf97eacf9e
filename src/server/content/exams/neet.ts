import { withPapers } from "~/server/content/papers";
import type { ExamContent } from "~/server/content/types";
import { neetPaper1 } from "./neet-papers/paper-1";
import { neetPaper2 } from "./neet-papers/paper-2";

/**
 * NEET (UG) demo content: original questions written for Abhyas in the style
 * of the real paper (never copied from a past paper or a publisher).
 */
const neetBase: ExamContent = {
  exam: {
    key: "neet",
    name: "NEET",
    fullName: "National Eligibility cum Entrance Test (Undergraduate) — NEET (UG)",
    description:
      "NEET (UG) is the single national entrance test for admission to undergraduate medical (MBBS), dental (BDS) and AYUSH (BAMS, BUMS, BSMS, BHMS) courses in India, including AIIMS and JIPMER. It is conducted once a year by the National Testing Agency (NTA) as a pen-and-paper test in Physics, Chemistry and Biology (Botany and Zoology) based on the Class 11 and 12 syllabus notified by the National Medical Commission. Its scores are also used for admission to veterinary (BVSc & AH) seats.",
    ageLimit: "At least 17 years as on 31 December of the year of admission; there is no upper age limit.",
    duration: "3 hours (180 minutes)",
    totalMarks: "720",
    attempts: "No limit on the number of attempts, as long as the eligibility conditions are met.",
    patternText:
      "One pen-and-paper (OMR) paper of 180 compulsory multiple-choice questions with four options each: 45 each in Physics, Chemistry, Botany and Zoology, for a maximum of 720 marks in 180 minutes, with +4 for a correct answer, −1 for a wrong one and 0 for an unanswered question. There is no optional section (the Section B with internal choice was dropped from 2025) and no separate time limit for any subject. The paper is offered in 13 languages, including English and Hindi.",
    pattern: {
      year: 2025,
      notice: "NEET (UG) 2025 Information Bulletin, National Testing Agency",
      noticeHi: "NEET (UG) 2025 सूचना बुलेटिन, राष्ट्रीय परीक्षा एजेंसी",
      source:
        "neet.nta.nic.in; reported by hindustantimes.com (NEET-UG will continue in pen-and-paper mode, 2025)",
      sourceHi:
        "neet.nta.nic.in; hindustantimes.com के अनुसार (NEET-UG will continue in pen-and-paper mode, 2025)",
    },
    subjects: ["Physics", "Chemistry", "Botany", "Zoology"],
    keyFeatures: [
      "Single national test for MBBS, BDS and AYUSH admissions across India, including AIIMS and JIPMER",
      "Pen-and-paper (OMR) test, held once a year, usually in May",
      "Biology carries half the paper: 90 of the 180 questions (360 of 720 marks)",
      "180 compulsory questions in 3 hours: no optional section since 2025",
      "+4 for a correct answer, −1 for a wrong answer and 0 for an unanswered question",
      "Question paper available in 13 languages, including English and Hindi",
      "No upper age limit and no cap on the number of attempts",
    ],
    eligibility:
      "Indian nationals, NRIs, OCI/PIO cardholders and foreign nationals who have passed, or are appearing in, Class 12 (or an equivalent examination) with Physics, Chemistry, Biology/Biotechnology and English. For admission, the minimum aggregate in Physics, Chemistry and Biology/Biotechnology is 50% for the General category, 45% for General-PwBD and 40% for SC, ST and OBC candidates. To qualify in NEET (UG) itself, a candidate must score at or above the 50th percentile (General), 45th percentile (General-PwBD) or 40th percentile (SC, ST, OBC and their PwBD candidates).",
    selectionCriteria: [
      "Online application to NTA and download of the admit card",
      "NEET (UG) written test: one pen-and-paper paper of 720 marks",
      "Result: NEET score and All India Rank; only candidates at or above the qualifying percentile are eligible for admission",
      "Counselling by the Medical Counselling Committee (MCC) for 15% All India Quota seats and for AIIMS, JIPMER, central and deemed universities, and by state authorities for the 85% state-quota seats (separate AYUSH and veterinary counselling)",
      "Seat allotment, document verification and admission at the allotted college",
    ],
    // the facts above in Hindi, for learners who use the app in Hindi
    factsHi: {
      fullName: "राष्ट्रीय पात्रता सह प्रवेश परीक्षा (स्नातक) — NEET (UG)",
      description:
        "NEET (UG), AIIMS और JIPMER सहित पूरे भारत में स्नातक चिकित्सा (MBBS), दंत चिकित्सा (BDS) और आयुष (BAMS, BUMS, BSMS, BHMS) पाठ्यक्रमों में प्रवेश की एकमात्र राष्ट्रीय प्रवेश परीक्षा है। इसे राष्ट्रीय परीक्षा एजेंसी (NTA) वर्ष में एक बार पेन और पेपर परीक्षा के रूप में आयोजित करती है, जिसमें राष्ट्रीय आयुर्विज्ञान आयोग द्वारा अधिसूचित कक्षा 11 और 12 के पाठ्यक्रम पर आधारित भौतिकी, रसायन विज्ञान और जीव विज्ञान (वनस्पति विज्ञान और प्राणि विज्ञान) के प्रश्न होते हैं। इसके अंकों से पशु चिकित्सा (BVSc & AH) की सीटों पर भी प्रवेश होता है।",
      ageLimit: "प्रवेश के वर्ष की 31 दिसंबर को कम से कम 17 वर्ष; कोई ऊपरी आयु सीमा नहीं है।",
      duration: "3 घंटे (180 मिनट)",
      totalMarks: "720 अंक",
      attempts: "पात्रता की शर्तें पूरी होने पर प्रयासों की संख्या की कोई सीमा नहीं।",
      pattern:
        "पेन और पेपर (OMR) वाला एक प्रश्न पत्र, जिसमें चार-चार विकल्पों वाले 180 अनिवार्य बहुविकल्पीय प्रश्न होते हैं: भौतिकी, रसायन विज्ञान, वनस्पति विज्ञान और प्राणि विज्ञान में 45-45, 180 मिनट में अधिकतम 720 अंक; सही उत्तर पर +4, गलत उत्तर पर −1 और बिना उत्तर वाले प्रश्न पर 0। कोई वैकल्पिक खंड नहीं है (आंतरिक विकल्प वाला खंड B 2025 से हटा दिया गया) और किसी विषय के लिए अलग समय-सीमा नहीं है। प्रश्न पत्र अंग्रेज़ी और हिन्दी सहित 13 भाषाओं में उपलब्ध है।",
      subjects: ["भौतिकी", "रसायन विज्ञान", "वनस्पति विज्ञान", "प्राणि विज्ञान"],
      keyFeatures: [
        "AIIMS और JIPMER सहित पूरे भारत में MBBS, BDS और आयुष प्रवेश के लिए एकमात्र राष्ट्रीय परीक्षा",
        "पेन और पेपर (OMR) परीक्षा, वर्ष में एक बार, सामान्यतः मई में",
        "प्रश्न पत्र का आधा भाग जीव विज्ञान का: 180 में से 90 प्रश्न (720 में से 360 अंक)",
        "3 घंटे में 180 अनिवार्य प्रश्न: 2025 से कोई वैकल्पिक खंड नहीं",
        "सही उत्तर पर +4, गलत उत्तर पर −1 और बिना उत्तर वाले प्रश्न पर 0",
        "प्रश्न पत्र अंग्रेज़ी और हिन्दी सहित 13 भाषाओं में उपलब्ध",
        "कोई ऊपरी आयु सीमा नहीं और प्रयासों की संख्या की कोई सीमा नहीं",
      ],
      eligibility:
        "भारतीय नागरिक, NRI, OCI/PIO कार्डधारक और विदेशी नागरिक, जिन्होंने भौतिकी, रसायन विज्ञान, जीव विज्ञान/जैव प्रौद्योगिकी और अंग्रेज़ी के साथ कक्षा 12 (या समकक्ष परीक्षा) उत्तीर्ण की है या उसमें सम्मिलित हो रहे हैं। प्रवेश के लिए भौतिकी, रसायन विज्ञान और जीव विज्ञान/जैव प्रौद्योगिकी में न्यूनतम कुल अंक सामान्य वर्ग के लिए 50%, सामान्य-PwBD के लिए 45% और SC, ST तथा OBC अभ्यर्थियों के लिए 40% हैं। NEET (UG) में ही अर्हता पाने के लिए अभ्यर्थी को कम से कम 50वाँ पर्सेंटाइल (सामान्य), 45वाँ पर्सेंटाइल (सामान्य-PwBD) या 40वाँ पर्सेंटाइल (SC, ST, OBC और इनके PwBD अभ्यर्थी) प्राप्त करना होगा।",
      selectionCriteria: [
        "NTA को ऑनलाइन आवेदन और प्रवेश पत्र डाउनलोड करना",
        "NEET (UG) लिखित परीक्षा: 720 अंकों का एक पेन और पेपर प्रश्न पत्र",
        "परिणाम: NEET स्कोर और अखिल भारतीय रैंक; केवल अर्हक पर्सेंटाइल या उससे ऊपर के अभ्यर्थी प्रवेश के पात्र हैं",
        "15% अखिल भारतीय कोटा सीटों तथा AIIMS, JIPMER, केंद्रीय और डीम्ड विश्वविद्यालयों के लिए चिकित्सा परामर्श समिति (MCC) द्वारा, और 85% राज्य कोटा सीटों के लिए राज्य प्राधिकरणों द्वारा काउंसलिंग (आयुष और पशु चिकित्सा की काउंसलिंग अलग)",
        "सीट आवंटन, दस्तावेज़ सत्यापन और आवंटित कॉलेज में प्रवेश",
      ],
      markingPaper: "NEET (UG) प्रश्न पत्र",
    },
    marking: { correct: 4, wrong: -1, paper: "NEET (UG)" },
    // NTA publishes the qualifying percentile and the marks range it stood for (UR/EWS: 686-144)
    cutoffs: {
      year: 2025,
      category: "General",
      source:
        "NTA, NEET (UG) 2025 result (14 June 2025): qualifying percentile and marks by category, neet.nta.nic.in; as reported by shiksha.com and edexlive.com",
      sourceHi:
        "NTA, NEET (UG) 2025 का परिणाम (14 जून 2025): वर्गवार अर्हक पर्सेंटाइल और अंक, neet.nta.nic.in; shiksha.com और edexlive.com के अनुसार",
      maxMarks: 720,
      overall: 144,
      qualifyingPercentile: { percentile: 50, purpose: "neet-counselling" },
    },
    sections: [
      { name: "Physics", nameHi: "भौतिकी", subjects: ["Physics"] },
      { name: "Chemistry", nameHi: "रसायन विज्ञान", subjects: ["Chemistry"] },
      { name: "Botany", nameHi: "वनस्पति विज्ञान", subjects: ["Botany"] },
      { name: "Zoology", nameHi: "प्राणि विज्ञान", subjects: ["Zoology"] },
    ],
    testInterface: "omr",
    officialPaper: { minutes: 180, questions: 180 },
  },

  topics: {
    Physics: [
      "Kinematics",
      "Laws of Motion",
      "Work, Energy and Power",
      "Gravitation",
      "Thermodynamics",
      "Current Electricity",
      "Ray Optics",
      "Modern Physics",
    ],
    Chemistry: [
      "Some Basic Concepts of Chemistry",
      "Atomic Structure",
      "Chemical Bonding and Molecular Structure",
      "Equilibrium",
      "Solutions",
      "Electrochemistry",
      "Chemical Kinetics",
      "Basic Principles of Organic Chemistry",
    ],
    Botany: [
      "Cell: The Unit of Life",
      "Plant Kingdom",
      "Morphology of Flowering Plants",
      "Sexual Reproduction in Flowering Plants",
      "Photosynthesis in Higher Plants",
      "Principles of Inheritance and Variation",
      "Molecular Basis of Inheritance",
      "Ecosystem",
    ],
    Zoology: [
      "Animal Kingdom",
      "Breathing and Exchange of Gases",
      "Body Fluids and Circulation",
      "Excretory Products and their Elimination",
      "Neural Control and Coordination",
      "Human Reproduction",
      "Human Health and Disease",
      "Evolution",
    ],
  },

  questions: [
    // ───────────────────────────── Physics ─────────────────────────────
    {
      key: "neet-phy-01",
      subject: "Physics",
      topic: "Kinematics",
      difficulty: "easy",
      text: "A ball is dropped from rest from a height of $20\\ \\mathrm{m}$. Taking $g = 10\\ \\mathrm{m\\,s^{-2}}$ and neglecting air resistance, how long does it take to reach the ground?",
      options: ["$1\\ \\mathrm{s}$", "$2\\ \\mathrm{s}$", "$4\\ \\mathrm{s}$", "$\\sqrt{2}\\ \\mathrm{s}$"],
      correct: 1,
      explanation:
        "For free fall from rest, $h = \\frac{1}{2}gt^2$, so $t = \\sqrt{2h/g}$. Substituting, $t = \\sqrt{2 \\times 20 / 10} = \\sqrt{4} = 2\\ \\mathrm{s}$.",
      hi: {
        text: "एक गेंद को $20\\ \\mathrm{m}$ की ऊँचाई से विरामावस्था से गिराया जाता है। $g = 10\\ \\mathrm{m\\,s^{-2}}$ लेते हुए तथा वायु प्रतिरोध की उपेक्षा करते हुए, गेंद को भूमि तक पहुँचने में कितना समय लगेगा?",
        options: ["$1\\ \\mathrm{s}$", "$2\\ \\mathrm{s}$", "$4\\ \\mathrm{s}$", "$\\sqrt{2}\\ \\mathrm{s}$"],
        explanation:
          "विरामावस्था से मुक्त पतन के लिए $h = \\frac{1}{2}gt^2$, अतः $t = \\sqrt{2h/g}$। मान रखने पर $t = \\sqrt{2 \\times 20 / 10} = \\sqrt{4} = 2\\ \\mathrm{s}$।",
      },
    },
    {
      key: "neet-phy-02",
      subject: "Physics",
      topic: "Kinematics",
      difficulty: "easy",
      text: "A projectile is fired with a speed of $20\\ \\mathrm{m\\,s^{-1}}$ at an angle of $30^{\\circ}$ above the horizontal. What is the maximum height it reaches? (Take $g = 10\\ \\mathrm{m\\,s^{-2}}$.)",
      options: ["$5\\ \\mathrm{m}$", "$10\\ \\mathrm{m}$", "$15\\ \\mathrm{m}$", "$20\\ \\mathrm{m}$"],
      correct: 0,
      explanation:
        "Only the vertical component $u\\sin\\theta = 20 \\times \\frac{1}{2} = 10\\ \\mathrm{m\\,s^{-1}}$ decides the height. At the top the vertical velocity is zero, so $H = \\frac{(u\\sin\\theta)^2}{2g} = \\frac{10^2}{2 \\times 10} = 5\\ \\mathrm{m}$.",
      hi: {
        text: "एक प्रक्षेप्य को क्षैतिज से $30^{\\circ}$ के कोण पर $20\\ \\mathrm{m\\,s^{-1}}$ की चाल से फेंका जाता है। यह अधिकतम कितनी ऊँचाई तक पहुँचेगा? ($g = 10\\ \\mathrm{m\\,s^{-2}}$ लें।)",
        options: ["$5\\ \\mathrm{m}$", "$10\\ \\mathrm{m}$", "$15\\ \\mathrm{m}$", "$20\\ \\mathrm{m}$"],
        explanation:
          "ऊँचाई केवल ऊर्ध्वाधर घटक $u\\sin\\theta = 20 \\times \\frac{1}{2} = 10\\ \\mathrm{m\\,s^{-1}}$ पर निर्भर करती है। शीर्ष बिंदु पर ऊर्ध्वाधर वेग शून्य होता है, अतः $H = \\frac{(u\\sin\\theta)^2}{2g} = \\frac{10^2}{2 \\times 10} = 5\\ \\mathrm{m}$।",
      },
    },
    {
      key: "neet-phy-03",
      subject: "Physics",
      topic: "Kinematics",
      difficulty: "hard",
      text: "The position of a particle moving along the x-axis is $x = t^3 - 6t^2 + 9t$, where $x$ is in metres and $t$ in seconds. What distance does the particle cover in the first $4\\ \\mathrm{s}$?",
      options: ["$4\\ \\mathrm{m}$", "$8\\ \\mathrm{m}$", "$12\\ \\mathrm{m}$", "$16\\ \\mathrm{m}$"],
      correct: 2,
      explanation:
        "$v = \\frac{dx}{dt} = 3t^2 - 12t + 9 = 3(t-1)(t-3)$, so the particle turns back at $t = 1\\ \\mathrm{s}$ and $t = 3\\ \\mathrm{s}$. Positions: $x(0) = 0$, $x(1) = 4\\ \\mathrm{m}$, $x(3) = 0$, $x(4) = 4\\ \\mathrm{m}$. Distance $= |4 - 0| + |0 - 4| + |4 - 0| = 12\\ \\mathrm{m}$, although the displacement is only $4\\ \\mathrm{m}$.",
      hi: {
        text: "x-अक्ष के अनुदिश गतिमान एक कण की स्थिति $x = t^3 - 6t^2 + 9t$ है, जहाँ $x$ मीटर में तथा $t$ सेकंड में है। पहले $4\\ \\mathrm{s}$ में कण कितनी दूरी तय करता है?",
        options: ["$4\\ \\mathrm{m}$", "$8\\ \\mathrm{m}$", "$12\\ \\mathrm{m}$", "$16\\ \\mathrm{m}$"],
        explanation:
          "$v = \\frac{dx}{dt} = 3t^2 - 12t + 9 = 3(t-1)(t-3)$, अतः कण $t = 1\\ \\mathrm{s}$ तथा $t = 3\\ \\mathrm{s}$ पर दिशा बदलता है। स्थितियाँ: $x(0) = 0$, $x(1) = 4\\ \\mathrm{m}$, $x(3) = 0$, $x(4) = 4\\ \\mathrm{m}$। दूरी $= |4 - 0| + |0 - 4| + |4 - 0| = 12\\ \\mathrm{m}$, यद्यपि विस्थापन केवल $4\\ \\mathrm{m}$ है।",
      },
    },
    {
      key: "neet-phy-04",
      subject: "Physics",
      topic: "Laws of Motion",
      difficulty: "easy",
      text: "A horizontal force of $12\\ \\mathrm{N}$ acts on a block of mass $3\\ \\mathrm{kg}$ resting on a frictionless horizontal surface. What is the acceleration of the block?",
      options: [
        "$36\\ \\mathrm{m\\,s^{-2}}$",
        "$0.25\\ \\mathrm{m\\,s^{-2}}$",
        "$9\\ \\mathrm{m\\,s^{-2}}$",
        "$4\\ \\mathrm{m\\,s^{-2}}$",
      ],
      correct: 3,
      explanation:
        "By Newton's second law $F = ma$, so $a = F/m = 12/3 = 4\\ \\mathrm{m\\,s^{-2}}$. With no friction, the applied force is the net force.",
      hi: {
        text: "घर्षणरहित क्षैतिज सतह पर रखे $3\\ \\mathrm{kg}$ द्रव्यमान के गुटके पर $12\\ \\mathrm{N}$ का क्षैतिज बल लगता है। गुटके का त्वरण कितना है?",
        options: [
          "$36\\ \\mathrm{m\\,s^{-2}}$",
          "$0.25\\ \\mathrm{m\\,s^{-2}}$",
          "$9\\ \\mathrm{m\\,s^{-2}}$",
          "$4\\ \\mathrm{m\\,s^{-2}}$",
        ],
        explanation:
          "न्यूटन के गति के दूसरे नियम $F = ma$ से $a = F/m = 12/3 = 4\\ \\mathrm{m\\,s^{-2}}$। घर्षण न होने के कारण लगाया गया बल ही नेट बल है।",
      },
    },
    {
      key: "neet-phy-05",
      subject: "Physics",
      topic: "Laws of Motion",
      difficulty: "medium",
      text: "A $5\\ \\mathrm{kg}$ block rests on a rough horizontal floor with $\\mu_s = 0.4$ and $\\mu_k = 0.2$. A horizontal push of $15\\ \\mathrm{N}$ is applied to it. What is the frictional force on the block? (Take $g = 10\\ \\mathrm{m\\,s^{-2}}$.)",
      options: ["$20\\ \\mathrm{N}$", "$10\\ \\mathrm{N}$", "$15\\ \\mathrm{N}$", "$0\\ \\mathrm{N}$"],
      correct: 2,
      explanation:
        "The limiting static friction is $\\mu_s mg = 0.4 \\times 5 \\times 10 = 20\\ \\mathrm{N}$. The push of $15\\ \\mathrm{N}$ is smaller, so the block does not move and static friction adjusts itself to balance the push: $f = 15\\ \\mathrm{N}$. Kinetic friction ($\\mu_k mg = 10\\ \\mathrm{N}$) would act only after sliding begins.",
      hi: {
        text: "$5\\ \\mathrm{kg}$ का एक गुटका खुरदरे क्षैतिज फ़र्श पर रखा है, जहाँ $\\mu_s = 0.4$ तथा $\\mu_k = 0.2$ है। उस पर $15\\ \\mathrm{N}$ का क्षैतिज धक्का लगाया जाता है। गुटके पर घर्षण बल कितना है? ($g = 10\\ \\mathrm{m\\,s^{-2}}$ लें।)",
        options: ["$20\\ \\mathrm{N}$", "$10\\ \\mathrm{N}$", "$15\\ \\mathrm{N}$", "$0\\ \\mathrm{N}$"],
        explanation:
          "सीमांत स्थैतिक घर्षण $\\mu_s mg = 0.4 \\times 5 \\times 10 = 20\\ \\mathrm{N}$ है। $15\\ \\mathrm{N}$ का धक्का इससे कम है, अतः गुटका नहीं चलता और स्थैतिक घर्षण स्वयं को धक्के के बराबर समायोजित कर लेता है: $f = 15\\ \\mathrm{N}$। गतिज घर्षण ($\\mu_k mg = 10\\ \\mathrm{N}$) केवल फिसलना आरंभ होने के बाद लगता।",
      },
    },
    {
      key: "neet-phy-06",
      subject: "Physics",
      topic: "Work, Energy and Power",
      difficulty: "easy",
      text: "What is the kinetic energy of a body of mass $2\\ \\mathrm{kg}$ moving with a speed of $3\\ \\mathrm{m\\,s^{-1}}$?",
      options: ["$6\\ \\mathrm{J}$", "$9\\ \\mathrm{J}$", "$18\\ \\mathrm{J}$", "$3\\ \\mathrm{J}$"],
      correct: 1,
      explanation:
        "$K = \\frac{1}{2}mv^2 = \\frac{1}{2} \\times 2 \\times 3^2 = 9\\ \\mathrm{J}$. The option $18\\ \\mathrm{J}$ comes from forgetting the factor $\\frac{1}{2}$.",
      hi: {
        text: "$3\\ \\mathrm{m\\,s^{-1}}$ की चाल से गतिमान $2\\ \\mathrm{kg}$ द्रव्यमान के पिंड की गतिज ऊर्जा कितनी है?",
        options: ["$6\\ \\mathrm{J}$", "$9\\ \\mathrm{J}$", "$18\\ \\mathrm{J}$", "$3\\ \\mathrm{J}$"],
        explanation:
          "$K = \\frac{1}{2}mv^2 = \\frac{1}{2} \\times 2 \\times 3^2 = 9\\ \\mathrm{J}$। विकल्प $18\\ \\mathrm{J}$ गुणक $\\frac{1}{2}$ भूल जाने से आता है।",
      },
    },
    {
      key: "neet-phy-07",
      subject: "Physics",
      topic: "Work, Energy and Power",
      difficulty: "medium",
      text: "A block of mass $0.5\\ \\mathrm{kg}$ slides on a frictionless horizontal surface at $2\\ \\mathrm{m\\,s^{-1}}$ and hits a light spring of force constant $200\\ \\mathrm{N\\,m^{-1}}$ fixed to a wall. What is the maximum compression of the spring?",
      options: ["$1\\ \\mathrm{cm}$", "$5\\ \\mathrm{cm}$", "$20\\ \\mathrm{cm}$", "$10\\ \\mathrm{cm}$"],
      correct: 3,
      explanation:
        "At maximum compression the block momentarily stops, so all its kinetic energy is stored in the spring: $\\frac{1}{2}mv^2 = \\frac{1}{2}kx^2$. Hence $x = v\\sqrt{m/k} = 2\\sqrt{0.5/200} = 2 \\times 0.05 = 0.1\\ \\mathrm{m} = 10\\ \\mathrm{cm}$.",
      hi: {
        text: "$0.5\\ \\mathrm{kg}$ द्रव्यमान का एक गुटका घर्षणरहित क्षैतिज सतह पर $2\\ \\mathrm{m\\,s^{-1}}$ से फिसलता हुआ दीवार से जुड़ी $200\\ \\mathrm{N\\,m^{-1}}$ बल नियतांक वाली हल्की कमानी से टकराता है। कमानी का अधिकतम संपीडन कितना होगा?",
        options: ["$1\\ \\mathrm{cm}$", "$5\\ \\mathrm{cm}$", "$20\\ \\mathrm{cm}$", "$10\\ \\mathrm{cm}$"],
        explanation:
          "अधिकतम संपीडन पर गुटका क्षण भर के लिए रुक जाता है, अतः उसकी सारी गतिज ऊर्जा कमानी में संचित हो जाती है: $\\frac{1}{2}mv^2 = \\frac{1}{2}kx^2$। अतः $x = v\\sqrt{m/k} = 2\\sqrt{0.5/200} = 2 \\times 0.05 = 0.1\\ \\mathrm{m} = 10\\ \\mathrm{cm}$।",
      },
    },
    {
      key: "neet-phy-08",
      subject: "Physics",
      topic: "Work, Energy and Power",
      difficulty: "medium",
      text: "A small bob tied to a light inextensible string of length $0.5\\ \\mathrm{m}$ is whirled in a vertical circle. What is the minimum speed it must have at the lowest point so that it just completes the circle? (Take $g = 10\\ \\mathrm{m\\,s^{-2}}$.)",
      options: [
        "$\\sqrt{5}\\ \\mathrm{m\\,s^{-1}}$",
        "$2.5\\ \\mathrm{m\\,s^{-1}}$",
        "$5\\ \\mathrm{m\\,s^{-1}}$",
        "$10\\ \\mathrm{m\\,s^{-1}}$",
      ],
      correct: 2,
      explanation:
        "At the top the string can just go slack, so gravity alone supplies the centripetal force: $mg = mv_{\\text{top}}^2/L$, giving $v_{\\text{top}}^2 = gL$. Energy conservation from the bottom to the top (a rise of $2L$) gives $v_{\\text{bottom}}^2 = v_{\\text{top}}^2 + 4gL = 5gL$. So $v_{\\text{bottom}} = \\sqrt{5 \\times 10 \\times 0.5} = \\sqrt{25} = 5\\ \\mathrm{m\\,s^{-1}}$.",
      hi: {
        text: "$0.5\\ \\mathrm{m}$ लंबी हल्की अवितान्य डोरी से बँधे एक छोटे गोलक को ऊर्ध्वाधर वृत्त में घुमाया जाता है। निम्नतम बिंदु पर उसकी न्यूनतम चाल कितनी होनी चाहिए कि वह वृत्त को ठीक पूरा कर ले? ($g = 10\\ \\mathrm{m\\,s^{-2}}$ लें।)",
        options: [
          "$\\sqrt{5}\\ \\mathrm{m\\,s^{-1}}$",
          "$2.5\\ \\mathrm{m\\,s^{-1}}$",
          "$5\\ \\mathrm{m\\,s^{-1}}$",
          "$10\\ \\mathrm{m\\,s^{-1}}$",
        ],
        explanation:
          "शीर्ष पर डोरी ठीक ढीली हो सकती है, अतः केवल गुरुत्व अभिकेंद्र बल देता है: $mg = mv_{\\text{top}}^2/L$, जिससे $v_{\\text{top}}^2 = gL$। निम्नतम से शीर्ष तक ($2L$ की ऊँचाई) ऊर्जा संरक्षण से $v_{\\text{bottom}}^2 = v_{\\text{top}}^2 + 4gL = 5gL$। अतः $v_{\\text{bottom}} = \\sqrt{5 \\times 10 \\times 0.5} = \\sqrt{25} = 5\\ \\mathrm{m\\,s^{-1}}$।",
      },
    },
    {
      key: "neet-phy-09",
      subject: "Physics",
      topic: "Gravitation",
      difficulty: "easy",
      text: "A body weighs $72\\ \\mathrm{N}$ on the surface of the Earth. What will it weigh at a height above the surface equal to the radius of the Earth?",
      options: ["$18\\ \\mathrm{N}$", "$36\\ \\mathrm{N}$", "$24\\ \\mathrm{N}$", "$9\\ \\mathrm{N}$"],
      correct: 0,
      explanation:
        "At height $h$, $g' = g\\left(\\frac{R}{R+h}\\right)^2$. With $h = R$, $g' = g\\left(\\frac{1}{2}\\right)^2 = \\frac{g}{4}$, so the weight becomes $72/4 = 18\\ \\mathrm{N}$ (the mass is unchanged).",
      hi: {
        text: "पृथ्वी की सतह पर एक पिंड का भार $72\\ \\mathrm{N}$ है। सतह से पृथ्वी की त्रिज्या के बराबर ऊँचाई पर उसका भार कितना होगा?",
        options: ["$18\\ \\mathrm{N}$", "$36\\ \\mathrm{N}$", "$24\\ \\mathrm{N}$", "$9\\ \\mathrm{N}$"],
        explanation:
          "ऊँचाई $h$ पर $g' = g\\left(\\frac{R}{R+h}\\right)^2$। $h = R$ रखने पर $g' = g\\left(\\frac{1}{2}\\right)^2 = \\frac{g}{4}$, अतः भार $72/4 = 18\\ \\mathrm{N}$ हो जाता है (द्रव्यमान अपरिवर्तित रहता है)।",
      },
    },
    {
      key: "neet-phy-10",
      subject: "Physics",
      topic: "Gravitation",
      difficulty: "medium",
      text: "The escape velocity from the Earth is $11.2\\ \\mathrm{km\\,s^{-1}}$. What is the escape velocity from a planet whose radius is twice that of the Earth and whose mean density is the same as the Earth's?",
      options: [
        "$11.2\\ \\mathrm{km\\,s^{-1}}$",
        "$22.4\\ \\mathrm{km\\,s^{-1}}$",
        "$15.8\\ \\mathrm{km\\,s^{-1}}$",
        "$5.6\\ \\mathrm{km\\,s^{-1}}$",
      ],
      correct: 1,
      explanation:
        "$v_e = \\sqrt{2GM/R}$ with $M = \\frac{4}{3}\\pi R^3\\rho$, so $v_e = R\\sqrt{\\frac{8}{3}\\pi G\\rho}$, i.e. $v_e \\propto R$ when the density is fixed. Doubling $R$ (which makes the mass $8$ times larger) doubles $v_e$: $2 \\times 11.2 = 22.4\\ \\mathrm{km\\,s^{-1}}$.",
      hi: {
        text: "पृथ्वी से पलायन वेग $11.2\\ \\mathrm{km\\,s^{-1}}$ है। उस ग्रह से पलायन वेग कितना होगा जिसकी त्रिज्या पृथ्वी की त्रिज्या की दुगुनी है तथा माध्य घनत्व पृथ्वी के समान है?",
        options: [
          "$11.2\\ \\mathrm{km\\,s^{-1}}$",
          "$22.4\\ \\mathrm{km\\,s^{-1}}$",
          "$15.8\\ \\mathrm{km\\,s^{-1}}$",
          "$5.6\\ \\mathrm{km\\,s^{-1}}$",
        ],
        explanation:
          "$v_e = \\sqrt{2GM/R}$ तथा $M = \\frac{4}{3}\\pi R^3\\rho$, अतः $v_e = R\\sqrt{\\frac{8}{3}\\pi G\\rho}$, अर्थात घनत्व नियत रहने पर $v_e \\propto R$। $R$ दुगुना करने पर (जिससे द्रव्यमान $8$ गुना हो जाता है) $v_e$ दुगुना हो जाता है: $2 \\times 11.2 = 22.4\\ \\mathrm{km\\,s^{-1}}$।",
      },
    },
    {
      key: "neet-phy-11",
      subject: "Physics",
      topic: "Thermodynamics",
      difficulty: "easy",
      text: "A gas absorbs $500\\ \\mathrm{J}$ of heat and does $200\\ \\mathrm{J}$ of work on its surroundings. What is the change in its internal energy?",
      options: ["$700\\ \\mathrm{J}$", "$-300\\ \\mathrm{J}$", "$200\\ \\mathrm{J}$", "$300\\ \\mathrm{J}$"],
      correct: 3,
      explanation:
        "By the first law of thermodynamics, $\\Delta U = Q - W$, with $Q = +500\\ \\mathrm{J}$ (heat absorbed) and $W = +200\\ \\mathrm{J}$ (work done by the gas). So $\\Delta U = 500 - 200 = 300\\ \\mathrm{J}$; the internal energy increases.",
      hi: {
        text: "एक गैस $500\\ \\mathrm{J}$ ऊष्मा अवशोषित करती है और परिवेश पर $200\\ \\mathrm{J}$ कार्य करती है। उसकी आंतरिक ऊर्जा में कितना परिवर्तन होगा?",
        options: [
          "$700\\ \\mathrm{J}$",
          "$-300\\ \\mathrm{J}$",
          "$200\\ \\mathrm{J}$",
          "$300\\ \\mathrm{J}$",
        ],
        explanation:
          "ऊष्मागतिकी के प्रथम नियम से $\\Delta U = Q - W$, जहाँ $Q = +500\\ \\mathrm{J}$ (अवशोषित ऊष्मा) और $W = +200\\ \\mathrm{J}$ (गैस द्वारा किया गया कार्य)। अतः $\\Delta U = 500 - 200 = 300\\ \\mathrm{J}$; आंतरिक ऊर्जा बढ़ती है।",
      },
    },
    {
      key: "neet-phy-12",
      subject: "Physics",
      topic: "Thermodynamics",
      difficulty: "medium",
      text: "A Carnot engine works between a source at $527^{\\circ}\\mathrm{C}$ and a sink at $127^{\\circ}\\mathrm{C}$. What is its efficiency?",
      options: ["$24\\%$", "$76\\%$", "$50\\%$", "$40\\%$"],
      correct: 2,
      explanation:
        "Temperatures must be in kelvin: $T_1 = 527 + 273 = 800\\ \\mathrm{K}$ and $T_2 = 127 + 273 = 400\\ \\mathrm{K}$. $\\eta = 1 - \\frac{T_2}{T_1} = 1 - \\frac{400}{800} = 0.5 = 50\\%$. Using the Celsius values directly would wrongly give about $76\\%$.",
      hi: {
        text: "एक कार्नो इंजन $527^{\\circ}\\mathrm{C}$ के स्रोत और $127^{\\circ}\\mathrm{C}$ के सिंक के बीच कार्य करता है। इसकी दक्षता कितनी है?",
        options: ["$24\\%$", "$76\\%$", "$50\\%$", "$40\\%$"],
        explanation:
          "ताप केल्विन में लेने चाहिए: $T_1 = 527 + 273 = 800\\ \\mathrm{K}$ तथा $T_2 = 127 + 273 = 400\\ \\mathrm{K}$। $\\eta = 1 - \\frac{T_2}{T_1} = 1 - \\frac{400}{800} = 0.5 = 50\\%$। सेल्सियस मान सीधे रखने पर गलत उत्तर लगभग $76\\%$ आता।",
      },
    },
    {
      key: "neet-phy-13",
      subject: "Physics",
      topic: "Current Electricity",
      difficulty: "easy",
      text: "Resistors of $6\\ \\Omega$ and $3\\ \\Omega$ are connected in parallel. What is their equivalent resistance?",
      options: ["$2\\ \\Omega$", "$9\\ \\Omega$", "$4.5\\ \\Omega$", "$18\\ \\Omega$"],
      correct: 0,
      explanation:
        "For resistors in parallel, $\\frac{1}{R} = \\frac{1}{6} + \\frac{1}{3} = \\frac{1 + 2}{6} = \\frac{1}{2}$, so $R = 2\\ \\Omega$ (equivalently, $R = \\frac{R_1R_2}{R_1 + R_2} = \\frac{18}{9}$). A parallel combination is always smaller than the smallest resistor in it.",
      hi: {
        text: "$6\\ \\Omega$ तथा $3\\ \\Omega$ के प्रतिरोधक पार्श्वक्रम में जोड़े गए हैं। उनका तुल्य प्रतिरोध कितना है?",
        options: ["$2\\ \\Omega$", "$9\\ \\Omega$", "$4.5\\ \\Omega$", "$18\\ \\Omega$"],
        explanation:
          "पार्श्वक्रम में प्रतिरोधकों के लिए $\\frac{1}{R} = \\frac{1}{6} + \\frac{1}{3} = \\frac{1 + 2}{6} = \\frac{1}{2}$, अतः $R = 2\\ \\Omega$ (अथवा $R = \\frac{R_1R_2}{R_1 + R_2} = \\frac{18}{9}$)। पार्श्व संयोजन का तुल्य प्रतिरोध सदैव उसके सबसे छोटे प्रतिरोधक से भी कम होता है।",
      },
    },
    {
      key: "neet-phy-14",
      subject: "Physics",
      topic: "Current Electricity",
      difficulty: "medium",
      text: "A cell of emf $12\\ \\mathrm{V}$ and internal resistance $1\\ \\Omega$ is connected to an external resistor of $5\\ \\Omega$. What is the potential difference across the terminals of the cell?",
      options: ["$12\\ \\mathrm{V}$", "$10\\ \\mathrm{V}$", "$2\\ \\mathrm{V}$", "$11\\ \\mathrm{V}$"],
      correct: 1,
      explanation:
        "The current is $I = \\frac{E}{R + r} = \\frac{12}{5 + 1} = 2\\ \\mathrm{A}$. The terminal voltage is $V = E - Ir = 12 - 2 \\times 1 = 10\\ \\mathrm{V}$, which also equals $IR = 2 \\times 5$.",
      hi: {
        text: "$12\\ \\mathrm{V}$ विद्युत वाहक बल (emf) और $1\\ \\Omega$ आंतरिक प्रतिरोध वाले एक सेल को $5\\ \\Omega$ के बाह्य प्रतिरोधक से जोड़ा गया है। सेल के टर्मिनलों के बीच विभवांतर कितना है?",
        options: ["$12\\ \\mathrm{V}$", "$10\\ \\mathrm{V}$", "$2\\ \\mathrm{V}$", "$11\\ \\mathrm{V}$"],
        explanation:
          "धारा $I = \\frac{E}{R + r} = \\frac{12}{5 + 1} = 2\\ \\mathrm{A}$। टर्मिनल विभवांतर $V = E - Ir = 12 - 2 \\times 1 = 10\\ \\mathrm{V}$, जो $IR = 2 \\times 5$ के भी बराबर है।",
      },
    },
    {
      key: "neet-phy-15",
      subject: "Physics",
      topic: "Ray Optics",
      difficulty: "medium",
      text: "An object is placed $15\\ \\mathrm{cm}$ in front of a concave mirror of focal length $10\\ \\mathrm{cm}$. Where is the image formed, and what is its nature?",
      options: [
        "$6\\ \\mathrm{cm}$ behind the mirror, virtual and erect",
        "$30\\ \\mathrm{cm}$ behind the mirror, virtual and erect",
        "$6\\ \\mathrm{cm}$ in front of the mirror, real and inverted",
        "$30\\ \\mathrm{cm}$ in front of the mirror, real and inverted",
      ],
      correct: 3,
      explanation:
        "With the Cartesian sign convention, $u = -15\\ \\mathrm{cm}$ and $f = -10\\ \\mathrm{cm}$. From $\\frac{1}{v} + \\frac{1}{u} = \\frac{1}{f}$: $\\frac{1}{v} = -\\frac{1}{10} + \\frac{1}{15} = -\\frac{1}{30}$, so $v = -30\\ \\mathrm{cm}$, i.e. the image is in front of the mirror and real. The magnification $m = -v/u = -2$, so it is inverted and twice as large.",
      hi: {
        text: "$10\\ \\mathrm{cm}$ फोकस दूरी वाले अवतल दर्पण के सामने $15\\ \\mathrm{cm}$ पर एक बिंब रखा है। प्रतिबिंब कहाँ बनता है और उसकी प्रकृति क्या है?",
        options: [
          "दर्पण के पीछे $6\\ \\mathrm{cm}$ पर, आभासी तथा सीधा",
          "दर्पण के पीछे $30\\ \\mathrm{cm}$ पर, आभासी तथा सीधा",
          "दर्पण के सामने $6\\ \\mathrm{cm}$ पर, वास्तविक तथा उलटा",
          "दर्पण के सामने $30\\ \\mathrm{cm}$ पर, वास्तविक तथा उलटा",
        ],
        explanation:
          "कार्तीय चिह्न परिपाटी में $u = -15\\ \\mathrm{cm}$ तथा $f = -10\\ \\mathrm{cm}$। $\\frac{1}{v} + \\frac{1}{u} = \\frac{1}{f}$ से: $\\frac{1}{v} = -\\frac{1}{10} + \\frac{1}{15} = -\\frac{1}{30}$, अतः $v = -30\\ \\mathrm{cm}$, अर्थात प्रतिबिंब दर्पण के सामने और वास्तविक है। आवर्धन $m = -v/u = -2$, अतः यह उलटा तथा दुगुना बड़ा है।",
      },
    },
    {
      key: "neet-phy-16",
      subject: "Physics",
      topic: "Ray Optics",
      difficulty: "medium",
      text: "A thin convex lens made of glass ($\\mu_g = 1.5$) has a focal length of $20\\ \\mathrm{cm}$ in air. What is its focal length when it is completely immersed in water ($\\mu_w = \\frac{4}{3}$)?",
      options: ["$20\\ \\mathrm{cm}$", "$26.7\\ \\mathrm{cm}$", "$80\\ \\mathrm{cm}$", "$40\\ \\mathrm{cm}$"],
      correct: 2,
      explanation:
        "By the lens maker's formula, $\\frac{1}{f} = \\left(\\frac{\\mu_g}{\\mu_m} - 1\\right)\\left(\\frac{1}{R_1} - \\frac{1}{R_2}\\right)$, and the curvature term is the same in both media. In air the factor is $1.5 - 1 = 0.5$; in water it is $\\frac{1.5}{4/3} - 1 = 1.125 - 1 = 0.125$. So $f_w = f_a \\times \\frac{0.5}{0.125} = 20 \\times 4 = 80\\ \\mathrm{cm}$.",
      hi: {
        text: "काँच ($\\mu_g = 1.5$) के एक पतले उत्तल लेंस की वायु में फोकस दूरी $20\\ \\mathrm{cm}$ है। जल ($\\mu_w = \\frac{4}{3}$) में पूरी तरह डुबोने पर इसकी फोकस दूरी कितनी होगी?",
        options: [
          "$20\\ \\mathrm{cm}$",
          "$26.7\\ \\mathrm{cm}$",
          "$80\\ \\mathrm{cm}$",
          "$40\\ \\mathrm{cm}$",
        ],
        explanation:
          "लेंस मेकर सूत्र से $\\frac{1}{f} = \\left(\\frac{\\mu_g}{\\mu_m} - 1\\right)\\left(\\frac{1}{R_1} - \\frac{1}{R_2}\\right)$, और वक्रता वाला पद दोनों माध्यमों में समान है। वायु में गुणक $1.5 - 1 = 0.5$ है; जल में $\\frac{1.5}{4/3} - 1 = 1.125 - 1 = 0.125$। अतः $f_w = f_a \\times \\frac{0.5}{0.125} = 20 \\times 4 = 80\\ \\mathrm{cm}$।",
      },
    },
    {
      key: "neet-phy-17",
      subject: "Physics",
      topic: "Modern Physics",
      difficulty: "easy",
      text: "Light with photon energy $5\\ \\mathrm{eV}$ falls on a metal surface whose work function is $2\\ \\mathrm{eV}$. What is the maximum kinetic energy of the emitted photoelectrons?",
      options: ["$3\\ \\mathrm{eV}$", "$7\\ \\mathrm{eV}$", "$2.5\\ \\mathrm{eV}$", "$10\\ \\mathrm{eV}$"],
      correct: 0,
      explanation:
        "Einstein's photoelectric equation gives $K_{\\max} = h\\nu - \\phi_0 = 5 - 2 = 3\\ \\mathrm{eV}$. The corresponding stopping potential would be $3\\ \\mathrm{V}$.",
      hi: {
        text: "$5\\ \\mathrm{eV}$ फ़ोटॉन ऊर्जा का प्रकाश $2\\ \\mathrm{eV}$ कार्य फलन वाली धातु की सतह पर पड़ता है। उत्सर्जित प्रकाश-इलेक्ट्रॉनों की अधिकतम गतिज ऊर्जा कितनी है?",
        options: ["$3\\ \\mathrm{eV}$", "$7\\ \\mathrm{eV}$", "$2.5\\ \\mathrm{eV}$", "$10\\ \\mathrm{eV}$"],
        explanation:
          "आइंस्टाइन के प्रकाश-विद्युत समीकरण से $K_{\\max} = h\\nu - \\phi_0 = 5 - 2 = 3\\ \\mathrm{eV}$। संगत निरोधी विभव $3\\ \\mathrm{V}$ होगा।",
      },
    },
    {
      key: "neet-phy-18",
      subject: "Physics",
      topic: "Modern Physics",
      difficulty: "medium",
      text: "An electron, initially at rest, is accelerated through a potential difference of $100\\ \\mathrm{V}$. What is its de Broglie wavelength, approximately? ($h = 6.63 \\times 10^{-34}\\ \\mathrm{J\\,s}$, $m_e = 9.1 \\times 10^{-31}\\ \\mathrm{kg}$, $e = 1.6 \\times 10^{-19}\\ \\mathrm{C}$)",
      options: [
        "$1.23\\ \\mathrm{nm}$",
        "$0.123\\ \\mathrm{nm}$",
        "$0.0123\\ \\mathrm{nm}$",
        "$12.3\\ \\mathrm{nm}$",
      ],
      correct: 1,
      explanation:
        "The electron gains kinetic energy $eV$, so its momentum is $p = \\sqrt{2m_e eV}$ and $\\lambda = \\frac{h}{\\sqrt{2m_e eV}}$. Here $p = \\sqrt{2 \\times 9.1 \\times 10^{-31} \\times 1.6 \\times 10^{-19} \\times 100} \\approx 5.40 \\times 10^{-24}\\ \\mathrm{kg\\,m\\,s^{-1}}$, so $\\lambda \\approx \\frac{6.63 \\times 10^{-34}}{5.40 \\times 10^{-24}} \\approx 1.23 \\times 10^{-10}\\ \\mathrm{m} = 0.123\\ \\mathrm{nm}$. This agrees with the shortcut $\\lambda = \\frac{1.227}{\\sqrt{V}}\\ \\mathrm{nm}$.",
      hi: {
        text: "विरामावस्था से एक इलेक्ट्रॉन को $100\\ \\mathrm{V}$ के विभवांतर से त्वरित किया जाता है। उसकी दे ब्रॉग्ली तरंगदैर्ध्य लगभग कितनी है? ($h = 6.63 \\times 10^{-34}\\ \\mathrm{J\\,s}$, $m_e = 9.1 \\times 10^{-31}\\ \\mathrm{kg}$, $e = 1.6 \\times 10^{-19}\\ \\mathrm{C}$)",
        options: [
          "$1.23\\ \\mathrm{nm}$",
          "$0.123\\ \\mathrm{nm}$",
          "$0.0123\\ \\mathrm{nm}$",
          "$12.3\\ \\mathrm{nm}$",
        ],
        explanation:
          "इलेक्ट्रॉन $eV$ गतिज ऊर्जा प्राप्त करता है, अतः उसका संवेग $p = \\sqrt{2m_e eV}$ तथा $\\lambda = \\frac{h}{\\sqrt{2m_e eV}}$। यहाँ $p = \\sqrt{2 \\times 9.1 \\times 10^{-31} \\times 1.6 \\times 10^{-19} \\times 100} \\approx 5.40 \\times 10^{-24}\\ \\mathrm{kg\\,m\\,s^{-1}}$, अतः $\\lambda \\approx \\frac{6.63 \\times 10^{-34}}{5.40 \\times 10^{-24}} \\approx 1.23 \\times 10^{-10}\\ \\mathrm{m} = 0.123\\ \\mathrm{nm}$। यह लघु सूत्र $\\lambda = \\frac{1.227}{\\sqrt{V}}\\ \\mathrm{nm}$ से भी मेल खाता है।",
      },
    },

    // ──────────────────────────── Chemistry ────────────────────────────
    {
      key: "neet-chem-01",
      subject: "Chemistry",
      topic: "Some Basic Concepts of Chemistry",
      difficulty: "easy",
      text: "How many moles of carbon dioxide are present in $22\\ \\mathrm{g}$ of $\\mathrm{CO_2}$? (Atomic masses: $\\mathrm{C} = 12$, $\\mathrm{O} = 16$)",
      options: [
        "$2\\ \\mathrm{mol}$",
        "$0.25\\ \\mathrm{mol}$",
        "$0.5\\ \\mathrm{mol}$",
        "$1\\ \\mathrm{mol}$",
      ],
      correct: 2,
      explanation:
        "The molar mass of $\\mathrm{CO_2}$ is $12 + 2 \\times 16 = 44\\ \\mathrm{g\\,mol^{-1}}$. Number of moles = mass ÷ molar mass $= \\frac{22}{44} = 0.5\\ \\mathrm{mol}$.",
      hi: {
        text: "$22\\ \\mathrm{g}$ $\\mathrm{CO_2}$ में कार्बन डाइऑक्साइड के कितने मोल होते हैं? (परमाणु द्रव्यमान: $\\mathrm{C} = 12$, $\\mathrm{O} = 16$)",
        options: [
          "$2\\ \\mathrm{mol}$",
          "$0.25\\ \\mathrm{mol}$",
          "$0.5\\ \\mathrm{mol}$",
          "$1\\ \\mathrm{mol}$",
        ],
        explanation:
          "$\\mathrm{CO_2}$ का मोलर द्रव्यमान $12 + 2 \\times 16 = 44\\ \\mathrm{g\\,mol^{-1}}$ है। मोलों की संख्या = द्रव्यमान ÷ मोलर द्रव्यमान $= \\frac{22}{44} = 0.5\\ \\mathrm{mol}$।",
      },
    },
    {
      key: "neet-chem-02",
      subject: "Chemistry",
      topic: "Some Basic Concepts of Chemistry",
      difficulty: "easy",
      text: "What mass of oxygen is needed for the complete combustion of $16\\ \\mathrm{g}$ of methane? $\\mathrm{CH_4} + \\mathrm{2O_2} \\rightarrow \\mathrm{CO_2} + \\mathrm{2H_2O}$ (Atomic masses: $\\mathrm{H} = 1$, $\\mathrm{C} = 12$, $\\mathrm{O} = 16$)",
      options: ["$64\\ \\mathrm{g}$", "$32\\ \\mathrm{g}$", "$16\\ \\mathrm{g}$", "$48\\ \\mathrm{g}$"],
      correct: 0,
      explanation:
        "The molar mass of $\\mathrm{CH_4}$ is $12 + 4 \\times 1 = 16\\ \\mathrm{g\\,mol^{-1}}$, so $16\\ \\mathrm{g}$ is $1\\ \\mathrm{mol}$. The balanced equation shows that $1\\ \\mathrm{mol}$ of $\\mathrm{CH_4}$ needs $2\\ \\mathrm{mol}$ of $\\mathrm{O_2}$, i.e. $2 \\times 32 = 64\\ \\mathrm{g}$ of oxygen.",
      hi: {
        text: "$16\\ \\mathrm{g}$ मेथेन के पूर्ण दहन के लिए कितने द्रव्यमान की ऑक्सीजन आवश्यक है? $\\mathrm{CH_4} + \\mathrm{2O_2} \\rightarrow \\mathrm{CO_2} + \\mathrm{2H_2O}$ (परमाणु द्रव्यमान: $\\mathrm{H} = 1$, $\\mathrm{C} = 12$, $\\mathrm{O} = 16$)",
        options: ["$64\\ \\mathrm{g}$", "$32\\ \\mathrm{g}$", "$16\\ \\mathrm{g}$", "$48\\ \\mathrm{g}$"],
        explanation:
          "$\\mathrm{CH_4}$ का मोलर द्रव्यमान $12 + 4 \\times 1 = 16\\ \\mathrm{g\\,mol^{-1}}$ है, अतः $16\\ \\mathrm{g}$ मेथेन $1\\ \\mathrm{mol}$ है। संतुलित समीकरण के अनुसार $1\\ \\mathrm{mol}$ $\\mathrm{CH_4}$ को $2\\ \\mathrm{mol}$ $\\mathrm{O_2}$ चाहिए, अर्थात $2 \\times 32 = 64\\ \\mathrm{g}$ ऑक्सीजन।",
      },
    },
    {
      key: "neet-chem-03",
      subject: "Chemistry",
      topic: "Atomic Structure",
      difficulty: "easy",
      text: "What is the maximum number of electrons that can be accommodated in the shell with principal quantum number $n = 3$?",
      options: ["$8$", "$18$", "$9$", "$32$"],
      correct: 1,
      explanation:
        "A shell can hold at most $2n^2$ electrons. For $n = 3$: $2 \\times 3^2 = 18$, which matches the 3s, 3p and 3d subshells holding $2 + 6 + 10 = 18$ electrons.",
      hi: {
        text: "मुख्य क्वांटम संख्या $n = 3$ वाले कोश में अधिकतम कितने इलेक्ट्रॉन समा सकते हैं?",
        options: ["$8$", "$18$", "$9$", "$32$"],
        explanation:
          "किसी कोश में अधिकतम $2n^2$ इलेक्ट्रॉन हो सकते हैं। $n = 3$ के लिए: $2 \\times 3^2 = 18$, जो 3s, 3p और 3d उपकोशों के $2 + 6 + 10 = 18$ इलेक्ट्रॉनों से मेल खाता है।",
      },
    },
    {
      key: "neet-chem-04",
      subject: "Chemistry",
      topic: "Atomic Structure",
      difficulty: "easy",
      text: "Which of the following sets of quantum numbers is NOT permitted for an electron in an atom?",
      options: [
        "$n = 3,\\ l = 2,\\ m_l = -2,\\ m_s = +\\frac{1}{2}$",
        "$n = 2,\\ l = 1,\\ m_l = 0,\\ m_s = -\\frac{1}{2}$",
        "$n = 4,\\ l = 0,\\ m_l = 0,\\ m_s = +\\frac{1}{2}$",
        "$n = 2,\\ l = 2,\\ m_l = 1,\\ m_s = +\\frac{1}{2}$",
      ],
      correct: 3,
      explanation:
        "The azimuthal quantum number can only take the values $l = 0, 1, \\ldots, n - 1$, and $m_l$ runs from $-l$ to $+l$. For $n = 2$ the largest allowed value is $l = 1$, so $l = 2$ is impossible. The other three sets obey all the rules.",
      hi: {
        text: "निम्नलिखित में से क्वांटम संख्याओं का कौन-सा समुच्चय किसी परमाणु में इलेक्ट्रॉन के लिए अनुमत नहीं है?",
        options: [
          "$n = 3,\\ l = 2,\\ m_l = -2,\\ m_s = +\\frac{1}{2}$",
          "$n = 2,\\ l = 1,\\ m_l = 0,\\ m_s = -\\frac{1}{2}$",
          "$n = 4,\\ l = 0,\\ m_l = 0,\\ m_s = +\\frac{1}{2}$",
          "$n = 2,\\ l = 2,\\ m_l = 1,\\ m_s = +\\frac{1}{2}$",
        ],
        explanation:
          "दिगंशी क्वांटम संख्या केवल $l = 0, 1, \\ldots, n - 1$ मान ले सकती है, और $m_l$ का मान $-l$ से $+l$ तक होता है। $n = 2$ के लिए $l$ का अधिकतम अनुमत मान 1 है, अतः $l = 2$ असंभव है। शेष तीनों समुच्चय सभी नियमों का पालन करते हैं।",
      },
    },
    {
      key: "neet-chem-05",
      subject: "Chemistry",
      topic: "Atomic Structure",
      difficulty: "medium",
      text: "Using the Bohr model, what is the energy of the photon emitted when the electron in a $\\mathrm{Li^{2+}}$ ion falls from $n = 3$ to $n = 1$? (Ground-state energy of the hydrogen atom $= -13.6\\ \\mathrm{eV}$)",
      options: [
        "$108.8\\ \\mathrm{eV}$",
        "$12.1\\ \\mathrm{eV}$",
        "$36.3\\ \\mathrm{eV}$",
        "$122.4\\ \\mathrm{eV}$",
      ],
      correct: 0,
      explanation:
        "For a hydrogen-like ion $E_n = -13.6\\frac{Z^2}{n^2}\\ \\mathrm{eV}$, with $Z = 3$ for lithium. The photon energy is $\\Delta E = 13.6 \\times 3^2\\left(\\frac{1}{1^2} - \\frac{1}{3^2}\\right) = 13.6 \\times 9 \\times \\frac{8}{9} = 108.8\\ \\mathrm{eV}$. ($122.4\\ \\mathrm{eV}$ is the ionisation energy of $\\mathrm{Li^{2+}}$ from $n = 1$.)",
      hi: {
        text: "बोर मॉडल के अनुसार, $\\mathrm{Li^{2+}}$ आयन में इलेक्ट्रॉन के $n = 3$ से $n = 1$ पर आने पर उत्सर्जित फ़ोटॉन की ऊर्जा कितनी है? (हाइड्रोजन परमाणु की मूल अवस्था की ऊर्जा $= -13.6\\ \\mathrm{eV}$)",
        options: [
          "$108.8\\ \\mathrm{eV}$",
          "$12.1\\ \\mathrm{eV}$",
          "$36.3\\ \\mathrm{eV}$",
          "$122.4\\ \\mathrm{eV}$",
        ],
        explanation:
          "हाइड्रोजन-सम आयन के लिए $E_n = -13.6\\frac{Z^2}{n^2}\\ \\mathrm{eV}$, लीथियम के लिए $Z = 3$। फ़ोटॉन ऊर्जा $\\Delta E = 13.6 \\times 3^2\\left(\\frac{1}{1^2} - \\frac{1}{3^2}\\right) = 13.6 \\times 9 \\times \\frac{8}{9} = 108.8\\ \\mathrm{eV}$। ($122.4\\ \\mathrm{eV}$, $n = 1$ से $\\mathrm{Li^{2+}}$ की आयनन ऊर्जा है।)",
      },
    },
    {
      key: "neet-chem-06",
      subject: "Chemistry",
      topic: "Chemical Bonding and Molecular Structure",
      difficulty: "easy",
      text: "Which of the following molecules is non-polar, with a zero dipole moment?",
      options: ["$\\mathrm{NF_3}$", "$\\mathrm{H_2S}$", "$\\mathrm{BF_3}$", "$\\mathrm{CHCl_3}$"],
      correct: 2,
      explanation:
        "$\\mathrm{BF_3}$ is trigonal planar: its three equal B–F bond dipoles lie at 120° to one another and cancel. $\\mathrm{NF_3}$ is pyramidal, $\\mathrm{H_2S}$ is bent, and $\\mathrm{CHCl_3}$ is tetrahedral with unequal bonds, so each keeps a net dipole moment.",
      hi: {
        text: "निम्नलिखित में से कौन-सा अणु अध्रुवीय है, अर्थात् उसका द्विध्रुव आघूर्ण शून्य है?",
        options: ["$\\mathrm{NF_3}$", "$\\mathrm{H_2S}$", "$\\mathrm{BF_3}$", "$\\mathrm{CHCl_3}$"],
        explanation:
          "$\\mathrm{BF_3}$ त्रिकोणीय समतलीय है: इसके तीन समान B–F आबंध द्विध्रुव एक-दूसरे से 120° पर होकर निरस्त हो जाते हैं। $\\mathrm{NF_3}$ पिरामिडी, $\\mathrm{H_2S}$ बंकित तथा $\\mathrm{CHCl_3}$ असमान आबंधों वाला चतुष्फलकीय है, अतः इनमें नेट द्विध्रुव आघूर्ण बना रहता है।",
      },
    },
    {
      key: "neet-chem-07",
      subject: "Chemistry",
      topic: "Chemical Bonding and Molecular Structure",
      difficulty: "medium",
      text: "According to molecular orbital theory, what is the bond order of the superoxide ion, $\\mathrm{O_2^-}$?",
      options: ["$2$", "$1.5$", "$2.5$", "$1$"],
      correct: 1,
      explanation:
        "$\\mathrm{O_2^-}$ has $17$ electrons: $\\sigma1s^2\\,\\sigma^*1s^2\\,\\sigma2s^2\\,\\sigma^*2s^2\\,\\sigma2p_z^2\\,\\pi2p_x^2\\,\\pi2p_y^2\\,\\pi^*2p_x^2\\,\\pi^*2p_y^1$. Bonding electrons $N_b = 10$ and antibonding electrons $N_a = 7$, so the bond order is $\\frac{10 - 7}{2} = 1.5$. It is lower than the value $2$ for $\\mathrm{O_2}$ because the extra electron enters an antibonding orbital.",
      hi: {
        text: "आण्विक कक्षक सिद्धांत के अनुसार सुपरऑक्साइड आयन, $\\mathrm{O_2^-}$, की आबंध कोटि क्या है?",
        options: ["$2$", "$1.5$", "$2.5$", "$1$"],
        explanation:
          "$\\mathrm{O_2^-}$ में $17$ इलेक्ट्रॉन हैं: $\\sigma1s^2\\,\\sigma^*1s^2\\,\\sigma2s^2\\,\\sigma^*2s^2\\,\\sigma2p_z^2\\,\\pi2p_x^2\\,\\pi2p_y^2\\,\\pi^*2p_x^2\\,\\pi^*2p_y^1$। आबंधी इलेक्ट्रॉन $N_b = 10$ तथा प्रतिआबंधी इलेक्ट्रॉन $N_a = 7$, अतः आबंध कोटि $\\frac{10 - 7}{2} = 1.5$। यह $\\mathrm{O_2}$ के मान $2$ से कम है क्योंकि अतिरिक्त इलेक्ट्रॉन प्रतिआबंधी कक्षक में जाता है।",
      },
    },
    {
      key: "neet-chem-08",
      subject: "Chemistry",
      topic: "Chemical Bonding and Molecular Structure",
      difficulty: "medium",
      text: "Which of the following species has the largest number of lone pairs of electrons on its central atom?",
      options: ["$\\mathrm{SF_4}$", "$\\mathrm{ClF_3}$", "$\\mathrm{XeF_4}$", "$\\mathrm{XeF_2}$"],
      correct: 3,
      explanation:
        "Lone pairs on the central atom = (valence electrons − electrons used in single bonds to F) ÷ 2. $\\mathrm{SF_4}$: $(6 - 4)/2 = 1$; $\\mathrm{ClF_3}$: $(7 - 3)/2 = 2$; $\\mathrm{XeF_4}$: $(8 - 4)/2 = 2$; $\\mathrm{XeF_2}$: $(8 - 2)/2 = 3$. So $\\mathrm{XeF_2}$, which is linear with $sp^3d$ hybridisation, has the most lone pairs.",
      hi: {
        text: "निम्नलिखित में से किस स्पीशीज़ के केंद्रीय परमाणु पर एकाकी इलेक्ट्रॉन युग्मों की संख्या सबसे अधिक है?",
        options: ["$\\mathrm{SF_4}$", "$\\mathrm{ClF_3}$", "$\\mathrm{XeF_4}$", "$\\mathrm{XeF_2}$"],
        explanation:
          "केंद्रीय परमाणु पर एकाकी युग्म = (संयोजकता इलेक्ट्रॉन − F के साथ एकल आबंधों में प्रयुक्त इलेक्ट्रॉन) ÷ 2। $\\mathrm{SF_4}$: $(6 - 4)/2 = 1$; $\\mathrm{ClF_3}$: $(7 - 3)/2 = 2$; $\\mathrm{XeF_4}$: $(8 - 4)/2 = 2$; $\\mathrm{XeF_2}$: $(8 - 2)/2 = 3$। अतः $sp^3d$ संकरण वाले रैखिक $\\mathrm{XeF_2}$ पर सबसे अधिक एकाकी युग्म हैं।",
      },
    },
    {
      key: "neet-chem-09",
      subject: "Chemistry",
      topic: "Equilibrium",
      difficulty: "easy",
      text: "What is the pH of a $0.001\\ \\mathrm{M}$ aqueous solution of $\\mathrm{HCl}$ at $25^{\\circ}\\mathrm{C}$?",
      options: ["$3$", "$11$", "$1$", "$0.001$"],
      correct: 0,
      explanation:
        "$\\mathrm{HCl}$ is a strong acid and ionises completely, so $[\\mathrm{H^+}] = 10^{-3}\\ \\mathrm{M}$. Then $\\mathrm{pH} = -\\log[\\mathrm{H^+}] = -\\log 10^{-3} = 3$.",
      hi: {
        text: "$25^{\\circ}\\mathrm{C}$ पर $\\mathrm{HCl}$ के $0.001\\ \\mathrm{M}$ जलीय विलयन का pH कितना है?",
        options: ["$3$", "$11$", "$1$", "$0.001$"],
        explanation:
          "$\\mathrm{HCl}$ एक प्रबल अम्ल है और पूर्णतः आयनित होता है, अतः $[\\mathrm{H^+}] = 10^{-3}\\ \\mathrm{M}$। तब $\\mathrm{pH} = -\\log[\\mathrm{H^+}] = -\\log 10^{-3} = 3$।",
      },
    },
    {
      key: "neet-chem-10",
      subject: "Chemistry",
      topic: "Equilibrium",
      difficulty: "easy",
      text: "What is the pH of a $0.01\\ \\mathrm{M}$ aqueous $\\mathrm{NaOH}$ solution at $25^{\\circ}\\mathrm{C}$?",
      options: ["$2$", "$10$", "$12$", "$13$"],
      correct: 2,
      explanation:
        "$\\mathrm{NaOH}$ is a strong base, so $[\\mathrm{OH^-}] = 10^{-2}\\ \\mathrm{M}$ and $\\mathrm{pOH} = 2$. At $25^{\\circ}\\mathrm{C}$, $\\mathrm{pH} + \\mathrm{pOH} = 14$, so $\\mathrm{pH} = 14 - 2 = 12$.",
      hi: {
        text: "$25^{\\circ}\\mathrm{C}$ पर $0.01\\ \\mathrm{M}$ जलीय $\\mathrm{NaOH}$ विलयन का pH कितना है?",
        options: ["$2$", "$10$", "$12$", "$13$"],
        explanation:
          "$\\mathrm{NaOH}$ एक प्रबल क्षार है, अतः $[\\mathrm{OH^-}] = 10^{-2}\\ \\mathrm{M}$ और $\\mathrm{pOH} = 2$। $25^{\\circ}\\mathrm{C}$ पर $\\mathrm{pH} + \\mathrm{pOH} = 14$, अतः $\\mathrm{pH} = 14 - 2 = 12$।",
      },
    },
    {
      key: "neet-chem-11",
      subject: "Chemistry",
      topic: "Equilibrium",
      difficulty: "medium",
      text: "The solubility of $\\mathrm{CaF_2}$ in water at a certain temperature is $2 \\times 10^{-4}\\ \\mathrm{mol\\,L^{-1}}$. What is its solubility product, $K_{sp}$, at that temperature?",
      options: [
        "$8 \\times 10^{-12}$",
        "$3.2 \\times 10^{-11}$",
        "$4 \\times 10^{-8}$",
        "$1.6 \\times 10^{-11}$",
      ],
      correct: 1,
      explanation:
        "$\\mathrm{CaF_2} \\rightleftharpoons \\mathrm{Ca^{2+}} + \\mathrm{2F^-}$, so for solubility $s$, $[\\mathrm{Ca^{2+}}] = s$ and $[\\mathrm{F^-}] = 2s$. $K_{sp} = s(2s)^2 = 4s^3 = 4 \\times (2 \\times 10^{-4})^3 = 4 \\times 8 \\times 10^{-12} = 3.2 \\times 10^{-11}$.",
      hi: {
        text: "किसी ताप पर जल में $\\mathrm{CaF_2}$ की विलेयता $2 \\times 10^{-4}\\ \\mathrm{mol\\,L^{-1}}$ है। उस ताप पर इसका विलेयता गुणनफल, $K_{sp}$, कितना है?",
        options: [
          "$8 \\times 10^{-12}$",
          "$3.2 \\times 10^{-11}$",
          "$4 \\times 10^{-8}$",
          "$1.6 \\times 10^{-11}$",
        ],
        explanation:
          "$\\mathrm{CaF_2} \\rightleftharpoons \\mathrm{Ca^{2+}} + \\mathrm{2F^-}$, अतः विलेयता $s$ के लिए $[\\mathrm{Ca^{2+}}] = s$ तथा $[\\mathrm{F^-}] = 2s$। $K_{sp} = s(2s)^2 = 4s^3 = 4 \\times (2 \\times 10^{-4})^3 = 4 \\times 8 \\times 10^{-12} = 3.2 \\times 10^{-11}$।",
      },
    },
    {
      key: "neet-chem-12",
      subject: "Chemistry",
      topic: "Solutions",
      difficulty: "easy",
      text: "Which of the following is NOT a colligative property of a dilute solution?",
      options: [
        "Relative lowering of vapour pressure",
        "Elevation of boiling point",
        "Osmotic pressure",
        "Viscosity of the solution",
      ],
      correct: 3,
      explanation:
        "Colligative properties depend only on the number of solute particles in a given amount of solvent, not on their nature. The four colligative properties are relative lowering of vapour pressure, elevation of boiling point, depression of freezing point and osmotic pressure. Viscosity depends on the nature of the solute and the solvent, so it is not colligative.",
      hi: {
        text: "निम्नलिखित में से कौन-सा तनु विलयन का अणुसंख्य (कोलिगेटिव) गुणधर्म नहीं है?",
        options: ["वाष्प दाब का आपेक्षिक अवनमन", "क्वथनांक का उन्नयन", "परासरण दाब", "विलयन की श्यानता"],
        explanation:
          "अणुसंख्य गुणधर्म विलायक की दी गई मात्रा में विलेय कणों की संख्या पर ही निर्भर करते हैं, उनकी प्रकृति पर नहीं। चार अणुसंख्य गुणधर्म हैं: वाष्प दाब का आपेक्षिक अवनमन, क्वथनांक का उन्नयन, हिमांक का अवनमन तथा परासरण दाब। श्यानता विलेय तथा विलायक की प्रकृति पर निर्भर करती है, अतः यह अणुसंख्य गुणधर्म नहीं है।",
      },
    },
    {
      key: "neet-chem-13",
      subject: "Chemistry",
      topic: "Electrochemistry",
      difficulty: "easy",
      text: "What is the standard emf of the Daniell cell $\\mathrm{Zn | Zn^{2+} \\| Cu^{2+} | Cu}$, given $E^{\\circ}_{\\mathrm{Zn^{2+}/Zn}} = -0.76\\ \\mathrm{V}$ and $E^{\\circ}_{\\mathrm{Cu^{2+}/Cu}} = +0.34\\ \\mathrm{V}$?",
      options: [
        "$1.10\\ \\mathrm{V}$",
        "$0.42\\ \\mathrm{V}$",
        "$-1.10\\ \\mathrm{V}$",
        "$-0.42\\ \\mathrm{V}$",
      ],
      correct: 0,
      explanation:
        "$E^{\\circ}_{\\text{cell}} = E^{\\circ}_{\\text{cathode}} - E^{\\circ}_{\\text{anode}}$. Zinc is oxidised (anode) and copper ions are reduced (cathode), so $E^{\\circ}_{\\text{cell}} = 0.34 - (-0.76) = 1.10\\ \\mathrm{V}$. The positive value shows that the cell reaction is spontaneous.",
      hi: {
        text: "$E^{\\circ}_{\\mathrm{Zn^{2+}/Zn}} = -0.76\\ \\mathrm{V}$ तथा $E^{\\circ}_{\\mathrm{Cu^{2+}/Cu}} = +0.34\\ \\mathrm{V}$ दिए होने पर डेनियल सेल $\\mathrm{Zn | Zn^{2+} \\| Cu^{2+} | Cu}$ का मानक विद्युत वाहक बल कितना है?",
        options: [
          "$1.10\\ \\mathrm{V}$",
          "$0.42\\ \\mathrm{V}$",
          "$-1.10\\ \\mathrm{V}$",
          "$-0.42\\ \\mathrm{V}$",
        ],
        explanation:
          "$E^{\\circ}_{\\text{cell}} = E^{\\circ}_{\\text{cathode}} - E^{\\circ}_{\\text{anode}}$। ज़िंक ऑक्सीकृत होता है (ऐनोड) तथा कॉपर आयन अपचयित होते हैं (कैथोड), अतः $E^{\\circ}_{\\text{cell}} = 0.34 - (-0.76) = 1.10\\ \\mathrm{V}$। धनात्मक मान दर्शाता है कि सेल अभिक्रिया स्वतः प्रवर्तित है।",
      },
    },
    {
      key: "neet-chem-14",
      subject: "Chemistry",
      topic: "Electrochemistry",
      difficulty: "medium",
      text: "A current of $0.5\\ \\mathrm{A}$ is passed through aqueous $\\mathrm{CuSO_4}$ for $1930\\ \\mathrm{s}$. What mass of copper is deposited at the cathode? (Molar mass of $\\mathrm{Cu} = 63.5\\ \\mathrm{g\\,mol^{-1}}$, $F = 96500\\ \\mathrm{C\\,mol^{-1}}$)",
      options: [
        "$0.635\\ \\mathrm{g}$",
        "$0.159\\ \\mathrm{g}$",
        "$0.3175\\ \\mathrm{g}$",
        "$1.27\\ \\mathrm{g}$",
      ],
      correct: 2,
      explanation:
        "The charge passed is $Q = It = 0.5 \\times 1930 = 965\\ \\mathrm{C}$, i.e. $\\frac{965}{96500} = 0.01\\ \\mathrm{mol}$ of electrons. Since $\\mathrm{Cu^{2+}} + \\mathrm{2e^-} \\rightarrow \\mathrm{Cu}$, this deposits $0.005\\ \\mathrm{mol}$ of copper $= 0.005 \\times 63.5 = 0.3175\\ \\mathrm{g}$.",
      hi: {
        text: "जलीय $\\mathrm{CuSO_4}$ में $1930\\ \\mathrm{s}$ तक $0.5\\ \\mathrm{A}$ की धारा प्रवाहित की जाती है। कैथोड पर कितने द्रव्यमान का कॉपर निक्षेपित होगा? ($\\mathrm{Cu}$ का मोलर द्रव्यमान $= 63.5\\ \\mathrm{g\\,mol^{-1}}$, $F = 96500\\ \\mathrm{C\\,mol^{-1}}$)",
        options: [
          "$0.635\\ \\mathrm{g}$",
          "$0.159\\ \\mathrm{g}$",
          "$0.3175\\ \\mathrm{g}$",
          "$1.27\\ \\mathrm{g}$",
        ],
        explanation:
          "प्रवाहित आवेश $Q = It = 0.5 \\times 1930 = 965\\ \\mathrm{C}$, अर्थात $\\frac{965}{96500} = 0.01\\ \\mathrm{mol}$ इलेक्ट्रॉन। चूँकि $\\mathrm{Cu^{2+}} + \\mathrm{2e^-} \\rightarrow \\mathrm{Cu}$, इससे $0.005\\ \\mathrm{mol}$ कॉपर $= 0.005 \\times 63.5 = 0.3175\\ \\mathrm{g}$ निक्षेपित होता है।",
      },
    },
    {
      key: "neet-chem-15",
      subject: "Chemistry",
      topic: "Chemical Kinetics",
      difficulty: "easy",
      text: "A first-order reaction has a half-life of $10\\ \\mathrm{min}$. How long will it take for $75\\%$ of the reactant to be consumed?",
      options: [
        "$15\\ \\mathrm{min}$",
        "$7.5\\ \\mathrm{min}$",
        "$40\\ \\mathrm{min}$",
        "$20\\ \\mathrm{min}$",
      ],
      correct: 3,
      explanation:
        "The half-life of a first-order reaction does not depend on concentration. After one half-life $50\\%$ of the reactant remains and after two half-lives $25\\%$ remains, i.e. $75\\%$ has reacted. So $t = 2 \\times 10 = 20\\ \\mathrm{min}$ (check: with $k = \\frac{0.693}{10}\\ \\mathrm{min^{-1}}$, $t = \\frac{2.303}{k}\\log\\frac{100}{25} = 20\\ \\mathrm{min}$).",
      hi: {
        text: "एक प्रथम कोटि की अभिक्रिया का अर्धायुकाल $10\\ \\mathrm{min}$ है। $75\\%$ अभिकारक के उपभुक्त होने में कितना समय लगेगा?",
        options: [
          "$15\\ \\mathrm{min}$",
          "$7.5\\ \\mathrm{min}$",
          "$40\\ \\mathrm{min}$",
          "$20\\ \\mathrm{min}$",
        ],
        explanation:
          "प्रथम कोटि की अभिक्रिया का अर्धायुकाल सांद्रता पर निर्भर नहीं करता। एक अर्धायुकाल के बाद $50\\%$ और दो अर्धायुकाल के बाद $25\\%$ अभिकारक शेष रहता है, अर्थात $75\\%$ अभिक्रिया कर चुका होता है। अतः $t = 2 \\times 10 = 20\\ \\mathrm{min}$ (जाँच: $k = \\frac{0.693}{10}\\ \\mathrm{min^{-1}}$ लेकर $t = \\frac{2.303}{k}\\log\\frac{100}{25} = 20\\ \\mathrm{min}$)।",
      },
    },
    {
      key: "neet-chem-16",
      subject: "Chemistry",
      topic: "Chemical Kinetics",
      difficulty: "hard",
      text: "The rate constant of a reaction doubles when the temperature is raised from $300\\ \\mathrm{K}$ to $310\\ \\mathrm{K}$. What is the approximate activation energy of the reaction? ($R = 8.314\\ \\mathrm{J\\,mol^{-1}\\,K^{-1}}$, $\\ln 2 = 0.693$)",
      options: [
        "$5.36\\ \\mathrm{kJ\\,mol^{-1}}$",
        "$53.6\\ \\mathrm{kJ\\,mol^{-1}}$",
        "$26.8\\ \\mathrm{kJ\\,mol^{-1}}$",
        "$107.2\\ \\mathrm{kJ\\,mol^{-1}}$",
      ],
      correct: 1,
      explanation:
        "From the Arrhenius equation, $\\ln\\frac{k_2}{k_1} = \\frac{E_a}{R}\\left(\\frac{1}{T_1} - \\frac{1}{T_2}\\right)$. Here $\\frac{1}{300} - \\frac{1}{310} = \\frac{10}{93000}$, so $E_a = \\frac{0.693 \\times 8.314 \\times 93000}{10} \\approx 53600\\ \\mathrm{J\\,mol^{-1}} \\approx 53.6\\ \\mathrm{kJ\\,mol^{-1}}$.",
      hi: {
        text: "ताप $300\\ \\mathrm{K}$ से $310\\ \\mathrm{K}$ करने पर किसी अभिक्रिया का वेग स्थिरांक दुगुना हो जाता है। अभिक्रिया की सक्रियण ऊर्जा लगभग कितनी है? ($R = 8.314\\ \\mathrm{J\\,mol^{-1}\\,K^{-1}}$, $\\ln 2 = 0.693$)",
        options: [
          "$5.36\\ \\mathrm{kJ\\,mol^{-1}}$",
          "$53.6\\ \\mathrm{kJ\\,mol^{-1}}$",
          "$26.8\\ \\mathrm{kJ\\,mol^{-1}}$",
          "$107.2\\ \\mathrm{kJ\\,mol^{-1}}$",
        ],
        explanation:
          "आरेनियस समीकरण से $\\ln\\frac{k_2}{k_1} = \\frac{E_a}{R}\\left(\\frac{1}{T_1} - \\frac{1}{T_2}\\right)$। यहाँ $\\frac{1}{300} - \\frac{1}{310} = \\frac{10}{93000}$, अतः $E_a = \\frac{0.693 \\times 8.314 \\times 93000}{10} \\approx 53600\\ \\mathrm{J\\,mol^{-1}} \\approx 53.6\\ \\mathrm{kJ\\,mol^{-1}}$।",
      },
    },
    {
      key: "neet-chem-17",
      subject: "Chemistry",
      topic: "Basic Principles of Organic Chemistry",
      difficulty: "easy",
      text: "What is the IUPAC name of the compound $\\mathrm{CH_3{-}CH(CH_3){-}CH_3}$?",
      options: ["2-Methylpropane", "1-Methylpropane", "Butane", "Isopentane"],
      correct: 0,
      explanation:
        "The longest carbon chain has three carbons (propane), with a methyl group on the middle carbon, C-2. Hence the name is 2-methylpropane (common name isobutane). '1-Methylpropane' is wrong because a methyl group on C-1 would simply extend the chain, giving butane.",
      hi: {
        text: "यौगिक $\\mathrm{CH_3{-}CH(CH_3){-}CH_3}$ का IUPAC नाम क्या है?",
        options: ["2-मेथिलप्रोपेन", "1-मेथिलप्रोपेन", "ब्यूटेन", "आइसोपेन्टेन"],
        explanation:
          "सबसे लंबी कार्बन श्रृंखला में तीन कार्बन हैं (प्रोपेन), और मध्य कार्बन C-2 पर एक मेथिल समूह है। अतः नाम 2-मेथिलप्रोपेन है (सामान्य नाम आइसोब्यूटेन)। '1-मेथिलप्रोपेन' गलत है क्योंकि C-1 पर मेथिल समूह श्रृंखला को ही लंबा कर देता, जिससे ब्यूटेन बनता।",
      },
    },
    {
      key: "neet-chem-18",
      subject: "Chemistry",
      topic: "Basic Principles of Organic Chemistry",
      difficulty: "easy",
      text: "Which of the following carbocations is the least stable?",
      options: [
        "$\\mathrm{(CH_3)_3C^+}$",
        "$\\mathrm{(CH_3)_2CH^+}$",
        "$\\mathrm{CH_3CH_2^+}$",
        "$\\mathrm{CH_3^+}$",
      ],
      correct: 3,
      explanation:
        "Alkyl groups stabilise a positively charged carbon by their +I (inductive) effect and by hyperconjugation, so stability follows $3^{\\circ} > 2^{\\circ} > 1^{\\circ} > \\mathrm{CH_3^+}$. The methyl cation $\\mathrm{CH_3^+}$ has no alkyl group and no $\\alpha$-C–H bond to spread its charge, so it is the least stable.",
      hi: {
        text: "निम्नलिखित में से कौन-सा कार्बधनायन सबसे कम स्थायी है?",
        options: [
          "$\\mathrm{(CH_3)_3C^+}$",
          "$\\mathrm{(CH_3)_2CH^+}$",
          "$\\mathrm{CH_3CH_2^+}$",
          "$\\mathrm{CH_3^+}$",
        ],
        explanation:
          "ऐल्किल समूह अपने +I (प्रेरणिक) प्रभाव तथा अतिसंयुग्मन द्वारा धनावेशित कार्बन को स्थायित्व देते हैं, अतः स्थायित्व का क्रम $3^{\\circ} > 2^{\\circ} > 1^{\\circ} > \\mathrm{CH_3^+}$ है। मेथिल धनायन $\\mathrm{CH_3^+}$ में आवेश फैलाने के लिए न कोई ऐल्किल समूह है, न कोई $\\alpha$-C–H आबंध, अतः यह सबसे कम स्थायी है।",
      },
    },

    // ───────────────────────────── Botany ──────────────────────────────
    {
      key: "neet-bot-01",
      subject: "Botany",
      topic: "Cell: The Unit of Life",
      difficulty: "easy",
      text: "Which cell organelle is called the 'powerhouse of the cell' because it is the main site of aerobic respiration and ATP synthesis?",
      options: ["Golgi apparatus", "Mitochondrion", "Lysosome", "Ribosome"],
      correct: 1,
      explanation:
        "The Krebs cycle takes place in the mitochondrial matrix, and the electron transport chain with oxidative phosphorylation works on the inner mitochondrial membrane (cristae). Most of the ATP of aerobic respiration is made here, hence the name 'powerhouse'. The Golgi apparatus packages materials, lysosomes digest them and ribosomes make proteins.",
      hi: {
        text: "किस कोशिकांग को 'कोशिका का शक्तिगृह' कहा जाता है, क्योंकि यह वायवीय श्वसन और ATP संश्लेषण का मुख्य स्थल है?",
        options: ["गॉल्जी उपकरण", "माइटोकॉन्ड्रिया", "लाइसोसोम", "राइबोसोम"],
        explanation:
          "क्रेब्स चक्र माइटोकॉन्ड्रिया के आधात्री (मैट्रिक्स) में होता है, तथा इलेक्ट्रॉन परिवहन तंत्र और ऑक्सीकरणी फॉस्फोरिलीकरण आंतरिक झिल्ली (क्रिस्टी) पर होते हैं। वायवीय श्वसन का अधिकांश ATP यहीं बनता है, इसलिए इसे 'शक्तिगृह' कहते हैं। गॉल्जी उपकरण पदार्थों का संवेष्टन करता है, लाइसोसोम उनका पाचन करते हैं और राइबोसोम प्रोटीन बनाते हैं।",
      },
    },
    {
      key: "neet-bot-02",
      subject: "Botany",
      topic: "Cell: The Unit of Life",
      difficulty: "easy",
      text: "Which pair of organelles contains its own circular DNA and 70S ribosomes?",
      options: [
        "Lysosomes and peroxisomes",
        "Golgi apparatus and endoplasmic reticulum",
        "Mitochondria and chloroplasts",
        "Nucleus and vacuole",
      ],
      correct: 2,
      explanation:
        "Mitochondria and chloroplasts are semi-autonomous organelles: each has a double membrane, its own circular DNA and prokaryote-like 70S ribosomes, so it can make some of its own proteins. This supports the endosymbiotic origin of these organelles. The other organelles listed have no DNA of their own and depend entirely on nuclear genes.",
      hi: {
        text: "किन दो कोशिकांगों में अपना वृत्ताकार DNA और 70S राइबोसोम होते हैं?",
        options: [
          "लाइसोसोम और परऑक्सीसोम",
          "गॉल्जी उपकरण और अंतर्द्रव्यी जालिका",
          "माइटोकॉन्ड्रिया और हरितलवक",
          "केंद्रक और रसधानी",
        ],
        explanation:
          "माइटोकॉन्ड्रिया और हरितलवक अर्ध-स्वायत्त कोशिकांग हैं: प्रत्येक में दोहरी झिल्ली, अपना वृत्ताकार DNA और प्रोकैरियोटी जैसे 70S राइबोसोम होते हैं, अतः ये अपने कुछ प्रोटीन स्वयं बना सकते हैं। यह इन कोशिकांगों की अंतःसहजीवी उत्पत्ति का समर्थन करता है। सूची के अन्य कोशिकांगों का अपना DNA नहीं होता और वे पूर्णतः केंद्रकीय जीनों पर निर्भर रहते हैं।",
      },
    },
    {
      key: "neet-bot-03",
      subject: "Botany",
      topic: "Plant Kingdom",
      difficulty: "easy",
      text: "In bryophytes such as mosses, the main plant body, which is dominant and free-living, is the",
      options: ["Haploid gametophyte", "Diploid sporophyte", "Triploid endosperm", "Diploid protonema"],
      correct: 0,
      explanation:
        "In bryophytes the main plant body is the haploid (n) gametophyte, which is independent and photosynthetic. The diploid sporophyte stays attached to the gametophyte and depends on it for nutrition. The protonema is the haploid juvenile stage of mosses, so 'diploid protonema' is wrong.",
      hi: {
        text: "मॉस जैसे ब्रायोफाइटों में प्रभावी और स्वतंत्रजीवी मुख्य पादप शरीर होता है",
        options: ["अगुणित युग्मकोद्भिद", "द्विगुणित बीजाणुद्भिद", "त्रिगुणित भ्रूणपोष", "द्विगुणित प्रोटोनीमा"],
        explanation:
          "ब्रायोफाइटों में मुख्य पादप शरीर अगुणित (n) युग्मकोद्भिद होता है, जो स्वतंत्र और प्रकाश-संश्लेषी होता है। द्विगुणित बीजाणुद्भिद युग्मकोद्भिद से जुड़ा रहता है और पोषण के लिए उसी पर निर्भर होता है। प्रोटोनीमा मॉस की अगुणित किशोर अवस्था है, अतः 'द्विगुणित प्रोटोनीमा' गलत है।",
      },
    },
    {
      key: "neet-bot-04",
      subject: "Botany",
      topic: "Plant Kingdom",
      difficulty: "medium",
      text: "In gymnosperms such as Pinus, the endosperm of the seed is",
      options: [
        "Triploid, formed after double fertilisation",
        "Diploid, formed from the zygote",
        "Absent, with food stored only in the cotyledons",
        "Haploid, formed before fertilisation",
      ],
      correct: 3,
      explanation:
        "Gymnosperms do not show double fertilisation. Their endosperm is the tissue of the female gametophyte, which develops from the haploid megaspore before fertilisation, so it is haploid (n). Triploid endosperm formed by triple fusion is a feature of angiosperms.",
      hi: {
        text: "पाइनस जैसे अनावृतबीजियों में बीज का भ्रूणपोष होता है",
        options: [
          "त्रिगुणित, द्विनिषेचन के बाद बना",
          "द्विगुणित, युग्मनज से बना",
          "अनुपस्थित, भोजन केवल बीजपत्रों में संचित",
          "अगुणित, निषेचन से पहले बना",
        ],
        explanation:
          "अनावृतबीजियों में द्विनिषेचन नहीं होता। इनका भ्रूणपोष मादा युग्मकोद्भिद का ऊतक है, जो निषेचन से पहले अगुणित गुरुबीजाणु से विकसित होता है, अतः यह अगुणित (n) होता है। त्रिसंलयन से बना त्रिगुणित भ्रूणपोष आवृतबीजियों का लक्षण है।",
      },
    },
    {
      key: "neet-bot-05",
      subject: "Botany",
      topic: "Morphology of Flowering Plants",
      difficulty: "easy",
      text: "In mangrove plants such as Rhizophora growing in swampy areas, many roots come out of the ground and grow vertically upwards to get oxygen for respiration. These roots are called",
      options: ["Prop roots", "Stilt roots", "Tuberous roots", "Pneumatophores"],
      correct: 3,
      explanation:
        "In waterlogged, oxygen-poor soil, these upward-growing roots rise above the mud and carry pores (lenticels) for gas exchange; they are pneumatophores, or respiratory roots. Prop roots (banyan) and stilt roots (maize, sugarcane) give mechanical support, and tuberous roots store food.",
      hi: {
        text: "दलदली क्षेत्रों में उगने वाले राइज़ोफोरा जैसे मैंग्रोव पौधों में अनेक जड़ें भूमि से बाहर निकलकर श्वसन हेतु ऑक्सीजन प्राप्त करने के लिए ऊर्ध्वाधर ऊपर की ओर बढ़ती हैं। इन जड़ों को कहते हैं",
        options: ["स्तंभ मूल (प्रॉप जड़ें)", "अवस्तंभ मूल (स्टिल्ट जड़ें)", "कंदिल मूल", "श्वसन मूल (न्यूमैटोफोर)"],
        explanation:
          "जलभराव वाली, ऑक्सीजन-रहित मिट्टी में ऊपर की ओर बढ़ने वाली ये जड़ें कीचड़ से ऊपर निकल आती हैं और इनमें गैस-विनिमय के लिए छिद्र (वातरंध्र) होते हैं; ये श्वसन मूल (न्यूमैटोफोर) हैं। स्तंभ मूल (बरगद) और अवस्तंभ मूल (मक्का, गन्ना) यांत्रिक सहारा देती हैं, तथा कंदिल मूल भोजन संचित करती हैं।",
      },
    },
    {
      key: "neet-bot-06",
      subject: "Botany",
      topic: "Morphology of Flowering Plants",
      difficulty: "easy",
      text: "Marginal placentation, in which the placenta forms a ridge along the ventral suture of a monocarpellary ovary, is seen in",
      options: ["China rose", "Pea", "Dianthus", "Sunflower"],
      correct: 1,
      explanation:
        "In pea (family Fabaceae) the ovary is formed by a single carpel, and the ovules are borne in two rows along its ventral suture: this is marginal placentation. China rose has axile placentation, Dianthus free central placentation and sunflower basal placentation.",
      hi: {
        text: "सीमांत बीजांडन्यास, जिसमें एकअंडपी अंडाशय की अधर सीवन के साथ बीजांडासन एक कटक बनाता है, किसमें पाया जाता है?",
        options: ["गुड़हल (चाइना रोज़)", "मटर", "डाएन्थस", "सूरजमुखी"],
        explanation:
          "मटर (कुल फैबेसी) में अंडाशय एक ही अंडप से बनता है और बीजांड उसकी अधर सीवन के साथ दो पंक्तियों में लगे होते हैं: यह सीमांत बीजांडन्यास है। गुड़हल में स्तंभीय (अक्षीय), डाएन्थस में मुक्त स्तंभीय और सूरजमुखी में आधारी बीजांडन्यास होता है।",
      },
    },
    {
      key: "neet-bot-07",
      subject: "Botany",
      topic: "Sexual Reproduction in Flowering Plants",
      difficulty: "easy",
      text: "The endosperm of most flowering plants is",
      options: ["Triploid", "Haploid", "Diploid", "Tetraploid"],
      correct: 0,
      explanation:
        "During double fertilisation one male gamete fuses with the two polar nuclei of the central cell (triple fusion), forming the primary endosperm nucleus. Because it combines three haploid nuclei (n + n + n), the endosperm is triploid (3n).",
      hi: {
        text: "अधिकांश पुष्पी पादपों का भ्रूणपोष होता है",
        options: ["त्रिगुणित", "अगुणित", "द्विगुणित", "चतुर्गुणित"],
        explanation:
          "द्विनिषेचन के दौरान एक नर युग्मक केंद्रीय कोशिका के दो ध्रुवीय केंद्रकों से संलयित होता है (त्रिसंलयन) और प्राथमिक भ्रूणपोष केंद्रक बनाता है। इसमें तीन अगुणित केंद्रक (n + n + n) मिलने के कारण भ्रूणपोष त्रिगुणित (3n) होता है।",
      },
    },
    {
      key: "neet-bot-08",
      subject: "Botany",
      topic: "Sexual Reproduction in Flowering Plants",
      difficulty: "medium",
      text: "The meiocytes (spore mother cells) of a flowering plant have 24 chromosomes each. How many chromosomes will be present in a cell of its endosperm?",
      options: ["12", "24", "36", "48"],
      correct: 2,
      explanation:
        "Meiocytes are diploid, so 2n = 24 and n = 12. The endosperm is formed by triple fusion of one male gamete (n) with two polar nuclei (n + n), so it is 3n = 3 × 12 = 36 chromosomes.",
      hi: {
        text: "एक पुष्पी पादप की मियोसाइट (बीजाणु मातृ कोशिकाओं) में से प्रत्येक में 24 गुणसूत्र हैं। इसके भ्रूणपोष की एक कोशिका में कितने गुणसूत्र होंगे?",
        options: ["12", "24", "36", "48"],
        explanation:
          "मियोसाइट द्विगुणित होती हैं, अतः 2n = 24 और n = 12। भ्रूणपोष एक नर युग्मक (n) के दो ध्रुवीय केंद्रकों (n + n) के साथ त्रिसंलयन से बनता है, अतः इसमें 3n = 3 × 12 = 36 गुणसूत्र होते हैं।",
      },
    },
    {
      key: "neet-bot-09",
      subject: "Botany",
      topic: "Photosynthesis in Higher Plants",
      difficulty: "easy",
      text: "In the Calvin cycle of C3 plants, the primary acceptor of carbon dioxide is",
      options: [
        "Phosphoenolpyruvate (PEP)",
        "Ribulose-1,5-bisphosphate (RuBP)",
        "Oxaloacetic acid (OAA)",
        "3-Phosphoglyceric acid (PGA)",
      ],
      correct: 1,
      explanation:
        "In C3 plants the enzyme RuBisCO carboxylates the 5-carbon sugar RuBP; the unstable 6-carbon product splits into two molecules of 3-PGA, the first stable product. PEP is the primary CO₂ acceptor in C4 plants, where OAA is the first stable product.",
      hi: {
        text: "C3 पौधों के केल्विन चक्र में कार्बन डाइऑक्साइड का प्राथमिक ग्राही है",
        options: [
          "फॉस्फोइनॉलपाइरुवेट (PEP)",
          "राइबुलोज-1,5-बिसफॉस्फेट (RuBP)",
          "ऑक्सैलोएसीटिक अम्ल (OAA)",
          "3-फॉस्फोग्लिसरिक अम्ल (PGA)",
        ],
        explanation:
          "C3 पौधों में RuBisCO एंजाइम 5-कार्बन शर्करा RuBP का कार्बॉक्सिलीकरण करता है; बना अस्थिर 6-कार्बन यौगिक टूटकर 3-PGA के दो अणु देता है, जो पहला स्थायी उत्पाद है। PEP, C4 पौधों में CO₂ का प्राथमिक ग्राही है, जहाँ पहला स्थायी उत्पाद OAA होता है।",
      },
    },
    {
      key: "neet-bot-10",
      subject: "Botany",
      topic: "Photosynthesis in Higher Plants",
      difficulty: "easy",
      text: "In C4 plants such as maize, the first stable product of carbon dioxide fixation is",
      options: ["3-Phosphoglyceric acid", "Ribulose bisphosphate", "Pyruvic acid", "Oxaloacetic acid"],
      correct: 3,
      explanation:
        "In the mesophyll cells of C4 plants, PEP carboxylase fixes CO₂ onto phosphoenolpyruvate, forming the 4-carbon oxaloacetic acid (OAA), which gives the pathway its name. OAA is converted to malate or aspartate and carried to the bundle sheath cells, where CO₂ is released and the Calvin cycle operates.",
      hi: {
        text: "मक्का जैसे C4 पौधों में कार्बन डाइऑक्साइड स्थिरीकरण का पहला स्थायी उत्पाद है",
        options: ["3-फॉस्फोग्लिसरिक अम्ल", "राइबुलोज बिसफॉस्फेट", "पाइरुविक अम्ल", "ऑक्सैलोएसीटिक अम्ल"],
        explanation:
          "C4 पौधों की पर्णमध्योतक कोशिकाओं में PEP कार्बोक्सिलेस CO₂ को फॉस्फोइनॉलपाइरुवेट पर स्थिर करता है और 4-कार्बन ऑक्सैलोएसीटिक अम्ल (OAA) बनता है, जिससे इस पथ का नाम पड़ा है। OAA मैलेट या एस्पार्टेट में बदलकर पूलाच्छद कोशिकाओं में जाता है, जहाँ CO₂ मुक्त होती है और केल्विन चक्र चलता है।",
      },
    },
    {
      key: "neet-bot-11",
      subject: "Botany",
      topic: "Photosynthesis in Higher Plants",
      difficulty: "medium",
      text: "How many molecules of ATP and NADPH are used in the Calvin cycle to make one molecule of glucose (fixing 6 molecules of CO₂)?",
      options: ["12 ATP and 18 NADPH", "18 ATP and 12 NADPH", "6 ATP and 6 NADPH", "3 ATP and 2 NADPH"],
      correct: 1,
      explanation:
        "Fixing one CO₂ uses 3 ATP and 2 NADPH: 2 ATP and 2 NADPH to reduce the two 3-PGA molecules formed, and 1 ATP to regenerate RuBP. One glucose needs six turns of the cycle, so 6 × 3 = 18 ATP and 6 × 2 = 12 NADPH. '3 ATP and 2 NADPH' is the cost of a single turn.",
      hi: {
        text: "ग्लूकोज़ का एक अणु बनाने (CO₂ के 6 अणुओं का स्थिरीकरण) में केल्विन चक्र में ATP और NADPH के कितने अणु उपयोग होते हैं?",
        options: ["12 ATP और 18 NADPH", "18 ATP और 12 NADPH", "6 ATP और 6 NADPH", "3 ATP और 2 NADPH"],
        explanation:
          "एक CO₂ के स्थिरीकरण में 3 ATP और 2 NADPH लगते हैं: बने दो 3-PGA अणुओं के अपचयन में 2 ATP और 2 NADPH, तथा RuBP के पुनर्जनन में 1 ATP। एक ग्लूकोज़ के लिए चक्र के छह फेरे चाहिए, अतः 6 × 3 = 18 ATP और 6 × 2 = 12 NADPH। '3 ATP और 2 NADPH' केवल एक फेरे का व्यय है।",
      },
    },
    {
      key: "neet-bot-12",
      subject: "Botany",
      topic: "Principles of Inheritance and Variation",
      difficulty: "easy",
      text: "What is the phenotypic ratio in the F2 generation of a Mendelian dihybrid cross (two independently assorting genes, each showing complete dominance)?",
      options: ["3 : 1", "1 : 2 : 1", "9 : 3 : 3 : 1", "1 : 1 : 1 : 1"],
      correct: 2,
      explanation:
        "Each gene on its own gives a 3 : 1 ratio in F2. Because the two genes assort independently, the combined ratio is (3 : 1) × (3 : 1) = 9 : 3 : 3 : 1 — nine with both dominant traits, three each with one dominant trait and one with both recessive traits. 1 : 1 : 1 : 1 is the ratio of a dihybrid test cross.",
      hi: {
        text: "मेंडल के द्विसंकर संकरण (पूर्ण प्रभाविता दर्शाने वाले दो स्वतंत्र रूप से अपव्यूहित जीन) की F2 पीढ़ी में लक्षणप्ररूपी अनुपात क्या होता है?",
        options: ["3 : 1", "1 : 2 : 1", "9 : 3 : 3 : 1", "1 : 1 : 1 : 1"],
        explanation:
          "अकेले प्रत्येक जीन F2 में 3 : 1 अनुपात देता है। दोनों जीनों के स्वतंत्र अपव्यूहन के कारण संयुक्त अनुपात (3 : 1) × (3 : 1) = 9 : 3 : 3 : 1 होता है — नौ में दोनों प्रभावी लक्षण, तीन-तीन में एक-एक प्रभावी लक्षण और एक में दोनों अप्रभावी लक्षण। 1 : 1 : 1 : 1 द्विसंकर परीक्षार्थ संकरण का अनुपात है।",
      },
    },
    {
      key: "neet-bot-13",
      subject: "Botany",
      topic: "Principles of Inheritance and Variation",
      difficulty: "medium",
      text: "In snapdragon, a cross between a red-flowered (RR) and a white-flowered (rr) plant gives pink-flowered F1 plants. What phenotypic ratio is obtained when the F1 plants are self-pollinated?",
      options: ["3 red : 1 white", "1 red : 2 pink : 1 white", "All pink", "9 red : 7 white"],
      correct: 1,
      explanation:
        "The pink F1 plants (Rr) show incomplete dominance: neither allele is fully dominant. Selfing Rr × Rr gives 1 RR : 2 Rr : 1 rr, and since each genotype has its own colour, the phenotypic ratio is 1 red : 2 pink : 1 white — the same as the genotypic ratio.",
      hi: {
        text: "स्नैपड्रैगन में लाल पुष्प वाले (RR) और सफ़ेद पुष्प वाले (rr) पौधे के संकरण से गुलाबी पुष्प वाले F1 पौधे मिलते हैं। F1 पौधों के स्वपरागण से कौन-सा लक्षणप्ररूपी अनुपात मिलेगा?",
        options: ["3 लाल : 1 सफ़ेद", "1 लाल : 2 गुलाबी : 1 सफ़ेद", "सभी गुलाबी", "9 लाल : 7 सफ़ेद"],
        explanation:
          "गुलाबी F1 पौधे (Rr) अपूर्ण प्रभाविता दर्शाते हैं: कोई भी युग्मविकल्पी पूर्णतः प्रभावी नहीं है। Rr × Rr के स्वपरागण से 1 RR : 2 Rr : 1 rr मिलते हैं, और प्रत्येक जीनप्ररूप का अपना रंग होने से लक्षणप्ररूपी अनुपात 1 लाल : 2 गुलाबी : 1 सफ़ेद होता है — जो जीनप्ररूपी अनुपात के समान है।",
      },
    },
    {
      key: "neet-bot-14",
      subject: "Botany",
      topic: "Principles of Inheritance and Variation",
      difficulty: "medium",
      text: "Two plants heterozygous for three independently assorting genes are crossed (AaBbCc × AaBbCc). What fraction of the offspring will be homozygous recessive for all three genes (aabbcc)?",
      options: ["1/8", "1/16", "1/32", "1/64"],
      correct: 3,
      explanation:
        "For each gene, Aa × Aa gives aa with a probability of 1/4. Since the three genes assort independently, the probabilities multiply: 1/4 × 1/4 × 1/4 = 1/64.",
      hi: {
        text: "तीन स्वतंत्र रूप से अपव्यूहित जीनों के लिए विषमयुग्मजी दो पौधों का संकरण (AaBbCc × AaBbCc) कराया जाता है। संतति का कितना भाग तीनों जीनों के लिए समयुग्मजी अप्रभावी (aabbcc) होगा?",
        options: ["1/8", "1/16", "1/32", "1/64"],
        explanation:
          "प्रत्येक जीन के लिए Aa × Aa से aa की प्रायिकता 1/4 है। तीनों जीनों के स्वतंत्र अपव्यूहन के कारण प्रायिकताएँ गुणा होती हैं: 1/4 × 1/4 × 1/4 = 1/64।",
      },
    },
    {
      key: "neet-bot-15",
      subject: "Botany",
      topic: "Molecular Basis of Inheritance",
      difficulty: "medium",
      text: "A double-stranded DNA molecule contains 20% adenine. What percentage of its bases will be cytosine?",
      options: ["20%", "30%", "40%", "60%"],
      correct: 1,
      explanation:
        "By Chargaff's rule, in double-stranded DNA A = T and G = C. So A + T = 20% + 20% = 40%, leaving 100% − 40% = 60% for G + C. Cytosine is half of that: 60% ÷ 2 = 30%.",
      hi: {
        text: "एक द्विरज्जुकी DNA अणु में 20% एडेनीन है। इसके कितने प्रतिशत क्षारक साइटोसीन होंगे?",
        options: ["20%", "30%", "40%", "60%"],
        explanation:
          "शार्गाफ के नियम के अनुसार द्विरज्जुकी DNA में A = T और G = C। अतः A + T = 20% + 20% = 40%, और G + C के लिए 100% − 40% = 60% बचता है। साइटोसीन इसका आधा है: 60% ÷ 2 = 30%।",
      },
    },
    {
      key: "neet-bot-16",
      subject: "Botany",
      topic: "Ecosystem",
      difficulty: "easy",
      text: "The producers of an ecosystem trap 10,000 J of energy. According to the 10 per cent law, how much of this energy is available to the secondary consumers?",
      options: ["1000 J", "10 J", "100 J", "1 J"],
      correct: 2,
      explanation:
        "Lindeman's 10 per cent law states that only about 10% of the energy at one trophic level is transferred to the next. Primary consumers receive 10% of 10,000 J = 1,000 J, and secondary consumers receive 10% of 1,000 J = 100 J.",
      hi: {
        text: "किसी पारितंत्र के उत्पादक 10,000 J ऊर्जा ग्रहण करते हैं। 10 प्रतिशत नियम के अनुसार इस ऊर्जा में से कितनी ऊर्जा द्वितीयक उपभोक्ताओं को उपलब्ध होगी?",
        options: ["1000 J", "10 J", "100 J", "1 J"],
        explanation:
          "लिंडेमान के 10 प्रतिशत नियम के अनुसार एक पोषी स्तर की केवल लगभग 10% ऊर्जा अगले पोषी स्तर तक पहुँचती है। प्राथमिक उपभोक्ताओं को 10,000 J का 10% = 1,000 J और द्वितीयक उपभोक्ताओं को 1,000 J का 10% = 100 J मिलता है।",
      },
    },
    {
      key: "neet-bot-17",
      subject: "Botany",
      topic: "Ecosystem",
      difficulty: "medium",
      text: "The pyramid of biomass in a sea ecosystem is generally inverted. This is because",
      options: [
        "The producers have a very large standing biomass but reproduce slowly",
        "The standing biomass of fishes exceeds that of the phytoplankton at any given time",
        "Decomposers are absent in the sea",
        "Energy flow in the sea is bidirectional",
      ],
      correct: 1,
      explanation:
        "In the sea the producers are tiny phytoplankton with a small standing biomass but a very fast turnover, as they reproduce rapidly. The fishes that feed on them live longer and build up a larger standing biomass, so the pyramid of biomass is inverted. The pyramid of energy is nevertheless always upright, because energy flow is unidirectional.",
      hi: {
        text: "समुद्री पारितंत्र में जैवभार का पिरैमिड सामान्यतः उल्टा होता है। इसका कारण है",
        options: [
          "उत्पादकों का खड़ा जैवभार बहुत अधिक होता है पर वे धीरे जनन करते हैं",
          "किसी भी समय मछलियों का खड़ा जैवभार पादपप्लवकों से अधिक होता है",
          "समुद्र में अपघटक अनुपस्थित होते हैं",
          "समुद्र में ऊर्जा प्रवाह द्विदिशीय होता है",
        ],
        explanation:
          "समुद्र में उत्पादक सूक्ष्म पादपप्लवक हैं जिनका खड़ा जैवभार कम पर प्रतिस्थापन बहुत तेज़ होता है, क्योंकि वे तेज़ी से जनन करते हैं। उन्हें खाने वाली मछलियाँ अधिक समय तक जीवित रहकर अधिक खड़ा जैवभार बनाती हैं, अतः जैवभार का पिरैमिड उल्टा होता है। फिर भी ऊर्जा का पिरैमिड सदा सीधा रहता है, क्योंकि ऊर्जा प्रवाह एकदिशीय है।",
      },
    },

    // ───────────────────────────── Zoology ─────────────────────────────
    {
      key: "neet-zoo-01",
      subject: "Zoology",
      topic: "Animal Kingdom",
      difficulty: "easy",
      text: "Animals that are radially symmetrical and diploblastic, and that possess stinging cells called cnidoblasts, belong to the phylum",
      options: ["Porifera", "Ctenophora", "Cnidaria", "Platyhelminthes"],
      correct: 2,
      explanation:
        "Cnidarians (e.g., Hydra, Aurelia, Physalia) are radially symmetrical and diploblastic, and their tentacles carry cnidoblasts used for anchorage, defence and capturing prey. Ctenophores are also radial and diploblastic but have comb plates instead of cnidoblasts, sponges show only a cellular level of organisation, and flatworms are bilateral and triploblastic.",
      hi: {
        text: "अरीय सममिति वाले, द्विकोरिक तथा दंश कोशिकाओं (निडोब्लास्ट) से युक्त जंतु किस संघ से संबंधित हैं?",
        options: ["पोरीफेरा", "टीनोफोरा", "नीडेरिया", "प्लेटीहेल्मिंथीज़"],
        explanation:
          "नीडेरिया के जंतु (जैसे हाइड्रा, ऑरेलिया, फाइसेलिया) अरीय सममित और द्विकोरिक होते हैं, और उनके स्पर्शकों पर निडोब्लास्ट होते हैं जो स्थिरक, रक्षा और शिकार पकड़ने में काम आते हैं। टीनोफोर भी अरीय और द्विकोरिक होते हैं पर उनमें निडोब्लास्ट के स्थान पर कंकत पट्टिकाएँ होती हैं, स्पंजों में केवल कोशिकीय स्तर का संगठन होता है, और चपटे कृमि द्विपार्श्व सममित तथा त्रिकोरिक होते हैं।",
      },
    },
    {
      key: "neet-zoo-02",
      subject: "Zoology",
      topic: "Animal Kingdom",
      difficulty: "easy",
      text: "True metameric segmentation, in which the body is divided externally and internally into a series of repeated segments, is first seen in which phylum?",
      options: ["Mollusca", "Platyhelminthes", "Aschelminthes", "Annelida"],
      correct: 3,
      explanation:
        "Annelids such as the earthworm Pheretima show true metamerism: the body is divided into segments (metameres) both externally and internally. Flatworms and roundworms are unsegmented, and molluscs have an unsegmented body with a head, a muscular foot and a visceral hump.",
      hi: {
        text: "वास्तविक विखंडावस्था (मेटामेरिज़्म), जिसमें शरीर बाहर और भीतर दोहराए गए खंडों की श्रेणी में बँटा होता है, सबसे पहले किस संघ में दिखाई देती है?",
        options: ["मोलस्का", "प्लेटीहेल्मिंथीज़", "ऐस्केल्मिंथीज़", "ऐनेलिडा"],
        explanation:
          "फेरेटिमा (केंचुआ) जैसे ऐनेलिड वास्तविक विखंडावस्था दर्शाते हैं: शरीर बाहर और भीतर दोनों ओर खंडों (मेटामियर) में बँटा होता है। चपटे कृमि और गोल कृमि अखंडित होते हैं, और मोलस्क का शरीर अखंडित होता है जिसमें सिर, पेशीय पाद और अंतरंग ककुद होते हैं।",
      },
    },
    {
      key: "neet-zoo-03",
      subject: "Zoology",
      topic: "Breathing and Exchange of Gases",
      difficulty: "easy",
      text: "The volume of air inspired or expired during a normal, quiet breath (tidal volume) in a healthy adult human is about",
      options: ["1200 mL", "3000 mL", "2500 mL", "500 mL"],
      correct: 3,
      explanation:
        "Tidal volume is about 500 mL, so a healthy person at rest breathes roughly 6,000–8,000 mL of air per minute (500 mL × 12–16 breaths). By comparison, the inspiratory reserve volume is about 2,500–3,000 mL, the expiratory reserve volume about 1,000–1,100 mL and the residual volume about 1,100–1,200 mL.",
      hi: {
        text: "एक स्वस्थ वयस्क मनुष्य में सामान्य, शांत श्वास के दौरान अंतःश्वसित या निःश्वसित वायु का आयतन (ज्वारीय आयतन) लगभग होता है",
        options: ["1200 mL", "3000 mL", "2500 mL", "500 mL"],
        explanation:
          "ज्वारीय आयतन लगभग 500 mL होता है, अतः विश्राम अवस्था में एक स्वस्थ व्यक्ति प्रति मिनट लगभग 6,000–8,000 mL वायु लेता है (500 mL × 12–16 श्वास)। तुलना के लिए, अंतःश्वसन आरक्षित आयतन लगभग 2,500–3,000 mL, निःश्वसन आरक्षित आयतन लगभग 1,000–1,100 mL और अवशिष्ट आयतन लगभग 1,100–1,200 mL होता है।",
      },
    },
    {
      key: "neet-zoo-04",
      subject: "Zoology",
      topic: "Breathing and Exchange of Gases",
      difficulty: "easy",
      text: "The vital capacity of the human lungs is equal to",
      options: [
        "Tidal volume + residual volume",
        "Inspiratory reserve volume + tidal volume + expiratory reserve volume",
        "Expiratory reserve volume + residual volume",
        "Total lung capacity + residual volume",
      ],
      correct: 1,
      explanation:
        "Vital capacity is the maximum volume of air a person can breathe out after a forced inspiration, so it equals IRV + TV + ERV. It excludes the residual volume, which always remains in the lungs; adding RV to the vital capacity gives the total lung capacity. ERV + RV is the functional residual capacity.",
      hi: {
        text: "मानव फेफड़ों की जैव क्षमता (वाइटल कैपेसिटी) बराबर होती है",
        options: [
          "ज्वारीय आयतन + अवशिष्ट आयतन",
          "अंतःश्वसन आरक्षित आयतन + ज्वारीय आयतन + निःश्वसन आरक्षित आयतन",
          "निःश्वसन आरक्षित आयतन + अवशिष्ट आयतन",
          "फेफड़ों की कुल क्षमता + अवशिष्ट आयतन",
        ],
        explanation:
          "जैव क्षमता वायु का वह अधिकतम आयतन है जिसे व्यक्ति बलपूर्वक अंतःश्वसन के बाद बाहर निकाल सकता है, अतः यह IRV + TV + ERV के बराबर है। इसमें अवशिष्ट आयतन शामिल नहीं होता, जो सदा फेफड़ों में रहता है; जैव क्षमता में RV जोड़ने पर फेफड़ों की कुल क्षमता मिलती है। ERV + RV क्रियात्मक अवशिष्ट क्षमता है।",
      },
    },
    {
      key: "neet-zoo-05",
      subject: "Zoology",
      topic: "Breathing and Exchange of Gases",
      difficulty: "medium",
      text: "A person has a tidal volume of 500 mL, an inspiratory reserve volume of 2500 mL, an expiratory reserve volume of 1000 mL and a residual volume of 1200 mL. What is the functional residual capacity (FRC)?",
      options: ["3000 mL", "4000 mL", "2200 mL", "5200 mL"],
      correct: 2,
      explanation:
        "Functional residual capacity is the volume of air left in the lungs after a normal expiration, i.e. ERV + RV = 1000 + 1200 = 2200 mL. The other values are the inspiratory capacity (TV + IRV = 3000 mL), the vital capacity (IRV + TV + ERV = 4000 mL) and the total lung capacity (4000 + 1200 = 5200 mL).",
      hi: {
        text: "एक व्यक्ति का ज्वारीय आयतन 500 mL, अंतःश्वसन आरक्षित आयतन 2500 mL, निःश्वसन आरक्षित आयतन 1000 mL और अवशिष्ट आयतन 1200 mL है। क्रियात्मक अवशिष्ट क्षमता (FRC) क्या है?",
        options: ["3000 mL", "4000 mL", "2200 mL", "5200 mL"],
        explanation:
          "क्रियात्मक अवशिष्ट क्षमता सामान्य निःश्वसन के बाद फेफड़ों में शेष वायु का आयतन है, अर्थात ERV + RV = 1000 + 1200 = 2200 mL। अन्य मान अंतःश्वसन क्षमता (TV + IRV = 3000 mL), जैव क्षमता (IRV + TV + ERV = 4000 mL) और फेफड़ों की कुल क्षमता (4000 + 1200 = 5200 mL) हैं।",
      },
    },
    {
      key: "neet-zoo-06",
      subject: "Zoology",
      topic: "Body Fluids and Circulation",
      difficulty: "easy",
      text: "Which structure in the human heart initiates each heartbeat and is therefore called the pacemaker?",
      options: ["Purkinje fibres", "Atrio-ventricular (AV) node", "Bundle of His", "Sino-atrial (SA) node"],
      correct: 3,
      explanation:
        "The SA node, in the upper right corner of the right atrium, generates the largest number of action potentials (about 70–75 per minute) and so sets the rhythm of the heart. The impulse then passes to the AV node, the bundle of His and the Purkinje fibres, which carry it through the ventricles.",
      hi: {
        text: "मानव हृदय की कौन-सी संरचना प्रत्येक हृदय-स्पंदन को आरंभ करती है और इसलिए गति-प्रेरक (पेसमेकर) कहलाती है?",
        options: ["पुरकिंजे तंतु", "अलिंद-निलय पर्व (AV नोड)", "हिस का बंडल", "शिरा-अलिंद पर्व (SA नोड)"],
        explanation:
          "दाएँ अलिंद के ऊपरी दाएँ कोने में स्थित SA नोड सबसे अधिक संख्या में क्रिया विभव (लगभग 70–75 प्रति मिनट) उत्पन्न करता है और इस प्रकार हृदय की लय निर्धारित करता है। आवेग फिर AV नोड, हिस के बंडल और पुरकिंजे तंतुओं तक जाता है, जो उसे निलयों में फैलाते हैं।",
      },
    },
    {
      key: "neet-zoo-07",
      subject: "Zoology",
      topic: "Body Fluids and Circulation",
      difficulty: "easy",
      text: "In a healthy adult at rest, the stroke volume is 70 mL and the heart rate is 72 beats per minute. What is the cardiac output?",
      options: ["142 mL per minute", "72 mL per minute", "3600 mL per minute", "5040 mL per minute"],
      correct: 3,
      explanation:
        "Cardiac output = stroke volume × heart rate = 70 mL × 72 per minute = 5040 mL per minute. In other words, each ventricle pumps about 5 litres of blood every minute.",
      hi: {
        text: "विश्राम कर रहे एक स्वस्थ वयस्क में प्रवाह आयतन 70 mL और हृदय दर 72 स्पंदन प्रति मिनट है। हृद् निकास क्या है?",
        options: ["142 mL प्रति मिनट", "72 mL प्रति मिनट", "3600 mL प्रति मिनट", "5040 mL प्रति मिनट"],
        explanation:
          "हृद् निकास = प्रवाह आयतन × हृदय दर = 70 mL × 72 प्रति मिनट = 5040 mL प्रति मिनट। अर्थात प्रत्येक निलय हर मिनट लगभग 5 लीटर रुधिर पंप करता है।",
      },
    },
    {
      key: "neet-zoo-08",
      subject: "Zoology",
      topic: "Body Fluids and Circulation",
      difficulty: "medium",
      text: "A person with blood group AB is called a 'universal recipient' because",
      options: [
        "The red blood cells have neither antigen A nor antigen B",
        "The plasma has neither anti-A nor anti-B antibodies",
        "The plasma has both anti-A and anti-B antibodies",
        "The person is always Rh-negative",
      ],
      correct: 1,
      explanation:
        "The red cells of group AB carry both A and B antigens, so the plasma contains no anti-A or anti-B antibodies. Donated red cells of any ABO group are therefore not agglutinated by the recipient's plasma. Group O, whose red cells lack both antigens, is the universal donor.",
      hi: {
        text: "रुधिर वर्ग AB वाले व्यक्ति को 'सर्वआदाता' कहा जाता है, क्योंकि",
        options: [
          "लाल रुधिर कणिकाओं में न प्रतिजन A होता है न प्रतिजन B",
          "प्लाज़्मा में न एंटी-A प्रतिरक्षी होते हैं न एंटी-B",
          "प्लाज़्मा में एंटी-A और एंटी-B दोनों प्रतिरक्षी होते हैं",
          "व्यक्ति सदा Rh-ऋणात्मक होता है",
        ],
        explanation:
          "AB वर्ग की लाल कणिकाओं पर A और B दोनों प्रतिजन होते हैं, अतः प्लाज़्मा में एंटी-A या एंटी-B प्रतिरक्षी नहीं होते। इसलिए किसी भी ABO वर्ग की दान की गई लाल कणिकाएँ आदाता के प्लाज़्मा से समूहित नहीं होतीं। O वर्ग, जिसकी लाल कणिकाओं पर दोनों प्रतिजन नहीं होते, सर्वदाता है।",
      },
    },
    {
      key: "neet-zoo-09",
      subject: "Zoology",
      topic: "Excretory Products and their Elimination",
      difficulty: "easy",
      text: "The structural and functional unit of the human kidney is the",
      options: ["Neuron", "Alveolus", "Nephron", "Glomerulus"],
      correct: 2,
      explanation:
        "Each human kidney has about one million nephrons, and each nephron filters blood and forms urine. The glomerulus is only one part of a nephron (the capillary tuft of the renal corpuscle); the neuron is the unit of the nervous system and the alveolus is the unit of gas exchange in the lungs.",
      hi: {
        text: "मानव वृक्क की संरचनात्मक एवं क्रियात्मक इकाई है",
        options: ["न्यूरॉन", "कूपिका (एल्वियोलस)", "नेफ्रॉन", "ग्लोमेरुलस"],
        explanation:
          "प्रत्येक मानव वृक्क में लगभग दस लाख नेफ्रॉन होते हैं, और प्रत्येक नेफ्रॉन रक्त को छानकर मूत्र बनाता है। ग्लोमेरुलस नेफ्रॉन का केवल एक भाग (वृक्क कणिका का केशिका गुच्छ) है; न्यूरॉन तंत्रिका तंत्र की इकाई है और कूपिका फेफड़ों में गैस-विनिमय की इकाई है।",
      },
    },
    {
      key: "neet-zoo-10",
      subject: "Zoology",
      topic: "Excretory Products and their Elimination",
      difficulty: "medium",
      text: "Which part of the nephron is almost impermeable to water but allows the transport of electrolytes such as Na⁺ and Cl⁻?",
      options: [
        "Proximal convoluted tubule",
        "Descending limb of the loop of Henle",
        "Ascending limb of the loop of Henle",
        "Collecting duct in the presence of ADH",
      ],
      correct: 2,
      explanation:
        "The ascending limb of Henle's loop is impermeable to water but transports electrolytes actively or passively, so the filtrate becomes more dilute as it moves up. The descending limb is permeable to water but almost impermeable to electrolytes; this arrangement drives the counter-current mechanism that concentrates urine. The PCT and the collecting duct (with ADH) both reabsorb water.",
      hi: {
        text: "नेफ्रॉन का कौन-सा भाग जल के लिए लगभग अपारगम्य है परंतु Na⁺ और Cl⁻ जैसे विद्युत अपघट्यों के परिवहन की अनुमति देता है?",
        options: [
          "समीपस्थ संवलित नलिका",
          "हेनले लूप की अवरोही भुजा",
          "हेनले लूप की आरोही भुजा",
          "ADH की उपस्थिति में संग्राहक नलिका",
        ],
        explanation:
          "हेनले लूप की आरोही भुजा जल के लिए अपारगम्य है पर विद्युत अपघट्यों का सक्रिय या निष्क्रिय परिवहन करती है, अतः ऊपर बढ़ते हुए निस्यंद तनु होता जाता है। अवरोही भुजा जल के लिए पारगम्य पर विद्युत अपघट्यों के लिए लगभग अपारगम्य है; यही व्यवस्था मूत्र को सांद्र करने वाली प्रतिधारा क्रियाविधि चलाती है। PCT और (ADH के साथ) संग्राहक नलिका दोनों जल का पुनरवशोषण करती हैं।",
      },
    },
    {
      key: "neet-zoo-11",
      subject: "Zoology",
      topic: "Excretory Products and their Elimination",
      difficulty: "medium",
      text: "The glomerular filtration rate (GFR) of a healthy person is about 125 mL per minute. Roughly how much glomerular filtrate is formed in a day?",
      options: ["1.5 litres", "18 litres", "125 litres", "180 litres"],
      correct: 3,
      explanation:
        "Filtrate per day = 125 mL/min × 60 min/h × 24 h = 180,000 mL ≈ 180 litres. Since only about 1.5 litres of urine is passed each day, nearly 99% of the filtrate is reabsorbed by the renal tubules.",
      hi: {
        text: "एक स्वस्थ व्यक्ति की गुच्छीय निस्यंदन दर (GFR) लगभग 125 mL प्रति मिनट है। एक दिन में लगभग कितना गुच्छीय निस्यंद बनता है?",
        options: ["1.5 लीटर", "18 लीटर", "125 लीटर", "180 लीटर"],
        explanation:
          "प्रतिदिन निस्यंद = 125 mL/मिनट × 60 मिनट/घंटा × 24 घंटे = 180,000 mL ≈ 180 लीटर। चूँकि प्रतिदिन केवल लगभग 1.5 लीटर मूत्र त्यागा जाता है, निस्यंद का लगभग 99% वृक्क नलिकाओं द्वारा पुनरवशोषित होता है।",
      },
    },
    {
      key: "neet-zoo-12",
      subject: "Zoology",
      topic: "Neural Control and Coordination",
      difficulty: "easy",
      text: "Which part of the human brain regulates body temperature, hunger and thirst?",
      options: ["Hypothalamus", "Cerebellum", "Medulla oblongata", "Corpus callosum"],
      correct: 0,
      explanation:
        "The hypothalamus, at the base of the forebrain, contains centres that control body temperature and the urge to eat and drink, and it also secretes hypothalamic hormones. The cerebellum coordinates movement, the medulla controls breathing, heartbeat and gastric secretion, and the corpus callosum connects the two cerebral hemispheres.",
      hi: {
        text: "मानव मस्तिष्क का कौन-सा भाग शरीर के ताप, भूख और प्यास का नियमन करता है?",
        options: ["हाइपोथैलेमस", "अनुमस्तिष्क (सेरिबेलम)", "मेड्यूला ऑब्लांगेटा", "कॉर्पस कैलोसम"],
        explanation:
          "अग्रमस्तिष्क के आधार पर स्थित हाइपोथैलेमस में शरीर के ताप तथा खाने और पीने की इच्छा को नियंत्रित करने वाले केंद्र होते हैं, और यह हाइपोथैलेमिक हार्मोन भी स्रावित करता है। अनुमस्तिष्क गतियों का समन्वय करता है, मेड्यूला श्वसन, हृदय-स्पंदन और जठर स्राव को नियंत्रित करता है, तथा कॉर्पस कैलोसम दोनों प्रमस्तिष्क गोलार्धों को जोड़ता है।",
      },
    },
    {
      key: "neet-zoo-13",
      subject: "Zoology",
      topic: "Neural Control and Coordination",
      difficulty: "medium",
      text: "In a resting (unstimulated) neuron, the axonal membrane is",
      options: [
        "More permeable to Na⁺ than to K⁺, with the inside positive",
        "Equally permeable to Na⁺ and K⁺, with no potential difference",
        "More permeable to K⁺ than to Na⁺, with the inside negative",
        "Impermeable to both Na⁺ and K⁺",
      ],
      correct: 2,
      explanation:
        "At rest the axonal membrane is comparatively more permeable to K⁺ and nearly impermeable to Na⁺. The sodium-potassium pump moves 3 Na⁺ out for every 2 K⁺ brought in, so the outside becomes positive and the inside negative; this polarised state is the resting potential. A stimulus makes the membrane freely permeable to Na⁺, which reverses the polarity.",
      hi: {
        text: "विश्राम अवस्था (अउद्दीप्त) तंत्रिका कोशिका में तंत्रिकाक्ष झिल्ली",
        options: [
          "K⁺ की अपेक्षा Na⁺ के लिए अधिक पारगम्य होती है, भीतर धनात्मक",
          "Na⁺ और K⁺ के लिए समान पारगम्य होती है, कोई विभवांतर नहीं",
          "Na⁺ की अपेक्षा K⁺ के लिए अधिक पारगम्य होती है, भीतर ऋणात्मक",
          "Na⁺ और K⁺ दोनों के लिए अपारगम्य होती है",
        ],
        explanation:
          "विश्राम अवस्था में तंत्रिकाक्ष झिल्ली K⁺ के लिए अपेक्षाकृत अधिक पारगम्य और Na⁺ के लिए लगभग अपारगम्य होती है। सोडियम-पोटैशियम पंप प्रत्येक 2 K⁺ भीतर लाने पर 3 Na⁺ बाहर भेजता है, अतः बाहर धनात्मक और भीतर ऋणात्मक हो जाता है; यह ध्रुवित अवस्था विश्राम विभव है। उद्दीपन झिल्ली को Na⁺ के लिए मुक्त रूप से पारगम्य बना देता है, जिससे ध्रुवता उलट जाती है।",
      },
    },
    {
      key: "neet-zoo-14",
      subject: "Zoology",
      topic: "Human Reproduction",
      difficulty: "easy",
      text: "In humans, fertilisation normally takes place in the",
      options: ["Ampullary region of the fallopian tube", "Uterus", "Cervix", "Ovary"],
      correct: 0,
      explanation:
        "The ovum released from the ovary is collected by the fimbriae and passes into the fallopian tube. Fertilisation can occur only if the ovum and the sperms reach the ampullary region at the same time. The zygote then moves towards the uterus, where it implants as a blastocyst.",
      hi: {
        text: "मनुष्य में निषेचन सामान्यतः कहाँ होता है?",
        options: ["फैलोपियन नलिका (अंडवाहिनी) के तुंबिका क्षेत्र में", "गर्भाशय में", "ग्रीवा (सर्विक्स) में", "अंडाशय में"],
        explanation:
          "अंडाशय से मुक्त अंडाणु को झालर (फिंब्री) एकत्र कर अंडवाहिनी में पहुँचाती है। निषेचन तभी हो सकता है जब अंडाणु और शुक्राणु एक साथ तुंबिका क्षेत्र तक पहुँचें। इसके बाद युग्मनज गर्भाशय की ओर बढ़ता है, जहाँ वह ब्लास्टोसिस्ट के रूप में अंतर्रोपित होता है।",
      },
    },
    {
      key: "neet-zoo-15",
      subject: "Zoology",
      topic: "Human Reproduction",
      difficulty: "medium",
      text: "How many sperms are formed from 25 primary spermatocytes, and how many ova from 25 primary oocytes?",
      options: [
        "25 sperms and 100 ova",
        "50 sperms and 50 ova",
        "100 sperms and 100 ova",
        "100 sperms and 25 ova",
      ],
      correct: 3,
      explanation:
        "Meiosis of each primary spermatocyte gives four spermatids, which mature into four sperms: 25 × 4 = 100 sperms. Meiosis of each primary oocyte gives only one ovum, the other products being polar bodies that degenerate: 25 × 1 = 25 ova.",
      hi: {
        text: "25 प्राथमिक शुक्राणुकोशिकाओं से कितने शुक्राणु बनते हैं, और 25 प्राथमिक अंडकोशिकाओं से कितने अंडाणु?",
        options: [
          "25 शुक्राणु और 100 अंडाणु",
          "50 शुक्राणु और 50 अंडाणु",
          "100 शुक्राणु और 100 अंडाणु",
          "100 शुक्राणु और 25 अंडाणु",
        ],
        explanation:
          "प्रत्येक प्राथमिक शुक्राणुकोशिका के अर्धसूत्री विभाजन से चार शुक्राणुप्रसू बनते हैं, जो चार शुक्राणुओं में परिपक्व होते हैं: 25 × 4 = 100 शुक्राणु। प्रत्येक प्राथमिक अंडकोशिका के अर्धसूत्री विभाजन से केवल एक अंडाणु बनता है, शेष उत्पाद ध्रुवीय पिंड होते हैं जो नष्ट हो जाते हैं: 25 × 1 = 25 अंडाणु।",
      },
    },
    {
      key: "neet-zoo-16",
      subject: "Zoology",
      topic: "Human Health and Disease",
      difficulty: "easy",
      text: "The Widal test is used to confirm which disease?",
      options: ["Malaria", "Typhoid", "Tuberculosis", "AIDS"],
      correct: 1,
      explanation:
        "Typhoid, caused by the bacterium Salmonella typhi, is confirmed by the Widal test, which detects antibodies against the bacterium in the patient's serum. AIDS is commonly diagnosed by ELISA, malaria by examining a blood smear for the parasite and tuberculosis by sputum tests.",
      hi: {
        text: "वाइडल परीक्षण किस रोग की पुष्टि के लिए किया जाता है?",
        options: ["मलेरिया", "टाइफॉइड (मियादी बुखार)", "क्षयरोग (टीबी)", "एड्स"],
        explanation:
          "टाइफॉइड, जो साल्मोनेला टाइफी जीवाणु से होता है, की पुष्टि वाइडल परीक्षण से होती है, जो रोगी के सीरम में इस जीवाणु के विरुद्ध प्रतिरक्षियों (एंटीबॉडी) का पता लगाता है। एड्स का निदान सामान्यतः ELISA से, मलेरिया का रक्त-पट्टिका में परजीवी की जाँच से और क्षयरोग का बलगम (स्पुटम) की जाँच से किया जाता है।",
      },
    },
    {
      key: "neet-zoo-17",
      subject: "Zoology",
      topic: "Human Health and Disease",
      difficulty: "easy",
      text: "HIV, the virus that causes AIDS, mainly infects and destroys which cells of the immune system?",
      options: ["Helper T-lymphocytes", "Red blood cells", "B-lymphocytes", "Platelets"],
      correct: 0,
      explanation:
        "After entering the body, HIV first multiplies in macrophages and then attacks helper T-lymphocytes (TH cells, which carry CD4). The steady fall in the number of helper T cells weakens the whole immune response, so the patient suffers from opportunistic infections.",
      hi: {
        text: "एड्स उत्पन्न करने वाला विषाणु HIV मुख्यतः प्रतिरक्षा तंत्र की किन कोशिकाओं को संक्रमित और नष्ट करता है?",
        options: ["सहायक T-लसीकाणु", "लाल रुधिर कणिकाएँ", "B-लसीकाणु", "पट्टिकाणु (प्लेटलेट्स)"],
        explanation:
          "शरीर में प्रवेश के बाद HIV पहले बृहत्भक्षकाणुओं (मैक्रोफेज) में गुणन करता है और फिर सहायक T-लसीकाणुओं (TH कोशिकाएँ, जिन पर CD4 होता है) पर आक्रमण करता है। सहायक T कोशिकाओं की संख्या लगातार घटने से पूरी प्रतिरक्षा अनुक्रिया दुर्बल हो जाती है, अतः रोगी अवसरवादी संक्रमणों से ग्रस्त होता है।",
      },
    },
    {
      key: "neet-zoo-18",
      subject: "Zoology",
      topic: "Evolution",
      difficulty: "medium",
      text: "In a population in Hardy–Weinberg equilibrium, 16% of the individuals show a recessive trait (aa). What is the frequency of heterozygous carriers (Aa)?",
      options: ["0.16", "0.24", "0.36", "0.48"],
      correct: 3,
      explanation:
        "The frequency of aa is q² = 0.16, so q = 0.4 and p = 1 − 0.4 = 0.6. The frequency of heterozygotes is 2pq = 2 × 0.6 × 0.4 = 0.48, i.e. 48% of the population. (0.36 is p², the frequency of AA.)",
      hi: {
        text: "हार्डी-वीनबर्ग साम्य वाली एक समष्टि में 16% सदस्य एक अप्रभावी लक्षण (aa) दर्शाते हैं। विषमयुग्मजी वाहकों (Aa) की आवृत्ति क्या है?",
        options: ["0.16", "0.24", "0.36", "0.48"],
        explanation:
          "aa की आवृत्ति q² = 0.16 है, अतः q = 0.4 और p = 1 − 0.4 = 0.6। विषमयुग्मजियों की आवृत्ति 2pq = 2 × 0.6 × 0.4 = 0.48 है, अर्थात समष्टि का 48%। (0.36, p² अर्थात AA की आवृत्ति है।)",
      },
    },
  ],

  quizzes: [
    {
      key: "neet-practice-physics",
      kind: "practice",
      title: "NEET Physics Practice: Mechanics to Thermodynamics",
      description:
        "Ten NEET-style Physics questions on motion, gravitation, thermodynamics and circuits, from quick formula checks to a tricky distance-versus-displacement problem. Each answer comes with a worked solution.",
      difficulty: "easy",
      timeLimitMinutes: 12,
      questionKeys: [
        "neet-phy-01",
        "neet-phy-02",
        "neet-phy-03",
        "neet-phy-04",
        "neet-phy-07",
        "neet-phy-09",
        "neet-phy-11",
        "neet-phy-12",
        "neet-phy-14",
        "neet-phy-16",
      ],
    },
    {
      key: "neet-practice-chemistry",
      kind: "practice",
      title: "NEET Chemistry Practice: Moles, Atoms, Bonds and pH",
      description:
        "Ten Physical and Inorganic Chemistry questions in the NEET pattern: mole concept, atomic structure, chemical bonding, pH and kinetics. Practise the quick calculations that decide your Chemistry score.",
      difficulty: "easy",
      timeLimitMinutes: 12,
      questionKeys: [
        "neet-chem-01",
        "neet-chem-02",
        "neet-chem-03",
        "neet-chem-05",
        "neet-chem-06",
        "neet-chem-07",
        "neet-chem-09",
        "neet-chem-10",
        "neet-chem-13",
        "neet-chem-15",
      ],
    },
    {
      key: "neet-practice-botany",
      kind: "practice",
      title: "NEET Botany Practice: Cells, Plants and Photosynthesis",
      description:
        "Ten NCERT-based Botany questions on the cell, the plant kingdom, plant morphology, photosynthesis and Mendelian genetics, with explanations that point out the common traps.",
      difficulty: "easy",
      timeLimitMinutes: 10,
      questionKeys: [
        "neet-bot-01",
        "neet-bot-02",
        "neet-bot-03",
        "neet-bot-04",
        "neet-bot-05",
        "neet-bot-06",
        "neet-bot-09",
        "neet-bot-10",
        "neet-bot-12",
        "neet-bot-13",
      ],
    },
    {
      key: "neet-practice-zoology",
      kind: "practice",
      title: "NEET Zoology Practice: Animal Diversity and Human Physiology",
      description:
        "Ten NCERT-based Zoology questions covering animal classification, breathing, circulation, excretion, the nervous system and human reproduction.",
      difficulty: "easy",
      timeLimitMinutes: 10,
      questionKeys: [
        "neet-zoo-01",
        "neet-zoo-02",
        "neet-zoo-03",
        "neet-zoo-04",
        "neet-zoo-06",
        "neet-zoo-08",
        "neet-zoo-09",
        "neet-zoo-10",
        "neet-zoo-12",
        "neet-zoo-14",
      ],
    },
    {
      key: "neet-practice-numericals",
      kind: "practice",
      title: "NEET Numericals Challenge: All Four Subjects",
      description:
        "Ten harder calculation-based questions from Physics, Chemistry, Botany and Zoology — vertical circles, lenses, de Broglie waves, solubility product, electrolysis, activation energy, genetics probability and lung volumes. Good practice for speed and accuracy.",
      difficulty: "medium",
      timeLimitMinutes: 15,
      questionKeys: [
        "neet-phy-08",
        "neet-phy-15",
        "neet-phy-18",
        "neet-chem-11",
        "neet-chem-14",
        "neet-chem-16",
        "neet-bot-14",
        "neet-zoo-05",
        "neet-zoo-11",
        "neet-zoo-18",
      ],
    },
    {
      // replaces "neet-mock-01", whose time was scaled from the 200-minute paper before 2025
      key: "neet-mock-2025-01",
      kind: "mock",
      title: "NEET UG Mini Mock Test 1 (2025 pattern)",
      description:
        "A 24-question mock in the NEET (UG) 2025 pattern: Physics, Chemistry, Botany and Zoology in paper order, 6 questions each, every question compulsory, with +4 for a correct answer and −1 for a wrong one. The time is the real paper's 180 minutes for 180 questions, scaled to 24, and you can move freely between subjects.",
      difficulty: "medium",
      timeLimitMinutes: 24,
      sections: [
        {
          name: "Physics",
          questionKeys: [
            "neet-phy-05",
            "neet-phy-06",
            "neet-phy-08",
            "neet-phy-10",
            "neet-phy-15",
            "neet-phy-17",
          ],
        },
        {
          name: "Chemistry",
          questionKeys: [
            "neet-chem-04",
            "neet-chem-08",
            "neet-chem-12",
            "neet-chem-14",
            "neet-chem-17",
            "neet-chem-18",
          ],
        },
        {
          name: "Botany",
          questionKeys: [
            "neet-bot-07",
            "neet-bot-08",
            "neet-bot-11",
            "neet-bot-15",
            "neet-bot-16",
            "neet-bot-17",
          ],
        },
        {
          name: "Zoology",
          questionKeys: [
            "neet-zoo-05",
            "neet-zoo-07",
            "neet-zoo-11",
            "neet-zoo-13",
            "neet-zoo-16",
            "neet-zoo-17",
          ],
        },
      ],
    },
    {
      key: "neet-mock-easy-2025-01",
      kind: "mock",
      title: "NEET UG Mini Mock Test 2: warm-up (2025 pattern)",
      description:
        "A 24-question warm-up mock in the NEET (UG) 2025 pattern, built from single-concept NCERT questions: Physics, Chemistry, Botany and Zoology, 6 each, +4 for a correct answer and −1 for a wrong one, in the real paper's time scaled to 24 questions. Take it before the full-length papers.",
      difficulty: "easy",
      timeLimitMinutes: 24,
      sections: [
        {
          name: "Physics",
          questionKeys: [
            "neet-phy-01",
            "neet-phy-02",
            "neet-phy-04",
            "neet-phy-09",
            "neet-phy-11",
            "neet-phy-13",
          ],
        },
        {
          name: "Chemistry",
          questionKeys: [
            "neet-chem-01",
            "neet-chem-02",
            "neet-chem-03",
            "neet-chem-06",
            "neet-chem-09",
            "neet-chem-10",
          ],
        },
        {
          name: "Botany",
          questionKeys: [
            "neet-bot-01",
            "neet-bot-02",
            "neet-bot-03",
            "neet-bot-05",
            "neet-bot-06",
            "neet-bot-09",
          ],
        },
        {
          name: "Zoology",
          questionKeys: [
            "neet-zoo-01",
            "neet-zoo-02",
            "neet-zoo-03",
            "neet-zoo-04",
            "neet-zoo-06",
            "neet-zoo-09",
          ],
        },
      ],
    },
    {
      key: "neet-past-2024-sample",
      kind: "past_paper",
      title: "NEET UG 2024 Sample Paper (original questions in the 2024 pattern)",
      description:
        "A 20-question sample set styled on the NEET (UG) 2024 paper: Physics, Chemistry, Botany and Zoology in paper order, 5 questions each, +4/−1 marking and time scaled from that year's 200-minute paper (from 2025 the paper is 180 questions in 180 minutes, with no optional section). All questions are original Abhyas questions, not taken from the actual 2024 paper.",
      difficulty: "easy",
      timeLimitMinutes: 22,
      year: 2024,
      isSample: true,
      sections: [
        {
          name: "Physics",
          questionKeys: ["neet-phy-01", "neet-phy-03", "neet-phy-09", "neet-phy-12", "neet-phy-14"],
        },
        {
          name: "Chemistry",
          questionKeys: ["neet-chem-01", "neet-chem-05", "neet-chem-09", "neet-chem-10", "neet-chem-15"],
        },
        {
          name: "Botany",
          questionKeys: ["neet-bot-01", "neet-bot-04", "neet-bot-12", "neet-bot-13", "neet-bot-14"],
        },
        {
          name: "Zoology",
          questionKeys: ["neet-zoo-01", "neet-zoo-04", "neet-zoo-12", "neet-zoo-15", "neet-zoo-18"],
        },
      ],
    },
  ],
  retiredQuizKeys: ["neet-mock-01"],
};

export const neet: ExamContent = withPapers(neetBase, [neetPaper1, neetPaper2]);
