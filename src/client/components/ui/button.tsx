import { cva, type VariantProps } from "class-variance-authority";
import { type ButtonHTMLAttributes, forwardRef } from "react";
import { cn } from "@/lib/utils";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50",
  {
    variants: {
      variant: {
        default: "bg-blue-700 text-white hover:bg-blue-800",
        secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200",
        outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
        ghost: "text-slate-700 hover:bg-slate-100",
        destructive: "bg-red-700 text-white hover:bg-red-800",
        success: "bg-emerald-700 text-white hover:bg-emerald-800",
        // NTA's orange "Save & Mark for Review"
        review: "bg-orange-700 text-white hover:bg-orange-800",
        // NTA's dark blue "Mark for Review & Next"
        reviewNext: "bg-blue-800 text-white hover:bg-blue-900",
        // TCS's violet-outlined "Mark for Review & Next"
        reviewOutline: "border border-violet-700 bg-white text-violet-900 hover:bg-violet-50",
        // a quiet destructive action in a row of outline buttons (Delete)
        ghostDestructive: "text-red-700 hover:bg-red-50",
      },
      size: {
        // each size carries its own text size: one text-* class per button, whatever the size
        default: "h-10 px-4 py-2 text-sm",
        sm: "h-8 px-3 text-sm",
        // sm, narrower sides: a toolbar button that must not wrap on a phone
        smTight: "h-8 px-2.5 text-sm",
        lg: "h-12 px-6 text-base",
        // lg's height and padding with the default text size: the links to today's quiz and the dashboard
        tall: "h-12 px-6 text-sm",
        icon: "h-10 w-10 text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(
  ({ className, variant, size, ...props }, ref) => (
    <button ref={ref} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  ),
);
Button.displayName = "Button";
