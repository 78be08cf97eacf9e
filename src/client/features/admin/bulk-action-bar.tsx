import type { BulkAction, BulkQuestionsBody } from "@shared/contract/admin";
import type { Difficulty } from "@shared/contract/common";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { toastError } from "./form-errors";
import { SelectField, TextField } from "./form-field";
import { adminQuestionsMessages } from "./questions-messages";
import { QuizSelectField } from "./quiz-select";
import { DifficultyOptions } from "./select-options";
import { useBulkQuestions } from "./use-admin-questions";

const ACTION_KEYS = {
  publish: "actionPublish",
  unpublish: "actionUnpublish",
  move: "actionMove",
  add: "actionAdd",
  "set-topic": "actionSetTopic",
  "set-difficulty": "actionSetDifficulty",
  "set-chapter": "actionSetChapter",
  delete: "actionDelete",
} as const satisfies Record<BulkAction, string>;

/** Actions asked again before they run: they take questions out of papers. */
const CONFIRMED: readonly BulkAction[] = ["move", "delete"];

/**
 * The bar over the bank while questions are selected: how many, one action with the fields it needs,
 * a confirmation for a move or a delete, and a toast of what changed. `sourceQuizId` is the paper the
 * bank shows: a move leaves that one, else every paper the questions are in.
 */
export function BulkActionBar({
  ids,
  sourceQuizId,
  onDone,
}: {
  ids: number[];
  sourceQuizId: number | null;
  onDone: () => void;
}) {
  const t = useT(adminQuestionsMessages);
  const bulk = useBulkQuestions();
  const [action, setAction] = useState<BulkAction | "">("");
  const [quizId, setQuizId] = useState<number | null>(null);
  const [subject, setSubject] = useState("");
  const [topic, setTopic] = useState("");
  const [chapter, setChapter] = useState("");
  const [difficulty, setDifficulty] = useState<Difficulty>("medium");
  const [isConfirming, setIsConfirming] = useState(false);
  const count = { count: ids.length, formatted: formatNumber(ids.length) };

  function body(chosen: BulkAction): BulkQuestionsBody {
    const base = { ids, action: chosen };
    if (chosen === "move")
      return { ...base, quizId: quizId ?? 0, ...(sourceQuizId ? { fromQuizIds: [sourceQuizId] } : {}) };
    if (chosen === "add") return { ...base, quizId: quizId ?? 0 };
    if (chosen === "set-topic") return { ...base, topic, ...(subject.trim() ? { subject } : {}) };
    if (chosen === "set-difficulty") return { ...base, difficulty };
    if (chosen === "set-chapter") return { ...base, chapter: chapter.trim() || null };
    return base;
  }

  function run() {
    if (!action) return;
    bulk.mutate(body(action), {
      onSuccess: (result) => {
        setIsConfirming(false);
        toast({
          title: t("bulkDone", { count: result.count, formatted: formatNumber(result.count) }),
          description: [
            t("bulkChanged", { changed: result.changed }),
            ...(result.alreadyInPaper
              ? [t("bulkAlreadyInPaper", { ids: result.alreadyInPaper.join(", ") })]
              : []),
          ].join(" · "),
          variant: "success",
        });
        onDone();
      },
      onError: (error) => {
        setIsConfirming(false);
        toastError(error);
      },
    });
  }

  const needsQuiz = action === "move" || action === "add";
  return (
    <section
      aria-label={t("bulkActions")}
      className="sticky top-0 z-10 mb-3 grid gap-3 rounded-lg border border-blue-200 bg-blue-50 p-3"
      data-testid="bulk-bar"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900" aria-live="polite" data-testid="bulk-count">
          {t("selectedCount", count)}
        </p>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t("clearSelection")}
        </Button>
      </div>
      <form
        className="grid gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (!action) return;
          if (needsQuiz && !quizId) {
            toast({ title: t("needsTarget"), variant: "destructive" });
            return;
          }
          if (CONFIRMED.includes(action)) setIsConfirming(true);
          else run();
        }}
      >
        <SelectField
          id="bulk-action"
          label={t("bulkAction")}
          value={action}
          onChange={(e) => setAction(e.target.value as BulkAction | "")}
        >
          <option value="">{t("chooseAction")}</option>
          {Object.entries(ACTION_KEYS).map(([value, key]) => (
            <option key={value} value={value}>
              {t(key)}
            </option>
          ))}
        </SelectField>
        {needsQuiz ? (
          <QuizSelectField id="bulk-quiz" label={t("targetQuiz")} value={quizId} onChange={setQuizId} />
        ) : null}
        {action === "set-topic" ? (
          <>
            <TextField
              id="bulk-subject"
              label={t("subjectOptional")}
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
            />
            <TextField
              id="bulk-topic"
              label={t("topic")}
              required
              value={topic}
              onChange={(e) => setTopic(e.target.value)}
            />
          </>
        ) : null}
        {action === "set-difficulty" ? (
          <SelectField
            id="bulk-difficulty"
            label={t("difficulty")}
            value={difficulty}
            onChange={(e) => setDifficulty(e.target.value as Difficulty)}
          >
            <DifficultyOptions />
          </SelectField>
        ) : null}
        {action === "set-chapter" ? (
          <TextField
            id="bulk-chapter"
            label={t("chapterSlug")}
            value={chapter}
            onChange={(e) => setChapter(e.target.value)}
          />
        ) : null}
        <Button type="submit" disabled={!action || bulk.isPending}>
          {t("apply")}
        </Button>
      </form>
      <Dialog open={isConfirming} onOpenChange={setIsConfirming}>
        <DialogContent
          title={t(action === "delete" ? "confirmDeleteTitle" : "confirmMoveTitle", count)}
          description={
            action === "delete"
              ? t("confirmDeleteText")
              : t(sourceQuizId ? "confirmMoveFromOne" : "confirmMoveFromAll")
          }
        >
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setIsConfirming(false)}>
              {t("cancel")}
            </Button>
            <Button
              variant={action === "delete" ? "destructive" : "default"}
              disabled={bulk.isPending}
              onClick={run}
            >
              {t("confirm")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
