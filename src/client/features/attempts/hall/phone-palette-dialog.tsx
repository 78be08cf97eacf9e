import type { ReactNode } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useT } from "@/i18n/use-t";
import { hallMessages } from "./hall-messages";

/** The palette on a phone: behind its button, in a dialog over the dimmed hall. */
export function PhonePaletteDialog({
  open,
  onOpenChange,
  legend,
  children,
}: {
  /** the palette itself; the backdrop shows whenever the dialog is mounted */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** an interface's own legend above the palette (NTA's) */
  legend?: ReactNode;
  children: ReactNode;
}) {
  const t = useT(hallMessages);
  // Not modal: a modal dialog locks the page's scroll with a stylesheet of its own and marks the rest
  // of the page aria-hidden, and on a cheap phone restyling the whole hall for that made the palette
  // open late. This one dims the hall itself and closes on a tap outside or Escape (decision 0028).
  // Mounted, it dims the hall at once; `open` follows (phone-palette.tsx), the palette rendered after
  // that first frame (decision 0029).
  return (
    <Dialog open={open} onOpenChange={onOpenChange} modal={false}>
      <div className="fixed inset-0 z-50 bg-black/50 lg:hidden" aria-hidden />
      <DialogContent title={t("questionPalette")} className="lg:hidden">
        {legend}
        {children}
      </DialogContent>
    </Dialog>
  );
}
