import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { useContentName, useQuizText } from "@/lib/content-language";
import { useExamName } from "@/lib/exam-names";
import { cn } from "@/lib/utils";
import { phaseOf } from "../hall/attempt-store";
import { paletteCounts, paletteStatus, sectionSummary } from "../hall/exam-hall";
import { hallMessages } from "../hall/hall-messages";
import { HallBookmark, HallNotes } from "../hall/hall-parts";
import { PhonePalette } from "../hall/phone-palette";
import { QuestionPalette } from "../hall/question-palette";
import { QuizFrame } from "../hall/quiz-frame";
import { ExamSubmitDialog } from "../hall/submit-confirm-dialog";
import {
  useAttempt,
  useAttemptStore,
  useCurrent,
  useHallLanguage,
  useIsReadOnly,
  usePaletteSheet,
  usePaper,
  usePhase,
} from "../hall/use-attempt";
import { useWideScreen } from "../hall/use-wide-screen";
import { SectionTabs } from "./section-tabs";
import { nextStep, sectionTabCounts } from "./tcs-hall";
import { LiveTcsClock, ProfileMenu, SectionClock, TcsClock } from "./tcs-header";
import { tcsMessages } from "./tcs-messages";
import { type NextNotice, TcsQuestionPanel } from "./tcs-question-panel";

/**
 * The TCS-style computer-based test (SSC, Banking): section tabs with their counts, the open
 * section's own clock beside the paper's, Save & Next that carries on into the next section, a
 * palette that folds away, the paper's language in the profile menu, and the summary per section
 * before the final submit. Under sectional timing only the open section can be entered: a closed
 * one is locked, as in the hall.
 */
