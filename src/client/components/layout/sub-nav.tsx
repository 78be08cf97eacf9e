import { NavLink } from "react-router";
import { cn } from "@/lib/utils";

const ITEMS = [
  { to: "/daily-quizzes", label: "Daily Quizzes" },
  { to: "/mock-tests", label: "Mock Tests" },
  { to: "/past-papers", label: "Past Papers" },
  { to: "/analytics", label: "Analytics" },
  { to: "/#leaderboard", label: "Leaderboard" },
  { to: "/progress-tracking", label: "Progress Tracking" },
  { to: "/bookmarks", label: "Bookmarks" },
];

/** The shared sub-navigation; the current page is highlighted. */
export function SubNav() {
  return (
    <nav aria-label="Sections" className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4">
        {ITEMS.map((item) =>
          item.to.includes("#") ? (
            <a
              key={item.to}
              href={item.to}
              className="whitespace-nowrap border-b-2 border-transparent px-3 py-3 text-sm text-slate-700"
            >
              {item.label}
            </a>
          ) : (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                cn(
                  "whitespace-nowrap border-b-2 px-3 py-3 text-sm",
                  isActive
                    ? "border-blue-700 font-semibold text-blue-800"
                    : "border-transparent text-slate-700",
                )
              }
            >
              {item.label}
            </NavLink>
          ),
        )}
      </div>
    </nav>
  );
}
