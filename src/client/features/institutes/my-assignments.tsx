import type { LearnerAssignment } from "@shared/contract/assignments";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { currentLanguage } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/indian-formats";
import { Link, useNavigate } from "@/lib/router";
import { assignmentsMessages } from "./assignments-messages";
import { useMyAssignments, useStartAssignment } from "./use-assignments";

const STATE_KEYS = {
  upcoming: "stateUpcoming",
  due: "stateDue",
  closing_soon: "stateClosingSoon",
  done: "stateDone",
  missed: "stateMissed",
} as const;

const STATE_TONES: Record<LearnerAssignment["state"], string> = {
  upcoming: "bg-slate-100 text-slate-800",
  due: "bg-blue-100 text-blue-900",
  closing_soon: "bg-amber-100 text-amber-900",
  done: "bg-green-100 text-green-900",
  missed: "bg-red-100 text-red-900",
};

/** The learner's assignments across their institutes: what is due, what closes soon, and after the close their rank. */
export function MyAssignments() {
  const t = useT(assignmentsMessages);
  const list = useMyAssignments();
  if (list.isLoading) return <p className="text-slate-700">{t("loading")}</p>;
  const rows = list.data ?? [];
  return (
    <section aria-labelledby="my-assignments" className="space-y-2">
      <h2 id="my-assignments" className="text-lg font-semibold text-slate-900">
        {t("myAssignmentsTitle")}
      </h2>
      {rows.length === 0 ? (
        <p className="text-slate-700">{t("noMyAssignments")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {rows.map((a) => (
            <li key={a.id}>
              <AssignmentCard assignment={a} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AssignmentCard({ assignment: a }: { assignment: LearnerAssignment }) {
  const t = useT(assignmentsMessages);
  const start = useStartAssignment();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const title = currentLanguage() === "hi" && a.titleHi ? a.titleHi : a.title;
  const closed = a.state === "done" || a.state === "missed";
  const canStart =
    (a.state === "due" || a.state === "closing_soon") &&
    (a.openAttemptId !== null || a.attemptsUsed < a.attemptsAllowed);
  const go = () =>
    start.mutate(a.id, {
      onSuccess: (sheet) => navigate(`/quiz/${sheet.quizId}?attempt=${sheet.attemptId}`),
      onError: (e) => setError(e instanceof ApiError ? e.serverMessage : t("tryLater")),
    });
  return (
    <Card className="grid gap-2 p-4" data-testid="my-assignment">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">{title}</p>
        <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${STATE_TONES[a.state]}`}>
          {t(STATE_KEYS[a.state], { time: formatDateTime(a.opensAt) })}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        {t("fromText", { institute: a.instituteName, batches: a.batchNames.join(", ") })}
      </p>
      <p className="text-sm text-slate-800">
        {t(closed ? "closedText" : "closesText", { time: formatDateTime(a.closesAt) })} ·{" "}
        {t("attemptsUsed", { used: a.attemptsUsed, allowed: a.attemptsAllowed })}
      </p>
      {a.extraMinutesPerHour > 0 ? (
        <p className="text-sm text-slate-800">{t("extraGiven", { minutes: a.extraMinutesPerHour })}</p>
      ) : null}
      {a.note ? <p className="text-sm text-slate-800">{a.note}</p> : null}
      {a.standing ? (
        <p className="text-lg font-semibold text-slate-900" data-testid="assignment-rank">
          {t("rankOf", { rank: a.standing.rank, of: a.standing.of })}
        </p>
      ) : a.keyShown === "after_close" && a.lastAttemptId !== null && !closed ? (
        <p className="text-sm text-slate-700">{t("keyAfterCloseNote")}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {canStart ? (
          <Button onClick={go} disabled={start.isPending}>
            {t(a.openAttemptId !== null ? "resume" : "start")}
          </Button>
        ) : null}
        {a.lastAttemptId !== null ? (
          <Link to={`/results/${a.lastAttemptId}`} className="self-center text-sm text-blue-800 underline">
            {t("seeResult")}
          </Link>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
