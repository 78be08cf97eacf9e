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

const V = "Environment";
const BIO12 = "NCERT Biology Class 12";
const RAMSAR = "Ramsar Sites Information Service (rsis.ramsar.org)";

/** Environment and ecology questions of the two full-length GS Paper I papers. */
export const gsEnvironmentQuestions: ContentQuestion[] = [
  // ───────────── Paper A ─────────────
  {
    key: "upsc-gsa-env-01",
    subject: V,
    topic: "Protected Areas",
    difficulty: "easy",
    source: "UNESCO World Heritage List, Great Himalayan National Park Conservation Area (inscribed 2014)",
    text: "The Great Himalayan National Park Conservation Area, inscribed as a UNESCO World Heritage Site in 2014, is located in",
    options: ["Uttarakhand", "Sikkim", "Jammu and Kashmir", "Himachal Pradesh"],
    correct: 3,
    explanation:
      "The Great Himalayan National Park lies in Kullu district of Himachal Pradesh, at the headwaters of several rivers, and protects western Himalayan forests, alpine meadows and species such as the western tragopan. Uttarakhand's natural World Heritage Site is Nanda Devi and Valley of Flowers, and Sikkim's is Khangchendzonga National Park.",
    hi: {
      text: "2014 में यूनेस्को विश्व धरोहर स्थल के रूप में अंकित ग्रेट हिमालयन नेशनल पार्क संरक्षण क्षेत्र कहाँ स्थित है?",
      options: ["उत्तराखंड", "सिक्किम", "जम्मू और कश्मीर", "हिमाचल प्रदेश"],
      explanation:
        "ग्रेट हिमालयन नेशनल पार्क हिमाचल प्रदेश के कुल्लू ज़िले में कई नदियों के उद्गम क्षेत्र में स्थित है और पश्चिमी हिमालय के वनों, अल्पाइन घास के मैदानों और पश्चिमी ट्रैगोपैन जैसी जातियों की रक्षा करता है। उत्तराखंड का प्राकृतिक विश्व धरोहर स्थल नंदा देवी और फूलों की घाटी है, और सिक्किम का कंचनजंगा राष्ट्रीय उद्यान।",
    },
  },
  {
    key: "upsc-gsa-env-02",
    subject: V,
    topic: "Ecology and Ecosystems",
    difficulty: "easy",
    source: `${BIO12}, Ch. Ecosystem`,
    text: "In a grazing food chain of an ecosystem, the organisms at the second trophic level are",
    options: [
      "primary consumers (herbivores)",
      "producers",
      "secondary consumers (carnivores)",
      "decomposers",
    ],
    correct: 0,
    explanation:
      "Producers (green plants) form the first trophic level; the herbivores that eat them are primary consumers at the second level; carnivores that eat herbivores are secondary consumers at the third. Decomposers break down dead matter from every level and are not given a level of their own in the grazing food chain.",
    hi: {
      text: "किसी पारितंत्र की चारण खाद्य शृंखला में दूसरे पोषण स्तर पर कौन-से जीव होते हैं?",
      options: ["प्राथमिक उपभोक्ता (शाकाहारी)", "उत्पादक", "द्वितीयक उपभोक्ता (मांसाहारी)", "अपघटक"],
      explanation:
        "उत्पादक (हरे पौधे) पहला पोषण स्तर बनाते हैं; उन्हें खाने वाले शाकाहारी दूसरे स्तर के प्राथमिक उपभोक्ता हैं; शाकाहारियों को खाने वाले मांसाहारी तीसरे स्तर के द्वितीयक उपभोक्ता हैं। अपघटक हर स्तर के मृत पदार्थ को तोड़ते हैं और चारण खाद्य शृंखला में उनका अपना कोई स्तर नहीं होता।",
    },
  },
  {
    key: "upsc-gsa-env-03",
    subject: V,
    topic: "International Conventions",
    difficulty: "medium",
    format: "how-many",
    source: "Convention on Wetlands (Ramsar, 1971); Ramsar Convention Secretariat, 'The Montreux Record'",
    text: howMany(
      [
        "The Convention on Wetlands was signed at Ramsar in Iran in 1971.",
        "The Montreux Record lists wetlands of international importance where changes in ecological character have occurred, are occurring or are likely to occur.",
        "The Convention is a United Nations treaty whose secretariat is run by the United Nations Environment Programme.",
      ],
      "With reference to the Ramsar Convention, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct. Statement 3 is wrong: the Ramsar Convention is an intergovernmental treaty outside the UN system of environmental agreements; its secretariat is hosted by IUCN at Gland in Switzerland, and UNESCO is only its depositary. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "आर्द्रभूमियों पर अभिसमय 1971 में ईरान के रामसर में हस्ताक्षरित हुआ।",
          "मॉन्ट्रो रिकॉर्ड उन अंतरराष्ट्रीय महत्व की आर्द्रभूमियों की सूची है जिनके पारिस्थितिक स्वरूप में परिवर्तन हुआ है, हो रहा है या होने की संभावना है।",
          "यह अभिसमय संयुक्त राष्ट्र की संधि है जिसका सचिवालय संयुक्त राष्ट्र पर्यावरण कार्यक्रम चलाता है।",
        ],
        "रामसर अभिसमय के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं। कथन 3 गलत है: रामसर अभिसमय संयुक्त राष्ट्र की पर्यावरण संधियों की प्रणाली से बाहर की एक अंतर-सरकारी संधि है; इसका सचिवालय स्विट्ज़रलैंड के ग्लैंड में IUCN के पास है, और यूनेस्को केवल इसका निक्षेपागार है। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsa-env-04",
    subject: V,
    topic: "Biodiversity and Conservation",
    difficulty: "easy",
    source:
      "Ministry of Environment and Forests, declaration of the Ganges river dolphin as the National Aquatic Animal (5 October 2009)",
    text: "Which one of the following has been declared the National Aquatic Animal of India?",
    options: ["Gharial", "Olive ridley turtle", "Dugong", "Ganges river dolphin"],
    correct: 3,
    explanation:
      "The Ganges river dolphin (Platanista gangetica), a nearly blind freshwater dolphin of the Ganga-Brahmaputra-Meghna and Karnaphuli-Sangu systems, was declared the National Aquatic Animal in 2009. It is Endangered and protected in Schedule I of the Wild Life (Protection) Act, 1972.",
    hi: {
      text: "निम्नलिखित में से किसे भारत का राष्ट्रीय जलीय जीव घोषित किया गया है?",
      options: ["घड़ियाल", "ऑलिव रिडले कछुआ", "डुगोंग", "गंगा नदी डॉल्फ़िन"],
      explanation:
        "गंगा-ब्रह्मपुत्र-मेघना और कर्णफुली-सांगू नदी तंत्रों की लगभग दृष्टिहीन मीठे पानी की डॉल्फ़िन, गंगा नदी डॉल्फ़िन (प्लैटानिस्टा गैंजेटिका), को 2009 में राष्ट्रीय जलीय जीव घोषित किया गया। यह संकटग्रस्त है और वन्य जीव (संरक्षण) अधिनियम, 1972 की अनुसूची I में संरक्षित है।",
    },
  },
  {
    key: "upsc-gsa-env-05",
    subject: V,
    topic: "Protected Areas",
    difficulty: "medium",
    format: "statement-pair",
    source:
      "UNESCO World Heritage List, Sundarbans National Park (1987); Forest Survey of India, India State of Forest Report 2023, Mangrove Cover",
    text: statementPair(
      "The Sundarbans is one of the habitats of the Bengal tiger in India.",
      "The Sundarbans, shared by India and Bangladesh, is the largest mangrove forest in the world.",
    ),
    options: STATEMENT_PAIR,
    correct: 1,
    explanation:
      "Both statements are correct. The Sundarbans Tiger Reserve in West Bengal holds tigers adapted to swimming between tidal islands, and the Sundarbans of the Ganga-Brahmaputra delta form the world's largest mangrove forest. But the size of the forest is not why tigers live there, so Statement-II does not explain Statement-I.",
    hi: {
      text: statementPairHi(
        "सुंदरबन भारत में बंगाल बाघ के आवासों में से एक है।",
        "भारत और बांग्लादेश में फैला सुंदरबन विश्व का सबसे बड़ा मैंग्रोव वन है।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं। पश्चिम बंगाल के सुंदरबन बाघ अभयारण्य में ज्वारीय द्वीपों के बीच तैरने के अनुकूल बाघ रहते हैं, और गंगा-ब्रह्मपुत्र डेल्टा का सुंदरबन विश्व का सबसे बड़ा मैंग्रोव वन है। परंतु वन का आकार वहाँ बाघों के रहने का कारण नहीं है, अतः कथन-II, कथन-I की व्याख्या नहीं करता।",
    },
  },
  {
    key: "upsc-gsa-env-06",
    subject: V,
    topic: "Biodiversity and Conservation",
    difficulty: "easy",
    source: `${BIO12}, Ch. Biodiversity and Conservation`,
    text: "Which one of the following is an example of in situ conservation of biodiversity?",
    options: ["A seed bank", "A botanical garden", "A national park", "Cryopreservation of gametes"],
    correct: 2,
    explanation:
      "In situ ('on site') conservation protects species in their natural habitat, as national parks, wildlife sanctuaries, biosphere reserves and sacred groves do. Seed banks, botanical gardens, zoos and the cryopreservation of gametes keep organisms away from their habitat and are ex situ methods.",
    hi: {
      text: "निम्नलिखित में से कौन-सा जैव विविधता के स्वस्थाने (इन सीटू) संरक्षण का उदाहरण है?",
      options: ["बीज बैंक", "वानस्पतिक उद्यान", "राष्ट्रीय उद्यान", "युग्मकों का निम्नताप परिरक्षण"],
      explanation:
        "स्वस्थाने ('उसी स्थान पर') संरक्षण जातियों की उनके प्राकृतिक आवास में रक्षा करता है, जैसे राष्ट्रीय उद्यान, वन्यजीव अभयारण्य, जीवमंडल आरक्षित क्षेत्र और पवित्र उपवन। बीज बैंक, वानस्पतिक उद्यान, चिड़ियाघर और युग्मकों का निम्नताप परिरक्षण जीवों को उनके आवास से दूर रखते हैं और बाह्यस्थाने (एक्स सीटू) विधियाँ हैं।",
    },
  },
  {
    key: "upsc-gsa-env-07",
    subject: V,
    topic: "Environmental Laws and Institutions",
    difficulty: "medium",
    format: "how-many",
    source:
      "Wild Life (Protection) Act, 1972, Sections 9, 36A and 36C and the Schedules (as amended by the Wild Life (Protection) Amendment Act, 2022)",
    text: howMany(
      [
        "After the amendment of 2022, the Act has four Schedules.",
        "The Act provides for the declaration of conservation reserves and community reserves.",
        "Animals listed in Schedule I may be hunted for sport under a licence issued by the Chief Wild Life Warden.",
      ],
      "With reference to the Wild Life (Protection) Act, 1972, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statement 1 is correct: the 2022 amendment reduced the six Schedules to four (two for animals by level of protection, one for plants and one for specimens listed in the CITES Appendices). Statement 2 is correct (Sections 36A and 36C, added by the amendment of 2002). Statement 3 is wrong: Section 9 prohibits hunting of scheduled animals; permission is possible only in narrow cases such as an animal dangerous to human life, never for sport. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "2022 के संशोधन के बाद अधिनियम में चार अनुसूचियाँ हैं।",
          "अधिनियम संरक्षण आरक्षित क्षेत्र और सामुदायिक आरक्षित क्षेत्र घोषित करने का प्रावधान करता है।",
          "अनुसूची I में सूचीबद्ध जंतुओं का मुख्य वन्यजीव संरक्षक द्वारा जारी अनुज्ञप्ति के अधीन खेल के लिए आखेट किया जा सकता है।",
        ],
        "वन्य जीव (संरक्षण) अधिनियम, 1972 के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 सही है: 2022 के संशोधन ने छह अनुसूचियों को घटाकर चार कर दिया (संरक्षण के स्तर के अनुसार जंतुओं के लिए दो, पौधों के लिए एक और CITES परिशिष्टों में सूचीबद्ध नमूनों के लिए एक)। कथन 2 सही है (धारा 36क और 36ग, 2002 के संशोधन द्वारा जोड़ी गईं)। कथन 3 गलत है: धारा 9 अनुसूचित जंतुओं के आखेट का निषेध करती है; अनुमति केवल सीमित मामलों में, जैसे मानव जीवन के लिए खतरनाक जंतु, संभव है, खेल के लिए कभी नहीं। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsa-env-08",
    subject: V,
    topic: "Protected Areas",
    difficulty: "easy",
    source: "Department of Wildlife Protection, Jammu and Kashmir, Dachigam National Park",
    text: "Dachigam National Park near Srinagar is best known for the protection of the",
    options: ["Hangul (Kashmir stag)", "Snow leopard", "Markhor", "Tibetan antelope (chiru)"],
    correct: 0,
    explanation:
      "Dachigam is the main home of the hangul, the Kashmir red deer, the State animal of Jammu and Kashmir, a highly threatened deer protected in Schedule I of the Wild Life (Protection) Act. The snow leopard is found in Hemis (Ladakh), the markhor in the Pir Panjal and Kazinag areas, and the chiru on the Changthang plateau of Ladakh.",
    hi: {
      text: "श्रीनगर के निकट दाचीगाम राष्ट्रीय उद्यान किसके संरक्षण के लिए सर्वाधिक जाना जाता है?",
      options: ["हंगुल (कश्मीरी बारहसिंगा)", "हिम तेंदुआ", "मारखोर", "तिब्बती मृग (चिरु)"],
      explanation:
        "दाचीगाम जम्मू-कश्मीर के राज्य पशु और वन्य जीव (संरक्षण) अधिनियम की अनुसूची I में संरक्षित अत्यधिक संकटग्रस्त कश्मीरी लाल हिरण, हंगुल, का मुख्य आवास है। हिम तेंदुआ हेमिस (लद्दाख) में, मारखोर पीर पंजाल और काज़ीनाग क्षेत्रों में, और चिरु लद्दाख के चांगथांग पठार पर मिलता है।",
    },
  },
  {
    key: "upsc-gsa-env-09",
    subject: V,
    topic: "Protected Areas",
    difficulty: "medium",
    format: "how-many",
    source: "National Tiger Conservation Authority, list of tiger reserves of India",
    text: pairs("(Tiger reserve : State)", ["Periyar : Kerala", "Simlipal : Odisha", "Namdapha : Assam"]),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Pairs 1 and 2 are correct: Periyar is in the Cardamom and Pandalam hills of Kerala, and Simlipal in Mayurbhanj district of Odisha. Pair 3 is wrong: Namdapha is in the Changlang district of Arunachal Pradesh, near the Myanmar border. So only two pairs are correct.",
    hi: {
      text: pairsHi("(बाघ आरक्षित क्षेत्र : राज्य)", ["पेरियार : केरल", "सिमलीपाल : ओडिशा", "नामदफा : असम"]),
      options: HOW_MANY_3_HI,
      explanation:
        "युग्म 1 और 2 सही हैं: पेरियार केरल की इलायची और पंडालम पहाड़ियों में और सिमलीपाल ओडिशा के मयूरभंज ज़िले में है। युग्म 3 गलत है: नामदफा म्यांमार सीमा के पास अरुणाचल प्रदेश के चांगलांग ज़िले में है। अतः केवल दो युग्म सही हैं।",
    },
  },
  {
    key: "upsc-gsa-env-10",
    subject: V,
    topic: "Climate Change",
    difficulty: "medium",
    format: "how-many",
    source: "IPCC Sixth Assessment Report, Working Group I (2021), Ch. 7, Table 7.15",
    text: howMany(
      [
        "Over a 100-year horizon, a tonne of methane causes more warming than a tonne of carbon dioxide.",
        "Ozone in the troposphere acts both as a greenhouse gas and as an air pollutant.",
        "Nitrogen (N2), the most abundant gas of the atmosphere, is a major greenhouse gas.",
      ],
      "With reference to greenhouse gases, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: methane's 100-year global warming potential is about 27 to 30 times that of CO2, and tropospheric ozone traps heat and harms health and crops. Statement 3 is wrong: N2 (and O2) are diatomic molecules of identical atoms that do not absorb infrared radiation, so they are not greenhouse gases; nitrous oxide (N2O) is. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "100 वर्ष की अवधि में एक टन मीथेन एक टन कार्बन डाइऑक्साइड से अधिक तापन करती है।",
          "क्षोभमंडल में ओज़ोन ग्रीनहाउस गैस और वायु प्रदूषक दोनों के रूप में कार्य करती है।",
          "वायुमंडल की सबसे प्रचुर गैस नाइट्रोजन (N2) एक प्रमुख ग्रीनहाउस गैस है।",
        ],
        "ग्रीनहाउस गैसों के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: मीथेन की 100 वर्ष की वैश्विक तापन क्षमता CO2 की लगभग 27 से 30 गुना है, और क्षोभमंडलीय ओज़ोन ऊष्मा रोकती है तथा स्वास्थ्य और फ़सलों को हानि पहुँचाती है। कथन 3 गलत है: N2 (और O2) समान परमाणुओं वाले द्विपरमाणुक अणु हैं जो अवरक्त विकिरण अवशोषित नहीं करते, इसलिए ग्रीनहाउस गैस नहीं हैं; नाइट्रस ऑक्साइड (N2O) ग्रीनहाउस गैस है। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-env-14",
    subject: V,
    topic: "Climate Change",
    difficulty: "easy",
    source: "Kyoto Protocol to the UNFCCC (1997), Article 3",
    text: "The Kyoto Protocol, adopted in 1997, is an international agreement on",
    options: [
      "the protection of the ozone layer",
      "the conservation of migratory species",
      "the control of transboundary movement of hazardous wastes",
      "the reduction of greenhouse gas emissions by industrialised countries",
    ],
    correct: 3,
    explanation:
      "The Kyoto Protocol to the UN Framework Convention on Climate Change set binding emission-reduction targets for industrialised (Annex I) countries, with market mechanisms such as the Clean Development Mechanism. The ozone layer is covered by the Vienna Convention and Montreal Protocol, hazardous wastes by the Basel Convention and migratory species by the Bonn Convention (CMS).",
    hi: {
      text: "1997 में अंगीकृत क्योटो प्रोटोकॉल किस विषय पर एक अंतरराष्ट्रीय समझौता है?",
      options: [
        "ओज़ोन परत का संरक्षण",
        "प्रवासी जातियों का संरक्षण",
        "परिसंकटमय अपशिष्टों की सीमापार आवाजाही का नियंत्रण",
        "औद्योगिक देशों द्वारा ग्रीनहाउस गैस उत्सर्जन में कमी",
      ],
      explanation:
        "जलवायु परिवर्तन पर संयुक्त राष्ट्र फ़्रेमवर्क अभिसमय के क्योटो प्रोटोकॉल ने औद्योगिक (अनुलग्नक I) देशों के लिए बाध्यकारी उत्सर्जन-कमी लक्ष्य और स्वच्छ विकास तंत्र जैसे बाज़ार तंत्र तय किए। ओज़ोन परत वियना अभिसमय और मॉन्ट्रियल प्रोटोकॉल, परिसंकटमय अपशिष्ट बेसल अभिसमय और प्रवासी जातियाँ बॉन अभिसमय (CMS) के अंतर्गत आती हैं।",
    },
  },
  {
    key: "upsc-gsa-env-12",
    subject: V,
    topic: "Ecology and Ecosystems",
    difficulty: "medium",
    format: "statement-pair",
    source: `${BIO12}, Ch. 16 Environmental Issues (2006 edition)`,
    text: statementPair(
      "Eutrophication of a lake leads to a fall in the dissolved oxygen of its water.",
      "Nutrients such as nitrates and phosphates cause dense growth of algae, whose decomposition by microbes consumes oxygen.",
    ),
    options: STATEMENT_PAIR,
    correct: 0,
    explanation:
      "Both statements are correct and Statement-II explains Statement-I. Nutrient run-off from fields and sewage fuels algal blooms; when the algae die, their decomposition raises the biochemical oxygen demand and depletes dissolved oxygen, which can kill fish. This is why eutrophication is called the ageing of a lake.",
    hi: {
      text: statementPairHi(
        "किसी झील के सुपोषण से उसके जल में घुलित ऑक्सीजन घट जाती है।",
        "नाइट्रेट और फ़ॉस्फ़ेट जैसे पोषक शैवाल की सघन वृद्धि कराते हैं, जिनका सूक्ष्मजीवों द्वारा अपघटन ऑक्सीजन की खपत करता है।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं और कथन-II, कथन-I की व्याख्या करता है। खेतों और सीवेज से बहकर आए पोषक शैवाल प्रस्फुटन कराते हैं; शैवाल के मरने पर उनका अपघटन जैव रासायनिक ऑक्सीजन माँग बढ़ाता है और घुलित ऑक्सीजन घटा देता है, जिससे मछलियाँ मर सकती हैं। इसी कारण सुपोषण को झील का बुढ़ापा कहा जाता है।",
    },
  },
  {
    key: "upsc-gsa-env-13",
    subject: V,
    topic: "International Conventions",
    difficulty: "hard",
    format: "how-many",
    source:
      "Convention on International Trade in Endangered Species of Wild Fauna and Flora (1973), Article XIV; Convention on Migratory Species, COP13 (Gandhinagar, February 2020)",
    text: howMany(
      [
        "CITES regulates international trade in specimens of wild animals and plants through permits and certificates.",
        "CITES is legally binding on its Parties, but it does not take the place of national laws.",
        "The Convention on the Conservation of Migratory Species of Wild Animals is also known as the Bonn Convention.",
        "India hosted the thirteenth Conference of the Parties to the Convention on Migratory Species at Gandhinagar in 2020.",
      ],
      "Consider the following statements:",
    ),
    options: HOW_MANY_4,
    correct: 3,
    explanation:
      "All four are correct. CITES controls trade through export, import and re-export permits for species in its three Appendices; it binds the Parties but each must implement it through its own law (in India, the Wild Life (Protection) Act). The CMS was signed at Bonn in 1979, and its COP13 was held at Gandhinagar in February 2020, where the Great Indian Bustard was listed in Appendix I.",
    hi: {
      text: howManyHi([
        "CITES परमिटों और प्रमाणपत्रों के माध्यम से वन्य जंतुओं और पौधों के नमूनों के अंतरराष्ट्रीय व्यापार का विनियमन करता है।",
        "CITES अपने पक्षकारों पर कानूनी रूप से बाध्यकारी है, परंतु यह राष्ट्रीय कानूनों का स्थान नहीं लेता।",
        "वन्य जंतुओं की प्रवासी जातियों के संरक्षण पर अभिसमय को बॉन अभिसमय भी कहा जाता है।",
        "भारत ने 2020 में गांधीनगर में प्रवासी जातियों पर अभिसमय के पक्षकारों के तेरहवें सम्मेलन की मेज़बानी की।",
      ]),
      options: HOW_MANY_4_HI,
      explanation:
        "चारों कथन सही हैं। CITES अपने तीन परिशिष्टों की जातियों के लिए निर्यात, आयात और पुनर्निर्यात परमिटों से व्यापार नियंत्रित करता है; यह पक्षकारों पर बाध्यकारी है पर प्रत्येक को इसे अपने कानून से लागू करना होता है (भारत में वन्य जीव (संरक्षण) अधिनियम)। CMS पर 1979 में बॉन में हस्ताक्षर हुए और इसका COP13 फ़रवरी 2020 में गांधीनगर में हुआ, जहाँ ग्रेट इंडियन बस्टर्ड को परिशिष्ट I में सूचीबद्ध किया गया।",
    },
  },
  // ───────────── Paper B ─────────────
  {
    key: "upsc-gsb-env-01",
    subject: V,
    topic: "Ecology and Ecosystems",
    difficulty: "hard",
    format: "how-many",
    source: `${BIO12}, Ch. Ecosystem`,
    text: howMany(
      [
        "Decomposition is generally faster in warm and humid environments.",
        "Low temperature and anaerobic conditions inhibit decomposition.",
        "Humus is highly resistant to microbial action and decomposes very slowly.",
        "Detritus rich in lignin and chitin decomposes faster than detritus rich in nitrogen and water-soluble sugars.",
      ],
      "With reference to decomposition in an ecosystem, consider the following statements:",
    ),
    options: HOW_MANY_4,
    correct: 2,
    explanation:
      "Statements 1, 2 and 3 are correct, as NCERT explains: warm and moist conditions favour decomposition, low temperature and anaerobiosis inhibit it, and humus, being resistant to microbes, decomposes extremely slowly. Statement 4 is reversed: decomposition is slower when detritus is rich in lignin and chitin, and quicker when it is rich in nitrogen and water-soluble substances such as sugars. So only three are correct.",
    hi: {
      text: howManyHi(
        [
          "गर्म और आर्द्र वातावरण में अपघटन सामान्यतः तेज़ होता है।",
          "निम्न तापमान और अवायवीय परिस्थितियाँ अपघटन को बाधित करती हैं।",
          "ह्यूमस सूक्ष्मजीवों की क्रिया के प्रति अत्यधिक प्रतिरोधी है और बहुत धीरे अपघटित होता है।",
          "लिग्निन और काइटिन से भरपूर अपरद, नाइट्रोजन और जल में घुलनशील शर्कराओं से भरपूर अपरद की तुलना में तेज़ी से अपघटित होता है।",
        ],
        "किसी पारितंत्र में अपघटन के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_4_HI,
      explanation:
        "NCERT के अनुसार कथन 1, 2 और 3 सही हैं: गर्म और नम परिस्थितियाँ अपघटन के अनुकूल हैं, निम्न तापमान और अवायुजीविता इसे बाधित करते हैं, और सूक्ष्मजीव-प्रतिरोधी ह्यूमस अत्यंत धीरे अपघटित होता है। कथन 4 उलटा है: अपरद में लिग्निन और काइटिन अधिक होने पर अपघटन धीमा और नाइट्रोजन तथा शर्करा जैसे जल-विलेय पदार्थ अधिक होने पर तेज़ होता है। अतः केवल तीन कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-env-02",
    subject: V,
    topic: "Environmental Laws and Institutions",
    difficulty: "hard",
    format: "how-many",
    source: "Forest (Conservation) Amendment Act, 2023, Sections 1A and 2",
    text: howMany(
      [
        "The Forest (Conservation) Act, 1980 was renamed the Van (Sanrakshan Evam Samvardhan) Adhiniyam, 1980.",
        "Forest land within 100 km of the international borders, the Line of Control or the Line of Actual Control, needed for strategic linear projects of national importance, is exempted from the Act.",
        "A State Government no longer needs the prior approval of the Central Government to de-reserve a reserved forest.",
      ],
      "With reference to the Forest (Conservation) Amendment Act, 2023, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: the Amendment renamed the Act and, through the new Section 1A, exempted certain categories of land, including strips up to 100 km from the borders, the LoC or the LAC for strategic linear projects. Statement 3 is wrong: Section 2 still requires the prior approval of the Central Government for de-reservation or for the use of forest land for non-forest purposes. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "वन (संरक्षण) अधिनियम, 1980 का नाम बदलकर वन (संरक्षण एवं संवर्धन) अधिनियम, 1980 कर दिया गया।",
          "अंतरराष्ट्रीय सीमाओं, नियंत्रण रेखा या वास्तविक नियंत्रण रेखा से 100 किलोमीटर के भीतर राष्ट्रीय महत्व की सामरिक रैखिक परियोजनाओं के लिए आवश्यक वन भूमि को अधिनियम से छूट दी गई है।",
          "अब राज्य सरकार को किसी आरक्षित वन को अनारक्षित करने के लिए केंद्र सरकार के पूर्व अनुमोदन की आवश्यकता नहीं है।",
        ],
        "वन (संरक्षण) संशोधन अधिनियम, 2023 के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: संशोधन ने अधिनियम का नाम बदला और नई धारा 1क द्वारा कुछ श्रेणियों की भूमि को छूट दी, जिनमें सामरिक रैखिक परियोजनाओं के लिए सीमाओं, नियंत्रण रेखा या वास्तविक नियंत्रण रेखा से 100 किलोमीटर तक की पट्टियाँ शामिल हैं। कथन 3 गलत है: धारा 2 के अनुसार अनारक्षण या वन भूमि के गैर-वन उपयोग के लिए अब भी केंद्र सरकार का पूर्व अनुमोदन आवश्यक है। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-env-03",
    subject: V,
    topic: "Environmental Laws and Institutions",
    difficulty: "hard",
    format: "how-many",
    source:
      "Compensatory Afforestation Fund Act, 2016; Biological Diversity Act, 2002, Section 8; Wild Life (Protection) Act, 1972, Sections 38A and 38Y",
    text: pairs("(Body : Law under which it is constituted)", [
      "National Compensatory Afforestation Fund Management and Planning Authority : Compensatory Afforestation Fund Act, 2016",
      "National Biodiversity Authority : Biological Diversity Act, 2002",
      "Central Zoo Authority : Wild Life (Protection) Act, 1972",
      "Wildlife Crime Control Bureau : Environment (Protection) Act, 1986",
    ]),
    options: HOW_MANY_4,
    correct: 2,
    explanation:
      "Pairs 1, 2 and 3 are correct: the National CAMPA is set up under the 2016 Act, the National Biodiversity Authority (Chennai) under Section 8 of the 2002 Act, and the Central Zoo Authority under Section 38A of the Wild Life (Protection) Act. Pair 4 is wrong: the Wildlife Crime Control Bureau is constituted under Section 38Y of the Wild Life (Protection) Act, 1972. So only three pairs are correct.",
    hi: {
      text: pairsHi("(निकाय : वह कानून जिसके अधीन गठित)", [
        "राष्ट्रीय प्रतिपूरक वनीकरण निधि प्रबंधन और योजना प्राधिकरण : प्रतिपूरक वनीकरण निधि अधिनियम, 2016",
        "राष्ट्रीय जैव विविधता प्राधिकरण : जैव विविधता अधिनियम, 2002",
        "केंद्रीय चिड़ियाघर प्राधिकरण : वन्य जीव (संरक्षण) अधिनियम, 1972",
        "वन्यजीव अपराध नियंत्रण ब्यूरो : पर्यावरण (संरक्षण) अधिनियम, 1986",
      ]),
      options: HOW_MANY_4_HI,
      explanation:
        "युग्म 1, 2 और 3 सही हैं: राष्ट्रीय CAMPA 2016 के अधिनियम के अधीन, राष्ट्रीय जैव विविधता प्राधिकरण (चेन्नई) 2002 के अधिनियम की धारा 8 के अधीन, और केंद्रीय चिड़ियाघर प्राधिकरण वन्य जीव (संरक्षण) अधिनियम की धारा 38क के अधीन गठित है। युग्म 4 गलत है: वन्यजीव अपराध नियंत्रण ब्यूरो वन्य जीव (संरक्षण) अधिनियम, 1972 की धारा 38म के अधीन गठित है। अतः केवल तीन युग्म सही हैं।",
    },
  },
  {
    key: "upsc-gsb-env-04",
    subject: V,
    topic: "Climate Change",
    difficulty: "medium",
    format: "statement-pair",
    source:
      "NOAA Coral Reef Watch, 'What is coral bleaching?'; IPCC Special Report on the Ocean and Cryosphere (2019), Ch. 5",
    text: statementPair(
      "Prolonged marine heatwaves cause large-scale bleaching of coral reefs.",
      "Under heat stress, corals expel the symbiotic algae (zooxanthellae) living in their tissues, which give them colour and much of their food.",
    ),
    options: STATEMENT_PAIR,
    correct: 0,
    explanation:
      "Both statements are correct and Statement-II explains Statement-I. When water stays about 1 °C or more above the usual summer maximum for weeks, corals expel their zooxanthellae and turn white; if the stress lasts, the starved corals die. Recent global bleaching events have been driven by such heatwaves.",
    hi: {
      text: statementPairHi(
        "लंबे समय तक चलने वाली समुद्री ग्रीष्म लहरें प्रवाल भित्तियों का व्यापक विरंजन करती हैं।",
        "ऊष्मा तनाव में प्रवाल अपने ऊतकों में रहने वाले सहजीवी शैवाल (ज़ूज़ैंथेली) को बाहर निकाल देते हैं, जो उन्हें रंग और अधिकांश भोजन देते हैं।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं और कथन-II, कथन-I की व्याख्या करता है। जब जल कई सप्ताह तक सामान्य ग्रीष्मकालीन अधिकतम से लगभग 1 °C या अधिक गर्म रहता है, तो प्रवाल अपने ज़ूज़ैंथेली निकाल देते हैं और सफ़ेद हो जाते हैं; तनाव लंबा चलने पर भूखे प्रवाल मर जाते हैं। हाल की वैश्विक विरंजन घटनाएँ ऐसी ही ग्रीष्म लहरों से हुई हैं।",
    },
  },
  {
    key: "upsc-gsb-env-05",
    subject: V,
    topic: "Climate Change",
    difficulty: "medium",
    format: "how-many",
    source: "Intergovernmental Panel on Climate Change, 'About the IPCC'; AR6 Synthesis Report (March 2023)",
    text: howMany(
      [
        "The IPCC was set up in 1988 by the World Meteorological Organization and the United Nations Environment Programme.",
        "The IPCC conducts its own original climate research and runs its own measurement network.",
        "The Synthesis Report of the IPCC's Sixth Assessment cycle was released in March 2023.",
      ],
      "With reference to the Intergovernmental Panel on Climate Change (IPCC), consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 3 are correct. Statement 2 is wrong: the IPCC does not carry out its own research or monitoring; its working groups assess the published scientific literature and prepare assessment reports whose summaries are approved by member governments. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "IPCC की स्थापना 1988 में विश्व मौसम विज्ञान संगठन और संयुक्त राष्ट्र पर्यावरण कार्यक्रम ने की।",
          "IPCC अपना मौलिक जलवायु अनुसंधान करता है और अपना मापन तंत्र चलाता है।",
          "IPCC के छठे आकलन चक्र की संश्लेषण रिपोर्ट मार्च 2023 में जारी हुई।",
        ],
        "जलवायु परिवर्तन पर अंतर-सरकारी पैनल (IPCC) के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 3 सही हैं। कथन 2 गलत है: IPCC अपना अनुसंधान या निगरानी नहीं करता; इसके कार्य समूह प्रकाशित वैज्ञानिक साहित्य का आकलन करते हैं और आकलन रिपोर्टें तैयार करते हैं जिनके सारांश सदस्य सरकारें अनुमोदित करती हैं। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsa-env-14",
    subject: V,
    topic: "Biodiversity and Conservation",
    difficulty: "hard",
    format: "how-many",
    source:
      "IUCN Red List of Threatened Species, version 2025-1 (species assessments of Ardeotis nigriceps, Gavialis gangeticus, Panthera uncia and Panthera tigris)",
    text: howMany(
      ["Great Indian Bustard", "Gharial", "Snow leopard", "Tiger"],
      "Consider the following animals:",
      "How many of the above are classified as 'Critically Endangered' on the IUCN Red List?",
    ),
    options: HOW_MANY_4,
    correct: 1,
    explanation:
      "The Great Indian Bustard and the gharial are Critically Endangered. The snow leopard was moved from Endangered to Vulnerable in 2017, and the tiger is Endangered. So only two of them are Critically Endangered.",
    hi: {
      text: howManyHi(
        ["ग्रेट इंडियन बस्टर्ड", "घड़ियाल", "हिम तेंदुआ", "बाघ"],
        "निम्नलिखित जंतुओं पर विचार कीजिए:",
        "उपर्युक्त में से कितने IUCN रेड लिस्ट में 'गंभीर रूप से संकटग्रस्त' श्रेणी में हैं?",
      ),
      options: HOW_MANY_4_HI,
      explanation:
        "ग्रेट इंडियन बस्टर्ड और घड़ियाल गंभीर रूप से संकटग्रस्त हैं। हिम तेंदुए को 2017 में संकटग्रस्त से सुभेद्य श्रेणी में लाया गया, और बाघ संकटग्रस्त है। अतः इनमें से केवल दो गंभीर रूप से संकटग्रस्त हैं।",
    },
  },
  {
    key: "upsc-gsb-env-07",
    subject: V,
    topic: "Ecology and Ecosystems",
    difficulty: "medium",
    format: "how-many",
    source: `${BIO12}, Ch. Ecosystem (Ecological Succession)`,
    text: howMany(
      [
        "Primary succession begins in areas where no living organisms existed before, such as bare rock.",
        "Secondary succession is generally faster than primary succession.",
        "In succession in water (hydrarch), the pioneer species are usually lichens.",
      ],
      "With reference to ecological succession, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: primary succession starts on newly exposed surfaces such as bare rock or cooled lava, and secondary succession, on abandoned farmland or burnt forest, is faster because soil is already present. Statement 3 is wrong: in water the pioneers are small phytoplankton; lichens are the pioneers on bare rock (xerarch succession). So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "प्राथमिक अनुक्रमण उन क्षेत्रों में शुरू होता है जहाँ पहले कोई जीव नहीं था, जैसे नग्न चट्टान।",
          "द्वितीयक अनुक्रमण सामान्यतः प्राथमिक अनुक्रमण से तेज़ होता है।",
          "जल में अनुक्रमण (जलक्रमक) में पुरोगामी जातियाँ सामान्यतः लाइकेन होती हैं।",
        ],
        "पारिस्थितिक अनुक्रमण के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: प्राथमिक अनुक्रमण नग्न चट्टान या ठंडे हुए लावा जैसी नई खुली सतहों पर शुरू होता है, और परित्यक्त खेतों या जले वनों पर द्वितीयक अनुक्रमण तेज़ होता है क्योंकि वहाँ मृदा पहले से होती है। कथन 3 गलत है: जल में पुरोगामी छोटे पादपप्लवक होते हैं; लाइकेन नग्न चट्टान पर (शुष्कक्रमक अनुक्रमण में) पुरोगामी होते हैं। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-env-08",
    subject: V,
    topic: "International Conventions",
    difficulty: "hard",
    format: "how-many",
    source:
      "Basel Convention (1989); Rotterdam Convention (1998); Stockholm Convention (2001), texts of the conventions",
    text: pairs("(Convention : Subject)", [
      "Basel Convention : Control of transboundary movements of hazardous wastes and their disposal",
      "Rotterdam Convention : Prior informed consent procedure for certain hazardous chemicals and pesticides in international trade",
      "Stockholm Convention : Persistent organic pollutants",
    ]),
    options: HOW_MANY_3,
    correct: 2,
    explanation:
      "All three pairs are correct. The three conventions share a joint secretariat (the BRS Secretariat) and together cover the life cycle of hazardous chemicals and wastes: Basel on waste movements, Rotterdam on prior informed consent for traded chemicals, and Stockholm on eliminating or restricting persistent organic pollutants such as DDT.",
    hi: {
      text: pairsHi("(अभिसमय : विषय)", [
        "बेसल अभिसमय : परिसंकटमय अपशिष्टों की सीमापार आवाजाही और उनके निपटान का नियंत्रण",
        "रॉटरडैम अभिसमय : अंतरराष्ट्रीय व्यापार में कुछ परिसंकटमय रसायनों और कीटनाशकों के लिए पूर्व सूचित सहमति प्रक्रिया",
        "स्टॉकहोम अभिसमय : स्थायी कार्बनिक प्रदूषक",
      ]),
      options: HOW_MANY_3_HI,
      explanation:
        "तीनों युग्म सही हैं। तीनों अभिसमयों का एक संयुक्त सचिवालय (BRS सचिवालय) है और ये मिलकर परिसंकटमय रसायनों और अपशिष्टों के जीवन-चक्र को समेटते हैं: बेसल अपशिष्टों की आवाजाही, रॉटरडैम व्यापार होने वाले रसायनों के लिए पूर्व सूचित सहमति, और स्टॉकहोम DDT जैसे स्थायी कार्बनिक प्रदूषकों को समाप्त या सीमित करने से संबंधित है।",
    },
  },
  {
    key: "upsc-gsb-env-09",
    subject: V,
    topic: "Biodiversity and Conservation",
    difficulty: "easy",
    source: "National Tiger Conservation Authority, 'Project Tiger' (launched 1 April 1973)",
    text: "Project Tiger, India's programme for the conservation of the tiger in designated reserves, was launched in",
    options: ["1972", "1973", "1980", "1986"],
    correct: 1,
    explanation:
      "Project Tiger was launched on 1 April 1973, starting with nine reserves including Corbett. The Wild Life (Protection) Act was passed in 1972, the Forest (Conservation) Act in 1980 and the Environment (Protection) Act in 1986; the National Tiger Conservation Authority was set up in 2006.",
    hi: {
      text: "निर्दिष्ट आरक्षित क्षेत्रों में बाघ के संरक्षण का भारत का कार्यक्रम, प्रोजेक्ट टाइगर, कब शुरू हुआ?",
      options: ["1972", "1973", "1980", "1986"],
      explanation:
        "प्रोजेक्ट टाइगर 1 अप्रैल 1973 को कॉर्बेट सहित नौ आरक्षित क्षेत्रों के साथ शुरू हुआ। वन्य जीव (संरक्षण) अधिनियम 1972 में, वन (संरक्षण) अधिनियम 1980 में और पर्यावरण (संरक्षण) अधिनियम 1986 में पारित हुए; राष्ट्रीय बाघ संरक्षण प्राधिकरण 2006 में बना।",
    },
  },
  {
    key: "upsc-gsb-env-10",
    subject: V,
    topic: "Protected Areas",
    difficulty: "hard",
    format: "how-many",
    source: `${RAMSAR}, Chilika Lake and Keoladeo National Park (designated 1 October 1981); Ramsar Convention Secretariat, The Montreux Record`,
    text: howMany(
      [
        "Chilika Lake and Keoladeo National Park were the first Ramsar sites designated by India, in 1981.",
        "Keoladeo National Park is on the Montreux Record.",
        "Chilika Lake is at present on the Montreux Record.",
      ],
      "With reference to India's Ramsar sites, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: both were designated on 1 October 1981, and Keoladeo (with Loktak Lake) is on the Montreux Record of threatened sites. Statement 3 is wrong: Chilika was placed on the Montreux Record in 1993 but removed in 2002 after the opening of a new mouth to the sea restored its ecology. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "चिल्का झील और केवलादेव राष्ट्रीय उद्यान भारत द्वारा 1981 में नामित पहले रामसर स्थल थे।",
          "केवलादेव राष्ट्रीय उद्यान मॉन्ट्रो रिकॉर्ड में है।",
          "चिल्का झील इस समय मॉन्ट्रो रिकॉर्ड में है।",
        ],
        "भारत के रामसर स्थलों के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: दोनों को 1 अक्टूबर 1981 को नामित किया गया, और केवलादेव (लोकटक झील के साथ) संकटग्रस्त स्थलों के मॉन्ट्रो रिकॉर्ड में है। कथन 3 गलत है: चिल्का को 1993 में मॉन्ट्रो रिकॉर्ड में रखा गया था, पर समुद्र की ओर नया मुहाना खोलने से उसकी पारिस्थितिकी सुधरने के बाद 2002 में हटा दिया गया। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-env-11",
    subject: V,
    topic: "Environmental Laws and Institutions",
    difficulty: "medium",
    source:
      "Environment Impact Assessment Notification, S.O. 1533(E), 14 September 2006, issued under the Environment (Protection) Act, 1986",
    text: "The Environment Impact Assessment Notification, 2006, which requires prior environmental clearance for specified projects, was issued under the",
    options: [
      "Water (Prevention and Control of Pollution) Act, 1974",
      "Air (Prevention and Control of Pollution) Act, 1981",
      "Forest (Conservation) Act, 1980",
      "Environment (Protection) Act, 1986",
    ],
    correct: 3,
    explanation:
      "The EIA Notification, 2006 was issued by the Ministry of Environment and Forests using its powers under the Environment (Protection) Act, 1986 (Section 3 and Rule 5 of the Environment (Protection) Rules). The Water and Air Acts provide for consent from pollution control boards, and the Forest Act governs the diversion of forest land.",
    hi: {
      text: "निर्दिष्ट परियोजनाओं के लिए पूर्व पर्यावरणीय स्वीकृति अनिवार्य करने वाली पर्यावरण प्रभाव आकलन अधिसूचना, 2006 किस अधिनियम के अधीन जारी की गई थी?",
      options: [
        "जल (प्रदूषण निवारण और नियंत्रण) अधिनियम, 1974",
        "वायु (प्रदूषण निवारण और नियंत्रण) अधिनियम, 1981",
        "वन (संरक्षण) अधिनियम, 1980",
        "पर्यावरण (संरक्षण) अधिनियम, 1986",
      ],
      explanation:
        "EIA अधिसूचना, 2006 पर्यावरण और वन मंत्रालय ने पर्यावरण (संरक्षण) अधिनियम, 1986 के अधीन अपनी शक्तियों (धारा 3 और पर्यावरण (संरक्षण) नियमों का नियम 5) से जारी की। जल और वायु अधिनियम प्रदूषण नियंत्रण बोर्डों की सहमति का प्रावधान करते हैं, और वन अधिनियम वन भूमि के अपवर्तन को नियंत्रित करता है।",
    },
  },
  {
    key: "upsc-gsb-env-12",
    subject: V,
    topic: "International Conventions",
    difficulty: "hard",
    format: "statement-pair",
    source: "Paris Agreement (2015), Articles 4 and 6; Kyoto Protocol (1997), Article 3",
    text: statementPair(
      "Article 6 of the Paris Agreement allows countries to cooperate voluntarily in meeting their nationally determined contributions, including through transfers of mitigation outcomes.",
      "The Paris Agreement sets a legally binding emission-reduction target for each developed country.",
    ),
    options: STATEMENT_PAIR,
    correct: 2,
    explanation:
      "Statement-I is correct: Article 6 provides for cooperative approaches (internationally transferred mitigation outcomes, Article 6.2) and a crediting mechanism (Article 6.4). Statement-II is wrong: under the Paris Agreement each Party decides its own nationally determined contribution; the obligation is to prepare, communicate and pursue it. Binding quantified targets for developed countries were a feature of the Kyoto Protocol.",
    hi: {
      text: statementPairHi(
        "पेरिस समझौते का अनुच्छेद 6 देशों को अपने राष्ट्रीय स्तर पर निर्धारित योगदानों को पूरा करने में स्वैच्छिक सहयोग की अनुमति देता है, जिसमें शमन परिणामों का अंतरण भी शामिल है।",
        "पेरिस समझौता प्रत्येक विकसित देश के लिए कानूनी रूप से बाध्यकारी उत्सर्जन-कमी लक्ष्य तय करता है।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "कथन-I सही है: अनुच्छेद 6 सहयोगी दृष्टिकोणों (अंतरराष्ट्रीय रूप से अंतरित शमन परिणाम, अनुच्छेद 6.2) और एक क्रेडिट तंत्र (अनुच्छेद 6.4) का प्रावधान करता है। कथन-II गलत है: पेरिस समझौते के अंतर्गत प्रत्येक पक्षकार अपना राष्ट्रीय स्तर पर निर्धारित योगदान स्वयं तय करता है; दायित्व उसे तैयार करने, सूचित करने और उसके लिए प्रयास करने का है। विकसित देशों के लिए बाध्यकारी मात्रात्मक लक्ष्य क्योटो प्रोटोकॉल की विशेषता थे।",
    },
  },
  {
    key: "upsc-gsb-env-13",
    subject: V,
    topic: "International Conventions",
    difficulty: "hard",
    format: "how-many",
    asOf: "2024-12-13",
    source:
      "United Nations Convention to Combat Desertification, COP14 (New Delhi, September 2019) and COP16 (Riyadh, December 2024)",
    text: howMany(
      [
        "The UNCCD is one of the three 'Rio Conventions', along with the UNFCCC and the Convention on Biological Diversity.",
        "India hosted the fourteenth Conference of the Parties to the UNCCD in 2019.",
        "The sixteenth Conference of the Parties to the UNCCD was held in Riyadh in December 2024.",
      ],
      "With reference to the United Nations Convention to Combat Desertification (UNCCD), consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 2,
    explanation:
      "All three are correct. The UNCCD arose from the 1992 Rio Earth Summit alongside the UNFCCC and the CBD; India hosted COP14 at Greater Noida (New Delhi) in September 2019, which adopted the New Delhi Declaration; and COP16 met in Riyadh, Saudi Arabia, in December 2024, the first UNCCD COP in the Middle East.",
    hi: {
      text: howManyHi(
        [
          "UNCCD, UNFCCC और जैव विविधता अभिसमय के साथ तीन 'रियो अभिसमयों' में से एक है।",
          "भारत ने 2019 में UNCCD के पक्षकारों के चौदहवें सम्मेलन की मेज़बानी की।",
          "UNCCD के पक्षकारों का सोलहवाँ सम्मेलन दिसंबर 2024 में रियाद में हुआ।",
        ],
        "मरुस्थलीकरण से निपटने के लिए संयुक्त राष्ट्र अभिसमय (UNCCD) के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "तीनों कथन सही हैं। UNCCD 1992 के रियो पृथ्वी सम्मेलन से UNFCCC और CBD के साथ उत्पन्न हुआ; भारत ने सितंबर 2019 में ग्रेटर नोएडा (नई दिल्ली) में COP14 की मेज़बानी की, जिसने नई दिल्ली घोषणा अपनाई; और COP16 दिसंबर 2024 में सऊदी अरब के रियाद में हुआ, जो पश्चिम एशिया में UNCCD का पहला COP था।",
    },
  },
];
