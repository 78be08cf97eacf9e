import { RefreshCw, WifiOff } from "lucide-react";
import { useOnlineStatus } from "@/hooks/use-online-status";
import { useT } from "@/i18n/use-t";
import { reloadToUpdate, useUpdateAvailable } from "@/lib/sw-update";
import { layoutMessages } from "./layout-messages";

/** Slot in the app bar for connection and update status: "Offline" while the connection is down. */
export function AppBarStatus() {
  const t = useT(layoutMessages);
  const isOnline = useOnlineStatus();
  const isUpdateAvailable = useUpdateAvailable();
  return (
    <>
      {/* The live region stays mounted so screen readers announce "Offline" when it appears. */}
      <div role="status" data-testid="connection-status">
        {isOnline ? null : (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
            <WifiOff className="h-3.5 w-3.5" aria-hidden />
            {t("offline")}
          </span>
        )}
      </div>
      {isUpdateAvailable ? (
        <button
          type="button"
          onClick={reloadToUpdate}
          title={t("updateAvailable")}
          className="inline-flex items-center gap-1.5 rounded-full bg-blue-50 px-2.5 py-1 text-xs font-semibold text-blue-800 hover:bg-blue-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          <RefreshCw className="h-3.5 w-3.5" aria-hidden />
          {t("update")}
        </button>
      ) : null}
    </>
  );
}
