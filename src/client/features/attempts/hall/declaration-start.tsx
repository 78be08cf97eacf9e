import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * The foot of an interface's instructions: the candidate's declaration to tick, then the button
 * that starts the attempt and its clock (nothing starts before it).
 */
export function DeclarationStart({
  declaration,
  startLabel,
  isStarting,
  onStart,
  className,
  labelClassName,
  checkboxClassName,
}: {
  declaration: string;
  startLabel: string;
  isStarting: boolean;
  onStart: () => void;
  className?: string;
  labelClassName?: string;
  /** the tick's colour, the interface's own */
  checkboxClassName: string;
}) {
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();
  return (
    <div className={cn("border-t border-slate-200 pt-4", className)}>
      <label htmlFor={checkboxId} className={cn("flex items-start gap-3", labelClassName)}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          className={cn("mt-0.5 h-5 w-5 shrink-0", checkboxClassName)}
        />
        <span>{declaration}</span>
      </label>
      <div className="mt-4 flex justify-center">
        <Button data-testid="paper-start" size="lg" disabled={!agreed || isStarting} onClick={onStart}>
          {startLabel}
        </Button>
      </div>
    </div>
  );
}
