import { SIGNED_IN_HINT_COOKIE } from "@shared/signed-in-hint";
import { apiGetTrusted } from "./api-client";

const sent = new Map<string, Promise<unknown>>();

export type Hall = { quizId: number; attemptId: number | null; liveTestId: number | null };

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The paper an exam hall URL opens (/quiz/12; /quiz/12?attempt=34 resumes that attempt;
 * /quiz/12?live=5 opens it for that live test), or null for another page.
 */
export function hallOf(location: Pick<Location, "pathname" | "search">): Hall | null {
  const match = /^\/quiz\/(\d+)$/.exec(location.pathname);
  const quizId = positiveId(match?.[1] ?? null);
  if (!match || quizId === null) return null;
  const search = new URLSearchParams(location.search);
  return { quizId, attemptId: positiveId(search.get("attempt")), liveTestId: positiveId(search.get("live")) };
}

/** GET /api/quiz/{id}/opening for that page: the paper's cover and the attempt in progress. */
export function openingUrl({ quizId, attemptId, liveTestId }: Hall): string {
  const query = new URLSearchParams();
  if (attemptId) query.set("attemptId", String(attemptId));
  if (liveTestId) query.set("liveTestId", String(liveTestId));
  const search = query.toString();
  return `/api/quiz/${quizId}/opening${search ? `?${search}` : ""}`;
}

/**
 * The exam hall's opening (GET /api/quiz/{id}/opening, which only reads: it never starts an
 * attempt, so an attempt in progress is resumed and nothing else happens) sent as soon as the entry
 * script runs, for a browser that may be signed in: on a phone it comes back while the quiz page's
 * code still loads, instead of after its first render.
 */
export function openHallEarly(location: Pick<Location, "pathname" | "search">): void {
  const hall = hallOf(location);
  const maybeSignedIn = document.cookie.split("; ").some((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
  if (!hall || !maybeSignedIn) return;
  const url = openingUrl(hall);
  const request = apiGetTrusted(url);
  request.catch(() => undefined); // the page reads the outcome, failures included, when it takes it
  sent.set(url, request);
}

/** The early opening of that page, once (a later opening asks the server again), else undefined. */
export function takeEarlyOpening<T>(hall: Hall): Promise<T> | undefined {
  const url = openingUrl(hall);
  const request = sent.get(url);
  sent.delete(url);
  return request as Promise<T> | undefined;
}
