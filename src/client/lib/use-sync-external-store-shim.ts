// React 18+ has useSyncExternalStore built in: wouter's import of the pre-18 shim resolves here
// (vite.config.ts), which keeps the shim's fallback code out of every page's first load.
export { useSyncExternalStore } from "react";
