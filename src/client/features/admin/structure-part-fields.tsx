import { Button } from "@/components/ui/button";
import { errorId, FieldError, inputClass, TextAreaField } from "./form-field";

/** What each kind's fields get: where their ids start, the parts, and the errors of `errorKey`'s paths. */
export type PartsProps<S> = {
  idPrefix: string;
  value: S;
  onChange: (value: S) => void;
  /** the error of a part by its path inside the structure ("statements.1.text") */
  errorOf: (path: string) => string | undefined;
  /** a part's label as this language's fields show it ("Statement 2 (Hindi)") */
  label: (text: string) => string;
};

/** One part as a small text box. */
export function PartField({
  id,
  label,
  error,
  value,
  onChange,
}: {
  id: string;
  label: string;
  error: string | undefined;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextAreaField
      id={id}
      label={label}
      error={error}
      rows={2}
      value={value ?? ""}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A structure's text parts: the opening line, an assertion, a reason, the closing question. */
type TextPartName = "lead" | "assertion" | "reason" | "question";

/** One text part of a structure as a PartField, its id, error, value and change all named by `part`. */
export function TextPart<S extends Partial<Record<TextPartName, string>>>({
  part,
  labelText,
  idPrefix,
  value,
  onChange,
  errorOf,
  label,
}: PartsProps<S> & { part: TextPartName & keyof S; labelText: string }) {
  return (
    <PartField
      id={`${idPrefix}-${part}`}
      label={label(labelText)}
      error={errorOf(part)}
      value={value[part] as string | undefined}
      onChange={(text) => onChange({ ...value, [part]: text })}
    />
  );
}

/** A numbered or coded entry: its mark in a narrow box, its text, and a button that removes it. */
export function MarkedEntry({
  id,
  markLabel,
  textLabel,
  removeLabel,
  mark,
  text,
  markError,
  textError,
  canRemove,
  onChange,
  onRemove,
}: {
  id: string;
  markLabel: string;
  textLabel: string;
  removeLabel: string;
  mark: string;
  text: string;
  markError: string | undefined;
  textError: string | undefined;
  canRemove: boolean;
  onChange: (entry: { mark: string; text: string }) => void;
  onRemove: () => void;
}) {
  return (
    <div className="grid grid-cols-[3rem_1fr_auto] items-end gap-2">
      <div className="grid gap-1">
        <input
          id={`${id}-mark`}
          aria-label={markLabel}
          aria-invalid={Boolean(markError)}
          {...(markError ? { "aria-describedby": errorId(`${id}-mark`) } : {})}
          className={inputClass}
          value={mark}
          onChange={(e) => onChange({ mark: e.target.value, text })}
        />
        {markError ? <FieldError id={errorId(`${id}-mark`)} label="" message={markError} /> : null}
      </div>
      <PartField
        id={id}
        label={textLabel}
        error={textError}
        value={text}
        onChange={(t) => onChange({ mark, text: t })}
      />
      <Button
        type="button"
        size="sm"
        variant="ghostDestructive"
        disabled={!canRemove}
        onClick={onRemove}
        aria-label={removeLabel}
      >
        ×
      </Button>
    </div>
  );
}
