import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import {
  assignmentBatches,
  assignments,
  attempts,
  batches,
  batchMembers,
  institutes,
  jobs,
  pushSubscriptions,
  reminderPreferences,
  sentReminders,
} from "~/server/db/schema";
import { ensureRecurringJobs, runDueJobs } from "~/server/jobs/worker";
import { type PushServiceStandIn, startPushService } from "~/server/test-support/push-service";
import { createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { takeQuiz } from "~/server/test-support/take-quiz";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { type ReminderKind, type ReminderPayload, reminderPayloadSchema } from "~/shared/contract/reminders";
import { QUEUE_REMINDERS_JOB, queueDueReminders, SEND_REMINDER_JOB } from "./queue-due-reminders";

// Thursday 2026-12-10 in IST; yesterday's activity makes a one-day streak that breaks tonight
const YESTERDAY_NOON = "2026-12-09T06:30:00.000Z"; // 12:00 IST
const AT_17_59 = "2026-12-10T12:29:00.000Z";
const AT_18_00 = "2026-12-10T12:30:00.000Z";
const AT_19_59 = "2026-12-10T14:29:00.000Z";
const AT_20_00 = "2026-12-10T14:30:00.000Z";
const AT_21_00 = "2026-12-10T15:30:00.000Z";
const VAPID = webpush.generateVAPIDKeys();

describe("reminders by web push", () => {
  let t: TestApp;
  let push: PushServiceStandIn;
  let quiz: FixtureQuiz;

  beforeAll(async () => {
    t = await createTestApp({
      now: AT_19_59,
      env: {
        VAPID_PUBLIC_KEY: VAPID.publicKey,
        VAPID_PRIVATE_KEY: VAPID.privateKey,
        VAPID_SUBJECT: "mailto:ops@abhyas.test",
        REMINDERS_INTERVAL_MS: "60000",
      },
    });
    await insertExams(t.ctx.db);
    quiz = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 3, timeLimit: 10 });
    push = await startPushService(VAPID.publicKey);
  });
  afterAll(async () => {
    await push?.close();
    await t?.close();
  });

  const send = (
    as: SignedIn | undefined,
    method: "GET" | "PUT" | "POST" | "DELETE" | "PATCH",
    url: string,
    payload?: unknown,
  ) => t.app.inject({ method, url, payload: payload as object, headers: as ? { cookie: as.cookie } : {} });
  const learner = (name: string) =>
    signIn(t.app, {
      email: `zq-${name}-${randomBytes(4).toString("hex")}@reminders.test`,
      firstName: "Zq-Reminder",
    });
  /** a learner active yesterday (a quiz submitted at noon IST), consenting to `kinds`, one browser subscribed */
  const streakLearner = async (
    name: string,
    kinds: ReminderKind[],
    quiet: [string, string] | null = null,
  ) => {
    const who = await learner(name);
    await takeQuiz(t, {
      userId: who.user.id,
      quizId: quiz.quizId,
      results: "cww",
      submittedAt: YESTERDAY_NOON,
    });
    const put = await send(who, "PUT", "/api/account/reminders", {
      kinds,
      quietStart: quiet?.[0] ?? null,
      quietEnd: quiet?.[1] ?? null,
    });
    expect(put.statusCode, put.body).toBe(200);
    const browser = push.subscribe();
    expect((await send(who, "POST", "/api/account/reminders/subscriptions", browser.json)).statusCode).toBe(
      201,
    );
    return { who, browser };
  };
  /** the recurring job's work at the clock's instant, then the sends it queued */
  const runAt = async (iso: string) => {
    t.clock.set(iso);
    await queueDueReminders(t.ctx.db, t.clock.now);
    await runDueJobs(t.ctx);
  };
  const messagesTo = (subscriptionId: string): ReminderPayload[] =>
    push.received
      .filter((r) => r.subscriptionId === subscriptionId)
      .map((r) => reminderPayloadSchema.parse(JSON.parse(r.text)));

  it("answers the server's public key, and keeps every kind off until the learner turns it on", async () => {
    expect((await send(undefined, "GET", "/api/account/reminders/public-key")).statusCode).toBe(401);
    expect((await send(undefined, "GET", "/api/account/reminders")).statusCode).toBe(401);
    const who = await learner("routes");
    expect((await send(who, "GET", "/api/account/reminders/public-key")).json()).toEqual({
      publicKey: VAPID.publicKey,
    });
    expect((await send(who, "GET", "/api/account/reminders")).json()).toEqual({
      kinds: [],
      quietStart: null,
      quietEnd: null,
      subscriptions: 0,
    });
  });

  it("refuses a bad preference or subscription, naming the field", async () => {
    const who = await learner("refusals");
    const half = await send(who, "PUT", "/api/account/reminders", {
      kinds: ["review-due"],
      quietStart: "22:00",
      quietEnd: null,
    });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toEqual({
      message: "quietEnd: set both ends of the quiet hours, or neither",
      field: "quietEnd",
    });
    const badTime = await send(who, "PUT", "/api/account/reminders", {
      kinds: [],
      quietStart: "24:00",
      quietEnd: "07:00",
    });
    expect(badTime.json()).toMatchObject({ field: "quietStart" });
    const badKind = await send(who, "PUT", "/api/account/reminders", {
      kinds: ["spam"],
      quietStart: null,
      quietEnd: null,
    });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().field).toMatch(/^kinds/);
    const browser = push.subscribe().json;
    const noEndpoint = await send(who, "POST", "/api/account/reminders/subscriptions", {
      ...browser,
      endpoint: "javascript:alert(1)",
    });
    expect(noEndpoint.json()).toMatchObject({ field: "endpoint" });
    const noKeys = await send(who, "POST", "/api/account/reminders/subscriptions", {
      endpoint: browser.endpoint,
    });
    expect(noKeys.json()).toMatchObject({ field: "keys" });
    expect(
      await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.user.id)),
    ).toEqual([]);
  });

  it("keeps consent and quiet hours, and one row per browser however often it subscribes", async () => {
    const who = await learner("prefs");
    const body = { kinds: ["streak-at-risk", "review-due"], quietStart: "22:30", quietEnd: "06:45" };
    const saved = await send(who, "PUT", "/api/account/reminders", body);
    expect(saved.json()).toEqual({
      kinds: ["review-due", "streak-at-risk"],
      quietStart: "22:30",
      quietEnd: "06:45",
      subscriptions: 0,
    });
    expect((await send(who, "PUT", "/api/account/reminders", body)).json()).toEqual(saved.json());
    const [row] = await t.ctx.db
      .select()
      .from(reminderPreferences)
      .where(eq(reminderPreferences.userId, who.user.id));
    expect(row).toMatchObject({ quietStart: 22 * 60 + 30, quietEnd: 6 * 60 + 45 });
    const browser = push.subscribe().json;
    for (let i = 0; i < 2; i++)
      expect((await send(who, "POST", "/api/account/reminders/subscriptions", browser)).statusCode).toBe(201);
    expect((await send(who, "GET", "/api/account/reminders")).json().subscriptions).toBe(1);
    const removed = await send(who, "DELETE", "/api/account/reminders/subscriptions", {
      endpoint: browser.endpoint,
    });
    expect(removed.statusCode).toBe(200);
    expect((await send(who, "GET", "/api/account/reminders")).json().subscriptions).toBe(0);
  });

  it("is tested against a push service that refuses a message signed with another key", async () => {
    const browser = push.subscribe();
    const other = webpush.generateVAPIDKeys();
    const forged = webpush.generateRequestDetails(browser.json, "hello", {
      vapidDetails: { subject: "mailto:x@abhyas.test", ...other },
      contentEncoding: "aes128gcm",
    });
    const res = await fetch(forged.endpoint, {
      method: "POST",
      headers: forged.headers as Record<string, string>,
      body: new Uint8Array(forged.body ?? Buffer.alloc(0)),
    });
    expect(res.status).toBe(401);
    expect(push.refused.pop()).toBe("VAPID: signed with another server's key");
  });

  it("sends a streak about to break at 20:00 IST, once, signed and encrypted, opening the daily quizzes", async () => {
    const { who, browser } = await streakLearner("streak", ["streak-at-risk"]);
    const silent = await streakLearner("no-consent", []);
    const otherKind = await streakLearner("review-only", ["review-due"]);
    await runAt(AT_19_59);
    expect(messagesTo(browser.id)).toEqual([]);
    await runAt(AT_20_00);
    expect(messagesTo(browser.id)).toEqual([
      {
        kind: "streak-at-risk",
        title: "Your streak ends tonight",
        body: "Keep your 1-day streak: take a quiz or review a card before midnight.",
        url: "/daily-quizzes",
        tag: expect.stringMatching(/^streak-at-risk:\d+$/),
        lang: "en",
      },
    ]);
    const delivered = push.received.find((r) => r.subscriptionId === browser.id);
    expect(delivered?.claims).toMatchObject({ aud: push.origin, sub: "mailto:ops@abhyas.test" });
    // kept by the push service until midnight IST at most
    expect(delivered?.ttl).toBeLessThanOrEqual(4 * 3600);
    expect(delivered?.ttl).toBeGreaterThan(3 * 3600);
    // a second run, later the same evening: nothing again
    await runAt("2026-12-10T15:00:00.000Z");
    expect(messagesTo(browser.id)).toHaveLength(1);
    expect(messagesTo(silent.browser.id)).toEqual([]);
    // consent is per kind: yesterday's wrong answers are cards due, the streak is not theirs to hear of
    expect(messagesTo(otherKind.browser.id).map((m) => m.kind)).toEqual(["review-due"]);
    const [subscription] = await t.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, who.user.id));
    expect(subscription?.lastOkAt?.toISOString()).toBe(AT_20_00);
    expect(push.refused).toEqual([]);
  });

  it("words it in Hindi for a learner who chose Hindi", async () => {
    const { who, browser } = await streakLearner("hindi", ["streak-at-risk"]);
    expect((await send(who, "PATCH", "/api/user/preferences", { language: "hi" })).statusCode).toBe(200);
    await runAt(AT_20_00);
    expect(messagesTo(browser.id)).toEqual([
      expect.objectContaining({
        title: "आपकी लगातार अभ्यास की कड़ी आज रात टूट जाएगी",
        url: "/daily-quizzes",
        lang: "hi",
      }),
    ]);
  });

  it("holds it through quiet hours and sends it when they end", async () => {
    const { browser } = await streakLearner("quiet", ["streak-at-risk"], ["19:30", "21:00"]);
    await runAt(AT_20_00);
    await runAt("2026-12-10T15:29:00.000Z"); // 20:59 IST
    expect(messagesTo(browser.id)).toEqual([]);
    await runAt(AT_21_00);
    expect(messagesTo(browser.id).map((m) => m.kind)).toEqual(["streak-at-risk"]);
  });

  it("reminds of review cards due today from 18:00 IST, opening the review deck", async () => {
    const who = await learner("review");
    await takeQuiz(t, {
      userId: who.user.id,
      quizId: quiz.quizId,
      results: "cww",
      submittedAt: "2026-12-10T04:30:00Z",
    });
    await send(who, "PUT", "/api/account/reminders", {
      kinds: ["review-due"],
      quietStart: null,
      quietEnd: null,
    });
    const browser = push.subscribe();
    await send(who, "POST", "/api/account/reminders/subscriptions", browser.json);
    await runAt(AT_17_59);
    expect(messagesTo(browser.id)).toEqual([]);
    await runAt(AT_18_00);
    const [message] = messagesTo(browser.id);
    expect(message).toMatchObject({ kind: "review-due", title: "Review cards due today", url: "/review" });
    expect(message?.body).toMatch(/^\d+ cards? (is|are) due for review today\.$/);
  });

  it("reminds a registered learner 30 minutes before a live test, naming it", async () => {
    t.clock.set("2026-12-10T03:00:00.000Z");
    const admin = await signIn(t.app, {
      role: "admin",
      email: `zq-admin-${randomBytes(3).toString("hex")}@reminders.test`,
    });
    const paper = await createQuiz(t.ctx.db, {
      examType: "jee",
      kind: "mock",
      questionCount: 3,
      timeLimit: 30,
      title: "Zq Reminder mock",
    });
    const created = await send(admin, "POST", "/api/admin/live-tests", {
      quizId: paper.quizId,
      startsAt: "2026-12-10T05:30:00.000Z",
      endsAt: "2026-12-10T06:30:00.000Z",
    });
    expect(created.statusCode, created.body).toBe(200);
    const liveTestId = created.json().id as number;
    const who = await signIn(t.app, {
      role: "premium",
      email: `zq-live-${randomBytes(3).toString("hex")}@reminders.test`,
    });
    const notRegistered = await signIn(t.app, {
      role: "premium",
      email: `zq-live2-${randomBytes(3).toString("hex")}@reminders.test`,
    });
    expect((await send(who, "POST", `/api/live-tests/${liveTestId}/register`)).statusCode).toBe(200);
    const browsers = [];
    for (const person of [who, notRegistered]) {
      await send(person, "PUT", "/api/account/reminders", {
        kinds: ["live-test-starting"],
        quietStart: null,
        quietEnd: null,
      });
      const browser = push.subscribe();
      await send(person, "POST", "/api/account/reminders/subscriptions", browser.json);
      browsers.push(browser);
    }
    await runAt("2026-12-10T04:59:00.000Z");
    expect(messagesTo(browsers[0]?.id ?? "")).toEqual([]);
    await runAt("2026-12-10T05:00:00.000Z");
    expect(messagesTo(browsers[0]?.id ?? "")).toEqual([
      expect.objectContaining({
        kind: "live-test-starting",
        body: "Zq Reminder mock: be there on time.",
        url: "/live-tests",
      }),
    ]);
    expect(messagesTo(browsers[1]?.id ?? "")).toEqual([]);
  });

  it("reminds a batch's learners 30 minutes before an assignment opens, and 24 hours before it closes those who handed nothing in", async () => {
    t.clock.set("2026-12-11T03:00:00.000Z");
    const tag = randomBytes(4).toString("hex");
    const paper = await createQuiz(t.ctx.db, {
      examType: "jee",
      kind: "mock",
      questionCount: 3,
      timeLimit: 30,
      title: "Zq Assigned mock",
    });
    const [institute] = await t.ctx.db
      .insert(institutes)
      .values({
        name: `Zq Reminder Classes ${tag}`,
        slug: `zq-reminder-classes-${tag}`,
        joinCode: `ZR${tag}`.toUpperCase(),
      })
      .returning();
    const [batch] = await t.ctx.db
      .insert(batches)
      .values({ instituteId: institute!.id, name: "Zq Morning", joinCode: `ZB${tag}`.toUpperCase() })
      .returning();
    // opens at 05:30Z on 11 Dec, closes at 05:30Z on 13 Dec
    const [assignment] = await t.ctx.db
      .insert(assignments)
      .values({
        instituteId: institute!.id,
        quizId: paper.quizId,
        opensAt: new Date("2026-12-11T05:30:00.000Z"),
        closesAt: new Date("2026-12-13T05:30:00.000Z"),
      })
      .returning();
    await t.ctx.db.insert(assignmentBatches).values({ assignmentId: assignment!.id, batchId: batch!.id });
    const kinds: ReminderKind[] = ["assignment-starting", "assignment-closing"];
    const people = [];
    for (const name of ["member", "done", "outsider"]) {
      const who = await learner(`assign-${name}`);
      if (name !== "outsider")
        await t.ctx.db.insert(batchMembers).values({
          batchId: batch!.id,
          email: who.user.email,
          userId: who.user.id,
          addedBy: "code",
          joinedAt: t.clock.now,
        });
      await send(who, "PUT", "/api/account/reminders", { kinds, quietStart: null, quietEnd: null });
      const browser = push.subscribe();
      await send(who, "POST", "/api/account/reminders/subscriptions", browser.json);
      people.push({ who, browser });
    }
    const [member, done, outsider] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
    const kindsTo = (p: typeof member) => messagesTo(p.browser.id).map((m) => `${m.kind} ${m.body} ${m.url}`);

    await runAt("2026-12-11T04:59:00.000Z");
    expect(kindsTo(member)).toEqual([]);
    await runAt("2026-12-11T05:00:00.000Z");
    const opening = "assignment-starting Zq Assigned mock /my-batches";
    expect([kindsTo(member), kindsTo(done), kindsTo(outsider)]).toEqual([[opening], [opening], []]);

    // one of the two hands an attempt in before the last day
    const handed = await takeQuiz(t, {
      userId: done.who.user.id,
      quizId: paper.quizId,
      results: "ccw",
      submittedAt: "2026-12-12T04:00:00.000Z",
    });
    await t.ctx.db
      .update(attempts)
      .set({ assignmentId: assignment!.id })
      .where(eq(attempts.id, handed.attemptId));
    await runAt("2026-12-12T05:29:00.000Z");
    expect(kindsTo(member)).toEqual([opening]);
    await runAt("2026-12-12T05:30:00.000Z");
    const closing = "assignment-closing Zq Assigned mock: submit it in time. /my-batches";
    expect([kindsTo(member), kindsTo(done), kindsTo(outsider)]).toEqual([[opening, closing], [opening], []]);
    // once each
    await runAt("2026-12-12T06:30:00.000Z");
    expect(kindsTo(member)).toEqual([opening, closing]);
  });

  it("deletes a subscription its push service says is gone (410 or 404)", async () => {
    const gone = await streakLearner("gone", ["streak-at-risk"]);
    const unknown = await streakLearner("unknown", ["streak-at-risk"]);
    gone.browser.answer(410);
    unknown.browser.answer(404);
    await runAt(AT_20_00);
    for (const { who } of [gone, unknown]) {
      expect(
        await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.user.id)),
      ).toEqual([]);
    }
    expect(await t.ctx.db.select().from(jobs).where(eq(jobs.name, SEND_REMINDER_JOB))).toEqual([]);
  });

  it("tries a failed send again with the queue's backoff, and drops it once its occasion has passed", async () => {
    const flaky = await streakLearner("flaky", ["streak-at-risk"]);
    flaky.browser.answer(500);
    await runAt(AT_20_00);
    const [failed] = await t.ctx.db.select().from(jobs).where(eq(jobs.name, SEND_REMINDER_JOB));
    expect(failed?.lastError).toBe("push service answered 500");
    expect(failed?.runAt.toISOString()).toBe("2026-12-10T14:30:30.000Z"); // 30 s later
    flaky.browser.answer(201);
    await runAt("2026-12-10T14:30:30.000Z");
    expect(messagesTo(flaky.browser.id).map((m) => m.kind)).toEqual(["streak-at-risk"]);

    const late = await streakLearner("late", ["streak-at-risk"]);
    late.browser.answer(503);
    await runAt("2026-12-10T18:29:00.000Z"); // 23:59 IST
    late.browser.answer(201);
    await runAt("2026-12-10T18:31:00.000Z"); // past midnight: the streak is gone, and so is the reminder
    expect(messagesTo(late.browser.id)).toEqual([]);
    expect(await t.ctx.db.select().from(jobs).where(eq(jobs.name, SEND_REMINDER_JOB))).toEqual([]);
  });

  it("runs as a recurring job on the queue, every REMINDERS_INTERVAL_MS", async () => {
    const { browser } = await streakLearner("recurring", ["streak-at-risk"]);
    t.clock.set("2026-12-10T14:29:30.000Z"); // 19:59:30 IST
    await ensureRecurringJobs(t.ctx);
    await runDueJobs(t.ctx);
    const [recurring] = await t.ctx.db.select().from(jobs).where(eq(jobs.name, QUEUE_REMINDERS_JOB));
    expect(recurring?.runAt.toISOString()).toBe("2026-12-10T14:30:30.000Z");
    expect(messagesTo(browser.id)).toEqual([]);
    t.clock.set("2026-12-10T14:30:30.000Z");
    await runDueJobs(t.ctx); // the recurring job: due now, it queues the send
    await runDueJobs(t.ctx); // the send
    expect(messagesTo(browser.id).map((m) => m.kind)).toEqual(["streak-at-risk"]);
  });

  it("forgets a deleted account's browsers, consent and sent reminders", async () => {
    const { who } = await streakLearner("deleted", ["streak-at-risk"]);
    await runAt(AT_20_00);
    const res = await send(who, "DELETE", "/api/account", { email: who.user.email });
    expect(res.statusCode, res.body).toBe(200);
    for (const table of [pushSubscriptions, reminderPreferences, sentReminders])
      expect(await t.ctx.db.select().from(table).where(eq(table.userId, who.user.id))).toEqual([]);
  });
});

describe("a server without VAPID keys (PostgreSQL mode with none configured)", () => {
  it("has no reminders: the key and subscribing answer 404, naming why", async () => {
    const t = await createTestApp();
    try {
      const who = await signIn(t.app, {
        email: `zq-nokeys-${randomBytes(4).toString("hex")}@reminders.test`,
      });
      const key = await t.app.inject({
        url: "/api/account/reminders/public-key",
        headers: { cookie: who.cookie },
      });
      expect(key.statusCode).toBe(404);
      expect(key.json()).toEqual({ message: "Reminders are not set up on this server" });
      const hindi = await t.app.inject({
        url: "/api/account/reminders/public-key",
        headers: { cookie: who.cookie, "accept-language": "hi-IN" },
      });
      expect(hindi.json().message).toBe("इस सर्वर पर रिमाइंडर की व्यवस्था नहीं है");
    } finally {
      await t.close();
    }
  });
});
