import { scheduleDailyBodySchema } from "@shared/contract/admin";
import { type FormEvent, useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { SubmitButton } from "@/components/ui/form-actions";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { useExamName } from "@/lib/exam-names";
import { adminScheduleMessages } from "./admin-schedule-messages";
import { useFormErrors } from "./form-errors";
import { TextField } from "./form-field";
import { Panel } from "./panel";
import { QuizSelectField } from "./quiz-select";
import { useDailySchedule, useScheduleDailyQuiz } from "./use-daily-schedule";

/** Daily Schedule: pick the daily quiz of an IST date (today or later); it replaces that date's entry. */
export function DailyScheduleTab() {
  const t = useT(adminScheduleMessages);
  const examName = useExamName();
  const schedule = useDailySchedule();
  const save = useScheduleDailyQuiz();
  const [date, setDate] = useState("");
  const [quizId, setQuizId] = useState<number | null>(null);
  const { errors, check, showServerError } = useFormErrors();
  const today = schedule.data?.today ?? "";
  const chosenDate = date || today;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = check(scheduleDailyBodySchema, {
      date: chosenDate || undefined,
      quizId: quizId ?? undefined,
    });
    if (!body) return;
    save.mutate(body, {
      onSuccess: (entry) =>
        toast({
          title: t("scheduledTitle"),
          description: t("scheduledText", { title: entry.quizTitle, date: entry.date }),
          variant: "success",
        }),
      onError: showServerError,
    });
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Panel title={t("scheduleDailyQuiz")} id="schedule-daily">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <TextField
            id="schedule-date"
            label={t("dateLabel")}
            error={errors.date}
            hint={today ? t("todayHint", { today }) : undefined}
            type="date"
            min={today || undefined}
            value={chosenDate}
            onChange={(e) => setDate(e.target.value)}
          />
          <QuizSelectField
            id="schedule-quiz"
            label={t("quizLabel")}
            error={errors.quizId}
            value={quizId}
            onChange={setQuizId}
            onlyPublished
          />
          <SubmitButton isPending={save.isPending} pendingLabel={t("saving")}>
            {t("scheduleButton")}
          </SubmitButton>
        </form>
      </Panel>
      <Panel title={t("scheduleList")} id="schedule-list">
        {schedule.isLoading ? (
          <PageLoading label={t("loading")} />
        ) : schedule.isError ? (
          <p className="text-red-700">{t("loadError")}</p>
        ) : !schedule.data?.entries.length ? (
          <EmptyState title={t("emptyTitle")}>{t("emptyText")}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={t("listLabel")}>
            {schedule.data.entries.map((e) => (
              <li key={e.date} className="flex flex-wrap items-center gap-2 py-2">
                <span className="font-mono text-sm text-slate-800">{e.date}</span>
                {e.date === today ? <Badge variant="default">{t("today")}</Badge> : null}
                <span className="font-medium text-slate-900">{e.quizTitle}</span>
                <Badge variant="secondary">{examName(e.examType)}</Badge>
                {e.published ? null : <Badge variant="outline">{t("unpublished")}</Badge>}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
