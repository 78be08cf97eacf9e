import type { AnswerSheet, AttemptResult, SubmitAttemptBody } from "@shared/contract/attempts";
import { useQueryClient } from "@tanstack/react-query";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { translate } from "@/i18n/i18n";
import { ApiError, apiSendTrusted, isUnauthorized } from "@/lib/api-client";
import { POST_SUBMIT_REDIRECT_MS } from "@/lib/constants";
import { useNavigate } from "@/lib/router";
import { signInAgain } from "@/lib/sign-in-again";
import { hallMessages } from "../hall/hall-messages";
import type { AttemptTiming } from "../hall/use-section-timer";
import { attemptResultQueryKey } from "./attempt-result-key";
import { guessedOf } from "./guessed-marks";
import { clearStoredStartsOf } from "./offline-sheet";
import { questionTimesOf } from "./question-times";
import { useOfflineSubmit } from "./use-offline-submit";
import { paperOpeningQueryKey, startAttemptQueryKey } from "./use-start-attempt";

const KEEP_AFTER_SUBMIT = new Set([
  "/api/auth/user",
  "/api/attempts",
  "/api/quiz",
  startAttemptQueryKey(0, null)[0],
  paperOpeningQueryKey({ quizId: 0, attemptId: null, liveTestId: null })[0],
]);

/** "queued": submitted while offline; the PWA queue sends it when the connection returns */
export type SubmitPhase = "running" | "submitting" | "submitted" | "queued";

/**
 * Submits the attempt once: on success it opens the result; with no connection it queues the
 * submission on the device; on an error answer it lets the learner try again.
 */
export function useSubmitAttempt({
  quizId,
  attemptId,
  totalQuestions,
  queued,
  timing: { offset, startedAt, endsAt },
  latest,
  finish,
}: {
  quizId: number;
  attemptId: number;
  totalQuestions: number;
  queued: boolean;
  timing: Pick<AttemptTiming, "offset" | "startedAt" | "endsAt">;
  latest: RefObject<{ answers: AnswerSheet }>;
  finish: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SubmitPhase>(queued ? "queued" : "running");
  /** server time of the submit: the clock stops there (null until submitted) */
  const [stoppedAt, setStoppedAt] = useState<number | null>(null);
  const submittedRef = useRef(queued);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  // progress, mock test status and best scores changed: refetch them when next shown. Not this
  // page's own queries: refetching the opening or the start would take the hall away from under the
  // learner (to the instructions, or a new attempt).
  const refreshAfterSubmit = useCallback(
    () =>
      void queryClient.invalidateQueries({
        predicate: (q) => !KEEP_AFTER_SUBMIT.has(String(q.queryKey[0])),
      }),
    [queryClient],
  );

  const offline = useOfflineSubmit({
    quizId,
    attemptId,
    isQueued: phase === "queued",
    onSent: () => {
      finish();
      clearStoredStartsOf(attemptId);
      refreshAfterSubmit();
      navigate(`/results/${attemptId}`, { replace: true });
    },
  });
  const queueOffline = offline.queue;

  const submit = useCallback(async () => {
    if (submittedRef.current) return;
    submittedRef.current = true;
    setPhase("submitting");
    const at = Math.min(Date.now() + offset, endsAt);
    const elapsedMs = at - startedAt;
    const body: SubmitAttemptBody = {
      attemptId,
      totalQuestions,
      timeSpent: Math.max(0, Math.round(elapsedMs / 1000)),
      answers: latest.current?.answers ?? {},
      questionTimes: questionTimesOf(attemptId),
      guessed: guessedOf(attemptId),
    };
    try {
      const result = await apiSendTrusted<AttemptResult>("POST", `/api/quiz/${quizId}/submit`, body);
      finish();
      clearStoredStartsOf(attemptId);
      setPhase("submitted");
      queryClient.setQueryData(attemptResultQueryKey(result.attemptId), result);
      refreshAfterSubmit();
      toast({
        title: translate(hallMessages, "quizSubmitted"),
        description: translate(hallMessages, "quizSubmittedText"),
        variant: "success",
      });
      redirectTimer.current = setTimeout(
        () => navigate(`/results/${result.attemptId}`, { replace: true }),
        POST_SUBMIT_REDIRECT_MS,
      );
    } catch (error) {
      // no answer at all (offline, connection dropped): queue it on the device
      if (!(error instanceof ApiError) && (await queueOffline(body))) {
        setStoppedAt(at);
        setPhase("queued");
        return;
      }
      submittedRef.current = false;
      setPhase("running");
      if (isUnauthorized(error)) {
        signInAgain();
        return;
      }
      toast({
        title: translate(hallMessages, "submissionFailed"),
        description: translate(hallMessages, "submissionFailedText"),
        variant: "destructive",
      });
    }
  }, [
    offset,
    endsAt,
    startedAt,
    quizId,
    attemptId,
    totalQuestions,
    latest,
    finish,
    queryClient,
    navigate,
    refreshAfterSubmit,
    queueOffline,
  ]);

  return { phase, submit, stoppedAt };
}

/** Submits by itself when the time runs out (once; after a failure the learner submits by hand). */
export function useAutoSubmit(isTimeUp: boolean, phase: SubmitPhase, submit: () => Promise<void>) {
  const tried = useRef(false);
  useEffect(() => {
    if (!isTimeUp || phase !== "running" || tried.current) return;
    tried.current = true;
    void submit();
  }, [isTimeUp, phase, submit]);
}
