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

const G = "Geography";
const IPE = "NCERT India: Physical Environment Class 11";
const FPG = "NCERT Fundamentals of Physical Geography Class 11";
const CI9 = "NCERT Contemporary India I Class 9";

/** Geography questions of the two full-length GS Paper I papers. */
export const gsGeographyQuestions: ContentQuestion[] = [
  // ───────────── Paper A ─────────────
  {
    key: "upsc-gsa-geo-01",
    subject: G,
    topic: "Rivers and Drainage",
    difficulty: "easy",
    source: `${IPE}, Ch. 3 Drainage System`,
    text: "Which one of the following tributaries of the Indus rises from a spring at Verinag at the foot of the Pir Panjal range?",
    options: ["Jhelum", "Chenab", "Beas", "Satluj"],
    correct: 0,
    explanation:
      "The Jhelum rises from a spring at Verinag in the south-east of the Kashmir valley, flows through Srinagar and the Wular lake and enters Pakistan through a deep gorge. The Chenab is formed by the Chandra and Bhaga, the Beas rises at Beas Kund near the Rohtang Pass, and the Satluj rises near Rakas Tal in Tibet.",
    hi: {
      text: "सिंधु की निम्नलिखित सहायक नदियों में से कौन-सी पीर पंजाल श्रेणी के गिरिपद पर वेरीनाग के एक झरने से निकलती है?",
      options: ["झेलम", "चेनाब", "ब्यास", "सतलुज"],
      explanation:
        "झेलम कश्मीर घाटी के दक्षिण-पूर्व में वेरीनाग के झरने से निकलती है, श्रीनगर और वुलर झील से होकर बहती है और एक गहरे महाखड्ड से पाकिस्तान में प्रवेश करती है। चेनाब चंद्रा और भागा से बनती है, ब्यास रोहतांग दर्रे के पास ब्यास कुंड से निकलती है और सतलुज तिब्बत में राकस ताल के पास से निकलती है।",
    },
  },
  {
    key: "upsc-gsa-geo-02",
    subject: G,
    topic: "Indian Physiography",
    difficulty: "easy",
    source: `${IPE}, Ch. 2 Structure and Physiography`,
    text: "The Western Ghats and the Eastern Ghats meet each other at the",
    options: ["Cardamom Hills", "Javadi Hills", "Anaimalai Hills", "Nilgiri Hills"],
    correct: 3,
    explanation:
      "NCERT notes that the Western and Eastern Ghats meet at the Nilgiri Hills, whose highest peak is Doddabetta. The Anaimalai and Cardamom Hills lie further south, beyond the Palghat gap, and the Javadi Hills are part of the Eastern Ghats in Tamil Nadu.",
    hi: {
      text: "पश्चिमी घाट और पूर्वी घाट आपस में कहाँ मिलते हैं?",
      options: ["इलायची पहाड़ियाँ", "जवादी पहाड़ियाँ", "अन्नामलाई पहाड़ियाँ", "नीलगिरि पहाड़ियाँ"],
      explanation:
        "NCERT के अनुसार पश्चिमी और पूर्वी घाट नीलगिरि पहाड़ियों में मिलते हैं, जिनकी सबसे ऊँची चोटी दोदाबेटा है। अन्नामलाई और इलायची पहाड़ियाँ पालघाट दर्रे के पार और दक्षिण में हैं, और जवादी पहाड़ियाँ तमिलनाडु में पूर्वी घाट का भाग हैं।",
    },
  },
  {
    key: "upsc-gsa-geo-03",
    subject: G,
    topic: "Indian Physiography",
    difficulty: "medium",
    format: "how-many",
    source: `${CI9}, Ch. 2 Physical Features of India`,
    text: howMany(
      [
        "The Shiwaliks, the outermost range, are made of unconsolidated sediments brought down by rivers.",
        "The longitudinal valleys lying between the Lesser Himalaya and the Shiwaliks are known as duns.",
        "The Lesser Himalaya is also known as the Himadri.",
      ],
      "With reference to the Himalaya, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: the Shiwaliks are composed of unconsolidated sediments, and valleys such as Dehra Dun, Kotli Dun and Patli Dun between the Himachal and the Shiwaliks are called duns. Statement 3 is wrong: the innermost Great or Inner Himalaya is the Himadri; the Lesser Himalaya is the Himachal. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "सबसे बाहरी श्रेणी शिवालिक नदियों द्वारा लाए गए असंपिंडित अवसादों से बनी है।",
          "लघु हिमालय और शिवालिक के बीच स्थित अनुदैर्ध्य घाटियों को दून कहा जाता है।",
          "लघु हिमालय को हिमाद्रि भी कहा जाता है।",
        ],
        "हिमालय के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: शिवालिक असंपिंडित अवसादों से बनी है, और हिमाचल तथा शिवालिक के बीच देहरादून, कोटलीदून और पाटलीदून जैसी घाटियाँ दून कहलाती हैं। कथन 3 गलत है: सबसे भीतरी महान या आंतरिक हिमालय हिमाद्रि है; लघु हिमालय हिमाचल कहलाता है। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsa-geo-04",
    subject: G,
    topic: "Physical Geography",
    difficulty: "easy",
    source: `${FPG}, Ch. 10 Atmospheric Circulation and Weather Systems`,
    text: "The winds that blow from the subtropical high-pressure belts towards the equatorial low-pressure belt are called the",
    options: ["westerlies", "jet streams", "polar easterlies", "trade winds"],
    correct: 3,
    explanation:
      "The trade winds (north-easterly in the Northern Hemisphere and south-easterly in the Southern) blow from the subtropical highs near 30 degrees latitude towards the equatorial low, where they converge in the ITCZ. The westerlies blow from the subtropical highs towards the subpolar lows, and jet streams are fast upper-air winds.",
    hi: {
      text: "उपोष्ण उच्च वायुदाब कटिबंधों से विषुवतीय निम्न वायुदाब कटिबंध की ओर चलने वाली पवनें क्या कहलाती हैं?",
      options: ["पछुआ पवनें", "जेट धाराएँ", "ध्रुवीय पूर्वी पवनें", "व्यापारिक पवनें"],
      explanation:
        "व्यापारिक पवनें (उत्तरी गोलार्ध में उत्तर-पूर्वी और दक्षिणी में दक्षिण-पूर्वी) 30 अंश अक्षांश के पास के उपोष्ण उच्च दाब से विषुवतीय निम्न दाब की ओर चलती हैं, जहाँ वे अंतः उष्ण कटिबंधीय अभिसरण क्षेत्र (ITCZ) में मिलती हैं। पछुआ पवनें उपोष्ण उच्च दाब से उपध्रुवीय निम्न दाब की ओर चलती हैं, और जेट धाराएँ ऊपरी वायुमंडल की तीव्र पवनें हैं।",
    },
  },
  {
    key: "upsc-gsa-geo-05",
    subject: G,
    topic: "Rivers and Drainage",
    difficulty: "medium",
    format: "statement-pair",
    source: `${IPE}, Ch. 3 Drainage System`,
    text: statementPair(
      "The west-flowing rivers of peninsular India, such as the Narmada and the Tapi, form estuaries rather than deltas.",
      "These rivers flow swiftly over a steep gradient and through hard rocks, carrying little sediment to their mouths.",
    ),
    options: STATEMENT_PAIR,
    correct: 0,
    explanation:
      "Both statements are correct and Statement-II explains Statement-I. The Narmada and the Tapi flow through rift valleys over hard rock and descend steeply to the Arabian Sea, so they bring little silt and the tides scour their mouths into estuaries, unlike the east-flowing Mahanadi, Godavari, Krishna and Kaveri, which build deltas.",
    hi: {
      text: statementPairHi(
        "प्रायद्वीपीय भारत की पश्चिम की ओर बहने वाली नदियाँ, जैसे नर्मदा और तापी, डेल्टा के स्थान पर ज्वारनदमुख (एस्चुअरी) बनाती हैं।",
        "ये नदियाँ तीव्र ढाल पर और कठोर चट्टानों से होकर तेज़ी से बहती हैं और अपने मुहाने तक कम अवसाद लाती हैं।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं और कथन-II, कथन-I की व्याख्या करता है। नर्मदा और तापी भ्रंश घाटियों में कठोर चट्टानों पर बहती हैं और तीव्र ढाल से अरब सागर में उतरती हैं, इसलिए वे कम गाद लाती हैं और ज्वार उनके मुहानों को ज्वारनदमुख बना देते हैं, जबकि पूर्व की ओर बहने वाली महानदी, गोदावरी, कृष्णा और कावेरी डेल्टा बनाती हैं।",
    },
  },
  {
    key: "upsc-gsa-geo-06",
    subject: G,
    topic: "Indian Physiography",
    difficulty: "medium",
    format: "how-many",
    source: `${IPE}, Ch. 2 Structure and Physiography`,
    text: pairs("(Mountain pass : State or Union Territory)", [
      "Shipki La : Himachal Pradesh",
      "Nathu La : Sikkim",
      "Zoji La : Arunachal Pradesh",
    ]),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Pairs 1 and 2 are correct: Shipki La, through which the Satluj enters India, is in Himachal Pradesh, and Nathu La, a trade route to Tibet, is in Sikkim. Pair 3 is wrong: Zoji La on the Great Himalaya links Srinagar with Kargil and Leh, between Jammu and Kashmir and Ladakh. So only two pairs are correct.",
    hi: {
      text: pairsHi("(पर्वतीय दर्रा : राज्य या केंद्रशासित प्रदेश)", [
        "शिपकी ला : हिमाचल प्रदेश",
        "नाथू ला : सिक्किम",
        "ज़ोजी ला : अरुणाचल प्रदेश",
      ]),
      options: HOW_MANY_3_HI,
      explanation:
        "युग्म 1 और 2 सही हैं: शिपकी ला, जिससे सतलुज भारत में प्रवेश करती है, हिमाचल प्रदेश में है, और तिब्बत का व्यापार मार्ग नाथू ला सिक्किम में है। युग्म 3 गलत है: महान हिमालय पर स्थित ज़ोजी ला श्रीनगर को कारगिल और लेह से, अर्थात् जम्मू-कश्मीर को लद्दाख से जोड़ता है। अतः केवल दो युग्म सही हैं।",
    },
  },
  {
    key: "upsc-gsa-geo-07",
    subject: G,
    topic: "Rivers and Drainage",
    difficulty: "easy",
    source: `${IPE}, Ch. 3 Drainage System`,
    text: "The Kosi, known as the 'sorrow of Bihar' for its floods and frequent changes of course, is a tributary of the",
    options: ["Brahmaputra", "Son", "Ganga", "Yamuna"],
    correct: 2,
    explanation:
      "The Kosi is an antecedent river with its source in Tibet; it cuts across the Himalaya in Nepal and joins the Ganga in Bihar. It carries a huge load of sediment and has shifted its course far westward over the last two centuries, causing repeated floods, hence its name. The Son joins the Ganga from the south, and the Yamuna joins it at Prayagraj.",
    hi: {
      text: "बाढ़ों और मार्ग के बार-बार बदलने के कारण 'बिहार का शोक' कहलाने वाली कोसी किसकी सहायक नदी है?",
      options: ["ब्रह्मपुत्र", "सोन", "गंगा", "यमुना"],
      explanation:
        "कोसी तिब्बत से निकलने वाली एक पूर्ववर्ती नदी है; यह नेपाल में हिमालय को काटती हुई बिहार में गंगा से मिलती है। यह भारी मात्रा में अवसाद लाती है और पिछली दो सदियों में इसका मार्ग बहुत पश्चिम की ओर खिसका है, जिससे बार-बार बाढ़ आती है, इसी से इसका यह नाम पड़ा। सोन दक्षिण से गंगा में मिलती है और यमुना प्रयागराज में।",
    },
  },
  {
    key: "upsc-gsa-geo-08",
    subject: G,
    topic: "Climate and Monsoon",
    difficulty: "medium",
    format: "how-many",
    source: `${IPE}, Ch. 4 Climate`,
    text: pairs("(Local weather phenomenon : Region)", [
      "Mango showers : Kerala and coastal Karnataka",
      "Kalbaisakhi : West Bengal",
      "Loo : Northern plains, from Punjab to Bihar",
    ]),
    options: HOW_MANY_3,
    correct: 2,
    explanation:
      "All three pairs are correct. Mango showers are pre-monsoon showers in Kerala and coastal Karnataka that help mangoes ripen; Kalbaisakhi, the 'calamity of the month of Baisakh', are evening thunderstorms of West Bengal and Assam; and the loo is the hot, dry afternoon wind of May and June over the northern plains.",
    hi: {
      text: pairsHi("(स्थानीय मौसमी घटना : क्षेत्र)", [
        "आम्र वर्षा : केरल और तटीय कर्नाटक",
        "काल बैसाखी : पश्चिम बंगाल",
        "लू : पंजाब से बिहार तक के उत्तरी मैदान",
      ]),
      options: HOW_MANY_3_HI,
      explanation:
        "तीनों युग्म सही हैं। आम्र वर्षा केरल और तटीय कर्नाटक की मानसून-पूर्व बौछारें हैं जो आमों को पकने में सहायता करती हैं; काल बैसाखी, अर्थात् 'बैसाख मास की आपदा', पश्चिम बंगाल और असम के सायंकालीन तड़ितझंझा हैं; और लू मई-जून में उत्तरी मैदानों पर चलने वाली गर्म, शुष्क दोपहर की पवन है।",
    },
  },
  {
    key: "upsc-gsb-geo-12",
    subject: G,
    topic: "World Geography",
    difficulty: "easy",
    source: "Encyclopaedia Britannica, 'Strait of Hormuz'",
    text: "The Strait of Hormuz, through which a large share of the world's seaborne oil passes, connects the Persian Gulf with the",
    options: ["Red Sea", "Caspian Sea", "Gulf of Aden", "Gulf of Oman"],
    correct: 3,
    explanation:
      "The Strait of Hormuz lies between Iran and the Musandam peninsula of Oman and links the Persian Gulf with the Gulf of Oman and onward the Arabian Sea. The Red Sea joins the Gulf of Aden through the Bab-el-Mandeb, and the Caspian Sea is landlocked.",
    hi: {
      text: "होर्मुज़ जलडमरूमध्य, जिससे विश्व के समुद्री तेल व्यापार का बड़ा भाग गुज़रता है, फ़ारस की खाड़ी को किससे जोड़ता है?",
      options: ["लाल सागर", "कैस्पियन सागर", "अदन की खाड़ी", "ओमान की खाड़ी"],
      explanation:
        "होर्मुज़ जलडमरूमध्य ईरान और ओमान के मुसंदम प्रायद्वीप के बीच स्थित है और फ़ारस की खाड़ी को ओमान की खाड़ी तथा आगे अरब सागर से जोड़ता है। लाल सागर बाब-अल-मंदेब से अदन की खाड़ी से जुड़ता है, और कैस्पियन सागर चारों ओर से स्थल से घिरा है।",
    },
  },
  {
    key: "upsc-gsa-geo-10",
    subject: G,
    topic: "World Geography",
    difficulty: "medium",
    format: "how-many",
    source: "CIA World Factbook, country profiles of Ethiopia, Sudan and South Sudan (2025)",
    text: howMany(
      ["Ethiopia", "Sudan", "South Sudan"],
      "Consider the following countries:",
      "How many of the above countries are landlocked?",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Ethiopia has been landlocked since Eritrea's independence in 1993, and South Sudan has been landlocked since it separated from Sudan in 2011. Sudan has a coastline on the Red Sea, with Port Sudan as its main port. So only two of them are landlocked.",
    hi: {
      text: howManyHi(
        ["इथियोपिया", "सूडान", "दक्षिण सूडान"],
        "निम्नलिखित देशों पर विचार कीजिए:",
        "उपर्युक्त में से कितने देश स्थलरुद्ध हैं?",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "1993 में इरिट्रिया की स्वतंत्रता के बाद से इथियोपिया स्थलरुद्ध है, और 2011 में सूडान से अलग होने के बाद से दक्षिण सूडान स्थलरुद्ध है। सूडान का लाल सागर पर तट है और पोर्ट सूडान उसका मुख्य पत्तन है। अतः इनमें से केवल दो देश स्थलरुद्ध हैं।",
    },
  },
  {
    key: "upsc-gsa-geo-11",
    subject: G,
    topic: "Physical Geography",
    difficulty: "medium",
    format: "how-many",
    source: `${FPG}, Ch. 14 Movements of Ocean Water`,
    text: pairs("(Ocean current : Nature)", [
      "Gulf Stream : Warm",
      "Labrador Current : Cold",
      "Humboldt (Peru) Current : Warm",
      "Kuroshio Current : Warm",
    ]),
    options: HOW_MANY_4,
    correct: 2,
    explanation:
      "Pairs 1, 2 and 4 are correct: the Gulf Stream and the Kuroshio are warm currents flowing poleward along the western margins of the North Atlantic and North Pacific, and the Labrador Current is a cold current off north-east Canada. Pair 3 is wrong: the Humboldt or Peru Current is a cold current flowing towards the equator along the west coast of South America. So only three are correct.",
    hi: {
      text: pairsHi("(महासागरीय धारा : प्रकृति)", [
        "गल्फ़ स्ट्रीम : गर्म",
        "लैब्राडोर धारा : ठंडी",
        "हम्बोल्ट (पेरू) धारा : गर्म",
        "क्यूरोशियो धारा : गर्म",
      ]),
      options: HOW_MANY_4_HI,
      explanation:
        "युग्म 1, 2 और 4 सही हैं: गल्फ़ स्ट्रीम और क्यूरोशियो उत्तरी अटलांटिक और उत्तरी प्रशांत के पश्चिमी किनारों पर ध्रुवों की ओर बहने वाली गर्म धाराएँ हैं, और लैब्राडोर धारा उत्तर-पूर्वी कनाडा के पास की ठंडी धारा है। युग्म 3 गलत है: हम्बोल्ट या पेरू धारा दक्षिण अमेरिका के पश्चिमी तट पर विषुवत् वृत्त की ओर बहने वाली ठंडी धारा है। अतः केवल तीन युग्म सही हैं।",
    },
  },
  // ───────────── Paper B ─────────────
  {
    key: "upsc-gsb-geo-01",
    subject: G,
    topic: "Rivers and Drainage",
    difficulty: "hard",
    format: "how-many",
    source: `${IPE}, Ch. 3 Drainage System`,
    text: pairs("(River : Source)", [
      "Mahanadi : Near Sihawa in Chhattisgarh",
      "Krishna : A spring near Mahabaleshwar",
      "Kaveri : Brahmagiri hills of Kodagu",
      "Godavari : Slopes of the Western Ghats in Nashik district",
    ]),
    options: HOW_MANY_4,
    correct: 3,
    explanation:
      "All four pairs are correct. The Mahanadi rises near Sihawa (Raipur region of Chhattisgarh), the Krishna from a spring near Mahabaleshwar in the Sahyadri, the Kaveri in the Brahmagiri hills of Kodagu in Karnataka, and the Godavari on the slopes of the Western Ghats in Nashik district of Maharashtra.",
    hi: {
      text: pairsHi("(नदी : उद्गम)", [
        "महानदी : छत्तीसगढ़ में सिहावा के निकट",
        "कृष्णा : महाबलेश्वर के निकट एक झरना",
        "कावेरी : कोडगु की ब्रह्मगिरि पहाड़ियाँ",
        "गोदावरी : नासिक ज़िले में पश्चिमी घाट की ढलानें",
      ]),
      options: HOW_MANY_4_HI,
      explanation:
        "चारों युग्म सही हैं। महानदी छत्तीसगढ़ के सिहावा (रायपुर क्षेत्र) के निकट, कृष्णा सह्याद्रि में महाबलेश्वर के पास एक झरने से, कावेरी कर्नाटक के कोडगु की ब्रह्मगिरि पहाड़ियों में और गोदावरी महाराष्ट्र के नासिक ज़िले में पश्चिमी घाट की ढलानों से निकलती है।",
    },
  },
  {
    key: "upsc-gsb-geo-02",
    subject: G,
    topic: "Physical Geography",
    difficulty: "medium",
    format: "statement-pair",
    source: `${FPG}, Ch. 8 Solar Radiation, Heat Balance and Temperature`,
    text: statementPair(
      "In the troposphere, temperature generally decreases with increasing height.",
      "The atmosphere is heated mainly from below, by the long-wave terrestrial radiation emitted by the Earth's surface, rather than directly by incoming solar radiation.",
    ),
    options: STATEMENT_PAIR,
    correct: 0,
    explanation:
      "Both statements are correct and Statement-II explains Statement-I. The atmosphere is largely transparent to short-wave insolation; the Earth's surface absorbs it and radiates long-wave energy that heats the air from below, so the air is warmest near the ground and cools with height at the normal lapse rate of about 6.5 °C per km.",
    hi: {
      text: statementPairHi(
        "क्षोभमंडल में ऊँचाई बढ़ने के साथ तापमान सामान्यतः घटता है।",
        "वायुमंडल आने वाले सौर विकिरण से सीधे गर्म होने के बजाय मुख्यतः नीचे से, पृथ्वी के धरातल द्वारा उत्सर्जित दीर्घ तरंग पार्थिव विकिरण से गर्म होता है।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं और कथन-II, कथन-I की व्याख्या करता है। वायुमंडल लघु तरंग सूर्यातप के लिए अधिकांशतः पारदर्शी है; पृथ्वी का धरातल उसे अवशोषित कर दीर्घ तरंग ऊर्जा विकीर्ण करता है जो वायु को नीचे से गर्म करती है, इसलिए धरातल के पास वायु सबसे गर्म होती है और लगभग 6.5 °C प्रति किलोमीटर की सामान्य ह्रास दर से ऊँचाई के साथ ठंडी होती है।",
    },
  },
  {
    key: "upsc-gsb-geo-03",
    subject: G,
    topic: "Climate and Monsoon",
    difficulty: "hard",
    format: "how-many",
    source: `${IPE}, Ch. 4 Climate`,
    text: howMany(
      [
        "Western disturbances bring winter rain and snowfall to north-western India.",
        "Western disturbances originate over the Mediterranean Sea and are brought into India by the westerly jet stream.",
        "In summer, an easterly jet stream blows over the southern part of the Peninsula.",
      ],
      "With reference to the weather of India, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 2,
    explanation:
      "All three are correct. The western cyclonic disturbances of the winter months originate over the Mediterranean and are carried into India by the westerly jet stream, giving rain in the plains (useful for rabi crops) and snow in the hills; in June an easterly jet stream flows over the southern Peninsula, with a maximum speed of about 90 km per hour.",
    hi: {
      text: howManyHi(
        [
          "पश्चिमी विक्षोभ उत्तर-पश्चिमी भारत में शीतकालीन वर्षा और हिमपात लाते हैं।",
          "पश्चिमी विक्षोभ भूमध्य सागर के ऊपर उत्पन्न होते हैं और पश्चिमी जेट धारा द्वारा भारत में लाए जाते हैं।",
          "ग्रीष्म ऋतु में प्रायद्वीप के दक्षिणी भाग के ऊपर एक पूर्वी जेट धारा बहती है।",
        ],
        "भारत के मौसम के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "तीनों कथन सही हैं। शीत ऋतु के पश्चिमी चक्रवाती विक्षोभ भूमध्य सागर के ऊपर उत्पन्न होते हैं और पश्चिमी जेट धारा द्वारा भारत में लाए जाते हैं, जो मैदानों में वर्षा (रबी फ़सलों के लिए उपयोगी) और पहाड़ों में हिमपात लाते हैं; जून में प्रायद्वीप के दक्षिणी भाग पर लगभग 90 किलोमीटर प्रति घंटे की अधिकतम गति वाली पूर्वी जेट धारा बहती है।",
    },
  },
  {
    key: "upsc-gsa-geo-12",
    subject: G,
    topic: "World Geography",
    difficulty: "hard",
    format: "how-many",
    source: "Goh Cheng Leong, Certificate Physical and Human Geography, Ch. 14 Winds",
    text: pairs("(Local wind : Region)", [
      "Chinook : Eastern slopes of the Rocky Mountains",
      "Foehn : Valleys of the Alps",
      "Harmattan : Ethiopian Highlands",
      "Mistral : Andes of Chile",
    ]),
    options: HOW_MANY_4,
    correct: 1,
    explanation:
      "Pairs 1 and 2 are correct: the Chinook is the warm, dry wind descending the eastern Rockies, and the Foehn the similar wind of the Alpine valleys. Pair 3 is wrong: the Harmattan is a dry, dusty north-easterly wind blowing from the Sahara over West Africa. Pair 4 is wrong: the Mistral is a cold wind funnelled down the Rhone valley of France to the Mediterranean. So only two pairs are correct.",
    hi: {
      text: pairsHi("(स्थानीय पवन : क्षेत्र)", [
        "चिनूक : रॉकी पर्वत की पूर्वी ढलानें",
        "फ़ॉन : आल्प्स की घाटियाँ",
        "हरमट्टन : इथियोपियाई उच्चभूमि",
        "मिस्ट्रल : चिली के एंडीज़",
      ]),
      options: HOW_MANY_4_HI,
      explanation:
        "युग्म 1 और 2 सही हैं: चिनूक रॉकी की पूर्वी ढलानों से उतरने वाली गर्म, शुष्क पवन है और फ़ॉन आल्प्स की घाटियों की वैसी ही पवन है। युग्म 3 गलत है: हरमट्टन सहारा से पश्चिमी अफ्रीका पर बहने वाली शुष्क, धूल भरी उत्तर-पूर्वी पवन है। युग्म 4 गलत है: मिस्ट्रल फ़्रांस की रोन घाटी से भूमध्य सागर की ओर बहने वाली ठंडी पवन है। अतः केवल दो युग्म सही हैं।",
    },
  },
  {
    key: "upsc-gsb-geo-05",
    subject: G,
    topic: "Indian Physiography",
    difficulty: "easy",
    source: `${IPE}, Ch. 2 Structure and Physiography`,
    text: "Barren Island, the only active volcano in India, is a part of",
    options: [
      "the Lakshadweep islands",
      "the Sundarbans delta",
      "the Gulf of Mannar islands",
      "the Andaman and Nicobar Islands",
    ],
    correct: 3,
    explanation:
      "Barren Island lies in the Andaman Sea, east of the main Andaman group, and has erupted several times in recent decades. The Lakshadweep islands are of coral origin, the Gulf of Mannar islands are small coral and sand islands, and the Sundarbans are a delta of the Ganga and Brahmaputra.",
    hi: {
      text: "भारत का एकमात्र सक्रिय ज्वालामुखी बैरन द्वीप किसका भाग है?",
      options: ["लक्षद्वीप द्वीपसमूह", "सुंदरबन डेल्टा", "मन्नार की खाड़ी के द्वीप", "अंडमान और निकोबार द्वीपसमूह"],
      explanation:
        "बैरन द्वीप मुख्य अंडमान समूह के पूर्व में अंडमान सागर में स्थित है और हाल के दशकों में कई बार इसमें उद्गार हुआ है। लक्षद्वीप के द्वीप प्रवाल से बने हैं, मन्नार की खाड़ी के द्वीप छोटे प्रवाल और रेतीले द्वीप हैं, और सुंदरबन गंगा और ब्रह्मपुत्र का डेल्टा है।",
    },
  },
  {
    key: "upsc-gsb-geo-06",
    subject: G,
    topic: "Physical Geography",
    difficulty: "medium",
    format: "how-many",
    source: `${FPG}, Ch. 4 Distribution of Oceans and Continents`,
    text: howMany(
      [
        "The Mid-Atlantic Ridge lies along a divergent plate boundary.",
        "The Himalaya were formed by the collision of two continental plates.",
        "The 'Ring of Fire' around the Pacific Ocean lies mainly along divergent plate boundaries.",
      ],
      "With reference to plate tectonics, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: new crust is created where plates move apart along the Mid-Atlantic Ridge, and the Himalaya rose when the Indian plate collided with the Eurasian plate. Statement 3 is wrong: the circum-Pacific belt of volcanoes and earthquakes lies mainly along convergent boundaries where oceanic plates are subducted. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "मध्य-अटलांटिक कटक एक अपसारी प्लेट सीमा के साथ स्थित है।",
          "हिमालय का निर्माण दो महाद्वीपीय प्लेटों के टकराव से हुआ।",
          "प्रशांत महासागर के चारों ओर का 'अग्नि वलय' मुख्यतः अपसारी प्लेट सीमाओं के साथ स्थित है।",
        ],
        "प्लेट विवर्तनिकी के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: मध्य-अटलांटिक कटक पर प्लेटों के दूर हटने से नई भूपर्पटी बनती है, और हिमालय तब उठा जब भारतीय प्लेट यूरेशियाई प्लेट से टकराई। कथन 3 गलत है: ज्वालामुखियों और भूकंपों की परि-प्रशांत पेटी मुख्यतः अभिसारी सीमाओं के साथ है जहाँ महासागरीय प्लेटों का क्षेपण होता है। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-geo-07",
    subject: G,
    topic: "World Geography",
    difficulty: "hard",
    format: "how-many",
    source: "CIA World Factbook, country profiles of Bulgaria, Georgia, Moldova and Romania (2025)",
    text: howMany(
      ["Bulgaria", "Georgia", "Moldova", "Romania"],
      "Consider the following countries:",
      "How many of the above countries have a coastline on the Black Sea?",
    ),
    options: HOW_MANY_4,
    correct: 2,
    explanation:
      "Bulgaria, Georgia and Romania have Black Sea coastlines (the others on the sea are Turkey, Ukraine and Russia). Moldova is landlocked between Romania and Ukraine, though it lies close to the sea. So only three of them border the Black Sea.",
    hi: {
      text: howManyHi(
        ["बुल्गारिया", "जॉर्जिया", "मोल्दोवा", "रोमानिया"],
        "निम्नलिखित देशों पर विचार कीजिए:",
        "उपर्युक्त में से कितने देशों की तटरेखा काला सागर पर है?",
      ),
      options: HOW_MANY_4_HI,
      explanation:
        "बुल्गारिया, जॉर्जिया और रोमानिया की तटरेखा काला सागर पर है (सागर पर अन्य देश तुर्की, यूक्रेन और रूस हैं)। मोल्दोवा रोमानिया और यूक्रेन के बीच स्थलरुद्ध है, यद्यपि वह सागर के पास है। अतः इनमें से केवल तीन देश काला सागर से लगे हैं।",
    },
  },
  {
    key: "upsc-gsb-geo-08",
    subject: G,
    topic: "Indian Physiography",
    difficulty: "medium",
    source: `${IPE}, Ch. 2 Structure and Physiography`,
    text: "Arrange the following hills of the Meghalaya plateau from west to east:\n1. Jaintia Hills\n2. Garo Hills\n3. Khasi Hills\nSelect the correct answer using the code given below.",
    options: ["2-3-1", "3-2-1", "1-3-2", "2-1-3"],
    correct: 0,
    explanation:
      "The Meghalaya plateau is divided, from west to east, into the Garo Hills, the Khasi Hills and the Jaintia Hills, named after the tribal groups that live there. So the order is 2-3-1.",
    hi: {
      text: "मेघालय पठार की निम्नलिखित पहाड़ियों को पश्चिम से पूर्व की ओर व्यवस्थित कीजिए:\n1. जयंतिया पहाड़ियाँ\n2. गारो पहाड़ियाँ\n3. खासी पहाड़ियाँ\nनीचे दिए गए कूट का प्रयोग कर सही उत्तर चुनिए।",
      options: ["2-3-1", "3-2-1", "1-3-2", "2-1-3"],
      explanation:
        "मेघालय पठार पश्चिम से पूर्व की ओर गारो, खासी और जयंतिया पहाड़ियों में बँटा है, जिनके नाम वहाँ रहने वाले जनजातीय समूहों पर हैं। अतः क्रम 2-3-1 है।",
    },
  },
  {
    key: "upsc-gsb-geo-09",
    subject: G,
    topic: "Climate and Monsoon",
    difficulty: "hard",
    format: "how-many",
    source: `${IPE}, Ch. 4 Climate (Koeppen's climatic regions of India)`,
    text: pairs("(Koeppen climate type : Region of India)", [
      "As (monsoon type with dry summer) : Coromandel coast of Tamil Nadu",
      "BWhw (hot desert) : Extreme western Rajasthan",
      "E (polar type) : Arunachal Pradesh",
    ]),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Pairs 1 and 2 are correct: NCERT's table of Koeppen's regions places 'As' on the Coromandel coast and 'BWhw' in extreme western Rajasthan. Pair 3 is wrong: Arunachal Pradesh has the 'Dfc' type (cold humid winter with a short summer); the polar type 'E' is found in Jammu and Kashmir, Himachal Pradesh and Uttarakhand. So only two pairs are correct.",
    hi: {
      text: pairsHi("(कोपेन जलवायु प्रकार : भारत का क्षेत्र)", [
        "As (शुष्क ग्रीष्म ऋतु वाला मानसून प्रकार) : तमिलनाडु का कोरोमंडल तट",
        "BWhw (गर्म मरुस्थल) : सुदूर पश्चिमी राजस्थान",
        "E (ध्रुवीय प्रकार) : अरुणाचल प्रदेश",
      ]),
      options: HOW_MANY_3_HI,
      explanation:
        "युग्म 1 और 2 सही हैं: कोपेन के प्रदेशों की NCERT तालिका 'As' को कोरोमंडल तट पर और 'BWhw' को सुदूर पश्चिमी राजस्थान में रखती है। युग्म 3 गलत है: अरुणाचल प्रदेश में 'Dfc' प्रकार (लघु ग्रीष्म ऋतु के साथ ठंडी आर्द्र शीत ऋतु) है; ध्रुवीय प्रकार 'E' जम्मू-कश्मीर, हिमाचल प्रदेश और उत्तराखंड में मिलता है। अतः केवल दो युग्म सही हैं।",
    },
  },
  {
    key: "upsc-gsb-geo-10",
    subject: G,
    topic: "Soils and Resources",
    difficulty: "medium",
    format: "statement-pair",
    source: `${CI9}, Ch. 2 Physical Features of India`,
    text: statementPair(
      "The khadar tracts of the northern plains are generally more fertile than the bhangar tracts.",
      "The khadar is new alluvium, renewed almost every year by fresh deposits of flood water.",
    ),
    options: STATEMENT_PAIR,
    correct: 0,
    explanation:
      "Both statements are correct and Statement-II explains Statement-I. The bhangar is older alluvium on terraces above the flood plains and contains calcareous kankar nodules; the khadar of the flood plains is renewed by fresh silt every flood season, which keeps it fertile and ideal for intensive farming.",
    hi: {
      text: statementPairHi(
        "उत्तरी मैदानों के खादर क्षेत्र सामान्यतः बांगर क्षेत्रों से अधिक उपजाऊ होते हैं।",
        "खादर नया जलोढ़ है, जो लगभग हर वर्ष बाढ़ के जल के ताज़ा निक्षेपों से नवीकृत होता है।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं और कथन-II, कथन-I की व्याख्या करता है। बांगर बाढ़ के मैदानों से ऊँची वेदिकाओं पर स्थित पुराना जलोढ़ है जिसमें चूनेदार कंकड़ होते हैं; बाढ़ के मैदानों का खादर हर बाढ़ ऋतु में ताज़ा गाद से नवीकृत होता है, जो उसे उपजाऊ और सघन खेती के लिए आदर्श बनाए रखता है।",
    },
  },
  {
    key: "upsc-gsb-geo-11",
    subject: G,
    topic: "World Geography",
    difficulty: "hard",
    format: "how-many",
    source: "Encyclopaedia Britannica, 'East African Rift System'",
    text: howMany(
      ["Lake Tanganyika", "Lake Malawi (Nyasa)", "Lake Victoria"],
      "Consider the following lakes:",
      "How many of the above lakes occupy troughs of the rift valleys of the East African Rift System?",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Lake Tanganyika (in the Western Rift) and Lake Malawi (at the southern end of the rift system) are long, deep rift-valley lakes. Lake Victoria, the largest lake of Africa, is broad and shallow and lies in a depression on the plateau between the Western and Eastern branches, not in a rift trough. So only two of them are rift-valley lakes.",
    hi: {
      text: howManyHi(
        ["तांगानिका झील", "मलावी (न्यासा) झील", "विक्टोरिया झील"],
        "निम्नलिखित झीलों पर विचार कीजिए:",
        "उपर्युक्त में से कितनी झीलें पूर्वी अफ्रीकी भ्रंश तंत्र की भ्रंश घाटियों की द्रोणियों में स्थित हैं?",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "तांगानिका झील (पश्चिमी भ्रंश में) और मलावी झील (भ्रंश तंत्र के दक्षिणी छोर पर) लंबी, गहरी भ्रंश घाटी झीलें हैं। अफ्रीका की सबसे बड़ी झील विक्टोरिया चौड़ी और उथली है तथा पश्चिमी और पूर्वी शाखाओं के बीच पठार के एक गर्त में स्थित है, किसी भ्रंश द्रोणी में नहीं। अतः इनमें से केवल दो भ्रंश घाटी झीलें हैं।",
    },
  },
];
