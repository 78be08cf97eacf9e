import { type AttemptSheet, attemptResultSchema, type SubmitAttemptBody } from "@shared/contract/attempts";
import { EXAM_LABELS } from "@shared/contract/common";
import type { QuizDetail, QuizQuestion } from "@shared/contract/quizzes";
import { useQueryClient } from "@tanstack/react-query";
import {
  Bookmark,
  BookmarkCheck,
  ChevronLeft,
  ChevronRight,
  Clock,
  LayoutGrid,
  Lock,
  RotateCcw,
} from "lucide-react";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useOnlineStatus } from "@/features/pwa/use-online-status";
import { ApiError, apiSend, isUnauthorized } from "@/lib/api-client";
import { POST_SUBMIT_REDIRECT_MS } from "@/lib/constants";
import { formatMarks } from "@/lib/format";
import { cn, formatClock } from "@/lib/utils";
import {
  openSectionIndex,
  paletteCounts,
  paletteStatus,
  type SectionPhase,
  type SectionWindow,
  sectionPhase,
  sectionWindows,
} from "./exam-hall";
import { LanguageSwitch } from "./language-switch";
import { clearStoredStartsOf } from "./offline-sheet";
import { queueOffline, useWhenQueuedSent } from "./offline-submit";
import { QuestionPalette } from "./question-palette";
import { type Language, QuestionView } from "./question-view";
import { SubmitDialog } from "./submit-dialog";
import { signInAgain } from "./unauthorized";
import { type SaveStatus, useAnswerSheet } from "./use-answer-sheet";
import { attemptResultQueryKey } from "./use-attempt-result";
import { useBookmarkToggle } from "./use-bookmark-toggle";
import { serverOffsetMs, useServerNow } from "./use-server-clock";
import { startAttemptQueryKey } from "./use-start-attempt";

const KEEP_AFTER_SUBMIT = new Set([
  "/api/auth/user",
  "/api/attempts",
  "/api/quiz",
  startAttemptQueryKey(0, null)[0],
]);

type Section = { name: string; timeLimitMinutes?: number; questionIds: number[] };
/** "queued": submitted while offline; the PWA queue sends it when the connection returns */
type Phase = "running" | "submitting" | "submitted" | "queued";

