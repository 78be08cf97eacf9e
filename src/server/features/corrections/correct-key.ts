import { and, count, eq, isNull } from "drizzle-orm";
import type { KeyState } from "~/domain/key-corrections";
import type { Db } from "~/server/db/client";
import { attemptAnswers, feedback, questionAuditLog, questions } from "~/server/db/schema";
import { recordAdminWrite } from "~/server/http/audit-declaration";
import { badRequest, conflict, notFound } from "~/server/http/errors";
import { updateReportIn } from "~/server/reports/update-report";
import type { CorrectionBody, CorrectionResponse } from "~/shared/contract/corrections";
import { keyStateOf } from "./key-state";
import { enqueueRescore } from "./rescore-job";

type QuestionRow = typeof questions.$inferSelect;

const letter = (i: number) => String.fromCharCode(65 + i);

function optionIn(q: QuestionRow, index: number, field: string): number {
  if (index >= q.options.length) {
    throw badRequest(
      `${field}: must be an option of this question (A to ${letter(q.options.length - 1)})`,
      field,
    );
  }
  return index;
}

/** The key after the correction, or a 400/409 naming what is wrong with the request. */
function correctedKey(q: QuestionRow, body: CorrectionBody): KeyState {
  const before = keyStateOf(q);
  if (q.dropped) throw conflict("This question is dropped: its key can no longer change");
  if (body.action === "drop") return { ...before, dropped: true };
  if (body.action === "accept_option") {
    if (q.type !== "single") {
      throw badRequest(
        "action: a second option can be accepted only for a single-correct question",
        "action",
      );
    }
    if (body.acceptedOption === undefined) throw badRequest("acceptedOption: is required", "acceptedOption");
    const option = optionIn(q, body.acceptedOption, "acceptedOption");
    if (option === q.correctIndex || q.acceptedIndexes?.includes(option)) {
      throw badRequest("acceptedOption: is already accepted", "acceptedOption");
    }
    return { ...before, acceptedIndexes: [...(q.acceptedIndexes ?? []), option].sort((a, b) => a - b) };
  }
  if (q.type === "single") {
    if (body.correctAnswer === undefined) throw badRequest("correctAnswer: is required", "correctAnswer");
    const option = optionIn(q, body.correctAnswer, "correctAnswer");
    if (option === q.correctIndex && !q.acceptedIndexes?.length) {
      throw badRequest("correctAnswer: is already the key", "correctAnswer");
    }
    return { ...before, correctIndex: option, acceptedIndexes: null };
  }
  if (q.type === "multiple") {
    if (body.correctAnswers === undefined) throw badRequest("correctAnswers: is required", "correctAnswers");
    const set = body.correctAnswers.map((i) => optionIn(q, i, "correctAnswers")).sort((a, b) => a - b);
    if (JSON.stringify(set) === JSON.stringify(q.correctAnswers)) {
      throw badRequest("correctAnswers: is already the key", "correctAnswers");
    }
    return { ...before, correctAnswers: set };
  }
  if (body.numericAnswer === undefined) throw badRequest("numericAnswer: is required", "numericAnswer");
  const { min, max } = body.numericAnswer;
  if (min === q.numericMin && max === q.numericMax) {
    throw badRequest("numericAnswer: is already the key", "numericAnswer");
  }
  return { ...before, numericMin: min, numericMax: max };
}

const CORRECTION_SUMMARY = {
  key_change: "Changed the key",
  accept_option: "Accepted a second option",
  drop: "Dropped the question",
} as const;

/**
 * The explanation saved with the correction: a new key needs one (the old one argues for the old
 * key), and its Hindi when the question has a Hindi version (a Hindi explanation sent for a question
 * without one is not kept); a drop or a second accepted option keeps the explanation unless one is sent.
 */
function explanationAfter(
  q: QuestionRow,
  body: CorrectionBody,
): Partial<Pick<QuestionRow, "explanation" | "explanationHi">> {
  const explanation = body.explanation?.trim() ?? "";
  const hasHindi = q.textHi !== null;
  const explanationHi = hasHindi ? (body.explanationHi?.trim() ?? "") : "";
  if (body.action === "key_change") {
    if (!explanation) throw badRequest("explanation: is required when the key changes", "explanation");
    if (hasHindi && !explanationHi) {
      throw badRequest("explanationHi: is required when the key changes", "explanationHi");
    }
  }
  return {
    ...(explanation ? { explanation } : {}),
    ...(explanationHi ? { explanationHi } : {}),
  };
}

/**
 * Corrects a question's key (a new key, a second accepted option, or a drop) with its explanation,
 * writes it to the audit log, queues the re-score of every submitted attempt holding the question
 * and, when it answers a question report, marks the report Fixed with the admin's reply (the
 * reporter told as any reply tells them), all in one transaction: the job exists exactly when the
 * correction does, and a report is closed only by a correction that was saved.
 */
export async function correctQuestionKey(
  db: Db,
  input: { questionId: number; body: CorrectionBody; adminId: number; now: Date },
): Promise<CorrectionResponse> {
  const { questionId, body, adminId, now } = input;
  return db.transaction(async (tx) => {
    const [q] = await tx
      .select()
      .from(questions)
      .where(and(eq(questions.id, questionId), isNull(questions.deletedAt)))
      .for("update");
    if (!q) throw notFound(`No question with id ${questionId}`);
    const after = correctedKey(q, body);
    const explanation = explanationAfter(q, body);
    if (body.report) {
      const [report] = await tx
        .select({ questionId: feedback.questionId })
        .from(feedback)
        .where(eq(feedback.id, body.report.id));
      if (report?.questionId !== questionId) {
        throw badRequest(`report: no report of this question has id ${body.report.id}`, "report");
      }
    }
    await tx
      .update(questions)
      .set({
        ...explanation,
        correctIndex: after.correctIndex,
        correctAnswers: after.correctAnswers ? [...after.correctAnswers] : null,
        numericMin: after.numericMin,
        numericMax: after.numericMax,
        acceptedIndexes: after.acceptedIndexes ? [...after.acceptedIndexes] : null,
        dropped: after.dropped,
        updatedAt: now,
      })
      .where(eq(questions.id, questionId));
    const [audit] = await tx
      .insert(questionAuditLog)
      .values({
        questionId,
        action: body.action,
        adminId,
        before: keyStateOf(q),
        after,
        reason: body.reason,
        createdAt: now,
      })
      .returning({ id: questionAuditLog.id });
    const auditId = audit!.id;
    await recordAdminWrite(tx, {
      adminId,
      kind: body.action,
      route: "POST /api/admin/questions/:id/corrections",
      recordId: questionId,
      summary: `${CORRECTION_SUMMARY[body.action]} of question #${questionId}: ${body.reason}`,
      at: now,
    });
    await enqueueRescore(tx, auditId, now);
    const [held] = await tx
      .select({ n: count() })
      .from(attemptAnswers)
      .where(eq(attemptAnswers.questionId, questionId));
    const reportIds = body.report
      ? await updateReportIn(
          tx,
          body.report.id,
          { status: "fixed", reply: body.report.reply, sameQuestion: body.report.sameQuestion },
          adminId,
          now,
        )
      : [];
    return {
      auditId,
      questionId,
      action: body.action,
      attemptsToRescore: Number(held?.n ?? 0),
      reportIds,
    };
  });
}
