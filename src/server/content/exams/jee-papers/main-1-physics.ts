import type { ContentQuestion } from "~/server/content/types";
import { AR_OPTIONS, AR_OPTIONS_HI } from "./shared";

/**
 * Physics written for JEE Main full-length paper 1 (an easier paper). Computed answers are
 * re-derived in main.answers.test.ts.
 */
export const main1Physics: ContentQuestion[] = [
  {
    key: "jee-m1-phy-001",
    subject: "Physics",
    topic: "Rotational Motion",
    difficulty: "medium",
    text: "A uniform disc of mass 2 kg rolls along a level road without slipping, its centre moving at $3\\ \\mathrm{m/s}$. What is its total kinetic energy?",
    options: ["9 J", "13.5 J", "4.5 J", "18 J"],
    correct: 1,
    explanation:
      "Rolling without slipping means $\\omega = v/R$. With $I = \\frac{1}{2}MR^2$ for a disc, $K = \\frac{1}{2}Mv^2 + \\frac{1}{2}I\\omega^2 = \\frac{1}{2}Mv^2\\left(1 + \\frac{1}{2}\\right) = \\frac{3}{4} \\times 2 \\times 9 = 13.5$ J. 9 J is the translational part alone and 4.5 J the rotational part.",
    hi: {
      text: "2 kg द्रव्यमान की एक एकसमान डिस्क समतल सड़क पर बिना फिसले लुढ़कती है, उसका केंद्र $3\\ \\mathrm{m/s}$ से चलता है। उसकी कुल गतिज ऊर्जा कितनी है?",
      options: ["9 J", "13.5 J", "4.5 J", "18 J"],
      explanation:
        "बिना फिसले लोटनिक गति में $\\omega = v/R$। डिस्क का जड़त्व आघूर्ण $I = \\frac{1}{2}MR^2$, अतः $K = \\frac{1}{2}Mv^2\\left(1 + \\frac{1}{2}\\right) = \\frac{3}{4} \\times 2 \\times 9 = 13.5$ J। 9 J केवल स्थानांतरीय भाग और 4.5 J घूर्णी भाग है।",
    },
  },
  {
    key: "jee-m1-phy-002",
    subject: "Physics",
    topic: "Oscillations and Waves",
    difficulty: "easy",
    text: "The length of a simple pendulum is increased by 21%. By what percentage does its time period (for small oscillations) increase?",
    options: ["11%", "21%", "10%", "5%"],
    correct: 2,
    explanation:
      "$T = 2\\pi\\sqrt{l/g}$, so $T \\propto \\sqrt{l}$. The new period is $\\sqrt{1.21}\\,T = 1.1\\,T$: a 10% increase. The approximation $\\frac{1}{2} \\times 21\\% \\approx 10.5\\%$ is only close, and 21% forgets the square root.",
    hi: {
      text: "एक सरल लोलक की लंबाई 21% बढ़ा दी जाती है। (छोटे दोलनों के लिए) इसका आवर्तकाल कितने प्रतिशत बढ़ता है?",
      options: ["11%", "21%", "10%", "5%"],
      explanation:
        "$T = 2\\pi\\sqrt{l/g}$, अतः $T \\propto \\sqrt{l}$। नया आवर्तकाल $\\sqrt{1.21}\\,T = 1.1\\,T$ है: 10% की वृद्धि। 21% वर्गमूल को भूल जाने से आता है।",
    },
  },
  {
    key: "jee-m1-phy-003",
    format: "match-list",
    subject: "Physics",
    topic: "Electrostatics",
    difficulty: "medium",
    source: "NCERT Physics Class 12, Ch. 1 Electric Charges and Fields (applications of Gauss's law)",
    text: "Match the charge distribution in List-I with the magnitude of the electric field in List-II. List-I: (A) infinitely long straight wire with linear charge density $\\lambda$, at distance $r$; (B) infinite thin plane sheet with surface charge density $\\sigma$; (C) just outside the surface of a charged conductor with surface charge density $\\sigma$; (D) inside a uniformly charged thin spherical shell. List-II: (I) $\\frac{\\sigma}{\\varepsilon_0}$; (II) zero; (III) $\\frac{\\lambda}{2\\pi\\varepsilon_0 r}$; (IV) $\\frac{\\sigma}{2\\varepsilon_0}$. Choose the correct answer.",
    options: [
      "A-III, B-IV, C-I, D-II",
      "A-III, B-I, C-IV, D-II",
      "A-IV, B-III, C-I, D-II",
      "A-III, B-IV, C-II, D-I",
    ],
    correct: 0,
    explanation:
      "Gauss's law gives: a line charge $E = \\frac{\\lambda}{2\\pi\\varepsilon_0 r}$ (A-III); a plane sheet, whose field goes out on both sides, $E = \\frac{\\sigma}{2\\varepsilon_0}$ (B-IV); a conductor's surface, where the field inside is zero so all the flux goes out one side, $E = \\frac{\\sigma}{\\varepsilon_0}$ (C-I); inside a shell the Gaussian surface encloses no charge, so $E = 0$ (D-II). The trap is swapping B and C, which differ by the factor 2.",
    hi: {
      text: "सूची-I में दिए आवेश वितरण का सूची-II में दिए विद्युत क्षेत्र के परिमाण से मिलान कीजिए। सूची-I: (A) रैखिक आवेश घनत्व $\\lambda$ वाला अनंत लंबा सीधा तार, दूरी $r$ पर; (B) पृष्ठ आवेश घनत्व $\\sigma$ वाली अनंत पतली समतल चादर; (C) पृष्ठ आवेश घनत्व $\\sigma$ वाले आवेशित चालक के पृष्ठ के ठीक बाहर; (D) एकसमान आवेशित पतले गोलीय कोश के भीतर। सूची-II: (I) $\\frac{\\sigma}{\\varepsilon_0}$; (II) शून्य; (III) $\\frac{\\lambda}{2\\pi\\varepsilon_0 r}$; (IV) $\\frac{\\sigma}{2\\varepsilon_0}$। सही उत्तर चुनिए।",
      options: [
        "A-III, B-IV, C-I, D-II",
        "A-III, B-I, C-IV, D-II",
        "A-IV, B-III, C-I, D-II",
        "A-III, B-IV, C-II, D-I",
      ],
      explanation:
        "गाउस नियम से: रैखिक आवेश के लिए $E = \\frac{\\lambda}{2\\pi\\varepsilon_0 r}$ (A-III); समतल चादर, जिसका क्षेत्र दोनों ओर निकलता है, $E = \\frac{\\sigma}{2\\varepsilon_0}$ (B-IV); चालक के पृष्ठ पर, जहाँ भीतर क्षेत्र शून्य है और पूरा फ्लक्स एक ओर निकलता है, $E = \\frac{\\sigma}{\\varepsilon_0}$ (C-I); कोश के भीतर गाउसीय पृष्ठ कोई आवेश नहीं घेरता, अतः $E = 0$ (D-II)। B और C को आपस में बदल देना सामान्य भूल है।",
    },
  },
  {
    key: "jee-m1-phy-004",
    subject: "Physics",
    topic: "Magnetic Effects of Current and Magnetism",
    difficulty: "medium",
    text: "A proton and a deuteron, each accelerated from rest through the same potential difference $V$, enter a uniform magnetic field moving perpendicular to it. What is the ratio $r_p : r_d$ of the radii of their circular paths?",
    options: ["$1 : 2$", "$1 : \\sqrt{2}$", "$1 : 1$", "$\\sqrt{2} : 1$"],
    correct: 1,
    explanation:
      "Each gains kinetic energy $qV$, so its momentum is $\\sqrt{2mqV}$ and $r = \\frac{\\sqrt{2mqV}}{qB} \\propto \\sqrt{\\frac{m}{q}}$. The deuteron has the proton's charge and twice its mass, so $r_p : r_d = 1 : \\sqrt{2}$. Taking equal speeds instead would give $1 : 2$.",
    hi: {
      text: "एक प्रोटॉन और एक ड्यूट्रॉन, प्रत्येक विराम से समान विभवांतर $V$ द्वारा त्वरित होकर, एकसमान चुंबकीय क्षेत्र में उसके लंबवत प्रवेश करते हैं। उनके वृत्तीय पथों की त्रिज्याओं का अनुपात $r_p : r_d$ क्या है?",
      options: ["$1 : 2$", "$1 : \\sqrt{2}$", "$1 : 1$", "$\\sqrt{2} : 1$"],
      explanation:
        "प्रत्येक को गतिज ऊर्जा $qV$ मिलती है, अतः संवेग $\\sqrt{2mqV}$ और $r = \\frac{\\sqrt{2mqV}}{qB} \\propto \\sqrt{\\frac{m}{q}}$। ड्यूट्रॉन का आवेश प्रोटॉन जितना और द्रव्यमान दोगुना है, अतः $r_p : r_d = 1 : \\sqrt{2}$। समान चाल मानने पर $1 : 2$ आता।",
    },
  },
  {
    key: "jee-m1-phy-005",
    subject: "Physics",
    topic: "Electromagnetic Induction and Alternating Currents",
    difficulty: "medium",
    text: "A $60\\ \\Omega$ resistor, an inductor of reactance $120\\ \\Omega$ and a capacitor of reactance $40\\ \\Omega$ are joined in series across a $220\\ \\mathrm{V}$ (rms) mains supply. What is the average power dissipated?",
    options: ["387.2 W", "484 W", "806.7 W", "290.4 W"],
    correct: 3,
    explanation:
      "Impedance $Z = \\sqrt{R^2 + (X_L - X_C)^2} = \\sqrt{60^2 + 80^2} = 100\\ \\Omega$, so $I_{rms} = 2.2$ A. Only the resistor dissipates power: $P = I_{rms}^2 R = 4.84 \\times 60 = 290.4$ W (equivalently $V_{rms}I_{rms}\\cos\\phi$ with $\\cos\\phi = 0.6$). 484 W ignores the power factor; 806.7 W uses $V^2/R$.",
    hi: {
      text: "$60\\ \\Omega$ का प्रतिरोधक, $120\\ \\Omega$ प्रतिघात का प्रेरक और $40\\ \\Omega$ प्रतिघात का संधारित्र श्रेणी में $220\\ \\mathrm{V}$ (rms) की मुख्य आपूर्ति से जुड़े हैं। क्षयित औसत शक्ति कितनी है?",
      options: ["387.2 W", "484 W", "806.7 W", "290.4 W"],
      explanation:
        "प्रतिबाधा $Z = \\sqrt{60^2 + 80^2} = 100\\ \\Omega$, अतः $I_{rms} = 2.2$ A। शक्ति केवल प्रतिरोधक में क्षयित होती है: $P = I_{rms}^2 R = 4.84 \\times 60 = 290.4$ W (या $V_{rms}I_{rms}\\cos\\phi$, $\\cos\\phi = 0.6$)। 484 W शक्ति गुणांक भूलने से और 806.7 W $V^2/R$ लेने से आता है।",
    },
  },
  {
    key: "jee-m1-phy-006",
    format: "assertion-reason",
    subject: "Physics",
    topic: "Optics",
    difficulty: "easy",
    source: "NCERT Physics Class 12, Ch. 9 Ray Optics and Optical Instruments (lens maker's formula)",
    text: "Assertion (A): A thin convex glass lens ($n = 1.5$) has a longer focal length when it is immersed in water ($n = 1.33$) than in air. Reason (R): The power of a lens depends on the refractive index of its material relative to the surrounding medium. Choose the correct answer.",
    options: AR_OPTIONS,
    correct: 0,
    explanation:
      "By the lens maker's formula $\\frac{1}{f} = \\left(\\frac{n_{lens}}{n_{medium}} - 1\\right)\\left(\\frac{1}{R_1} - \\frac{1}{R_2}\\right)$. In air the factor is $0.5$; in water it is $\\frac{1.5}{1.33} - 1 \\approx 0.13$, so the focal length grows nearly fourfold. The dependence on the relative refractive index (R) is exactly why A holds, so R explains A.",
    hi: {
      text: "अभिकथन (A): एक पतला उत्तल काँच का लेंस ($n = 1.5$) जल ($n = 1.33$) में डुबोने पर वायु की तुलना में अधिक फोकस दूरी रखता है। कारण (R): लेंस की क्षमता उसके पदार्थ के, परिवेशी माध्यम के सापेक्ष, अपवर्तनांक पर निर्भर करती है। सही उत्तर चुनिए।",
      options: AR_OPTIONS_HI,
      explanation:
        "लेंस मेकर सूत्र से $\\frac{1}{f} = \\left(\\frac{n_{lens}}{n_{medium}} - 1\\right)\\left(\\frac{1}{R_1} - \\frac{1}{R_2}\\right)$। वायु में गुणांक $0.5$ है; जल में $\\frac{1.5}{1.33} - 1 \\approx 0.13$, अतः फोकस दूरी लगभग चार गुनी हो जाती है। सापेक्ष अपवर्तनांक पर निर्भरता (R) ही A का कारण है, अतः R, A की सही व्याख्या है।",
    },
  },
  {
    key: "jee-m1-phy-007",
    subject: "Physics",
    topic: "Modern Physics",
    difficulty: "easy",
    text: "An electron, initially at rest, is accelerated through a potential difference of 150 V. What is its de Broglie wavelength, approximately? (Take $h = 6.63 \\times 10^{-34}$ J s, $m_e = 9.1 \\times 10^{-31}$ kg, $e = 1.6 \\times 10^{-19}$ C.)",
    options: ["10 Å", "0.1 Å", "1.0 Å", "0.5 Å"],
    correct: 2,
    explanation:
      "$\\lambda = \\frac{h}{\\sqrt{2meV}} = \\frac{6.63 \\times 10^{-34}}{\\sqrt{2 \\times 9.1 \\times 10^{-31} \\times 1.6 \\times 10^{-19} \\times 150}} \\approx 1.0 \\times 10^{-10}$ m $= 1.0$ Å. The shortcut $\\lambda = \\frac{12.27}{\\sqrt{V}}$ Å gives the same: $12.27/12.25 \\approx 1.0$ Å.",
    hi: {
      text: "विराम से प्रारंभ करके एक इलेक्ट्रॉन को 150 V के विभवांतर से त्वरित किया जाता है। इसकी दे ब्रॉग्ली तरंगदैर्ध्य लगभग कितनी है? ($h = 6.63 \\times 10^{-34}$ J s, $m_e = 9.1 \\times 10^{-31}$ kg, $e = 1.6 \\times 10^{-19}$ C लें।)",
      options: ["10 Å", "0.1 Å", "1.0 Å", "0.5 Å"],
      explanation:
        "$\\lambda = \\frac{h}{\\sqrt{2meV}} = \\frac{6.63 \\times 10^{-34}}{\\sqrt{2 \\times 9.1 \\times 10^{-31} \\times 1.6 \\times 10^{-19} \\times 150}} \\approx 1.0 \\times 10^{-10}$ m $= 1.0$ Å। संक्षिप्त सूत्र $\\lambda = \\frac{12.27}{\\sqrt{V}}$ Å से भी यही मिलता है।",
    },
  },
  {
    key: "jee-m1-phy-008",
    subject: "Physics",
    topic: "Oscillations and Waves",
    difficulty: "medium",
    text: "Two successive resonance frequencies of a pipe closed at one end are 425 Hz and 595 Hz. If the speed of sound in air is $340\\ \\mathrm{m/s}$, what is the length of the pipe? (Neglect end correction.)",
    options: ["0.5 m", "1.0 m", "2.0 m", "0.25 m"],
    correct: 1,
    explanation:
      "A closed pipe has only odd harmonics $f_0, 3f_0, 5f_0, \\ldots$, so successive resonances differ by $2f_0$: $2f_0 = 595 - 425 = 170$ Hz and $f_0 = 85$ Hz (the given ones are the 5th and 7th harmonics). Then $L = \\frac{v}{4f_0} = \\frac{340}{340} = 1.0$ m. Taking the difference as $f_0$ (open-pipe thinking) gives 0.5 m.",
    hi: {
      text: "एक सिरे पर बंद पाइप की दो क्रमागत अनुनाद आवृत्तियाँ 425 Hz और 595 Hz हैं। यदि वायु में ध्वनि की चाल $340\\ \\mathrm{m/s}$ हो, तो पाइप की लंबाई कितनी है? (अंत्य संशोधन की उपेक्षा करें।)",
      options: ["0.5 m", "1.0 m", "2.0 m", "0.25 m"],
      explanation:
        "बंद पाइप में केवल विषम गुणावृत्तियाँ $f_0, 3f_0, 5f_0, \\ldots$ होती हैं, अतः क्रमागत अनुनादों का अंतर $2f_0$ है: $2f_0 = 595 - 425 = 170$ Hz, $f_0 = 85$ Hz (दी गई आवृत्तियाँ 5वीं और 7वीं गुणावृत्ति हैं)। तब $L = \\frac{v}{4f_0} = \\frac{340}{340} = 1.0$ m। अंतर को $f_0$ मानने (खुले पाइप की तरह) पर 0.5 m आता है।",
    },
  },
  {
    key: "jee-m1-phy-009",
    subject: "Physics",
    topic: "Current Electricity",
    difficulty: "easy",
    text: "A galvanometer of resistance $50\\ \\Omega$ shows full-scale deflection for a current of 2 mA. What resistance must be connected in series with it to convert it into a voltmeter of range 0 to 10 V?",
    options: ["$0.01\\ \\Omega$", "$5000\\ \\Omega$", "$5050\\ \\Omega$", "$4950\\ \\Omega$"],
    correct: 3,
    explanation:
      "At full scale the whole 10 V must drive 2 mA through the galvanometer and the series resistor: $I_g(G + R) = V$, so $R = \\frac{10}{0.002} - 50 = 5000 - 50 = 4950\\ \\Omega$. 5000 Ω forgets the galvanometer's own resistance; a tiny resistance in parallel would make an ammeter instead.",
    hi: {
      text: "$50\\ \\Omega$ प्रतिरोध का एक धारामापी 2 mA धारा पर पूर्ण-स्केल विक्षेप देता है। इसे 0 से 10 V परास के वोल्टमीटर में बदलने के लिए इसके श्रेणी में कितना प्रतिरोध जोड़ना होगा?",
      options: ["$0.01\\ \\Omega$", "$5000\\ \\Omega$", "$5050\\ \\Omega$", "$4950\\ \\Omega$"],
      explanation:
        "पूर्ण-स्केल पर पूरा 10 V धारामापी और श्रेणी प्रतिरोध से 2 mA प्रवाहित करता है: $I_g(G + R) = V$, अतः $R = \\frac{10}{0.002} - 50 = 4950\\ \\Omega$। 5000 Ω धारामापी का अपना प्रतिरोध भूलने से आता है; समांतर में छोटा प्रतिरोध जोड़ने से ऐमीटर बनता है।",
    },
  },
  {
    key: "jee-m1-phy-010",
    subject: "Physics",
    topic: "Gravitation",
    difficulty: "medium",
    text: "A body is projected vertically upwards from the Earth's surface with a speed equal to half the escape speed. If $R$ is the radius of the Earth, to what maximum height above the surface does it rise? (Neglect air resistance and the Earth's rotation.)",
    options: ["$\\frac{R}{2}$", "$\\frac{R}{4}$", "$\\frac{R}{3}$", "$R$"],
    correct: 2,
    explanation:
      "$v^2 = \\frac{1}{4} \\cdot \\frac{2GM}{R} = \\frac{GM}{2R}$. Conservation of energy: $\\frac{1}{2}v^2 - \\frac{GM}{R} = -\\frac{GM}{R + h}$, i.e. $\\frac{GM}{4R} - \\frac{GM}{R} = -\\frac{3GM}{4R} = -\\frac{GM}{R + h}$, so $R + h = \\frac{4R}{3}$ and $h = \\frac{R}{3}$. Using $h = v^2/2g$ (constant $g$) gives the wrong $\\frac{R}{4}$.",
    hi: {
      text: "एक पिंड को पृथ्वी के पृष्ठ से पलायन चाल की आधी चाल से ऊर्ध्वाधर ऊपर की ओर प्रक्षेपित किया जाता है। यदि पृथ्वी की त्रिज्या $R$ हो, तो वह पृष्ठ से अधिकतम कितनी ऊँचाई तक जाएगा? (वायु प्रतिरोध और पृथ्वी के घूर्णन की उपेक्षा करें।)",
      options: ["$\\frac{R}{2}$", "$\\frac{R}{4}$", "$\\frac{R}{3}$", "$R$"],
      explanation:
        "$v^2 = \\frac{1}{4} \\cdot \\frac{2GM}{R} = \\frac{GM}{2R}$। ऊर्जा संरक्षण से $\\frac{1}{2}v^2 - \\frac{GM}{R} = -\\frac{GM}{R + h}$, अर्थात् $-\\frac{3GM}{4R} = -\\frac{GM}{R + h}$, अतः $R + h = \\frac{4R}{3}$ और $h = \\frac{R}{3}$। $g$ को नियत मानकर $h = v^2/2g$ लेने से गलत उत्तर $\\frac{R}{4}$ आता है।",
    },
  },
  {
    key: "jee-m1-phy-num-01",
    type: "numerical",
    subject: "Physics",
    topic: "Thermodynamics",
    difficulty: "hard",
    text: "One mole of an ideal monatomic gas is heated in a process in which its pressure is directly proportional to its volume ($P \\propto V$). How much heat, in joules, does the gas absorb when its temperature rises by 100 K? (Take $R = 8.3\\ \\mathrm{J\\,mol^{-1}\\,K^{-1}}$.)",
    numericAnswer: { min: 1660, max: 1660 },
    explanation:
      "$P = kV$ means $PV^{-1}$ is constant: a polytropic process with index $x = -1$, whose molar heat capacity is $C = C_V + \\frac{R}{1 - x} = \\frac{3}{2}R + \\frac{R}{2} = 2R$. (Check: $W = \\int P\\,dV = \\frac{k}{2}(V_2^2 - V_1^2) = \\frac{1}{2}nR\\Delta T$, and $\\Delta U = \\frac{3}{2}nR\\Delta T$.) So $Q = nC\\Delta T = 1 \\times 2 \\times 8.3 \\times 100 = 1660$ J.",
    hi: {
      text: "एक आदर्श एकपरमाणुक गैस के एक मोल को ऐसे प्रक्रम में गर्म किया जाता है जिसमें उसका दाब उसके आयतन के अनुक्रमानुपाती है ($P \\propto V$)। ताप 100 K बढ़ने पर गैस कितनी ऊष्मा (जूल में) अवशोषित करती है? ($R = 8.3\\ \\mathrm{J\\,mol^{-1}\\,K^{-1}}$ लें।)",
      explanation:
        "$P = kV$ का अर्थ है $PV^{-1}$ नियत: घातांक $x = -1$ वाला बहुदैशिक (पॉलीट्रॉपिक) प्रक्रम, जिसकी मोलर ऊष्मा धारिता $C = C_V + \\frac{R}{1 - x} = \\frac{3}{2}R + \\frac{R}{2} = 2R$। (जाँच: $W = \\int P\\,dV = \\frac{1}{2}nR\\Delta T$ और $\\Delta U = \\frac{3}{2}nR\\Delta T$।) अतः $Q = nC\\Delta T = 2 \\times 8.3 \\times 100 = 1660$ J।",
    },
  },
  {
    key: "jee-m1-phy-num-02",
    type: "numerical",
    subject: "Physics",
    topic: "Work, Energy and Power",
    difficulty: "medium",
    text: "A bullet of mass 10 g moving horizontally at $200\\ \\mathrm{m/s}$ embeds itself in a wooden block of mass 0.99 kg hanging at rest from a long light string. To what height, in centimetres, does the block (with the bullet) rise? (Take $g = 10\\ \\mathrm{m/s^2}$.)",
    numericAnswer: { min: 20, max: 20 },
    explanation:
      "Momentum is conserved in the (instantaneous) collision: $V = \\frac{0.01 \\times 200}{0.01 + 0.99} = 2\\ \\mathrm{m/s}$. Mechanical energy is then conserved in the swing: $h = \\frac{V^2}{2g} = \\frac{4}{20} = 0.2$ m $= 20$ cm. Energy is not conserved in the collision itself (99% of the bullet's kinetic energy becomes heat), so $h$ cannot be found from the bullet's kinetic energy directly.",
    hi: {
      text: "10 g द्रव्यमान की एक गोली $200\\ \\mathrm{m/s}$ से क्षैतिज चलती हुई, एक लंबी हल्की डोरी से विराम में लटके 0.99 kg के लकड़ी के गुटके में धँस जाती है। गुटका (गोली सहित) कितनी ऊँचाई (सेंटीमीटर में) तक उठता है? ($g = 10\\ \\mathrm{m/s^2}$ लें।)",
      explanation:
        "टक्कर में संवेग संरक्षित रहता है: $V = \\frac{0.01 \\times 200}{1} = 2\\ \\mathrm{m/s}$। फिर दोलन में यांत्रिक ऊर्जा संरक्षित रहती है: $h = \\frac{V^2}{2g} = \\frac{4}{20} = 0.2$ m $= 20$ cm। टक्कर में ऊर्जा संरक्षित नहीं रहती (गोली की 99% गतिज ऊर्जा ऊष्मा बन जाती है)।",
    },
  },
  {
    key: "jee-m1-phy-num-03",
    type: "numerical",
    subject: "Physics",
    topic: "Optics",
    difficulty: "hard",
    text: "A double-slit arrangement with slit separation 0.45 mm and a screen 1.2 m away is used with light of wavelength 540 nm (in air), and then the whole arrangement is submerged in water ($n = \\frac{4}{3}$). In water, how far apart, in mm, are the third bright fringe on one side of the central maximum and the second dark fringe on the other side?",
    numericAnswer: { min: 4.85, max: 4.87 },
    explanation:
      "In water the wavelength is $\\frac{540}{4/3} = 405$ nm, so the fringe width is $\\beta = \\frac{\\lambda D}{d} = \\frac{405 \\times 10^{-9} \\times 1.2}{0.45 \\times 10^{-3}} = 1.08$ mm. The third bright fringe is at $3\\beta$ and the second dark fringe at $1.5\\beta$ on the other side, so the distance is $4.5\\beta = 4.86$ mm. (In air it would be $4.5 \\times 1.44 = 6.48$ mm.)",
    hi: {
      text: "0.45 mm झिरी-दूरी और 1.2 m दूर पर्दे वाली द्वि-झिरी व्यवस्था में (वायु में) 540 nm तरंगदैर्ध्य का प्रकाश प्रयुक्त है, और फिर पूरी व्यवस्था जल ($n = \\frac{4}{3}$) में डुबो दी जाती है। जल में केंद्रीय उच्चिष्ठ के एक ओर की तीसरी दीप्त फ्रिंज और दूसरी ओर की दूसरी अदीप्त फ्रिंज कितनी दूर (mm में) हैं?",
      explanation:
        "जल में तरंगदैर्ध्य $\\frac{540}{4/3} = 405$ nm, अतः फ्रिंज चौड़ाई $\\beta = \\frac{405 \\times 10^{-9} \\times 1.2}{0.45 \\times 10^{-3}} = 1.08$ mm। तीसरी दीप्त फ्रिंज $3\\beta$ पर और दूसरी ओर दूसरी अदीप्त फ्रिंज $1.5\\beta$ पर, अतः दूरी $4.5\\beta = 4.86$ mm। (वायु में यह $6.48$ mm होती।)",
    },
  },
];
