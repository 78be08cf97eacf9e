import type { QuestionTimes } from "@shared/contract/attempts";
import { type DeviceQuestionTimes, readQuestionTimes } from "./attempt-draft";

const MAX_SECONDS = 10 * 24 * 3600;

/**
 * What to resume counting from: per question, the larger of the server's saved figures and the
 * device's (the device may hold time not yet sent; the server, time counted on another device).
 */
export function mergeQuestionTimes(
  server: QuestionTimes | undefined,
  device: DeviceQuestionTimes | null,
): DeviceQuestionTimes {
  const merged: DeviceQuestionTimes = {};
  for (const [id, time] of Object.entries(server ?? {}))
    merged[id] = { ms: time.seconds * 1000, visits: time.visits };
  for (const [id, time] of Object.entries(device ?? {})) {
    const known = merged[id];
    merged[id] = known
      ? { ms: Math.max(known.ms, time.ms), visits: Math.max(known.visits, time.visits) }
      : { ms: time.ms, visits: time.visits };
  }
  return merged;
}

/** Whole seconds per question, as a save or submit carries them. */
export function toQuestionTimes(device: DeviceQuestionTimes): QuestionTimes {
  const times: QuestionTimes = {};
  for (const [id, time] of Object.entries(device)) {
    times[id] = {
      seconds: Math.min(MAX_SECONDS, Math.max(0, Math.round(time.ms / 1000))),
      visits: Math.max(0, Math.round(time.visits)),
    };
  }
  return times;
}

const liveReaders = new Map<number, () => QuestionTimes>();

/** While an attempt runs, its counter answers the times up to this instant (use-question-times.ts). */
export function registerQuestionTimes(attemptId: number, read: () => QuestionTimes): () => void {
  liveReaders.set(attemptId, read);
  return () => {
    if (liveReaders.get(attemptId) === read) liveReaders.delete(attemptId);
  };
}

/** The attempt's times to send: the running counter's, else the device's copy; undefined when none. */
export function questionTimesOf(attemptId: number): QuestionTimes | undefined {
  const live = liveReaders.get(attemptId);
  const times = live ? live() : toQuestionTimes(readQuestionTimes(attemptId) ?? {});
  return Object.keys(times).length > 0 ? times : undefined;
}

/**
 * Counts time and visits per question: `open` makes a question the current one (a visit) or none,
 * `setVisible` pauses and resumes the count with the page's visibility, `snapshot` answers the
 * counts up to now. `now` is a monotonic clock in ms.
 */
export function createQuestionTimeCounter(initial: DeviceQuestionTimes, now: () => number, visible: boolean) {
  const times: DeviceQuestionTimes = { ...initial };
  let current: string | null = null;
  let isVisible = visible;
  let since: number | null = null;

  const accrue = () => {
    if (current === null || since === null) return;
    const at = now();
    const time = times[current] ?? { ms: 0, visits: 0 };
    times[current] = { ...time, ms: time.ms + Math.max(0, at - since) };
    since = at;
  };
  const restart = () => {
    since = current !== null && isVisible ? now() : null;
  };

  return {
    open(questionId: number | null) {
      accrue();
      current = questionId === null ? null : String(questionId);
      if (current !== null) {
        const time = times[current] ?? { ms: 0, visits: 0 };
        times[current] = { ...time, visits: time.visits + 1 };
      }
      restart();
    },
    setVisible(value: boolean) {
      accrue();
      isVisible = value;
      restart();
    },
    get isCounting() {
      return current !== null;
    },
    snapshot(): DeviceQuestionTimes {
      accrue();
      return { ...times };
    },
  };
}
