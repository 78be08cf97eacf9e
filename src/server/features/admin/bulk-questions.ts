import { and, eq, inArray, isNotNull, isNull, ne, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "~/server/db/client";
import { paperHeld } from "~/server/db/live-hold";
import { questions, quizQuestions, quizzes } from "~/server/db/schema";
import { AppError, badRequest } from "~/server/http/errors";
import { type BankOwner, ownedBy } from "~/server/institutes/bank-owner";
import type { BulkQuestionsResponse, bulkQuestionsBodySchema } from "~/shared/contract/admin";
import { appendToQuiz, lockQuiz } from "./add-to-quiz";
import { namedIds } from "./named-ids";
import { refileBySubject } from "./refile-sections";

type BulkInput = z.output<typeof bulkQuestionsBodySchema>;

/** The field an action needs, or a 400 naming it. */
function needed<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw badRequest(`${field}: is required for this action`, field);
  return value;
}

/** The papers (of `quizIds`) held for a live test at `now`: none of them may change under it. */
async function heldPapers(tx: Tx, quizIds: number[], now: Date): Promise<number[]> {
  if (quizIds.length === 0) return [];
  const rows = await tx
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(inArray(quizzes.id, quizIds), paperHeld(quizzes.id, now)));
  return rows.map((r) => r.id);
}

/** The named questions in any of the held papers, as a refusal names them. */
async function refuseHeld(tx: Tx, ids: number[], papers: number[] | null, now: Date): Promise<void> {
  const links = await tx
    .select({ questionId: quizQuestions.questionId, quizId: quizQuestions.quizId })
    .from(quizQuestions)
    .where(
      and(
        inArray(quizQuestions.questionId, ids),
        papers === null ? undefined : inArray(quizQuestions.quizId, papers),
      ),
    );
  const held = new Set(await heldPapers(tx, [...new Set(links.map((l) => l.quizId))], now));
  const inHeld = [...new Set(links.filter((l) => held.has(l.quizId)).map((l) => l.questionId))].sort(
    (a, b) => a - b,
  );
  if (inHeld.length > 0) {
    throw new AppError(
      409,
      `ids: questions ${namedIds(inHeld)} are in a paper held for a live test; change them after it ends`,
      "ids",
    );
  }
}

/**
 * One action on many questions (the bank's bulk bar), all or nothing in one transaction: any refusal
 * writes nothing and names the field and the questions it is about. A repeat changes nothing
 * (`changed` 0). A paper held for a live test changes for no one while it is held: its questions
 * are not unpublished, deleted or moved out, and nothing is moved or added into it.
 */
