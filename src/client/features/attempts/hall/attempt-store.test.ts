import type { QuizDetail, QuizQuestion } from "@shared/contract/quizzes";
import { describe, expect, it } from "vitest";
import { type AttemptState, createAttemptStore } from "./attempt-store";
import type { SectionWindow } from "./exam-hall";
import { paletteStatus } from "./exam-hall";
import { paletteSheetOf } from "./use-attempt";

const START = Date.UTC(2026, 11, 6, 4, 30);
const MIN = 60_000;
const ids = [101, 102, 103, 104];

function storeOf({ windows = null, now = START }: { windows?: SectionWindow[] | null; now?: number } = {}) {
  const questions = ids.map((id) => ({ id }) as QuizQuestion);
  const sections = windows
    ? [
        { name: "English", questionIds: [101, 102] },
        { name: "Quant", questionIds: [103, 104] },
      ]
    : null;
  const initial: AttemptState = {
    sheet: { answers: {}, marked: [], visited: [101] },
    saveStatus: "saved",
    index: 0,
    language: null,
    phase: "running",
    clock: { now, remainingMs: 10 * MIN, isTimeUp: false, openIndex: windows ? 0 : null, stoppedAt: null },
    bookmarked: new Map(),
    plainChosen: false,
  };
  return createAttemptStore(
    {
      attemptId: 7,
      quiz: { id: 1 } as QuizDetail,
      questions,
      positionOf: new Map(ids.map((id, i) => [id, i])),
      sections,
      sectionIndexOf: new Map(ids.map((id, i) => [id, i < 2 ? 0 : 1])),
      timing: { offset: 0, startedAt: START, endsAt: START + 10 * MIN, windows },
      isRetake: false,
      isExamHall: true,
      fromDevice: false,
      canChoosePlain: false,
    },
    initial,
  );
}

const statusOf = (store: ReturnType<typeof storeOf>, id: number) =>
  paletteStatus(id, paletteSheetOf(store.get().sheet));

describe("the attempt store", () => {
  it("Mark for Review & Next: the question shows marked (answered) and the next one is on screen", () => {
    const store = storeOf();
    let renders = 0;
    store.subscribe(() => {
      renders += 1;
    });
    // NTA's Mark for Review & Next on a question with a choice: save it, mark it, go on
    store.answer(101, 2);
    store.mark(101, true);
    store.goTo(store.get().index + 1);
    expect(statusOf(store, 101)).toBe("answered_marked");
    expect(store.get().index).toBe(1);
    expect(renders).toBe(3);
    // without a choice the question is marked only; visiting the next leaves it not answered
    store.mark(102, true);
    store.goTo(2);
    store.visit(103);
    expect(statusOf(store, 102)).toBe("marked");
    expect(statusOf(store, 103)).toBe("not_answered");
    expect(statusOf(store, 104)).toBe("not_visited");
  });

  it("clears an answer and unmarks, and tells no one of a change that changes nothing", () => {
    const store = storeOf();
    store.answer(101, [0, 2]);
    store.mark(101, true);
    let renders = 0;
    store.subscribe(() => {
      renders += 1;
    });
    store.answer(101, [0, 2]);
    store.mark(101, true);
    store.goTo(0);
    expect(renders).toBe(0);
    store.clear(101);
    store.mark(101, false);
    expect(store.get().sheet.answers).toEqual({});
    expect(statusOf(store, 101)).toBe("not_answered");
    expect(renders).toBe(2);
  });

  it("hands each sheet change to the saving, the server's only when it is an answer or a mark", () => {
    const store = storeOf();
    const heard: boolean[] = [];
    store.onSheetChange((_, { sync }) => heard.push(sync));
    store.visit(102);
    expect(store.get().saveStatus).toBe("saved");
    store.answer(102, 1);
    expect(store.get().saveStatus).toBe("pending");
    store.mark(102, true);
    expect(heard).toEqual([false, true, true]);
  });

  it("takes no change once closed (submitted)", () => {
    const store = storeOf();
    store.answer(101, 0);
    store.close();
    store.answer(101, 1);
    store.mark(101, true);
    expect(store.get().sheet).toEqual({ answers: { "101": 0 }, marked: [], visited: [101] });
  });

  it("under section clocks, goes to no question of a section not yet open; the section's opening does", () => {
    const windows = [
      { name: "English", opensAt: START, closesAt: START + 5 * MIN },
      { name: "Quant", opensAt: START + 5 * MIN, closesAt: START + 10 * MIN },
    ];
    const store = storeOf({ windows });
    store.goTo(2);
    expect(store.get().index).toBe(0);
    expect(store.phaseOfSection(1)).toBe("upcoming");
    store.moveTo(2);
    expect(store.get().index).toBe(2);
    store.set({ clock: { ...store.get().clock, now: START + 6 * MIN, openIndex: 1 } });
    expect(store.phaseOfSection(0)).toBe("closed");
    store.goTo(3);
    expect(store.get().index).toBe(3);
  });

  it("gives palettes one set of marks per sheet, made again only when the sheet changes", () => {
    const store = storeOf();
    const first = paletteSheetOf(store.get().sheet);
    expect(paletteSheetOf(store.get().sheet)).toBe(first);
    store.mark(103, true);
    const second = paletteSheetOf(store.get().sheet);
    expect(second).not.toBe(first);
    expect(second.marked.has(103)).toBe(true);
  });
});
