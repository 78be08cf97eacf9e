import type { LiveTest } from "@shared/contract/live-tests";
import { CalendarClock, CheckCircle2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardTitle } from "@/components/ui/card";
import { translate } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { useQuizText } from "@/lib/content-language";
import { useExamName } from "@/lib/exam-names";
import { formatNumber } from "@/lib/indian-formats";
import { Link, useNavigate } from "@/lib/router";
import { liveTestsMessages } from "./live-tests-messages";
import { formatDuration, formatIst, timeUntil } from "./live-time";
import { useRegisterForLiveTest } from "./use-live-tests";

const PHASE_LABEL = { upcoming: "phaseUpcoming", running: "phaseRunning", ended: "phaseEnded" } as const;

const problemOf = (error: unknown) =>
  error instanceof ApiError
    ? error.serverMessage
    : error
      ? translate(liveTestsMessages, "somethingWrong")
      : null;

/** One live test with what the learner can do now: register, start or resume, or see the results. */
export function LiveTestCard({ test, serverNow }: { test: LiveTest; serverNow: string }) {
  const t = useT(liveTestsMessages);
  const quizText = useQuizText();
  const examName = useExamName();
  const register = useRegisterForLiveTest();
  const navigate = useNavigate();
  // the paper opens on its interface's instructions; the live attempt starts at their Start button
  const begin = () =>
    navigate(
      test.attemptId
        ? `/quiz/${test.quizId}?attempt=${test.attemptId}`
        : `/quiz/${test.quizId}?live=${test.id}`,
    );
  const problem = problemOf(register.error);

  return (
    <Card data-testid="live-test-card" data-phase={test.phase}>
      <div className="flex flex-row flex-wrap items-start justify-between gap-2 p-5 pb-2">
        <div className="min-w-0">
          <CardTitle>{quizText.title(test)}</CardTitle>
          <p className="mt-1 text-sm text-slate-700">
            {t("cardMeta", {
              exam: examName(test.examType),
              questions: formatNumber(test.totalQuestions),
              duration: formatDuration(test.timeLimit),
            })}
          </p>
        </div>
        <Badge
          variant={test.phase === "running" ? "easy" : test.phase === "upcoming" ? "default" : "secondary"}
        >
          {t(PHASE_LABEL[test.phase])}
        </Badge>
      </div>
      <CardContent className="space-y-3">
        <p className="flex items-start gap-2 text-sm text-slate-800">
          <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" aria-hidden />
          <span>
            {t("window", { start: formatIst(test.startsAt), end: formatIst(test.endsAt) })}
            {test.phase === "upcoming" ? t("opens", { when: timeUntil(test.startsAt, serverNow) }) : null}
            {test.phase === "running" ? t("closes", { when: timeUntil(test.endsAt, serverNow) }) : null}
          </span>
        </p>
        {test.registered && test.phase !== "ended" ? (
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
            <CheckCircle2 className="h-4 w-4" aria-hidden /> {t("registered")}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Actions
            test={test}
            onRegister={() => register.mutate(test.id)}
            onStart={begin}
            busy={register.isPending}
          />
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-red-800">
            {problem}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Actions({
  test,
  onRegister,
  onStart,
  busy,
}: {
  test: LiveTest;
  onRegister: () => void;
  onStart: () => void;
  busy: boolean;
}) {
  const t = useT(liveTestsMessages);
  if (test.phase === "ended")
    return test.attemptId ? (
      <Link to={`/live-tests/${test.id}/results`} className={buttonVariants()}>
        {t("seeResults")}
      </Link>
    ) : (
      <p className="text-sm text-slate-700">{t("didNotSit")}</p>
    );
  if (!test.registered)
    return (
      <Button onClick={onRegister} disabled={busy}>
        {t("register")}
      </Button>
    );
  if (test.phase === "upcoming") return <p className="text-sm text-slate-700">{t("opensHere")}</p>;
  if (test.submitted) return <p className="text-sm text-slate-700">{t("submitted")}</p>;
  return (
    <Button onClick={onStart} disabled={busy} variant="success">
      {test.attemptId ? t("resume") : t("start")}
    </Button>
  );
}
