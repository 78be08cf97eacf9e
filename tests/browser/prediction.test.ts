import { authUserSchema } from "@shared/contract/auth";
import { predictionResponseSchema } from "@shared/contract/predictions";
import { quizDetailSchema } from "@shared/contract/quizzes";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type ApiUser, apiGetAs, listQuizzes } from "./standing-api";
import { newPage, screenshot, useBuiltApp } from "./support";

/** Signs in from its own address behind the trusted loopback proxy (eleven sign-ins, one client each). */
async function signIn(baseUrl: string, email: string, address: string): Promise<ApiUser> {
  const res = await fetch(`${baseUrl}/api/auth/demo`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ email, role: "premium", firstName: "Zq-Candidate" }),
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

async function send(baseUrl: string, user: ApiUser, url: string, body: unknown) {
  const res = await fetch(`${baseUrl}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: user.cookie },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text) as { attemptId: number };
}

/** Candidate k answers question i with option (i × 7 + k × 3) mod 4 in the shape its type takes, skipping some. */
async function takeQuiz(baseUrl: string, user: ApiUser, k: number, quizId: number) {
  const detail = quizDetailSchema.parse(await (await fetch(`${baseUrl}/api/quiz/${quizId}`)).json());
  const sheet = await send(baseUrl, user, `/api/quiz/${quizId}/start`, {});
  const answers: Record<string, unknown> = {};
  detail.questions.forEach((q, i) => {
    if ((i + k) % 5 === 0) return;
    const option = (i * 7 + k * 3) % Math.max(1, q.options.length || 4);
    answers[String(q.id)] = q.type === "multiple" ? [option] : option;
  });
  await send(baseUrl, user, `/api/quiz/${quizId}/submit`, {
    attemptId: sheet.attemptId,
    timeSpent: 60,
    answers,
  });
}

/** The page signed in as the user (the session cookie put in its context). */
async function signedInAs(page: Page, baseUrl: string, user: ApiUser): Promise<void> {
  await page.context().addCookies(
    user.cookie.split("; ").map((pair) => {
      const [name = "", ...rest] = pair.split("=");
      return { name, value: rest.join("="), url: baseUrl };
    }),
  );
}

describe("prediction on the analytics page in Chromium", () => {
  const app = useBuiltApp({
    env: { TRUST_PROXY: "loopback", CALIBRATION_INTERVAL_MS: "1000", JOBS_POLL_MS: "200" },
  });

  it("shows the predicted score and percentile ranges with the cohort size, on a phone and a desktop", async () => {
    const base = app.server.url;
    const quizzes = (await listQuizzes(base)).filter((q) => q.examType === "jee" && q.kind === "practice");
    expect(quizzes.length).toBeGreaterThan(0);
    const candidates: ApiUser[] = [];
    for (let k = 0; k < 11; k++) {
      const candidate = await signIn(base, `zq-candidate-${k}@example.com`, `10.8.0.${k + 1}`);
      for (const quiz of quizzes) await takeQuiz(base, candidate, k, quiz.id);
      candidates.push(candidate);
    }
    const me = candidates[0] as ApiUser;
    const answeredBy = Date.now();

    // the recurring calibration runs every second: wait for one after the last submit
    const calibratedLater = (at: string | null) => at !== null && Date.parse(at) >= answeredBy;
    let prediction = await apiGetAs(base, me, "/api/user/predictions?exam=jee", predictionResponseSchema);
    for (let tries = 0; tries < 60 && !calibratedLater(prediction.calibratedAt); tries++) {
      await new Promise((r) => setTimeout(r, 500));
      prediction = await apiGetAs(base, me, "/api/user/predictions?exam=jee", predictionResponseSchema);
    }
    expect(prediction.enoughData).toBe(true);
    // the demo content's learners and these eleven
    expect(prediction.cohortSize).toBeGreaterThanOrEqual(11);
    const { score, percentile } = prediction;
    if (!score || !percentile) throw new Error("expected ranges");

    for (const [name, viewport] of [
      ["prediction-phone", { width: 390, height: 1400 }],
      ["prediction-desktop", { width: 1280, height: 1100 }],
    ] as const) {
      const { page, errors } = await newPage(app.browser, { viewport });
      await signedInAs(page, base, me);
      await page.goto(`${base}/analytics?exam=jee`);
      const card = page.getByTestId("prediction-card");
      await card.getByTestId("prediction-score").waitFor();
      await expect(card.getByTestId("prediction-score").textContent()).resolves.toBe(
        `${score.low} to ${score.high} of ${score.max}`,
      );
      await expect(card.getByTestId("prediction-percentile").textContent()).resolves.toBe(
        `${percentile.low} to ${percentile.high}`,
      );
      await card.getByText(`Among ${prediction.cohortSize} candidates`, { exact: false }).waitFor();
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, name);
      expect(errors).toEqual([]);
    }
  }, 240_000);
});