/** Runs one attempt: the plain one-question-at-a-time quiz, or the exam hall for mocks and past papers. */
export function QuizRunner({
  quiz,
  sheet,
  receivedAt,
  fromDevice = false,
  queued = false,
}: {
  quiz: QuizDetail;
  sheet: AttemptSheet;
  receivedAt: number;
  /** resumed from the device's copy: the server could not be reached */
  fromDevice?: boolean;
  /** its submission already waits in the device's queue */
  queued?: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isExamHall = quiz.kind === "mock" || quiz.kind === "past_paper";
  const isRetake = sheet.retakeOfAttemptId !== null;

  const questions = useMemo(() => {
    const byId = new Map(quiz.questions.map((q) => [q.id, q]));
    return sheet.questionIds.map((id) => byId.get(id)).filter((q): q is QuizQuestion => q !== undefined);
  }, [quiz.questions, sheet.questionIds]);
  const positionOf = useMemo(() => new Map(questions.map((q, i) => [q.id, i])), [questions]);

  // sections of this attempt (a retake covers a subset), in paper order, without empty ones
  const sections = useMemo<Section[] | null>(() => {
    if (!isExamHall || !quiz.sections || quiz.sections.length === 0) return null;
    const inAttempt = new Set(questions.map((q) => q.id));
    const list = quiz.sections
      .map((s) => ({
        name: s.name,
        timeLimitMinutes: s.timeLimitMinutes,
        questionIds: s.questionIds
          .filter((id) => inAttempt.has(id))
          .sort((a, b) => (positionOf.get(a) ?? 0) - (positionOf.get(b) ?? 0)),
      }))
      .filter((s) => s.questionIds.length > 0);
    return list.length > 0 ? list : null;
  }, [isExamHall, quiz.sections, questions, positionOf]);
  const sectionIndexOf = useMemo(() => {
    const map = new Map<number, number>();
    sections?.forEach((s, i) => {
      for (const id of s.questionIds) map.set(id, i);
    });
    return map;
  }, [sections]);

  const offset = useMemo(() => serverOffsetMs(sheet.serverNow, receivedAt), [sheet.serverNow, receivedAt]);
  const startedAt = Date.parse(sheet.startedAt);
  const deadline = Date.parse(sheet.deadline);
  // sectional timing applies to the full paper, not to a retake of a few wrong answers
  const windows = useMemo(
    () => (sections && !isRetake ? sectionWindows(sections, startedAt, deadline) : null),
    [sections, isRetake, startedAt, deadline],
  );
  const endsAt = windows ? Math.min(deadline, windows[windows.length - 1]?.closesAt ?? deadline) : deadline;

  const [phase, setPhase] = useState<Phase>(queued ? "queued" : "running");
  const isOnline = useOnlineStatus();
  const now = useServerNow(offset, phase === "running");
  const remainingMs = Math.max(0, endsAt - now);
  const isTimeUp = remainingMs <= 0;

  const sheetState = useAnswerSheet(sheet);
  const { answers, visit } = sheetState;
  const marked = useMemo(() => new Set(sheetState.marked), [sheetState.marked]);
  const visited = useMemo(() => new Set(sheetState.visited), [sheetState.visited]);

  const [language, setLanguage] = useState<Language>("en");
  const hasHindi = questions.some((q) => q.hi);

  const phaseOfSection = useCallback(
    (sectionIndex: number | undefined): SectionPhase => {
      const window = sectionIndex === undefined ? undefined : windows?.[sectionIndex];
      return window ? sectionPhase(window, now) : "open";
    },
    [windows, now],
  );
  const isQuestionLocked = (questionId: number) =>
    phaseOfSection(sectionIndexOf.get(questionId)) === "upcoming";

  const [index, setIndex] = useState(() => {
    if (!windows) return 0;
    const open = openSectionIndex(windows, Date.now() + offset);
    const firstId = open === null ? undefined : sections?.[open]?.questionIds[0];
    return firstId === undefined ? 0 : (positionOf.get(firstId) ?? 0);
  });
  const current = questions[index];
  const currentSectionIndex = current ? sectionIndexOf.get(current.id) : undefined;
  const isReadOnly =
    phase !== "running" || isTimeUp || (current ? phaseOfSection(currentSectionIndex) === "closed" : true);

  useEffect(() => {
    if (current) visit(current.id);
  }, [current, visit]);

  // a section that closes sends the learner on to the section now open
  const openIndex = windows ? openSectionIndex(windows, now) : null;
  const lastOpenIndex = useRef(openIndex);
  useEffect(() => {
    if (!windows || openIndex === lastOpenIndex.current) return;
    const closedName = lastOpenIndex.current === null ? null : windows[lastOpenIndex.current]?.name;
    lastOpenIndex.current = openIndex;
    if (openIndex === null) return;
    const firstId = sections?.[openIndex]?.questionIds[0];
    if (firstId !== undefined) setIndex(positionOf.get(firstId) ?? 0);
    toast({
      title: closedName ? `${closedName}: time is over` : "Next section",
      description: `${windows[openIndex]?.name ?? "The next section"} is open now. Closed sections are read-only.`,
    });
  }, [openIndex, windows, sections, positionOf]);

  const [bookmarked, setBookmarked] = useState(
    () => new Map(questions.map((q) => [q.id, q.bookmarked ?? false])),
  );
  const bookmark = useBookmarkToggle((questionId, isBookmarked) =>
    setBookmarked((prev) => new Map(prev).set(questionId, isBookmarked)),
  );

  // ---- submit
  const submittedRef = useRef(queued);
  const autoSubmitTried = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );
  const { finish, latest } = sheetState;
  const submit = useCallback(async () => {
    if (submittedRef.current) return;
    submittedRef.current = true;
    setPhase("submitting");
    const elapsedMs = Math.min(Date.now() + offset, endsAt) - startedAt;
    const body: SubmitAttemptBody = {
      attemptId: sheet.attemptId,
      totalQuestions: questions.length,
      timeSpent: Math.max(0, Math.round(elapsedMs / 1000)),
      answers: latest.current.answers,
    };
    try {
      const result = await apiSend("POST", `/api/quiz/${quiz.id}/submit`, body, attemptResultSchema);
      finish();
      clearStoredStartsOf(sheet.attemptId);
      setPhase("submitted");
      queryClient.setQueryData(attemptResultQueryKey(result.attemptId), result);
      // progress, mock test status and best scores changed: refetch them when next shown. Not this
      // page's own queries: refetching the start would open a new attempt under the learner.
      void queryClient.invalidateQueries({
        predicate: (q) => !KEEP_AFTER_SUBMIT.has(String(q.queryKey[0])),
      });
      toast({
        title: "Quiz Submitted!",
        description:
          "Your answers have been recorded. Check your results in the dashboard. Opening your result now...",
        variant: "success",
      });
      redirectTimer.current = setTimeout(
        () => navigate(`/results/${result.attemptId}`, { replace: true }),
        POST_SUBMIT_REDIRECT_MS,
      );
    } catch (error) {
      // no answer at all (offline, connection dropped): queue it on the device; it is sent when
      // the connection returns, and the server's idempotent submit records it once
      if (!(error instanceof ApiError) && (await queueOffline(quiz.id, body))) {
        setPhase("queued");
        toast({
          title: "Saved Offline",
          description:
            "You're offline. Your answers are saved on this device and will be submitted when you're back online.",
        });
        return;
      }
      submittedRef.current = false;
      setPhase("running");
      if (isUnauthorized(error)) {
        signInAgain();
        return;
      }
      toast({
        title: "Submission Failed",
        description: "Failed to submit quiz. Please try again.",
        variant: "destructive",
      });
    }
  }, [
    offset,
    endsAt,
    startedAt,
    quiz.id,
    sheet.attemptId,
    questions.length,
    latest,
    finish,
    queryClient,
    navigate,
  ]);

  // a submission queued offline went out: show its result
  useWhenQueuedSent(phase === "queued" ? sheet.attemptId : null, () => {
    finish();
    clearStoredStartsOf(sheet.attemptId);
    void queryClient.invalidateQueries({ predicate: (q) => !KEEP_AFTER_SUBMIT.has(String(q.queryKey[0])) });
    navigate(`/results/${sheet.attemptId}`, { replace: true });
  });

  // auto-submit when the time runs out (once; after a failure the learner submits by hand)
  useEffect(() => {
    if (!isTimeUp || phase !== "running" || autoSubmitTried.current) return;
    autoSubmitTried.current = true;
    void submit();
  }, [isTimeUp, phase, submit]);

  const [confirmOpen, setConfirmOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const allCounts = paletteCounts(
    questions.map((q) => q.id),
    { visited, answers, marked },
  );

  if (!current) {
    return (
      <QuizFrame title={quiz.title}>
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">
          This quiz has no questions yet.
        </p>
      </QuizFrame>
    );
  }

  const goTo = (position: number) => {
    const target = questions[position];
    if (!target || isQuestionLocked(target.id)) return;
    setIndex(position);
  };
  const isFirst = index === 0;
  const isLast = index === questions.length - 1;
  const chosen = answers[String(current.id)];
  const isBookmarked = bookmarked.get(current.id) ?? false;

  const timer = (
    <Countdown
      remainingMs={remainingMs}
      label={windows ? "Test time remaining" : "Time remaining"}
      sectionRemainingMs={
        windows && currentSectionIndex !== undefined && phaseOfSection(currentSectionIndex) === "open"
          ? (windows[currentSectionIndex]?.closesAt ?? now) - now
          : null
      }
    />
  );
  const bookmarkButton = (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={isBookmarked}
      disabled={bookmark.isPending}
      onClick={() => bookmark.mutate(current.id)}
    >
      {isBookmarked ? (
        <BookmarkCheck className="h-4 w-4 text-blue-700" aria-hidden />
      ) : (
        <Bookmark className="h-4 w-4" aria-hidden />
      )}
      {isBookmarked ? "Bookmarked" : "Bookmark"}
    </Button>
  );
  const questionView = (
    <QuestionView
      key={current.id}
      question={current}
      number={index + 1}
      language={language}
      chosen={chosen}
      readOnly={isReadOnly}
      onChoose={(option) => sheetState.choose(current.id, option)}
    />
  );
  const retakeNote = isRetake ? (
    <p className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <RotateCcw className="h-4 w-4 shrink-0" aria-hidden />
      Retake of the questions you got wrong or skipped. Retakes earn no leaderboard points.
    </p>
  ) : null;
  const submittedNote =
    phase === "submitted" ? (
      <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
        Submitted. Opening your result...
      </p>
    ) : phase === "queued" ? (
      <p
        role="status"
        data-testid="submission-pending"
        className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950"
      >
        Submitted offline: your answers are saved on this device and will be sent when you are back online.
        Your result opens then.
      </p>
    ) : fromDevice && !isOnline ? (
      <p
        role="status"
        data-testid="offline-resume"
        className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
      >
        You're offline: this quiz was opened from this device. Your answers are kept here and sent when you're
        back online.
      </p>
    ) : null;

  if (!isExamHall) {
    const progress = Math.round(((index + 1) / questions.length) * 100);
    return (
      <QuizFrame title={quiz.title} timer={timer} examType={EXAM_LABELS[quiz.examType]}>
        <div className="space-y-4">
          {retakeNote}
          {submittedNote}
          <div>
            <div className="flex items-center justify-between text-sm text-slate-700">
              <span>
                Question {index + 1} of {questions.length}
              </span>
              <SaveIndicator status={sheetState.status} />
            </div>
            <div
              role="progressbar"
              aria-label="Quiz progress"
              aria-valuemin={0}
              aria-valuemax={questions.length}
              aria-valuenow={index + 1}
              aria-valuetext={`Question ${index + 1} of ${questions.length}`}
              className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-blue-700 transition-all"
                style={{ width: `${progress}%` }}
              />
            </div>
          </div>
          <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-semibold text-blue-800">Question {index + 1}</p>
              <div className="flex flex-wrap items-center gap-2">
                {hasHindi ? <LanguageSwitch value={language} onChange={setLanguage} /> : null}
                {bookmarkButton}
              </div>
            </div>
            {questionView}
          </section>
          <div className="flex items-center justify-between gap-2">
            <Button variant="outline" onClick={() => goTo(index - 1)} disabled={isFirst}>
              <ChevronLeft className="h-4 w-4" aria-hidden />
              Previous
            </Button>
            {isLast ? (
              <Button variant="success" onClick={() => void submit()} disabled={phase !== "running"}>
                {phase === "submitting" ? "Submitting..." : "Submit Quiz"}
              </Button>
            ) : (
              <Button onClick={() => goTo(index + 1)}>
                Next Question
                <ChevronRight className="h-4 w-4" aria-hidden />
              </Button>
            )}
          </div>
        </div>
      </QuizFrame>
    );
  }

  // ---- exam hall
  const sectionQuestionIds =
    currentSectionIndex !== undefined && sections
      ? (sections[currentSectionIndex]?.questionIds ?? [])
      : questions.map((q) => q.id);
  const sheetForStatus = { visited, answers, marked };
  const paletteItems = sectionQuestionIds.map((id) => ({
    id,
    number: (positionOf.get(id) ?? 0) + 1,
    status: paletteStatus(id, sheetForStatus),
    isLocked: isQuestionLocked(id),
  }));
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
    if (target && !isQuestionLocked(target.id)) setIndex(index + 1);
  };

  return (
    <QuizFrame
      title={quiz.title}
      timer={timer}
      examType={EXAM_LABELS[quiz.examType]}
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
        {retakeNote}
        {submittedNote}
        {sections ? (
          <SectionTabs
            sections={sections}
            windows={windows}
            now={now}
            currentIndex={currentSectionIndex}
            answers={answers}
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
                {hasHindi ? <LanguageSwitch value={language} onChange={setLanguage} /> : null}
                {bookmarkButton}
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
                  sheetState.setMarked(current.id, true);
                  next();
                }}
              >
                Mark for Review &amp; Next
              </Button>
              <Button
                variant="outline"
                disabled={isReadOnly || chosen === undefined}
                onClick={() => sheetState.clear(current.id)}
              >
                Clear Response
              </Button>
              <Button
                variant="outline"
                className="sm:ml-auto"
                onClick={() => goTo(index - 1)}
                disabled={isFirst || isQuestionLocked(questions[index - 1]?.id ?? -1)}
              >
                <ChevronLeft className="h-4 w-4" aria-hidden />
                Previous
              </Button>
              <Button
                variant="success"
                disabled={phase !== "running"}
                onClick={() => {
                  if (!isReadOnly && isMarked) sheetState.setMarked(current.id, false);
                  next();
                }}
              >
                Save &amp; Next
              </Button>
            </div>
            <div className="mt-3 text-right">
              <SaveIndicator status={sheetState.status} />
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
      <SubmitDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        counts={allCounts}
        total={questions.length}
        isSubmitting={phase !== "running"}
        onConfirm={() => {
          setConfirmOpen(false);
          void submit();
        }}
      />
    </QuizFrame>
  );
}

