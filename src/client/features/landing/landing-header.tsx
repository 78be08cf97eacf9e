import { layoutMessages } from "@/components/layout/layout-messages";
import { PhoneMenu } from "@/components/layout/phone-menu";
import { buttonVariants } from "@/components/ui/button";
import { NavigatingButton } from "@/components/ui/navigating-button";
import { goToGoogleSignIn, useAuth } from "@/hooks/use-auth";
import { useT } from "@/i18n/use-t";
import { Link } from "@/lib/router";
import { displayName } from "@/lib/utils";
import { landingMessages } from "./landing-messages";

const ANCHORS = [
  { href: "#features", labelKey: "anchorFeatures" },
  { href: "#pricing", labelKey: "anchorPricing" },
  { href: "#leaderboard", labelKey: "anchorLeaderboard" },
] as const;

/**
 * The landing header: the page's anchors (in a Menu on phones), and Sign In with Google, or for a
 * signed-in learner (known once hydrated, from the signed-in hint) their name and the way back to
 * the dashboard.
 */
export function LandingHeader() {
  const t = useT(landingMessages);
  const tl = useT(layoutMessages);
  const { user } = useAuth();
  const anchor = "rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100";
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
        <Link to="/landing" className="text-lg font-bold text-blue-800">
          {tl("brand")}
        </Link>
        <nav aria-label={t("navLanding")} className="hidden gap-1 sm:flex">
          {ANCHORS.map((a) => (
            <a key={a.href} href={a.href} className={anchor}>
              {t(a.labelKey)}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <>
              <span
                className="hidden text-sm font-medium text-slate-800 md:inline"
                data-testid="landing-user-name"
              >
                {displayName(user, tl("userFallback"))}
              </span>
              <Link to="/" className={buttonVariants()}>
                {t("goToDashboard")}
              </Link>
            </>
          ) : (
            <NavigatingButton action="/api/auth/google" onActivate={() => goToGoogleSignIn()}>
              <span className="hidden sm:inline">{t("signInWithGoogle")}</span>
              <span className="sm:hidden">{t("signIn")}</span>
            </NavigatingButton>
          )}
          <PhoneMenu label={tl("menu")} className="sm:hidden">
            {user ? (
              <p className="px-3 pb-2 text-sm text-slate-700">
                {tl("signedInAs")}{" "}
                <span className="font-semibold text-slate-900" data-testid="landing-menu-user-name">
                  {displayName(user, tl("userFallback"))}
                </span>
              </p>
            ) : null}
            <nav aria-label={t("navLandingSections")} className="grid gap-1">
              {ANCHORS.map((a) => (
                <a key={a.href} href={a.href} className={anchor}>
                  {t(a.labelKey)}
                </a>
              ))}
            </nav>
          </PhoneMenu>
        </div>
      </div>
    </header>
  );
}
