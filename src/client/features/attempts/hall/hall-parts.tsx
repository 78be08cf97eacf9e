import { lazy, Suspense } from "react";
import { BookmarkButton } from "@/components/bookmarks/bookmark-button";
import { useBookmarkToggle } from "@/hooks/use-bookmark-toggle";
import { useOnlineStatus } from "@/hooks/use-online-status";
import { useT } from "@/i18n/use-t";
import { hallMessages } from "./hall-messages";
import { HindiAvailability, LanguageSwitch } from "./language-switch";
import { LiveCountdown } from "./live-countdown";
import { RetakeNote, SubmitStatusNote } from "./quiz-notes";
import { useAttempt, useAttemptStore, useCurrent, useHallLanguage, usePaper, usePhase } from "./use-attempt";
import { ViewSwitch } from "./view-switch";

// a key-correction note is rare and never needed for the hall to show: it loads after the paper
const ChangeNotes = lazy(() => import("@/components/change-notes").then((m) => ({ default: m.ChangeNotes })));

/**
 * The test's countdown (and the open section's), ticking by itself (LiveCountdown): it reads the
 * store only for the section on screen and the submit, so the seconds render nothing else.
 */
export function HallTimer() {
  const t = useT(hallMessages);
  const store = useAttemptStore();
  const { timing, sectionIndexOf } = usePaper();
  const { current } = useCurrent();
  const phase = usePhase();
  const stoppedAt = useAttempt((s) => s.clock.stoppedAt);
  const sectionIndex = sectionIndexOf.get(current.id);
  const sectionClosesAt = useAttempt((s) =>
    timing.windows && sectionIndex !== undefined && store.phaseOfSection(sectionIndex) === "open"
      ? (timing.windows[sectionIndex]?.closesAt ?? s.clock.now)
      : null,
  );
  return (
    <LiveCountdown
      offset={timing.offset}
      endsAt={timing.endsAt}
      sectionClosesAt={sectionClosesAt}
      stoppedAt={stoppedAt}
      running={phase === "running"}
      label={timing.windows ? t("testTimeRemaining") : t("timeRemaining")}
    />
  );
}

/** How many questions have Hindi (nothing for a paper without). */
function hindiCountOf(questions: readonly { hi?: unknown }[]) {
  return questions.filter((q) => q.hi).length;
}

/** The hall's notes above the question: a retake, key corrections, Hindi, the submit's progress. */
export function HallNotes({ withViewSwitch = true }: { withViewSwitch?: boolean }) {
  const { quiz, questions, isRetake, fromDevice } = usePaper();
  const phase = usePhase();
  const isOnline = useOnlineStatus();
  const hindiCount = hindiCountOf(questions);
  return (
    <>
      {isRetake ? <RetakeNote /> : null}
      <Suspense fallback={null}>
        <ChangeNotes quizId={quiz.id} />
      </Suspense>
      {hindiCount > 0 ? <HindiAvailability count={hindiCount} total={questions.length} /> : null}
      <SubmitStatusNote phase={phase} isOfflineResume={fromDevice && !isOnline} />
      {withViewSwitch ? <HallViewSwitch /> : null}
    </>
  );
}

/** The link to the simple one-question view and back, where the paper allows it. */
export function HallViewSwitch() {
  const store = useAttemptStore();
  const canChoosePlain = store.paper.canChoosePlain;
  const isPlain = useAttempt((s) => s.plainChosen);
  return canChoosePlain ? <ViewSwitch isPlain={isPlain} onChange={store.choosePlain} /> : null;
}

/** The bookmark of the question on screen. */
export function HallBookmark() {
  const store = useAttemptStore();
  const { current } = useCurrent();
  const isBookmarked = useAttempt((s) => s.bookmarked.get(current.id) ?? false);
  const bookmark = useBookmarkToggle(store.setBookmarked);
  return (
    <BookmarkButton
      isBookmarked={isBookmarked}
      disabled={bookmark.isPending}
      onToggle={() => bookmark.mutate(current.id)}
    />
  );
}

/** The question's toolbar: the language switch (papers with Hindi) and the bookmark. */
export function HallToolbar() {
  const store = useAttemptStore();
  const language = useHallLanguage();
  return (
    <>
      {hindiCountOf(store.paper.questions) > 0 ? (
        <LanguageSwitch value={language} onChange={store.setLanguage} />
      ) : null}
      <HallBookmark />
    </>
  );
}