export function TcsView() {
  const store = useAttemptStore();
  const { quiz, questions, positionOf, sections, sectionIndexOf, timing } = usePaper();
  const { windows } = timing;
  const { index, current } = useCurrent();
  const currentSectionIndex = sectionIndexOf.get(current.id);
  const phase = usePhase();
  const isReadOnly = useIsReadOnly();
  // the hall's clock: it moves every second only under section clocks (their tabs show each one's time)
  const { now, remainingMs, openIndex, stoppedAt } = useAttempt((s) => s.clock);
  const phaseOfSection = (sectionIndex: number | undefined) => phaseOf(windows, now, sectionIndex);
  const language = useHallLanguage();
  const state = usePaletteSheet();
  const examName = useExamName();
  const t = useT(tcsMessages);
  const quizText = useQuizText();
  const contentName = useContentName();
  const th = useT(hallMessages);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [paletteShown, setPaletteShown] = useState(true);
  // a phone's palette is behind its button: the side column is not rendered there at all, so the
  // hall's every render (its clock's each second among them) leaves out a hidden grid of the section
  const isWide = useWideScreen();
  const [notice, setNotice] = useState<NextNotice | null>(null);
  const paletteId = useId();
  const questionIds = useMemo(() => questions.map((q) => q.id), [questions]);
  const sectionOf = useMemo(() => {
    const map = new Map<number, number>();
    sections?.forEach((s, i) => {
      for (const id of s.questionIds) map.set(id, i);
    });
    return map;
  }, [sections]);

  // under sectional timing only the open section is entered (all may be looked over once none is)
  const canEnter = (sectionIndex: number | undefined) => {
    const sectionPhase = phaseOfSection(sectionIndex);
    if (sectionPhase === "open") return true;
    return Boolean(windows) && openIndex === null && sectionPhase === "closed";
  };
  const goToQuestion = (id: number) => {
    if (canEnter(sectionOf.get(id))) store.goTo(positionOf.get(id) ?? 0);
  };

  const currentId = current.id;
  // a notice about where Save & Next could not go belongs to the question it was given on
  useEffect(() => setNotice((n) => (n && n.questionId !== currentId ? null : n)), [currentId]);

  const advance = (mark: boolean) => {
    if (!isReadOnly) store.mark(current.id, mark);
    const step = nextStep({ currentId: current.id, order: questionIds, sections, phaseOfSection });
    if (step.kind === "question") goToQuestion(step.questionId);
    else setNotice({ ...step, questionId: current.id });
  };

  const sectionQuestionIds =
    currentSectionIndex !== undefined && sections
      ? (sections[currentSectionIndex]?.questionIds ?? [])
      : questionIds;
  const currentSection = currentSectionIndex === undefined ? undefined : sections?.[currentSectionIndex];
  const closesAt = currentSectionIndex === undefined ? undefined : windows?.[currentSectionIndex]?.closesAt;
  const palette = (onJump: (questionId: number) => void) => (
    <QuestionPalette
      title={currentSection ? contentName(currentSection.name) : th("allQuestions")}
      items={sectionQuestionIds.map((id) => ({
        id,
        number: (positionOf.get(id) ?? 0) + 1,
        status: paletteStatus(id, state),
        isLocked: !canEnter(sectionOf.get(id)),
      }))}
      currentId={current.id}
      counts={paletteCounts(sectionQuestionIds, state)}
      onJump={onJump}
    />
  );
  const summary = sectionSummary(questionIds, sections, state);
  const notOpened = (sections ?? []).filter((_, i) => phaseOfSection(i) === "upcoming").map((s) => s.name);
  const openWindow = openIndex === null ? undefined : windows?.[openIndex];
  const submitButton = (className?: string) => (
    <Button
      variant="success"
      size={className ? "default" : "sm"}
      className={className}
      onClick={() => setConfirmOpen(true)}
      disabled={phase !== "running"}
    >
      {className ? th("submitTest") : th("submit")}
    </Button>
  );

  return (
    <QuizFrame
      title={quizText.title(quiz)}
      timer={
        windows === null ? (
          <LiveTcsClock
            offset={timing.offset}
            endsAt={timing.endsAt}
            stoppedAt={stoppedAt}
            running={phase === "running"}
          />
        ) : (
          <TcsClock remainingMs={remainingMs} />
        )
      }
      examType={examName(quiz.examType)}
      actions={
        <div className="flex items-center gap-2">
          <ProfileMenu
            language={language}
            onLanguageChange={store.setLanguage}
            hasHindi={questions.some((q) => q.hi)}
          />
          {submitButton()}
        </div>
      }
      wide
    >
      <div className="space-y-3">
        <HallNotes />
        {openWindow && phase === "running" ? (
          <SectionClock name={contentName(openWindow.name)} remainingMs={openWindow.closesAt - now} />
        ) : null}
        {sections ? (
          <SectionTabs
            sections={sections}
            windows={windows}
            now={now}
            currentIndex={currentSectionIndex}
            tabCounts={sectionTabCounts(sections, state)}
            closedAreLocked={openIndex !== null}
            onSelect={(i) => {
              const firstId = sections[i]?.questionIds[0];
              if (firstId !== undefined) goToQuestion(firstId);
            }}
          />
        ) : null}
        <div
          className={cn(
            "grid gap-4",
            paletteShown ? "lg:grid-cols-[minmax(0,1fr)_auto_300px]" : "lg:grid-cols-[minmax(0,1fr)_auto]",
          )}
        >
          <TcsQuestionPanel
            sectionName={currentSection ? contentName(currentSection.name) : undefined}
            toolbar={
              <>
                <HallBookmark />
                <PhonePalette label={t("palette")} renderPalette={palette} onJump={goToQuestion} />
              </>
            }
            canAdvance={phase === "running"}
            previousId={questionIds[index - 1]}
            canGoTo={(id) => canEnter(sectionOf.get(id))}
            onGoTo={goToQuestion}
            onAdvance={advance}
            notice={notice}
            sectionClosesInMs={closesAt === undefined ? null : closesAt - now}
          />
          <button
            type="button"
            onClick={() => setPaletteShown((s) => !s)}
            aria-expanded={paletteShown}
            aria-controls={paletteId}
            aria-label={paletteShown ? t("hidePalette") : t("showPalette")}
            data-testid="palette-toggle"
            className="hidden w-6 items-center justify-center self-start rounded-md border border-slate-300 bg-white py-6 text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 lg:flex"
          >
            {paletteShown ? (
              <ChevronRight className="h-4 w-4" aria-hidden />
            ) : (
              <ChevronLeft className="h-4 w-4" aria-hidden />
            )}
          </button>
          {paletteShown && isWide ? (
            <aside id={paletteId} aria-label={th("questionPalette")} className="hidden space-y-4 lg:block">
              {palette(goToQuestion)}
              {submitButton("w-full")}
            </aside>
          ) : null}
        </div>
      </div>
      <ExamSubmitDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        sections={summary.sections}
        overall={summary.overall}
        notOpened={notOpened}
        isSubmitting={phase !== "running"}
        onConfirm={() => {
          setConfirmOpen(false);
          store.submit();
        }}
      />
    </QuizFrame>
  );
}
