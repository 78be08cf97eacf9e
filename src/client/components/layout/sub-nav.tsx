import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { layoutMessages } from "./layout-messages";

const ITEMS = [
  { to: "/daily-quizzes", labelKey: "subDailyQuizzes" },
  { to: "/mock-tests", labelKey: "subMockTests" },
  { to: "/past-papers", labelKey: "subPastPapers" },
  { to: "/live-tests", labelKey: "subLiveTests" },
  { to: "/analytics", labelKey: "subAnalytics" },
  { to: "/#leaderboard", labelKey: "subLeaderboard" },
  { to: "/progress-tracking", labelKey: "subProgress" },
  { to: "/bookmarks", labelKey: "subBookmarks" },
] as const;

/** Where the sub-navigation leads: the top bar's phone menu leaves these out. */
export const SUB_NAV_PATHS: ReadonlySet<string> = new Set(ITEMS.map((i) => i.to));

/**
 * The shared sub-navigation; the current page is highlighted. On a narrow screen the row scrolls
 * sideways, and it starts scrolled so that the current page's tab is in full view.
 */
export function SubNav() {
  const t = useT(layoutMessages);
  const row = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the active tab changes with the page
  useEffect(() => {
    const container = row.current;
    const active = container?.querySelector<HTMLElement>("[aria-current=page]");
    if (!container || !active) return;
    const left = active.offsetLeft; // the row is the offset parent (relative)
    const right = left + active.offsetWidth;
    // only the row scrolls (never the page): centre the tab when it is not fully in view
    if (left < container.scrollLeft || right > container.scrollLeft + container.clientWidth) {
      container.scrollLeft = left - (container.clientWidth - active.offsetWidth) / 2;
    }
  }, [pathname]);

  return (
    <nav aria-label={t("sections")} className="border-b border-slate-200 bg-white">
      <div ref={row} className="relative mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4">
        {ITEMS.map((item) =>
          item.to.includes("#") ? (
            <a
              key={item.to}
              href={item.to}
              className="whitespace-nowrap border-b-2 border-transparent px-3 py-3 text-sm text-slate-700"
            >
              {t(item.labelKey)}
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
              {t(item.labelKey)}
            </NavLink>
          ),
        )}
      </div>
    </nav>
  );
}
