import type { AnswerValue } from "@shared/contract/attempts";
import { describe, expect, it } from "vitest";
import { translate } from "@/i18n/i18n";
import { paletteStatus } from "../hall/exam-hall";
import { hallMessages } from "../hall/hall-messages";
import {
  applyOutcome,
  NTA_LEGEND,
  type NtaAction,
  ntaOutcome,
  type Pending,
  shownAnswer,
} from "./nta-responses";

type Sheet = Parameters<typeof applyOutcome>[0];
const empty: Sheet = { answers: {}, marked: new Set() };

/** One question's palette status after choosing `value` (not saved yet) and then `action`. */
function afterAction(action: NtaAction, value: AnswerValue | null | undefined, sheet = empty) {
  const next = applyOutcome(sheet, 1, ntaOutcome(action, value));
  return { sheet: next, status: paletteStatus(1, { ...next, visited: new Set([1]) }) };
}

describe("NTA responses", () => {
  it("saves a chosen option only with a Save button", () => {
    expect(afterAction("leave", 2).status).toBe("not_answered");
    expect(afterAction("leave", 2).sheet.answers).toEqual({});
    expect(afterAction("save_next", 2).status).toBe("answered");
    expect(afterAction("save_next", 2).sheet.answers).toEqual({ "1": 2 });
  });

  it("keeps the saved answer when a new choice is left unsaved", () => {
    const saved = afterAction("save_next", 0).sheet;
    const left = afterAction("leave", 3, saved);
    expect(left.sheet.answers).toEqual({ "1": 0 });
    expect(left.status).toBe("answered");
  });

  it("marks for review with or without an answer, and evaluates the answered ones", () => {
    expect(afterAction("mark_next", undefined).status).toBe("marked");
    expect(afterAction("mark_next", 1).status).toBe("answered_marked");
    expect(afterAction("save_mark", [0, 2]).status).toBe("answered_marked");
    expect(afterAction("save_mark", 4.5).sheet.answers).toEqual({ "1": 4.5 });
    expect(translate(hallMessages, "nta_answered_marked")).toBe("Answered & Marked for Review");
    expect(NTA_LEGEND).toHaveLength(5);
  });

  it("unmarks on Save & Next and keeps the mark through Clear Response", () => {
    const marked = afterAction("mark_next", 1).sheet;
    expect(afterAction("save_next", undefined, marked).status).toBe("answered");
    const cleared = afterAction("clear", undefined, marked);
    expect(cleared.sheet.answers).toEqual({});
    expect(cleared.status).toBe("marked");
  });

  it("removes the saved answer when the choice was emptied and then saved", () => {
    const saved = afterAction("save_next", [1]).sheet;
    expect(afterAction("save_next", null, saved).sheet.answers).toEqual({});
  });

  it("shows the selection on screen over the saved answer, only on its own question", () => {
    const pending: Pending = { questionId: 1, value: 3 };
    expect(shownAnswer(0, pending, 1)).toBe(3);
    expect(shownAnswer(0, pending, 2)).toBe(0);
    expect(shownAnswer(0, { questionId: 1, value: null }, 1)).toBeUndefined();
    expect(shownAnswer(undefined, null, 1)).toBeUndefined();
  });
});
