import type { CorrectionChange, KeyCorrectedParams, Notification } from "@shared/contract/corrections";
import { REPORT_STATUS_LABELS } from "@shared/contract/reports";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage, translate } from "@/i18n/i18n";
import { correctionChangeText, keyCorrectedText } from "~/domain/key-corrections";
import { changesMessages } from "../change-notes-messages";
import { correctionWords, type NoticesT, noticeText } from "./notice-text";
import { noticesMessages } from "./notices-messages";

const t: NoticesT = (key, values) => translate(noticesMessages, key, values);

const CHANGES: CorrectionChange[] = [
  {
    action: "key_change",
    questionNumber: 4,
    before: { type: "single", options: [3] },
    after: { type: "single", options: [0] },
  },
  { action: "key_change", questionNumber: 2, before: null, after: null },
  {
    action: "key_change",
    questionNumber: 7,
    before: { type: "multiple", options: [0, 2] },
    after: { type: "multiple", options: [0, 2, 3] },
  },
  {
    action: "key_change",
    questionNumber: 9,
    before: { type: "numerical", min: 2.5, max: 2.7 },
    after: { type: "numerical", min: 3, max: 3 },
  },
  { action: "accept_option", questionNumber: 1, before: null, after: { type: "single", options: [0, 1, 3] } },
  { action: "accept_option", questionNumber: 1, before: null, after: null },
  { action: "drop", questionNumber: 5, before: null, after: null },
];

/** A notice as GET /api/user/notifications answers it (the client reads it typed, not parsed). */
const notice = (about: { kind: string | null; params: unknown; text?: string }): Notification =>
  ({
    id: 1,
    text: "Zq- as sent",
    link: null,
    createdAt: "2026-11-20T05:00:00.000Z",
    read: false,
    ...about,
  }) as Notification;

const corrected = (params: KeyCorrectedParams) =>
  notice({ kind: "key-corrected", params, text: keyCorrectedText(params) });

describe("a notice in the reader's language", () => {
  afterEach(() => activateLanguage("en"));

  it("reads in English exactly as the server wrote it", () => {
    for (const change of CHANGES) expect(correctionWords(t, change)).toBe(correctionChangeText(change));
    for (const params of [
      { quizTitle: "Zq-Physics drill", changes: CHANGES.slice(0, 1), marksBefore: 11, marksAfter: 16 },
      { quizTitle: "Zq-Chemistry drill", changes: CHANGES.slice(4), marksBefore: 7, marksAfter: 7 },
      { quizTitle: "Zq-Maths drill", changes: CHANGES, marksBefore: -1.33, marksAfter: 2.67 },
    ]) {
      const n = corrected(params);
      expect(noticeText(t, n)).toBe(n.text);
    }
    for (const status of ["new", "looking", "fixed", "no-change"] as const)
      expect(noticeText(t, notice({ kind: "report-answered", params: { status } }))).toBe(
        `Your question report was answered (${REPORT_STATUS_LABELS[status]}): see the reply in My reports`,
      );
  });

  it("reads in Hindi, the quiz's title and the option letters as they are", async () => {
    await activateLanguage("hi");
    expect(
      noticeText(
        t,
        corrected({
          quizTitle: "Zq-Physics drill",
          changes: CHANGES.slice(0, 1),
          marksBefore: 11,
          marksAfter: 16,
        }),
      ),
    ).toBe("Zq-Physics drill की उत्तर कुंजी में सुधार: प्रश्न 4 की कुंजी बदली गई: पहले D, अब A; आपके अंक 11 → 16");
    // a quiz with a Hindi title is named by it
    expect(
      noticeText(
        t,
        corrected({
          quizTitle: "Zq-Physics drill",
          quizTitleHi: "Zq-भौतिकी अभ्यास",
          changes: CHANGES.slice(0, 1),
          marksBefore: 11,
          marksAfter: 16,
        }),
      ),
    ).toMatch(/^Zq-भौतिकी अभ्यास की उत्तर कुंजी में सुधार/);
    expect(
      noticeText(
        t,
        corrected({
          quizTitle: "Zq-Chemistry drill",
          changes: CHANGES.slice(4),
          marksBefore: 7,
          marksAfter: 7,
        }),
      ),
    ).toBe(
      "Zq-Chemistry drill की उत्तर कुंजी में सुधार: प्रश्न 1: अब A या B या D स्वीकार्य; प्रश्न 1: एक और विकल्प भी स्वीकार्य; प्रश्न 5 हटाया गया: इसका उत्तर देने वाले सभी को पूरे अंक; आपके अंक 7 पर अपरिवर्तित",
    );
    expect(correctionWords(t, CHANGES[3]!)).toBe("प्रश्न 9 की कुंजी बदली गई: पहले 2.5 से 2.7, अब 3");
    expect(noticeText(t, notice({ kind: "report-answered", params: { status: "fixed" } }))).toBe(
      'आपकी प्रश्न रिपोर्ट का जवाब आ गया (ठीक किया गया): जवाब "मेरी रिपोर्ट" में देखें',
    );
    expect(translate(changesMessages, "note", { change: correctionWords(t, CHANGES[1]!) })).toBe(
      "प्रश्न 2 की कुंजी में सुधार किया गया; सभी प्रयासों का पुनर्मूल्यांकन किया गया",
    );
  });

  it("shows the English it was sent in when it has no kind, or one this page does not know", async () => {
    await activateLanguage("hi");
    expect(noticeText(t, notice({ kind: null, params: null }))).toBe("Zq- as sent");
    expect(noticeText(t, notice({ kind: "live-result", params: { rank: 3 } }))).toBe("Zq- as sent");
  });

  it("words a reply to a live test's challenge in either language, the admin's reply as written", async () => {
    const answered = notice({
      kind: "challenge-answered",
      params: {
        liveTestId: 4,
        title: "Zq-JEE live mock",
        titleHi: "Zq-जेईई लाइव मॉक",
        questionNumber: 3,
        reply: "Zq-The key stands.",
      },
    });
    await activateLanguage("en");
    expect(noticeText(t, answered)).toBe(
      "Your challenge of question 3 in Zq-JEE live mock was answered: Zq-The key stands.",
    );
    await activateLanguage("hi");
    expect(noticeText(t, answered)).toBe(
      "Zq-जेईई लाइव मॉक के प्रश्न 3 पर आपकी आपत्ति का उत्तर आया: Zq-The key stands.",
    );
  });
});
