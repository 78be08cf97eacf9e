import { CreditCard, LogOut, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { goToLogout } from "@/hooks/use-auth";
import { useT } from "@/i18n/use-t";
import { NavLink } from "@/lib/router";
import { cn } from "@/lib/utils";
import { layoutMessages } from "./layout-messages";

/** a header link or button, less its display */
export const barItem = "items-center gap-1 rounded-md px-3 py-2 text-sm hover:bg-slate-100";

export function BillingLink() {
  const t = useT(layoutMessages);
  return (
    <BarLink to="/billing">
      <CreditCard className="h-4 w-4" aria-hidden />
      {t("billing")}
    </BarLink>
  );
}

/** The learner's account: reminders, their data to download, deleting the account. */
export function AccountLink() {
  const t = useT(layoutMessages);
  return (
    <BarLink to="/account">
      <UserRound className="h-4 w-4" aria-hidden />
      {t("account")}
    </BarLink>
  );
}

export function LogoutButton() {
  const t = useT(layoutMessages);
  return (
    <button type="button" onClick={goToLogout} className={cn(barItem, "inline-flex text-slate-700")}>
      <LogOut className="h-4 w-4" aria-hidden />
      {t("logout")}
    </button>
  );
}

function BarLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        cn(barItem, "inline-flex", isActive ? "font-semibold text-blue-800" : "text-slate-700")
      }
    >
      {children}
    </NavLink>
  );
}
