/**
 * Which requests the service worker answers from its runtime caches. vite.config.ts hands these
 * functions to Workbox, which copies their source text into sw.js: each one must stay
 * self-contained (no imports, no outer constants, no helpers), or the service worker breaks.
 */

type RouteMatch = { url: URL; request: Request; sameOrigin: boolean };

/**
 * Reads a learner needs to take an opened quiz offline: the quiz itself, exam pages' lists, the
 * daily quiz and who is signed in (not a paper's opening). Only GET is ever cached (Workbox registers these routes for GET
 * only, and this checks again); answers, submissions and everything else always go to the network.
 */
export function isOfflineReadableApi({ url, request, sameOrigin }: RouteMatch): boolean {
  if (!sameOrigin || request.method !== "GET") return false;
  // a paper's opening holds the attempt in progress as the server has it now: never an old copy
  // (offline, the quiz page resumes from the sheet and draft kept on the device instead)
  if (/^\/api\/quiz\/[^/]+\/opening\/?$/.test(url.pathname)) return false;
  return /^\/api\/(?:quiz\/[^/]+(?:\/[^/]+)*|exams(?:\/[^/]+)*|daily-quiz|auth\/user)\/?$/.test(url.pathname);
}

/** KaTeX's fonts: dozens of files only the math pages need, so cached when first used, not precached. */
export function isKatexFont({ url, sameOrigin }: RouteMatch): boolean {
  return sameOrigin && /^\/assets\/KaTeX_[^/]+\.(?:woff2?|ttf)$/.test(url.pathname);
}

/** Figures of shared stimuli: an id's bytes never change, so the first copy serves offline for good. */
export function isFigureImage({ url, request, sameOrigin }: RouteMatch): boolean {
  return sameOrigin && request.method === "GET" && /^\/api\/images\/\d+$/.test(url.pathname);
}

/** Hashed build files left out of the precache: immutable, so the first copy is good forever. */
export function isHashedAsset({ url, sameOrigin }: RouteMatch): boolean {
  return sameOrigin && url.pathname.startsWith("/assets/");
}

/** Page loads the app shell does not answer (the /api/ sign-in and sign-out navigations). */
export function isPageNavigation({ request }: RouteMatch): boolean {
  return request.mode === "navigate";
}
