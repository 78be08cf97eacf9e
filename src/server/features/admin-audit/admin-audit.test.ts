import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "~/server/db/schema";
import { runDueJobs } from "~/server/jobs/worker";
import { insertExam } from "~/server/test-support/exam-row";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { routeKey } from "./audit-hooks";
import { AUDIT_DECLARATIONS } from "./declarations";

const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
);

const T0 = "2026-11-18T06:00:00.000Z"; // Wednesday 11:30 IST

let t: TestApp;
let admin: SignedIn;
let otherAdmin: SignedIn;
let learner: SignedIn;

async function send(method: InjectOptions["method"], url: string, payload?: unknown, who = admin) {
  const png = Buffer.isBuffer(payload);
  return t.app.inject({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: { cookie: who.cookie, ...(png ? { "content-type": "image/png" } : {}) },
  });
}

const auditRows = () => t.ctx.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);

const isAdminWriteRoute = (r: { method: string; url: string }) =>
  r.url.startsWith("/api/admin/") && r.method !== "GET" && r.method !== "HEAD";

beforeAll(async () => {
  t = await createTestApp({ now: T0 });
  await insertExam(t.ctx.db, "jee");
  admin = await signIn(t.app, { role: "admin" });
  otherAdmin = await signIn(t.app, { role: "admin" });
  learner = await signIn(t.app, { role: "learner" });
});
afterAll(() => t.close());

describe("every admin write route declares how it is audited", () => {
  it("has a declaration for each registered non-GET /api/admin route, and none for a route that is gone", () => {
    const writes = t.app.routeTable.filter(isAdminWriteRoute).map((r) => routeKey(r.method, r.url));
    expect(writes.length).toBeGreaterThan(10);
    const undeclared = writes.filter((route) => !AUDIT_DECLARATIONS[route]);
    expect(undeclared, "declare these in admin-audit/declarations.ts").toEqual([]);
    expect(Object.keys(AUDIT_DECLARATIONS).filter((route) => !writes.includes(route))).toEqual([]);
  });

  it("lists the admin write routes in the OpenAPI document it serves", async () => {
    const doc = (await send("GET", "/api/docs/openapi.json")).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/api/admin/"))
      .flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => m !== "get")
          .map((m) => routeKey(m.toUpperCase(), path.replace(/\{(\w+)\}/g, ":$1"))),
      );
    // the image upload reads a raw body and is documented too; every documented write is declared
    expect(documented.filter((route) => !AUDIT_DECLARATIONS[route])).toEqual([]);
  });
});

