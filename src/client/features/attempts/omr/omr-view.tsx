import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useT } from "@/i18n/use-t";
import { useQuizText } from "@/lib/content-language";
import { useExamName } from "@/lib/exam-names";
import { HallNotes } from "../hall/hall-parts";
import { LanguageSwitch } from "../hall/language-switch";
import { QuizFrame } from "../hall/quiz-frame";
import { useAttempt, useAttemptStore, useHallLanguage, usePaper, usePhase } from "../hall/use-attempt";
import { useWideScreen } from "../hall/use-wide-screen";
import { bookletQuestionId, OmrBooklet } from "./omr-booklet";
import { OmrBubbleSheet, OmrRow } from "./omr-bubble-sheet";
import { CurrentRowLine, HandInDialog } from "./omr-marks-lines";
import { omrMessages } from "./omr-messages";
import { handInCounts, omrSections } from "./omr-rows";
import { OmrSheetHeading } from "./omr-sheet-heading";
import { OmrTwoTapNote, useTwoTapNote } from "./omr-two-tap-note";
import { scrollToQuestion } from "./scroll-to-question";
import { useBookletReveal } from "./use-booklet-reveal";
import { useOmrPencils } from "./use-omr-pencils";
import { useQuestionInView } from "./use-question-in-view";
import { WallClock } from "./wall-clock";

/**
 * The OMR mode of NEET and UPSC prelims papers (docs/interfaces.md): the question booklet with the
 * bubble sheet beside it (a drawer on a phone), a wall clock, and the sheet handed in at the end.
 * A bubble is filled in two taps, pencil then ink, and a filled bubble is final: its row locks, as
 * it does on paper, and the server refuses any change to it.
 */
