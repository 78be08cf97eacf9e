import { SIGNED_IN_HINT_COOKIE } from "@shared/signed-in-hint";
import { apiSendTrusted } from "./api-client";

const sent = new Map<string, Promise<unknown>>();
const keyOf = (quizId: number, attemptId: number | null) => `${quizId}:${attemptId ?? "new"}`;

/** The attempt an exam hall URL (/quiz/12, /quiz/12?attempt=34) opens, or null for another page. */
export function hallOf(location: Pick<Location, "pathname" | "search">) {
  const match = /^\/quiz\/(\d+)$/.exec(location.pathname);
  const quizId = Number(match?.[1]);
  if (!match || !Number.isInteger(quizId) || quizId <= 0) return null;
  const attemptParam = Number(new URLSearchParams(location.search).get("attempt"));
  return { quizId, attemptId: Number.isInteger(attemptParam) && attemptParam > 0 ? attemptParam : null };
}

/**
 * The exam hall's start (POST /api/quiz/{id}/start, which starts or resumes the attempt the page
 * would start anyway) sent as soon as the entry script runs, for a browser that may be signed in:
 * on a phone it comes back while the quiz page's code still loads, instead of after its first render.
 */
export function startHallEarly(location: Pick<Location, "pathname" | "search">): void {
  const hall = hallOf(location);
  const maybeSignedIn = document.cookie.split("; ").some((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
  if (!hall || !maybeSignedIn) return;
  const request = apiSendTrusted(
    "POST",
    `/api/quiz/${hall.quizId}/start`,
    hall.attemptId ? { attemptId: hall.attemptId } : {},
  );
  request.catch(() => undefined); // the page reads the outcome, failures included, when it takes it
  sent.set(keyOf(hall.quizId, hall.attemptId), request);
}

/** The early start of that attempt, once (a later start asks the server again), else undefined. */
export function takeEarlyStart<T>(quizId: number, attemptId: number | null): Promise<T> | undefined {
  const key = keyOf(quizId, attemptId);
  const request = sent.get(key);
  sent.delete(key);
  return request as Promise<T> | undefined;
}
