import { scheduleDailyBodySchema } from "@shared/contract/admin";
import { EXAM_LABELS } from "@shared/contract/common";
import { type FormEvent, useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { checkBody, type FieldErrors, serverFieldErrors, toastError, toastInvalid } from "./form-errors";
import { Field, inputClass } from "./form-field";
import { Panel } from "./panel";
import { QuizSelect } from "./quiz-select";
import { useAdminQuizzes } from "./use-admin-quizzes";
import { useDailySchedule, useScheduleDailyQuiz } from "./use-daily-schedule";

/** Daily Schedule: pick the daily quiz of an IST date (today or later); it replaces that date's entry. */
export function DailyScheduleTab() {
  const schedule = useDailySchedule();
  const quizzes = useAdminQuizzes();
  const save = useScheduleDailyQuiz();
  const [date, setDate] = useState("");
  const [quizId, setQuizId] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const today = schedule.data?.today ?? "";
  const chosenDate = date || today;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBody(scheduleDailyBodySchema, {
      date: chosenDate || undefined,
      quizId: quizId ?? undefined,
    });
    if (checked.errors) {
      setErrors(checked.errors);
      toastInvalid(checked.first);
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (entry) =>
        toast({
          title: "Daily quiz scheduled",
          description: `"${entry.quizTitle}" is the daily quiz for ${entry.date}.`,
          variant: "success",
        }),
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toastError(error);
      },
    });
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Panel title="Schedule a daily quiz" id="schedule-daily">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field
            id="schedule-date"
            label="Date (India time)"
            error={errors.date}
            hint={today ? `Today in India is ${today}. Past days cannot be changed.` : undefined}
          >
            {(p) => (
              <input
                {...p}
                type="date"
                className={inputClass}
                min={today || undefined}
                value={chosenDate}
                onChange={(e) => setDate(e.target.value)}
              />
            )}
          </Field>
          <Field id="schedule-quiz" label="Quiz (published quizzes)" error={errors.quizId}>
            {(p) => (
              <QuizSelect
                {...p}
                quizzes={quizzes.data ?? []}
                value={quizId}
                onChange={setQuizId}
                onlyPublished
              />
            )}
          </Field>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Schedule"}
          </Button>
        </form>
      </Panel>
      <Panel title="Schedule" id="schedule-list">
        {schedule.isLoading ? (
          <PageLoading label="Loading schedule..." />
        ) : schedule.isError ? (
          <p className="text-red-700">Could not load the schedule. Please reload the page.</p>
        ) : !schedule.data?.entries.length ? (
          <EmptyState title="Nothing scheduled">
            Without a scheduled quiz, the server assembles each day's quiz from the question bank.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Scheduled daily quizzes">
            {schedule.data.entries.map((e) => (
              <li key={e.date} className="flex flex-wrap items-center gap-2 py-2">
                <span className="font-mono text-sm text-slate-800">{e.date}</span>
                {e.date === today ? <Badge variant="default">Today</Badge> : null}
                <span className="font-medium text-slate-900">{e.quizTitle}</span>
                <Badge variant="secondary">{EXAM_LABELS[e.examType]}</Badge>
                {e.published ? null : <Badge variant="outline">Unpublished</Badge>}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
