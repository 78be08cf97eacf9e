import { authUserSchema } from "@shared/contract/auth";
import { itemAnalysisResponseSchema } from "@shared/contract/item-analysis";
import { describe, expect, it } from "vitest";
import {
  PLANNED_LEARNERS,
  PLANNED_NUMERICAL,
  PLANNED_QUESTIONS,
  plannedChoice,
  plannedNumber,
} from "../../src/server/test-support/item-analysis-plan";
import { pageGet, seriousAxeViolations } from "./learning-support";
import { type ApiUser, takeQuiz, useSession } from "./standing-api";
import { newPage, screenshot, useBuiltApp } from "./support";

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
): Promise<ApiUser> {
  const res = await fetch(`${baseUrl}/api/auth/demo`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ email, role, firstName: "Zq-Learner" }),
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
