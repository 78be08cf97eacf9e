import type { ChangeNote, ChangeNotesResponse } from "@shared/contract/corrections";
import { useQuery } from "@tanstack/react-query";
import { useT } from "@/i18n/use-t";
import { apiGetTrusted } from "@/lib/api-client";
import { formatIstDate } from "@/lib/ist-date";
import { changesMessages } from "./change-notes-messages";
import { correctionWords } from "./layout/notice-text";
import { noticesMessages } from "./layout/notices-messages";

/**
 * The dated note of every key correction of a quiz ("24 Nov 2026: Key of question 4 changed from
 * A to B; all attempts re-scored"), in the reader's language, for the quiz page and the result page;
 * nothing when there is none.
 */
export function ChangeNotes({ quizId }: { quizId: number }) {
  const t = useT(changesMessages);
  const tn = useT(noticesMessages);
  // "Key of question 4 changed from A to B; all attempts re-scored", as the server's English has it
  const noteText = (change: ChangeNote["change"]) => {
    const sentence = t("note", { change: correctionWords(tn, change) });
    return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
  };
  const { data } = useQuery({
    queryKey: ["/api/quiz", quizId, "change-notes"],
    // typed, not parsed: the exam hall shows these, and zod (a long task on a phone) stays out of it
    queryFn: () => apiGetTrusted<ChangeNotesResponse>(`/api/quiz/${quizId}/change-notes`),
  });
  const notes = data?.notes ?? [];
  if (notes.length === 0) return null;
  return (
    <section
      aria-label={t("answerKeyChanges")}
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="change-notes"
    >
      <h2 className="font-semibold">{t("answerKeyChanges")}</h2>
      <ul className="mt-1 grid gap-1">
        {notes.map((n) => (
          <li key={n.id}>
            <time dateTime={n.day}>{formatIstDate(n.day)}</time>: {noteText(n.change)}
          </li>
        ))}
      </ul>
    </section>
  );
}
