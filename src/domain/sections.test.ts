import { describe, expect, it } from "vitest";
import {
  type AttemptClock,
  acceptsAnswers,
  applyAnswerSheet,
  openSectionIndex,
  paperSections,
  questionPhase,
  sectionPhase,
  sectionWindows,
  serverTimeSpent,
  timeFactor,
} from "./sections";

const min = 60_000;
const start = Date.parse("2026-11-20T04:30:00Z");

// IBPS PO prelims as the Banking mock runs it: three sections of 20 minutes, in order
const banking = paperSections(
  [
    { name: "English Language", timeLimitMinutes: 20 },
    { name: "Quantitative Aptitude", timeLimitMinutes: 20 },
    { name: "Reasoning Ability", timeLimitMinutes: 20 },
  ],
  [
    { id: 1, section: "English Language" },
    { id: 2, section: "Quantitative Aptitude" },
    { id: 3, section: "Reasoning Ability" },
  ],
);
const clock: AttemptClock = {
  startedAtMs: start,
  deadlineMs: start + 60 * min,
  sections: banking,
  isRetake: false,
};

describe("paperSections", () => {
  it("lists the quiz's sections in order with their questions, and files strays under Other", () => {
    expect(
      paperSections(
        [{ name: "A", timeLimitMinutes: 5 }, { name: "B" }],
        [
          { id: 7, section: "B" },
          { id: 8, section: "A" },
          { id: 9, section: null },
          { id: 10, section: "Gone" },
        ],
      ),
    ).toEqual([
      { name: "A", timeLimitMinutes: 5, questionIds: [8] },
      { name: "B", questionIds: [7] },
      { name: "Other", questionIds: [9, 10] },
    ]);
    expect(paperSections(null, [{ id: 1, section: null }])).toBeNull();
    expect(paperSections([], [{ id: 1, section: null }])).toBeNull();
  });
});

describe("sectionWindows", () => {
  it("opens each Banking section when the one before closes, 20 minutes each", () => {
    const windows = sectionWindows(banking ?? [], start, start + 60 * min);
    expect(windows).toEqual([
      { name: "English Language", opensAt: start, closesAt: start + 20 * min },
      { name: "Quantitative Aptitude", opensAt: start + 20 * min, closesAt: start + 40 * min },
      { name: "Reasoning Ability", opensAt: start + 40 * min, closesAt: start + 60 * min },
    ]);
    const [english, quant] = windows ?? [];
    if (!english || !quant) throw new Error("no windows");
    expect(sectionPhase(english, start + 20 * min - 1)).toBe("open");
    expect(sectionPhase(english, start + 20 * min)).toBe("closed");
    expect(sectionPhase(quant, start + 19 * min)).toBe("upcoming");
    expect(openSectionIndex(windows ?? [], start + 25 * min)).toBe(1);
    expect(openSectionIndex(windows ?? [], start + 60 * min)).toBeNull();
  });

  it("with compensatory time, each section runs 4/3 as long (20 minutes per hour)", () => {
    expect(timeFactor(true)).toBe(4 / 3);
    expect(timeFactor(false)).toBe(1);
    const windows = sectionWindows(banking ?? [], start, start + 80 * min, timeFactor(true));
    expect(windows?.map((w) => [w.name, (w.opensAt - start) / min, (w.closesAt - start) / min])).toEqual([
      ["English Language", 0, 80 / 3],
      ["Quantitative Aptitude", 80 / 3, 160 / 3],
      ["Reasoning Ability", 160 / 3, 80],
    ]);
    const clock = {
      startedAtMs: start,
      deadlineMs: start + 80 * min,
      sections: banking,
      isRetake: false,
      timeFactor: timeFactor(true),
    };
    const firstReasoning = banking?.[2]?.questionIds[0] ?? -1;
    const firstEnglish = banking?.[0]?.questionIds[0] ?? -1;
    // 25 minutes in: English is still open (it would have closed at 20 without the extra time)
    expect(questionPhase(clock, firstEnglish, start + 25 * min)).toBe("open");
    expect(questionPhase(clock, firstReasoning, start + 50 * min)).toBe("upcoming");
    expect(questionPhase(clock, firstReasoning, start + 79 * min)).toBe("open");
  });

  it("never keeps a section open past the attempt's deadline", () => {
    const windows = sectionWindows(banking ?? [], start, start + 30 * min);
    expect(windows?.map((w) => [w.opensAt - start, w.closesAt - start])).toEqual([
      [0, 20 * min],
      [20 * min, 30 * min],
      [30 * min, 30 * min],
    ]);
  });

  it("has no sectional timing unless two or more sections all have a limit", () => {
    expect(
      sectionWindows([{ name: "A", timeLimitMinutes: 10 }, { name: "B" }], start, start + min),
    ).toBeNull();
    expect(sectionWindows([{ name: "A", timeLimitMinutes: 10 }], start, start + min)).toBeNull();
  });
});

