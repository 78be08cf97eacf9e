import { BarChart3, CalendarCheck, GraduationCap, Trophy } from "lucide-react";
import { Link } from "react-router";
import { SiteFooter } from "@/components/layout/site-footer";
import { Button, buttonVariants } from "@/components/ui/button";
import { LandingHeader } from "@/features/landing/landing-header";
import { LeaderboardSection } from "@/features/leaderboard/leaderboard-section";
import { PricingSection } from "@/features/payments/pricing-section";
import { goToGoogleSignIn, SignedOutByDefault, useAuth } from "@/hooks/use-auth";
import { useSignInProblemToast } from "@/hooks/use-sign-in-problem";

const FEATURES = [
  {
    icon: CalendarCheck,
    title: "Free daily quizzes",
    text: "A new quiz every day in the official pattern of UPSC, JEE, NEET, SSC and Banking, scored with the real negative marking.",
  },
  {
    icon: GraduationCap,
    title: "Exam-hall mock tests",
    text: "Full mock tests with the question palette, sections and timers of the real computer-based test, in English or Hindi.",
  },
  {
    icon: BarChart3,
    title: "Honest analytics",
    text: "See your accuracy by subject and topic, your percentile, and the weak topics to fix next, computed from your own answers.",
  },
];

/** The public landing page for signed-out visitors. */
export default function LandingPage() {
  return (
    <SignedOutByDefault value={true}>
      <LandingContent />
    </SignedOutByDefault>
  );
}

function HeroAction() {
  const { user } = useAuth();
  return user ? (
    <Link to="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
      Go to dashboard
    </Link>
  ) : (
    <Button size="lg" className="mt-8" onClick={goToGoogleSignIn}>
      Start Free Today
    </Button>
  );
}

function LandingContent() {
  useSignInProblemToast();
  return (
    <div className="min-h-screen bg-white">
      <LandingHeader />

      <main>
        <section className="bg-gradient-to-b from-blue-50 to-white px-4 pb-16 pt-28 text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm text-blue-900 shadow-sm">
            <Trophy className="h-4 w-4" aria-hidden /> UPSC · JEE · NEET · SSC · Banking
          </p>
          <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Master Your Competitive Exams
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Practise every day with free quizzes in the official pattern, take full mock tests in the
            exam-hall interface, and see exactly where you stand.
          </p>
          <HeroAction />
        </section>

        <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="features-title" className="text-center text-3xl font-bold">
              Everything you need to prepare
            </h2>
            <div className="mt-10 grid gap-6 md:grid-cols-3">
              {FEATURES.map(({ icon: Icon, title, text }) => (
                <div key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <Icon className="h-8 w-8 text-blue-700" aria-hidden />
                  <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                  <p className="mt-2 text-slate-700">{text}</p>
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
