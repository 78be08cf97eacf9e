import { type AdminLiveTest, scheduleLiveTestBodySchema } from "@shared/contract/live-tests";
import { type FormEvent, useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { formatNumber, formatDateTime as formatWhen } from "@/lib/indian-formats";
import { toastError, useFormErrors } from "./form-errors";
import { TextField } from "./form-field";
import { adminLiveTestsMessages, PHASE_KEYS } from "./live-tests-messages";
import { Panel } from "./panel";
import { QuizSelectField } from "./quiz-select";
import {
  useAdminLiveTests,
  useCancelLiveTest,
  useLiveTestChallenges,
  useScheduleLiveTest,
} from "./use-admin-live-tests";

/** A datetime-local value read as IST ("2026-11-24T10:00" -> "2026-11-24T10:00:00+05:30"). */
const asIst = (local: string) => (local ? `${local}:00+05:30` : "");

/** Live all-India tests: schedule one (a published mock test or past paper), list, cancel, read challenges. */
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
          onlyPublished
          error={errors.quizId}
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
  const cancel = useCancelLiveTest();
  const [open, setOpen] = useState<number | null>(null);
  if (list.isPending) return <PageLoading label={t("loading")} />;
  if (list.isError) return <EmptyState title={t("loadError")} />;
  return (
    <Panel title={t("title")} id="live-tests">
      {list.data.liveTests.length === 0 ? (
        <p className="text-sm text-slate-700">{t("none")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.data.liveTests.map((test) => (
            <li key={test.id} className="grid gap-2 py-3">
              <LiveTestSummary test={test} />
              <div className="flex flex-wrap gap-2">
                {test.challenges > 0 ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setOpen(open === test.id ? null : test.id)}
                  >
                    {open === test.id
                      ? t("hideChallenges")
                      : t("showChallenges", { count: formatNumber(test.challenges) })}
                  </Button>
                ) : null}
                {test.phase !== "ended" && !test.cancelledAt ? (
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={cancel.isPending}
                    onClick={() => cancel.mutate(test.id, { onError: (e) => toastError(e) })}
                  >
                    {t("cancel")}
                  </Button>
                ) : null}
              </div>
              {open === test.id ? <Challenges id={test.id} /> : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function LiveTestSummary({ test }: { test: AdminLiveTest }) {
  const t = useT(adminLiveTestsMessages);
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <div>
        <p className="font-semibold text-slate-900">{test.title}</p>
        <p className="text-sm text-slate-700">
          {t("summary", {
            start: formatWhen(test.startsAt),
            end: formatWhen(test.endsAt),
            registered: formatNumber(test.registered),
            started: formatNumber(test.started),
            closes: formatWhen(test.challengeClosesAt),
          })}
        </p>
      </div>
      {test.cancelledAt ? (
        <Badge variant="hard">{t("cancelled")}</Badge>
      ) : (
        <Badge variant="secondary">{t(PHASE_KEYS[test.phase])}</Badge>
      )}
    </div>
  );
}

function Challenges({ id }: { id: number }) {
  const t = useT(adminLiveTestsMessages);
  const challenges = useLiveTestChallenges(id);
  if (!challenges.data) return <p className="text-sm text-slate-700">{t("loadingChallenges")}</p>;
  return (
    <ul className="grid gap-2">
      {challenges.data.challenges.map((c) => (
        <li key={c.id} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          <p className="font-semibold">
            {t("challengeQuestion", { number: c.questionNumber, text: c.questionText.slice(0, 120) })}
          </p>
          <p className="mt-1">{c.reason}</p>
          <p className="mt-1 text-xs text-slate-600">
            {c.learnerEmail} · {formatWhen(c.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}
