import { useLingui } from "@lingui/react";
import { layoutMessages } from "@/components/layout/layout-messages";
import { useT } from "@/i18n/use-t";
import type { Language } from "@/lib/question-language";
import { cn } from "@/lib/utils";
import { hallMessages } from "./hall-messages";

/** Each language named in its own script, as the top bar's language picker names them. */
const LANGUAGES = [
  { value: "en", labelKey: "switchToEnglish", lang: "en" },
  { value: "hi", labelKey: "switchToHindi", lang: "hi" },
] as const satisfies readonly { value: Language; labelKey: string; lang: string }[];

/** English / Hindi switch for questions that carry a Hindi version. */
export function LanguageSwitch({
  value,
  onChange,
}: {
  value: Language;
  onChange: (value: Language) => void;
}) {
  const t = useT(hallMessages);
  const tl = useT(layoutMessages);
  return (
    <fieldset className="flex items-center gap-1 rounded-lg border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">{t("questionLanguage")}</legend>
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
          {tl(language.labelKey)}
        </button>
      ))}
    </fieldset>
  );
}

/** How many of the test's questions have Hindi, shown from the start so the choice is informed. */
export function HindiAvailability({ count, total }: { count: number; total: number }) {
  const t = useT(hallMessages);
  // in English both lines show; in Hindi the message is already the Hindi line
  const isHindi = useLingui().i18n.locale === "hi";
  return (
    <p
      data-testid="hindi-availability"
      className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800"
    >
      <span>{t("hindiAvailable", { count, total })}</span>
      {isHindi ? null : (
        <span lang="hi" className="block text-slate-700">
          {total} में से {count} प्रश्न हिन्दी में उपलब्ध हैं
        </span>
      )}
    </p>
  );
}

/** Hindi is chosen but this question has none: say so, in Hindi first, rather than switch silently. */
export function HindiMissingNotice() {
  const t = useT(hallMessages);
  const isHindi = useLingui().i18n.locale === "hi";
  return (
    <p
      role="note"
      data-testid="hindi-missing"
      className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <span lang="hi" className="block font-medium">
        यह प्रश्न हिन्दी में उपलब्ध नहीं है; अंग्रेज़ी में दिखाया गया है।
      </span>
      {isHindi ? null : <span className="block">{t("hindiMissing")}</span>}
    </p>
  );
}
