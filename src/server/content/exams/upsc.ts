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
      source: "upsc.gov.in; check the year's notice",
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
    marking: {
      correct: 2,
      wrong: -2 / 3,
      paper: "Civil Services Preliminary Examination, General Studies Paper I",
    },
    // GS Paper I marks of the last candidate called to the Mains; CSAT has its own mock and marking
    cutoffs: {
      year: 2024,
      category: "General",
      source:
        "UPSC cut-off marks, CSE 2024 (upsc.gov.in), as listed by bharatnotes.com/resources/prelims-score-calculator; check",
      maxMarks: 200,
      overall: 87.98,
    },
    sections: [{ name: "General Studies Paper I", subjects: SUBJECTS }],
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
      text: "Which one of the following Harappan sites is best known for a large brick-lined basin interpreted as a dockyard?",
      options: ["Kalibangan", "Lothal", "Harappa", "Dholavira"],
      correct: 1,
      explanation:
        "Lothal, in present-day Gujarat near the Gulf of Khambhat, has a large brick basin connected to a river channel that archaeologists interpret as a dockyard, showing the Harappans' maritime trade. Kalibangan is known for a ploughed field and fire altars, Harappa for its granaries and Dholavira for its elaborate water reservoirs.",
      hi: {
        text: "निम्नलिखित में से कौन-सा हड़प्पाई स्थल ईंटों से बने एक बड़े बेसिन के लिए सर्वाधिक जाना जाता है, जिसे गोदीबाड़ा (डॉकयार्ड) माना जाता है?",
        options: ["कालीबंगा", "लोथल", "हड़प्पा", "धोलावीरा"],
        explanation:
          "वर्तमान गुजरात में खंभात की खाड़ी के निकट स्थित लोथल में नदी की धारा से जुड़ा ईंटों का एक बड़ा बेसिन मिला है, जिसे पुरातत्वविद गोदीबाड़ा मानते हैं; यह हड़प्पावासियों के समुद्री व्यापार को दर्शाता है। कालीबंगा जुते हुए खेत और अग्नि-वेदियों के लिए, हड़प्पा अन्नागारों के लिए और धोलावीरा अपने विस्तृत जलाशयों के लिए जाना जाता है।",
      },
    },
    {
      key: "upsc-hist-02",
      subject: "History",
      topic: "Ancient India",
      difficulty: "easy",
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
      text: "Which Sultan of Delhi fixed the prices of essential commodities and set up separate regulated markets for grain, cloth and horses, supervised by officials such as the Shahna-i-Mandi?",
      options: ["Alauddin Khalji", "Iltutmish", "Ghiyasuddin Balban", "Firoz Shah Tughluq"],
      correct: 0,
      explanation:
        "Alauddin Khalji (1296-1316) introduced market reforms to maintain a large standing army on modest salaries: prices were fixed, separate markets were set up for grain, cloth, horses and cattle, and the Shahna-i-Mandi supervised the grain market. Balban is known for his theory of kingship and Firoz Shah Tughluq for canals and public works, not for price control.",
    },
    {
      key: "upsc-hist-05",
      subject: "History",
      topic: "Medieval India",
      difficulty: "medium",
      text: "Consider the following statements about the Vijayanagara Empire:\n1. It was founded in the fourteenth century by Harihara and Bukka of the Sangama dynasty.\n2. Krishnadevaraya composed the Telugu work Amuktamalyada.\n3. It suffered its decisive defeat at the hands of the Mughals in the Battle of Talikota (1565).\nWhich of the statements given above is/are correct?",
      options: ["1 only", "1 and 2 only", "2 and 3 only", "1, 2 and 3"],
      correct: 1,
      explanation:
        "The empire was founded in 1336 by the brothers Harihara and Bukka (Sangama dynasty), and Krishnadevaraya of the Tuluva dynasty wrote Amuktamalyada in Telugu, so statements 1 and 2 are correct. At Talikota (Rakshasa-Tangadi) in 1565 Vijayanagara was defeated by a coalition of the Deccan Sultanates such as Bijapur, Ahmadnagar and Golconda, not by the Mughals, so statement 3 is wrong.",
    },
    {
      key: "upsc-hist-06",
      subject: "History",
      topic: "Art and Culture",
      difficulty: "medium",
      text: "The Sun Temple at Konark, conceived as a colossal chariot of the Sun god with carved stone wheels, was built by a ruler of which dynasty?",
      options: ["Chola", "Pala", "Eastern Ganga", "Chandela"],
      correct: 2,
      explanation:
        "The Konark temple was built around the middle of the thirteenth century by Narasimhadeva I of the Eastern Ganga dynasty of Odisha. It is a classic example of the Kalinga style of Nagara architecture and is a UNESCO World Heritage Site. The Cholas built the great temples of Thanjavur, the Chandelas those of Khajuraho, and the Palas were patrons of Buddhist monasteries in Bengal and Bihar.",
    },
    {
      key: "upsc-hist-07",
      subject: "History",
      topic: "Art and Culture",
      difficulty: "easy",
      text: "Kathakali, a classical dance-drama known for elaborate make-up and stories drawn from the epics, is associated with which State?",
      options: ["Kerala", "Tamil Nadu", "Andhra Pradesh", "Manipur"],
      correct: 0,
      explanation:
        "Kathakali developed in Kerala in the seventeenth century; its green 'pacha' make-up, large head-dresses and mudras enact stories from the Ramayana and Mahabharata. Bharatanatyam belongs to Tamil Nadu, Kuchipudi to Andhra Pradesh and Manipuri to Manipur.",
    },
    {
      key: "upsc-hist-08",
      subject: "History",
      topic: "Modern India",
      difficulty: "easy",
      text: "The Permanent Settlement of land revenue, which fixed the revenue demand on zamindars in perpetuity, was introduced in Bengal in 1793 by",
      options: ["Warren Hastings", "Lord Wellesley", "Lord Dalhousie", "Lord Cornwallis"],
      correct: 3,
      explanation:
        "Lord Cornwallis introduced the Permanent Settlement in 1793 in Bengal, Bihar and Odisha. The zamindars were recognised as owners of the land and their revenue demand was fixed forever, which gave the Company a stable income but left cultivators at the zamindars' mercy.",
      hi: {
        text: "भू-राजस्व का स्थायी बंदोबस्त, जिसने ज़मींदारों पर राजस्व की माँग सदा के लिए निश्चित कर दी, 1793 में बंगाल में किसके द्वारा लागू किया गया?",
        options: ["वॉरेन हेस्टिंग्स", "लॉर्ड वेलेज़ली", "लॉर्ड डलहौज़ी", "लॉर्ड कॉर्नवालिस"],
        explanation:
          "लॉर्ड कॉर्नवालिस ने 1793 में बंगाल, बिहार और ओडिशा में स्थायी बंदोबस्त लागू किया। ज़मींदारों को भूमि का स्वामी माना गया और उनकी राजस्व माँग हमेशा के लिए तय कर दी गई, जिससे कंपनी को स्थिर आय तो मिली, परंतु किसान ज़मींदारों की दया पर निर्भर हो गए।",
      },
    },
    {
      key: "upsc-hist-09",
      subject: "History",
      topic: "Freedom Struggle",
      difficulty: "hard",
      text: "Arrange the following events in chronological order:\n1. Chauri Chaura incident\n2. Jallianwala Bagh massacre\n3. Arrival of the Simon Commission in India\n4. Beginning of the Dandi March\nSelect the correct answer using the code given below.",
      options: ["1-2-3-4", "2-3-1-4", "2-1-3-4", "1-2-4-3"],
      correct: 2,
      explanation:
        "The Jallianwala Bagh massacre took place on 13 April 1919, the Chauri Chaura incident (which led Gandhi to withdraw the Non-Cooperation Movement) in February 1922, the Simon Commission arrived in February 1928 and the Dandi March began on 12 March 1930. Hence the order is 2-1-3-4.",
    },
    {
      key: "upsc-hist-10",
      subject: "History",
      topic: "Freedom Struggle",
      difficulty: "hard",
      text: "With reference to the Cabinet Mission of 1946, consider the following statements:\n1. It was led by Lord Pethick-Lawrence, the Secretary of State for India.\n2. It proposed a Union of India dealing with defence, foreign affairs and communications, with provinces grouped into sections.\n3. It accepted the Muslim League's demand for a separate sovereign Pakistan.\nWhich of the statements given above is/are correct?",
      options: ["1 only", "1 and 3 only", "2 and 3 only", "1 and 2 only"],
      correct: 3,
      explanation:
        "The Mission consisted of Pethick-Lawrence (its leader), Stafford Cripps and A.V. Alexander, so statement 1 is correct. Its plan of May 1946 proposed a weak Union handling defence, foreign affairs and communications, with provinces grouped into sections A, B and C, so statement 2 is correct. It explicitly rejected the demand for a full sovereign Pakistan, so statement 3 is wrong.",
    },

    // ───────────────────────────── Polity ─────────────────────────────
    {
      key: "upsc-pol-01",
      subject: "Polity",
      topic: "Constitution and its Making",
      difficulty: "easy",
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
      key: "upsc-pol-02",
      subject: "Polity",
      topic: "Fundamental Rights",
      difficulty: "easy",
      text: "Which Article of the Constitution of India abolishes 'untouchability' and forbids its practice in any form?",
      options: ["Article 14", "Article 17", "Article 15", "Article 21"],
      correct: 1,
      explanation:
        "Article 17 abolishes untouchability and makes the enforcement of any disability arising out of it an offence punishable by law (the Protection of Civil Rights Act, 1955 was enacted for this). Article 14 guarantees equality before law, Article 15 prohibits discrimination on certain grounds and Article 21 protects life and personal liberty.",
      hi: {
        text: "भारत के संविधान का कौन-सा अनुच्छेद 'अस्पृश्यता' का अंत करता है और किसी भी रूप में उसके आचरण का निषेध करता है?",
        options: ["अनुच्छेद 14", "अनुच्छेद 17", "अनुच्छेद 15", "अनुच्छेद 21"],
        explanation:
          "अनुच्छेद 17 अस्पृश्यता का अंत करता है और उससे उत्पन्न किसी भी निर्योग्यता को लागू करना कानून के अनुसार दंडनीय अपराध बनाता है (इसके लिए नागरिक अधिकार संरक्षण अधिनियम, 1955 बनाया गया)। अनुच्छेद 14 विधि के समक्ष समता, अनुच्छेद 15 कुछ आधारों पर विभेद का निषेध और अनुच्छेद 21 प्राण एवं दैहिक स्वतंत्रता का संरक्षण करता है।",
      },
    },
    {
      key: "upsc-pol-03",
      subject: "Polity",
      topic: "Fundamental Rights",
      difficulty: "medium",
      text: "Consider the following statements:\n1. The Right to Property is at present a Fundamental Right under Part III of the Constitution.\n2. The right to move the Supreme Court for the enforcement of Fundamental Rights is guaranteed by Article 32.\n3. The rights under Articles 20 and 21 cannot be suspended even during a National Emergency.\nWhich of the statements given above is/are correct?",
      options: ["2 and 3 only", "1 and 2 only", "3 only", "1, 2 and 3"],
      correct: 0,
      explanation:
        "The 44th Amendment (1978) removed the Right to Property from Part III; it is now only a constitutional right under Article 300A, so statement 1 is wrong. Article 32 (Right to Constitutional Remedies) lets a person move the Supreme Court directly, so statement 2 is correct. The same 44th Amendment provided that Articles 20 and 21 cannot be suspended during an emergency, so statement 3 is correct.",
    },
    {
      key: "upsc-pol-04",
      subject: "Polity",
      topic: "Directive Principles",
      difficulty: "medium",
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
    },
    {
      key: "upsc-pol-05",
      subject: "Polity",
      topic: "Parliament",
      difficulty: "easy",
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
    },
    {
      key: "upsc-pol-08",
      subject: "Polity",
      topic: "Judiciary",
      difficulty: "hard",
      text: "Consider the following statements:\n1. In the Kesavananda Bharati case (1973), the Supreme Court held that Parliament cannot alter the 'basic structure' of the Constitution.\n2. In the Golaknath case (1967), the Supreme Court held that Parliament cannot amend Fundamental Rights.\n3. In the Minerva Mills case (1980), the Supreme Court held that the balance between Fundamental Rights and Directive Principles is part of the basic structure.\nWhich of the statements given above is/are correct?",
      options: ["1 only", "1 and 2 only", "2 and 3 only", "1, 2 and 3"],
      correct: 3,
      explanation:
        "Golaknath (1967) ruled that Parliament could not abridge Fundamental Rights by amendment; Kesavananda Bharati (1973) overruled it but held that amendments cannot destroy the basic structure; and Minerva Mills (1980) struck down parts of the 42nd Amendment, holding that harmony between Fundamental Rights and Directive Principles is a basic feature. All three statements are correct.",
    },
    {
      key: "upsc-pol-09",
      subject: "Polity",
      topic: "Local Government",
      difficulty: "hard",
      text: "With reference to the 73rd Constitutional Amendment Act, 1992, consider the following statements:\n1. It added Part IX and the Eleventh Schedule, which lists 29 subjects, to the Constitution.\n2. Not less than one-third of the seats in panchayats are reserved for women.\n3. Elections to panchayats are conducted by the State Election Commission.\n4. Panchayats at the intermediate level must be constituted in every State irrespective of its population.\nWhich of the statements given above are correct?",
      options: ["1 and 2 only", "2, 3 and 4 only", "1, 2 and 3 only", "1, 2, 3 and 4"],
      correct: 2,
      explanation:
        "The 73rd Amendment inserted Part IX (Articles 243 to 243-O) and the Eleventh Schedule with 29 subjects, reserved at least one-third of seats for women (Article 243D) and vested panchayat elections in the State Election Commission (Article 243K), so statements 1, 2 and 3 are correct. Article 243B(2) exempts States with a population not exceeding 20 lakh from constituting intermediate-level panchayats, so statement 4 is wrong.",
    },
    {
      key: "upsc-pol-10",
      subject: "Polity",
      topic: "Constitutional and Statutory Bodies",
      difficulty: "easy",
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
    },

    // ───────────────────────────── Geography ─────────────────────────────
    {
      key: "upsc-geo-01",
      subject: "Geography",
      topic: "Physical Geography",
      difficulty: "easy",
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
      text: "Consider the following statements about the Coriolis force:\n1. It is zero at the equator and maximum at the poles.\n2. It deflects winds to the right in the Northern Hemisphere.\n3. Its weakness near the equator is the reason tropical cyclones rarely form within about 5° of the equator.\nWhich of the statements given above is/are correct?",
      options: ["1 only", "2 and 3 only", "1 and 2 only", "1, 2 and 3"],
      correct: 3,
      explanation:
        "The Coriolis force is proportional to the sine of latitude, so it is zero at the equator and greatest at the poles (statement 1). It deflects moving air to the right in the Northern Hemisphere and to the left in the Southern Hemisphere (statement 2). Without enough Coriolis force air cannot spin into a vortex, so cyclones rarely form close to the equator (statement 3). All three are correct.",
    },
    {
      key: "upsc-geo-03",
      subject: "Geography",
      topic: "Indian Physiography",
      difficulty: "easy",
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
      text: "Which one of the following rivers flows westward through a rift valley and drains into the Arabian Sea?",
      options: ["Godavari", "Narmada", "Mahanadi", "Krishna"],
      correct: 1,
      explanation:
        "The Narmada flows west through a rift valley between the Vindhya and Satpura ranges and enters the Arabian Sea through an estuary in the Gulf of Khambhat; the Tapi follows a similar rift. The Godavari, Mahanadi and Krishna flow east into the Bay of Bengal and form deltas.",
      hi: {
        text: "निम्नलिखित में से कौन-सी नदी एक भ्रंश घाटी से होकर पश्चिम की ओर बहती है और अरब सागर में गिरती है?",
        options: ["गोदावरी", "नर्मदा", "महानदी", "कृष्णा"],
        explanation:
          "नर्मदा विंध्य और सतपुड़ा श्रेणियों के बीच एक भ्रंश घाटी से होकर पश्चिम की ओर बहती है और खंभात की खाड़ी में एक ज्वारनदमुख (एस्चुअरी) बनाते हुए अरब सागर में मिलती है; तापी भी ऐसी ही भ्रंश घाटी से बहती है। गोदावरी, महानदी और कृष्णा पूर्व की ओर बहकर बंगाल की खाड़ी में डेल्टा बनाती हैं।",
      },
    },
    {
      key: "upsc-geo-05",
      subject: "Geography",
      topic: "Rivers and Drainage",
      difficulty: "medium",
      text: "Consider the following statements:\n1. The Brahmaputra rises from the Chemayungdung glacier of the Kailash range near Lake Mansarovar.\n2. The Chambal is a direct tributary of the Ganga.\n3. The Indus rises in Tibet and enters Indian territory in Ladakh.\nWhich of the statements given above is/are correct?",
      options: ["1 only", "1 and 2 only", "2 and 3 only", "1 and 3 only"],
      correct: 3,
      explanation:
        "The Brahmaputra (Yarlung Tsangpo) originates in the Chemayungdung glacier near Mansarovar, so statement 1 is correct. The Chambal joins the Yamuna (near the Uttar Pradesh-Madhya Pradesh border), which in turn joins the Ganga at Prayagraj, so statement 2 is wrong. The Indus rises in Tibet near Mansarovar and enters India in Ladakh, so statement 3 is correct.",
    },
    {
      key: "upsc-geo-06",
      subject: "Geography",
      topic: "Climate and Monsoon",
      difficulty: "medium",
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
      text: "Consider the following statements:\n1. A negative Indian Ocean Dipole event generally enhances southwest monsoon rainfall over India.\n2. El Niño years are often associated with below-normal monsoon rainfall in India.\n3. The shift of the subtropical westerly jet stream to the north of the Himalayas is associated with the onset of the southwest monsoon.\nWhich of the statements given above is/are correct?",
      options: ["1 and 2 only", "2 and 3 only", "3 only", "1, 2 and 3"],
      correct: 1,
      explanation:
        "It is a positive Indian Ocean Dipole (warmer western Indian Ocean) that usually supports a good Indian monsoon, while a negative IOD tends to weaken it, so statement 1 is wrong. El Niño (warm central and eastern Pacific) weakens the Walker circulation over India and is often linked with deficient monsoons, so statement 2 is correct. In early summer the westerly jet moves north of the Himalayas and the tropical easterly jet sets in over the peninsula, which accompanies the burst of the monsoon, so statement 3 is correct.",
    },
    {
      key: "upsc-geo-08",
      subject: "Geography",
      topic: "World Geography",
      difficulty: "easy",
      text: "Which strait lies between the Malay Peninsula and the Indonesian island of Sumatra, linking the Andaman Sea with the South China Sea?",
      options: ["Strait of Hormuz", "Sunda Strait", "Bab-el-Mandeb", "Strait of Malacca"],
      correct: 3,
      explanation:
        "The Strait of Malacca separates the Malay Peninsula from Sumatra and is one of the busiest shipping lanes between the Indian Ocean and the Pacific. The Sunda Strait lies between Sumatra and Java, the Strait of Hormuz links the Persian Gulf with the Gulf of Oman and Bab-el-Mandeb links the Red Sea with the Gulf of Aden.",
    },
    {
      key: "upsc-geo-09",
      subject: "Geography",
      topic: "World Geography",
      difficulty: "hard",
      text: "Consider the following countries:\n1. Armenia\n2. Azerbaijan\n3. Iran\n4. Kazakhstan\n5. Uzbekistan\nWhich of the above countries border the Caspian Sea?",
      options: ["1, 2 and 3 only", "2, 4 and 5 only", "2, 3 and 4 only", "1, 3, 4 and 5 only"],
      correct: 2,
      explanation:
        "The five countries bordering the Caspian Sea are Russia, Kazakhstan, Turkmenistan, Iran and Azerbaijan, so from the list only Azerbaijan, Iran and Kazakhstan (2, 3 and 4) qualify. Armenia is landlocked west of Azerbaijan, and Uzbekistan is a doubly landlocked country whose western part touches the Aral Sea, not the Caspian.",
    },
    {
      key: "upsc-geo-10",
      subject: "Geography",
      topic: "Soils and Resources",
      difficulty: "medium",
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
    },

    // ───────────────────────────── Economy ─────────────────────────────
    {
      key: "upsc-eco-01",
      subject: "Economy",
      topic: "National Income and Growth",
      difficulty: "easy",
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
      difficulty: "medium",
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
      difficulty: "hard",
      text: "In a government budget, total expenditure is ₹ 48 lakh crore, revenue receipts are ₹ 31 lakh crore and non-debt capital receipts (recovery of loans and disinvestment) are ₹ 1 lakh crore. If interest payments are ₹ 11 lakh crore, what is the primary deficit?",
      options: ["₹ 16 lakh crore", "₹ 5 lakh crore", "₹ 6 lakh crore", "₹ 17 lakh crore"],
      correct: 1,
      explanation:
        "Fiscal deficit = total expenditure − (revenue receipts + non-debt capital receipts) = 48 − (31 + 1) = ₹ 16 lakh crore. Primary deficit = fiscal deficit − interest payments = 16 − 11 = ₹ 5 lakh crore; it shows the borrowing needed for expenses other than interest on past debt.",
    },
    {
      key: "upsc-eco-04",
      subject: "Economy",
      topic: "Money and Banking",
      difficulty: "easy",
      text: "In India, the policy repo rate is decided by",
      options: [
        "the Ministry of Finance",
        "the Monetary Policy Committee of the Reserve Bank of India",
        "the Securities and Exchange Board of India",
        "NITI Aayog",
      ],
      correct: 1,
      explanation:
        "Since the 2016 amendment of the RBI Act, the repo rate is fixed by a six-member Monetary Policy Committee chaired by the RBI Governor, with three RBI members and three external members appointed by the Government. Each member has one vote and the Governor has a casting vote in case of a tie.",
      hi: {
        text: "भारत में नीतिगत रेपो दर का निर्धारण किसके द्वारा किया जाता है?",
        options: [
          "वित्त मंत्रालय",
          "भारतीय रिज़र्व बैंक की मौद्रिक नीति समिति",
          "भारतीय प्रतिभूति और विनिमय बोर्ड",
          "नीति आयोग",
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
      text: "Consider the following statements:\n1. An increase in the Cash Reserve Ratio (CRR) reduces the funds banks have available for lending.\n2. The Statutory Liquidity Ratio (SLR) must be maintained by banks as cash deposits with the Reserve Bank of India.\n3. Banks do not earn interest from the RBI on their CRR balances.\nWhich of the statements given above is/are correct?",
      options: ["1 and 3 only", "1 and 2 only", "2 only", "1, 2 and 3"],
      correct: 0,
      explanation:
        "A higher CRR locks a larger share of deposits with the RBI, leaving less to lend, so statement 1 is correct. SLR is kept by the banks themselves in liquid assets such as cash, gold and approved government securities, not as deposits with the RBI, so statement 2 is wrong. The RBI pays no interest on CRR balances, so statement 3 is correct.",
    },
    {
      key: "upsc-eco-06",
      subject: "Economy",
      topic: "Inflation",
      difficulty: "easy",
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
    },
    {
      key: "upsc-eco-07",
      subject: "Economy",
      topic: "External Sector",
      difficulty: "medium",
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
      text: "Suppose the Indian rupee depreciates against the US dollar. Consider the following statements:\n1. Indian exports tend to become cheaper for foreign buyers.\n2. The rupee cost of imported crude oil tends to rise.\n3. The rupee cost of servicing external debt denominated in US dollars falls.\nWhich of the statements given above is/are correct?",
      options: ["1 only", "2 and 3 only", "1 and 2 only", "1, 2 and 3"],
      correct: 2,
      explanation:
        "After depreciation one dollar buys more rupees, so Indian goods cost foreigners fewer dollars (statement 1 correct) while each dollar of imported oil costs more rupees (statement 2 correct). For the same reason more rupees are needed to repay or pay interest on dollar debt, so its rupee burden rises, not falls; statement 3 is wrong.",
    },
    {
      key: "upsc-eco-09",
      subject: "Economy",
      topic: "Inflation",
      difficulty: "hard",
      text: "In a year, a country's nominal GDP grew by 15.5% while its GDP deflator rose by 5%. What was the growth rate of its real GDP?",
      options: ["10.5%", "20.5%", "10%", "11%"],
      correct: 2,
      explanation:
        "Real GDP = nominal GDP / deflator, so (1 + real growth) = (1 + nominal growth) / (1 + deflator growth) = 1.155 / 1.05 = 1.10. Real GDP therefore grew by exactly 10%; the shortcut 15.5 − 5 = 10.5% is only an approximation.",
    },
    {
      key: "upsc-eco-10",
      subject: "Economy",
      topic: "Agriculture",
      difficulty: "easy",
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
    },

    // ───────────────────────────── Environment ─────────────────────────────
    {
      key: "upsc-env-01",
      subject: "Environment",
      topic: "Ecology and Ecosystems",
      difficulty: "easy",
      text: "The term 'ecotone' refers to",
      options: [
        "the transition zone where two or more ecosystems meet",
        "the position of an organism in a food chain",
        "the total number of species in a region",
        "the process of ecological succession on bare rock",
      ],
      correct: 0,
      explanation:
        "An ecotone is a zone of transition between two communities or ecosystems, such as a mangrove between land and sea or the grassland-forest boundary. It often holds species from both sides plus some of its own, which is called the edge effect.",
      hi: {
        text: "'इकोटोन' (पारिस्थितिक संक्रमण क्षेत्र) शब्द का अर्थ है",
        options: [
          "वह संक्रमण क्षेत्र जहाँ दो या अधिक पारितंत्र मिलते हैं",
          "खाद्य शृंखला में किसी जीव का स्थान",
          "किसी क्षेत्र में प्रजातियों की कुल संख्या",
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
      text: "Consider the following statements:\n1. The flow of energy in an ecosystem is unidirectional.\n2. The pyramid of energy is always upright.\n3. The pyramid of biomass in an open-ocean ecosystem is generally inverted.\nWhich of the statements given above is/are correct?",
      options: ["1 only", "1 and 2 only", "2 and 3 only", "1, 2 and 3"],
      correct: 3,
      explanation:
        "Energy passes from producers to consumers and is lost as heat at each step, never returning to the producers, so its flow is one-way (statement 1). Since only about 10% passes to the next level, each level has less energy than the one below and the energy pyramid can never be inverted (statement 2). In the ocean the small standing biomass of fast-reproducing phytoplankton supports a larger biomass of zooplankton and fish, giving an inverted biomass pyramid (statement 3).",
    },
    {
      key: "upsc-env-03",
      subject: "Environment",
      topic: "Biodiversity and Conservation",
      difficulty: "easy",
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
      text: "Consider the following global biodiversity hotspots:\n1. Western Ghats and Sri Lanka\n2. Indo-Burma\n3. Horn of Africa\n4. Sundaland\nWhich of the above include parts of Indian territory?",
      options: ["1 and 2 only", "1, 2 and 4 only", "2, 3 and 4 only", "1, 2, 3 and 4"],
      correct: 1,
      explanation:
        "Four of the world's biodiversity hotspots extend into India: the Himalaya, Indo-Burma (north-east India), the Western Ghats and Sri Lanka, and Sundaland (which includes the Nicobar Islands). The Horn of Africa hotspot covers Somalia, Djibouti, Ethiopia and nearby areas, so the answer is 1, 2 and 4 only.",
    },
    {
      key: "upsc-env-05",
      subject: "Environment",
      topic: "Protected Areas",
      difficulty: "easy",
      text: "Kaziranga National Park, which holds the largest population of the greater one-horned rhinoceros, is located in",
      options: ["West Bengal", "Assam", "Arunachal Pradesh", "Uttar Pradesh"],
      correct: 1,
      explanation:
        "Kaziranga lies on the floodplains of the Brahmaputra in Assam and is a UNESCO World Heritage Site and a tiger reserve. It holds about two-thirds of the world's greater one-horned rhinos; Jaldapara (West Bengal) and Dudhwa (Uttar Pradesh) have much smaller populations.",
      hi: {
        text: "बड़े एक सींग वाले गैंडे की सबसे बड़ी आबादी वाला काज़ीरंगा राष्ट्रीय उद्यान कहाँ स्थित है?",
        options: ["पश्चिम बंगाल", "असम", "अरुणाचल प्रदेश", "उत्तर प्रदेश"],
        explanation:
          "काज़ीरंगा असम में ब्रह्मपुत्र के बाढ़ मैदानों पर स्थित है और यूनेस्को विश्व धरोहर स्थल तथा बाघ अभयारण्य (टाइगर रिज़र्व) है। यहाँ विश्व के लगभग दो-तिहाई बड़े एक सींग वाले गैंडे रहते हैं; जलदापाड़ा (पश्चिम बंगाल) और दुधवा (उत्तर प्रदेश) में इनकी संख्या बहुत कम है।",
      },
    },
    {
      key: "upsc-env-06",
      subject: "Environment",
      topic: "Protected Areas",
      difficulty: "hard",
      text: "Consider the following statements:\n1. Biosphere Reserves in India are notified under the Wild Life (Protection) Act, 1972.\n2. Grazing of livestock is not permitted inside a National Park.\n3. Tiger Reserves are notified by State Governments on the recommendation of the National Tiger Conservation Authority.\nWhich of the statements given above is/are correct?",
      options: ["1 and 2 only", "3 only", "2 and 3 only", "1, 2 and 3"],
      correct: 2,
      explanation:
        "Biosphere Reserves are designated under UNESCO's Man and the Biosphere programme and are not a category of the Wild Life (Protection) Act, so statement 1 is wrong. The Act prohibits grazing of livestock in a National Park, so statement 2 is correct. Under Section 38V of the Act, the State Government notifies a tiger reserve on the recommendation of the NTCA, so statement 3 is correct.",
    },
    {
      key: "upsc-env-07",
      subject: "Environment",
      topic: "Climate Change",
      difficulty: "easy",
      text: "The Paris Agreement (2015) aims to hold the increase in global average temperature to",
      options: [
        "below 3 °C above pre-industrial levels",
        "well below 2 °C above pre-industrial levels, while pursuing efforts to limit it to 1.5 °C",
        "below 1 °C above 1990 levels",
        "exactly 2.5 °C above pre-industrial levels by 2100",
      ],
      correct: 1,
      explanation:
        "Article 2 of the Paris Agreement sets the goal of keeping warming well below 2 °C above pre-industrial levels and pursuing efforts to limit it to 1.5 °C. Countries pursue this through Nationally Determined Contributions that are to be updated every five years.",
      hi: {
        text: "पेरिस समझौते (2015) का लक्ष्य वैश्विक औसत तापमान में वृद्धि को किस सीमा में रखना है?",
        options: [
          "पूर्व-औद्योगिक स्तर से 3 °C से कम",
          "पूर्व-औद्योगिक स्तर से 2 °C से काफी नीचे, और इसे 1.5 °C तक सीमित रखने के प्रयास करना",
          "1990 के स्तर से 1 °C से कम",
          "2100 तक पूर्व-औद्योगिक स्तर से ठीक 2.5 °C",
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
      text: "Which one of the following greenhouse gases has the highest global warming potential over a 100-year period?",
      options: ["Sulphur hexafluoride", "Methane", "Nitrous oxide", "Carbon dioxide"],
      correct: 0,
      explanation:
        "Global warming potential compares the warming caused by a gas with that of the same mass of carbon dioxide (GWP = 1). Over 100 years methane is roughly 28 and nitrous oxide roughly 265, while sulphur hexafluoride, used in electrical switchgear, exceeds 20,000, making it the most potent of these gases.",
    },
    {
      key: "upsc-env-09",
      subject: "Environment",
      topic: "Environmental Laws and Institutions",
      difficulty: "medium",
      text: "The National Green Tribunal (NGT) was established under",
      options: [
        "the National Green Tribunal Act, 2010",
        "the Environment (Protection) Act, 1986",
        "the Wild Life (Protection) Act, 1972",
        "the Forest (Conservation) Act, 1980",
      ],
      correct: 0,
      explanation:
        "The NGT was set up in 2010 under its own statute, the National Green Tribunal Act, 2010, for speedy disposal of environmental cases; it is guided by the principles of natural justice rather than the Code of Civil Procedure. The other Acts are among the laws whose disputes it hears, but they did not create it.",
    },
    {
      key: "upsc-env-10",
      subject: "Environment",
      topic: "International Conventions",
      difficulty: "hard",
      text: "Consider the following statements:\n1. The Montreal Protocol deals with substances that deplete the ozone layer.\n2. The Kigali Amendment provides for phasing down hydrofluorocarbons (HFCs), which are potent greenhouse gases though not ozone-depleting.\n3. The Stockholm Convention regulates the transboundary movement of hazardous wastes.\nWhich of the statements given above is/are correct?",
      options: ["1 and 2 only", "1 only", "2 and 3 only", "1, 2 and 3"],
      correct: 0,
      explanation:
        "The Montreal Protocol (1987) controls ozone-depleting substances such as CFCs, so statement 1 is correct. The Kigali Amendment (2016) added the phase-down of HFCs, the CFC substitutes that do not harm ozone but trap heat strongly, so statement 2 is correct. Transboundary movement of hazardous wastes is governed by the Basel Convention; the Stockholm Convention deals with persistent organic pollutants, so statement 3 is wrong.",
    },

    // ───────────────────────────── Science and Technology ─────────────────────────────
    {
      key: "upsc-sci-01",
      subject: "Science and Technology",
      topic: "Basic Biology",
      difficulty: "easy",
      text: "Which vitamin is synthesised in the human skin on exposure to sunlight?",
      options: ["Vitamin A", "Vitamin C", "Vitamin D", "Vitamin K"],
      correct: 2,
      explanation:
        "Ultraviolet-B rays in sunlight convert 7-dehydrocholesterol in the skin into vitamin D3, which the liver and kidneys then activate. Vitamin D helps absorb calcium, and its deficiency causes rickets in children and osteomalacia in adults.",
      hi: {
        text: "सूर्य के प्रकाश के संपर्क में आने पर मानव त्वचा में कौन-सा विटामिन संश्लेषित होता है?",
        options: ["विटामिन A", "विटामिन C", "विटामिन D", "विटामिन K"],
        explanation:
          "सूर्य के प्रकाश की पराबैंगनी-B किरणें त्वचा में 7-डीहाइड्रोकोलेस्ट्रॉल को विटामिन D3 में बदलती हैं, जिसे बाद में यकृत और वृक्क सक्रिय करते हैं। विटामिन D कैल्शियम के अवशोषण में सहायता करता है और इसकी कमी से बच्चों में रिकेट्स तथा वयस्कों में ऑस्टियोमलेशिया होता है।",
      },
    },
    {
      key: "upsc-sci-02",
      subject: "Science and Technology",
      topic: "Physics in Everyday Life",
      difficulty: "easy",
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
      text: "Consider the following statements:\n1. A geostationary satellite revolves around the Earth from east to west.\n2. The orbital period of a geostationary satellite equals the time the Earth takes to rotate once on its axis.\n3. Remote-sensing satellites for high-resolution imaging are usually placed in low, sun-synchronous polar orbits.\nWhich of the statements given above is/are correct?",
      options: ["1 and 2 only", "3 only", "2 and 3 only", "1, 2 and 3"],
      correct: 2,
      explanation:
        "A geostationary satellite, about 35,786 km above the equator, moves west to east in step with the Earth's rotation, so statement 1 is wrong. Its period equals one sidereal day (about 23 h 56 min), which keeps it fixed over one point, so statement 2 is correct. Earth-imaging satellites need to be close (a few hundred km) and pass over with the same local lighting, hence low sun-synchronous polar orbits, so statement 3 is correct.",
    },
    {
      key: "upsc-sci-04",
      subject: "Science and Technology",
      topic: "Biotechnology and Health",
      difficulty: "medium",
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
    },
    {
      key: "upsc-sci-05",
      subject: "Science and Technology",
      topic: "Biotechnology and Health",
      difficulty: "medium",
      text: "Consider the following statements:\n1. mRNA vaccines deliver genetic instructions that make the body's cells produce an antigen.\n2. mRNA vaccines alter the DNA of the recipient's cells.\n3. Antibiotics are effective in treating viral infections.\nWhich of the statements given above is/are correct?",
      options: ["2 only", "1 only", "1 and 3 only", "1, 2 and 3"],
      correct: 1,
      explanation:
        "An mRNA vaccine carries the code for a viral protein (such as the coronavirus spike protein); cells translate it into the antigen, which trains the immune system, so statement 1 is correct. The mRNA stays in the cytoplasm, does not enter the nucleus and is soon broken down, so it cannot change the DNA (statement 2 wrong). Antibiotics act on bacterial structures such as cell walls and ribosomes and are useless against viruses (statement 3 wrong).",
    },
    {
      key: "upsc-sci-06",
      subject: "Science and Technology",
      topic: "Defence and Nuclear Technology",
      difficulty: "hard",
      text: "With reference to India's nuclear power programme, consider the following statements:\n1. Pressurised Heavy Water Reactors use natural uranium as fuel and heavy water as moderator and coolant.\n2. The Prototype Fast Breeder Reactor at Kalpakkam uses heavy water as its moderator.\n3. The third stage of the three-stage programme aims to use thorium as the main fuel.\nWhich of the statements given above is/are correct?",
      options: ["1 only", "2 and 3 only", "1 and 3 only", "1, 2 and 3"],
      correct: 2,
      explanation:
        "Stage 1 uses PHWRs, which burn natural uranium with heavy water as moderator and coolant, so statement 1 is correct. Fast breeder reactors need fast (unslowed) neutrons, so they have no moderator at all and are cooled by liquid sodium; statement 2 is wrong. Stage 3 is designed to use India's large thorium reserves via the uranium-233 bred from thorium, so statement 3 is correct.",
    },
    {
      key: "upsc-sci-07",
      subject: "Science and Technology",
      topic: "Information and Communication Technology",
      difficulty: "easy",
      text: "Which technology maintains a distributed, tamper-resistant ledger of transactions shared across many computers, without a central authority?",
      options: ["Cloud computing", "Blockchain", "Quantum computing", "Li-Fi"],
      correct: 1,
      explanation:
        "A blockchain records transactions in blocks, each linked to the previous one by a cryptographic hash, and copies are held by many nodes that agree through a consensus mechanism. Changing an old record would require redoing all later blocks on most copies, which makes the ledger tamper-resistant; it underlies cryptocurrencies and many supply-chain applications.",
      hi: {
        text: "कौन-सी तकनीक किसी केंद्रीय प्राधिकरण के बिना अनेक कंप्यूटरों में साझा, वितरित और छेड़छाड़-रोधी लेन-देन खाता-बही (लेजर) बनाए रखती है?",
        options: ["क्लाउड कंप्यूटिंग", "ब्लॉकचेन", "क्वांटम कंप्यूटिंग", "लाई-फाई"],
        explanation:
          "ब्लॉकचेन लेन-देन को ब्लॉकों में दर्ज करता है, जिनमें से प्रत्येक पिछले ब्लॉक से एक क्रिप्टोग्राफ़िक हैश द्वारा जुड़ा होता है, और इसकी प्रतियाँ अनेक नोड्स के पास रहती हैं जो सर्वसम्मति तंत्र से सहमत होते हैं। किसी पुराने रिकॉर्ड को बदलने के लिए अधिकांश प्रतियों में बाद के सभी ब्लॉक फिर से बनाने पड़ेंगे, जिससे यह छेड़छाड़-रोधी बनता है; यह क्रिप्टोकरेंसी और कई आपूर्ति-शृंखला अनुप्रयोगों का आधार है।",
      },
    },
    {
      key: "upsc-sci-08",
      subject: "Science and Technology",
      topic: "Information and Communication Technology",
      difficulty: "medium",
      text: "Li-Fi (Light Fidelity) technology transmits data using",
      options: [
        "radio waves in the 2.4 GHz band",
        "visible light from LED sources switched on and off very rapidly",
        "ultrasonic sound waves",
        "copper telephone lines",
      ],
      correct: 1,
      explanation:
        "Li-Fi modulates the intensity of LED light faster than the eye can notice, and a photodetector decodes the flicker into data. Because light does not pass through walls it is more secure within a room and does not interfere with radio equipment, but it needs a line of sight; Wi-Fi, by contrast, uses radio waves in the 2.4 and 5 GHz bands.",
    },
    {
      key: "upsc-sci-09",
      subject: "Science and Technology",
      topic: "Defence and Nuclear Technology",
      difficulty: "hard",
      text: "Consider the following pairs (Missile : Type):\n1. Agni-V : Surface-to-surface ballistic missile\n2. BrahMos : Supersonic cruise missile\n3. Astra : Beyond-visual-range air-to-air missile\n4. Prithvi : Anti-tank guided missile\nHow many of the pairs given above are correctly matched?",
      options: ["Only one", "Only two", "Only three", "All four"],
      correct: 2,
      explanation:
        "Agni-V is a long-range surface-to-surface ballistic missile, BrahMos (an India-Russia joint venture) is a supersonic cruise missile and Astra is a beyond-visual-range air-to-air missile, so pairs 1, 2 and 3 are correct. Prithvi is a short-range surface-to-surface ballistic missile; the indigenous anti-tank guided missile is Nag. Hence only three pairs are correct.",
    },
    {
      key: "upsc-sci-10",
      subject: "Science and Technology",
      topic: "Basic Biology",
      difficulty: "easy",
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
      text: "With reference to the Aditya-L1 mission, consider the following statements:\n1. It is India's first space-based observatory-class mission to study the Sun.\n2. It observes the Sun from a halo orbit around the Lagrange point L1, about 1.5 million km from the Earth.\n3. It was launched on board the LVM3 (GSLV Mk III) rocket.\nWhich of the statements given above is/are correct?",
      options: ["1 only", "2 and 3 only", "1, 2 and 3", "1 and 2 only"],
      correct: 3,
      explanation:
        "Aditya-L1 is India's first dedicated solar observatory in space, so statement 1 is correct. It was inserted into a halo orbit around L1, about 1.5 million km sunward from the Earth, in January 2024, from where it can watch the Sun without eclipses, so statement 2 is correct. It was launched on 2 September 2023 by PSLV-C57, not by LVM3, so statement 3 is wrong.",
    },
    {
      key: "upsc-ca-03",
      subject: "Current affairs",
      topic: "International Relations and Summits",
      difficulty: "easy",
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
      difficulty: "hard",
      text: "With reference to the Constitution (One Hundred and Sixth Amendment) Act, 2023 (Nari Shakti Vandan Adhiniyam), consider the following statements:\n1. It reserves one-third of the seats in the Lok Sabha and the State Legislative Assemblies for women.\n2. It extends the same reservation to the Rajya Sabha and the State Legislative Councils.\n3. The reservation is to come into effect after a delimitation exercise based on the first census taken after the Act's commencement.\nWhich of the statements given above is/are correct?",
      options: ["1 and 3 only", "1 and 2 only", "3 only", "1, 2 and 3"],
      correct: 0,
      explanation:
        "The Act reserves, as nearly as may be, one-third of the seats filled by direct election in the Lok Sabha, the State Legislative Assemblies and the Delhi Assembly for women, including within seats reserved for SCs and STs, so statement 1 is correct. It does not apply to the indirectly elected Rajya Sabha or the Legislative Councils, so statement 2 is wrong. Under the new Article 334A the reservation begins after delimitation based on the first census after the Act's commencement and lasts 15 years (extendable by Parliament), so statement 3 is correct.",
    },
    {
      key: "upsc-ca-06",
      subject: "Current affairs",
      topic: "Sports",
      difficulty: "easy",
      text: "At the Tokyo 2020 Olympic Games (held in 2021), Neeraj Chopra won India's first Olympic gold medal in athletics in which event?",
      options: ["Shot put", "Discus throw", "Javelin throw", "Hammer throw"],
      correct: 2,
      explanation:
        "Neeraj Chopra won the men's javelin throw on 7 August 2021 with a best throw of 87.58 m. It was India's first Olympic gold in track and field and its second individual Olympic gold after Abhinav Bindra's in shooting (2008).",
      hi: {
        text: "टोक्यो 2020 ओलंपिक खेलों (2021 में आयोजित) में नीरज चोपड़ा ने किस स्पर्धा में एथलेटिक्स में भारत का पहला ओलंपिक स्वर्ण पदक जीता?",
        options: ["गोला फेंक", "चक्का फेंक", "भाला फेंक", "हथौड़ा फेंक"],
        explanation:
          "नीरज चोपड़ा ने 7 अगस्त 2021 को 87.58 मीटर के सर्वश्रेष्ठ थ्रो के साथ पुरुषों की भाला फेंक स्पर्धा जीती। यह ट्रैक एवं फ़ील्ड में भारत का पहला ओलंपिक स्वर्ण और अभिनव बिंद्रा (निशानेबाज़ी, 2008) के बाद दूसरा व्यक्तिगत ओलंपिक स्वर्ण था।",
      },
    },
    {
      key: "upsc-ca-07",
      subject: "Current affairs",
      topic: "Laws and Constitutional Amendments",
      difficulty: "medium",
      text: "The three new criminal laws — the Bharatiya Nyaya Sanhita, the Bharatiya Nagarik Suraksha Sanhita and the Bharatiya Sakshya Adhiniyam — came into force on",
      options: ["15 August 2023", "1 July 2024", "26 January 2024", "1 April 2024"],
      correct: 1,
      explanation:
        "The three laws, passed by Parliament in December 2023, came into force on 1 July 2024. They replaced the Indian Penal Code (1860), the Code of Criminal Procedure (1973) and the Indian Evidence Act (1872) respectively; offences committed before that date continue to be governed by the old laws.",
    },
    {
      key: "upsc-ca-08",
      subject: "Current affairs",
      topic: "Space Missions",
      difficulty: "hard",
      text: "Consider the following pairs (Mission : Purpose):\n1. Chandrayaan-3 (2023) : Soft landing near the lunar south polar region\n2. Mission Shakti (2019) : Anti-satellite missile test\n3. Gaganyaan TV-D1 (2023) : India's first crewed spaceflight\n4. XPoSat (2024) : Study of the polarisation of X-rays from cosmic sources\nHow many of the pairs given above are correctly matched?",
      options: ["Only one", "Only two", "All four", "Only three"],
      correct: 3,
      explanation:
        "Chandrayaan-3 landed near the lunar south pole in August 2023, Mission Shakti (March 2019) destroyed a satellite in low-Earth orbit with an anti-satellite missile, and XPoSat (launched 1 January 2024) is India's first X-ray polarimetry mission, so pairs 1, 2 and 4 are correct. Gaganyaan TV-D1 (October 2023) was an uncrewed test vehicle flight to demonstrate the crew escape system, so pair 3 is wrong; three pairs are correct.",
    },
    {
      key: "upsc-ca-09",
      subject: "Current affairs",
      topic: "Sports",
      difficulty: "medium",
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
    },
    {
      key: "upsc-ca-10",
      subject: "Current affairs",
      topic: "Economy and Schemes",
      difficulty: "easy",
      text: "The Goods and Services Tax (GST) was rolled out across India from",
      options: ["1 April 2017", "1 July 2017", "8 November 2016", "1 January 2018"],
      correct: 1,
      explanation:
        "GST, enabled by the Constitution (One Hundred and First Amendment) Act, 2016, came into force on 1 July 2017, replacing many central and state indirect taxes with a single destination-based tax whose rates are recommended by the GST Council. 8 November 2016 is the date of the demonetisation announcement.",
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
        "upsc-hist-06",
        "upsc-hist-07",
        "upsc-hist-08",
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
        "upsc-pol-02",
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
      difficulty: "medium",
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
      difficulty: "medium",
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
        "upsc-ca-10",
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
            "upsc-hist-06",
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
