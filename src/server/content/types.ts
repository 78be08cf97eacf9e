/**
 * Shape of the demo content: one file per exam in ./exams, loaded by the seeder.
 * Keys are stable slugs: the seeder uses them to find what it already wrote, so
 * changing a key creates a new record instead of updating the old one.
 */

import type { MarkingScheme } from "~/domain/marking";
import type { CutoffsRecord, ExamFactsRecord, ExamPatternRecord } from "~/server/db/schema";
import type { Difficulty, ExamType, QuestionFormat, TestInterface } from "~/shared/contract/common";
import type { FullLengthPaper } from "~/shared/contract/quiz-summary";

export type FourStrings = [string, string, string, string];
/** IBPS PO prelims questions have five options (A-E) */
export type FiveStrings = [string, string, string, string, string];
export type OptionStrings = FourStrings | FiveStrings;

export type HindiVersion = {
  text: string;
  /** as many as the English options (none for a numerical question) */
  options: OptionStrings;
  explanation: string;
};

export type { QuestionFormat };

/** A passage or table shared by a set of questions and shown beside them. */
export type ContentStimulus = {
  /** unique across all exams, prefixed with the exam: "banking-p1-rc-1" */
  key: string;
  kind: "passage" | "table";
  title: string;
  /** the passage (paragraphs split by a blank line), or a table as Markdown pipe rows */
  body: string;
  /** required outside English-language sections */
  hi?: { title: string; body: string };
};

type QuestionBase = {
  /** unique across all exams, e.g. "jee-phy-kin-01" */
  key: string;
  /** "direct" when absent */
  format?: QuestionFormat;
  /** the key of a stimulus of the same exam this question belongs to (passages, tables, puzzles) */
  stimulus?: string;
  /**
   * where a factual item can be checked: "NCERT Biology Class 11, Ch. 8 Cell: The Unit of Life",
   * "Constitution of India, Article 280", "Economic Survey 2024-25, Ch. 1". Required for factual
   * items (everything that is not computed or reasoned from the question itself).
   */
  source?: string;
  /** current-affairs items: the day (YYYY-MM-DD) the answer was true; the learner sees it */
  asOf?: string;
  /** one of the exam's subjects (keys of ExamContent.topics) */
  subject: string;
  /** one of ExamContent.topics[subject] */
  topic: string;
  difficulty: Difficulty;
  /** may contain KaTeX math in $...$ or $$...$$ */
  text: string;
  /** a worked explanation, not just the answer */
  explanation: string;
};

/** One correct option among four (five in banking). */
export type SingleQuestion = QuestionBase & {
  type?: "single";
  options: OptionStrings;
  /** index of the correct option */
  correct: 0 | 1 | 2 | 3 | 4;
  hi?: HindiVersion;
};

/** JEE Advanced multiple correct: four options, one to four of them correct. */
export type MultipleQuestion = QuestionBase & {
  type: "multiple";
  options: FourStrings;
  /** the correct options, ascending */
  correctAnswers: number[];
  hi?: HindiVersion;
};

/** Numerical value: no options; correct within [min, max] (min = max for an exact integer). */
export type NumericalQuestion = QuestionBase & {
  type: "numerical";
  numericAnswer: { min: number; max: number };
  hi?: Omit<HindiVersion, "options">;
};

export type ContentQuestion = SingleQuestion | MultipleQuestion | NumericalQuestion;

export type ExamSection = {
  name: string;
  /** the name in Hindi, shown on the exam page when the interface is in Hindi */
  nameHi: string;
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
  /** the title and description in Hindi (quiz-hindi.ts) */
  titleHi?: string;
  descriptionHi?: string;
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
  /** a paper marked unlike the exam's main one (JEE Advanced, UPSC CSAT) */
  markingScheme?: MarkingScheme;
  /** that paper's own published cut-offs */
  cutoffs?: CutoffsRecord;
  /** a qualifying paper: cleared at this percent of maximum marks (UPSC CSAT: 33) */
  qualifyingPercent?: number;
  /**
   * a full-length paper: the official paper it reproduces, whose question count and minutes it
   * matches exactly (the exam's own officialPaper unless the paper differs, as CSAT and JEE
   * Advanced do)
   */
  fullLength?: FullLengthPaper;
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
  /** the paper's pattern in words, shown on the exam page */
  patternText: string;
  /** the year and notice this data follows, and where it is published (notice and source also in Hindi) */
  pattern: ExamPatternRecord & { noticeHi: string; sourceHi: string };
  subjects: string[];
  keyFeatures: string[];
  eligibility: string;
  selectionCriteria: string[];
  /**
   * marks for a correct and a wrong answer in the paper we model (unanswered is 0), with marks per
   * question type or section where the pattern sets them
   */
  marking: MarkingScheme & { paper: string };
  /**
   * the facts above in Hindi, field for field (`pattern` is patternText, `markingPaper` is
   * marking.paper), written as the exam's own Hindi notices put them; numbers stay digits
   */
  factsHi: ExamFactsRecord;
  /** published cut-offs of the paper, where there is a figure in marks */
  cutoffs?: CutoffsRecord;
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
  /** passages and tables shared by sets of its questions */
  stimuli?: ContentStimulus[];
  quizzes: ContentQuiz[];
  /**
   * keys of quizzes an earlier seed wrote and this content replaced under a new key (a changed
   * pattern): the seeder unpublishes them where no admin has edited them since
   */
  retiredQuizKeys?: string[];
};
