import { Countdown } from "./quiz-frame";
import { useServerNow } from "./use-server-clock";

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
  const ticking = useServerNow(offset, running && stoppedAt === null);
  const now = stoppedAt === null ? ticking : Math.min(stoppedAt, endsAt);
  return (
    <Countdown
      remainingMs={Math.max(0, endsAt - now)}
      label={label}
      sectionRemainingMs={sectionClosesAt === null ? null : sectionClosesAt - now}
    />
  );
}
