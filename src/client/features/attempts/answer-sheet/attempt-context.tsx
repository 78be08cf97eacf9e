import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer, useRef } from "react";
import type { AttemptState, AttemptStore } from "./attempt-store";
import type { AnswerSheetHandle } from "./use-answer-sheet";

const AttemptContext = createContext<AnswerSheetHandle | null>(null);

/** Gives the hall's views the attempt's answer sheet: its store and the actions that change it. */
export function AttemptProvider({ sheet, children }: { sheet: AnswerSheetHandle; children: ReactNode }) {
  return <AttemptContext.Provider value={sheet}>{children}</AttemptContext.Provider>;
}

/** The answer sheet's actions (choose, clear, setMarked, visit, finish) and its newest state. */
export function useSheetActions(): AnswerSheetHandle {
  const sheet = useContext(AttemptContext);
  if (!sheet) throw new Error("useSheetActions outside an AttemptProvider");
  return sheet;
}

/**
 * A slice of the attempt's state; the component re-renders when that slice changes, never for
 * another. Not useSyncExternalStore: it renders every change at once, and a TCS choice reaches the
 * sheet inside a transition (use-instant-choice.ts) so the palette and tab counts follow after the
 * tap's own frame (decision 0028). Subscribed through state, a change keeps the priority it was made in.
 * The slice is read from the store as the component renders, the newest sheet, as the hall always read it.
 */
export function useAttempt<T>(select: (state: AttemptState) => T): T {
  return useAttemptStore(useSheetActions().store, select);
}

/** `useAttempt` for the component that owns the store (the quiz runner, above its provider). */
export function useAttemptStore<T>(store: AttemptStore, select: (state: AttemptState) => T): T {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const selected = select(store.get());
  const seen = useRef({ select, selected });
  seen.current = { select, selected };
  useEffect(() => {
    const check = () => {
      const { select: current, selected: before } = seen.current;
      if (!Object.is(current(store.get()), before)) rerender();
    };
    const leave = store.subscribe(check);
    check(); // a change between the render and this subscription
    return leave;
  }, [store]);
  return selected;
}

/** The answers, marks and visits a palette colours its questions by (and counts them by). */
export function usePaletteSheet() {
  const answers = useAttempt((s) => s.answers);
  const markedIds = useAttempt((s) => s.marked);
  const visitedIds = useAttempt((s) => s.visited);
  const marked = useMemo(() => new Set(markedIds), [markedIds]);
  const visited = useMemo(() => new Set(visitedIds), [visitedIds]);
  return useMemo(() => ({ answers, marked, visited }), [answers, marked, visited]);
}
