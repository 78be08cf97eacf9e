import { z } from "zod";

/**
 * Field schemas whose messages read well after the field name: the error handler answers
 * "<field>: <message>", e.g. "name: is required", "Option C: must not be blank" (see field-label.ts).
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Where the first character PostgreSQL text cannot store sits (a NUL, or a lone surrogate that is
 * not valid UTF-8), or -1. Such text is refused with a 400 instead of failing in the database.
 */
export function unstorableIndex(value: string): number {
  const nul = value.indexOf("\u0000");
  const surrogate = LONE_SURROGATE.exec(value)?.index ?? -1;
  if (nul === -1) return surrogate;
  if (surrogate === -1) return nul;
  return Math.min(nul, surrogate);
}
export const hasUnstorableText = (value: string) => unstorableIndex(value) !== -1;
const UNSTORABLE_MESSAGE = "contains characters that cannot be stored (NUL or broken unicode)";

const typeError = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? "is required" : `must be ${what}`;

/**
 * Bidirectional controls (embeddings, overrides, isolates, LRM/RLM, the Arabic letter mark): in a
 * name or a question they reorder what other people read ("Zq\u202Eloot" shows as "Zqtool").
 */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Where the first bidirectional control sits, or -1. */
export const bidiControlIndex = (value: string) => value.search(BIDI_CONTROL);
export const hasBidiControl = (value: string) => BIDI_CONTROL.test(value);
const BIDI_MESSAGE = "must not contain bidirectional control characters (such as U+202E)";

/**
 * The one check for every text shown to other people (names, feedback, questions, options,
 * explanations, quiz and category fields): storable (no NUL, no lone surrogate, which would turn
 * into U+FFFD on the way to the database) and without bidirectional controls.
 */
export const displayText = <T extends z.ZodType<string>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    if (hasUnstorableText(value)) ctx.addIssue({ code: "custom", message: UNSTORABLE_MESSAGE });
    else if (hasBidiControl(value)) ctx.addIssue({ code: "custom", message: BIDI_MESSAGE });
  });

/**
 * Text from elsewhere (a name in a Google ID token) made displayable: bidirectional controls,
 * lone surrogates and NULs dropped, then trimmed; null when nothing is left.
 */
export function toDisplayText(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const cleaned = value
    .replace(BIDI_CONTROLS, "")
    .replace(new RegExp(LONE_SURROGATE.source, "g"), "")
    .replaceAll("\u0000", "")
    .trim();
  return cleaned || null;
}

/** Trimmed displayed text that must not be blank. */
export const requiredText = (max: number) =>
  displayText(
    z
      .string({ error: typeError("text") })
      .trim()
      .min(1, "must not be blank")
      .max(max, `must be at most ${max} characters`),
  );

/** Trimmed displayed text that may be empty. */
export const plainText = (max: number) =>
  displayText(
    z
      .string({ error: typeError("text") })
      .trim()
      .max(max, `must be at most ${max} characters`),
  );

/** A whole number in [min, max]. */
export const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: typeError("a number") })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** A database id sent in a body. */
export const idField = () =>
  z
    .number({ error: typeError("a number (an id)") })
    .int("must be a whole number (an id)")
    .positive("must be a positive id")
    .max(2_147_483_647, "is not a valid id");

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined ? "is required" : `must be one of ${values.join(", ")}`),
  });

/**
 * A request body: a JSON object whose unknown keys are refused (a typo such as "questoin" is an
 * error, not silently dropped).
 */
export const bodyObject = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `has unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}`
        : "must be a JSON object",
  });
