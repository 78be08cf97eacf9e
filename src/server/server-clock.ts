/**
 * The server's clock: the real time, or in a test run (ABHYAS_TEST_NOW) the real time shifted so
 * that it reads `startAt` at start-up and runs on from there.
 */
export function serverClock(startAt?: Date): () => Date {
  if (!startAt) return () => new Date();
  const offsetMs = startAt.getTime() - Date.now();
  return () => new Date(Date.now() + offsetMs);
}
