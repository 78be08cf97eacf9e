import type { AttemptSheet } from "@shared/contract/attempts";
import type { QuizDetail } from "@shared/contract/quizzes";
import { memo, useEffect, useLayoutEffect, useState } from "react";
import { useT } from "@/i18n/use-t";
import { useQuizText } from "@/lib/content-language";
import { releaseIdleWork } from "@/lib/lazy-when-idle";
import { readDraft, resumeSheet } from "../answer-sheet/attempt-draft";
import { useAnswerSheet } from "../answer-sheet/use-answer-sheet";
import { useQuestionTimes } from "../answer-sheet/use-question-times";
import { useAutoSubmit, useSubmitAttempt } from "../answer-sheet/use-submit-attempt";
import { NtaView } from "../nta/nta-view";
import { createAttemptStore, phaseOf } from "./attempt-store";
import { openSectionIndex } from "./exam-hall";
import { hallMessages } from "./hall-messages";
import { OmrView, PracticeView, TcsView } from "./lazy-views";
import { QuizFrame } from "./quiz-frame";
import { AttemptContext, useAttempt, useAttemptStore, useStoreValue } from "./use-attempt";
import { useAttemptQuestions } from "./use-attempt-questions";
import { initialPosition, useRememberPosition } from "./use-question-position";
import { useAttemptTiming, useSectionAdvance, useSectionTimer } from "./use-section-timer";
import { prefersPlainView } from "./view-choice";

type RunnerProps = {
  quiz: QuizDetail;
  sheet: AttemptSheet;
  receivedAt: number;
  /** resumed from the device's copy: the server could not be reached */
  fromDevice?: boolean;
  /** its submission already waits in the device's queue */
  queued?: boolean;
  /** the time spent its queued submission carries (s): its clock shows where it stopped */
  queuedTimeSpent?: number | null;
};

/** The attempt's store, made once from the paper, the device's copy and the position it resumes at. */
function useNewAttemptStore({
  quiz,
  sheet,
  receivedAt,
  fromDevice = false,
  queued = false,
  queuedTimeSpent = null,
}: RunnerProps) {
  const isExamHall = quiz.kind === "mock" || quiz.kind === "past_paper";
  const isRetake = sheet.retakeOfAttemptId !== null;
  const { questions, positionOf, sections, sectionIndexOf } = useAttemptQuestions(quiz, sheet, isExamHall);
  const timing = useAttemptTiming({ sheet, receivedAt, sections, isRetake });
  const [made] = useState(() => {
    const resumed = resumeSheet(
      { answers: sheet.answers, marked: sheet.markedForReview },
      readDraft(sheet.attemptId),
    );
    const { windows } = timing;
    const canChoosePlain = quiz.interface !== "plain" && windows === null;
    const now = Date.now() + timing.offset;
    const canOpen = (id: number) => phaseOf(windows, now, sectionIndexOf.get(id)) === "open";
    const index = initialPosition({
      attemptId: sheet.attemptId,
      questionIds: questions.map((q) => q.id),
      resume: !queued,
      canOpen,
      fallback: () => {
        if (!windows) return 0;
        const open = openSectionIndex(windows, now);
        const firstId = open === null ? undefined : sections?.[open]?.questionIds[0];
        return firstId === undefined ? 0 : (positionOf.get(firstId) ?? 0);
      },
    });
    const store = createAttemptStore(
      {
        attemptId: sheet.attemptId,
        quiz,
        questions,
        positionOf,
        sections,
        sectionIndexOf,
        timing,
        isRetake,
        isExamHall,
        fromDevice,
        canChoosePlain,
      },
      {
        sheet: { answers: resumed.answers, marked: resumed.marked, visited: resumed.visited },
        saveStatus: resumed.needsSync ? "pending" : "saved",
        index,
        language: null,
        phase: queued ? "queued" : "running",
        clock: {
          now,
          remainingMs: Math.max(0, timing.endsAt - now),
          isTimeUp: timing.endsAt - now <= 0,
          openIndex: windows ? openSectionIndex(windows, now) : null,
          stoppedAt: queuedTimeSpent === null ? null : timing.startedAt + queuedTimeSpent * 1000,
        },
        bookmarked: new Map(questions.map((q) => [q.id, q.bookmarked ?? false])),
        plainChosen: canChoosePlain && prefersPlainView(sheet.attemptId),
      },
    );
    return { store, needsSync: resumed.needsSync };
  });
  return made;
}

