import { I18nProvider } from "@lingui/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, StrictMode, Suspense, useEffect, useState } from "react";
import { useToasts } from "@/components/ui/use-toast";
import { i18n } from "@/i18n/i18n";
import { whenIdle } from "@/lib/lazy-when-idle";
import { RouterProvider } from "@/lib/router";
import { routes } from "./router";

const LazyToaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/**
 * Radix's toast code is not in any page's first load: it loads once the browser is idle after the
 * first render, or at once when a toast is raised before that (the toast waits in the store, and a
 * redirect after a toast waits for it to be on screen: lib/sign-in-again.ts). The prerendered
 * landing page renders it the same way, so hydration finds nothing here to match.
 */
function DeferredToaster() {
  const toasts = useToasts();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}

/**
 * The whole app around its routes. The browser (main.tsx) and the build-time prerender
 * (prerender/landing.tsx) render this same tree, so hydration finds the markup it expects.
 */
export function AppRoot({
  path,
  queryClient,
}: {
  /** the path to render (the build-time prerender); the browser's own location without it */
  path?: string;
  queryClient: QueryClient;
}) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider routes={routes} ssrPath={path} />
          <DeferredToaster />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
