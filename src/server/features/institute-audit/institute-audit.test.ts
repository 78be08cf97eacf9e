import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instituteAuditLog } from "~/server/db/schema";
import { createQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

describe("institute staff writes land in the institute's audit log", () => {
  let t: TestApp;
  let admin: SignedIn;
  let ownerA: SignedIn;
  let teacherA: SignedIn;
  let ownerB: SignedIn;
  let instituteA = 0;
  let instituteB = 0;

  const send = (caller: SignedIn | undefined, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as InjectOptions["method"],
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: caller ? { cookie: caller.cookie } : {},
    });
  const ok = async (caller: SignedIn, method: string, url: string, payload?: unknown) => {
    const res = await send(caller, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const rowsOf = (instituteId: number) =>
    t.ctx.db
      .select()
      .from(instituteAuditLog)
      .where(eq(instituteAuditLog.instituteId, instituteId))
      .orderBy(instituteAuditLog.id);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, { role: "admin", email: "zq-staffaudit-admin@example.com" });
    instituteA = (
      await ok(admin, "POST", "/api/admin/institutes", {
        name: "Zq Staffaudit A",
        ownerEmail: "zq-staffaudit-owner-a@example.com",
      })
    ).id;
    instituteB = (
      await ok(admin, "POST", "/api/admin/institutes", {
        name: "Zq Staffaudit B",
        ownerEmail: "zq-staffaudit-owner-b@example.com",
      })
    ).id;
    ownerA = await signIn(t.app, { email: "zq-staffaudit-owner-a@example.com" });
    ownerB = await signIn(t.app, { email: "zq-staffaudit-owner-b@example.com" });
    await ok(ownerA, "POST", `/api/institutes/${instituteA}/invitations`, {
      email: "zq-staffaudit-teacher-a@example.com",
    });
    teacherA = await signIn(t.app, { email: "zq-staffaudit-teacher-a@example.com" });
    await insertExams(t.ctx.db);
  });
  afterAll(() => t.close());

  it("records a teacher's batch create, member add, assignment create and edit, with who and which ids", async () => {
    const before = (await rowsOf(instituteA)).length;
    const batch = await ok(teacherA, "POST", `/api/institutes/${instituteA}/batches`, {
      name: "Zq Staffaudit batch",
    });
    await ok(teacherA, "POST", `/api/institutes/${instituteA}/batches/${batch.id}/members`, {
      emails: ["zq-staffaudit-learner@example.com"],
    });
    const quizId = (await createQuiz(t.ctx.db, { title: "Zq Staffaudit paper" })).quizId;
    const day = 24 * 3600_000;
    const body = (note: string) => ({
      quizId,
      batchIds: [batch.id],
      opensAt: new Date(t.ctx.now().getTime() + day).toISOString(),
      closesAt: new Date(t.ctx.now().getTime() + 2 * day).toISOString(),
      note,
    });
    const assignment = await ok(
      teacherA,
      "POST",
      `/api/institutes/${instituteA}/assignments`,
      body("Zq one"),
    );
    await ok(
      teacherA,
      "PATCH",
      `/api/institutes/${instituteA}/assignments/${assignment.id}`,
      body("Zq edited"),
    );

    const rows = (await rowsOf(instituteA)).slice(before);
    expect(
      rows.map((r) => ({ actorId: r.actorId, actorRole: r.actorRole, route: r.route, target: r.target })),
    ).toEqual([
      {
        actorId: teacherA.user.id,
        actorRole: "teacher",
        route: "POST /api/institutes/:instituteId/batches",
        target: { id: batch.id },
      },
      {
        actorId: teacherA.user.id,
        actorRole: "teacher",
        route: "POST /api/institutes/:instituteId/batches/:batchId/members",
        target: { batchId: batch.id },
      },
      {
        actorId: teacherA.user.id,
        actorRole: "teacher",
        route: "POST /api/institutes/:instituteId/assignments",
        target: { id: assignment.id },
      },
      {
        actorId: teacherA.user.id,
        actorRole: "teacher",
        route: "PATCH /api/institutes/:instituteId/assignments/:assignmentId",
        target: { assignmentId: assignment.id, id: assignment.id },
      },
    ]);
    expect(rows.every((r) => !r.pending && r.createdAt.getTime() === t.ctx.now().getTime())).toBe(true);

    // the owner reads them, newest first; the site admin's writes are marked as theirs
    await ok(admin, "POST", `/api/institutes/${instituteA}/batches`, { name: "Zq Staffaudit admin batch" });
    const log = await ok(ownerA, "GET", `/api/institutes/${instituteA}/audit-log`);
    expect(log.entries[0]).toMatchObject({
      actorId: admin.user.id,
      actorRole: "site_admin",
      route: "POST /api/institutes/:instituteId/batches",
    });
    expect(log.entries[1]).toMatchObject({
      actorEmail: "zq-staffaudit-teacher-a@example.com",
      actorRole: "teacher",
      route: "PATCH /api/institutes/:instituteId/assignments/:assignmentId",
      target: { assignmentId: assignment.id },
    });
  });

  it("lets only the institute's own owners read it", async () => {
    const other = await send(ownerB, "GET", `/api/institutes/${instituteA}/audit-log`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain("zq-staffaudit-teacher-a");
    expect((await send(teacherA, "GET", `/api/institutes/${instituteA}/audit-log`)).statusCode).toBe(403);
    expect((await send(undefined, "GET", `/api/institutes/${instituteA}/audit-log`)).statusCode).toBe(401);
    const own = await ok(ownerB, "GET", `/api/institutes/${instituteB}/audit-log`);
    expect(JSON.stringify(own)).not.toContain("zq-staffaudit-teacher-a");
  });

  it("leaves no entry for a refused write, nor for a learner's own writes", async () => {
    const before = await rowsOf(instituteA);
    const invalid = await send(teacherA, "POST", `/api/institutes/${instituteA}/batches`, { name: "" });
    expect(invalid.statusCode).toBe(400);
    const noBatch = await send(teacherA, "PATCH", `/api/institutes/${instituteA}/batches/999999`, {
      name: "Zq nothing",
    });
    expect(noBatch.statusCode).toBe(404);
    const ownersOnly = await send(teacherA, "POST", `/api/institutes/${instituteA}/invitations`, {
      email: "zq-staffaudit-nobody@example.com",
    });
    expect(ownersOnly.statusCode).toBe(403);
    const outsider = await send(ownerB, "POST", `/api/institutes/${instituteA}/batches`, {
      name: "Zq intruder",
    });
    expect(outsider.statusCode).toBe(404);
    const batch = await ok(ownerB, "POST", `/api/institutes/${instituteB}/batches`, { name: "Zq B batch" });
    const learner = await signIn(t.app, { email: "zq-staffaudit-joiner@example.com" });
    const bBefore = (await rowsOf(instituteB)).length;
    await ok(learner, "POST", "/api/batches/join", { code: batch.joinCode });
    expect(await rowsOf(instituteA)).toEqual(before);
    expect(await rowsOf(instituteB)).toHaveLength(bBefore);
  });
  it("filters the log by who, role and IST days, a page of 50 at a time, naming a bad filter", async () => {
    const url = `/api/institutes/${instituteA}/audit-log`;
    const all = await ok(ownerA, "GET", url);
    const rows = await rowsOf(instituteA);
    expect(all).toMatchObject({ page: 1, pageSize: 50, total: rows.length });
    expect(all.actors.map((a: { email: string }) => a.email).sort()).toEqual([
      "zq-staffaudit-admin@example.com",
      "zq-staffaudit-owner-a@example.com",
      "zq-staffaudit-teacher-a@example.com",
    ]);

    const teachers = await ok(ownerA, "GET", `${url}?role=teacher`);
    expect(teachers.total).toBe(rows.filter((r) => r.actorRole === "teacher").length);
    expect(teachers.total).toBeGreaterThan(0);
    expect(teachers.entries.every((e: { actorRole: string }) => e.actorRole === "teacher")).toBe(true);

    const byAdmin = await ok(ownerA, "GET", `${url}?actor=${admin.user.id}`);
    expect(byAdmin.entries.map((e: { actorId: number }) => e.actorId)).toEqual(
      rows.filter((r) => r.actorId === admin.user.id).map(() => admin.user.id),
    );

    // every write was made at the test clock's instant: its IST day holds them all, the next none
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(t.ctx.now());
    expect((await ok(ownerA, "GET", `${url}?from=${today}&to=${today}`)).total).toBe(rows.length);
    const tomorrow = new Date(`${today}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const next = tomorrow.toISOString().slice(0, 10);
    expect(await ok(ownerA, "GET", `${url}?from=${next}`)).toMatchObject({ total: 0, entries: [] });
    expect((await ok(ownerA, "GET", `${url}?page=2`)).entries).toEqual([]);

    for (const [query, field] of [
      ["from=2026-13-01", "from"],
      ["role=learner", "role"],
      [`from=${next}&to=${today}`, "from"],
      ["page=0", "page"],
      ["actor=abc", "actor"],
    ] as const) {
      const res = await send(ownerA, "GET", `${url}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe(field);
    }
  });
});
