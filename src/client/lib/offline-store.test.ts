import type { SubmitAttemptBody } from "@shared/contract/attempts";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createOfflineStore,
  type KeyValueStore,
  memoryKeyValueStore,
  outcomeForStatus,
  pendingSubmissions,
  postSubmission,
  type QueuedSubmission,
  queueSubmission,
  type SendOutcome,
  startSubmissionSync,
} from "./offline-store";

function setup() {
  const kv = memoryKeyValueStore();
  let time = Date.parse("2026-03-01T10:00:00Z");
  const now = () => {
    time += 1000;
    return new Date(time);
  };
  return { kv, offline: createOfflineStore(kv, now) };
}

const body = (attemptId: number, answers: Record<string, number> = { "11": 2 }): SubmitAttemptBody => ({
  attemptId,
  timeSpent: 120,
  answers,
});

/** A sender that answers the scripted outcome per attempt and records every call. */
function scriptedSender(script: Record<number, SendOutcome | "throw">) {
  const calls: number[] = [];
  const send = async (s: QueuedSubmission): Promise<SendOutcome> => {
    calls.push(s.attemptId);
    const outcome = script[s.attemptId] ?? "sent";
    if (outcome === "throw") throw new TypeError("Failed to fetch");
    return outcome;
  };
  return { send, calls };
}

