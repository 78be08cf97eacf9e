import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedback, notifications } from "~/server/db/schema";
import { insertExam } from "~/server/test-support/exam-row";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

/** The gravity question in Hindi: a learner's "My reports" shows it when the interface is in Hindi. */
const GRAVITY_HI = "Zq-पृथ्वी की सतह के पास g का मान क्या है?";

describe("the question-report queue: learners report, the admin answers, each learner reads their own", () => {
  let t: TestApp;
  let meera: SignedIn;
  let arjun: SignedIn;
  let admin: SignedIn;
  let quizId: number;
  const q: Record<"gravity" | "ohm" | "other", number> = { gravity: 0, ohm: 0, other: 0 };

  const as = (who: SignedIn | null, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: who ? { cookie: who.cookie } : {},
    });
  const report = async (who: SignedIn, questionId: number, text: string) => {
    t.clock.advance(61_000); // a fresh rate-limit window, and a later report
    const res = await as(who, "POST", "/api/feedback", {
      rating: 1,
      category: "questions",
      feedback: text,
      questionId,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const question = async (text: string, quiz: number, questionHi?: string) => {
    const options = ["9.8 m/s²", "8.9 m/s²", "98 m/s²", "0.98 m/s²"];
    const res = await as(admin, "POST", "/api/admin/questions", {
      question: text,
      options,
      ...(questionHi ? { questionHi, optionsHi: options } : {}),
      correctAnswer: 1,
      explanation: "",
      quizId: quiz,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: "2026-11-18T06:00:00.000Z" });
    meera = await signIn(t.app, { role: "learner", firstName: "Zq-Meera", lastName: "Iyer" });
    arjun = await signIn(t.app, { role: "learner", firstName: "Zq-Arjun", lastName: "Rao" });
    admin = await signIn(t.app, { role: "admin", firstName: "Zq-Asha", lastName: "Admin" });
    await insertExam(t.ctx.db, "jee");
    const category = await as(admin, "POST", "/api/admin/categories", {
      name: "Zq-Reports",
      examType: "jee",
    });
    const quiz = await as(admin, "POST", "/api/admin/quizzes", {
      title: "Zq-Physics quiz",
      categoryId: category.json().id,
    });
    const otherQuiz = await as(admin, "POST", "/api/admin/quizzes", {
      title: "Zq-Other quiz",
      categoryId: category.json().id,
    });
    quizId = quiz.json().id;
    q.gravity = await question("Zq-What is g near the Earth's surface?", quizId, GRAVITY_HI);
    q.ohm = await question("Zq-What does Ohm's law relate?", quizId);
    q.other = await question("Zq-A question in another quiz", otherQuiz.json().id);
  });
  afterAll(() => t.close());

  it("groups reports by question, oldest new report first, with the question's text and key", async () => {
    const first = await report(meera, q.ohm, "Zq-The options do not match the question.");
    const second = await report(meera, q.gravity, "Zq-The marked answer is wrong: it should be 9.8 m/s².");
    const third = await report(arjun, q.gravity, "Zq-Option B cannot be right.");
    await report(arjun, q.other, "Zq-Typo in the question.");

    const res = await as(admin, "GET", `/api/admin/reports?status=new&quizId=${quizId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.counts).toEqual({ new: 3, looking: 0, fixed: 0, "no-change": 0 });
    expect(body.groups.map((g: { question: { id: number } }) => g.question.id)).toEqual([q.ohm, q.gravity]);
    const gravity = body.groups[1];
    expect(gravity.question).toMatchObject({
      question: "Zq-What is g near the Earth's surface?",
      correctAnswer: 1,
      options: ["9.8 m/s²", "8.9 m/s²", "98 m/s²", "0.98 m/s²"],
    });
    expect(gravity.reports.map((r: { id: number }) => r.id)).toEqual([second, third]);
    expect(gravity.reports[0]).toMatchObject({
      status: "new",
      feedback: "Zq-The marked answer is wrong: it should be 9.8 m/s².",
      user: { id: meera.user.id, name: "Zq-Meera Iyer" },
      reply: null,
      handledBy: null,
    });
    expect(body.groups[0].reports.map((r: { id: number }) => r.id)).toEqual([first]);

    const jeeOnly = (await as(admin, "GET", "/api/admin/reports?examType=jee")).json();
    expect(jeeOnly.total).toBe(3);
  });

  it("the admin answers a question's open reports at once as fixed; each learner sees their own status and reply", async () => {
    const queue = (await as(admin, "GET", `/api/admin/reports?status=new&quizId=${quizId}`)).json();
    const [meeraReport, arjunReport] = queue.groups[1].reports as { id: number }[];
    t.clock.advance(5 * 60_000);
    const reply = "Zq-You are right: the key now says A (9.8 m/s²) and your attempt is re-scored.";
    const res = await as(admin, "PATCH", `/api/admin/reports/${meeraReport!.id}`, {
      status: "fixed",
      reply,
      sameQuestion: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, ids: [meeraReport!.id, arjunReport!.id] });

    const rows = await t.ctx.db.select().from(feedback).where(eq(feedback.questionId, q.gravity));
    for (const row of rows) {
      expect(row).toMatchObject({ status: "fixed", reply, handledBy: admin.user.id });
      expect(row.handledAt?.toISOString()).toBe(t.clock.now.toISOString());
      expect(row.repliedAt?.toISOString()).toBe(t.clock.now.toISOString());
    }

    const stillNew = (await as(admin, "GET", `/api/admin/reports?status=new&quizId=${quizId}`)).json();
    expect(stillNew.groups.map((g: { question: { id: number } }) => g.question.id)).toEqual([q.ohm]);
    const fixed = (await as(admin, "GET", "/api/admin/reports?status=fixed")).json();
    expect(fixed.groups[0].reports[0].handledBy).toMatchObject({ id: admin.user.id, name: "Zq-Asha Admin" });

    const mine = await as(meera, "GET", "/api/user/reports");
    expect(mine.statusCode).toBe(200);
    expect(mine.json().unread).toBe(1);
    expect(mine.json().items).toHaveLength(2);
    expect(mine.json().items[0]).toMatchObject({
      id: meeraReport!.id,
      status: "fixed",
      reply,
      unread: true,
      question: {
        id: q.gravity,
        text: "Zq-What is g near the Earth's surface?",
        textHi: GRAVITY_HI,
        deleted: false,
      },
    });
    expect(mine.json().items[1]).toMatchObject({
      status: "new",
      reply: null,
      unread: false,
      question: { id: q.ohm, textHi: null },
    });

    const seen = await as(meera, "POST", "/api/user/reports/seen");
    expect(seen.statusCode).toBe(200);
    const after = (await as(meera, "GET", "/api/user/reports")).json();
    expect(after.unread).toBe(0);
    expect(after.items[0]).toMatchObject({ reply, unread: false });
    // Arjun's copy of the reply is still unread: seeing is per learner
    expect((await as(arjun, "GET", "/api/user/reports")).json().unread).toBe(1);

    // a reply rewritten later is unread again
    t.clock.advance(60_000);
    const rewritten = "Zq-The key now says A; the explanation was corrected too.";
    await as(admin, "PATCH", `/api/admin/reports/${meeraReport!.id}`, { status: "fixed", reply: rewritten });
    const again = (await as(meera, "GET", "/api/user/reports")).json();
    expect(again.items[0]).toMatchObject({ reply: rewritten, unread: true });

    // each reply reached the learner as a notice too, linking to My reports: Meera twice, Arjun once
    const answered = "Your question report was answered (Fixed): see the reply in My reports";
    const meeraNotices = (await as(meera, "GET", "/api/user/notifications")).json();
    expect(meeraNotices.unreadCount).toBe(2);
    // with what it is about, for the client to word in the reader's language
    const about = { kind: "report-answered", params: { status: "fixed" } };
    expect(meeraNotices.notifications).toMatchObject([
      { text: answered, ...about, link: "/my-reports", read: false },
      { text: answered, ...about, link: "/my-reports", read: false },
    ]);
    const arjunNotices = (await as(arjun, "GET", "/api/user/notifications")).json();
    expect(arjunNotices.notifications).toMatchObject([{ text: answered, ...about, link: "/my-reports" }]);
    // the same reply again, or a status alone, tells no one again
    await as(admin, "PATCH", `/api/admin/reports/${meeraReport!.id}`, { status: "fixed", reply: rewritten });
    await as(admin, "PATCH", `/api/admin/reports/${arjunReport!.id}`, { status: "looking" });
    const all = await t.ctx.db.select().from(notifications);
    expect(all.map((n) => n.userId).sort()).toEqual([meera.user.id, meera.user.id, arjun.user.id].sort());
  });

  it("a learner sees only their own reports", async () => {
    const meeraItems = (await as(meera, "GET", "/api/user/reports")).json().items as { feedback: string }[];
    const arjunItems = (await as(arjun, "GET", "/api/user/reports")).json().items as { feedback: string }[];
    expect(meeraItems.map((i) => i.feedback).sort()).toEqual([
      "Zq-The marked answer is wrong: it should be 9.8 m/s².",
      "Zq-The options do not match the question.",
    ]);
    expect(arjunItems.map((i) => i.feedback).sort()).toEqual([
      "Zq-Option B cannot be right.",
      "Zq-Typo in the question.",
    ]);
    // general feedback is not a report
    t.clock.advance(61_000);
    await as(meera, "POST", "/api/feedback", {
      rating: 5,
      category: "features",
      feedback: "Zq-More tests please.",
    });
    expect((await as(meera, "GET", "/api/user/reports")).json().items).toHaveLength(2);
    expect((await as(null, "GET", "/api/user/reports")).statusCode).toBe(401);
  });

  it("refuses learners on the admin queue and changes nothing", async () => {
    const [row] = await t.ctx.db.select().from(feedback).where(eq(feedback.questionId, q.ohm));
    expect((await as(meera, "GET", "/api/admin/reports")).statusCode).toBe(403);
    const patch = await as(meera, "PATCH", `/api/admin/reports/${row!.id}`, {
      status: "no-change",
      reply: "Zq-no",
    });
    expect(patch.statusCode).toBe(403);
    expect((await as(null, "PATCH", `/api/admin/reports/${row!.id}`, { status: "looking" })).statusCode).toBe(
      401,
    );
    const [after] = await t.ctx.db.select().from(feedback).where(eq(feedback.id, row!.id));
    expect(after).toMatchObject({ status: "new", reply: null, handledBy: null });
  });

  it("names the field of every bad update or filter and changes nothing", async () => {
    const [row] = await t.ctx.db.select().from(feedback).where(eq(feedback.questionId, q.ohm));
    const url = `/api/admin/reports/${row!.id}`;
    const cases: [object, string, string][] = [
      [{}, "status", "status: is required"],
      [{ status: "done" }, "status", "status: must be one of new, looking, fixed, no-change"],
      [{ status: "fixed" }, "reply", "reply: is required to mark a report fixed"],
      [{ status: "no-change", reply: "   " }, "reply", "reply: is required to mark a report no change"],
      [{ status: "looking", reply: "x".repeat(2001) }, "reply", "reply: must be at most 2000 characters"],
      [
        { status: "fixed", reply: "Zq\u202Eloot" },
        "reply",
        "reply: must not contain bidirectional control characters (such as U+202E)",
      ],
      [
        { status: "fixed", reply: "Zq-\uD800" },
        "reply",
        "reply: contains characters that cannot be stored (NUL or broken unicode)",
      ],
      [{ status: "looking", sameQuestion: "yes" }, "sameQuestion", "sameQuestion: must be true or false"],
      [{ status: "looking", note: "x" }, "body", 'body: has unknown field "note"'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await as(admin, "PATCH", url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ message, field });
    }
    const missing = await as(admin, "PATCH", "/api/admin/reports/987654", { status: "looking" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "No question report with id 987654" });
    const badFilter = await as(admin, "GET", "/api/admin/reports?status=closed");
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().field).toBe("status");
    const [after] = await t.ctx.db.select().from(feedback).where(eq(feedback.id, row!.id));
    expect(after).toMatchObject({ status: "new", reply: null, handledBy: null, handledAt: null });
  });
});
