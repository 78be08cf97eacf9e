import type { AnswerSheet, AnswerValue } from "@shared/contract/attempts";
import type { QuizDetail, QuizQuestion } from "@shared/contract/quizzes";
import type { Language } from "@/lib/question-language";
import type { SaveStatus } from "../answer-sheet/use-answer-sheet";
import type { SubmitPhase } from "../answer-sheet/use-submit-attempt";
import { type SectionPhase, type SectionWindow, sectionPhase } from "./exam-hall";
import type { AttemptSection } from "./use-attempt-questions";
import type { AttemptTiming } from "./use-section-timer";
import { setPrefersPlainView } from "./view-choice";

/** What an attempt is taken on: fixed for the attempt's life, never a reason to render again. */
export type AttemptPaper = {
  attemptId: number;
  quiz: QuizDetail;
  questions: QuizQuestion[];
  positionOf: ReadonlyMap<number, number>;
  sections: AttemptSection[] | null;
  sectionIndexOf: ReadonlyMap<number, number>;
  timing: AttemptTiming;
  isRetake: boolean;
  isExamHall: boolean;
  /** resumed from the device's copy: the server could not be reached */
  fromDevice: boolean;
  /** the paper opens in an interface of its own, and the learner may take the simple view instead */
  canChoosePlain: boolean;
};

/** The answer sheet as the device keeps it: answers, marks for review and the questions seen. */
export type SheetState = { answers: AnswerSheet; marked: number[]; visited: number[] };

/** The attempt's clock as the hall last read it (the hall moves it; views and clocks read it). */
export type AttemptClock = {
  now: number;
  remainingMs: number;
  isTimeUp: boolean;
  openIndex: number | null;
  /** when the clock stopped (submitted, or the queued submission's time), or null while it runs */
  stoppedAt: number | null;
};

export type AttemptState = {
  sheet: SheetState;
  saveStatus: SaveStatus;
  /** the position of the question on screen */
  index: number;
  /** the language the learner chose for the questions, or null: the interface's */
  language: Language | null;
  phase: SubmitPhase;
  clock: AttemptClock;
  bookmarked: ReadonlyMap<number, boolean>;
  /** the learner chose the simple one-question view over the paper's own interface */
  plainChosen: boolean;
};

type Listener = () => void;
type SheetListener = (next: SheetState, options: { sync: boolean }) => void;

export type AttemptStore = ReturnType<typeof createAttemptStore>;

function sameAnswer(a: AnswerValue | undefined, b: AnswerValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/** A section's state at the clock's `now`: a paper without section clocks is always open. */
export function phaseOf(
  windows: readonly SectionWindow[] | null,
  now: number,
  sectionIndex: number | undefined,
): SectionPhase {
  const window = sectionIndex === undefined ? undefined : windows?.[sectionIndex];
  return window ? sectionPhase(window, now) : "open";
}

/**
 * One running attempt's state, outside React: the hall writes to it through its actions, and each
 * view, palette and clock reads the part it shows (use-attempt.ts), so a change renders only what
 * shows it. Listeners are told synchronously; an action called inside a transition renders as one.
 */
export function createAttemptStore(paper: AttemptPaper, initial: AttemptState) {
  let state = initial;
  let isClosed = false;
  const listeners = new Set<Listener>();
  const sheetListeners = new Set<SheetListener>();
  const handlers = { submit: () => {} };

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const set = (patch: Partial<AttemptState>) => {
    let changed = false;
    for (const key of Object.keys(patch) as (keyof AttemptState)[]) {
      if (!Object.is(patch[key], state[key])) changed = true;
    }
    if (!changed) return;
    state = { ...state, ...patch };
    notify();
  };
  const changeSheet = (change: (prev: SheetState) => SheetState, sync: boolean) => {
    if (isClosed) return;
    const next = change(state.sheet);
    if (next === state.sheet) return;
    state = { ...state, sheet: next, ...(sync ? { saveStatus: "pending" as const } : {}) };
    for (const listener of sheetListeners) listener(next, { sync });
    notify();
  };
  const phaseOfSection = (sectionIndex: number | undefined) =>
    phaseOf(paper.timing.windows, state.clock.now, sectionIndex);

  const answer = (questionId: number, value: AnswerValue | null) =>
    changeSheet((prev) => {
      const key = String(questionId);
      if (value === null) {
        if (prev.answers[key] === undefined) return prev;
        const answers = { ...prev.answers };
        delete answers[key];
        return { ...prev, answers };
      }
      if (sameAnswer(prev.answers[key], value)) return prev;
      return { ...prev, answers: { ...prev.answers, [key]: value } };
    }, true);

  return {
    paper,
    get: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set,
    /** the answer sheet's saving hears each change (`sync`: it goes to the server too) */
    onSheetChange(listener: SheetListener) {
      sheetListeners.add(listener);
      return () => {
        sheetListeners.delete(listener);
      };
    },
    /** the hall's submit, installed by the page that can send it */
    install(next: { submit: () => void }) {
      handlers.submit = next.submit;
    },
    /** After a submit: the sheet takes no more changes. */
    close() {
      isClosed = true;
    },
    phaseOfSection,
    /** Sets one answer (an option index, a list of them, or a number); null removes it. */
    answer,
    clear: (questionId: number) => answer(questionId, null),
    mark: (questionId: number, isMarked: boolean) =>
      changeSheet((prev) => {
        if (prev.marked.includes(questionId) === isMarked) return prev;
        const marked = isMarked
          ? [...prev.marked, questionId]
          : prev.marked.filter((id) => id !== questionId);
        return { ...prev, marked };
      }, true),
    visit: (questionId: number) =>
      changeSheet(
        (prev) =>
          prev.visited.includes(questionId) ? prev : { ...prev, visited: [...prev.visited, questionId] },
        false,
      ),
    /** Opens the question at `position`, unless its section is not open yet. */
    goTo(position: number) {
      const target = paper.questions[position];
      if (!target || phaseOfSection(paper.sectionIndexOf.get(target.id)) === "upcoming") return;
      set({ index: position });
    },
    /** Follows the question in view (the OMR booklet's scroll, a section opening): no rule applies. */
    moveTo(position: number) {
      set({ index: position });
    },
    setLanguage: (language: Language) => set({ language }),
    choosePlain: (isPlain: boolean) => {
      setPrefersPlainView(paper.attemptId, isPlain);
      set({ plainChosen: isPlain });
    },
    setBookmarked: (questionId: number, isBookmarked: boolean) =>
      set({ bookmarked: new Map(state.bookmarked).set(questionId, isBookmarked) }),
    submit: () => handlers.submit(),
  };
}
