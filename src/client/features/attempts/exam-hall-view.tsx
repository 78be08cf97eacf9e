import type { QuizDetail, QuizQuestion } from "@shared/contract/quizzes";
import { ChevronLeft, LayoutGrid, Lock } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { formatMarks } from "@/lib/format";
import {
  paletteCounts,
  paletteStatus,
  type SectionPhase,
  type SectionWindow,
  sectionSummary,
} from "./exam-hall";
import { QuestionPalette } from "./question-palette";
import { QuizFrame, SaveIndicator } from "./quiz-frame";
import { SectionTabs } from "./section-tabs";
import { ExamSubmitDialog } from "./submit-confirm-dialog";
import { sectionTabCounts } from "./tcs-hall";
import type { useAnswerSheet } from "./use-answer-sheet";
import type { AttemptSection } from "./use-attempt-questions";
import type { SubmitPhase } from "./use-submit-attempt";

type SheetState = ReturnType<typeof useAnswerSheet>;

/**
 * The exam hall for mocks and past papers: sections as tabs, the question with Mark for Review,
 * Clear Response and Save & Next, the palette beside it (in a dialog on phones) and the submit
 * confirmation.
 */
export function ExamHallView({
  quiz,
  examLabel,
  questions,
  positionOf,
  sections,
  windows,
  now,
  index,
  current,
  currentSectionIndex,
  timer,
  notes,
  toolbar,
  questionView,
  sheet,
  marked,
  visited,
  phase,
  isReadOnly,
  phaseOfSection,
  isQuestionLocked,
  goTo,
  onSubmit,
}: {
  quiz: QuizDetail;
  examLabel: string;
  questions: QuizQuestion[];
  positionOf: ReadonlyMap<number, number>;
  sections: AttemptSection[] | null;
  windows: SectionWindow[] | null;
  now: number;
  index: number;
  current: QuizQuestion;
  currentSectionIndex: number | undefined;
  timer: ReactNode;
  notes: ReactNode;
  toolbar: ReactNode;
  questionView: ReactNode;
  sheet: SheetState;
  marked: ReadonlySet<number>;
  visited: ReadonlySet<number>;
  phase: SubmitPhase;
  isReadOnly: boolean;
  phaseOfSection: (sectionIndex: number | undefined) => SectionPhase;
  isQuestionLocked: (questionId: number) => boolean;
  goTo: (position: number) => void;
  onSubmit: () => void;
}) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const { answers } = sheet;
  const sheetForStatus = { visited, answers, marked };
  const summary = sectionSummary(
    questions.map((q) => q.id),
    sections,
    sheetForStatus,
  );
  const sectionQuestionIds =
    currentSectionIndex !== undefined && sections
      ? (sections[currentSectionIndex]?.questionIds ?? [])
      : questions.map((q) => q.id);
  const paletteItems = sectionQuestionIds.map((id) => ({
    id,
    number: (positionOf.get(id) ?? 0) + 1,
    status: paletteStatus(id, sheetForStatus),
    isLocked: isQuestionLocked(id),
  }));
  const chosen = answers[String(current.id)];
  const isMarked = marked.has(current.id);
  const palette = (onJump: (questionId: number) => void) => (
    <QuestionPalette
      title={
        currentSectionIndex !== undefined
          ? (sections?.[currentSectionIndex]?.name ?? "All questions")
          : "All questions"
      }
      items={paletteItems}
      currentId={current.id}
      counts={paletteCounts(sectionQuestionIds, sheetForStatus)}
      onJump={onJump}
    />
  );
  const next = () => {
    const target = questions[index + 1];
    if (target && !isQuestionLocked(target.id)) goTo(index + 1);
  };

  return (
    <QuizFrame
      title={quiz.title}
      timer={timer}
      examType={examLabel}
      actions={
        <Button
          variant="success"
          size="sm"
          onClick={() => setConfirmOpen(true)}
          disabled={phase !== "running"}
        >
          Submit
        </Button>
      }
      wide
    >
      <div className="space-y-4">
        {notes}
        {sections ? (
          <SectionTabs
            sections={sections}
            windows={windows}
            now={now}
            currentIndex={currentSectionIndex}
            tabCounts={sectionTabCounts(sections, sheetForStatus)}
            onSelect={(i) => {
              const firstId = sections[i]?.questionIds[0];
              if (firstId !== undefined) goTo(positionOf.get(firstId) ?? 0);
            }}
          />
        ) : null}
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_300px]">
          <section
            aria-label={`Question ${index + 1}`}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <div className="mb-4 flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-3">
              <div>
                <p className="text-sm font-semibold text-blue-800">
                  Question {index + 1} of {questions.length}
                </p>
                <p className="text-xs text-slate-700">
                  {current.section ? `${current.section} · ` : ""}Marks:{" "}
                  {formatMarks(quiz.marking.correct, { signed: true })} correct,{" "}
                  {formatMarks(quiz.marking.wrong, { signed: true })} wrong
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {toolbar}
                <Button
                  variant="outline"
                  size="sm"
                  className="lg:hidden"
                  onClick={() => setPaletteOpen(true)}
                >
                  <LayoutGrid className="h-4 w-4" aria-hidden />
                  Palette
                </Button>
              </div>
            </div>
            {phaseOfSection(currentSectionIndex) === "closed" ? (
              <p className="mb-3 flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
                <Lock className="h-4 w-4" aria-hidden /> This section is closed: its answers can no longer
                change.
              </p>
            ) : null}
            {questionView}
            <div className="mt-6 grid grid-cols-2 gap-2 border-t border-slate-200 pt-4 sm:flex sm:flex-wrap">
              <Button
                variant="outline"
                className="border-violet-700 text-violet-900 hover:bg-violet-50"
                disabled={isReadOnly}
                onClick={() => {
                  sheet.setMarked(current.id, true);
                  next();
                }}
              >
                Mark for Review &amp; Next
              </Button>
              <Button
                variant="outline"
                disabled={isReadOnly || chosen === undefined}
                onClick={() => sheet.clear(current.id)}
              >
                Clear Response
              </Button>
              <Button
                variant="outline"
                className="sm:ml-auto"
                onClick={() => goTo(index - 1)}
                disabled={index === 0 || isQuestionLocked(questions[index - 1]?.id ?? -1)}
              >
                <ChevronLeft className="h-4 w-4" aria-hidden />
                Previous
              </Button>
              <Button
                variant="success"
                disabled={phase !== "running"}
                onClick={() => {
                  if (!isReadOnly && isMarked) sheet.setMarked(current.id, false);
                  next();
                }}
              >
                Save &amp; Next
              </Button>
            </div>
            <div className="mt-3 text-right">
              <SaveIndicator status={sheet.status} />
            </div>
          </section>
          <aside aria-label="Question palette" className="hidden space-y-4 lg:block">
            {palette((id) => goTo(positionOf.get(id) ?? 0))}
            <Button
              variant="success"
              className="w-full"
              onClick={() => setConfirmOpen(true)}
              disabled={phase !== "running"}
            >
              Submit Test
            </Button>
          </aside>
        </div>
      </div>
      <Dialog open={paletteOpen} onOpenChange={setPaletteOpen}>
        <DialogContent title="Question palette" className="lg:hidden">
          {palette((id) => {
            goTo(positionOf.get(id) ?? 0);
            setPaletteOpen(false);
          })}
        </DialogContent>
      </Dialog>
      <ExamSubmitDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        sections={summary.sections}
        overall={summary.overall}
        isSubmitting={phase !== "running"}
        onConfirm={() => {
          setConfirmOpen(false);
          onSubmit();
        }}
      />
    </QuizFrame>
  );
}
