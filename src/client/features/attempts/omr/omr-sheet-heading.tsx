import type { AnswerSheet } from "@shared/contract/attempts";
import { useT } from "@/i18n/use-t";
import type { SaveStatus } from "../answer-sheet/use-answer-sheet";
import { SaveIndicator } from "../hall/quiz-frame";
import { omrMessages } from "./omr-messages";
import { pencilledRows } from "./omr-rows";
import { OmrTwoTapNote } from "./omr-two-tap-note";
import { type OmrMarks, usePencils } from "./use-omr-pencils";

/**
 * The answer sheet's heading: rows filled and saved, rows pencilled but not filled (marks that will
 * not count), and how the two taps work (the note until the first ink, then one line).
 */
export function OmrSheetHeading({
  filled,
  total,
  status,
  marks,
  answers,
  positionOf,
  showNote,
  onDismissNote,
}: {
  filled: number;
  total: number;
  status: SaveStatus;
  marks: OmrMarks;
  answers: Readonly<AnswerSheet>;
  positionOf: ReadonlyMap<number, number>;
  showNote: boolean;
  onDismissNote: () => void;
}) {
  const t = useT(omrMessages);
  const pencilled = pencilledRows(usePencils(marks), answers, positionOf).length;
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-800">
        <span className="font-semibold tabular-nums" data-testid="omr-filled-count">
          {t("filledOf", { filled, total })}
        </span>{" "}
        {t("filled")} · <SaveIndicator status={status} />
      </p>
      {pencilled > 0 ? (
        <p className="text-xs font-semibold text-blue-900" data-testid="omr-pencilled-count">
          {t("pencilledCount", { count: pencilled })}
        </p>
      ) : null}
      {showNote ? (
        <OmrTwoTapNote onDismiss={onDismissNote} />
      ) : (
        <p className="text-xs text-slate-700">{t("sheetHelp")}</p>
      )}
    </div>
  );
}
