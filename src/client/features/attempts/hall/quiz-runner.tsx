import type { AttemptSheet } from "@shared/contract/attempts";
import type { QuizDetail } from "@shared/contract/quizzes";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { BookmarkButton } from "@/components/bookmarks/bookmark-button";
import { useBookmarkToggle } from "@/hooks/use-bookmark-toggle";
import { useOnlineStatus } from "@/hooks/use-online-status";
import { useExamName } from "@/lib/exam-names";
import { releaseIdleWork } from "@/lib/lazy-when-idle";
import { useAnswerSheet } from "../answer-sheet/use-answer-sheet";
import { NtaView } from "../nta/nta-view";
import { openSectionIndex, paletteCounts } from "./exam-hall";
import { HindiAvailability, HindiMissingNotice, LanguageSwitch } from "./language-switch";
import { OmrView, PracticeView, TcsView, WithStimulus } from "./lazy-views";
import { LiveCountdown } from "./live-countdown";
import { QuestionView, type RenderQuestion } from "./question-view";
import { Countdown, QuizFrame } from "./quiz-frame";
import { RetakeNote, SubmitStatusNote } from "./quiz-notes";

// a key-correction note is rare and never needed for the hall to show: it loads after the paper
const ChangeNotes = lazy(() => import("@/components/change-notes").then((m) => ({ default: m.ChangeNotes })));

import { useT } from "@/i18n/use-t";
import { useQuizText } from "@/lib/content-language";
import { useQuestionLanguage } from "@/lib/question-language";
import { useQuestionTimes } from "../answer-sheet/use-question-times";
import { useAutoSubmit, useSubmitAttempt } from "../answer-sheet/use-submit-attempt";
import { hallMessages } from "./hall-messages";
import { opensStimulusSet, stimulusOf } from "./stimulus-of";
import { useAttemptQuestions } from "./use-attempt-questions";
import { useQuestionPosition } from "./use-question-position";
import { useAttemptTiming, useSectionAdvance, useSectionTimer } from "./use-section-timer";
import { prefersPlainView, setPrefersPlainView } from "./view-choice";
import { ViewSwitch } from "./view-switch";

/**
 * Runs one attempt in the interface its quiz opens in (`quiz.interface`): NTA's computer-based test
 * for JEE papers, the exam hall for the other papers, the plain one-question page for daily and
 * practice quizzes, or for any paper whose learner chose the simple view.
 */
