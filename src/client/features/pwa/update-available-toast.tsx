import * as ToastPrimitive from "@radix-ui/react-toast";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { translate } from "@/i18n/i18n";
import { reloadToUpdate } from "@/lib/sw-update";
import { updateMessages } from "./update-messages";

/** The "update available" prompt: a toast whose Reload switches to the new version. */
export function showUpdateAvailableToast(): void {
  toast({
    title: translate(updateMessages, "updateAvailable"),
    description: translate(updateMessages, "updateText"),
    action: (
      <ToastPrimitive.Action altText={translate(updateMessages, "reloadToUpdate")} asChild>
        <Button size="sm" onClick={reloadToUpdate}>
          {translate(updateMessages, "reload")}
        </Button>
      </ToastPrimitive.Action>
    ),
  });
}
