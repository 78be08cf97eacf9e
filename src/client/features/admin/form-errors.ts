import { fieldLabel } from "@shared/contract/field-label";
import { useState } from "react";
import type { z } from "zod";
import { toast } from "@/components/ui/use-toast";
import { translate } from "@/i18n/i18n";
import { ApiError } from "@/lib/api-client";
import { adminFormMessages } from "./form-messages";

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
  return { data: null, errors, first: `${fieldLabel(field)}: ${message}` };
}

/** The server's {field, message} as an inline error: "Option C: must not be blank" -> {"options.2": "must not be blank"}. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.field) return {};
  const prefix = `${fieldLabel(error.field)}: `;
  const message = error.serverMessage.startsWith(prefix)
    ? error.serverMessage.slice(prefix.length)
    : error.serverMessage;
  return { [error.field]: message };
}

export function serverMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.serverMessage;
  return fallback ?? translate(adminFormMessages, "somethingWrong");
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
