import { lazy, Suspense, useDeferredValue, useEffect } from "react";
import { PageLoading } from "@/components/layout/page-state";
import { buttonVariants } from "@/components/ui/button";
import { useAuth } from "@/hooks/use-auth";
import { useT } from "@/i18n/use-t";
import { ApiError, isUnauthorized } from "@/lib/api-client";
import { useParams, useSearchParams } from "@/lib/router";
import { signInAgain } from "@/lib/sign-in-again";
import { hallMessages } from "./hall-messages";
import { QuizMessage } from "./quiz-message";
import { QuizRunner } from "./quiz-runner";
import { useQuiz } from "./use-quiz";
import { useStartAttempt } from "./use-start-attempt";

// a paper the plan does not unlock is rare: its screen loads when it is needed
const PremiumRequired = lazy(() => import("./premium-required"));

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
      return (
        <Suspense fallback={<PageLoading label={t("loadingQuiz")} />}>
          <PremiumRequired message={error.serverMessage} />
        </Suspense>
      );
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

function QuizNotFound() {
  const t = useT(hallMessages);
  return <QuizMessage title={t("quizNotFound")} text={t("quizNotFoundText")} />;
}
