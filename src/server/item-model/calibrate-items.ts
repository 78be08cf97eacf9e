import { and, eq, gte } from "drizzle-orm";
import { calibrateItems, estimateAbility, MIN_ITEM_RESPONSES } from "~/domain/irt";
import type { DbOrTx } from "~/server/db/client";
import { itemParameters, learnerAbilities } from "~/server/db/schema";
import { EXAM_TYPES, type ExamType } from "~/shared/contract/common";
import { byLearner, findFirstResponses } from "./first-responses";

export const CALIBRATE_ITEMS_JOB = "calibrate-items";

/**
 * Calibrates one exam's question difficulties from every learner's first answers (src/domain/irt.ts)
 * and stores each learner's ability on the calibrated questions: the item_parameters and
 * learner_abilities rows of the exam are replaced in one transaction, so a reader sees the old
 * calibration or the new one, never half. Answers how many questions it calibrated.
 */
export async function calibrateExam(db: DbOrTx, examType: ExamType, now: Date): Promise<number> {
  const responses = await findFirstResponses(db, { examType });
  const items = calibrateItems(byLearner(responses));
  const calibrated = new Map(
    items
      .filter((item) => item.responses >= MIN_ITEM_RESPONSES)
      .map((item) => [item.itemId, item.difficulty]),
  );
  const abilities = byLearner(responses.filter((r) => calibrated.has(r.questionId))).map((learner) => {
    const estimate = estimateAbility(
      learner.responses.map((r) => ({ difficulty: calibrated.get(r.itemId) ?? 0, correct: r.correct })),
    );
    return {
      userId: learner.learnerId,
      examType,
      theta: estimate.theta,
      standardError: estimate.standardError,
      responses: estimate.responses,
      estimatedAt: now,
    };
  });
  await db.transaction(async (tx) => {
    await tx.delete(itemParameters).where(eq(itemParameters.examType, examType));
    await tx.delete(learnerAbilities).where(eq(learnerAbilities.examType, examType));
    for (let i = 0; i < items.length; i += 500) {
      await tx.insert(itemParameters).values(
        items.slice(i, i + 500).map((item) => ({
          questionId: item.itemId,
          examType,
          difficulty: item.difficulty,
          responses: item.responses,
          correctShare: item.correctShare,
          calibratedAt: now,
        })),
      );
    }
    for (let i = 0; i < abilities.length; i += 500) {
      await tx.insert(learnerAbilities).values(abilities.slice(i, i + 500));
    }
  });
  return calibrated.size;
}

/** The recurring job: every exam in turn. */
export async function calibrateAllExams(db: DbOrTx, now: Date): Promise<void> {
  for (const examType of EXAM_TYPES) await calibrateExam(db, examType, now);
}

/**
 * The exam's question difficulties by question id: only the calibrated ones (MIN_ITEM_RESPONSES
 * first answers or more), or with `all` every question calibration has seen.
 */
export async function findItemDifficulties(
  db: DbOrTx,
  examType: ExamType,
  options: { all?: boolean } = {},
): Promise<{ difficulties: Map<number, number>; calibratedAt: Date | null }> {
  const rows = await db
    .select({
      questionId: itemParameters.questionId,
      difficulty: itemParameters.difficulty,
      calibratedAt: itemParameters.calibratedAt,
    })
    .from(itemParameters)
    .where(
      and(
        eq(itemParameters.examType, examType),
        options.all ? undefined : gte(itemParameters.responses, MIN_ITEM_RESPONSES),
      ),
    );
  return {
    difficulties: new Map(rows.map((r) => [r.questionId, r.difficulty])),
    calibratedAt: rows[0]?.calibratedAt ?? null,
  };
}
