import { useEffect, useRef } from "react";
import { useT } from "@/i18n/use-t";
import { NavLink, useLocation } from "@/lib/router";
import { cn } from "@/lib/utils";
import { layoutMessages } from "./layout-messages";

const ITEMS = [
  { to: "/daily-quizzes", words: "subDaily" },
  { to: "/mock-tests", words: "subMock" },
  { to: "/past-papers", words: "subPast" },
  { to: "/live-tests", words: "subLive" },
  { to: "/analytics", words: "subAnalytics" },
  { to: "/#leaderboard", words: "subLeaderboard" },
  { to: "/progress-tracking", words: "subProgress" },
  { to: "/bookmarks", words: "subBookmarks" },
  { to: "/my-batches", words: "subBatches" },
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
    <nav aria-label={t("subNav")} className="border-b border-slate-200 bg-white">
      <div ref={row} className="relative mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4">
        {ITEMS.map((item) =>
          item.to.includes("#") ? (
            <a
              key={item.to}
              href={item.to}
              className="whitespace-nowrap border-b-2 border-transparent px-3 py-3 text-sm text-slate-700"
            >
              {t(item.words)}
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
              {t(item.words)}
            </NavLink>
          ),
        )}
      </div>
    </nav>
  );
}
