import { Download, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n/use-t";
import { dismissalValue, INSTALL_DISMISSED_AT_KEY, shouldShowInstallPrompt } from "./install-dismissal";
import { forgetInstallOffer, useInstallOffer } from "./install-prompt-store";
import { pwaMessages } from "./pwa-messages";

function readDismissal(): string | null {
  try {
    return window.localStorage.getItem(INSTALL_DISMISSED_AT_KEY);
  } catch {
    return null; // storage blocked: behave as never dismissed
  }
}

function storeDismissal(now: number): void {
  try {
    window.localStorage.setItem(INSTALL_DISMISSED_AT_KEY, dismissalValue(now));
  } catch {
    // storage blocked: the card hides for this visit only
  }
}

/**
 * The dashboard's "Install Abhyas" card: shown when the browser offers install and it was not
 * dismissed in the last INSTALL_DISMISS_DAYS days. Install opens the browser's dialog and hides
 * the card; Later or close (X) stores the dismissal time and hides it.
 */
export function InstallPrompt() {
  const t = useT(pwaMessages);
  const offer = useInstallOffer();
  // a dismissal in this visit hides the card even if the browser offers install again
  const [dismissed, setDismissed] = useState(false);

  const visible =
    !dismissed &&
    shouldShowInstallPrompt({ canInstall: offer !== null, storedValue: readDismissal(), now: Date.now() });
  if (!visible || !offer) return null;

  const dismiss = () => {
    storeDismissal(Date.now());
    setDismissed(true);
  };

  const install = async () => {
    forgetInstallOffer(); // an offer can be prompted only once
    try {
      await offer.prompt();
      const choice = await offer.userChoice;
      // said no in the browser's own dialog: do not ask again for the same period as Later
      if (choice.outcome === "dismissed") storeDismissal(Date.now());
    } catch {
      // the browser refused to show its dialog; the card is gone until it offers install again
    }
  };

  return (
    <section aria-labelledby="install-title">
      <Card className="relative flex flex-col gap-3 p-5 pr-12 sm:flex-row sm:items-center">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-blue-100 text-blue-800">
          <Download className="h-5 w-5" aria-hidden />
        </span>
        <div className="flex-1">
          <h2 id="install-title" className="text-base font-semibold text-slate-900">
            {t("installTitle")}
          </h2>
          <p className="text-sm text-slate-700">{t("installText")}</p>
        </div>
        <div className="flex gap-2">
          <Button onClick={install}>{t("install")}</Button>
          <Button variant="outline" onClick={dismiss}>
            {t("later")}
          </Button>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t("closeInstall")}
          className="absolute right-2 top-2 rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </Card>
    </section>
  );
}
