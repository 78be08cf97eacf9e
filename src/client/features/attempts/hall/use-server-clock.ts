import { useEffect, useRef, useState } from "react";

/** The longest a clock that moves only at its changes goes without looking at the time. */
const CHANGES_ONLY_MAX_WAIT_MS = 10_000;

/**
 * The server's clock as seen from this device: the offset between the server's `serverNow` and the
 * device clock when the sheet arrived, so a wrong device clock cannot stretch or cut the countdown.
 */
export function serverOffsetMs(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/**
 * The current server time, re-rendering once a second while `running`; with `nextChange`, only
 * when the next time it names (a section opening or closing, the end) has come, and at least every
 * 10 s: a component that needs the time only at those moments does not re-render every second.
 */
export function useServerNow(
  offsetMs: number,
  running: boolean,
  nextChange?: (now: number) => number | null,
): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  const nextChangeRef = useRef(nextChange);
  nextChangeRef.current = nextChange;
  const changesOnly = nextChange !== undefined;
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    if (!running) return;
    if (!changesOnly) {
      const id = setInterval(() => setNow(Date.now() + offsetMs), 1000);
      return () => clearInterval(id);
    }
    let id: ReturnType<typeof setTimeout> | undefined;
    const waitForChange = () => {
      const current = Date.now() + offsetMs;
      const next = nextChangeRef.current?.(current) ?? null;
      const wait = next === null ? CHANGES_ONLY_MAX_WAIT_MS : Math.max(0, next - current) + 1;
      id = setTimeout(
        () => {
          setNow(Date.now() + offsetMs);
          waitForChange();
        },
        Math.min(wait, CHANGES_ONLY_MAX_WAIT_MS),
      );
    };
    waitForChange();
    return () => clearTimeout(id);
  }, [offsetMs, running, changesOnly]);
  return now;
}

/**
 * An attempt's clock on the server's time: ticking while `running` (as useServerNow, with its
 * `nextChange`), and once handed in, frozen at `stoppedAt` (never past the end).
 */
export function useAttemptNow({
  offset,
  endsAt,
  stoppedAt,
  running,
  nextChange,
}: {
  offset: number;
  endsAt: number;
  stoppedAt: number | null;
  running: boolean;
  nextChange?: (now: number) => number | null;
}): number {
  const ticking = useServerNow(offset, running && stoppedAt === null, nextChange);
  return stoppedAt === null ? ticking : Math.min(stoppedAt, endsAt);
}
