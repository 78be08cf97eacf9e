/** The longest return path kept through sign-in (a quiz or billing URL is far shorter). */
const MAX_RETURN_TO = 512;

/**
 * Where to go after sign-in, when `raw` is a path on this site: it begins with a single "/" (never
 * "//" or "/\", which browsers read as another host), has no scheme, backslash or control
 * character, and is not an API route. Anything else answers null, and the caller goes to "/".
 */
export function safeReturnTo(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_RETURN_TO) return null;
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  if (raw === "/api" || raw.startsWith("/api/") || raw.startsWith("/api?")) return null;
  try {
    // a path that resolves to another origin is no path of ours
    const base = "https://abhyas.invalid";
    if (new URL(raw, base).origin !== base) return null;
  } catch {
    return null;
  }
  return raw;
}

/** The query string that carries a return path to a sign-in page or route ("" when there is none). */
export const returnToQuery = (returnTo: string | null | undefined) => {
  const safe = safeReturnTo(returnTo);
  return safe && safe !== "/" ? `?returnTo=${encodeURIComponent(safe)}` : "";
};
