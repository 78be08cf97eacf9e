import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assignmentBatches,
  assignments,
  batches,
  batchMembers,
  categories,
  instituteAuditLog,
  instituteStaff,
  questions,
  quizQuestions,
  quizzes,
  staffInvitations,
  stimuli,
} from "~/server/db/schema";
import { createQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

/**
 * Tenancy over every route (decision 0048): each route of the OpenAPI document that touches
 * institutes or batches, tried as each of seven callers against institute B's rows. Outsiders get
 * 401, 403 or 404 and never a byte of B's data; B's own staff and the site admin get through. The
 * second walk names B's batch and people under institute A's id, as A's staff: a route that opened
 * A's scope but then read a batch by its id alone would answer, and fail here.
 */
type Caller = "anonymous" | "learnerOut" | "learnerIn" | "teacherA" | "teacherB" | "ownerB" | "siteAdmin";
const CALLERS: Caller[] = [
  "anonymous",
  "learnerOut",
  "learnerIn",
  "teacherA",
  "teacherB",
  "ownerB",
  "siteAdmin",
];

const B_NAME = "zq Tenancy Institute B";
const B_BATCH = "zq Tenancy B batch";
const B_LEARNER = "zq-tenancy-learner-in@example.com";
const B_PENDING = "zq-tenancy-pending-b@example.com";
const B_NOTE = "zq Tenancy B assignment note";
const B_PAPER = "zq Tenancy B own paper";
const B_QUESTION = "zq Tenancy B own question: which unit measures force?";
const B_PASSAGE = "zq Tenancy B own passage";

/** Routes this walk covers: every institute and batch route of the document. */
const isTenancyRoute = (path: string) =>
  /^\/api\/(institutes|admin\/institutes|batches|user\/batches|user\/assignments)(\/|$)/.test(path);

/** Owner-only routes: a teacher of the institute is refused these (403). */
const OWNERS_ONLY = new Set([
  "POST /api/institutes/:instituteId/invitations",
  "DELETE /api/institutes/:instituteId/staff/:userId",
  "GET /api/institutes/:instituteId/audit-log",
]);

/** A valid body for each write route, so an answer is about who asks (a new route must be added here). */
const BODIES: Record<string, unknown> = {
  "POST /api/admin/institutes": { name: "zq Walk institute", ownerEmail: "zq-walk-owner@example.com" },
  "POST /api/institutes/:instituteId/invitations": { email: "zq-walk-teacher@example.com" },
  "POST /api/institutes/:instituteId/batches": { name: "zq Walk batch" },
  "PATCH /api/institutes/:instituteId/batches/:batchId": { name: "zq Walk renamed" },
  "POST /api/institutes/:instituteId/batches/:batchId/members": { emails: ["zq-walk-added@example.com"] },
  "POST /api/institutes/:instituteId/batches/:batchId/members/csv": { csv: "zq-walk-csv@example.com\n" },
  "POST /api/batches/join": { code: "ZZZZZZZZ" },
  "DELETE /api/institutes/:instituteId/staff/:userId": undefined,
  "DELETE /api/institutes/:instituteId/batches/:batchId/members/:userId": undefined,
  "POST /api/user/batches/:batchId/leave": undefined,
  "POST /api/institutes/:instituteId/assignments/:assignmentId/cancel": undefined,
  "POST /api/user/assignments/:assignmentId/start": undefined,
  "DELETE /api/institutes/:instituteId/bank/quizzes/:id": undefined,
  "DELETE /api/institutes/:instituteId/bank/questions/:id": undefined,
  "PUT /api/institutes/:instituteId/bank/quizzes/:id": { title: "zq Walk paper renamed" },
  "PUT /api/institutes/:instituteId/bank/questions/:id": { topic: "zq Walk topic" },
  "POST /api/institutes/:instituteId/bank/stimuli": {
    examType: "jee",
    kind: "passage",
    title: "zq Walk passage",
    body: "zq Walk text",
  },
  "PUT /api/institutes/:instituteId/bank/stimuli/:id": { body: "zq Walk text edited" },
  "DELETE /api/institutes/:instituteId/bank/stimuli/:id": undefined,
  // JSON, not a picture: staff are let in and told so (400), everyone else refused first
  "POST /api/institutes/:instituteId/bank/images": { zq: "not a picture" },
  // the bank's other writes name B's paper, questions or a category: set in beforeAll
  // "POST /api/institutes/:instituteId/assignments" and its PATCH name B's batch: set in beforeAll
};

/** The query string a GET route needs to pass validation. */
const QUERIES: Record<string, string> = {
  "GET /api/institutes/:instituteId/assignments/:assignmentId/merit-list/download": "?format=csv",
  "GET /api/institutes/:instituteId/assignments/:assignmentId/item-statistics/download": "?format=xlsx",
  "GET /api/institutes/:instituteId/assignments/:assignmentId/responses/download": "?format=csv",
  "GET /api/institutes/:instituteId/learners/:userId/history/download": "?format=csv",
};

/** Removals and leaving change what later requests see: they go last. */
const order = (key: string) => (key.startsWith("DELETE ") || key.endsWith("/leave") ? 1 : 0);

describe("tenancy matrix: every institute route as seven callers", () => {
  let t: TestApp;
  const who = new Map<Caller, SignedIn | undefined>();
  let ownerA: SignedIn;
  let instituteA = 0;
  let instituteB = 0;
  let batchA = 0;
  let batchB = 0;
  let batchBCode = "";
  let assignmentB = 0;
  let paperB = 0;
  let questionB = 0;
  let passageB = 0;
  let routes: { method: string; url: string }[] = [];

  const send = (caller: SignedIn | undefined, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as InjectOptions["method"],
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: caller ? { cookie: caller.cookie } : {},
    });

  const ok = async (
    caller: SignedIn | undefined,
    method: string,
    url: string,
    payload?: unknown,
    status = 200,
  ) => {
    const res = await send(caller, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signIn(t.app, { role: "admin", email: "zq-tenancy-admin@example.com" });
    who.set("siteAdmin", admin);
    who.set("anonymous", undefined);
    instituteA = (
      await ok(admin, "POST", "/api/admin/institutes", {
        name: "zq Tenancy Institute A",
        ownerEmail: "zq-tenancy-owner-a@example.com",
      })
    ).id;
    instituteB = (
      await ok(admin, "POST", "/api/admin/institutes", {
        name: B_NAME,
        ownerEmail: "zq-tenancy-owner-b@example.com",
      })
    ).id;
    // each owner's invitation is taken up at sign-in
    ownerA = await signIn(t.app, { email: "zq-tenancy-owner-a@example.com" });
    const ownerB = await signIn(t.app, { email: "zq-tenancy-owner-b@example.com" });
    who.set("ownerB", ownerB);
    await ok(ownerA, "POST", `/api/institutes/${instituteA}/invitations`, {
      email: "zq-tenancy-teacher-a@example.com",
    });
    await ok(ownerB, "POST", `/api/institutes/${instituteB}/invitations`, {
      email: "zq-tenancy-teacher-b@example.com",
    });
    const teacherA = await signIn(t.app, { email: "zq-tenancy-teacher-a@example.com" });
    const teacherB = await signIn(t.app, { email: "zq-tenancy-teacher-b@example.com" });
    who.set("teacherA", teacherA);
    who.set("teacherB", teacherB);
    const a = await ok(teacherA, "POST", `/api/institutes/${instituteA}/batches`, {
      name: "zq Tenancy A batch",
    });
    const b = await ok(teacherB, "POST", `/api/institutes/${instituteB}/batches`, { name: B_BATCH });
    batchA = a.id;
    batchB = b.id;
    batchBCode = b.joinCode;
    const learnerIn = await signIn(t.app, { email: B_LEARNER });
    const learnerOut = await signIn(t.app, { email: "zq-tenancy-learner-out@example.com" });
    who.set("learnerIn", learnerIn);
    who.set("learnerOut", learnerOut);
    await ok(learnerIn, "POST", "/api/batches/join", { code: batchBCode });
    await ok(learnerOut, "POST", "/api/batches/join", { code: a.joinCode });
    await ok(teacherB, "POST", `/api/institutes/${instituteB}/batches/${batchB}/members`, {
      emails: [B_PENDING],
    });

    // an assignment of B's batch, opening tomorrow (so it can still be edited)
    await insertExams(t.ctx.db);
    const fixture = await createQuiz(t.ctx.db, { title: "zq Tenancy paper" });
    const paper = { id: fixture.quizId };
    const publicQuestion = fixture.questions[0]!.id;
    const day = 24 * 3600_000;
    const assignmentBody = (note: string) => ({
      quizId: paper!.id,
      batchIds: [batchB],
      opensAt: new Date(t.ctx.now().getTime() + day).toISOString(),
      closesAt: new Date(t.ctx.now().getTime() + 2 * day).toISOString(),
      note,
    });
    assignmentB = (
      await ok(teacherB, "POST", `/api/institutes/${instituteB}/assignments`, assignmentBody(B_NOTE))
    ).id;
    BODIES["POST /api/institutes/:instituteId/assignments"] = assignmentBody("zq Walk assignment");
    BODIES["PATCH /api/institutes/:instituteId/assignments/:assignmentId"] = assignmentBody("zq Walk edited");

    // B's own bank: a paper with one question of its own (decision 0059)
    const [category] = await t.ctx.db
      .insert(categories)
      .values({ name: "zq Tenancy papers", examType: "jee" })
      .returning({ id: categories.id });
    paperB = (
      await ok(
        teacherB,
        "POST",
        `/api/institutes/${instituteB}/bank/quizzes`,
        {
          title: B_PAPER,
          categoryId: category!.id,
        },
        201,
      )
    ).id;
    questionB = (
      await ok(
        teacherB,
        "POST",
        `/api/institutes/${instituteB}/bank/questions`,
        {
          quizId: paperB,
          question: B_QUESTION,
          options: ["Newton", "Joule", "Watt", "Pascal"],
          correctAnswer: 0,
          explanation: "",
        },
        201,
      )
    ).id;
    passageB = (
      await ok(
        teacherB,
        "POST",
        `/api/institutes/${instituteB}/bank/stimuli`,
        { examType: "jee", kind: "passage", title: B_PASSAGE, body: "zq Tenancy B passage text" },
        201,
      )
    ).id;
    const defaults = { exam: "jee", subject: "Physics", topic: "zq Walk", difficulty: "easy" };
    BODIES["POST /api/institutes/:instituteId/bank/quizzes"] = {
      title: "zq Walk paper",
      categoryId: category!.id,
    };
    BODIES["POST /api/institutes/:instituteId/bank/questions"] = {
      quizId: paperB,
      question: "zq Walk question?",
      options: ["a", "b", "c", "d"],
      correctAnswer: 1,
      explanation: "",
    };
    BODIES["POST /api/institutes/:instituteId/bank/questions/bulk"] = { ids: [questionB], action: "publish" };
    BODIES["POST /api/institutes/:instituteId/bank/upload-questions"] = {
      quizId: paperB,
      csvData:
        "question,option1,option2,option3,option4,correctAnswer,explanation\nzq Walk csv?,a,b,c,d,a,\n",
      dryRun: true,
    };
    BODIES["POST /api/institutes/:instituteId/bank/import"] = {
      format: "aiken",
      text: "zq Walk aiken?\nA. a\nB. b\nANSWER: A\n",
      quizId: paperB,
      defaults,
      dryRun: true,
    };
    BODIES["POST /api/institutes/:instituteId/bank/copy"] = { ids: [publicQuestion], quizId: paperB };

    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(doc.paths)
      .filter(([path]) => isTenancyRoute(path))
      .flatMap(([path, item]) =>
        Object.keys(item).map((method) => ({
          method: method.toUpperCase(),
          url: path.replace(/\{(\w+)\}/g, ":$1"),
        })),
      )
      .sort((x, y) => order(`${x.method} ${x.url}`) - order(`${y.method} ${y.url}`));
  });
  afterAll(() => t.close());

  /** Everything of institute B an outsider must never read. */
  const secrets = () => [
    B_NAME,
    B_BATCH,
    batchBCode,
    B_LEARNER,
    B_PENDING,
    "zq-tenancy-owner-b",
    "zq-tenancy-teacher-b",
    B_NOTE,
    B_PAPER,
    B_QUESTION,
    B_PASSAGE,
  ];

  const fill = (url: string, ids: { instituteId: number; batchId: number; userId: number }) =>
    url
      .replace(":instituteId", String(ids.instituteId))
      .replace(":batchId", String(ids.batchId))
      .replace(":userId", String(ids.userId))
      .replace(":assignmentId", String(assignmentB))
      .replace(/\/quizzes\/:id$/, `/quizzes/${paperB}`)
      .replace(/\/questions\/:id$/, `/questions/${questionB}`)
      .replace(/\/stimuli\/:id$/, `/stimuli/${passageB}`);

  it("walks every institute route of the OpenAPI document, each with a body here", () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    const missing = keys.filter((k) => !k.startsWith("GET ") && !(k in BODIES));
    expect(missing, "add a valid body for these routes to BODIES").toEqual([]);
  });

  it("refuses A's staff whose bodies name B's paper or questions under A's id, and B's bank stays as it was", async () => {
    const bank = async () => ({
      quizzes: await t.ctx.db.select().from(quizzes).where(eq(quizzes.instituteId, instituteB)),
      questions: await t.ctx.db.select().from(questions).where(eq(questions.instituteId, instituteB)),
      passages: await t.ctx.db.select().from(stimuli).where(eq(stimuli.instituteId, instituteB)),
      links: await t.ctx.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, paperB)),
    });
    const before = await bank();
    const wrong: string[] = [];
    // every bank write whose body names B's paper or questions (a new paper names neither)
    const bankWrites = routes.filter(
      (r) =>
        r.url.includes("/bank/") &&
        r.method === "POST" &&
        !r.url.endsWith(":id") &&
        !r.url.endsWith("/quizzes") &&
        !r.url.endsWith("/stimuli"),
    );
    expect(bankWrites.length).toBeGreaterThanOrEqual(5);
    for (const caller of [ownerA, who.get("teacherA")!]) {
      for (const route of bankWrites) {
        const key = `${route.method} ${route.url}`;
        const body = { ...(BODIES[key] as object), dryRun: false };
        const url = route.url.replace(":instituteId", String(instituteA));
        const res = await send(caller, route.method, url, body);
        // a paper or question named in a body is another bank's: unknown here (400 naming the field)
        if (![400, 404].includes(res.statusCode))
          wrong.push(`${caller.user.email} ${key} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        const leaked = [B_PAPER, B_QUESTION].filter((s) => res.body.includes(s));
        if (leaked.length > 0) wrong.push(`${caller.user.email} ${key} -> leaked ${leaked.join(", ")}`);
      }
      // and no list of A's bank holds B's rows
      for (const path of ["quizzes", "questions", "public-questions", "stimuli"]) {
        const query = path === "stimuli" ? "" : "?search=zq";
        const res = await send(caller, "GET", `/api/institutes/${instituteA}/bank/${path}${query}`);
        const leaked = [B_PAPER, B_QUESTION, B_PASSAGE].filter((s) => res.body.includes(s));
        if (leaked.length > 0) wrong.push(`${caller.user.email} GET ${path} -> leaked ${leaked.join(", ")}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await bank()).toEqual(before);
  });

  it("lets B's staff and the site admin in, and refuses everyone else without a byte of B's data", async () => {
    const learnerInId = who.get("learnerIn")!.user.id;
    const wrong: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      // a caller's own lists and joins: any signed-in user, each answered about themselves
      const isLearnerRoute =
        route.url.startsWith("/api/batches") ||
        route.url.startsWith("/api/user/") ||
        route.url === "/api/institutes/mine";
      const isAdminRoute = route.url.startsWith("/api/admin/");
      for (const caller of CALLERS) {
        const session = who.get(caller);
        const url =
          fill(route.url, { instituteId: instituteB, batchId: batchB, userId: learnerInId }) +
          (QUERIES[key] ?? "");
        const res = await send(session, route.method, url, BODIES[key]);
        const isStaffB = caller === "ownerB" || caller === "teacherB" || caller === "siteAdmin";
        let expected: string;
        if (caller === "anonymous") expected = "401";
        else if (isAdminRoute) expected = caller === "siteAdmin" ? "allowed" : "403";
        else if (isLearnerRoute) expected = "allowed";
        else if (!isStaffB) expected = "403/404";
        else if (caller === "teacherB" && OWNERS_ONLY.has(key)) expected = "403";
        else expected = "allowed";
        const status = res.statusCode;
        const good =
          status < 500 &&
          (expected === "allowed"
            ? status !== 401 && status !== 403
            : expected === "403/404"
              ? status === 403 || status === 404
              : status === Number(expected));
        if (!good)
          wrong.push(`${caller} ${key} -> ${status} (expected ${expected}) ${res.body.slice(0, 120)}`);
        // an outsider, refused or let through, reads nothing of B (learnerIn is in B's batch: their list names it)
        const mayReadB = isStaffB || (caller === "learnerIn" && isLearnerRoute);
        if (!mayReadB) {
          const leaked = secrets().filter((s) => res.body.includes(s));
          if (leaked.length > 0) wrong.push(`${caller} ${key} -> leaked ${leaked.join(", ")}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("refuses A's staff who name B's batch or people under A's own institute id, and B's rows stay as they were", async () => {
    // the walk above may have renamed or emptied B's batch: put one person back in and read B as it is now
    const teacherB = who.get("teacherB")!;
    await ok(teacherB, "POST", `/api/institutes/${instituteB}/batches/${batchB}/members`, {
      emails: ["zq-tenancy-back@example.com"],
    });
    const snapshot = async () => ({
      batches: await t.ctx.db.select().from(batches).where(eq(batches.instituteId, instituteB)),
      members: await t.ctx.db.select().from(batchMembers).where(eq(batchMembers.batchId, batchB)),
      staff: await t.ctx.db.select().from(instituteStaff).where(eq(instituteStaff.instituteId, instituteB)),
      invitations: await t.ctx.db
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.instituteId, instituteB)),
      assignments: await t.ctx.db.select().from(assignments).where(eq(assignments.instituteId, instituteB)),
      assignmentBatches: await t.ctx.db
        .select()
        .from(assignmentBatches)
        .where(eq(assignmentBatches.batchId, batchB)),
      audit: await t.ctx.db
        .select()
        .from(instituteAuditLog)
        .where(eq(instituteAuditLog.instituteId, instituteB)),
    });
    const before = await snapshot();
    const [member] = before.members.filter((m) => m.userId !== null && m.leftAt === null);
    const bPerson = member?.userId ?? who.get("ownerB")!.user.id;
    const wrong: string[] = [];
    const bSecrets = [
      ...secrets(),
      ...before.batches.map((b) => b.name),
      ...before.batches.map((b) => b.joinCode),
    ];
    for (const caller of [ownerA, who.get("teacherA")!]) {
      for (const route of routes.filter((r) => r.url.includes(":instituteId"))) {
        const key = `${route.method} ${route.url}`;
        for (const ids of [
          { instituteId: instituteA, batchId: batchB, userId: bPerson },
          { instituteId: instituteA, batchId: batchA, userId: who.get("ownerB")!.user.id },
          { instituteId: instituteB, batchId: batchB, userId: bPerson },
        ]) {
          // under A's id, only a route that names a batch, a person or an assignment can reach B's rows
          const namesB =
            ids.batchId === batchB ? /:batchId|:userId|:assignmentId|:id$/ : /:userId|:assignmentId|:id$/;
          if (ids.instituteId === instituteA && !namesB.test(route.url)) continue;
          const url = fill(route.url, ids) + (QUERIES[key] ?? "");
          const res = await send(caller, route.method, url, BODIES[key]);
          if (res.statusCode !== 403 && res.statusCode !== 404)
            wrong.push(
              `${caller.user.email} ${route.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
          const leaked = bSecrets.filter((s) => res.body.includes(s));
          if (leaked.length > 0)
            wrong.push(`${caller.user.email} ${route.method} ${url} -> leaked ${leaked.join(", ")}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
