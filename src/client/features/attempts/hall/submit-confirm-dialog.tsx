import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { PALETTE_ORDER, type SectionCounts } from "./exam-hall";
import { hallMessages } from "./hall-messages";
import { StatusSwatch } from "./question-palette";
import { submitMessages } from "./submit-messages";

export type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isSubmitting: boolean;
  onConfirm: () => void;
};

export function Actions({
  back,
  submit,
  isSubmitting,
  onConfirm,
}: Omit<Props, "open" | "onOpenChange"> & {
  back: string;
  submit: string;
}) {
  const t = useT(submitMessages);
  return (
    <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline">{back}</Button>
      </DialogClose>
      <Button onClick={onConfirm} disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : submit}
      </Button>
    </div>
  );
}

/**
 * Exam-hall submit confirmation, as the hall shows it before the final submit: a table of each
 * section's questions in the palette's five states, with a total row (each question in exactly one
 * state, so every row adds up to its question count), then "Are you sure you want to submit?". On a
 * phone the states are headed by the palette's own shapes, with their names below the table.
 */
export function ExamSubmitDialog({
  sections,
  overall,
  notOpened = [],
  ...props
}: Props & { sections: SectionCounts[]; overall: SectionCounts; notOpened?: string[] }) {
  const t = useT(submitMessages);
  const th = useT(hallMessages);
  const contentName = useContentName();
  const rows = sections.length > 1 ? [...sections, overall] : [overall];
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent title={t("submitTestTitle")} description={t("submitTestDescription")} size="2xl">
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-sm" data-testid="submit-summary">
            <caption className="sr-only">{t("summaryCaption")}</caption>
            <thead className="bg-slate-50 align-bottom text-slate-700">
              <tr>
                <th scope="col" className="px-2 py-2 text-left font-medium sm:px-3">
                  {t("section")}
                </th>
                <th scope="col" className="px-2 py-2 text-center font-medium sm:px-3">
                  <span className="sm:hidden" aria-hidden>
                    {t("qsShort")}
                  </span>
                  <span className="sr-only sm:not-sr-only">{t("questions")}</span>
                </th>
                {PALETTE_ORDER.map((status) => (
                  <th key={status} scope="col" className="px-1 py-2 text-center text-xs font-medium sm:px-2">
                    <StatusSwatch status={status} size="xs" className="sm:hidden" />
                    <span className="sr-only sm:not-sr-only">{th(`st_${status}`)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <tr
                  key={row.name}
                  data-section={row.name}
                  className={row === overall ? "bg-slate-50 font-bold" : undefined}
                >
                  <th scope="row" className="px-2 py-2 text-left font-medium text-slate-900 sm:px-3">
                    {row === overall ? t("total") : contentName(row.name)}
                  </th>
                  <td
                    data-status="total"
                    className="px-2 py-2 text-center tabular-nums text-slate-900 sm:px-3"
                  >
                    {row.total}
                  </td>
                  {PALETTE_ORDER.map((status) => (
                    <td
                      key={status}
                      data-status={status}
                      className="px-1 py-2 text-center font-semibold tabular-nums text-slate-900 sm:px-2"
                    >
                      {row.counts[status]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="mt-3 grid gap-1.5 text-xs text-slate-800 sm:hidden" aria-hidden>
          {PALETTE_ORDER.map((status) => (
            <li key={status} className="flex items-center gap-2">
              <StatusSwatch status={status} size="xs" />
              {th(`st_${status}`)}
            </li>
          ))}
        </ul>
        {notOpened.length > 0 ? (
          <p
            className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
            data-testid="sections-not-opened"
          >
            {t("notOpenedYet", { sections: notOpened.join(", ") })}
          </p>
        ) : null}
        <p className="mt-4 font-semibold text-slate-900">{t("areYouSure")}</p>
        <Actions back={t("backToTest")} submit={t("submitTest")} {...props} />
      </DialogContent>
    </Dialog>
  );
}
