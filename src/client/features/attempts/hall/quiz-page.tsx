import type { PaperCover } from "@shared/contract/quizzes";
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from "react";
import { PageLoading } from "@/components/layout/page-state";
import { buttonVariants } from "@/components/ui/button";
import { useAuth } from "@/hooks/use-auth";
import { useT } from "@/i18n/use-t";
import { ApiError, isUnauthorized } from "@/lib/api-client";
import { hallOf } from "@/lib/early-start";
import { useParams, useSearchParams } from "@/lib/router";
import { signInAgain } from "@/lib/sign-in-again";
import { usePaperOpening, useStartAttempt } from "../answer-sheet/use-start-attempt";
import { hallMessages } from "./hall-messages";
import { QuizMessage } from "./quiz-message";
import { QuizRunner } from "./quiz-runner";
import { useQuiz } from "./use-quiz";

// a paper the plan does not unlock is rare: its screen loads when it is needed
const PremiumRequired = lazy(() => import("./premium-required"));
// each interface's instructions, shown before the clock starts; a practice quiz has none
const PaperCoverPage = lazy(() => import("./paper-cover").then((m) => ({ default: m.PaperCoverPage })));

/** A paper opens on its interface's instructions; a practice or daily quiz starts at once. */
const opensOnCover = (cover: PaperCover) =>
  (cover.kind === "mock" || cover.kind === "past_paper") && cover.interface !== "plain";

/**
 * /quiz/{id}; /quiz/{id}?attempt={attemptId} to resume a retake of wrong answers (or a live
 * attempt); /quiz/{id}?live={liveTestId} to sit it as that live test. Opening the page starts
 * nothing: an attempt in progress resumes straight into the hall, else the paper's instructions
 * show and the attempt, its clock and its deadline start when the candidate presses Start.
 */
export default function QuizPage() {
  const t = useT(hallMessages);
  const params = useParams();
  const [search] = useSearchParams();
  const query = search.toString();
  const found = useMemo(() => hallOf({ pathname: `/quiz/${params.id}`, search: query }), [params.id, query]);
  const hall = found ?? { quizId: 0, attemptId: null, liveTestId: null };
  const isValidId = found !== null;

  const auth = useAuth();
  const isSignedOut = !auth.isLoading && !auth.isAuthenticated;
  useEffect(() => {
    if (isSignedOut) signInAgain();
  }, [isSignedOut]);

  const opening = usePaperOpening(hall, auth.isAuthenticated && isValidId);
  const inProgress = opening.data?.inProgress ?? null;
  const cover = opening.data?.cover ?? null;
  const [isStartPressed, setStartPressed] = useState(false);
  const startsAtOnce = cover !== null && !opensOnCover(cover);
  const start = useStartAttempt(hall, opening.isSuccess && !inProgress && (startsAtOnce || isStartPressed));
  const running = inProgress ?? start.data ?? null;
  // the Start button sits at the foot of the instructions: the hall opens at its top
  useEffect(() => {
    if (start.data) window.scrollTo({ top: 0, behavior: "instant" });
  }, [start.data]);
  // a live paper's questions are the candidates' only once their attempt exists
  const quiz = useQuiz(hall.quizId, auth.isAuthenticated && isValidId && (!hall.liveTestId || !!running));
  // the hall's first render (the whole paper's screen) runs as a transition, in slices between
  // frames, instead of one long task a phone's first tap would wait behind
  const started = useDeferredValue(running);
  const isUnauthorizedError =
    isUnauthorized(quiz.error) || isUnauthorized(opening.error) || isUnauthorized(start.error);
  useEffect(() => {
    if (isUnauthorizedError) signInAgain();
  }, [isUnauthorizedError]);

  if (auth.isLoading || isSignedOut || isUnauthorizedError) return <PageLoading label={t("loadingQuiz")} />;
  if (!isValidId || quiz.isError) return <QuizNotFound />;
  const failed = opening.isError ? opening : start.isError ? start : null;
  if (failed) {
    const error = failed.error;
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
        <button type="button" className={buttonVariants()} onClick={() => void failed.refetch()}>
          {t("tryAgain")}
        </button>
      </QuizMessage>
    );
  }
  if (opening.isLoading || !opening.data) return <PageLoading label={t("loadingQuiz")} />;
  if (!running && cover && opensOnCover(cover))
    return (
      <Suspense fallback={<PageLoading label={t("loadingQuiz")} />}>
        <PaperCoverPage cover={cover} isStarting={isStartPressed} onStart={() => setStartPressed(true)} />
      </Suspense>
    );
  if (quiz.isLoading || !quiz.data) return <PageLoading label={t("loadingQuiz")} />;
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
