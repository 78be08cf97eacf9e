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
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
          {NAV.map((item) =>
            item.to.includes("#") ? (
              <a
                key={item.to}
                href={item.to}
                className="rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
              >
                {item.label}
              </a>
            ) : (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  cn(
                    "rounded-md px-3 py-2 text-sm hover:bg-slate-100",
                    isActive ? "font-semibold text-blue-800" : "text-slate-700",
                  )
                }
              >
                {item.label}
              </NavLink>
            ),
          )}
          {isAdmin ? (
            <NavLink to="/admin" className="rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100">
              Admin
            </NavLink>
          ) : null}
        </nav>
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
    </header>
  );
}
