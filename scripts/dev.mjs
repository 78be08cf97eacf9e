// `npm run dev`: the server from its TypeScript sources (restarted on change) on port 3000, and Vite's
// dev server with hot reload on 5173, which proxies /api to it. Open http://localhost:5173.
import { spawn } from "node:child_process";

const CLIENT_URL = "http://localhost:5173";
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/main.ts"], {
    stdio: "inherit",
    // the pages come from Vite's origin, so sign-in and the CSRF check must expect that origin
    env: { PORT: "3000", PUBLIC_URL: CLIENT_URL, ...process.env },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js", "--port", "5173", "--strictPort"], {
    stdio: "inherit",
  }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
