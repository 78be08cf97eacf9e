import { useT } from "@/i18n/use-t";
import { formatDate } from "@/lib/indian-formats";
import { questionNotesMessages } from "./question-notes-messages";

/** The day a current-affairs question's answer was true, shown with the question. */
export function AsOfNote({ asOf }: { asOf: string | undefined }) {
  const t = useT(questionNotesMessages);
  if (!asOf) return null;
  return (
    <p className="mt-1 text-xs font-medium text-amber-900" title={t("asOfHint")} data-testid="as-of-note">
      {t("asOf", { date: formatDate(asOf) })}
    </p>
  );
}
