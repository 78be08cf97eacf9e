import type { ContentQuestion } from "~/server/content/types";

/**
 * Physics written for the JEE Advanced-style full-length paper: 4 single-correct, 4 multiple-correct,
 * 6 numerical-value and 4 List-I/List-II questions. Computed answers are re-derived in
 * advanced.answers.test.ts.
 */
export const advancedPhysics: ContentQuestion[] = [
  {
    key: "jee-adv-phy-001",
    subject: "Physics",
    topic: "Rotational Motion",
    difficulty: "medium",
    text: "A solid sphere is set sliding with speed $v_0$ and no rotation on a rough horizontal floor. Kinetic friction acts until it begins to roll without slipping. What is its speed then?",
    options: ["$\\frac{3}{5}v_0$", "$\\frac{2}{7}v_0$", "$\\frac{5}{7}v_0$", "$\\frac{1}{2}v_0$"],
    correct: 2,
    explanation:
      "Friction acts at the contact point, so angular momentum about that point is conserved: $mv_0R = mvR + \\frac{2}{5}mR^2\\frac{v}{R}$, giving $v = \\frac{5}{7}v_0$. (Equivalently, friction slows the centre at $\\mu g$ and spins it up at $\\frac{5\\mu g}{2R}$ until $v = \\omega R$.) Kinetic energy is not conserved, since the sphere slides while friction acts.",
    hi: {
      text: "एक ठोस गोले को खुरदरे क्षैतिज फर्श पर $v_0$ चाल से, बिना घूर्णन के, फिसलता छोड़ा जाता है। बिना फिसले लोटनिक गति आरंभ होने तक गतिज घर्षण लगता है। तब उसकी चाल क्या है?",
      options: ["$\\frac{3}{5}v_0$", "$\\frac{2}{7}v_0$", "$\\frac{5}{7}v_0$", "$\\frac{1}{2}v_0$"],
      explanation:
        "घर्षण संपर्क बिंदु पर लगता है, अतः उस बिंदु के परितः कोणीय संवेग संरक्षित है: $mv_0R = mvR + \\frac{2}{5}mR^2\\frac{v}{R}$, जिससे $v = \\frac{5}{7}v_0$। गतिज ऊर्जा संरक्षित नहीं है, क्योंकि घर्षण लगने तक गोला फिसलता है।",
    },
  },
  {
    key: "jee-adv-phy-002",
    subject: "Physics",
    topic: "Electrostatics",
    difficulty: "hard",
    text: "A small charged bead carrying $12\\ \\mu\\mathrm{C}$ sits exactly at a vertex of a closed cubical box. What is the electric flux through any one face of the box that does not meet that vertex?",
    options: [
      "$0$",
      "$1.5\\ \\mu\\mathrm{C}/\\varepsilon_0$",
      "$2\\ \\mu\\mathrm{C}/\\varepsilon_0$",
      "$0.5\\ \\mu\\mathrm{C}/\\varepsilon_0$",
    ],
    correct: 3,
    explanation:
      "Eight such boxes placed round the vertex would enclose the charge symmetrically, so one box receives $\\frac{q}{8\\varepsilon_0}$. The three faces that meet at the charge have the field lines in their planes and carry no flux, so the other three faces share $\\frac{q}{8\\varepsilon_0}$ equally: $\\frac{q}{24\\varepsilon_0} = \\frac{12}{24} = 0.5\\ \\mu\\mathrm{C}/\\varepsilon_0$ each. $1.5\\ \\mu\\mathrm{C}/\\varepsilon_0$ is the flux through the whole box, and $2$ assumes the charge at the centre.",
    hi: {
      text: "$12\\ \\mu\\mathrm{C}$ आवेश वाला एक छोटा मनका एक बंद घनाकार डिब्बे के ठीक एक शीर्ष पर रखा है। डिब्बे के उस किसी भी फलक से विद्युत फ्लक्स कितना है जो उस शीर्ष को नहीं छूता?",
      options: [
        "$0$",
        "$1.5\\ \\mu\\mathrm{C}/\\varepsilon_0$",
        "$2\\ \\mu\\mathrm{C}/\\varepsilon_0$",
        "$0.5\\ \\mu\\mathrm{C}/\\varepsilon_0$",
      ],
      explanation:
        "शीर्ष के चारों ओर ऐसे आठ डिब्बे आवेश को सममित रूप से घेरते, अतः एक डिब्बे को $\\frac{q}{8\\varepsilon_0}$ मिलता है। आवेश पर मिलने वाले तीन फलकों के तल में क्षेत्र रेखाएँ हैं, उनसे फ्लक्स शून्य; शेष तीन फलक इसे बराबर बाँटते हैं: प्रत्येक $\\frac{q}{24\\varepsilon_0} = 0.5\\ \\mu\\mathrm{C}/\\varepsilon_0$। $1.5$ पूरे डिब्बे का फ्लक्स है और $2$ आवेश को केंद्र पर मानने से आता है।",
    },
  },
  {
    key: "jee-adv-phy-003",
    subject: "Physics",
    topic: "Modern Physics",
    difficulty: "hard",
    text: "When a metal surface is lit with light of wavelength $\\lambda$, the stopping potential is $3V_0$; with light of wavelength $2\\lambda$ it is $V_0$. What is the threshold wavelength of the metal?",
    options: ["$\\frac{8}{3}\\lambda$", "$3\\lambda$", "$6\\lambda$", "$4\\lambda$"],
    correct: 3,
    explanation:
      "$\\frac{hc}{\\lambda} - \\phi = 3eV_0$ and $\\frac{hc}{2\\lambda} - \\phi = eV_0$. Subtracting, $\\frac{hc}{2\\lambda} = 2eV_0$, so $eV_0 = \\frac{hc}{4\\lambda}$ and $\\phi = \\frac{hc}{2\\lambda} - \\frac{hc}{4\\lambda} = \\frac{hc}{4\\lambda}$. The threshold wavelength is $\\frac{hc}{\\phi} = 4\\lambda$.",
    hi: {
      text: "किसी धातु पृष्ठ पर $\\lambda$ तरंगदैर्ध्य का प्रकाश डालने पर निरोधी विभव $3V_0$ है; $2\\lambda$ तरंगदैर्ध्य पर यह $V_0$ है। धातु की देहली तरंगदैर्ध्य क्या है?",
      options: ["$\\frac{8}{3}\\lambda$", "$3\\lambda$", "$6\\lambda$", "$4\\lambda$"],
      explanation:
        "$\\frac{hc}{\\lambda} - \\phi = 3eV_0$ और $\\frac{hc}{2\\lambda} - \\phi = eV_0$। घटाने पर $\\frac{hc}{2\\lambda} = 2eV_0$, अतः $eV_0 = \\frac{hc}{4\\lambda}$ और $\\phi = \\frac{hc}{4\\lambda}$। देहली तरंगदैर्ध्य $\\frac{hc}{\\phi} = 4\\lambda$।",
    },
  },
  {
    key: "jee-adv-phy-004",
    subject: "Physics",
    topic: "Thermodynamics",
    difficulty: "hard",
    text: "One mole of an ideal monatomic gas is taken round the rectangular cycle $A(P_0, V_0) \\to B(2P_0, V_0) \\to C(2P_0, 2V_0) \\to D(P_0, 2V_0) \\to A$. What is the efficiency of this cycle?",
    options: ["$\\frac{1}{4}$", "$\\frac{2}{13}$", "$\\frac{1}{6}$", "$\\frac{2}{15}$"],
    correct: 1,
    explanation:
      "Net work = area $= P_0V_0$. Heat enters in AB (isochoric, $\\frac{3}{2}\\Delta(PV) = \\frac{3}{2}P_0V_0$) and BC (isobaric, $\\frac{5}{2}\\Delta(PV) = \\frac{5}{2} \\times 2P_0V_0 = 5P_0V_0$); CD and DA give heat out. So $Q_{in} = 6.5P_0V_0$ and $\\eta = \\frac{1}{6.5} = \\frac{2}{13} \\approx 15.4\\%$. Dividing by the net heat instead of the heat absorbed is the usual error.",
    hi: {
      text: "एक मोल आदर्श एकपरमाणुक गैस को आयताकार चक्र $A(P_0, V_0) \\to B(2P_0, V_0) \\to C(2P_0, 2V_0) \\to D(P_0, 2V_0) \\to A$ पर ले जाया जाता है। इस चक्र की दक्षता क्या है?",
      options: ["$\\frac{1}{4}$", "$\\frac{2}{13}$", "$\\frac{1}{6}$", "$\\frac{2}{15}$"],
      explanation:
        "कुल कार्य = क्षेत्रफल $= P_0V_0$। ऊष्मा AB (समआयतनिक, $\\frac{3}{2}P_0V_0$) और BC (समदाबी, $\\frac{5}{2} \\times 2P_0V_0 = 5P_0V_0$) में अवशोषित होती है; CD और DA में निकलती है। अतः $Q_{in} = 6.5P_0V_0$ और $\\eta = \\frac{1}{6.5} = \\frac{2}{13} \\approx 15.4\\%$।",
    },
  },
  {
    key: "jee-adv-phy-mul-01",
    type: "multiple",
    subject: "Physics",
    topic: "Laws of Motion",
    difficulty: "medium",
    text: "A small ball of mass $m$ on a light string of length $L$ moves in a vertical circle. Its speed at the lowest point is $\\sqrt{6gL}$. Which of the following are correct? (One or more options may be correct.)",
    options: [
      "The tension at the highest point is $mg$",
      "The tension at the lowest point is $7mg$",
      "The tension at the lowest point exceeds that at the highest point by $6mg$",
      "The speed at the highest point is $\\sqrt{2gL}$",
    ],
    correctAnswers: [0, 1, 2, 3],
    explanation:
      "Energy: $v_{top}^2 = 6gL - 4gL = 2gL$, so (D) holds and the string stays taut (it needs only $gL$). At the top $T + mg = \\frac{m(2gL)}{L}$, so $T = mg$ (A). At the bottom $T - mg = \\frac{m(6gL)}{L}$, so $T = 7mg$ (B). The difference $7mg - mg = 6mg$ (C), which holds for any speed in a full vertical circle.",
    hi: {
      text: "$L$ लंबाई की हल्की डोरी से बँधी $m$ द्रव्यमान की छोटी गेंद ऊर्ध्वाधर वृत्त में घूमती है। निम्नतम बिंदु पर उसकी चाल $\\sqrt{6gL}$ है। निम्नलिखित में से कौन-से सही हैं? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: [
        "उच्चतम बिंदु पर तनाव $mg$ है",
        "निम्नतम बिंदु पर तनाव $7mg$ है",
        "निम्नतम बिंदु पर तनाव उच्चतम बिंदु से $6mg$ अधिक है",
        "उच्चतम बिंदु पर चाल $\\sqrt{2gL}$ है",
      ],
      explanation:
        "ऊर्जा से $v_{top}^2 = 6gL - 4gL = 2gL$, अतः (D) सही और डोरी तनी रहती है। शीर्ष पर $T + mg = 2mg$, अतः $T = mg$ (A)। तल पर $T - mg = 6mg$, अतः $T = 7mg$ (B)। अंतर $6mg$ (C), जो पूर्ण ऊर्ध्वाधर वृत्त में किसी भी चाल के लिए सत्य है।",
    },
  },
  {
    key: "jee-adv-phy-mul-02",
    type: "multiple",
    subject: "Physics",
    topic: "Electromagnetic Induction and Alternating Currents",
    difficulty: "hard",
    text: "A conducting rod of mass $m$ slides without friction on two long horizontal rails a distance $l$ apart, joined at one end by a resistor $R$ (all other resistance negligible). A uniform vertical magnetic field $B$ acts. The rod is given a speed $v_0$ along the rails and left to itself. Which of the following are correct? (One or more options may be correct.)",
    options: [
      "Its speed decays exponentially with time constant $\\frac{mR}{B^2l^2}$",
      "It travels a total distance $\\frac{mv_0R}{B^2l^2}$ before stopping",
      "The total charge that flows through the resistor is $\\frac{mv_0}{Bl}$",
      "The current in the circuit stays constant until the rod stops",
    ],
    correctAnswers: [0, 1, 2],
    explanation:
      "The induced current $I = \\frac{Blv}{R}$ gives a retarding force $BIl = \\frac{B^2l^2v}{R}$, so $m\\frac{dv}{dt} = -\\frac{B^2l^2}{R}v$: $v = v_0e^{-t/\\tau}$ with $\\tau = \\frac{mR}{B^2l^2}$ (A). Writing $m\\,dv = -\\frac{B^2l^2}{R}dx$ and integrating gives the distance $\\frac{mv_0R}{B^2l^2}$ (B). The impulse $\\int BIl\\,dt = Blq = mv_0$ gives $q = \\frac{mv_0}{Bl}$ (C). The current falls with $v$, so (D) is wrong.",
    hi: {
      text: "$m$ द्रव्यमान की एक चालक छड़ $l$ दूरी पर स्थित दो लंबी क्षैतिज पटरियों पर बिना घर्षण फिसलती है, जो एक सिरे पर प्रतिरोधक $R$ से जुड़ी हैं (अन्य प्रतिरोध नगण्य)। एकसमान ऊर्ध्वाधर चुंबकीय क्षेत्र $B$ लगा है। छड़ को पटरियों के अनुदिश $v_0$ चाल देकर छोड़ दिया जाता है। निम्नलिखित में से कौन-से सही हैं? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: [
        "इसकी चाल समय नियतांक $\\frac{mR}{B^2l^2}$ के साथ चरघातांकी रूप से घटती है",
        "रुकने से पहले यह कुल $\\frac{mv_0R}{B^2l^2}$ दूरी तय करती है",
        "प्रतिरोधक से प्रवाहित कुल आवेश $\\frac{mv_0}{Bl}$ है",
        "छड़ के रुकने तक परिपथ में धारा नियत रहती है",
      ],
      explanation:
        "प्रेरित धारा $I = \\frac{Blv}{R}$ मंदक बल $\\frac{B^2l^2v}{R}$ देती है, अतः $v = v_0e^{-t/\\tau}$, $\\tau = \\frac{mR}{B^2l^2}$ (A)। $m\\,dv = -\\frac{B^2l^2}{R}dx$ का समाकलन दूरी $\\frac{mv_0R}{B^2l^2}$ देता है (B)। आवेग $Blq = mv_0$ से $q = \\frac{mv_0}{Bl}$ (C)। धारा $v$ के साथ घटती है, अतः (D) गलत है।",
    },
  },
  {
    key: "jee-adv-phy-mul-03",
    type: "multiple",
    subject: "Physics",
    topic: "Optics",
    difficulty: "easy",
    text: "An object is placed 30 cm in front of a thin convex lens of focal length 20 cm. Which of the following are correct? (One or more options may be correct.)",
    options: [
      "The image is formed 60 cm from the lens on the other side",
      "The image is virtual",
      "The image is twice the size of the object",
      "If the object is moved to 15 cm from the lens, the image becomes virtual and erect",
    ],
    correctAnswers: [0, 2, 3],
    explanation:
      "$\\frac{1}{v} - \\frac{1}{u} = \\frac{1}{f}$ with $u = -30$, $f = 20$: $\\frac{1}{v} = \\frac{1}{20} - \\frac{1}{30} = \\frac{1}{60}$, so $v = +60$ cm: a real, inverted image (B is wrong) with $m = \\frac{v}{u} = -2$ (A, C). With the object inside the focal length (15 cm) the image is virtual, erect and magnified (D).",
    hi: {
      text: "20 cm फोकस दूरी के पतले उत्तल लेंस के सामने 30 cm पर एक वस्तु रखी है। निम्नलिखित में से कौन-से सही हैं? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: [
        "प्रतिबिंब लेंस के दूसरी ओर 60 cm पर बनता है",
        "प्रतिबिंब आभासी है",
        "प्रतिबिंब वस्तु से दोगुने आकार का है",
        "वस्तु को लेंस से 15 cm पर ले जाने पर प्रतिबिंब आभासी और सीधा हो जाता है",
      ],
      explanation:
        "$\\frac{1}{v} - \\frac{1}{u} = \\frac{1}{f}$, $u = -30$, $f = 20$: $\\frac{1}{v} = \\frac{1}{60}$, अतः $v = +60$ cm: वास्तविक, उलटा प्रतिबिंब (B गलत), $m = \\frac{v}{u} = -2$ (A, C)। फोकस दूरी के भीतर (15 cm) वस्तु का प्रतिबिंब आभासी, सीधा और आवर्धित होता है (D)।",
    },
  },
  {
    key: "jee-adv-phy-mul-04",
    type: "multiple",
    subject: "Physics",
    topic: "Oscillations and Waves",
    difficulty: "hard",
    text: "A stationary wave on a string is $y = 2\\sin\\left(\\frac{\\pi x}{3}\\right)\\cos(40\\pi t)$, with $x$ and $y$ in cm and $t$ in s. Which of the following are correct? (One or more options may be correct.)",
    options: [
      "Adjacent nodes are 3 cm apart",
      "The frequency of vibration is 20 Hz",
      "The component travelling waves move at 240 cm/s",
      "The points at $x = 1.5$ cm are antinodes",
    ],
    correctAnswers: [0, 1, 3],
    explanation:
      "$k = \\frac{\\pi}{3}\\ \\mathrm{cm^{-1}}$ gives $\\lambda = 6$ cm, and nodes ($\\sin kx = 0$) are $\\frac{\\lambda}{2} = 3$ cm apart (A). $\\omega = 40\\pi$ gives $f = 20$ Hz (B). The component waves travel at $\\frac{\\omega}{k} = 120$ cm/s, not 240 (C is wrong). At $x = 1.5$ cm, $\\sin\\frac{\\pi}{2} = 1$: an antinode (D). Each component wave has amplitude 1 cm.",
    hi: {
      text: "एक डोरी पर अप्रगामी तरंग $y = 2\\sin\\left(\\frac{\\pi x}{3}\\right)\\cos(40\\pi t)$ है, जहाँ $x$ और $y$ cm में तथा $t$ s में हैं। निम्नलिखित में से कौन-से सही हैं? (एक या अधिक विकल्प सही हो सकते हैं।)",
      options: [
        "संलग्न निस्पंदों के बीच दूरी 3 cm है",
        "कंपन की आवृत्ति 20 Hz है",
        "घटक प्रगामी तरंगें 240 cm/s से चलती हैं",
        "$x = 1.5$ cm पर स्थित बिंदु प्रस्पंद हैं",
      ],
      explanation:
        "$k = \\frac{\\pi}{3}\\ \\mathrm{cm^{-1}}$ से तरंगदैर्ध्य $\\lambda = 6$ cm, और निस्पंद $\\frac{\\lambda}{2} = 3$ cm दूर (A)। $\\omega = 40\\pi$ से $f = 20$ Hz (B)। घटक तरंगों की चाल $\\frac{\\omega}{k} = 120$ cm/s है, 240 नहीं (C गलत)। $x = 1.5$ cm पर $\\sin\\frac{\\pi}{2} = 1$: प्रस्पंद (D)।",
    },
  },
  {
    key: "jee-adv-phy-num-01",
    type: "numerical",
    subject: "Physics",
    topic: "Gravitation",
    difficulty: "hard",
    text: "A straight smooth tunnel is dug along a chord of the Earth (not through the centre). A small body released from rest at one end moves to the other end under gravity alone. Treating the Earth as a uniform sphere of radius $6.4 \\times 10^6$ m with $g = 10\\ \\mathrm{m/s^2}$ at the surface, how long, in minutes, does the body take to reach the other end? (Give the answer correct to two decimal places.)",
    numericAnswer: { min: 41.88, max: 41.9 },
    explanation:
      "Inside a uniform Earth the field is $g\\frac{r}{R}$ towards the centre; its component along the chord is $g\\frac{x}{R}$, where $x$ is the distance from the chord's midpoint. So the motion is SHM with $\\omega = \\sqrt{g/R}$ whatever the chord. The trip is half a period: $t = \\pi\\sqrt{\\frac{R}{g}} = \\pi\\sqrt{6.4 \\times 10^5} = 800\\pi \\approx 2513.3$ s $\\approx 41.89$ min.",
    hi: {
      text: "पृथ्वी की एक जीवा (केंद्र से न गुजरने वाली) के अनुदिश सीधी चिकनी सुरंग खोदी गई है। एक सिरे पर विराम से छोड़ा गया छोटा पिंड केवल गुरुत्व के अधीन दूसरे सिरे तक जाता है। पृथ्वी को $6.4 \\times 10^6$ m त्रिज्या का एकसमान गोला और पृष्ठ पर $g = 10\\ \\mathrm{m/s^2}$ मानकर बताइए कि पिंड को दूसरे सिरे तक पहुँचने में कितने मिनट लगते हैं? (उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "एकसमान पृथ्वी के भीतर क्षेत्र केंद्र की ओर $g\\frac{r}{R}$ है; जीवा के अनुदिश इसका घटक $g\\frac{x}{R}$ है, जहाँ $x$ जीवा के मध्य बिंदु से दूरी है। अतः गति सरल आवर्त है, $\\omega = \\sqrt{g/R}$, जीवा चाहे जो हो। यात्रा आधा आवर्तकाल है: $t = \\pi\\sqrt{\\frac{R}{g}} = 800\\pi \\approx 2513.3$ s $\\approx 41.89$ मिनट।",
    },
  },
  {
    key: "jee-adv-phy-num-02",
    type: "numerical",
    subject: "Physics",
    topic: "Properties of Solids and Liquids",
    difficulty: "medium",
    text: "A large open tank stands on level ground and holds water to a depth of 5.0 m. A small hole is made in its side 1.8 m below the water surface. How far from the tank's wall, in metres, does the jet strike the ground? (Take $g = 10\\ \\mathrm{m/s^2}$; give the answer correct to two decimal places.)",
    numericAnswer: { min: 4.79, max: 4.81 },
    explanation:
      "Torricelli: the jet leaves at $v = \\sqrt{2gh} = \\sqrt{2 \\times 10 \\times 1.8} = 6$ m/s, horizontally. The hole is $5.0 - 1.8 = 3.2$ m above the ground, so the fall takes $\\sqrt{\\frac{2 \\times 3.2}{10}} = 0.8$ s. The jet lands $6 \\times 0.8 = 4.80$ m from the wall (equivalently $2\\sqrt{h(H - h)} = 2\\sqrt{1.8 \\times 3.2}$).",
    hi: {
      text: "समतल भूमि पर रखी एक बड़ी खुली टंकी में 5.0 m गहराई तक जल भरा है। इसकी दीवार में जल-तल से 1.8 m नीचे एक छोटा छिद्र किया जाता है। धार टंकी की दीवार से कितनी दूर (मीटर में) भूमि पर गिरती है? ($g = 10\\ \\mathrm{m/s^2}$ लें; उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "टॉरिसेली: धार $v = \\sqrt{2gh} = 6$ m/s की क्षैतिज चाल से निकलती है। छिद्र भूमि से $5.0 - 1.8 = 3.2$ m ऊपर है, अतः गिरने में $\\sqrt{\\frac{2 \\times 3.2}{10}} = 0.8$ s लगते हैं। धार दीवार से $6 \\times 0.8 = 4.80$ m पर गिरती है।",
    },
  },
  {
    key: "jee-adv-phy-num-03",
    type: "numerical",
    subject: "Physics",
    topic: "Current Electricity",
    difficulty: "medium",
    text: "An uncharged $2\\ \\mu\\mathrm{F}$ capacitor is connected at $t = 0$ through a $1\\ \\mathrm{M\\Omega}$ resistor to an ideal 10 V battery. At what time, in seconds, is the energy stored in the capacitor one-quarter of its final value? (Take $\\ln 2 = 0.693$; give the answer correct to two decimal places.)",
    numericAnswer: { min: 1.38, max: 1.4 },
    explanation:
      "Energy $\\frac{1}{2}CV_C^2$ is a quarter of its final value when $V_C$ is half the battery voltage: $1 - e^{-t/RC} = \\frac{1}{2}$, so $t = RC\\ln 2$. With $RC = 10^6 \\times 2 \\times 10^{-6} = 2$ s, $t = 2 \\times 0.693 = 1.386 \\approx 1.39$ s.",
    hi: {
      text: "$t = 0$ पर एक अनावेशित $2\\ \\mu\\mathrm{F}$ संधारित्र को $1\\ \\mathrm{M\\Omega}$ प्रतिरोधक द्वारा एक आदर्श 10 V बैटरी से जोड़ा जाता है। किस समय (सेकंड में) संधारित्र में संचित ऊर्जा उसके अंतिम मान की एक-चौथाई होगी? ($\\ln 2 = 0.693$ लें; उत्तर दो दशमलव स्थानों तक दें।)",
      explanation:
        "ऊर्जा $\\frac{1}{2}CV_C^2$ अंतिम मान की एक-चौथाई तब है जब $V_C$ बैटरी वोल्टता का आधा हो: $1 - e^{-t/RC} = \\frac{1}{2}$, अतः $t = RC\\ln 2$। $RC = 2$ s से $t = 2 \\times 0.693 \\approx 1.39$ s।",
    },
  },
  {
    key: "jee-adv-phy-num-04",
    type: "numerical",
    subject: "Physics",
    topic: "Magnetic Effects of Current and Magnetism",
    difficulty: "hard",
    text: "A thin non-conducting disc of radius 0.2 m carries a charge of 4 mC spread uniformly over its surface. It spins about its axis at 50 rad/s. What is its magnetic dipole moment, in units of $10^{-3}\\ \\mathrm{A\\,m^2}$?",
    numericAnswer: { min: 2, max: 2 },
    explanation:
      "A ring of radius $r$ and width $dr$ carries charge $dq = \\sigma 2\\pi r\\,dr$ and current $\\frac{\\omega}{2\\pi}dq = \\sigma\\omega r\\,dr$, with moment $\\sigma\\omega r\\,dr \\cdot \\pi r^2$. Integrating, $\\mu = \\frac{\\pi\\sigma\\omega R^4}{4} = \\frac{Q\\omega R^2}{4} = \\frac{4 \\times 10^{-3} \\times 50 \\times 0.04}{4} = 2 \\times 10^{-3}\\ \\mathrm{A\\,m^2}$. Treating all the charge as a ring at the rim would give twice this.",
    hi: {
      text: "0.2 m त्रिज्या की एक पतली अचालक डिस्क पर 4 mC आवेश उसके पृष्ठ पर एकसमान फैला है। यह अपनी अक्ष के परितः 50 rad/s से घूमती है। इसका चुंबकीय द्विध्रुव आघूर्ण $10^{-3}\\ \\mathrm{A\\,m^2}$ की इकाई में कितना है?",
      explanation:
        "त्रिज्या $r$ और चौड़ाई $dr$ के वलय पर आवेश $dq = \\sigma 2\\pi r\\,dr$ और धारा $\\sigma\\omega r\\,dr$ है, जिसका आघूर्ण $\\sigma\\omega r\\,dr \\cdot \\pi r^2$ है। समाकलन से $\\mu = \\frac{Q\\omega R^2}{4} = \\frac{4 \\times 10^{-3} \\times 50 \\times 0.04}{4} = 2 \\times 10^{-3}\\ \\mathrm{A\\,m^2}$। सारा आवेश किनारे पर मानने से इसका दोगुना आता।",
    },
  },
  {
    key: "jee-adv-phy-num-05",
    type: "numerical",
    subject: "Physics",
    topic: "Modern Physics",
    difficulty: "medium",
    text: "A nucleus of mass number 240, with binding energy per nucleon 7.6 MeV, splits into two nuclei of mass number 120 each, with binding energy per nucleon 8.5 MeV. How much energy, in MeV, is released?",
    numericAnswer: { min: 216, max: 216 },
    explanation:
      "The energy released is the gain in total binding energy: $2 \\times 120 \\times 8.5 - 240 \\times 7.6 = 2040 - 1824 = 216$ MeV.",
    hi: {
      text: "द्रव्यमान संख्या 240 का एक नाभिक, जिसकी प्रति न्यूक्लिऑन बंधन ऊर्जा 7.6 MeV है, द्रव्यमान संख्या 120 के दो नाभिकों में टूटता है, जिनकी प्रति न्यूक्लिऑन बंधन ऊर्जा 8.5 MeV है। कितनी ऊर्जा (MeV में) मुक्त होती है?",
      explanation:
        "मुक्त ऊर्जा कुल बंधन ऊर्जा में वृद्धि है: $2 \\times 120 \\times 8.5 - 240 \\times 7.6 = 2040 - 1824 = 216$ MeV।",
    },
  },
  {
    key: "jee-adv-phy-num-06",
    type: "numerical",
    subject: "Physics",
    topic: "Properties of Solids and Liquids",
    difficulty: "easy",
    text: "A steel rod is clamped between two rigid walls at its natural length and is then heated by $50^\\circ\\mathrm{C}$. What thermal stress develops in it, in units of $10^7$ Pa? (Young's modulus of steel $= 2 \\times 10^{11}$ Pa, coefficient of linear expansion $= 1.2 \\times 10^{-5}\\ \\mathrm{K^{-1}}$.)",
    numericAnswer: { min: 12, max: 12 },
    explanation:
      "The walls prevent the free expansion $\\alpha L\\Delta T$, so the rod carries the strain $\\alpha\\Delta T$ as compression: stress $= Y\\alpha\\Delta T = 2 \\times 10^{11} \\times 1.2 \\times 10^{-5} \\times 50 = 1.2 \\times 10^8$ Pa $= 12 \\times 10^7$ Pa, independent of the rod's length and cross-section.",
    hi: {
      text: "एक स्टील की छड़ अपनी प्राकृतिक लंबाई पर दो दृढ़ दीवारों के बीच कसी है और फिर $50^\\circ\\mathrm{C}$ गर्म की जाती है। इसमें कितना तापीय प्रतिबल ($10^7$ Pa की इकाई में) उत्पन्न होता है? (स्टील का यंग प्रत्यास्थता गुणांक $= 2 \\times 10^{11}$ Pa, रैखिक प्रसार गुणांक $= 1.2 \\times 10^{-5}\\ \\mathrm{K^{-1}}$।)",
      explanation:
        "दीवारें मुक्त प्रसार $\\alpha L\\Delta T$ को रोकती हैं, अतः छड़ में विकृति $\\alpha\\Delta T$ संपीडन के रूप में रहती है: प्रतिबल $= Y\\alpha\\Delta T = 1.2 \\times 10^8$ Pa $= 12 \\times 10^7$ Pa, जो छड़ की लंबाई और अनुप्रस्थ काट पर निर्भर नहीं।",
    },
  },
  {
    key: "jee-adv-phy-mat-01",
    format: "match-list",
    subject: "Physics",
    topic: "Thermodynamics",
    difficulty: "hard",
    text: "One mole of an ideal monatomic gas starts each time from the state $(P_0, V_0)$. Match each process in List-I with the work done by the gas in List-II. List-I: (P) reversible isothermal expansion to $2V_0$; (Q) isobaric expansion to $2V_0$; (R) reversible adiabatic expansion to $2V_0$; (S) isochoric heating to $2P_0$. List-II: (1) $P_0V_0\\ln 2$; (2) $P_0V_0$; (3) zero; (4) $\\frac{3}{2}P_0V_0\\left(1 - 2^{-2/3}\\right)$; (5) $2P_0V_0$.",
    options: ["P-1, Q-2, R-3, S-4", "P-2, Q-1, R-4, S-3", "P-1, Q-5, R-4, S-3", "P-1, Q-2, R-4, S-3"],
    correct: 3,
    explanation:
      "(P) $W = nRT\\ln\\frac{V_2}{V_1} = P_0V_0\\ln 2$ (1). (Q) $W = P_0(2V_0 - V_0) = P_0V_0$ (2). (R) With $\\gamma = \\frac{5}{3}$, $P_2 = P_0 2^{-5/3}$ and $W = \\frac{P_0V_0 - P_2(2V_0)}{\\gamma - 1} = \\frac{3}{2}P_0V_0(1 - 2^{-2/3}) \\approx 0.555P_0V_0$ (4). (S) No volume change, no work (3).",
    hi: {
      text: "एक मोल आदर्श एकपरमाणुक गैस हर बार अवस्था $(P_0, V_0)$ से आरंभ करती है। सूची-I के प्रत्येक प्रक्रम का सूची-II में गैस द्वारा किए गए कार्य से मिलान कीजिए। सूची-I: (P) $2V_0$ तक उत्क्रमणीय समतापी प्रसार; (Q) $2V_0$ तक समदाबी प्रसार; (R) $2V_0$ तक उत्क्रमणीय रुद्धोष्म प्रसार; (S) $2P_0$ तक समआयतनिक तापन। सूची-II: (1) $P_0V_0\\ln 2$; (2) $P_0V_0$; (3) शून्य; (4) $\\frac{3}{2}P_0V_0\\left(1 - 2^{-2/3}\\right)$; (5) $2P_0V_0$।",
      options: ["P-1, Q-2, R-3, S-4", "P-2, Q-1, R-4, S-3", "P-1, Q-5, R-4, S-3", "P-1, Q-2, R-4, S-3"],
      explanation:
        "(P) $W = nRT\\ln 2 = P_0V_0\\ln 2$ (1)। (Q) $W = P_0V_0$ (2)। (R) $\\gamma = \\frac{5}{3}$ के साथ $P_2 = P_0 2^{-5/3}$ और $W = \\frac{P_0V_0 - P_2(2V_0)}{\\gamma - 1} = \\frac{3}{2}P_0V_0(1 - 2^{-2/3})$ (4)। (S) आयतन परिवर्तन नहीं, कार्य शून्य (3)।",
    },
  },
  {
    key: "jee-adv-phy-mat-02",
    format: "match-list",
    subject: "Physics",
    topic: "Magnetic Effects of Current and Magnetism",
    difficulty: "hard",
    text: "A steady current $I$ flows in each arrangement of List-I ($R$ is a length, $n$ turns per unit length). Match each with the magnitude of the magnetic field in List-II. List-I: (P) at distance $R$ from an infinitely long straight wire; (Q) at the centre of a circular loop of radius $R$; (R) well inside a long ideal solenoid; (S) on the axis of a circular loop of radius $R$, at distance $\\sqrt{3}R$ from its centre. List-II: (1) $\\frac{\\mu_0I}{2R}$; (2) $\\mu_0nI$; (3) $\\frac{\\mu_0I}{16R}$; (4) $\\frac{\\mu_0I}{2\\pi R}$; (5) $\\frac{\\mu_0I}{4R}$.",
    options: ["P-4, Q-1, R-2, S-3", "P-1, Q-4, R-2, S-3", "P-4, Q-1, R-2, S-5", "P-4, Q-5, R-2, S-3"],
    correct: 0,
    explanation:
      "(P) Ampère's law: $\\frac{\\mu_0I}{2\\pi R}$ (4). (Q) Biot-Savart at the centre: $\\frac{\\mu_0I}{2R}$ (1). (R) $\\mu_0nI$ (2). (S) On the axis $B = \\frac{\\mu_0IR^2}{2(R^2 + x^2)^{3/2}}$; with $x^2 = 3R^2$, $(4R^2)^{3/2} = 8R^3$, so $B = \\frac{\\mu_0I}{16R}$ (3).",
    hi: {
      text: "सूची-I की प्रत्येक व्यवस्था में स्थिर धारा $I$ बहती है ($R$ एक लंबाई, $n$ प्रति एकांक लंबाई फेरे)। प्रत्येक का सूची-II में चुंबकीय क्षेत्र के परिमाण से मिलान कीजिए। सूची-I: (P) अनंत लंबे सीधे तार से $R$ दूरी पर; (Q) $R$ त्रिज्या के वृत्ताकार लूप के केंद्र पर; (R) लंबी आदर्श परिनालिका के भीतर; (S) $R$ त्रिज्या के वृत्ताकार लूप की अक्ष पर, केंद्र से $\\sqrt{3}R$ दूरी पर। सूची-II: (1) $\\frac{\\mu_0I}{2R}$; (2) $\\mu_0nI$; (3) $\\frac{\\mu_0I}{16R}$; (4) $\\frac{\\mu_0I}{2\\pi R}$; (5) $\\frac{\\mu_0I}{4R}$।",
      options: ["P-4, Q-1, R-2, S-3", "P-1, Q-4, R-2, S-3", "P-4, Q-1, R-2, S-5", "P-4, Q-5, R-2, S-3"],
      explanation:
        "(P) ऐम्पियर नियम: $\\frac{\\mu_0I}{2\\pi R}$ (4)। (Q) केंद्र पर बायो-सावर्ट: $\\frac{\\mu_0I}{2R}$ (1)। (R) $\\mu_0nI$ (2)। (S) अक्ष पर चुंबकीय क्षेत्र $B = \\frac{\\mu_0IR^2}{2(R^2 + x^2)^{3/2}}$; $x^2 = 3R^2$ पर $(4R^2)^{3/2} = 8R^3$, अतः $B = \\frac{\\mu_0I}{16R}$ (3)।",
    },
  },
  {
    key: "jee-adv-phy-mat-03",
    format: "match-list",
    subject: "Physics",
    topic: "Modern Physics",
    difficulty: "easy",
    text: "Match each process in a hydrogen atom in List-I with the photon energy in List-II (ground-state energy $-13.6$ eV). List-I: (P) $n = 2 \\to n = 1$; (Q) $n = 3 \\to n = 2$; (R) $n = 4 \\to n = 3$; (S) ionisation from the ground state. List-II: (1) 13.6 eV; (2) 0.66 eV; (3) 10.2 eV; (4) 1.89 eV; (5) 12.75 eV.",
    options: ["P-3, Q-4, R-2, S-1", "P-3, Q-2, R-4, S-1", "P-5, Q-4, R-2, S-1", "P-3, Q-4, R-2, S-5"],
    correct: 0,
    explanation:
      "$E_n = -\\frac{13.6}{n^2}$ eV. (P) $13.6(1 - \\frac{1}{4}) = 10.2$ eV (3). (Q) $13.6(\\frac{1}{4} - \\frac{1}{9}) \\approx 1.89$ eV (4). (R) $13.6(\\frac{1}{9} - \\frac{1}{16}) \\approx 0.66$ eV (2). (S) 13.6 eV (1). 12.75 eV is the $4 \\to 1$ photon.",
    hi: {
      text: "हाइड्रोजन परमाणु में सूची-I के प्रत्येक प्रक्रम का सूची-II में फ़ोटॉन ऊर्जा से मिलान कीजिए (मूल अवस्था ऊर्जा $-13.6$ eV)। सूची-I: (P) $n = 2 \\to n = 1$; (Q) $n = 3 \\to n = 2$; (R) $n = 4 \\to n = 3$; (S) मूल अवस्था से आयनन। सूची-II: (1) 13.6 eV; (2) 0.66 eV; (3) 10.2 eV; (4) 1.89 eV; (5) 12.75 eV।",
      options: ["P-3, Q-4, R-2, S-1", "P-3, Q-2, R-4, S-1", "P-5, Q-4, R-2, S-1", "P-3, Q-4, R-2, S-5"],
      explanation:
        "$E_n = -\\frac{13.6}{n^2}$ eV। (P) 10.2 eV (3)। (Q) $\\approx 1.89$ eV (4)। (R) $\\approx 0.66$ eV (2)। (S) 13.6 eV (1)। 12.75 eV, $4 \\to 1$ का फ़ोटॉन है।",
    },
  },
  {
    key: "jee-adv-phy-mat-04",
    format: "match-list",
    subject: "Physics",
    topic: "Oscillations and Waves",
    difficulty: "medium",
    text: "Match each oscillating system of List-I with its period for small oscillations in List-II. List-I: (P) simple pendulum of length $L$; (Q) uniform rod of length $L$ pivoted at one end, swinging in a vertical plane; (R) block of mass $m$ on a spring of constant $k$; (S) liquid column of total length $L$ in a U-tube of uniform bore. List-II: (1) $2\\pi\\sqrt{\\frac{2L}{3g}}$; (2) $2\\pi\\sqrt{\\frac{L}{2g}}$; (3) $2\\pi\\sqrt{\\frac{L}{g}}$; (4) $2\\pi\\sqrt{\\frac{m}{k}}$; (5) $2\\pi\\sqrt{\\frac{3L}{2g}}$.",
    options: ["P-3, Q-1, R-4, S-2", "P-3, Q-5, R-4, S-2", "P-3, Q-1, R-4, S-5", "P-2, Q-1, R-4, S-3"],
    correct: 0,
    explanation:
      "(P) $2\\pi\\sqrt{L/g}$ (3). (Q) A physical pendulum: $T = 2\\pi\\sqrt{\\frac{I}{mgd}} = 2\\pi\\sqrt{\\frac{mL^2/3}{mgL/2}} = 2\\pi\\sqrt{\\frac{2L}{3g}}$ (1). (R) $2\\pi\\sqrt{m/k}$ (4). (S) Displacing one side by $y$ raises a column $2y$ above the other: restoring force $2A\\rho gy$ on mass $AL\\rho$, so $T = 2\\pi\\sqrt{\\frac{L}{2g}}$ (2).",
    hi: {
      text: "सूची-I के प्रत्येक दोलक निकाय का सूची-II में छोटे दोलनों के आवर्तकाल से मिलान कीजिए। सूची-I: (P) $L$ लंबाई का सरल लोलक; (Q) एक सिरे पर कीलकित $L$ लंबाई की एकसमान छड़, ऊर्ध्वाधर तल में दोलन करती; (R) $k$ नियतांक की कमानी पर $m$ द्रव्यमान का गुटका; (S) एकसमान अनुप्रस्थ काट की U-नली में कुल $L$ लंबाई का द्रव स्तंभ। सूची-II: (1) $2\\pi\\sqrt{\\frac{2L}{3g}}$; (2) $2\\pi\\sqrt{\\frac{L}{2g}}$; (3) $2\\pi\\sqrt{\\frac{L}{g}}$; (4) $2\\pi\\sqrt{\\frac{m}{k}}$; (5) $2\\pi\\sqrt{\\frac{3L}{2g}}$।",
      options: ["P-3, Q-1, R-4, S-2", "P-3, Q-5, R-4, S-2", "P-3, Q-1, R-4, S-5", "P-2, Q-1, R-4, S-3"],
      explanation:
        "(P) $2\\pi\\sqrt{L/g}$ (3)। (Q) भौतिक लोलक: जड़त्व आघूर्ण $I = mL^2/3$, $T = 2\\pi\\sqrt{\\frac{I}{mgd}} = 2\\pi\\sqrt{\\frac{2L}{3g}}$ (1)। (R) $2\\pi\\sqrt{m/k}$ (4)। (S) एक ओर $y$ विस्थापन से दूसरी ओर से $2y$ ऊँचा स्तंभ: प्रत्यानयन बल $2A\\rho gy$, द्रव्यमान $AL\\rho$, अतः $T = 2\\pi\\sqrt{\\frac{L}{2g}}$ (2)।",
    },
  },
];
