import { CalendarCheck } from "lucide-react";
import { useT } from "@/i18n/use-t";
import { Link } from "@/lib/router";
import { studyPlanMessages } from "./study-plan-messages";

/** The dashboard's way in to the study plan. */
export function StudyPlanLink() {
  const t = useT(studyPlanMessages);
  return (
    <Link
      to="/study-plan"
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-blue-300 hover:bg-blue-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      data-testid="study-plan-link"
    >
      <CalendarCheck className="h-6 w-6 shrink-0 text-blue-700" aria-hidden />
      <span>
        <span className="block font-semibold text-slate-900">{t("title")}</span>
        <span className="block text-sm text-slate-700">{t("linkText")}</span>
      </span>
    </Link>
  );
}
