import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { rankMeritList } from "~/domain/live-merit-list";
import { finishedByServer, liveResultStatus } from "~/domain/live-tests";
import type { DbOrTx } from "~/server/db/client";
import {
  attemptAnswers,
  attempts,
  liveTestRegistrations,
  liveTests,
  quizzes,
  users,
} from "~/server/db/schema";
import { conflict, notFound } from "~/server/http/errors";
import { istMoment } from "~/server/http/ist-moment";
import type { MeritSheet } from "~/server/reports/merit-list-files";
import { meritSectionMarks } from "~/server/reports/merit-sections";
import { SUBMIT_GRACE_SECONDS } from "~/shared/contract/attempts";
import { LIVE_TEST_NOT_FOUND, type MeritList, type MeritRow } from "~/shared/contract/live-tests";
import { fullName } from "~/shared/display-name";
import { refuseWhileScoring } from "./live-results";

/** The whole merit list of a live test, every candidate ranked, with the paper's section columns. */
export type FullMeritList = Omit<MeritList, "page" | "pageSize" | "rows"> & {
  /** the paper's window end, for the file's name */
  endsAt: Date;
  rows: MeritRow[];
};

/** The live merit list as the download writes it (src/server/reports/merit-list-files.ts). */
export const meritSheetOf = (list: FullMeritList): MeritSheet => ({
  title: list.title,
  endsAt: list.endsAt,
  sectionNames: list.sectionNames,
  columns: { percentile: true, submittedAt: false },
  takerWord: "candidate",
  rows: list.rows,
});

/**
 * The organiser's merit list of a live test (GET /api/admin/live-tests/{id}/merit-list and its
 * downloads): every candidate who started the live attempt, as the learners' results rank them
 * (src/domain/live-merit-list.ts), with full names and emails, marks per section, time taken and
 * whether the server finished the attempt at its deadline. Refused before the end and while any
 * live attempt is unscored, as the learners' results are. Section marks are read for `onlyRows`
 * (a page), or for everyone.
 */
export async function meritList(
  db: DbOrTx,
  options: { liveTestId: number; now: Date; onlyRows?: { offset: number; limit: number } },
): Promise<FullMeritList> {
  const { liveTestId, now } = options;
  const [test] = await db
    .select({
      quizId: liveTests.quizId,
      endsAt: liveTests.endsAt,
      finalPublishedAt: liveTests.finalPublishedAt,
      title: quizzes.title,
      sections: quizzes.sections,
    })
    .from(liveTests)
    .innerJoin(quizzes, eq(quizzes.id, liveTests.quizId))
    .where(eq(liveTests.id, liveTestId));
  if (!test) throw notFound(LIVE_TEST_NOT_FOUND);
  if (now < test.endsAt)
    throw conflict(`The merit list is ready when this live test ends at ${istMoment(test.endsAt)}`);
  await refuseWhileScoring(db, liveTestId);

  const live = eq(liveTestRegistrations.liveTestId, liveTestId);
  const cohort = await db
    .select({
      attemptId: attempts.id,
      marks: attempts.marks,
      maxMarks: attempts.maxMarks,
      timeSpent: attempts.timeSpent,
      deadline: attempts.deadline,
      submittedAt: attempts.submittedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      deletedAt: users.deletedAt,
    })
    .from(liveTestRegistrations)
    .innerJoin(attempts, eq(attempts.id, liveTestRegistrations.attemptId))
    .innerJoin(users, eq(users.id, attempts.userId))
    .where(and(live, isNotNull(attempts.submittedAt)))
    .orderBy(desc(attempts.marks), asc(attempts.submittedAt), asc(attempts.id));
  const ranked = rankMeritList(cohort.map((row) => ({ ...row, marks: row.marks ?? 0 })));
  const shown = options.onlyRows
    ? ranked.slice(options.onlyRows.offset, options.onlyRows.offset + options.onlyRows.limit)
    : ranked;

  const { sectionNames, marksOf } = await meritSectionMarks(db, {
    quizId: test.quizId,
    listedSections: test.sections,
    attempts:
      shown.length === 0
        ? undefined
        : options.onlyRows
          ? inArray(
              attemptAnswers.attemptId,
              shown.map((r) => r.attemptId),
            )
          : inArray(
              attemptAnswers.attemptId,
              db.select({ id: liveTestRegistrations.attemptId }).from(liveTestRegistrations).where(live),
            ),
  });

  return {
    liveTestId,
    title: test.title,
    endsAt: test.endsAt,
    status: liveResultStatus(test.finalPublishedAt),
    cohortSize: ranked.length,
    maxMarks: cohort[0]?.maxMarks ?? null,
    sectionNames,
    rows: shown.map((row) => ({
      rank: row.rank,
      name: fullName(row),
      // a deleted account keeps only a placeholder address: nothing to show
      email: row.deletedAt ? "" : row.email,
      marks: row.marks,
      sections: marksOf(row.attemptId),
      percentile: row.percentile,
      timeTakenSeconds: row.timeSpent,
      finishedBy:
        row.submittedAt &&
        finishedByServer({ submittedAt: row.submittedAt, deadline: row.deadline }, SUBMIT_GRACE_SECONDS)
          ? "server"
          : "learner",
      attemptId: row.attemptId,
    })),
  };
}