/** The page around a running quiz: brand, title, timer and actions in a sticky bar. */
function QuizFrame({
  title,
  examType,
  timer,
  actions,
  wide = false,
  children,
}: {
  title: string;
  examType?: string;
  timer?: ReactNode;
  actions?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className={cn("mx-auto flex items-center gap-3 px-4 py-2", wide ? "max-w-7xl" : "max-w-3xl")}>
          <Link
            to="/"
            className="hidden text-lg font-bold text-blue-800 sm:inline"
            aria-label="Abhyas dashboard"
          >
            Abhyas
          </Link>
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-base font-semibold text-slate-900 sm:text-lg">{title}</h1>
            {examType ? <Badge variant="secondary">{examType}</Badge> : null}
          </div>
          {timer}
          {actions}
        </div>
      </header>
      <main className={cn("mx-auto px-4 py-4 sm:py-6", wide ? "max-w-7xl" : "max-w-3xl")}>{children}</main>
    </div>
  );
}

function Countdown({
  remainingMs,
  label,
  sectionRemainingMs,
}: {
  remainingMs: number;
  label: string;
  sectionRemainingMs: number | null;
}) {
  const isLow = remainingMs < 60_000;
  return (
    <div className="flex flex-col items-end gap-0.5">
      <div
        role="timer"
        aria-label={label}
        data-testid="quiz-timer"
        className={cn(
          "inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1 font-mono text-base font-semibold tabular-nums",
          isLow ? "bg-red-100 text-red-900" : "bg-slate-100 text-slate-900",
        )}
      >
        <Clock className="h-4 w-4" aria-hidden />
        {formatClock(remainingMs / 1000)}
      </div>
      {sectionRemainingMs !== null ? (
        <p className="text-xs text-slate-700" data-testid="section-timer">
          Section: {formatClock(Math.max(0, sectionRemainingMs) / 1000)}
        </p>
      ) : null}
    </div>
  );
}