export function OmrView() {
  const store = useAttemptStore();
  const { quiz, questions, positionOf, sections, timing } = usePaper();
  const phase = usePhase();
  const answers = useAttempt((s) => s.sheet.answers);
  const saveStatus = useAttempt((s) => s.saveStatus);
  const isTimeUp = useAttempt((s) => s.clock.isTimeUp);
  const stoppedAt = useAttempt((s) => s.clock.stoppedAt);
  const language = useHallLanguage();
  const examName = useExamName();
  // the position to open at (a resumed attempt opens where it was read)
  const [startIndex] = useState(() => store.get().index);
  const t = useT(omrMessages);
  const quizText = useQuizText();
  const isWide = useWideScreen();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const readOnly = phase !== "running" || isTimeUp;

  const questionIds = useMemo(() => questions.map((q) => q.id), [questions]);
  const sheetSections = useMemo(() => omrSections(questionIds, sections), [questionIds, sections]);
  const optionCounts = useMemo(() => new Map(questions.map((q) => [q.id, q.options.length])), [questions]);
  const optionCountOf = useCallback((id: number) => optionCounts.get(id) ?? 4, [optionCounts]);
  const [inView, setInView] = useQuestionInView(questionIds, questionIds[startIndex]);
  const { marks, tap, erase } = useOmrPencils(readOnly);
  const counts = useMemo(() => handInCounts(sheetSections, answers), [sheetSections, answers]);
  const note = useTwoTapNote();
  const showNote = note.isShown && counts.overall.filled === 0;
  const { putAway: putNoteAway } = note;
  // the first bubble inked (or a sheet resumed with ink): the two taps are known
  useEffect(() => {
    if (counts.overall.filled > 0) putNoteAway();
  }, [counts.overall.filled, putNoteAway]);
  const hasHindi = questions.some((q) => q.hi);

  const [revealed, revealAll] = useBookletReveal(questions.length, startIndex);
  // the corrections of the last jump, ended by the next one
  const endJump = useRef<() => void>(() => {});
  const jumpTo = useCallback(
    (questionId: number) => {
      endJump.current();
      if (!document.getElementById(bookletQuestionId(questionId))) revealAll();
      endJump.current = scrollToQuestion(questionId);
    },
    [revealAll],
  );
  useEffect(() => () => endJump.current(), []);

  // a resumed attempt opens at the question it was on (again once the fonts have laid it out)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    const id = questionIds[startIndex];
    if (startIndex === 0 || id === undefined) return;
    jumpTo(id);
    void document.fonts.ready.then(() => jumpTo(id));
  }, []);
  useEffect(() => {
    const position = inView === undefined ? undefined : positionOf.get(inView);
    if (position !== undefined) startTransition(() => store.moveTo(position));
  }, [inView, positionOf, store]);

  const jump = useCallback(
    (questionId: number) => {
      setSheetOpen(false);
      setInView(questionId);
      // after the drawer has closed (and given focus back), so nothing scrolls the page again
      requestAnimationFrame(() => jumpTo(questionId));
    },
    [setInView, jumpTo],
  );

  const bubbleSheet = (
    <OmrBubbleSheet
      sections={sheetSections}
      positionOf={positionOf}
      optionCountOf={optionCountOf}
      answers={answers}
      marks={marks}
      currentId={inView}
      readOnly={readOnly}
      onTap={tap}
      onErase={erase}
      onJump={jump}
    />
  );
  const sheetHeading = (
    <OmrSheetHeading
      filled={counts.overall.filled}
      total={counts.overall.total}
      status={saveStatus}
      marks={marks}
      answers={answers}
      positionOf={positionOf}
      showNote={showNote}
      onDismissNote={putNoteAway}
    />
  );
  const handInButton = (
    <Button
      variant="success"
      className="w-full"
      onClick={() => setConfirmOpen(true)}
      disabled={phase !== "running"}
    >
      {t("handIn")}
    </Button>
  );
  const booklet = (
    <div className="min-w-0">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">
          {t("questionBooklet")}
        </h2>
        {hasHindi ? <LanguageSwitch value={language} onChange={store.setLanguage} /> : null}
      </div>
      <OmrBooklet
        quiz={quiz}
        questions={questions}
        sections={sections}
        positionOf={positionOf}
        language={language}
        revealed={revealed}
      />
    </div>
  );
  const current = inView ?? questionIds[0];
  const currentNumber = current === undefined ? 0 : (positionOf.get(current) ?? 0) + 1;

  return (
    <QuizFrame
      title={quizText.title(quiz)}
      examType={examName(quiz.examType)}
      timer={
        <WallClock
          offset={timing.offset}
          endsAt={timing.endsAt}
          stoppedAt={stoppedAt}
          running={phase === "running"}
          compact={!isWide}
        />
      }
      actions={
        isWide ? (
          <Button
            variant="success"
            size="sm"
            onClick={() => setConfirmOpen(true)}
            disabled={phase !== "running"}
          >
            {t("handIn")}
          </Button>
        ) : null
      }
      wide
    >
      <div className="space-y-4">
        <HallNotes />
        {isWide ? (
          <div className="grid grid-cols-[minmax(0,1fr)_340px] items-start gap-6">
            {booklet}
            <aside
              aria-label={t("answerSheet")}
              className="sticky top-28 flex max-h-[calc(100vh-8rem)] flex-col rounded-xl border border-slate-300 bg-slate-100 shadow-sm"
            >
              <div className="border-b border-slate-300 px-4 py-3">
                <h2 className="font-semibold text-slate-900">{t("answerSheet")}</h2>
                {sheetHeading}
              </div>
              <div data-sheet-scroll className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
                {bubbleSheet}
              </div>
              <div className="border-t border-slate-300 p-3">{handInButton}</div>
            </aside>
          </div>
        ) : (
          <>
            <div className="pb-32">{booklet}</div>
            <div
              className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-300 bg-white/95 px-3 pb-3 pt-2 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] backdrop-blur"
              data-testid="omr-current-row"
            >
              {showNote ? (
                <div className="mb-2">
                  <OmrTwoTapNote onDismiss={putNoteAway} compact />
                </div>
              ) : null}
              <CurrentRowLine
                marks={marks}
                answers={answers}
                positionOf={positionOf}
                current={current}
                number={currentNumber}
                filled={counts.overall.filled}
                total={counts.overall.total}
              />
              <div className="flex items-center justify-between gap-2">
                {current === undefined ? null : (
                  <OmrRow
                    questionId={current}
                    number={currentNumber}
                    optionCount={optionCountOf(current)}
                    answer={answers[String(current)]}
                    marks={marks}
                    isCurrent={false}
                    readOnly={readOnly}
                    showHint={false}
                    onTap={tap}
                    onErase={erase}
                    onJump={jump}
                  />
                )}
                <Button
                  variant="outline"
                  size="smTight"
                  className="whitespace-nowrap"
                  onClick={() => setSheetOpen(true)}
                >
                  {t("answerSheet")}
                </Button>
              </div>
            </div>
            <Dialog open={sheetOpen} onOpenChange={setSheetOpen}>
              <DialogContent title={t("answerSheet")} size="sheet">
                {sheetHeading}
                <div data-sheet-scroll className="mt-3 max-h-[58vh] overflow-y-auto">
                  {bubbleSheet}
                </div>
                <div className="mt-3">{handInButton}</div>
              </DialogContent>
            </Dialog>
          </>
        )}
      </div>
      <HandInDialog
        marks={marks}
        answers={answers}
        positionOf={positionOf}
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        sections={counts.sections}
        overall={counts.overall}
        isSubmitting={phase !== "running"}
        onConfirm={() => {
          setConfirmOpen(false);
          setSheetOpen(false);
          store.submit();
        }}
      />
    </QuizFrame>
  );
}
