import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startBuiltServer } from "../scripts/built-server.mjs";
import type { BankItem } from "../src/server/bank-formats/bank-item";
import { BANK_FORMATS } from "../src/server/bank-formats/formats";
import { loadExamBank } from "../src/server/content/load";
import type { BankFormatName, BankImportResponse } from "../src/shared/contract/bank-exchange";
import type { BenchRow } from "./bench-row";

/** The size a coaching centre's bank arrives in (issue: "a 10,000-question file in under a minute"). */
export const IMPORT_QUESTIONS = 10_000;
const TARGET_MS = 60_000;
const FORMATS: BankFormatName[] = ["moodle-xml", "qti3", "csv", "gift", "aiken", "data-file"];
const DEFAULTS = { exam: "upsc", subject: "Polity", topic: "Constitution", difficulty: "medium" } as const;

/**
 * 10,000 distinct questions made of the seeded UPSC bank's own (their Hindi, KaTeX and lengths),
 * each copy's text and options marked with its set and the format, so no file repeats another's
 * questions and every import writes all of them. Passages stay out: a file names none of the bank's.
 */
function tenThousandQuestions(format: BankFormatName): BankItem[] {
  const seeded = loadExamBank("upsc").questions.filter((q) => !q.stimulus);
  return Array.from({ length: IMPORT_QUESTIONS }, (_, i) => {
    const source = seeded[i % seeded.length] as BankItem;
    const mark = ` [${format} ${i + 1}]`;
    const marked = (strings: readonly string[]) => strings.map((o) => o + mark);
    const copy: Record<string, unknown> = {
      ...source,
      key: `bench-${format}-${i + 1}`,
      text: source.text + mark,
    };
    if (source.type !== "numerical") copy.options = marked(source.options);
    if (source.hi)
      copy.hi = {
        ...source.hi,
        text: source.hi.text + mark,
        ...("options" in source.hi ? { options: marked(source.hi.options) } : {}),
      };
    return copy as BankItem;
  });
}

async function signInAdmin(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/demo`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "bench-importer@example.com", role: "admin" }),
  });
  if (!res.ok) throw new Error(`demo sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** POST on a connection of its own: a pooled one may have been closed by the server while idle. */
function post(url: string, cookie: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent: false,
        headers: {
          cookie,
          origin: new URL(url).origin,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function timedImport(
  url: string,
  cookie: string,
  format: BankFormatName,
  text: string,
  dryRun: boolean,
) {
  const started = performance.now();
  const res = await post(
    `${url}/api/admin/questions/import`,
    cookie,
    JSON.stringify({ format, text, defaults: DEFAULTS, dryRun, fileName: `bench.${format}` }),
  );
  const ms = performance.now() - started;
  const body = JSON.parse(res.text) as BankImportResponse & { message?: string };
  if (res.status !== 200) throw new Error(`${format} import answered ${res.status}: ${body.message ?? ""}`);
  return { ms, body };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Each exchange format's 10,000-question file imported through POST /api/admin/questions/import on
 * the embedded database (the default install): the preview, then the import that writes every
 * question. The ceiling is the format's parse alone in this process, what no import can beat.
 */
export async function bankImportBench(
  distDir: string,
  log: (m: string) => void,
): Promise<{ rows: BenchRow[]; notes: string[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-bench-import-"));
  const server = await startBuiltServer({ distDir, dataDir, env: { SEED_DEMO: "bank" } });
  const rows: BenchRow[] = [];
  const notes: string[] = [];
  try {
    const cookie = await signInAdmin(server.url);
    for (const format of FORMATS) {
      const { text } = BANK_FORMATS[format].write(tenThousandQuestions(format));
      const parseStarted = performance.now();
      const parsed = BANK_FORMATS[format].parse(text, DEFAULTS);
      const parseMs = performance.now() - parseStarted;
      log(`importing ${IMPORT_QUESTIONS.toLocaleString("en-US")} questions as ${format}`);
      const preview = await timedImport(server.url, cookie, format, text, true);
      const done = await timedImport(server.url, cookie, format, text, false);
      const written = done.body.added ?? 0;
      const total = preview.ms + done.ms;
      rows.push({
        budget: `Import of a ${IMPORT_QUESTIONS.toLocaleString("en-US")}-question ${format} file (${(text.length / 1024 / 1024).toFixed(1)} MB), preview then import, embedded database`,
        measured: `${seconds(total)} (preview ${seconds(preview.ms)}, import ${seconds(done.ms)}); ${written.toLocaleString("en-US")} written, ${parsed.problems.length} problems`,
        ceiling: `parse alone ${seconds(parseMs)}`,
        target: "< 60 s, every question written",
        met: total < TARGET_MS && written === IMPORT_QUESTIONS && parsed.problems.length === 0,
      });
    }
    notes.push(
      "Bank imports: each file holds 10,000 distinct questions made of the seeded UPSC bank's (Hindi, KaTeX), sent in one request as the admin panel sends it; the preview answers the whole list and the duplicates, the import writes every question in one transaction.",
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, notes };
}
