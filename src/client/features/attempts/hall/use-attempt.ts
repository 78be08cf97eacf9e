import { useLingui } from "@lingui/react";
import { createContext, useContext, useEffect, useLayoutEffect, useReducer, useRef } from "react";
import type { Language } from "@/lib/question-language";
import type { AttemptState, AttemptStore, SheetState } from "./attempt-store";

export const AttemptContext = createContext<AttemptStore | null>(null);

/** The running attempt's store (QuizRunner provides it). */
export function useAttemptStore(): AttemptStore {
  const store = useContext(AttemptContext);
  if (!store) throw new Error("useAttemptStore outside a running attempt");
  return store;
}

/** The attempt's fixed facts: its paper, questions, sections and timing. */
export function usePaper() {
  return useAttemptStore().paper;
}

/**
 * The part of the attempt a component shows: it renders again only when what `select` returns
 * changes (by `equal`). It reads the store's newest state on each render, and renders again in the
 * priority of the change: an action called in a transition (a TCS choice reaching the palette, a
 * save's progress, an OMR bubble inked) re-renders its readers as a transition a tap interrupts.
 */
export function useAttempt<T>(
  select: (state: AttemptState) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  return useStoreValue(useAttemptStore(), select, equal);
}

/** useAttempt for the component that holds the store (QuizRunner, outside its own context). */
export function useStoreValue<T>(
  store: AttemptStore,
  select: (state: AttemptState) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const value = select(store.get());
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const shown = useRef({ select, value, equal });
  useLayoutEffect(() => {
    shown.current = { select, value, equal };
  });
  useEffect(() => {
    const check = () => {
      const { select: read, value: last, equal: same } = shown.current;
      if (!same(read(store.get()), last)) rerender();
    };
    check();
    return store.subscribe(check);
  }, [store]);
  return value;
}

const setsOf = new WeakMap<SheetState, PaletteSheet>();
export type PaletteSheet = {
  answers: SheetState["answers"];
  marked: ReadonlySet<number>;
  visited: ReadonlySet<number>;
};

/** The sheet as palettes read it (sets), made once per change of the sheet. */
export function paletteSheetOf(sheet: SheetState): PaletteSheet {
  let sets = setsOf.get(sheet);
  if (!sets) {
    sets = { answers: sheet.answers, marked: new Set(sheet.marked), visited: new Set(sheet.visited) };
    setsOf.set(sheet, sets);
  }
  return sets;
}

/** The answer sheet with its marks and visits as sets, for palettes, counts and summaries. */
export function usePaletteSheet(): PaletteSheet {
  return paletteSheetOf(useAttempt((s) => s.sheet));
}

/** The question on screen and its position. */
export function useCurrent() {
  const { questions } = usePaper();
  const index = useAttempt((s) => s.index);
  // questions[index] exists: QuizRunner shows no view for a paper without questions
  return { index, current: questions[index] ?? (questions[0] as (typeof questions)[number]) };
}

/** The submit's phase: running, submitting, submitted or queued. */
export function usePhase() {
  return useAttempt((s) => s.phase);
}

/** The language questions show in: the learner's choice, else the interface's. */
export function useHallLanguage(): Language {
  const interfaceLanguage: Language = useLingui().i18n.locale === "hi" ? "hi" : "en";
  return useAttempt((s) => s.language) ?? interfaceLanguage;
}

/**
 * Whether the question on screen takes no answer: the attempt is submitted or out of time, or its
 * section has closed.
 */
export function useIsReadOnly(): boolean {
  const store = useAttemptStore();
  return useAttempt(
    (s) =>
      s.phase !== "running" ||
      s.clock.isTimeUp ||
      store.phaseOfSection(store.paper.sectionIndexOf.get(store.paper.questions[s.index]?.id ?? -1)) ===
        "closed",
  );
}
