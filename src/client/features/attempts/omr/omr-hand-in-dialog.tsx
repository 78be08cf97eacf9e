import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { omrMessages } from "./omr-messages";
import type { HandInCounts } from "./omr-rows";

/** How many pencilled rows the warning names by number before it says "…". */
const NAMED_ROWS = 12;

/**
 * Before the sheet is handed in: filled and blank rows per section and over the sheet, and the
 * rows pencilled but not filled in ink, by number (a pencil mark is not an answer: not scored).
 */
export function OmrHandInDialog({
  open,
  onOpenChange,
  sections,
  overall,
  pencilledRows,
  isSubmitting,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sections: HandInCounts[];
  overall: HandInCounts;
  /** the numbers of the rows pencilled but not filled, ascending */
  pencilledRows: readonly number[];
  isSubmitting: boolean;
  onConfirm: () => void;
}) {
  const t = useT(omrMessages);
  const contentName = useContentName();
  const rows = sections.length > 1 ? [...sections, overall] : [overall];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("handInTitle")} description={t("handInDescription")}>
        <table
          className="w-full overflow-hidden rounded-lg border border-slate-200 text-sm"
          data-testid="hand-in-summary"
        >
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t("section")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t("filledColumn")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t("blank")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t("questions")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr
                key={row.name}
                data-section={row.name}
                className={row === overall ? "bg-slate-50 font-bold" : undefined}
              >
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  {row === overall ? t("total") : contentName(row.name)}
                </th>
                <td data-status="filled" className="px-3 py-2 text-right tabular-nums text-slate-900">
                  {row.filled}
                </td>
                <td data-status="blank" className="px-3 py-2 text-right tabular-nums text-slate-900">
                  {row.blank}
                </td>
                <td data-status="total" className="px-3 py-2 text-right tabular-nums text-slate-900">
                  {row.total}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {pencilledRows.length > 0 ? (
          <p
            className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
            data-testid="hand-in-pencilled"
          >
            {t("pencilledRowsUnfilled", {
              count: pencilledRows.length,
              rows: `${pencilledRows.slice(0, NAMED_ROWS).join(", ")}${pencilledRows.length > NAMED_ROWS ? ", …" : ""}`,
            })}
          </p>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t("backToPaper")}</Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={isSubmitting}>
            {isSubmitting ? t("handingIn") : t("handInButton")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
