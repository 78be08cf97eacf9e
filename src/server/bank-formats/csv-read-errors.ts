import type { CsvError } from "csv-parse/sync";
import { unstorableIndex } from "~/shared/contract/fields";

/** Where a question CSV's problems are, and how a reading error is put to the admin. */

/** Byte offsets where physical lines start (after \n, \r\n or a lone \r), to name a row's first line. */
export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(private readonly bytes: Buffer) {
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i];
      if (b === 0x0a || (b === 0x0d && bytes[i + 1] !== 0x0a)) this.starts.push(i + 1);
    }
  }

  /** The line of the record that begins at byte offset `at`, skipping the blank lines before it. */
  lineOfRecordAt(at: number): number {
    let offset = at;
    while (offset < this.bytes.length && (this.bytes[offset] === 0x0a || this.bytes[offset] === 0x0d))
      offset++;
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }
}

export function describeCsvError(error: CsvError): string {
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return 'A quoted field starting on this line is never closed: add the missing double quote (")';
    case "CSV_INVALID_CLOSING_QUOTE":
      return 'A quoted field on this row has text after its closing quote. Write a quote inside quoted text as two quotes ("")';
    default:
      return `The file could not be read as CSV: ${error.message}`;
  }
}

export function lineOfUnstorable(text: string): number {
  const at = unstorableIndex(text);
  if (at === -1) return 1;
  return text.slice(0, at).split(/\r\n|\n|\r/).length;
}

export const formatCount = (n: number) => n.toLocaleString("en-IN");
