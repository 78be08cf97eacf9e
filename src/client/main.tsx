import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { router } from "@/app/router";
import { queryClient } from "@/lib/query-client";
import "./styles.css";

// Radix's toast code loads beside the first page, not before it: a toast raised earlier waits in
// the toast store and shows once the Toaster mounts.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);

// Loaded after the first view: the offline queue brings idb-keyval, workbox-window and zod.
if (import.meta.env.PROD) void import("@/features/pwa/register-sw").then((m) => m.registerServiceWorker());
