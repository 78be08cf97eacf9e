import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppRoot } from "@/app/app-root";
import { loadMatchedRoutes, routePatternOf } from "@/app/router";
import { activateLanguage } from "@/i18n/i18n";
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from "@/i18n/language";
import { hallOf, openHallEarly } from "@/lib/early-start";
import { applyHintedKatexCss } from "@/lib/katex-css";
import { holdIdleWork, whenIdle } from "@/lib/lazy-when-idle";
import { queryClient } from "@/lib/query-client";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
// /landing comes prerendered (scripts/prerender.mjs); every other page starts from an empty #root
const prerendered = root.firstElementChild !== null;

/** The choice kept in this browser (a signed-in learner's saved one is applied once it is known). */
const storedLanguage = (() => {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
})();
// a page under /hi/ (the Hindi landing page) is Hindi whatever else says so
const language = window.location.pathname.startsWith("/hi/")
  ? "hi"
  : chooseLanguage({ stored: storedLanguage, browser: navigator.languages });
// A prerendered page hydrates in the language it was rendered in and switches after.
const markupLanguage = document.documentElement.lang === "hi" ? "hi" : "en";
const languageReady = activateLanguage(prerendered ? markupLanguage : language);

// The exam hall's opening (read-only: the attempt in progress, if any) leaves now, beside the page's code.
openHallEarly(window.location);
// and what waits for an idle moment waits for its first question too (quiz-runner.tsx releases it)
if (hallOf(window.location)) holdIdleWork();
applyHintedKatexCss();

// The first render (hydration, or the page's first screen) as a transition runs in slices between
// frames instead of one long task a phone's first tap would wait behind.
const render = (hydrate: boolean) =>
  startTransition(() => {
    const app = <AppRoot queryClient={queryClient} />;
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });

// The page's code loads before the first render, so that render is the page itself: what
// hydration needs, and no blank first render anywhere else.
Promise.all([loadMatchedRoutes(window.location.pathname), languageReady]).then(
  () => {
    render(prerendered);
    if (prerendered && language !== markupLanguage) void activateLanguage(language);
  },
  (error: unknown) => {
    // A prerendered page stays as it is (its links still work). Elsewhere the router loads the
    // page again and shows its error screen if it still cannot.
    if (prerendered) throw error;
    render(false);
  },
);

// Loaded after the first view: the offline queue brings idb-keyval, workbox-window and zod.
// Queued offline submissions are sent now and whenever the connection returns.
const startSendingQueuedSubmissions = () =>
  void import("@/features/attempts/answer-sheet/send-queued-submission").then((m) =>
    m.startSendingQueuedSubmissions(),
  );
// When the phone is first idle, not at once: evaluating them is work a first tap would wait behind.
whenIdle(() => {
  if (import.meta.env.PROD)
    void import("@/features/pwa/register-sw").then((m) =>
      m.registerServiceWorker(startSendingQueuedSubmissions),
    );
  // Field web vitals from a sample of page loads (lib/web-vitals-beacon.ts); its observers read
  // the entries buffered since the page began.
  void import("@/lib/web-vitals-beacon").then((m) => m.startWebVitalsBeacon(routePatternOf));
});
