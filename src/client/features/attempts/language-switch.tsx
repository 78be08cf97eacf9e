import { cn } from "@/lib/utils";
import type { Language } from "./question-view";

const LANGUAGES: { value: Language; label: string; lang: string }[] = [
  { value: "en", label: "English", lang: "en" },
  { value: "hi", label: "हिन्दी", lang: "hi" },
];

/** English / Hindi switch for questions that carry a Hindi version. */
export function LanguageSwitch({
  value,
  onChange,
}: {
  value: Language;
  onChange: (value: Language) => void;
}) {
  return (
    <fieldset className="flex items-center gap-1 rounded-lg border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">Question language</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language.value}
          type="button"
          lang={language.lang}
          aria-pressed={value === language.value}
          onClick={() => onChange(language.value)}
          className={cn(
            "rounded-md px-2.5 py-1 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600",
            value === language.value
              ? "bg-blue-700 font-semibold text-white"
              : "text-slate-800 hover:bg-slate-100",
          )}
        >
          {language.label}
        </button>
      ))}
    </fieldset>
  );
}
