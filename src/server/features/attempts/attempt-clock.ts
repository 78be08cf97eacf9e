import { eq } from "drizzle-orm";
import { type AttemptClock, paperSections, timeFactor } from "~/domain/sections";
import type { DbOrTx } from "~/server/db/client";
import { type QuizSectionRecord, quizQuestions, quizzes } from "~/server/db/schema";
import type { AttemptRow } from "~/server/papers/find-attempt";

/** The attempt's clock (src/domain/sections.ts) from its quiz's sections and its questions' sections. */
export function attemptClock(
  attempt: Pick<
    AttemptRow,
    "startedAt" | "deadline" | "retakeOfAttemptId" | "compensatory" | "extraMinutesPerHour"
  >,
  sections: QuizSectionRecord[] | null,
  questions: readonly { id: number; section: string | null }[],
): AttemptClock {
  return {
    startedAtMs: attempt.startedAt.getTime(),
    deadlineMs: attempt.deadline.getTime(),
    sections: paperSections(sections, questions),
    isRetake: attempt.retakeOfAttemptId !== null,
    timeFactor: timeFactor(attempt.compensatory, attempt.extraMinutesPerHour),
  };
}

/** The clock of an attempt read from the database (a save needs it; the submit has the rows already). */
export async function loadAttemptClock(db: DbOrTx, attempt: AttemptRow): Promise<AttemptClock> {
  const none = attemptClock(attempt, null, []);
  if (attempt.retakeOfAttemptId !== null) return none;
  const [quiz] = await db
    .select({ sections: quizzes.sections })
    .from(quizzes)
    .where(eq(quizzes.id, attempt.quizId));
  if (!quiz?.sections || quiz.sections.length < 2 || quiz.sections.some((s) => !s.timeLimitMinutes))
    return none;
  const covered = new Set(attempt.questionIds);
  const rows = await db
    .select({ id: quizQuestions.questionId, section: quizQuestions.section })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, attempt.quizId));
  return attemptClock(
    attempt,
    quiz.sections,
    rows.filter((r) => covered.has(r.id)),
  );
}
