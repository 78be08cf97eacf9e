import { RotateCcw } from "lucide-react";
import { useT } from "@/i18n/use-t";
import type { SubmitPhase } from "../answer-sheet/use-submit-attempt";
import { hallMessages } from "./hall-messages";

export function RetakeNote() {
  const t = useT(hallMessages);
  return (
    <p className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <RotateCcw className="h-4 w-4 shrink-0" aria-hidden />
      {t("retakeNote")}
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
  const t = useT(hallMessages);
  if (phase === "submitted") {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
        {t("submittedOpening")}
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
        {t("submittedOffline")}
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
        {t("offlineResume")}
      </p>
    );
  }
  return null;
}
