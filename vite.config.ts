import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

export default defineConfig({
  root: "src/client",
  publicDir: path.resolve("public"),
  resolve: {
    alias: {
      "@shared": path.resolve("src/shared"),
      "@": path.resolve("src/client"),
    },
  },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      filename: "sw.js",
      registerType: "prompt",
      injectRegister: false,
      manifest: {
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
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//],
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
      },
    }),
  ],
  build: {
    outDir: path.resolve("dist/client"),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
});