describe("each admin write leaves one audit row, with who, what and a summary", () => {
  // each step: the request, then what its row must say; ids are those this fresh app hands out
  const walked = new Set<string>();
  async function expectAudited(
    method: InjectOptions["method"],
    url: string,
    payload: unknown,
    expected: { kind: string; recordId?: number | null; summary: string | RegExp },
  ) {
    const before = (await auditRows()).length;
    const res = await send(method, url, payload);
    expect(res.statusCode, `${method} ${url} ${res.body.slice(0, 300)}`).toBeLessThan(300);
    const rows = await auditRows();
    expect(rows.length, `${method} ${url}`).toBe(before + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ adminId: admin.user.id, kind: expected.kind, pending: false });
    if (expected.recordId !== undefined) expect(row.recordId).toBe(expected.recordId);
    if (typeof expected.summary === "string") expect(row.summary).toBe(expected.summary);
    else expect(row.summary).toMatch(expected.summary);
    expect(row.createdAt.toISOString()).toBe(t.clock.now.toISOString());
    const route = t.app.routeTable.find(
      (r) =>
        r.method === method &&
        new RegExp(`^${r.url.replace(/:\w+/g, "\\d+")}$`).test(url.split("?")[0] ?? "") &&
        isAdminWriteRoute(r),
    );
    walked.add(routeKey(String(method), route!.url));
    return res;
  }

  it("records every kind of write, and every declared route is walked", async () => {
    await expectAudited(
      "POST",
      "/api/admin/categories",
      { name: "JEE drills", examType: "jee" },
      {
        kind: "category_created",
        recordId: 1,
        summary: "Created category 'JEE drills' (JEE)",
      },
    );
    await expectAudited(
      "POST",
      "/api/admin/categories",
      { name: "Spare drills", examType: "jee" },
      { kind: "category_created", recordId: 2, summary: "Created category 'Spare drills' (JEE)" },
    );
    await expectAudited(
      "PUT",
      "/api/admin/categories/2",
      { name: "Old drills" },
      { kind: "category_renamed", recordId: 2, summary: "Renamed category 'Spare drills' to 'Old drills'" },
    );
    await expectAudited("DELETE", "/api/admin/categories/2", undefined, {
      kind: "category_removed",
      recordId: 2,
      summary: "Removed category 'Old drills'",
    });
    await expectAudited(
      "POST",
      "/api/admin/quizzes",
      { title: "JEE Main Full-Length Paper 2", categoryId: 1, kind: "mock", timeLimit: 60 },
      { kind: "quiz_created", recordId: 1, summary: "Created quiz 'JEE Main Full-Length Paper 2'" },
    );
    await expectAudited(
      "POST",
      "/api/admin/questions",
      {
        question: "A body at rest has velocity",
        options: ["0", "1", "g", "infinite"],
        correctAnswer: 0,
        explanation: "",
        quizId: 1,
      },
      { kind: "question_created", recordId: 1, summary: "Created question #1 'A body at rest has velocity'" },
    );
    await expectAudited(
      "PUT",
      "/api/admin/questions/1",
      { topic: "Kinematics" },
      {
        kind: "question_edited",
        recordId: 1,
        summary: "Edited question #1 'A body at rest has velocity': topic",
      },
    );
    await expectAudited(
      "PUT",
      "/api/admin/quizzes/1",
      { published: true },
      { kind: "quiz_published", recordId: 1, summary: "Published quiz 'JEE Main Full-Length Paper 2'" },
    );
    await expectAudited(
      "PUT",
      "/api/admin/quizzes/1",
      { timeLimit: 90 },
      { kind: "quiz_edited", recordId: 1, summary: "Edited quiz 'JEE Main Full-Length Paper 2': timeLimit" },
    );
    await expectAudited(
      "POST",
      "/api/admin/upload-questions",
      {
        quizId: 1,
        fileName: "questions.csv",
        csvData:
          "question,option1,option2,option3,option4,correctAnswer\nFirst imported?,a,b,c,d,a\nSecond imported?,a,b,c,d,b\n",
      },
      {
        kind: "questions_imported",
        recordId: 1,
        summary: "Imported questions.csv into quiz 'JEE Main Full-Length Paper 2': 2 rows",
      },
    );
    await expectAudited(
      "POST",
      "/api/admin/questions/import",
      {
        format: "aiken",
        fileName: "bank.txt",
        text: "Imported by Aiken?\nA. a\nB. b\nC. c\nD. d\nANSWER: C\n",
        defaults: { exam: "jee", subject: "Physics", topic: "Kinematics", difficulty: "easy" },
      },
      {
        kind: "questions_imported",
        recordId: null,
        summary: "Imported bank.txt into the JEE bank: 1 question",
      },
    );
    await expectAudited(
      "POST",
      "/api/admin/questions/bulk",
      { ids: [1], action: "move", quizId: 1 },
      {
        kind: "questions_bulk_edited",
        recordId: 1,
        summary: "Moved questions to quiz #1: 1 question (0 changed)",
      },
    );
    await expectAudited(
      "PUT",
      "/api/admin/daily-schedule",
      { date: "2026-11-20", quizId: 1 },
      {
        kind: "daily_quiz_scheduled",
        recordId: 1,
        summary: "Scheduled 'JEE Main Full-Length Paper 2' as the daily quiz of 2026-11-20",
      },
    );
    await expectAudited(
      "POST",
      "/api/admin/stimuli",
      { examType: "jee", kind: "passage", title: "Projectiles", body: "A passage to share." },
      { kind: "stimulus_created", recordId: 1, summary: "Created passage #1 'Projectiles'" },
    );
    await expectAudited(
      "PUT",
      "/api/admin/stimuli/1",
      { title: "Projectile motion" },
      { kind: "stimulus_edited", recordId: 1, summary: "Edited passage #1 'Projectile motion': title" },
    );
    await expectAudited("DELETE", "/api/admin/stimuli/1", undefined, {
      kind: "stimulus_deleted",
      recordId: 1,
      summary: "Deleted passage #1 'Projectile motion'",
    });
    await expectAudited("POST", "/api/admin/images", ONE_PIXEL_PNG, {
      kind: "image_uploaded",
      summary: /^Uploaded image #\d+ \(1×1\)$/,
    });
    await expectAudited(
      "POST",
      "/api/admin/live-tests",
      { quizId: 1, startsAt: "2026-12-01T04:30:00Z", endsAt: "2026-12-01T07:30:00Z" },
      {
        kind: "live_test_scheduled",
        recordId: 1,
        summary:
          "Scheduled live test 'JEE Main Full-Length Paper 2' from 2026-12-01T04:30:00.000Z to 2026-12-01T07:30:00.000Z",
      },
    );
    await expectAudited("POST", "/api/admin/live-tests/1/cancel", undefined, {
      kind: "live_test_cancelled",
      recordId: 1,
      summary: "Cancelled live test 'JEE Main Full-Length Paper 2'",
    });

    // a live test run to its end: a candidate's challenge answered, then the final results published
    const startsAt = new Date(t.clock.now.getTime() + 5 * 60_000);
    const endsAt = new Date(startsAt.getTime() + 181 * 60_000);
    const live = await send("POST", "/api/admin/live-tests", {
      quizId: 1,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      challengeHours: 1,
    });
    expect(live.statusCode, live.body).toBe(200);
    const liveId = live.json().id as number;
    expect((await send("POST", `/api/live-tests/${liveId}/register`, undefined, learner)).statusCode).toBe(
      200,
    );
    t.clock.set(startsAt);
    const started = await send("POST", `/api/live-tests/${liveId}/start`, undefined, learner);
    expect(started.statusCode, started.body).toBe(200);
    const { attemptId } = started.json() as { attemptId: number };
    const paper = (await send("GET", "/api/quiz/1", undefined, learner)).json() as {
      questions: { id: number }[];
    };
    t.clock.advance(60_000);
    const submitted = await send(
      "POST",
      "/api/quiz/1/submit",
      { attemptId, timeSpent: 60, answers: {} },
      learner,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    t.clock.set(new Date(endsAt.getTime() + 5 * 60_000));
    const raised = await send(
      "POST",
      `/api/live-tests/${liveId}/challenges`,
      { questionId: paper.questions[0]?.id, reason: "Zq-The key looks wrong to me." },
      learner,
    );
    expect(raised.statusCode, raised.body).toBe(200);
    await expectAudited(
      "PUT",
      `/api/admin/live-tests/${liveId}/challenges/${raised.json().id}/reply`,
      { reply: "The key stands: option A follows from the second law." },
      {
        kind: "live_challenge_answered",
        recordId: liveId,
        summary: /^Answered '.+'s challenge to question '.+'$/,
      },
    );
    await expectAudited(
      "POST",
      "/api/admin/institutes",
      { name: "Zq Audit Classes", ownerEmail: "zq-audit-owner@example.com" },
      {
        kind: "institute_created",
        recordId: 1,
        summary: "Created institute 'Zq Audit Classes' for zq-audit-owner@example.com",
      },
    );
    t.clock.set(new Date(endsAt.getTime() + 2 * 3_600_000));
    // the learner's live submit was recorded and is scored by the job queue (decision 0056)
    await runDueJobs(t.ctx);
    await expectAudited("POST", `/api/admin/live-tests/${liveId}/publish-final`, undefined, {
      kind: "live_results_published",
      recordId: liveId,
      summary: "Published the final results of live test 'JEE Main Full-Length Paper 2'",
    });

    t.clock.advance(61_000);
    const reported = await send(
      "POST",
      "/api/feedback",
      { rating: 1, category: "questions", feedback: "The key looks wrong", questionId: 1 },
      learner,
    );
    expect(reported.statusCode, reported.body).toBe(201);
    await expectAudited(
      "PATCH",
      `/api/admin/reports/${reported.json().id}`,
      { status: "fixed", reply: "Thanks, corrected." },
      { kind: "report_answered", summary: `Set report #${reported.json().id} to fixed with a reply` },
    );
    await expectAudited(
      "POST",
      "/api/admin/questions/1/corrections",
      { action: "drop", reason: "Two options are right" },
      { kind: "drop", recordId: 1, summary: "Dropped the question of question #1: Two options are right" },
    );
    await expectAudited("DELETE", "/api/admin/questions/1", undefined, {
      kind: "question_deleted",
      recordId: 1,
      summary: "Deleted question #1 'A body at rest has velocity'",
    });
    const draft = await send("POST", "/api/admin/quizzes", { title: "Scratch quiz", categoryId: 1 });
    await expectAudited("DELETE", `/api/admin/quizzes/${draft.json().id}`, undefined, {
      kind: "quiz_deleted",
      recordId: draft.json().id,
      summary: "Deleted quiz 'Scratch quiz'",
    });

    const declared = Object.keys(AUDIT_DECLARATIONS).sort();
    expect([...walked].sort()).toEqual(declared);
  });

  it("records nothing for a refused write, a missing record or a dry run", async () => {
    const before = (await auditRows()).length;
    const refused = [
      await send("POST", "/api/admin/quizzes", { title: "" }),
      await send("PUT", "/api/admin/quizzes/999999", { published: true }),
      await send("DELETE", "/api/admin/questions/999999"),
      await send("POST", "/api/admin/upload-questions", {
        quizId: 1,
        csvData: "question\nOnly a question\n",
      }),
      await send("POST", "/api/admin/questions/999999/corrections", {
        action: "drop",
        reason: "No such one",
      }),
      await send("POST", "/api/admin/categories", { name: "Learner's", examType: "jee" }, learner),
    ];
    for (const res of refused) expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    const preview = await send("POST", "/api/admin/upload-questions", {
      quizId: 1,
      csvData: "question,option1,option2,option3,option4,correctAnswer\nPreview?,a,b,c,d,a\n",
      dryRun: true,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const bankPreview = await send("POST", "/api/admin/questions/import", {
      format: "aiken",
      text: "Previewed by Aiken?\nA. a\nB. b\nC. c\nD. d\nANSWER: C\n",
      defaults: { exam: "jee", subject: "Physics", topic: "Kinematics", difficulty: "easy" },
      dryRun: true,
    });
    expect(bankPreview.statusCode, bankPreview.body).toBe(200);
    expect(await auditRows()).toHaveLength(before);
  });

  it("keeps a row for a write whose outcome was never recorded, as 'unconfirmed'", async () => {
    // what the pre-handler row looks like if the process stops before onSend completes it
    const [row] = await t.ctx.db
      .insert(adminAuditLog)
      .values({
        adminId: admin.user.id,
        kind: "unconfirmed",
        route: "PUT /api/admin/quizzes/:id",
        summary: "PUT /api/admin/quizzes/1",
        pending: true,
        createdAt: t.clock.now,
      })
      .returning();
    const listed = (await send("GET", "/api/admin/audit-log?kind=unconfirmed")).json();
    expect(listed.entries.map((e: { id: number }) => e.id)).toEqual([row!.id]);
    await t.ctx.db.delete(adminAuditLog).where(eq(adminAuditLog.id, row!.id));
  });
});

describe("GET /api/admin/audit-log", () => {
  beforeAll(async () => {
    // a write by another admin two IST days later, just after midnight IST
    t.clock.set("2026-11-19T18:31:00.000Z"); // 2026-11-20 00:01 IST
    const res = await send(
      "POST",
      "/api/admin/categories",
      { name: "UPSC notes", examType: "jee" },
      otherAdmin,
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it("lists newest first with who and when, and the admins for the filter", async () => {
    const log = (await send("GET", "/api/admin/audit-log")).json();
    expect(log.entries[0]).toMatchObject({
      kind: "category_created",
      admin: { id: otherAdmin.user.id, email: otherAdmin.user.email },
      summary: "Created category 'UPSC notes' (JEE)",
      route: "POST /api/admin/categories",
      createdAt: "2026-11-19T18:31:00.000Z",
    });
    expect(log.total).toBe(29);
    expect(log.entries).toHaveLength(29);
    expect(log.admins.map((a: { id: number }) => a.id).sort()).toEqual(
      [admin.user.id, otherAdmin.user.id].sort(),
    );
  });

  it("filters by admin, by kind and by IST days", async () => {
    const byOther = (await send("GET", `/api/admin/audit-log?admin=${otherAdmin.user.id}`)).json();
    expect(byOther.entries.map((e: { summary: string }) => e.summary)).toEqual([
      "Created category 'UPSC notes' (JEE)",
    ]);
    const published = (await send("GET", "/api/admin/audit-log?kind=quiz_published")).json();
    expect(published.entries.map((e: { summary: string }) => e.summary)).toEqual([
      "Published quiz 'JEE Main Full-Length Paper 2'",
    ]);
    // 2026-11-18 IST holds the first walk; 2026-11-20 IST begins at 18:30 UTC on the 19th
    const day18 = (await send("GET", "/api/admin/audit-log?from=2026-11-18&to=2026-11-18")).json();
    expect(day18.total).toBe(28);
    const day20 = (await send("GET", "/api/admin/audit-log?from=2026-11-20")).json();
    expect(day20.total).toBe(1);
    const day19 = (await send("GET", "/api/admin/audit-log?from=2026-11-19&to=2026-11-19")).json();
    expect(day19.total).toBe(0);
  });

  it("pages 50 at a time", async () => {
    for (let i = 0; i < 35; i++) {
      const res = await send("POST", "/api/admin/categories", { name: `Bulk ${i}`, examType: "jee" });
      expect(res.statusCode).toBe(201);
    }
    const first = (await send("GET", "/api/admin/audit-log")).json();
    const second = (await send("GET", "/api/admin/audit-log?page=2")).json();
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 64 });
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0].summary).toBe("Created category 'Bulk 34' (JEE)");
    expect(second.entries).toHaveLength(14);
    expect(second.entries.at(-1).kind).toBe("category_created");
    expect(second.entries.at(-1).summary).toBe("Created category 'JEE drills' (JEE)");
  });

  it("answers 400 naming the field on a bad filter", async () => {
    for (const [query, field] of [
      ["admin=abc", "admin"],
      ["kind=quiz_exploded", "kind"],
      ["from=2026-13-40", "from"],
      ["to=yesterday", "to"],
      ["from=2026-11-20&to=2026-11-18", "from"],
      ["page=0", "page"],
    ] as const) {
      const res = await send("GET", `/api/admin/audit-log?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe(field);
    }
  });

  it("refuses a learner (403) and a visitor (401)", async () => {
    expect((await send("GET", "/api/admin/audit-log", undefined, learner)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/audit-log" })).statusCode).toBe(401);
  });
});
