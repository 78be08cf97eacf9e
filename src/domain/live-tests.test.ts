import { describe, expect, it } from "vitest";
import {
  challengeClosesAt,
  END_BURST_MS,
  finalResultsProblem,
  finishedByServer,
  isChallengeOpen,
  liveDeadline,
  livePhase,
  liveResultStatus,
  liveScoringDueAt,
  liveStanding,
  liveWindowProblem,
  paperHeldForLive,
} from "./live-tests";
import { ntaPercentile } from "./percentile";

const at = (iso: string) => new Date(iso);
const window = { startsAt: at("2026-11-24T04:30:00Z"), endsAt: at("2026-11-24T07:30:00Z") };

describe("the live window", () => {
  it("is upcoming before the start, running from the start, ended from the end", () => {
    expect(livePhase(window, at("2026-11-24T04:29:59.999Z"))).toBe("upcoming");
    expect(livePhase(window, at("2026-11-24T04:30:00Z"))).toBe("running");
    expect(livePhase(window, at("2026-11-24T07:29:59.999Z"))).toBe("running");
    expect(livePhase(window, at("2026-11-24T07:30:00Z"))).toBe("ended");
  });

  it("must end after it starts and hold the whole paper", () => {
    expect(liveWindowProblem(window, 180)).toBeNull();
    expect(liveWindowProblem(window, 181)).toEqual({
      field: "endsAt",
      message: "must leave at least the paper's 181 minutes after startsAt",
    });
    expect(liveWindowProblem({ startsAt: window.endsAt, endsAt: window.startsAt }, 10)).toEqual({
      field: "endsAt",
      message: "must be after startsAt",
    });
    expect(liveWindowProblem({ startsAt: window.startsAt, endsAt: window.startsAt }, 0)?.message).toBe(
      "must be after startsAt",
    );
  });

  it("cuts a late starter's deadline at the end of the window", () => {
    expect(liveDeadline(at("2026-11-24T07:00:00Z"), window.endsAt)).toEqual(at("2026-11-24T07:00:00Z"));
    expect(liveDeadline(at("2026-11-24T08:10:00Z"), window.endsAt)).toEqual(window.endsAt);
  });
});

describe("the challenge window and the results' status", () => {
  const closes = challengeClosesAt(window.endsAt, 24);
  it("opens at the end for the given hours", () => {
    expect(closes).toEqual(at("2026-11-25T07:30:00Z"));
    expect(isChallengeOpen(window.endsAt, closes, at("2026-11-24T07:29:59Z"))).toBe(false);
    expect(isChallengeOpen(window.endsAt, closes, window.endsAt)).toBe(true);
    expect(isChallengeOpen(window.endsAt, closes, at("2026-11-25T07:29:59.999Z"))).toBe(true);
    expect(isChallengeOpen(window.endsAt, closes, closes)).toBe(false);
  });
  it("keeps results provisional until an admin publishes them as final", () => {
    expect(liveResultStatus(null)).toBe("provisional");
    expect(liveResultStatus(closes)).toBe("final");
  });
  it("lets the final results be published only once the challenge window has closed", () => {
    expect(finalResultsProblem(closes, at("2026-11-25T07:29:59.999Z"))).toBe("challenge-window-open");
    expect(finalResultsProblem(closes, closes)).toBeNull();
  });
  it("tells the server's finish (deadline plus the grace exactly) from a learner's submit", () => {
    const deadline = at("2026-11-24T07:30:00Z");
    const finish = (ms: number) => ({ deadline, submittedAt: new Date(deadline.getTime() + ms) });
    expect(finishedByServer(finish(15_000), 15)).toBe(true);
    expect(finishedByServer(finish(-60_000), 15)).toBe(false);
    expect(finishedByServer(finish(14_999), 15)).toBe(false);
    expect(finishedByServer(finish(40_000), 15)).toBe(false);
  });
});

describe("a candidate's standing (NTA percentile, shared ranks)", () => {
  it("counts the candidates at or below, including oneself, over the cohort", () => {
    expect(ntaPercentile(1, 4)).toBe(25);
    expect(ntaPercentile(4, 4)).toBe(100);
    expect(ntaPercentile(2, 3)).toBe(66.67);
    expect(ntaPercentile(0, 0)).toBe(0);
  });

  it("gives tied candidates the same rank and percentile", () => {
    const cohort = [50, 40, 40, 30, -2];
    expect(liveStanding(cohort, 50)).toEqual({ rank: 1, percentile: 100 });
    expect(liveStanding(cohort, 40)).toEqual({ rank: 2, percentile: 80 });
    expect(liveStanding(cohort, 30)).toEqual({ rank: 4, percentile: 40 });
    expect(liveStanding(cohort, -2)).toEqual({ rank: 5, percentile: 20 });
  });

  it("treats marks within half a hundredth as the same score", () => {
    expect(liveStanding([10.004, 10, 9.99], 10)).toEqual({ rank: 1, percentile: 100 });
    expect(liveStanding([10.01, 10, 9.99], 10)).toEqual({ rank: 2, percentile: 66.67 });
  });
});

describe("paperHeldForLive", () => {
  it("holds the paper until the end of the window, and not once the test is cancelled", () => {
    const test = { endsAt: window.endsAt, cancelledAt: null };
    expect(paperHeldForLive(test, at("2026-11-20T00:00:00Z"))).toBe(true);
    expect(paperHeldForLive(test, at("2026-11-24T07:29:59.999Z"))).toBe(true);
    expect(paperHeldForLive(test, window.endsAt)).toBe(false);
    expect(
      paperHeldForLive({ ...test, cancelledAt: at("2026-11-24T05:00:00Z") }, at("2026-11-24T05:00:00Z")),
    ).toBe(false);
  });
});

describe("liveScoringDueAt", () => {
  const ends = new Date("2026-11-24T06:00:00.000Z");
  const at = (msBeforeEnd: number) => new Date(ends.getTime() - msBeforeEnd);

  it("scores at once while the window's end is more than a minute away, or once it is over", () => {
    expect(liveScoringDueAt(ends, at(END_BURST_MS + 1))).toEqual(at(END_BURST_MS + 1));
    expect(liveScoringDueAt(ends, ends)).toEqual(ends);
    expect(liveScoringDueAt(ends, at(-5_000))).toEqual(at(-5_000));
  });

  it("leaves the window's last minute to its submits: scoring waits for the end", () => {
    expect(liveScoringDueAt(ends, at(END_BURST_MS))).toEqual(ends);
    expect(liveScoringDueAt(ends, at(1))).toEqual(ends);
  });
});
