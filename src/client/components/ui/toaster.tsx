import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useEffect } from "react";
import { layoutMessages } from "@/components/layout/layout-messages";
import { useT } from "@/i18n/use-t";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from "@/lib/constants";
import { cn } from "@/lib/utils";
import { dismissToast, toasterMounted, useCurrentToastPlacement, useToasts } from "./use-toast";

const variants = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-emerald-300 bg-emerald-50 text-emerald-950",
  destructive: "border-red-700 bg-red-700 text-white",
};

/**
 * Radix toasts with the spec's settings: 5000 ms (a toast may ask for less), swipe right past 50 px,
 * F8 focuses the viewport. Bottom right by default; a page whose controls sit low (the quiz) asks
 * for the top centre with useToastPlacement.
 */
export function Toaster() {
  const t = useT(layoutMessages);
  useEffect(toasterMounted, []);
  const toasts = useToasts();
  const placement = useCurrentToastPlacement();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label={t("toastLabel")}
    >
      {toasts.map(({ id, title, description, variant = "default", action, open, duration }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          data-testid="toast"
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border px-4 py-3 pr-8 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0",
            variants[variant],
          )}
        >
          <div className="grid gap-1">
            {title ? (
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            ) : null}
            {description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          {action}
          <ToastPrimitive.Close
            aria-label={t("close")}
            className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100 focus:outline-none focus:ring-2"
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        label={t("toastRegion", { hotkey: "{hotkey}" })}
        data-placement={placement}
        className={cn(
          "fixed z-[100] flex max-h-screen w-full flex-col gap-2",
          placement === "top"
            ? "left-1/2 top-0 max-w-[420px] -translate-x-1/2 p-2"
            : "bottom-0 right-0 p-4 sm:max-w-[420px]",
        )}
      />
    </ToastPrimitive.Provider>
  );
}
