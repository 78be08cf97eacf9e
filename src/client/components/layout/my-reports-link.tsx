import { Flag } from "lucide-react";
import { useMyReports } from "@/hooks/use-my-reports";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { NavLink } from "@/lib/router";
import { cn } from "@/lib/utils";
import { barItem } from "./account-links";
import { layoutMessages } from "./layout-messages";

/** "My reports" in the account menu and the phone menu, with how many replies the learner has not read. */
export function MyReportsLink() {
  const t = useT(layoutMessages);
  const unread = useMyReports().data?.unread ?? 0;
  return (
    <NavLink
      to="/my-reports"
      className={({ isActive }) =>
        cn(barItem, "inline-flex", isActive ? "font-semibold text-blue-800" : "text-slate-700")
      }
    >
      <Flag className="h-4 w-4" aria-hidden />
      {t("myReports")}
      {unread > 0 ? (
        <span
          className="ml-0.5 rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white"
          data-testid="unread-replies"
        >
          {formatNumber(unread)}
          <span className="sr-only">{t("newReplies", { count: unread })}</span>
        </span>
      ) : null}
    </NavLink>
  );
}
