import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, batchMembers, instituteStaff } from "~/server/db/schema";
import { tableCounts } from "~/server/test-support/table-counts";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

describe("institutes, staff and batches", () => {
  let t: TestApp;
  let admin: SignedIn;
  let owner: SignedIn;
  let teacher: SignedIn;
  let instituteId = 0;

  const send = (who: SignedIn | undefined, method: string, url: string, payload?: unknown, lang?: string) =>
    t.app.inject({
      method: method as InjectOptions["method"],
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: { ...(who ? { cookie: who.cookie } : {}), ...(lang ? { "accept-language": lang } : {}) },
    });

  beforeAll(async () => {
    t = await createTestApp({ now: "2026-11-02T05:00:00.000Z" });
    admin = await signIn(t.app, { role: "admin", email: "zq-inst-admin@example.com" });
  });
  afterAll(() => t.close());

  it("a site admin creates an institute; its owner is staff from their next sign-in, and the audit log says so", async () => {
    const created = await send(admin, "POST", "/api/admin/institutes", {
      name: "zq Sharma Classes, Kota",
      ownerEmail: "ZQ-Owner@Example.com",
    });
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json();
    instituteId = body.id;
    expect(body).toMatchObject({ slug: "zq-sharma-classes-kota", pendingOwners: ["zq-owner@example.com"] });
    expect(body.joinCode).toMatch(/^[A-Z0-9]{8}$/);
    const again = await send(admin, "POST", "/api/admin/institutes", {
      name: "zq Sharma Classes Kota",
      ownerEmail: "zq-owner2@example.com",
    });
    expect(again.json().slug).toBe("zq-sharma-classes-kota-2");

    const [logged] = await t.ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.recordId, instituteId));
    expect(logged).toMatchObject({ kind: "institute_created" });

    owner = await signIn(t.app, { email: "zq-owner@example.com" });
    expect((await send(owner, "GET", "/api/institutes/mine")).json()).toEqual([
      { id: instituteId, name: "zq Sharma Classes, Kota", role: "owner" },
    ]);
    const list = (await send(admin, "GET", "/api/admin/institutes")).json();
    expect(list.find((i: { id: number }) => i.id === instituteId)).toMatchObject({
      owners: ["zq-owner@example.com"],
      pendingOwners: [],
    });
  });

  it("institutes of one name created at the same moment each get a slug of their own (no 500)", async () => {
    const name = `zq Same Moment ${Date.now()}`;
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        send(admin, "POST", "/api/admin/institutes", { name, ownerEmail: `zq-same-${n}@example.com` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const base = `zq-same-moment-${name.split(" ").at(-1)}`;
    expect(answers.map((a) => a.json().slug as string).sort()).toEqual([
      base,
      `${base}-2`,
      `${base}-3`,
      `${base}-4`,
    ]);
  });

  it("an owner invites a teacher, who is staff after signing in; a teacher cannot invite or remove staff", async () => {
    const invited = await send(owner, "POST", `/api/institutes/${instituteId}/invitations`, {
      email: "zq-teacher@example.com",
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const twice = await send(owner, "POST", `/api/institutes/${instituteId}/invitations`, {
      email: "zq-teacher@example.com",
    });
    expect(twice.statusCode).toBe(409);
    expect((await send(owner, "GET", `/api/institutes/${instituteId}`)).json().invitations).toHaveLength(1);

    teacher = await signIn(t.app, { email: "zq-teacher@example.com" });
    const detail = (await send(teacher, "GET", `/api/institutes/${instituteId}`)).json();
    expect(detail.myRole).toBe("teacher");
    expect(detail.invitations).toEqual([]);
    expect(detail.staff.map((s: { email: string; role: string }) => `${s.role} ${s.email}`)).toEqual([
      "owner zq-owner@example.com",
      "teacher zq-teacher@example.com",
    ]);

    const refused = await send(teacher, "POST", `/api/institutes/${instituteId}/invitations`, {
      email: "zq-other@example.com",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only the institute's owners may do this");
    const inHindi = await send(
      teacher,
      "DELETE",
      `/api/institutes/${instituteId}/staff/${owner.user.id}`,
      undefined,
      "hi",
    );
    expect(inHindi.json().message).toBe("यह केवल संस्थान के स्वामी कर सकते हैं");
    const lastOwner = await send(owner, "DELETE", `/api/institutes/${instituteId}/staff/${owner.user.id}`);
    expect(lastOwner.statusCode).toBe(400);
    expect(lastOwner.json()).toEqual({
      message: "An institute keeps at least one owner: make another owner first",
      field: "userId",
    });
    const [stillOwner] = await t.ctx.db
      .select()
      .from(instituteStaff)
      .where(and(eq(instituteStaff.instituteId, instituteId), eq(instituteStaff.userId, owner.user.id)));
    expect(stillOwner?.role).toBe("owner");
  });

  it("staff make a batch; learners join by code, by email (before their first sign-in) and by CSV, all-or-nothing", async () => {
    const made = await send(teacher, "POST", `/api/institutes/${instituteId}/batches`, {
      name: "zq JEE 2027 A",
    });
    expect(made.statusCode, made.body).toBe(200);
    const batch = made.json();
    const renamed = await send(owner, "PATCH", `/api/institutes/${instituteId}/batches/${batch.id}`, {
      name: "zq JEE 2027 Morning",
    });
    expect(renamed.json().name).toBe("zq JEE 2027 Morning");

    const learner = await signIn(t.app, { email: "zq-learner-code@example.com" });
    const joined = await send(learner, "POST", "/api/batches/join", { code: batch.joinCode.toLowerCase() });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({
      name: "zq JEE 2027 Morning",
      instituteName: "zq Sharma Classes, Kota",
    });
    const wrongCode = await send(learner, "POST", "/api/batches/join", { code: "ZZZZZZZZ" });
    expect(wrongCode.statusCode).toBe(404);

    const byEmail = await send(
      teacher,
      "POST",
      `/api/institutes/${instituteId}/batches/${batch.id}/members`,
      {
        emails: ["zq-learner-later@example.com", "zq-learner-code@example.com"],
      },
    );
    expect(byEmail.json()).toEqual({
      added: ["zq-learner-later@example.com"],
      alreadyMembers: ["zq-learner-code@example.com"],
    });

    const before = await tableCounts(t.ctx.db);
    const bad = await send(
      teacher,
      "POST",
      `/api/institutes/${instituteId}/batches/${batch.id}/members/csv`,
      {
        csv: "email\nzq-csv-1@example.com\nnot an email\n\nzq-csv-2@example\n",
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: "The CSV was not added: fix the lines named and upload it again",
      field: "csv",
      problems: [
        { line: 3, message: "'not an email' is not an email address" },
        { line: 5, message: "'zq-csv-2@example' is not an email address" },
      ],
    });
    expect(await tableCounts(t.ctx.db)).toEqual(before);
    const good = await send(
      teacher,
      "POST",
      `/api/institutes/${instituteId}/batches/${batch.id}/members/csv`,
      {
        csv: "Name,Email\nAsha,zq-csv-1@example.com\nRavi,ZQ-CSV-2@example.com\n",
      },
    );
    expect(good.json()).toEqual({
      added: ["zq-csv-1@example.com", "zq-csv-2@example.com"],
      alreadyMembers: [],
    });

    const later = await signIn(t.app, { email: "zq-learner-later@example.com" });
    expect((await send(later, "GET", "/api/user/batches")).json()).toMatchObject([{ id: batch.id }]);
    const detail = (await send(teacher, "GET", `/api/institutes/${instituteId}/batches/${batch.id}`)).json();
    expect(detail.members).toBe(4);
    expect(
      detail.memberList.map((m: { email: string; addedBy: string; userId: number | null }) => [
        m.email,
        m.addedBy,
        m.userId !== null,
      ]),
    ).toEqual([
      ["zq-csv-1@example.com", "csv", false],
      ["zq-csv-2@example.com", "csv", false],
      ["zq-learner-code@example.com", "code", true],
      ["zq-learner-later@example.com", "email", true],
    ]);

    // leaving keeps the row (and so the attempts); staff removing does the same
    expect((await send(learner, "POST", `/api/user/batches/${batch.id}/leave`)).statusCode).toBe(200);
    expect((await send(learner, "GET", "/api/user/batches")).json()).toEqual([]);
    const removed = await send(
      teacher,
      "DELETE",
      `/api/institutes/${instituteId}/batches/${batch.id}/members/${later.user.id}`,
    );
    expect(removed.statusCode).toBe(200);
    const rows = await t.ctx.db.select().from(batchMembers).where(eq(batchMembers.batchId, batch.id));
    expect(rows.filter((r) => r.leftAt !== null).map((r) => [r.email, r.leftHow])).toEqual(
      expect.arrayContaining([
        ["zq-learner-code@example.com", "left"],
        ["zq-learner-later@example.com", "removed"],
      ]),
    );
    const back = await send(learner, "POST", "/api/batches/join", { code: batch.joinCode });
    expect(back.statusCode).toBe(200);
    const list = (await send(teacher, "GET", `/api/institutes/${instituteId}/batches`)).json();
    expect(list).toMatchObject([{ id: batch.id, members: 3 }]);
  });

  it("names the field of a bad request", async () => {
    const res = await send(teacher, "POST", `/api/institutes/${instituteId}/batches/1/members`, {
      emails: ["zq-ok@example.com", "nope"],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe("emails.1");
    const blank = await send(owner, "POST", `/api/institutes/${instituteId}/batches`, { name: "  " });
    expect(blank.json()).toMatchObject({ field: "name" });
  });
});
