import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

/** A card's border and background: callers pick a tone instead of overriding bg-white/border-slate-200. */
const CARD_TONES = {
  default: "border-slate-200 bg-white",
  // a white card with a blue edge (today's quiz on the dashboard)
  blue: "border-blue-200 bg-white",
  // an informative blue panel
  info: "border-blue-200 bg-blue-50 text-blue-900",
  blueGradient: "border-blue-200 bg-gradient-to-br from-blue-50 to-white",
  amberGradient: "border-amber-300 bg-gradient-to-br from-amber-50 to-white",
  // a white card with a red edge (an action that cannot be undone)
  danger: "border-red-200 bg-white",
} as const;

export type CardTone = keyof typeof CARD_TONES;

export function Card({
  className,
  tone = "default",
  ...props
}: HTMLAttributes<HTMLDivElement> & { tone?: CardTone }) {
  return <div className={cn("rounded-xl border shadow-sm", CARD_TONES[tone], className)} {...props} />;
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col gap-1 p-5 pb-2", className)} {...props} />;
}

const CARD_TITLE_SIZES = { base: "text-base", lg: "text-lg", xl: "text-xl" } as const;

export function CardTitle({
  className,
  size = "lg",
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { size?: keyof typeof CARD_TITLE_SIZES }) {
  return <h3 className={cn("font-semibold text-slate-900", CARD_TITLE_SIZES[size], className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("p-5 pt-2", className)} {...props} />;
}
