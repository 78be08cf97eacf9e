import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { layoutMessages } from "@/components/layout/layout-messages";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const CENTRED = "left-1/2 top-1/2 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2";

/** where the dialog sits and how wide it is: centred at a max width, or a sheet along the bottom */
const DIALOG_SIZES = {
  lg: `${CENTRED} max-w-lg p-6`,
  "2xl": `${CENTRED} max-w-2xl p-6`,
  "3xl": `${CENTRED} max-w-3xl p-6`,
  // wide content (the pricing table): less padding on a phone
  "5xl": `${CENTRED} max-w-5xl p-4 sm:p-6`,
  sheet:
    "bottom-0 left-0 top-auto max-h-[88vh] w-full max-w-none translate-x-0 translate-y-0 rounded-b-none p-4",
} as const;

export function DialogContent({
  title,
  description,
  children,
  className,
  size = "lg",
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  size?: keyof typeof DIALOG_SIZES;
}) {
  const t = useT(layoutMessages);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          "fixed z-50 overflow-y-auto rounded-xl bg-white shadow-xl focus:outline-none",
          DIALOG_SIZES[size],
          className,
        )}
      >
        <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
            {description}
          </DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
        <div className="mt-4">{children}</div>
        <DialogPrimitive.Close
          aria-label={t("close")}
          className="absolute right-3 top-3 rounded p-1 text-slate-500 hover:text-slate-900 focus:outline-none focus:ring-2 focus:ring-blue-600"
        >
          <X className="h-5 w-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
