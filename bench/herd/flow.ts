import type { HttpClient, Reply } from "./http-client";

export type AnswerSheet = Record<string, number>;
export type QuestionTimes = Record<string, { seconds: number; visits: number }>;
export type StartedAttempt = { attemptId: number; deadlineMs: number };

/**
 * The calls a learner makes through a timed paper: the mock-test attempt API (mockTestFlow), or a
 * live test's start and then the same attempt API (liveTestFlow).
 */
export type HerdFlow = {
  name: string;
  start(client: HttpClient, cookie: string): Promise<{ reply: Reply; attempt?: StartedAttempt }>;
  save(
    client: HttpClient,
    cookie: string,
    attemptId: number,
    answers: AnswerSheet,
    questionTimes: QuestionTimes,
  ): Promise<Reply>;
  submit(
    client: HttpClient,
    cookie: string,
    attemptId: number,
    answers: AnswerSheet,
    questionTimes: QuestionTimes,
  ): Promise<Reply>;
};

/** POST /api/quiz/{id}/start, PUT /api/attempts/{id}/answers, POST /api/quiz/{id}/submit. */
export function mockTestFlow(quizId: number): HerdFlow {
  return {
    name: "mock-test attempt API",
    async start(client, cookie) {
      const reply = await client.request("POST", `/api/quiz/${quizId}/start`, cookie, {});
      if (reply.status !== 200) return { reply };
      const sheet = JSON.parse(reply.body) as { attemptId: number; deadline: string };
      return { reply, attempt: { attemptId: sheet.attemptId, deadlineMs: Date.parse(sheet.deadline) } };
    },
    save: (client, cookie, attemptId, answers, questionTimes) =>
      client.request("PUT", `/api/attempts/${attemptId}/answers`, cookie, { answers, questionTimes }),
    submit: (client, cookie, attemptId, answers, questionTimes) =>
      client.request("POST", `/api/quiz/${quizId}/submit`, cookie, {
        attemptId,
        answers,
        questionTimes,
        timeSpent: 0,
      }),
  };
}

/**
 * POST /api/live-tests/{id}/start, then the attempt API as above: a live submit is sealed for the
 * scoring queue (decision 0056). The start answers no deadline; it is the window's end, as the
 * paper's own limit is set longer than the window.
 */
export function liveTestFlow(liveTestId: number, quizId: number, endsAtMs: number): HerdFlow {
  const attemptApi = mockTestFlow(quizId);
  return {
    name: "live-test API",
    async start(client, cookie) {
      const reply = await client.request("POST", `/api/live-tests/${liveTestId}/start`, cookie, {});
      if (reply.status !== 200) return { reply };
      const { attemptId } = JSON.parse(reply.body) as { attemptId: number };
      return { reply, attempt: { attemptId, deadlineMs: endsAtMs } };
    },
    save: attemptApi.save,
    submit: attemptApi.submit,
  };
}
