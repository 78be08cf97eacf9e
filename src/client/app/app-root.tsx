import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, StrictMode, Suspense } from "react";
import { type DataRouter, RouterProvider } from "react-router";

// Radix's toast code loads beside the first page, not before it: a toast raised earlier waits in
// the toast store and shows once the Toaster mounts.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/**
 * The whole app around a router. The browser (main.tsx) and the build-time prerender
 * (prerender/landing.tsx) render this same tree, so hydration finds the markup it expects.
 */
export function AppRoot({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>
  );
}
