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

const E = "Economy";
const MACRO = "NCERT Introductory Macroeconomics Class 12";
const IED = "NCERT Indian Economic Development Class 11";

/** Economy questions of the two full-length GS Paper I papers. */
export const gsEconomyQuestions: ContentQuestion[] = [
  // ───────────── Paper A ─────────────
  {
    key: "upsc-gsa-eco-01",
    subject: E,
    topic: "National Income and Growth",
    difficulty: "easy",
    source: `${MACRO}, Ch. 2 National Income Accounting`,
    text: "Which one of the following is NOT counted in the Gross Domestic Product of India?",
    options: [
      "Salaries paid to government school teachers",
      "The value of new houses built during the year",
      "Imputed rent of owner-occupied houses",
      "Old-age pensions paid by the government",
    ],
    correct: 3,
    explanation:
      "Old-age pensions are transfer payments: they are not paid for any current production, so they are excluded from GDP. Salaries of government employees are part of the value added by government services, the imputed rent of owner-occupied houses is counted as a housing service, and new houses are part of investment.",
    hi: {
      text: "निम्नलिखित में से किसे भारत के सकल घरेलू उत्पाद में नहीं गिना जाता?",
      options: [
        "सरकारी विद्यालयों के शिक्षकों को दिए गए वेतन",
        "वर्ष के दौरान बने नए मकानों का मूल्य",
        "स्वयं के कब्ज़े वाले मकानों का आरोपित किराया",
        "सरकार द्वारा दी गई वृद्धावस्था पेंशन",
      ],
      explanation:
        "वृद्धावस्था पेंशन अंतरण भुगतान है: यह किसी चालू उत्पादन के बदले नहीं दी जाती, इसलिए सकल घरेलू उत्पाद से बाहर रहती है। सरकारी कर्मचारियों के वेतन सरकारी सेवाओं द्वारा जोड़े गए मूल्य का भाग हैं, स्वयं के कब्ज़े वाले मकानों का आरोपित किराया आवास सेवा के रूप में गिना जाता है, और नए मकान निवेश का भाग हैं।",
    },
  },
  {
    key: "upsc-gsa-eco-02",
    subject: E,
    topic: "Money and Banking",
    difficulty: "easy",
    source: "Reserve Bank of India Act, 1934, Section 45ZB",
    text: "How many members does the Monetary Policy Committee, which fixes the policy repo rate in India, have?",
    options: ["Four", "Five", "Six", "Seven"],
    correct: 2,
    explanation:
      "Section 45ZB of the RBI Act, 1934 provides for a six-member Monetary Policy Committee: the RBI Governor (chairperson), a Deputy Governor, one other RBI officer and three external members appointed by the Central Government. The Governor has a casting vote in case of a tie.",
    hi: {
      text: "भारत में नीतिगत रेपो दर तय करने वाली मौद्रिक नीति समिति में कितने सदस्य होते हैं?",
      options: ["चार", "पाँच", "छह", "सात"],
      explanation:
        "भारतीय रिज़र्व बैंक अधिनियम, 1934 की धारा 45ZB छह सदस्यीय मौद्रिक नीति समिति का प्रावधान करती है: RBI गवर्नर (अध्यक्ष), एक डिप्टी गवर्नर, RBI का एक अन्य अधिकारी और केंद्र सरकार द्वारा नियुक्त तीन बाहरी सदस्य। बराबर मत होने पर गवर्नर का निर्णायक मत होता है।",
    },
  },
  {
    key: "upsc-gsa-eco-03",
    subject: E,
    topic: "Inflation",
    difficulty: "medium",
    format: "how-many",
    source:
      "Reserve Bank of India Act, 1934, Section 45ZA; Office of the Economic Adviser (DPIIT), Wholesale Price Index",
    text: howMany(
      [
        "The Wholesale Price Index does not cover the prices of services.",
        "The inflation target set for the RBI under the RBI Act, 1934 is defined in terms of the Consumer Price Index (Combined).",
        "Core inflation is measured by leaving out the volatile food and fuel items.",
      ],
      "With reference to the measurement of inflation in India, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 2,
    explanation:
      "All three are correct. The WPI tracks goods (primary articles, fuel and power, manufactured products) and has no services; under Section 45ZA the Central Government sets the inflation target in terms of CPI (Combined) inflation; and core inflation strips out food and fuel to show the underlying trend.",
    hi: {
      text: howManyHi(
        [
          "थोक मूल्य सूचकांक में सेवाओं की कीमतें शामिल नहीं होतीं।",
          "भारतीय रिज़र्व बैंक अधिनियम, 1934 के अधीन RBI के लिए निर्धारित मुद्रास्फीति लक्ष्य उपभोक्ता मूल्य सूचकांक (संयुक्त) के रूप में परिभाषित है।",
          "कोर मुद्रास्फीति अस्थिर खाद्य और ईंधन मदों को छोड़कर मापी जाती है।",
        ],
        "भारत में मुद्रास्फीति के मापन के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "तीनों कथन सही हैं। थोक मूल्य सूचकांक वस्तुओं (प्राथमिक वस्तुएँ, ईंधन और बिजली, विनिर्मित उत्पाद) को मापता है और उसमें सेवाएँ नहीं हैं; धारा 45ZA के अधीन केंद्र सरकार मुद्रास्फीति लक्ष्य CPI (संयुक्त) मुद्रास्फीति के रूप में तय करती है; और कोर मुद्रास्फीति मूल प्रवृत्ति दिखाने के लिए खाद्य और ईंधन को अलग कर देती है।",
    },
  },
  {
    key: "upsc-gsa-eco-04",
    subject: E,
    topic: "Fiscal Policy and Budget",
    difficulty: "easy",
    source: `${MACRO}, Ch. 5 Government Budget and the Economy`,
    text: "Which one of the following is a direct tax?",
    options: ["Goods and Services Tax", "Customs duty", "Corporation tax", "Excise duty on petrol"],
    correct: 2,
    explanation:
      "A direct tax is paid by the person or firm on whom it is levied and cannot be shifted: corporation tax on company profits and income tax are direct taxes. GST, customs duty and excise duty are indirect taxes, collected from sellers or importers but passed on to buyers in prices.",
    hi: {
      text: "निम्नलिखित में से कौन-सा प्रत्यक्ष कर है?",
      options: ["वस्तु और सेवा कर", "सीमा शुल्क", "निगम कर", "पेट्रोल पर उत्पाद शुल्क"],
      explanation:
        "प्रत्यक्ष कर वही व्यक्ति या फ़र्म चुकाती है जिस पर वह लगाया जाता है और उसका भार दूसरों पर नहीं डाला जा सकता: कंपनियों के लाभ पर निगम कर और आयकर प्रत्यक्ष कर हैं। जीएसटी, सीमा शुल्क और उत्पाद शुल्क अप्रत्यक्ष कर हैं, जो विक्रेताओं या आयातकों से वसूले जाते हैं पर कीमतों में खरीदारों पर डाल दिए जाते हैं।",
    },
  },
  {
    key: "upsc-gsa-eco-05",
    subject: E,
    topic: "Money and Banking",
    difficulty: "medium",
    format: "statement-pair",
    source: `${MACRO}, Ch. 3 Money and Banking`,
    text: statementPair(
      "A purchase of government securities by the RBI in the open market tends to increase the money supply.",
      "When the RBI buys securities, it pays for them by adding to the reserves of the banking system, that is, to high-powered money.",
    ),
    options: STATEMENT_PAIR,
    correct: 0,
    explanation:
      "Both statements are correct and Statement-II explains Statement-I. Paying for the securities raises the reserves (high-powered money) of banks; through the money multiplier this supports more lending and a larger money supply. An open market sale does the reverse.",
    hi: {
      text: statementPairHi(
        "खुले बाज़ार में RBI द्वारा सरकारी प्रतिभूतियों की खरीद से मुद्रा की पूर्ति बढ़ने की प्रवृत्ति होती है।",
        "प्रतिभूतियाँ खरीदते समय RBI उनका भुगतान बैंकिंग प्रणाली के आरक्षित कोषों, अर्थात् उच्च शक्तिशाली मुद्रा, में वृद्धि करके करता है।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं और कथन-II, कथन-I की व्याख्या करता है। प्रतिभूतियों का भुगतान बैंकों के आरक्षित कोष (उच्च शक्तिशाली मुद्रा) बढ़ाता है; मुद्रा गुणक के माध्यम से इससे अधिक ऋण और अधिक मुद्रा पूर्ति संभव होती है। खुले बाज़ार में बिक्री इसका उलटा करती है।",
    },
  },
  {
    key: "upsc-gsa-eco-06",
    subject: E,
    topic: "Fiscal Policy and Budget",
    difficulty: "medium",
    format: "how-many",
    source: `${MACRO}, Ch. 5 Government Budget and the Economy`,
    text: howMany(
      [
        "Revenue deficit is the excess of the government's revenue expenditure over its revenue receipts.",
        "Borrowings by the government are capital receipts.",
        "The recovery of loans given earlier by the government is a revenue receipt.",
      ],
      "With reference to the Union Budget, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: revenue deficit is revenue expenditure minus revenue receipts, and borrowings create a liability, so they are capital receipts. Statement 3 is wrong: the recovery of loans reduces the government's assets and is a non-debt capital receipt. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "राजस्व घाटा सरकार के राजस्व व्यय का उसकी राजस्व प्राप्तियों पर आधिक्य है।",
          "सरकार द्वारा लिए गए उधार पूँजीगत प्राप्तियाँ हैं।",
          "सरकार द्वारा पहले दिए गए ऋणों की वसूली राजस्व प्राप्ति है।",
        ],
        "केंद्रीय बजट के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: राजस्व घाटा राजस्व व्यय में से राजस्व प्राप्तियाँ घटाने पर मिलता है, और उधार से देयता बनती है, इसलिए वह पूँजीगत प्राप्ति है। कथन 3 गलत है: ऋणों की वसूली सरकार की परिसंपत्तियाँ घटाती है और वह गैर-ऋण पूँजीगत प्राप्ति है। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsa-eco-07",
    subject: E,
    topic: "Agriculture",
    difficulty: "easy",
    source: `${IED}, Ch. 2 Indian Economy 1950-1990`,
    text: "The Green Revolution that began in India in the mid-1960s was based mainly on high-yielding varieties of",
    options: ["wheat and rice", "pulses and oilseeds", "cotton and jute", "millets and maize"],
    correct: 0,
    explanation:
      "The Green Revolution used high-yielding variety seeds, with fertilisers, pesticides and assured irrigation, first for wheat and then for rice, and its gains were at first concentrated in Punjab, Haryana and parts of Andhra Pradesh and Tamil Nadu. Pulses and oilseeds gained little, which later led to separate missions for them.",
    hi: {
      text: "1960 के दशक के मध्य में भारत में शुरू हुई हरित क्रांति मुख्यतः किनकी उच्च उत्पादकता वाली किस्मों पर आधारित थी?",
      options: ["गेहूँ और चावल", "दालें और तिलहन", "कपास और जूट", "मोटे अनाज और मक्का"],
      explanation:
        "हरित क्रांति में उर्वरकों, कीटनाशकों और सुनिश्चित सिंचाई के साथ उच्च उत्पादकता वाली किस्मों (HYV) के बीजों का प्रयोग हुआ, पहले गेहूँ और फिर चावल के लिए, और आरंभ में इसके लाभ पंजाब, हरियाणा तथा आंध्र प्रदेश और तमिलनाडु के कुछ भागों में केंद्रित रहे। दालों और तिलहनों को बहुत कम लाभ हुआ, जिससे बाद में उनके लिए अलग मिशन बने।",
    },
  },
  {
    key: "upsc-gsa-eco-08",
    subject: E,
    topic: "Inflation",
    difficulty: "medium",
    format: "how-many",
    source: `${MACRO}, Ch. 6 Open Economy Macroeconomics; ${IED}, Ch. 3 Liberalisation, Privatisation and Globalisation`,
    text: pairs("(Term : Meaning)", [
      "Disinvestment : Sale of a part of the government's equity in public sector enterprises",
      "Capital account convertibility : Freedom to convert domestic financial assets into foreign financial assets at market-determined rates",
      "Deflation : A fall in the rate of inflation while prices continue to rise",
    ]),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Pairs 1 and 2 are correct. Pair 3 describes disinflation, not deflation: deflation is a fall in the general price level itself (negative inflation), while disinflation is a slowdown in the rate at which prices rise. So only two pairs are correct.",
    hi: {
      text: pairsHi("(पद : अर्थ)", [
        "विनिवेश : सार्वजनिक क्षेत्र के उद्यमों में सरकार की इक्विटी के एक भाग की बिक्री",
        "पूँजी खाता परिवर्तनीयता : घरेलू वित्तीय परिसंपत्तियों को बाज़ार द्वारा निर्धारित दरों पर विदेशी वित्तीय परिसंपत्तियों में बदलने की स्वतंत्रता",
        "अपस्फीति : कीमतों के बढ़ते रहने के बावजूद मुद्रास्फीति की दर में गिरावट",
      ]),
      options: HOW_MANY_3_HI,
      explanation:
        "युग्म 1 और 2 सही हैं। युग्म 3 अवस्फीति (डिसइन्फ़्लेशन) का वर्णन करता है, अपस्फीति का नहीं: अपस्फीति सामान्य कीमत स्तर में ही गिरावट (ऋणात्मक मुद्रास्फीति) है, जबकि अवस्फीति कीमतों के बढ़ने की दर का धीमा होना है। अतः केवल दो युग्म सही हैं।",
    },
  },
  {
    key: "upsc-gsb-eco-14",
    subject: E,
    topic: "External Sector",
    difficulty: "easy",
    source: "International Monetary Fund, World Economic Outlook (published each April and October)",
    text: "The 'World Economic Outlook', which projects growth and inflation for the world's economies, is published by the",
    options: [
      "World Bank",
      "World Economic Forum",
      "World Trade Organization",
      "International Monetary Fund",
    ],
    correct: 3,
    explanation:
      "The IMF publishes the World Economic Outlook twice a year, in April and October, with updates in between. The World Bank publishes the Global Economic Prospects, the WTO its trade forecasts, and the World Economic Forum reports such as the Global Gender Gap Report.",
    hi: {
      text: "विश्व की अर्थव्यवस्थाओं की संवृद्धि और मुद्रास्फीति का अनुमान देने वाला 'वर्ल्ड इकोनॉमिक आउटलुक' किसके द्वारा प्रकाशित किया जाता है?",
      options: ["विश्व बैंक", "विश्व आर्थिक मंच", "विश्व व्यापार संगठन", "अंतरराष्ट्रीय मुद्रा कोष"],
      explanation:
        "अंतरराष्ट्रीय मुद्रा कोष (IMF) वर्ल्ड इकोनॉमिक आउटलुक वर्ष में दो बार, अप्रैल और अक्टूबर में, प्रकाशित करता है और बीच में अद्यतन जारी करता है। विश्व बैंक ग्लोबल इकोनॉमिक प्रॉस्पेक्ट्स, WTO अपने व्यापार पूर्वानुमान, और विश्व आर्थिक मंच ग्लोबल जेंडर गैप रिपोर्ट जैसी रिपोर्टें प्रकाशित करता है।",
    },
  },
  {
    key: "upsc-gsa-eco-10",
    subject: E,
    topic: "Money and Banking",
    difficulty: "medium",
    source: "RBI Master Directions – Priority Sector Lending (Targets and Classification), 2025",
    text: "For domestic scheduled commercial banks in India, the overall priority sector lending target is what percentage of Adjusted Net Bank Credit (or the credit equivalent of off-balance sheet exposure, whichever is higher)?",
    options: ["18 per cent", "32 per cent", "40 per cent", "75 per cent"],
    correct: 2,
    explanation:
      "Domestic scheduled commercial banks (and foreign banks with 20 or more branches) must lend 40 per cent of ANBC or CEOBE to the priority sector, within which agriculture has a sub-target of 18 per cent. The 75 per cent target applies to Regional Rural Banks and Small Finance Banks.",
    hi: {
      text: "भारत में घरेलू अनुसूचित वाणिज्यिक बैंकों के लिए प्राथमिकता क्षेत्र ऋण का कुल लक्ष्य समायोजित निवल बैंक ऋण (या तुलन-पत्र से इतर एक्सपोज़र के ऋण समतुल्य, जो भी अधिक हो) का कितना प्रतिशत है?",
      options: ["18 प्रतिशत", "32 प्रतिशत", "40 प्रतिशत", "75 प्रतिशत"],
      explanation:
        "घरेलू अनुसूचित वाणिज्यिक बैंकों (और 20 या अधिक शाखाओं वाले विदेशी बैंकों) को ANBC या CEOBE का 40 प्रतिशत प्राथमिकता क्षेत्र को देना होता है, जिसमें कृषि का उप-लक्ष्य 18 प्रतिशत है। 75 प्रतिशत का लक्ष्य क्षेत्रीय ग्रामीण बैंकों और लघु वित्त बैंकों पर लागू है।",
    },
  },
  {
    key: "upsc-gsa-eco-11",
    subject: E,
    topic: "External Sector",
    difficulty: "medium",
    format: "statement-pair",
    source: `${MACRO}, Ch. 6 Open Economy Macroeconomics`,
    text: statementPair(
      "Foreign portfolio investment is generally regarded as a more volatile source of capital than foreign direct investment.",
      "Portfolio investment in listed shares and bonds can be sold and taken out quickly, and does not involve a lasting interest in the management of the enterprise.",
    ),
    options: STATEMENT_PAIR,
    correct: 0,
    explanation:
      "Both statements are correct and Statement-II explains Statement-I. FDI builds or acquires a controlling or lasting stake (conventionally 10 per cent or more of equity) and is hard to reverse, while portfolio holdings in listed securities can be sold within days, so FPI flows swing with global risk sentiment ('hot money').",
    hi: {
      text: statementPairHi(
        "विदेशी पोर्टफ़ोलियो निवेश को सामान्यतः प्रत्यक्ष विदेशी निवेश की तुलना में पूँजी का अधिक अस्थिर स्रोत माना जाता है।",
        "सूचीबद्ध शेयरों और बॉन्डों में पोर्टफ़ोलियो निवेश जल्दी बेचकर बाहर ले जाया जा सकता है और उसमें उद्यम के प्रबंधन में स्थायी हित शामिल नहीं होता।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं और कथन-II, कथन-I की व्याख्या करता है। प्रत्यक्ष विदेशी निवेश नियंत्रक या स्थायी हिस्सेदारी (परंपरागत रूप से इक्विटी का 10 प्रतिशत या अधिक) बनाता है जिसे उलटना कठिन है, जबकि सूचीबद्ध प्रतिभूतियों में पोर्टफ़ोलियो निवेश कुछ दिनों में बेचा जा सकता है, इसलिए FPI प्रवाह वैश्विक जोखिम धारणा के साथ घटते-बढ़ते हैं ('हॉट मनी')।",
    },
  },
  {
    key: "upsc-gsa-eco-12",
    subject: E,
    topic: "Money and Banking",
    difficulty: "hard",
    format: "how-many",
    source:
      "National Bank for Agriculture and Rural Development Act, 1981; Small Industries Development Bank of India Act, 1989; Export-Import Bank of India Act, 1981; Regional Rural Banks Act, 1976",
    text: howMany(
      [
        "NABARD was set up in 1982 as the apex institution for agricultural and rural credit.",
        "SIDBI is the principal development financial institution for micro, small and medium enterprises.",
        "The Export-Import Bank of India provides finance to exporters and importers.",
        "Regional Rural Banks are sponsored by NABARD.",
      ],
      "With reference to financial institutions in India, consider the following statements:",
    ),
    options: HOW_MANY_4,
    correct: 2,
    explanation:
      "Statements 1, 2 and 3 are correct. Statement 4 is wrong: each Regional Rural Bank is sponsored by a scheduled commercial bank, and its share capital is held by the Central Government (50 per cent), the sponsor bank (35 per cent) and the State Government (15 per cent); NABARD supervises RRBs but does not sponsor them. So only three are correct.",
    hi: {
      text: howManyHi(
        [
          "नाबार्ड की स्थापना 1982 में कृषि और ग्रामीण ऋण की शीर्ष संस्था के रूप में हुई।",
          "सिडबी सूक्ष्म, लघु और मध्यम उद्यमों के लिए प्रमुख विकास वित्तीय संस्था है।",
          "भारतीय निर्यात-आयात बैंक निर्यातकों और आयातकों को वित्त प्रदान करता है।",
          "क्षेत्रीय ग्रामीण बैंक नाबार्ड द्वारा प्रायोजित होते हैं।",
        ],
        "भारत की वित्तीय संस्थाओं के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_4_HI,
      explanation:
        "कथन 1, 2 और 3 सही हैं। कथन 4 गलत है: प्रत्येक क्षेत्रीय ग्रामीण बैंक किसी अनुसूचित वाणिज्यिक बैंक द्वारा प्रायोजित होता है और उसकी शेयर पूँजी केंद्र सरकार (50 प्रतिशत), प्रायोजक बैंक (35 प्रतिशत) और राज्य सरकार (15 प्रतिशत) के पास होती है; नाबार्ड इनका पर्यवेक्षण करता है, प्रायोजन नहीं। अतः केवल तीन कथन सही हैं।",
    },
  },
  // ───────────── Paper B ─────────────
  {
    key: "upsc-gsb-eco-01",
    subject: E,
    topic: "National Income and Growth",
    difficulty: "hard",
    format: "how-many",
    source:
      "Ministry of Statistics and Programme Implementation, National Accounts Statistics: Sources and Methods (base 2011-12)",
    text: howMany(
      [
        "GDP is obtained by adding product taxes to, and subtracting product subsidies from, Gross Value Added at basic prices.",
        "Production taxes such as land revenue and stamp duty are included in Gross Value Added at basic prices.",
        "Production subsidies are added to arrive at Gross Value Added at basic prices.",
      ],
      "With reference to India's national accounts, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: GVA at basic prices = GVA at factor cost + production taxes - production subsidies, and GDP = GVA at basic prices + product taxes - product subsidies. Statement 3 is therefore wrong: production subsidies are subtracted, not added. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "मूल कीमतों पर सकल मूल्य वर्धन में उत्पाद कर जोड़कर और उत्पाद सब्सिडी घटाकर सकल घरेलू उत्पाद प्राप्त होता है।",
          "भू-राजस्व और स्टांप शुल्क जैसे उत्पादन कर मूल कीमतों पर सकल मूल्य वर्धन में शामिल होते हैं।",
          "मूल कीमतों पर सकल मूल्य वर्धन प्राप्त करने के लिए उत्पादन सब्सिडी जोड़ी जाती है।",
        ],
        "भारत के राष्ट्रीय लेखों के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: मूल कीमतों पर GVA = साधन लागत पर GVA + उत्पादन कर - उत्पादन सब्सिडी, और सकल घरेलू उत्पाद = मूल कीमतों पर GVA + उत्पाद कर - उत्पाद सब्सिडी। इसलिए कथन 3 गलत है: उत्पादन सब्सिडी घटाई जाती है, जोड़ी नहीं जाती। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-eco-02",
    subject: E,
    topic: "Money and Banking",
    difficulty: "hard",
    format: "how-many",
    source:
      "RBI Statement on Developmental and Regulatory Policies, 8 April 2022 (Standing Deposit Facility); Banking Regulation Act, 1949, Section 24",
    text: howMany(
      [
        "Under the Standing Deposit Facility, the RBI absorbs surplus liquidity from banks without giving them collateral.",
        "The Standing Deposit Facility rate is the floor of the liquidity adjustment facility corridor.",
        "The Marginal Standing Facility rate is the ceiling of the corridor.",
        "Banks maintain their Statutory Liquidity Ratio holdings as cash balances with the RBI.",
      ],
      "With reference to the RBI's liquidity management, consider the following statements:",
    ),
    options: HOW_MANY_4,
    correct: 2,
    explanation:
      "Statements 1, 2 and 3 are correct: the SDF, introduced in April 2022, absorbs liquidity without collateral and replaced the fixed-rate reverse repo as the floor of the corridor, with the MSF rate as the ceiling. Statement 4 is wrong: the SLR is held by banks themselves in cash, gold and approved securities (mostly government securities); it is the Cash Reserve Ratio that is kept as balances with the RBI. So only three are correct.",
    hi: {
      text: howManyHi(
        [
          "स्थायी जमा सुविधा के अंतर्गत RBI बैंकों को संपार्श्विक दिए बिना उनकी अधिशेष तरलता अवशोषित करता है।",
          "स्थायी जमा सुविधा दर चलनिधि समायोजन सुविधा गलियारे की निचली सीमा है।",
          "सीमांत स्थायी सुविधा दर गलियारे की ऊपरी सीमा है।",
          "बैंक अपने सांविधिक तरलता अनुपात की धारिता RBI के पास नकद शेष के रूप में रखते हैं।",
        ],
        "RBI के तरलता प्रबंधन के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_4_HI,
      explanation:
        "कथन 1, 2 और 3 सही हैं: अप्रैल 2022 में शुरू हुई SDF संपार्श्विक के बिना तरलता अवशोषित करती है और उसने स्थिर दर रिवर्स रेपो का स्थान गलियारे की निचली सीमा के रूप में लिया, जबकि MSF दर ऊपरी सीमा है। कथन 4 गलत है: सांविधिक तरलता अनुपात बैंक स्वयं नकद, सोने और अनुमोदित प्रतिभूतियों (मुख्यतः सरकारी प्रतिभूतियों) में रखते हैं; RBI के पास शेष के रूप में नकद आरक्षित अनुपात रखा जाता है। अतः केवल तीन कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-eco-03",
    subject: E,
    topic: "Fiscal Policy and Budget",
    difficulty: "medium",
    format: "statement-pair",
    source: `${MACRO}, Ch. 5 Government Budget and the Economy`,
    text: statementPair(
      "A large fiscal deficit financed by market borrowing can push up interest rates in the economy.",
      "Government borrowing competes with private investors for the available pool of savings.",
    ),
    options: STATEMENT_PAIR,
    correct: 0,
    explanation:
      "Both statements are correct and Statement-II explains Statement-I. When the government borrows heavily from the market it draws on the same savings that private firms use, which raises interest rates and may 'crowd out' private investment.",
    hi: {
      text: statementPairHi(
        "बाज़ार से उधार द्वारा वित्तपोषित बड़ा राजकोषीय घाटा अर्थव्यवस्था में ब्याज दरें बढ़ा सकता है।",
        "सरकारी उधार उपलब्ध बचत के भंडार के लिए निजी निवेशकों से प्रतिस्पर्धा करता है।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं और कथन-II, कथन-I की व्याख्या करता है। जब सरकार बाज़ार से भारी उधार लेती है तो वह उसी बचत का उपयोग करती है जिसका निजी फ़र्में करती हैं, जिससे ब्याज दरें बढ़ती हैं और निजी निवेश का 'बहिर्गमन' (क्राउडिंग आउट) हो सकता है।",
    },
  },
  {
    key: "upsc-gsb-eco-04",
    subject: E,
    topic: "External Sector",
    difficulty: "medium",
    format: "how-many",
    source: "Publishing organisations' own report pages (WEF, UNDP, UNCTAD, World Bank)",
    text: pairs("(Report : Publisher)", [
      "Global Gender Gap Report : World Economic Forum",
      "Human Development Report : United Nations Development Programme",
      "World Investment Report : United Nations Conference on Trade and Development",
      "Doing Business Report : International Monetary Fund",
    ]),
    options: HOW_MANY_4,
    correct: 2,
    explanation:
      "Pairs 1, 2 and 3 are correct. Pair 4 is wrong: the Doing Business Report was published by the World Bank, which discontinued it in 2021 and has since launched the B-READY (Business Ready) report. So only three pairs are correct.",
    hi: {
      text: pairsHi("(रिपोर्ट : प्रकाशक)", [
        "ग्लोबल जेंडर गैप रिपोर्ट : विश्व आर्थिक मंच",
        "मानव विकास रिपोर्ट : संयुक्त राष्ट्र विकास कार्यक्रम",
        "विश्व निवेश रिपोर्ट : व्यापार और विकास पर संयुक्त राष्ट्र सम्मेलन",
        "डूइंग बिज़नेस रिपोर्ट : अंतरराष्ट्रीय मुद्रा कोष",
      ]),
      options: HOW_MANY_4_HI,
      explanation:
        "युग्म 1, 2 और 3 सही हैं। युग्म 4 गलत है: डूइंग बिज़नेस रिपोर्ट विश्व बैंक प्रकाशित करता था, जिसने 2021 में इसे बंद कर दिया और बाद में B-READY (बिज़नेस रेडी) रिपोर्ट शुरू की। अतः केवल तीन युग्म सही हैं।",
    },
  },
  {
    key: "upsc-gsb-eco-05",
    subject: E,
    topic: "External Sector",
    difficulty: "medium",
    format: "how-many",
    source: `${MACRO}, Ch. 6 Open Economy Macroeconomics`,
    text: howMany(
      [
        "Remittances sent home by Indians working abroad are recorded in the current account.",
        "External commercial borrowings by Indian companies are recorded in the capital account.",
        "A current account deficit necessarily leads to a fall in the country's foreign exchange reserves.",
      ],
      "With reference to India's balance of payments, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: remittances are transfers (secondary income) in the current account, and ECBs are loans, recorded in the capital (financial) account. Statement 3 is wrong: a current account deficit can be fully financed, or more than financed, by net capital inflows such as FDI and FPI, in which case reserves may even rise. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "विदेश में काम करने वाले भारतीयों द्वारा घर भेजा गया धन (विप्रेषण) चालू खाते में दर्ज होता है।",
          "भारतीय कंपनियों के बाह्य वाणिज्यिक उधार पूँजी खाते में दर्ज होते हैं।",
          "चालू खाता घाटे से देश के विदेशी मुद्रा भंडार में गिरावट आना अनिवार्य है।",
        ],
        "भारत के भुगतान संतुलन के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: विप्रेषण चालू खाते में अंतरण (द्वितीयक आय) हैं, और ECB ऋण हैं जो पूँजी (वित्तीय) खाते में दर्ज होते हैं। कथन 3 गलत है: चालू खाता घाटे का वित्तपोषण प्रत्यक्ष और पोर्टफ़ोलियो निवेश जैसे निवल पूँजी अंतर्वाहों से पूरा या उससे अधिक हो सकता है, और तब भंडार बढ़ भी सकता है। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-eco-06",
    subject: E,
    topic: "Fiscal Policy and Budget",
    difficulty: "hard",
    format: "how-many",
    source: "Constitution of India, Articles 269A, 279A(5) and 366(12A)",
    text: howMany(
      [
        "Alcoholic liquor for human consumption lies outside the scope of the Goods and Services Tax.",
        "GST on petroleum crude, high-speed diesel, petrol, natural gas and aviation turbine fuel can be levied only from the date the GST Council recommends.",
        "The Integrated GST on inter-State supplies is levied and collected by the States.",
      ],
      "With reference to the Goods and Services Tax (GST) in India, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statement 1 is correct: Article 366(12A) defines GST as a tax on any supply except alcoholic liquor for human consumption. Statement 2 is correct: Article 279A(5) leaves the date for the five petroleum products to the Council's recommendation. Statement 3 is wrong: under Article 269A the IGST on inter-State trade is levied and collected by the Government of India and apportioned between the Union and the States. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "मानव उपभोग के लिए ऐल्कोहॉलयुक्त लिकर वस्तु और सेवा कर के दायरे से बाहर है।",
          "पेट्रोलियम क्रूड, हाई स्पीड डीज़ल, पेट्रोल, प्राकृतिक गैस और विमानन टरबाइन ईंधन पर जीएसटी केवल उस तिथि से लगाया जा सकता है जिसकी सिफारिश जीएसटी परिषद् करे।",
          "अंतर्राज्यीय आपूर्ति पर एकीकृत जीएसटी राज्यों द्वारा उद्गृहीत और संगृहीत किया जाता है।",
        ],
        "भारत में वस्तु और सेवा कर (जीएसटी) के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 सही है: अनुच्छेद 366(12क) जीएसटी को मानव उपभोग के लिए ऐल्कोहॉलयुक्त लिकर को छोड़कर किसी भी आपूर्ति पर कर के रूप में परिभाषित करता है। कथन 2 सही है: अनुच्छेद 279क(5) पाँच पेट्रोलियम उत्पादों की तिथि परिषद् की सिफारिश पर छोड़ता है। कथन 3 गलत है: अनुच्छेद 269क के अधीन अंतर्राज्यीय व्यापार पर IGST भारत सरकार उद्गृहीत और संगृहीत करती है और उसे संघ तथा राज्यों के बीच बाँटा जाता है। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsa-eco-13",
    subject: E,
    topic: "Agriculture",
    difficulty: "hard",
    format: "how-many",
    source:
      "Sugarcane (Control) Order, 1966, Clause 3; Commission for Agricultural Costs and Prices, Price Policy for Kharif and Rabi Crops",
    text: howMany(
      [
        "The Fair and Remunerative Price of sugarcane is fixed by the Central Government after considering the recommendations of the Commission for Agricultural Costs and Prices.",
        "Copra is among the crops for which a Minimum Support Price is announced.",
        "The Minimum Support Price is guaranteed to farmers by an Act of Parliament.",
      ],
      "With reference to agricultural prices in India, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statement 1 is correct: the FRP is fixed under the Sugarcane (Control) Order, 1966 on CACP's recommendation. Statement 2 is correct: MSPs are announced for 22 mandated crops, including copra, and the FRP for sugarcane. Statement 3 is wrong: MSP is an administrative policy decision of the Government, not a legal entitlement under any Act. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "गन्ने का उचित और लाभकारी मूल्य केंद्र सरकार कृषि लागत और मूल्य आयोग की सिफारिशों पर विचार करके तय करती है।",
          "खोपरा उन फ़सलों में है जिनके लिए न्यूनतम समर्थन मूल्य घोषित किया जाता है।",
          "किसानों को न्यूनतम समर्थन मूल्य संसद के एक अधिनियम द्वारा प्रत्याभूत है।",
        ],
        "भारत में कृषि कीमतों के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 सही है: FRP गन्ना (नियंत्रण) आदेश, 1966 के अधीन CACP की सिफारिश पर तय होता है। कथन 2 सही है: खोपरा सहित 22 अधिदेशित फ़सलों के लिए न्यूनतम समर्थन मूल्य और गन्ने के लिए FRP घोषित होता है। कथन 3 गलत है: न्यूनतम समर्थन मूल्य सरकार का प्रशासनिक नीतिगत निर्णय है, किसी अधिनियम के अधीन कानूनी अधिकार नहीं। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-eco-08",
    subject: E,
    topic: "National Income and Growth",
    difficulty: "easy",
    source: "Ministry of Statistics and Programme Implementation, press releases on GDP estimates",
    text: "In India, the official quarterly and annual estimates of Gross Domestic Product are released by the",
    options: [
      "Reserve Bank of India",
      "Department of Economic Affairs, Ministry of Finance",
      "NITI Aayog",
      "National Statistics Office, Ministry of Statistics and Programme Implementation",
    ],
    correct: 3,
    explanation:
      "The National Statistics Office of MoSPI releases the advance, provisional and revised estimates of GDP and the quarterly estimates. The RBI uses them for monetary policy and makes its own projections, and the Finance Ministry's Economic Survey analyses them, but neither compiles the official estimates.",
    hi: {
      text: "भारत में सकल घरेलू उत्पाद के आधिकारिक तिमाही और वार्षिक अनुमान कौन जारी करता है?",
      options: [
        "भारतीय रिज़र्व बैंक",
        "आर्थिक कार्य विभाग, वित्त मंत्रालय",
        "नीति आयोग",
        "राष्ट्रीय सांख्यिकी कार्यालय, सांख्यिकी और कार्यक्रम कार्यान्वयन मंत्रालय",
      ],
      explanation:
        "MoSPI का राष्ट्रीय सांख्यिकी कार्यालय सकल घरेलू उत्पाद के अग्रिम, अनंतिम और संशोधित अनुमान तथा तिमाही अनुमान जारी करता है। RBI मौद्रिक नीति के लिए इनका उपयोग करता है और अपने अनुमान बनाता है, और वित्त मंत्रालय का आर्थिक सर्वेक्षण इनका विश्लेषण करता है, पर दोनों में से कोई आधिकारिक अनुमान संकलित नहीं करता।",
    },
  },
  {
    key: "upsc-gsb-eco-09",
    subject: E,
    topic: "Money and Banking",
    difficulty: "hard",
    format: "how-many",
    source:
      "RBI Guidelines for Licensing of Payments Banks and of Small Finance Banks in the Private Sector, 27 November 2014",
    text: howMany(
      [
        "Payments banks can accept demand deposits but cannot lend.",
        "Small finance banks must extend 75 per cent of their Adjusted Net Bank Credit to the priority sector.",
        "Payments banks can issue credit cards to their customers.",
      ],
      "With reference to differentiated banks in India, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: payments banks take deposits (up to a per-customer limit) and offer payments and remittance services but may not lend, while small finance banks have a 75 per cent priority sector target. Statement 3 is wrong: payments banks may issue ATM or debit cards but not credit cards, since a credit card is a form of lending. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "भुगतान बैंक मांग जमाएँ स्वीकार कर सकते हैं, पर ऋण नहीं दे सकते।",
          "लघु वित्त बैंकों को अपने समायोजित निवल बैंक ऋण का 75 प्रतिशत प्राथमिकता क्षेत्र को देना होता है।",
          "भुगतान बैंक अपने ग्राहकों को क्रेडिट कार्ड जारी कर सकते हैं।",
        ],
        "भारत में विभेदित बैंकों के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: भुगतान बैंक जमाएँ (प्रति ग्राहक सीमा तक) लेते हैं और भुगतान तथा प्रेषण सेवाएँ देते हैं पर ऋण नहीं दे सकते, जबकि लघु वित्त बैंकों का प्राथमिकता क्षेत्र लक्ष्य 75 प्रतिशत है। कथन 3 गलत है: भुगतान बैंक ATM या डेबिट कार्ड जारी कर सकते हैं, क्रेडिट कार्ड नहीं, क्योंकि क्रेडिट कार्ड ऋण का ही एक रूप है। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-eco-10",
    subject: E,
    topic: "Inflation",
    difficulty: "medium",
    format: "how-many",
    source:
      "Ministry of Statistics and Programme Implementation, CPI and IIP releases; Office of the Economic Adviser (DPIIT), WPI releases",
    text: pairs("(Index : Compiled and released by)", [
      "Consumer Price Index (Combined) : National Statistics Office, MoSPI",
      "Wholesale Price Index : Office of the Economic Adviser, DPIIT",
      "Index of Industrial Production : Reserve Bank of India",
    ]),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Pairs 1 and 2 are correct: the NSO releases the CPI (Rural, Urban and Combined) every month, and the Office of the Economic Adviser in the Department for Promotion of Industry and Internal Trade releases the WPI. Pair 3 is wrong: the IIP is compiled and released by the NSO of MoSPI, not by the RBI. So only two pairs are correct.",
    hi: {
      text: pairsHi("(सूचकांक : संकलन और जारी करने वाला)", [
        "उपभोक्ता मूल्य सूचकांक (संयुक्त) : राष्ट्रीय सांख्यिकी कार्यालय, MoSPI",
        "थोक मूल्य सूचकांक : आर्थिक सलाहकार का कार्यालय, DPIIT",
        "औद्योगिक उत्पादन सूचकांक : भारतीय रिज़र्व बैंक",
      ]),
      options: HOW_MANY_3_HI,
      explanation:
        "युग्म 1 और 2 सही हैं: NSO हर माह CPI (ग्रामीण, शहरी और संयुक्त) जारी करता है, और उद्योग संवर्धन और आंतरिक व्यापार विभाग में आर्थिक सलाहकार का कार्यालय WPI जारी करता है। युग्म 3 गलत है: IIP का संकलन और प्रकाशन MoSPI का NSO करता है, RBI नहीं। अतः केवल दो युग्म सही हैं।",
    },
  },
  {
    key: "upsc-gsb-eco-11",
    subject: E,
    topic: "External Sector",
    difficulty: "medium",
    format: "how-many",
    source: "International Monetary Fund, Special Drawing Rights (SDR) factsheet (2022 valuation review)",
    text: howMany(
      [
        "The SDR is an international reserve asset created by the International Monetary Fund.",
        "The SDR basket consists of the US dollar, the euro, the Chinese renminbi, the Japanese yen and the pound sterling.",
        "The Indian rupee is included in the SDR basket.",
      ],
      "With reference to the Special Drawing Rights (SDR), consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: the IMF created the SDR in 1969 to supplement members' reserves, and since 2016 its value has been based on five currencies, the renminbi being the latest to join. Statement 3 is wrong: the rupee is not in the basket. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "SDR अंतरराष्ट्रीय मुद्रा कोष द्वारा सृजित एक अंतरराष्ट्रीय आरक्षित परिसंपत्ति है।",
          "SDR टोकरी में अमेरिकी डॉलर, यूरो, चीनी रेनमिनबी, जापानी येन और पाउंड स्टर्लिंग शामिल हैं।",
          "भारतीय रुपया SDR टोकरी में शामिल है।",
        ],
        "विशेष आहरण अधिकार (SDR) के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: IMF ने 1969 में सदस्यों के भंडार की पूर्ति के लिए SDR बनाया, और 2016 से इसका मूल्य पाँच मुद्राओं पर आधारित है, जिनमें रेनमिनबी सबसे बाद में जुड़ा। कथन 3 गलत है: रुपया इस टोकरी में नहीं है। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-eco-12",
    subject: E,
    topic: "Money and Banking",
    difficulty: "hard",
    format: "how-many",
    source: `${MACRO}, Ch. 3 Money and Banking; RBI Handbook of Statistics on the Indian Economy, Money Stock Measures`,
    text: howMany(
      [
        "M1 consists of currency held by the public, demand deposits with the banking system and 'other' deposits with the RBI.",
        "M3 (broad money) is M1 plus the net time deposits of the banking system.",
        "Reserve money includes currency in circulation, bankers' deposits with the RBI and 'other' deposits with the RBI.",
      ],
      "With reference to the measures of money supply in India, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 2,
    explanation:
      "All three are correct. M1 (narrow money) = currency with the public + demand deposits + other deposits with the RBI; M3 (broad money) = M1 + net time deposits of banks; and reserve money (M0, high-powered money) = currency in circulation + bankers' deposits with the RBI + other deposits with the RBI.",
    hi: {
      text: howManyHi(
        [
          "M1 में जनता के पास मुद्रा, बैंकिंग प्रणाली के पास मांग जमाएँ और RBI के पास 'अन्य' जमाएँ शामिल हैं।",
          "M3 (व्यापक मुद्रा) M1 और बैंकिंग प्रणाली की निवल सावधि जमाओं का योग है।",
          "आरक्षित मुद्रा में संचलन में मुद्रा, RBI के पास बैंकों की जमाएँ और RBI के पास 'अन्य' जमाएँ शामिल हैं।",
        ],
        "भारत में मुद्रा पूर्ति के मापों के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "तीनों कथन सही हैं। M1 (संकीर्ण मुद्रा) = जनता के पास मुद्रा + मांग जमाएँ + RBI के पास अन्य जमाएँ; M3 (व्यापक मुद्रा) = M1 + बैंकों की निवल सावधि जमाएँ; और आरक्षित मुद्रा (M0, उच्च शक्तिशाली मुद्रा) = संचलन में मुद्रा + RBI के पास बैंकों की जमाएँ + RBI के पास अन्य जमाएँ।",
    },
  },
  {
    key: "upsc-gsb-eco-13",
    subject: E,
    topic: "Fiscal Policy and Budget",
    difficulty: "hard",
    format: "statement-pair",
    source:
      "Fiscal Responsibility and Budget Management Act, 2003, Sections 3 and 4 (as amended by the Finance Act, 2018)",
    text: statementPair(
      "The Fiscal Responsibility and Budget Management Act, 2003 requires the Union Government to lay fiscal policy statements, including a medium-term fiscal policy statement, before Parliament along with the Budget.",
      "The amendments made to the FRBM Act in 2018 adopted the debt-to-GDP ratio as an anchor of fiscal policy, with a ceiling for the general government and the Central Government.",
    ),
    options: STATEMENT_PAIR,
    correct: 1,
    explanation:
      "Both statements are correct. Section 3 of the Act requires the fiscal policy statements to be laid with the annual Budget, and the 2018 amendments set debt ceilings (60 per cent of GDP for the general government and 40 per cent for the Centre) alongside the fiscal deficit target. But the 2018 debt anchor is not the reason for the requirement to lay statements, which dates from the original Act, so Statement-II does not explain Statement-I.",
    hi: {
      text: statementPairHi(
        "राजकोषीय उत्तरदायित्व और बजट प्रबंधन अधिनियम, 2003 केंद्र सरकार से अपेक्षा करता है कि वह बजट के साथ मध्यम अवधि की राजकोषीय नीति के विवरण सहित राजकोषीय नीति विवरण संसद के समक्ष रखे।",
        "2018 में FRBM अधिनियम में किए गए संशोधनों ने सामान्य सरकार और केंद्र सरकार की अधिकतम सीमा के साथ ऋण-जीडीपी अनुपात को राजकोषीय नीति का आधार बनाया।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं। अधिनियम की धारा 3 वार्षिक बजट के साथ राजकोषीय नीति विवरण रखने की अपेक्षा करती है, और 2018 के संशोधनों ने राजकोषीय घाटा लक्ष्य के साथ ऋण की अधिकतम सीमा (सामान्य सरकार के लिए सकल घरेलू उत्पाद का 60 प्रतिशत और केंद्र के लिए 40 प्रतिशत) तय की। परंतु 2018 का ऋण आधार विवरण रखने की अपेक्षा का कारण नहीं है, जो मूल अधिनियम से चली आ रही है; अतः कथन-II, कथन-I की व्याख्या नहीं करता।",
    },
  },
];
