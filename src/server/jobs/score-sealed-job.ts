/**
 * The job that scores a quiz's sealed live attempts (decision 0056). One job per quiz and second of
 * sealing: the burst at a window's end makes a few jobs, each scoring every attempt sealed by its
 * run time, not one job per attempt.
 */
export const SCORE_SEALED_JOB = "score-sealed";

/** The key of the job scoring what was sealed for `quizId` in the second of `sealedAt`. */
export const scoreSealedKey = (quizId: number, sealedAt: Date) =>
  `${SCORE_SEALED_JOB}:${quizId}:${Math.floor(sealedAt.getTime() / 1000)}`;

/** A learner's seal is scored once its second is over, so one job takes all of that second's seals. */
export const scoreSealedRunAt = (sealedAt: Date) =>
  new Date((Math.floor(sealedAt.getTime() / 1000) + 1) * 1000);

/** What a request refused while sealed sheets wait for this job tells the client: ask again in 10 s. */
export const SCORING_RETRY_AFTER_SECONDS = 10;
