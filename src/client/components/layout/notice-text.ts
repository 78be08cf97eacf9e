import type { CorrectionChange, Notification } from "@shared/contract/corrections";
import type { ReportStatus } from "@shared/contract/reports";
import { currentLanguage, type MessageValues } from "@/i18n/i18n";
import type english from "@/i18n/locales/en/notices.json";

/** The notices catalogue's translate function (useT(noticesMessages), or translate outside React). */
export type NoticesT = (key: keyof typeof english, values?: MessageValues) => string;

type NamedKey = NonNullable<CorrectionChange["after"]>;

const letter = (index: number) => String.fromCharCode(65 + index);

/** A key in words: "B", "A, C", "2.5", "2.5 to 2.7"; any one of several options: "A or C". */
export function keyWords(t: NoticesT, key: NamedKey): string {
  if (key.type === "numerical")
    return key.min === key.max
      ? String(key.min)
      : t("keyRange", { min: String(key.min), max: String(key.max) });
  const letters = key.options.map(letter);
  if (key.type === "multiple") return letters.join(", ");
  return letters.reduce((first, second) => t("keyEither", { first, second }));
}

/**
 * What a key correction did, in the reader's language ("key of question 4 changed from D to A"),
 * as the server's English has it (correctionChangeText in src/domain/key-corrections.ts).
 */
export function correctionWords(t: NoticesT, change: CorrectionChange): string {
  const { action, questionNumber: number, before, after } = change;
  if (action === "drop") return t("questionDropped", { number });
  if (action === "accept_option")
    return after
      ? t("optionAccepted", { number, key: keyWords(t, after) })
      : t("secondOptionAccepted", { number });
  return before && after
    ? t("keyChanged", { number, before: keyWords(t, before), after: keyWords(t, after) })
    : t("keyCorrectedUnnamed", { number });
}

const REPORT_STATUS_KEY = {
  new: "reportStatusNew",
  looking: "reportStatusLooking",
  fixed: "reportStatusFixed",
  "no-change": "reportStatusNoChange",
} as const satisfies Record<ReportStatus, keyof typeof english>;

/**
 * A notice in the reader's language, from what it is about; a notice the client cannot word (one
 * from before kinds were kept, or of a kind newer than this page) shows the English it was sent in.
 */
export function noticeText(t: NoticesT, notice: Notification): string {
  if (notice.kind === "key-corrected") {
    const { quizTitle, quizTitleHi, changes, marksBefore, marksAfter } = notice.params;
    const marks =
      marksAfter === marksBefore
        ? t("marksStay", { marks: String(marksAfter) })
        : t("marksChanged", { before: String(marksBefore), after: String(marksAfter) });
    return t("keyCorrected", {
      quiz: (currentLanguage() === "hi" && quizTitleHi) || quizTitle,
      changes: changes.map((c) => correctionWords(t, c)).join("; "),
      marks,
    });
  }
  if (notice.kind === "challenge-answered") {
    const { title, titleHi, questionNumber, reply } = notice.params;
    return t("challengeAnswered", {
      test: (currentLanguage() === "hi" && titleHi) || title,
      number: String(questionNumber),
      reply,
    });
  }
  if (notice.kind === "report-answered") {
    const status = REPORT_STATUS_KEY[notice.params.status];
    if (status) return t("reportAnswered", { status: t(status) });
  }
  return notice.text;
}
