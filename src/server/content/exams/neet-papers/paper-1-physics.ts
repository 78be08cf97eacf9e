import type { SingleQuestion } from "~/server/content/types";
import { assertionReason, make, matchList, twoStatements } from "./paper-1-make";

/** Physics of NEET (UG) paper 1: original questions over the NCERT Class 11 and 12 syllabus. */

const P = "Physics";
const P11 = "NCERT Physics Class 11";
const P12 = "NCERT Physics Class 12";

export const paper1Physics: SingleQuestion[] = [
  matchList(P, {
    key: "neet-p1-phy-01",
    topic: "Units and Measurement",
    difficulty: "easy",
    lead: "Match List-I (physical quantity) with List-II (dimensional formula).",
    hiLead: "सूची-I (भौतिक राशि) का सूची-II (विमीय सूत्र) से मिलान कीजिए।",
    listI: ["Planck's constant", "Pressure", "Impulse", "Power"],
    listII: ["$[ML^2T^{-3}]$", "$[ML^{-1}T^{-2}]$", "$[MLT^{-1}]$", "$[ML^2T^{-1}]$"],
    hiListI: ["प्लांक नियतांक", "दाब", "आवेग", "शक्ति"],
    hiListII: ["$[ML^2T^{-3}]$", "$[ML^{-1}T^{-2}]$", "$[MLT^{-1}]$", "$[ML^2T^{-1}]$"],
    codes: [
      [1, 2, 3, 4],
      [4, 2, 3, 1],
      [4, 3, 2, 1],
      [3, 2, 4, 1],
    ],
    correct: 1,
    explanation:
      "Planck's constant is energy × time: $[ML^2T^{-2}][T] = [ML^2T^{-1}]$ (IV). Pressure is force per area: $[MLT^{-2}]/[L^2] = [ML^{-1}T^{-2}]$ (II). Impulse is force × time, the same as momentum: $[MLT^{-1}]$ (III). Power is energy per time: $[ML^2T^{-3}]$ (I). So A-IV, B-II, C-III, D-I. Note that Planck's constant has the dimensions of angular momentum, not of energy.",
    hiExplanation:
      "प्लांक नियतांक = ऊर्जा × समय: $[ML^2T^{-2}][T] = [ML^2T^{-1}]$ (IV)। दाब = बल/क्षेत्रफल: $[MLT^{-2}]/[L^2] = [ML^{-1}T^{-2}]$ (II)। आवेग = बल × समय, जो संवेग के समान है: $[MLT^{-1}]$ (III)। शक्ति = ऊर्जा/समय: $[ML^2T^{-3}]$ (I)। अतः A-IV, B-II, C-III, D-I। ध्यान दें कि प्लांक नियतांक की विमाएँ कोणीय संवेग की हैं, ऊर्जा की नहीं।",
    source: `${P11}, Ch. 1 Units and Measurement`,
  }),
  make(P, {
    key: "neet-p1-phy-02",
    topic: "Units and Measurement",
    difficulty: "easy",
    text: "The density of a cube is found by measuring its mass and the length of its side. If the maximum errors in the measurement of mass and length are $1\\%$ and $2\\%$ respectively, what is the maximum percentage error in the density?",
    options: ["$3\\%$", "$5\\%$", "$7\\%$", "$9\\%$"],
    correct: 2,
    explanation:
      "Density $\\rho = \\frac{m}{L^3}$. Relative errors add, each multiplied by its power: $\\frac{\\Delta\\rho}{\\rho} = \\frac{\\Delta m}{m} + 3\\frac{\\Delta L}{L} = 1\\% + 3 \\times 2\\% = 7\\%$. The option $3\\%$ forgets the cube on the length.",
    hiText:
      "किसी घन का घनत्व उसका द्रव्यमान तथा उसकी भुजा की लंबाई मापकर ज्ञात किया जाता है। यदि द्रव्यमान तथा लंबाई के मापन में अधिकतम त्रुटियाँ क्रमशः $1\\%$ तथा $2\\%$ हैं, तो घनत्व में अधिकतम प्रतिशत त्रुटि कितनी है?",
    hiExplanation:
      "घनत्व $\\rho = \\frac{m}{L^3}$। आपेक्षिक त्रुटियाँ अपनी-अपनी घात से गुणा होकर जुड़ती हैं: $\\frac{\\Delta\\rho}{\\rho} = \\frac{\\Delta m}{m} + 3\\frac{\\Delta L}{L} = 1\\% + 3 \\times 2\\% = 7\\%$। विकल्प $3\\%$ में लंबाई की घात 3 भुला दी गई है।",
    source: `${P11}, Ch. 1 Units and Measurement`,
  }),
  make(P, {
    key: "neet-p1-phy-03",
    topic: "Kinematics",
    difficulty: "easy",
    text: "A car starts from rest and moves with a uniform acceleration of $4\\ \\mathrm{m\\,s^{-2}}$. What distance does it cover during the third second of its motion?",
    options: ["$18\\ \\mathrm{m}$", "$10\\ \\mathrm{m}$", "$12\\ \\mathrm{m}$", "$6\\ \\mathrm{m}$"],
    correct: 1,
    explanation:
      "The distance in the $n$-th second is $s_n = u + \\frac{a}{2}(2n - 1) = 0 + \\frac{4}{2}(2 \\times 3 - 1) = 10\\ \\mathrm{m}$. Equivalently, $s(3) - s(2) = \\frac{1}{2} \\times 4 \\times (9 - 4) = 10\\ \\mathrm{m}$. The option $18\\ \\mathrm{m}$ is the whole distance in 3 s.",
    hiText:
      "एक कार विरामावस्था से चलकर $4\\ \\mathrm{m\\,s^{-2}}$ के एकसमान त्वरण से गति करती है। अपनी गति के तीसरे सेकंड में वह कितनी दूरी तय करती है?",
    hiExplanation:
      "$n$-वें सेकंड में तय दूरी $s_n = u + \\frac{a}{2}(2n - 1) = 0 + \\frac{4}{2}(2 \\times 3 - 1) = 10\\ \\mathrm{m}$। इसी प्रकार $s(3) - s(2) = \\frac{1}{2} \\times 4 \\times (9 - 4) = 10\\ \\mathrm{m}$। विकल्प $18\\ \\mathrm{m}$ पूरे 3 s में तय दूरी है।",
    source: `${P11}, Ch. 2 Motion in a Straight Line`,
  }),
  make(P, {
    key: "neet-p1-phy-04",
    topic: "Kinematics",
    difficulty: "medium",
    text: "A ball is thrown vertically upward with a speed of $20\\ \\mathrm{m\\,s^{-1}}$ from the top of a tower $25\\ \\mathrm{m}$ high. After how much time does it hit the ground at the foot of the tower? (Take $g = 10\\ \\mathrm{m\\,s^{-2}}$.)",
    options: ["$4\\ \\mathrm{s}$", "$5\\ \\mathrm{s}$", "$6\\ \\mathrm{s}$", "$2.5\\ \\mathrm{s}$"],
    correct: 1,
    explanation:
      "Take upward as positive with the origin at the top of the tower. The ground is at displacement $-25\\ \\mathrm{m}$: $-25 = 20t - 5t^2$, i.e. $t^2 - 4t - 5 = 0$, so $(t - 5)(t + 1) = 0$ and $t = 5\\ \\mathrm{s}$ (the negative root is rejected). The option $4\\ \\mathrm{s}$ is only the time to return to the top.",
    hiText:
      "$25\\ \\mathrm{m}$ ऊँची मीनार के शिखर से एक गेंद को $20\\ \\mathrm{m\\,s^{-1}}$ की चाल से ऊर्ध्वाधरतः ऊपर की ओर फेंका जाता है। कितने समय बाद यह मीनार के आधार पर भूमि से टकराएगी? ($g = 10\\ \\mathrm{m\\,s^{-2}}$ लें।)",
    hiExplanation:
      "ऊपर की दिशा धनात्मक तथा मूल बिंदु मीनार का शिखर लें। भूमि पर विस्थापन $-25\\ \\mathrm{m}$ है: $-25 = 20t - 5t^2$, अर्थात $t^2 - 4t - 5 = 0$, अतः $(t - 5)(t + 1) = 0$ तथा $t = 5\\ \\mathrm{s}$ (ऋणात्मक मूल अस्वीकार्य)। विकल्प $4\\ \\mathrm{s}$ केवल शिखर पर लौटने का समय है।",
    source: `${P11}, Ch. 2 Motion in a Straight Line`,
  }),
  make(P, {
    key: "neet-p1-phy-05",
    topic: "Motion in a Plane",
    difficulty: "medium",
    text: "Two projectiles are launched from the same point with the same speed, one at $30^{\\circ}$ and the other at $60^{\\circ}$ to the horizontal. What is the ratio of the maximum height of the first to that of the second?",
    options: ["$1 : 3$", "$1 : \\sqrt{3}$", "$1 : 1$", "$3 : 1$"],
    correct: 0,
    explanation:
      "$H = \\frac{u^2\\sin^2\\theta}{2g}$, so $\\frac{H_{30}}{H_{60}} = \\frac{\\sin^2 30^{\\circ}}{\\sin^2 60^{\\circ}} = \\frac{1/4}{3/4} = \\frac{1}{3}$. The two ranges are equal (complementary angles), which is why $1 : 1$ tempts, but the heights are not.",
    hiText:
      "एक ही बिंदु से समान चाल से दो प्रक्षेप्य फेंके जाते हैं, एक क्षैतिज से $30^{\\circ}$ पर तथा दूसरा $60^{\\circ}$ पर। पहले की अधिकतम ऊँचाई का दूसरे की अधिकतम ऊँचाई से अनुपात क्या है?",
    hiExplanation:
      "$H = \\frac{u^2\\sin^2\\theta}{2g}$, अतः $\\frac{H_{30}}{H_{60}} = \\frac{\\sin^2 30^{\\circ}}{\\sin^2 60^{\\circ}} = \\frac{1/4}{3/4} = \\frac{1}{3}$। पूरक कोणों के कारण दोनों के परास बराबर होते हैं, इसी से $1 : 1$ आकर्षक लगता है, परंतु ऊँचाइयाँ बराबर नहीं होतीं।",
    source: `${P11}, Ch. 3 Motion in a Plane`,
  }),
  make(P, {
    key: "neet-p1-phy-06",
    topic: "Motion in a Plane",
    difficulty: "medium",
    text: "A boat can move at $5\\ \\mathrm{m\\,s^{-1}}$ in still water. It has to cross a river $100\\ \\mathrm{m}$ wide, flowing at $3\\ \\mathrm{m\\,s^{-1}}$, along the shortest path (straight across). How long does the crossing take?",
    options: ["$20\\ \\mathrm{s}$", "$12.5\\ \\mathrm{s}$", "$33.3\\ \\mathrm{s}$", "$25\\ \\mathrm{s}$"],
    correct: 3,
    explanation:
      "To go straight across, the boat must head upstream so that its upstream component cancels the river: the component across is $\\sqrt{5^2 - 3^2} = 4\\ \\mathrm{m\\,s^{-1}}$. Time $= 100/4 = 25\\ \\mathrm{s}$. The option $20\\ \\mathrm{s}$ is the least time (heading straight across), which drifts the boat downstream.",
    hiText:
      "एक नाव शांत जल में $5\\ \\mathrm{m\\,s^{-1}}$ की चाल से चल सकती है। उसे $3\\ \\mathrm{m\\,s^{-1}}$ से बहती $100\\ \\mathrm{m}$ चौड़ी नदी को न्यूनतम पथ (सीधे आर-पार) से पार करना है। नदी पार करने में कितना समय लगेगा?",
    hiExplanation:
      "सीधे आर-पार जाने के लिए नाव को धारा के विपरीत इस प्रकार झुकाना होगा कि उसका धारा-विरोधी घटक नदी के वेग को निरस्त कर दे: आर-पार घटक $\\sqrt{5^2 - 3^2} = 4\\ \\mathrm{m\\,s^{-1}}$। समय $= 100/4 = 25\\ \\mathrm{s}$। विकल्प $20\\ \\mathrm{s}$ न्यूनतम समय है (सीधे आर-पार मुख करके), जिसमें नाव धारा के साथ बह जाती है।",
    source: `${P11}, Ch. 3 Motion in a Plane`,
  }),
  make(P, {
    key: "neet-p1-phy-07",
    topic: "Laws of Motion",
    difficulty: "easy",
    text: "A person of mass $60\\ \\mathrm{kg}$ stands on a weighing machine in a lift that is accelerating upward at $2\\ \\mathrm{m\\,s^{-2}}$. What force does the machine exert on the person? (Take $g = 10\\ \\mathrm{m\\,s^{-2}}$.)",
    options: ["$480\\ \\mathrm{N}$", "$600\\ \\mathrm{N}$", "$720\\ \\mathrm{N}$", "$120\\ \\mathrm{N}$"],
    correct: 2,
    explanation:
      "For the person, $N - mg = ma$, so $N = m(g + a) = 60 \\times 12 = 720\\ \\mathrm{N}$. With the lift accelerating downward it would be $480\\ \\mathrm{N}$; at rest or at constant velocity, $600\\ \\mathrm{N}$.",
    hiText:
      "$60\\ \\mathrm{kg}$ द्रव्यमान का एक व्यक्ति ऊपर की ओर $2\\ \\mathrm{m\\,s^{-2}}$ से त्वरित लिफ़्ट में तौलने वाली मशीन पर खड़ा है। मशीन व्यक्ति पर कितना बल लगाती है? ($g = 10\\ \\mathrm{m\\,s^{-2}}$ लें।)",
    hiExplanation:
      "व्यक्ति के लिए $N - mg = ma$, अतः $N = m(g + a) = 60 \\times 12 = 720\\ \\mathrm{N}$। लिफ़्ट के नीचे की ओर त्वरित होने पर यह $480\\ \\mathrm{N}$ होता; विराम या नियत वेग पर $600\\ \\mathrm{N}$।",
    source: `${P11}, Ch. 4 Laws of Motion`,
  }),
  make(P, {
    key: "neet-p1-phy-08",
    topic: "Laws of Motion",
    difficulty: "medium",
    text: "A curved road of radius $40\\ \\mathrm{m}$ is banked at an angle $\\theta$ with $\\tan\\theta = 0.25$. At what speed can a car take the curve without any help from friction? (Take $g = 10\\ \\mathrm{m\\,s^{-2}}$.)",
    options: [
      "$20\\ \\mathrm{m\\,s^{-1}}$",
      "$5\\ \\mathrm{m\\,s^{-1}}$",
      "$10\\ \\mathrm{m\\,s^{-1}}$",
      "$40\\ \\mathrm{m\\,s^{-1}}$",
    ],
    correct: 2,
    explanation:
      "Without friction, the horizontal component of the normal reaction supplies the centripetal force: $\\tan\\theta = \\frac{v^2}{rg}$, so $v = \\sqrt{rg\\tan\\theta} = \\sqrt{40 \\times 10 \\times 0.25} = \\sqrt{100} = 10\\ \\mathrm{m\\,s^{-1}}$.",
    hiText:
      "$40\\ \\mathrm{m}$ त्रिज्या की एक वक्र सड़क कोण $\\theta$ पर झुकाई गई है, जहाँ $\\tan\\theta = 0.25$। कोई कार घर्षण की सहायता के बिना किस चाल से यह मोड़ ले सकती है? ($g = 10\\ \\mathrm{m\\,s^{-2}}$ लें।)",
    hiExplanation:
      "घर्षण के बिना अभिलंब प्रतिक्रिया का क्षैतिज घटक अभिकेंद्र बल देता है: $\\tan\\theta = \\frac{v^2}{rg}$, अतः $v = \\sqrt{rg\\tan\\theta} = \\sqrt{40 \\times 10 \\times 0.25} = \\sqrt{100} = 10\\ \\mathrm{m\\,s^{-1}}$।",
    source: `${P11}, Ch. 4 Laws of Motion`,
  }),
  assertionReason(P, {
    key: "neet-p1-phy-09",
    topic: "Laws of Motion",
    difficulty: "easy",
    assertion:
      "A passenger in a lift moving upward with constant velocity reads his normal weight on a weighing machine.",
    reason: "The net force on a body moving with constant velocity is zero.",
    hiAssertion: "नियत वेग से ऊपर जा रही लिफ़्ट में एक यात्री भार-मापी मशीन पर अपना सामान्य भार पढ़ता है।",
    hiReason: "नियत वेग से गतिमान पिंड पर नेट बल शून्य होता है।",
    correct: 0,
    explanation:
      "At constant velocity the acceleration is zero, so by Newton's second law the net force is zero: $N - mg = 0$ and the machine reads $N = mg$, the normal weight. Both statements are true and the Reason (zero net force) is exactly why the reading is unchanged. Only an acceleration of the lift changes the reading.",
    hiExplanation:
      "नियत वेग पर त्वरण शून्य है, अतः न्यूटन के दूसरे नियम से नेट बल शून्य है: $N - mg = 0$ तथा मशीन $N = mg$, अर्थात सामान्य भार पढ़ती है। दोनों कथन सत्य हैं और कारण (नेट बल शून्य) ही पाठ्यांक के न बदलने की व्याख्या करता है। केवल लिफ़्ट का त्वरण पाठ्यांक बदलता है।",
    source: `${P11}, Ch. 4 Laws of Motion`,
  }),
  make(P, {
    key: "neet-p1-phy-10",
    topic: "Work, Energy and Power",
    difficulty: "medium",
    text: "A body of mass $2\\ \\mathrm{kg}$, initially at rest, moves along a straight line under a single force so that its displacement is $x = \\frac{t^2}{4}$, with $x$ in metres and $t$ in seconds. How much work does the force do in the first $2\\ \\mathrm{s}$?",
    options: ["$4\\ \\mathrm{J}$", "$2\\ \\mathrm{J}$", "$0.5\\ \\mathrm{J}$", "$1\\ \\mathrm{J}$"],
    correct: 3,
    explanation:
      "Velocity $v = \\frac{dx}{dt} = \\frac{t}{2}$, so at $t = 2\\ \\mathrm{s}$, $v = 1\\ \\mathrm{m\\,s^{-1}}$ (starting from rest). By the work-energy theorem the work done equals the gain in kinetic energy: $W = \\frac{1}{2} \\times 2 \\times 1^2 - 0 = 1\\ \\mathrm{J}$. (Check: $a = 0.5\\ \\mathrm{m\\,s^{-2}}$, $F = 1\\ \\mathrm{N}$, $x(2) = 1\\ \\mathrm{m}$, $W = 1\\ \\mathrm{J}$.) Taking $v = t$ instead of $\\frac{t}{2}$ gives $4\\ \\mathrm{J}$.",
    hiText:
      "$2\\ \\mathrm{kg}$ द्रव्यमान का एक पिंड, जो प्रारंभ में विराम में है, एकल बल के अधीन सरल रेखा में इस प्रकार चलता है कि उसका विस्थापन $x = \\frac{t^2}{4}$ है, जहाँ $x$ मीटर में तथा $t$ सेकंड में है। पहले $2\\ \\mathrm{s}$ में बल कितना कार्य करता है?",
    hiExplanation:
      "वेग $v = \\frac{dx}{dt} = \\frac{t}{2}$, अतः $t = 2\\ \\mathrm{s}$ पर $v = 1\\ \\mathrm{m\\,s^{-1}}$ (विराम से आरंभ)। कार्य-ऊर्जा प्रमेय से किया गया कार्य गतिज ऊर्जा में वृद्धि के बराबर है: $W = \\frac{1}{2} \\times 2 \\times 1^2 - 0 = 1\\ \\mathrm{J}$। (जाँच: $a = 0.5\\ \\mathrm{m\\,s^{-2}}$, $F = 1\\ \\mathrm{N}$, $x(2) = 1\\ \\mathrm{m}$, $W = 1\\ \\mathrm{J}$।) $\\frac{t}{2}$ के स्थान पर $v = t$ लेने पर $4\\ \\mathrm{J}$ आता है।",
    source: `${P11}, Ch. 5 Work, Energy and Power`,
  }),
  twoStatements(P, {
    key: "neet-p1-phy-11",
    topic: "Work, Energy and Power",
    difficulty: "easy",
    one: "In a perfectly elastic collision, the total kinetic energy of the colliding bodies is the same before and after the collision.",
    two: "In a perfectly inelastic collision, the total linear momentum of the colliding bodies is not conserved.",
    hiOne: "पूर्णतः प्रत्यास्थ संघट्ट में संघट्ट करने वाले पिंडों की कुल गतिज ऊर्जा संघट्ट से पहले और बाद में समान रहती है।",
    hiTwo: "पूर्णतः अप्रत्यास्थ संघट्ट में संघट्ट करने वाले पिंडों का कुल रैखिक संवेग संरक्षित नहीं रहता।",
    correct: 2,
    explanation:
      "Statement I is the definition of an elastic collision: kinetic energy is conserved. Statement II is wrong: linear momentum is conserved in every collision of an isolated system, elastic or not; what is lost in an inelastic collision is kinetic energy, not momentum.",
    hiExplanation:
      "कथन I प्रत्यास्थ संघट्ट की परिभाषा है: गतिज ऊर्जा संरक्षित रहती है। कथन II गलत है: विलगित निकाय के प्रत्येक संघट्ट में, प्रत्यास्थ हो या नहीं, रैखिक संवेग संरक्षित रहता है; अप्रत्यास्थ संघट्ट में गतिज ऊर्जा की हानि होती है, संवेग की नहीं।",
    source: `${P11}, Ch. 5 Work, Energy and Power`,
  }),
  make(P, {
    key: "neet-p1-phy-12",
    topic: "System of Particles and Rotational Motion",
    difficulty: "easy",
    text: "Particles of mass $1\\ \\mathrm{kg}$, $2\\ \\mathrm{kg}$ and $3\\ \\mathrm{kg}$ are placed at the points $(0, 0)$, $(2\\ \\mathrm{m}, 0)$ and $(0, 3\\ \\mathrm{m})$ respectively. Where is their centre of mass?",
    options: [
      "$(\\frac{2}{3}\\ \\mathrm{m}, \\frac{3}{2}\\ \\mathrm{m})$",
      "$(\\frac{2}{3}\\ \\mathrm{m}, 1\\ \\mathrm{m})$",
      "$(1\\ \\mathrm{m}, \\frac{3}{2}\\ \\mathrm{m})$",
      "$(\\frac{4}{3}\\ \\mathrm{m}, \\frac{3}{2}\\ \\mathrm{m})$",
    ],
    correct: 0,
    explanation:
      "Total mass $6\\ \\mathrm{kg}$. $x_{cm} = \\frac{1(0) + 2(2) + 3(0)}{6} = \\frac{2}{3}\\ \\mathrm{m}$ and $y_{cm} = \\frac{1(0) + 2(0) + 3(3)}{6} = \\frac{3}{2}\\ \\mathrm{m}$.",
    hiText:
      "$1\\ \\mathrm{kg}$, $2\\ \\mathrm{kg}$ तथा $3\\ \\mathrm{kg}$ द्रव्यमान के कण क्रमशः बिंदुओं $(0, 0)$, $(2\\ \\mathrm{m}, 0)$ तथा $(0, 3\\ \\mathrm{m})$ पर रखे हैं। उनका द्रव्यमान केंद्र कहाँ है?",
    hiExplanation:
      "कुल द्रव्यमान $6\\ \\mathrm{kg}$। $x_{cm} = \\frac{1(0) + 2(2) + 3(0)}{6} = \\frac{2}{3}\\ \\mathrm{m}$ तथा $y_{cm} = \\frac{1(0) + 2(0) + 3(3)}{6} = \\frac{3}{2}\\ \\mathrm{m}$।",
    source: `${P11}, Ch. 6 System of Particles and Rotational Motion`,
  }),
  make(P, {
    key: "neet-p1-phy-13",
    topic: "System of Particles and Rotational Motion",
    difficulty: "medium",
    text: "A thin uniform ring has mass $2\\ \\mathrm{kg}$ and radius $0.5\\ \\mathrm{m}$. What is its moment of inertia about a tangent to the ring perpendicular to its plane?",
    options: [
      "$0.5\\ \\mathrm{kg\\,m^2}$",
      "$0.75\\ \\mathrm{kg\\,m^2}$",
      "$1\\ \\mathrm{kg\\,m^2}$",
      "$1.5\\ \\mathrm{kg\\,m^2}$",
    ],
    correct: 2,
    explanation:
      "About the central axis perpendicular to the plane, $I_0 = MR^2 = 2 \\times 0.25 = 0.5\\ \\mathrm{kg\\,m^2}$. The tangent perpendicular to the plane is parallel to it at distance $R$, so by the parallel axis theorem $I = MR^2 + MR^2 = 2MR^2 = 1\\ \\mathrm{kg\\,m^2}$. ($0.75\\ \\mathrm{kg\\,m^2}$ is $\\frac{3}{2}MR^2$, the tangent in the plane of the ring.)",
    hiText:
      "एक पतली एकसमान वलय का द्रव्यमान $2\\ \\mathrm{kg}$ तथा त्रिज्या $0.5\\ \\mathrm{m}$ है। वलय के तल के लंबवत उसकी स्पर्श-रेखा के परितः उसका जड़त्व आघूर्ण कितना है?",
    hiExplanation:
      "तल के लंबवत केंद्रीय अक्ष के परितः $I_0 = MR^2 = 2 \\times 0.25 = 0.5\\ \\mathrm{kg\\,m^2}$। तल के लंबवत स्पर्श-रेखा इस अक्ष के समांतर $R$ दूरी पर है, अतः समांतर अक्षों के प्रमेय से $I = MR^2 + MR^2 = 2MR^2 = 1\\ \\mathrm{kg\\,m^2}$। ($0.75\\ \\mathrm{kg\\,m^2}$ अर्थात $\\frac{3}{2}MR^2$ वलय के तल में स्थित स्पर्श-रेखा के लिए है।)",
    source: `${P11}, Ch. 6 System of Particles and Rotational Motion`,
  }),
  make(P, {
    key: "neet-p1-phy-14",
    topic: "System of Particles and Rotational Motion",
    difficulty: "medium",
    text: "A solid sphere rolls without slipping on a horizontal floor. What fraction of its total kinetic energy is rotational?",
    options: ["$\\frac{2}{5}$", "$\\frac{2}{7}$", "$\\frac{5}{7}$", "$\\frac{1}{2}$"],
    correct: 1,
    explanation:
      "With $I = \\frac{2}{5}MR^2$ and $v = \\omega R$: $K_{rot} = \\frac{1}{2} \\cdot \\frac{2}{5}MR^2\\omega^2 = \\frac{1}{5}Mv^2$ and $K_{trans} = \\frac{1}{2}Mv^2$. So $\\frac{K_{rot}}{K_{total}} = \\frac{1/5}{1/5 + 1/2} = \\frac{2}{7}$. The option $\\frac{2}{5}$ is the ratio of rotational to translational energy, not to the total.",
    hiText: "एक ठोस गोला क्षैतिज फ़र्श पर बिना फिसले लुढ़कता है। उसकी कुल गतिज ऊर्जा का कितना भाग घूर्णी है?",
    hiExplanation:
      "$I = \\frac{2}{5}MR^2$ तथा $v = \\omega R$ से: $K_{rot} = \\frac{1}{2} \\cdot \\frac{2}{5}MR^2\\omega^2 = \\frac{1}{5}Mv^2$ तथा $K_{trans} = \\frac{1}{2}Mv^2$। अतः $\\frac{K_{rot}}{K_{total}} = \\frac{1/5}{1/5 + 1/2} = \\frac{2}{7}$। विकल्प $\\frac{2}{5}$ घूर्णी तथा स्थानांतरीय ऊर्जा का अनुपात है, कुल ऊर्जा से नहीं।",
    source: `${P11}, Ch. 6 System of Particles and Rotational Motion`,
  }),
  make(P, {
    key: "neet-p1-phy-15",
    topic: "System of Particles and Rotational Motion",
    difficulty: "hard",
    text: "A skater spins freely on ice with her arms stretched out. She pulls her arms in, reducing her moment of inertia to one-third of its value. Which of the following is correct about her angular speed $\\omega$ and rotational kinetic energy $K$?",
    options: [
      "$\\omega$ becomes $3$ times and $K$ stays the same",
      "$\\omega$ becomes $3$ times and $K$ becomes $3$ times",
      "$\\omega$ becomes $9$ times and $K$ becomes $3$ times",
      "$\\omega$ stays the same and $K$ becomes $\\frac{1}{3}$",
    ],
    correct: 1,
    explanation:
      "No external torque acts, so angular momentum $L = I\\omega$ is conserved: $I\\omega = \\frac{I}{3}\\omega'$ gives $\\omega' = 3\\omega$. Writing $K = \\frac{L^2}{2I}$ with $L$ fixed, $K' = \\frac{L^2}{2(I/3)} = 3K$. The extra energy comes from the work her muscles do in pulling the arms in, so kinetic energy is not conserved even though angular momentum is.",
    hiText:
      "एक स्केटर भुजाएँ फैलाए बर्फ़ पर स्वतंत्र रूप से घूर्णन कर रही है। वह भुजाएँ अंदर खींच लेती है, जिससे उसका जड़त्व आघूर्ण एक-तिहाई रह जाता है। उसकी कोणीय चाल $\\omega$ तथा घूर्णी गतिज ऊर्जा $K$ के विषय में कौन-सा सही है?",
    hiOptions: [
      "$\\omega$ $3$ गुना हो जाती है तथा $K$ समान रहती है",
      "$\\omega$ $3$ गुना हो जाती है तथा $K$ $3$ गुना हो जाती है",
      "$\\omega$ $9$ गुना हो जाती है तथा $K$ $3$ गुना हो जाती है",
      "$\\omega$ समान रहती है तथा $K$ $\\frac{1}{3}$ हो जाती है",
    ],
    hiExplanation:
      "कोई बाह्य बल आघूर्ण नहीं लगता, अतः कोणीय संवेग $L = I\\omega$ संरक्षित है: $I\\omega = \\frac{I}{3}\\omega'$ से $\\omega' = 3\\omega$। $K = \\frac{L^2}{2I}$ में $L$ नियत रखने पर $K' = \\frac{L^2}{2(I/3)} = 3K$। अतिरिक्त ऊर्जा भुजाएँ अंदर खींचने में उसकी पेशियों द्वारा किए गए कार्य से आती है, अतः कोणीय संवेग संरक्षित रहते हुए भी गतिज ऊर्जा संरक्षित नहीं रहती।",
    source: `${P11}, Ch. 6 System of Particles and Rotational Motion`,
  }),
  make(P, {
    key: "neet-p1-phy-16",
    topic: "System of Particles and Rotational Motion",
    difficulty: "medium",
    text: "A solid cylinder rolls down, without slipping, an incline making $30^{\\circ}$ with the horizontal. What is the acceleration of its centre of mass? (Take $g = 10\\ \\mathrm{m\\,s^{-2}}$.)",
    options: [
      "$5\\ \\mathrm{m\\,s^{-2}}$",
      "$2.5\\ \\mathrm{m\\,s^{-2}}$",
      "$3.57\\ \\mathrm{m\\,s^{-2}}$",
      "$3.33\\ \\mathrm{m\\,s^{-2}}$",
    ],
    correct: 3,
    explanation:
      "For rolling without slipping, $a = \\frac{g\\sin\\theta}{1 + k^2/R^2}$. For a solid cylinder $k^2/R^2 = \\frac{1}{2}$, so $a = \\frac{10 \\times 0.5}{1.5} = \\frac{10}{3} \\approx 3.33\\ \\mathrm{m\\,s^{-2}}$. $5\\ \\mathrm{m\\,s^{-2}}$ is for sliding without friction, $2.5$ for a ring and $3.57$ for a solid sphere.",
    hiText:
      "एक ठोस बेलन क्षैतिज से $30^{\\circ}$ पर झुके आनत तल पर बिना फिसले लुढ़कता है। उसके द्रव्यमान केंद्र का त्वरण कितना है? ($g = 10\\ \\mathrm{m\\,s^{-2}}$ लें।)",
    hiExplanation:
      "बिना फिसले लोटनी गति के लिए $a = \\frac{g\\sin\\theta}{1 + k^2/R^2}$। ठोस बेलन के लिए $k^2/R^2 = \\frac{1}{2}$, अतः $a = \\frac{10 \\times 0.5}{1.5} = \\frac{10}{3} \\approx 3.33\\ \\mathrm{m\\,s^{-2}}$। $5\\ \\mathrm{m\\,s^{-2}}$ घर्षणरहित फिसलने के लिए, $2.5$ वलय के लिए तथा $3.57$ ठोस गोले के लिए है।",
    source: `${P11}, Ch. 6 System of Particles and Rotational Motion`,
  }),
  matchList(P, {
    key: "neet-p1-phy-17",
    topic: "Gravitation",
    difficulty: "medium",
    lead: "Match List-I with List-II for a planet of mass $M$ and radius $R$ ($g$ at its surface; $h, d \\ll R$).",
    hiLead:
      "द्रव्यमान $M$ तथा त्रिज्या $R$ के ग्रह के लिए सूची-I का सूची-II से मिलान कीजिए (सतह पर $g$; $h, d \\ll R$)।",
    listI: [
      "Orbital speed of a satellite close to the surface",
      "Escape speed from the surface",
      "Acceleration due to gravity at a small height $h$",
      "Acceleration due to gravity at a depth $d$",
    ],
    listII: [
      "$g\\left(1 - \\frac{d}{R}\\right)$",
      "$\\sqrt{\\frac{2GM}{R}}$",
      "$\\sqrt{\\frac{GM}{R}}$",
      "$g\\left(1 - \\frac{2h}{R}\\right)$",
    ],
    hiListI: [
      "सतह के निकट उपग्रह की कक्षीय चाल",
      "सतह से पलायन चाल",
      "अल्प ऊँचाई $h$ पर गुरुत्वीय त्वरण",
      "गहराई $d$ पर गुरुत्वीय त्वरण",
    ],
    hiListII: [
      "$g\\left(1 - \\frac{d}{R}\\right)$",
      "$\\sqrt{\\frac{2GM}{R}}$",
      "$\\sqrt{\\frac{GM}{R}}$",
      "$g\\left(1 - \\frac{2h}{R}\\right)$",
    ],
    codes: [
      [2, 3, 4, 1],
      [2, 3, 1, 4],
      [3, 2, 1, 4],
      [3, 2, 4, 1],
    ],
    correct: 3,
    explanation:
      "Close to the surface gravity gives the centripetal force: $v_o = \\sqrt{GM/R}$ (III). Escape speed from the energy condition is $\\sqrt{2GM/R}$ (II), $\\sqrt{2}$ times the orbital speed. At small height $g_h \\approx g(1 - 2h/R)$ (IV), and at depth $g_d = g(1 - d/R)$ (I): gravity falls twice as fast going up as going down. So A-III, B-II, C-IV, D-I.",
    hiExplanation:
      "सतह के निकट गुरुत्व ही अभिकेंद्र बल देता है: $v_o = \\sqrt{GM/R}$ (III)। ऊर्जा शर्त से पलायन चाल $\\sqrt{2GM/R}$ (II), जो कक्षीय चाल की $\\sqrt{2}$ गुनी है। अल्प ऊँचाई पर $g_h \\approx g(1 - 2h/R)$ (IV) तथा गहराई पर $g_d = g(1 - d/R)$ (I): ऊपर जाने पर $g$ नीचे जाने की तुलना में दुगुनी दर से घटता है। अतः A-III, B-II, C-IV, D-I।",
    source: `${P11}, Ch. 7 Gravitation`,
  }),
  make(P, {
    key: "neet-p1-phy-18",
    topic: "Gravitation",
    difficulty: "easy",
    text: "A planet revolves around the Sun in a nearly circular orbit whose radius is $4$ times that of the Earth's orbit. What is its period of revolution?",
    options: ["$4$ years", "$16$ years", "$2$ years", "$8$ years"],
    correct: 3,
    explanation: "By Kepler's law of periods, $T^2 \\propto r^3$: $T = 1 \\times 4^{3/2} = 8$ years.",
    hiText:
      "एक ग्रह सूर्य के चारों ओर लगभग वृत्ताकार कक्षा में परिक्रमा करता है, जिसकी त्रिज्या पृथ्वी की कक्षा की त्रिज्या की $4$ गुनी है। उसका परिक्रमण काल कितना है?",
    hiOptions: ["$4$ वर्ष", "$16$ वर्ष", "$2$ वर्ष", "$8$ वर्ष"],
    hiExplanation: "केप्लर के आवर्तकालों के नियम से $T^2 \\propto r^3$: $T = 1 \\times 4^{3/2} = 8$ वर्ष।",
    source: `${P11}, Ch. 7 Gravitation`,
  }),
  make(P, {
    key: "neet-p1-phy-19",
    topic: "Gravitation",
    difficulty: "hard",
    text: "A satellite of mass $m$ revolves in a circular orbit at a height equal to the Earth's radius $R$ above the surface ($g$ is the acceleration due to gravity at the surface). What is the minimum energy that must be given to it so that it escapes from the Earth's gravitational field?",
    options: ["$\\frac{mgR}{2}$", "$mgR$", "$\\frac{mgR}{4}$", "$\\frac{mgR}{8}$"],
    correct: 2,
    explanation:
      "The orbit radius is $r = R + R = 2R$. In a circular orbit the total energy is $E = -\\frac{GMm}{2r} = -\\frac{GMm}{4R}$, and $GM = gR^2$, so $E = -\\frac{mgR}{4}$. To escape, the total energy must be raised to zero, so the energy needed is $\\frac{mgR}{4}$. Forgetting that the satellite already has kinetic energy gives $\\frac{mgR}{2}$ (the magnitude of its potential energy), and taking $r = R$ gives $\\frac{mgR}{2}$ as well.",
    hiText:
      "द्रव्यमान $m$ का एक उपग्रह पृथ्वी की सतह से पृथ्वी की त्रिज्या $R$ के बराबर ऊँचाई पर वृत्ताकार कक्षा में परिक्रमा कर रहा है (सतह पर गुरुत्वीय त्वरण $g$ है)। उसे पृथ्वी के गुरुत्वीय क्षेत्र से पलायन कराने के लिए न्यूनतम कितनी ऊर्जा देनी होगी?",
    hiExplanation:
      "कक्षा की त्रिज्या $r = R + R = 2R$ है। वृत्ताकार कक्षा में कुल ऊर्जा $E = -\\frac{GMm}{2r} = -\\frac{GMm}{4R}$ तथा $GM = gR^2$, अतः $E = -\\frac{mgR}{4}$। पलायन के लिए कुल ऊर्जा को शून्य तक बढ़ाना होगा, अतः आवश्यक ऊर्जा $\\frac{mgR}{4}$ है। उपग्रह की पहले से उपस्थित गतिज ऊर्जा भूल जाने पर $\\frac{mgR}{2}$ (उसकी स्थितिज ऊर्जा का परिमाण) आता है, तथा $r = R$ लेने पर भी $\\frac{mgR}{2}$ ही आता है।",
    source: `${P11}, Ch. 7 Gravitation`,
  }),
  twoStatements(P, {
    key: "neet-p1-phy-20",
    topic: "Gravitation",
    difficulty: "medium",
    one: "The escape speed from the surface of the Earth does not depend on the mass of the body projected.",
    two: "A geostationary satellite revolves in the equatorial plane of the Earth from west to east with a period of about 24 hours.",
    hiOne: "पृथ्वी की सतह से पलायन चाल प्रक्षेपित पिंड के द्रव्यमान पर निर्भर नहीं करती।",
    hiTwo: "भूस्थिर उपग्रह पृथ्वी के विषुवतीय तल में पश्चिम से पूर्व की ओर लगभग 24 घंटे के आवर्तकाल से परिक्रमा करता है।",
    correct: 0,
    explanation:
      "Statement I: $v_e = \\sqrt{2GM/R}$ contains only the planet's mass and radius; the body's mass cancels in $\\frac{1}{2}mv^2 = \\frac{GMm}{R}$. Statement II: to stay above one point, a geostationary satellite must turn with the Earth, in the equatorial plane, west to east, once in about 24 hours. Both are correct.",
    hiExplanation:
      "कथन I: $v_e = \\sqrt{2GM/R}$ में केवल ग्रह का द्रव्यमान व त्रिज्या है; $\\frac{1}{2}mv^2 = \\frac{GMm}{R}$ में पिंड का द्रव्यमान कट जाता है। कथन II: एक ही बिंदु के ऊपर बने रहने के लिए भूस्थिर उपग्रह को पृथ्वी के साथ, विषुवतीय तल में, पश्चिम से पूर्व, लगभग 24 घंटे में एक बार घूमना होता है। दोनों कथन सही हैं।",
    source: `${P11}, Ch. 7 Gravitation`,
  }),
  make(P, {
    key: "neet-p1-phy-21",
    topic: "Mechanical Properties of Solids",
    difficulty: "medium",
    text: "A steel wire $2\\ \\mathrm{m}$ long with a cross-sectional area of $1\\ \\mathrm{mm^2}$ hangs from a rigid support and carries a load of $10\\ \\mathrm{kg}$. If Young's modulus of steel is $2 \\times 10^{11}\\ \\mathrm{N\\,m^{-2}}$, what is the extension of the wire? (Take $g = 10\\ \\mathrm{m\\,s^{-2}}$.)",
    options: ["$0.1\\ \\mathrm{mm}$", "$1\\ \\mathrm{mm}$", "$0.5\\ \\mathrm{mm}$", "$2\\ \\mathrm{mm}$"],
    correct: 1,
    explanation:
      "$\\Delta L = \\frac{FL}{AY} = \\frac{(10 \\times 10)(2)}{(1 \\times 10^{-6})(2 \\times 10^{11})} = \\frac{200}{2 \\times 10^5} = 10^{-3}\\ \\mathrm{m} = 1\\ \\mathrm{mm}$. Note that $1\\ \\mathrm{mm^2} = 10^{-6}\\ \\mathrm{m^2}$.",
    hiText:
      "$2\\ \\mathrm{m}$ लंबा तथा $1\\ \\mathrm{mm^2}$ अनुप्रस्थ-काट क्षेत्रफल वाला इस्पात का तार दृढ़ आधार से लटका है और उस पर $10\\ \\mathrm{kg}$ का भार लटकाया गया है। यदि इस्पात का यंग गुणांक $2 \\times 10^{11}\\ \\mathrm{N\\,m^{-2}}$ है, तो तार में कितना प्रसार होगा? ($g = 10\\ \\mathrm{m\\,s^{-2}}$ लें।)",
    hiExplanation:
      "$\\Delta L = \\frac{FL}{AY} = \\frac{(10 \\times 10)(2)}{(1 \\times 10^{-6})(2 \\times 10^{11})} = \\frac{200}{2 \\times 10^5} = 10^{-3}\\ \\mathrm{m} = 1\\ \\mathrm{mm}$। ध्यान दें कि $1\\ \\mathrm{mm^2} = 10^{-6}\\ \\mathrm{m^2}$।",
    source: `${P11}, Ch. 8 Mechanical Properties of Solids`,
  }),
  make(P, {
    key: "neet-p1-phy-22",
    topic: "Mechanical Properties of Fluids",
    difficulty: "medium",
    text: "Eight identical raindrops, each falling through air with a terminal velocity of $2\\ \\mathrm{cm\\,s^{-1}}$, coalesce to form a single drop. What is the terminal velocity of the new drop?",
    options: [
      "$4\\ \\mathrm{cm\\,s^{-1}}$",
      "$16\\ \\mathrm{cm\\,s^{-1}}$",
      "$8\\ \\mathrm{cm\\,s^{-1}}$",
      "$2\\ \\mathrm{cm\\,s^{-1}}$",
    ],
    correct: 2,
    explanation:
      "Volume is conserved: $\\frac{4}{3}\\pi R^3 = 8 \\times \\frac{4}{3}\\pi r^3$, so $R = 2r$. By Stokes' law the terminal velocity $v_t = \\frac{2r^2(\\rho - \\sigma)g}{9\\eta}$ is proportional to $r^2$, so it becomes $2^2 \\times 2 = 8\\ \\mathrm{cm\\,s^{-1}}$.",
    hiText:
      "आठ सर्वसम वर्षा की बूँदें, जिनमें से प्रत्येक वायु में $2\\ \\mathrm{cm\\,s^{-1}}$ के सीमांत वेग से गिर रही है, मिलकर एक बूँद बनाती हैं। नई बूँद का सीमांत वेग कितना है?",
    hiExplanation:
      "आयतन संरक्षित रहता है: $\\frac{4}{3}\\pi R^3 = 8 \\times \\frac{4}{3}\\pi r^3$, अतः $R = 2r$। स्टोक्स के नियम से सीमांत वेग $v_t = \\frac{2r^2(\\rho - \\sigma)g}{9\\eta}$ त्रिज्या के वर्ग $r^2$ के अनुक्रमानुपाती है, अतः यह $2^2 \\times 2 = 8\\ \\mathrm{cm\\,s^{-1}}$ हो जाता है।",
    source: `${P11}, Ch. 9 Mechanical Properties of Fluids`,
  }),
  make(P, {
    key: "neet-p1-phy-23",
    topic: "Thermal Properties of Matter",
    difficulty: "hard",
    text: "$100\\ \\mathrm{g}$ of ice at $0^{\\circ}\\mathrm{C}$ is dropped into $100\\ \\mathrm{g}$ of water at $60^{\\circ}\\mathrm{C}$ in an insulated vessel of negligible heat capacity. How much ice is left when equilibrium is reached? (Latent heat of fusion of ice $= 80\\ \\mathrm{cal\\,g^{-1}}$, specific heat of water $= 1\\ \\mathrm{cal\\,g^{-1}\\,{}^{\\circ}C^{-1}}$.)",
    options: ["$0\\ \\mathrm{g}$", "$25\\ \\mathrm{g}$", "$75\\ \\mathrm{g}$", "$40\\ \\mathrm{g}$"],
    correct: 1,
    explanation:
      "Melting all the ice needs $100 \\times 80 = 8000\\ \\mathrm{cal}$, but the water can give at most $100 \\times 1 \\times 60 = 6000\\ \\mathrm{cal}$ in cooling to $0^{\\circ}\\mathrm{C}$. So the mixture settles at $0^{\\circ}\\mathrm{C}$ with only $6000/80 = 75\\ \\mathrm{g}$ of ice melted, leaving $25\\ \\mathrm{g}$ of ice in equilibrium with water. ($75\\ \\mathrm{g}$ is the ice melted, not left.)",
    hiText:
      "$0^{\\circ}\\mathrm{C}$ पर $100\\ \\mathrm{g}$ बर्फ़ को एक ऊष्मारोधी पात्र (नगण्य ऊष्मा धारिता) में रखे $60^{\\circ}\\mathrm{C}$ के $100\\ \\mathrm{g}$ जल में डाला जाता है। साम्यावस्था आने पर कितनी बर्फ़ शेष रहती है? (बर्फ़ के गलन की गुप्त ऊष्मा $= 80\\ \\mathrm{cal\\,g^{-1}}$, जल की विशिष्ट ऊष्मा $= 1\\ \\mathrm{cal\\,g^{-1}\\,{}^{\\circ}C^{-1}}$।)",
    hiExplanation:
      "सारी बर्फ़ पिघलाने के लिए $100 \\times 80 = 8000\\ \\mathrm{cal}$ चाहिए, परंतु जल $0^{\\circ}\\mathrm{C}$ तक ठंडा होकर अधिकतम $100 \\times 1 \\times 60 = 6000\\ \\mathrm{cal}$ दे सकता है। अतः मिश्रण $0^{\\circ}\\mathrm{C}$ पर स्थिर होता है और केवल $6000/80 = 75\\ \\mathrm{g}$ बर्फ़ पिघलती है, जिससे $25\\ \\mathrm{g}$ बर्फ़ जल के साथ साम्य में शेष रहती है। ($75\\ \\mathrm{g}$ पिघली बर्फ़ है, शेष नहीं।)",
    source: `${P11}, Ch. 10 Thermal Properties of Matter`,
  }),
  assertionReason(P, {
    key: "neet-p1-phy-24",
    topic: "Thermodynamics",
    difficulty: "medium",
    assertion: "An ideal gas cools when it expands adiabatically.",
    reason:
      "In an adiabatic process no heat enters the gas, so the work done by the gas is done at the cost of its internal energy.",
    hiAssertion: "रुद्धोष्म प्रसार में आदर्श गैस ठंडी हो जाती है।",
    hiReason:
      "रुद्धोष्म प्रक्रम में गैस में कोई ऊष्मा प्रवेश नहीं करती, अतः गैस द्वारा किया गया कार्य उसकी आंतरिक ऊर्जा की कीमत पर होता है।",
    correct: 0,
    explanation:
      "With $Q = 0$, the first law gives $\\Delta U = -W$. In expansion $W > 0$, so $\\Delta U < 0$; for an ideal gas $U$ depends only on temperature, so the temperature falls. Both statements are true and the Reason explains the Assertion.",
    hiExplanation:
      "$Q = 0$ होने पर प्रथम नियम से $\\Delta U = -W$। प्रसार में $W > 0$, अतः $\\Delta U < 0$; आदर्श गैस की $U$ केवल ताप पर निर्भर करती है, अतः ताप घटता है। दोनों कथन सत्य हैं और कारण अभिकथन की सही व्याख्या है।",
    source: `${P11}, Ch. 11 Thermodynamics`,
  }),
  matchList(P, {
    key: "neet-p1-phy-25",
    topic: "Thermodynamics",
    difficulty: "easy",
    lead: "Match List-I (thermodynamic process of an ideal gas) with List-II (what is zero in it).",
    hiLead: "सूची-I (आदर्श गैस का ऊष्मागतिक प्रक्रम) का सूची-II (उसमें शून्य राशि) से मिलान कीजिए।",
    listI: ["Isothermal", "Adiabatic", "Isochoric", "Isobaric"],
    listII: [
      "Heat exchanged, $Q$",
      "Work done, $W$",
      "Change in pressure, $\\Delta P$",
      "Change in internal energy, $\\Delta U$",
    ],
    hiListI: ["समतापी", "रुद्धोष्म", "समआयतनी", "समदाबी"],
    hiListII: [
      "विनिमय की गई ऊष्मा, $Q$",
      "किया गया कार्य, $W$",
      "दाब में परिवर्तन, $\\Delta P$",
      "आंतरिक ऊर्जा में परिवर्तन, $\\Delta U$",
    ],
    codes: [
      [4, 1, 3, 2],
      [1, 4, 2, 3],
      [4, 1, 2, 3],
      [2, 1, 4, 3],
    ],
    correct: 2,
    explanation:
      "Isothermal: $T$ constant, so $\\Delta U = 0$ for an ideal gas (IV). Adiabatic: no heat exchange, $Q = 0$ (I). Isochoric: volume constant, so $W = \\int P\\,dV = 0$ (II). Isobaric: pressure constant, $\\Delta P = 0$ (III). So A-IV, B-I, C-II, D-III.",
    hiExplanation:
      "समतापी: $T$ नियत, अतः आदर्श गैस के लिए $\\Delta U = 0$ (IV)। रुद्धोष्म: ऊष्मा का विनिमय नहीं, $Q = 0$ (I)। समआयतनी: आयतन नियत, अतः $W = \\int P\\,dV = 0$ (II)। समदाबी: दाब नियत, $\\Delta P = 0$ (III)। अतः A-IV, B-I, C-II, D-III।",
    source: `${P11}, Ch. 11 Thermodynamics`,
  }),
  make(P, {
    key: "neet-p1-phy-26",
    topic: "Kinetic Theory",
    difficulty: "medium",
    text: "At what temperature will the rms speed of the molecules of a gas be double its value at $27^{\\circ}\\mathrm{C}$?",
    options: [
      "$54^{\\circ}\\mathrm{C}$",
      "$327^{\\circ}\\mathrm{C}$",
      "$927^{\\circ}\\mathrm{C}$",
      "$1200^{\\circ}\\mathrm{C}$",
    ],
    correct: 2,
    explanation:
      "$v_{rms} = \\sqrt{3RT/M} \\propto \\sqrt{T}$, with $T$ in kelvin. Doubling $v_{rms}$ needs $4T$: $4 \\times 300 = 1200\\ \\mathrm{K} = 927^{\\circ}\\mathrm{C}$. $1200^{\\circ}\\mathrm{C}$ forgets to convert back, and $54^{\\circ}\\mathrm{C}$ doubles the Celsius value.",
    hiText:
      "किस ताप पर किसी गैस के अणुओं की वर्ग-माध्य-मूल (rms) चाल $27^{\\circ}\\mathrm{C}$ पर उसके मान की दुगुनी होगी?",
    hiExplanation:
      "$v_{rms} = \\sqrt{3RT/M} \\propto \\sqrt{T}$, जहाँ $T$ केल्विन में है। $v_{rms}$ दुगुनी करने के लिए $4T$ चाहिए: $4 \\times 300 = 1200\\ \\mathrm{K} = 927^{\\circ}\\mathrm{C}$। $1200^{\\circ}\\mathrm{C}$ में वापस सेल्सियस में नहीं बदला गया, तथा $54^{\\circ}\\mathrm{C}$ में सेल्सियस मान दुगुना कर दिया गया है।",
    source: `${P11}, Ch. 12 Kinetic Theory`,
  }),
  make(P, {
    key: "neet-p1-phy-27",
    topic: "Oscillations",
    difficulty: "medium",
    text: "A particle executes simple harmonic motion with an amplitude of $4\\ \\mathrm{cm}$. At what fraction of its maximum speed is it moving when its displacement from the mean position is $2\\ \\mathrm{cm}$?",
    options: ["$\\frac{1}{2}$", "$\\frac{\\sqrt{3}}{2}$", "$\\frac{3}{4}$", "$\\frac{1}{\\sqrt{2}}$"],
    correct: 1,
    explanation:
      "$v = \\omega\\sqrt{A^2 - x^2}$ and $v_{max} = \\omega A$, so $\\frac{v}{v_{max}} = \\frac{\\sqrt{16 - 4}}{4} = \\frac{\\sqrt{12}}{4} = \\frac{\\sqrt{3}}{2}$. Speed does not fall linearly with displacement, so $\\frac{1}{2}$ is wrong.",
    hiText:
      "एक कण $4\\ \\mathrm{cm}$ आयाम की सरल आवर्त गति करता है। माध्य स्थिति से उसका विस्थापन $2\\ \\mathrm{cm}$ होने पर उसकी चाल अधिकतम चाल का कितना भाग है?",
    hiExplanation:
      "$v = \\omega\\sqrt{A^2 - x^2}$ तथा $v_{max} = \\omega A$, अतः $\\frac{v}{v_{max}} = \\frac{\\sqrt{16 - 4}}{4} = \\frac{\\sqrt{12}}{4} = \\frac{\\sqrt{3}}{2}$। चाल विस्थापन के साथ रैखिक रूप से नहीं घटती, अतः $\\frac{1}{2}$ गलत है।",
    source: `${P11}, Ch. 13 Oscillations`,
  }),
  make(P, {
    key: "neet-p1-phy-28",
    topic: "Waves",
    difficulty: "medium",
    text: "A tuning fork of frequency $256\\ \\mathrm{Hz}$ gives $4$ beats per second with a second fork. When the prongs of the second fork are loaded with a little wax, the number of beats rises to $6$ per second. What was the original frequency of the second fork?",
    options: ["$260\\ \\mathrm{Hz}$", "$250\\ \\mathrm{Hz}$", "$262\\ \\mathrm{Hz}$", "$252\\ \\mathrm{Hz}$"],
    correct: 3,
    explanation:
      "Four beats means the second fork is $256 \\pm 4$, i.e. $260$ or $252\\ \\mathrm{Hz}$. Wax lowers a fork's frequency. If it were $260\\ \\mathrm{Hz}$, lowering it would bring it closer to $256$ and reduce the beats; since the beats increase, it must have been $252\\ \\mathrm{Hz}$ (moving to about $250\\ \\mathrm{Hz}$).",
    hiText:
      "$256\\ \\mathrm{Hz}$ आवृत्ति का एक स्वरित्र द्विभुज दूसरे द्विभुज के साथ प्रति सेकंड $4$ विस्पंद उत्पन्न करता है। दूसरे द्विभुज की भुजाओं पर थोड़ा मोम लगाने पर विस्पंदों की संख्या बढ़कर प्रति सेकंड $6$ हो जाती है। दूसरे द्विभुज की मूल आवृत्ति क्या थी?",
    hiExplanation:
      "चार विस्पंद का अर्थ है कि दूसरा द्विभुज $256 \\pm 4$, अर्थात $260$ या $252\\ \\mathrm{Hz}$ का है। मोम लगाने से आवृत्ति घटती है। यदि यह $260\\ \\mathrm{Hz}$ होता, तो घटकर $256$ के निकट आता और विस्पंद घटते; विस्पंद बढ़े हैं, अतः यह $252\\ \\mathrm{Hz}$ था (जो लगभग $250\\ \\mathrm{Hz}$ हो गया)।",
    source: `${P11}, Ch. 14 Waves`,
  }),
  make(P, {
    key: "neet-p1-phy-29",
    topic: "Electric Charges and Fields",
    difficulty: "easy",
    text: "A point charge $q$ is placed at the centre of a cube. What is the electric flux through any one face of the cube?",
    options: [
      "$\\frac{q}{\\varepsilon_0}$",
      "$\\frac{q}{6\\varepsilon_0}$",
      "$\\frac{q}{8\\varepsilon_0}$",
      "$\\frac{6q}{\\varepsilon_0}$",
    ],
    correct: 1,
    explanation:
      "By Gauss's law the total flux through the closed cube is $\\frac{q}{\\varepsilon_0}$. The charge is at the centre, so by symmetry the six faces share it equally: $\\frac{q}{6\\varepsilon_0}$ each.",
    hiText: "एक बिंदु आवेश $q$ किसी घन के केंद्र पर रखा है। घन के किसी एक फलक से गुज़रने वाला विद्युत फ्लक्स कितना है?",
    hiExplanation:
      "गाउस के नियम से बंद घन से गुज़रने वाला कुल फ्लक्स $\\frac{q}{\\varepsilon_0}$ है। आवेश केंद्र पर है, अतः सममिति से छहों फलकों को बराबर भाग मिलता है: प्रत्येक $\\frac{q}{6\\varepsilon_0}$।",
    source: `${P12}, Ch. 1 Electric Charges and Fields`,
  }),
  make(P, {
    key: "neet-p1-phy-30",
    topic: "Electric Charges and Fields",
    difficulty: "medium",
    text: "A long straight wire carries a uniform linear charge density of $2 \\times 10^{-6}\\ \\mathrm{C\\,m^{-1}}$. What is the magnitude of the electric field at a distance of $10\\ \\mathrm{cm}$ from it? (Take $\\frac{1}{4\\pi\\varepsilon_0} = 9 \\times 10^9\\ \\mathrm{N\\,m^2\\,C^{-2}}$.)",
    options: [
      "$1.8 \\times 10^{5}\\ \\mathrm{N\\,C^{-1}}$",
      "$3.6 \\times 10^{4}\\ \\mathrm{N\\,C^{-1}}$",
      "$3.6 \\times 10^{5}\\ \\mathrm{N\\,C^{-1}}$",
      "$7.2 \\times 10^{5}\\ \\mathrm{N\\,C^{-1}}$",
    ],
    correct: 2,
    explanation:
      "For an infinite line charge, Gauss's law gives $E = \\frac{\\lambda}{2\\pi\\varepsilon_0 r} = \\frac{2\\lambda}{4\\pi\\varepsilon_0 r} = \\frac{2 \\times 9 \\times 10^9 \\times 2 \\times 10^{-6}}{0.1} = 3.6 \\times 10^{5}\\ \\mathrm{N\\,C^{-1}}$. Dropping the factor 2 gives $1.8 \\times 10^5$.",
    hiText:
      "एक लंबे सीधे तार पर $2 \\times 10^{-6}\\ \\mathrm{C\\,m^{-1}}$ का एकसमान रैखिक आवेश घनत्व है। उससे $10\\ \\mathrm{cm}$ की दूरी पर विद्युत क्षेत्र का परिमाण कितना है? ($\\frac{1}{4\\pi\\varepsilon_0} = 9 \\times 10^9\\ \\mathrm{N\\,m^2\\,C^{-2}}$ लें।)",
    hiExplanation:
      "अनंत रैखिक आवेश के लिए गाउस के नियम से $E = \\frac{\\lambda}{2\\pi\\varepsilon_0 r} = \\frac{2\\lambda}{4\\pi\\varepsilon_0 r} = \\frac{2 \\times 9 \\times 10^9 \\times 2 \\times 10^{-6}}{0.1} = 3.6 \\times 10^{5}\\ \\mathrm{N\\,C^{-1}}$। गुणक 2 छोड़ देने पर $1.8 \\times 10^5$ आता है।",
    source: `${P12}, Ch. 1 Electric Charges and Fields`,
  }),
  make(P, {
    key: "neet-p1-phy-31",
    topic: "Electrostatic Potential and Capacitance",
    difficulty: "medium",
    text: "Capacitors of $4\\ \\mu\\mathrm{F}$ and $12\\ \\mu\\mathrm{F}$ are connected in series across a $16\\ \\mathrm{V}$ battery. What is the potential difference across the $4\\ \\mu\\mathrm{F}$ capacitor?",
    options: ["$4\\ \\mathrm{V}$", "$8\\ \\mathrm{V}$", "$16\\ \\mathrm{V}$", "$12\\ \\mathrm{V}$"],
    correct: 3,
    explanation:
      "In series, $C = \\frac{4 \\times 12}{4 + 12} = 3\\ \\mu\\mathrm{F}$ and both carry the same charge $Q = CV = 3 \\times 16 = 48\\ \\mu\\mathrm{C}$. So $V_4 = \\frac{48}{4} = 12\\ \\mathrm{V}$ (and $V_{12} = 4\\ \\mathrm{V}$): the smaller capacitor takes the larger share of the voltage.",
    hiText:
      "$4\\ \\mu\\mathrm{F}$ तथा $12\\ \\mu\\mathrm{F}$ के संधारित्र श्रेणीक्रम में $16\\ \\mathrm{V}$ की बैटरी से जोड़े गए हैं। $4\\ \\mu\\mathrm{F}$ के संधारित्र के सिरों के बीच विभवांतर कितना है?",
    hiExplanation:
      "श्रेणीक्रम में $C = \\frac{4 \\times 12}{4 + 12} = 3\\ \\mu\\mathrm{F}$ तथा दोनों पर समान आवेश $Q = CV = 3 \\times 16 = 48\\ \\mu\\mathrm{C}$ होता है। अतः $V_4 = \\frac{48}{4} = 12\\ \\mathrm{V}$ (तथा $V_{12} = 4\\ \\mathrm{V}$): छोटी धारिता वाला संधारित्र विभवांतर का बड़ा भाग लेता है।",
    source: `${P12}, Ch. 2 Electrostatic Potential and Capacitance`,
  }),
  twoStatements(P, {
    key: "neet-p1-phy-32",
    topic: "Electrostatic Potential and Capacitance",
    difficulty: "medium",
    one: "When a dielectric slab is inserted between the plates of a charged parallel-plate capacitor that is disconnected from the battery, the potential difference between the plates decreases.",
    two: "In the same process, the energy stored in the capacitor increases.",
    hiOne:
      "बैटरी से वियोजित आवेशित समांतर पट्टिका संधारित्र की पट्टिकाओं के बीच परावैद्युत पट्टी डालने पर पट्टिकाओं के बीच विभवांतर घट जाता है।",
    hiTwo: "इसी प्रक्रम में संधारित्र में संचित ऊर्जा बढ़ जाती है।",
    correct: 2,
    explanation:
      "Disconnected, the charge $Q$ stays fixed while the capacitance becomes $KC$. So $V = \\frac{Q}{KC}$ falls by the factor $K$ (Statement I correct), and the energy $U = \\frac{Q^2}{2KC}$ also falls by $K$ (Statement II incorrect): the field pulls the slab in and does work on it.",
    hiExplanation:
      "वियोजित होने पर आवेश $Q$ नियत रहता है तथा धारिता $KC$ हो जाती है। अतः $V = \\frac{Q}{KC}$, $K$ गुना घटता है (कथन I सही), तथा ऊर्जा $U = \\frac{Q^2}{2KC}$ भी $K$ गुना घटती है (कथन II गलत): क्षेत्र पट्टी को भीतर खींचता है और उस पर कार्य करता है।",
    source: `${P12}, Ch. 2 Electrostatic Potential and Capacitance`,
  }),
  make(P, {
    key: "neet-p1-phy-33",
    topic: "Current Electricity",
    difficulty: "medium",
    text: "A current of $1.6\\ \\mathrm{A}$ flows through a copper wire of cross-sectional area $1\\ \\mathrm{mm^2}$. If the number density of free electrons in copper is $10^{29}\\ \\mathrm{m^{-3}}$, what is the drift speed of the electrons? ($e = 1.6 \\times 10^{-19}\\ \\mathrm{C}$)",
    options: [
      "$10^{-4}\\ \\mathrm{m\\,s^{-1}}$",
      "$10^{-2}\\ \\mathrm{m\\,s^{-1}}$",
      "$10^{-6}\\ \\mathrm{m\\,s^{-1}}$",
      "$1.6 \\times 10^{-4}\\ \\mathrm{m\\,s^{-1}}$",
    ],
    correct: 0,
    explanation:
      "$I = neAv_d$, so $v_d = \\frac{I}{neA} = \\frac{1.6}{10^{29} \\times 1.6 \\times 10^{-19} \\times 10^{-6}} = \\frac{1.6}{1.6 \\times 10^{4}} = 10^{-4}\\ \\mathrm{m\\,s^{-1}}$: a fraction of a millimetre per second.",
    hiText:
      "$1\\ \\mathrm{mm^2}$ अनुप्रस्थ-काट क्षेत्रफल वाले ताँबे के तार में $1.6\\ \\mathrm{A}$ की धारा प्रवाहित है। यदि ताँबे में मुक्त इलेक्ट्रॉनों का संख्या घनत्व $10^{29}\\ \\mathrm{m^{-3}}$ है, तो इलेक्ट्रॉनों की अपवाह चाल कितनी है? ($e = 1.6 \\times 10^{-19}\\ \\mathrm{C}$)",
    hiExplanation:
      "$I = neAv_d$, अतः $v_d = \\frac{I}{neA} = \\frac{1.6}{10^{29} \\times 1.6 \\times 10^{-19} \\times 10^{-6}} = \\frac{1.6}{1.6 \\times 10^{4}} = 10^{-4}\\ \\mathrm{m\\,s^{-1}}$: एक मिलीमीटर प्रति सेकंड का भी अंश मात्र।",
    source: `${P12}, Ch. 3 Current Electricity`,
  }),
  make(P, {
    key: "neet-p1-phy-34",
    topic: "Current Electricity",
    difficulty: "hard",
    text: "A cell drives a current of $0.5\\ \\mathrm{A}$ through an external resistor of $12\\ \\Omega$, and a current of $0.25\\ \\mathrm{A}$ through an external resistor of $25\\ \\Omega$. What are the emf and the internal resistance of the cell?",
    options: [
      "$6\\ \\mathrm{V}$ and $0\\ \\Omega$",
      "$6.5\\ \\mathrm{V}$ and $1\\ \\Omega$",
      "$6.25\\ \\mathrm{V}$ and $0.5\\ \\Omega$",
      "$7\\ \\mathrm{V}$ and $2\\ \\Omega$",
    ],
    correct: 1,
    explanation:
      "With emf $E$ and internal resistance $r$, $E = I(R + r)$ in both cases: $E = 0.5(12 + r)$ and $E = 0.25(25 + r)$. Equating, $6 + 0.5r = 6.25 + 0.25r$, so $r = 1\\ \\Omega$ and $E = 0.5 \\times 13 = 6.5\\ \\mathrm{V}$. Check: $0.25 \\times 26 = 6.5\\ \\mathrm{V}$. Ignoring the internal resistance would give two different emfs (6 V and 6.25 V), which is impossible for one cell.",
    hiText:
      "एक सेल $12\\ \\Omega$ के बाह्य प्रतिरोधक में $0.5\\ \\mathrm{A}$ तथा $25\\ \\Omega$ के बाह्य प्रतिरोधक में $0.25\\ \\mathrm{A}$ धारा भेजता है। सेल का विद्युत वाहक बल तथा आंतरिक प्रतिरोध क्या हैं?",
    hiOptions: [
      "$6\\ \\mathrm{V}$ तथा $0\\ \\Omega$",
      "$6.5\\ \\mathrm{V}$ तथा $1\\ \\Omega$",
      "$6.25\\ \\mathrm{V}$ तथा $0.5\\ \\Omega$",
      "$7\\ \\mathrm{V}$ तथा $2\\ \\Omega$",
    ],
    hiExplanation:
      "विद्युत वाहक बल $E$ तथा आंतरिक प्रतिरोध $r$ के लिए दोनों स्थितियों में $E = I(R + r)$: $E = 0.5(12 + r)$ तथा $E = 0.25(25 + r)$। दोनों को बराबर रखने पर $6 + 0.5r = 6.25 + 0.25r$, अतः $r = 1\\ \\Omega$ तथा $E = 0.5 \\times 13 = 6.5\\ \\mathrm{V}$। जाँच: $0.25 \\times 26 = 6.5\\ \\mathrm{V}$। आंतरिक प्रतिरोध की उपेक्षा करने पर दो भिन्न विद्युत वाहक बल (6 V तथा 6.25 V) आते हैं, जो एक ही सेल के लिए असंभव है।",
    source: `${P12}, Ch. 3 Current Electricity`,
  }),
  make(P, {
    key: "neet-p1-phy-35",
    topic: "Moving Charges and Magnetism",
    difficulty: "hard",
    text: "A proton and an alpha particle enter the same uniform magnetic field perpendicular to it with equal kinetic energies. What is the ratio of the radius of the alpha particle's circular path to that of the proton's?",
    options: ["$2 : 1$", "$1 : 2$", "$1 : 1$", "$\\sqrt{2} : 1$"],
    correct: 2,
    explanation:
      "$r = \\frac{mv}{qB} = \\frac{\\sqrt{2mK}}{qB}$. For equal $K$ and $B$, $r \\propto \\frac{\\sqrt{m}}{q}$. Alpha: $m = 4m_p$, $q = 2e$, so $\\frac{r_\\alpha}{r_p} = \\frac{\\sqrt{4}/2}{\\sqrt{1}/1} = 1$. Equal speeds would instead give $2 : 1$ and equal momenta $1 : 2$.",
    hiText:
      "एक प्रोटॉन तथा एक ऐल्फ़ा कण समान गतिज ऊर्जा से एक ही एकसमान चुंबकीय क्षेत्र में उसके लंबवत प्रवेश करते हैं। ऐल्फ़ा कण के वृत्तीय पथ की त्रिज्या का प्रोटॉन के पथ की त्रिज्या से अनुपात क्या है?",
    hiExplanation:
      "$r = \\frac{mv}{qB} = \\frac{\\sqrt{2mK}}{qB}$। समान $K$ तथा $B$ के लिए $r \\propto \\frac{\\sqrt{m}}{q}$। ऐल्फ़ा: $m = 4m_p$, $q = 2e$, अतः $\\frac{r_\\alpha}{r_p} = \\frac{\\sqrt{4}/2}{\\sqrt{1}/1} = 1$। समान चाल पर अनुपात $2 : 1$ तथा समान संवेग पर $1 : 2$ होता।",
    source: `${P12}, Ch. 4 Moving Charges and Magnetism`,
  }),
  matchList(P, {
    key: "neet-p1-phy-36",
    topic: "Moving Charges and Magnetism",
    difficulty: "easy",
    lead: "Match List-I (current arrangement) with List-II (magnitude of the magnetic field).",
    hiLead: "सूची-I (धारा की व्यवस्था) का सूची-II (चुंबकीय क्षेत्र का परिमाण) से मिलान कीजिए।",
    listI: [
      "At distance $r$ from a long straight wire carrying current $I$",
      "At the centre of a circular loop of radius $R$ carrying current $I$",
      "Inside a long solenoid with $n$ turns per unit length carrying current $I$",
      "Inside a toroid of $N$ turns and mean radius $r$ carrying current $I$",
    ],
    listII: [
      "$\\mu_0 nI$",
      "$\\frac{\\mu_0 NI}{2\\pi r}$",
      "$\\frac{\\mu_0 I}{2\\pi r}$",
      "$\\frac{\\mu_0 I}{2R}$",
    ],
    hiListI: [
      "धारा $I$ वाले लंबे सीधे तार से $r$ दूरी पर",
      "धारा $I$ वाले $R$ त्रिज्या के वृत्ताकार पाश के केंद्र पर",
      "प्रति एकांक लंबाई $n$ फेरों तथा धारा $I$ वाली लंबी परिनालिका के भीतर",
      "$N$ फेरों, माध्य त्रिज्या $r$ तथा धारा $I$ वाले टोरॉइड के भीतर",
    ],
    hiListII: [
      "$\\mu_0 nI$",
      "$\\frac{\\mu_0 NI}{2\\pi r}$",
      "$\\frac{\\mu_0 I}{2\\pi r}$",
      "$\\frac{\\mu_0 I}{2R}$",
    ],
    codes: [
      [3, 4, 1, 2],
      [3, 4, 2, 1],
      [4, 3, 1, 2],
      [2, 4, 1, 3],
    ],
    correct: 0,
    explanation:
      "Ampere's circuital law around a straight wire gives $\\frac{\\mu_0 I}{2\\pi r}$ (III). Biot-Savart at the centre of a loop gives $\\frac{\\mu_0 I}{2R}$ (IV). A long solenoid has $\\mu_0 nI$ inside (I), and a toroid $\\frac{\\mu_0 NI}{2\\pi r}$ (II), which is the solenoid's field with $n = \\frac{N}{2\\pi r}$. So A-III, B-IV, C-I, D-II.",
    hiExplanation:
      "सीधे तार के चारों ओर ऐम्पियर के परिपथीय नियम से $\\frac{\\mu_0 I}{2\\pi r}$ (III)। पाश के केंद्र पर बायो-सावर्ट नियम से $\\frac{\\mu_0 I}{2R}$ (IV)। लंबी परिनालिका के भीतर $\\mu_0 nI$ (I) तथा टोरॉइड में $\\frac{\\mu_0 NI}{2\\pi r}$ (II), जो $n = \\frac{N}{2\\pi r}$ रखने पर परिनालिका का ही क्षेत्र है। अतः A-III, B-IV, C-I, D-II।",
    source: `${P12}, Ch. 4 Moving Charges and Magnetism`,
  }),
  assertionReason(P, {
    key: "neet-p1-phy-37",
    topic: "Magnetism and Matter",
    difficulty: "medium",
    assertion:
      "A diamagnetic substance placed in a non-uniform magnetic field moves from the stronger to the weaker part of the field.",
    reason: "The magnetic susceptibility of a diamagnetic substance is large and positive.",
    hiAssertion: "असमान चुंबकीय क्षेत्र में रखा प्रतिचुंबकीय पदार्थ क्षेत्र के प्रबल भाग से दुर्बल भाग की ओर गति करता है।",
    hiReason: "प्रतिचुंबकीय पदार्थ की चुंबकीय प्रवृत्ति अधिक तथा धनात्मक होती है।",
    correct: 2,
    explanation:
      "The Assertion is true: a diamagnetic substance develops a magnetisation opposite to the applied field, so it is repelled and moves from the stronger towards the weaker part of a non-uniform field. The Reason is false: the susceptibility of a diamagnetic substance is small and negative (about $-10^{-5}$); a small positive susceptibility belongs to paramagnetic substances and a large positive one to ferromagnetic substances.",
    hiExplanation:
      "अभिकथन सत्य है: प्रतिचुंबकीय पदार्थ में आरोपित क्षेत्र के विपरीत चुंबकन उत्पन्न होता है, अतः वह प्रतिकर्षित होकर असमान क्षेत्र के प्रबल भाग से दुर्बल भाग की ओर जाता है। कारण असत्य है: प्रतिचुंबकीय पदार्थ की प्रवृत्ति अल्प तथा ऋणात्मक (लगभग $-10^{-5}$) होती है; अल्प धनात्मक प्रवृत्ति अनुचुंबकीय पदार्थों की तथा अधिक धनात्मक प्रवृत्ति लौहचुंबकीय पदार्थों की होती है।",
    source: `${P12}, Ch. 5 Magnetism and Matter`,
  }),
  make(P, {
    key: "neet-p1-phy-38",
    topic: "Electromagnetic Induction",
    difficulty: "easy",
    text: "A metal rod $0.2\\ \\mathrm{m}$ long moves at $10\\ \\mathrm{m\\,s^{-1}}$ perpendicular to its length and to a uniform magnetic field of $0.5\\ \\mathrm{T}$. What emf is induced between its ends?",
    options: ["$1\\ \\mathrm{V}$", "$0.1\\ \\mathrm{V}$", "$10\\ \\mathrm{V}$", "$4\\ \\mathrm{V}$"],
    correct: 0,
    explanation:
      "The motional emf is $\\varepsilon = Blv = 0.5 \\times 0.2 \\times 10 = 1\\ \\mathrm{V}$, since the rod, its velocity and the field are mutually perpendicular.",
    hiText:
      "$0.2\\ \\mathrm{m}$ लंबी धातु की छड़ अपनी लंबाई तथा $0.5\\ \\mathrm{T}$ के एकसमान चुंबकीय क्षेत्र दोनों के लंबवत $10\\ \\mathrm{m\\,s^{-1}}$ से गति करती है। उसके सिरों के बीच कितना विद्युत वाहक बल प्रेरित होता है?",
    hiExplanation:
      "गतिक विद्युत वाहक बल $\\varepsilon = Blv = 0.5 \\times 0.2 \\times 10 = 1\\ \\mathrm{V}$ है, क्योंकि छड़, उसका वेग तथा क्षेत्र परस्पर लंबवत हैं।",
    source: `${P12}, Ch. 6 Electromagnetic Induction`,
  }),
  make(P, {
    key: "neet-p1-phy-39",
    topic: "Alternating Current",
    difficulty: "hard",
    text: "A series LCR circuit has $R = 30\\ \\Omega$, $X_L = 80\\ \\Omega$ and $X_C = 40\\ \\Omega$, and is connected to an ac source of rms voltage $100\\ \\mathrm{V}$. What is the average power dissipated in the circuit?",
    options: ["$333\\ \\mathrm{W}$", "$200\\ \\mathrm{W}$", "$120\\ \\mathrm{W}$", "$160\\ \\mathrm{W}$"],
    correct: 2,
    explanation:
      "$Z = \\sqrt{R^2 + (X_L - X_C)^2} = \\sqrt{30^2 + 40^2} = 50\\ \\Omega$, so $I_{rms} = \\frac{100}{50} = 2\\ \\mathrm{A}$. Only the resistor dissipates power: $P = I_{rms}^2R = 4 \\times 30 = 120\\ \\mathrm{W}$ (equivalently $V_{rms}I_{rms}\\cos\\phi = 100 \\times 2 \\times 0.6$). $200\\ \\mathrm{W}$ forgets the power factor, and $333\\ \\mathrm{W}$ treats the circuit as purely resistive.",
    hiText:
      "एक श्रेणी LCR परिपथ में $R = 30\\ \\Omega$, $X_L = 80\\ \\Omega$ तथा $X_C = 40\\ \\Omega$ हैं और यह $100\\ \\mathrm{V}$ वर्ग-माध्य-मूल वोल्टता के ac स्रोत से जुड़ा है। परिपथ में क्षयित औसत शक्ति कितनी है?",
    hiExplanation:
      "$Z = \\sqrt{R^2 + (X_L - X_C)^2} = \\sqrt{30^2 + 40^2} = 50\\ \\Omega$, अतः $I_{rms} = \\frac{100}{50} = 2\\ \\mathrm{A}$। केवल प्रतिरोधक में शक्ति क्षय होती है: $P = I_{rms}^2R = 4 \\times 30 = 120\\ \\mathrm{W}$ (अथवा $V_{rms}I_{rms}\\cos\\phi = 100 \\times 2 \\times 0.6$)। $200\\ \\mathrm{W}$ में शक्ति गुणांक भुला दिया गया है तथा $333\\ \\mathrm{W}$ में परिपथ को शुद्ध प्रतिरोधी मान लिया गया है।",
    source: `${P12}, Ch. 7 Alternating Current`,
  }),
  make(P, {
    key: "neet-p1-phy-40",
    topic: "Ray Optics and Optical Instruments",
    difficulty: "medium",
    text: "The angle of minimum deviation for a prism of refracting angle $60^{\\circ}$ is found to be $30^{\\circ}$. What is the refractive index of the material of the prism?",
    options: ["$\\sqrt{3}$", "$1.5$", "$\\sqrt{2}$", "$\\frac{2}{\\sqrt{3}}$"],
    correct: 2,
    explanation:
      "$\\mu = \\frac{\\sin\\frac{A + \\delta_m}{2}}{\\sin\\frac{A}{2}} = \\frac{\\sin 45^{\\circ}}{\\sin 30^{\\circ}} = \\frac{1/\\sqrt{2}}{1/2} = \\sqrt{2} \\approx 1.414$. At minimum deviation the ray passes symmetrically through the prism, with an angle of refraction of $A/2 = 30^{\\circ}$ at each face.",
    hiText:
      "$60^{\\circ}$ अपवर्तक कोण वाले एक प्रिज़्म का न्यूनतम विचलन कोण $30^{\\circ}$ पाया जाता है। प्रिज़्म के पदार्थ का अपवर्तनांक क्या है?",
    hiExplanation:
      "$\\mu = \\frac{\\sin\\frac{A + \\delta_m}{2}}{\\sin\\frac{A}{2}} = \\frac{\\sin 45^{\\circ}}{\\sin 30^{\\circ}} = \\frac{1/\\sqrt{2}}{1/2} = \\sqrt{2} \\approx 1.414$। न्यूनतम विचलन पर किरण प्रिज़्म से सममित रूप से गुज़रती है और प्रत्येक फलक पर अपवर्तन कोण $A/2 = 30^{\\circ}$ होता है।",
    source: `${P12}, Ch. 9 Ray Optics and Optical Instruments`,
  }),
  make(P, {
    key: "neet-p1-phy-41",
    topic: "Ray Optics and Optical Instruments",
    difficulty: "hard",
    text: "A small bulb lies at the bottom of a tank filled with water (refractive index $\\frac{4}{3}$) to a depth of $\\sqrt{7}\\ \\mathrm{m}$. Light from the bulb leaves the water surface only through a circular patch. What is the radius of this patch?",
    options: [
      "$\\sqrt{7}\\ \\mathrm{m}$",
      "$4\\ \\mathrm{m}$",
      "$\\frac{3}{4}\\ \\mathrm{m}$",
      "$3\\ \\mathrm{m}$",
    ],
    correct: 3,
    explanation:
      "Rays meeting the surface at more than the critical angle $C$ are totally reflected, so the patch has radius $r = h\\tan C$. Here $\\sin C = \\frac{1}{\\mu} = \\frac{3}{4}$, so $\\cos C = \\frac{\\sqrt{7}}{4}$ and $\\tan C = \\frac{3}{\\sqrt{7}}$. Hence $r = \\sqrt{7} \\times \\frac{3}{\\sqrt{7}} = 3\\ \\mathrm{m}$ (the formula $r = \\frac{h}{\\sqrt{\\mu^2 - 1}}$ gives the same).",
    hiText:
      "$\\sqrt{7}\\ \\mathrm{m}$ गहराई तक जल (अपवर्तनांक $\\frac{4}{3}$) से भरी एक टंकी के तल पर एक छोटा बल्ब रखा है। बल्ब का प्रकाश जल के पृष्ठ से केवल एक वृत्ताकार भाग से ही बाहर निकलता है। इस भाग की त्रिज्या कितनी है?",
    hiExplanation:
      "क्रांतिक कोण $C$ से बड़े कोण पर पृष्ठ पर पहुँचने वाली किरणों का पूर्ण आंतरिक परावर्तन हो जाता है, अतः वृत्त की त्रिज्या $r = h\\tan C$। यहाँ $\\sin C = \\frac{1}{\\mu} = \\frac{3}{4}$, अतः $\\cos C = \\frac{\\sqrt{7}}{4}$ तथा $\\tan C = \\frac{3}{\\sqrt{7}}$। इसलिए $r = \\sqrt{7} \\times \\frac{3}{\\sqrt{7}} = 3\\ \\mathrm{m}$ (सूत्र $r = \\frac{h}{\\sqrt{\\mu^2 - 1}}$ से भी यही मिलता है)।",
    source: `${P12}, Ch. 9 Ray Optics and Optical Instruments`,
  }),
  make(P, {
    key: "neet-p1-phy-42",
    topic: "Wave Optics",
    difficulty: "medium",
    text: "In a Young's double-slit experiment with light of wavelength $600\\ \\mathrm{nm}$, the slits are $0.5\\ \\mathrm{mm}$ apart and the screen is $1\\ \\mathrm{m}$ away. What is the fringe width when the whole apparatus is immersed in water of refractive index $\\frac{4}{3}$?",
    options: [
      "$1.2\\ \\mathrm{mm}$",
      "$0.9\\ \\mathrm{mm}$",
      "$1.6\\ \\mathrm{mm}$",
      "$0.45\\ \\mathrm{mm}$",
    ],
    correct: 1,
    explanation:
      "In air $\\beta = \\frac{\\lambda D}{d} = \\frac{600 \\times 10^{-9} \\times 1}{0.5 \\times 10^{-3}} = 1.2\\ \\mathrm{mm}$. In water the wavelength becomes $\\lambda/\\mu$, so $\\beta' = \\frac{1.2}{4/3} = 0.9\\ \\mathrm{mm}$. $1.2\\ \\mathrm{mm}$ is the width in air and $1.6\\ \\mathrm{mm}$ multiplies instead of dividing.",
    hiText:
      "$600\\ \\mathrm{nm}$ तरंगदैर्ध्य के प्रकाश से किए गए यंग के द्वि-झिरी प्रयोग में झिरियों के बीच की दूरी $0.5\\ \\mathrm{mm}$ तथा पर्दे की दूरी $1\\ \\mathrm{m}$ है। पूरे उपकरण को $\\frac{4}{3}$ अपवर्तनांक वाले जल में डुबो देने पर फ्रिंज चौड़ाई कितनी होगी?",
    hiExplanation:
      "वायु में $\\beta = \\frac{\\lambda D}{d} = \\frac{600 \\times 10^{-9} \\times 1}{0.5 \\times 10^{-3}} = 1.2\\ \\mathrm{mm}$। जल में तरंगदैर्ध्य $\\lambda/\\mu$ हो जाती है, अतः $\\beta' = \\frac{1.2}{4/3} = 0.9\\ \\mathrm{mm}$। $1.2\\ \\mathrm{mm}$ वायु में चौड़ाई है तथा $1.6\\ \\mathrm{mm}$ में भाग के स्थान पर गुणा किया गया है।",
    source: `${P12}, Ch. 10 Wave Optics`,
  }),
  make(P, {
    key: "neet-p1-phy-43",
    topic: "Atoms",
    difficulty: "hard",
    text: "In the spectrum of the hydrogen atom, what is the ratio of the wavelength of the first line of the Lyman series to that of the first line of the Balmer series?",
    options: ["$\\frac{27}{5}$", "$\\frac{5}{27}$", "$\\frac{4}{9}$", "$\\frac{3}{4}$"],
    correct: 1,
    explanation:
      "$\\frac{1}{\\lambda} = R\\left(\\frac{1}{n_1^2} - \\frac{1}{n_2^2}\\right)$. Lyman first line ($2 \\to 1$): $\\frac{1}{\\lambda_L} = R \\cdot \\frac{3}{4}$. Balmer first line ($3 \\to 2$): $\\frac{1}{\\lambda_B} = R\\left(\\frac{1}{4} - \\frac{1}{9}\\right) = R \\cdot \\frac{5}{36}$. So $\\frac{\\lambda_L}{\\lambda_B} = \\frac{5/36}{3/4} = \\frac{5}{27}$: the Lyman line (ultraviolet) is much shorter than the Balmer line (visible red).",
    hiText:
      "हाइड्रोजन परमाणु के स्पेक्ट्रम में लाइमैन श्रेणी की प्रथम रेखा की तरंगदैर्ध्य का बामर श्रेणी की प्रथम रेखा की तरंगदैर्ध्य से अनुपात क्या है?",
    hiExplanation:
      "$\\frac{1}{\\lambda} = R\\left(\\frac{1}{n_1^2} - \\frac{1}{n_2^2}\\right)$। लाइमैन प्रथम रेखा ($2 \\to 1$): $\\frac{1}{\\lambda_L} = R \\cdot \\frac{3}{4}$। बामर प्रथम रेखा ($3 \\to 2$): $\\frac{1}{\\lambda_B} = R\\left(\\frac{1}{4} - \\frac{1}{9}\\right) = R \\cdot \\frac{5}{36}$। अतः $\\frac{\\lambda_L}{\\lambda_B} = \\frac{5/36}{3/4} = \\frac{5}{27}$: लाइमैन रेखा (पराबैंगनी) बामर रेखा (दृश्य लाल) से बहुत छोटी है।",
    source: `${P12}, Ch. 12 Atoms`,
  }),
  make(P, {
    key: "neet-p1-phy-44",
    topic: "Nuclei",
    difficulty: "hard",
    text: "Given the masses $m(^{1}_{1}\\mathrm{H}) = 1.007825\\ \\mathrm{u}$, $m_n = 1.008665\\ \\mathrm{u}$ and $m(^{4}_{2}\\mathrm{He}) = 4.002603\\ \\mathrm{u}$, and $1\\ \\mathrm{u} = 931.5\\ \\mathrm{MeV}/c^2$, what is the binding energy per nucleon of $^{4}_{2}\\mathrm{He}$, approximately?",
    options: [
      "$28.3\\ \\mathrm{MeV}$",
      "$14.2\\ \\mathrm{MeV}$",
      "$7.1\\ \\mathrm{MeV}$",
      "$3.5\\ \\mathrm{MeV}$",
    ],
    correct: 2,
    explanation:
      "Mass defect $\\Delta m = 2(1.007825) + 2(1.008665) - 4.002603 = 4.032980 - 4.002603 = 0.030377\\ \\mathrm{u}$. Binding energy $= 0.030377 \\times 931.5 \\approx 28.3\\ \\mathrm{MeV}$, shared by 4 nucleons: about $7.1\\ \\mathrm{MeV}$ per nucleon. $28.3\\ \\mathrm{MeV}$ is the total, not per nucleon.",
    hiText:
      "दिए गए द्रव्यमान $m(^{1}_{1}\\mathrm{H}) = 1.007825\\ \\mathrm{u}$, $m_n = 1.008665\\ \\mathrm{u}$ तथा $m(^{4}_{2}\\mathrm{He}) = 4.002603\\ \\mathrm{u}$ हैं, और $1\\ \\mathrm{u} = 931.5\\ \\mathrm{MeV}/c^2$। $^{4}_{2}\\mathrm{He}$ की प्रति न्यूक्लिऑन बंधन ऊर्जा लगभग कितनी है?",
    hiExplanation:
      "द्रव्यमान क्षति $\\Delta m = 2(1.007825) + 2(1.008665) - 4.002603 = 4.032980 - 4.002603 = 0.030377\\ \\mathrm{u}$। बंधन ऊर्जा $= 0.030377 \\times 931.5 \\approx 28.3\\ \\mathrm{MeV}$, जो 4 न्यूक्लिऑनों में बँटती है: प्रति न्यूक्लिऑन लगभग $7.1\\ \\mathrm{MeV}$। $28.3\\ \\mathrm{MeV}$ कुल बंधन ऊर्जा है, प्रति न्यूक्लिऑन नहीं।",
    source: `${P12}, Ch. 13 Nuclei`,
  }),
  twoStatements(P, {
    key: "neet-p1-phy-45",
    topic: "Semiconductor Electronics",
    difficulty: "easy",
    one: "When a p-n junction diode is forward biased, the width of its depletion layer decreases.",
    two: "A Zener diode used as a voltage regulator is operated in forward bias.",
    hiOne: "p-n संधि डायोड को अग्रदिशिक बायसित करने पर उसकी ह्रासी परत की चौड़ाई घट जाती है।",
    hiTwo: "वोल्टता नियंत्रक के रूप में प्रयुक्त ज़ेनर डायोड अग्रदिशिक बायस में प्रचालित किया जाता है।",
    correct: 2,
    explanation:
      "Statement I is correct: the forward bias opposes the barrier potential, so the depletion layer narrows and current flows. Statement II is incorrect: a Zener diode regulates voltage in reverse bias, at its breakdown voltage, where the voltage across it stays nearly constant over a wide range of current.",
    hiExplanation:
      "कथन I सही है: अग्रदिशिक बायस रोधिका विभव का विरोध करता है, अतः ह्रासी परत पतली हो जाती है और धारा प्रवाहित होती है। कथन II गलत है: ज़ेनर डायोड पश्चदिशिक बायस में, अपनी भंजन वोल्टता पर, वोल्टता नियंत्रित करता है, जहाँ धारा के विस्तृत परिसर में उसके सिरों की वोल्टता लगभग नियत रहती है।",
    source: `${P12}, Ch. 14 Semiconductor Electronics: Materials, Devices and Simple Circuits`,
  }),
];
