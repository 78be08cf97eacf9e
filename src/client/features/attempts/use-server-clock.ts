import { useEffect, useState } from "react";

/**
 * The server's clock as seen from this device: the offset between the server's `serverNow` and the
 * device clock when the sheet arrived, so a wrong device clock cannot stretch or cut the countdown.
 */
export function serverOffsetMs(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** The current server time, re-rendering once a second while `running`. */
export function useServerNow(offsetMs: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    if (!running) return;
    const id = setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => clearInterval(id);
  }, [offsetMs, running]);
  return now;
}
