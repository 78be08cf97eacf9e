import type { AttemptSheet } from "@shared/contract/attempts";
import type { QuizDetail, QuizQuestion } from "@shared/contract/quizzes";
import { useMemo } from "react";

export type AttemptSection = { name: string; timeLimitMinutes?: number; questionIds: number[] };

/**
 * The questions of this attempt in its order (a retake covers a subset) and, in the exam hall, its
 * sections in paper order without empty ones.
 */
export function useAttemptQuestions(quiz: QuizDetail, sheet: AttemptSheet, isExamHall: boolean) {
  const questions = useMemo(() => {
    const byId = new Map(quiz.questions.map((q) => [q.id, q]));
    return sheet.questionIds.map((id) => byId.get(id)).filter((q): q is QuizQuestion => q !== undefined);
  }, [quiz.questions, sheet.questionIds]);
  const positionOf = useMemo(() => new Map(questions.map((q, i) => [q.id, i])), [questions]);

  const sections = useMemo<AttemptSection[] | null>(() => {
    if (!isExamHall || !quiz.sections || quiz.sections.length === 0) return null;
    const inAttempt = new Set(questions.map((q) => q.id));
    const list = quiz.sections
      .map((s) => ({
        name: s.name,
        timeLimitMinutes: s.timeLimitMinutes,
        questionIds: s.questionIds
          .filter((id) => inAttempt.has(id))
          .sort((a, b) => (positionOf.get(a) ?? 0) - (positionOf.get(b) ?? 0)),
      }))
      .filter((s) => s.questionIds.length > 0);
    return list.length > 0 ? list : null;
  }, [isExamHall, quiz.sections, questions, positionOf]);
  const sectionIndexOf = useMemo(() => {
    const map = new Map<number, number>();
    sections?.forEach((s, i) => {
      for (const id of s.questionIds) map.set(id, i);
    });
    return map;
  }, [sections]);

  return { questions, positionOf, sections, sectionIndexOf };
}
