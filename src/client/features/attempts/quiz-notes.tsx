import { RotateCcw } from "lucide-react";
import type { SubmitPhase } from "./use-submit-attempt";

export function RetakeNote() {
  return (
    <p className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <RotateCcw className="h-4 w-4 shrink-0" aria-hidden />
      Retake of the questions you got wrong or skipped. Retakes earn no leaderboard points.
    </p>
  );
}

/** Where the submission stands, or that the quiz was opened offline from the device. */
export function SubmitStatusNote({
  phase,
  isOfflineResume,
}: {
  phase: SubmitPhase;
  isOfflineResume: boolean;
}) {
  if (phase === "submitted") {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
        Submitted. Opening your result...
      </p>
    );
  }
  if (phase === "queued") {
    return (
      <p
        role="status"
        data-testid="submission-pending"
        className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950"
      >
        Submitted offline: your answers are saved on this device and will be sent when you are back online.
        Your result opens then.
      </p>
    );
  }
  if (isOfflineResume) {
    return (
      <p
        role="status"
        data-testid="offline-resume"
        className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
      >
        You're offline: this quiz was opened from this device. Your answers are kept here and sent when you're
        back online.
      </p>
    );
  }
  return null;
}
