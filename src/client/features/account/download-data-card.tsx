import type { AccountExport } from "@shared/contract/account";
import { Download, FileArchive } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { formatDateTime, formatNumber } from "@/lib/indian-formats";
import { accountMessages } from "./account-messages";
import { useAccountExport, useRequestAccountExport } from "./use-account-export";

/** "Download my data": ask, wait while the job prepares it, then a link valid for a day. */
export function DownloadDataCard() {
  const t = useT(accountMessages);
  const state = useAccountExport();
  const request = useRequestAccountExport();
  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () =>
        toast({ title: t("exportAskedTitle"), description: t("exportAskedText"), variant: "success" }),
      onError: () =>
        toast({ title: t("exportFailedTitle"), description: t("tryAgain"), variant: "destructive" }),
    });
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <FileArchive className="h-5 w-5 text-blue-800" aria-hidden /> {t("exportTitle")}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-slate-700">{t("exportIntro")}</p>
        {state.isPending ? (
          <p className="text-slate-700">{t("loading")}</p>
        ) : state.isError ? (
          <p role="alert" className="text-red-800">
            {t("loadError")}
          </p>
        ) : (
          <ExportStatus state={state.data} onAsk={ask} asking={request.isPending} />
        )}
      </CardContent>
    </Card>
  );
}

function ExportStatus({
  state,
  onAsk,
  asking,
}: {
  state: AccountExport;
  onAsk: () => void;
  asking: boolean;
}) {
  const t = useT(accountMessages);
  if (state.status === "preparing")
    return (
      <p role="status" data-testid="export-status" data-status="preparing" className="text-slate-800">
        {t("exportPreparing")}
      </p>
    );
  if (state.status === "ready" && state.expiresAt)
    return (
      <div data-testid="export-status" data-status="ready" className="grid gap-3">
        <p className="text-slate-800">
          {t("exportReady", {
            until: formatDateTime(state.expiresAt),
            size: formatNumber(Math.max(1, Math.ceil((state.bytes ?? 0) / 1024))),
          })}
        </p>
        <div className="flex flex-wrap gap-3">
          <a
            href="/api/account/export/download"
            download
            data-testid="export-download"
            className={buttonVariants()}
          >
            <Download className="h-4 w-4" aria-hidden /> {t("exportDownload")}
          </a>
          <Button variant="outline" onClick={onAsk} disabled={asking}>
            {t("exportAgain")}
          </Button>
        </div>
      </div>
    );
  return (
    <div data-testid="export-status" data-status="none">
      <Button onClick={onAsk} disabled={asking}>
        {t("exportAsk")}
      </Button>
    </div>
  );
}
