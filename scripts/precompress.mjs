// Post-build step: writes NAME.br and NAME.gz beside every compressible file of the built client
// (default dist/client; or the folder given), so @fastify/static (preCompressed: true) serves them
// to cheap phones on slow networks without compressing per request. Usage: node scripts/precompress.mjs [dir]
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const EXTENSIONS = new Set([".js", ".css", ".html", ".svg", ".webmanifest", ".json", ".txt"]);
const MIN_BYTES = 512;
const root = path.resolve(process.argv[2] ?? "dist/client");

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (EXTENSIONS.has(path.extname(entry.name))) yield full;
  }
}

if (!fs.existsSync(root)) {
  console.error(`precompress: ${root} does not exist`);
  process.exit(1);
}
let count = 0;
let raw = 0;
let brotli = 0;
for (const file of files(root)) {
  // the service worker is fetched by the browser's update check: keep exactly one copy of it
  if (path.basename(file) === "sw.js") continue;
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION });
  // a compressed copy that is not smaller would only cost the phone time to decode
  if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
  count++;
  raw += data.length;
  brotli += Math.min(br.length, data.length);
}
console.log(
  `precompress: ${count} files in ${path.relative(process.cwd(), root) || "."}, ${(raw / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB brotli`,
);
