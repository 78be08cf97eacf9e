import type { SingleQuestion } from "~/server/content/types";
import { assertionReason, make, matchList, twoStatements } from "./paper-1-make";

/** Zoology of NEET (UG) paper 1: original questions on the lines of the NCERT Biology textbooks. */

const Z = "Zoology";
const B11 = "NCERT Biology Class 11";
const B12 = "NCERT Biology Class 12";

export const paper1Zoology: SingleQuestion[] = [
  make(Z, {
    key: "neet-p1-zoo-01",
    topic: "Animal Kingdom",
    difficulty: "easy",
    text: "Which of the following animals has a water vascular system that helps in locomotion, capture and transport of food, and respiration?",
    options: ["Aurelia", "Asterias", "Ascaris", "Pheretima"],
    correct: 1,
    explanation:
      "A water vascular system is the distinctive feature of phylum Echinodermata, to which Asterias (starfish) belongs. Aurelia is a cnidarian, Ascaris an aschelminth (roundworm) and Pheretima an annelid (earthworm).",
    hiText:
      "निम्नलिखित में से किस जंतु में जल संवहन तंत्र होता है, जो गमन, भोजन के ग्रहण व परिवहन तथा श्वसन में सहायता करता है?",
    hiOptions: ["ऑरीलिया", "ऐस्टेरियस", "ऐस्कैरिस", "फ़ेरेटिमा"],
    hiExplanation:
      "जल संवहन तंत्र संघ एकाइनोडर्मेटा की विशिष्ट पहचान है, जिसका सदस्य ऐस्टेरियस (तारामीन) है। ऑरीलिया निडेरिया का, ऐस्कैरिस ऐस्केल्मिंथीज़ (गोलकृमि) का तथा फ़ेरेटिमा ऐनेलिडा (केंचुआ) का सदस्य है।",
    source: `${B11}, Ch. 4 Animal Kingdom`,
  }),
  matchList(Z, {
    key: "neet-p1-zoo-02",
    topic: "Animal Kingdom",
    difficulty: "medium",
    lead: "Match List-I (phylum) with List-II (a characteristic feature).",
    hiLead: "सूची-I (संघ) का सूची-II (एक विशिष्ट लक्षण) से मिलान कीजिए।",
    listI: ["Ctenophora", "Platyhelminthes", "Aschelminthes", "Mollusca"],
    listII: [
      "Radula, a file-like rasping organ for feeding",
      "Flame cells for osmoregulation and excretion",
      "Comb plates for locomotion",
      "Pseudocoelom",
    ],
    hiListI: ["टीनोफ़ोरा", "प्लेटीहेल्मिंथीज़", "ऐस्केल्मिंथीज़", "मोलस्का"],
    hiListII: [
      "भोजन के लिए रेती-जैसी घर्षक रेतीजिह्वा",
      "परासरण नियमन तथा उत्सर्जन के लिए ज्वाला कोशिकाएँ",
      "गमन के लिए कंकत पट्टिकाएँ",
      "कूटगुहा (कूटप्रगुहा)",
    ],
    codes: [
      [3, 2, 1, 4],
      [2, 3, 4, 1],
      [3, 2, 4, 1],
      [3, 4, 2, 1],
    ],
    correct: 2,
    explanation:
      "Ctenophores (comb jellies) have eight external rows of ciliated comb plates for locomotion (III). Flatworms have flame cells for osmoregulation and excretion (II). Roundworms (Aschelminthes) are pseudocoelomates (IV). Molluscs have a radula in the mouth (I). So A-III, B-II, C-IV, D-I.",
    hiExplanation:
      "टीनोफ़ोर (कंकत जेली) में गमन के लिए पक्ष्माभी कंकत पट्टिकाओं की आठ बाहरी पंक्तियाँ होती हैं (III)। चपटे कृमियों में परासरण नियमन व उत्सर्जन के लिए ज्वाला कोशिकाएँ होती हैं (II)। गोलकृमि (ऐस्केल्मिंथीज़) कूटगुहिक होते हैं (IV)। मोलस्का के मुख में रेतीजिह्वा होती है (I)। अतः A-III, B-II, C-IV, D-I।",
    source: `${B11}, Ch. 4 Animal Kingdom`,
  }),
  twoStatements(Z, {
    key: "neet-p1-zoo-03",
    topic: "Animal Kingdom",
    difficulty: "medium",
    one: "In cartilaginous fishes (Chondrichthyes), the notochord persists throughout life.",
    two: "Bony fishes (Osteichthyes) have an air bladder that regulates buoyancy.",
    hiOne: "उपास्थिल मछलियों (कॉन्ड्रिक्थीज़) में पृष्ठरज्जु जीवनपर्यंत बनी रहती है।",
    hiTwo: "अस्थिल मछलियों (ऑस्टिक्थीज़) में वायु आशय होता है, जो उत्प्लावन का नियमन करता है।",
    correct: 0,
    explanation:
      "Both are correct. Chondrichthyes (sharks, rays) have a cartilaginous endoskeleton and a notochord that persists throughout life; lacking an air bladder, they must swim constantly to avoid sinking. Osteichthyes have a bony endoskeleton and an air bladder that regulates buoyancy.",
    hiExplanation:
      "दोनों कथन सही हैं। कॉन्ड्रिक्थीज़ (शार्क, रे) में उपास्थिल अंतःकंकाल होता है और पृष्ठरज्जु जीवनपर्यंत बनी रहती है; वायु आशय न होने से डूबने से बचने के लिए उन्हें निरंतर तैरना पड़ता है। ऑस्टिक्थीज़ में अस्थिल अंतःकंकाल तथा उत्प्लावन का नियमन करने वाला वायु आशय होता है।",
    source: `${B11}, Ch. 4 Animal Kingdom`,
  }),
  make(Z, {
    key: "neet-p1-zoo-04",
    topic: "Animal Kingdom",
    difficulty: "medium",
    format: "statements",
    text: "Consider the following statements about vertebrates.\n\nA. The long bones of birds are hollow, with air cavities (pneumatic).\nB. All mammals are viviparous.\nC. The heart of reptiles is usually three-chambered, but four-chambered in crocodiles.\nD. The skin of amphibians is moist and without scales.\nE. Cyclostomes have paired fins.\n\nChoose the correct answer from the options given below.",
    options: ["C, D and E only", "A, B, C and D only", "A, C and D only", "A, B and E only"],
    correct: 2,
    explanation:
      "A, C and D are correct. B is wrong: mammals are viviparous with a few exceptions, such as the egg-laying platypus (Ornithorhynchus). E is wrong: cyclostomes such as lampreys and hagfishes have a circular, jawless mouth and a body without scales and paired fins.",
    hiText:
      "कशेरुकियों के विषय में निम्नलिखित कथनों पर विचार कीजिए।\n\nA. पक्षियों की लंबी अस्थियाँ खोखली होती हैं, जिनमें वायु गुहाएँ होती हैं (वातिल)।\nB. सभी स्तनधारी जरायुज होते हैं।\nC. सरीसृपों का हृदय सामान्यतः तीन-कक्षीय होता है, परंतु मगरमच्छ में चार-कक्षीय।\nD. उभयचरों की त्वचा नम तथा शल्क-रहित होती है।\nE. साइक्लोस्टोम में युग्मित पख होते हैं।\n\nनीचे दिए गए विकल्पों में से सही उत्तर चुनिए।",
    hiOptions: ["केवल C, D तथा E", "केवल A, B, C तथा D", "केवल A, C तथा D", "केवल A, B तथा E"],
    hiExplanation:
      "A, C तथा D सही हैं। B गलत है: कुछ अपवादों, जैसे अंडे देने वाले प्लैटिपस (ऑर्निथोरिंकस), को छोड़कर स्तनधारी जरायुज होते हैं। E गलत है: लैम्प्रे तथा हैगफ़िश जैसे साइक्लोस्टोम का मुख वृत्ताकार तथा जबड़ा-रहित होता है और शरीर शल्कों तथा युग्मित पखों से रहित होता है।",
    source: `${B11}, Ch. 4 Animal Kingdom`,
  }),
  assertionReason(Z, {
    key: "neet-p1-zoo-05",
    topic: "Animal Kingdom",
    difficulty: "easy",
    assertion: "Sponges are placed in the phylum Porifera.",
    reason:
      "Water enters a sponge through numerous minute pores (ostia) in its body wall into a central cavity, the spongocoel.",
    hiAssertion: "स्पंजों को संघ पोरीफ़ेरा में रखा गया है।",
    hiReason: "स्पंज में जल उसकी देहभित्ति के अनेक सूक्ष्म छिद्रों (ऑस्टिया) से होकर केंद्रीय गुहा, स्पंजगुहा, में प्रवेश करता है।",
    correct: 0,
    explanation:
      "Porifera means 'pore bearers'. Sponges have a water transport or canal system: water enters through the ostia into the spongocoel and leaves through the osculum, helping in food gathering, gas exchange and removal of waste. The pores that give the phylum its name are exactly what the Reason describes, so both are true and the Reason explains the Assertion.",
    hiExplanation:
      "पोरीफ़ेरा का अर्थ है 'छिद्र धारण करने वाले'। स्पंजों में जल परिवहन या नाल तंत्र होता है: जल ऑस्टिया से स्पंजगुहा में आता है और ऑस्कुलम से बाहर निकलता है, जिससे भोजन ग्रहण, गैस विनिमय तथा अपशिष्ट निष्कासन में सहायता मिलती है। संघ को नाम देने वाले छिद्र ठीक वही हैं जिनका वर्णन कारण में है, अतः दोनों कथन सत्य हैं और कारण अभिकथन की सही व्याख्या है।",
    source: `${B11}, Ch. 4 Animal Kingdom`,
  }),
  make(Z, {
    key: "neet-p1-zoo-06",
    topic: "Structural Organisation in Animals",
    difficulty: "easy",
    text: "Ciliated epithelium, which moves particles or mucus in a specific direction, lines the inner surface of",
    options: [
      "the skin and the buccal cavity",
      "the walls of blood vessels and air sacs of lungs",
      "the ducts of glands and tubular parts of nephrons",
      "the bronchioles and fallopian tubes",
    ],
    correct: 3,
    explanation:
      "Columnar or cuboidal cells bearing cilia form ciliated epithelium; it lines hollow organs such as the bronchioles and fallopian tubes. Blood vessel walls and air sacs are lined by squamous epithelium, gland ducts and nephron tubules by cuboidal epithelium, and the skin and buccal cavity by compound (stratified) epithelium.",
    hiText: "पक्ष्माभी उपकला, जो कणों या श्लेष्मा को एक विशेष दिशा में धकेलती है, किसकी भीतरी सतह को आस्तरित करती है?",
    hiOptions: [
      "त्वचा तथा मुख गुहा",
      "रुधिर वाहिकाओं की भित्तियों तथा फेफड़ों के वायु कोषों",
      "ग्रंथियों की वाहिनियों तथा वृक्काणु के नलिकाकार भागों",
      "श्वसनिकाओं तथा डिंबवाहिनी नलिकाओं",
    ],
    hiExplanation:
      "पक्ष्माभयुक्त स्तंभाकार या घनाकार कोशिकाएँ पक्ष्माभी उपकला बनाती हैं; यह श्वसनिकाओं तथा डिंबवाहिनी नलिकाओं जैसे खोखले अंगों को आस्तरित करती है। रुधिर वाहिकाओं की भित्ति तथा वायु कोष शल्की उपकला से, ग्रंथियों की वाहिनियाँ तथा वृक्काणु की नलिकाएँ घनाकार उपकला से, और त्वचा तथा मुख गुहा संयुक्त (स्तरित) उपकला से आस्तरित होती हैं।",
    source: `${B11}, Ch. 7 Structural Organisation in Animals`,
  }),
  matchList(Z, {
    key: "neet-p1-zoo-07",
    topic: "Structural Organisation in Animals",
    difficulty: "medium",
    lead: "Match List-I (tissue) with List-II (its feature).",
    hiLead: "सूची-I (ऊतक) का सूची-II (उसका लक्षण) से मिलान कीजिए।",
    listI: ["Tendon", "Adipose tissue", "Areolar tissue", "Cartilage"],
    listII: [
      "Lies beneath the skin; contains fibroblasts, macrophages and mast cells",
      "Solid, pliable intercellular material that resists compression",
      "Dense regular connective tissue attaching skeletal muscle to bone",
      "Specialised to store fat",
    ],
    hiListI: ["कंडरा", "वसा ऊतक", "गर्तिका ऊतक", "उपास्थि"],
    hiListII: [
      "त्वचा के नीचे स्थित; तंतुकोरक, महाभक्षकाणु तथा मास्ट कोशिकाएँ युक्त",
      "ठोस, आनम्य अंतरकोशिकीय पदार्थ जो संपीडन का प्रतिरोध करता है",
      "कंकाल पेशी को अस्थि से जोड़ने वाला सघन नियमित संयोजी ऊतक",
      "वसा संचय के लिए विशिष्टीकृत",
    ],
    codes: [
      [1, 4, 3, 2],
      [3, 4, 2, 1],
      [4, 3, 1, 2],
      [3, 4, 1, 2],
    ],
    correct: 3,
    explanation:
      "Tendons, attaching skeletal muscles to bones, are dense regular connective tissue (III). Adipose tissue, found mainly beneath the skin, stores fat (IV). Areolar tissue lies beneath the skin, supports the epithelium and contains fibroblasts, macrophages and mast cells (I). Cartilage has a solid, pliable matrix that resists compression (II). So A-III, B-IV, C-I, D-II.",
    hiExplanation:
      "कंकाल पेशियों को अस्थियों से जोड़ने वाली कंडराएँ सघन नियमित संयोजी ऊतक हैं (III)। मुख्यतः त्वचा के नीचे पाया जाने वाला वसा ऊतक वसा का संचय करता है (IV)। गर्तिका ऊतक त्वचा के नीचे स्थित होकर उपकला को आधार देता है और उसमें तंतुकोरक, महाभक्षकाणु तथा मास्ट कोशिकाएँ होती हैं (I)। उपास्थि का आधात्री पदार्थ ठोस व आनम्य होता है जो संपीडन का प्रतिरोध करता है (II)। अतः A-III, B-IV, C-I, D-II।",
    source: `${B11}, Ch. 7 Structural Organisation in Animals`,
  }),
  twoStatements(Z, {
    key: "neet-p1-zoo-08",
    topic: "Structural Organisation in Animals",
    difficulty: "medium",
    one: "Communication junctions called intercalated discs allow the cells of cardiac muscle to contract as a unit.",
    two: "Smooth muscle fibres are striated and under voluntary control.",
    hiOne: "अंतर्विष्ट डिस्क नामक संचार संधियाँ हृद पेशी की कोशिकाओं को एक इकाई के रूप में संकुचित होने देती हैं।",
    hiTwo: "चिकनी पेशी के तंतु रेखित होते हैं और ऐच्छिक नियंत्रण में होते हैं।",
    correct: 2,
    explanation:
      "Statement I is correct: cardiac muscle cells are joined end to end by intercalated discs, through which the excitation spreads so that the cells contract together. Statement II is incorrect: smooth muscle fibres are fusiform and non-striated, and their functioning is involuntary (as in the walls of the stomach and blood vessels).",
    hiExplanation:
      "कथन I सही है: हृद पेशी की कोशिकाएँ सिरे से सिरे तक अंतर्विष्ट डिस्क से जुड़ी होती हैं, जिनसे उत्तेजना फैलती है और कोशिकाएँ एक साथ संकुचित होती हैं। कथन II गलत है: चिकनी पेशी के तंतु तर्कुरूपी तथा अरेखित होते हैं, और उनका कार्य अनैच्छिक होता है (जैसे आमाशय तथा रुधिर वाहिकाओं की भित्तियों में)।",
    source: `${B11}, Ch. 7 Structural Organisation in Animals`,
  }),
  make(Z, {
    key: "neet-p1-zoo-09",
    topic: "Biomolecules",
    difficulty: "easy",
    text: "Which of the following is a nucleoside?",
    options: ["Adenine", "Adenylic acid", "Adenosine", "Uracil"],
    correct: 2,
    explanation:
      "A nucleoside is a nitrogenous base joined to a sugar: adenosine is adenine + ribose. Adding a phosphate gives a nucleotide, such as adenylic acid. Adenine and uracil are nitrogenous bases (a purine and a pyrimidine).",
    hiText: "निम्नलिखित में से कौन एक न्यूक्लियोसाइड है?",
    hiOptions: ["एडेनीन", "एडेनिलिक अम्ल", "एडेनोसीन", "यूरेसिल"],
    hiExplanation:
      "न्यूक्लियोसाइड एक नाइट्रोजनी क्षारक तथा शर्करा का योग है: एडेनोसीन = एडेनीन + राइबोस। इसमें फ़ॉस्फ़ेट जुड़ने पर न्यूक्लियोटाइड बनता है, जैसे एडेनिलिक अम्ल। एडेनीन तथा यूरेसिल नाइट्रोजनी क्षारक हैं (एक प्यूरीन तथा एक पिरिमिडीन)।",
    source: `${B11}, Ch. 9 Biomolecules`,
  }),
  make(Z, {
    key: "neet-p1-zoo-10",
    topic: "Biomolecules",
    difficulty: "medium",
    text: "Malonate inhibits the enzyme succinic dehydrogenase because it closely resembles the substrate succinate in structure. This kind of inhibition is called",
    options: ["denaturation", "feedback inhibition", "allosteric activation", "competitive inhibition"],
    correct: 3,
    explanation:
      "A competitive inhibitor resembles the substrate and competes with it for the substrate-binding site of the enzyme, so the substrate cannot bind and the enzyme's action falls. NCERT's example is malonate inhibiting succinic dehydrogenase; such inhibitors are also used to control bacterial pathogens.",
    hiText:
      "मैलोनेट एंज़ाइम सक्सिनिक डिहाइड्रोजिनेज़ का संदमन करता है, क्योंकि उसकी संरचना क्रियाधार सक्सिनेट से बहुत मिलती है। इस प्रकार के संदमन को कहते हैं",
    hiOptions: ["विकृतीकरण", "प्रतिपुष्टि संदमन", "ऐलोस्टेरिक सक्रियण", "स्पर्धी संदमन"],
    hiExplanation:
      "स्पर्धी संदमक क्रियाधार से मिलता-जुलता होता है और एंज़ाइम के क्रियाधार-बंधन स्थल के लिए उससे स्पर्धा करता है, जिससे क्रियाधार नहीं जुड़ पाता और एंज़ाइम की क्रिया घट जाती है। NCERT का उदाहरण सक्सिनिक डिहाइड्रोजिनेज़ का मैलोनेट द्वारा संदमन है; ऐसे संदमक जीवाणु रोगजनकों के नियंत्रण में भी प्रयुक्त होते हैं।",
    source: `${B11}, Ch. 9 Biomolecules`,
  }),
  matchList(Z, {
    key: "neet-p1-zoo-11",
    topic: "Biomolecules",
    difficulty: "medium",
    lead: "Match List-I (class of enzymes) with List-II (the reaction it catalyses).",
    hiLead: "सूची-I (एंज़ाइमों का वर्ग) का सूची-II (उसके द्वारा उत्प्रेरित अभिक्रिया) से मिलान कीजिए।",
    listI: ["Oxidoreductases", "Transferases", "Hydrolases", "Lyases"],
    listII: [
      "Hydrolysis of ester, ether, peptide, glycosidic and other bonds",
      "Removal of groups from substrates by means other than hydrolysis, leaving double bonds",
      "Transfer of a group other than hydrogen between a pair of substrates",
      "Oxidation and reduction between two substrates",
    ],
    hiListI: ["ऑक्सीडोरिडक्टेज़", "ट्रांसफ़रेज़", "हाइड्रोलेज़", "लायेज़"],
    hiListII: [
      "एस्टर, ईथर, पेप्टाइड, ग्लाइकोसिडी तथा अन्य बंधों का जल-अपघटन",
      "जल-अपघटन से भिन्न विधि से क्रियाधारों से समूहों को हटाना, जिससे द्विबंध बनते हैं",
      "क्रियाधारों के एक युग्म के बीच हाइड्रोजन से भिन्न किसी समूह का स्थानांतरण",
      "दो क्रियाधारों के बीच ऑक्सीकरण तथा अपचयन",
    ],
    codes: [
      [3, 4, 1, 2],
      [4, 3, 1, 2],
      [4, 3, 2, 1],
      [4, 1, 3, 2],
    ],
    correct: 1,
    explanation:
      "Oxidoreductases (dehydrogenases) catalyse oxidation and reduction between two substrates (IV). Transferases move a group other than hydrogen from one substrate to another (III). Hydrolases hydrolyse ester, ether, peptide, glycosidic and similar bonds (I). Lyases remove groups by means other than hydrolysis, leaving double bonds (II). So A-IV, B-III, C-I, D-II.",
    hiExplanation:
      "ऑक्सीडोरिडक्टेज़ (डिहाइड्रोजिनेज़) दो क्रियाधारों के बीच ऑक्सीकरण तथा अपचयन उत्प्रेरित करते हैं (IV)। ट्रांसफ़रेज़ हाइड्रोजन से भिन्न किसी समूह को एक क्रियाधार से दूसरे पर ले जाते हैं (III)। हाइड्रोलेज़ एस्टर, ईथर, पेप्टाइड, ग्लाइकोसिडी आदि बंधों का जल-अपघटन करते हैं (I)। लायेज़ जल-अपघटन से भिन्न विधि से समूह हटाकर द्विबंध बनाते हैं (II)। अतः A-IV, B-III, C-I, D-II।",
    source: `${B11}, Ch. 9 Biomolecules`,
  }),
  make(Z, {
    key: "neet-p1-zoo-12",
    topic: "Biomolecules",
    difficulty: "hard",
    format: "statements",
    text: "Consider the following statements about the co-factors of enzymes.\n\nA. Zinc is a co-factor of the proteolytic enzyme carboxypeptidase.\nB. The coenzymes NAD and NADP contain the vitamin niacin.\nC. Haem is the prosthetic group of peroxidase and catalase.\nD. An apoenzyme shows full catalytic activity even after its co-factor is removed.\nE. Prosthetic groups are only transiently associated with the apoenzyme, during catalysis.\n\nChoose the correct answer from the options given below.",
    options: ["A and D only", "A, B, C and E only", "B, D and E only", "A, B and C only"],
    correct: 3,
    explanation:
      "A, B and C are NCERT examples of a metal ion, coenzymes and a prosthetic group. D is wrong: the catalytic activity is lost when the co-factor is removed, so the co-factor is essential. E is wrong: prosthetic groups are tightly bound to the apoenzyme; it is coenzymes whose association is transient.",
    hiText:
      "एंज़ाइमों के सहकारकों के विषय में निम्नलिखित कथनों पर विचार कीजिए।\n\nA. ज़िंक प्रोटीन-अपघटनी एंज़ाइम कार्बोक्सीपेप्टिडेज़ का सहकारक है।\nB. सहएंज़ाइम NAD तथा NADP में विटामिन नियासिन होता है।\nC. हीम परऑक्सीडेज़ तथा कैटालेज़ का सहखंड (प्रोस्थेटिक समूह) है।\nD. सहकारक हटा देने के बाद भी ऐपोएंज़ाइम पूर्ण उत्प्रेरक सक्रियता दर्शाता है।\nE. सहखंड उत्प्रेरण के समय ही ऐपोएंज़ाइम से अस्थायी रूप से जुड़ते हैं।\n\nनीचे दिए गए विकल्पों में से सही उत्तर चुनिए।",
    hiOptions: ["केवल A तथा D", "केवल A, B, C तथा E", "केवल B, D तथा E", "केवल A, B तथा C"],
    hiExplanation:
      "A, B तथा C क्रमशः धातु आयन, सहएंज़ाइम तथा सहखंड के NCERT उदाहरण हैं। D गलत है: सहकारक हटाने पर उत्प्रेरक सक्रियता समाप्त हो जाती है, अतः सहकारक अनिवार्य है। E गलत है: सहखंड ऐपोएंज़ाइम से दृढ़ता से जुड़े रहते हैं; अस्थायी जुड़ाव सहएंज़ाइमों का होता है।",
    source: `${B11}, Ch. 9 Biomolecules`,
  }),
  make(Z, {
    key: "neet-p1-zoo-13",
    topic: "Breathing and Exchange of Gases",
    difficulty: "easy",
    text: "What is the approximate partial pressure of oxygen in the alveolar air of a healthy human?",
    options: ["159 mm Hg", "104 mm Hg", "95 mm Hg", "40 mm Hg"],
    correct: 1,
    explanation:
      "NCERT's table of partial pressures gives $p\\mathrm{O_2}$ = 104 mm Hg in the alveoli, 159 in atmospheric air, 95 in oxygenated blood and 40 in deoxygenated blood and tissues. The gradient from alveoli (104) to deoxygenated blood (40) drives oxygen into the blood.",
    hiText: "स्वस्थ मनुष्य की कूपिका वायु में ऑक्सीजन का आंशिक दाब लगभग कितना होता है?",
    hiExplanation:
      "NCERT की आंशिक दाब तालिका के अनुसार कूपिकाओं में $p\\mathrm{O_2}$ = 104 mm Hg, वायुमंडलीय वायु में 159, ऑक्सीजनित रुधिर में 95 तथा विऑक्सीजनित रुधिर व ऊतकों में 40 होता है। कूपिकाओं (104) से विऑक्सीजनित रुधिर (40) की ओर प्रवणता ऑक्सीजन को रुधिर में पहुँचाती है।",
    source: `${B11}, Ch. 14 Breathing and Exchange of Gases`,
  }),
  make(Z, {
    key: "neet-p1-zoo-14",
    topic: "Breathing and Exchange of Gases",
    difficulty: "medium",
    text: "Under normal physiological conditions, about how much carbon dioxide does every 100 mL of deoxygenated blood deliver to the alveoli?",
    options: ["About 20 mL", "About 5 mL", "About 4 mL", "About 0.4 mL"],
    correct: 2,
    explanation:
      "NCERT states that every 100 mL of deoxygenated blood delivers approximately 4 mL of $\\mathrm{CO_2}$ to the alveoli, while every 100 mL of oxygenated blood delivers around 5 mL of $\\mathrm{O_2}$ to the tissues. The option 5 mL confuses the two figures.",
    hiText:
      "सामान्य कार्यिकीय परिस्थितियों में प्रत्येक 100 mL विऑक्सीजनित रुधिर कूपिकाओं को लगभग कितनी कार्बन डाइऑक्साइड पहुँचाता है?",
    hiOptions: ["लगभग 20 mL", "लगभग 5 mL", "लगभग 4 mL", "लगभग 0.4 mL"],
    hiExplanation:
      "NCERT के अनुसार प्रत्येक 100 mL विऑक्सीजनित रुधिर कूपिकाओं को लगभग 4 mL $\\mathrm{CO_2}$ पहुँचाता है, जबकि प्रत्येक 100 mL ऑक्सीजनित रुधिर ऊतकों को लगभग 5 mL $\\mathrm{O_2}$ देता है। विकल्प 5 mL दोनों आँकड़ों का भ्रम है।",
    source: `${B11}, Ch. 14 Breathing and Exchange of Gases`,
  }),
  make(Z, {
    key: "neet-p1-zoo-15",
    topic: "Breathing and Exchange of Gases",
    difficulty: "hard",
    format: "statements",
    text: "Which of the following conditions in the tissues favour the dissociation of oxygen from oxyhaemoglobin?\n\nA. High $p\\mathrm{CO_2}$\nB. High $\\mathrm{H^+}$ concentration\nC. Lower temperature\nD. Low $p\\mathrm{O_2}$\nE. High pH\n\nChoose the correct answer from the options given below.",
    options: ["A, B and D only", "A, B, C and D only", "B, D and E only", "A, C and E only"],
    correct: 0,
    explanation:
      "In the tissues, low $p\\mathrm{O_2}$, high $p\\mathrm{CO_2}$, high $\\mathrm{H^+}$ concentration (lower pH) and higher temperature favour the release of oxygen from oxyhaemoglobin (the dissociation curve shifts right). The opposite conditions in the alveoli (high $p\\mathrm{O_2}$, low $p\\mathrm{CO_2}$, lower $\\mathrm{H^+}$, lower temperature) favour oxyhaemoglobin formation. So C and E, which belong to the alveolar side, are wrong.",
    hiText:
      "ऊतकों में निम्नलिखित में से कौन-सी परिस्थितियाँ ऑक्सीहीमोग्लोबिन से ऑक्सीजन के वियोजन के अनुकूल हैं?\n\nA. उच्च $p\\mathrm{CO_2}$\nB. उच्च $\\mathrm{H^+}$ सांद्रता\nC. निम्न ताप\nD. निम्न $p\\mathrm{O_2}$\nE. उच्च pH\n\nनीचे दिए गए विकल्पों में से सही उत्तर चुनिए।",
    hiOptions: ["केवल A, B तथा D", "केवल A, B, C तथा D", "केवल B, D तथा E", "केवल A, C तथा E"],
    hiExplanation:
      "ऊतकों में निम्न $p\\mathrm{O_2}$, उच्च $p\\mathrm{CO_2}$, उच्च $\\mathrm{H^+}$ सांद्रता (निम्न pH) तथा उच्च ताप ऑक्सीहीमोग्लोबिन से ऑक्सीजन मुक्त होने के अनुकूल हैं (वियोजन वक्र दाईं ओर खिसकता है)। कूपिकाओं की विपरीत परिस्थितियाँ (उच्च $p\\mathrm{O_2}$, निम्न $p\\mathrm{CO_2}$, कम $\\mathrm{H^+}$, निम्न ताप) ऑक्सीहीमोग्लोबिन बनने के अनुकूल हैं। अतः कूपिका पक्ष की परिस्थितियाँ C तथा E गलत हैं।",
    source: `${B11}, Ch. 14 Breathing and Exchange of Gases`,
  }),
  assertionReason(Z, {
    key: "neet-p1-zoo-16",
    topic: "Breathing and Exchange of Gases",
    difficulty: "medium",
    assertion:
      "The amount of $\\mathrm{CO_2}$ that can diffuse through the diffusion membrane per unit difference in partial pressure is much higher than that of $\\mathrm{O_2}$.",
    reason: "The solubility of $\\mathrm{CO_2}$ is 20 to 25 times higher than that of $\\mathrm{O_2}$.",
    hiAssertion:
      "आंशिक दाब के प्रति इकाई अंतर पर विसरण झिल्ली से विसरित हो सकने वाली $\\mathrm{CO_2}$ की मात्रा $\\mathrm{O_2}$ की तुलना में बहुत अधिक है।",
    hiReason: "$\\mathrm{CO_2}$ की विलेयता $\\mathrm{O_2}$ की विलेयता से 20 से 25 गुना अधिक है।",
    correct: 0,
    explanation:
      "Diffusion depends on the pressure gradient and on solubility. Although the $p\\mathrm{CO_2}$ gradient (45 to 40 mm Hg) is much smaller than that of $p\\mathrm{O_2}$, carbon dioxide is 20 to 25 times more soluble, so far more of it diffuses per unit pressure difference. Both statements are true and the Reason explains the Assertion.",
    hiExplanation:
      "विसरण दाब प्रवणता तथा विलेयता पर निर्भर करता है। यद्यपि $p\\mathrm{CO_2}$ की प्रवणता (45 से 40 mm Hg) $p\\mathrm{O_2}$ की प्रवणता से बहुत कम है, कार्बन डाइऑक्साइड 20 से 25 गुना अधिक विलेय है, अतः आंशिक दाब के प्रति इकाई अंतर पर वह कहीं अधिक विसरित होती है। दोनों कथन सत्य हैं और कारण अभिकथन की सही व्याख्या है।",
    source: `${B11}, Ch. 14 Breathing and Exchange of Gases`,
  }),
  make(Z, {
    key: "neet-p1-zoo-17",
    topic: "Body Fluids and Circulation",
    difficulty: "easy",
    text: "Which type of white blood cell is the most abundant in human blood, forming about 60 to 65 per cent of the total leucocytes?",
    options: ["Lymphocytes", "Monocytes", "Neutrophils", "Eosinophils"],
    correct: 2,
    explanation:
      "Neutrophils are the most abundant leucocytes (60-65 per cent); with monocytes (6-8 per cent) they are phagocytic. Lymphocytes make up 20-25 per cent, eosinophils 2-3 per cent and basophils the fewest (0.5-1 per cent).",
    hiText:
      "मानव रुधिर में किस प्रकार की श्वेत रुधिर कणिकाएँ सबसे अधिक होती हैं, जो कुल श्वेताणुओं का लगभग 60 से 65 प्रतिशत होती हैं?",
    hiOptions: ["लसीकाणु", "एकाणु (मोनोसाइट)", "न्यूट्रोफ़िल", "इओसिनोफ़िल"],
    hiExplanation:
      "न्यूट्रोफ़िल सबसे अधिक संख्या वाले श्वेताणु हैं (60-65 प्रतिशत); एकाणुओं (6-8 प्रतिशत) के साथ ये भक्षकाणु हैं। लसीकाणु 20-25 प्रतिशत, इओसिनोफ़िल 2-3 प्रतिशत तथा बेसोफ़िल सबसे कम (0.5-1 प्रतिशत) होते हैं।",
    source: `${B11}, Ch. 15 Body Fluids and Circulation`,
  }),
  matchList(Z, {
    key: "neet-p1-zoo-18",
    topic: "Body Fluids and Circulation",
    difficulty: "medium",
    lead: "Match List-I (part of a standard ECG) with List-II (what it represents).",
    hiLead: "सूची-I (मानक ECG का भाग) का सूची-II (वह क्या दर्शाता है) से मिलान कीजिए।",
    listI: ["P-wave", "QRS complex", "T-wave", "End of the T-wave"],
    listII: [
      "Depolarisation of the ventricles",
      "Return of the ventricles from the excited to the normal state (repolarisation)",
      "Depolarisation of the atria",
      "End of systole",
    ],
    hiListI: ["P-तरंग", "QRS सम्मिश्र", "T-तरंग", "T-तरंग का अंत"],
    hiListII: [
      "निलयों का विध्रुवण",
      "निलयों का उत्तेजित अवस्था से सामान्य अवस्था में लौटना (पुनर्ध्रुवण)",
      "अलिंदों का विध्रुवण",
      "प्रकुंचन का अंत",
    ],
    codes: [
      [3, 1, 2, 4],
      [1, 3, 2, 4],
      [3, 2, 1, 4],
      [3, 1, 4, 2],
    ],
    correct: 0,
    explanation:
      "The P-wave is the electrical excitation (depolarisation) of the atria (III), which leads to atrial contraction. The QRS complex is the depolarisation of the ventricles (I), which starts ventricular contraction. The T-wave is the return of the ventricles to the normal state (II), and the end of the T-wave marks the end of systole (IV). So A-III, B-I, C-II, D-IV.",
    hiExplanation:
      "P-तरंग अलिंदों का वैद्युत उत्तेजन (विध्रुवण) है (III), जिससे अलिंद संकुचन होता है। QRS सम्मिश्र निलयों का विध्रुवण है (I), जो निलय संकुचन आरंभ करता है। T-तरंग निलयों का सामान्य अवस्था में लौटना है (II), तथा T-तरंग का अंत प्रकुंचन का अंत दर्शाता है (IV)। अतः A-III, B-I, C-II, D-IV।",
    source: `${B11}, Ch. 15 Body Fluids and Circulation`,
  }),
  make(Z, {
    key: "neet-p1-zoo-19",
    topic: "Body Fluids and Circulation",
    difficulty: "hard",
    format: "statements",
    text: "Consider the following statements about the human cardiac cycle.\n\nA. At 72 beats per minute, one cardiac cycle lasts about 0.8 second.\nB. Atrial systole increases the flow of blood into the ventricles by about 30 per cent.\nC. The first heart sound, 'lub', is produced by the closure of the semilunar valves.\nD. Each ventricle pumps out about 70 mL of blood per cardiac cycle.\nE. The tricuspid and bicuspid valves close when the pressure in the ventricles rises above that in the atria.\n\nChoose the correct answer from the options given below.",
    options: ["A, C and D only", "A, B, D and E only", "B, C and E only", "A, B, C, D and E"],
    correct: 1,
    explanation:
      "A: $60/72 \\approx 0.8$ s. B: most ventricular filling is passive; atrial systole adds about 30 per cent. D: the stroke volume is about 70 mL. E: ventricular systole raises the ventricular pressure and closes the AV valves. C is wrong: 'lub' comes from the closure of the tricuspid and bicuspid (AV) valves; the second sound, 'dub', comes from the closure of the semilunar valves.",
    hiText:
      "मानव हृद चक्र के विषय में निम्नलिखित कथनों पर विचार कीजिए।\n\nA. 72 स्पंदन प्रति मिनट पर एक हृद चक्र लगभग 0.8 सेकंड का होता है।\nB. अलिंद प्रकुंचन निलयों में रुधिर प्रवाह को लगभग 30 प्रतिशत बढ़ाता है।\nC. पहली हृद ध्वनि 'लब' अर्धचंद्र कपाटों के बंद होने से उत्पन्न होती है।\nD. प्रत्येक निलय प्रति हृद चक्र लगभग 70 mL रुधिर पंप करता है।\nE. त्रिवलनी तथा द्विवलनी कपाट तब बंद होते हैं जब निलयों का दाब अलिंदों के दाब से अधिक हो जाता है।\n\nनीचे दिए गए विकल्पों में से सही उत्तर चुनिए।",
    hiOptions: ["केवल A, C तथा D", "केवल A, B, D तथा E", "केवल B, C तथा E", "A, B, C, D तथा E"],
    hiExplanation:
      "A: $60/72 \\approx 0.8$ s। B: निलयों का अधिकांश भरना निष्क्रिय होता है; अलिंद प्रकुंचन लगभग 30 प्रतिशत जोड़ता है। D: प्रवाह आयतन लगभग 70 mL है। E: निलय प्रकुंचन निलय दाब बढ़ाकर अलिंद-निलय कपाटों को बंद करता है। C गलत है: 'लब' त्रिवलनी तथा द्विवलनी (अलिंद-निलय) कपाटों के बंद होने से आती है; दूसरी ध्वनि 'डब' अर्धचंद्र कपाटों के बंद होने से आती है।",
    source: `${B11}, Ch. 15 Body Fluids and Circulation`,
  }),
  twoStatements(Z, {
    key: "neet-p1-zoo-20",
    topic: "Body Fluids and Circulation",
    difficulty: "medium",
    one: "Lymph is a colourless fluid that contains specialised lymphocytes responsible for the immune responses of the body.",
    two: "Fats are absorbed through lymph in the lacteals present in the intestinal villi.",
    hiOne: "लसीका एक रंगहीन तरल है जिसमें शरीर की प्रतिरक्षा अनुक्रियाओं के लिए उत्तरदायी विशिष्ट लसीकाणु होते हैं।",
    hiTwo: "आंत्र रसांकुरों में उपस्थित आक्षीर वाहिनियों में वसा का अवशोषण लसीका द्वारा होता है।",
    correct: 0,
    explanation:
      "Both are correct. Tissue fluid collected by the lymphatic system is lymph, a colourless fluid with specialised lymphocytes for immune responses; it also carries nutrients and hormones. Fats are absorbed through lymph in the lacteals of the intestinal villi.",
    hiExplanation:
      "दोनों कथन सही हैं। लसीका तंत्र द्वारा एकत्रित ऊतक द्रव लसीका कहलाता है, जो प्रतिरक्षा अनुक्रियाओं के लिए विशिष्ट लसीकाणुओं युक्त रंगहीन तरल है; यह पोषक पदार्थ तथा हॉर्मोन भी ले जाता है। आंत्र रसांकुरों की आक्षीर वाहिनियों में वसा का अवशोषण लसीका द्वारा होता है।",
    source: `${B11}, Ch. 15 Body Fluids and Circulation`,
  }),
  make(Z, {
    key: "neet-p1-zoo-21",
    topic: "Excretory Products and their Elimination",
    difficulty: "easy",
    text: "Which of the following animals are ammonotelic, excreting their nitrogenous waste mainly as ammonia?",
    options: ["Birds", "Mammals", "Bony fishes", "Land snails"],
    correct: 2,
    explanation:
      "Ammonia is highly toxic and very soluble, so it can be excreted only where plenty of water is available: many bony fishes, aquatic amphibians and aquatic insects are ammonotelic, releasing it by diffusion. Mammals are ureotelic, while birds and land snails are uricotelic.",
    hiText:
      "निम्नलिखित में से कौन-से जंतु अमोनियाउत्सर्गी हैं, जो अपने नाइट्रोजनी अपशिष्ट मुख्यतः अमोनिया के रूप में उत्सर्जित करते हैं?",
    hiOptions: ["पक्षी", "स्तनधारी", "अस्थिल मछलियाँ", "स्थलीय घोंघे"],
    hiExplanation:
      "अमोनिया अत्यधिक विषैली तथा अति विलेय है, अतः इसका उत्सर्जन वहीं संभव है जहाँ पर्याप्त जल उपलब्ध हो: अनेक अस्थिल मछलियाँ, जलीय उभयचर तथा जलीय कीट अमोनियाउत्सर्गी हैं और इसे विसरण द्वारा मुक्त करते हैं। स्तनधारी यूरियाउत्सर्गी हैं, जबकि पक्षी तथा स्थलीय घोंघे यूरिक अम्लउत्सर्गी हैं।",
    source: `${B11}, Ch. 16 Excretory Products and their Elimination`,
  }),
  make(Z, {
    key: "neet-p1-zoo-22",
    topic: "Excretory Products and their Elimination",
    difficulty: "medium",
    text: "The counter-current mechanism of the human kidney maintains an increasing osmolarity in the medullary interstitium. What is the approximate osmolarity in the inner medulla?",
    options: ["300 mOsmol/L", "600 mOsmol/L", "1200 mOsmol/L", "2400 mOsmol/L"],
    correct: 2,
    explanation:
      "The counter-current arrangement of Henle's loop and the vasa recta, helped by urea, builds a gradient from about 300 mOsmol/L in the cortex to about 1200 mOsmol/L in the inner medulla. This gradient lets water leave the collecting duct, so human urine can be nearly four times as concentrated as the initial filtrate.",
    hiText:
      "मानव वृक्क की प्रतिधारा क्रियाविधि मध्यांश के अंतराली द्रव में बढ़ती हुई परासरणता बनाए रखती है। भीतरी मध्यांश में परासरणता लगभग कितनी होती है?",
    hiExplanation:
      "हेनले लूप तथा वासा रेक्टा की प्रतिधारा व्यवस्था, यूरिया की सहायता से, वल्कुट में लगभग 300 mOsmol/L से भीतरी मध्यांश में लगभग 1200 mOsmol/L तक की प्रवणता बनाती है। यह प्रवणता संग्राहक नलिका से जल को बाहर निकलने देती है, जिससे मानव मूत्र प्रारंभिक निस्यंद से लगभग चार गुना सांद्र हो सकता है।",
    source: `${B11}, Ch. 16 Excretory Products and their Elimination`,
  }),
  make(Z, {
    key: "neet-p1-zoo-23",
    topic: "Excretory Products and their Elimination",
    difficulty: "hard",
    text: "Arrange the following events in the correct order after a fall in glomerular blood pressure.\n\nA. Angiotensin II activates the adrenal cortex.\nB. Renin converts angiotensinogen in the blood to angiotensin I.\nC. The juxtaglomerular (JG) cells are activated and release renin.\nD. Aldosterone causes reabsorption of $\\mathrm{Na^+}$ and water from the distal parts of the tubule.\nE. Angiotensin I is converted to angiotensin II.\n\nChoose the correct answer from the options given below.",
    options: ["C, B, E, A, D", "B, C, E, D, A", "C, E, B, A, D", "C, B, A, E, D"],
    correct: 0,
    explanation:
      "The renin-angiotensin mechanism: a fall in glomerular blood flow or pressure activates the JG cells (C), whose renin converts angiotensinogen to angiotensin I (B), which is converted to angiotensin II (E). Angiotensin II, a powerful vasoconstrictor, raises the glomerular blood pressure and also activates the adrenal cortex (A) to release aldosterone, which causes reabsorption of $\\mathrm{Na^+}$ and water from the distal tubule (D). So C, B, E, A, D.",
    hiText:
      "गुच्छीय रुधिर दाब गिरने के बाद होने वाली निम्नलिखित घटनाओं को सही क्रम में व्यवस्थित कीजिए।\n\nA. ऐंजियोटेंसिन II अधिवृक्क वल्कुट को सक्रिय करता है।\nB. रेनिन रुधिर के ऐंजियोटेंसिनोजन को ऐंजियोटेंसिन I में बदलता है।\nC. गुच्छासन्न (JG) कोशिकाएँ सक्रिय होकर रेनिन मुक्त करती हैं।\nD. ऐल्डोस्टेरोन नलिका के दूरस्थ भागों से $\\mathrm{Na^+}$ तथा जल का पुनरवशोषण कराता है।\nE. ऐंजियोटेंसिन I, ऐंजियोटेंसिन II में बदलता है।\n\nनीचे दिए गए विकल्पों में से सही उत्तर चुनिए।",
    hiExplanation:
      "रेनिन-ऐंजियोटेंसिन क्रियाविधि: गुच्छीय रुधिर प्रवाह या दाब गिरने पर JG कोशिकाएँ सक्रिय होती हैं (C), जिनका रेनिन ऐंजियोटेंसिनोजन को ऐंजियोटेंसिन I में बदलता है (B), जो ऐंजियोटेंसिन II में बदलता है (E)। प्रबल वाहिकासंकीर्णक ऐंजियोटेंसिन II गुच्छीय रुधिर दाब बढ़ाता है तथा अधिवृक्क वल्कुट को सक्रिय करता है (A), जो ऐल्डोस्टेरोन मुक्त करता है; ऐल्डोस्टेरोन दूरस्थ नलिका से $\\mathrm{Na^+}$ तथा जल का पुनरवशोषण कराता है (D)। अतः C, B, E, A, D।",
    source: `${B11}, Ch. 16 Excretory Products and their Elimination`,
  }),
  assertionReason(Z, {
    key: "neet-p1-zoo-24",
    topic: "Excretory Products and their Elimination",
    difficulty: "medium",
    assertion:
      "A deficiency of ADH (vasopressin) causes diabetes insipidus, in which large amounts of dilute urine are passed.",
    reason:
      "ADH facilitates the reabsorption of water from the latter parts of the renal tubule and so prevents diuresis.",
    hiAssertion: "ADH (वैसोप्रेसिन) की कमी से डायबिटीज़ इंसिपिडस होता है, जिसमें बड़ी मात्रा में तनु मूत्र निकलता है।",
    hiReason: "ADH वृक्क नलिका के अंतिम भागों से जल के पुनरवशोषण को सुगम बनाता है और इस प्रकार मूत्रलता को रोकता है।",
    correct: 0,
    explanation:
      "ADH from the neurohypophysis acts on the distal convoluted tubule and collecting duct to increase water reabsorption. Without it, water is not reabsorbed there, so a large volume of dilute urine is lost and the body is dehydrated: diabetes insipidus. Both statements are true and the Reason explains the Assertion.",
    hiExplanation:
      "तंत्रिका पिट्यूटरी से मुक्त ADH दूरस्थ संवलित नलिका तथा संग्राहक नलिका पर कार्य करके जल का पुनरवशोषण बढ़ाता है। इसके बिना वहाँ जल का पुनरवशोषण नहीं होता, अतः बड़ी मात्रा में तनु मूत्र निकलता है और निर्जलीकरण होता है: डायबिटीज़ इंसिपिडस। दोनों कथन सत्य हैं और कारण अभिकथन की सही व्याख्या है।",
    source: `${B11}, Ch. 16 Excretory Products and their Elimination; Ch. 19 Chemical Coordination and Integration`,
  }),
  make(Z, {
    key: "neet-p1-zoo-25",
    topic: "Locomotion and Movement",
    difficulty: "easy",
    text: "The joint between the atlas and the axis vertebrae is an example of a",
    options: ["ball and socket joint", "hinge joint", "pivot joint", "saddle joint"],
    correct: 2,
    explanation:
      "The atlas (first vertebra) turns around the peg of the axis (second vertebra): a pivot joint, a type of synovial joint that allows rotation of the head. Ball and socket joints are at the shoulder and hip, hinge joints at the knee, and a saddle joint between the carpal and metacarpal of the thumb.",
    hiText: "शीर्षधर (ऐटलस) तथा अक्षक (ऐक्सिस) कशेरुकाओं के बीच की संधि किसका उदाहरण है?",
    hiOptions: ["कंदुक-खल्लिका संधि", "कब्ज़ा संधि", "धुराग्र संधि", "पर्याण संधि"],
    hiExplanation:
      "शीर्षधर (पहली कशेरुका) अक्षक (दूसरी कशेरुका) के खूँटे के चारों ओर घूमती है: यह धुराग्र संधि है, एक प्रकार की साइनोवियल संधि जो सिर को घुमाने देती है। कंदुक-खल्लिका संधि कंधे व कूल्हे में, कब्ज़ा संधि घुटने में तथा पर्याण संधि अँगूठे के कार्पल व मेटाकार्पल के बीच होती है।",
    source: `${B11}, Ch. 17 Locomotion and Movement`,
  }),
  make(Z, {
    key: "neet-p1-zoo-26",
    topic: "Locomotion and Movement",
    difficulty: "hard",
    text: "The human axial skeleton consists of the skull (8 cranial and 14 facial bones, one hyoid and three ear ossicles in each middle ear), the vertebral column, the sternum and the ribs. Using NCERT's counts of the vertebral column and the ribs, how many bones does the axial skeleton have in all?",
    options: ["74", "80", "126", "86"],
    correct: 1,
    explanation:
      "Skull: $8 + 14 + 1 + 2 \\times 3 = 29$. Vertebral column: 26 serially arranged units. Sternum: 1. Ribs: 12 pairs = 24. Total $= 29 + 26 + 1 + 24 = 80$, as NCERT states. Counting the ossicles of only one ear gives 77, and 126 is the appendicular skeleton.",
    hiText:
      "मानव अक्षीय कंकाल खोपड़ी (8 कपालीय तथा 14 आननी अस्थियाँ, एक कंठिका अस्थि तथा प्रत्येक मध्य कर्ण में तीन कर्ण अस्थिकाएँ), मेरुदंड, उरोस्थि तथा पसलियों से बना है। मेरुदंड तथा पसलियों की NCERT में दी गई संख्याओं का उपयोग करते हुए, अक्षीय कंकाल में कुल कितनी अस्थियाँ हैं?",
    hiExplanation:
      "खोपड़ी: $8 + 14 + 1 + 2 \\times 3 = 29$। मेरुदंड: क्रमबद्ध 26 इकाइयाँ। उरोस्थि: 1। पसलियाँ: 12 जोड़ी = 24। कुल $= 29 + 26 + 1 + 24 = 80$, जैसा NCERT में दिया है। केवल एक कान की अस्थिकाएँ गिनने पर 77 आता है, तथा 126 उपांगीय कंकाल की संख्या है।",
    source: `${B11}, Ch. 17 Locomotion and Movement`,
  }),
  matchList(Z, {
    key: "neet-p1-zoo-27",
    topic: "Locomotion and Movement",
    difficulty: "medium",
    lead: "Match List-I (disorder) with List-II (its description).",
    hiLead: "सूची-I (विकार) का सूची-II (उसका विवरण) से मिलान कीजिए।",
    listI: ["Myasthenia gravis", "Tetany", "Muscular dystrophy", "Gout"],
    listII: [
      "Inflammation of joints due to accumulation of uric acid crystals",
      "Progressive degeneration of skeletal muscle, mostly due to a genetic disorder",
      "Rapid spasms (wild contractions) in muscle due to low $\\mathrm{Ca^{2+}}$ in body fluid",
      "Autoimmune disorder affecting the neuromuscular junction, leading to fatigue, weakening and paralysis of skeletal muscle",
    ],
    hiListI: ["माइस्थेनिया ग्रेविस", "अपतानिका (टिटेनी)", "पेशीय दुष्पोषण", "गाउट"],
    hiListII: [
      "यूरिक अम्ल के क्रिस्टल जमा होने से संधियों की सूजन",
      "कंकाल पेशी का क्रमिक अपह्रासन, अधिकतर आनुवंशिक विकार के कारण",
      "शरीर द्रव में $\\mathrm{Ca^{2+}}$ कम होने से पेशियों में तीव्र ऐंठन (अनियंत्रित संकुचन)",
      "तंत्रिका-पेशी संधि को प्रभावित करने वाला स्वप्रतिरक्षा विकार, जिससे कंकाल पेशी में थकान, दुर्बलता तथा पक्षाघात होता है",
    ],
    codes: [
      [3, 4, 2, 1],
      [4, 3, 2, 1],
      [4, 2, 3, 1],
      [4, 3, 1, 2],
    ],
    correct: 1,
    explanation:
      "Myasthenia gravis is an autoimmune disorder of the neuromuscular junction (IV). Tetany is rapid spasms caused by low $\\mathrm{Ca^{2+}}$ in body fluid (III). Muscular dystrophy is progressive, mostly genetic, degeneration of skeletal muscle (II). Gout is inflammation of joints due to uric acid crystals (I). So A-IV, B-III, C-II, D-I.",
    hiExplanation:
      "माइस्थेनिया ग्रेविस तंत्रिका-पेशी संधि का स्वप्रतिरक्षा विकार है (IV)। अपतानिका शरीर द्रव में $\\mathrm{Ca^{2+}}$ की कमी से होने वाली तीव्र ऐंठन है (III)। पेशीय दुष्पोषण कंकाल पेशी का क्रमिक, अधिकतर आनुवंशिक, अपह्रासन है (II)। गाउट यूरिक अम्ल के क्रिस्टलों से संधियों की सूजन है (I)। अतः A-IV, B-III, C-II, D-I।",
    source: `${B11}, Ch. 17 Locomotion and Movement`,
  }),
  twoStatements(Z, {
    key: "neet-p1-zoo-28",
    topic: "Locomotion and Movement",
    difficulty: "medium",
    one: "During the contraction of a skeletal muscle, the A-bands get shortened, whereas the I-bands retain their length.",
    two: "Calcium ions bind to tropomyosin on the myosin filaments and thereby remove the masking of the active sites for actin.",
    hiOne: "कंकाल पेशी के संकुचन के दौरान A-पट्ट छोटे हो जाते हैं, जबकि I-पट्टों की लंबाई बनी रहती है।",
    hiTwo: "कैल्सियम आयन मायोसिन तंतुओं पर स्थित ट्रोपोमायोसिन से जुड़कर ऐक्टिन के लिए सक्रिय स्थलों का आवरण हटा देते हैं।",
    correct: 1,
    explanation:
      "Both are incorrect. By the sliding filament theory, the thin actin filaments slide over the thick myosin filaments: the I-bands get reduced while the A-bands (the length of the myosin filaments) retain their length, the reverse of Statement I. In Statement II the proteins are swapped: $\\mathrm{Ca^{2+}}$ released from the sarcoplasmic reticulum binds troponin on the actin (thin) filaments, removing the masking of the active sites for myosin.",
    hiExplanation:
      "दोनों कथन गलत हैं। सर्पी तंतु सिद्धांत के अनुसार पतले ऐक्टिन तंतु मोटे मायोसिन तंतुओं पर सरकते हैं: I-पट्ट छोटे होते हैं जबकि A-पट्ट (मायोसिन तंतुओं की लंबाई) की लंबाई बनी रहती है, जो कथन I का उलटा है। कथन II में प्रोटीन बदल दिए गए हैं: पेशीद्रव्य जालिका से मुक्त $\\mathrm{Ca^{2+}}$ ऐक्टिन (पतले) तंतुओं पर स्थित ट्रोपोनिन से जुड़कर मायोसिन के लिए सक्रिय स्थलों का आवरण हटाते हैं।",
    source: `${B11}, Ch. 17 Locomotion and Movement`,
  }),
  make(Z, {
    key: "neet-p1-zoo-29",
    topic: "Neural Control and Coordination",
    difficulty: "easy",
    text: "The two cerebral hemispheres of the human brain are connected by a tract of nerve fibres called the",
    options: ["corpora quadrigemina", "pons", "medulla oblongata", "corpus callosum"],
    correct: 3,
    explanation:
      "A deep cleft divides the cerebrum into left and right hemispheres, which are connected by the corpus callosum, a tract of nerve fibres. The pons and medulla are parts of the hindbrain, and the corpora quadrigemina are four lobes in the midbrain.",
    hiText: "मानव मस्तिष्क के दोनों प्रमस्तिष्क गोलार्ध तंत्रिका तंतुओं की जिस पट्टी द्वारा जुड़े होते हैं, उसे कहते हैं",
    hiOptions: ["कॉर्पोरा क्वाड्रीजेमिना", "पोंस", "मेडुला ऑब्लोंगेटा", "कॉर्पस कैलोसम"],
    hiExplanation:
      "एक गहरी दरार प्रमस्तिष्क को बाएँ तथा दाएँ गोलार्धों में बाँटती है, जो तंत्रिका तंतुओं की पट्टी कॉर्पस कैलोसम द्वारा जुड़े होते हैं। पोंस तथा मेडुला पश्चमस्तिष्क के भाग हैं, और कॉर्पोरा क्वाड्रीजेमिना मध्यमस्तिष्क के चार पिंड हैं।",
    source: `${B11}, Ch. 18 Neural Control and Coordination`,
  }),
  assertionReason(Z, {
    key: "neet-p1-zoo-30",
    topic: "Neural Control and Coordination",
    difficulty: "medium",
    assertion: "Impulse transmission across an electrical synapse is faster than across a chemical synapse.",
    reason:
      "At an electrical synapse, the membranes of the pre- and post-synaptic neurons are in very close proximity, and electric current can flow directly from one neuron into the other.",
    hiAssertion: "वैद्युत सिनैप्स पर आवेग संचरण रासायनिक सिनैप्स की तुलना में तीव्र होता है।",
    hiReason:
      "वैद्युत सिनैप्स पर पूर्व-सिनैप्सी तथा पश्च-सिनैप्सी तंत्रिकोशिकाओं की झिल्लियाँ अत्यंत निकट होती हैं, और विद्युत धारा सीधे एक तंत्रिकोशिका से दूसरी में प्रवाहित हो सकती है।",
    correct: 0,
    explanation:
      "At an electrical synapse the impulse passes as current across the closely apposed membranes, much as along a single axon, so it is always faster. At a chemical synapse the membranes are separated by a synaptic cleft, and transmission needs the release, diffusion and binding of a neurotransmitter. Both statements are true and the Reason explains the Assertion. (Electrical synapses are rare in our system.)",
    hiExplanation:
      "वैद्युत सिनैप्स पर आवेग निकटस्थ झिल्लियों के पार धारा के रूप में जाता है, लगभग एकल तंत्रिकाक्ष के समान, अतः यह सदैव तीव्र होता है। रासायनिक सिनैप्स पर झिल्लियाँ सिनैप्सी दरार से पृथक होती हैं, और संचरण के लिए तंत्रिका संचारी का मुक्त होना, विसरण तथा बंधन आवश्यक है। दोनों कथन सत्य हैं और कारण अभिकथन की सही व्याख्या है। (हमारे तंत्र में वैद्युत सिनैप्स दुर्लभ हैं।)",
    source: `${B11}, Ch. 18 Neural Control and Coordination`,
  }),
  make(Z, {
    key: "neet-p1-zoo-31",
    topic: "Neural Control and Coordination",
    difficulty: "hard",
    format: "statements",
    text: "Consider the following statements about the conduction of a nerve impulse.\n\nA. At rest, the axonal membrane is more permeable to $\\mathrm{K^+}$ than to $\\mathrm{Na^+}$.\nB. The sodium-potassium pump moves 3 $\\mathrm{Na^+}$ out of the cell for every 2 $\\mathrm{K^+}$ it brings in.\nC. At the site of a stimulus, the membrane first becomes freely permeable to $\\mathrm{K^+}$, which causes depolarisation.\nD. The rise in permeability to $\\mathrm{Na^+}$ is short-lived and is quickly followed by a rise in permeability to $\\mathrm{K^+}$, which restores the resting potential.\nE. At a chemical synapse, neurotransmitters released from synaptic vesicles bind to receptors on the post-synaptic membrane.\n\nChoose the correct answer from the options given below.",
    options: ["A, B and C only", "A, B, D and E only", "B, C, D and E only", "A, D and E only"],
    correct: 1,
    explanation:
      "A, B, D and E are correct. C is wrong: at the stimulated site the membrane becomes freely permeable to $\\mathrm{Na^+}$, whose rapid influx reverses the polarity (inside positive); the later rise in $\\mathrm{K^+}$ permeability repolarises it. Option four misses B, which is the pump's real stoichiometry.",
    hiText:
      "तंत्रिका आवेग के संचरण के विषय में निम्नलिखित कथनों पर विचार कीजिए।\n\nA. विश्राम अवस्था में तंत्रिकाक्ष झिल्ली $\\mathrm{Na^+}$ की तुलना में $\\mathrm{K^+}$ के लिए अधिक पारगम्य होती है।\nB. सोडियम-पोटैशियम पंप प्रत्येक 2 $\\mathrm{K^+}$ भीतर लाने पर 3 $\\mathrm{Na^+}$ बाहर भेजता है।\nC. उद्दीपन के स्थल पर झिल्ली पहले $\\mathrm{K^+}$ के लिए मुक्त रूप से पारगम्य होती है, जिससे विध्रुवण होता है।\nD. $\\mathrm{Na^+}$ के प्रति पारगम्यता में वृद्धि अल्पकालिक होती है और शीघ्र ही $\\mathrm{K^+}$ के प्रति पारगम्यता बढ़ जाती है, जिससे विराम विभव पुनः स्थापित होता है।\nE. रासायनिक सिनैप्स पर सिनैप्सी पुटिकाओं से मुक्त तंत्रिका संचारी पश्च-सिनैप्सी झिल्ली के ग्राहियों से जुड़ते हैं।\n\nनीचे दिए गए विकल्पों में से सही उत्तर चुनिए।",
    hiOptions: ["केवल A, B तथा C", "केवल A, B, D तथा E", "केवल B, C, D तथा E", "केवल A, D तथा E"],
    hiExplanation:
      "A, B, D तथा E सही हैं। C गलत है: उद्दीपित स्थल पर झिल्ली $\\mathrm{Na^+}$ के लिए मुक्त रूप से पारगम्य हो जाती है, जिसके तीव्र अंतर्वाह से ध्रुवता उलट जाती है (भीतर धनात्मक); बाद में $\\mathrm{K^+}$ पारगम्यता बढ़ने से पुनर्ध्रुवण होता है। चौथे विकल्प में B छूट गया है, जबकि वही पंप का वास्तविक अनुपात है।",
    source: `${B11}, Ch. 18 Neural Control and Coordination`,
  }),
  make(Z, {
    key: "neet-p1-zoo-32",
    topic: "Chemical Coordination and Integration",
    difficulty: "easy",
    text: "Which hormone, secreted by the pineal gland, plays an important role in regulating the 24-hour (diurnal) rhythm of the body, such as the sleep-wake cycle?",
    options: ["Thyroxine", "Thymosin", "Oxytocin", "Melatonin"],
    correct: 3,
    explanation:
      "The pineal gland on the dorsal side of the forebrain secretes melatonin, which regulates the diurnal rhythm (sleep-wake cycle, body temperature) and also influences metabolism, pigmentation and the menstrual cycle. Thymosins come from the thymus, oxytocin from the posterior pituitary and thyroxine from the thyroid.",
    hiText:
      "पीनियल ग्रंथि द्वारा स्रावित कौन-सा हॉर्मोन शरीर की 24-घंटे की (दैनिक) लय, जैसे सोने-जागने के चक्र, के नियमन में महत्वपूर्ण भूमिका निभाता है?",
    hiOptions: ["थाइरॉक्सिन", "थाइमोसिन", "ऑक्सीटोसिन", "मेलाटोनिन"],
    hiExplanation:
      "अग्रमस्तिष्क की पृष्ठ सतह पर स्थित पीनियल ग्रंथि मेलाटोनिन स्रावित करती है, जो दैनिक लय (सोने-जागने का चक्र, शरीर का ताप) का नियमन करता है तथा उपापचय, वर्णकता और आर्तव चक्र को भी प्रभावित करता है। थाइमोसिन थाइमस से, ऑक्सीटोसिन पश्च पिट्यूटरी से तथा थाइरॉक्सिन अवटु ग्रंथि से आते हैं।",
    source: `${B11}, Ch. 19 Chemical Coordination and Integration`,
  }),
  matchList(Z, {
    key: "neet-p1-zoo-33",
    topic: "Chemical Coordination and Integration",
    difficulty: "medium",
    lead: "Match List-I (hormone) with List-II (where it is produced).",
    hiLead: "सूची-I (हॉर्मोन) का सूची-II (उसके उत्पादन का स्थान) से मिलान कीजिए।",
    listI: ["Atrial natriuretic factor (ANF)", "Erythropoietin", "Cholecystokinin (CCK)", "Thymosins"],
    listII: [
      "Gastro-intestinal tract",
      "Thymus",
      "Atrial wall of the heart",
      "Juxtaglomerular cells of the kidney",
    ],
    hiListI: ["एट्रियल नेट्रियूरेटिक कारक (ANF)", "इरिथ्रोपोइटिन", "कोलीसिस्टोकाइनिन (CCK)", "थाइमोसिन"],
    hiListII: ["जठरांत्र पथ", "थाइमस", "हृदय की अलिंद भित्ति", "वृक्क की गुच्छासन्न कोशिकाएँ"],
    codes: [
      [3, 4, 2, 1],
      [4, 3, 1, 2],
      [3, 4, 1, 2],
      [3, 1, 4, 2],
    ],
    correct: 2,
    explanation:
      "The atrial wall of the heart secretes ANF, which lowers blood pressure (III). The juxtaglomerular cells of the kidney produce erythropoietin, which stimulates RBC formation (IV). The gastro-intestinal tract secretes gastrin, secretin, CCK and GIP (I). The thymus secretes thymosins, which help in the differentiation of T-lymphocytes (II). So A-III, B-IV, C-I, D-II.",
    hiExplanation:
      "हृदय की अलिंद भित्ति ANF स्रावित करती है, जो रुधिर दाब घटाता है (III)। वृक्क की गुच्छासन्न कोशिकाएँ इरिथ्रोपोइटिन बनाती हैं, जो लाल रुधिर कणिकाओं के निर्माण को उद्दीपित करता है (IV)। जठरांत्र पथ गैस्ट्रिन, सेक्रेटिन, CCK तथा GIP स्रावित करता है (I)। थाइमस थाइमोसिन स्रावित करता है, जो T-लसीकाणुओं के विभेदन में सहायक है (II)। अतः A-III, B-IV, C-I, D-II।",
    source: `${B11}, Ch. 19 Chemical Coordination and Integration`,
  }),
  make(Z, {
    key: "neet-p1-zoo-34",
    topic: "Chemical Coordination and Integration",
    difficulty: "hard",
    format: "statements",
    text: "Consider the following statements about hormones.\n\nA. Glucocorticoids stimulate gluconeogenesis, lipolysis and proteolysis.\nB. Aldosterone stimulates the reabsorption of $\\mathrm{Na^+}$ and water and the excretion of $\\mathrm{K^+}$ and phosphate ions by the renal tubules.\nC. Glucagon is a hypoglycaemic hormone.\nD. Cortisol stimulates RBC production and suppresses the immune response.\nE. Adrenaline decreases the heartbeat and the strength of heart contraction.\n\nChoose the correct answer from the options given below.",
    options: ["A, C and D only", "A, B and D only", "B, D and E only", "A, B, C and D only"],
    correct: 1,
    explanation:
      "A, B and D are NCERT statements on the adrenal cortex hormones. C is wrong: glucagon raises blood glucose (glycogenolysis, gluconeogenesis), so it is hyperglycaemic; insulin is the hypoglycaemic hormone. E is wrong: adrenaline, an emergency hormone, increases the heartbeat, the strength of contraction and the rate of respiration.",
    hiText:
      "हॉर्मोनों के विषय में निम्नलिखित कथनों पर विचार कीजिए।\n\nA. ग्लूकोकार्टिकॉइड ग्लूकोनियोजेनेसिस, वसा-अपघटन तथा प्रोटीन-अपघटन को उद्दीपित करते हैं।\nB. ऐल्डोस्टेरोन वृक्क नलिकाओं द्वारा $\\mathrm{Na^+}$ तथा जल के पुनरवशोषण और $\\mathrm{K^+}$ तथा फ़ॉस्फ़ेट आयनों के उत्सर्जन को उद्दीपित करता है।\nC. ग्लूकैगॉन एक अल्पग्लूकोसरक्तता (हाइपोग्लाइसीमिक) हॉर्मोन है।\nD. कॉर्टिसोल लाल रुधिर कणिकाओं के उत्पादन को उद्दीपित करता है तथा प्रतिरक्षा अनुक्रिया का दमन करता है।\nE. ऐड्रिनलीन हृदय स्पंदन तथा हृदय संकुचन की शक्ति को घटाता है।\n\nनीचे दिए गए विकल्पों में से सही उत्तर चुनिए।",
    hiOptions: ["केवल A, C तथा D", "केवल A, B तथा D", "केवल B, D तथा E", "केवल A, B, C तथा D"],
    hiExplanation:
      "A, B तथा D अधिवृक्क वल्कुट के हॉर्मोनों के विषय में NCERT के कथन हैं। C गलत है: ग्लूकैगॉन रुधिर ग्लूकोस बढ़ाता है (ग्लाइकोजन-अपघटन, ग्लूकोनियोजेनेसिस), अतः यह अतिग्लूकोसरक्तता (हाइपरग्लाइसीमिक) हॉर्मोन है; इंसुलिन अल्पग्लूकोसरक्तता हॉर्मोन है। E गलत है: आपातकालीन हॉर्मोन ऐड्रिनलीन हृदय स्पंदन, संकुचन की शक्ति तथा श्वसन दर को बढ़ाता है।",
    source: `${B11}, Ch. 19 Chemical Coordination and Integration`,
  }),
  assertionReason(Z, {
    key: "neet-p1-zoo-35",
    topic: "Chemical Coordination and Integration",
    difficulty: "medium",
    assertion:
      "Steroid hormones such as cortisol and the sex hormones act through receptors present inside the target cell.",
    reason:
      "Hormones that interact with membrane-bound receptors normally do not enter the target cell, but generate second messengers such as cyclic AMP.",
    hiAssertion:
      "कॉर्टिसोल तथा लिंग हॉर्मोन जैसे स्टीरॉयड हॉर्मोन लक्ष्य कोशिका के भीतर उपस्थित ग्राहियों के माध्यम से कार्य करते हैं।",
    hiReason:
      "झिल्ली-बद्ध ग्राहियों से अन्योन्यक्रिया करने वाले हॉर्मोन सामान्यतः लक्ष्य कोशिका में प्रवेश नहीं करते, बल्कि चक्रीय AMP जैसे द्वितीयक संदेशवाहक उत्पन्न करते हैं।",
    correct: 1,
    explanation:
      "Both statements are true NCERT lines. Steroid hormones (and iodothyronines) act through intracellular receptors and mostly regulate gene expression through the hormone-receptor complex. The Reason is also true, but it is about the other group of hormones (such as peptide hormones), which act through membrane-bound receptors and second messengers; it says nothing about why steroid hormones use intracellular receptors (they are lipid-soluble and cross the plasma membrane). So (R) is not the correct explanation of (A).",
    hiExplanation:
      "दोनों कथन NCERT की सत्य पंक्तियाँ हैं। स्टीरॉयड हॉर्मोन (तथा आयोडोथायरोनिन) अंतःकोशिकीय ग्राहियों के माध्यम से कार्य करते हैं और अधिकतर हॉर्मोन-ग्राही सम्मिश्र द्वारा जीन अभिव्यक्ति का नियमन करते हैं। कारण भी सत्य है, परंतु वह हॉर्मोनों के दूसरे समूह (जैसे पेप्टाइड हॉर्मोन) के विषय में है, जो झिल्ली-बद्ध ग्राहियों तथा द्वितीयक संदेशवाहकों द्वारा कार्य करते हैं; वह यह नहीं बताता कि स्टीरॉयड हॉर्मोन अंतःकोशिकीय ग्राहियों का उपयोग क्यों करते हैं (वे वसा-विलेय होकर प्लाज़्मा झिल्ली पार कर लेते हैं)। अतः (R), (A) की सही व्याख्या नहीं है।",
    source: `${B11}, Ch. 19 Chemical Coordination and Integration`,
  }),
  make(Z, {
    key: "neet-p1-zoo-36",
    topic: "Human Reproduction",
    difficulty: "medium",
    text: "In human spermatogenesis, which of the following pairs of cells are both haploid?",
    options: [
      "Spermatogonium and primary spermatocyte",
      "Primary spermatocyte and secondary spermatocyte",
      "Secondary spermatocyte and spermatid",
      "Spermatogonium and spermatid",
    ],
    correct: 2,
    explanation:
      "Spermatogonia (2n = 46) grow into primary spermatocytes, which are still diploid. The first meiotic division gives two haploid secondary spermatocytes (23 chromosomes each), whose second meiotic division gives four haploid spermatids; these become sperms by spermiogenesis.",
    hiText: "मानव शुक्रजनन में निम्नलिखित में से कोशिकाओं का कौन-सा युग्म दोनों अगुणित है?",
    hiOptions: [
      "शुक्राणुजन तथा प्राथमिक शुक्राणुकोशिका",
      "प्राथमिक शुक्राणुकोशिका तथा द्वितीयक शुक्राणुकोशिका",
      "द्वितीयक शुक्राणुकोशिका तथा शुक्राणुप्रसू",
      "शुक्राणुजन तथा शुक्राणुप्रसू",
    ],
    hiExplanation:
      "शुक्राणुजन (2n = 46) वृद्धि करके प्राथमिक शुक्राणुकोशिकाएँ बनाते हैं, जो अब भी द्विगुणित होती हैं। प्रथम अर्धसूत्री विभाजन से दो अगुणित द्वितीयक शुक्राणुकोशिकाएँ (प्रत्येक में 23 गुणसूत्र) बनती हैं, जिनके द्वितीय अर्धसूत्री विभाजन से चार अगुणित शुक्राणुप्रसू बनते हैं; ये शुक्राणुजनन (स्पर्मियोजेनेसिस) द्वारा शुक्राणु बनते हैं।",
    source: `${B12}, Ch. 2 Human Reproduction`,
  }),
  make(Z, {
    key: "neet-p1-zoo-37",
    topic: "Human Reproduction",
    difficulty: "hard",
    format: "statements",
    text: "Consider the following statements about a 28-day human menstrual cycle.\n\nA. LH and FSH both reach a peak in the middle of the cycle, around the 14th day.\nB. The rapid secretion of LH in mid-cycle (LH surge) induces the rupture of the Graafian follicle and the release of the ovum.\nC. The corpus luteum secretes large amounts of progesterone, which is essential for maintaining the endometrium.\nD. In the absence of fertilisation the corpus luteum degenerates, and the endometrium disintegrates, leading to menstruation.\nE. The follicular (proliferative) phase is driven mainly by progesterone from the corpus luteum.\n\nChoose the correct answer from the options given below.",
    options: ["A, B and E only", "B, C, D and E only", "A, B, C and D only", "A, C and E only"],
    correct: 2,
    explanation:
      "A, B, C and D follow NCERT's account of the cycle. E is wrong: in the follicular phase the growing follicles secrete oestrogens under rising gonadotropins, and the endometrium regenerates through proliferation; the corpus luteum and its progesterone belong to the luteal phase after ovulation.",
    hiText:
      "28 दिन के मानव आर्तव चक्र के विषय में निम्नलिखित कथनों पर विचार कीजिए।\n\nA. LH तथा FSH दोनों चक्र के मध्य में, लगभग 14वें दिन, शिखर पर पहुँचते हैं।\nB. चक्र के मध्य में LH का तीव्र स्रावण (LH उफान) ग्राफ़ी पुटक के फटने तथा अंडाणु के मोचन को प्रेरित करता है।\nC. पीत पिंड बड़ी मात्रा में प्रोजेस्टेरोन स्रावित करता है, जो गर्भाशय अंतःस्तर को बनाए रखने के लिए आवश्यक है।\nD. निषेचन न होने पर पीत पिंड अपह्रसित हो जाता है और गर्भाशय अंतःस्तर विखंडित होता है, जिससे आर्तव स्राव होता है।\nE. पुटकीय (प्रचुरोद्भवन) प्रावस्था मुख्यतः पीत पिंड के प्रोजेस्टेरोन द्वारा संचालित होती है।\n\nनीचे दिए गए विकल्पों में से सही उत्तर चुनिए।",
    hiOptions: ["केवल A, B तथा E", "केवल B, C, D तथा E", "केवल A, B, C तथा D", "केवल A, C तथा E"],
    hiExplanation:
      "A, B, C तथा D चक्र के NCERT वर्णन के अनुरूप हैं। E गलत है: पुटकीय प्रावस्था में बढ़ते गोनैडोट्रॉपिनों के प्रभाव से वर्धमान पुटक एस्ट्रोजन स्रावित करते हैं और गर्भाशय अंतःस्तर प्रचुरोद्भवन द्वारा पुनर्जनित होता है; पीत पिंड तथा उसका प्रोजेस्टेरोन अंडोत्सर्ग के बाद की पीतपिंड प्रावस्था के हैं।",
    source: `${B12}, Ch. 2 Human Reproduction`,
  }),
  matchList(Z, {
    key: "neet-p1-zoo-38",
    topic: "Reproductive Health",
    difficulty: "medium",
    lead: "Match List-I (contraceptive) with List-II (its type).",
    hiLead: "सूची-I (गर्भनिरोधक) का सूची-II (उसका प्रकार) से मिलान कीजिए।",
    listI: ["Lippes loop", "Multiload 375", "LNG-20", "Saheli"],
    listII: [
      "Hormone-releasing IUD",
      "Once-a-week oral pill with a non-steroidal preparation",
      "Non-medicated IUD",
      "Copper-releasing IUD",
    ],
    hiListI: ["लिप्पेस लूप", "मल्टीलोड 375", "LNG-20", "सहेली"],
    hiListII: [
      "हॉर्मोन-मोचक अंतःगर्भाशयी युक्ति (IUD)",
      "गैर-स्टीरॉयडी निर्मिति वाली सप्ताह में एक बार ली जाने वाली मुख गोली",
      "औषधिरहित अंतःगर्भाशयी युक्ति (IUD)",
      "ताँबा-मोचक अंतःगर्भाशयी युक्ति (IUD)",
    ],
    codes: [
      [3, 1, 4, 2],
      [4, 3, 1, 2],
      [3, 4, 2, 1],
      [3, 4, 1, 2],
    ],
    correct: 3,
    explanation:
      "NCERT lists Lippes loop as a non-medicated IUD (III); CuT, Cu7 and Multiload 375 as copper-releasing IUDs (IV); Progestasert and LNG-20 as hormone-releasing IUDs (I). Saheli, developed at CDRI Lucknow, is a once-a-week oral pill containing a non-steroidal preparation (II). So A-III, B-IV, C-I, D-II.",
    hiExplanation:
      "NCERT लिप्पेस लूप को औषधिरहित IUD (III); CuT, Cu7 तथा मल्टीलोड 375 को ताँबा-मोचक IUD (IV); तथा प्रोजेस्टासर्ट और LNG-20 को हॉर्मोन-मोचक IUD (I) बताती है। CDRI लखनऊ में विकसित सहेली सप्ताह में एक बार ली जाने वाली, गैर-स्टीरॉयडी निर्मिति वाली मुख गोली है (II)। अतः A-III, B-IV, C-I, D-II।",
    source: `${B12}, Ch. 3 Reproductive Health`,
  }),
  make(Z, {
    key: "neet-p1-zoo-39",
    topic: "Evolution",
    difficulty: "easy",
    text: "The forelimbs of whales, bats, cheetahs and humans share a similar pattern of bones although they perform different functions. Such organs are",
    options: [
      "analogous organs, showing divergent evolution",
      "homologous organs, showing divergent evolution",
      "vestigial organs, showing regressive evolution",
      "analogous organs, showing convergent evolution",
    ],
    correct: 1,
    explanation:
      "These forelimbs have the same anatomical plan (humerus, radius, ulna, carpals, metacarpals, phalanges) inherited from a common ancestor but are adapted to different needs: they are homologous and show divergent evolution. Analogous organs, such as the wings of a butterfly and of a bird, do the same job with different structures and reflect convergent evolution.",
    hiText:
      "व्हेल, चमगादड़, चीता तथा मनुष्य के अग्रपादों में अस्थियों का प्रतिरूप समान है, यद्यपि वे भिन्न कार्य करते हैं। ऐसे अंग हैं",
    hiOptions: [
      "समवृत्ति अंग, जो अपसारी विकास दर्शाते हैं",
      "समजात अंग, जो अपसारी विकास दर्शाते हैं",
      "अवशेषी अंग, जो प्रतिगामी विकास दर्शाते हैं",
      "समवृत्ति अंग, जो अभिसारी विकास दर्शाते हैं",
    ],
    hiExplanation:
      "इन अग्रपादों की शारीरिक योजना (प्रगंडिका, बहिःप्रकोष्ठिका, अंतःप्रकोष्ठिका, कलाई-अस्थियाँ, करभिकाएँ, अंगुलास्थियाँ) एक ही पूर्वज से प्राप्त है, परंतु वे भिन्न आवश्यकताओं के अनुसार अनुकूलित हैं: अतः वे समजात हैं और अपसारी विकास दर्शाते हैं। तितली तथा पक्षी के पंख जैसे समवृत्ति अंग भिन्न संरचनाओं से समान कार्य करते हैं और अभिसारी विकास दर्शाते हैं।",
    source: `${B12}, Ch. 6 Evolution`,
  }),
  twoStatements(Z, {
    key: "neet-p1-zoo-40",
    topic: "Evolution",
    difficulty: "medium",
    one: "In England after industrialisation, dark-winged moths outnumbered white-winged moths on the soot-darkened tree trunks, as predators could spot the white moths more easily.",
    two: "In S.L. Miller's experiment, an electric discharge in a closed flask containing $\\mathrm{CH_4}$, $\\mathrm{H_2}$, $\\mathrm{NH_3}$ and water vapour at 800°C produced amino acids.",
    hiOne:
      "औद्योगीकरण के बाद इंग्लैंड में कालिख से काले पड़े वृक्ष तनों पर गहरे पंखों वाले शलभ सफ़ेद पंखों वाले शलभों से अधिक हो गए, क्योंकि परभक्षी सफ़ेद शलभों को अधिक सरलता से देख लेते थे।",
    hiTwo:
      "एस.एल. मिलर के प्रयोग में $\\mathrm{CH_4}$, $\\mathrm{H_2}$, $\\mathrm{NH_3}$ तथा 800°C पर जलवाष्प युक्त बंद फ़्लास्क में विद्युत विसर्जन से ऐमीनो अम्ल बने।",
    correct: 0,
    explanation:
      "Both are correct. Industrial melanism is NCERT's example of natural selection: on dark, lichen-free trunks the dark moths were better camouflaged and survived. Miller (1953) recreated early-Earth conditions in the laboratory: an electric discharge through $\\mathrm{CH_4}$, $\\mathrm{H_2}$, $\\mathrm{NH_3}$ and water vapour at 800°C gave amino acids.",
    hiExplanation:
      "दोनों कथन सही हैं। औद्योगिक अश्वेतता प्राकृतिक वरण का NCERT उदाहरण है: गहरे, लाइकेन-रहित तनों पर गहरे शलभ बेहतर छद्मावरित रहे और बच गए। मिलर (1953) ने प्रयोगशाला में आदि पृथ्वी जैसी परिस्थितियाँ बनाईं: $\\mathrm{CH_4}$, $\\mathrm{H_2}$, $\\mathrm{NH_3}$ तथा 800°C पर जलवाष्प में विद्युत विसर्जन से ऐमीनो अम्ल बने।",
    source: `${B12}, Ch. 6 Evolution`,
  }),
  make(Z, {
    key: "neet-p1-zoo-41",
    topic: "Human Health and Disease",
    difficulty: "easy",
    text: "Filariasis (elephantiasis), a chronic inflammation of the organs in which the worms live, is caused by",
    options: ["Ascaris", "Wuchereria", "Trichophyton", "Entamoeba histolytica"],
    correct: 1,
    explanation:
      "The filarial worms Wuchereria bancrofti and W. malayi live in the lymphatic vessels, usually of the lower limbs, causing a chronic inflammation called elephantiasis; they are transmitted by the bite of the female mosquito vector. Ascaris causes ascariasis, Trichophyton ringworm and Entamoeba histolytica amoebiasis.",
    hiText: "फ़ाइलेरियता (फ़ीलपाँव), जिसमें कृमि जिन अंगों में रहते हैं उनमें दीर्घकालिक सूजन होती है, किसके द्वारा होती है?",
    hiOptions: ["ऐस्कैरिस", "वुचेरेरिया", "ट्राइकोफ़ाइटॉन", "एंटअमीबा हिस्टोलिटिका"],
    hiExplanation:
      "फ़ाइलेरियल कृमि वुचेरेरिया बैंक्रॉफ़्टाई तथा वु. मलायी सामान्यतः निचले पादों की लसीका वाहिकाओं में रहते हैं और फ़ीलपाँव नामक दीर्घकालिक सूजन उत्पन्न करते हैं; इनका संचरण मादा मच्छर वाहक के दंश से होता है। ऐस्कैरिस से ऐस्कैरिसता, ट्राइकोफ़ाइटॉन से दाद तथा एंटअमीबा हिस्टोलिटिका से अमीबता होती है।",
    source: `${B12}, Ch. 7 Human Health and Disease`,
  }),
  make(Z, {
    key: "neet-p1-zoo-42",
    topic: "Human Health and Disease",
    difficulty: "hard",
    format: "statements",
    text: "Consider the following statements about the life cycle of Plasmodium.\n\nA. Sporozoites, the infectious form, enter the human body through the bite of an infected female Anopheles mosquito.\nB. In humans the parasites first multiply within the liver cells and then attack the red blood cells.\nC. The rupture of RBCs releases a toxic substance, haemozoin, which causes chill and high fever recurring every three to four days.\nD. Fertilisation and development of the parasite take place in the human blood.\nE. Gametocytes develop in the red blood cells of the human host.\n\nChoose the correct answer from the options given below.",
    options: ["A, B and D only", "A, B, C and E only", "B, C, D and E only", "A, C and D only"],
    correct: 1,
    explanation:
      "A, B, C and E are correct. D is wrong: the gametocytes taken up by a female Anopheles mosquito with the blood meal fuse and develop in the mosquito's stomach wall; the sporozoites formed there are stored in its salivary glands. So the sexual stages occur in the mosquito, not in human blood.",
    hiText:
      "प्लाज़्मोडियम के जीवन चक्र के विषय में निम्नलिखित कथनों पर विचार कीजिए।\n\nA. संक्रामक रूप स्पोरोज़ोइट संक्रमित मादा ऐनाफ़लीज़ मच्छर के काटने से मानव शरीर में प्रवेश करते हैं।\nB. मनुष्य में परजीवी पहले यकृत कोशिकाओं में गुणन करते हैं और फिर लाल रुधिर कणिकाओं पर आक्रमण करते हैं।\nC. लाल रुधिर कणिकाओं के फटने से विषैला पदार्थ हीमोज़ोइन मुक्त होता है, जिससे हर तीन-चार दिन में ठिठुरन तथा तेज़ ज्वर आता है।\nD. परजीवी का निषेचन तथा परिवर्धन मानव रुधिर में होता है।\nE. युग्मकजनक (गैमीटोसाइट) मानव पोषी की लाल रुधिर कणिकाओं में विकसित होते हैं।\n\nनीचे दिए गए विकल्पों में से सही उत्तर चुनिए।",
    hiOptions: ["केवल A, B तथा D", "केवल A, B, C तथा E", "केवल B, C, D तथा E", "केवल A, C तथा D"],
    hiExplanation:
      "A, B, C तथा E सही हैं। D गलत है: रुधिर के साथ मादा ऐनाफ़लीज़ मच्छर द्वारा ग्रहण किए गए युग्मकजनक मच्छर की आमाशय भित्ति में संलयित होकर परिवर्धित होते हैं; वहाँ बने स्पोरोज़ोइट उसकी लार ग्रंथियों में संचित रहते हैं। अतः लैंगिक अवस्थाएँ मच्छर में होती हैं, मानव रुधिर में नहीं।",
    source: `${B12}, Ch. 7 Human Health and Disease`,
  }),
  make(Z, {
    key: "neet-p1-zoo-43",
    topic: "Biotechnology: Principles and Processes",
    difficulty: "medium",
    text: "Restriction endonucleases such as EcoRI recognise palindromic sequences in DNA. Which of the following double-stranded sequences is palindromic?",
    options: [
      "5'-AAGCTA-3' / 3'-TTCGAT-5'",
      "5'-GATTAC-3' / 3'-CTAATG-5'",
      "5'-GAACTT-3' / 3'-CTTGAA-5'",
      "5'-GAATTC-3' / 3'-CTTAAG-5'",
    ],
    correct: 3,
    explanation:
      "A DNA palindrome reads the same on the two strands when both are read in the same (5'→3') direction. For GAATTC, the complementary strand read 5'→3' is also GAATTC, the EcoRI site. For GATTAC the other strand read 5'→3' is GTAATC, and for GAACTT it is AAGTTC, so these are not palindromes.",
    hiText:
      "EcoRI जैसे प्रतिबंधन एंडोन्यूक्लिएज़ DNA में पैलिंड्रोमिक अनुक्रम पहचानते हैं। निम्नलिखित में से कौन-सा द्विरज्जुकी अनुक्रम पैलिंड्रोमिक है?",
    hiExplanation:
      "DNA पैलिंड्रोम वह है जिसे दोनों रज्जुकों पर एक ही (5'→3') दिशा में पढ़ने पर समान अनुक्रम मिले। GAATTC के लिए पूरक रज्जुक को 5'→3' पढ़ने पर भी GAATTC मिलता है, जो EcoRI स्थल है। GATTAC के लिए दूसरा रज्जुक 5'→3' पढ़ने पर GTAATC तथा GAACTT के लिए AAGTTC मिलता है, अतः ये पैलिंड्रोम नहीं हैं।",
    source: `${B12}, Ch. 9 Biotechnology: Principles and Processes`,
  }),
  assertionReason(Z, {
    key: "neet-p1-zoo-44",
    topic: "Biotechnology: Principles and Processes",
    difficulty: "easy",
    assertion: "During agarose gel electrophoresis, DNA fragments move towards the cathode.",
    reason: "DNA fragments are negatively charged molecules.",
    hiAssertion: "ऐगारोज़ जेल वैद्युतकणसंचलन के दौरान DNA खंड कैथोड की ओर गति करते हैं।",
    hiReason: "DNA खंड ऋणावेशित अणु होते हैं।",
    correct: 3,
    explanation:
      "The Reason is true: the phosphate backbone makes DNA fragments negatively charged. The Assertion is therefore false: in an electric field the fragments move through the agarose matrix towards the positive electrode, the anode, with smaller fragments moving farther.",
    hiExplanation:
      "कारण सत्य है: फ़ॉस्फ़ेट आधार-शृंखला के कारण DNA खंड ऋणावेशित होते हैं। अतः अभिकथन असत्य है: विद्युत क्षेत्र में खंड ऐगारोज़ आधात्री से होकर धन इलेक्ट्रोड, अर्थात ऐनोड, की ओर जाते हैं, और छोटे खंड अधिक दूर जाते हैं।",
    source: `${B12}, Ch. 9 Biotechnology: Principles and Processes`,
  }),
  make(Z, {
    key: "neet-p1-zoo-45",
    topic: "Biotechnology and its Applications",
    difficulty: "medium",
    text: "In Bt cotton, the proteins encoded by the genes cryIAc and cryIIAb control which pests?",
    options: ["Corn borers", "Cotton bollworms", "Nematodes (Meloidogyne incognita)", "Aphids"],
    correct: 1,
    explanation:
      "The cry genes of Bacillus thuringiensis code for Cry proteins that are toxic to specific insects. NCERT notes that the proteins encoded by cryIAc and cryIIAb control the cotton bollworms, while that of cryIAb controls the corn borer. Meloidogyne incognita, the nematode of tobacco roots, is controlled by RNA interference.",
    hiText: "बीटी कपास में जीन cryIAc तथा cryIIAb द्वारा कूटबद्ध प्रोटीन किन पीड़कों को नियंत्रित करते हैं?",
    hiOptions: ["मक्का छेदक", "कपास के मुकुल कृमि (बॉलवर्म)", "सूत्रकृमि (मेलॉइडोगाइन इनकॉग्नीशिया)", "माहू (ऐफ़िड)"],
    hiExplanation:
      "बैसिलस थुरिंजिएंसिस के cry जीन विशिष्ट कीटों के लिए विषैले Cry प्रोटीन कूटबद्ध करते हैं। NCERT के अनुसार cryIAc तथा cryIIAb द्वारा कूटबद्ध प्रोटीन कपास के मुकुल कृमियों को, तथा cryIAb का प्रोटीन मक्का छेदक को नियंत्रित करता है। तंबाकू की जड़ों का सूत्रकृमि मेलॉइडोगाइन इनकॉग्नीशिया RNA अंतरक्षेप द्वारा नियंत्रित होता है।",
    source: `${B12}, Ch. 10 Biotechnology and its Applications`,
  }),
];
