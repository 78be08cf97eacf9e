import { and, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "~/server/db/client";
import { notInHeldPaper } from "~/server/db/live-hold";
import { questions, quizQuestions } from "~/server/db/schema";
import { badRequest } from "~/server/http/errors";
import { bankOf } from "~/server/institutes/bank-owner";
import type { InstituteScope } from "~/server/institutes/tenancy";
import type {
  CopyQuestionsResponse,
  copyQuestionsBodySchema,
  PublicBankResponse,
  publicBankQuerySchema,
} from "~/shared/contract/institute-bank";
import { appendToQuiz, lockQuiz } from "./add-to-quiz";
import { listQuestions } from "./list-questions";
import { namedIds } from "./named-ids";

type PublicBankInput = z.output<typeof publicBankQuerySchema>;
type CopyInput = z.output<typeof copyQuestionsBodySchema>;

/**
 * The public questions staff may copy: published, not deleted, the site's, and in no paper a live
 * test holds now (its questions wait for the test's end, as they do for learners).
 */
const copyable = (now: Date): SQL =>
  and(eq(questions.status, "published"), notInHeldPaper(questions.id, now)) as SQL;

/** The institute's copies of these public questions, by the public id. */
async function copiesOf(db: DbOrTx, scope: InstituteScope, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: questions.id, from: questions.copiedFromId })
    .from(questions)
    .where(scope.where(questions, and(inArray(questions.copiedFromId, ids), isNull(questions.deletedAt))));
  return new Map(rows.map((r) => [r.from!, r.id]));
}

/** The public bank searched with the admin's filters, as staff pick from it: no key, no explanation. */
export async function searchPublicBank(
  db: Db,
  scope: InstituteScope,
  query: PublicBankInput,
  now: Date,
): Promise<PublicBankResponse> {
  const found = await listQuestions(db, query, null, copyable(now));
  const copies = await copiesOf(
    db,
    scope,
    found.items.map((q) => q.id),
  );
  return {
    ...found,
    items: found.items.map((q) => ({
      id: q.id,
      examType: q.examType,
      subject: q.subject,
      topic: q.topic,
      chapter: q.chapter,
      difficulty: q.difficulty,
      type: q.type,
      question: q.question,
      options: q.options,
      questionHi: q.questionHi,
      copiedAs: copies.get(q.id) ?? null,
    })),
  };
}

/**
 * Copies public questions into the institute's bank (decision 0059): each copy is the institute's
 * own, published, editable, and remembers its source. All or nothing; a question copied before is
 * not copied again (its copy is answered), so a repeat adds nothing. With `quizId` (the institute's
 * paper) the copies not yet in it join its end.
 */
export async function copyPublicQuestions(
  db: Db,
  scope: InstituteScope,
  input: CopyInput,
  now: Date,
): Promise<CopyQuestionsResponse> {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    const quiz = input.quizId === undefined ? null : await lockQuiz(tx, input.quizId, bankOf(scope));
    const sources = await tx
      .select()
      .from(questions)
      .where(
        and(
          inArray(questions.id, ids),
          isNull(questions.instituteId),
          isNull(questions.deletedAt),
          copyable(now),
        ),
      );
    const unknown = ids.filter((id) => !sources.some((s) => s.id === id)).sort((a, b) => a - b);
    if (unknown.length > 0)
      throw badRequest(`ids: there is no public question with id ${namedIds(unknown)}`, "ids");
    if (quiz) {
      const otherExam = sources.filter((s) => s.examType !== quiz.examType).map((s) => s.id);
      if (otherExam.length > 0)
        throw badRequest(
          `ids: questions ${namedIds(otherExam)} are of another exam than the paper (${quiz.examType.toUpperCase()})`,
          "ids",
        );
    }
    const existing = await copiesOf(tx, scope, ids);
    const fresh = sources.filter((s) => !existing.has(s.id));
    if (fresh.length > 0) {
      const made = await tx
        .insert(questions)
        .values(
          fresh.map(({ id, slug, createdAt, updatedAt, version, instituteId, copiedFromId, ...rest }) => ({
            ...rest,
            instituteId: bankOf(scope),
            copiedFromId: id,
            status: "published" as const,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: questions.id, from: questions.copiedFromId });
      for (const m of made) existing.set(m.from!, m.id);
    }
    if (quiz) {
      const copyIds = ids.map((id) => existing.get(id)!);
      const inPaper = await tx
        .select({ id: questions.id, subject: questions.subject })
        .from(questions)
        .where(inArray(questions.id, copyIds));
      const linked = new Set(
        (
          await tx
            .select({ id: quizQuestions.questionId })
            .from(quizQuestions)
            .where(and(eq(quizQuestions.quizId, quiz.id), inArray(quizQuestions.questionId, copyIds)))
        ).map((r) => r.id),
      );
      const bySource = new Map(inPaper.map((q) => [q.id, q]));
      await appendToQuiz(
        tx,
        quiz,
        copyIds.filter((id) => !linked.has(id)).map((id) => bySource.get(id)!),
      );
    }
    return { copied: fresh.length, questionIds: ids.map((id) => existing.get(id)!) };
  });
}
