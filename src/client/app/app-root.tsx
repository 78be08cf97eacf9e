import { I18nProvider } from "@lingui/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, lazy, StrictMode, Suspense } from "react";
import { i18n } from "@/i18n/i18n";
import { RouterProvider } from "@/lib/router";
import { routes } from "./router";

/**
 * Radix's toast code is not in the first view's JavaScript: main.tsx loads it beside the first page
 * (not after it) and hands the Toaster in, so a toast the page raises at once (a 401 before the
 * 500 ms redirect to sign-in) is on screen at once, not after a Suspense reveal. The prerendered
 * landing page keeps it lazy, as its server render did. A toast raised earlier waits in the store.
 */
export const loadToaster = () => import("@/components/ui/toaster");
const LazyToaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/**
 * The whole app around its routes. The browser (main.tsx) and the build-time prerender
 * (prerender/landing.tsx) render this same tree, so hydration finds the markup it expects.
 */
export function AppRoot({
  path,
  queryClient,
  Toaster,
}: {
  /** the path to render (the build-time prerender); the browser's own location without it */
  path?: string;
  queryClient: QueryClient;
  /** the Toaster, already loaded; without it, it loads lazily */
  Toaster?: ComponentType;
}) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider routes={routes} ssrPath={path} />
          {Toaster ? (
            <Toaster />
          ) : (
            <Suspense fallback={null}>
              <LazyToaster />
            </Suspense>
          )}
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