describe("submission queue", () => {
  it("keeps one queued submission per attempt, oldest first", async () => {
    const { offline } = setup();
    await offline.queueSubmission({ quizId: 1, attemptId: 10, body: body(10) });
    await offline.queueSubmission({ quizId: 2, attemptId: 20, body: body(20) });
    await offline.queueSubmission({ quizId: 1, attemptId: 10, body: body(10, { "11": 1 }) });
    const pending = await offline.pendingSubmissions();
    expect(pending.map((s) => s.attemptId)).toEqual([20, 10]);
    expect(pending[1]?.body.answers).toEqual({ "11": 1 });
    expect(pending.every((s) => s.failedTries === 0)).toBe(true);
  });

  it("sends each queued submission once and removes the sent ones", async () => {
    const { offline } = setup();
    await offline.queueSubmission({ quizId: 1, attemptId: 10, body: body(10) });
    await offline.queueSubmission({ quizId: 2, attemptId: 20, body: body(20) });
    const { send, calls } = scriptedSender({});
    const summary = await offline.flushSubmissions(send);
    expect(calls).toEqual([10, 20]);
    expect(summary.sent.map((s) => s.attemptId)).toEqual([10, 20]);
    await expect(offline.pendingSubmissions()).resolves.toEqual([]);
    // nothing left: a second flush sends nothing
    await offline.flushSubmissions(send);
    expect(calls).toEqual([10, 20]);
  });

  it("keeps a submission whose send failed (retry or a thrown network error) and sends it next time", async () => {
    const { offline } = setup();
    await offline.queueSubmission({ quizId: 1, attemptId: 10, body: body(10) });
    await offline.queueSubmission({ quizId: 2, attemptId: 20, body: body(20) });
    const offlineNow = scriptedSender({ 10: "throw", 20: "retry" });
    const first = await offline.flushSubmissions(offlineNow.send);
    expect(offlineNow.calls).toEqual([10, 20]);
    expect(first.kept.map((s) => [s.attemptId, s.failedTries])).toEqual([
      [10, 1],
      [20, 1],
    ]);
    expect((await offline.pendingSubmissions()).map((s) => [s.attemptId, s.failedTries])).toEqual([
      [10, 1],
      [20, 1],
    ]);

    const online = scriptedSender({});
    const second = await offline.flushSubmissions(online.send);
    expect(online.calls).toEqual([10, 20]);
    expect(second.sent.map((s) => s.attemptId)).toEqual([10, 20]);
    await expect(offline.pendingSubmissions()).resolves.toEqual([]);
  });

  it("drops a submission the server refused for good", async () => {
    const { offline } = setup();
    await offline.queueSubmission({ quizId: 1, attemptId: 10, body: body(10) });
    const { send } = scriptedSender({ 10: "drop" });
    const summary = await offline.flushSubmissions(send);
    expect(summary.dropped.map((s) => s.attemptId)).toEqual([10]);
    await expect(offline.pendingSubmissions()).resolves.toEqual([]);
  });

  it("never runs two flushes at once: a second call joins the first and nothing is sent twice", async () => {
    const { offline } = setup();
    await offline.queueSubmission({ quizId: 1, attemptId: 10, body: body(10) });
    const calls: number[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const slowSend = async (s: QueuedSubmission): Promise<SendOutcome> => {
      calls.push(s.attemptId);
      await gate;
      return "sent";
    };
    const first = offline.flushSubmissions(slowSend);
    // the connection "comes back" twice while the first send is still on the wire, and the
    // learner submits another quiz meanwhile
    await new Promise((r) => setTimeout(r, 0));
    await offline.queueSubmission({ quizId: 2, attemptId: 20, body: body(20) });
    const second = offline.flushSubmissions(slowSend);
    const third = offline.flushSubmissions(slowSend);
    release();
    const [a, b, c] = await Promise.all([first, second, third]);
    expect(calls).toEqual([10, 20]);
    expect(a.sent.map((s) => s.attemptId)).toEqual([10, 20]);
    expect(b).toBe(a);
    expect(c).toBe(a);
    await expect(offline.pendingSubmissions()).resolves.toEqual([]);
  });

  it("does not remove a submission re-queued while its older version was being sent", async () => {
    const { offline } = setup();
    await offline.queueSubmission({ quizId: 1, attemptId: 10, body: body(10) });
    const send = async (): Promise<SendOutcome> => {
      await offline.queueSubmission({ quizId: 1, attemptId: 10, body: body(10, { "11": 3 }) });
      return "sent";
    };
    await offline.flushSubmissions(send);
    const pending = await offline.pendingSubmissions();
    expect(pending.map((s) => s.body.answers)).toEqual([{ "11": 3 }]);
  });

  it("notifies listeners when a submission is queued and when the queue drains", async () => {
    const { offline } = setup();
    let changes = 0;
    const stop = offline.onSubmissionsChanged(() => {
      changes += 1;
    });
    await offline.queueSubmission({ quizId: 1, attemptId: 10, body: body(10) });
    expect(changes).toBe(1);
    await offline.flushSubmissions(scriptedSender({ 10: "retry" }).send);
    expect(changes).toBe(1);
    await offline.flushSubmissions(scriptedSender({}).send);
    expect(changes).toBe(2);
    stop();
    await offline.queueSubmission({ quizId: 1, attemptId: 11, body: body(11) });
    expect(changes).toBe(2);
  });

  it("survives a store that fails to read: the flush rejects and the next one works", async () => {
    const kv = memoryKeyValueStore();
    let broken = true;
    const flaky: KeyValueStore = {
      ...kv,
      entries: async () => {
        if (broken) throw new Error("IndexedDB unavailable");
        return kv.entries();
      },
    };
    const offline = createOfflineStore(flaky);
    await offline.queueSubmission({ quizId: 1, attemptId: 10, body: body(10) });
    const { send, calls } = scriptedSender({});
    await expect(offline.flushSubmissions(send)).rejects.toThrow("IndexedDB unavailable");
    broken = false;
    await offline.flushSubmissions(send);
    expect(calls).toEqual([10]);
  });
});

describe("sending a queued submission", () => {
  it("classifies submit responses", () => {
    expect(outcomeForStatus(200)).toBe("sent");
    expect(outcomeForStatus(201)).toBe("sent");
    for (const status of [400, 403, 404, 409, 422]) expect(outcomeForStatus(status)).toBe("drop");
    for (const status of [401, 408, 429, 500, 502, 503]) expect(outcomeForStatus(status)).toBe("retry");
  });

  it("posts the body to the quiz's submit endpoint, and a network failure is a retry", async () => {
    const queued: QueuedSubmission = {
      quizId: 4,
      attemptId: 10,
      body: body(10),
      queuedAt: "2026-03-01T10:00:00.000Z",
      failedTries: 0,
    };
    const requests: Array<{ url: string; method?: string; body?: unknown }> = [];
    const answering =
      (status: number): typeof fetch =>
      async (input, init) => {
        requests.push({ url: String(input), method: init?.method, body: JSON.parse(String(init?.body)) });
        return new Response("{}", { status });
      };
    await expect(postSubmission(queued, answering(200))).resolves.toBe("sent");
    expect(requests).toEqual([{ url: "/api/quiz/4/submit", method: "POST", body: body(10) }]);
    await expect(postSubmission(queued, answering(404))).resolves.toBe("drop");
    const unreachable: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(postSubmission(queued, unreachable)).resolves.toBe("retry");
  });
});

describe("startSubmissionSync", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Resolves once the sync's flush has had time to run (it is not awaited by the event). */
  const drain = () => new Promise((r) => setTimeout(r, 10));

  it("sends at start when online, and again each time the connection comes back", async () => {
    const fakeWindow = new EventTarget();
    const fakeNavigator = { onLine: false };
    vi.stubGlobal("window", fakeWindow);
    vi.stubGlobal("navigator", fakeNavigator);
    const calls: number[] = [];
    let outcome: SendOutcome = "retry";
    const send = async (s: QueuedSubmission) => {
      calls.push(s.attemptId);
      return outcome;
    };

    await queueSubmission({ quizId: 1, attemptId: 10, body: body(10) });
    const stop = startSubmissionSync(send);
    // started offline: nothing is tried until the connection returns
    await drain();
    expect(calls).toEqual([]);
    // a second start is ignored (one listener, one send per event)
    startSubmissionSync(send)();

    fakeNavigator.onLine = true;
    fakeWindow.dispatchEvent(new Event("online"));
    await drain();
    expect(calls).toEqual([10]);
    expect((await pendingSubmissions()).map((p) => p.attemptId)).toEqual([10]);

    outcome = "sent";
    fakeWindow.dispatchEvent(new Event("online"));
    await drain();
    expect(calls).toEqual([10, 10]);
    await expect(pendingSubmissions()).resolves.toEqual([]);
    stop();

    // after stop, a new start while online flushes at once
    await queueSubmission({ quizId: 2, attemptId: 20, body: body(20) });
    const stopAgain = startSubmissionSync(send);
    await drain();
    expect(calls).toEqual([10, 10, 20]);
    stopAgain();
    fakeWindow.dispatchEvent(new Event("online"));
    await drain();
    expect(calls).toEqual([10, 10, 20]);
  });
});
