import { describe, expect, it } from "vitest";
import {
  isFigureImage,
  isHashedAsset,
  isKatexFont,
  isOfflineReadableApi,
  isPageNavigation,
} from "./sw-cache-rules";

const ORIGIN = "https://abhyas.example";

function match(path: string, init: { method?: string; mode?: RequestMode; origin?: string } = {}) {
  const url = new URL(path, init.origin ?? ORIGIN);
  // Node's Request refuses mode "navigate", so only what the rules read is given
  const request = { method: init.method ?? "GET", mode: init.mode ?? "cors" } as Request;
  return { url, request, sameOrigin: url.origin === ORIGIN };
}

describe("isOfflineReadableApi", () => {
  it("caches the reads a quiz taken offline needs", () => {
    for (const path of [
      "/api/quiz/12",
      "/api/quiz/12/result",
      "/api/exams",
      "/api/exams/jee",
      "/api/exams/jee/quizzes",
      "/api/exams/jee/quizzes?kind=daily",
      "/api/daily-quiz",
      "/api/auth/user",
    ]) {
      expect(isOfflineReadableApi(match(path)), path).toBe(true);
    }
  });

  it("never caches writes, answers, submissions or other data", () => {
    expect(isOfflineReadableApi(match("/api/quiz/12/submit", { method: "POST" }))).toBe(false);
    expect(isOfflineReadableApi(match("/api/quiz/12/start", { method: "POST" }))).toBe(false);
    expect(isOfflineReadableApi(match("/api/attempts/5/answers", { method: "PUT" }))).toBe(false);
    expect(isOfflineReadableApi(match("/api/attempts/5/answers"))).toBe(false);
    expect(isOfflineReadableApi(match("/api/attempts/5"))).toBe(false);
    // the attempt in progress as the server has it now: an old copy would resume stale answers
    expect(isOfflineReadableApi(match("/api/quiz/12/opening"))).toBe(false);
    expect(isOfflineReadableApi(match("/api/quiz/12/opening?attemptId=4"))).toBe(false);
    expect(isOfflineReadableApi(match("/api/quizzes"))).toBe(false);
    expect(isOfflineReadableApi(match("/api/quiz-categories/jee"))).toBe(false);
    expect(isOfflineReadableApi(match("/api/quiz"))).toBe(false);
    expect(isOfflineReadableApi(match("/api/examsx"))).toBe(false);
    expect(isOfflineReadableApi(match("/api/auth/user/extra"))).toBe(false);
    expect(isOfflineReadableApi(match("/api/leaderboard"))).toBe(false);
    expect(isOfflineReadableApi(match("/api/payments/orders"))).toBe(false);
    expect(isOfflineReadableApi(match("/api/quiz/12", { origin: "https://elsewhere.example" }))).toBe(false);
  });
});

describe("asset and navigation rules", () => {
  it("sends KaTeX fonts and other hashed assets to their caches, same origin only", () => {
    expect(isKatexFont(match("/assets/KaTeX_Main-Regular-ypZvNtVU.woff2"))).toBe(true);
    expect(isKatexFont(match("/assets/KaTeX_AMS-Regular-DRggAlZN.ttf"))).toBe(true);
    expect(isKatexFont(match("/assets/index-D0tLVwJ-.js"))).toBe(false);
    expect(isHashedAsset(match("/assets/progress-page-BG_Pz2wf.js"))).toBe(true);
    expect(isHashedAsset(match("/icons/icon-192.png"))).toBe(false);
    expect(isHashedAsset(match("/assets/x.js", { origin: "https://cdn.example" }))).toBe(false);
  });

  it("treats only page loads as navigations", () => {
    expect(isPageNavigation(match("/api/login", { mode: "navigate" }))).toBe(true);
    expect(isPageNavigation(match("/api/auth/user"))).toBe(false);
  });
});

describe("isFigureImage", () => {
  it("keeps the figures of shared stimuli, and nothing else, from this origin", () => {
    expect(isFigureImage(match("/api/images/12"))).toBe(true);
    expect(isFigureImage(match("/api/images/12", { origin: "https://elsewhere.example" }))).toBe(false);
    expect(isFigureImage(match("/api/images/12/x"))).toBe(false);
    expect(isFigureImage(match("/api/admin/images", { method: "POST" }))).toBe(false);
    expect(isFigureImage(match("/api/images/12", { method: "POST" }))).toBe(false);
  });
});
