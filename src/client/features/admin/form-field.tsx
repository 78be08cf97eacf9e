import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/40 aria-[invalid=true]:border-red-700";

/** "is required" after the label reads as "Question is required". */
export const errorId = (id: string) => `${id}-error`;

/**
 * A labelled control with its inline error. The control gets the id, aria-invalid and
 * aria-describedby from `control(props)`, so the error is announced with it.
 */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}) {
  const describedBy = [error ? errorId(id) : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className={cn("grid gap-1", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId(id)} label={label} message={error} /> : null}
    </div>
  );
}

export function FieldError({ id, label, message }: { id?: string; label: ReactNode; message: string }) {
  return (
    <p id={id} className="text-sm font-medium text-red-700" data-testid="field-error">
      {typeof label === "string" ? `${label.replace(/\s*\(.*\)$/, "")} ${message}` : message}
    </p>
  );
}
