import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { compileCatalogues } from "./scripts/compile-catalogues.mjs";
import { compileHints } from "./scripts/compile-hints.mjs";
import { sharedFirstLoad } from "./scripts/shared-first-load.mjs";
import { precachePrerenderedLanding } from "./src/client/features/pwa/precache-prerendered";
import {
  isFigureImage,
  isHashedAsset,
  isKatexFont,
  isOfflineReadableApi,
  isPageNavigation,
} from "./src/client/features/pwa/sw-cache-rules";

const sharedCode = sharedFirstLoad({
  name: "shared",
  entry: "src/client/main.tsx",
  routes: ["src/client/app/pages/landing-page.tsx", "src/client/features/attempts/hall/quiz-page.tsx"],
  routeFirstLoad: "hall-first-load",
});

export default defineConfig({
  root: "src/client",
  publicDir: path.resolve("public"),
  resolve: {
    alias: [
      { find: "@shared", replacement: path.resolve("src/shared") },
      { find: "@", replacement: path.resolve("src/client") },
      // zod without its JIT, whose eval probe the CSP refuses (see the file)
      { find: /^zod$/, replacement: path.resolve("src/client/lib/zod-jitless.ts") },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.resolve("src/client/lib/use-sync-external-store-shim.ts"),
      },
    ],
  },
  plugins: [
    compileCatalogues(),
    // the first tap in the exam hall ran its handlers' code cold, compiling each function then:
    // the entry, the shared code, the halls and the palette's dialog (Radix's chunks are named
    // dist) are compiled as they stream in instead (docs/decisions/0034)
    compileHints((chunk) =>
      /^(index|shared|quiz-page|nta-.+|omr-view|tcs-view|practice-view|dialog|dist)$/.test(chunk),
    ),
    sharedCode.plugin,
    react(),
    tailwindcss(),
    VitePWA({
      filename: "sw.js",
      registerType: "prompt",
      injectRegister: false,
      // the icons are in the precache through globPatterns already
      includeManifestIcons: false,
      manifest: {
        id: "/",
        lang: "en-IN",
        categories: ["education"],
        name: "Abhyas: exam practice for UPSC, JEE, NEET, SSC and Banking",
        short_name: "Abhyas",
        description: "Free daily quizzes, exam-pattern mock tests and honest analytics.",
        theme_color: "#1d4ed8",
        background_color: "#ffffff",
        display: "standalone",
        start_url: "/",
        scope: "/",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        // Precache the app shell, the routes' code and the icons, so pages work offline once the
        // app has been opened. Left to the runtime caches below: KaTeX's fonts (about 60 files) and
        // the chart pages (progress, analytics: recharts, 400 kB), whose data needs the network anyway.
        globPatterns: ["**/*.{js,css,html,svg,png}"],
        globIgnores: ["**/KaTeX_*", "**/assets/progress-page-*.js", "**/assets/analytics-page-*.js"],
        // and /landing's prerendered HTML, written after this build (see the file)
        manifestTransforms: [precachePrerenderedLanding],
        // Client-side routes get the precached app shell; /api/ navigations (sign-in, sign-out)
        // go to the network and fall back to offline.html (below).
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // reminders by web push: the push and notificationclick handlers (public/sw-push.js)
        importScripts: ["/sw-push.js"],
        // Control the first page at once, so the quiz it opens is cached for offline use. A new
        // version still waits for the learner's "Reload" (registerType "prompt").
        clientsClaim: true,
        runtimeCaching: [
          {
            urlPattern: isOfflineReadableApi,
            method: "GET",
            handler: "NetworkFirst",
            options: {
              cacheName: "abhyas-api",
              networkTimeoutSeconds: 4,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
          {
            urlPattern: isKatexFont,
            handler: "CacheFirst",
            options: {
              cacheName: "abhyas-fonts",
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 80, maxAgeSeconds: 365 * 24 * 60 * 60 },
            },
          },
          {
            urlPattern: isFigureImage,
            handler: "CacheFirst",
            options: {
              cacheName: "abhyas-figures",
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 100, maxAgeSeconds: 365 * 24 * 60 * 60 },
            },
          },
          {
            urlPattern: isHashedAsset,
            handler: "CacheFirst",
            options: {
              cacheName: "abhyas-assets",
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 60, maxAgeSeconds: 365 * 24 * 60 * 60 },
            },
          },
          {
            urlPattern: isPageNavigation,
            handler: "NetworkOnly",
            options: {
              precacheFallback: { fallbackURL: "/offline.html" },
              plugins: [
                {
                  // Signing out forgets the cached account data, so the next person on a shared
                  // phone does not see it offline. Self-contained: Workbox copies this into sw.js.
                  requestWillFetch: async ({ request }: { request: Request }) => {
                    if (new URL(request.url).pathname === "/api/logout") await caches.delete("abhyas-api");
                    return request;
                  },
                },
              ],
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: path.resolve("dist/client"),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the landing page's first-view JavaScript budget is measured from it
    // (bench/landing-js.ts, tests/browser/bundle-budget.test.ts)
    manifest: true,
    // what every page starts with comes in one file, not a file per small module (decision 0035)
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [sharedCode.group, ...(sharedCode.routeGroup ? [sharedCode.routeGroup] : [])],
        },
      },
    },
  },
  server: {
    // the Host stays Vite's, the PUBLIC_URL scripts/dev.mjs gives the server (demo sign-in checks it)
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
});
