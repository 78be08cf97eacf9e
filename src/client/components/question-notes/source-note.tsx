import { useT } from "@/i18n/use-t";
import { questionNotesMessages } from "./question-notes-messages";

/** Where a factual question can be checked (NCERT chapter, Article, report), shown in its review. */
export function SourceNote({ source }: { source: string | undefined }) {
  const t = useT(questionNotesMessages);
  if (!source) return null;
  return (
    <p className="mt-2 text-xs text-slate-700" data-testid="source-note">
      <span className="font-semibold">{t("source")}:</span> {source}
    </p>
  );
}
