import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { answerProblem } from "~/domain/marking";
import { acceptsAnswers, applyAnswerSheet, serverTimeSpent } from "~/domain/sections";
import type { DbOrTx } from "~/server/db/client";
import { attempts, questions } from "~/server/db/schema";
import { badRequest, conflict } from "~/server/http/errors";
import { findOwnAttempt, normalizeSheet } from "~/server/papers/find-attempt";
import {
  ATTEMPT_ALREADY_SUBMITTED,
  ATTEMPT_TIME_OVER,
  type SaveAnswersBody,
  type SaveAnswersResponse,
} from "~/shared/contract/attempts";
import { loadAttemptClock } from "./attempt-clock";
import { applyOmrRule, inkedAnswerRefusal } from "./omr-sheet";
import { recordedQuestionTimes } from "./question-times";

/**
 * Replaces the saved answer sheet of a running attempt (PUT /api/attempts/{id}/answers), so a
 * reload or a dropped connection loses nothing. Refused once submitted and after the deadline (the
 * grace is for a submit already in flight, not for more answering: src/domain/sections.ts). With
 * sectional timing, an answer to a section not yet open is refused (400 naming the question), and
 * a closed section keeps the answers saved while it was open. An answer whose shape does not fit
 * its question's type (an index outside its options, a list for a single-correct question, a
 * number for a multiple-correct one...) is refused with 400 naming `answers.<id>`.
 */
export async function saveAnswers(
  db: DbOrTx,
  options: { attemptId: number; userId: number; now: Date } & SaveAnswersBody,
): Promise<SaveAnswersResponse> {
  const { now } = options;
  const attempt = await findOwnAttempt(db, options);
  // a sealed live sheet is final (decision 0056), as a submitted one
  if (attempt.submittedAt || attempt.sealedAt) throw conflict(ATTEMPT_ALREADY_SUBMITTED);
  const clock = await loadAttemptClock(db, attempt);
  if (!acceptsAnswers(clock, now.getTime())) throw conflict(ATTEMPT_TIME_OVER);

  const covered = new Set(attempt.questionIds);
  for (const key of Object.keys(options.answers)) {
    if (!covered.has(Number(key))) {
      throw badRequest(`answers.${key}: is not a question of this attempt`, `answers.${key}`);
    }
  }
  await refuseMisshapenAnswers(db, normalizeSheet(options.answers));
  const marked = options.markedForReview;
  if (marked) {
    const stranger = marked.find((id) => !covered.has(id));
    if (stranger !== undefined) {
      throw badRequest(`markedForReview: ${stranger} is not a question of this attempt`, "markedForReview");
    }
  }

  // OMR (NEET, UPSC prelims): a filled bubble is final
  const inked = await applyOmrRule(db, attempt, normalizeSheet(options.answers));
  if (inked.refused[0] !== undefined) throw inkedAnswerRefusal(inked.refused[0]);
  const times = options.questionTimes
    ? recordedQuestionTimes(
        options.questionTimes,
        attempt.questionIds,
        serverTimeSpent(clock, now.getTime()),
        {
          refuseStrangers: true,
        },
      )
    : undefined;

  const { sheet, upcoming } = applyAnswerSheet({
    clock,
    questionIds: attempt.questionIds,
    saved: attempt.answers,
    incoming: inked.sheet,
    nowMs: now.getTime(),
  });
  const early = upcoming[0];
  if (early !== undefined) {
    throw badRequest(`answers.${early}: its section is not open yet`, `answers.${early}`);
  }

  // conditional on still being open and in time: a submit that won the race is not overwritten
  const updated = await db
    .update(attempts)
    .set({
      answers: sheet,
      ...(marked ? { markedForReview: [...new Set(marked)] } : {}),
      ...(times ? { questionTimes: times } : {}),
      ...(options.guessed ? { guessed: [...new Set(options.guessed)].filter((id) => covered.has(id)) } : {}),
      answersSavedAt: now,
    })
    .where(and(eq(attempts.id, attempt.id), isNull(attempts.submittedAt)))
    .returning({ id: attempts.id });
  if (updated.length === 0) throw conflict(ATTEMPT_ALREADY_SUBMITTED);
  return { ok: true, savedAt: now.toISOString() };
}

async function refuseMisshapenAnswers(db: DbOrTx, sheet: Record<string, unknown>): Promise<void> {
  const ids = Object.keys(sheet).map(Number);
  if (ids.length === 0) return;
  const rows = await db
    .select({
      id: questions.id,
      type: questions.type,
      optionCount: sql<number>`jsonb_array_length(${questions.options})::int`,
    })
    .from(questions)
    .where(inArray(questions.id, ids));
  for (const q of rows) {
    const problem = answerProblem(q, sheet[String(q.id)]);
    if (problem) throw badRequest(`answers.${q.id}: ${problem}`, `answers.${q.id}`);
  }
}
