import type { ReactNode } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useT } from "@/i18n/use-t";
import type { paletteCounts } from "./exam-hall";
import { hallMessages } from "./hall-messages";
import { NtaPaletteLegend } from "./nta-palette-legend";

/** The NTA palette on a phone: behind the "Question Palette" button, in a dialog with the legend. */
export function NtaPaletteDialog({
  open,
  onOpenChange,
  counts,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  counts: ReturnType<typeof paletteCounts>;
  children: ReactNode;
}) {
  const t = useT(hallMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("questionPalette")} className="lg:hidden">
        <NtaPaletteLegend counts={counts} className="mb-3" />
        {children}
      </DialogContent>
    </Dialog>
  );
}
