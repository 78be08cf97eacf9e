import { Countdown } from "./quiz-frame";
import { useAttemptNow } from "./use-server-clock";

/**
 * The test's countdown (and the open section's), ticking on its own every second: the hall around
 * it re-renders only when its state changes, not with every second of the clock.
 */
export function LiveCountdown({
  offset,
  endsAt,
  sectionClosesAt,
  stoppedAt,
  running,
  label,
}: {
  offset: number;
  endsAt: number;
  /** when the open section closes, or null without sectional timing */
  sectionClosesAt: number | null;
  /** the moment the clock stopped (submitted), or null while it runs */
  stoppedAt: number | null;
  running: boolean;
  label: string;
}) {
  const now = useAttemptNow({ offset, endsAt, stoppedAt, running });
  return (
    <Countdown
      remainingMs={Math.max(0, endsAt - now)}
      label={label}
      sectionRemainingMs={sectionClosesAt === null ? null : sectionClosesAt - now}
    />
  );
}
