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

/** What the file picker offers for each format. */
export const FORMAT_ACCEPT: Record<BankFormatName, string> = {
  "moodle-xml": ".xml,text/xml,application/xml",
  gift: ".gift,.txt,text/plain",
  aiken: ".txt,text/plain",
  qti3: ".xml,text/xml,application/xml",
  csv: ".csv,text/csv",
  "data-file": ".yaml,.yml,.json,application/json,text/yaml",
};
