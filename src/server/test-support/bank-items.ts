import type { BankItem, ImportDefaults } from "~/server/bank-formats/bank-item";

/** Questions of every type, with and without Hindi, for the formats' tests. */

export const DEFAULTS: ImportDefaults = { subject: "Physics", topic: "Kinematics", difficulty: "medium" };

const common = { subject: "Physics", topic: "Kinematics", difficulty: "medium" } as const;

export const SINGLE_FOUR: BankItem = {
  ...common,
  key: "rt-single-4",
  type: "single",
  text: 'A car moves at 20 m/s for 5 s. How far does it go? (use "d = vt" & <units>)',
  options: ["50 m", "100 m", "150 m", "200 m"],
  correct: 1,
  explanation: "d = 20 × 5 = 100 m.\nDistance is speed times time.",
  hi: {
    text: "एक कार 5 s तक 20 m/s से चलती है। वह कितनी दूर जाती है?",
    options: ["50 मी", "100 मी", "150 मी", "200 मी"],
    explanation: "d = 20 × 5 = 100 मी।",
  },
};

export const SINGLE_FIVE: BankItem = {
  ...common,
  subject: "Quantitative Aptitude",
  topic: "Percentages",
  difficulty: "easy",
  key: "rt-single-5",
  type: "single",
  text: "What is 25% of 80? Cost: $5 {approx}",
  options: ["10", "15", "20", "25", "30"],
  correct: 2,
  explanation: "80 / 4 = 20",
  source: "NCERT Mathematics Class 8, Ch. 8",
};

export const MULTIPLE: BankItem = {
  ...common,
  key: "rt-multiple",
  type: "multiple",
  difficulty: "hard",
  text: "Which of these are vectors?",
  options: ["Velocity", "Speed", "Force", "Mass"],
  correctAnswers: [0, 2],
  explanation: "Velocity and force have direction.",
  hi: {
    text: "इनमें से कौन सदिश हैं?",
    options: ["वेग", "चाल", "बल", "द्रव्यमान"],
    explanation: "वेग और बल की दिशा होती है।",
  },
};

export const NUMERICAL: BankItem = {
  ...common,
  key: "rt-numerical",
  type: "numerical",
  text: "A ball falls for 2 s from rest (g = 9.8 m/s²). Its speed in m/s?",
  numericAnswer: { min: 19.5, max: 19.7 },
  explanation: "v = gt = 19.6 m/s",
  hi: { text: "एक गेंद विराम से 2 s गिरती है। उसकी चाल m/s में?", explanation: "v = gt = 19.6 m/s" },
};

export const ALL_TYPES: BankItem[] = [SINGLE_FOUR, SINGLE_FIVE, MULTIPLE, NUMERICAL];
