import { REMINDER_KINDS, type ReminderKind, type ReminderPreferences } from "@shared/contract/reminders";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { accountMessages } from "./account-messages";
import { useSaveReminderPreferences } from "./use-reminders";

const KIND_LABELS = {
  "live-test-starting": "kindLiveTest",
  "assignment-starting": "kindAssignmentStarting",
  "assignment-closing": "kindAssignmentClosing",
  "review-due": "kindReviewDue",
  "streak-at-risk": "kindStreak",
} as const satisfies Record<ReminderKind, string>;

/** The kinds the learner consents to, one box each (all unticked at first), and the quiet hours (IST). */
export function ReminderSettingsForm({ preferences }: { preferences: ReminderPreferences }) {
  const t = useT(accountMessages);
  const save = useSaveReminderPreferences();
  const [kinds, setKinds] = useState<Set<ReminderKind>>(() => new Set(preferences.kinds));
  const [quiet, setQuiet] = useState(preferences.quietStart !== null);
  const [quietStart, setQuietStart] = useState(preferences.quietStart ?? "22:00");
  const [quietEnd, setQuietEnd] = useState(preferences.quietEnd ?? "07:00");
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = (kind: ReminderKind, on: boolean) =>
    setKinds((current) => {
      const next = new Set(current);
      if (on) next.add(kind);
      else next.delete(kind);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    save.mutate(
      {
        kinds: REMINDER_KINDS.filter((kind) => kinds.has(kind)),
        quietStart: quiet ? quietStart : null,
        quietEnd: quiet ? quietEnd : null,
      },
      {
        onSuccess: () => toast({ title: t("remindersSaved"), variant: "success" }),
        onError: (error) => setProblem(error instanceof ApiError ? error.message : t("tryAgain")),
      },
    );
  };

  return (
    <form className="grid gap-4" onSubmit={submit} data-testid="reminder-settings">
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-slate-900">{t("remindersKinds")}</legend>
        {REMINDER_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              className="h-5 w-5 shrink-0 accent-blue-700"
              checked={kinds.has(kind)}
              onChange={(e) => toggle(kind, e.target.checked)}
              data-kind={kind}
            />
            {t(KIND_LABELS[kind])}
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-slate-900">{t("quietHours")}</legend>
        <label className="flex min-h-11 items-center gap-3 text-slate-800">
          <input
            type="checkbox"
            className="h-5 w-5 shrink-0 accent-blue-700"
            checked={quiet}
            onChange={(e) => setQuiet(e.target.checked)}
            data-testid="quiet-hours"
          />
          {t("quietHoursOn")}
        </label>
        {quiet ? (
          <div className="flex flex-wrap items-center gap-3 text-slate-800">
            <label className="flex items-center gap-2">
              {t("quietFrom")}
              <input
                type="time"
                required
                className="rounded border border-slate-400 px-2 py-1"
                value={quietStart}
                onChange={(e) => setQuietStart(e.target.value)}
                data-testid="quiet-start"
              />
            </label>
            <label className="flex items-center gap-2">
              {t("quietTo")}
              <input
                type="time"
                required
                className="rounded border border-slate-400 px-2 py-1"
                value={quietEnd}
                onChange={(e) => setQuietEnd(e.target.value)}
                data-testid="quiet-end"
              />
            </label>
            <span className="text-sm text-slate-600">{t("quietIst")}</span>
          </div>
        ) : null}
      </fieldset>
      {problem ? (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending} data-testid="reminders-save">
          {t("remindersSave")}
        </Button>
      </div>
    </form>
  );
}
