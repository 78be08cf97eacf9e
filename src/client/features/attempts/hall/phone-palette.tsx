import { LayoutGrid } from "lucide-react";
import { type ReactNode, Suspense, startTransition, useDeferredValue, useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyWhenIdle } from "@/lib/lazy-when-idle";

// Out of the hall's first load, fetched when the phone is idle.
const PhonePaletteDialog = lazyWhenIdle(() =>
  import("./phone-palette-dialog").then((m) => m.PhonePaletteDialog),
);

/**
 * A phone's palette button and the dialog it opens (NTA's and TCS's halls). Whether the dialog is
 * open is this component's own state: opening and closing it re-render the button and the dialog,
 * not the hall with its question, which on a cheap phone made a jump by the palette slow to answer.
 */
export function PhonePalette({
  label,
  legend,
  renderPalette,
  onJump,
}: {
  /** the button's words, as the interface has them */
  label: string;
  /** an interface's own legend above the palette */
  legend?: ReactNode;
  /** the palette's grid, each button calling the given jump */
  renderPalette: (onJump: (questionId: number) => void) => ReactNode;
  /** away to the question picked: rendered after the dialog has closed */
  onJump: (questionId: number) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  // the hall dims at once (the tap is answered in the next frame) and the palette renders after it
  const isShown = useDeferredValue(isOpen);
  return (
    <>
      <Button variant="outline" size="sm" className="lg:hidden" onClick={() => setOpen(true)}>
        <LayoutGrid className="h-4 w-4" aria-hidden />
        {label}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <PhonePaletteDialog open={isShown} onOpenChange={setOpen} legend={legend}>
            {renderPalette((id) => {
              // the dialog closes at once; the hall renders the question picked in slices after it,
              // so the tap is answered in the next frame on a slow phone too
              setOpen(false);
              startTransition(() => onJump(id));
            })}
          </PhonePaletteDialog>
        </Suspense>
      ) : null}
    </>
  );
}
