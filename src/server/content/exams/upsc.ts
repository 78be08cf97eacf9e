import { withPapers } from "~/server/content/papers";
import type { ExamContent } from "~/server/content/types";
import { CSAT_SUBJECT, CSAT_TOPICS, csatMock, csatQuestions } from "./upsc-csat";
import { upscCsatPapers } from "./upsc-papers/csat";
import { upscGsPapers } from "./upsc-papers/general-studies";

/**
 * UPSC Civil Services Examination: exam facts, syllabus topics, original
 * practice questions (in the style of Prelims General Studies Paper I) and quizzes.
 * All questions are written for Abhyas; none is copied from a past paper or a publisher.
 */

const SUBJECTS = [
  "History",
  "Polity",
  "Geography",
  "Economy",
  "Environment",
  "Science and Technology",
  "Current affairs",
];

const upscBase: ExamContent = {
  exam: {
    key: "upsc",
    name: "UPSC",
    fullName: "UPSC Civil Services Examination",
    description:
      "The Civil Services Examination (CSE), conducted every year by the Union Public Service Commission, recruits officers for the IAS, IPS, IFS and other Group A and Group B central services. It is held in three stages — an objective Preliminary Examination, a descriptive Main Examination and a Personality Test — and tests general studies, analytical ability and writing across history, polity, geography, economy, environment, science and current affairs.",
    ageLimit:
      "21 to 32 years as on 1 August of the examination year for the General/EWS category; upper age relaxed by 3 years for OBC, 5 years for SC/ST and 10 years for PwBD candidates (plus other notified relaxations).",
    duration:
      "Prelims: 2 objective papers of 2 hours each (GS Paper I and CSAT) on one day; Mains: 9 descriptive papers of 3 hours each over several days; followed by the Personality Test.",
    totalMarks: "2025",
    attempts: "6",
    patternText:
      "Stage 1, Preliminary (screening): GS Paper I (100 questions, 200 marks, 2 hours) and CSAT Paper II (80 questions, 200 marks, 2 hours, qualifying at 33%); one-third of the marks of a question are deducted for each wrong answer. Stage 2, Main: two qualifying language papers (Indian language and English, 300 marks each) and seven merit papers — Essay, GS I-IV and two Optional papers, 250 marks each (1750). Stage 3: Personality Test of 275 marks. Final merit = Mains written (1750) + Personality Test (275) = 2025.",
    pattern: {
      year: 2025,
      notice: "Civil Services (Preliminary) Examination 2025 notice, Union Public Service Commission",
      noticeHi: "सिविल सेवा (प्रारंभिक) परीक्षा 2025 की सूचना, संघ लोक सेवा आयोग",
      source: "upsc.gov.in; check the year's notice",
      sourceHi: "upsc.gov.in; उस वर्ष की सूचना देखें",
    },
    subjects: SUBJECTS,
    keyFeatures: [
      "Three-stage selection: Preliminary, Main and Personality Test (interview)",
      "Prelims marks only screen candidates for the Mains; the final merit list uses Mains + interview marks (2025)",
      "Negative marking in Prelims: one-third of the marks of a question (2/3 mark in GS Paper I) for every wrong answer",
      "CSAT (Prelims Paper II) is qualifying: at least 33% is needed for GS Paper I to be evaluated",
      "Mains has an optional subject (two papers) chosen from the list notified by UPSC, including literature of many Indian languages",
      "Mains and interview can be taken in English or any language of the Eighth Schedule",
    ],
    eligibility:
      "A bachelor's degree from a recognised university (candidates in the final year may sit the Prelims but must show proof of passing when applying for the Mains). For the IAS, IPS and IFS the candidate must be a citizen of India; for other services certain other categories notified by the Government are also eligible. Attempts: 6 for General/EWS, 9 for OBC and PwBD (General/EWS/OBC), and unlimited for SC/ST up to the age limit.",
    selectionCriteria: [
      "Preliminary Examination: GS Paper I (200 marks) decides the cut-off for the Mains, provided the candidate scores at least 33% in the qualifying CSAT Paper II",
      "Main Examination: 9 descriptive papers; two language papers are qualifying (25% each) and the 1750 marks of Essay, GS I-IV and the two Optional papers count for merit",
      "Personality Test (interview) of 275 marks before a UPSC Board",
      "Final merit list on Mains written marks + Personality Test = 2025, followed by service allocation according to rank and preference",
    ],
    // the facts above in Hindi, for learners who use the app in Hindi
    factsHi: {
      fullName: "UPSC सिविल सेवा परीक्षा",
      description:
        "संघ लोक सेवा आयोग द्वारा हर वर्ष आयोजित सिविल सेवा परीक्षा (CSE) से IAS, IPS, IFS तथा अन्य समूह 'क' और समूह 'ख' केंद्रीय सेवाओं के अधिकारियों की भर्ती होती है। यह तीन चरणों में होती है — वस्तुनिष्ठ प्रारंभिक परीक्षा, वर्णनात्मक मुख्य परीक्षा और व्यक्तित्व परीक्षण — और इतिहास, राजव्यवस्था, भूगोल, अर्थव्यवस्था, पर्यावरण, विज्ञान और समसामयिक घटनाओं में सामान्य अध्ययन, विश्लेषण क्षमता और लेखन की परख करती है।",
      ageLimit:
        "सामान्य/EWS वर्ग के लिए परीक्षा वर्ष की 1 अगस्त को 21 से 32 वर्ष; ऊपरी आयु सीमा में OBC के लिए 3 वर्ष, SC/ST के लिए 5 वर्ष और PwBD अभ्यर्थियों के लिए 10 वर्ष की छूट (तथा अधिसूचित अन्य छूटें)।",
      duration:
        "प्रारंभिक परीक्षा: एक ही दिन 2-2 घंटे के 2 वस्तुनिष्ठ प्रश्न पत्र (सामान्य अध्ययन प्रश्न पत्र I और CSAT); मुख्य परीक्षा: कई दिनों में 3-3 घंटे के 9 वर्णनात्मक प्रश्न पत्र; इसके बाद व्यक्तित्व परीक्षण।",
      totalMarks: "2025 अंक",
      attempts: "6 प्रयास",
      pattern:
        "चरण 1, प्रारंभिक परीक्षा (छँटनी के लिए): सामान्य अध्ययन प्रश्न पत्र I (100 प्रश्न, 200 अंक, 2 घंटे) और CSAT प्रश्न पत्र II (80 प्रश्न, 200 अंक, 2 घंटे, 33% पर अर्हक); हर गलत उत्तर पर उस प्रश्न के अंकों का एक-तिहाई काटा जाता है। चरण 2, मुख्य परीक्षा: भाषा के दो अर्हक प्रश्न पत्र (एक भारतीय भाषा और अंग्रेज़ी, 300-300 अंक) और योग्यता में गिने जाने वाले सात प्रश्न पत्र — निबंध, सामान्य अध्ययन I-IV और वैकल्पिक विषय के दो प्रश्न पत्र, 250-250 अंक (1750)। चरण 3: 275 अंकों का व्यक्तित्व परीक्षण। अंतिम योग्यता = मुख्य परीक्षा के लिखित अंक (1750) + व्यक्तित्व परीक्षण (275) = 2025।",
      subjects: [
        "इतिहास",
        "राजव्यवस्था",
        "भूगोल",
        "अर्थव्यवस्था",
        "पर्यावरण",
        "विज्ञान एवं प्रौद्योगिकी",
        "समसामयिक घटनाएँ",
      ],
      keyFeatures: [
        "तीन चरणों में चयन: प्रारंभिक परीक्षा, मुख्य परीक्षा और व्यक्तित्व परीक्षण (साक्षात्कार)",
        "प्रारंभिक परीक्षा के अंक केवल मुख्य परीक्षा के लिए अभ्यर्थियों की छँटनी करते हैं; अंतिम योग्यता सूची मुख्य परीक्षा + साक्षात्कार के अंकों (2025) पर बनती है",
        "प्रारंभिक परीक्षा में नकारात्मक अंकन: हर गलत उत्तर पर प्रश्न के अंकों का एक-तिहाई (सामान्य अध्ययन प्रश्न पत्र I में 2/3 अंक)",
        "CSAT (प्रारंभिक परीक्षा का प्रश्न पत्र II) अर्हक है: सामान्य अध्ययन प्रश्न पत्र I का मूल्यांकन तभी होता है जब इसमें कम से कम 33% अंक हों",
        "मुख्य परीक्षा में एक वैकल्पिक विषय (दो प्रश्न पत्र) होता है, जो UPSC द्वारा अधिसूचित सूची से चुना जाता है; इस सूची में कई भारतीय भाषाओं का साहित्य भी है",
        "मुख्य परीक्षा और साक्षात्कार अंग्रेज़ी या आठवीं अनुसूची की किसी भी भाषा में दिए जा सकते हैं",
      ],
      eligibility:
        "किसी मान्यता प्राप्त विश्वविद्यालय से स्नातक डिग्री (अंतिम वर्ष के अभ्यर्थी प्रारंभिक परीक्षा दे सकते हैं, पर मुख्य परीक्षा के लिए आवेदन करते समय उन्हें उत्तीर्ण होने का प्रमाण देना होगा)। IAS, IPS और IFS के लिए अभ्यर्थी का भारत का नागरिक होना आवश्यक है; अन्य सेवाओं के लिए सरकार द्वारा अधिसूचित कुछ अन्य श्रेणियाँ भी पात्र हैं। प्रयास: सामान्य/EWS के लिए 6, OBC और PwBD (सामान्य/EWS/OBC) के लिए 9, और SC/ST के लिए आयु सीमा तक असीमित।",
      selectionCriteria: [
        "प्रारंभिक परीक्षा: सामान्य अध्ययन प्रश्न पत्र I (200 अंक) से मुख्य परीक्षा का कट-ऑफ़ तय होता है, बशर्ते अभ्यर्थी अर्हक CSAT प्रश्न पत्र II में कम से कम 33% अंक लाए",
        "मुख्य परीक्षा: 9 वर्णनात्मक प्रश्न पत्र; भाषा के दो प्रश्न पत्र अर्हक हैं (प्रत्येक में 25%) और निबंध, सामान्य अध्ययन I-IV तथा वैकल्पिक विषय के दो प्रश्न पत्रों के 1750 अंक योग्यता में गिने जाते हैं",
        "UPSC के बोर्ड के समक्ष 275 अंकों का व्यक्तित्व परीक्षण (साक्षात्कार)",
        "मुख्य परीक्षा के लिखित अंक + व्यक्तित्व परीक्षण = 2025 पर अंतिम योग्यता सूची, इसके बाद रैंक और वरीयता के अनुसार सेवा आवंटन",
      ],
      markingPaper: "सिविल सेवा प्रारंभिक परीक्षा, सामान्य अध्ययन प्रश्न पत्र I",
    },
    marking: {
      correct: 2,
      wrong: -2 / 3,
      paper: "Civil Services Preliminary Examination, General Studies Paper I",
    },
    // GS Paper I marks of the last candidate called to the Mains (UPSC publishes them with the final
    // result, so the newest is the cycle before); CSAT is qualifying, with its own mock and marking
    cutoffs: {
      year: 2025,
      category: "General",
      source:
        "UPSC, Civil Services (Preliminary) Examination 2025: cut-off marks of General Studies Paper I, published with the final result on 9 March 2026, upsc.gov.in; as reported by indianexpress.com and freepressjournal.in",
      sourceHi:
        "UPSC, Civil Services (Preliminary) Examination 2025: सामान्य अध्ययन प्रश्न पत्र I के कट-ऑफ़ अंक, 9 मार्च 2026 को अंतिम परिणाम के साथ प्रकाशित, upsc.gov.in; indianexpress.com और freepressjournal.in के अनुसार",
      maxMarks: 200,
      overall: 92.66,
      qualifyingPaper: {
        percent: 33,
        year: 2025,
        source:
          "UPSC, Civil Services (Preliminary) Examination 2025: General Studies Paper II (CSAT) is qualifying at a minimum of 33% of its marks, restated with the cut-off marks on 9 March 2026, upsc.gov.in; as reported by indianexpress.com",
        sourceHi:
          "UPSC, Civil Services (Preliminary) Examination 2025: सामान्य अध्ययन प्रश्न पत्र II (CSAT) अर्हक है, न्यूनतम 33% अंकों पर; 9 मार्च 2026 को कट-ऑफ़ अंकों के साथ दोहराया गया, upsc.gov.in; indianexpress.com के अनुसार",
      },
    },
    sections: [{ name: "General Studies Paper I", nameHi: "सामान्य अध्ययन प्रश्न पत्र I", subjects: SUBJECTS }],
    testInterface: "omr",
    officialPaper: { minutes: 120, questions: 100 },
  },

  topics: {
    History: ["Ancient India", "Medieval India", "Art and Culture", "Modern India", "Freedom Struggle"],
    Polity: [
      "Constitution and its Making",
      "Fundamental Rights",
      "Directive Principles",
      "Parliament",
      "Executive",
      "Judiciary",
      "Local Government",
      "Constitutional and Statutory Bodies",
    ],
    Geography: [
      "Physical Geography",
      "Indian Physiography",
      "Rivers and Drainage",
      "Climate and Monsoon",
      "World Geography",
      "Soils and Resources",
    ],
    Economy: [
      "National Income and Growth",
      "Money and Banking",
      "Fiscal Policy and Budget",
      "Inflation",
      "External Sector",
      "Agriculture",
    ],
    Environment: [
      "Ecology and Ecosystems",
      "Biodiversity and Conservation",
      "Protected Areas",
      "Climate Change",
      "Environmental Laws and Institutions",
      "International Conventions",
    ],
    "Science and Technology": [
      "Space Technology",
      "Biotechnology and Health",
      "Physics in Everyday Life",
      "Information and Communication Technology",
      "Defence and Nuclear Technology",
      "Basic Biology",
    ],
    "Current affairs": [
      "Space Missions",
      "International Relations and Summits",
      "Laws and Constitutional Amendments",
      "Sports",
      "Economy and Schemes",
    ],
    [CSAT_SUBJECT]: CSAT_TOPICS,
  },

  questions: [
    // ───────────────────────────── History ─────────────────────────────
    {
      key: "upsc-hist-01",
      subject: "History",
      topic: "Ancient India",
      difficulty: "easy",
      source: "NCERT Themes in Indian History Part I Class 12, Ch. 1 Bricks, Beads and Bones",
      text: "Which one of the following Harappan sites is best known for a large brick-lined basin interpreted as a dockyard?",
      options: ["Kalibangan", "Harappa", "Lothal", "Dholavira"],
      correct: 2,
      explanation:
        "Lothal, in present-day Gujarat near the Gulf of Khambhat, has a large brick basin connected to a river channel that archaeologists interpret as a dockyard, showing the Harappans' maritime trade. Kalibangan is known for a ploughed field and fire altars, Harappa for its granaries and Dholavira for its elaborate water reservoirs.",
      hi: {
        text: "निम्नलिखित में से कौन-सा हड़प्पाई स्थल ईंटों से बने एक बड़े बेसिन के लिए सर्वाधिक जाना जाता है, जिसे गोदीबाड़ा (डॉकयार्ड) माना जाता है?",
        options: ["कालीबंगा", "हड़प्पा", "लोथल", "धोलावीरा"],
        explanation:
          "वर्तमान गुजरात में खंभात की खाड़ी के निकट स्थित लोथल में नदी की धारा से जुड़ा ईंटों का एक बड़ा बेसिन मिला है, जिसे पुरातत्वविद गोदीबाड़ा मानते हैं; यह हड़प्पावासियों के समुद्री व्यापार को दर्शाता है। कालीबंगा जुते हुए खेत और अग्नि-वेदियों के लिए, हड़प्पा अन्नागारों के लिए और धोलावीरा अपने विस्तृत जलाशयों के लिए जाना जाता है।",
      },
    },
    {
      key: "upsc-hist-02",
      subject: "History",
      topic: "Ancient India",
      difficulty: "easy",
      source: "Rigveda, Mandala III, Hymn 62, verse 10",
      text: "The Gayatri Mantra, addressed to the solar deity Savitr, is found in which of the following texts?",
      options: ["Rigveda", "Samaveda", "Yajurveda", "Atharvaveda"],
      correct: 0,
      explanation:
        "The Gayatri Mantra occurs in the third mandala of the Rigveda (hymn 62, verse 10), a mandala traditionally associated with the sage Vishvamitra. The Rigveda is the oldest of the four Vedas; the Samaveda largely re-arranges Rigvedic verses for chanting, but the mantra's source is the Rigveda.",
      hi: {
        text: "सौर देवता सवितृ को संबोधित गायत्री मंत्र निम्नलिखित में से किस ग्रंथ में मिलता है?",
        options: ["ऋग्वेद", "सामवेद", "यजुर्वेद", "अथर्ववेद"],
        explanation:
          "गायत्री मंत्र ऋग्वेद के तीसरे मंडल (सूक्त 62, मंत्र 10) में आता है, जो परंपरागत रूप से ऋषि विश्वामित्र से जुड़ा मंडल है। ऋग्वेद चारों वेदों में सबसे प्राचीन है; सामवेद मुख्यतः गायन के लिए ऋग्वैदिक मंत्रों को पुनर्व्यवस्थित करता है, परंतु इस मंत्र का मूल स्रोत ऋग्वेद ही है।",
      },
    },
    {
      key: "upsc-hist-03",
      subject: "History",
      topic: "Ancient India",
      difficulty: "medium",
      source: "NCERT Themes in Indian History Part I Class 12, Ch. 2 Kings, Farmers and Towns",
      format: "statements",
      text: "Consider the following statements about the inscriptions of Ashoka:\n1. Most of them are in the Prakrit language written in the Brahmi script.\n2. Some inscriptions in the north-western part of the subcontinent are written in the Kharosthi script.\n3. Major Rock Edict XIII records Ashoka's remorse after the Kalinga war.\nWhich of the statements given above is/are correct?",
      options: ["1 and 2 only", "2 and 3 only", "1 and 3 only", "1, 2 and 3"],
      correct: 3,
      explanation:
        "Ashoka's edicts are mostly in Prakrit in the Brahmi script, so statement 1 is correct. In the north-west (Shahbazgarhi and Mansehra) the Kharosthi script was used, and near Kandahar there are even Greek and Aramaic versions, so statement 2 is correct. Major Rock Edict XIII describes the suffering caused by the conquest of Kalinga and Ashoka's repentance, so statement 3 is also correct.",
      hi: {
        text: "अशोक के अभिलेखों के संबंध में निम्नलिखित कथनों पर विचार कीजिए:\n1. इनमें से अधिकांश प्राकृत भाषा में ब्राह्मी लिपि में लिखे गए हैं।\n2. उपमहाद्वीप के उत्तर-पश्चिमी भाग के कुछ अभिलेख खरोष्ठी लिपि में लिखे गए हैं।\n3. बृहद् शिलालेख XIII में कलिंग युद्ध के बाद अशोक के पश्चाताप का वर्णन है।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 1 और 2", "केवल 2 और 3", "केवल 1 और 3", "1, 2 और 3"],
        explanation:
          "अशोक के अधिकांश अभिलेख प्राकृत भाषा और ब्राह्मी लिपि में हैं, अतः कथन 1 सही है। उत्तर-पश्चिम (शाहबाजगढ़ी और मानसेहरा) में खरोष्ठी लिपि का प्रयोग हुआ और कंधार के पास तो यूनानी और अरामाइक संस्करण भी मिले हैं, अतः कथन 2 सही है। बृहद् शिलालेख XIII कलिंग विजय से हुए कष्ट और अशोक के पश्चाताप का वर्णन करता है, अतः कथन 3 भी सही है।",
      },
    },
    {
      key: "upsc-hist-04",
      subject: "History",
      topic: "Medieval India",
      difficulty: "medium",
      source: "NCERT Our Pasts II Class 7, Ch. 3 The Delhi Sultans",
      text: "Which Sultan of Delhi fixed the prices of essential commodities and set up separate regulated markets for grain, cloth and horses, supervised by officials such as the Shahna-i-Mandi?",
      options: ["Iltutmish", "Alauddin Khalji", "Ghiyasuddin Balban", "Firoz Shah Tughluq"],
      correct: 1,
      explanation:
        "Alauddin Khalji (1296-1316) introduced market reforms to maintain a large standing army on modest salaries: prices were fixed, separate markets were set up for grain, cloth, horses and cattle, and the Shahna-i-Mandi supervised the grain market. Balban is known for his theory of kingship and Firoz Shah Tughluq for canals and public works, not for price control.",
      hi: {
        text: "दिल्ली के किस सुल्तान ने आवश्यक वस्तुओं की कीमतें निश्चित कीं और अनाज, कपड़े और घोड़ों के लिए अलग-अलग विनियमित बाज़ार स्थापित किए, जिनकी देखरेख शहना-ए-मंडी जैसे अधिकारी करते थे?",
        options: ["इल्तुतमिश", "अलाउद्दीन खलजी", "गियासुद्दीन बलबन", "फ़िरोज़शाह तुगलक"],
        explanation:
          "अलाउद्दीन खलजी (1296-1316) ने कम वेतन पर एक बड़ी स्थायी सेना रखने के लिए बाज़ार सुधार किए: कीमतें निश्चित की गईं, अनाज, कपड़े, घोड़ों और मवेशियों के लिए अलग बाज़ार बने, और शहना-ए-मंडी अनाज बाज़ार की देखरेख करता था। बलबन अपने राजत्व सिद्धांत के लिए और फ़िरोज़शाह तुगलक नहरों तथा लोक निर्माण कार्यों के लिए जाने जाते हैं, कीमत नियंत्रण के लिए नहीं।",
      },
    },
    {
      key: "upsc-hist-05",
      subject: "History",
      topic: "Medieval India",
      difficulty: "medium",
      source: "NCERT Themes in Indian History Part II Class 12, Ch. 7 An Imperial Capital: Vijayanagara",
      format: "statements",
      text: "Consider the following statements about the Vijayanagara Empire:\n1. It was founded in the fourteenth century by Harihara and Bukka of the Sangama dynasty.\n2. Krishnadevaraya composed the Telugu work Amuktamalyada.\n3. It suffered its decisive defeat at the hands of the Mughals in the Battle of Talikota (1565).\nWhich of the statements given above is/are correct?",
      options: ["1 and 2 only", "1 only", "2 and 3 only", "1, 2 and 3"],
      correct: 0,
      explanation:
        "The empire was founded in 1336 by the brothers Harihara and Bukka (Sangama dynasty), and Krishnadevaraya of the Tuluva dynasty wrote Amuktamalyada in Telugu, so statements 1 and 2 are correct. At Talikota (Rakshasa-Tangadi) in 1565 Vijayanagara was defeated by a coalition of the Deccan Sultanates such as Bijapur, Ahmadnagar and Golconda, not by the Mughals, so statement 3 is wrong.",
      hi: {
        text: "विजयनगर साम्राज्य के संबंध में निम्नलिखित कथनों पर विचार कीजिए:\n1. इसकी स्थापना चौदहवीं सदी में संगम वंश के हरिहर और बुक्का ने की।\n2. कृष्णदेवराय ने तेलुगु ग्रंथ आमुक्तमाल्यद की रचना की।\n3. तालीकोटा के युद्ध (1565) में इसे मुगलों के हाथों निर्णायक पराजय मिली।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 1 और 2", "केवल 1", "केवल 2 और 3", "1, 2 और 3"],
        explanation:
          "साम्राज्य की स्थापना 1336 में भाइयों हरिहर और बुक्का (संगम वंश) ने की, और तुलुव वंश के कृष्णदेवराय ने तेलुगु में आमुक्तमाल्यद लिखा, अतः कथन 1 और 2 सही हैं। 1565 में तालीकोटा (राक्षसी-तंगड़ी) में विजयनगर को बीजापुर, अहमदनगर और गोलकुंडा जैसी दक्कन सल्तनतों के गठबंधन ने हराया, मुगलों ने नहीं, अतः कथन 3 गलत है।",
      },
    },
    {
      key: "upsc-hist-11",
      subject: "History",
      topic: "Art and Culture",
      difficulty: "easy",
      source: "NCERT Our Pasts II Class 7, Ch. 2 Kings and Kingdoms",
      text: "The Rajarajeshvara (Brihadeshvara) temple at Thanjavur, completed around 1010 CE, was built by",
      options: ["Rajendra I", "Narasimhavarman I", "Rajaraja I", "Krishna I"],
      correct: 2,
      explanation:
        "The Chola king Rajaraja I built the Rajarajeshvara temple at Thanjavur, whose towering vimana makes it one of the finest Dravida temples; it is part of the 'Great Living Chola Temples' World Heritage Site. His son Rajendra I built the temple at Gangaikondacholapuram, the Pallava Narasimhavarman I is linked with Mamallapuram, and the Rashtrakuta Krishna I with the Kailasa temple at Ellora.",
      hi: {
        text: "लगभग 1010 ई. में पूरा हुआ तंजावुर का राजराजेश्वर (बृहदेश्वर) मंदिर किसने बनवाया था?",
        options: ["राजेंद्र प्रथम", "नरसिंहवर्मन प्रथम", "राजराज प्रथम", "कृष्ण प्रथम"],
        explanation:
          "चोल राजा राजराज प्रथम ने तंजावुर में राजराजेश्वर मंदिर बनवाया, जिसका ऊँचा विमान इसे द्रविड़ शैली के सर्वश्रेष्ठ मंदिरों में रखता है; यह 'महान जीवंत चोल मंदिर' विश्व धरोहर स्थल का भाग है। उनके पुत्र राजेंद्र प्रथम ने गंगैकोंडचोलपुरम का मंदिर बनवाया, पल्लव नरसिंहवर्मन प्रथम मामल्लपुरम से और राष्ट्रकूट कृष्ण प्रथम एलोरा के कैलाश मंदिर से जुड़े हैं।",
      },
    },
    {
      key: "upsc-hist-12",
      subject: "History",
      topic: "Art and Culture",
      difficulty: "medium",
      source:
        "Centre for Cultural Resources and Training (CCRT), Indian classical music: the Carnatic tradition",
      text: "Which one of the following composers is NOT counted among the 'Trinity' of Carnatic music?",
      options: ["Tyagaraja", "Muthuswami Dikshitar", "Syama Sastri", "Purandara Dasa"],
      correct: 3,
      explanation:
        "The Trinity of Carnatic music are Tyagaraja, Muthuswami Dikshitar and Syama Sastri, contemporaries of the late eighteenth and early nineteenth centuries from Tiruvarur in Tamil Nadu. Purandara Dasa, a sixteenth-century saint-composer of the Haridasa tradition, is revered as the 'Pitamaha' (grandfather) of Carnatic music for systematising its teaching, but he is not one of the Trinity.",
      hi: {
        text: "निम्नलिखित संगीतकारों में से किसकी गणना कर्नाटक संगीत की 'त्रिमूर्ति' में नहीं होती?",
        options: ["त्यागराज", "मुत्तुस्वामी दीक्षितर", "श्यामा शास्त्री", "पुरंदर दास"],
        explanation:
          "कर्नाटक संगीत की त्रिमूर्ति त्यागराज, मुत्तुस्वामी दीक्षितर और श्यामा शास्त्री हैं, जो अठारहवीं सदी के अंत और उन्नीसवीं सदी के आरंभ के समकालीन थे और तमिलनाडु के तिरुवारूर से संबंधित थे। हरिदास परंपरा के सोलहवीं सदी के संत-संगीतकार पुरंदर दास को कर्नाटक संगीत की शिक्षा को व्यवस्थित करने के लिए इसका 'पितामह' माना जाता है, पर वे त्रिमूर्ति में नहीं हैं।",
      },
    },
    {
      key: "upsc-hist-13",
      subject: "History",
      topic: "Modern India",
      difficulty: "medium",
      source: "NCERT Our Pasts III Class 8, Ch. Ruling the Countryside",
      text: "The ryotwari settlement, under which land revenue was fixed directly with the cultivators (ryots), was introduced in the Madras Presidency largely through the efforts of",
      options: ["Thomas Munro", "Lord Cornwallis", "Warren Hastings", "Holt Mackenzie"],
      correct: 0,
      explanation:
        "Captain Alexander Read began the ryotwari system in the areas taken over after the wars with Tipu Sultan, and Thomas Munro, later Governor of Madras, extended it over south India. Holt Mackenzie devised the mahalwari settlement for the North Western Provinces (1822), and Lord Cornwallis the Permanent Settlement of Bengal (1793).",
      hi: {
        text: "रैयतवारी बंदोबस्त, जिसके अंतर्गत भू-राजस्व सीधे किसानों (रैयतों) के साथ तय किया जाता था, मद्रास प्रेसिडेंसी में मुख्यतः किसके प्रयासों से लागू हुआ?",
        options: ["थॉमस मुनरो", "लॉर्ड कॉर्नवालिस", "वॉरेन हेस्टिंग्स", "होल्ट मैकेंज़ी"],
        explanation:
          "कैप्टन अलेक्ज़ेंडर रीड ने टीपू सुल्तान के साथ युद्धों के बाद लिए गए क्षेत्रों में रैयतवारी व्यवस्था शुरू की, और बाद में मद्रास के राज्यपाल (गवर्नर) बने थॉमस मुनरो ने इसे पूरे दक्षिण भारत में फैलाया। होल्ट मैकेंज़ी ने उत्तर-पश्चिमी प्रांतों के लिए महालवारी बंदोबस्त (1822) और लॉर्ड कॉर्नवालिस ने बंगाल का स्थायी बंदोबस्त (1793) बनाया।",
      },
    },
    {
      key: "upsc-hist-09",
      subject: "History",
      topic: "Freedom Struggle",
      difficulty: "medium",
      source:
        "NCERT Themes in Indian History Part III Class 12, Ch. 13 Mahatma Gandhi and the Nationalist Movement",
      text: "Arrange the following events in chronological order:\n1. Chauri Chaura incident\n2. Jallianwala Bagh massacre\n3. Arrival of the Simon Commission in India\n4. Beginning of the Dandi March\nSelect the correct answer using the code given below.",
      options: ["1-2-3-4", "2-3-1-4", "2-1-3-4", "1-2-4-3"],
      correct: 2,
      explanation:
        "The Jallianwala Bagh massacre took place on 13 April 1919, the Chauri Chaura incident (which led Gandhi to withdraw the Non-Cooperation Movement) in February 1922, the Simon Commission arrived in February 1928 and the Dandi March began on 12 March 1930. Hence the order is 2-1-3-4.",
      hi: {
        text: "निम्नलिखित घटनाओं को कालक्रम में व्यवस्थित कीजिए:\n1. चौरी चौरा की घटना\n2. जलियाँवाला बाग हत्याकांड\n3. साइमन कमीशन का भारत आगमन\n4. दांडी मार्च का आरंभ\nनीचे दिए गए कूट का प्रयोग कर सही उत्तर चुनिए।",
        options: ["1-2-3-4", "2-3-1-4", "2-1-3-4", "1-2-4-3"],
        explanation:
          "जलियाँवाला बाग हत्याकांड 13 अप्रैल 1919 को हुआ, चौरी चौरा की घटना (जिसके कारण गांधीजी ने असहयोग आंदोलन वापस लिया) फ़रवरी 1922 में, साइमन कमीशन फ़रवरी 1928 में आया और दांडी मार्च 12 मार्च 1930 को शुरू हुआ। अतः क्रम 2-1-3-4 है।",
      },
    },
    {
      key: "upsc-hist-10",
      subject: "History",
      topic: "Freedom Struggle",
      difficulty: "medium",
      source: "NCERT Themes in Indian History Part III Class 12, Ch. 14 Understanding Partition",
      format: "statements",
      text: "With reference to the Cabinet Mission of 1946, consider the following statements:\n1. It was led by Lord Pethick-Lawrence, the Secretary of State for India.\n2. It proposed a Union of India dealing with defence, foreign affairs and communications, with provinces grouped into sections.\n3. It accepted the Muslim League's demand for a separate sovereign Pakistan.\nWhich of the statements given above is/are correct?",
      options: ["1 only", "1 and 3 only", "2 and 3 only", "1 and 2 only"],
      correct: 3,
      explanation:
        "The Mission consisted of Pethick-Lawrence (its leader), Stafford Cripps and A.V. Alexander, so statement 1 is correct. Its plan of May 1946 proposed a weak Union handling defence, foreign affairs and communications, with provinces grouped into sections A, B and C, so statement 2 is correct. It explicitly rejected the demand for a full sovereign Pakistan, so statement 3 is wrong.",
      hi: {
        text: "1946 के कैबिनेट मिशन के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:\n1. इसका नेतृत्व भारत सचिव लॉर्ड पैथिक-लॉरेंस ने किया।\n2. इसने रक्षा, विदेश मामले और संचार सँभालने वाले भारतीय संघ का प्रस्ताव किया, जिसमें प्रांतों को समूहों (सेक्शनों) में बाँटा गया।\n3. इसने एक पृथक संप्रभु पाकिस्तान की मुस्लिम लीग की माँग स्वीकार कर ली।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 1", "केवल 1 और 3", "केवल 2 और 3", "केवल 1 और 2"],
        explanation:
          "मिशन में पैथिक-लॉरेंस (नेता), स्टैफ़र्ड क्रिप्स और ए. वी. अलेक्ज़ेंडर थे, अतः कथन 1 सही है। मई 1946 की इसकी योजना में रक्षा, विदेश मामले और संचार सँभालने वाला एक कमज़ोर संघ प्रस्तावित था और प्रांतों को A, B और C समूहों में बाँटा गया था, अतः कथन 2 सही है। इसने पूर्ण संप्रभु पाकिस्तान की माँग स्पष्ट रूप से अस्वीकार की, अतः कथन 3 गलत है।",
      },
    },

    // ───────────────────────────── Polity ─────────────────────────────
    {
      key: "upsc-pol-01",
      subject: "Polity",
      topic: "Constitution and its Making",
      difficulty: "easy",
      source: "NCERT Indian Constitution at Work Class 11, Ch. 1 Constitution: Why and How?",
      text: "Who was the Chairman of the Drafting Committee of the Constituent Assembly of India?",
      options: ["Rajendra Prasad", "B. N. Rau", "B. R. Ambedkar", "Jawaharlal Nehru"],
      correct: 2,
      explanation:
        "The Drafting Committee, set up on 29 August 1947, was chaired by Dr B. R. Ambedkar. Rajendra Prasad was the President of the Constituent Assembly, B. N. Rau was its Constitutional Adviser who prepared the initial draft, and Nehru moved the Objectives Resolution.",
      hi: {
        text: "भारत की संविधान सभा की प्रारूप समिति के अध्यक्ष कौन थे?",
        options: ["राजेंद्र प्रसाद", "बी. एन. राव", "बी. आर. आंबेडकर", "जवाहरलाल नेहरू"],
        explanation:
          "29 अगस्त 1947 को गठित प्रारूप समिति के अध्यक्ष डॉ. बी. आर. आंबेडकर थे। राजेंद्र प्रसाद संविधान सभा के अध्यक्ष थे, बी. एन. राव इसके संवैधानिक सलाहकार थे जिन्होंने प्रारंभिक प्रारूप तैयार किया, और नेहरू ने उद्देश्य प्रस्ताव प्रस्तुत किया था।",
      },
    },
    {
      key: "upsc-pol-11",
      subject: "Polity",
      topic: "Parliament",
      difficulty: "medium",
      source: "Constitution of India, Article 169",
      text: "Under the Constitution of India, a Legislative Council in a State can be created or abolished by",
      options: [
        "Parliament by law, after the Legislative Assembly of the State passes a resolution to that effect by a special majority",
        "the Legislative Assembly of the State, by a resolution passed by a simple majority",
        "the President, on the recommendation of the Governor of the State",
        "an amendment of the Constitution ratified by the Legislatures of half of the States",
      ],
      correct: 0,
      explanation:
        "Article 169 lets Parliament by law create or abolish a Legislative Council if the Legislative Assembly of the State passes a resolution to that effect by a majority of its total membership and by not less than two-thirds of the members present and voting. Such a law is not deemed an amendment of the Constitution for the purposes of Article 368, so no ratification by the States is needed, and neither the President nor the Governor can do it on their own.",
      hi: {
        text: "भारत के संविधान के अनुसार किसी राज्य में विधान परिषद् का सृजन या उत्सादन कौन कर सकता है?",
        options: [
          "संसद विधि द्वारा, जब राज्य की विधान सभा इस आशय का संकल्प विशेष बहुमत से पारित कर दे",
          "राज्य की विधान सभा, साधारण बहुमत से पारित संकल्प द्वारा",
          "राष्ट्रपति, राज्य के राज्यपाल की सिफारिश पर",
          "आधे राज्यों के विधान-मंडलों द्वारा अनुसमर्थित संविधान संशोधन",
        ],
        explanation:
          "अनुच्छेद 169 के अनुसार यदि राज्य की विधान सभा अपनी कुल सदस्य संख्या के बहुमत तथा उपस्थित और मत देने वाले सदस्यों के कम से कम दो-तिहाई बहुमत से इस आशय का संकल्प पारित करे, तो संसद विधि द्वारा विधान परिषद् का सृजन या उत्सादन कर सकती है। ऐसी विधि अनुच्छेद 368 के प्रयोजनों के लिए संविधान का संशोधन नहीं मानी जाती, इसलिए राज्यों के अनुसमर्थन की आवश्यकता नहीं होती, और न राष्ट्रपति न राज्यपाल इसे स्वयं कर सकते हैं।",
      },
    },
    {
      key: "upsc-pol-03",
      subject: "Polity",
      topic: "Fundamental Rights",
      difficulty: "medium",
      source:
        "Constitution of India, Articles 32, 300A and 359 (as amended by the Forty-fourth Amendment Act, 1978)",
      format: "statements",
      text: "Consider the following statements:\n1. The Right to Property is at present a Fundamental Right under Part III of the Constitution.\n2. The right to move the Supreme Court for the enforcement of Fundamental Rights is guaranteed by Article 32.\n3. The rights under Articles 20 and 21 cannot be suspended even during a National Emergency.\nWhich of the statements given above is/are correct?",
      options: ["2 and 3 only", "1 and 2 only", "3 only", "1, 2 and 3"],
      correct: 0,
      explanation:
        "The 44th Amendment (1978) removed the Right to Property from Part III; it is now only a constitutional right under Article 300A, so statement 1 is wrong. Article 32 (Right to Constitutional Remedies) lets a person move the Supreme Court directly, so statement 2 is correct. The same 44th Amendment provided that Articles 20 and 21 cannot be suspended during an emergency, so statement 3 is correct.",
      hi: {
        text: "निम्नलिखित कथनों पर विचार कीजिए:\n1. संपत्ति का अधिकार इस समय संविधान के भाग III के अंतर्गत एक मौलिक अधिकार है।\n2. मौलिक अधिकारों को लागू कराने के लिए उच्चतम न्यायालय में जाने का अधिकार अनुच्छेद 32 द्वारा प्रत्याभूत है।\n3. अनुच्छेद 20 और 21 के अधिकार राष्ट्रीय आपात के दौरान भी निलंबित नहीं किए जा सकते।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 2 और 3", "केवल 1 और 2", "केवल 3", "1, 2 और 3"],
        explanation:
          "44वें संशोधन (1978) ने संपत्ति के अधिकार को भाग III से हटा दिया; अब यह केवल अनुच्छेद 300क के अधीन एक संवैधानिक अधिकार है, अतः कथन 1 गलत है। अनुच्छेद 32 (संवैधानिक उपचारों का अधिकार) व्यक्ति को सीधे उच्चतम न्यायालय जाने देता है, अतः कथन 2 सही है। उसी 44वें संशोधन ने प्रावधान किया कि आपात के दौरान अनुच्छेद 20 और 21 निलंबित नहीं किए जा सकते, अतः कथन 3 सही है। मौलिक अधिकारों से जुड़े ये दोनों कथन सही हैं।",
      },
    },
    {
      key: "upsc-pol-04",
      subject: "Polity",
      topic: "Directive Principles",
      difficulty: "medium",
      source: "Constitution of India, Articles 39(d), 40, 44 and 50",
      text: "Which one of the following Directive Principles of State Policy is generally classified as a Gandhian principle?",
      options: [
        "Organisation of village panchayats as units of self-government",
        "Equal pay for equal work for both men and women",
        "A uniform civil code for the citizens throughout India",
        "Separation of the judiciary from the executive",
      ],
      correct: 0,
      explanation:
        "Article 40, which directs the State to organise village panchayats as units of self-government, reflects Gandhi's idea of gram swaraj, along with Articles 43, 47 and 48. Equal pay for equal work (Article 39(d)) is usually called a socialist principle, while a uniform civil code (Article 44) and separation of the judiciary from the executive (Article 50) are liberal-intellectual principles.",
      hi: {
        text: "राज्य की नीति के निम्नलिखित नीति निदेशक तत्वों में से किसे सामान्यतः गांधीवादी सिद्धांत माना जाता है?",
        options: [
          "स्वायत्त शासन की इकाइयों के रूप में ग्राम पंचायतों का संगठन",
          "पुरुषों और स्त्रियों दोनों के लिए समान कार्य के लिए समान वेतन",
          "भारत के समस्त राज्यक्षेत्र में नागरिकों के लिए एक समान सिविल संहिता",
          "कार्यपालिका से न्यायपालिका का पृथक्करण",
        ],
        explanation:
          "अनुच्छेद 40, जो राज्य को ग्राम पंचायतों को स्वायत्त शासन की इकाइयों के रूप में संगठित करने का निर्देश देता है, अनुच्छेद 43, 47 और 48 के साथ गांधीजी के ग्राम स्वराज के विचार को दर्शाता है। समान कार्य के लिए समान वेतन (अनुच्छेद 39(घ)) को सामान्यतः समाजवादी सिद्धांत कहा जाता है, जबकि समान सिविल संहिता (अनुच्छेद 44) और कार्यपालिका से न्यायपालिका का पृथक्करण (अनुच्छेद 50) उदार-बौद्धिक नीति निदेशक तत्व हैं।",
      },
    },
    {
      key: "upsc-pol-05",
      subject: "Polity",
      topic: "Parliament",
      difficulty: "easy",
      source: "Constitution of India, Articles 109 and 117",
      text: "A Money Bill can be introduced",
      options: [
        "only in the Rajya Sabha",
        "in either House of Parliament",
        "only at a joint sitting of both Houses",
        "only in the Lok Sabha, on the recommendation of the President",
      ],
      correct: 3,
      explanation:
        "Under Article 109 a Money Bill can be introduced only in the Lok Sabha, and Article 117 requires the prior recommendation of the President. The Rajya Sabha can only make recommendations on it within 14 days, and there is no joint sitting for a Money Bill.",
      hi: {
        text: "धन विधेयक प्रस्तुत किया जा सकता है",
        options: [
          "केवल राज्यसभा में",
          "संसद के किसी भी सदन में",
          "केवल दोनों सदनों की संयुक्त बैठक में",
          "केवल लोकसभा में, राष्ट्रपति की सिफारिश पर",
        ],
        explanation:
          "अनुच्छेद 109 के अंतर्गत धन विधेयक केवल लोकसभा में प्रस्तुत किया जा सकता है और अनुच्छेद 117 के अनुसार इसके लिए राष्ट्रपति की पूर्व सिफारिश आवश्यक है। राज्यसभा 14 दिनों के भीतर केवल सिफारिशें कर सकती है और धन विधेयक पर संयुक्त बैठक नहीं होती।",
      },
    },
    {
      key: "upsc-pol-06",
      subject: "Polity",
      topic: "Parliament",
      difficulty: "medium",
      source: "Constitution of India, Articles 108, 109, 118(4) and 368",
      format: "statements",
      text: "Consider the following statements:\n1. The Rajya Sabha can withhold a Money Bill for a maximum period of 14 days.\n2. A joint sitting of the two Houses of Parliament is presided over by the Speaker of the Lok Sabha.\n3. A joint sitting can be convened to resolve a deadlock over a Constitution Amendment Bill.\nWhich of the statements given above is/are correct?",
      options: ["1 only", "2 and 3 only", "1 and 2 only", "1, 2 and 3"],
      correct: 2,
      explanation:
        "If the Rajya Sabha does not return a Money Bill within 14 days, it is deemed passed by both Houses (Article 109), so statement 1 is correct. Article 118(4) provides that the Speaker presides over a joint sitting, so statement 2 is correct. Article 108 joint sittings apply only to ordinary bills; a Constitution Amendment Bill under Article 368 must be passed by each House separately, so statement 3 is wrong.",
      hi: {
        text: "निम्नलिखित कथनों पर विचार कीजिए:\n1. राज्यसभा किसी धन विधेयक को अधिकतम 14 दिनों तक रोक सकती है।\n2. संसद के दोनों सदनों की संयुक्त बैठक की अध्यक्षता लोकसभा अध्यक्ष करता है।\n3. संविधान संशोधन विधेयक पर गतिरोध दूर करने के लिए संयुक्त बैठक बुलाई जा सकती है।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 1", "केवल 2 और 3", "केवल 1 और 2", "1, 2 और 3"],
        explanation:
          "यदि राज्यसभा 14 दिनों के भीतर धन विधेयक नहीं लौटाती, तो उसे दोनों सदनों द्वारा पारित मान लिया जाता है (अनुच्छेद 109), अतः कथन 1 सही है। अनुच्छेद 118(4) के अनुसार संयुक्त बैठक की अध्यक्षता लोकसभा अध्यक्ष करता है, अतः कथन 2 सही है। अनुच्छेद 108 की संयुक्त बैठक केवल साधारण विधेयकों पर लागू होती है; अनुच्छेद 368 के अंतर्गत संविधान संशोधन विधेयक प्रत्येक सदन को अलग-अलग पारित करना होता है, अतः कथन 3 गलत है।",
      },
    },
    {
      key: "upsc-pol-07",
      subject: "Polity",
      topic: "Executive",
      difficulty: "medium",
      source: "Constitution of India, Article 54 (as amended by the Seventieth Amendment Act, 1992)",
      text: "The President of India is elected by an electoral college consisting of",
      options: [
        "all members of both Houses of Parliament and of the State Legislative Assemblies",
        "the elected members of both Houses of Parliament and the elected members of the Legislative Assemblies of the States, including the National Capital Territory of Delhi and the Union Territory of Puducherry",
        "the elected members of the Lok Sabha and of the State Legislative Assemblies only",
        "the elected members of both Houses of Parliament and of the State Legislative Councils",
      ],
      correct: 1,
      explanation:
        "Article 54 provides that only elected members vote: the elected members of both Houses of Parliament and of the State Legislative Assemblies, and the 70th Amendment (1992) added the Legislative Assemblies of Delhi and Puducherry. Nominated members of Parliament and of the Assemblies, and members of State Legislative Councils, do not take part in the election.",
      hi: {
        text: "भारत के राष्ट्रपति का निर्वाचन एक निर्वाचक मंडल करता है, जिसमें शामिल होते हैं",
        options: [
          "संसद के दोनों सदनों और राज्य विधान सभाओं के सभी सदस्य",
          "संसद के दोनों सदनों के निर्वाचित सदस्य और राज्यों की विधान सभाओं के निर्वाचित सदस्य, जिनमें राष्ट्रीय राजधानी राज्यक्षेत्र दिल्ली और संघ राज्यक्षेत्र पुडुचेरी शामिल हैं",
          "केवल लोक सभा और राज्य विधान सभाओं के निर्वाचित सदस्य",
          "संसद के दोनों सदनों और राज्य विधान परिषदों के निर्वाचित सदस्य",
        ],
        explanation:
          "अनुच्छेद 54 के अनुसार केवल निर्वाचित सदस्य मत देते हैं: संसद के दोनों सदनों और राज्य विधान सभाओं के निर्वाचित सदस्य, और 70वें संशोधन (1992) ने दिल्ली और पुडुचेरी की विधान सभाओं को जोड़ा। संसद और विधान सभाओं के नामनिर्देशित सदस्य तथा राज्य विधान परिषदों के सदस्य इस निर्वाचन में भाग नहीं लेते।",
      },
    },
    {
      key: "upsc-pol-08",
      subject: "Polity",
      topic: "Judiciary",
      difficulty: "medium",
      source:
        "Golaknath v. State of Punjab (1967); Kesavananda Bharati v. State of Kerala (1973); Minerva Mills v. Union of India (1980)",
      format: "statements",
      text: "Consider the following statements:\n1. In the Kesavananda Bharati case (1973), the Supreme Court held that Parliament cannot alter the 'basic structure' of the Constitution.\n2. In the Golaknath case (1967), the Supreme Court held that Parliament cannot amend Fundamental Rights.\n3. In the Minerva Mills case (1980), the Supreme Court held that the balance between Fundamental Rights and Directive Principles is part of the basic structure.\nWhich of the statements given above is/are correct?",
      options: ["1 only", "1 and 2 only", "2 and 3 only", "1, 2 and 3"],
      correct: 3,
      explanation:
        "Golaknath (1967) ruled that Parliament could not abridge Fundamental Rights by amendment; Kesavananda Bharati (1973) overruled it but held that amendments cannot destroy the basic structure; and Minerva Mills (1980) struck down parts of the 42nd Amendment, holding that harmony between Fundamental Rights and Directive Principles is a basic feature. All three statements are correct.",
      hi: {
        text: "निम्नलिखित कथनों पर विचार कीजिए:\n1. केशवानंद भारती मामले (1973) में उच्चतम न्यायालय ने माना कि संसद संविधान के 'मूल ढाँचे' को नहीं बदल सकती।\n2. गोलकनाथ मामले (1967) में उच्चतम न्यायालय ने माना कि संसद मौलिक अधिकारों का संशोधन नहीं कर सकती।\n3. मिनर्वा मिल्स मामले (1980) में उच्चतम न्यायालय ने माना कि मौलिक अधिकारों और नीति निदेशक तत्वों के बीच संतुलन मूल ढाँचे का भाग है।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 1", "केवल 1 और 2", "केवल 2 और 3", "1, 2 और 3"],
        explanation:
          "गोलकनाथ (1967) ने निर्णय दिया कि संसद संशोधन द्वारा मौलिक अधिकारों को कम नहीं कर सकती; केशवानंद भारती (1973) ने इसे पलटा पर माना कि संशोधन मूल ढाँचे को नष्ट नहीं कर सकते; और मिनर्वा मिल्स (1980) ने 42वें संशोधन के कुछ भागों को रद्द करते हुए माना कि मौलिक अधिकारों और नीति निदेशक तत्वों के बीच सामंजस्य एक मूल विशेषता है। तीनों कथन सही हैं।",
      },
    },
    {
      key: "upsc-pol-09",
      subject: "Polity",
      topic: "Local Government",
      difficulty: "hard",
      source: "Constitution of India, Part IX, Articles 243B, 243D and 243K, Eleventh Schedule",
      format: "statements",
      text: "With reference to the 73rd Constitutional Amendment Act, 1992, consider the following statements:\n1. It added Part IX and the Eleventh Schedule, which lists 29 subjects, to the Constitution.\n2. Not less than one-third of the seats in panchayats are reserved for women.\n3. Elections to panchayats are conducted by the State Election Commission.\n4. Panchayats at the intermediate level must be constituted in every State irrespective of its population.\nWhich of the statements given above are correct?",
      options: ["1 and 2 only", "2, 3 and 4 only", "1, 2 and 3 only", "1, 2, 3 and 4"],
      correct: 2,
      explanation:
        "The 73rd Amendment inserted Part IX (Articles 243 to 243-O) and the Eleventh Schedule with 29 subjects, reserved at least one-third of seats for women (Article 243D) and vested panchayat elections in the State Election Commission (Article 243K), so statements 1, 2 and 3 are correct. Article 243B(2) exempts States with a population not exceeding 20 lakh from constituting intermediate-level panchayats, so statement 4 is wrong.",
      hi: {
        text: "73वें संविधान संशोधन अधिनियम, 1992 के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:\n1. इसने संविधान में भाग IX और 29 विषयों वाली ग्यारहवीं अनुसूची जोड़ी।\n2. पंचायतों में कम से कम एक-तिहाई स्थान महिलाओं के लिए आरक्षित हैं।\n3. पंचायतों के निर्वाचन राज्य निर्वाचन आयोग कराता है।\n4. प्रत्येक राज्य में, उसकी जनसंख्या चाहे जितनी हो, मध्यवर्ती स्तर पर पंचायतों का गठन अनिवार्य है।\nउपर्युक्त कथनों में से कौन-से सही हैं?",
        options: ["केवल 1 और 2", "केवल 2, 3 और 4", "केवल 1, 2 और 3", "1, 2, 3 और 4"],
        explanation:
          "73वें संशोधन ने भाग IX (अनुच्छेद 243 से 243ण) और 29 विषयों वाली ग्यारहवीं अनुसूची जोड़ी, कम से कम एक-तिहाई स्थान महिलाओं के लिए आरक्षित किए (अनुच्छेद 243घ) और पंचायत निर्वाचन राज्य निर्वाचन आयोग को सौंपे (अनुच्छेद 243ट), अतः कथन 1, 2 और 3 सही हैं। अनुच्छेद 243ख(2) बीस लाख से अनधिक जनसंख्या वाले राज्यों को मध्यवर्ती स्तर की पंचायतें बनाने से छूट देता है, अतः कथन 4 गलत है।",
      },
    },
    {
      key: "upsc-pol-10",
      subject: "Polity",
      topic: "Constitutional and Statutory Bodies",
      difficulty: "easy",
      source:
        "Constitution of India, Articles 280, 315 and 324; Cabinet Secretariat resolution of 1 January 2015 setting up NITI Aayog",
      text: "Which one of the following is NOT a constitutional body?",
      options: [
        "Election Commission of India",
        "Finance Commission",
        "Union Public Service Commission",
        "NITI Aayog",
      ],
      correct: 3,
      explanation:
        "NITI Aayog was created in 2015 by a resolution of the Union Cabinet to replace the Planning Commission, so it is an executive (non-constitutional, non-statutory) body. The Election Commission (Article 324), the Finance Commission (Article 280) and the UPSC (Article 315) are all provided for in the Constitution.",
      hi: {
        text: "निम्नलिखित में से कौन-सा संवैधानिक निकाय नहीं है?",
        options: ["भारत निर्वाचन आयोग", "वित्त आयोग", "संघ लोक सेवा आयोग", "नीति आयोग"],
        explanation:
          "नीति आयोग 2015 में योजना आयोग के स्थान पर केंद्रीय मंत्रिमंडल के एक संकल्प द्वारा बनाया गया, इसलिए यह एक कार्यकारी (गैर-संवैधानिक, गैर-सांविधिक) निकाय है। निर्वाचन आयोग (अनुच्छेद 324), वित्त आयोग (अनुच्छेद 280) और संघ लोक सेवा आयोग (अनुच्छेद 315) सभी का उपबंध संविधान में है।",
      },
    },

    // ───────────────────────────── Geography ─────────────────────────────
    {
      key: "upsc-geo-01",
      subject: "Geography",
      topic: "Physical Geography",
      difficulty: "easy",
      source:
        "NCERT Fundamentals of Physical Geography Class 11, Ch. 7 Composition and Structure of Atmosphere",
      text: "In which layer of the atmosphere is most of the ozone concentrated?",
      options: ["Stratosphere", "Troposphere", "Mesosphere", "Thermosphere"],
      correct: 0,
      explanation:
        "About 90% of atmospheric ozone lies in the stratosphere, mainly between roughly 15 and 35 km, forming the ozone layer that absorbs harmful ultraviolet radiation. That absorption is also why temperature rises with height in the stratosphere.",
      hi: {
        text: "वायुमंडल की किस परत में अधिकांश ओज़ोन केंद्रित है?",
        options: ["समताप मंडल", "क्षोभ मंडल", "मध्य मंडल", "तापमंडल"],
        explanation:
          "वायुमंडलीय ओज़ोन का लगभग 90% भाग समताप मंडल में, मुख्यतः लगभग 15 से 35 किमी की ऊँचाई के बीच, स्थित है और ओज़ोन परत बनाता है जो हानिकारक पराबैंगनी विकिरण को अवशोषित करती है। इसी अवशोषण के कारण समताप मंडल में ऊँचाई के साथ तापमान बढ़ता है।",
      },
    },
    {
      key: "upsc-geo-02",
      subject: "Geography",
      topic: "Physical Geography",
      difficulty: "medium",
      source:
        "NCERT Fundamentals of Physical Geography Class 11, Ch. 10 Atmospheric Circulation and Weather Systems",
      format: "statements",
      text: "Consider the following statements about the Coriolis force:\n1. It is zero at the equator and maximum at the poles.\n2. It deflects winds to the right in the Northern Hemisphere.\n3. Its weakness near the equator is the reason tropical cyclones rarely form within about 5° of the equator.\nWhich of the statements given above is/are correct?",
      options: ["1 only", "2 and 3 only", "1 and 2 only", "1, 2 and 3"],
      correct: 3,
      explanation:
        "The Coriolis force is proportional to the sine of latitude, so it is zero at the equator and greatest at the poles (statement 1). It deflects moving air to the right in the Northern Hemisphere and to the left in the Southern Hemisphere (statement 2). Without enough Coriolis force air cannot spin into a vortex, so cyclones rarely form close to the equator (statement 3). All three are correct.",
      hi: {
        text: "कोरिऑलिस बल के संबंध में निम्नलिखित कथनों पर विचार कीजिए:\n1. यह विषुवत् वृत्त पर शून्य और ध्रुवों पर अधिकतम होता है।\n2. यह उत्तरी गोलार्ध में पवनों को दाईं ओर विक्षेपित करता है।\n3. विषुवत् वृत्त के पास इसका कमज़ोर होना ही कारण है कि विषुवत् वृत्त के लगभग 5° के भीतर उष्णकटिबंधीय चक्रवात बहुत कम बनते हैं।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 1", "केवल 2 और 3", "केवल 1 और 2", "1, 2 और 3"],
        explanation:
          "कोरिऑलिस बल अक्षांश की ज्या (साइन) के अनुपाती होता है, इसलिए यह विषुवत् वृत्त पर शून्य और ध्रुवों पर अधिकतम होता है (कथन 1)। यह गतिशील वायु को उत्तरी गोलार्ध में दाईं ओर और दक्षिणी गोलार्ध में बाईं ओर मोड़ता है (कथन 2)। पर्याप्त कोरिऑलिस बल के बिना वायु भँवर में नहीं घूम सकती, इसलिए विषुवत् वृत्त के निकट चक्रवात बहुत कम बनते हैं (कथन 3)। तीनों कथन सही हैं।",
      },
    },
    {
      key: "upsc-geo-03",
      subject: "Geography",
      topic: "Indian Physiography",
      difficulty: "easy",
      source: "NCERT India: Physical Environment Class 11, Ch. 2 Structure and Physiography",
      text: "Which one of the following is the highest peak of peninsular India?",
      options: ["Doddabetta", "Mahendragiri", "Anamudi", "Dhupgarh"],
      correct: 2,
      explanation:
        "Anamudi (about 2,695 m) in the Anaimalai Hills of Kerala is the highest peak of peninsular India. Doddabetta (about 2,637 m) is the highest peak of the Nilgiris, Mahendragiri is in the Eastern Ghats of Odisha and Dhupgarh is the highest point of the Satpura Range.",
      hi: {
        text: "निम्नलिखित में से कौन-सी प्रायद्वीपीय भारत की सबसे ऊँची चोटी है?",
        options: ["डोडाबेट्टा", "महेंद्रगिरि", "अनामुडी", "धूपगढ़"],
        explanation:
          "केरल की अनाईमलाई पहाड़ियों में स्थित अनामुडी (लगभग 2,695 मीटर) प्रायद्वीपीय भारत की सबसे ऊँची चोटी है। डोडाबेट्टा (लगभग 2,637 मीटर) नीलगिरि की सबसे ऊँची चोटी है, महेंद्रगिरि ओडिशा के पूर्वी घाट में है और धूपगढ़ सतपुड़ा पर्वतश्रेणी का सबसे ऊँचा स्थान है।",
      },
    },
    {
      key: "upsc-geo-04",
      subject: "Geography",
      topic: "Rivers and Drainage",
      difficulty: "easy",
      source: "NCERT India: Physical Environment Class 11, Ch. 3 Drainage System",
      text: "Which one of the following rivers flows westward through a rift valley and drains into the Arabian Sea?",
      options: ["Godavari", "Mahanadi", "Narmada", "Krishna"],
      correct: 2,
      explanation:
        "The Narmada flows west through a rift valley between the Vindhya and Satpura ranges and enters the Arabian Sea through an estuary in the Gulf of Khambhat; the Tapi follows a similar rift. The Godavari, Mahanadi and Krishna flow east into the Bay of Bengal and form deltas.",
      hi: {
        text: "निम्नलिखित में से कौन-सी नदी एक भ्रंश घाटी से होकर पश्चिम की ओर बहती है और अरब सागर में गिरती है?",
        options: ["गोदावरी", "महानदी", "नर्मदा", "कृष्णा"],
        explanation:
          "नर्मदा विंध्य और सतपुड़ा श्रेणियों के बीच एक भ्रंश घाटी से होकर पश्चिम की ओर बहती है और खंभात की खाड़ी में एक ज्वारनदमुख (एस्चुअरी) बनाते हुए अरब सागर में मिलती है; तापी भी ऐसी ही भ्रंश घाटी से बहती है। गोदावरी, महानदी और कृष्णा पूर्व की ओर बहकर बंगाल की खाड़ी में डेल्टा बनाती हैं।",
      },
    },
    {
      key: "upsc-geo-05",
      subject: "Geography",
      topic: "Rivers and Drainage",
      difficulty: "medium",
      source: "NCERT India: Physical Environment Class 11, Ch. 3 Drainage System",
      format: "statements",
      text: "Consider the following statements:\n1. The Brahmaputra rises from the Chemayungdung glacier of the Kailash range near Lake Mansarovar.\n2. The Chambal is a direct tributary of the Ganga.\n3. The Indus rises in Tibet and enters Indian territory in Ladakh.\nWhich of the statements given above is/are correct?",
      options: ["1 only", "1 and 2 only", "2 and 3 only", "1 and 3 only"],
      correct: 3,
      explanation:
        "The Brahmaputra (Yarlung Tsangpo) originates in the Chemayungdung glacier near Mansarovar, so statement 1 is correct. The Chambal joins the Yamuna (near the Uttar Pradesh-Madhya Pradesh border), which in turn joins the Ganga at Prayagraj, so statement 2 is wrong. The Indus rises in Tibet near Mansarovar and enters India in Ladakh, so statement 3 is correct.",
      hi: {
        text: "निम्नलिखित कथनों पर विचार कीजिए:\n1. ब्रह्मपुत्र मानसरोवर झील के निकट कैलाश श्रेणी के चेमायुंगडुंग हिमनद से निकलती है।\n2. चंबल गंगा की सीधी सहायक नदी है।\n3. सिंधु तिब्बत से निकलती है और लद्दाख में भारतीय क्षेत्र में प्रवेश करती है।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 1", "केवल 1 और 2", "केवल 2 और 3", "केवल 1 और 3"],
        explanation:
          "ब्रह्मपुत्र (यारलुंग त्सांगपो) मानसरोवर के पास चेमायुंगडुंग हिमनद से निकलती है, अतः कथन 1 सही है। चंबल यमुना में (उत्तर प्रदेश-मध्य प्रदेश सीमा के पास) मिलती है, जो आगे प्रयागराज में गंगा से मिलती है, अतः कथन 2 गलत है। सिंधु तिब्बत में मानसरोवर के पास से निकलती है और लद्दाख में भारत में प्रवेश करती है, अतः कथन 3 सही है।",
      },
    },
    {
      key: "upsc-geo-06",
      subject: "Geography",
      topic: "Climate and Monsoon",
      difficulty: "medium",
      source: "NCERT India: Physical Environment Class 11, Ch. 4 Climate",
      text: "The coast of Tamil Nadu receives the bulk of its annual rainfall during",
      options: ["June to September", "October to December", "March to May", "January and February"],
      correct: 1,
      explanation:
        "During the southwest monsoon Tamil Nadu lies in the rain-shadow of the Western Ghats and gets little rain. In October-December the retreating monsoon and the northeast monsoon winds pick up moisture over the Bay of Bengal and, with depressions and cyclones, bring most of the year's rain to the Coromandel coast.",
      hi: {
        text: "तमिलनाडु के तट पर वार्षिक वर्षा का अधिकांश भाग किस अवधि में होता है?",
        options: ["जून से सितंबर", "अक्टूबर से दिसंबर", "मार्च से मई", "जनवरी और फरवरी"],
        explanation:
          "दक्षिण-पश्चिम मानसून के दौरान तमिलनाडु पश्चिमी घाट के वृष्टि-छाया क्षेत्र में रहता है और यहाँ कम वर्षा होती है। अक्टूबर-दिसंबर में लौटता मानसून और उत्तर-पूर्वी मानसूनी पवनें बंगाल की खाड़ी से नमी ग्रहण करती हैं और अवदाबों तथा चक्रवातों के साथ कोरोमंडल तट पर वर्ष की अधिकांश वर्षा लाती हैं।",
      },
    },
    {
      key: "upsc-geo-07",
      subject: "Geography",
      topic: "Climate and Monsoon",
      difficulty: "hard",
      source:
        "NCERT India: Physical Environment Class 11, Ch. 4 Climate; India Meteorological Department, ENSO and IOD bulletins",
      format: "statements",
      text: "Consider the following statements:\n1. A negative Indian Ocean Dipole event generally enhances southwest monsoon rainfall over India.\n2. El Niño years are often associated with below-normal monsoon rainfall in India.\n3. The shift of the subtropical westerly jet stream to the north of the Himalayas is associated with the onset of the southwest monsoon.\nWhich of the statements given above is/are correct?",
      options: ["2 and 3 only", "1 and 2 only", "3 only", "1, 2 and 3"],
      correct: 0,
      explanation:
        "It is a positive Indian Ocean Dipole (warmer western Indian Ocean) that usually supports a good Indian monsoon, while a negative IOD tends to weaken it, so statement 1 is wrong. El Niño (warm central and eastern Pacific) weakens the Walker circulation over India and is often linked with deficient monsoons, so statement 2 is correct. In early summer the westerly jet moves north of the Himalayas and the tropical easterly jet sets in over the peninsula, which accompanies the burst of the monsoon, so statement 3 is correct.",
      hi: {
        text: "निम्नलिखित कथनों पर विचार कीजिए:\n1. ऋणात्मक हिंद महासागर द्विध्रुव घटना सामान्यतः भारत में दक्षिण-पश्चिम मानसून वर्षा को बढ़ाती है।\n2. एल नीनो वर्ष प्रायः भारत में सामान्य से कम मानसून वर्षा से जुड़े होते हैं।\n3. उपोष्ण पश्चिमी जेट धारा का हिमालय के उत्तर में खिसकना दक्षिण-पश्चिम मानसून के आगमन से जुड़ा है।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 2 और 3", "केवल 1 और 2", "केवल 3", "1, 2 और 3"],
        explanation:
          "धनात्मक हिंद महासागर द्विध्रुव (पश्चिमी हिंद महासागर का अधिक गर्म होना) सामान्यतः अच्छे भारतीय मानसून में सहायक होता है, जबकि ऋणात्मक IOD उसे कमज़ोर करता है, अतः कथन 1 गलत है। एल नीनो (मध्य और पूर्वी प्रशांत का गर्म होना) भारत पर वॉकर परिसंचरण को कमज़ोर करता है और प्रायः कम मानसून से जुड़ा है, अतः कथन 2 सही है। आरंभिक ग्रीष्म में पश्चिमी जेट हिमालय के उत्तर में चली जाती है और प्रायद्वीप पर उष्णकटिबंधीय पूर्वी जेट स्थापित हो जाती है, जो मानसून के प्रस्फोट के साथ होता है, अतः कथन 3 सही है।",
      },
    },
    {
      key: "upsc-geo-08",
      subject: "Geography",
      topic: "World Geography",
      difficulty: "easy",
      source: "Encyclopaedia Britannica, 'Strait of Malacca'",
      text: "Which strait lies between the Malay Peninsula and the Indonesian island of Sumatra, linking the Andaman Sea with the South China Sea?",
      options: ["Strait of Hormuz", "Sunda Strait", "Bab-el-Mandeb", "Strait of Malacca"],
      correct: 3,
      explanation:
        "The Strait of Malacca separates the Malay Peninsula from Sumatra and is one of the busiest shipping lanes between the Indian Ocean and the Pacific. The Sunda Strait lies between Sumatra and Java, the Strait of Hormuz links the Persian Gulf with the Gulf of Oman and Bab-el-Mandeb links the Red Sea with the Gulf of Aden.",
      hi: {
        text: "कौन-सा जलडमरूमध्य मलय प्रायद्वीप और इंडोनेशिया के सुमात्रा द्वीप के बीच स्थित है और अंडमान सागर को दक्षिण चीन सागर से जोड़ता है?",
        options: ["होर्मुज़ जलडमरूमध्य", "सुंडा जलडमरूमध्य", "बाब-अल-मंदेब", "मलक्का जलडमरूमध्य"],
        explanation:
          "मलक्का जलडमरूमध्य मलय प्रायद्वीप को सुमात्रा से अलग करता है और हिंद महासागर तथा प्रशांत महासागर के बीच सबसे व्यस्त जहाज़रानी मार्गों में से एक है। सुंडा जलडमरूमध्य सुमात्रा और जावा के बीच है, होर्मुज़ जलडमरूमध्य फ़ारस की खाड़ी को ओमान की खाड़ी से और बाब-अल-मंदेब लाल सागर को अदन की खाड़ी से जोड़ता है।",
      },
    },
    {
      key: "upsc-geo-09",
      subject: "Geography",
      topic: "World Geography",
      difficulty: "hard",
      source: "Encyclopaedia Britannica, 'Caspian Sea'",
      format: "statements",
      text: "Consider the following countries:\n1. Armenia\n2. Azerbaijan\n3. Iran\n4. Kazakhstan\n5. Uzbekistan\nWhich of the above countries border the Caspian Sea?",
      options: ["1, 2 and 3 only", "2, 4 and 5 only", "1, 3, 4 and 5 only", "2, 3 and 4 only"],
      correct: 3,
      explanation:
        "The five countries bordering the Caspian Sea are Russia, Kazakhstan, Turkmenistan, Iran and Azerbaijan, so from the list only Azerbaijan, Iran and Kazakhstan (2, 3 and 4) qualify. Armenia is landlocked west of Azerbaijan, and Uzbekistan is a doubly landlocked country whose western part touches the Aral Sea, not the Caspian.",
      hi: {
        text: "निम्नलिखित देशों पर विचार कीजिए:\n1. आर्मेनिया\n2. अज़रबैजान\n3. ईरान\n4. कज़ाख़स्तान\n5. उज़्बेकिस्तान\nउपर्युक्त में से कौन-से देश कैस्पियन सागर की सीमा से लगे हैं?",
        options: ["केवल 1, 2 और 3", "केवल 2, 4 और 5", "केवल 1, 3, 4 और 5", "केवल 2, 3 और 4"],
        explanation:
          "कैस्पियन सागर से लगे पाँच देश रूस, कज़ाख़स्तान, तुर्कमेनिस्तान, ईरान और अज़रबैजान हैं, इसलिए सूची में से केवल अज़रबैजान, ईरान और कज़ाख़स्तान (2, 3 और 4) इसमें आते हैं। आर्मेनिया अज़रबैजान के पश्चिम में स्थलरुद्ध है, और उज़्बेकिस्तान दोहरा स्थलरुद्ध देश है जिसका पश्चिमी भाग अरल सागर को छूता है, कैस्पियन को नहीं।",
      },
    },
    {
      key: "upsc-geo-10",
      subject: "Geography",
      topic: "Soils and Resources",
      difficulty: "medium",
      source: "NCERT India: Physical Environment Class 11, Ch. 6 Soils",
      text: "The black (regur) soils of Maharashtra and Gujarat, well suited to cotton, have developed mainly from the weathering of",
      options: [
        "basaltic lava of the Deccan Traps",
        "granite and gneiss of the Archaean rocks",
        "alluvium deposited by Himalayan rivers",
        "laterite under heavy leaching",
      ],
      correct: 0,
      explanation:
        "Black soils formed largely from the weathering of basalt, the lava rock of the Deccan Traps, which gives them a high clay content, rich lime, iron and magnesia, and a strong moisture-holding capacity suited to cotton. Red soils develop on granite and gneiss, alluvial soils on river deposits and laterites through intense leaching in hot, wet climates.",
      hi: {
        text: "कपास के लिए उपयुक्त महाराष्ट्र और गुजरात की काली (रेगुर) मृदाएँ मुख्यतः किसके अपक्षय से विकसित हुई हैं?",
        options: [
          "दक्कन ट्रैप का बेसाल्टी लावा",
          "आर्कियन चट्टानों का ग्रेनाइट और नीस",
          "हिमालयी नदियों द्वारा निक्षेपित जलोढ़",
          "तीव्र निक्षालन के अधीन लैटेराइट",
        ],
        explanation:
          "काली मृदाएँ मुख्यतः दक्कन ट्रैप की लावा चट्टान बेसाल्ट के अपक्षय से बनी हैं, जिससे उनमें मृत्तिका की अधिकता, चूना, लोहा और मैग्नीशिया की प्रचुरता और नमी धारण करने की प्रबल क्षमता होती है जो कपास के लिए उपयुक्त है। लाल मृदा ग्रेनाइट और नीस पर, जलोढ़ मृदा नदी निक्षेपों पर और लैटेराइट गर्म-आर्द्र जलवायु में तीव्र निक्षालन से विकसित होती है।",
      },
    },

    // ───────────────────────────── Economy ─────────────────────────────
    {
      key: "upsc-eco-01",
      subject: "Economy",
      topic: "National Income and Growth",
      difficulty: "easy",
      source: "NCERT Introductory Macroeconomics Class 12, Ch. 2 National Income Accounting",
      text: "Gross Domestic Product (GDP) minus depreciation (consumption of fixed capital) is equal to",
      options: ["Gross National Product", "Net National Product", "Personal Income", "Net Domestic Product"],
      correct: 3,
      explanation:
        "Net Domestic Product = GDP − depreciation: it removes the part of output needed to replace worn-out capital. Gross National Product would instead add net factor income from abroad to GDP, and Net National Product = GNP − depreciation.",
      hi: {
        text: "सकल घरेलू उत्पाद (GDP) में से मूल्यह्रास (स्थिर पूँजी का उपभोग) घटाने पर प्राप्त होता है",
        options: ["सकल राष्ट्रीय उत्पाद", "निवल राष्ट्रीय उत्पाद", "वैयक्तिक आय", "निवल घरेलू उत्पाद"],
        explanation:
          "निवल घरेलू उत्पाद = GDP − मूल्यह्रास: इसमें उत्पादन का वह भाग हटा दिया जाता है जो घिसी हुई पूँजी को बदलने में लगता है। सकल राष्ट्रीय उत्पाद के लिए GDP में विदेश से प्राप्त निवल साधन आय जोड़ी जाती है, और निवल राष्ट्रीय उत्पाद = GNP − मूल्यह्रास।",
      },
    },
    {
      key: "upsc-eco-02",
      subject: "Economy",
      topic: "National Income and Growth",
      difficulty: "easy",
      source: "NCERT Introductory Macroeconomics Class 12, Ch. 2 National Income Accounting (real GDP)",
      text: "The real GDP (at constant prices) of a country was ₹ 150 lakh crore in Year 1 and ₹ 159 lakh crore in Year 2. What was the real GDP growth rate in Year 2?",
      options: ["5.7%", "6%", "9%", "6.6%"],
      correct: 1,
      explanation:
        "Growth rate = (GDP in Year 2 − GDP in Year 1) / GDP in Year 1 × 100. Here (159 − 150) / 150 × 100 = 9 / 150 × 100 = 6%. Dividing by the new value (9 / 159 ≈ 5.7%) or quoting the absolute increase (9) are common mistakes.",
      hi: {
        text: "किसी देश का वास्तविक GDP (स्थिर कीमतों पर) वर्ष 1 में ₹ 150 लाख करोड़ और वर्ष 2 में ₹ 159 लाख करोड़ था। वर्ष 2 में वास्तविक GDP वृद्धि दर कितनी थी?",
        options: ["5.7%", "6%", "9%", "6.6%"],
        explanation:
          "वृद्धि दर = (वर्ष 2 का GDP − वर्ष 1 का GDP) / वर्ष 1 का GDP × 100। यहाँ (159 − 150) / 150 × 100 = 9 / 150 × 100 = 6%। नए मान से भाग देना (9 / 159 ≈ 5.7%) या केवल निरपेक्ष वृद्धि (9) बताना आम गलतियाँ हैं।",
      },
    },
    {
      key: "upsc-eco-03",
      subject: "Economy",
      topic: "Fiscal Policy and Budget",
      difficulty: "medium",
      source:
        "NCERT Introductory Macroeconomics Class 12, Ch. 5 Government Budget and the Economy (fiscal and primary deficit)",
      text: "In a government budget, total expenditure is ₹ 48 lakh crore, revenue receipts are ₹ 31 lakh crore and non-debt capital receipts (recovery of loans and disinvestment) are ₹ 1 lakh crore. If interest payments are ₹ 11 lakh crore, what is the primary deficit?",
      options: ["₹ 16 lakh crore", "₹ 17 lakh crore", "₹ 6 lakh crore", "₹ 5 lakh crore"],
      correct: 3,
      explanation:
        "Fiscal deficit = total expenditure − (revenue receipts + non-debt capital receipts) = 48 − (31 + 1) = ₹ 16 lakh crore. Primary deficit = fiscal deficit − interest payments = 16 − 11 = ₹ 5 lakh crore; it shows the borrowing needed for expenses other than interest on past debt.",
      hi: {
        text: "किसी सरकारी बजट में कुल व्यय ₹ 48 लाख करोड़, राजस्व प्राप्तियाँ ₹ 31 लाख करोड़ और गैर-ऋण पूँजीगत प्राप्तियाँ (ऋणों की वसूली और विनिवेश) ₹ 1 लाख करोड़ हैं। यदि ब्याज भुगतान ₹ 11 लाख करोड़ है, तो प्राथमिक घाटा कितना है?",
        options: ["₹ 16 लाख करोड़", "₹ 17 लाख करोड़", "₹ 6 लाख करोड़", "₹ 5 लाख करोड़"],
        explanation:
          "राजकोषीय घाटा = कुल व्यय − (राजस्व प्राप्तियाँ + गैर-ऋण पूँजीगत प्राप्तियाँ) = 48 − (31 + 1) = ₹ 16 लाख करोड़। प्राथमिक घाटा = राजकोषीय घाटा − ब्याज भुगतान = 16 − 11 = ₹ 5 लाख करोड़; यह पिछले ऋण के ब्याज के अलावा अन्य खर्चों के लिए आवश्यक उधार दर्शाता है।",
      },
    },
    {
      key: "upsc-eco-04",
      subject: "Economy",
      topic: "Money and Banking",
      difficulty: "easy",
      source: "Reserve Bank of India Act, 1934, Sections 45ZB and 45ZI",
      text: "In India, the policy repo rate is decided by",
      options: [
        "the Ministry of Finance",
        "NITI Aayog",
        "the Securities and Exchange Board of India",
        "the Monetary Policy Committee of the Reserve Bank of India",
      ],
      correct: 3,
      explanation:
        "Since the 2016 amendment of the RBI Act, the repo rate is fixed by a six-member Monetary Policy Committee chaired by the RBI Governor, with three RBI members and three external members appointed by the Government. Each member has one vote and the Governor has a casting vote in case of a tie.",
      hi: {
        text: "भारत में नीतिगत रेपो दर का निर्धारण किसके द्वारा किया जाता है?",
        options: [
          "वित्त मंत्रालय",
          "नीति आयोग",
          "भारतीय प्रतिभूति और विनिमय बोर्ड",
          "भारतीय रिज़र्व बैंक की मौद्रिक नीति समिति",
        ],
        explanation:
          "2016 में RBI अधिनियम में संशोधन के बाद से रेपो दर छह सदस्यीय मौद्रिक नीति समिति तय करती है, जिसकी अध्यक्षता RBI गवर्नर करते हैं; इसमें RBI के तीन सदस्य और सरकार द्वारा नियुक्त तीन बाहरी सदस्य होते हैं। प्रत्येक सदस्य का एक मत होता है और बराबरी की स्थिति में गवर्नर का निर्णायक मत होता है।",
      },
    },
    {
      key: "upsc-eco-05",
      subject: "Economy",
      topic: "Money and Banking",
      difficulty: "medium",
      source:
        "NCERT Introductory Macroeconomics Class 12, Ch. 3 Money and Banking; Banking Regulation Act, 1949, Section 24",
      format: "statements",
      text: "Consider the following statements:\n1. An increase in the Cash Reserve Ratio (CRR) reduces the funds banks have available for lending.\n2. The Statutory Liquidity Ratio (SLR) must be maintained by banks as cash deposits with the Reserve Bank of India.\n3. Banks do not earn interest from the RBI on their CRR balances.\nWhich of the statements given above is/are correct?",
      options: ["1 and 3 only", "1 and 2 only", "2 only", "1, 2 and 3"],
      correct: 0,
      explanation:
        "A higher CRR locks a larger share of deposits with the RBI, leaving less to lend, so statement 1 is correct. SLR is kept by the banks themselves in liquid assets such as cash, gold and approved government securities, not as deposits with the RBI, so statement 2 is wrong. The RBI pays no interest on CRR balances, so statement 3 is correct.",
      hi: {
        text: "निम्नलिखित कथनों पर विचार कीजिए:\n1. नकद आरक्षित अनुपात (CRR) में वृद्धि से बैंकों के पास ऋण देने के लिए उपलब्ध धन घटता है।\n2. सांविधिक तरलता अनुपात (SLR) बैंकों को भारतीय रिज़र्व बैंक के पास नकद जमा के रूप में रखना होता है।\n3. बैंकों को अपने CRR शेष पर RBI से ब्याज नहीं मिलता।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 1 और 3", "केवल 1 और 2", "केवल 2", "1, 2 और 3"],
        explanation:
          "अधिक CRR जमाओं का बड़ा भाग RBI के पास रोक देता है और ऋण देने के लिए कम बचता है, अतः कथन 1 सही है। SLR बैंक स्वयं नकद, सोने और अनुमोदित सरकारी प्रतिभूतियों जैसी तरल परिसंपत्तियों में रखते हैं, RBI के पास जमा के रूप में नहीं, अतः कथन 2 गलत है। RBI नकद आरक्षित अनुपात के शेष पर कोई ब्याज नहीं देता, अतः कथन 3 सही है।",
      },
    },
    {
      key: "upsc-eco-06",
      subject: "Economy",
      topic: "Inflation",
      difficulty: "easy",
      source: "NCERT Introductory Macroeconomics Class 12, Ch. 4 Determination of Income and Employment",
      text: "The term 'stagflation' refers to a situation of",
      options: [
        "high inflation together with stagnant output and high unemployment",
        "falling prices together with rapid growth",
        "a sudden fall in the stock market",
        "low inflation together with full employment",
      ],
      correct: 0,
      explanation:
        "Stagflation combines stagnation (slow or negative growth and rising unemployment) with inflation. It is hard to treat because tightening money to curb prices deepens the slowdown; the oil shocks of the 1970s are the classic example.",
      hi: {
        text: "'मुद्रास्फीतिजनित मंदी' (स्टैगफ़्लेशन) शब्द किस स्थिति को दर्शाता है?",
        options: [
          "स्थिर उत्पादन और उच्च बेरोज़गारी के साथ उच्च मुद्रास्फीति",
          "तेज़ संवृद्धि के साथ गिरती कीमतें",
          "शेयर बाज़ार में अचानक गिरावट",
          "पूर्ण रोज़गार के साथ निम्न मुद्रास्फीति",
        ],
        explanation:
          "स्टैगफ़्लेशन में गतिरोध (धीमी या ऋणात्मक संवृद्धि और बढ़ती बेरोज़गारी) के साथ मुद्रास्फीति होती है। इसका उपचार कठिन है क्योंकि कीमतें रोकने के लिए मुद्रा को कड़ा करने से मंदी और गहरी होती है; 1970 के दशक के तेल संकट इसका प्रमुख उदाहरण हैं।",
      },
    },
    {
      key: "upsc-eco-07",
      subject: "Economy",
      topic: "External Sector",
      difficulty: "medium",
      source: "NCERT Introductory Macroeconomics Class 12, Ch. 6 Open Economy Macroeconomics",
      text: "Which one of the following is recorded in the current account of India's balance of payments?",
      options: [
        "Foreign direct investment into India",
        "External commercial borrowings by Indian firms",
        "Remittances sent home by Indians working abroad",
        "Foreign portfolio investment in Indian shares",
      ],
      correct: 2,
      explanation:
        "The current account records trade in goods and services, primary income and transfers; private remittances are transfers and appear there as secondary income. FDI, external commercial borrowings and portfolio investment create claims or liabilities and are recorded in the capital and financial account.",
      hi: {
        text: "निम्नलिखित में से कौन-सा भारत के भुगतान संतुलन के चालू खाते में दर्ज किया जाता है?",
        options: [
          "भारत में प्रत्यक्ष विदेशी निवेश",
          "भारतीय कंपनियों द्वारा बाह्य वाणिज्यिक उधार",
          "विदेश में काम करने वाले भारतीयों द्वारा घर भेजा गया धन (प्रेषण)",
          "भारतीय शेयरों में विदेशी पोर्टफोलियो निवेश",
        ],
        explanation:
          "चालू खाते में वस्तुओं और सेवाओं का व्यापार, प्राथमिक आय और अंतरण दर्ज होते हैं; निजी प्रेषण अंतरण हैं और वहीं द्वितीयक आय के रूप में दर्ज होते हैं। प्रत्यक्ष विदेशी निवेश, बाह्य वाणिज्यिक उधार और पोर्टफोलियो निवेश दावे या देनदारियाँ उत्पन्न करते हैं और पूँजी एवं वित्तीय खाते में दर्ज होते हैं।",
      },
    },
    {
      key: "upsc-eco-08",
      subject: "Economy",
      topic: "External Sector",
      difficulty: "medium",
      source: "NCERT Introductory Macroeconomics Class 12, Ch. 6 Open Economy Macroeconomics",
      format: "statements",
      text: "Suppose the Indian rupee depreciates against the US dollar. Consider the following statements:\n1. Indian exports tend to become cheaper for foreign buyers.\n2. The rupee cost of imported crude oil tends to rise.\n3. The rupee cost of servicing external debt denominated in US dollars falls.\nWhich of the statements given above is/are correct?",
      options: ["1 and 2 only", "2 and 3 only", "1 only", "1, 2 and 3"],
      correct: 0,
      explanation:
        "After depreciation one dollar buys more rupees, so Indian goods cost foreigners fewer dollars (statement 1 correct) while each dollar of imported oil costs more rupees (statement 2 correct). For the same reason more rupees are needed to repay or pay interest on dollar debt, so its rupee burden rises, not falls; statement 3 is wrong.",
      hi: {
        text: "मान लीजिए भारतीय रुपये का अमेरिकी डॉलर के मुकाबले मूल्यह्रास होता है। निम्नलिखित कथनों पर विचार कीजिए:\n1. भारतीय निर्यात विदेशी खरीदारों के लिए सस्ते होने की प्रवृत्ति रखते हैं।\n2. आयातित कच्चे तेल की रुपये में लागत बढ़ने की प्रवृत्ति होती है।\n3. अमेरिकी डॉलर में अंकित बाह्य ऋण की अदायगी की रुपये में लागत घटती है।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 1 और 2", "केवल 2 और 3", "केवल 1", "1, 2 और 3"],
        explanation:
          "मूल्यह्रास के बाद एक डॉलर से अधिक रुपये मिलते हैं, इसलिए विदेशियों को भारतीय वस्तुएँ कम डॉलर में पड़ती हैं (कथन 1 सही) जबकि आयातित तेल का हर डॉलर अधिक रुपये में पड़ता है (कथन 2 सही)। इसी कारण डॉलर ऋण चुकाने या उस पर ब्याज देने के लिए अधिक रुपये चाहिए, अतः उसका रुपये में भार बढ़ता है, घटता नहीं; कथन 3 गलत है।",
      },
    },
    {
      key: "upsc-eco-09",
      subject: "Economy",
      topic: "Inflation",
      difficulty: "medium",
      source: "NCERT Introductory Macroeconomics Class 12, Ch. 2 National Income Accounting (GDP deflator)",
      text: "In a year, a country's nominal GDP grew by 15.5% while its GDP deflator rose by 5%. What was the growth rate of its real GDP?",
      options: ["10.5%", "20.5%", "10%", "11%"],
      correct: 2,
      explanation:
        "Real GDP = nominal GDP / deflator, so (1 + real growth) = (1 + nominal growth) / (1 + deflator growth) = 1.155 / 1.05 = 1.10. Real GDP therefore grew by exactly 10%; the shortcut 15.5 − 5 = 10.5% is only an approximation.",
      hi: {
        text: "किसी वर्ष में एक देश का नाममात्र सकल घरेलू उत्पाद 15.5% बढ़ा जबकि उसका GDP अपस्फीतिक 5% बढ़ा। उसके वास्तविक सकल घरेलू उत्पाद की संवृद्धि दर क्या थी?",
        options: ["10.5%", "20.5%", "10%", "11%"],
        explanation:
          "वास्तविक GDP = नाममात्र GDP / अपस्फीतिक, इसलिए (1 + वास्तविक संवृद्धि) = (1 + नाममात्र संवृद्धि) / (1 + अपस्फीतिक संवृद्धि) = 1.155 / 1.05 = 1.10। अतः वास्तविक GDP ठीक 10% बढ़ा; 15.5 − 5 = 10.5% का संक्षिप्त तरीका केवल एक सन्निकटन है।",
      },
    },
    {
      key: "upsc-eco-10",
      subject: "Economy",
      topic: "Agriculture",
      difficulty: "easy",
      source:
        "Commission for Agricultural Costs and Prices, Ministry of Agriculture and Farmers Welfare, mandate",
      text: "Minimum Support Prices (MSP) for crops are announced by the Government of India on the basis of the recommendations of the",
      options: [
        "National Bank for Agriculture and Rural Development",
        "Food Corporation of India",
        "NITI Aayog",
        "Commission for Agricultural Costs and Prices",
      ],
      correct: 3,
      explanation:
        "The Commission for Agricultural Costs and Prices (CACP), an attached office of the Ministry of Agriculture, recommends MSPs after studying costs of production, demand-supply and price trends; the Cabinet Committee on Economic Affairs then announces them. The Food Corporation of India procures grain, and NABARD finances rural credit.",
      hi: {
        text: "भारत सरकार फ़सलों के न्यूनतम समर्थन मूल्य (MSP) किसकी सिफारिशों के आधार पर घोषित करती है?",
        options: ["राष्ट्रीय कृषि और ग्रामीण विकास बैंक", "भारतीय खाद्य निगम", "नीति आयोग", "कृषि लागत और मूल्य आयोग"],
        explanation:
          "कृषि मंत्रालय का संबद्ध कार्यालय, कृषि लागत और मूल्य आयोग (CACP), उत्पादन लागत, माँग-आपूर्ति और कीमतों की प्रवृत्ति का अध्ययन कर MSP की सिफारिश करता है; फिर आर्थिक मामलों की मंत्रिमंडलीय समिति उनकी घोषणा करती है। भारतीय खाद्य निगम अनाज की खरीद करता है और नाबार्ड ग्रामीण ऋण का वित्तपोषण करता है।",
      },
    },

    // ───────────────────────────── Environment ─────────────────────────────
    {
      key: "upsc-env-01",
      subject: "Environment",
      topic: "Ecology and Ecosystems",
      difficulty: "easy",
      source: "NCERT Biology Class 12, Ch. Organisms and Populations",
      text: "The term 'ecotone' refers to",
      options: [
        "the total number of species in a region",
        "the position of an organism in a food chain",
        "the transition zone where two or more ecosystems meet",
        "the process of ecological succession on bare rock",
      ],
      correct: 2,
      explanation:
        "An ecotone is a zone of transition between two communities or ecosystems, such as a mangrove between land and sea or the grassland-forest boundary. It often holds species from both sides plus some of its own, which is called the edge effect.",
      hi: {
        text: "'इकोटोन' (पारिस्थितिक संक्रमण क्षेत्र) शब्द का अर्थ है",
        options: [
          "किसी क्षेत्र में प्रजातियों की कुल संख्या",
          "खाद्य शृंखला में किसी जीव का स्थान",
          "वह संक्रमण क्षेत्र जहाँ दो या अधिक पारितंत्र मिलते हैं",
          "नग्न चट्टान पर पारिस्थितिक अनुक्रमण की प्रक्रिया",
        ],
        explanation:
          "इकोटोन दो समुदायों या पारितंत्रों के बीच का संक्रमण क्षेत्र है, जैसे भूमि और समुद्र के बीच मैंग्रोव या घास के मैदान और वन की सीमा। इसमें प्रायः दोनों ओर की प्रजातियाँ और कुछ अपनी विशिष्ट प्रजातियाँ भी मिलती हैं, जिसे कोर प्रभाव (एज इफ़ेक्ट) कहते हैं।",
      },
    },
    {
      key: "upsc-env-02",
      subject: "Environment",
      topic: "Ecology and Ecosystems",
      difficulty: "medium",
      source: "NCERT Biology Class 12, Ch. Ecosystem",
      format: "statements",
      text: "Consider the following statements:\n1. The flow of energy in an ecosystem is unidirectional.\n2. The pyramid of energy is always upright.\n3. The pyramid of biomass in an open-ocean ecosystem is generally inverted.\nWhich of the statements given above is/are correct?",
      options: ["1 only", "1 and 2 only", "2 and 3 only", "1, 2 and 3"],
      correct: 3,
      explanation:
        "Energy passes from producers to consumers and is lost as heat at each step, never returning to the producers, so its flow is one-way (statement 1). Since only about 10% passes to the next level, each level has less energy than the one below and the energy pyramid can never be inverted (statement 2). In the ocean the small standing biomass of fast-reproducing phytoplankton supports a larger biomass of zooplankton and fish, giving an inverted biomass pyramid (statement 3).",
      hi: {
        text: "निम्नलिखित कथनों पर विचार कीजिए:\n1. किसी पारितंत्र में ऊर्जा का प्रवाह एकदिशीय होता है।\n2. ऊर्जा का पिरामिड सदैव सीधा होता है।\n3. खुले महासागर के पारितंत्र में जैवभार का पिरामिड सामान्यतः उलटा होता है।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 1", "केवल 1 और 2", "केवल 2 और 3", "1, 2 और 3"],
        explanation:
          "ऊर्जा उत्पादकों से उपभोक्ताओं तक जाती है और हर चरण पर ऊष्मा के रूप में नष्ट होती है, उत्पादकों तक कभी नहीं लौटती, इसलिए उसका प्रवाह एकदिशीय है (कथन 1)। चूँकि केवल लगभग 10% अगले स्तर तक पहुँचता है, हर स्तर में नीचे वाले से कम ऊर्जा होती है और ऊर्जा पिरामिड कभी उलटा नहीं हो सकता (कथन 2)। समुद्र में तेज़ी से प्रजनन करने वाले पादपप्लवकों का कम खड़ा जैवभार प्राणिप्लवकों और मछलियों के अधिक जैवभार को पोषित करता है, जिससे जैवभार पिरामिड उलटा बनता है (कथन 3)। इस पारितंत्र के बारे में तीनों कथन सही हैं।",
      },
    },
    {
      key: "upsc-env-03",
      subject: "Environment",
      topic: "Biodiversity and Conservation",
      difficulty: "easy",
      source: "IUCN Red List Categories and Criteria, version 3.1",
      text: "Among the following IUCN Red List categories, which indicates the highest risk of extinction in the wild?",
      options: ["Vulnerable", "Endangered", "Near Threatened", "Critically Endangered"],
      correct: 3,
      explanation:
        "The threatened categories in increasing order of risk are Vulnerable, Endangered and Critically Endangered; beyond them come Extinct in the Wild and Extinct. Near Threatened is below the threatened categories, for species close to qualifying as Vulnerable.",
      hi: {
        text: "IUCN रेड लिस्ट की निम्नलिखित श्रेणियों में से कौन-सी वन्य अवस्था में विलुप्ति के सर्वाधिक जोखिम को दर्शाती है?",
        options: [
          "सुभेद्य (वल्नरेबल)",
          "संकटग्रस्त (एनडेंजर्ड)",
          "संकट-निकट (नियर थ्रेटंड)",
          "गंभीर रूप से संकटग्रस्त (क्रिटिकली एनडेंजर्ड)",
        ],
        explanation:
          "जोखिम के बढ़ते क्रम में संकटापन्न श्रेणियाँ हैं: सुभेद्य, संकटग्रस्त और गंभीर रूप से संकटग्रस्त; इनके बाद 'वन्य अवस्था में विलुप्त' और 'विलुप्त' आती हैं। संकट-निकट श्रेणी संकटापन्न श्रेणियों से नीचे है और उन प्रजातियों के लिए है जो सुभेद्य होने के निकट हैं।",
      },
    },
    {
      key: "upsc-env-04",
      subject: "Environment",
      topic: "Biodiversity and Conservation",
      difficulty: "medium",
      source:
        "Conservation International, Biodiversity Hotspots; Ministry of Environment, Forest and Climate Change, India's biodiversity",
      format: "statements",
      text: "Consider the following global biodiversity hotspots:\n1. Western Ghats and Sri Lanka\n2. Indo-Burma\n3. Horn of Africa\n4. Sundaland\nWhich of the above include parts of Indian territory?",
      options: ["1, 2 and 4 only", "1 and 2 only", "2, 3 and 4 only", "1, 2, 3 and 4"],
      correct: 0,
      explanation:
        "Four of the world's biodiversity hotspots extend into India: the Himalaya, Indo-Burma (north-east India), the Western Ghats and Sri Lanka, and Sundaland (which includes the Nicobar Islands). The Horn of Africa hotspot covers Somalia, Djibouti, Ethiopia and nearby areas, so the answer is 1, 2 and 4 only.",
      hi: {
        text: "निम्नलिखित वैश्विक जैव विविधता हॉटस्पॉट पर विचार कीजिए:\n1. पश्चिमी घाट और श्रीलंका\n2. इंडो-बर्मा\n3. हॉर्न ऑफ़ अफ्रीका\n4. सुंडालैंड\nउपर्युक्त में से किनमें भारतीय क्षेत्र के भाग शामिल हैं?",
        options: ["केवल 1, 2 और 4", "केवल 1 और 2", "केवल 2, 3 और 4", "1, 2, 3 और 4"],
        explanation:
          "विश्व के चार जैव विविधता हॉटस्पॉट भारत तक फैले हैं: हिमालय, इंडो-बर्मा (पूर्वोत्तर भारत), पश्चिमी घाट और श्रीलंका, तथा सुंडालैंड (जिसमें निकोबार द्वीपसमूह शामिल है)। हॉर्न ऑफ़ अफ्रीका हॉटस्पॉट सोमालिया, जिबूती, इथियोपिया और आसपास के क्षेत्रों में है, अतः उत्तर केवल 1, 2 और 4 है।",
      },
    },
    {
      key: "upsc-env-05",
      subject: "Environment",
      topic: "Protected Areas",
      difficulty: "easy",
      source:
        "UNESCO World Heritage List, Kaziranga National Park (1985); Assam Forest Department rhino estimation 2022",
      text: "Kaziranga National Park, which holds the largest population of the greater one-horned rhinoceros, is located in",
      options: ["West Bengal", "Arunachal Pradesh", "Assam", "Uttar Pradesh"],
      correct: 2,
      explanation:
        "Kaziranga lies on the floodplains of the Brahmaputra in Assam and is a UNESCO World Heritage Site and a tiger reserve. It holds about two-thirds of the world's greater one-horned rhinos; Jaldapara (West Bengal) and Dudhwa (Uttar Pradesh) have much smaller populations.",
      hi: {
        text: "बड़े एक सींग वाले गैंडे की सबसे बड़ी आबादी वाला काज़ीरंगा राष्ट्रीय उद्यान कहाँ स्थित है?",
        options: ["पश्चिम बंगाल", "अरुणाचल प्रदेश", "असम", "उत्तर प्रदेश"],
        explanation:
          "काज़ीरंगा असम में ब्रह्मपुत्र के बाढ़ मैदानों पर स्थित है और यूनेस्को विश्व धरोहर स्थल तथा बाघ अभयारण्य (टाइगर रिज़र्व) है। यहाँ विश्व के लगभग दो-तिहाई बड़े एक सींग वाले गैंडे रहते हैं; जलदापाड़ा (पश्चिम बंगाल) और दुधवा (उत्तर प्रदेश) में इनकी संख्या बहुत कम है।",
      },
    },
    {
      key: "upsc-env-06",
      subject: "Environment",
      topic: "Protected Areas",
      difficulty: "hard",
      source:
        "Wild Life (Protection) Act, 1972, Sections 35(7) and 38V; UNESCO Man and the Biosphere Programme",
      format: "statements",
      text: "Consider the following statements:\n1. Biosphere Reserves in India are notified under the Wild Life (Protection) Act, 1972.\n2. Grazing of livestock is not permitted inside a National Park.\n3. Tiger Reserves are notified by State Governments on the recommendation of the National Tiger Conservation Authority.\nWhich of the statements given above is/are correct?",
      options: ["2 and 3 only", "3 only", "1 and 2 only", "1, 2 and 3"],
      correct: 0,
      explanation:
        "Biosphere Reserves are designated under UNESCO's Man and the Biosphere programme and are not a category of the Wild Life (Protection) Act, so statement 1 is wrong. The Act prohibits grazing of livestock in a National Park, so statement 2 is correct. Under Section 38V of the Act, the State Government notifies a tiger reserve on the recommendation of the NTCA, so statement 3 is correct.",
      hi: {
        text: "निम्नलिखित कथनों पर विचार कीजिए:\n1. भारत में जीवमंडल आरक्षित क्षेत्र वन्य जीव (संरक्षण) अधिनियम, 1972 के अधीन अधिसूचित किए जाते हैं।\n2. राष्ट्रीय उद्यान के भीतर पशुओं की चराई की अनुमति नहीं है।\n3. बाघ आरक्षित क्षेत्र राष्ट्रीय बाघ संरक्षण प्राधिकरण की सिफारिश पर राज्य सरकारें अधिसूचित करती हैं।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 2 और 3", "केवल 3", "केवल 1 और 2", "1, 2 और 3"],
        explanation:
          "जीवमंडल आरक्षित क्षेत्र यूनेस्को के मानव और जीवमंडल कार्यक्रम के अंतर्गत नामित होते हैं और वन्य जीव (संरक्षण) अधिनियम की कोई श्रेणी नहीं हैं, अतः कथन 1 गलत है। अधिनियम राष्ट्रीय उद्यान में पशुओं की चराई का निषेध करता है, अतः कथन 2 सही है। अधिनियम की धारा 38फ के अधीन राज्य सरकार NTCA की सिफारिश पर बाघ आरक्षित क्षेत्र अधिसूचित करती है, अतः कथन 3 सही है।",
      },
    },
    {
      key: "upsc-env-07",
      subject: "Environment",
      topic: "Climate Change",
      difficulty: "easy",
      source: "Paris Agreement (2015), Article 2",
      text: "The Paris Agreement (2015) aims to hold the increase in global average temperature to",
      options: [
        "below 3 °C above pre-industrial levels",
        "exactly 2.5 °C above pre-industrial levels by 2100",
        "below 1 °C above 1990 levels",
        "well below 2 °C above pre-industrial levels, while pursuing efforts to limit it to 1.5 °C",
      ],
      correct: 3,
      explanation:
        "Article 2 of the Paris Agreement sets the goal of keeping warming well below 2 °C above pre-industrial levels and pursuing efforts to limit it to 1.5 °C. Countries pursue this through Nationally Determined Contributions that are to be updated every five years.",
      hi: {
        text: "पेरिस समझौते (2015) का लक्ष्य वैश्विक औसत तापमान में वृद्धि को किस सीमा में रखना है?",
        options: [
          "पूर्व-औद्योगिक स्तर से 3 °C से कम",
          "2100 तक पूर्व-औद्योगिक स्तर से ठीक 2.5 °C",
          "1990 के स्तर से 1 °C से कम",
          "पूर्व-औद्योगिक स्तर से 2 °C से काफी नीचे, और इसे 1.5 °C तक सीमित रखने के प्रयास करना",
        ],
        explanation:
          "पेरिस समझौते का अनुच्छेद 2 तापवृद्धि को पूर्व-औद्योगिक स्तर से 2 °C से काफी नीचे रखने और इसे 1.5 °C तक सीमित करने के प्रयास करने का लक्ष्य निर्धारित करता है। देश इसे राष्ट्रीय स्तर पर निर्धारित योगदानों (NDC) के माध्यम से प्राप्त करते हैं, जिन्हें हर पाँच वर्ष में अद्यतन किया जाना है।",
      },
    },
    {
      key: "upsc-env-08",
      subject: "Environment",
      topic: "Climate Change",
      difficulty: "medium",
      source: "IPCC Fifth Assessment Report, Working Group I (2013), Ch. 8, Table 8.A.1",
      text: "Which one of the following greenhouse gases has the highest global warming potential over a 100-year period?",
      options: ["Methane", "Sulphur hexafluoride", "Nitrous oxide", "Carbon dioxide"],
      correct: 1,
      explanation:
        "Global warming potential compares the warming caused by a gas with that of the same mass of carbon dioxide (GWP = 1). Over 100 years methane is roughly 28 and nitrous oxide roughly 265, while sulphur hexafluoride, used in electrical switchgear, exceeds 20,000, making it the most potent of these gases.",
      hi: {
        text: "निम्नलिखित ग्रीनहाउस गैसों में से किसकी 100 वर्ष की अवधि में वैश्विक तापन क्षमता सबसे अधिक है?",
        options: ["मीथेन", "सल्फ़र हेक्साफ़्लुओराइड", "नाइट्रस ऑक्साइड", "कार्बन डाइऑक्साइड"],
        explanation:
          "वैश्विक तापन क्षमता किसी गैस द्वारा होने वाले तापन की तुलना कार्बन डाइऑक्साइड के उतने ही द्रव्यमान (GWP = 1) से करती है। 100 वर्षों में मीथेन लगभग 28 और नाइट्रस ऑक्साइड लगभग 265 है, जबकि विद्युत स्विचगियर में प्रयुक्त सल्फ़र हेक्साफ़्लुओराइड 20,000 से अधिक है, जो इसे इन गैसों में सबसे प्रबल बनाता है।",
      },
    },
    {
      key: "upsc-env-09",
      subject: "Environment",
      topic: "Environmental Laws and Institutions",
      difficulty: "easy",
      source: "National Green Tribunal Act, 2010, Sections 3 and 19",
      text: "The National Green Tribunal (NGT) was established under",
      options: [
        "the Wild Life (Protection) Act, 1972",
        "the Environment (Protection) Act, 1986",
        "the National Green Tribunal Act, 2010",
        "the Forest (Conservation) Act, 1980",
      ],
      correct: 2,
      explanation:
        "The NGT was set up in 2010 under its own statute, the National Green Tribunal Act, 2010, for speedy disposal of environmental cases; it is guided by the principles of natural justice rather than the Code of Civil Procedure. The other Acts are among the laws whose disputes it hears, but they did not create it.",
      hi: {
        text: "राष्ट्रीय हरित अधिकरण (NGT) की स्थापना किसके अधीन हुई?",
        options: [
          "वन्य जीव (संरक्षण) अधिनियम, 1972",
          "पर्यावरण (संरक्षण) अधिनियम, 1986",
          "राष्ट्रीय हरित अधिकरण अधिनियम, 2010",
          "वन (संरक्षण) अधिनियम, 1980",
        ],
        explanation:
          "पर्यावरण संबंधी मामलों के शीघ्र निपटारे के लिए NGT की स्थापना 2010 में उसके अपने कानून, राष्ट्रीय हरित अधिकरण अधिनियम, 2010 के अधीन हुई; यह सिविल प्रक्रिया संहिता के बजाय नैसर्गिक न्याय के सिद्धांतों से निर्देशित होता है। अन्य अधिनियम उन कानूनों में हैं जिनसे जुड़े विवाद यह सुनता है, पर उन्होंने इसे नहीं बनाया।",
      },
    },
    {
      key: "upsc-env-10",
      subject: "Environment",
      topic: "International Conventions",
      difficulty: "medium",
      source:
        "Montreal Protocol (1987) and Kigali Amendment (2016); Basel Convention (1989); Stockholm Convention (2001)",
      format: "statements",
      text: "Consider the following statements:\n1. The Montreal Protocol deals with substances that deplete the ozone layer.\n2. The Kigali Amendment provides for phasing down hydrofluorocarbons (HFCs), which are potent greenhouse gases though not ozone-depleting.\n3. The Stockholm Convention regulates the transboundary movement of hazardous wastes.\nWhich of the statements given above is/are correct?",
      options: ["1 and 2 only", "1 only", "2 and 3 only", "1, 2 and 3"],
      correct: 0,
      explanation:
        "The Montreal Protocol (1987) controls ozone-depleting substances such as CFCs, so statement 1 is correct. The Kigali Amendment (2016) added the phase-down of HFCs, the CFC substitutes that do not harm ozone but trap heat strongly, so statement 2 is correct. Transboundary movement of hazardous wastes is governed by the Basel Convention; the Stockholm Convention deals with persistent organic pollutants, so statement 3 is wrong.",
      hi: {
        text: "निम्नलिखित कथनों पर विचार कीजिए:\n1. मॉन्ट्रियल प्रोटोकॉल ओज़ोन परत का क्षय करने वाले पदार्थों से संबंधित है।\n2. किगाली संशोधन हाइड्रोफ़्लुओरोकार्बनों (HFC) को चरणबद्ध रूप से घटाने का प्रावधान करता है, जो ओज़ोन का क्षय नहीं करते पर प्रबल ग्रीनहाउस गैसें हैं।\n3. स्टॉकहोम अभिसमय परिसंकटमय अपशिष्टों की सीमापार आवाजाही का विनियमन करता है।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 1 और 2", "केवल 1", "केवल 2 और 3", "1, 2 और 3"],
        explanation:
          "मॉन्ट्रियल प्रोटोकॉल (1987) CFC जैसे ओज़ोन-क्षयकारी पदार्थों को नियंत्रित करता है, अतः कथन 1 सही है। किगाली संशोधन (2016) ने HFC को चरणबद्ध रूप से घटाना जोड़ा, जो CFC के ऐसे विकल्प हैं जो ओज़ोन को हानि नहीं पहुँचाते पर प्रबल रूप से ऊष्मा रोकते हैं, अतः कथन 2 सही है। परिसंकटमय अपशिष्टों की सीमापार आवाजाही बेसल अभिसमय से नियंत्रित होती है; स्टॉकहोम अभिसमय स्थायी कार्बनिक प्रदूषकों से संबंधित है, अतः कथन 3 गलत है।",
      },
    },

    // ───────────────────────────── Science and Technology ─────────────────────────────
    {
      key: "upsc-sci-01",
      subject: "Science and Technology",
      topic: "Basic Biology",
      difficulty: "easy",
      source: "NCERT Biology Class 11, Ch. Chemical Coordination and Integration",
      text: "Which vitamin is synthesised in the human skin on exposure to sunlight?",
      options: ["Vitamin A", "Vitamin C", "Vitamin K", "Vitamin D"],
      correct: 3,
      explanation:
        "Ultraviolet-B rays in sunlight convert 7-dehydrocholesterol in the skin into vitamin D3, which the liver and kidneys then activate. Vitamin D helps absorb calcium, and its deficiency causes rickets in children and osteomalacia in adults.",
      hi: {
        text: "सूर्य के प्रकाश के संपर्क में आने पर मानव त्वचा में कौन-सा विटामिन संश्लेषित होता है?",
        options: ["विटामिन A", "विटामिन C", "विटामिन K", "विटामिन D"],
        explanation:
          "सूर्य के प्रकाश की पराबैंगनी-B किरणें त्वचा में 7-डीहाइड्रोकोलेस्ट्रॉल को विटामिन D3 में बदलती हैं, जिसे बाद में यकृत और वृक्क सक्रिय करते हैं। विटामिन D कैल्शियम के अवशोषण में सहायता करता है और इसकी कमी से बच्चों में रिकेट्स तथा वयस्कों में ऑस्टियोमलेशिया होता है।",
      },
    },
    {
      key: "upsc-sci-02",
      subject: "Science and Technology",
      topic: "Physics in Everyday Life",
      difficulty: "easy",
      source: "NCERT Science Class 10, Ch. 10 The Human Eye and the Colourful World",
      text: "The blue colour of the clear daytime sky is mainly due to",
      options: [
        "scattering of sunlight by molecules of the air",
        "reflection of light from the oceans",
        "total internal reflection in water droplets",
        "absorption of red light by ozone",
      ],
      correct: 0,
      explanation:
        "Air molecules are much smaller than the wavelength of light and scatter shorter wavelengths far more strongly (Rayleigh scattering, proportional to 1/λ⁴), so blue light is scattered across the sky. For the same reason the Sun looks reddish at sunrise and sunset, when its light crosses more air and the blue is scattered away.",
      hi: {
        text: "दिन में साफ़ आकाश का नीला रंग मुख्यतः किस कारण से होता है?",
        options: [
          "वायु के अणुओं द्वारा सूर्य के प्रकाश का प्रकीर्णन",
          "महासागरों से प्रकाश का परावर्तन",
          "जल की बूँदों में पूर्ण आंतरिक परावर्तन",
          "ओज़ोन द्वारा लाल प्रकाश का अवशोषण",
        ],
        explanation:
          "वायु के अणु प्रकाश की तरंगदैर्ध्य से बहुत छोटे होते हैं और छोटी तरंगदैर्ध्य को कहीं अधिक प्रकीर्णित करते हैं (रैले प्रकीर्णन, 1/λ⁴ के अनुपाती), इसलिए नीला प्रकाश पूरे आकाश में फैल जाता है। इसी कारण सूर्योदय और सूर्यास्त के समय सूर्य लालिमा लिए दिखता है, जब उसका प्रकाश अधिक वायु से गुज़रता है और नीला प्रकाश प्रकीर्णित होकर हट जाता है।",
      },
    },
    {
      key: "upsc-sci-03",
      subject: "Science and Technology",
      topic: "Space Technology",
      difficulty: "medium",
      source: "NCERT Physics Class 11, Ch. 7 Gravitation",
      format: "statements",
      text: "Consider the following statements:\n1. A geostationary satellite revolves around the Earth from east to west.\n2. The orbital period of a geostationary satellite equals the time the Earth takes to rotate once on its axis.\n3. Remote-sensing satellites for high-resolution imaging are usually placed in low, sun-synchronous polar orbits.\nWhich of the statements given above is/are correct?",
      options: ["1 and 2 only", "3 only", "2 and 3 only", "1, 2 and 3"],
      correct: 2,
      explanation:
        "A geostationary satellite, about 35,786 km above the equator, moves west to east in step with the Earth's rotation, so statement 1 is wrong. Its period equals one sidereal day (about 23 h 56 min), which keeps it fixed over one point, so statement 2 is correct. Earth-imaging satellites need to be close (a few hundred km) and pass over with the same local lighting, hence low sun-synchronous polar orbits, so statement 3 is correct.",
      hi: {
        text: "निम्नलिखित कथनों पर विचार कीजिए:\n1. भूस्थिर उपग्रह पृथ्वी के चारों ओर पूर्व से पश्चिम की ओर परिक्रमा करता है।\n2. भूस्थिर उपग्रह का परिक्रमण काल पृथ्वी द्वारा अपने अक्ष पर एक घूर्णन में लगे समय के बराबर होता है।\n3. उच्च विभेदन चित्रण के लिए सुदूर संवेदन उपग्रह सामान्यतः निम्न, सूर्य-तुल्यकाली ध्रुवीय कक्षाओं में रखे जाते हैं।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 1 और 2", "केवल 3", "केवल 2 और 3", "1, 2 और 3"],
        explanation:
          "विषुवत् वृत्त से लगभग 35,786 किलोमीटर ऊपर स्थित भूस्थिर उपग्रह पृथ्वी के घूर्णन के साथ पश्चिम से पूर्व चलता है, अतः कथन 1 गलत है। इसका परिक्रमण काल एक नाक्षत्र दिवस (लगभग 23 घंटे 56 मिनट) के बराबर है, जो इसे एक बिंदु के ऊपर स्थिर रखता है, अतः कथन 2 सही है। पृथ्वी का चित्रण करने वाले उपग्रहों को पास (कुछ सौ किलोमीटर) रहना और एक ही स्थानीय प्रकाश में गुज़रना होता है, इसलिए निम्न सूर्य-तुल्यकाली ध्रुवीय कक्षाएँ, अतः कथन 3 सही है।",
      },
    },
    {
      key: "upsc-sci-04",
      subject: "Science and Technology",
      topic: "Biotechnology and Health",
      difficulty: "medium",
      source: "Royal Swedish Academy of Sciences, Nobel Prize in Chemistry 2020 (CRISPR-Cas9)",
      text: "The CRISPR-Cas9 system, frequently in the news, is best described as",
      options: [
        "a gene-editing tool in which a guide RNA directs an enzyme to cut DNA at a chosen site",
        "a platform for producing inactivated virus vaccines",
        "a method of growing organs from stem cells",
        "an imaging technique for detecting tumours",
      ],
      correct: 0,
      explanation:
        "CRISPR-Cas9 is adapted from a bacterial defence system: a guide RNA matches a target DNA sequence and the Cas9 enzyme cuts it there, after which the cell's repair machinery can disable or replace the gene. Its precision and low cost have made it the most widely used gene-editing technology; its developers received the 2020 Nobel Prize in Chemistry.",
      hi: {
        text: "प्रायः समाचारों में रहने वाली CRISPR-Cas9 प्रणाली का सर्वोत्तम वर्णन क्या है?",
        options: [
          "एक जीन-संपादन उपकरण जिसमें एक गाइड RNA किसी एंज़ाइम को चुने हुए स्थान पर DNA काटने के लिए निर्देशित करता है",
          "निष्क्रिय विषाणु टीके बनाने का एक मंच",
          "स्टेम कोशिकाओं से अंग विकसित करने की एक विधि",
          "अर्बुदों का पता लगाने की एक चित्रण तकनीक",
        ],
        explanation:
          "CRISPR-Cas9 एक जीवाणु रक्षा प्रणाली से अनुकूलित है: गाइड RNA लक्षित DNA अनुक्रम से मेल खाता है और Cas9 एंज़ाइम उसे वहाँ काटता है, जिसके बाद कोशिका का मरम्मत तंत्र जीन को निष्क्रिय या प्रतिस्थापित कर सकता है। इसकी सटीकता और कम लागत ने इसे सबसे अधिक प्रयुक्त जीन-संपादन तकनीक बना दिया है; इसके विकासकर्ताओं को 2020 का रसायन नोबेल पुरस्कार मिला।",
      },
    },
    {
      key: "upsc-sci-05",
      subject: "Science and Technology",
      topic: "Biotechnology and Health",
      difficulty: "medium",
      source: "NCERT Biology Class 12, Ch. Molecular Basis of Inheritance; Ch. Human Health and Disease",
      format: "statements",
      text: "Consider the following statements:\n1. mRNA vaccines deliver genetic instructions that make the body's cells produce an antigen.\n2. mRNA vaccines alter the DNA of the recipient's cells.\n3. Antibiotics are effective in treating viral infections.\nWhich of the statements given above is/are correct?",
      options: ["2 only", "1 only", "1 and 3 only", "1, 2 and 3"],
      correct: 1,
      explanation:
        "An mRNA vaccine carries the code for a viral protein (such as the coronavirus spike protein); cells translate it into the antigen, which trains the immune system, so statement 1 is correct. The mRNA stays in the cytoplasm, does not enter the nucleus and is soon broken down, so it cannot change the DNA (statement 2 wrong). Antibiotics act on bacterial structures such as cell walls and ribosomes and are useless against viruses (statement 3 wrong).",
      hi: {
        text: "निम्नलिखित कथनों पर विचार कीजिए:\n1. mRNA टीके ऐसे आनुवंशिक निर्देश पहुँचाते हैं जिनसे शरीर की कोशिकाएँ एक प्रतिजन बनाती हैं।\n2. mRNA टीके प्राप्तकर्ता की कोशिकाओं के DNA को बदल देते हैं।\n3. प्रतिजैविक विषाणु संक्रमणों के उपचार में प्रभावी होते हैं।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 2", "केवल 1", "केवल 1 और 3", "1, 2 और 3"],
        explanation:
          "mRNA टीका किसी विषाणु प्रोटीन (जैसे कोरोनावायरस के स्पाइक प्रोटीन) का कूट ले जाता है; कोशिकाएँ उसका प्रतिजन में रूपांतरण करती हैं, जो प्रतिरक्षा तंत्र को प्रशिक्षित करता है, अतः कथन 1 सही है। mRNA कोशिकाद्रव्य में रहता है, केंद्रक में प्रवेश नहीं करता और जल्द ही टूट जाता है, इसलिए DNA नहीं बदल सकता (कथन 2 गलत)। प्रतिजैविक कोशिका भित्ति और राइबोसोम जैसी जीवाणु संरचनाओं पर कार्य करते हैं और विषाणुओं पर बेअसर हैं (कथन 3 गलत)।",
      },
    },
    {
      key: "upsc-sci-06",
      subject: "Science and Technology",
      topic: "Defence and Nuclear Technology",
      difficulty: "hard",
      source:
        "Department of Atomic Energy, India's three-stage nuclear power programme; Nuclear Power Corporation of India",
      format: "statements",
      text: "With reference to India's nuclear power programme, consider the following statements:\n1. Pressurised Heavy Water Reactors use natural uranium as fuel and heavy water as moderator and coolant.\n2. The Prototype Fast Breeder Reactor at Kalpakkam uses heavy water as its moderator.\n3. The third stage of the three-stage programme aims to use thorium as the main fuel.\nWhich of the statements given above is/are correct?",
      options: ["1 and 3 only", "2 and 3 only", "1 only", "1, 2 and 3"],
      correct: 0,
      explanation:
        "Stage 1 uses PHWRs, which burn natural uranium with heavy water as moderator and coolant, so statement 1 is correct. Fast breeder reactors need fast (unslowed) neutrons, so they have no moderator at all and are cooled by liquid sodium; statement 2 is wrong. Stage 3 is designed to use India's large thorium reserves via the uranium-233 bred from thorium, so statement 3 is correct.",
      hi: {
        text: "भारत के नाभिकीय ऊर्जा कार्यक्रम के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:\n1. दाबित भारी जल रिएक्टर ईंधन के रूप में प्राकृतिक यूरेनियम और मंदक तथा शीतलक के रूप में भारी जल का उपयोग करते हैं।\n2. कलपक्कम का प्रोटोटाइप फ़ास्ट ब्रीडर रिएक्टर मंदक के रूप में भारी जल का उपयोग करता है।\n3. त्रि-चरणीय कार्यक्रम के तीसरे चरण का लक्ष्य थोरियम को मुख्य ईंधन के रूप में प्रयोग करना है।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 1 और 3", "केवल 2 और 3", "केवल 1", "1, 2 और 3"],
        explanation:
          "पहले चरण में PHWR हैं, जो मंदक और शीतलक के रूप में भारी जल के साथ प्राकृतिक यूरेनियम जलाते हैं, अतः कथन 1 सही है। द्रुत प्रजनक रिएक्टरों को तीव्र (बिना धीमे किए) न्यूट्रॉन चाहिए, इसलिए उनमें कोई मंदक नहीं होता और वे द्रव सोडियम से ठंडे किए जाते हैं; कथन 2 गलत है। तीसरा चरण थोरियम से प्रजनित यूरेनियम-233 के माध्यम से भारत के विशाल थोरियम भंडार के उपयोग के लिए बनाया गया है, अतः कथन 3 सही है।",
      },
    },
    {
      key: "upsc-sci-07",
      subject: "Science and Technology",
      topic: "Information and Communication Technology",
      difficulty: "easy",
      source: "Ministry of Electronics and Information Technology, National Strategy on Blockchain (2021)",
      text: "Which technology maintains a distributed, tamper-resistant ledger of transactions shared across many computers, without a central authority?",
      options: ["Cloud computing", "Quantum computing", "Blockchain", "Li-Fi"],
      correct: 2,
      explanation:
        "A blockchain records transactions in blocks, each linked to the previous one by a cryptographic hash, and copies are held by many nodes that agree through a consensus mechanism. Changing an old record would require redoing all later blocks on most copies, which makes the ledger tamper-resistant; it underlies cryptocurrencies and many supply-chain applications.",
      hi: {
        text: "कौन-सी तकनीक किसी केंद्रीय प्राधिकरण के बिना अनेक कंप्यूटरों में साझा, वितरित और छेड़छाड़-रोधी लेन-देन खाता-बही (लेजर) बनाए रखती है?",
        options: ["क्लाउड कंप्यूटिंग", "क्वांटम कंप्यूटिंग", "ब्लॉकचेन", "लाई-फाई"],
        explanation:
          "ब्लॉकचेन लेन-देन को ब्लॉकों में दर्ज करता है, जिनमें से प्रत्येक पिछले ब्लॉक से एक क्रिप्टोग्राफ़िक हैश द्वारा जुड़ा होता है, और इसकी प्रतियाँ अनेक नोड्स के पास रहती हैं जो सर्वसम्मति तंत्र से सहमत होते हैं। किसी पुराने रिकॉर्ड को बदलने के लिए अधिकांश प्रतियों में बाद के सभी ब्लॉक फिर से बनाने पड़ेंगे, जिससे यह छेड़छाड़-रोधी बनता है; यह क्रिप्टोकरेंसी और कई आपूर्ति-शृंखला अनुप्रयोगों का आधार है।",
      },
    },
    {
      key: "upsc-sci-08",
      subject: "Science and Technology",
      topic: "Information and Communication Technology",
      difficulty: "easy",
      source: "IEEE 802.11bb standard for light communications (2023)",
      text: "Li-Fi (Light Fidelity) technology transmits data using",
      options: [
        "radio waves in the 2.4 GHz band",
        "copper telephone lines",
        "ultrasonic sound waves",
        "visible light from LED sources switched on and off very rapidly",
      ],
      correct: 3,
      explanation:
        "Li-Fi modulates the intensity of LED light faster than the eye can notice, and a photodetector decodes the flicker into data. Because light does not pass through walls it is more secure within a room and does not interfere with radio equipment, but it needs a line of sight; Wi-Fi, by contrast, uses radio waves in the 2.4 and 5 GHz bands.",
      hi: {
        text: "Li-Fi (लाइट फ़िडेलिटी) तकनीक डेटा किसके द्वारा प्रेषित करती है?",
        options: [
          "2.4 GHz बैंड की रेडियो तरंगें",
          "ताँबे की टेलीफ़ोन लाइनें",
          "पराश्रव्य ध्वनि तरंगें",
          "बहुत तेज़ी से जलने-बुझने वाले LED स्रोतों का दृश्य प्रकाश",
        ],
        explanation:
          "Li-Fi, LED प्रकाश की तीव्रता को आँख की पकड़ से तेज़ी से बदलता है, और एक प्रकाश संसूचक इस टिमटिमाहट को डेटा में बदलता है। प्रकाश दीवारों के पार नहीं जाता, इसलिए यह कमरे के भीतर अधिक सुरक्षित है और रेडियो उपकरणों में व्यवधान नहीं डालता, पर इसके लिए सीधी दृष्टि-रेखा चाहिए; इसके विपरीत Wi-Fi 2.4 और 5 GHz बैंड की रेडियो तरंगें प्रयोग करता है।",
      },
    },
    {
      key: "upsc-sci-09",
      subject: "Science and Technology",
      topic: "Defence and Nuclear Technology",
      difficulty: "medium",
      source: "Defence Research and Development Organisation, missile systems",
      format: "how-many",
      text: "Consider the following pairs (Missile : Type):\n1. Agni-V : Surface-to-surface ballistic missile\n2. BrahMos : Supersonic cruise missile\n3. Astra : Beyond-visual-range air-to-air missile\n4. Prithvi : Anti-tank guided missile\nHow many of the pairs given above are correctly matched?",
      options: ["Only one", "Only two", "Only three", "All four"],
      correct: 2,
      explanation:
        "Agni-V is a long-range surface-to-surface ballistic missile, BrahMos (an India-Russia joint venture) is a supersonic cruise missile and Astra is a beyond-visual-range air-to-air missile, so pairs 1, 2 and 3 are correct. Prithvi is a short-range surface-to-surface ballistic missile; the indigenous anti-tank guided missile is Nag. Hence only three pairs are correct.",
      hi: {
        text: "निम्नलिखित युग्मों पर विचार कीजिए (मिसाइल : प्रकार):\n1. अग्नि-V : सतह से सतह पर मार करने वाली बैलिस्टिक मिसाइल\n2. ब्रह्मोस : सुपरसोनिक क्रूज़ मिसाइल\n3. अस्त्र : दृश्य सीमा से परे हवा से हवा में मार करने वाली मिसाइल\n4. पृथ्वी : टैंक-रोधी निर्देशित मिसाइल\nउपर्युक्त युग्मों में से कितने सही सुमेलित हैं?",
        options: ["केवल एक", "केवल दो", "केवल तीन", "सभी चार"],
        explanation:
          "अग्नि-V लंबी दूरी की सतह से सतह पर मार करने वाली बैलिस्टिक मिसाइल है, ब्रह्मोस (भारत-रूस संयुक्त उद्यम) सुपरसोनिक क्रूज़ मिसाइल है और अस्त्र दृश्य सीमा से परे हवा से हवा में मार करने वाली मिसाइल है, अतः युग्म 1, 2 और 3 सही हैं। पृथ्वी कम दूरी की सतह से सतह पर मार करने वाली बैलिस्टिक मिसाइल है; स्वदेशी टैंक-रोधी निर्देशित मिसाइल नाग है। अतः केवल तीन युग्म सही हैं।",
      },
    },
    {
      key: "upsc-sci-10",
      subject: "Science and Technology",
      topic: "Basic Biology",
      difficulty: "easy",
      source: "NCERT Biology Class 11, Ch. Chemical Coordination and Integration",
      text: "The hormone insulin, which lowers blood glucose, is secreted by",
      options: ["the liver", "the thyroid gland", "the adrenal glands", "the pancreas"],
      correct: 3,
      explanation:
        "Insulin is produced by the beta cells of the islets of Langerhans in the pancreas and helps cells take up glucose from the blood. Too little insulin, or cells failing to respond to it, causes diabetes mellitus; the liver stores glucose as glycogen but does not make insulin.",
      hi: {
        text: "रक्त में ग्लूकोज़ का स्तर घटाने वाला हॉर्मोन इंसुलिन किसके द्वारा स्रावित होता है?",
        options: ["यकृत", "थायरॉइड ग्रंथि", "अधिवृक्क ग्रंथियाँ", "अग्न्याशय"],
        explanation:
          "इंसुलिन अग्न्याशय की लैंगरहैंस द्वीपिकाओं की बीटा कोशिकाओं द्वारा बनाया जाता है और कोशिकाओं को रक्त से ग्लूकोज़ लेने में सहायता करता है। इंसुलिन की कमी या कोशिकाओं द्वारा इस पर प्रतिक्रिया न देने से मधुमेह (डायबिटीज़ मेलिटस) होता है; यकृत ग्लूकोज़ को ग्लाइकोजन के रूप में संग्रहित करता है, परंतु इंसुलिन नहीं बनाता।",
      },
    },

    // ───────────────────────────── Current affairs ─────────────────────────────
    {
      key: "upsc-ca-01",
      subject: "Current affairs",
      topic: "Space Missions",
      difficulty: "easy",
      source: "ISRO, Chandrayaan-3 mission updates (landing on 23 August 2023)",
      asOf: "2023-08-23",
      text: "On which date did the Vikram lander of Chandrayaan-3 soft-land near the south polar region of the Moon?",
      options: ["14 July 2023", "2 September 2023", "22 July 2019", "23 August 2023"],
      correct: 3,
      explanation:
        "Chandrayaan-3 was launched on an LVM3 rocket on 14 July 2023 and its Vikram lander touched down on 23 August 2023, making India the first country to land near the lunar south pole and the fourth to soft-land on the Moon. The Government later declared 23 August as National Space Day; 2 September 2023 was the launch of Aditya-L1 and 22 July 2019 that of Chandrayaan-2.",
      hi: {
        text: "चंद्रयान-3 के विक्रम लैंडर ने चंद्रमा के दक्षिणी ध्रुवीय क्षेत्र के निकट किस तिथि को सॉफ्ट लैंडिंग की?",
        options: ["14 जुलाई 2023", "2 सितंबर 2023", "22 जुलाई 2019", "23 अगस्त 2023"],
        explanation:
          "चंद्रयान-3 को 14 जुलाई 2023 को LVM3 रॉकेट से प्रक्षेपित किया गया और इसके विक्रम लैंडर ने 23 अगस्त 2023 को सतह को छुआ; इससे भारत चंद्र दक्षिणी ध्रुव के निकट उतरने वाला पहला और चंद्रमा पर सॉफ्ट लैंडिंग करने वाला चौथा देश बना। सरकार ने बाद में 23 अगस्त को राष्ट्रीय अंतरिक्ष दिवस घोषित किया; 2 सितंबर 2023 आदित्य-L1 का और 22 जुलाई 2019 चंद्रयान-2 का प्रक्षेपण दिवस था।",
      },
    },
    {
      key: "upsc-ca-02",
      subject: "Current affairs",
      topic: "Space Missions",
      difficulty: "medium",
      source:
        "ISRO, PSLV-C57/Aditya-L1 mission (launched 2 September 2023; L1 halo orbit insertion 6 January 2024)",
      asOf: "2024-01-06",
      format: "statements",
      text: "With reference to the Aditya-L1 mission, consider the following statements:\n1. It is India's first space-based observatory-class mission to study the Sun.\n2. It observes the Sun from a halo orbit around the Lagrange point L1, about 1.5 million km from the Earth.\n3. It was launched on board the LVM3 (GSLV Mk III) rocket.\nWhich of the statements given above is/are correct?",
      options: ["1 only", "1 and 2 only", "1, 2 and 3", "2 and 3 only"],
      correct: 1,
      explanation:
        "Aditya-L1 is India's first dedicated solar observatory in space, so statement 1 is correct. It was inserted into a halo orbit around L1, about 1.5 million km sunward from the Earth, in January 2024, from where it can watch the Sun without eclipses, so statement 2 is correct. It was launched on 2 September 2023 by PSLV-C57, not by LVM3, so statement 3 is wrong.",
      hi: {
        text: "आदित्य-L1 मिशन के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:\n1. यह सूर्य का अध्ययन करने वाला भारत का पहला अंतरिक्ष-आधारित वेधशाला-श्रेणी का मिशन है।\n2. यह पृथ्वी से लगभग 15 लाख किलोमीटर दूर लग्रांज बिंदु L1 के चारों ओर हेलो कक्षा से सूर्य का प्रेक्षण करता है।\n3. इसे LVM3 (GSLV Mk III) रॉकेट से प्रक्षेपित किया गया।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 1", "केवल 1 और 2", "1, 2 और 3", "केवल 2 और 3"],
        explanation:
          "आदित्य-L1 अंतरिक्ष में भारत की पहली समर्पित सौर वेधशाला है, अतः कथन 1 सही है। इसे जनवरी 2024 में पृथ्वी से सूर्य की ओर लगभग 15 लाख किलोमीटर दूर L1 के चारों ओर हेलो कक्षा में स्थापित किया गया, जहाँ से यह बिना ग्रहण के सूर्य को देख सकता है, अतः कथन 2 सही है। इसे 2 सितंबर 2023 को PSLV-C57 से प्रक्षेपित किया गया, LVM3 से नहीं, अतः कथन 3 गलत है।",
      },
    },
    {
      key: "upsc-ca-03",
      subject: "Current affairs",
      topic: "International Relations and Summits",
      difficulty: "easy",
      source: "G20 New Delhi Leaders' Declaration, 9-10 September 2023",
      asOf: "2023-09-10",
      text: "The G20 Leaders' Summit held during India's G20 presidency in September 2023 took place in",
      options: ["New Delhi", "Mumbai", "Bengaluru", "Varanasi"],
      correct: 0,
      explanation:
        "India held the G20 presidency from 1 December 2022 to 30 November 2023, and the Leaders' Summit was held on 9-10 September 2023 at Bharat Mandapam in New Delhi. Other cities hosted ministerial and working-group meetings during the year, but the summit itself was in the capital.",
      hi: {
        text: "भारत की G20 अध्यक्षता के दौरान सितंबर 2023 में G20 नेताओं का शिखर सम्मेलन कहाँ आयोजित हुआ?",
        options: ["नई दिल्ली", "मुंबई", "बेंगलुरु", "वाराणसी"],
        explanation:
          "भारत ने 1 दिसंबर 2022 से 30 नवंबर 2023 तक G20 की अध्यक्षता की और नेताओं का शिखर सम्मेलन 9-10 सितंबर 2023 को नई दिल्ली के भारत मंडपम में हुआ। वर्ष भर अन्य शहरों में मंत्रिस्तरीय और कार्य-समूह बैठकें हुईं, परंतु शिखर सम्मेलन राजधानी में ही हुआ।",
      },
    },
    {
      key: "upsc-ca-04",
      subject: "Current affairs",
      topic: "International Relations and Summits",
      difficulty: "medium",
      source: "G20 New Delhi Leaders' Declaration, 9-10 September 2023",
      asOf: "2023-12-01",
      format: "statements",
      text: "With reference to the G20 New Delhi Summit of 2023, consider the following statements:\n1. The African Union was admitted as a permanent member of the G20.\n2. The theme of India's presidency was 'Vasudhaiva Kutumbakam — One Earth, One Family, One Future'.\n3. India handed over the G20 presidency to Brazil.\nWhich of the statements given above is/are correct?",
      options: ["1 and 2 only", "2 only", "1, 2 and 3", "1 and 3 only"],
      correct: 2,
      explanation:
        "At the New Delhi Summit the African Union became a permanent member of the G20, its first expansion since it was formed, so statement 1 is correct. India's presidency theme was 'Vasudhaiva Kutumbakam — One Earth, One Family, One Future', so statement 2 is correct. The presidency passed to Brazil, which held it from 1 December 2023, so statement 3 is also correct.",
      hi: {
        text: "2023 के G20 नई दिल्ली शिखर सम्मेलन के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:\n1. अफ्रीकी संघ को G20 के स्थायी सदस्य के रूप में शामिल किया गया।\n2. भारत की अध्यक्षता का विषय 'वसुधैव कुटुम्बकम् — एक पृथ्वी, एक परिवार, एक भविष्य' था।\n3. भारत ने G20 की अध्यक्षता ब्राज़ील को सौंपी।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 1 और 2", "केवल 2", "1, 2 और 3", "केवल 1 और 3"],
        explanation:
          "नई दिल्ली शिखर सम्मेलन में अफ्रीकी संघ G20 का स्थायी सदस्य बना, जो इसके गठन के बाद पहला विस्तार था, अतः कथन 1 सही है। भारत की अध्यक्षता का विषय 'वसुधैव कुटुम्बकम् — एक पृथ्वी, एक परिवार, एक भविष्य' था, अतः कथन 2 सही है। अध्यक्षता ब्राज़ील को मिली, जिसने 1 दिसंबर 2023 से इसे संभाला, अतः कथन 3 भी सही है।",
      },
    },
    {
      key: "upsc-ca-05",
      subject: "Current affairs",
      topic: "Laws and Constitutional Amendments",
      difficulty: "medium",
      source:
        "Constitution (One Hundred and Sixth Amendment) Act, 2023; Constitution of India, Articles 330A, 332A and 334A",
      asOf: "2023-09-28",
      format: "statements",
      text: "With reference to the Constitution (One Hundred and Sixth Amendment) Act, 2023 (Nari Shakti Vandan Adhiniyam), consider the following statements:\n1. It reserves one-third of the seats in the Lok Sabha and the State Legislative Assemblies for women.\n2. It extends the same reservation to the Rajya Sabha and the State Legislative Councils.\n3. The reservation is to come into effect after a delimitation exercise based on the first census taken after the Act's commencement.\nWhich of the statements given above is/are correct?",
      options: ["1 and 3 only", "1 and 2 only", "3 only", "1, 2 and 3"],
      correct: 0,
      explanation:
        "The Act reserves, as nearly as may be, one-third of the seats filled by direct election in the Lok Sabha, the State Legislative Assemblies and the Delhi Assembly for women, including within seats reserved for SCs and STs, so statement 1 is correct. It does not apply to the indirectly elected Rajya Sabha or the Legislative Councils, so statement 2 is wrong. Under the new Article 334A the reservation begins after delimitation based on the first census after the Act's commencement and lasts 15 years (extendable by Parliament), so statement 3 is correct.",
      hi: {
        text: "संविधान (एक सौ छठा संशोधन) अधिनियम, 2023 (नारी शक्ति वंदन अधिनियम) के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:\n1. यह लोक सभा और राज्य विधान सभाओं में एक-तिहाई स्थान महिलाओं के लिए आरक्षित करता है।\n2. यह यही आरक्षण राज्य सभा और राज्य विधान परिषदों तक विस्तारित करता है।\n3. आरक्षण अधिनियम के प्रारंभ के बाद की पहली जनगणना पर आधारित परिसीमन के बाद प्रभावी होगा।\nउपर्युक्त कथनों में से कौन-सा/से सही है/हैं?",
        options: ["केवल 1 और 3", "केवल 1 और 2", "केवल 3", "1, 2 और 3"],
        explanation:
          "यह संशोधन अधिनियम लोक सभा, राज्य विधान सभाओं और दिल्ली विधान सभा में प्रत्यक्ष निर्वाचन से भरे जाने वाले स्थानों में से यथासंभव एक-तिहाई महिलाओं के लिए आरक्षित करता है, जिसमें अनुसूचित जातियों और जनजातियों के लिए आरक्षित स्थान भी शामिल हैं, अतः कथन 1 सही है। यह अप्रत्यक्ष रूप से निर्वाचित राज्य सभा या विधान परिषदों पर लागू नहीं होता, अतः कथन 2 गलत है। नए अनुच्छेद 334क के अधीन आरक्षण अधिनियम के प्रारंभ के बाद की पहली जनगणना पर आधारित परिसीमन के बाद शुरू होगा और 15 वर्ष तक रहेगा (संसद द्वारा बढ़ाया जा सकता है), अतः कथन 3 सही है।",
      },
    },
    {
      key: "upsc-ca-06",
      subject: "Current affairs",
      topic: "Sports",
      difficulty: "easy",
      source: "Tokyo 2020 Olympic Games, official results (men's javelin throw, 7 August 2021)",
      asOf: "2021-08-07",
      text: "At the Tokyo 2020 Olympic Games (held in 2021), Neeraj Chopra won India's first Olympic gold medal in athletics in which event?",
      options: ["Javelin throw", "Discus throw", "Shot put", "Hammer throw"],
      correct: 0,
      explanation:
        "Neeraj Chopra won the men's javelin throw on 7 August 2021 with a best throw of 87.58 m. It was India's first Olympic gold in track and field and its second individual Olympic gold after Abhinav Bindra's in shooting (2008).",
      hi: {
        text: "टोक्यो 2020 ओलंपिक खेलों (2021 में आयोजित) में नीरज चोपड़ा ने किस स्पर्धा में एथलेटिक्स में भारत का पहला ओलंपिक स्वर्ण पदक जीता?",
        options: ["भाला फेंक", "चक्का फेंक", "गोला फेंक", "हथौड़ा फेंक"],
        explanation:
          "नीरज चोपड़ा ने 7 अगस्त 2021 को 87.58 मीटर के सर्वश्रेष्ठ थ्रो के साथ पुरुषों की भाला फेंक स्पर्धा जीती। यह ट्रैक एवं फ़ील्ड में भारत का पहला ओलंपिक स्वर्ण और अभिनव बिंद्रा (निशानेबाज़ी, 2008) के बाद दूसरा व्यक्तिगत ओलंपिक स्वर्ण था।",
      },
    },
    {
      key: "upsc-ca-07",
      subject: "Current affairs",
      topic: "Laws and Constitutional Amendments",
      difficulty: "medium",
      source:
        "Ministry of Home Affairs notifications bringing the BNS, BNSS and BSA into force from 1 July 2024",
      asOf: "2024-07-01",
      text: "The three new criminal laws — the Bharatiya Nyaya Sanhita, the Bharatiya Nagarik Suraksha Sanhita and the Bharatiya Sakshya Adhiniyam — came into force on",
      options: ["15 August 2023", "26 January 2024", "1 July 2024", "1 April 2024"],
      correct: 2,
      explanation:
        "The three laws, passed by Parliament in December 2023, came into force on 1 July 2024. They replaced the Indian Penal Code (1860), the Code of Criminal Procedure (1973) and the Indian Evidence Act (1872) respectively; offences committed before that date continue to be governed by the old laws.",
      hi: {
        text: "तीन नए आपराधिक कानून — भारतीय न्याय संहिता, भारतीय नागरिक सुरक्षा संहिता और भारतीय साक्ष्य अधिनियम — किस तिथि से लागू हुए?",
        options: ["15 अगस्त 2023", "26 जनवरी 2024", "1 जुलाई 2024", "1 अप्रैल 2024"],
        explanation:
          "दिसंबर 2023 में संसद द्वारा पारित तीनों कानून 1 जुलाई 2024 से लागू हुए। इन्होंने क्रमशः भारतीय दंड संहिता (1860), दंड प्रक्रिया संहिता (1973) और भारतीय साक्ष्य अधिनियम (1872) का स्थान लिया; उस तिथि से पहले किए गए अपराध पुराने कानूनों से ही शासित रहेंगे।",
      },
    },
    {
      key: "upsc-ca-08",
      subject: "Current affairs",
      topic: "Space Missions",
      difficulty: "medium",
      source:
        "ISRO and DRDO releases: Chandrayaan-3 (2023), Mission Shakti (2019), Gaganyaan TV-D1 (2023), XPoSat (2024)",
      asOf: "2024-01-01",
      format: "how-many",
      text: "Consider the following pairs (Mission : Purpose):\n1. Chandrayaan-3 (2023) : Soft landing near the lunar south polar region\n2. Mission Shakti (2019) : Anti-satellite missile test\n3. Gaganyaan TV-D1 (2023) : India's first crewed spaceflight\n4. XPoSat (2024) : Study of the polarisation of X-rays from cosmic sources\nHow many of the pairs given above are correctly matched?",
      options: ["Only one", "Only two", "All four", "Only three"],
      correct: 3,
      explanation:
        "Chandrayaan-3 landed near the lunar south pole in August 2023, Mission Shakti (March 2019) destroyed a satellite in low-Earth orbit with an anti-satellite missile, and XPoSat (launched 1 January 2024) is India's first X-ray polarimetry mission, so pairs 1, 2 and 4 are correct. Gaganyaan TV-D1 (October 2023) was an uncrewed test vehicle flight to demonstrate the crew escape system, so pair 3 is wrong; three pairs are correct.",
      hi: {
        text: "निम्नलिखित युग्मों पर विचार कीजिए (मिशन : उद्देश्य):\n1. चंद्रयान-3 (2023) : चंद्रमा के दक्षिण ध्रुवीय क्षेत्र के पास सॉफ़्ट लैंडिंग\n2. मिशन शक्ति (2019) : उपग्रह-रोधी मिसाइल परीक्षण\n3. गगनयान TV-D1 (2023) : भारत की पहली मानवयुक्त अंतरिक्ष उड़ान\n4. XPoSat (2024) : ब्रह्मांडीय स्रोतों से आने वाली X-किरणों के ध्रुवण का अध्ययन\nउपर्युक्त युग्मों में से कितने सही सुमेलित हैं?",
        options: ["केवल एक", "केवल दो", "सभी चार", "केवल तीन"],
        explanation:
          "चंद्रयान-3 अगस्त 2023 में चंद्रमा के दक्षिणी ध्रुव के पास उतरा, मिशन शक्ति (मार्च 2019) ने उपग्रह-रोधी मिसाइल से निम्न भू-कक्षा के एक उपग्रह को नष्ट किया, और XPoSat (1 जनवरी 2024 को प्रक्षेपित) भारत का पहला X-किरण ध्रुवणमिति मिशन है, अतः युग्म 1, 2 और 4 सही हैं। गगनयान TV-D1 (अक्टूबर 2023) कर्मीदल बचाव प्रणाली के प्रदर्शन के लिए मानवरहित परीक्षण यान उड़ान थी, अतः युग्म 3 गलत है; तीन युग्म सही हैं।",
      },
    },
    {
      key: "upsc-ca-09",
      subject: "Current affairs",
      topic: "Sports",
      difficulty: "medium",
      source: "FIDE, 45th Chess Olympiad, Budapest 2024, final standings",
      asOf: "2024-09-22",
      text: "At the 45th Chess Olympiad held in Budapest in September 2024, India won the gold medal in",
      options: [
        "both the open and the women's sections",
        "the open section only",
        "the women's section only",
        "neither section, finishing second in both",
      ],
      correct: 0,
      explanation:
        "At Budapest 2024 India's men's (open) team and women's team both won gold, the country's first titles at a regular (over-the-board) Chess Olympiad. Earlier India's best results there were bronze medals, for example in both sections at the 44th Olympiad hosted in Chennai in 2022 (India had also shared the 2020 online Olympiad title with Russia).",
      hi: {
        text: "सितंबर 2024 में बुडापेस्ट में हुए 45वें शतरंज ओलंपियाड में भारत ने किसमें स्वर्ण पदक जीता?",
        options: [
          "ओपन और महिला दोनों वर्गों में",
          "केवल ओपन वर्ग में",
          "केवल महिला वर्ग में",
          "किसी वर्ग में नहीं, दोनों में दूसरे स्थान पर रहा",
        ],
        explanation:
          "बुडापेस्ट 2024 में भारत की पुरुष (ओपन) टीम और महिला टीम दोनों ने स्वर्ण जीता, जो नियमित (बोर्ड पर खेले जाने वाले) शतरंज ओलंपियाड में देश के पहले खिताब थे। इससे पहले वहाँ भारत के सर्वश्रेष्ठ परिणाम कांस्य पदक थे, उदाहरण के लिए 2022 में चेन्नई में आयोजित 44वें ओलंपियाड में दोनों वर्गों में (भारत ने 2020 का ऑनलाइन ओलंपियाड खिताब रूस के साथ साझा भी किया था)।",
      },
    },
    {
      key: "upsc-ca-11",
      subject: "Current affairs",
      topic: "Economy and Schemes",
      difficulty: "easy",
      asOf: "2025-08-02",
      source:
        "Ministry of Agriculture and Farmers Welfare, PM-KISAN operational guidelines (2019) and release of the 20th instalment (2 August 2025)",
      text: "Under the Pradhan Mantri Kisan Samman Nidhi (PM-KISAN), eligible farmer families receive income support of",
      options: [
        "₹ 12,000 a year in four instalments",
        "₹ 10,000 a year in two instalments",
        "₹ 6,000 a year in a single instalment",
        "₹ 6,000 a year in three equal instalments",
      ],
      correct: 3,
      explanation:
        "PM-KISAN, a Central Sector scheme launched in February 2019, transfers ₹ 6,000 a year to eligible landholding farmer families in three equal instalments of ₹ 2,000 every four months, directly into their bank accounts. The 20th instalment was released on 2 August 2025.",
      hi: {
        text: "प्रधानमंत्री किसान सम्मान निधि (PM-KISAN) के अंतर्गत पात्र किसान परिवारों को कितनी आय सहायता मिलती है?",
        options: [
          "₹ 12,000 प्रति वर्ष, चार किस्तों में",
          "₹ 10,000 प्रति वर्ष, दो किस्तों में",
          "₹ 6,000 प्रति वर्ष, एक ही किस्त में",
          "₹ 6,000 प्रति वर्ष, तीन बराबर किस्तों में",
        ],
        explanation:
          "फ़रवरी 2019 में शुरू हुई केंद्रीय क्षेत्र की योजना PM-KISAN पात्र भूमिधारक किसान परिवारों को हर चार महीने में ₹ 2,000 की तीन बराबर किस्तों में प्रति वर्ष ₹ 6,000 सीधे उनके बैंक खातों में देती है। 20वीं किस्त 2 अगस्त 2025 को जारी की गई।",
      },
    },
    ...csatQuestions,
  ],

  quizzes: [
    {
      key: "upsc-practice-history",
      kind: "practice",
      title: "History and Culture: From Harappa to Independence",
      description:
        "Ten Prelims-style questions on ancient and medieval India, art and culture, colonial rule and the freedom struggle, including statement-based and chronology questions.",
      difficulty: "medium",
      timeLimitMinutes: 12,
      questionKeys: [
        "upsc-hist-01",
        "upsc-hist-02",
        "upsc-hist-03",
        "upsc-hist-04",
        "upsc-hist-05",
        "upsc-hist-11",
        "upsc-hist-12",
        "upsc-hist-13",
        "upsc-hist-09",
        "upsc-hist-10",
      ],
    },
    {
      key: "upsc-practice-polity",
      kind: "practice",
      title: "Indian Polity: Constitution, Parliament and Courts",
      description:
        "Ten questions on the making of the Constitution, Fundamental Rights, Directive Principles, Parliament, the President, landmark judgments and panchayats.",
      difficulty: "medium",
      timeLimitMinutes: 12,
      questionKeys: [
        "upsc-pol-01",
        "upsc-pol-11",
        "upsc-pol-03",
        "upsc-pol-04",
        "upsc-pol-05",
        "upsc-pol-06",
        "upsc-pol-07",
        "upsc-pol-08",
        "upsc-pol-09",
        "upsc-pol-10",
      ],
    },
    {
      key: "upsc-practice-geography",
      kind: "practice",
      title: "Geography: Physical, Indian and World",
      description:
        "Ten questions on the atmosphere, winds, the monsoon, Indian relief and rivers, soils and world straits and seas.",
      difficulty: "medium",
      timeLimitMinutes: 12,
      questionKeys: [
        "upsc-geo-01",
        "upsc-geo-02",
        "upsc-geo-03",
        "upsc-geo-04",
        "upsc-geo-05",
        "upsc-geo-06",
        "upsc-geo-07",
        "upsc-geo-08",
        "upsc-geo-09",
        "upsc-geo-10",
      ],
    },
    {
      key: "upsc-practice-economy",
      kind: "practice",
      title: "Indian Economy: Concepts and Calculations",
      description:
        "Ten questions on national income, money and banking, the budget, inflation, the balance of payments and agricultural pricing, including three short calculations.",
      difficulty: "medium",
      timeLimitMinutes: 13,
      questionKeys: [
        "upsc-eco-01",
        "upsc-eco-02",
        "upsc-eco-03",
        "upsc-eco-04",
        "upsc-eco-05",
        "upsc-eco-06",
        "upsc-eco-07",
        "upsc-eco-08",
        "upsc-eco-09",
        "upsc-eco-10",
      ],
    },
    {
      key: "upsc-practice-environment",
      kind: "practice",
      title: "Environment and Ecology Essentials",
      description:
        "Ten questions on ecosystems, biodiversity hotspots, protected areas, climate change, green institutions and international environmental conventions.",
      difficulty: "easy",
      timeLimitMinutes: 12,
      questionKeys: [
        "upsc-env-01",
        "upsc-env-02",
        "upsc-env-03",
        "upsc-env-04",
        "upsc-env-05",
        "upsc-env-06",
        "upsc-env-07",
        "upsc-env-08",
        "upsc-env-09",
        "upsc-env-10",
      ],
    },
    {
      key: "upsc-practice-science-tech",
      kind: "practice",
      title: "Science and Technology for Prelims",
      description:
        "Ten questions on space technology, biotechnology, everyday physics, digital technologies, defence and India's nuclear programme.",
      difficulty: "easy",
      timeLimitMinutes: 12,
      questionKeys: [
        "upsc-sci-01",
        "upsc-sci-02",
        "upsc-sci-03",
        "upsc-sci-04",
        "upsc-sci-05",
        "upsc-sci-06",
        "upsc-sci-07",
        "upsc-sci-08",
        "upsc-sci-09",
        "upsc-sci-10",
      ],
    },
    {
      key: "upsc-practice-current-affairs",
      kind: "practice",
      title: "Current Affairs: Settled Landmarks 2016-2024",
      description:
        "Ten questions on events with fixed dates — Chandrayaan-3, Aditya-L1, the G20 New Delhi Summit, the women's reservation amendment, the new criminal laws, GST and landmark sporting wins.",
      difficulty: "medium",
      timeLimitMinutes: 12,
      questionKeys: [
        "upsc-ca-01",
        "upsc-ca-02",
        "upsc-ca-03",
        "upsc-ca-04",
        "upsc-ca-05",
        "upsc-ca-06",
        "upsc-ca-07",
        "upsc-ca-08",
        "upsc-ca-09",
        "upsc-ca-11",
      ],
    },
    {
      key: "upsc-mock-prelims-gs1-01",
      kind: "mock",
      title: "UPSC Prelims GS Paper I Mock Test 1",
      description:
        "A 25-question mini Prelims in the General Studies Paper I pattern: all subjects mixed in one section, +2 for a correct answer and −2/3 for a wrong one, with time scaled from the real 2-hour, 100-question paper.",
      difficulty: "medium",
      timeLimitMinutes: 30,
      sections: [
        {
          name: "General Studies Paper I",
          questionKeys: [
            "upsc-pol-03",
            "upsc-hist-01",
            "upsc-geo-02",
            "upsc-eco-04",
            "upsc-env-02",
            "upsc-sci-03",
            "upsc-ca-04",
            "upsc-pol-07",
            "upsc-hist-05",
            "upsc-geo-06",
            "upsc-eco-02",
            "upsc-env-06",
            "upsc-sci-07",
            "upsc-ca-01",
            "upsc-pol-09",
            "upsc-hist-09",
            "upsc-geo-08",
            "upsc-eco-08",
            "upsc-env-08",
            "upsc-sci-06",
            "upsc-ca-05",
            "upsc-pol-10",
            "upsc-hist-11",
            "upsc-geo-10",
            "upsc-eco-06",
          ],
        },
      ],
    },
    {
      key: "upsc-past-2024-sample",
      kind: "past_paper",
      title: "UPSC Civil Services 2024 Sample Paper (original questions in the 2024 pattern)",
      description:
        "Twenty-one original questions modelled on the 2024 Prelims GS Paper I: a single mixed section with a high share of statement-based and 'how many pairs' questions. Not an actual UPSC paper.",
      difficulty: "medium",
      year: 2024,
      isSample: true,
      timeLimitMinutes: 25,
      sections: [
        {
          name: "General Studies Paper I",
          questionKeys: [
            "upsc-hist-03",
            "upsc-pol-06",
            "upsc-geo-07",
            "upsc-eco-05",
            "upsc-env-04",
            "upsc-sci-09",
            "upsc-ca-08",
            "upsc-hist-10",
            "upsc-pol-08",
            "upsc-geo-09",
            "upsc-eco-09",
            "upsc-env-10",
            "upsc-sci-05",
            "upsc-ca-02",
            "upsc-hist-04",
            "upsc-pol-04",
            "upsc-geo-05",
            "upsc-eco-03",
            "upsc-env-09",
            "upsc-sci-04",
            "upsc-ca-07",
          ],
        },
      ],
    },
    csatMock,
  ],
};

export const upsc: ExamContent = withPapers(upscBase, [upscGsPapers, upscCsatPapers]);
