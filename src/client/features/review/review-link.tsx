import { RotateCcw } from "lucide-react";
import { useReviewCount } from "@/hooks/use-review-count";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { Link } from "@/lib/router";
import { reviewMessages } from "./review-messages";

/** The dashboard's way in to the daily review: "Review (N due)". */
export function ReviewLink() {
  const t = useT(reviewMessages);
  const count = useReviewCount();
  const due = count.data ?? 0;
  return (
    <Link
      to="/review"
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-blue-300 hover:bg-blue-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      data-testid="review-link"
    >
      <RotateCcw className="h-6 w-6 shrink-0 text-blue-700" aria-hidden />
      <span>
        <span className="block font-semibold text-slate-900">
          {t("linkTitle", { due: formatNumber(due) })}
        </span>
        <span className="block text-sm text-slate-700">{due > 0 ? t("linkSomeDue") : t("linkNoneDue")}</span>
      </span>
    </Link>
  );
}
