import type { ContentQuestion } from "~/server/content/types";
import {
  HOW_MANY_3,
  HOW_MANY_3_HI,
  HOW_MANY_4,
  HOW_MANY_4_HI,
  howMany,
  howManyHi,
  STATEMENT_PAIR,
  STATEMENT_PAIR_HI,
  statementPair,
  statementPairHi,
} from "./gs-format";

const CA = "Current affairs";

/** The current-affairs topic these papers add to the exam's list. */
export const CA_CONSERVATION_TOPIC = "Environment and Conservation";

/** Current-affairs questions of the two full-length GS Paper I papers, each with the date its answer held. */
export const gsCurrentAffairsQuestions: ContentQuestion[] = [
  // ───────────── Paper A ─────────────
  {
    key: "upsc-gsa-ca-01",
    subject: CA,
    topic: "Space Missions",
    difficulty: "easy",
    asOf: "2025-07-15",
    source:
      "ISRO and Axiom Space releases on the Axiom Mission 4 (launched 25 June 2025, splashdown 15 July 2025)",
    text: "In June 2025, which Indian Air Force officer and Gaganyaan astronaut-designate flew to the International Space Station as pilot of the Axiom-4 mission?",
    options: ["Ajit Krishnan", "Prasanth Balakrishnan Nair", "Angad Pratap", "Shubhanshu Shukla"],
    correct: 3,
    explanation:
      "Group Captain Shubhanshu Shukla launched on 25 June 2025 aboard a SpaceX Crew Dragon, became the first Indian to visit the ISS and the second Indian in space after Rakesh Sharma (1984), and returned on 15 July 2025. The other three named are his fellow Gaganyaan astronaut-designates; Prasanth Nair was the mission's back-up.",
    hi: {
      text: "जून 2025 में भारतीय वायु सेना के किस अधिकारी और गगनयान के नामित अंतरिक्ष यात्री ने एक्सियम-4 मिशन के पायलट के रूप में अंतरराष्ट्रीय अंतरिक्ष स्टेशन की यात्रा की?",
      options: ["अजित कृष्णन", "प्रशांत बालकृष्णन नायर", "अंगद प्रताप", "शुभांशु शुक्ला"],
      explanation:
        "ग्रुप कैप्टन शुभांशु शुक्ला 25 जून 2025 को स्पेसएक्स क्रू ड्रैगन से रवाना हुए, ISS जाने वाले पहले भारतीय और राकेश शर्मा (1984) के बाद अंतरिक्ष में जाने वाले दूसरे भारतीय बने, और 15 जुलाई 2025 को लौटे। अन्य तीनों उनके साथी गगनयान नामित अंतरिक्ष यात्री हैं; प्रशांत नायर इस मिशन के बैक-अप थे।",
    },
  },
  {
    key: "upsc-gsa-ca-02",
    subject: CA,
    topic: "Space Missions",
    difficulty: "easy",
    asOf: "2025-07-30",
    source: "ISRO, GSLV-F16/NISAR mission (launched 30 July 2025)",
    text: "NISAR, an Earth-observation satellite carrying L-band and S-band synthetic aperture radars, launched from Sriharikota in July 2025, is a joint mission of ISRO and",
    options: ["CNES (France)", "the European Space Agency", "JAXA (Japan)", "NASA"],
    correct: 3,
    explanation:
      "The NASA-ISRO Synthetic Aperture Radar (NISAR) was launched by GSLV-F16 on 30 July 2025 into a Sun-synchronous orbit. NASA provided the L-band radar and ISRO the S-band radar and the spacecraft bus; it maps the Earth's land and ice surfaces every 12 days. ISRO and CNES jointly built earlier satellites such as Megha-Tropiques and SARAL.",
    hi: {
      text: "जुलाई 2025 में श्रीहरिकोटा से प्रक्षेपित, L-बैंड और S-बैंड सिंथेटिक अपर्चर रडार ले जाने वाला पृथ्वी-प्रेक्षण उपग्रह NISAR, ISRO और किसका संयुक्त मिशन है?",
      options: ["CNES (फ़्रांस)", "यूरोपीय अंतरिक्ष एजेंसी", "JAXA (जापान)", "NASA"],
      explanation:
        "NASA-ISRO सिंथेटिक अपर्चर रडार (NISAR) को 30 जुलाई 2025 को GSLV-F16 द्वारा सूर्य-तुल्यकाली कक्षा में प्रक्षेपित किया गया। NASA ने L-बैंड रडार और ISRO ने S-बैंड रडार तथा अंतरिक्ष यान का ढाँचा दिया; यह हर 12 दिन में पृथ्वी की भूमि और हिम सतहों का मानचित्रण करता है। ISRO और CNES ने पहले मेघा-ट्रॉपिक्स और SARAL जैसे उपग्रह मिलकर बनाए थे।",
    },
  },
  {
    key: "upsc-gsa-ca-03",
    subject: CA,
    topic: "Sports",
    difficulty: "medium",
    format: "how-many",
    asOf: "2025-07-28",
    source:
      "FIDE Women's World Cup 2025 (Batumi), final result of 28 July 2025; Paris 2024 Olympic Games, official results (hockey and javelin throw)",
    text: howMany([
      "Divya Deshmukh won the FIDE Women's World Cup 2025, beating Koneru Humpy in the final.",
      "India's men's hockey team won the bronze medal at the Paris 2024 Olympic Games.",
      "Neeraj Chopra won the gold medal in the javelin throw at the Paris 2024 Olympic Games.",
    ]),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: Divya Deshmukh beat Koneru Humpy in the tie-break of an all-Indian final at Batumi in July 2025, and India's men's hockey team beat Spain for bronze at Paris, its second successive Olympic bronze. Statement 3 is wrong: Neeraj Chopra won silver at Paris (behind Pakistan's Arshad Nadeem); his gold came at Tokyo 2020. So only two are correct.",
    hi: {
      text: howManyHi([
        "दिव्या देशमुख ने फ़ाइनल में कोनेरू हम्पी को हराकर FIDE महिला विश्व कप 2025 जीता।",
        "भारत की पुरुष हॉकी टीम ने पेरिस 2024 ओलंपिक खेलों में कांस्य पदक जीता।",
        "नीरज चोपड़ा ने पेरिस 2024 ओलंपिक खेलों में भाला फेंक में स्वर्ण पदक जीता।",
      ]),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: जुलाई 2025 में बातुमी में दो भारतीयों के बीच हुए फ़ाइनल के टाई-ब्रेक में दिव्या देशमुख ने कोनेरू हम्पी को हराया, और भारत की पुरुष हॉकी टीम ने पेरिस में स्पेन को हराकर लगातार दूसरा ओलंपिक कांस्य जीता। कथन 3 गलत है: नीरज चोपड़ा ने पेरिस में रजत जीता (पाकिस्तान के अरशद नदीम के बाद); उनका स्वर्ण टोक्यो 2020 में आया था। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsa-ca-04",
    subject: CA,
    topic: "International Relations and Summits",
    difficulty: "easy",
    asOf: "2025-01-06",
    source:
      "Government of Brazil (BRICS Chair 2025) announcement of 6 January 2025 on Indonesia's full membership",
    text: "Which country joined BRICS as a full member in January 2025?",
    options: ["Indonesia", "Turkey", "Malaysia", "Thailand"],
    correct: 0,
    explanation:
      "Brazil, as BRICS chair, announced on 6 January 2025 that Indonesia had become a full member, after Egypt, Ethiopia, Iran and the UAE joined in 2024. Malaysia and Thailand became 'partner countries' from 2025, and Turkey was invited as a partner but has not joined as a member.",
    hi: {
      text: "जनवरी 2025 में कौन-सा देश BRICS का पूर्ण सदस्य बना?",
      options: ["इंडोनेशिया", "तुर्की", "मलेशिया", "थाईलैंड"],
      explanation:
        "BRICS के अध्यक्ष ब्राज़ील ने 6 जनवरी 2025 को घोषणा की कि इंडोनेशिया पूर्ण सदस्य बन गया है; इससे पहले 2024 में मिस्र, इथियोपिया, ईरान और UAE शामिल हुए थे। मलेशिया और थाईलैंड 2025 से 'साझेदार देश' बने, और तुर्की को साझेदार के रूप में आमंत्रित किया गया पर वह सदस्य नहीं बना।",
    },
  },
  {
    key: "upsc-gsa-ca-05",
    subject: CA,
    topic: "International Relations and Summits",
    difficulty: "medium",
    asOf: "2024-11-24",
    source:
      "UNFCCC, Decision on the New Collective Quantified Goal on Climate Finance, CMA.6 (Baku, November 2024)",
    text: "At COP29 in Baku (November 2024), the new collective quantified goal on climate finance set a target, with developed countries taking the lead, of mobilising at least how much a year for developing countries by 2035?",
    options: ["USD 300 billion", "USD 100 billion", "USD 500 billion", "USD 1.3 trillion"],
    correct: 0,
    explanation:
      "The NCQG decision sets a goal of at least USD 300 billion a year by 2035, with developed countries taking the lead, replacing the earlier USD 100 billion goal of 2009. It also calls on all actors to scale up total finance from all sources to at least USD 1.3 trillion a year by 2035; India criticised the USD 300 billion figure as too low.",
    hi: {
      text: "COP29 (बाकू, नवंबर 2024) में जलवायु वित्त के नए सामूहिक परिमाणित लक्ष्य ने विकसित देशों के नेतृत्व में 2035 तक विकासशील देशों के लिए प्रति वर्ष कम से कम कितनी राशि जुटाने का लक्ष्य रखा?",
      options: ["300 अरब अमेरिकी डॉलर", "100 अरब अमेरिकी डॉलर", "500 अरब अमेरिकी डॉलर", "1.3 खरब अमेरिकी डॉलर"],
      explanation:
        "NCQG निर्णय 2035 तक प्रति वर्ष कम से कम 300 अरब अमेरिकी डॉलर का लक्ष्य रखता है, जिसमें विकसित देश नेतृत्व करेंगे; इसने 2009 के 100 अरब डॉलर के लक्ष्य का स्थान लिया। यह सभी पक्षों से सभी स्रोतों से कुल वित्त को 2035 तक प्रति वर्ष कम से कम 1.3 खरब डॉलर तक बढ़ाने का आह्वान भी करता है; भारत ने 300 अरब डॉलर के आँकड़े को बहुत कम बताकर उसकी आलोचना की।",
    },
  },
  {
    key: "upsc-gsa-ca-06",
    subject: CA,
    topic: "Economy and Schemes",
    difficulty: "medium",
    format: "how-many",
    asOf: "2025-06-16",
    source: "Ministry of Home Affairs, Gazette notification on the conduct of the Census, 16 June 2025",
    text: howMany(
      [
        "For most of the country, the reference date of the Census is 00:00 hours of 1 March 2027.",
        "For the snow-bound areas of Ladakh, Jammu and Kashmir, Himachal Pradesh and Uttarakhand, the reference date is 00:00 hours of 1 October 2026.",
        "The Census will include the enumeration of castes.",
      ],
      "With reference to the next Census of India, as notified in June 2025, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 2,
    explanation:
      "All three are correct. The notification of 16 June 2025 fixed 1 March 2027 as the reference date, with 1 October 2026 for the snow-bound, non-synchronous areas, and the Union Cabinet had decided in April 2025 that caste enumeration would be part of this Census, the first since 1931 to count castes in general.",
    hi: {
      text: howManyHi(
        [
          "देश के अधिकांश भाग के लिए जनगणना की संदर्भ तिथि 1 मार्च 2027 के 00:00 बजे है।",
          "लद्दाख, जम्मू-कश्मीर, हिमाचल प्रदेश और उत्तराखंड के हिमाच्छादित क्षेत्रों के लिए संदर्भ तिथि 1 अक्टूबर 2026 के 00:00 बजे है।",
          "जनगणना में जातियों की गणना भी शामिल होगी।",
        ],
        "जून 2025 में अधिसूचित भारत की अगली जनगणना के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "तीनों कथन सही हैं। 16 जून 2025 की अधिसूचना ने संदर्भ तिथि 1 मार्च 2027 और हिमाच्छादित, असमकालिक क्षेत्रों के लिए 1 अक्टूबर 2026 तय की, और केंद्रीय मंत्रिमंडल ने अप्रैल 2025 में निर्णय लिया था कि जाति गणना इस जनगणना का भाग होगी, जो 1931 के बाद सामान्य रूप से जातियों की गणना करने वाली पहली जनगणना होगी।",
    },
  },
  {
    key: "upsc-gsa-ca-07",
    subject: CA,
    topic: "International Relations and Summits",
    difficulty: "easy",
    asOf: "2025-05-07",
    source: "Ministry of Defence press briefing on Operation Sindoor, 7 May 2025",
    text: "Operation Sindoor, launched by India on 7 May 2025 against terrorist infrastructure in Pakistan and Pakistan-occupied Jammu and Kashmir, was a response to the terrorist attack at",
    options: [
      "Pahalgam (April 2025)",
      "Pulwama (February 2019)",
      "Uri (September 2016)",
      "Pathankot (January 2016)",
    ],
    correct: 0,
    explanation:
      "Operation Sindoor followed the terrorist attack of 22 April 2025 near Pahalgam in Jammu and Kashmir, in which 26 people, mostly tourists, were killed. The Pulwama attack (2019) was followed by the Balakot air strike, and the Uri attack (2016) by the 'surgical strikes' across the Line of Control.",
    hi: {
      text: "7 मई 2025 को पाकिस्तान और पाकिस्तान-अधिकृत जम्मू-कश्मीर में आतंकवादी ढाँचे के विरुद्ध भारत द्वारा शुरू किया गया ऑपरेशन सिंदूर किस आतंकवादी हमले का उत्तर था?",
      options: ["पहलगाम (अप्रैल 2025)", "पुलवामा (फ़रवरी 2019)", "उरी (सितंबर 2016)", "पठानकोट (जनवरी 2016)"],
      explanation:
        "ऑपरेशन सिंदूर 22 अप्रैल 2025 को जम्मू-कश्मीर में पहलगाम के पास हुए आतंकवादी हमले के बाद हुआ, जिसमें 26 लोग, अधिकतर पर्यटक, मारे गए थे। पुलवामा हमले (2019) के बाद बालाकोट हवाई हमला हुआ, और उरी हमले (2016) के बाद नियंत्रण रेखा के पार 'सर्जिकल स्ट्राइक' हुई।",
    },
  },
  {
    key: "upsc-gsa-ca-08",
    subject: CA,
    topic: "Laws and Constitutional Amendments",
    difficulty: "medium",
    format: "how-many",
    asOf: "2025-10-01",
    source: "Promotion and Regulation of Online Gaming Act, 2025 (enacted August 2025)",
    text: howMany(
      [
        "It prohibits the offering of online money games and advertisements for them.",
        "It provides for the recognition and promotion of e-sports as a legitimate form of competitive sport.",
        "It bans all online games, including free online social games.",
      ],
      "With reference to the Promotion and Regulation of Online Gaming Act, 2025, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: the Act bans online money games (games played by depositing money in expectation of winnings), their advertisement and related financial transactions, and promotes e-sports and online social games. Statement 3 is wrong: online social and educational games without stakes are to be promoted, not banned. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "यह ऑनलाइन मनी गेम्स की पेशकश और उनके विज्ञापनों का निषेध करता है।",
          "यह ई-स्पोर्ट्स को प्रतिस्पर्धी खेल के वैध रूप के रूप में मान्यता और प्रोत्साहन देने का प्रावधान करता है।",
          "यह निःशुल्क ऑनलाइन सामाजिक खेलों सहित सभी ऑनलाइन खेलों पर प्रतिबंध लगाता है।",
        ],
        "ऑनलाइन गेमिंग संवर्धन और विनियमन अधिनियम, 2025 के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: अधिनियम ऑनलाइन मनी गेम्स (जीत की आशा में धन जमा करके खेले जाने वाले खेल), उनके विज्ञापन और संबंधित वित्तीय लेन-देन पर प्रतिबंध लगाता है, तथा ई-स्पोर्ट्स और ऑनलाइन सामाजिक खेलों को प्रोत्साहित करता है। कथन 3 गलत है: बिना दाँव वाले ऑनलाइन सामाजिक और शैक्षिक खेलों को बढ़ावा दिया जाना है, प्रतिबंधित नहीं। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsa-ca-09",
    subject: CA,
    topic: "Economy and Schemes",
    difficulty: "easy",
    asOf: "2025-09-22",
    source: "GST Council, 56th meeting (3 September 2025), rate notifications effective 22 September 2025",
    text: "From 22 September 2025, after the recommendations of the 56th GST Council meeting, most goods and services were placed in two main GST slabs of",
    options: [
      "5 per cent and 18 per cent",
      "12 per cent and 28 per cent",
      "5 per cent and 12 per cent",
      "18 per cent and 28 per cent",
    ],
    correct: 0,
    explanation:
      "The Council merged the earlier 5, 12, 18 and 28 per cent slabs into two main rates, 5 per cent ('merit') and 18 per cent ('standard'), with a special rate of 40 per cent for a small list of luxury and sin goods, effective 22 September 2025. Many items from the 12 per cent slab moved to 5 per cent, and most from 28 per cent moved to 18 per cent.",
    hi: {
      text: "56वीं जीएसटी परिषद् बैठक की सिफारिशों के बाद 22 सितंबर 2025 से अधिकांश वस्तुओं और सेवाओं को जीएसटी के किन दो मुख्य स्लैबों में रखा गया?",
      options: [
        "5 प्रतिशत और 18 प्रतिशत",
        "12 प्रतिशत और 28 प्रतिशत",
        "5 प्रतिशत और 12 प्रतिशत",
        "18 प्रतिशत और 28 प्रतिशत",
      ],
      explanation:
        "परिषद् ने पहले के 5, 12, 18 और 28 प्रतिशत के स्लैबों को दो मुख्य दरों, 5 प्रतिशत ('मेरिट') और 18 प्रतिशत ('स्टैंडर्ड'), में मिला दिया, और विलासिता तथा हानिकारक वस्तुओं की एक छोटी सूची के लिए 40 प्रतिशत की विशेष दर रखी, जो 22 सितंबर 2025 से प्रभावी हुई। 12 प्रतिशत स्लैब की अनेक वस्तुएँ 5 प्रतिशत में और 28 प्रतिशत की अधिकांश वस्तुएँ 18 प्रतिशत में आ गईं।",
    },
  },
  {
    key: "upsc-gsa-ca-10",
    subject: CA,
    topic: "Laws and Constitutional Amendments",
    difficulty: "medium",
    format: "statement-pair",
    asOf: "2026-04-01",
    source: "Income-tax Act, 2025 (enacted August 2025; in force from 1 April 2026)",
    text: statementPair(
      "The Income-tax Act, 2025 replaced the Income-tax Act, 1961 with effect from 1 April 2026.",
      "The Income-tax Act, 2025 uses a single 'tax year' in place of the separate 'previous year' and 'assessment year' of the old law.",
    ),
    options: STATEMENT_PAIR,
    correct: 1,
    explanation:
      "Both statements are correct. The new Act, passed in August 2025, came into force on 1 April 2026 and repealed the 1961 Act; among its simplifications it introduces the 'tax year', the financial year in which income is earned and assessed. But the change of terminology is one feature of the new law, not the reason the old Act was replaced, so Statement-II does not explain Statement-I.",
    hi: {
      text: statementPairHi(
        "आयकर अधिनियम, 2025 ने 1 अप्रैल 2026 से आयकर अधिनियम, 1961 का स्थान लिया।",
        "आयकर अधिनियम, 2025 पुराने कानून के अलग-अलग 'पूर्ववर्ष' और 'निर्धारण वर्ष' के स्थान पर एक 'कर वर्ष' का प्रयोग करता है।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं। अगस्त 2025 में पारित नया अधिनियम 1 अप्रैल 2026 से लागू हुआ और उसने 1961 के अधिनियम को निरसित किया; इसके सरलीकरणों में 'कर वर्ष' शामिल है, अर्थात् वह वित्तीय वर्ष जिसमें आय अर्जित और निर्धारित होती है। परंतु शब्दावली का परिवर्तन नए कानून की एक विशेषता है, पुराने अधिनियम को बदलने का कारण नहीं; अतः कथन-II, कथन-I की व्याख्या नहीं करता।",
    },
  },
  {
    key: "upsc-gsa-ca-11",
    subject: CA,
    topic: "Laws and Constitutional Amendments",
    difficulty: "easy",
    asOf: "2025-09-12",
    source: "Election Commission of India, result of the Vice-Presidential Election 2025 (9 September 2025)",
    text: "Who was elected Vice-President of India in September 2025, after the resignation of Jagdeep Dhankhar?",
    options: ["Om Birla", "B. Sudershan Reddy", "Harivansh Narayan Singh", "C. P. Radhakrishnan"],
    correct: 3,
    explanation:
      "C. P. Radhakrishnan, then Governor of Maharashtra, defeated B. Sudershan Reddy, a former judge of the Supreme Court, in the election of 9 September 2025 and took oath on 12 September 2025; as Vice-President he is the ex officio Chairman of the Rajya Sabha. Harivansh is the Deputy Chairman of the Rajya Sabha and Om Birla the Speaker of the Lok Sabha.",
    hi: {
      text: "जगदीप धनखड़ के त्यागपत्र के बाद सितंबर 2025 में भारत का उपराष्ट्रपति कौन निर्वाचित हुआ?",
      options: ["ओम बिरला", "बी. सुदर्शन रेड्डी", "हरिवंश नारायण सिंह", "सी. पी. राधाकृष्णन"],
      explanation:
        "तत्कालीन महाराष्ट्र के राज्यपाल सी. पी. राधाकृष्णन ने 9 सितंबर 2025 के निर्वाचन में उच्चतम न्यायालय के पूर्व न्यायाधीश बी. सुदर्शन रेड्डी को हराया और 12 सितंबर 2025 को शपथ ली; उपराष्ट्रपति के रूप में वे राज्य सभा के पदेन सभापति हैं। हरिवंश राज्य सभा के उपसभापति हैं और ओम बिरला लोक सभा के अध्यक्ष।",
    },
  },
  {
    key: "upsc-gsa-ca-12",
    subject: CA,
    topic: "International Relations and Summits",
    difficulty: "hard",
    format: "how-many",
    asOf: "2025-10-01",
    source:
      "Ministry of Commerce and Industry releases on the India-EFTA TEPA (signed 10 March 2024, in force 1 October 2025) and the India-UK CETA (signed 24 July 2025)",
    text: howMany([
      "The members of the European Free Trade Association are Iceland, Liechtenstein, Norway and Switzerland.",
      "Under the India-EFTA Trade and Economic Partnership Agreement, the EFTA States aim to raise foreign direct investment in India by USD 100 billion over fifteen years.",
      "The India-EFTA Trade and Economic Partnership Agreement entered into force on 1 October 2025.",
      "India and the United Kingdom signed a Comprehensive Economic and Trade Agreement in July 2025.",
    ]),
    options: HOW_MANY_4,
    correct: 3,
    explanation:
      "All four are correct. EFTA has four members; the TEPA, signed on 10 March 2024, is the first trade agreement of India to carry an investment commitment (USD 100 billion of FDI and one million jobs over 15 years) and came into force on 1 October 2025; and the India-UK CETA was signed during the Prime Minister's visit to the United Kingdom on 24 July 2025.",
    hi: {
      text: howManyHi([
        "यूरोपीय मुक्त व्यापार संघ के सदस्य आइसलैंड, लिकटेंस्टाइन, नॉर्वे और स्विट्ज़रलैंड हैं।",
        "भारत-EFTA व्यापार और आर्थिक साझेदारी समझौते के अंतर्गत EFTA देशों का लक्ष्य पंद्रह वर्षों में भारत में प्रत्यक्ष विदेशी निवेश 100 अरब अमेरिकी डॉलर बढ़ाना है।",
        "भारत-EFTA व्यापार और आर्थिक साझेदारी समझौता 1 अक्टूबर 2025 को लागू हुआ।",
        "भारत और यूनाइटेड किंगडम ने जुलाई 2025 में एक व्यापक आर्थिक और व्यापार समझौते पर हस्ताक्षर किए।",
      ]),
      options: HOW_MANY_4_HI,
      explanation:
        "चारों कथन सही हैं। EFTA के चार सदस्य हैं; 10 मार्च 2024 को हस्ताक्षरित TEPA निवेश प्रतिबद्धता (15 वर्षों में 100 अरब डॉलर का FDI और दस लाख रोज़गार) वाला भारत का पहला व्यापार समझौता है और 1 अक्टूबर 2025 को लागू हुआ; और भारत-यूके CETA पर प्रधानमंत्री की यूनाइटेड किंगडम यात्रा के दौरान 24 जुलाई 2025 को हस्ताक्षर हुए।",
    },
  },
  // ───────────── Paper B ─────────────
  {
    key: "upsc-gsb-ca-01",
    subject: CA,
    topic: "Space Missions",
    difficulty: "hard",
    format: "how-many",
    asOf: "2025-02-02",
    source: "ISRO, GSLV-F15/NVS-02 mission (launched 29 January 2025) and mission update of 2 February 2025",
    text: howMany(
      [
        "The 100th launch from the Satish Dhawan Space Centre, Sriharikota, was that of GSLV-F15 in January 2025.",
        "GSLV-F15 carried NVS-02, a satellite of the NavIC navigation constellation.",
        "NVS-02 reached its intended geosynchronous orbit as planned.",
      ],
      "With reference to ISRO's launches in 2025, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: GSLV-F15, launched on 29 January 2025, was the 100th launch from Sriharikota and placed NVS-02 in a geosynchronous transfer orbit. Statement 3 is wrong: the oxidiser valves of the satellite's engine did not open, so the orbit-raising manoeuvres could not be done and it remained in an elliptical orbit. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "सतीश धवन अंतरिक्ष केंद्र, श्रीहरिकोटा से 100वाँ प्रक्षेपण जनवरी 2025 में GSLV-F15 का था।",
          "GSLV-F15 NavIC नौवहन समूह का उपग्रह NVS-02 ले गया।",
          "NVS-02 योजना के अनुसार अपनी इच्छित भू-तुल्यकाली कक्षा में पहुँच गया।",
        ],
        "2025 में ISRO के प्रक्षेपणों के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: 29 जनवरी 2025 को प्रक्षेपित GSLV-F15 श्रीहरिकोटा से 100वाँ प्रक्षेपण था और उसने NVS-02 को भू-तुल्यकाली स्थानांतरण कक्षा में स्थापित किया। कथन 3 गलत है: उपग्रह के इंजन के ऑक्सीकारक वाल्व नहीं खुले, इसलिए कक्षा उन्नयन नहीं हो सका और वह दीर्घवृत्तीय कक्षा में रह गया। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-ca-02",
    subject: CA,
    topic: "International Relations and Summits",
    difficulty: "medium",
    format: "how-many",
    asOf: "2025-11-22",
    source:
      "UNFCCC, COP29 (Baku, November 2024) and COP30 (Belem, November 2025); Prime Minister's statement at COP28, Dubai, 1 December 2023",
    text: howMany([
      "COP29 of the UNFCCC was held in Baku, Azerbaijan.",
      "COP30 of the UNFCCC was held in Belem, Brazil.",
      "India has proposed to host COP33 in 2028.",
    ]),
    options: HOW_MANY_3,
    correct: 2,
    explanation:
      "All three are correct. COP29 met in Baku in November 2024, COP30 in Belem at the mouth of the Amazon in November 2025, and at COP28 in Dubai (December 2023) Prime Minister Modi proposed that India host COP33 in 2028.",
    hi: {
      text: howManyHi([
        "UNFCCC का COP29 बाकू, अज़रबैजान में हुआ।",
        "UNFCCC का COP30 बेलें, ब्राज़ील में हुआ।",
        "भारत ने 2028 में COP33 की मेज़बानी का प्रस्ताव किया है।",
      ]),
      options: HOW_MANY_3_HI,
      explanation:
        "तीनों कथन सही हैं। COP29 नवंबर 2024 में बाकू में, COP30 नवंबर 2025 में अमेज़न के मुहाने पर बेलें में हुआ, और दिसंबर 2023 में दुबई में COP28 में प्रधानमंत्री मोदी ने 2028 में COP33 की मेज़बानी भारत में करने का प्रस्ताव रखा।",
    },
  },
  {
    key: "upsc-gsb-ca-03",
    subject: CA,
    topic: "International Relations and Summits",
    difficulty: "hard",
    format: "how-many",
    asOf: "2025-12-01",
    source:
      "G20 South Africa 2025, Johannesburg Leaders' Summit (22-23 November 2025); G20 presidency rotation",
    text: howMany(
      [
        "The G20 Leaders' Summit of November 2025 in Johannesburg was the first G20 summit held in Africa.",
        "The United States holds the G20 presidency for 2026.",
        "India held the G20 presidency in 2024.",
      ],
      "With reference to the G20, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: South Africa hosted the first G20 summit on African soil in Johannesburg on 22-23 November 2025, and the presidency passed to the United States from 1 December 2025. Statement 3 is wrong: India's presidency ran from December 2022 to November 2023; Brazil held it in 2024. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "नवंबर 2025 में जोहान्सबर्ग में हुआ G20 नेताओं का शिखर सम्मेलन अफ्रीका में आयोजित पहला G20 शिखर सम्मेलन था।",
          "2026 के लिए G20 की अध्यक्षता संयुक्त राज्य अमेरिका के पास है।",
          "भारत ने 2024 में G20 की अध्यक्षता की।",
        ],
        "G20 के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: दक्षिण अफ्रीका ने 22-23 नवंबर 2025 को जोहान्सबर्ग में अफ्रीकी धरती पर पहला G20 शिखर सम्मेलन आयोजित किया, और 1 दिसंबर 2025 से अध्यक्षता संयुक्त राज्य अमेरिका को मिली। कथन 3 गलत है: भारत की अध्यक्षता दिसंबर 2022 से नवंबर 2023 तक रही; 2024 में ब्राज़ील अध्यक्ष था। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-ca-04",
    subject: CA,
    topic: "International Relations and Summits",
    difficulty: "medium",
    asOf: "2025-09-01",
    source:
      "Ministry of External Affairs, Prime Minister's visit to Tianjin for the SCO Heads of State Council (31 August-1 September 2025)",
    text: "The meeting of the Council of Heads of State of the Shanghai Cooperation Organisation in 2025 was held in",
    options: ["Kazan", "Astana", "New Delhi", "Tianjin"],
    correct: 3,
    explanation:
      "China hosted the SCO summit at Tianjin on 31 August and 1 September 2025, which the Indian Prime Minister attended. The 2024 SCO summit was at Astana (Kazakhstan), Kazan (Russia) hosted the BRICS summit of October 2024, and India chaired the SCO in 2023, holding the summit virtually.",
    hi: {
      text: "2025 में शंघाई सहयोग संगठन के राष्ट्राध्यक्षों की परिषद् की बैठक कहाँ हुई?",
      options: ["कज़ान", "अस्ताना", "नई दिल्ली", "तियानजिन"],
      explanation:
        "चीन ने 31 अगस्त और 1 सितंबर 2025 को तियानजिन में SCO शिखर सम्मेलन आयोजित किया, जिसमें भारत के प्रधानमंत्री शामिल हुए। 2024 का SCO शिखर सम्मेलन अस्ताना (कज़ाख़स्तान) में हुआ, कज़ान (रूस) ने अक्टूबर 2024 के BRICS शिखर सम्मेलन की मेज़बानी की, और भारत ने 2023 में SCO की अध्यक्षता करते हुए शिखर सम्मेलन वर्चुअल रूप में आयोजित किया।",
    },
  },
  {
    key: "upsc-gsb-ca-05",
    subject: CA,
    topic: "International Relations and Summits",
    difficulty: "hard",
    format: "how-many",
    asOf: "2025-05-20",
    source: "World Health Assembly resolution WHA78.1 adopting the WHO Pandemic Agreement, 20 May 2025",
    text: howMany(
      [
        "The WHO Pandemic Agreement was adopted by the World Health Assembly in May 2025.",
        "The agreement provides for a Pathogen Access and Benefit-Sharing system, whose details were left to a separate annex.",
        "The agreement entered into force on the day it was adopted.",
      ],
      "With reference to the WHO Pandemic Agreement, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: the 78th World Health Assembly adopted the agreement on 20 May 2025, leaving the PABS annex to be negotiated by an intergovernmental working group. Statement 3 is wrong: the agreement opens for signature only after the PABS annex is adopted, and enters into force after 60 ratifications. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "WHO महामारी समझौता मई 2025 में विश्व स्वास्थ्य सभा द्वारा अंगीकृत किया गया।",
          "समझौता रोगजनक पहुँच और लाभ-साझाकरण प्रणाली का प्रावधान करता है, जिसका विवरण एक अलग अनुलग्नक पर छोड़ा गया।",
          "समझौता अंगीकृत होने के दिन ही लागू हो गया।",
        ],
        "WHO महामारी समझौते के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: 78वीं विश्व स्वास्थ्य सभा ने 20 मई 2025 को समझौता अंगीकृत किया और PABS अनुलग्नक पर वार्ता एक अंतर-सरकारी कार्य समूह पर छोड़ी। कथन 3 गलत है: समझौता PABS अनुलग्नक के अंगीकृत होने के बाद ही हस्ताक्षर के लिए खुलेगा और 60 अनुसमर्थनों के बाद लागू होगा। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-ca-06",
    subject: CA,
    topic: "International Relations and Summits",
    difficulty: "hard",
    format: "how-many",
    asOf: "2026-01-17",
    source:
      "United Nations, Agreement under UNCLOS on Biodiversity Beyond National Jurisdiction (adopted 19 June 2023), status of ratifications and entry into force",
    text: howMany(
      [
        "The agreement was adopted in 2023 under the United Nations Convention on the Law of the Sea.",
        "The agreement entered into force in January 2026, 120 days after the sixtieth ratification.",
        "The agreement governs marine biodiversity within the Exclusive Economic Zones of coastal States.",
      ],
      "With reference to the 'High Seas Treaty' (the BBNJ Agreement), consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: the BBNJ Agreement was adopted on 19 June 2023 as the third implementing agreement under UNCLOS, reached 60 ratifications in September 2025 and entered into force on 17 January 2026. Statement 3 is wrong: it covers areas beyond national jurisdiction, that is, the high seas and the international seabed, not the EEZs. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "यह समझौता 2023 में समुद्री कानून पर संयुक्त राष्ट्र अभिसमय के अंतर्गत अंगीकृत किया गया।",
          "यह समझौता साठवें अनुसमर्थन के 120 दिन बाद, जनवरी 2026 में लागू हुआ।",
          "यह समझौता तटीय राज्यों के अनन्य आर्थिक क्षेत्रों के भीतर समुद्री जैव विविधता को नियंत्रित करता है।",
        ],
        "'हाई सीज़ ट्रीटी' (BBNJ समझौता) के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: BBNJ समझौता 19 जून 2023 को UNCLOS के अंतर्गत तीसरे कार्यान्वयन समझौते के रूप में अंगीकृत हुआ, सितंबर 2025 में 60 अनुसमर्थन पूरे हुए और 17 जनवरी 2026 को यह लागू हुआ। कथन 3 गलत है: यह राष्ट्रीय अधिकार-क्षेत्र से बाहर के क्षेत्रों, अर्थात् खुले समुद्र और अंतरराष्ट्रीय समुद्र तल, पर लागू होता है, अनन्य आर्थिक क्षेत्रों पर नहीं। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-ca-07",
    subject: CA,
    topic: "Sports",
    difficulty: "easy",
    asOf: "2025-11-02",
    source:
      "International Cricket Council, ICC Women's Cricket World Cup 2025, final (Navi Mumbai, 2 November 2025)",
    text: "India won the ICC Women's Cricket World Cup for the first time in November 2025, defeating which team in the final?",
    options: ["Australia", "England", "New Zealand", "South Africa"],
    correct: 3,
    explanation:
      "Led by Harmanpreet Kaur, India beat South Africa in the final at the DY Patil Stadium, Navi Mumbai, on 2 November 2025, for their first women's World Cup title after losing the finals of 2005 and 2017. Australia, the most successful side in the tournament's history, lost to India in the semi-final.",
    hi: {
      text: "नवंबर 2025 में भारत ने पहली बार ICC महिला क्रिकेट विश्व कप जीता। फ़ाइनल में उसने किस टीम को हराया?",
      options: ["ऑस्ट्रेलिया", "इंग्लैंड", "न्यूज़ीलैंड", "दक्षिण अफ्रीका"],
      explanation:
        "हरमनप्रीत कौर की कप्तानी में भारत ने 2 नवंबर 2025 को नवी मुंबई के डीवाई पाटिल स्टेडियम में फ़ाइनल में दक्षिण अफ्रीका को हराकर, 2005 और 2017 के फ़ाइनल हारने के बाद, अपना पहला महिला विश्व कप जीता। प्रतियोगिता के इतिहास की सबसे सफल टीम ऑस्ट्रेलिया सेमीफ़ाइनल में भारत से हारी थी।",
    },
  },
  {
    key: "upsc-gsb-ca-08",
    subject: CA,
    topic: "International Relations and Summits",
    difficulty: "hard",
    format: "how-many",
    asOf: "2025-07-23",
    source:
      "International Court of Justice, Advisory Opinion on Obligations of States in respect of Climate Change, 23 July 2025; UN General Assembly resolution 77/276 (29 March 2023)",
    text: howMany(
      [
        "The advisory opinion was requested by a resolution of the United Nations General Assembly adopted in 2023, an initiative led by Vanuatu.",
        "An advisory opinion of the International Court of Justice is not binding in itself.",
        "The International Court of Justice has its seat at Geneva.",
      ],
      "With reference to the International Court of Justice's advisory opinion of July 2025 on climate change, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statements 1 and 2 are correct: UNGA resolution 77/276 of March 2023, championed by Vanuatu, asked the Court for its opinion, delivered on 23 July 2025; advisory opinions carry great legal weight but are not binding as judgments are. Statement 3 is wrong: the ICJ sits in the Peace Palace at The Hague. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "यह परामर्शी राय 2023 में अंगीकृत संयुक्त राष्ट्र महासभा के एक संकल्प द्वारा माँगी गई, जो वानुअतु के नेतृत्व वाली पहल थी।",
          "अंतरराष्ट्रीय न्यायालय की परामर्शी राय स्वयं में बाध्यकारी नहीं होती।",
          "अंतरराष्ट्रीय न्यायालय का मुख्यालय जिनेवा में है।",
        ],
        "जलवायु परिवर्तन पर जुलाई 2025 की अंतरराष्ट्रीय न्यायालय की परामर्शी राय के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 और 2 सही हैं: वानुअतु द्वारा आगे बढ़ाए गए मार्च 2023 के महासभा संकल्प 77/276 ने न्यायालय से राय माँगी, जो 23 जुलाई 2025 को दी गई; परामर्शी राय का कानूनी महत्व बहुत है पर वह निर्णयों की तरह बाध्यकारी नहीं होती। कथन 3 गलत है: अंतरराष्ट्रीय न्यायालय हेग के पीस पैलेस में स्थित है। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-ca-09",
    subject: CA,
    topic: "Laws and Constitutional Amendments",
    difficulty: "medium",
    format: "how-many",
    asOf: "2025-11-21",
    source:
      "Ministry of Labour and Employment, notification bringing the four Labour Codes into force, 21 November 2025",
    text: howMany(
      [
        "The four Labour Codes together subsume 29 earlier central labour laws.",
        "The Code on Social Security, 2020 extends social security coverage to gig workers and platform workers.",
        "The four Labour Codes were brought into force on 21 November 2025.",
      ],
      "With reference to India's Labour Codes, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 2,
    explanation:
      "All three are correct. The Code on Wages (2019), the Industrial Relations Code (2020), the Code on Social Security (2020) and the Occupational Safety, Health and Working Conditions Code (2020) replaced 29 central laws; the Social Security Code is the first law to define gig and platform workers and provide schemes for them; and the Government brought all four into force on 21 November 2025.",
    hi: {
      text: howManyHi(
        [
          "चारों श्रम संहिताएँ मिलकर पहले के 29 केंद्रीय श्रम कानूनों को समाहित करती हैं।",
          "सामाजिक सुरक्षा संहिता, 2020 गिग कामगारों और प्लेटफ़ॉर्म कामगारों तक सामाजिक सुरक्षा का दायरा बढ़ाती है।",
          "चारों श्रम संहिताएँ 21 नवंबर 2025 को लागू की गईं।",
        ],
        "भारत की श्रम संहिताओं के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "तीनों कथन सही हैं। वेतन संहिता (2019), औद्योगिक संबंध संहिता (2020), सामाजिक सुरक्षा संहिता (2020) और व्यावसायिक सुरक्षा, स्वास्थ्य और कार्य दशा संहिता (2020) ने 29 केंद्रीय कानूनों का स्थान लिया; सामाजिक सुरक्षा संहिता गिग और प्लेटफ़ॉर्म कामगारों को परिभाषित करने और उनके लिए योजनाएँ देने वाला पहला कानून है; और सरकार ने चारों संहिताएँ 21 नवंबर 2025 को लागू कीं।",
    },
  },
  {
    key: "upsc-gsb-ca-10",
    subject: CA,
    topic: "Economy and Schemes",
    difficulty: "hard",
    format: "how-many",
    asOf: "2025-11-01",
    source:
      "Ministry of Finance notification constituting the Sixteenth Finance Commission (31 December 2023); Fifteenth Finance Commission report for 2021-26",
    text: howMany(
      [
        "The Sixteenth Finance Commission is chaired by Arvind Panagariya.",
        "The Sixteenth Finance Commission makes recommendations for the five years beginning 1 April 2026.",
        "The Fifteenth Finance Commission was chaired by N. K. Singh.",
      ],
      "With reference to the Finance Commissions of India, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 2,
    explanation:
      "All three are correct. The Sixteenth Finance Commission was constituted on 31 December 2023 under Article 280 with Arvind Panagariya, a former Vice-Chairman of NITI Aayog, as Chairman, to cover the award period 2026-27 to 2030-31. The Fifteenth Finance Commission, chaired by N. K. Singh, covered 2020-21 and 2021-26.",
    hi: {
      text: howManyHi(
        [
          "सोलहवें वित्त आयोग के अध्यक्ष अरविंद पनगढ़िया हैं।",
          "सोलहवाँ वित्त आयोग 1 अप्रैल 2026 से आरंभ होने वाले पाँच वर्षों के लिए सिफारिशें करता है।",
          "पंद्रहवें वित्त आयोग के अध्यक्ष एन. के. सिंह थे।",
        ],
        "भारत के वित्त आयोगों के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "तीनों कथन सही हैं। सोलहवाँ वित्त आयोग 31 दिसंबर 2023 को अनुच्छेद 280 के अधीन नीति आयोग के पूर्व उपाध्यक्ष अरविंद पनगढ़िया की अध्यक्षता में 2026-27 से 2030-31 की अवधि के लिए गठित हुआ। एन. के. सिंह की अध्यक्षता वाले पंद्रहवें वित्त आयोग ने 2020-21 और 2021-26 की अवधि को कवर किया।",
    },
  },
  {
    key: "upsc-gsb-ca-11",
    subject: CA,
    topic: CA_CONSERVATION_TOPIC,
    difficulty: "medium",
    asOf: "2025-04-20",
    source:
      "Government of Madhya Pradesh and National Tiger Conservation Authority releases on the release of cheetahs in Gandhi Sagar Wildlife Sanctuary, 20 April 2025",
    text: "Under Project Cheetah, which protected area became the second home of cheetahs in India in April 2025, after Kuno National Park?",
    options: [
      "Gandhi Sagar Wildlife Sanctuary",
      "Nauradehi Wildlife Sanctuary",
      "Mukundra Hills Tiger Reserve",
      "Banni grasslands",
    ],
    correct: 0,
    explanation:
      "Two male cheetahs were moved from Kuno to the Gandhi Sagar Wildlife Sanctuary in Mandsaur and Neemuch districts of Madhya Pradesh on 20 April 2025, making it the second site of Project Cheetah, which began with the release of Namibian cheetahs at Kuno in September 2022. Nauradehi, Mukundra Hills and Banni have been discussed as future sites.",
    hi: {
      text: "प्रोजेक्ट चीता के अंतर्गत अप्रैल 2025 में कूनो राष्ट्रीय उद्यान के बाद कौन-सा संरक्षित क्षेत्र भारत में चीतों का दूसरा घर बना?",
      options: [
        "गांधी सागर वन्यजीव अभयारण्य",
        "नौरादेही वन्यजीव अभयारण्य",
        "मुकुंदरा हिल्स बाघ आरक्षित क्षेत्र",
        "बन्नी घास के मैदान",
      ],
      explanation:
        "20 अप्रैल 2025 को दो नर चीते कूनो से मध्य प्रदेश के मंदसौर और नीमच ज़िलों में स्थित गांधी सागर वन्यजीव अभयारण्य में लाए गए, जिससे यह प्रोजेक्ट चीता का दूसरा स्थल बना; यह परियोजना सितंबर 2022 में कूनो में नामीबियाई चीतों को छोड़ने से शुरू हुई थी। नौरादेही, मुकुंदरा हिल्स और बन्नी पर भावी स्थलों के रूप में विचार हुआ है।",
    },
  },
];
