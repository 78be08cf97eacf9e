import JSZip from "jszip";
import type { BankFormatName } from "~/shared/contract/bank-exchange";
import type { FormatProblem } from "./bank-item";

/**
 * A .zip upload and download: the format's file with the pictures it names (a CSV and its images,
 * a QTI package of item files and images, a Moodle XML file). A QTI package's item files are read
 * as one file of items; every other format takes exactly one file of its kind from the archive.
 */

const MAIN_EXTENSIONS: Record<BankFormatName, readonly string[]> = {
  "moodle-xml": [".xml"],
  gift: [".gift", ".txt"],
  aiken: [".txt"],
  qti3: [".xml"],
  csv: [".csv"],
  "data-file": [".yaml", ".yml", ".json"],
};

/** All the archive's files together, once unpacked: a bound against a small .zip that unpacks to gigabytes. */
export const ARCHIVE_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

const isMain = (format: BankFormatName, path: string) => {
  const lower = path.toLowerCase();
  if (format === "qti3" && lower.split("/").pop() === "imsmanifest.xml") return false;
  return MAIN_EXTENSIONS[format].some((extension) => lower.endsWith(extension));
};

/** The archive's own bookkeeping, not content: folders, macOS resource forks, hidden files. */
const isClutter = (path: string) =>
  path.startsWith("__MACOSX/") || path.split("/").some((p) => p.startsWith("."));

type Unpacked = { text: string; attachments: Map<string, Buffer> };

export async function unpackUpload(
  archive: Buffer,
  format: BankFormatName,
): Promise<Unpacked | { problem: FormatProblem }> {
  const problem = (message: string) => ({ problem: { where: "file", message } });
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(archive);
  } catch {
    return problem("the .zip cannot be read: upload a .zip file, or the file itself");
  }
  const entries = Object.values(zip.files).filter((entry) => !entry.dir && !isClutter(entry.name));
  const declared = entries.reduce(
    (sum, entry) =>
      sum +
      Number((entry as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0),
    0,
  );
  if (declared > ARCHIVE_MAX_UNPACKED_BYTES)
    return problem("the .zip unpacks to more than 256 MB: split it into smaller archives");
  const mains = entries
    .filter((entry) => isMain(format, entry.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  const kinds = MAIN_EXTENSIONS[format].join(" or ");
  if (mains.length === 0) return problem(`the .zip holds no ${kinds} file to import`);
  if (mains.length > 1 && format !== "qti3")
    return problem(
      `the .zip holds ${mains.length} ${kinds} files (${mains.map((m) => m.name).join(", ")}): import one at a time`,
    );
  const attachments = new Map<string, Buffer>();
  for (const entry of entries) {
    if (!mains.includes(entry)) attachments.set(entry.name, await entry.async("nodebuffer"));
  }
  const texts = await Promise.all(mains.map((entry) => entry.async("string")));
  const text =
    format === "qti3" && texts.length > 1
      ? `<qti-package>${texts.map((t) => t.replace(/^\uFEFF?\s*<\?xml[^>]*\?>/, "")).join("\n")}</qti-package>`
      : (texts[0] ?? "");
  return { text, attachments };
}

/** A download of the format's file and its pictures, by path, as a .zip. */
export async function packArchive(
  fileName: string,
  text: string,
  files: ReadonlyMap<string, Buffer>,
): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(fileName, text);
  for (const [path, bytes] of files) zip.file(path, bytes);
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}
