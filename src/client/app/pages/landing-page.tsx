import { BarChart3, CalendarCheck, GraduationCap, Trophy } from "lucide-react";
import { SiteFooter } from "@/components/layout/site-footer";
import { buttonVariants } from "@/components/ui/button";
import { NavigatingButton } from "@/components/ui/navigating-button";
import { LandingHeader } from "@/features/landing/landing-header";
import { landingMessages } from "@/features/landing/landing-messages";
import { LeaderboardSection } from "@/features/leaderboard/leaderboard-section";
import { PricingSection } from "@/features/payments/pricing-section";
import { goToGoogleSignIn, SignedOutByDefault, useAuth } from "@/hooks/use-auth";
import { useSignInProblemToast } from "@/hooks/use-sign-in-problem";
import { useT } from "@/i18n/use-t";
import { Link } from "@/lib/router";

const FEATURES = [
  { icon: CalendarCheck, titleKey: "featureDailyTitle", textKey: "featureDailyText" },
  { icon: GraduationCap, titleKey: "featureMockTitle", textKey: "featureMockText" },
  { icon: BarChart3, titleKey: "featureAnalyticsTitle", textKey: "featureAnalyticsText" },
] as const;

/** The public landing page for signed-out visitors. */
export default function LandingPage() {
  return (
    <SignedOutByDefault value={true}>
      <LandingContent />
    </SignedOutByDefault>
  );
}

function HeroAction() {
  const t = useT(landingMessages);
  const { user } = useAuth();
  return user ? (
    <Link to="/" className={buttonVariants({ size: "tall", className: "mt-8" })}>
      {t("goToDashboard")}
    </Link>
  ) : (
    <NavigatingButton
      formClassName="mt-8"
      action="/api/auth/google"
      onActivate={() => goToGoogleSignIn()}
      size="lg"
    >
      {t("startFree")}
    </NavigatingButton>
  );
}

function LandingContent() {
  const t = useT(landingMessages);
  useSignInProblemToast();
  return (
    <div className="min-h-screen bg-white">
      <LandingHeader />

      <main>
        <section className="bg-gradient-to-b from-blue-50 to-white px-4 pb-16 pt-28 text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm text-blue-900 shadow-sm">
            <Trophy className="h-4 w-4" aria-hidden /> {t("examsBadge")}
          </p>
          <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t("heroTitle")}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{t("heroText")}</p>
          <HeroAction />
        </section>

        <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="features-title" className="text-center text-3xl font-bold">
              {t("featuresTitle")}
            </h2>
            <div className="mt-10 grid gap-6 md:grid-cols-3">
              {FEATURES.map(({ icon: Icon, titleKey, textKey }) => (
                <div key={titleKey} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <Icon className="h-8 w-8 text-blue-700" aria-hidden />
                  <h3 className="mt-4 text-lg font-semibold">{t(titleKey)}</h3>
                  <p className="mt-2 text-slate-700">{t(textKey)}</p>
                </div>
              ))}
            </div>
          </div>
        </section>

        <div className="bg-slate-50">
          <PricingSection />
        </div>
        <LeaderboardSection />
      </main>
      <SiteFooter />
    </div>
  );
}
