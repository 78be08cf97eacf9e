import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Where prepared downloads are kept: DATA_DIR/exports, one random file name per archive. */
export const exportsDir = (dataDir: string) => path.join(dataDir, "exports");

export const newExportFileName = () => `${randomBytes(16).toString("hex")}.zip`;

export const exportPath = (dataDir: string, fileName: string) =>
  // the name is ours (hex), never the learner's; basename guards a row edited by hand
  path.join(exportsDir(dataDir), path.basename(fileName));

export async function writeExportFile(dataDir: string, fileName: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(exportsDir(dataDir), { recursive: true });
  // written beside, then renamed: a download never reads half an archive
  const target = exportPath(dataDir, fileName);
  await fs.writeFile(`${target}.part`, bytes);
  await fs.rename(`${target}.part`, target);
}

/** Removes an archive; one already gone is fine. */
export async function removeExportFile(dataDir: string, fileName: string | null): Promise<void> {
  if (fileName) await fs.rm(exportPath(dataDir, fileName), { force: true });
}
