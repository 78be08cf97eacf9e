import { afterEach, describe, expect, it, vi } from "vitest";
import { hallOf, openHallEarly, openingUrl, takeEarlyOpening } from "./early-start";

describe("the exam hall's early opening", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("knows an exam hall URL, the attempt it resumes and the live test it opens for", () => {
    const hall = (quizId: number, attemptId: number | null = null, liveTestId: number | null = null) => ({
      quizId,
      attemptId,
      liveTestId,
    });
    expect(hallOf({ pathname: "/quiz/12", search: "" })).toEqual(hall(12));
    expect(hallOf({ pathname: "/quiz/12", search: "?attempt=34" })).toEqual(hall(12, 34));
    expect(hallOf({ pathname: "/quiz/12", search: "?live=5" })).toEqual(hall(12, null, 5));
    expect(hallOf({ pathname: "/quiz/12", search: "?attempt=x" })).toEqual(hall(12));
    expect(hallOf({ pathname: "/quiz/0", search: "" })).toBeNull();
    expect(hallOf({ pathname: "/results/12", search: "" })).toBeNull();
    expect(hallOf({ pathname: "/quiz/12/extra", search: "" })).toBeNull();
    expect(openingUrl(hall(12, 34, 5))).toBe("/api/quiz/12/opening?attemptId=34&liveTestId=5");
  });

  it("has nothing to hand over when no opening was sent", () => {
    expect(takeEarlyOpening({ quizId: 12, attemptId: null, liveTestId: null })).toBeUndefined();
  });

  it("only reads: a GET of the opening, never the start", async () => {
    const requests: { url: string; method: string }[] = [];
    vi.stubGlobal("document", { cookie: "abhyas_signed_in=1" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        requests.push({ url, method: init?.method ?? "GET" });
        return new Response(JSON.stringify({ attempt: null }), {
          headers: { "content-type": "application/json" },
        });
      }),
    );
    openHallEarly({ pathname: "/quiz/12", search: "" });
    await expect(takeEarlyOpening({ quizId: 12, attemptId: null, liveTestId: null })).resolves.toEqual({
      attempt: null,
    });
    expect(requests).toEqual([{ url: "/api/quiz/12/opening", method: "GET" }]);
  });
});
