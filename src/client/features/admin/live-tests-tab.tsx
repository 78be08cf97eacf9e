import { scheduleLiveTestBodySchema } from "@shared/contract/live-tests";
import { type FormEvent, useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { useFormErrors } from "./form-errors";
import { TextField } from "./form-field";
import { LiveTestItem } from "./live-test-item";
import { adminLiveTestsMessages } from "./live-tests-messages";
import { Panel } from "./panel";
import { QuizSelectField } from "./quiz-select";
import { useAdminLiveTests, useScheduleLiveTest } from "./use-admin-live-tests";

/** A datetime-local value read as IST ("2026-11-24T10:00" -> "2026-11-24T10:00:00+05:30"). */
const asIst = (local: string) => (local ? `${local}:00+05:30` : "");

/**
 * Live all-India tests: schedule one (a mock test or past paper, a draft too), list, cancel; after
 * the end, the merit list, replies to challenges and publishing the final results.
 */
export function LiveTestsTab() {
  return (
    <div className="grid gap-6">
      <ScheduleForm />
      <LiveTestList />
    </div>
  );
}

function ScheduleForm() {
  const t = useT(adminLiveTestsMessages);
  const [quizId, setQuizId] = useState<number | null>(null);
  const [startsAt, setStartsAt] = useState("");
  const [endsAt, setEndsAt] = useState("");
  const [challengeHours, setChallengeHours] = useState("24");
  const schedule = useScheduleLiveTest();
  const { errors, check, showServerError } = useFormErrors();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = check(scheduleLiveTestBodySchema, {
      quizId: quizId ?? undefined,
      startsAt: asIst(startsAt),
      endsAt: asIst(endsAt),
      challengeHours: Number(challengeHours),
    });
    if (body) schedule.mutate(body, { onError: showServerError });
  };
  return (
    <Panel title={t("scheduleTitle")} id="schedule-live">
      <form onSubmit={submit} className="grid items-start gap-4 sm:grid-cols-2">
        <QuizSelectField
          id="live-quiz"
          label={t("paper")}
          value={quizId}
          onChange={setQuizId}
          error={errors.quizId}
          hint={t("paperHint")}
          className="sm:col-span-2"
        />
        <TextField
          id="live-starts"
          label={t("starts")}
          type="datetime-local"
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
          error={errors.startsAt}
        />
        <TextField
          id="live-ends"
          label={t("ends")}
          type="datetime-local"
          value={endsAt}
          onChange={(e) => setEndsAt(e.target.value)}
          error={errors.endsAt}
          hint={t("endsHint")}
        />
        <TextField
          id="live-challenge-hours"
          label={t("challengeHours")}
          type="number"
          min={1}
          value={challengeHours}
          onChange={(e) => setChallengeHours(e.target.value)}
          error={errors.challengeHours}
        />
        <div className="flex items-end self-end">
          <Button type="submit" disabled={schedule.isPending}>
            {t("schedule")}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function LiveTestList() {
  const t = useT(adminLiveTestsMessages);
  const list = useAdminLiveTests();
  if (list.isPending) return <PageLoading label={t("loading")} />;
  if (list.isError) return <EmptyState title={t("loadError")} />;
  return (
    <Panel title={t("title")} id="live-tests">
      {list.data.liveTests.length === 0 ? (
        <p className="text-sm text-slate-700">{t("none")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.data.liveTests.map((test) => (
            <LiveTestItem key={test.id} test={test} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
