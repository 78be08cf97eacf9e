import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

export const badgeVariants = cva(
  "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
  {
    variants: {
      variant: {
        default: "bg-blue-100 text-blue-900",
        // white on blue: "Most popular" on the highlighted plan
        solid: "bg-blue-700 text-white",
        secondary: "bg-slate-100 text-slate-800",
        easy: "bg-green-100 text-green-900",
        medium: "bg-yellow-100 text-yellow-900",
        hard: "bg-red-100 text-red-900",
        premium: "bg-amber-100 text-amber-900",
        outline: "border border-slate-300 text-slate-800",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
