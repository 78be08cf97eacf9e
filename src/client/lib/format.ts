/** Display helpers for marks, durations and counts shared by the quiz, result and exam pages. */

import { currentLanguage } from "@/i18n/i18n";

/** The one minus sign the app shows (U+2212), never the hyphen "-". */
export const MINUS = "\u2212";

/** The sign to put before a number: U+2212 when negative, "+" when positive and `signed`. */
export function signOf(value: number, options: { signed?: boolean } = {}): string {
  return value < 0 ? MINUS : options.signed && value > 0 ? "+" : "";
}

/**
 * Marks as people write them: 4, 2.5, 0.25, and thirds as fractions (UPSC's −2/3 is −0.6666...).
 * A third the server rounded to hundredths (15.33, 0.67) is still shown as the third it is.
 * `signed` puts a + on positive values ("+4", "−1").
 */
export function formatMarks(value: number, options: { signed?: boolean } = {}): string {
  const sign = signOf(value, options);
  const abs = Math.abs(value);
  const thirds = abs * 3;
  let body: string;
  if (Number.isInteger(abs)) body = String(abs);
  // rounding to hundredths moves a third by at most 0.005, its count of thirds by 0.015
  else if (Math.abs(thirds - Math.round(thirds)) <= 0.0151 && Math.round(thirds) % 3 !== 0) {
    const whole = Math.floor(abs);
    const rest = Math.round(thirds) - whole * 3;
    body = whole > 0 ? `${whole} ${rest}/3` : `${rest}/3`;
  } else body = String(Math.round(abs * 100) / 100);
  return `${sign}${body}`;
}

/** Hours, minutes and seconds in the interface language: "3 h 20 min", "3 घंटे 20 मिनट". */
const UNITS = {
  en: { h: () => "h", min: "min", s: "s" },
  hi: { h: (n: number) => (n === 1 ? "घंटा" : "घंटे"), min: "मिनट", s: "सेकंड" },
};
const units = () => UNITS[currentLanguage()];

/** 180 -> "3 h", 200 -> "3 h 20 min", 45 -> "45 min" */
export function formatMinutes(minutes: number): string {
  const u = units();
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} ${u.min}`;
  return m === 0 ? `${h} ${u.h(h)}` : `${h} ${u.h(h)} ${m} ${u.min}`;
}

/** 95 -> "1 min 35 s", 40 -> "40 s", 0.34 -> "0.3 s" */
export function formatSeconds(seconds: number): string {
  const u = units();
  // under 10 s a tenth matters (time per question on a quick quiz): 0.3 s, not 0 s
  if (seconds < 10) return `${Math.max(0, Math.round(seconds * 10) / 10)} ${u.s}`;
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (h > 0) return `${h} ${u.h(h)} ${m} ${u.min}`;
  if (m > 0) return rest === 0 ? `${m} ${u.min}` : `${m} ${u.min} ${rest} ${u.s}`;
  return `${rest} ${u.s}`;
}

/** One decimal at most: 71.25 -> "71.3%", 80 -> "80%", -2.5 -> "−2.5%" */
export function formatPercent(n: number): string {
  const rounded = Math.round(n * 10) / 10;
  return `${signOf(rounded)}${Math.abs(rounded)}%`;
}
