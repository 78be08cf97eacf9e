import { fieldLabel } from "@shared/contract/field-label";
import { LANGUAGES } from "@shared/languages";
import { useState } from "react";
import type { z } from "zod";
import { toast } from "@/components/ui/use-toast";
import { currentLanguage, translate } from "@/i18n/i18n";
import { ApiError } from "@/lib/api-client";
import { adminFieldMessages, isFieldKey } from "./field-label-messages";
import { adminFormMessages } from "./form-messages";

/**
 * A field path as the panel labels it: "categoryId" is "Category", "options.2" is "Option C", a part of
 * a field by the field ("sections.1.name" is "Sections"); a path the panel has no label for reads as itself.
 */
export function panelLabel(path: string): string {
  const key = path.replace(/\./g, "_");
  if (isFieldKey(key)) return translate(adminFieldMessages, key);
  const listItem = fieldLabel(path, currentLanguage());
  if (listItem !== path) return listItem;
  // a part of a field the panel edits as a whole ("sections.1.name", "markingScheme.byType.single.wrong")
  const whole = path.split(".")[0] ?? path;
  return isFieldKey(whole) ? translate(adminFieldMessages, whole) : path;
}

/** A field named inside a message ("after startsAt"): a camelCase name the panel labels. */
const NAMED_FIELD = /\b[a-z]+(?:[A-Z][a-z]+)+\b/g;

/** What is wrong, with any field it names by its path named by its label instead. */
const inPanelWords = (problem: string) =>
  problem.replace(NAMED_FIELD, (name) => (isFieldKey(name) ? translate(adminFieldMessages, name) : name));

/**
 * The server's "field: what is wrong" split at the field as it wrote it (the path, or a list item's
 * label in either language), or null when the message names no field first.
 */
function problemAfterField(message: string, field: string): string | null {
  for (const language of LANGUAGES) {
    const prefix = `${fieldLabel(field, language)}: `;
    if (message.startsWith(prefix)) return message.slice(prefix.length);
  }
  return null;
}

/** field path ("name", "options.2") -> what is wrong with it ("is required"); messages name it by fieldLabel */
export type FieldErrors = Record<string, string>;

/**
 * Checks a body with the same contract schema the server uses, so the browser shows the very
 * messages the server would answer ("name: is required") before anything is sent.
 */
export function checkBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors; first: string } {
  const result = schema.safeParse(body);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".") || "body";
    errors[field] ??= issue.message;
  }
  const [field, message] = Object.entries(errors)[0] ?? ["body", translate(adminFormMessages, "isInvalid")];
  return { data: null, errors, first: `${panelLabel(field)}: ${inPanelWords(message)}` };
}

/** The server's {field, message} as an inline error: "Option C: must not be blank" -> {"options.2": "must not be blank"}. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.field) return {};
  const problem = problemAfterField(error.serverMessage, error.field) ?? error.serverMessage;
  return { [error.field]: inPanelWords(problem) };
}

/** The server's message as the panel words it: "numericAnswer: is required" reads "Correct value: is required". */
export function serverMessage(error: unknown, fallback?: string): string {
  if (!(error instanceof ApiError)) return fallback ?? translate(adminFormMessages, "somethingWrong");
  const problem = error.field ? problemAfterField(error.serverMessage, error.field) : null;
  if (problem === null || !error.field) return inPanelWords(error.serverMessage);
  return `${panelLabel(error.field)}: ${inPanelWords(problem)}`;
}

/** The spec's failure toast for admin actions: 'Error' with the server's message. */
export function toastError(error: unknown, fallback?: string) {
  toast({
    title: translate(adminFormMessages, "error"),
    description: serverMessage(error, fallback),
    variant: "destructive",
  });
}

/** Client-side check failed: the same 'Error' toast, naming the first field. */
export function toastInvalid(first: string) {
  toast({ title: translate(adminFormMessages, "error"), description: first, variant: "destructive" });
}

/**
 * The inline errors of one admin form. `check` runs the contract check before sending: on failure it
 * shows the errors and the 'Error' toast and answers null; `showServerError` puts the server's
 * refusal on the field it names, with the toast.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const check = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> | null => {
    const checked = checkBody(schema, body);
    if (checked.errors) {
      setErrors(checked.errors);
      toastInvalid(checked.first);
      return null;
    }
    setErrors({});
    return checked.data;
  };
  const showServerError = (error: unknown) => {
    setErrors(serverFieldErrors(error));
    toastError(error);
  };
  return { errors, check, showServerError };
}