export function QuizRunner({
  quiz,
  sheet,
  receivedAt,
  fromDevice = false,
  queued = false,
  queuedTimeSpent = null,
}: {
  quiz: QuizDetail;
  sheet: AttemptSheet;
  receivedAt: number;
  /** resumed from the device's copy: the server could not be reached */
  fromDevice?: boolean;
  /** its submission already waits in the device's queue */
  queued?: boolean;
  /** the time spent its queued submission carries (s): its clock shows where it stopped */
  queuedTimeSpent?: number | null;
}) {
  const t = useT(hallMessages);
  const quizText = useQuizText();
  const examName = useExamName();
  useEffect(releaseIdleWork, []);
  const isExamHall = quiz.kind === "mock" || quiz.kind === "past_paper";
  const isRetake = sheet.retakeOfAttemptId !== null;
  const { questions, positionOf, sections, sectionIndexOf } = useAttemptQuestions(quiz, sheet, isExamHall);
  const timing = useAttemptTiming({ sheet, receivedAt, sections, isRetake });
  const { windows } = timing;

  const sheetState = useAnswerSheet(sheet);
  const { answers, visit } = sheetState;
  const marked = useMemo(() => new Set(sheetState.marked), [sheetState.marked]);
  const visited = useMemo(() => new Set(sheetState.visited), [sheetState.visited]);

  const { phase, submit, stoppedAt } = useSubmitAttempt({
    quizId: quiz.id,
    attemptId: sheet.attemptId,
    totalQuestions: questions.length,
    queued,
    timing,
    latest: sheetState.latest,
    finish: sheetState.finish,
  });
  const canChoosePlain = quiz.interface !== "plain" && windows === null;
  const [isPlainChosen, setPlainChosen] = useState(() => canChoosePlain && prefersPlainView(sheet.attemptId));
  const choosePlain = (isPlain: boolean) => {
    setPrefersPlainView(sheet.attemptId, isPlain);
    setPlainChosen(isPlain);
  };
  const view = isPlainChosen ? "plain" : quiz.interface;
  // Each view shows the seconds in a clock of its own (LiveCountdown; the TCS hall's LiveTcsClock;
  // the OMR hall's wall clock), so the page re-renders only when a section opens or closes or time
  // is up: a tap or a scroll must not wait behind a whole page's render every second. One ticks as a
  // whole: a paper under section clocks, whose tabs show each section's time.
  const secondsInCountdown = view === "nta" || windows === null;

  const clockStoppedAt =
    stoppedAt ?? (queuedTimeSpent === null ? null : timing.startedAt + queuedTimeSpent * 1000);
  const clock = useSectionTimer(
    timing,
    phase === "running",
    clockStoppedAt,
    !secondsInCountdown && view !== "omr",
  );
  const { now, phaseOfSection } = clock;
  useAutoSubmit(clock.isTimeUp, phase, submit);
  const isOnline = useOnlineStatus();

  const [language, setLanguage] = useQuestionLanguage();
  const hindiCount = questions.filter((q) => q.hi).length;

  const isQuestionLocked = (questionId: number) =>
    phaseOfSection(sectionIndexOf.get(questionId)) === "upcoming";

  const questionIds = useMemo(() => questions.map((q) => q.id), [questions]);
  const [index, setIndex] = useQuestionPosition({
    attemptId: sheet.attemptId,
    questionIds,
    resume: !queued,
    canOpen: (id) => phaseOfSection(sectionIndexOf.get(id)) === "open",
    fallback: () => {
      if (!windows) return 0;
      const open = openSectionIndex(windows, Date.now() + timing.offset);
      const firstId = open === null ? undefined : sections?.[open]?.questionIds[0];
      return firstId === undefined ? 0 : (positionOf.get(firstId) ?? 0);
    },
  });
  const current = questions[index];
  useQuestionTimes(sheet, phase === "running" ? current?.id : undefined);
  const currentSectionIndex = current ? sectionIndexOf.get(current.id) : undefined;
  const isReadOnly =
    phase !== "running" ||
    clock.isTimeUp ||
    (current ? phaseOfSection(currentSectionIndex) === "closed" : true);

  useEffect(() => {
    if (current) visit(current.id);
  }, [current, visit]);

  useSectionAdvance({
    windows,
    openIndex: clock.openIndex,
    sections,
    onOpen: (firstId) => setIndex(positionOf.get(firstId) ?? 0),
  });

  const [bookmarked, setBookmarked] = useState(
    () => new Map(questions.map((q) => [q.id, q.bookmarked ?? false])),
  );
  const bookmark = useBookmarkToggle((questionId, isBookmarked) =>
    setBookmarked((prev) => new Map(prev).set(questionId, isBookmarked)),
  );

  if (!current) {
    return (
      <QuizFrame title={quizText.title(quiz)}>
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">
          {t("noQuestions")}
        </p>
      </QuizFrame>
    );
  }

  const goTo = (position: number) => {
    const target = questions[position];
    if (!target || isQuestionLocked(target.id)) return;
    setIndex(position);
  };

  const sectionClosesAt =
    windows && currentSectionIndex !== undefined && phaseOfSection(currentSectionIndex) === "open"
      ? (windows[currentSectionIndex]?.closesAt ?? now)
      : null;
  const timerLabel = windows ? t("testTimeRemaining") : t("timeRemaining");
  const timer = secondsInCountdown ? (
    <LiveCountdown
      offset={timing.offset}
      endsAt={timing.endsAt}
      sectionClosesAt={sectionClosesAt}
      stoppedAt={clockStoppedAt}
      running={phase === "running"}
      label={timerLabel}
    />
  ) : (
    <Countdown
      remainingMs={clock.remainingMs}
      label={timerLabel}
      sectionRemainingMs={sectionClosesAt === null ? null : sectionClosesAt - now}
    />
  );
  const toolbar = (
    <>
      {hindiCount > 0 ? <LanguageSwitch value={language} onChange={setLanguage} /> : null}
      <BookmarkButton
        isBookmarked={bookmarked.get(current.id) ?? false}
        disabled={bookmark.isPending}
        onToggle={() => bookmark.mutate(current.id)}
      />
    </>
  );
  const renderQuestion: RenderQuestion = (answer, onAnswer) => (
    <>
      {language === "hi" && !current.hi ? <HindiMissingNotice /> : null}
      <WithStimulus
        key={current.id}
        stimulus={stimulusOf(quiz, current)}
        language={language}
        defaultOpen={opensStimulusSet(questions, index)}
      >
        <QuestionView
          key={current.id}
          question={current}
          number={index + 1}
          language={language}
          answer={answer}
          readOnly={isReadOnly}
          deselectable={view === "nta"}
          onAnswer={onAnswer}
        />
      </WithStimulus>
    </>
  );
  const questionView = renderQuestion(answers[String(current.id)], (value) =>
    sheetState.choose(current.id, value),
  );
  const viewSwitch = canChoosePlain ? <ViewSwitch isPlain={isPlainChosen} onChange={choosePlain} /> : null;
  const notes = (
    <>
      {isRetake ? <RetakeNote /> : null}
      <Suspense fallback={null}>
        <ChangeNotes quizId={quiz.id} />
      </Suspense>
      {hindiCount > 0 ? <HindiAvailability count={hindiCount} total={questions.length} /> : null}
      <SubmitStatusNote phase={phase} isOfflineResume={fromDevice && !isOnline} />
      {view !== "nta" ? viewSwitch : null}
    </>
  );
  const shared = {
    quiz,
    examLabel: examName(quiz.examType),
    index,
    timer,
    notes,
    toolbar,
    questionView,
    phase,
    goTo,
    onSubmit: () => void submit(),
  };

  if (view === "nta") {
    return (
      <NtaView
        {...shared}
        questions={questions}
        positionOf={positionOf}
        sections={sections}
        current={current}
        currentSectionIndex={currentSectionIndex}
        language={language}
        renderQuestion={renderQuestion}
        sheet={sheetState}
        marked={marked}
        visited={visited}
        isReadOnly={isReadOnly}
        viewSwitch={viewSwitch}
      />
    );
  }
  if (view === "omr") {
    return (
      <OmrView
        attemptId={sheet.attemptId}
        quiz={quiz}
        examLabel={shared.examLabel}
        notes={notes}
        phase={phase}
        onSubmit={shared.onSubmit}
        questions={questions}
        positionOf={positionOf}
        sections={sections}
        sheet={sheetState}
        timing={timing}
        stoppedAt={clockStoppedAt}
        isTimeUp={clock.isTimeUp}
        language={language}
        onLanguageChange={setLanguage}
        startIndex={index}
        onPositionChange={setIndex}
      />
    );
  }
  if (view === "plain" || !isExamHall) {
    return (
      <PracticeView
        {...shared}
        guessed={{ attemptId: sheet.attemptId, questionId: current.id }}
        total={questions.length}
        saveStatus={sheetState.status}
        isRetake={isRetake}
        counts={paletteCounts(questionIds, { visited, answers, marked })}
      />
    );
  }
  // "tcs", and any paper of an exam whose interface is not set: the generic computer-based hall
  return (
    <TcsView
      {...shared}
      questions={questions}
      positionOf={positionOf}
      sections={sections}
      windows={windows}
      now={now}
      remainingMs={clock.remainingMs}
      liveClock={
        secondsInCountdown
          ? {
              offset: timing.offset,
              endsAt: timing.endsAt,
              stoppedAt: clockStoppedAt,
              running: phase === "running",
            }
          : null
      }
      openIndex={clock.openIndex}
      current={current}
      currentSectionIndex={currentSectionIndex}
      bookmark={
        <BookmarkButton
          isBookmarked={bookmarked.get(current.id) ?? false}
          disabled={bookmark.isPending}
          onToggle={() => bookmark.mutate(current.id)}
        />
      }
      language={language}
      renderQuestion={renderQuestion}
      onLanguageChange={setLanguage}
      hasHindi={hindiCount > 0}
      sheet={sheetState}
      marked={marked}
      visited={visited}
      isReadOnly={isReadOnly}
      phaseOfSection={phaseOfSection}
    />
  );
}
