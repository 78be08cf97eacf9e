import type { AttemptSheet } from "@shared/contract/attempts";
import type { QuizDetail, QuizQuestion } from "@shared/contract/quizzes";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useExamName } from "@/lib/exam-names";
import { type AttemptSection, useAttemptQuestions } from "./use-attempt-questions";

/** What an attempt's paper is, fixed while it runs: the halls read it here, not through props. */
export type Paper = {
  quiz: QuizDetail;
  /** the exam's name in the interface language */
  examLabel: string;
  questions: QuizQuestion[];
  questionIds: number[];
  positionOf: ReadonlyMap<number, number>;
  sections: AttemptSection[] | null;
  sectionIndexOf: ReadonlyMap<number, number>;
};

const PaperContext = createContext<Paper | null>(null);

export function PaperProvider({ paper, children }: { paper: Paper; children: ReactNode }) {
  return <PaperContext.Provider value={paper}>{children}</PaperContext.Provider>;
}

export function usePaper(): Paper {
  const paper = useContext(PaperContext);
  if (!paper) throw new Error("usePaper outside a PaperProvider");
  return paper;
}

/** The attempt's paper: its questions in the attempt's order and, in the exam hall, its sections. */
export function usePaperOf(quiz: QuizDetail, sheet: AttemptSheet): Paper {
  const isExamHall = quiz.kind === "mock" || quiz.kind === "past_paper";
  const { questions, positionOf, sections, sectionIndexOf } = useAttemptQuestions(quiz, sheet, isExamHall);
  const examLabel = useExamName()(quiz.examType);
  const questionIds = useMemo(() => questions.map((q) => q.id), [questions]);
  return useMemo(
    () => ({ quiz, examLabel, questions, questionIds, positionOf, sections, sectionIndexOf }),
    [quiz, examLabel, questions, questionIds, positionOf, sections, sectionIndexOf],
  );
}
