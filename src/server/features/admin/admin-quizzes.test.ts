import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts, categories, dailySchedule, quizzes } from "~/server/db/schema";
import { adminRequests, startAdminApp, T0 } from "~/server/test-support/admin-app";
import type { SignedIn, TestApp } from "~/server/test-support/test-app";

describe("admin API: categories, quizzes, questions, schedule", () => {
  let t: TestApp;
  let admin: SignedIn;
  let learner: SignedIn;
  let categoryId: number;

  beforeAll(async () => {
    ({ t, admin, learner, categoryId } = await startAdminApp());
  });
  afterAll(() => t.close());

  const { send, expect400, newQuiz, newQuestion } = adminRequests(() => ({ t, admin, categoryId }));

  describe("categories", () => {
    it("renames a category, refusing a name its exam already has", async () => {
      const made = (
        await send("POST", "/api/admin/categories", { name: "Zr-Old name", examType: "jee" })
      ).json() as { id: number };
      await send("POST", "/api/admin/categories", { name: "Zr-Taken", examType: "jee" });
      const renamed = await send("PUT", `/api/admin/categories/${made.id}`, {
        name: "Zr-New name",
        description: "Renamed",
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ id: made.id, name: "Zr-New name", description: "Renamed" });
      const [row] = await t.ctx.db.select().from(categories).where(eq(categories.id, made.id));
      expect(row).toMatchObject({ name: "Zr-New name", examType: "jee" });
      const taken = await send("PUT", `/api/admin/categories/${made.id}`, { name: "Zr-Taken" });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        message: 'name: a category named "Zr-Taken" already exists for this exam',
        field: "name",
      });
      expect((await send("PUT", "/api/admin/categories/999999", { name: "X" })).statusCode).toBe(404);
    });

    it("removes a category no quiz uses, and refuses one that quizzes use, saying how many", async () => {
      const used = (
        await send("POST", "/api/admin/categories", { name: "Zr-Used", examType: "jee" })
      ).json() as { id: number };
      for (const title of ["Zr-One", "Zr-Two"]) {
        await send("POST", "/api/admin/quizzes", { title, categoryId: used.id });
      }
      const refused = await send("DELETE", `/api/admin/categories/${used.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        '2 quizzes are filed under "Zr-Used": move them to another category first',
      );
      expect(await t.ctx.db.select().from(categories).where(eq(categories.id, used.id))).toHaveLength(1);

      const unused = (
        await send("POST", "/api/admin/categories", { name: "Zr-Unused", examType: "jee" })
      ).json() as { id: number };
      const removed = await send("DELETE", `/api/admin/categories/${unused.id}`);
      expect(removed.statusCode).toBe(200);
      expect(await t.ctx.db.select().from(categories).where(eq(categories.id, unused.id))).toHaveLength(0);
    });

    it("creates a category and lists it with its quiz count", async () => {
      const res = await send("POST", "/api/admin/categories", {
        name: "  UPSC Prelims GS  ",
        examType: "upsc",
        description: "General Studies",
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        name: "UPSC Prelims GS",
        examType: "upsc",
        description: "General Studies",
      });
      const list = (await send("GET", "/api/admin/categories")).json() as {
        name: string;
        quizCount: number;
      }[];
      expect(list.find((c) => c.name === "UPSC Prelims GS")).toMatchObject({ quizCount: 0 });
    });

    it("names the field for every bad input", async () => {
      expect(await expect400("POST", "/api/admin/categories", { examType: "jee" }, "name")).toBe(
        "name: is required",
      );
      expect(await expect400("POST", "/api/admin/categories", { name: "   ", examType: "jee" }, "name")).toBe(
        "name: must not be blank",
      );
      expect(await expect400("POST", "/api/admin/categories", { name: "X" }, "examType")).toBe(
        "examType: is required",
      );
      expect(
        await expect400("POST", "/api/admin/categories", { name: "X", examType: "cat" }, "examType"),
      ).toBe("examType: must be one of upsc, jee, neet, ssc, banking");
      expect(
        await expect400("POST", "/api/admin/categories", { name: "X", examType: "neet" }, "examType"),
      ).toBe('examType: the exam "neet" is not set up in this database');
      expect(
        await expect400("POST", "/api/admin/categories", { nmae: "X", name: "Y", examType: "jee" }, "body"),
      ).toBe('body: has unknown field "nmae"');
    });

    it("refuses a second category with the same name in the same exam (409 naming the field)", async () => {
      const res = await send("POST", "/api/admin/categories", { name: "JEE Main drills", examType: "jee" });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'name: a category named "JEE Main drills" already exists for this exam',
        field: "name",
      });
    });
  });

  describe("quizzes", () => {
    it("creates a quiz with the spec's defaults (30 minutes, 10 questions) and the category's exam", async () => {
      const res = await send("POST", "/api/admin/quizzes", {
        title: "Kinematics sprint",
        description: "Ten quick ones",
        categoryId,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        title: "Kinematics sprint",
        examType: "jee",
        categoryName: "JEE Main drills",
        timeLimit: 30,
        totalQuestions: 10,
        kind: "practice",
        difficulty: "medium",
        published: false, // a new quiz has no questions yet: a draft until published
        questionCount: 0,
        attemptCount: 0,
      });
      const list = (await send("GET", "/api/admin/quizzes")).json() as { id: number; categoryName: string }[];
      expect(list.find((q) => q.id === res.json().id)?.categoryName).toBe("JEE Main drills");
    });

    it("names the field for every bad input", async () => {
      const url = "/api/admin/quizzes";
      expect(await expect400("POST", url, { categoryId }, "title")).toBe("title: is required");
      expect(await expect400("POST", url, { title: "T" }, "categoryId")).toBe("categoryId: is required");
      expect(await expect400("POST", url, { title: "T", categoryId: 987654 }, "categoryId")).toBe(
        "categoryId: there is no category with id 987654",
      );
      expect(await expect400("POST", url, { title: "T", categoryId, timeLimit: 0 }, "timeLimit")).toBe(
        "timeLimit: must be at least 1",
      );
      expect(await expect400("POST", url, { title: "T", categoryId, timeLimit: "30" }, "timeLimit")).toBe(
        "timeLimit: must be a number",
      );
      expect(
        await expect400("POST", url, { title: "T", categoryId, totalQuestions: 2.5 }, "totalQuestions"),
      ).toBe("totalQuestions: must be a whole number");
      expect(await expect400("POST", url, { title: "T", categoryId, kind: "weekly" }, "kind")).toBe(
        "kind: must be one of daily, practice, mock, past_paper",
      );
    });

    it("edits, unpublishes and republishes a quiz", async () => {
      const quiz = await newQuiz({ title: "Draft" });
      await newQuestion(quiz.id);
      const edited = await send("PUT", `/api/admin/quizzes/${quiz.id}`, {
        title: "Optics in 15 minutes",
        timeLimit: 15,
        difficulty: "hard",
        published: false,
        markingCorrect: 3,
        markingWrong: -1,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({
        title: "Optics in 15 minutes",
        timeLimit: 15,
        difficulty: "hard",
        published: false,
        markingCorrect: 3,
        markingWrong: -1,
      });
      const [row] = await t.ctx.db.select().from(quizzes).where(eq(quizzes.id, quiz.id));
      expect(row?.published).toBe(false);
      const republished = await send("PUT", `/api/admin/quizzes/${quiz.id}`, { published: true });
      expect(republished.json().published).toBe(true);
      expect(republished.json().title).toBe("Optics in 15 minutes");

      expect(await expect400("PUT", `/api/admin/quizzes/${quiz.id}`, {}, "body")).toBe(
        "body: send at least one field to change",
      );
      expect(await expect400("PUT", `/api/admin/quizzes/${quiz.id}`, { published: "yes" }, "published")).toBe(
        "published: must be true or false",
      );
      expect((await send("PUT", "/api/admin/quizzes/987654", { published: true })).statusCode).toBe(404);
    });

    it("sets a paper's marking per type and section, and its timed sections, on create and edit", async () => {
      const sections = [
        { name: "Physics", timeLimitMinutes: 20 },
        { name: "Chemistry", timeLimitMinutes: 20 },
      ];
      const markingScheme = {
        correct: 4,
        wrong: -1,
        byType: { numerical: { correct: 4, wrong: 0 } },
        bySection: { Chemistry: { correct: 3, wrong: -1 } },
      };
      const quiz = await newQuiz({ title: "Zr-Sectioned", timeLimit: 40, sections, markingScheme });
      const [row] = await t.ctx.db.select().from(quizzes).where(eq(quizzes.id, quiz.id));
      expect(row).toMatchObject({ sections, markingScheme });
      const edited = await send("PUT", `/api/admin/quizzes/${quiz.id}`, {
        sections: [{ name: "Physics" }, { name: "Chemistry" }],
        markingScheme: null,
        markingCorrect: 2,
        markingWrong: -0.5,
      });
      expect(edited.json()).toMatchObject({
        sections: [{ name: "Physics" }, { name: "Chemistry" }],
        markingScheme: null,
        markingCorrect: 2,
        markingWrong: -0.5,
      });

      const url = `/api/admin/quizzes/${quiz.id}`;
      expect(
        await expect400(
          "PUT",
          url,
          { sections: [{ name: "A", timeLimitMinutes: 30 }, { name: "B" }] },
          "sections",
        ),
      ).toBe("sections: need a time limit for every section, or for none");
      expect(
        await expect400(
          "PUT",
          url,
          {
            sections: [
              { name: "A", timeLimitMinutes: 30 },
              { name: "B", timeLimitMinutes: 30 },
            ],
          },
          "sections",
        ),
      ).toBe("sections: the sections' time limits add up to 60 minutes, more than the paper's 40");
      expect(
        await expect400(
          "PUT",
          url,
          { markingScheme: { correct: 4, wrong: -1, bySection: { Maths: { correct: 4, wrong: 0 } } } },
          "markingScheme",
        ),
      ).toBe("markingScheme: marks are set for a section the paper does not have (Maths)");
    });

    it("publishes a quiz with the questions it holds: the declared count follows them", async () => {
      const quiz = await newQuiz({ title: "Zr-Half built", totalQuestions: 10 });
      for (let i = 0; i < 5; i++) await newQuestion(quiz.id);
      const published = await send("PUT", `/api/admin/quizzes/${quiz.id}`, { published: true });
      expect(published.json()).toMatchObject({ published: true, questionCount: 5, totalQuestions: 5 });
      const [row] = await t.ctx.db.select().from(quizzes).where(eq(quizzes.id, quiz.id));
      expect(row?.totalQuestions).toBe(5);
    });

    it("keeps a quiz's Hindi title and description, and drops the Hindi of an English that changed", async () => {
      const quiz = await newQuiz({
        title: "Zq-Optics sprint",
        description: "Ten questions on mirrors",
        titleHi: " Zq-प्रकाशिकी अभ्यास ",
        descriptionHi: "दर्पणों पर दस प्रश्न",
      });
      const read = async () => {
        const [row] = await t.ctx.db.select().from(quizzes).where(eq(quizzes.id, quiz.id));
        return { titleHi: row?.titleHi, descriptionHi: row?.descriptionHi };
      };
      expect(await read()).toEqual({ titleHi: "Zq-प्रकाशिकी अभ्यास", descriptionHi: "दर्पणों पर दस प्रश्न" });

      // the same English sent again keeps the Hindi; a new title without its Hindi drops only the title's
      await send("PUT", `/api/admin/quizzes/${quiz.id}`, { title: "Zq-Optics sprint", timeLimit: 12 });
      expect((await read()).titleHi).toBe("Zq-प्रकाशिकी अभ्यास");
      const retitled = await send("PUT", `/api/admin/quizzes/${quiz.id}`, { title: "Zq-Ray optics sprint" });
      expect(retitled.json()).toMatchObject({ titleHi: null, descriptionHi: "दर्पणों पर दस प्रश्न" });
      // both sent together, and a blank Hindi is none
      await send("PUT", `/api/admin/quizzes/${quiz.id}`, {
        title: "Zq-Ray optics sprint",
        titleHi: "Zq-किरण प्रकाशिकी अभ्यास",
        descriptionHi: "  ",
      });
      expect(await read()).toEqual({ titleHi: "Zq-किरण प्रकाशिकी अभ्यास", descriptionHi: null });
      expect(
        await expect400("PUT", `/api/admin/quizzes/${quiz.id}`, { titleHi: "क".repeat(201) }, "titleHi"),
      ).toBe("titleHi: must be at most 200 characters");
    });

    it("deletes a quiz nobody attempted, and refuses (409) one that has attempts", async () => {
      const unused = await newQuiz({ title: "Unused" });
      await newQuestion(unused.id);
      const del = await send("DELETE", `/api/admin/quizzes/${unused.id}`);
      expect(del.statusCode).toBe(200);
      expect(await t.ctx.db.select().from(quizzes).where(eq(quizzes.id, unused.id))).toEqual([]);

      const taken = await newQuiz({ title: "Taken" });
      await t.ctx.db
        .insert(attempts)
        .values({ userId: learner.user.id, quizId: taken.id, questionIds: [], deadline: new Date(T0) });
      const refused = await send("DELETE", `/api/admin/quizzes/${taken.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Learners have attempted "Taken", so deleting it would remove their results. Unpublish it instead.',
      );
      expect(await t.ctx.db.select().from(quizzes).where(eq(quizzes.id, taken.id))).toHaveLength(1);
      expect((await send("DELETE", "/api/admin/quizzes/987654")).statusCode).toBe(404);
    });
  });

  describe("daily schedule", () => {
    it("schedules a quiz for an IST date, replacing that date's entry", async () => {
      const a = await newQuiz({ title: "Daily A" });
      const b = await newQuiz({ title: "Daily B" });
      for (const quiz of [a, b]) {
        await newQuestion(quiz.id);
        expect((await send("PUT", `/api/admin/quizzes/${quiz.id}`, { published: true })).statusCode).toBe(
          200,
        );
      }
      const first = await send("PUT", "/api/admin/daily-schedule", { date: "2026-11-20", quizId: a.id });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ date: "2026-11-20", quizId: a.id, quizTitle: "Daily A" });
      const replaced = await send("PUT", "/api/admin/daily-schedule", { date: "2026-11-20", quizId: b.id });
      expect(replaced.statusCode).toBe(200);
      await send("PUT", "/api/admin/daily-schedule", { date: "2026-11-18", quizId: a.id });
      const rows = await t.ctx.db.select().from(dailySchedule).where(eq(dailySchedule.date, "2026-11-20"));
      expect(rows).toEqual([{ date: "2026-11-20", quizId: b.id }]);
      const list = (await send("GET", "/api/admin/daily-schedule")).json();
      expect(list.today).toBe("2026-11-18");
      expect(list.entries.map((e: { date: string; quizTitle: string }) => [e.date, e.quizTitle])).toEqual([
        ["2026-11-20", "Daily B"],
        ["2026-11-18", "Daily A"],
      ]);
    });

    it("names the field for a bad date or quiz", async () => {
      const quiz = await newQuiz({ title: "Schedulable" });
      const url = "/api/admin/daily-schedule";
      expect(await expect400("PUT", url, { date: "20/11/2026", quizId: quiz.id }, "date")).toBe(
        "date: must be a date written YYYY-MM-DD",
      );
      expect(await expect400("PUT", url, { date: "2026-02-30", quizId: quiz.id }, "date")).toBe(
        "date: is not a real calendar date (2000-2100)",
      );
      // 2026-11-18 06:00 UTC is 11:30 IST on the 18th: the 17th is past
      expect(await expect400("PUT", url, { date: "2026-11-17", quizId: quiz.id }, "date")).toBe(
        "date: 2026-11-17 is in the past (today in India is 2026-11-18)",
      );
      expect(await expect400("PUT", url, { date: "2026-12-01", quizId: 987654 }, "quizId")).toBe(
        "quizId: there is no quiz with id 987654",
      );
      await send("PUT", `/api/admin/quizzes/${quiz.id}`, { published: false });
      expect(await expect400("PUT", url, { date: "2026-12-01", quizId: quiz.id }, "quizId")).toBe(
        'quizId: "Schedulable" is unpublished; publish it before scheduling it',
      );
      expect(await t.ctx.db.select().from(dailySchedule).where(eq(dailySchedule.date, "2026-12-01"))).toEqual(
        [],
      );
    });
  });
});
