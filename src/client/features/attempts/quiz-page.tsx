import { Crown } from "lucide-react";
import { type ReactNode, useDeferredValue, useEffect } from "react";
import { PageLoading } from "@/components/layout/page-state";
import { buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/hooks/use-auth";
import { translate } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { ApiError, isUnauthorized } from "@/lib/api-client";
import { Link, useParams, useSearchParams } from "@/lib/router";
import { signInAgain } from "@/lib/sign-in-again";
import { hallMessages } from "./hall-messages";
import { QuizRunner } from "./quiz-runner";
import { useQuiz } from "./use-quiz";
import { useStartAttempt } from "./use-start-attempt";

/** /quiz/{id}, and /quiz/{id}?attempt={attemptId} to resume a retake of wrong answers. */
export default function QuizPage() {
  const t = useT(hallMessages);
  const params = useParams();
  const [search] = useSearchParams();
  const quizId = Number(params.id);
  const attemptParam = Number(search.get("attempt"));
  const attemptId = Number.isInteger(attemptParam) && attemptParam > 0 ? attemptParam : null;
  const isValidId = Number.isInteger(quizId) && quizId > 0;

  const auth = useAuth();
  const isSignedOut = !auth.isLoading && !auth.isAuthenticated;
  useEffect(() => {
    if (isSignedOut) signInAgain();
  }, [isSignedOut]);

  const quiz = useQuiz(quizId, auth.isAuthenticated && isValidId);
  const start = useStartAttempt(quizId, attemptId, auth.isAuthenticated && quiz.isSuccess);
  // the hall's first render (the whole paper's screen) runs as a transition, in slices between
  // frames, instead of one long task a phone's first tap would wait behind
  const started = useDeferredValue(start.data);
  const isUnauthorizedError = isUnauthorized(quiz.error) || isUnauthorized(start.error);
  useEffect(() => {
    if (isUnauthorizedError) signInAgain();
  }, [isUnauthorizedError]);

  if (auth.isLoading || isSignedOut || isUnauthorizedError) return <PageLoading label={t("loadingQuiz")} />;
  if (!isValidId || quiz.isError) return <QuizNotFound />;
  if (quiz.isLoading || !quiz.data) return <PageLoading label={t("loadingQuiz")} />;
  if (start.isError) {
    const error = start.error;
    if (error instanceof ApiError && error.status === 404) return <QuizNotFound />;
    if (error instanceof ApiError && error.status === 403)
      return <PremiumRequired message={error.serverMessage} />;
    return (
      <QuizMessage
        title={t("couldNotStart")}
        text={error instanceof ApiError ? error.serverMessage : t("checkConnection")}
      >
        <button type="button" className={buttonVariants()} onClick={() => void start.refetch()}>
          {t("tryAgain")}
        </button>
      </QuizMessage>
    );
  }
  if (start.isLoading || !started) return <PageLoading label={t("startingAttempt")} />;
  return (
    <QuizRunner
      key={started.sheet.attemptId}
      quiz={quiz.data}
      sheet={started.sheet}
      receivedAt={started.receivedAt}
      fromDevice={started.fromDevice}
      queued={started.queued}
      queuedTimeSpent={started.queuedTimeSpent}
    />
  );
}

function QuizMessage({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const t = useT(hallMessages);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-700">{text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          {children}
          <Link to="/" className={buttonVariants({ variant: "outline" })}>
            {t("backToDashboard")}
          </Link>
        </div>
      </div>
    </main>
  );
}

function QuizNotFound() {
  const t = useT(hallMessages);
  return <QuizMessage title={t("quizNotFound")} text={t("quizNotFoundText")} />;
}

function PremiumRequired({ message }: { message: string }) {
  const t = useT(hallMessages);
  // the server's refusal names the plans; like every refusal it also shows as a toast
  useEffect(
    () =>
      void toast({
        title: translate(hallMessages, "upgradeNeeded"),
        description: message,
        variant: "destructive",
      }),
    [message],
  );
  return (
    <QuizMessage title={t("premiumTest")} text={t("premiumText", { message })}>
      <Link to="/billing#plans" className={buttonVariants()}>
        <Crown className="h-4 w-4" aria-hidden />
        {t("seePlans")}
      </Link>
    </QuizMessage>
  );
}
