import * as RadioGroup from "@radix-ui/react-radio-group";
import { Star } from "lucide-react";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { feedbackMessages } from "./feedback-messages";

/**
 * A 1-5 rating as an accessible radio group (arrow keys move, each star is announced as
 * "3 stars: Good"). `labels` gives each value its words.
 */
export function RatingInput({
  value,
  onChange,
  labelledBy,
  labels,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  labelledBy: string;
  labels: readonly [string, string, string, string, string];
}) {
  const t = useT(feedbackMessages);
  return (
    <RadioGroup.Root
      aria-labelledby={labelledBy}
      value={value === null ? "" : String(value)}
      onValueChange={(v) => onChange(Number(v))}
      orientation="horizontal"
      className="flex flex-wrap gap-1"
    >
      {labels.map((label, i) => {
        const rating = i + 1;
        const isOn = value !== null && rating <= value;
        return (
          <RadioGroup.Item
            key={label}
            value={String(rating)}
            aria-label={t("stars", { rating, label })}
            title={label}
            className="flex h-11 w-11 items-center justify-center rounded-lg border border-slate-300 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 data-[state=checked]:border-amber-500 data-[state=checked]:bg-amber-50"
          >
            <Star
              className={cn("h-6 w-6", isOn ? "fill-amber-400 text-amber-600" : "text-slate-500")}
              aria-hidden
            />
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}
