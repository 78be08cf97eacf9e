import type { ContentQuestion } from "~/server/content/types";
import { AR_OPTIONS, AR_OPTIONS_HI, STATEMENTS_OPTIONS, STATEMENTS_OPTIONS_HI } from "./shared";

/**
 * Physics written for JEE Main full-length paper 2 (a paper of the usual medium level). Computed
 * answers are re-derived in main.answers.test.ts.
 */
export const main2Physics: ContentQuestion[] = [
  {
    key: "jee-m2-phy-001",
    subject: "Physics",
    topic: "Kinematics",
    difficulty: "medium",
    text: "A particle starts from rest at $x = 0$ and moves along the x-axis so that its velocity depends on its position as $v = 2\\sqrt{x}$ (SI units). How far is it from the origin at $t = 3$ s?",
    options: ["9 m", "6 m", "18 m", "3 m"],
    correct: 0,
    explanation:
      "$v^2 = 4x$ has the form $v^2 = 2ax$ with $a = 2\\ \\mathrm{m/s^2}$: the acceleration is constant (check: $a = v\\frac{dv}{dx} = 2\\sqrt{x} \\cdot \\frac{1}{\\sqrt{x}} = 2$). So $x = \\frac{1}{2}at^2 = t^2 = 9$ m. Taking $v = 2\\sqrt{x}$ as a constant speed of 2 m/s gives the wrong 6 m.",
    hi: {
      text: "एक कण $x = 0$ पर विराम से चलना आरंभ करता है और x-अक्ष के अनुदिश इस प्रकार चलता है कि उसका वेग उसकी स्थिति पर $v = 2\\sqrt{x}$ (SI मात्रक) के अनुसार निर्भर है। $t = 3$ s पर वह मूल बिंदु से कितनी दूर है?",
      options: ["9 m", "6 m", "18 m", "3 m"],
      explanation:
        "$v^2 = 4x$, $v^2 = 2ax$ के रूप का है जहाँ $a = 2\\ \\mathrm{m/s^2}$: त्वरण नियत है (जाँच: $a = v\\frac{dv}{dx} = 2$)। अतः $x = \\frac{1}{2}at^2 = t^2 = 9$ m। 2 m/s की नियत चाल मानने पर गलत उत्तर 6 m आता है।",
    },
  },
  {
    key: "jee-m2-phy-002",
    subject: "Physics",
    topic: "Kinematics",
    difficulty: "hard",
    text: "A ball is thrown from the top of a tower 20 m high with a speed of $20\\ \\mathrm{m/s}$ at $30^\\circ$ above the horizontal. How far from the foot of the tower does it hit the ground? (Take $g = 10\\ \\mathrm{m/s^2}$; level ground, no air resistance.)",
    options: ["About 69 m", "About 35 m", "About 56 m", "About 40 m"],
    correct: 2,
    explanation:
      "Upward positive: $-20 = (20\\sin 30^\\circ)t - 5t^2 = 10t - 5t^2$, so $t^2 - 2t - 4 = 0$ and $t = 1 + \\sqrt{5} \\approx 3.24$ s. The horizontal distance is $(20\\cos 30^\\circ)t = 10\\sqrt{3}(1 + \\sqrt{5}) \\approx 17.32 \\times 3.24 \\approx 56$ m. The ground-level range formula gives $\\frac{u^2\\sin 60^\\circ}{g} \\approx 35$ m, which ignores the extra fall from the tower.",
    hi: {
      text: "20 m ऊँची मीनार के शीर्ष से एक गेंद $20\\ \\mathrm{m/s}$ की चाल से क्षैतिज से $30^\\circ$ ऊपर फेंकी जाती है। वह मीनार के पाद से कितनी दूर भूमि से टकराती है? ($g = 10\\ \\mathrm{m/s^2}$ लें; समतल भूमि, वायु प्रतिरोध नहीं।)",
      options: ["लगभग 69 m", "लगभग 35 m", "लगभग 56 m", "लगभग 40 m"],
      explanation:
        "ऊपर की दिशा धनात्मक: $-20 = 10t - 5t^2$, अतः $t^2 - 2t - 4 = 0$ और $t = 1 + \\sqrt{5} \\approx 3.24$ s। क्षैतिज दूरी $(20\\cos 30^\\circ)t = 10\\sqrt{3}(1 + \\sqrt{5}) \\approx 56$ m। भूमि-स्तर का परास सूत्र $\\frac{u^2\\sin 60^\\circ}{g} \\approx 35$ m देता है, जो मीनार से अतिरिक्त गिरावट को छोड़ देता है।",
    },
  },
  {
    key: "jee-m2-phy-003",
    subject: "Physics",
    topic: "Thermodynamics",
    difficulty: "medium",
    text: "A cylinder holds 2 mol of helium and 1 mol of nitrogen, both behaving as ideal gases (nitrogen molecules rigid, no vibration). What is the adiabatic exponent $\\gamma = C_p/C_V$ of this mixture?",
    options: ["$\\frac{17}{11}$", "$\\frac{3}{2}$", "$\\frac{23}{15}$", "$\\frac{5}{3}$"],
    correct: 0,
    explanation:
      "Helium is monatomic and nitrogen diatomic; heat capacities add mole by mole: $C_V = \\frac{2 \\cdot \\frac{3}{2}R + 1 \\cdot \\frac{5}{2}R}{3} = \\frac{11}{6}R$ and $C_p = C_V + R = \\frac{17}{6}R$, so $\\gamma = \\frac{17}{11} \\approx 1.55$. Averaging the two $\\gamma$ values ($\\frac{5}{3}$ and $\\frac{7}{5}$) by moles gives the wrong $\\frac{71}{45}$; $\\frac{3}{2}$ is the plain average.",
    hi: {
      text: "एक सिलिंडर में 2 mol हीलियम और 1 mol नाइट्रोजन है, दोनों आदर्श गैसों की तरह (नाइट्रोजन के अणु दृढ़, कंपन रहित)। इस मिश्रण का रुद्धोष्म घातांक (विशिष्ट ऊष्माओं का अनुपात) $\\gamma = C_p/C_V$ क्या है?",
      options: ["$\\frac{17}{11}$", "$\\frac{3}{2}$", "$\\frac{23}{15}$", "$\\frac{5}{3}$"],
      explanation:
        "हीलियम एकपरमाणुक और नाइट्रोजन द्विपरमाणुक है; ऊष्मा धारिताएँ मोलों के अनुसार जुड़ती हैं: $C_V = \\frac{2 \\cdot \\frac{3}{2}R + 1 \\cdot \\frac{5}{2}R}{3} = \\frac{11}{6}R$ और $C_p = C_V + R = \\frac{17}{6}R$, अतः $\\gamma = \\frac{17}{11} \\approx 1.55$। दोनों $\\gamma$ मानों का औसत लेना गलत है।",
    },
  },
  {
    key: "jee-m2-phy-004",
    subject: "Physics",
    topic: "Laws of Motion",
    difficulty: "medium",
    text: "A 2 kg block rests on a 4 kg block lying on a smooth horizontal floor. The coefficient of static friction between the blocks is 0.3. What is the largest horizontal force that can be applied to the lower block so that the two move together? (Take $g = 10\\ \\mathrm{m/s^2}$.)",
    options: ["12 N", "6 N", "18 N", "9 N"],
    correct: 2,
    explanation:
      "Only friction accelerates the upper block, so its acceleration can be at most $\\mu g = 3\\ \\mathrm{m/s^2}$. Moving together, the whole 6 kg has this acceleration: $F_{max} = (2 + 4) \\times 3 = 18$ N. 6 N is the friction force itself, and 12 N uses only the lower block's mass.",
    hi: {
      text: "एक 2 kg का गुटका, चिकने क्षैतिज फर्श पर रखे 4 kg के गुटके के ऊपर रखा है। गुटकों के बीच स्थैतिक घर्षण गुणांक 0.3 है। निचले गुटके पर अधिकतम कितना क्षैतिज बल लगाया जा सकता है कि दोनों साथ-साथ चलें? ($g = 10\\ \\mathrm{m/s^2}$ लें।)",
      options: ["12 N", "6 N", "18 N", "9 N"],
      explanation:
        "ऊपरी गुटके को केवल घर्षण त्वरित करता है, अतः उसका त्वरण अधिकतम $\\mu g = 3\\ \\mathrm{m/s^2}$ हो सकता है। साथ चलने पर पूरे 6 kg का यही त्वरण है: $F_{max} = 6 \\times 3 = 18$ N। 6 N स्वयं घर्षण बल है और 12 N केवल निचले गुटके का द्रव्यमान लेने से आता है।",
    },
  },
  {
    key: "jee-m2-phy-005",
    subject: "Physics",
    topic: "Work, Energy and Power",
    difficulty: "easy",
    text: "A spring of force constant $200\\ \\mathrm{N/m}$ is compressed by 10 cm and used to launch a 50 g ball horizontally on a smooth surface. With what speed does the ball leave the spring?",
    options: ["40 m/s", "2.0 m/s", "4.5 m/s", "6.3 m/s"],
    correct: 3,
    explanation:
      "The stored energy $\\frac{1}{2}kx^2 = \\frac{1}{2} \\times 200 \\times 0.1^2 = 1$ J becomes kinetic energy: $\\frac{1}{2}(0.05)v^2 = 1$, so $v = \\sqrt{40} \\approx 6.3$ m/s. 40 m/s is $v^2$, not $v$.",
    hi: {
      text: "$200\\ \\mathrm{N/m}$ बल नियतांक वाली एक कमानी को 10 cm संपीडित करके उससे 50 g की गेंद को चिकनी सतह पर क्षैतिज दागा जाता है। गेंद कमानी को किस चाल से छोड़ती है?",
      options: ["40 m/s", "2.0 m/s", "4.5 m/s", "6.3 m/s"],
      explanation:
        "संचित ऊर्जा $\\frac{1}{2}kx^2 = \\frac{1}{2} \\times 200 \\times 0.1^2 = 1$ J गतिज ऊर्जा बनती है: $\\frac{1}{2}(0.05)v^2 = 1$, अतः $v = \\sqrt{40} \\approx 6.3$ m/s। 40 m/s, $v$ नहीं $v^2$ है।",
    },
  },
  {
    key: "jee-m2-phy-006",
    subject: "Physics",
    topic: "Rotational Motion",
    difficulty: "medium",
    text: "A student stands on a freely rotating turntable holding dumbbells at arm's length; the moment of inertia of the system is $6\\ \\mathrm{kg\\,m^2}$ and it turns at 2 rad/s. The student pulls the dumbbells in, reducing the moment of inertia to $2\\ \\mathrm{kg\\,m^2}$. What is the ratio of the final to the initial rotational kinetic energy?",
    options: ["$\\frac{1}{3}$", "1", "3", "9"],
    correct: 2,
    explanation:
      "No external torque acts, so $L = I\\omega$ is conserved: $\\omega_2 = \\frac{6 \\times 2}{2} = 6$ rad/s. $K = \\frac{L^2}{2I}$ with $L$ fixed, so $\\frac{K_2}{K_1} = \\frac{I_1}{I_2} = 3$ (12 J to 36 J). The extra energy comes from the work the student's muscles do; assuming energy is conserved gives the wrong 1.",
    hi: {
      text: "एक छात्र स्वतंत्र रूप से घूमती घूर्णी मेज़ पर हाथ फैलाकर डंबल पकड़े खड़ा है; निकाय का जड़त्व आघूर्ण $6\\ \\mathrm{kg\\,m^2}$ है और वह 2 rad/s से घूम रहा है। छात्र डंबल भीतर खींच लेता है, जिससे जड़त्व आघूर्ण $2\\ \\mathrm{kg\\,m^2}$ हो जाता है। अंतिम और प्रारंभिक घूर्णी गतिज ऊर्जाओं का अनुपात क्या है?",
      options: ["$\\frac{1}{3}$", "1", "3", "9"],
      explanation:
        "कोई बाह्य बल आघूर्ण नहीं, अतः $L = I\\omega$ संरक्षित: $\\omega_2 = \\frac{6 \\times 2}{2} = 6$ rad/s। $L$ नियत रहने पर $K = \\frac{L^2}{2I}$, अतः $\\frac{K_2}{K_1} = \\frac{I_1}{I_2} = 3$ (12 J से 36 J)। अतिरिक्त ऊर्जा छात्र की पेशियों के कार्य से आती है; ऊर्जा संरक्षित मानने पर गलत उत्तर 1 आता है।",
    },
  },
  {
    key: "jee-m2-phy-007",
    subject: "Physics",
    topic: "Rotational Motion",
    difficulty: "hard",
    text: "A uniform rod of mass $m$ and length $L$ is pivoted without friction at one end and held horizontal. It is released from rest. What is the magnitude of the force exerted by the pivot on the rod just after release?",
    options: ["Zero", "$\\frac{mg}{2}$", "$mg$", "$\\frac{mg}{4}$"],
    correct: 3,
    explanation:
      "About the pivot, $\\tau = mg\\frac{L}{2} = \\frac{mL^2}{3}\\alpha$, so $\\alpha = \\frac{3g}{2L}$ and the centre of mass accelerates downward at $a = \\alpha\\frac{L}{2} = \\frac{3g}{4}$. At release the velocity is zero, so there is no centripetal term and the pivot force is vertical: $mg - N = m\\frac{3g}{4}$, giving $N = \\frac{mg}{4}$. Assuming the pivot carries the full weight ($mg$) ignores the rod's acceleration.",
    hi: {
      text: "$m$ द्रव्यमान और $L$ लंबाई की एक एकसमान छड़ एक सिरे पर घर्षणरहित कीलकित है और क्षैतिज पकड़ी गई है। उसे विराम से छोड़ा जाता है। छोड़ने के ठीक बाद कीलक द्वारा छड़ पर लगाया गया बल कितना है?",
      options: ["शून्य", "$\\frac{mg}{2}$", "$mg$", "$\\frac{mg}{4}$"],
      explanation:
        "कीलक के परितः $\\tau = mg\\frac{L}{2} = \\frac{mL^2}{3}\\alpha$, अतः $\\alpha = \\frac{3g}{2L}$ और द्रव्यमान केंद्र का नीचे की ओर त्वरण $a = \\alpha\\frac{L}{2} = \\frac{3g}{4}$। छोड़ते समय वेग शून्य है, अतः अभिकेंद्र पद नहीं और कीलक बल ऊर्ध्वाधर है: $mg - N = m\\frac{3g}{4}$, अतः $N = \\frac{mg}{4}$। कीलक पूरा भार ($mg$) सहता है, यह मानना छड़ के त्वरण की उपेक्षा है।",
    },
  },
  {
    key: "jee-m2-phy-008",
    subject: "Physics",
    topic: "Gravitation",
    difficulty: "easy",
    text: "A planet moves round the Sun in a circular orbit of radius one-quarter of the Earth's orbital radius. Taking the Earth's year as 365 days, what is the planet's period of revolution, approximately?",
    options: ["91 days", "46 days", "23 days", "183 days"],
    correct: 1,
    explanation:
      "By Kepler's third law $T^2 \\propto r^3$, so $T = 365 \\times \\left(\\frac{1}{4}\\right)^{3/2} = \\frac{365}{8} \\approx 45.6$ days, about 46 days. 91 days assumes $T \\propto r$.",
    hi: {
      text: "एक ग्रह सूर्य के चारों ओर पृथ्वी की कक्षीय त्रिज्या की एक-चौथाई त्रिज्या की वृत्तीय कक्षा में घूमता है। पृथ्वी का वर्ष 365 दिन लेकर ग्रह का परिक्रमण काल लगभग कितना है?",
      options: ["91 दिन", "46 दिन", "23 दिन", "183 दिन"],
      explanation:
        "केप्लर के तृतीय नियम $T^2 \\propto r^3$ से $T = 365 \\times \\left(\\frac{1}{4}\\right)^{3/2} = \\frac{365}{8} \\approx 45.6$ दिन, लगभग 46 दिन। 91 दिन $T \\propto r$ मानने से आता है।",
    },
  },
  {
    key: "jee-m2-phy-009",
    subject: "Physics",
    topic: "Properties of Solids and Liquids",
    difficulty: "medium",
    text: "Water rises to a height of 6 cm in a vertical capillary tube. A second tube of the same glass but half the radius is held at $60^\\circ$ to the vertical in the same water. What length of this tube does the water occupy?",
    options: ["12 cm", "24 cm", "6 cm", "48 cm"],
    correct: 1,
    explanation:
      "The vertical rise $h = \\frac{2T\\cos\\theta}{r\\rho g}$ varies as $\\frac{1}{r}$, so halving the radius gives a vertical rise of 12 cm. Tilting the tube does not change the vertical height; the water column along a tube at $60^\\circ$ to the vertical has length $\\frac{12}{\\cos 60^\\circ} = 24$ cm. 12 cm forgets the tilt.",
    hi: {
      text: "एक ऊर्ध्वाधर केशनली में जल 6 cm ऊँचाई तक चढ़ता है। उसी काँच की आधी त्रिज्या वाली दूसरी नली उसी जल में ऊर्ध्वाधर से $60^\\circ$ पर रखी जाती है। इस नली में जल कितनी लंबाई घेरता है?",
      options: ["12 cm", "24 cm", "6 cm", "48 cm"],
      explanation:
        "ऊर्ध्वाधर चढ़ाव $h = \\frac{2T\\cos\\theta}{r\\rho g}$, $\\frac{1}{r}$ के अनुसार बदलता है, अतः आधी त्रिज्या पर ऊर्ध्वाधर ऊँचाई 12 cm। नली झुकाने से ऊर्ध्वाधर ऊँचाई नहीं बदलती; ऊर्ध्वाधर से $60^\\circ$ पर झुकी नली में स्तंभ की लंबाई $\\frac{12}{\\cos 60^\\circ} = 24$ cm है। 12 cm झुकाव भूलने से आता है।",
    },
  },
  {
    key: "jee-m2-phy-010",
    subject: "Physics",
    topic: "Oscillations and Waves",
    difficulty: "medium",
    text: "A body oscillates in simple harmonic motion between two points 10 cm apart. Passing a point 3 cm from the centre of its path, it moves at $8\\ \\mathrm{cm/s}$. What is its time period?",
    options: ["$2\\pi$ s", "$\\pi$ s", "$\\frac{\\pi}{2}$ s", "$4\\pi$ s"],
    correct: 1,
    explanation:
      "The amplitude is half the 10 cm path, $A = 5$ cm. In SHM $v = \\omega\\sqrt{A^2 - x^2}$, so $8 = \\omega\\sqrt{25 - 9} = 4\\omega$ and $\\omega = 2$ rad/s. The period is $T = \\frac{2\\pi}{\\omega} = \\pi$ s. Taking 10 cm as the amplitude, or mistaking $\\omega$ for the frequency, gives the other options.",
    hi: {
      text: "एक पिंड 10 cm दूर स्थित दो बिंदुओं के बीच सरल आवर्त गति करता है। अपने पथ के केंद्र से 3 cm दूर बिंदु से गुजरते समय उसकी चाल $8\\ \\mathrm{cm/s}$ है। उसका आवर्तकाल क्या है?",
      options: ["$2\\pi$ s", "$\\pi$ s", "$\\frac{\\pi}{2}$ s", "$4\\pi$ s"],
      explanation:
        "आयाम 10 cm पथ का आधा, $A = 5$ cm है; विस्थापन $x = 3$ cm। सरल आवर्त गति में $v = \\omega\\sqrt{A^2 - x^2}$, अतः $8 = 4\\omega$ और $\\omega = 2$ rad/s। आवर्तकाल $T = \\frac{2\\pi}{\\omega} = \\pi$ s।",
    },
  },
  {
    key: "jee-m2-phy-011",
    subject: "Physics",
    topic: "Oscillations and Waves",
    difficulty: "medium",
    text: "A source of sound of frequency 640 Hz moves at $34\\ \\mathrm{m/s}$ straight towards a stationary observer. If the speed of sound is $340\\ \\mathrm{m/s}$, what frequency does the observer hear, approximately?",
    options: ["711 Hz", "704 Hz", "582 Hz", "576 Hz"],
    correct: 0,
    explanation:
      "For a source moving towards a stationary observer, $f' = f\\frac{v}{v - v_s} = 640 \\times \\frac{340}{306} \\approx 711$ Hz. 704 Hz is the formula for a moving observer, $f\\frac{v + v_o}{v}$, which is not the same; 582 Hz and 576 Hz are for a receding source or observer.",
    hi: {
      text: "640 Hz आवृत्ति का एक ध्वनि स्रोत $34\\ \\mathrm{m/s}$ से एक स्थिर प्रेक्षक की ओर सीधा चलता है। यदि ध्वनि की चाल $340\\ \\mathrm{m/s}$ हो, तो प्रेक्षक लगभग कितनी आवृत्ति सुनता है?",
      options: ["711 Hz", "704 Hz", "582 Hz", "576 Hz"],
      explanation:
        "स्थिर प्रेक्षक की ओर आते स्रोत के लिए $f' = f\\frac{v}{v - v_s} = 640 \\times \\frac{340}{306} \\approx 711$ Hz। 704 Hz गतिमान प्रेक्षक का सूत्र $f\\frac{v + v_o}{v}$ है, जो भिन्न है; 582 Hz और 576 Hz दूर जाते स्रोत या प्रेक्षक के लिए हैं।",
    },
  },
  {
    key: "jee-m2-phy-012",
    subject: "Physics",
    topic: "Electrostatics",
    difficulty: "easy",
    text: "Three point charges, each of $1\\ \\mu\\mathrm{C}$, are placed at the corners of an equilateral triangle of side 30 cm. What is the electrostatic potential energy of the system? (Take $\\frac{1}{4\\pi\\varepsilon_0} = 9 \\times 10^9\\ \\mathrm{N\\,m^2\\,C^{-2}}$.)",
    options: ["0.03 J", "0.09 J", "0.27 J", "0.045 J"],
    correct: 1,
    explanation:
      "There are three pairs, each at distance 0.3 m: $U = 3 \\times \\frac{kq^2}{a} = 3 \\times \\frac{9 \\times 10^9 \\times (10^{-6})^2}{0.3} = 3 \\times 0.03 = 0.09$ J. 0.03 J counts one pair only.",
    hi: {
      text: "$1\\ \\mu\\mathrm{C}$ के तीन बिंदु आवेश 30 cm भुजा वाले समबाहु त्रिभुज के शीर्षों पर रखे हैं। निकाय की स्थिरवैद्युत स्थितिज ऊर्जा कितनी है? ($\\frac{1}{4\\pi\\varepsilon_0} = 9 \\times 10^9\\ \\mathrm{N\\,m^2\\,C^{-2}}$ लें।)",
      options: ["0.03 J", "0.09 J", "0.27 J", "0.045 J"],
      explanation:
        "तीन युग्म हैं, प्रत्येक 0.3 m की दूरी पर: $U = 3 \\times \\frac{kq^2}{a} = 3 \\times 0.03 = 0.09$ J। 0.03 J केवल एक युग्म गिनने से आता है।",
    },
  },
  {
    key: "jee-m2-phy-013",
    subject: "Physics",
    topic: "Electrostatics",
    difficulty: "medium",
    text: "A parallel-plate capacitor with air between its plates has capacitance $C_0$ and plate separation $d$. A slab of dielectric constant 4 and thickness $\\frac{d}{2}$ (of the same area as the plates) is placed between them. What is the new capacitance?",
    options: ["$1.6\\,C_0$", "$2.5\\,C_0$", "$4\\,C_0$", "$1.25\\,C_0$"],
    correct: 0,
    explanation:
      "With a slab of thickness $t$, $C = \\frac{\\varepsilon_0 A}{d - t + t/K} = \\frac{\\varepsilon_0 A}{d/2 + d/8} = \\frac{8}{5}\\frac{\\varepsilon_0 A}{d} = 1.6\\,C_0$. (The air gap and the slab act as two capacitors in series.) $4C_0$ would need the slab to fill the whole gap.",
    hi: {
      text: "वायु-भरे एक समांतर पट्टिका संधारित्र की धारिता $C_0$ और पट्टिकाओं के बीच दूरी $d$ है। परावैद्युतांक 4 और मोटाई $\\frac{d}{2}$ (पट्टिकाओं के बराबर क्षेत्रफल) की एक पट्टी उनके बीच रखी जाती है। नई धारिता क्या है?",
      options: ["$1.6\\,C_0$", "$2.5\\,C_0$", "$4\\,C_0$", "$1.25\\,C_0$"],
      explanation:
        "मोटाई $t$ की पट्टी के साथ $C = \\frac{\\varepsilon_0 A}{d - t + t/K} = \\frac{\\varepsilon_0 A}{d/2 + d/8} = 1.6\\,C_0$। (वायु अंतराल और पट्टी श्रेणी में दो संधारित्रों की तरह हैं।) $4C_0$ के लिए पट्टी को पूरा अंतराल भरना होगा।",
    },
  },
  {
    key: "jee-m2-phy-014",
    subject: "Physics",
    topic: "Current Electricity",
    difficulty: "medium",
    text: "A cell drives a current of 2 A through a $4\\ \\Omega$ resistor and a current of 1.5 A through a $6\\ \\Omega$ resistor. What is its internal resistance?",
    options: ["$2\\ \\Omega$", "$1\\ \\Omega$", "$0.5\\ \\Omega$", "$3\\ \\Omega$"],
    correct: 0,
    explanation:
      "$E = I(R + r)$ in both cases: $2(4 + r) = 1.5(6 + r)$, so $8 + 2r = 9 + 1.5r$, $r = 2\\ \\Omega$ and $E = 12$ V.",
    hi: {
      text: "एक सेल $4\\ \\Omega$ के प्रतिरोधक से 2 A और $6\\ \\Omega$ के प्रतिरोधक से 1.5 A धारा प्रवाहित करता है। इसका आंतरिक प्रतिरोध कितना है?",
      options: ["$2\\ \\Omega$", "$1\\ \\Omega$", "$0.5\\ \\Omega$", "$3\\ \\Omega$"],
      explanation:
        "दोनों स्थितियों में $E = I(R + r)$: $2(4 + r) = 1.5(6 + r)$, अतः $8 + 2r = 9 + 1.5r$, $r = 2\\ \\Omega$ और $E = 12$ V।",
    },
  },
  {
    key: "jee-m2-phy-015",
    subject: "Physics",
    topic: "Magnetic Effects of Current and Magnetism",
    difficulty: "easy",
    text: "A wire bent into a semicircle of radius 5 cm carries a current of 10 A. What is the magnetic field at the centre of the semicircle due to the curved part? (Take $\\mu_0 = 4\\pi \\times 10^{-7}\\ \\mathrm{T\\,m/A}$.)",
    options: [
      "$2\\pi \\times 10^{-5}$ T",
      "$4\\pi \\times 10^{-5}$ T",
      "$\\pi \\times 10^{-5}$ T",
      "$8\\pi \\times 10^{-5}$ T",
    ],
    correct: 0,
    explanation:
      "A full loop gives $\\frac{\\mu_0 I}{2R}$ at its centre; a semicircle gives half of that: $B = \\frac{\\mu_0 I}{4R} = \\frac{4\\pi \\times 10^{-7} \\times 10}{4 \\times 0.05} = 2\\pi \\times 10^{-5}$ T. $4\\pi \\times 10^{-5}$ T is the full-loop value.",
    hi: {
      text: "5 cm त्रिज्या के अर्धवृत्त के रूप में मोड़े गए तार में 10 A धारा बहती है। वक्र भाग के कारण अर्धवृत्त के केंद्र पर चुंबकीय क्षेत्र कितना है? ($\\mu_0 = 4\\pi \\times 10^{-7}\\ \\mathrm{T\\,m/A}$ लें।)",
      options: [
        "$2\\pi \\times 10^{-5}$ T",
        "$4\\pi \\times 10^{-5}$ T",
        "$\\pi \\times 10^{-5}$ T",
        "$8\\pi \\times 10^{-5}$ T",
      ],
      explanation:
        "पूरे लूप के केंद्र पर चुंबकीय क्षेत्र $\\frac{\\mu_0 I}{2R}$ होता है; अर्धवृत्त उसका आधा देता है: $B = \\frac{\\mu_0 I}{4R} = \\frac{4\\pi \\times 10^{-7} \\times 10}{4 \\times 0.05} = 2\\pi \\times 10^{-5}$ T। $4\\pi \\times 10^{-5}$ T पूरे लूप का मान है।",
    },
  },
  {
    key: "jee-m2-phy-016",
    subject: "Physics",
    topic: "Electromagnetic Induction and Alternating Currents",
    difficulty: "easy",
    text: "A metal rod 1 m long rotates at 20 rad/s about an axis through one end, perpendicular to the rod, in a uniform magnetic field of 0.5 T parallel to the axis. What emf is induced between the ends of the rod?",
    options: ["5 V", "10 V", "2.5 V", "20 V"],
    correct: 0,
    explanation:
      "Each element $dr$ moves at $\\omega r$, so $\\varepsilon = \\int_0^l B\\omega r\\,dr = \\frac{1}{2}B\\omega l^2 = \\frac{1}{2} \\times 0.5 \\times 20 \\times 1^2 = 5$ V. Using the end speed $\\omega l$ for the whole rod gives 10 V.",
    hi: {
      text: "1 m लंबी एक धातु की छड़, छड़ के लंबवत और एक सिरे से गुजरने वाली अक्ष के परितः 20 rad/s से, अक्ष के समांतर 0.5 T के एकसमान चुंबकीय क्षेत्र में घूमती है। छड़ के सिरों के बीच कितना विद्युत वाहक बल प्रेरित होता है?",
      options: ["5 V", "10 V", "2.5 V", "20 V"],
      explanation:
        "प्रत्येक अवयव $dr$ की चाल $\\omega r$ है, अतः $\\varepsilon = \\int_0^l B\\omega r\\,dr = \\frac{1}{2}B\\omega l^2 = 5$ V। पूरी छड़ के लिए सिरे की चाल $\\omega l$ लेने से 10 V आता है।",
    },
  },
  {
    key: "jee-m2-phy-017",
    format: "match-list",
    subject: "Physics",
    topic: "Optics",
    difficulty: "medium",
    source: "NCERT Physics Class 12, Ch. 9 Ray Optics and Optical Instruments",
    text: "Match each quantity in List-I with its expression in List-II ($D$ is the least distance of distinct vision, $f_o$ and $f_e$ the focal lengths of objective and eyepiece, $L$ the tube length). List-I: (A) magnifying power of a simple microscope, final image at $D$; (B) magnifying power of an astronomical telescope in normal adjustment; (C) magnifying power of a compound microscope in normal adjustment (approximate); (D) power of two thin lenses of focal lengths $f_1$, $f_2$ in contact. List-II: (I) $\\frac{L}{f_o}\\cdot\\frac{D}{f_e}$; (II) $\\frac{1}{f_1} + \\frac{1}{f_2}$; (III) $1 + \\frac{D}{f}$; (IV) $\\frac{f_o}{f_e}$. Choose the correct answer.",
    options: [
      "A-III, B-IV, C-I, D-II",
      "A-III, B-I, C-IV, D-II",
      "A-IV, B-III, C-I, D-II",
      "A-I, B-IV, C-III, D-II",
    ],
    correct: 0,
    explanation:
      "A simple microscope with the image at the near point gives $m = 1 + \\frac{D}{f}$ (A-III). A telescope in normal adjustment (image at infinity) gives $\\frac{f_o}{f_e}$ (B-IV). A compound microscope multiplies the objective's magnification $\\approx \\frac{L}{f_o}$ by the eyepiece's $\\frac{D}{f_e}$ (C-I). Powers of thin lenses in contact add (D-II).",
    hi: {
      text: "सूची-I की प्रत्येक राशि का सूची-II में उसके व्यंजक से मिलान कीजिए ($D$ स्पष्ट दर्शन की अल्पतम दूरी, $f_o$ और $f_e$ अभिदृश्यक और नेत्रिका की फोकस दूरी, $L$ नली की लंबाई)। सूची-I: (A) सरल सूक्ष्मदर्शी की आवर्धन क्षमता, अंतिम प्रतिबिंब $D$ पर; (B) सामान्य समायोजन में खगोलीय दूरदर्शक की आवर्धन क्षमता; (C) सामान्य समायोजन में संयुक्त सूक्ष्मदर्शी की आवर्धन क्षमता (सन्निकट); (D) संपर्क में रखे $f_1$, $f_2$ फोकस दूरी वाले दो पतले लेंसों की क्षमता। सूची-II: (I) $\\frac{L}{f_o}\\cdot\\frac{D}{f_e}$; (II) $\\frac{1}{f_1} + \\frac{1}{f_2}$; (III) $1 + \\frac{D}{f}$; (IV) $\\frac{f_o}{f_e}$। सही उत्तर चुनिए।",
      options: [
        "A-III, B-IV, C-I, D-II",
        "A-III, B-I, C-IV, D-II",
        "A-IV, B-III, C-I, D-II",
        "A-I, B-IV, C-III, D-II",
      ],
      explanation:
        "निकट बिंदु पर प्रतिबिंब वाले सरल सूक्ष्मदर्शी के लिए $m = 1 + \\frac{D}{f}$ (A-III)। सामान्य समायोजन (अनंत पर प्रतिबिंब) में दूरदर्शक के लिए $\\frac{f_o}{f_e}$ (B-IV)। संयुक्त सूक्ष्मदर्शी में अभिदृश्यक का आवर्धन $\\approx \\frac{L}{f_o}$ और नेत्रिका का $\\frac{D}{f_e}$ गुणा होते हैं (C-I)। संपर्क में पतले लेंसों की क्षमताएँ जुड़ती हैं (D-II)।",
    },
  },
  {
    key: "jee-m2-phy-018",
    format: "statements",
    subject: "Physics",
    topic: "Electronic Devices",
    difficulty: "easy",
    source:
      "NCERT Physics Class 12, Ch. 14 Semiconductor Electronics: Materials, Devices and Simple Circuits",
    text: "Statement I: In a p-type semiconductor, holes are the majority carriers, yet the crystal as a whole is electrically neutral. Statement II: The width of the depletion region of a p-n junction increases when the junction is forward biased. In the light of these statements, choose the correct answer.",
    options: STATEMENTS_OPTIONS,
    correct: 2,
    explanation:
      "Doping with a trivalent impurity adds holes, but every acceptor that takes an electron becomes a fixed negative ion, so the crystal stays neutral: Statement I is true. A forward bias opposes the barrier potential and pushes carriers into the junction, so the depletion region narrows; it widens under reverse bias: Statement II is false.",
    hi: {
      text: "कथन I: p-प्रकार के अर्धचालक में होल बहुसंख्यक वाहक होते हैं, फिर भी पूरा क्रिस्टल विद्युत उदासीन रहता है। कथन II: p-n संधि को अग्र अभिनत करने पर उसके ह्रासी क्षेत्र की चौड़ाई बढ़ती है। इन कथनों के आलोक में सही उत्तर चुनिए।",
      options: STATEMENTS_OPTIONS_HI,
      explanation:
        "त्रिसंयोजी अपद्रव्य से अपमिश्रण होल बढ़ाता है, परंतु इलेक्ट्रॉन ग्रहण करने वाला प्रत्येक ग्राही स्थिर ऋण आयन बन जाता है, अतः क्रिस्टल उदासीन रहता है: कथन I सत्य है। अग्र अभिनति रोधिका विभव का विरोध करती है, अतः ह्रासी क्षेत्र संकरा होता है; यह पश्च अभिनति में चौड़ा होता है: कथन II असत्य है।",
    },
  },
  {
    key: "jee-m2-phy-019",
    subject: "Physics",
    topic: "Modern Physics",
    difficulty: "medium",
    text: "A hydrogen-like ion emits photons of energy 40.8 eV in the transition from $n = 2$ to $n = 1$. What energy is needed to ionise this ion from its $n = 2$ state? (The ionisation energy of hydrogen from its ground state is 13.6 eV.)",
    options: ["13.6 eV", "3.4 eV", "54.4 eV", "27.2 eV"],
    correct: 0,
    explanation:
      "$E_n = -\\frac{13.6Z^2}{n^2}$ eV, so the $2 \\to 1$ photon has $13.6Z^2 \\times \\frac{3}{4} = 10.2Z^2 = 40.8$ eV, giving $Z = 2$ ($\\mathrm{He^+}$). From $n = 2$ the ionisation energy is $\\frac{13.6 \\times 4}{4} = 13.6$ eV. 54.4 eV is the ionisation energy from the ground state; 3.4 eV is hydrogen's own $n = 2$ value.",
    hi: {
      text: "एक हाइड्रोजन-सदृश आयन $n = 2$ से $n = 1$ संक्रमण में 40.8 eV ऊर्जा के फ़ोटॉन उत्सर्जित करता है। इस आयन को उसकी $n = 2$ अवस्था से आयनित करने के लिए कितनी ऊर्जा चाहिए? (हाइड्रोजन की मूल अवस्था से आयनन ऊर्जा 13.6 eV है।)",
      options: ["13.6 eV", "3.4 eV", "54.4 eV", "27.2 eV"],
      explanation:
        "$E_n = -\\frac{13.6Z^2}{n^2}$ eV, अतः $2 \\to 1$ फ़ोटॉन की ऊर्जा $10.2Z^2 = 40.8$ eV, जिससे $Z = 2$ ($\\mathrm{He^+}$)। $n = 2$ से आयनन ऊर्जा $\\frac{13.6 \\times 4}{4} = 13.6$ eV। 54.4 eV मूल अवस्था से आयनन ऊर्जा है; 3.4 eV हाइड्रोजन का $n = 2$ मान है।",
    },
  },
  {
    key: "jee-m2-phy-020",
    format: "assertion-reason",
    subject: "Physics",
    topic: "Laws of Motion",
    difficulty: "medium",
    source: "NCERT Physics Class 11, Ch. 4 Laws of Motion (friction)",
    text: "Assertion (A): The work done by static friction on a body can be positive. Reason (R): Static friction can act on a body in the direction of its motion, as on a crate that moves with an accelerating truck without slipping on its floor. Choose the correct answer.",
    options: AR_OPTIONS,
    correct: 0,
    explanation:
      "The crate accelerates with the truck only because the truck's floor pulls it forward by static friction; the crate moves forward, so the friction force and the displacement point the same way and the work is positive. Static friction has no relative sliding, but the body itself can move. R gives exactly this case, so it explains A.",
    hi: {
      text: "अभिकथन (A): किसी पिंड पर स्थैतिक घर्षण द्वारा किया गया कार्य धनात्मक हो सकता है। कारण (R): स्थैतिक घर्षण पिंड पर उसकी गति की दिशा में लग सकता है, जैसे त्वरित ट्रक के फर्श पर बिना फिसले साथ चलते बक्से पर। सही उत्तर चुनिए।",
      options: AR_OPTIONS_HI,
      explanation:
        "बक्सा ट्रक के साथ केवल इसलिए त्वरित होता है कि ट्रक का फर्श उसे स्थैतिक घर्षण से आगे खींचता है; बक्सा आगे बढ़ता है, अतः घर्षण बल और विस्थापन एक ही दिशा में हैं और कार्य धनात्मक है। स्थैतिक घर्षण में सापेक्ष फिसलन नहीं होती, पर पिंड स्वयं गति कर सकता है। R ठीक यही स्थिति बताता है, अतः वह A की व्याख्या करता है।",
    },
  },
  {
    key: "jee-m2-phy-num-01",
    type: "numerical",
    subject: "Physics",
    topic: "Modern Physics",
    difficulty: "medium",
    text: "The activity of a radioactive sample falls from 1600 counts per minute to 100 counts per minute in 40 minutes. What is the mean life of the nuclide, in minutes? (Take $\\ln 2 = 0.693$; give the answer correct to two decimal places.)",
    numericAnswer: { min: 14.42, max: 14.44 },
    explanation:
      "$\\frac{1600}{100} = 16 = 2^4$: four half-lives in 40 min, so $T_{1/2} = 10$ min. The mean life is $\\tau = \\frac{T_{1/2}}{\\ln 2} = \\frac{10}{0.693} = 14.43$ min, longer than the half-life.",
    hi: {
      text: "एक रेडियोऐक्टिव नमूने की सक्रियता 40 मिनट में 1600 गणना प्रति मिनट से घटकर 100 गणना प्रति मिनट रह जाती है। नाभिक की माध्य आयु (मिनट में) क्या है? ($\\ln 2 = 0.693$ लें; उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "$\\frac{1600}{100} = 16 = 2^4$: 40 min में चार अर्धायु, अतः $T_{1/2} = 10$ min। माध्य आयु $\\tau = \\frac{T_{1/2}}{\\ln 2} = \\frac{10}{0.693} = 14.43$ min, जो अर्धायु से अधिक है।",
    },
  },
  {
    key: "jee-m2-phy-num-02",
    type: "numerical",
    subject: "Physics",
    topic: "Current Electricity",
    difficulty: "hard",
    text: "Twelve identical resistors of $6\\ \\Omega$ each form the edges of a cube. What is the equivalent resistance, in ohms, between two diagonally opposite corners of the cube (the ends of a body diagonal)?",
    numericAnswer: { min: 5, max: 5 },
    explanation:
      "By symmetry, a current $I$ entering at one corner splits equally into its 3 edges ($I/3$ each), each of the 6 middle edges carries $I/6$, and the 3 edges into the far corner carry $I/3$ each. The potential drop along any path is $\\frac{I}{3}R + \\frac{I}{6}R + \\frac{I}{3}R = \\frac{5}{6}IR$, so $R_{eq} = \\frac{5}{6} \\times 6 = 5\\ \\Omega$.",
    hi: {
      text: "$6\\ \\Omega$ के बारह सर्वसम प्रतिरोधक एक घन के किनारे बनाते हैं। घन के दो विकर्णतः विपरीत कोनों (एक काय-विकर्ण के सिरों) के बीच तुल्य प्रतिरोध (ओम में) कितना है?",
      explanation:
        "सममिति से, एक कोने पर प्रवेश करने वाली धारा $I$ उसके 3 किनारों में बराबर ($I/3$ प्रत्येक) बँटती है, बीच के 6 किनारों में प्रत्येक में $I/6$, और दूर वाले कोने में जाने वाले 3 किनारों में $I/3$ प्रत्येक। किसी भी पथ पर विभव-पतन $\\frac{I}{3}R + \\frac{I}{6}R + \\frac{I}{3}R = \\frac{5}{6}IR$, अतः $R_{eq} = \\frac{5}{6} \\times 6 = 5\\ \\Omega$।",
    },
  },
  {
    key: "jee-m2-phy-num-03",
    type: "numerical",
    subject: "Physics",
    topic: "Properties of Solids and Liquids",
    difficulty: "medium",
    text: "100 g of ice at $0^\\circ\\mathrm{C}$ is put into 200 g of water at $50^\\circ\\mathrm{C}$ in a container of negligible heat capacity. What is the final temperature, in $^\\circ\\mathrm{C}$? (Specific heat of water $= 1\\ \\mathrm{cal\\,g^{-1}\\,{}^\\circ C^{-1}}$, latent heat of fusion of ice $= 80\\ \\mathrm{cal/g}$; no heat lost; give the answer correct to two decimal places.)",
    numericAnswer: { min: 6.66, max: 6.68 },
    explanation:
      "Cooling the water to $0^\\circ$C would release $200 \\times 50 = 10\\,000$ cal, more than the 8000 cal needed to melt all the ice, so all the ice melts and the mixture ends above $0^\\circ$C. Heat lost = heat gained: $200(50 - T) = 8000 + 100T$, so $300T = 2000$ and $T = 6.67^\\circ$C.",
    hi: {
      text: "नगण्य ऊष्मा धारिता वाले पात्र में $50^\\circ\\mathrm{C}$ के 200 g जल में $0^\\circ\\mathrm{C}$ की 100 g बर्फ़ डाली जाती है। अंतिम ताप ($^\\circ\\mathrm{C}$ में) क्या है? (जल की विशिष्ट ऊष्मा $= 1\\ \\mathrm{cal\\,g^{-1}\\,{}^\\circ C^{-1}}$, बर्फ़ की गलन की गुप्त ऊष्मा $= 80\\ \\mathrm{cal/g}$; ऊष्मा की हानि नहीं; उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "जल को $0^\\circ$C तक ठंडा करने पर $200 \\times 50 = 10\\,000$ cal निकलती, जो सारी बर्फ़ पिघलाने हेतु आवश्यक 8000 cal से अधिक है, अतः सारी बर्फ़ पिघलती है। दी गई ऊष्मा = ली गई ऊष्मा: $200(50 - T) = 8000 + 100T$, अतः $300T = 2000$ और $T = 6.67^\\circ$C।",
    },
  },
  {
    key: "jee-m2-phy-num-04",
    type: "numerical",
    subject: "Physics",
    topic: "Electromagnetic Induction and Alternating Currents",
    difficulty: "hard",
    text: "A long straight wire carries a steady current of 10 A. A rectangular loop of sides 10 cm and 20 cm lies in a plane containing the wire, with its 20 cm sides parallel to the wire; the nearer of these sides is 10 cm from the wire. What is the magnetic flux through the loop, in units of $10^{-7}$ Wb? (Take $\\mu_0 = 4\\pi \\times 10^{-7}\\ \\mathrm{T\\,m/A}$ and $\\ln 2 = 0.693$; give the answer correct to two decimal places.)",
    numericAnswer: { min: 2.76, max: 2.78 },
    explanation:
      "The field at distance $r$ is $\\frac{\\mu_0 I}{2\\pi r}$, varying across the loop, so integrate strips of width $dr$ and length $b = 0.2$ m from $r = 0.1$ m to $0.2$ m: $\\Phi = \\frac{\\mu_0 I b}{2\\pi}\\ln\\frac{0.2}{0.1} = 2 \\times 10^{-7} \\times 10 \\times 0.2 \\times 0.693 = 2.77 \\times 10^{-7}$ Wb.",
    hi: {
      text: "एक लंबे सीधे तार में 10 A की स्थिर धारा बहती है। 10 cm और 20 cm भुजाओं वाला एक आयताकार लूप तार वाले तल में है, उसकी 20 cm भुजाएँ तार के समांतर हैं और इनमें से निकटतर भुजा तार से 10 cm दूर है। लूप से चुंबकीय फ्लक्स $10^{-7}$ Wb की इकाई में कितना है? ($\\mu_0 = 4\\pi \\times 10^{-7}\\ \\mathrm{T\\,m/A}$ और $\\ln 2 = 0.693$ लें; उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "दूरी $r$ पर चुंबकीय क्षेत्र $\\frac{\\mu_0 I}{2\\pi r}$ है, जो लूप पर बदलता है, अतः चौड़ाई $dr$ और लंबाई $b = 0.2$ m की पट्टियों का $r = 0.1$ m से $0.2$ m तक समाकलन: $\\Phi = \\frac{\\mu_0 I b}{2\\pi}\\ln 2 = 2 \\times 10^{-7} \\times 10 \\times 0.2 \\times 0.693 = 2.77 \\times 10^{-7}$ Wb।",
    },
  },
  {
    key: "jee-m2-phy-num-05",
    type: "numerical",
    subject: "Physics",
    topic: "Oscillations and Waves",
    difficulty: "easy",
    text: "Two light springs of force constants $200\\ \\mathrm{N/m}$ and $300\\ \\mathrm{N/m}$ are joined in series and a 1.2 kg mass hangs from the lower end. What is the period of its vertical oscillations, in seconds? (Give the answer correct to two decimal places.)",
    numericAnswer: { min: 0.62, max: 0.64 },
    explanation:
      "In series, $k = \\frac{k_1k_2}{k_1 + k_2} = \\frac{200 \\times 300}{500} = 120\\ \\mathrm{N/m}$. Then $T = 2\\pi\\sqrt{\\frac{m}{k}} = 2\\pi\\sqrt{\\frac{1.2}{120}} = 2\\pi \\times 0.1 \\approx 0.63$ s.",
    hi: {
      text: "$200\\ \\mathrm{N/m}$ और $300\\ \\mathrm{N/m}$ बल नियतांक वाली दो हल्की कमानियाँ श्रेणी में जोड़ी गई हैं और निचले सिरे से 1.2 kg का द्रव्यमान लटका है। इसके ऊर्ध्वाधर दोलनों का आवर्तकाल (सेकंड में) क्या है? (उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "श्रेणी में $k = \\frac{k_1k_2}{k_1 + k_2} = \\frac{200 \\times 300}{500} = 120\\ \\mathrm{N/m}$। तब $T = 2\\pi\\sqrt{\\frac{m}{k}} = 2\\pi\\sqrt{\\frac{1.2}{120}} = 2\\pi \\times 0.1 \\approx 0.63$ s।",
    },
  },
];