function SaveIndicator({ status }: { status: SaveStatus }) {
  const text: Record<SaveStatus, string> = {
    saved: "All answers saved",
    saving: "Saving...",
    pending: "Saving...",
    offline: "Saved on this device; will sync when online",
  };
  return (
    <span
      className={cn("text-xs", status === "offline" ? "text-amber-800" : "text-slate-700")}
      data-testid="save-status"
    >
      {text[status]}
    </span>
  );
}

function SectionTabs({
  sections,
  windows,
  now,
  currentIndex,
  answers,
  onSelect,
}: {
  sections: Section[];
  windows: SectionWindow[] | null;
  now: number;
  currentIndex: number | undefined;
  answers: Record<string, number>;
  onSelect: (index: number) => void;
}) {
  return (
    <nav aria-label="Sections" className="overflow-x-auto">
      <ul className="flex gap-2">
        {sections.map((section, i) => {
          const window = windows?.[i];
          const phase = window ? sectionPhase(window, now) : "open";
          const answered = section.questionIds.filter((id) => answers[String(id)] !== undefined).length;
          const isCurrent = i === currentIndex;
          const state =
            phase === "closed"
              ? "Closed"
              : phase === "upcoming"
                ? `Opens in ${formatClock(((window?.opensAt ?? now) - now) / 1000)}`
                : window
                  ? `${formatClock((window.closesAt - now) / 1000)} left`
                  : null;
          return (
            <li key={section.name} className="shrink-0">
              <button
                type="button"
                onClick={() => onSelect(i)}
                disabled={phase === "upcoming"}
                aria-current={isCurrent ? "true" : undefined}
                data-testid="section-tab"
                className={cn(
                  "flex flex-col items-start rounded-lg border px-3 py-2 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:cursor-not-allowed disabled:opacity-60",
                  isCurrent
                    ? "border-blue-700 bg-blue-700 text-white"
                    : "border-slate-300 bg-white text-slate-900",
                )}
              >
                <span className="flex items-center gap-1 font-semibold">
                  {phase !== "open" ? <Lock className="h-3.5 w-3.5" aria-hidden /> : null}
                  {section.name}
                </span>
                <span className={cn("text-xs", isCurrent ? "text-blue-50" : "text-slate-700")}>
                  {answered}/{section.questionIds.length} answered{state ? ` · ${state}` : ""}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
