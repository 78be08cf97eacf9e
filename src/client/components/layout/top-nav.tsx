import { CreditCard, LogOut } from "lucide-react";
import { Link, NavLink } from "react-router";
import { goToLogout, useAuth } from "@/features/auth/use-auth";
import { cn, displayName } from "@/lib/utils";
import { AppBarStatus } from "./app-bar-status";

const NAV = [
  { to: "/", label: "Dashboard", end: true },
  { to: "/exam/jee", label: "Practice" },
  { to: "/daily-quizzes", label: "Daily Quiz" },
  { to: "/mock-tests", label: "Mock Tests" },
  { to: "/#leaderboard", label: "Leaderboard" },
];

export function TopNav() {
  const { user, isAdmin } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="text-lg font-bold text-blue-800">
          Abhyas
        </Link>
        <MainNavLinks isAdmin={isAdmin} className="hidden flex-1 items-center gap-1 md:flex" />
        <div className="ml-auto flex items-center gap-3">
          <AppBarStatus />
          <span className="hidden text-sm font-medium text-slate-800 sm:inline" data-testid="nav-user-name">
            {displayName(user, "User")}
          </span>
          <NavLink
            to="/billing"
            className={({ isActive }) =>
              cn(
                "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm hover:bg-slate-100",
                isActive ? "font-semibold text-blue-800" : "text-slate-700",
              )
            }
          >
            <CreditCard className="h-4 w-4" aria-hidden />
            Billing
          </NavLink>
          <button
            type="button"
            onClick={goToLogout}
            className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
          >
            <LogOut className="h-4 w-4" aria-hidden />
            Logout
          </button>
        </div>
      </div>
      {/* phones: the same links in a scrollable row under the bar */}
      <MainNavLinks
        isAdmin={isAdmin}
        className="flex gap-1 overflow-x-auto border-t border-slate-100 px-2 py-1 md:hidden"
      />
    </header>
  );
}

function MainNavLinks({ isAdmin, className }: { isAdmin: boolean; className: string }) {
  const item = "whitespace-nowrap rounded-md px-3 py-2 text-sm hover:bg-slate-100";
  return (
    <nav aria-label="Main" className={className}>
      {NAV.map((link) =>
        link.to.includes("#") ? (
          <a key={link.to} href={link.to} className={cn(item, "text-slate-700")}>
            {link.label}
          </a>
        ) : (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.end}
            className={({ isActive }) =>
              cn(item, isActive ? "font-semibold text-blue-800" : "text-slate-700")
            }
          >
            {link.label}
          </NavLink>
        ),
      )}
      {isAdmin ? (
        <NavLink to="/admin" className={cn(item, "text-slate-700")}>
          Admin
        </NavLink>
      ) : null}
    </nav>
  );
}