describe("an institute's extra time in sectional papers", () => {
  it("stretches each section by the learner's minutes per hour, the larger of it and compensatory time standing", () => {
    expect(timeFactor(false, 30)).toBe(1.5);
    expect(timeFactor(true, 10)).toBe(4 / 3);
    expect(timeFactor(true, 30)).toBe(1.5);
    // a scribe's 20 minutes per hour over a 60-minute paper of three 20-minute sections: 80 minutes
    const windows = sectionWindows(banking ?? [], start, start + 80 * min, timeFactor(false, 20));
    expect(windows?.map((w) => (w.closesAt - start) / min)).toEqual([80 / 3, 160 / 3, 80]);
  });
});

describe("questionPhase", () => {
  it("lets a question be answered only while its section is open", () => {
    expect(questionPhase(clock, 1, start + 5 * min)).toBe("open");
    expect(questionPhase(clock, 2, start + 5 * min)).toBe("upcoming");
    expect(questionPhase(clock, 1, start + 25 * min)).toBe("closed");
    expect(questionPhase(clock, 2, start + 25 * min)).toBe("open");
  });

  it("keeps every question open for the whole attempt without sectional timing, and none after the deadline", () => {
    const plain: AttemptClock = { ...clock, sections: null };
    expect(questionPhase(plain, 3, start)).toBe("open");
    expect(questionPhase(plain, 3, start + 60 * min)).toBe("open");
    expect(questionPhase(plain, 3, start + 60 * min + 1)).toBe("closed");
    expect(questionPhase({ ...clock, isRetake: true }, 3, start)).toBe("open");
    expect(acceptsAnswers(clock, start + 60 * min)).toBe(true);
    expect(acceptsAnswers(clock, start + 60 * min + 1)).toBe(false);
  });
});

describe("applyAnswerSheet", () => {
  const ids = [1, 2, 3];

  it("takes open answers, keeps what a closed section saved and reports the upcoming ones", () => {
    const change = applyAnswerSheet({
      clock,
      questionIds: ids,
      saved: { "1": 2 },
      incoming: { "1": 3, "2": 1, "3": 0 },
      nowMs: start + 25 * min,
    });
    expect(change).toEqual({ sheet: { "1": 2, "2": 1 }, closed: [1], upcoming: [3] });
  });

  it("after the deadline keeps only what was saved (the grace adds no answering time)", () => {
    const plain: AttemptClock = { ...clock, sections: null };
    const change = applyAnswerSheet({
      clock: plain,
      questionIds: ids,
      saved: { "1": 2 },
      incoming: { "1": 1, "2": 1 },
      nowMs: start + 60 * min + 1000,
    });
    expect(change.sheet).toEqual({ "1": 2 });
    expect(change.closed).toEqual([1, 2]);
  });
});

describe("serverTimeSpent", () => {
  it("counts from the start to the submission, capped at the deadline", () => {
    expect(serverTimeSpent(clock, start + 95_500)).toBe(95);
    expect(serverTimeSpent(clock, start + 61 * min)).toBe(3600);
    expect(serverTimeSpent(clock, start - 5000)).toBe(0);
  });
});
