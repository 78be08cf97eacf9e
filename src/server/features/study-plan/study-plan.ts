import { eq } from "drizzle-orm";
import { planStudy } from "~/domain/study-plan";
import type { DbOrTx } from "~/server/db/client";
import { studyPlans } from "~/server/db/schema";
import { badRequest } from "~/server/http/errors";
import {
  EXAM_DATE_NOT_FUTURE,
  EXAM_DATE_TOO_FAR,
  MAX_PLAN_DAYS,
  type StudyPlanBody,
  type StudyPlanResponse,
} from "~/shared/contract/study-plan";
import { examDateProblem, studyPlanInput } from "./study-plan-data";

/** GET /api/user/study-plan: the learner's plan recomputed from current data, or null before one is set. */
export async function findStudyPlan(
  db: DbOrTx,
  options: { userId: number; now: Date },
): Promise<StudyPlanResponse> {
  const [settings] = await db.select().from(studyPlans).where(eq(studyPlans.userId, options.userId));
  if (!settings) return { plan: null };
  const input = await studyPlanInput(db, { ...settings, userId: options.userId, now: options.now });
  const plan = planStudy(input);
  return {
    plan: {
      ...plan,
      examType: settings.examType,
      examName: input.examName,
      hoursPerDaySet: settings.hoursPerDay,
      dueReviewCards: input.dueNow,
      mocksAvailable: input.mocksAvailable,
    },
  };
}

/** PUT /api/user/study-plan: sets the exam, its date and hours; the plan starts again from today. */
export async function setStudyPlan(
  db: DbOrTx,
  options: { userId: number; now: Date; body: StudyPlanBody },
): Promise<StudyPlanResponse> {
  const { body, now, userId } = options;
  const problem = examDateProblem(body.examDate, now, MAX_PLAN_DAYS);
  if (problem) throw badRequest(problem === "past" ? EXAM_DATE_NOT_FUTURE : EXAM_DATE_TOO_FAR, "examDate");
  const values = {
    examType: body.examType,
    examDate: body.examDate,
    hoursPerDay: body.hoursPerDay ?? null,
    startedAt: now,
  };
  await db
    .insert(studyPlans)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: studyPlans.userId, set: values });
  return findStudyPlan(db, { userId, now });
}
