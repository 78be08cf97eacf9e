import type { ReactNode } from "react";
import { useT } from "@/i18n/use-t";
import { Button } from "./button";
import { formsMessages } from "./forms-messages";

/** A form's submit button: off and saying what it is doing ("Saving...") while the request runs. */
export function SubmitButton({
  isPending,
  pendingLabel,
  children,
}: {
  isPending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" disabled={isPending}>
      {isPending ? pendingLabel : children}
    </Button>
  );
}

/** A form's last row, at its end: Cancel (when the form can be left without saving), then submit. */
export function FormActions({
  onCancel,
  isPending,
  pendingLabel,
  submitLabel,
}: {
  onCancel?: (() => void) | undefined;
  isPending: boolean;
  pendingLabel: string;
  submitLabel: ReactNode;
}) {
  const t = useT(formsMessages);
  return (
    <div className="flex justify-end gap-2">
      {onCancel ? (
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
      ) : null}
      <SubmitButton isPending={isPending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
