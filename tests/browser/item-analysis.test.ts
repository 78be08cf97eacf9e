import { adminQuizzesResponseSchema } from "@shared/contract/admin";
import { authUserSchema } from "@shared/contract/auth";
import { type ItemAnalysisResponse, itemAnalysisResponseSchema } from "@shared/contract/item-analysis";
import { describe, expect, it } from "vitest";
import {
  PLANNED_LEARNERS,
  PLANNED_NUMERICAL,
  PLANNED_QUESTIONS,
  plannedChoice,
  plannedNumber,
} from "../../src/server/test-support/item-analysis-plan";
import { pageGet, seriousAxeViolations } from "./learning-support";
import { type ApiUser, apiGetAs, takeQuiz, useSession } from "./standing-api";
import { newPage, screenshot, scrollSettled, useBuiltApp } from "./support";

const QUIZ = "Zq-Kinematics check";

/**
 * Signs a user in through the demo endpoint, each from its own address behind the trusted loopback
 * proxy, so forty sign-ins are not one client's sign-in rate limit.
 */
async function signIn(
  baseUrl: string,
  email: string,
  role: "learner" | "admin",
  address: string,
  firstName = "Zq-Learner",
): Promise<ApiUser> {
  const res = await fetch(`${baseUrl}/api/auth/demo`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ email, role, firstName }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${text}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] as string)
    .join("; ");
  const user = authUserSchema.parse(JSON.parse(text));
  return { cookie, id: user.id, email: user.email };
}

async function adminPost(baseUrl: string, admin: ApiUser, method: string, url: string, body: unknown) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { "content-type": "application/json", cookie: admin.cookie },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text) as { id: number };
}

describe("item analysis page in Chromium", () => {
  const app = useBuiltApp({ env: { TRUST_PROXY: "loopback" } });

  it("shows an admin the question whose key is wrong first, with the flag in words", async () => {
    const base = app.server.url;
    const admin = await signIn(base, "admin@demo.abhyas.in", "admin", "10.9.0.1");
    const category = await adminPost(base, admin, "POST", "/api/admin/categories", {
      name: "Zq-Item analysis",
      examType: "jee",
    });
    const quiz = await adminPost(base, admin, "POST", "/api/admin/quizzes", {
      title: QUIZ,
      categoryId: category.id,
      totalQuestions: 6,
    });
    const questionIds: number[] = [];
    for (const planned of PLANNED_QUESTIONS) {
      const question = await adminPost(base, admin, "POST", "/api/admin/questions", {
        quizId: quiz.id,
        question: planned.question,
        options: planned.options,
        correctAnswer: planned.storedKey,
        explanation: "",
      });
      questionIds.push(question.id);
    }
    const numerical = await adminPost(base, admin, "POST", "/api/admin/questions", {
      quizId: quiz.id,
      type: "numerical",
      question: PLANNED_NUMERICAL.question,
      options: [],
      numericAnswer: PLANNED_NUMERICAL.numericAnswer,
      explanation: "",
    });
    await adminPost(base, admin, "PUT", `/api/admin/quizzes/${quiz.id}`, { published: true });

    for (let ability = 0; ability < PLANNED_LEARNERS; ability++) {
      const learner = await signIn(
        base,
        `zq-learner-${ability}@example.com`,
        "learner",
        `10.9.1.${ability + 1}`,
      );
      await takeQuiz(base, learner, quiz.id, (questionId) => {
        if (questionId === numerical.id) return plannedNumber(ability);
        return plannedChoice(ability, questionIds.indexOf(questionId));
      });
    }

    const { page, errors } = await newPage(app.browser, { viewport: { width: 1280, height: 1400 } });
    await useSession(page.context(), base, admin);
    await page.goto(`${base}/admin?tab=item-analysis`);
    await page.getByLabel("Quiz", { exact: true }).selectOption({ label: `${QUIZ} (6 questions)` });
    await page.getByText(`${QUIZ}: ${PLANNED_LEARNERS} first attempts`).waitFor();
    const rows = page.getByTestId("item-analysis-row");
    await expect(rows.count()).resolves.toBe(6);
    const first = rows.first();
    await expect(first.getByRole("heading").textContent()).resolves.toBe("Question 3");
    await first
      .getByText("Likely wrong key: option C is chosen more by the strongest candidates than the key (A).")
      .waitFor();
    // the other questions carry no flag
    await expect(page.getByText("Likely wrong key:").count()).resolves.toBe(1);
    const api = await pageGet(
      page,
      `/api/admin/quizzes/${quiz.id}/item-analysis`,
      itemAnalysisResponseSchema,
    );
    expect(api.questions[0]?.flags[0]).toEqual({ kind: "likely_wrong_key", option: 2 });
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await screenshot(page, "item-analysis");
    expect(errors).toEqual([]);
  }, 180_000);
});

