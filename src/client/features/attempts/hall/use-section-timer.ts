import type { AttemptSheet } from "@shared/contract/attempts";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { toast } from "@/components/ui/use-toast";
import { translate } from "@/i18n/i18n";
import { timeFactor } from "../../../../domain/sections";
import { openSectionIndex, type SectionPhase, sectionPhase, sectionWindows } from "./exam-hall";
import { hallMessages } from "./hall-messages";
import type { AttemptSection } from "./use-attempt-questions";
import { serverOffsetMs, useAttemptNow } from "./use-server-clock";

/**
 * The attempt's time on the server's clock: when it started and ends and, for sectional timing (full
 * paper only, not a retake of a few wrong answers), each section's window.
 */
export function useAttemptTiming({
  sheet,
  receivedAt,
  sections,
  isRetake,
}: {
  sheet: AttemptSheet;
  receivedAt: number;
  sections: AttemptSection[] | null;
  isRetake: boolean;
}) {
  const offset = useMemo(() => serverOffsetMs(sheet.serverNow, receivedAt), [sheet.serverNow, receivedAt]);
  const startedAt = Date.parse(sheet.startedAt);
  const deadline = Date.parse(sheet.deadline);
  const windows = useMemo(
    () =>
      sections && !isRetake
        ? sectionWindows(
            sections,
            startedAt,
            deadline,
            timeFactor(sheet.compensatory, sheet.extraMinutesPerHour),
          )
        : null,
    [sections, isRetake, startedAt, deadline, sheet.compensatory, sheet.extraMinutesPerHour],
  );
  const endsAt = windows ? Math.min(deadline, windows[windows.length - 1]?.closesAt ?? deadline) : deadline;
  return { offset, startedAt, endsAt, windows };
}

export type AttemptTiming = ReturnType<typeof useAttemptTiming>;

/**
 * The running clock: the test's and each section's state now. It stops when `running` is false;
 * a submitted attempt's clock shows `stoppedAt`, the moment it was submitted. With `everySecond`
 * false it moves only when a section opens or closes and at the end (the page shows the seconds
 * with a LiveCountdown of its own).
 */
export function useSectionTimer(
  timing: AttemptTiming,
  running: boolean,
  stoppedAt: number | null = null,
  everySecond = true,
) {
  const { windows, endsAt } = timing;
  const changes = useMemo(
    () => [...(windows ?? []).flatMap((w) => [w.opensAt, w.closesAt]), endsAt].sort((a, b) => a - b),
    [windows, endsAt],
  );
  const nextChange = useCallback((current: number) => changes.find((at) => at > current) ?? null, [changes]);
  const now = useAttemptNow({
    offset: timing.offset,
    endsAt,
    stoppedAt,
    running,
    nextChange: everySecond ? undefined : nextChange,
  });
  const remainingMs = Math.max(0, endsAt - now);

  const phaseOfSection = useCallback(
    (sectionIndex: number | undefined): SectionPhase => {
      const window = sectionIndex === undefined ? undefined : windows?.[sectionIndex];
      return window ? sectionPhase(window, now) : "open";
    },
    [windows, now],
  );

  return {
    now,
    remainingMs,
    isTimeUp: remainingMs <= 0,
    phaseOfSection,
    openIndex: windows ? openSectionIndex(windows, now) : null,
  };
}

/** A section that closes sends the learner on to the section now open, with a toast saying so. */
export function useSectionAdvance({
  windows,
  openIndex,
  sections,
  onOpen,
}: {
  windows: AttemptTiming["windows"];
  openIndex: number | null;
  sections: AttemptSection[] | null;
  onOpen: (firstQuestionId: number) => void;
}) {
  const lastOpenIndex = useRef(openIndex);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  useEffect(() => {
    if (!windows || openIndex === lastOpenIndex.current) return;
    const closedName = lastOpenIndex.current === null ? null : windows[lastOpenIndex.current]?.name;
    lastOpenIndex.current = openIndex;
    if (openIndex === null) return;
    const firstId = sections?.[openIndex]?.questionIds[0];
    if (firstId !== undefined) onOpenRef.current(firstId);
    toast({
      title: closedName
        ? translate(hallMessages, "sectionTimeOver", { section: closedName })
        : translate(hallMessages, "nextSection"),
      description: translate(hallMessages, "sectionOpenNow", {
        section: windows[openIndex]?.name ?? translate(hallMessages, "theNextSection"),
      }),
    });
  }, [openIndex, windows, sections]);
}
