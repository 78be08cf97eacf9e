import type { SubmitAttemptBody } from "@shared/contract/attempts";
import { createStore, del, entries, get, set } from "idb-keyval";

/**
 * Quiz submissions made offline, kept on the device (IndexedDB through idb-keyval) until they can
 * be sent. The server's submit is idempotent, so sending one again after a lost response records
 * it once. (The unsent answers of a running attempt are the attempt draft, in localStorage.)
 */

/** The little key-value interface the queue needs; IndexedDB in the app, a Map in tests. */
export type KeyValueStore = {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  entries(): Promise<Array<[string, unknown]>>;
};

export type QueuedSubmission = {
  quizId: number;
  attemptId: number;
  body: SubmitAttemptBody;
  /** ISO time it was queued (first in, first sent) */
  queuedAt: string;
  /** how many sends failed and were kept for later */
  failedTries: number;
};

/** What became of one send: recorded, try again later, or refused for good. */
export type SendOutcome = "sent" | "retry" | "drop";
export type SendSubmission = (submission: QueuedSubmission) => Promise<SendOutcome>;
export type FlushSummary = {
  sent: QueuedSubmission[];
  kept: QueuedSubmission[];
  dropped: QueuedSubmission[];
};

const SUBMISSION_PREFIX = "submission:";

/**
 * A stored submission checked against the contract (an older app version may have written it);
 * the schema loads when the queue is first read, so the exam hall's first load carries no zod.
 */
async function readQueued(value: unknown): Promise<QueuedSubmission | null> {
  const { queuedSubmissionSchema } = await import("./queued-submission-schema");
  const parsed = queuedSubmissionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The offline store over any key-value store. `now` is injectable for tests. Everything read back
 * is checked, so data written by an older version of the app is ignored rather than trusted.
 */
export function createOfflineStore(store: KeyValueStore, now: () => Date = () => new Date()) {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  let flushing: Promise<FlushSummary> | null = null;
  let flushAgain = false;

  /** Queues (or replaces) the submission of an attempt; one per attempt. */
  async function queueSubmission(input: {
    quizId: number;
    attemptId: number;
    body: SubmitAttemptBody;
  }): Promise<QueuedSubmission> {
    const queued: QueuedSubmission = {
      quizId: input.quizId,
      attemptId: input.attemptId,
      body: input.body,
      queuedAt: now().toISOString(),
      failedTries: 0,
    };
    await store.set(SUBMISSION_PREFIX + input.attemptId, queued);
    notify();
    return queued;
  }

  /** Queued submissions, oldest first. */
  async function pendingSubmissions(): Promise<QueuedSubmission[]> {
    const all = await store.entries();
    const pending: QueuedSubmission[] = [];
    for (const [key, value] of all) {
      if (!key.startsWith(SUBMISSION_PREFIX)) continue;
      const queued = await readQueued(value);
      if (queued) pending.push(queued);
    }
    return pending.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt) || a.attemptId - b.attemptId);
  }

  /** Removes a submission only if it is still the one that was sent (not re-queued meanwhile). */
  async function removeIfUnchanged(submission: QueuedSubmission): Promise<void> {
    const key = SUBMISSION_PREFIX + submission.attemptId;
    const current = await readQueued(await store.get(key));
    if (current && current.queuedAt === submission.queuedAt) await store.del(key);
  }

  async function runFlush(send: SendSubmission): Promise<FlushSummary> {
    const summary: FlushSummary = { sent: [], kept: [], dropped: [] };
    const tried = new Set<number>();
    try {
      do {
        flushAgain = false;
        for (const submission of await pendingSubmissions()) {
          if (tried.has(submission.attemptId)) continue;
          tried.add(submission.attemptId);
          const outcome = await sendOnce(send, submission);
          if (outcome === "retry") {
            summary.kept.push(await keepForLater(submission));
            continue;
          }
          await removeIfUnchanged(submission);
          if (outcome === "sent") summary.sent.push(submission);
          else summary.dropped.push(submission);
        }
        // a flush asked for while this one ran: pick up what was queued since (each sent once)
      } while (flushAgain);
    } finally {
      // in the same synchronous step as the loop's last check, so no request falls in between
      flushing = null;
    }
    if (summary.sent.length > 0 || summary.dropped.length > 0) notify();
    return summary;
  }

  async function sendOnce(send: SendSubmission, submission: QueuedSubmission): Promise<SendOutcome> {
    try {
      return await send(submission);
    } catch {
      // a send that throws is a network failure: keep it for the next try
      return "retry";
    }
  }

  async function keepForLater(submission: QueuedSubmission): Promise<QueuedSubmission> {
    const kept = { ...submission, failedTries: submission.failedTries + 1 };
    const key = SUBMISSION_PREFIX + submission.attemptId;
    const current = await readQueued(await store.get(key));
    if (current && current.queuedAt === submission.queuedAt) await store.set(key, kept);
    return kept;
  }

  /**
   * Sends each queued submission once, oldest first: "sent" removes it,
   * "retry" (or a throw) keeps it for later, "drop" removes it. Flushes never overlap: a call
   * made while one runs joins it, and what was queued meanwhile is sent before it finishes.
   */
  function flushSubmissions(send: SendSubmission): Promise<FlushSummary> {
    if (flushing) {
      flushAgain = true;
      return flushing;
    }
    flushing = runFlush(send);
    return flushing;
  }

  /** Calls `listener` when a submission is queued, sent or dropped; answers the unsubscribe. */
  function onSubmissionsChanged(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  return {
    queueSubmission,
    pendingSubmissions,
    flushSubmissions,
    onSubmissionsChanged,
  };
}

