import { type AdminLiveTest, scheduleLiveTestBodySchema } from "@shared/contract/live-tests";
import { type FormEvent, useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { IST_TIME_ZONE } from "../../../domain/ist";
import { toastError, useFormErrors } from "./form-errors";
import { TextField } from "./form-field";
import { Panel } from "./panel";
import { QuizSelectField } from "./quiz-select";
import {
  useAdminLiveTests,
  useCancelLiveTest,
  useLiveTestChallenges,
  useScheduleLiveTest,
} from "./use-admin-live-tests";

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", { timeZone: IST_TIME_ZONE, dateStyle: "medium", timeStyle: "short" });

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
    <Panel title="Schedule a live test" id="schedule-live">
      <form onSubmit={submit} className="grid items-start gap-4 sm:grid-cols-2">
        <QuizSelectField
          id="live-quiz"
          label="Paper (a mock test or past paper)"
          value={quizId}
          onChange={setQuizId}
          onlyPublished
          error={errors.quizId}
          className="sm:col-span-2"
        />
        <TextField
          id="live-starts"
          label="Starts (IST)"
          type="datetime-local"
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
          error={errors.startsAt}
        />
        <TextField
          id="live-ends"
          label="Ends (IST)"
          type="datetime-local"
          value={endsAt}
          onChange={(e) => setEndsAt(e.target.value)}
          error={errors.endsAt}
          hint="The window must hold the paper's whole time."
        />
        <TextField
          id="live-challenge-hours"
          label="Challenge window (hours after the end)"
          type="number"
          min={1}
          value={challengeHours}
          onChange={(e) => setChallengeHours(e.target.value)}
          error={errors.challengeHours}
        />
        <div className="flex items-end self-end">
          <Button type="submit" disabled={schedule.isPending}>
            Schedule
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function LiveTestList() {
  const list = useAdminLiveTests();
  const cancel = useCancelLiveTest();
  const [open, setOpen] = useState<number | null>(null);
  if (list.isPending) return <PageLoading label="Loading live tests..." />;
  if (list.isError) return <EmptyState title="Could not load live tests" />;
  return (
    <Panel title="Live tests" id="live-tests">
      {list.data.liveTests.length === 0 ? (
        <p className="text-sm text-slate-700">None scheduled yet.</p>
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
                    {open === test.id ? "Hide challenges" : `Challenges (${test.challenges})`}
                  </Button>
                ) : null}
                {test.phase !== "ended" && !test.cancelledAt ? (
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={cancel.isPending}
                    onClick={() => cancel.mutate(test.id, { onError: (e) => toastError(e) })}
                  >
                    Cancel
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
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <div>
        <p className="font-semibold text-slate-900">{test.title}</p>
        <p className="text-sm text-slate-700">
          {formatWhen(test.startsAt)} to {formatWhen(test.endsAt)} · {test.registered} registered ·{" "}
          {test.started} started · challenges until {formatWhen(test.challengeClosesAt)}
        </p>
      </div>
      {test.cancelledAt ? (
        <Badge variant="hard">Cancelled</Badge>
      ) : (
        <Badge variant="secondary">{test.phase}</Badge>
      )}
    </div>
  );
}

function Challenges({ id }: { id: number }) {
  const challenges = useLiveTestChallenges(id);
  if (!challenges.data) return <p className="text-sm text-slate-700">Loading challenges...</p>;
  return (
    <ul className="grid gap-2">
      {challenges.data.challenges.map((c) => (
        <li key={c.id} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          <p className="font-semibold">
            Question {c.questionNumber}: {c.questionText.slice(0, 120)}
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
