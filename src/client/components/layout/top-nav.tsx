import { lazy, Suspense } from "react";
import { useAuth } from "@/hooks/use-auth";
import { useT } from "@/i18n/use-t";
import { Link, NavLink } from "@/lib/router";
import { cn, displayName } from "@/lib/utils";
import { AccountLink, BillingLink, LogoutButton } from "./account-links";
import { AccountMenu } from "./account-menu";
import { AppBarStatus } from "./app-bar-status";
import { LanguagePicker } from "./language-picker";
import { layoutMessages } from "./layout-messages";
import { MyReportsLink } from "./my-reports-link";

// the notices load after the bar: they are not needed for the page to show (the exam hall's first view)
const NoticeBell = lazy(() => import("./notice-bell").then((m) => ({ default: m.NoticeBell })));

import { PhoneMenu } from "./phone-menu";
import { SUB_NAV_PATHS } from "./sub-nav";

type NavItem = {
  to: string;
  labelKey: "navDashboard" | "navPractice" | "navDailyQuiz" | "navMockTests" | "navLeaderboard";
  end?: boolean;
};

const NAV: NavItem[] = [
  { to: "/", labelKey: "navDashboard", end: true },
  { to: "/exam/jee", labelKey: "navPractice" },
  { to: "/daily-quizzes", labelKey: "navDailyQuiz" },
  { to: "/mock-tests", labelKey: "navMockTests" },
  { to: "/#leaderboard", labelKey: "navLeaderboard" },
];

/**
 * The sticky top bar. From lg (1024 px) up it shows the main links and the account menu (the learner's name:
 * My reports, Billing, Account, Logout); on phones they are all in the Menu, which leaves out what the sub-navigation under the bar already
 * shows, so no link appears twice.
 */
export function TopNav({ withSubNav = true }: { withSubNav?: boolean }) {
  const t = useT(layoutMessages);
  const { user, isAdmin } = useAuth();
  const name = displayName(user, t("userFallback"));
  const phoneLinks = withSubNav ? NAV.filter((l) => !SUB_NAV_PATHS.has(l.to)) : NAV;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="text-lg font-bold text-blue-800">
          {t("brand")}
        </Link>
        <MainNavLinks links={NAV} isAdmin={isAdmin} className="hidden flex-1 items-center gap-1 lg:flex" />
        <div className="ml-auto flex items-center gap-3">
          <AppBarStatus />
          <LanguagePicker />
          <Suspense fallback={null}>
            <NoticeBell />
          </Suspense>
          <AccountMenu name={name} className="hidden lg:block" />
          <PhoneMenu label={t("menu")} className="lg:hidden">
            <p className="px-3 pb-2 text-sm text-slate-700">
              {t("signedInAs")}{" "}
              <span className="font-semibold text-slate-900" data-testid="menu-user-name">
                {name}
              </span>
            </p>
            <MainNavLinks links={phoneLinks} isAdmin={isAdmin} className="grid gap-1" />
            <div className="mt-2 grid gap-1 border-t border-slate-100 pt-2">
              <MyReportsLink />
              <BillingLink />
              <AccountLink />
              <LogoutButton />
            </div>
          </PhoneMenu>
        </div>
      </div>
    </header>
  );
}

function MainNavLinks({
  links,
  isAdmin,
  className,
}: {
  links: NavItem[];
  isAdmin: boolean;
  className: string;
}) {
  const t = useT(layoutMessages);
  const item = "whitespace-nowrap rounded-md px-3 py-2 text-sm hover:bg-slate-100";
  return (
    <nav aria-label={t("navMain")} className={className}>
      {links.map((link) =>
        link.to.includes("#") ? (
          <a key={link.to} href={link.to} className={cn(item, "text-slate-700")}>
            {t(link.labelKey)}
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
            {t(link.labelKey)}
          </NavLink>
        ),
      )}
      {isAdmin ? (
        <NavLink to="/admin" className={cn(item, "text-slate-700")}>
          {t("navAdmin")}
        </NavLink>
      ) : null}
    </nav>
  );
}