/**
 * How a submit response is handled: 2xx sent; 408, 429 and 5xx are worth retrying; 401 too, so
 * a learner whose session ran out while offline loses nothing and it goes once they sign in again
 * (someone else's attempt answers 404, which drops it); any other 4xx (time over, not found,
 * invalid) is refused for good.
 */
export function outcomeForStatus(status: number): SendOutcome {
  if (status >= 200 && status < 300) return "sent";
  if (status === 401 || status === 408 || status === 429) return "retry";
  if (status >= 400 && status < 500) return "drop";
  return "retry";
}

/** Sends a queued submission to POST /api/quiz/{id}/submit; a network failure is a retry. */
export async function postSubmission(
  submission: QueuedSubmission,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await fetchImpl(`/api/quiz/${submission.quizId}/submit`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(submission.body),
      credentials: "include",
    });
  } catch {
    return "retry";
  }
  return outcomeForStatus(res.status);
}

/** The browser's IndexedDB through idb-keyval, opened on first use (not at import). */
export function idbKeyValueStore(dbName = "abhyas-offline", storeName = "keyval"): KeyValueStore {
  let custom: ReturnType<typeof createStore> | undefined;
  const db = () => {
    custom ??= createStore(dbName, storeName);
    return custom;
  };
  return {
    get: (key) => get(key, db()),
    set: (key, value) => set(key, value, db()),
    del: (key) => del(key, db()),
    entries: async () => (await entries<IDBValidKey, unknown>(db())).map(([k, v]) => [String(k), v]),
  };
}

/** A Map behind the same interface, for tests and for browsers without IndexedDB. */
export function memoryKeyValueStore(): KeyValueStore {
  const map = new Map<string, unknown>();
  // values are copied in and out, as IndexedDB's structured clone does
  function copy<T>(value: T): T {
    return value === undefined ? value : structuredClone(value);
  }
  return {
    get: async (key) => copy(map.get(key)),
    set: async (key, value) => {
      map.set(key, copy(value));
    },
    del: async (key) => {
      map.delete(key);
    },
    entries: async () => [...map.entries()].map(([k, v]) => [k, copy(v)]),
  };
}

const offline = createOfflineStore(
  typeof indexedDB === "undefined" ? memoryKeyValueStore() : idbKeyValueStore(),
);

export const { queueSubmission, pendingSubmissions, flushSubmissions, onSubmissionsChanged } = offline;

let syncStarted = false;

/**
 * Sends queued submissions now (app start) and whenever the connection comes back. Started once;
 * answers a stop function (for tests).
 */
export function startSubmissionSync(send: SendSubmission = (s) => postSubmission(s)): () => void {
  if (syncStarted || typeof window === "undefined") return () => {};
  syncStarted = true;
  const flush = () => {
    flushSubmissions(send).catch(() => {
      // IndexedDB unavailable (blocked storage): nothing can have been queued, nothing to send
    });
  };
  window.addEventListener("online", flush);
  if (navigator.onLine) flush();
  return () => {
    window.removeEventListener("online", flush);
    syncStarted = false;
  };
}
