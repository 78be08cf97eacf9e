import type { PaperContent } from "~/server/content/papers";
import { paper1Botany } from "./paper-1-botany";
import { paper1Chemistry } from "./paper-1-chemistry";
import { paper1Physics } from "./paper-1-physics";
import { paper1Zoology } from "./paper-1-zoology";

const sections = [
  { name: "Physics", questions: paper1Physics },
  { name: "Chemistry", questions: paper1Chemistry },
  { name: "Botany", questions: paper1Botany },
  { name: "Zoology", questions: paper1Zoology },
];

/** NEET (UG) full-length paper 1 and the questions written for it. */
export const neetPaper1: PaperContent = {
  topics: {
    Physics: [
      "Units and Measurement",
      "Motion in a Plane",
      "System of Particles and Rotational Motion",
      "Mechanical Properties of Solids",
      "Mechanical Properties of Fluids",
      "Thermal Properties of Matter",
      "Kinetic Theory",
      "Oscillations",
      "Waves",
      "Electric Charges and Fields",
      "Electrostatic Potential and Capacitance",
      "Moving Charges and Magnetism",
      "Magnetism and Matter",
      "Electromagnetic Induction",
      "Alternating Current",
      "Ray Optics and Optical Instruments",
      "Wave Optics",
      "Atoms",
      "Nuclei",
      "Semiconductor Electronics",
    ],
    Chemistry: [
      "Classification of Elements and Periodicity",
      "Chemical Thermodynamics",
      "Redox Reactions",
      "Hydrocarbons",
      "The d- and f-Block Elements",
      "Coordination Compounds",
      "Haloalkanes and Haloarenes",
      "Alcohols, Phenols and Ethers",
      "Aldehydes, Ketones and Carboxylic Acids",
      "Amines",
      "Biomolecules",
    ],
    Botany: [
      "The Living World",
      "Biological Classification",
      "Anatomy of Flowering Plants",
      "Cell Cycle and Cell Division",
      "Respiration in Plants",
      "Plant Growth and Development",
      "Microbes in Human Welfare",
      "Organisms and Populations",
      "Biodiversity and Conservation",
    ],
    Zoology: [
      "Structural Organisation in Animals",
      "Biomolecules",
      "Locomotion and Movement",
      "Chemical Coordination and Integration",
      "Reproductive Health",
      "Biotechnology: Principles and Processes",
      "Biotechnology and its Applications",
    ],
  },
  questions: sections.flatMap((s) => s.questions),
  quizzes: [
    {
      key: "neet-p1-full-length",
      kind: "mock",
      title: "NEET (UG) Full-Length Paper 1",
      description:
        "An original full-length paper written for Abhyas in the current NEET (UG) pattern: 180 compulsory questions in 180 minutes, 45 each in Physics, Chemistry, Botany and Zoology, with +4 for a correct answer and −1 for a wrong one. A paper of medium difficulty, with assertion-reason, two-statement, match-the-list and NCERT-line questions in their real share, in English and Hindi.",
      difficulty: "medium",
      timeLimitMinutes: 180,
      fullLength: { paper: "NEET (UG)", questions: 180, minutes: 180 },
      sections: sections.map((s) => ({ name: s.name, questionKeys: s.questions.map((q) => q.key) })),
    },
  ],
};
