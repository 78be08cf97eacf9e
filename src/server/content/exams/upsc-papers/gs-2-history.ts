import type { ContentQuestion } from "~/server/content/types";
import {
  HOW_MANY_3,
  HOW_MANY_3_HI,
  HOW_MANY_4,
  HOW_MANY_4_HI,
  howMany,
  howManyHi,
  pairs,
  pairsHi,
  STATEMENT_PAIR,
  STATEMENT_PAIR_HI,
  statementPair,
  statementPairHi,
} from "./gs-format";

const H = "History";
const T1 = "NCERT Themes in Indian History Part I Class 12";
const T2 = "NCERT Themes in Indian History Part II Class 12";
const T3 = "NCERT Themes in Indian History Part III Class 12";
const ART = "NCERT An Introduction to Indian Art Part I Class 11";

const ORDER_EN: [string, string, string, string] = ["3-1-2-4", "1-3-2-4", "3-2-1-4", "1-2-3-4"];

/** History and culture questions of the two full-length GS Paper I papers. */
export const gsHistoryQuestions: ContentQuestion[] = [
  // ───────────── Paper A ─────────────
  {
    key: "upsc-gsa-hist-01",
    subject: H,
    topic: "Ancient India",
    difficulty: "easy",
    source: `${T1}, Ch. 1 Bricks, Beads and Bones`,
    text: "The 'Great Bath', a large watertight tank lined with bricks set in gypsum mortar, was found at which Harappan site?",
    options: ["Harappa", "Kalibangan", "Lothal", "Mohenjodaro"],
    correct: 3,
    explanation:
      "The Great Bath lies in the citadel of Mohenjodaro; its floor and walls were made watertight with bricks set in gypsum mortar and a layer of bitumen, and scholars think it was used for ritual bathing. Harappa is known for its granaries, Lothal for its dockyard and bead workshops, and Kalibangan for a ploughed field.",
    hi: {
      text: "जिप्सम के गारे में जुड़ी ईंटों से बना जलरोधी बड़ा तालाब 'विशाल स्नानागार' किस हड़प्पाई स्थल पर मिला था?",
      options: ["हड़प्पा", "कालीबंगा", "लोथल", "मोहनजोदड़ो"],
      explanation:
        "विशाल स्नानागार मोहनजोदड़ो के दुर्ग में स्थित है; इसके फर्श और दीवारें जिप्सम के गारे में जुड़ी ईंटों और बिटुमेन की परत से जलरोधी बनाई गई थीं, और विद्वान इसे कर्मकांडीय स्नान से जोड़ते हैं। हड़प्पा अन्नागारों, लोथल गोदीबाड़े और मनका कार्यशालाओं, तथा कालीबंगा जुते हुए खेत के लिए जाना जाता है।",
    },
  },
  {
    key: "upsc-gsa-hist-02",
    subject: H,
    topic: "Ancient India",
    difficulty: "easy",
    source: "Upinder Singh, A History of Ancient and Early Medieval India (2008), Ch. 8",
    text: "The Fourth Buddhist Council, associated with the rise of the Mahayana, was held in Kashmir under the patronage of",
    options: ["Ashoka", "Harshavardhana", "Ajatashatru", "Kanishka"],
    correct: 3,
    explanation:
      "Buddhist tradition places the Fourth Council in Kashmir in the reign of the Kushana king Kanishka, with Vasumitra presiding. The First Council at Rajagriha is linked with Ajatashatru and the Third at Pataliputra with Ashoka; Harsha held an assembly at Kanauj, not a numbered council.",
    hi: {
      text: "महायान के उदय से जुड़ी चौथी बौद्ध संगीति कश्मीर में किसके संरक्षण में हुई थी?",
      options: ["अशोक", "हर्षवर्धन", "अजातशत्रु", "कनिष्क"],
      explanation:
        "बौद्ध परंपरा चौथी संगीति को कुषाण राजा कनिष्क के शासनकाल में कश्मीर में रखती है, जिसकी अध्यक्षता वसुमित्र ने की। राजगृह की पहली संगीति अजातशत्रु से और पाटलिपुत्र की तीसरी संगीति अशोक से जुड़ी है; हर्ष ने कन्नौज में एक सभा की थी, कोई क्रमांकित संगीति नहीं।",
    },
  },
  {
    key: "upsc-gsa-hist-03",
    subject: H,
    topic: "Ancient India",
    difficulty: "medium",
    format: "how-many",
    source: "NCERT Our Pasts I Class 6, Ch. 7 New Questions and Ideas",
    text: howMany(
      [
        "Vardhamana Mahavira belonged to the Vajji sangha and was born near Vaishali.",
        "Jaina teaching insists that even insects and plants should not be harmed.",
        "Mahavira taught in Sanskrit, so that his teachings would be respected by the learned.",
      ],
      "With reference to Jainism, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: Mahavira was a kshatriya prince of the Lichchhavis, part of the Vajji sangha, and Jainism asks its followers not to harm any living being, including insects and plants. Statement 3 is wrong: like the Buddha, Mahavira taught in Prakrit, the language of ordinary people. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "वर्धमान महावीर वज्जि संघ से संबंधित थे और उनका जन्म वैशाली के निकट हुआ था।",
          "जैन शिक्षा इस बात पर बल देती है कि कीड़ों और पौधों को भी हानि नहीं पहुँचानी चाहिए।",
          "महावीर ने संस्कृत में शिक्षा दी ताकि विद्वान उनकी शिक्षाओं का सम्मान करें।",
        ],
        "जैन धर्म के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: महावीर वज्जि संघ के अंग लिच्छवि कुल के क्षत्रिय राजकुमार थे, और जैन धर्म अपने अनुयायियों से कीड़ों और पौधों सहित किसी भी जीव को हानि न पहुँचाने को कहता है। कथन 3 गलत है: बुद्ध की तरह महावीर ने भी साधारण लोगों की भाषा प्राकृत में शिक्षा दी। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsa-hist-04",
    subject: H,
    topic: "Art and Culture",
    difficulty: "easy",
    source: "NCERT Our Pasts I Class 6, Ch. 12 Buildings, Paintings and Books",
    text: "The Tamil epic Silappadikaram, the story of Kovalan and Kannagi, was composed by",
    options: ["Sattanar", "Tiruvalluvar", "Kambar", "Ilango"],
    correct: 3,
    explanation:
      "Silappadikaram was composed by Ilango, around 1800 years ago. Its sequel Manimekalai, about the daughter of Kovalan and Madhavi, was written by Sattanar. Kambar wrote a Tamil Ramayana much later, and Tiruvalluvar is credited with the Tirukkural.",
    hi: {
      text: "कोवलन और कण्णगी की कथा वाला तमिल महाकाव्य सिलप्पदिकारम् किसने रचा था?",
      options: ["सत्तनार", "तिरुवल्लुवर", "कंबन", "इलांगो"],
      explanation:
        "सिलप्पदिकारम् की रचना लगभग 1800 वर्ष पहले इलांगो ने की थी। इसका अगला भाग मणिमेखलई, जो कोवलन और माधवी की पुत्री की कथा है, सत्तनार ने लिखा। कंबन ने बहुत बाद में तमिल रामायण लिखी और तिरुक्कुरल का श्रेय तिरुवल्लुवर को दिया जाता है।",
    },
  },
  {
    key: "upsc-gsa-hist-05",
    subject: H,
    topic: "Ancient India",
    difficulty: "medium",
    format: "statement-pair",
    source: `${T1}, Ch. 2 Kings, Farmers and Towns`,
    text: statementPair(
      "The Indica of Megasthenes survives today only in the form of quotations by later Greek and Roman writers.",
      "Megasthenes was sent as an ambassador by Seleucus Nicator to the court of Chandragupta Maurya.",
    ),
    options: STATEMENT_PAIR,
    correct: 1,
    explanation:
      "Both statements are correct. The original Indica is lost and is known from extracts in writers such as Strabo and Arrian, and Megasthenes was Seleucus Nicator's envoy at Pataliputra. But his being an ambassador does not explain why the book survives only in fragments, so Statement-II does not explain Statement-I.",
    hi: {
      text: statementPairHi(
        "मेगस्थनीज़ की इंडिका आज केवल बाद के यूनानी और रोमन लेखकों के उद्धरणों के रूप में बची है।",
        "मेगस्थनीज़ को सेल्यूकस निकेटर ने चंद्रगुप्त मौर्य के दरबार में राजदूत के रूप में भेजा था।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं। मूल इंडिका नष्ट हो चुकी है और स्ट्रैबो तथा एरियन जैसे लेखकों के अंशों से ज्ञात है, और मेगस्थनीज़ पाटलिपुत्र में सेल्यूकस निकेटर का दूत था। परंतु उसका राजदूत होना यह नहीं बताता कि पुस्तक केवल अंशों में क्यों बची है, अतः कथन-II, कथन-I की व्याख्या नहीं करता।",
    },
  },
  {
    key: "upsc-gsb-hist-14",
    subject: H,
    topic: "Medieval India",
    difficulty: "easy",
    source: "NCERT Our Pasts II Class 7, Ch. 3 The Delhi Sultans",
    text: "The Qutb Minar at Delhi, begun by Qutbuddin Aibak, was completed by",
    options: ["Iltutmish", "Ghiyasuddin Balban", "Alauddin Khalji", "Muhammad bin Tughluq"],
    correct: 0,
    explanation:
      "Qutbuddin Aibak began the minar around 1199 and built its first storey; his successor Iltutmish added the next storeys and completed it. Later rulers such as Firoz Shah Tughluq repaired the top after lightning damage, but the completion is credited to Iltutmish.",
    hi: {
      text: "कुतुबुद्दीन ऐबक द्वारा आरंभ की गई दिल्ली की कुतुब मीनार किसने पूरी करवाई?",
      options: ["इल्तुतमिश", "गियासुद्दीन बलबन", "अलाउद्दीन खलजी", "मुहम्मद बिन तुगलक"],
      explanation:
        "कुतुबुद्दीन ऐबक ने लगभग 1199 में मीनार आरंभ की और उसकी पहली मंज़िल बनवाई; उसके उत्तराधिकारी इल्तुतमिश ने आगे की मंज़िलें जोड़कर उसे पूरा किया। बाद में फ़िरोज़शाह तुगलक जैसे शासकों ने बिजली से क्षतिग्रस्त ऊपरी भाग की मरम्मत करवाई, पर पूरा करने का श्रेय इल्तुतमिश को है।",
    },
  },
  {
    key: "upsc-gsa-hist-07",
    subject: H,
    topic: "Medieval India",
    difficulty: "medium",
    format: "how-many",
    source: `${T2}, Ch. 6 Bhakti-Sufi Traditions`,
    text: pairs("(Saint : Tradition or region)", [
      "Tukaram : Varkari tradition of Maharashtra",
      "Basavanna : Virashaiva (Lingayat) movement of Karnataka",
      "Andal : Nayanar saints of the Shiva tradition",
    ]),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Pairs 1 and 2 are correct: Tukaram's abhangs belong to the Varkari tradition centred on Vithoba of Pandharpur, and Basavanna led the Virashaiva movement in twelfth-century Karnataka. Pair 3 is wrong: Andal was a woman Alvar, a devotee of Vishnu, not one of the Nayanars, who were devotees of Shiva. So only two pairs are correct.",
    hi: {
      text: pairsHi("(संत : परंपरा या क्षेत्र)", [
        "तुकाराम : महाराष्ट्र की वारकरी परंपरा",
        "बसवन्ना : कर्नाटक का वीरशैव (लिंगायत) आंदोलन",
        "अंडाल : शिव परंपरा के नयनार संत",
      ]),
      options: HOW_MANY_3_HI,
      explanation:
        "युग्म 1 और 2 सही हैं: तुकाराम के अभंग पंढरपुर के विठोबा पर केंद्रित वारकरी परंपरा के हैं, और बसवन्ना ने बारहवीं सदी के कर्नाटक में वीरशैव आंदोलन का नेतृत्व किया। युग्म 3 गलत है: अंडाल विष्णु की भक्त एक स्त्री अलवार थीं, शिव के भक्त नयनारों में से नहीं। अतः केवल दो युग्म सही हैं।",
    },
  },
  {
    key: "upsc-gsa-hist-08",
    subject: H,
    topic: "Medieval India",
    difficulty: "easy",
    source: `${T2}, Ch. 8 Peasants, Zamindars and the State`,
    text: "The Ain-i Akbari, a detailed account of the administration, revenue and society of Akbar's empire, was written by",
    options: ["Abul Fazl", "Abdul Qadir Badauni", "Nizamuddin Ahmad", "Gulbadan Begum"],
    correct: 0,
    explanation:
      "Abul Fazl, Akbar's court historian, wrote the Ain-i Akbari as the third volume of the Akbar Nama, completed in 1598. Badauni wrote the critical Muntakhab-ut Tawarikh, Nizamuddin Ahmad the Tabaqat-i Akbari, and Gulbadan Begum the Humayun Nama.",
    hi: {
      text: "अकबर के साम्राज्य के प्रशासन, राजस्व और समाज का विस्तृत विवरण देने वाली आइन-ए-अकबरी किसने लिखी?",
      options: ["अबुल फ़ज़्ल", "अब्दुल कादिर बदायूँनी", "निज़ामुद्दीन अहमद", "गुलबदन बेगम"],
      explanation:
        "अकबर के दरबारी इतिहासकार अबुल फ़ज़्ल ने आइन-ए-अकबरी को अकबरनामा के तीसरे खंड के रूप में लिखा, जो 1598 में पूरा हुआ। बदायूँनी ने आलोचनात्मक मुंतख़ब-उत-तवारीख़, निज़ामुद्दीन अहमद ने तबक़ात-ए-अकबरी और गुलबदन बेगम ने हुमायूँनामा लिखा।",
    },
  },
  {
    key: "upsc-gsa-hist-09",
    subject: H,
    topic: "Modern India",
    difficulty: "medium",
    format: "how-many",
    source: `${T3}, Ch. 11 Rebels and the Raj`,
    text: pairs("(Leader in the Revolt of 1857 : Centre of the revolt)", [
      "Begum Hazrat Mahal : Lucknow",
      "Kunwar Singh : Arrah",
      "Nana Saheb : Kanpur",
      "Khan Bahadur Khan : Bareilly",
    ]),
    options: HOW_MANY_4,
    correct: 3,
    explanation:
      "All four pairs are correct. Begum Hazrat Mahal led the revolt in Lucknow (Awadh), the old zamindar Kunwar Singh in Arrah (Bihar), Nana Saheb, the adopted son of Peshwa Baji Rao II, in Kanpur, and Khan Bahadur Khan in Bareilly (Rohilkhand).",
    hi: {
      text: pairsHi("(1857 के विद्रोह का नेता : विद्रोह का केंद्र)", [
        "बेगम हज़रत महल : लखनऊ",
        "कुँवर सिंह : आरा",
        "नाना साहिब : कानपुर",
        "खान बहादुर खान : बरेली",
      ]),
      options: HOW_MANY_4_HI,
      explanation:
        "चारों युग्म सही हैं। बेगम हज़रत महल ने लखनऊ (अवध) में, वृद्ध ज़मींदार कुँवर सिंह ने आरा (बिहार) में, पेशवा बाजीराव द्वितीय के दत्तक पुत्र नाना साहिब ने कानपुर में और खान बहादुर खान ने बरेली (रुहेलखंड) में विद्रोह का नेतृत्व किया।",
    },
  },
  {
    key: "upsc-gsa-hist-10",
    subject: H,
    topic: "Freedom Struggle",
    difficulty: "easy",
    source: "NCERT Our Pasts III Class 8, Ch. The Making of the National Movement: 1870s-1947",
    text: "The first session of the Indian National Congress, held in Bombay in December 1885, was presided over by",
    options: ["Dadabhai Naoroji", "A. O. Hume", "Surendranath Banerjee", "W. C. Bonnerjee"],
    correct: 3,
    explanation:
      "The first session met at Bombay in December 1885 with 72 delegates under the presidentship of W. C. Bonnerjee. A. O. Hume, a retired British official, helped to organise it; Dadabhai Naoroji presided over the second session (Calcutta, 1886); Surendranath Banerjee's Indian National Conference merged with the Congress soon after.",
    hi: {
      text: "दिसंबर 1885 में बंबई में हुए भारतीय राष्ट्रीय कांग्रेस के पहले अधिवेशन की अध्यक्षता किसने की?",
      options: ["दादाभाई नौरोजी", "ए. ओ. ह्यूम", "सुरेंद्रनाथ बनर्जी", "डब्ल्यू. सी. बनर्जी"],
      explanation:
        "पहला अधिवेशन दिसंबर 1885 में बंबई में 72 प्रतिनिधियों के साथ डब्ल्यू. सी. बनर्जी की अध्यक्षता में हुआ। सेवानिवृत्त ब्रिटिश अधिकारी ए. ओ. ह्यूम ने इसके आयोजन में सहायता की; दादाभाई नौरोजी ने दूसरे अधिवेशन (कलकत्ता, 1886) की अध्यक्षता की; सुरेंद्रनाथ बनर्जी का इंडियन नेशनल कॉन्फ्रेंस जल्द ही कांग्रेस में विलीन हो गया।",
    },
  },
  {
    key: "upsc-gsa-hist-11",
    subject: H,
    topic: "Freedom Struggle",
    difficulty: "medium",
    format: "statement-pair",
    source: `${T3}, Ch. 13 Mahatma Gandhi and the Nationalist Movement`,
    text: statementPair(
      "Mahatma Gandhi called off the Non-Cooperation Movement in February 1922.",
      "At Chauri Chaura, a crowd of peasants set fire to a police station, killing several policemen.",
    ),
    options: STATEMENT_PAIR,
    correct: 0,
    explanation:
      "Both statements are correct and Statement-II explains Statement-I. In February 1922 a crowd at Chauri Chaura (Gorakhpur district) torched a police station and some twenty-two policemen were killed; Gandhi, holding that the movement had turned violent, withdrew it.",
    hi: {
      text: statementPairHi(
        "महात्मा गांधी ने फ़रवरी 1922 में असहयोग आंदोलन वापस ले लिया।",
        "चौरी चौरा में किसानों की एक भीड़ ने एक थाने में आग लगा दी, जिसमें कई पुलिसकर्मी मारे गए।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं और कथन-II, कथन-I की व्याख्या करता है। फ़रवरी 1922 में चौरी चौरा (गोरखपुर ज़िला) में एक भीड़ ने थाने को आग लगा दी और लगभग बाईस पुलिसकर्मी मारे गए; आंदोलन को हिंसक होते देखकर गांधीजी ने उसे वापस ले लिया।",
    },
  },
  {
    key: "upsc-gsa-hist-12",
    subject: H,
    topic: "Freedom Struggle",
    difficulty: "medium",
    format: "how-many",
    source:
      "Government of India Act, 1935; NCERT Themes in Indian History Part III Class 12, Ch. 15 Framing the Constitution",
    text: howMany(
      [
        "It proposed an All-India Federation of the British Indian provinces and the princely states.",
        "It introduced provincial autonomy, under which elected ministries took office in the provinces in 1937.",
        "It abolished separate electorates for religious communities.",
      ],
      "With reference to the Government of India Act, 1935, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: the Act proposed a federation (which never came into being because the princes did not join) and gave the provinces autonomy, with Congress ministries formed in 1937. Statement 3 is wrong: the Act retained and extended separate electorates. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "इसने ब्रिटिश भारतीय प्रांतों और देशी रियासतों के एक अखिल भारतीय संघ का प्रस्ताव किया।",
          "इसने प्रांतीय स्वायत्तता लागू की, जिसके अंतर्गत 1937 में प्रांतों में निर्वाचित मंत्रिमंडलों ने पद सँभाला।",
          "इसने धार्मिक समुदायों के लिए पृथक निर्वाचक मंडल समाप्त कर दिए।",
        ],
        "भारत शासन अधिनियम, 1935 के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: अधिनियम ने एक संघ का प्रस्ताव किया (जो रियासतों के शामिल न होने से कभी अस्तित्व में नहीं आया) और प्रांतों को स्वायत्तता दी, जिसके बाद 1937 में कांग्रेस मंत्रिमंडल बने। कथन 3 गलत है: अधिनियम ने पृथक निर्वाचक मंडल बनाए रखे और उनका विस्तार किया। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsa-hist-13",
    subject: H,
    topic: "Art and Culture",
    difficulty: "easy",
    source: `${ART}, Ch. 4 Post-Mauryan Trends in Indian Art and Architecture`,
    text: "The mural paintings in the caves of Ajanta, in present-day Maharashtra, mainly depict themes from",
    options: [
      "the life of the Buddha and the Jataka stories",
      "the lives of the Jaina tirthankaras",
      "the Shaiva Puranas",
      "the court life of the Mughal emperors",
    ],
    correct: 0,
    explanation:
      "Ajanta is a group of Buddhist caves (chaityas and viharas) cut between about the second century BCE and the fifth century CE, and its murals show the life of the Buddha and the Jatakas, tales of his previous births. Jaina and Brahmanical caves are found at Ellora; Mughal court scenes belong to miniature painting.",
    hi: {
      text: "वर्तमान महाराष्ट्र में अजंता की गुफाओं के भित्ति-चित्र मुख्यतः किन विषयों को दर्शाते हैं?",
      options: ["बुद्ध का जीवन और जातक कथाएँ", "जैन तीर्थंकरों का जीवन", "शैव पुराण", "मुगल सम्राटों का दरबारी जीवन"],
      explanation:
        "अजंता लगभग दूसरी सदी ईसा पूर्व से पाँचवीं सदी ईसवी के बीच काटी गई बौद्ध गुफाओं (चैत्य और विहार) का समूह है, और इसके भित्ति-चित्र बुद्ध के जीवन और उनके पूर्वजन्मों की कथाओं, जातकों, को दर्शाते हैं। जैन और ब्राह्मण गुफाएँ एलोरा में हैं; मुगल दरबार के दृश्य लघुचित्रों के विषय हैं।",
    },
  },
  {
    key: "upsc-gsa-hist-14",
    subject: H,
    topic: "Art and Culture",
    difficulty: "medium",
    format: "how-many",
    source: "Centre for Cultural Resources and Training (CCRT), Puppet Forms of India",
    text: pairs("(Puppet form : State)", [
      "Tholpavakoothu : Kerala",
      "Kathputli : Rajasthan",
      "Togalu Gombeyata : Karnataka",
    ]),
    options: HOW_MANY_3,
    correct: 2,
    explanation:
      "All three pairs are correct. Tholpavakoothu is the shadow puppetry of Kerala performed in temples, Kathputli is the string puppetry of Rajasthan, and Togalu Gombeyata is the shadow puppetry of Karnataka.",
    hi: {
      text: pairsHi("(कठपुतली रूप : राज्य)", ["तोलपावकूतु : केरल", "कठपुतली : राजस्थान", "तोगलु गोंबेयाट : कर्नाटक"]),
      options: HOW_MANY_3_HI,
      explanation:
        "तीनों युग्म सही हैं। तोलपावकूतु केरल की छाया कठपुतली है जो मंदिरों में प्रस्तुत होती है, कठपुतली राजस्थान की धागा कठपुतली है, और तोगलु गोंबेयाट कर्नाटक की छाया कठपुतली है।",
    },
  },
  // ───────────── Paper B ─────────────
  {
    key: "upsc-gsb-hist-01",
    subject: H,
    topic: "Modern India",
    difficulty: "medium",
    source: "NCERT Our Pasts III Class 8, Ch. From Trade to Territory",
    text: "Arrange the following events in chronological order:\n1. Third Battle of Panipat\n2. Battle of Buxar\n3. Battle of Plassey\n4. Treaty of Allahabad, by which the East India Company obtained the Diwani of Bengal\nSelect the correct answer using the code given below.",
    options: ORDER_EN,
    correct: 0,
    explanation:
      "Plassey was fought in June 1757, the Third Battle of Panipat in January 1761, Buxar in October 1764, and the Treaty of Allahabad, giving the Company the Diwani of Bengal, Bihar and Orissa, was signed in August 1765. So the order is 3-1-2-4.",
    hi: {
      text: "निम्नलिखित घटनाओं को कालक्रम में व्यवस्थित कीजिए:\n1. पानीपत की तीसरी लड़ाई\n2. बक्सर की लड़ाई\n3. प्लासी की लड़ाई\n4. इलाहाबाद की संधि, जिससे ईस्ट इंडिया कंपनी को बंगाल की दीवानी मिली\nनीचे दिए गए कूट का प्रयोग कर सही उत्तर चुनिए।",
      options: ORDER_EN,
      explanation:
        "प्लासी की लड़ाई जून 1757 में, पानीपत की तीसरी लड़ाई जनवरी 1761 में, बक्सर की लड़ाई अक्टूबर 1764 में हुई और कंपनी को बंगाल, बिहार और उड़ीसा की दीवानी देने वाली इलाहाबाद की संधि अगस्त 1765 में हुई। अतः क्रम 3-1-2-4 है।",
    },
  },
  {
    key: "upsc-gsb-hist-02",
    subject: H,
    topic: "Ancient India",
    difficulty: "hard",
    format: "how-many",
    source: `${T1}, Ch. 3 Kinship, Caste and Class`,
    text: howMany(
      [
        "Several Satavahana rulers were identified by metronymics, names derived from that of their mother, such as Gotami-puta.",
        "An inscription of Gotami Balashri at Nasik describes the achievements of her son Gotami-puta Siri-Satakani.",
        "The Satavahanas are known chiefly for issuing a large number of gold coins.",
      ],
      "With reference to the Satavahanas, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: NCERT notes that Satavahana kings were identified through metronymics (Gotami-puta, 'son of Gotami'), and Gotami Balashri's Nasik cave inscription praises Gotami-puta Siri-Satakani. Statement 3 is wrong: Satavahana coinage was mostly of lead, potin and copper; large gold issues are associated with the Kushanas and later the Guptas. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "कई सातवाहन शासकों की पहचान मातृनाम से होती थी, अर्थात् माता के नाम से बने नाम, जैसे गोतमी-पुत।",
          "नासिक में गोतमी बलश्री का एक अभिलेख उनके पुत्र गोतमी-पुत सिरी-सातकनि की उपलब्धियों का वर्णन करता है।",
          "सातवाहन मुख्यतः बड़ी संख्या में सोने के सिक्के जारी करने के लिए जाने जाते हैं।",
        ],
        "सातवाहनों के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: NCERT बताती है कि सातवाहन राजाओं की पहचान मातृनाम (गोतमी-पुत, 'गोतमी का पुत्र') से होती थी, और नासिक गुफा में गोतमी बलश्री का अभिलेख गोतमी-पुत सिरी-सातकनि की प्रशंसा करता है। कथन 3 गलत है: सातवाहन सिक्के अधिकतर सीसे, पोटीन और ताँबे के थे; बड़ी संख्या में सोने के सिक्के कुषाणों और बाद में गुप्तों से जुड़े हैं। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-hist-03",
    subject: H,
    topic: "Art and Culture",
    difficulty: "medium",
    format: "how-many",
    source: "NCERT Our Pasts I Class 6, Ch. 11 New Empires and Kingdoms; Kalhana, Rajatarangini",
    text: pairs("(Text : Author)", [
      "Mudrarakshasa : Vishakhadatta",
      "Harshacharita : Banabhatta",
      "Mrichchhakatika : Kalidasa",
      "Rajatarangini : Kalhana",
    ]),
    options: HOW_MANY_4,
    correct: 2,
    explanation:
      "Pairs 1, 2 and 4 are correct: Vishakhadatta wrote the political drama Mudrarakshasa, Banabhatta the biography of Harshavardhana, and Kalhana the twelfth-century chronicle of Kashmir. Pair 3 is wrong: Mrichchhakatika ('The Little Clay Cart') is attributed to Shudraka; Kalidasa wrote Abhijnanashakuntalam and Meghaduta. So only three pairs are correct.",
    hi: {
      text: pairsHi("(ग्रंथ : लेखक)", [
        "मुद्राराक्षस : विशाखदत्त",
        "हर्षचरित : बाणभट्ट",
        "मृच्छकटिकम् : कालिदास",
        "राजतरंगिणी : कल्हण",
      ]),
      options: HOW_MANY_4_HI,
      explanation:
        "युग्म 1, 2 और 4 सही हैं: विशाखदत्त ने राजनीतिक नाटक मुद्राराक्षस, बाणभट्ट ने हर्षवर्धन की जीवनी और कल्हण ने बारहवीं सदी का कश्मीर का इतिहास लिखा। युग्म 3 गलत है: मृच्छकटिकम् ('मिट्टी की गाड़ी') शूद्रक की रचना मानी जाती है; कालिदास ने अभिज्ञानशाकुंतलम् और मेघदूत लिखे। अतः केवल तीन युग्म सही हैं।",
    },
  },
  {
    key: "upsc-gsb-hist-04",
    subject: H,
    topic: "Medieval India",
    difficulty: "medium",
    format: "how-many",
    source: `${T2}, Ch. 6 Bhakti-Sufi Traditions`,
    text: howMany(
      [
        "The Chishti silsila in the subcontinent is traced to Khwaja Muinuddin Sijzi, whose dargah is at Ajmer.",
        "Amir Khusrau was a disciple of Shaikh Nizamuddin Auliya.",
        "The Suhrawardi silsila had its main centre at Ajmer.",
      ],
      "With reference to the Sufi traditions of medieval India, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: the Chishti order's most revered early shaikh in India was Khwaja Muinuddin Sijzi of Ajmer, and the poet-musician Amir Khusrau was a disciple of Shaikh Nizamuddin Auliya of Delhi. Statement 3 is wrong: the Suhrawardis were strongest in Multan and Sind; Ajmer is the Chishti centre. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "उपमहाद्वीप में चिश्ती सिलसिला ख्वाजा मुइनुद्दीन सिजज़ी से जुड़ा है, जिनकी दरगाह अजमेर में है।",
          "अमीर खुसरो शेख निज़ामुद्दीन औलिया के शिष्य थे।",
          "सुहरावर्दी सिलसिले का मुख्य केंद्र अजमेर था।",
        ],
        "मध्यकालीन भारत की सूफ़ी परंपराओं के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: भारत में चिश्ती सिलसिले के सबसे पूज्य आरंभिक शेख अजमेर के ख्वाजा मुइनुद्दीन सिजज़ी थे, और कवि-संगीतकार अमीर खुसरो दिल्ली के शेख निज़ामुद्दीन औलिया के शिष्य थे। कथन 3 गलत है: सुहरावर्दी मुल्तान और सिंध में सबसे प्रभावशाली थे; अजमेर चिश्ती केंद्र है। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-hist-05",
    subject: H,
    topic: "Medieval India",
    difficulty: "hard",
    format: "statement-pair",
    source: `${T2}, Ch. 9 Kings and Chronicles`,
    text: statementPair(
      "Under the Mughals, a jagir gave the mansabdar the right to collect the revenue of an area, not ownership of the land.",
      "Mughal jagirs were frequently transferred from one mansabdar to another.",
    ),
    options: STATEMENT_PAIR,
    correct: 1,
    explanation:
      "Both statements are correct. A jagir was a revenue assignment in lieu of salary, and jagirdars held only the right to the revenue; assignments were routinely transferred so that no noble struck roots in one area. But the frequent transfers are a feature of the system, not the reason why the jagir conferred revenue rights rather than ownership, so Statement-II does not explain Statement-I.",
    hi: {
      text: statementPairHi(
        "मुगलों के अधीन जागीर मनसबदार को किसी क्षेत्र का राजस्व वसूलने का अधिकार देती थी, भूमि का स्वामित्व नहीं।",
        "मुगल जागीरें बार-बार एक मनसबदार से दूसरे मनसबदार को स्थानांतरित की जाती थीं।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं। जागीर वेतन के बदले राजस्व का आवंटन थी और जागीरदार के पास केवल राजस्व का अधिकार था; आवंटन नियमित रूप से बदले जाते थे ताकि कोई अमीर किसी एक क्षेत्र में जड़ न जमा सके। परंतु बार-बार स्थानांतरण व्यवस्था की एक विशेषता है, यह इस बात का कारण नहीं कि जागीर स्वामित्व के बजाय राजस्व का अधिकार क्यों देती थी; अतः कथन-II, कथन-I की व्याख्या नहीं करता।",
    },
  },
  {
    key: "upsc-gsb-hist-06",
    subject: H,
    topic: "Medieval India",
    difficulty: "hard",
    format: "how-many",
    source: "NCERT Our Pasts II Class 7, Ch. 8 Eighteenth-Century Political Formations",
    text: howMany(
      [
        "Chauth was a levy of 25 per cent of the land revenue claimed by the Marathas from areas outside their direct control.",
        "Sardeshmukhi was an additional levy of 9 to 10 per cent of the land revenue.",
        "In Shivaji's council of eight ministers (Ashtapradhan), the Peshwa was in charge of foreign affairs.",
      ],
      "With reference to the Marathas, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: NCERT describes chauth as 25 per cent of the land revenue claimed by zamindars' areas and sardeshmukhi as 9 to 10 per cent paid to the head revenue collector. Statement 3 is wrong: the Peshwa was the chief minister (Mukhya Pradhan); foreign affairs were handled by the Sumant (Dabir). So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "चौथ भू-राजस्व का 25 प्रतिशत था जिसे मराठा अपने प्रत्यक्ष नियंत्रण से बाहर के क्षेत्रों से माँगते थे।",
          "सरदेशमुखी भू-राजस्व का अतिरिक्त 9 से 10 प्रतिशत था।",
          "शिवाजी की आठ मंत्रियों की परिषद् (अष्टप्रधान) में पेशवा विदेशी मामलों का प्रभारी था।",
        ],
        "मराठों के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: NCERT चौथ को भू-राजस्व का 25 प्रतिशत और सरदेशमुखी को मुख्य राजस्व संग्राहक को दिया जाने वाला 9 से 10 प्रतिशत बताती है। कथन 3 गलत है: पेशवा मुख्य मंत्री (मुख्य प्रधान) था; विदेशी मामले सुमंत (दबीर) देखता था। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-hist-07",
    subject: H,
    topic: "Modern India",
    difficulty: "easy",
    source: "NCERT Our Pasts III Class 8, Ch. Women, Caste and Reform",
    text: "The practice of sati was declared illegal by a regulation of 1829 under which Governor-General?",
    options: ["Lord Cornwallis", "Lord Canning", "Lord Dalhousie", "Lord William Bentinck"],
    correct: 3,
    explanation:
      "Lord William Bentinck passed Regulation XVII of 1829 banning sati in the Bengal Presidency, after a long campaign by Raja Rammohun Roy. Dalhousie is linked to the Doctrine of Lapse and Canning to the aftermath of 1857 and the Widow Remarriage Act of 1856 (passed in his first year).",
    hi: {
      text: "सती प्रथा को किस गवर्नर-जनरल के अधीन 1829 के एक विनियम द्वारा अवैध घोषित किया गया?",
      options: ["लॉर्ड कॉर्नवालिस", "लॉर्ड कैनिंग", "लॉर्ड डलहौज़ी", "लॉर्ड विलियम बेंटिक"],
      explanation:
        "राजा राममोहन राय के लंबे अभियान के बाद लॉर्ड विलियम बेंटिक ने 1829 का विनियम XVII पारित कर बंगाल प्रेसिडेंसी में सती पर प्रतिबंध लगाया। डलहौज़ी व्यपगत के सिद्धांत से और कैनिंग 1857 के बाद की घटनाओं तथा 1856 के विधवा पुनर्विवाह अधिनियम (उनके पहले वर्ष में पारित) से जुड़े हैं।",
    },
  },
  {
    key: "upsc-gsb-hist-08",
    subject: H,
    topic: "Freedom Struggle",
    difficulty: "hard",
    format: "how-many",
    source: "Bipan Chandra et al., India's Struggle for Independence (1989), Ch. 7",
    text: pairs("(Newspaper : Founder or editor)", [
      "Kesari : Bal Gangadhar Tilak",
      "Amrita Bazar Patrika : Surendranath Banerjee",
      "Al-Hilal : Abul Kalam Azad",
      "The Bengalee : Sisir Kumar Ghosh",
    ]),
    options: HOW_MANY_4,
    correct: 1,
    explanation:
      "Pairs 1 and 3 are correct: Tilak ran the Marathi Kesari and Abul Kalam Azad founded the Urdu weekly Al-Hilal in 1912. Pairs 2 and 4 are reversed: Amrita Bazar Patrika was started by Sisir Kumar Ghosh and his brothers, while The Bengalee was edited by Surendranath Banerjee. So only two pairs are correct.",
    hi: {
      text: pairsHi("(समाचार पत्र : संस्थापक या संपादक)", [
        "केसरी : बाल गंगाधर तिलक",
        "अमृत बाज़ार पत्रिका : सुरेंद्रनाथ बनर्जी",
        "अल-हिलाल : अबुल कलाम आज़ाद",
        "द बंगाली : शिशिर कुमार घोष",
      ]),
      options: HOW_MANY_4_HI,
      explanation:
        "युग्म 1 और 3 सही हैं: तिलक मराठी केसरी चलाते थे और अबुल कलाम आज़ाद ने 1912 में उर्दू साप्ताहिक अल-हिलाल शुरू किया। युग्म 2 और 4 उलटे हैं: अमृत बाज़ार पत्रिका शिशिर कुमार घोष और उनके भाइयों ने शुरू की, जबकि द बंगाली का संपादन सुरेंद्रनाथ बनर्जी करते थे। अतः केवल दो युग्म सही हैं।",
    },
  },
  {
    key: "upsc-gsb-hist-09",
    subject: H,
    topic: "Freedom Struggle",
    difficulty: "medium",
    format: "how-many",
    source: "NCERT Our Pasts III Class 8, Ch. The Making of the National Movement: 1870s-1947",
    text: howMany([
      "The Swadeshi movement began in protest against the partition of Bengal, which took effect in 1905.",
      "The Indian National Congress split into Moderates and Radicals at its Surat session in 1907.",
      "The partition of Bengal was annulled in 1911.",
    ]),
    options: HOW_MANY_3,
    correct: 2,
    explanation:
      "All three are correct. The partition ordered under Lord Curzon took effect in October 1905 and provoked the Swadeshi movement; the Congress split at Surat in 1907; and the partition was annulled in 1911, when the capital was also shifted from Calcutta to Delhi.",
    hi: {
      text: howManyHi([
        "स्वदेशी आंदोलन बंगाल विभाजन के विरोध में शुरू हुआ, जो 1905 में प्रभावी हुआ।",
        "भारतीय राष्ट्रीय कांग्रेस 1907 के सूरत अधिवेशन में नरमपंथियों और गरमपंथियों में विभाजित हो गई।",
        "बंगाल विभाजन 1911 में रद्द कर दिया गया।",
      ]),
      options: HOW_MANY_3_HI,
      explanation:
        "तीनों कथन सही हैं। लॉर्ड कर्ज़न के अधीन आदेशित विभाजन अक्टूबर 1905 में प्रभावी हुआ और उसने स्वदेशी आंदोलन को जन्म दिया; 1907 में सूरत में कांग्रेस विभाजित हुई; और 1911 में विभाजन रद्द हुआ, जब राजधानी भी कलकत्ता से दिल्ली स्थानांतरित की गई।",
    },
  },
  {
    key: "upsc-gsa-hist-15",
    subject: H,
    topic: "Freedom Struggle",
    difficulty: "hard",
    format: "how-many",
    source: "Bipan Chandra et al., India's Struggle for Independence (1989), Ch. 12",
    text: howMany(
      [
        "The Congress accepted separate electorates for Muslims in the provincial and central legislatures.",
        "The Lucknow session of the Congress saw the Moderates and the Extremists come together again after the Surat split.",
        "The Lucknow session of the Congress was presided over by Annie Besant.",
      ],
      "With reference to the Lucknow Pact of 1916, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: under the pact the Congress accepted separate electorates, and Tilak's group rejoined the Congress at Lucknow. Statement 3 is wrong: the 1916 session was presided over by Ambika Charan Mazumdar; Annie Besant presided over the Calcutta session of 1917. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "कांग्रेस ने प्रांतीय और केंद्रीय विधान-मंडलों में मुसलमानों के लिए पृथक निर्वाचक मंडल स्वीकार किए।",
          "कांग्रेस के लखनऊ अधिवेशन में सूरत विभाजन के बाद नरमपंथी और गरमपंथी फिर एक साथ आए।",
          "कांग्रेस के लखनऊ अधिवेशन की अध्यक्षता एनी बेसेंट ने की।",
        ],
        "1916 के लखनऊ समझौते के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: समझौते के अंतर्गत कांग्रेस ने पृथक निर्वाचक मंडल स्वीकार किए, और तिलक का दल लखनऊ में कांग्रेस में लौट आया। कथन 3 गलत है: 1916 के अधिवेशन की अध्यक्षता अंबिका चरण मजूमदार ने की; एनी बेसेंट ने 1917 के कलकत्ता अधिवेशन की अध्यक्षता की। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-hist-11",
    subject: H,
    topic: "Modern India",
    difficulty: "medium",
    source: "Regulating Act, 1773; Pitt's India Act, 1784; Charter Act, 1833; Indian Councils Act, 1861",
    text: "Arrange the following Acts in chronological order:\n1. Pitt's India Act\n2. Charter Act that made the Governor-General of Bengal the Governor-General of India\n3. Regulating Act\n4. Indian Councils Act that introduced the portfolio system\nSelect the correct answer using the code given below.",
    options: ORDER_EN,
    correct: 0,
    explanation:
      "The Regulating Act was passed in 1773, Pitt's India Act in 1784, the Charter Act of 1833 made the Governor-General of Bengal the Governor-General of India, and the Indian Councils Act of 1861 gave statutory recognition to Canning's portfolio system. So the order is 3-1-2-4.",
    hi: {
      text: "निम्नलिखित अधिनियमों को कालक्रम में व्यवस्थित कीजिए:\n1. पिट्स इंडिया एक्ट\n2. वह चार्टर एक्ट जिसने बंगाल के गवर्नर-जनरल को भारत का गवर्नर-जनरल बनाया\n3. रेग्युलेटिंग एक्ट\n4. वह भारतीय परिषद् अधिनियम जिसने विभागीय प्रणाली (पोर्टफ़ोलियो) लागू की\nनीचे दिए गए कूट का प्रयोग कर सही उत्तर चुनिए।",
      options: ORDER_EN,
      explanation:
        "रेग्युलेटिंग एक्ट 1773 में, पिट्स इंडिया एक्ट 1784 में पारित हुआ, 1833 के चार्टर एक्ट ने बंगाल के गवर्नर-जनरल को भारत का गवर्नर-जनरल बनाया, और 1861 के भारतीय परिषद् अधिनियम ने कैनिंग की विभागीय प्रणाली को वैधानिक मान्यता दी। अतः क्रम 3-1-2-4 है।",
    },
  },
  {
    key: "upsc-gsb-hist-12",
    subject: H,
    topic: "Art and Culture",
    difficulty: "medium",
    format: "how-many",
    source: `${ART}, Ch. 6 Temple Architecture and Sculpture`,
    text: howMany(
      [
        "Temples of the Nagara style usually have a curvilinear shikhara rising above the garbhagriha.",
        "Temples of the Dravida style usually have a pyramidal vimana and large gateways called gopurams.",
        "The Kandariya Mahadeva temple at Khajuraho is an example of the Dravida style.",
      ],
      "With reference to Indian temple architecture, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: a curvilinear (rekha-prasada) shikhara marks the northern Nagara style, and a stepped pyramidal vimana with gopurams marks the southern Dravida style. Statement 3 is wrong: the Kandariya Mahadeva temple, built by the Chandelas, is a fine example of the Nagara style. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "नागर शैली के मंदिरों में प्रायः गर्भगृह के ऊपर वक्ररेखीय शिखर होता है।",
          "द्रविड़ शैली के मंदिरों में प्रायः पिरामिडनुमा विमान और गोपुरम नामक बड़े प्रवेशद्वार होते हैं।",
          "खजुराहो का कंदरिया महादेव मंदिर द्रविड़ शैली का उदाहरण है।",
        ],
        "भारतीय मंदिर स्थापत्य के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: वक्ररेखीय (रेखा-प्रासाद) शिखर उत्तर की नागर शैली की और गोपुरमों सहित सीढ़ीदार पिरामिडनुमा विमान दक्षिण की द्रविड़ शैली की पहचान है। कथन 3 गलत है: चंदेलों द्वारा निर्मित कंदरिया महादेव मंदिर नागर शैली का उत्कृष्ट उदाहरण है। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-hist-13",
    subject: H,
    topic: "Art and Culture",
    difficulty: "hard",
    format: "how-many",
    source: `${ART}, Ch. 4 Post-Mauryan Trends in Indian Art and Architecture`,
    text: howMany(
      [
        "The Gandhara school of sculpture shows a strong Hellenistic (Greco-Roman) influence.",
        "The Mathura school mainly used the spotted red sandstone of the region.",
        "The Amaravati school flourished in the lower Krishna valley.",
        "The Gandhara sculptures were mainly carved in red sandstone.",
      ],
      "With reference to the schools of sculpture of the early centuries CE, consider the following statements:",
    ),
    options: HOW_MANY_4,
    correct: 2,
    explanation:
      "Statements 1, 2 and 3 are correct: Gandhara art blends Hellenistic features with Buddhist themes, Mathura used local spotted red sandstone, and Amaravati (Andhra Pradesh) developed in the Krishna valley with narrative reliefs. Statement 4 is wrong: Gandhara images were mostly carved in grey-blue schist and made of stucco. So only three are correct.",
    hi: {
      text: howManyHi(
        [
          "मूर्तिकला की गांधार शैली पर यूनानी-रोमन (हेलेनिस्टिक) प्रभाव स्पष्ट है।",
          "मथुरा शैली में मुख्यतः इस क्षेत्र के चित्तीदार लाल बलुआ पत्थर का प्रयोग हुआ।",
          "अमरावती शैली निचली कृष्णा घाटी में फली-फूली।",
          "गांधार की मूर्तियाँ मुख्यतः लाल बलुआ पत्थर में गढ़ी गईं।",
        ],
        "आरंभिक ईसवी सदियों की मूर्तिकला शैलियों के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_4_HI,
      explanation:
        "कथन 1, 2 और 3 सही हैं: गांधार कला में यूनानी विशेषताओं और बौद्ध विषयों का मेल है, मथुरा में स्थानीय चित्तीदार लाल बलुआ पत्थर प्रयुक्त हुआ, और अमरावती (आंध्र प्रदेश) कथात्मक उभारदार शिल्प के साथ कृष्णा घाटी में विकसित हुई। कथन 4 गलत है: गांधार की प्रतिमाएँ अधिकतर धूसर-नीले शिस्ट पत्थर और चूने के पलस्तर (स्टको) की हैं। अतः केवल तीन कथन सही हैं।",
    },
  },
];
