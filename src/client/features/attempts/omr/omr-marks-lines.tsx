import type { AnswerSheet } from "@shared/contract/attempts";
import type { ComponentProps } from "react";
import { useT } from "@/i18n/use-t";
import { OPTION_LETTERS } from "../hall/question-view";
import { OmrHandInDialog } from "./omr-hand-in-dialog";
import { omrMessages } from "./omr-messages";
import { pencilledRows } from "./omr-rows";
import { type OmrMarks, usePencils } from "./use-omr-pencils";

export type MarksCounted = {
  marks: OmrMarks;
  answers: Readonly<AnswerSheet>;
  positionOf: ReadonlyMap<number, number>;
};

/** The phone's bar above its row: what a second tap does, or the row's number and the sheet's counts. */
export function CurrentRowLine({
  marks,
  answers,
  positionOf,
  current,
  number,
  filled,
  total,
}: MarksCounted & { current: number | undefined; number: number; filled: number; total: number }) {
  const t = useT(omrMessages);
  const pencils = usePencils(marks);
  const pencilled = pencilledRows(pencils, answers, positionOf).length;
  const pencil =
    current === undefined || answers[String(current)] !== undefined ? undefined : pencils[String(current)];
  return (
    <p className="mb-1 text-xs text-slate-700">
      {pencil !== undefined
        ? t("tapAgainOption", { letter: OPTION_LETTERS[pencil] ?? pencil + 1 })
        : t(pencilled > 0 ? "currentRowPencilled" : "currentRow", { number, filled, total, pencilled })}
    </p>
  );
}

/** The hand-in confirmation, naming the rows pencilled but not filled as they are when it opens. */
export function HandInDialog({
  marks,
  answers,
  positionOf,
  ...dialog
}: MarksCounted & Omit<ComponentProps<typeof OmrHandInDialog>, "pencilledRows">) {
  const pencils = usePencils(marks);
  return <OmrHandInDialog {...dialog} pencilledRows={pencilledRows(pencils, answers, positionOf)} />;
}
