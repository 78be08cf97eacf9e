import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cn } from "@/lib/utils";

const inputBase =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/40 aria-[invalid=true]:border-red-700";
export const inputClass = `${inputBase} text-sm`;

/** "is required" after the label reads as "Question is required". */
export const errorId = (id: string) => `${id}-error`;

/** What every field has around its control: the id, the label, the inline error and a hint. */
export type FieldProps = {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** classes of the field's wrapper (e.g. a grid span) */
  className?: string;
};

/** The props a control gets from its Field, so its error and hint are announced with it. */
export type ControlProps = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

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
}: FieldProps & { children: (props: ControlProps) => ReactNode }) {
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

/** Splits a field's own props from the ones its control gets. */
function splitField<P extends FieldProps>({ id, label, error, hint, className, ...control }: P) {
  return [{ id, label, error, hint, className }, control] as const;
}

/** A labelled one-line input; the rest of the props go to the <input>. */
export function TextField(
  props: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">,
) {
  const [field, input] = splitField(props);
  return <Field {...field}>{(control) => <input {...input} {...control} className={inputClass} />}</Field>;
}

/** A labelled text box; `small` sets its text smaller, `controlClassName` adds to its own classes. */
export function TextAreaField({
  controlClassName,
  small = false,
  ...props
}: FieldProps & { controlClassName?: string; small?: boolean } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    "id" | "className"
  >) {
  const [field, textarea] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          className={cn(inputBase, small ? "text-xs" : "text-sm", controlClassName)}
        />
      )}
    </Field>
  );
}

/** A labelled native select; its children are the options. */
export function SelectField({
  children,
  ...props
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">) {
  const [field, select] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <select {...select} {...control} className={inputClass}>
          {children}
        </select>
      )}
    </Field>
  );
}
