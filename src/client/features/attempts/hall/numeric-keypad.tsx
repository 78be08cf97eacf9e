import { Delete } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { hallMessages } from "./hall-messages";
import { entryOf, entryValue, KEYPAD_KEYS, type KeypadKey, pressKey } from "./numeric-entry";

// less the text size: the digits are text-base, the wider keys' labels text-sm
const keyClass =
  "h-11 rounded-md border border-slate-400 bg-slate-50 font-semibold text-slate-900 hover:bg-slate-100 active:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * A numerical-value answer as the computer-based test takes it: a read-only display filled from
 * the on-screen keypad only (the physical keyboard types nothing, as in NTA's hall). The value
 * reported is the number the entry stands for, or null while it holds none.
 */
export function NumericKeypad({
  value,
  onChange,
  labelledBy,
  readOnly = false,
}: {
  value: number | undefined;
  onChange: (value: number | null) => void;
  labelledBy: string;
  readOnly?: boolean;
}) {
  const t = useT(hallMessages);
  const displayId = useId();
  const [entry, setEntry] = useState(() => entryOf(value));
  // a value set from outside (Clear Response, a discarded selection) replaces the entry
  useEffect(() => {
    setEntry((current) => (entryValue(current) === (value ?? null) ? current : entryOf(value)));
  }, [value]);

  const press = (key: KeypadKey) => {
    const next = pressKey(entry, key);
    if (next === entry) return;
    setEntry(next);
    const parsed = entryValue(next);
    if (parsed !== (value ?? null)) onChange(parsed);
  };

  return (
    <div className="mt-5 w-full max-w-xs" data-testid="numeric-keypad">
      <p id={displayId} className="text-sm text-slate-700">
        {t("keypadPrompt")}
      </p>
      <output
        aria-labelledby={`${labelledBy} ${displayId}`}
        aria-live="polite"
        data-testid="numeric-answer"
        className="mt-1 flex h-12 w-full items-center rounded-md border-2 border-slate-500 bg-white px-3 text-xl tabular-nums text-slate-900"
      >
        {entry || <span className="text-slate-500">{"\u00a0"}</span>}
      </output>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {KEYPAD_KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className={cn(keyClass, "text-base")}
            disabled={readOnly}
            aria-label={key === "-" ? t("keyMinus") : key === "." ? t("keyDecimal") : key}
            onClick={() => press(key)}
          >
            {key}
          </button>
        ))}
        <button
          type="button"
          className={cn(keyClass, "col-span-2 inline-flex items-center justify-center gap-1.5 text-sm")}
          disabled={readOnly}
          onClick={() => press("backspace")}
        >
          <Delete className="h-4 w-4" aria-hidden />
          {t("backspace")}
        </button>
        <button
          type="button"
          className={cn(keyClass, "text-sm")}
          disabled={readOnly}
          onClick={() => press("clear")}
        >
          {t("clearAll")}
        </button>
      </div>
    </div>
  );
}
