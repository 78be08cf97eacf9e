/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from "virtual:pwa-register";
import { setUpdateAvailable } from "@/lib/sw-update";
import { listenForInstallPrompt } from "./install-prompt-store";
import { showUpdateAvailableToast } from "./update-available-toast";

/** A tab left open for days still learns of a new version: ask the server once an hour. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js (production builds only; main.tsx decides), offers the reload when a new
 * version is waiting, keeps the browser's install offer for the install card, and starts sending
 * quiz submissions queued offline (`startSubmissionSync`, given by main.tsx) once the page has loaded.
 */
export function registerServiceWorker(startSubmissionSync: () => void): void {
  listenForInstallPrompt();
  // The offline queue (idb-keyval, zod) loads once the page has loaded, outside the first view.
  const startSync = () => startSubmissionSync();
  if (document.readyState === "complete") startSync();
  else window.addEventListener("load", startSync, { once: true });
  if (!("serviceWorker" in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh() {
      setUpdateAvailable(async () => {
        // Reload once the new worker controls this page. The plugin does so only for pages that
        // were already controlled when they loaded, not for a learner's very first visit.
        navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
          once: true,
        });
        await updateSW(true);
      });
      showUpdateAvailableToast();
    },
    onOfflineReady() {
      // the app shell is cached: nothing to show, the app simply keeps working offline
    },
    onRegisteredSW(_swUrl, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && registration.installing === null) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });
}
