import type { ComponentType } from "react";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { AppLayout } from "@/components/layout/app-layout";
import { RouteError } from "./routes/route-error";

/**
 * Every screen is loaded on demand, so the landing page ships only what it shows. Each has its own
 * error element, so a page that throws shows a friendly message inside the app's layout; a page
 * whose code cannot be loaded (offline, or a new version replaced it) shows the same message, whose
 * Home link loads the app afresh.
 */
const page = (
  load: () => Promise<{ default: ComponentType }>,
): Pick<RouteObject, "lazy" | "errorElement"> => ({
  lazy: async () => {
    try {
      return { Component: (await load()).default };
    } catch {
      return { Component: RouteError };
    }
  },
  errorElement: <RouteError />,
});

export const routes: RouteObject[] = [
  { path: "/landing", ...page(() => import("@/app/pages/landing-page")) },
  { path: "/hi/landing", ...page(() => import("@/app/pages/landing-page")) },
  { path: "/demo-sign-in", ...page(() => import("@/features/auth/demo-sign-in-page")) },
  { path: "/exam/:examType", ...page(() => import("@/features/exams/exam-page")) },
  { path: "/privacy", ...page(() => import("@/features/landing/privacy-page")) },
  { path: "/terms", ...page(() => import("@/features/landing/terms-page")) },
  { path: "/refund-policy", ...page(() => import("@/features/payments/refund-policy-page")) },
  // The quiz page handles a signed-out visitor itself (toast, then sign-in after 500 ms).
  { path: "/quiz/:id", ...page(() => import("@/features/attempts/quiz-page")) },
  // The admin page shows a signed-out visitor or a learner its own "Admins only" page.
  { path: "/admin", ...page(() => import("@/features/admin/admin-page")) },
  {
    element: <AppLayout subNav={false} />,
    errorElement: <RouteError />,
    children: [
      { path: "/", ...page(() => import("@/app/pages/dashboard-page")) },
      { path: "/checkout/:orderId", ...page(() => import("@/features/payments/simulated-checkout-page")) },
    ],
  },
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
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
      { path: "/results/:attemptId", ...page(() => import("@/features/attempts/result-page")) },
      { path: "/billing", ...page(() => import("@/features/payments/billing-page")) },
      { path: "/my-reports", ...page(() => import("@/features/reports/my-reports-page")) },
    ],
  },
  { path: "*", ...page(() => import("@/app/routes/not-found")) },
];

export const createAppRouter = () => createBrowserRouter(routes);

/** The route pattern a path is shown by ("/quiz/12" is "/quiz/:id"; an unknown path "/*"): no ids. */
export function routePatternOf(pathname: string): string {
  const paths = (matchRoutes(routes, pathname) ?? []).map((m) => m.route.path).filter(Boolean);
  const last = paths[paths.length - 1] ?? "*";
  return last === "*" ? "/*" : last;
}

/**
 * Loads the code of the routes matching a path before a router is made, so its first render shows
 * the page itself: the prerendered landing HTML is made this way, and hydrating it needs the same
 * first render (react-router's documented way to hydrate lazy routes).
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
