import type { Assignment, AssignmentBody, KeyShown } from "@shared/contract/assignments";
import type { BatchMember } from "@shared/contract/institutes";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/form-actions";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { assignmentsMessages } from "./assignments-messages";
import { useAssignablePapers, useCreateAssignment, useEditAssignment } from "./use-assignments";

/** "2026-12-07T10:00" typed in the form, read as IST (the exams' clock, whatever the device's zone). */
const istInstant = (local: string) => `${local}:00+05:30`;
/** An instant as the form's IST "2026-12-07T10:00". */
const istLocal = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16);

const box = "rounded-lg border border-slate-400 px-3 py-2 text-slate-900";
const field = `w-full ${box}`;
const label = "font-semibold text-slate-900";

/**
 * "Assign a paper" on a batch page: the paper, the batches (this one ticked), the window in IST,
 * the attempts allowed, when the key shows, extra time for learners picked from the batch, a note.
 * With `editing`, the same form filled with an assignment that has not opened yet, saved in its place.
 */
export function AssignPaperForm(props: {
  instituteId: number;
  batchId: number;
  batches: { id: number; name: string }[];
  members: BatchMember[];
  editing?: Assignment;
  onDone?: () => void;
}) {
  const t = useT(assignmentsMessages);
  const papers = useAssignablePapers(props.instituteId);
  const create = useCreateAssignment(props.instituteId);
  const edit = useEditAssignment(props.instituteId);
  const was = props.editing;
  // the form's element ids: the create form and an edit form can be on the page together
  const ids = was ? `edit-${was.id}` : "assign";
  const [quizId, setQuizId] = useState(was ? String(was.quizId) : "");
  const [batchIds, setBatchIds] = useState<number[]>(was ? was.batches.map((b) => b.id) : [props.batchId]);
  const [opensAt, setOpensAt] = useState(was ? istLocal(was.opensAt) : "");
  const [closesAt, setClosesAt] = useState(was ? istLocal(was.closesAt) : "");
  const [attempts, setAttempts] = useState(was?.attemptsAllowed ?? 1);
  const [keyShown, setKeyShown] = useState<KeyShown>(was?.keyShown ?? "after_close");
  const [note, setNote] = useState(was?.note ?? "");
  const [extra, setExtra] = useState<{ userId: number; minutesPerHour: number }[]>(
    was ? was.extraTime.map(({ userId, minutesPerHour }) => ({ userId, minutesPerHour })) : [],
  );
  const [pickedLearner, setPickedLearner] = useState("");
  const [minutes, setMinutes] = useState(20);
  const [error, setError] = useState<string | null>(null);
  const learners = props.members.filter((m) => m.userId !== null);
  const nameOf = (userId: number) => {
    const m = learners.find((l) => l.userId === userId);
    return m?.name ?? m?.email ?? String(userId);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!quizId || batchIds.length === 0 || !opensAt || !closesAt) return setError(t("fieldsRequired"));
    setError(null);
    const body: AssignmentBody = {
      quizId: Number(quizId),
      batchIds,
      opensAt: istInstant(opensAt),
      closesAt: istInstant(closesAt),
      attemptsAllowed: attempts,
      keyShown,
      note,
      extraTime: extra,
    };
    const onError = (e: Error) =>
      setError(e instanceof ApiError ? `${e.field ? `${e.field}: ` : ""}${e.serverMessage}` : t("tryLater"));
    if (was) {
      edit.mutate(
        { assignmentId: was.id, body },
        {
          onSuccess: () => {
            toast({ title: t("savedTitle"), description: t("savedText"), variant: "success" });
            props.onDone?.();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: t("assignedTitle"), description: t("assignedText"), variant: "success" });
        setExtra([]);
        setNote("");
      },
      onError,
    });
  };

  return (
    <Card className="p-4">
      <form onSubmit={submit} noValidate className="grid gap-3" aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className="text-lg font-semibold text-slate-900">
          {was ? t("editTitle", { title: was.title }) : t("assignTitle")}
        </h2>
        <label htmlFor={`${ids}-paper`} className={label}>
          {t("paper")}
        </label>
        <select
          id={`${ids}-paper`}
          className={field}
          value={quizId}
          onChange={(e) => setQuizId(e.target.value)}
        >
          <option value="">{t("choosePaper")}</option>
          {(papers.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {t("paperOption", { title: p.title, minutes: p.timeLimit })}
            </option>
          ))}
        </select>
        <fieldset className="grid gap-1">
          <legend className={label}>{t("batchesLabel")}</legend>
          {props.batches.map((b) => (
            <label key={b.id} className="flex items-center gap-2 text-slate-900">
              <input
                type="checkbox"
                checked={batchIds.includes(b.id)}
                onChange={(e) =>
                  setBatchIds((ids) => (e.target.checked ? [...ids, b.id] : ids.filter((id) => id !== b.id)))
                }
              />
              {b.name}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1">
            <label htmlFor={`${ids}-opens`} className={label}>
              {t("opensAt")}
            </label>
            <input
              id={`${ids}-opens`}
              type="datetime-local"
              className={field}
              value={opensAt}
              onChange={(e) => setOpensAt(e.target.value)}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${ids}-closes`} className={label}>
              {t("closesAt")}
            </label>
            <input
              id={`${ids}-closes`}
              type="datetime-local"
              className={field}
              value={closesAt}
              onChange={(e) => setClosesAt(e.target.value)}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${ids}-attempts`} className={label}>
              {t("attemptsAllowed")}
            </label>
            <input
              id={`${ids}-attempts`}
              type="number"
              min={1}
              max={20}
              className={field}
              value={attempts}
              onChange={(e) => setAttempts(Number(e.target.value))}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${ids}-key`} className={label}>
              {t("keyShown")}
            </label>
            <select
              id={`${ids}-key`}
              className={field}
              value={keyShown}
              onChange={(e) => setKeyShown(e.target.value as KeyShown)}
            >
              <option value="after_close">{t("keyAfterClose")}</option>
              <option value="after_submit">{t("keyAfterSubmit")}</option>
            </select>
          </div>
        </div>
        <fieldset className="grid gap-2">
          <legend className={label}>{t("extraTime")}</legend>
          <p className="text-sm text-slate-700">{t("extraTimeHelp")}</p>
          <div className="flex flex-wrap items-end gap-2">
            <select
              aria-label={t("learner")}
              className={`${box} w-full sm:w-64`}
              value={pickedLearner}
              onChange={(e) => setPickedLearner(e.target.value)}
            >
              <option value="">{t("chooseLearner")}</option>
              {learners.map((m) => (
                <option key={m.userId} value={m.userId!}>
                  {m.name ? `${m.name} · ${m.email}` : m.email}
                </option>
              ))}
            </select>
            <input
              aria-label={t("minutesPerHour")}
              type="number"
              min={1}
              max={60}
              className={`${box} w-24`}
              value={minutes}
              onChange={(e) => setMinutes(Number(e.target.value))}
            />
            <Button
              type="button"
              variant="outline"
              disabled={!pickedLearner}
              onClick={() => {
                const userId = Number(pickedLearner);
                setExtra((rows) => [
                  ...rows.filter((r) => r.userId !== userId),
                  { userId, minutesPerHour: minutes },
                ]);
                setPickedLearner("");
              }}
            >
              {t("addExtra")}
            </Button>
          </div>
          <ul className="grid gap-1" data-testid="extra-time-list">
            {extra.map((row) => (
              <li key={row.userId} className="flex items-center gap-2 text-slate-900">
                {t("extraRow", { learner: nameOf(row.userId), minutes: row.minutesPerHour })}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setExtra((rows) => rows.filter((r) => r.userId !== row.userId))}
                >
                  {t("removeExtra")}
                </Button>
              </li>
            ))}
          </ul>
        </fieldset>
        <label htmlFor={`${ids}-note`} className={label}>
          {t("note")}
        </label>
        <textarea
          id={`${ids}-note`}
          rows={2}
          className={field}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <SubmitButton
            isPending={create.isPending || edit.isPending}
            pendingLabel={t(was ? "savingChanges" : "assigning")}
          >
            {t(was ? "saveChanges" : "assign")}
          </SubmitButton>
          {was ? (
            <Button type="button" variant="ghost" onClick={props.onDone}>
              {t("stopEditing")}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
