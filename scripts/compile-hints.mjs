import fs from "node:fs";
import path from "node:path";

/**
 * V8's explicit compile hint (Chromium 136 on): a script that begins with this comment has all its
 * functions compiled while it is streamed, off the main thread, instead of each at its first call.
 */
const HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks the chunks whose names match for eager compilation. Written into the files last, so the
 * comment heads them (Vite prepends its own preamble to a chunk after the bundle is generated).
 */
export function compileHints(matches) {
  return {
    name: "abhyas-compile-hints",
    apply: "build",
    enforce: "post",
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk" || !matches(file.name)) continue;
        const target = path.join(options.dir ?? "", file.fileName);
        fs.writeFileSync(target, HINT + fs.readFileSync(target, "utf8"));
      }
    },
  };
}
