import fs from "node:fs";
import path from "node:path";
import { entryKeyOf, keyOfSource, readManifest, staticClosure } from "./build-manifest";

/** Pages whose first render waits on their own code and data: the exam hall (a quiz by id). */
const PAGES: {
  path: RegExp;
  source: string;
  data: (match: RegExpExecArray) => string[];
  /** the quiz whose math decides whether KaTeX's stylesheet and main fonts are wanted */
  quizId?: (match: RegExpExecArray) => number;
}[] = [
  {
    path: /^\/quiz\/(\d+)$/,
    source: "features/attempts/hall/quiz-page.tsx",
    // what the quiz page asks first (use-auth.ts, use-quiz.ts): the learner and the paper
    data: (m) => ["/api/auth/user", `/api/quiz/${m[1]}`],
    quizId: (m) => Number(m[1]),
  },
];

/** KaTeX's stylesheet and the two fonts nearly every formula uses (upright and math italic). */
const MATH_FONTS = ["KaTeX_Main-Regular.woff2", "KaTeX_Math-Italic.woff2"];

/**
 * index.html for a page, with hints that start its route's code and first data while the entry
 * script downloads, instead of one after another once it has run (a phone on slow 4G feels each
 * round trip). Other pages get index.html as built. Data hints are fetch preloads with the
 * credentials the app's own requests send, so the browser hands the same response to them.
 */
export function pageHtmlWithPreloads(
  clientDir: string,
  quizHasMath: (quizId: number) => Promise<boolean>,
): (url: string) => Promise<string | null> {
  const htmlPath = path.join(clientDir, "index.html");
  const manifestPath = path.join(clientDir, ".vite", "manifest.json");
  if (!fs.existsSync(htmlPath) || !fs.existsSync(manifestPath)) return async () => null;
  const html = fs.readFileSync(htmlPath, "utf8");
  const manifest = readManifest(clientDir);
  const inEntry = staticClosure(manifest, [entryKeyOf(manifest) ?? ""]);
  const pages = PAGES.flatMap((page) => {
    const key = keyOfSource(manifest, page.source);
    if (!key) return [];
    const modules = [...staticClosure(manifest, [key])]
      .filter((k) => !inEntry.has(k))
      .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]?.file}">`);
    return [{ ...page, modules: modules.join("") }];
  });
  const chunks = Object.values(manifest);
  const katexCss = chunks.find((c) => /\/katex-[^/]*\.css$/.test(c.file))?.file;
  const fonts = MATH_FONTS.flatMap((name) => chunks.find((c) => c.src?.endsWith(`/${name}`))?.file ?? []);
  const mathHints = katexCss
    ? [
        // crossorigin as the entry script's <link rel="stylesheet"> (Vite's loader) has it: it takes
        // this preload even while it is still on the way, instead of fetching the sheet again
        `<link rel="preload" as="style" crossorigin href="/${katexCss}">`,
        ...fonts.map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${f}">`),
      ].join("")
    : "";
  return async (url) => {
    for (const page of pages) {
      const match = page.path.exec(url);
      if (!match) continue;
      const data = page
        .data(match)
        .map((href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`)
        .join("");
      // a paper with math paints its questions only once KaTeX's fonts are in (they block text)
      const quizId = page.quizId?.(match);
      const math = quizId !== undefined && (await quizHasMath(quizId).catch(() => false)) ? mathHints : "";
      return html.replace("</head>", `${data}${page.modules}${math}</head>`);
    }
    return null;
  };
}
