/**
 * Shape of the demo content: one file per exam in ./exams, loaded by the seeder.
 * Keys are stable slugs: the seeder uses them to find what it already wrote, so
 * changing a key creates a new record instead of updating the old one.
 */

import type { Difficulty, ExamType, TestInterface } from "~/shared/contract/common";

export type FourStrings = [string, string, string, string];

export type HindiVersion = {
  text: string;
  options: FourStrings;
  explanation: string;
};

export type ContentQuestion = {
  /** unique across all exams, e.g. "jee-phy-kin-01" */
  key: string;
  /** one of the exam's subjects (keys of ExamContent.topics) */
  subject: string;
  /** one of ExamContent.topics[subject] */
  topic: string;
  difficulty: Difficulty;
  /** may contain KaTeX math in $...$ or $$...$$ */
  text: string;
  options: FourStrings;
  /** index 0-3 of the correct option */
  correct: 0 | 1 | 2 | 3;
  /** a worked explanation, not just the answer */
  explanation: string;
  hi?: HindiVersion;
};

export type ExamSection = {
  name: string;
  subjects: string[];
  /** sectional time limit of the real paper scaled to the mock, where the pattern has one */
  timeLimitMinutes?: number;
};

export type ContentQuiz = {
  /** unique across all exams, e.g. "jee-practice-mechanics" */
  key: string;
  kind: "practice" | "mock" | "past_paper";
  title: string;
  description: string;
  difficulty: Difficulty;
  timeLimitMinutes: number;
  /** past_paper only: the year the set is styled after */
  year?: number;
  /** past_paper only: true, these are original sample sets, never copied papers */
  isSample?: boolean;
  /** practice quizzes: the question keys in order */
  questionKeys?: string[];
  /** mock tests and past papers: sections in paper order */
  sections?: { name: string; timeLimitMinutes?: number; questionKeys: string[] }[];
};

export type ExamFacts = {
  key: ExamType;
  /** short name shown in badges: "UPSC", "JEE", "NEET", "SSC", "Banking" */
  name: string;
  /** e.g. "UPSC Civil Services Examination" */
  fullName: string;
  description: string;
  ageLimit: string;
  duration: string;
  totalMarks: string;
  attempts: string;
  pattern: string;
  subjects: string[];
  keyFeatures: string[];
  eligibility: string;
  selectionCriteria: string[];
  /** marks for a correct and a wrong answer in the paper we model; unanswered is 0 */
  marking: { correct: number; wrong: number; paper: string };
  sections: ExamSection[];
  /** the interface its mock tests and past papers open in (product.md section 9) */
  testInterface: TestInterface;
  /** the real paper, used to scale mock test time: minutes and number of questions */
  officialPaper: { minutes: number; questions: number };
};

export type ExamContent = {
  exam: ExamFacts;
  /** subject -> its topics; every question's subject and topic must be listed here */
  topics: Record<string, string[]>;
  questions: ContentQuestion[];
  quizzes: ContentQuiz[];
};
