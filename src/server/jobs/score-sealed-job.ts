/**
 * The job that scores a quiz's sealed live attempts (decision 0056). One job per quiz (decision
 * 0076): whichever instance claims it scores the quiz's seals batch after batch, so two instances
 * never score the same sheets at once; a seal made while it runs is taken by its next batch.
 */
export const SCORE_SEALED_JOB = "score-sealed";

/** The key of the job scoring what is sealed for `quizId`. */
export const scoreSealedKey = (quizId: number) => `${SCORE_SEALED_JOB}:${quizId}`;

/** A learner's seal is scored once its second is over, so one run takes all of that second's seals. */
export const scoreSealedRunAt = (sealedAt: Date) =>
  new Date((Math.floor(sealedAt.getTime() / 1000) + 1) * 1000);

/** What a request refused while sealed sheets wait for this job tells the client: ask again in 10 s. */
export const SCORING_RETRY_AFTER_SECONDS = 10;
