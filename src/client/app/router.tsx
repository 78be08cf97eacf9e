import type { ComponentType } from "react";
import { lazyPage, matchRoutes, preloadPath, type RouteObject } from "@/lib/router";
import { RouteError } from "./routes/route-error";

/**
 * Every screen is loaded on demand, so the landing page ships only what it shows. Each has its own
 * error element, so a page that throws shows a friendly message inside the app's layout; a page
 * whose code cannot be loaded (offline, or a new version replaced it) shows the same message, whose
 * Home link loads the app afresh.
 */
const page = (
  load: () => Promise<{ default: ComponentType }>,
): Pick<RouteObject, "page" | "errorElement"> => ({
  page: lazyPage(async () => {
    try {
      return await load();
    } catch {
      return { default: RouteError };
    }
  }),
  errorElement: <RouteError />,
});

/**
 * The layout of the signed-in pages (top bar, sub-navigation): loaded with them, so pages without it
 * (the landing page, the exam hall) do not carry it.
 */
const layout = (subNav: boolean) => ({
  page: lazyPage(() =>
    import("@/components/layout/app-layout").then(({ AppLayout }) => ({
      default: () => <AppLayout subNav={subNav} />,
    })),
  ),
  errorElement: <RouteError />,
});

/** The app's pages, matched in this order (the first whose pattern fits the path shows). */
export const routes: RouteObject[] = [
  { path: "/landing", ...page(() => import("@/app/pages/landing-page")) },
  { path: "/hi/landing", ...page(() => import("@/app/pages/landing-page")) },
  { path: "/demo-sign-in", ...page(() => import("@/features/auth/demo-sign-in-page")) },
  { path: "/exam/:examType", ...page(() => import("@/app/pages/exam-page")) },
  { path: "/exam/:examType/chapters/:chapter", ...page(() => import("@/features/chapters/chapter-page")) },
  { path: "/privacy", ...page(() => import("@/features/landing/privacy-page")) },
  { path: "/terms", ...page(() => import("@/features/landing/terms-page")) },
  { path: "/refund-policy", ...page(() => import("@/features/payments/refund-policy-page")) },
  // The quiz page handles a signed-out visitor itself (toast, then sign-in after 500 ms).
  { path: "/quiz/:id", ...page(() => import("@/features/attempts/hall/quiz-page")) },
  // The admin page shows a signed-out visitor or a learner its own "Admins only" page.
  { path: "/admin", ...page(() => import("@/features/admin/admin-page")) },
  {
    ...layout(false),
    children: [
      { path: "/", ...page(() => import("@/app/pages/dashboard-page")) },
      { path: "/checkout/:orderId", ...page(() => import("@/features/payments/simulated-checkout-page")) },
    ],
  },
  {
    ...layout(true),
    children: [
      { path: "/daily-quizzes", ...page(() => import("@/features/quizzes/daily-quizzes-page")) },
      { path: "/mock-tests", ...page(() => import("@/features/quizzes/mock-tests-page")) },
      { path: "/past-papers", ...page(() => import("@/features/quizzes/past-papers-page")) },
      { path: "/bookmarks", ...page(() => import("@/features/bookmarks/bookmarks-page")) },
      { path: "/review", ...page(() => import("@/features/review/review-page")) },
      { path: "/live-tests", ...page(() => import("@/features/live-tests/live-tests-page")) },
      { path: "/live-tests/:id/results", ...page(() => import("@/features/live-tests/live-results-page")) },
      { path: "/study-plan", ...page(() => import("@/features/study-plan/study-plan-page")) },
      { path: "/analytics", ...page(() => import("@/app/pages/analytics-page")) },
      { path: "/progress-tracking", ...page(() => import("@/features/progress/progress-page")) },
      { path: "/results/:attemptId", ...page(() => import("@/features/attempts/result/result-page")) },
      { path: "/billing", ...page(() => import("@/features/payments/billing-page")) },
      { path: "/my-reports", ...page(() => import("@/features/reports/my-reports-page")) },
      { path: "/my-batches", ...page(() => import("@/features/institutes/my-batches-page")) },
      { path: "/join/:code", ...page(() => import("@/features/institutes/my-batches-page")) },
      { path: "/institute/:instituteId", ...page(() => import("@/features/institutes/institute-page")) },
      { path: "/institute/:instituteId/bank", ...page(() => import("@/app/pages/institute-bank-page")) },
      {
        path: "/institute/:instituteId/activity",
        ...page(() => import("@/features/institutes/institute-activity-page")),
      },
      {
        path: "/institute/:instituteId/learners/:userId",
        ...page(() => import("@/features/institutes/learner-history-page")),
      },
      {
        path: "/institute/:instituteId/batches/:batchId",
        ...page(() => import("@/features/institutes/batch-page")),
      },
      { path: "/account", ...page(() => import("@/features/account/account-page")) },
    ],
  },
  { path: "*", ...page(() => import("@/app/routes/not-found")) },
];

/** The route pattern a path is shown by ("/quiz/12" is "/quiz/:id"; an unknown path "/*"): no ids. */
export function routePatternOf(pathname: string): string {
  const branch = matchRoutes(routes, pathname)?.branch ?? [];
  const last = branch[branch.length - 1]?.path ?? "*";
  return last === "*" ? "/*" : last;
}

/**
 * Loads the code of the page a path shows before the first render, so that render shows the page
 * itself: the prerendered landing HTML is made this way, and hydrating it needs the same first
 * render (no Suspense fallback in between).
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  await preloadPath(routes, pathname);
}
