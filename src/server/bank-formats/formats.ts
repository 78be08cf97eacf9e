import type { BankFormatName } from "~/shared/contract/bank-exchange";
import { aiken } from "./aiken";
import type { BankFormat } from "./bank-item";
import { csv } from "./csv";
import { dataFile } from "./data-file";
import { gift } from "./gift";
import { moodleXml } from "./moodle-xml";
import { qti3 } from "./qti3";

/** Every exchange format by its name in the contract. */
export const BANK_FORMATS: Record<BankFormatName, BankFormat> = {
  "moodle-xml": moodleXml,
  gift,
  aiken,
  qti3,
  csv,
  "data-file": dataFile,
};

/** The download's file name extension per format. */
export const FORMAT_EXTENSIONS: Record<BankFormatName, string> = {
  "moodle-xml": "xml",
  gift: "gift.txt",
  aiken: "aiken.txt",
  qti3: "qti.xml",
  csv: "csv",
  "data-file": "yaml",
};
