import type { BankFormatName } from "@shared/contract/bank-exchange";
import type { AdminExchangeKey } from "./exchange-messages";

/** Each exchange format by the words the tab names it with, in the order the pickers list them. */
export const FORMAT_LABELS: Record<BankFormatName, AdminExchangeKey> = {
  "moodle-xml": "formatMoodleXml",
  gift: "formatGift",
  aiken: "formatAiken",
  qti3: "formatQti3",
  csv: "formatCsv",
  "data-file": "formatDataFile",
};

const ZIP = ".zip,application/zip";

/** What the file picker offers for each format: its own file, or a .zip of it with its pictures. */
export const FORMAT_ACCEPT: Record<BankFormatName, string> = {
  "moodle-xml": `.xml,text/xml,application/xml,${ZIP}`,
  gift: ".gift,.txt,text/plain",
  aiken: ".txt,text/plain",
  qti3: `.xml,text/xml,application/xml,${ZIP}`,
  csv: `.csv,text/csv,${ZIP}`,
  "data-file": ".yaml,.yml,.json,application/json,text/yaml",
};

/** A .zip is read as an archive (the file and its pictures), anything else as text. */
export const isArchiveName = (name: string) => name.toLowerCase().endsWith(".zip");
