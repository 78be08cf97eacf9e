import { and, eq, isNull, max } from "drizzle-orm";
import { questionKey } from "~/server/bank-formats/csv-import";
import type { Tx } from "~/server/db/client";
import { exams, questions, quizQuestions, quizzes } from "~/server/db/schema";
import { badRequest } from "~/server/http/errors";
import { type BankOwner, ownedBy } from "~/server/institutes/bank-owner";
import type { ExamType } from "~/shared/contract/common";

export type LockedQuiz = {
  id: number;
  /** whose bank the paper is in: its new questions go there too */
  owner: BankOwner;
  title: string;
  examType: ExamType;
  /** the quiz's section names, null for a quiz without sections */
  sectionNames: string[] | null;
  /** exam section name -> its subjects, to place a question in a sectioned quiz */
  examSections: { name: string; subjects: string[] }[];
};

/**
 * Locks the quiz row for the rest of the transaction, so two uploads of the same file into the same
 * quiz run one after the other and the second finds the first's questions (no duplicates).
 */
export async function lockQuiz(tx: Tx, quizId: number, owner: BankOwner = null): Promise<LockedQuiz> {
  const [quiz] = await tx
    .select({ id: quizzes.id, title: quizzes.title, examType: quizzes.examType, sections: quizzes.sections })
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), ownedBy(quizzes.instituteId, owner)))
    .for("update");
  if (!quiz) throw badRequest(`quizId: there is no quiz with id ${quizId}`, "quizId");
  const [exam] = await tx
    .select({ sections: exams.sections })
    .from(exams)
    .where(eq(exams.key, quiz.examType));
  return {
    id: quiz.id,
    owner,
    title: quiz.title,
    examType: quiz.examType,
    sectionNames: quiz.sections?.map((s) => s.name) ?? null,
    examSections: exam?.sections ?? [],
  };
}

/** Duplicate keys (see questionKey) of the questions in the quiz now. */
export async function questionKeysInQuiz(tx: Tx, quizId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ text: questions.text })
    .from(quizQuestions)
    .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
    .where(and(eq(quizQuestions.quizId, quizId), isNull(questions.deletedAt)));
  return new Set(rows.map((r) => questionKey(r.text)));
}

/** Links questions to the end of the quiz, each in the section that holds its subject (if sectioned). */
export async function appendToQuiz(
  tx: Tx,
  quiz: LockedQuiz,
  added: { id: number; subject: string }[],
): Promise<void> {
  if (added.length === 0) return;
  const [last] = await tx
    .select({ position: max(quizQuestions.position) })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quiz.id));
  const start = (last?.position ?? -1) + 1;
  await tx.insert(quizQuestions).values(
    added.map((q, i) => ({
      quizId: quiz.id,
      questionId: q.id,
      position: start + i,
      section: sectionFor(quiz, q.subject),
    })),
  );
}

/** The section of a sectioned quiz that takes the subject, null when none does (or no sections). */
export function sectionFor(
  quiz: Pick<LockedQuiz, "sectionNames" | "examSections">,
  subject: string,
): string | null {
  if (!quiz.sectionNames) return null;
  const wanted = subject.trim().toLowerCase();
  const match = quiz.examSections.find(
    (s) => quiz.sectionNames?.includes(s.name) && s.subjects.some((x) => x.toLowerCase() === wanted),
  );
  if (match) return match.name;
  return quiz.sectionNames.find((name) => name.toLowerCase() === wanted) ?? null;
}
