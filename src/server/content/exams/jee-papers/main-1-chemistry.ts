import type { ContentQuestion } from "~/server/content/types";
import { AR_OPTIONS, AR_OPTIONS_HI, STATEMENTS_OPTIONS, STATEMENTS_OPTIONS_HI } from "./shared";

/**
 * Chemistry written for JEE Main full-length paper 1 (an easier paper). Computed answers are
 * re-derived in main.answers.test.ts.
 */
export const main1Chemistry: ContentQuestion[] = [
  {
    key: "jee-m1-che-001",
    subject: "Chemistry",
    topic: "Classification of Elements and Periodicity",
    difficulty: "easy",
    source: "NCERT Chemistry Class 11, Ch. 3 Classification of Elements and Periodicity in Properties",
    text: "Which of the following elements has the most negative electron gain enthalpy?",
    options: ["F", "Cl", "O", "Br"],
    correct: 1,
    explanation:
      "Electron gain enthalpy becomes more negative across a period, so the halogens lead. Fluorine is the exception down the group: its small 2p shell is so crowded that the incoming electron is repelled, and chlorine's value (about $-349\\ \\mathrm{kJ\\,mol^{-1}}$) is more negative than fluorine's (about $-328$). Oxygen's is far less negative, and bromine's is less negative than chlorine's.",
    hi: {
      text: "निम्नलिखित में से किस तत्व की इलेक्ट्रॉन लब्धि एन्थैल्पी सबसे अधिक ऋणात्मक है?",
      options: ["F", "Cl", "O", "Br"],
      explanation:
        "आवर्त में आगे बढ़ने पर इलेक्ट्रॉन लब्धि एन्थैल्पी अधिक ऋणात्मक होती है, अतः हैलोजन आगे हैं। फ्लुओरीन अपवाद है: इसके छोटे 2p कोश में आने वाला इलेक्ट्रॉन प्रतिकर्षित होता है, इसलिए क्लोरीन का मान (लगभग $-349\\ \\mathrm{kJ\\,mol^{-1}}$) फ्लुओरीन (लगभग $-328$) से अधिक ऋणात्मक है। ऑक्सीजन का मान बहुत कम ऋणात्मक है और ब्रोमीन का क्लोरीन से कम।",
    },
  },
  {
    key: "jee-m1-che-002",
    subject: "Chemistry",
    topic: "Coordination Compounds",
    difficulty: "easy",
    text: "What are the oxidation state and the coordination number of cobalt in the complex ion $\\mathrm{[Co(en)_2Cl_2]^+}$ (en = ethane-1,2-diamine)?",
    options: ["+3 and 6", "+1 and 4", "+3 and 4", "+2 and 6"],
    correct: 0,
    explanation:
      "en is neutral and each Cl is $-1$: $x + 0 - 2 = +1$, so $x = +3$. Each en is bidentate, giving $2 \\times 2 = 4$ donor atoms, plus 2 chloride ions: coordination number 6. Counting ligands (4) instead of donor atoms is the usual slip.",
    hi: {
      text: "संकुल आयन $\\mathrm{[Co(en)_2Cl_2]^+}$ (en = एथेन-1,2-डाइऐमीन) में कोबाल्ट की ऑक्सीकरण अवस्था और उपसहसंयोजन संख्या क्या है?",
      options: ["+3 और 6", "+1 और 4", "+3 और 4", "+2 और 6"],
      explanation:
        "en उदासीन है और प्रत्येक Cl का आवेश $-1$ है: $x + 0 - 2 = +1$, अतः $x = +3$। प्रत्येक en द्विदंतुर है, जिससे $2 \\times 2 = 4$ दाता परमाणु, तथा 2 क्लोराइड आयन: उपसहसंयोजन संख्या 6। दाता परमाणुओं के स्थान पर लिगंड (4) गिनना सामान्य भूल है।",
    },
  },
  {
    key: "jee-m1-che-003",
    subject: "Chemistry",
    topic: "Coordination Compounds",
    source: "NCERT Chemistry Class 12, Ch. 5 Coordination Compounds (crystal field theory)",
    difficulty: "medium",
    text: "What is the spin-only magnetic moment of the tetrahedral complex ion $\\mathrm{[MnCl_4]^{2-}}$?",
    options: ["1.73 BM", "5.92 BM", "4.90 BM", "0 BM"],
    correct: 1,
    explanation:
      "Mn is $+2$ here ($x - 4 = -2$), so it is $3d^5$. Chloride is a weak-field ligand and tetrahedral splitting is small, so all five electrons stay unpaired: $\\mu = \\sqrt{n(n+2)} = \\sqrt{35} \\approx 5.92$ BM. 1.73 BM would be one unpaired electron (a low-spin picture that does not arise here); 4.90 BM is four unpaired electrons.",
    hi: {
      text: "चतुष्फलकीय संकुल आयन $\\mathrm{[MnCl_4]^{2-}}$ का प्रचक्रण-मात्र चुंबकीय आघूर्ण कितना है?",
      options: ["1.73 BM", "5.92 BM", "4.90 BM", "0 BM"],
      explanation:
        "यहाँ Mn की अवस्था $+2$ है ($x - 4 = -2$), अतः $3d^5$। क्लोराइड दुर्बल क्षेत्र लिगंड है और चतुष्फलकीय विपाटन कम होता है, इसलिए पाँचों इलेक्ट्रॉन अयुग्मित रहते हैं: $\\mu = \\sqrt{n(n+2)} = \\sqrt{35} \\approx 5.92$ BM। 1.73 BM एक अयुग्मित इलेक्ट्रॉन और 4.90 BM चार अयुग्मित इलेक्ट्रॉनों का मान है।",
    },
  },
  {
    key: "jee-m1-che-004",
    format: "match-list",
    subject: "Chemistry",
    topic: "p-Block Elements",
    difficulty: "medium",
    source:
      "NCERT Chemistry Class 12 Part I (2022 edition), Ch. 7 The p-Block Elements (oxoacids of phosphorus)",
    text: "Match the oxoacid of phosphorus in List-I with its basicity in List-II. List-I: (A) $\\mathrm{H_3PO_2}$; (B) $\\mathrm{H_3PO_3}$; (C) $\\mathrm{H_3PO_4}$; (D) $\\mathrm{H_4P_2O_7}$. List-II: (I) 4; (II) 1; (III) 3; (IV) 2. Choose the correct answer.",
    options: [
      "A-II, B-IV, C-III, D-I",
      "A-III, B-III, C-III, D-I",
      "A-II, B-III, C-IV, D-I",
      "A-IV, B-II, C-III, D-I",
    ],
    correct: 0,
    explanation:
      "Only H atoms on oxygen (P-OH) are ionisable. $\\mathrm{H_3PO_2}$ has two P-H bonds and one P-OH: monobasic (II). $\\mathrm{H_3PO_3}$ has one P-H and two P-OH: dibasic (IV). $\\mathrm{H_3PO_4}$ has three P-OH: tribasic (III). Pyrophosphoric acid $\\mathrm{H_4P_2O_7}$ has four P-OH: tetrabasic (I). Counting every H gives the wrong code A-III, B-III.",
    hi: {
      text: "सूची-I में दिए फ़ॉस्फ़ोरस के ऑक्सोअम्ल का सूची-II में दी उसकी क्षारकता से मिलान कीजिए। सूची-I: (A) $\\mathrm{H_3PO_2}$; (B) $\\mathrm{H_3PO_3}$; (C) $\\mathrm{H_3PO_4}$; (D) $\\mathrm{H_4P_2O_7}$। सूची-II: (I) 4; (II) 1; (III) 3; (IV) 2। सही उत्तर चुनिए।",
      options: [
        "A-II, B-IV, C-III, D-I",
        "A-III, B-III, C-III, D-I",
        "A-II, B-III, C-IV, D-I",
        "A-IV, B-II, C-III, D-I",
      ],
      explanation:
        "केवल ऑक्सीजन से जुड़े H (P-OH) आयनीकरणीय हैं। $\\mathrm{H_3PO_2}$ में दो P-H और एक P-OH: एकक्षारकी (II)। $\\mathrm{H_3PO_3}$ में एक P-H और दो P-OH: द्विक्षारकी (IV)। $\\mathrm{H_3PO_4}$ में तीन P-OH: त्रिक्षारकी (III)। पायरोफ़ॉस्फ़ोरिक अम्ल $\\mathrm{H_4P_2O_7}$ में चार P-OH: चतुःक्षारकी (I)। सभी H गिनने से गलत कोड A-III, B-III आता है।",
    },
  },
  {
    key: "jee-m1-che-005",
    subject: "Chemistry",
    topic: "Hydrocarbons",
    source: "NCERT Chemistry Class 11, Ch. 9 Hydrocarbons (ozonolysis of alkenes)",
    difficulty: "easy",
    text: "What are the products of ozonolysis (ozone followed by Zn/$\\mathrm{H_2O}$) of 2-methylbut-2-ene?",
    options: ["Propanone only", "Propanal and ethanal", "Butanone and methanal", "Propanone and ethanal"],
    correct: 3,
    explanation:
      "2-Methylbut-2-ene is $\\mathrm{(CH_3)_2C{=}CHCH_3}$. Ozonolysis cleaves the C=C and turns each carbon of it into C=O: the $\\mathrm{(CH_3)_2C}$ end gives propanone $\\mathrm{(CH_3)_2C{=}O}$ and the $\\mathrm{CHCH_3}$ end gives ethanal $\\mathrm{CH_3CHO}$. Butanone and methanal would come from 2-methylbut-1-ene.",
    hi: {
      text: "2-मेथिलब्यूट-2-ईन के ओज़ोनी-अपघटन (ओज़ोन के बाद Zn/$\\mathrm{H_2O}$) से कौन-से उत्पाद बनते हैं?",
      options: ["केवल प्रोपेनोन", "प्रोपेनैल और एथेनैल", "ब्यूटेनोन और मेथेनैल", "प्रोपेनोन और एथेनैल"],
      explanation:
        "2-मेथिलब्यूट-2-ईन $\\mathrm{(CH_3)_2C{=}CHCH_3}$ है। ओज़ोनी-अपघटन C=C को तोड़कर उसके प्रत्येक कार्बन को C=O में बदलता है: $\\mathrm{(CH_3)_2C}$ सिरे से प्रोपेनोन और $\\mathrm{CHCH_3}$ सिरे से एथेनैल $\\mathrm{CH_3CHO}$ बनता है। ब्यूटेनोन और मेथेनैल 2-मेथिलब्यूट-1-ईन से बनते।",
    },
  },
  {
    key: "jee-m1-che-006",
    format: "assertion-reason",
    subject: "Chemistry",
    topic: "Organic Compounds Containing Halogens",
    difficulty: "easy",
    source: "NCERT Chemistry Class 12, Ch. 6 Haloalkanes and Haloarenes (SN1 mechanism)",
    text: "Assertion (A): 2-Bromo-2-methylpropane is hydrolysed by the $\\mathrm{S_N1}$ mechanism much faster than 1-bromobutane. Reason (R): The tertiary carbocation formed in the slow step is stabilised by the +I effect and hyperconjugation of three methyl groups. Choose the correct answer.",
    options: AR_OPTIONS,
    correct: 0,
    explanation:
      "The rate of an $\\mathrm{S_N1}$ reaction is set by the ionisation step, so it follows carbocation stability: $3^\\circ > 2^\\circ > 1^\\circ$. The tertiary butyl cation is stabilised by nine C-H hyperconjugative structures and three +I methyl groups, while 1-bromobutane would have to form an unstable primary cation. Both statements are true and R is why A holds.",
    hi: {
      text: "अभिकथन (A): 2-ब्रोमो-2-मेथिलप्रोपेन का $\\mathrm{S_N1}$ क्रियाविधि से जल-अपघटन 1-ब्रोमोब्यूटेन की तुलना में बहुत तीव्र होता है। कारण (R): मंद पद में बना तृतीयक कार्बोधनायन तीन मेथिल समूहों के +I प्रभाव और अतिसंयुग्मन से स्थायी होता है। सही उत्तर चुनिए।",
      options: AR_OPTIONS_HI,
      explanation:
        "$\\mathrm{S_N1}$ अभिक्रिया का वेग आयनन पद से तय होता है, अतः वह कार्बोधनायन के स्थायित्व के क्रम $3^\\circ > 2^\\circ > 1^\\circ$ में होता है। तृतीयक ब्यूटिल धनायन नौ C-H अतिसंयुग्मी संरचनाओं और तीन +I मेथिल समूहों से स्थायी होता है, जबकि 1-ब्रोमोब्यूटेन को अस्थायी प्राथमिक धनायन बनाना पड़ता। दोनों कथन सत्य हैं और R ही A का कारण है।",
    },
  },
  {
    key: "jee-m1-che-007",
    subject: "Chemistry",
    topic: "Organic Compounds Containing Oxygen",
    source: "NCERT Chemistry Class 12, Ch. 8 Aldehydes, Ketones and Carboxylic Acids (haloform reaction)",
    difficulty: "easy",
    text: "Which of the following compounds gives a positive iodoform test (yellow precipitate with $\\mathrm{I_2}$ and NaOH)?",
    options: ["Propan-1-ol", "Propan-2-ol", "Pentan-3-one", "Benzaldehyde"],
    correct: 1,
    explanation:
      "The test needs a $\\mathrm{CH_3CO-}$ group or a $\\mathrm{CH_3CH(OH)-}$ group that the reagent oxidises to one. Propan-2-ol, $\\mathrm{CH_3CH(OH)CH_3}$, is oxidised to propanone and gives $\\mathrm{CHI_3}$. Propan-1-ol gives propanal (no methyl ketone), pentan-3-one has ethyl groups on both sides of C=O, and benzaldehyde has no methyl group at all.",
    hi: {
      text: "निम्नलिखित में से कौन-सा यौगिक आयडोफ़ॉर्म परीक्षण ($\\mathrm{I_2}$ और NaOH के साथ पीला अवक्षेप) धनात्मक देता है?",
      options: ["प्रोपेन-1-ऑल", "प्रोपेन-2-ऑल", "पेन्टेन-3-ओन", "बेन्ज़ैल्डिहाइड"],
      explanation:
        "परीक्षण के लिए $\\mathrm{CH_3CO-}$ समूह या ऐसा $\\mathrm{CH_3CH(OH)-}$ समूह चाहिए जिसे अभिकर्मक उसमें ऑक्सीकृत कर दे। प्रोपेन-2-ऑल ऑक्सीकृत होकर प्रोपेनोन बनाता है और $\\mathrm{CHI_3}$ देता है। प्रोपेन-1-ऑल से प्रोपेनैल बनता है, पेन्टेन-3-ओन में C=O के दोनों ओर एथिल समूह हैं और बेन्ज़ैल्डिहाइड में मेथिल समूह ही नहीं है।",
    },
  },
  {
    key: "jee-m1-che-008",
    subject: "Chemistry",
    topic: "Organic Compounds Containing Nitrogen",
    difficulty: "medium",
    source: "NCERT Chemistry Class 12, Ch. 9 Amines (basic character in aqueous solution)",
    text: "What is the order of basic strength of the following in aqueous solution: $\\mathrm{NH_3}$, $\\mathrm{CH_3NH_2}$, $\\mathrm{(CH_3)_2NH}$, $\\mathrm{(CH_3)_3N}$?",
    options: [
      "$\\mathrm{(CH_3)_3N} > \\mathrm{(CH_3)_2NH} > \\mathrm{CH_3NH_2} > \\mathrm{NH_3}$",
      "$\\mathrm{(CH_3)_2NH} > \\mathrm{CH_3NH_2} > \\mathrm{(CH_3)_3N} > \\mathrm{NH_3}$",
      "$\\mathrm{CH_3NH_2} > \\mathrm{(CH_3)_2NH} > \\mathrm{(CH_3)_3N} > \\mathrm{NH_3}$",
      "$\\mathrm{NH_3} > \\mathrm{CH_3NH_2} > \\mathrm{(CH_3)_2NH} > \\mathrm{(CH_3)_3N}$",
    ],
    correct: 1,
    explanation:
      "In water three effects compete: the +I effect of methyl groups (raises basicity), solvation of the protonated amine by hydrogen bonding (best with more N-H bonds) and steric crowding. The balance puts the secondary amine first, then the primary, then the tertiary (poorly solvated, crowded), with ammonia last. The order by +I effect alone, tertiary first, holds only in the gas phase.",
    hi: {
      text: "जलीय विलयन में निम्नलिखित की क्षारकीय प्रबलता का क्रम क्या है: $\\mathrm{NH_3}$, $\\mathrm{CH_3NH_2}$, $\\mathrm{(CH_3)_2NH}$, $\\mathrm{(CH_3)_3N}$?",
      options: [
        "$\\mathrm{(CH_3)_3N} > \\mathrm{(CH_3)_2NH} > \\mathrm{CH_3NH_2} > \\mathrm{NH_3}$",
        "$\\mathrm{(CH_3)_2NH} > \\mathrm{CH_3NH_2} > \\mathrm{(CH_3)_3N} > \\mathrm{NH_3}$",
        "$\\mathrm{CH_3NH_2} > \\mathrm{(CH_3)_2NH} > \\mathrm{(CH_3)_3N} > \\mathrm{NH_3}$",
        "$\\mathrm{NH_3} > \\mathrm{CH_3NH_2} > \\mathrm{(CH_3)_2NH} > \\mathrm{(CH_3)_3N}$",
      ],
      explanation:
        "जल में तीन प्रभाव प्रतिस्पर्धा करते हैं: मेथिल समूहों का +I प्रभाव (क्षारकता बढ़ाता है), हाइड्रोजन आबंधन द्वारा प्रोटॉनित ऐमीन का विलायकन (अधिक N-H आबंध होने पर अधिक) और त्रिविम बाधा। इनके संतुलन से द्वितीयक ऐमीन सबसे प्रबल, फिर प्राथमिक, फिर तृतीयक (कम विलायकन, अधिक भीड़) और अंत में अमोनिया आती है। केवल +I प्रभाव वाला क्रम (तृतीयक प्रथम) गैस प्रावस्था में लागू होता है।",
    },
  },
  {
    key: "jee-m1-che-009",
    subject: "Chemistry",
    topic: "Electrochemistry",
    difficulty: "hard",
    text: "At 298 K the limiting molar conductivities of HCl, NaCl and $\\mathrm{CH_3COONa}$ are 426, 126 and $91\\ \\mathrm{S\\,cm^2\\,mol^{-1}}$. A $0.01\\ \\mathrm{M}$ acetic acid solution has a molar conductivity of $39.1\\ \\mathrm{S\\,cm^2\\,mol^{-1}}$. What is the dissociation constant of acetic acid from these data?",
    options: [
      "$1.11 \\times 10^{-4}$",
      "$1.00 \\times 10^{-4}$",
      "$1.00 \\times 10^{-3}$",
      "$1.11 \\times 10^{-3}$",
    ],
    correct: 0,
    explanation:
      "By Kohlrausch's law, $\\Lambda^\\circ_m(\\mathrm{CH_3COOH}) = \\Lambda^\\circ(\\mathrm{HCl}) + \\Lambda^\\circ(\\mathrm{CH_3COONa}) - \\Lambda^\\circ(\\mathrm{NaCl}) = 426 + 91 - 126 = 391\\ \\mathrm{S\\,cm^2\\,mol^{-1}}$. The degree of dissociation is $\\alpha = \\frac{39.1}{391} = 0.1$. Then $K_a = \\frac{c\\alpha^2}{1 - \\alpha} = \\frac{0.01 \\times 0.01}{0.9} = 1.11 \\times 10^{-4}$. Dropping the $1 - \\alpha$ (valid only for small $\\alpha$) gives $1.00 \\times 10^{-4}$.",
    hi: {
      text: "298 K पर HCl, NaCl और $\\mathrm{CH_3COONa}$ की सीमांत मोलर चालकताएँ 426, 126 और $91\\ \\mathrm{S\\,cm^2\\,mol^{-1}}$ हैं। $0.01\\ \\mathrm{M}$ ऐसीटिक अम्ल विलयन की मोलर चालकता $39.1\\ \\mathrm{S\\,cm^2\\,mol^{-1}}$ है। इन आँकड़ों से ऐसीटिक अम्ल का वियोजन स्थिरांक क्या है?",
      options: [
        "$1.11 \\times 10^{-4}$",
        "$1.00 \\times 10^{-4}$",
        "$1.00 \\times 10^{-3}$",
        "$1.11 \\times 10^{-3}$",
      ],
      explanation:
        "कोलराउश नियम से $\\Lambda^\\circ_m(\\mathrm{CH_3COOH}) = 426 + 91 - 126 = 391\\ \\mathrm{S\\,cm^2\\,mol^{-1}}$। वियोजन की मात्रा $\\alpha = \\frac{39.1}{391} = 0.1$। तब $K_a = \\frac{c\\alpha^2}{1 - \\alpha} = \\frac{0.01 \\times 0.01}{0.9} = 1.11 \\times 10^{-4}$। $1 - \\alpha$ छोड़ देने (जो केवल छोटे $\\alpha$ के लिए मान्य है) पर $1.00 \\times 10^{-4}$ आता है।",
    },
  },
  {
    key: "jee-m1-che-010",
    subject: "Chemistry",
    topic: "Chemical Thermodynamics",
    difficulty: "easy",
    text: "A decomposition has $\\Delta H^\\circ = +45\\ \\mathrm{kJ\\,mol^{-1}}$ and $\\Delta S^\\circ = +150\\ \\mathrm{J\\,K^{-1}\\,mol^{-1}}$; treat both as constant. In what temperature range is it spontaneous under standard conditions?",
    options: ["Above 300 K", "Below 300 K", "Above 0.3 K", "At all temperatures"],
    correct: 0,
    explanation:
      "$\\Delta G^\\circ = \\Delta H^\\circ - T\\Delta S^\\circ < 0$ needs $T > \\frac{\\Delta H^\\circ}{\\Delta S^\\circ} = \\frac{45\\,000}{150} = 300$ K: an endothermic change driven by entropy goes only when $T\\Delta S$ outweighs $\\Delta H$. 0.3 K comes from not converting kJ to J.",
    hi: {
      text: "एक अपघटन के लिए $\\Delta H^\\circ = +45\\ \\mathrm{kJ\\,mol^{-1}}$ और $\\Delta S^\\circ = +150\\ \\mathrm{J\\,K^{-1}\\,mol^{-1}}$ हैं; दोनों को नियत मानें। मानक परिस्थितियों में यह किस ताप-परास में स्वतः प्रवर्तित है?",
      options: ["300 K से ऊपर", "300 K से नीचे", "0.3 K से ऊपर", "सभी तापों पर"],
      explanation:
        "$\\Delta G^\\circ = \\Delta H^\\circ - T\\Delta S^\\circ < 0$ के लिए $T > \\frac{45\\,000}{150} = 300$ K चाहिए: एन्ट्रॉपी से चलने वाला ऊष्माशोषी परिवर्तन तभी होता है जब $T\\Delta S$, $\\Delta H$ से अधिक हो। 0.3 K, kJ को J में न बदलने से आता है।",
    },
  },
  {
    key: "jee-m1-che-011",
    format: "statements",
    subject: "Chemistry",
    topic: "Chemical Bonding and Molecular Structure",
    difficulty: "medium",
    source: "NCERT Chemistry Class 11, Ch. 4 Chemical Bonding and Molecular Structure (VSEPR theory)",
    text: "Statement I: In $\\mathrm{SF_4}$ the sulphur atom has one lone pair and the molecule has a see-saw shape. Statement II: $\\mathrm{XeF_4}$ is a square pyramidal molecule. In the light of these statements, choose the correct answer.",
    options: STATEMENTS_OPTIONS,
    correct: 2,
    explanation:
      "S in $\\mathrm{SF_4}$ has 4 bond pairs and 1 lone pair (5 electron pairs, $sp^3d$); the lone pair takes an equatorial position, giving a see-saw: Statement I is true. Xe in $\\mathrm{XeF_4}$ has 4 bond pairs and 2 lone pairs (6 pairs, $sp^3d^2$); the lone pairs sit opposite each other, so the molecule is square planar, not square pyramidal: Statement II is false.",
    hi: {
      text: "कथन I: $\\mathrm{SF_4}$ में सल्फ़र परमाणु पर एक एकाकी युग्म है और अणु की आकृति सी-सॉ (ढेंकुली) है। कथन II: $\\mathrm{XeF_4}$ एक वर्ग पिरामिडी अणु है। इन कथनों के आलोक में सही उत्तर चुनिए।",
      options: STATEMENTS_OPTIONS_HI,
      explanation:
        "$\\mathrm{SF_4}$ में S पर 4 आबंध युग्म और 1 एकाकी युग्म हैं (5 युग्म, $sp^3d$ संकरण); एकाकी युग्म विषुवतीय स्थिति लेता है, जिससे सी-सॉ आकृति बनती है: कथन I सत्य है। $\\mathrm{XeF_4}$ में Xe पर 4 आबंध युग्म और 2 एकाकी युग्म हैं (6 युग्म, $sp^3d^2$); एकाकी युग्म आमने-सामने रहते हैं, अतः अणु वर्ग समतलीय है, वर्ग पिरामिडी नहीं: कथन II असत्य है।",
    },
  },
  {
    key: "jee-m1-che-num-01",
    type: "numerical",
    subject: "Chemistry",
    topic: "Solutions",
    difficulty: "medium",
    text: "What is the depression in freezing point, in kelvin, of a $0.1$ molal aqueous solution of $\\mathrm{K_4[Fe(CN)_6]}$, assuming complete ionisation? ($K_f$ of water $= 1.86\\ \\mathrm{K\\,kg\\,mol^{-1}}$; give the answer correct to two decimal places.)",
    numericAnswer: { min: 0.92, max: 0.94 },
    explanation:
      "$\\mathrm{K_4[Fe(CN)_6]} \\rightarrow \\mathrm{4K^+} + \\mathrm{[Fe(CN)_6]^{4-}}$ gives 5 ions, so the van 't Hoff factor is $i = 5$ (the complex ion does not break up further). $\\Delta T_f = iK_fm = 5 \\times 1.86 \\times 0.1 = 0.93$ K.",
    hi: {
      text: "पूर्ण आयनन मानकर $\\mathrm{K_4[Fe(CN)_6]}$ के $0.1$ मोलल जलीय विलयन के हिमांक में अवनमन (केल्विन में) कितना है? (जल का $K_f = 1.86\\ \\mathrm{K\\,kg\\,mol^{-1}}$; उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "$\\mathrm{K_4[Fe(CN)_6]} \\rightarrow \\mathrm{4K^+} + \\mathrm{[Fe(CN)_6]^{4-}}$ से 5 आयन बनते हैं, अतः वान्ट हॉफ़ गुणक $i = 5$ (संकुल आयन आगे नहीं टूटता)। $\\Delta T_f = iK_fm = 5 \\times 1.86 \\times 0.1 = 0.93$ K।",
    },
  },
  {
    key: "jee-m1-che-num-02",
    type: "numerical",
    subject: "Chemistry",
    topic: "Redox Reactions",
    difficulty: "medium",
    text: "What volume, in mL, of $0.1\\ \\mathrm{M}$ $\\mathrm{KMnO_4}$ is needed to oxidise completely 50 mL of $0.5\\ \\mathrm{M}$ $\\mathrm{FeSO_4}$ in acidic solution?",
    numericAnswer: { min: 50, max: 50 },
    explanation:
      "In acid, $\\mathrm{MnO_4^-} + \\mathrm{5Fe^{2+}} + \\mathrm{8H^+} \\rightarrow \\mathrm{Mn^{2+}} + \\mathrm{5Fe^{3+}} + \\mathrm{4H_2O}$: Mn goes from $+7$ to $+2$ (5 electrons), each Fe from $+2$ to $+3$ (1 electron). Moles of $\\mathrm{Fe^{2+}} = 0.050 \\times 0.5 = 0.025$, so permanganate needed $= 0.025/5 = 0.005$ mol, and $V = 0.005/0.1 = 0.05$ L $= 50$ mL.",
    hi: {
      text: "अम्लीय विलयन में $0.5\\ \\mathrm{M}$ $\\mathrm{FeSO_4}$ के 50 mL को पूर्णतः ऑक्सीकृत करने के लिए $0.1\\ \\mathrm{M}$ $\\mathrm{KMnO_4}$ का कितना आयतन (mL में) चाहिए?",
      explanation:
        "अम्ल में $\\mathrm{MnO_4^-} + \\mathrm{5Fe^{2+}} + \\mathrm{8H^+} \\rightarrow \\mathrm{Mn^{2+}} + \\mathrm{5Fe^{3+}} + \\mathrm{4H_2O}$: Mn का $+7$ से $+2$ में अपचयन (5 इलेक्ट्रॉन), प्रत्येक Fe का $+2$ से $+3$ में ऑक्सीकरण (1 इलेक्ट्रॉन)। $\\mathrm{Fe^{2+}}$ के मोल $= 0.050 \\times 0.5 = 0.025$, अतः परमैंगनेट $= 0.025/5 = 0.005$ mol और $V = 0.005/0.1 = 0.05$ L $= 50$ mL।",
    },
  },
  {
    key: "jee-m1-che-num-03",
    type: "numerical",
    subject: "Chemistry",
    topic: "Chemical Kinetics",
    difficulty: "hard",
    text: "The first-order gas-phase decomposition $\\mathrm{A(g)} \\rightarrow \\mathrm{2B(g)} + \\mathrm{C(g)}$ is followed at constant volume and temperature, starting with pure A. The total pressure is 200 mm Hg at the start and 350 mm Hg after 20 min. What is the rate constant in units of $10^{-3}\\ \\mathrm{min^{-1}}$? (Give the answer correct to two decimal places.)",
    numericAnswer: { min: 23.49, max: 23.51 },
    explanation:
      "If A's pressure falls by $x$, the total is $200 - x + 2x + x = 200 + 2x = 350$, so $x = 75$ and $p_A = 125$ mm Hg. For first order, $k = \\frac{1}{t}\\ln\\frac{p_0}{p_A} = \\frac{1}{20}\\ln\\frac{200}{125} = \\frac{\\ln 1.6}{20} = \\frac{0.4700}{20} = 0.02350\\ \\mathrm{min^{-1}} = 23.50 \\times 10^{-3}\\ \\mathrm{min^{-1}}$. Using the total pressure in place of $p_A$ is the usual error.",
    hi: {
      text: "प्रथम कोटि के गैस-प्रावस्था अपघटन $\\mathrm{A(g)} \\rightarrow \\mathrm{2B(g)} + \\mathrm{C(g)}$ को शुद्ध A से आरंभ करके नियत आयतन और ताप पर देखा जाता है। आरंभ में कुल दाब 200 mm Hg और 20 min बाद 350 mm Hg है। वेग स्थिरांक $10^{-3}\\ \\mathrm{min^{-1}}$ की इकाई में कितना है? (उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "यदि A का दाब $x$ घटे, तो कुल दाब $200 - x + 2x + x = 200 + 2x = 350$, अतः $x = 75$ और $p_A = 125$ mm Hg। प्रथम कोटि के लिए $k = \\frac{1}{t}\\ln\\frac{p_0}{p_A} = \\frac{\\ln 1.6}{20} = \\frac{0.4700}{20} = 0.02350\\ \\mathrm{min^{-1}} = 23.50 \\times 10^{-3}\\ \\mathrm{min^{-1}}$। $p_A$ के स्थान पर कुल दाब लेना सामान्य भूल है।",
    },
  },
];
