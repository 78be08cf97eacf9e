/**
 * The learner's choices about how an attempt is shown, kept on the device per attempt: the simple
 * one-question view instead of the exam's own interface (for this browser tab's session).
 */

const PLAIN_PREFIX = "abhyas:plain-view:";

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // private mode or full storage: the choice lasts this page only
  }
}

const session = () => window.sessionStorage;

export const prefersPlainView = (attemptId: number) => read(session, PLAIN_PREFIX + attemptId) === "1";
export const setPrefersPlainView = (attemptId: number, isPlain: boolean) =>
  write(session, PLAIN_PREFIX + attemptId, isPlain ? "1" : null);