export async function bulkEditQuestions(
  db: Db,
  input: BulkInput,
  now: Date,
  owner: BankOwner = null,
): Promise<BulkQuestionsResponse> {
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  let alreadyInPaper: number[] | undefined;
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: questions.id,
        examType: questions.examType,
        subject: questions.subject,
        deletedAt: questions.deletedAt,
      })
      .from(questions)
      // another bank's question is as unknown as one that does not exist
      .where(and(inArray(questions.id, ids), ownedBy(questions.instituteId, owner)))
      .orderBy(questions.id)
      .for("update");
    const found = new Map(rows.map((r) => [r.id, r]));
    // a repeated delete finds its questions deleted already: done, not refused
    const missing = ids.filter((id) => {
      const row = found.get(id);
      return !row || (row.deletedAt !== null && input.action !== "delete");
    });
    if (missing.length > 0) throw badRequest(`ids: there is no question with id ${namedIds(missing)}`, "ids");
    const live = rows.filter((r) => r.deletedAt === null);
    const liveIds = live.map((r) => r.id);
    if (liveIds.length === 0) return 0;
    const stamp = { updatedAt: now };

    switch (input.action) {
      case "publish":
      case "unpublish": {
        const status = input.action === "publish" ? "published" : "draft";
        if (status === "draft") await refuseHeld(tx, liveIds, null, now);
        const done = await tx
          .update(questions)
          .set({ status, ...stamp })
          .where(and(inArray(questions.id, liveIds), ne(questions.status, status)))
          .returning({ id: questions.id });
        return done.length;
      }
      case "set-difficulty": {
        const difficulty = needed(input.difficulty, "difficulty");
        const done = await tx
          .update(questions)
          .set({ difficulty, ...stamp })
          .where(and(inArray(questions.id, liveIds), ne(questions.difficulty, difficulty)))
          .returning({ id: questions.id });
        return done.length;
      }
      case "set-topic": {
        const topic = needed(input.topic, "topic");
        const { subject } = input;
        if (subject !== undefined) {
          const refiled = live.filter((r) => r.subject !== subject).map((r) => r.id);
          await refileBySubject(tx, refiled, subject, now);
        }
        const differs: SQL[] = [ne(questions.topic, topic)];
        if (input.subject !== undefined) differs.push(ne(questions.subject, input.subject));
        const done = await tx
          .update(questions)
          .set({ topic, ...(input.subject !== undefined ? { subject: input.subject } : {}), ...stamp })
          .where(and(inArray(questions.id, liveIds), or(...differs)))
          .returning({ id: questions.id });
        return done.length;
      }
      case "set-chapter": {
        const chapter = needed(input.chapter, "chapter");
        const done = await tx
          .update(questions)
          .set({ chapter, ...stamp })
          .where(
            and(
              inArray(questions.id, liveIds),
              chapter === null
                ? isNotNull(questions.chapter)
                : or(isNull(questions.chapter), ne(questions.chapter, chapter)),
            ),
          )
          .returning({ id: questions.id });
        return done.length;
      }
      case "delete": {
        await refuseHeld(tx, liveIds, null, now);
        await tx
          .update(questions)
          .set({ deletedAt: now, ...stamp })
          .where(inArray(questions.id, liveIds));
        await tx.delete(quizQuestions).where(inArray(quizQuestions.questionId, liveIds));
        return liveIds.length;
      }
      case "move":
      case "add": {
        const quiz = await lockQuiz(tx, needed(input.quizId, "quizId"), owner);
        const otherExam = live.filter((r) => r.examType !== quiz.examType).map((r) => r.id);
        if (otherExam.length > 0) {
          throw badRequest(
            `ids: questions ${namedIds(otherExam)} are of another exam than the quiz (${quiz.examType.toUpperCase()})`,
            "ids",
          );
        }
        if ((await heldPapers(tx, [quiz.id], now)).length > 0) {
          throw new AppError(
            409,
            "quizId: the paper is held for a live test; change it after it ends",
            "quizId",
          );
        }
        const changedIds = new Set<number>();
        if (input.action === "move") {
          // named papers, or every admin paper it is in (a learner's own practice set keeps it)
          const from = (
            input.fromQuizIds ??
            (
              await tx
                .select({ id: quizQuestions.quizId })
                .from(quizQuestions)
                .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
                .where(and(inArray(quizQuestions.questionId, liveIds), isNull(quizzes.ownerUserId)))
            ).map((r) => r.id)
          ).filter((id) => id !== quiz.id);
          const sources = [...new Set(from)];
          if (sources.length > 0) {
            await refuseHeld(tx, liveIds, sources, now);
            const gone = await tx
              .delete(quizQuestions)
              .where(and(inArray(quizQuestions.questionId, liveIds), inArray(quizQuestions.quizId, sources)))
              .returning({ questionId: quizQuestions.questionId });
            for (const g of gone) changedIds.add(g.questionId);
          }
        }
        const already = new Set(
          (
            await tx
              .select({ id: quizQuestions.questionId })
              .from(quizQuestions)
              .where(and(eq(quizQuestions.quizId, quiz.id), inArray(quizQuestions.questionId, liveIds)))
          ).map((r) => r.id),
        );
        // already in the paper: no second copy, and the answer lists them
        alreadyInPaper = liveIds.filter((id) => already.has(id));
        const joining = live.filter((r) => !already.has(r.id));
        await appendToQuiz(tx, quiz, joining);
        for (const r of joining) changedIds.add(r.id);
        return changedIds.size;
      }
    }
  });
  return {
    action: input.action,
    count: ids.length,
    changed,
    ...(alreadyInPaper?.length ? { alreadyInPaper } : {}),
  };
}
