import type { SingleQuestion } from "~/server/content/types";
import { assertionReason, make, matchList, twoStatements } from "./paper-1-make";

/** Botany of NEET (UG) paper 1: original questions on the lines of the NCERT Biology textbooks. */

const B = "Botany";
const B11 = "NCERT Biology Class 11";
const B12 = "NCERT Biology Class 12";

export const paper1Botany: SingleQuestion[] = [
  make(B, {
    key: "neet-p1-bot-01",
    topic: "The Living World",
    difficulty: "easy",
    text: "Which of the following shows taxonomic categories in ascending order, from the lowest to the highest?",
    options: [
      "Species → Genus → Order → Family → Class → Division → Kingdom",
      "Species → Genus → Family → Order → Class → Division → Kingdom",
      "Kingdom → Division → Class → Order → Family → Genus → Species",
      "Species → Family → Genus → Order → Class → Division → Kingdom",
    ],
    correct: 1,
    explanation:
      "The taxonomic hierarchy, from the lowest category upward, is species, genus, family, order, class, division (phylum in animals) and kingdom. Option three is the same list in descending order, and the other two swap family with order or with genus.",
    hiText: "निम्नलिखित में से कौन-सा वर्गिकीय संवर्गों को आरोही क्रम में, निम्नतम से उच्चतम तक, दर्शाता है?",
    hiOptions: [
      "जाति → वंश → गण → कुल → वर्ग → प्रभाग → जगत",
      "जाति → वंश → कुल → गण → वर्ग → प्रभाग → जगत",
      "जगत → प्रभाग → वर्ग → गण → कुल → वंश → जाति",
      "जाति → कुल → वंश → गण → वर्ग → प्रभाग → जगत",
    ],
    hiExplanation:
      "वर्गिकीय पदानुक्रम निम्नतम संवर्ग से ऊपर की ओर है: जाति, वंश, कुल, गण, वर्ग, प्रभाग (जंतुओं में संघ) तथा जगत। तीसरा विकल्प यही सूची अवरोही क्रम में है, और शेष दो में कुल का स्थान गण या वंश से बदल दिया गया है।",
    source: `${B11}, Ch. 1 The Living World`,
  }),
  twoStatements(B, {
    key: "neet-p1-bot-02",
    topic: "Biological Classification",
    difficulty: "medium",
    one: "The cell walls of diatoms are embedded with silica, and their deposits over billions of years form 'diatomaceous earth'.",
    two: "Dinoflagellates are mostly marine and photosynthetic, and red dinoflagellates such as Gonyaulax multiply so fast that they make the sea appear red (red tides).",
    hiOne: "डायटमों की कोशिका भित्ति में सिलिका जमा रहता है, और अरबों वर्षों में उनके निक्षेप से 'डायटमी मृदा' बनती है।",
    hiTwo:
      "डायनोफ्लैजिलेट अधिकतर समुद्री तथा प्रकाशसंश्लेषी होते हैं, और गोन्यालैक्स जैसे लाल डायनोफ्लैजिलेट इतनी तेज़ी से गुणन करते हैं कि समुद्र लाल दिखने लगता है (लाल तरंगें)।",
    correct: 0,
    explanation:
      "Both are NCERT's descriptions of kingdom Protista. Diatoms (chrysophytes) have silica-impregnated, nearly indestructible walls; the accumulated walls form diatomaceous earth, used in polishing and in filtering oils and syrups. Dinoflagellates are mostly marine and photosynthetic, and red forms like Gonyaulax cause red tides and release toxins that may kill fish.",
    hiExplanation:
      "दोनों कथन प्रोटिस्टा जगत के विषय में NCERT के वर्णन हैं। डायटमों (क्राइसोफाइट) की भित्ति सिलिकायुक्त तथा लगभग अविनाशी होती है; संचित भित्तियों से डायटमी मृदा बनती है, जिसका उपयोग पॉलिश करने तथा तेलों व सिरप को छानने में होता है। डायनोफ्लैजिलेट अधिकतर समुद्री व प्रकाशसंश्लेषी होते हैं, और गोन्यालैक्स जैसे लाल रूप लाल तरंगें उत्पन्न करते हैं तथा ऐसे विष छोड़ते हैं जो मछलियों को मार सकते हैं।",
    source: `${B11}, Ch. 2 Biological Classification`,
  }),
  matchList(B, {
    key: "neet-p1-bot-03",
    topic: "Biological Classification",
    difficulty: "medium",
    lead: "Match List-I (fungus) with List-II (the class it belongs to).",
    hiLead: "सूची-I (कवक) का सूची-II (उसका वर्ग) से मिलान कीजिए।",
    listI: ["Albugo", "Claviceps", "Puccinia", "Trichoderma"],
    listII: ["Basidiomycetes", "Deuteromycetes", "Phycomycetes", "Ascomycetes"],
    hiListI: ["ऐल्ब्यूगो", "क्लेविसेप्स", "पक्सीनिया", "ट्राइकोडर्मा"],
    hiListII: ["बेसीडियोमाइसिटीज़", "ड्यूटिरोमाइसिटीज़", "फाइकोमाइसिटीज़", "ऐस्कोमाइसिटीज़"],
    codes: [
      [4, 3, 1, 2],
      [3, 4, 1, 2],
      [3, 4, 2, 1],
      [3, 1, 4, 2],
    ],
    correct: 1,
    explanation:
      "Albugo, the parasite on mustard, is a phycomycete (III). Claviceps is an ascomycete (IV), like Penicillium and Neurospora. Puccinia, the rust fungus, is a basidiomycete (I), like Agaricus and Ustilago. Trichoderma, whose sexual stage is not known, is placed in Deuteromycetes, the imperfect fungi (II). So A-III, B-IV, C-I, D-II.",
    hiExplanation:
      "सरसों पर परजीवी ऐल्ब्यूगो फाइकोमाइसिटीज़ है (III)। क्लेविसेप्स, पेनिसिलियम तथा न्यूरोस्पोरा की भाँति, ऐस्कोमाइसिटीज़ है (IV)। किट्ट कवक पक्सीनिया, ऐगैरिकस तथा अस्टिलैगो की भाँति, बेसीडियोमाइसिटीज़ है (I)। ट्राइकोडर्मा, जिसकी लैंगिक अवस्था ज्ञात नहीं है, अपूर्ण कवक ड्यूटिरोमाइसिटीज़ में रखा गया है (II)। अतः A-III, B-IV, C-I, D-II।",
    source: `${B11}, Ch. 2 Biological Classification`,
  }),
  make(B, {
    key: "neet-p1-bot-04",
    topic: "Biological Classification",
    difficulty: "medium",
    format: "statements",
    text: "Consider the following statements.\n\nA. Viroids are free RNA molecules of low molecular weight that lack a protein coat.\nB. Prions are infectious agents made of abnormally folded protein.\nC. In a lichen, the algal partner is called the mycobiont.\nD. The genetic material of tobacco mosaic virus is RNA.\nE. Bacteriophages usually have double-stranded DNA.\n\nChoose the correct answer from the options given below.",
    options: ["A, B, D and E only", "A, C and D only", "B, C and E only", "A, B, C, D and E"],
    correct: 0,
    explanation:
      "A: T.O. Diener found the potato spindle tuber agent to be a free, low-molecular-weight RNA without a protein coat, a viroid. B: prions, such as the agents of BSE and CJD, are abnormally folded proteins. D: TMV, like other plant viruses, has single-stranded RNA. E: bacteriophages usually have double-stranded DNA. C is wrong: in a lichen the algal partner is the phycobiont and the fungal partner the mycobiont.",
    hiText:
      "निम्नलिखित कथनों पर विचार कीजिए।\n\nA. वाइरॉइड कम आण्विक भार के मुक्त RNA अणु हैं जिनमें प्रोटीन आवरण नहीं होता।\nB. प्रिऑन असामान्य रूप से वलित प्रोटीन से बने संक्रामक कारक हैं।\nC. लाइकेन में शैवालीय साझेदार को कवकजीवी (माइकोबायोंट) कहते हैं।\nD. तंबाकू मोज़ेक विषाणु का आनुवंशिक पदार्थ RNA है।\nE. जीवाणुभोजियों में सामान्यतः द्विरज्जुकी DNA होता है।\n\nनीचे दिए गए विकल्पों में से सही उत्तर चुनिए।",
    hiOptions: ["केवल A, B, D तथा E", "केवल A, C तथा D", "केवल B, C तथा E", "A, B, C, D तथा E"],
    hiExplanation:
      "A: टी.ओ. डीनर ने आलू के तर्कु कंद रोग का कारक प्रोटीन आवरण रहित, कम आण्विक भार का मुक्त RNA पाया, जिसे वाइरॉइड कहा गया। B: BSE तथा CJD के कारक जैसे प्रिऑन असामान्य रूप से वलित प्रोटीन हैं। D: अन्य पादप विषाणुओं की भाँति TMV में एकरज्जुकी RNA होता है। E: जीवाणुभोजियों में सामान्यतः द्विरज्जुकी DNA होता है। C गलत है: लाइकेन में शैवालीय साझेदार शैवालजीवी (फाइकोबायोंट) तथा कवकीय साझेदार कवकजीवी (माइकोबायोंट) कहलाता है।",
    source: `${B11}, Ch. 2 Biological Classification`,
  }),
  make(B, {
    key: "neet-p1-bot-05",
    topic: "Plant Kingdom",
    difficulty: "easy",
    text: "Which of the following pteridophytes is heterosporous, producing both megaspores and microspores?",
    options: ["Selaginella", "Equisetum", "Dryopteris", "Lycopodium"],
    correct: 0,
    explanation:
      "Most pteridophytes are homosporous, producing spores of one kind (Lycopodium, Equisetum, Dryopteris). Selaginella and Salvinia are heterosporous: their large megaspores and small microspores give rise to female and male gametophytes, a step towards the seed habit.",
    hiText: "निम्नलिखित में से कौन-सा टेरिडोफ़ाइट विषमबीजाणुक है, जो गुरुबीजाणु तथा लघुबीजाणु दोनों बनाता है?",
    hiOptions: ["सेलैजिनेला", "इक्वीसीटम", "ड्रायोप्टेरिस", "लाइकोपोडियम"],
    hiExplanation:
      "अधिकांश टेरिडोफ़ाइट समबीजाणुक होते हैं, जो एक ही प्रकार के बीजाणु बनाते हैं (लाइकोपोडियम, इक्वीसीटम, ड्रायोप्टेरिस)। सेलैजिनेला तथा साल्वीनिया विषमबीजाणुक हैं: उनके बड़े गुरुबीजाणु तथा छोटे लघुबीजाणु क्रमशः मादा तथा नर युग्मकोद्भिद बनाते हैं, जो बीज-स्वभाव की ओर एक कदम है।",
    source: `${B11}, Ch. 3 Plant Kingdom`,
  }),
  assertionReason(B, {
    key: "neet-p1-bot-06",
    topic: "Plant Kingdom",
    difficulty: "easy",
    assertion: "Bryophytes need water for fertilisation.",
    reason: "The antherozoids of bryophytes are flagellated and swim through water to reach the archegonium.",
    hiAssertion: "ब्रायोफ़ाइटों को निषेचन के लिए जल की आवश्यकता होती है।",
    hiReason: "ब्रायोफ़ाइटों के पुमणु कशाभिकायुक्त होते हैं और स्त्रीधानी तक पहुँचने के लिए जल में तैरते हैं।",
    correct: 0,
    explanation:
      "The male sex organ (antheridium) releases biflagellate antherozoids into water; they swim to the archegonium, where one fuses with the egg. Without a film of water the antherozoids cannot reach the egg, which is why bryophytes, though land plants, depend on water for sexual reproduction. Both statements are true and the Reason explains the Assertion.",
    hiExplanation:
      "नर लैंगिक अंग (पुंधानी) द्विकशाभिक पुमणु जल में मुक्त करता है; वे तैरकर स्त्रीधानी तक पहुँचते हैं, जहाँ एक पुमणु अंड से संलयित होता है। जल की परत के बिना पुमणु अंड तक नहीं पहुँच सकते, इसीलिए स्थलीय होते हुए भी ब्रायोफ़ाइट लैंगिक जनन के लिए जल पर निर्भर हैं। दोनों कथन सत्य हैं और कारण अभिकथन की सही व्याख्या है।",
    source: `${B11}, Ch. 3 Plant Kingdom`,
  }),
  matchList(B, {
    key: "neet-p1-bot-07",
    topic: "Plant Kingdom",
    difficulty: "medium",
    lead: "Match List-I (product or use) with List-II (its source among algae).",
    hiLead: "सूची-I (उत्पाद या उपयोग) का सूची-II (शैवालों में उसका स्रोत) से मिलान कीजिए।",
    listI: [
      "Agar, used to grow microbes and in ice-creams and jellies",
      "Algin (hydrocolloid)",
      "Carrageen (hydrocolloid)",
      "Protein-rich food supplement used even by space travellers",
    ],
    listII: ["Chlorella", "Red algae", "Brown algae", "Gelidium and Gracilaria"],
    hiListI: [
      "अगार, सूक्ष्मजीवों को उगाने तथा आइसक्रीम व जेली में प्रयुक्त",
      "ऐल्जिन (हाइड्रोकोलॉइड)",
      "कैराजीन (हाइड्रोकोलॉइड)",
      "अंतरिक्ष यात्रियों द्वारा भी प्रयुक्त प्रोटीन-समृद्ध खाद्य पूरक",
    ],
    hiListII: ["क्लोरेला", "लाल शैवाल", "भूरे शैवाल", "जेलिडियम तथा ग्रेसिलेरिया"],
    codes: [
      [4, 2, 3, 1],
      [2, 3, 4, 1],
      [1, 3, 2, 4],
      [4, 3, 2, 1],
    ],
    correct: 3,
    explanation:
      "Agar, used to grow microbes and in ice-creams and jellies, comes from Gelidium and Gracilaria (IV). The hydrocolloid algin is obtained from brown algae (III) and carrageen from red algae (II). Chlorella, a unicellular alga rich in protein, is used as a food supplement, even by space travellers (I). So A-IV, B-III, C-II, D-I.",
    hiExplanation:
      "सूक्ष्मजीवों को उगाने तथा आइसक्रीम व जेली में प्रयुक्त अगार जेलिडियम तथा ग्रेसिलेरिया से प्राप्त होता है (IV)। हाइड्रोकोलॉइड ऐल्जिन भूरे शैवालों से (III) तथा कैराजीन लाल शैवालों से (II) प्राप्त होता है। प्रोटीन-समृद्ध एककोशिक शैवाल क्लोरेला खाद्य पूरक के रूप में, अंतरिक्ष यात्रियों द्वारा भी, प्रयुक्त होता है (I)। अतः A-IV, B-III, C-II, D-I।",
    source: `${B11}, Ch. 3 Plant Kingdom`,
  }),
  make(B, {
    key: "neet-p1-bot-08",
    topic: "Plant Kingdom",
    difficulty: "hard",
    format: "statements",
    text: "Which of the following show a haplo-diplontic life cycle?\n\nA. Ectocarpus\nB. Fucus\nC. Polysiphonia\nD. Volvox\nE. Kelps\n\nChoose the correct answer from the options given below.",
    options: ["A, B and C only", "A, C and E only", "B, D and E only", "A, B, C and E only"],
    correct: 1,
    explanation:
      "In a haplo-diplontic cycle both the haploid gametophyte and the diploid sporophyte are multicellular. Among algae NCERT names Ectocarpus, Polysiphonia and kelps as haplo-diplontic (as are all bryophytes and pteridophytes). Fucus is diplontic, like seed plants: only its gametes are haploid. Volvox (with Spirogyra and some Chlamydomonas) is haplontic: only the zygote is diploid.",
    hiText:
      "निम्नलिखित में से कौन अगुणितक-द्विगुणितक जीवन चक्र दर्शाते हैं?\n\nA. एक्टोकार्पस\nB. फ़्यूकस\nC. पॉलीसाइफ़ोनिया\nD. वॉलवॉक्स\nE. केल्प\n\nनीचे दिए गए विकल्पों में से सही उत्तर चुनिए।",
    hiOptions: ["केवल A, B तथा C", "केवल A, C तथा E", "केवल B, D तथा E", "केवल A, B, C तथा E"],
    hiExplanation:
      "अगुणितक-द्विगुणितक जीवन चक्र में अगुणित युग्मकोद्भिद तथा द्विगुणित बीजाणुद्भिद दोनों बहुकोशिक होते हैं। शैवालों में NCERT एक्टोकार्पस, पॉलीसाइफ़ोनिया तथा केल्प को अगुणितक-द्विगुणितक बताती है (सभी ब्रायोफ़ाइट तथा टेरिडोफ़ाइट भी ऐसे ही हैं)। फ़्यूकस बीजी पादपों की भाँति द्विगुणितक है: केवल उसके युग्मक अगुणित होते हैं। वॉलवॉक्स (स्पाइरोगाइरा तथा कुछ क्लैमाइडोमोनास के साथ) अगुणितक है: केवल युग्मनज द्विगुणित होता है।",
    source: `${B11}, Ch. 3 Plant Kingdom`,
  }),
  make(B, {
    key: "neet-p1-bot-09",
    topic: "Morphology of Flowering Plants",
    difficulty: "easy",
    text: "In which of the following is vexillary (papilionaceous) aestivation found?",
    options: ["China rose", "Calotropis", "Cassia", "Pea"],
    correct: 3,
    explanation:
      "In vexillary aestivation, typical of pea and bean flowers, the large posterior standard (vexillum) overlaps the two lateral wings, which overlap the two anterior petals forming the keel. China rose has twisted aestivation, Calotropis valvate and Cassia (like gulmohur) imbricate.",
    hiText: "निम्नलिखित में से किसमें वेक्सिलरी (पैपिलियोनेसियस) पुष्पदल विन्यास पाया जाता है?",
    hiOptions: ["गुड़हल (चाइना रोज़)", "आक (कैलोट्रॉपिस)", "अमलतास (कैसिया)", "मटर"],
    hiExplanation:
      "वेक्सिलरी पुष्पदल विन्यास में, जो मटर तथा सेम के पुष्पों की विशेषता है, बड़ा पश्च मानक दल (ध्वज) दो पार्श्व पंखों को ढकता है, और वे दो अग्र दलों को ढकते हैं जो नौतल बनाते हैं। गुड़हल में व्यावर्तित, आक में कोरस्पर्शी तथा अमलतास (गुलमोहर की भाँति) में कोरछादी पुष्पदल विन्यास होता है।",
    source: `${B11}, Ch. 5 Morphology of Flowering Plants`,
  }),
  matchList(B, {
    key: "neet-p1-bot-10",
    topic: "Morphology of Flowering Plants",
    difficulty: "medium",
    lead: "Match List-I (plant) with List-II (modified structure it bears).",
    hiLead: "सूची-I (पादप) का सूची-II (उसमें पाई जाने वाली रूपांतरित संरचना) से मिलान कीजिए।",
    listI: ["Opuntia", "Bougainvillea", "Pea", "Watermelon"],
    listII: ["Stem tendril", "Leaf tendril", "Stem thorn", "Flattened green stem (phylloclade)"],
    hiListI: ["नागफनी (ओपंशिया)", "बोगनविलिया", "मटर", "तरबूज़"],
    hiListII: ["स्तंभ प्रतान", "पर्ण प्रतान", "स्तंभ कंटक", "चपटा हरा स्तंभ (पर्णाभ स्तंभ)"],
    codes: [
      [4, 3, 1, 2],
      [3, 4, 2, 1],
      [4, 3, 2, 1],
      [2, 3, 4, 1],
    ],
    correct: 2,
    explanation:
      "In Opuntia the stem is flattened, green and photosynthetic while the leaves are reduced to spines (IV). Bougainvillea bears thorns that are modified axillary buds, i.e. stem thorns (III). In pea the leaflets are modified into tendrils (II). Gourds such as watermelon, cucumber and pumpkin climb by tendrils that arise from axillary buds, i.e. stem tendrils (I). So A-IV, B-III, C-II, D-I.",
    hiExplanation:
      "नागफनी में स्तंभ चपटा, हरा तथा प्रकाशसंश्लेषी होता है जबकि पत्तियाँ कंटकों में बदल जाती हैं (IV)। बोगनविलिया के कंटक रूपांतरित कक्षस्थ कलिकाएँ, अर्थात स्तंभ कंटक हैं (III)। मटर में पत्रक प्रतानों में रूपांतरित होते हैं (II)। तरबूज़, खीरा तथा कद्दू जैसी लौकी-कुल की लताएँ कक्षस्थ कलिकाओं से निकले प्रतानों, अर्थात स्तंभ प्रतानों, द्वारा चढ़ती हैं (I)। अतः A-IV, B-III, C-II, D-I।",
    source: `${B11}, Ch. 5 Morphology of Flowering Plants`,
  }),
  make(B, {
    key: "neet-p1-bot-11",
    topic: "Morphology of Flowering Plants",
    difficulty: "medium",
    text: "A flower is actinomorphic and bisexual, with a perianth of six tepals in two whorls, six stamens in two whorls (epiphyllous) and a tricarpellary, syncarpous, superior ovary with axile placentation. To which family does the plant most likely belong?",
    options: ["Fabaceae", "Solanaceae", "Brassicaceae", "Liliaceae"],
    correct: 3,
    explanation:
      "These are the floral characters NCERT gives for Liliaceae (the lily family, a monocot family): perianth of six tepals (3 + 3), stamens 3 + 3, and a superior trilocular ovary with axile placentation, $\\mathrm{P_{(3+3)}\\,A_{3+3}\\,G_{(3)}}$. Solanaceae is pentamerous with a bicarpellary ovary; Fabaceae is zygomorphic and monocarpellary; Brassicaceae has four petals and six tetradynamous stamens.",
    hiText:
      "एक पुष्प त्रिज्यसममित तथा द्विलिंगी है, जिसमें दो चक्रों में छह परिदललों का परिदलपुंज, दो चक्रों में छह पुंकेसर (परिदललग्न) तथा अक्षीय बीजांडन्यास वाला त्रिअंडपी, युक्तांडपी, ऊर्ध्ववर्ती अंडाशय है। यह पादप संभवतः किस कुल का है?",
    hiOptions: ["फ़ैबेसी", "सोलैनेसी", "ब्रैसीकेसी", "लिलिएसी"],
    hiExplanation:
      "ये NCERT में दिए लिलिएसी (लिली कुल, एक एकबीजपत्री कुल) के पुष्प लक्षण हैं: छह परिदललों (3 + 3) का परिदलपुंज, पुंकेसर 3 + 3, तथा अक्षीय बीजांडन्यास वाला ऊर्ध्ववर्ती त्रिकोष्ठी अंडाशय, $\\mathrm{P_{(3+3)}\\,A_{3+3}\\,G_{(3)}}$। सोलैनेसी पंचतयी है तथा उसका अंडाशय द्विअंडपी है; फ़ैबेसी एकव्यास सममित तथा एकअंडपी है; ब्रैसीकेसी में चार दल तथा छह चतुर्दीर्घी पुंकेसर होते हैं।",
    source: `${B11}, Ch. 5 Morphology of Flowering Plants`,
  }),
  make(B, {
    key: "neet-p1-bot-12",
    topic: "Anatomy of Flowering Plants",
    difficulty: "easy",
    text: "In the root, the Casparian strips made of suberin are found on the walls of the cells of the",
    options: ["pericycle", "endodermis", "epiblema", "cortex"],
    correct: 1,
    explanation:
      "The endodermis, the innermost layer of the cortex, is a single layer of barrel-shaped cells whose tangential and radial walls carry a deposit of water-impermeable, waxy suberin as Casparian strips. The pericycle lies just inside it, and the epiblema is the outer root epidermis.",
    hiText: "जड़ में सुबेरिन से बनी कैस्पेरी पट्टियाँ किसकी कोशिकाओं की भित्तियों पर पाई जाती हैं?",
    hiOptions: ["परिरंभ", "अंतस्त्वचा", "मूलीय त्वचा (एपिब्लेमा)", "वल्कुट"],
    hiExplanation:
      "अंतस्त्वचा, जो वल्कुट की सबसे भीतरी परत है, ढोलकाकार कोशिकाओं की एक परत है जिनकी स्पर्शरेखीय तथा अरीय भित्तियों पर जल-अपारगम्य, मोमी सुबेरिन कैस्पेरी पट्टियों के रूप में जमा रहता है। परिरंभ इसके ठीक भीतर स्थित है, तथा एपिब्लेमा जड़ की बाहरी त्वचा है।",
    source: `${B11}, Ch. 6 Anatomy of Flowering Plants`,
  }),
  twoStatements(B, {
    key: "neet-p1-bot-13",
    topic: "Anatomy of Flowering Plants",
    difficulty: "medium",
    one: "In a dicot stem, the vascular bundles are conjoint and open, and are arranged in a ring.",
    two: "In a monocot stem, the vascular bundles are scattered, conjoint and closed, each surrounded by a sclerenchymatous bundle sheath.",
    hiOne: "द्विबीजपत्री स्तंभ में संवहन बंडल संयुक्त तथा खुले होते हैं, और एक वलय में व्यवस्थित होते हैं।",
    hiTwo: "एकबीजपत्री स्तंभ में संवहन बंडल बिखरे हुए, संयुक्त तथा बंद होते हैं, और प्रत्येक दृढ़ोतकी पूलाच्छद से घिरा होता है।",
    correct: 0,
    explanation:
      "Both are correct. A dicot stem has a ring of conjoint, open bundles: cambium between xylem and phloem allows secondary growth. A monocot stem has numerous scattered, conjoint, closed bundles (no cambium) with a sclerenchymatous bundle sheath, and phloem parenchyma is absent.",
    hiExplanation:
      "दोनों कथन सही हैं। द्विबीजपत्री स्तंभ में संयुक्त, खुले बंडलों का वलय होता है: जाइलम तथा फ्लोएम के बीच स्थित एधा द्वितीयक वृद्धि संभव बनाती है। एकबीजपत्री स्तंभ में अनेक बिखरे हुए, संयुक्त, बंद बंडल (एधा रहित) होते हैं जो दृढ़ोतकी पूलाच्छद से घिरे होते हैं, तथा फ्लोएम मृदूतक अनुपस्थित होता है।",
    source: `${B11}, Ch. 6 Anatomy of Flowering Plants`,
  }),
  make(B, {
    key: "neet-p1-bot-14",
    topic: "Anatomy of Flowering Plants",
    difficulty: "medium",
    format: "statements",
    text: "Consider the following statements about secondary growth in dicot stems.\n\nA. The interfascicular cambium develops from cells of the medullary rays.\nB. The cork cambium (phellogen) cuts off phellem towards the outside and phelloderm towards the inside.\nC. Spring wood (early wood) has vessels with narrow cavities.\nD. Heartwood is dark because of deposits such as tannins, resins and oils, and it does not conduct water.\nE. 'Bark' refers to all tissues exterior to the vascular cambium.\n\nChoose the correct answer from the options given below.",
    options: ["A, B, D and E only", "B, C and D only", "A, B and C only", "A and D only"],
    correct: 0,
    explanation:
      "A, B, D and E are NCERT statements. C is wrong: in spring, when the cambium is very active, it forms early wood with many vessels of wide cavities; autumn (late) wood has fewer vessels with narrow cavities. Heartwood is the dark, non-conducting inner wood filled with tannins, resins, oils and gums; sapwood conducts water.",
    hiText:
      "द्विबीजपत्री स्तंभों में द्वितीयक वृद्धि के विषय में निम्नलिखित कथनों पर विचार कीजिए।\n\nA. अंतरापूलीय एधा मज्जा रश्मियों की कोशिकाओं से विकसित होती है।\nB. कॉर्क एधा (कागजन) बाहर की ओर कॉर्क (फेलम) तथा भीतर की ओर द्वितीयक वल्कुट (फेलोडर्म) बनाती है।\nC. वसंत दारु (आरंभी दारु) की वाहिकाओं की गुहा संकरी होती है।\nD. अंतःकाष्ठ टैनिन, रेज़िन तथा तेल जैसे निक्षेपों के कारण गहरे रंग का होता है और जल का संवहन नहीं करता।\nE. 'छाल' संवहन एधा के बाहर स्थित सभी ऊतकों को कहते हैं।\n\nनीचे दिए गए विकल्पों में से सही उत्तर चुनिए।",
    hiOptions: ["केवल A, B, D तथा E", "केवल B, C तथा D", "केवल A, B तथा C", "केवल A तथा D"],
    hiExplanation:
      "A, B, D तथा E NCERT के कथन हैं। C गलत है: वसंत में, जब एधा अत्यधिक सक्रिय होती है, वह चौड़ी गुहा वाली अनेक वाहिकाओं सहित आरंभी दारु बनाती है; शरद (अंतिम) दारु में संकरी गुहा वाली कम वाहिकाएँ होती हैं। अंतःकाष्ठ टैनिन, रेज़िन, तेल तथा गोंद से भरा गहरे रंग का, असंवाही भीतरी काष्ठ है; रसदारु जल का संवहन करता है।",
    source: `${B11}, Ch. 6 Anatomy of Flowering Plants`,
  }),
  assertionReason(B, {
    key: "neet-p1-bot-15",
    topic: "Anatomy of Flowering Plants",
    difficulty: "medium",
    assertion: "Grass leaves curl inwards under water stress.",
    reason: "The bulliform cells on the adaxial epidermis become flaccid when they lose water.",
    hiAssertion: "जल की कमी होने पर घासों की पत्तियाँ भीतर की ओर मुड़ जाती हैं।",
    hiReason: "अभ्यक्ष बाह्यत्वचा की आवर्ध त्वक कोशिकाएँ जल खोने पर श्लथ हो जाती हैं।",
    correct: 0,
    explanation:
      "In grasses, some adaxial epidermal cells along the veins are large, empty and colourless: the bulliform cells. When turgid they keep the leaf surface open; when they lose water and become flaccid, the leaf curls inwards, reducing water loss. Both statements are true and the Reason explains the Assertion.",
    hiExplanation:
      "घासों में शिराओं के साथ कुछ अभ्यक्ष बाह्यत्वचीय कोशिकाएँ बड़ी, खाली तथा रंगहीन होती हैं: ये आवर्ध त्वक कोशिकाएँ हैं। स्फीत होने पर ये पत्ती की सतह को खुला रखती हैं; जल खोकर श्लथ होने पर पत्ती भीतर की ओर मुड़ जाती है, जिससे जल की हानि कम होती है। दोनों कथन सत्य हैं और कारण अभिकथन की सही व्याख्या है।",
    source: `${B11}, Ch. 6 Anatomy of Flowering Plants`,
  }),
  make(B, {
    key: "neet-p1-bot-16",
    topic: "Cell: The Unit of Life",
    difficulty: "easy",
    text: "Which organelle is the major site for the synthesis of lipids, including steroidal hormones in animal cells?",
    options: ["Smooth endoplasmic reticulum", "Golgi apparatus", "Rough endoplasmic reticulum", "Lysosome"],
    correct: 0,
    explanation:
      "The smooth endoplasmic reticulum, which lacks ribosomes, is the major site of lipid synthesis; in animal cells lipid-like steroidal hormones are made there. The rough ER, studded with ribosomes, is active in protein synthesis and secretion.",
    hiText: "कौन-सा कोशिकांग लिपिड, जिनमें जंतु कोशिकाओं के स्टीरॉयडी हॉर्मोन भी हैं, के संश्लेषण का मुख्य स्थल है?",
    hiOptions: ["चिकनी अंतर्द्रव्यी जालिका", "गॉल्जी उपकरण", "खुरदरी अंतर्द्रव्यी जालिका", "लयनकाय"],
    hiExplanation:
      "राइबोसोम रहित चिकनी अंतर्द्रव्यी जालिका लिपिड संश्लेषण का मुख्य स्थल है; जंतु कोशिकाओं में लिपिड-सम स्टीरॉयडी हॉर्मोन यहीं बनते हैं। राइबोसोमयुक्त खुरदरी अंतर्द्रव्यी जालिका प्रोटीन संश्लेषण तथा स्रावण में सक्रिय होती है।",
    source: `${B11}, Ch. 8 Cell: The Unit of Life`,
  }),
  matchList(B, {
    key: "neet-p1-bot-17",
    topic: "Cell: The Unit of Life",
    difficulty: "medium",
    lead: "Match List-I (cell structure) with List-II (its role).",
    hiLead: "सूची-I (कोशिका संरचना) का सूची-II (उसकी भूमिका) से मिलान कीजिए।",
    listI: ["Golgi apparatus", "Lysosome", "Centriole", "Ribosome"],
    listII: [
      "Non-membrane-bound site of protein synthesis",
      "Forms the basal body of cilia and flagella",
      "Site of formation of glycoproteins and glycolipids",
      "Hydrolytic enzymes, most active at acidic pH",
    ],
    hiListI: ["गॉल्जी उपकरण", "लयनकाय", "तारककेंद्रक (सेंट्रिओल)", "राइबोसोम"],
    hiListII: [
      "प्रोटीन संश्लेषण का झिल्ली-रहित स्थल",
      "पक्ष्माभ तथा कशाभिका का आधारी काय बनाता है",
      "ग्लाइकोप्रोटीन तथा ग्लाइकोलिपिड के निर्माण का स्थल",
      "अम्लीय pH पर सर्वाधिक सक्रिय जल-अपघटनी एंज़ाइम",
    ],
    codes: [
      [3, 4, 2, 1],
      [4, 3, 2, 1],
      [3, 4, 1, 2],
      [3, 2, 4, 1],
    ],
    correct: 0,
    explanation:
      "The Golgi apparatus packages materials and is the site of formation of glycoproteins and glycolipids (III). Lysosomes are vesicles of hydrolytic enzymes (lipases, proteases, carbohydrases) optimally active at acidic pH (IV). Centrioles form the basal body of cilia and flagella and the spindle apparatus (II). Ribosomes, without any membrane, are the sites of protein synthesis (I). So A-III, B-IV, C-II, D-I.",
    hiExplanation:
      "गॉल्जी उपकरण पदार्थों का संवेष्टन करता है और ग्लाइकोप्रोटीन तथा ग्लाइकोलिपिड के निर्माण का स्थल है (III)। लयनकाय जल-अपघटनी एंज़ाइमों (लाइपेज़, प्रोटिएज़, कार्बोहाइड्रेज़) की पुटिकाएँ हैं जो अम्लीय pH पर सर्वाधिक सक्रिय होते हैं (IV)। तारककेंद्रक पक्ष्माभ तथा कशाभिका का आधारी काय तथा तर्कु उपकरण बनाते हैं (II)। झिल्ली-रहित राइबोसोम प्रोटीन संश्लेषण के स्थल हैं (I)। अतः A-III, B-IV, C-II, D-I।",
    source: `${B11}, Ch. 8 Cell: The Unit of Life`,
  }),
  twoStatements(B, {
    key: "neet-p1-bot-18",
    topic: "Cell: The Unit of Life",
    difficulty: "medium",
    one: "Prokaryotic ribosomes are of the 80S type, each made of a 60S and a 40S subunit.",
    two: "Mesosomes are infoldings of the plasma membrane in prokaryotes that help in cell wall formation, DNA replication and its distribution to daughter cells, and respiration.",
    hiOne: "प्रोकैरियोटी राइबोसोम 80S प्रकार के होते हैं, जिनमें प्रत्येक एक 60S तथा एक 40S उप-इकाई से बना होता है।",
    hiTwo:
      "मीसोसोम प्रोकैरियोटों में प्लाज़्मा झिल्ली के अंतर्वलन हैं जो कोशिका भित्ति निर्माण, DNA प्रतिकृति तथा उसके संतति कोशिकाओं में वितरण, और श्वसन में सहायता करते हैं।",
    correct: 3,
    explanation:
      "Statement I is incorrect: prokaryotic ribosomes are 70S, made of 50S and 30S subunits; 80S ribosomes (60S + 40S) are found in the cytoplasm of eukaryotes. Statement II is correct: mesosomes, formed by extensions of the plasma membrane as vesicles, tubules and lamellae, help in cell wall formation, DNA replication and distribution to daughter cells, respiration and secretion.",
    hiExplanation:
      "कथन I गलत है: प्रोकैरियोटी राइबोसोम 70S होते हैं, जो 50S तथा 30S उप-इकाइयों से बने हैं; 80S राइबोसोम (60S + 40S) यूकैरियोटों के कोशिकाद्रव्य में पाए जाते हैं। कथन II सही है: प्लाज़्मा झिल्ली के पुटिका, नलिका तथा पटलिका रूप विस्तारों से बने मीसोसोम कोशिका भित्ति निर्माण, DNA प्रतिकृति व संतति कोशिकाओं में वितरण, श्वसन तथा स्रावण में सहायता करते हैं।",
    source: `${B11}, Ch. 8 Cell: The Unit of Life`,
  }),
  make(B, {
    key: "neet-p1-bot-19",
    topic: "Cell: The Unit of Life",
    difficulty: "hard",
    text: "According to biochemical studies described in NCERT, what is the approximate composition of the cell membrane of human erythrocytes?",
    options: [
      "About 40% protein and 52% lipids",
      "About 52% protein and 40% lipids",
      "About 75% protein and 20% lipids",
      "About 20% protein and 75% lipids",
    ],
    correct: 1,
    explanation:
      "NCERT states that the membrane of the erythrocyte has approximately 52 per cent protein and 40 per cent lipids, with the lipids (mainly phosphoglycerides) arranged as a bilayer whose polar heads face outwards. The first option reverses the two figures, a common slip.",
    hiText:
      "NCERT में वर्णित जैव-रासायनिक अध्ययनों के अनुसार मानव रक्ताणुओं (इरिथ्रोसाइट) की कोशिका झिल्ली का लगभग संघटन क्या है?",
    hiOptions: [
      "लगभग 40% प्रोटीन तथा 52% लिपिड",
      "लगभग 52% प्रोटीन तथा 40% लिपिड",
      "लगभग 75% प्रोटीन तथा 20% लिपिड",
      "लगभग 20% प्रोटीन तथा 75% लिपिड",
    ],
    hiExplanation:
      "NCERT के अनुसार रक्ताणु की झिल्ली में लगभग 52 प्रतिशत प्रोटीन तथा 40 प्रतिशत लिपिड होते हैं, जिनमें लिपिड (मुख्यतः फ़ॉस्फ़ोग्लिसराइड) द्विस्तर के रूप में व्यवस्थित होते हैं और उनके ध्रुवीय सिरे बाहर की ओर होते हैं। पहला विकल्प दोनों आँकड़ों को उलट देता है, जो एक आम भूल है।",
    source: `${B11}, Ch. 8 Cell: The Unit of Life`,
  }),
  make(B, {
    key: "neet-p1-bot-20",
    topic: "Cell Cycle and Cell Division",
    difficulty: "easy",
    text: "At which stage of mitosis are the chromosomes aligned at the equatorial plate, making it the best stage to study their morphology?",
    options: ["Prophase", "Metaphase", "Anaphase", "Telophase"],
    correct: 1,
    explanation:
      "At metaphase the condensed chromosomes, each of two sister chromatids attached to spindle fibres at the kinetochores, line up at the metaphase plate. Condensation is complete, so chromosome morphology is studied most easily at this stage.",
    hiText:
      "समसूत्री विभाजन की किस अवस्था में गुणसूत्र मध्यरेखीय पट्टिका पर संरेखित होते हैं, जिससे यह उनकी आकारिकी के अध्ययन की सर्वोत्तम अवस्था बनती है?",
    hiOptions: ["पूर्वावस्था", "मध्यावस्था", "पश्चावस्था", "अंत्यावस्था"],
    hiExplanation:
      "मध्यावस्था में संघनित गुणसूत्र, जिनमें प्रत्येक के दो सहोदर अर्धगुणसूत्र गतिबिंदुओं पर तर्कु तंतुओं से जुड़े होते हैं, मध्यावस्था पट्टिका पर पंक्तिबद्ध हो जाते हैं। संघनन पूर्ण होने के कारण इसी अवस्था में गुणसूत्रों की आकारिकी का अध्ययन सबसे सरल है।",
    source: `${B11}, Ch. 10 Cell Cycle and Cell Division`,
  }),
  make(B, {
    key: "neet-p1-bot-21",
    topic: "Cell Cycle and Cell Division",
    difficulty: "medium",
    text: "A diploid cell in the $\\mathrm{G_1}$ phase has 16 chromosomes and a DNA content of 2C. What are its chromosome number and DNA content at the end of the S phase?",
    options: [
      "16 chromosomes and 4C",
      "16 chromosomes and 2C",
      "32 chromosomes and 4C",
      "8 chromosomes and 2C",
    ],
    correct: 0,
    explanation:
      "During the S phase the DNA is replicated, so the DNA content doubles from 2C to 4C. The chromosome number does not change: each chromosome now has two sister chromatids joined at the centromere, so the cell still has 16 chromosomes.",
    hiText:
      "$\\mathrm{G_1}$ प्रावस्था की एक द्विगुणित कोशिका में 16 गुणसूत्र हैं तथा DNA की मात्रा 2C है। S प्रावस्था के अंत में उसकी गुणसूत्र संख्या तथा DNA की मात्रा क्या होगी?",
    hiOptions: ["16 गुणसूत्र तथा 4C", "16 गुणसूत्र तथा 2C", "32 गुणसूत्र तथा 4C", "8 गुणसूत्र तथा 2C"],
    hiExplanation:
      "S प्रावस्था में DNA की प्रतिकृति होती है, अतः DNA की मात्रा 2C से दुगुनी होकर 4C हो जाती है। गुणसूत्र संख्या नहीं बदलती: अब प्रत्येक गुणसूत्र में गुणसूत्रबिंदु पर जुड़े दो सहोदर अर्धगुणसूत्र होते हैं, अतः कोशिका में अब भी 16 गुणसूत्र रहते हैं।",
    source: `${B11}, Ch. 10 Cell Cycle and Cell Division`,
  }),
  matchList(B, {
    key: "neet-p1-bot-22",
    topic: "Cell Cycle and Cell Division",
    difficulty: "hard",
    lead: "Match List-I (stage of prophase I of meiosis) with List-II (event).",
    hiLead: "सूची-I (अर्धसूत्री विभाजन की पूर्वावस्था I का चरण) का सूची-II (घटना) से मिलान कीजिए।",
    listI: ["Zygotene", "Pachytene", "Diplotene", "Diakinesis"],
    listII: [
      "Terminalisation of chiasmata",
      "Synaptonemal complex dissolves and chiasmata become visible",
      "Synapsis of homologous chromosomes and formation of the synaptonemal complex",
      "Recombination nodules appear and crossing over takes place",
    ],
    hiListI: ["युग्मपट्ट (ज़ाइगोटीन)", "स्थूलपट्ट (पैकीटीन)", "द्विपट्ट (डिप्लोटीन)", "पारगतिक्रम (डायकाइनेसिस)"],
    hiListII: [
      "काएज़्मेटा का उपांतीभवन",
      "सिनेप्टोनिमल सम्मिश्र का विघटन तथा काएज़्मेटा का दिखाई देना",
      "समजात गुणसूत्रों का सूत्रयुग्मन तथा सिनेप्टोनिमल सम्मिश्र का निर्माण",
      "पुनर्योजन ग्रंथिकाओं का प्रकट होना तथा जीन विनिमय",
    ],
    codes: [
      [3, 2, 4, 1],
      [4, 3, 2, 1],
      [3, 4, 1, 2],
      [3, 4, 2, 1],
    ],
    correct: 3,
    explanation:
      "Zygotene: homologous chromosomes pair (synapsis) and the synaptonemal complex forms (III). Pachytene: bivalents are clear as tetrads, recombination nodules appear and crossing over occurs (IV). Diplotene: the synaptonemal complex dissolves and the homologues separate except at the X-shaped chiasmata (II). Diakinesis: chiasmata terminalise and the spindle begins to form (I). So A-III, B-IV, C-II, D-I.",
    hiExplanation:
      "युग्मपट्ट: समजात गुणसूत्रों का युग्मन (सूत्रयुग्मन) होता है और सिनेप्टोनिमल सम्मिश्र बनता है (III)। स्थूलपट्ट: द्विसंयोजक चतुष्क के रूप में स्पष्ट दिखते हैं, पुनर्योजन ग्रंथिकाएँ प्रकट होती हैं तथा जीन विनिमय होता है (IV)। द्विपट्ट: सिनेप्टोनिमल सम्मिश्र विघटित हो जाता है और समजात गुणसूत्र X-आकार के काएज़्मेटा को छोड़कर अलग होने लगते हैं (II)। पारगतिक्रम: काएज़्मेटा का उपांतीभवन होता है और तर्कु बनना आरंभ होता है (I)। अतः A-III, B-IV, C-II, D-I।",
    source: `${B11}, Ch. 10 Cell Cycle and Cell Division`,
  }),
  make(B, {
    key: "neet-p1-bot-23",
    topic: "Photosynthesis in Higher Plants",
    difficulty: "easy",
    text: "The chlorophyll a molecule forming the reaction centre of photosystem II has its absorption peak at",
    options: ["700 nm", "720 nm", "660 nm", "680 nm"],
    correct: 3,
    explanation:
      "The reaction centre of photosystem II absorbs maximally at 680 nm and is called P680; that of photosystem I absorbs at 700 nm (P700). The light-harvesting pigments pass the energy they absorb to these reaction-centre chlorophyll a molecules.",
    hiText: "प्रकाशतंत्र II का अभिक्रिया केंद्र बनाने वाले क्लोरोफ़िल a अणु का अवशोषण शिखर होता है",
    hiExplanation:
      "प्रकाशतंत्र II का अभिक्रिया केंद्र 680 nm पर अधिकतम अवशोषण करता है और P680 कहलाता है; प्रकाशतंत्र I का अभिक्रिया केंद्र 700 nm (P700) पर अवशोषण करता है। प्रकाश संग्राही वर्णक अवशोषित ऊर्जा इन्हीं अभिक्रिया केंद्र के क्लोरोफ़िल a अणुओं को देते हैं।",
    source: `${B11}, Ch. 11 Photosynthesis in Higher Plants`,
  }),
  assertionReason(B, {
    key: "neet-p1-bot-24",
    topic: "Photosynthesis in Higher Plants",
    difficulty: "medium",
    assertion: "No NADPH is formed during cyclic photophosphorylation.",
    reason:
      "In the cyclic flow, electrons from photosystem II pass through photosystem I and are finally accepted by $\\mathrm{NADP^+}$.",
    hiAssertion: "चक्रीय प्रकाश फ़ॉस्फ़ोरिलीकरण में NADPH नहीं बनता।",
    hiReason:
      "चक्रीय प्रवाह में प्रकाशतंत्र II के इलेक्ट्रॉन प्रकाशतंत्र I से होकर अंततः $\\mathrm{NADP^+}$ द्वारा ग्रहण किए जाते हैं।",
    correct: 2,
    explanation:
      "The Assertion is true: in cyclic photophosphorylation only PS I works; the excited electron leaves PS I, passes down the electron transport chain, making ATP, and returns to PS I, so no NADPH is formed. The Reason is false: it describes the non-cyclic (Z-scheme) flow, in which electrons from PS II pass to PS I and finally reduce $\\mathrm{NADP^+}$. Cyclic flow happens in the stroma lamellae, which lack PS II and NADP reductase.",
    hiExplanation:
      "अभिकथन सत्य है: चक्रीय प्रकाश फ़ॉस्फ़ोरिलीकरण में केवल प्रकाशतंत्र I कार्य करता है; उत्तेजित इलेक्ट्रॉन प्रकाशतंत्र I से निकलकर इलेक्ट्रॉन परिवहन शृंखला से होते हुए ATP बनाता है और पुनः प्रकाशतंत्र I में लौट आता है, अतः NADPH नहीं बनता। कारण असत्य है: यह अचक्रीय (Z-योजना) प्रवाह का वर्णन है, जिसमें प्रकाशतंत्र II के इलेक्ट्रॉन प्रकाशतंत्र I तक जाकर अंततः $\\mathrm{NADP^+}$ को अपचयित करते हैं। चक्रीय प्रवाह स्ट्रोमा पटलिकाओं में होता है, जिनमें प्रकाशतंत्र II तथा NADP रिडक्टेज़ नहीं होते।",
    source: `${B11}, Ch. 11 Photosynthesis in Higher Plants`,
  }),
  make(B, {
    key: "neet-p1-bot-25",
    topic: "Photosynthesis in Higher Plants",
    difficulty: "hard",
    format: "statements",
    text: "Consider the following statements about $\\mathrm{C_4}$ plants.\n\nA. In the mesophyll cells, the primary $\\mathrm{CO_2}$ acceptor is phosphoenolpyruvate, a 3-carbon molecule.\nB. The bundle sheath cells have many chloroplasts, thick walls impervious to gaseous exchange and no intercellular spaces.\nC. The mesophyll cells are rich in RuBisCO.\nD. The $\\mathrm{C_4}$ acid is decarboxylated in the bundle sheath cells, releasing $\\mathrm{CO_2}$ for the Calvin cycle.\nE. Photorespiration does not occur in these plants, which is one reason for their high productivity.\n\nChoose the correct answer from the options given below.",
    options: ["A, B, D and E only", "A, C and D only", "B, C and E only", "A, B, C, D and E"],
    correct: 0,
    explanation:
      "A: PEP (3C) in the mesophyll is the primary acceptor, fixed by PEP carboxylase. B: the Kranz bundle sheath has chloroplast-rich, thick-walled cells without intercellular spaces. D: the $\\mathrm{C_4}$ acid moves to the bundle sheath and is decarboxylated, raising the $\\mathrm{CO_2}$ concentration around RuBisCO. E: this $\\mathrm{CO_2}$ concentrating mechanism prevents photorespiration. C is wrong: mesophyll cells of $\\mathrm{C_4}$ plants lack RuBisCO; it is found in the bundle sheath cells.",
    hiText:
      "$\\mathrm{C_4}$ पादपों के विषय में निम्नलिखित कथनों पर विचार कीजिए।\n\nA. पर्णमध्योतक कोशिकाओं में $\\mathrm{CO_2}$ का प्राथमिक ग्राही फ़ॉस्फ़ोइनॉल पाइरूवेट है, जो 3-कार्बन अणु है।\nB. पूलाच्छद कोशिकाओं में अनेक हरितलवक, गैस विनिमय के लिए अपारगम्य मोटी भित्तियाँ होती हैं तथा अंतराकोशिकीय अवकाश नहीं होते।\nC. पर्णमध्योतक कोशिकाएँ RuBisCO से समृद्ध होती हैं।\nD. पूलाच्छद कोशिकाओं में $\\mathrm{C_4}$ अम्ल का विकार्बोक्सिलीकरण होता है, जिससे केल्विन चक्र के लिए $\\mathrm{CO_2}$ मुक्त होती है।\nE. इन पादपों में प्रकाशश्वसन नहीं होता, जो इनकी उच्च उत्पादकता का एक कारण है।\n\nनीचे दिए गए विकल्पों में से सही उत्तर चुनिए।",
    hiOptions: ["केवल A, B, D तथा E", "केवल A, C तथा D", "केवल B, C तथा E", "A, B, C, D तथा E"],
    hiExplanation:
      "A: पर्णमध्योतक में PEP (3C) प्राथमिक ग्राही है, जिस पर PEP कार्बोक्सिलेज़ $\\mathrm{CO_2}$ का स्थिरीकरण करता है। B: क्रैंज़ पूलाच्छद की कोशिकाएँ हरितलवक-समृद्ध, मोटी भित्ति वाली तथा अंतराकोशिकीय अवकाश रहित होती हैं। D: $\\mathrm{C_4}$ अम्ल पूलाच्छद में जाकर विकार्बोक्सिलित होता है, जिससे RuBisCO के आसपास $\\mathrm{CO_2}$ की सांद्रता बढ़ती है। E: $\\mathrm{CO_2}$ सांद्रण की यह क्रियाविधि प्रकाशश्वसन को रोकती है। C गलत है: $\\mathrm{C_4}$ पादपों की पर्णमध्योतक कोशिकाओं में RuBisCO नहीं होता; यह पूलाच्छद कोशिकाओं में पाया जाता है।",
    source: `${B11}, Ch. 11 Photosynthesis in Higher Plants`,
  }),
  make(B, {
    key: "neet-p1-bot-26",
    topic: "Respiration in Plants",
    difficulty: "medium",
    text: "How many molecules of NADH are produced in the Krebs cycle (tricarboxylic acid cycle) from the two molecules of acetyl CoA derived from one molecule of glucose?",
    options: ["2", "3", "6", "8"],
    correct: 2,
    explanation:
      "Each turn of the Krebs cycle (one acetyl CoA) gives 3 NADH, 1 $\\mathrm{FADH_2}$ and 1 ATP (via GTP). One glucose gives two pyruvates, hence two acetyl CoA and two turns: $2 \\times 3 = 6$ NADH. Adding the 2 NADH of the link reaction (pyruvate to acetyl CoA) would give 8, but those are not made in the cycle itself.",
    hiText:
      "ग्लूकोस के एक अणु से प्राप्त ऐसीटिल CoA के दो अणुओं से क्रेब्स चक्र (ट्राइकार्बोक्सिलिक अम्ल चक्र) में NADH के कितने अणु बनते हैं?",
    hiExplanation:
      "क्रेब्स चक्र के प्रत्येक चक्कर (एक ऐसीटिल CoA) में 3 NADH, 1 $\\mathrm{FADH_2}$ तथा 1 ATP (GTP के माध्यम से) बनते हैं। एक ग्लूकोस से दो पाइरूवेट, अतः दो ऐसीटिल CoA तथा दो चक्कर: $2 \\times 3 = 6$ NADH। कड़ी अभिक्रिया (पाइरूवेट से ऐसीटिल CoA) के 2 NADH जोड़ने पर 8 होते, परंतु वे चक्र में नहीं बनते।",
    source: `${B11}, Ch. 12 Respiration in Plants`,
  }),
  make(B, {
    key: "neet-p1-bot-27",
    topic: "Respiration in Plants",
    difficulty: "medium",
    text: "The complete oxidation of the fat tripalmitin is represented as $2\\mathrm{C_{51}H_{98}O_6} + 145\\mathrm{O_2} \\rightarrow 102\\mathrm{CO_2} + 98\\mathrm{H_2O} + \\text{energy}$. What is the respiratory quotient (RQ) for this substrate, approximately?",
    options: ["1.0", "0.9", "1.4", "0.7"],
    correct: 3,
    explanation:
      "$\\mathrm{RQ} = \\frac{\\text{volume of } \\mathrm{CO_2} \\text{ evolved}}{\\text{volume of } \\mathrm{O_2} \\text{ consumed}} = \\frac{102}{145} \\approx 0.7$. Fats are poor in oxygen and need more $\\mathrm{O_2}$ than the $\\mathrm{CO_2}$ they release, so their RQ is below 1; carbohydrates give 1 and organic acids more than 1.",
    hiText:
      "वसा ट्राइपामिटिन के पूर्ण ऑक्सीकरण को $2\\mathrm{C_{51}H_{98}O_6} + 145\\mathrm{O_2} \\rightarrow 102\\mathrm{CO_2} + 98\\mathrm{H_2O} + \\text{ऊर्जा}$ द्वारा दर्शाया जाता है। इस क्रियाधार का श्वसन गुणांक (RQ) लगभग कितना है?",
    hiExplanation:
      "$\\mathrm{RQ} = \\frac{\\text{मुक्त } \\mathrm{CO_2} \\text{ का आयतन}}{\\text{उपभुक्त } \\mathrm{O_2} \\text{ का आयतन}} = \\frac{102}{145} \\approx 0.7$। वसाओं में ऑक्सीजन कम होती है और वे जितनी $\\mathrm{CO_2}$ मुक्त करती हैं उससे अधिक $\\mathrm{O_2}$ लेती हैं, अतः उनका RQ 1 से कम होता है; कार्बोहाइड्रेटों का RQ 1 तथा कार्बनिक अम्लों का 1 से अधिक होता है।",
    source: `${B11}, Ch. 12 Respiration in Plants`,
  }),
  make(B, {
    key: "neet-p1-bot-28",
    topic: "Respiration in Plants",
    difficulty: "hard",
    text: "Taking 3 ATP per NADH and 2 ATP per $\\mathrm{FADH_2}$ oxidised in the electron transport system, as NCERT does for its theoretical balance sheet, how many ATP molecules are obtained from the complete aerobic oxidation of one molecule of pyruvate (from its entry into the mitochondrion to $\\mathrm{CO_2}$ and water)?",
    options: ["12", "15", "18", "38"],
    correct: 1,
    explanation:
      "Link reaction (pyruvate → acetyl CoA): 1 NADH. Krebs cycle, one turn: 3 NADH, 1 $\\mathrm{FADH_2}$ and 1 ATP (GTP). Total: $4 \\times 3 + 1 \\times 2 + 1 = 15$ ATP. The option 12 counts only the Krebs cycle (9 + 2 + 1), and 38 is the figure for a whole glucose molecule.",
    hiText:
      "इलेक्ट्रॉन परिवहन तंत्र में ऑक्सीकृत प्रत्येक NADH से 3 ATP तथा प्रत्येक $\\mathrm{FADH_2}$ से 2 ATP मानते हुए, जैसा NCERT अपनी सैद्धांतिक तुलनपत्र गणना में करती है, पाइरूवेट के एक अणु के पूर्ण वायवीय ऑक्सीकरण (सूत्रकणिका में प्रवेश से $\\mathrm{CO_2}$ तथा जल तक) से ATP के कितने अणु प्राप्त होते हैं?",
    hiExplanation:
      "कड़ी अभिक्रिया (पाइरूवेट → ऐसीटिल CoA): 1 NADH। क्रेब्स चक्र का एक चक्कर: 3 NADH, 1 $\\mathrm{FADH_2}$ तथा 1 ATP (GTP)। कुल: $4 \\times 3 + 1 \\times 2 + 1 = 15$ ATP। विकल्प 12 केवल क्रेब्स चक्र की गणना है (9 + 2 + 1), तथा 38 पूरे ग्लूकोस अणु का आँकड़ा है।",
    source: `${B11}, Ch. 12 Respiration in Plants`,
  }),
  make(B, {
    key: "neet-p1-bot-29",
    topic: "Plant Growth and Development",
    difficulty: "easy",
    text: "Spraying which plant growth regulator on rosette plants such as cabbage and beet causes internode elongation just before flowering (bolting)?",
    options: ["Abscisic acid", "Ethylene", "Cytokinin", "Gibberellin"],
    correct: 3,
    explanation:
      "Gibberellins promote internode elongation; applied to rosette plants they bring about bolting. They also lengthen grape stalks and the stem of sugarcane (raising the yield by up to 20 tonnes per acre). Abscisic acid is a growth inhibitor, and cytokinins promote cell division.",
    hiText:
      "पत्तागोभी तथा चुकंदर जैसे रोज़ेट पादपों पर किस पादप वृद्धि नियामक का छिड़काव करने से पुष्पन से ठीक पहले पर्वों का दीर्घीकरण (बोल्टिंग) होता है?",
    hiOptions: ["एब्सिसिक अम्ल", "एथिलीन", "साइटोकाइनिन", "जिबरेलिन"],
    hiExplanation:
      "जिबरेलिन पर्व दीर्घीकरण को बढ़ावा देते हैं; रोज़ेट पादपों पर प्रयोग करने से बोल्टिंग होती है। ये अंगूर के डंठल तथा गन्ने के तने को भी लंबा करते हैं (जिससे उपज 20 टन प्रति एकड़ तक बढ़ती है)। एब्सिसिक अम्ल वृद्धि संदमक है तथा साइटोकाइनिन कोशिका विभाजन को बढ़ावा देते हैं।",
    source: `${B11}, Ch. 13 Plant Growth and Development`,
  }),
  matchList(B, {
    key: "neet-p1-bot-30",
    topic: "Plant Growth and Development",
    difficulty: "medium",
    lead: "Match List-I (plant growth regulator) with List-II (an effect or use).",
    hiLead: "सूची-I (पादप वृद्धि नियामक) का सूची-II (एक प्रभाव या उपयोग) से मिलान कीजिए।",
    listI: ["Auxin", "Cytokinin", "Abscisic acid", "Ethylene"],
    listII: [
      "Closes stomata under water stress",
      "Promotes ripening of fruits and breaks seed and bud dormancy",
      "Causes apical dominance",
      "Helps overcome apical dominance and delays leaf senescence",
    ],
    hiListI: ["ऑक्सिन", "साइटोकाइनिन", "एब्सिसिक अम्ल", "एथिलीन"],
    hiListII: [
      "जल की कमी में रंध्रों को बंद करता है",
      "फलों के पकने को बढ़ावा देता है तथा बीज व कलिका की प्रसुप्ति तोड़ता है",
      "शीर्ष प्रभाविता उत्पन्न करता है",
      "शीर्ष प्रभाविता पर नियंत्रण तथा पत्तियों की जीर्णता विलंबित करने में सहायक है",
    ],
    codes: [
      [3, 4, 2, 1],
      [3, 4, 1, 2],
      [4, 3, 1, 2],
      [3, 1, 4, 2],
    ],
    correct: 1,
    explanation:
      "Auxins from the growing apex inhibit lateral buds: apical dominance (III). Cytokinins help overcome apical dominance, promote lateral shoot growth and delay senescence (IV). Abscisic acid, the stress hormone, closes stomata (I). Ethylene promotes fruit ripening and breaks seed and bud dormancy (II). So A-III, B-IV, C-I, D-II.",
    hiExplanation:
      "वर्धनशील शीर्ष से आने वाले ऑक्सिन पार्श्व कलिकाओं को संदमित करते हैं: शीर्ष प्रभाविता (III)। साइटोकाइनिन शीर्ष प्रभाविता पर नियंत्रण, पार्श्व प्ररोह वृद्धि तथा जीर्णता विलंबन में सहायक हैं (IV)। तनाव हॉर्मोन एब्सिसिक अम्ल रंध्रों को बंद करता है (I)। एथिलीन फलों के पकने को बढ़ावा देता है तथा बीज व कलिका की प्रसुप्ति तोड़ता है (II)। अतः A-III, B-IV, C-I, D-II।",
    source: `${B11}, Ch. 13 Plant Growth and Development`,
  }),
  make(B, {
    key: "neet-p1-bot-31",
    topic: "Plant Growth and Development",
    difficulty: "medium",
    text: "In the same period, leaf A grows from $5\\ \\mathrm{cm^2}$ to $10\\ \\mathrm{cm^2}$ and leaf B from $50\\ \\mathrm{cm^2}$ to $55\\ \\mathrm{cm^2}$. Which statement about their growth is correct?",
    options: [
      "A has the greater absolute growth and the same relative growth rate as B",
      "Both have the same absolute growth, but A has ten times the relative growth rate of B",
      "Both have the same absolute growth and the same relative growth rate",
      "B has the greater relative growth rate because it is the larger leaf",
    ],
    correct: 1,
    explanation:
      "Absolute growth is the increase per unit time: $10 - 5 = 5\\ \\mathrm{cm^2}$ for A and $55 - 50 = 5\\ \\mathrm{cm^2}$ for B, the same. Relative growth rate is growth per unit of initial size: A $\\frac{5}{5} = 100\\%$, B $\\frac{5}{50} = 10\\%$. So A's relative growth rate is ten times B's.",
    hiText:
      "समान अवधि में पत्ती A $5\\ \\mathrm{cm^2}$ से $10\\ \\mathrm{cm^2}$ तथा पत्ती B $50\\ \\mathrm{cm^2}$ से $55\\ \\mathrm{cm^2}$ तक वृद्धि करती है। उनकी वृद्धि के विषय में कौन-सा कथन सही है?",
    hiOptions: [
      "A की निरपेक्ष वृद्धि अधिक है तथा आपेक्षिक वृद्धि दर B के समान है",
      "दोनों की निरपेक्ष वृद्धि समान है, परंतु A की आपेक्षिक वृद्धि दर B की दस गुनी है",
      "दोनों की निरपेक्ष वृद्धि तथा आपेक्षिक वृद्धि दर समान हैं",
      "B की आपेक्षिक वृद्धि दर अधिक है क्योंकि वह बड़ी पत्ती है",
    ],
    hiExplanation:
      "निरपेक्ष वृद्धि प्रति इकाई समय में हुई वृद्धि है: A के लिए $10 - 5 = 5\\ \\mathrm{cm^2}$ तथा B के लिए $55 - 50 = 5\\ \\mathrm{cm^2}$, अर्थात समान। आपेक्षिक वृद्धि दर प्रारंभिक आकार की प्रति इकाई वृद्धि है: A $\\frac{5}{5} = 100\\%$, B $\\frac{5}{50} = 10\\%$। अतः A की आपेक्षिक वृद्धि दर B की दस गुनी है।",
    source: `${B11}, Ch. 13 Plant Growth and Development`,
  }),
  make(B, {
    key: "neet-p1-bot-32",
    topic: "Sexual Reproduction in Flowering Plants",
    difficulty: "easy",
    text: "The filiform apparatus, which guides the pollen tube into the embryo sac, is present in the",
    options: ["antipodal cells", "central cell", "egg cell", "synergids"],
    correct: 3,
    explanation:
      "The two synergids at the micropylar end of the embryo sac have special cellular thickenings at their micropylar tip, the filiform apparatus, which guides the pollen tube into the synergid. The egg lies between the synergids; the antipodals are at the chalazal end.",
    hiText: "भ्रूणकोष में पराग नलिका का मार्गदर्शन करने वाला तंतुरूप समुच्चय किसमें उपस्थित होता है?",
    hiOptions: ["प्रतिव्यासांत कोशिकाएँ", "केंद्रीय कोशिका", "अंड कोशिका", "सहायक कोशिकाएँ"],
    hiExplanation:
      "भ्रूणकोष के बीजांडद्वारी सिरे पर स्थित दो सहायक कोशिकाओं के बीजांडद्वारी शीर्ष पर विशेष कोशिकीय स्थूलन होते हैं, जिन्हें तंतुरूप समुच्चय कहते हैं; यह पराग नलिका को सहायक कोशिका में प्रवेश का मार्ग दिखाता है। अंड कोशिका सहायक कोशिकाओं के बीच स्थित होती है; प्रतिव्यासांत कोशिकाएँ निभागी सिरे पर होती हैं।",
    source: `${B12}, Ch. 1 Sexual Reproduction in Flowering Plants`,
  }),
  twoStatements(B, {
    key: "neet-p1-bot-33",
    topic: "Sexual Reproduction in Flowering Plants",
    difficulty: "medium",
    one: "In most flowering plants the mature embryo sac is 8-celled and 7-nucleate.",
    two: "In most flowering plants the embryo sac develops from a single functional megaspore; this is called monosporic development.",
    hiOne: "अधिकांश पुष्पी पादपों में परिपक्व भ्रूणकोष 8-कोशिकीय तथा 7-केंद्रकीय होता है।",
    hiTwo: "अधिकांश पुष्पी पादपों में भ्रूणकोष एक ही क्रियाशील गुरुबीजाणु से विकसित होता है; इसे एकबीजाणुज विकास कहते हैं।",
    correct: 3,
    explanation:
      "Statement I is incorrect, the numbers are reversed: the typical mature embryo sac is 7-celled and 8-nucleate (three free-nuclear divisions give 8 nuclei, organised as 3 cells of the egg apparatus, 3 antipodals and one large central cell with 2 polar nuclei). Statement II is correct: of the four megaspores formed by meiosis, three degenerate and one forms the embryo sac, which is monosporic development.",
    hiExplanation:
      "कथन I गलत है, संख्याएँ उलटी हैं: सामान्य परिपक्व भ्रूणकोष 7-कोशिकीय तथा 8-केंद्रकीय होता है (तीन मुक्त-केंद्रकी विभाजनों से 8 केंद्रक बनते हैं, जो अंड समुच्चय की 3 कोशिकाओं, 3 प्रतिव्यासांत कोशिकाओं तथा 2 ध्रुवीय केंद्रकों वाली एक बड़ी केंद्रीय कोशिका में संगठित होते हैं)। कथन II सही है: अर्धसूत्री विभाजन से बने चार गुरुबीजाणुओं में से तीन अपह्रसित होते हैं और एक भ्रूणकोष बनाता है, जो एकबीजाणुज विकास है।",
    source: `${B12}, Ch. 1 Sexual Reproduction in Flowering Plants`,
  }),
  make(B, {
    key: "neet-p1-bot-34",
    topic: "Sexual Reproduction in Flowering Plants",
    difficulty: "hard",
    text: "In an angiosperm, each ovule forms one embryo sac from one megaspore mother cell, and each microspore mother cell forms four pollen grains. What is the minimum number of meiotic divisions needed to produce 100 seeds by double fertilisation?",
    options: ["100", "200", "150", "125"],
    correct: 3,
    explanation:
      "Female side: each seed needs one embryo sac, and each embryo sac comes from one megaspore mother cell by one meiosis, so 100 meioses. Male side: each double fertilisation uses the two male gametes of one pollen grain, so 100 pollen grains are needed; one meiosis gives four pollen grains, so $100/4 = 25$ meioses. Total $= 100 + 25 = 125$.",
    hiText:
      "एक आवृतबीजी में प्रत्येक बीजांड एक गुरुबीजाणु मातृ कोशिका से एक भ्रूणकोष बनाता है, तथा प्रत्येक लघुबीजाणु मातृ कोशिका चार परागकण बनाती है। द्विनिषेचन द्वारा 100 बीज बनाने के लिए न्यूनतम कितने अर्धसूत्री विभाजन आवश्यक हैं?",
    hiExplanation:
      "मादा पक्ष: प्रत्येक बीज के लिए एक भ्रूणकोष चाहिए, और प्रत्येक भ्रूणकोष एक गुरुबीजाणु मातृ कोशिका के एक अर्धसूत्री विभाजन से आता है, अतः 100 विभाजन। नर पक्ष: प्रत्येक द्विनिषेचन में एक परागकण के दोनों नर युग्मक प्रयुक्त होते हैं, अतः 100 परागकण चाहिए; एक अर्धसूत्री विभाजन से चार परागकण बनते हैं, अतः $100/4 = 25$ विभाजन। कुल $= 100 + 25 = 125$।",
    source: `${B12}, Ch. 1 Sexual Reproduction in Flowering Plants`,
  }),
  make(B, {
    key: "neet-p1-bot-35",
    topic: "Principles of Inheritance and Variation",
    difficulty: "medium",
    text: "Genes A and B lie on the same chromosome, 20 map units apart. A plant of genotype $\\frac{AB}{ab}$ is test crossed with $\\frac{ab}{ab}$. What percentage of the progeny is expected to show the phenotype of Ab (dominant for A, recessive for b)?",
    options: ["40%", "20%", "25%", "10%"],
    correct: 3,
    explanation:
      "20 map units means 20% recombinant gametes, shared equally between the two recombinant types Ab and aB (10% each); the parental types AB and ab make 40% each. In a test cross each gamete type shows directly in the progeny, so 10% are Ab. 25% would be expected only with independent assortment.",
    hiText:
      "जीन A तथा B एक ही गुणसूत्र पर 20 मानचित्र इकाई की दूरी पर स्थित हैं। $\\frac{AB}{ab}$ जीनप्ररूप वाले पादप का $\\frac{ab}{ab}$ के साथ परीक्षार्थ संकरण किया जाता है। संतति के कितने प्रतिशत में Ab (A के लिए प्रभावी, b के लिए अप्रभावी) लक्षणप्ररूप अपेक्षित है?",
    hiExplanation:
      "20 मानचित्र इकाई का अर्थ है 20% पुनर्योगज युग्मक, जो दोनों पुनर्योगज प्रकारों Ab तथा aB में बराबर बँटते हैं (प्रत्येक 10%); जनकीय प्रकार AB तथा ab प्रत्येक 40% होते हैं। परीक्षार्थ संकरण में प्रत्येक युग्मक प्रकार सीधे संतति में दिखता है, अतः 10% Ab होंगे। 25% केवल स्वतंत्र अपव्यूहन में अपेक्षित होता।",
    source: `${B12}, Ch. 4 Principles of Inheritance and Variation`,
  }),
  make(B, {
    key: "neet-p1-bot-36",
    topic: "Principles of Inheritance and Variation",
    difficulty: "hard",
    text: "A woman with normal colour vision, whose father was colour blind, marries a colour-blind man. What is the probability that their first child will be a colour-blind daughter?",
    options: ["$\\frac{1}{2}$", "$\\frac{1}{8}$", "$0$", "$\\frac{1}{4}$"],
    correct: 3,
    explanation:
      "Colour blindness is X-linked recessive. The woman received her father's $X^c$, so she is a carrier, $X^CX^c$. The man is $X^cY$. A daughter gets $X^c$ from her father for certain and $X^c$ from her mother with probability $\\frac{1}{2}$, so half the daughters are colour blind. The child is a daughter with probability $\\frac{1}{2}$, so $P = \\frac{1}{2} \\times \\frac{1}{2} = \\frac{1}{4}$. ($\\frac{1}{2}$ answers a different question: the chance that a daughter is colour blind.)",
    hiText:
      "सामान्य वर्ण दृष्टि वाली एक स्त्री, जिसके पिता वर्णांध थे, एक वर्णांध पुरुष से विवाह करती है। इसकी क्या प्रायिकता है कि उनकी पहली संतान वर्णांध पुत्री होगी?",
    hiExplanation:
      "वर्णांधता X-सहलग्न अप्रभावी लक्षण है। स्त्री को अपने पिता से $X^c$ मिला है, अतः वह वाहक $X^CX^c$ है। पुरुष $X^cY$ है। पुत्री को पिता से $X^c$ निश्चित रूप से तथा माता से $X^c$, $\\frac{1}{2}$ प्रायिकता से मिलता है, अतः आधी पुत्रियाँ वर्णांध होंगी। संतान के पुत्री होने की प्रायिकता $\\frac{1}{2}$ है, अतः $P = \\frac{1}{2} \\times \\frac{1}{2} = \\frac{1}{4}$। ($\\frac{1}{2}$ एक भिन्न प्रश्न का उत्तर है: किसी पुत्री के वर्णांध होने की प्रायिकता।)",
    source: `${B12}, Ch. 4 Principles of Inheritance and Variation`,
  }),
  assertionReason(B, {
    key: "neet-p1-bot-37",
    topic: "Principles of Inheritance and Variation",
    difficulty: "easy",
    assertion: "Haemophilia is seen far more often in males than in females.",
    reason:
      "Haemophilia is an X-linked recessive disorder, and a male with a single recessive allele on his only X chromosome shows the disease.",
    hiAssertion: "हीमोफ़ीलिया स्त्रियों की तुलना में पुरुषों में कहीं अधिक देखा जाता है।",
    hiReason:
      "हीमोफ़ीलिया एक X-सहलग्न अप्रभावी विकार है, और अपने एकमात्र X गुणसूत्र पर एक अप्रभावी युग्मविकल्पी वाला पुरुष रोग प्रदर्शित करता है।",
    correct: 0,
    explanation:
      "A male is hemizygous for X-linked genes: one recessive allele is enough to cause haemophilia. A female must inherit the allele from both parents (a carrier or affected mother and an affected father), which is very rare. Both statements are true and the Reason explains the Assertion.",
    hiExplanation:
      "पुरुष X-सहलग्न जीनों के लिए अर्धयुग्मजी होता है: एक अप्रभावी युग्मविकल्पी ही हीमोफ़ीलिया के लिए पर्याप्त है। स्त्री को यह युग्मविकल्पी दोनों जनकों से मिलना चाहिए (वाहक या रोगी माता तथा रोगी पिता), जो बहुत दुर्लभ है। दोनों कथन सत्य हैं और कारण अभिकथन की सही व्याख्या है।",
    source: `${B12}, Ch. 4 Principles of Inheritance and Variation`,
  }),
  make(B, {
    key: "neet-p1-bot-38",
    topic: "Molecular Basis of Inheritance",
    difficulty: "medium",
    text: "The template strand of a short stretch of a gene reads 3'-TACGGA-5'. What is the sequence of the mRNA transcribed from it?",
    options: ["5'-ATGCCT-3'", "5'-UACGGA-3'", "3'-AUGCCU-5'", "5'-AUGCCU-3'"],
    correct: 3,
    explanation:
      "RNA polymerase reads the template strand 3'→5' and builds the RNA 5'→3', pairing A with U and G with C: 3'-TACGGA-5' gives 5'-AUGCCU-3'. This matches the coding strand (5'-ATGCCT-3') with U in place of T. '5'-ATGCCT-3'' is DNA, and '3'-AUGCCU-5'' has the polarity reversed.",
    hiText: "किसी जीन के एक छोटे भाग का टेम्पलेट रज्जुक 3'-TACGGA-5' है। उससे अनुलेखित mRNA का अनुक्रम क्या होगा?",
    hiExplanation:
      "RNA पॉलीमरेज़ टेम्पलेट रज्जुक को 3'→5' पढ़ता है और RNA को 5'→3' बनाता है, A को U से तथा G को C से युग्मित करते हुए: 3'-TACGGA-5' से 5'-AUGCCU-3' बनता है। यह कूटलेखन रज्जुक (5'-ATGCCT-3') के समान है, केवल T के स्थान पर U है। '5'-ATGCCT-3'' DNA है तथा '3'-AUGCCU-5'' में ध्रुवता उलटी है।",
    source: `${B12}, Ch. 5 Molecular Basis of Inheritance`,
  }),
  make(B, {
    key: "neet-p1-bot-39",
    topic: "Molecular Basis of Inheritance",
    difficulty: "hard",
    text: "In E. coli, a mutation makes the lac repressor unable to bind the operator. What happens to the structural genes of the lac operon (z, y and a)?",
    options: [
      "They are never transcribed, even in the presence of lactose",
      "They are transcribed only when lactose is present",
      "They are transcribed continuously, whether or not lactose is present",
      "Only the z gene is transcribed, and only when glucose is absent",
    ],
    correct: 2,
    explanation:
      "Normally the repressor (made by the i gene) binds the operator and blocks RNA polymerase; lactose (the inducer) inactivates the repressor and switches transcription on. If the repressor cannot bind the operator, nothing blocks RNA polymerase, so the polycistronic z-y-a mRNA is made all the time (constitutive expression), with or without lactose. The second option describes the normal, inducible operon.",
    hiText:
      "ई. कोलाई में एक उत्परिवर्तन के कारण lac दमनकारी प्रचालक से नहीं जुड़ पाता। lac प्रचालेक के संरचनात्मक जीनों (z, y तथा a) का क्या होगा?",
    hiOptions: [
      "लैक्टोस की उपस्थिति में भी उनका अनुलेखन कभी नहीं होगा",
      "उनका अनुलेखन केवल लैक्टोस की उपस्थिति में होगा",
      "लैक्टोस हो या न हो, उनका अनुलेखन निरंतर होगा",
      "केवल z जीन का अनुलेखन होगा, और वह भी केवल ग्लूकोस की अनुपस्थिति में",
    ],
    hiExplanation:
      "सामान्यतः दमनकारी (i जीन द्वारा निर्मित) प्रचालक से जुड़कर RNA पॉलीमरेज़ को रोकता है; लैक्टोस (प्रेरक) दमनकारी को निष्क्रिय कर अनुलेखन आरंभ कराता है। यदि दमनकारी प्रचालक से नहीं जुड़ सकता तो RNA पॉलीमरेज़ को कुछ नहीं रोकता, अतः बहुसिस्ट्रॉनी z-y-a mRNA लैक्टोस हो या न हो, हर समय बनता है (सतत अभिव्यक्ति)। दूसरा विकल्प सामान्य, प्रेरणीय प्रचालेक का वर्णन है।",
    source: `${B12}, Ch. 5 Molecular Basis of Inheritance`,
  }),
  matchList(B, {
    key: "neet-p1-bot-40",
    topic: "Molecular Basis of Inheritance",
    difficulty: "medium",
    lead: "Match List-I (enzyme of eukaryotes) with List-II (its role).",
    hiLead: "सूची-I (यूकैरियोटों का एंज़ाइम) का सूची-II (उसकी भूमिका) से मिलान कीजिए।",
    listI: ["RNA polymerase I", "RNA polymerase II", "RNA polymerase III", "DNA ligase"],
    listII: [
      "Joins the discontinuously synthesised fragments of DNA",
      "Transcribes tRNA, 5S rRNA and snRNAs",
      "Transcribes the precursor of mRNA (hnRNA)",
      "Transcribes the 28S, 18S and 5.8S rRNAs",
    ],
    hiListI: ["RNA पॉलीमरेज़ I", "RNA पॉलीमरेज़ II", "RNA पॉलीमरेज़ III", "DNA लाइगेज़"],
    hiListII: [
      "असतत रूप से संश्लेषित DNA खंडों को जोड़ता है",
      "tRNA, 5S rRNA तथा snRNA का अनुलेखन करता है",
      "mRNA के पूर्ववर्ती (hnRNA) का अनुलेखन करता है",
      "28S, 18S तथा 5.8S rRNA का अनुलेखन करता है",
    ],
    codes: [
      [4, 2, 3, 1],
      [3, 4, 2, 1],
      [4, 3, 2, 1],
      [2, 3, 4, 1],
    ],
    correct: 2,
    explanation:
      "In eukaryotes RNA polymerase I transcribes the 28S, 18S and 5.8S rRNAs (IV); RNA polymerase II transcribes hnRNA, the precursor of mRNA (III); RNA polymerase III transcribes tRNA, 5S rRNA and snRNAs (II). DNA ligase joins the discontinuously synthesised fragments on the lagging strand during replication (I). So A-IV, B-III, C-II, D-I.",
    hiExplanation:
      "यूकैरियोटों में RNA पॉलीमरेज़ I 28S, 18S तथा 5.8S rRNA का (IV); RNA पॉलीमरेज़ II mRNA के पूर्ववर्ती hnRNA का (III); तथा RNA पॉलीमरेज़ III tRNA, 5S rRNA और snRNA का (II) अनुलेखन करता है। DNA लाइगेज़ प्रतिकृति के दौरान पश्चगामी रज्जुक पर असतत रूप से संश्लेषित खंडों को जोड़ता है (I)। अतः A-IV, B-III, C-II, D-I।",
    source: `${B12}, Ch. 5 Molecular Basis of Inheritance`,
  }),
  make(B, {
    key: "neet-p1-bot-41",
    topic: "Microbes in Human Welfare",
    difficulty: "easy",
    text: "Statins, used as blood-cholesterol-lowering agents, are produced commercially by which microbe?",
    options: ["Monascus purpureus", "Trichoderma polysporum", "Aspergillus niger", "Streptococcus"],
    correct: 0,
    explanation:
      "Statins are produced by the yeast Monascus purpureus; they competitively inhibit the enzyme responsible for cholesterol synthesis. Trichoderma polysporum gives cyclosporin A, Aspergillus niger citric acid, and Streptococcus the clot-buster streptokinase.",
    hiText: "रुधिर कोलेस्टेरॉल कम करने वाले कारकों के रूप में प्रयुक्त स्टैटिन का व्यावसायिक उत्पादन किस सूक्ष्मजीव द्वारा होता है?",
    hiOptions: ["मोनास्कस परप्यूरीअस", "ट्राइकोडर्मा पॉलीस्पोरम", "ऐस्परजिलस नाइगर", "स्ट्रेप्टोकोकस"],
    hiExplanation:
      "स्टैटिन यीस्ट मोनास्कस परप्यूरीअस द्वारा बनाए जाते हैं; ये कोलेस्टेरॉल संश्लेषण के लिए उत्तरदायी एंज़ाइम का स्पर्धी संदमन करते हैं। ट्राइकोडर्मा पॉलीस्पोरम से साइक्लोस्पोरिन A, ऐस्परजिलस नाइगर से सिट्रिक अम्ल तथा स्ट्रेप्टोकोकस से थक्का-विघटक स्ट्रेप्टोकाइनेज़ प्राप्त होता है।",
    source: `${B12}, Ch. 8 Microbes in Human Welfare`,
  }),
  matchList(B, {
    key: "neet-p1-bot-42",
    topic: "Microbes in Human Welfare",
    difficulty: "medium",
    lead: "Match List-I (microbe) with List-II (product).",
    hiLead: "सूची-I (सूक्ष्मजीव) का सूची-II (उत्पाद) से मिलान कीजिए।",
    listI: ["Streptococcus", "Trichoderma polysporum", "Clostridium butylicum", "Aspergillus niger"],
    listII: ["Citric acid", "Butyric acid", "Cyclosporin A", "Streptokinase"],
    hiListI: ["स्ट्रेप्टोकोकस", "ट्राइकोडर्मा पॉलीस्पोरम", "क्लॉस्ट्रीडियम ब्यूटाइलिकम", "ऐस्परजिलस नाइगर"],
    hiListII: ["सिट्रिक अम्ल", "ब्यूटिरिक अम्ल", "साइक्लोस्पोरिन A", "स्ट्रेप्टोकाइनेज़"],
    codes: [
      [4, 3, 2, 1],
      [3, 4, 2, 1],
      [4, 2, 3, 1],
      [4, 3, 1, 2],
    ],
    correct: 0,
    explanation:
      "Streptokinase, a clot buster for blood clots in heart-attack patients, comes from Streptococcus (IV). Cyclosporin A, an immunosuppressant used in organ transplants, comes from the fungus Trichoderma polysporum (III). Clostridium butylicum makes butyric acid (II) and Aspergillus niger citric acid (I). So A-IV, B-III, C-II, D-I.",
    hiExplanation:
      "हृदयाघात के रोगियों की रुधिर वाहिकाओं के थक्के घोलने वाला स्ट्रेप्टोकाइनेज़ स्ट्रेप्टोकोकस से प्राप्त होता है (IV)। अंग प्रत्यारोपण में प्रयुक्त प्रतिरक्षा-निषेधक साइक्लोस्पोरिन A कवक ट्राइकोडर्मा पॉलीस्पोरम से मिलता है (III)। क्लॉस्ट्रीडियम ब्यूटाइलिकम ब्यूटिरिक अम्ल (II) तथा ऐस्परजिलस नाइगर सिट्रिक अम्ल (I) बनाता है। अतः A-IV, B-III, C-II, D-I।",
    source: `${B12}, Ch. 8 Microbes in Human Welfare`,
  }),
  make(B, {
    key: "neet-p1-bot-43",
    topic: "Organisms and Populations",
    difficulty: "hard",
    text: "A population of 200 individuals has a birth rate of 0.3 and a death rate of 0.1 per individual per year, and the carrying capacity of its habitat is 400. If it follows logistic growth, at what rate is it growing at this moment?",
    options: [
      "10 individuals per year",
      "60 individuals per year",
      "40 individuals per year",
      "20 individuals per year",
    ],
    correct: 3,
    explanation:
      "The intrinsic rate of natural increase is $r = b - d = 0.3 - 0.1 = 0.2$ per year. Exponential growth would give $rN = 0.2 \\times 200 = 40$ per year, but logistic growth multiplies this by $\\frac{K - N}{K} = \\frac{400 - 200}{400} = \\frac{1}{2}$: $\\frac{dN}{dt} = 40 \\times \\frac{1}{2} = 20$ individuals per year. 60 uses the birth rate alone.",
    hiText:
      "200 सदस्यों की एक समष्टि की जन्मदर 0.3 तथा मृत्युदर 0.1 प्रति सदस्य प्रति वर्ष है, और उसके आवास की पोषण क्षमता 400 है। यदि यह संभार तंत्र (लॉजिस्टिक) वृद्धि करती है, तो इस क्षण उसकी वृद्धि दर क्या है?",
    hiOptions: ["10 सदस्य प्रति वर्ष", "60 सदस्य प्रति वर्ष", "40 सदस्य प्रति वर्ष", "20 सदस्य प्रति वर्ष"],
    hiExplanation:
      "प्राकृतिक वृद्धि की स्वाभाविक दर $r = b - d = 0.3 - 0.1 = 0.2$ प्रति वर्ष है। चरघातांकी वृद्धि में $rN = 0.2 \\times 200 = 40$ प्रति वर्ष होता, परंतु संभार तंत्र वृद्धि में इसे $\\frac{K - N}{K} = \\frac{400 - 200}{400} = \\frac{1}{2}$ से गुणा किया जाता है: $\\frac{dN}{dt} = 40 \\times \\frac{1}{2} = 20$ सदस्य प्रति वर्ष। 60 केवल जन्मदर से निकलता है।",
    source: `${B12}, Ch. 11 Organisms and Populations`,
  }),
  assertionReason(B, {
    key: "neet-p1-bot-44",
    topic: "Ecosystem",
    difficulty: "easy",
    assertion: "The pyramid of energy of an ecosystem is always upright.",
    reason:
      "At each step of a food chain some energy is lost as heat, so each trophic level has less energy than the one below it.",
    hiAssertion: "किसी पारितंत्र का ऊर्जा पिरैमिड सदैव सीधा होता है।",
    hiReason:
      "आहार शृंखला के प्रत्येक चरण पर कुछ ऊर्जा ऊष्मा के रूप में नष्ट होती है, अतः प्रत्येक पोषण स्तर में नीचे वाले स्तर से कम ऊर्जा होती है।",
    correct: 0,
    explanation:
      "Energy flows one way from producers to consumers, and at every transfer much of it is lost as heat in respiration, so less is available at each higher level. The pyramid of energy therefore can never be inverted, unlike pyramids of number or biomass. Both statements are true and the Reason explains the Assertion.",
    hiExplanation:
      "ऊर्जा उत्पादकों से उपभोक्ताओं की ओर एक ही दिशा में प्रवाहित होती है, और प्रत्येक स्थानांतरण में उसका बड़ा भाग श्वसन में ऊष्मा के रूप में नष्ट होता है, अतः प्रत्येक ऊँचे स्तर पर कम ऊर्जा उपलब्ध होती है। इसलिए ऊर्जा पिरैमिड, संख्या या जैवभार के पिरैमिडों के विपरीत, कभी उलटा नहीं हो सकता। दोनों कथन सत्य हैं और कारण अभिकथन की सही व्याख्या है।",
    source: `${B12}, Ch. 12 Ecosystem`,
  }),
  twoStatements(B, {
    key: "neet-p1-bot-45",
    topic: "Biodiversity and Conservation",
    difficulty: "medium",
    one: "The 'Evil Quartet' is the term used for the four major causes of biodiversity loss: habitat loss and fragmentation, over-exploitation, alien species invasions and co-extinctions.",
    two: "The introduction of the Nile perch into Lake Victoria in East Africa led to the extinction of more than 200 species of cichlid fish in the lake.",
    hiOne:
      "'दुष्ट चौकड़ी' (ईविल क्वार्टेट) शब्द जैव विविधता की क्षति के चार प्रमुख कारणों के लिए प्रयुक्त होता है: आवासीय क्षति तथा विखंडन, अतिदोहन, विदेशी जातियों का आक्रमण तथा सहविलुप्तता।",
    hiTwo:
      "पूर्वी अफ़्रीका की विक्टोरिया झील में नील पर्च मछली लाए जाने से झील की सिक्लिड मछलियों की 200 से अधिक जातियाँ विलुप्त हो गईं।",
    correct: 0,
    explanation:
      "Both are NCERT statements. The four causes of accelerated extinction are called the 'Evil Quartet'. Among alien species invasions, NCERT cites the Nile perch in Lake Victoria, which eventually led to the extinction of an ecologically unique assemblage of more than 200 cichlid species.",
    hiExplanation:
      "दोनों NCERT के कथन हैं। त्वरित विलुप्ति के चार कारणों को 'दुष्ट चौकड़ी' कहा जाता है। विदेशी जातियों के आक्रमण के उदाहरण में NCERT विक्टोरिया झील में नील पर्च का उल्लेख करती है, जिसके कारण अंततः सिक्लिड मछलियों की 200 से अधिक जातियों वाले पारिस्थितिक रूप से अनूठे समूह की विलुप्ति हुई।",
    source: `${B12}, Ch. 13 Biodiversity and Conservation`,
  }),
];
