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

const C = "Constitution of India";
const P = "Polity";

/** Polity questions of the two full-length GS Paper I papers (gsa: paper A, gsb: paper B). */
export const gsPolityQuestions: ContentQuestion[] = [
  // ───────────── Paper A ─────────────
  {
    key: "upsc-gsa-pol-01",
    subject: P,
    topic: "Executive",
    difficulty: "medium",
    source: `${C}, Article 66(1)`,
    text: "The Vice-President of India is elected by the members of an electoral college consisting of",
    options: [
      "the elected members of both Houses of Parliament only",
      "the members of both Houses of Parliament, including the nominated members",
      "the elected members of both Houses of Parliament and of the State Legislative Assemblies",
      "the elected members of the Lok Sabha only",
    ],
    correct: 1,
    explanation:
      "Article 66(1) provides that the Vice-President is elected by the members of an electoral college consisting of the members of both Houses of Parliament, elected and nominated alike, by proportional representation by single transferable vote and secret ballot. Unlike the President's election (Article 54), nominated members vote and State Legislative Assemblies take no part.",
    hi: {
      text: "भारत के उपराष्ट्रपति का निर्वाचन ऐसे निर्वाचकगण के सदस्य करते हैं जिसमें शामिल हैं",
      options: [
        "केवल संसद के दोनों सदनों के निर्वाचित सदस्य",
        "संसद के दोनों सदनों के सदस्य, नामनिर्देशित सदस्यों सहित",
        "संसद के दोनों सदनों और राज्य विधान सभाओं के निर्वाचित सदस्य",
        "केवल लोक सभा के निर्वाचित सदस्य",
      ],
      explanation:
        "अनुच्छेद 66(1) के अनुसार उपराष्ट्रपति का निर्वाचन संसद के दोनों सदनों के सदस्यों से, निर्वाचित और नामनिर्देशित दोनों, मिलकर बने निर्वाचकगण के सदस्य एकल संक्रमणीय मत द्वारा आनुपातिक प्रतिनिधित्व पद्धति से गुप्त मतदान द्वारा करते हैं। राष्ट्रपति के निर्वाचन (अनुच्छेद 54) के विपरीत, इसमें नामनिर्देशित सदस्य मत देते हैं और राज्य विधान सभाएँ भाग नहीं लेतीं।",
    },
  },
  {
    key: "upsc-gsa-pol-02",
    subject: P,
    topic: "Judiciary",
    difficulty: "easy",
    source: `${C}, Articles 131, 132, 136 and 143`,
    text: "A dispute between the Government of India and one or more States comes before the Supreme Court in its original jurisdiction under",
    options: ["Article 131", "Article 132", "Article 136", "Article 143"],
    correct: 0,
    explanation:
      "Article 131 gives the Supreme Court exclusive original jurisdiction in disputes between the Government of India and one or more States, or between States, involving a legal right. Article 132 concerns appeals in constitutional cases, Article 136 special leave to appeal, and Article 143 the President's reference for the Court's advisory opinion.",
    hi: {
      text: "भारत सरकार और एक या अधिक राज्यों के बीच कोई विवाद उच्चतम न्यायालय की आरंभिक अधिकारिता में किस अनुच्छेद के अधीन आता है?",
      options: ["अनुच्छेद 131", "अनुच्छेद 132", "अनुच्छेद 136", "अनुच्छेद 143"],
      explanation:
        "अनुच्छेद 131 उच्चतम न्यायालय को भारत सरकार और एक या अधिक राज्यों के बीच, या राज्यों के बीच, किसी विधिक अधिकार से जुड़े विवादों में अनन्य आरंभिक अधिकारिता देता है। अनुच्छेद 132 संवैधानिक मामलों में अपील, अनुच्छेद 136 अपील की विशेष इजाज़त और अनुच्छेद 143 न्यायालय की परामर्शी राय के लिए राष्ट्रपति के निर्देश से संबंधित है।",
    },
  },
  {
    key: "upsc-gsa-pol-03",
    subject: P,
    topic: "Parliament",
    difficulty: "medium",
    format: "how-many",
    source: `${C}, Articles 64, 80(4) and 83(1)`,
    text: howMany(
      [
        "The Vice-President of India is the ex officio Chairman of the Rajya Sabha.",
        "The representatives of the States in the Rajya Sabha are elected by the elected members of the State Legislative Assemblies by proportional representation by means of the single transferable vote.",
        "The Rajya Sabha can be dissolved by the President on the advice of the Council of Ministers.",
      ],
      "With reference to the Rajya Sabha, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statement 1 is correct (Article 64). Statement 2 is correct (Article 80(4)). Statement 3 is wrong: under Article 83(1) the Rajya Sabha is a permanent body not subject to dissolution; one-third of its members retire every second year. Only the Lok Sabha can be dissolved. So only two statements are correct.",
    hi: {
      text: howManyHi(
        [
          "भारत का उपराष्ट्रपति राज्य सभा का पदेन सभापति होता है।",
          "राज्य सभा में राज्यों के प्रतिनिधियों का निर्वाचन राज्य विधान सभाओं के निर्वाचित सदस्य एकल संक्रमणीय मत द्वारा आनुपातिक प्रतिनिधित्व पद्धति से करते हैं।",
          "राष्ट्रपति मंत्रिपरिषद् की सलाह पर राज्य सभा का विघटन कर सकता है।",
        ],
        "राज्य सभा के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 सही है (अनुच्छेद 64)। कथन 2 सही है (अनुच्छेद 80(4))। कथन 3 गलत है: अनुच्छेद 83(1) के अनुसार राज्य सभा एक स्थायी निकाय है जिसका विघटन नहीं होता; इसके एक-तिहाई सदस्य हर दूसरे वर्ष सेवानिवृत्त होते हैं। केवल लोक सभा का विघटन हो सकता है। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsa-pol-04",
    subject: P,
    topic: "Judiciary",
    difficulty: "easy",
    source: `${C}, Articles 32 and 226; NCERT Indian Constitution at Work Class 11, Ch. 2 Rights in the Indian Constitution`,
    text: "Which writ is issued by a court to command a public official or body to perform a public duty that it has failed or refused to perform?",
    options: ["Habeas corpus", "Quo warranto", "Certiorari", "Mandamus"],
    correct: 3,
    explanation:
      "Mandamus ('we command') orders a public authority to do a duty the law imposes on it. Habeas corpus orders a detained person to be produced before the court, certiorari quashes the order of a lower court or tribunal, and quo warranto asks by what authority a person holds a public office.",
    hi: {
      text: "कौन-सी रिट न्यायालय द्वारा किसी लोक अधिकारी या निकाय को वह लोक कर्तव्य करने का आदेश देने के लिए जारी की जाती है, जिसे करने में वह विफल रहा है या जिसे करने से उसने इनकार किया है?",
      options: ["बंदी प्रत्यक्षीकरण", "अधिकार-पृच्छा", "उत्प्रेषण", "परमादेश"],
      explanation:
        "परमादेश ('हम आदेश देते हैं') किसी लोक प्राधिकारी को कानून द्वारा उस पर डाला गया कर्तव्य करने का आदेश देता है। बंदी प्रत्यक्षीकरण निरुद्ध व्यक्ति को न्यायालय के सामने प्रस्तुत करने का, उत्प्रेषण निचले न्यायालय या अधिकरण के आदेश को रद्द करने का और अधिकार-पृच्छा यह पूछने का आदेश है कि कोई व्यक्ति किस अधिकार से लोक पद धारण किए हुए है।",
    },
  },
  {
    key: "upsc-gsa-pol-05",
    subject: P,
    topic: "Constitution and its Making",
    difficulty: "medium",
    format: "statement-pair",
    source: `${C}, Preamble; Constitution (Forty-second Amendment) Act, 1976; Kesavananda Bharati v. State of Kerala (1973)`,
    text: statementPair(
      "The Preamble to the Constitution of India has been amended only once, by the Constitution (Forty-second Amendment) Act, 1976.",
      "In the Kesavananda Bharati case (1973), the Supreme Court held that the Preamble is a part of the Constitution.",
    ),
    options: STATEMENT_PAIR,
    correct: 1,
    explanation:
      "Statement-I is correct: the 42nd Amendment added 'Socialist', 'Secular' and 'integrity', and the Preamble has not been amended since. Statement-II is also correct: Kesavananda Bharati held the Preamble to be a part of the Constitution (reversing the Berubari view of 1960). But Statement-II does not explain why there has been only one amendment; it explains why the Preamble can be amended at all, subject to the basic structure.",
    hi: {
      text: statementPairHi(
        "भारत के संविधान की उद्देशिका में केवल एक बार, संविधान (बयालीसवाँ संशोधन) अधिनियम, 1976 द्वारा, संशोधन किया गया है।",
        "केशवानंद भारती मामले (1973) में उच्चतम न्यायालय ने माना कि उद्देशिका संविधान का भाग है।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "कथन-I सही है: 42वें संशोधन ने 'समाजवादी', 'पंथनिरपेक्ष' और 'अखंडता' शब्द जोड़े, और उसके बाद उद्देशिका में संशोधन नहीं हुआ। कथन-II भी सही है: केशवानंद भारती मामले में उद्देशिका को संविधान का भाग माना गया (1960 के बेरुबाड़ी मत को पलटते हुए)। परंतु कथन-II यह नहीं बताता कि संशोधन केवल एक बार क्यों हुआ; वह केवल यह बताता है कि मूल ढाँचे की सीमा में उद्देशिका का संशोधन संभव है।",
    },
  },
  {
    key: "upsc-gsa-pol-06",
    subject: P,
    topic: "Fundamental Rights",
    difficulty: "easy",
    source: `${C}, Part IVA, Article 51A; Constitution (Forty-second Amendment) Act, 1976`,
    text: "The Fundamental Duties were inserted into the Constitution of India in 1976 on the recommendation of the",
    options: [
      "Sarkaria Commission",
      "Ashok Mehta Committee",
      "Balwant Rai Mehta Committee",
      "Swaran Singh Committee",
    ],
    correct: 3,
    explanation:
      "The Swaran Singh Committee (1976) recommended a chapter on duties, and the 42nd Amendment added Part IVA (Article 51A) with ten duties; the eleventh was added in 2002. The Sarkaria Commission examined Centre-State relations, and the Balwant Rai Mehta and Ashok Mehta committees dealt with panchayati raj.",
    hi: {
      text: "1976 में भारत के संविधान में मूल कर्तव्य किसकी सिफारिश पर जोड़े गए?",
      options: ["सरकारिया आयोग", "अशोक मेहता समिति", "बलवंत राय मेहता समिति", "स्वर्ण सिंह समिति"],
      explanation:
        "स्वर्ण सिंह समिति (1976) ने कर्तव्यों का एक अध्याय जोड़ने की सिफारिश की, और 42वें संशोधन ने दस कर्तव्यों के साथ भाग 4क (अनुच्छेद 51क) जोड़ा; ग्यारहवाँ कर्तव्य 2002 में जोड़ा गया। सरकारिया आयोग ने केंद्र-राज्य संबंधों की जाँच की, और बलवंत राय मेहता तथा अशोक मेहता समितियाँ पंचायती राज से संबंधित थीं।",
    },
  },
  {
    key: "upsc-gsa-pol-07",
    subject: P,
    topic: "Fundamental Rights",
    difficulty: "medium",
    format: "how-many",
    source: `${C}, Article 51A`,
    text: howMany(
      [
        "To safeguard public property and to abjure violence",
        "To vote at every election to the Lok Sabha and the State Legislative Assembly",
        "To develop the scientific temper, humanism and the spirit of inquiry and reform",
      ],
      "Consider the following:",
      "How many of the above are Fundamental Duties listed in Article 51A of the Constitution of India?",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Safeguarding public property and abjuring violence is duty 51A(i), and developing the scientific temper, humanism and the spirit of inquiry is duty 51A(h). Voting is a right under the Representation of the People Act, 1951, not a Fundamental Duty. So only two of them are Fundamental Duties.",
    hi: {
      text: howManyHi(
        [
          "सार्वजनिक संपत्ति को सुरक्षित रखना और हिंसा से दूर रहना",
          "लोक सभा और राज्य विधान सभा के प्रत्येक निर्वाचन में मतदान करना",
          "वैज्ञानिक दृष्टिकोण, मानववाद और ज्ञानार्जन तथा सुधार की भावना का विकास करना",
        ],
        "निम्नलिखित पर विचार कीजिए:",
        "उपर्युक्त में से कितने भारत के संविधान के अनुच्छेद 51क में सूचीबद्ध मूल कर्तव्य हैं?",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "सार्वजनिक संपत्ति को सुरक्षित रखना और हिंसा से दूर रहना कर्तव्य 51क(i) है, और वैज्ञानिक दृष्टिकोण, मानववाद तथा ज्ञानार्जन की भावना का विकास कर्तव्य 51क(h) है। मतदान लोक प्रतिनिधित्व अधिनियम, 1951 के अधीन एक अधिकार है, मूल कर्तव्य नहीं। अतः इनमें से केवल दो मूल कर्तव्य हैं।",
    },
  },
  {
    key: "upsc-gsa-pol-08",
    subject: P,
    topic: "Parliament",
    difficulty: "easy",
    source: `${C}, Article 110(3)`,
    text: "If a question arises whether a Bill is a Money Bill, whose decision on it is final?",
    options: [
      "The President of India",
      "The Union Minister of Finance",
      "The Chairman of the Rajya Sabha",
      "The Speaker of the Lok Sabha",
    ],
    correct: 3,
    explanation:
      "Article 110(3) makes the decision of the Speaker of the Lok Sabha final on whether a Bill is a Money Bill, and the Speaker endorses a certificate on it when it goes to the Rajya Sabha and to the President. The President's role is the prior recommendation for its introduction, not the certification.",
    hi: {
      text: "यदि यह प्रश्न उठे कि कोई विधेयक धन विधेयक है या नहीं, तो इस पर किसका विनिश्चय अंतिम होता है?",
      options: ["भारत का राष्ट्रपति", "केंद्रीय वित्त मंत्री", "राज्य सभा का सभापति", "लोक सभा का अध्यक्ष"],
      explanation:
        "अनुच्छेद 110(3) के अनुसार कोई विधेयक धन विधेयक है या नहीं, इस पर लोक सभा के अध्यक्ष का विनिश्चय अंतिम है, और राज्य सभा तथा राष्ट्रपति को भेजते समय अध्यक्ष उस पर प्रमाणपत्र पृष्ठांकित करता है। राष्ट्रपति की भूमिका इसे प्रस्तुत करने की पूर्व सिफारिश की है, प्रमाणन की नहीं।",
    },
  },
  {
    key: "upsc-gsb-pol-14",
    subject: P,
    topic: "Executive",
    difficulty: "easy",
    source: `${C}, Article 75(1A) (Constitution (Ninety-first Amendment) Act, 2003)`,
    text: "Under the Constitution of India, the total number of ministers, including the Prime Minister, in the Union Council of Ministers shall not exceed what percentage of the total number of members of the Lok Sabha?",
    options: ["10 per cent", "12 per cent", "15 per cent", "20 per cent"],
    correct: 2,
    explanation:
      "Article 75(1A), inserted by the 91st Amendment (2003), caps the Union Council of Ministers at 15 per cent of the total membership of the Lok Sabha. Article 164(1A) sets the same 15 per cent cap for a State, with a minimum of twelve ministers.",
    hi: {
      text: "भारत के संविधान के अनुसार संघ की मंत्रिपरिषद् में प्रधानमंत्री सहित मंत्रियों की कुल संख्या लोक सभा के सदस्यों की कुल संख्या के कितने प्रतिशत से अधिक नहीं होगी?",
      options: ["10 प्रतिशत", "12 प्रतिशत", "15 प्रतिशत", "20 प्रतिशत"],
      explanation:
        "91वें संशोधन (2003) द्वारा जोड़ा गया अनुच्छेद 75(1क) संघ की मंत्रिपरिषद् को लोक सभा की कुल सदस्य संख्या के 15 प्रतिशत तक सीमित करता है। अनुच्छेद 164(1क) राज्यों के लिए भी यही 15 प्रतिशत सीमा रखता है, न्यूनतम बारह मंत्रियों के साथ।",
    },
  },
  {
    key: "upsc-gsa-pol-10",
    subject: P,
    topic: "Executive",
    difficulty: "medium",
    format: "how-many",
    source: `${C}, Articles 72, 123 and 143`,
    text: pairs("(Article : Subject)", [
      "Article 72 : Power of the President to grant pardons",
      "Article 123 : Power of the President to promulgate Ordinances",
      "Article 143 : Power of the President to consult the Supreme Court",
    ]),
    options: HOW_MANY_3,
    correct: 2,
    explanation:
      "All three pairs are correct. Article 72 gives the President power to grant pardons, reprieves, respites and remissions; Article 123 lets the President promulgate Ordinances when Parliament is not in session; and Article 143 lets the President refer a question of law or fact to the Supreme Court for its opinion (the advisory jurisdiction).",
    hi: {
      text: pairsHi("(अनुच्छेद : विषय)", [
        "अनुच्छेद 72 : राष्ट्रपति की क्षमा आदि करने की शक्ति",
        "अनुच्छेद 123 : राष्ट्रपति की अध्यादेश प्रख्यापित करने की शक्ति",
        "अनुच्छेद 143 : राष्ट्रपति की उच्चतम न्यायालय से परामर्श करने की शक्ति",
      ]),
      options: HOW_MANY_3_HI,
      explanation:
        "तीनों युग्म सही हैं। अनुच्छेद 72 राष्ट्रपति को क्षमा, प्रविलंबन, विराम और परिहार की शक्ति देता है; अनुच्छेद 123 संसद का सत्र न होने पर अध्यादेश प्रख्यापित करने की शक्ति देता है; और अनुच्छेद 143 राष्ट्रपति को विधि या तथ्य का कोई प्रश्न राय के लिए उच्चतम न्यायालय को निर्देशित करने देता है (परामर्शी अधिकारिता)।",
    },
  },
  {
    key: "upsc-gsa-pol-11",
    subject: P,
    topic: "Executive",
    difficulty: "medium",
    format: "statement-pair",
    source: `${C}, Article 75(5)`,
    text: statementPair(
      "A person who is not a member of either House of Parliament can be appointed a Union Minister.",
      "A Minister who for any period of six consecutive months is not a member of either House of Parliament ceases to be a Minister at the end of that period.",
    ),
    options: STATEMENT_PAIR,
    correct: 0,
    explanation:
      "Both statements are correct, and Statement-II explains Statement-I: because Article 75(5) only requires a Minister to become a member of either House within six months, a non-member can be appointed and must get elected or nominated within that time.",
    hi: {
      text: statementPairHi(
        "जो व्यक्ति संसद के किसी भी सदन का सदस्य नहीं है, उसे केंद्रीय मंत्री नियुक्त किया जा सकता है।",
        "कोई मंत्री जो निरंतर छह मास की किसी अवधि तक संसद के किसी सदन का सदस्य नहीं है, उस अवधि की समाप्ति पर मंत्री नहीं रहेगा।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं और कथन-II, कथन-I की व्याख्या करता है: अनुच्छेद 75(5) केवल यह अपेक्षा करता है कि मंत्री छह मास के भीतर किसी सदन का सदस्य बन जाए, इसलिए गैर-सदस्य को नियुक्त किया जा सकता है और उसे उस अवधि में निर्वाचित या नामनिर्देशित होना होता है।",
    },
  },
  {
    key: "upsc-gsa-pol-12",
    subject: P,
    topic: "Executive",
    difficulty: "hard",
    format: "how-many",
    source: `${C}, Articles 352(4), 352(6), 356(3) and 360`,
    text: howMany(
      [
        "A Proclamation of National Emergency ceases to operate unless approved by resolutions of both Houses of Parliament within one month.",
        "The resolution approving a Proclamation of National Emergency must be passed by a majority of the total membership of each House and by not less than two-thirds of the members present and voting.",
        "A Proclamation of President's Rule under Article 356 must be approved by both Houses of Parliament within two months.",
        "A Financial Emergency under Article 360 has been proclaimed once, in 1991.",
      ],
      "With reference to the emergency provisions of the Constitution of India, consider the following statements:",
    ),
    options: HOW_MANY_4,
    correct: 2,
    explanation:
      "Statements 1 and 2 are correct: after the 44th Amendment (1978) a National Emergency must be approved within one month (Article 352(4)) by a special majority of each House (Article 352(6)). Statement 3 is correct: Article 356(3) gives two months. Statement 4 is wrong: no Financial Emergency has ever been proclaimed, even during the 1991 balance of payments crisis. So only three are correct.",
    hi: {
      text: howManyHi(
        [
          "राष्ट्रीय आपात की उद्घोषणा तब तक प्रवर्तन में नहीं रहती जब तक एक मास के भीतर संसद के दोनों सदनों के संकल्पों द्वारा उसका अनुमोदन न हो जाए।",
          "राष्ट्रीय आपात की उद्घोषणा का अनुमोदन करने वाला संकल्प प्रत्येक सदन की कुल सदस्य संख्या के बहुमत द्वारा तथा उपस्थित और मत देने वाले सदस्यों के कम से कम दो-तिहाई बहुमत द्वारा पारित होना चाहिए।",
          "अनुच्छेद 356 के अधीन राष्ट्रपति शासन की उद्घोषणा का संसद के दोनों सदनों द्वारा दो मास के भीतर अनुमोदन होना चाहिए।",
          "अनुच्छेद 360 के अधीन वित्तीय आपात एक बार, 1991 में, उद्घोषित किया गया है।",
        ],
        "भारत के संविधान के आपात उपबंधों के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_4_HI,
      explanation:
        "कथन 1 और 2 सही हैं: 44वें संशोधन (1978) के बाद राष्ट्रीय आपात का एक मास के भीतर (अनुच्छेद 352(4)) प्रत्येक सदन के विशेष बहुमत से (अनुच्छेद 352(6)) अनुमोदन आवश्यक है। कथन 3 सही है: अनुच्छेद 356(3) दो मास देता है। कथन 4 गलत है: 1991 के भुगतान संतुलन संकट में भी कभी वित्तीय आपात उद्घोषित नहीं हुआ। अतः केवल तीन कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsa-pol-13",
    subject: P,
    topic: "Local Government",
    difficulty: "medium",
    source: `${C}, Articles 243I, 243ZD and 243ZE`,
    text: "Under the Constitution of India, which body consolidates the plans prepared by the panchayats and the municipalities and prepares a draft development plan for the district as a whole?",
    options: [
      "The State Finance Commission",
      "The Metropolitan Planning Committee",
      "The Zila Parishad",
      "The District Planning Committee",
    ],
    correct: 3,
    explanation:
      "Article 243ZD, inserted by the 74th Amendment, requires a District Planning Committee in every district to consolidate the plans of panchayats and municipalities and prepare a draft development plan for the district. The Metropolitan Planning Committee (Article 243ZE) plans for a metropolitan area, the State Finance Commission (Article 243I) reviews local finances, and the Zila Parishad plans only for the rural areas of the district.",
    hi: {
      text: "भारत के संविधान के अनुसार कौन-सा निकाय पंचायतों और नगरपालिकाओं द्वारा तैयार योजनाओं को समेकित करता है और पूरे ज़िले के लिए विकास योजना का प्रारूप तैयार करता है?",
      options: ["राज्य वित्त आयोग", "महानगर योजना समिति", "ज़िला परिषद्", "ज़िला योजना समिति"],
      explanation:
        "74वें संशोधन द्वारा जोड़ा गया अनुच्छेद 243यघ प्रत्येक ज़िले में एक ज़िला योजना समिति की अपेक्षा करता है, जो पंचायतों और नगरपालिकाओं की योजनाओं को समेकित कर ज़िले के लिए विकास योजना का प्रारूप तैयार करे। महानगर योजना समिति (अनुच्छेद 243यङ) महानगर क्षेत्र के लिए योजना बनाती है, राज्य वित्त आयोग (अनुच्छेद 243झ) स्थानीय वित्त की समीक्षा करता है, और ज़िला परिषद् केवल ज़िले के ग्रामीण क्षेत्रों के लिए योजना बनाती है।",
    },
  },
  // ───────────── Paper B ─────────────
  {
    key: "upsc-gsb-pol-01",
    subject: P,
    topic: "Executive",
    difficulty: "hard",
    format: "how-many",
    source: `${C}, Articles 153, 155, 156, 200 and 213`,
    text: howMany(
      [
        "The Governor may reserve a Bill passed by the State Legislature for the consideration of the President.",
        "The Governor may promulgate Ordinances when the State Legislature is not in session.",
        "The same person may be appointed Governor of two or more States.",
        "The Constitution lays down the grounds on which a Governor may be removed from office.",
      ],
      "With reference to the Governor of a State, consider the following statements:",
    ),
    options: HOW_MANY_4,
    correct: 2,
    explanation:
      "Statements 1, 2 and 3 are correct: Article 200 allows reservation of Bills, Article 213 gives the ordinance power, and the proviso to Article 153 (added by the 7th Amendment, 1956) allows one Governor for two or more States. Statement 4 is wrong: under Article 156 the Governor holds office during the pleasure of the President, and the Constitution lays down no grounds for removal (in B.P. Singhal, 2010, the Supreme Court held that the pleasure cannot be exercised arbitrarily). So only three are correct.",
    hi: {
      text: howManyHi(
        [
          "राज्यपाल राज्य विधान-मंडल द्वारा पारित किसी विधेयक को राष्ट्रपति के विचार के लिए आरक्षित रख सकता है।",
          "जब राज्य विधान-मंडल सत्र में न हो, तब राज्यपाल अध्यादेश प्रख्यापित कर सकता है।",
          "एक ही व्यक्ति को दो या अधिक राज्यों का राज्यपाल नियुक्त किया जा सकता है।",
          "संविधान उन आधारों का उल्लेख करता है जिन पर राज्यपाल को पद से हटाया जा सकता है।",
        ],
        "किसी राज्य के राज्यपाल के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_4_HI,
      explanation:
        "कथन 1, 2 और 3 सही हैं: अनुच्छेद 200 विधेयकों को आरक्षित रखने, अनुच्छेद 213 अध्यादेश की शक्ति और अनुच्छेद 153 का परंतुक (7वाँ संशोधन, 1956) दो या अधिक राज्यों के लिए एक राज्यपाल की अनुमति देता है। कथन 4 गलत है: अनुच्छेद 156 के अनुसार राज्यपाल राष्ट्रपति के प्रसादपर्यंत पद धारण करता है और संविधान हटाने के कोई आधार नहीं बताता (बी. पी. सिंघल मामले, 2010 में उच्चतम न्यायालय ने कहा कि यह प्रसाद मनमाने ढंग से प्रयोग नहीं किया जा सकता)। अतः केवल तीन कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-pol-02",
    subject: P,
    topic: "Constitutional and Statutory Bodies",
    difficulty: "medium",
    format: "how-many",
    source: `${C}, Article 280; Finance Commission (Miscellaneous Provisions) Act, 1951`,
    text: howMany(
      [
        "The Finance Commission is constituted by the President at the expiration of every fifth year or at such earlier time as the President considers necessary.",
        "The recommendations of the Finance Commission are binding on the Union Government.",
        "The qualifications of the members of the Finance Commission are determined by Parliament by law.",
      ],
      "With reference to the Finance Commission of India, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statement 1 is correct (Article 280(1)). Statement 2 is wrong: the recommendations are advisory; the President lays them before Parliament with an explanatory memorandum of the action taken (Article 281). Statement 3 is correct: Article 280(2) lets Parliament determine the qualifications, which it did by the Finance Commission (Miscellaneous Provisions) Act, 1951. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "वित्त आयोग का गठन राष्ट्रपति द्वारा प्रत्येक पाँचवें वर्ष की समाप्ति पर या ऐसे पूर्वतर समय पर किया जाता है जिसे राष्ट्रपति आवश्यक समझे।",
          "वित्त आयोग की सिफारिशें केंद्र सरकार पर बाध्यकारी होती हैं।",
          "वित्त आयोग के सदस्यों की अर्हताएँ संसद विधि द्वारा निर्धारित करती है।",
        ],
        "भारत के वित्त आयोग के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 सही है (अनुच्छेद 280(1))। कथन 2 गलत है: सिफारिशें सलाहकारी होती हैं; राष्ट्रपति उन्हें की गई कार्यवाही के स्पष्टीकारक ज्ञापन के साथ संसद के समक्ष रखवाता है (अनुच्छेद 281)। कथन 3 सही है: अनुच्छेद 280(2) संसद को अर्हताएँ निर्धारित करने देता है, जो उसने वित्त आयोग (प्रकीर्ण उपबंध) अधिनियम, 1951 से कीं। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-pol-03",
    subject: P,
    topic: "Parliament",
    difficulty: "medium",
    format: "statement-pair",
    source: `${C}, Article 94, proviso`,
    text: statementPair(
      "The Speaker of the Lok Sabha does not vacate office when the Lok Sabha is dissolved.",
      "Under the Constitution, the Speaker continues in office until immediately before the first meeting of the House of the People after the dissolution.",
    ),
    options: STATEMENT_PAIR,
    correct: 0,
    explanation:
      "Both statements are correct and Statement-II explains Statement-I: the proviso to Article 94 keeps the Speaker in office after a dissolution until just before the new Lok Sabha first meets, so the office is never vacant in between.",
    hi: {
      text: statementPairHi(
        "लोक सभा का विघटन होने पर लोक सभा का अध्यक्ष अपना पद रिक्त नहीं करता।",
        "संविधान के अनुसार विघटन के पश्चात् लोक सभा के प्रथम अधिवेशन के ठीक पहले तक अध्यक्ष अपने पद पर बना रहता है।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "दोनों कथन सही हैं और कथन-II, कथन-I की व्याख्या करता है: अनुच्छेद 94 का परंतुक विघटन के बाद अध्यक्ष को नई लोक सभा के प्रथम अधिवेशन के ठीक पहले तक पद पर बनाए रखता है, इसलिए बीच में पद कभी रिक्त नहीं होता।",
    },
  },
  {
    key: "upsc-gsb-pol-04",
    subject: P,
    topic: "Judiciary",
    difficulty: "hard",
    format: "how-many",
    source: `${C}, Articles 124(4), 124(5), 128 and 217(1); Judges (Inquiry) Act, 1968`,
    text: howMany(
      [
        "A judge of the Supreme Court can be removed by an order of the President passed after an address by each House of Parliament, supported by a majority of its total membership and by not less than two-thirds of the members present and voting.",
        "The procedure for the investigation and proof of the misbehaviour or incapacity of a judge is regulated by the Judges (Inquiry) Act, 1968.",
        "The Chief Justice of India may, with the previous consent of the President, request a retired judge of the Supreme Court to sit and act as a judge of the Supreme Court.",
        "A judge of a High Court holds office until the age of sixty-five years.",
      ],
      "With reference to the higher judiciary in India, consider the following statements:",
    ),
    options: HOW_MANY_4,
    correct: 2,
    explanation:
      "Statement 1 is correct (Article 124(4)), statement 2 is correct (Article 124(5) lets Parliament regulate the procedure, done by the Judges (Inquiry) Act, 1968) and statement 3 is correct (Article 128). Statement 4 is wrong: High Court judges retire at 62 (Article 217(1)); 65 is the age for Supreme Court judges. So only three are correct.",
    hi: {
      text: howManyHi(
        [
          "उच्चतम न्यायालय के किसी न्यायाधीश को संसद के प्रत्येक सदन द्वारा उसकी कुल सदस्य संख्या के बहुमत तथा उपस्थित और मत देने वाले सदस्यों के कम से कम दो-तिहाई बहुमत से समर्थित समावेदन के बाद राष्ट्रपति के आदेश से हटाया जा सकता है।",
          "किसी न्यायाधीश के कदाचार या असमर्थता के अन्वेषण और साबित करने की प्रक्रिया न्यायाधीश (जाँच) अधिनियम, 1968 द्वारा विनियमित होती है।",
          "भारत का मुख्य न्यायमूर्ति राष्ट्रपति की पूर्व सहमति से उच्चतम न्यायालय के किसी सेवानिवृत्त न्यायाधीश से उच्चतम न्यायालय के न्यायाधीश के रूप में बैठने और कार्य करने का अनुरोध कर सकता है।",
          "उच्च न्यायालय का न्यायाधीश पैंसठ वर्ष की आयु तक पद धारण करता है।",
        ],
        "भारत में उच्चतर न्यायपालिका के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_4_HI,
      explanation:
        "कथन 1 सही है (अनुच्छेद 124(4)), कथन 2 सही है (अनुच्छेद 124(5) संसद को प्रक्रिया विनियमित करने देता है, जो न्यायाधीश (जाँच) अधिनियम, 1968 से किया गया) और कथन 3 सही है (अनुच्छेद 128)। कथन 4 गलत है: उच्च न्यायालय के न्यायाधीश 62 वर्ष की आयु पर सेवानिवृत्त होते हैं (अनुच्छेद 217(1)); 65 वर्ष उच्चतम न्यायालय के न्यायाधीशों के लिए है। अतः केवल तीन कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsa-pol-14",
    subject: P,
    topic: "Parliament",
    difficulty: "hard",
    format: "how-many",
    source:
      "Rules of Procedure and Conduct of Business in Lok Sabha, Rules 308 and 309 (Public Accounts Committee) and 310 and 311 (Committee on Estimates)",
    text: howMany(
      [
        "The Public Accounts Committee has members from both the Lok Sabha and the Rajya Sabha.",
        "All the members of the Committee on Estimates are from the Lok Sabha.",
        "By a convention followed since 1967, the Chairman of the Public Accounts Committee is a member of the Opposition appointed by the Speaker.",
      ],
      "With reference to the financial committees of Parliament, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 2,
    explanation:
      "All three are correct. The Public Accounts Committee has 15 members elected by the Lok Sabha and 7 members of the Rajya Sabha associated with it; the Committee on Estimates has 30 members, all from the Lok Sabha; and since 1967 the Speaker has appointed a member of the Opposition as Chairman of the PAC.",
    hi: {
      text: howManyHi(
        [
          "लोक लेखा समिति में लोक सभा और राज्य सभा दोनों के सदस्य होते हैं।",
          "प्राक्कलन समिति के सभी सदस्य लोक सभा से होते हैं।",
          "1967 से चली आ रही परिपाटी के अनुसार लोक लेखा समिति का सभापति विपक्ष का कोई सदस्य होता है, जिसे अध्यक्ष नियुक्त करता है।",
        ],
        "संसद की वित्तीय समितियों के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "तीनों कथन सही हैं। लोक लेखा समिति में लोक सभा द्वारा निर्वाचित 15 सदस्य और उससे संबद्ध राज्य सभा के 7 सदस्य होते हैं; प्राक्कलन समिति के सभी 30 सदस्य लोक सभा से होते हैं; और 1967 से अध्यक्ष विपक्ष के एक सदस्य को लोक लेखा समिति का सभापति नियुक्त करता आया है।",
    },
  },
  {
    key: "upsc-gsb-pol-06",
    subject: P,
    topic: "Parliament",
    difficulty: "hard",
    format: "how-many",
    source: `${C}, Tenth Schedule, paragraphs 2(3) and 6; Kihoto Hollohan v. Zachillhu (1992); Constitution (Ninety-first Amendment) Act, 2003`,
    text: howMany(
      [
        "A nominated member of a House is not disqualified if he or she joins a political party within six months of taking the seat.",
        "The decision of the Chairman or Speaker on a question of disqualification under the Tenth Schedule cannot be examined by any court.",
        "The Constitution (Ninety-first Amendment) Act, 2003 deleted the exception for a 'split' by one-third of a legislature party.",
      ],
      "With reference to the anti-defection law in India, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statement 1 is correct (paragraph 2(3) of the Tenth Schedule). Statement 2 is wrong: in Kihoto Hollohan (1992) the Supreme Court held that the presiding officer acts as a tribunal and the decision is open to judicial review on limited grounds. Statement 3 is correct: the 91st Amendment deleted paragraph 3 on splits, leaving only the merger exception of two-thirds. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "किसी सदन का नामनिर्देशित सदस्य यदि अपना स्थान ग्रहण करने के छह मास के भीतर किसी राजनीतिक दल में शामिल हो जाए, तो वह निरर्ह नहीं होता।",
          "दसवीं अनुसूची के अधीन निरर्हता के प्रश्न पर सभापति या अध्यक्ष के विनिश्चय की किसी न्यायालय में जाँच नहीं की जा सकती।",
          "संविधान (इक्यानबेवाँ संशोधन) अधिनियम, 2003 ने विधान-दल के एक-तिहाई सदस्यों द्वारा 'विभाजन' के अपवाद को हटा दिया।",
        ],
        "भारत में दल-बदल विरोधी कानून के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 सही है (दसवीं अनुसूची का पैरा 2(3))। कथन 2 गलत है: किहोतो होलोहन मामले (1992) में उच्चतम न्यायालय ने माना कि पीठासीन अधिकारी अधिकरण के रूप में कार्य करता है और उसका विनिश्चय सीमित आधारों पर न्यायिक पुनर्विलोकन के अधीन है। कथन 3 सही है: 91वें संशोधन ने विभाजन संबंधी पैरा 3 हटा दिया, केवल दो-तिहाई के विलय का अपवाद बचा। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-pol-07",
    subject: P,
    topic: "Executive",
    difficulty: "medium",
    format: "statement-pair",
    source: `${C}, Articles 76 and 88`,
    text: statementPair(
      "The Attorney General of India has the right to speak in and take part in the proceedings of either House of Parliament, but not to vote.",
      "The Attorney General of India is a member of the Union Cabinet.",
    ),
    options: STATEMENT_PAIR,
    correct: 2,
    explanation:
      "Statement-I is correct: Article 88 gives the Attorney General the right to speak and take part in the proceedings of either House, a joint sitting or a committee, without the right to vote. Statement-II is wrong: the Attorney General is appointed by the President under Article 76 and is not a member of the Cabinet or of the Council of Ministers.",
    hi: {
      text: statementPairHi(
        "भारत के महान्यायवादी को संसद के किसी भी सदन की कार्यवाही में बोलने और भाग लेने का अधिकार है, किंतु मत देने का नहीं।",
        "भारत का महान्यायवादी केंद्रीय मंत्रिमंडल का सदस्य होता है।",
      ),
      options: STATEMENT_PAIR_HI,
      explanation:
        "कथन-I सही है: अनुच्छेद 88 महान्यायवादी को किसी भी सदन, संयुक्त बैठक या समिति की कार्यवाही में बोलने और भाग लेने का अधिकार देता है, मत देने का नहीं। कथन-II गलत है: महान्यायवादी की नियुक्ति अनुच्छेद 76 के अधीन राष्ट्रपति करता है और वह मंत्रिमंडल या मंत्रिपरिषद् का सदस्य नहीं होता।",
    },
  },
  {
    key: "upsc-gsb-pol-08",
    subject: P,
    topic: "Local Government",
    difficulty: "hard",
    format: "how-many",
    source: `${C}, Article 244 and the Fifth and Sixth Schedules`,
    text: howMany(
      [
        "The Sixth Schedule applies to the tribal areas of Assam, Meghalaya, Tripura and Mizoram.",
        "Autonomous District Councils under the Sixth Schedule can make laws on matters such as the allotment of land and the regulation of shifting cultivation.",
        "Under the Fifth Schedule, the Governor may direct that a particular Act of Parliament shall not apply to a Scheduled Area of the State.",
      ],
      "With reference to the administration of Scheduled and Tribal Areas, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 2,
    explanation:
      "All three are correct. Article 244(2) and the Sixth Schedule cover the tribal areas of Assam, Meghalaya, Tripura and Mizoram; paragraph 3 of the Sixth Schedule lets district councils legislate on land, non-reserved forests, shifting cultivation and similar matters; and paragraph 5 of the Fifth Schedule lets the Governor exclude or modify the application of an Act of Parliament or of the State Legislature to a Scheduled Area.",
    hi: {
      text: howManyHi(
        [
          "छठी अनुसूची असम, मेघालय, त्रिपुरा और मिज़ोरम के जनजाति क्षेत्रों पर लागू होती है।",
          "छठी अनुसूची के अधीन स्वशासी जिला परिषदें भूमि के आबंटन और झूम खेती के विनियमन जैसे विषयों पर विधि बना सकती हैं।",
          "पाँचवीं अनुसूची के अधीन राज्यपाल निर्देश दे सकता है कि संसद का कोई विशेष अधिनियम राज्य के किसी अनुसूचित क्षेत्र पर लागू नहीं होगा।",
        ],
        "अनुसूचित और जनजाति क्षेत्रों के प्रशासन के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "तीनों कथन सही हैं। अनुच्छेद 244(2) और छठी अनुसूची असम, मेघालय, त्रिपुरा और मिज़ोरम के जनजाति क्षेत्रों पर लागू होती है; छठी अनुसूची का पैरा 3 जिला परिषदों को भूमि, अनारक्षित वन, झूम खेती आदि पर विधि बनाने देता है; और पाँचवीं अनुसूची का पैरा 5 राज्यपाल को संसद या राज्य विधान-मंडल के किसी अधिनियम को अनुसूचित क्षेत्र पर लागू न करने या संशोधित रूप में लागू करने देता है।",
    },
  },
  {
    key: "upsc-gsb-pol-09",
    subject: P,
    topic: "Constitutional and Statutory Bodies",
    difficulty: "easy",
    source: `${C}, Article 324`,
    text: "The superintendence, direction and control of elections to Parliament, the State Legislatures and the offices of the President and the Vice-President are vested in the Election Commission by",
    options: ["Article 280", "Article 315", "Article 324", "Article 338"],
    correct: 2,
    explanation:
      "Article 324 vests the superintendence, direction and control of these elections in the Election Commission. Elections to panchayats and municipalities are conducted by State Election Commissions (Articles 243K and 243ZA). Article 280 is the Finance Commission, Article 315 the Public Service Commissions and Article 338 the National Commission for Scheduled Castes.",
    hi: {
      text: "संसद, राज्य विधान-मंडलों तथा राष्ट्रपति और उपराष्ट्रपति के पदों के निर्वाचनों का अधीक्षण, निदेशन और नियंत्रण निर्वाचन आयोग में किस अनुच्छेद द्वारा निहित है?",
      options: ["अनुच्छेद 280", "अनुच्छेद 315", "अनुच्छेद 324", "अनुच्छेद 338"],
      explanation:
        "अनुच्छेद 324 इन निर्वाचनों का अधीक्षण, निदेशन और नियंत्रण निर्वाचन आयोग में निहित करता है। पंचायतों और नगरपालिकाओं के निर्वाचन राज्य निर्वाचन आयोग कराते हैं (अनुच्छेद 243ट और 243यक)। अनुच्छेद 280 वित्त आयोग, अनुच्छेद 315 लोक सेवा आयोग और अनुच्छेद 338 राष्ट्रीय अनुसूचित जाति आयोग से संबंधित है।",
    },
  },
  {
    key: "upsc-gsb-pol-10",
    subject: P,
    topic: "Parliament",
    difficulty: "hard",
    format: "how-many",
    source: `${C}, Articles 81 and 82; Constitution (Eighty-fourth Amendment) Act, 2001; Constitution (Eighty-seventh Amendment) Act, 2003`,
    text: howMany(
      [
        "The allocation of Lok Sabha seats among the States is at present based on the population figures of the 1971 census.",
        "The Constitution (Eighty-seventh Amendment) Act, 2003 provides for the readjustment of territorial constituencies within the States on the basis of the 2001 census.",
        "The freeze on the inter-State allocation of Lok Sabha seats extends until the first census taken after the year 2031.",
      ],
      "With reference to the delimitation of Lok Sabha constituencies, consider the following statements:",
    ),
    options: HOW_MANY_3,
    correct: 1,
    explanation:
      "Statement 1 is correct: the 42nd Amendment froze the allocation on the 1971 census and the 84th Amendment (2001) extended the freeze. Statement 2 is correct: the 87th Amendment (2003) provided for constituencies within States to be redrawn on the 2001 census, the basis of the Delimitation Commission set up in 2002. Statement 3 is wrong: the freeze runs until the first census taken after the year 2026, not 2031. So only two are correct.",
    hi: {
      text: howManyHi(
        [
          "राज्यों के बीच लोक सभा की सीटों का आवंटन इस समय 1971 की जनगणना के आँकड़ों पर आधारित है।",
          "संविधान (सत्तासीवाँ संशोधन) अधिनियम, 2003 राज्यों के भीतर प्रादेशिक निर्वाचन-क्षेत्रों के 2001 की जनगणना के आधार पर पुनःसमायोजन का उपबंध करता है।",
          "लोक सभा सीटों के अंतर्राज्यीय आवंटन पर रोक वर्ष 2031 के बाद होने वाली पहली जनगणना तक है।",
        ],
        "लोक सभा निर्वाचन-क्षेत्रों के परिसीमन के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:",
      ),
      options: HOW_MANY_3_HI,
      explanation:
        "कथन 1 सही है: 42वें संशोधन ने आवंटन को 1971 की जनगणना पर स्थिर किया और 84वें संशोधन (2001) ने इस रोक को आगे बढ़ाया। कथन 2 सही है: 87वें संशोधन (2003) ने राज्यों के भीतर निर्वाचन-क्षेत्रों को 2001 की जनगणना पर पुनः बनाने का उपबंध किया, जो 2002 में गठित परिसीमन आयोग का आधार बना। कथन 3 गलत है: रोक वर्ष 2026 के बाद होने वाली पहली जनगणना तक है, 2031 तक नहीं। अतः केवल दो कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-pol-11",
    subject: P,
    topic: "Constitutional and Statutory Bodies",
    difficulty: "medium",
    source: `${C}, Article 279A (Constitution (One Hundred and First Amendment) Act, 2016)`,
    text: "The Goods and Services Tax Council, which recommends GST rates and exemptions, is constituted under which Article of the Constitution of India?",
    options: ["Article 246A", "Article 269A", "Article 279A", "Article 280"],
    correct: 2,
    explanation:
      "Article 279A, inserted by the 101st Amendment (2016), provides for the GST Council chaired by the Union Finance Minister with State Finance Ministers as members. Article 246A gives Parliament and the State Legislatures the power to levy GST, Article 269A deals with GST on inter-State supplies, and Article 280 is about the Finance Commission.",
    hi: {
      text: "वस्तु और सेवा कर की दरों और छूटों की सिफारिश करने वाली वस्तु और सेवा कर परिषद् का गठन भारत के संविधान के किस अनुच्छेद के अधीन किया जाता है?",
      options: ["अनुच्छेद 246क", "अनुच्छेद 269क", "अनुच्छेद 279क", "अनुच्छेद 280"],
      explanation:
        "101वें संशोधन (2016) द्वारा जोड़ा गया अनुच्छेद 279क वस्तु और सेवा कर परिषद् का उपबंध करता है, जिसका अध्यक्ष केंद्रीय वित्त मंत्री और सदस्य राज्यों के वित्त मंत्री होते हैं। अनुच्छेद 246क संसद और राज्य विधान-मंडलों को जीएसटी लगाने की शक्ति देता है, अनुच्छेद 269क अंतर्राज्यीय आपूर्ति पर जीएसटी से संबंधित है और अनुच्छेद 280 वित्त आयोग के बारे में है।",
    },
  },
  {
    key: "upsc-gsb-pol-12",
    subject: P,
    topic: "Fundamental Rights",
    difficulty: "medium",
    format: "how-many",
    source: `${C}, Articles 21A, 45 and 51A(k) (Constitution (Eighty-sixth Amendment) Act, 2002)`,
    text: howMany([
      "Article 21A, which makes elementary education a Fundamental Right, was inserted by the Constitution (Eighty-sixth Amendment) Act, 2002.",
      "The right under Article 21A covers all children of the age of five to fourteen years.",
      "After the same amendment, Article 45 directs the State to provide early childhood care and education for all children until they complete the age of six years.",
      "A parent or guardian has a Fundamental Duty to provide opportunities for education to his or her child between the ages of six and fourteen years.",
    ]),
    options: HOW_MANY_4,
    correct: 2,
    explanation:
      "Statements 1, 3 and 4 are correct: the 86th Amendment inserted Article 21A, rewrote Article 45 for early childhood care and education below six, and added duty 51A(k) for parents and guardians. Statement 2 is wrong: Article 21A covers children of six to fourteen years, not five. So only three are correct.",
    hi: {
      text: howManyHi([
        "प्रारंभिक शिक्षा को मौलिक अधिकार बनाने वाला अनुच्छेद 21क संविधान (छियासीवाँ संशोधन) अधिनियम, 2002 द्वारा जोड़ा गया।",
        "अनुच्छेद 21क के अधीन अधिकार पाँच से चौदह वर्ष की आयु के सभी बालकों पर लागू होता है।",
        "उसी संशोधन के बाद अनुच्छेद 45 राज्य को निर्देश देता है कि वह सभी बालकों के लिए छह वर्ष की आयु पूरी करने तक प्रारंभिक बाल्यावस्था देखरेख और शिक्षा का उपबंध करे।",
        "माता-पिता या संरक्षक का यह मूल कर्तव्य है कि वह छह से चौदह वर्ष की आयु के अपने बालक को शिक्षा के अवसर प्रदान करे।",
      ]),
      options: HOW_MANY_4_HI,
      explanation:
        "कथन 1, 3 और 4 सही हैं: 86वें संशोधन ने अनुच्छेद 21क जोड़ा, छह वर्ष से कम आयु के लिए प्रारंभिक बाल्यावस्था देखरेख और शिक्षा हेतु अनुच्छेद 45 को फिर से लिखा और माता-पिता तथा संरक्षकों के लिए कर्तव्य 51क(ट) जोड़ा। कथन 2 गलत है: अनुच्छेद 21क छह से चौदह वर्ष के बालकों पर लागू होता है, पाँच से नहीं। अतः केवल तीन कथन सही हैं।",
    },
  },
  {
    key: "upsc-gsb-pol-13",
    subject: P,
    topic: "Constitution and its Making",
    difficulty: "hard",
    format: "how-many",
    source:
      "Constitution (Sixty-first Amendment) Act, 1988; (One Hundred and First Amendment) Act, 2016; (One Hundred and Third Amendment) Act, 2019; (One Hundred and Fourth Amendment) Act, 2019",
    text: pairs("(Constitutional Amendment Act : Provision)", [
      "Sixty-first Amendment : Voting age lowered from 21 to 18 years",
      "One Hundred and First Amendment : Goods and Services Tax",
      "One Hundred and Third Amendment : Reservation of up to 10 per cent for economically weaker sections",
      "One Hundred and Fourth Amendment : Strengthening of the anti-defection law",
    ]),
    options: HOW_MANY_4,
    correct: 2,
    explanation:
      "Pairs 1, 2 and 3 are correct. Pair 4 is wrong: the 104th Amendment (2019) extended the reservation of seats for Scheduled Castes and Scheduled Tribes in the Lok Sabha and the State Assemblies by ten years and ended the nomination of Anglo-Indian members; the anti-defection law was tightened by the 91st Amendment (2003). So only three pairs are correct.",
    hi: {
      text: pairsHi("(संविधान संशोधन अधिनियम : उपबंध)", [
        "इकसठवाँ संशोधन : मतदान की आयु 21 से घटाकर 18 वर्ष",
        "एक सौ एकवाँ संशोधन : वस्तु और सेवा कर",
        "एक सौ तीसरा संशोधन : आर्थिक रूप से कमज़ोर वर्गों के लिए 10 प्रतिशत तक आरक्षण",
        "एक सौ चौथा संशोधन : दल-बदल विरोधी कानून को सुदृढ़ करना",
      ]),
      options: HOW_MANY_4_HI,
      explanation:
        "युग्म 1, 2 और 3 सही हैं। युग्म 4 गलत है: 104वें संशोधन (2019) ने लोक सभा और राज्य विधान सभाओं में अनुसूचित जातियों और अनुसूचित जनजातियों के लिए सीटों का आरक्षण दस वर्ष बढ़ाया और आंग्ल-भारतीय सदस्यों का नामनिर्देशन समाप्त किया; दल-बदल विरोधी कानून को 91वें संशोधन (2003) ने कड़ा किया। अतः केवल तीन युग्म सही हैं।",
    },
  },
];
