import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { omrMessages } from "./omr-messages";

/** Set on the device once the candidate has inked a bubble or dismissed the note: it never shows again. */
const NOTE_READ_KEY = "abhyas:omr-two-taps-read";

function isNoteRead(): boolean {
  try {
    return window.localStorage.getItem(NOTE_READ_KEY) === "1";
  } catch {
    return false;
  }
}

function rememberNoteRead(): void {
  try {
    window.localStorage.setItem(NOTE_READ_KEY, "1");
  } catch {
    // storage blocked: the note shows again on the next paper
  }
}

/**
 * Whether the two-tap note is still to be shown on this device, and the call that puts it away for
 * good (the candidate's first ink, or its own "Got it").
 */
export function useTwoTapNote(): { isShown: boolean; putAway: () => void } {
  const [isShown, setShown] = useState(() => !isNoteRead());
  const putAway = useCallback(() => {
    if (!isShown) return;
    rememberNoteRead();
    setShown(false);
  }, [isShown]);
  return { isShown, putAway };
}

/** How a bubble is filled, said once at the top of the sheet before the first bubble. */
export function OmrTwoTapNote({ onDismiss, compact = false }: { onDismiss: () => void; compact?: boolean }) {
  const t = useT(omrMessages);
  return (
    <section
      aria-label={t("twoTapNoteTitle")}
      data-testid="omr-two-tap-note"
      className="flex items-start gap-2 rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-blue-950"
    >
      <p className={compact ? "text-xs" : "text-sm"}>
        <span className="font-semibold">{t("twoTapNoteTitle")}.</span> {t("twoTapNote")}
      </p>
      <Button variant="outline" size="smTight" className="shrink-0" onClick={onDismiss}>
        {t("twoTapNoteDismiss")}
      </Button>
    </section>
  );
}
