import type { AnswerSheet } from "@shared/contract/attempts";

export type SaveStatus = "saved" | "saving" | "pending" | "offline";

/** What one attempt's hall shows from its answer sheet; the views read it through selectors. */
export type AttemptState = {
  answers: AnswerSheet;
  marked: number[];
  visited: number[];
  status: SaveStatus;
};

export type AttemptStore = {
  get: () => AttemptState;
  /** Applies a change; one that returns the state it was given notifies nobody. */
  update: (change: (prev: AttemptState) => AttemptState) => void;
  subscribe: (listener: () => void) => () => void;
};

/** One attempt's state outside React: a change re-renders only the components whose selection it changes. */
export function createAttemptStore(initial: AttemptState): AttemptStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    update(change) {
      const next = change(state);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
