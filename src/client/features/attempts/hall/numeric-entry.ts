/** Pure rules of the on-screen keypad for numerical-value answers (integers and decimals). */

export const KEYPAD_KEYS = ["7", "8", "9", "4", "5", "6", "1", "2", "3", "0", ".", "-"] as const;
export type KeypadKey = (typeof KEYPAD_KEYS)[number] | "backspace" | "clear";

/** The longest entry the keypad accepts (sign, digits and point): well inside the answer's range. */
export const MAX_ENTRY_LENGTH = 10;

/**
 * The entry after one key: a digit is appended, the point only once, the minus sign only as the
 * first character; Backspace removes the last character and Clear empties the entry.
 */
export function pressKey(entry: string, key: KeypadKey): string {
  if (key === "clear") return "";
  if (key === "backspace") return entry.slice(0, -1);
  if (entry.length >= MAX_ENTRY_LENGTH) return entry;
  if (key === "-") return entry === "" ? "-" : entry;
  if (key === ".") {
    if (entry.includes(".")) return entry;
    return entry === "" || entry === "-" ? `${entry}0.` : `${entry}.`;
  }
  // no leading zeros: "0" followed by a digit becomes that digit
  if (entry === "0") return key;
  if (entry === "-0") return `-${key}`;
  return entry + key;
}

/** The entry as the number it stands for, or null while it holds none yet ("", "-"). */
export function entryValue(entry: string): number | null {
  if (!/^-?\d+(\.\d*)?$/.test(entry)) return null;
  const value = Number(entry);
  return Number.isFinite(value) ? value : null;
}

/** How a saved number shows on the keypad's display. */
export function entryOf(value: number | undefined | null): string {
  return value === undefined || value === null ? "" : String(value);
}
