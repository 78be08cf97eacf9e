import type { ExamType } from "~/shared/contract/common";

export type DemoLearner = {
  email: string;
  firstName: string;
  lastName: string;
  role: "learner" | "premium" | "admin";
  exam: ExamType;
  /** chance of answering a question right, before the per-subject tilt */
  ability: number;
  /** days ago (0 = today) on which the learner practises in the seeded week */
  activeDaysAgo: number[];
};

const everyDay = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The demo sign-in accounts and a small community around them, so the leaderboard, streaks,
 * progress and analytics show computed figures on first start. The demo learner practised on each
 * of the last six days but not yet today: his streak grows when you take today's quiz as him.
 */
export const DEMO_LEARNERS: DemoLearner[] = [
  {
    email: "learner@demo.abhyas.in",
    firstName: "Aarav",
    lastName: "Sharma",
    role: "learner",
    exam: "jee",
    ability: 0.62,
    activeDaysAgo: everyDay(1, 6),
  },
  {
    email: "premium@demo.abhyas.in",
    firstName: "Priya",
    lastName: "Nair",
    role: "premium",
    exam: "neet",
    ability: 0.7,
    activeDaysAgo: [0, 1, 2, 4, 5, 6],
  },
  {
    email: "admin@demo.abhyas.in",
    firstName: "Meera",
    lastName: "Iyer",
    role: "admin",
    exam: "upsc",
    ability: 0.55,
    activeDaysAgo: [3],
  },
  ...(
    [
      ["Rohan", "Verma", "jee", 0.78],
      ["Ananya", "Iyer", "neet", 0.82],
      ["Vikram", "Singh", "upsc", 0.6],
      ["Sneha", "Patil", "ssc", 0.74],
      ["Arjun", "Reddy", "banking", 0.68],
      ["Kavya", "Menon", "jee", 0.85],
      ["Ishaan", "Gupta", "neet", 0.57],
      ["Diya", "Chatterjee", "upsc", 0.71],
      ["Aditya", "Kulkarni", "ssc", 0.63],
      ["Pooja", "Yadav", "banking", 0.79],
      ["Rahul", "Mishra", "jee", 0.52],
      ["Nisha", "Pillai", "neet", 0.66],
      ["Karan", "Malhotra", "upsc", 0.48],
      ["Tanvi", "Deshmukh", "ssc", 0.81],
      ["Siddharth", "Bose", "banking", 0.59],
      ["Meghna", "Rao", "jee", 0.7],
      ["Farhan", "Qureshi", "neet", 0.75],
      ["Lakshmi", "Narayanan", "upsc", 0.67],
      ["Harpreet", "Kaur", "ssc", 0.55],
      ["Abhishek", "Tiwari", "banking", 0.72],
      ["Zoya", "Khan", "jee", 0.64],
      ["Gaurav", "Joshi", "neet", 0.5],
      ["Ritika", "Agarwal", "upsc", 0.77],
      ["Manish", "Pandey", "ssc", 0.6],
    ] as const
  ).map(([firstName, lastName, exam, ability], i) => ({
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@demo.abhyas.in`,
    firstName,
    lastName,
    role: "learner" as const,
    exam,
    ability,
    // a spread of habits: daily practisers, weekenders, the occasional learner
    activeDaysAgo: everyDay(0, 6).filter((d) => (d * 7 + i * 3) % (2 + (i % 4)) !== 0),
  })),
];
