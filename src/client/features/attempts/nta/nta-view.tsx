import { FileText } from "lucide-react";
import { Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { useContentName, useQuizText } from "@/lib/content-language";
import { useExamName } from "@/lib/exam-names";
import { lazyWhenIdle } from "@/lib/lazy-when-idle";
import { paletteCounts, paletteStatus, sectionSummary } from "../hall/exam-hall";
import { hallMessages } from "../hall/hall-messages";
import { HallNotes, HallTimer } from "../hall/hall-parts";
import { PhonePalette } from "../hall/phone-palette";
import { QuestionPalette } from "../hall/question-palette";
import { QuizFrame } from "../hall/quiz-frame";
import {
  useAttemptStore,
  useCurrent,
  useHallLanguage,
  usePaletteSheet,
  usePaper,
  usePhase,
} from "../hall/use-attempt";
import { useWideScreen } from "../hall/use-wide-screen";
import { NtaCandidatePanel } from "./nta-candidate-panel";
import { NtaPaletteLegend } from "./nta-palette-legend";
import { NtaQuestionCard } from "./nta-question-card";
import { NtaSubjectTabs } from "./nta-subject-tabs";

// Out of the hall's first load, fetched when the phone is idle: the submit summary and the question paper.
const ExamSubmitDialog = lazyWhenIdle(() =>
  import("../hall/submit-confirm-dialog").then((m) => m.ExamSubmitDialog),
);
const NtaQuestionPaper = lazyWhenIdle(() => import("./nta-question-paper").then((m) => m.NtaQuestionPaper));

/**
 * NTA's computer-based test (JEE Main): the candidate panel, subject tabs, the question with Save &
 * Next, Clear Response, Save & Mark for Review and Mark for Review & Next, Back / Next, and the
 * palette with NTA's legend beside it (behind a button on a phone). A choice is saved only by a
 * Save button (nta-responses.ts); the palette, Back and Next leave it unsaved.
 */
export function NtaView() {
  const store = useAttemptStore();
  const { quiz, questions, positionOf, sections, sectionIndexOf } = usePaper();
  const { current } = useCurrent();
  const currentSectionIndex = sectionIndexOf.get(current.id);
  const phase = usePhase();
  const language = useHallLanguage();
  const sheetForStatus = usePaletteSheet();
  const examName = useExamName();
  const t = useT(hallMessages);
  const quizText = useQuizText();
  const contentName = useContentName();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [paperOpen, setPaperOpen] = useState(false);
  const [leaveCount, setLeaveCount] = useState(0);
  // a phone's palette is the dialog: the side column is not rendered at all there, so a tap on an
  // option does not re-render a hidden grid of every question
  const isWide = useWideScreen();
  const allIds = questions.map((q) => q.id);
  const section = currentSectionIndex !== undefined ? sections?.[currentSectionIndex] : undefined;
  const sectionIds = section?.questionIds ?? allIds;
  const counts = paletteCounts(sectionIds, sheetForStatus);
  const summary = sectionSummary(allIds, sections, sheetForStatus);

  /** Away from the question by a subject tab or the palette: its unsaved selection is dropped. */
  const leaveTo = (target: number) => {
    setLeaveCount((n) => n + 1);
    if (target >= 0 && target < questions.length) store.goTo(target);
  };

  const palette = (onJump: (questionId: number) => void) => (
    <QuestionPalette
      title={section ? contentName(section.name) : t("allQuestions")}
      items={sectionIds.map((id) => ({
        id,
        number: (positionOf.get(id) ?? 0) + 1,
        status: paletteStatus(id, sheetForStatus),
        isLocked: false,
      }))}
      currentId={current.id}
      counts={counts}
      onJump={onJump}
      labels="nta"
      shapes="nta"
      legend={null}
    />
  );
  const paperButton = (
    <Button variant="outline" size="sm" onClick={() => setPaperOpen(true)}>
      <FileText className="h-4 w-4" aria-hidden />
      {t("questionPaper")}
    </Button>
  );
  const openSubmit = () => setConfirmOpen(true);

  return (
    <QuizFrame
      title={quizText.title(quiz)}
      timer={<HallTimer />}
      examType={examName(quiz.examType)}
      actions={
        <Button variant="success" size="sm" onClick={openSubmit} disabled={phase !== "running"}>
          {t("submit")}
        </Button>
      }
      wide
    >
      <div className="space-y-3">
        <NtaCandidatePanel examName={quizText.title(quiz)} subject={section?.name ?? null} />
        <HallNotes withViewSwitch={false} />
        <div className="flex flex-wrap items-end justify-between gap-2">
          {sections ? (
            <NtaSubjectTabs
              subjects={sections}
              currentIndex={currentSectionIndex}
              onSelect={(i) => {
                const firstId = sections[i]?.questionIds[0];
                if (firstId !== undefined) leaveTo(positionOf.get(firstId) ?? 0);
              }}
            />
          ) : (
            <span />
          )}
          <div className="flex flex-wrap gap-2">
            <PhonePalette
              label={t("questionPaletteButton")}
              legend={<NtaPaletteLegend counts={counts} className="mb-3" />}
              renderPalette={palette}
              onJump={(id) => leaveTo(positionOf.get(id) ?? 0)}
            />
            <span className="lg:hidden">{paperButton}</span>
          </div>
        </div>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
          <NtaQuestionCard leaveCount={leaveCount} onOpenSubmit={openSubmit} />
          {isWide ? (
            <aside aria-label={t("questionPalette")} className="space-y-3">
              <div className="rounded-xl border border-slate-200 bg-white p-3">
                <NtaPaletteLegend counts={counts} />
              </div>
              {palette((id) => leaveTo(positionOf.get(id) ?? 0))}
              <div className="flex justify-end">{paperButton}</div>
            </aside>
          ) : null}
        </div>
      </div>
      {paperOpen ? (
        <Suspense fallback={null}>
          <NtaQuestionPaper
            open={paperOpen}
            onOpenChange={setPaperOpen}
            questions={questions}
            sections={sections}
            language={language}
          />
        </Suspense>
      ) : null}
      {confirmOpen ? (
        <Suspense fallback={null}>
          <ExamSubmitDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            sections={summary.sections}
            overall={summary.overall}
            isSubmitting={phase !== "running"}
            onConfirm={() => {
              setConfirmOpen(false);
              store.submit();
            }}
          />
        </Suspense>
      ) : null}
    </QuizFrame>
  );
}
