import { describe, expect, it } from "vitest";
import { analyseAnswerPace, type PaceAnswer, type PacePaper, paperPace, quadrantOf } from "./answer-pace";

const jeeMock: PacePaper = {
  kind: "mock",
  timeLimitMinutes: 30,
  totalQuestions: 10,
  officialMinutes: 180,
  officialQuestions: 75,
};

const answer = (
  number: number,
  outcome: PaceAnswer["outcome"],
  seconds: number | null,
  section?: string,
) => ({
  questionId: 100 + number,
  number,
  outcome,
  seconds,
  section: section ?? null,
});

describe("paperPace", () => {
  it("takes a mock test's pace from the official paper, not its own shorter time limit", () => {
    expect(paperPace(jeeMock)).toEqual({ seconds: 144, basis: "official" });
    expect(paperPace({ ...jeeMock, kind: "past_paper" })).toEqual({ seconds: 144, basis: "official" });
  });

  it("takes a practice quiz's pace from its own time limit and count", () => {
    expect(paperPace({ ...jeeMock, kind: "practice", timeLimitMinutes: 15, totalQuestions: 10 })).toEqual({
      seconds: 90,
      basis: "quiz",
    });
  });

  it("gives compensatory time 4/3 of the pace", () => {
    expect(paperPace({ ...jeeMock, timeFactor: 4 / 3 }).seconds).toBe(192);
  });
});

describe("quadrantOf", () => {
  it("places an answer at exactly the pace as fast, one second over as slow", () => {
    expect(quadrantOf("wrong", 144, 144)).toBe("fast-wrong");
    expect(quadrantOf("wrong", 145, 144)).toBe("slow-wrong");
    expect(quadrantOf("correct", 10, 144)).toBe("fast-correct");
    expect(quadrantOf("correct", 300, 144)).toBe("slow-correct");
  });

  it("places a part-marked answer with the wrong ones, and never a skipped or untimed one", () => {
    expect(quadrantOf("partial", 20, 144)).toBe("fast-wrong");
    expect(quadrantOf("skipped", 20, 144)).toBeNull();
    expect(quadrantOf("wrong", null, 144)).toBeNull();
  });
});

describe("analyseAnswerPace", () => {
  it("counts the four kinds, lists careless errors in paper order and sums section time against pace", () => {
    const paper: PacePaper = { ...jeeMock, sections: [{ name: "Physics" }, { name: "Chemistry" }] };
    const pace = analyseAnswerPace(paper, [
      answer(3, "wrong", 40, "Chemistry"),
      answer(1, "correct", 60, "Physics"),
      answer(2, "wrong", 30, "Physics"),
      answer(4, "wrong", 400, "Chemistry"),
      answer(5, "correct", 200, "Chemistry"),
      answer(6, "skipped", 15, "Physics"),
      answer(7, "correct", 20, "Biology"),
    ]);
    expect(pace.counts).toEqual({
      "fast-correct": 2,
      "slow-correct": 1,
      "fast-wrong": 2,
      "slow-wrong": 1,
      skipped: 1,
      untimed: 0,
    });
    expect(pace.careless).toEqual([
      { questionId: 102, number: 2, seconds: 30 },
      { questionId: 103, number: 3, seconds: 40 },
    ]);
    expect(pace.sections).toEqual([
      { name: "Physics", questions: 3, seconds: 105, paceSeconds: 432 },
      { name: "Chemistry", questions: 3, seconds: 640, paceSeconds: 432 },
      { name: "Other", questions: 1, seconds: 20, paceSeconds: 144 },
    ]);
    expect(pace.overall).toEqual({ questions: 7, seconds: 765, paceSeconds: 1008 });
    expect(pace.timed).toBe(true);
  });

  it("gives a section with its own window that window as its pace", () => {
    const paper: PacePaper = {
      kind: "mock",
      timeLimitMinutes: 60,
      totalQuestions: 3,
      officialMinutes: 60,
      officialQuestions: 100,
      sections: [{ name: "English", timeLimitMinutes: 20 }],
    };
    const pace = analyseAnswerPace(paper, [answer(1, "correct", 30, "English")]);
    expect(pace.sections).toEqual([{ name: "English", questions: 1, seconds: 30, paceSeconds: 1200 }]);
  });

  it("says an attempt without recorded times is untimed instead of guessing", () => {
    const pace = analyseAnswerPace(jeeMock, [
      answer(1, "wrong", null),
      answer(2, "correct", null),
      answer(3, "skipped", null),
    ]);
    expect(pace.timed).toBe(false);
    expect(pace.counts).toMatchObject({ "fast-wrong": 0, "slow-wrong": 0, untimed: 2, skipped: 1 });
    expect(pace.careless).toEqual([]);
    expect(pace.sections).toEqual([]);
  });
});
