import { useT } from "@/i18n/use-t";
import { Link } from "@/lib/router";
import { errorsMessages } from "./errors-messages";

export default function NotFoundPage() {
  const t = useT(errorsMessages);
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{t("notFoundTitle")}</h1>
        <p className="mt-3 text-sm text-slate-700">{t("notFoundText")}</p>
        <Link to="/" className="mt-6 inline-block font-semibold text-blue-800 underline">
          {t("backToHome")}
        </Link>
      </div>
    </main>
  );
}
