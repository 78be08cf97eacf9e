import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { adminShellMessages } from "./admin-shell-messages";
import { toastError } from "./form-errors";

/** What a delete mutation is told to do when it ends: the dialog closes either way. */
export type DeleteOutcome = { onSuccess: () => void; onError: (error: unknown) => void };

/**
 * "Delete this …?" with Cancel and the destructive button. `onDelete` starts the delete with the
 * outcome handlers; success closes and toasts `deletedTitle`, a refusal closes and toasts the error.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  deleteLabel,
  deletedTitle,
  isPending,
  onDelete,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  deleteLabel: string;
  deletedTitle: string;
  isPending: boolean;
  onDelete: (outcome: DeleteOutcome) => void;
}) {
  const t = useT(adminShellMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("cancel")}
          </Button>
          <Button
            variant="destructive"
            disabled={isPending}
            onClick={() =>
              onDelete({
                onSuccess: () => {
                  onOpenChange(false);
                  toast({ title: deletedTitle, variant: "success" });
                },
                onError: (error) => {
                  onOpenChange(false);
                  toastError(error);
                },
              })
            }
          >
            {deleteLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
