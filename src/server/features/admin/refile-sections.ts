import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { paperHeld } from "~/server/db/live-hold";
import { exams, quizQuestions, quizzes } from "~/server/db/schema";
import { AppError, badRequest } from "~/server/http/errors";
import { sectionFor } from "./add-to-quiz";
import { namedIds } from "./named-ids";

/**
 * A question's new subject re-files it, in every sectioned paper it sits in, into the section that
 * holds that subject. Refused, writing nothing: a paper with sections none of which holds the
 * subject (400 naming the paper), and a paper held for a live test whose sections would change (409).
 */
export async function refileBySubject(
  tx: DbOrTx,
  questionIds: readonly number[],
  subject: string,
  now: Date,
): Promise<void> {
  if (questionIds.length === 0) return;
  const links = await tx
    .select({
      quizId: quizQuestions.quizId,
      questionId: quizQuestions.questionId,
      section: quizQuestions.section,
      title: quizzes.title,
      examType: quizzes.examType,
      sections: quizzes.sections,
      held: sql<boolean>`${paperHeld(quizzes.id, now)}`.mapWith(Boolean),
    })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(inArray(quizQuestions.questionId, [...questionIds]))
    .orderBy(quizQuestions.quizId, quizQuestions.questionId);
  const sectioned = links.filter((l) => l.sections && l.sections.length > 0);
  if (sectioned.length === 0) return;
  const examRows = await tx
    .select({ key: exams.key, sections: exams.sections })
    .from(exams)
    .where(inArray(exams.key, [...new Set(sectioned.map((l) => l.examType))]));
  const examSections = new Map(examRows.map((e) => [e.key, e.sections ?? []]));
  const moves = sectioned.map((l) => ({
    ...l,
    target: sectionFor(
      {
        sectionNames: l.sections?.map((s) => s.name) ?? null,
        examSections: examSections.get(l.examType) ?? [],
      },
      subject,
    ),
  }));
  const unplaced = [...new Map(moves.filter((m) => m.target === null).map((m) => [m.quizId, m])).values()];
  if (unplaced.length > 0) {
    const papers = unplaced.map((m) => `"${m.title}" (${m.quizId})`).join(", ");
    throw badRequest(`subject: no section of paper ${papers} takes the subject "${subject}"`, "subject");
  }
  const changing = moves.filter((m) => m.target !== m.section);
  const inHeld = [...new Set(changing.filter((m) => m.held).map((m) => m.questionId))].sort((a, b) => a - b);
  if (inHeld.length > 0) {
    throw new AppError(
      409,
      `ids: questions ${namedIds(inHeld)} are in a paper held for a live test; change them after it ends`,
      "ids",
    );
  }
  for (const m of changing) {
    await tx
      .update(quizQuestions)
      .set({ section: m.target })
      .where(and(eq(quizQuestions.quizId, m.quizId), eq(quizQuestions.questionId, m.questionId)));
  }
}
