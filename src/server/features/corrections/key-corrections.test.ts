import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts, feedback, jobs, notifications, questions, weeklyPoints } from "~/server/db/schema";
import { JOB_HANDLERS } from "~/server/jobs/handlers";
import { runDueJobs } from "~/server/jobs/worker";
import { createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { takeQuiz } from "~/server/test-support/take-quiz";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import type { AttemptResult } from "~/shared/contract/attempts";
import { RESCORE_JOB, rescoreForCorrection } from "./rescore-job";

const T0 = "2026-11-18T06:00:00.000Z"; // Wednesday 11:30 IST, week of Monday 16 Nov
const WEEK = "2026-11-16";
const NEXT_WEEK = "2026-11-25T06:00:00.000Z";

describe("key corrections re-score every submitted attempt", () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    admin = await signIn(t.app, { role: "admin", email: "zq-admin@example.com" });
  });
  afterAll(() => t.close());

  const inject = (who: SignedIn | null, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: who ? { cookie: who.cookie } : {} });
  const learner = (name: string) => signIn(t.app, { role: "learner", email: `zq-${name}@example.com` });
  /** a new key comes with its explanation, as the correction dialog sends it */
  const withExplanation = (body: Record<string, unknown>) =>
    body.action === "key_change"
      ? { explanation: "Zq- why the corrected key is right", explanationHi: "Zq- सही कुंजी क्यों", ...body }
      : body;
  const correct = async (questionId: number, body: Record<string, unknown>) => {
    const res = await inject(
      admin,
      "POST",
      `/api/admin/questions/${questionId}/corrections`,
      withExplanation(body),
    );
    expect(res.statusCode, res.body).toBe(202);
    return res.json() as { auditId: number; attemptsToRescore: number };
  };
  const weekly = async (userId: number) =>
    (await t.ctx.db.select().from(weeklyPoints).where(eq(weeklyPoints.userId, userId)))
      .map((w) => `${w.weekStart}/${w.examType}/${w.points}`)
      .sort();
  const attemptOf = async (id: number) =>
    (await t.ctx.db.select().from(attempts).where(eq(attempts.id, id)))[0];
  const quiz = (title: string) => createQuiz(t.ctx.db, { examType: "jee", questionCount: 4, title });

  it("a learner answered A, the admin changes the key to A: marks, points, weekly rank and a notice follow", async () => {
    const paper: FixtureQuiz = await quiz("Zq-Physics drill");
    const [q1, , , q4] = paper.questions;
    const asker = await learner("asker");
    const rival = await learner("rival");
    // the fixture's key of question 4 is D; "w" answers A (the next option round)
    const mine = await takeQuiz(t, {
      userId: asker.user.id,
      quizId: paper.quizId,
      results: "cccw",
      submittedAt: T0,
    });
    const theirs = await takeQuiz(t, {
      userId: rival.user.id,
      quizId: paper.quizId,
      results: "cccc",
      submittedAt: T0,
    });
    expect([mine.marks, mine.points, theirs.marks, theirs.points]).toEqual([11, 30, 16, 40]);
    const rankOf = async (who: SignedIn) =>
      (await inject(who, "GET", "/api/user/rank")).json() as { rank: number; points: number };
    // the leaderboard's week is the current one: look while it is still the week of the attempts
    expect(await rankOf(asker)).toMatchObject({ rank: 2, points: 30 });
    expect(await rankOf(rival)).toMatchObject({ rank: 1, points: 40 });

    const refused = await inject(admin, "POST", `/api/admin/questions/${q4!.id}/corrections`, {
      action: "key_change",
      correctAnswer: 0,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: "reason" });
    const wrongShape = await inject(admin, "POST", `/api/admin/questions/${q1!.id}/corrections`, {
      action: "key_change",
      correctAnswer: 0,
      reason: "Zq- the key is A already",
    });
    expect(wrongShape.json()).toMatchObject({
      field: "correctAnswer",
      message: "correctAnswer: is already the key",
    });

    t.clock.set("2026-11-20T05:00:00.000Z"); // Friday of the same week
    const done = await correct(q4!.id, {
      action: "key_change",
      correctAnswer: 0,
      reason: "Zq- NTA final key: A",
    });
    expect(done.attemptsToRescore).toBe(2);
    // nothing changes before the job runs
    expect((await attemptOf(mine.attemptId))?.marks).toBe(11);
    await runDueJobs(t.ctx);

    const after = (await inject(asker, "GET", `/api/attempts/${mine.attemptId}`)).json();
    expect(after).toMatchObject({ marks: 16, correct: 4, wrong: 0, points: 40 });
    expect(after.review[3]).toMatchObject({ isCorrect: true, marksAwarded: 4, outcome: "correct" });
    const rivalAfter = (await inject(rival, "GET", `/api/attempts/${theirs.attemptId}`)).json();
    expect(rivalAfter).toMatchObject({ marks: 11, correct: 3, wrong: 1, points: 30 });
    expect(await weekly(asker.user.id)).toEqual([`${WEEK}/all/40`, `${WEEK}/jee/40`]);
    expect(await weekly(rival.user.id)).toEqual([`${WEEK}/all/30`, `${WEEK}/jee/30`]);
    expect(await rankOf(asker)).toMatchObject({ rank: 1, points: 40 });
    expect(await rankOf(rival)).toMatchObject({ rank: 2, points: 30 });

    const notices = (await inject(asker, "GET", "/api/user/notifications")).json();
    expect(notices.unreadCount).toBe(1);
    expect(notices.notifications[0]).toMatchObject({
      text: "Answer key corrected in Zq-Physics drill: key of question 4 changed from D to A; your marks 11 → 16",
      link: `/results/${mine.attemptId}`,
      read: false,
    });
    // what it is about, for the client to word in the reader's language
    expect(notices.notifications[0]).toMatchObject({
      kind: "key-corrected",
      params: {
        quizTitle: "Zq-Physics drill",
        changes: [
          {
            action: "key_change",
            questionNumber: 4,
            before: { type: "single", options: [3] },
            after: { type: "single", options: [0] },
          },
        ],
        marksBefore: 11,
        marksAfter: 16,
      },
    });
    const read = await inject(asker, "POST", "/api/user/notifications/read", {});
    expect(read.json()).toEqual({ unreadCount: 0 });
    expect((await inject(asker, "GET", "/api/user/notifications")).json().notifications[0].read).toBe(true);
    const rivalNotice = (await inject(rival, "GET", "/api/user/notifications")).json();
    expect(rivalNotice.notifications[0].text).toContain("your marks 16 → 11");

    // the change note: dated, naming the key only to those with a result of the quiz
    const signedOut = (await inject(null, "GET", `/api/quiz/${paper.quizId}/change-notes`)).json();
    expect(signedOut.notes).toEqual([
      {
        id: done.auditId,
        day: "2026-11-20",
        questionNumber: 4,
        text: "Key of question 4 corrected; all attempts re-scored",
        change: { action: "key_change", questionNumber: 4, before: null, after: null },
      },
    ]);
    const taker = (await inject(asker, "GET", `/api/quiz/${paper.quizId}/change-notes`)).json();
    expect(taker.notes[0].text).toBe("Key of question 4 changed from D to A; all attempts re-scored");
    expect(taker.notes[0].change).toEqual({
      action: "key_change",
      questionNumber: 4,
      before: { type: "single", options: [3] },
      after: { type: "single", options: [0] },
    });

    const log = (await inject(admin, "GET", `/api/admin/questions/${q4!.id}/audit-log`)).json();
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      action: "key_change",
      admin: { id: admin.user.id, email: "zq-admin@example.com" },
      before: { correctIndex: 3 },
      after: { correctIndex: 0 },
      reason: "Zq- NTA final key: A",
      createdAt: "2026-11-20T05:00:00.000Z",
    });
    // running the jobs again changes nothing
    await runDueJobs(t.ctx);
    expect(await weekly(asker.user.id)).toEqual([`${WEEK}/all/40`, `${WEEK}/jee/40`]);

    // an attempt submitted after the correction is scored with it and carries it: no re-score, no notice
    const late = await learner("late");
    const lateResult = await takeQuiz(t, {
      userId: late.user.id,
      quizId: paper.quizId,
      results: "cccc",
      submittedAt: "2026-11-20T06:00:00.000Z",
    });
    expect(await attemptOf(lateResult.attemptId)).toMatchObject({ marks: 16, keyRevision: done.auditId });
    await rescoreForCorrection(t.ctx.db, done.auditId, t.clock.now);
    expect((await inject(late, "GET", "/api/user/notifications")).json()).toEqual({
      notifications: [],
      unreadCount: 0,
    });
  });

  it("a dropped question gives full marks to who answered it and nothing to who left it blank; a second option can be accepted", async () => {
    t.clock.set(T0);
    const paper = await quiz("Zq-Chemistry drill");
    const [q1, q2] = paper.questions;
    const answered = await learner("answered");
    const blank = await learner("blank");
    const a = await takeQuiz(t, {
      userId: answered.user.id,
      quizId: paper.quizId,
      results: "wwcc",
      submittedAt: T0,
    });
    const b = await takeQuiz(t, {
      userId: blank.user.id,
      quizId: paper.quizId,
      results: "wscc",
      submittedAt: T0,
    });
    expect([a.marks, b.marks]).toEqual([6, 7]);

    // the rest of the week has passed: points still change in the week the attempts counted in
    t.clock.set(NEXT_WEEK);
    await correct(q2!.id, { action: "drop", reason: "Zq- two options are right" });
    await runDueJobs(t.ctx);
    expect(await attemptOf(a.attemptId)).toMatchObject({
      marks: 11,
      correctCount: 3,
      wrongCount: 1,
      points: 30,
    });
    expect(await attemptOf(b.attemptId)).toMatchObject({
      marks: 7,
      correctCount: 2,
      skippedCount: 1,
      points: 20,
    });
    expect(await weekly(answered.user.id)).toEqual([`${WEEK}/all/30`, `${WEEK}/jee/30`]);
    const blankNotice = (await inject(blank, "GET", "/api/user/notifications")).json();
    expect(blankNotice.notifications[0].text).toBe(
      "Answer key corrected in Zq-Chemistry drill: question 2 dropped: full marks to everyone who answered it; your marks stay 7",
    );
    expect(blankNotice.notifications[0]).toMatchObject({
      kind: "key-corrected",
      params: {
        changes: [{ action: "drop", questionNumber: 2, before: null, after: null }],
        marksBefore: 7,
        marksAfter: 7,
      },
    });

    // question 1 (key A): the learner's B is accepted too
    await correct(q1!.id, { action: "accept_option", acceptedOption: 1, reason: "Zq- B is also right" });
    await runDueJobs(t.ctx);
    expect(await attemptOf(a.attemptId)).toMatchObject({
      marks: 16,
      correctCount: 4,
      wrongCount: 0,
      points: 40,
    });
    expect(await weekly(answered.user.id)).toEqual([`${WEEK}/all/40`, `${WEEK}/jee/40`]);
    const accepted = (await inject(answered, "GET", "/api/user/notifications")).json().notifications[0];
    expect(accepted.text).toBe(
      "Answer key corrected in Zq-Chemistry drill: question 1: A or B now accepted; your marks 11 → 16",
    );
    expect(accepted.params.changes).toEqual([
      {
        action: "accept_option",
        questionNumber: 1,
        before: null,
        after: { type: "single", options: [0, 1] },
      },
    ]);
    // the review marks both accepted options and names the drop
    const review = (await inject(answered, "GET", `/api/attempts/${a.attemptId}`)).json().review;
    expect(review[0]).toMatchObject({
      correctIndex: 0,
      acceptedIndexes: [1],
      chosenIndex: 1,
      outcome: "correct",
    });
    expect(review[0].dropped).toBeUndefined();
    expect(review[1]).toMatchObject({ dropped: true, outcome: "correct", marksAwarded: 4 });
    expect(review[1].acceptedIndexes).toBeUndefined();
    const again = await inject(admin, "POST", `/api/admin/questions/${q2!.id}/corrections`, {
      action: "key_change",
      correctAnswer: 2,
      reason: "Zq- too late",
    });
    expect(again.statusCode).toBe(409);
  });

  it("a new key needs its new explanation (and the Hindi one for a question in Hindi), saved with the key", async () => {
    t.clock.set(T0);
    const paper = await quiz("Zq-Explained drill");
    const [q1, q2] = paper.questions;
    // the fixture's questions are in Hindi too: the first one is made English only
    await t.ctx.db
      .update(questions)
      .set({ textHi: null, optionsHi: null, explanationHi: null })
      .where(eq(questions.id, q1!.id));
    const send = (id: number, body: Record<string, unknown>) =>
      inject(admin, "POST", `/api/admin/questions/${id}/corrections`, body);
    const key = { action: "key_change", correctAnswer: 2, reason: "Zq- the final key is C" };

    const bare = await send(q1!.id, key);
    expect(bare.json()).toEqual({
      message: "explanation: is required when the key changes",
      field: "explanation",
    });
    const noHindi = await send(q2!.id, { ...key, explanation: "Zq- C, because" });
    expect(noHindi.json()).toMatchObject({ field: "explanationHi" });
    const unchanged = await t.ctx.db.select().from(questions).where(eq(questions.id, q2!.id));
    expect(unchanged[0]).toMatchObject({
      correctIndex: paper.questions[1]!.correctIndex,
      explanationHi: expect.stringContaining("SECRET-HINDI"),
    });

    // an English-only question keeps no Hindi explanation, even one sent
    await correct(q1!.id, { ...key, explanation: "Zq- C, because of the new reading" });
    await correct(q2!.id, { ...key, explanation: "Zq- C, because", explanationHi: "Zq- ग, क्योंकि" });
    const [first] = await t.ctx.db.select().from(questions).where(eq(questions.id, q1!.id));
    const [second] = await t.ctx.db.select().from(questions).where(eq(questions.id, q2!.id));
    expect(first).toMatchObject({
      correctIndex: 2,
      explanation: "Zq- C, because of the new reading",
      explanationHi: null,
    });
    expect(second).toMatchObject({
      correctIndex: 2,
      explanation: "Zq- C, because",
      explanationHi: "Zq- ग, क्योंकि",
    });
  });

  it("a correction that answers a report marks it Fixed with the reply and tells the reporter, in the same transaction", async () => {
    t.clock.set(T0);
    const paper = await quiz("Zq-Reported drill");
    const [q1, q2] = paper.questions;
    const reporter = await learner("reporter");
    const fileReport = async (questionId: number) => {
      t.clock.advance(61_000);
      const res = await inject(reporter, "POST", "/api/feedback", {
        rating: 1,
        category: "questions",
        feedback: "Zq- the key looks wrong",
        questionId,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const reportId = await fileReport(q1!.id);
    const otherId = await fileReport(q2!.id);
    const body = {
      action: "key_change",
      correctAnswer: 2,
      reason: "Zq- the report is right",
      explanation: "Zq- C is right",
      explanationHi: "Zq- ग सही है",
    };

    // a report of another question: refused, and neither the key nor the report changes
    const wrong = await inject(admin, "POST", `/api/admin/questions/${q1!.id}/corrections`, {
      ...body,
      report: { id: otherId, reply: "Zq- corrected" },
    });
    expect(wrong.json()).toMatchObject({ field: "report" });
    const [still] = await t.ctx.db.select().from(questions).where(eq(questions.id, q1!.id));
    expect(still?.correctIndex).toBe(paper.questions[0]!.correctIndex);

    const done = await inject(admin, "POST", `/api/admin/questions/${q1!.id}/corrections`, {
      ...body,
      report: { id: reportId, reply: "Zq- You were right: the key is now C." },
    });
    expect(done.statusCode, done.body).toBe(202);
    expect(done.json().reportIds).toEqual([reportId]);
    const [row] = await t.ctx.db.select().from(feedback).where(eq(feedback.id, reportId));
    expect(row).toMatchObject({
      status: "fixed",
      reply: "Zq- You were right: the key is now C.",
      handledBy: admin.user.id,
    });
    const mine = (await inject(reporter, "GET", "/api/user/reports")).json();
    expect(mine.items.find((r: { id: number }) => r.id === reportId)).toMatchObject({
      status: "fixed",
      reply: "Zq- You were right: the key is now C.",
      unread: true,
    });
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, reporter.user.id));
    expect(told.map((n) => n.kind)).toEqual(["report-answered"]);
  });

  it("a notice from before kinds were kept, or whose params no longer read as its kind, answers its text alone", async () => {
    const reader = await learner("older-notices");
    const at = new Date("2026-11-10T05:00:00.000Z");
    await t.ctx.db.insert(notifications).values([
      { userId: reader.user.id, text: "Zq- an older notice", link: "/results/1", createdAt: at },
      {
        userId: reader.user.id,
        text: "Zq- params of another shape",
        kind: "report-answered",
        params: { status: "gone" } as never,
        link: "/my-reports",
        createdAt: at,
      },
    ]);
    const listed = (await inject(reader, "GET", "/api/user/notifications")).json();
    expect(listed.notifications).toEqual([
      expect.objectContaining({ text: "Zq- params of another shape", kind: null, params: null }),
      expect.objectContaining({ text: "Zq- an older notice", kind: null, params: null, link: "/results/1" }),
    ]);
    expect(listed.unreadCount).toBe(2);
  });

  it("a re-score that fails midway and runs again applies each attempt once", async () => {
    t.clock.set(T0);
    const paper = await quiz("Zq-Maths drill");
    const q1 = paper.questions[0]!;
    const takers = [await learner("first"), await learner("second"), await learner("third")];
    const taken: AttemptResult[] = [];
    for (const who of takers) {
      taken.push(
        await takeQuiz(t, { userId: who.user.id, quizId: paper.quizId, results: "wccc", submittedAt: T0 }),
      );
    }
    expect(taken.map((r) => r.marks)).toEqual([11, 11, 11]);
    t.clock.set("2026-11-19T05:00:00.000Z");
    await correct(q1.id, { action: "key_change", correctAnswer: 1, reason: "Zq- the key was B" });

    // the second attempt's transaction fails (the instance dies with it): the job fails and stays queued
    const dying = {
      ...JOB_HANDLERS,
      [RESCORE_JOB]: async (ctx: typeof t.ctx, job: { payload: Record<string, unknown> }) => {
        await rescoreForCorrection(ctx.db, Number(job.payload.auditId), ctx.now(), {
          beforeCommit: (attemptId) => {
            if (attemptId === taken[1]!.attemptId) throw new Error("Zq- crash midway");
          },
        });
        return undefined;
      },
    };
    await runDueJobs(t.ctx, { handlers: dying });
    const marks = async () => Promise.all(taken.map(async (r) => (await attemptOf(r.attemptId))?.marks));
    expect(await marks()).toEqual([16, 11, 11]);
    const [queued] = await t.ctx.db.select().from(jobs).where(eq(jobs.name, RESCORE_JOB));
    expect(queued?.lastError).toBe("Zq- crash midway");

    // retried after its back-off: finishes the rest, and the first attempt is not scored twice
    t.clock.advance(31_000);
    await runDueJobs(t.ctx);
    expect(await marks()).toEqual([16, 16, 16]);
    for (const [i, who] of takers.entries()) {
      expect(await weekly(who.user.id)).toEqual([`${WEEK}/all/40`, `${WEEK}/jee/40`]);
      const own = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, who.user.id));
      expect(own.map((n) => n.text)).toEqual([
        "Answer key corrected in Zq-Maths drill: key of question 1 changed from A to B; your marks 11 → 16",
      ]);
      expect(own.map((n) => n.kind)).toEqual(["key-corrected"]);
      expect((await attemptOf(taken[i]!.attemptId))?.points).toBe(40);
    }
    expect(await t.ctx.db.select().from(jobs).where(eq(jobs.name, RESCORE_JOB))).toEqual([]);
  });

  it("a wording edit makes a new version, re-scores nothing, and a review shows the wording its attempt saw", async () => {
    t.clock.set(T0);
    const paper = await quiz("Zq-Biology drill");
    const q1 = paper.questions[0]!;
    const before = await learner("before-edit");
    const taken = await takeQuiz(t, {
      userId: before.user.id,
      quizId: paper.quizId,
      results: "cccw",
      submittedAt: T0,
    });
    const oldText = taken.review[0]!.question;

    t.clock.set("2026-11-19T05:00:00.000Z");
    const edit = await inject(admin, "PUT", `/api/admin/questions/${q1.id}`, {
      question: "Zq- reworded: which option is right?",
      options: ["Zq-A", "Option B", "Option C", "Option D"],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await t.ctx.db.select().from(jobs).where(eq(jobs.name, RESCORE_JOB))).toEqual([]);
    expect(await attemptOf(taken.attemptId)).toMatchObject({ marks: 11, keyRevision: 0 });

    const seen = (await inject(before, "GET", `/api/attempts/${taken.attemptId}`)).json();
    expect(seen.review[0]).toMatchObject({
      question: oldText,
      options: ["Option A", "Option B", "Option C", "Option D"],
    });
    expect(seen.marks).toBe(11);

    const after = await learner("after-edit");
    const later = await takeQuiz(t, {
      userId: after.user.id,
      quizId: paper.quizId,
      results: "cccc",
      submittedAt: "2026-11-19T06:00:00.000Z",
    });
    expect(later.review[0]).toMatchObject({ question: "Zq- reworded: which option is right?" });
    const laterRead = (await inject(after, "GET", `/api/attempts/${later.attemptId}`)).json();
    expect(laterRead.review[0].options[0]).toBe("Zq-A");

    const log = (await inject(admin, "GET", `/api/admin/questions/${q1.id}/audit-log`)).json();
    expect(log.entries[0]).toMatchObject({
      action: "edit",
      before: { version: 1, text: oldText },
      after: { version: 2, text: "Zq- reworded: which option is right?" },
    });
    const notes = (await inject(null, "GET", `/api/quiz/${paper.quizId}/change-notes`)).json();
    expect(notes.notes).toEqual([]);
    const noNotices = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, before.user.id)));
    expect(noNotices).toEqual([]);
  });
});
