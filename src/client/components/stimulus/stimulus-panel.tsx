import type { Stimulus } from "@shared/contract/quizzes";
import { ChevronDown, ChevronUp } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import type { Language } from "@/lib/question-language";
import { cn } from "@/lib/utils";
import { StimulusContent } from "./stimulus-content";
import { stimulusMessages } from "./stimulus-messages";

/** The stimulus's words in the chosen language: Hindi when asked for and written, else English. */
function textOf(stimulus: Stimulus, language: Language) {
  if (language === "hi" && stimulus.hi) {
    return { title: stimulus.hi.title, body: stimulus.html.hi ?? stimulus.html.body, lang: "hi" as const };
  }
  return { title: stimulus.title, body: stimulus.html.body, lang: "en" as const };
}

/**
 * A stimulus in its own panel with a heading and, below the lg breakpoint, a "Show passage" /
 * "Hide passage" button; from lg up it is always shown.
 */
export function StimulusPanel({
  stimulus,
  language,
  defaultOpen = true,
  className,
  scrolls = false,
}: {
  stimulus: Stimulus;
  language: Language;
  defaultOpen?: boolean;
  className?: string;
  /** it scrolls on its own: keyboard users must be able to reach it to scroll it */
  scrolls?: boolean;
}) {
  const t = useT(stimulusMessages);
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  const text = textOf(stimulus, language);
  const heading = t(`heading_${stimulus.kind}`);
  return (
    <section
      aria-label={text.title || heading}
      className={cn("rounded-lg border border-slate-200 bg-slate-50", className)}
      data-testid="stimulus"
      data-kind={stimulus.kind}
      tabIndex={scrolls ? 0 : undefined}
    >
      <div className="flex items-start justify-between gap-3 p-3 sm:px-4">
        <div lang={text.lang} className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-blue-800">{heading}</p>
          {text.title ? <h2 className="mt-0.5 font-semibold text-slate-900">{text.title}</h2> : null}
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="shrink-0 lg:hidden"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <ChevronUp className="h-4 w-4" aria-hidden />
          ) : (
            <ChevronDown className="h-4 w-4" aria-hidden />
          )}
          {t(open ? `hide_${stimulus.kind}` : `show_${stimulus.kind}`)}
        </Button>
      </div>
      <div
        id={contentId}
        lang={text.lang}
        className={cn("px-3 pb-3 sm:px-4 sm:pb-4", open ? "block" : "hidden lg:block")}
        data-testid="stimulus-content"
      >
        <StimulusContent stimulus={stimulus} body={text.body} />
      </div>
    </section>
  );
}