/**
 * Runs one attempt in the interface its quiz opens in (`quiz.interface`): NTA's computer-based test
 * for JEE papers, the exam hall for the other papers, the plain one-question page for daily and
 * practice quizzes, or for any paper whose learner chose the simple view. It holds the attempt's
 * store (attempt-store.ts): the answer sheet, the position, the clock, the submit; each view reads
 * from it what it shows.
 */
export function QuizRunner(props: RunnerProps) {
  const { quiz, sheet, queued = false, queuedTimeSpent = null } = props;
  const t = useT(hallMessages);
  const quizText = useQuizText();
  useEffect(releaseIdleWork, []);
  const { store, needsSync } = useNewAttemptStore(props);
  const { questions, timing, sections, positionOf } = store.paper;
  const { windows } = timing;

  const { finish, latest } = useAnswerSheet(store, needsSync);
  const { phase, submit, stoppedAt } = useSubmitAttempt({
    quizId: quiz.id,
    attemptId: sheet.attemptId,
    totalQuestions: questions.length,
    queued,
    timing,
    latest,
    finish,
  });
  const isPlainChosen = useStoreValue(store, (s) => s.plainChosen);
  const view = isPlainChosen ? "plain" : quiz.interface;
  // Each view shows the seconds in a clock of its own (LiveCountdown; the TCS hall's LiveTcsClock;
  // the OMR hall's wall clock), so the store's clock moves only when a section opens or closes or
  // time is up: a tap or a scroll must not wait behind a render every second. One ticks as a whole:
  // a paper under section clocks, whose tabs show each section's time.
  const secondsInCountdown = view === "nta" || windows === null;
  const clockStoppedAt =
    stoppedAt ?? (queuedTimeSpent === null ? null : timing.startedAt + queuedTimeSpent * 1000);
  const clock = useSectionTimer(
    timing,
    phase === "running",
    clockStoppedAt,
    !secondsInCountdown && view !== "omr",
  );
  useAutoSubmit(clock.isTimeUp, phase, submit);

  // what this render learnt (the clock, the submit) reaches the store before the screen is painted
  useLayoutEffect(() => {
    store.install({ submit: () => void submit() });
    const shown = store.get().clock;
    const { now, remainingMs, isTimeUp, openIndex } = clock;
    const next = { now, remainingMs, isTimeUp, openIndex, stoppedAt: clockStoppedAt };
    const moved = (Object.keys(next) as (keyof typeof next)[]).some((key) => next[key] !== shown[key]);
    store.set({ phase, ...(moved ? { clock: next } : {}) });
  });

  useSectionAdvance({
    windows,
    openIndex: clock.openIndex,
    sections,
    onOpen: (firstId) => store.moveTo(positionOf.get(firstId) ?? 0),
  });

  if (questions.length === 0) {
    return (
      <QuizFrame title={quizText.title(quiz)}>
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">
          {t("noQuestions")}
        </p>
      </QuizFrame>
    );
  }
  return (
    <AttemptContext.Provider value={store}>
      <QuestionOnScreen sheet={sheet} isRunning={phase === "running"} />
      <Hall view={view === "plain" || !store.paper.isExamHall ? "plain" : view} />
    </AttemptContext.Provider>
  );
}

/** What follows the question on screen: its visit, its time, and the place a reload resumes at. */
function QuestionOnScreen({ sheet, isRunning }: { sheet: AttemptSheet; isRunning: boolean }) {
  const store = useAttemptStore();
  const currentId = useAttempt((s) => store.paper.questions[s.index]?.id);
  useQuestionTimes(sheet, isRunning ? currentId : undefined);
  useRememberPosition(store.paper.attemptId, currentId);
  useEffect(() => {
    if (currentId !== undefined) store.visit(currentId);
  }, [currentId, store]);
  return null;
}

/**
 * The hall the attempt shows in. Memoised with nothing but its interface: the runner's renders (the
 * clock's changes, the submit) reach a view only through what it reads from the store.
 */
const Hall = memo(function Hall({ view }: { view: string }) {
  if (view === "nta") return <NtaView />;
  if (view === "omr") return <OmrView />;
  if (view === "plain") return <PracticeView />;
  // "tcs", and any paper of an exam whose interface is not set: the generic computer-based hall
  return <TcsView />;
});
