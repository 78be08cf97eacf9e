/** A labelled text box with its error under it. */
export function TextInput({
  id,
  label,
  value,
  onChange,
  error,
  type = "text",
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  type?: "text" | "email";
}) {
  return (
    <div className="min-w-[12rem] flex-1">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        maxLength={type === "email" ? 254 : 120}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
