import * as ToastPrimitive from "@radix-ui/react-toast";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { reloadToUpdate } from "@/lib/sw-update";

export const UPDATE_AVAILABLE_MESSAGE = "A new version of Abhyas is available";

/** The "update available" prompt: a toast whose Reload switches to the new version. */
export function showUpdateAvailableToast(): void {
  toast({
    title: UPDATE_AVAILABLE_MESSAGE,
    description: "Reload to get the latest version. Your saved answers are kept.",
    action: (
      <ToastPrimitive.Action altText="Reload to update Abhyas" asChild>
        <Button size="sm" onClick={reloadToUpdate}>
          Reload
        </Button>
      </ToastPrimitive.Action>
    ),
  });
}