/** A Wednesday noon in IST: the demo learners' week is seeded on this clock, the same on every run. */
const SEEDED_AT = "2026-03-18T06:30:00.000Z";

describe("item analysis of the seeded demo quizzes in Chromium", () => {
  const app = useBuiltApp({ now: SEEDED_AT, env: { TRUST_PROXY: "loopback" } });

  it("shows the quiz with the most first attempts its flags marked indicative, with n and D's interval, and explains a negative efficiency", async () => {
    const base = app.server.url;
    const admin = await signIn(base, "admin@demo.abhyas.in", "admin", "10.9.2.1", "Meera");
    const quizzes = await apiGetAs(base, admin, "/api/admin/quizzes", adminQuizzesResponseSchema);
    let busiest: ItemAnalysisResponse | undefined;
    for (const quiz of quizzes) {
      const analysis = await apiGetAs(
        base,
        admin,
        `/api/admin/quizzes/${quiz.id}/item-analysis`,
        itemAnalysisResponseSchema,
      );
      if (!busiest || analysis.firstAttempts > busiest.firstAttempts) busiest = analysis;
    }
    if (!busiest) throw new Error("no seeded quiz");
    // a coaching batch: more than the indicative count, fewer than the firm one
    expect(busiest.firstAttempts).toBeGreaterThanOrEqual(busiest.indicativeAttempts);
    expect(busiest.firstAttempts).toBeLessThan(busiest.minAttempts);
    const n = busiest.firstAttempts;

    const { page, errors } = await newPage(app.browser, {
      viewport: { width: 1280, height: 800 },
      now: SEEDED_AT,
    });
    await useSession(page.context(), base, admin);
    await page.goto(`${base}/admin?tab=item-analysis`);
    await page.getByLabel("Quiz", { exact: true }).selectOption({ value: String(busiest.quizId) });
    await page.getByText(`${busiest.title}: ${n} first attempts`).waitFor();
    const rows = page.getByTestId("item-analysis-row");
    await expect(rows.count()).resolves.toBe(busiest.questions.length);

    // at least one question is flagged, marked indicative with its n and the discrimination's interval
    const indicative = page.getByTestId("item-indicative");
    expect(await indicative.count()).toBeGreaterThan(0);
    const flagged = rows.filter({ has: indicative }).first();
    await flagged.getByText(`Indicative, n = ${n}`, { exact: true }).waitFor();
    await expect(
      flagged.getByRole("list", { name: "Flags" }).getByRole("listitem").count(),
    ).resolves.toBeGreaterThan(1);
    const note = await flagged.getByTestId("item-indicative").textContent();
    expect(note).toMatch(
      new RegExp(
        `^Indicative, n = ${n}: from fewer than 30 first attempts, so chance still plays a large part\\. D = -?\\d+ \\(95% CI -?\\d+ to -?\\d+\\)\\.$`,
      ),
    );
    const [d, low, high] = (note?.match(/-?\d+(?= \(95%)|-?\d+(?= to)|-?\d+(?=\)\.$)/g) ?? []).map(Number);
    expect(low).toBeLessThan(d ?? Number.NaN);
    expect(high).toBeGreaterThan(d ?? Number.NaN);

    // every efficiency shown lies within -100%..100%
    const efficiencies = await rows.evaluateAll((cards) =>
      cards.map((card) => {
        const terms = [...card.querySelectorAll("dt")];
        return terms.find((dt) => dt.textContent === "Efficiency")?.nextElementSibling?.textContent ?? "";
      }),
    );
    for (const shown of efficiencies.filter((e) => e !== "—")) {
      const value = Number(shown.replace("%", ""));
      expect(value, shown).toBeGreaterThanOrEqual(-100);
      expect(value, shown).toBeLessThanOrEqual(100);
    }
    // and a question the stronger candidates did worse on says so
    const [negative] = busiest.questions
      .filter((q) => q.efficiency !== null && Math.round(q.efficiency) < 0)
      .sort((a, b) => (a.efficiency ?? 0) - (b.efficiency ?? 0));
    if (!negative?.efficiency) throw new Error("the seeded quiz has no question with a negative efficiency");
    const card = page.getByRole("article", { name: `Question ${negative.position}`, exact: true });
    const value = Math.round(negative.efficiency);
    await card
      .getByText(
        `Efficiency ${value}% is negative: the stronger candidates (by the rest of the test) did worse on this question than the weaker ones.`,
        { exact: false },
      )
      .waitFor();
    expect(value).toBeGreaterThanOrEqual(-100);

    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    // the card under the sticky header, the summary line above it
    await flagged.evaluate((el) =>
      window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - 120, behavior: "instant" }),
    );
    await scrollSettled(page);
    await screenshot(page, "item-analysis-indicative");
    expect(errors).toEqual([]);
  }, 240_000);
});
