import type { PaperCover } from "@shared/contract/quizzes";
import { useEffect } from "react";
import { useExamName } from "@/lib/exam-names";
import { releaseIdleWork } from "@/lib/lazy-when-idle";
import { NtaInstructions } from "../nta/nta-instructions";
import { OmrCover } from "../omr/omr-cover";
import { TcsInstructions } from "../tcs/tcs-instructions";

/**
 * What a paper opens on, in its interface: NTA's instructions (JEE), the TCS interface's (SSC,
 * Banking) or the OMR booklet's cover (NEET, UPSC). No attempt exists yet; `onStart` is the
 * candidate's start, which starts it.
 */
export function PaperCoverPage({
  cover,
  isStarting,
  onStart,
}: {
  cover: PaperCover;
  isStarting: boolean;
  onStart: () => void;
}) {
  const examName = useExamName();
  // the entry script holds idle work back for a hall's first screen: this is that screen
  useEffect(releaseIdleWork, []);
  const props = { cover, examLabel: examName(cover.examType), isStarting };
  if (cover.interface === "nta") return <NtaInstructions {...props} onReady={onStart} />;
  if (cover.interface === "omr") return <OmrCover {...props} onStart={onStart} />;
  return <TcsInstructions {...props} onReady={onStart} />;
}
