import { and, type Column, exists, gt, isNull, not, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { assignments, attempts, liveTestRegistrations, liveTests, quizQuestions } from "./schema";

/**
 * The live-test hold in SQL, the one place every query and route takes it from (paperHeldForLive in
 * src/domain/live-tests.ts is the same rule for a window already read): a live test that is not
 * cancelled and whose window has not ended at `now` holds its paper back (decisions 0013, 0019).
 */

/** A live_tests row, the table itself or an alias of it. */
type LiveTestColumns = { cancelledAt: Column; endsAt: Column };

/** SQL: this live test holds its paper at `now`. */
export const holdsItsPaper = (test: LiveTestColumns, now: Date): SQL =>
  and(isNull(test.cancelledAt), gt(test.endsAt, now)) as SQL;

// a table named in a sql template renders as its name only: each is written `${table} as ${alias}`
const held = alias(liveTests, "held_by");
const heldQuestion = alias(quizQuestions, "held_question");
const heldRegistration = alias(liveTestRegistrations, "held_registration");
const heldAttempt = alias(attempts, "held_attempt");
const heldAssignment = alias(assignments, "held_assignment");

/** SQL: the quiz (its id column in the outer query) is the paper of a live test holding it at `now`. */
export const paperHeld = (quizId: Column | SQL, now: Date): SQL =>
  exists(
    sql`(select 1 from ${liveTests} as ${held} where ${held.quizId} = ${quizId} and ${holdsItsPaper(held, now)})`,
  );

/** SQL: the quiz is held by no live test at `now`: every learner's listing of papers keeps to these. */
export const notHeldForLive = (quizId: Column | SQL, now: Date): SQL => not(paperHeld(quizId, now));

/**
 * SQL: the question is in no paper held at `now`: its key is not shown to a learner (review cards,
 * bookmarks), nor is it drawn into a daily quiz, until that window ends.
 */
export const notInHeldPaper = (questionId: Column | SQL, now: Date): SQL =>
  not(
    exists(
      sql`(select 1 from ${quizQuestions} as ${heldQuestion} join ${liveTests} as ${held} on ${held.quizId} = ${heldQuestion.quizId}
        where ${heldQuestion.questionId} = ${questionId} and ${holdsItsPaper(held, now)})`,
    ),
  );

/**
 * SQL: the question is in no paper of an assignment the user has an attempt of whose key shows at
 * its close (not cancelled, not yet closed): their review card of it waits for the close, as their
 * result does (keyHiddenUntil in src/domain/assignments.ts).
 */
export const notHeldFromUserByAssignment = (questionId: Column | SQL, userId: number, now: Date): SQL =>
  not(
    exists(
      sql`(select 1 from ${attempts} as ${heldAttempt}
        join ${assignments} as ${heldAssignment} on ${heldAssignment.id} = ${heldAttempt.assignmentId}
        join ${quizQuestions} as ${heldQuestion} on ${heldQuestion.quizId} = ${heldAssignment.quizId}
        where ${heldAttempt.userId} = ${userId} and ${heldQuestion.questionId} = ${questionId}
          and ${heldAssignment.keyShown} = 'after_close' and ${heldAssignment.cancelledAt} is null
          and ${heldAssignment.closesAt} > ${now.toISOString()}::timestamptz)`,
    ),
  );

/**
 * SQL: the attempt's result is published: it is no live attempt, or its live test holds its paper no
 * longer. A candidate who submits early sees nothing scored of it anywhere (attempts list, progress,
 * analytics, bests) until the end, as with the result itself.
 */
export const resultPublished = (attemptId: Column | SQL, now: Date): SQL =>
  and(
    not(
      exists(
        sql`(select 1 from ${liveTestRegistrations} as ${heldRegistration} join ${liveTests} as ${held} on ${held.id} = ${heldRegistration.liveTestId}
        where ${heldRegistration.attemptId} = ${attemptId} and ${holdsItsPaper(held, now)})`,
      ),
    ),
    // an institute's assignment whose key shows at its close (keyHiddenUntil in src/domain/assignments.ts)
    not(
      exists(
        sql`(select 1 from ${attempts} as ${heldAttempt} join ${assignments} as ${heldAssignment} on ${heldAssignment.id} = ${heldAttempt.assignmentId}
        where ${heldAttempt.id} = ${attemptId} and ${heldAssignment.keyShown} = 'after_close'
          and ${heldAssignment.cancelledAt} is null and ${heldAssignment.closesAt} > ${now.toISOString()}::timestamptz)`,
      ),
    ),
  ) as SQL;
