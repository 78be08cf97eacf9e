import type { StudyPlan } from "@shared/contract/study-plan";
import { EXAM_TYPES, type ExamType } from "@shared/exam-types";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { useExamName } from "@/lib/exam-names";
import { studyPlanMessages } from "./study-plan-messages";
import { useSetStudyPlan } from "./use-study-plan";

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600";

/** The exam, its date and (optionally) hours a day: setting them starts the plan again from today. */
export function StudyPlanForm({ plan, onDone }: { plan: StudyPlan | null; onDone?: () => void }) {
  const t = useT(studyPlanMessages);
  const examName = useExamName();
  const save = useSetStudyPlan();
  const [examType, setExamType] = useState<ExamType>(plan?.examType ?? "jee");
  const [examDate, setExamDate] = useState(plan?.examDate ?? "");
  const [hours, setHours] = useState(plan?.hoursPerDaySet ? String(plan.hoursPerDaySet) : "");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { examType, examDate, hoursPerDay: hours === "" ? null : Number(hours) },
      { onSuccess: () => onDone?.() },
    );
  };
  const error = save.error instanceof ApiError ? save.error.serverMessage : save.error ? t("tryAgain") : null;

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-4 sm:items-end" data-testid="study-plan-form">
      <label className="text-sm font-semibold text-slate-900">
        {t("exam")}
        <select
          className={fieldClass}
          value={examType}
          onChange={(e) => setExamType(e.target.value as ExamType)}
        >
          {EXAM_TYPES.map((key) => (
            <option key={key} value={key}>
              {examName(key)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold text-slate-900">
        {t("examDate")}
        <input
          type="date"
          required
          className={fieldClass}
          value={examDate}
          onChange={(e) => setExamDate(e.target.value)}
        />
      </label>
      <label className="text-sm font-semibold text-slate-900">
        {t("hoursADay")} <span className="font-normal text-slate-600">{t("optional")}</span>
        <input
          type="number"
          min={0.5}
          max={16}
          step={0.5}
          placeholder="2"
          className={fieldClass}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
        />
      </label>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t("planning") : plan ? t("updatePlan") : t("makePlan")}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-rose-700 sm:col-span-4">
          {error}
        </p>
      ) : null}
    </form>
  );
}
