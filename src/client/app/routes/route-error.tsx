import { buttonVariants } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { useNavigate } from "@/lib/router";
import { errorsMessages } from "./errors-messages";

/**
 * Every route's error element: a page that throws while rendering (or whose code fails to load)
 * shows this instead of an empty screen or a stack trace. The error itself is
 * never shown: it means nothing to a learner.
 */
export function RouteError() {
  const t = useT(errorsMessages);
  const navigate = useNavigate();
  return (
    <main className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <div
        role="alert"
        className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <h1 className="text-2xl font-bold text-slate-900">{t("errorTitle")}</h1>
        <p className="mt-2 text-slate-700">{t("errorText")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <button type="button" className={buttonVariants()} onClick={() => navigate(-1)}>
            {t("goBack")}
          </button>
          {/* a full load: whatever broke this page starts afresh */}
          <a href="/" className={buttonVariants({ variant: "outline" })}>
            {t("home")}
          </a>
        </div>
      </div>
    </main>
  );
}
