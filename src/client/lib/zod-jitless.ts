// What "zod" is in the client build (vite.config.ts aliases it here): zod with its JIT compiler
// turned off before any schema exists. The JIT's probe, new Function(""), is refused by the CSP
// (no 'unsafe-eval') and is reported as a violation; object schemas run it when they are created,
// so the setting must come first. Zod loads lazily with the pages that parse, never in the first view.
import { z } from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
